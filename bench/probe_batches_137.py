"""Probe batch 137, written by a helper agent that saw neither the code nor an earlier probe (session 60), on six
made-up cited web pages and the sentences of encyclopedia articles a language model wrote from them."""

from __future__ import annotations

B137_HALLARD = (
    '[1] Oswin Hallard (1868-1941) - Fenwater Museum of Art (accessed 2024)\n'
    'Oswin Hallard was born on 3 March 1868 in the market town of Brackley Cross, the third of five children of a '
    "saddler, Thomas Hallard, and his wife Miriam. He left school at fourteen to work as a sign-writer's apprentice "
    'in Lunsford, and attended evening classes at the Lunsford School of Design from 1884 until 1889. In 1890 he won '
    "the school's Corbett Prize, worth £40, which paid for a six-month stay in Brittany. On his return he settled in "
    'the hill village of Askerby, where he lived until 1927, painting the moors and reservoirs of the Tallow Fells. '
    'His best-known work, "Storm over Greyholme Reservoir" (1903), was bought by the museum in 1911 for £350 and '
    'remains on permanent display in Gallery 4. Hallard married the embroiderer Clara Feather in 1896; they had two '
    "daughters. After Clara's death he moved to the coast at Selham Bay in 1927, and his late work is dominated by "
    'seascapes. He died at Selham Bay on 19 November 1941.\n'
    "[2] Hallard's Fells: a centenary show - Northern Art Review (accessed 2024)\n"
    'The exhibition "Oswin Hallard: The Fells Remembered" runs at the Fenwater Museum of Art from 12 April to 29 '
    'September 2024. It brings together 64 oil paintings and 27 watercolours, of which 19 are lent by private '
    'collectors and have not been shown publicly since 1952. Curator Naomi Reddaway says Hallard worked almost '
    'entirely outdoors until about 1910, when arthritis in his right hand forced him to paint smaller canvases in the '
    'studio. The show also includes his only known self-portrait, painted in 1899. Admission is £12, or £9 for '
    'concessions; under-18s enter free. On Thursdays the galleries stay open until 9 pm.\n'
    '[3] Auction record for Hallard - Marlow & Finch Auctioneers (accessed 2024)\n'
    'A view of Askerby Tarn by Oswin Hallard sold for £86,000 at our Bellgate saleroom on 14 November 2023, against '
    'an estimate of £30,000-£50,000. The previous auction record for the artist, £41,500, was set in 2016 by '
    '"Harvest Moon, Tallow Fells". The buyer, bidding by telephone, was a private collector from Canada.'
)

B137_CARROW = (
    '[1] Carrow Point Lighthouse - Vennick Heritage Trust (accessed 2024)\n'
    'Carrow Point Lighthouse stands on the northern tip of the Isle of Vennick, 38 metres above high water. The '
    'tower, designed by the engineer Walter Prye, was built between 1851 and 1854 of granite shipped from Delbury '
    'quarry. It is 27 metres tall, with 112 steps to the lantern gallery. The original light burned colza oil and '
    'could be seen 17 nautical miles away. It was converted to paraffin in 1891 and electrified in 1958, when its '
    'range increased to 23 nautical miles. The light shows two white flashes every 15 seconds. A fog signal was added '
    'in 1873 after the wreck of the schooner Margaret Lisle, in which nine crew died; it was discontinued in 1989. '
    'The station was automated on 1 June 1987, and the last three keepers, led by principal keeper Ronald Teague, '
    'left the island the same day.\n'
    '[2] Visiting the lighthouse - Isle of Vennick Tourism (accessed 2024)\n'
    'The tower is open to visitors from Easter to the end of October, Wednesday to Sunday, 10 am to 4 pm; in July and '
    'August it also opens on Tuesdays. Tours start every 30 minutes and take up to 12 people. Tickets cost £8 for '
    'adults and £4 for children aged 5-15; children under 5 are not permitted to climb the tower. The former '
    "keepers' cottages house a small museum, free to enter, and one cottage can be rented as holiday accommodation "
    'for up to four guests. The ferry from Portmallow to Vennick takes 40 minutes, and the lighthouse is a 3 km walk '
    'from the harbour.\n'
    "[3] Keepers' cottages to get new roofs - Vennick Gazette (accessed 2024)\n"
    'The Vennick Heritage Trust, which took over the cottages from the lighthouse authority in 1995, has been awarded '
    '£210,000 by the Coastal Heritage Fund towards a £290,000 project to re-roof the three cottages and repair the '
    "boundary wall. The remaining £80,000 will come from the trust's own appeal, which had raised £52,000 by March "
    '2024. Work is due to start in October 2024 and last about five months, during which the museum will close. The '
    'tower itself remains under the lighthouse authority and is not affected by the works.'
)

