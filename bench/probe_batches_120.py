"""Probe batch 120, written by a helper agent that saw neither the code nor an earlier probe (session 58),
on six made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B120_HOSPITAL = (
    'Visitors to Farnleigh General Hospital will pay less to park from 3 March after the Marrowdale Health '
    'Trust board approved a new charging scheme at its meeting on Tuesday.\n\n'
    'The flat fee of £6.50 a day, introduced in 2019, will be replaced by a charge of £1.20 an hour, capped '
    'at £4.80 for any single visit. Blue badge holders, parents of children staying overnight on the Kestrel '
    "children's ward and patients attending chemotherapy will park free, as they do now. Staff charges are "
    'not affected by the change and will be reviewed separately in the autumn.\n\n'
    "The trust's finance director, Oriel Banbury, said the car parks raised £2.3 million last year, all of "
    'which went back into maintaining the site. She said the new scheme was expected to reduce that income '
    'by around £400,000 a year, a shortfall the trust plans to cover from its estates budget.\n\n'
    '"We have listened to patients who told us that paying for a whole day when they came in for a '
    'forty-minute appointment felt unfair," Ms Banbury said.\n\n'
    'The change follows a petition started by local resident Tamsin Greeve, whose husband receives kidney '
    'dialysis at Farnleigh three times a week. It gathered more than 8,000 signatures in six weeks. Mrs '
    'Greeve called the decision "a good first step" but said the trust should go further and make parking '
    'free for all dialysis patients, who currently receive only a 50% discount.\n\n'
    'The trust will also create 40 new spaces on the former laundry site behind the main entrance, which it '
    'says should ease queues at peak times. Work is due to finish in June, although a trust spokesperson '
    'said it could slip into the summer if ground surveys find contamination.\n\n'
    "Councillor Rhodri Aske, who chairs Marrowdale council's health scrutiny committee, welcomed the move "
    'but said congestion on Pellow Road remained "a daily problem". According to the council, around 300 '
    "cars a day park on nearby residential streets to avoid the hospital's charges.\n\n"
    'The new pay machines will accept cards and a mobile app, Parkwise, and cash payments will be phased out '
    'by the end of the year.'
)

B120_RAILWAY = (
    'Passenger trains will run on the Hollin Vale branch line for the first time in 58 years when services '
    'resume on Sunday 14 September, the operator Westmarch Rail has confirmed.\n\n'
    'The 11-mile line between Carrowby and Ness Tarrant closed to passengers in 1967, though freight trains '
    'carrying stone from Ludderby quarry continued to use it until 1994. The £46 million reopening, funded '
    "mainly by the Department for Transport's Restoring Branch Lines programme with £5 million from Hollin "
    'Vale County Council, includes a rebuilt station at Ness Tarrant and a new halt at Shillow.\n\n'
    'Trains will run hourly from Monday to Saturday and every two hours on Sundays, with journeys between '
    "Ness Tarrant and Carrowby taking 19 minutes. Westmarch Rail's managing director, Priya Lannock, said "
    'the company expected about 250,000 journeys in the first year.\n\n'
    '"For people in Ness Tarrant, this turns a 50-minute bus ride into a short hop," she said.\n\n'
    'Campaigners from the Hollin Vale Rail Action Group, who have pushed for the reopening since 2004, will '
    'travel on the first train. The group\'s chair, Dennis Orrell, 71, said: "Some of our founding members '
    'did not live to see this day, and we will be thinking of them."\n\n'
    'The reopening was originally planned for the spring but was delayed after engineers found that a '
    '19th-century viaduct near Shillow needed strengthening. Trackway Partners, the contractor responsible '
    'for the works, said the repairs had added about £3 million to the cost.\n\n'
    'Not everyone is pleased. Residents of Bellweather Close in Ness Tarrant, whose gardens back onto the '
    "line, have complained about noise from test trains. According to the residents' association, some "
    'households are considering legal action, although none has yet been started.\n\n'
    'Fares have not been announced, but Westmarch Rail said they would be "in line with" other local '
    'services. A bus link from Ness Tarrant station to the town centre will run for the first six months as '
    'a trial.'
)

B120_FOOTBALL = (
    'Dunmore Athletic have appointed Gregor Halloway as their new manager on a two-and-a-half-year contract, '
    'ending a month-long search that followed the sacking of Vincent Aubry.\n\n'
    'Halloway, 44, leaves third-tier Kestlewick Town, whom he led to promotion in 2023 and to the '
    'quarter-finals of the national cup last season. Dunmore are understood to have paid Kestlewick a '
    'compensation fee of around £750,000, although neither club has confirmed the figure.\n\n'
    'Aubry was dismissed on 2 November after a run of six league games without a win left Dunmore 19th in '
    'the 24-team Second Division, three points above the relegation places. Since then the side has been run '
    'by caretaker manager Lewis Penhallow, the under-21s coach, who won two and drew one of his four matches '
    'in charge. Penhallow will return to his academy role.\n\n'
    'Chairman Martin Okafor-Reed said Halloway had been the board\'s "first choice from the very start". '
    '"Gregor plays the attacking football our supporters expect, and he has a record of developing young '
    'players," he said.\n\n'
    'Halloway, who made 212 appearances as a defender for Dunmore between 2001 and 2008, said returning to '
    'the club was "like coming home". He added: "The first job is to make sure we are nowhere near the '
    'bottom three come May."\n\n'
    'His first game in charge will be at home to Brackenfield Rovers on Saturday. He will bring his '
    'assistant, Sean Mulvane, with him from Kestlewick.\n\n'
    'Reports in the local press suggest Halloway could be given up to £4 million to spend in the January '
    "transfer window, but the club has declined to comment. The chair of the Dunmore Supporters' Trust, "
    'Annie Deverell, said fans were "cautiously optimistic" but wanted to see the board "back him '
    'properly".\n\n'
    'Kestlewick said they were disappointed to lose Halloway and that first-team coach Omar Brisco would '
    'take charge of their game against Fennick United on Saturday.'
)

B120_BAKERY = (
    "Crumbwell's, the bakery chain founded in Ashby Morrow in 1962, is to close 23 of its 87 shops by the "
    'end of April, putting around 190 jobs at risk.\n\n'
    'The company blamed rising energy and ingredient costs and a fall in town-centre footfall. Its chief '
    "executive, Harriet Sowerby, said flour prices had risen by 38% in two years and the firm's energy bill "
    'had more than doubled.\n\n'
    '"These are painful decisions, and they are not a reflection on the hard work of our staff," she said. '
    '"Closing these shops gives the rest of the business a secure future."\n\n'
    'Most of the closures are in the north of the county, including all four shops in Fellbridge. The '
    "chain's flagship shop on Market Row in Ashby Morrow, where the first Crumbwell's opened, will stay "
    'open.\n\n'
    'The company said it hoped to redeploy as many staff as possible to its remaining shops and to its '
    "bakery in Quarrington, which supplies all its outlets. However, the Bakers and Food Workers' Union said "
    'fewer than 40 vacancies were likely to be available. According to the union, some staff learned of the '
    'closures from a post on social media before they were told by managers. Crumbwell\'s said it had "tried '
    'to speak to every affected colleague in person" and apologised to anyone who had found out another '
    'way.\n\n'
    "Crumbwell's reported a pre-tax loss of £2.1 million in the year to September, compared with a profit of "
    '£600,000 the year before. The chain was bought in 2021 by the investment firm Greyholt Capital, which '
    'also owns the coffee chain Bean & Barrow.\n\n'
    'Shoppers in Fellbridge said they were saddened. Maureen Tillot, 68, who has bought her bread at the '
    'Fellbridge branch every Saturday for 30 years, said: "It\'s the last proper bakery on the high street. '
    'After this there\'ll be nothing but phone shops and vape shops."\n\n'
    'The first shops will shut on 15 March. A full list of affected branches has been published on the '
    "company's website."
)

B120_POSTOFFICE = (
    'The post office in the village of Little Sedgecombe will reopen next month as a community-run shop '
    'after more than 120 residents bought shares to save it.\n\n'
    'The branch, on Church Lane, closed in October when postmistress Gwen Alderney retired after 26 years. '
    'No buyer came forward for the business, and the network operator Postlink said it could not keep a '
    'branch open in a village of 900 people without a host.\n\n'
    'A group of villagers formed the Sedgecombe Community Shop Society in November and raised £64,000 '
    'through a share offer, with individual investments ranging from £25 to £2,000. A further £15,000 came '
    'as a grant from the Tarrow Valley Rural Fund. The society has agreed a ten-year lease on the building '
    'with its owner, the parish council.\n\n'
    'The shop will be staffed by a paid manager, Colin Frayne, working 30 hours a week, and a rota of about '
    '35 volunteers. It will open from 8am to 5pm on weekdays and from 8am to noon on Saturdays, offering '
    'post office counter services, groceries, local produce and a small café.\n\n'
    'Society chair Dr Nadia Rushworth said: "People kept telling us the village would lose its heart if the '
    'post office went. We wanted to prove that a village this size can still look after itself."\n\n'
    'Mrs Alderney, who will cut the ribbon at the opening on 12 April, said she was "thrilled" and had '
    'bought shares herself. "I\'d have hated to think I was the last one behind that counter," she said.\n\n'
    'Postlink said it was "delighted" to work with the society. A spokesperson said the branch might also '
    'offer banking services, such as cash deposits, if there was enough demand, but no decision had been '
    'made.\n\n'
    'The nearest other post office is in Kelham Market, seven miles away, which is served by a bus only '
    'twice a day. Dr Rushworth said older residents without cars had been hit hardest by the closure.\n\n'
    'The society hopes to break even within three years, although its business plan warns that this depends '
    'on attracting visitors from the nearby Tarrow Valley walking trail.'
)

B120_FILMFEST = (
    'A drama about a family of lighthouse keepers took the top prize at the 14th Carvel Bay Film Festival on '
    'Saturday night, as the event closed with record attendance.\n\n'
    "The Keeper's Daughters, directed by Ilse Marrinan, won the Golden Gull for best feature film ahead of "
    'eleven other films in competition. Marrinan, who grew up on the Orrin Isles where the film is set, '
    'dedicated the award to her grandmother, "who kept the light burning for forty years".\n\n'
    'The jury, chaired by the actor Teodor Vasek, called the film "patient, generous and quietly '
    'devastating". Vasek said the decision had been unanimous.\n\n'
    'Best director went to Samuel Okonjo for Low Tide Radio, a comedy about a pirate radio station, which '
    'also won the audience award. Best actress was shared between Ruth Penderley and Maya Lisgard, the two '
    "leads in The Keeper's Daughters, while best actor went to Callum Drewe for his role as a grieving "
    'farmer in Fallow.\n\n'
    "Fallow's director, Nina Castellane, had been widely tipped for the main prize. Asked about the result, "
    'she said she was "proud of every frame" and that Drewe\'s award belonged to the whole cast.\n\n'
    'Festival director Paul Hennessy said 31,000 tickets had been sold over the ten days, up from 26,500 '
    'last year. He said the festival had been able to add two extra screens at the Regent Hall thanks to a '
    '£200,000 grant from the Carvel Arts Council.\n\n'
    "However, the festival was not without difficulty. Friday's screening of the documentary Salt Roads was "
    'cancelled after a projector fault, and about 400 ticket holders were offered refunds. Organisers said '
    'it may be rescheduled at the Regent Hall next month, but no date has been fixed.\n\n'
    'The best short film award went to Paper Birds by 19-year-old student Leah Mortimer, the youngest winner '
    "in the festival's history.\n\n"
    "Hennessy confirmed that next year's festival will run from 9 to 18 October."
)

BATCHES_120: dict[str, list[tuple[str, str, bool]]] = {
    'hospital car park charges news': [(B120_HOSPITAL, c, True) for c in (
        (
            'Parking at Farnleigh General Hospital will get cheaper from 3 March under a scheme approved by the '
            'board of the Marrowdale Health Trust.'
        ),
        (
            "Farnleigh General Hospital's £6.50 daily parking fee is being replaced by an hourly rate of £1.20, "
            'with no visit costing more than £4.80.'
        ),
        (
            "Finance director Oriel Banbury said all of the £2.3 million raised by Farnleigh's car parks last year "
            'was spent on maintaining the hospital site.'
        ),
        (
            'The Marrowdale Health Trust expects the cheaper parking to cost it about £400,000 a year in lost '
            'income, which it plans to make up from its estates budget.'
        ),
        (
            'A petition started by Tamsin Greeve, whose husband has dialysis at Farnleigh, attracted over 8,000 '
            'signatures within six weeks.'
        ),
        (
            'Tamsin Greeve welcomed the new charges as a good first step but wants free parking for all dialysis '
            'patients, who at present get only half off.'
        ),
        (
            'Parking charges for Farnleigh staff are unchanged by the new scheme and will be reviewed separately '
            'in the autumn.'
        ),
    )] + [(B120_HOSPITAL, c, False) for c in (
        (
            'Tamsin Greeve said paying for a whole day when attending a forty-minute appointment at Farnleigh felt '
            'unfair.'
        ),
        (
            'Under the new scheme, all dialysis patients at Farnleigh General Hospital will be able to park free '
            'of charge.'
        ),
        (
            'Blue badge holders will be able to park free at Farnleigh General Hospital for the first time under '
            'the new scheme.'
        ),
        (
            "Farnleigh General Hospital's car parks raised £400,000 last year, money the trust says went back into "
            'maintaining the site.'
        ),
        (
            'Ground surveys have found contamination on the former laundry site at Farnleigh, pushing the 40 new '
            'parking spaces back into the summer.'
        ),
        (
            "Councillor Rhodri Aske, who started the petition against Farnleigh's parking charges, said congestion "
            'on Pellow Road was still a daily problem.'
        ),
        (
            'The Marrowdale Health Trust will cover the lost parking income by raising staff parking charges in '
            'the autumn.'
        ),
    )],
    'branch rail line reopening news': [(B120_RAILWAY, c, True) for c in (
        (
            'Westmarch Rail has confirmed that passenger trains will return to the Hollin Vale branch line on 14 '
            'September, 58 years after the service ended.'
        ),
        (
            'Although the Hollin Vale line lost its passenger trains in 1967, freight trains carrying stone from '
            'Ludderby quarry used it until 1994.'
        ),
        (
            'Most of the £46 million cost of reopening the Hollin Vale line is being met by the Department for '
            'Transport, with the county council contributing £5 million.'
        ),
        (
            'On the reopened Hollin Vale line, trains will run every hour from Monday to Saturday but only every '
            'two hours on Sundays.'
        ),
        (
            'Priya Lannock, managing director of Westmarch Rail, said the firm expected around 250,000 journeys on '
            'the line in its first year.'
        ),
        (
            'According to contractor Trackway Partners, strengthening a 19th-century viaduct near Shillow, which '
            'delayed the reopening from the spring, added about £3 million to the cost.'
        ),
        (
            'Dennis Orrell of the Hollin Vale Rail Action Group said founding members who had died before the '
            "reopening would be in the campaigners' thoughts."
        ),
    )] + [(B120_RAILWAY, c, False) for c in (
        (
            'Residents of Bellweather Close in Ness Tarrant have started legal action over noise from test trains '
            'on the Hollin Vale line.'
        ),
        (
            'Dennis Orrell said the reopened line would turn a 50-minute bus ride from Ness Tarrant into a short '
            'hop.'
        ),
        (
            'Hollin Vale County Council contributed £3 million towards the £46 million reopening of the branch '
            'line.'
        ),
        'Once the Hollin Vale line reopens, trains will run hourly every day of the week.',
        'The Hollin Vale Rail Action Group has been campaigning for the line to reopen since 1994.',
        (
            'Westmarch Rail said repairs to the viaduct near Shillow had added about £3 million to the cost of the '
            'reopening.'
        ),
        (
            'The reopening of the Hollin Vale line was delayed from the spring after Bellweather Close residents '
            'complained about noise from test trains.'
        ),
    )],
    'football club manager appointment news': [(B120_FOOTBALL, c, True) for c in (
        (
            'Dunmore Athletic have given Gregor Halloway a two-and-a-half-year contract as manager, filling the '
            "vacancy left by Vincent Aubry's sacking."
        ),
        (
            'Caretaker Lewis Penhallow won two of his four matches in charge of Dunmore and will now go back to '
            'his role at the academy.'
        ),
        (
            'Before moving to Dunmore, Halloway took Kestlewick Town to promotion in 2023 and to the national cup '
            'quarter-finals last season.'
        ),
        'Gregor Halloway is returning to a club for which he made 212 appearances as a defender.',
        (
            "Dunmore chairman Martin Okafor-Reed said Halloway had been the board's first choice right from the "
            'start of the search.'
        ),
        'Gregor Halloway is bringing Sean Mulvane from Kestlewick Town to be his assistant at Dunmore.',
        (
            'Neither Dunmore nor Kestlewick has confirmed the reported compensation fee of about £750,000 for '
            'Halloway.'
        ),
    )] + [(B120_FOOTBALL, c, False) for c in (
        'Dunmore Athletic paid Kestlewick Town £750,000 in compensation to appoint Gregor Halloway.',
        (
            "Supporters' Trust chair Annie Deverell said Halloway played the attacking football Dunmore fans "
            'expect.'
        ),
        "Lewis Penhallow won all four of his matches as Dunmore's caretaker manager.",
        'Vincent Aubry was sacked after Dunmore lost six league games in a row.',
        "Halloway's assistant Omar Brisco will follow him from Kestlewick to Dunmore.",
        "Gregor Halloway's first match as Dunmore manager will be away at Brackenfield Rovers on Saturday.",
        'Gregor Halloway said his first aim was to win Dunmore promotion by May.',
    )],
    'bakery chain shop closures news': [(B120_BAKERY, c, True) for c in (
        "Crumbwell's is to close 23 of its 87 shops by the end of April, with around 190 jobs at risk.",
        (
            "Crumbwell's blamed the closures on higher energy and ingredient costs and on fewer people visiting "
            'town centres.'
        ),
        (
            "Crumbwell's chief executive Harriet Sowerby said flour had become 38% more expensive over two years "
            "and the company's energy bill had more than doubled."
        ),
        (
            "The Market Row shop in Ashby Morrow, where Crumbwell's started, is not among the branches being "
            'closed.'
        ),
        "Crumbwell's went from a £600,000 profit to a pre-tax loss of £2.1 million in the year to September.",
        (
            "The Bakers and Food Workers' Union said fewer than 40 vacancies were likely to be open to Crumbwell's "
            'staff from the closing shops.'
        ),
        "Crumbwell's, owned since 2021 by Greyholt Capital, will close its first shops on 15 March.",
    )] + [(B120_BAKERY, c, False) for c in (
        "Some Crumbwell's staff found out about the closures from social media before their managers told them.",
        "Maureen Tillot said the closures were not a reflection on the hard work of Crumbwell's staff.",
        "Harriet Sowerby said Crumbwell's energy bill had risen by 38% in two years.",
        "Crumbwell's was bought in 2021 by the coffee chain Bean & Barrow.",
        (
            "Crumbwell's has promised that every affected worker will be moved to another shop or to its "
            'Quarrington bakery.'
        ),
        "Most of the 190 jobs at risk at Crumbwell's are at its bakery in Quarrington.",
        "Crumbwell's opened its first shop in Fellbridge in 1962.",
    )],
    'village post office rescue news': [(B120_POSTOFFICE, c, True) for c in (
        (
            'More than 120 residents of Little Sedgecombe bought shares so that their post office could reopen as '
            'a community-run shop.'
        ),
        (
            "Little Sedgecombe's post office closed in October when Gwen Alderney retired after 26 years as "
            'postmistress.'
        ),
        (
            'Together, the share offer and the Tarrow Valley Rural Fund grant gave the Sedgecombe Community Shop '
            'Society £79,000.'
        ),
        (
            'The Sedgecombe Community Shop Society will lease the Church Lane building from the parish council for '
            'ten years.'
        ),
        (
            'Besides its paid manager, Colin Frayne, the Little Sedgecombe shop will rely on a rota of around 35 '
            'volunteers.'
        ),
        (
            'Former postmistress Gwen Alderney, herself a shareholder, will cut the ribbon when the Little '
            'Sedgecombe shop opens on 12 April.'
        ),
        (
            'Without their own branch, Little Sedgecombe residents must travel seven miles to Kelham Market, which '
            'has a bus only twice a day.'
        ),
    )] + [(B120_POSTOFFICE, c, False) for c in (
        'The reopened Little Sedgecombe post office will offer banking services such as cash deposits.',
        'Gwen Alderney said the village would lose its heart if the post office went.',
        'Individual investors in the Little Sedgecombe share offer put in between £25 and £15,000.',
        'Gwen Alderney sold the Little Sedgecombe post office business to a new owner when she retired in October.',
        'Colin Frayne, who chairs the Sedgecombe Community Shop Society, will run the shop for 30 hours a week.',
        (
            'The parish council has agreed to lease the Church Lane building from the Sedgecombe Community Shop '
            'Society for ten years.'
        ),
        'The Little Sedgecombe community shop will be open from 8am to 5pm, Monday to Saturday.',
    )],
    'film festival awards night news': [(B120_FILMFEST, c, True) for c in (
        (
            "Ilse Marrinan's The Keeper's Daughters won the Golden Gull for best feature film at the 14th Carvel "
            'Bay Film Festival.'
        ),
        (
            'Low Tide Radio won Samuel Okonjo the best director prize at the Carvel Bay festival and also took the '
            'audience award.'
        ),
        (
            "Ruth Penderley and Maya Lisgard, who lead The Keeper's Daughters, shared the Carvel Bay festival's "
            'best actress award.'
        ),
        "Jury chair Teodor Vasek said the choice of The Keeper's Daughters for the Golden Gull was unanimous.",
        'Festival director Paul Hennessy said ticket sales at Carvel Bay rose by 4,500 on last year to 31,000.',
        (
            'A £200,000 grant from the Carvel Arts Council allowed the Carvel Bay festival to add two screens at '
            'the Regent Hall.'
        ),
        (
            "At 19, Leah Mortimer became the youngest winner in the Carvel Bay festival's history when Paper Birds "
            'took the best short film award.'
        ),
    )] + [(B120_FILMFEST, c, False) for c in (
        (
            "The Carvel Bay festival's cancelled screening of Salt Roads will be shown at the Regent Hall next "
            'month.'
        ),
        'Ilse Marrinan said she was proud of every frame and that the award belonged to the whole cast.',
        'Callum Drewe won best actor at Carvel Bay for playing a grieving farmer in Low Tide Radio.',
        (
            "Nina Castellane's Fallow beat The Keeper's Daughters to the Golden Gull at the Carvel Bay Film "
            'Festival.'
        ),
        'The Carvel Bay Film Festival sold 26,500 tickets over its ten days this year.',
        "The Keeper's Daughters beat fourteen other films in competition to win the Golden Gull.",
        'The Carvel Bay festival paid for two extra screens at the Regent Hall out of its record ticket sales.',
    )],
}
