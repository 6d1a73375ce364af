("""Probe batch 113, written by a helper agent that saw neither the code nor an earlier probe (session 57), """
 """on six cited web pages and the encyclopedia sentences that cite them.""")

from __future__ import annotations

B113_BAND = (
    'Home | Our History | Concerts | Join Us | Contact\n\nThis website uses cookies to improve your '
    'experience. By continuing to browse you agree to our use of cookies. Accept | Manage '
    'preferences\n\nOUR HISTORY\n\nThe Kestleby Colliery Band was formed in 1887 by men from the Kestleby '
    "Main pit, who pooled a week's wages to buy a set of second-hand instruments from a disbanded "
    "volunteer band in Orrinford. Its first conductor was the pit's weighman, Amos Tredgold, who led the "
    'players until his death in 1904. In those early years the band rehearsed in the loft above the '
    "Miners' Arms on Chapel Row.\n\nTredgold's successor, the cornet player Walter Henshall, entered the "
    'band in its first contest in 1906 at the Orrinford Whitsun Festival, where it finished fourth of '
    "eleven bands. Henshall's finest hour came in 1921, when Kestleby won the Northern Counties "
    "Championship at Brinsworth with the test piece 'The Iron Road', the band's first major title. He "
    'retired in 1933 after twenty-nine years in charge.\n\nIn 1938 the colliery company built the band its '
    'own bandroom on Pitt Street, a single-storey brick hall that cost £640 and could seat forty '
    'players. The Pitt Street room served the band for more than half a century until subsidence forced '
    'its closure in 1991. The band then spent six years in the former Methodist schoolroom on Lowgate '
    'before moving in 1997 to its present home, the converted engine shed in the old colliery yard, paid '
    "for partly by a lottery grant of £85,000.\n\nThe pit closed in 1968; the band lost the company's "
    'sponsorship but kept the Colliery name. The following decades brought a second run of success under '
    'the professional conductor Idris Pellow, born in Trefallen, who took the band to three successive '
    'Northern Counties titles in 1972, 1973 and 1974 and to the national finals at Wexmouth in 1975, '
    'where it placed sixth.\n\nToday the band is directed by Helen Marchbank, a former principal cornet of '
    'the band, who in 2009 became its first woman conductor. Under her baton Kestleby won promotion to '
    'the Championship Section in 2016. The band also runs a training band of around twenty-five young '
    'players, founded in 1982 by the then secretary, Doris Cawthra.\n\n© 2024 Kestleby Colliery Band | '
    'Privacy policy | Site map'
)

B113_TRAM = (
    'Fellgate Tram Depot Museum\n\nHoused in the original 1899 depot of the Fellgate and District Tramways '
    "Company on Rookery Lane, the museum tells the story of the town's trams from their horse-drawn "
    "beginnings to the closure of the last line in 1952. The depot was designed by the company's "
    'engineer, Matthew Purslow, and originally had six roads able to hold eighteen cars; two of the '
    'roads were lost when the building was shortened for road widening in 1961.\n\nOur cars\n\nThe star of '
    'the collection is car No. 14, an open-top double-deck car built in 1902 by the Harlby Carriage '
    'Works. It ran on the Quayside line until 1937, when it was converted into a works car for track '
    'grinding, and it was rescued from a scrapyard in Dunholt in 1974. Its restoration took volunteers '
    'eleven years and was completed in 1985.\n\nCar No. 31, a single-deck car of 1924, is the only '
    "surviving vehicle from the company's Moor Road line. After the tramways closed its body served as a "
    'holiday chalet near Stenwick until the Ashdown family donated it to the museum in 1990. It has been '
    'restored externally but is not yet in running order.\n\nThe museum also displays horse car No. 3 of '
    '1884, which predates the electric system and belonged to the earlier Fellgate Horse Tram '
    'Company.\n\nOur lines\n\nAt its height in 1926 the electric network covered just under fourteen miles '
    'on four routes: the Quayside line, the Moor Road line, the Castle Hill line and the cross-town '
    'Circular. The Castle Hill line, which climbed a gradient of one in eleven, was the first to close, '
    'being replaced by motor buses in 1934. The Quayside line was the last to run, with a final '
    'procession on 29 September 1952.\n\nOur volunteers\n\nThe museum was founded in 1972 by the Fellgate '
    'Tramway Society under its chairman, the schoolteacher Gordon Eastry, who negotiated a lease of the '
    'depot from the borough council at a nominal rent of £1 a year. Today the museum is run entirely by '
    'some ninety volunteers. Its 350-yard demonstration track was laid by volunteers in 1996 and carries '
    'car No. 14 on open days. Head of engineering Priya Lanchester, who joined as a teenage volunteer in '
    "1988, is leading the current overhaul of car No. 31's motors, which the museum hopes to finish by "
    '2027.'
)

