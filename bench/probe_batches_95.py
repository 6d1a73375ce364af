("""Probe batch 95, written by a helper agent that saw neither the code nor an earlier probe (session 55), on six """
 """made-up news articles and the sentences of the summaries language models write of them.""")

from __future__ import annotations

B95_COUNCIL = (
    'Marrowvale County Council voted on Tuesday 11 March to close two of its branch libraries, at Ellerby '
    'and Stonecross, after a twelve-week public consultation that drew 2,340 responses.\n\n'
    'The cabinet approved the plan by six votes to three. Councillor Hester Quarrie, the cabinet member '
    'for communities, said the decision had been "painful but unavoidable" given a £4.1 million gap in '
    "next year's budget. She said the closures would save about £310,000 a year.\n\n"
    "According to the council's own summary, 71 per cent of consultation respondents opposed closing the "
    'Ellerby branch, and 64 per cent opposed closing Stonecross. A petition organised by the Friends of '
    'Ellerby Library gathered 5,800 signatures.\n\n'
    'Both libraries will shut on 30 June. The council said a mobile library van would visit each village '
    'once a fortnight, and that it may also install book-return points in the two village halls, although '
    'no funding for these has yet been agreed.\n\n'
    'The opposition leader, Councillor Desmond Attley, who voted against the plan, called the '
    'consultation "a box-ticking exercise" and said the outcome had been decided before a single response '
    'was read. "People told the council loud and clear what they wanted, and the cabinet ignored them," '
    'he said.\n\n'
    'Ellerby library, which opened in 1962, is used by around 400 people a week, according to the Friends '
    'group; the council puts the figure at 260. Stonecross library shares a building with the village '
    'post office, which will remain open.\n\n'
    'Maud Fennick, who chairs the Friends of Ellerby Library, said the group was taking legal advice and '
    'could seek a judicial review. "We are not giving up," she said.\n\n'
    'Five staff work across the two branches. The council said three would be offered posts at the '
    'central library in Brindle Cross and that the other two had accepted voluntary redundancy.\n\n'
    'The remaining eleven libraries in the county are unaffected, Councillor Quarrie said, and there are '
    '"no plans" for further closures this year.'
)

B95_TAKEOVER = (
    'Kestrelford Engineering, the Drayholt-based maker of industrial pumps and valves, has rejected a '
    'takeover approach from its larger rival Ostwin Holdings, saying the offer "significantly '
    'undervalues" the business.\n\n'
    'Ostwin, which makes hydraulic equipment, confirmed on Monday 3 February that it had offered 410p a '
    'share in cash, valuing Kestrelford at about £286 million. The offer represented a premium of 38 per '
    "cent to Kestrelford's closing share price of 297p on the previous Friday.\n\n"
    'In a statement, Kestrelford\'s chairman, Gerald Penhallow, said the board had "unanimously" rejected '
    'the proposal. "This approach is opportunistic and comes just as our investment in the new Brackwell '
    'plant is starting to pay off," he said. The company\'s chief executive, Anita Soravic, told analysts '
    'that orders in the last quarter were up 12 per cent on a year earlier.\n\n'
    'Ostwin\'s chief executive, Lionel Crabtree, said he was "disappointed" by the rejection but believed '
    'the combination made "compelling strategic sense". Under takeover rules, Ostwin has until 3 March '
    'either to make a firm offer or to walk away.\n\n'
    'Kestrelford shares jumped 31 per cent to 389p on Monday, below the offer price, suggesting that some '
    'investors doubt a deal will be completed.\n\n'
    'According to people familiar with the matter, Ostwin is considering raising its offer, possibly with '
    'a part-share element, although the company declined to comment. Analysts at the broker Haddon Rusk '
    'said a bid of at least 450p might be needed to win over shareholders.\n\n'
    'The GMK union, which represents about 900 of Kestrelford\'s 1,400 workers, said it was "deeply '
    'concerned" about the possibility of job losses if the two companies combined, since both operate '
    'factories in the Drayholt area. Ostwin said it had no plans to close sites.\n\n'
    "Kestrelford's largest shareholder, the fund manager Pellam Asset Management, which owns 14 per cent, "
    'has not said publicly how it views the offer.'
)

