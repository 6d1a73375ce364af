"""Probe batch 148, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
made-up job advertisements and the sentences of a job-search assistant's answers about them."""

from __future__ import annotations

B148_NURSE = (
    'Staff Nurse (Band 5) - Permanent Night Shift, Ward 7 Acute Medicine\n'
    'Employer: Harrowmere General Hospital, part of the Velden Valley Health Trust, a 640-bed teaching hospital '
    'serving around 410,000 people across the Velden Valley.\n'
    'Location: Harrowmere General Hospital, Quarry Lane, Harrowmere. This is a fully on-site role; there is no '
    'hybrid or remote option.\n'
    'Salary: £29,970 to £36,483 per year depending on experience, plus an unsocial hours enhancement of 37% for '
    'hours worked between 8pm and 6am on weekdays and 60% for hours worked on Sundays and public holidays. Newly '
    'qualified nurses start at the bottom of the band and move to the second pay point after 24 months. A '
    'one-off welcome payment of £1,500 is paid on completion of the first six months.\n'
    'Contract: Permanent, full-time, 37.5 hours per week. Part-time contracts of at least 22.5 hours per week '
    'will be considered.\n'
    'Shift pattern: Night shifts run from 19:30 to 08:00, including a 60-minute unpaid break. Full-time staff '
    'work three nights one week and three or four nights the next, on a rota published six weeks in advance. '
    'Staff are never rostered for more than four consecutive nights.\n'
    "Holiday: 27 days per year plus 8 bank holidays, rising to 29 days after five years' health service "
    'employment and 33 days after ten years.\n'
    'Pension and benefits: Membership of the Velden Health Pension Scheme, with the employer contributing 20.6% '
    'of pensionable pay. Free staff parking at night, subsidised meals in the 24-hour staff canteen (hot food '
    'served until 02:00), a cycle-to-work scheme, and access to the on-site nursery for children aged 6 months '
    'to 5 years (daytime only).\n'
    'The role: Ward 7 is a 28-bed acute medical ward caring mainly for older patients with respiratory and '
    'cardiac conditions. At night the ward is staffed by three registered nurses and two healthcare assistants. '
    'You will manage a bay of up to 8 patients, give medication including IV antibiotics, carry out observations '
    'using the NEWS2 early warning score, and escalate deteriorating patients to the night medical team.\n'
    'Essential: Current registration as an adult nurse; a valid Immediate Life Support (ILS) certificate, or '
    'willingness to obtain one within 3 months of starting; an enhanced DBS check, which the Trust will pay for.\n'
    "Desirable: At least 12 months' post-registration experience in acute or emergency care; IV cannulation "
    'competency; a mentoring qualification.\n'
    "How to apply: Apply online through the Trust's careers portal quoting reference VV-N7-2291. CVs alone will "
    'not be accepted. Informal enquiries to Ward Manager Ruth Okonedo on 01763 448120.\n'
    'Closing date: Sunday 14 September 2025 at midnight. Interviews will be held on Tuesday 23 and Wednesday 24 '
    "September 2025 at the hospital's Education Centre."
)

