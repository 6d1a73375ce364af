"""Probe batch 69, written by a helper agent that saw neither the code nor an earlier probe (session 47), on six made-
up schedules whose rates hold only for the part of a case inside each band (income tax, property transfer duty, an
electricity tariff in steps, a car park by blocks of hours, a courier by weight bands, a freelance platform's
sliding commission), seven true and seven false claims each. Four of the six write sums in made-up currency codes
("NC 12,000"), which the checks read as plain figures. Counted on session 46's code and on the session's first
change before it was read; read afterwards to find the second (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B69_INCOME_TAX = (
    'Norvalia Revenue Office - Personal Income Tax 2025. Every resident of Norvalia is entitled to a '
    'personal allowance: the first NC 12,000 of annual taxable income is not taxed. Income above the '
    'allowance is taxed in bands, and each rate applies only to the portion of income that falls within '
    'its band. The Basic rate of 10% applies to the portion above NC 12,000 up to NC 30,000. The Middle '
    'rate of 25% applies to the portion above NC 30,000 up to NC 80,000. The Upper rate of 40% applies '
    'only to the portion above NC 80,000. In addition, a flat Health Levy of NC 240 per year is payable '
    'by every resident whose taxable income exceeds NC 20,000; the levy does not vary with income. '
    'Residents aged 67 or over on 1 January of the tax year are exempt from the Health Levy, although '
    'they pay income tax at the normal rates. Returns must be filed by 31 March of the following year, '
    'and any balance due may be paid in two equal instalments, on 31 March and 30 September. Our service '
    'desks in Port Aldren and Vessely are open Monday to Friday, 08:30 to 16:00, and are closed on '
    'public holidays.'
)

B69_PROPERTY_DUTY = (
    'Calder Land Registry - Land Transfer Duty on residential property. Duty is payable by the buyer on '
    'the purchase price of any residential property in Calder, and it is charged in slices: each rate '
    'applies only to the part of the price that falls within its band. No duty is charged on the first '
    'CM 150,000 of the price. The part of the price above CM 150,000 up to CM 300,000 is charged at 2%, '
    'the part above CM 300,000 up to CM 750,000 at 5%, and anything above CM 750,000 at 10%. First-time '
    'buyers purchasing a home to live in pay no duty on the first CM 300,000 of the price and 5% on the '
    'part from CM 300,000 up to CM 500,000. If the price is above CM 500,000, first-time buyer relief is '
    'not available at all and the standard bands apply to the whole price. Transfers between spouses or '
    'civil partners, and transfers of property inherited on death, are fully exempt from duty. The duty '
    'return must be filed and the duty paid within 30 days of completion; late payment incurs a fixed '
    'penalty of CM 100 plus interest. Payments can be made by bank transfer or at any Registry counter, '
    'open on weekdays from 09:00 to 17:00.'
)

B69_ELECTRICITY = (
    'Marenia Power - StepSaver Home Electricity Tariff. Your monthly bill is made up of a daily standing '
    'charge and unit charges for the electricity you use. The standing charge is M$0.45 per day and is '
    'payable for every day of the billing month, whether or not you use any electricity. Unit charges are '
    'stepped, and each price applies only to the units that fall within its step: the first 200 kWh you '
    'use in a month cost M$0.12 per kWh, units 201 to 500 cost M$0.18 per kWh, and every unit above '
    '500 kWh costs M$0.25 per kWh. Customers who pay by monthly direct debit receive a 5% discount on '
    'their unit charges; the discount is not applied to the standing charge. Meters are read remotely on '
    'the last day of each month, and bills are issued within five working days. Payment is due 14 days '
    'after the bill date for customers who do not pay by direct debit. Our customer line is open Monday '
    'to Saturday, 08:00 to 20:00, and outage reports are taken 24 hours a day. Prices include all taxes '
    'and are fixed until 31 December.'
)

B69_CAR_PARK = (
    'Quayside Multi-Storey Car Park, Vesterholm - Tariffs. The car park is open 24 hours a day, seven '
    'days a week, and has 640 spaces over six levels with a height limit of 2.1 metres. Stays of up to '
    '20 minutes are free, for dropping off and picking up; once a stay exceeds 20 minutes, the full '
    'tariff is charged from the time of arrival. On weekdays (Monday to Friday), the first 2 hours cost a '
    'flat VK 4.00. The third and fourth hours cost VK 3.00 each, and every hour after the fourth costs '
    'VK 2.00; any part of an hour is charged as a full hour. The most you will pay for a single weekday '
    'daytime stay is VK 18.00. Vehicles that enter after 18:00 and leave before 08:00 the next morning '
    'pay a flat night rate of VK 6.00 instead. On Saturdays and Sundays a flat rate of VK 8.00 covers '
    'parking for the whole day. Payment is by card or phone at the pay machines on each level before you '
    'return to your vehicle. A lost ticket is charged at VK 18.00, and electric vehicle charging bays are '
    'available on level 2.'
)

B69_COURIER = (
    'Parcelwise Courier - Standard Parcel Prices. Prices depend on the weight of the parcel and the zone '
    'it is sent to. Any parcel weighing up to 2 kg costs a flat AD 6.50. For parcels over 2 kg and up to '
    '10 kg, add AD 1.20 for each additional kilogram or part of a kilogram above 2 kg. For parcels over '
    '10 kg, the price for the first 10 kg is worked out as above, and each additional kilogram or part of '
    'a kilogram above 10 kg costs AD 0.80. The maximum weight we accept is 30 kg per parcel. These '
    'weight-based prices apply to deliveries within Zone A (mainland, same region); deliveries to Zone B '
    '(mainland, other regions) carry a surcharge of AD 3.00 per parcel, and deliveries to Zone C (the '
    'islands) carry a surcharge of 25% of the weight-based price. Parcels with any side longer than '
    '80 cm are treated as oversize and carry an extra AD 5.00, in addition to any zone surcharge. Cover '
    'for loss or damage up to AD 50 is included free of charge. Parcels handed in at a Parcelwise counter '
    'before 15:00 are dispatched the same day; counters are open Monday to Saturday, 09:00 to 18:00, and '
    'are closed on Sundays.'
)

B69_FREELANCE_FEES = (
    'Gigharbor - Service Fees for Freelancers. Joining Gigharbor, creating a profile and sending proposals '
    'are free; we only charge a service fee when you get paid. The fee is tiered and is based on the total '
    'amount you have billed to each client over the whole lifetime of your relationship with that client, '
    'across all contracts; this total never resets. You pay 20% on the first CV$500 billed to a client, '
    '10% on billings from CV$500.01 to CV$10,000, and 5% on everything above CV$10,000. Each rate applies '
    'only to the part of the billings that falls within its tier. A minimum fee of CV$1.00 applies to '
    'every payment, and the total fees you pay on any single client are capped at CV$1,500; once the cap '
    'is reached, further payments from that client are fee-free. For clients you bring to Gigharbor '
    'yourself through your referral link, a flat fee of 3% applies to all billings instead of the tiers. '
    'Fees are deducted automatically before funds reach your Gigharbor balance. Withdrawals to a local '
    'bank account are free and usually arrive within two working days, and support is available by chat '
    '24 hours a day on weekdays.'
)

BATCHES_69: dict[str, list[tuple[str, str, bool]]] = {
    'income tax bands': [(B69_INCOME_TAX, c, True) for c in (
        'Someone with an annual income of NC 10,000 owes no income tax and no Health Levy at all.',
        'A resident under 67 earning NC 25,000 a year pays NC 1,300 in income tax, or NC 1,540 once the '
        'Health Levy is added.',
        'A resident under 67 with an income of NC 100,000 pays a total of NC 22,540, including the Health '
        'Levy.',
        'Someone earning NC 18,000 a year pays NC 600 in income tax and does not have to pay the Health Levy.',
        'A 70-year-old resident with an income of NC 40,000 pays NC 4,300 in total, because pensioners of '
        'that age are exempt from the Health Levy.',
        'On an income of NC 150,000, the income tax works out to roughly 28% of income.',
        'The 40% Upper rate applies only to the part of income above NC 80,000, not to the whole income.',
    )] + [(B69_INCOME_TAX, c, False) for c in (
        'On an income of NC 100,000, the income tax is NC 40,000, since that income falls in the 40% band.',
        'A resident earning NC 25,000 a year pays NC 2,500 in income tax.',
        'On an income of NC 50,000, the income tax comes to NC 8,000.',
        'A resident under 67 earning NC 18,000 pays NC 840 in total once the Health Levy is included.',
        'Residents aged 67 or over are exempt from income tax altogether.',
        'On an income of NC 40,000, the income tax is NC 1,800.',
        'The Health Levy is charged at 2% of taxable income.',
    )],
    'property transfer duty': [(B69_PROPERTY_DUTY, c, True) for c in (
        'A home bought for CM 120,000 attracts no Land Transfer Duty.',
        'On a standard purchase at CM 250,000, the duty is CM 2,000.',
        'A buyer who is not a first-time buyer and pays CM 400,000 owes CM 8,000 in duty.',
        'On a CM 1,000,000 purchase at the standard rates, the duty comes to CM 50,500, just over 5% of the '
        'price.',
        'A first-time buyer purchasing a home to live in for CM 280,000 pays no duty.',
        'A first-time buyer paying CM 450,000 for a home owes CM 7,500, which is CM 3,000 less than a '
        'standard buyer would pay at the same price.',
        'A first-time buyer paying CM 550,000 gets no relief and pays CM 15,500, the same as any other buyer.',
    )] + [(B69_PROPERTY_DUTY, c, False) for c in (
        'On a standard purchase at CM 400,000, the duty is CM 20,000, because the price falls in the 5% band.',
        'A first-time buyer paying CM 550,000 only pays duty on the part above CM 300,000, which comes to '
        'CM 12,500.',
        'On a standard purchase at CM 250,000, the duty is CM 5,000.',
        'The duty on a CM 1,000,000 purchase at the standard rates is CM 55,000.',
        'Transfers between spouses are charged duty at half the normal rates.',
        'First-time buyers pay no duty at all on homes costing up to CM 500,000.',
        'The duty must be paid within 60 days of completion.',
    )],
    'electricity tiers': [(B69_ELECTRICITY, c, True) for c in (
        'A household using 150 kWh in a 30-day month pays M$31.50 before any discount, including the '
        'standing charge.',
        'For 350 kWh used in a month, the unit charges come to M$51.00.',
        'A direct-debit customer using 350 kWh in a 30-day month pays M$61.95 in total.',
        'Using 700 kWh in a 30-day month costs M$141.50 including the standing charge, for a customer who '
        'does not pay by direct debit.',
        'Even with zero consumption, a 31-day month costs M$13.95 in standing charges.',
        'The 5% direct-debit discount does not reduce the daily standing charge.',
        'A household using 700 kWh in a month pays about 18 cents per kWh on average in unit charges.',
    )] + [(B69_ELECTRICITY, c, False) for c in (
        'A household using 700 kWh in a month pays M$175.00 in unit charges, since all of its usage is '
        'charged at the top rate.',
        'For 350 kWh used in a month, the unit charges come to M$63.00.',
        'A direct-debit customer using 350 kWh in a 30-day month pays about M$61.28 in total.',
        'A month in which no electricity is used costs nothing on this tariff.',
        'Using 500 kWh in a month costs M$90.00 in unit charges.',
        'The standing charge is M$0.45 per month.',
        'Customers who pay by direct debit get 10% off their unit charges.',
    )],
    'car park hours': [(B69_CAR_PARK, c, True) for c in (
        'A weekday stay of 15 minutes costs nothing.',
        'Parking for 1 hour 30 minutes during the day on a weekday costs VK 4.00.',
        'A weekday daytime stay of 2 hours 10 minutes costs VK 7.00, because the part hour counts as the third hour.',
        'Parking for 5 hours 30 minutes during the day on a weekday costs VK 14.00.',
        'A weekday daytime stay of 11 hours costs VK 18.00, because the daily maximum applies.',
        'Someone who parks all day on a Saturday pays VK 8.00.',
        'A driver who arrives at 19:30 on a Tuesday and leaves at 07:15 on Wednesday pays VK 6.00.',
    )] + [(B69_CAR_PARK, c, False) for c in (
        'A weekday daytime stay of 3 hours costs VK 9.00.',
        'Parking for 5 hours 30 minutes during the day on a weekday costs VK 12.00.',
        'A weekday daytime stay of 11 hours costs VK 24.00.',
        'A weekday stay of 25 minutes costs nothing, since the first 20 minutes are free.',
        'The third and fourth hours are charged at VK 2.00 each.',
        'A weekday daytime stay of 2 hours 10 minutes costs VK 4.00, because only full hours are charged.',
        'The night rate applies to any vehicle that enters after 16:00.',
    )],
    'courier weight bands': [(B69_COURIER, c, True) for c in (
        'Sending a 1.5 kg parcel within Zone A costs AD 6.50.',
        'A 2.3 kg parcel to Zone A costs AD 7.70, because the extra 0.3 kg is charged as a whole kilogram.',
        'A 5 kg parcel sent within Zone A costs AD 10.10.',
        'Sending a 7.4 kg parcel to Zone B costs AD 16.70 including the zone surcharge.',
        'A 14 kg parcel to Zone A costs AD 19.30.',
        'A 14 kg parcel sent to Zone C costs a little over AD 24.',
        'A 25 kg parcel with one side of 95 cm sent to Zone B costs AD 36.10 in total.',
    )] + [(B69_COURIER, c, False) for c in (
        'A 14 kg parcel to Zone A costs AD 9.70.',
        'A 2.3 kg parcel to Zone A costs AD 6.86, since only the extra 0.3 kg is charged.',
        'A 5 kg parcel sent within Zone A costs AD 11.30.',
        'The Zone C surcharge is a flat AD 3.00 per parcel.',
        'A 25 kg parcel with one side of 95 cm sent to Zone B costs AD 31.10 in total.',
        'Parcelwise accepts parcels weighing up to 40 kg.',
        'Sending a 7.4 kg parcel to Zone B costs AD 15.98 including the zone surcharge.',
    )],
    'freelance commission': [(B69_FREELANCE_FEES, c, True) for c in (
        'When the first payment from a new non-referred client is CV$300, the freelancer pays a fee of CV$60.',
        'A first payment of CV$2,000 from a new non-referred client carries fees of CV$250, so the freelancer '
        'receives CV$1,750.',
        'If a non-referred client has already been billed CV$10,000, a further payment of CV$1,000 from that client '
        'carries a fee of CV$50.',
        'A freelancer billing a new non-referred client CV$15,000 in a single payment pays CV$1,300 in fees, an '
        'average rate of just under 9%.',
        'If a new non-referred client pays CV$30,000 in a single payment, the fee is capped at CV$1,500.',
        'For a client the freelancer brought in through their own referral link, a single CV$30,000 payment '
        'incurs a fee of CV$900.',
        'A CV$4 first payment from a new non-referred client carries a fee of CV$1.00, because of the minimum fee.',
    )] + [(B69_FREELANCE_FEES, c, False) for c in (
        'A new non-referred client paying CV$15,000 in one payment generates a fee of CV$750, since amounts above '
        'CV$10,000 are charged at 5%.',
        'A first payment of CV$2,000 from a new non-referred client carries fees of CV$400.',
        'If a new non-referred client pays CV$30,000 in a single payment, the fee comes to CV$2,050.',
        'A single CV$10,000 payment from a new non-referred client carries a fee of CV$1,000.',
        'The 3% referral rate applies to any client a freelancer has worked with for more than a year.',
        'A CV$4 first payment from a new non-referred client carries a fee of CV$0.80.',
        'The tiers reset each calendar year, so the first payment from a long-standing client in January is '
        'charged at 20% again.',
    )],
}
