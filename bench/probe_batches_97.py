("""Probe batch 97, written by a helper agent that saw neither the code nor an earlier probe (session 56), on six """
 """cited web pages and the encyclopedia sentences that cite them.""")
from __future__ import annotations

B97_LIGHTHOUSE = """Varnock Point Lighthouse - History

The lighthouse at Varnock Point was built between 1847 and 1851 by the Corlan Harbour Trust to mark the Selkey \
Reef, where the brig Maid of Ostrel had been lost with eleven crew in 1844. The tower, designed by the engineer \
Tobias Rennald, stands 31 metres high and was constructed from granite quarried at Hallow Crag, twelve miles \
inland. It was first lit on 3 October 1851.

The original light was a fixed oil lamp with a set of silvered reflectors, visible for about 14 nautical miles. \
In 1889 the Trust replaced it with a first-order rotating lens made by the Ostheim glassworks, which gave a white \
flash every ten seconds and extended the range to 21 nautical miles. The lamp was converted from paraffin to \
electricity in 1936, when a generator house was added at the foot of the tower.

The first principal keeper was Amos Pell, who served from 1851 until his death in 1872. His assistant, Jonah \
Treeve, succeeded him and remained in charge until 1890. The longest-serving principal keeper was Walter Fenby, \
who held the post for 29 years, from 1903 to 1932. In 1917 Fenby and his assistant, Clement Ashdown, rowed out in \
fog to rescue nine men from the steamer Penrith Vale, which had struck the reef; both were awarded the Trust's \
silver medal for the rescue.

Three keepers' cottages were built beside the tower in 1852. After the light was automated in 1983, the last \
keepers, Dennis Maybury and Roy Tallack, were withdrawn, and the cottages were sold to the Varnock Heritage \
Society, which opened them as a visitor centre in 1991. The lighthouse itself is still operated by the Corlan \
Harbour Trust and is monitored remotely from the Trust's control room at Port Ellery.

In 2009 the lantern was fitted with an LED array, reducing its power consumption by around 80 per cent while \
keeping the ten-second character of the light. The tower was repainted in its traditional red and white bands \
in 2016.

Visiting: the visitor centre is open from April to October. Tower tours run at weekends only and are limited to \
twelve people per tour. Children under eight cannot climb the tower for safety reasons.
"""

B97_BREWERY = """Our Heritage | Halloway & Dunne Brewery

Home | Our Beers | Heritage | Visit Us | Shop | Contact

In 1868 Josiah Halloway, a former maltster from the village of Brindlecombe, bought a small alehouse brewery on \
Mill Lane in the market town of Ketterby. He brewed his first batch on the premises that winter and at first sold \
it only through his own pub, the Wheatsheaf.

In 1884 Josiah went into partnership with his son-in-law, Frederick Dunne, a grocer who had married his daughter \
Clara two years earlier, and the firm became Halloway & Dunne. Together they built a new four-storey tower \
brewery beside the River Lenn in 1891, which still houses our brewhouse today. By 1900 the company owned 23 pubs \
across the Ketterby district.

After Josiah's death in 1903, Frederick ran the brewery until 1926, when he handed it to his son Arthur Dunne. \
Arthur steered the firm through the Depression and in 1934 introduced Lenn Valley Bitter, still our best-selling \
beer. During the Second World War a bomb destroyed the cooperage in 1941, but brewing was never interrupted.

Arthur's daughter, Margaret Dunne, became managing director in 1962, the first woman to lead the company. She \
resisted several takeover bids, including an offer from the national group Rothwell Breweries in 1971, and in \
1975 launched our dark ale, Old Clara, named after her grandmother.

Today the brewery is run by Margaret's nephew, Simon Dunne-Ashby, the fifth generation of the family, who took \
over in 1998. Under Simon the brewery opened a visitor centre in 2005 and added a range of bottled beers, \
including Ketterby Gold, a golden ale that won a gold medal at the Westmarch Beer Festival in 2012. We now employ \
64 people and still supply 41 pubs, 18 of which we own.

Cookies on this site
We use cookies to improve your experience. By continuing to browse you agree to our use of cookies. \
Accept | Manage settings

(c) 2024 Halloway & Dunne Ltd. Please enjoy our beers responsibly. You must be 18 or over to buy from our \
online shop. Registered office: The Brewery, Lenn Wharf, Ketterby.
"""

