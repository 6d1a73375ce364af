"""Probe batch 164, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
made-up bank and building-society account pages and fee schedules, with claims phrased as banking chatbot answers."""

from __future__ import annotations

B164_QUILLMERE = (
    'Quillmere Building Society\n'
    'Everyday Plus Current Account - Key Facts\n'
    'Last updated 14 February 2025\n'
    '\n'
    'Monthly account fee\n'
    'The Everyday Plus account costs £5.50 a month. We will not charge the fee for any month in which you pay in '
    '£1,250 or more. Transfers from your other Quillmere accounts do not count towards the £1,250. The fee is also '
    'waived if the main account holder is aged 18 to 24. Joint accounts pay one fee of £5.50 a month, not one fee '
    'per holder.\n'
    '\n'
    'Credit interest (variable, calculated daily, paid monthly)\n'
    'Balance | AER\n'
    '£0 to £999.99 | 0.50%\n'
    '£1,000 to £4,999.99 | 2.75%\n'
    '£5,000 and over | 1.25%\n'
    'The rate for your balance band is paid on the whole balance, not only on the part that falls within that '
    'band.\n'
    '\n'
    'Arranged overdraft\n'
    'You can apply for an arranged overdraft of up to £2,500, subject to status. The first £250 of any arranged '
    'overdraft is interest-free. We charge 29.9% EAR (variable) on borrowing above £250. If a payment would take '
    'you over your arranged limit, we will normally return it unpaid. We do not charge for returned payments.\n'
    '\n'
    'Cash withdrawals\n'
    '- Cash machines: up to £500 a day\n'
    "- Quillmere branch counters: up to £2,000 a day with photo ID; larger amounts can be ordered with 3 working "
    "days' notice\n"
    '- Post Office counters: up to £300 a day\n'
    '\n'
    'Using your card abroad\n'
    '- Card payments in a currency other than sterling: 2.95% of the transaction value\n'
    '- Cash withdrawals in a currency other than sterling: 2.95% of the amount plus £1.75 per withdrawal\n'
    'For the first 90 days after your account opens, we do not charge either of these fees.\n'
    '\n'
    'Switching to us\n'
    'If you switch your main account using the Current Account Switch Service and pay in £1,250 within 60 days of '
    'the switch completing, we will pay you a £100 bonus within 10 working days of the qualifying deposit. Only one '
    'bonus per customer.'
)

B164_HARROWGATE = (
    'Harrowgate Vell Bank\n'
    '95 Day Notice Saver (Issue 7)\n'
    'On sale from 3 March 2025 until withdrawn. For personal customers aged 16 or over who live in the UK.\n'
    '\n'
    'Interest rates (variable)\n'
    'Balance | AER / gross p.a. (interest paid annually)\n'
    '£1 to £9,999 | 4.14%\n'
    '£10,000 to £49,999 | 4.30%\n'
    '£50,000 to £250,000 | 4.44%\n'
    'If you choose monthly interest, the gross rate in each band is 0.05 percentage points lower than the annual '
    'rate shown.\n'
    'The rate for the band your total balance falls into is paid on the whole balance. Interest is calculated daily '
    'and paid once a year on 31 March, either into this account or to another account in your name.\n'
    '\n'
    'Opening and paying in\n'
    '- Minimum to open: £1,000\n'
    '- Maximum balance: £250,000 for a sole account, £500,000 for a joint account (two holders maximum)\n'
    '- Pay in as often as you like by bank transfer or through online banking. We cannot accept cash or cheques '
    'for this account.\n'
    '\n'
    'Withdrawals\n'
    "Each withdrawal needs 95 days' notice, which you can give online, by phone or in branch. You can have up to "
    'three notices running at the same time. The minimum withdrawal is £500, unless you are closing the account. '
    'At the end of the notice period the money is sent to your nominated account. Money under notice keeps earning '
    'interest at the rate for your balance band until it leaves the account.\n'
    '\n'
    'Early access\n'
    'We do not allow withdrawals without notice, except if an account holder dies or moves into permanent '
    'residential care. In those cases we waive the notice period and there is no loss of interest.\n'
    '\n'
    'Cancelling notice\n'
    'You can cancel a notice at any time before the money is paid out, free of charge. To withdraw later, you will '
    "need to give a fresh 95 days' notice.\n"
    '\n'
    'If we lower the rate\n'
    'We will tell you personally before any reduction takes effect, giving you at least 14 days more warning than '
    'the notice period, so you have time to give notice and withdraw your money before the new rate applies.'
)

