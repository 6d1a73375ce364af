"""Probe batch 116, written by a helper agent that saw neither the code nor an earlier probe (session 58), on six \
cited web pages and the encyclopedia sentences that cite them."""

from __future__ import annotations

B116_CANAL = (
    'Harrowby & Tessel Canal Trust — Our Locks\n'
    'Home | Visit | Volunteer | Donate | Shop | Contact\n'
    '\n'
    'The Harrowby & Tessel Canal runs for 14 miles from Harrowby Basin to the river wharf at Tessel '
    'Quay, climbing through a flight of eleven locks between Copperslade and Mardle Green. The canal '
    'was authorised by an Act of 1791 and opened to traffic in 1798, after a delay caused by the '
    'collapse of the Wenmoor embankment in the winter of 1795.\n'
    '\n'
    'The engineer originally appointed was Josiah Pellamy, who surveyed the route in 1789 but '
    'resigned in 1793 following a dispute with the proprietors over the cost of the Brackley '
    "aqueduct. His assistant, Thomas Orrin, completed the works and served as the company's resident "
    "engineer until his death in 1821. Orrin designed the distinctive oval lock-keepers' cottages, "
    'three of which survive, at Locks 3, 7 and 10.\n'
    '\n'
    'Commercial traffic declined after the opening of the Harrowby railway in 1852, and the last '
    'cargo, a load of roadstone bound for Tessel, passed through the flight in 1931. The canal was '
    'formally abandoned in 1944.\n'
    '\n'
    'The Trust was founded in 1972 by a group of local residents led by retired schoolteacher '
    'Margaret Ivesley, who chaired it for its first eighteen years. Restoration began at the lower '
    'end of the flight: Locks 1 and 2 were reopened in 1981, and Lock 3 followed in 1986. The most '
    'ambitious project, the rebuilding of Lock 8, whose chamber walls had bowed inward, cost '
    '£412,000 and was completed in 2004 with support from the Wessingham Heritage Fund. Volunteer '
    "lock-gate carpenter Dennis Farrow made the new gates for Locks 5, 6 and 8 in the Trust's own "
    'workshop at Mardle Green.\n'
    '\n'
    'Today nine of the eleven locks are in working order. Locks 9 and 11 remain derelict, and the '
    'Trust aims to restore Lock 9 by 2028, at an estimated cost of £650,000. Around 140 volunteers '
    "give their time each year, and the Trust's trip boat, the Orrin's Lady, carries some 6,000 "
    'passengers a season between Copperslade and Lock 4.\n'
    '\n'
    'Cookies on this site\n'
    'We use cookies to help the website work and to understand how visitors use it. By clicking '
    "'Accept all' you agree to our use of cookies. Manage preferences | Accept all"
)

B116_SCHOOL = (
    "St Aldric's Church of England Primary School, Wenlow Parva — Our History\n"
    '\n'
    'Latest news: Year 4 trip to Cressing Farm | Summer fair raises £1,870 | New netball kit arrives '
    '| Term dates for 2024/25 published\n'
    '\n'
    'A school has stood in Wenlow Parva since 1847, when the rector, the Reverend Edmund Callow, '
    'opened a National School in a single room beside the churchyard. It had 38 pupils on its first '
    "register and was taught by Callow's sister, Harriet, who received no salary for her first two "
    'years.\n'
    '\n'
    'The present building on Mill Lane was designed by the architect Frederick Usworth and opened in '
    '1874. It had two classrooms and a house for the headmaster, and was built with a gift of £900 '
    'from the Ambrey family of Wenlow Hall. The first headmaster in the new building was Samuel '
    'Pritt, who stayed for 31 years. Under Pritt numbers rose to a peak of 142 in 1891, when '
    'children walked in from the hamlets of Scotton End and Hatherby.\n'
    '\n'
    'Numbers fell steadily in the twentieth century. The senior pupils were transferred to the new '
    "Castlebrook Secondary School in 1952, leaving St Aldric's as a primary school for children aged "
    'five to eleven, and by 1968 there were just 41 pupils on roll. The county council proposed '
    'closing the school in 1971, but a campaign led by parents and the then headmistress, Joan '
    'Kettering, persuaded it to reverse the decision the following year.\n'
    '\n'
    'Mrs Kettering retired in 1984 after 19 years as head. She was succeeded by Alan Broome, under '
    "whom a new hall and kitchen were added in 1989, paid for partly by a parents' appeal that "
    "raised £23,000. The headmaster's house was converted into a library and music room in 1996.\n"
    '\n'
    'Our current headteacher, Priya Danvers, took up the post in 2015. Today the school has 118 '
    'pupils in five classes, and in 2019 an extension with two new classrooms was opened on the site '
    'of the old playground garden.\n'
    '\n'
    'Quick links: Admissions | Uniform | Lunch menus | Policies | Contact us'
)

