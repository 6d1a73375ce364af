"""Probe batch 44, written by a helper agent that saw neither the code nor an earlier probe (session 38),
in the shape of :mod:`probes`: six made-up documents, each with seven true and seven false claims. It was
written while session 38's check changes were made and measured, and first read after those changes had been decided,
so it measures them out of sample (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 44.
B44_CREDIT_CARD_KEY_FACTS = (
    'Harbourline Everyday Credit Card - Key Facts (effective 1 March 2025). Purchase rate: 24.9% APR variable. Cash '
    'advance rate: 29.9% APR, charged from the day of the withdrawal with no interest-free period. Balance '
    'transfers: 0% for 18 months from account opening, with a 3% transfer fee (minimum £5); transfers must be made '
    'within 60 days of opening to get the 0% rate. Interest-free period on purchases: up to 56 days, only if you pay '
    'the full statement balance by the due date each month. Annual fee: none. Late payment fee: £12. Over-limit fee: '
    '£12. Returned payment fee: £12. Foreign transaction fee: 2.99% of the transaction value, waived for Harbourline '
    'Travel cardholders only. Cash withdrawal fee: 3% (minimum £3). Credit limit: £500 to £8,000, reviewed after 6 '
    'months. Statements are issued on the 5th of each month and payment is due 25 days later. Customer services: '
    '8am-8pm Monday to Friday, 9am-5pm Saturday; closed Sundays.'
)

B44_PERSONAL_LOAN_REPAYMENTS = (
    'Personal Loan Agreement - Summary of Repayment Terms. Borrower: Priya Nandakumar. Lender: Crestmoor Finance '
    'Ltd. Amount of credit: £12,000. Term: 48 months. Representative APR: 8.9%. Monthly repayment: £296.40, '
    'collected by direct debit on the 14th of each month; the first repayment is due on 14 May 2025 and the final '
    'repayment on 14 April 2029. Total amount repayable: £14,227.20. If the 14th falls on a weekend or bank holiday, '
    'the payment is collected on the next working day. Missed payments: a £15 charge for each missed payment, capped '
    'at £45 in any 12 months. Early settlement: you may repay all or part of the loan at any time; we may charge up '
    "to 58 days' interest on the amount repaid early, but no charge applies if the total repaid early in any "
    '12-month period is £8,000 or less. Payment holidays: one repayment may be deferred once per year, only after '
    'the first 6 repayments have been made, on request at least 10 days before the due date. Right to withdraw: you '
    'may withdraw within 14 days of signing (signed Monday 28 April 2025), repaying the credit plus daily interest '
    'of £2.81.'
)

B44_PET_INSURANCE_SCHEDULE = (
    "PawSure Complete - Policy Schedule for 'Biscuit' (Labrador, dog, aged 4). Policyholder: Tom Ellery. Cover "
    'period: 1 July 2025 to 30 June 2026. Premium: £38.60 a month, or £424.60 if paid annually. Vet fee limit: '
    '£7,000 per condition per policy year, resetting at each renewal. Fixed excess: £99 per condition per policy '
    "year. Co-payment: from the pet's 8th birthday, you also pay 20% of each claim after the excess. Waiting "
    'periods: no cover for illness in the first 14 days, or for accidents in the first 48 hours after cover starts. '
    'Cruciate ligament conditions are not covered in the first 6 months. Dental: accident-only, up to £500 a year; '
    'gum disease is excluded. Third-party liability: up to £2,000,000 (dogs only). Lost pet advertising and reward: '
    'up to £1,000 combined. Pre-existing conditions, meaning any showing signs in the 18 months before cover '
    'started, are excluded. Claims must be submitted within 90 days of treatment. Complementary therapy '
    '(hydrotherapy, physiotherapy): up to £750 a year, only if referred by a vet.'
)

B44_PHONE_REPAIR_PRICE_LIST = (
    'FixPoint Phone Repairs - Price List & Warranty (High Street branch, from Monday 2 June 2025). Screen '
    'replacement: iPhone 13 £129, iPhone 14 £149, iPhone 15 £189; Samsung Galaxy S23 £169, Galaxy S24 £199. Battery '
    'replacement: £59 for any iPhone, £69 for Samsung. Charging port repair: £49. Back glass: £89 (iPhone only). '
    'Diagnostic check: £20, deducted from the repair price if you go ahead with the repair within 7 days. Most '
    'screen and battery repairs take 45 minutes; back glass takes 24 hours. Students get 10% off on showing a valid '
    'student ID card, but this cannot be combined with other offers. Book two repairs on the same device together '
    'and the cheaper one is half price. Warranty: 6 months on parts and labour for screens and batteries, 3 months '
    'on all other repairs. The warranty does not cover accidental damage, liquid damage, or devices opened by anyone '
    'else after our repair. Opening hours: Monday-Friday 9:00-18:00, Saturday 10:00-17:00, Sunday closed. Payment by '
    'card only; we do not accept cash.'
)

B44_CHARITY_FUN_RUN_ENTRY = (
    "Riverside 10K & 5K Fun Run for Hollybrook Children's Hospice - Sunday 14 September 2025, Dunmore Park. Entry "
    'fees: 10K adult £22 (early bird £18 until 31 July), 5K adult £15, under-16s £8 for either distance, under-5s '
    'free (5K only, must be accompanied). Family ticket (2 adults and up to 3 under-16s, 5K only): £40. Entry closes '
    'at midnight on Wednesday 10 September or when 1,200 places are filled. Fundraising: every adult 10K runner must '
    'raise at least £100 in sponsorship, paid in by 31 October; 5K runners and under-16s have no minimum. Runners '
    'who raise £250 or more receive a hospice technical T-shirt. Entry fees are non-refundable, but you may transfer '
    'your place to another person for a £5 admin fee until 31 August. Race-day schedule: bag drop opens 8:00, 10K '
    'starts 9:30, 5K starts 10:15, course closes 11:45. The 10K has a time limit of 2 hours 15 minutes. The minimum '
    'age for the 10K is 15. Dogs are allowed on the 5K only, on a short lead.'
)

B44_CURRENT_ACCOUNT_OVERDRAFT_SWITCH = (
    'Northgate Bank Plus Current Account - Overdraft & Switching Offer. Monthly fee: £3, waived in any month you pay '
    'in at least £1,500. Arranged overdraft: limits from £250 to £2,500, subject to status; the first £250 is '
    'interest-free, and anything above that is charged at 39.9% EAR variable. Unarranged overdraft: not offered - '
    'payments that would take you over your arranged limit are returned, with no returned-payment fee. Switching '
    'bonus: £175, paid if you switch in using the Current Account Switch Service between 3 March and 30 April 2025, '
    'pay in at least £1,000 within 30 days of the switch completing, and set up at least 2 direct debits. The bonus '
    'is paid within 10 working days of meeting all conditions. Not available to anyone who has received a Northgate '
    'switching bonus since 1 January 2023. One bonus per customer, including joint accounts. Cashback: 1% on '
    'household bills paid by direct debit, capped at £5 a month. Cash withdrawals abroad: £1.50 per withdrawal plus '
    'a 2.75% non-sterling transaction fee. Credit interest: 2.5% AER on balances up to £2,000; no interest on any '
    'amount above that.'
)

BATCH44: dict[str, list[tuple[str, str, bool]]] = {
    'credit card key facts': [(B44_CREDIT_CARD_KEY_FACTS, c, True) for c in (
        'Transferring a £2,000 balance within the first 60 days would cost a £60 transfer fee.',
        'A £100 balance transfer costs a £5 fee, because the minimum fee applies.',
        'Withdrawing £50 in cash costs a £3 fee, and interest is charged from the day you take it out.',
        "You won't pay any yearly fee for holding this card.",
        'For the statement issued on 5 March, the payment is due on 30 March.',
        "You can't reach customer services on a Sunday.",
        'You only get interest-free days on purchases if you clear the full statement balance by the due date.',
    )] + [(B44_CREDIT_CARD_KEY_FACTS, c, False) for c in (
        'A balance transfer made at any time after opening gets the 0% rate.',
        'Cash withdrawals get the same interest-free period of up to 56 days as purchases.',
        'The 2.99% foreign transaction fee is waived for all Harbourline credit cardholders.',
        'A £1,000 cash withdrawal would incur a £3 cash withdrawal fee.',
        'Customer services are open until 8pm on Saturdays.',
        'Paying late and going over your limit in the same month would cost £20 in fees.',
        'Your credit limit will be reviewed after 12 months.',
    )],
    'personal loan repayments': [(B44_PERSONAL_LOAN_REPAYMENTS, c, True) for c in (
        'Over the full term Priya will pay back £2,227.20 more than she borrowed.',
        'The 48th and last repayment falls due on 14 April 2029.',
        'If Priya missed four payments within 12 months, her missed-payment charges would total £45.',
        'Repaying £5,000 early within one year would not trigger an early settlement charge.',
        "Priya can't defer a repayment before she has made her first 6 repayments.",
        "Because 14 June 2025 is a Saturday, that month's repayment will be collected on Monday 16 June 2025.",
        'Priya could still withdraw from the agreement on 9 May 2025.',
    )] + [(B44_PERSONAL_LOAN_REPAYMENTS, c, False) for c in (
        'The monthly repayments are collected on the 28th of each month.',
        'If Priya missed four payments in a year, she would be charged £60 in missed-payment fees.',
        'Priya can repay £10,000 early within one 12-month period without any possible charge.',
        'Priya can take a payment holiday every 6 months.',
        'A payment holiday request made 5 days before the due date will be accepted.',
        'The loan runs for 36 months with a total repayable of £14,227.20.',
        'If Priya withdraws within 14 days, she only has to return the £12,000 with no interest.',
    )],
    'pet insurance schedule': [(B44_PET_INSURANCE_SCHEDULE, c, True) for c in (
        'Paying annually saves Tom £38.60 compared with paying monthly for 12 months.',
        'For a £1,200 vet bill for one new illness, PawSure would pay Tom £1,101.',
        'An illness that first shows on 10 July 2025 would not be covered.',
        'An accident on 5 July 2025 would be covered.',
        "Gum disease treatment isn't covered, even under the £500 dental allowance.",
        'Hydrotherapy for Biscuit is only paid for if a vet refers him, up to £750 a year.',
        'A condition Biscuit showed signs of in March 2025 would be excluded.',
    )] + [(B44_PET_INSURANCE_SCHEDULE, c, False) for c in (
        'Tom must pay 20% of each claim after the excess for Biscuit.',
        (
            'If Biscuit had two separate conditions in the same policy year, Tom would pay a single £99 excess in '
            'total.'
        ),
        'Cruciate ligament treatment needed in October 2025 would be covered.',
        'The £7,000 vet fee limit is shared across all conditions in a policy year.',
        "The policy's £2,000,000 third-party liability cover applies to both cats and dogs.",
        'Lost pet advertising and the reward are each covered up to £1,000.',
        'Tom can submit a claim up to 6 months after treatment.',
    )],
    'phone repair price list': [(B44_PHONE_REPAIR_PRICE_LIST, c, True) for c in (
        'Getting the screen and battery replaced together on an iPhone 14 costs £178.50.',
        'A student having only a Galaxy S24 screen replaced pays £179.10.',
        (
            'If you paid £20 for a diagnostic and go ahead with a £49 charging port repair 5 days later, you pay £29 '
            'more.'
        ),
        'A charging port repair comes with a 3-month warranty.',
        "You can't pay for a repair in cash.",
        "FixPoint doesn't offer back glass replacement for Samsung phones.",
        "If a screen FixPoint replaced cracks because you dropped the phone, the warranty won't cover it.",
    )] + [(B44_PHONE_REPAIR_PRICE_LIST, c, False) for c in (
        'Getting the screen and battery replaced together on an iPhone 14 costs £208.',
        'A student booking two repairs together gets both the 10% student discount and the half-price deal.',
        'The £20 diagnostic fee is deducted if you go ahead with the repair within 14 days.',
        'Back glass repairs carry a 6-month warranty.',
        'A back glass replacement is usually done in 45 minutes.',
        'The shop stays open until 18:00 on Saturdays.',
        'A Samsung battery replacement costs £59, the same as for an iPhone.',
    )],
    'charity fun run entry': [(B44_CHARITY_FUN_RUN_ENTRY, c, True) for c in (
        'Two adults entering the 10K at the early-bird price pay £36 in total.',
        (
            'Two adults and three under-16s doing the 5K save £14 by buying a family ticket instead of separate '
            'entries.'
        ),
        'A 10K runner must finish by 11:45 to be within the time limit.',
        "A 14-year-old can't enter the 10K.",
        "A 5K runner doesn't have to raise any minimum amount of sponsorship.",
        'Transferring your place to a friend on 20 August would cost a £5 admin fee.',
        "If places haven't sold out, the last day to enter is Wednesday 10 September.",
    )] + [(B44_CHARITY_FUN_RUN_ENTRY, c, False) for c in (
        'An adult entering the 10K on 5 August pays £18.',
        'Under-5s can take part in the 10K for free.',
        'If you withdraw before 31 August, your entry fee is refunded.',
        'Adult 10K runners must raise at least £250 in sponsorship.',
        'Sponsorship money must be paid in by race day.',
        'Dogs are allowed on both the 10K and the 5K if kept on a short lead.',
        'The 5K starts 30 minutes after the 10K.',
    )],
    'current account overdraft switch': [(B44_CURRENT_ACCOUNT_OVERDRAFT_SWITCH, c, True) for c in (
        "If you pay in £1,600 in a month, you won't be charged the £3 monthly fee that month.",
        'Being £200 overdrawn within your arranged overdraft costs nothing in interest.',
        'The 39.9% EAR only applies to the part of your arranged overdraft above £250.',
        (
            'Switching in on 15 April 2025 can earn the bonus, as long as you pay in £1,000 within 30 days and set '
            'up 2 direct debits.'
        ),
        "Someone who received a Northgate switching bonus in 2024 can't get this one.",
        "With £700 of household bills paid by direct debit in a month, you'd get £5 cashback.",
        'Two cash withdrawals abroad cost £3 in per-withdrawal fees, on top of the 2.75% non-sterling fee.',
    )] + [(B44_CURRENT_ACCOUNT_OVERDRAFT_SWITCH, c, False) for c in (
        (
            "A payment that would take you over your arranged limit is returned and you're charged a "
            'returned-payment fee.'
        ),
        'The monthly fee is waived if you pay in £1,000 in a month.',
        'Each holder of a joint account can claim the £175 switching bonus.',
        'Switching in on 2 May 2025 would still qualify for the £175 bonus.',
        'Someone who received a Northgate switching bonus in 2022 is not eligible for this offer.',
        "With £300 of household bills paid by direct debit in a month, you'd get £5 cashback.",
        'The 2.5% AER credit interest is paid on your whole balance, including any amount over £2,000.',
    )],
}


BATCHES_44: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH44,
}
