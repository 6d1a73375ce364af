("""Probe batch 114, written by a helper agent that saw neither the code nor an earlier probe (session 57), """
 """on six cited web pages and the encyclopedia sentences that cite them.""")

from __future__ import annotations

B114_STATION = (
    'Home | Heritage Trail | Visit Us | Volunteer | Shop | Contact'
    '\n\n'
    'Harrowfield Junction: A Station History'
    '\n\n'
    'Harrowfield Junction opened on 3 May 1867 as a two-platform station on the Calder Vale & Western'
    " Railway's line between Brindlecombe and Ostley Cross. Its first building, a timber structure on"
    " the down platform, was designed by the company's engineer, Tobias Wrenfield."
    '\n\n'
    'The station became a junction in 1884, when the branch to the quarry village of Selsby Moor was '
    'opened and a third platform, a bay on the up side, was added for branch trains. That same year '
    'the timber building was replaced by the brick booking hall that still stands today, built by the'
    ' Ostley contractor Mabberley & Sons for £2,140.'
    '\n\n'
    'Elias Pardew, the first stationmaster, served from the opening until his retirement in 1889. His'
    ' successor, Walter Gedling, had previously been a signalman at Brindlecombe; he held the post '
    'for twenty-one years and oversaw the lengthening of both main platforms in 1902 to take '
    "eight-coach excursion trains. Gedling's successor, Arthur Lumm, arrived from Ostley Cross in "
    "1910 and remained until 1931. The station's only female stationmaster, Ada Fennick, ran "
    'Harrowfield during the Second World War, from 1941 to 1946, while her husband served with the '
    'Royal Engineers.'
    '\n\n'
    'Passenger numbers peaked in 1923, when the booking office issued just over 61,000 tickets. The '
    'Selsby Moor branch lost its passenger service on 14 September 1953, and the bay platform was '
    'filled in four years later. Goods traffic ended in 1964, and the station itself closed to '
    'passengers on 2 January 1967, a few months short of its centenary.'
    '\n\n'
    'After closure the booking hall was used as a farm store. In 1994 the Harrowfield Station Trust '
    'bought the building and the former down platform, and volunteers led by retired teacher Miriam '
    'Osgathorpe restored them over six years. The restored booking hall reopened as a museum and café'
    " on 3 May 2000, exactly 133 years after the station's first train."
    '\n\n'
    "Today the museum displays Pardew's original ticket rack, a Wrenfield drawing of the 1867 "
    'building and a model of the junction as it was in 1910.'
    '\n\n'
    'Latest from the Trust: Summer open days announced | Volunteer induction evening, 12 March | Gift'
    ' Aid changes explained'
)

B114_BATHS = (
    'Kestlemoor Public Baths: Our History'
    '\n\n'
    'Kestlemoor Public Baths were commissioned by Kestlemoor Borough Council in 1898 and opened on 21'
    ' June 1902 by the mayor, Alderman Josiah Threlfall. The design competition was won by the '
    'Harcastle architects Bellamy & Quarne, whose partner Edmund Quarne drew up the red-brick and '
    "terracotta frontage on Vellum Street. The building cost £18,600, well above the council's "
    'original estimate of £12,500.'
    '\n\n'
    'When it opened the building held two pools, the First Class Pool, 75 feet long, and the smaller '
    'Second Class Pool, 50 feet long, together with 24 slipper baths and a public laundry. Men and '
    'women were admitted on separate days until mixed bathing was introduced in 1931.'
    '\n\n'
    'In 1936 the Second Class Pool was covered over with a sprung floor so that the hall could be '
    'used for dances and boxing in winter, a practice that continued until 1968. The First Class Pool'
    ' hosted the county swimming championships eleven times between 1920 and 1958, and the local '
    'club, the Kestlemoor Otters, trained there from its founding in 1907. Otters members went on to '
    'win four national titles in the 1950s.'
    '\n\n'
    'The baths closed for the first time in 1979 after cracks were found in the roof trusses over the'
    ' main pool. A council-funded repair scheme, designed by the borough architect Lorna Peddow, '
    'replaced the roof with a steel frame and a glazed lantern, and the baths reopened on 4 October '
    '1982. The slipper baths were removed during this work and their space became a gym, while the '
    'Second Class Pool was drained for good.'
    '\n\n'
    'By 2009 rising running costs led the council to announce a second closure. A campaign group, '
    'Save Kestlemoor Baths, gathered 14,000 signatures, and in 2011 the building was transferred to '
    'the Kestlemoor Baths Community Trust. With a £3.2 million grant from the Northern Heritage Fund,'
    ' the trust restored the terracotta frontage and re-tiled the First Class Pool in its original '
    'green-and-cream pattern, working with the conservation architects Hollin Vane Associates. The '
    'baths reopened for the second time on 18 May 2015.'
    '\n\n'
    'The old Second Class Pool hall now houses the Vellum Street Café and a small display on the '
    'history of the Otters. Today the baths are a listed building and welcome around 90,000 swimmers '
    'a year.'
)