B116_WINDMILL = (
    'Thrushcombe Windmill\n'
    '\n'
    'Thrushcombe Windmill is a four-storey brick tower mill standing on Gallow Ridge, half a mile '
    'north of the village of Thrushcombe. It is owned by the Thrushcombe Mill Preservation Society '
    'and is open to visitors on the second and fourth Sundays of each month from April to October.\n'
    '\n'
    'History\n'
    '\n'
    'A post mill is recorded on the ridge in 1702, but the present tower was built in 1816 by the '
    'millwright John Haskett of Dunwold for the miller Richard Emsall, replacing the post mill, '
    'which had blown down in a gale the previous winter. Emsall worked the mill until 1843, when it '
    'passed to his son-in-law, William Tarrant. The Tarrant family held it for three generations.\n'
    '\n'
    "In 1868 William's son George Tarrant installed patent sails and a fantail, which turned the cap "
    'into the wind automatically, and in 1884 he added a steam engine in a shed beside the tower so '
    'that grinding could continue in calm weather. His son Harold Tarrant was the last man to grind '
    'corn by wind at Thrushcombe, in 1927, after one of the sails broke away during a storm. Harold '
    'continued to mill animal feed using an oil engine until he retired in 1949.\n'
    '\n'
    'Restoration\n'
    '\n'
    'The mill stood empty and lost its remaining sails and fantail in the 1950s. The Preservation '
    'Society was formed in 1976 and bought the mill for a nominal £1 from the Tarrant family in '
    '1978. The cap was rebuilt in 1983 by the millwrights Corby & Veal, and a new set of four sails '
    'was fitted in 1991 at a cost of £58,000. In 2009 a second restoration, costing £214,000, '
    'replaced the rotten stocks and renewed the brake wheel, and the mill produced flour again for '
    'the first time in 82 years.\n'
    '\n'
    'Today volunteer millers, led by head miller Susan Ockley, grind wholemeal flour on open days, '
    'and around 4,500 people visit each year.'
)

B116_CHOIR = (
    'Cwm Teifion Male Voice Choir — Our Story\n'
    '\n'
    'The Cwm Teifion Male Voice Choir was founded in 1921 by miners from the Glanrhos and Pen-y-Waun '
    'collieries, who rehearsed in the vestry of Bethesda Chapel in Glanrhos. Its first conductor, '
    'the colliery blacksmith Evan Prydderch, led the choir for twenty-six years and in 1934 took it '
    'to victory in the chief male choral competition at the Llanfedw Festival.\n'
    '\n'
    'Prydderch was succeeded in 1947 by Idris Mawdsley, a music teacher at Glanrhos Grammar School. '
    'Under Mawdsley the choir grew to more than 90 voices and made its first overseas tour, a '
    "fortnight of concerts in the Brandtal region, in 1956. Mawdsley also arranged the choir's "
    "signature piece, the hymn tune 'Llys Aeron', which the choir still sings to close every "
    'concert.\n'
    '\n'
    'Mawdsley retired in 1979 and was followed by his deputy, Gareth Onions, who conducted for just '
    'four years before ill health forced him to step down. His successor, the organist Meinir '
    "Haddon, was the choir's first woman conductor, and under her baton the choir won the Llanfedw "
    'Festival for a second time in 1988 and toured the Kessaly Islands in 1992 and 1998. Since 2011 '
    'the choir has been directed by Rhodri Gammage, with Haddon continuing as accompanist until '
    '2019.\n'
    '\n'
    'Recordings\n'
    '\n'
    "The choir's first LP, Voices of the Cwm, was recorded for the Tarian label in 1963 and sold "
    'around 12,000 copies. Later recordings include Glanrhos Nights (1984), Songs from the Islands '
    '(1993), recorded after the first island tour, and the centenary album A Hundred Years of Song '
    "(2021), which was produced by Owain Feltham and raised £8,400 for the Glanrhos Miners' Welfare "
    'Hall.\n'
    '\n'
    'Joining\n'
    '\n'
    'The choir currently has 54 members, the youngest aged 19 and the oldest 88. Rehearsals are held '
    'on Tuesday and Friday evenings at the Welfare Hall, and new singers are welcome: no audition is '
    'needed and the ability to read music is not required.'
)