B148_WAREHOUSE = (
    'Warehouse Team Leader - Inbound Goods (Back and Night Shifts)\n'
    'Employer: Brackwell Logistics Ltd, a third-party logistics firm that runs four distribution centres and '
    'handles chilled and ambient grocery stock for regional retailers.\n'
    'Location: Brackwell Distribution Centre 3, Unit 12, Fennick Road Industrial Estate, Stalbridge Moor. This '
    'is a site-based role; the first two weeks of training take place at the Corvton head office, 18 miles away, '
    'with mileage paid at 45p per mile.\n'
    'Pay: £15.80 per hour basic (£32,864 a year based on 40 hours per week), plus a shift allowance of £1.60 per '
    'hour for back shifts and £2.40 per hour for night shifts. Overtime is paid at time and a half Monday to '
    'Saturday and double time on Sundays. A quarterly productivity bonus of up to £450 is available, based on '
    'site accuracy and pick-rate targets.\n'
    'Contract: Permanent, full-time, subject to a 12-week probationary period.\n'
    'Hours and shifts: 40 hours per week, worked as four 10-hour shifts either Monday to Thursday or Wednesday '
    'to Saturday. Shifts rotate every four weeks between back shift (14:00 to 00:00) and night shift (22:00 to '
    '08:00), with two paid 20-minute breaks per shift.\n'
    'Holiday: 25 days plus bank holidays, with one extra day for every two years of service up to a maximum of '
    '30 days. Holiday cannot be taken during the peak period from 1 November to 6 January except by agreement '
    'with the Site Manager.\n'
    'Pension and benefits: Workplace pension with an employer contribution of 5% when you contribute 4%; life '
    'assurance at twice annual salary; free on-site parking; 20% discount at the Brackwell staff shop; safety '
    'boots provided.\n'
    'The role: You will lead a team of 14 operatives unloading, checking and putting away around 60 lorry '
    'deliveries per shift, reporting to the Shift Manager, Danny Krol. Duties include allocating labour, running '
    'the start-of-shift briefing, checking goods-in paperwork against purchase orders, handling rejected '
    'deliveries and carrying out return-to-work interviews.\n'
    "Essential: At least 2 years' warehouse experience, including 6 months supervising or acting up; an in-date "
    'counterbalance or reach truck licence; good working knowledge of a warehouse management system; the right '
    'to work in the UK.\n'
    'Desirable: Experience in chilled environments (the chilled chamber at DC3 is kept at 2 to 5°C); a Level 3 '
    'team leading qualification; a full UK driving licence (no public transport reaches the site after 23:00).\n'
    'How to apply: Send a CV and short covering letter to recruitment@brackwell-logistics.example, marking it '
    "'TL Inbound DC3'. Agency workers currently on site may apply through their agency consultant.\n"
    'Closing date: Friday 3 October 2025. Interviews and a practical assessment: Thursday 9 October 2025. Start '
    'date: Monday 27 October 2025.'
)

B148_TEACHING_ASSISTANT = (
    'Teaching Assistant (Level 2) - Key Stage 1, Fixed Term\n'
    "Employer: St Aldric's Church of England Primary School, Millbeck, a two-form entry primary with 412 pupils "
    "aged 4 to 11, rated 'Good' at its last inspection in March 2023. The school is part of the Thornlea "
    'Learning Partnership, a trust of seven primary schools.\n'
    "Location: St Aldric's, Orchard Street, Millbeck. On-site only, term time.\n"
    'Salary: Grade 4, points 5 to 6, £25,183 to £25,584 full-time equivalent. As the post is part-time and '
    'term-time only (39 weeks a year, including five training days), the actual salary is £17,406 to £17,683 per '
    'year, with holiday pay included.\n'
    'Contract: Fixed term from 3 November 2025 to 31 August 2026 to cover maternity leave, with the possibility '
    'of an extension if the postholder does not return.\n'
    'Hours: 32.5 hours per week, Monday to Friday, 8:30am to 3:30pm with a 30-minute unpaid lunch break. Staff '
    'also attend a 45-minute training session after school every second Wednesday, paid as additional hours.\n'
    'Holiday: As a term-time post, leave must be taken during school holidays.\n'
    'Pension and benefits: Local Government Pension Scheme with an employer contribution of 19.1%; an employee '
    'assistance programme with free 24-hour counselling; a free flu vaccination; and one staff wellbeing day a '
    'year, which can be taken in term time.\n'
    'The role: You will work mainly in a Year 1 class of 30 pupils with teacher Mrs Helen Pardoe, supporting '
    'small-group phonics and reading and delivering a daily 20-minute phonics catch-up intervention for up to '
    'six children. You will also supervise one lunchtime playground session a week (paid as an extra hour) and '
    'support a pupil with an Education, Health and Care Plan for three afternoons a week.\n'
    "Essential: GCSE (or equivalent) at grade 4/C or above in English and maths; at least one year's experience "
    'working with children aged 4 to 7, paid or voluntary; an enhanced DBS check with barred list check (cost '
    'met by the school); willingness to complete paediatric first aid training within the first term.\n'
    'Desirable: A Level 3 Certificate for Teaching Assistants; experience of delivering a systematic synthetic '
    'phonics programme; Makaton signing.\n'
    'How to apply: Download the application form from the Thornlea Learning Partnership website and return it to '
    'the School Business Manager, Mr Colin Ashby, at office@staldrics-millbeck.example. CVs are not accepted. '
    'Visits to the school are welcome on 7 and 9 October at 4pm; please book through the office.\n'
    'Closing date: Noon on Monday 13 October 2025. Interviews: Monday 20 October 2025, including a 15-minute '
    'reading session with a small group of Year 1 children. References will be taken up before interview.'
)

