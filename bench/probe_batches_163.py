"""Probe batch 163, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
HR handbook and policy pages of made-up employers, with true/false claims phrased as HR chatbot answers to staff."""

from __future__ import annotations

B163_FENWARROW = (
    'Fenwarrow Cartographics Ltd - Staff Handbook\n'
    'Section 4: Annual Leave (revised 1 March 2024)\n'
    '\n'
    '4.1 Leave year\n'
    'The leave year runs from 1 April to 31 March. The entitlements below are for full-time staff '
    'working a five-day week and do not include the eight public holidays, which are given in addition.\n'
    '\n'
    '4.2 Entitlement by length of service\n'
    'Completed years of service | Days per leave year\n'
    'Less than 2 | 23\n'
    '2 to 4 | 25\n'
    '5 to 9 | 27\n'
    '10 or more | 29\n'
    '\n'
    'A service increase takes effect from the first leave year that starts after the relevant '
    'anniversary. Part-time staff receive a pro-rata entitlement based on contracted hours, rounded up '
    'to the nearest half day.\n'
    '\n'
    '4.3 Booking leave\n'
    "Requests for up to three consecutive working days need one week's notice to your line manager. "
    "Requests for four days or more need four weeks' notice and must be approved by a head of department "
    'rather than a line manager. Between 1 June and 31 August, no more than two members of the Survey '
    'Drafting team may be on leave on the same day.\n'
    '\n'
    '4.4 Carrying leave over\n'
    'Up to five unused days may be carried into the next leave year and must be taken by 30 June. '
    'Carried days not taken by then are lost, except where leave could not be taken because of sickness '
    'or parental leave; in that case the deadline moves to 31 December.\n'
    '\n'
    '4.5 Buying and selling leave\n'
    'Staff who have passed probation may buy up to five extra days per leave year; the cost is spread '
    'across six monthly salary deductions. Staff may also sell back up to three days, paid at their '
    'basic daily rate in the March payroll. Leave cannot be sold by anyone who carried days over into '
    'the same leave year.\n'
    '\n'
    '4.6 Winter closure\n'
    "The office closes from 24 December to 1 January inclusive. Three days from each employee's annual "
    'entitlement are used to cover the closure, except for staff who join after 1 October, who have two '
    'days deducted.\n'
    '\n'
    '4.7 Leaving the company\n'
    'Accrued but untaken leave is paid with your final salary. Leave taken beyond the amount accrued is '
    'recovered from final pay at 1/260 of annual salary per day.\n'
    '\n'
    'Queries: Ysolde Parramint, HR Officer, extension 4417.'
)

B163_QUILLBRACE = (
    'QUILLBRACE HAULAGE & STORAGE LTD\n'
    'HR Policy HR-07: Sickness Absence and Company Sick Pay\n'
    'Effective from 1 January 2025 | Policy owner: Dorcas Emberley-Slade, People Manager\n'
    '\n'
    '1. Reporting absence\n'
    'If you are unable to work, phone your shift supervisor at least one hour before your shift starts. '
    'Drivers on early shifts (starting before 06:00) must instead call the Transport Desk on extension '
    '220, by 04:30 at the latest. Text messages and emails are not accepted as notification.\n'
    '\n'
    '2. Evidence\n'
    'You may self-certify absences of up to seven calendar days by completing form SC-2 on your return. '
    'From the eighth calendar day you need a fit note from a doctor.\n'
    '\n'
    '3. Company sick pay (CSP)\n'
    'CSP tops up statutory sick pay so that you receive the proportion of basic pay shown below. '
    'Entitlement is measured over a rolling 12-month period, not per absence.\n'
    'Length of service | Full basic pay | Half basic pay\n'
    'Under 6 months | none | none\n'
    '6 months to 2 years | 4 weeks | 4 weeks\n'
    '2 to 5 years | 8 weeks | 8 weeks\n'
    'Over 5 years | 13 weeks | 13 weeks\n'
    "Staff with under six months' service receive statutory sick pay only. Overtime, night-shift "
    'premiums and mileage bonuses are not part of basic pay for CSP purposes.\n'
    '\n'
    '4. Waiting days\n'
    'The first three days of each absence are unpaid under CSP, unless the absence lasts longer than ten '
    'working days, in which case the waiting days are paid back in the next payroll. Absences caused by '
    'an injury at work carry no waiting days.\n'
    '\n'
    '5. Return to work and attendance triggers\n'
    'A return-to-work interview takes place after every absence, normally on your first day back. A '
    'formal attendance review is triggered by three separate absences, or eight days in total, in any '
    'rolling six-month period. Absences related to pregnancy or a recognised disability are recorded but '
    'do not count towards triggers.\n'
    '\n'
    '6. Long-term absence\n'
    'After four weeks of continuous absence you will be referred to our occupational health provider, '
    'Brindlecombe Wellbeing Partners. Staff who have used up their CSP may apply to the Driver Hardship '
    'Fund, which pays up to £150 per week for a maximum of six weeks.\n'
    '\n'
    '7. Holiday and sickness\n'
    'Annual leave continues to accrue during sickness absence. If you fall ill during booked leave and '
    'provide a fit note, the affected days will be reinstated.'
)