B116_ROWING = (
    'Ashmere Rowing Club — Club History\n'
    '\n'
    'Ashmere Rowing Club was founded on 14 March 1868 at a meeting in the Swan Hotel, Ashmere, '
    'called by the solicitor Henry Vosper and the brewer Charles Dunnage. Vosper was elected the '
    "first president and Dunnage the first captain. The club's first boats were two second-hand "
    'fours bought from the Lockford Amateur Boat Club for £36.\n'
    '\n'
    'Boathouses\n'
    '\n'
    'For its first twenty years the club kept its boats in a timber shed on Wharf Street rented from '
    'the Ashmere Navigation Company. In 1888 it moved to its first purpose-built boathouse at '
    "Millers' Reach, designed by member and architect Arthur Penwright. This building was destroyed "
    'by fire in February 1936, along with eleven boats. The present boathouse, on the same site, '
    'opened in 1938 and was extended with a gym and changing rooms in 2003 at a cost of £1.2 '
    'million, of which £700,000 came from the Sportsworth Foundation.\n'
    '\n'
    'Captains and crews\n'
    '\n'
    "The club's most successful era came under the captaincy of Walter Ince (1907–1914), when the "
    'senior eight won the Grand Challenge Bowl at Kelby Regatta three years running, in 1910, 1911 '
    'and 1912. Ince left Ashmere in 1914 to farm in the north, and the Bowl was not won again until '
    '1953.\n'
    '\n'
    "Women were admitted as full members in 1972, and the first women's captain, Gillian Sorrell, "
    "stroked the women's four that won the club's first women's event at Kelby in 1975. In 1998 the "
    "junior men's quad, coached by former captain Neil Hathersage, won the Tarrow Cup at the "
    'Brenmouth Junior Regatta.\n'
    '\n'
    'The club today\n'
    '\n'
    'Ashmere RC has around 260 members, from juniors aged 11 to veterans in their eighties. Our '
    'current captain is Leona Fairhurst, elected in 2022, and our president is Dr Martin Quayle. '
    'Learn-to-row courses run every May and September, and the boathouse bar is open to members on '
    'Friday and Sunday evenings.'
)

B116_RAILWAY = (
    'Brackenford & District Model Railway Society — About Us\n'
    '\n'
    'The Brackenford & District Model Railway Society was founded in 1959 by three railwaymen from '
    'the Brackenford locomotive depot, fitter Leonard Skeats, signalman Ronald Iddon and driver '
    'Cyril Mapplebeck, who placed a notice in the Brackenford Courier inviting fellow enthusiasts to '
    'a meeting at the Station Hotel. Nineteen people attended, and Skeats was elected the first '
    'chairman, a post he held until 1974.\n'
    '\n'
    'Our clubrooms\n'
    '\n'
    'For its first decade the Society met in a room above the Station Hotel. In 1970 it leased a '
    'disused goods shed at Halse Road from the railway, and in 1997 it bought the building outright '
    "for £45,000, funded by a members' loan scheme and a grant from the Brackenford Town Trust.\n"
    '\n'
    'Layouts\n'
    '\n'
    "The Society's first group layout, Halse Junction, was an OO gauge model of a country junction "
    'begun in 1961 and exhibited until 1985. Its best-known layout is Cranmoor Quay, an O gauge '
    'model of a fictional harbour branch built between 1988 and 1994 under the direction of Patricia '
    'Wendle, which won the Gold Award at the Trentholme Model Engineering Show in 1996 and has since '
    'appeared at over forty exhibitions. The current project, Aldgrove Shed, is an N gauge model of '
    'a steam depot based on the Brackenford depot as it was in 1955; it is expected to be completed '
    'in 2026.\n'
    '\n'
    'Exhibitions\n'
    '\n'
    'The Society held its first exhibition in Brackenford Corn Exchange in 1963, attracting 1,100 '
    'visitors over two days. The show moved to Brackenford Leisure Centre in 1992 and is now held '
    'each February; the 2024 show featured 28 layouts and drew a record 3,400 visitors.\n'
    '\n'
    'Membership\n'
    '\n'
    'The Society has 87 members, including a junior section for under-16s. Club nights are held on '
    'Wednesdays from 7pm, and visitors are always welcome. '
    'The annual subscription is £30 for adults and £10 for juniors.'
)