B148_JUNIOR_DEV = (
    'Junior Software Developer (Graduate Entry)\n'
    'Employer: Quillfern Systems, a 120-person company that builds booking and payments software for independent '
    'gyms and leisure centres; its platform is used by more than 1,900 venues in 11 countries.\n'
    'Location: Hybrid. Our office is on the 4th floor of Canal House, Wharf Street, Pellingford. Junior '
    'developers are expected in the office on Tuesdays and Thursdays, and every day for their first four weeks. '
    'Fully remote working is not available for this role.\n'
    'Salary: £31,000 per year, rising to £34,500 on successful completion of the 6-month probation, then '
    'reviewed every April. There is no overtime pay, and on-call duties are not expected in the first year. A '
    'one-off £500 home-office allowance is paid, plus £40 per month towards internet and phone costs.\n'
    'Contract: Permanent, full-time.\n'
    'Hours: 37.5 hours per week, Monday to Friday, with core hours of 10:00 to 16:00 and flexibility either '
    'side.\n'
    'Holiday: 25 days plus bank holidays. The office also closes between Christmas and New Year without any '
    'leave being deducted. You can buy up to 5 extra days a year.\n'
    'Pension and benefits: 6% employer pension contribution when you contribute at least 3%; private medical '
    'insurance after probation; a £1,000 annual training budget per developer; a share options scheme open after '
    "12 months' service; a £30 monthly wellbeing allowance.\n"
    "The role: You'll join the Payments squad of five developers, one tester and a product manager, led by "
    "engineering manager Priya Vell. You'll fix bugs, write automated tests and build small features in our "
    'TypeScript front end and C# back end, pairing with a senior developer for at least two days a week during '
    'your first three months. We deploy up to three times a day.\n'
    'Essential: A degree in computing or a related subject, or completion of a coding bootcamp of at least 12 '
    'weeks, or equivalent self-taught experience shown through a portfolio; working knowledge of at least one '
    'object-oriented language; familiarity with Git. No commercial experience is required.\n'
    'Desirable: Experience with SQL databases; some exposure to cloud hosting; contributions to open-source '
    'projects.\n'
    'How to apply: Apply through our jobs page with a CV and a link to a GitHub profile or portfolio. Please do '
    'not send a cover letter; instead, answer three short questions on the form (maximum 150 words each). '
    'Shortlisted applicants complete a 90-minute take-home exercise, for which we pay £75.\n'
    'Closing date: 31 October 2025. First-stage video interviews: week beginning 10 November. Final interviews '
    'in person at Canal House on 20 November 2025. We aim to give a decision within five working days of the '
    'final interview.\n'
    'Quillfern does not sponsor work visas for this role.'
)

