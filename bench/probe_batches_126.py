"""Probe batch 126, written by a helper agent that saw neither the code nor an earlier probe (session 59), on six
made-up cited web pages and the sentences of encyclopedia articles a language model wrote from them."""

from __future__ import annotations

B126_FERRY = (
    '[1] Kestrel Sound Ferry: timetable and fares - Port Annery Harbour Trust (accessed 2024)\n'
    'The Kestrel Sound Ferry links Annery Quay, on the west side of Port Annery harbour, with Dunmore '
    'Steps at Saltcote on the east side. The crossing is 1.4 kilometres long and takes about 12 minutes. '
    'From April to September, sailings leave Annery Quay every 20 minutes from 6:40 am until 10:20 pm on '
    'weekdays; on Saturdays and Sundays the first sailing is at 8:00 am and the last at 11:00 pm. From '
    'October to March the ferry runs every 30 minutes and the last sailing is at 8:30 pm every day. There '
    'is no service on Christmas Day. An adult single costs £2.60 and an adult return £4.40. Children '
    'under 5 travel free and children aged 5 to 15 pay £1.30 for a single. A book of 20 adult singles '
    'costs £38 and a monthly season pass £46. Bicycles are carried for 50p each, up to a maximum of six '
    'per sailing. Dogs travel free.\n'
    '[2] A short history of the Saltcote crossing - Annery Local History Society (accessed 2024)\n'
    'A rowing ferry is recorded at Saltcote as early as 1683. In 1904 the Annery & Saltcote Steam Ferry '
    'Company introduced the steam launch Wren, which could carry 60 passengers. The company was taken '
    'over by the borough council in 1947, and the Harbour Trust became responsible for the crossing in '
    '1989, when the council\'s transport department was wound up. The two current vessels, Marguerite and '
    'Tansy, were built at the Carrow yard in Hullbridge in 2011 and 2016 respectively. Marguerite is '
    'licensed for 96 passengers and Tansy for 120; Tansy was the first ferry on the crossing with a '
    'hybrid diesel-electric engine. In 2019, its busiest year, the service carried 412,000 passengers. '
    'Numbers fell to 151,000 in 2020 and had recovered to 368,000 by 2023.\n'
    '[3] Dunmore Steps pier closure notice - Port Annery Harbour Trust (accessed 2024)\n'
    'Dunmore Steps pier will close for repairs from 6 January to 14 February 2025. During the closure, '
    'ferries will use a temporary landing at Gull Point, 400 metres to the north, and crossings will take '
    'about 15 minutes. A free minibus will run between Gull Point and Saltcote High Street every 20 '
    'minutes. The £1.9 million project, funded 60% by the Harbour Trust and 40% by Eastmarsh County '
    'Council, will replace the pier\'s timber piles with steel ones. Harbour master Ruth Okonedo said the '
    'piles were last replaced in 1978.'
)

B126_GARDEN = (
    '[1] About the Garden - Hollinsfield Botanic Garden (accessed 2024)\n'
    'Hollinsfield Botanic Garden was founded in 1842 by the physician Dr Elias Marrable as a teaching '
    'garden for the Wrexbury Medical School. It covers 16 hectares on the south bank of the River Lode '
    'and holds about 11,500 plant species, some 1,300 of them in its glasshouses. The Palm House, '
    'completed in 1868 to a design by the engineer Thomas Pennock, is 34 metres long and 14 metres high. '
    'The Alpine House followed in 1931 and the Arid Lands House in 1994. The garden has been owned by the '
    'University of Wrexbury since 1958. Its herbarium holds around 240,000 pressed specimens; the oldest '
    'date from 1791 and were collected by Marrable\'s father.\n'
    '[2] Plan your visit - Hollinsfield Botanic Garden (accessed 2024)\n'
    'The garden is open every day except 25 and 26 December. The gates open at 10 am and close at 6 pm '
    'from April to September and at 4 pm from October to March. The glasshouses close 30 minutes before '
    'the gates. Admission is £7.50 for adults and £6 for concessions; under-16s accompanied by an adult, '
    'and staff and students of the university, enter free. Entry is free for everyone on the first Sunday '
    'of each month. Annual membership costs £32 for one person or £55 for a joint membership for two. '
    'Dogs are not allowed, apart from assistance dogs. Guided tours start at 2 pm on Wednesdays and '
    'Saturdays, cost £3 on top of admission and are limited to 15 people.\n'
    '[3] Palm House to close for restoration - Wrexbury Evening Star (accessed 2024)\n'
    'The Palm House at Hollinsfield will close in September 2024 for a two-year restoration costing £6.8 '
    'million. The National Heritage Grants Board has awarded £4.2 million, and the rest will come from '
    'the University of Wrexbury and a public appeal, which has raised £900,000 so far. Curator Dr Anjali '
    'Pereira said about 400 plants would be moved to a temporary nursery at the university\'s Fenwick Road '
    'site, but the largest, a 23-metre Chilean wine palm planted in 1871, would stay in place under a '
    'protective covering. The glazing, last replaced in 1952, will be renewed with 7,200 new panes. The '
    'garden had 186,000 visitors in 2023.'
)