BATCHES_116: dict[str, list[tuple[str, str, bool]]] = {
    'canal trust locks and restoration page': [(B116_CANAL, c, True) for c in (
        'The Harrowby & Tessel Canal, authorised by an Act of 1791, opened in 1798 after the collapse of the '
            'Wenmoor embankment had delayed its completion.',
        "Thomas Orrin, assistant to the canal's original engineer Josiah Pellamy, completed the works and "
            "remained the company's resident engineer until his death in 1821.",
        'Pellamy, who had surveyed the route in 1789, resigned in 1793 after a dispute with the proprietors '
            'over the cost of the Brackley aqueduct.',
        'The last cargo to pass through the lock flight, a load of roadstone, did so in 1931, thirteen years '
            'before the canal was formally abandoned.',
        'Retired schoolteacher Margaret Ivesley led the residents who founded the trust in 1972 and chaired '
            'it until 1990.',
        'The rebuilding of Lock 8, completed in 2004 at a cost of £412,000, was supported by the Wessingham '
            'Heritage Fund.',
        "All of the canal's eleven locks except Locks 9 and 11 are now in working order, and the trust hopes "
            'to restore Lock 9 by 2028 at an estimated cost of £650,000.',
    )] + [(B116_CANAL, c, False) for c in (
        'The canal runs for 14 miles from Harrowby Basin to Tessel Quay, climbing through a flight of twelve '
            'locks.',
        "Thomas Orrin surveyed the canal's route in 1789 and went on to serve as its resident engineer until "
            '1821.',
        'Commercial traffic declined after the Harrowby railway opened in 1852, and the canal was formally '
            'abandoned in 1931.',
        'Lock 3 was the first lock to be restored by the trust, reopening in 1986.',
        'Volunteer carpenter Dennis Farrow, who made the new gates for Locks 5, 6 and 8, received a national '
            'award for his work in 2005.',
        'The trust was founded in 1972 to stop the derelict canal from being filled in for a road scheme.',
        "The trust's trip boat Orrin's Lady, which carries some 6,000 passengers a season between "
            'Copperslade and Lock 4, is the busiest trip boat on any restored canal in the region.',
    )],
    'village school history page': [(B116_SCHOOL, c, True) for c in (
        "The village's first school, a National School opened in 1847 by the rector Edmund Callow, began "
            'with 38 pupils and was taught by his sister Harriet.',
        "The school's Mill Lane building, designed by Frederick Usworth, opened in 1874 and was paid for "
            'with a £900 gift from the Ambrey family of Wenlow Hall.',
        'Samuel Pritt, the first headmaster in the Mill Lane building, remained in post until 1905.',
        'Under Samuel Pritt the roll peaked at 142 pupils in 1891, with children walking in from Scotton End '
            'and Hatherby.',
        'A campaign by parents and headmistress Joan Kettering persuaded the county council in 1972 to drop '
            'the closure plan it had put forward the year before.',
        "Joan Kettering became head of St Aldric's in 1965 and, on her retirement in 1984, was succeeded by "
            'Alan Broome.',
        'Priya Danvers, headteacher since 2015, leads a school of 118 pupils that opened a two-classroom '
            'extension in 2019.',
    )] + [(B116_SCHOOL, c, False) for c in (
        "Harriet Callow taught the school's first pupils and was paid a salary from its opening in 1847.",
        'The Mill Lane building, opened in 1874, originally had three classrooms and a house for the '
            'headmaster.',
        "Senior pupils moved to the new Castlebrook Secondary School in 1958, after which St Aldric's took "
            'only children aged five to eleven.',
        'Frederick Usworth, who designed the 1874 building, also designed the new hall and kitchen added in '
            '1989.',
        'The new hall and kitchen, added in 1989 while Joan Kettering was head, were paid for partly by a '
            "£23,000 parents' appeal.",
        "The headmaster's house was turned into a library and music room in 1996 because the head no longer "
            'lived on the site.',
        "Having stood in Wenlow Parva since 1847, St Aldric's is the oldest school in the Castlebrook area.",
    )],
    'tower windmill history and restoration page': [(B116_WINDMILL, c, True) for c in (
        'Thrushcombe Windmill, a four-storey brick tower mill on Gallow Ridge, was built in 1816 by the '
            'Dunwold millwright John Haskett for the miller Richard Emsall.',
        'The present tower replaced a post mill that had been blown down in a gale; a mill on the ridge is '
            'recorded as early as 1702.',
        'In 1843 the mill passed from Richard Emsall to his son-in-law William Tarrant, whose family kept it '
            'for three generations.',
        'George Tarrant fitted patent sails and a fantail in 1868 and, sixteen years later, added a steam '
            'engine so that the mill could keep grinding in calm weather.',
        'Harold Tarrant stopped grinding by wind in 1927 after a sail was lost in a storm, but went on '
            'milling animal feed with an oil engine until he retired in 1949.',
        'The preservation society, formed in 1976, acquired the mill from the Tarrant family two years later '
            'for a nominal £1.',
        'A £214,000 restoration in 2009, which replaced the stocks and renewed the brake wheel, let the mill '
            'produce flour for the first time since 1927.',
    )] + [(B116_WINDMILL, c, False) for c in (
        'Richard Emsall worked Thrushcombe Windmill until his death in 1843, when it passed to his '
            'son-in-law.',
        'George Tarrant installed patent sails and a fantail in 1868 and added a steam engine beside the '
            'tower in 1874.',
        'William Tarrant, who took over the mill in 1843, fitted it with patent sails and a fantail in 1868.',
        "The millwrights Corby & Veal rebuilt the mill's cap in 1983 and fitted its new set of sails in 1991.",
        'A new set of four sails was fitted to the mill in 1991 at a cost of £85,000.',
        'Thrushcombe is the only working windmill in the county, with volunteers led by head miller Susan '
            'Ockley grinding flour on open days.',
        'The mill, which receives around 4,500 visitors a year, is open every Sunday from April to October.',
    )],
    'male voice choir history page': [(B116_CHOIR, c, True) for c in (
        'Founded in 1921 by miners from the Glanrhos and Pen-y-Waun collieries, the choir first rehearsed in '
            'the vestry of Bethesda Chapel in Glanrhos.',
        'Colliery blacksmith Evan Prydderch conducted the choir from its founding until 1947 and led it to '
            'victory at the Llanfedw Festival in 1934.',
        'Under music teacher Idris Mawdsley the choir expanded to more than 90 singers and made its first '
            'tour abroad in 1956.',
        "Gareth Onions, Mawdsley's former deputy, conducted the choir from 1979 until ill health forced him "
            'to stand down in 1983.',
        "Organist Meinir Haddon, the choir's first female conductor, led it to its second Llanfedw Festival "
            'win in 1988.',
        "The choir's debut LP, Voices of the Cwm, was recorded for the Tarian label in 1963 and sold some "
            '12,000 copies.',
        'The choir, which now has 54 members aged between 19 and 88, rehearses twice a week and requires new '
            'singers neither to audition nor to read music.',
    )] + [(B116_CHOIR, c, False) for c in (
        'Idris Mawdsley conducted the choir to its first Llanfedw Festival victory in 1934.',
        'Under Idris Mawdsley the choir made its first overseas tour, a fortnight of concerts in the '
            'Brandtal region, in 1958.',
        "Idris Mawdsley, who arranged the choir's signature piece 'Llys Aeron', was appointed MBE for "
            'services to music on his retirement in 1979.',
        'Gareth Onions conducted the choir for four years before leaving to become organist at Bethesda '
            'Chapel.',
        "Meinir Haddon, a music teacher at Glanrhos Grammar School, became the choir's first woman conductor "
            'in 1983.',
        "The choir's first LP, Voices of the Cwm, recorded for the Tarian label in 1963, remains its "
            'best-selling album at around 12,000 copies.',
        'The choir has 54 members and rehearses at the Welfare Hall on Tuesday and Thursday evenings.',
    )],
    'rowing club history page, batch 116': [(B116_ROWING, c, True) for c in (
        'The club was founded in March 1868 at the Swan Hotel, Ashmere, with the solicitor Henry Vosper as '
            'its first president and the brewer Charles Dunnage as its first captain.',
        'Its first boats were a pair of second-hand fours, bought for £36 from the Lockford Amateur Boat '
            'Club.',
        'After twenty years in a rented timber shed on Wharf Street, the club moved in 1888 to a '
            "purpose-built boathouse at Millers' Reach designed by one of its members, the architect Arthur "
            'Penwright.',
        "The Millers' Reach boathouse burned down in 1936, taking eleven boats with it, and a new boathouse "
            'opened on the same site two years later.',
        'The 2003 extension, which added a gym and changing rooms, cost £1.2 million, of which £700,000 came '
            'from the Sportsworth Foundation.',
        'Under captain Walter Ince the senior eight won the Grand Challenge Bowl at Kelby Regatta in three '
            'consecutive years, from 1910 to 1912.',
        "Gillian Sorrell, the club's first women's captain, stroked the four that won its first women's "
            'event at Kelby in 1975, three years after women were admitted as full members.',
    )] + [(B116_ROWING, c, False) for c in (
        "Henry Vosper, a brewer, was elected the club's first president in 1868.",
        "The club's first purpose-built boathouse, opened in 1888, was destroyed by fire in February 1938.",
        'Under captain Walter Ince the senior eight won the Grand Challenge Bowl at Kelby Regatta four years '
            'running.',
        'After Walter Ince left in 1914 the Grand Challenge Bowl was not won again until 1953, when the '
            'senior eight was coached by Neil Hathersage.',
        "The February 1936 fire that destroyed the Millers' Reach boathouse and eleven boats was caused by "
            'an electrical fault.',
        "In 1998 the junior men's quad, coached by former captain Neil Hathersage, won the Tarrow Cup at the "
            "Brenmouth Junior Regatta, the club's first junior trophy.",
        'The club has around 260 members and runs learn-to-row courses every April and September.',
    )],
    'model railway society about page': [(B116_RAILWAY, c, True) for c in (
        'The society was founded in 1959 by three men from the Brackenford locomotive depot: fitter Leonard '
            'Skeats, signalman Ronald Iddon and driver Cyril Mapplebeck.',
        "Leonard Skeats, one of the three founders, was the society's first chairman and held the post until "
            '1974.',
        'Having leased the former goods shed at Halse Road since 1970, the society bought it in 1997 for '
            '£45,000.',
        "Halse Junction, the society's first group layout, was an OO gauge model of a country junction begun "
            'in 1961 and exhibited until 1985.',
        'Cranmoor Quay, an O gauge harbour branch built over six years under the direction of Patricia '
            'Wendle, won the Gold Award at the Trentholme Model Engineering Show in 1996.',
        "The society's first exhibition, held at Brackenford Corn Exchange in 1963, drew 1,100 visitors "
            'across two days.',
        'The annual show, held at Brackenford Leisure Centre since 1992, attracted a record 3,400 visitors '
            'in 2024, when 28 layouts were on display.',
    )] + [(B116_RAILWAY, c, False) for c in (
        "Cyril Mapplebeck, a driver at the Brackenford depot, was elected the society's first chairman in "
            '1959.',
        'After spending its first decade above the Station Hotel, the society bought the Halse Road goods '
            'shed in 1970.',
        'Cranmoor Quay, built under the direction of Patricia Wendle, won the Gold Award at the Trentholme '
            'Model Engineering Show in 1994.',
        "Halse Junction, the society's first group layout, was an N gauge model of a country junction begun "
            'in 1961.',
        'Patricia Wendle, who directed the building of Cranmoor Quay, chaired the society from 1988 to 1994.',
        'Aldgrove Shed, an N gauge model of the Brackenford depot as it was in 1955, was begun to mark the '
            "society's fiftieth anniversary.",
        'With 87 members, Brackenford & District is the largest model railway society in the county.',
    )],
}
