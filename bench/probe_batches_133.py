"""Probe batch 133, written by a helper agent that saw neither the code nor an earlier probe (session 60), on six
made-up minutes of meetings and the sentences of the summaries language models write of them."""

from __future__ import annotations

B133_PARISH = (
    'MINUTES OF THE ORDINARY MEETING OF LITTLE HARROWBY PARISH COUNCIL\n'
    'Held on Tuesday 11 March 2025 at 7.30 pm in the Reading Room, Church Lane, Little Harrowby.\n'
    'Present: Cllr Margaret Ashdown (Chair), Cllr Peter Vellacott (Vice-Chair), Cllr Dilys Ormerod, '
    'Cllr Tom Brannigan, Cllr Saira Khatri. In attendance: Helen Pryce (Clerk and Responsible '
    'Financial Officer), District Cllr Owen Fairlie and four members of the public.\n'
    'Apologies: Cllr Graham Lusk. Cllr Rosalind Wey was absent without apology.\n'
    '1. Declarations of interest. Cllr Brannigan declared a non-pecuniary interest in item 5 as a '
    'member of the Harrowby Bowls Club; he did not vote.\n'
    '2. Minutes. The minutes of 11 February 2025 were approved and signed by the Chair.\n'
    '3. Finance. The Clerk reported balances at 28 February of £18,420 in the current account and '
    '£25,000 in the reserve account. Payments totalling £1,236 were approved, including £640 to '
    'Greenway Grounds for the February grass cutting and £96 for hire of the Reading Room. The '
    'district has confirmed the 2025/26 precept at £31,500 (2024/25: £29,800).\n'
    '4. Bus shelter, Mill Road. Three quotes had been received for replacing the shelter, which was '
    'damaged in a road collision in January: Parkside Street Furniture £4,850, Dunmore Fabrications '
    '£5,300 and Kestrel Shelters £4,120. Kestrel could not start before July; Parkside could install '
    'within six weeks. Councillors felt that speed of replacement mattered more than the £730 '
    'difference and resolved to accept the Parkside quote (for 4, against 1, abstaining 0). The Clerk'
    " will pursue the driver's insurer for the full cost.\n"
    '5. Grant request. The Harrowby Bowls Club had asked for £1,500 towards a new mower. Council '
    'resolved to offer £1,000, on condition that the club opens its green to the public on two '
    'Saturdays each summer (for 3, against 0, abstaining 1; Cllr Brannigan did not vote).\n'
    '6. Planning. 25/0147, two-storey rear extension, 4 Orchard Close: no objection. 25/0162, '
    'conversion of Lodge Barn into three holiday lets: council objected on grounds of access and '
    'parking (by 4 votes to 1).\n'
    '7. Speeding on the B3190. District Cllr Fairlie reported that a February speed survey in the 30 '
    'mph zone past the school recorded an average speed of 38 mph, with 212 of 1,060 vehicles '
    'exceeding 40 mph. Council agreed to ask the county to fund a second speed indicator device; if '
    'the county refuses, the council will buy one itself at a cost of up to £2,800 from reserves.\n'
    'Actions: Clerk to order the Parkside shelter by 18 March. Clerk to write to the bowls club by 21'
    ' March. Cllr Vellacott to contact the county highways officer before the April meeting.\n'
    'Next meeting: Tuesday 8 April 2025, 7.30 pm, Reading Room. The meeting closed at 9.12 pm.'
)

