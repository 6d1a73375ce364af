"""Probe batch 68, written by a helper agent that saw neither the code nor an earlier probe (session 46), to batch 66's
brief on six more fee schedules (an online brokerage, a freight forwarder, a coworking space, a water utility, a car
rental, passport and visa fees). Counted before it was read on session 45's code, on the session's first two fee
changes and on its third, so out of sample for all of them (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B68_BROKERAGE_COMMISSIONS = (
    'Harlow Point Investing - Commission Schedule for US-listed stocks and ETFs (effective 1 March). '
    'Online trades under $500 carry no commission. Online trades from $500 to $1,000 cost a flat $2.95. '
    'Online trades from $1,000.01 to $10,000 cost $4.95 plus 0.08% of the trade value. Online trades '
    'above $10,000 cost $9.95 plus 0.05% of the trade value, capped at $40 per trade. Options are '
    'charged $0.65 per contract, with a minimum of $5 per order. Gold-tier clients (those with an '
    'account balance of $250,000 or more on the last business day of the previous month) receive a 20% '
    'discount on stock and ETF commissions; the discount does not apply to options. Orders placed by '
    'phone with a broker incur an additional $20 assisted-trade fee on top of the commission. '
    'Transferring an account out to another firm costs $75. Market orders entered outside regular '
    'trading hours (9:30 a.m. to 4:00 p.m. Eastern) are queued until the next open. Commissions are '
    'deducted from the account on the settlement date and are shown on the trade confirmation.'
)

B68_FREIGHT_SURCHARGES = (
    'Baltimar Forwarding B.V. - Surcharge Tariff 2025, Rotterdam hub. Base road-freight rates are quoted '
    'separately; the surcharges below are added to each consignment. Fuel surcharge: 14% of the base '
    'freight charge. Heavy-piece handling: consignments up to 100 kg carry no handling fee; from 100.1 kg '
    'to 500 kg the fee is €0.30 per kg above the first 100 kg; over 500 kg the fee is a flat €150. '
    'Hazardous goods (ADR) surcharge: €65 per consignment plus 2% of the base freight charge, capped at '
    '€180. Tail-lift delivery: €35 per drop. Storage: the first 5 calendar days in our warehouse are '
    'free; from day 6 we charge €1.20 per pallet per day, with a minimum storage charge of €25 '
    'whenever storage is billed. Customs clearance: €45 per declaration, covering up to three HS code '
    'lines; each additional line costs €4. Account customers with more than 200 consignments in the '
    'previous quarter receive 10% off the heavy-piece handling fee. Bookings for next-day collection must '
    'be confirmed by 15:00 CET; the warehouse is open 06:00 to 22:00, Monday to Saturday. Surcharges are '
    'invoiced in euros and payable within 30 days.'
)

B68_COWORKING_MEMBERSHIP = (
    'Kiln House Coworking, Leeds - Membership and Room Prices (from 1 April). Hot Desk membership: £180 '
    'per month, including 4 hours of meeting-room credit per month. Fixed Desk membership: £260 per '
    'month, including 8 hours of credit. Credit can be used in either room, one credit hour per room '
    'hour, and unused credit does not roll over to the next month. Day Pass: £22 per day; a ten-day '
    'bundle costs £190 and is valid for 3 months. Meeting rooms, for non-members and for members whose '
    'credit is used up: Small Room (up to 4 people) £15 per hour; Boardroom (up to 12 people) £40 per '
    'hour, or £250 for a full-day booking of more than 6 hours. Bookings of up to 3 hours can be '
    'cancelled free of charge until 24 hours beforehand; longer bookings need 72 hours\' notice, '
    'otherwise 50% of the booking price is charged. Students and registered charities receive 15% off '
    'membership fees (not meeting rooms). Paying 12 months upfront gives 2 months free. Mail handling '
    'add-on: £12 per month. Reception is staffed 8:00-18:00 on weekdays; members have 24/7 key-fob '
    'access, while Day Pass holders may use the building 8:00-18:00 only. All prices include VAT.'
)

B68_WATER_TARIFF = (
    'Marrowbank Valley Water District - Residential Water Rates, Fiscal Year 2025. Every residential '
    'account pays a monthly base charge of $14.50, which includes the first 2,000 gallons. Further usage '
    'is billed in tiers per 1,000 gallons: Tier 1, 2,001 to 8,000 gallons, $3.10; Tier 2, 8,001 to '
    '20,000 gallons, $4.60; Tier 3, above 20,000 gallons, $7.25. Each tier rate applies only to the '
    'gallons falling within that tier. Sewer charge: 90% of the water usage charge (excluding the base '
    'charge), capped at $60 per month. Customers aged 65 or older, or enrolled in the Lifeline program, '
    'receive a 30% discount on the base charge only. A late fee of 5% of the unpaid balance, minimum $3, '
    'is added to bills not paid within 21 days of the bill date. New service connection: $85. '
    'Reconnection after shut-off: $50 during office hours (Monday to Friday, 8 a.m. to 4:30 p.m.), $150 '
    'at other times. Irrigation-only meters are billed at the Tier 2 rate for all usage. Meter readings '
    'are taken monthly; estimated bills are corrected on the next actual reading.'
)

B68_CAR_RENTAL_FEES = (
    'Brisa Car Hire - Mileage and Driver Charges (all stations, valid from 1 May). Economy and Compact '
    'cars include 200 km per rental day; SUVs and vans include 150 km per rental day. Allowances are '
    'pooled across the whole rental. Extra kilometres cost €0.25 each for Economy and Compact cars and '
    '€0.35 each for SUVs and vans, with extra-mileage charges capped at €300 per rental. Young-driver '
    'fee: drivers aged 21 to 24 pay €18 per day, up to a maximum of €126 per rental; drivers under 21 '
    'cannot rent. Additional driver: €9 per day, free for a spouse or registered partner. One-way '
    'rentals between stations: €60 flat, or €95 if the stations are more than 400 km apart. Late '
    'return: a grace period of 29 minutes applies, after which a full extra day is charged. Cars must '
    'be returned full; otherwise refuelling costs €2.40 per litre plus a €20 service fee. Loyalty Club '
    'members get 10% off the daily rate but not off any fees. Stations are open 07:00-21:00; keys '
    'dropped after hours are treated as returned at the next opening.'
)

B68_PASSPORT_VISA_FEES = (
    'Kelmarsh Islands Passport and Immigration Office - Schedule of Fees (from 6 April). Adult passport '
    '(age 16 and over), 32 pages: £88; 48-page frequent-traveller passport: £104. Child passport (under '
    '16): £57. Applicants aged 75 or over receive a standard adult passport free of charge. Fast Track '
    'service (passport issued within 7 working days): add £75 per application. Premium same-day service: '
    'add £140, available only for adult renewals booked by 2 p.m. Replacement of a lost or stolen '
    'passport: the standard fee plus £30. Visitor visa: single entry £45; multiple entry (valid 2 years) '
    '£120. Work permit visa: £210 for the first year, plus £95 for each additional year requested, to a '
    'maximum total of £500. Dependants included on a work permit pay 50% of the main applicant\'s fee. '
    'Citizens of Partner States are exempt from visitor visa fees but not from work permit fees. Fees '
    'are non-refundable once an application has been lodged. The public counter at Port Anselm is open '
    '9:00-15:30, Monday to Friday; applications sent by post must be received 6 weeks before travel.'
)

BATCHES_68: dict[str, list[tuple[str, str, bool]]] = {
    'brokerage trading commissions': [(B68_BROKERAGE_COMMISSIONS, c, True) for c in (
        'Buying $8,000 of an ETF online costs $11.35 in commission.',
        'An online stock trade worth $100,000 is charged the maximum commission of $40.',
        'Selling $50,000 of shares online costs $34.95 in commission.',
        'An order for 5 options contracts costs $5 in commission.',
        'A Gold-tier client pays $9.08 in commission on an $8,000 online stock purchase.',
        'For a non-Gold client, a $750 stock trade placed by phone with a broker costs $22.95 in total fees.',
        'Someone buying $400 worth of shares online pays nothing in commission.',
    )] + [(B68_BROKERAGE_COMMISSIONS, c, False) for c in (
        'Buying $8,000 of an ETF online costs $6.40 in commission.',
        'An online stock trade worth $100,000 costs $59.95 in commission.',
        'Selling $50,000 of shares online costs $44.95 in commission.',
        'An order for 5 options contracts costs $3.25 in commission.',
        'Gold-tier clients get 20% off their options commissions.',
        'An online stock trade of $750 is commission-free.',
        'Transferring an account out to another firm costs $50.',
    )],
    'freight forwarder surcharges': [(B68_FREIGHT_SURCHARGES, c, True) for c in (
        'A 300 kg consignment attracts a heavy-piece handling fee of €60.',
        'Hazardous goods on a shipment with a base freight charge of €8,000 add a surcharge of €180.',
        'For a hazardous shipment with base freight of €2,000, the ADR surcharge comes to €105.',
        'Storing ten pallets in the warehouse for twelve days costs €84.',
        'A customs declaration covering seven HS code lines costs €61.',
        'An account customer that shipped 250 consignments last quarter pays €54 in handling for a '
        '300 kg consignment.',
        'A consignment weighing 80 kg incurs no heavy-piece handling charge.',
    )] + [(B68_FREIGHT_SURCHARGES, c, False) for c in (
        'A 300 kg consignment attracts a heavy-piece handling fee of €90.',
        'Hazardous goods on a shipment with a base freight charge of €8,000 add a surcharge of €225.',
        'For a hazardous shipment with base freight of €2,000, the ADR surcharge is only €40.',
        'Storing two pallets in the warehouse for nine days costs €9.60.',
        'A consignment of 800 kg is charged €210 for heavy-piece handling.',
        'Next-day collection can be booked as late as 17:00 CET.',
        'The fuel surcharge on a base freight charge of €1,250 is €165.',
    )],
    'coworking membership and rooms': [(B68_COWORKING_MEMBERSHIP, c, True) for c in (
        'A Hot Desk member whose only extra in a month is 6 hours in the Small Room is billed £210 for '
        'that month.',
        'A non-member booking the Boardroom for 8 hours pays £250.',
        'A student on the Hot Desk plan pays £153 a month.',
        'Paying for a Fixed Desk a full year in advance costs £2,600.',
        'A non-member who cancels an 8-hour Boardroom booking 48 hours in advance is charged £125.',
        'Buying the ten-day bundle instead of ten single Day Passes saves £30.',
        'Day Pass holders cannot use the building after 18:00.',
    )] + [(B68_COWORKING_MEMBERSHIP, c, False) for c in (
        'A Hot Desk member whose only extra in a month is 6 hours in the Small Room is billed £270 for '
        'that month.',
        'A non-member booking the Boardroom for 8 hours pays £320.',
        'A registered charity gets 15% off Boardroom hire.',
        'Paying for a Fixed Desk a full year in advance costs £2,860.',
        'Cancelling a 2-hour Small Room booking 48 hours ahead costs £15.',
        'Meeting-room credit that is not used carries over to the following month.',
        'A Fixed Desk membership includes 4 hours of meeting-room credit each month.',
    )],
    'water utility tiered rates': [(B68_WATER_TARIFF, c, True) for c in (
        'A household using 6,000 gallons in a month pays $26.90 for water, before sewer charges.',
        'At 12,000 gallons, the monthly water usage charge, not counting the base charge, is $37.00.',
        'A home using 25,000 gallons in a month has its sewer charge limited to $60.',
        'A household using 12,000 gallons pays $84.80 in combined water and sewer charges for the month.',
        'A 70-year-old customer using 6,000 gallons pays $22.55 for water before sewer.',
        'A $40 bill paid 30 days after the bill date picks up a $3 late fee.',
        'Getting service reconnected on a Saturday costs $150.',
    )] + [(B68_WATER_TARIFF, c, False) for c in (
        'A household using 6,000 gallons in a month pays $33.10 for water, before sewer charges.',
        'At 12,000 gallons, the monthly water usage charge, not counting the base charge, is $55.20.',
        'A home using 25,000 gallons in a month pays roughly $99 in sewer charges.',
        'A 70-year-old customer gets 30% off the entire water bill.',
        'A $40 bill paid 30 days after the bill date picks up a $2 late fee.',
        'Customers have 30 days from the bill date to pay before a late fee is added.',
        'A household using 1,500 gallons in a month pays $4.65 in usage charges on top of the base charge.',
    )],
    'car rental mileage and driver fees': [(B68_CAR_RENTAL_FEES, c, True) for c in (
        'Driving an Economy car 850 km over a three-day rental adds €62.50 in extra-mileage charges.',
        'A four-day SUV rental covering 900 km incurs €105 for extra kilometres.',
        'A five-day SUV rental covering 2,000 km is charged €300 for extra mileage.',
        'A 23-year-old renting for five days pays a €90 young-driver fee.',
        'A 22-year-old driver on a ten-day rental pays €126 in young-driver fees.',
        'Returning a car 15 litres short of full costs €56.',
        'A two-day Compact rental covering 380 km incurs no extra-mileage charge.',
    )] + [(B68_CAR_RENTAL_FEES, c, False) for c in (
        'Driving an Economy car 850 km over a three-day rental adds €87.50 in extra-mileage charges.',
        'A five-day SUV rental covering 2,000 km is charged €437.50 for extra mileage.',
        'A 22-year-old driver on a ten-day rental pays €180 in young-driver fees.',
        'Returning a car 15 litres short of full costs €36.',
        'A 20-year-old can rent a car as long as the young-driver fee is paid.',
        'A one-way rental between stations 450 km apart costs €60.',
        'Adding a spouse as an additional driver on a four-day rental costs €36.',
    )],
    'passport and visa fees': [(B68_PASSPORT_VISA_FEES, c, True) for c in (
        'Renewing an adult passport with the 48-page option and Fast Track costs £179.',
        'A three-year work permit visa costs £400.',
        'Requesting a five-year work permit visa costs £500 in total.',
        'A dependant on a main applicant\'s three-year work permit pays £200.',
        'For a 40-year-old, replacing a stolen standard 32-page adult passport costs £118.',
        'Two adults under 75 applying for 32-page passports and two children under 16 pay £290 altogether.',
        'A citizen of a Partner State pays nothing for a multiple-entry visitor visa.',
    )] + [(B68_PASSPORT_VISA_FEES, c, False) for c in (
        'Requesting a five-year work permit visa costs £590.',
        'A three-year work permit visa costs £305.',
        'Replacing a lost 32-page adult passport costs £88.',
        'A passport for a 15-year-old costs £88.',
        'Citizens of Partner States do not pay work permit fees.',
        'The Premium same-day service is available to first-time adult applicants.',
        'Postal applications need to arrive 4 weeks before the travel date.',
    )],
}