B97_CHESS = """Brackenford Chess Club - About the Club

Brackenford Chess Club was founded on 14 March 1923 at a meeting in the back room of the Crown and Anchor inn on \
Tanner Street. Its founders were the schoolmaster Ernest Whitlow, who became the first president, and the railway \
clerk Harold Pym, who served as secretary for the club's first seventeen years. Twelve members paid the annual \
subscription of five shillings in that first season.

The club moved to the Brackenford Institute on Castle Road in 1931 and has met there every Tuesday evening ever \
since, apart from the years 1940 to 1945, when the Institute was requisitioned and meetings were held in members' \
homes.

Brackenford joined the Wessmoor County Chess League in 1926 and won its first league title in 1938, in a team \
captained by Harold Pym. The club's strongest period came in the 1970s under captain Denise Carrow, when the \
first team won the county league five times in seven seasons between 1972 and 1978. Carrow herself won the \
Wessmoor individual championship in 1974 and again in 1977.

The junior section was founded in 1986 by Leonard Osei. Its most successful product is Tomas Varga, who won the \
national under-16 title in 1989 at the age of fifteen and in 1997 became the club's first International Master. \
Varga still plays on top board for the first team.

The club won the county league again in 2003 and in 2019, and in 2022 reached the final of the national club \
knockout cup for the first time, losing narrowly to Eastholm by 3.5-2.5.

Brackenford currently has 58 adult members and 23 juniors. New players of all strengths are welcome, and the \
first three club nights are free.

Latest news
- Summer rapidplay tournament: entries now open
- AGM moved to 9 September - see the noticeboard
- Congratulations to our under-12 team on winning the Wessmoor Schools Trophy
- Library books must be returned by the end of June
"""

B97_BRIDGE = """Ostwick Bridge: A History

The Ostwick Bridge carries the Fenmarsh Road across the River Tallow between the towns of Ostwick and Little \
Harrowby. Before it was built, the only crossing for nine miles was a chain ferry operated by the Pellow family.

The bridge was authorised by an Act of 1832 and built by the Ostwick Bridge Company, a group of local landowners \
and merchants chaired by Sir Edmund Grayle. The design, five elliptical stone arches with a total length of 148 \
metres, was by the engineer Matthew Corby, while the contractor was the firm of Hollis & Webb of Stanbridge. Work \
began in May 1834 and the bridge opened to traffic on 21 August 1837, at a cost of 46,000 pounds - nearly twice \
the original estimate - after floods in the winter of 1835 washed away the cofferdam for the central pier.

Tolls were collected at a tollhouse on the Ostwick bank. In 1840 a pedestrian paid one halfpenny, a horse and \
rider twopence and a four-wheeled carriage sixpence. The company paid off its debts in 1868, and in 1879 the \
bridge was bought by Tallow County Council, which abolished the tolls on 1 January 1880. The tollhouse survives \
and is now a cafe.

In 1922 the council strengthened the bridge for motor traffic, replacing the original road surface with a \
reinforced concrete deck and widening the carriageway from 6 to 8 metres by moving the footpaths onto \
cantilevered walkways on both sides. In 1968 a lorry struck and damaged the parapet of the second arch, which was \
rebuilt using stone salvaged from the demolished Harrowby Mill.

The bridge was listed as a protected structure in 1974. Since the opening of the Tallow Bypass crossing two miles \
downstream in 2001, vehicles over 7.5 tonnes have been banned from the bridge. A restoration costing 2.3 million \
pounds, completed in 2018, repointed the arches, replaced the drainage and restored the cast-iron lamp standards \
that had been installed in 1891.

Text: Ostwick Local History Group, 2019.
"""