B163_OSTREVANE = (
    'Ostrevane Analytics plc\n'
    'Travel and Expenses Policy - version 3.2 (approved by the Finance Committee on 14 October 2024)\n'
    '\n'
    'Scope: all employees, and contractors engaged for more than 30 days. Claims must be submitted '
    'through the Kestrup portal within 45 days of the expense being incurred; later claims will be paid '
    'only with written approval from a finance director.\n'
    '\n'
    'Hotel accommodation (maximum per night, room only, excluding taxes)\n'
    'Location | Standard rate | Senior staff (Grade 7+)\n'
    'Calder Reach (head office city) | £185 | £230\n'
    'Amblestow, Tarnwick, Pellbury | £130 | £160\n'
    'Elsewhere in the UK | £105 | £125\n'
    'Overseas | see Appendix C | see Appendix C\n'
    '\n'
    'Breakfast may be claimed separately, up to £14, where it is not included in the room rate. Stays of '
    'more than five consecutive nights in one city must be booked through the travel desk, which may use '
    'serviced apartments instead of hotels.\n'
    '\n'
    'Meal allowances (UK)\n'
    '- Lunch: up to £12, only when you are away from your normal workplace for more than 5 hours.\n'
    '- Evening meal: up to £32 when an overnight stay is required, or £22 if you return home after 20:00.\n'
    '- Alcohol is not reimbursable, except at client entertainment events approved in advance by a '
    'director.\n'
    'Meal limits are per person and cannot be pooled between colleagues or carried between meals or days.\n'
    '\n'
    'Travel\n'
    '- Rail: standard class. First class is allowed only for Grade 7+ staff on journeys of more than '
    'three hours.\n'
    '- Air: economy for flights under six hours; premium economy for longer flights.\n'
    '- Personal car: 45p per mile for the first 10,000 business miles in the tax year, then 25p per '
    'mile. Add 5p per mile for each colleague carried as a passenger. Mileage between home and your '
    'normal workplace cannot be claimed.\n'
    '- Taxis: only where public transport is unavailable, between 23:00 and 06:00, or when carrying '
    'equipment weighing over 15 kg.\n'
    '\n'
    'Receipts\n'
    'Itemised receipts are required for every item over £10. A lost receipt must be covered by a signed '
    'declaration; no more than two declarations are accepted per employee in a calendar year.\n'
    '\n'
    'Questions: Corwen Haddersby, Expenses Team Lead (expenses@ostrevane.example).'
)

