"""Probe batch 90, written by a helper agent that saw neither the code nor an earlier probe (session 55), on six
cited web pages and the encyclopedia sentences that cite them."""
from __future__ import annotations

B90_CHURCH = """St Aldwyn's Church, Hollinbrook - History

A church has stood on the knoll above the River Wendle since at least 1134, when a charter of Abbot Remfrey of
Caddon Priory granted 'the chapel of Holinbroc' to the priory's canons. Nothing of that first timber building
survives. The oldest fabric in the present church is the lower stage of the west tower, built of local greystone
around 1210; the two upper stages and the battlements were added in 1468, paid for by the wool merchant Walter
Pennick, whose merchant's mark can still be seen carved above the west door.

The nave was rebuilt and lengthened by two bays in the 1390s, and the south aisle followed in 1402. The north aisle
was not added until 1857, when the Victorian restoration led by the architect Samuel Orde removed the box pews,
lowered the floor of the chancel by eighteen inches and inserted the present east window, made by the Ashcombe firm
of Treloar & Vance. The restoration cost 2,340 pounds, of which more than half was given by the lord of the manor,
Sir Henry Caldwell.

The ring of bells was augmented from five to eight in 1923 as a memorial to the 31 men of the parish who died in the
First World War; their names are carved on the oak screen beneath the tower.

Vicars

The list of incumbents on the board in the south porch begins with Robert de Lisle, instituted in 1287. Among the
more notable later vicars are:

- Thomas Garbett (1611-1649), who was ejected by Parliament and restored to the living in 1660, dying the
  following year.
- Josiah Wren (1788-1831), an amateur geologist whose collection of fossils from the Wendle quarries is now held by
  the county museum.
- Edmund Hale (1852-1889), who oversaw the Victorian restoration and founded the parish school in 1861.
- Margaret Ossory (1998-2016), the first woman to serve as vicar of Hollinbrook.

The present vicar, the Revd Daniel Fenwick, was licensed in 2017 and also serves the neighbouring parishes of Upper
Caddon and Mells Green.

Visiting

The church is open daily from 9am until dusk. Guided tower tours, which include a view of the bells, run on the
second Saturday of each month from April to September.
"""

B90_LIFEBOAT = """We use cookies to improve your experience on this site. By continuing to browse you agree to our use
of cookies. [Accept] [Manage preferences]

Porthvenna Lifeboat Station - Our Boats and Rescues

Porthvenna lifeboat station was established in 1871 by the Coastal Lifeboat Society after the loss of the schooner
Ellen Maud on the Garrow Ledges, in which six of her crew drowned within sight of the harbour. The first boat, the
Sarah Jewell, was a ten-oared pulling and sailing lifeboat kept in a slipway house on Quay Street that still stands
today and now houses the station shop.

Our boats

- Sarah Jewell (1871-1894), pulling and sailing, 33 ft
- Brothers Amis (1894-1926), pulling and sailing, 35 ft
- City of Landreth (1926-1958), the station's first motor lifeboat, 40 ft
- Kathleen and Roy Tamblyn (1958-1989), motor lifeboat, 44 ft
- Grace Penhallow (1989-2014), 47 ft, the first at the station with a covered wheelhouse
- Spirit of Wenmouth (2014-present), 13 m all-weather lifeboat, funded largely by a legacy from Mrs Doris Kellow
  of Redbury

Since 2002 the station has also operated an inshore lifeboat, currently the inflatable Alfie Rundle, on station
since 2019.

Notable rescues

In January 1907 the Brothers Amis was launched into a north-westerly gale to the steamer Kestrel Queen, aground on
the Garrow Ledges. Coxswain William Pascoe and his crew of twelve took off all 19 people aboard in two trips; Pascoe
was awarded the Society's silver medal.

On 14 November 1962 the Kathleen and Roy Tamblyn stood by the disabled coaster Marten for nine hours before towing
her into Landreth harbour. Coxswain Jack Rowe received a bronze medal.

In August 2021 the inshore lifeboat rescued two kayakers and a swimmer who had been swept out of Polgrain Cove;
helmsman Tasha Mewton received a framed letter of thanks from the Society's chairman.

The station is crewed entirely by volunteers - currently 26, including eight women - and launches on average 40
times a year.

Latest from the shop: Porthvenna 150 tea towels now back in stock!
"""