B164_OSTRANDER = (
    'Ostrander Pike Mutual\n'
    'Personal Current Account Tariff\n'
    'Effective 1 July 2025. This tariff replaces the one dated 1 September 2023.\n'
    '\n'
    'Everyday services\n'
    'Item | Classic Account | Premier Account\n'
    'Monthly account fee | None | £14 (see note 1)\n'
    'Replacement debit card | First one each year free, then £7.50 | Free\n'
    'Copy statement | £3 per statement | Free\n'
    'CHAPS payment - online | £20 | £10\n'
    'CHAPS payment - in branch | £25 | £15\n'
    'Euro payment within the SEPA zone | Free | Free\n'
    'Other international payment (SWIFT) | £18 | £9\n'
    'Receiving an international payment | £6 (free under £100) | Free\n'
    "Banker's draft | £12 | £12\n"
    'Stopping a cheque | £8 (see note 3) | Free\n'
    'Bank reference / status enquiry | £10 | £10\n'
    '\n'
    'Borrowing\n'
    'Item | Classic Account | Premier Account\n'
    'Arranged overdraft | 35.0% EAR | 19.9% EAR; first £500 interest-free\n'
    'Unarranged overdraft | 35.0% EAR | 35.0% EAR\n'
    'Returned payment | No charge | No charge\n'
    '\n'
    'Cash and card use\n'
    'Item | Classic Account | Premier Account\n'
    'Cash machine limit (per day) | £400 | £1,000\n'
    'Card purchase in a foreign currency | 2.99% | Free\n'
    'Cash withdrawal in a foreign currency | 2.99% + £2 | Free\n'
    '\n'
    'Notes\n'
    '1. We do not charge the Premier monthly fee for any month in which your combined balances with Ostrander Pike '
    'Mutual stay at or above £75,000 every day of the month.\n'
    '2. Fees for each month are taken from your account on the third working day of the following month. We will '
    'send you a summary of them at least 14 days before we take them.\n'
    '3. Classic Account customers aged 70 or over pay no fee for copy statements or for stopping a cheque.'
)

B164_WRENNICK = (
    'Wrennick Hollow Federal Credit Union\n'
    'Checking Accounts: Rates and Fee Schedule\n'
    'Effective April 1, 2025\n'
    '\n'
    'Basic Checking\n'
    '- Monthly service fee: $6.00\n'
    '- Fee waived in any statement cycle with direct deposits totaling $500 or more, or an average daily balance of '
    '$1,500 or more\n'
    '- Members age 65 and over pay no monthly service fee on Basic Checking\n'
    '- Does not earn dividends\n'
    '\n'
    'Dividend Checking\n'
    '- Monthly service fee: $12.00, waived with an average daily balance of $5,000 or more in the statement cycle\n'
    '- Four non-network ATM withdrawals per statement cycle free of Wrennick Hollow fees\n'
    '\n'
    'Dividend Checking rates (variable; dividends compounded and credited monthly)\n'
    'Balance tier | APY\n'
    '$0.00 - $2,499.99 | 0.05%\n'
    '$2,500.00 - $9,999.99 | 0.25%\n'
    '$10,000.00 - $24,999.99 | 0.40%\n'
    '$25,000.00 and above | 0.55%\n'
    'The APY for the tier your end-of-day balance falls in applies to the entire balance for that day.\n'
    '\n'
    'Overdraft services (both accounts)\n'
    '- Courtesy Pay: $29.00 per item paid, maximum of three fees ($87.00) per business day\n'
    '- No Courtesy Pay fee if your account is overdrawn by $10.00 or less at the end of the business day\n'
    '- Overdraft Transfer from your savings share: $5.00 per transfer\n'
    '- Returned item (NSF): $29.00 per item\n'
    '\n'
    'ATM and card\n'
    '- Wrennick Hollow and network ATMs: no fee\n'
    '- Non-network ATMs: $3.00 per withdrawal (Dividend Checking: first four each cycle free)\n'
    '- Daily ATM withdrawal limit: $600\n'
    '- Daily debit card purchase limit: $3,500\n'
    '\n'
    'Foreign transactions\n'
    'A fee of 1% of the transaction amount applies to every debit card transaction processed outside the United '
    'States, including transactions made in U.S. dollars.\n'
    '\n'
    'Other fees\n'
    '- Paper statements: $2.00 per month (e-statements free)\n'
    '- Stop payment: $25.00\n'
    '- Account closed within 90 days of opening: $20.00'
)

