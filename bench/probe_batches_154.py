"""Probe batch 154, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
cited web pages about people, places and organisations, with claims drafted from them as encyclopedia sentences."""

from __future__ import annotations

B154_MILLTOWN = (
    'Brackenholt and its Mills\n'
    'Brantwell Vale Local History Society | Pages on our parishes, no. 7\n'
    'Brackenholt grew up around water power. The first recorded mill on the River Scarrow was a fulling mill '
    'leased in 1612 to Odo Pellingrave, but the town as we know it dates from 1794, when the brothers Caddell '
    'and Isaac Wendermoor built Low Scarrow Mill, a five-storey cotton-spinning mill of 48 bays. By the census '
    'of 1801 the township had 612 inhabitants; by 1851 it had 4,380.\n'
    'The Wendermoors built a second, larger mill, High Scarrow Mill, in 1826, together with 96 back-to-back '
    'cottages on Tenter Row and Loom Street. A third mill, Foxcombe Mill, was put up in 1838 by a rival firm, '
    'Hesketh Quarrendon & Sons, and was the first in the valley to be driven by steam rather than water. Its '
    'chimney, 61 metres tall, was for a time the highest in the county.\n'
    'Employment peaked in 1907, when the three mills together employed 2,140 people, nearly two-thirds of them '
    'women and girls. The Foxcombe strike of 1911 lasted eleven weeks, from 6 March to 22 May, and ended with a '
    'weekly wage rise of one shilling and sixpence for spinners but not for weavers.\n'
    'Decline came slowly. Low Scarrow Mill closed in 1931 and was demolished in 1936, except for its engine '
    'house, which survives as the Scout hut. Foxcombe Mill stopped spinning in 1958 and was used as a mail-order '
    'warehouse until 1979. High Scarrow Mill was the last to close, on 14 October 1967; it stood empty for 31 '
    'years before being converted in 1998 into 74 flats, with the ground floor reserved for a heritage room that '
    'opens on the first Sunday of each month, April to October.\n'
    "Foxcombe Mill's chimney was reduced to 38 metres in 1984 after a lightning strike, and the mill itself was "
    'listed in 1990. It now houses craft workshops.\n'
    'Visiting the heritage room\n'
    'The room is run by Society volunteers from 11:00 to 16:00. Admission is free for Society members; others '
    'pay £3, and children under 12 go free. Groups of more than 10 should book at least two weeks ahead.\n'
    'Sources: Wendermoor family papers (Brantwell Record Office, ref. WM/4); Brackenholt Gazette, 1911; census '
    'returns 1801-1911.\n'
    'Page last updated 9 February 2023.'
)

B154_HYDRODEPT = (
    'Department of Hydrography and Coastal Science: Our History\n'
    'University of Carrowmere\n'
    'The Department traces its origins to the Chair of Practical Navigation, endowed in 1889 by the shipowner '
    'Alaric Dunscombe-Vey with a gift of £12,000. The first holder, Professor Ebenezer Thwaite-Morrow, taught in '
    'two rooms above the university boathouse and had, in his first session, nine students.\n'
    "In 1921 the Chair was merged with the small Tidal Observatory, which had recorded the harbour's tides since "
    '1867, to form the Department of Hydrography under Professor Marguerite Calloway-Fenn, the first woman to '
    'head a science department at Carrowmere. She held the post for 23 years, retiring in 1944. During the '
    'Second World War the department trained some 1,300 naval survey officers in six-month courses, and its '
    'staff grew from 7 to 19.\n'
    "The department moved to the purpose-built Fenn Building on Harbour Road in 1963. The building's wave tank, "
    '42 metres long and 4 metres wide, was then the largest in any university in the country; it was lengthened '
    'to 55 metres in 1988.\n'
    'The present name was adopted in 1994, when the department absorbed the Coastal Geomorphology group from the '
    'School of Geography. Under Professor Idris Mabberley-Quint (head 1994-2009) undergraduate numbers tripled, '
    'from 40 to 120 a year, and the MSc in Coastal Management was launched in 1997.\n'
    "In 2011 the department's research vessel, RV Siskin Marl, was replaced by the larger RV Corrie Dunscombe, "
    "named after the founder's granddaughter, a benefactor of the department who died that year. The new vessel "
    'is 34 metres long and can take 16 scientists on cruises of up to 21 days.\n'
    'Today the department has 31 academic staff, about 410 undergraduates and 95 postgraduate research students. '
    'Its tidal records for Carrowmere harbour, kept without a break since 1867, are among the longest unbroken '
    'series in the region.\n'
    'Heads of Department\n'
    '1889-1912 Ebenezer Thwaite-Morrow (Chair of Practical Navigation)\n'
    '1912-1921 Chair vacant; teaching by lecturers\n'
    '1921-1944 Marguerite Calloway-Fenn\n'
    '1944-1970 Hamish Oyelaran-Pryce\n'
    '1970-1994 Solveig Arbuthnot-Reyne\n'
    '1994-2009 Idris Mabberley-Quint\n'
    '2009-present Perpetua Nkemelu-Varga\n'
    'Source: J. Harrowgate, A Century of Tides (Carrowmere University Press, 1989); departmental archive. Page '
    'updated March 2024.'
)

