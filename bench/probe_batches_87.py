"""Probe batch 87, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six cited web pages and the encyclopedia sentences that cite them."""

from __future__ import annotations

B87_CRICKET = (
    'Home | Fixtures | Teams | Membership | Heritage | Shop | Contact\n\n'
    'Heritage > Former Players\n\n'
    'Orlen Vasquith-Drane\n'
    'Born: 14 March 1958, Tallowmere. Batting: right-handed. Bowling: right-arm off-break. Club career: '
    '1977-1994.\n\n'
    'Orlen Vasquith-Drane joined Brackenford Cricket Club as a sixteen-year-old colt in 1974 after being spotted '
    "by the club's then coach, Harlan Pettigrew, at a schools tournament in Kessley. He made his first-team "
    'debut three years later against Oswick Vale and went on to play 214 first-team matches for the club, '
    'scoring 9,862 runs at an average of 34.6, including 17 centuries. His highest score, 187 not out against '
    "Wendham Priory in 1986, remained the club's record individual innings until 2009.\n\n"
    'Although chiefly a batsman, he took 143 wickets with his off-breaks, his best figures being 6 for 41 '
    'against Larchmoor in 1981. He captained the first XI for six seasons, from 1985 to 1990, leading the side '
    'to the Northern Counties League title in 1987 and again in 1989. The club were runners-up in the league cup '
    'in 1988, losing the final to Oswick Vale by 12 runs.\n\n'
    "After retiring as a player at the end of the 1994 season, Vasquith-Drane served as the club's head "
    'groundsman until 2001 and then as club chairman from 2003 to 2011. During his chairmanship the pavilion was '
    "rebuilt, reopening in 2008, and the club's women's section was founded in 2005. He was made an honorary "
    'life member in 2012.\n\n'
    'Outside cricket he worked for more than thirty years as a science teacher at Kessley Grammar School, where '
    "he also ran the school's cricket programme. He lives in Tallowmere with his wife, Petra.\n\n"
    "'Orlen was the most patient batsman I ever saw,' said his former teammate Cedric Marrack. 'He could bat all "
    "day and make it look easy.'\n\n"
    'We use cookies to improve your experience on our website. By continuing to browse, you agree to our use of '
    'cookies. Accept | Manage preferences\n\n'
    '(c) Brackenford Cricket Club. Registered charity no. 1094418.'
)

B87_ROPEMAKER = (
    'Our History\n\n'
    'Hollingrake & Sons: five generations of rope and twine\n\n'
    "The story of Hollingrake & Sons begins in 1862, when Josiah Hollingrake, a former sailmaker's apprentice, "
    'opened a small ropewalk on Quarry Lane in the market town of Dunsmere. With two employees and a single '
    'hand-turned spinning wheel, he made cordage for local farms and for the barges that worked the Avel canal.\n\n'
    "Josiah's sons, Edmund and Walter, took over the business on their father's death in 1889 and renamed it "
    'Hollingrake & Sons. Under Edmund, who managed the works, and Walter, who handled sales, the firm moved in '
    '1897 to a larger site at Fenwick Bridge, where the first steam-powered machinery was installed. By 1910 the '
    'company employed 140 people.\n\n'
    'In 1931 the firm merged with its long-standing rival, the Corlett Twine Company of Ashby Marsh, to form '
    'Hollingrake-Corlett Ltd. The Corlett family held a 40 per cent stake in the merged business, and Harold '
    "Corlett became joint managing director alongside Edmund's son, Arthur Hollingrake. The partnership lasted "
    'until 1958, when Arthur bought out the Corlett shareholding and the firm returned to full family ownership, '
    'readopting the name Hollingrake & Sons in 1960.\n\n'
    "The move into synthetic fibres came under Arthur's daughter, Margaret Hollingrake, who became the first "
    'woman to lead the company when she was appointed chairman in 1967. She oversaw the opening of a second '
    'factory at Pellowby in 1974 and the launch of the Tidemark range of polypropylene marine ropes, which by '
    "1985 accounted for more than half of the company's turnover.\n\n"
    'In 1992 the company acquired Brannock Netting, a specialist maker of sports and safety nets based in '
    'Coldharbour, which still trades under its own name as a division of the group.\n\n'
    "Today Hollingrake & Sons is led by managing director Thomas Hollingrake-Vey, Margaret's son and the fifth "
    'generation of the family to run the business, who took over in 2015. The company employs around 320 people '
    'across its Fenwick Bridge and Pellowby sites and exports to 28 countries. The original Quarry Lane ropewalk '
    'building, restored in 2012, now houses the company archive and a small museum that is open to visitors on '
    'the first Saturday of each month.'
)