B164_DUNVARRA = (
    'Dunvarra Bank\n'
    'Graduate Current Account\n'
    'Information correct at 2 June 2025\n'
    '\n'
    'Who can open it\n'
    'Anyone aged 20 or over who has completed an undergraduate or postgraduate degree in the last three years, with '
    'proof of graduation. One Graduate Account per customer.\n'
    '\n'
    'How long it lasts\n'
    'Your Graduate Account runs for three years from the date it is opened. It then becomes a Standard Current '
    'Account automatically. We will write to you 60 days before the change.\n'
    '\n'
    'Fees\n'
    'There is no quarterly maintenance fee while you hold the Graduate Account. On the Standard Current Account the '
    'fee is €6 per quarter, waived in any quarter in which your balance stays at €2,500 or more every day.\n'
    '\n'
    'Interest-free overdraft\n'
    'Year of account | Interest-free amount\n'
    'Year 1 | up to €3,000\n'
    'Year 2 | up to €2,000\n'
    'Year 3 | up to €1,000\n'
    'Any overdraft above the interest-free amount is charged at 11.85% APR (variable). There is no set-up fee and no '
    'annual facility fee on the Graduate Account. (The Standard Current Account has an annual overdraft facility fee '
    'of €25.) All overdrafts are subject to approval.\n'
    '\n'
    'Debit card\n'
    '- Contactless: up to €50 per payment; after contactless payments totalling €150 in a row you will be asked for '
    'your PIN\n'
    '- Payments above €50 need chip and PIN\n'
    '- Cash machine limit: €700 per day\n'
    '\n'
    'Using your card outside the eurozone\n'
    '- Card purchases: 1.75% currency conversion fee\n'
    '- Cash withdrawals: 1.75% of the amount, minimum €3.00 per withdrawal\n'
    'Withdrawing euro at cash machines in eurozone countries is free.\n'
    '\n'
    'Lodgements\n'
    'Cash lodged at a Dunvarra branch is available immediately. Cheques take five business days to clear. '
    'Lodgements at post office counters appear the next business day.'
)

B164_MARROWBY = (
    'Marrowby Fenwick Bank\n'
    'Small Business Current Account - Tariff\n'
    'For sole traders, partnerships and limited companies with annual turnover under £2 million. Prices from '
    '1 May 2025.\n'
    '\n'
    'Monthly account fee: £8.50\n'
    '- Businesses that have been trading for less than 12 months when they open the account pay no monthly fee for '
    'their first 18 months.\n'
    '- Registered charities with annual income under £100,000 pay no monthly fee.\n'
    '\n'
    'Transaction charges (charged monthly in arrears)\n'
    'Service | Charge\n'
    'Electronic payments in or out (Faster Payments, Bacs, standing orders, direct debits) | First 40 items each '
    'month free, then 30p per item\n'
    'Cheques paid in | 60p per cheque\n'
    'Cash paid in at a Marrowby Fenwick branch | 85p per £100\n'
    'Cash paid in at a Post Office | £1.00 per £100\n'
    'Cash withdrawn at a branch counter | 85p per £100\n'
    'Cash machine withdrawals | Free, up to £750 a day\n'
    'CHAPS payment | £22 per payment\n'
    'We will send you an itemised list of transaction charges at least 14 days before we take them.\n'
    '\n'
    'Business overdraft\n'
    '- Arrangement fee: 1.25% of the agreed limit (minimum £95), charged when the overdraft is set up and again at '
    'each annual renewal\n'
    '- Interest: Marrowby Fenwick Business Reference Rate (currently 4.50%) plus 6.25% a year\n'
    '- Unarranged borrowing: no fees, but interest at Business Reference Rate plus 14% a year\n'
    '\n'
    'Business debit card used abroad\n'
    '- Purchases in a foreign currency: 2.75% of the transaction value\n'
    '- Cash withdrawals in a foreign currency: 2.75% plus £1.50 per withdrawal\n'
    '\n'
    'Linked Business Instant Saver\n'
    'Balance | Gross rate (variable)\n'
    'Up to £24,999 | 1.10%\n'
    '£25,000 to £99,999 | 1.60%\n'
    '£100,000 and over | 2.05%\n'
    'The rate for your balance band is paid on the whole balance. Interest is paid quarterly. Withdrawals are '
    'instant but can only be made to your linked Small Business Current Account.'
)

