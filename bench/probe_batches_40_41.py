"""Probe batches 40-41, each written by a helper agent that saw neither the code nor an earlier probe (session 36),
in the shape of :mod:`probes`: six made-up documents per batch, each with seven true and seven false claims. They were
written while session 36's candidate model trained and read for the first time on the served model and the candidates
together, after session 36's check change had been decided, so they measure both out of sample
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 40.
B40_ANNUAL_LEAVE_POLICY = (
    'Northfield Logistics - Annual Leave Policy (leave year 1 January to 31 December 2025). Full-time employees '
    'receive 25 days of paid annual leave per year, plus the 8 public holidays. Part-time employees receive leave '
    'pro rata; for example, an employee working 3 days a week receives 15 days. Employees with more than 5 full '
    'years of service receive 1 extra day for each full year of service beyond 5, up to a maximum of 30 days. Leave '
    "requests of up to 3 consecutive days need 7 days' notice; requests of 4 days or more need 28 days' notice and "
    'approval from the department head, Karen Osei. No more than 2 people from the same team may be on leave at the '
    'same time. Up to 5 unused days may be carried over into the next year, but carried-over days must be used by 31 '
    'March; anything left after that date is lost. Leave is only paid out when an employee leaves the company; '
    'untaken days for the current year are then paid at the normal daily rate. During the warehouse peak period, 1 '
    'to 24 December, leave is only granted to staff in office roles.'
)

B40_PARENTAL_LEAVE_POLICY = (
    'Harwell Software - Parental Leave Policy. The birth parent is entitled to 26 weeks of parental leave. The first '
    '16 weeks are paid at 100% of base salary and the next 10 weeks at 50%. The non-birth parent (partner) is '
    'entitled to 6 weeks, all paid at 100%, which must be taken within 12 months of the birth. Adoptive parents '
    'receive the same entitlements: the primary adopter as the birth parent, the second adopter as the partner. To '
    'qualify for the enhanced pay, an employee must have at least 26 weeks of continuous service at the expected '
    'week of childbirth; employees with less service receive the statutory minimum only. Notice of intended leave '
    'must be given to HR (contact: Priya Nandakumar) at least 15 weeks before the expected due date. Leave may start '
    "no earlier than 11 weeks before the due date. Up to 10 'keeping in touch' days may be worked during leave "
    'without ending it, paid at the normal daily rate in addition to leave pay. Employees who do not return to work '
    'for at least 6 months after their leave must repay the enhanced pay above statutory levels, unless their role '
    'has been made redundant.'
)

B40_COMPANY_PENSION_SCHEME = (
    'Brightwater Retail Group Pension Scheme - summary for employees. All employees aged 22 or over earning more '
    'than £10,000 a year are enrolled automatically after 3 months of employment; other employees may opt in. The '
    'standard contribution is 5% of salary from the employee and 5% from the company. Employees who choose to pay 7% '
    'receive a company contribution of 8%; paying more than 7% does not raise the company contribution further. '
    'Contributions are taken from gross pay each month on the 25th. An employee may opt out within one month of '
    'enrolment and receive a full refund of their own contributions; after that month, contributions stay in the '
    'pension until age 57 at the earliest. Employees may change their contribution rate twice per scheme year (1 '
    'April to 31 March). The default fund is the Brightwater Balanced Fund, with an annual management charge of '
    '0.35%; the Ethical Equity Fund charges 0.60%. Opting out ends company contributions. Employees who opt out are '
    're-enrolled automatically every 3 years if still eligible. Questions go to the pensions manager, Daniel Okafor.'
)

B40_OVERTIME_AND_SHIFT_PAY = (
    'Castleford Manufacturing - Overtime and Shift Pay Rules. The standard week is 37.5 hours, Monday to Friday. '
    'Hours worked beyond 37.5 in a week are paid as overtime at 1.5 times the basic hourly rate on weekdays and '
    'Saturdays, and at 2 times on Sundays and public holidays. Overtime must be approved in advance by the shift '
    'supervisor; unapproved hours are not paid as overtime. Night shifts (any shift with at least 3 hours between '
    '22:00 and 06:00) carry a shift premium of 20% of the basic rate for every hour of the shift. The afternoon '
    'shift (14:00-22:00) carries a premium of 10%. Premiums are not added to overtime rates. No employee may work '
    'more than 12 hours of overtime in a week or more than 48 hours in total averaged over 17 weeks. Employees on '
    'salary grade M1 and above are not eligible for paid overtime; they may instead take time off in lieu, hour for '
    "hour, within 3 months. Overtime is paid with the following month's salary on the last working day of that "
    'month. Queries go to the payroll lead, Aisha Brennan.'
)

B40_SICK_PAY_RULES = (
    'Ridgeway Health Trust - Sick Pay Rules for staff. Report any absence by phone to your line manager before 09:00 '
    'on the first day, or at least 1 hour before your shift starts if you work shifts. For absences of up to 7 '
    'calendar days you can self-certify using the return-to-work form; from day 8 a fit note from a doctor is '
    'required. Company sick pay depends on length of service: in the first year, 4 weeks at full pay and 4 weeks at '
    'half pay; after 1 year, 8 weeks full and 8 weeks half; after 3 years, 13 weeks full and 13 weeks half. '
    'Entitlement is measured over a rolling 12-month period. The first 3 days of any absence are unpaid for '
    'employees still in their 6-month probation period. Sick pay is not paid for absences that are not reported on '
    'time unless there is a good reason, as decided by the HR business partner, Marcus Lindqvist. A return-to-work '
    'meeting is held after every absence; 3 or more separate absences within 6 months trigger a formal attendance '
    'review. Annual leave continues to accrue during sick leave.'
)

B40_TRAINING_EDUCATION_BUDGET = (
    'Kestrel Analytics - Training and Education Budget 2025. Every permanent employee who has passed probation has '
    'an individual training budget of EUR 1,500 per calendar year; team leads receive EUR 2,500. Contractors and '
    'interns are not eligible. The budget covers course fees, exam fees, conference tickets and books; travel and '
    "hotel costs for conferences are paid from the team's travel budget, not the training budget. Unused budget does "
    'not roll over to the next year; budgets are reset on 1 January. Requests above EUR 500 require approval from '
    'your manager and from the L&D coordinator, Sofia Marchetti, and must be submitted at least 3 weeks before the '
    'booking deadline. In addition, employees get 5 paid study days per year, which can be taken in half days. For '
    "qualifications costing more than EUR 3,000 (e.g. a master's degree), the company may fund up to 75% through a "
    'separate study agreement; if the employee leaves within 24 months of completing the course, they must repay 50% '
    'of the amount funded. Claims for books must be submitted with receipts within 30 days of purchase.'
)

BATCH40: dict[str, list[tuple[str, str, bool]]] = {
    'annual leave policy': [(B40_ANNUAL_LEAVE_POLICY, c, True) for c in (
        'A part-time employee contracted for 4 days a week gets 20 days of annual leave.',
        'An employee with 8 full years of service is entitled to 28 days of annual leave.',
        'A 5-day leave request has to be submitted at least 28 days ahead and approved by Karen Osei.',
        "If I carry 5 days into 2026 and haven't used them by 31 March 2026, I lose them.",
        'A warehouse worker cannot take annual leave on 10 December.',
        "If two people from my team are already on leave that week, I can't be granted leave for the same days.",
        'Counting public holidays, a full-time employee with 3 years of service has 33 paid days off in 2025.',
    )] + [(B40_ANNUAL_LEAVE_POLICY, c, False) for c in (
        "A request for 3 consecutive days of leave needs 28 days' notice.",
        'An employee with 12 years of service gets 32 days of annual leave.',
        'Up to 5 unused days can be carried over and used at any time during the next year.',
        "If I don't use 4 days this year and stay with the company, they will be paid out at my daily rate.",
        'No employee can take leave between 1 and 24 December.',
        'A part-time employee working 3 days a week gets 18 days of annual leave.',
        'The 8 public holidays are included in the 25 days of annual leave.',
    )],
    'parental leave policy': [(B40_PARENTAL_LEAVE_POLICY, c, True) for c in (
        'A qualifying birth parent gets 26 weeks of leave, with the first 16 weeks on full pay.',
        "Weeks 17 to 26 of the birth parent's leave are paid at half of base salary.",
        'The second adopter in an adoption gets 6 weeks of leave at full pay.',
        (
            'An employee with only 20 weeks of continuous service at the expected week of childbirth receives just '
            'the statutory minimum.'
        ),
        'If my due date is 1 September 2025, the earliest my leave can start is 16 June 2025.',
        (
            "Working a keeping-in-touch day doesn't end my leave, and I'm paid my normal daily rate for it on top of "
            'leave pay.'
        ),
        "If my role is made redundant 2 months after I return, I don't have to repay the enhanced pay.",
    )] + [(B40_PARENTAL_LEAVE_POLICY, c, False) for c in (
        'The partner can take their 6 weeks at any time within 18 months of the birth.',
        "All 26 weeks of the birth parent's leave are paid at 100% of base salary.",
        'Notice of leave must be given to HR at least 11 weeks before the due date.',
        'Up to 12 keeping-in-touch days can be worked without ending the leave.',
        'If I resign for a new job 4 months after returning from leave, I keep all of the enhanced pay.',
        "The partner's 6 weeks are paid at full pay for the first 2 weeks and at 50% after that.",
        'Keeping-in-touch days are paid at 50% of the normal daily rate.',
    )],
    'company pension scheme': [(B40_COMPANY_PENSION_SCHEME, c, True) for c in (
        'On a £40,000 salary at the standard rate, the company contributes £2,000 a year.',
        'If I pay 10% of my salary, the company still contributes only 8%.',
        'A 20-year-old employee is not enrolled automatically but can choose to join the scheme.',
        'If I opt out two weeks after being enrolled, I get my own contributions back in full.',
        'At the 7% rate, total contributions on a £30,000 salary come to £4,500 a year.',
        "The Ethical Equity Fund's annual charge is 0.25 percentage points higher than the default fund's.",
        "I can't change my contribution rate a third time within the same scheme year.",
    )] + [(B40_COMPANY_PENSION_SCHEME, c, False) for c in (
        'Eligible employees are enrolled automatically from their first day of employment.',
        'On a £40,000 salary paying 7%, the company contributes £2,800 a year.',
        'Money in the pension can be accessed from age 55.',
        'Contributions are deducted from net pay on the 25th of each month.',
        'If I opt out six weeks after enrolment, my contributions are refunded in full.',
        "After opting out, I will be re-enrolled automatically every year if I'm still eligible.",
        'The company matches any employee contribution rate up to 10%.',
    )],
    'overtime and shift pay': [(B40_OVERTIME_AND_SHIFT_PAY, c, True) for c in (
        'With a basic rate of £16 an hour, an hour of Sunday overtime pays £32.',
        'On a basic rate of £14, each hour of a night shift earns a £2.80 premium.',
        'A shift from 20:00 to 04:00 counts as a night shift.',
        'The 14:00-22:00 shift gets a 10% premium rather than the night premium.',
        'An M1 employee who works 5 extra hours gets 5 hours off in lieu instead of overtime pay.',
        "Extra hours I work without my shift supervisor's advance approval won't be paid as overtime.",
        (
            'An employee on £15 an hour who works an approved 40 hours Monday to Friday earns £56.25 in overtime '
            'that week.'
        ),
    )] + [(B40_OVERTIME_AND_SHIFT_PAY, c, False) for c in (
        'Saturday overtime is paid at double the basic rate.',
        'An overtime hour on a night shift pays 1.5 times the basic rate plus the 20% night premium.',
        'I can work up to 15 hours of overtime in a week.',
        'A shift from 18:00 to 00:30 counts as a night shift.',
        'Employees on grade M1 are paid overtime at 1.5 times their basic rate.',
        'Overtime worked in March is paid with the March salary.',
        'Time off in lieu must be taken within 6 months.',
    )],
    'sick pay rules': [(B40_SICK_PAY_RULES, c, True) for c in (
        'An employee with 2 years of service gets 8 weeks of full sick pay followed by 8 weeks at half pay.',
        "A 5-day absence can be self-certified without a doctor's note.",
        "If I'm off sick for 10 days, I need a fit note from a doctor.",
        'A shift worker whose shift starts at 07:00 must phone in sick by 06:00.',
        (
            "If I'm in month 4 of probation and off sick Monday to Friday, reported on time, I get sick pay only for "
            'Thursday and Friday.'
        ),
        'Someone with 4 years of service can receive up to 26 weeks of sick pay in a rolling 12 months.',
        "I keep building up annual leave while I'm off sick.",
    )] + [(B40_SICK_PAY_RULES, c, False) for c in (
        'Employees with 2 years of service get 13 weeks of sick leave at full pay.',
        'A 7-day absence requires a fit note from a doctor.',
        'The first 3 days of every sickness absence are unpaid for all staff.',
        "An absence that isn't reported on time is never paid.",
        'Two separate absences within 6 months trigger a formal attendance review.',
        'Office staff must report an absence to HR by email before 09:00.',
        'Sick pay entitlement resets on 1 January each year.',
    )],
    'training education budget': [(B40_TRAINING_EDUCATION_BUDGET, c, True) for c in (
        'A team lead has EUR 1,000 more training budget per year than a regular employee.',
        'An employee who is still on probation does not yet have an individual training budget.',
        'Hotel costs for a conference are not paid from my training budget.',
        "A EUR 400 book purchase doesn't need Sofia Marchetti's approval.",
        "For a EUR 8,000 master's degree, the company would fund at most EUR 6,000.",
        (
            'If the company funded EUR 6,000 of my degree and I leave 12 months after finishing it, I have to repay '
            'EUR 3,000.'
        ),
        'The 5 study days can be taken as 10 half days.',
    )] + [(B40_TRAINING_EDUCATION_BUDGET, c, False) for c in (
        "Training budget I don't use in 2025 can still be spent in early 2026.",
        'An intern can use the EUR 1,500 budget to pay for a course.',
        "Requests above EUR 500 need only my manager's approval.",
        (
            "For a EUR 8,000 master's degree the company funds up to EUR 6,000, and I must repay all of it if I "
            'leave within 24 months.'
        ),
        'I can still claim for a book I bought 45 days ago if I have the receipt.',
        'The company will fund up to 75% of any course that costs more than EUR 1,500.',
        'Requests above EUR 500 must be submitted at least 2 weeks before the booking deadline.',
    )],
}

# Batch 41.
B41_TRAVEL_INSURANCE_SUMMARY = (
    'WanderSafe Essentials — Policy Summary. Cover applies to trips of up to 31 consecutive days; trips longer than '
    '31 days are not covered at all, not even for the first 31 days. Medical expenses are covered up to £5,000,000, '
    'with a £100 excess per claim. Trip cancellation is covered up to £3,000 per person, with a £75 excess, but only '
    'if the policy was bought at least 14 days before departure; policies bought later cover cancellation only for '
    'bereavement. Baggage is covered up to £1,500 per person, with a single-item limit of £300 and a valuables limit '
    'of £400 in total. Delayed baggage pays £50 for every full 12 hours of delay, up to £250. Travel delay pays £25 '
    'after the first 12 hours and £20 for each further full 12 hours, up to £200. Winter sports are excluded unless '
    'the Snow Add-on (£18 per trip) is bought. Travellers aged 70–79 pay a 40% premium loading; those aged 80 or '
    'over cannot buy this policy. Claims must be submitted within 45 days of returning home. Pre-existing conditions '
    'must be declared by phone to the medical screening line (0800 123 4567), open Monday to Friday 8:00–20:00 and '
    'Saturday 9:00–13:00.'
)

B41_AIRLINE_BAGGAGE_FEES = (
    'SkyLark Air — Baggage Allowance and Fees. Every passenger may bring one small under-seat bag free of charge. A '
    'cabin trolley bag (max 10 kg) is included in Plus and Flex fares; Basic fare passengers pay €14 if it is added '
    'online up to 2 hours before departure, or €35 at the gate. Checked bags are priced per bag, per one-way flight: '
    'a 23 kg bag costs €29 online or €45 at the airport desk; the first 23 kg bag is included in Flex fares only. '
    'Overweight bags between 23.1 and 32 kg cost an extra €40 each; bags over 32 kg are not accepted as checked '
    'baggage and must be sent as cargo. Each passenger may check a maximum of 3 items. Sports equipment (skis, golf '
    'clubs) costs €50 per item each way and counts towards the 3-item limit; bicycles cost €60 and must be booked at '
    'least 48 hours before departure. Infants under 2 get one free 10 kg checked bag and a free pushchair. Gold '
    'members of SkyLark Club receive one extra free 23 kg bag on any fare. Online check-in closes 2 hours before '
    'departure; bag drop closes 45 minutes before departure.'
)

B41_HOTEL_CANCELLATION_TERMS = (
    'Hotel Marisol, Lisbon — Booking and Cancellation Terms. Check-in is from 15:00 and check-out is by 11:00. Late '
    'check-out until 14:00 costs €30 and is subject to availability; on Sundays it is free for guests on the '
    'Flexible Rate. Flexible Rate bookings can be cancelled free of charge until 18:00 local time two days before '
    'arrival; later cancellations and no-shows are charged the first night. Saver Rate bookings are 15% cheaper than '
    'the Flexible Rate but are prepaid in full at booking and non-refundable; date changes are not allowed. Group '
    'bookings of 5 or more rooms require a 30% deposit, and free cancellation ends 21 days before arrival. Breakfast '
    'is served 7:00–10:30 on weekdays and 7:30–11:00 on weekends and costs €16 per adult; children under 6 eat free '
    'and children aged 6–12 pay €8. A city tourist tax of €4 per person per night is charged at the hotel for guests '
    'aged 13 and over, up to a maximum of 7 nights per stay. Pets under 10 kg are allowed for €20 per night; guide '
    'dogs stay free. Parking costs €22 per 24 hours and must be reserved in advance.'
)

B41_CAR_RENTAL_CHARGES = (
    'Rental Agreement Summary — Velo Car Hire, Dublin Airport branch. Vehicle: Toyota Corolla or similar (Group C). '
    'Rental period: pick-up Monday 9 June 2025 at 10:00, return Friday 13 June 2025 at 10:00 (4 rental days). Daily '
    'rate: €48, including a basic collision damage waiver with an excess of €1,500. Super Cover reduces the excess '
    'to €0 for €19 per day. Each rental day is a 24-hour period; returns more than 59 minutes late are charged a '
    'full extra day. Mileage is unlimited within Ireland; driving into Northern Ireland requires a €35 cross-border '
    'fee, and driving in Great Britain is not permitted. Fuel policy: full-to-full; if the car is returned with less '
    'than a full tank, a refuelling fee of €25 plus €2.10 per missing litre applies. Additional driver: €12 per day, '
    'capped at €84 per rental. Drivers aged 21–24 pay a young driver surcharge of €25 per day; drivers under 21 '
    'cannot rent. A security deposit of €250 with Super Cover, or €1,500 without it, is blocked on a credit card; '
    'debit cards are not accepted. M50 tolls are billed at cost plus a €5 admin fee per toll.'
)

B41_VACCINATION_CLINIC = (
    'TravelWell Vaccination Clinic — Riverside Branch. Opening times: Monday, Wednesday and Friday 8:30–17:30; '
    'Tuesday and Thursday 12:00–20:00; Saturday 9:00–13:00 (appointments only); closed Sundays and public holidays. '
    'Walk-ins are accepted on weekdays until one hour before closing. A travel consultation with a nurse costs £25 '
    'and lasts about 20 minutes; the fee is waived if you have two or more vaccines on the same visit. Prices per '
    'dose: Hepatitis A £55 (2 doses, 6–12 months apart); Typhoid injection £38 (one dose, protects for 3 years); '
    'Yellow Fever £72 including the certificate, which becomes valid 10 days after vaccination; Rabies £68 per dose '
    '(3 doses over 21 or 28 days); Japanese Encephalitis £95 per dose (2 doses, 28 days apart). Children under 16 '
    'receive 10% off all vaccine prices but must attend with a parent or guardian. Yellow Fever is not given to '
    'infants under 9 months or to anyone who is pregnant. Payment is by card only. Cancellations with less than 24 '
    "hours' notice incur a £15 charge. Lead nurse: Priya Raman."
)

B41_BIKE_SHARE_PRICING = (
    'CityCycle Bike Share — Pricing and Rules (from 1 March 2025). Pay-as-you-go: £1.50 to unlock plus £0.10 per '
    'minute on classic bikes; e-bikes cost £0.25 per minute. Day Pass: £12 for 24 hours from first unlock, including '
    'unlimited 30-minute classic bike rides; every extra minute beyond 30 costs £0.10, and e-bike rides are charged '
    'at £0.15 per minute. Annual Membership: £120 per year (or £12 per month with a 12-month minimum), including '
    'unlimited 45-minute classic rides and 60 free e-bike minutes each month; unused e-bike minutes do not carry '
    'over. Riders must be 16 or older; members aged 16–17 need parental consent. Bikes must be docked at a CityCycle '
    'station; leaving a bike outside a station costs £20, and a bike not returned within 24 hours is treated as '
    'lost, with a £300 charge. Helmets are recommended but not required. Riding on pavements results in a £50 fine. '
    'Bikes can be unlocked between 05:00 and 00:30 daily; docking is possible at any time. The helpline is staffed '
    '07:00–22:00, seven days a week.'
)

BATCH41: dict[str, list[tuple[str, str, bool]]] = {
    'travel insurance summary': [(B41_TRAVEL_INSURANCE_SUMMARY, c, True) for c in (
        'A 45-day trip is not covered by this policy, not even for its first month.',
        'If my suitcase arrives 30 hours late, the delayed baggage benefit pays £100.',
        'For a £2,000 medical bill, the policy would pay £1,900 after the excess.',
        'A 74-year-old traveller pays 40% more than the standard premium for this policy.',
        'If I buy the policy 10 days before departure, I can only claim for cancellation in case of bereavement.',
        'If I get home on 1 March, I have until 15 April to submit a claim.',
        'The medical screening line cannot be reached on a Sunday.',
    )] + [(B41_TRAVEL_INSURANCE_SUMMARY, c, False) for c in (
        'If my suitcase arrives 30 hours late, the delayed baggage benefit pays £150.',
        'A stolen £700 laptop would be paid in full, because it is within the £1,500 baggage limit.',
        'A traveller aged 80 can still buy the policy if they pay the 40% age loading.',
        'Cancellation claims are paid up to £3,000 per person with no excess.',
        'On a 35-day trip, the policy still covers the first 31 days.',
        'Pre-existing conditions can be declared online through the policy portal.',
        'The travel delay benefit can pay out up to £250.',
    )],
    'airline baggage fees': [(B41_AIRLINE_BAGGAGE_FEES, c, True) for c in (
        'As a Basic fare passenger, if I add a trolley bag online the day before my flight, it costs €14.',
        'On a Basic fare return trip, one 23 kg checked bag booked online costs €58 in total.',
        'A Flex passenger checking a single 28 kg bag pays only the €40 overweight charge.',
        'A 34 kg suitcase cannot be checked in and has to be sent as cargo.',
        'The Plus fare includes a cabin trolley bag but not a checked bag.',
        'A passenger checking two suitcases and a pair of skis has reached the maximum number of checked items.',
        'Buying a 23 kg bag online rather than at the airport desk saves €16 per flight.',
    )] + [(B41_AIRLINE_BAGGAGE_FEES, c, False) for c in (
        'A Basic fare passenger who adds a trolley bag at the gate pays €14.',
        'On a Basic fare return trip, one 23 kg checked bag booked online costs €29 in total.',
        'A 32.5 kg bag can be checked in by paying the extra €40 overweight fee.',
        'The Plus fare includes the first 23 kg checked bag.',
        'A bicycle can be added at the airport on the day of travel for €60.',
        'Golf clubs cost €50 for the whole return trip.',
        'Online check-in stays open until 45 minutes before departure.',
    )],
    'hotel cancellation terms': [(B41_HOTEL_CANCELLATION_TERMS, c, True) for c in (
        (
            'For a Flexible Rate booking arriving on a Friday, I can cancel free of charge until 18:00 on the '
            'Wednesday.'
        ),
        'Two adults staying 10 nights will pay €56 in tourist tax.',
        'A Saver Rate booking cannot be moved to different dates.',
        'Breakfast for two adults, a 4-year-old and a 9-year-old costs €40 in total.',
        'Bringing a 7 kg cat for a 3-night stay adds €60 to the bill.',
        'Cancelling a 6-room group booking 25 days before arrival is free of charge.',
        'On a Saturday, breakfast is still being served at 10:45.',
    )] + [(B41_HOTEL_CANCELLATION_TERMS, c, False) for c in (
        'For a Flexible Rate booking arriving on a Friday, I can cancel free of charge until 18:00 on the Thursday.',
        'Two adults staying 10 nights will pay €80 in tourist tax.',
        'A Saver Rate booking can be refunded if it is cancelled at least two days before arrival.',
        'A 5-year-old pays €8 for breakfast.',
        'Late check-out on a Sunday is free for all guests.',
        'A 15-year-old guest does not have to pay the tourist tax.',
        'Parking can be arranged at the desk on arrival for €22 per 24 hours.',
    )],
    'car rental charges': [(B41_CAR_RENTAL_CHARGES, c, True) for c in (
        'The base rental charge for this booking comes to €192.',
        'Adding Super Cover for the whole rental costs an extra €76.',
        'If I return the car at 10:45 on Friday 13 June, I will not be charged an extra day.',
        'Returning the car with 20 litres missing from the tank costs €67.',
        'A 23-year-old driver would pay €100 in young driver surcharges for this rental.',
        'I am not allowed to take the car on a ferry and drive it in Wales.',
        'Without Super Cover, €1,500 will be blocked on my credit card.',
    )] + [(B41_CAR_RENTAL_CHARGES, c, False) for c in (
        'If I return the car at 11:15 on Friday 13 June, there is no extra charge.',
        'An additional driver for this 4-day rental costs €84.',
        'Returning the car with 20 litres missing costs €42.',
        'Driving to Belfast is included at no extra cost because mileage is unlimited.',
        'The security deposit can be paid with a debit card.',
        'A 20-year-old can rent this car if they pay the young driver surcharge.',
        'With Super Cover, the rental plus cover comes to €248 in total.',
    )],
    'vaccination clinic': [(B41_VACCINATION_CLINIC, c, True) for c in (
        'I can walk in without an appointment at 18:30 on a Thursday.',
        'A full course of rabies vaccine costs £204.',
        'If I get the Yellow Fever vaccine on 3 May, my certificate is valid from 13 May.',
        'Getting Typhoid and Yellow Fever on the same visit costs £110 in total, with no consultation fee.',
        'A Typhoid injection for a 12-year-old costs £34.20.',
        'The clinic does not accept cash payments.',
        'Walk-ins are not possible on Saturdays.',
    )] + [(B41_VACCINATION_CLINIC, c, False) for c in (
        'I can walk in without an appointment at 16:45 on a Monday.',
        'A full course of rabies vaccine costs £136.',
        'The Yellow Fever certificate is valid from the day of vaccination.',
        'A single Typhoid injection, including the nurse consultation, costs £38 in total.',
        'A 6-month-old baby can receive the Yellow Fever vaccine at the 10% child discount.',
        'A full Japanese Encephalitis course costs £95.',
        'Cancelling an appointment 30 hours in advance incurs a £15 charge.',
    )],
    'bike share pricing': [(B41_BIKE_SHARE_PRICING, c, True) for c in (
        'A 20-minute classic bike ride on pay-as-you-go costs £3.50.',
        'Paying monthly for a year of membership costs £24 more than paying annually.',
        'With a Day Pass, a 40-minute classic bike ride costs an extra £1.',
        (
            'If an annual member uses only 40 e-bike minutes in April, they still get just 60 free e-bike minutes in '
            'May.'
        ),
        'A 15-year-old is not allowed to use CityCycle bikes.',
        'I can return a bike to a docking station at 02:00.',
        'Riding a CityCycle bike without a helmet is allowed.',
    )] + [(B41_BIKE_SHARE_PRICING, c, False) for c in (
        'A 20-minute classic bike ride on pay-as-you-go costs £2.00.',
        'Annual membership includes unlimited classic rides of up to 60 minutes.',
        'Unused free e-bike minutes roll over to the next month.',
        'I can unlock a bike at 01:00.',
        'A 16-year-old can take out an annual membership without parental consent.',
        'Leaving a bike outside a station results in a £50 charge.',
        'The helpline can be reached at 06:30 on a Sunday.',
    )],
}


BATCHES_40_41: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH40, **BATCH41,
}