B148_BUS_TRAINEE = (
    'Trainee Bus Driver - Paid Training Programme\n'
    'Employer: Greyhaven Coastal Buses, which operates 34 routes across Greyhaven and the Selmouth peninsula '
    'with a fleet of 186 buses, 40 of them fully electric.\n'
    "Location: Northgate Depot, Tanner's Way, Greyhaven; this is not a hybrid role.\n"
    'Pay: During training you are paid £12.60 per hour for 40 hours per week. Once you pass your PCV (category '
    'D) test and complete route learning, your rate rises to £15.10 per hour, and to £16.25 per hour after 12 '
    'months as a qualified driver. Overtime is paid at time and a quarter, Sunday working at time and a half, '
    'and there is an enhancement of £1.10 per hour for duties finishing after 23:00.\n'
    'Training: The programme lasts about 8 to 10 weeks and includes the theory and hazard perception tests, 5 '
    'weeks of on-road training with a company instructor, the Driver CPC modules and one week of route learning. '
    'Greyhaven pays all licence and test fees (worth around £3,000). If you leave within 2 years of qualifying, '
    'you will be asked to repay part of the training cost, reducing by one twenty-fourth for each month worked.\n'
    'Contract: Permanent, full-time.\n'
    'Hours and shifts: An average of 42 hours per week on a rota of five days out of seven, including early '
    'starts from 04:45 and late finishes up to 00:30. Weekend working is required on at least two weekends in '
    'every four.\n'
    'Holiday: 28 days including bank holidays, rising by one day per year of service to a maximum of 33 days.\n'
    'Pension and benefits: Defined contribution pension with a 6% employer contribution; free travel on all our '
    'services for you and one household member; uniform provided; an annual £250 good attendance bonus.\n'
    'The role: After qualifying you will drive single- and double-deck buses on local and school routes, help '
    'passengers using wheelchairs and pushchairs, and complete vehicle walk-round checks before each duty.\n'
    'Essential: Aged 21 or over; held a full UK car driving licence (category B) for at least 2 years, with no '
    'more than 6 penalty points and no drink- or drug-driving convictions in the last 10 years. You must also '
    'pass a PCV medical and a basic DBS check for school routes.\n'
    'Desirable: Customer service experience; a second language.\n'
    'How to apply: Apply online at careers.greyhavenbuses.example or pick up a paper form at any of our three '
    'travel shops. Shortlisted applicants are invited to an assessment day with a driving assessment in a '
    'minibus and a short numeracy test.\n'
    'Closing date: Applications close on 21 November 2025 for the next course, which starts on 5 January 2026. '
    'Assessment days: 2 and 3 December 2025 at Northgate Depot.'
)

B148_MUSEUM = (
    'Visitor Services Assistant (Part-time, Weekends)\n'
    'Employer: The Calderwick Museum of Industry, an independent charitable museum housed in a restored 1870s '
    'ropeworks. It welcomed 96,000 visitors in 2024, up from 71,000 in 2022.\n'
    'Location: Ropewalk Lane, Calderwick. The role is entirely on-site.\n'
    "Pay: £12.85 per hour, rising to £13.40 per hour after six months' service, subject to a satisfactory "
    'review. The museum opens on every bank holiday except 25 and 26 December, and bank holiday hours are paid '
    'at time and a half. A flat payment of £20 is made for each evening event worked, in addition to hourly pay.\n'
    'Contract: Permanent, part-time, 16 hours per week, with a 3-month probation.\n'
    'Hours: Every Saturday and Sunday, 9:30 to 17:30, with a paid 30-minute break. Extra relief hours on '
    "weekdays during school holidays are offered but are optional. There are six late-opening 'Museum After "
    "Dark' events a year, each running until 21:30; staff are asked to work at least two of them.\n"
    'Holiday: 5.6 weeks per year pro rata (89.6 hours for this post), including bank holidays. Holiday cannot be '
    'booked for the weekend of the annual Steam Fair (in 2026: 16 to 17 May).\n'
    'Pension and benefits: Auto-enrolment pension with a 3% employer contribution; free entry for you and up to '
    'three guests at any time; 15% off in the museum shop and café; free tea and coffee; and a free annual pass '
    'to four partner museums in the Calder Heritage Network.\n'
    'The role: As one of a team of 11 visitor services assistants reporting to the Visitor Experience Manager, '
    "Tomasz Abernethy, you'll welcome visitors, sell admission tickets (£9.50 for adults, £6 for concessions, "
    'under-5s free), collect Gift Aid declarations, run the shop till, give short demonstrations of the working '
    'rope-making machine and help with fire evacuation drills. On busy days you may cover the café counter.\n'
    "Essential: At least 6 months' customer-facing experience; confidence handling cash and card payments; the "
    "ability to stand for long periods and climb stairs, as the building's lift reaches only the first two of "
    'its three floors; willingness to work outdoors in the museum yard in all weathers during the Steam Fair.\n'
    'Desirable: An interest in local or industrial history; a first aid certificate; experience of Gift Aid.\n'
    'How to apply: Send a CV and a covering letter of no more than one page, explaining why you want to work at '
    'Calderwick, to jobs@calderwickmuseum.example. Shortlisted candidates will be invited to a 30-minute '
    'interview and a 20-minute trial shift.\n'
    'Closing date: 5pm, Wednesday 15 October 2025. Interviews: Saturday 25 October 2025. The post starts on 1 '
    'November 2025, and full training, including 2 shadow shifts, is given.'
)

