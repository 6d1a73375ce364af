("""Probe batch 105, written by a helper agent that saw neither the code nor an earlier probe (session 56), """
 """on six cited web pages and the encyclopedia sentences that cite them.""")
from __future__ import annotations

B105_ROWING = (
    "Home | Crews | Regatta | Membership | Contact\n\n"
    "Our History\n\n"
    "The Harwell Reach Rowing Club was founded in 1874 by eleven clerks from the Tamsford Corn Exchange, who kept "
    "their first two boats in a rented coal shed beside Pellow Bridge. Their first captain was Edwin Larkhill, a "
    "grain clerk who stroked the club's four in its first race, a match against the Ossory Boat Club in 1876, which "
    "Harwell Reach lost by two lengths.\n\n"
    "In 1889 the club moved into its first purpose-built boathouse on Cinder Lane, paid for by a subscription among "
    "members and a gift of £300 from the brewer Josiah Quennell. The Cinder Lane boathouse held fourteen boats and "
    "served the club for almost seventy years until it was damaged beyond repair by the flood of January 1958. For "
    "the next three seasons the crews trained out of a borrowed barn at Mearns Farm.\n\n"
    "The present boathouse, on the south bank below Pellow Bridge, was designed by the architect Hilda Varney and "
    "opened in May 1961 by the town's mayor, Arthur Penhallow. It has space for forty boats, a gymnasium on the upper "
    "floor and, since an extension in 1994, changing rooms for women's crews.\n\n"
    "Women were first admitted as full members in 1972. The first women's captain was Marjorie Tulk, who had rowed "
    "at the Fenwick Ladies' Club before moving to Tamsford; under her leadership the women's eight won the Senior "
    "Eights at the Ullsby Regatta in 1975, the first trophy won by a women's crew from the club.\n\n"
    "The club's best-known success came in 1908, when the senior four, captained by Walter Dring, won the Coronation "
    "Cup at the Ullsby Regatta, beating Ossory in the final by three-quarters of a length. Harwell Reach won the cup "
    "again in 1931 and 1936. In 2003 the men's junior quad took the Brennan Sculls at the Lowmoor Regatta, and in "
    "2019 the masters eight set a course record at the Tamsford Head.\n\n"
    "Today the club has about 230 members, of whom roughly a third are juniors. The current captain is Priya "
    "Oldfield, elected in 2021, and the club president is the former Olympic triallist Graham Sowerby.\n\n"
    "We use cookies to improve your experience on this site. By continuing to browse you agree to our use of "
    "cookies. Accept | Manage preferences\n\n"
    "© Harwell Reach Rowing Club. Registered charity no. 1104872."
)

B105_WINDMILL = (
    "Cottingley Moor Mill — History\n\n"
    "Cottingley Moor Mill stands on a low rise west of the village of Abbots Wrenby. The present tower mill was "
    "built in 1816 by the millwright Samuel Thackeray of Dunmere for the farmer and corn merchant Henry Ashdown, "
    "replacing a wooden post mill that had blown down in a gale the previous winter. The tower is of red brick, five "
    "storeys high, and was originally tarred black to keep out the damp.\n\n"
    "The mill first turned with four common sails spread with canvas. In 1848 Thackeray's son, John, fitted four "
    "patent sails with shutters, which could be adjusted from the ground without stopping the mill, and a fantail to "
    "turn the cap into the wind automatically. At its busiest the mill drove three pairs of millstones, two for "
    "flour and one for animal feed.\n\n"
    "The Ashdown family worked the mill for three generations. Henry's grandson, Frederick Ashdown, added a steam "
    "engine in a shed beside the tower in 1887 so that grinding could continue on still days. After Frederick's "
    "death in 1911 the mill was let to George Mabbutt, who ran it until 1934, when one of the sails broke off in a "
    "storm and the mill stopped working by wind. Mabbutt carried on grinding animal feed with an oil engine until "
    "1947, the last year the mill was used commercially.\n\n"
    "For almost thirty years the tower stood empty and lost its cap and remaining sails. In 1976 villagers formed "
    "the Cottingley Moor Mill Trust, which bought the mill from the Ashdown estate for £4,500. The restoration, led "
    "by the millwright Ruth Kendrew, took nine years: a new cap was lifted on in 1981, new sails were fitted in 1984 "
    "and the mill ground flour by wind again in September 1985. A grant of £62,000 from the Wrenby Heritage Fund "
    "paid for about half of the work.\n\n"
    "The mill is now run entirely by volunteers and opens to visitors on the second and fourth Sundays of each month "
    "from April to October. Stoneground wholemeal flour milled on site is sold in the mill shop, and school groups "
    "can book guided visits on weekdays.\n\n"
    "Latest news\n"
    "- Volunteers needed for the Easter open day\n"
    "- Mill shop closed 3–10 August for repairs to the stone floor\n"
    "- Annual general meeting of the Trust: 14 November, village hall"
)