B90_STRIKER = """Home | Fixtures | Tickets | Club Shop | Academy | Heritage | Contact

HERITAGE - FORMER PLAYERS

Gareth Lowdell
Position: Centre-forward
Born: 3 March 1958, Stanmoor

Gareth Lowdell remains one of the most prolific strikers ever to wear the claret and sky blue of Castlebeck
Athletic. Born in Stanmoor, he was spotted playing for the works team of the Denholm Wire Company and signed
apprentice forms with Orrington City at 16. A strong header of the ball who was also quick over the first few
yards, he was known to supporters as "the Stanmoor Express".

Career record (league only)
- Orrington City, 1975-1979: 61 appearances, 14 goals
- Castlebeck Athletic, 1979-1986: 248 appearances, 112 goals
- Dunmere United, 1986-1988: 54 appearances, 19 goals
- Pellingford Albion (loan), 1988: 7 appearances, 3 goals
- Castlebeck Athletic, 1988-1990: 41 appearances, 9 goals

Castlebeck manager Ron Featherby paid Orrington 85,000 pounds for Lowdell in July 1979, then a club record fee. He
scored on his debut against Kelsham Town and finished his first season as the division's joint top scorer with 24
league goals. His best season came in 1982-83, when his 29 league goals helped Castlebeck win promotion as Third
Division champions.

He was sold to Dunmere for 120,000 pounds in 1986 but returned to Castlebeck in 1988 after a short loan spell at
Pellingford, and retired in 1990 because of a knee injury. His combined 121 league goals for the club stand second
only to Alf Brierley's 138 in the club's all-time list.

After retiring he ran a sports shop in Castlebeck and coached the club's under-18s from 1994 to 2003. He was
inducted into the club's Hall of Fame in 2008, and he still attends home matches as a guest of the former
players' association.

Latest news
- Under-21s draw 2-2 at Wexcombe
- Season ticket renewals open Monday
- Club statement on ground redevelopment
- Matchday programme archive now online
"""

B90_ARCHITECT = """OBITUARIES

Ruth Annerley, architect, born 11 October 1934; died 2 September 2023

Ruth Annerley, who has died aged 88 at her home in Selbridge, designed some of the most admired public buildings in
the region, among them the Wyncote Library and the swimming baths at Thirlby Moss.

Born in Marbury, the younger daughter of a railway signalman, she won a scholarship to Marbury Girls' Grammar School
and in 1953 entered the Northgate School of Architecture, one of only three women in her year. She qualified in 1959
and spent four years in the office of Lionel Gaskin in London before returning north in 1963 to join the county
architect's department under Percy Dunstall.

In 1967 she and her colleague Martin Hebden left to found their own practice, the Annerley Hebden Partnership, in a
converted chapel on Selbridge's Tanner Row. Hebden looked after the business side while Annerley led the design
work. The firm's breakthrough came with the Wyncote Library (1971), whose folded concrete roof won a Civic Design
Award in 1972. It was followed by the Thirlby Moss baths (1976), the Selbridge Magistrates' Court (1981) and more
than forty schools and health centres across the county.

She was appointed OBE in 1989 for services to architecture, and in 1994 became the first woman to be elected
president of the Northern Society of Architects. She retired from the practice in 1999, three years after Hebden's
death, but continued to campaign for the preservation of post-war buildings; her objections helped to save the
Thirlby Moss baths from demolition in 2011, and the building was listed the following year.

Colleagues remembered her as exacting but generous, a designer who would redraw a staircase a dozen times and then
give the credit to the junior who had inked it.

She married the sculptor Owen Pryde in 1962; he died in 2005. She is survived by their son, Tom, a structural
engineer, and by two grandchildren.
"""

