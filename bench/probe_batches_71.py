"""Probe batch 71, written by a helper agent that saw neither the code nor an earlier probe (session 47), on six more
made-up schedules priced by bands, in real currencies (museum tickets by age, a heat network's tiers, gym membership
by age and months paid, money transfers in CHF, van hire by blocks of time, parking permits by emissions band).
Counted unread on session 46's code and on the session's first six changes; the claims those changes moved were
read, and two of them prompted the seventh (a fee band 'up to and including', a rate named again), so it is out of
sample for the first six only (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B71_MUSEUM = (
    'Harrowdale Lead Mining Museum and Moorland Trail: admission prices for 2025. '
    'The museum and trail are open Tuesday to Sunday from 10:00 to 17:00, with last entry at 16:00, '
    'and are closed on Mondays except bank holidays. '
    'Standard day tickets are priced by age: children aged 5 to 15 pay £6.50, adults aged 16 to 64 pay £14.00, '
    'and seniors aged 65 and over pay £11.50. '
    'Children under 5 are admitted free, as is one carer accompanying a disabled visitor. '
    'A family ticket costs £36.00 and admits two adults and up to three children aged 5 to 15. '
    'Groups of 12 or more paying visitors who book at least seven days ahead receive 15% off the standard '
    'ticket prices; the group discount cannot be combined with family tickets. '
    'All children under 16 must be accompanied by an adult, and the underground gallery tour is not suitable '
    'for children under 8. '
    'Payment is by card only, as we no longer accept cash at the ticket desk. '
    'Parking in the museum car park costs £3.00 per car per day and is not included in the admission price.'
)

B71_HEAT = (
    'Kestrel Fields Heat Network: domestic heat tariff from 1 April 2025. '
    'Heat is metered in kilowatt-hours (kWh) and billed monthly in arrears. '
    'Unit charges are banded within each calendar month: the first 300 kWh are charged at 9.80p per kWh, '
    'the next 700 kWh (from 301 to 1,000 kWh) at 7.40p per kWh, and any usage above 1,000 kWh at 6.10p per kWh. '
    'Each rate applies only to the kWh that fall within its band, so moving into a higher band does not change '
    'the price of the units already used. '
    'In addition, a standing charge of 32p per day covers maintenance of the energy centre and pipework and '
    'applies whether or not any heat is used. '
    'Customers who pay by monthly Direct Debit receive a 4% discount on their unit charges; the discount does '
    'not apply to the standing charge. '
    'VAT at 5% is then added to the whole bill, including the standing charge. '
    'Bills are issued within five working days of the month end and are payable within 14 days. '
    'Our customer service line is open from 8am to 6pm, Monday to Friday, and the emergency line is staffed '
    '24 hours a day. '
    'Meter readings are taken remotely; if a reading fails, we estimate your usage from the same month last year.'
)

B71_GYM = (
    'Bayside Aquatic and Fitness Club: membership fees. '
    'Membership gives access to the gym, the 25 m pool, the sauna and all group classes. '
    'Monthly fees depend on your age on the day you join: juniors aged 12 to 17 pay A$29 per month, '
    'adults aged 18 to 59 pay A$62 per month, and seniors aged 60 and over pay A$45 per month. '
    'Children under 12 cannot take out a membership but may use the pool with a paying adult member. '
    'Members who pay six months up front receive 10% off the monthly fee for those six months, and members who '
    'pay twelve months up front receive 20% off; no discount applies to any other up-front period, which is '
    'charged at the standard monthly fee. '
    'A one-off joining fee of A$99 is payable by all new members, except that it is waived for anyone who pays '
    'twelve months up front. '
    'Monthly members pay by direct debit and may cancel by giving 30 days of notice; up-front payments are '
    'non-refundable but can be frozen for up to two months for medical reasons. '
    'The club is open from 5:30am to 10pm on weekdays and from 7am to 7pm at weekends and on public holidays. '
    'Towel hire is A$3 per visit, and padlocks for the lockers can be bought at reception.'
)

B71_TRANSFER = (
    'Alpenbruecke Transfer: fees for international transfers sent from Switzerland. '
    'Our fee depends on the amount you send, measured in Swiss francs before conversion. '
    'For transfers of up to and including CHF 500 we charge a flat fee of CHF 4.90. '
    'For amounts from CHF 500.01 up to and including CHF 5,000 the fee is 0.9% of the amount sent. '
    'For amounts above CHF 5,000 the fee is 0.7% of the amount sent, with a maximum fee of CHF 55 per transfer. '
    'Transfers to Portugal have a reduced fee of 0.5% in the middle band (CHF 500.01 to CHF 5,000); the flat fee, '
    'the 0.7% rate and the CHF 55 cap are the same as for every other destination. '
    'New customers pay no fee on their first transfer, provided it is CHF 1,000 or less; larger first transfers '
    'are charged normally. '
    'Fees are shown before you confirm and are deducted from your Swiss account together with the amount sent. '
    'The exchange rate we apply includes a margin over the mid-market rate, which is shown separately and is '
    'not part of the fee. '
    'Transfers confirmed before 14:00 on a Swiss business day normally arrive by the next working day, and the '
    'maximum single transfer is CHF 25,000. '
    'Our support team is available by chat from 8:00 to 20:00, Monday to Saturday.'
)

B71_VANHIRE = (
    'Corrib Van and Tool Hire: Luton van (3.5 tonne) rates. '
    'Our Luton vans can be hired for a block of up to 4 hours for €55, or for a full day of up to 24 hours '
    'for €89. '
    'Each additional day after the first is charged at €52, and a hire that runs past 4 hours is automatically '
    'charged as a full day. '
    'Hires of one to six days are charged at these day rates; a hire of exactly seven days is charged at our '
    'weekly rate of €379, and each day beyond seven is charged at €52 on top of the weekly rate. '
    'Every hire includes a free mileage allowance: 50 km on a 4-hour hire, 120 km per day on daily hires, and '
    '800 km on a weekly hire, plus 120 km for each day beyond seven. '
    'Kilometres driven above the allowance are charged at €0.28 per km. '
    'A refundable deposit of €250 is taken on a card at collection and released within five working days of '
    'return. '
    'Vans are supplied with a full tank and must be returned full, or a refuelling charge of €2.10 per litre '
    'applies. '
    'Drivers must be aged 23 to 75 and have held a full licence for at least two years. '
    'The depot is open from 7:30 to 18:00, Monday to Saturday, and is closed on Sundays and bank holidays.'
)

B71_PERMIT = (
    'Ashbourne Vale District Council: resident parking permits 2025/26. '
    'Residents living in a controlled parking zone can apply for an annual permit for a vehicle registered at '
    'their address. '
    'The price depends on the official CO2 emissions of the vehicle: Band 1 (zero emission, 0 g/km) is free; '
    'Band 2 (1 to 120 g/km) costs £65; Band 3 (121 to 185 g/km) costs £110; and Band 4 (over 185 g/km) '
    'costs £175. '
    'Vehicles with no recorded CO2 figure are charged at the Band 3 price. '
    'A maximum of two permits can be issued to any one address. '
    'The second permit issued to an address carries a 50% surcharge on its band price, except that zero-emission '
    'vehicles remain free whether they hold the first or the second permit. '
    'Residents receiving Council Tax Support get a 30% discount on the first permit at their address; the '
    'discount does not apply to a second permit. '
    'Six-month permits are available at 55% of the annual price. '
    'Blue Badge holders can park free in resident bays and do not need a permit. '
    'Visitor scratch cards cost £1.20 each, up to 60 per household per year. '
    'Applications are made online and usually take five working days to process; if you move out or sell your '
    'vehicle, we refund any whole unused months, less a £10 administration fee.'
)

BATCHES_71: dict[str, list[tuple[str, str, bool]]] = {
    'museum tickets by age': [(B71_MUSEUM, c, True) for c in (
        'A 15-year-old visitor pays the child price of £6.50.',
        'Two adults visiting with a 4-year-old pay £28.00 in admission, because children under 5 go free.',
        'For two adults and three children aged 5 to 15, the £36 family ticket saves £11.50 compared with '
        'buying individual tickets.',
        'A group of 12 adults who book two weeks ahead pays £142.80 in total after the group discount.',
        'A 65-year-old pays the senior price of £11.50.',
        'One carer accompanying a disabled visitor is admitted free of charge.',
        'A group of 20 seniors who book two weeks ahead pays about £196 in total.',
    )] + [(B71_MUSEUM, c, False) for c in (
        'A 16-year-old still pays the child price of £6.50.',
        'A group of 11 adults who book two weeks ahead gets the group discount and pays £130.90 in total.',
        'Two adults visiting with a 4-year-old pay £34.50 in admission.',
        'A group of 12 adults who book two weeks ahead pays £168.00 in total.',
        'A 64-year-old qualifies for the senior price of £11.50.',
        'The family ticket covers two adults and up to four children.',
        'Parking in the museum car park is included in the admission price.',
    )],
    'heat network tiers': [(B71_HEAT, c, True) for c in (
        'In a month with 250 kWh of use, the unit charges come to £24.50 before VAT.',
        'For 800 kWh in a month, the unit charges total £66.40, since only the 500 kWh above 300 are billed '
        'at 7.40p.',
        'If you use exactly 1,000 kWh in a month, none of it is charged at the 6.10p rate, and the unit charges '
        'come to £81.20.',
        'Using 1,500 kWh in a month gives unit charges of £111.70 before any discount or VAT.',
        'In a 31-day month the standing charge comes to £9.92 before VAT.',
        'A customer who does not pay by Direct Debit and uses 800 kWh in a 31-day month pays about £80.14 '
        'including VAT.',
        'A Direct Debit customer who uses 800 kWh in a 31-day month pays about £77.35 including VAT.',
    )] + [(B71_HEAT, c, False) for c in (
        'For 800 kWh in a month, the unit charges are £59.20, because all the units are billed at 7.40p.',
        'Using 1,500 kWh in a month gives unit charges of £91.50 before VAT.',
        'A customer using 250 kWh in a 30-day month pays about £26 in total including VAT.',
        'A Direct Debit customer who uses 800 kWh in a 31-day month pays about £76.93 including VAT.',
        'The 4% Direct Debit discount also reduces the daily standing charge.',
        'Once usage passes 1,000 kWh, every kWh used that month is billed at 6.10p.',
        'VAT is added to heat bills at 20%.',
    )],
    'gym membership': [(B71_GYM, c, True) for c in (
        'A 17-year-old joins at the junior rate of A$29 a month.',
        'An adult paying monthly pays A$161 in the first month, including the joining fee.',
        'An adult who pays twelve months up front pays A$595.20 in total, with no joining fee.',
        'A 60-year-old who pays six months up front pays A$342 in total, including the joining fee.',
        'A senior who pays a year up front pays A$432.',
        'Compared with paying monthly for a year plus the joining fee, an adult saves about A$248 by paying '
        'twelve months up front.',
        'A 40-year-old who pays six months up front pays A$433.80 in total, including the A$99 joining fee.',
    )] + [(B71_GYM, c, False) for c in (
        'A 60-year-old joining the club pays the adult rate of A$62 a month.',
        'An adult who pays twelve months up front pays A$694.20 in total, including the joining fee.',
        'An adult who pays six months up front pays A$334.80 in total, joining fee included.',
        'An adult who pays three months up front gets 10% off and pays A$167.40 for the three months.',
        'A senior who pays twelve months up front pays A$486.',
        'The joining fee is waived for members who pay six months up front.',
        'An 18-year-old can still join at the junior rate.',
    )],
    'money transfer fees in CHF': [(B71_TRANSFER, c, True) for c in (
        'For an existing customer, sending CHF 500 costs the flat fee of CHF 4.90.',
        'An existing customer sending CHF 2,000 to Austria pays CHF 18 in fees.',
        'Sending CHF 2,000 to Portugal costs CHF 10 in fees.',
        'A CHF 6,000 transfer costs CHF 42 in fees.',
        'A CHF 12,000 transfer costs CHF 55 in fees, because the cap applies.',
        'An existing customer sending CHF 3,333 to Italy pays a fee of about CHF 30.',
        'A new customer whose first transfer is CHF 800 pays no fee on it.',
    )] + [(B71_TRANSFER, c, False) for c in (
        'For an existing customer, sending CHF 500 costs CHF 4.50 in fees.',
        'A CHF 12,000 transfer costs CHF 84 in fees.',
        'Sending CHF 2,000 to Portugal costs the standard CHF 18 in fees.',
        'A CHF 6,000 transfer costs CHF 54 in fees.',
        'An existing customer sending CHF 300 to Portugal pays only CHF 1.50 in fees.',
        'A new customer pays no fee on a first transfer of CHF 3,000.',
        'The fee already includes the exchange-rate margin.',
    )],
    'van hire': [(B71_VANHIRE, c, True) for c in (
        'A 4-hour hire in which you drive 40 km costs €55.',
        'A 4-hour hire covering 80 km costs €63.40 including the mileage charge.',
        'A three-day hire costs €193 before any mileage charges.',
        'Driving 500 km on a three-day hire adds €39.20, making €232.20 in hire and mileage charges.',
        'The weekly rate of €379 is €22 cheaper than a first day at €89 plus six additional days at €52.',
        'A seven-day hire with 900 km driven comes to €407 in hire and mileage charges.',
        'On a two-day hire, driving 200 km incurs no mileage charge.',
    )] + [(B71_VANHIRE, c, False) for c in (
        'A three-day hire costs €267 before mileage.',
        'A 4-hour hire covering 80 km costs €77.40 including mileage.',
        'Driving 500 km on a three-day hire adds about €106 in mileage charges.',
        'A seven-day hire with 900 km driven comes to €631 in hire and mileage charges.',
        'A six-day hire is charged at the weekly rate of €379.',
        'A nine-day hire costs €505 before mileage.',
        'A 4-hour hire includes a 120 km mileage allowance.',
    )],
    'parking permits by emissions': [(B71_PERMIT, c, True) for c in (
        'A permit for a car emitting 120 g/km costs £65 a year.',
        'A car emitting 185 g/km is in Band 3, so its annual permit costs £110.',
        'A permit for a fully electric car costs nothing, even if it is the second permit at the address.',
        'A second permit for a car emitting 150 g/km costs £165 a year.',
        'A resident receiving Council Tax Support pays £77 for a first permit for a car emitting 150 g/km.',
        'A six-month permit for a car emitting 200 g/km costs about £96.',
        'A household with a first permit for a 110 g/km car and a second for a 190 g/km car pays £327.50 a year '
        'in total.',
    )] + [(B71_PERMIT, c, False) for c in (
        'A car emitting 121 g/km gets a permit for £65 a year.',
        'A second permit for a car emitting 150 g/km costs the standard £110.',
        'A resident on Council Tax Support pays £115.50 for a second permit for a 150 g/km car.',
        'A car with no recorded CO2 figure is charged the Band 4 price of £175.',
        'A car emitting 186 g/km pays the Band 3 price of £110.',
        'An address can hold up to three parking permits.',
        'A six-month permit costs half the annual price.',
    )],
}
