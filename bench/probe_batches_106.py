("""Probe batch 106, written by a helper agent that saw neither the code nor an earlier probe """
 """(session 57), on six cited web pages and the encyclopedia sentences that cite them.""")
from __future__ import annotations

B106_CRICKET = (
    'Ashcombe Parva Cricket Club - Our History\n'
    '\n'
    'Cricket has been played in Ashcombe Parva since at least 1874, when a match against neighbouring Tilbrook Vale'
    ' was reported in the Wenmouth Gazette. The club was formally constituted in 1881 at a meeting in the Plough '
    'and Harrow, with the local miller, Josiah Fennimore, elected as its first captain and the rector, the Reverend'
    ' Amos Kettlewell, as president.\n'
    '\n'
    "For its first four decades the club played on Colley's Meadow, a sloping field behind the church rented from "
    'the Harcastle estate for two guineas a year. In 1923 the estate sold the meadow for housing, and the club '
    'moved to its present ground at Long Pightle on Mill Lane, bought with a £400 legacy left by former '
    'wicketkeeper Edwin Scarrow. The thatched pavilion there was built by club members in 1926 and extended in '
    '1978.\n'
    '\n'
    'Fennimore captained the side until 1897. Later long-serving captains include the blacksmith Walter Drewe '
    '(1908-1921), the schoolmaster Harold Pyncombe (1946-1959) and Margaret Ellery-Stone, who led the Sunday XI '
    "from 1987 to 1994 and became the club's first woman chairman in 2001.\n"
    '\n'
    'The club joined the Wenmouth and District League in 1952. It won the Second Division in 1958 under Pyncombe '
    'and was promoted, and took its first First Division title in 1971, captained by the farmer Dennis Holloway. '
    'Further First Division titles followed in 1983, 1984 and 2006. The 1984 side, led by Raj Pettigrew, also '
    'reached the final of the county village knockout, losing to Bramstead by 11 runs at Fenlow.\n'
    '\n'
    "The club's leading run-scorer remains Holloway, with 14,206 league runs between 1960 and 1982; the record for "
    "wickets belongs to the left-arm spinner Colin Mabery, who took 1,117 between 1966 and 1991. In 1999 the club's"
    ' junior section was founded by Sue and Peter Radnage, and it now fields teams at under-11, under-13 and '
    'under-15 level.\n'
    '\n'
    'A flood in July 2007 left the Long Pightle outfield under water for three weeks and destroyed the scorebox; it'
    ' was rebuilt in 2008 with a grant of £12,500 from the Wenmouth Community Fund.'
)

B106_GLASS = (
    'Home | Shop | Visit the Cone | Workshops | Trade | Contact\n'
    '\n'
    'Our Heritage\n'
    '\n'
    'Harlowe & Penn Glass has made glass on the banks of the River Cressel in Dunmarrow since 1794, when the Quaker'
    ' merchant Tobias Harlowe leased a plot beside the Cressel wharf and built a brick cone furnace 26 metres high.'
    ' His first wares were bottles and window crown glass, shipped downriver to the port of Selbridge.\n'
    '\n'
    "In 1836 Harlowe's grandson, Nathaniel Harlowe, took his brother-in-law Frederick Penn into partnership, and "
    'the firm took the name it still bears. Penn, who had trained as a glass-cutter in Vellstadt, introduced cut '
    "lead-crystal tableware; the 'Cressel Diamond' decanter, first made in 1841, remained in the catalogue for over"
    ' a century.\n'
    '\n'
    'The original cone was damaged by fire in 1889 and rebuilt to the same height the following year. In 1912 the '
    'firm installed its first gas-fired tank furnace, and the cone was last used for melting in 1931. It was listed'
    ' as a protected structure in 1974 and now houses our visitor centre.\n'
    '\n'
    'The Harlowe family sold its remaining shares to the Penn side in 1958, and in 1983 the company was bought by '
    'its managing director, Elspeth Corrigan, together with a group of 38 employees. Under Corrigan the works '
    'stopped making bottles in 1986 and concentrated on studio glass and hand-cut crystal. Her successor, the '
    "designer Ivo Maskell, who became managing director in 2004, launched the coloured 'Tidewater' range of bowls "
    'and vases in 2009 and opened the public glassblowing workshops in 2012.\n'
    '\n'
    'Today Harlowe & Penn employs 64 people and runs two furnaces: a 1.5-tonne electric melting furnace '
    'commissioned in 2016 and a smaller gas furnace for colour work. Around 40 per cent of our output is exported, '
    'mainly to Scandinavia and Japan.\n'
    '\n'
    'We use cookies to improve your experience on our website. By continuing to browse you agree to our use of '
    'cookies. Accept | Manage preferences\n'
    '\n'
    'Newsletter: sign up for news of seconds sales and workshop dates.\n'
    '© Harlowe & Penn Glass Ltd. Company No. 0472113'
)