B90_GLASSHOUSE = """Wrayfield Botanic Garden - The Palm House

The Palm House at Wrayfield Botanic Garden was designed by the engineer Josiah Kettleby and built in 1868-70 by the
ironfounders Harbottle & Crane of Dunsworth. It cost 9,600 pounds, raised largely by public subscription. The
curvilinear cast-iron and glass structure is 62 metres long and 19 metres high at the central dome, and originally
held more than 8,000 panes of hand-made glass.

The house was heated by coal-fired boilers in a tunnel beneath the central aisle until 1952, when oil burners were
installed. By the 1990s the ironwork was badly corroded, and in 1998 the building was closed to the public after a
section of glazing fell into the Tropical Aisle.

Restoration

After a fundraising campaign led by the Friends of Wrayfield Garden, a 6.2 million pound restoration began in 2015,
funded by a 4.1 million pound grant from the Heritage Restoration Fund, with the remainder from the city council and
private donors. The work was carried out by Pellam Conservation under the direction of the conservation architect
Anita Rosewell. Every one of the 3,400 iron glazing bars was removed and then repaired or recast, and the glass was
replaced with toughened panes of the original size. A biomass boiler, fed with woodchip from the garden's own
arboretum, now heats the house.

The Palm House reopened on 21 May 2018, twenty years after its closure, and received a Regional Heritage Award the
same year. About 1,200 plants were grown on in the garden's nursery during the closure and returned to the house.
The oldest is a sago cycad raised from seed collected in 1871 by the garden's first curator, Edwin Marlowe.

Visiting

The Palm House is open daily from 10am to 4pm (5pm from April to September). Entry is included in the garden
admission of 6 pounds for adults; children under 12 go free. The Palm House is fully accessible to wheelchair
users, and guided tours leave from the west door at 11am on weekdays.
"""

B90_WRECK = """Cullamore Maritime Museum - The Wreck of the Sable Rose

The brig Sable Rose, owned by the Tellhaven merchant house of Corran & Fisk, left Tellhaven on 2 December 1794
bound for the port of Santa Brava with a cargo of woollen cloth, tin ingots and pewter. Three days later, in a
south-easterly storm, she struck the Mardle Rocks off Cullamore Head and sank in about twelve metres of water. Of
the 22 people aboard, only the ship's boy, Samuel Dray, aged 13, and the mate, Hugh Pellow, reached the shore alive.
Captain Jonas Whitlock was among those lost.

The site was forgotten until 1987, when two local divers, Carol Veryan and Mark Ostler, found a cluster of tin
ingots stamped with the mark of the Polwenna smelting house. Over six seasons from 1988 to 1993 the Cullamore
Sub-Aqua Club, working under licence and with advice from the county archaeologist, Dr Philip Ames, recorded the
site and raised more than 700 objects.

The collection

The museum acquired the finds in 1995 with help from a 48,000 pound grant from the National Maritime Heritage
Trust. Highlights on display in the Sable Rose gallery include:

- 37 tin ingots, the heaviest weighing 31 kg;
- the ship's bell, cast in 1789 and inscribed with the vessel's name;
- a pair of brass dividers engraved 'J. W.', believed to have belonged to Captain Whitlock;
- a pewter plate stamped with the maker's mark of Edward Kemble of Tellhaven;
- the sole of a seaman's shoe, still with its buckle.

A silver watch recovered in 1990 is kept in store for conservation reasons and can be viewed by appointment.

Samuel Dray later became a master mariner and, in 1841, harbourmaster of Cullamore. His portrait, lent by his
descendants, hangs at the entrance to the gallery.

Visiting

The museum is open Tuesday to Sunday, 10am to 5pm, and admission is free. School groups are welcome by arrangement.
"""