B114_CIDER = (
    'We use cookies to improve your experience on our site. By continuing to browse you agree to our '
    'use of cookies. [Accept] [Manage preferences]'
    '\n\n'
    'Our Story — Pellowes Farm Cider'
    '\n\n'
    'Cider has been made at Pellowes Farm, on the edge of Thrushcombe Abbas, since at least 1871, '
    'when the tithe records show a press house beside the old barn. The farm was bought in 1908 by '
    'Samuel Henthorpe, a dairyman from Lydgate Marsh, who kept the cows but planted the first of our '
    'standard orchards, the ten-acre Long Ground, in 1912.'
    '\n\n'
    'His daughter, Violet Henthorpe, took over the farm in 1937 and turned it into a cider business. '
    'She bought a second-hand hydraulic press from a Ledwick brewery in 1946 and began selling '
    'bottled cider under the Pellowes label in 1951. Violet never married, and in 1968 she passed the'
    ' farm to her nephew, George Mabley, and his wife, Ruth.'
    '\n\n'
    'George and Ruth sold the dairy herd in 1974 to concentrate on cider, planting the twelve-acre '
    'Chapel Orchard with bittersweet varieties such as Thrushcombe Red and Kingsdown Bitter. In 1979 '
    'Ruth created our best-known cider, Old Violet, a medium-dry blend named in honour of her '
    "husband's aunt."
    '\n\n'
    "Today the farm is run by George and Ruth's son, Tom Mabley, who joined in 1995 and took over as "
    'cider maker in 2003, and his partner, Priya Okonedo, who manages the shop and tours. Together '
    'they have added a third orchard, the eight-acre Mill Piece, planted in 2010, bringing our total '
    'to thirty acres and around 2,600 trees.'
    '\n\n'
    'Our ciders have won their share of prizes. Old Violet took the gold medal at the Westmarch Cider'
    ' Fair in 1986 and again in 2014, and our bottle-fermented Long Ground Reserve was named Supreme '
    'Champion at the Three Counties Craft Drinks Awards in 2019. In 2021 we became the first producer'
    ' in the district to run its press entirely on solar power.'
    '\n\n'
    'Come and see us: the farm shop is open Tuesday to Sunday, and orchard tours run from May to '
    'October.'
    '\n\n'
    'Related: Wassail night tickets | Trade enquiries | Our apple varieties | Sign up to our '
    'newsletter'
)

B114_STAMPS = (
    'The Marrowgate & District Philatelic Society: About Us'
    '\n\n'
    'The Marrowgate & District Philatelic Society was founded on 9 February 1924 at a meeting in the '
    'Corn Exchange reading room, called by the solicitor Harold Brisket and the schoolmaster Clement '
    'Yarrow. Brisket became the first president and Yarrow the first secretary; eleven collectors '
    'attended and paid the founding subscription of five shillings.'
    '\n\n'
    "The society's first exhibition was held in Marrowgate Town Hall in October 1926 and drew 430 "
    'visitors. Its best-known early member was Winifred Alsop, who joined in 1929 and built a '
    'celebrated collection of the postal history of the Tarnish Islands; she served as president from'
    ' 1952 to 1958, the first woman to hold the office.'
    '\n\n'
    "The society's journal, The Marrowgate Philatelist, was launched in 1947 under its first editor, "
    'Dr Leonard Fitch, a retired physician. It appeared quarterly until 1983, when it became a '
    'twice-yearly publication, and Fitch edited it for its first nineteen years. Its longest-serving '
    'editor, however, was Brenda Kayle, who held the post from 1988 to 2016.'
    '\n\n'
    "Exhibitions have been central to the society's life. MARPEX, the society's biennial exhibition, "
    "was first held in 1958 to mark the society's move to its present meeting place, the Hollybrook "
    "Institute. The largest, MARPEX 1974, filled the institute's main hall with 240 frames and was "
    'opened by the postmaster of Marrowgate. To mark its centenary in 2024 the society staged MARPEX '
    "100, at which a single-frame display of Alsop's Tarnish Islands covers, lent by her "
    'granddaughter, won the Brisket Trophy.'
    '\n\n'
    'Membership peaked at 212 in 1975 and today stands at around 70. The society meets on the second '
    'and fourth Thursdays of each month, from September to June, and welcomes collectors of every '
    'level. Its library of more than 1,500 catalogues and handbooks is open to members at every '
    'meeting.'
)