B113_CARNIVAL = (
    'Brindmoor Carnival: Our Story\n\nThe first Brindmoor Carnival was held on Saturday 14 August 1923, '
    'organised by a committee of three: the grocer Albert Fennimore, the district nurse Edith Lusk and '
    "the vicar of St Aldric's, the Reverend Cyril Oakhanger. It was staged to raise money for the new "
    'cottage hospital, and that first year the collection buckets brought in £212, a sum that paid for '
    "the hospital's first X-ray apparatus. Fennimore chaired the committee until 1946, and his shop "
    'window on Market Street displayed the carnival trophies for many years.\n\nThe route\n\nThe procession '
    'route has changed several times. Until 1958 the floats assembled at the railway goods yard and '
    'processed along Station Road and Market Street to the Recreation Ground. After the goods yard '
    'closed, the assembly point moved to the cattle market, and from 1959 the procession added a loop '
    'around Fairholme Crescent, lengthening the route to just over two miles. Since 2004 the procession '
    'has ended at Brindmoor Park rather than the Recreation Ground, which was sold for housing in '
    '2003.\n\nCarnival Queens\n\nThe carnival has crowned a Carnival Queen every year since 1925, apart from '
    'the war years of 1940 to 1945, when no carnival was held. The first queen was sixteen-year-old '
    'Lilian Dace, a mill girl, who was chosen by public vote at the Corn Exchange. The longest-serving '
    'official connected with the queens is Marjorie Penhallow, who acted as chaperone to the queen and '
    'her two attendants for thirty-one years from 1962. Since 2011 the title has been awarded jointly as '
    'Carnival Queen and Carnival King, following a vote of the committee.\n\nThe carnival today\n\nThe '
    'modern carnival runs for a week in late August and ends with the illuminated procession on the '
    'final Saturday, which in 2023, the centenary year, drew an estimated 18,000 spectators and 64 '
    'floats. The centenary float was built by the Brindmoor Young Farmers and recreated the 1923 '
    'hospital float. The money raised now goes to a range of local causes; in 2023 the committee, '
    'chaired by Sunita Greaves, distributed £41,500 to twenty-two organisations.'
)

B113_FERRY = (
    'Corran Sound Ferry Company: A Short History\n\nThe ferry across Corran Sound between Ardlish and the '
    'island of Meall was established as a company in 1871 by the Ardlish merchant Duncan Strachair, who '
    'bought the rights to the crossing from the Lossie estate for £300. His first vessel, the wooden '
    'paddle steamer Morven Lass, carried passengers, mail and livestock on a crossing of two and a half '
    "miles that took about forty minutes in fair weather.\n\nAfter Strachair's death in 1896 the business "
    'passed to his son-in-law, Ewan Galbraith, who replaced the Morven Lass in 1899 with the iron-hulled '
    'screw steamer Isla Bhan, built at the Garvock yard in Port Ruthven. The Galbraith family ran the '
    "company for three generations. In 1934 Ewan's grandson, Alasdair Galbraith, introduced the firm's "
    'first motor vessel, the Corran Belle, which cut the crossing time to twenty-five minutes.\n\nThe '
    "company's vessels were requisitioned by the navy between 1940 and 1945, when the Corran Belle "
    'served as a tender at the naval anchorage in Loch Tarsin, and a borrowed fishing boat maintained a '
    'reduced passenger service.\n\nIn 1962 the Galbraiths sold the company to the Westmarch Shipping '
    'Group, which introduced the first vehicle ferry on the route, the bow-loading Meall Venture, able '
    'to carry eight cars. A concrete slipway was built for her at each terminal the same year. Westmarch '
    'operated the crossing until 1988, when falling traffic led it to sell the route to a co-operative '
    "of island residents, Meall Community Ferries, for a token £1.\n\nThe co-operative's flagship since "
    '2009 has been the hybrid diesel-electric Sound of Meall, built at the Haldvik yard at a cost of '
    '£6.2 million, of which £4 million came from a regional transport grant. She carries up to 24 cars '
    'and 180 passengers and makes twelve return crossings a day in summer. In 2021 the ferry carried a '
    "record 212,000 passengers.\n\nThe co-operative's manager, Fiona Strachair-Reid, a "
    'great-great-granddaughter of the founder, was appointed in 2015.'
)

