(
    "Probe batch 110, written by a helper agent that saw neither the code nor an earlier probe (session 57), "
    "on six made-up news articles and the sentences of the summaries language models write of them."
)
from __future__ import annotations

B110_WAREHOUSE = (
    "A fire that broke out at a storage warehouse on the Dunmere industrial estate late on Tuesday night forced "
    "the closure of several roads in the area for most of Wednesday, fire officials said.\n\n"
    "Crews from the Carrowfield Fire and Rescue Service were called to the Halvick Logistics building on Tanner "
    "Way at 11.40pm on 14 March after a passing security guard reported smoke coming from the roof. At the height "
    "of the blaze, 18 engines and around 90 firefighters were at the scene. The fire was declared under control "
    "at 6.15am on Wednesday.\n\n"
    "Station commander Irene Mossop said the building, which held furniture and packaging materials, had been "
    "\"largely destroyed\". \"The roof collapsed within the first two hours, which meant our crews had to fight "
    "the fire from outside,\" she said. No one was inside the warehouse at the time, and no injuries were "
    "reported.\n\n"
    "Police closed Tanner Way, Brackley Road and a section of the B4172 between the Orlan roundabout and Fenwick "
    "Lane while crews worked. Brackley Road reopened at 2pm on Wednesday, but Tanner Way is expected to stay shut "
    "until at least Friday while the structure is made safe, according to the county council. Bus operator "
    "Greyline said its route 22 would be diverted through Stolford until further notice.\n\n"
    "Residents within half a mile were told to keep windows and doors closed because of the smoke. Marion "
    "Tebbit, who lives on Fenwick Lane, said the smell had woken her at around midnight. \"You could see the "
    "orange glow over the rooftops,\" she said.\n\n"
    "The cause of the fire is not yet known. Detective Inspector Paul Keswin said investigators had not ruled "
    "out the possibility that it was started deliberately, and that police may seek CCTV footage from "
    "neighbouring businesses. A joint investigation with the fire service is under way.\n\n"
    "Halvick Logistics, which employs 45 people at the site, said in a statement that staff would continue to be "
    "paid while it looked for temporary premises. Managing director Owen Sarrat said the company was "
    "\"devastated\" but grateful that nobody had been hurt. It is the second fire on the estate this year; a "
    "smaller blaze at a neighbouring printing firm in January was put out within an hour."
)

B110_COUNCIL = (
    "Councillors in Westbray voted on Thursday to close three of the borough's eleven branch libraries as part "
    "of a budget that aims to save £4.2 million over the next year.\n\n"
    "The budget passed by 27 votes to 21 after a debate lasting almost five hours at Westbray Town Hall. Two "
    "councillors abstained. The libraries at Pellingham, Cobb Street and Ashlow Green will shut at the end of "
    "June, while the remaining eight branches will have their opening hours cut from six days a week to five.\n\n"
    "The library changes account for £610,000 of the savings. The rest will come from reductions in parks "
    "maintenance, a freeze on recruitment and higher charges for garden waste collection, which will rise from "
    "£45 to £58 a year.\n\n"
    "Council leader Harriet Dunmore said the authority had been left with \"no good options\" after a rise in "
    "the cost of adult social care. \"Nobody came into local government to close libraries,\" she told the "
    "chamber. \"But the alternative was cutting care for the most vulnerable people in this borough.\"\n\n"
    "Opposition leader Gareth Penhallow said his group would have protected the libraries by drawing on £1.5 "
    "million from the council's reserves. \"This is a choice, not a necessity,\" he said. Ms Dunmore said using "
    "reserves would only delay the problem by a year.\n\n"
    "More than 6,000 people signed a petition against the closures, which was handed in before the meeting by "
    "campaigners from the Friends of Cobb Street Library. The group's chair, Leonie Fairbrother, said they were "
    "considering a legal challenge on the grounds that the council's consultation had been inadequate.\n\n"
    "According to the Unison branch representing library staff, up to 22 posts could be lost, although the "
    "council said it hoped most affected staff would be redeployed to other roles. The council has said it is "
    "open to proposals from community groups to run any of the three buildings as volunteer-led libraries, and "
    "that it will consider bids received before 30 May."
)