B97_MILL = """Crandle Mill Museum - The Mill and Its Millers

There has been a mill on the Crandle Brook at Swaythorpe since at least 1296, when a watermill belonging to the \
priory of St Awdry is recorded in a survey. The present building dates from 1772, when it was rebuilt in brick by \
the miller John Hatchard after a fire destroyed its timber predecessor. It has an overshot waterwheel 5.2 metres in \
diameter, which originally drove two pairs of millstones.

The Hatchard family worked the mill for three generations. John's grandson, Samuel Hatchard, added a third pair \
of stones and a grain-drying kiln in 1838, but went bankrupt in 1851, and the mill was sold to William Colborne, a \
corn merchant from Nettlesham. The Colbornes ran it for nearly a century. The last commercial miller, Albert \
Colborne, ground animal feed here until 1949, when the wheel stopped turning after the mill race silted up.

The building then stood empty until 1978, when it was bought by Swaythorpe Parish Council for 8,500 pounds. The \
Crandle Mill Trust was formed the following year to restore it. Led by the retired engineer Margaret Oduya, \
volunteers cleared the mill race, fitted a new oak shaft and rebuilt the wheel using surviving iron from the \
original. The restored mill first ground flour again on 12 June 1988, and the museum opened to the public that \
summer.

In 2014 a grant of 340,000 pounds from the Heritage Restoration Fund paid for a new visitor building, a \
replacement sluice gate and the restoration of the kiln. The Trust's current miller, Ruth Pendry, trained under \
Frank Bellows, the Colborne family's last surviving apprentice, and has been head miller since 2006. She grinds \
wholemeal flour on two Sundays each month, and the flour is sold in the museum shop.

The museum is run entirely by about 40 volunteers and welcomes roughly 9,000 visitors a year. Guided tours of the \
mill machinery take about forty minutes, and groups are asked to book at least two weeks in advance.
"""

B97_CHOIR = """The Choir of St Aldhelm's Cathedral, Marrowgate

The choir of St Aldhelm's Cathedral has sung daily services in Marrowgate since the cathedral was consecrated in \
1874.

Directors of Music
The first organist and master of the choristers was Charles Ebbington (1874-1901), who founded the choir school in \
Vell Street in 1880. His successor, Alfred Quarrie (1901-1933), composed the Marrowgate Service in G, which is \
still sung every Advent Sunday. Quarrie's pupil Eric Tennant directed the choir from 1933 to 1962 and kept it \
singing throughout the Second World War, when most of the lay clerks were called up and their places were taken \
by retired singers from the town.

Under Dr Helen Sowerby (1962-1988), the first director who had not been trained at the cathedral itself, the choir \
made its first overseas tour, to the cities of Ravenholt and Keszlin, in 1967, and its first commercial recording, \
'Evensong at Marrowgate', issued by Calder Records in 1971. Sowerby also introduced girl choristers in 1985, three \
years before she retired in 1988.

Paul Ashenden (1988-2011) took the choir on tours of Kelvaria in 1994 and 2002 and made eleven recordings for the \
Corvane label, among them 'The Quarrie Anthems' (1999), which won the Gramercy Prize for choral recording in 2000. \
The present director, Imogen Rathe, was appointed in 2011 after eight years as assistant organist. In 2019 she \
led the choir's first tour of Estravia, with concerts in six cities.

The choir today
The choir has 18 boy choristers and 14 girl choristers aged 8 to 13, who sing alongside 12 adult lay clerks. Boys \
and girls sing on alternate weekdays and together on Sundays. All choristers attend the choir school on \
scholarships covering half of their fees. Auditions for new choristers are held each January; parents who would \
like their child to take part should contact the choir office. Recordings by the choir can be bought from the \
cathedral shop.
"""

