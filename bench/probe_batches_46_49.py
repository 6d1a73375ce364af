"""Probe batches 46 to 49, written by helper agents that saw neither the code nor an earlier probe (session 39),
in the shape of :mod:`probes`: each six made-up documents, each with seven true and seven false claims. Batches 46-47
were first read after session 39's computed-figure changes had been decided (its numbered-label check was then found
in batch 47); batches 48-49 after all of session 39's changes had been decided (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 46.
B46_RAIL_RAILCARD_RULES = (
    'Northline Rail – 16-25 and Senior Railcards (terms from 1 March 2025). The 16-25 Railcard costs £35 for one '
    'year or £80 for three years and gives one-third off Standard and First Class Anytime, Off-Peak and Advance '
    'fares. The Senior Railcard (age 60 and over) costs £35 a year and gives the same discount. On weekdays, 16-25 '
    'Railcard holders travelling before 09:30 are still discounted but pay a minimum fare of £12 per single journey, '
    'except in July and August, when no minimum fare applies. Senior Railcard discounts are not valid before 09:30 '
    'on weekdays. Weekends and bank holidays have no time restrictions for either card. Weekday off-peak hours are '
    '09:30–16:00 and after 19:00. Railcard discounts do not apply to season tickets or to the Airport Express. '
    'Refunds: unused Anytime and Off-Peak tickets can be refunded up to 28 days after the travel date, minus a £5 '
    'admin fee. Advance tickets are non-refundable but can be changed until 18:00 on the day before travel for a £10 '
    'fee plus any fare difference. A lost railcard can be replaced once per year for £10. Ticket office manager: '
    'Priya Desai.'
)

B46_CAR_HIRE_CHARGES = (
    'Swiftway Car Hire – Rental Terms (UK branches, 2025). Economy cars cost £38 per day and SUVs £64 per day; '
    'rentals of 7 days or more get 15% off the daily rate. Each rental includes 150 miles per hire day, pooled '
    'across the whole rental; extra miles cost 22p per mile for economy cars and 30p per mile for SUVs. Economy '
    'rentals of 7 days or more have unlimited mileage; this does not apply to SUVs. Cars are supplied with a full '
    'tank and must be returned full; otherwise we charge £2.10 per litre missing plus a £15 refuelling service fee. '
    'Drivers aged 21–24 pay a young-driver surcharge of £12 per day, capped at £120 per rental; drivers under 21 '
    'cannot rent. SUVs may only be driven by drivers aged 25 or over. An additional driver costs £8 per day, but is '
    "free if they are the main driver's spouse or partner. Late returns: a 59-minute grace period applies, after "
    'which a full extra day is charged. Sunday collections are available only at airport branches, 08:00–14:00. '
    'Branch enquiries: regional manager Tom Reilly.'
)

B46_AIRLINE_BAGGAGE_FEES = (
    'SkyHarbour Airways – Baggage Allowances (effective 1 June 2025). Basic fares include one under-seat bag '
    '(40x30x20 cm) only. Standard fares add one 23 kg checked bag, and Flex fares include two 23 kg checked bags. '
    'All fares except Basic also include one cabin bag of up to 10 kg (55x40x23 cm). Adding a checked bag costs £30 '
    'online or £45 at the airport, per bag per flight; a second added bag costs £40 online. Bags weighing 23.1–32 kg '
    'incur an overweight fee of £50; bags over 32 kg are not accepted. Sports equipment such as skis or golf clubs '
    'counts as one checked bag if it weighs 23 kg or less. Infants under 2 get one 10 kg checked bag and a pushchair '
    'free of charge. Gold members get one extra 23 kg checked bag on every fare, including Basic. Bag fees paid '
    'online are refundable only if SkyHarbour cancels the flight. Online bag purchases close 3 hours before '
    'departure. Questions: Customer Relations lead Amira Osei.'
)

B46_HOTEL_CANCELLATION_CHECKOUT = (
    'Harbourview Hotel, Bristol – Booking and Stay Policy. Flexible-rate bookings can be cancelled free of charge '
    'until 14:00 local time two days before the arrival date; later cancellations and no-shows are charged the first '
    'night. Saver-rate bookings are 12% cheaper than Flexible but are prepaid and non-refundable, and date changes '
    "are not permitted. Bookings of 5 or more rooms are group bookings and need 14 days' notice to cancel free of "
    'charge. Check-in is from 15:00 and check-out is by 11:00. Late check-out until 13:00 costs £20 and until 16:00 '
    'costs £45; staying beyond 16:00 is charged as a full extra night. Late check-out is subject to availability and '
    'can only be confirmed on the morning of departure, except for Harbour Club members, who get free late check-out '
    'until 13:00, guaranteed at booking. Early check-in from 12:00 costs £25. Breakfast costs £16.50 per adult and '
    'is free for children under 12. Parking is £18 per 24 hours; spaces cannot be reserved. Duty manager: Elena '
    'Marsh.'
)

B46_CITY_BIKE_PASSES = (
    'CityCycle Leeds – Passes and Charges (from 1 April 2025). A Single Ride costs £1.50 to unlock plus 10p per '
    'minute. A Day Pass costs £6 and covers unlimited rides of up to 30 minutes each within 24 hours of purchase. '
    'The Monthly Pass costs £18 and the Annual Pass £90; both cover unlimited rides of up to 45 minutes each. Rides '
    'longer than the included time are charged £1.50 per extra 15 minutes or part thereof. E-bikes cost an extra 20p '
    'per minute on all passes and single rides, except for Annual Pass holders, who pay 10p per minute. A bike not '
    'docked within 24 hours of unlocking is treated as lost and a £250 charge applies. Riders must be 16 or over; '
    "14- and 15-year-olds may ride on an account linked to an adult account holder, with that adult's permission. "
    'Students with a valid university email get 30% off Monthly and Annual Passes. If a station is full, tap the '
    "dock's screen for 15 extra free minutes to reach another station. Service manager: Daniel Okafor."
)

B46_AIRPORT_PARKING_TARIFFS = (
    "Eastmoor Airport Parking – Tariffs 2025. Short Stay (Car Park A, 2 minutes' walk to the terminal): £6 for up to "
    '1 hour, £12 for 1–3 hours, and £35 per 24 hours. Long Stay (Car Park C, shuttle bus every 10 minutes from 04:00 '
    'to midnight): £22 per day when you drive up, or £9.50 per day if pre-booked. Pre-booking must be made at least '
    '24 hours before entry, and stays of 8 days or more booked in advance get a further 10% off. Pre-booked stays '
    'can be cancelled free of charge up to 48 hours before the entry time; after that no refund is given. Arriving '
    'up to 2 hours early or leaving up to 2 hours late is free; beyond that, the drive-up daily rate is charged for '
    'each extra day or part day. The drop-off zone outside the terminal costs £4 for up to 10 minutes, then £1 per '
    'minute, with a maximum stay of 20 minutes. Blue Badge holders park free for up to 3 hours in Short Stay. '
    'Parking services manager: Gareth Lloyd.'
)

BATCH46: dict[str, list[tuple[str, str, bool]]] = {
    'rail railcard rules': [(B46_RAIL_RAILCARD_RULES, c, True) for c in (
        'Buying the three-year 16-25 Railcard saves £25 compared with buying three one-year cards.',
        'If your unused Off-Peak ticket was for 3 April, you can still get a refund on 30 April.',
        'An unused £40 Anytime ticket would be refunded £35.',
        (
            'To change an Advance ticket for a Saturday journey, you need to do it by 18:00 on Friday, paying £10 '
            'plus any fare difference.'
        ),
        'A weekday train departing at 17:30 is not an off-peak service.',
        "You can't use your railcard to get money off the Airport Express.",
        'A Senior Railcard holder taking a 08:15 train on a Saturday still gets one-third off.',
    )] + [(B46_RAIL_RAILCARD_RULES, c, False) for c in (
        (
            'A Senior Railcard holder travelling at 08:50 on a weekday gets the discount but pays a minimum fare of '
            '£12.'
        ),
        'A 16-25 Railcard holder taking a 08:00 train on a weekday in March pays no minimum fare.',
        'A weekday train leaving at 16:30 counts as off-peak.',
        'Advance tickets can be refunded, minus the £5 admin fee.',
        'Your railcard gives one-third off a monthly season ticket.',
        'A lost railcard can be replaced up to twice a year for £10 each time.',
        'An Advance ticket can be changed up until 18:00 on the day of travel.',
    )],
    'car hire charges': [(B46_CAR_HIRE_CHARGES, c, True) for c in (
        'A 7-day economy rental costs £226.10 before any extras.',
        'On a 4-day economy rental, driving 700 miles would cost £22 in excess mileage.',
        'A 23-year-old renting an economy car for 14 days pays £120 in young-driver surcharge.',
        "A 23-year-old can't hire an SUV from Swiftway.",
        "If you return the car 45 minutes late, you won't be charged an extra day.",
        'Adding your partner as a second driver on a 5-day hire costs nothing.',
        'A friend added as an additional driver for 3 days costs £24.',
    )] + [(B46_CAR_HIRE_CHARGES, c, False) for c in (
        'A 10-day SUV rental comes with unlimited mileage.',
        'A 20-year-old can hire an economy car if they pay the £12 daily young-driver surcharge.',
        'On a 3-day SUV hire, driving 500 miles costs £11 in excess mileage.',
        'Returning the car 10 litres short of full costs £21.',
        'Returning the car 70 minutes late costs nothing extra because of the grace period.',
        'You can collect a car on Sunday between 08:00 and 14:00 from any Swiftway branch.',
        'A 7-day SUV rental costs £448 before extras.',
    )],
    'airline baggage fees (batch 46)': [(B46_AIRLINE_BAGGAGE_FEES, c, True) for c in (
        'Adding one checked bag online to a Basic return trip (two flights) costs £60.',
        'On a Flex fare you can check two 23 kg bags and also bring a 10 kg cabin bag.',
        'A 28 kg checked bag incurs a £50 overweight fee.',
        "A Basic fare doesn't include a 10 kg cabin bag.",
        'A Gold member on a Basic fare gets a 23 kg checked bag included.',
        'For a 14:00 departure, the latest you can add a bag online is 11:00.',
        'Buying two extra checked bags online for one flight costs £70.',
    )] + [(B46_AIRLINE_BAGGAGE_FEES, c, False) for c in (
        'Adding a checked bag at the airport costs £30.',
        'A 34 kg bag can be checked if you pay the £50 overweight fee.',
        'A Standard fare includes two 23 kg checked bags.',
        'If you cancel your own trip, the bag fees you paid online are refunded.',
        'Infants under 2 get a free 23 kg checked bag.',
        'A Gold member on a Flex fare has two 23 kg checked bags in total.',
        'Golf clubs weighing 26 kg count as a single standard checked bag with no extra fee.',
    )],
    'hotel cancellation checkout': [(B46_HOTEL_CANCELLATION_CHECKOUT, c, True) for c in (
        'For a Flexible booking arriving on Friday, you can cancel for free until 14:00 on Wednesday.',
        'Cancelling a Flexible booking at 15:00 on Wednesday for a Friday arrival means paying for the first night.',
        'If the Flexible rate is £150 a night, the Saver rate would be £132.',
        'Checking out at 15:30 costs £45.',
        'Breakfast for two adults and two children aged 8 and 10 costs £33 per morning.',
        'A Harbour Club member checking out at 12:30 pays nothing extra.',
        "You can't book a parking space in advance.",
    )] + [(B46_HOTEL_CANCELLATION_CHECKOUT, c, False) for c in (
        'A Saver booking can be moved to different dates free of charge.',
        'A 6-room booking can be cancelled free until 14:00 two days before arrival.',
        'Checking out at 17:00 costs £45.',
        'Any guest can have a 13:00 late check-out guaranteed when they book, for £20.',
        'Harbour Club members get free late check-out until 16:00.',
        'Parking for a two-night stay (48 hours) costs £18.',
        'A 12-year-old gets free breakfast.',
    )],
    'city bike passes': [(B46_CITY_BIKE_PASSES, c, True) for c in (
        'A 20-minute single ride on a standard bike costs £3.50.',
        'A Day Pass holder who rides for 40 minutes pays £1.50 in overtime.',
        'A student Annual Pass costs £63.',
        'An Annual Pass holder pays an extra £2 for a 20-minute e-bike ride.',
        "A 15-year-old can only ride on an adult's linked account, with that adult's permission.",
        'A Monthly Pass holder riding for exactly 45 minutes pays no overtime.',
        'A Monthly Pass holder riding for 50 minutes pays £1.50 in overtime.',
    )] + [(B46_CITY_BIKE_PASSES, c, False) for c in (
        'A Day Pass holder can ride for 40 minutes without paying extra.',
        'A Monthly Pass holder on a 70-minute ride pays £1.50 in overtime.',
        'A student Monthly Pass costs £12.',
        'A 30-minute single ride on a standard bike costs £3.',
        'Monthly Pass holders pay only 10p per minute extra for e-bikes.',
        'A 14-year-old can open their own CityCycle account.',
        "A bike that isn't docked within 12 hours incurs the £250 lost-bike charge.",
    )],
    'airport parking tariffs': [(B46_AIRPORT_PARKING_TARIFFS, c, True) for c in (
        'A pre-booked 10-day Long Stay costs £85.50.',
        'A pre-booked 5-day Long Stay costs £47.50.',
        'Driving up to Long Stay without booking for 3 days costs £66.',
        'To get the pre-booked rate for a Thursday 06:00 entry, you must book by 06:00 on Wednesday.',
        "If you cancel a pre-booked stay three days before your entry time, you won't be charged.",
        'Spending 15 minutes in the drop-off zone costs £9.',
        'Leaving Long Stay one hour after your pre-booked exit time costs nothing extra.',
    )] + [(B46_AIRPORT_PARKING_TARIFFS, c, False) for c in (
        'A pre-booked 10-day Long Stay costs £95.',
        'A pre-booked 7-day stay gets the extra 10% discount.',
        'You can cancel a pre-booked stay 24 hours before entry and get a full refund.',
        'If you return 5 hours late to a pre-booked Long Stay, the extra day is charged at £9.50.',
        'Parking in Short Stay for 2 hours costs £6.',
        'The Long Stay shuttle bus runs 24 hours a day.',
        'You can stay 30 minutes in the drop-off zone if you pay £1 per minute after the first 10.',
    )],
}

# Batch 47.
B47_DENTAL_PRACTICE_BANDS_FEES = (
    'Brookfield Dental Care - charges from 1 April 2025. NHS Band 1 (examination, X-rays, and scale and polish if '
    'clinically needed): £27.40. Band 2 (fillings, root canal treatment, extractions, plus everything in Band 1): '
    '£75.30. Band 3 (crowns, dentures and bridges, plus everything in Bands 1 and 2): £326.70. Urgent NHS treatment '
    'is charged at the Band 1 rate. Under-18s, pregnant patients and those who have had a baby in the last 12 months '
    'receive NHS treatment free. Band 3 is paid in two parts: 50% at the first appointment and the rest when the '
    'crown, denture or bridge is fitted. Private hygienist appointments cost £68 for 30 minutes; private whitening '
    "costs £395 for both arches. Appointments cancelled with less than 24 hours' notice incur a £25 fee, and missing "
    'an appointment without any notice costs £40. The first late cancellation in each calendar year is free of '
    'charge, and no fees apply to patients exempt from NHS charges. Patients who miss two appointments within 12 '
    'months may be removed from the practice list. Disputed fees are reviewed by practice manager Helen Okafor. '
    'Opening hours: Monday to Thursday 8:00-18:00, Friday 8:00-13:00; closed at weekends.'
)

B47_NURSERY_FUNDED_HOURS_FEES = (
    'Little Acorns Nursery - fees 2025/26. The nursery is open Monday to Friday, 7:30am to 6:00pm, 51 weeks a year, '
    'closing for one week between Christmas and New Year. Sessions: morning 7:30-12:30 (£38), afternoon 13:00-18:00 '
    '(£38), full day 7:30-18:00 (£68). Full-day fees include lunch; children on a morning session who stay for lunch '
    'until 13:00 pay £3.50. Eligible 3- and 4-year-olds receive 15 funded hours a week, or 30 hours if both parents '
    'work, for 38 weeks a year. A consumables charge of £6 per day applies to funded sessions. Children become '
    'eligible the term after their third birthday: birthdays from 1 September to 31 December start in January, 1 '
    'January to 31 March in April, and 1 April to 31 August in September. Families with two children attending '
    "receive a 10% discount on the older child's fees. Fees are invoiced monthly in advance and due by the 5th of "
    'the month; a £15 late payment charge is added after the 12th. To reduce sessions or leave, parents must give '
    "one full calendar month's written notice to the manager, Priya Desai. The £75 registration fee is "
    'non-refundable.'
)

B47_LANGUAGE_SCHOOL_FEES_REFUNDS = (
    'Lingua Viva School - Spanish and Italian evening courses, autumn 2025. Standard courses meet once a week on '
    'Tuesdays, 18:30-20:30, from 16 September to 2 December 2025, with no class on 28 October (half-term). The '
    'standard course fee is £264; intensive courses, meeting on Tuesdays and Thursdays, cost £495. Students and '
    'over-65s receive 15% off standard courses only. Fees can be paid in full on enrolment or in three equal '
    'instalments due on enrolment, 1 October and 1 November; a £9 administration fee is added to instalment plans. '
    'The textbook (£32) is not included. A free placement test must be completed by 9 September. Refunds: withdraw '
    'before the first class for a full refund; after the first class but before the third, you are refunded the fee '
    'minus a £40 administration charge. No refunds are given from the third class onward, except on medical grounds '
    "with a doctor's note, when unused classes are credited to a future course rather than repaid. Each class needs "
    'at least 6 learners; if fewer enrol, the course is cancelled and all fees are refunded in full. Queries go to '
    'the director of studies, Marco Bellini.'
)

B47_SWIMMING_LESSON_BLOCKS = (
    "Riverside Leisure Centre - children's swimming lessons, spring 2026. Lessons run in blocks of 10 weekly "
    'sessions starting the week of Monday 12 January 2026, with no lessons during February half-term (16-20 '
    'February). Lessons last 30 minutes for Stages 1-4 and 45 minutes for Stages 5-7. Block prices are £72 for '
    'Stages 1-4 and £95 for Stages 5-7. Children of Leisure Card holders get 20% off. A second child from the same '
    'family gets £10 off the lower-priced of the two blocks, and both offers can be combined. Stage 1 is for '
    'children aged 5 and over; pre-school Ducklings sessions (ages 3-4, 25 minutes, with a parent in the water) cost '
    '£6.50 each and are paid weekly. Missed lessons are not refunded or carried over; if the centre cancels a '
    'lesson, a make-up session in the same block or a £7.20 credit is offered. Assessments take place in week 8, and '
    'children who move up a stage finish their current block before changing. Rebooking for the summer block opens '
    'to existing swimmers on Saturday 7 March and to the public on Saturday 14 March. Enquiries: swim coordinator '
    'Dean Whitaker.'
)

B47_PHARMACY_PREPAYMENT_CERTIFICATES = (
    'Castle Street Pharmacy - paying for prescriptions (from 1 May 2025). The NHS prescription charge in England is '
    '£9.90 per item. A Prescription Prepayment Certificate (PPC) covers all your NHS prescriptions for a fixed '
    'price: the 3-month PPC costs £32.05 and the 12-month PPC costs £114.50, payable upfront or by 10 monthly direct '
    'debits of £11.45. The HRT PPC costs £19.80 for 12 months and covers listed hormone replacement therapy '
    'medicines only. A PPC can be cancelled for a full refund within 14 days of purchase, provided no prescriptions '
    'were obtained with it. If you paid for items while waiting for your PPC, claim the money back with form FP57 '
    'within 3 months of paying. Prescriptions are free for people under 16, 16- to 18-year-olds in full-time '
    'education, people aged 60 and over, and holders of a maternity exemption certificate. Repeat prescriptions are '
    'ready 2 working days after you request them. Home delivery is free for customers over 70 and costs £3 per '
    'delivery otherwise. Opening hours: Monday to Friday 9:00-18:30, Saturday 9:00-13:00, closed Sunday. Pharmacist '
    'Amir Haddad can help with PPC applications.'
)

B47_UNIVERSITY_HALL_CONTRACT = (
    'Harcourt Hall - residence terms 2025/26. The contract runs for 44 weeks, from Saturday 20 September 2025 to '
    'noon on Saturday 25 July 2026. Weekly rent: shared-bathroom room £152, standard en-suite £189, studio £238. '
    'Utilities, wifi and contents insurance up to £5,000 are included. Rent is paid in three termly instalments: '
    'Term 1 (13 weeks) due 1 October, Term 2 (15 weeks) due 10 January, and Term 3 (16 weeks) due 20 April. A £25 '
    'charge applies to payments more than 7 days late. A £250 security deposit is paid on accepting the room offer '
    'and is returned, less any deductions for damage or unpaid rent, within 28 days of the contract end date. '
    'Students who cancel before 1 August 2025 get the deposit back in full; after that date the deposit is kept. '
    'Early arrival from 13 September can be booked at £30 per night, subject to availability. Residents who leave '
    'early remain liable for the rent unless a replacement tenant is found; a £50 administration fee applies in '
    'either case. Overnight guests may stay no more than 2 nights in any 7 days. Hall manager: Grace Mensah.'
)

BATCH47: dict[str, list[tuple[str, str, bool]]] = {
    'dental practice bands fees': [(B47_DENTAL_PRACTICE_BANDS_FEES, c, True) for c in (
        (
            'A patient who needs a filling pays £75.30 on the NHS, and that charge also covers the examination in '
            'the same course of treatment.'
        ),
        'For an NHS crown, £163.35 is due at the first appointment.',
        'An urgent NHS appointment costs £27.40.',
        'A woman who gave birth eight months ago pays nothing for her NHS dental treatment.',
        'You cannot get an appointment at the practice at 3pm on a Friday.',
        (
            "If I cancel 12 hours before my appointment and it is my first late cancellation this year, I won't be "
            'charged.'
        ),
        'Two private hygienist appointments of 30 minutes cost £136 in total.',
    )] + [(B47_DENTAL_PRACTICE_BANDS_FEES, c, False) for c in (
        'Missing an appointment without any notice costs £25.',
        'A Band 2 course costs £75.30 on top of the Band 1 charge, so £102.70 in total.',
        "Cancelling with 30 hours' notice incurs the £25 late cancellation fee.",
        'Private whitening costs £395 per arch.',
        'The practice is open on Saturday mornings from 8:00 to 13:00.',
        'A patient who misses a single appointment may be removed from the practice list.',
        'A 17-year-old pays the Band 1 charge of £27.40 for an NHS check-up.',
    )],
    'nursery funded hours fees': [(B47_NURSERY_FUNDED_HOURS_FEES, c, True) for c in (
        'Three full days a week cost £204.',
        'A child who turns three on 15 February can start funded hours in April.',
        'A morning session with lunch comes to £41.50.',
        'If only one of two parents works, the child receives 15 funded hours a week rather than 30.',
        'Paying the monthly invoice on the 10th does not trigger the late payment charge.',
        "With two children at the nursery, the 10% discount applies to the older child's fees, not the younger's.",
        'Funded sessions are not entirely free, because a £6 daily consumables charge applies.',
    )] + [(B47_NURSERY_FUNDED_HOURS_FEES, c, False) for c in (
        'A full day costs the same as a morning session plus an afternoon session.',
        'Funded hours are available 51 weeks a year.',
        'A child who turns three on 15 October 2025 can start funded hours in April 2026.',
        'Children attending a full day pay an extra £3.50 for lunch.',
        'The £75 registration fee is refunded if the child leaves within the first month.',
        'The £15 late payment charge is added if fees are not paid by the 5th.',
        'Parents can give notice to leave by telling the manager verbally.',
    )],
    'language school fees refunds': [(B47_LANGUAGE_SCHOOL_FEES_REFUNDS, c, True) for c in (
        'The standard course has 11 classes, giving 22 hours of tuition in total.',
        'A student pays £224.40 for a standard course.',
        'Paying for the standard course in instalments costs £273 altogether.',
        'A learner who withdraws after the first class and before the second gets £224 back on a standard course.',
        'An over-65 taking an intensive course pays the full £495.',
        'If only five people enrol, the course is cancelled and everyone is refunded in full.',
        'A standard course plus the textbook costs £296.',
    )] + [(B47_LANGUAGE_SCHOOL_FEES_REFUNDS, c, False) for c in (
        'The standard course runs for 12 classes from 16 September to 2 December.',
        'Over-65s get 15% off the intensive course.',
        'A learner who withdraws after attending three classes gets a refund minus the £40 charge.',
        (
            "A learner who withdraws mid-course for medical reasons with a doctor's note gets a cash refund for "
            'unused classes.'
        ),
        'Choosing the instalment plan costs nothing extra.',
        'The placement test must be completed by 16 September, the date of the first class.',
        'The second instalment is due on 1 November.',
    )],
    'swimming lesson blocks': [(B47_SWIMMING_LESSON_BLOCKS, c, True) for c in (
        'A Leisure Card holder pays £57.60 for a Stage 3 block.',
        'A Stage 6 block works out at £9.50 per lesson.',
        'The last lessons of the spring block are in the week beginning 23 March.',
        'A Stage 2 child gets 5 hours of lessons across the block.',
        "If my child misses a lesson because she is ill, I won't get a refund for it.",
        'Without a Leisure Card, a Stage 2 child and their Stage 6 sibling cost £157 together.',
        'Existing swimmers can rebook for summer a week before the public can.',
    )] + [(B47_SWIMMING_LESSON_BLOCKS, c, False) for c in (
        'Stage 5 lessons last 30 minutes.',
        'Ducklings sessions are paid for as a 10-week block.',
        'The Leisure Card discount cannot be combined with the second-child discount.',
        'There are lessons in the week beginning 16 February.',
        'Summer rebooking opens to the public on Saturday 7 March.',
        (
            'For a family with a Stage 2 and a Stage 6 child, the £10 second-child discount comes off the Stage 6 '
            'block.'
        ),
        'A four-year-old can join Stage 1 lessons.',
    )],
    'pharmacy prepayment certificates': [(B47_PHARMACY_PREPAYMENT_CERTIFICATES, c, True) for c in (
        (
            'Someone who needs four items a month would pay £118.80 over three months without a PPC, so the 3-month '
            'PPC saves them £86.75.'
        ),
        'Paying for the 12-month PPC by direct debit costs the same in total as paying upfront.',
        'A 62-year-old does not pay prescription charges.',
        'The HRT PPC would not cover a prescription for blood pressure tablets.',
        'You cannot collect a prescription from the pharmacy at 3pm on a Saturday.',
        'A 17-year-old in full-time education gets prescriptions free.',
        'Buying four 3-month PPCs in a row costs more than one 12-month PPC.',
    )] + [(B47_PHARMACY_PREPAYMENT_CERTIFICATES, c, False) for c in (
        'The 12-month PPC can be paid by 12 monthly direct debits of £11.45.',
        'Three prescription items cost £29.60.',
        'The HRT PPC covers all of your NHS prescriptions for 12 months.',
        'A PPC can be refunded within 14 days even if you have already used it for a prescription.',
        'You have 6 months to claim back charges paid while waiting for your PPC using form FP57.',
        'Home delivery is free for all customers aged 60 and over.',
        'Repeat prescriptions are ready within 24 hours of requesting them.',
    )],
    'university hall contract': [(B47_UNIVERSITY_HALL_CONTRACT, c, True) for c in (
        'A standard en-suite room costs £8,316 in rent over the full contract.',
        'The Term 1 rent for a studio is £3,094.',
        'A student who cancels on 25 July 2025 gets the £250 deposit back in full.',
        'If a student leaves early and a replacement tenant is found, they still pay the £50 administration fee.',
        'Any deposit due back will be returned by 22 August 2026 at the latest.',
        "A resident's guest cannot stay three nights in the same week.",
        'Arriving on 18 September and staying two nights before the contract starts would cost £60 extra.',
    )] + [(B47_UNIVERSITY_HALL_CONTRACT, c, False) for c in (
        'Rent for a shared-bathroom room over the 44-week contract totals £6,588.',
        'The Term 2 rent instalment is due on 1 January.',
        'The deposit is returned within 14 days of the contract ending.',
        'A student who cancels on 15 August 2025 gets the deposit back in full.',
        'A resident who leaves early stops owing rent as soon as they give notice.',
        'Contents insurance is included up to £10,000.',
        'Term 3 lasts 15 weeks.',
    )],
}

# Batch 48.
B48_ENERGY_FIX_AND_SAVE_TARIFF = (
    'Brightwell Energy - Fix & Save 24 (dual fuel). Prices are fixed for 24 months from Monday 3 March 2025. '
    'Electricity: unit rate 24.6p per kWh, standing charge 53.2p per day. Gas: unit rate 6.1p per kWh, standing '
    'charge 31.4p per day. All prices include VAT at 5%. Exit fee: £75 per fuel if you leave before the fixed term '
    'ends, but no exit fee applies if you switch during the last 49 days of the term. Dual-fuel customers paying by '
    'monthly Direct Debit receive a £30 annual discount, credited to the account on each anniversary of the start '
    'date. Customers who pay on receipt of bill have a 6% surcharge added to the total bill. Smart meters send '
    'readings every 30 minutes; customers without a smart meter must submit a reading by the 5th of each month, '
    'otherwise their bill will be estimated. Complaints go to our Customer Care lead, Priya Nandakumar, at '
    'complaints@brightwell.example, and we reply within 8 working days. If your complaint is still unresolved after '
    '8 weeks, you may refer it to the Energy Ombudsman.'
)

B48_BROADBAND_FIBRE_500_CONTRACT = (
    'Lumen Fibre 500 - Key Contract Information. Minimum term: 18 months. Monthly price: £32.99. Installation is '
    'free when you order online (normally £49.99). Average download speed 500Mbps at peak time (8pm-10pm); average '
    'upload speed 75Mbps. Minimum guaranteed download speed: 250Mbps. If your speed stays below this for 3 '
    'consecutive days and we cannot fix it within 30 days of you reporting it, you may leave without penalty. Every '
    'April your monthly price rises by a fixed £3.00; this is not linked to inflation, and price rises do not give '
    'you the right to cancel without charge. Early cancellation charge: £4.50 for each month remaining in the '
    "minimum term, plus 30 days' notice. Your router must be returned within 28 days of the service ending or a £60 "
    "charge applies. Once the minimum term ends, the contract rolls monthly and you may leave with 30 days' notice "
    'and no cancellation charge. Customers aged 65 or over, or receiving Universal Credit, can switch to Lumen '
    'Essential at £15 a month at any time without an early cancellation charge. Our retentions team is available '
    'Monday to Saturday, 8am-8pm.'
)

B48_COUNCIL_BINS_AND_BULKY_WASTE = (
    'Harrowfield District Council - Waste Collections 2025. General waste (black bin) is collected every two weeks, '
    'and recycling (blue bin) on the alternate weeks. Food waste caddies are collected weekly. Bins must be out by '
    '7am on collection day and back in by 9pm. Garden waste (green bin) is a subscription service costing £52 per '
    'bin for the year 1 April to 31 March, with £10 off per bin for subscriptions made before 28 February. '
    'Households may have up to 3 green bins. There are no garden waste collections from 15 December to 5 January. '
    'Christmas changes: collections due Thursday 25 December move to Saturday 27 December; collections due Friday 26 '
    'December move to Monday 29 December. Bulky waste: £38 for up to 5 items, then £7 for each additional item, up '
    'to a maximum of 10 items per collection. A fridge or freezer counts as two items. Residents receiving Council '
    'Tax Support pay half price. Building rubble, paint tins and car tyres are not accepted. Bulky collections take '
    'place on Wednesdays only and must be booked online at least 3 working days ahead. Cancellations made within 48 '
    'hours of the collection are not refunded.'
)

B48_WATER_METERED_CHARGES = (
    'Severnmoor Water - Metered Charges 2025/26 (1 April 2025 to 31 March 2026). Clean water: £2.14 per cubic metre '
    '(m3). Wastewater: £2.61 per m3, charged on 95% of the clean water you use, as 5% is assumed not to return to '
    'the sewer. Standing charges: £42 a year for water and £58 a year for wastewater. Surface water drainage is '
    'included in the wastewater standing charge; if rainwater from your property does not drain to the public sewer, '
    'you can claim a £31 annual rebate. Bills are issued every six months, in May and November. Payment options: '
    'monthly Direct Debit over 10 months (April to January) or 12 months, or weekly or fortnightly payments with a '
    'payment card. WaterSure Plus caps the annual bill at £499 for households on means-tested benefits that have '
    'three or more children under 19, or someone with a medical condition needing extra water. If a leak on your '
    'supply pipe is repaired within 21 days of discovery, we will refund the water lost, once per property. If a '
    'payment is missed, we send a reminder after 14 days and a final notice 7 days after that. Head of Billing: '
    'Jordan Ellis.'
)

B48_HOME_INSURANCE_POLICY_SUMMARY = (
    'Oakline Home Insurance - Policy Summary, Buildings and Contents (policy OHI-4471). Policy period: 12 months '
    'from 14 June 2025. Annual premium: £312, or 12 monthly payments of £27.30 including a credit charge. Standard '
    'excess: £250 per claim. Escape of water claims: £450 excess. Subsidence claims: £1,000 excess. If you choose '
    'the £100 voluntary excess, it is added to the applicable excess and your premium is reduced by 8%. Contents are '
    'covered up to £50,000; any single item worth over £2,000 must be listed on your schedule, otherwise it is '
    'covered only up to £2,000. Accidental damage cover is an optional extra at £46 a year. Not covered: wear and '
    'tear, damage caused by pets, gradual leaks, and theft if the home has been unoccupied for more than 60 '
    'consecutive days. Damage from frozen pipes is covered only if the heating was left on at a minimum of 12°C. '
    'Claims must be reported within 30 days. No-claims discount: 5% for each claim-free year, up to a maximum of '
    '25%. The claims line is open 24 hours a day; your named adviser is Chloe Adeyemi.'
)

B48_LETTING_AGENT_TENANCY_TERMS = (
    'Carrow & Finch Lettings - Flat 2, 14 Alder Road. Rent: £1,150 a month, due on the 1st. Holding deposit: one '
    "week's rent (£265). It is refunded if the landlord withdraws, credited to the first month's rent if the tenancy "
    'goes ahead, and kept if you give false information or withdraw. The tenancy agreement must be signed within 15 '
    "days of paying the holding deposit. Security deposit: five weeks' rent (£1,326), protected with the Deposit "
    'Protection Service within 30 days of receipt. Late rent: interest at 3% above Bank of England base rate, only '
    "once rent is 14 or more days overdue. Fee for changing the tenancy agreement at the tenant's request: £50. Lost "
    'keys: actual replacement cost. No other fees permitted. Tenancy: 12-month fixed term from 1 September 2025. '
    "Break clause: either party may end the tenancy early by giving 2 months' written notice, served no earlier than "
    "1 January 2026. After the fixed term, tenants must give at least one month's notice, ending on the last day of "
    "a rental period. Pets: one cat or small dog allowed with the landlord's consent; rent rises by £25 a month per "
    'pet. Viewings with Dev Malhotra, Tuesday and Thursday, 10am-4pm.'
)

BATCH48: dict[str, list[tuple[str, str, bool]]] = {
    'energy fix and save tariff': [(B48_ENERGY_FIX_AND_SAVE_TARIFF, c, True) for c in (
        'The daily standing charges for electricity and gas together come to 84.6p.',
        'Leaving the tariff for both fuels halfway through the fixed term would cost £150 in exit fees.',
        'Using 10 kWh of electricity in a day costs £2.46 in unit charges, before the standing charge.',
        'No VAT needs to be added on top of the quoted unit rates and standing charges.',
        "If you switch to another supplier 30 days before the fixed term ends, you won't pay an exit fee.",
        (
            'A customer without a smart meter who misses the 5th-of-the-month reading deadline will get an estimated '
            'bill.'
        ),
        "If your complaint hasn't been resolved after 8 weeks, you can take it to the Energy Ombudsman.",
    )] + [(B48_ENERGY_FIX_AND_SAVE_TARIFF, c, False) for c in (
        'The daily standing charges for electricity and gas together come to 74.6p.',
        'Leaving early costs a single £75 exit fee, however many fuels you have with Brightwell.',
        'An electricity-only customer paying by monthly Direct Debit gets the £30 annual discount.',
        'Switching away 60 days before the end of the fixed term avoids the exit fee.',
        'The gas unit rate is 6.1p per kWh plus VAT at 5%.',
        'The fixed prices run until March 2026.',
        'Customers without a smart meter have until the 15th of each month to submit a meter reading.',
    )],
    'broadband fibre 500 contract': [(B48_BROADBAND_FIBRE_500_CONTRACT, c, True) for c in (
        'Cancelling with 6 months of the minimum term left would mean an early cancellation charge of £27.',
        'Ordering online rather than another way saves £49.99 on installation.',
        'The yearly April price rise is a set £3, not an inflation-based increase.',
        'After the first April price rise, the monthly price becomes £35.99.',
        (
            'A customer receiving Universal Credit can move to Lumen Essential mid-contract without an early '
            'cancellation charge.'
        ),
        "Once the 18-month minimum term is over, you can leave with 30 days' notice and pay no cancellation charge.",
        'If you keep the router for more than 28 days after the service ends, you will be charged £60.',
    )] + [(B48_BROADBAND_FIBRE_500_CONTRACT, c, False) for c in (
        'The April price rise gives you the right to cancel without paying a cancellation charge.',
        'Cancelling with 10 months of the minimum term remaining costs £40.',
        'If your download speed is below 250Mbps for 3 consecutive days, you can leave immediately without penalty.',
        'Lumen guarantees a minimum upload speed of 75Mbps.',
        'Customers aged 60 or over can switch to Lumen Essential without an early cancellation charge.',
        'Installation is free whether you order online or by phone.',
        'The retentions team can be reached seven days a week.',
    )],
    'council bins and bulky waste': [(B48_COUNCIL_BINS_AND_BULKY_WASTE, c, True) for c in (
        'A bulky waste collection of 8 items costs £59.',
        'A fridge plus three other items counts as 5 items, so the collection costs £38.',
        'Subscribing for two green bins in January costs £84 for the year.',
        'A resident on Council Tax Support pays £19 to have up to 5 bulky items collected.',
        (
            'If your bin is normally collected on Thursday 25 December, it will be collected on Saturday 27 December '
            'instead.'
        ),
        'There will be no garden waste collection on 2 January.',
        "You can't include old car tyres in a bulky waste collection.",
    )] + [(B48_COUNCIL_BINS_AND_BULKY_WASTE, c, False) for c in (
        'A bulky waste collection of 8 items costs £56.',
        'You can book 12 items in one bulky collection as long as you pay £7 for each extra item.',
        'Collections due on Friday 26 December move to Saturday 27 December.',
        'Food waste caddies are collected every two weeks.',
        'A household may subscribe for up to 4 green bins.',
        'Bulky waste collections can be booked for any weekday.',
        'A green bin subscription taken out in March costs £42.',
    )],
    'water metered charges': [(B48_WATER_METERED_CHARGES, c, True) for c in (
        'The two standing charges add up to £100 a year.',
        'A household using 100 m3 of water in the year pays £247.95 in wastewater volume charges.',
        'The clean water rate per cubic metre is lower than the wastewater rate.',
        (
            'A family on means-tested benefits with children aged 5, 9 and 14 would pay no more than £499 a year '
            'under WaterSure Plus.'
        ),
        'If you miss a payment, the final notice arrives 21 days after the missed payment.',
        'You can spread your payments over 12 months by Direct Debit.',
        'Bills are sent out twice a year.',
    )] + [(B48_WATER_METERED_CHARGES, c, False) for c in (
        'A household using 100 m3 of water in the year pays £261 in wastewater volume charges.',
        'Severnmoor Water sends bills every quarter.',
        (
            'A family on means-tested benefits with two children and no medical condition needing extra water '
            'qualifies for WaterSure Plus.'
        ),
        'The water lost through a supply pipe leak is refunded if the leak is fixed within 28 days of discovery.',
        'The 10-month Direct Debit plan runs from April to December.',
        "If your rainwater doesn't drain to the public sewer, you can claim a £58 annual rebate.",
        'You can get a refund for lost water every time you repair a supply pipe leak within the time limit.',
    )],
    'home insurance policy summary': [(B48_HOME_INSURANCE_POLICY_SUMMARY, c, True) for c in (
        'Paying monthly costs £15.60 more over the year than paying the annual premium in one go.',
        'With the voluntary excess, a standard claim would carry a total excess of £350.',
        'Taking the voluntary excess brings the annual premium down to £287.04.',
        'An unlisted watch worth £3,500 would only be covered up to £2,000.',
        'Damage caused by your dog is not covered.',
        'It takes five claim-free years to reach the maximum no-claims discount.',
        'A burst from frozen pipes is covered only if the heating was kept at 12°C or higher.',
    )] + [(B48_HOME_INSURANCE_POLICY_SUMMARY, c, False) for c in (
        'Twelve monthly payments add up to £317.60 over the year.',
        'With the voluntary excess, an escape of water claim would carry a total excess of £350.',
        'Accidental damage cover is included as standard.',
        'Theft is not covered if the home has been empty for 40 consecutive days.',
        'You have 60 days to report a claim.',
        'The no-claims discount can build up to 30%.',
        'Subsidence claims carry a £450 excess.',
    )],
    'letting agent tenancy terms': [(B48_LETTING_AGENT_TENANCY_TERMS, c, True) for c in (
        (
            "If the tenancy goes ahead, you'll have £885 left to pay for the first month's rent after the holding "
            'deposit is credited.'
        ),
        'Keeping one cat would raise the monthly rent to £1,175.',
        'If rent is 10 days late, no late-payment interest is charged.',
        'The agent cannot charge tenants a check-out fee.',
        'If the landlord pulls out, you get the holding deposit back.',
        'A break-clause notice served on 15 December 2025 would not be valid.',
        "Viewings aren't available on Mondays.",
    )] + [(B48_LETTING_AGENT_TENANCY_TERMS, c, False) for c in (
        'If you decide to withdraw before signing, your holding deposit will be refunded.',
        "The security deposit is six weeks' rent.",
        'Interest on late rent starts once payment is 7 days overdue.',
        'Keeping two pets would add £25 a month to the rent in total.',
        "After the fixed term, tenants must give at least two months' notice.",
        'You have 14 days after paying the holding deposit to sign the tenancy agreement.',
        'Replacing a lost key costs a flat £50 fee.',
    )],
}

# Batch 49.
B49_ELECTRONICS_CAREPLUS_WARRANTY = (
    'Brightline Electronics – Warranty & CarePlus Cover (effective 1 March 2025). All products carry a 12-month '
    'manufacturer warranty from the date of purchase; laptops made by Korvo carry 24 months. CarePlus extended cover '
    'can be added at purchase or within 30 days after it. Prices: items under £300 – £39 for 2 years or £59 for 3 '
    'years; items £300–£799.99 – £79 for 2 years or £119 for 3 years; items £800 and over – £129 for 2 years or £179 '
    'for 3 years. CarePlus years run from the purchase date, not from the end of the manufacturer warranty. '
    'Accidental damage is covered only on the 3-year plans, with a £50 excess per claim and a maximum of 2 claims '
    'per year. Batteries are covered for 18 months only, under any plan. Cancelling within 45 days of taking out '
    'cover gives a full refund; after that, refunds are pro rata minus a £15 admin fee. Claims are handled by store '
    "manager Priya Nandakumar's team, Monday to Saturday, 9:00–18:00. Repairs take up to 10 working days; if the "
    'item is not fixed in that time, we replace it. Cosmetic damage and lost items are never covered.'
)

B49_ONLINE_RETAILER_RETURNS_DELIVERY = (
    'Parcelwise Returns & Delivery Policy. Most items can be returned within 30 days of delivery for a full refund. '
    'Electronics have a 14-day window: unopened electronics are refunded in full, while opened electronics incur a '
    '15% restocking fee. Clothing and shoes get 60 days. Underwear, swimwear with the hygiene strip removed, and '
    'personalised items cannot be returned unless faulty. Returns dropped off at a Parcelwise locker are free; '
    'courier collection costs £4.50, waived for Parcelwise Plus members. Refunds are issued to the original payment '
    'method within 5 working days of the item reaching our warehouse. Delivery: standard delivery (3–5 working days) '
    'costs £3.99, free on orders of £40 or more. Next-day delivery costs £6.99 when ordered by 8 pm Sunday to '
    'Thursday; next-day orders placed on Friday or Saturday arrive on Monday. Nominated-day delivery costs £5.49 and '
    'can be booked up to 14 days ahead. Parcelwise Plus costs £79 a year or £7.99 a month and includes free next-day '
    'delivery on orders over £20. Items over 30 kg are excluded from next-day delivery.'
)

B49_SUPERMARKET_REWARDS_POINTS = (
    'FreshMart Rewards – How it works (from 6 January 2025). Members earn 1 point for every £1 spent in store and 2 '
    'points per £1 on online grocery orders. Fuel earns 1 point per 2 litres. No points are earned on tobacco, '
    'lottery tickets, gift cards or infant formula. On the 1st of each month, points are converted automatically '
    'into vouchers at 250 points for each £2.50 voucher; leftover points carry over. Vouchers are valid for 60 days '
    'and can be used on any shop of £10 or more, up to 4 vouchers per transaction. At Double-Up Weekend, members can '
    'swap £5 of vouchers for £10 to spend at partner venues (PizzaVerde and Hallam Cinemas); it runs on the first '
    'Saturday and Sunday of each quarter. Points expire only if the account has no purchases for 12 months. Members '
    'aged 65 or over get 10% off their shop every Tuesday, capped at £15 of savings per visit. The Rewards desk '
    '(manager Tom Achebe) is open 8:00–20:00 Monday to Saturday and 10:00–16:00 on Sundays.'
)

B49_STREAMING_PLANS_PRICE_CHANGE = (
    'StreamNest Plans (updated 3 February 2025). Basic (with ads): £5.99/month, 1 screen at a time, 720p HD. '
    'Standard: £10.99/month, 2 screens, Full HD, downloads on 2 devices. Premium: £17.99/month, 4 screens, 4K and '
    'spatial audio, downloads on 6 devices. Annual billing is available on Standard and Premium only and gives 2 '
    'months free (you pay for 10). Family sharing lets the account owner add extra members outside the household for '
    '£4.49 each per month: up to 2 on Premium, 1 on Standard, none on Basic. Extra members get 1 screen each and '
    'must be aged 18 or over. From 1 April 2025, Standard rises to £11.99 and Premium to £19.99; Basic is unchanged. '
    'Existing monthly subscribers will see the new price from their first billing date on or after 1 May 2025 and '
    'will be emailed at least 30 days beforehand. Annual subscribers keep their current price until renewal. You can '
    'cancel anytime; access continues to the end of the paid period, with no partial refunds. Students with a '
    'verified email get 50% off Standard for up to 12 months.'
)

B49_FURNITURE_FINANCE_DELIVERY = (
    'Oakhaven Furniture – Finance & Delivery (spring 2025). 0% APR interest-free finance is available on orders of '
    '£499 or more, over 12, 24 or 36 months; a 10% deposit is required, minimum £50. Orders from £250 to £498.99 can '
    'use 9.9% APR finance over 12 months only. Applicants must be 18 or over, UK residents, and either employed at '
    'least 16 hours a week or retired. Paying off the balance early carries no charge; a missed payment triggers a '
    '£12 late fee. Delivery: standard two-person delivery costs £49 and is free on orders over £1,000. Slots run '
    'Monday to Saturday: morning (7:00–12:00), afternoon (12:00–18:00), or a 2-hour timed slot for an extra £25 '
    '(weekdays only). Sunday delivery is not offered. Room-of-choice placement and packaging removal are included. '
    'Assembly costs £35 per item, except beds and wardrobes at £60 each. Old-furniture removal costs £30 per item, '
    'up to a maximum of 3 items. You can rebook a slot free of charge up to 48 hours before; later changes cost £20. '
    'Lead time is 3–5 weeks for made-to-order sofas and 7–10 days for everything else.'
)

B49_PHONE_REPAIR_PRICES_GUARANTEE = (
    'FixPoint Phone Repairs – Price list & terms (valid from 10 March 2025). Screen replacement: iPhone 13/14 £129, '
    'iPhone 15 £169, Samsung Galaxy S23/S24 £149, Google Pixel 7/8 £109. Battery replacement: £59 for any model, '
    'done in 45 minutes. Charging port repair: £49, same day if booked before 1 pm. Screen repairs take 90 minutes '
    'when the part is in stock, otherwise 2–3 working days. Water-damage diagnostics cost £25, deducted from the '
    'repair price if you go ahead with a repair. All repairs carry a 6-month guarantee on parts and labour; screens '
    'fitted with a genuine manufacturer part get 12 months. The guarantee is void if the device is later opened by '
    'someone else or shows new physical or liquid damage. Students and NHS staff get 10% off all listed prices with '
    'valid ID, not combinable with other offers. Two repairs on the same device in one visit get £15 off the total. '
    'Opening hours: Monday–Friday 9:30–18:30, Saturday 10:00–17:00, closed Sunday. Senior technician Marco Silva '
    'handles board-level repairs, quoted individually after a free assessment.'
)

BATCH49: dict[str, list[tuple[str, str, bool]]] = {
    'electronics careplus warranty': [(B49_ELECTRONICS_CAREPLUS_WARRANTY, c, True) for c in (
        'A £799 TV falls in the middle price band, so three years of CarePlus on it would cost £119.',
        'On an £850 camera, choosing 3-year CarePlus instead of 2-year costs an extra £50.',
        'If I bought a phone on 10 April, I can still add CarePlus to it on 5 May.',
        'None of the 2-year CarePlus plans cover accidental damage.',
        'On a 3-year plan, making two accidental damage claims in the same year would cost £100 in excess in total.',
        'The claims team does not handle claims on Sundays.',
        'If I cancel CarePlus 40 days after taking it out, I get all my money back.',
    )] + [(B49_ELECTRONICS_CAREPLUS_WARRANTY, c, False) for c in (
        'A £300 speaker is in the cheapest band, so 2-year CarePlus on it costs £39.',
        '3-year CarePlus on a £250 item costs £59 and covers the battery for the full three years.',
        (
            'CarePlus years start when the manufacturer warranty ends, so a 3-year plan gives four years of '
            'protection in total.'
        ),
        'Cancelling CarePlus after 45 days gives a pro-rata refund with no fees deducted.',
        'Every laptop sold by Brightline comes with a 24-month manufacturer warranty.',
        'If a repair is not finished within 7 working days, Brightline replaces the item.',
        'Under a 3-year plan you can make up to three accidental damage claims per year.',
    )],
    'online retailer returns delivery': [(B49_ONLINE_RETAILER_RETURNS_DELIVERY, c, True) for c in (
        'Unopened headphones sent back 12 days after delivery get a full refund.',
        'Returning an opened £200 tablet within 14 days gets me £170 back.',
        'A jacket delivered on 1 June can still be returned on 25 July.',
        'An order of exactly £40 qualifies for free standard delivery.',
        'Paying monthly for a full year of Parcelwise Plus costs £16.88 more than the annual fee.',
        'If I order next-day delivery at 7:30 pm on a Wednesday, it should arrive on Thursday.',
        'A Plus member who books a courier collection for a return pays nothing for the collection.',
    )] + [(B49_ONLINE_RETAILER_RETURNS_DELIVERY, c, False) for c in (
        'Opened electronics can be returned within 30 days, subject to a 15% restocking fee.',
        'An unwanted personalised mug can be returned within 30 days for a refund.',
        'Standard delivery on a £35 order is free.',
        'A next-day order placed on Saturday will arrive on Sunday.',
        'Plus members get free next-day delivery on every order, whatever its value.',
        'Refunds are issued within 5 working days of the customer sending the item back.',
        'Nominated-day delivery can be booked up to 21 days in advance.',
    )],
    'supermarket rewards points': [(B49_SUPERMARKET_REWARDS_POINTS, c, True) for c in (
        'Spending £130 in store and £60 on online groceries earns 250 points, enough for one £2.50 voucher.',
        'Filling up with 50 litres of fuel earns 25 points.',
        'A voucher issued on 1 March can still be used on 15 April.',
        'A 70-year-old member spending £200 on a Tuesday gets £15 off, not £20.',
        "Buying baby formula won't earn any points.",
        'The Rewards desk opens later on Sundays than on the other days of the week.',
        'Double-Up Weekend takes place four times a year.',
    )] + [(B49_SUPERMARKET_REWARDS_POINTS, c, False) for c in (
        'Spending £100 on an online grocery order earns 100 points.',
        'Any points left over after the monthly conversion to vouchers are lost.',
        'FreshMart vouchers are valid for 90 days after they are issued.',
        'Members aged 65 or over get 10% off their shop on any day of the week.',
        'Points expire 12 months after they are earned, even if the member keeps shopping.',
        'Double-Up Weekend runs on the first weekend of every month.',
        'Buying 40 litres of fuel earns 40 points.',
    )],
    'streaming plans price change': [(B49_STREAMING_PLANS_PRICE_CHANGE, c, True) for c in (
        'At current prices, a year of Premium paid annually costs £179.90.',
        'At current prices, a Premium subscriber with two extra members pays £26.97 a month.',
        'Basic subscribers cannot add extra members outside their household.',
        "The Basic plan's price is not going up in April 2025.",
        (
            'An existing monthly Standard subscriber billed on the 10th of each month will first pay £11.99 on 10 '
            'May 2025.'
        ),
        (
            "If I cancel halfway through a month, I can keep watching until that month's paid period ends but won't "
            'get money back.'
        ),
        'A 16-year-old cannot be added as an extra member.',
    )] + [(B49_STREAMING_PLANS_PRICE_CHANGE, c, False) for c in (
        'A new customer joining Standard on 15 April 2025 pays £10.99 a month.',
        'Paying annually for Basic costs £59.90 a year.',
        'Standard lets you download content on up to 6 devices.',
        'A Standard account owner can add up to two extra members.',
        "Premium's price is going up by £1 a month.",
        'Students with a verified email get 50% off Premium for up to 12 months.',
        'Annual subscribers will start paying the new price from 1 May 2025.',
    )],
    'furniture finance delivery': [(B49_FURNITURE_FINANCE_DELIVERY, c, True) for c in (
        (
            'A £1,200 sofa on 0% finance over 24 months with a 10% deposit means paying £120 upfront and then £45 a '
            'month.'
        ),
        'A £400 armchair can be bought on finance, but only at 9.9% APR over 12 months.',
        'On a £499 order using interest-free finance, the deposit is £50 rather than £49.90.',
        'An order of exactly £1,000 still pays £49 for delivery.',
        'Having a bed and two chairs assembled costs £130.',
        "A 2-hour timed delivery slot can't be booked for a Saturday.",
        'Changing my delivery slot three days beforehand costs nothing.',
    )] + [(B49_FURNITURE_FINANCE_DELIVERY, c, False) for c in (
        'Retired customers cannot apply for finance.',
        'Paying off interest-free finance early incurs an early settlement charge.',
        'Removing four pieces of old furniture would cost £120.',
        'Assembling a wardrobe and a bed costs £70.',
        'Sunday delivery is available if you pay for a timed slot.',
        'Made-to-order sofas are delivered within 7–10 days.',
        'A £600 order on 0% finance over 12 months with a 10% deposit costs £50 a month.',
    )],
    'phone repair prices guarantee': [(B49_PHONE_REPAIR_PRICES_GUARANTEE, c, True) for c in (
        'Replacing both the screen and the battery on an iPhone 14 in one visit costs £173.',
        'An NHS nurse with valid ID pays £98.10 for a Pixel 8 screen replacement.',
        'A charging port repair booked at 11 am on a Tuesday should be done the same day.',
        'A battery replacement costs the same on a Samsung as on an iPhone.',
        'If I pay for water-damage diagnostics and then go ahead with a charging port repair, I pay £49 in total.',
        "I can't drop my phone off at FixPoint on a Sunday.",
        'A screen replaced with a non-genuine part is guaranteed for 6 months.',
    )] + [(B49_PHONE_REPAIR_PRICES_GUARANTEE, c, False) for c in (
        'An iPhone 15 screen replacement costs £129.',
        'Every screen replacement comes with a 12-month guarantee.',
        'A student can combine the 10% discount with the £15 two-repair discount.',
        'Screen repairs are always completed within 90 minutes.',
        'The £25 water-damage diagnostic fee is refunded even if you decide not to repair.',
        'Board-level repairs by Marco Silva cost a flat £89.',
        'On Saturdays the shop stays open until 18:30.',
    )],
}


BATCHES_46_49: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH46, **BATCH47, **BATCH48, **BATCH49,
}
