"""Probe batch 94, written by a helper agent that saw neither the code nor an earlier probe (session 55), on six
cited web pages and the encyclopedia sentences that cite them."""

from __future__ import annotations

B94_CRICKET = (
    'Home | Fixtures | Membership | Shop | History | Contact\n\n'
    'Tamsford Road Ground: Our History\n\n'
    'The Tamsford Road Ground has been the home of Wendmoor County Cricket Club since 1887, when the '
    'club moved from its first base at Pilling Meadow on the edge of the town. The land was leased from '
    'the Ashgrove Brewery, whose chairman, Edmund Clarrow, had captained the club in the 1870s. The '
    'brewery sold the freehold to the club in 1923 for £4,800, a sum raised largely through a public '
    'subscription organised by the club secretary, Harold Feeny.\n\n'
    "The ground's oldest surviving structure is the Clarrow Pavilion, built in 1891 to designs by the "
    'local architect Lionel Marsh. It was extended in 1934, when a second-floor dining room was added, '
    'and was restored after a fire in 1978 destroyed much of its roof. Members still use the original '
    'Long Room on the first floor.\n\n'
    'Across the field stands the Feeny Stand, opened in 1951 and named after the former secretary, who '
    'died in 1949. It seats 2,200 spectators under cover. The Riverside Stand at the northern end, '
    'completed in 2006 at a cost of £3.1 million, added a further 1,800 seats, a media centre and indoor '
    'nets. The southern end is still open terracing, known locally as the Bank.\n\n'
    "The ground's record attendance is 14,350, set on the second day of the County Championship match "
    'against Harrowdale in August 1948. Since capacity was reduced on safety grounds in 1995, the '
    'largest crowd has been 6,900, for a one-day cup semi-final against Corbury Shire in 2009.\n\n'
    'In 1998 the club sold a strip of land along Tamsford Road to a housing developer, Brindle Homes, '
    'and used the proceeds to clear its debts and install floodlights, which were first used in June '
    "2001. The ground's current capacity is 7,400.\n\n"
    'The club remains the owner of the ground. Since 2015 it has carried the sponsored name the Kestrel '
    'Insurance County Ground, though most supporters still call it Tamsford Road.\n\n'
    'We use cookies to improve your experience on our site. By continuing to browse you agree to our use '
    'of cookies. Accept | Manage preferences'
)

B94_BRASS = (
    'Skip to content\n\n'
    'Menu: Home · About Us · Engagements · Recordings · Join the Band · Hire Us · Contact\n\n'
    'About Us\n\n'
    'The Hollinfold Mills Band was formed in 1868 by workers at the Hasleby Worsted Mill in Hollinfold, '
    "with the mill owner, Samuel Hasleby, paying for the band's first set of instruments. Its first "
    "conductor was the mill's foreman dyer, Jabez Orrell, who led the band for twenty-two years. After "
    'the mill closed in 1962 the band lost its sponsorship and changed its name to Hollinfold Band, and '
    'it has been independent ever since.\n\n'
    "The band's golden era came under Walter Penhale, a former cornet player with the Greaveside "
    'Colliery Band, who was appointed professional conductor in 1927. Under Penhale the band won the '
    'Northern Area Championship in 1931 and 1934 and took second place at the National Finals in 1936, '
    'still its best result at that contest. Penhale retired in 1946 and was succeeded by his principal '
    'cornet, Arthur Leese.\n\n'
    'After a spell in the lower sections during the 1970s, the band was rebuilt by Margaret Quarrie, who '
    'became its first woman conductor in 1984. She took the band from the Fourth Section to the '
    'Championship Section in eleven years, winning the Fourth Section National title in 1986 and the '
    'First Section title in 1993. In 1995 the band was promoted to the Championship Section, where it '
    'remains.\n\n'
    'Our current musical director, Dr Owen Tresco, joined in 2012 after ten years with the Tolverby '
    'Youth Brass. In 2019 he led the band to victory in the Keswold Shield at Thorncliffe Hall, earning '
    "a place at the following year's Great Northern Open, which in the event was cancelled.\n\n"
    'The band rehearses twice a week in its own band room on Dyer Street, bought in 1975 with a grant '
    "from the Hollinfold Town Trust. It has released nine recordings, the most recent being 'Mill "
    "Chimneys' (2021), and gives around forty concerts a year. The band also runs a training band for "
    'beginners of all ages, founded in 1998.\n\n'
    'Latest news\n\n'
    '• Spring concert tickets now on sale\n• Vacancies: 2nd baritone and Eb bass\n• Band AGM – 14 March\n\n'
    '© Hollinfold Band. Registered charity no. 1048213.'
)