B163_MARROWFELL = (
    'MARROWFELL BIOSCIENCES - Employee Handbook\n'
    'Chapter 2: Probation and Notice\n'
    '\n'
    '2.1 Probationary period\n'
    'All new employees serve a probationary period of six months, except those appointed to Band E '
    '(senior scientist) and above, whose probation lasts nine months. Internal transfers and promotions '
    'do not require a new probation.\n'
    'Reviews are held at the end of month two and month four (month three and month six for Band E and '
    'above). A final review takes place in the last two weeks of probation. Probation may be extended '
    'once, by up to three months, if the manager records specific concerns in writing before the '
    'original end date. Staff may not take more than five days of annual leave before passing probation, '
    'unless agreed in advance with HR.\n'
    '\n'
    '2.2 Notice periods\n'
    'The notice you must give, and the notice we will give you, are set out below.\n'
    'Status | Notice from employee | Notice from Marrowfell\n'
    'During probation | 1 week | 1 week\n'
    'Bands A-C after probation | 1 month | 1 month, or 1 week per full year of service if greater '
    '(maximum 12 weeks)\n'
    'Band D after probation | 2 months | 2 months\n'
    'Bands E-F after probation | 3 months | 3 months\n'
    'Notice must be given in writing (an email to your manager and to people@marrowfell.example is '
    'acceptable) and runs from the day after it is received.\n'
    '\n'
    '2.3 Garden leave and payment in lieu\n'
    'Marrowfell may place employees on garden leave for all or part of the notice period, or end '
    'employment immediately with payment in lieu of notice (PILON). PILON covers basic salary only; it '
    'does not include bonus or car allowance. Employees on garden leave continue to receive all '
    'contractual benefits.\n'
    '\n'
    '2.4 Leaving early and repayments\n'
    'If you want to leave before your notice ends, your manager may agree a shorter period. Untaken '
    'leave will be paid; leave taken in excess of accrual will be deducted. Staff who resign within 18 '
    'months of completing a company-funded professional qualification must repay the course fees: 100% '
    'within 6 months, 50% between 6 and 12 months, and 25% between 12 and 18 months.\n'
    '\n'
    '2.5 Retirement\n'
    'There is no fixed retirement age. Employees planning to retire are asked to give at least six '
    "months' informal notice to help with succession planning, although only their contractual notice is "
    'required.\n'
    '\n'
    'Last reviewed: 3 February 2025 by Lorcan Vestibury, Head of People.'
)

B163_VORNE = (
    'Vorne & Quillam Architects LLP - People Handbook\n'
    'Family Leave: Maternity, Adoption, Partner and Shared Parental Leave\n'
    '(applies to children due or placed on or after 6 April 2025)\n'
    '\n'
    'Maternity and adoption leave\n'
    'Eligible employees can take up to 52 weeks of leave. Enhanced company pay applies if you have 26 '
    "weeks' continuous service by the 15th week before the expected week of childbirth (or by the week "
    'you are matched for adoption):\n'
    'Weeks of leave | Pay\n'
    '1-16 | 100% of normal basic salary\n'
    '17-26 | 60% of normal basic salary\n'
    '27-39 | Statutory pay only\n'
    '40-52 | Unpaid\n'
    'Employees who do not meet the service requirement receive statutory pay only. Enhanced pay above '
    'the statutory amount is repayable if you do not return to work for at least 6 months after your '
    'leave, unless you are made redundant or cannot return for health reasons.\n'
    '\n'
    'Partner (paternity) leave\n'
    "Partners with 26 weeks' service may take 4 weeks' leave: the first 2 weeks at full basic salary and "
    'the remaining 2 weeks at the statutory rate. The leave must be taken within 52 weeks of the birth '
    'or placement, in whole weeks, separately or together.\n'
    '\n'
    'Shared parental leave\n'
    'Where both parents are eligible, up to 50 weeks of leave and 37 weeks of pay can be shared between '
    "them. A parent employed by Vorne & Quillam who has 26 weeks' service receives full basic salary for "
    "the first 16 weeks of shared parental leave they take, regardless of gender. At least 8 weeks' "
    'notice is needed for each block of leave, and no more than three booking notices may be submitted.\n'
    '\n'
    'Keeping-in-touch days\n'
    'Up to 10 KIT days may be worked during maternity or adoption leave (20 during shared parental '
    'leave) without ending the leave. Each KIT day is paid at the full daily rate of basic salary, in '
    'addition to any leave pay.\n'
    '\n'
    'Returning to work\n'
    "Give at least 8 weeks' notice if you want to return before the end of your full leave. On return, "
    'you may request a phased return of up to 4 weeks, working 60% of your hours on full pay. Flexible '
    'working requests from returning parents are answered within 4 weeks rather than the usual 8.\n'
    '\n'
    'Contact: Imelda Strathcorrie, People Partner (ext. 219).'
)