B113_GOLF = (
    'Hartwell Heath Golf Club: History of the Club\n\nHartwell Heath Golf Club was founded in 1894 at a '
    'meeting in the Crown Hotel, Hartwell, chaired by the local brewer Sir Lionel Ashcombe, who became '
    "the club's first captain. The original nine-hole course on Hartwell Common was laid out by the "
    "club's first professional, Robert Gask, who had learned the game on the Kilmorie links.\n\nIn 1911 "
    'the club leased additional land from the Pendry estate and extended the course to eighteen holes to '
    'a design by the architect Harold Vintcent, whose work also included the clubhouse verandah. '
    "Vintcent's layout survived largely intact until 1968, when the building of the Hartwell bypass took "
    'away the old fifth and sixth holes; the replacement holes were designed by Peter Crossland, who '
    'also lengthened the course to 6,420 yards.\n\nThe first clubhouse was a timber pavilion beside the '
    'common, built in 1895 for £180. It was destroyed by fire in January 1931, along with most of the '
    "club's early records. Its brick replacement, opened in 1932 by the county's lord lieutenant, stands "
    'on higher ground overlooking the eighteenth green and was enlarged in 1987 with a new dining room '
    'and locker rooms.\n\nThe club has had only five head professionals. Robert Gask served until 1920 and '
    "was followed by his assistant Tom Pellew, who held the post for thirty-eight years. Pellew's "
    'successor, Jack Morrant, reached the final of the county professional championship three times and '
    'won it in 1964. Dennis Ollerton was head professional from 1972 to 2005, and the present incumbent, '
    "Claire Whitlock, was appointed in 2006, the first woman to hold the post at the club.\n\nThe ladies' "
    'section was formed in 1899, and the club admitted women to full membership in 1994. In its '
    'centenary year the club hosted the county amateur championship for the first time.\n\nLatest news\n- '
    'Winter greens now in play on holes 3, 7 and 14\n- Junior taster sessions: Saturdays 10am, booking '
    'essential\n- Congratulations to Sam Ibbetson on his hole-in-one at the 12th\n- Clubhouse bar closed '
    'Monday 4 March for refurbishment\n\nBook a tee time | Membership | Contact us'
)

B113_MILL = (
    'Lowther Bridge Mill: Heritage\n\nLowther Bridge Mill stands on the River Asker at Hebbleton and was '
    'built in 1836 by the brothers Josiah and Nathaniel Crowther as a water-powered cotton spinning '
    'mill. A steam engine supplied by the Thorncliffe Foundry was added in 1852, and the firm, then '
    'trading as J. & N. Crowther, began weaving in 1860, when a single-storey weaving shed was built '
    'alongside the original mill.\n\nJosiah Crowther died in 1871 and Nathaniel retired two years later, '
    "leaving the business to Josiah's son Samuel, who converted the mill from cotton to worsted in 1878 "
    'and rebuilt the engine house after a boiler explosion in 1883 in which two men were killed. Under '
    'Samuel the mill reached its greatest size: by 1900 it ran 412 power looms and employed about 650 '
    'people, many of them living in the terraces of Crowther Street, which the family had built for its '
    'workers.\n\nIn 1919 the Crowthers sold the mill to the Allingham Textile Combine, which replaced the '
    'steam engine with electric drive in 1927 and installed 120 automatic Nortonby looms in 1954. The '
    'number of looms fell steadily after that; only 180 remained in use by 1970.\n\nCompetition from '
    "imported cloth led the combine to announce the mill's closure in March 1981, and the last piece was "
    'woven on 17 July 1981 by the weaver Annie Threlkeld, who had started at the mill aged fourteen in '
    '1932. At closure the workforce numbered 143.\n\nThe buildings stood empty for twelve years until the '
    'Lowther Bridge Mill Trust, founded by the local historian Margaret Sowden, bought them in 1993. The '
    'trust restored the weaving shed and opened it as a working museum in 1998, with eight looms from '
    'the 1954 installation returned to operation. The original spinning mill was converted into flats in '
    "2006, while the engine house now holds the trust's archive of pattern books and wage ledgers."
)