B133_SCHOOL = (
    'FERNHILL COMMUNITY PRIMARY SCHOOL – MINUTES OF THE FULL GOVERNING BOARD\n'
    'Wednesday 22 January 2025, 6.00 pm to 8.05 pm, school library, Fernhill Road, Castleby.\n'
    'Present: Dr Imogen Hale (Chair, co-opted governor), Rashid Qureshi (Vice-Chair, parent '
    'governor), Mrs Claire Fenwick (Headteacher), Len Oduya (staff governor), Bronwen Tate (local '
    'authority governor), Marcus Iles (parent governor). Clerk: Janet Ruddock.\n'
    'Apologies accepted: Rev. Simon Ashby (foundation governor), Kerry Lamb (co-opted governor). The '
    'board has nine places, one of them vacant; six governors were present and the meeting was '
    'quorate.\n'
    "1. Headteacher's report. The number on roll is 312, down from 327 in January 2024. Attendance "
    'for the autumn term was 94.6%, against 95.3% a year earlier; persistent absence stood at 14% of '
    'pupils. Mrs Fenwick said most persistent absentees were in Years 1 and 2. Asked what support was'
    " offered, she described the new morning 'walking bus', which has run since 6 January with 18 "
    'pupils signed up.\n'
    "2. Budget. The business manager's forecast, presented by the Head, shows an in-year deficit of "
    '£41,000 for 2024/25 on a budget of £1.62 million, reducing the carried-forward balance from '
    '£96,000 to £55,000. Governors agreed not to replace a teaching assistant who leaves at Easter, '
    'saving about £7,500 in the rest of the year (for 5, against 1, abstaining 0; the staff governor,'
    ' Len Oduya, voted against).\n'
    '3. Roof. The local authority has agreed to fund 70% of the £60,000 cost of replacing the flat '
    'roof over the Key Stage 2 block; the school must find the remaining 30%, £18,000, from its '
    'devolved capital. Work is scheduled for the summer holiday, 28 July to 29 August.\n'
    '4. Policies. The Charging and Remissions Policy was approved without change. The Behaviour '
    'Policy was approved with one amendment: mobile phones brought in by Year 6 pupils who walk home '
    'alone must be handed in at the office by 8.50 am. The Complaints Policy was deferred to the '
    'March meeting.\n'
    '5. Governor matters. Marcus Iles was appointed link governor for special educational needs, '
    'replacing Bronwen Tate, who becomes link governor for safeguarding. The parent governor vacancy '
    'will be advertised in February; nominations close on 7 March.\n'
    '6. Ofsted. The school was last inspected in May 2021 and rated Good. An inspection is expected '
    'this academic year.\n'
    'Actions: Head to circulate the attendance action plan by 5 February (CF). Clerk to publish the '
    'vacancy notice by 10 February (JR). Chair and Vice-Chair to visit the KS2 block with the '
    'surveyor on 14 February (IH, RQ).\n'
    'Next meeting: Wednesday 19 March 2025, 6.00 pm.'
)

B133_TENANTS = (
    "CALLOWAY COURT TENANTS' AND RESIDENTS' ASSOCIATION – MINUTES OF THE GENERAL MEETING\n"
    'Thursday 5 June 2025, 7.00 pm, Community Room, Block B, Calloway Court, Wrenport.\n'
    'Committee present: Deborah Nwosu (Chair), Kieran Walsh (Secretary), Agata Nowak (Treasurer), '
    'Fergus Liddell (Block C rep). Also present: 37 residents; Sunil Bakshi, Housing Officer, '
    'Tarnside Homes (item 3 only).\n'
    'Apologies: Yvonne Carrick (Block A rep), Ted Mulhern.\n'
    '1. The minutes of the meeting of 3 April 2025 were agreed.\n'
    "2. Treasurer's report. Balance £2,148.60, of which £600 is the Wrenport Community Chest grant "
    'ring-fenced for the summer fun day. Subscriptions: 94 of the 146 households have paid the £5 '
    'annual sub, compared with 81 at the same point last year.\n'
    '3. Repairs and lifts. Mr Bakshi reported that the Block B lift was out of service for 23 days '
    'across April and May while a replacement control board was sourced. Residents said two elderly '
    'tenants on the ninth floor had been unable to leave their flats during that time. Tarnside Homes'
    ' has agreed a full lift modernisation in Blocks A and B costing £380,000, to start in October '
    "2025 and take about 14 weeks per block; Block C's lift, replaced in 2019, is not included. Mr "
    'Bakshi undertook to provide a temporary stair-climber service during the works. Damp: 28 open '
    'cases, 11 of them more than 90 days old. Tarnside aims to inspect all open cases by 31 July.\n'
    '4. Service charges. Tarnside proposes to raise the weekly service charge from £14.20 to £16.05 '
    'from 1 October, citing cleaning and energy costs. The meeting voted to object formally and to '
    'request a breakdown of the communal electricity bill (for 33, against 2, abstaining 6).\n'
    '5. Fun day. Saturday 19 July, 12 noon to 5 pm, on the green behind Block A. Fergus Liddell to '
    'book the bouncy castle (quoted £240) and confirm the ice-cream van. Volunteers are needed for '
    'the barbecue; six names were taken.\n'
    '6. Any other business. Residents raised parking on the service road; the committee will ask '
    'Tarnside about resident permits. Agata Nowak announced that she will stand down as Treasurer at '
    'the AGM in September after four years.\n'
    'Actions: Kieran Walsh to send the service charge objection letter by 13 June. Deborah Nwosu to '
    'request a written lift timetable from Tarnside by 20 June. Fergus Liddell to complete fun day '
    'bookings by 27 June.\n'
    'Next meeting: Thursday 7 August 2025, 7.00 pm.'
)