B114_OBSERVATORY = (
    'Tallow Hill Observatory: History'
    '\n\n'
    'The observatory on Tallow Hill, three miles north of Brackenholt, was built by members of the '
    'Brackenholt Astronomical Society between 1958 and 1961 on land given by the farmer and amateur '
    'astronomer Cecil Hanrahan. Its first instrument was a 10-inch reflecting telescope whose mirror '
    "was ground by hand over three winters by the society's founder, the railway clerk Norman Ebbage."
    '\n\n'
    'The first director of the observatory was Ebbage himself, who held the post until 1972. Under '
    'his successor, Dr Iris Wellbeck, a physics lecturer at Brackenholt Technical College, the '
    'society raised £9,000 to buy a 16-inch Cassegrain reflector from the Lindqvist Optical Works, '
    'which was installed in a new 5-metre dome in 1977. The original 10-inch telescope was moved to a'
    ' roll-off-roof shed, where it is still used for public evenings.'
    '\n\n'
    "Wellbeck's directorship is best remembered for the society's variable star programme. Between "
    '1978 and 1990 members made more than 40,000 brightness estimates, and in 1984 member Kevin '
    "Attride discovered a nova, the observatory's first discovery, which was independently confirmed "
    'by two professional observatories within a day.'
    '\n\n'
    'Wellbeck retired as director in 1993 and was succeeded by Sunil Ramsden, a software engineer, '
    'who led the move to electronic cameras. In 2002 the 16-inch was fitted with a CCD camera, and '
    'between 2004 and 2015 members discovered fourteen asteroids, the first of which was named '
    'Brackenholt in 2006. Another, discovered in 2009 by Ramsden and his daughter Meera, was later '
    'named after Cecil Hanrahan.'
    '\n\n'
    'The present director, Joanna Freer, took over in 2017. Under her the observatory added a 6-inch '
    'solar telescope in 2019, and a wheelchair-accessible classroom, the Ebbage Room, opened in 2022 '
    'with a grant from the Tallow Hill Wind Farm community fund.'
    '\n\n'
    'The observatory holds public open evenings on the first Friday of every month from October to '
    'March. Booking is not required, but visitors are asked to bring warm clothing, as the domes are '
    'unheated.'
)

B114_ROPEWORKS = (
    'Saltmarrow Ropeworks Museum: The Story of the Works'
    '\n\n'
    "The Saltmarrow Ropeworks was founded in 1793 by Jacob Thorley, a sailmaker's son from Pennick "
    'Haven, to supply cordage to the shipyards on the River Wend. Its most striking building, the '
    'Long Ropewalk, was built in 1811 and is 320 metres long; inside it, hemp yarns were laid out and'
    ' twisted into rope by hand until the works was mechanised.'
    '\n\n'
    "After Jacob's death in 1826 the business passed to his son-in-law, Matthias Crane, who added the"
    ' brick Hemp House in 1834 and renamed the firm Thorley & Crane. The works reached its peak in '
    'the 1870s, when it employed about 180 people, many of them boys who turned the spinning wheels.'
    '\n\n'
    'Mechanisation came in 1881, when the firm installed a steam-powered forming machine and '
    'travelling jack built by the Ardley Foundry of Cressington. The machine, known to the workers as'
    ' Old Growler, could lay rope up to 18 inches in circumference and remained in use until 1948. A '
    'second, electric laying machine followed in 1929.'
    '\n\n'
    "The last of the family to run the works was Edith Crane, Matthias's great-granddaughter, who "
    'managed it from 1919 to 1954 and introduced manila and, later, nylon rope. After her retirement '
    'the works was sold to the Wendmouth Cordage Company, which made rope there until production '
    'ended in 1987.'
    '\n\n'
    'The Saltmarrow Ropeworks Trust was formed in 1989 and opened the museum in 1992. The Long '
    'Ropewalk, the Hemp House and the tarring shed of 1850 are all listed, and in 2008 the Trust '
    'restored Old Growler to working order with help from volunteers at the Pennick Haven Engineering'
    " Club. Demonstrations are given by the museum's rope-maker, Danny Oakworth, who joined the "
    'Wendmouth company as an apprentice in 1979 and is one of the last people trained on the site.'
    '\n\n'
    'Visitors can walk the full length of the ropewalk, try laying a skipping rope by hand, and see '
    "the museum's collection of more than 300 rope samples, including a length of hawser made in 1899"
    ' for the Wend harbour board.'
)