B110_AIRPORT = (
    "Kestrel Point Airport handled 3.8 million passengers last year, a rise of 12 per cent on the year before "
    "and its busiest year since it opened in 1987, figures released on Monday show.\n\n"
    "The airport, which lies eight miles north of Varnholm, said the growth was driven mainly by holiday flights "
    "to southern Europe, which made up just over half of all journeys. Passenger numbers on domestic routes fell "
    "slightly, by 2 per cent, after the regional carrier Lanwick Air cut its daily service to Pellow Bay to four "
    "flights a week in the spring.\n\n"
    "Chief executive Danielle Ormsby said the results showed \"real confidence\" in the airport. \"Two years ago "
    "people were asking whether Kestrel Point had a future. We have answered that question,\" she said.\n\n"
    "The airport also announced five new routes for the coming year. Budget airline SkyMarro will begin flights "
    "to Castelvera and Tirano Marina from May, and to Alvesund from June. Lanwick Air will add a twice-weekly "
    "service to the island of Kell from April. A fifth route, to Porto Sander, will be operated by charter firm "
    "Brightwing during the summer months only.\n\n"
    "The airport expects passenger numbers to pass four million this year, according to Ms Ormsby, although she "
    "said this depended on airlines confirming the number of aircraft they would base at Kestrel Point.\n\n"
    "Not everyone welcomed the news. Tom Achterberg, who chairs the Varnholm North Residents' Association, said "
    "night flights had already increased noticeably and that more routes would mean more noise for families "
    "living under the flight path. \"We are not against the airport, but growth has to come with limits,\" he "
    "said. The airport said it operates a noise insulation scheme for around 400 homes nearest the runway and "
    "that it was reviewing the scheme.\n\n"
    "The airport employs 1,150 people directly, up from 980 a year earlier. Its owner, the Corvale "
    "Infrastructure Fund, bought a majority stake in 2019 and has invested £35 million in a new departure lounge "
    "and security hall, which opened in October."
)

B110_TENNIS = (
    "Marta Velikova won the Brimsley Open women's title on Sunday, beating top seed Chloé Amberlin 6-4, 3-6, 7-5 "
    "in a final that lasted two hours and 41 minutes.\n\n"
    "The 23-year-old, who was seeded sixth, saved two match points at 4-5 in the deciding set and then won the "
    "next three games to claim the first grass-court title of her career. She had lost to Amberlin in both of "
    "their previous meetings, most recently in the quarter-finals of the Lindquist Masters in April.\n\n"
    "\"I honestly thought it was over at 4-5,\" Velikova said afterwards. \"When she missed that forehand on the "
    "second match point I told myself I had nothing to lose.\"\n\n"
    "Amberlin, who was bidding for a third Brimsley title after winning in 2019 and 2022, said a thigh injury "
    "had troubled her in the third set but refused to blame it for the defeat. \"She played the bigger points "
    "better. That's tennis,\" she said. Her coach, Pieter Van Hoeck, said the injury would be assessed on Monday "
    "and that she may withdraw from next week's tournament in Vallenmoor as a precaution.\n\n"
    "Velikova, who collects £210,000 in prize money, is expected to rise from 19th to 14th in the world rankings "
    "when they are published on Monday, according to the tournament organisers. Amberlin receives £112,000 as "
    "runner-up.\n\n"
    "Earlier on Sunday, the men's final was postponed until Monday after rain delayed play for more than three "
    "hours. Defending champion Lukas Brenner will face the unseeded qualifier Tomás Ibarren, who has won seven "
    "matches in a row including three in qualifying.\n\n"
    "Tournament director Helen Quarrie said 41,000 spectators had attended over the week, slightly down on last "
    "year's record of 43,500, which she put down to the poor weather on Thursday and Friday. Ticket holders for "
    "Sunday's men's final will be admitted free on Monday."
)