B133_CRICKET = (
    'BROCKHURST VALE CRICKET CLUB – COMMITTEE MEETING MINUTES\n'
    'Monday 14 October 2024, 8.00 pm, the Pavilion, Ladywell Lane, Brockhurst.\n'
    'Present: Nigel Farrant (Chairman), Pauline Okafor (Secretary), Dev Raman (Treasurer), Jack '
    'Sorley (1st XI captain), Ellie Marchetti (Juniors coordinator), Bob Hensher (Groundsman).\n'
    'Apologies: Chris Delaney (Fixtures secretary).\n'
    '1. Season review. The 1st XI finished third in Division Two of the Mid-Wessex League, winning 11'
    ' of 18 matches, and missed promotion by 6 points. The 2nd XI finished ninth of ten and avoided '
    "relegation only on the last day. The new women's softball team played eight festivals in its "
    'first season. Jack Sorley reported that 41 different players had appeared for the 1st and 2nd '
    'XIs, against 34 in 2023.\n'
    '2. Finance. Dev Raman reported income for the year to 30 September of £38,700 and expenditure of'
    ' £35,950. Bar takings were £14,200, down from £16,900, which he put down to the wet June, when '
    'five home matches were lost to rain. Playing subscriptions will rise for 2025: adults from £110 '
    'to £125, students and over-65s from £55 to £60; junior subscriptions stay at £45. Carried (for '
    '5, against 0, abstaining 1).\n'
    '3. Ground. Bob Hensher reported that the non-turf practice pitch is worn through and must be '
    'replaced before April. Quote from Greenline Sports Surfaces: £9,800. The club has applied to the'
    ' Wessex Cricket Foundation for a grant of up to half the cost; a decision is due in December. '
    'The committee agreed to proceed if the grant is awarded, funding the balance from the ground '
    'reserve (currently £7,300).\n'
    '4. Juniors. Ellie Marchetti reported 64 juniors registered, up from 52, with the under-11s now '
    'running two teams. Two more coaches are needed; the club will pay the £180 course fee for any '
    'member who completes the ECB Foundation coaching course before May. Safeguarding: all 12 junior '
    'coaches hold current DBS checks; two lapse in January and renewals are under way.\n'
    '5. Annual dinner. Saturday 23 November at the Fox and Hounds, Brockhurst; tickets £38. Player of'
    ' the Year and Clubman of the Year to be decided by committee vote on 4 November.\n'
    '6. AGM. Friday 6 December, 7.30 pm, in the Pavilion. Nigel Farrant confirmed that he will not '
    'stand again as Chairman after seven years; Pauline Okafor will be nominated.\n'
    'Actions: DR to circulate subscription changes to members by 31 October. BH to obtain a second '
    'quote for the practice pitch by 15 November. EM to publicise the coaching course by 1 November. '
    'PO to send the AGM notice 28 days in advance.'
)