B126_BAND = (
    '[1] Our history - Greyhope Colliery Band (accessed 2024)\n'
    'Greyhope Colliery Band was formed in 1889 by miners at the Greyhope Main pit, who bought the first '
    'instruments with £40 raised by a levy of a penny a week on the workforce. The band\'s first conductor '
    'was the pit blacksmith, Amos Kettering, who led it until 1911. The band won the Northern Area '
    'Championship for the first time in 1926 and has now won it eleven times, most recently in 2018. Its '
    'best results at the National Finals in Marlow Hall were second places in 1963 and 2009. When '
    'Greyhope Main closed in 1987 the band lost its colliery funding; it kept its name and became a '
    'registered charity in 1988.\n'
    '[2] Meet the band - Greyhope Colliery Band (accessed 2024)\n'
    'Our musical director, Helen Stroud, was appointed in 2016, having previously been the band\'s '
    'principal cornet for 14 years. The senior band has 28 players, 25 brass and three percussion, and '
    'rehearses on Mondays and Thursdays from 7:30 to 9:30 pm at the Miners\' Institute on Station Road. '
    'The youngest member is 14-year-old tenor horn player Ollie Marsh; the oldest is 81-year-old Dennis '
    'Pyle, who has played E-flat bass with the band for 63 years. The training band of 19 learners meets '
    'on Tuesdays at 6 pm, and instruments are lent to learners free of charge.\n'
    '[3] Greyhope band heads for Norway - Dalebridge Courier (accessed 2024)\n'
    'Greyhope Colliery Band will travel to Norway in June 2025 for a tour of five concerts, its first '
    'trip abroad since it visited the Netherlands in 1998. The trip will cost £48,000, of which £30,000 '
    'is a grant from the Coalfields Music Trust; the rest has been raised through concerts and a '
    'sponsored walk. Band chairman Gary Lowther said the tour was a reward for the players\' hard work. '
    'The band now competes in the Championship Section, having been promoted in 2022 after eight years in '
    'the First Section.'
)

B126_MARKET = (
    '[1] Cordwell Market Hall - Hexley Borough Council (accessed 2024)\n'
    'Cordwell Market Hall opened on 3 May 1879, replacing the open-air market on Cordwell Square. It was '
    'designed by the architect Frederick Ashdown, and its cast-iron roof was made by the Tolland '
    'Ironworks of Derwick. The hall measures 82 by 46 metres and has 112 stalls, of which 96 are '
    'currently let. It is open from 8 am to 5:30 pm, Monday to Saturday, except on Wednesdays, when it '
    'closes at 1 pm. The hall is closed on Sundays, apart from the four Sundays before Christmas, when it '
    'opens from 10 am to 4 pm. It has been Grade II listed since 1972. Stall rents range from £28 a week '
    'for a single unit to £95 a week for a double corner unit, and new traders pay half rent for their '
    'first three months.\n'
    '[2] Market hall reopens after £4.5m refurbishment - Hexley Gazette (accessed 2024)\n'
    'Cordwell Market Hall reopened on 14 March 2023 after an 18-month closure. The work included new roof '
    'glazing, underfloor heating and a food court with eight kitchens in the former fish market wing. The '
    'borough council paid £2.7 million and the remaining £1.8 million came from the Towns Revival Fund. '
    'During the closure 41 traders moved to a temporary marquee on Bridge Street, while nine chose to '
    'retire. Market manager Colin Reyes said 61,000 people visited in the first month after reopening, '
    'compared with about 38,000 a month before the closure.\n'
    '[3] Traders\' memories - Hexley Heritage Trail (accessed 2024)\n'
    'Hardcastle\'s butcher\'s stall has traded in the hall since 1881 and has been run by five generations '
    'of the same family; the current owner is Maureen Hardcastle. A fire in 1941 destroyed the hall\'s '
    'clock tower, which was replaced in 1955. The fish market wing was added in 1903 and closed in 2008.'
)