B110_THEATRE = (
    "The Alder Street Playhouse in Merrowby reopened to the public on Saturday after a three-year restoration "
    "that cost £14.6 million, almost £3 million more than originally planned.\n\n"
    "The Grade II-listed theatre, built in 1896 by the architect Cecil Haworthy, closed in March 2021 after "
    "inspectors found that parts of its plaster ceiling were at risk of falling. The work has restored the "
    "auditorium's painted ceiling and gilded boxes, replaced all 780 seats and added a lift, a new bar and a "
    "rehearsal studio at the back of the building.\n\n"
    "The project was funded mainly by the Merrowby Heritage Trust, which contributed £8 million, with the "
    "remainder coming from the city council and a public appeal that raised £1.1 million from more than 9,000 "
    "donors.\n\n"
    "Artistic director Yasmin Coldfield said the reopening was \"the most emotional night of my working life\". "
    "\"There were moments, especially when we found the damage behind the stage walls, when I wasn't sure we "
    "would ever get here,\" she said. The project's lead conservator, Anders Pilbeam, said the discovery of rot "
    "in the timber supporting the stage in 2022 had added around eight months to the schedule.\n\n"
    "The opening production, a new staging of the comedy The Lamplighter's Wedding directed by Nadia Furnell, "
    "sold out its first two weeks within days of tickets going on sale. The run continues until 26 October.\n\n"
    "Local businesses hope the theatre will bring more evening visitors to the area. Priya Latchford, who runs "
    "the Copper Kettle café opposite the playhouse, said trade had fallen by about a third while the building "
    "was closed. \"Having the lights back on across the road makes a huge difference,\" she said.\n\n"
    "The theatre's managers say the Playhouse could attract up to 200,000 visitors a year once its full "
    "programme is running, according to a report commissioned by the trust. The council's cabinet member for "
    "culture, Ivan Delacourt, said the figure was \"ambitious but achievable\"."
)

B110_POULTRY = (
    "About 32,000 birds are being culled at a poultry farm near the village of Strathenny after a case of highly "
    "pathogenic bird flu was confirmed there on Wednesday, the Department of Rural Affairs said.\n\n"
    "The outbreak was found at Gallard Farm, a free-range egg unit run by brothers Colin and Robert Gallard, "
    "after staff reported an unusual number of hens dying over the weekend. Tests carried out at the "
    "government's laboratory in Fernhope confirmed the H5N1 strain.\n\n"
    "A 3km protection zone and a wider 10km surveillance zone have been put in place around the farm. Within the "
    "protection zone, poultry must be kept indoors and the movement of birds, eggs and manure is restricted. "
    "There are 14 other registered poultry premises within the surveillance zone, according to the department, "
    "which said none had so far reported signs of disease.\n\n"
    "Chief veterinary officer Dr Rhona Castellane said the risk to public health remained \"very low\" and that "
    "properly cooked poultry and eggs were safe to eat. She said the virus was most likely brought in by wild "
    "birds, possibly from the estuary two miles east of the farm, where several dead gulls were found earlier "
    "this month, but that investigations were continuing.\n\n"
    "Colin Gallard said the family had kept hens on the farm for three generations. \"You do everything right, "
    "and it still gets in. Watching them load the trucks was the worst day I've had,\" he said. The farm "
    "supplied eggs to about 60 shops and cafés across the county.\n\n"
    "Owners of culled birds are entitled to compensation for healthy birds destroyed, but not for those that "
    "died of the disease. The National Egg Producers' Union said the compensation rules left many farmers out of "
    "pocket and called on ministers to review them. Its regional chair, Beth Orrinwood, said members in the area "
    "were \"on edge\" and that some had cancelled open days planned for the spring.\n\n"
    "It is the third confirmed outbreak in the county since November. The previous two, at Harlby and "
    "Nettlestone, involved a total of 51,000 birds."
)