B163_PELLINGROVE = (
    'PELLINGROVE INNS & LODGES\n'
    'Team Member Guide 2025 - Section 3: Terms at a Glance\n'
    '\n'
    'This section summarises the main terms for permanent and seasonal team members at our nine sites. '
    'Seasonal contracts run between 1 March and 31 October. Where this guide and your contract differ, '
    'your contract applies.\n'
    'Term | Permanent | Seasonal\n'
    'Probation | 12 weeks | 4 weeks\n'
    'Holiday | 28 days incl. bank holidays | 12.07% of hours worked, accrued\n'
    'Company sick pay | after probation, 10 days at full pay per year | statutory only\n'
    'Notice (after probation) | 4 weeks | 1 week\n'
    'Staff discount on food | 30% | 20%\n'
    '\n'
    'Holiday\n'
    'Permanent team members may not book more than 10 consecutive days between 15 July and 31 August. '
    'Seasonal team members should use accrued holiday before their contract ends; untaken hours are paid '
    'in the final pay run, on the 28th of the month after leaving.\n'
    '\n'
    'Meals on shift\n'
    'Team members working a shift of 6 hours or more receive a free staff meal. Those working a split '
    'shift with a gap of at least three hours receive a meal for each part. At sites without a staff '
    'canteen (Drisbane Mill and Hexley Quay) a £7.50 allowance is added to pay instead, per qualifying '
    'shift.\n'
    '\n'
    'Overtime and late finishes\n'
    'Hours beyond 45 in a week are paid at time and a half for Levels 1-3; Level 4 supervisors and above '
    'receive time off in lieu (TOIL) hour for hour instead, which must be used within 8 weeks. Any shift '
    'ending after midnight earns a £12 taxi contribution unless the site provides staff accommodation.\n'
    '\n'
    'Accommodation\n'
    'Live-in rooms are available at six sites for £65 per week, deducted from pay. Seasonal staff get '
    'priority from March to May. Rooms must be vacated within 7 days of employment ending.\n'
    '\n'
    'Probation\n'
    "A review takes place at the midpoint of probation and another in its final week. Permanent staff's "
    'probation may be extended once, by its original length; seasonal probation cannot be extended.\n'
    '\n'
    'Compassionate leave\n'
    "Up to 5 days' paid leave on the death of a close family member (partner, child, parent or sibling), "
    'and 1 day for other relatives. Seasonal staff receive the same paid days once they have completed '
    'probation.\n'
    '\n'
    'Contacts: your site general manager, or Team Support (Wenna Trelowarth), 9am-5pm, Monday to Friday.'
)