BATCHES_114: dict[str, list[tuple[str, str, bool]]] = {
    'railway station history with stationmasters': [(B114_STATION, c, True) for c in (
        'Harrowfield Junction, opened in 1867 on the Calder Vale & Western Railway between Brindlecombe and '
        'Ostley Cross, became a junction in 1884 when a branch to Selsby Moor was opened.',
        'Walter Gedling, formerly a signalman at Brindlecombe, succeeded Elias Pardew as stationmaster in '
        '1889 and held the post until 1910.',
        'The brick booking hall, built in 1884 by Mabberley & Sons at a cost of £2,140, replaced a timber '
        'building designed by the railway engineer Tobias Wrenfield.',
        "Ada Fennick, the only woman to serve as Harrowfield's stationmaster, was in charge from 1941 to 1946"
        ' while her husband served with the Royal Engineers.',
        'Passenger trains on the Selsby Moor branch ceased in 1953, and the bay platform they had used was '
        'filled in in 1957.',
        'The station closed to passengers in January 1967, three years after its goods traffic had ended.',
        'After buying the building in 1994, the Harrowfield Station Trust restored it with volunteers led by '
        'Miriam Osgathorpe and reopened it as a museum and café in 2000.',
    )] + [(B114_STATION, c, False) for c in (
        'Both main platforms were lengthened in 1902, under stationmaster Arthur Lumm, so that they could '
        'take eight-coach excursion trains.',
        'Passenger numbers at Harrowfield peaked in 1923, when the booking office issued just over 71,000 '
        'tickets.',
        "Elias Pardew, the station's first stationmaster, served from its opening in 1867 until his death in "
        '1889.',
        'Arthur Lumm, who came to Harrowfield from Brindlecombe in 1910, remained stationmaster until 1931.',
        'The station closed to passengers in 1967 because of falling passenger numbers after the loss of the '
        'Selsby Moor branch service.',
        'Restored by volunteers under Miriam Osgathorpe, the booking hall reopened in 2000 as the first '
        'railway museum in the Calder Vale.',
        "The station museum displays Elias Pardew's original ticket rack and the station's 1867 signal lever "
        'frame, alongside a model of the junction in 1910.',
    )],
    'public swimming baths architects and reopenings': [(B114_BATHS, c, True) for c in (
        'Designed by Edmund Quarne of the Harcastle firm Bellamy & Quarne, Kestlemoor Public Baths were '
        'opened in June 1902 by the mayor, Alderman Josiah Threlfall.',
        'The baths cost £18,600 to build, considerably more than the £12,500 the borough council had first '
        'estimated.',
        'As built, the baths had a 75-foot First Class Pool, a 50-foot Second Class Pool, 24 slipper baths '
        'and a public laundry.',
        'From 1936 to 1968 the smaller pool was covered by a sprung floor, allowing the hall to be used for '
        'dances and boxing in winter.',
        'After cracks were found in its roof trusses, the baths closed in 1979 and reopened in 1982 under a '
        'steel-framed roof designed by the borough architect Lorna Peddow.',
        'In 2011, two years after the council announced it would close the baths again, the building was '
        'handed to the Kestlemoor Baths Community Trust.',
        'The Kestlemoor Otters, a club founded in 1907 that trained at the baths, won four national titles in'
        ' the 1950s.',
    )] + [(B114_BATHS, c, False) for c in (
        'Mixed bathing was introduced at Kestlemoor in 1936, ending the practice of admitting men and women '
        'on separate days.',
        'The First Class Pool hosted the county swimming championships twelve times between 1920 and 1958.',
        'The 2015 restoration, which re-tiled the First Class Pool in its original green and cream, was '
        'designed by the borough architect Lorna Peddow.',
        'The Save Kestlemoor Baths campaign gathered 14,000 signatures and persuaded the council to fund a '
        '£3.2 million restoration of the building.',
        'When the baths opened in 1902, the 75-foot First Class Pool was the largest swimming pool in the '
        'county.',
        'The slipper baths were removed during the 1979–82 repairs because they were no longer used, and '
        'their space was turned into a gym.',
        'Restored by the Kestlemoor Baths Community Trust, the baths reopened for the second time in May 2015'
        ' and now receive about 120,000 swimmers a year.',
    )],
    'cider farm our story families and awards': [(B114_CIDER, c, True) for c in (
        'Samuel Henthorpe, a dairyman from Lydgate Marsh, bought Pellowes Farm in 1908 and four years later '
        'planted its first standard orchard, the ten-acre Long Ground.',
        'Violet Henthorpe, who took over the farm in 1937, acquired a second-hand hydraulic press from a '
        'Ledwick brewery in 1946 and began selling Pellowes bottled cider in 1951.',
        'In 1968 Violet Henthorpe handed the farm to her nephew George Mabley and his wife Ruth, who sold the'
        ' dairy herd six years later to concentrate on cider.',
        "Old Violet, a medium-dry blend created by Ruth Mabley in 1979, is named after her husband's aunt, "
        'Violet Henthorpe.',
        'Tom Mabley joined the farm in 1995 and became its cider maker in 2003, while his partner Priya '
        'Okonedo manages the farm shop and tours.',
        "With the planting of the eight-acre Mill Piece in 2010, the farm's three orchards reached thirty "
        'acres with roughly 2,600 trees.',
        "Pellowes Farm's Old Violet won gold at the Westmarch Cider Fair in both 1986 and 2014.",
    )] + [(B114_CIDER, c, False) for c in (
        'Chapel Orchard, planted in 1974 with bittersweet varieties such as Thrushcombe Red and Kingsdown '
        'Bitter, covers ten acres.',
        "George Mabley created the farm's best-known cider, the medium-dry Old Violet, in 1979.",
        'The bottle-fermented Long Ground Reserve was named Supreme Champion at the Three Counties Craft '
        'Drinks Awards in 2017.',
        'Cider has been made at Pellowes Farm since at least 1871, making it the oldest cider farm around '
        'Thrushcombe Abbas.',
        'Violet Henthorpe passed the farm to her nephew George Mabley in 1968 because of failing health.',
        'Samuel Henthorpe, a dairyman from Ledwick, bought Pellowes Farm in 1908 and kept its dairy herd.',
        'In 2021 Pellowes became the first producer in its district to run its press entirely on solar power,'
        ' and it opened a visitor centre the same year.',
    )],
    'philatelic society founders exhibitions journal': [(B114_STAMPS, c, True) for c in (
        'Founded in February 1924 by the solicitor Harold Brisket and the schoolmaster Clement Yarrow, the '
        'society had Brisket as its first president and Yarrow as its first secretary.',
        "The society's first exhibition, held at Marrowgate Town Hall in 1926, attracted 430 visitors.",
        'Winifred Alsop, a member from 1929 known for her postal history of the Tarnish Islands, became the '
        "society's first woman president in 1952.",
        'Dr Leonard Fitch, a retired physician, edited The Marrowgate Philatelist from its launch in 1947 '
        'until 1966.',
        'The Marrowgate Philatelist was published quarterly until 1983, when it switched to two issues a '
        'year.',
        "MARPEX, first staged in 1958 to mark the society's move to the Hollybrook Institute, was at its "
        'largest in 1974, with 240 frames.',
        "At MARPEX 100, held for the society's centenary in 2024, a single-frame display of Winifred Alsop's "
        'Tarnish Islands covers won the Brisket Trophy.',
    )] + [(B114_STAMPS, c, False) for c in (
        'Brenda Kayle, the longest-serving editor of The Marrowgate Philatelist, held the post from 1988 to '
        '2012.',
        "Twelve collectors attended the society's founding meeting in 1924, each paying a subscription of "
        'five shillings.',
        "Clement Yarrow became the society's first president in 1924, with Harold Brisket serving as its "
        'first secretary.',
        'MARPEX 1974, opened by the postmaster of Marrowgate, was the first exhibition held in the Hollybrook'
        " Institute's main hall.",
        'The Marrowgate Philatelist moved from quarterly to twice-yearly publication in 1983 because of '
        'falling membership.',
        'Membership peaked at 212 in 1975 and now stands at about 70, with meetings held every Thursday from '
        'September to June.',
        'Winifred Alsop, president of the society from 1952 to 1958, bequeathed her Tarnish Islands '
        "collection to the society's library.",
    )],
    'amateur observatory telescopes directors discoveries': [(B114_OBSERVATORY, c, True) for c in (
        'The Tallow Hill observatory was built by members of the Brackenholt Astronomical Society between '
        '1958 and 1961 on land given by the farmer Cecil Hanrahan.',
        'Norman Ebbage, the railway clerk who founded the society, ground the mirror of its first telescope, '
        "a 10-inch reflector, by hand and was the observatory's director until 1972.",
        'Under director Iris Wellbeck the society raised £9,000 for a 16-inch Cassegrain reflector from the '
        'Lindqvist Optical Works, which was installed in a new dome in 1977.',
        "In 1984 Kevin Attride discovered a nova, the observatory's first discovery, which two professional "
        'observatories confirmed independently within a day.',
        'Sunil Ramsden, a software engineer who succeeded Wellbeck as director in 1993, led the switch to '
        'electronic cameras, and a CCD was fitted to the 16-inch telescope in 2002.',
        'Members discovered fourteen asteroids between 2004 and 2015, one of which, found in 2009 by Sunil '
        'Ramsden and his daughter Meera, was named after Cecil Hanrahan.',
        'Joanna Freer, director since 2017, has overseen the addition of a 6-inch solar telescope in 2019 and'
        ' the opening of the Ebbage Room in 2022.',
    )] + [(B114_OBSERVATORY, c, False) for c in (
        'Society members made more than 40,000 brightness estimates for the variable star programme between '
        '1978 and 1995.',
        "The observatory's first director, Norman Ebbage, led the fundraising for the 16-inch Cassegrain "
        'reflector installed in 1977.',
        'The 16-inch Cassegrain reflector, bought for £9,000, was installed in 1977 in a new 7-metre dome.',
        'Dr Iris Wellbeck, who directed the observatory from 1972 to 1993, later became head of physics at '
        'Brackenholt Technical College.',
        "The Ebbage Room, a wheelchair-accessible classroom, was opened in 2022 to mark the observatory's "
        'sixtieth anniversary.',
        'The nova discovered by Kevin Attride in 1984 remains the only nova ever found from Tallow Hill.',
        'Built between 1958 and 1961, the observatory stands on Tallow Hill, three miles south of '
        'Brackenholt.',
    )],
    'ropeworks museum rope-makers machines buildings': [(B114_ROPEWORKS, c, True) for c in (
        "The Saltmarrow Ropeworks was founded in 1793 by Jacob Thorley, a sailmaker's son from Pennick Haven,"
        ' to make cordage for the shipyards on the River Wend.',
        "Matthias Crane, Jacob Thorley's son-in-law, took over the business on Thorley's death in 1826 and "
        'added the brick Hemp House eight years later.',
        'At its height in the 1870s the works employed around 180 people, many of them boys who turned the '
        'spinning wheels.',
        'The steam forming machine nicknamed Old Growler, built by the Ardley Foundry of Cressington and '
        'installed in 1881, stayed in use until 1948.',
        'Edith Crane, great-granddaughter of Matthias Crane, ran the works from 1919 to 1954 and introduced '
        'manila and later nylon rope.',
        'After Edith Crane retired, the works was sold to the Wendmouth Cordage Company, which made rope '
        'there until 1987.',
        'The Saltmarrow Ropeworks Trust restored Old Growler to working order in 2008, helped by volunteers '
        'from the Pennick Haven Engineering Club.',
    )] + [(B114_ROPEWORKS, c, False) for c in (
        'Built in 1811, the Long Ropewalk is 230 metres long, and hemp was twisted into rope there by hand '
        'until the works was mechanised.',
        'The Saltmarrow Ropeworks Trust, formed in 1987, opened the ropeworks museum in 1992.',
        'Edith Crane, who managed the works from 1919 to 1954, renamed the firm Thorley & Crane.',
        "Danny Oakworth, the museum's rope-maker, joined the Wendmouth company as an apprentice in 1979 and "
        "later became the museum's director.",
        'Old Growler, which could lay rope up to 18 inches in circumference, was the largest rope-making '
        'machine on the River Wend.',
        'Rope production at Saltmarrow ended in 1987 when the Wendmouth Cordage Company went into '
        'liquidation.',
        'In 1929 the works added a second laying machine, also steam-powered, to work alongside Old Growler.',
    )],
}