B154_OBITUARY = (
    'Obituary: Wenceslas Hargreave-Tolmie, bridge engineer, 1931-2023\n'
    'Wenceslas Hargreave-Tolmie, who has died aged 91, designed more than forty bridges across the Ostmere '
    'region, among them the Cullendrach Viaduct, still the longest rail crossing in the province.\n'
    'Born in Pellow Cross on 3 August 1931, the youngest of five children of a blacksmith, Orrin Tolmie, and a '
    'schoolteacher, Agnethe Hargreave, he left school at 15 to work as a tracer in the drawing office of '
    'Brundage & Skellow, the railway contractors. Evening classes earned him a scholarship to the Ostmere '
    'Technical College, where he graduated with first-class honours in 1954.\n'
    'He rejoined Brundage & Skellow as an assistant engineer, and in 1962 was made resident engineer on the '
    'Cullendrach Viaduct, a 27-arch structure 1,140 metres long. It opened on 19 May 1966, eight months behind '
    'schedule after the floods of winter 1964 swept away two falsework towers; no one was hurt.\n'
    'In 1971 he left to found his own practice, Tolmie Ferrand Partners, with the structural engineer Dagny '
    'Ferrand. The firm grew to 85 staff by 1990. Its best-known work, the Saltmarrow Footbridge (1984), a '
    '96-metre cable-stayed span, won the Kessel Medal for design in 1985; Hargreave-Tolmie always insisted that '
    'the credit belonged to Ferrand, who had drawn the first sketch on a restaurant napkin.\n'
    'He served as president of the Ostmere Institution of Engineers in 1988-89, the first president drawn from a '
    'private consultancy rather than a public authority. He retired in 1996 but continued to advise on the '
    'restoration of old bridges, and in 2008 he led the survey which saved the 1820s Ambry Packhorse Bridge from '
    'demolition.\n'
    'He married Ingrid Lowesby in 1957; she died in 2015. A son, Tobiah, died in 1999. He is survived by their '
    'two daughters, Marit and Solenne, and by four grandchildren.\n'
    'Wenceslas Hargreave-Tolmie, engineer, born 3 August 1931; died 11 January 2023.'
)