BATCHES_164 = {
    'everyday plus quillmere': [(B164_QUILLMERE, c, True) for c in (
        "If you pay at least £1,250 into your Everyday Plus account in a month, you won't be charged the £5.50 fee "
        "for that month.",
        "Money moved across from your other Quillmere accounts won't help you reach the £1,250 needed to have the "
        "monthly fee waived.",
        'A joint Everyday Plus account held by two people costs £5.50 a month in total rather than £11.',
        'With £4,000 in your account, you would earn 2.75% AER on the full £4,000.',
        'If you are £1,000 into your arranged overdraft, interest at 29.9% EAR applies to £750 of it.',
        'Once your account is more than 90 days old, taking out the equivalent of £100 from a cash machine abroad '
        'would cost you £4.70 in fees.',
        'At a Quillmere branch you can take out up to four times the daily cash machine limit, as long as you show '
        'photo ID.',
    )] + [(B164_QUILLMERE, c, False) for c in (
        'The monthly fee is waived if the main account holder is aged between 18 and 25.',
        'Transfers from your other Quillmere accounts count towards the £1,250 you need to pay in to avoid the '
        'monthly fee.',
        'If you hold £6,000, you earn 2.75% AER on the first £4,999.99 and 1.25% AER on the rest.',
        'The first £500 of an arranged overdraft is interest-free, with 29.9% EAR charged on anything above that.',
        'You can withdraw up to £500 a day in cash at a Post Office counter.',
        "If a payment would take you over your arranged limit, we'll return it unpaid and charge you a returned "
        "payment fee.",
        'To get the £100 switching bonus, you need to pay in £1,250 within 30 days of the switch completing.',
    )],
    'notice saver harrowgate': [(B164_HARROWGATE, c, True) for c in (
        'Savings of £30,000 would earn 4.30% AER, and that rate applies to the whole balance.',
        'If you opt for monthly interest on a balance of £20,000, the gross rate would be 4.25%.',
        "Unless you've chosen monthly payments, interest is paid once a year, on the last day of March.",
        'A joint 95 Day Notice Saver can hold twice as much as one held in a single name.',
        'If the bank plans to cut your rate, it will tell you personally at least 109 days before the cut takes '
        'effect.',
        "You can't pay cash or cheques into this account; deposits have to arrive by bank transfer or online "
        "banking.",
        'Money you have given notice on carries on earning interest until it is paid out of the account.',
    )] + [(B164_HARROWGATE, c, False) for c in (
        'A balance of £25,000 earns 4.44% AER.',
        'Choosing monthly interest reduces the gross rate by half a percentage point in each band.',
        'Interest on the 95 Day Notice Saver is paid once a year on 3 March.',
        'The smallest withdrawal you can make is £1,000, unless you are closing the account.',
        'If you cancel a notice, you can still take the money out later without giving fresh notice.',
        'The notice period is waived with no loss of interest if an account holder is made redundant.',
        'You can have up to five withdrawal notices running at the same time.',
    )],
    'tariff ostrander pike': [(B164_OSTRANDER, c, True) for c in (
        "On a Classic Account, your first replacement debit card in any year won't cost anything, but further "
        "replacements that year are £7.50 each.",
        'A SWIFT payment costs a Premier customer half what a Classic customer pays for one.',
        'For Classic customers, a CHAPS payment made in a branch costs £5 more than one made online.',
        'A Classic customer receiving an £80 payment from overseas would not be charged for it.',
        'A Premier customer who is £400 into an arranged overdraft pays no interest on it.',
        'A Classic customer spending the equivalent of £200 on their card in a foreign currency would pay £5.98 '
        'in fees.',
        'A 72-year-old Classic customer can stop a cheque free of charge.',
    )] + [(B164_OSTRANDER, c, False) for c in (
        'Premier customers pay £15 to send a CHAPS payment online.',
        'Stopping a cheque costs £8 whichever of the two accounts you hold.',
        'Classic customers can take out up to £1,000 a day from cash machines.',
        'On the Premier Account, an unarranged overdraft is charged at 19.9% EAR, the same as arranged borrowing.',
        'The Premier monthly fee is waived in any month in which your combined balances reach £75,000 at some '
        'point.',
        "Each month's fees are taken on the third working day of that same month.",
        "Premier customers get banker's drafts free of charge.",
    )],
    'checking fees wrennick': [(B164_WRENNICK, c, True) for c in (
        'If $600 of direct deposits reach your Basic Checking account during a statement cycle, the $6 fee is '
        'waived for that cycle.',
        'A Dividend Checking balance of $12,000 would earn 0.40% APY.',
        'The most you could pay in Courtesy Pay fees on a single business day is $87.',
        'If you finish the business day overdrawn by $8, there is no Courtesy Pay fee.',
        'Paying in U.S. dollars does not protect you from the 1% fee if the transaction is processed outside the '
        'United States.',
        'With Dividend Checking, your fifth non-network ATM withdrawal in a statement cycle would cost $3.',
        'A $250 debit card purchase processed abroad would carry a $2.50 foreign transaction fee.',
    )] + [(B164_WRENNICK, c, False) for c in (
        'The Basic Checking fee is waived if your average daily balance is $1,000 or more.',
        'Dividend Checking costs $12 a month unless you keep an average daily balance of at least $2,500.',
        'A Dividend Checking balance of $25,000 earns 0.40% APY.',
        'Courtesy Pay costs $29 per item, with no limit on how many fees can be charged in a day.',
        'Overdraft Transfers from your savings share are free of charge.',
        'You can withdraw up to $3,500 a day from ATMs.',
        'Members age 65 and over pay no monthly service fee on either checking account.',
    )],
    'graduate account dunvarra': [(B164_DUNVARRA, c, True) for c in (
        'In the second year of the account, up to €2,000 of an overdraft is interest-free.',
        'The interest-free overdraft amount falls by €1,000 each year, from €3,000 in year one to €1,000 in year '
        'three.',
        "A 24-year-old who finished a master's degree two years ago could open a Graduate Account.",
        'Withdrawing the equivalent of €100 from a cash machine outside the eurozone would cost €3.',
        'If you are €3,500 overdrawn in year one, €500 of that is charged interest at 11.85% APR.',
        'Once the account becomes a Standard Current Account, you can avoid the €6 quarterly fee by keeping at '
        'least €2,500 in it every day of the quarter.',
        'A €60 card payment would need chip and PIN rather than contactless.',
    )] + [(B164_DUNVARRA, c, False) for c in (
        'In year three, the interest-free overdraft is up to €2,000.',
        'The Graduate Account turns into a Standard Current Account three years after you graduate.',
        'Cash withdrawals outside the eurozone cost 1.75% of the amount, with a minimum charge of €2.50.',
        'The €25 annual overdraft facility fee applies to Graduate Accounts as well as Standard Current Accounts.',
        'Cheques lodged to the account take three business days to clear.',
        'Each contactless payment can be up to €150 before you are asked for your PIN.',
        'You can open a Graduate Account if you completed your degree within the last five years.',
    )],
    'business tariff marrowby': [(B164_MARROWBY, c, True) for c in (
        'A business making 55 electronic payments in a month would pay £4.50 in charges for them.',
        'Paying £500 in cash into a Marrowby Fenwick branch costs £4.25.',
        'Depositing cash at a Post Office costs 15p more per £100 than depositing it at a branch.',
        'For a £20,000 overdraft limit, the arrangement fee would be £250, payable again at each yearly renewal.',
        'Arranged overdraft interest currently works out at 10.75% a year.',
        'A registered charity with annual income of £80,000 does not pay the monthly account fee.',
        'With £40,000 in the Business Instant Saver, the whole balance earns 1.60% gross.',
    )] + [(B164_MARROWBY, c, False) for c in (
        'New businesses that have been trading for under 12 months pay no monthly fee for their first 12 months '
        'with us.',
        'The first 50 electronic payments each month are free, after which they cost 30p each.',
        'Cash machine withdrawals are charged at 85p per £100.',
        'The overdraft arrangement fee is a one-off charge taken when the overdraft is first set up.',
        'Unarranged borrowing is charged interest at the Business Reference Rate plus 6.25%.',
        'You can withdraw money from the Business Instant Saver to any UK bank account.',
        'Interest on the Business Instant Saver is paid monthly.',
    )],
}