B87_MINISTER = (
    'Members > Current Members > Ruth Ansgarde-Molyneux MRA\n\n'
    'Ruth Ansgarde-Molyneux\n'
    'Member for Corrow West\n'
    'Minister for Rural Affairs and Water\n'
    'Party: Valley Progressive Party\n'
    'Elected: 2011; re-elected 2016 and 2021\n\n'
    "Ruth Ansgarde-Molyneux was born in 1969 in Pentrebryn and grew up on her family's dairy farm in the "
    'Halloway valley. She studied agricultural economics at the University of Marlcaster, graduating in 1991, '
    "and later completed a master's degree in environmental law at Stavenholt University in 1996.\n\n"
    "Before entering politics she worked for nine years as a policy officer for the Halloway Farmers' Union, and "
    'from 2003 to 2010 she was chief executive of the Corrow Rivers Trust, a charity working to restore wetlands '
    "and reduce flooding in the region's upland catchments. She also served as a councillor on Corrow District "
    'Council from 2004 to 2011, chairing its planning committee for three of those years.\n\n'
    'She was first elected to the Regional Assembly at the 2011 election, taking Corrow West from the Regional '
    'Conservatives with a majority of 1,214 votes. She increased her majority to 3,870 in 2016 and held the seat '
    'again in 2021.\n\n'
    'In the Assembly she chaired the Environment and Infrastructure Committee from 2014 to 2016 and served as '
    "her party's spokesperson on housing. She was appointed Deputy Minister for Housing in 2017 and entered the "
    'Cabinet as Minister for Rural Affairs and Water in May 2021, following the formation of the coalition '
    'government led by First Minister Idris Calloway. Her responsibilities include agriculture, forestry, '
    'fisheries, flood defence and the regional water authority.\n\n'
    "As minister she introduced the Upland Water (Restoration) Act 2023, the Assembly's first legislation "
    'dealing with peatland restoration, and in 2022 she launched the Small Farms Transition Fund, worth £42 '
    'million.\n\n'
    'She is married with two children and lives near Corrow. Her interests include fell running, choral singing '
    'and local history, and she is a trustee of the Halloway Valley Museum.\n\n'
    'Contact: Constituency office, 14 Mill Street, Corrow. Assembly office: Room 3.21, Assembly Buildings.'
)

B87_MEDAL = (
    'The Aldersey Medal\n\n'
    'The Aldersey Medal is awarded annually by the Royal Sorrowby Society of Geographers for outstanding '
    'contributions to the study of coastal and estuarine landscapes. It was established in 1954 through a '
    "bequest from the hydrographer Captain Lionel Aldersey, who served as the Society's president from 1938 to "
    '1946, and was first presented in 1956.\n\n'
    'The medal is cast in silver and is accompanied by a prize of £5,000 and an invitation to deliver the '
    "Aldersey Lecture at the Society's annual conference the following spring. Nominations may be made by any "
    'Fellow of the Society and are considered by a panel of five Fellows appointed by the Council. '
    'Self-nominations are not accepted. Candidates may be of any nationality, but must have carried out a '
    'substantial part of the nominated work within the previous ten years.\n\n'
    'Since 2003 the medal has alternated between early-career researchers (within twelve years of completing a '
    'doctorate) in odd-numbered years and established scholars in even-numbered years. On three occasions, in '
    '1971, 1999 and 2016, the medal was shared between two recipients.\n\n'
    'Recent recipients\n\n'
    '2024: Professor Annika Threlfall (University of Dunmouth), for four decades of research on salt-marsh '
    'sediment dynamics and her leadership of the Wexley Estuary Monitoring Programme.\n\n'
    '2023: Dr Kofi Barraclough-Mensah (Institute of Coastal Studies, Porth Idris), for his modelling of '
    'barrier-island migration under rising sea levels.\n\n'
    '2022: Professor Helena Marchetti-Voss (Carrow University), for her historical reconstruction of shoreline '
    'change along the Serran coast since 1600.\n\n'
    '2021: Dr Ines Quarrendon (University of Dunmouth), for field studies of seagrass loss and recovery in '
    'sheltered bays.\n\n'
    '2020: No award was made.\n\n'
    '2019: Dr Tomasz Elvery (Halbrook College), for pioneering drone surveys of cliff erosion.\n\n'
    '2018: Professor Gwendolyn Pryce (Carrow University), for her work on estuarine governance and the law of '
    'the foreshore.\n\n'
    'Professor Threlfall will deliver the Aldersey Lecture at the 2025 conference in Lanfranc on 9 April 2025.\n\n'
    'The Society also awards the Merriton Prize for undergraduate dissertations and the Caddow Award for '
    'contributions to geographical education; details are given on their own pages.'
)

