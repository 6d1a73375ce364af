"""Probe batch 121, written by a helper agent that saw neither the code nor an earlier probe \
(session 58), on six cited web pages and the encyclopedia sentences that cite them."""
from __future__ import annotations

B121_LIGHTHOUSE = (
    "Skerrowan Point Lighthouse: A History\n\n"
    "A light at Skerrowan Point was first proposed in 1838 by the Varnock Harbour Trust, after the brig Maid of "
    "Colloway was wrecked on Skerrowan Reef with the loss of eleven of her crew. Work did not start until 1846, "
    "when the engineer Aldous Prenderby drew up plans for a granite tower 31 metres high. The stone was quarried "
    "at Tullagh Fell and brought to the point by sea, and the light was first shown on 14 October 1849.\n\n"
    "The original apparatus consisted of twelve Argand burners, fuelled by colza oil and set in front of polished "
    "reflectors. In 1871 the Trust replaced them with a first-order lens made by the Braddow Glassworks of "
    "Lensford, bought for \u00a31,240. Paraffin replaced colza oil in 1883, and a pressurised vapour burner was "
    "fitted in 1912. Mains electricity reached the station only in 1957, when a cable was laid from the village "
    "of Carrowmore, four kilometres inland.\n\n"
    "The keepers\n"
    "The first principal keeper was Josiah Tarrant, a former ship's carpenter from Varnock, who served from 1849 "
    "until his death in 1867. His assistant, Edwin Mallory, succeeded him and held the post for twenty-two years. "
    "The longest-serving principal keeper was Robert Quayle, in charge from 1903 to 1936. In the great storm of "
    "January 1925, when the roofs were torn from the keepers' cottages, Quayle and his two assistants kept the "
    "light burning for three nights, and in 1926 the Trust awarded him its Silver Lantern medal.\n\n"
    "Automation\n"
    "The station was automated on 2 May 1989. The last three keepers, principal keeper Dennis Ormsby and "
    "assistant keepers Colin Marrable and Peter Vantrey, left the point that week, and the light has since been "
    "monitored from the Trust's control room in Varnock. The fog signal, a diaphone installed in 1928, was "
    "switched off at automation and removed in 2001.\n\n"
    "Visiting\n"
    "The former keepers' cottages were leased to the Skerrowan Heritage Group in 1994 and opened as a small "
    "museum in 1997. The tower is open to visitors on summer weekends, and the climb to the lantern gallery is "
    "142 steps."
)

B121_CHAPEL = (
    "Home | About Us | Services | Our History | Hire the Hall | Contact | Donate\n\n"
    "Our History\n\n"
    "Tanfield Road Chapel in Kellingbrook was opened in 1834 by a congregation that had met for the previous ten "
    "years in a weaver's loft on Mill Lane. The building was designed by the local builder Samuel Corrie, cost "
    "\u00a3860 and seated 420 people. It was enlarged in 1868, when galleries were added on three sides, raising "
    "the seating to 610.\n\n"
    "Ministers\n"
    "The first minister, the Rev. Thomas Penhallow, served from 1834 to 1851. His successor, the Rev. Josiah "
    "Birtle (1852-1880), oversaw the enlargement of the building and founded the Sunday school in 1859. In 1974 "
    "the congregation called the Rev. Eleanor Mawdsley, the chapel's first woman minister, who stayed until her "
    "retirement in 1996. The present minister, the Rev. Daniel Okoro-Finch, came to Tanfield Road in 2015 and "
    "also serves the congregation at Saltley Green.\n\n"
    "The organ\n"
    "The organ was built in 1887 by Harker & Lund of Dunmere, with two manuals and 18 stops. It was the gift of "
    "the mill owner Henry Ashcombe, in memory of his wife Clara. The same firm rebuilt it in 1952, replacing the "
    "hand-pumped bellows with an electric blower, and it was overhauled again in 2009 at a cost of \u00a348,000.\n\n"
    "Restoration appeals\n"
    "In 1978 dry rot was discovered in the gallery timbers. An appeal led by the minister, Mrs Mawdsley, raised "
    "\u00a322,500 in eighteen months, and the galleries reopened in 1980. A second appeal was launched in 2019, "
    "after a gale stripped slates from the roof. It has so far raised \u00a3131,000 towards its target of "
    "\u00a3175,000, including a grant of \u00a360,000 from the Pennard Heritage Fund. Work on the roof began in "
    "March 2022; the repair of the front windows will follow in the next phase.\n\n"
    "Latest news\n"
    "- Harvest supper, Saturday 5 October, 6.30pm\n"
    "- Coffee morning raises \u00a3412 for Kellingbrook food bank\n"
    "- Choir rehearsals move to Thursday evenings\n\n"
    "We use cookies to improve your experience on this site. By continuing to browse you agree to our use of "
    "cookies. Accept | More info"
)

