"""Probe batch 149, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
made-up local news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B149_COUNCIL = (
    'HOLLINBROOK COUNCIL APPROVES 4.99% COUNCIL TAX RISE AS BUDGET GAP WIDENS\n'
    'Thursday 27 February 2025\n'
    'By Marian Okafor, Local Democracy Reporter\n'
    'Households in the Hollinbrook district will pay 4.99 per cent more in council tax from April after '
    "councillors voted through the authority's 2025/26 budget on Wednesday night. The rise, the maximum "
    'allowed without a local referendum, means a Band D property will pay £1,872.40 for the year, up £89 on '
    'the current £1,783.40.\n'
    'The vote at Grangeford Town Hall was 31 to 18, with two abstentions. The meeting lasted just over four '
    'hours.\n'
    "The council's net revenue budget for the coming year is £142.6 million, compared with £136.1 million this "
    'year. Council leader Priya Venn (Labour) said the authority still faced a shortfall of £11.3 million, '
    'which would be closed through £7.8 million of savings and by drawing £3.5 million from reserves.\n'
    '"Nobody comes into local politics wanting to put up bills," Cllr Venn said. "But adult social care alone '
    'now takes 41p of every pound we spend, and demand is still rising." Spending on adult social care will '
    "rise to £58.5 million, up from £53.2 million. Children's services will receive £31.4 million.\n"
    'Among the savings, the council will close two of its eleven libraries, at Pelham Cross and Ashby Moor, '
    'from September, and reduce opening hours at four others. Garden waste collection charges will go up from '
    '£48 to £55 a year, although residents receiving council tax support will continue to be exempt. Parking '
    "charges in the council's 14 car parks will rise by 20p an hour, except at Riverside car park, where "
    'charges are frozen and the first hour remains free.\n'
    'Around 60 posts will be cut, of which the council expects about 35 to go through vacancies not being '
    'filled and voluntary redundancy.\n'
    'Opposition leader Derek Thwaite (Conservative) said the library closures were "a false economy" and '
    'accused the administration of "balancing the books on the backs of pensioners and children". His group\'s '
    "alternative budget, which proposed selling the council's stake in Grangeford Airport instead, was "
    'defeated by 30 votes to 19.\n'
    "The council's general reserves will fall to £9.2 million after the drawdown, below the £12 million level "
    'that the finance director, Alan Creswell, described in his report as "the minimum prudent balance".\n'
    "Hollinbrook's council tax rose by 2.99 per cent last year and 3.5 per cent the year before.\n"
    'The new bills will be sent to households in mid-March, with the first instalments due on 1 April. A '
    'consultation on the library closures will run until 30 May.'
)

B149_FLOOD = (
    'CLEAN-UP BEGINS IN ASHWELL BRIDGE AFTER RIVER TALLOW BURSTS ITS BANKS\n'
    'Monday 11 November 2024\n'
    'Residents and businesses in Ashwell Bridge have begun clearing mud and ruined belongings after the River '
    'Tallow overtopped its banks in the early hours of Saturday, flooding 143 homes and 27 businesses in the '
    'town.\n'
    'The river peaked at 4.12 metres at the Mill Lane gauge at around 3.40am on Saturday, according to the '
    'Tallow Valley Rivers Authority, 0.38 metres higher than the previous record of 3.74 metres set in '
    'February 2020. Some 96mm of rain fell on the upper catchment in the 36 hours before the flood, more than '
    'the area normally receives in the whole of November.\n'
    'Firefighters and volunteers from the Ashwell Bridge Rescue Team evacuated 61 people by boat, including '
    'nine residents of Orchard House care home on Quay Street. Nobody was seriously injured, although one man '
    'in his seventies was treated in hospital for hypothermia and discharged on Sunday.\n'
    'The flood barrier on Quay Street, installed in 2021 at a cost of £2.4 million, held, but water came over '
    'an unprotected section of riverbank near Tanners Yard, where a permanent wall has been planned since 2019 '
    'but not yet built.\n'
    '"The barrier did exactly what it was designed to do," said Helen Marsh, area flood manager for the '
    'authority. "The problem is the 300-metre gap downstream, and we\'ve been clear about that for some time."\n'
    "Town mayor Cllr Rob Dunmore said the council had opened a rest centre at St Anne's Primary School, where "
    '38 people stayed on Saturday night. By Sunday evening that number had fallen to 12.\n'
    'The district council has announced an emergency hardship payment of £500 for each flooded household, and '
    '£2,500 for each affected business with fewer than 10 employees. Households with contents insurance remain '
    'eligible. Applications open on Wednesday and close on 20 December.\n'
    'Skips are being placed on six streets, and the council said its crews would collect flood-damaged items '
    'free of charge until the end of the month. Residents in the Lower Town area have been warned not to drink '
    'tap water until testing is complete, which is expected by Tuesday.\n'
    'Lena Kowalczyk, who has run the Kettle & Crumb cafe on Bridge Street for 11 years, said the water reached '
    '80cm inside her shop. "We were flooded in 2020 as well, but that was half the depth," she said. "I don\'t '
    'know if we can do this a third time."\n'
    'The Tanners Yard wall, costing an estimated £3.1 million, is due to go to a funding decision in March. '
    'Work would start in the summer of 2025 at the earliest.'
)

B149_FACTORY = (
    'BRENTMOOR BISCUIT FACTORY TO CLOSE WITH LOSS OF 312 JOBS\n'
    'Tuesday 3 June 2025\n'
    'The biscuit factory that has stood on Wharf Road in Brentmoor for almost a century is to close with the '
    'loss of 312 jobs, its owner announced yesterday.\n'
    'Halden Foods said production at the site would wind down over the summer, with the last shift on 26 '
    'September. The company will move production of its Brentmoor Crumbles and Ginger Rounds lines to its '
    'larger plant in Ostley, 140 miles away, where it says 85 new posts will be created.\n'
    'The factory opened in 1927 as Pardoe & Sons and was bought by Halden in 2008. At its peak in the late '
    '1970s it employed more than 1,100 people, and as recently as 2015 it had a workforce of 460.\n'
    "In a statement, Halden's chief operating officer, Claire Ashdown, said the site needed £18 million of "
    'investment to meet modern hygiene and energy standards, and that sales of the two Brentmoor lines had '
    'fallen 22 per cent over three years. "This is not a reflection of the commitment of our Brentmoor '
    'colleagues, who have been outstanding," she said.\n'
    'Of the 312 staff, 248 are permanent and 64 are agency workers. All permanent staff will be offered the '
    "chance to relocate to Ostley, and the company says it will pay enhanced redundancy of three weeks' pay "
    'for each year of service, up to a maximum of 25 years, to those who do not. Agency staff are not covered '
    'by the enhanced scheme.\n'
    'Gary Pulford, regional officer for the Bakers and Allied Workers Union, said members were "devastated but '
    'not surprised". "We were told in January that the site was safe for at least two years," he said. "Five '
    'months later, it\'s gone." The union has asked for the 45-day consultation period to be extended to 90 '
    'days.\n'
    "Brentmoor's MP, Sandra Leckie, said she would meet Halden executives next week and called on the company "
    'to give the borough council first refusal on the 6.5-hectare site.\n'
    "The council's deputy leader, Omar Farid, said a jobs fair would be held at Brentmoor Leisure Centre on 19 "
    "June, with 30 local employers already signed up. The town's unemployment rate is 5.8 per cent, against a "
    'regional average of 4.1 per cent.\n'
    'Halden, which employs about 3,400 people across seven UK sites, reported a pre-tax profit of £41 million '
    'last year.'
)

B149_FESTIVAL = (
    'KESTLE HARBOUR FESTIVAL SMASHES ATTENDANCE RECORD\n'
    'Wednesday 20 August 2025\n'
    "This year's Kestle Harbour Festival drew a record 48,600 visitors over its four days, organisers said "
    'yesterday, beating the previous best of 41,200 set in 2023.\n'
    'The festival, now in its 32nd year, ran from Thursday 14 to Sunday 17 August on the harbourside and in '
    "Pennick Park. Last year's event attracted 37,900 people, a fall blamed on two days of heavy rain.\n"
    'Festival director Joanna Treloar said Saturday was the busiest day, with 16,300 through the gates, and '
    'that the new Sunday evening fireworks display, moved from the Friday, had "clearly paid off". "We also '
    'had the best weather in a decade, and that helps," she said.\n'
    'Ticket prices were held at £12 for a day pass and £35 for a four-day pass, with under-16s admitted free '
    'when accompanied by an adult. Advance sales accounted for 62 per cent of tickets, up from 45 per cent '
    'last year.\n'
    'For the first time, the festival ran a park-and-ride from the Trevane Road industrial estate, with buses '
    'every 15 minutes. Around 7,400 passengers used the service, which cost £3 return. Organisers said it had '
    'cut queues on the coast road into town and would return next year.\n'
    'The festival featured 94 performers on three stages and 120 food and craft stalls, 70 of them run by '
    'businesses from within 20 miles of the town. The headline act, folk-rock band The Harrow Lanterns, played '
    'the main stage on Saturday night.\n'
    'Kestle Chamber of Trade chair Martin Opie estimated that the event brought £2.1 million into the local '
    'economy, against £1.6 million in 2023. "Some of our members had their best weekend on record," he said.\n'
    'Not everything went smoothly. Ambulance crews treated 58 people, mostly for minor injuries and heat '
    'exhaustion, and two people were taken to hospital. Police made three arrests, all on the Saturday night, '
    'for public order offences. Several residents of Quayside Terrace complained about noise from the main '
    'stage, which ran until 11pm, half an hour later than last year.\n'
    'The festival, a registered charity, is run by 14 part-time staff and about 400 volunteers. Organisers '
    "have confirmed next year's dates as 13 to 16 August 2026, and say they will consult residents on "
    'finishing times before then.'
)

B149_SCHOOL = (
    "MILLFIELD ACADEMY RATED 'GOOD' AFTER SIX YEARS 'REQUIRING IMPROVEMENT'\n"
    'Friday 7 March 2025\n'
    'Millfield Academy in Thornbury Vale has been rated "good" by schools inspectors, ending six years in '
    'which the secondary school was judged to "require improvement".\n'
    'The report, published on Wednesday by the regional Schools Inspection Service, follows a two-day visit on '
    '28 and 29 January by a team of four inspectors led by Dr Fiona Marr.\n'
    'Inspectors assessed the school in five areas. They rated it "good" for quality of education, behaviour '
    'and attitudes, personal development, and leadership and management, and "outstanding" for its sixth-form '
    'provision.\n'
    'Millfield, which has 1,140 pupils aged 11 to 18, including 210 in its sixth form, was judged to require '
    'improvement in November 2018 and again in October 2021.\n'
    'The report praised a "calm and purposeful" atmosphere in lessons and noted that fixed-term suspensions '
    "had fallen from 212 in 2021/22 to 87 last year. It said pupils' attendance, at 93.4 per cent, was above "
    'the national average for secondary schools of 91.2 per cent.\n'
    'However, inspectors said the curriculum in modern foreign languages and design technology was "not yet '
    'consistently well planned", and that disadvantaged pupils were still achieving less well than their '
    'peers, particularly in mathematics. Only 19 per cent of Millfield pupils entered the full set of subjects '
    'needed for the core academic certificate, compared with 31 per cent nationally.\n'
    'Headteacher Simon Achebe, who joined the school in September 2020, said staff were "thrilled". "This is '
    'the result of four and a half years of hard work by teachers, support staff and, above all, our young '
    'people," he said.\n'
    'Mr Achebe said the school would recruit a second languages teacher from September and had already '
    'rewritten its design technology course for Year 9.\n'
    'Karen Lisle, chief executive of the Vale Learning Trust, which has run Millfield since 2017 and runs five '
    "other schools in the area, said the trust had invested £1.3 million in the school's science labs and "
    'library over the past three years.\n'
    'Parent governor Neil Osei said: "My eldest went through the school when it was struggling. My youngest is '
    'in Year 8 now and the difference is night and day."\n'
    'The school is likely to receive its next full inspection within four years.'
)

B149_STRIKE = (
    'BUS DRIVERS IN CARRANFORD TO STRIKE FOR SIX DAYS OVER PAY\n'
    'Saturday 11 October 2025\n'
    'More than 400 bus drivers employed by Redline Buses in Carranford will walk out for six days this month '
    'after rejecting a pay offer, their union has confirmed.\n'
    "Members of the Transport and Road Workers' Union (TRWU) will strike on 20, 21 and 22 October and again "
    "from 28 to 30 October. The action involves 438 drivers at the company's depots in Harwick Road and "
    'Sellgate.\n'
    'In a ballot that closed on Thursday, 87 per cent of those who voted backed strike action, on a turnout of '
    '71 per cent.\n'
    'Redline has offered a 4.2 per cent increase, taking the basic hourly rate from £14.40 to £15.00. The '
    'union is seeking £15.60 an hour and a reduction in split shifts, which it says leave some drivers working '
    '13-hour days while being paid for nine.\n'
    '"Our members keep this city moving, and they have had enough," said TRWU regional organiser Denise Hallam.\n'
    'Redline\'s managing director, Paul Whitcombe, said the offer was "fair and affordable", pointing out that '
    'drivers had received 6 per cent last year and 7.5 per cent in 2023. "Passenger numbers are still 11 per '
    'cent below 2019 levels, and fuel and insurance costs have risen sharply," he said. He added that the '
    'company remained "open to talks at any time".\n'
    'Redline runs 46 routes and carries around 95,000 passenger journeys on a typical weekday. The company '
    'said it expected to run a limited service of about 20 per cent of its normal timetable on strike days, '
    'prioritising hospital and school routes. The 12 routes run under contract for Carranford City Council, '
    'including the Park & Ride services, are operated by a different company, Fennick Travel, and will not be '
    'affected.\n'
    "The second block of strikes falls during the city's school half-term holiday, which runs from 27 to 31 "
    'October. Redline said holders of its monthly passes would have their passes extended by six days.\n'
    'Council leader Mohammed Rafiq urged both sides to return to the regional conciliation service. "Thousands '
    'of people, many of them on low incomes, rely on these buses to get to work," he said.\n'
    'This is the first strike at Redline since 2016, when drivers walked out for two days over rostering. '
    'Talks between the company and the union are scheduled for Wednesday 15 October.'
)

BATCHES_149 = {
    'council budget': [(B149_COUNCIL, c, True) for c in (
        'Hollinbrook councillors approved a council tax increase of just under 5 per cent, the highest rise '
        'possible without holding a referendum.',
        'A Band D household in Hollinbrook will pay £89 more over the year, taking its annual bill to '
        '£1,872.40.',
        'The 2025/26 budget was passed with a majority of 13 votes, and two councillors abstained.',
        "The council's net revenue budget is growing by £6.5 million, to £142.6 million.",
        'Of the £11.3 million funding gap, £7.8 million will be met through savings and the rest by dipping '
        'into reserves.',
        'Pelham Cross and Ashby Moor libraries are to close from September, leaving Hollinbrook with nine of '
        'its eleven libraries.',
        'The garden waste charge is going up by £7 to £55 a year, but people who receive council tax support '
        'will still not have to pay it.',
    )] + [(B149_COUNCIL, c, False) for c in (
        "The 4.99 per cent rise comes after Hollinbrook's council tax went up by 3.5 per cent last year.",
        "Hollinbrook's 2025/26 budget was approved by 30 votes to 19.",
        'Cllr Priya Venn said adult social care now takes 41p of every pound the council spends, up from 35p '
        'last year.',
        "Parking charges will rise by 20p an hour in all 14 of the council's car parks, including Riverside.",
        'All of the roughly 60 posts being cut will go through vacancies not being filled and voluntary '
        'redundancy.',
        "Derek Thwaite's alternative budget, which would have frozen council tax, was defeated by 30 votes to "
        '19.',
        'Finance director Alan Creswell warned that general reserves would fall below the minimum prudent '
        'balance of £9.2 million.',
    )],
    'river flood': [(B149_FLOOD, c, True) for c in (
        'The River Tallow flood hit 170 properties in Ashwell Bridge, 143 of which were homes.',
        'At Mill Lane the river peaked at 4.12 metres, 38 centimetres above the previous record set in '
        'February 2020.',
        'Sixty-one people were rescued by boat, nine of them residents of a care home on Quay Street.',
        'The Quay Street barrier held, but water got in through an unprotected stretch of bank by Tanners '
        'Yard, where a permanent wall has been planned since 2019.',
        "The number of people staying at the rest centre in St Anne's Primary School fell from 38 on Saturday "
        'night to 12 by Sunday evening.',
        'Flooded households can claim a £500 hardship payment even if they have contents insurance.',
        'Lena Kowalczyk said the 80cm of water in her Bridge Street cafe was twice as deep as when she was '
        'flooded in 2020.',
    )] + [(B149_FLOOD, c, False) for c in (
        'The River Tallow peaked at the Mill Lane gauge at around 3.40am on Sunday.',
        'The Quay Street flood barrier, installed in 2019 at a cost of £2.4 million, held during the flood.',
        'The district council will pay £2,500 to every business affected by the flooding.',
        'A man in his seventies who was treated for hypothermia remains in hospital.',
        'Helen Marsh said the flooding had been made worse by blocked drains in the Lower Town area.',
        'Residents across Ashwell Bridge have been told not to drink tap water until testing is complete.',
        'The £3.1 million Tanners Yard wall has been approved, and work on it will start in the summer of 2025.',
    )],
    'factory closure': [(B149_FACTORY, c, True) for c in (
        'Halden Foods plans to shut its biscuit factory on Wharf Road in Brentmoor, with 312 jobs going.',
        'The factory, which opened as Pardoe & Sons in 1927, was 98 years old when its closure was announced.',
        'Halden had owned the Brentmoor factory for 17 years before announcing that it would close.',
        'The Brentmoor workforce is 148 people smaller than it was in 2015.',
        'Roughly four in five of the 312 staff affected are permanent employees, with the remaining 64 '
        'supplied by agencies.',
        "Production of Brentmoor Crumbles and Ginger Rounds will move about 140 miles to Halden's bigger "
        'Ostley plant, where the company says 85 new jobs will be created.',
        'Unemployment in Brentmoor is 1.7 percentage points higher than the regional average.',
    )] + [(B149_FACTORY, c, False) for c in (
        'The last shift at the Wharf Road factory will be on 19 June.',
        'Claire Ashdown said sales of the two Brentmoor lines had fallen 22 per cent over the past year.',
        "Agency workers at the factory will receive enhanced redundancy of three weeks' pay for each year of "
        'service.',
        'Halden said the closure was necessary because the company had made a loss last year.',
        'Gary Pulford said the union was told in January that the site was safe for at least five years.',
        'Sandra Leckie has met Halden executives and asked them to give the council first refusal on the '
        '6.5-hectare site.',
        'Halden employs about 3,400 people across seven UK sites, more than 1,100 of them at Brentmoor.',
    )],
    'festival record': [(B149_FESTIVAL, c, True) for c in (
        'The Kestle Harbour Festival drew 48,600 people this year, 7,400 more than its previous record, set in '
        '2023.',
        "Attendance was up by 10,700 on last year's rain-hit festival.",
        "Saturday, with 16,300 visitors, was the busiest of the festival's four days.",
        'Ticket prices were not increased, staying at £12 for one day and £35 for all four days.',
        'More than three in five tickets were bought in advance, compared with 45 per cent last year.',
        'Most of the 120 food and craft stalls were run by businesses based within 20 miles of Kestle.',
        'The Chamber of Trade estimates that the festival was worth half a million pounds more to the local '
        'economy than in 2023.',
    )] + [(B149_FESTIVAL, c, False) for c in (
        'The fireworks display was moved from Sunday evening to Friday this year.',
        'Police made three arrests for public order offences, on the Friday and Saturday nights.',
        'Under-16s were admitted free of charge whether or not they came with an adult.',
        'The park-and-ride from the Trevane Road industrial estate, used for the first time this year, was '
        'free.',
        'The main stage ran until 11pm, an hour later than last year.',
        'Joanna Treloar said the record attendance was mainly down to the headline act, The Harrow Lanterns.',
        'Ambulance crews treated 58 people, and two were taken to hospital with heat exhaustion.',
    )],
    'school inspection': [(B149_SCHOOL, c, True) for c in (
        'Millfield Academy has been rated good, having been found to require improvement at inspections in '
        '2018 and 2021.',
        'A team of four inspectors led by Dr Fiona Marr visited the school over two days at the end of January.',
        "Millfield's sixth-form provision was judged outstanding, while the other four areas assessed were "
        'rated good.',
        'Fixed-term suspensions at Millfield fell by 125 between 2021/22 and last year.',
        'Attendance at Millfield is 2.2 percentage points higher than the national average for secondary '
        'schools.',
        'Inspectors found that disadvantaged pupils were still doing less well than their classmates, '
        'especially in maths.',
        'Simon Achebe has been headteacher at Millfield since September 2020.',
    )] + [(B149_SCHOOL, c, False) for c in (
        'Inspectors rated Millfield Academy good in all five areas they assessed.',
        'The report said the curriculum in modern foreign languages and science was not yet consistently well '
        'planned.',
        'Only 19 per cent of Millfield pupils entered the full set of core academic certificate subjects, down '
        'from 31 per cent.',
        'The Vale Learning Trust, which has run Millfield since 2017, runs six other schools in the area.',
        "Karen Lisle said the trust had invested £1.3 million in the school's science labs and sports hall.",
        'Simon Achebe said the school would recruit two extra languages teachers from September.',
        "Millfield's next full inspection is scheduled for January 2029.",
    )],
    'bus strike': [(B149_STRIKE, c, True) for c in (
        'Redline Buses drivers in Carranford will strike on six days in October, in two blocks of three days.',
        'The walkout involves 438 drivers based at the Harwick Road and Sellgate depots.',
        "Redline's pay offer would raise the basic hourly rate by 60p, to £15.00.",
        'The TRWU is asking for £15.60 an hour, 60p more than Redline has offered.',
        'Strike action was backed by 87 per cent of those voting, on a turnout of just over seven in ten.',
        'On strike days Redline expects to run only about a fifth of its normal timetable, giving priority to '
        'hospital and school routes.',
        'Redline drivers last went on strike in 2016, nine years ago.',
    )] + [(B149_STRIKE, c, False) for c in (
        'The strike will affect all bus routes in Carranford, including the Park & Ride services.',
        '71 per cent of the drivers who voted in the ballot backed strike action.',
        'Paul Whitcombe said drivers had received a 7.5 per cent pay rise last year.',
        'The union says split shifts leave some drivers working 13-hour days while being paid for only eight.',
        'Redline said it would not improve its offer and had withdrawn from talks.',
        'Denise Hallam said Redline drivers earn less than drivers doing the same job at Fennick Travel.',
        "The first block of strike days coincides with the city's school half-term holiday.",
    )],
}