BATCHES_113: dict[str, list[tuple[str, str, bool]]] = {
    'colliery brass band history': [(B113_BAND, c, True) for c in (
        'Formed in 1887 by men from the Kestleby Main pit, the band was first conducted by the pit '
        'weighman Amos Tredgold, who remained in charge until his death in 1904.',
        'Under cornet player Walter Henshall the band took its first major title, the 1921 Northern '
        "Counties Championship at Brinsworth, playing the test piece 'The Iron Road'.",
        'The Pitt Street bandroom, which the colliery company built for the band in 1938 at a cost of '
        '£640, had to close in 1991 because of subsidence.',
        'After six years in a former Methodist schoolroom on Lowgate, the band moved in 1997 into a '
        'converted colliery engine shed, funded in part by an £85,000 lottery grant.',
        'Trefallen-born professional Idris Pellow led the band to three consecutive Northern Counties '
        'titles between 1972 and 1974 and to sixth place at the 1975 national finals in Wexmouth.',
        "Helen Marchbank, once the band's principal cornet, became its first female conductor in 2009, "
        'and the band was promoted to the Championship Section seven years later.',
        "Although the pit closed in 1968 and the band lost the company's sponsorship, it retained the "
        'Colliery name.',
    )] + [(B113_BAND, c, False) for c in (
        "The band's first contest was the 1906 Orrinford Whitsun Festival, where it finished third of "
        'eleven bands.',
        "Amos Tredgold, the band's first conductor, led it to victory in the 1921 Northern Counties "
        'Championship at Brinsworth.',
        'The Pitt Street bandroom, built in 1938 to seat forty players, served the band until 1991, when '
        'it was demolished to make way for housing.',
        'Under Idris Pellow the band reached the 1975 national finals at Wexmouth, where it placed fifth.',
        "Helen Marchbank, a former principal cornet who became the band's conductor in 2009, was "
        'appointed MBE for services to brass banding in 2016.',
        "The band's training band for young players was founded in 1982 by Helen Marchbank, then the "
        "band's secretary.",
        'Kestleby Colliery Band was the first band to win three successive Northern Counties titles, '
        'which it did under Idris Pellow from 1972 to 1974.',
    )],
    'tram depot museum cars and lines': [(B113_TRAM, c, True) for c in (
        'Car No. 14, an open-top double-decker built by the Harlby Carriage Works in 1902, became a '
        'track-grinding works car in 1937 and was saved from a Dunholt scrapyard in 1974.',
        'Volunteers spent eleven years restoring car No. 14, completing the work in 1985.',
        'The museum occupies the 1899 Rookery Lane depot designed by company engineer Matthew Purslow, '
        'which held eighteen cars on six roads until two roads were lost when it was shortened for road '
        'widening in 1961.',
        'Car No. 31, a 1924 single-decker and the sole survivor from the Moor Road line, served as a '
        'holiday chalet near Stenwick before the Ashdown family gave it to the museum in 1990.',
        'The network reached just under fourteen miles on four routes in 1926; the Castle Hill line, '
        'with its one-in-eleven gradient, closed first in 1934, and the Quayside line last, on 29 '
        'September 1952.',
        'The Fellgate Tramway Society, chaired by schoolteacher Gordon Eastry, founded the museum in '
        '1972, and volunteers laid its 350-yard demonstration track in 1996.',
        'Horse car No. 3, dating from 1884, came from the Fellgate Horse Tram Company, which preceded '
        'the electric system.',
    )] + [(B113_TRAM, c, False) for c in (
        'Car No. 31, the only surviving car from the Moor Road line, was restored to running order after '
        'the Ashdown family donated it to the museum in 1990.',
        'Car No. 14 ran on the Moor Road line until 1937, when it was converted into a works car for '
        'track grinding.',
        'The Castle Hill line, which climbed a gradient of one in nine, was the first route to close, in '
        '1934.',
        'The museum was founded in 1972 by the Fellgate Tramway Society, whose chairman, Matthew '
        'Purslow, negotiated a lease of the depot from the borough council.',
        'The Castle Hill line was the first route to close, in 1934, because its one-in-eleven gradient '
        'proved too steep for the electric cars.',
        'Priya Lanchester, who joined the museum as a teenage volunteer in 1988, later became its first '
        'paid curator.',
        "Car No. 14, built in 1902, is the oldest vehicle in the museum's collection and carries "
        'passengers on the demonstration track on open days.',
    )],
    'town carnival founders routes and queens': [(B113_CARNIVAL, c, True) for c in (
        'The Brindmoor Carnival was first held in August 1923, organised by grocer Albert Fennimore, '
        'district nurse Edith Lusk and the Reverend Cyril Oakhanger to raise money for the new cottage '
        'hospital.',
        "The £212 collected at the first carnival paid for the cottage hospital's first X-ray apparatus.",
        'Albert Fennimore, one of the three founding organisers, chaired the committee until 1946, and his '
        'Market Street shop window displayed the carnival trophies for many years.',
        'When the goods yard closed the floats began gathering at the cattle market, and a loop round '
        'Fairholme Crescent added in 1959 stretched the route to just over two miles.',
        'Sixteen-year-old mill girl Lilian Dace was the first Carnival Queen, chosen by public vote at '
        'the Corn Exchange.',
        'Marjorie Penhallow served as chaperone to the Carnival Queen and her two attendants for '
        'thirty-one years, beginning in 1962.',
        'The 2023 centenary carnival drew around 18,000 spectators and 64 floats, including a Brindmoor '
        'Young Farmers float that recreated the 1923 hospital float.',
    )] + [(B113_CARNIVAL, c, False) for c in (
        'The first Brindmoor Carnival, held in 1923, crowned mill girl Lilian Dace as its first Carnival '
        'Queen.',
        'The procession has ended at Brindmoor Park since 2004, after the Recreation Ground was sold for '
        'housing in 2001.',
        'The carnival was founded by district nurse Edith Lusk, who chaired its committee until 1946.',
        'In the centenary year of 2023 the committee, chaired by Sunita Greaves, distributed £41,500 to '
        "twenty-two organisations, the largest sum in the carnival's history.",
        'Since 2011 the Carnival Queen and Carnival King have been chosen by public vote at the Corn '
        'Exchange.',
        'Marjorie Penhallow, chaperone to the Carnival Queen for thirty-one years from 1962, was made '
        "the carnival's honorary president when she retired.",
        'Until 1958 the floats assembled at the cattle market and processed along Station Road and '
        'Market Street to the Recreation Ground.',
    )],
    'island ferry company owners and boats': [(B113_FERRY, c, True) for c in (
        'Ardlish merchant Duncan Strachair set up the Corran Sound ferry company in 1871 after buying '
        'the crossing rights from the Lossie estate for £300.',
        "The wooden paddle steamer Morven Lass, the company's first vessel, was replaced in 1899 by the "
        'iron-hulled screw steamer Isla Bhan, built at the Garvock yard in Port Ruthven.',
        'Introduced by Alasdair Galbraith in 1934, the motor vessel Corran Belle cut the crossing to '
        'twenty-five minutes and served as a tender at the Loch Tarsin naval anchorage from 1940 to 1945.',
        'In 1962 the Westmarch Shipping Group bought the company from the Galbraith family and brought '
        "in the route's first vehicle ferry, the eight-car Meall Venture.",
        'With traffic falling, Westmarch sold the route in 1988 to Meall Community Ferries, a '
        'co-operative of island residents, for a token £1.',
        'The hybrid diesel-electric Sound of Meall, which cost £6.2 million and carries up to 24 cars '
        "and 180 passengers, has been the co-operative's flagship since 2009.",
        "The Galbraith family owned the ferry business for three generations, from Strachair's death in "
        '1896 until they sold it in 1962.',
    )] + [(B113_FERRY, c, False) for c in (
        'After Duncan Strachair died in 1896, the ferry business passed to his son, Ewan Galbraith.',
        "The Corran Belle, the company's first motor vessel, was introduced in 1934 by Ewan Galbraith.",
        'The Sound of Meall, built at the Haldvik yard for £6.2 million, was paid for entirely by a '
        'regional transport grant.',
        "The Meall Venture, introduced in 1962 as the route's first vehicle ferry, could carry twelve "
        'cars.',
        'In 2021 the ferry carried a record 212,000 passengers, the highest number of any island '
        'crossing in the region.',
        'Fiona Strachair-Reid, a descendant of the founder, was appointed manager of the co-operative in '
        '2015 after serving as its chair.',
        "While the navy requisitioned the company's vessels from 1940 to 1945, all passenger services "
        'across Corran Sound were suspended.',
    )],
    'golf club designers professionals clubhouses': [(B113_GOLF, c, True) for c in (
        'Founded at the Crown Hotel in 1894, the club chose brewer Sir Lionel Ashcombe as its first '
        'captain, and its first professional, Robert Gask, laid out a nine-hole course on Hartwell '
        'Common.',
        'Architect Harold Vintcent designed both the 1911 eighteen-hole extension on land leased from '
        'the Pendry estate and the clubhouse verandah.',
        'When the Hartwell bypass took the old fifth and sixth holes in 1968, Peter Crossland designed '
        'their replacements and lengthened the course to 6,420 yards.',
        'The original timber clubhouse, built for £180 in 1895, burned down in January 1931, and most of '
        "the club's early records were lost with it.",
        "Tom Pellew, formerly Robert Gask's assistant, was head professional from 1920 until 1958.",
        "Claire Whitlock became the club's first female head professional in 2006, succeeding Dennis "
        'Ollerton, who had held the post since 1972.',
        'The club first hosted the county amateur championship in 1994, the year it also admitted women '
        'to full membership.',
    )] + [(B113_GOLF, c, False) for c in (
        'The brick clubhouse that replaced the burned pavilion was opened in 1932 by Sir Lionel Ashcombe.',
        'Jack Morrant, who followed Tom Pellew as head professional, won the county professional '
        'championship three times.',
        "The club's first clubhouse, a timber pavilion, was destroyed in January 1931 by a fire started "
        'by a lightning strike.',
        "Robert Gask, the club's first professional, held the post until 1925.",
        'The 1932 brick clubhouse was enlarged in 1987 with a new dining room, locker rooms and a '
        "professional's shop.",
        "Harold Vintcent's 1911 extension made Hartwell Heath the first eighteen-hole course in the "
        'county.',
        'Dennis Ollerton, head professional from 1972 to 2005, served longer in the post than anyone '
        "else in the club's history.",
    )],
    'textile mill owners looms and closure': [(B113_MILL, c, True) for c in (
        'Brothers Josiah and Nathaniel Crowther built Lowther Bridge Mill on the River Asker at '
        'Hebbleton in 1836 as a water-powered cotton spinning mill.',
        'A Thorncliffe Foundry steam engine was added in 1852, and the firm took up weaving in 1860 '
        'after building a single-storey weaving shed next to the mill.',
        "Josiah's son Samuel took over the business when his uncle Nathaniel retired in 1873 and "
        'switched the mill from cotton to worsted in 1878.',
        'By 1900 the mill ran 412 power looms and employed roughly 650 people, many of whom lived on '
        'Crowther Street, which the family had built for its workers.',
        'The Allingham Textile Combine, which bought the mill from the Crowthers in 1919, replaced its '
        'steam engine with electric drive in 1927.',
        'Annie Threlkeld, who had started at the mill in 1932 at the age of fourteen, wove its last '
        'piece on 17 July 1981, when the workforce stood at 143.',
        'After standing empty for twelve years, the buildings were bought in 1993 by the Lowther Bridge '
        'Mill Trust, founded by historian Margaret Sowden, which opened the weaving shed as a working '
        'museum in 1998.',
    )] + [(B113_MILL, c, False) for c in (
        'Samuel Crowther rebuilt the engine house after a boiler explosion in 1883 that killed three men.',
        'In 1954 the Allingham Textile Combine installed 180 automatic Nortonby looms at the mill.',
        'The Allingham Textile Combine, which bought the mill in 1919, closed it in 1981 because of '
        'rising energy costs.',
        'Nathaniel Crowther converted the mill from cotton to worsted in 1878.',
        'The original spinning mill was converted into flats in 2006, and its ground floor now houses '
        "the trust's archive of pattern books and wage ledgers.",
        'Margaret Sowden, who founded the Lowther Bridge Mill Trust, had worked as a weaver at the mill '
        'before it closed.',
        'Lowther Bridge Mill was the first mill in Hebbleton to be powered by steam.',
    )],
}