B95_INQUEST = (
    'An experienced climber who died after falling on Carnhallow Crag in the Drummond Fells last summer '
    'was killed when a piece of rock he was using as a handhold broke away, an inquest has heard.\n\n'
    'Owen Tressider, 47, a secondary school teacher from Lannock, fell about 25 metres while leading a '
    "route known as Raven's Chimney on 14 August. He was climbing with his friend Callum Riggs, 44, who "
    'was belaying him from the foot of the crag.\n\n'
    "Giving evidence at Westcombe Coroner's Court on Thursday, Mr Riggs said the pair had climbed "
    'together for more than 20 years and had completed the route "several times" before. "Owen was the '
    'most careful climber I knew," he said. "He tested every hold. There was nothing he could have done."\n\n'
    'Mr Riggs told the court that a spring-loaded protection device placed by Mr Tressider pulled out of '
    'a crack during the fall. He raised the alarm at 2.40pm, and members of the Drummond Fells Mountain '
    'Rescue Team reached the scene about 50 minutes later. Mr Tressider was pronounced dead at the scene.\n\n'
    'A post-mortem examination found he died from multiple injuries, including a severe head injury. The '
    'court heard he was wearing a helmet, which had split on impact.\n\n'
    'Sergeant Fiona Marsh of Westcombe Police said officers had found no evidence that any equipment had '
    'been faulty. She said heavy rain in the weeks before the accident may have loosened the rock, but '
    'added that this could not be confirmed.\n\n'
    'Jem Hollis, a mountain rescue team leader, told the inquest that rockfall on the crag had '
    '"noticeably increased" over the past three years, and that the team had attended four incidents '
    'there in the past year alone.\n\n'
    'Recording a conclusion of accidental death, the assistant coroner, Dr Priya Lambeth, said Mr '
    'Tressider had been "a highly competent climber who did everything right". She said she would write '
    'to the landowner, the Halstow Estate, to ask whether warning signs about loose rock should be put up '
    'at the foot of the crag.\n\n'
    'Mr Tressider leaves a wife, Caroline, and two daughters.'
)

B95_HOUSING = (
    'Students at the University of Averholme are spending an average of 68 per cent of their maintenance '
    'loans on rent, according to a report published by the university on Wednesday.\n\n'
    "The study, carried out by the university's Centre for Housing Research, surveyed 1,950 "
    'undergraduates between October and December last year. It found that the average weekly rent for a '
    'room in a privately let shared house in Averholme had risen to £162, up from £131 three years '
    'earlier.\n\n'
    'Rents in university-owned halls of residence rose more slowly, from £148 to £171 a week over the '
    'same period, though halls remain more expensive on average than private shared houses.\n\n'
    'One in five respondents said they had skipped meals to cover housing costs, and 9 per cent said they '
    'had considered leaving their course for financial reasons. Second-year students were the group most '
    'likely to report that they had taken on paid work of more than 15 hours a week.\n\n'
    'Professor Ruth Calloway, who led the research, said the figures were "a warning sign that the cost '
    'of a degree is increasingly being measured in rent". She said the university could not solve the '
    'problem alone and called on the city council to do more to regulate private landlords.\n\n'
    "The students' union president, Tobias Nkemelu, said the report confirmed what students had been "
    'saying for years. "We want the university to freeze hall rents for next year as a first step," he '
    'said.\n\n'
    'A university spokesperson said the institution would "consider the report\'s recommendations '
    'carefully" and pointed to its hardship fund, which paid out £1.2 million last year to about 1,100 '
    'students.\n\n'
    "The Averholme Landlords' Association said higher mortgage costs and new licensing fees had forced "
    'many of its members to raise rents, and warned that further regulation might push some landlords to '
    'leave the student market altogether.\n\n'
    'The report recommends building 800 additional bed spaces by 2030 and capping annual rises in hall '
    'rents at the rate of inflation.'
)

