"""Probe batches 42-43, each written by a helper agent that saw neither the code nor an earlier probe (session 37),
in the shape of :mod:`probes`: six made-up documents per batch, each with seven true and seven false claims. They were
written while session 37's check changes were made and measured, and first read after those changes had been decided,
so they measure them out of sample (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 42.
B42_TENANCY_LARCH_COURT = (
    'Assured Shorthold Tenancy summary - Flat 3, 14 Larch Court. Landlord: Priya Nandakumar. Managing agent: Harbour '
    'Lettings (property manager: Tom Reddy). Term: 12 months from Monday 1 September 2025 to Monday 31 August 2026. '
    'Rent: £1,150 per calendar month, payable by standing order on the 1st of each month. Rent paid more than 14 '
    'days late attracts interest at 3% above the Bank of England base rate, calculated daily from the original due '
    'date. Deposit: £1,325, protected with the Deposit Protection Service within 30 days of receipt. The £265 '
    "holding deposit is credited against the first month's rent. Break clause: either party may end the tenancy by "
    "giving two months' written notice, but no break notice may be served before 1 January 2026. Pets: one cat "
    "allowed with the landlord's written consent; dogs are not permitted. Maximum two named occupants; subletting is "
    'prohibited. Professional end-of-tenancy cleaning is required only if the check-in report records that carpets '
    "were professionally cleaned before move-in. The landlord must give at least 24 hours' notice of inspections and "
    'may inspect no more than once every three months, except in emergencies. Water is included in the rent; the '
    'tenant pays council tax, electricity and gas.'
)

B42_ELECTRICITY_FIXED_SAVER = (
    'Brightwell Energy - Fixed Saver 12 (electricity only), South West region, prices effective 1 April 2025. '
    'Single-rate meters: standing charge 53.20p per day; unit rate 24.80p per kWh. Economy 7 meters: standing charge '
    '53.20p per day; day rate 29.10p per kWh; night rate 13.40p per kWh, applying for seven hours from 00:30 to '
    '07:30. All prices include VAT at 5% and are fixed until 31 March 2026. Exit fee: £75 if you switch away before '
    '10 February 2026; no exit fee if you switch on or after 10 February 2026. Payment must be by monthly Direct '
    'Debit; customers who change to paying on receipt of a bill are moved to the Standard Variable tariff. Estimated '
    'annual cost for a single-rate home using 2,700 kWh: £863.78 including standing charges. Eligible customers '
    'receive the £150 Warm Home Discount once per winter, credited to their account. Meter readings should be '
    'submitted by the 5th of each month; otherwise bills use estimated readings. Customer queries: 0800 046 2210, '
    'Monday to Friday 08:00-20:00, Saturday 09:00-13:00.'
)

B42_BROADBAND_FIBRE_500 = (
    'Linkwave Fibre 500 - contract summary for Dana Okafor. Service start: Thursday 12 June 2025. Minimum term: 24 '
    'months, ending 11 June 2027. Monthly price: £32.00 until 31 March 2026, rising to £35.00 from 1 April 2026 and '
    'to £38.00 from 1 April 2027. Setup fee: £29.99, waived for orders placed online (this order was placed by '
    'phone). Average download speed 500 Mbps; minimum guaranteed speed 250 Mbps. If your speed falls below 250 Mbps '
    'and we have not fixed it within 30 days of you reporting it, you may leave without an early exit fee. Early '
    'exit fee otherwise: £15 for each full month remaining in the minimum term. You may cancel within 14 days of the '
    'order date at no charge. Router included; if it is not returned within 30 days of the service ending, a £60 '
    'non-return charge applies. Optional Speed Boost to 900 Mbps: £8.00 per month, which does not extend the minimum '
    'term. Optional TV add-on: £10.00 per month with its own 12-month minimum term. Cancelling an engineer '
    "appointment with less than 24 hours' notice, or missing it, costs £65."
)

B42_COUNCIL_WASTE_BULKY = (
    'Ashcombe District Council - household waste collections 2025/26. General waste (black bin) and recycling (blue '
    'bin) are collected on alternate weeks, so each is collected fortnightly. Food waste is collected every week. '
    'Bins must be out by 6:30am on collection day and not before 6pm the evening before. Extra bags left beside the '
    'black bin are not collected, except that households of six or more people registered with the council may put '
    'out one extra black bag. After a bank holiday, collections for the rest of that week move one day later. Garden '
    'waste is an optional subscription: first brown bin £52 a year (£46 if paid by 31 March), each additional bin '
    '£30. Garden waste is collected fortnightly from March to November, with none in December, January or February. '
    'Bulky items: £35 for up to three items, £10 for each additional item, maximum six items per booking; households '
    'receiving Council Tax Reduction pay half price. Fridges and freezers are collected separately at £25 each. '
    'Tyres, gas bottles, rubble and asbestos are not accepted. Bulky items must be out by 7am. Bookings need five '
    "working days' notice; cancellations with at least two working days' notice are refunded in full."
)

B42_GYM_FITHUB_MEMBERSHIP = (
    'FitHub Riverside - membership terms from 1 January 2025. Off-Peak: £24.99 a month; access Monday to Friday '
    '10:00-16:00 and 20:00-23:00, and weekends 08:00-20:00; classes may be booked only within these hours. Standard: '
    '£34.99 a month; 24/7 access to the Riverside club only; up to four classes a week. Premium: £44.99 a month; '
    'access to all 9 FitHub clubs, unlimited classes and two guest passes a month. Joining fee £20, waived if you '
    'pay annually upfront; annual upfront payment gives 12 months for the price of 10. Monthly memberships have a '
    "3-month minimum term, after which you may cancel with one full month's notice. Students with valid ID get 20% "
    'off Standard membership only. Freezing: Standard and Premium members may freeze for 1 to 3 months per calendar '
    'year at £5 per month frozen; requests must be made at least 7 days before the next payment date. Off-Peak '
    "memberships cannot be frozen, but medical freezes (free, up to 6 months, doctor's note required) are available "
    'to all members. Under-16s are not admitted; 16- and 17-year-olds may use the gym after an induction but not the '
    'sauna. Manager: Kezia Hart.'
)

B42_NURSERY_LITTLE_ACORNS = (
    'Little Acorns Day Nursery - fees from 1 September 2025. Open Monday to Friday, 07:30-18:30, 51 weeks a year; '
    'closed on bank holidays and for one week between Christmas and New Year. Full day (07:30-18:30): £78. Morning '
    'session (07:30-13:00): £45. Afternoon session (13:00-18:30): £45. Funded hours: all 3- and 4-year-olds receive '
    '15 hours a week for 38 term-time weeks (570 hours a year); eligible working families receive 30 hours a week '
    'over the same 38 weeks. Funded hours are deducted from the invoice, and a consumables charge of £4.50 per '
    "funded day covers meals, snacks and nappies. A 10% sibling discount applies to the older child's non-funded "
    'fees. Late collection: £15 for every 15 minutes or part thereof after 18:30. No refunds are given for bank '
    'holidays, sickness or holidays, but each child may have up to two weeks a year charged at half price if parents '
    "give four weeks' notice. Fees are invoiced monthly in advance and due by the 5th of the month. A £150 deposit "
    "is refunded on leaving if six weeks' written notice is given. Manager: Helen Ashworth; deputy: Marcus Bell."
)

BATCH42: dict[str, list[tuple[str, str, bool]]] = {
    'tenancy larch court': [(B42_TENANCY_LARCH_COURT, c, True) for c in (
        'Over the full 12-month term, the rent adds up to £13,800.',
        "If I pay the October rent on 10 October, I won't be charged late-payment interest.",
        "Because the holding deposit is credited, the first month's rent payment will be £885.",
        "Using the break clause, the tenancy can't end before 1 March 2026.",
        "A dog can't be kept in the flat, even with the landlord's written consent.",
        (
            'The landlord can carry out a routine inspection at most once a quarter and needs to give at least a '
            "day's notice."
        ),
        "The tenant doesn't pay a separate water bill but is responsible for council tax.",
    )] + [(B42_TENANCY_LARCH_COURT, c, False) for c in (
        'The deposit of £1,325 has to be protected within 14 days of the landlord receiving it.',
        'If rent is paid 20 days late, interest is charged only for the 6 days beyond the 14-day grace period.',
        'The tenant could serve break notice on 1 December 2025 to end the tenancy on 1 February 2026.',
        'Two cats are allowed as long as the landlord gives written consent.',
        'The tenant may sublet a room if the landlord agrees in writing.',
        'The tenant must pay for professional cleaning at the end of the tenancy in all cases.',
        "The landlord has to give at least 48 hours' notice before an inspection.",
    )],
    'electricity fixed saver': [(B42_ELECTRICITY_FIXED_SAVER, c, True) for c in (
        'For a 30-day month, the standing charge comes to £15.96.',
        'A single-rate customer using 300 kWh in a 30-day month would pay £90.36 including the standing charge.',
        "If I switch supplier on 1 March 2026, I won't pay an exit fee.",
        'On Economy 7, night electricity is 15.70p per kWh cheaper than day electricity.',
        'An Economy 7 customer running the dishwasher at 06:00 pays 13.40p per kWh for it.',
        'The quoted rates already include VAT, so no VAT is added on top.',
        'The single-rate unit price will stay at 24.80p per kWh until the end of March 2026.',
    )] + [(B42_ELECTRICITY_FIXED_SAVER, c, False) for c in (
        'Economy 7 customers pay a lower standing charge than single-rate customers.',
        'Switching away on 9 February 2026 avoids the exit fee.',
        'A single-rate customer using 300 kWh in a 30-day month would pay £74.40 in total.',
        'The Economy 7 cheap rate runs from midnight to 07:00.',
        'Customers who switch to paying on receipt of a bill can stay on Fixed Saver 12.',
        'Every Fixed Saver 12 customer gets the £150 Warm Home Discount each winter.',
        'The estimated annual cost of £863.78 for 2,700 kWh excludes standing charges.',
    )],
    'broadband fibre 500': [(B42_BROADBAND_FIBRE_500, c, True) for c in (
        'If Dana leaves with 10 full months of the minimum term remaining, her early exit fee will be £150.',
        "In May 2026 Dana's monthly broadband price will be £35.00.",
        'Dana had to pay the £29.99 setup fee because she ordered by phone.',
        'If Dana adds Speed Boost in April 2026, her monthly bill for broadband and Speed Boost will be £43.00.',
        "Taking Speed Boost won't lengthen Dana's 24-month commitment.",
        (
            "If speeds stay below 250 Mbps and Linkwave hasn't fixed it 30 days after she reports it, Dana can leave "
            'without paying an early exit fee.'
        ),
        'Cancelling an engineer appointment two days ahead does not incur the £65 charge.',
    )] + [(B42_BROADBAND_FIBRE_500, c, False) for c in (
        'If Dana leaves early, her exit fee is all the monthly charges left in the minimum term.',
        "Dana's monthly price stays at £32.00 until June 2026.",
        'Dana can cancel free of charge within 30 days of placing her order.',
        'From April 2027 the monthly price will go up to £41.00.',
        'Speed Boost raises the average download speed to 1,000 Mbps.',
        'The TV add-on runs on the same 24-month minimum term as the broadband.',
        "Dana's minimum term ends on 12 June 2027.",
    )],
    'council waste bulky': [(B42_COUNCIL_WASTE_BULKY, c, True) for c in (
        'A bulky collection of five items costs £55.',
        'A household receiving Council Tax Reduction pays £17.50 for a three-item bulky collection.',
        'Paying on 20 March for two garden waste bins costs £76 for the year.',
        'There is no garden waste collection in January.',
        'Putting the black bin out at 7pm the night before collection is allowed.',
        'If Monday is a bank holiday, a Wednesday collection that week will take place on Thursday.',
        "The council won't take old tyres as part of a bulky item booking.",
    )] + [(B42_COUNCIL_WASTE_BULKY, c, False) for c in (
        'A single bulky booking of seven items costs £75.',
        'Food waste is collected every fortnight, on the same week as recycling.',
        'A registered household of four can leave one extra black bag beside the bin.',
        'Two garden waste bins paid for in April cost £104 a year.',
        'Bulky items need to be put out by 6:30am on the collection day.',
        'Cancelling a bulky booking one working day ahead still gets a full refund.',
        'A fridge can be counted as one of the three items in the £35 bulky booking.',
    )],
    'gym fithub membership': [(B42_GYM_FITHUB_MEMBERSHIP, c, True) for c in (
        'Paying for Standard annually upfront costs £349.90, with no joining fee.',
        'A student on Standard membership pays £27.99 a month.',
        "An Off-Peak member can't use the gym at 18:00 on a Tuesday.",
        'Freezing a Premium membership for two months costs £10 in total.',
        "An Off-Peak member with a doctor's note can freeze their membership free of charge.",
        'A Premium member can bring a guest twice a month.',
        "A 17-year-old can use the gym once they've had an induction, but can't use the sauna.",
    )] + [(B42_GYM_FITHUB_MEMBERSHIP, c, False) for c in (
        'Paying for Standard annually upfront costs £419.88.',
        'A student on Premium membership pays £35.99 a month after the student discount.',
        'An Off-Peak member can freeze for up to three months a year at £5 per month.',
        'A Standard member can freeze for four months in one calendar year by paying £20.',
        'Standard membership lets you train at any of the 9 FitHub clubs.',
        'A freeze request made 5 days before the next payment date will be accepted.',
        'Monthly memberships can be cancelled after a 1-month minimum term.',
    )],
    'nursery little acorns': [(B42_NURSERY_LITTLE_ACORNS, c, True) for c in (
        'Three full days a week cost £234 before any funding.',
        'Collecting a child at 18:40 incurs a £15 late charge.',
        'Collecting a child at 18:50 incurs a £30 late charge.',
        'Booking a morning and an afternoon session separately costs £12 more than a full day.',
        'Fees are not reduced for days when the nursery is closed for a bank holiday.',
        "To get the £150 deposit back, parents must give six weeks' written notice when leaving.",
        'The nursery is open for 11 hours each weekday.',
    )] + [(B42_NURSERY_LITTLE_ACORNS, c, False) for c in (
        "There's a 15-minute grace period, so collecting at 18:40 costs nothing.",
        'The universal 15 funded hours apply every week of the year, including school holidays.',
        'The consumables charge is £4.50 for each funded hour.',
        "The 10% sibling discount is taken off the younger child's fees.",
        "Parents can have up to four weeks a year charged at half price if they give two weeks' notice.",
        'Monthly fees must be paid by the 1st of the month.',
        'The nursery stays open between Christmas and New Year.',
    )],
}

# Batch 43.
B43_ECONOMETRICS_MODULE_ASSESSMENT = (
    'ECON2041 Applied Econometrics - Assessment and Late Submission Rules. Assessment: a problem set worth 20%, a '
    'group project worth 30% and a 2-hour final exam worth 50%. The problem set is due at 14:00 on Thursday 23 '
    'October 2025; the group project is due at 14:00 on Friday 12 December 2025. Submit coursework via Moodle only; '
    'emailed work is not accepted. Work up to 24 hours late loses 10 percentage points. Work over 24 hours but no '
    'more than 5 days late is capped at the pass mark of 40%. Work over 5 days late scores zero. Late penalties do '
    'not apply to students with an approved extension. Extensions of up to 7 days can be granted by the module '
    'convenor, Dr Priya Nair, if requested at least 48 hours before the deadline; longer extensions need approval '
    'from the Extenuating Circumstances Panel, which meets on the first Monday of each month. A group project '
    'extension applies to the whole group only if every member has one. To pass the module, students need an overall '
    'mark of at least 40% and at least 35% in the final exam. Coursework feedback is returned within 15 working days.'
)

B43_LIBRARY_LOANS_AND_FINES = (
    'Harrowgate Central Library - Loans and Charges (from 1 April 2025). Adult members may borrow up to 15 items at '
    'a time, of which no more than 4 may be DVDs. Books are loaned for 3 weeks and DVDs for 1 week. Loans can be '
    'renewed twice, online, by phone or at the desk, unless another member has reserved the item. Overdue charges '
    'apply every day, including Sundays. Overdue adult books are charged 25p per day, up to a maximum of £6.00 per '
    "item; overdue DVDs are charged £1.00 per day, up to a maximum of £10.00 per item. Children's members (under 16) "
    'pay no overdue charges on books but pay the adult rate for DVDs. Members aged 60 and over pay half the adult '
    'book rate. Borrowing is suspended while a member owes £10.00 or more. Reservations cost 50p per item and are '
    "free for children's members. Lost or damaged items are charged at replacement cost plus a £3.50 administration "
    'fee. Opening hours: Monday to Friday 9:00-19:00, Saturday 9:30-16:00, closed Sunday. Items can be returned at '
    'any time to the drop box by the main entrance. Branch manager: Mr Tomasz Kowalski.'
)

B43_DENTAL_PRACTICE_CHARGES = (
    'Riverside Dental Practice - NHS Treatment Charges. Band 1 (£27.40): examination, diagnosis, X-rays, and a scale '
    'and polish if clinically needed. Band 2 (£75.30): everything in Band 1 plus fillings, root canal treatment and '
    'extractions. Band 3 (£326.70): everything in Bands 1 and 2 plus crowns, dentures and bridges. Urgent treatment '
    'costs £27.40. You pay only one charge for each course of treatment, even if it needs several visits. If you '
    'need further Band 1 or Band 2 treatment within 2 months of completing a course, it is free. Patients under 18, '
    'full-time students under 19, pregnant women and women who have had a baby in the last 12 months receive free '
    'NHS treatment. Proof of exemption must be shown at each visit; otherwise the full charge applies and a refund '
    'can be claimed within 3 months. Band 3 treatment requires a 50% deposit before lab work is ordered. Missed '
    "appointments, or cancellations with less than 24 hours' notice, incur a £20 fee; two missed appointments within "
    '12 months may lead to removal from the practice list. Private hygienist appointments cost £65 for 30 minutes. '
    'Practice manager: Ms Helen Orji. Open Monday to Thursday 8:30-17:30, Friday 8:30-13:00.'
)

B43_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS = (
    'Elm Park Surgery - Appointments and Repeat Prescriptions. Routine appointments can be booked up to 4 weeks '
    'ahead online, through the NHS App, or by phone from 8:00. Same-day urgent appointments are released at 8:00 by '
    'phone only and are for problems that cannot wait 48 hours. Standard appointments last 10 minutes and cover one '
    'problem; double appointments (20 minutes) must be booked by phone. Patients who miss 3 appointments within 6 '
    'months without notice will receive a warning letter. Repeat prescription requests are not accepted by phone, '
    'except from housebound patients. Prescriptions are ready to collect from 14:00 on the third working day after '
    'the request; requests received after 11:00 are treated as received on the next working day. Weekends and bank '
    "holidays are not working days. Controlled drugs are limited to 30 days' supply. Medication reviews are required "
    'every 12 months; if your review is overdue, only one further 28-day supply will be issued until it is done. '
    'Patients aged 75 and over have a named GP. Opening hours: Monday to Friday 8:00-18:30, with extended hours on '
    'Tuesdays until 20:00 for pre-booked appointments only. Closed at weekends. Practice manager: Mrs Gail Hendry; '
    'lead GP: Dr Samuel Okafor.'
)

B43_SCHOOL_RESIDENTIAL_TRIP_LETTER = (
    "St Aidan's Primary School - Year 5 Residential Trip to Kingswood Activity Centre. Year 5 will stay at Kingswood "
    'from Wednesday 11 March to Friday 13 March 2026 (2 nights). The total cost is £245 per pupil, covering coach '
    'travel, accommodation, all meals and activities. A non-refundable deposit of £50 is due by Friday 7 November '
    '2025 to secure a place, together with the signed medical and consent form. The remaining £195 can be paid in '
    'full by Friday 6 February 2026 or in three instalments of £65 due on 5 December 2025, 9 January 2026 and 6 '
    'February 2026. Pupils eligible for free school meals pay half the total cost and no deposit. Places are limited '
    'to 56 pupils; if more apply, places will be allocated by ballot on Monday 10 November 2025. After 6 February '
    '2026, cancellations are refunded only with a medical certificate, and the deposit is never refunded. The coach '
    'leaves the school car park at 8:45 on Wednesday and returns at about 15:30 on Friday. Pupils may bring up to '
    '£10 pocket money for the gift shop. Mobile phones are not allowed on the trip. Trip leader: Mr Daniel Brooks, '
    'Year 5 teacher.'
)

B43_DRIVING_TEST_BOOKING_POLICY = (
    'Booking your practical driving test. To book, you need a valid theory test pass certificate; it lasts 2 years '
    'from the pass date. The fee is £62 for tests on weekdays and £75 for tests on weekday evenings (starting after '
    '16:30), weekends and bank holidays. You can change the date of a booking up to 6 times; after that you must '
    "cancel and book again. To change or cancel without losing the fee you must give at least 3 full working days' "
    'notice, not counting the day you cancel or the day of the test. Saturdays count as working days; Sundays and '
    'bank holidays do not. If you give less notice you lose the fee, unless the reason is illness or injury (with '
    'medical evidence), a bereavement, or a school exam. Refunds must be claimed within 6 months. The test lasts '
    'about 40 minutes, including around 20 minutes of independent driving. You must bring your photocard licence; if '
    'you do not, the test will not go ahead and you lose the fee. If the examiner cancels because of bad weather, '
    'you can rebook free. You pass with up to 15 driving faults and no serious or dangerous faults.'
)

BATCH43: dict[str, list[tuple[str, str, bool]]] = {
    'econometrics module assessment': [(B43_ECONOMETRICS_MODULE_ASSESSMENT, c, True) for c in (
        'A problem set handed in at 13:00 on Friday 24 October 2025 would lose 10 percentage points.',
        'Emailing the group project to Dr Nair is not an accepted way to submit it.',
        'The two pieces of coursework together make up half of the module mark.',
        'To get a 7-day problem set extension from Dr Nair, a student must ask by 14:00 on Tuesday 21 October 2025.',
        'A student with 70% overall but 30% in the final exam would fail the module.',
        (
            'A problem set that would have scored 65% but was submitted 3 days late without an extension is recorded '
            'as 40%.'
        ),
        (
            'A student needing a 10-day extension has to go through the Extenuating Circumstances Panel rather than '
            'Dr Nair.'
        ),
    )] + [(B43_ECONOMETRICS_MODULE_ASSESSMENT, c, False) for c in (
        'Work submitted 6 days late without an extension is capped at 40%.',
        'The final exam counts for 30% of the module mark.',
        'A problem set marked at 58% and submitted 20 hours late would be recorded as 52.2%.',
        'Dr Nair can grant an extension if it is requested at least 24 hours before the deadline.',
        'The Extenuating Circumstances Panel meets every Monday.',
        'If one member of a project group has an approved extension, the whole group gets the extension.',
        'Coursework feedback is returned within 10 working days.',
    )],
    'library loans and fines': [(B43_LIBRARY_LOANS_AND_FINES, c, True) for c in (
        'An adult member could have 15 items out at once including 4 DVDs, but not 5 DVDs.',
        'An adult book returned 10 days late costs £2.50 in overdue charges.',
        'An adult book returned 30 days late is charged £6.00, not £7.50.',
        'A 70-year-old returning a book 8 days late pays £1.00.',
        'A 12-year-old returning a DVD 3 days late pays £3.00.',
        'You cannot renew a book that another member has reserved.',
        'A book borrowed on Saturday 5 July 2025 is due back on Saturday 26 July 2025.',
    )] + [(B43_LIBRARY_LOANS_AND_FINES, c, False) for c in (
        'A 10-year-old returning a book 5 days late pays £1.25.',
        'A DVD can be renewed up to three times.',
        'A member who owes £8.00 cannot borrow until the debt is paid.',
        'Losing a book with a £12.00 replacement cost would be charged £15.00 in total.',
        'Members aged 60 and over can reserve items free of charge.',
        'The library opens at 9:00 on Saturdays.',
        'DVDs are loaned for 2 weeks.',
    )],
    'dental practice charges': [(B43_DENTAL_PRACTICE_CHARGES, c, True) for c in (
        'A course of treatment needing two fillings and an extraction costs £75.30 in total.',
        'A course that includes a crown costs £326.70 however many visits it takes.',
        'A deposit of £163.35 is needed before lab work is ordered for Band 3 treatment.',
        'A woman whose baby was born 8 months ago gets free NHS dental treatment.',
        'Cancelling an appointment 12 hours beforehand incurs a £20 fee.',
        'An exempt patient who forgets their proof pays the charge but can claim it back within 3 months.',
        'A filling needed 6 weeks after completing a Band 2 course costs nothing extra.',
    )] + [(B43_DENTAL_PRACTICE_CHARGES, c, False) for c in (
        'A 19-year-old full-time student gets free NHS dental treatment.',
        'A course with a scale and polish and one filling costs £102.70.',
        'Further Band 3 treatment needed within 2 months of completing a course is free.',
        'The practice is open until 17:30 on Fridays.',
        'A 30-minute private hygienist appointment is charged at the Band 1 rate of £27.40.',
        'A single missed appointment within 12 months may lead to removal from the practice list.',
        'Urgent treatment costs £75.30.',
    )],
    'gp surgery appointments and repeat prescriptions': [(B43_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS, c, True) for c in (
        (
            'A repeat prescription requested at 9:30 on a Monday, in a week with no bank holidays, can be collected '
            'from 14:00 on Thursday.'
        ),
        (
            'A request made at 15:00 on a Friday, with no bank holidays nearby, will be ready from 14:00 the '
            'following Thursday.'
        ),
        'A patient who is not housebound cannot order a repeat prescription by phone.',
        'Same-day urgent appointments cannot be booked online.',
        'A 20-minute appointment cannot be booked through the NHS App.',
        (
            'A patient whose medication review is overdue will get only one more 28-day supply until the review is '
            'done.'
        ),
        'A 19:30 appointment on a Tuesday is possible only if it was booked in advance.',
    )] + [(B43_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS, c, False) for c in (
        (
            'A repeat prescription requested at 10:30 on a Wednesday, with no bank holidays, is ready from 14:00 on '
            'Friday.'
        ),
        'Routine appointments can be booked up to 6 weeks ahead.',
        'The surgery is open on Saturday mornings.',
        'Missing 2 appointments within 6 months without notice triggers a warning letter.',
        'Controlled drugs can be prescribed for up to 60 days at a time.',
        'Patients aged 65 and over have a named GP.',
        'The surgery has extended hours until 20:00 on Thursdays.',
    )],
    'school residential trip letter': [(B43_SCHOOL_RESIDENTIAL_TRIP_LETTER, c, True) for c in (
        'Pupils will be away from home for three days.',
        'A family paying the deposit and all three instalments pays £245 in total.',
        'A pupil on free school meals pays £122.50 and does not have to pay a deposit.',
        'A child may not take £15 of pocket money on the trip.',
        'The medical and consent form must be returned by Friday 7 November 2025.',
        (
            'A family who paid the full £245 and cancels on 20 February 2026 with a medical certificate would get '
            '£195 back.'
        ),
        'If more than 56 pupils apply, places are decided by ballot.',
    )] + [(B43_SCHOOL_RESIDENTIAL_TRIP_LETTER, c, False) for c in (
        'The £50 deposit is refunded if a family cancels before 6 February 2026.',
        'The balance can be paid in three instalments of £75.',
        'The ballot for places will take place on 11 November 2025.',
        'The coach is due back at school at about 15:30 on Thursday.',
        'Pupils may bring mobile phones as long as they are switched off.',
        (
            'A family cancelling after 6 February 2026 without a medical certificate gets everything back except the '
            'deposit.'
        ),
        'The final instalment is due on Friday 13 February 2026.',
    )],
    'driving test booking policy': [(B43_DRIVING_TEST_BOOKING_POLICY, c, True) for c in (
        'A driving test on a Saturday costs £75.',
        'Someone who fails a weekday 10:00 test and retakes it on a Sunday pays £137 in test fees altogether.',
        'For a test on Friday 14 November 2025, cancelling on Monday 10 November keeps the fee.',
        (
            'For a test on Tuesday 18 November 2025, with no bank holidays, cancelling on Thursday 13 November is '
            'enough notice.'
        ),
        'Someone who passed their theory test 25 months ago cannot book a practical test on that certificate.',
        'Turning up without your photocard licence means you lose the test fee.',
        'If the examiner calls off the test because of snow, you can rebook without paying again.',
    )] + [(B43_DRIVING_TEST_BOOKING_POLICY, c, False) for c in (
        'A test starting at 17:00 on a Wednesday costs £62.',
        'For a test on Friday 14 November 2025, cancelling on Tuesday 11 November still keeps the fee.',
        'For a test on Tuesday 18 November 2025, cancelling on Friday 14 November is enough notice.',
        'You can change the date of a booking up to 10 times.',
        'Refunds must be claimed within 3 months.',
        "Cancelling with one day's notice because of a work commitment still gets the fee refunded.",
        'A candidate with 16 driving faults and no serious faults passes.',
    )],
}


BATCHES_42_43: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH42, **BATCH43,
}