B87_DEPARTMENT = (
    'History of the Department\n\n'
    'The Department of Mineral Chemistry at the University of Wrenfield traces its origins to 1908, when the '
    "university's Faculty of Science appointed Dr Cuthbert Ollerenshaw as its first lecturer in assaying. "
    'Teaching took place in two rooms beneath the old Library Hall until 1921, when the department moved into '
    'the purpose-built Ollerenshaw Laboratories on Keel Street, paid for by a gift of £18,000 from the Tanfield '
    'Mining Company.\n\n'
    'Ollerenshaw was promoted to the newly created Chair of Metallurgical Chemistry in 1919 and led the '
    'department until his retirement in 1934. His successor, Professor Winifred Haskayne, broadened its research '
    'from ore analysis to the chemistry of clays and cements, and in 1947 the department adopted its present '
    'name. Haskayne, who served as head until 1962, was the first woman to hold a professorial chair at '
    'Wrenfield.\n\n'
    'The post-war decades brought rapid expansion. Student numbers rose from 36 in 1950 to 210 in 1975, and a '
    "second building, the Haskayne Wing, opened in 1969 with the department's first X-ray diffraction "
    'laboratory. Under Professor Desmond Ukwu-Barrow, head from 1971 to 1988, the department established its '
    'long-running partnership with the Brisbury Cement Works and founded the Journal of Applied Mineral '
    'Chemistry, which it continues to publish.\n\n'
    'In 1994 the department absorbed the smaller Department of Geology, which had been threatened with closure, '
    'and for a decade the two operated together as the School of Earth and Mineral Sciences. They separated '
    'again in 2004, when Geology moved to the Faculty of Environment, though they continue to share the teaching '
    'laboratories in the Haskayne Wing.\n\n'
    'Today the department has 31 academic staff and around 400 undergraduate and postgraduate students. Its '
    'research groups work on battery materials, mine-waste recovery and low-carbon cements. The current head of '
    'department, Professor Saoirse Lindqvist-Harrow, was appointed in 2019.\n\n'
    'Former students include Ruaridh Pemberton-Achebe, founder of the cement firm Corvane Materials, and '
    'Professor Ilse Maraval, who led the Wrenfield Geochemistry Survey from 1982 to 1997.\n\n'
    "The department's centenary history, A Century on Keel Street, by emeritus professor Gordon Whitstable, was "
    'published in 2008.'
)

B87_STEAMER = (
    'SS Marigold Vane\n\n'
    'The SS Marigold Vane is a coal-fired passenger steamer built in 1903 by the Pellard Brothers yard at '
    'Skerrow for the Lowmoor Lake Steam Navigation Company. At 142 feet long and 186 gross tons, she was '
    'licensed to carry 420 passengers and spent more than six decades carrying tourists and mail between the '
    'lakeside villages of Ambrey, Hollin Foot and Caddoway.\n\n'
    'Her original single-cylinder engine was replaced in 1925 by a triple-expansion engine from the Holt & '
    'Farrant works in Brassington, which she retains today. She was requisitioned in 1940 and served as a '
    'floating barracks for a naval training school on the lake until 1945, returning to passenger service in '
    '1946.\n\n'
    'Falling passenger numbers led the company to withdraw her in 1967, and she lay partly submerged at Caddoway '
    'pier for almost twenty years. In 1985 a group of local enthusiasts led by the retired engineer Mabel '
    'Trewhitt formed the Marigold Vane Trust, bought the hull for a nominal £1, and raised her the following '
    'summer.\n\n'
    "Restoration was carried out in three phases between 1987 and 2009. The hull was re-plated at the trust's "
    'slipway at Hollin Foot; a new boiler, built by Castlereagh Boilermakers in 2004, replaced the original, '
    "which was found to be beyond repair; and the saloon's teak panelling was reinstated using drawings held in "
    'the county archive. The total cost of about £3.2 million was met largely by a grant of £1.9 million from '
    'the Heritage Waterways Fund, with the balance raised from members and local businesses.\n\n'
    'The Marigold Vane returned to steam on 17 May 2009, and she now operates public sailings from Ambrey '
    'between April and October. She is crewed almost entirely by volunteers, of whom the trust has about 160. '
    'She received the Waterways Conservation Award in 2011, and in 2015 she was entered on the National Register '
    'of Historic Vessels.\n\n'
    'Latest news\n'
    '- Volunteer open day: Saturday 8 March, Hollin Foot slipway\n'
    '- Winter maintenance update: boiler inspection passed\n'
    '- New timetable for the 2025 season now available\n'
    '- Gift shop: 2025 calendars reduced to half price\n\n'
    'Book tickets | Become a member | Volunteer | Donate'
)

