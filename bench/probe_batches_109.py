"""Probe batch 109, written by a helper agent that saw neither the code nor an earlier probe (session 57), \
on six made-up news articles and the sentences of the summaries language models write of them."""
from __future__ import annotations

B109_BUS = (
    "Harlowmere Coaches, the main bus operator in the Tressington area, will raise its single adult fare from "
    "\u00a32.40 to \u00a32.90 from 3 March, the company announced on Tuesday. The firm will also withdraw three "
    "routes \u2014 the 14, the 22A and the evening-only 31 \u2014 and reduce the 7 from every 20 minutes to "
    "every half hour.\n\n"
    "Managing director Colette Brannagh said rising fuel and wage costs had left the company with \"no realistic "
    "alternative\". \"We carried 4.1 million passengers last year, but that is still about 15 per cent below where "
    "we were before the pandemic, and the gap has to be closed somewhere,\" she said.\n\n"
    "Weekly tickets will rise from \u00a314 to \u00a316.50, while the concessionary fare for under-19s will stay "
    "frozen at \u00a31.20 until at least the end of the year.\n\n"
    "Route 14 connects the villages of Oakhurst Lea and Pindle with Tressington bus station, and residents fear "
    "its loss will leave them without any public transport. Parish councillor Desmond Ayrefield said around 60 "
    "people used the route each weekday, many of them pensioners travelling to the Marlow Road health centre. "
    "\"For some of them this bus is the only way to get to a doctor,\" he said.\n\n"
    "According to the Transport Workers' Alliance, up to 25 driver jobs could go as a result of the cuts, "
    "although Harlowmere said it expected most reductions to come through retirements and through not replacing "
    "drivers who leave.\n\n"
    "Tressington County Council, which subsidises two of the company's rural services, said it was "
    "\"disappointed\" not to have been consulted earlier. Cabinet member for transport Rhiannon Selcombe said the "
    "council would look at whether a community minibus could take over part of the 14's route, but warned that "
    "no money had been set aside for it.\n\n"
    "The changes come a year after Harlowmere cut Sunday services on four routes. The company said the 22A would "
    "be partly covered by an extended route 9, which will make an extra stop at Greyfield Park."
)

B109_SCHOOL = (
    "St Aldwyn's Primary School in Kettleby has been rated \"good\" by education inspectors, two years after it "
    "was placed in special measures, in a report published on Thursday.\n\n"
    "Inspectors from the Schools Standards Office visited the 310-pupil school on 14 and 15 May. They found that "
    "teaching in reading and mathematics had \"improved considerably\" and that pupils behaved well in lessons "
    "and at break times. Leadership and management were judged \"outstanding\", while the quality of education, "
    "behaviour and early years provision were each rated \"good\".\n\n"
    "However, the report said that writing remained weaker than other subjects, particularly among boys in Years "
    "5 and 6, and that the curriculum in history and geography was \"not yet planned in enough detail\".\n\n"
    "Headteacher Marisol Trevanion, who joined the school in September 2022, said staff and pupils were "
    "\"thrilled\". \"When I arrived, morale was low and a third of our classes were being taught by supply staff. "
    "Today every class has a permanent teacher,\" she said. She added that the school would now focus on "
    "writing, with a new programme due to start in the autumn term.\n\n"
    "Attendance has risen from 89.6 per cent to 95.1 per cent over the same period, according to figures "
    "supplied by the school, although inspectors noted that a small group of pupils were still persistently "
    "absent.\n\n"
    "Chair of governors Ifan Prothero credited the support of the Cardew Valley Learning Trust, which the school "
    "joined in 2023. \"We could not have done this alone,\" he said.\n\n"
    "The report also praised the school's breakfast club, which inspectors said was used by about 70 pupils a "
    "day.\n\n"
    "Parents at the school gate were largely positive. Keeley Ansbro, whose two daughters attend St Aldwyn's, "
    "said the change had been \"like night and day\". Another parent, who asked not to be named, said she was "
    "still concerned about class sizes in Year 3, which she said had reached 33.\n\n"
    "The school will next be inspected within four years, the Schools Standards Office said."
)

