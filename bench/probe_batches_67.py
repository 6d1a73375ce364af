"""Probe batch 67, written by a helper agent that saw neither the code nor an earlier probe (session 46), to batch 66's
brief on six other fee schedules (a payment processor, an exchange bureau, self-storage, ride-hailing fares, a
university's late-payment and library fines, a hotel's cancellation and extra-guest charges). Counted on session 45's
code and on session 46's final fee checks before it was read, so it measured those checks out of sample once
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B67_BRIGHTLANE_FEES = (
    'Brightlane Payments - Merchant Fee Schedule (effective 1 March). Online card payments: $0.30 plus 2.9% of '
    'the charge. In-person card payments taken on a Brightlane terminal: $0.10 plus 2.6% of the charge. Payments '
    'made with a card issued outside the United States carry an additional 1.5% of the charge on top of the '
    'standard fee. ACH bank debits: 0.8% of the amount, capped at $5 per debit. Refunds carry no additional fee, '
    'but the processing fee on the original payment is not returned. Chargebacks: $15 per dispute, refunded to '
    'the merchant if the dispute is decided in the merchant\'s favour. Payouts: standard payouts to a bank '
    'account (two business days) are free. Instant payouts cost 1% of the amount paid out, with a minimum of '
    '$0.50 and a maximum of $10 per payout. Volume pricing: a merchant that processes more than $80,000 in card '
    'payments in a calendar month pays 2.5% instead of 2.9% on online card payments for the following calendar '
    'month; the $0.30 fixed part is unchanged. Registered nonprofits pay $0.30 plus 2.2% on online card payments '
    'once they have applied with proof of status and been approved. Volume pricing and nonprofit pricing cannot '
    'be combined.'
)

B67_HARBOURGATE_EXCHANGE = (
    'Harbourgate Exchange, Veldhaven Central Station - Commission Tariff. Commission is charged on the euro '
    'value of each exchange, whether you are buying or selling foreign currency. Exchanges under €100: no '
    'commission. From €100 to €999.99: 2.5% commission, with a minimum commission of €3. From €1,000 to '
    '€4,999.99: 1.5% commission. €5,000 and above: 1% commission, capped at €90 per transaction. Harbourgate '
    'Club cardholders receive 20% off the commission, applied after any minimum or cap. Buy-back: present your '
    'original receipt within 30 days to sell back unused currency bought from us without commission, up to €500 '
    'of value per receipt. Transactions over €10,000 require photo identification and at least 24 hours\' notice '
    'so the branch can order stock. Home delivery of pre-ordered currency costs €7.50 per order and is free for '
    'orders of €750 or more. Opening hours: Monday to Saturday 08:00 to 20:00, Sunday 10:00 to 16:00; closed on '
    '25 December. Rates shown on the board apply to walk-in customers only and may differ from online rates.'
)

B67_PENNOCK_STORAGE = (
    'Pennock Self Storage, Marlowford depot - Unit Prices. All prices are per calendar month. Lockers up to 15 '
    'sq ft: £18 flat. Units over 15 sq ft and up to 50 sq ft: £1.60 per sq ft. Units over 50 sq ft and up to 150 '
    'sq ft: £1.35 per sq ft. Units over 150 sq ft: £1.10 per sq ft, subject to a minimum monthly rent of £210. '
    'Climate-controlled units cost 20% more than the standard monthly rent for their size. A one-off '
    'administration fee of £25 applies to every new contract, but is waived where a contract of six months or '
    'longer is paid upfront. Contents insurance is compulsory and charged separately from rent: £4 a month '
    'covers goods worth up to £2,000, and each additional £1,000 of cover costs £1.50 a month. Students with a '
    'valid student card receive 10% off the monthly rent of units up to 50 sq ft. Customers who prepay 12 months '
    'receive 15% off the monthly rent. The student and prepayment discounts cannot be combined. Rent is due on '
    'the first of each month; a £15 late fee is added if payment has not been received within 10 days, and gate '
    'access is suspended once rent is 30 days overdue. Gate access: 06:00 to 22:00 daily.'
)

B67_ZIPWAY_FARES = (
    'Zipway Fares - Port Calder Service Area. Every standard trip is priced from three parts: a base fare of '
    '$2.50; a distance charge of $1.80 per mile for the first 5 miles and $1.20 per mile for each mile after '
    'that; and a time charge of $0.30 per minute. If these three parts together come to less than $8.00, the '
    'fare is raised to $8.00. A booking fee of $1.50 is then added to every trip, except that Zipway Plus '
    'members do not pay the booking fee. Surge pricing: at busy times the base, distance and time charges are '
    'multiplied by the surge multiplier shown in the app, capped at 2.0x. The booking fee and any surcharges are '
    'never multiplied. Trips starting at Port Calder Airport carry a $5.00 pickup surcharge. Waiting: the driver '
    'waits for 3 minutes free of charge at pickup; after that, waiting time is billed at $0.40 per minute. '
    'Cancellations are free within 2 minutes of booking, or at any time if the driver\'s arrival is more than 5 '
    'minutes later than the estimate first shown; otherwise a $5.00 cancellation fee applies. Fares are charged '
    'to the card on file when the trip ends.'
)

B67_NORTHMERE_FINES = (
    'Northmere University - Late Payment and Library Fines. Tuition instalments: any instalment not received '
    'within 5 working days of its due date incurs a late-payment charge of £40 plus 1.5% of the overdue amount, '
    'capped at £150 per instalment. Payments received within those 5 working days incur no charge. Students '
    'whose fees are paid by a sponsor are exempt if the sponsor was registered with the Finance Office before '
    'the due date. Registration is suspended when any debt remains unpaid 60 days after its due date. Library '
    'fines: standard loans have a two-day grace period, so an item returned up to 2 days late is not fined; an '
    'item returned later than that is fined 20p for every day overdue, counting from the first day, up to a '
    'maximum of £6 per item. Short loans (24-hour items) are fined £1 per hour overdue, up to £10 per item. '
    'Interlibrary loans are fined £2 per day overdue, with no maximum. A lost item is charged at its replacement '
    'cost plus a £12 processing fee. Borrowing is blocked once a student\'s unpaid fines total £20 or more. Each '
    'student may ask for one fine of up to £5 to be waived per academic year. The Main Library is open 08:00 to '
    'midnight Monday to Friday and 10:00 to 18:00 at weekends.'
)

B67_SONNHALDE_HOTEL = (
    'Hotel Sonnhalde, Keltenbrunn - Cancellation and Extra-Guest Charges. Flexible rate: cancellation is free '
    'until 18:00 (hotel time) on the day before arrival. Later cancellations and no-shows are charged the first '
    'night\'s room rate. Saver rate: priced 15% below the flexible rate and non-refundable; if cancelled, the '
    'full stay is charged. Saver bookings may have their dates changed once, for a fee of €25, provided the '
    'change is made at least 7 days before arrival. Group bookings of five or more rooms: cancellation more than '
    '30 days before arrival is free; from 30 to 8 days before arrival, 50% of the total booking value is '
    'charged; within 7 days of arrival, 100% is charged. Room rates include two adults. A third adult costs €35 '
    'per night. Children aged 0 to 5 stay free; children aged 6 to 15 cost €18 per night, breakfast included. No '
    'room may hold more than four guests. Cots are provided free on request. Pets: €15 per night, up to a '
    'maximum of €60 per stay. The municipal tourist tax of €2.50 per adult per night is collected at check-out; '
    'guests under 18 are exempt. Check-in is from 15:00 and check-out by 11:00; late check-out until 14:00 costs '
    '€30 and is free for Sonnhalde Circle members.'
)


BATCHES_67: dict[str, list[tuple[str, str, bool]]] = {
    'payment processor merchant fees': [(B67_BRIGHTLANE_FEES, c, True) for c in (
        'Processing a $200 online card payment costs the merchant $6.10.',
        'A $100 card payment taken in person on a Brightlane terminal incurs a fee of $2.70.',
        'An instant payout of $2,000 costs the merchant $10, because the instant payout fee is capped.',
        'An ACH bank debit of $400 costs the merchant $3.20.',
        'A $100 online payment made with a card issued outside the United States costs the merchant $4.70 in '
        'fees.',
        'An approved registered nonprofit pays $2.50 to process a $100 online card payment.',
        'If a chargeback dispute is decided in the merchant\'s favour, the $15 dispute fee is given back.',
    )] + [(B67_BRIGHTLANE_FEES, c, False) for c in (
        'Processing a $200 online card payment costs the merchant $5.80.',
        'An ACH bank debit of $1,000 costs the merchant $8.',
        'An instant payout of $30 costs the merchant $0.30.',
        'A $100 card payment taken in person on a Brightlane terminal costs the merchant $3.20.',
        'When a payment is refunded, Brightlane returns the processing fee charged on the original payment.',
        'A merchant that processed $50,000 in card payments last month pays 2.5% on online card payments this '
        'month.',
        'A $100 online payment made with a card issued outside the United States costs the merchant $3.20 in '
        'fees.',
    )],
    'currency exchange bureau commission': [(B67_HARBOURGATE_EXCHANGE, c, True) for c in (
        'Exchanging €1,000 costs €15 in commission.',
        'An exchange of exactly €100 is charged the €3 minimum commission rather than €2.50.',
        'A customer exchanging €80 pays no commission.',
        'The commission on a €12,000 exchange comes to €90.',
        'A Harbourgate Club cardholder exchanging €2,000 pays €24 in commission.',
        'Exchanging €6,000 costs €60 in commission.',
        'A customer who wants to exchange €15,000 has to show photo identification and give at least 24 hours\' '
        'notice.',
    )] + [(B67_HARBOURGATE_EXCHANGE, c, False) for c in (
        'The commission on a €12,000 exchange comes to €120.',
        'An exchange of exactly €100 is free of commission.',
        'Exchanging €1,000 costs €25 in commission.',
        'An exchange of exactly €100 is charged €2.50 in commission.',
        'A Harbourgate Club cardholder exchanging €2,000 pays €30 in commission.',
        'Home delivery of a €600 pre-ordered currency order is free.',
        'The Veldhaven Central Station branch is closed on Sundays.',
    )],
    'self-storage unit prices': [(B67_PENNOCK_STORAGE, c, True) for c in (
        'A standard 40 sq ft unit rents for £64 a month.',
        'The monthly rent on a standard 100 sq ft unit is £135.',
        'A standard 160 sq ft unit rents for £210 a month, because the minimum monthly rent for that size band '
        'applies.',
        'A climate-controlled 100 sq ft unit rents for £162 a month.',
        'Insuring stored goods worth £5,000 costs £8.50 a month.',
        'A student with a valid student card renting a standard 40 sq ft unit pays £57.60 a month in rent.',
        'A customer who pays a 12-month contract upfront does not pay the £25 administration fee.',
    )] + [(B67_PENNOCK_STORAGE, c, False) for c in (
        'A standard 160 sq ft unit rents for £176 a month.',
        'The monthly rent on a standard 100 sq ft unit is £160.',
        'A standard 200 sq ft unit rents for £270 a month.',
        'A student with a valid student card renting a standard 100 sq ft unit gets 10% off, paying £121.50 a '
        'month.',
        'Insuring stored goods worth £5,000 costs £7 a month.',
        'A student who prepays 12 months can combine the student discount with the prepayment discount.',
        'Gate access is suspended as soon as rent is 10 days overdue.',
    )],
    'ride-hailing fare structure': [(B67_ZIPWAY_FARES, c, True) for c in (
        'A standard 4-mile, 10-minute trip costs the rider $14.20 in total, booking fee included.',
        'An 8-mile, 20-minute standard trip comes to $22.60 including the booking fee.',
        'A 1-mile, 4-minute standard ride costs $9.50 once the minimum fare and the booking fee are applied.',
        'With a 1.5x surge in effect, a 4-mile, 10-minute trip costs the rider $20.55 in total.',
        'If the driver waits 7 minutes at pickup, the rider is billed $1.60 for waiting time.',
        'A Zipway Plus member pays $12.70 for a standard 4-mile, 10-minute trip.',
        'An 8-mile, 20-minute standard trip starting at Port Calder Airport costs $27.60 including all fees.',
    )] + [(B67_ZIPWAY_FARES, c, False) for c in (
        'An 8-mile, 20-minute standard trip comes to $24.40 including the booking fee.',
        'A 1-mile, 4-minute standard ride costs $7.00 including the booking fee.',
        'With a 1.5x surge in effect, a 4-mile, 10-minute trip costs the rider $21.30 in total.',
        'When the app shows a 2.5x surge, the base, distance and time charges are multiplied by 2.5.',
        'A standard 4-mile, 10-minute trip costs the rider $11.20 in total, booking fee included.',
        'Cancelling a ride 90 seconds after booking incurs a $5.00 cancellation fee.',
        'If the driver waits 7 minutes at pickup, the rider is billed $2.80 for waiting time.',
    )],
    'university late-payment and library fines': [(B67_NORTHMERE_FINES, c, True) for c in (
        'A self-funded student who pays a £2,000 tuition instalment a month after its due date is charged £70 '
        'for paying late.',
        'The late-payment charge on an £8,000 instalment paid a month late by a self-funded student is £150.',
        'Returning a standard loan 5 days late results in a fine of £1.00.',
        'A standard loan returned 40 days late is fined £6.',
        'A short loan returned 3 hours late costs £3 in fines.',
        'Losing a library item with a replacement cost of £35 leads to a total charge of £47.',
        'A standard loan returned 2 days late is not fined.',
    )] + [(B67_NORTHMERE_FINES, c, False) for c in (
        'A self-funded student who pays a £2,000 tuition instalment a month after its due date is charged £30 '
        'for paying late.',
        'The late-payment charge on an £8,000 instalment paid a month late by a self-funded student is £160.',
        'A standard loan returned 5 days late is fined 60p, because the first two days are not charged.',
        'A short loan returned 14 hours late is fined £14.',
        'The fine on an overdue interlibrary loan stops growing once it reaches £6.',
        'A student with £15 in unpaid library fines is blocked from borrowing.',
        'A £1,000 instalment received 3 working days after its due date incurs a late-payment charge of £55.',
    )],
    'hotel cancellation and extra-guest charges': [(B67_SONNHALDE_HOTEL, c, True) for c in (
        'Cancelling a three-night flexible-rate stay booked at €140 a night at 20:00 on the day before arrival '
        'costs €140.',
        'Cancelling a three-night saver-rate stay whose flexible rate is €140 a night costs €357.',
        'A group booking of six rooms worth €4,800 in total that is cancelled 20 days before arrival incurs a '
        '€2,400 charge.',
        'Adding a third adult to a room for four nights costs €140 in extra-guest charges.',
        'Bringing a pet for a five-night stay costs €60 in pet charges.',
        'Two adults sharing a room with children aged 8 and 4 for three nights pay €54 in extra-guest charges '
        'for the children.',
        'A flexible-rate booking cancelled at 17:00 hotel time on the day before arrival incurs no cancellation '
        'charge.',
    )] + [(B67_SONNHALDE_HOTEL, c, False) for c in (
        'Bringing a pet for a five-night stay costs €75 in pet charges.',
        'A group booking of six rooms worth €4,800 in total that is cancelled 40 days before arrival incurs a '
        '€2,400 charge.',
        'A 4-year-old sharing a room with two adults is charged €18 per night.',
        'A saver-rate booking cancelled 10 days before arrival is cancelled free of charge.',
        'Two adults and a 12-year-old staying three nights owe €22.50 in tourist tax.',
        'Saver-rate guests can change their dates free of charge if they do so at least 7 days before arrival.',
        'Late check-out until 14:00 is free for all guests.',
    )],
}
