"""Probe batch 102, written by a helper agent that saw neither the code nor an earlier probe (session 56),
on six made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B102_JEWELLERY = (
    'Police in Carrowdene have appealed for witnesses after three masked men raided a family-run jewellery shop on '
    'Tolland Street shortly after 5.40pm on Tuesday 11 March.\n\n'
    'The raiders smashed display cabinets at Halloran & Daughters with hammers and escaped with watches and rings '
    'that the owner, Bridget Halloran, 58, valued at about £84,000. The raid lasted less than two minutes, '
    'according to CCTV footage reviewed by officers.\n\n'
    'Two members of staff and one customer were inside the shop at the time. None was physically hurt, but a '
    '19-year-old sales assistant was treated at the scene for shock.\n\n'
    '"They were shouting and swinging hammers right next to my staff," Ms Halloran said. "My father opened this '
    'shop in 1979 and nothing like this has ever happened to us."\n\n'
    'Detective Inspector Owen Marchbank of Westvale Police said the men left Tolland Street in a dark grey '
    'hatchback, which was found burnt out on farmland near the village of Brannock Cross about four hours later. '
    'He said the car had been reported stolen from a supermarket car park in Dunmallow on 2 March.\n\n'
    '"We believe this was a planned attack and that the men may have visited the shop in the days before the raid '
    'to look at its layout," DI Marchbank said. "Anyone who noticed people loitering on Tolland Street last week '
    'should contact us."\n\n'
    "Police said the raid may be linked to a similar robbery at a jeweller's in Dunmallow in February, but added "
    'that no firm connection had yet been made. No arrests have been made.\n\n'
    "The shop's neighbour, café owner Priya Osei-Lamb, said she heard glass breaking and saw the men run towards a "
    'side road. "It was over before I could even pick up the phone," she said.\n\n'
    "A reward of £10,000 for information leading to a conviction has been offered by the shop's insurer, Kestrel "
    'Mutual. Halloran & Daughters is expected to reopen next Monday.\n\n'
    'Witnesses can call Westvale Police on 0300 555 0143, quoting incident 402.'
)

B102_STADIUM = (
    'Pellingford Rovers have unveiled plans to leave Quarry Lane, their home for 112 years, and build a '
    '24,000-seat stadium on former industrial land at Stenner Meadows, three miles east of the town centre.\n\n'
    "The club's chairman, Marcus Fellowes-Dane, presented the £96m scheme to supporters at a meeting on Thursday "
    'evening. He said Quarry Lane, which holds 9,800, was "no longer fit for a club with our ambitions" and that '
    'repairs to its main stand alone would cost £7m.\n\n'
    'Under the proposals, the new ground would open for the 2028-29 season. It would include a 150-bed hotel and a '
    'conference centre, which the club says would earn money on non-match days. Quarry Lane would be sold to a '
    'housing developer, Brightmere Homes, to help pay for the move.\n\n'
    "The plans have angered many fans. The Rovers Supporters' Trust said 71 per cent of the 2,300 members who "
    'answered its survey opposed leaving Quarry Lane. Trust chair Denise Okafor-Reyes said: "This ground is the '
    'heart of the community. Fans who walk to games will now need a car or a bus to get there."\n\n'
    "The trust also questioned the club's figures. According to the trust, the cost of the stadium could rise "
    'above £120m once road works are included, a claim the club rejected.\n\n'
    'Councillor Hugh Penberthy, who leads on planning at Pellingford Borough Council, said a formal planning '
    'application was expected in the autumn and that no decision would be taken before a public consultation. "The '
    'council has not taken a view on the scheme," he said.\n\n'
    'Mr Fellowes-Dane said the club would run a free shuttle bus from the town centre on match days and would keep '
    'the Quarry Lane name for one of the new stands. He said season-ticket prices would be frozen for two years '
    'after the move.\n\n'
    'Rovers, who finished ninth last season, have averaged crowds of 8,450 this season.\n\n'
    'Supporters plan to march from Quarry Lane to the town hall on 14 September in protest at the plans.'
)

B102_CHARITY = (
    'The Lanterns Trust, a charity that supports older people living alone in the Hollin Valley, has published its '
    'annual report for 2023-24, showing a sharp rise in volunteers but a fall in donations.\n\n'
    'The number of registered volunteers grew from 640 to 910 over the year, the report says. Between them they '
    'made 38,500 home visits and 12,200 befriending phone calls, compared with 29,000 visits the year before.\n\n'
    'Total income fell by 6 per cent to £2.35m. Donations from the public dropped to £1.12m from £1.41m, while '
    "grants from trusts and councils rose slightly to £870,000. The charity's shops brought in the rest.\n\n"
    'Chief executive Rosalind Achterberg said the cost-of-living squeeze had hit giving. "People are still '
    'generous, but many regular donors have told us they simply cannot afford their monthly gift any more," she '
    'said. "Our volunteers have never been busier, and we are incredibly proud of them."\n\n'
    'The report says the trust spent £2.51m during the year, meaning it drew £160,000 from its reserves. Treasurer '
    'Colin Vasquez-Hale warned that this could not continue. "Our reserves would cover about five months of '
    'running costs, and the board has asked staff to find savings of £200,000 next year," he said.\n\n'
    'The charity closed one of its five shops, in Tarnbridge, in January after its lease ended. It also cut two '
    'posts in its fundraising team.\n\n'
    'Volunteer numbers were boosted by a recruitment drive with Hollin Valley College, which brought in 190 '
    'students. According to the report, people aged under 25 now make up almost a third of volunteers.\n\n'
    'Edith Marland, 92, who has been visited every week by volunteer Sam Trevelyan for three years, said: "He is '
    'the reason I look forward to Tuesdays."\n\n'
    "The trust's chair, Graham Oduya, said the board would launch a new regular-giving appeal in the spring and "
    'was considering charging councils for some of its services, though no decision had been made.'
)

B102_RAILWAY = (
    'The railway line between Kelderby and Ostwick will close for nine days from Saturday 19 October while '
    'engineers replace a 140-year-old bridge over the River Tamsin, the operator Northvale Trains has '
    'announced.\n\n'
    'No trains will run between the two towns until the line reopens on Monday 28 October. Replacement buses will '
    'call at all six stations on the route, but Northvale said journeys would take up to 50 minutes longer than '
    'the usual 35-minute train trip.\n\n'
    'Network owner Railcore said the £18m project would remove a 20mph speed limit on the bridge, which has been '
    'in place since cracks were found in its supports in 2021. Once the new bridge is open, trains will be able to '
    'cross it at 60mph.\n\n'
    '"This is the biggest piece of work on the line for a generation, and doing it in one go means we avoid months '
    'of weekend closures," said Railcore project director Alun Briggate.\n\n'
    "Northvale's customer director, Sophie Lindqvist-Moore, said 40 buses would be used each day, including six "
    'express coaches running non-stop between Kelderby and Ostwick at peak times. Bicycles cannot be carried on '
    'the buses, apart from folding bikes.\n\n'
    'The closure falls during the half-term holiday for most schools in the area, a period Northvale said it had '
    'chosen to reduce disruption for pupils travelling to school.\n\n'
    'Passenger group Rail Users Ostwick welcomed the new bridge but criticised the timing. Its secretary, Frank '
    'Adeyemi-Cole, said: "Half-term is exactly when families travel to the coast. Many will simply drive instead." '
    'According to its newsletter, the group had asked for the work to be done in January.\n\n'
    'Commuters with season tickets can claim compensation for the nine days, Northvale said, though the details '
    'have not yet been published.\n\n'
    "Businesses in Ostwick's harbour area fear a drop in visitor numbers. Harbourside café owner Nadia Pellow said "
    'October half-term usually brings in about a fifth of her autumn takings.'
)

B102_COURT = (
    "A builder who left a family's kitchen extension half-finished for more than a year has been ordered to pay "
    'them £31,400, after a judge ruled that he had breached their contract.\n\n'
    'Leonard and Fiona Ashcombe-Price, of Wrenfield Road in Halbury, hired Dean Castellow, trading as Castellow '
    'Build, in April 2022 to build a single-storey rear extension for an agreed price of £46,000. They paid him '
    '£38,000 in stages over the following five months.\n\n'
    'Halbury County Court heard that work stopped in September 2022, when the walls and roof frame were up but the '
    'roof had not been covered. The couple said rain then came into the house for months, damaging a ceiling and '
    "their son's bedroom carpet. They took Mr Castellow to court after he failed to reply to letters from their "
    'solicitor.\n\n'
    'Mr Castellow told the court he had stopped because the couple refused to pay for extra steelwork that their '
    'architect had added to the plans. He said he had "never walked away" and had offered to return once the bill '
    'was settled.\n\n'
    'District Judge Miriam Okonjo rejected this. She said there was no written agreement for extra payments and '
    'that the steelwork "was shown in the drawings Mr Castellow priced from". She found that he had abandoned the '
    'job.\n\n'
    'The award covers the cost of a second builder, Tembury Construction, finishing the work, which came to '
    '£24,900 and was completed in November 2023, plus £6,500 for the water damage and other losses. Mr Castellow '
    "was also ordered to pay the couple's legal costs, which are still to be assessed.\n\n"
    'Speaking outside court, Mrs Ashcombe-Price said: "We have lived in a building site for eighteen months. We '
    'just want to get our home back to normal."\n\n'
    'Mr Castellow\'s solicitor, Ravi Sunderland, said his client was "considering an appeal". Mr Castellow is '
    'understood to have closed his business last year.\n\n'
    'Trading standards officers at Halbury Council said they had received four other complaints about Castellow '
    'Build since 2021 but had not taken action.'
)

B102_CYCLING = (
    'Teodor Varga-Lind won the 14th stage of the Tour of Valmora on Saturday, attacking on the final climb to the '
    'ski resort of Pico Arreza to finish 38 seconds clear of Kasper Ornholm.\n\n'
    'The 24-year-old Norden-Halvik rider went clear of a group of about a dozen favourites with 6km of the 11.5km '
    "ascent remaining, and 2km later caught the last survivor of the day's breakaway, Luis Medrada of the Casavel "
    'team.\n\n'
    'Race leader Matteo Brascini of Team Solvara could not follow the attack and finished third on the stage, 52 '
    "seconds behind Varga-Lind. He keeps the leader's jersey, but his lead over Varga-Lind has been cut from 1min "
    '40sec to 48sec with seven stages left.\n\n'
    '"I felt good all day and my team did perfect work on the lower slopes," Varga-Lind said. "The jersey is still '
    'far away, but now I believe."\n\n'
    'Brascini said he had paid for a hard day on Friday. "My legs were empty at the bottom of the climb. Tomorrow '
    'is another day," he said.\n\n'
    'The 187km stage from Torrevella included three categorised climbs before the summit finish, and temperatures '
    'reached 34C in the valley.\n\n'
    'Ornholm, who rides for Veltrix, moves up to third overall, 2min 05sec behind Brascini.\n\n'
    "Team Solvara's sports director, Ingrid Haavard, said Brascini's crash on stage 12 may have left him with a "
    'sore hip, though the team doctor had found no injury. "He is tough, he will fight," she said.\n\n'
    "Medrada, who had spent 160km at the front, was given the day's combativity prize. He finished 14th on the "
    'stage.\n\n'
    "Sunday's stage 15 is a flat 172km run to Port Alcena, where the sprinters are expected to contest the finish. "
    'Monday is a rest day.'
)

BATCHES_102: dict[str, list[tuple[str, str, bool]]] = {
    'jewellery shop raid police appeal': [(B102_JEWELLERY, c, True) for c in (
        'Three masked men armed with hammers raided Halloran & Daughters, a jewellery shop on Tolland Street in '
        'Carrowdene, shortly after 5.40pm on Tuesday 11 March.',
        'Bridget Halloran, the owner of Halloran & Daughters, put the value of the watches and rings taken at '
        'about £84,000.',
        'Nobody in the Carrowdene shop was physically hurt in the raid, although a 19-year-old sales assistant was '
        'treated for shock at the scene.',
        'The dark grey hatchback used by the raiders had been reported stolen in Dunmallow nine days before the '
        'raid and was later found burnt out near Brannock Cross.',
        'Detective Inspector Owen Marchbank said police believe the Tolland Street raid was planned and asked '
        'anyone who saw people loitering in the street the previous week to come forward.',
        'Police have not yet established a firm link between the Carrowdene raid and a February robbery at a '
        "jeweller's in Dunmallow, and nobody has been arrested.",
        "Halloran & Daughters, which Bridget Halloran's father opened in 1979, is expected to reopen next Monday, "
        'and its insurer has offered a £10,000 reward.',
    )] + [(B102_JEWELLERY, c, False) for c in (
        "Police said the raid on Halloran & Daughters was linked to a similar robbery at a jeweller's in Dunmallow "
        'in February.',
        'Café owner Priya Osei-Lamb said the raiders had been shouting and swinging hammers right next to the '
        "shop's staff.",
        'The getaway car used in the Tolland Street raid was found burnt out near Brannock Cross about two hours '
        'later.',
        'Two customers and one member of staff were inside Halloran & Daughters when the raiders struck.',
        'A 19-year-old sales assistant at Halloran & Daughters was taken to hospital suffering from shock after '
        'the raid.',
        'The hatchback used in the raid had been stolen from a supermarket car park in Carrowdene on 2 March.',
        'Bridget Halloran, who opened the Tolland Street shop in 1979, said nothing like the raid had ever '
        'happened to it before.',
    )],
    'football club stadium plans': [(B102_STADIUM, c, True) for c in (
        'Pellingford Rovers plan to leave Quarry Lane, their ground for 112 years, for a new 24,000-seat stadium '
        'at Stenner Meadows.',
        "Rovers chairman Marcus Fellowes-Dane said repairing Quarry Lane's main stand alone would cost £7m.",
        'The proposed Stenner Meadows stadium would hold more than twice as many people as Quarry Lane.',
        'Pellingford Rovers intend to sell Quarry Lane to a housing developer to help pay for the £96m move.',
        "A Rovers Supporters' Trust survey found that 71 per cent of the members who responded opposed leaving "
        'Quarry Lane.',
        'Councillor Hugh Penberthy said Pellingford Borough Council had not taken a view on the stadium plans and '
        'would hold a public consultation before any decision.',
        'Fellowes-Dane promised a free match-day shuttle bus from the town centre and a two-year freeze on '
        'season-ticket prices after Rovers move.',
    )] + [(B102_STADIUM, c, False) for c in (
        "Once road works are included, the cost of Pellingford Rovers' new stadium will rise above £120m.",
        "Councillor Hugh Penberthy said Quarry Lane was no longer fit for a club with Rovers' ambitions.",
        'Pellingford Rovers have averaged crowds of 9,800 at Quarry Lane this season.',
        'The 150-bed hotel and conference centre at the new Pellingford Rovers stadium would be run by Brightmere '
        'Homes.',
        'Pellingford Borough Council expects to decide on the Stenner Meadows stadium application in the autumn.',
        "All of the supporters who answered the Rovers Supporters' Trust survey were opposed to leaving Quarry "
        'Lane.',
        'Pellingford Rovers fans plan to march from the town hall to Quarry Lane on 14 September in protest at the '
        'plans.',
    )],
    'older people charity annual report': [(B102_CHARITY, c, True) for c in (
        "The Lanterns Trust's number of registered volunteers rose from 640 to 910 during 2023-24.",
        'Lanterns Trust volunteers made 38,500 home visits in 2023-24, up from 29,000 the year before.',
        'Public donations to the Lanterns Trust fell from £1.41m to £1.12m, while grants from trusts and councils '
        'rose slightly to £870,000.',
        'Because the Lanterns Trust spent £2.51m against an income of £2.35m, it had to draw £160,000 from its '
        'reserves.',
        'Chief executive Rosalind Achterberg blamed the cost-of-living squeeze for the fall in giving, saying many '
        'regular donors could no longer afford their monthly gift.',
        'A recruitment drive with Hollin Valley College brought 190 students into the Lanterns Trust as volunteers.',
        'After closing its Tarnbridge shop in January when the lease ended, the Lanterns Trust has four shops left.',
    )] + [(B102_CHARITY, c, False) for c in (
        "Lanterns Trust treasurer Colin Vasquez-Hale said the charity's volunteers had never been busier.",
        "The Lanterns Trust's board has decided to start charging councils for some of its services.",
        'Donations from the public to the Lanterns Trust fell by 6 per cent to £1.12m.',
        'The Lanterns Trust closed its Tarnbridge shop as part of the £200,000 savings the board has asked staff '
        'to find.',
        "People aged under 25 now make up most of the Lanterns Trust's volunteers.",
        'Volunteer Sam Trevelyan, 92, has visited Edith Marland every week for three years.',
        'The Lanterns Trust cut two posts in its volunteer recruitment team during the year.',
    )],
    'railway line engineering closure': [(B102_RAILWAY, c, True) for c in (
        'The Kelderby to Ostwick railway line is closing for nine days from 19 October so that a 140-year-old '
        'bridge over the River Tamsin can be replaced.',
        'Replacement bus journeys between Kelderby and Ostwick could take up to 85 minutes, compared with 35 '
        'minutes by train.',
        'A 20mph limit has applied on the River Tamsin bridge since cracks were found in its supports in 2021, and '
        'trains will be able to cross the new bridge at 60mph.',
        "Railcore's Alun Briggate said doing the bridge work in one go would avoid months of weekend closures on "
        'the Kelderby to Ostwick line.',
        'Of the 40 buses Northvale Trains will use each day during the closure, six will be express coaches '
        'running non-stop between Kelderby and Ostwick at peak times.',
        'Rail Users Ostwick welcomed the new River Tamsin bridge but criticised the decision to close the line '
        'during half-term.',
        'Apart from folding bikes, bicycles cannot be taken on the buses replacing Kelderby to Ostwick trains.',
    )] + [(B102_RAILWAY, c, False) for c in (
        'Closing the Kelderby to Ostwick line during half-term will lead many families to drive to the coast '
        'instead.',
        "Northvale's Sophie Lindqvist-Moore described the bridge replacement as the biggest piece of work on the "
        'line for a generation.',
        'Replacement buses will call at all six stations between Kelderby and Ostwick, with journeys taking up to '
        '50 minutes.',
        'Northvale Trains chose to close the line during half-term at the request of Rail Users Ostwick.',
        'The Kelderby to Ostwick closure coincides with the half-term holiday for all schools in the area.',
        'Season-ticket holders will get a full refund for the nine days the Kelderby to Ostwick line is closed.',
        'Trains will start running again between Kelderby and Ostwick on Sunday 27 October.',
    )],
    "builder's unfinished extension court case": [(B102_COURT, c, True) for c in (
        'Halbury County Court ordered builder Dean Castellow to pay Leonard and Fiona Ashcombe-Price £31,400 after '
        'ruling that he had breached their contract.',
        'The Ashcombe-Prices had paid Dean Castellow £38,000 of the agreed £46,000 price for their extension.',
        "Work on the Ashcombe-Prices' extension stopped in September 2022 with the roof frame up but uncovered, "
        'and the couple said rain then got into the house for months.',
        'Dean Castellow argued that he stopped work because the couple would not pay for extra steelwork added to '
        'the plans by their architect.',
        'District Judge Miriam Okonjo found that the steelwork was shown in the drawings Castellow had priced from '
        'and that he had abandoned the job.',
        'The £31,400 award is made up of £24,900 for another builder to finish the extension and £6,500 for water '
        'damage and other losses.',
        "Ravi Sunderland, Dean Castellow's solicitor, said his client was considering an appeal.",
    )] + [(B102_COURT, c, False) for c in (
        'Dean Castellow is appealing against the ruling that he breached his contract with the Ashcombe-Prices.',
        'Dean Castellow took Leonard and Fiona Ashcombe-Price to court after they refused to pay for extra '
        'steelwork.',
        'District Judge Miriam Okonjo said the Ashcombe-Prices had lived in a building site for eighteen months.',
        'Leonard and Fiona Ashcombe-Price paid Dean Castellow the full £46,000 in stages over five months.',
        'Trading standards officers at Halbury Council have taken action over four other complaints about '
        'Castellow Build.',
        "Dean Castellow was ordered to pay the Ashcombe-Prices' legal costs of £6,500.",
        "Tembury Construction completed the Ashcombe-Prices' extension two months after Dean Castellow stopped "
        'work.',
    )],
    'cycling tour mountain stage report': [(B102_CYCLING, c, True) for c in (
        'Teodor Varga-Lind of Norden-Halvik won stage 14 of the Tour of Valmora after attacking on the final climb '
        'to Pico Arreza.',
        'Kasper Ornholm finished second on the Pico Arreza stage, 38 seconds behind Teodor Varga-Lind.',
        'Matteo Brascini kept the Tour of Valmora lead, but his advantage over Teodor Varga-Lind shrank from 1min '
        '40sec to 48sec.',
        'Teodor Varga-Lind caught breakaway rider Luis Medrada with 4km of the climb to Pico Arreza remaining.',
        'Matteo Brascini, who was third on the stage, said his legs were empty at the bottom of the climb after a '
        'hard day on Friday.',
        "Luis Medrada, who spent 160km at the front of the Tour of Valmora's 14th stage, received the combativity "
        'prize and finished 14th.',
        "After Sunday's flat stage to Port Alcena, the Tour of Valmora riders have a rest day on Monday.",
    )] + [(B102_CYCLING, c, False) for c in (
        "Team Solvara's sports director said Matteo Brascini was riding with a hip injury from his crash on stage "
        '12.',
        'Matteo Brascini said his team had done perfect work on the lower slopes of the climb to Pico Arreza.',
        'Kasper Ornholm moved up to third overall in the Tour of Valmora, 48 seconds behind Matteo Brascini.',
        "Teodor Varga-Lind took the Tour of Valmora leader's jersey from Matteo Brascini on the stage to Pico "
        'Arreza.',
        "Luis Medrada, Teodor Varga-Lind's Norden-Halvik team-mate, was the last survivor of the day's breakaway.",
        'Matteo Brascini lost time on the climb to Pico Arreza because of the 34C heat.',
        "The sprinters are expected to contest the finish of Monday's stage to Port Alcena.",
    )],
}