B106_LIFEBOAT = (
    'Porthkennick Lifeboat Station - Station History\n'
    '\n'
    'A lifeboat was first stationed at Porthkennick in 1859, after the collier brig Margery Ann was lost on the '
    'Gannet Ledges with all seven of her crew in December 1858. The first boat, the ten-oared pulling lifeboat '
    'Susannah Trelowarth, was funded by a bequest from the widow whose name she bore and was kept in a timber '
    'boathouse at Polcarrow Cove.\n'
    '\n'
    "The station's best-known early coxswain was the fisherman Jacob Penhallow, who held the post from 1871 to "
    '1898. In January 1881 he and his crew rowed for nine hours through a gale to take 23 people off the emigrant '
    "barque Heloise, aground on the Gannet Ledges; Penhallow received the Institution's silver medal for the "
    'rescue.\n'
    '\n'
    'In 1903 a new stone boathouse and slipway were built at Kellow Point, giving faster launching at all states of'
    ' the tide, and the Polcarrow house was sold as a net loft. The station received its first motor lifeboat, the '
    'William and Ada Rusk, in 1927. Under coxswain Thomas Jago (1924-1946) she launched 112 times and saved 87 '
    'lives, among them the 14 crew of the coaster Brantholme, which foundered off Kellow Point in March 1941.\n'
    '\n'
    "Thomas Jago's nephew, Arthur Jago, served as coxswain from 1958 to 1979. In October 1967 he took the lifeboat "
    'City of Marlstow alongside the blazing tanker Orvena and rescued 31 of her 33 crew, a service for which he was'
    " awarded the Institution's gold medal - the only gold medal in the station's history.\n"
    '\n'
    'An all-weather lifeboat of the Tamsin class, Spirit of Marlstow, arrived in 1992, and an inshore lifeboat was '
    "added in 1998. A new boathouse was built beside the old one in 2005 to house the Spirit of Marlstow's "
    'successor, the Elsie Venn, which entered service the following year.\n'
    '\n'
    'Since 1859 Porthkennick lifeboats have saved more than 640 lives. The current coxswain, Daniel Roskear, was '
    'appointed in 2015; he joined the crew as a volunteer in 1996 and is the first coxswain of the station not to '
    'have been a fisherman.'
)

B106_MARKET = (
    'Hensley Street Market Hall - The Building and Its Story\n'
    '\n'
    'Hensley Street Market Hall in Orrinford was opened on 14 May 1868 by the mayor, Alderman George Tremlett, '
    'replacing the open street market that had been held around the Corn Cross since the Middle Ages. The hall was '
    'designed by the borough surveyor, Charles Aske Bramwell, and built by the Orrinford contractors Dawe & Sons at'
    ' a cost of £18,400.\n'
    '\n'
    'The building is 96 metres long and 41 metres wide. Its cast-iron roof, supplied by the Lyndon Foundry of '
    'Carrowby, rests on 48 fluted columns and is glazed along its full length. The brick and limestone front on '
    "Hensley Street carries a clock tower added in 1874, paid for by public subscription to mark the borough's "
    'charter anniversary.\n'
    '\n'
    'At opening the hall had 212 stalls, let mainly to butchers, greengrocers and dairymen. A separate fish market '
    "was built against the north wall in 1899. Among the longest-serving traders is the family firm of Ruddle's "
    'Cheese, which took its first stall in 1871 and is now run by the fifth generation, Hannah Ruddle; the hardware'
    " stall of Ezra Quint traded from 1902 until Quint's grandson, Leonard, retired in 1996.\n"
    '\n'
    'A fire in the fish market on the night of 3 February 1953 spread to the main roof and destroyed about a third '
    'of its glazing. The council restored the hall in 1955, replacing the lost cast-iron bays with steel ones, and '
    'closed the fish market, whose trade moved into the main hall. The building was listed in 1979.\n'
    '\n'
    'By the late 1990s only 61 stalls were let and the council considered demolition. A campaign by the Friends of '
    'Hensley Street Market, founded in 1998 by the trader Maureen Okafor-Lea, led instead to a £7.2 million '
    'restoration carried out between 2011 and 2013 to designs by Petra Vossberg Architects. The steel bays were '
    'replaced with cast-iron replicas, the roof was reglazed, and the old fish market was rebuilt as a food court '
    "with 14 kitchens. The restored hall reopened on 22 June 2013 and won the Carrowby Civic Society's conservation"
    ' award the following year.\n'
    '\n'
    'Today the hall has 174 stalls and about 120 independent traders, and is open six days a week, closing on '
    'Sundays.'
)