B109_FLOOD = (
    "The cost of the Wendlebury flood defence scheme has risen to \u00a348 million, almost double the \u00a325 "
    "million estimate approved in 2019, and the work will not be finished until spring 2027, two years later "
    "than planned, the Riverlands Water Authority has confirmed.\n\n"
    "The scheme, which includes 3.2 kilometres of new embankments along the River Osk and a pumping station at "
    "Fallowmead, was designed to protect around 1,900 homes and 140 businesses in the town. It was drawn up "
    "after the floods of January 2016, when more than 600 properties were inundated.\n\n"
    "In a report to the authority's board on Monday, project director Gideon Halloway said the increase was "
    "mainly due to higher prices for steel and concrete, and to the discovery of contaminated soil beneath the "
    "old Wendlebury gasworks site, which had to be removed before building could start. \"Nobody foresaw the "
    "scale of the contamination,\" he said.\n\n"
    "The main contractor, Brantock Civil Engineering, has also blamed three winters of unusually high river "
    "levels, which it said stopped work on the embankments for a total of 22 weeks.\n\n"
    "The authority will cover \u00a315 million of the extra cost from its own capital reserves. It is seeking "
    "the remaining \u00a38 million from central government, but no decision has been made.\n\n"
    "Local MP Sabine Orchardson called the delays \"deeply frustrating\" for residents who have been unable to "
    "get affordable home insurance. \"People have been living with the threat of flooding for eight years. They "
    "deserve a date they can rely on,\" she said.\n\n"
    "The Wendlebury Flood Action Group said some homeowners had seen insurance premiums rise by as much as "
    "\u00a31,200 a year. Its chair, Tobias Kerrigan, said the group would be asking the authority for monthly "
    "progress updates.\n\n"
    "Mr Halloway said the first section of embankment, between Mill Bridge and Cotter's Lane, would be completed "
    "this summer and would offer some protection to about 400 homes. The pumping station is now expected to be "
    "switched on in late 2026."
)

B109_BREWERY = (
    "Pellingham's Brewery, which has been run by the same family in the market town of Marrowby since 1871, has "
    "agreed to be bought by the Tarrant Vale Drinks Group in a deal worth \u00a331 million.\n\n"
    "The sale, announced on Wednesday, includes the brewery's site on Quarry Street and its estate of 46 pubs "
    "across the county. Tarrant Vale, which already owns two other regional brewers and around 300 pubs, said it "
    "would keep brewing at Quarry Street \"for the foreseeable future\" and would retain the Pellingham's name "
    "and its best-known beer, Copper Lantern bitter.\n\n"
    "Chairman Rupert Pellingham, the fifth generation of the family to run the business, said the decision had "
    "been \"the hardest of my life\". \"None of the next generation wants to take on the brewery, and we felt it "
    "was better to choose a buyer now than to be forced into a sale later,\" he said.\n\n"
    "Pellingham's employs 180 people, of whom 65 work at the brewery itself. Tarrant Vale chief executive Nadia "
    "Kovalenko said there were \"no plans\" for compulsory redundancies, but the Brewery and Allied Trades Union "
    "said members were worried that the bottling line, which employs 18 people, could be moved to Tarrant "
    "Vale's larger plant at Hexley Cross.\n\n"
    "Last year Pellingham's reported a pre-tax profit of \u00a31.4 million on sales of \u00a322 million, down "
    "from a profit of \u00a32.1 million the year before. Mr Pellingham said higher energy and barley prices had "
    "squeezed margins.\n\n"
    "Local historian Agnes Whitlow said the brewery was \"part of the fabric of the town\", noting that its "
    "chimney had been a listed structure since 1988.\n\n"
    "Some drinkers reacted with dismay. Martin Fairhurst, who runs the Marrowby branch of a real ale society, "
    "said similar takeovers elsewhere had led to beers being changed within a couple of years. \"We've heard "
    "promises like this before,\" he said.\n\n"
    "The deal is expected to be completed in June, subject to approval by competition regulators."
)

B109_MARATHON = (
    "Ruth Okonjo-Barrow won the women's race at the Lowenbridge Marathon on Sunday in 2 hours 31 minutes 12 "
    "seconds, breaking the course record by 47 seconds, while defending champion Callum Ferrier retained the "
    "men's title.\n\n"
    "Ferrier, 29, who trains with the Harthill Harriers, crossed the line in 2:14:55, eleven seconds ahead of "
    "Dev Ramasinghe, who had led until the final two kilometres. Ferrier's winning time was almost a minute "
    "slower than last year, which he put down to a strong headwind along the riverside section. \"Dev made me "
    "work for every metre. I honestly thought he had me at 35 kilometres,\" he said.\n\n"
    "Okonjo-Barrow, running only her second marathon, pulled clear of the women's field at halfway. Last year's "
    "winner, Greta Lindqvist-Hale, finished third in 2:36:40 after stopping briefly with cramp at around 30 "
    "kilometres. Sian Bracegirdle was second in 2:34:05.\n\n"
    "Organisers said a record 14,300 runners started the race, of whom 13,980 finished. The wheelchair race was "
    "won by Aurelio Banfi in 1:38:20.\n\n"
    "One runner was taken to Lowenbridge General Hospital after collapsing near the finish. Race director Helen "
    "Stroud said he was conscious and talking when he was taken away and was understood to be in a stable "
    "condition.\n\n"
    "Temperatures reached 19C by midday, and organisers added two extra water stations after complaints last "
    "year that some had run out of cups. Stroud said the event had raised an estimated \u00a32.6 million for "
    "charity, although the final figure will not be known for several weeks.\n\n"
    "Residents of the Canal Quarter, where the route passes twice, had complained in advance about road closures "
    "lasting up to seven hours. City councillor Bernard Ockley said the council would review the closure times "
    "before next year's race."
)