B105_PIER = (
    "Saltmere Pier: A Short History\n\n"
    "Saltmere Pier was opened on 2 July 1869 by Lady Constance Arbery, wife of the local landowner, before a crowd "
    "said to number eight thousand. It was built by the Saltmere Pier Company, formed two years earlier by a group "
    "of town councillors and hoteliers, to a design by the engineer Thomas Gedling, and stretched 1,150 feet into "
    "the bay on cast-iron screw piles made at the Harrowgate Foundry in Lenby.\n\n"
    "The pier was first a promenade and a landing stage for the steamers that ran to Porth Idris across the bay. In "
    "1894 the company added a pavilion theatre at the seaward end, seating 900, where the comedian Alfie Tremlett "
    "appeared every summer season from 1902 until 1926.\n\n"
    "Fire has struck the pier three times. In August 1911 a blaze started in a kiosk and destroyed about 120 feet "
    "of decking near the entrance; it was repaired within a year. On the night of 17 February 1939 the pavilion "
    "theatre burned to the ground; the cause was never established. It was rebuilt to a smaller plan, seating 650, "
    "and reopened in 1951. The third fire, in 1988, damaged the amusement arcade at the landward end but was put "
    "out before it reached the decking.\n\n"
    "During the Second World War a 200-foot section in the middle of the pier was removed by the army to stop it "
    "being used as a landing place, and the pier did not reopen to the public until 1948.\n\n"
    "The Saltmere Pier Company sold the pier in 1957 to the entertainment firm Corbel Leisure, which built the "
    "amusement arcade and ran the pier for thirty years. The town council bought it from Corbel in 1987 for a "
    "nominal £1, and in 2006 handed it to the Saltmere Pier Trust, a charity set up by residents. The Trust raised "
    "£3.4 million, including a lottery grant of £2.1 million, to replace the ironwork of the outer half of the "
    "pier; the work was finished in 2013.\n\n"
    "The pier is now 1,080 feet long, having lost its last 70 feet to storm damage in 1978. It is open daily from "
    "Easter to October and at weekends in winter."
)

B105_NEWSPAPER = (
    "About the Kestwick Courier\n\n"
    "The Kestwick Courier has reported on the market town of Kestwick and the villages of the Dunnock Valley since "
    "its first issue on 6 March 1852. It was founded by the printer and Methodist preacher Jonas Felbridge, who "
    "wrote most of the early issues himself and printed them on a hand press behind his shop in Tanner Row. The "
    "first issue ran to four pages and sold for twopence.\n\n"
    "Felbridge edited the paper until his death in 1880, when it passed to his son-in-law, Alfred Coombe. Coombe "
    "turned the Courier from a monthly into a weekly in 1883 and moved the printing works to larger premises on "
    "Station Road in 1890, where a steam-driven rotary press was installed. Under Coombe, circulation rose from "
    "about 1,800 copies to more than 6,000 by 1900.\n\n"
    "The paper remained in the Coombe family until 1946, when Alfred's grandson Leonard sold it to the Marlow & Sons "
    "newspaper group. The group's appointment of Winifred Haskett as editor in 1953 made her the first woman to edit "
    "a paper in the county; she held the post for twenty-two years and launched the Courier's annual Dunnock Valley "
    "Business Awards in 1961.\n\n"
    "Circulation reached its peak of 14,200 copies a week in 1968. It has fallen since, as at most local papers, "
    "and the audited print sale was 5,300 in 2022, although the Courier's website now has around 90,000 readers a "
    "month.\n\n"
    "In 1997 Marlow & Sons sold its weekly titles, including the Courier, to Fernhill Media. Printing moved from "
    "Station Road to Fernhill's plant at Great Osby in 2004, and the Station Road works was converted into flats. "
    "The newsroom is now in a former bank on Kestwick's Market Square.\n\n"
    "The current editor, Daniel Okafor, has led the paper since 2018. He previously worked as chief reporter at the "
    "Osby Evening Post. In 2021 the Courier's investigation into flooding on the Dunnock Valley estates, by the "
    "reporter Megan Tiller, was named Campaign of the Year at the Regional Press Awards.\n\n"
    "The Courier is published every Thursday and costs £1.20."
)