B106_FOLK = (
    'Tickets | Line-up | Camping | Volunteer | About\n'
    '\n'
    'Brackenford Folk Festival - About Us\n'
    '\n'
    'The Brackenford Folk Festival began in August 1972 as a single-day gathering in the back room of the '
    'Wheatsheaf Inn, organised by the fiddler Maggie Lanyon and the schoolteacher Ronan Tisdale, who had met at a '
    'ceilidh in Dunmere the previous spring. About 150 people came, and the headline act was the unaccompanied '
    'singing trio the Marrowby Sisters.\n'
    '\n'
    'The festival outgrew the Wheatsheaf within three years. From 1975 concerts moved to the Corn Exchange, and in '
    '1981 the festival took over Lammas Field on the edge of the town, adding a main marquee for 1,200 people and a'
    ' campsite. Tisdale stepped down as co-director in 1988, leaving Lanyon in sole charge until 1994, when she '
    'handed over to her daughter, Bryony Lanyon-Marsh, who ran the festival until 2017.\n'
    '\n'
    'Headliners over the years have included the Cutlass Ramblers (1979), the piper Tam Ogilvie-Rae (1986 and '
    "2001), the singer Elsa Morrow, who made her debut at the festival's 1990 children's concert and returned to "
    "headline in 2008, and the band Saltwick Road, whose 1997 set was recorded and released as the album 'Live at "
    "Lammas'.\n"
    '\n'
    'The festival became a registered charity, the Brackenford Folk Trust, in 2003. Its current director is Kwame '
    'Atherden, appointed in 2018, under whom the festival has grown to four days and about 9,000 visitors a year. A'
    ' second stage, the Tisdale Tent, was named in 2012 in memory of Ronan Tisdale, who died that year.\n'
    '\n'
    'Each year the Trust awards the Lanyon Bursary, worth £2,000, to a young performer under 25; it was first '
    'awarded in 2015 to the concertina player Freya Coultish. The festival is run by a staff of five and around 400'
    ' volunteers.\n'
    '\n'
    'Latest news\n'
    '- Early-bird weekend tickets now on sale: save 20% until 31 March\n'
    '- Volunteer applications open for this summer\n'
    '- Car park changes: please use the Station Road entrance\n'
    '- Read our updated accessibility guide'
)

B106_PRINT = (
    'Kestle Bridge Museum of Printing - The Collection\n'
    '\n'
    'The Kestle Bridge Museum of Printing occupies the former works of Ambrose Voyle & Co., jobbing printers, who '
    "printed posters, timetables and the weekly Kestle Bridge Courier from this building on Tanner's Row between "
    '1856 and 1979. When the firm closed, its last owner, Cecily Voyle, great-granddaughter of the founder, gave '
    'the building and its equipment to a trust formed by local enthusiasts, and the museum opened to the public in '
    '1983.\n'
    '\n'
    'The oldest press in the collection is a wooden common press built around 1790, which Ambrose Voyle bought '
    'second-hand when he set up the business. Beside it stands an iron hand press made in 1848 by the Merrow Iron '
    'Company of Castleby, on which the Courier was printed until 1891, when the firm installed a steam-driven '
    'cylinder press by Hobden Brothers. That press, converted to electric drive in 1934, is demonstrated on the '
    'first Saturday of each month.\n'
    '\n'
    'The composing room holds about 2,300 cases of wood and metal type and a Linomatic typesetting machine bought '
    "in 1921. The museum's volunteer compositor, Derek Penhaligon, set type for the Courier from 1961 until the "
    "firm closed and has led the museum's typesetting courses since 1990.\n"
    '\n'
    'Much of the collection has come from donors. In 1987 the retired newspaper proprietor Sir Hector Gallimore '
    "gave 640 cases of wood type from his family's former poster works in Wrexbury. In 2004 the bookbinder Lois "
    'Ferriday bequeathed her bindery equipment, now displayed in a room named after her, and in 2016 the Castleby '
    'Typographic Society presented its archive of some 4,000 specimen sheets.\n'
    '\n'
    'Between 2018 and 2020 the museum closed for an £860,000 refurbishment, funded largely by a heritage lottery '
    "grant of £610,000, which added a lift, a learning studio and a new gallery for the Courier's archive. The "
    'museum is run by a paid staff of four and about 45 volunteers, and it welcomed 11,800 visitors in 2023.'
)