BATCHES_148 = {
    'hospital night-shift nurse': [(B148_NURSE, c, True) for c in (
        'The job is entirely based at Harrowmere General Hospital, with no option to work from home.',
        'The top of the Band 5 salary range is £6,513 higher than the bottom.',
        'Each night shift lasts twelve and a half hours, one hour of which is an unpaid break.',
        'Once you have a decade of service, your annual leave rises to 33 days, with the 8 bank holidays on top.',
        'A newly qualified nurse would move up to the second pay point after two years in the post.',
        "At night, Ward 7's 28 beds are covered by five staff: three registered nurses and two healthcare "
        'assistants.',
        'You would not have to pay for your enhanced DBS check, because the Trust covers the cost.',
    )] + [(B148_NURSE, c, False) for c in (
        'Hours worked on Sundays attract an unsocial hours enhancement of 37%.',
        'Nurses on Ward 7 can be rostered for up to five consecutive nights.',
        'Night-shift staff can use the on-site nursery for their children while they are working their shifts.',
        'Applicants must already hold IV cannulation competency to be considered for the Ward 7 post.',
        'Ward 7 is the largest acute medical ward at Harrowmere General Hospital.',
        'Shortlisted candidates will be told by Friday 19 September 2025 whether they have been invited to '
        'interview.',
        'Staff parking at Harrowmere General Hospital is free around the clock.',
    )],
    'warehouse team leader': [(B148_WAREHOUSE, c, True) for c in (
        'The night shift allowance is 80p an hour more than the allowance for back shifts.',
        'Any overtime worked on a Sunday is paid at twice the normal rate.',
        "Over a full year, the productivity bonus could add as much as £1,800 to a team leader's pay.",
        'The first fortnight of training happens at the Corvton head office, and the 18-mile journey there is '
        'reimbursed at 45p a mile.',
        'The team leader will be in charge of 14 operatives and will answer to Shift Manager Danny Krol.',
        'Every shift is ten hours long, and the switch between back and night shifts happens every four weeks.',
        'The successful candidate is due to start eighteen days after the interview and practical assessment.',
    )] + [(B148_WAREHOUSE, c, False) for c in (
        'Brackwell pays 4% into the workplace pension when the employee puts in 5%.',
        'Team leaders can never take holiday between 1 November and 6 January.',
        'Applicants must hold a full UK driving licence because no public transport reaches the site after 23:00.',
        'Life assurance is provided at three times annual salary.',
        'Brackwell Logistics is the largest third-party logistics firm serving regional grocery retailers.',
        'After the 12-week probationary period, the basic rate rises to £16.50 an hour.',
        'Most of the stock handled at Distribution Centre 3 is chilled and kept at 2 to 5°C.',
    )],
    'primary school teaching assistant': [(B148_TEACHING_ASSISTANT, c, True) for c in (
        'The post is maternity cover, running from early November 2025 until the end of August 2026.',
        'With the half-hour unpaid lunch, the working day from 8:30am to 3:30pm comes to six and a half hours.',
        "The full-time equivalent salary band at St Aldric's spans £401.",
        "St Aldric's is one of seven primary schools in the Thornlea Learning Partnership.",
        'The daily phonics catch-up sessions last 20 minutes and involve no more than six children.',
        'Applicants must use the application form, since the school will not accept CVs.',
        'Interviews take place exactly one week after applications close.',
    )] + [(B148_TEACHING_ASSISTANT, c, False) for c in (
        'The teaching assistant will support the pupil with an Education, Health and Care Plan every afternoon.',
        'Candidates must already hold a paediatric first aid certificate when they apply.',
        "St Aldric's was rated 'Outstanding' at its last inspection in March 2023.",
        'Mrs Helen Pardoe is the teaching assistant whose maternity leave the post is covering.',
        'The weekly lunchtime playground session is included within the contracted 32.5 hours.',
        'The fixed-term post is likely to be made permanent after August 2026.',
        'All applicants are required to visit the school on 7 or 9 October before applying.',
    )],
    'junior software developer': [(B148_JUNIOR_DEV, c, True) for c in (
        'Passing the six-month probation brings a £3,500 pay rise, taking the salary to £34,500.',
        'After their first four weeks, junior developers need to be in the Pellingford office two days a week, on '
        'Tuesdays and Thursdays.',
        'The monthly internet and phone allowance adds up to £480 over a year.',
        'A coding bootcamp lasting at least twelve weeks can meet the requirement in place of a computing degree.',
        'Shortlisted candidates are paid £75 for a take-home exercise lasting an hour and a half.',
        'No annual leave is taken off staff for the office closure between Christmas and New Year.',
        'Share options become available once an employee has completed a year with Quillfern.',
    )] + [(B148_JUNIOR_DEV, c, False) for c in (
        'Junior developers are expected in the office on Mondays and Thursdays.',
        'Private medical insurance starts from the first day of employment.',
        'Employees can buy up to 10 extra days of holiday a year.',
        'Applicants should attach a cover letter to their CV when applying through the jobs page.',
        'With more than 1,900 venues in 11 countries, Quillfern is the market leader in booking software for '
        'independent gyms.',
        'The 90-minute take-home exercise has to be completed in TypeScript.',
        'The final interviews at Canal House on 20 November 2025 include a live coding session.',
    )],
    'bus driver trainee': [(B148_BUS_TRAINEE, c, True) for c in (
        "Just over a fifth of Greyhaven Coastal Buses' 186-strong fleet is fully electric.",
        'Qualifying as a driver lifts the hourly rate by £2.50 compared with the training rate.',
        'On a 40-hour week, a trainee earns £504 a week while training.',
        'Applicants need to have had a full car driving licence for a minimum of two years.',
        'Greyhaven covers all licence and test fees, which come to roughly £3,000.',
        'A driver reaches the maximum holiday entitlement of 33 days after five years of service.',
        "The free travel benefit on Greyhaven Coastal Buses services also covers one person from the driver's "
        'household.',
    )] + [(B148_BUS_TRAINEE, c, False) for c in (
        'Overtime at Greyhaven Coastal Buses is paid at time and a half.',
        'Drivers are required to work at least two weekends in every three.',
        'A driver who leaves one year after qualifying would not have to repay any of the training cost.',
        'Applicants with 6 penalty points on their licence will not be accepted onto the programme.',
        'The 40 fully electric buses are used mainly on the school routes.',
        'Greyhaven Coastal Buses runs more routes than any other operator on the Selmouth peninsula.',
        'Applicants who fail the numeracy test can retake it at a later assessment day.',
    )],
    'museum visitor services assistant': [(B148_MUSEUM, c, True) for c in (
        "The Calderwick Museum of Industry's visitor numbers grew by 25,000 between 2022 and 2024.",
        'The museum occupies a restored former ropeworks dating from the 1870s.',
        'The visitor services assistant works an eight-hour day on both Saturday and Sunday.',
        'Working a Museum After Dark evening earns an extra £20 on top of the usual hourly wage.',
        'After half a year, and subject to a satisfactory review, the hourly rate goes up by 55p.',
        'Two adults visiting the museum would pay £19 in total for admission.',
        'Staff can bring as many as three guests into the museum free of charge.',
    )] + [(B148_MUSEUM, c, False) for c in (
        'Visitor services assistants are asked to work at least three of the Museum After Dark events each year.',
        "The museum's lift reaches all three floors of the building.",
        'The Calderwick Museum of Industry is open on every bank holiday, including 25 and 26 December.',
        'Weekday relief hours during school holidays are compulsory for all visitor services assistants.',
        "The Steam Fair is the museum's busiest weekend of the year.",
        'Tomasz Abernethy will conduct the interviews on Saturday 25 October 2025.',
        'Concession tickets at £6 are available to students and visitors over 65.',
    )],
}