B137_CANAL = (
    '[1] The Marle and Dunstow Canal - Waterways History Society (accessed 2024)\n'
    'The Marle and Dunstow Canal runs 31 miles from the River Marle at Hobbs Lock to the town of Dunstow, climbing '
    'through 42 locks. It was authorised by Act of Parliament in 1792 and engineered by Josiah Renfield, who had '
    'earlier worked on the Cardle Navigation. Construction began in 1793 and the canal opened throughout in May 1801, '
    'at a cost of £418,000, almost double the original estimate of £220,000. Its most ambitious structure is the '
    'Pellow Tunnel, 2,240 yards long, through which boats were "legged" until a steam tug service began in 1866. The '
    "canal's main traffic was coal from the Ashworth pits, which peaked at 610,000 tons in 1838. After the opening of "
    'the Dunstow railway in 1847 tonnage fell steadily, and the canal company was bought by the railway in 1852. The '
    'last commercial cargo, a load of timber, passed in 1939, and the canal was formally abandoned in 1961.\n'
    '[2] Restoration milestones - Marle & Dunstow Canal Trust (accessed 2024)\n'
    'Volunteers founded the Marle & Dunstow Canal Trust in 1974. Since then 23 miles have been reopened to '
    'navigation, including the Pellow Tunnel, which reopened in 2009 after a £3.6 million repair. The flight of 16 '
    'locks at Crale was restored between 1996 and 2005. The main remaining gap is the 8-mile section east of Wennick, '
    "where the original line was built over by the A480 road in 1968; the trust's preferred solution is a new "
    '1.2-mile channel and an aqueduct over the road. Volunteers contribute about 14,000 hours of work a year.\n'
    '[3] Licences and moorings - Marle & Dunstow Canal Trust (accessed 2024)\n'
    'A twelve-month licence for the restored canal costs £540 for boats up to 40 feet long and £690 for longer '
    'boats. Visiting boats can buy a 7-day licence for £45. Boats may moor for up to 48 hours at visitor moorings, '
    'except at Dunstow Basin, where the limit is 24 hours. Passage through the Pellow Tunnel must be booked at least '
    'a day in advance, and boats must carry a working horn and headlight. The Crale flight is staffed from 8 am to 6 '
    'pm between April and October; in winter, passage must be booked.'
)

B137_FOLK = (
    '[1] About the festival - Hollin Vale Folk Festival (accessed 2024)\n'
    'The Hollin Vale Folk Festival was founded in 1978 by the fiddler Maggie Dunmore and the landlord of the Plough '
    "Inn, Arthur Coyle, as a single evening of music in the pub's back room. It now takes place over the last weekend "
    'of July in the village of Hollin Bridge, with concerts in a 900-seat marquee on Tenter Field, sessions in four '
    'pubs and a ceilidh on the Saturday night. The 2023 festival attracted around 6,500 visitors, up from 4,800 in '
    '2019. The festival is run by a charity, Hollin Vale Folk Arts, with two part-time staff and about 180 '
    'volunteers. Since 2015 it has hosted the Dunmore Award for young traditional musicians aged 16 to 25, which '
    "carries a prize of £1,500 and a main-stage slot at the following year's festival.\n"
    '[2] Tickets and camping 2024 - Hollin Vale Folk Festival (accessed 2024)\n'
    'The 2024 festival runs from Friday 26 to Sunday 28 July. A weekend ticket costs £95 if bought before 31 March '
    'and £115 afterwards; day tickets are £45 for Saturday and £40 for Friday or Sunday. Children under 12 go free '
    'with a paying adult, and 12-17-year-olds pay half price. Camping on Mill Meadow costs an extra £30 per tent for '
    'the weekend; campervans pay £50. Sessions in the pubs are free and open to all, but the marquee requires a '
    'ticket. Dogs are allowed on the campsite but not in the marquee, except assistance dogs.\n'
    '[3] Folk festival to lose Tenter Field - Dale Courier (accessed 2024)\n'
    'Organisers of the Hollin Vale Folk Festival say 2024 will be the last year on Tenter Field, whose owner has sold '
    'it for housing. From 2025 the marquee will move to Castle Lawn, about a mile from the village centre, and a free '
    'shuttle bus will run every 20 minutes. Festival chair Priya Lomax said the new site could hold a 1,200-seat '
    'marquee but warned that the move would cost roughly £40,000 in the first year. Some residents have objected to '
    'the extra traffic on Castle Lane.'
)