B121_SHOW = (
    "The Brackenshire County Show: Our Story\n\n"
    "The first show of the Brackenshire Agricultural Society was held in September 1852 on Glebe Meadow at "
    "Ashworth, a field lent by the farmer William Dunsmoor. It drew about 1,900 visitors and 214 entries, most "
    "of them cattle and sheep.\n\n"
    "Showgrounds\n"
    "For its first half-century the show moved between the county's market towns, taking turns at Ashworth, "
    "Kelbridge and Marlow Cross. In 1903 the society bought a permanent site of 48 acres at Fennick Park, north "
    "of Kelbridge, for \u00a33,600. The show remained there until 1974, when the building of the Kelbridge bypass "
    "took part of the ground, and it then moved to its present home at Hawley Down, 110 acres leased from the "
    "Orrin estate. A new main ring and grandstand were built at Hawley Down in 1996.\n\n"
    "Presidents\n"
    "The society elects a new president every year, usually a landowner or a leading breeder. Notable "
    "presidents include the shorthorn breeder Margaret Ellery (1921), the first woman to hold the office; the "
    "grassland scientist Dr Walter Hoskyns (1958), who started the show's grassland competition; and the "
    "cheesemaker Ruth Penhale (2019), whose year saw the opening of the new food hall.\n\n"
    "Attendance\n"
    "Attendance grew from about 9,000 in 1900 to 31,000 in 1938. The show was cancelled during the Second World "
    "War, from 1940 to 1945, in 1967 because of an outbreak of foot-and-mouth disease, and again in 2020. Having "
    "been a two-day event since 1911, it was extended to three days in 2008, and in 2012 it set its attendance "
    "record of 68,400. The 2023 show drew 61,250 visitors and more than 5,000 livestock entries, and the 2024 "
    "show will be held from 17 to 19 July.\n\n"
    "The show today\n"
    "The show is now run by a staff of six and some 400 volunteers. Its classes cover cattle, sheep, pigs, "
    "goats and heavy horses as well as produce, crafts and the county's young farmers' competitions, and the "
    "grand parade of champion livestock closes each day in the main ring."
)

B121_FOUNDRY = (
    "Garside Bell Foundry: Our History\n\n"
    "The foundry was established in 1761 by the brothers Abel and Jonas Garside, who had learned their trade "
    "under the bellfounder Nathaniel Prowse at Easterby. They built their first furnace in a yard on Coppergate "
    "Lane, Thornhamley, and in 1763 cast their first complete ring, six bells for Holy Trinity church at "
    "Lowmoor.\n\n"
    "After Abel died in 1789, Jonas ran the business on his own until his son Matthew joined him in 1795. Under "
    "Matthew the foundry moved in 1812 to larger premises at Riverside Wharf, where bells could be loaded "
    "straight on to canal boats. Matthew's grandson Samuel Garside introduced the tuning lathe to the works in "
    "1879, and from then on every bell was tuned on site.\n\n"
    "Fire\n"
    "Twice the foundry has been badly damaged by fire. In 1847 a blaze that began in the drying loft destroyed "
    "the pattern store and most of the firm's early records. On the night of 9 February 1931 the moulding shop "
    "burned down, taking with it the part-finished tenor bell for Ravenholt Minster; the bell was recast the "
    "following year.\n\n"
    "Bells cast\n"
    "The largest bell ever made at Thornhamley is 'Great Aldith', the 6.2-tonne hour bell cast in 1884 for "
    "Ravenholt Town Hall. In all the foundry has cast more than 9,000 bells, among them complete rings for 340 "
    "churches at home and abroad. Its heaviest ring, twelve bells with a tenor of 2.4 tonnes, was cast in 1966 "
    "for the cathedral at Port Elwyn.\n\n"
    "Later years\n"
    "In 1958 the Garside family sold the business to Thomas Redvers, works manager since 1946, and his "
    "descendants ran it until 2017. In that year it was bought by the Ringers' Heritage Trust, a charity, which "
    "restored the 1812 buildings and reopened the foundry in 2019. Today it casts around 60 bells a year and "
    "offers guided tours on Wednesdays and Saturdays."
)