B126_VIADUCT = (
    '[1] Ellerdale Viaduct - North Fells Railway Heritage (accessed 2024)\n'
    'Ellerdale Viaduct carries the Ravensmoor to Kelby line across the valley of the River Lunnet. It has '
    '21 arches, is 398 metres long and is 37 metres high at its tallest point. The engineer was John '
    'Hatherley Crane. Construction began in March 1871 and the first train crossed on 1 October 1874. The '
    'viaduct is built of local gritstone, with arch rings of brick; about 1.2 million bricks were used. '
    'At the peak of the work around 1,100 navvies were employed, and 19 of them died during construction; '
    'they are commemorated by a memorial in St Oswin\'s churchyard at Ellerdale. The viaduct cost '
    '£186,000, 40% more than the original estimate.\n'
    '[2] Line history - Ravensmoor & Kelby Line Partnership (accessed 2024)\n'
    'Passenger services over the viaduct were withdrawn in 1966, and goods trains continued until 1982, '
    'when the line closed. In 1989 British Rail proposed demolishing the viaduct, citing repair costs of '
    '£3 million. After a campaign led by local schoolteacher Margaret Ibbotson, the viaduct was listed '
    'Grade II* in 1990. In 2009 the heritage operator Lunnet Valley Railway reopened the line to '
    'passengers, running steam trains over the nine miles from Ravensmoor to Halsey Bridge. Trains run '
    'daily in August and at weekends from Easter to October. A speed limit of 15 mph applies on the '
    'viaduct.\n'
    '[3] Viaduct repairs completed - Kelby Advertiser (accessed 2024)\n'
    'A £2.4 million programme of repairs to Ellerdale Viaduct, which began in January 2022, was completed '
    'in November 2023. The work included repointing the stonework, replacing 3,800 bricks and '
    'waterproofing the deck. Crane\'s original drawings, found in 2019 in the archive of Kelby Library, '
    'were used to guide the work. The Heritage Rail Trust provided £1.5 million and the Lunnet Valley '
    'Railway £900,000.'
)

B126_CRICKET = (
    '[1] Club history - Stonebury Cricket Club (accessed 2024)\n'
    'Stonebury Cricket Club was founded in 1857. Since 1893 it has played at the Rectory Field, leased '
    'from the Church for a nominal rent that was once a shilling a year and is now £1. The thatched '
    'pavilion was built in 1923 as a war memorial and was rethatched in 2015. The club\'s best-known '
    'former player, Walter \'Wally\' Greenholt, played 212 matches for Stonebury between 1931 and 1958 and '
    'scored 9,460 runs; he also played 14 first-class matches for Eastmarch County. The club has won the '
    'Downland League Division One title three times, in 1978, 1994 and 2021.\n'
    '[2] Teams and membership - Stonebury Cricket Club (accessed 2024)\n'
    'The club fields two Saturday teams in the Downland League, the first XI in Division Two and the '
    'second XI in Division Five, as well as a Sunday friendly XI and a women\'s softball team formed in '
    '2020. The junior section has 74 members aged 7 to 17, who are coached on Friday evenings from May to '
    'August. Annual subscriptions are £85 for adults, £40 for students, £30 for juniors and £150 for a '
    'family (two adults and all their children under 18). Adults pay a match fee of £6; juniors pay no '
    'match fee. Nets are held on Tuesdays and Thursdays from 6 pm, starting in mid-April.\n'
    '[3] Stonebury pitch flooded again - Downland Weekly (accessed 2024)\n'
    'In February 2024 the River Wenn burst its banks and flooded Stonebury\'s Rectory Field, the third '
    'time in five years. Club secretary Priya Dhanani said the outfield would need reseeding at a cost of '
    'about £7,000, and that two home fixtures in April had been moved to Ashcombe. The club has applied '
    'for a £25,000 grant to build a flood bank along the northern edge of the ground. The first XI were '
    'relegated from Division One in 2023.'
)