BATCHES_106: dict[str, list[tuple[str, str, bool]]] = {
    'village cricket club history page': [(B106_CRICKET, c, True) for c in (
        'Ashcombe Parva Cricket Club was formally constituted in 1881 at a meeting in the Plough and Harrow, '
        'with the miller Josiah Fennimore as its first captain.',
        "In 1923, after the Harcastle estate sold Colley's Meadow for housing, the club moved to Long Pightle"
        ' on Mill Lane, a ground bought with a legacy from former wicketkeeper Edwin Scarrow.',
        'Six years after joining the Wenmouth and District League in 1952, the club won the Second Division '
        'and was promoted.',
        'Dennis Holloway, who captained the club to its first First Division title in 1971, is its leading '
        'league run-scorer with 14,206 runs.',
        "Margaret Ellery-Stone, captain of the Sunday XI from 1987 to 1994, became the club's first woman "
        'chairman in 2001.',
        'In 1984, under Raj Pettigrew, the club won the First Division and reached the county village '
        'knockout final, which it lost to Bramstead by 11 runs.',
        'After a flood in July 2007 destroyed the scorebox at Long Pightle, it was rebuilt the next year with'
        ' a £12,500 grant from the Wenmouth Community Fund.',
    )] + [(B106_CRICKET, c, False) for c in (
        'The club was formally constituted in 1874 at a meeting in the Plough and Harrow, with Josiah '
        'Fennimore elected as its first captain.',
        'Left-arm spinner Colin Mabery, who took a club-record 1,117 league wickets between 1966 and 1991, '
        'captained the side to the First Division title in 1983.',
        'The club won the Second Division in 1958 under the captaincy of Dennis Holloway and was promoted.',
        'The thatched pavilion at Long Pightle was built by club members in 1926 and extended in 1987.',
        'In 1971 Ashcombe Parva became the first village club to win the First Division of the Wenmouth and '
        'District League.',
        "The club left Colley's Meadow for Long Pightle in 1923 because the sloping field had become too "
        'waterlogged for play.',
        'The junior section founded in 1999 by Sue and Peter Radnage now fields teams at under-11, under-13, '
        'under-15 and under-17 level.',
    )],
    'glassworks heritage page with site menu and cookie notice': [(B106_GLASS, c, True) for c in (
        'Harlowe & Penn Glass traces its origins to 1794, when the Quaker merchant Tobias Harlowe built a '
        '26-metre brick cone furnace beside the Cressel wharf in Dunmarrow.',
        'The firm took its present name in 1836, when Nathaniel Harlowe made his brother-in-law Frederick '
        'Penn a partner.',
        'Frederick Penn, a glass-cutter trained in Vellstadt, introduced cut lead-crystal tableware to the '
        'works, including the Cressel Diamond decanter, first made in 1841.',
        "The works' cone, rebuilt in 1890 after a fire, was last used for melting in 1931 and now houses the "
        'visitor centre.',
        'In 1983 managing director Elspeth Corrigan and 38 employees bought the company, which gave up '
        'bottle-making three years later.',
        'Ivo Maskell, managing director from 2004, launched the coloured Tidewater range in 2009 and opened '
        'public glassblowing workshops three years later.',
        'The company employs 64 people and exports about two-fifths of its output, mostly to Scandinavia and '
        'Japan.',
    )] + [(B106_GLASS, c, False) for c in (
        "Tobias Harlowe's first wares at Dunmarrow were cut lead-crystal decanters, which he shipped "
        'downriver to the port of Selbridge.',
        'The original cone was damaged by fire in 1889 and rebuilt the following year to a greater height.',
        'The firm installed its first gas-fired tank furnace in 1921, and the old cone was last used for '
        'melting in 1931.',
        'The Dunmarrow cone, listed as a protected structure in 1974, is the oldest surviving glass cone in '
        'the region.',
        'The designer Ivo Maskell led the 1983 employee buyout of the company and launched the Tidewater '
        'range in 2009.',
        "The 1.5-tonne electric melting furnace commissioned in 2016 replaced the works' gas furnace for "
        'colour work.',
        'Under Elspeth Corrigan the works stopped making bottles in 1986 and won the Dunmarrow Enterprise '
        'Award for its hand-cut crystal.',
    )],
    'lifeboat station history page': [(B106_LIFEBOAT, c, True) for c in (
        'The Porthkennick station opened in 1859, the year after the collier brig Margery Ann was lost with '
        'all seven crew on the Gannet Ledges.',
        "Jacob Penhallow, coxswain from 1871 to 1898, won the Institution's silver medal for taking 23 people"
        ' off the emigrant barque Heloise in January 1881.',
        "The station's first lifeboat, the ten-oared Susannah Trelowarth, was paid for by a bequest from the "
        'widow after whom she was named.',
        "The station's first motor lifeboat, the William and Ada Rusk, arrived in 1927 and under Thomas Jago "
        'saved 87 lives, among them the 14 crew of the Brantholme in 1941.',
        "Arthur Jago, the nephew of Thomas Jago, won the station's only gold medal for rescuing 31 of the 33 "
        'crew of the burning tanker Orvena in 1967.',
        'The Elsie Venn entered service at Porthkennick in 2006, a year after a new boathouse was built for '
        'her beside the old one.',
        'Daniel Roskear, who joined the crew as a volunteer in 1996, was appointed coxswain nineteen years '
        'later.',
    )] + [(B106_LIFEBOAT, c, False) for c in (
        'In 1903 the lifeboat moved to a new stone boathouse and slipway at Kellow Point, and the old '
        'Polcarrow Cove boathouse was demolished.',
        "Thomas Jago, coxswain from 1924 to 1946, was awarded the Institution's gold medal for rescuing the "
        'crew of the coaster Brantholme in 1941.',
        'In January 1881 Jacob Penhallow and his crew rowed for nine hours through a gale to take 32 people '
        'off the barque Heloise.',
        'The Tamsin-class lifeboat Spirit of Marlstow arrived in 1992, the same year that an inshore lifeboat'
        ' was added to the station.',
        'Daniel Roskear, appointed coxswain in 2015, is the first volunteer to hold the post at Porthkennick.',
        'The new boathouse at Kellow Point was built in 1903 because the Polcarrow Cove boathouse had been '
        'wrecked in a storm.',
        'Arthur Jago, the son of former coxswain Thomas Jago, commanded the City of Marlstow during the 1967 '
        'rescue from the tanker Orvena.',
    )],
    'covered market hall building history': [(B106_MARKET, c, True) for c in (
        'Designed by borough surveyor Charles Aske Bramwell and built by Dawe & Sons for £18,400, the market '
        'hall was opened by Alderman George Tremlett in May 1868.',
        "The hall's glazed cast-iron roof, made by the Lyndon Foundry of Carrowby, is carried on 48 fluted "
        'columns.',
        'The clock tower on the Hensley Street front was added six years after the hall opened and was paid '
        'for by public subscription.',
        "Ruddle's Cheese has traded in the hall since 1871 and is now run by Hannah Ruddle, the fifth "
        'generation of the family.',
        'After a fire in February 1953 destroyed about a third of the roof glazing, the council restored the '
        'hall in 1955 and closed the fish market.',
        'The Friends of Hensley Street Market, founded in 1998 by trader Maureen Okafor-Lea, campaigned '
        'successfully for a £7.2 million restoration in place of the demolition the council had considered.',
        'The 2011-2013 restoration turned the former fish market into a food court with 14 kitchens, and the '
        'hall reopened on 22 June 2013.',
    )] + [(B106_MARKET, c, False) for c in (
        'When it opened in 1868 the hall had 174 stalls, let mainly to butchers, greengrocers and dairymen.',
        'The fire of 3 February 1953 broke out in the main hall and spread to the fish market against its '
        'north wall.',
        "The hall was listed in 1979 and, after its restoration, won the Carrowby Civic Society's "
        'conservation award in 2013.',
        "The 2011-2013 restoration by Petra Vossberg Architects replaced the hall's original cast-iron roof "
        'bays with steel ones.',
        'At 96 metres long, Hensley Street Market Hall was the largest covered market in the county when it '
        'opened in 1868.',
        'The hardware stall of Ezra Quint traded in the hall for over a century, from 1902 until his grandson'
        ' Leonard retired in 2006.',
        "The clock tower, added in 1874 to mark the borough's charter anniversary, was designed by the "
        'borough surveyor Charles Aske Bramwell.',
    )],
    'folk festival about page with news list': [(B106_FOLK, c, True) for c in (
        'The festival was founded in 1972 by the fiddler Maggie Lanyon and the schoolteacher Ronan Tisdale as'
        ' a one-day event at the Wheatsheaf Inn, headlined by the Marrowby Sisters.',
        'In 1981 the festival moved to Lammas Field, where it added a campsite and a main marquee holding '
        '1,200 people.',
        'Bryony Lanyon-Marsh took over the running of the festival from her mother, Maggie Lanyon, in 1994 '
        'and led it until 2017.',
        "The singer Elsa Morrow, who made her festival debut at its 1990 children's concert, returned "
        'eighteen years later as a headliner.',
        "Saltwick Road's set at the 1997 festival was recorded and issued as the album Live at Lammas.",
        "The festival's second stage was named the Tisdale Tent in 2012 in memory of co-founder Ronan "
        'Tisdale, who died that year.',
        'Since Kwame Atherden was appointed director in 2018, the festival has grown to four days and about '
        '9,000 visitors a year.',
    )] + [(B106_FOLK, c, False) for c in (
        'Concerts moved from the Wheatsheaf to the Corn Exchange in 1975, and the festival took over Lammas '
        'Field in 1988.',
        'Maggie Lanyon and Ronan Tisdale, who had met at a ceilidh in Dunmere, held the first festival there '
        'in August 1972.',
        'The piper Tam Ogilvie-Rae headlined the festival three times, in 1986, 1997 and 2001.',
        'The £2,000 Lanyon Bursary for performers under 25 was first awarded in 2015 to the fiddler Freya '
        'Coultish.',
        'The festival became a registered charity, the Brackenford Folk Trust, in 2003 in order to buy Lammas'
        ' Field.',
        'Maggie Lanyon stepped down as co-director in 1988, leaving Ronan Tisdale in sole charge of the '
        'festival until 1994.',
        'Founded in 1972, the Brackenford Folk Festival is the oldest folk festival in its county.',
    )],
    'printing museum collection page': [(B106_PRINT, c, True) for c in (
        "Ambrose Voyle & Co. printed the weekly Kestle Bridge Courier on Tanner's Row from 1856 until 1979, "
        'when Cecily Voyle gave the works and its equipment to a trust.',
        'The museum, which opened four years after the Voyle firm closed, holds a wooden common press of '
        'about 1790 that Ambrose Voyle bought second-hand.',
        'The Courier was printed on an 1848 Merrow Iron Company hand press until the firm installed a Hobden '
        'Brothers steam-driven cylinder press in 1891.',
        'The Hobden Brothers press, converted to electric drive in 1934, is demonstrated on the first '
        'Saturday of every month.',
        "Derek Penhaligon, who set type for the Courier from 1961 until 1979, has run the museum's "
        'typesetting courses since 1990.',
        'Sir Hector Gallimore gave the museum 640 cases of wood type in 1987, and the Castleby Typographic '
        'Society gave about 4,000 specimen sheets in 2016.',
        'A £610,000 heritage lottery grant paid for most of the £860,000 refurbishment of 2018-2020, which '
        'added a lift, a learning studio and a gallery for the Courier archive.',
    )] + [(B106_PRINT, c, False) for c in (
        "The museum's iron hand press was made in 1848 by Hobden Brothers of Castleby.",
        "The museum's wooden common press, built around 1790, is the oldest working printing press in the "
        'country.',
        "Cecily Voyle, the founder's granddaughter, gave the building and its equipment to a trust when the "
        'firm closed in 1979.',
        'The composing room holds about 2,300 cases of type and a Linomatic typesetting machine bought in '
        '1912.',
        'In 2004 the bookbinder Lois Ferriday bequeathed her bindery equipment and paid for the room in which'
        ' it is displayed.',
        "Derek Penhaligon, the museum's volunteer compositor, was a founder of the trust that opened the "
        'museum in 1983.',
        'The museum welcomed 11,800 visitors in 2023 and is run entirely by about 45 volunteers, with no paid'
        ' staff.',
    )],
}
