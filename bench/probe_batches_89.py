"""Probe batch 89, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B89_AIRPORT = (
    'Harwick Vale Airport handled 1.42 million passengers in 2023, an increase of 18 per cent on the '
    'year before, its operator Pellmont Aviation Holdings announced on Tuesday 16 January. The total '
    'is still short of the 1.61 million passengers who used the airport in 2019, the last full year '
    'before the pandemic.\n\n'
    "Pellmont's chief executive, Moira Stenhouse, said the recovery had been driven mainly by summer "
    'holiday flights. "We had our busiest August ever, with 201,000 people passing through the '
    'terminal," she said. "Business travel is coming back more slowly, and we are not yet where we '
    'want to be."\n\n'
    'The airport also confirmed that the low-cost carrier Brisa Air will begin a twice-weekly '
    'service to the coastal city of Valtremo from 28 March. Flights will operate on Thursdays and '
    "Sundays using a 189-seat aircraft, and one-way fares will start at £39. Brisa Air's commercial "
    'director, Tomas Ilvane, said the airline expected the route to carry around 40,000 passengers '
    'in its first year. "If demand is as strong as we think, we may add a third weekly flight in the '
    'summer," he said.\n\n'
    "Valtremo becomes the airport's 23rd destination. Last year the airport lost its route to "
    'Dunsford after the regional airline Corrow Express withdrew from it in September, citing high '
    'fuel costs.\n\n'
    "Not everyone welcomed the news. The residents' group Quieter Skies Harwick said the extra "
    'flights would add to noise over the villages of Lenby and Oskirk. Its chairman, Graham Tolley, '
    'said the group had collected 1,200 signatures on a petition asking for a ban on flights between '
    '11pm and 6am. According to the group, night-time movements rose by a third last year, though '
    'the airport said it did not recognise that figure.\n\n'
    'Pellmont said it would invest £12 million in a new security hall, due to open in spring 2025, '
    'which it said should cut average queuing times to under ten minutes. Local council leader Anita '
    'Brewster called the results "a real boost for jobs in the valley".'
)

B89_FRAUD = (
    'A former finance director who siphoned £2.3 million from a family-run bakery chain over seven '
    'years was jailed for six years and eight months at Castlebrook Crown Court on Friday 8 March '
    '2024.\n\n'
    'Dennis Harrowgate, 54, of Milbury Road, Thornwell, admitted fraud by abuse of position and '
    "false accounting at an earlier hearing in January this year. He had worked for Fenwood's Bakeries, which "
    'runs 31 shops across the county, from 2009 until his dismissal in May 2022.\n\n'
    'The court heard that between 2015 and 2022 Harrowgate created invoices from a fictitious flour '
    'supplier, Greyland Mills, and paid the money into an account he controlled. Prosecutor Helen '
    'Achebe said he spent much of it on a holiday home in Portavel, two cars and online gambling. '
    'The fraud came to light when a newly hired accounts assistant, Priya Lomax, noticed that '
    'Greyland Mills had no delivery records.\n\n'
    'Judge Martin Oduya said Harrowgate had "betrayed the trust of a family that treated him as one '
    'of their own". He added that the scale and length of the offending meant only an immediate '
    'prison sentence was justified. The sentence included a reduction of one third for the early '
    'guilty plea.\n\n'
    'Defending, Rachel Pimm said her client had developed a gambling addiction after the death of '
    'his wife in 2014 and was "deeply ashamed". She said he had already sold the holiday home and '
    'handed over £410,000 towards repaying the company.\n\n'
    'Managing director Colin Fenwood said in a statement read outside court that the losses had '
    'forced the business to close four shops and postpone pay rises for staff in 2022. "We are '
    'relieved this is over, but the money is only part of it," he said.\n\n'
    "Detective Sergeant Laura Quent of the county's economic crime unit said further money may be "
    'recovered under the Proceeds of Crime Act, and a confiscation hearing has been set for '
    'September.'
)

B89_SLEEP = (
    'Students who slept at least seven hours a night around their exams scored on average six '
    'percentage points higher than those who slept less than six hours, according to a study by '
    'researchers at the University of Averholt.\n\n'
    'The team, led by psychologist Dr Nadia Kessel, tracked 612 first-year undergraduates in three '
    'departments, biology, economics and history, during the January 2023 exam period. Participants '
    'wore wrist-based activity monitors for 14 nights, and their results were compared with their '
    'sleep data once marks had been published.\n\n'
    'Students averaging seven hours or more scored a mean of 64 per cent, compared with 58 per cent '
    'for those averaging under six hours. The gap was largest in biology and smallest in history, '
    'where the difference was not statistically significant. The study, published in the Journal of '
    'Learning and Rest, also found that going to bed at irregular times was linked to lower marks '
    'even when total sleep was similar.\n\n'
    '"We cannot say that sleep causes better grades," Dr Kessel said. "Students who are already '
    'struggling may be sleeping badly because they are anxious. But the association held after we '
    'accounted for attendance and previous grades, which makes it hard to dismiss."\n\n'
    'Co-author Professor Ewan Marsh said the findings suggested universities should think twice '
    'about scheduling exams at 8.30am. "Many students are being tested at a time when their bodies '
    'would naturally still be asleep," he said.\n\n'
    'Only 22 per cent of the participants averaged seven hours or more, while 41 per cent averaged '
    'under six. Women in the sample slept on average 25 minutes longer than men.\n\n'
    "The Averholt Students' Union welcomed the research. Its welfare officer, Jonah Pryce, said the "
    'union would ask the university to move early-morning exams later in the day from next year, and '
    "that, according to the union's own survey, two in three students felt exam timetables harmed "
    'their sleep. A university spokesperson said it would "look carefully" at the findings but had '
    'no plans to change the current timetable.\n\n'
    'The researchers now plan a larger study across four universities, funded by a £480,000 grant '
    'from the Corvane Trust.'
)

B89_THEATRE = (
    'The Calderbank Lyceum in Wrexholme will reopen on 14 September, almost three years after a fire '
    'destroyed its roof and much of its auditorium.\n\n'
    'The blaze broke out in the early hours of 2 October 2021, a few hours after the final '
    'performance of a touring production of a comedy. No one was hurt. Fire investigators concluded '
    "that it started in a faulty lighting cabinet above the stage, although the theatre's insurers "
    'have not yet accepted that finding, according to the trust that runs the building.\n\n'
    'The restoration has cost £8.6 million, of which £5.1 million came from insurance, £2.2 million '
    'from the National Stage Heritage Fund and the rest from a public appeal. More than 4,000 people '
    'donated to the appeal, the Lyceum Trust said.\n\n'
    'Artistic director Bronwen Ashdale said the rebuilt theatre would seat 720, down from 850 before '
    'the fire, because wider seats and aisles had been installed to meet modern access standards. '
    '"We\'ve lost some seats, but everyone who comes will be more comfortable, and wheelchair users '
    'will no longer be stuck at the back," she said.\n\n'
    'The opening production will be a new musical, The Lantern Keeper, by local writer Samir Haddow, '
    'which runs until 12 October. Tickets went on sale last Monday and the trust said 70 per cent of '
    'seats for the run had already been sold.\n\n'
    'The plasterwork ceiling, which dated from 1904, has been recreated by craftsmen using '
    'photographs and fragments recovered from the debris. Conservation architect Imogen Farrier, who '
    'led the project, said around a fifth of the original decorative mouldings had been saved and '
    'put back in place.\n\n'
    'Trust chairman Kenneth Obi said the theatre had lost about £1.3 million in ticket income while '
    'closed, and that 18 of its 26 staff had been kept on throughout. "The others found work '
    'elsewhere, and some are coming back to us," he said.\n\n'
    'Local businesses hope the reopening will revive the Market Street area, where two restaurants '
    'near the theatre closed during the rebuild.'
)

B89_HOUSING = (
    'Average house prices in Dunmarrow rose by 3.2 per cent in the year to June, according to estate '
    'agent Halloway & Finch, but a rival firm says the market is cooling faster than those figures '
    'suggest.\n\n'
    "Halloway & Finch's quarterly report, published on Wednesday, puts the average price of a home "
    'in the city at £286,400, up from £277,500 a year earlier. Detached houses performed best, '
    'rising 5.1 per cent, while flats fell 1.8 per cent in value.\n\n'
    '"Buyers are still out there, particularly families trading up," said Halloway & Finch\'s head of '
    'research, Dominic Ferrars. "Interest rates have steadied and that has brought confidence '
    'back."\n\n'
    'Brightmoor Homes, which has eleven branches across the Eastmere region, paints a less rosy '
    'picture. Its own figures, based on agreed sales rather than asking prices, show prices up only '
    "0.9 per cent over the same period. Brightmoor's managing director, Shona Reddick, said the "
    'average time to sell a home in Dunmarrow had lengthened from 41 days to 58 days. "Sellers who '
    'are pricing ambitiously are simply sitting on the market," she said. "I would not be surprised '
    'if prices fall slightly in the autumn."\n\n'
    'Both firms agree that the number of homes for sale has risen. Halloway & Finch said listings '
    'were up 14 per cent on last year, while Brightmoor put the rise at 22 per cent.\n\n'
    'First-time buyers remain under pressure. According to Halloway & Finch, the typical first-time '
    'buyer in the city now needs a deposit of £31,000, equal to about 1.1 times the average local '
    'salary of £28,200.\n\n'
    'The suburb of Ashby Green recorded the highest growth in the city, at 7.4 per cent, which Mr '
    'Ferrars put down to a new railway station that opened there in March. Prices in the city '
    'centre, where a large number of new flats have been built, fell by 2.3 per cent.\n\n'
    "Eastmere council's housing lead, Councillor Peter Malvo, said the figures showed the need for "
    'more affordable homes, and that the council may bring forward plans for 600 homes on the former '
    'Tanfield dairy site, though no decision had been taken.'
)

B89_RIVER = (
    'Around 3,000 dead fish were found along a four-mile stretch of the River Annick below the '
    'village of Holtby Cross after a discharge of untreated sewage on the weekend of 8 and 9 June, '
    'the regional environment regulator has said.\n\n'
    "The River Protection Agency said the discharge appeared to have come from Thornmere Water's "
    'treatment works at Holtby Cross, where a pump failed during heavy rain on the Saturday night. '
    'Officers found brown trout, grayling and bullhead among the dead fish. The agency said oxygen '
    'levels in the river had fallen to a quarter of normal levels and it may take two years for fish '
    'stocks to recover fully.\n\n'
    'Thornmere Water confirmed that a pump had failed but said it was "too early to say" whether the '
    'works was the only source of pollution. Its operations director, Fiona Gellard, said an alarm '
    'had alerted staff at 11.40pm and the pump was repaired by 6am the following morning. "We are '
    'deeply sorry for the impact on the river, and we will cooperate fully with the investigation," '
    'she said. The company has offered to pay for restocking the river with 10,000 young trout.\n\n'
    'Anglers were the first to raise the alarm. Mark Dunleavy, secretary of the Holtby Angling Club, '
    "which has 240 members, said he found dead fish on the club's stretch on Sunday morning and "
    'called the agency\'s hotline at 7.15am. "In forty years of fishing here I have never seen '
    'anything like it," he said. The club has suspended fishing until further notice.\n\n'
    'Campaign group Clear Annick said the works had discharged sewage into the river on 63 occasions '
    "last year, according to the company's own monitoring data. Its founder, Dr Ruth Abernethy, "
    'called for the site to be upgraded. Thornmere said £4.5 million of improvements at the works '
    'were already planned for 2026.\n\n'
    'The agency said it was investigating and that the company could face prosecution. People and '
    'dogs have been advised to stay out of the river between Holtby Cross and the Wendle weir until '
    'tests show the water is safe.'
)

BATCHES_89: dict[str, list[tuple[str, str, bool]]] = {
    'regional airport passenger figures and new route': [(B89_AIRPORT, c, True) for c in (
        ('Harwick Vale Airport carried 1.42 million passengers in 2023, an 18 per cent rise on 2022, '
         'though still fewer than in 2019.'),
        ('Moira Stenhouse, chief executive of Pellmont Aviation Holdings, said summer holiday flights '
         "were the main driver of Harwick Vale Airport's recovery."),
        ("Brisa Air's new Harwick Vale to Valtremo service will fly on Thursdays and Sundays from 28 "
         'March, with one-way fares starting at £39.'),
        ('Tomas Ilvane of Brisa Air said a third weekly flight to Valtremo could be added in the summer '
         'if demand proves as strong as expected.'),
        'Once the Valtremo route starts, Harwick Vale Airport will serve 23 destinations.',
        ('Quieter Skies Harwick has gathered 1,200 signatures on a petition seeking a ban on flights at '
         'Harwick Vale Airport between 11pm and 6am.'),
        ('Pellmont plans to spend £12 million on a new security hall at Harwick Vale Airport, due to open '
         'in spring 2025.'),
    )] + [(B89_AIRPORT, c, False) for c in (
        'Night-time flight movements at Harwick Vale Airport rose by a third last year.',
        ('Council leader Anita Brewster said business travel at Harwick Vale Airport was recovering more '
         'slowly than holiday traffic.'),
        ('Harwick Vale Airport had its busiest August ever in 2023, with about 40,000 passengers passing '
         'through the terminal.'),
        ("Harwick Vale Airport's passenger numbers in 2023 surpassed the level it recorded in 2019, "
         'before the pandemic.'),
        ('Corrow Express withdrew from the Harwick Vale to Dunsford route in September, citing weak '
         'passenger demand.'),
        'Pellmont said its new £12 million security hall at Harwick Vale Airport would create 150 jobs.',
        ('Brisa Air will launch a twice-weekly service from Harwick Vale Airport to Dunsford from 28 '
         'March.'),
    )],
    'bakery finance director fraud sentencing': [(B89_FRAUD, c, True) for c in (
        ("Dennis Harrowgate, formerly finance director of Fenwood's Bakeries, was jailed for six years "
         'and eight months at Castlebrook Crown Court over a £2.3 million fraud.'),
        ('Harrowgate raised invoices from a fictitious flour supplier, Greyland Mills, and paid the money '
         'into an account under his control.'),
        ("Harrowgate's fraud was uncovered by a newly hired accounts assistant who spotted that Greyland "
         'Mills had no delivery records.'),
        ('Harrowgate pleaded guilty to fraud by abuse of position and false accounting at a hearing in '
         'January 2024.'),
        ('According to his defence lawyer, Harrowgate developed a gambling addiction after his wife died '
         'in 2014.'),
        ("Colin Fenwood said the losses caused by Harrowgate forced Fenwood's Bakeries to close four "
         'shops and delay staff pay rises.'),
        ("Without the one-third reduction for his early guilty plea, Harrowgate's sentence would have "
         'been ten years.'),
    )] + [(B89_FRAUD, c, False) for c in (
        ('Police have confirmed that further money will be recovered from Harrowgate under the Proceeds '
         'of Crime Act.'),
        ('Prosecutor Helen Achebe told the court that Harrowgate had betrayed a family that treated him '
         'as one of their own.'),
        "Harrowgate had worked at Fenwood's Bakeries for seven years before he was dismissed in May 2022.",
        ("Detective Sergeant Laura Quent uncovered the Fenwood's Bakeries fraud after noticing that "
         'Greyland Mills had no delivery records.'),
        "Fenwood's Bakeries dismissed Harrowgate after he admitted the fraud at a hearing in January.",
        ('A jury at Castlebrook Crown Court found Harrowgate guilty of fraud by abuse of position and '
         'false accounting.'),
        'Judge Martin Oduya also banned Harrowgate from acting as a company director for ten years.',
    )],
    'university study on sleep and exam results': [(B89_SLEEP, c, True) for c in (
        ('A University of Averholt study of 612 first-year students found that those averaging seven or '
         'more hours of sleep scored an average of 64 per cent in exams, against 58 per cent for those getting under '
         'six hours.'),
        ('Dr Nadia Kessel cautioned that the Averholt study could not show that sleep causes better '
         'grades, as struggling students may sleep badly because of anxiety.'),
        ('In the Averholt sleep study, the gap in marks was smallest in history, where it was not '
         'statistically significant.'),
        ('Students in the Averholt study wore wrist activity monitors for two weeks during the January '
         '2023 exam period.'),
        ('Fewer than a quarter of the students in the Averholt study averaged at least seven hours of '
         'sleep a night.'),
        ('Professor Ewan Marsh argued that 8.30am exams test many students at a time when their bodies '
         'would naturally still be asleep.'),
        ("The University of Averholt said it would look carefully at the sleep study's findings but had "
         'no plans to change its exam timetable.'),
    )] + [(B89_SLEEP, c, False) for c in (
        ('The Averholt study showed that getting more sleep before exams causes students to achieve '
         'higher marks.'),
        ('The Averholt sleep study found that two in three students felt exam timetables harmed their '
         'sleep.'),
        'Dr Nadia Kessel said universities should think twice about scheduling exams at 8.30am.',
        ('Some 41 per cent of the students in the Averholt study averaged at least seven hours of sleep a '
         'night.'),
        'Men in the Averholt sleep study slept on average 25 minutes longer than women.',
        ('Following the study, the University of Averholt agreed to move its early-morning exams to later '
         'in the day.'),
        ('The planned follow-up to the Averholt sleep study will track more than 2,000 students across '
         'four universities.'),
    )],
    'theatre reopening after fire': [(B89_THEATRE, c, True) for c in (
        ('The Calderbank Lyceum in Wrexholme will reopen on 14 September, almost three years after a fire '
         'destroyed its roof and much of its auditorium.'),
        ('Nobody was hurt in the October 2021 fire at the Calderbank Lyceum, which broke out in the early '
         'hours after the final performance of a touring comedy.'),
        ("About £1.3 million of the Calderbank Lyceum's £8.6 million restoration came from a public "
         'appeal backed by more than 4,000 donors.'),
        ('The rebuilt Calderbank Lyceum will have 130 fewer seats than before the fire because wider '
         'seats and aisles were installed to meet access standards.'),
        ('The Calderbank Lyceum will reopen with The Lantern Keeper, a new musical by local writer Samir '
         'Haddow, running until 12 October.'),
        ("Craftsmen recreated the Calderbank Lyceum's 1904 plasterwork ceiling using photographs and "
         'fragments recovered from the debris.'),
        ('Trust chairman Kenneth Obi said the Calderbank Lyceum kept 18 of its 26 staff on throughout its '
         'closure.'),
    )] + [(B89_THEATRE, c, False) for c in (
        ("The Calderbank Lyceum's insurers have accepted that the fire began in a faulty lighting cabinet "
         'above the stage.'),
        ("The public appeal for the Calderbank Lyceum's restoration raised £2.2 million from more than "
         '4,000 donors.'),
        ('Conservation architect Imogen Farrier said wheelchair users would no longer be stuck at the '
         'back of the Calderbank Lyceum.'),
        ("All of the original decorative mouldings on the Calderbank Lyceum's ceiling were saved and put "
         'back in place.'),
        ('Two restaurants on Market Street closed because the fire at the Calderbank Lyceum cut off their '
         'trade.'),
        'Tickets for The Lantern Keeper at the Calderbank Lyceum sold out within a week of going on sale.',
        "Samir Haddow wrote The Lantern Keeper specifically to mark the Calderbank Lyceum's reopening.",
    )],
    'house-price report by two estate agents': [(B89_HOUSING, c, True) for c in (
        ('Halloway & Finch put the average price of a home in Dunmarrow at £286,400, up 3.2 per cent on a '
         'year earlier.'),
        ('Brightmoor Homes, whose figures are based on agreed sales rather than asking prices, found '
         'Dunmarrow prices up only 0.9 per cent over the year to June.'),
        ('Shona Reddick of Brightmoor Homes said homes in Dunmarrow now take 58 days on average to sell, '
         'up from 41 days.'),
        ('Halloway & Finch and Brightmoor Homes both found more homes for sale in Dunmarrow than a year '
         'earlier, though they differed on the size of the rise.'),
        ('According to Halloway & Finch, detached houses in Dunmarrow rose 5.1 per cent in value while '
         'flats fell 1.8 per cent.'),
        ("Dominic Ferrars attributed Ashby Green's 7.4 per cent price growth to a new railway station "
         'that opened in the suburb in March.'),
        ('Councillor Peter Malvo said Eastmere council might bring forward plans for 600 homes on the '
         'former Tanfield dairy site, but no decision had been taken.'),
    )] + [(B89_HOUSING, c, False) for c in (
        ("Shona Reddick said steadier interest rates had brought confidence back to Dunmarrow's housing "
         'market.'),
        'Eastmere council has approved plans for 600 homes on the former Tanfield dairy site.',
        'Halloway & Finch found that the number of homes for sale in Dunmarrow had risen by 22 per cent.',
        ('According to Halloway & Finch, a typical first-time buyer in Dunmarrow needs a deposit of '
         '£28,200.'),
        'City-centre house prices in Dunmarrow rose 2.3 per cent, helped by a large number of new flats.',
        ('Both Halloway & Finch and Brightmoor Homes found that Dunmarrow house prices had risen by more '
         'than 3 per cent over the year.'),
        ('Brightmoor Homes said Dunmarrow homes were taking longer to sell because of rising interest '
         'rates.'),
    )],
    'river pollution incident and water company response': [(B89_RIVER, c, True) for c in (
        ('About 3,000 dead fish, including brown trout, grayling and bullhead, were found along four '
         'miles of the River Annick below Holtby Cross.'),
        ('Thornmere Water confirmed that a pump failed at its Holtby Cross works but said it was too '
         'early to say whether the works was the only source of the pollution.'),
        ('Fiona Gellard said an alarm alerted Thornmere Water staff at 11.40pm and the failed pump was '
         'repaired by 6am the next morning.'),
        ('Thornmere Water apologised for the River Annick pollution and offered to pay for restocking the '
         'river with 10,000 young trout.'),
        ('Mark Dunleavy of the Holtby Angling Club raised the alarm by calling the River Protection '
         "Agency's hotline at 7.15am on the Sunday."),
        ('The failed pump at the Holtby Cross works had already been repaired by the time Mark Dunleavy '
         'reported the dead fish.'),
        ("Citing Thornmere Water's own monitoring data, Clear Annick said the Holtby Cross works "
         'discharged sewage into the river 63 times last year.'),
    )] + [(B89_RIVER, c, False) for c in (
        'It will take two years for fish stocks in the River Annick to recover fully.',
        "Mark Dunleavy called for Thornmere Water's Holtby Cross treatment works to be upgraded.",
        ('Thornmere Water admitted that its Holtby Cross works was the sole source of the River Annick '
         'pollution.'),
        ('Thornmere Water brought forward £4.5 million of improvements at its Holtby Cross works in '
         'response to the fish deaths.'),
        ('The pump at the Holtby Cross works failed on the Sunday morning, shortly before anglers found '
         'the dead fish.'),
        'People and dogs have been told to stay out of the River Annick for the rest of the summer.',
        ('Clear Annick founder Dr Ruth Abernethy found the dead fish on the Sunday morning and called the '
         "agency's hotline."),
    )],
}