BATCHES_126 = {
    'harbour ferry': [(B126_FERRY, c, True) for c in (
        'The ferry crossing from Annery Quay to Dunmore Steps covers 1.4 km and lasts roughly twelve minutes.',
        'Between April and September, weekday sailings leave Annery Quay three times an hour, the first at 6:40 am.',
        'An adult return on the Kestrel Sound Ferry is 80p cheaper than buying two adult single tickets.',
        'Using the £38 book of 20 adult singles brings the cost of each crossing down to £1.90.',
        'The borough council operated the Saltcote crossing for 42 years before the Harbour Trust took '
        'it over in 1989.',
        'Tansy, built five years after Marguerite, was the first vessel on the crossing to have a hybrid '
        'diesel-electric engine.',
        'While Dunmore Steps pier is closed in early 2025, ferries will call at Gull Point instead and '
        'crossings will take about three minutes longer than usual.',
    )] + [(B126_FERRY, c, False) for c in (
        'From October to March the Kestrel Sound Ferry runs every 20 minutes, with the last sailing at 8:30 pm.',
        'Children under 16 travel free on the Kestrel Sound Ferry.',
        'Up to eight bicycles can be taken on each sailing, at a charge of 50p per bicycle.',
        'The steam launch Wren, introduced in 1904, was licensed to carry 96 passengers.',
        'The Harbour Trust took over the ferry in 1989 because passenger numbers on the crossing had been falling.',
        'The £1.9 million pier repair is being paid for equally by the Harbour Trust and Eastmarsh County Council.',
        'The timber piles of Dunmore Steps pier were last replaced in 1978, when the pier was also lengthened.',
    )],
    'botanical garden': [(B126_GARDEN, c, True) for c in (
        'Hollinsfield Botanic Garden was set up in 1842 by the physician Elias Marrable to teach '
        'students of the Wrexbury Medical School.',
        'Of the roughly 11,500 plant species at Hollinsfield, about 1,300 are grown under glass.',
        'The Palm House was completed 26 years after the garden was founded.',
        'The oldest specimens in the Hollinsfield herbarium were gathered by Elias Marrable\'s father '
        'more than half a century before the garden was established.',
        'Between October and March, the glasshouses at Hollinsfield close at 3:30 pm.',
        'A joint annual membership of the garden costs £9 less than two single memberships.',
        'After the £4.2 million grant, £2.6 million of the Palm House restoration cost is to be met by '
        'the university and a public appeal.',
    )] + [(B126_GARDEN, c, False) for c in (
        'The University of Wrexbury has owned Hollinsfield Botanic Garden since its foundation in 1842.',
        'The Alpine House, opened in 1931, is the oldest of the garden\'s glasshouses.',
        'Entry to Hollinsfield Botanic Garden is free for everyone on the first Saturday of each month.',
        'Guided tours of the garden start at 2 pm on Wednesdays and Sundays and cost £3 in addition to admission.',
        'The restoration of the Palm House is expected to take three years.',
        'The public appeal for the Palm House has already reached its £900,000 target.',
        'The Palm House glazing was last replaced in 1952 after it was damaged in a storm.',
    )],
    'brass band': [(B126_BAND, c, True) for c in (
        'Miners at Greyhope Main founded the band in 1889, funding it with £40 collected through a weekly penny levy.',
        'The pit blacksmith Amos Kettering conducted the band for 22 years after its formation.',
        'The band has been Northern Area champion eleven times, first in 1926 and last in 2018.',
        'Before becoming musical director in 2016, Helen Stroud played principal cornet in the band for '
        'fourteen years.',
        'Dennis Pyle has played E-flat bass with Greyhope Colliery Band since he was about 18.',
        'The senior band spends four hours a week in rehearsal at the Miners\' Institute.',
        'The Coalfields Music Trust grant covers £30,000 of the Norway tour, leaving £18,000 to be '
        'raised through concerts and a sponsored walk.',
    )] + [(B126_BAND, c, False) for c in (
        'Greyhope Colliery Band changed its name after the Greyhope Main pit closed in 1987.',
        'Greyhope Colliery Band won the National Finals at Marlow Hall in 1963 and 2009.',
        'The band\'s training band of 19 learners meets on Thursday evenings.',
        'Learners in the training band pay a small fee to borrow their instruments.',
        'The 2025 Norway tour will be the first time Greyhope Colliery Band has performed abroad.',
        'The band was promoted to the Championship Section in 2022 after winning the First Section title.',
        'Helen Stroud is the first woman to be musical director of Greyhope Colliery Band.',
    )],
    'market hall': [(B126_MARKET, c, True) for c in (
        'Cordwell Market Hall opened in May 1879, taking the place of an open-air market on Cordwell Square.',
        'Sixteen of the 112 stalls in Cordwell Market Hall are currently vacant.',
        'On Wednesdays the market hall closes at 1 pm rather than 5:30 pm.',
        'A new trader taking a single unit would pay £14 a week for the first three months.',
        'Cordwell Market Hall has been a Grade II listed building for over fifty years.',
        'The £4.5 million refurbishment was funded with £2.7 million from the borough council and £1.8 '
        'million from the Towns Revival Fund.',
        'The food court is housed in the wing that was added as a fish market in 1903 and closed in 2008.',
    )] + [(B126_MARKET, c, False) for c in (
        'The hall\'s cast-iron roof was made by the Tolland Ironworks of Hexley.',
        'Cordwell Market Hall opens from 10 am to 4 pm on every Sunday in December.',
        'The refurbishment kept Cordwell Market Hall closed for two years.',
        'All of the traders displaced by the refurbishment moved to a temporary marquee on Bridge Street.',
        'Visitor numbers in the first month after reopening were more than double the monthly figure '
        'before the closure.',
        'Hardcastle\'s butcher\'s stall has traded in the hall since it opened in 1879.',
        'The clock tower destroyed by fire in 1941 was rebuilt to its original design in 1955.',
    )],
    'railway viaduct': [(B126_VIADUCT, c, True) for c in (
        'Ellerdale Viaduct has 21 arches over a length of 398 metres and reaches a height of 37 metres '
        'at its highest point.',
        'Building Ellerdale Viaduct took about three and a half years, from March 1871 to October 1874.',
        'At £186,000, the viaduct came in 40% over its original estimated cost.',
        'Nineteen navvies died while the viaduct was being built and are remembered by a memorial in St '
        'Oswin\'s churchyard.',
        'Goods trains used the line for 16 years after passenger services were withdrawn.',
        'The Lunnet Valley Railway brought passenger trains back to the line in 2009, 27 years after it closed.',
        'The 2022-2023 repairs were guided by John Hatherley Crane\'s original drawings, which had been '
        'found in Kelby Library\'s archive in 2019.',
    )] + [(B126_VIADUCT, c, False) for c in (
        'Ellerdale Viaduct was built entirely of brick, using about 1.2 million bricks.',
        'British Rail proposed demolishing Ellerdale Viaduct in 1989 because engineers judged it unsafe.',
        'Margaret Ibbotson, who led the campaign to save the viaduct, later became chair of the Lunnet Valley Railway.',
        'Ellerdale Viaduct was listed Grade II in 1990.',
        'Lunnet Valley Railway trains run daily from Easter to October.',
        'Trains may cross Ellerdale Viaduct at up to 25 mph.',
        'The Lunnet Valley Railway contributed £1.5 million towards the £2.4 million repairs.',
    )],
    'village cricket club': [(B126_CRICKET, c, True) for c in (
        'Stonebury Cricket Club has played at the Rectory Field since 1893, 36 years after the club was founded.',
        'The thatched pavilion, built in 1923 as a war memorial, was rethatched 92 years later.',
        'Wally Greenholt averaged roughly 45 runs per match over his 212 matches for Stonebury.',
        'Stonebury has been Downland League Division One champion three times, most recently in 2021.',
        'The £150 family subscription covers two adults together with all their children under 18.',
        'Two adults paying separate subscriptions would pay £20 more than the cost of a family subscription.',
        'The flooding of the Rectory Field by the River Wenn in February 2024 was the third in five years.',
    )] + [(B126_CRICKET, c, False) for c in (
        'Stonebury Cricket Club\'s women\'s softball team was formed in 2021.',
        'Junior members of Stonebury Cricket Club are coached on Friday evenings throughout the year.',
        'Junior players at Stonebury pay a match fee of £6.',
        'Wally Greenholt played 14 first-class matches for Eastmarch County after he stopped playing for '
        'Stonebury in 1958.',
        'Stonebury\'s first XI currently plays in Division One of the Downland League.',
        'Two of Stonebury\'s home fixtures in April 2024 were cancelled because of the flooding.',
        'Stonebury Cricket Club has been awarded a £25,000 grant to build a flood bank.',
    )],
}