B137_THRELFALL = (
    '[1] Liam Threlfall - Harnley Hawks RLFC (accessed 2024)\n'
    "Liam Threlfall was born on 9 August 1994 in Castleby and joined the Hawks' academy from the amateur club "
    'Castleby Miners at the age of 15. He made his first-team debut at full-back against Wrenford Rhinos in April '
    '2013, and went on to make 211 appearances for the club, scoring 96 tries and kicking 188 goals. He moved to '
    'stand-off in 2016 under head coach Gary Pilling. Threlfall was captain from 2019 to 2022 and led the Hawks to '
    "the Challenge Shield final in 2021, which they lost 18-22 to Stanmore. He was named the club's Player of the "
    'Year three times, in 2017, 2019 and 2021. In November 2022 he joined Wrenford Rhinos on a three-year contract.\n'
    '[2] Threlfall earns first international call - National Rugby League News (accessed 2024)\n'
    'Harnley stand-off Liam Threlfall has been named in the 24-man squad for the autumn international series, his '
    'first senior call-up at the age of 26. Coach Owen Barraclough said Threlfall\'s kicking game had been "the best '
    'in the competition this season". Threlfall previously played for the national under-18 side in 2012 but missed '
    'the under-20 World Cup in 2014 with a broken collarbone. The squad meets in Leeburn on 14 October.\n'
    '[3] Rhinos captain ruled out for season - Wrenford Evening Post (accessed 2024)\n'
    'Wrenford Rhinos captain Liam Threlfall will miss the rest of the 2024 season after rupturing his anterior '
    'cruciate ligament in the 30-12 win over Dalton Vikings on 11 May. Surgery is scheduled for next week, and '
    'recovery is expected to take nine to twelve months. Threlfall, who was appointed captain in January 2024, had '
    "played all 11 of the Rhinos' league matches this year and scored four tries. His contract runs until the end of "
    'the 2025 season, and the club says it has begun talks about an extension.'
)

B137_CORVELL = (
    '[1] About us - The Corvell Consort (accessed 2024)\n'
    'The Corvell Consort is a professional chamber choir of 18 singers based in Kelsford. It was founded in 1989 by '
    'the conductor Helen Ashdown, who directed it until 2016, when she was succeeded by the Dutch conductor Sander '
    'Velthuis. The choir specialises in English and Flemish Renaissance polyphony and in new music, and has '
    'commissioned 47 works, 12 of them from the composer Ruth Calloway. It gives around 40 concerts a year, about a '
    "quarter of them abroad, and has made 22 recordings on the Lanthorn label. Its 2011 recording of Calloway's "
    '"Night Office" won the Gramwell Award for choral music. Since 1998 the choir has been resident at St Aldhelm\'s '
    'Church, Kelsford. Its training scheme, the Consort Apprentices, was launched in 2018 and each year takes six '
    'singers aged 18 to 24, who are paid £120 per concert.\n'
    "[2] Kelsford's Corvell Consort at 35 - Kelsford Chronicle (accessed 2024)\n"
    "The Corvell Consort celebrates its 35th anniversary with a concert at St Aldhelm's on 21 September 2024, "
    'repeating the programme of its first concert: Tallis, Byrd and Clemens non Papa. Founder Helen Ashdown, now 78, '
    'will conduct the first half and Sander Velthuis the second. Ashdown recalled that the first concert, in 1989, '
    "was attended by 43 people and that the singers were paid in sandwiches. The choir's annual budget is now around "
    '£620,000, of which 35% comes from ticket sales and recordings, 40% from private donors and trusts, and the rest '
    'from Arts Council grants. Tickets for the anniversary concert cost £18-£32.\n'
    '[3] Corvell Consort announces US tour - Choral Journal Online (accessed 2024)\n'
    'The Corvell Consort will make its first tour of the United States in March 2025, giving seven concerts in six '
    'cities, beginning in Boston on 4 March and ending in San Francisco on 19 March. The programme includes the US '
    'premiere of Ruth Calloway\'s "Tide Psalms", commissioned by the choir for its 35th anniversary. The tour is '
    'supported by a £45,000 grant from the Pellingham Trust.'
)