BATCHES_87: dict[str, list[tuple[str, str, bool]]] = {
    'cricket club former player profile': [(B87_CRICKET, c, True) for c in (
        'Orlen Vasquith-Drane, born in Tallowmere in 1958, made his first-team debut for Brackenford Cricket '
        'Club in 1977, three years after joining as a colt.',
        'In 214 first-team matches for Brackenford he scored 9,862 runs at an average of 34.6, with 17 '
        'centuries.',
        "His innings of 187 not out against Wendham Priory in 1986 stood as the club's highest individual "
        'score until 2009.',
        'As captain of the first XI from 1985 to 1990 he led Brackenford to two Northern Counties League '
        'titles, in 1987 and 1989.',
        'A right-arm off-break bowler as well as a batsman, he took 143 wickets for the club, with best '
        'figures of 6 for 41 against Larchmoor.',
        'After his playing career ended in 1994 he became head groundsman and later chaired the club from 2003 '
        "to 2011, a period in which its pavilion was rebuilt and its women's section founded.",
        "He was spotted at a schools tournament in Kessley by Harlan Pettigrew, then Brackenford's coach, and "
        'spent more than thirty years as a science teacher at Kessley Grammar School.',
    )] + [(B87_CRICKET, c, False) for c in (
        'Under his captaincy Brackenford won the Northern Counties League title in 1987 and the league cup in '
        '1988.',
        'He played 214 first-team matches for Brackenford and also represented the county second XI.',
        'He scored 9,862 runs for Brackenford at an average of 36.4, including 17 centuries.',
        "His 187 not out against Wendham Priory in 1986 remains the club's record individual innings.",
        'Brackenford lost the 1988 league cup final to Larchmoor by 12 runs.',
        "He retired as a player at the end of the 1994 season because of a knee injury and became the club's "
        'head groundsman.',
        "During his chairmanship the club's pavilion was rebuilt, reopening in 2005, the same year its women's "
        'section was founded.',
    )],
    'family rope firm our history page': [(B87_ROPEMAKER, c, True) for c in (
        "Hollingrake & Sons was founded in 1862 by Josiah Hollingrake, a former sailmaker's apprentice, as a "
        'small ropewalk on Quarry Lane in Dunsmere.',
        'After Josiah died in 1889, his sons Edmund and Walter took over the business, gave it the name '
        'Hollingrake & Sons and in 1897 moved it to a larger site at Fenwick Bridge.',
        'The 1931 merger with the Corlett Twine Company created Hollingrake-Corlett Ltd, in which the Corlett '
        'family held a 40 per cent stake until Arthur Hollingrake bought it out in 1958.',
        'Margaret Hollingrake, who became chairman in 1967 as the first woman to lead the company, oversaw the '
        'opening of a second factory at Pellowby in 1974.',
        "By 1985 the Tidemark range of polypropylene marine ropes made up more than half of the firm's "
        'turnover.',
        'Brannock Netting, a Coldharbour maker of sports and safety nets bought by the company in 1992, still '
        'trades under its own name as a division of the group.',
        'Thomas Hollingrake-Vey, managing director since 2015, is the fifth generation of the family to run '
        'the company, which has around 320 employees and exports to 28 countries.',
    )] + [(B87_ROPEMAKER, c, False) for c in (
        'Josiah Hollingrake founded the ropewalk in 1862, and his sons took over the business on his death in '
        '1898.',
        "After 1889 the business was run by Josiah's sons, with Walter managing the works and Edmund handling "
        'sales.',
        'The firm moved to Fenwick Bridge in 1897 to be closer to the railway, installing its first '
        'steam-powered machinery there.',
        'Under the 1931 merger that created Hollingrake-Corlett Ltd, the Corlett family took a 50 per cent '
        'stake in the business.',
        'After the 1931 merger Harold Corlett served as sole managing director of Hollingrake-Corlett Ltd '
        'until 1958.',
        "The Pellowby factory, opened under Margaret Hollingrake in 1974, became the company's largest site.",
        "Margaret Hollingrake's grandson, Thomas Hollingrake-Vey, took over as managing director of the "
        'company in 2015.',
    )],
    'regional parliament minister biography': [(B87_MINISTER, c, True) for c in (
        'Ruth Ansgarde-Molyneux, born in Pentrebryn in 1969, studied agricultural economics at the University '
        "of Marlcaster and later took a master's degree in environmental law at Stavenholt University.",
        'Before her election she spent seven years, from 2003 to 2010, as chief executive of the Corrow Rivers '
        'Trust, a charity working on wetland restoration and flood reduction.',
        'She won Corrow West from the Regional Conservatives in 2011 with a majority of 1,214, which she '
        'raised to 3,870 five years later.',
        'Having been appointed Deputy Minister for Housing in 2017, she entered the Cabinet as Minister for '
        'Rural Affairs and Water in May 2021 in the coalition government led by Idris Calloway.',
        'Her ministerial brief covers agriculture, forestry, fisheries and flood defence as well as the '
        'regional water authority.',
        'As minister she introduced the Upland Water (Restoration) Act 2023, the first Assembly legislation to '
        'deal with peatland restoration.',
        "A Corrow district councillor from 2004 to 2011, she chaired the council's planning committee for "
        'three years; she is also a trustee of the Halloway Valley Museum.',
    )] + [(B87_MINISTER, c, False) for c in (
        'She was first elected for Corrow West in 2011 and re-elected in 2015 and 2021.',
        "She chaired the Assembly's Environment and Infrastructure Committee from 2014 to 2016 before becoming "
        "her party's chief whip.",
        'In 2022 she launched the Small Farms Transition Fund, worth £24 million.',
        "She entered the Cabinet in May 2021 as Minister for Housing in Idris Calloway's coalition government.",
        'In 2022 she launched the £42 million Small Farms Transition Fund to help dairy farmers convert to '
        'organic production.',
        'She graduated in agricultural economics from Stavenholt University in 1991.',
        'She has been a trustee of the Halloway Valley Museum since her election to the Assembly in 2011.',
    )],
    'learned society medal recent winners': [(B87_MEDAL, c, True) for c in (
        'The Aldersey Medal, created in 1954 from a bequest by Captain Lionel Aldersey, a former president of '
        'the Royal Sorrowby Society of Geographers, was first awarded two years later.',
        'Recipients receive a silver medal and £5,000 and are invited to give the Aldersey Lecture at the '
        "Society's annual conference the following spring.",
        'Nominations, which any Fellow may make but candidates may not make for themselves, are judged by a '
        "five-member panel appointed by the Society's Council.",
        'Since 2003 the medal has gone to early-career researchers in odd-numbered years and to established '
        'scholars in even-numbered years.',
        'Two University of Dunmouth researchers have won the medal in recent years: Ines Quarrendon in 2021 '
        'and Annika Threlfall in 2024.',
        'Kofi Barraclough-Mensah of the Institute of Coastal Studies in Porth Idris received the 2023 medal '
        'for modelling how barrier islands migrate as sea levels rise.',
        'The medal has been shared between two recipients three times, most recently in 2016, and was not '
        'awarded in 2020.',
    )] + [(B87_MEDAL, c, False) for c in (
        'The Aldersey Medal was established in 1954 and first presented the following year.',
        'Helena Marchetti-Voss of Carrow University won the 2018 medal for her work on estuarine governance '
        'and the law of the foreshore.',
        'Annika Threlfall, who founded the Wexley Estuary Monitoring Programme, received the 2024 medal for '
        'her research on salt-marsh sediment dynamics.',
        'Candidates must have carried out a substantial part of the nominated work within the previous twelve '
        'years.',
        'Gwendolyn Pryce of Carrow University, the 2018 recipient, was the first legal scholar to receive the '
        'Aldersey Medal.',
        "Annika Threlfall is due to give the Aldersey Lecture at the Society's 2025 conference in Lanfranc in "
        'May.',
        'The medal is open only to candidates who are themselves Fellows of the Royal Sorrowby Society of '
        'Geographers.',
    )],
    'university department history page': [(B87_DEPARTMENT, c, True) for c in (
        'The department began in 1908, when Cuthbert Ollerenshaw was appointed as the University of '
        "Wrenfield's first lecturer in assaying.",
        'In 1921 the department moved from rooms under the old Library Hall into the Ollerenshaw Laboratories '
        'on Keel Street, funded by an £18,000 gift from the Tanfield Mining Company.',
        'Winifred Haskayne, who succeeded Ollerenshaw in 1934 and headed the department for 28 years, was the '
        'first woman to hold a professorial chair at Wrenfield.',
        'Student numbers grew from 36 in 1950 to 210 in 1975, and the Haskayne Wing, opened in 1969, housed '
        "the department's first X-ray diffraction laboratory.",
        "During Desmond Ukwu-Barrow's time as head, from 1971 to 1988, the department founded the Journal of "
        'Applied Mineral Chemistry and began its partnership with the Brisbury Cement Works.',
        'After absorbing the Department of Geology in 1994, it operated as the School of Earth and Mineral '
        'Sciences until Geology moved to the Faculty of Environment in 2004.',
        'The department, which has 31 academic staff and about 400 students, has been headed since 2019 by '
        'Saoirse Lindqvist-Harrow.',
    )] + [(B87_DEPARTMENT, c, False) for c in (
        'Cuthbert Ollerenshaw was appointed to the new Chair of Metallurgical Chemistry in 1919 and retired as '
        'head of the department in 1938.',
        "Desmond Ukwu-Barrow broadened the department's research from ore analysis to the chemistry of clays "
        'and cements.',
        'In 1994 the department absorbed the Department of Geology as part of a university-wide cost-cutting '
        'review.',
        'The Haskayne Wing, opened in 1969, housed the first X-ray diffraction laboratory at the University of '
        'Wrenfield.',
        'Student numbers in the department rose from 36 in 1950 to 210 by 1965.',
        "The department's centenary history, published in 2008, was written by Gordon Whitstable, a former "
        'head of the department.',
        'When Geology and Mineral Chemistry separated in 2004, they stopped sharing teaching laboratories.',
    )],
    'maritime trust restored steamship page': [(B87_STEAMER, c, True) for c in (
        'Built in 1903 by the Pellard Brothers yard at Skerrow for the Lowmoor Lake Steam Navigation Company, '
        'the Marigold Vane was licensed to carry 420 passengers.',
        'Since 1925 she has been powered by a triple-expansion engine from Holt & Farrant of Brassington, '
        'which replaced her original single-cylinder engine.',
        'From 1940 to 1945 the steamer served as a floating barracks for a naval training school, resuming '
        'passenger sailings in 1946.',
        'Withdrawn in 1967, she lay partly submerged at Caddoway pier until the Marigold Vane Trust, formed in '
        '1985 by enthusiasts led by Mabel Trewhitt, raised her in 1986.',
        "Of the restoration's total cost of roughly £3.2 million, £1.9 million came from the Heritage "
        'Waterways Fund.',
        'Her original boiler proved beyond repair and was replaced by a new one built by Castlereagh '
        'Boilermakers in 2004.',
        'The Marigold Vane returned to steam in May 2009 after a three-phase restoration and won the Waterways '
        'Conservation Award two years later.',
    )] + [(B87_STEAMER, c, False) for c in (
        'The 142-foot steamer, of 186 gross tons, was licensed to carry 240 passengers.',
        'She was withdrawn from service in 1967 after a collision at Caddoway pier, where she lay partly '
        'submerged for almost twenty years.',
        "During the restoration her hull was re-plated at the trust's slipway at Caddoway.",
        'She was entered on the National Register of Historic Vessels in 2011 and received the Waterways '
        'Conservation Award in 2015.',
        'The Marigold Vane is the only coal-fired passenger steamer still operating on Lowmoor Lake.',
        "The saloon's teak panelling was reinstated using drawings held by the Pellard Brothers yard.",
        'Crewed almost entirely by volunteers, she operates public sailings from Ambrey throughout the year.',
    )],
}