B121_CLUB = (
    "Fellbeck Hill Walking Club: About the Club\n\n"
    "The club was founded on 3 March 1927 at a meeting in the Drovers' Rest inn, Fellbeck, called by eleven "
    "walkers led by the schoolmaster Arthur Penrose and the railway clerk Edith Coldwell. Penrose became the "
    "first president and Coldwell the first secretary, an office she kept until 1951. Membership rose from 34 "
    "at the end of the first year to 210 by 1939.\n\n"
    "Huts\n"
    "The club's first hut was a former shepherd's bothy at Scarth Ghyll in the Harrowdale valley, rented from "
    "the Blakeley estate in 1932 and rebuilt by members over three summers; it sleeps 14. In 1964 the club "
    "bought Tarn Cottage at Low Ennerby, which sleeps 20, using a legacy from its former president Harold "
    "Vickerstaff. A third hut, at Glen Durran in the northern hills, opened in 1988 but was sold in 2010, when "
    "the club could no longer find enough volunteers to look after it.\n\n"
    "Expeditions\n"
    "The first overseas meet went to the Valtoren range in 1936. In 1955 four members led by Douglas Fairlie "
    "made the first ascent of Kesh Tarin (5,870 m) in the Haldor Range, a climb described in Fairlie's book "
    "White Shoulder (1957). The 1978 expedition to the Pirsal Mountains, led by Jean Ackroyd, mapped some 60 km "
    "of unsurveyed valleys but turned back 300 metres below the summit of Mount Orvash after Tom Kellet broke "
    "his leg. For its 75th anniversary in 2002 the club walked a 300-mile relay from Fellbeck to the coast at "
    "Saltness, with more than 150 members taking part.\n\n"
    "The club today\n"
    "The club now has about 480 members and runs more than 100 walks a year, from gentle valley rambles to "
    "winter climbs. Newcomers are welcome to come on three walks before deciding whether to become members, "
    "and the annual dinner is held each November in Fellbeck."
)

B121_PIER = (
    "Skip to main content\n"
    "Home | Visit | What's On | Hire the Pier | Our Story | Support Us | Shop\n\n"
    "Our Story\n\n"
    "Saltmouth Pier opened on 24 July 1869. Designed by the engineer Frederick Hollins and built for the "
    "Saltmouth Pier Company at a cost of \u00a318,500, it ran 1,020 feet out to sea on cast-iron piles. A "
    "pavilion was added at the seaward end in 1894.\n\n"
    "Owners\n"
    "The company ran the pier until 1921, when it sold it to Saltmouth Borough Council for \u00a332,000. The "
    "council sold it in 1986 to Brightwell Leisure, a firm owned by the businessman Leonard Carraway, who built "
    "an amusement arcade at the shore end. When Brightwell went into administration in 2004, the pier was "
    "bought for \u00a31 by the Saltmouth Pier Trust, a community group formed two years earlier to save it.\n\n"
    "Storms and rebuilds\n"
    "In the great gale of December 1882 the collier brig Jane Tolley was driven through the structure, cutting "
    "the pier in two and carrying away 180 feet of decking; the gap was rebuilt in 1884. Fire destroyed the "
    "pavilion in 1937, and it was replaced in 1939 by the Ocean Ballroom. In 1940 a 200-foot section of the "
    "neck was removed by the army to prevent the pier being used as a landing stage, and it was not restored "
    "until 1951.\n\n"
    "The worst damage came in the storm of 11 January 2014, when the seaward end collapsed and took the Ocean "
    "Ballroom with it. The Trust raised \u00a33.1 million for the rebuilding, \u00a32.2 million of it from the "
    "Shoreline Renewal Fund, and the pier reopened along its whole length in 2019. The ballroom was not "
    "replaced, and the new seaward platform is 60 feet shorter than the old one, leaving the pier 960 feet "
    "long.\n\n"
    "Opening times: daily 9am to dusk. Dogs on leads welcome. Cycling is not permitted on the deck.\n\n"
    "This website uses cookies. Accept all | Reject non-essential | Settings"
)