B95_ORCHESTRA = (
    "The Northmoor Sinfonia, the region's only full-time professional orchestra, is to lose a third of "
    'its public funding from April, the arts body Culture Northmoor announced on Friday.\n\n'
    "The orchestra's annual grant will fall from £1.8 million to £1.2 million. Culture Northmoor said the "
    'decision reflected "difficult choices" after its own budget from central government was reduced by '
    '11 per cent.\n\n'
    'The Sinfonia, founded in 1958 and based at the Quillon Hall in Garrowby, employs 52 players. Its '
    'managing director, Simone Achterberg, said the cut would leave "a hole we cannot fill from ticket '
    'sales alone", and that the orchestra would review its programme of school concerts, which reached '
    '14,000 children last year.\n\n'
    'The players responded with an open letter, signed by 49 of the 52 musicians, calling on Culture '
    'Northmoor to reverse the decision. "We have spent decades taking music into towns that no other '
    'orchestra visits," the letter said. "This cut puts all of that at risk."\n\n'
    'The principal cellist, Ivo Brennagh, who has played with the Sinfonia for 27 years, said morale '
    'among the players was "the lowest I have known". He said several younger colleagues were already '
    'looking for work abroad.\n\n'
    "According to the Musicians' Guild, which represents the players, the orchestra's management has "
    "warned that up to ten posts could be lost. The Sinfonia's management declined to confirm the figure, "
    'saying only that "all options are being examined".\n\n'
    'Culture Northmoor\'s chief executive, Martin Oyelaran, said the body remained "committed to '
    'orchestral music in the region" and that the Sinfonia could apply to a new touring fund, worth '
    '£400,000 in total, which opens in the autumn.\n\n'
    "The Sinfonia's season will go ahead as planned until the end of June, when a final concert conducted "
    'by its music director, Lena Varkoni, is scheduled to include a new work by the composer Tomas '
    'Hewell.'
)

B95_FERRY = (
    'Hundreds of passengers have had their journeys cancelled after a ferry operating between the '
    'mainland port of Scarrow and the island of Inchbeg broke down, leaving the route with a single '
    'vessel for at least two weeks.\n\n'
    'The MV Aldergrove, operated by Westerly Isles Ferries, suffered a gearbox failure on Saturday 7 June '
    'shortly after leaving Scarrow on the 9.15am sailing. It returned to port under its own power and its '
    '212 passengers were disembarked safely, the company said.\n\n'
    "The firm has cancelled all of the Aldergrove's sailings until at least 21 June while a replacement "
    'part is shipped from a supplier in Rotterdam. Its smaller sister vessel, the MV Kittiwake, which can '
    'carry 120 passengers and 18 cars, is running a reduced timetable of four return crossings a day, '
    'down from the seven that the two ships usually provide between them.\n\n'
    'Westerly Isles Ferries\' operations director, Hamish Tolland, apologised to customers. "We know how '
    'disruptive this is, particularly at the start of the summer season, and we are doing everything we '
    'can to get the Aldergrove back in service," he said. Passengers with bookings on cancelled sailings '
    'will be offered a full refund or a place on another crossing.\n\n'
    'On Inchbeg, where about 1,300 people live, businesses said the timing could not be worse. Morag '
    "Elphin, who runs the Harbour View guest house in the island's main village, Port Leary, said she had "
    'received eleven cancellations since Saturday. "People simply can\'t get here," she said.\n\n'
    'The Inchbeg Community Council said it had been told that priority would be given to freight carrying '
    'food and medical supplies, and that islanders with hospital appointments on the mainland would be '
    'guaranteed a place.\n\n'
    "The Aldergrove is 31 years old. According to the ferry workers' union, Marine Crews United, it has "
    "suffered three breakdowns in the past eighteen months, and the union said the company's failure to "
    'replace it was "putting an island\'s economy at risk". Westerly Isles Ferries said a new vessel had '
    'been ordered and was expected to enter service in 2027.'
)