B154_MUSEUM = (
    'About the Museum\n'
    'Harrowdene Valley Museum, Brissenden House, Quillon Street, Marlesford\n'
    "The Harrowdene Valley Museum tells the story of the valley's people from the first farming settlements to "
    "the closure of the last slate quarry in 1992. It was founded in 1908 by the Marlesford Naturalists' Club, "
    'whose members had been collecting fossils, coins and farm tools since the 1870s, and opened to the public '
    'in two rooms of the Corn Exchange on 1 June 1909.\n'
    "In 1937 the collection moved to its present home, Brissenden House, a Georgian merchant's house left to the "
    "town by Miss Philippa Brissenden-Hoole on condition that it be used 'for the instruction of the people of "
    "the valley'. The borough council took over the running of the museum in 1948. Since 2014 it has been run by "
    'an independent charity, the Harrowdene Valley Museum Trust, which receives about 40% of its income from the '
    'county council and raises the rest from admissions, its shop and donations.\n'
    'The museum holds some 62,000 objects, of which around 3,000 are on display at any one time. Highlights '
    'include the Quillon Hoard of 214 silver pennies, found by a ploughman in 1863; the reconstructed '
    "quarrymen's cottage; and the 'Drowned Village' gallery, which tells the story of Scarn Ford, flooded in "
    '1959 to create the Harrowdene Reservoir.\n'
    'A new wing, the Ottoline Gallery, opened in April 2019 at a cost of £2.6 million, of which £1.8 million '
    "came from a grant by the Regional Heritage Fund. It doubled the museum's exhibition space and houses "
    'temporary exhibitions, changed three times a year.\n'
    "Visitor numbers reached 48,500 in 2019, the highest in the museum's history, against 31,200 in 2018. After "
    'the closure of 2020, numbers recovered to 44,000 in 2023.\n'
    'Opening times\n'
    'Tuesday to Sunday, 10:00-17:00 (last admission 16:15). Closed Mondays, except bank holiday Mondays, and '
    'from 24 to 26 December.\n'
    'Admission\n'
    'Adults £7.50; concessions £5; under-16s free when accompanied by an adult. Tickets are valid for unlimited '
    'return visits for 12 months. The Ottoline Gallery is free to all.\n'
    "The museum is fully accessible except for the first floor of the quarrymen's cottage, which can be viewed "
    'by video on the ground floor.'
)

B154_ROWING = (
    'Our History\n'
    'Fennick Reach Rowing Club (founded 1864)\n'
    'The club was formed at a meeting in the back room of the Anchor and Sheaves inn on 17 March 1864, when '
    "eleven clerks from the Fennick bank and the town's corn merchants subscribed two guineas each towards a "
    'four-oared boat. Its first captain was Lemuel Ashbourne-Quaile, and its first race, against the Dray Water '
    'Boat Club, was lost by three lengths in August of that year.\n'
    'The original boathouse, a timber shed on Mill Stairs, burned down on the night of 2 November 1887 with the '
    'loss of nine boats. The present brick boathouse on Tollbar Wharf was built in 1889 to designs by the '
    'architect Cuthbert Ennals-Gow at a cost of £1,450, raised by public subscription. It was extended in 1936 '
    'and again in 2004, when the upper floor was rebuilt as a clubroom with a balcony over the river.\n'
    "The club's greatest success came at the Lowmarsh Regatta of 1913, when its eight won the Founders' Cup, "
    'beating the holders, Kelvedge College, by a canvas in the final. Of that crew, five were killed in the war '
    'of 1914-18; their names are carved on an oar that hangs above the boathouse door.\n'
    "Women were admitted as full members in 1952, though a separate Ladies' Section had rowed from the boathouse "
    "since 1921. In 1978 a women's four from the club won the national championship at Wrenmarsh Cut, the club's "
    'first national title of any kind.\n'
    'Membership reached 310 in 1990 but fell to 140 by 2002, when the boathouse floor was found to be rotten and '
    'the club nearly folded. A grant of £380,000 from the Rivers Sport Foundation, together with £95,000 raised '
    'by members, paid for the 2004 rebuilding. Membership has since recovered to about 260, including 85 '
    'juniors.\n'
    'The club runs its Head of the Reach race on the second Saturday of November each year over a course of 4.2 '
    'kilometres from Culvert Lock to Tollbar Wharf. Its annual regatta, first held in 1868, is now held on the '
    'last weekend of June.\n'
    'Compiled by Hesper Dallimore-Vance, club historian, with thanks to the Fennick Civic Society. Updated '
    'January 2024.'
)