B105_BOTANY = (
    "The Brackenholt Botanical Society — Our Story\n\n"
    "The Brackenholt Botanical Society was founded on 14 October 1891 at a meeting in the reading room of the "
    "Brackenholt Mechanics' Institute. Its founders were the schoolmaster Arthur Pendry, who became the first "
    "president; the pharmacist Eliza Corran, who served as secretary for the society's first twenty-five years; and "
    "the Reverend Matthew Gilsland, vicar of St Aidan's, Lower Fenby, whose own collection of mosses formed the "
    "start of the society's herbarium.\n\n"
    "The society's early aim was to record every wild plant growing within ten miles of Brackenholt Market Cross. "
    "That survey took the members fourteen years and was published in 1905 as 'The Flora of Brackenholt', compiled "
    "by Pendry and Corran and listing 812 species of flowering plants and ferns. A second, much larger survey, led "
    "by the botanist Dr Harriet Vose, was published in 1974 and recorded 903 species, of which 41 had not been "
    "found in the earlier survey.\n\n"
    "The herbarium grew quickly. By 1914 it held some 6,000 sheets, and in 1938 it received the collection of "
    "lichens and liverworts gathered by the Lenholme surgeon Dr Peter Ashgrove over forty years. It was kept in "
    "members' homes and then in a room at the Mechanics' Institute until 1962, when it was lent to the Brackenholt "
    "Museum. Today the herbarium holds around 28,000 specimens, of which about 11,000 have been photographed and put "
    "online since the digitisation project began in 2015. Its oldest sheet is a specimen of marsh gentian collected "
    "on Hobb's Moss in 1823, some decades before the society existed, and given by Gilsland's family.\n\n"
    "The society has awarded the Corran Medal each year since 1952 for outstanding work on the plants of the "
    "district. Recent winners include Samira Haddad (2019), for her study of the orchids of the Fenby limestone, "
    "and Owen Pritchard (2022), who rediscovered the small-flowered catchfly near Ulverholme after an absence of "
    "sixty years.\n\n"
    "Membership stands at about 180. The society runs field meetings from April to September and a winter "
    "programme of talks in the Mechanics' Institute, where it still meets on the first Tuesday of each month."
)

B105_HUT = (
    "Hollerkamm Hut — History of the Hut\n\n"
    "The Hollerkamm Hut stands at 2,310 metres on the Kessel saddle between the Grauwand and the Pelzkopf, about "
    "three and a half hours' walk from the village of Sankt Irmen. The first shelter here was a stone bothy with "
    "eight bunks, built in 1884 by the Irmen section of the Alpine Club at a cost of 2,600 marks, mainly for "
    "climbers attempting the north ridge of the Grauwand.\n\n"
    "The bothy was unstaffed until 1897, when the section appointed its first warden, the mountain guide Josef "
    "Brandacher. He and his wife Theres ran the hut each summer for thirty-one seasons, carrying supplies up from "
    "Sankt Irmen on their backs and later with a pair of mules. Their son Alois took over in 1928.\n\n"
    "In 1907 a larger timber hut with forty places was built beside the bothy, which then served as a store. It "
    "survived until the winter of 1951, when an avalanche from the Pelzkopf carried away the timber building; the "
    "old stone bothy was left standing. The section rebuilt on a safer site 150 metres to the south-west, and the "
    "new hut, with sixty-two places and a kitchen heated by a wood stove, opened in July 1955. Alois Brandacher, who "
    "had warded the old hut until the avalanche, did not return, and the new hut was run by Karl and Vroni "
    "Moosleitner until 1979.\n\n"
    "The hut was enlarged again in 1992 to 88 places, and a goods cableway from the Irmen valley replaced the mule "
    "path for supplies in the same year. In 2016 solar panels and a small hydroelectric turbine on the Kessel stream "
    "were installed, making the hut independent of diesel for most of the summer. The work cost 1.2 million euros, "
    "of which the regional government paid 40 per cent.\n\n"
    "The present wardens, Lena Hofbauer and Matthias Rieder, took over in 2020. The hut is open from mid-June to "
    "the end of September and serves as a stage on the Hollerkamm High Route. The 1884 bothy still stands and is "
    "kept open as a winter room with six bunks for climbers outside the staffed season."
)