BATCHES_95: dict[str, list[tuple[str, str, bool]]] = {
    'county council library closures': [(B95_COUNCIL, c, True) for c in (
        "Marrowvale County Council's cabinet voted six to three to close the Ellerby and Stonecross "
        'branch libraries following a twelve-week public consultation.',
        'Councillor Hester Quarrie, who called the decision painful but unavoidable, said closing the two '
        'libraries would save roughly £310,000 a year.',
        "According to Marrowvale council's own summary, a majority of consultation respondents opposed "
        'the closure of each of the two libraries.',
        'Opposition leader Desmond Attley, who voted against the Marrowvale library closures, described '
        'the consultation as a box-ticking exercise.',
        'The Friends of Ellerby Library put weekly use of the Ellerby branch at about 400 people, 140 '
        "more than the Marrowvale council's own figure.",
        'Of the five staff at the Ellerby and Stonecross libraries, three will be offered jobs at the '
        'central library in Brindle Cross and two have accepted voluntary redundancy.',
        'The post office that shares a building with Stonecross library will stay open after the library '
        'shuts on 30 June.',
    )] + [(B95_COUNCIL, c, False) for c in (
        'Marrowvale County Council has agreed to fund book-return points in the Ellerby and Stonecross '
        'village halls to replace the closed libraries.',
        'Councillor Hester Quarrie described the Marrowvale library consultation as a box-ticking '
        'exercise.',
        'Councillor Hester Quarrie said closing the Ellerby and Stonecross libraries would save about '
        '£4.1 million a year.',
        'Maud Fennick, who chairs the Friends of Ellerby Library, said a petition organised by her group '
        'had gathered 2,340 signatures.',
        'After the Ellerby and Stonecross libraries close, a mobile library van will visit each village '
        'once a week.',
        'All five staff at the Ellerby and Stonecross libraries will be offered posts at the central '
        'library in Brindle Cross.',
        'Councillor Hester Quarrie said the Marrowvale library closures had been made necessary by a cut '
        'in central government funding.',
    )],
    'engineering firm takeover bid': [(B95_TAKEOVER, c, True) for c in (
        "Kestrelford Engineering's board unanimously rejected a 410p-a-share cash offer from Ostwin "
        'Holdings that valued the company at around £286 million.',
        "Ostwin's offer for Kestrelford was pitched 38 per cent above the price at which Kestrelford "
        'shares had closed on the Friday before the approach was confirmed.',
        "Kestrelford chairman Gerald Penhallow called Ostwin's approach opportunistic, saying it came "
        "just as investment in the company's new Brackwell plant was beginning to pay off.",
        "Even after rising 31 per cent on Monday, Kestrelford's shares remained below the price Ostwin "
        'had offered.',
        'Under takeover rules, Ostwin Holdings must make a firm offer for Kestrelford or walk away by 3 '
        'March.',
        "The GMK union, which represents roughly 900 of Kestrelford's 1,400 workers, is worried about job "
        'losses because both companies have factories in the Drayholt area.',
        'Kestrelford chief executive Anita Soravic told analysts that orders had risen 12 per cent year '
        'on year in the latest quarter.',
    )] + [(B95_TAKEOVER, c, False) for c in (
        'Ostwin Holdings has raised its offer for Kestrelford Engineering and added a part-share element.',
        "Anita Soravic said she was disappointed by the rejection of Ostwin's offer but believed "
        'combining the two companies made compelling strategic sense.',
        "Kestrelford's shares rose 38 per cent on Monday to 389p after Ostwin confirmed its approach.",
        "Pellam Asset Management, Kestrelford's largest shareholder with a 14 per cent stake, has backed "
        "the board's rejection of Ostwin's offer.",
        'Ostwin Holdings said it would close some sites in the Drayholt area if its takeover of '
        'Kestrelford went ahead.',
        'Ostwin Holdings has rejected a takeover approach from its smaller rival Kestrelford Engineering.',
        "The GMK union, which represents all 1,400 of Kestrelford's workers, said it was deeply concerned "
        'about possible job losses.',
    )],
    'climbing accident inquest': [(B95_INQUEST, c, True) for c in (
        'An inquest heard that climber Owen Tressider fell about 25 metres on Carnhallow Crag after a '
        'piece of rock he was holding on to broke away.',
        'Callum Riggs, who was belaying Owen Tressider from the foot of the crag, had climbed with him '
        'for more than two decades.',
        'After Callum Riggs raised the alarm at 2.40pm, mountain rescuers reached Owen Tressider at '
        'around 3.30pm.',
        'Owen Tressider was wearing a helmet when he fell on Carnhallow Crag, but it split on impact, the '
        'inquest heard.',
        'Westcombe Police found no evidence that any of the climbing equipment involved in Owen '
        "Tressider's fall was faulty.",
        'Assistant coroner Dr Priya Lambeth recorded a conclusion of accidental death and described Owen '
        'Tressider as a highly competent climber.',
        'The coroner in the Owen Tressider inquest plans to ask the Halstow Estate whether signs warning '
        'of loose rock should be put up at the foot of Carnhallow Crag.',
    )] + [(B95_INQUEST, c, False) for c in (
        "Police said heavy rain in the weeks before Owen Tressider's fall had loosened the rock that gave "
        'way on Carnhallow Crag.',
        'Callum Riggs told the inquest that rockfall on Carnhallow Crag had noticeably increased over the '
        'past three years.',
        "Owen Tressider was attempting Raven's Chimney for the first time when he fell from Carnhallow "
        'Crag.',
        'Owen Tressider died in hospital from multiple injuries, including a severe head injury, after '
        'his fall on Carnhallow Crag.',
        'The assistant coroner ordered the Halstow Estate to put up warning signs about loose rock at the '
        'foot of Carnhallow Crag.',
        'The Drummond Fells Mountain Rescue Team had attended four incidents on Carnhallow Crag over the '
        'past three years.',
        'The protection device placed by Owen Tressider pulled out of the crack because it had been '
        'wrongly positioned, the inquest heard.',
    )],
    'university student housing costs report': [(B95_HOUSING, c, True) for c in (
        'A University of Averholme report found that students spend on average 68 per cent of their '
        'maintenance loans on rent.',
        'The average weekly rent for a room in a private shared house in Averholme rose by £31 over three '
        'years, to £162.',
        'Although hall rents at Averholme rose more slowly than private rents, halls still cost more on '
        'average, at £171 a week.',
        'One in five of the 1,950 Averholme undergraduates surveyed said they had skipped meals to pay '
        'for housing.',
        'Professor Ruth Calloway, who led the Averholme research, urged the city council to do more to '
        'regulate private landlords.',
        "Averholme students' union president Tobias Nkemelu called on the university to freeze hall rents "
        'for next year.',
        'The Averholme report recommends 800 extra bed spaces by 2030 and limiting yearly hall rent '
        'increases to the rate of inflation.',
    )] + [(B95_HOUSING, c, False) for c in (
        'The University of Averholme report found that higher mortgage costs and new licensing fees had '
        'forced landlords to raise rents.',
        "Rents in Averholme's university halls rose faster over three years than rents in private shared "
        'houses.',
        'Nine per cent of the Averholme students surveyed said they had left their course for financial '
        'reasons.',
        'Tobias Nkemelu said the cost of a degree was increasingly being measured in rent.',
        "The University of Averholme's hardship fund paid out £1.2 million last year to the 1,950 "
        'students surveyed.',
        'The University of Averholme has agreed to freeze hall rents for next year.',
        'One in five Averholme students surveyed said they worked more than 15 hours a week to cover '
        'their housing costs.',
    )],
    'regional orchestra funding cut': [(B95_ORCHESTRA, c, True) for c in (
        "Culture Northmoor is cutting the Northmoor Sinfonia's annual grant by £600,000, from £1.8 "
        'million to £1.2 million.',
        "Culture Northmoor linked its cut to the Northmoor Sinfonia's grant to an 11 per cent reduction "
        'in its own funding from central government.',
        "All but three of the Northmoor Sinfonia's 52 players signed an open letter urging Culture "
        'Northmoor to reverse the cut.',
        'Managing director Simone Achterberg said the Northmoor Sinfonia would review its school '
        'concerts, which reached 14,000 children last year.',
        'Principal cellist Ivo Brennagh, a member of the Northmoor Sinfonia for 27 years, said player '
        'morale was the lowest he had known.',
        "According to the Musicians' Guild, the Northmoor Sinfonia's management has warned that as many "
        'as ten posts could go.',
        'Martin Oyelaran said the Northmoor Sinfonia could apply to a new £400,000 touring fund that '
        'opens in the autumn.',
    )] + [(B95_ORCHESTRA, c, False) for c in (
        "The Northmoor Sinfonia's management has confirmed that ten posts will be cut.",
        "Simone Achterberg said morale among the Northmoor Sinfonia's players was the lowest she had "
        'known.',
        "Culture Northmoor's own budget from central government was cut by a third, the same proportion "
        "as the Northmoor Sinfonia's grant.",
        "The Northmoor Sinfonia's current season will be cut short as a result of the funding decision.",
        "The open letter calling for the Northmoor Sinfonia's funding cut to be reversed was signed by "
        "all 52 of the orchestra's players.",
        'Ivo Brennagh said several younger Northmoor Sinfonia players had already left to work abroad.',
        "Simone Achterberg will conduct the Northmoor Sinfonia's final concert of the season, which "
        'includes a new work by Tomas Hewell.',
    )],
    'island ferry breakdown disruption': [(B95_FERRY, c, True) for c in (
        'The MV Aldergrove suffered a gearbox failure on 7 June soon after leaving Scarrow but made it '
        'back to port under its own power.',
        'All 212 passengers on board the Aldergrove were safely taken off the ferry, according to '
        'Westerly Isles Ferries.',
        "The Aldergrove's sailings are cancelled until at least 21 June, two weeks after the breakdown, "
        'while a replacement part is shipped from Rotterdam.',
        'The smaller MV Kittiwake is running four return crossings a day, three fewer than the two '
        'ferries normally provide together.',
        'Passengers booked on cancelled Aldergrove sailings can choose a full refund or a place on '
        'another crossing.',
        'Port Leary guest house owner Morag Elphin said she had received eleven cancellations since the '
        'Aldergrove broke down.',
        'Marine Crews United says the 31-year-old Aldergrove has broken down three times in the past '
        'eighteen months.',
    )] + [(B95_FERRY, c, False) for c in (
        'Westerly Isles Ferries admitted that the Aldergrove had suffered three breakdowns in the past '
        'eighteen months.',
        'The MV Aldergrove broke down shortly after leaving Inchbeg on the 9.15am sailing to Scarrow.',
        'Westerly Isles Ferries expects the Aldergrove to return to service on 21 June, once a '
        'replacement part arrives from Rotterdam.',
        "The Aldergrove's 212 passengers had to be transferred to the MV Kittiwake at sea after the "
        'gearbox failed.',
        'About 1,300 passengers have had their journeys cancelled since the Aldergrove broke down.',
        "Westerly Isles Ferries blamed the Aldergrove's gearbox failure on a faulty part from its "
        'supplier in Rotterdam.',
        'Morag Elphin apologised to customers and said everything possible was being done to get the '
        'Aldergrove back in service.',
    )],
}