B94_LOCKS = (
    'The Corvell Locks Restoration – Pellow Navigation Trust\n\n'
    'The flight of nine locks at Corvell carries the Pellow Navigation up 58 feet from the River Tane to '
    'the summit pound at Hatherby Top. The locks were built between 1794 and 1797 by the engineer '
    'Nathaniel Greasley for the Pellow Navigation Company, which was financed largely by Tane valley '
    'ironmasters. The flight was the busiest section of the waterway in the 1830s, when more than 300 '
    'boats a week passed through it carrying coal and pig iron.\n\n'
    'Traffic declined after the opening of the Tane Valley Railway in 1852, and the last commercial '
    'boat, the coal barge Hopeful, worked through the flight in 1931. The locks were formally abandoned '
    'under an Act of 1944, after which the gates were removed and the chambers partly filled with '
    'rubble.\n\n'
    'The Pellow Navigation Trust was set up in 1972 by a group of local enthusiasts led by a retired '
    'schoolmaster, Gerald Imber, with the aim of reopening the whole navigation. Volunteer work camps '
    'began clearing the Corvell flight in 1975. Progress was slow until 1996, when the Trust secured a '
    'grant of £1.2 million from the Waterways Heritage Fund towards a total restoration cost of £2.7 '
    'million. The rest came from the county council, the Hatherby Charitable Foundation and public '
    'appeals.\n\n'
    'The new oak gates were made by Fenwold Timber Works of Stallbridge, and the masonry was repaired by '
    'a team of volunteers trained by the master mason Irene Cobley. Lock 5, whose chamber had collapsed '
    'in the 1950s, had to be rebuilt entirely from new foundations.\n\n'
    "The restored flight was reopened on 12 May 2001 by the Trust's patron, the Countess of Ravelston, "
    "who travelled up the locks aboard the Trust's trip boat Gerald Imber, named after the founder, who "
    'had died the previous year. More than 4,000 people attended the opening day.\n\n'
    'Today the flight is looked after by a team of around sixty volunteers, and the lock cottage at Lock '
    '7 houses a small visitor centre, open at weekends from Easter to October. In 2016 the flight was '
    'designated a scheduled monument.'
)

B94_AIRLINE = (
    'Our Story – Skerra Airways\n\n'
    'Skerra Airways began life in 1979 as Brannock Air Taxis, a one-aircraft charter business run by the '
    'pilot Fiona Drummock from a rented hangar at Kelvary Airfield. Her first aircraft, a six-seat '
    'Vestholm Petrel, flew mainly doctors, engineers and mail to the outlying islands of the Skerra '
    'group.\n\n'
    'In 1985 the company won its first scheduled licence, for a twice-daily service between Kelvary and '
    "Onsay, and adopted the name Skerra Airways. Drummock's business partner, the accountant Ruaridh "
    'Vance, joined as managing director in the same year, while Drummock remained chief pilot until '
    '1998.\n\n'
    'The 1990s brought steady growth. Routes to Port Garvie on the mainland and to the northern island '
    'of Hundra followed in 1991 and 1994, and the fleet grew to five aircraft with the arrival of two '
    '19-seat Marrick M-19s. In 1996 the airline carried its 100,000th passenger, a schoolteacher '
    'travelling from Hundra to Kelvary. The grass airstrip on Hundra was replaced by a tarmac runway in 1999, '
    'allowing the larger aircraft to land there in all weathers.\n\n'
    'In 2003 Skerra Airways was bought by the Halbrook Transport Group, which invested in a new terminal '
    'building at Kelvary, opened in 2005, and in three 34-seat Altair 340 turboprops. The new aircraft '
    'allowed the airline to open its longest route, Kelvary to Dunmarran, in 2007. Under Halbrook '
    "ownership the airline also won the contract for the islands' air ambulance service from the Skerra "
    'Health Board in 2010.\n\n'
    'Today Skerra Airways operates a fleet of eight aircraft on eleven routes, employs 140 people and '
    'carries around 210,000 passengers a year. Its engineering base remains at Kelvary, in the same '
    'hangar Fiona Drummock rented in 1979, which the company bought outright in 1992.\n\n'
    'Fiona Drummock was awarded the Kelvary Medal for services to the islands in 2001. She died in 2018, '
    "and the airline's newest aircraft, delivered in 2021, carries her name on its nose."
)