B109_ZOO = (
    "Brackenhurst Zoo's new elephant house, the Tamarind Lodge, was opened on Saturday by the zoo's "
    "longest-serving keeper, Winifred Oduya, who has worked with the animals for 34 years.\n\n"
    "The \u00a39.5 million building, which took 26 months to build, includes a heated indoor sand yard of 2,400 "
    "square metres, a deep bathing pool and viewing windows on two levels. It replaces the zoo's 1960s elephant "
    "house, which campaigners had long criticised as too small.\n\n"
    "The zoo's herd of four Asian elephants \u2014 the matriarch Kalinda, her daughters Suri and Pemba, and "
    "Pemba's two-year-old calf Jaya \u2014 moved into the building in March, and the zoo said they had settled "
    "\"remarkably quickly\".\n\n"
    "Zoo director Fergus Ambrey said the project had been funded largely by a legacy of \u00a36 million from a "
    "former member, with the rest coming from public donations and the zoo's own reserves. \"This gives the herd "
    "space to behave like a family, and in time we hope to welcome a breeding bull,\" he said.\n\n"
    "The animal welfare group Open Enclosures welcomed the improvement but said the zoo should still consider "
    "moving the elephants to a larger sanctuary. Its spokesperson, Priya Castellane, said elephants in the wild "
    "could walk more than 10 kilometres a day. \"A bigger shed is still a shed,\" she said.\n\n"
    "Mr Ambrey rejected the criticism, saying the outdoor paddock had also been enlarged to four hectares, three "
    "times its previous size.\n\n"
    "Veterinary surgeon Dr Lucas Fenwright said Kalinda, who is 41, had arthritis in her front legs, and that the "
    "soft sand floor was expected to ease her condition.\n\n"
    "The zoo expects visitor numbers to rise by about 15 per cent this year, to around 520,000. Tickets for "
    "adults will remain at \u00a324.\n\n"
    "The opening ceremony was attended by around 300 members and supporters. Ms Oduya, who is due to retire in "
    "the autumn, said it was \"the proudest day of my working life\"."
)