BATCHES_137 = {
    'landscape painter Oswin Hallard': [(B137_HALLARD, c, True) for c in (
        'Hallard was born in Brackley Cross in 1868, the son of a saddler named Thomas Hallard.',
        'After leaving school at fourteen to train as a sign-writer, Hallard took evening classes at the Lunsford '
        'School of Design for five years.',
        'A £40 prize from the Lunsford School of Design in 1890 funded a half-year stay in Brittany for Hallard.',
        'Hallard lived in Askerby until 1927, when he moved to Selham Bay following the death of his wife, Clara.',
        'The Fenwater Museum of Art acquired "Storm over Greyholme Reservoir" for £350 in 1911, eight years after it '
        'was painted.',
        'The 2024 Fenwater exhibition brings together 91 works by Hallard: 64 oils and 27 watercolours.',
        'In November 2023 a view of Askerby Tarn set a new auction record for Hallard, more than double the previous '
        'record of £41,500.',
    )] + [(B137_HALLARD, c, False) for c in (
        'Hallard was born in Brackley Cross in 1868, the eldest of five children of a saddler.',
        'The Corbett Prize that Hallard won in 1890 paid for a year-long stay in Brittany.',
        'Around 1910 failing eyesight forced Hallard to give up painting outdoors and work on smaller canvases in the '
        'studio.',
        "Hallard settled in Askerby on his return from Brittany because his future wife's family lived in the village.",
        'Admission to the Fenwater exhibition is free for students as well as for under-18s.',
        'During the Hallard exhibition the Fenwater galleries stay open until 9 pm every evening.',
        'The previous auction record for Hallard, £41,500, was set in 2016 by a view of Askerby Tarn.',
    )],
    'Carrow Point Lighthouse': [(B137_CARROW, c, True) for c in (
        'Carrow Point Lighthouse was designed by Walter Prye and took about three years to build, being completed in '
        '1854.',
        'The electric light at Carrow Point can be seen 23 nautical miles away, compared with 17 nautical miles for '
        'the original colza oil lamp.',
        'Visitors reach the lantern gallery of the 27-metre granite tower by climbing 112 steps.',
        'A fog signal operated at Carrow Point for 116 years, from 1873 until 1989.',
        'Carrow Point has been unmanned since June 1987, when its last three keepers, under Ronald Teague, left the '
        'island.',
        'Children younger than five may not climb the tower, and those aged 5 to 15 pay half the adult ticket price.',
        "As of March 2024 the Vennick Heritage Trust's appeal still needed £28,000 to cover its share of the cottage "
        'project.',
    )] + [(B137_CARROW, c, False) for c in (
        'Carrow Point Lighthouse was built of granite quarried on the Isle of Vennick itself.',
        'The Carrow Point light was converted from colza oil to paraffin in 1873.',
        'A fog signal was added in 1873 after the wreck of the schooner Margaret Lisle, in which all nine of her crew '
        'died.',
        'From Easter to the end of October, the lighthouse tower is open to visitors every day from 10 am to 4 pm.',
        'Tours of Carrow Point Lighthouse last 30 minutes and take up to 12 people.',
        "In 1995 the Vennick Heritage Trust took over both the keepers' cottages and the tower from the lighthouse "
        'authority.',
        'Principal keeper Ronald Teague had served at Carrow Point for more than twenty years before the station was '
        'automated.',
    )],
    'Marle and Dunstow Canal': [(B137_CANAL, c, True) for c in (
        "The Marle and Dunstow Canal's 31-mile route from Hobbs Lock to Dunstow includes 42 locks.",
        'Building the canal took about eight years, and it opened along its entire length in May 1801.',
        'The canal cost nearly twice its original estimate, overrunning by £198,000.',
        'Boats were legged through the Pellow Tunnel until a steam tug service was introduced in 1866.',
        'Five years after the Dunstow railway opened, the railway bought the canal company.',
        'The canal carried its last commercial cargo, a load of timber, in 1939, 22 years before it was formally '
        'abandoned.',
        'Boats longer than 40 feet pay £150 more for an annual licence on the restored canal than shorter boats.',
    )] + [(B137_CANAL, c, False) for c in (
        'Josiah Renfield went on to work on the Cardle Navigation after completing the Marle and Dunstow Canal.',
        'Coal traffic on the Marle and Dunstow Canal peaked at 610,000 tons in 1847.',
        'The Pellow Tunnel was reopened to boats in 2005 after a £3.6 million repair.',
        'The flight of 16 locks at Crale was restored entirely by volunteers between 1996 and 2005.',
        "The canal's original line east of Wennick was built over by the A480 road in 1961, the year the canal was "
        'abandoned.',
        'Visiting boats may moor for up to 48 hours at all visitor moorings on the canal, including Dunstow Basin.',
        'The Marle & Dunstow Canal Trust has secured funding for a new aqueduct carrying the canal over the A480.',
    )],
    'Hollin Vale Folk Festival': [(B137_FOLK, c, True) for c in (
        'The Hollin Vale Folk Festival began in 1978 as one evening of music in the back room of the Plough Inn.',
        'Attendance at the festival grew by about 1,700 visitors between 2019 and 2023.',
        'The festival is organised by the charity Hollin Vale Folk Arts, which relies on around 180 volunteers '
        'alongside two part-time employees.',
        'Buying a weekend ticket for the 2024 festival before 31 March saved £20 compared with buying one afterwards.',
        'Children under 12 attend the festival free of charge when accompanied by a paying adult.',
        'No ticket is needed for the music sessions held in the village pubs during the festival.',
        'The marquee planned for Castle Lawn would seat 300 more people than the one on Tenter Field.',
    )] + [(B137_FOLK, c, False) for c in (
        'The festival was founded by fiddler Maggie Dunmore and Plough Inn landlord Arthur Coyle in 1987.',
        "The Dunmore Award for young traditional musicians has been presented since the festival's first year.",
        'Day tickets for the 2024 Hollin Vale Folk Festival cost £45 for each day.',
        'Camping on Mill Meadow is included in the price of a weekend ticket.',
        'The 2023 festival drew a record attendance of around 6,500 visitors.',
        'The owner of Tenter Field sold it for housing after complaints that the festival damaged the ground.',
        'Festival chair Priya Lomax said the move to Castle Lawn would cost roughly £40,000 a year.',
    )],
    'rugby league player Liam Threlfall': [(B137_THRELFALL, c, True) for c in (
        'Threlfall came through the Harnley Hawks academy, which he joined from Castleby Miners when he was 15.',
        'Threlfall made his Harnley debut as a full-back in April 2013 against Wrenford Rhinos, the club he later '
        'joined.',
        "Threlfall switched from full-back to stand-off in 2016, when Gary Pilling was Harnley's head coach.",
        "During his four seasons as Harnley captain, Threlfall was twice named the club's Player of the Year.",
        "Under Threlfall's captaincy the Hawks reached the 2021 Challenge Shield final, which they lost to Stanmore "
        'by four points.',
        'Threlfall received his first senior international call-up in 2020.',
        'The knee ligament injury Threlfall suffered against Dalton Vikings in May 2024 was expected to keep him out '
        'for nine months to a year.',
    )] + [(B137_THRELFALL, c, False) for c in (
        'Threlfall made 211 appearances for the Hawks, scoring 188 tries.',
        "Threlfall was named Harnley's Player of the Year in three consecutive seasons.",
        'Threlfall joined Wrenford Rhinos on a two-year contract in November 2022.',
        'Threlfall missed the 2014 under-20 World Cup because of a knee injury.',
        'Coach Owen Barraclough called Threlfall the best stand-off in the competition that season.',
        "Threlfall's four tries in 2024 made him the Rhinos' top try-scorer before his injury.",
        'Wrenford Rhinos appointed Threlfall as captain when he joined the club in November 2022.',
    )],
    'Corvell Consort chamber choir': [(B137_CORVELL, c, True) for c in (
        'The Corvell Consort was founded in 1989 by Helen Ashdown, who led it for 27 years before Sander Velthuis '
        'took over.',
        "Around ten of the Corvell Consort's roughly 40 concerts each year take place abroad.",
        'Ruth Calloway has written 12 of the 47 works commissioned by the Corvell Consort.',
        'The Consort\'s 2011 recording of Ruth Calloway\'s "Night Office" received the Gramwell Award for choral '
        'music.',
        "Arts Council grants provide about a quarter of the choir's annual budget of roughly £620,000.",
        'At the 35th anniversary concert, Ashdown and Velthuis will each conduct one half of a programme repeating '
        "the choir's first concert.",
        "The choir's first US tour, in March 2025, will last just over two weeks and take in seven concerts across "
        'six cities.',
    )] + [(B137_CORVELL, c, False) for c in (
        'The Consort Apprentices scheme, launched in 2018, takes six singers aged 18 to 25 each year.',
        "The Corvell Consort has been resident at St Aldhelm's Church, Kelsford, since it was founded in 1989.",
        "Private donors and trusts provide 35% of the Corvell Consort's annual budget.",
        "The choir's first concert in 1989 was sold out, with an audience of 43 people.",
        'Ruth Calloway\'s "Tide Psalms" will receive its world premiere during the Corvell Consort\'s US tour.',
        "The Corvell Consort's 2025 US tour is funded entirely by a £45,000 grant from the Pellingham Trust.",
        'Helen Ashdown was in her thirties when she founded the Corvell Consort.',
    )],
}
