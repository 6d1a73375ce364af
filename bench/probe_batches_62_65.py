"""Probe batches 62-65, written by helper agents that saw neither the code nor an earlier probe (session 44),
in the shape of :mod:`probes`: each six made-up documents, each with seven true and seven false claims. They
were counted on session 43's code before being read: 62-63 were read to find what to fix, 64-65 only after the
session's changes were decided (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 62.
B62_HARBOURSIDE_PHYSIOTHERAPY_PRICE_LIST = (
    'Harbourside Physiotherapy, Dunmore Street, Kelsall. Prices from 1 March 2024. Initial assessment (60 '
    'minutes): £75. Follow-up session (30 minutes): £48. Extended follow-up (45 minutes): £62. Sports massage (45'
    ' minutes): £55. Students and over-65s receive 15% off follow-up sessions only, on production of valid ID; '
    'the discount does not apply to initial assessments or sports massage. A block of five 30-minute follow-ups '
    'bought in advance costs £215 and must be used within six months of purchase. We are open Monday to Friday '
    '7:30am to 8pm and Saturday 8am to 1pm, and closed on Sundays and bank holidays. Please give at least 24 '
    "hours' notice to cancel or rearrange. Cancellations with less than 24 hours' notice are charged at 50% of "
    'the appointment fee, and missed appointments without notice are charged in full. These charges are waived if'
    " you provide a doctor's note confirming sudden illness. We do not offer home visits, and we cannot bill "
    'insurers directly: insured patients pay on the day and claim the cost back themselves. Children under 12 are'
    ' seen only by our paediatric physiotherapist, Mrs Alison Reid, on Tuesday and Thursday afternoons.'
)

B62_MILLBROOK_VETERINARY_CENTRE_FEES = (
    'Millbrook Veterinary Centre, 14 Station Road, Ashworth. Standard consultation: £52 for dogs and cats, £38 '
    'for rabbits and small pets. Repeat consultation within 10 days for the same condition: £25. Out-of-hours '
    'emergency consultations (after 7pm on weekdays, and all weekend) cost £145. Annual booster vaccination: £58 '
    'for dogs, £54 for cats. Microchipping: £20. Cat spay £120, cat castration £85; dog neutering is priced by '
    'weight from £210. Our Healthy Pet Plan costs £16.50 a month for cats and £19.95 a month for dogs, paid by '
    'direct debit for a minimum of 12 months. It includes the annual booster, two health checks a year, flea and '
    'worming treatment, and 10% off all other treatments and food. The 10% discount does not apply to '
    'out-of-hours fees or prescription charges. Pets must be at least 8 weeks old to join, and rabbits and exotic'
    ' pets are not covered by the plan. Payment is due at the time of treatment. We do not offer payment plans '
    'for one-off treatments, except for procedures costing over £500, where a 50% deposit is required.'
)

B62_CLEARVIEW_OPTICIANS_EYE_TESTS = (
    'Clearview Opticians, 3 Market Place, Tilbury Green. NHS sight tests are free for under-16s, full-time '
    'students under 19, adults aged 60 and over, people with diabetes or glaucoma, and those receiving certain '
    'benefits. For everyone else, a standard eye test costs £25, and an extended test including an OCT 3D retinal'
    ' scan costs £45. Contact lens fittings cost £35, refundable against your first three-month supply of lenses.'
    ' Our Spring Offer runs until 31 May: buy any frame priced from £89 upwards with single-vision lenses and get'
    ' a second pair from our Essentials range free. Either pair can be upgraded to varifocals for an extra £120 '
    'per pair. The offer is not available with NHS optical vouchers and cannot be combined with any other '
    'discount, except our 10% Blue Light discount for emergency-service workers. Prescription sunglasses are '
    'excluded as the second pair. Glasses are usually ready in 7 to 10 working days; varifocals may take up to '
    '14. Eye tests are available Monday to Saturday, 9am to 5:30pm, with the last appointment at 4:45pm. We do '
    'not test eyes on Sundays or for children under 3; please ask your GP for a referral instead.'
)

B62_SOUNDLIFE_HEARING_TRIAL = (
    'SoundLife Hearing, 27 Abbey Parade, Wexcombe. A full hearing assessment with our audiologist, Daniel Okafor,'
    ' takes about 75 minutes and costs £60, which is deducted from the price if you buy hearing aids within 30 '
    'days. Hearing aids range from £995 per pair for our Essential models to £2,995 per pair for Premium '
    'rechargeable models; a single aid costs 55% of the pair price. Every purchase comes with a 45-day trial: if '
    'you are not satisfied, return the aids in their original condition for a full refund minus a £95 fitting '
    "fee. Custom-moulded earpieces are non-refundable. Essential models carry a 2-year manufacturer's warranty; "
    'Advanced and Premium models carry 4 years. The warranty covers repairs and faults but not loss, theft or '
    'water damage, unless you have added our Loss & Damage cover at £8 a month. Aftercare is free for the life of'
    ' the aids and includes adjustments, cleaning and a yearly hearing check. Home visits are available only to '
    'customers aged 75 or over or those who are housebound, at £40 per visit. We do not accept NHS referrals and '
    'cannot supply NHS hearing aids.'
)

B62_WILLOW_ROSE_HAIR = (
    "Willow & Rose Hair and Beauty, 9 Castle Lane, Pemberley Cross. Women's cut and blow-dry: £48 with a Senior "
    "Stylist, £62 with our Creative Director, Sophie Lang. Men's cut: £28. Children's cuts (under 12): £18; we do"
    " not cut children's hair on Saturdays. Full head of colour from £75; half-head highlights £85, full-head "
    'highlights £110. Gel manicure £32, pedicure £38, or £60 for both booked together. A deposit of 25% is '
    'required for all colour appointments and for any booking over £100. Deposits are non-refundable if you '
    "cancel with less than 48 hours' notice; with more notice, they can be transferred once to a new date. New "
    'colour clients must have a patch test at least 48 hours before their appointment, and we cannot colour '
    'without one. If you arrive more than 15 minutes late, we may need to shorten your service or rebook you, and'
    ' the full deposit will be kept. Students get 10% off on Tuesdays and Wednesdays, except with Sophie. We are '
    'open Tuesday to Saturday, 9am to 6pm, with a late night on Thursday until 8pm, and closed on Sunday and '
    'Monday.'
)

B62_BRIGHTHAVEN_HOME_CARE_HOURLY = (
    'BrightHaven Home Care, serving Lowfield and surrounding villages. Our carers provide personal care, '
    'medication prompting, meal preparation and companionship. Standard hourly rate: £28.50, Monday to Friday, '
    '7am to 8pm. Evenings (8pm to 10pm) and weekends: £32.00 per hour. Bank holidays are charged at double the '
    'standard weekday rate. Visits last a minimum of 30 minutes, charged at half the hourly rate; we do not offer'
    ' visits shorter than 30 minutes. Overnight sleeping care (10pm to 7am) costs £165 per night, and waking '
    'nights cost £240. Live-in care starts at £1,150 per week. A free assessment visit by our care manager, Priya'
    " Sandhu, is required before care begins. Clients must be aged 18 or over. We need 7 days' written notice to "
    'end or reduce a care package; for live-in care the notice period is 28 days. Visits cancelled with less than'
    " 24 hours' notice are charged in full, unless the client has been admitted to hospital. Our carers cannot "
    "give injections or carry out nursing tasks, and we do not provide transport in carers' own cars. Invoices "
    'are issued fortnightly and are payable within 14 days.'
)


BATCH62: dict[str, list[tuple[str, str, bool]]] = {
    'harbourside physiotherapy price list': [(B62_HARBOURSIDE_PHYSIOTHERAPY_PRICE_LIST, c, True) for c in (
        'At Harbourside Physiotherapy, a student with valid ID would pay £40.80 for a standard 30-minute follow-up.',
        "Buying Harbourside Physiotherapy's prepaid block of five 30-minute follow-ups saves £25 compared with "
        'paying for the five sessions one at a time.',
        'A Harbourside Physiotherapy patient who calls off a 30-minute follow-up just 10 hours ahead, with no '
        "doctor's note, will be charged £24.",
        'A patient who simply fails to turn up for an initial assessment at Harbourside Physiotherapy, without '
        "notice or a doctor's note, owes the whole £75.",
        'Harbourside Physiotherapy will not treat patients in their own homes.',
        'A 70-year-old booking an initial assessment at Harbourside Physiotherapy gets no price reduction on it.',
        'On weekdays Harbourside Physiotherapy is open for twelve and a half hours.',
    )] + [(B62_HARBOURSIDE_PHYSIOTHERAPY_PRICE_LIST, c, False) for c in (
        'At Harbourside Physiotherapy, students and over-65s receive 15% off all treatments, including initial '
        'assessments.',
        "Harbourside Physiotherapy's block of five 30-minute follow-ups must be used within twelve months of "
        'purchase.',
        "Harbourside Physiotherapy charges cancellations with less than 48 hours' notice at 50% of the "
        'appointment fee.',
        "Harbourside Physiotherapy's extended follow-up (45 minutes) costs £55.",
        'Harbourside Physiotherapy can bill insurers directly, so insured patients do not need to pay on the day.',
        "Each session in Harbourside Physiotherapy's prepaid block of five follow-ups works out at £45.",
        "Children under 12 are seen by Harbourside Physiotherapy's paediatric physiotherapist, Mrs Alison Reid, "
        'on Monday and Wednesday afternoons.',
    )],
    'millbrook veterinary centre fees': [(B62_MILLBROOK_VETERINARY_CENTRE_FEES, c, True) for c in (
        "Over a year, Millbrook Veterinary Centre's Healthy Pet Plan for a dog costs £239.40.",
        'A Healthy Pet Plan member buying £40 of pet food at Millbrook Veterinary Centre would pay £36.',
        "If a cat on Millbrook Veterinary Centre's Healthy Pet Plan needs an emergency consultation at 9pm on a "
        'Tuesday, the owner still pays the full £145.',
        "A pet rabbit cannot be signed up to Millbrook Veterinary Centre's Healthy Pet Plan.",
        "A six-week-old kitten is too young to join Millbrook Veterinary Centre's Healthy Pet Plan.",
        'At Millbrook Veterinary Centre, a repeat visit for the same condition within 10 days is £27 cheaper than'
        ' a standard dog or cat consultation.',
        "Millbrook Veterinary Centre's monthly plan fee for dogs is £3.45 higher than for cats.",
    )] + [(B62_MILLBROOK_VETERINARY_CENTRE_FEES, c, False) for c in (
        "Millbrook Veterinary Centre's Healthy Pet Plan costs £16.50 a month for dogs.",
        "Millbrook Veterinary Centre's Healthy Pet Plan gives members 10% off out-of-hours fees.",
        "Pets must be at least 12 weeks old to join Millbrook Veterinary Centre's Healthy Pet Plan.",
        "Millbrook Veterinary Centre's out-of-hours emergency rate applies after 6pm on weekdays.",
        'Millbrook Veterinary Centre offers payment plans for all one-off treatments.',
        "Over 12 months, a dog owner on Millbrook Veterinary Centre's Healthy Pet Plan pays £229.40.",
        "Millbrook Veterinary Centre's Healthy Pet Plan includes free microchipping.",
    )],
    'clearview opticians eye tests': [(B62_CLEARVIEW_OPTICIANS_EYE_TESTS, c, True) for c in (
        "Clearview Opticians' extended eye test with the OCT scan costs £20 more than its standard eye test.",
        "Under Clearview Opticians' Spring Offer, upgrading both pairs to varifocals adds £240 to the bill.",
        'A 62-year-old can have an NHS sight test at Clearview Opticians without paying for it.',
        "A customer hoping to pay with an NHS optical voucher cannot take advantage of Clearview Opticians' "
        'Spring Offer.',
        'Clearview Opticians does not carry out eye tests on Sundays.',
        "A paramedic entitled to the Blue Light discount can use it together with Clearview Opticians' Spring Offer.",
        'The last eye-test appointment at Clearview Opticians starts 45 minutes before the testing day ends.',
    )] + [(B62_CLEARVIEW_OPTICIANS_EYE_TESTS, c, False) for c in (
        "Clearview Opticians' NHS sight tests are free for full-time students under 21.",
        "Clearview Opticians' Spring Offer runs until 30 June.",
        "Clearview Opticians' Spring Offer cannot be combined with any other discount, including the 10% Blue "
        'Light discount.',
        "Prescription sunglasses can be chosen as the free second pair under Clearview Opticians' Spring Offer.",
        'Contact lens fittings at Clearview Opticians cost £45.',
        'Clearview Opticians carries out eye tests for children of all ages.',
        "Clearview Opticians' Spring Offer includes a free eye test.",
    )],
    'soundlife hearing trial': [(B62_SOUNDLIFE_HEARING_TRIAL, c, True) for c in (
        'A single Premium rechargeable hearing aid from SoundLife Hearing costs £1,647.25.',
        'A customer who returns a £995 pair of SoundLife Hearing Essential aids, without custom earpieces and in '
        'original condition, on day 40 of the trial gets £900 back.',
        "A year of SoundLife Hearing's Loss & Damage cover costs £96.",
        'If you buy hearing aids from SoundLife Hearing three weeks after your assessment, the £60 assessment fee'
        ' comes off the price.',
        'A 68-year-old SoundLife Hearing customer who is not housebound is not eligible for a home visit.',
        'You cannot obtain NHS-funded hearing aids through SoundLife Hearing.',
        "SoundLife Hearing's Advanced models come with a warranty twice as long as that on its Essential models.",
    )] + [(B62_SOUNDLIFE_HEARING_TRIAL, c, False) for c in (
        "SoundLife Hearing's trial period for new hearing aids lasts 30 days.",
        'Customers who return their SoundLife Hearing aids during the trial receive a full refund with no deductions.',
        "SoundLife Hearing's Essential models carry a 4-year manufacturer's warranty.",
        "SoundLife Hearing's standard warranty covers loss and theft of the hearing aids.",
        'SoundLife Hearing charges £60 per home visit.',
        'Custom-moulded earpieces from SoundLife Hearing are refundable if returned within the 45-day trial.',
        'A single Essential hearing aid from SoundLife Hearing costs £597.25.',
    )],
    'willow & rose hair': [(B62_WILLOW_ROSE_HAIR, c, True) for c in (
        'At Willow & Rose Hair and Beauty, booking a gel manicure and a pedicure together costs £10 less than '
        'booking them separately.',
        'The deposit for full-head highlights at Willow & Rose Hair and Beauty is £27.50.',
        "A student having a women's cut and blow-dry with a Senior Stylist at Willow & Rose Hair and Beauty on a "
        'Wednesday pays £43.20.',
        'A client who cancels a full-head highlights appointment at Willow & Rose Hair and Beauty only a day in '
        'advance loses her deposit.',
        "Parents cannot book a child's haircut at Willow & Rose Hair and Beauty on a Saturday.",
        'Willow & Rose Hair and Beauty will not colour a new client who has not had a patch test at least two '
        'days beforehand.',
        'A client who turns up 20 minutes late for a colour appointment at Willow & Rose Hair and Beauty forfeits'
        ' her whole deposit.',
    )] + [(B62_WILLOW_ROSE_HAIR, c, False) for c in (
        'Willow & Rose Hair and Beauty requires a 25% deposit for all appointments.',
        "With more than 48 hours' notice, Willow & Rose Hair and Beauty deposits can be transferred to a new date"
        ' as many times as needed.',
        "Willow & Rose Hair and Beauty's 10% student discount on Tuesdays and Wednesdays applies to appointments "
        'with any stylist, including Sophie Lang.',
        'Willow & Rose Hair and Beauty stays open until 8pm on Fridays.',
        "A men's cut at Willow & Rose Hair and Beauty costs £18.",
        'The deposit for half-head highlights at Willow & Rose Hair and Beauty is £22.50.',
        'New colour clients at Willow & Rose Hair and Beauty must have a patch test at least 24 hours before '
        'their appointment.',
    )],
    'brighthaven home care hourly': [(B62_BRIGHTHAVEN_HOME_CARE_HOURLY, c, True) for c in (
        'With BrightHaven Home Care, one hour of care on a weekday afternoon plus one hour on a Saturday comes to'
        ' £60.50 in total.',
        'An hour of BrightHaven Home Care on a bank holiday costs £57.',
        'A 30-minute BrightHaven Home Care visit at 10am on a Wednesday costs £14.25.',
        'A BrightHaven Home Care client who cancels a Tuesday visit 12 hours beforehand, for a reason other than '
        'hospital admission, pays the full charge for it.',
        'BrightHaven Home Care carers will not give clients injections.',
        "A family wanting to end a BrightHaven Home Care live-in arrangement must give four weeks' written notice.",
        'A waking night from BrightHaven Home Care costs £75 more than a sleeping night.',
    )] + [(B62_BRIGHTHAVEN_HOME_CARE_HOURLY, c, False) for c in (
        "BrightHaven Home Care's evening and weekend rate is £28.50 per hour.",
        "BrightHaven Home Care requires 14 days' written notice to end a standard care package.",
        'BrightHaven Home Care offers 15-minute visits for medication prompting.',
        "BrightHaven Home Care always charges in full for visits cancelled with less than 24 hours' notice, even "
        'if the client has been admitted to hospital.',
        "BrightHaven Home Care's assessment visit by care manager Priya Sandhu costs £40.",
        "BrightHaven Home Care's overnight sleeping care runs from 9pm to 7am.",
        'An hour of BrightHaven Home Care on a bank holiday costs £64.',
    )],
}


# Batch 63.
B63_HARBOURLINE_TRANSFERS_FEES_AND = (
    'Harbourline Transfers lets customers send money from the UK to over 60 countries. Transfers of up to £500 '
    'cost a flat £2.99. Transfers from £500.01 to £5,000 cost £4.99 plus 0.4% of the amount sent, and above '
    '£5,000 the fee is 0.35% of the amount, with no flat charge. Paying by debit card adds £1.50 per transfer, '
    'while paying by bank transfer carries no extra charge. Credit cards are not accepted. Our exchange rate '
    'includes a margin of 0.6% over the mid-market rate, except for transfers to euro-zone countries, where the '
    'margin is 0.3%. Personal customers can send up to £10,000 per transaction and £25,000 in any rolling 30-day '
    'period; verified business accounts can send up to £50,000 per transaction. Transfers booked before 2pm UK '
    'time on a working day usually arrive the same day; those booked after 2pm, or at weekends, are processed on '
    'the next working day. Cash collection is available only in the Philippines and Mexico, for an extra £3. You '
    'can cancel a transfer free of charge until it has been processed, but not afterwards. Money from failed '
    'transfers is refunded within 5 working days.'
)

B63_THISTLEGATE_INVEST_SHARE_DEALING_CHARGES = (
    'Thistlegate Invest charges an annual platform fee of 0.25% on the first £250,000 of your account and 0.10% '
    'on any value above that. For holdings in shares, investment trusts and ETFs, the platform fee is capped at '
    '£45 a year; funds are not covered by the cap. Online share deals cost £7.95 each, falling to £4.95 for '
    'customers who placed 20 or more deals in the previous calendar month. Deals placed by phone cost £29.95, '
    'except for customers aged 75 or over, who pay the online rate. Buying US shares adds a foreign exchange '
    'charge of 0.75% of the amount converted. There is no dealing charge to buy or sell funds. Regular investing,'
    ' which takes place on the 10th of each month, costs £1.50 per purchase. We do not offer options, spread '
    'betting or CFD trading. Transferring your account to another provider is free, but we charge £25 per holding'
    ' to re-register shares into certificate form. Any change to our fees will be announced with at least 30 '
    "days' notice. Uninvested cash earns 2.1% interest, but only on balances above £1,000."
)

B63_BRACKENFIELD_BUILDING_SOCIETY_5_YEAR = (
    "Brackenfield Building Society's 5-Year Fixed Rate Mortgage offers 4.29% fixed until 31 March 2030 for "
    'borrowers with a deposit of at least 25% (maximum loan-to-value 75%). At up to 90% loan-to-value the rate is'
    ' 4.79%. After the fixed period, the loan moves to our Standard Variable Rate, currently 7.49%. A product fee'
    ' of £999 applies and can be added to the loan, except that first-time buyers pay no product fee. A free '
    'standard valuation is included for properties worth up to £500,000. The minimum loan is £25,000 and the '
    'maximum is £750,000. You may overpay up to 10% of the outstanding balance each year without charge. During '
    'the fixed period, an early repayment charge applies to any amount repaid above this allowance: 5% in year '
    'one, 4% in year two, 3% in year three, 2% in year four and 1% in year five. No charge applies if you move '
    'home and transfer the mortgage to your new property, subject to approval. This product is not available for '
    'buy-to-let or interest-only borrowing. Applications must be submitted by 5pm on 28 February 2025, although '
    "the product may be withdrawn earlier with 48 hours' notice to brokers."
)

B63_PELLHAM_MONEY_WAYFARER_PREPAID = (
    'The Wayfarer Card from Pellham Money is a prepaid card that holds up to 12 currencies, including euros, US '
    'dollars and Japanese yen. Ordering the card is free, and there is no monthly fee unless the card goes unused'
    ' for 12 consecutive months, after which a £2 monthly inactivity fee is deducted. Loading pounds by debit '
    'card is free; loads by credit card are not accepted. Spending abroad in a currency loaded on the card '
    'carries no transaction fee, but if you pay in a currency not held on the card, a 2.95% cross-border fee '
    'applies. ATM withdrawals abroad cost €2, US$2.50 or the equivalent in other currencies, except in the UK, '
    'where each withdrawal costs £1.50. The maximum balance is £10,000 and the maximum single load is £3,000. You'
    ' can withdraw up to £300 in cash per day. A replacement card costs £5, but is free if your card is stolen '
    'and reported within 24 hours. Cashing out your remaining balance costs £2. The card cannot be used for '
    'gambling transactions and cannot be issued to anyone under 18. Exchange rates are locked in at the time of '
    'loading.'
)

B63_PAYSPLIT_BUY_NOW_PAY_LATER_TERMS = (
    'Paysplit lets shoppers at partner retailers spread purchases of £30 to £1,000 into four equal interest-free '
    'instalments. The first instalment is taken at checkout, and the remaining three are collected automatically '
    'every two weeks. For baskets of £400 to £2,000, you can instead choose Pay in 6, with six monthly '
    'instalments at 0% interest; this option is only available to customers who have completed at least three '
    'Paysplit plans on time. New customers start with a spending limit of £250, which may rise over time to a '
    'maximum of £2,000. If a payment fails, we retry it after 48 hours. A late fee of £6 is charged if the '
    'payment is still unpaid 3 days after the due date, plus a further £6 if it remains unpaid 7 days after that.'
    ' Late fees are capped at £24 per order, or 25% of the order value if that is lower. Your account is paused '
    'while any payment is overdue. Paysplit never charges interest, and it cannot be used to buy gift cards or '
    'pay utility bills. You can repay early at any time at no cost. Customers must be UK residents aged 18 or '
    'over.'
)

B63_MILLBROOK_MUTUAL_12_MONTH_REGULAR = (
    'The Millbrook Mutual 12-Month Regular Saver pays 6.5% AER fixed for 12 months. You can deposit between £10 '
    'and £300 each calendar month, by standing order or online transfer; any unused allowance cannot be carried '
    'over to the next month. The account must be funded with at least £10 within 14 days of approval. Only one '
    'Regular Saver can be held per person, and joint accounts are not available. Up to three penalty-free '
    'withdrawals are allowed during the term; a fourth withdrawal will close the account, and interest for the '
    'whole term will then be paid at 2.0% AER. Withdrawals reach your nominated account within two working days. '
    'Interest is calculated daily and paid on the anniversary of opening. A bonus of 0.5% is added on top of the '
    '6.5% if you pay in at least £100 in every one of the 12 months, except that customers who hold a Millbrook '
    'current account qualify by paying in £50 a month. At maturity, the balance moves to our Easy Access Saver, '
    'currently paying 3.1%, unless you tell us otherwise at least 7 days before the maturity date. Cash deposits '
    'in branch are accepted only in our Scottish branches.'
)


BATCH63: dict[str, list[tuple[str, str, bool]]] = {
    'harbourline transfers fees and': [(B63_HARBOURLINE_TRANSFERS_FEES_AND, c, True) for c in (
        'Sending £2,000 with Harbourline Transfers and paying by bank transfer costs £12.99 in fees.',
        'A Harbourline Transfers payment of £8,000 funded by bank transfer carries a fee of £28.',
        'A Harbourline Transfers customer who sends £300 and pays with a debit card will be charged £4.49 in '
        'total fees.',
        'Harbourline Transfers will not let customers fund a transfer with a credit card.',
        'If a Harbourline Transfers customer books a transfer on a Saturday, it will not be processed until the '
        'next working day.',
        'The exchange-rate markup Harbourline Transfers applies to transfers going to euro-zone countries is half'
        ' the markup used for other destinations.',
        'A personal Harbourline Transfers customer cannot send £12,000 in a single transaction.',
    )] + [(B63_HARBOURLINE_TRANSFERS_FEES_AND, c, False) for c in (
        'Harbourline Transfers charges a flat £2.99 on all transfers of up to £5,000.',
        'Sending £2,000 with Harbourline Transfers and paying by bank transfer costs £10.99 in fees.',
        'Personal customers of Harbourline Transfers can send up to £50,000 per transaction.',
        'Harbourline Transfers booked before 4pm UK time on a working day usually arrive the same day.',
        'Cash collection is available in all Harbourline Transfers destination countries for an extra £3.',
        'Harbourline Transfers refunds money from failed transfers within 3 working days.',
        'Harbourline Transfers customers can cancel a transfer free of charge at any time, even after it has been'
        ' processed.',
    )],
    'thistlegate invest share-dealing charges': [(B63_THISTLEGATE_INVEST_SHARE_DEALING_CHARGES, c, True) for c in (
        'A Thistlegate Invest customer holding £300,000 entirely in funds would pay £675 a year in platform fees.',
        'Five online share deals with Thistlegate Invest cost £39.75 in total for a customer who made only 8 '
        'deals in the previous calendar month.',
        'An 80-year-old Thistlegate Invest customer who places a share deal by telephone is not charged the '
        '£29.95 phone dealing fee but the same price as an online deal.',
        'Thistlegate Invest does not provide spread betting.',
        'Buying or selling funds through Thistlegate Invest incurs no dealing charge.',
        'A Thistlegate Invest customer whose account holds only £40,000 of shares and ETFs pays no more than £45 '
        'a year in platform fees.',
        'Moving a Thistlegate Invest account over to a different provider costs nothing.',
    )] + [(B63_THISTLEGATE_INVEST_SHARE_DEALING_CHARGES, c, False) for c in (
        'Thistlegate Invest online share deals cost £4.95 for customers who placed 10 or more deals in the '
        'previous calendar month.',
        "Thistlegate Invest's £45 annual platform fee cap applies to funds as well as to shares, investment "
        'trusts and ETFs.',
        'Phone deals at Thistlegate Invest cost £29.95 for all customers regardless of age.',
        'A Thistlegate Invest customer holding £300,000 entirely in funds pays £750 a year in platform fees.',
        'Thistlegate Invest regular investing takes place on the 1st of each month.',
        'Thistlegate Invest charges £25 per holding to transfer an account to another provider.',
        "Thistlegate Invest announces changes to its fees with at least 14 days' notice.",
    )],
    'brackenfield building society 5-year': [(B63_BRACKENFIELD_BUILDING_SOCIETY_5_YEAR, c, True) for c in (
        'The Brackenfield 5-Year Fixed rate at up to 90% loan-to-value is 0.5 percentage points higher than the '
        'rate for borrowers with a 25% deposit.',
        'A Brackenfield 5-Year Fixed borrower with a £200,000 balance who repays £50,000 in year two, with no '
        'other overpayments that year, would pay a £1,200 early repayment charge.',
        "A first-time buyer taking out Brackenfield's 5-Year Fixed Rate Mortgage does not have to pay the £999 "
        'product fee.',
        "Brackenfield's 5-Year Fixed Rate Mortgage cannot be taken on an interest-only basis.",
        "Once the fixed period of Brackenfield's 5-Year Fixed Rate Mortgage ends, borrowers switch to a variable "
        'rate that currently stands at 7.49%.',
        "Someone wanting to borrow £800,000 could not do so with Brackenfield's 5-Year Fixed Rate Mortgage.",
        "The early repayment charge percentage on Brackenfield's 5-Year Fixed Rate Mortgage drops by one "
        'percentage point in each successive year of the fixed period.',
    )] + [(B63_BRACKENFIELD_BUILDING_SOCIETY_5_YEAR, c, False) for c in (
        "Brackenfield's 5-Year Fixed rate of 4.29% is available at up to 90% loan-to-value.",
        "The early repayment charge in year three of Brackenfield's 5-Year Fixed Rate Mortgage is 4%.",
        "All borrowers taking Brackenfield's 5-Year Fixed Rate Mortgage must pay a £999 product fee.",
        'A Brackenfield 5-Year Fixed borrower with a £200,000 balance who repays £50,000 in year two, with no '
        'other overpayments that year, would pay a £2,000 early repayment charge.',
        'Brackenfield includes a free standard valuation for properties worth up to £750,000.',
        "Applications for Brackenfield's 5-Year Fixed Rate Mortgage must be submitted by 5pm on 28 March 2025.",
        "Brackenfield's 5-Year Fixed Rate Mortgage is available for buy-to-let borrowing.",
    )],
    'pellham money wayfarer prepaid': [(B63_PELLHAM_MONEY_WAYFARER_PREPAID, c, True) for c in (
        "Making three cash withdrawals from ATMs in the euro zone with Pellham Money's Wayfarer Card costs €6 in "
        'fees.',
        'A Wayfarer Card holder who spends the equivalent of £200 in a currency not held on the card pays a £5.90'
        ' cross-border fee.',
        'A Wayfarer Card customer whose card is stolen and who reports it six hours later will get a replacement '
        'card without paying for it.',
        'Pellham Money does not let customers top up the Wayfarer Card using a credit card.',
        'A Wayfarer Card customer cannot load £4,000 onto the card in a single top-up.',
        'Pellham Money will not issue a Wayfarer Card to a 17-year-old.',
        'Taking money out of a UK cash machine twice with the Wayfarer Card costs £3 in fees.',
    )] + [(B63_PELLHAM_MONEY_WAYFARER_PREPAID, c, False) for c in (
        "Pellham Money's Wayfarer Card holds up to 15 currencies.",
        'A 2.95% cross-border fee applies to all Wayfarer Card spending abroad.',
        'Each UK ATM withdrawal with the Wayfarer Card costs £2.',
        'Wayfarer Card holders can withdraw up to £500 in cash per day.',
        'A Wayfarer Card holder who spends the equivalent of £200 in a currency not held on the card pays a £2.95'
        ' cross-border fee.',
        "Cashing out the remaining balance on Pellham Money's Wayfarer Card is free.",
        'Pellham Money deducts a £2 monthly inactivity fee once the Wayfarer Card has gone unused for 6 '
        'consecutive months.',
    )],
    'paysplit buy-now-pay-later terms': [(B63_PAYSPLIT_BUY_NOW_PAY_LATER_TERMS, c, True) for c in (
        'A shopper who splits a £200 purchase into four Paysplit instalments pays £50 at checkout.',
        'For a £40 Paysplit order, the total late fees charged can never exceed £10.',
        'A Paysplit customer who has completed only one plan on time cannot choose Pay in 6 for a £600 basket.',
        'Paysplit cannot be used to purchase gift cards.',
        'Paysplit does not charge anything for paying off instalments ahead of schedule.',
        "With Paysplit's four-instalment plan, the last payment is collected six weeks after checkout.",
        "A first-time Paysplit customer's initial spending limit is £250.",
    )] + [(B63_PAYSPLIT_BUY_NOW_PAY_LATER_TERMS, c, False) for c in (
        "Paysplit's Pay in 6 option is available for baskets of £300 or more.",
        'Paysplit charges a late fee of £6 if a payment is still unpaid 2 days after the due date.',
        'Paysplit late fees are capped at £24 per order in all cases.',
        'New Paysplit customers start with a spending limit of £2,000.',
        "Paysplit's Pay in 6 option is available to all customers, including those who have not yet completed any"
        ' plans.',
        'Paysplit retries a failed payment after 24 hours.',
        "Paysplit's Pay in 6 instalments are collected every two weeks.",
    )],
    'millbrook mutual 12-month regular': [(B63_MILLBROOK_MUTUAL_12_MONTH_REGULAR, c, True) for c in (
        'The most a customer can pay into the Millbrook Mutual 12-Month Regular Saver over its 12-month term is '
        '£3,600.',
        'A Millbrook Mutual Regular Saver customer who meets the bonus conditions earns a total rate of 7.0%.',
        'A Millbrook current account holder who pays £60 into the Millbrook Mutual Regular Saver every month for '
        'the full year qualifies for the bonus.',
        'A Millbrook Mutual Regular Saver customer who paid in only £120 in March still cannot deposit £480 in April.',
        'The Millbrook Mutual Regular Saver cannot be opened in joint names.',
        'If a saver takes money out of the Millbrook Mutual Regular Saver for a fourth time, the account will be '
        'shut.',
        'Millbrook Mutual Regular Saver customers who do not want their matured balance moved into the Easy '
        'Access Saver must say so at least a week before the maturity date.',
    )] + [(B63_MILLBROOK_MUTUAL_12_MONTH_REGULAR, c, False) for c in (
        'Millbrook Mutual Regular Saver customers without a Millbrook current account qualify for the bonus by '
        'paying in £50 a month.',
        'Unused Millbrook Mutual Regular Saver deposit allowance can be carried over to the next month.',
        'The Millbrook Mutual Regular Saver allows up to four penalty-free withdrawals during the term.',
        'Interest on the Millbrook Mutual Regular Saver is paid monthly.',
        'The most a customer can pay into the Millbrook Mutual Regular Saver over its 12-month term is £3,000.',
        'The Millbrook Mutual Regular Saver accepts cash deposits in all Millbrook branches.',
        'The Millbrook Mutual Regular Saver must be funded with at least £10 within 30 days of approval.',
    )],
}


# Batch 64.
B64_CORRAN_LANE_PLAYHOUSE = (
    'Welcome to the Corran Lane Playhouse in Ashbridge. Stalls seats cost £42 for evening performances (7:30pm, '
    'Tuesday to Saturday) and £34 for the Thursday and Saturday matinees at 2:30pm. Circle seats are £36 in the '
    'evening and £28 at matinees, while Gallery seats are a flat £18 for any performance. Full-time students and '
    'over-65s receive 25% off Stalls and Circle tickets, except on Saturday evenings, when full price applies. '
    'Children under 16 pay £12 for any seat when accompanied by an adult; children under 5 are not admitted to '
    'evening performances. Groups of 10 or more save £5 per ticket in any seat band. Wheelchair users pay the '
    'concession price and one companion goes free. Tickets may be exchanged for another performance of the same '
    'production up to 48 hours before the original curtain time, for a fee of £2.50 per ticket; Gallery tickets '
    'cannot be exchanged. We do not offer refunds unless a performance is cancelled. Friends of the Playhouse '
    '(£30 per year) can book two weeks before public booking opens.'
)

B64_MARLOWE_VALLEY_ZOO = (
    'Marlowe Valley Zoo membership gives 12 months of unlimited daytime entry from the date of purchase. '
    'Individual adult membership costs $89 and Child membership (ages 3 to 15) costs $52; children under 3 always'
    ' enter free. Senior membership, for visitors aged 65 and over, is $71. The Family tier covers two named '
    'adults and up to four children for $219, and each additional child can be added for $30. The Family Plus '
    'tier, at $279, adds one named guest pass per visit and ten percent off at the zoo cafés. All members receive'
    ' 15% off in the gift shop, except on sale items. Members park free in the north lot only; the south lot '
    'charges $8 per day to everyone. Membership does not include entry to the after-hours Lantern Nights events, '
    'which members can book at $14 per person instead of the usual $22. Memberships are non-transferable and '
    'cannot be paused or refunded. Renew within 30 days before expiry and receive one free month added to your '
    'new membership. Gates open at 9:30am and close at 5pm, with last entry at 4pm.'
)

B64_KESTREL_ATLANTIC_AIRWAYS = (
    'Aurora Miles is the frequent-flyer programme of Kestrel Atlantic Airways. Explorer (entry-level) members '
    'earn 5 Aurora Miles per euro spent on the base fare and carrier surcharges; taxes and airport fees do not '
    'earn miles. Silver members earn a 25% bonus and Gold members a 50% bonus on those base miles. Status is '
    'based on Tier Points collected in a membership year running from 1 April to 31 March: 300 Tier Points '
    'secures Silver and 750 secures Gold. Each one-way economy flight within Europe earns 20 Tier Points, and '
    'each one-way business class flight within Europe earns 50. Award flights booked with miles do not earn Tier '
    'Points. Miles stay valid as long as the account shows earning or spending activity at least once every 24 '
    "months; after 24 months without activity, all miles expire. Gold members' miles never expire. Gold members "
    'may bring one guest into the lounge, while Silver members get lounge access only when flying business class.'
    " Miles cannot be transferred to other members' accounts, except within a registered household of up to five "
    'people. Status upgrades take effect within 7 days of reaching the threshold.'
)

B64_LARKSPUR_HOTELS = (
    'Larkspur Rewards is free to join for guests aged 18 and over. Members earn points per US dollar spent on the'
    ' room rate: Blue members earn 10 points, Silverleaf members 12 and Evergreen members 15. Silverleaf status '
    'requires 15 qualifying nights in a calendar year and Evergreen requires 40. Reward nights start at 8,000 '
    'points at Category 1 hotels, 15,000 at Category 2 and 25,000 at Category 3, per room per night. Book four '
    'reward nights in a row and the fifth night is free, except at Category 3 hotels. Reward nights can be booked'
    ' up to 330 days ahead and cancelled without penalty until 48 hours before arrival; later cancellations '
    'forfeit the points. Blackout dates apply at all resort properties from 20 December to 2 January and during '
    "the week of each property's main local festival; city hotels have no blackout dates. No points are awarded "
    'on rooms booked through third-party travel websites. Points expire after 18 months of account inactivity. '
    'Evergreen members receive a guaranteed 4pm late checkout; Silverleaf members may request a 2pm late '
    'checkout, subject to availability.'
)

B64_PORT_ELSWORTH_MARATHON_2025 = (
    'The 2025 Port Elsworth Marathon starts at 7:15am on Sunday 12 October from Harbour Square. Entry fees rise '
    'in stages: early-bird entries cost £58 until 31 March, standard entries £72 from 1 April to 31 July, and '
    'late entries £85 from 1 August until entries close on 14 September or when the 12,000-place cap is reached. '
    'Local residents with a PE postcode receive £10 off any entry fee, and club runners affiliated to the '
    'national athletics federation save a further £5. Marathon runners must be aged 18 or over on race day; the '
    'accompanying 10K is open to those aged 15 and over, with under-18s needing signed parental consent. Entry '
    "fees are non-refundable. Deferral to the following year's race is permitted once, for a £15 admin fee, if "
    'requested by 21 September; deferred places cannot be deferred again. Entries may not be transferred or sold '
    'to another runner. The course closes six and a half hours after the start, and runners not on pace to finish'
    ' by then will be asked to board the sweeper bus. Pushchairs and dogs are not permitted on the course.'
)

B64_BRAMBLEWOOD_SCHOOL_OF_MUSIC = (
    'Bramblewood School of Music offers one-to-one lessons in piano, violin, guitar and voice for students aged 6'
    ' and up. A single 30-minute lesson costs $38 and a single 45-minute lesson costs $55. Term packages of 10 '
    'weekly lessons are cheaper: $340 for 30-minute lessons and $500 for 45-minute lessons, payable in full '
    'before the first lesson. Siblings enrolled in term packages receive 10% off the second and any further '
    "child's package. Adult students (18+) may buy a flexible 5-lesson card for $200 (45-minute lessons), valid "
    "for 12 weeks; it is not available to under-18s. If you give at least 24 hours' notice of an absence by email"
    ' or through the parent portal, we will offer one make-up lesson per term; lessons missed with less notice '
    "are forfeited, unless the absence is due to illness supported by a doctor's note. If the teacher cancels, "
    'the lesson is always rescheduled or credited. Make-up lessons must be taken within the same term and cannot '
    'be carried over. We do not offer drum lessons or group classes. Lessons run Monday to Friday, 3pm to 8pm, '
    'and Saturdays, 9am to 1pm.'
)


BATCH64: dict[str, list[tuple[str, str, bool]]] = {
    'corran lane playhouse': [(B64_CORRAN_LANE_PLAYHOUSE, c, True) for c in (
        'At the Corran Lane Playhouse, a full-time student buying a Stalls seat for a Tuesday evening show pays '
        '£31.50.',
        'A party of 12 booking Circle seats for a Thursday matinee at the Corran Lane Playhouse would pay £276 '
        'altogether.',
        'An over-65 sitting in the Stalls for a Saturday evening performance at the Corran Lane Playhouse pays '
        'the full £42 with no concession.',
        'At the Corran Lane Playhouse, a wheelchair user attending a Wednesday evening show in the Circle pays '
        '£27 and brings one companion at no charge.',
        'A Stalls seat at a Corran Lane Playhouse matinee is £8 cheaper than the same seat in the evening.',
        'Someone holding a Gallery ticket at the Corran Lane Playhouse is not able to swap it for a different '
        'performance.',
        'The Corran Lane Playhouse gives no refunds on tickets apart from when a performance is cancelled.',
    )] + [(B64_CORRAN_LANE_PLAYHOUSE, c, False) for c in (
        'At the Corran Lane Playhouse, full-time students and over-65s receive 25% off all tickets, including '
        'Gallery seats.',
        'Corran Lane Playhouse tickets may be exchanged for another performance of the same production up to 24 '
        'hours before the original curtain time.',
        'At the Corran Lane Playhouse, groups of 8 or more save £5 per ticket in any seat band.',
        'A full-time student buying a Circle seat for a Saturday matinee at the Corran Lane Playhouse pays £24.',
        'Children under 5 are not admitted to any performance at the Corran Lane Playhouse.',
        'Corran Lane Playhouse matinees take place on Wednesdays and Saturdays at 2:30pm.',
        'Friends of the Playhouse membership at the Corran Lane Playhouse costs £30 per year and includes 10% off'
        ' all tickets.',
    )],
    'marlowe valley zoo': [(B64_MARLOWE_VALLEY_ZOO, c, True) for c in (
        'A household of two adults and five children would pay $249 for a Marlowe Valley Zoo Family membership.',
        'Two Marlowe Valley Zoo members booking Lantern Nights together save $16 compared with the standard price.',
        "Marlowe Valley Zoo's Senior membership is $18 cheaper than its individual adult membership.",
        'A 2-year-old gets into Marlowe Valley Zoo at no cost.',
        'A Marlowe Valley Zoo member who leaves their car in the south lot still has to pay the $8 daily charge.',
        'A Marlowe Valley Zoo member who renews three weeks before their membership runs out gets an extra month '
        'free.',
        'A Marlowe Valley Zoo membership cannot be handed over to another person.',
    )] + [(B64_MARLOWE_VALLEY_ZOO, c, False) for c in (
        'Marlowe Valley Zoo members receive 15% off in the gift shop, including on sale items.',
        'Child membership at Marlowe Valley Zoo covers ages 3 to 17.',
        'The Family Plus tier at Marlowe Valley Zoo costs $279 and includes entry to the after-hours Lantern '
        'Nights events.',
        'A household of two adults and six children would pay $269 for a Marlowe Valley Zoo Family membership.',
        'Marlowe Valley Zoo members can pause their membership for up to three months.',
        'Last entry at Marlowe Valley Zoo is at 4:30pm.',
        'The Family tier at Marlowe Valley Zoo includes ten percent off at the zoo cafés.',
    )],
    'kestrel atlantic airways': [(B64_KESTREL_ATLANTIC_AIRWAYS, c, True) for c in (
        'An Explorer member of Aurora Miles who pays €200 in base fare and carrier surcharges plus €40 in taxes '
        'earns 1,000 miles.',
        "A Silver member of Kestrel Atlantic's Aurora Miles programme who spends €300 on the base fare earns "
        '1,875 miles once the bonus is included.',
        'An Aurora Miles member who flies 8 paid return economy trips within Europe in one membership year '
        'collects 320 Tier Points, enough for Silver.',
        'Reaching Gold in Aurora Miles takes 450 more Tier Points than reaching Silver.',
        'A Silver Aurora Miles member travelling in economy is not entitled to lounge access.',
        'A Gold member of Aurora Miles never loses miles through expiry.',
        "Flights paid for with Aurora Miles do not count towards a member's Tier Points.",
    )] + [(B64_KESTREL_ATLANTIC_AIRWAYS, c, False) for c in (
        'Aurora Miles members earn 5 miles per euro spent, including taxes and airport fees.',
        'Gold members of Aurora Miles earn a 25% bonus on base miles.',
        'The Aurora Miles membership year runs from 1 January to 31 December.',
        'An Aurora Miles member who takes 6 one-way business class flights within Europe earns 250 Tier Points.',
        "Aurora Miles can be transferred freely to any other member's account.",
        'Silver members of Aurora Miles may bring one guest into the lounge.',
        'Aurora Miles status upgrades take effect within 48 hours of reaching the threshold.',
    )],
    'larkspur hotels': [(B64_LARKSPUR_HOTELS, c, True) for c in (
        'A Silverleaf member of Larkspur Rewards who spends $250 on the room rate earns 3,000 points.',
        'Five consecutive reward nights at a Category 2 Larkspur hotel cost 60,000 points in total.',
        'Five consecutive reward nights at a Category 3 Larkspur hotel cost 125,000 points, because the '
        'free-fifth-night offer does not apply there.',
        'Evergreen status in Larkspur Rewards needs 25 more qualifying nights per calendar year than Silverleaf '
        'status.',
        'A Larkspur Rewards member can book a reward night at a Larkspur city hotel for 31 December without '
        'hitting a blackout date.',
        'A Larkspur Rewards member who cancels a reward night 24 hours before arrival loses the points used.',
        'Stays booked through third-party travel websites do not earn Larkspur Rewards points.',
    )] + [(B64_LARKSPUR_HOTELS, c, False) for c in (
        'Evergreen members of Larkspur Rewards earn 12 points per US dollar spent on the room rate.',
        'Reward nights at Category 2 Larkspur hotels start at 25,000 points per room per night.',
        'At Larkspur hotels, if you book four reward nights in a row the fifth night is free at every hotel category.',
        'Blackout dates apply at all Larkspur properties from 20 December to 2 January.',
        'Larkspur Rewards reward nights can be booked up to 365 days ahead.',
        'A Blue member of Larkspur Rewards who spends $180 on the room rate earns 1,500 points.',
        'Silverleaf members of Larkspur Rewards receive a guaranteed 2pm late checkout.',
    )],
    'port elsworth marathon 2025': [(B64_PORT_ELSWORTH_MARATHON_2025, c, True) for c in (
        'A Port Elsworth resident with a PE postcode who belongs to an affiliated club and enters in February '
        'pays £43 for the marathon.',
        'Entering the Port Elsworth Marathon in August costs £27 more than entering before the end of March.',
        'The Port Elsworth Marathon course closes at 1:45pm.',
        'A 16-year-old cannot run the Port Elsworth Marathon but could enter the 10K with signed parental consent.',
        'A runner who asks on 18 September to defer their Port Elsworth Marathon place can do so by paying a £15 fee.',
        'A runner whose Port Elsworth Marathon place was deferred from the previous year is not allowed to defer '
        'it again.',
        'Port Elsworth Marathon runners are not allowed to sell their place to someone else.',
    )] + [(B64_PORT_ELSWORTH_MARATHON_2025, c, False) for c in (
        'Standard entries to the Port Elsworth Marathon cost £72 from 1 April to 31 August.',
        'Local residents with a PE postcode receive £15 off any Port Elsworth Marathon entry fee.',
        'Runners aged 17 may enter the Port Elsworth Marathon itself if they have signed parental consent.',
        'Port Elsworth Marathon entry fees are refunded to runners who withdraw before 21 September.',
        'The 2025 Port Elsworth Marathon starts at 7:45am on Sunday 12 October from Harbour Square.',
        'A PE-postcode resident who is also an affiliated club runner pays £75 for a late entry to the Port '
        'Elsworth Marathon.',
        'The Port Elsworth Marathon has a cap of 15,000 places.',
    )],
    'bramblewood school of music': [(B64_BRAMBLEWOOD_SCHOOL_OF_MUSIC, c, True) for c in (
        'A Bramblewood term package of ten 30-minute lessons works out at $34 per lesson, $4 less than booking '
        'single lessons.',
        'A family enrolling two children in Bramblewood 45-minute term packages pays $950 in total.',
        'Buying ten single 45-minute lessons at Bramblewood would cost $50 more than the 45-minute term package.',
        'A Bramblewood student who emails two days before a lesson to cancel can get a make-up lesson, provided '
        "they have not already used that term's make-up.",
        "A Bramblewood student who misses a lesson with only two hours' warning because of illness, and provides "
        "a doctor's note, does not forfeit that lesson.",
        "A 16-year-old is not eligible to buy Bramblewood's flexible 5-lesson card.",
        'Bramblewood School of Music does not teach drums.',
    )] + [(B64_BRAMBLEWOOD_SCHOOL_OF_MUSIC, c, False) for c in (
        'Bramblewood School of Music offers one-to-one lessons for students aged 5 and up.',
        "Siblings at Bramblewood School of Music receive 10% off every child's term package.",
        "Bramblewood's flexible 5-lesson card costs $200 and is valid for six months.",
        'Make-up lessons at Bramblewood School of Music can be carried over into the next term.',
        "At Bramblewood School of Music, lessons missed with less than 48 hours' notice are forfeited.",
        'A Bramblewood term package of ten 45-minute lessons works out at $45 per lesson.',
        'Bramblewood School of Music lessons run on Saturdays from 9am to 3pm.',
    )],
}


# Batch 65.
B65_VELORIA_IMMIGRATION_SERVICE = (
    'Veloria Immigration Service: Short-Stay Visitor Visa. The standard fee for a short-stay visitor visa, valid '
    'for stays of up to 90 days, is 95 crowns. Applicants aged 6 to 17 pay 48 crowns, and children under 6 pay no'
    ' fee. Standard applications are decided within 15 working days of the biometric appointment. Priority '
    'service costs an additional 120 crowns and guarantees a decision within 5 working days; super-priority costs'
    ' an additional 450 crowns and gives a decision by the end of the next working day, but is available only at '
    'the central visa centre in the capital. Priority options cannot be purchased by applicants who have been '
    'refused a Veloria visa in the last 3 years. Applications may be submitted no earlier than 6 months before '
    'the intended date of travel. All fees are paid online by card; cash is not accepted at any visa centre. Fees'
    ' are non-refundable, except that an applicant who withdraws before the biometric appointment receives back '
    '80% of the visa fee. Expedited processing is not offered for long-stay or work visas.'
)

B65_KESTREL_VEHICLE_LICENSING_AGENCY = (
    'Kestrel Vehicle Licensing Agency: Annual Vehicle Tax Notice. For cars first registered after 1 March 2018, '
    'annual tax depends on CO2 emissions. Band A (0 g/km) pays nothing; Band B (1-100 g/km) pays 35 florins; Band'
    ' C (101-150 g/km) pays 180 florins; Band D (151-200 g/km) pays 420 florins; and Band E (over 200 g/km) pays '
    '760 florins. Cars with a list price above 50,000 florins pay a further 390 florins a year for the first five'
    ' years, unless they are in Band A. You may pay the full amount at once; paying by 12 monthly direct debits '
    'adds a 5% surcharge to the annual total, and paying in two six-monthly instalments adds 10%. Payment by '
    'cheque is no longer accepted. Tax must be paid by the last day of the month shown on this notice. Late '
    'payment incurs a surcharge of 25 florins plus 2 florins for each day overdue, up to a maximum of 200 '
    'florins. Vehicles declared off the road need not be taxed but must not be kept on a public road. Refunds are'
    ' given only for each full month remaining.'
)

B65_NORTHMERE_DISTRICT_COURT = (
    'Northmere District Court: Small Claims Fees. The small claims track deals with money claims of up to 12,000 '
    'marks. The filing fee depends on the total amount claimed, including interest: up to 500 marks, 30 marks; '
    '500.01 to 1,500 marks, 60 marks; 1,500.01 to 5,000 marks, 5% of the amount claimed; and 5,000.01 to 12,000 '
    'marks, a flat 300 marks. Claims filed online cost 10% less than paper claims, except in the lowest band, '
    'where the fee is the same. A separate hearing fee must be paid 28 days before the hearing: 50 marks for '
    'claims up to 1,500 marks and 150 marks for larger claims. Claimants receiving income support pay no filing '
    'fee but must still pay the hearing fee unless the judge waives it. If you win, the fees you paid are added '
    'to the sum the defendant is ordered to pay. The small claims track does not accept personal injury or '
    'housing disrepair claims; these must be brought in the County Court. Defendants have 14 days from service to'
    ' respond, or 28 days if they file an acknowledgment of service.'
)

B65_CALDER_UNIVERSITY = (
    'Calder University: Undergraduate Admissions 2025. Applications for undergraduate courses starting in '
    'September 2025 open on 1 October 2024 and close at 17:00 on 31 January 2025. The application fee is 40 '
    'pounds for home applicants and 75 pounds for international applicants; it is waived for applicants who have '
    'spent time in local-authority care. Up to five courses may be listed on one application. Medicine and '
    'Veterinary Science close earlier, on 15 October 2024, and require an admissions test taken by 30 November '
    '2024. Late applications are considered only if places remain, and never for Medicine. Offer holders must '
    'accept by 1 June and pay an enrolment deposit of 250 pounds (international students: 1,500 pounds), which is'
    ' deducted from first-year tuition. The deposit is refundable only if the applicant fails to meet the '
    'conditions of the offer or is refused a visa. Annual tuition is 9,250 pounds for home students and 22,800 '
    'pounds for international students. Online enrolment runs from 1 to 19 September; students who enrol late pay'
    ' a 100-pound administration fee. Calder does not offer deferred entry for Medicine.'
)

B65_BRENNICK_REGISTER_OFFICE = (
    'Brennick Register Office: Giving Notice of Marriage or Civil Partnership. Both partners must give notice in '
    'person at the Register Office at least 29 full days before the ceremony and no more than 12 months before '
    'it. Notice appointments cost 42 ducats per person. If either partner is not a citizen of Brennick or the '
    'Union, both must give notice together and the notice period is extended to 70 days. Each partner must be 18 '
    'or over; no exception is made for younger applicants, even with parental consent. Ceremonies in the small '
    'room (up to 2 guests) cost 56 ducats and take place on weekdays only. The main ceremony room (up to 40 '
    'guests) costs 180 ducats Monday to Thursday and 240 ducats on Friday and Saturday, and is not available on '
    'Sundays or public holidays. Ceremonies at approved venues cost 520 ducats, rising to 610 ducats on Sundays. '
    'Marriage certificates cost 12 ducats on the day or 28 ducats if ordered later. A booking may be changed once'
    ' free of charge; each further change costs 35 ducats. Ceremony fees are non-refundable within 8 weeks of the'
    ' date.'
)

B65_TARVANIA_DRIVER_LICENSING_AUTHORITY = (
    'Tarvania Driver Licensing Authority: Renewing a Photocard Licence. Photocard licences must be renewed every '
    '10 years. Renewal costs 14 lira online or 17 lira by post, and you may renew up to 56 days before the expiry'
    ' date, not earlier. Drivers aged 70 or over must renew every 3 years, and renewal at that age is free. A new'
    ' photo is needed at each renewal unless you renew online and hold a passport issued in the last 5 years, '
    'whose photo can be reused. Photos must be 35 mm by 45 mm, taken within the last month, and show you without '
    'glasses or head coverings, except those worn for religious or medical reasons. Online renewals normally '
    'arrive within 5 working days; postal ones take up to 3 weeks. You must declare conditions such as epilepsy, '
    'insulin-treated diabetes or sleep apnoea; failing to do so can lead to a fine of up to 1,000 lira. Where a '
    'licence is shortened to 1, 2 or 3 years for medical reasons, renewal is free. Renewal cannot be done at '
    'driving test centres, and the Authority does not issue licences by email or in digital form.'
)


BATCH65: dict[str, list[tuple[str, str, bool]]] = {
    'veloria immigration service': [(B65_VELORIA_IMMIGRATION_SERVICE, c, True) for c in (
        'An adult applying for a Veloria short-stay visitor visa with priority service pays 215 crowns in total.',
        "With the super-priority option, an adult's Veloria short-stay visa costs 545 crowns altogether.",
        'A 4-year-old child travelling to Veloria on a short-stay visitor visa is not charged any visa fee.',
        'An adult who pulls out of a Veloria short-stay visa application before attending the biometric '
        'appointment gets 76 crowns of the visa fee back.',
        'A 12-year-old applying for a Veloria short-stay visitor visa pays 47 crowns less than an adult does.',
        "The Veloria Immigration Service's next-working-day decision option can only be obtained at the central "
        'visa centre in the capital.',
        'Applicants cannot pay Veloria visa fees in cash at a visa centre.',
    )] + [(B65_VELORIA_IMMIGRATION_SERVICE, c, False) for c in (
        'Standard Veloria short-stay visa applications are decided within 10 working days of the biometric '
        'appointment.',
        'Children under 6 pay 48 crowns for a Veloria short-stay visitor visa.',
        'An adult applying for a Veloria short-stay visitor visa with priority service pays 225 crowns in total.',
        "Veloria's priority options can be purchased by any applicant, including those refused a Veloria visa in "
        'the last 3 years.',
        'Veloria visa fees are refunded in full to an applicant who withdraws before the biometric appointment.',
        'Applications for a Veloria short-stay visitor visa may be submitted no earlier than 3 months before the '
        'intended date of travel.',
        'The Veloria Immigration Service refunds the 120-crown priority fee if a decision is not made within 5 '
        'working days.',
    )],
    'kestrel vehicle licensing agency': [(B65_KESTREL_VEHICLE_LICENSING_AGENCY, c, True) for c in (
        'Under the Kestrel vehicle tax notice, a Band C car registered in 2020 with a list price of 30,000 '
        'florins costs 189 florins for the year if paid by 12 monthly direct debits.',
        'A Band D car registered in 2022 with a list price of 60,000 florins owes Kestrel 810 florins a year in '
        'vehicle tax during its first five years.',
        'A zero-emission car registered in 2021 with a list price of 70,000 florins owes no annual vehicle tax '
        'under the Kestrel notice.',
        'Paying Kestrel vehicle tax 10 days late results in a surcharge of 45 florins.',
        'A car registered in 2019 that emits 95 g/km of CO2 is charged 35 florins a year in Kestrel vehicle tax.',
        'The Kestrel Vehicle Licensing Agency does not take cheques for vehicle tax.',
        'Under the Kestrel notice, a car declared off the road does not need to be taxed, but it cannot be kept '
        'on a public road.',
    )] + [(B65_KESTREL_VEHICLE_LICENSING_AGENCY, c, False) for c in (
        'Under the Kestrel vehicle tax notice, Band D cars (151-200 g/km) pay 760 florins a year.',
        'Kestrel cars with a list price above 50,000 florins pay a further 390 florins a year for the first ten '
        'years.',
        'Paying Kestrel vehicle tax by 12 monthly direct debits adds a 10% surcharge to the annual total.',
        'The Kestrel late-payment surcharge of 25 florins plus 2 florins for each day overdue has no upper limit.',
        'A Band E car under 50,000 florins paid in two six-monthly instalments costs 826 florins in Kestrel '
        'vehicle tax for the year.',
        'The Kestrel Vehicle Licensing Agency refunds vehicle tax for any remaining days of the tax period.',
        'Kestrel vehicle tax must be paid by the first day of the month shown on the notice.',
    )],
    'northmere district court': [(B65_NORTHMERE_DISTRICT_COURT, c, True) for c in (
        'Someone claiming 2,400 marks on paper at the Northmere District Court small claims track pays a filing '
        'fee of 120 marks.',
        'A 2,400-mark claim filed online at the Northmere small claims track carries a filing fee of 108 marks.',
        'A claimant seeking 400 marks at the Northmere small claims track pays 30 marks to file, whether the '
        'claim is submitted online or on paper.',
        'For an 8,000-mark paper claim at the Northmere small claims track, the filing and hearing fees together '
        'come to 450 marks.',
        'The Northmere small claims track will not hear a personal injury claim.',
        'A Northmere small claims claimant on income support is spared the filing fee but normally still has to '
        'pay the hearing fee.',
        'A claimant who wins at the Northmere small claims track can have the court fees they paid added to what '
        'the defendant must pay.',
    )] + [(B65_NORTHMERE_DISTRICT_COURT, c, False) for c in (
        'The Northmere small claims hearing fee must be paid 14 days before the hearing.',
        'For a claim of 1,000 marks, the Northmere small claims hearing fee is 150 marks.',
        'At the Northmere small claims track, claims filed online in all bands cost 10% less than paper claims.',
        'Northmere small claims claimants receiving income support pay neither the filing fee nor the hearing fee.',
        'The Northmere small claims track deals with money claims of up to 15,000 marks.',
        'Someone claiming 4,000 marks on paper at the Northmere small claims track pays a filing fee of 160 marks.',
        'Defendants in the Northmere small claims track have 28 days from service to respond in all cases.',
    )],
    'calder university': [(B65_CALDER_UNIVERSITY, c, True) for c in (
        'After paying the deposit, an international student at Calder University still owes 21,300 pounds of '
        'first-year tuition.',
        'A home student at Calder University has 9,000 pounds of first-year tuition left to pay once the '
        'enrolment deposit is deducted.',
        'An international applicant to Calder University who has been in local-authority care is not charged the '
        'application fee.',
        'A home applicant who submits a Calder University application for Law at 4 pm on 31 January 2025 meets '
        'the undergraduate deadline.',
        'Calder University will not let a Medicine entrant defer their place.',
        'A Calder University student who completes enrolment on 22 September must pay an extra 100 pounds in '
        'administration fees.',
        'International applicants to Calder University pay 35 pounds more in application fees than home applicants.',
    )] + [(B65_CALDER_UNIVERSITY, c, False) for c in (
        'The Calder University application fee is 40 pounds for international applicants.',
        'Calder University undergraduate applications for September 2025 close at 17:00 on 15 January 2025.',
        'Calder University considers late applications for all courses, including Medicine, if places remain.',
        'The Calder University enrolment deposit is refundable for any reason if the applicant decides not to enrol.',
        'Up to six courses may be listed on one Calder University application.',
        'After paying the deposit, an international student at Calder University still owes 21,550 pounds of '
        'first-year tuition.',
        'Calder University Medicine applicants must take the admissions test by 15 October 2024.',
    )],
    'brennick register office': [(B65_BRENNICK_REGISTER_OFFICE, c, True) for c in (
        'A couple giving notice at the Brennick Register Office pays 84 ducats in total for their two notice '
        'appointments.',
        "A Saturday ceremony in the Brennick Register Office's main room costs 60 ducats more than a Wednesday one.",
        'A couple cannot hold a Sunday ceremony in the main room of the Brennick Register Office.',
        'A 17-year-old cannot marry through the Brennick Register Office, even if their parents agree.',
        'Ordering three marriage certificates on the day of the ceremony at the Brennick Register Office costs 36'
        ' ducats.',
        'If one partner is a national of a country outside Brennick and the Union, the couple must give notice at'
        ' the Brennick Register Office at least 70 days ahead of the ceremony.',
        'A couple who change their Brennick Register Office booking three times pay 70 ducats in change fees.',
    )] + [(B65_BRENNICK_REGISTER_OFFICE, c, False) for c in (
        'Both partners must give notice at the Brennick Register Office at least 28 full days before the ceremony.',
        "Ceremonies in the Brennick Register Office's small room cost 56 ducats on any day of the week.",
        "The Brennick Register Office's main ceremony room costs 240 ducats Monday to Thursday.",
        'Ceremonies at approved venues through the Brennick Register Office cost 610 ducats on Saturdays.',
        'A marriage certificate ordered after the day of the ceremony from the Brennick Register Office costs 12 '
        'ducats.',
        'The Brennick Register Office refunds ceremony fees for cancellations made up to four weeks before the date.',
        'A couple who change their Brennick Register Office booking twice pay 70 ducats in change fees.',
    )],
    'tarvania driver licensing authority': [(B65_TARVANIA_DRIVER_LICENSING_AUTHORITY, c, True) for c in (
        'A 45-year-old renewing a Tarvania photocard licence by post pays 3 lira more than if they renewed online.',
        'A 72-year-old renewing a Tarvania photocard licence pays nothing and will have to renew again after 3 years.',
        'A Tarvania driver whose licence expires on 30 June can renew it no earlier than 5 May.',
        'A Tarvania driver holding a licence limited to 3 years because of a medical condition pays no renewal fee.',
        'A driver who wears a turban for religious reasons may keep it on in a Tarvania licence renewal photo.',
        'The Tarvania Driver Licensing Authority does not provide digital driving licences.',
        'For a driver under 70, three online renewals of a Tarvania photocard licence cost 42 lira in total.',
    )] + [(B65_TARVANIA_DRIVER_LICENSING_AUTHORITY, c, False) for c in (
        'Tarvania drivers aged 70 or over must renew their photocard licence every 5 years.',
        'Renewing a Tarvania photocard licence costs 17 lira online or 14 lira by post.',
        'A new photo is always needed at every Tarvania photocard licence renewal.',
        'Postal renewals of a Tarvania photocard licence normally arrive within 5 working days.',
        'Failing to declare epilepsy to the Tarvania Driver Licensing Authority leads to automatic revocation of '
        'the licence.',
        'Tarvania photocard licences can be renewed at driving test centres.',
        'A Tarvania driver whose licence expires on 30 June can renew it from 1 May.',
    )],
}



BATCHES_62_65: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH62, **BATCH63, **BATCH64, **BATCH65,
}