B94_SCHOOL = (
    "Our Founder and Buildings – Pennimore's School, Lydcote\n\n"
    "Pennimore's School was founded in 1652 under the will of Josiah Pennimore, a Lydcote wool merchant "
    'who had made his fortune trading with the Low Countries. Pennimore left £600 and the rents of two '
    "farms at Sellbrook to provide free schooling for 'twenty poor boys of the parish'. He had no "
    'children of his own, and his widow, Anne, oversaw the opening of the school in a room above the '
    "town's market hall in 1655.\n\n"
    'The school moved to its own building on Chantry Lane in 1714. This two-storey schoolhouse, paid for '
    'by the then mayor, Thomas Ardley, survives today as the Old School and is used as the school '
    "library. A stone above its door carries the Pennimore arms and the motto 'Labore et Fide'.\n\n"
    'The present main site on Bellow Hill was opened in 1889, when the school had grown to 140 pupils '
    'and began taking boarders. The Great Hall and clock tower were designed by the architect Cecil '
    'Vantage, himself a former pupil. The science wing followed in 1911, funded by a gift from the '
    'Sellbrook Iron Company, and the chapel was consecrated in 1927 as a memorial to the 63 old boys '
    'killed in the First World War.\n\n'
    'Girls were admitted to the sixth form in 1974 and throughout the school from 1986. The last '
    'boarding house, Ardley House, closed in 1999 and was converted into the sixth-form centre.\n\n'
    'Recent additions include the Pennimore Sports Centre (2008), opened by the Olympic rower and former '
    'pupil Helen Quaint, and the Vantage Building for music and drama, completed in 2019 at a cost of '
    '£5.4 million. The school now educates around 1,050 pupils aged 11 to 18.\n\n'
    "Each year on the Friday nearest to 14 October, Founder's Day, the whole school walks from Bellow "
    "Hill to St Edith's Church, where Josiah Pennimore is buried, and the youngest pupil lays a sprig of "
    'rosemary on his tomb.'
)

B94_STATION = (
    'Ostry Junction: The Station That Vanished\n\n'
    'Ostry and District Local History Society – Research Notes No. 14\n\n'
    'Few people driving along the Ostry bypass today realise that they are passing over the site of what '
    'was once one of the busiest stations in the Wend valley. Ostry Junction opened on 3 September 1864, '
    "where the Wend Valley Railway's line from Harnsey to Coldmarsh met the branch to the limestone "
    "quarries at Scarrow Edge. The station was designed by the company's engineer, Alfred Pinnock, and "
    'had two island platforms linked by a covered footbridge, a refreshment room and a goods yard with '
    'sidings for 120 wagons.\n\n'
    "The station's importance came from the limestone traffic. By 1900 more than 1,500 tons of stone a "
    'day left Scarrow Edge, and Ostry Junction employed 74 staff, including eleven signalmen working '
    'three signal boxes. The stationmaster from 1887 to 1912, William Haddow, lived with his family in '
    'the station house, which still stands on Mill Road and is now a private dwelling.\n\n'
    'Passenger numbers peaked in 1923, when 212,000 tickets were issued. The Scarrow Edge quarries '
    'closed in 1958, and with them went most of the goods traffic. Passenger services were withdrawn on '
    '4 January 1965 as part of a wider programme of closures; the last train, a special carrying around '
    '300 people, was hauled by locomotive No. 4417. The goods yard lingered on for coal deliveries until '
    '1969.\n\n'
    'The buildings were demolished in 1972, and the cutting in which the platforms stood was filled in '
    'during 1986 to carry the new Ostry bypass. The only visible reminders are the station house, a '
    'stretch of platform edging preserved in the garden of the Junction Inn, and a cast-iron milepost '
    'now displayed in the Ostry Museum.\n\n'
    "The Society's interest in the station began in 1993, when member Doreen Callister was given a box "
    'of photographs taken by her grandfather, a porter at Ostry Junction in the 1920s. Her collection of '
    "340 images forms the core of the Society's railway archive, and a selection was published in the "
    "Society's book 'Change at Ostry' in 2004. A blue plaque marking the site was unveiled on the "
    "Junction Inn in 2014, the 150th anniversary of the station's opening.\n\n"
    'If you have memories or pictures of Ostry Junction, please contact our archivist, Peter Moyle, at '
    'our meetings in the Ostry Methodist Hall.'
)