B154_LIGHTHOUSE = (
    'Heritage Listing: Skarrow Point Lighthouse\n'
    'List entry no. 1184207 | Grade: II* | First listed: 12 September 1975 | Amended: 4 March 2016\n'
    'Location: Skarrow Point, 2.5 km north-west of the village of Tremaddick, Corrisand Coast.\n'
    'Summary\n'
    "Lighthouse tower, keepers' dwellings and fog-signal house, 1846-49, by the engineer Ignatius Pelborrow-Sand "
    'for the Corrisand Harbour Trust; lantern replaced 1902; automated 1988.\n'
    'History\n'
    'A temporary light, a coal brazier on a timber frame, was shown from the point from 1831 after the loss of '
    'the emigrant ship Marianne Vaux with 137 lives in December 1830. Construction of the permanent tower began '
    'in May 1846 and the light was first exhibited on 1 October 1849. The original fixed white light, from 16 '
    'oil lamps with reflectors, was visible for 14 nautical miles.\n'
    'In 1902 the lantern was replaced and a first-order revolving lens installed, giving a white flash every 10 '
    'seconds, visible for 22 nautical miles. The fog signal, a reed horn in a separate single-storey house, was '
    'added in 1911 and discontinued in 1987.\n'
    'The station was manned by three keepers and their families until 1988, when the light was automated and the '
    'last principal keeper, Ruan Elsworthy-Kemp, left on 30 June. Since 2003 the light has been an LED lantern '
    'with a range reduced to 18 nautical miles; the 1902 lens remains in place but is no longer in use.\n'
    'Description\n'
    'Circular tower of granite ashlar, 26 metres high to the lantern gallery, tapering from 7.3 metres diameter '
    'at the base to 5.1 metres at the gallery, with 118 steps to the service room. Attached on the landward side '
    "is a terrace of three two-storey keepers' cottages, now holiday lets, with a walled yard.\n"
    'Reasons for designation\n'
    '* Architectural: a well-preserved mid-nineteenth-century tower with an unusually complete group of '
    'ancillary buildings;\n'
    '* Technological: retains its 1902 first-order lens, one of only four surviving in the region;\n'
    '* Historic: associated with the Marianne Vaux disaster and with the development of coastal lighting on the '
    'Corrisand Coast.\n'
    'The fog-signal house is not included in the listing; the boundary walls of the yard are included.'
)