BATCHES_109: dict[str, list[tuple[str, str, bool]]] = {
    'bus fare rise and route cuts, batch 109': [(B109_BUS, c, True) for c in (
        'Harlowmere Coaches is putting its adult single fare up by 50p, to \u00a32.90, from 3 March.',
        'Harlowmere is withdrawing three routes, among them the evening-only 31, and the 7 will run every half '
        'hour rather than every 20 minutes.',
        'Harlowmere managing director Colette Brannagh blamed rising fuel and wage costs for the changes.',
        'Harlowmere carried 4.1 million passengers last year, which Brannagh said was still roughly 15 per cent '
        'below pre-pandemic levels.',
        'The \u00a31.20 concessionary fare for under-19s on Harlowmere buses will stay frozen until at least the '
        'end of the year.',
        'Parish councillor Desmond Ayrefield said about 60 people ride route 14 each weekday, many of them '
        'pensioners going to the Marlow Road health centre.',
        'The Transport Workers\' Alliance says up to 25 driver jobs could be lost, while Harlowmere expects most '
        'cuts to come through retirements and not replacing drivers who leave.',
    )] + [(B109_BUS, c, False) for c in (
        'Harlowmere\'s adult single fare will rise to \u00a32.90, while weekly tickets will stay frozen at '
        '\u00a314.',
        'Harlowmere Coaches will cut 25 driver jobs as a result of the route withdrawals.',
        'Councillor Rhiannon Selcombe said that for some pensioners the route 14 bus is the only way to get to a '
        'doctor.',
        'Tressington County Council has agreed to fund a community minibus to take over part of route 14.',
        'Harlowmere cut Sunday services on four routes last year because of rising fuel costs.',
        'Harlowmere Coaches subsidises two of Tressington County Council\'s rural bus services.',
        'Harlowmere said the withdrawn 22A will be fully replaced by an extended route 9.',
    )],
    'primary school inspection report, batch 109': [(B109_SCHOOL, c, True) for c in (
        'St Aldwyn\'s Primary School in Kettleby, which was put in special measures two years ago, has now been '
        'rated good by inspectors.',
        'Inspectors judged leadership and management at St Aldwyn\'s outstanding, and rated its quality of '
        'education, behaviour and early years provision good.',
        'The inspection report found that writing at St Aldwyn\'s still lags behind other subjects, especially '
        'among boys in Years 5 and 6.',
        'Headteacher Marisol Trevanion said a third of classes were taught by supply staff when she arrived, but '
        'every class now has a permanent teacher.',
        'According to the school\'s own figures, attendance at St Aldwyn\'s has risen by 5.5 percentage points, to '
        '95.1 per cent.',
        'Chair of governors Ifan Prothero credited the Cardew Valley Learning Trust, which St Aldwyn\'s joined in '
        '2023, with helping the school improve.',
        'Inspectors spent two days in May at St Aldwyn\'s, which has 310 pupils.',
    )] + [(B109_SCHOOL, c, False) for c in (
        'Chair of governors Ifan Prothero said the change at St Aldwyn\'s had been like night and day.',
        'Inspectors found that Year 3 classes at St Aldwyn\'s had reached 33 pupils.',
        'Inspectors rated St Aldwyn\'s outstanding in every category.',
        'Trevanion said the school\'s new writing programme had driven the improvement in reading and mathematics.',
        'About 310 pupils a day use the breakfast club at St Aldwyn\'s, the inspectors said.',
        'Marisol Trevanion became headteacher of St Aldwyn\'s in September 2023, the same year the school joined '
        'the Cardew Valley Learning Trust.',
        'Inspectors singled out the history and geography curriculum at St Aldwyn\'s as a particular strength.',
    )],
    'flood defence scheme overrun': [(B109_FLOOD, c, True) for c in (
        'The Wendlebury flood defence scheme is now expected to cost \u00a348 million, \u00a323 million more than '
        'the estimate approved in 2019.',
        'Work on the Wendlebury flood defences will finish two years late, in spring 2027.',
        'Project director Gideon Halloway put most of the cost rise down to dearer steel and concrete and to '
        'contaminated soil at the old gasworks site.',
        'The Riverlands Water Authority will pay \u00a315 million of the overrun from its reserves and is seeking '
        'the other \u00a38 million from central government.',
        'Contractor Brantock Civil Engineering says high river levels over three winters halted embankment work '
        'for 22 weeks in all.',
        'Drawn up after the January 2016 floods hit more than 600 properties, the Wendlebury scheme is meant to '
        'protect about 1,900 homes and 140 businesses.',
        'Halloway said the first stretch of embankment, to be finished this summer, would give some protection to '
        'around 400 homes.',
    )] + [(B109_FLOOD, c, False) for c in (
        'Central government has agreed to provide \u00a38 million towards the extra cost of the Wendlebury scheme.',
        'Gideon Halloway said Wendlebury residents deserve a completion date they can rely on.',
        'Brantock Civil Engineering said the contaminated soil at the old gasworks stopped embankment work for 22 '
        'weeks.',
        'Home insurance premiums in Wendlebury have risen by an average of \u00a31,200 a year, the action group '
        'said.',
        'The first section of embankment, due this summer, will protect all 1,900 homes covered by the scheme.',
        'Local MP Sabine Orchardson, who chairs the Wendlebury Flood Action Group, will ask the authority for '
        'monthly progress updates.',
        'The Fallowmead pumping station will not be switched on until after the rest of the scheme is completed in '
        'spring 2027.',
    )],
    'family brewery takeover': [(B109_BREWERY, c, True) for c in (
        'Tarrant Vale Drinks Group has agreed a \u00a331 million deal to buy Pellingham\'s Brewery, run by the '
        'same family in Marrowby since 1871.',
        'The Pellingham\'s sale includes the Quarry Street brewery and 46 pubs, and Tarrant Vale says it will keep '
        'the Pellingham\'s name and Copper Lantern bitter.',
        'Chairman Rupert Pellingham said nobody in the family\'s next generation wanted to take on the brewery.',
        'Of Pellingham\'s 180 employees, 115 work somewhere other than the brewery itself.',
        'Pellingham\'s pre-tax profit fell from \u00a32.1 million to \u00a31.4 million, which Rupert Pellingham '
        'blamed on higher energy and barley prices.',
        'The Brewery and Allied Trades Union says members fear the 18-strong bottling line could move to Tarrant '
        'Vale\'s Hexley Cross plant.',
        'The Pellingham\'s takeover, which needs approval from competition regulators, is expected to be completed '
        'in June.',
    )] + [(B109_BREWERY, c, False) for c in (
        'Tarrant Vale plans to move Pellingham\'s bottling line to its larger plant at Hexley Cross.',
        'Tarrant Vale chief executive Nadia Kovalenko called the deal the hardest decision of her life.',
        'Pellingham\'s Brewery, which already owns two other regional brewers, is being sold to Tarrant Vale for '
        '\u00a331 million.',
        'Pellingham\'s reported sales of \u00a331 million last year.',
        'Tarrant Vale has promised that the recipe of Copper Lantern bitter will never be changed.',
        'Tarrant Vale chief executive Nadia Kovalenko ruled out any job losses at Pellingham\'s.',
        'The Pellingham\'s brewery chimney was listed in 1871, the year the family began running the brewery.',
    )],
    'city marathon race report, batch 109': [(B109_MARATHON, c, True) for c in (
        'Ruth Okonjo-Barrow won the women\'s Lowenbridge Marathon in a course record of 2:31:12, in only her '
        'second marathon.',
        'Callum Ferrier retained his Lowenbridge Marathon title, finishing eleven seconds ahead of Dev Ramasinghe.',
        'Callum Ferrier said he had feared at 35 kilometres that Dev Ramasinghe had him beaten.',
        'Ferrier blamed a strong headwind on the riverside section for a winning time almost a minute slower than '
        'last year\'s.',
        'Of the record 14,300 runners who started the Lowenbridge Marathon, 320 did not finish.',
        'Greta Lindqvist-Hale, the defending women\'s champion, came third after stopping briefly with cramp.',
        'Lowenbridge Marathon organisers added two water stations after complaints that some ran out of cups last '
        'year.',
    )] + [(B109_MARATHON, c, False) for c in (
        'Race director Helen Stroud confirmed the Lowenbridge Marathon had raised \u00a32.6 million for charity.',
        'Sian Bracegirdle finished third in the women\'s race after stopping with cramp at around 30 kilometres.',
        'Dev Ramasinghe overtook Callum Ferrier in the final two kilometres to win by eleven seconds.',
        'Aurelio Banfi set a course record to win the Lowenbridge wheelchair race in 1:38:20.',
        'The runner who collapsed near the Lowenbridge finish was taken to hospital with heat exhaustion as '
        'temperatures reached 19C.',
        'Callum Ferrier\'s winning time of 2:14:55 set a new men\'s course record at Lowenbridge.',
        'Councillor Bernard Ockley said road closures in the Canal Quarter would be shortened for next year\'s '
        'race.',
    )],
    'zoo elephant house opening': [(B109_ZOO, c, True) for c in (
        'Brackenhurst Zoo\'s \u00a39.5 million Tamarind Lodge elephant house took just over two years to build.',
        'The Tamarind Lodge replaces Brackenhurst Zoo\'s 1960s elephant house, which campaigners had long said was '
        'too small.',
        'All four of Brackenhurst Zoo\'s Asian elephants, including two-year-old calf Jaya, moved into the new '
        'house in March.',
        'A \u00a36 million legacy from a former member paid for most of the elephant house, with the remaining '
        '\u00a33.5 million coming from donations and zoo reserves.',
        'Animal welfare group Open Enclosures welcomed the new elephant house but urged Brackenhurst Zoo to '
        'consider moving the herd to a bigger sanctuary.',
        'Zoo director Fergus Ambrey said the elephants\' outdoor paddock had tripled in size, to four hectares.',
        'Keeper Winifred Oduya, who opened the elephant house and is due to retire in the autumn, called it the '
        'proudest day of her working life.',
    )] + [(B109_ZOO, c, False) for c in (
        'Keeper Winifred Oduya said the new house gives the herd space to behave like a family.',
        'Pemba, the herd\'s 41-year-old matriarch, has arthritis in her front legs.',
        'Vet Lucas Fenwright said the soft sand floor had already eased Kalinda\'s arthritis.',
        'Brackenhurst Zoo is raising adult tickets to \u00a324 to help pay for the new elephant house.',
        'Visitor numbers at Brackenhurst Zoo rose by about 15 per cent last year, to around 520,000.',
        'Winifred Oduya, who opened the Tamarind Lodge, has worked with the zoo\'s elephants for 41 years.',
        'Open Enclosures said the zoo\'s elephants can walk more than 10 kilometres a day in their new enclosure.',
    )],
}