BATCHES_105: dict[str, list[tuple[str, str, bool]]] = {
    'rowing club history page': [(B105_ROWING, c, True) for c in (
        'The Harwell Reach Rowing Club was founded in 1874 by clerks of the Tamsford Corn Exchange, who first stored '
        'their boats in a rented coal shed near Pellow Bridge.',
        "Edwin Larkhill, the club's first captain, stroked the four that lost to the Ossory Boat Club by two lengths "
        "in the club's first race in 1876.",
        'The Cinder Lane boathouse, which the club moved into in 1889 with the help of a £300 gift from the brewer '
        'Josiah Quennell, was ruined by a flood in January 1958.',
        'After the flood the crews spent three seasons training from a borrowed barn at Mearns Farm until the new '
        'boathouse, designed by Hilda Varney, opened in 1961.',
        "Under Marjorie Tulk, the club's first women's captain, the women's eight won the Senior Eights at Ullsby in "
        '1975, three years after women were first admitted as full members.',
        'Walter Dring captained the senior four that won the Coronation Cup at the Ullsby Regatta in 1908, a trophy '
        'the club won again in 1931 and 1936.',
        'The club, which has about 230 members, roughly a third of them juniors, elected Priya Oldfield as its '
        'captain in 2021.',
    )] + [(B105_ROWING, c, False) for c in (
        'The present boathouse below Pellow Bridge, designed by Hilda Varney, was opened by the mayor Arthur '
        'Penhallow in May 1958.',
        "Designed by the architect Arthur Penhallow, the club's present boathouse was opened in May 1961 by the "
        "town's mayor.",
        'The present boathouse below Pellow Bridge holds fourteen boats and has a gymnasium on its upper floor.',
        "In 2019 the club's masters eight set a course record at the Tamsford Head, the first course record in the "
        "club's history.",
        'Women were admitted as full members of the club in 1972 after a campaign led by Marjorie Tulk.',
        'The club president, Graham Sowerby, competed for his country at the Olympic Games.',
        'In 1908 the senior four beat Ossory by three-quarters of a length in the final of the Coronation Cup at the '
        'Lowmoor Regatta.',
    )],
    'village windmill history page': [(B105_WINDMILL, c, True) for c in (
        'Built in 1816 by the Dunmere millwright Samuel Thackeray for Henry Ashdown, Cottingley Moor Mill replaced a '
        'post mill that a gale had brought down the winter before.',
        'In 1848 John Thackeray equipped the mill with shuttered patent sails and a fantail that turned the cap into '
        'the wind automatically.',
        'At its peak the five-storey brick tower mill worked three pairs of millstones, one of which ground animal '
        'feed.',
        'Frederick Ashdown, grandson of Henry Ashdown, installed a steam engine beside the tower in 1887 so that the '
        'mill could grind when there was no wind.',
        'George Mabbutt, who leased the mill after Frederick Ashdown died in 1911, stopped milling by wind in 1934 '
        'but ground feed with an oil engine until 1947.',
        'The Cottingley Moor Mill Trust, formed by villagers in 1976, paid the Ashdown estate £4,500 for the mill.',
        'Restored under the millwright Ruth Kendrew, the mill ground flour by wind again in 1985, a year after new '
        'sails were fitted.',
    )] + [(B105_WINDMILL, c, False) for c in (
        'The £62,000 grant from the Wrenby Heritage Fund covered roughly a third of the cost of restoring the mill.',
        'The tower mill on Cottingley Moor was built in 1816 by the millwright John Thackeray of Dunmere.',
        'The mill stopped working by wind in 1934 after one of its sails was struck by lightning.',
        'Cottingley Moor Mill, the oldest surviving tower mill in the district, was built in 1816 for the corn '
        'merchant Henry Ashdown.',
        'The Ashdown family worked the mill for four generations before it was let to George Mabbutt.',
        'The brick tower was originally tarred black so that it could be seen from a distance.',
        'Run entirely by volunteers, the mill opens to visitors every Sunday from April to October.',
    )],
    'seaside pier history page': [(B105_PIER, c, True) for c in (
        'Saltmere Pier, designed by the engineer Thomas Gedling, was opened by Lady Constance Arbery in July 1869.',
        'The Saltmere Pier Company, which built the pier, had been formed in 1867 by town councillors and '
        'hoteliers.',
        "The comedian Alfie Tremlett played every summer season from 1902 to 1926 at the pier's pavilion theatre, "
        'which had been added in 1894.',
        'After the pavilion theatre burned down in February 1939 from an unknown cause, it was rebuilt with 250 '
        'fewer seats and reopened in 1951.',
        'Corbel Leisure, which bought the pier in 1957, sold it to the town council three decades later for a '
        'nominal £1.',
        'Of the £3.4 million raised by the Saltmere Pier Trust to renew the ironwork of the outer half of the pier, '
        '£2.1 million came from a lottery grant.',
        'Originally 1,150 feet long, the pier lost 70 feet to storm damage in 1978 and now measures 1,080 feet.',
    )] + [(B105_PIER, c, False) for c in (
        'The pier reopened to the public in 1946 after the army had removed a 200-foot section during the Second '
        'World War.',
        'The 1988 fire destroyed about 120 feet of decking near the entrance to the pier.',
        'During the Second World War the army removed a 200-foot section of the pier to make room for a gun '
        'battery.',
        'The 900-seat pavilion theatre added to the pier in 1894 was the largest theatre in Saltmere.',
        'The restoration of the outer half of the pier, finished in 2013, was paid for by a £3.4 million lottery '
        'grant.',
        "The pier's cast-iron screw piles were made at the Harrowgate Foundry in Lenby, which also supplied the new "
        'ironwork in 2013.',
        "Steamers from the pier's landing stage ran across the bay to Lenby.",
    )],
    'local newspaper about page': [(B105_NEWSPAPER, c, True) for c in (
        'Founded by the printer and Methodist preacher Jonas Felbridge, the Kestwick Courier first appeared on '
        '6 March 1852 as a four-page paper priced at twopence.',
        "Alfred Coombe, Felbridge's son-in-law, took over the paper in 1880 and made the Courier a weekly three "
        'years later.',
        "Under Alfred Coombe the paper's printing moved to Station Road in 1890, and its circulation more than "
        'tripled to over 6,000 by 1900.',
        "Winifred Haskett, appointed in 1953 as the county's first female newspaper editor, edited the Courier until "
        '1975.',
        "The Courier's weekly circulation peaked at 14,200 in 1968 and had fallen to an audited print sale of 5,300 "
        'by 2022.',
        'Fernhill Media, which acquired the Courier from Marlow & Sons in 1997, moved its printing to Great Osby in '
        '2004.',
        'Under Daniel Okafor, editor since 2018, the Courier won Campaign of the Year at the Regional Press Awards '
        "in 2021 for Megan Tiller's investigation into flooding on Dunnock Valley estates.",
    )] + [(B105_NEWSPAPER, c, False) for c in (
        "The Courier's annual Dunnock Valley Business Awards were launched in 1961 by the editor Daniel Okafor.",
        "Alfred Coombe's grandson Leonard sold the Courier to the Marlow & Sons newspaper group in 1953.",
        'Daniel Okafor, editor of the Courier since 2018, had previously been editor of the Osby Evening Post.',
        "The Courier's newsroom moved into a former bank on Market Square in 2004, when printing left Station Road.",
        "Although its print sale fell to 5,300 in 2022, the Courier's website reaches about 9,000 readers a month.",
        'The Kestwick Courier, first published in 1852, is the oldest newspaper in the Dunnock Valley.',
        'Jonas Felbridge edited the Courier until he retired in 1880, when the paper passed to his son-in-law.',
    )],
    'botanical society history page': [(B105_BOTANY, c, True) for c in (
        "The Brackenholt Botanical Society was founded in October 1891 at the town's Mechanics' Institute, with the "
        'schoolmaster Arthur Pendry as its first president.',
        "Eliza Corran, a pharmacist and one of the society's founders, served as its secretary for twenty-five years "
        'and compiled The Flora of Brackenholt with Arthur Pendry.',
        'The Flora of Brackenholt, published in 1905 after a fourteen-year survey, listed 812 species of flowering '
        'plants and ferns growing within ten miles of the Market Cross.',
        'A second survey led by Dr Harriet Vose, published in 1974, recorded 91 more species than the 1905 flora.',
        'The herbarium, which began with the Reverend Matthew Gilsland\'s collection of mosses, was lent to the '
        'Brackenholt Museum in 1962.',
        "Of the herbarium's roughly 28,000 specimens, about 11,000 have been photographed and put online since a "
        'digitisation project began in 2015.',
        'Owen Pritchard, who won the Corran Medal in 2022, rediscovered the small-flowered catchfly near Ulverholme '
        'after a sixty-year absence.',
    )] + [(B105_BOTANY, c, False) for c in (
        "The society's herbarium began with the collection of mosses of its first president, the schoolmaster "
        'Arthur Pendry.',
        "The society has awarded the Corran Medal every year since 1962 for outstanding work on the district's "
        'plants.',
        'The 1974 survey led by Dr Harriet Vose recorded 903 species, 91 of which had not been found in the earlier '
        'survey.',
        "The herbarium's oldest sheet, a marsh gentian collected on Hobb's Moss in 1823, is the oldest dated plant "
        'specimen in the county.',
        'In 1938 the herbarium received the lichens and liverworts collected over forty years by Dr Peter Ashgrove, '
        'a surgeon from Ulverholme.',
        'Samira Haddad won the Corran Medal in 2019 for her study of the orchids of the Fenby limestone, which was '
        'later published as a book.',
        "The herbarium was lent to the Brackenholt Museum in 1962 because the Mechanics' Institute was due to be "
        'demolished.',
    )],
    'mountain hut history page': [(B105_HUT, c, True) for c in (
        "The Hollerkamm Hut's first shelter, an eight-bunk stone bothy, was built by the Irmen section of the Alpine "
        'Club in 1884 for 2,600 marks.',
        "The mountain guide Josef Brandacher became the hut's first warden in 1897 and ran it with his wife Theres "
        'until their son Alois took over in 1928.',
        'An avalanche from the Pelzkopf destroyed the 1907 timber hut in the winter of 1951 but left the original '
        'stone bothy standing.',
        'The replacement hut, built 150 metres south-west of the old site, opened in July 1955 with sixty-two places '
        'and was run by Karl and Vroni Moosleitner until 1979.',
        'In 1992 the hut was enlarged to 88 places and a goods cableway from the Irmen valley took over its supply '
        'from the mule path.',
        'The regional government paid 40 per cent of the 1.2 million euros spent in 2016 on solar panels and a small '
        'hydroelectric turbine for the hut.',
        "Lena Hofbauer and Matthias Rieder have been the hut's wardens since 2020, and the 1884 bothy serves as a "
        'six-bunk winter room outside the staffed season.',
    )] + [(B105_HUT, c, False) for c in (
        'In 1907 a timber hut with sixty places was built beside the bothy, which was then used as a store.',
        "The mountain guide Alois Brandacher was appointed the hut's first warden in 1897.",
        'Solar panels and a small hydroelectric turbine on the Kessel stream were installed at the hut in 2012.',
        'After the 1951 avalanche the hut was rebuilt 150 metres to the south-west to be nearer the north ridge of '
        'the Grauwand.',
        'At 2,310 metres on the Kessel saddle, the Hollerkamm Hut is the highest staffed hut above Sankt Irmen.',
        'The solar panels and hydroelectric turbine installed in 2016 made the hut independent of diesel all year '
        'round.',
        'Reached in about two and a half hours on foot from Sankt Irmen, the hut stands at 2,310 metres on the Kessel '
        'saddle.',
    )],
}