BATCHES_154 = {
    'mill town brackenholt': [(B154_MILLTOWN, c, True) for c in (
        "Brackenholt's population rose by 3,768 in the half-century between the censuses of 1801 and 1851.",
        "High Scarrow Mill, the last of the town's three mills to shut, closed in October 1967 and lay empty "
        'until its conversion into 74 flats in 1998.',
        'Foxcombe Mill, erected in 1838 by Hesketh Quarrendon & Sons, was the first mill in the valley to run on '
        'steam power instead of water.',
        'The 1911 Foxcombe strike won spinners an extra 1s 6d a week, but weavers gained no rise from it.',
        'Low Scarrow Mill was demolished five years after it closed, apart from its engine house, which the '
        'Scouts now use.',
        "After a lightning strike in 1984, Foxcombe Mill's chimney was cut down by 23 metres.",
        'Parties of a dozen or more visitors to the heritage room are asked to book at least a fortnight in '
        'advance.',
    )] + [(B154_MILLTOWN, c, False) for c in (
        'The Foxcombe strike of 1911 lasted eleven weeks and won a weekly rise of one shilling and sixpence for '
        'both spinners and weavers.',
        'The first recorded mill on the River Scarrow was a fulling mill leased to Odo Pellingrave in 1794.',
        'In 1907 the three mills employed 2,140 people, more than two-thirds of them women and girls.',
        'Low Scarrow Mill, a five-storey cotton-spinning mill of 48 bays, was built in 1794 by Hesketh '
        'Quarrendon & Sons.',
        "Foxcombe Mill's 61-metre chimney remained the highest in the county until it was reduced in height in "
        '1984.',
        'The heritage room at High Scarrow Mill opens on the first Sunday of every month of the year.',
        'High Scarrow Mill stood empty for 31 years before being converted into craft workshops in 1998.',
    )],
    'hydrography dept carrowmere': [(B154_HYDRODEPT, c, True) for c in (
        'Tide readings for Carrowmere harbour began 22 years before the Chair of Practical Navigation was '
        'endowed and have never been interrupted since.',
        'Marguerite Calloway-Fenn, the first woman to lead a science department at Carrowmere, was head from the '
        'creation of the Department of Hydrography in 1921 until she retired in 1944.',
        "The department's staff numbers rose by twelve during the Second World War.",
        "In 1988 the Fenn Building's wave tank was extended by 13 metres.",
        'While Idris Mabberley-Quint was head, undergraduate numbers trebled to 120 a year.',
        "For nine years between Ebenezer Thwaite-Morrow's departure and the creation of the Department of "
        'Hydrography, the Chair had no holder.',
        'Among heads who have completed their terms, Hamish Oyelaran-Pryce served the longest, at 26 years.',
    )] + [(B154_HYDRODEPT, c, False) for c in (
        'The first professor, Ebenezer Thwaite-Morrow, had nineteen students in his first session, taught in two '
        'rooms above the university boathouse.',
        'When the department moved to the Fenn Building in 1963, its 55-metre wave tank was the largest in any '
        'university in the country.',
        'The department adopted its present name in 1997, when it absorbed the Coastal Geomorphology group from '
        'the School of Geography.',
        "The research vessel RV Corrie Dunscombe was named after the founder's daughter, a benefactor of the "
        'department who died in 2011.',
        'During the Second World War the department trained some 1,300 naval survey officers on three-month '
        'courses.',
        'Solveig Arbuthnot-Reyne headed the department for 26 years, from 1970 to 1994.',
        'Marguerite Calloway-Fenn was the first woman to head any department at the University of Carrowmere.',
    )],
    'obituary hargreave-tolmie': [(B154_OBITUARY, c, True) for c in (
        'Hargreave-Tolmie was the youngest of the five children of Orrin Tolmie, a blacksmith, and Agnethe '
        'Hargreave, a schoolteacher.',
        'Floods in the winter of 1964 carried away two falsework towers on the Cullendrach Viaduct without '
        'injuring anyone, and the viaduct opened eight months late.',
        'Hargreave-Tolmie was 34 when the Cullendrach Viaduct opened.',
        'The Saltmarrow Footbridge, a 96-metre cable-stayed span dating from 1984, won the Kessel Medal for '
        'design the following year.',
        'He always gave the credit for the Saltmarrow Footbridge to his partner Dagny Ferrand, who sketched its '
        'first design on a restaurant napkin.',
        'He retired in 1996, a quarter of a century after leaving Brundage & Skellow to set up his own practice.',
        'Twelve years after retiring, he led the survey that saved the 1820s Ambry Packhorse Bridge from being '
        'demolished.',
    )] + [(B154_OBITUARY, c, False) for c in (
        'He designed more than forty bridges in the Ostmere region, among them the Cullendrach Viaduct, still '
        'the longest road crossing in the province.',
        "The floods of winter 1964 swept away two falsework towers and delayed the viaduct's opening by eighteen "
        'months.',
        'He founded Tolmie Ferrand Partners with the structural engineer Dagny Ferrand in 1971, and the firm had '
        'grown to 85 staff by 1980.',
        'The Saltmarrow Footbridge, a 96-metre suspension span of 1984, won the Kessel Medal for design in 1985.',
        'He was president of the Ostmere Institution of Engineers in 1988-89, the first president to have '
        'trained at Ostmere Technical College.',
        'He is survived by his wife, Ingrid, their two daughters, Marit and Solenne, and four grandchildren.',
        'He graduated from Ostmere Technical College with first-class honours in 1957, the year of his marriage '
        'to Ingrid Lowesby.',
    )],
    'museum harrowdene valley': [(B154_MUSEUM, c, True) for c in (
        "Founded by the Marlesford Naturalists' Club in 1908, the museum opened to visitors the following June "
        'in two rooms of the Corn Exchange.',
        'The collection stayed in the Corn Exchange for 28 years before moving to Brissenden House.',
        'The borough council ran the museum for 66 years, until an independent charity took over in 2014.',
        "Only about one in twenty of the museum's objects is on display at any given time.",
        'Apart from £800,000, the £2.6 million cost of the Ottoline Gallery was met by a grant from the Regional '
        'Heritage Fund.',
        'Attendance in 2019 was 17,300 higher than in 2018.',
        'The trust depends on the county council for roughly two-fifths of its income.',
    )] + [(B154_MUSEUM, c, False) for c in (
        "The museum was founded in 1908 by the Marlesford Naturalists' Club, whose members had been collecting "
        'fossils, coins and farm tools since the 1860s.',
        'The Quillon Hoard of 214 silver pennies was found by a quarryman in 1863.',
        'Brissenden House was left to the town by Miss Philippa Brissenden-Hoole on condition that it be used as '
        'a museum.',
        "The 'Drowned Village' gallery tells the story of Scarn Ford, which was flooded in 1992 to create the "
        'Harrowdene Reservoir.',
        "The Ottoline Gallery, which opened in April 2019, tripled the museum's exhibition space.",
        'Visitor numbers recovered to 44,000 in 2023, exceeding the previous record set in 2019.',
        'The museum is closed every Monday, including bank holiday Mondays, as well as from 24 to 26 December.',
    )],
    'rowing club fennick': [(B154_ROWING, c, True) for c in (
        'The eleven founders each subscribed two guineas, raising 22 guineas in total towards a four-oared boat.',
        "The club's first race, rowed against the Dray Water Boat Club in August 1864, ended in a three-length "
        'defeat.',
        'Nine boats were lost when the timber boathouse on Mill Stairs burned down in November 1887; its brick '
        'replacement on Tollbar Wharf was built two years later.',
        "The 2004 rebuilding was paid for with £475,000 from a Rivers Sport Foundation grant and members' "
        'fundraising combined.',
        "A Ladies' Section rowed from the boathouse for 31 years before women were admitted as full members.",
        "The club's first national title of any kind was won in 1978 by a women's four at Wrenmarsh Cut.",
        "Between 1990 and 2002 the club's membership fell by more than half.",
    )] + [(B154_ROWING, c, False) for c in (
        "Lemuel Ashbourne-Quaile, the club's first captain, led it to victory over the Dray Water Boat Club in "
        'its first race in August 1864.',
        'The Tollbar Wharf boathouse, designed by Cuthbert Ennals-Gow, cost £1,450, which was raised entirely by '
        "the club's own members.",
        "At the 1913 Lowmarsh Regatta the club's eight won the Founders' Cup, beating the holders, Kelvedge "
        'College, by a length in the final.',
        "Every member of the 1913 Founders' Cup crew was killed in the war of 1914-18, and their names are "
        'carved on an oar above the boathouse door.',
        'Membership, which reached 310 in 1990, has since recovered to that level, including 85 juniors.',
        'The Head of the Reach race is held on the second Saturday of November over a 4.2-mile course from '
        'Culvert Lock to Tollbar Wharf.',
        "The club's annual regatta was first held in 1864, the year of its founding, and now takes place on the "
        'last weekend of June.',
    )],
    'lighthouse skarrow point': [(B154_LIGHTHOUSE, c, True) for c in (
        'A temporary coal-burning light was shown from Skarrow Point for about eighteen years before the '
        'permanent light was first exhibited.',
        'Roughly three and a half years passed between the start of work on the tower in May 1846 and the first '
        'showing of its light.',
        "The new lantern and lens of 1902 extended the light's range by 8 nautical miles.",
        "The tower's diameter narrows by 2.2 metres from its base to the lantern gallery.",
        'The reed-horn fog signal, housed in a separate single-storey building, was in service for 76 years.',
        'Since 2003 the light has come from an LED lantern whose range is four nautical miles shorter than that '
        'of the 1902 lens.',
        "The yard's boundary walls fall within the listing, though the fog-signal house does not.",
    )] + [(B154_LIGHTHOUSE, c, False) for c in (
        'The temporary light was set up after the emigrant ship Marianne Vaux was lost with 137 lives in '
        'December 1831.',
        'Designed by Ignatius Pelborrow-Sand for the Corrisand Harbour Trust, the lighthouse was automated in '
        '1987.',
        'The original fixed white light, produced by 16 oil lamps with reflectors, could be seen for 22 nautical '
        'miles.',
        'The last principal keeper, Ruan Elsworthy-Kemp, left the station on 30 June 1988 after twenty years of '
        'service there.',
        "The first-order lens installed in 1902 still produces the light's white flash every 10 seconds.",
        'The 1902 first-order lens is the only one of its kind surviving in the region.',
        'The granite tower rises 26 metres to the lantern gallery, which is reached by 118 steps.',
    )],
}