BATCHES_94: dict[str, list[tuple[str, str, bool]]] = {
    'county cricket ground history page': [(B94_CRICKET, c, True) for c in (
        'Wendmoor County Cricket Club moved to Tamsford Road in 1887 from Pilling Meadow, on land leased '
        'from the Ashgrove Brewery.',
        "The club bought the ground's freehold from the brewery in 1923 for £4,800, mostly funded by a "
        'public subscription organised by secretary Harold Feeny.',
        'The Clarrow Pavilion, built in 1891 to a design by Lionel Marsh, was extended in 1934 and '
        'restored after a 1978 fire destroyed much of its roof.',
        'The Feeny Stand, which opened two years after the death of the secretary it is named after, '
        'provides covered seating for 2,200 spectators.',
        "The ground's record crowd of 14,350 was set in August 1948, during a County Championship match "
        'against Harrowdale.',
        'Floodlights at the ground were paid for with money from the 1998 sale of land to Brindle Homes '
        'and were first used in 2001.',
        'The club still owns the ground, which has been known since 2015 by the sponsored name Kestrel '
        'Insurance County Ground.',
    )] + [(B94_CRICKET, c, False) for c in (
        'The Riverside Stand, completed in 2006 at a cost of £3.1 million, added 2,200 seats, a media '
        'centre and indoor nets.',
        'The Clarrow Pavilion was designed by Edmund Clarrow, the brewery chairman who had captained the '
        'club in the 1870s.',
        'The largest crowd at the ground since 1995, 6,900, came for a one-day cup final against Corbury '
        'Shire in 2009.',
        'Tamsford Road was the first county ground to install floodlights, which were first used in June '
        '2001.',
        'The club sold land along Tamsford Road to Brindle Homes in 1998 in order to fund the '
        'construction of the Riverside Stand.',
        'Wendmoor County Cricket Club, founded in 1864, moved to Tamsford Road from Pilling Meadow in '
        '1887.',
        'Capacity at the ground was cut on safety grounds in 1995 as a result of the 1978 fire in the '
        'Clarrow Pavilion.',
    )],
    'brass band about-us page': [(B94_BRASS, c, True) for c in (
        'The Hollinfold Mills Band was formed in 1868 by workers at the Hasleby Worsted Mill, whose '
        'owner Samuel Hasleby bought the band its first instruments.',
        "Jabez Orrell, the mill's foreman dyer, was the band's first conductor and held the post for "
        'twenty-two years.',
        'Under Walter Penhale, a former Greaveside Colliery Band cornet player appointed professional '
        'conductor in 1927, the band twice won the Northern Area Championship.',
        "The band's runner-up finish at the National Finals in 1936 remains its best result at that "
        'contest.',
        "Margaret Quarrie, the band's first female conductor, took over in 1984 and within eleven years "
        'had led it from the Fourth Section to the Championship Section.',
        'The band dropped "Mills" from its name after it lost its sponsorship following the closure of '
        'the Hasleby mill in 1962.',
        'Owen Tresco, musical director since 2012, led the band to win the Keswold Shield in 2019, '
        'qualifying it for the 2020 Great Northern Open, which was cancelled.',
    )] + [(B94_BRASS, c, False) for c in (
        'Walter Penhale retired in 1946 and was succeeded as conductor by his principal euphonium, '
        'Arthur Leese.',
        'Under Margaret Quarrie the band won the Fourth Section National title in 1986 and the Second '
        'Section title in 1993.',
        'Walter Penhale led the band to the Northern Area Championship in 1931 and 1934 and to victory '
        'at the National Finals in 1936.',
        "The band's Dyer Street band room was bought in 1975 with a grant from the Hollinfold Town Trust "
        'and was extended in 1998 to house the training band.',
        "Owen Tresco, who joined in 2012, was the first of the band's musical directors to hold a "
        'doctorate.',
        'Hollinfold Band, which has released ten recordings, gives around forty concerts a year.',
        "The band's training band for beginners of all ages was founded in 1998 by Margaret Quarrie.",
    )],
    'canal trust lock flight restoration': [(B94_LOCKS, c, True) for c in (
        'The nine-lock Corvell flight, built by Nathaniel Greasley between 1794 and 1797, lifts the '
        'Pellow Navigation 58 feet from the River Tane to Hatherby Top.',
        'In the 1830s more than 300 boats a week used the Corvell flight, carrying coal and pig iron.',
        'Commercial traffic through the flight ended in 1931, almost eight decades after the Tane Valley '
        'Railway opened, and the locks were formally abandoned in 1944.',
        'Founded in 1972 by a group led by retired schoolmaster Gerald Imber, the Pellow Navigation '
        'Trust began volunteer clearance of the Corvell flight three years later.',
        'A £1.2 million grant from the Waterways Heritage Fund in 1996 covered less than half of the '
        '£2.7 million cost of restoring the flight.',
        'Lock 5, whose chamber had collapsed in the 1950s, was rebuilt from new foundations during the '
        'restoration.',
        'The Countess of Ravelston reopened the flight on 12 May 2001, travelling up it on a trip boat '
        'named after Gerald Imber, who had died in 2000.',
    )] + [(B94_LOCKS, c, False) for c in (
        "The restored flight's oak gates were made at Stallbridge under master mason Irene Cobley, while "
        'Fenwold Timber Works repaired the masonry.',
        'The Corvell flight was reopened in May 2001 in front of more than 6,000 people.',
        'The locks were formally abandoned under an Act of 1931, the year the last commercial boat, '
        'Hopeful, passed through.',
        'The Corvell flight, designated a scheduled monument in 2016, is the longest flight of locks on '
        'the Pellow Navigation.',
        'The visitor centre in the lock cottage at Lock 7 is open every day from Easter to October.',
        'Gerald Imber set up the Pellow Navigation Trust in 1972 after the county council refused to '
        'restore the navigation.',
        'Nathaniel Greasley built the Corvell locks between 1794 and 1797 and later engineered the Tane '
        'Valley Railway.',
    )],
    'regional airline our story page': [(B94_AIRLINE, c, True) for c in (
        'Skerra Airways was founded by the pilot Fiona Drummock in 1979 as Brannock Air Taxis, a '
        'single-aircraft charter business based at Kelvary Airfield.',
        'The airline took its present name in 1985, when it was granted its first scheduled licence, for '
        'a twice-daily Kelvary-Onsay service.',
        'The accountant Ruaridh Vance became managing director in 1985, while Drummock continued as '
        'chief pilot until 1998.',
        'Services to Port Garvie and Hundra began in 1991 and 1994 respectively, and the airline carried '
        'its 100,000th passenger in 1996.',
        'After its 2003 purchase by the Halbrook Transport Group, the airline gained a new terminal at '
        'Kelvary and three 34-seat Altair 340 turboprops.',
        "The airline's engineering base is still the Kelvary hangar that Drummock rented in 1979, which "
        'the company bought in 1992.',
        'Drummock, who received the Kelvary Medal in 2001, died in 2018, and an aircraft delivered three '
        'years after her death bears her name.',
    )] + [(B94_AIRLINE, c, False) for c in (
        'Skerra Airways now flies eight aircraft on twelve routes and carries about 210,000 passengers a '
        'year.',
        'In 1985 Fiona Drummock became managing director of Skerra Airways and Ruaridh Vance took over '
        'as chief pilot.',
        'The Kelvary to Dunmarran route, opened in 2007, is the busiest on the Skerra Airways network.',
        'Skerra Airways was bought by the Halbrook Transport Group in 2003 after running into financial '
        'difficulties.',
        "The airline's new terminal at Kelvary opened in 2003, the year the Halbrook Transport Group "
        'bought the company.',
        "In 2010 the airline won the islands' air ambulance contract and began a night mail service to "
        'Hundra.',
        "The airline's 100,000th passenger, carried in 1996, was a doctor travelling from Hundra to "
        'Kelvary.',
    )],
    'school founder and buildings page': [(B94_SCHOOL, c, True) for c in (
        'The school was established under the will of Lydcote wool merchant Josiah Pennimore, who left '
        '£600 and the rents of two Sellbrook farms to school twenty poor boys of the parish free of '
        'charge.',
        "Pennimore's widow Anne oversaw the school's opening in 1655, three years after its foundation, "
        "in a room above Lydcote's market hall.",
        'The Chantry Lane schoolhouse of 1714, paid for by the mayor Thomas Ardley, now serves as the '
        'school library.',
        'The Bellow Hill site opened in 1889, by which time the school had 140 pupils, and boarders were '
        'first taken at the same time.',
        'The Great Hall and clock tower at Bellow Hill were designed by Cecil Vantage, an architect who '
        'had been a pupil at the school.',
        'The school chapel, consecrated in 1927, commemorates 63 former pupils who were killed in the '
        'First World War.',
        'Girls have been admitted throughout the school since 1986, twelve years after they were first '
        'taken into the sixth form.',
    )] + [(B94_SCHOOL, c, False) for c in (
        'The science wing of 1911 was designed by Cecil Vantage and paid for by the Sellbrook Iron '
        'Company.',
        'The Pennimore Sports Centre was opened in 2008 by former pupil Helen Quaint, an Olympic gold '
        'medal-winning rower.',
        'The Vantage Building for music and drama was completed in 2019 at a cost of £4.5 million.',
        "Ardley House, the school's last boarding house, closed in 1999 and was converted into the "
        'school library.',
        "Pennimore's School, founded in 1652, is the oldest school in Lydcote.",
        'Josiah Pennimore left his money to found a school because he had no children of his own.',
        "Each Founder's Day, on the Friday nearest 14 October, the school's oldest pupil lays a sprig of "
        "rosemary on Josiah Pennimore's tomb in St Edith's Church.",
    )],
    'local history society lost station page': [(B94_STATION, c, True) for c in (
        "Ostry Junction, designed by the Wend Valley Railway's engineer Alfred Pinnock, opened in "
        'September 1864 where the Harnsey-Coldmarsh line met the branch to the Scarrow Edge quarries.',
        'The station had two island platforms joined by a covered footbridge, along with a refreshment '
        'room and a goods yard with sidings for 120 wagons.',
        'By 1900 Ostry Junction had a staff of 74, among them eleven signalmen working three signal '
        'boxes.',
        'William Haddow, stationmaster for twenty-five years from 1887, lived in the station house on '
        'Mill Road, which survives as a private home.',
        'Passenger services ended in January 1965, seven years after the Scarrow Edge quarries closed, '
        'though coal deliveries kept the goods yard open until 1969.',
        'After the station buildings were demolished in 1972, the cutting that had held the platforms '
        'was filled in during 1986 to carry the Ostry bypass.',
        "A blue plaque marking the station's site was unveiled on the Junction Inn in 2014, 150 years "
        'after the station opened.',
    )] + [(B94_STATION, c, False) for c in (
        'Passenger numbers at Ostry Junction peaked in 1923, when 221,000 tickets were issued.',
        'Passenger services at Ostry Junction were withdrawn in 1965 because of the closure of the '
        'Scarrow Edge quarries.',
        "Doreen Callister's grandfather worked at Ostry Junction as a signalman in the 1920s.",
        "Peter Moyle, the society's archivist, edited its 2004 book Change at Ostry.",
        'A cast-iron milepost from Ostry Junction is preserved in the garden of the Junction Inn.',
        'The Ostry Junction station buildings were demolished in 1986 to make way for the Ostry bypass.',
        'Ostry Junction, the busiest station in the Wend valley, opened on 3 September 1864.',
    )],
}