B133_HOSPITAL = (
    'KELDERBROOK VALLEY HOSPITALS NHS TRUST – MINUTES OF THE BOARD OF DIRECTORS MEETING HELD IN '
    'PUBLIC\n'
    'Thursday 27 February 2025, 10.00 am to 12.40 pm, Boardroom, Kelderbrook General Hospital, '
    'Station Road, Kelderbrook.\n'
    'Present: Professor Anita Desai-Hollis (Chair), Mark Trevithick (Chief Executive), Dr Fiona '
    'Gallacher (Medical Director), Samuel Eze (Chief Nurse), Rachel Lindqvist (Director of Finance), '
    'Harold Benn, Dr Priya Menon and Carl Whitlow (Non-executive Directors). In attendance: Lorna '
    'Ayres (Company Secretary, minutes); Nadia Frost (Deputy Chief Operating Officer).\n'
    'Apologies: Gwen Tasker (Non-executive Director); Andrew Oyelaran (Chief Operating Officer, '
    'represented by Nadia Frost).\n'
    "1. Chief Executive's report. Mr Trevithick reported 9,412 emergency department attendances in "
    'January, 6% more than in January 2024. 71.8% of patients were seen within four hours, against '
    'the national target of 78% by March 2025. The longest waits were for mental health patients, '
    'with 37 stays of more than 24 hours.\n'
    '2. Elective recovery. The waiting list stood at 48,260, down 1,140 since December. 212 patients '
    'had waited more than 65 weeks, all but 19 of them in orthopaedics or ENT. The new day surgery '
    'unit at Ashby Community Hospital opened on 3 February with three theatres; a fourth will open in'
    ' May.\n'
    '3. Finance. Ms Lindqvist reported a year-to-date deficit at month 10 of £6.3 million against a '
    'planned deficit of £4.1 million. Agency spending was £1.9 million in January, above the £1.4 '
    'million monthly cap. The board approved a recovery plan to cut agency spend to £1.2 million a '
    'month by June. Asked by Mr Benn about risks, Ms Lindqvist said the plan depends on recruiting 45'
    ' overseas nurses, 30 of whom have already accepted offers.\n'
    '4. Quality and safety. Mr Eze reported two never events in January, both in theatres; '
    'investigations are under way. Hospital-acquired pressure ulcers fell from 31 in the third '
    'quarter to 22 so far in the fourth. Staff flu vaccination uptake was 58%, compared with 64% last'
    ' winter.\n'
    '5. Capital. The board approved the business case for a £2.4 million replacement MRI scanner at '
    'Kelderbrook General (for 7, against 0, abstaining 1; Dr Menon abstained, citing a declared '
    'interest as an adviser to one of the bidders). Installation is planned for autumn 2025.\n'
    '6. Questions from the public. A governor asked about car parking charges; the Chief Executive '
    'confirmed that free parking for blue badge holders and for parents of children staying in '
    'hospital overnight will continue.\n'
    'Actions: RL – monthly agency spend report to the Finance Committee. SE – findings of the never '
    'events investigations to the April board. AO – emergency department improvement trajectory to '
    'the March board.\n'
    'Next meeting: Thursday 27 March 2025.'
)

B133_ALLOTMENT = (
    "PENNYFOLD LANE RESIDENTS' ALLOTMENT SOCIETY – MINUTES OF THE ANNUAL GENERAL MEETING\n"
    'Sunday 16 March 2025, 2.30 pm, the Trading Hut, Pennyfold Lane allotments, Marbury.\n'
    'Committee present: Gillian Thorne (Chair), Rajesh Pillai (Secretary), Moira Cutler (Treasurer), '
    'Stan Vokes (Site Manager). 29 plot-holders attended.\n'
    'Apologies: Hannah Beddoe, Frank and Liz Ormond, Winston Carr.\n'
    "1. Chair's report. All 74 plots (62 full, 12 half) are let. The waiting list has grown from 19 "
    'to 33 names in a year. Five tenancies were ended for non-cultivation after the usual two '
    'warnings. The Chair thanked Stan Vokes, who has managed the site since 2011.\n'
    "2. Treasurer's report. Income £6,912 (rents £5,870, Trading Hut sales £1,042); expenditure "
    "£6,480, of which water was £2,310, up from £1,650, following the water company's tariff change "
    'and the hot, dry July. Reserves stand at £4,105.\n'
    '3. Rents. The committee proposed raising annual rents from October 2025: full plot from £85 to '
    '£95, half plot from £45 to £50. Plot-holders over 70 or receiving pension credit keep their 25% '
    'concession. A counter-proposal to raise only the full-plot rent was defeated (for 8, against 19,'
    " abstaining 6). The committee's proposal was then carried (for 24, against 6, abstaining 3).\n"
    '4. Water. From 1 April hosepipes are banned on the site at all times; watering is by can only, '
    'from the troughs. Two new 1,000-litre rainwater tanks will be installed beside the Trading Hut '
    'at £340 each, paid from reserves.\n'
    '5. Elections. Gillian Thorne was re-elected Chair unopposed. Moira Cutler stood down as '
    'Treasurer after six years; Declan Rowe was elected in her place, by 21 votes to 10 for Ivy '
    'Stamp. Rajesh Pillai and Stan Vokes were re-elected.\n'
    '6. Any other business. Members were reminded that bonfires are permitted only between 1 November'
    ' and 28 February, and only after 4 pm. The shed on Plot 41, damaged in the January storm, will '
    'be repaired by a work party on Saturday 5 April at 10 am. The open day will be held on Sunday 29'
    ' June, with proceeds going to Marbury Food Bank.\n'
    'Actions: Declan Rowe and Moira Cutler to transfer the bank mandate by 30 April. Stan Vokes to '
    'order the rainwater tanks by 31 March. Rajesh Pillai to send new rent notices by 1 August.\n'
    'The meeting closed at 4.05 pm.'
)

