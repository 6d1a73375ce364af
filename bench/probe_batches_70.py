"""Probe batch 70, written by a helper agent that saw neither the code nor an earlier probe (session 47), to batch 69's
brief on six more schedules (a cloud API in graduated tiers, a water tariff in rising blocks, bulk orders priced
all-units and incrementally, a mobile data plan's overage, self-storage with prepayment discounts and late fees,
taxi fares). Counted on session 46's code and on the session's first three changes before it was read; read
afterwards to find the fourth (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B70_CLOUD_API = (
    'Corvid Relay API pricing (effective 1 March). Requests are billed per account per calendar month in '
    'graduated tiers, so each tier rate applies only to the requests that fall inside that tier. The first '
    '1 million requests each month are free. Requests above 1 million and up to 10 million are charged at '
    '$0.80 per million. Requests above 10 million and up to 50 million are charged at $0.55 per million, and '
    'every request beyond 50 million is charged at $0.40 per million. Charges are calculated on the exact '
    'request count, so half a million requests in a tier costs half the rate of that tier. Stored payload '
    'data is billed at $0.03 per GB-month, with no free storage allowance. Data transfer between Corvid '
    'services in the same region is not charged. Invoices are issued on the 3rd of the following month and '
    'are payable within 14 days by card or bank transfer. Standard support is available by email Monday to '
    'Friday, 08:00 to 18:00 UTC; Priority support is an optional add-on at $49 per month. Unused free '
    'requests do not carry over to the next month.'
)

B70_WATER_TARIFF = (
    'Harrow Vale Water - household tariff 2025/26. Metered households are billed monthly using rising block '
    'tariffs, and each block rate applies only to the water that falls within that block. Block 1 covers '
    'the first 10 cubic metres (m3) used in the month and is charged at £1.20 per m3. Block 2 covers usage '
    'above 10 m3 up to and including 25 m3 at £1.85 per m3. Block 3 covers all usage above 25 m3 at £2.90 '
    'per m3. Every metered account also pays a fixed service charge of £8.50 per month, whether or not any '
    'water is used. Customers who receive a state pension and live in the property get a 50% concession on '
    'their Block 1 charges; the concession does not apply to Blocks 2 and 3 or to the service charge. Water '
    'drawn from hydrants by the fire service is not billed to any household. Meters are read every three '
    'months, and months without a reading are billed on an estimate that is corrected at the next reading. '
    'Bills are issued on the 5th of each month and direct debits are collected on the 20th. Our leak line '
    'is open 24 hours a day, and our billing team answers calls Monday to Saturday, 8am to 8pm.'
)

B70_BULK_ORDER = (
    'Calder Office Supply - trade price list. All prices are in euros and include VAT. Recycled A4 copy '
    'paper (box of 5 reams) is priced on an all-units basis: orders of 1 to 99 boxes cost €24.00 per box, '
    'orders of 100 to 249 boxes cost €21.50 per box, and orders of 250 boxes or more cost €19.00 per box, '
    'with the price reached applying to every box in the order. Compatible toner cartridges are priced '
    'incrementally instead: the first 20 cartridges in an order cost €60.00 each, cartridges 21 to 50 cost '
    '€52.00 each, and every cartridge from the 51st onwards costs €45.00 each. Paper and toner quantities '
    'are counted separately, so toner does not count towards the paper bands or the other way round. Orders '
    'with goods worth €300 or more ship free; smaller orders carry a €12.00 delivery charge. Orders placed '
    'by 14:00 on a working day are dispatched the same day. Unopened items can be returned within 30 days '
    'for a full refund. Account customers are invoiced monthly on net 30 terms. Our sales desk is open '
    'Monday to Friday, 8:30 to 17:00.'
)

B70_MOBILE_DATA = (
    'Kestrel Mobile Flex 20 plan. The plan costs NZ$39 per month and includes 20 GB of data for use in New '
    'Zealand and Australia. If you go over the allowance, the first 5 GB of extra data in a billing month '
    'costs NZ$4.00 per GB, and any extra data beyond that (above 25 GB in total) costs NZ$2.50 per GB. '
    'Extra data is charged per GB or part GB, so it is rounded up to the next whole GB before charging. '
    'Overage charges are capped at NZ$30 per billing month; once you reach the cap you can keep using data '
    'at no further charge, although speeds may be reduced to 1.5 Mbps. In any other country, data is only '
    'available with a Travel Day Pass at NZ$12 for each day you use data; data used on a travel day does '
    'not come out of your allowance, and Travel Day Pass charges do not count towards the overage cap. '
    'Unused allowance does not roll over to the next month. Your billing month starts on the 15th, and the '
    'plan can be cancelled with 30 days of notice. Calls and texts to New Zealand numbers are unlimited. '
    'Customer care is available from 7am to 9pm every day.'
)

B70_SELF_STORAGE = (
    'Brackenfield Self Storage - prices. Monthly rent depends on unit size: Small (25 sq ft) £45, Medium '
    '(50 sq ft) £78, Large (100 sq ft) £135 and Extra Large (200 sq ft) £240. Customers who pay rent in '
    'advance get a discount on the rent: 5% off when prepaying 6 months and 12% off when prepaying 12 '
    'months; no discount applies to shorter prepayment periods. The prepayment discount applies to rent '
    'only, not to insurance or fees. A one-off administration fee of £20 is charged when you move in. '
    'Contents insurance costs £1.50 per month for each £1,000 of declared value or part thereof, and the '
    'minimum declared value is £1,000. Rent is due on the 1st of each month. If rent is 8 to 14 days late, '
    'a late fee of £10 is charged; if it is 15 or more days late, the late fee is £25 instead of £10. Units '
    'unpaid for more than 30 days may be overlocked. The gate is open from 6am to 10pm every day, and the '
    'office is staffed Monday to Saturday from 9am to 5pm. Trolleys and pallet trucks are free to use.'
)

B70_TAXI_FARE = (
    'Valmora licensed taxi fares (set by the Valmora Transport Board). All fares are in Valmoran dollars '
    '(V$). Every trip starts with a flag fall of V$4.20. Distance is charged at V$2.10 per km for the first '
    '10 km of the trip and V$1.60 per km for every km after that. Waiting time, including time in slow '
    'traffic below 10 km/h, is charged at V$0.75 per minute from the first minute. Between 22:00 and 06:00 '
    'a night surcharge of 20% is added to the metered fare, which is the flag fall plus the distance and '
    'waiting charges. Trips that start or end at Valmora International Airport carry an airport fee of '
    'V$6.00, which is added after any night surcharge and is not itself surcharged. Each taxi carries up to '
    'four passengers at no extra charge, and child seats are available on request when booking. Drivers '
    'must accept card payments, and a printed receipt is available on request. Lost property can be '
    'reported to the Transport Board office, open weekdays 9:00 to 16:30.'
)

BATCHES_70: dict[str, list[tuple[str, str, bool]]] = {
    'cloud api pricing': [(B70_CLOUD_API, c, True) for c in (
        'If you make 800,000 requests in a month, you pay nothing for requests.',
        'A month with 4 million requests costs $2.40 in request charges.',
        'At 30 million requests in a month, the request charges come to $18.20.',
        'For 80 million requests in a month, the request bill is about $41.',
        'A month with 80 million requests plus 200 GB of stored data would cost $47.20 in total.',
        'Each request beyond 50 million in a month is billed at $0.40 per million.',
        'A month with 2.5 million requests and 10 GB of stored data costs $1.50.',
    )] + [(B70_CLOUD_API, c, False) for c in (
        'A month with 80 million requests costs $32 in request charges.',
        'A month with 4 million requests costs $3.20 in request charges.',
        'At 30 million requests in a month, the request charges come to $15.95.',
        'Exactly 10 million requests in a month would cost $8.00.',
        'The first 10 million requests each month are free.',
        'Storing 200 GB of payload data for a month costs $60.',
        'Unused free requests from one month roll over into the next month.',
    )],
    'water tariff': [(B70_WATER_TARIFF, c, True) for c in (
        'A household that uses 8 m3 in a month pays £18.10 in total, including the service charge.',
        'Using 18 m3 in a month costs £35.30 including the fixed service charge.',
        'A household using 30 m3 in a month pays £62.75 in total.',
        'A pensioner household using 30 m3 in a month would pay £56.75.',
        'A household that uses no water at all in a month still pays £8.50.',
        'At 25 m3 in a month, none of the water is charged at the Block 3 rate.',
        'The volume charge alone for 30 m3 in a month comes to about £54.',
    )] + [(B70_WATER_TARIFF, c, False) for c in (
        'A household using 30 m3 in a month pays £95.50 in total.',
        'The total bill for 18 m3 in a month is £26.80.',
        'A pensioner household using 30 m3 in a month pays about £31.38.',
        'A pensioner household using 30 m3 in a month pays £52.50 after the concession.',
        'A household using exactly 25 m3 in a month pays £49.30 in total.',
        'A household that uses no water in a month pays nothing.',
        'Using 18 m3 in a month costs £41.80 including the service charge.',
    )],
    'bulk order discounts': [(B70_BULK_ORDER, c, True) for c in (
        'An order of 150 boxes of copy paper costs €3,225.',
        'Ordering 100 boxes of copy paper costs less in total than ordering 99 boxes.',
        'An order of 300 boxes of copy paper comes to €5,700.',
        'An order of 30 toner cartridges costs €1,720.',
        'An order of 60 toner cartridges costs €3,210.',
        'An order of 10 boxes of copy paper costs €252 including delivery.',
        'An order of 5 toner cartridges ships free of charge.',
    )] + [(B70_BULK_ORDER, c, False) for c in (
        'An order of 150 boxes of copy paper costs €3,472.50.',
        'An order of 30 toner cartridges costs €1,560.',
        'An order of 60 toner cartridges costs €2,700.',
        'An order of 300 boxes of copy paper costs €6,450.',
        'For copy paper, the €21.50 price applies only to the boxes beyond the 99th.',
        'An order of 21 toner cartridges costs €1,092.',
        'An order of 4 toner cartridges comes to €240 including delivery.',
    )],
    'mobile data plan': [(B70_MOBILE_DATA, c, True) for c in (
        'If you use 18 GB in a month, your bill is just the NZ$39 plan fee.',
        'Using 23 GB in a month brings the bill to NZ$51.',
        'A month with 28 GB of use costs NZ$66.50 in total.',
        'Even if you use 40 GB in a month, your bill is NZ$69, because overage is capped at NZ$30.',
        'Using 21.3 GB in a month costs NZ$47, as the extra 1.3 GB is billed as 2 GB.',
        'Data used in Australia comes out of the plan allowance with no daily travel charge.',
        'A month with 40 GB used at home plus two travel days in Japan costs NZ$93.',
    )] + [(B70_MOBILE_DATA, c, False) for c in (
        'A month with 28 GB of use costs NZ$59 in total.',
        'Using 32 GB in a month costs NZ$76.50.',
        'Using 23 GB in a month costs NZ$46.50.',
        'Your total monthly bill on this plan can never exceed NZ$30.',
        'A month with 40 GB used at home plus three travel days in Japan costs NZ$69 in total.',
        'Unused allowance from one month rolls over to the next month.',
        'Using 21.3 GB in a month costs NZ$44.20.',
    )],
    'self storage': [(B70_SELF_STORAGE, c, True) for c in (
        'Prepaying 6 months on a Medium unit costs £444.60 in rent.',
        'Prepaying 12 months on a Large unit costs £1,425.60 in rent.',
        'The first month in a Medium unit with £5,000 of declared value costs £105.50, including the admin '
        'fee and insurance.',
        'Insuring goods with a declared value of £2,500 costs £4.50 per month.',
        'If your rent is 10 days late, the late fee is £10.',
        'If rent is paid 5 days after it is due, there is no late fee.',
        'A year on a Medium unit, prepaid, with £3,000 of declared value insured for the 12 months plus the '
        'admin fee, comes to about £898.',
    )] + [(B70_SELF_STORAGE, c, False) for c in (
        'A year on a Medium unit, prepaid, with £3,000 of declared value insured for the 12 months plus the '
        'admin fee, comes to £888.80.',
        'Prepaying 6 months on a Medium unit costs £411.84 in rent.',
        'If rent is 10 days late, the late fee is £25.',
        'If rent is 20 days late, the late fees come to £35 in total.',
        'Insuring goods with a declared value of £2,500 costs £3.75 per month.',
        'Prepaying 3 months of rent on a Small unit costs £128.25.',
        'The £20 administration fee is charged every month.',
    )],
    'taxi fares': [(B70_TAXI_FARE, c, True) for c in (
        'A 6 km daytime trip with no waiting costs V$16.80.',
        'A 15 km daytime trip with no waiting time comes to V$33.20.',
        'A 25 km daytime trip to the airport with 4 minutes of waiting costs V$58.20 including the airport fee.',
        'A 15 km trip at 23:00 with no waiting costs about V$40.',
        'A 25 km trip to the airport at night with 4 minutes of waiting costs V$68.64.',
        'An 8 km daytime trip with 10 minutes of waiting costs V$28.50.',
        'A 10 km daytime trip with no waiting costs V$25.20.',
    )] + [(B70_TAXI_FARE, c, False) for c in (
        'A 15 km daytime trip with no waiting costs V$28.20.',
        'A 25 km trip to the airport at night with 4 minutes of waiting costs V$69.84.',
        'A 15 km daytime trip with no waiting costs V$29.00.',
        'A 15 km daytime trip with no waiting costs V$35.70.',
        'The night surcharge starts at 20:00.',
        'A 6 km trip starting at 23:00 with no waiting costs V$16.80.',
        'The first 5 minutes of waiting time are free.',
    )],
}