BATCHES_110: dict[str, list[tuple[str, str, bool]]] = {
    'warehouse fire and road closures': [(B110_WAREHOUSE, c, True) for c in (
        'The fire at the Halvick Logistics warehouse on the Dunmere industrial estate was reported by a passing '
        'security guard who saw smoke coming from its roof.',
        'More than six hours passed between firefighters being called to the Halvick Logistics warehouse and the '
        'fire being declared under control.',
        'At its peak, the Dunmere warehouse blaze was attended by 18 engines and roughly 90 firefighters.',
        'Station commander Irene Mossop said the warehouse roof fell in within two hours, so crews had to tackle '
        'the fire from outside.',
        'Nobody was in the Halvick Logistics warehouse when the fire started, and no injuries were reported.',
        'Brackley Road reopened on Wednesday afternoon, but Tanner Way is expected to stay closed until at least '
        'Friday, according to the county council.',
        'Halvick Logistics said its 45 staff at the site would keep being paid while it searches for temporary '
        'premises.',
    )] + [(B110_WAREHOUSE, c, False) for c in (
        'Detective Inspector Paul Keswin said the fire at the Halvick Logistics warehouse had been started '
        'deliberately.',
        'Managing director Owen Sarrat said the Halvick Logistics building had been "largely destroyed" by the '
        'fire.',
        'At the height of the Dunmere warehouse blaze, 18 firefighters were at the scene.',
        'The fire destroyed the Halvick Logistics warehouse and also spread to a neighbouring printing firm.',
        'All of the roads closed because of the Dunmere warehouse fire had reopened by Wednesday afternoon.',
        'Residents living within half a mile of the burning warehouse were evacuated from their homes because of '
        'the smoke.',
        'Bus operator Greyline said its route 22 would be diverted along Fenwick Lane until further notice.',
    )],
    'council budget vote on library cuts': [(B110_COUNCIL, c, True) for c in (
        'Westbray councillors approved a budget that will shut three of the borough\'s eleven branch libraries.',
        'The Westbray budget passed by a majority of six votes, with two councillors abstaining.',
        'The eight Westbray libraries that stay open will operate five days a week instead of six.',
        'Under the Westbray budget, the annual garden waste collection charge will go up by £13.',
        'Council leader Harriet Dunmore blamed rising adult social care costs for leaving the council without '
        'good options.',
        'Opposition leader Gareth Penhallow argued the libraries could have been saved with £1.5 million from '
        'reserves, which Harriet Dunmore said would only put the problem off for a year.',
        'A petition of more than 6,000 signatures against the library closures was delivered before the meeting '
        'by the Friends of Cobb Street Library.',
    )] + [(B110_COUNCIL, c, False) for c in (
        'According to Unison, 22 library posts will be lost as a result of the Westbray budget.',
        'Opposition leader Gareth Penhallow told the chamber that nobody came into local government to close '
        'libraries.',
        'The closure of three Westbray libraries is expected to save £4.2 million over the next year.',
        'The libraries at Pellingham, Cobb Street and Ashlow Green will close at the end of May.',
        'Westbray council said all library staff affected by the cuts would be redeployed to other roles.',
        'Westbray council has agreed to hand the three closed library buildings to community groups to run as '
        'volunteer-led libraries.',
        'Council leader Harriet Dunmore said the library closures were needed because of a fall in council tax '
        'income.',
    )],
    'airport yearly passenger figures and new routes': [(B110_AIRPORT, c, True) for c in (
        'With 3.8 million passengers last year, Kestrel Point Airport had its busiest year since opening in 1987.',
        'Holiday flights to southern Europe made up slightly more than half of all journeys through Kestrel Point '
        'last year.',
        'Domestic passenger numbers at Kestrel Point dipped by 2 per cent after Lanwick Air reduced its Pellow '
        'Bay service.',
        'SkyMarro will operate three of the five new routes announced by Kestrel Point Airport.',
        'Brightwing\'s new route from Kestrel Point to Porto Sander will run only in the summer months.',
        'Kestrel Point Airport now directly employs 170 more people than it did a year earlier.',
        'Tom Achterberg of the Varnholm North Residents\' Association said his association was not against the '
        'airport but wanted limits on its growth.',
    )] + [(B110_AIRPORT, c, False) for c in (
        'Chief executive Danielle Ormsby confirmed that Kestrel Point passenger numbers will pass four million '
        'this year.',
        'Lanwick Air will begin flights from Kestrel Point to Alvesund from June.',
        'Passenger numbers on domestic routes at Kestrel Point rose by 12 per cent last year.',
        'Tom Achterberg said that two years ago people had been asking whether Kestrel Point had a future.',
        'Kestrel Point Airport said it would extend its noise insulation scheme to more homes in response to '
        'residents\' complaints.',
        'The Corvale Infrastructure Fund bought its majority stake in Kestrel Point after the new departure lounge '
        'opened in October.',
        'Tom Achterberg said night flights at Kestrel Point had doubled over the past year.',
    )],
    'tennis tournament final report': [(B110_TENNIS, c, True) for c in (
        'Sixth seed Marta Velikova beat top seed Chloé Amberlin in three sets to win the Brimsley Open women\'s '
        'title.',
        'Velikova recovered from 4-5 down in the final set, saving two match points before taking three games in '
        'a row.',
        'The Brimsley Open final was Velikova\'s first win over Amberlin, who had beaten her in their two earlier '
        'meetings.',
        'Chloé Amberlin had won the Brimsley title twice before, in 2019 and 2022.',
        'Velikova earns £98,000 more in prize money than runner-up Amberlin.',
        'Amberlin said a thigh injury had bothered her in the third set but did not blame it for losing the final.',
        'Rain delays of more than three hours pushed the Brimsley Open men\'s final back to Monday.',
    )] + [(B110_TENNIS, c, False) for c in (
        'Chloé Amberlin has pulled out of next week\'s tournament in Vallenmoor because of a thigh injury.',
        'Marta Velikova said her opponent had played the bigger points better.',
        'Marta Velikova is expected to climb to sixth in the world rankings after her Brimsley Open win.',
        'Velikova had beaten Amberlin in the quarter-finals of the Lindquist Masters in April.',
        'Defending champion Lukas Brenner retained his Brimsley Open title by beating qualifier Tomás Ibarren.',
        'Tournament director Helen Quarrie said a record 43,500 spectators attended this year\'s Brimsley Open.',
        'Qualifier Tomás Ibarren has won seven matches in a row, all of them in qualifying.',
    )],
    'theatre reopening after restoration': [(B110_THEATRE, c, True) for c in (
        'The Alder Street Playhouse has reopened after a £14.6 million restoration that ran nearly £3 million '
        'over its original budget.',
        'The Alder Street Playhouse shut in 2021 after inspectors found sections of its plaster ceiling could '
        'fall.',
        'With £8 million from the Merrowby Heritage Trust and £1.1 million from the public appeal, the city '
        'council\'s share of the Playhouse restoration came to £5.5 million.',
        'Lead conservator Anders Pilbeam said rot found in the timber under the stage in 2022 set the project back '
        'by about eight months.',
        'Nadia Furnell\'s production of The Lamplighter\'s Wedding sold out its first two weeks within days of '
        'tickets going on sale.',
        'Café owner Priya Latchford said her trade fell by roughly a third while the Playhouse was shut.',
        'The Playhouse restoration replaced every one of its 780 seats and added a lift, a bar and a rehearsal '
        'studio.',
    )] + [(B110_THEATRE, c, False) for c in (
        'A report commissioned by the Merrowby Heritage Trust found that the Playhouse will attract 200,000 '
        'visitors a year.',
        'Lead conservator Anders Pilbeam described the reopening as the most emotional night of his working life.',
        'The public appeal for the Alder Street Playhouse raised £8 million from more than 9,000 donors.',
        'The Playhouse restoration went almost £3 million over budget because of the rot discovered in the stage '
        'timbers.',
        'The entire run of The Lamplighter\'s Wedding, which continues until 26 October, has sold out.',
        'Ivan Delacourt, the Playhouse\'s artistic director, called the 200,000 visitor estimate ambitious but '
        'achievable.',
        'The Alder Street Playhouse closed in March 2022 after rot was found in the timber supporting its stage.',
    )],
    'poultry farm bird flu outbreak and cull': [(B110_POULTRY, c, True) for c in (
        'Around 32,000 birds are being culled at Gallard Farm near Strathenny after bird flu was confirmed there.',
        'The Gallard Farm outbreak came to light after staff noticed an unusually high number of hens dying over '
        'the weekend.',
        'Within 3km of Gallard Farm, poultry must be housed indoors and movements of birds, eggs and manure are '
        'restricted.',
        'The Department of Rural Affairs said none of the 14 other registered poultry premises in the '
        'surveillance zone had so far shown signs of disease.',
        'Chief veterinary officer Dr Rhona Castellane said the risk to the public was very low and that properly '
        'cooked eggs and poultry were safe to eat.',
        'Farmers are compensated for healthy birds destroyed in a cull but not for birds that died of the disease.',
        'Counting the Gallard Farm cull, the county\'s three confirmed outbreaks since November have involved about '
        '83,000 birds.',
    )] + [(B110_POULTRY, c, False) for c in (
        'Dr Rhona Castellane said the virus had been brought to Gallard Farm by gulls from the nearby estuary.',
        'Beth Orrinwood said that watching the trucks being loaded was the worst day she had had.',
        'A 10km protection zone, in which poultry must be kept indoors, has been set up around Gallard Farm.',
        'Gallard Farm is a free-range egg unit run by Colin Gallard and his son Robert.',
        'The National Egg Producers\' Union said ministers had agreed to review the compensation rules for culled '
        'birds.',
        'The previous bird flu outbreaks at Harlby and Nettlestone each involved 51,000 birds.',
        'Gallard Farm supplied eggs to about 60 shops and cafés, which have been told to withdraw its eggs from '
        'sale.',
    )],
}