BATCHES_121: dict[str, list[tuple[str, str, bool]]] = {
    'lighthouse history with keepers and automation': [(B121_LIGHTHOUSE, c, True) for c in (
        'Skerrowan Point Lighthouse, a 31-metre granite tower designed by Aldous Prenderby, was first lit in '
        'October 1849, eleven years after the Varnock Harbour Trust had proposed it.',
        'The light was proposed after the brig Maid of Colloway was wrecked on Skerrowan Reef, a disaster in '
        'which eleven of her crew died.',
        "In 1871 the station's twelve colza-oil Argand burners were replaced by a first-order lens from the "
        'Braddow Glassworks of Lensford, which cost the Trust \u00a31,240.',
        'Edwin Mallory, formerly assistant to the first principal keeper Josiah Tarrant, succeeded him in 1867 '
        'and remained in the post until 1889.',
        "Robert Quayle, principal keeper from 1903 to 1936, received the Trust's Silver Lantern medal after he "
        'and his two assistants kept the light going for three nights during a storm in January 1925.',
        'Mains electricity reached the lighthouse in 1957 through a cable laid from Carrowmore, a village four '
        'kilometres inland.',
        'After the station was automated in May 1989 the light was monitored from Varnock, and the former '
        "keepers' cottages opened as a museum eight years later.",
    )] + [(B121_LIGHTHOUSE, c, False) for c in (
        'Built of granite quarried at Tullagh Fell, the Skerrowan Point light was first shown on 14 October '
        '1846.',
        'Josiah Tarrant, a former ship\'s carpenter from Varnock, was principal keeper from 1849 until his '
        'retirement in 1867.',
        "In the storm of January 1925, when the keepers' cottages lost their roofs, principal keeper Edwin "
        'Mallory and his two assistants kept the light burning for three nights.',
        'Paraffin replaced colza oil at Skerrowan Point in 1883, and in 1912 it became the first lighthouse in '
        'the region to be fitted with a pressurised vapour burner.',
        'The fog signal, a diaphone installed in 1928, was removed in 1989 when the station was automated.',
        'When the station was automated on 2 May 1989, its last four keepers, led by principal keeper Dennis '
        'Ormsby, left the point that week.',
        'Work on the tower did not begin until 1846, eight years after it was proposed, because the Varnock '
        'Harbour Trust could not raise the money sooner.',
    )],
    'chapel history with ministers, organ and appeals': [(B121_CHAPEL, c, True) for c in (
        'Tanfield Road Chapel in Kellingbrook, designed by the builder Samuel Corrie, opened in 1834 with seats '
        'for 420, a figure raised to 610 when galleries were added in 1868.',
        "Before the chapel was built, its congregation had met for ten years in a weaver's loft on Mill Lane.",
        "The Rev. Josiah Birtle, minister from 1852 to 1880, founded the chapel's Sunday school and oversaw the "
        'addition of its galleries.',
        "Eleanor Mawdsley, the chapel's first woman minister, served for 22 years from 1974 and led an appeal "
        'that raised \u00a322,500 after dry rot was found in the gallery timbers.',
        'The two-manual organ by Harker & Lund of Dunmere was given in 1887 by the mill owner Henry Ashcombe in '
        'memory of his wife Clara, and the same firm rebuilt it in 1952 with an electric blower.',
        'The roof appeal launched in 2019 has so far raised \u00a3131,000, leaving it \u00a344,000 short of its '
        'target.',
        'Daniel Okoro-Finch, minister at Tanfield Road since 2015, also serves a congregation at Saltley Green.',
    )] + [(B121_CHAPEL, c, False) for c in (
        'Built for \u00a3680 to designs by Samuel Corrie, Tanfield Road Chapel opened in 1834 with seating for '
        '420.',
        "The Rev. Thomas Penhallow, the chapel's first minister, founded its Sunday school in 1859.",
        'The 18-stop organ built by Harker & Lund in 1887 was the largest instrument in any Kellingbrook chapel.',
        'The organ was overhauled in 2009 at a cost of \u00a348,000, paid for by a grant from the Pennard '
        'Heritage Fund.',
        "The Rev. Eleanor Mawdsley, called in 1974, was the chapel's first woman minister and also its "
        'longest-serving, remaining until 1996.',
        'The second restoration appeal was launched in 2019 after dry rot was discovered in the roof timbers.',
        'Work on the chapel roof began in March 2022, after the repair of the front windows had been completed.',
    )],
    'county agricultural show showgrounds and presidents': [(B121_SHOW, c, True) for c in (
        'First held in September 1852 on a field at Ashworth lent by the farmer William Dunsmoor, the show '
        'attracted around 1,900 visitors and 214 entries.',
        'In 1903 the Brackenshire Agricultural Society paid \u00a33,600 for a permanent 48-acre showground at '
        'Fennick Park, which it used until 1974.',
        'Since 1974 the show has been held at Hawley Down, a 110-acre site leased from the Orrin estate, after '
        'the Kelbridge bypass took part of its previous ground.',
        "Margaret Ellery, a shorthorn breeder, became the society's first woman president in 1921.",
        "Dr Walter Hoskyns, the society's president in 1958, introduced the show's grassland competition.",
        'The show, which became a three-day event in 2008, recorded its highest attendance, 68,400, four years '
        'later.',
        'Attendance at the show more than tripled between 1900 and 1938, rising from about 9,000 to 31,000.',
    )] + [(B121_SHOW, c, False) for c in (
        'The first Brackenshire show was held in September 1852 at Kelbridge, drawing about 1,900 visitors and '
        '214 entries.',
        "Hawley Down, the show's home since 1974, is a 110-acre site that the society bought from the Orrin "
        'estate.',
        "The cheesemaker Ruth Penhale, president in 2019, was the society's second woman president.",
        'The show was cancelled in 1967 and again in 2020 because of outbreaks of foot-and-mouth disease.',
        'The show became a three-day event in 2012, the year it set its attendance record of 68,400.',
        "The show's new food hall opened in 1958, during the presidency of the grassland scientist Dr Walter "
        'Hoskyns.',
        'Apart from the war years of 1940 to 1945, the show was held every year between 1852 and 2019.',
    )],
    'bell foundry founders, bells and fires': [(B121_FOUNDRY, c, True) for c in (
        'The Garside Bell Foundry was set up at Thornhamley in 1761 by the brothers Abel and Jonas Garside, who '
        'had been trained by the bellfounder Nathaniel Prowse.',
        "The brothers' first complete ring, of six bells, was cast two years after the foundry was founded, for "
        'Holy Trinity church at Lowmoor.',
        "Jonas Garside, who ran the foundry alone for six years after his brother's death in 1789, was joined "
        'by his son Matthew, under whom the works moved to Riverside Wharf in 1812.',
        "A fire in 1847, which started in the drying loft, destroyed the foundry's pattern store and most of "
        'its early records.',
        "The foundry's largest bell, the 6.2-tonne Great Aldith, was cast in 1884 as the hour bell of Ravenholt "
        'Town Hall.',
        'The tenor bell for Ravenholt Minster, lost when the moulding shop burned down in February 1931, was '
        'recast in 1932.',
        "Bought in 2017 by the charity Ringers' Heritage Trust, the foundry reopened two years later after its "
        '1812 buildings were restored, and it now casts about 60 bells a year.',
    )] + [(B121_FOUNDRY, c, False) for c in (
        "Abel Garside's son Matthew joined the business in 1795 and moved it to Riverside Wharf in 1812.",
        'Samuel Garside, the son of Matthew Garside, introduced the tuning lathe to the works in 1879.',
        "The foundry's heaviest ring, twelve bells with a 2.4-tonne tenor, was cast in 1966 for the cathedral "
        'at Port Elwyn and was the first ring of twelve the firm had made.',
        'The 1931 fire, which began in the drying loft, destroyed the moulding shop and a part-finished tenor '
        'for Ravenholt Minster.',
        'The foundry has cast more than 9,000 bells, including complete rings for 430 churches at home and '
        'abroad.',
        'Thomas Redvers, the works manager, bought the foundry from the Garside family in 1946.',
        'Great Aldith, the 6.2-tonne hour bell cast in 1884 for Ravenholt Town Hall, was damaged in the 1931 '
        'fire and recast the following year.',
    )],
    'hill walking club founders, huts and expeditions': [(B121_CLUB, c, True) for c in (
        'The Fellbeck Hill Walking Club was founded at the Drovers\' Rest in Fellbeck in March 1927, with the '
        'schoolmaster Arthur Penrose as its first president.',
        'Edith Coldwell, a railway clerk who helped found the club, served as its first secretary for some 24 '
        'years.',
        "By 1939 the club's membership had grown to 210, from 34 at the end of its first year.",
        "The club's Scarth Ghyll hut, a former shepherd's bothy in Harrowdale rented from the Blakeley estate "
        'in 1932, was rebuilt by members and sleeps 14.',
        'Tarn Cottage at Low Ennerby, bought by the club in 1964, was paid for with a legacy from former '
        'president Harold Vickerstaff.',
        'In 1955 a four-member party led by Douglas Fairlie made the first ascent of the 5,870-metre Kesh '
        'Tarin, which Fairlie described in his 1957 book White Shoulder.',
        'The club marked its 75th anniversary with a 300-mile relay walk from Fellbeck to Saltness in which more '
        'than 150 members took part.',
    )] + [(B121_CLUB, c, False) for c in (
        "Arthur Penrose, the club's first president, also served as its first secretary until 1951.",
        'The club sold its Glen Durran hut, opened in 1988, in 2010 to pay for repairs to Tarn Cottage.',
        'Bought in 1964 with a legacy from Harold Vickerstaff, Tarn Cottage at Low Ennerby sleeps 24.',
        'The 1978 Pirsal Mountains expedition, led by Jean Ackroyd, mapped some 60 km of unsurveyed valleys and '
        'reached the summit of Mount Orvash.',
        "The club's first overseas meet, to the Valtoren range in 1936, was led by Douglas Fairlie.",
        "Douglas Fairlie's book White Shoulder, published in 1955, described the first ascent of Kesh Tarin.",
        'Founded in 1927, the club now has about 480 members, making it the largest walking club in the region.',
    )],
    'seaside pier owners, storms and rebuilds': [(B121_PIER, c, True) for c in (
        'Saltmouth Pier, designed by Frederick Hollins, opened in July 1869, having been built for the '
        'Saltmouth Pier Company for \u00a318,500.',
        'The Saltmouth Pier Company owned the pier for more than half a century before selling it to the '
        'borough council in 1921 for \u00a332,000.',
        'Leonard Carraway, whose firm Brightwell Leisure bought the pier from the council in 1986, built an '
        'amusement arcade at its shore end.',
        'After Brightwell Leisure went into administration in 2004, the pier was sold for \u00a31 to the '
        'Saltmouth Pier Trust, a community group set up in 2002.',
        'In December 1882 the collier brig Jane Tolley was driven through the pier in a gale, carrying away 180 '
        'feet of decking that was rebuilt two years later.',
        'The Ocean Ballroom, which in 1939 replaced a pavilion destroyed by fire two years earlier, was lost '
        "when the pier's seaward end collapsed in a storm in January 2014.",
        'Of the \u00a33.1 million raised by the trust to rebuild the pier after the 2014 storm, \u00a32.2 '
        'million came from the Shoreline Renewal Fund.',
    )] + [(B121_PIER, c, False) for c in (
        'Saltmouth Pier opened in 1869 and ran 1,020 feet out to sea, making it the longest pier on that coast.',
        'In 1921 the Saltmouth Pier Company sold the pier to the borough council for \u00a318,500.',
        "A 200-foot section of the pier's neck was removed by the army in 1940 and restored in 1946.",
        'The Ocean Ballroom was rebuilt on the new seaward platform when the pier reopened in 2019.',
        'Fire destroyed the Ocean Ballroom in 1937, and it was replaced in 1939 by a new pavilion.',
        'The Saltmouth Pier Trust, which bought the pier for \u00a31 in 2004, was founded by Leonard Carraway.',
        'Since its rebuilding the pier has been 960 feet long, 80 feet shorter than when it opened.',
    )],
}