BATCHES_133 = {
    'parish council': [(B133_PARISH, c, True) for c in (
        'The parish precept for 2025/26 is £1,700 higher than it was for 2024/25.',
        'Although Kestrel Shelters submitted the lowest quote for the Mill Road bus shelter, the council went'
        ' with Parkside because it could install the shelter sooner.',
        'The bowls club was offered two-thirds of the amount it had requested, provided its green is opened '
        'to the public on two summer Saturdays.',
        'About one in five vehicles in the February speed survey was going faster than 40 mph.',
        'Margaret Ashdown chaired the meeting, which five councillors attended, while Graham Lusk sent his '
        'apologies.',
        'Councillors did not object to the rear extension at 4 Orchard Close but opposed the Lodge Barn '
        'holiday-let scheme over access and parking.',
        'At the end of February the council held £43,420 across its current and reserve accounts.',
    )] + [(B133_PARISH, c, False) for c in (
        'The council accepted the cheapest of the three quotes for replacing the Mill Road bus shelter.',
        'Councillors voted unanimously to accept the Parkside quote for the new bus shelter.',
        'The Harrowby Bowls Club was offered the full £1,500 it had asked for towards a new mower.',
        'Cllr Brannigan declared an interest in the grant request as treasurer of the Harrowby Bowls Club.',
        'The February speed survey found an average speed of 40 mph in the 30 mph zone past the school.',
        'The council agreed to spend up to £2,800 from reserves on a second speed indicator device.',
        'The Mill Road bus shelter was damaged by vandals in January.',
    )],
    'school governors': [(B133_SCHOOL, c, True) for c in (
        'Fernhill had 15 fewer pupils on roll than it did a year before.',
        'Attendance in the autumn term was 0.7 of a percentage point lower than in the same term a year '
        'earlier.',
        "Because of the forecast £41,000 deficit, the school's carried-forward balance is expected to shrink "
        'from £96,000 to £55,000.',
        'The school will put £18,000 towards the £60,000 flat-roof replacement, and the local authority will '
        'pay the remaining £42,000.',
        'The governing board meeting lasted a little over two hours.',
        'The staff governor, Len Oduya, was the only governor who voted against leaving the departing '
        "teaching assistant's post unfilled.",
        'Bronwen Tate passed the special educational needs link role to Marcus Iles and took on safeguarding '
        'instead.',
    )] + [(B133_SCHOOL, c, False) for c in (
        "Autumn-term attendance improved on the previous year's figure.",
        'The local authority will contribute £18,000 towards replacing the flat roof over the Key Stage 2 '
        'block.',
        'Governors unanimously agreed not to replace the teaching assistant who leaves at Easter.',
        'The Complaints Policy was approved with one amendment at the January meeting.',
        'The walking bus has already brought persistent absence down to 14% of pupils.',
        'Rev. Simon Ashby, the Vice-Chair, sent his apologies for the meeting.',
        'The roof replacement over the Key Stage 2 block is scheduled for the Easter holidays.',
    )],
    'tenants association': [(B133_TENANTS, c, True) for c in (
        'Thirteen more households had paid their annual subscription than at the same stage last year.',
        'Subscriptions received so far came to £470.',
        "Leaving aside the £600 grant set aside for the fun day, the association's balance was £1,548.60.",
        "Tarnside's proposed service charge would go up by £1.85 a week from October.",
        'By 33 votes to 2, with 6 abstentions, the meeting decided to lodge a formal objection to the service'
        ' charge increase.',
        'The £380,000 lift modernisation covers Blocks A and B but not Block C, whose lift was replaced in '
        '2019.',
        "Agata Nowak intends to give up the treasurer's post in September after four years in the role.",
    )] + [(B133_TENANTS, c, False) for c in (
        'The Block B lift was out of service for 23 days in May.',
        'The lift modernisation in Blocks A and B will start in October 2025 and take about 14 weeks in '
        'total.',
        'Tarnside Homes has committed to resolving all 28 open damp cases by 31 July.',
        'Residents voted unanimously to object to the proposed service charge increase.',
        'Tarnside Homes cited rising insurance costs as the reason for increasing the service charge.',
        'The summer fun day will be paid for entirely out of the Wrenport Community Chest grant.',
        'Two elderly tenants on the ninth floor of Block A were unable to leave their flats while the lift '
        'was broken.',
    )],
    'cricket club committee': [(B133_CRICKET, c, True) for c in (
        "In the year to 30 September the club's income exceeded its spending by £2,750.",
        'Bar takings dropped by £2,700, which the treasurer attributed to a wet June in which five home games'
        ' were rained off.',
        'Adult playing subscriptions will go up by £15 in 2025, while juniors will still pay £45.',
        'The 1st XI won 11 of its 18 matches and came third in Division Two, six points short of promotion.',
        'Junior registrations at the club rose by twelve, to 64.',
        'Nigel Farrant, who has been Chairman for seven years, will not seek re-election at the AGM on 6 '
        'December.',
        'Seven more players turned out for the 1st and 2nd XIs than in 2023.',
    )] + [(B133_CRICKET, c, False) for c in (
        'The 1st XI won promotion from Division Two of the Mid-Wessex League.',
        'Subscriptions for students and over-65s will rise from £55 to £65 in 2025.',
        'The £7,300 in the ground reserve is enough to pay for the new practice pitch in full.',
        'The DBS checks of all twelve junior coaches lapse in January.',
        "Pauline Okafor has been elected as the club's new Chairman.",
        "The new women's softball team won most of the eight festivals it played in its first season.",
        "The fall in bar takings was partly caused by the club's decision to raise drink prices.",
    )],
    'hospital trust board': [(B133_HOSPITAL, c, True) for c in (
        "At month 10 the trust's year-to-date deficit was £2.2 million worse than planned.",
        'In January the trust overshot its monthly agency spending cap by half a million pounds.',
        'Two-thirds of the 45 overseas nurses on whom the finance recovery plan depends have already accepted'
        ' offers.',
        "January's four-hour performance in the emergency department fell 6.2 percentage points short of the "
        '78% target set for March 2025.',
        'The elective waiting list fell by 1,140 since December, to 48,260 patients.',
        'Of the 212 patients who had waited over 65 weeks, 193 were in orthopaedics or ENT.',
        'Staff uptake of the flu vaccine was six percentage points lower than the previous winter.',
    )] + [(B133_HOSPITAL, c, False) for c in (
        'Emergency department attendances in January were 6% lower than in January 2024.',
        'The day surgery unit at Ashby Community Hospital opened on 3 February with four theatres.',
        'Both never events reported for January took place in the emergency department.',
        'The board unanimously approved the £2.4 million business case for a replacement MRI scanner.',
        'The recovery plan aims to bring agency spending down to £1.4 million a month by June.',
        'The Chief Executive confirmed that free parking for all patients and visitors will continue.',
        'The two never events in January were caused by staffing shortages in theatres.',
    )],
    'allotment society': [(B133_ALLOTMENT, c, True) for c in (
        'Over the year the society took in £432 more than it spent.',
        "The society's water bill went up by £660 compared with the year before.",
        'The two new rainwater tanks will cost £680 altogether and will be paid for out of reserves.',
        'Fourteen names were added to the waiting list over the year.',
        'A counter-proposal to increase only the full-plot rent was voted down by 19 to 8, after which the '
        "committee's rent proposal was carried.",
        'Declan Rowe defeated Ivy Stamp to replace Moira Cutler, who had been treasurer for six years.',
        'A plot-holder over 70 renting a full plot will pay £71.25 a year from October 2025.',
    )] + [(B133_ALLOTMENT, c, False) for c in (
        'From 1 April hosepipes may be used on the site only in the evenings.',
        "The committee's rent proposal was carried unanimously.",
        'The 25% rent concession for plot-holders over 70 will be withdrawn from October 2025.',
        'Stan Vokes has managed the Pennyfold Lane site since 2001.',
        'Six tenancies were ended for non-cultivation during the year.',
        'Proceeds from the open day on 29 June will pay for repairing the shed on Plot 41.',
        'The Trading Hut made a profit of £1,042 during the year.',
    )],
}
