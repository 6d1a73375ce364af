"""Probe batches 34-39, each written by a helper agent that saw neither the code nor an earlier probe (session 35),
in the shape of :mod:`probes`: six made-up documents per batch, each with seven true and seven false claims. Batches
34-35 drove session 35's changes; batches 36-37 (asked for before the first change) and 38-39 (asked for after it)
were read only after every change, so they measured the changes out of sample (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 34.
B34_DENTAL_PRACTICE_FEES = (
    'Brightwater Dental — Fees and Appointment Policy (effective 1 March 2025)\nNew-patient examination with two '
    'bitewing X-rays: £68. Routine check-up for existing patients: £45. Scale and polish with hygienist Chloe '
    'Mensah: £62 for 30 minutes. Composite (white) filling: £110 per tooth; amalgam filling: £85 per tooth. Children '
    'under 16 who are registered with the practice receive check-ups free of charge.\nOpening hours: Monday to '
    'Thursday 8:30am–5:30pm, Friday 8:30am–1:00pm. The practice is closed at weekends. Emergency appointments are '
    'held back each weekday at 9:00am and cost £55, payable on the day.\nCancellations: please give at least 48 '
    "hours' notice. Appointments cancelled with less than 48 hours' notice incur a charge of 50% of the booked "
    'treatment fee; failure to attend is charged at the full fee. Notice for Monday appointments must be given by 12 '
    'noon the previous Friday. The first late cancellation in any 12-month period is waived. Patients who miss two '
    'appointments within 12 months may be asked to pay a £30 deposit before booking further appointments. Practice '
    'manager: Daniel Okafor.'
)

B34_STORAGE_UNIT_RENTAL = (
    'SafeStack Self Storage — Rental Agreement Summary, Unit C-114\nTenant: Priya Raman. Unit size: 50 sq ft. '
    'Monthly rent: $89, due on the 1st of each month. Start date: Monday 3 February 2025. A one-time administration '
    "fee of $25 and a refundable security deposit of $89 are payable at move-in, together with the first month's "
    'rent, which is discounted by 50%.\nLate payment: rent unpaid after the 5th of the month incurs a $15 late fee; '
    'after 30 days unpaid, the unit is overlocked and access is denied until the balance is cleared. Units unpaid '
    'for 60 days may be sold at auction after written notice to the tenant.\nAccess hours: 6:00am–10:00pm daily. '
    'Office hours: Monday–Saturday 9:00am–5:00pm, closed Sunday.\nInsurance: contents cover of up to $2,000 is '
    'included in the rent; cover up to $5,000 costs $9 per month extra.\nProhibited items: food, flammable liquids, '
    "firearms, live animals, and use of the unit as a residence.\nEnding the rental: the tenant must give 10 days' "
    'written notice. Rent is charged for the full month, with no partial-month refunds. The deposit is returned '
    'within 14 days of move-out if the unit is left empty and clean. Site manager: Tom Becker.'
)

B34_LANGUAGE_SCHOOL_TIMETABLE = (
    'Lingua Viva Language School — Spring Term 2025\nThe term runs from Monday 7 April to Friday 13 June: 9 teaching '
    'weeks, with no classes in half-term week (26–30 May).\nItalian Beginners (A1): Tuesdays and Thursdays, '
    '6:30–8:00pm, teacher Giulia Ferraro, £315.\nItalian Intermediate (B1): Wednesdays 6:30–8:30pm, teacher Marco '
    'Bellini, £270.\nSpanish Beginners (A1): Mondays and Wednesdays, 10:00–11:30am, teacher Lucía Ortega, '
    '£315.\nSpanish Conversation (B2): Saturdays 10:00am–12:00pm, teacher Lucía Ortega, £240.\nMaximum class size is '
    '12. A course runs only if at least 5 students have enrolled by Friday 28 March.\nCourse books are not included '
    'in the fee; only Beginners courses require a book, at £28.\nDiscounts: 10% off for students and over-60s (proof '
    'required); 15% off a second course booked at the same time, applied to the cheaper course. Discounts cannot be '
    'combined.\nRefunds: full refund if you withdraw before the first class; 50% refund if you withdraw after the '
    'first class but before the third; no refund after that. If the school cancels a course, fees are refunded in '
    'full.\nThe placement test is free; contact the director of studies, Ana Ruiz.'
)

B34_HOME_BROADBAND_CONTRACT = (
    'Contract Summary — Skylink Fibre 500\nCustomer: Mr Owen Hughes. Contract start: 14 August 2025. Minimum term: '
    '24 months.\nPrice: £32.00 per month for months 1–12, then £38.50 per month for months 13–24. These prices are '
    'fixed for the minimum term, with no mid-contract rises. A router is included; it must be returned within 30 '
    'days of the contract ending or a £60 charge applies.\nSpeeds: average download 500 Mbps, average upload 75 '
    'Mbps. Minimum guaranteed download speed: 350 Mbps. If speeds fall below the minimum for 30 consecutive days and '
    'Skylink cannot fix the problem within a further 30 days, you may leave without penalty.\nEarly termination: '
    'leaving before the end of the minimum term costs 80% of the remaining monthly charges. You may cancel within 14 '
    'days of the contract start date at no charge.\nFaults: engineer visits are free for network faults, but cost '
    "£95 if the fault is caused by the customer's own equipment or wiring. Compensation of £9.76 per day is paid "
    'automatically if a total loss of service is not fixed within 2 full working days.\nCustomer support: phone '
    '8am–8pm Monday to Saturday; online chat 24 hours a day.'
)

B34_PET_BOARDING_KENNEL = (
    'Hollybrook Kennels & Cattery — Boarding Terms 2025\nNightly rates: dogs up to 20 kg £28; dogs over 20 kg £34; '
    'cats £18. A second dog sharing the same kennel is charged at 75% of its normal rate. Cats from the same '
    'household may share a pen, up to 3 per pen, each at the normal cat rate. A peak surcharge of £5 per pet per '
    'night applies from 20 December to 3 January and throughout August.\nCharges are per night: a stay from Friday '
    'to Monday counts as 3 nights. Collection after 12 noon is charged as an extra night. Drop-off and collection: '
    'Monday–Saturday 8:00–11:00am and 3:00–6:00pm; Sunday 10:00am–12:00 noon only. Closed on Christmas Day and '
    'Boxing Day.\nVaccinations: dogs must be vaccinated against distemper, parvovirus, leptospirosis and kennel '
    'cough, with the kennel cough vaccine given at least 14 days before arrival. Cats need current feline enteritis '
    'and cat flu vaccinations. Pets without proof of vaccination will be refused.\nDeposit: 25% at booking, '
    'non-refundable within 28 days of arrival. The balance is due on collection.\nVeterinary care is arranged with '
    'Elm Tree Vets; costs are passed on to the owner plus a £15 handling fee. Owner: Sarah Lindqvist.'
)

B34_FERRY_TIMETABLE_FARES = (
    'Harbour Link Ferries — Portmarren to Isle of Caldy, Summer Timetable (1 May – 30 September 2025)\nCrossing '
    'time: 45 minutes.\nDepartures from Portmarren: Monday–Friday 07:15, 10:00, 13:30, 17:00; Saturday 08:30, 12:00, '
    '16:30; Sunday 10:00 and 15:00 only.\nDepartures from Caldy: Monday–Friday 08:30, 11:30, 15:00, 18:15; Saturday '
    '09:45, 14:00, 17:45; Sunday 11:15 and 16:30.\nSingle fares: adult £14.50; child (5–15) £7.25; under-5s free; '
    'senior (65+) £11.00; bicycle £4.00; car including driver £48.00, with each additional passenger paying the '
    'foot-passenger fare. Day return fares are 1.5 times the single fare, valid for return on the same day '
    'only.\nVehicle bookings must be made at least 24 hours ahead; foot passengers may buy tickets at the terminal '
    'up to 10 minutes before departure. Vehicle check-in closes 30 minutes before departure.\nThe 07:15 weekday '
    'sailing does not carry vehicles on Mondays. Dogs travel free, on the outside deck only.\nIn winds above force '
    '7, sailings may be cancelled; tickets for cancelled sailings are refunded in full or transferred free of '
    'charge. Other ticket changes cost £5 per ticket. Operations manager: Rhona MacLeod.'
)

BATCH34: dict[str, list[tuple[str, str, bool]]] = {
    'dental practice fees': [(B34_DENTAL_PRACTICE_FEES, c, True) for c in (
        'A new patient who has the examination and one white filling will pay £178 in total.',
        'An existing patient having a routine check-up plus a scale and polish pays £107 altogether.',
        'The practice does not see patients after 1:00pm on Fridays.',
        'To cancel a Monday appointment in time, you have to tell the practice by midday on the Friday before.',
        "If a patient simply doesn't turn up for a scale and polish, they are charged £62.",
        'A 12-year-old registered with the practice pays nothing for a check-up.',
        'Emergency appointments are not available on Saturdays.',
    )] + [(B34_DENTAL_PRACTICE_FEES, c, False) for c in (
        'A new patient who has the examination and one amalgam filling will pay £163 in total.',
        'Any child under 16 gets a free check-up, whether or not they are registered with the practice.',
        (
            "Cancelling a white filling appointment with 24 hours' notice, as your second late cancellation this "
            'year, costs £110.'
        ),
        'The first missed appointment in any 12-month period is not charged.',
        'Emergency appointments cost £55, which can be paid within 30 days.',
        'Patients who miss two appointments within 12 months may be asked for a £50 deposit before booking again.',
        'A scale and polish with Chloe Mensah lasts 45 minutes.',
    )],
    'storage unit rental': [(B34_STORAGE_UNIT_RENTAL, c, True) for c in (
        "Priya's total payment at move-in, including the discounted first month, is $158.50.",
        'If Priya pays her March rent on 5 March, she will not be charged a late fee.',
        'Priya can get into her unit at 7:00am on a Sunday, even though the office is closed that day.',
        "Upgrading to $5,000 contents cover would bring Priya's regular monthly cost to $98.",
        'Storing cans of petrol in the unit is not allowed.',
        'If Priya moves out on 10 June, she still pays rent for the whole of June.',
        (
            'Provided the unit is left empty and clean, Priya should get her $89 deposit back within two weeks of '
            'moving out.'
        ),
    )] + [(B34_STORAGE_UNIT_RENTAL, c, False) for c in (
        'Priya has to pay $203 at move-in.',
        'Paying rent on the 5th of the month triggers a $15 late fee.',
        'If rent is unpaid for 14 days, the unit is overlocked and access is denied.',
        "After 60 days of unpaid rent, SafeStack can auction the unit's contents without notifying the tenant.",
        'The SafeStack office is open on Sundays from 9:00am to 5:00pm.',
        "To end the rental, Priya must give 30 days' written notice.",
        'The insurance included in the rent covers contents worth up to $5,000.',
    )],
    'language school timetable': [(B34_LANGUAGE_SCHOOL_TIMETABLE, c, True) for c in (
        'Italian Beginners provides 27 hours of teaching over the term.',
        'Enrolling on Spanish Beginners costs £343 including the required course book, before any discount.',
        'A 65-year-old who shows proof of age pays £216 for Spanish Conversation.',
        'Both Spanish courses are taught by the same teacher.',
        'Booking Italian Beginners and Spanish Conversation together costs £519 in course fees.',
        'There is no Italian Beginners class on Tuesday 27 May.',
        'If only 4 students have enrolled in Italian Intermediate by 28 March, that course will not run.',
    )] + [(B34_LANGUAGE_SCHOOL_TIMETABLE, c, False) for c in (
        'Italian Intermediate students get 20 hours of teaching during the term.',
        'A student booking two courses at once gets 10% off one course and 15% off the other.',
        'The 15% second-course discount is taken off the more expensive of the two courses.',
        'A student who withdraws after attending three classes still gets half the fee back.',
        'Spanish Conversation students must also buy the £28 course book.',
        'Classes can have up to 15 students.',
        'The placement test costs £20 and is arranged through Marco Bellini.',
    )],
    'home broadband contract': [(B34_HOME_BROADBAND_CONTRACT, c, True) for c in (
        'Over the full 24-month minimum term, Owen will pay £846 in monthly charges.',
        "Owen's minimum term runs until August 2027.",
        'Owen could still cancel on 25 August 2025 without paying anything.',
        'If Owen leaves with 10 months of the term remaining, his early termination charge is £308.',
        'No compensation is due if a total loss of service is fixed within 2 full working days.',
        'Owen can reach Skylink by online chat on a Sunday, but not by phone.',
        'If Owen keeps the router more than 30 days after the contract ends, he will be charged £60.',
    )] + [(B34_HOME_BROADBAND_CONTRACT, c, False) for c in (
        'Over the 24-month minimum term, Owen will pay £768 in monthly charges.',
        'Owen can cancel free of charge at any time up to 31 August 2025.',
        'Leaving with 10 months remaining at £38.50 costs Owen £385.',
        "Owen's monthly price will go up by a fixed amount each April.",
        'Engineer visits are always free of charge.',
        'If speeds fall below 350 Mbps for 30 consecutive days, Owen can leave straight away without penalty.',
        'Owen has to claim the £9.76 daily compensation himself when his service is down for over 2 working days.',
    )],
    'pet boarding kennel': [(B34_PET_BOARDING_KENNEL, c, True) for c in (
        'Two cats from the same household sharing a pen for 4 nights in March cost £144.',
        'A 25 kg dog boarded from Friday to Monday in May and collected at 10:00am costs £102.',
        'Two 15 kg dogs sharing a kennel for 2 nights in June cost £98 in total.',
        'A 12 kg dog staying 2 nights in August, collected in the morning, costs £66.',
        'You cannot collect your pet at 3:00pm on a Sunday.',
        (
            "A dog whose kennel cough vaccine was given 10 days before arrival does not meet Hollybrook's "
            'vaccination rules.'
        ),
        'If the vet bill for your pet is £80, you will be charged £95.',
    )] + [(B34_PET_BOARDING_KENNEL, c, False) for c in (
        'A 25 kg dog boarded from Friday to Monday in May and collected at 10:00am costs £136.',
        (
            'A dog collected at 4:00pm is not charged an extra night, because 4pm is within the afternoon collection '
            'window.'
        ),
        'The £5 peak surcharge applies throughout July and August.',
        'A second dog sharing the same kennel is charged at half its normal rate.',
        'If you cancel 14 days before arrival, your deposit is refunded in full.',
        'Up to 4 cats from the same household may share one pen.',
        'Pets can be dropped off on Boxing Day between 10:00am and noon.',
    )],
    'ferry timetable fares': [(B34_FERRY_TIMETABLE_FARES, c, True) for c in (
        'Single tickets for two adults and a 10-year-old cost £36.25 altogether.',
        'An adult day return costs £21.75.',
        'A car with its driver plus one adult passenger costs £62.50 one way.',
        'On a Sunday, the last ferry back from Caldy to Portmarren leaves at 16:30.',
        'The 10:00 weekday sailing from Portmarren reaches Caldy at 10:45.',
        'A driver taking a car on the 13:30 sailing must check in by 13:00.',
        'A 3-year-old travels free of charge.',
    )] + [(B34_FERRY_TIMETABLE_FARES, c, False) for c in (
        'Single tickets for two adults and a 10-year-old cost £43.50 altogether.',
        'A senior day return costs £22.00.',
        'You can take your car on the 07:15 sailing on a Monday as long as you book 24 hours ahead.',
        'On Saturdays the first ferry from Portmarren leaves at 07:15.',
        'Foot passengers must book at least 24 hours before sailing.',
        'Dogs can travel free in the passenger lounge.',
        'Changing a ticket to a different sailing for personal reasons is free.',
    )],
}

# Batch 35.
B35_EXPENSE_TRAVEL_POLICY = (
    'Northwind Analytics - Employee Travel & Expense Policy (effective 1 March 2025). Economy class is required for '
    'all flights under 6 hours; flights of 6 hours or longer may be booked in premium economy with approval from a '
    'department director. Business class is never reimbursed. Hotel caps per night: $220 in London, New York and San '
    'Francisco; $160 in all other cities. Meal per diem is $75 per full travel day and $40 on departure and return '
    'days. Alcohol is not reimbursable, except when hosting a client dinner approved in advance by a VP, capped at '
    '$30 per attendee. Personal car mileage is reimbursed at 67 cents per mile; ride-share is allowed, but car '
    "rentals longer than 3 days need a manager's sign-off. Receipts are required for any single expense of $25 or "
    "more. Claims must be submitted in Expensify within 30 days of the trip's end date; claims filed 31-60 days "
    'after the trip ends are reimbursed at 50%, and claims filed later than that are rejected. Finance (contact: '
    'Priya Raman, Expense Lead) pays approved claims in the payroll runs on the 15th and the last business day of '
    'each month.'
)

B35_SAAS_PRICING_TIERS = (
    'Loopline Cloud Pricing (USD, billed monthly). Starter: $29/month, includes 3 seats, 10,000 API calls and 50 GB '
    'storage; extra seats are not available on Starter. Growth: $99/month, includes 10 seats, 100,000 API calls and '
    '500 GB storage; extra seats are $12 each per month. Scale: $399/month, includes 40 seats, 1,000,000 API calls '
    'and 2 TB storage; extra seats are $9 each per month. Overage: API calls beyond the included amount are charged '
    'at $0.80 per 1,000 on Starter, $0.50 per 1,000 on Growth and $0.30 per 1,000 on Scale. Storage overage is $0.10 '
    'per GB on all plans. Starter accounts are hard-capped at 25,000 API calls per month; calls beyond that are '
    'rejected rather than billed. Annual billing gives 2 months free (you pay for 10). Enterprise plans (over 100 '
    'seats, SSO, 99.95% uptime SLA) are quoted by sales. A 14-day free trial of Growth is available with no card '
    'required. Downgrades take effect at the next billing cycle; upgrades are prorated immediately. Unused API calls '
    'do not roll over to the next month.'
)

B35_FREELANCE_PAYMENT_SCHEDULE = (
    'Payment Schedule - Services Agreement between Harbour & Finch Ltd (Client) and Tomasz Wierzbicki (Contractor) '
    'for a website redesign. Total fee: GBP 18,000, excluding VAT. Milestone 1 - Deposit: 20% on signing, payable by '
    "Friday 7 February 2025. Milestone 2 - Design sign-off: 30%, invoiced when the Client's Marketing Director, "
    'Aisha Bello, approves the designs in writing. Milestone 3 - Launch: 40%, invoiced on the go-live date, target '
    'Monday 2 June 2025. Milestone 4 - Retainer release: final 10%, invoiced 30 days after go-live if no critical '
    'bugs are open. Invoices are payable within 14 days. Late payments accrue interest at 1.5% per month on the '
    'overdue amount. The Contractor may pause work if any invoice is more than 21 days overdue. Two rounds of design '
    'revisions are included; further rounds are billed at GBP 65 per hour, capped at 20 hours unless a written '
    "change order is signed. Either party may terminate with 15 days' written notice; on termination the Client pays "
    'for completed milestones plus work in progress at GBP 65 per hour, and the deposit is non-refundable.'
)

B35_GRANT_CALL_COASTAL_FUND = (
    'Call for Proposals: Coastal Resilience Community Fund 2025, administered by the Marlow Foundation. Eligibility: '
    'registered non-profits and community interest companies based in Cornwall or Devon with annual income under GBP '
    '500,000. Individuals, universities and for-profit businesses are not eligible. Organisations that received a '
    'grant in the 2024 round may apply only if their 2024 final report has been submitted. Budget: requests of GBP '
    '5,000 to GBP 40,000 per project, for projects lasting up to 18 months. Staff costs may not exceed 60% of the '
    'requested amount, and capital equipment is capped at GBP 8,000. Overheads are allowed at up to 10% of direct '
    'costs. Timeline: expressions of interest open Monday 3 March 2025 and close at 12:00 noon on Friday 4 April '
    '2025. Shortlisted applicants are invited by Wednesday 30 April to submit a full proposal, due by 5:00 pm on '
    'Friday 30 May 2025. Decisions are announced in the week of 14 July; funded projects must start by 1 October '
    '2025. Each organisation may submit only one application. Questions go to programme officer Daniel Okafor; no '
    'questions are answered after 28 March.'
)

B35_WAREHOUSE_SHIFT_ROTA = (
    'Brackley Distribution Centre - Pick & Pack Rota, week commencing Monday 9 June 2025 (Team Lead: Carla Mendes). '
    'Early shift 06:00-14:00, Late shift 14:00-22:00, Night shift 22:00-06:00; each shift includes an unpaid '
    '30-minute break, so a shift counts as 7.5 paid hours. Jamal: Early, Mon-Fri. Sofia: Late, Mon-Thu, plus Early '
    'on Sat. Ben: Night, Mon-Fri. Priya: Late, Wed-Sun. Base rate is GBP 12.60 per hour. Night shifts carry a '
    'premium of GBP 1.50 per hour. Paid hours above 37.5 in a Monday-Sunday week are overtime at time and a half; '
    'Sunday hours are paid at double time, and Sunday double time is not combined with overtime. Overtime must be '
    'approved by Carla Mendes before the shift. Nobody may work more than 6 shifts in a week, and there must be at '
    "least 11 hours between the end of one shift and the start of the next. Shift swaps need 48 hours' notice via "
    'the rota app. Sick calls must be made before 05:00 for Early, 12:00 for Late and 19:00 for Night shifts.'
)

B35_STUDENT_LOAN_REPAYMENT_SUMMARY = (
    'Student Loan Repayment Summary - Borrower: Elena Vasquez, account ending 4471. Statement date: 1 September '
    '2025. Federal Direct Unsubsidized Loan: principal balance $24,600 at 5.5% fixed. Federal Direct Subsidized '
    'Loan: principal balance $8,400 at 4.99% fixed. Total balance: $33,000. Plan: Standard 10-year repayment (120 '
    'payments). Monthly payment: $356.03, due on the 12th of each month. First payment due 12 October 2025, '
    'following the end of the six-month grace period. Autopay discount: enrolling in autopay reduces the interest '
    'rate by 0.25 percentage points on both loans; the discount is lost after three consecutive returned payments. '
    'Late fee: payments more than 15 days late incur a fee of 6% of the missed payment amount. Loans become '
    'delinquent the day after a missed due date and are reported to credit bureaus at 90 days delinquent. Extra '
    'payments are applied first to fees, then to accrued interest, then to principal, and do not advance the next '
    'due date unless the borrower asks in writing. No prepayment penalty applies. Servicer: Keystone Loan Services, '
    '1-800-555-0142, Monday-Friday 8 am-8 pm ET.'
)

BATCH35: dict[str, list[tuple[str, str, bool]]] = {
    'expense travel policy': [(B35_EXPENSE_TRAVEL_POLICY, c, True) for c in (
        'A 7-hour flight can be booked in premium economy if a department director approves it.',
        'For a three-night hotel stay in Chicago, the most the company will reimburse for lodging is $480.',
        'On a 4-day trip counting the departure and return days, the maximum meal per diem is $230.',
        'Driving 150 miles in a personal car is reimbursed at $100.50.',
        'A $20 taxi fare can be claimed without a receipt.',
        'If a trip ends on 10 April and the claim is filed on 5 June, it will be reimbursed at half the amount.',
        'Business class is not reimbursed even on flights longer than 6 hours.',
    )] + [(B35_EXPENSE_TRAVEL_POLICY, c, False) for c in (
        "A 5-hour flight may be booked in premium economy with a department director's approval.",
        'Hotels in Boston are capped at $220 per night.',
        'Alcohol at a client dinner is reimbursed up to $30 per attendee if a manager approves it.',
        'On a 4-day trip counting the departure and return days, the maximum meal per diem is $300.',
        'A $25 lunch does not need a receipt, since receipts are only needed for expenses over $25.',
        'A claim filed 45 days after the trip ends is rejected.',
        "Every car rental needs a manager's sign-off, whatever its length.",
    )],
    'saas pricing tiers': [(B35_SAAS_PRICING_TIERS, c, True) for c in (
        'A Growth account that makes 130,000 API calls in a month pays $15 in API overage.',
        'A Growth account with 14 users pays $147 per month before any usage overages.',
        'Paying annually for Scale costs $3,990 per year.',
        'The most API overage a Starter account can be charged in a month is $12.',
        'Storing 600 GB on Growth adds $10 to the monthly bill.',
        'A Starter customer who needs a fifth seat has to move to a higher plan.',
        'If a Scale customer uses only 600,000 API calls in March, the unused 400,000 do not carry over to April.',
    )] + [(B35_SAAS_PRICING_TIERS, c, False) for c in (
        'API overage on Growth is charged at $0.30 per 1,000 calls.',
        'A Scale account with 45 seats pays $459 per month before overages.',
        'On Starter, API calls beyond 25,000 in a month are billed at $0.80 per 1,000.',
        'The 14-day free trial is for the Scale plan.',
        'Downgrades are prorated and take effect immediately.',
        'Paying annually for Growth costs $1,188 per year.',
        'Enterprise plans are available for teams of more than 50 seats.',
    )],
    'freelance payment schedule': [(B35_FREELANCE_PAYMENT_SCHEDULE, c, True) for c in (
        'The deposit is GBP 3,600.',
        (
            'The design sign-off payment is GBP 5,400, and it cannot be invoiced until Aisha Bello approves the '
            'designs in writing.'
        ),
        'If the site goes live on 2 June 2025, the launch invoice must be paid by 16 June 2025.',
        'If the site goes live on 2 June 2025, the retainer release can be invoiced on 2 July 2025 at the earliest.',
        'The GBP 1,800 retainer release is only invoiced if no critical bugs are open.',
        'A third round of design revisions taking 8 hours would cost GBP 520.',
        'If the Client terminates after paying the deposit, it does not get the deposit back.',
    )] + [(B35_FREELANCE_PAYMENT_SCHEDULE, c, False) for c in (
        'The launch payment is GBP 6,400.',
        'Invoices are payable within 21 days.',
        'The Contractor may pause work as soon as an invoice is 14 days overdue.',
        'An overdue GBP 5,400 invoice accrues GBP 54 of interest per month.',
        'Additional revision rounds are billed at GBP 65 per hour with no cap on hours.',
        'The total fee of GBP 18,000 includes VAT.',
        "Either party may terminate the agreement with 30 days' written notice.",
    )],
    'grant call coastal fund': [(B35_GRANT_CALL_COASTAL_FUND, c, True) for c in (
        'A community interest company in Devon with an annual income of GBP 350,000 is eligible to apply.',
        'A project requesting GBP 30,000 can include at most GBP 18,000 of staff costs.',
        'A request for GBP 45,000 would be above the allowed maximum.',
        'An expression of interest submitted at 1:00 pm on 4 April 2025 would be too late.',
        'A project planned to run for two years does not meet the duration rule.',
        'Only shortlisted applicants submit a full proposal, which is due by 5:00 pm on 30 May 2025.',
        'A question sent to Daniel Okafor on 1 April 2025 will not be answered.',
    )] + [(B35_GRANT_CALL_COASTAL_FUND, c, False) for c in (
        'A university research group in Cornwall may apply as long as its request is under GBP 40,000.',
        'Capital equipment may take up to GBP 10,000 of the budget.',
        'A project requesting GBP 30,000 can include up to GBP 20,000 of staff costs.',
        'Expressions of interest close at 5:00 pm on Friday 4 April 2025.',
        'An organisation funded in the 2024 round can apply whether or not it has submitted its 2024 final report.',
        'An organisation may submit two applications if they are for different projects.',
        'Funded projects must start by 1 September 2025.',
    )],
    'warehouse shift rota': [(B35_WAREHOUSE_SHIFT_ROTA, c, True) for c in (
        'Jamal works 37.5 paid hours this week, so none of his hours count as overtime.',
        'Sofia works five shifts this week, totalling 37.5 paid hours.',
        "One of Ben's night shifts pays GBP 105.75 at the normal rate plus night premium.",
        (
            "If Sofia also took Friday's early shift, it would break the 11-hour rest rule because her Thursday late "
            'shift ends at 22:00.'
        ),
        "Priya's Sunday shift pays GBP 189.",
        'To call in sick for a late shift, a worker must call before noon.',
        (
            "A swap request for Sofia's early shift on Saturday 14 June made at 05:00 on Thursday 12 June meets the "
            'notice rule.'
        ),
    )] + [(B35_WAREHOUSE_SHIFT_ROTA, c, False) for c in (
        "One of Ben's night shifts pays GBP 94.50.",
        "Priya's Sunday shift is paid at time and a half.",
        (
            "If Priya's Sunday hours were also overtime, she would get both the double-time rate and the overtime "
            'uplift.'
        ),
        'Workers can pick up overtime shifts without approval as long as they stay within 6 shifts a week.',
        (
            'A swap request made at 09:00 on Thursday 12 June for the 06:00 early shift on Saturday 14 June meets '
            'the 48-hour notice rule.'
        ),
        'Sick calls for a night shift must be made before 12:00.',
        'A worker may work 7 shifts in a week provided the 11-hour rest rule is met.',
    )],
    'student loan repayment summary': [(B35_STUDENT_LOAN_REPAYMENT_SUMMARY, c, True) for c in (
        "The unsubsidized loan makes up more than 70% of Elena's total balance.",
        "With autopay, the subsidized loan's rate would be 4.74%.",
        'A payment of $356.03 made more than 15 days late would incur a late fee of $21.36.',
        'A payment made on 20 October for the 12 October due date would not incur a late fee.',
        'If Elena makes all 120 standard payments of $356.03, she will pay $42,723.60 in total.',
        'Elena can pay off her loans early without a penalty.',
        "An extra payment will not move Elena's next due date unless she asks for that in writing.",
    )] + [(B35_STUDENT_LOAN_REPAYMENT_SUMMARY, c, False) for c in (
        'The subsidized loan carries the higher interest rate of the two loans.',
        'The autopay discount lowers the rate by 0.25 points on the unsubsidized loan only.',
        'A single returned payment cancels the autopay discount.',
        'A payment of $356.03 made more than 15 days late would incur a late fee of $17.80.',
        'A missed payment is reported to credit bureaus once it is 60 days delinquent.',
        'Extra payments go toward principal first.',
        "Elena's first payment is due on 12 September 2025.",
    )],
}

# Batch 36.
B36_SKI_HIRE_PRICE_LIST = (
    'Alpenglow Ski Hire, Rue des Pistes 14, Morzine. Season: 14 December 2024 to 21 April 2025. Open daily '
    '08:00-18:30; Saturdays (changeover day) 07:30-19:30. Prices per person, per day / 6-day pack: Bronze package '
    '(skis and poles) EUR 22 / EUR 110; Silver package (skis, poles and boots) EUR 31 / EUR 155; Gold package '
    "(premium skis, poles and boots) EUR 44 / EUR 220; Children's package (under 12s; skis, poles and boots) EUR 15 "
    '/ EUR 75; Snowboard and boots EUR 35 / EUR 175. Helmet EUR 5 per day or EUR 25 for 6 days; free with any '
    "children's package. Bookings made online at least 7 days before collection get 20% off, except helmets; the "
    'discount does not apply during the school holiday weeks of 15 February to 1 March 2025. Groups of 6 or more '
    'paying adults get one free 6-day Bronze package. Damage waiver: EUR 2.50 per item per day; it covers accidental '
    'breakage but not theft (theft excess EUR 150). Equipment returned after 10:00 on the day after the hire ends is '
    'charged one extra day. One swap between packages per hire is free; further swaps cost EUR 10 each. Shop '
    'manager: Claire Duval.'
)

B36_MUSEUM_HOURS_TICKETS = (
    'Harbourside Maritime Museum. Opening hours: Tuesday to Sunday 10:00-17:00, with late opening until 20:00 on '
    'Thursdays. Closed on Mondays, except bank holiday Mondays (10:00-17:00). Closed 24-26 December and 1 January. '
    'Last entry is 45 minutes before closing. Tickets: Adult GBP 14; Concession (over-65s and students with valid '
    'ID) GBP 11; Child (5-16) GBP 7; under-5s free. Family ticket (2 adults and up to 3 children) GBP 36. Annual '
    'Pass GBP 28 per adult: unlimited entry for 12 months from purchase and 10% off in the cafe and shop. Tickets '
    'bought online are GBP 1 cheaper each; this does not apply to family tickets or Annual Passes. Groups of 10 or '
    "more booked at least 14 days ahead pay GBP 10 per adult. The 'Below Deck' submarine tour runs at 11:00, 13:00 "
    'and 15:00, lasts 40 minutes, takes at most 12 people, costs GBP 4 on top of admission and is not suitable for '
    'children under 8. Entry is free for everyone on the first Sunday of each month, but the submarine tour still '
    'costs GBP 4. Director: Dr Amira Khalid.'
)

B36_HOLIDAY_COTTAGE_TERMS = (
    'Bramble Cottage, Keswick - Booking Terms 2025. The cottage sleeps 6, with a maximum of 4 adults. Arrival from '
    '16:00, departure by 10:00. Minimum stay 3 nights, except in high season (4 July to 29 August), when stays are 7 '
    'nights, Friday to Friday. Rates: low season GBP 120 per night; high season GBP 185 per night. A cleaning fee of '
    'GBP 60 is added to every stay. A deposit of 30% of the rental is due on booking and the balance 6 weeks before '
    'arrival; bookings made within 6 weeks of arrival must be paid in full at once. Cancellation: more than 8 weeks '
    'before arrival, full refund minus a GBP 50 admin fee; 4 to 8 weeks before, the deposit is kept; under 4 weeks, '
    'no refund unless the cottage is re-let. Up to 2 well-behaved dogs are welcome at GBP 25 per dog per stay, but '
    'not upstairs. No smoking anywhere on the property. A refundable security deposit of GBP 150 is returned within '
    '7 days of departure. Owner: Mrs Helen Pryce. The key safe code is sent 48 hours before arrival.'
)

B36_SWIMMING_POOL_TIMETABLE = (
    'Riverside Leisure Pool - timetable from 6 January 2025. Main pool: 25 m, 6 lanes. Monday to Friday 06:30-08:30: '
    'lane swimming, adults only. Monday, Wednesday and Friday 12:00-13:30: lane swimming. Tuesday and Thursday '
    '17:00-19:00: swimming lessons, with 2 lanes open to the public. Wednesday 19:30-21:00: women-only session. '
    'Saturday 09:00-12:00: family fun session with inflatables; under-8s must have an adult in the water with them, '
    'maximum 2 under-8s per adult. Sunday 08:00-16:00: general swim. Prices per swim: Adult GBP 5.20; Junior (4-17) '
    'GBP 3.10; over-60s GBP 3.60; under-4s free. Family fun session: GBP 14 for 2 adults and 2 children. '
    'Memberships: Swim Only GBP 29 a month (unlimited swims, 12-month minimum term); Flexi GBP 36 a month (no '
    "minimum term, 30 days' notice to cancel, sauna included); Junior Swim GBP 15 a month. The sauna is included "
    'only with Flexi. Members can book lanes up to 7 days ahead, non-members up to 3 days ahead. Joining fee GBP 20, '
    'waived for anyone joining in January. Lost wristband GBP 5. Manager: Tom Okafor.'
)

B36_COACH_TIMETABLE_FARES = (
    'Northway Coaches - Service 480 Leeds to Edinburgh, valid 3 March to 31 May 2025. Departures from Leeds Coach '
    'Station: 07:15, 10:45, 14:30 (not Sundays) and 18:00. Journey time is 5 h 10 min, except the 18:00, which runs '
    'non-stop in 4 h 35 min. All other services call at Newcastle 2 h 20 min after departure, with a 15-minute '
    "comfort stop. Single fares: Adult GBP 32; Child (3-15) GBP 16; Senior (60+) GBP 26; under-3s free on an adult's "
    'lap. A return costs twice the single less 10%. Saver fares: GBP 18 adult single, booked online at least 21 days '
    'ahead; limited seats, non-refundable. Luggage: 2 cases up to 20 kg each plus 1 small hand bag per passenger; '
    'each extra case costs GBP 8 per journey. Bicycles are carried only if folded. Only assistance dogs are allowed. '
    'Changes are free up to 24 hours before departure; after that, GBP 5 plus any fare difference. Standard fares '
    'are refundable up to 24 hours before departure, minus 10%. All coaches have Wi-Fi and USB charging.'
)

B36_FESTIVAL_TICKETS_CAMPING = (
    'Meadowlark Festival 2025, Hollins Farm, Thursday 7 to Sunday 10 August. Tickets: Weekend ticket GBP 189, '
    'including camping from Thursday 12:00. Early Entry upgrade GBP 30: arrive from Wednesday 6 August at 14:00. Day '
    'tickets GBP 75, no camping. Under-13s free with a paying adult, maximum 2 per adult. Teen weekend ticket '
    '(13-17) GBP 95; teens must be accompanied by an adult aged 18 or over. A booking fee of GBP 6.50 applies per '
    'ticket. Tickets are non-refundable, but names can be changed up to 14 July for GBP 10. Camping: the campsite '
    'must be vacated by 12:00 on Monday 11 August. A quiet camping field (no music after 23:00) is set aside for '
    'families. Campervan pass GBP 60, vehicles up to 7 m long. Car parking GBP 20 per car for the weekend, '
    'pre-booked only. Rules: no glass; no campfires or disposable barbecues. Each adult may bring up to 24 cans or 2 '
    'bottles of wine decanted into plastic, for the campsite only, not the arena. Wristbands must be worn at all '
    'times; a lost wristband is replaced once, for GBP 25. The arena is open 11:00-01:00 on Friday and Saturday and '
    '11:00-23:00 on Sunday. Organiser: Priya Nair.'
)

BATCH36: dict[str, list[tuple[str, str, bool]]] = {
    'ski hire price list': [(B36_SKI_HIRE_PRICE_LIST, c, True) for c in (
        'A 6-day Silver pack costs EUR 31 less than paying the Silver daily rate for six separate days.',
        "A child under 12 on the children's package gets a helmet at no extra charge.",
        'A Gold 6-day pack booked online 10 days before a January collection costs EUR 176.',
        'On Saturdays the shop closes an hour later than on the other days of the week.',
        'If my rented skis are stolen, the damage waiver will not cover it.',
        (
            "If hire ends on a Tuesday and I bring the equipment back at 09:30 on Wednesday, I won't be charged an "
            'extra day.'
        ),
        'A group of 8 paying adults would receive one free 6-day Bronze package.',
    )] + [(B36_SKI_HIRE_PRICE_LIST, c, False) for c in (
        'A 6-day Silver pack costs EUR 186.',
        'The 20% online discount also applies to helmets.',
        'Booking online 10 days ahead for collection on 18 February 2025 gets 20% off.',
        "A 12-year-old can rent the children's package at EUR 15 a day.",
        'Snowboard and boots for 6 days cost EUR 210.',
        'The shop is open until 19:30 every day of the season.',
        'Returning the equipment at 11:00 on the day after the hire ends incurs no extra charge.',
    )],
    'museum hours tickets': [(B36_MUSEUM_HOURS_TICKETS, c, True) for c in (
        'On a Thursday, the last admission is at 19:15.',
        (
            'Two adults with three children aged 6, 9 and 12 save GBP 13 by buying a family ticket instead of '
            'individual tickets at the door.'
        ),
        'The museum is open on a bank holiday Monday from 10:00.',
        'A 70-year-old buying a ticket online pays GBP 10.',
        'The 15:00 submarine tour finishes at 15:40.',
        'A 6-year-old cannot go on the Below Deck tour.',
        'An Annual Pass costs the same as two adult tickets bought at the door.',
    )] + [(B36_MUSEUM_HOURS_TICKETS, c, False) for c in (
        'Last entry on a Saturday is at 16:30.',
        'The museum is open on 26 December.',
        'A family ticket bought online costs GBP 35.',
        'Annual Pass holders get 10% off the submarine tour.',
        'On the first Sunday of the month the submarine tour is free as well as entry.',
        'A 5-year-old gets in free.',
        'A group of 12 adults booked 14 days ahead pays GBP 140 in total.',
    )],
    'holiday cottage terms': [(B36_HOLIDAY_COTTAGE_TERMS, c, True) for c in (
        'A 7-night high-season stay costs GBP 1,355 including the cleaning fee.',
        'For a 4-night low-season stay booked 3 months ahead, the deposit due on booking is GBP 144.',
        "A group of 3 adults and 3 children is within the cottage's limits.",
        'If I cancel 10 weeks before arrival, I get all my money back apart from GBP 50.',
        'Bringing two dogs adds GBP 50 to the stay.',
        'A 2-night stay at the cottage is not possible.',
        (
            'Guests arriving at 16:00 on Friday 11 July 2025 should receive the key safe code at 16:00 on Wednesday '
            '9 July.'
        ),
    )] + [(B36_HOLIDAY_COTTAGE_TERMS, c, False) for c in (
        'A group of 5 adults can book the cottage because it sleeps 6.',
        'Dogs may sleep in the upstairs bedrooms.',
        'A 3-night stay in mid-July is allowed.',
        'Cancelling 6 weeks before arrival gets a full refund minus the GBP 50 admin fee.',
        'The security deposit is refunded on the day of departure.',
        'A 4-night low-season stay, including the cleaning fee, costs GBP 560.',
        'If I book 5 weeks before arrival, I pay a 30% deposit now and the balance later.',
    )],
    'swimming pool timetable': [(B36_SWIMMING_POOL_TIMETABLE, c, True) for c in (
        'An adult who pays per swim and swims 6 times a month spends GBP 31.20, more than the Swim Only membership.',
        'Someone joining on 15 January pays no joining fee.',
        'A 3-year-old swims free.',
        'A Swim Only member cannot use the sauna as part of the membership.',
        'A 65-year-old pays GBP 1.60 less per swim than a standard adult.',
        'One adult can bring two 6-year-olds to the Saturday fun session.',
        "A Flexi member can leave without completing 12 months, as long as they give 30 days' notice.",
    )] + [(B36_SWIMMING_POOL_TIMETABLE, c, False) for c in (
        'A 12-year-old can join the weekday early-morning lane swimming.',
        'Someone joining in February pays no joining fee.',
        "Swim Only members can cancel at any time with 30 days' notice.",
        'There is lunchtime lane swimming from 12:00 to 13:30 on Tuesdays.',
        'One adult can bring three under-8s to the Saturday fun session.',
        'A year of Flexi membership costs GBP 420 in monthly fees.',
        'Members can book lanes up to 14 days ahead.',
    )],
    'coach timetable fares': [(B36_COACH_TIMETABLE_FARES, c, True) for c in (
        'The 10:45 from Leeds is due in Edinburgh at 15:55.',
        'The 18:00 departure reaches Edinburgh at 22:35.',
        'A standard adult return costs GBP 57.60.',
        'On Sundays there are three departures from Leeds.',
        "A 2-year-old can travel free on an adult's lap.",
        'A passenger with three cases pays GBP 8 extra for the journey.',
        "A Saver fare can't be refunded.",
    )] + [(B36_COACH_TIMETABLE_FARES, c, False) for c in (
        'The 14:30 from Leeds arrives in Edinburgh at 19:30.',
        'The 18:00 departure stops at Newcastle for a comfort stop.',
        'A senior return costs GBP 52.',
        'A pet dog may travel if kept on a lead.',
        'A Saver fare can be booked online up to 14 days before travel.',
        'Changing a ticket 12 hours before departure is free.',
        'A 16-year-old travels on the GBP 16 child fare.',
    )],
    'festival tickets camping': [(B36_FESTIVAL_TICKETS_CAMPING, c, True) for c in (
        'Two adult weekend tickets cost GBP 391 including booking fees.',
        'A 10-year-old with a paying adult gets in free.',
        'With the Early Entry upgrade I can arrive on the Wednesday afternoon.',
        'Day-ticket holders cannot camp.',
        'Campers can stay on site until midday on the Monday.',
        'Bringing wine in a glass bottle is not allowed.',
        'The arena closes two hours earlier on Sunday than on Saturday.',
    )] + [(B36_FESTIVAL_TICKETS_CAMPING, c, False) for c in (
        'A 15-year-old with a teen ticket can attend without an adult.',
        'I can change the name on a ticket on 20 July for GBP 10.',
        'One paying adult can bring three under-13s for free.',
        'An 8 m campervan is allowed with a campervan pass.',
        'Adults may take their 24 cans into the arena.',
        'Three adult weekend tickets cost GBP 567 in total including booking fees.',
        'Car parking can be bought at the gate for GBP 20.',
    )],
}

# Batch 37.
B37_COUNCIL_TAX_BINS_NOTICE = (
    'Riverside Borough Council - Council Tax and Bins 2025/26. 14 Alder Close, Band C. Annual charge: £1,872.00, '
    'payable in 10 monthly instalments of £187.20 from 1 April 2025 to 1 January 2026. You may instead pay 12 '
    'instalments of £156.00 if you ask by 15 April 2025. Direct Debit dates: 1st, 8th, 15th or 22nd of the month. A '
    '25% single person discount applies if only one adult (aged 18 or over) lives at the property; full-time '
    'students are disregarded when counting adults. An instalment more than 14 days overdue triggers a reminder; '
    'after a second reminder in the same year you lose the right to pay by instalments and the full balance is due '
    'within 7 days. Bin collections: general waste (grey bin) every other Tuesday starting 8 April 2025; recycling '
    '(blue bin) on the alternate Tuesdays starting 15 April 2025. Garden waste (brown bin): every Friday, March to '
    'November; £52 per bin per year, maximum 3 bins per household. Bins must be at the kerb by 7:00 am. Bank holiday '
    'weeks: collections one day later. Extra bags beside the grey bin will not be collected. Report missed '
    'collections within 2 working days. Enquiries: Revenues Officer Karen Doyle.'
)

B37_ENERGY_FIXED_TARIFF = (
    'BrightWatt Energy - Tariff Information: Fix & Save 12 (v3). Fixed for 12 months from your switch date; payment '
    'by monthly Direct Debit. Electricity: unit rate 24.86p per kWh, standing charge 53.21p per day. Gas: unit rate '
    '6.12p per kWh, standing charge 31.65p per day. Economy 7 meters: day rate 28.40p per kWh; night rate 13.10p per '
    'kWh for the 7 hours between 00:30 and 07:30. All prices include VAT at 5%. Rates will not change during the '
    'fixed term unless the VAT rate changes. Exit fee: £75 per fuel if you leave more than 49 days before the tariff '
    'end date; there is no exit fee in the final 49 days. Dual fuel customers receive a £40 annual discount, '
    'credited to the account in month 12. Customers paying quarterly bills by cash or cheque pay a 6% surcharge on '
    'unit rates only. Estimated annual cost for typical use (2,700 kWh electricity and 11,500 kWh gas): £1,684.76 '
    'before the dual fuel discount. We will write to you 42 to 49 days before the end date; if you do not choose a '
    'new tariff you will move to our Standard Variable tariff. Contact: Customer Care Lead Priya Raman.'
)

B37_NURSERY_FEES_SESSIONS = (
    'Little Acorns Day Nursery - Fees and Sessions from 1 September 2025. Open Monday to Friday, 7:30 am to 6:00 pm, '
    '51 weeks a year. Sessions: Morning 7:30-12:30, £38; Afternoon 13:00-18:00, £38; Full day 7:30-18:00, £68. Lunch '
    'is included in the full-day price; morning children may stay for lunch until 13:00 for £3.50. Children under 2 '
    'pay a £6 daily supplement on full days only. Minimum booking is two full days a week or four sessions. Late '
    'collection after 6:00 pm is charged at £10 per 15 minutes or part thereof. Sibling discount: 10% off the older '
    "child's fees. Invoices are issued on the 1st of each month and are payable by the 7th; a 5% late payment charge "
    'is added to invoices still unpaid after the 14th. No reductions are made for sickness or holidays, except that '
    "children booked for 3 or more full days a week receive 2 weeks' free holiday per year, provided 4 weeks' notice "
    "is given. Six weeks' written notice is required to reduce or end a place; otherwise fees are charged in lieu. "
    'Manager: Helen Okafor. Deputy Manager: Tom Reyes.'
)

B37_CAR_INSURANCE_SCHEDULE = (
    'Hartwell Motor Insurance - Policy Schedule. Policy number HMI-4471902. Policyholder: Daniel Mercer. Period of '
    'cover: 00:01 on 12 March 2025 to 23:59 on 11 March 2026. Vehicle: 2019 Ford Focus 1.0 EcoBoost, registration '
    'KY19 PLT. Cover: Comprehensive. Use: social, domestic and pleasure, including commuting; business use is not '
    'covered. Drivers: Daniel Mercer (age 41) and Sophie Mercer (spouse, age 39). Driving other cars: not covered. '
    'Excesses: compulsory £250 plus voluntary £150, total £400 for accident damage, applying to all drivers. '
    'Windscreen replacement £95; windscreen repair £0. Annual premium £684.50, or by monthly instalments: deposit '
    '£68.45 followed by 10 payments of £70.12. No Claims Discount: 6 years, protected - up to two claims in any '
    'three-year period without reducing the discount. Courtesy car: a small hatchback while your car is repaired by '
    'one of our approved repairers; not provided if the car is stolen or written off. European cover: up to 90 days '
    'per trip. Annual mileage limit: 8,000 miles. Cancellation: within 14 days of receiving documents, refund for '
    'unused days with no fee; after that, a £45 cancellation fee applies and no refund is given if a claim has been '
    'made.'
)

B37_TENANCY_RENT_DEPOSIT = (
    'Assured Shorthold Tenancy - Key Terms. Property: Flat 3, 27 Kingsmead Road. Landlord: Margaret Holt; managing '
    'agent: Ellison Lettings (contact Ravi Shah). Tenants: Chloe Brennan and Marcus Lee, jointly and severally '
    'liable. Term: 12 months, 1 October 2025 to 30 September 2026. Rent: £1,150 per calendar month, payable in '
    "advance on the 1st of each month by standing order. Deposit: £1,326.92 (five weeks' rent), protected with the "
    'Deposit Protection Service within 30 days of receipt. The £265 holding deposit will be credited against the '
    "first month's rent. Interest on late rent is charged at 3% above the Bank of England base rate, only once rent "
    "is 14 or more days overdue. Break clause: the tenants may end the tenancy by giving two months' written notice, "
    "but the notice may not expire before 31 March 2026. Pets: one cat is permitted with the landlord's written "
    'consent; no dogs. Smoking is not permitted inside the property. Tenants pay council tax, gas, electricity, '
    'water and broadband; the landlord pays buildings insurance. The landlord will respond to urgent repairs within '
    "24 hours. Guests staying more than 14 consecutive nights require the agent's approval."
)

B37_MOBILE_PLAN_ROAMING = (
    'Orbit Mobile - Plan Summary: Orbit 30GB SIM Only. Contract: 12 months from 3 November 2025. Monthly price '
    '£14.00, rising by a fixed £1.50 each April, first on 1 April 2026. Allowances: 30GB UK data, unlimited UK '
    'minutes and texts. Unused data does not roll over to the next month. Roam in Europe (47 destinations): £2.25 '
    'per day, charged only on days you use your phone abroad; uses your UK allowances, with a fair use limit of 15GB '
    'of data per month while roaming. Roam Further (USA, Canada, Australia and 12 other destinations): £6.00 per '
    'day, including 500MB of data per day; unused daily data does not carry over. Data add-ons: 5GB for £5 or 20GB '
    'for £10, each ending at your next bill date. Weekend Unlimited Pass: £3, valid 00:00 Saturday to 23:59 Sunday, '
    'UK use only. Spend cap: £10 a month by default, adjustable from £0 to £100. Calls to 0800 numbers are free; '
    'international calls from the UK cost £1.50 per minute. Leaving before 12 months: you pay the remaining monthly '
    'charges less a 3% discount. Customer Services Manager: Leah Whitford.'
)

BATCH37: dict[str, list[tuple[str, str, bool]]] = {
    'council tax bins notice': [(B37_COUNCIL_TAX_BINS_NOTICE, c, True) for c in (
        'If the single person discount applies, the annual council tax for 14 Alder Close comes to £1,404.',
        'On the 10-instalment plan, the final payment falls on 1 January 2026.',
        'The grey general waste bin will be collected on Tuesday 22 April 2025.',
        'An adult living alone with a full-time student aged 20 still qualifies for the single person discount.',
        'Subscribing three brown bins for garden waste would cost £156 a year, and a fourth bin is not allowed.',
        'During a bank holiday week, a Tuesday recycling collection would happen on the Wednesday.',
        "Black bags placed next to the grey bin won't be taken away.",
    )] + [(B37_COUNCIL_TAX_BINS_NOTICE, c, False) for c in (
        'Switching to 12 instalments would make each monthly payment £165.00.',
        'The blue recycling bin is first collected on Tuesday 8 April 2025.',
        'Garden waste is collected every Friday throughout the whole year.',
        'The household can report a missed bin collection up to 5 working days afterwards.',
        'Bins put out at the kerb by 7:30 am on collection day will still be emptied.',
        'After the first reminder for a late instalment, the whole remaining balance becomes due within 7 days.',
        'The council can take the Direct Debit on the 28th of each month.',
    )],
    'energy fixed tariff': [(B37_ENERGY_FIXED_TARIFF, c, True) for c in (
        'Electricity standing charges for a 30-day month add up to about £15.96.',
        'Someone leaving the tariff 30 days before its end date pays no exit fee.',
        'A dual fuel customer who leaves three months into the fix pays £150 in exit fees.',
        'On an Economy 7 meter, electricity used at 1:00 am is charged at 13.10p per kWh.',
        'The combined daily standing charge for gas and electricity is 84.86p.',
        'A change in the VAT rate could change the prices during the fixed period.',
        'Using 1,000 kWh of gas costs £61.20 before standing charges.',
    )] + [(B37_ENERGY_FIXED_TARIFF, c, False) for c in (
        'The Economy 7 night rate runs from midnight to 7:00 am.',
        'Leaving 60 days before the end date avoids any exit fee.',
        'A dual fuel customer who leaves early pays a single £75 exit fee in total.',
        'The gas standing charge is 53.21p per day.',
        'The £40 dual fuel discount is spread across the monthly bills.',
        'Cash or cheque payers pay 6% more on both unit rates and standing charges.',
        'When the fix ends, customers automatically roll onto another 12-month fixed tariff.',
    )],
    'nursery fees sessions': [(B37_NURSERY_FEES_SESSIONS, c, True) for c in (
        'Three full days a week for a three-year-old costs £204 a week.',
        'An 18-month-old attending a full day costs £74 for that day.',
        'A one-year-old booked only on morning sessions does not pay the under-2 supplement.',
        'Collecting a child at 6:20 pm results in a £20 late fee.',
        'Booking just one full day a week is not allowed.',
        'An invoice paid on the 10th of the month does not attract the 5% late charge.',
        'A child booked for two full days a week gets no free holiday weeks.',
    )] + [(B37_NURSERY_FEES_SESSIONS, c, False) for c in (
        "The 10% sibling discount is taken off the younger child's fees.",
        'Picking up a child at 6:05 pm costs £5 in late fees.',
        "Four weeks' written notice is enough to end a child's place without paying extra.",
        'Lunch costs an extra £3.50 on top of the full-day fee.',
        'The £6 under-2 supplement is added to afternoon sessions as well.',
        "Families attending 3 full days a week can take their 2 free holiday weeks with 2 weeks' notice.",
        'The nursery opens its doors at 7:00 am each weekday.',
    )],
    'car insurance schedule': [(B37_CAR_INSURANCE_SCHEDULE, c, True) for c in (
        'Daniel is still insured to drive the Focus on the morning of 11 March 2026.',
        'If Sophie has an accident, the excess for accident damage is £400.',
        'Getting a chip in the windscreen repaired costs nothing in excess.',
        'Paying monthly costs £85.15 more over the year than paying the annual premium.',
        'Using the Focus to drive to client meetings for work would not be covered.',
        'If the Focus is stolen, Daniel will not get a courtesy car.',
        'A ten-week driving holiday in France falls within the European cover limit.',
    )] + [(B37_CAR_INSURANCE_SCHEDULE, c, False) for c in (
        'Cover begins at 00:01 on 11 March 2025.',
        'Replacing the whole windscreen carries no excess.',
        'A courtesy car is provided whichever garage Daniel chooses for repairs.',
        "Daniel is covered to drive a friend's car under this policy.",
        'The policy allows up to 10,000 miles a year.',
        "Making two claims within the same year would reduce Daniel's No Claims Discount.",
        'Cancelling two months into the policy incurs no cancellation fee.',
    )],
    'tenancy rent deposit': [(B37_TENANCY_RENT_DEPOSIT, c, True) for c in (
        'Over the full 12-month term, the rent totals £13,800.',
        'After the holding deposit is credited, the first rent payment due is £885.',
        'Rent paid 10 days late does not incur interest.',
        "The tenants cannot keep a dog, even with the landlord's written consent.",
        'If Marcus stops paying, Chloe can be held responsible for the full rent.',
        "The water bill is the tenants' responsibility, while buildings insurance is paid by the landlord.",
        'The tenants cannot use the break clause to end the tenancy on 28 February 2026.',
    )] + [(B37_TENANCY_RENT_DEPOSIT, c, False) for c in (
        'The landlord has to protect the deposit within 14 days of receiving it.',
        'A cat can be kept without asking the landlord first.',
        'Rent is due on the last day of each month.',
        'The fixed term ends on 1 October 2026.',
        "Under the break clause, the tenants only need to give one month's written notice.",
        'The landlord must respond to urgent repairs within 48 hours.',
        "A friend staying for 10 nights in a row needs the agent's approval.",
    )],
    'mobile plan roaming': [(B37_MOBILE_PLAN_ROAMING, c, True) for c in (
        'A five-day trip to Spain using the phone every day adds £11.25 in roaming charges.',
        'From 1 April 2026 the plan costs £15.50 a month.',
        "A day in Europe when the phone isn't used at all carries no roaming charge.",
        'Buying two 5GB add-ons costs the same as one 20GB add-on but gives half the data.',
        'Four days of phone use in the USA costs £24 in roaming charges.',
        'Calling an 0800 number from the UK costs nothing.',
        "Data left over at the end of one month is not added to the next month's allowance.",
    )] + [(B37_MOBILE_PLAN_ROAMING, c, False) for c in (
        'The Weekend Unlimited Pass can be used while travelling in France.',
        'A 5GB add-on bought mid-month carries over into the following month.',
        'All 30GB of UK data can be used while roaming in Europe.',
        'The monthly price goes up by 1.5% each April.',
        'Three days of use in Canada cost £6.75 in roaming charges.',
        'The spend cap can be raised to £200 a month.',
        'Leaving after six months means paying all remaining monthly charges in full.',
    )],
}

# Batch 38.
B38_LIBRARY_LOANS_FINES = (
    'Harbourside Central Library - Borrowing Rules (effective 1 April 2025). Adult members may borrow up to 12 items '
    'at once, of which no more than 4 may be DVDs. Books are loaned for 21 days and DVDs for 7 days; laptops are '
    'lent for 3 hours for use inside the library only. Junior members (under 16) may borrow up to 8 items and pay no '
    'overdue fines on books. Each item may be renewed twice, online or at the desk, unless another member has '
    'reserved it. Adult overdue fines: books 25p per day, DVDs £1.00 per day, capped at £6.00 per item. No fines are '
    'charged for days the library is closed (Sundays and bank holidays). Members aged 65 and over pay half the adult '
    'book fine. Borrowing is suspended once unpaid fines reach £10.00. An item 42 days overdue is treated as lost '
    'and the member is charged the replacement cost plus a £3.50 processing fee; if the item is returned within 28 '
    'days after that, the replacement cost is refunded but the fee is not. Reservations cost 50p each and are free '
    'for junior members. Opening hours: Monday-Friday 9:00-19:00, Saturday 9:30-16:00. Enquiries: Branch Manager '
    'Ruth Okafor.'
)

B38_PASSPORT_ID_RENEWAL_FEES = (
    'Republic of Veldmark - Passport and ID Card Renewal Fees. Notice from the Civil Registry, valid from 3 February '
    '2025. Adult passport (age 18+, 10-year validity): €85 online, €95 by paper form. Child passport (under 18, '
    '5-year validity): €52 online, €60 by paper form. National ID card: €30 for adults; free for applicants aged 70 '
    'or over. Standard processing takes 15 working days. The Fast Track service (in-person appointment only, at the '
    'Kessel or Marrow offices) costs an extra €75 and returns the passport within 3 working days; Fast Track is not '
    'available for first-time applicants or name changes. Photos must have been taken within the previous 30 days. '
    'Passports may be renewed up to 9 months before expiry; remaining validity is not carried over. A passport that '
    'expired more than 5 years ago cannot be renewed and requires a new application with a witness signature. Lost '
    'or stolen passports must be reported first; a replacement costs the standard fee plus a €20 surcharge. Fees are '
    'non-refundable once an application is submitted, except when the Registry cancels an appointment. Payment by '
    'card only; cash is not accepted at any office. Enquiries: Deputy Registrar Tomas Lind, Monday-Thursday '
    '8:30-16:30.'
)

B38_RECYCLING_CENTRE_HOURS_CHARGES = (
    'Millbrook Household Recycling Centre, Quarry Lane. Summer hours (1 April-30 September): 8:00-18:00. Winter '
    'hours (1 October-31 March): 9:00-16:00. The centre is open Monday and Wednesday to Sunday; it is closed every '
    'Tuesday and on 25-26 December and 1 January. Last entry is 15 minutes before closing. Visitors must show proof '
    'of a Millbrook District address; non-residents are refused. Cars may visit without a permit. Small vans and '
    'pickups need a free van permit, limited to 12 visits per year; vehicles over 3.5 tonnes and trailers longer '
    'than 2.5 m are not admitted. Household waste, garden waste, glass, metal, cardboard and electricals are '
    'accepted free. Charged items: rubble, soil and hardcore £4.00 per 25 kg bag (maximum 5 bags per visit); '
    'plasterboard £6.50 per sheet; tyres £3.00 each (car tyres only, maximum 4 per household per month). Asbestos is '
    'accepted only on the first Saturday of each month, by prior booking, up to 2 sheets per household. Payment by '
    'card or contactless only. Site supervisor: Dean Walsh.'
)

B38_PARKING_PERMIT_SCHEME = (
    'Eastgate Controlled Parking Zone (Zone E) - Resident Permit Scheme 2025/26. Controlled hours: Monday-Saturday '
    '8:30-18:30; parking is free and unrestricted on Sundays and public holidays. Each household may hold up to 2 '
    'resident permits. First permit: £80 per year; second permit: £140 per year. Electric vehicles pay 50% of the '
    'relevant fee. Permits run from 1 May to 30 April and are not pro-rated; a permit bought in November still '
    'expires on 30 April. Visitor permits are sold in books of 10 daily scratch-cards for £15, with a maximum of 6 '
    'books per household per year. Each visitor card is valid for one calendar day only. Blue Badge holders may park '
    'in resident bays without a permit for unlimited time. Businesses in the zone may buy one business permit at '
    "£450 per year, valid only in bays marked 'E-B'. Vehicles must be registered at the permit address; company cars "
    'need a letter from the employer. Parking in a resident bay without a valid permit incurs a penalty charge of '
    '£70, reduced to £35 if paid within 14 days. Apply at Parking Services, Town Hall, or online; contact Parking '
    'Manager Priya Shah.'
)

B38_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS = (
    'Riverside Medical Practice - Appointments and Prescriptions. Surgery hours: Monday-Friday 8:00-18:30, with '
    'extended hours on Tuesday evenings until 20:00 (pre-booked appointments only). Closed at weekends and on bank '
    'holidays; call 111 out of hours. Routine appointments last 10 minutes and can be booked up to 4 weeks ahead '
    'online or by phone. Same-day urgent appointments are released at 8:00 and can be booked by phone only. Patients '
    'who miss 3 appointments without cancelling within 12 months will receive a warning letter from Practice Manager '
    'Helen Brooks; a fourth missed appointment may lead to removal from the practice list. Cancellations need at '
    "least 2 hours' notice. Repeat prescriptions must be requested online or in writing, never by phone; allow 3 "
    'working days before collection from your nominated pharmacy. Controlled drugs are prescribed for a maximum of '
    '30 days at a time. Medication reviews are required every 12 months; repeat items will not be issued if a review '
    'is more than 2 months overdue. The prescription charge is £9.90 per item; a 12-month prepayment certificate '
    'costs £114.50. Patients aged 60 or over and under 16 are exempt from charges. Home visits are for housebound '
    'patients only and must be requested before 10:30.'
)

B38_SPORTS_HALL_BOOKING_TARIFF = (
    'Ashby Park Community Sports Hall - Booking Tariff 2025. Open daily 7:00-22:00. Main hall (4 badminton courts): '
    '£42 per hour peak, £28 per hour off-peak. Single badminton court: £12 per hour peak, £8 off-peak. Peak times '
    'are Monday-Friday 17:00-22:00 and all day Saturday and Sunday; all other times are off-peak. Activity studio: '
    '£20 per hour at any time. The minimum booking is 1 hour; beyond that, bookings are in 30-minute blocks charged '
    'pro rata. Registered charities and junior clubs (all members under 18) receive 25% off, not valid at weekends. '
    'Block bookings of 10 or more weekly sessions paid upfront receive one session free. A refundable £100 damage '
    "deposit applies to all main hall bookings and to parties. Cancellations with at least 7 days' notice get a full "
    'refund; 48 hours to 7 days, 50%; under 48 hours, no refund. Equipment hire: badminton rackets £1.50 each per '
    'session; table tennis tables free. All users must vacate the building by 22:15. Book through Facilities Officer '
    'Gareth Lewis at least 3 days in advance.'
)

BATCH38: dict[str, list[tuple[str, str, bool]]] = {
    'library loans fines': [(B38_LIBRARY_LOANS_FINES, c, True) for c in (
        'An adult member can have 8 books and 4 DVDs out at the same time.',
        'An adult who returns a book 4 days late, none of them a Sunday or bank holiday, owes £1.00.',
        'A 70-year-old who returns a book 6 chargeable days late pays 75p in fines.',
        'A 12-year-old member is not fined for returning a library book late.',
        'A book that another member has reserved cannot be renewed.',
        (
            'If a lost item is returned within 28 days of being declared lost, the member gets the replacement cost '
            'back but still pays the £3.50 fee.'
        ),
        'The library opens at 9:30 on Saturdays and does not open on Sundays.',
    )] + [(B38_LIBRARY_LOANS_FINES, c, False) for c in (
        'An adult returning a DVD 3 days late owes 75p.',
        'Reservations are free for all members.',
        'Overdue fines keep building up on Sundays.',
        'An item is treated as lost once it is 28 days overdue.',
        (
            'If a lost item is returned within 28 days, both the replacement cost and the £3.50 processing fee are '
            'refunded.'
        ),
        'Borrowing is suspended once unpaid fines reach £15.00.',
        'Members may take a library laptop home for up to 3 hours.',
    )],
    'passport id renewal fees': [(B38_PASSPORT_ID_RENEWAL_FEES, c, True) for c in (
        'Renewing an adult passport online rather than by paper form saves €10.',
        'A 75-year-old renewing their national ID card pays nothing.',
        'Someone applying for their very first passport cannot use Fast Track.',
        'A child passport is valid for half as long as an adult passport.',
        'If your passport expires on 1 December 2025, the earliest you can renew it is 1 March 2025.',
        'Replacing a stolen adult passport using the paper form costs €115.',
        'A photo taken six weeks before applying would not be accepted.',
    )] + [(B38_PASSPORT_ID_RENEWAL_FEES, c, False) for c in (
        'A child passport costs €60 when applied for online.',
        'Fast Track returns the passport within 5 working days.',
        'Applicants aged 70 or over can renew their passport free of charge.',
        'Any validity left on your old passport is added to the new one.',
        (
            'A passport that expired 4 years ago can no longer be renewed and needs a new application with a witness '
            'signature.'
        ),
        'You get your fee back if you cancel your own appointment after submitting the application.',
        'Fast Track can be used for a name change if you book an appointment at the Marrow office.',
    )],
    'recycling centre hours charges': [(B38_RECYCLING_CENTRE_HOURS_CHARGES, c, True) for c in (
        'The centre is closed on Tuesdays in July.',
        'On a Monday in mid-January, the last car is let in at 15:45.',
        'Getting rid of 3 bags of rubble costs £12.00.',
        'Dropping off an old fridge or other electricals is free.',
        'A resident cannot bring 6 bags of soil on a single visit.',
        'Bringing 2 sheets of plasterboard and 4 car tyres costs £25.00 in total.',
        'Asbestos must be booked in advance and is only taken on one Saturday each month.',
    )] + [(B38_RECYCLING_CENTRE_HOURS_CHARGES, c, False) for c in (
        'On Sundays in December the centre is open from 8:00 to 18:00.',
        'A small van can use the centre without any permit.',
        'Garden waste is charged at £4.00 per bag.',
        'A van permit allows 12 visits per month.',
        'Payment can be made in cash at the site.',
        'Asbestos can be brought on any Saturday as long as it is booked in advance.',
        'Non-residents can use the centre if they pay a charge.',
    )],
    'parking permit scheme': [(B38_PARKING_PERMIT_SCHEME, c, True) for c in (
        'A household with two petrol cars pays £220 a year for both resident permits.',
        "An electric car on a household's first permit costs £40 a year.",
        'No permit is needed to park in Zone E on a Sunday.',
        'A household can buy at most 60 visitor scratch-cards in a year.',
        'Paying a penalty charge within 14 days halves it from £70 to £35.',
        'A resident permit bought on 1 February costs the full annual fee and expires on 30 April.',
        'A visitor card scratched at 17:00 on Monday does not cover parking on Tuesday morning.',
    )] + [(B38_PARKING_PERMIT_SCHEME, c, False) for c in (
        'A household may hold a third resident permit if that car is electric.',
        'A second permit for an electric car costs £40 a year.',
        'Controlled hours end at 18:00 on Saturdays.',
        'Buying the maximum number of visitor books costs a household £60 a year.',
        'A permit bought in November is charged at a reduced rate because less than half the year remains.',
        'Blue Badge holders may park in resident bays without a permit for up to 3 hours.',
        'The £70 penalty is reduced to £35 if paid within 28 days.',
    )],
    'gp surgery appointments prescriptions': [(B38_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS, c, True) for c in (
        'Repeat prescriptions cannot be ordered over the phone.',
        'A patient who needs 12 charged items in a year would save money with a prepayment certificate.',
        'A 65-year-old patient does not pay prescription charges.',
        'A pre-booked appointment at 19:30 on a Tuesday is possible.',
        'To cancel a 15:00 appointment with enough notice, you must do so by 13:00.',
        'Same-day urgent appointments cannot be booked online.',
        'A patient cannot receive a two-month supply of a controlled drug on one prescription.',
    )] + [(B38_GP_SURGERY_APPOINTMENTS_PRESCRIPTIONS, c, False) for c in (
        'Routine appointments can be booked up to 6 weeks in advance.',
        'The surgery is open on Saturday mornings.',
        'Patients are removed from the list as soon as they miss 3 appointments in 12 months.',
        'Five prescription items cost £49.00 in charges.',
        'A patient whose medication review is 6 weeks overdue will be refused repeat items.',
        'Any patient can get a home visit as long as they request it before 10:30.',
        'Walk-in patients are seen during the Tuesday extended hours.',
    )],
    'sports hall booking tariff': [(B38_SPORTS_HALL_BOOKING_TARIFF, c, True) for c in (
        'Booking the main hall on a Wednesday from 10:00 to 12:00 costs £56.',
        'A single court on a Saturday morning is charged at £12 per hour.',
        'A 90-minute single court booking starting at 18:00 on a Tuesday costs £18.',
        'A junior club booking the main hall on a Thursday morning pays £21 per hour.',
        'Cancelling a £56 booking 3 days beforehand gets £28 refunded.',
        'Hiring 4 badminton rackets for one session costs £6.',
        'A registered charity pays the full rate for a Sunday booking.',
    )] + [(B38_SPORTS_HALL_BOOKING_TARIFF, c, False) for c in (
        'The main hall costs £42 per hour on weekday mornings.',
        'The activity studio can be booked for just 30 minutes at £10.',
        'Charities get 25% off peak bookings on Saturdays.',
        'Cancelling 5 days before the booking gets a full refund.',
        'Every single-court booking requires a £100 damage deposit.',
        'Table tennis tables can be hired for £1.50 each per session.',
        'A 2-hour main hall booking starting at 17:00 on a Friday costs £56.',
    )],
}

# Batch 39.
B39_ONLINE_SHOP_DELIVERY_RETURNS = (
    'Larkfield Outfitters - Delivery and Returns (updated Monday 3 March 2025). Standard delivery costs £3.95 and '
    'arrives in 3-5 working days; it is free on orders of £50 or more after discounts. Express delivery costs £6.95 '
    'and arrives the next working day if ordered by 2pm Monday to Thursday; express orders placed after 2pm on '
    'Thursday, or on Friday through Sunday, arrive on Tuesday. Express is not available to the Scottish Highlands or '
    'the Channel Islands. Orders are not dispatched on weekends or bank holidays. You may return unworn items within '
    '28 days of delivery for a full refund to the original payment method. Returns via Royal Mail drop-off are free; '
    'courier collection costs £2.50, deducted from the refund. Swimwear and earrings can be returned only if the '
    "hygiene seal is intact. Items marked 'Final Sale' cannot be returned, but may be exchanged for a different size "
    'within 14 days of delivery. Refunds are issued within 5 working days of the parcel reaching our Leeds '
    'warehouse. Faulty items can be reported to the customer care team, led by Priya Chandran, within 6 months of '
    'delivery for a repair, replacement or refund.'
)

B39_FURNITURE_STORE_FINANCE_OFFER = (
    'Oakridge Furniture - 0% Finance Offer (valid 1 May to 30 June 2025). Spend £799 or more in a single transaction '
    'and spread the cost over 24 months at 0% APR with no deposit. Orders from £300 to £798.99 qualify for 12 months '
    'at 0% APR with a 10% deposit. Plans of 36 or 48 months are available on orders over £1,500 at 14.9% APR '
    'representative. Finance is provided by Brightway Credit Ltd, not Oakridge, and is subject to status; applicants '
    'must be 18 or over, UK residents, and employed at least 16 hours a week or retired with a pension. Monthly '
    'payments are taken by direct debit on the same date each month, starting one month after delivery. Gift cards, '
    'delivery charges (£49 standard, £79 Saturday) and the £65 assembly service cannot be paid for using finance. '
    'There is no fee for repaying early. A missed payment incurs a £12 charge and may end the 0% rate. Clearance '
    'items and the Nordby range are excluded from the offer. Questions can be directed to finance manager Gareth '
    'Lyle in-store, Tuesday to Saturday, 10am-5pm.'
)

B39_ELECTRONICS_EXTENDED_WARRANTY = (
    'VoltCare Extended Warranty - Terms Summary. VoltCare can be bought for any TV, laptop or tablet priced '
    "£150-£3,000, within 30 days of purchase. Cover starts when the manufacturer's 1-year warranty ends and lasts a "
    'further 2 or 4 years: 2 years costs 12% of the product price, 4 years costs 20%. It covers mechanical and '
    'electrical breakdown, including battery failure where capacity falls below 60%, but not accidental damage, '
    'cosmetic scratches, or loss or theft. Accidental damage cover can be added for £4 a month on laptops and '
    'tablets only. There is no excess on breakdown claims; accidental damage claims carry a £50 excess. If a product '
    'cannot be repaired, or the same fault recurs after 3 repairs within 12 months, we replace it with one of '
    'equivalent specification or give a voucher for the original price. Claims must be raised by phone on 0800 555 '
    "0192, Monday to Saturday, 8am-8pm, and are handled by claims lead Tomasz Nowak's team. Repairs are completed "
    'within 10 working days of collection. You may cancel within 45 days for a full refund; after that, refunds are '
    'pro rata minus a £15 admin fee.'
)

B39_MEAL_KIT_PLANS_AND_PAUSING = (
    'FreshFork - Plans and Pausing (effective Monday 7 April 2025). Choose 2, 3 or 4 recipes a week, each for 2 or 4 '
    'people. Prices per serving: £4.99 on 2-person plans, £3.99 on 4-person plans. A flat £4.49 delivery fee applies '
    'per box, waived on 4-recipe plans. Boxes arrive on your chosen day, Tuesday to Saturday, between 7am and 9pm. '
    'Menus of 30 recipes are published 3 weeks ahead. Premium recipes (marked with a star) cost an extra £2.50 per '
    'serving. Recipe choices, skips and pauses must be made by 11:59pm five days before your delivery day; if you '
    "don't choose recipes by then, we pick them for you, and changes after the cutoff apply from the following week. "
    'You can pause for up to 8 weeks in a row and up to 16 weeks per calendar year. Cancelling takes effect after '
    'any box already past its cutoff. New customers get 50% off their first box and 20% off the next two, available '
    "only on 2- or 3-recipe plans. Support lead Hannah Ferris's team answers chat from 8am to 8pm daily."
)

B39_CONCERT_VENUE_TICKETING_REFUNDS = (
    'The Granary Hall - Ticketing and Refund Policy. Tickets are sold only via granaryhall.co.uk and our box office, '
    'open Wednesday to Saturday, 12pm-6pm. Online orders carry a £1.75 booking fee per ticket; tickets bought in '
    'person at the box office have no booking fee. The limit is 6 tickets per customer per show, reduced to 4 for '
    "shows marked 'High Demand'. Tickets are non-refundable unless the event is cancelled, rescheduled or moved to a "
    'different venue. If a show is cancelled, we refund the face value and booking fees automatically within 14 '
    'days. If a show is rescheduled, your ticket stays valid for the new date, or you may request a refund within 21 '
    'days of the announcement. Tickets may be resold only through our official Fan Exchange at no more than face '
    'value; the seller receives the resale price minus a 10% fee. Under-14s must be accompanied by an adult aged 18 '
    'or over, and under-5s are not admitted to standing shows. Doors open at 7pm and re-entry is not permitted. '
    'Access requests go to accessibility coordinator Maya Oduya at least 72 hours before the show; companion tickets '
    'are free for Access Scheme members.'
)

B39_CAR_WASH_MEMBERSHIP = (
    'SparkleBay Car Wash - Unlimited Membership. Three tiers, billed monthly on the date you join: Basic £18 '
    '(exterior wash and dry), Shine £26 (adds underbody rinse, wheel clean and tyre shine) and Ultimate £35 (adds '
    'ceramic wax and use of the interior vacuum bays). Members may wash once per day at any of our 7 sites. Each '
    'membership covers one vehicle, identified by its number plate; a second vehicle from the same household costs '
    '40% less than the tier price. Vans over 2.4m high and vehicles with roof boxes cannot use the automatic tunnel. '
    'Sites open 7am-8pm Monday to Saturday and 9am-5pm on Sunday; the Ashby Road site closes at 6pm Monday to '
    'Saturday until 31 August 2025 for resurfacing. You can change tier once per billing cycle: upgrades apply '
    'immediately at the pro rata difference, downgrades from the next billing date. Cancel online at any time up to '
    '2 days before your next billing date; there is no minimum term, but no refunds are given for part months. '
    'Damage must be reported to the site manager before leaving the premises. Regional manager: Luis Ferreira.'
)

BATCH39: dict[str, list[tuple[str, str, bool]]] = {
    'online shop delivery returns': [(B39_ONLINE_SHOP_DELIVERY_RETURNS, c, True) for c in (
        'An order that comes to exactly £50 after discounts gets free standard delivery.',
        'An express order placed at 3pm on a Friday would arrive the following Tuesday.',
        'An express order placed at 11am on a Wednesday should arrive on Thursday.',
        (
            'An unworn item delivered on Monday 3 March 2025 can still be returned for a full refund on Monday 31 '
            'March 2025.'
        ),
        'If a customer uses courier collection to return a £40 item, they will get £37.50 back.',
        'Express delivery cannot be sent to an address in the Channel Islands.',
        (
            "A 'Final Sale' item can't be sent back for a refund, although it can be swapped for another size within "
            '14 days of delivery.'
        ),
    )] + [(B39_ONLINE_SHOP_DELIVERY_RETURNS, c, False) for c in (
        'An order of £55 that drops to £45 after a discount code still gets free standard delivery.',
        'An express order placed at 1pm on a Friday would arrive on the following Monday.',
        'Swimwear can be returned within 28 days even if the hygiene seal has been removed.',
        "'Final Sale' items can be exchanged for a different size within 28 days of delivery.",
        'Refunds are issued within 5 working days of the customer posting the parcel.',
        'Returns are free whether they go by Royal Mail drop-off or by courier collection.',
        "Faulty items must be reported to Priya Chandran's team within 3 months of delivery.",
    )],
    'furniture store finance offer': [(B39_FURNITURE_STORE_FINANCE_OFFER, c, True) for c in (
        'A £1,200 sofa on the 24-month 0% plan would cost £50 a month.',
        'A £500 order on finance would need a £50 deposit, leaving monthly payments of £37.50 over 12 months.',
        'An order placed on 30 June 2025 still falls within the offer period.',
        'The £79 Saturday delivery charge has to be paid separately rather than added to the finance.',
        'A customer can clear the balance ahead of schedule without paying any penalty.',
        'A retired applicant receiving a pension can apply even though they are not working.',
        'A sofa from the Nordby range cannot be bought on the 0% offer.',
    )] + [(B39_FURNITURE_STORE_FINANCE_OFFER, c, False) for c in (
        'A £1,200 order on the 24-month plan requires a 10% deposit.',
        'A £600 order qualifies for 24 months at 0% APR.',
        'On orders over £1,500 the 36-month plan is also interest-free.',
        'A £500 order would be repaid at £41.67 a month over 12 months after the deposit.',
        'The first direct debit is taken one month after the order is placed.',
        'If a payment is missed, a £12 charge applies but the 0% rate is always kept.',
        'Customers can speak to Gareth Lyle in-store on a Monday.',
    )],
    'electronics extended warranty': [(B39_ELECTRONICS_EXTENDED_WARRANTY, c, True) for c in (
        'Four years of VoltCare on a £900 TV would cost £180.',
        (
            'For a laptop with a 1-year manufacturer warranty, 2-year VoltCare cover protects it until 3 years after '
            'purchase.'
        ),
        "Accidental damage cover can't be added for a TV.",
        "A £120 tablet isn't eligible for VoltCare.",
        'Cancelling the warranty on day 40 gets a full refund.',
        'A breakdown claim on a laptop has no excess, while an accidental damage claim costs £50.',
        'A battery that still holds 65% of its capacity does not count as a covered battery failure.',
    )] + [(B39_ELECTRONICS_EXTENDED_WARRANTY, c, False) for c in (
        'Two years of VoltCare on a £900 TV would cost £180.',
        'VoltCare can be bought up to 60 days after buying the product.',
        'Cosmetic scratches on a TV are covered as a breakdown.',
        'Claims can be raised by phone on a Sunday.',
        'Cancelling after 45 days gives a pro rata refund with no admin fee.',
        'VoltCare cover starts on the day the product is purchased.',
        'Repairs are completed within 10 working days of the claim being raised.',
    )],
    'meal kit plans and pausing': [(B39_MEAL_KIT_PLANS_AND_PAUSING, c, True) for c in (
        'A 3-recipe plan for 2 people costs £34.43 a week including delivery.',
        'A 4-recipe plan for 4 people costs £63.84 a week with no delivery fee.',
        'For a Saturday delivery, the deadline to skip that week is 11:59pm on the Monday before.',
        (
            'A customer who paused for 8 weeks in spring could still pause for up to 8 more weeks later in the same '
            'year.'
        ),
        'Boxes cannot be delivered on a Monday.',
        'Choosing two starred recipes on a 2-person plan adds £10 to the box.',
        'Support chat is available on Sundays.',
    )] + [(B39_MEAL_KIT_PLANS_AND_PAUSING, c, False) for c in (
        'A 4-recipe plan for 2 people costs £44.41 a week including delivery.',
        'For a Tuesday delivery, the cutoff is 11:59pm on the previous Friday.',
        'As long as the yearly total stays under 16 weeks, a customer can pause for 10 weeks in a row.',
        'A new customer on a 4-recipe plan gets 50% off their first box.',
        'Adding one starred recipe to a 4-person plan costs an extra £2.50.',
        "If you don't choose your recipes by the cutoff, that week's box is skipped.",
        'Menus are published two weeks ahead of delivery.',
    )],
    'concert venue ticketing refunds': [(B39_CONCERT_VENUE_TICKETING_REFUNDS, c, True) for c in (
        'Buying 3 tickets online adds £5.25 in booking fees.',
        'Paying in person at the box office avoids the booking fee.',
        'The box office is closed on Mondays and Tuesdays.',
        "For a 'High Demand' show, one customer can buy no more than 4 tickets.",
        'Reselling a £40 ticket on the Fan Exchange at face value gives the seller £36.',
        'If a rescheduling is announced on 3 March, a refund request made on 20 March will be accepted.',
        'A 12-year-old can attend if accompanied by a 20-year-old.',
    )] + [(B39_CONCERT_VENUE_TICKETING_REFUNDS, c, False) for c in (
        'Tickets can be refunded if the buyer can no longer attend.',
        'If a rescheduling is announced on 3 March, a refund request made on 25 March will still be accepted.',
        'If a show is cancelled, only the face value is refunded and booking fees are kept.',
        "A customer can buy 6 tickets to a show marked 'High Demand'.",
        'Tickets can be resold on the Fan Exchange for up to 10% above face value.',
        'A 4-year-old may attend a standing show with a parent.',
        'Guests may leave and re-enter the venue after doors open at 7pm.',
    )],
    'car wash membership': [(B39_CAR_WASH_MEMBERSHIP, c, True) for c in (
        'Adding a second household car on the Ultimate tier costs £21 a month, so £56 for both cars.',
        'Tyre shine comes with the Shine and Ultimate tiers but not with Basic.',
        'A member cannot wash their car twice on the same day.',
        'Downgrading from Ultimate to Basic mid-month takes effect from the next billing date.',
        'A member billed on the 15th who wants to avoid the next charge must cancel by the 13th.',
        'In July 2025 the Ashby Road site closes at 6pm on weekdays.',
        'A van 2.6m high cannot go through the automatic tunnel.',
    )] + [(B39_CAR_WASH_MEMBERSHIP, c, False) for c in (
        'A second Ultimate vehicle from the same household costs £14 a month.',
        'The Shine tier includes use of the interior vacuum bays.',
        'Upgrading to a higher tier takes effect from the next billing date.',
        'Members must stay for a minimum of 3 months before cancelling.',
        'Cancelling halfway through a month gives a pro rata refund for the unused days.',
        'In September 2025 the Ashby Road site closes at 6pm on weekdays.',
        'Damage can be reported by phone within 24 hours of the wash.',
    )],
}


BATCHES_34_39: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH34, **BATCH35, **BATCH36, **BATCH37, **BATCH38, **BATCH39,
}