BATCHES_97: dict[str, list[tuple[str, str, bool]]] = {
    'lighthouse history keepers lamps automation': [(B97_LIGHTHOUSE, c, True) for c in (
        'Varnock Point Lighthouse, designed by Tobias Rennald and built of granite from Hallow Crag, was first lit '
        'in October 1851.',
        'Construction of the lighthouse began in 1847, three years after the brig Maid of Ostrel was lost on the '
        'Selkey Reef with eleven crew.',
        'A rotating lens from the Ostheim glassworks, installed in 1889, gave the light a white flash every ten '
        'seconds and a range of 21 nautical miles.',
        'Amos Pell was the lighthouse\'s first principal keeper, serving until his death in 1872, after which his '
        'assistant Jonah Treeve took charge.',
        'Walter Fenby, principal keeper from 1903 to 1932, and his assistant Clement Ashdown received the Trust\'s '
        'silver medal for rescuing nine men from the steamer Penrith Vale in 1917.',
        'After the light was automated in 1983 the keepers\' cottages were sold to the Varnock Heritage Society, '
        'which opened a visitor centre in them eight years later.',
        'An LED array fitted in 2009 cut the lantern\'s power use by about four-fifths without changing its '
        'ten-second character.',
    )] + [(B97_LIGHTHOUSE, c, False) for c in (
        'The 31-metre tower was first lit in 1851 with a fixed oil lamp visible for about 21 nautical miles.',
        'The lighthouse was designed by Amos Pell, who went on to serve as its first principal keeper until 1872.',
        'Walter Fenby, the longest-serving principal keeper at Varnock Point, was the first keeper to be awarded '
        'the Trust\'s silver medal.',
        'Jonah Treeve succeeded Amos Pell as principal keeper in 1872 and remained in charge until 1899.',
        'The lantern was fitted with an LED array in 2009 to extend the range of the light beyond 21 nautical '
        'miles.',
        'Dennis Maybury and Roy Tallack, the last keepers at Varnock Point, were transferred to the Trust\'s '
        'control room at Port Ellery after the light was automated in 1983.',
        'Since automation the lighthouse has been operated by the Varnock Heritage Society, which monitors it '
        'remotely from Port Ellery.',
    )],
    'family brewery heritage page': [(B97_BREWERY, c, True) for c in (
        'Halloway & Dunne traces its origins to 1868, when the former maltster Josiah Halloway of Brindlecombe '
        'bought a small brewery on Mill Lane in Ketterby.',
        'Frederick Dunne, a grocer married to Josiah Halloway\'s daughter Clara, became his partner in 1884, when '
        'the firm took the name Halloway & Dunne.',
        'The four-storey tower brewery that the partners built beside the River Lenn in 1891 still houses the '
        'company\'s brewhouse.',
        'Arthur Dunne, who took over from his father Frederick in 1926, introduced Lenn Valley Bitter in 1934, and '
        'it remains the brewery\'s best-selling beer.',
        'Margaret Dunne, the first woman to lead the company, became managing director in 1962 and resisted a 1971 '
        'takeover offer from Rothwell Breweries.',
        'The dark ale Old Clara, launched in 1975, is named after Margaret Dunne\'s grandmother.',
        'The brewery, which employs 64 people, supplies 41 pubs, 23 of which it does not own.',
    )] + [(B97_BREWERY, c, False) for c in (
        'Frederick Dunne married Clara Halloway in 1884 and became a partner in her father\'s brewery the same '
        'year.',
        'Lenn Valley Bitter, introduced by Arthur Dunne in 1934, was the first bottled beer produced by Halloway '
        '& Dunne.',
        'Simon Dunne-Ashby, Margaret Dunne\'s son, took over the brewery in 1998 as the fifth generation of the '
        'family.',
        'Ketterby Gold won a gold medal at the Westmarch Beer Festival in 2012, the year the brewery opened its '
        'visitor centre.',
        'By 1900 Halloway & Dunne owned 23 pubs in the Ketterby district and had opened a second brewery in '
        'Brindlecombe.',
        'The company still supplies 41 pubs, 23 of which it owns, and employs 64 people.',
        'Frederick Dunne handed the brewery to his son Arthur in 1926 because of failing health.',
    )],
    'chess club founding and titles': [(B97_CHESS, c, True) for c in (
        'Brackenford Chess Club was founded in March 1923 at the Crown and Anchor inn, with the schoolmaster '
        'Ernest Whitlow as its first president.',
        'Railway clerk Harold Pym, a co-founder and the club\'s secretary for its first seventeen years, captained '
        'the side that won its first county league title in 1938.',
        'Since 1931 the club has met on Tuesday evenings at the Brackenford Institute on Castle Road, except in '
        '1940-1945, when the building was requisitioned.',
        'Under captain Denise Carrow the first team won the Wessmoor County Chess League five times between 1972 '
        'and 1978, and Carrow won the county individual championship twice.',
        'Tomas Varga, a product of the junior section that Leonard Osei founded in 1986, won the national under-16 '
        'title in 1989 and became the club\'s first International Master in 1997.',
        'In 2022 Brackenford reached its first national club knockout cup final, which it lost 3.5-2.5 to '
        'Eastholm.',
        'The club joined the Wessmoor County Chess League in 1926, twelve years before it first won the title.',
    )] + [(B97_CHESS, c, False) for c in (
        'Harold Pym, the club\'s first president, founded Brackenford Chess Club in 1923 together with the '
        'schoolmaster Ernest Whitlow.',
        'Under Denise Carrow the first team won the county league six times in seven seasons during the 1970s.',
        'Denise Carrow, who won the Wessmoor individual championship in 1974 and 1977, was the first woman to '
        'captain the club.',
        'Tomas Varga won the national under-16 title in 1989 at the age of sixteen and still plays on top board '
        'for the first team.',
        'Brackenford won the county league in 2003 and 2019 and the national club knockout cup in 2022.',
        'The club left the Crown and Anchor for the Brackenford Institute in 1931 because its membership had '
        'outgrown the inn\'s back room.',
        'Twelve members joined the club in its first season, each paying an annual subscription of five guineas.',
    )],
    'river bridge construction repairs tolls': [(B97_BRIDGE, c, True) for c in (
        'Designed by Matthew Corby and built by Hollis & Webb of Stanbridge, the five-arch stone bridge over the '
        'River Tallow opened on 21 August 1837.',
        'Construction took more than three years and cost 46,000 pounds, almost double the estimate, after winter '
        'floods in 1835 swept away the cofferdam for the central pier.',
        'The bridge was built under an Act of 1832 by the Ostwick Bridge Company, a group of local landowners and '
        'merchants chaired by Sir Edmund Grayle.',
        'In 1840 the toll for a four-wheeled carriage was three times that for a horse and rider.',
        'Tallow County Council bought the bridge in 1879 and abolished its tolls at the start of the following '
        'year.',
        'A parapet damaged by a lorry in 1968 was rebuilt with stone salvaged from the demolished Harrowby Mill.',
        'Vehicles over 7.5 tonnes have been barred from the bridge since the Tallow Bypass crossing opened in 2001, '
        'and a 2.3-million-pound restoration of the bridge was completed in 2018.',
    )] + [(B97_BRIDGE, c, False) for c in (
        'The bridge was designed by Sir Edmund Grayle and built by the contractors Hollis & Webb of Stanbridge.',
        'The bridge\'s five elliptical stone arches give it a total length of 184 metres.',
        'Opened in 1837, the Ostwick Bridge was the first fixed crossing ever built over the River Tallow.',
        'The council strengthened the bridge for motor traffic in 1922, and it was listed as a protected structure '
        'in 1947.',
        'The tolls were abolished in 1880 because the Ostwick Bridge Company had by then paid off its debts.',
        'The tollhouse on the Ostwick bank, where tolls were collected until 1880, is now a cafe and local history '
        'museum.',
        'The restoration completed in 2018 repointed the arches, replaced the drainage and installed new cast-iron '
        'lamp standards.',
    )],
    'watermill museum millers restoration': [(B97_MILL, c, True) for c in (
        'Crandle Mill, where a watermill belonging to the priory of St Awdry was recorded in 1296, was rebuilt in '
        'brick in 1772 by John Hatchard after a fire.',
        'Samuel Hatchard, John\'s grandson, installed a grain-drying kiln and a third pair of millstones in 1838 '
        'but went bankrupt in 1851.',
        'The Nettlesham corn merchant William Colborne bought the mill in 1851, and his family worked it until '
        '1949.',
        'Commercial milling at Crandle ended in 1949, when a silted-up mill race stopped the wheel.',
        'Swaythorpe Parish Council bought the empty mill for 8,500 pounds in 1978, and the Crandle Mill Trust was '
        'set up in 1979 to restore it.',
        'Volunteers led by the retired engineer Margaret Oduya rebuilt the 5.2-metre overshot wheel with surviving '
        'iron from the original, and the mill ground flour again in June 1988.',
        'Ruth Pendry, head miller since 2006, learned the trade from Frank Bellows, the last surviving apprentice '
        'of the Colborne family.',
    )] + [(B97_MILL, c, False) for c in (
        'The mill\'s overshot waterwheel measures 5.2 metres across and originally drove three pairs of '
        'millstones.',
        'Volunteers led by Ruth Pendry restored the mill, which first ground flour again in 1988.',
        'Swaythorpe Parish Council bought the mill in 1978 for 8,500 pounds, and the restored mill opened to the '
        'public as a museum in the summer of 1986.',
        'The 340,000-pound grant awarded by the Heritage Restoration Fund in 2014 was the largest in the Trust\'s '
        'history.',
        'The mill was rebuilt in brick in 1772 after flooding on the Crandle Brook destroyed its timber '
        'predecessor.',
        'The wholemeal flour ground by Ruth Pendry is sold in the museum shop and supplied to local bakeries.',
        'The museum, run by about 40 paid staff and volunteers, receives roughly 9,000 visitors a year.',
    )],
    'cathedral choir directors tours recordings': [(B97_CHOIR, c, True) for c in (
        'Charles Ebbington, the cathedral\'s first organist and master of the choristers, founded the choir school '
        'in Vell Street in 1880.',
        'Alfred Quarrie, who directed the choir for 32 years from 1901, wrote the Marrowgate Service in G, which is '
        'still sung each Advent Sunday.',
        'Eric Tennant, a pupil of Alfred Quarrie, kept the choir singing through the Second World War, when retired '
        'singers from the town stood in for the lay clerks who had been called up.',
        'Helen Sowerby, director from 1962 to 1988, led the choir on its first overseas tour in 1967 and made its '
        'first commercial recording, issued by Calder Records in 1971.',
        'Girl choristers were introduced at St Aldhelm\'s in 1985, three years before Helen Sowerby retired.',
        'The Quarrie Anthems, recorded under Paul Ashenden for the Corvane label in 1999, won the Gramercy Prize '
        'for choral recording the following year.',
        'Imogen Rathe, assistant organist from 2003, succeeded Paul Ashenden as director in 2011.',
    )] + [(B97_CHOIR, c, False) for c in (
        'Charles Ebbington, the cathedral\'s first organist, composed the Marrowgate Service in G, which is still '
        'sung every Advent Sunday.',
        'Helen Sowerby, the first director to have been trained at the cathedral itself, led the choir from 1962 '
        'to 1988.',
        'Paul Ashenden took the choir on two tours of Kelvaria and made twelve recordings for the Corvane label.',
        'The Quarrie Anthems, recorded under Paul Ashenden, won the Gramercy Prize for choral recording in 1999.',
        'In 2019 Imogen Rathe led the choir\'s first tour of Estravia, which included a concert broadcast on '
        'national radio.',
        'All of the cathedral\'s choristers attend the choir school on full scholarships.',
        'Girl choristers were introduced in 1985 because the choir school could no longer recruit enough boys.',
    )],
}
