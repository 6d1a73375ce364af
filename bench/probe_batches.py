"""Probe batches 27 and 29-33, each written by a helper agent that saw neither the code nor an earlier probe (sessions
33-34), in the shape of :mod:`probes`: six made-up documents per batch, each with seven true and seven false claims.
Batches 27 and 29 drove session 34's first two rounds of changes, batches 30-31 its third; batches 32-33 were read
only after every change, so they measured it out of sample (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

from probe_batches_34_39 import BATCHES_34_39
from probe_batches_40_41 import BATCHES_40_41
from probe_batches_42_43 import BATCHES_42_43
from probe_batches_44 import BATCHES_44
from probe_batches_45 import BATCHES_45
from probe_batches_46_49 import BATCHES_46_49
from probe_batches_50_53 import BATCHES_50_53
from probe_batches_54_57 import BATCHES_54_57
from probe_batches_58_61 import BATCHES_58_61
from probe_batches_62_65 import BATCHES_62_65
from probe_batches_66 import BATCHES_66
from probe_batches_67 import BATCHES_67
from probe_batches_68 import BATCHES_68
from probe_batches_69 import BATCHES_69
from probe_batches_70 import BATCHES_70
from probe_batches_71 import BATCHES_71
from probe_batches_72 import BATCHES_72
from probe_batches_73 import BATCHES_73
from probe_batches_74 import BATCHES_74
from probe_batches_75 import BATCHES_75
from probe_batches_76 import BATCHES_76
from probe_batches_77 import BATCHES_77
from probe_batches_78 import BATCHES_78
from probe_batches_79 import BATCHES_79
from probe_batches_80 import BATCHES_80
from probe_batches_81 import BATCHES_81
from probe_batches_82 import BATCHES_82
from probe_batches_83 import BATCHES_83
from probe_batches_84 import BATCHES_84
from probe_batches_85 import BATCHES_85
from probe_batches_86 import BATCHES_86
from probe_batches_87 import BATCHES_87
from probe_batches_88 import BATCHES_88
from probe_batches_89 import BATCHES_89
from probe_batches_90 import BATCHES_90
from probe_batches_91 import BATCHES_91
from probe_batches_92 import BATCHES_92
from probe_batches_93 import BATCHES_93
from probe_batches_94 import BATCHES_94
from probe_batches_95 import BATCHES_95
from probe_batches_96 import BATCHES_96
from probe_batches_97 import BATCHES_97
from probe_batches_98 import BATCHES_98
from probe_batches_99 import BATCHES_99
from probe_batches_100 import BATCHES_100
from probe_batches_101 import BATCHES_101
from probe_batches_102 import BATCHES_102
from probe_batches_103 import BATCHES_103
from probe_batches_104 import BATCHES_104
from probe_batches_105 import BATCHES_105
from probe_batches_106 import BATCHES_106
from probe_batches_107 import BATCHES_107
from probe_batches_108 import BATCHES_108
from probe_batches_109 import BATCHES_109
from probe_batches_110 import BATCHES_110
from probe_batches_111 import BATCHES_111
from probe_batches_112 import BATCHES_112
from probe_batches_113 import BATCHES_113
from probe_batches_114 import BATCHES_114
from probe_batches_115 import BATCHES_115
from probe_batches_116 import BATCHES_116
from probe_batches_117 import BATCHES_117
from probe_batches_118 import BATCHES_118
from probe_batches_119 import BATCHES_119
from probe_batches_120 import BATCHES_120
from probe_batches_121 import BATCHES_121
from probe_batches_122 import BATCHES_122
from probe_batches_123 import BATCHES_123
from probe_batches_124 import BATCHES_124
from probe_batches_125 import BATCHES_125
from probe_batches_126 import BATCHES_126
from probe_batches_127 import BATCHES_127
from probe_batches_128 import BATCHES_128
from probe_batches_129 import BATCHES_129
from probe_batches_130 import BATCHES_130
from probe_batches_131 import BATCHES_131
from probe_batches_132 import BATCHES_132
from probe_batches_133 import BATCHES_133
from probe_batches_134 import BATCHES_134
from probe_batches_135 import BATCHES_135
from probe_batches_136 import BATCHES_136
from probe_batches_137 import BATCHES_137
from probe_batches_138 import BATCHES_138
from probe_batches_139 import BATCHES_139
from probe_batches_140 import BATCHES_140
from probe_batches_141 import BATCHES_141
from probe_batches_142 import BATCHES_142
from probe_batches_143 import BATCHES_143
from probe_batches_144 import BATCHES_144
from probe_batches_145 import BATCHES_145
from probe_batches_146 import BATCHES_146
from probe_batches_147 import BATCHES_147
from probe_batches_148 import BATCHES_148
from probe_batches_149 import BATCHES_149
from probe_batches_150 import BATCHES_150
from probe_batches_151 import BATCHES_151
from probe_batches_152 import BATCHES_152
from probe_batches_153 import BATCHES_153
from probe_batches_154 import BATCHES_154
from probe_batches_155 import BATCHES_155
from probe_batches_156 import BATCHES_156
from probe_batches_157 import BATCHES_157
from probe_batches_158 import BATCHES_158
from probe_batches_159 import BATCHES_159
from probe_batches_160 import BATCHES_160
from probe_batches_161 import BATCHES_161
from probe_batches_162 import BATCHES_162
from probe_batches_163 import BATCHES_163
from probe_batches_164 import BATCHES_164
from probe_batches_165 import BATCHES_165
from probe_batches_166 import BATCHES_166
from probe_batches_167 import BATCHES_167

# Batch 27.
B27_SLEEPER_TRAIN = (
    "Highland Nightline - Winter Timetable and Fares (valid 4 November 2024 to 29 March 2025). "
    "The northbound sleeper leaves London Euston at 21:15 Sunday to Friday and arrives in Inverness at "
    "08:42 the next morning. There is no service on Saturday nights. Southbound trains depart Inverness "
    "at 20:30 and reach Euston at 07:50. Fares are per cabin, one way: a Classic solo cabin costs £185, "
    "a Classic twin £240, and a Club en-suite room £310, which includes breakfast. Seated coach tickets "
    "cost £55 per person. Children aged 4-15 travel at half the adult seat fare; children under 4 travel "
    "free but must share a berth with an adult. One dog per cabin is allowed for a £30 supplement, except "
    "in Club rooms, where dogs are not permitted. In London, cabins may be boarded from 20:45. "
    "Cancellations made at least 48 hours before departure are refunded minus a £20 fee; later "
    "cancellations receive no refund. The train manager for enquiries is Fiona MacRae."
)

B27_BIKE_SHARE = (
    "CityCycle Harbourton - Membership Terms, effective 1 March 2025. Three plans are available. "
    "Pay-as-you-go riders pay a £1.00 unlock fee plus 15p per minute. The Monthly plan costs £12 per month "
    "and includes unlimited rides of up to 45 minutes each; every minute beyond 45 is charged at 10p. "
    "The Annual plan costs £99 per year, paid upfront, with the same 45-minute allowance. E-bikes carry "
    "a surcharge of 8p per minute on all plans, including Annual. Riders must be at least 16 years old; "
    "those aged 14 and 15 may ride only on a parent's account with written consent. Bikes must be "
    "returned to a docking station; leaving a bike elsewhere incurs a £20 relocation fee, except during "
    "station outages announced in the app. A bike not returned within 24 hours is treated as lost and "
    "charged at £450. Students with a valid NUS card receive 25% off the Annual plan. Customer support, "
    "managed by Priya Nandakumar, is open from 7am to 10pm every day."
)

B27_AIRPORT_PARKING = (
    "Eastmoor Airport Parking Tariff - from 1 April 2025. Short Stay (Car Park A, a 2-minute walk to the "
    "terminal): £6 for the first hour, then £4 for each additional hour, capped at £40 per 24 hours. "
    "Long Stay (Car Park C, shuttle bus every 12 minutes): £95 for 7 days if booked online at least 24 "
    "hours ahead; each extra day beyond 7 on a pre-booked stay costs £11. The drive-up rate is £22 per "
    "day. Drop-off zone: £5 for the first 10 minutes, then £1 per minute, maximum stay 20 minutes. Blue "
    "Badge holders park free for up to 3 hours, in Short Stay only. Vehicles over 2.1 metres high must "
    "use Car Park C. Meet & Greet costs £150 for up to 8 days; cars are handed over on Level 2 of Car "
    "Park A. Online bookings can be amended free of charge until 48 hours before arrival; after that, "
    "each amendment costs £10. Payment is by card only - no cash is accepted. Enquiries should go to "
    "the parking manager, Tom Ellery."
)

B27_CAR_HIRE = (
    "Coastline Car Hire, Faro Airport branch - Rental Agreement Summary. Hirer: Daniel Okafor. Vehicle: "
    "Group C (Renault Clio or similar), manual gearbox. Pick-up: Tuesday 10 June 2025 at 14:00; return: "
    "Tuesday 17 June 2025 by 14:00. Daily rate: €32. Late returns of up to 59 minutes are free; after "
    "that a full extra day is charged. Fuel policy is full-to-full: if the car comes back with less fuel, "
    "a refuelling charge of €2.40 per litre plus a €25 service fee applies. Mileage is unlimited within "
    "mainland Portugal; taking the car into Spain requires a cross-border fee of €60 per rental and must "
    "be declared at pick-up. Additional drivers cost €8 per day, capped at €80 per rental. Drivers must "
    "be 23 or over and have held a full licence for at least 2 years; drivers under 25 pay a young-driver "
    "fee of €12 per day. A security deposit of €900 is held on a credit card (debit cards not accepted), "
    "reduced to €300 if Super Cover (€19 per day) is purchased. "
    "The excess without Super Cover is €1,400."
)

B27_BAGGAGE_POLICY = (
    "SkyVale Airways - Checked Baggage Policy for short-haul flights, from 1 January 2025. Each passenger "
    "may bring one cabin bag up to 55 x 40 x 20 cm and 10 kg, plus one small personal item that fits "
    "under the seat. Basic fares include no checked bag; Standard fares include one 23 kg bag; Flex fares "
    "include two 23 kg bags. Extra checked bags cost £35 each if added online up to 3 hours before "
    "departure, or £60 each at the airport desk. Bags weighing 23.1-32 kg incur an overweight fee of £45 "
    "per bag; bags over 32 kg are not accepted. Sports equipment such as skis or golf clubs counts as one "
    "checked bag, except bicycles, which cost a flat £70 each way. Infants under 2 receive a 10 kg bag "
    "allowance plus a free pushchair. Bag drop closes 45 minutes before departure. Lost baggage claims "
    "must be filed within 21 days of the flight; damage must be reported within 7 days. The head of "
    "customer relations is Mariana Costa."
)

B27_LANTERN_WALK = (
    "Old Town Lantern Walk - Booking Information, Season 2025. The Lantern Walk runs from 2 May to 28 "
    "September, on Wednesdays, Fridays and Saturdays only, starting at 19:30 from the fountain in St "
    "Aldric Square and finishing at the Bell Tower at 21:15. The route covers 3.2 km and includes about "
    "140 steps, so it is not suitable for wheelchairs. Tickets: adults £18, seniors (65+) £15, children "
    "aged 8-15 £9; children under 8 are not admitted. A family ticket for two adults and two children "
    "costs £45. Groups of 10 or more receive 10% off adult tickets, except on Saturdays. Helen Marsh "
    "leads the Wednesday and Friday walks; Gareth Lloyd leads on Saturdays. Each walk takes a maximum of "
    "24 people. Walks go ahead in light rain; if one is cancelled for severe weather, customers get a "
    "full refund or a free transfer to another date. Tickets cancelled by customers more than 72 hours "
    "ahead are refunded in full; within 72 hours, no refund is given."
)

BATCH27: dict[str, list[tuple[str, str, bool]]] = {
    "sleeper train": [(B27_SLEEPER_TRAIN, c, True) for c in (
        "The northbound sleeper from Euston to Inverness takes 11 hours and 27 minutes.",
        "The southbound journey from Inverness to London Euston lasts 11 hours 20 minutes.",
        "A Club en-suite room costs £125 more than a Classic solo cabin for a one-way trip.",
        "A ten-year-old travelling in the seated coach pays £27.50 for a one-way journey.",
        "Dogs are allowed in Classic cabins for a supplement but are not allowed in Club en-suite rooms.",
        "Passengers boarding in London can get into their cabin half an hour before the train departs.",
        "Someone who cancels three days before departure gets their money back less a £20 fee.",
    )] + [(B27_SLEEPER_TRAIN, c, False) for c in (
        "The northbound sleeper reaches Inverness at 08:24 the following morning.",
        "Breakfast is included in the fare for a Classic twin cabin.",
        "A passenger who cancels 24 hours before departure is refunded minus a £20 fee.",
        "Children under 4 travel free and are given their own berth.",
        "Two adults travelling in the seated coach pay £120 in total for a one-way trip.",
        "The winter timetable remains valid until 29 April 2025.",
        "Free Wi-Fi is available in every cabin on the Highland Nightline sleeper.",
    )],
    "bike share (batch 27)": [(B27_BIKE_SHARE, c, True) for c in (
        "A 20-minute pay-as-you-go ride on a standard bike costs £4.00 including the unlock fee.",
        "Paying for the Monthly plan for twelve months costs £45 more than one year of the Annual plan.",
        "A student with a valid NUS card pays £74.25 for the Annual plan.",
        "A Monthly member who rides a standard bike for 50 minutes pays 50p in extra-minute charges.",
        "Annual members still have to pay the per-minute surcharge when they ride an e-bike.",
        "A 15-year-old may ride only on a parent's account and only with written consent.",
        "CityCycle customer support is staffed for 15 hours each day.",
    )] + [(B27_BIKE_SHARE, c, False) for c in (
        "Monthly plan members get unlimited rides of up to 60 minutes each.",
        "A 30-minute pay-as-you-go ride on a standard bike costs £5.00 in total.",
        "Students with a valid NUS card receive 25% off the Monthly plan.",
        "Leaving a bike outside a docking station always results in a £20 relocation fee.",
        "A bike that has not been returned within 12 hours is treated as lost and charged £450.",
        "The Annual plan can be paid in monthly instalments of £8.25.",
        "Annual members are exempt from the e-bike surcharge.",
    )],
    "airport parking (batch 27)": [(B27_AIRPORT_PARKING, c, True) for c in (
        "Parking for three hours in the Short Stay car park costs £14.",
        "A 10-day Long Stay booked online at least a day ahead costs £128.",
        "Driving up to Long Stay for 7 days costs £59 more than booking the same week online in advance.",
        "Waiting 15 minutes in the drop-off zone costs £10.",
        "A van measuring 2.3 metres in height has to park in Car Park C.",
        "The shuttle bus serving the Long Stay car park runs five times an hour.",
        "Blue Badge holders get up to three hours of free parking, but only in the Short Stay car park.",
    )] + [(B27_AIRPORT_PARKING, c, False) for c in (
        "Blue Badge holders can park free for up to three hours in the Long Stay car park.",
        "The Long Stay shuttle bus runs every 15 minutes.",
        "Changing an online booking 24 hours before arrival is free of charge.",
        "Meet & Greet parking costs £150 for a stay of up to 7 days.",
        "Parking for five hours in Short Stay costs £30.",
        "Short Stay charges are capped at £40 per week.",
        "Meet & Greet customers hand over their cars at the terminal forecourt.",
    )],
    "car hire": [(B27_CAR_HIRE, c, True) for c in (
        "At the daily rate, the basic hire charge for Daniel Okafor's full rental comes to €224.",
        "The rental lasts seven days, with both pick-up and return falling on a Tuesday.",
        "Bringing the car back at 14:45 on 17 June would not trigger an extra day's charge.",
        "Adding one extra driver for the whole rental would cost €56.",
        "Buying Super Cover lowers the security deposit by €600.",
        "A 24-year-old who has held a licence for three years can hire but pays €12 a day extra.",
        "Returning the car 10 litres short of full would cost €49 in refuelling charges.",
    )] + [(B27_CAR_HIRE, c, False) for c in (
        "The security deposit may be held on a debit card.",
        "Super Cover for the full seven-day rental costs €140.",
        "A 22-year-old with a four-year-old licence can hire the car by paying the young-driver fee.",
        "Mileage is unlimited throughout Portugal and Spain at no extra cost.",
        "The cross-border fee for driving into Spain is €60 per day.",
        "The hired vehicle is a Renault Clio or similar with an automatic gearbox.",
        "The additional driver charge is capped at €100 per rental.",
    )],
    "baggage policy": [(B27_BAGGAGE_POLICY, c, True) for c in (
        "Adding a checked bag online rather than at the airport desk saves a Basic-fare passenger £25.",
        "A Flex passenger whose two included bags weigh 25 kg each pays £90 in overweight fees.",
        "SkyVale will not accept any checked bag heavier than 32 kg.",
        "Golf clubs count as one checked bag, whereas a bicycle is charged a flat £70 each way.",
        "Taking a bicycle on a return SkyVale trip costs £140 in total.",
        "For a flight departing at 10:30, bag drop closes at 09:45.",
        "Damaged baggage must be reported two weeks sooner than the deadline for lost baggage claims.",
    )] + [(B27_BAGGAGE_POLICY, c, False) for c in (
        "Standard fares include two checked bags of up to 23 kg each.",
        "Extra checked bags can be added online for £35 until one hour before departure.",
        "Lost baggage claims must be filed within 21 days of booking the flight.",
        "All sports equipment, including bicycles, counts as a single checked bag.",
        "Infants under 2 are given a 15 kg checked bag allowance and a free pushchair.",
        "Two extra bags bought at the airport desk cost £100 in total.",
        "The overweight fee is £45 for every kilogram above 23 kg.",
    )],
    "lantern walk": [(B27_LANTERN_WALK, c, True) for c in (
        "Each Lantern Walk lasts 1 hour and 45 minutes from start to finish.",
        "A family ticket saves £9 compared with buying two adult and two child tickets separately.",
        "A group of ten adults booking a Friday walk pays £162 in total.",
        "Gareth Lloyd is the guide for the Saturday walks.",
        "A six-year-old child would not be admitted on the walk.",
        "No Lantern Walks take place on Sundays during the 2025 season.",
        "If severe weather cancels a walk, customers may pick a full refund or a free date change.",
    )] + [(B27_LANTERN_WALK, c, False) for c in (
        "Groups of 10 or more get 10% off adult tickets on any day the walk runs.",
        "Senior tickets at £15 are available to anyone aged 60 or over.",
        "Helen Marsh is the guide who leads the Saturday walks.",
        "The 2025 Lantern Walk season ends on 28 October.",
        "A customer who cancels 48 hours before the walk receives a full refund.",
        "Each walk is limited to a maximum of 20 participants.",
        "The ticket price includes a hot drink on arrival at the Bell Tower.",
    )],
}


# Batch 29.
B29_SAAS_PRICING = (
    "Taskloom Pricing (effective 1 March 2025). Taskloom offers three plans. Starter is free for "
    "teams of up to 5 users and includes 2 GB of storage per workspace. Team costs $9 per user per "
    "month when billed annually, or $11 per user per month when billed monthly, and includes 100 GB "
    "of shared storage. Business costs $19 per user per month, billed annually only, with a minimum "
    "of 10 users, and adds single sign-on, audit logs and 1 TB of storage. All paid plans include a "
    "14-day free trial; no credit card is required except for Business trials, which need a card on "
    "file. Nonprofits receive a 30% discount on Team and Business, but not on add-ons. The Guest "
    "add-on costs $3 per guest per month. Extra storage is sold in 50 GB blocks at $5 per month "
    "each. Annual plans can be cancelled within 30 days for a full refund; after that, no refunds "
    "are issued for the remaining term. Priority support, answered within 4 business hours, is "
    "included only with Business. All prices exclude VAT."
)

B29_SAVINGS_ACCOUNT = (
    "Harbourline Bank - Flexi Saver Account Terms (from 2 June 2025). The Flexi Saver pays a "
    "variable rate of 3.60% AER on balances from £1 up to £50,000; any amount above £50,000 earns "
    "1.25% AER. Interest is calculated daily and paid monthly on the first business day of each "
    "month. The account can be opened by UK residents aged 16 or over, with a minimum opening "
    "deposit of £100. You may make up to three free withdrawals per calendar year; a fourth or later"
    " withdrawal in the same year reduces the rate to 1.50% AER for that whole month. Withdrawals "
    "requested before 3:00 pm on a business day arrive in your linked current account the same day; "
    "later requests arrive the next business day. Deposits are unlimited, except that the total "
    "balance cannot exceed £250,000. We will give you 14 days' written notice before lowering the "
    "rate, unless the change follows a Bank of England base rate cut, in which case we will tell you"
    " within 30 days after the change. Eligible deposits are protected by the FSCS up to £85,000 per"
    " person."
)

B29_HOSTING_SLA = (
    "NimbusStack Cloud Compute - Service Level Agreement (version 4.2, effective 1 January 2025). "
    "NimbusStack commits to 99.95% monthly uptime for single-region virtual machines and 99.99% for "
    "deployments spread across at least two availability zones. If monthly uptime falls below the "
    "commitment, customers receive service credits against the affected service's monthly charge: "
    "10% for uptime below the commitment but at least 99.0%, 25% for uptime below 99.0% but at least"
    " 95.0%, and 100% below 95.0%. Credits must be requested through the support portal within 30 "
    "days of the end of the affected month and are capped at the month's charge for the affected "
    "service. Scheduled maintenance, announced at least 72 hours in advance and performed on Sundays"
    " between 02:00 and 06:00 UTC, does not count as downtime. Outages caused by customer "
    "misconfiguration or beta features are excluded. Critical (Severity 1) support tickets receive a"
    " first response within 15 minutes for Enterprise customers and within 1 hour for Standard "
    "customers. Credits are the sole remedy and are never paid as cash."
)

B29_CONSULTING_INVOICE = (
    "INVOICE #INV-2025-0417. From: Brightwater Analytics Ltd, 14 Canal Street, Leeds. To: Corvan "
    "Retail Group, attn. Priya Natarajan, Finance Director. Invoice date: Monday 7 April 2025. "
    "Payment terms: net 30 days from the invoice date. Services for March 2025: data pipeline "
    "consulting by senior consultant Tom Everly, 32 hours at £120 per hour (£3,840); dashboard "
    "development by analyst Mia Cho, 45 hours at £85 per hour (£3,825); monthly platform licence, "
    "flat fee £650. Subtotal: £8,315. VAT at 20%: £1,663. Total due: £9,978. A 2% early-payment "
    "discount on the subtotal applies if payment is received within 10 days of the invoice date. "
    "Late payments incur interest of 1.5% per month on the outstanding balance. Travel expenses for "
    "the on-site workshop in Manchester on 19 March are billed separately and are not included. "
    "Please pay by bank transfer to sort code 20-45-77, account 63091822, quoting the invoice "
    "number. Queries should be raised with Daniel Frost in accounts within 14 days."
)

B29_PAYROLL_NOTICE = (
    "Payroll Notice - Fenwick & Hale Engineering, issued 3 November 2025 by HR manager Laura "
    "Benning. From 1 January 2026, staff will be paid monthly on the last working day of each month "
    "instead of fortnightly on Fridays. To ease the transition, a one-off advance of up to 50% of "
    "net monthly pay will be available in January, repayable in three equal instalments from "
    "February to April. Overtime worked by hourly staff is paid at 1.5 times the base rate on "
    "weekdays and 2 times on Sundays and public holidays; salaried staff above grade 6 are not "
    "eligible for overtime. Overtime timesheets must be approved by a line manager by 5:00 pm on the"
    " 20th of the month to be included in that month's pay; later approvals roll over to the "
    "following month. The annual pay rise of 4.2% takes effect on 1 April 2026, except for employees"
    " who joined after 1 October 2025, who receive it on their first work anniversary. Payslips will"
    " be available online three working days before payday. Questions should be sent to "
    "payroll@fenwickhale.co.uk."
)

B29_QUARTERLY_RESULTS = (
    "Quorvia Systems Inc. - Q2 Fiscal 2025 Results (quarter ended 30 June 2025), released Thursday "
    "31 July 2025. Revenue reached $412 million, up 18% from $349 million in Q2 2024. Subscription "
    "revenue was $338 million, while professional services contributed the remaining $74 million. "
    "Gross margin improved to 71.5% from 68.9% a year earlier. Operating income was $46 million, "
    "compared with an operating loss of $12 million in Q2 2024. The company ended the quarter with "
    "2,140 enterprise customers, 260 more than at the end of Q1, and net revenue retention of 114%. "
    "Cash and equivalents stood at $1.05 billion. Quorvia repurchased $80 million of shares during "
    "the quarter and approved a further $250 million buyback programme. CEO Elena Marsh said growth "
    "was strongest in Europe, where revenue rose 27%, while North America grew 14%. For Q3, the "
    "company expects revenue of $425-$432 million, and for full-year 2025 revenue of $1.66-$1.68 "
    "billion. Guidance excludes any impact from the pending acquisition of Datalyne, expected to "
    "close in Q4."
)

BATCH29: dict[str, list[tuple[str, str, bool]]] = {
    "saas pricing": [(B29_SAAS_PRICING, c, True) for c in (
        "A team of five people can use Taskloom's Starter plan without paying anything.",
        "Paying monthly for the Team plan costs $2 more per user each month than paying "
        "annually.",
        "The smallest possible Business subscription costs $2,280 per year before VAT.",
        "A 20-user team on annually billed Team pricing would pay $180 a month, excluding VAT.",
        "Starting a Business trial requires a credit card on file, whereas a Team trial does "
        "not.",
        "A nonprofit on the Business plan would pay $13.30 per user per month.",
        "Buying 150 GB of extra storage would cost $15 per month.",
    )] + [(B29_SAAS_PRICING, c, False) for c in (
        "The Team plan comes with 1 TB of shared storage.",
        "Nonprofits get a 30% discount on every Taskloom purchase, including the Guest add-on.",
        "Customers can choose monthly billing for the Business plan at $19 per user.",
        "Annual plans can be cancelled for a full refund at any point within the first 60 "
        "days.",
        "Priority support with a four-hour response time is included in both the Team and "
        "Business plans.",
        "Each guest on the Guest add-on costs $3 per year.",
        "The Business plan includes a dedicated customer success manager.",
    )],
    "savings account": [(B29_SAVINGS_ACCOUNT, c, True) for c in (
        "A 16-year-old UK resident is old enough to open a Flexi Saver account.",
        "A saver holding £60,000 would earn 1.25% AER on £10,000 of that balance.",
        "Depositing £10,000 into a Flexi Saver that already holds £245,000 would not be "
        "permitted.",
        "A withdrawal requested at 4:15 pm on a business day would reach the linked account "
        "the next business day.",
        "Making a fourth withdrawal within one calendar year cuts the rate to 1.50% AER for "
        "that entire month.",
        "After a Bank of England base rate cut, the bank may lower the rate without advance "
        "notice, telling customers within 30 days.",
        "The rate on balances up to £50,000 is 2.35 percentage points higher than the rate on "
        "amounts above it.",
    )] + [(B29_SAVINGS_ACCOUNT, c, False) for c in (
        "Flexi Saver interest is calculated monthly and paid once a year.",
        "A Flexi Saver account can be opened with a deposit of just £1.",
        "Customers may make up to four free withdrawals in each calendar year.",
        "Withdrawals requested before 3:00 pm arrive the same day, including on weekends.",
        "Harbourline Bank always gives 14 days' written notice before any reduction in the "
        "rate.",
        "The FSCS protects eligible Flexi Saver deposits up to £250,000 per person.",
        "Non-UK residents aged 18 or over are also allowed to open a Flexi Saver account.",
    )],
    "hosting sla": [(B29_HOSTING_SLA, c, True) for c in (
        "A deployment spanning two availability zones is covered by a 99.99% monthly uptime "
        "commitment.",
        "A single-region virtual machine with 98.5% uptime in a month would qualify for a 25% "
        "service credit.",
        "A customer paying $400 a month for a service with 94% uptime could receive a $400 "
        "credit.",
        "Enterprise customers get a first response on Severity 1 tickets 45 minutes sooner "
        "than Standard customers.",
        "Scheduled maintenance is carried out within a four-hour window on Sundays.",
        "Downtime caused by a beta feature does not count toward service credits.",
        "Credits for an outage in March 2025 must be requested through the support portal by "
        "30 April 2025.",
    )] + [(B29_HOSTING_SLA, c, False) for c in (
        "Single-region virtual machines are guaranteed 99.99% monthly uptime.",
        "Customers who prefer it can have their service credits paid out in cash.",
        "Maintenance announced just 24 hours in advance is not counted as downtime.",
        "A single-region virtual machine with 99.2% monthly uptime earns a 25% service credit.",
        "NimbusStack performs scheduled maintenance on Saturdays between 02:00 and 06:00 UTC.",
        "Standard customers receive a first response to Severity 1 tickets within 15 minutes.",
        "Service credit requests can be emailed directly to the customer's account manager.",
    )],
    "consulting invoice": [(B29_CONSULTING_INVOICE, c, True) for c in (
        "Tom Everly's consulting is billed at £15 more in total than Mia Cho's dashboard work.",
        "Under the payment terms, the invoice must be paid by 7 May 2025.",
        "If payment is received by 17 April 2025, Corvan earns a discount of £166.30.",
        "Mia Cho billed 13 more hours than Tom Everly for March.",
        "Travel costs for the Manchester workshop are not part of this invoice's total.",
        "In total, 77 hours of consulting and development work were billed on the invoice.",
        "Corvan Retail Group should use INV-2025-0417 as the reference when paying by bank "
        "transfer.",
    )] + [(B29_CONSULTING_INVOICE, c, False) for c in (
        "Mia Cho's dashboard development is billed at £120 per hour.",
        "Late payments attract interest of 1.5% per year on the outstanding balance.",
        "The 2% early-payment discount is calculated on the total including VAT.",
        "The invoice is addressed to Daniel Frost, Finance Director at Corvan Retail Group.",
        "The monthly platform licence is charged at £650 per user.",
        "Including VAT, the invoice total comes to £9,798.",
        "Corvan can settle the invoice either by credit card or by bank transfer.",
    )],
    "payroll notice": [(B29_PAYROLL_NOTICE, c, True) for c in (
        "From January 2026, Fenwick & Hale staff will be paid once a month rather than every "
        "two weeks.",
        "An employee who takes a £900 advance in January would repay £300 a month from "
        "February to April.",
        "An hourly worker with a £20 base rate earns £40 per hour for overtime on a public "
        "holiday.",
        "For an hourly worker on a £12 base rate, weekday overtime pays £18 per hour.",
        "Overtime approved at 6:00 pm on the 20th will be paid in the following month's pay.",
        "An employee who joined on 1 December 2025 will receive the 4.2% rise on 1 December "
        "2026.",
        "A £40,000 salary will rise to £41,680 once the annual pay increase applies.",
    )] + [(B29_PAYROLL_NOTICE, c, False) for c in (
        "From January 2026, staff will be paid on the first working day of each month.",
        "All staff, including salaried employees above grade 6, can claim overtime pay.",
        "The January advance is capped at 50% of an employee's gross monthly pay.",
        "The January advance is repaid in four equal monthly instalments.",
        "Overtime worked on a Sunday is paid at 1.5 times the base rate.",
        "The payroll notice was issued by Laura Benning, the company's finance director.",
        "Every employee will receive the 4.2% pay rise on 1 April 2026.",
    )],
    "quarterly results": [(B29_QUARTERLY_RESULTS, c, True) for c in (
        "Subscriptions accounted for more than 80% of Quorvia's revenue in the second quarter.",
        "Quorvia's Q2 revenue was $63 million higher than in the same quarter of 2024.",
        "Quorvia had 1,880 enterprise customers at the end of the previous quarter.",
        "Gross margin improved by 2.6 percentage points compared with a year earlier.",
        "Quorvia moved from an operating loss in Q2 2024 to an operating profit in Q2 2025.",
        "Revenue in Europe grew faster than revenue in North America during the quarter.",
        "The company's financial guidance leaves out any effect of the planned Datalyne "
        "acquisition.",
    )] + [(B29_QUARTERLY_RESULTS, c, False) for c in (
        "Professional services brought in $84 million of revenue during the quarter.",
        "Quorvia's revenue rose 18% from $349 million in the first quarter of 2025.",
        "Quorvia ended the quarter with cash and equivalents of $1.5 billion.",
        "Quorvia published its second-quarter results on Thursday 30 July 2025.",
        "North America was Quorvia's fastest-growing region, with revenue up 27%.",
        "Quorvia completed its acquisition of Datalyne during the second quarter.",
        "Alongside the new $250 million buyback, Quorvia raised its annual dividend.",
    )],
}


# Batch 30.
B30_SCHOOL_TERM = (
    "Hollybrook Primary School - Autumn Term 2025. Term begins on Wednesday 3 September 2025 for pupils "
    "in Years 1 to 6; Reception pupils start a day later, on Thursday 4 September, and attend mornings "
    "only (8:45-11:45) until Friday 12 September. The school day runs from 8:45 to 15:15, with gates "
    "opening at 8:30. Half-term break is from Monday 27 October to Friday 31 October inclusive; school "
    "reopens on Monday 3 November. INSET (staff training) days, when pupils do not attend, are Friday 24"
    " October and Monday 1 December. Term ends on Friday 19 December at 13:30, not the usual 15:15. "
    "Breakfast club costs £4.50 per session and opens at 7:45; after-school club runs until 18:00 and "
    "costs £11 per session, with a 10% discount for siblings. Holidays taken during term time are not "
    "authorised unless the headteacher, Mrs Alison Carter, approves them in writing at least four weeks "
    "in advance. Parents' evenings are held on Tuesday 14 and Wednesday 15 October."
)

B30_TUITION_FEES = (
    "Northgate University - Undergraduate Tuition Fees 2025/26 (per academic year). Full-time home "
    "students pay £9,535 per year. International students pay £18,900 per year for classroom-based "
    "programmes and £23,400 for laboratory-based programmes such as Chemistry, Engineering and "
    "Biomedical Science; international Medicine students pay £41,250 per year. Part-time home students "
    "pay £4,767 per 60 credits. Students on an optional placement year pay £1,850 for that year, and "
    "those on a study-abroad year pay 15% of their normal fee. Fees may be paid in full by 30 September "
    "or in three instalments: 40% by 30 September, 30% by 31 January and 30% by 30 April. International "
    "students must pay a non-refundable £3,000 deposit to receive their CAS; it is deducted from the "
    "first-year fee. A 5% discount applies to self-funding international students who pay the full fee "
    "by 31 August, but not to sponsored students. Fees for continuing students may rise each year by no "
    "more than 3%. Enquiries: Student Fees Office, Room 1.14, Lister Building."
)

B30_EXAM_RULES = (
    "Westfield College - Written Examination Regulations, Summer 2026. Candidates must arrive at the "
    "examination hall at least 20 minutes before the scheduled start. Morning papers begin at 9:30 and "
    "afternoon papers at 14:00. Candidates arriving up to 30 minutes late may sit the exam but will not "
    "receive extra time; after 30 minutes, entry is refused. No candidate may leave during the first 45 "
    "minutes or the last 15 minutes of any paper. Mobile phones and smartwatches must be switched off "
    "and placed in the clear bags provided; possession of a device at the desk results in a mark of zero"
    " for that paper, even if the device is switched off. Only non-programmable calculators from the "
    "approved list (Casio fx-83GTX or fx-85GTX) are permitted, and only in papers marked 'C'. Candidates"
    " with an agreed access arrangement receive 25% extra time. Students who are ill on the day must "
    "submit a medical certificate to the Exams Officer, Mr Daniel Okafor, within 5 working days. Resits "
    "take place in the week of 17 August 2026 and cost £45 per paper, with the resit mark capped at 40%."
)

B30_LIBRARY_LOANS = (
    "Riverside Public Library - Loan Rules (effective 1 March 2025). Adult members may borrow up to 12 "
    "items at a time; junior members (under 16) may borrow up to 8. Books are lent for 3 weeks, DVDs for"
    " 1 week, and items from the Quick Reads shelf for 7 days. Each item may be renewed twice online or "
    "in person, unless another member has reserved it. Overdue books cost adults 25p per day, up to a "
    "maximum of £6 per item; DVDs cost £1 per day. Junior members pay no fines on books but pay half the"
    " adult rate on DVDs. Reservations cost £1 per item and are free for members aged 60 and over. Lost "
    "or damaged items are charged at the replacement cost plus a £3 processing fee. Membership is free "
    "for anyone who lives, works or studies in the Riverside district; others pay £20 a year. The "
    "library opens Monday to Friday 9:00-19:00 (Wednesday until 20:00), Saturday 9:30-16:00, and is "
    "closed on Sundays and bank holidays. Enquiries: Chief Librarian Priya Nair."
)

B30_SCHOLARSHIP = (
    "Call for Applications: The Margaret Ellison STEM Scholarship 2026. The Ellison Foundation will "
    "award up to 15 scholarships to students starting a full-time undergraduate degree in science, "
    "technology, engineering or mathematics in September 2026. Each scholarship is worth £3,500 per year"
    " for up to three years, paid in two equal instalments in October and February. Applicants must be "
    "aged 17-21 on 1 September 2026, live in Yorkshire, and have a household income below £42,000. "
    "Students already holding another scholarship worth over £1,000 a year are not eligible, unless they"
    " give it up before accepting. Applications open on Monday 12 January 2026 and close at 17:00 on "
    "Friday 27 February 2026; late submissions will not be considered. Each application needs a personal"
    " statement of no more than 800 words and one reference from a teacher. Shortlisted candidates will "
    "be interviewed online between 23 and 27 March, and results will be announced by 30 April. Continued"
    " funding in years two and three requires an average mark of at least 60%. Contact: Dr Helen Marsh."
)

B30_NURSERY_FEES = (
    "Little Acorns Nursery, Hartfield Road - Fees from 1 April 2025. We care for children aged 6 months "
    "to 5 years, Monday to Friday, 7:30-18:30, 51 weeks a year (closed between Christmas and New Year). "
    "Full day (7:30-18:30): £72 for under-2s, £66 for 2-year-olds, £62 for children aged 3 and over. "
    "Morning session (7:30-13:00) or afternoon session (13:00-18:30): £40 for under-2s, £37 for children"
    " aged 2 and over. Fees include meals, snacks, nappies and wipes, except formula milk, which parents"
    " provide. Funded hours for eligible 3- and 4-year-olds (15 or 30 hours a week, term time only) are "
    "deducted from invoices; an optional consumables charge of £5 per funded day applies. A 10% sibling "
    "discount applies to the older child's fees only. Late collection after 18:30 is charged at £15 per "
    "15 minutes or part thereof. A registration fee of £75 is payable on enrolment, and a deposit equal "
    "to two weeks' fees is refunded on leaving, provided four weeks' written notice is given. Manager: "
    "Sophie Brennan."
)

BATCH30: dict[str, list[tuple[str, str, bool]]] = {
    "school term": [(B30_SCHOOL_TERM, c, True) for c in (
        "Reception children begin the autumn term one day after pupils in Years 1 to 6.",
        "A normal school day at Hollybrook lasts six and a half hours.",
        "After the October half-term week, pupils return to school on Monday 3 November.",
        "On the last day of term, pupils finish an hour and forty-five minutes earlier than usual.",
        "Pupils do not come to school on Friday 24 October because it is a staff training day.",
        "A term-time holiday is authorised only if the headteacher approves it in writing at least four "
        "weeks ahead.",
        "Using breakfast club and after-school club on the same day costs £15.50 before any sibling "
        "discount.",
    )] + [(B30_SCHOOL_TERM, c, False) for c in (
        "Reception pupils attend full school days from their first day, Thursday 4 September.",
        "The autumn term ends on Friday 19 December at the normal finishing time of 15:15.",
        "The half-term break runs from Monday 20 October to Friday 24 October.",
        "Breakfast club costs £4.50 per week and opens at 7:45.",
        "Parents' evenings take place on Tuesday 14 and Thursday 16 October.",
        "Class teachers can approve term-time holidays if parents give two weeks' notice.",
        "Hot school lunches at Hollybrook cost £2.60 per day for pupils in Years 3 to 6.",
    )],
    "tuition fees": [(B30_TUITION_FEES, c, True) for c in (
        "International students on laboratory-based programmes pay £4,500 a year more than those on "
        "classroom-based ones.",
        "A home student paying by instalments must pay £3,814 by 30 September.",
        "A self-funding international classroom-based student who pays in full by 31 August would pay "
        "£17,955.",
        "Sponsored international students cannot get the 5% discount for early full payment.",
        "The £3,000 deposit paid by international students is not refundable but counts towards the "
        "first-year fee.",
        "Of the annual fees listed, international Medicine students pay the highest amount, £41,250.",
        "Continuing students will not see their fees go up by more than 3% in any year.",
    )] + [(B30_TUITION_FEES, c, False) for c in (
        "Students on a study-abroad year pay half of their normal tuition fee.",
        "Northgate allows fees to be paid in three equal instalments across the year.",
        "The last fee instalment is due by 31 March.",
        "All international students, including sponsored ones, get 5% off if they pay in full by 31 "
        "August.",
        "International students taking Law or Chemistry pay £23,400 per year as laboratory-based "
        "programmes.",
        "The optional placement year costs £1,850 per semester.",
        "A home student paying by instalments owes £3,814 by 31 January.",
    )],
    "exam rules": [(B30_EXAM_RULES, c, True) for c in (
        "Candidates sitting a morning paper should be in the exam hall by 9:10 at the latest.",
        "A candidate with an agreed access arrangement would get an extra 30 minutes on a two-hour "
        "paper.",
        "A candidate who turns up 40 minutes after a paper has started will not be allowed in.",
        "A student resitting three papers would pay £135 in resit fees.",
        "Having a switched-off phone at the desk still results in a zero for that paper.",
        "In a three-hour afternoon paper, candidates are not allowed to leave after 16:45.",
        "Late candidates admitted within the first 30 minutes are not given extra time to finish.",
    )] + [(B30_EXAM_RULES, c, False) for c in (
        "Candidates who arrive up to 30 minutes late receive extra time to make up for it.",
        "Afternoon examination papers at Westfield College start at 13:30.",
        "Candidates may leave the hall at any point once the first 30 minutes have passed.",
        "Students who are ill must hand in a medical certificate within 10 working days.",
        "Programmable calculators are allowed in papers marked 'C'.",
        "Resit examinations are held in the week of 17 July 2026.",
        "Candidates whose first language is not English may bring a bilingual dictionary into the exam.",
    )],
    "library loans": [(B30_LIBRARY_LOANS, c, True) for c in (
        "A book borrowed on 1 April and not renewed would be due back on 22 April.",
        "An adult who returns a book 10 days late will be fined £2.50.",
        "An adult's overdue fine on a single book can never be more than £6.",
        "A junior member returning a DVD three days late pays £1.50 in fines.",
        "A 65-year-old library member can reserve items free of charge.",
        "An item that another member has reserved cannot be renewed.",
        "On Wednesdays the Riverside library is open for eleven hours.",
    )] + [(B30_LIBRARY_LOANS, c, False) for c in (
        "Junior members under 16 may borrow up to 12 items at once.",
        "DVDs can be borrowed from Riverside Public Library for three weeks.",
        "Adults are fined 25p per week for each overdue book.",
        "Junior members pay half the adult rate when their books are overdue.",
        "Every member of Riverside Public Library pays a £20 annual membership fee.",
        "The library opens on Sunday afternoons from 12:00 to 16:00.",
        "An adult who returns a book 10 days late is fined £3.",
    )],
    "scholarship": [(B30_SCHOLARSHIP, c, True) for c in (
        "A scholar funded for all three years could receive £10,500 in total.",
        "Each of the two yearly scholarship instalments is worth £1,750.",
        "If all 15 scholarships are awarded, the first-year payments will total £52,500.",
        "A student holding another £1,500-a-year scholarship can still qualify by giving it up before "
        "accepting.",
        "Applications must be submitted by 5 pm on 27 February 2026.",
        "Scholars need an average mark of at least 60% to keep their funding after the first year.",
        "Someone who is 22 years old on 1 September 2026 is not eligible for the scholarship.",
    )] + [(B30_SCHOLARSHIP, c, False) for c in (
        "Each Ellison scholarship is worth £3,500 per semester.",
        "Applicants for the Ellison scholarship must live in Lancashire.",
        "Applications for the Ellison scholarship close at 17:00 on Friday 20 February 2026.",
        "Late applications will still be considered but with a penalty.",
        "The personal statement can be up to 1,000 words long.",
        "Students starting a part-time STEM degree in September 2026 can also apply.",
        "Each application needs two references, at least one of them from a teacher.",
    )],
    "nursery fees": [(B30_NURSERY_FEES, c, True) for c in (
        "Five full days a week for a child under two costs £360.",
        "Booking a morning and an afternoon session for a 3-year-old costs £12 more than a full day.",
        "Parents have to provide their own formula milk at Little Acorns.",
        "A parent who collects their child at 18:40 would pay a £15 late collection charge.",
        "When siblings attend, only the older child's fees are reduced by 10%.",
        "A full day at Little Acorns Nursery lasts eleven hours.",
        "The deposit is returned on leaving only if four weeks' written notice has been given.",
    )] + [(B30_NURSERY_FEES, c, False) for c in (
        "Little Acorns accepts children from the age of 3 months.",
        "A full day for a 2-year-old at Little Acorns costs £62.",
        "The 10% sibling discount is applied to both children's fees.",
        "Late collection after 18:30 is charged at £15 per hour.",
        "Funded hours for 3- and 4-year-olds also apply during school holidays.",
        "A parent collecting at 18:50 would be charged £15 for late collection.",
        "Families must pay a £5 consumables charge for every funded day.",
    )],
}


# Batch 31.
B31_TENANCY_AGREEMENT = (
    "Assured Shorthold Tenancy - Flat 3B, 27 Harcourt Road, Leeds LS6 2QP. Landlord: Priya Nandakumar. "
    "Tenants: Tom Ellery and Grace Oduya. The term is 12 months, starting on Saturday 1 March 2025. "
    "Rent is £1,150 per calendar month, payable in advance on the 1st of each month by standing order. "
    "A deposit of £1,325 will be protected with the Deposit Protection Service within 30 days of receipt. "
    "Rent paid more than 14 days late incurs interest at 3% above the Bank of England base rate. "
    "The tenants may not sublet any part of the property. Pets are not permitted, except one caged bird "
    "or fish, unless the landlord gives written consent. Smoking is prohibited inside the flat and on the "
    "balcony. After the first 6 months, the tenants may end the tenancy by giving 2 months' written notice. "
    "The landlord will arrange an annual gas safety check; tenants must allow access when given at least "
    "24 hours' notice, except in an emergency. Council tax, water, electricity and broadband are the "
    "tenants' responsibility; the landlord pays the building service charge of £90 per month."
)

B31_BROADBAND_CONTRACT = (
    "Skylark Fibre - Order Summary. Customer: Daniel Marsh, 14 Elm Crescent, Bristol BS7 8RT. "
    "Package: Fibre 500 (average download 500 Mbps, average upload 75 Mbps). Minimum term: 24 months. "
    "Monthly price: £32.00 for months 1-12, rising to £38.50 for months 13-24. One-off set-up fee: "
    "£29.99, waived for customers who order online. Router: Skylark Hub 6, included; it must be returned "
    "within 30 days of leaving or a £60 charge applies. Installation: Tuesday 9 September 2025, engineer "
    "slot 8:00-13:00. Evening and Saturday appointments are available for an extra £25. Early "
    "termination: if you leave during the minimum term you pay 80% of the remaining monthly charges. "
    "You may cancel without charge within 14 days of the order date (2 September 2025). Add-ons: "
    "Anytime UK Calls £10 per month; Static IP £5 per month, business customers only. Customer support "
    "is open 8am-8pm Monday to Saturday; faults can be reported online 24/7."
)

B31_REMOVALS_QUOTE = (
    "Quote No. RQ-4471 - Hartwell & Sons Removals, issued 18 June 2025 to Mrs Elaine Foster. Move: "
    "6 Linden Close, Reading to 42 Marsh Lane, Oxford (approx. 27 miles). Moving date: Friday 11 July 2025, "
    "crew arriving 7:30am. Crew: 3 porters and one 7.5-tonne lorry; estimated loading time 4 hours and "
    "unloading 3 hours. Charges: labour and vehicle £1,240; packing service (kitchen and books only) £320; "
    "packing materials £85; piano handling surcharge £150. All prices exclude VAT at 20%. Goods-in-transit "
    "insurance covers up to £50,000; items packed by the customer are covered only for loss, not breakage. "
    "A deposit of 10% of the VAT-inclusive total is payable on acceptance; the balance is due 3 working "
    "days before the move. Cancellation more than 7 days before the move: deposit refunded in full; within "
    "7 days: deposit forfeited. Storage, if needed, is £35 per week per container, minimum charge 4 weeks. "
    "This quote is valid for 30 days from the date of issue. We do not move firearms, plants or hazardous "
    "liquids."
)

B31_HOME_INSURANCE = (
    "Policy Summary - HomeSure Plus (Buildings & Contents). Policyholders: Anika and Josef Brandt, 9 Willow "
    "Way, Norwich. Policy period: 15 October 2025 to 14 October 2026. Annual premium £486, or 12 monthly "
    "instalments of £42.50. Buildings cover up to £400,000; contents cover up to £60,000. Single items worth "
    "over £2,000 must be listed individually, otherwise cover for each such item is limited to £2,000. "
    "Standard excess £250 per claim, rising to £1,000 for escape of water claims. Accidental damage to "
    "contents is not included unless the optional Accidental Damage add-on (£38 a year) is purchased. "
    "If the home is left empty for more than 60 consecutive days, cover for theft, malicious damage and "
    "escape of water is suspended. Legal expenses cover up to £100,000 is included. Claims helpline: "
    "0800 555 0192, open 24 hours a day. Bicycles are covered away from home only if locked to a fixed "
    "object, up to £750 per bicycle. No-claims discount: 25% after five claim-free years."
)

B31_WASTE_COLLECTION = (
    "Notice to Residents - Carrow House, Blocks A and B. From Monday 3 November 2025, bin collections "
    "change as follows. General waste (black bins): every Tuesday, collected from 6:30am. Mixed recycling "
    "(blue bins): every other Thursday, starting Thursday 13 November. Food waste (green caddies): every "
    "Tuesday alongside general waste. Glass goes in the communal glass bank by the car park, emptied on "
    "the first Monday of each month. Bin stores are open 7am-10pm; please do not leave bags outside. "
    "Block A residents use the store on Mill Road; Block B residents use the store on Carrow Street. "
    "Bulky items (furniture, mattresses) can be collected for £25 for up to 3 items, booked via the "
    "concierge at least 5 working days ahead; fridges and freezers cost an extra £15 each. Batteries and "
    "small electricals can be left at the concierge desk, staffed 8am-6pm on weekdays only. The recycling "
    "collection due on Thursday 25 December will take place on Saturday 27 December instead. Fly-tipping "
    "in communal areas may result in a £150 charge added to your service charge. Questions: facilities "
    "manager Rhona Baird, extension 214."
)

B31_ENERGY_TARIFF = (
    "Brightwater Energy - Tariff Information: Fix & Save October 2025 (electricity, Greater London). "
    "Tariff type: fixed for 18 months, ending 30 April 2027. Unit rate: 24.6p per kWh; standing charge: "
    "48.2p per day. Payment: monthly Direct Debit only; cash and cheque payments are not available on this "
    "tariff. Exit fee: £50 per fuel if you switch before the end date, except that no exit fee applies in "
    "the final 49 days. Prices include VAT at 5%. Estimated annual cost for a typical household using "
    "2,700 kWh a year: £840. Online account management is required; paper bills cost £2 per bill. "
    "Customers on the Priority Services Register get free quarterly meter readings. Dual-fuel discount: "
    "£25 a year if you also take gas from Brightwater. Night-time EV charging is not offered on this "
    "tariff; customers with an electric vehicle should consider Brightwater Drive, where an off-peak rate "
    "of 8.5p per kWh applies between 00:30 and 05:30."
)

BATCH31: dict[str, list[tuple[str, str, bool]]] = {
    "tenancy agreement (batch 31)": [(B31_TENANCY_AGREEMENT, c, True) for c in (
        "The monthly rent for Flat 3B is £1,150, paid in advance by standing order.",
        "Across the full twelve-month term, the tenants will pay £13,800 in rent.",
        "The deposit is £175 more than one month's rent.",
        "The fixed twelve-month term runs until 28 February 2026.",
        "The tenants could keep a dog in the flat only with the landlord's written consent.",
        "The building service charge of £90 a month is paid by the landlord rather than the tenants.",
        "Except in emergencies, tenants must get at least a day's notice before the gas safety check.",
    )] + [(B31_TENANCY_AGREEMENT, c, False) for c in (
        "The rent for Flat 3B is due on the 15th of each month.",
        "The deposit will be protected with the Deposit Protection Service within 14 days of receipt.",
        "Smoking is banned inside the flat but permitted on the balcony.",
        "The tenants can end the tenancy at any time by giving one month's written notice.",
        "The landlord pays for the flat's broadband and water bills.",
        "The tenancy starts on Sunday 1 March 2025.",
        "The building service charge costs the landlord £1,180 per year.",
    )],
    "broadband contract": [(B31_BROADBAND_CONTRACT, c, True) for c in (
        "Daniel Marsh will pay £384 in monthly charges during the first year of his contract.",
        "The monthly price goes up by £6.50 from the thirteenth month onwards.",
        "The £29.99 set-up fee is not charged when the order is placed online.",
        "The engineer's installation window on 9 September 2025 lasts five hours.",
        "Daniel can cancel without charge until 16 September 2025.",
        "The average upload speed of Fibre 500 is 425 Mbps lower than its average download speed.",
        "Booking a Saturday installation appointment would cost an extra £25.",
    )] + [(B31_BROADBAND_CONTRACT, c, False) for c in (
        "Any Skylark customer can add a Static IP address for £5 a month.",
        "The installation is booked for Wednesday 9 September 2025.",
        "Customer support lines are open from 8am to 8pm every day, including Sundays.",
        "Leaving during the minimum term costs 50% of the remaining monthly charges.",
        "The Anytime UK Calls add-on costs £10 per year.",
        "Over the full 24-month minimum term, the monthly charges come to £840 in total.",
        "The Skylark Hub 6 router becomes the customer's property once the minimum term ends.",
    )],
    "removals quote": [(B31_REMOVALS_QUOTE, c, True) for c in (
        "Before VAT is added, the quoted charges add up to £1,795.",
        "Including VAT, Mrs Foster's removal quote comes to £2,154.",
        "The crew is expected to spend seven hours in total on loading and unloading.",
        "Items Mrs Foster packs herself are insured against loss but not against breakage.",
        "The quote can be accepted until 18 July 2025.",
        "Storing a single container for the minimum period would cost £140 before VAT.",
        "Hartwell & Sons will not move Mrs Foster's houseplants to Oxford.",
    )] + [(B31_REMOVALS_QUOTE, c, False) for c in (
        "The removal crew is due to arrive at 8:30am on moving day.",
        "Mrs Foster is moving from Marsh Lane in Oxford to Linden Close in Reading.",
        "The £320 packing service covers every room in the house.",
        "Goods-in-transit insurance covers the load up to £5,000.",
        "Storage costs £35 per month for each container.",
        "The deposit payable on accepting the quote is £179.50.",
        "Cancelling five days before the move still gets Mrs Foster a full refund of her deposit.",
    )],
    "home insurance (batch 31)": [(B31_HOME_INSURANCE, c, True) for c in (
        "Paying in monthly instalments costs the Brandts £24 more per year than paying annually.",
        "The buildings cover limit is £340,000 higher than the contents cover limit.",
        "The excess on an escape of water claim is four times the standard excess.",
        "Accidental damage to contents is covered only if the Brandts buy the £38-a-year add-on.",
        "With the Accidental Damage add-on, the annual cost of the policy would be £524.",
        "A bicycle stolen away from home while not locked to anything would not be covered.",
        "The claims helpline can be called at any time of the day or night.",
    )] + [(B31_HOME_INSURANCE, c, False) for c in (
        "The policy runs from 15 October 2025 until 15 October 2027.",
        "Legal expenses cover is an optional extra that costs £38 a year.",
        "Any single item worth over £2,000 is fully covered even if it is not listed.",
        "Theft cover is suspended once the home has been empty for more than 30 consecutive days.",
        "The standard excess of £250 applies once per policy year.",
        "The no-claims discount reaches 25% after three claim-free years.",
        "The policy pays for alternative accommodation up to £20,000 if the home becomes uninhabitable.",
    )],
    "waste collection": [(B31_WASTE_COLLECTION, c, True) for c in (
        "Under the new schedule, general waste and food waste are both collected on Tuesdays.",
        "The second blue-bin recycling collection under the new timetable is on 27 November 2025.",
        "Having three bulky items collected, one of them a fridge, would cost £40.",
        "The bin stores at Carrow House are open for 15 hours each day.",
        "Residents of Block A should take their rubbish to the store on Mill Road.",
        "The Christmas Day recycling collection is moved two days later, to Saturday 27 December.",
        "Batteries can be handed in at the concierge desk on weekdays but not at weekends.",
    )] + [(B31_WASTE_COLLECTION, c, False) for c in (
        "Mixed recycling in the blue bins is collected every Thursday.",
        "Block B residents should use the bin store on Mill Road.",
        "Bulky item collections must be booked at least three working days in advance.",
        "The communal glass bank is emptied on the first Friday of each month.",
        "Fly-tipping in communal areas can lead to a £150 fine issued by the city council.",
        "General waste collections start at 7:30am on Tuesdays.",
        "Garden waste from Carrow House is collected fortnightly on Wednesdays.",
    )],
    "energy tariff": [(B31_ENERGY_TARIFF, c, True) for c in (
        "Over a 365-day year, the standing charge on this tariff comes to £175.93.",
        "At the unit rate alone, using 1,000 kWh of electricity would cost £246.",
        "Customers who switch away in the last 49 days before 30 April 2027 pay no exit fee.",
        "Fix & Save October 2025 can only be paid for by monthly Direct Debit.",
        "The off-peak rate on Brightwater Drive applies for five hours each night.",
        "Brightwater Drive's off-peak rate is 16.1p per kWh cheaper than the Fix & Save unit rate.",
        "Customers who also buy their gas from Brightwater receive a £25 annual discount.",
    )] + [(B31_ENERGY_TARIFF, c, False) for c in (
        "The Fix & Save standing charge is 48.2p per week.",
        "The Fix & Save October 2025 price is fixed for 12 months.",
        "Anyone leaving the tariff before its end date must pay a £50 exit fee per fuel.",
        "Night-time EV charging at 8.5p per kWh is available on the Fix & Save tariff.",
        "Paper bills are provided free of charge on request.",
        "A typical household using 2,700 kWh a year would pay an estimated £940 annually.",
        "Customers on the Priority Services Register receive free monthly meter readings.",
    )],
}


# Batch 32.
B32_FESTIVAL_TICKETS = (
    "Harbourlight Festival 2025 - Ticket Terms. The festival runs from Friday 18 July to Sunday 20 July "
    "at Ashcombe Park, Dunmore. A weekend ticket costs £165 and includes access on all three days; a "
    "single-day ticket costs £70. Camping is an add-on at £45 per tent for the whole weekend, with a "
    "maximum of four people per tent. Gates open at 11:00 each day and the main stage closes at 23:00, "
    "except on Sunday, when it closes at 22:00. Children under 12 enter free with a paying adult, limited "
    "to two children per adult; ages 12 to 17 need a teen ticket priced at £95 for the weekend. Tickets "
    "are non-refundable unless the festival is cancelled, in which case refunds are issued within 30 days. "
    "Name changes are allowed until 30 June for a fee of £10 per ticket. Glass bottles are not permitted "
    "anywhere on site. Wristbands must be collected from the Box Office on Mill Lane, which opens at 09:00 "
    "on Friday."
)

B32_SWIMMING_POOL = (
    "Riverside Leisure Centre - Main Pool Timetable (valid from 6 January 2025). The 25-metre main pool is "
    "open Monday to Friday from 06:30 to 21:30 and on Saturday and Sunday from 08:00 to 18:00. Lane "
    "swimming runs on weekdays from 06:30 to 09:00 and again from 19:00 to 21:30; on weekends there are no "
    "lane sessions. Family Fun sessions with inflatables take place on Saturdays and Sundays from 13:00 to "
    "15:00, and children under 8 must be accompanied in the water by an adult aged 16 or over, with no more "
    "than two under-8s per adult. Aqua aerobics classes run on Tuesdays and Thursdays from 10:00 to 10:45. "
    "A single adult swim costs £5.20, a junior swim (ages 5-15) costs £3.10, and under-5s swim free. "
    "Members on the Active Plus plan, at £32 per month, swim at no extra charge. A ten-swim adult pass "
    "costs £46 and is valid for 6 months from purchase. The pool closes for maintenance from 14 to 18 "
    "April inclusive. Swimming caps are recommended but not compulsory."
)

B32_WEDDING_VENUE = (
    "Thornbury Manor - Classic Wedding Package 2026. The Classic package is priced at £9,800 for up to 60 "
    "day guests on Saturdays between May and September; the same package costs £7,900 on any Friday or "
    "Sunday, and £6,500 from Monday to Thursday. Additional day guests are charged at £85 per head, and "
    "evening-only guests at £32 per head. The Orangery holds a maximum of 120 guests. The package includes "
    "exclusive use of the house and grounds from 11:00 until midnight, a three-course wedding breakfast, "
    "half a bottle of house wine per guest, and a sparkling toast. Ceremonies can be held in the Walled "
    "Garden only between April and October; at other times they take place in the Library. A "
    "non-refundable deposit of 25% of the package price secures the date, and the balance is due 12 weeks "
    "before the wedding. Couples may bring their own cake, but outside caterers are not permitted. "
    "Amplified music must end by 23:30. The venue coordinator, Priya Castell, meets each couple twice "
    "before the day."
)

B32_SEASON_TICKETS = (
    "Kestrel Vale FC - 2025/26 Season Ticket Information. Season tickets cover all 23 home league matches "
    "at Halden Road but do not include cup fixtures, for which holders receive a 48-hour priority booking "
    "window. Adult prices are £420 in the North Stand and £515 in the Main Stand; concessions (over-65s "
    "and full-time students) pay £290 in either stand. Juniors aged under 18 pay £120, but only in the "
    "Family Zone of the North Stand, and must be accompanied by an adult season ticket holder. Renewals "
    "received by 31 May keep their existing seat and receive a 10% early-bird discount; after that date "
    "seats are released for general sale on 9 June. Payment can be spread over 10 monthly instalments by "
    "Direct Debit, interest-free, for adult tickets only. Holders who cannot attend a match may list their "
    "seat on the club's Ticket Exchange up to 24 hours before kick-off and receive 50% of the matchday "
    "price if it resells. Lost cards are replaced for a £15 fee. Enquiries go to the ticket office, open "
    "Tuesday to Friday 10:00-16:00."
)

B32_ESCAPE_ROOM = (
    "LockJaw Escape Rooms, Cardiff - Booking Rules. We run three rooms: The Vault (2-6 players, 60 "
    "minutes), Pharaoh's Curse (3-8 players, 75 minutes) and Midnight Ward (4-6 players, 60 minutes). "
    "Prices are per person and depend on group size: £28 each for groups of 2-3, £24 each for groups of "
    "4-5, and £21 each for groups of 6 or more. Sessions start every 90 minutes from 10:00, with the last "
    "start at 20:30 on Fridays and Saturdays and 19:00 on other days. Please arrive 15 minutes before your "
    "slot for the safety briefing; teams arriving more than 10 minutes late will have their game time "
    "shortened. Players under 16 must be accompanied by a participating adult, and Midnight Ward is "
    "strictly 18+ because of its horror content. Bookings can be moved free of charge up to 72 hours "
    "before the start time; later changes or cancellations forfeit the full amount. A £10 deposit per "
    "booking is taken online, with the rest paid at the venue. Gift vouchers are valid for 12 months. "
    "We are closed on Tuesdays."
)

B32_RIVER_CRUISE = (
    "Wyvern River Cruises - Summer Timetable and Fares (1 June to 14 September 2025). Boats depart from "
    "Kingsbridge Pier at 10:15, 12:00, 13:45 and 15:30 daily, plus an extra 17:15 sailing on Saturdays "
    "only. The round trip to Elm Lock and back takes 1 hour 20 minutes, including a 10-minute stop at Elm "
    "Lock where passengers may not disembark. Fares: adults £16, children aged 4-14 £9, under-4s free, and "
    "a family ticket (2 adults and up to 3 children) £44. Seniors over 65 receive £3 off the adult fare, "
    "except on Sundays. Dogs are welcome on the open upper deck only, at no charge. The Sunset Cruise on "
    "Friday evenings departs at 19:00, lasts 2 hours and costs £32 per adult including a glass of "
    "prosecco; it is not suitable for under-18s. Sailings may be cancelled if the river level exceeds 2.4 "
    "metres at Kingsbridge gauge; cancelled passengers are offered a full refund or a free transfer to "
    "another sailing within 30 days. Captain Owen Pryce skippers the Sunset Cruise."
)

BATCH32: dict[str, list[tuple[str, str, bool]]] = {
    "festival tickets (batch 32)": [(B32_FESTIVAL_TICKETS, c, True) for c in (
        "Buying three single-day tickets would cost £45 more than buying one weekend ticket.",
        "The festival lasts three days and finishes on Sunday 20 July.",
        "On Sunday the main stage shuts one hour earlier than it does on Friday.",
        "Ticket holders can only get a refund if the festival itself is cancelled.",
        "Two adults sharing one tent pay £375 in total for their weekend tickets and camping.",
        "A 15-year-old needs a teen weekend ticket, which is £70 cheaper than an adult weekend ticket.",
        "Changing the names on two tickets by 30 June would cost £20 in fees.",
    )] + [(B32_FESTIVAL_TICKETS, c, False) for c in (
        "Children under 12 get in free, with no limit on how many can accompany each paying adult.",
        "The main stage closes at 23:00 on every night of the festival.",
        "Camping costs £45 per person for the whole festival weekend.",
        "If the festival is cancelled, refunds are issued within 14 days.",
        "A weekend ticket costs £105 more than a single-day ticket.",
        "Plastic bottles are banned everywhere on the festival site.",
        "The festival takes place at Dunmore Park in Ashcombe.",
    )],
    "swimming pool": [(B32_SWIMMING_POOL, c, True) for c in (
        "On weekdays, lane swimming is available for a total of five hours per day.",
        "On Saturdays the main pool is open for ten hours.",
        "A ten-swim adult pass saves £6 compared with paying for ten single adult swims.",
        "A three-year-old can swim in the main pool at no charge.",
        "Each aqua aerobics class lasts three quarters of an hour.",
        "An adult aged 16 or over may look after no more than two children under 8 in the water.",
        "Over a full year, the Active Plus plan costs £384.",
    )] + [(B32_SWIMMING_POOL, c, False) for c in (
        "Lane swimming sessions are available on weekend mornings before the Family Fun session.",
        "Aqua aerobics classes are held on Mondays and Wednesdays from 10:00 to 10:45.",
        "The ten-swim adult pass remains valid for 12 months from the date of purchase.",
        "Everyone using the main pool is required to wear a swimming cap.",
        "Each weekend Family Fun session with inflatables runs for three hours.",
        "The main pool at Riverside Leisure Centre is 50 metres long.",
        "Active Plus members pay £32 per week and swim at no extra charge.",
    )],
    "wedding venue": [(B32_WEDDING_VENUE, c, True) for c in (
        "A Classic wedding on a June Saturday costs £1,900 more than the same package on a Sunday.",
        "To secure a Saturday Classic wedding in July, a couple must pay a £2,450 deposit.",
        "A Saturday Classic wedding in August with 70 day guests would cost £10,650 in total.",
        "Exclusive use of the house and grounds lasts 13 hours on the wedding day.",
        "A wedding ceremony held in December would take place in the Library, not the Walled Garden.",
        "Couples can supply their own wedding cake but cannot bring in an outside caterer.",
        "Amplified music has to stop half an hour before the exclusive use of the venue ends.",
    )] + [(B32_WEDDING_VENUE, c, False) for c in (
        "Evening-only guests are charged at £85 per head on top of the package price.",
        "Ceremonies can be held in the Walled Garden at any time of year.",
        "The remaining balance must be paid eight weeks before the wedding.",
        "The deposit is refunded if the couple cancel more than 12 weeks before the wedding.",
        "A Monday to Thursday Classic package costs £1,600 less than one on a Friday.",
        "The Classic package includes a full bottle of house wine for every guest.",
        "Priya Castell, the venue coordinator, meets each couple three times before the wedding.",
    )],
    "season tickets": [(B32_SEASON_TICKETS, c, True) for c in (
        "Renewing a North Stand adult season ticket by 31 May would cost £378.",
        "An adult season ticket in the Main Stand costs £95 more than one in the North Stand.",
        "Adults paying by Direct Debit can spread the cost over ten months without paying interest.",
        "Cup matches are not covered by a season ticket, although holders get priority booking for them.",
        "Junior season tickets can only be bought for the Family Zone of the North Stand.",
        "A 70-year-old pays £290 whether they choose a seat in the North Stand or the Main Stand.",
        "The ticket office is open for six hours a day on four days each week.",
    )] + [(B32_SEASON_TICKETS, c, False) for c in (
        "A season ticket covers every home league and cup match played at Halden Road.",
        "Full-time students can pay for their season ticket in ten interest-free monthly instalments.",
        "Junior season ticket holders may attend matches without an accompanying adult.",
        "If a listed seat resells on the Ticket Exchange, the holder receives 75% of the matchday price.",
        "Seats can be listed on the Ticket Exchange until two hours before kick-off.",
        "A Main Stand adult season ticket renewed before the deadline costs £453.50.",
        "The ticket office answers enquiries from Monday to Friday between 10:00 and 16:00.",
    )],
    "escape room": [(B32_ESCAPE_ROOM, c, True) for c in (
        "A group of four playing The Vault would pay £96 in total.",
        "Six players booking Pharaoh's Curse would pay £126 altogether.",
        "A game of Pharaoh's Curse lasts 15 minutes longer than a game of The Vault.",
        "A 17-year-old is not allowed to play Midnight Ward.",
        "On a Wednesday, the last session of the day starts at 19:00.",
        "There are eight session start times at LockJaw on a Saturday.",
        "A booking can be moved without charge as long as this is done at least three days in advance.",
    )] + [(B32_ESCAPE_ROOM, c, False) for c in (
        "A group of five players pays £21 per person.",
        "Midnight Ward can be played by teams of up to eight people.",
        "Cancelling a booking 48 hours before the start time gets a full refund.",
        "The full price of the game is paid online when the booking is made.",
        "Sessions at LockJaw start every hour from 10:00.",
        "LockJaw Escape Rooms is closed to customers every Monday.",
        "A team of three playing The Vault pays £72 in total.",
    )],
    "river cruise": [(B32_RIVER_CRUISE, c, True) for c in (
        "On Saturdays, five sailings depart from Kingsbridge Pier.",
        "Passengers on the 12:00 sailing arrive back at Kingsbridge Pier at 13:20.",
        "Two adults with children aged 6, 9 and 12 save £15 with a family ticket rather than single fares.",
        "A 70-year-old pays £13 for a cruise on a Wednesday.",
        "On Sundays, seniors over 65 pay the full £16 adult fare.",
        "The Friday evening Sunset Cruise returns at 21:00.",
        "Dogs travel free of charge but must stay on the open upper deck.",
    )] + [(B32_RIVER_CRUISE, c, False) for c in (
        "Passengers may get off the boat during the 10-minute stop at Elm Lock.",
        "The extra 17:15 sailing runs only on Sundays.",
        "A 15-year-old can travel on the £9 child fare.",
        "Sailings may be cancelled if the river level exceeds 2.4 metres at the Elm Lock gauge.",
        "The £32 Sunset Cruise fare includes a two-course dinner as well as a glass of prosecco.",
        "Captain Owen Pryce skippers the daytime sailings to Elm Lock.",
        "The summer timetable runs until the end of September 2025.",
    )],
}


# Batch 33.
B33_PASSPORT_RENEWAL = (
    "Passport Renewal Service - Fees and Processing Times (effective 6 April 2025). "
    "Standard online renewal for adults (aged 16 and over) costs £88.50; the paper form costs £100.00. "
    "Child passports (under 16) cost £57.50 online and £69.00 by post. "
    "Standard applications are normally processed within 3 weeks, but allow up to 10 weeks during the "
    "peak period from March to August. "
    "The Fast Track service returns a passport within 7 days for a fee of £178.00 per adult, and the "
    "Premium same-day service costs £222.00 and is available for adult renewals only. "
    "Premium appointments must be booked at least 48 hours in advance and run Monday to Saturday, "
    "8:30am to 4:30pm, at offices in Belfast, Durham, Glasgow, Liverpool and Newport. "
    "Your old passport must be sent with the application unless it has been reported lost or stolen. "
    "Unused time of up to 9 months remaining on an old passport is no longer added to the new one. "
    "Photographs must have been taken within the last month. "
    "Applicants who need to travel within 3 weeks should not use the standard service."
)

B33_PARKING_PERMIT = (
    "Riverside Residents' Parking Zone R - Permit Terms 2025/26. "
    "Zone R controls apply Monday to Friday, 8am to 6:30pm, and Saturday, 9am to 1pm; parking is "
    "unrestricted on Sundays and bank holidays. "
    "Each household may hold up to three resident permits. The first permit costs £65 per year, the "
    "second £110 per year and the third £180 per year. "
    "Fully electric vehicles receive a 50% discount on the first permit only. "
    "Permits are also available for six months at 55% of the annual price. "
    "Visitor permits are sold in books of 10 one-day scratch cards for £25, with a limit of 12 books "
    "per household per year; residents aged 75 or over get their first 2 books free. "
    "Applicants must provide proof of address dated within the last 3 months and a V5C logbook showing "
    "the vehicle registered at a Zone R address. "
    "Company cars are accepted only with a letter from the employer. "
    "Vehicles over 2.5 metres tall or 5.25 metres long are not eligible. "
    "A permit does not guarantee a space. Refunds are given for whole unused months, minus a £10 "
    "administration fee."
)

B33_RECYCLING_CENTRE = (
    "Millbrook Household Recycling Centre, Quarry Lane - Site Rules (from 1 October 2025). "
    "Opening hours: April to September, 8am to 7pm daily; October to March, 8am to 4pm daily. "
    "The site is closed on 25 and 26 December and 1 January. "
    "Entry is free for residents of Wexford District who book a slot online; each booking lasts "
    "30 minutes and a household may book up to 4 visits per month. "
    "Vans and trailers up to 3 metres long are allowed only with a van permit, which is free but "
    "limited to 12 visits a year. "
    "Household waste is accepted free of charge, except DIY waste: rubble, plasterboard and soil cost "
    "£3.50 per bag or item, up to a maximum of 5 bags per visit. "
    "Tyres cost £5 each, with a limit of 4 per visit. "
    "Asbestos is accepted only on the first Tuesday of each month, by prior arrangement. "
    "Commercial waste is not accepted. "
    "Children under 14 must stay in the vehicle at all times. "
    "Staff may ask for proof of address. Gas bottles, paint and car batteries go in the hazardous "
    "waste area next to Bay 7."
)

B33_JURY_SUMMONS = (
    "Jury Summons. Dear Ms Priya Nandakumar, you are summoned to attend for "
    "jury service at Ashford Crown Court, 14 Tufton Street, on Monday 9 February 2026 at 9:15am. "
    "Jury service normally lasts 10 working days, but you may be asked to stay longer if a trial overruns. "
    "You must reply within 7 days of receiving this letter online; your juror number "
    "is 44817. "
    "To be eligible you must be aged 18 to 75 and have lived in the UK for at least 5 years since your "
    "13th birthday. "
    "You may ask to defer your service once, to a date within 12 months of the original date. "
    "Loss of earnings can be claimed up to £64.95 per day for the first 10 days, rising to £129.91 per "
    "day from day 11. "
    "Travel by car is paid at 31p per mile; parking charges are not refunded. "
    "A food allowance of £5.71 a day is paid only if you are away from home for more than 10 hours. "
    "Failure to attend without good reason may lead to a fine of up to £1,000. "
    "Yours sincerely, Daniel Okafor, Jury Central Summoning Bureau."
)

B33_PLANNING_NOTICE = (
    "Notice of Planning Application. Reference: 25/01873/FUL. Site: The Old Dairy, 27 Brook Road, "
    "Little Haddon. Applicant: Mr and Mrs G. Whitfield. "
    "Proposal: demolition of a single-storey outbuilding and erection of a two-storey side extension "
    "measuring 4 metres wide by 7.5 metres deep, with a ridge height of 7.1 metres, plus conversion "
    "of the garage into a home office. "
    "The existing house has a floor area of 142 square metres; the extension would add 60 square metres. "
    "The site lies within the Little Haddon Conservation Area, so the extension will be finished in "
    "reclaimed red brick and natural slate. "
    "Plans can be viewed online or at the Civic Offices, Market Square, Tuesday to Thursday, 10am to 3pm. "
    "Comments must be made in writing within 21 days of the date of this notice, 3 November 2025. "
    "Anonymous comments will not be considered. The case officer is Helen Marsh. "
    "A decision is expected by 15 December 2025 unless the application is referred to the Planning "
    "Committee, which happens if more than 5 objections are received. "
    "The existing access and both parking spaces will be retained."
)

B33_BUS_PASS = (
    "Concessionary Travel Pass. "
    "Residents who have reached State Pension age, currently 66, or who have an eligible disability "
    "can apply for a free bus pass. "
    "The pass gives free off-peak travel on local buses anywhere in England: from 9:30am to 11pm on "
    "weekdays, and all day at weekends and on bank holidays. "
    "In Northvale only, pass holders may also travel free before 9:30am on weekdays, except on the X40 "
    "express coach, which charges pass holders a flat fare of £1.20 per journey at all times. "
    "Disabled pass holders who need assistance may apply for a companion pass, which lets one "
    "companion travel free. "
    "Passes are valid for 5 years for age-based holders and 3 years for disability-based holders. "
    "Applications take up to 15 working days. "
    "A replacement for a lost or damaged pass costs £10, but is free if the pass was stolen and a crime "
    "reference number is given. "
    "Passes are not valid on trains, trams or the Lakeside ferry. "
    "Applicants must provide a passport-style photo taken within the last month and proof of residence. "
    "For help, call 0300 555 0142, Monday to Friday, 8:30am to 5pm."
)

BATCH33: dict[str, list[tuple[str, str, bool]]] = {
    "passport renewal": [(B33_PASSPORT_RENEWAL, c, True) for c in (
        "An adult who renews using the paper form pays £11.50 more than one who renews online.",
        "Renewing a child's passport online costs £31 less than an adult online renewal.",
        "The Premium same-day service costs £44 more per adult than the Fast Track service.",
        "Children's passports cannot be renewed through the Premium same-day service.",
        "The old passport has to accompany the application, except where it was reported lost or stolen.",
        "Two adults renewing online through the standard service would pay £177 altogether.",
        "A standard application submitted in July could take as long as 10 weeks to process.",
    )] + [(B33_PASSPORT_RENEWAL, c, False) for c in (
        "Standard applications are normally processed within 10 weeks at any time of year.",
        "The Fast Track service costs £187 per adult and returns the passport within 7 days.",
        "Premium appointments can be booked as little as 24 hours in advance.",
        "Premium same-day appointments are offered at a passport office in Cardiff.",
        "Up to 9 months of unused validity on the old passport is carried over to the new one.",
        "Passport photographs taken within the last six months are acceptable.",
        "Premium appointments are available on Sundays as well as on weekdays.",
    )],
    "residents parking permit": [(B33_PARKING_PERMIT, c, True) for c in (
        "A household holding two resident permits pays £175 a year in total.",
        "The owner of a fully electric car pays £32.50 for a year's first permit.",
        "A six-month first permit for a vehicle that is not fully electric costs £35.75.",
        "On Saturdays, Zone R restrictions last four hours, from 9am until 1pm.",
        "Each one-day visitor scratch card works out at £2.50 when bought in a book.",
        "A company car can qualify for a permit only if the employer provides a letter.",
        "A household can buy no more than 120 one-day visitor scratch cards in a year.",
    )] + [(B33_PARKING_PERMIT, c, False) for c in (
        "Fully electric vehicles get half price on every resident permit a household holds.",
        "On Saturdays, Zone R controls apply from 9am until 6:30pm.",
        "The third resident permit for a household costs £110 per year.",
        "Residents aged 65 or over receive their first two books of visitor permits free.",
        "Proof of address may be dated up to six months before the application.",
        "Holding a resident permit guarantees the holder a parking space in Zone R.",
        "Refunds for whole unused months are paid without any administration charge.",
    )],
    "recycling centre": [(B33_RECYCLING_CENTRE, c, True) for c in (
        "In January the centre closes three hours earlier than it does in June.",
        "Disposing of four bags of rubble and two tyres in one visit would cost £24.",
        "The most a resident can be charged for DIY waste bags in a single visit is £17.50.",
        "Asbestos can be brought only on a month's first Tuesday and must be arranged beforehand.",
        "Car batteries should be taken to the hazardous waste area beside Bay 7.",
        "The van permit costs nothing but covers a maximum of 12 visits per year.",
        "Between April and September the site is open for 11 hours every day.",
    )] + [(B33_RECYCLING_CENTRE, c, False) for c in (
        "All household waste, including rubble and plasterboard, can be left free of charge.",
        "Asbestos is accepted every Tuesday as long as the visit is arranged in advance.",
        "Children under 16 must remain inside the vehicle while on site.",
        "A van permit costs £12 and allows up to 12 visits a year.",
        "The recycling centre is closed on New Year's Eve.",
        "Each household may book up to four visits per week.",
        "Commercial waste is accepted at a charge of £3.50 per bag.",
    )],
    "jury summons": [(B33_JURY_SUMMONS, c, True) for c in (
        "Ms Nandakumar must attend Ashford Crown Court at 9:15am on a Monday in February 2026.",
        "A juror who drives 40 miles in a day could claim £12.40 for that travel.",
        "Over the first ten days, a juror could claim at most £649.50 in lost earnings.",
        "Service may be deferred only one time, to a date no later than 12 months after the original.",
        "A person aged 76 would not be eligible to serve on the jury.",
        "The summons was signed by Daniel Okafor of the Jury Central Summoning Bureau.",
        "Drivers are paid per mile for car travel, but parking charges cannot be reclaimed.",
    )] + [(B33_JURY_SUMMONS, c, False) for c in (
        "Ms Nandakumar must reply to the summons within 14 days of receiving it.",
        "Jurors can claim up to £129.91 per day in lost earnings from their first day.",
        "Parking charges are refunded in full for jurors who travel by car.",
        "Every juror receives a £5.71 food allowance for each day they attend court.",
        "Jury service may be deferred twice provided the request is made in writing.",
        "Jury service for Ms Nandakumar begins on Tuesday 9 February 2026.",
        "Not attending without good reason can lead to a fine of up to £5,000.",
    )],
    "planning application": [(B33_PLANNING_NOTICE, c, True) for c in (
        "If built, the extension would increase the house's floor area to 202 square metres.",
        "The last day for submitting written comments is 24 November 2025.",
        "Printed plans can be inspected at the Civic Offices on a Wednesday at 2pm.",
        "The application will go to the Planning Committee if six or more objections are received.",
        "Because the site is in a conservation area, reclaimed red brick and natural slate will be used.",
        "The proposal includes converting the garage into a home office.",
        "Comments sent without a name will not be taken into account.",
    )] + [(B33_PLANNING_NOTICE, c, False) for c in (
        "The Whitfields are applying to build a single-storey side extension.",
        "Paper copies of the plans can be viewed at the Civic Offices on Mondays.",
        "Comments may be submitted up to 28 days after 3 November 2025.",
        "A decision on the application will definitely be made by 15 December 2025.",
        "The application is referred to the Planning Committee once five objections are received.",
        "The proposal would remove one of the two existing parking spaces.",
        "The extension would have a ridge height of 7.5 metres.",
    )],
    "bus pass": [(B33_BUS_PASS, c, True) for c in (
        "A pass holder can travel free on local buses at 8am on a Saturday.",
        "Ten single journeys on the X40 express coach would cost a pass holder £12.",
        "An age-based pass remains valid two years longer than a disability-based pass.",
        "A stolen pass is replaced free of charge if a crime reference number is supplied.",
        "The concessionary pass cannot be used on the Lakeside ferry.",
        "Within Northvale, pass holders can ride ordinary local buses free before 9:30am on weekdays.",
        "The help line is staffed for eight and a half hours each weekday.",
    )] + [(B33_BUS_PASS, c, False) for c in (
        "Across England, the pass gives free bus travel from 9am on weekdays.",
        "Pass holders can travel on the X40 express coach free of charge.",
        "Passes issued on the basis of age are valid for three years.",
        "Replacing a lost pass does not cost anything.",
        "Companion passes are available to all pass holders aged over 75.",
        "Pass holders can use the pass on trams within Northvale.",
        "Applications for the pass are processed within 10 working days.",
    )],
}


HELPER_BATCHES: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH27, **BATCH29, **BATCH30, **BATCH31, **BATCH32, **BATCH33, **BATCHES_34_39, **BATCHES_40_41,
    **BATCHES_42_43, **BATCHES_44, **BATCHES_45, **BATCHES_46_49, **BATCHES_50_53, **BATCHES_54_57,
    **BATCHES_58_61, **BATCHES_62_65, **BATCHES_66, **BATCHES_67, **BATCHES_68, **BATCHES_69, **BATCHES_70,
    **BATCHES_71, **BATCHES_72, **BATCHES_73, **BATCHES_74, **BATCHES_75, **BATCHES_76, **BATCHES_77,
    **BATCHES_78, **BATCHES_79, **BATCHES_80, **BATCHES_81, **BATCHES_82, **BATCHES_83, **BATCHES_84,
    **BATCHES_85, **BATCHES_86, **BATCHES_87, **BATCHES_88, **BATCHES_89,
    **BATCHES_90, **BATCHES_91, **BATCHES_92, **BATCHES_93, **BATCHES_95,
    **BATCHES_94, **BATCHES_96,
    **BATCHES_97, **BATCHES_98, **BATCHES_99, **BATCHES_100, **BATCHES_101, **BATCHES_102,
    **BATCHES_103, **BATCHES_104, **BATCHES_105,
    **BATCHES_106, **BATCHES_107, **BATCHES_108,
    **BATCHES_109, **BATCHES_110, **BATCHES_111,
    **BATCHES_112, **BATCHES_113, **BATCHES_114,
    **BATCHES_115,
    **BATCHES_116, **BATCHES_117, **BATCHES_118,
    **BATCHES_119, **BATCHES_120, **BATCHES_121,
    **BATCHES_122, **BATCHES_123, **BATCHES_124,
    **BATCHES_125,
    **BATCHES_126,
    **BATCHES_127,
    **BATCHES_128,
    **BATCHES_129,
    **BATCHES_130,
    **BATCHES_131,
    **BATCHES_132,
    **BATCHES_133,
    **BATCHES_134,
    **BATCHES_135,
    **BATCHES_136,
    **BATCHES_137,
    **BATCHES_138,
    **BATCHES_139,
    **BATCHES_140,
    **BATCHES_141,
    **BATCHES_142,
    **BATCHES_143,
    **BATCHES_144,
    **BATCHES_145,
    **BATCHES_146,
    **BATCHES_147,
    **BATCHES_148,
    **BATCHES_149,
    **BATCHES_150,
    **BATCHES_151,
    **BATCHES_152,
    **BATCHES_153,
    **BATCHES_154,
    **BATCHES_155,
    **BATCHES_156,
    **BATCHES_157,
    **BATCHES_158,
    **BATCHES_159,
    **BATCHES_160,
    **BATCHES_161,
    **BATCHES_162,
    **BATCHES_163,
    **BATCHES_164,
    **BATCHES_165,
    **BATCHES_166,
    **BATCHES_167,
}