BATCHES_90: dict[str, list[tuple[str, str, bool]]] = {
    'parish church history page': [(B90_CHURCH, c, True) for c in (
        "The lowest stage of St Aldwyn's west tower dates from around 1210, while its two upper stages and battlements "
        "were added in 1468 at the expense of the wool merchant Walter Pennick.",
        "The church's north aisle was added in 1857 during a Victorian restoration led by Samuel Orde, which also took "
        "out the box pews and installed an east window made by Treloar & Vance.",
        "Sir Henry Caldwell, lord of the manor, paid more than half of the 2,340-pound cost of the 1857 restoration.",
        "In 1923 three bells were added to the church's ring, bringing it to eight, as a memorial to the 31 men of the "
        "parish killed in the First World War.",
        "Thomas Garbett, who became vicar in 1611, was ejected by Parliament, regained the living in 1660 and died in "
        "1661.",
        "Edmund Hale, vicar from 1852 to 1889, oversaw the church's Victorian restoration and in 1861 founded the "
        "parish school.",
        "Margaret Ossory, vicar from 1998 to 2016, was the first woman to hold the post at Hollinbrook, and the "
        "current vicar, Daniel Fenwick, licensed in 2017, also serves two neighbouring parishes.",
    )] + [(B90_CHURCH, c, False) for c in (
        "The nave of St Aldwyn's was rebuilt and extended by two bays in the 1390s, and the south aisle was added in "
        "1412.",
        "Josiah Wren, the vicar and amateur geologist whose fossil collection is now in the county museum, founded "
        "Hollinbrook's parish school in 1861.",
        "The tower's upper stages were paid for in 1468 by the wool merchant Walter Pennick, who is buried beneath the "
        "west door that bears his carved merchant's mark.",
        "The east window inserted during the 1857 restoration was the first stained-glass commission of the Ashcombe "
        "firm of Treloar & Vance.",
        "The ring of bells was increased from five to eight in 1923 as a memorial to the 33 men of the parish who died "
        "in the First World War.",
        "During the 1857 restoration the chancel floor was lowered by eighteen inches in order to uncover the "
        "foundations of the medieval chapel.",
        "Thomas Garbett, ejected from the living by Parliament, was restored to it in 1660 and served for a further "
        "decade.",
    )],
    'lifeboat station boats and rescues': [(B90_LIFEBOAT, c, True) for c in (
        "Porthvenna lifeboat station was founded in 1871 following the wreck of the schooner Ellen Maud on the Garrow "
        "Ledges, in which six crew members drowned.",
        "The station's first lifeboat, the ten-oared Sarah Jewell, was housed in a slipway house on Quay Street that "
        "survives and is now used as the station shop.",
        "The City of Landreth, in service from 1926 to 1958, was the first motor lifeboat at Porthvenna.",
        "In January 1907 coxswain William Pascoe and a crew of twelve rescued all 19 people from the grounded steamer "
        "Kestrel Queen in two trips, for which Pascoe received the Society's silver medal.",
        "In November 1962 the Kathleen and Roy Tamblyn stood by the disabled coaster Marten for nine hours before "
        "towing her to Landreth harbour, and coxswain Jack Rowe was awarded a bronze medal.",
        "The station's current all-weather lifeboat, the 13-metre Spirit of Wenmouth, entered service in 2014 and was "
        "largely paid for by a legacy from Doris Kellow of Redbury.",
        "Porthvenna has run an inshore lifeboat alongside its all-weather boat since 2002, and all 26 of its current "
        "crew are volunteers.",
    )] + [(B90_LIFEBOAT, c, False) for c in (
        "Porthvenna lifeboat station was founded in 1871 after the schooner Ellen Maud was lost on the Garrow Ledges "
        "with the drowning of seven of her crew.",
        "Coxswain Jack Rowe received the Society's silver medal for rescuing all 19 people aboard the steamer Kestrel "
        "Queen in January 1907.",
        "The 47 ft Grace Penhallow, in service from 1989 to 2014, was the first Porthvenna lifeboat to be fitted with "
        "radar.",
        "The station's inshore lifeboat, the inflatable Alfie Rundle, has been on station since 2017.",
        "In November 1962 the Kathleen and Roy Tamblyn towed the coaster Marten, disabled by an engine fire, into "
        "Landreth harbour after standing by her for nine hours.",
        "In August 2021 helmsman Tasha Mewton was awarded the Society's bronze medal for rescuing two kayakers and a "
        "swimmer swept out of Polgrain Cove.",
        "The Brothers Amis, a 35 ft pulling and sailing lifeboat, served Porthvenna for 36 years before being replaced "
        "by the City of Landreth.",
    )],
    'football club former striker profile': [(B90_STRIKER, c, True) for c in (
        "Gareth Lowdell, a centre-forward born in Stanmoor in 1958, joined Orrington City as an apprentice at 16 and "
        "went on to score 14 goals in 61 league games for them.",
        "Castlebeck Athletic signed Lowdell from Orrington City in July 1979 for 85,000 pounds, at the time a club "
        "record.",
        "Lowdell scored on his Castlebeck debut against Kelsham Town and ended that first season sharing the "
        "division's top-scorer position with 24 league goals.",
        "Lowdell's 29 league goals in the 1982-83 season helped Castlebeck to promotion as Third Division champions.",
        "Across two spells at Castlebeck Athletic, Lowdell scored 121 league goals, a club record surpassed only by "
        "Alf Brierley's 138.",
        "Over his whole career Lowdell scored 157 league goals in 411 league appearances.",
        "After his playing days Lowdell ran a sports shop in Castlebeck, coached the club's under-18 side from 1994 to "
        "2003 and entered its Hall of Fame in 2008.",
    )] + [(B90_STRIKER, c, False) for c in (
        "Dunmere United bought Lowdell from Castlebeck for 150,000 pounds in 1986.",
        "Castlebeck manager Alf Brierley paid Orrington City a club-record 85,000 pounds for Lowdell in July 1979.",
        "Lowdell left Castlebeck for Dunmere United in 1986 following a dispute with manager Ron Featherby.",
        "In 2008 Lowdell became the first player to be inducted into Castlebeck Athletic's Hall of Fame.",
        "Lowdell returned to Castlebeck in 1988 after a loan spell at Pellingford Albion and retired in 1991 because "
        "of a knee injury.",
        "Lowdell marked his Castlebeck debut against Kelsham Town with a hat-trick and finished the season as the "
        "division's joint top scorer with 24 league goals.",
        "Spotted playing for the works team of the Denholm Wire Company, Lowdell signed apprentice forms with Dunmere "
        "United at the age of 16.",
    )],
    'regional newspaper architect obituary': [(B90_ARCHITECT, c, True) for c in (
        "Ruth Annerley, born in Marbury in 1934 as the daughter of a railway signalman, died at her home in Selbridge "
        "in 2023 at the age of 88.",
        "After qualifying in 1959 Annerley worked for four years in Lionel Gaskin's London office, then in 1963 joined "
        "the county architect's department under Percy Dunstall.",
        "In 1967 Annerley and Martin Hebden set up the Annerley Hebden Partnership in a former chapel on Tanner Row in "
        "Selbridge, with Annerley leading design and Hebden running the business.",
        "The Wyncote Library of 1971, known for its folded concrete roof, won a Civic Design Award in 1972 and marked "
        "the practice's breakthrough.",
        "Annerley, appointed OBE in 1989, became in 1994 the first woman elected president of the Northern Society of "
        "Architects.",
        "Annerley retired in 1999, Hebden having died in 1996, but her later campaigning helped save the Thirlby Moss "
        "baths, which were listed in 2012.",
        "She was married from 1962 to the sculptor Owen Pryde, who died in 2005, and their son Tom became a structural "
        "engineer.",
    )] + [(B90_ARCHITECT, c, False) for c in (
        "Annerley entered the Northgate School of Architecture in 1953, one of three women in her year, and qualified "
        "in 1958.",
        "At the Annerley Hebden Partnership, Hebden led the design work while Annerley looked after the business side.",
        "The Thirlby Moss swimming baths, completed by Annerley's practice in 1976, won a Civic Design Award.",
        "Annerley was the first woman to qualify as an architect from the Northgate School of Architecture.",
        "Besides its major civic buildings, the Annerley Hebden Partnership designed more than fifty schools and "
        "health centres across the county.",
        "Annerley left the county architect's department in 1967 after being passed over for promotion and founded her "
        "own practice with Martin Hebden.",
        "Annerley is survived by her son Tom, a structural engineer, by two grandchildren and by her husband, the "
        "sculptor Owen Pryde.",
    )],
    'botanic garden restored palm house': [(B90_GLASSHOUSE, c, True) for c in (
        "Wrayfield's Palm House, designed by the engineer Josiah Kettleby, was built between 1868 and 1870 by the "
        "Dunsworth ironfounders Harbottle & Crane.",
        "The cast-iron and glass Palm House is 62 metres long and rises to 19 metres at its central dome.",
        "The Palm House was heated by coal-fired boilers in a tunnel under its central aisle until oil burners "
        "replaced them in 1952.",
        "Closed in 1998 after part of its glazing fell into the Tropical Aisle, the Palm House stayed shut for twenty "
        "years until it reopened in May 2018.",
        "Of the 6.2 million pounds spent on the restoration begun in 2015, 4.1 million came from the Heritage "
        "Restoration Fund and the remaining 2.1 million from the city council and private donors.",
        "The restoration, carried out by Pellam Conservation under conservation architect Anita Rosewell, repaired or "
        "recast all 3,400 iron glazing bars and reglazed the house with toughened panes of the original size.",
        "The restored Palm House is heated by a biomass boiler burning woodchip from the garden's arboretum, and it "
        "won a Regional Heritage Award in the year it reopened.",
    )] + [(B90_GLASSHOUSE, c, False) for c in (
        "The Palm House was built in 1868-70 at a cost of 6,900 pounds, raised largely by public subscription.",
        "The Palm House restoration was funded chiefly by a 4.1 million pound contribution from the Friends of "
        "Wrayfield Garden.",
        "Because of coal shortages, the Palm House's coal-fired boilers were replaced with oil burners in 1952.",
        "The Palm House at Wrayfield, the largest Victorian glasshouse in the region, was designed by the engineer "
        "Josiah Kettleby.",
        "The Palm House reopened in May 2018 after a 6.2 million pound restoration and received a Regional Heritage "
        "Award the following year.",
        "The oldest plant in the Palm House is a sago cycad grown from seed that the garden's first curator, Edwin "
        "Marlowe, gathered on a plant-hunting expedition in 1871.",
        "Entry to the Palm House is included in the garden's adult admission of 6 pounds, and children under 16 are "
        "admitted free.",
    )],
    'maritime museum shipwreck page': [(B90_WRECK, c, True) for c in (
        "The Sable Rose, a brig owned by Corran & Fisk of Tellhaven, sank off Cullamore Head in December 1794, three "
        "days after sailing for Santa Brava with cloth, tin and pewter.",
        "Only two of the 22 people aboard survived the wreck: the 13-year-old ship's boy Samuel Dray and the mate Hugh "
        "Pellow.",
        "The wreck site was rediscovered in 1987 when the divers Carol Veryan and Mark Ostler came upon tin ingots "
        "bearing the mark of the Polwenna smelting house.",
        "Between 1988 and 1993 the Cullamore Sub-Aqua Club recorded the site under licence over six seasons and "
        "brought up more than 700 objects.",
        "With the help of a 48,000-pound grant from the National Maritime Heritage Trust, the Cullamore Maritime "
        "Museum acquired the finds in 1995.",
        "The ship's bell on display at the museum, inscribed with the vessel's name, was cast five years before the "
        "Sable Rose was wrecked.",
        "Samuel Dray, one of the two survivors, went on to become a master mariner and in 1841 was harbourmaster of "
        "Cullamore.",
    )] + [(B90_WRECK, c, False) for c in (
        "The Sable Rose struck the Mardle Rocks off Cullamore Head in a north-westerly storm and sank in about twelve "
        "metres of water.",
        "Hugh Pellow, the mate of the Sable Rose and one of its two survivors, later became harbourmaster of Cullamore "
        "in 1841.",
        "The museum displays 37 tin ingots from the Sable Rose, the heaviest of which weighs 34 kg.",
        "A silver watch recovered from the wreck in 1990 is displayed in the museum's Sable Rose gallery alongside the "
        "ship's bell.",
        "Three days out of Tellhaven, the Sable Rose struck the Mardle Rocks after her anchor cable parted in a "
        "south-easterly storm.",
        "The pewter plate recovered from the wreck is the only known surviving piece stamped with the mark of Edward "
        "Kemble of Tellhaven.",
        "The Cullamore Maritime Museum acquired the finds from the Sable Rose in 1993 with a 48,000-pound grant from "
        "the National Maritime Heritage Trust.",
    )],
}