BATCHES_163 = {
    'annual leave fenwarrow': [(B163_FENWARROW, c, True) for c in (
        "With seven completed years of service, you're entitled to 27 days of annual leave, plus the public "
        'holidays.',
        "Full-time staff with at least ten years' service get 37 days off a year once the eight public "
        'holidays are added to their leave.',
        'Between the lowest band and the top band of ten years or more, your yearly allowance grows by six '
        'days in total.',
        "If you want a whole working week off, you'll need to give four weeks' notice and get your head of "
        "department's approval.",
        'You can bring up to five unused days into the new leave year, but normally they have to be used by '
        'the end of June.',
        'If sickness stopped you from using your carried-over days, you have until 31 December rather than '
        '30 June to take them.',
        'When you buy extra leave, the cost is taken from your salary in six monthly instalments.',
    )] + [(B163_FENWARROW, c, False) for c in (
        "With seven completed years of service, you're entitled to 25 days of annual leave, plus the public "
        'holidays.',
        'Your higher entitlement starts on the date of your service anniversary itself, not at the next '
        'leave year.',
        'For part-time staff, the pro-rata entitlement is rounded down to the nearest half day.',
        'Between June and August, up to three members of the Survey Drafting team can be on leave on the '
        'same day.',
        'You can sell back up to five days a year, paid at your basic daily rate in the March payroll.',
        'Anyone, including staff still on probation, can buy up to five extra days of leave each year.',
        "Carried-over days that you don't use by 30 June are paid out to you in the March payroll.",
    )],
    'sick pay quillbrace': [(B163_QUILLBRACE, c, True) for c in (
        "With three years' service, you can receive up to 16 weeks of company sick pay in a rolling year: "
        'eight weeks on full basic pay and eight on half.',
        "If you've been with us for four months, you'll only get statutory sick pay when you're off ill.",
        'Drivers whose shift starts before 6 am need to call the Transport Desk by half past four at the '
        'latest.',
        "You can self-certify an absence of up to a week on form SC-2; a doctor's fit note is only needed "
        'from the eighth day.',
        'If your absence is due to an injury at work, there are no unpaid waiting days.',
        "Night-shift premiums aren't counted as basic pay when your company sick pay is worked out.",
        "If you've used up your company sick pay, you can apply to the Driver Hardship Fund, which pays at "
        'most £900 in all.',
    )] + [(B163_QUILLBRACE, c, False) for c in (
        "With between six months and two years' service, you get eight weeks of company sick pay at full "
        'basic pay.',
        "You can tell your supervisor you're off sick by text message, as long as it's at least an hour "
        'before your shift.',
        'Your company sick pay entitlement starts afresh with each new absence.',
        "The first three days of every absence are always unpaid under company sick pay, however long you're "
        'off.',
        'A formal attendance review is triggered by three separate absences, or eight days in total, in any '
        'rolling twelve-month period.',
        "You'll be referred to Brindlecombe Wellbeing Partners after six weeks of continuous absence.",
        'Absences related to pregnancy count towards the attendance review triggers in the same way as other '
        'sickness.',
    )],
    'expenses ostrevane': [(B163_OSTREVANE, c, True) for c in (
        'A Grade 7 employee staying three nights in Calder Reach can claim up to £690 for the room, before '
        'taxes.',
        'In Tarnwick, senior staff can spend £30 a night more on a hotel than standard staff.',
        "If you've driven 10,400 business miles in your own car this tax year, the last 400 are paid at 25p "
        'a mile.',
        'Giving a colleague a lift in your own car takes the rate for your first 10,000 business miles up to '
        '50p a mile.',
        'You can claim up to £22 for an evening meal if you get home after 8 pm, even without an overnight '
        'stay.',
        'You have 45 days from the date of an expense to claim it on Kestrup; after that a finance director '
        'has to approve it in writing.',
        "A taxi can be claimed for a ride at 1 am, or when you're carrying equipment heavier than 15 kg.",
    )] + [(B163_OSTREVANE, c, False) for c in (
        'For standard staff, the nightly hotel limit in Amblestow, Tarnwick and Pellbury is £160.',
        "You can claim up to £12 for lunch whenever you're away from your normal workplace for more than "
        'three hours.',
        'Staff can travel first class by rail on any journey lasting more than three hours.',
        'Mileage is paid at 45p per mile for the first 10,000 business miles, then 35p per mile.',
        "If you don't use your full lunch allowance, the rest can be added to that day's evening meal limit.",
        'Itemised receipts are only needed for items costing more than £20.',
        'Each employee can submit up to three lost-receipt declarations in a calendar year.',
    )],
    'probation notice marrowfell': [(B163_MARROWFELL, c, True) for c in (
        "If you're appointed at Band E, your probation lasts three months longer than the standard six.",
        "A Band B employee with eight full years' service who has passed probation would be entitled to "
        "eight weeks' notice from Marrowfell.",
        'Probation can be extended only once, by up to three months, and your manager has to put the '
        'concerns in writing before the original end date.',
        "Once you've passed probation at Band D, you need to give two months' notice if you resign.",
        'Emailing your notice to your manager and to people@marrowfell.example counts as giving it in '
        'writing.',
        "If you resign eight months after completing a qualification the company paid for, you'd have to "
        'repay half the course fees.',
        "Moving to another team through an internal transfer doesn't mean starting a new probation.",
    )] + [(B163_MARROWFELL, c, False) for c in (
        "If you're at Band E or above, your probation reviews are held at the end of months two and four.",
        'Payment in lieu of notice covers your basic salary and your car allowance, but not your bonus.',
        "While you're on garden leave, your contractual benefits are suspended.",
        "For Bands A-C, Marrowfell's notice grows by one week for each full year of service, up to a maximum "
        'of ten weeks.',
        "You can't take any annual leave at all until you've passed probation.",
        "If you plan to retire, your contract requires you to give six months' notice.",
        'Your notice period starts on the same day your written notice is received.',
    )],
    'family leave vorne': [(B163_VORNE, c, True) for c in (
        'With enhanced pay, the first 16 weeks of maternity leave are on full basic salary, followed by 10 '
        'weeks at 60%.',
        'The last 13 weeks of a full 52-week maternity leave are unpaid.',
        "Adopters get the same enhanced pay if they have 26 weeks' continuous service by the week they're "
        'matched.',
        "Partners can take their four weeks as whole weeks, either together or separately, as long as it's "
        'within 52 weeks of the birth or placement.',
        'You can work up to ten keeping-in-touch days during maternity leave without ending it, and twice as '
        'many during shared parental leave.',
        "If you take shared parental leave and have 26 weeks' service, your first 16 weeks of it are paid at "
        'full basic salary.',
        "You won't need to pay back enhanced maternity pay if you're made redundant instead of returning.",
    )] + [(B163_VORNE, c, False) for c in (
        'Weeks 17 to 26 of maternity leave are paid at 80% of your normal basic salary.',
        'Partners receive full basic salary for all four weeks of paternity leave.',
        "Enhanced pay above the statutory amount has to be repaid if you don't return for at least 12 months "
        'after your leave.',
        'For shared parental leave, you can submit up to four notices to book separate blocks.',
        'A phased return lets you work 60% of your hours for up to 4 weeks, paid at 60% of your salary.',
        'Flexible working requests from returning parents are answered within 8 weeks, the same as for '
        'everyone else.',
        "If you don't meet the 26-week service requirement, you won't receive any maternity pay.",
    )],
    'team guide pellingrove': [(B163_PELLINGROVE, c, True) for c in (
        'Seasonal team members serve a probation a third as long as permanent staff do.',
        'After probation, permanent team members have a notice period four times as long as seasonal staff.',
        'Living in a staff room for four weeks would cost you £260, taken from your pay.',
        "At Hexley Quay there's no staff canteen, so you get £7.50 added to your pay for each qualifying "
        'shift instead of a free meal.',
        "If you work a split shift with a four-hour break in the middle, you'll get a meal for each part.",
        'Seasonal team members get a fifth off food, compared with 30% for permanent staff.',
        "Once a seasonal worker has passed probation, they get up to five days' paid compassionate leave if "
        'a parent dies.',
    )] + [(B163_PELLINGROVE, c, False) for c in (
        "Seasonal team members get 10 days of company sick pay at full pay once they've passed probation.",
        "You can take five days' paid compassionate leave when a grandparent dies.",
        'Everyone who works more than 45 hours in a week is paid time and a half for the extra hours.',
        'Any shift that ends after midnight earns you a £12 taxi contribution.',
        'Seasonal probation can be extended once, by another four weeks.',
        "If you're seasonal, any untaken holiday hours are paid on the 28th of the month you leave.",
        'Live-in rooms are available at all nine sites for £65 a week.',
    )],
}
