"""Probe batch 85, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B85_BUSPASS = (
    "Question: How does the Tarrowmoor Rover bus pass work, and how much does it cost?\n\n"
    "Passage 1: [Source: Tarrowmoor Regional Transit Authority website, 'Tickets and passes', updated March 2024]\n"
    "The Tarrowmoor Rover is a smart card that gives unlimited travel on all Tarrowmoor Regional Transit buses "
    "across the four zones of the region, including the Kelby night routes. Adults can buy a 7-day Rover for £24 "
    "or a 30-day Rover for £82. Young people aged 16 to 21 pay half the adult fare on either pass, as long as they "
    "register their card with a photo. The card itself costs £3 the first time, which is refunded if the card is "
    "returned undamaged within a year. Passes can be loaded at any of the 31 ticket machines at major stops, "
    "online, or on board with the driver, although drivers only sell the 7-day version. A Rover becomes active on "
    "the first day it is tapped on a bus reader, not on the day it is bought.\n\n"
    "Passage 2: [Source: The Kelby Courier, news article, 14 January 2025]\n"
    "From 1 February 2025 the price of the adult 30-day Tarrowmoor Rover will rise from £82 to £88, the transit "
    "authority confirmed on Monday. The 7-day pass stays at £24. Officials said the increase would pay for "
    "extending the Rover to the Harnley Valley coach service, which previously required a separate ticket; from "
    "February, Rover holders can ride that service at no extra charge on weekdays, though weekend Harnley Valley "
    "journeys will still cost a £2 supplement. Pensioners over 66 already travel free on all regional buses after "
    "9:30 a.m. with a concession card and do not need a Rover at all. Councillor Priya Odwell said the authority "
    "had held the 30-day price for three years and that the rise was 'smaller than inflation over that period'.\n\n"
    "Passage 3: [Source: Tarrow Rail & Ferry Passengers' Forum, post by user 'saltbridge_sam', June 2024]\n"
    "Don't confuse the bus Rover with the Tarrow Rail Rover, which is a completely separate ticket sold by "
    "Coastline Rail. The rail version costs £39 for three days of travel within any seven-day period and covers "
    "trains between Tarrowmoor Central and Saltbridge, plus the Saltbridge-Inver Isle ferry. It is a paper ticket, "
    "not a card, and it must be dated at the station before boarding. There is no youth discount on the rail "
    "Rover, but children under 5 travel free with a paying adult. I bought both last summer: the bus Rover worked "
    "on every bus I tried, even the late-night Kelby routes, while the rail one saved me about £15 compared with "
    "buying single tickets. Note that neither ticket can be used on the Saltbridge heritage tramway, which runs "
    "its own fares."
)

B85_LIGHTHOUSE = (
    "Question: When and why was the Grennock Point lighthouse decommissioned?\n\n"
    "Passage 1: [Source: Corran Coast Heritage Trust, 'Our Lighthouses' page, 2022]\n"
    "Grennock Point lighthouse was built in 1871 by the engineer Malcolm Strade to guard the approach to Ossery "
    "Sound, where at least fourteen ships had been wrecked in the previous twenty years. Its 22-metre granite tower "
    "carried a first-order lens that could be seen 19 nautical miles out to sea. Keepers lived on site until 1979, "
    "when the light was automated. The light was finally switched off on 30 September 2003 by the Northern "
    "Channel Lights Board, which said that satellite navigation and a new buoyed channel had made it unnecessary. "
    "The Trust took over the tower in 2008 on a 99-year lease and opens it to visitors on summer weekends. The "
    "original lens was removed in 2004 and is now displayed at the Ossery Maritime Museum.\n\n"
    "Passage 2: [Source: Western Seaboard Magazine, feature by Helen Mavory, spring 2015]\n"
    "Locals still argue about why the Grennock light went dark. The Lights Board's official reason was that GPS "
    "and the new Ossery Sound buoys had made the tower redundant, but the keepers' cottages had been suffering "
    "from coastal erosion for years, and a 2001 survey found the cliff edge had retreated to within 11 metres of "
    "the tower. Former relief keeper Donald Ashgrove, who served there from 1971 until automation, believes "
    "erosion was 'the real reason nobody wanted to spend money on it'. The board has never said erosion played a "
    "part. The light was extinguished in autumn 2003, a bitter moment, Ashgrove says, as the tower had shown its "
    "light every night for 132 years, bar a short blackout during the Second World War.\n\n"
    "Passage 3: [Source: Coastal Walks of Corran, guidebook by Elspeth Rann, 2019 edition]\n"
    "The cliff path north from Harlaw village passes two lights with confusingly similar names. Grennock Head "
    "lighthouse, a squat white tower on the headland above Harlaw, is still in service: it was modernised with an "
    "LED lantern in 2016 and flashes twice every 10 seconds. About four kilometres further on stands the taller "
    "grey tower of Grennock Point, dark since 2003. Walkers can climb Grennock Point's 112 steps on summer "
    "weekends, when the heritage trust opens it, but the tower is closed from October to April. Grennock Head is "
    "not open to the public. Allow around three hours for the full walk from Harlaw, and note that the path beyond "
    "Grennock Point is closed during the seabird nesting season, from mid-April to July."
)

B85_PLANT = (
    "Question: What does a Corvalia 'Ember Queen' need to grow well, and how should I prune it?\n\n"
    "Passage 1: [Source: Fenwright Nurseries, plant care sheet, 2023]\n"
    "Corvalia 'Ember Queen' is a deciduous shrub that reaches about 1.5 metres tall and wide, grown for its orange "
    "lantern-shaped flowers from July to September. It needs full sun or light shade and a free-draining, "
    "slightly acidic soil; it will not tolerate waterlogged ground in winter. Water young plants weekly in their "
    "first summer, but established shrubs rarely need watering except in long droughts. Feed once in spring with "
    "a balanced slow-release fertiliser. 'Ember Queen' flowers on the current year's growth, so prune in early "
    "spring, in March or early April, cutting last year's stems back to a pair of healthy buds about 30 "
    "centimetres above the ground. It is hardy to about -12 °C; in colder areas, mulch the base in November.\n\n"
    "Passage 2: [Source: 'The Weekend Gardener' column by Tomas Rideley, Brackwell Post, April 2024]\n"
    "Readers keep asking me when to prune their Corvalia. For 'Ember Queen', the nursery advice is spot on: a "
    "hard cut in early spring gives the strongest flowering stems. What the labels don't tell you is that you "
    "should leave the old flower heads on over winter, because they protect the buds below from frost, and only "
    "remove them when you make the spring cut. Never prune after mid-August, as soft new growth will be killed by "
    "the first frosts. Mine sits in a south-facing bed in clay soil that I lightened with grit, and it has "
    "flowered every summer for nine years. If your plant looks tired, remove one or two of the oldest stems right "
    "at the base every third spring to make room for fresh shoots.\n\n"
    "Passage 3: [Source: Greenmantle Garden Forum, thread 'Ember King or Ember Queen?', 2021]\n"
    "Careful: 'Ember King' is not the same plant as 'Ember Queen'. 'Ember King' is an evergreen climbing "
    "Corvalia that can reach 4 metres on a wall, and it flowers on the previous year's wood, so you prune it "
    "straight after flowering in late spring, not in March. It also prefers partial shade and needs regular "
    "watering all summer. Both plants share the orange lantern flowers and both dislike wet winter soil. I grow "
    "'Ember Queen' in a large pot, which works fine so long as the pot holds at least 40 litres and you water it "
    "twice a week in summer, since containers dry out far faster than borders. Pot-grown plants also need feeding "
    "monthly from May to August rather than once a year."
)

B85_CARDS = (
    "Question: What is the history of the card game Skerrow, and what are its basic rules?\n\n"
    "Passage 1: [Source: The Pellam Book of Tavern Games, 2nd edition, 2011]\n"
    "Skerrow is a trick-taking game for four players in two fixed partnerships, played with a 40-card pack from "
    "which the eights, nines and tens have been removed. It is thought to have begun among net-makers in the "
    "harbour town of Dunmallow in the 1840s, and the oldest printed rules appear in an 1868 almanac published by "
    "Josiah Brecket. Each player receives ten cards. The dealer's left-hand opponent leads first, and players must "
    "follow suit if they can. The trump suit is not fixed: it is chosen by whoever bids highest before play "
    "begins. Bids range from five to ten tricks. A partnership that makes its bid scores one point per trick "
    "taken; one that fails loses the amount it bid. The first side to reach 31 points wins.\n\n"
    "Passage 2: [Source: Skerrow Players' Association website, 'About the game', 2020]\n"
    "Our association was founded in 1957 in Dunmallow, where Skerrow has been played since at least the "
    "mid-nineteenth century. Tournament rules follow the 1868 Brecket text with one important change adopted in "
    "1992: a partnership that bids all ten tricks, known as a 'full net', scores 20 points if it succeeds instead "
    "of 10, but loses 20 if it fails. Play is clockwise. Unlike many trick-taking games, in Skerrow the jack is "
    "the highest card of the trump suit, followed by the ace, king and queen. In non-trump suits the usual order "
    "applies, with the ace highest. Club games are played to 31 points, but our annual championship in October "
    "is played to 51. About 600 members currently play in 40 affiliated clubs.\n\n"
    "Passage 3: [Source: blog 'Cards Around the Coast', post by Maren Toll, 2018]\n"
    "Several readers have written in confused after buying a boxed set labelled 'Skerrow Patience' from Halloran "
    "Games. That is a solitaire game, invented by the company in 1979 and only named after the old partnership "
    "game; it uses a full 52-card deck and has nothing to do with bidding. Real Skerrow is still mainly played in "
    "Dunmallow and the surrounding villages, and on my visit I watched a Friday-night game at the Anchor Rope "
    "Inn. The players told me that house rules vary: some pubs let the winning bidder swap one card with their "
    "partner before play, but this is not in the printed rules. They also insisted that talking about your hand "
    "is strictly forbidden, and a side caught signalling forfeits the whole game."
)

B85_FESTIVAL = (
    "Question: What happens at the Saltfire Festival on Carrick Vell, and when is it held?\n\n"
    "Passage 1: [Source: Carrick Vell Community Council, visitor information page, 2024]\n"
    "The Saltfire Festival is held every year on the last weekend of June on Carrick Vell, an island of about 340 "
    "residents some 9 kilometres off the mainland. It marks the traditional end of the spring fishing season. On "
    "the Friday evening a procession carries a lantern boat from the harbour chapel to Tollan Beach, where it is "
    "set alight at dusk. Saturday brings the island games (rope-pulling, a creel race and a swim across Tollan "
    "Bay), followed by a dance in the village hall. Sunday is quieter, with a blessing of the boats at 11 a.m. "
    "and a community lunch. Entry to all events is free, but the dance is ticketed at £8 because hall capacity "
    "is limited to 180 people.\n\n"
    "Passage 2: [Source: Northern Isles Ferry Company, service notice, April 2025]\n"
    "For the 2025 Saltfire Festival (27-29 June) we will run three additional sailings from Vellport to Carrick "
    "Vell on the Friday, departing at 12:00, 14:30 and 16:45, alongside the usual morning crossing. Return "
    "sailings on Sunday leave the island at 15:00 and 18:00. The crossing takes 40 minutes. Festival sailings "
    "must be booked in advance and fill quickly; foot passengers pay £14 return, and vehicles are not carried on "
    "the extra sailings. Visitors should note that there is no campsite on the island during the festival this "
    "year, as the field at Tollan Beach is being reseeded; the community council is instead offering 60 places "
    "in the school grounds at £10 a night, bookable through its website.\n\n"
    "Passage 3: [Source: Vellport Gazette, news report, July 2023]\n"
    "Not to be confused with the island's festival, Vellport's own Saltfire Fair took place on the harbour front "
    "last Saturday, drawing about 2,000 visitors. Begun in 1994 by the Vellport Traders' Association, the fair has "
    "a market of around 70 stalls, a fireworks display over the harbour at 10 p.m. and a charity 'salt run' of 5 "
    "kilometres. Entry costs £5 for adults, with under-12s free. Organiser Fiona Garrick said many visitors head "
    "over to Carrick Vell the following weekend for the older festival, which islanders say dates back at least "
    "to the 1880s, when the lantern boat was first recorded by a visiting minister. 'The two events help each "
    "other,' she said. 'Our fair is the modern shop window; theirs is the real tradition.'"
)

B85_RECYCLING = (
    "Question: How does Milnford's new recycling scheme change bin collection days?\n\n"
    "Passage 1: [Source: Milnford District Council, press release, 3 February 2025]\n"
    "Milnford's new 'Sort Four' recycling scheme starts on Monday 7 April 2025. General waste in the grey bin "
    "will move from weekly to fortnightly collection, alternating with the blue bin for paper, card and plastics. "
    "A new 23-litre food caddy will be emptied every week, on the same day as the other bins. For most households "
    "in the town, collection day will move from Tuesday to Thursday; households in the Orchard Lane and "
    "Fallowfield estates will keep their Tuesday collection. Every household will receive a printed calendar and "
    "the new caddy by 21 March. The council expects the scheme to raise the town's recycling rate from 38% to "
    "above 50% within two years. Residents can check their new day by entering their postcode on the council "
    "website.\n\n"
    "Passage 2: [Source: Milnford Echo, news report, 10 March 2025]\n"
    "Residents have raised concerns about the first weeks of the Sort Four scheme, which fall around Easter. The "
    "council has confirmed that, because of the Easter Monday bank holiday on 21 April, all collections in that "
    "week will be one day later than usual, so Thursday collections will take place on Friday 25 April. Glass "
    "will not go in the blue bin; it will still be collected every four weeks in the green box, as now. "
    "Councillor Ruth Penhallow, cabinet member for environment, said households of six or more people could "
    "apply for a larger 240-litre grey bin instead of the standard 180-litre one. Some residents in Fallowfield "
    "told the Echo they had been sent calendars showing a Thursday collection by mistake; the council said "
    "corrected calendars would be posted by 28 March.\n\n"
    "Passage 3: [Source: Harrowby Borough Council website, 'Bin collections in Milnford Bridge', 2024]\n"
    "Milnford Bridge and the surrounding villages are served by Harrowby Borough Council, not Milnford District "
    "Council, so the town's new scheme does not apply here. In Milnford Bridge, general waste and recycling are "
    "both collected every week on Wednesdays, and a garden waste service is available for £45 a year. Food waste "
    "is collected weekly in a 7-litre kerbside caddy, which residents should line with compostable bags only. "
    "Glass goes in the recycling bin together with cans and plastics. If your collection is missed, report it "
    "within 48 hours using the online form. Bulky items such as sofas and fridges can be collected for a fee of "
    "£30 for up to three items; booking is required at least five working days ahead."
)

BATCHES_85: dict[str, list[tuple[str, str, bool]]] = {
    'regional bus pass prices and rules': [(B85_BUSPASS, c, True) for c in (
        'A 7-day adult Tarrowmoor Rover costs £24, a price left unchanged by the February 2025 fare rise.',
        'From 1 February 2025 the adult 30-day Tarrowmoor Rover costs £88, which is £6 more than its earlier '
        'price of £82.',
        'Passengers aged 16 to 21 can buy the Tarrowmoor Rover at half the adult price, provided their card is '
        'registered with a photo.',
        'The £3 paid for a first Tarrowmoor Rover card is given back if the card is returned undamaged within a '
        'year.',
        'A Tarrowmoor Rover starts counting from the first day it is tapped on a bus reader rather than from the '
        'day it was bought.',
        'Because drivers sell only the 7-day Tarrowmoor Rover, the 30-day pass has to be bought online or from a '
        'ticket machine.',
        'Since February 2025, Tarrowmoor Rover holders can travel on the Harnley Valley coach service on weekdays '
        'without paying anything extra.',
    )] + [(B85_BUSPASS, c, False) for c in (
        'The Tarrowmoor Rover bus pass also covers the Saltbridge-Inver Isle ferry.',
        'From February 2025, Tarrowmoor Rover holders can use the Harnley Valley coach service on any day of the '
        'week without a supplement.',
        'Before the February 2025 rise, the adult 30-day Tarrowmoor Rover cost £84.',
        'Pensioners over 66 with a concession card can travel free on Tarrowmoor regional buses at any time of day.',
        'Tarrowmoor Rover passes can be loaded at ticket machines, online, on board, or at the staffed travel shop '
        'in Kelby bus station.',
        'The transit authority had kept the adult 30-day Tarrowmoor Rover at £88 for three years before the 2025 '
        'change.',
        'Like the Tarrowmoor bus Rover, the Tarrow Rail Rover gives half-price travel to 16-to-21-year-olds.',
    )],
    'coastal lighthouse decommissioning': [(B85_LIGHTHOUSE, c, True) for c in (
        'Grennock Point lighthouse was switched off on 30 September 2003, after more than 130 years in service.',
        'The Northern Channel Lights Board said the Grennock Point light was no longer needed because of '
        'satellite navigation and a new buoyed channel in Ossery Sound.',
        'Grennock Point had resident keepers until it was automated in 1979, about 24 years before the light was '
        'finally extinguished.',
        'Some locals, including former relief keeper Donald Ashgrove, think coastal erosion was the real reason '
        'Grennock Point was abandoned, although the Lights Board has never said so.',
        'A survey in 2001 found that the cliff edge at Grennock Point had retreated to within 11 metres of the '
        'lighthouse tower.',
        "Grennock Point lighthouse's original lens was removed the year after the light went out and is now on "
        'display at the Ossery Maritime Museum.',
        'Visitors can climb the 112 steps of Grennock Point lighthouse on summer weekends, but the tower is closed '
        'from October to April.',
    )] + [(B85_LIGHTHOUSE, c, False) for c in (
        'Grennock Point lighthouse was fitted with an LED lantern in 2016.',
        'Grennock Point lighthouse was decommissioned because coastal erosion had brought the cliff edge to within '
        '11 metres of the tower.',
        'Grennock Point lighthouse was automated in 1971.',
        'In 2008 the Corran Coast Heritage Trust bought the Grennock Point tower outright from the Northern Channel '
        'Lights Board.',
        "Grennock Point's light could be seen 22 nautical miles out to sea.",
        'Donald Ashgrove served as a keeper at Grennock Point from 1971 until the light was switched off in 2003.',
        'Grennock Point lighthouse was built in 1871 after fourteen ships were wrecked in a single storm in Ossery '
        'Sound.',
    )],
    'garden shrub care and pruning': [(B85_PLANT, c, True) for c in (
        "Corvalia 'Ember Queen' needs full sun or light shade and a slightly acidic soil that drains freely.",
        "Since 'Ember Queen' flowers on the current year's growth, it should be pruned in early spring, in March or "
        'early April.',
        "When pruning 'Ember Queen', last year's stems should be cut back to a pair of healthy buds roughly 30 cm "
        'above the ground.',
        "Gardening columnist Tomas Rideley advises leaving the old flower heads on 'Ember Queen' over winter to "
        'protect the buds beneath from frost, removing them only at the spring prune.',
        "'Ember Queen' should not be pruned after mid-August, because the soft new growth would be killed by the "
        'first frosts.',
        "Corvalia 'Ember Queen' can be grown in a container of at least 40 litres if it is watered twice a week in "
        'summer.',
        "Young 'Ember Queen' plants should be watered weekly in their first summer, whereas established shrubs "
        'seldom need watering except during long droughts.',
    )] + [(B85_PLANT, c, False) for c in (
        "Corvalia 'Ember Queen' should be pruned straight after it finishes flowering in late spring.",
        "Corvalia 'Ember Queen' is hardy down to about -15 °C.",
        "Corvalia 'Ember Queen' should be fed monthly from May to August.",
        "Corvalia 'Ember Queen' grows well in chalky, alkaline soil as long as it drains freely.",
        "Tomas Rideley grows his 'Ember Queen' in a 40-litre pot, where it has flowered every summer for nine years.",
        "Tomas Rideley suggests cutting one or two of the oldest 'Ember Queen' stems out at the base every second "
        'spring.',
        "Fenwright Nurseries' care sheet advises cutting the old flower heads off 'Ember Queen' in autumn before "
        'the frosts arrive.',
    )],
    'made-up card game history and rules': [(B85_CARDS, c, True) for c in (
        'Skerrow is a trick-taking card game for four people playing in two fixed partnerships.',
        'Skerrow is played with a 40-card pack lacking the eights, nines and tens, and each player is dealt ten '
        'cards.',
        'Skerrow is thought to have started among Dunmallow net-makers in the 1840s, and its earliest printed '
        'rules appeared in an 1868 almanac published by Josiah Brecket.',
        'In Skerrow, trumps are chosen by the player who makes the highest bid before play begins.',
        'In the trump suit in Skerrow, the jack outranks the ace, king and queen.',
        'Under a rule adopted in 1992, a Skerrow partnership that bids all ten tricks scores 20 points if it '
        'succeeds and loses 20 if it fails.',
        "Club games of Skerrow end when a side reaches 31 points, but the Skerrow Players' Association's October "
        'championship is played to 51.',
    )] + [(B85_CARDS, c, False) for c in (
        'Skerrow was invented by Halloran Games in 1979.',
        'Club games of Skerrow are played to 51 points.',
        'In Skerrow, the winning bidder may exchange one card with their partner before play begins.',
        "The Skerrow Players' Association was founded in Dunmallow in 1967.",
        "In Skerrow, the dealer's partner leads to the first trick.",
        'Under the original 1868 Brecket rules, a Skerrow partnership that bid and made all ten tricks scored '
        '20 points.',
        'Players at the Anchor Rope Inn said a Skerrow side caught signalling loses 10 points.',
    )],
    'small island festival events and dates': [(B85_FESTIVAL, c, True) for c in (
        'The Saltfire Festival is held every year on the last weekend of June on Carrick Vell, an island about '
        '9 km from the mainland.',
        'The Saltfire Festival begins on the Friday evening with a procession carrying a lantern boat from the '
        'harbour chapel to Tollan Beach, where it is burned at dusk.',
        "The Saltfire Festival's Saturday includes island games such as rope-pulling, a creel race and a swim "
        'across Tollan Bay.',
        'All Saltfire Festival events are free apart from the dance in the village hall, which costs £8 because '
        'the hall holds only 180 people.',
        'In 2025 the Saltfire Festival took place from 27 to 29 June.',
        'Extra Saltfire Festival ferries from Vellport must be booked ahead, cost foot passengers £14 return and '
        'do not carry vehicles.',
        'The Sunday of the Saltfire Festival is quieter, with a blessing of the boats at 11 a.m. and a community '
        'lunch.',
    )] + [(B85_FESTIVAL, c, False) for c in (
        'The Saltfire Festival on Carrick Vell includes a fireworks display over the harbour at 10 p.m.',
        'Every Saltfire Festival event, including the village hall dance, is free to attend.',
        'Visitors to the 2025 Saltfire Festival could camp in the field at Tollan Beach for £10 a night.',
        'On the Sunday of the 2025 Saltfire Festival, return ferries left Carrick Vell at 15:00 and 16:45.',
        'The Saltfire Festival marks the traditional start of the spring fishing season on Carrick Vell.',
        'Carrick Vell, home of the Saltfire Festival, has around 430 residents.',
        "The Saltfire Festival's lantern boat was first recorded by a visiting minister in 1880.",
    )],
    'town recycling scheme collection days': [(B85_RECYCLING, c, True) for c in (
        "Milnford's Sort Four recycling scheme begins on Monday 7 April 2025.",
        "Under Sort Four, Milnford's grey general-waste bin will be emptied every other week, alternating with the "
        'blue bin for paper, card and plastics.',
        'Most Milnford households will switch from a Tuesday to a Thursday collection, though the Orchard Lane and '
        'Fallowfield estates will stay on Tuesdays.',
        "Milnford's new food caddy will be collected every week, on the same day as the other bins.",
        "Because of the Easter Monday bank holiday, Milnford's Thursday collections in the week of 21 April 2025 "
        'will happen on Friday 25 April.',
        'Under the new scheme, glass in Milnford stays out of the blue bin and is still collected every four weeks '
        'in the green box.',
        'Milnford households of six or more people can apply for a 240-litre grey bin instead of the standard '
        '180-litre one.',
    )] + [(B85_RECYCLING, c, False) for c in (
        'Milnford residents can pay £45 a year for garden waste collection under the new scheme.',
        'Under Sort Four, every Milnford household has its collection day moved from Tuesday to Thursday.',
        "Milnford's Sort Four scheme starts on Monday 14 April 2025.",
        'Milnford District Council said corrected calendars for Fallowfield residents would be posted by 21 March.',
        'Residents of both the Orchard Lane and Fallowfield estates were mistakenly sent calendars showing a '
        'Thursday collection.',
        "Sort Four is certain to lift Milnford's recycling rate from 38% to above 50% within two years.",
        'Milnford households are charged £10 for the new food caddy supplied under Sort Four.',
    )],
}
