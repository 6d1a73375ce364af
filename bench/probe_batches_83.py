"""Probe batch 83, written by a helper agent that saw neither the code nor an earlier probe (session 53), on
six cited web pages and the encyclopedia sentences that cite them. Counted unread on session 52's code, then
read (served engine) to find session 53's rounds, so in sample from there (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B83_AWARD = (
    'Varnholt University | News | 14 March 2022\n'
    '\n'
    'Professor Idris Kalvane receives Mellor-Strand Medal for work on coastal sediment\n'
    '\n'
    'Professor Idris Kalvane, who holds the Chair of Marine Geoscience in the School of Earth '
    'Sciences, has been awarded the 2022 Mellor-Strand Medal by the Halloway Geological Society. The '
    'medal, presented every two years, recognises research that has changed how scientists understand '
    'the movement of sediment along coastlines. Kalvane is the first member of Varnholt staff to '
    'receive it since the award was established in 1978.\n'
    '\n'
    'Born in 1963 in the fishing town of Pellisk, Kalvane studied physics at Ardmere College before '
    'completing a doctorate in oceanography at Varnholt in 1990. After six years as a research fellow '
    'at the Tessaly Institute, he returned to Varnholt in 1996 as a lecturer and was appointed to his '
    'current chair in 2009. He served as head of the School of Earth Sciences from 2013 to 2019.\n'
    '\n'
    "The society's citation singles out the Brennock Shore Survey, a fourteen-year project Kalvane "
    'began in 2004, which tracked the movement of sand and gravel along 38 kilometres of the northern '
    'coast using more than 1,200 buried sensors. Data from the survey showed that winter storms moved '
    'roughly three times as much material as the rest of the year combined, a finding that led the '
    'regional coastal authority to revise its sea-wall maintenance schedule in 2017.\n'
    '\n'
    'Kalvane has written more than 140 papers and two books, including the textbook Moving Ground '
    '(2011), which is now used on undergraduate courses in several countries. He has supervised 23 '
    'doctoral students, four of whom now lead research groups of their own.\n'
    '\n'
    '"I am delighted, but the survey was never a one-person effort," Kalvane said. "More than sixty '
    'students and technicians spent cold nights on those beaches, and this medal belongs to them as '
    'much as to me."\n'
    '\n'
    'The Vice-Chancellor, Dr Marit Osgood, described the award as "a fitting tribute to three decades '
    'of patient, careful science". The medal will be presented at the society\'s annual meeting in '
    'Carrow on 9 June, where Kalvane will deliver the Mellor-Strand Lecture.\n'
    '\n'
    'The medal carries a prize of 5,000 pounds, which Kalvane has said he will donate to a fund that '
    "supports fieldwork by the school's postgraduate students."
)

B83_FILM = (
    'Selmarch International Documentary Festival | 13–20 March 2019 | Programme | International '
    'Competition\n'
    '\n'
    'The Last Lamplighters\n'
    '\n'
    'Director: Noor Eskelund | Country: Veldmark | Year: 2018 | Running time: 87 minutes | Language: '
    'Veldish with English subtitles\n'
    '\n'
    "In the hill town of Corvenna, five elderly men still light the town's 212 gas street lamps by "
    'hand every evening, a duty their guild has carried out since 1851. When the municipal council '
    'votes to convert the lamps to electricity, the lamplighters are left with eleven months in a job '
    'most of them have held for more than forty years. Noor Eskelund follows them through that final '
    'year, from the winter council meeting to the last lighting on a wet November night.\n'
    '\n'
    'Eskelund, a former radio journalist, spent three years filming in Corvenna and for part of that '
    "time lived in a flat above the guild's workshop. The cinematographer Pavo Lindqvar shot mostly "
    'by available light, often with the lamps themselves as the only source in night scenes. The '
    'score, built around recordings of the hissing burners, is by the composer Anja Terhune.\n'
    '\n'
    'The Last Lamplighters had its world premiere at the Rensfield Film Week in October 2018, where '
    'it won the audience award. It was produced by Harrowgate Pictures with support from the Veldmark '
    "Film Fund, and is Eskelund's second feature-length documentary, following Salt Roads (2014).\n"
    '\n'
    'At Selmarch the film is one of fourteen titles in the International Competition, competing for '
    "the Golden Kite, the festival's top prize, worth 10,000 euros. It screens twice: at the Orpheum "
    'Cinema on Friday 15 March at 19:30 and at Kestrel Hall on Sunday 17 March at 14:00. Both '
    'screenings will be followed by a conversation with the director and with Tomas Vell, the '
    'youngest of the five lamplighters, who is travelling outside Veldmark for the first time.\n'
    '\n'
    'Programmer\'s note (Liesl Aron): "Eskelund never tells us what to feel about progress. She simply '
    'lets us stand in the dark with these men, and the film is all the richer for it."\n'
    '\n'
    'Tickets: 9 euros (concessions 6 euros). Festival passes are on sale at the Orpheum box office.'
)

B83_CHURCH = (
    'We use cookies to improve your experience on our site and to show you relevant advertising. By '
    'continuing to browse you agree to our use of cookies. [Accept] [Manage settings]\n'
    '\n'
    'THE DUNMERE COURIER | News | Lowfield | Saturday 8 October 2016\n'
    '\n'
    "St Aldric's reopens after £1.4m restoration\n"
    '\n'
    'By Hester Calloway\n'
    '\n'
    "The bells of St Aldric's Church in Lowfield rang out on Sunday for the first time in nine years "
    'as the Grade II listed building reopened following a restoration costing £1.4 million.\n'
    '\n'
    'The church, built in 1742 to a design by the mason-architect Josiah Penhallow, closed in 2007 '
    'when a survey found that rot in the roof timbers had made the nave unsafe. Work began in March '
    '2014 after the parish secured a grant of £860,000 from the Heritage Renewal Trust; the rest of '
    'the money was raised locally through appeals, concerts and a sponsored walk along the Dunmere '
    'Way.\n'
    '\n'
    'Builders from the Carnby firm Tolliver & Marsh replaced 60 per cent of the roof timbers with oak '
    'from a managed woodland in the county, and repaired the tower, where a crack had opened during a '
    'storm in 1998. The conservator Ruth Abelard spent eight months cleaning and repairing the '
    'painted ceiling, which shows the twelve apostles and had been hidden under whitewash until the '
    '1930s.\n'
    '\n'
    'The six bells, the oldest of which was cast in 1680 and is older than the church itself, were '
    'taken down and re-hung in a new steel frame at the foundry of Pryce Bros in Wellcombe.\n'
    '\n'
    'The vicar, the Rev Colin Ashdown, who led the fundraising campaign, said: "When I arrived in '
    '2010 the doors had been locked for three years. People kept telling me the building was '
    'finished. Today proves them wrong."\n'
    '\n'
    'The reopening service was led by the Bishop of Dunmere, the Rt Rev Alison Varga, and attended by '
    'around 400 people, including the mayor of Lowfield, Cllr Dennis Okafor-Reed. The church will '
    "also be used as a concert venue and as a base for the town's food bank, which moves in next "
    'month from a portable building behind the library.\n'
    '\n'
    'The chairman of the restoration committee, Graham Tulley, said a second phase of work, to '
    'restore the churchyard wall and install a ramp for wheelchair users, would begin next spring if '
    'a further £95,000 could be raised.\n'
    '\n'
    'Related stories\n'
    '- Lowfield bypass plans go back to council\n'
    '- Record crowds at Carnby ploughing match\n'
    "- Dunmere school named among county's most improved\n"
    '\n'
    '© Dunmere Courier Ltd. All rights reserved.'
)

B83_MANAGER = (
    'HOME | NEWS | FIXTURES | TICKETS | SHOP | HISTORY | CONTACT\n'
    '\n'
    'Kestwick Rovers FC | Club History | Managers\n'
    '\n'
    "Arnold 'Arnie' Blackwood (manager 1974–1983)\n"
    '\n'
    'Arnold Blackwood, known to supporters simply as Arnie, remains the longest-serving manager in '
    'the history of Kestwick Rovers and the man who took the club into the First Division for the '
    'first time.\n'
    '\n'
    'Born in Hollins Bridge on 3 May 1931, Blackwood joined Rovers as a seventeen-year-old wing-half '
    'in 1948 and made 312 league appearances over eleven seasons, scoring 27 goals, before a knee '
    "injury ended his playing career in 1959. He then spent ten years coaching the club's youth team "
    'and a further five as assistant to the manager, Stan Pellow.\n'
    '\n'
    'When Pellow left for Marlhurst City in the summer of 1974, the board turned to Blackwood. His '
    'first season brought a mid-table finish, but in 1976–77 Rovers won the Third Division title, '
    'losing only four of their 46 matches. Two seasons later, a 2–1 win at Ferncombe on the final day '
    'secured second place in the Second Division and promotion to the top flight.\n'
    '\n'
    'Rovers spent three seasons in the First Division under Blackwood, their best finish being '
    'eleventh in 1980–81. The club also reached the semi-final of the national cup in 1981, going out '
    '3–0 to Dunsford Athletic. Relegation followed in 1982, and Blackwood stepped down in February '
    '1983 after a run of nine matches without a win, handing over to his long-time assistant, Gerry '
    'Tamm.\n'
    '\n'
    'In all he took charge of 412 competitive matches, winning 171 of them. His signings included the '
    "striker Luca Ferrante, bought from Pennholm in 1978 for £40,000, who became the club's record "
    'goalscorer.\n'
    '\n'
    "After leaving the dugout Blackwood ran a newsagent's shop on Station Road for many years, and he "
    'remained a season-ticket holder until his death in 2009, aged 78. The north stand at Fallow Lane '
    'was renamed the Arnie Blackwood Stand in his honour in 2011.\n'
    '\n'
    'Read more: Managers | Club Honours | Hall of Fame\n'
    '\n'
    'Kestwick Rovers Football Club, Fallow Lane, Kestwick. Registered company No. 00418273.\n'
    'Subscribe to our newsletter | Privacy policy | Accessibility'
)

B83_NOVELIST = (
    'Quillfeather Press | Authors | Marisol Venn\n'
    '\n'
    'Marisol Venn was born in 1974 in Tarrow, a port town on the Ebbrin estuary, the youngest of four '
    "children of a ship's engineer and a primary-school teacher. She read history at the University "
    'of Calderby and worked for twelve years as an archivist at the Tarrow Maritime Museum, an '
    'experience she says taught her "that every ledger is a novel waiting for someone to notice it".\n'
    '\n'
    'Her first novel, The Salt Ledger (2008), grew out of a bundle of shipping accounts she '
    'catalogued at the museum. Published by the small independent house Larkspur Books, it was '
    'shortlisted for the Penrose First Novel Award and has since been translated into eleven '
    'languages. Venn left the museum in 2010 to write full time.\n'
    '\n'
    'She joined Quillfeather in 2012. Her second novel, A House of Tides (2013), followed three '
    "generations of women running a boarding house on the estuary, and her third, The Cartographer's "
    'Daughter (2017), won the Halden Prize for Fiction, making Venn the youngest writer to receive it '
    "in the prize's forty-year history. The book sold more than 300,000 copies in its first two years "
    'and was adapted as a four-part television drama by Wexmoor Studios in 2020, with Venn co-writing '
    'the scripts.\n'
    '\n'
    'Her most recent novel, Winter at Greyhallow, published in September 2023, moves away from the '
    'coast for the first time, following a widowed clockmaker who takes in a refugee boy in a '
    'mountain village in the 1920s. Reviewing it in the Calderby Review, the critic Oswin Pratt '
    'called it "her bravest and most tender book yet".\n'
    '\n'
    'Venn also writes short stories, and her collection Lanterns (2019) was chosen as Book of the '
    'Year by the Tarrow Literary Festival, which she co-founded in 2015 with the poet Dilys Harrop. '
    'She lives in Tarrow with her husband, the illustrator Ben Okonkwo-Hale, and their two daughters.\n'
    '\n'
    'She is currently working on her fifth novel, set in the shipyards of her home town.\n'
    '\n'
    'Praise for Marisol Venn\n'
    '"Few writers can make an account book weep. Venn can." (Elena Maris, The Northern Quarterly)\n'
    '\n'
    'Buy from Quillfeather | Request a review copy | Rights enquiries'
)

B83_TOWN = (
    'Brackenford Town Council | Our Town | History and Twinning\n'
    '\n'
    'A short history\n'
    '\n'
    'Brackenford grew up where the Old Salt Road crossed the River Leden, and in 1287 a royal charter '
    'granted the town the right to hold a weekly market on Thursdays. The market is still held every '
    "Thursday in Corn Square, which by the council's reckoning makes it one of the oldest "
    'continuously held markets in the county.\n'
    '\n'
    'Wool brought prosperity in the fifteenth and sixteenth centuries, and the Guildhall on Corn '
    "Square, completed in 1563, was paid for by the wool merchants' guild. In 1839 the Leden Valley "
    'Railway opened a station in the town, and within thirty years the population had more than '
    'doubled, from about 2,100 to 4,600, as tanneries and a large brewery, Hobbins & Sons, grew up '
    'along the river. The brewery closed in 1972, and its maltings were converted in 1996 into the '
    'Maltings Arts Centre.\n'
    '\n'
    'Today Brackenford has a population of 11,240 (2021 census) and is home to the Leden Valley Show, '
    'which has been held every August on the Mill Meadows since 1888.\n'
    '\n'
    'Our twin towns\n'
    '\n'
    'Since 1964 Brackenford has been twinned with Saint-Aubrel, a wine-growing town of about 9,000 '
    'people in the Sorlain valley. The link was proposed by the then mayor, Edith Lorrimer, who had '
    'served as a nurse near Saint-Aubrel during the war, and the twinning charter was signed in '
    "Saint-Aubrel's town hall on 12 September 1964. A second twinning, with the lakeside town of "
    'Ostervaal in the Velsberg hills, followed in 1989, after pupils from Brackenford Grammar School '
    "and Ostervaal's Lindqvel Gymnasium had taken part in exchange visits for a decade.\n"
    '\n'
    'The Brackenford Twinning Association arranges a visit every year, taking turns to host and to '
    'travel. In 2014 a delegation of 120 people from Saint-Aubrel came to Brackenford for the '
    'fiftieth anniversary of the link; a lime tree was planted in Corn Square and the road leading to '
    'the station was renamed Saint-Aubrel Way.\n'
    '\n'
    'Anyone may join the association. Membership costs £12 a year (£5 for under-18s); please contact '
    'the town clerk, Mrs Priya Dunstan, at the Guildhall.\n'
    '\n'
    'The Town Council meets at 7pm on the first Tuesday of each month in the Guildhall. Agendas and '
    'minutes are published on the Council Meetings page.'
)

BATCHES_83: dict[str, list[tuple[str, str, bool]]] = {
    "university news on a professor's medal": [(B83_AWARD, c, True) for c in (
        'Idris Kalvane, born in Pellisk in 1963, earned his doctorate in oceanography at Varnholt '
        'University in 1990.',
        'Kalvane returned to Varnholt as a lecturer in 1996, after six years as a research fellow at '
        'the Tessaly Institute, and was given the Chair of Marine Geoscience in 2009.',
        "He headed Varnholt's School of Earth Sciences for six years, from 2013 to 2019.",
        'In 2022 the Halloway Geological Society awarded Kalvane its biennial Mellor-Strand Medal, '
        'making him the first Varnholt staff member to win it since the medal was created in 1978.',
        'The Brennock Shore Survey, which Kalvane started in 2004 and which ran for fourteen years, '
        'used more than 1,200 buried sensors to follow sand and gravel along 38 km of the northern '
        'coast.',
        "The survey's finding that winter storms moved about three times as much material as the rest "
        'of the year put together led the regional coastal authority to change its sea-wall '
        'maintenance schedule in 2017.',
        'Kalvane, whose textbook Moving Ground (2011) is used on undergraduate courses in several '
        "countries, pledged the medal's 5,000-pound prize to a fund for fieldwork by his school's "
        'postgraduate students.',
    )] + [(B83_AWARD, c, False) for c in (
        'Kalvane, born in Pellisk in 1963, studied physics at Varnholt University before completing '
        'his doctorate there in 1990.',
        'Kalvane returned to Varnholt as a lecturer in 1996 and was appointed to the Chair of Marine '
        'Geoscience in 2013.',
        'The Brennock Shore Survey, begun by Kalvane in 2004, ran for fourteen years and tracked '
        'sediment along 83 km of the northern coast.',
        'The Mellor-Strand Medal, which the Halloway Geological Society presents every year, was '
        'awarded to Kalvane in 2022.',
        "Kalvane's textbook Moving Ground (2011) won the Halloway Geological Society's prize for "
        'science writing.',
        'The regional coastal authority revised its sea-wall maintenance schedule in 2017 after a '
        'winter storm breached defences on the northern coast.',
        'Kalvane described his medal as "a fitting tribute to three decades of patient, careful '
        'science".',
    )],
    'documentary festival page': [(B83_FILM, c, True) for c in (
        'The Last Lamplighters, an 87-minute 2018 documentary from Veldmark directed by Noor '
        'Eskelund, follows five elderly men who light the 212 gas street lamps of Corvenna by hand.',
        "The film records the final year of a guild that had lit Corvenna's street lamps since 1851, "
        'after the municipal council voted to convert them to electricity.',
        'Eskelund, who had worked as a radio journalist, filmed in Corvenna over three years and for '
        "a time lived above the lamplighters' guild workshop.",
        'The documentary had its world premiere at the Rensfield Film Week in October 2018, where it '
        'won the audience award.',
        "Anja Terhune composed the film's score from recordings of the lamps' hissing burners, while "
        'Pavo Lindqvar shot it largely by available light.',
        "Produced by Harrowgate Pictures with backing from the Veldmark Film Fund, it was Eskelund's "
        'second feature-length documentary after Salt Roads (2014).',
        'At the 2019 Selmarch International Documentary Festival it was one of fourteen films '
        "competing for the Golden Kite, the festival's top prize, worth 10,000 euros.",
    )] + [(B83_FILM, c, False) for c in (
        'The Last Lamplighters follows six elderly men who light the 212 gas street lamps of Corvenna '
        'by hand.',
        'The film was shot by Anja Terhune, with a score by Pavo Lindqvar built from recordings of '
        "the lamps' burners.",
        'The Last Lamplighters won the Golden Kite, the top prize of the Selmarch International '
        'Documentary Festival, in 2019.',
        "Eskelund's debut feature documentary, The Last Lamplighters premiered at the Rensfield Film "
        'Week in October 2018.',
        "Corvenna's municipal council voted to convert the town's gas lamps to electricity in order "
        'to cut the cost of street lighting.',
        'Tomas Vell, the youngest of the five lamplighters, is the only one of them to have held the '
        'job for less than forty years.',
        'At Selmarch the film was screened at the Orpheum Cinema on Friday 15 March 2019 and at '
        'Kestrel Hall on Saturday 16 March.',
    )],
    'regional newspaper on a church restoration': [(B83_CHURCH, c, True) for c in (
        "St Aldric's Church in Lowfield, built in 1742 to Josiah Penhallow's design, reopened in 2016 "
        'after a restoration that cost £1.4 million.',
        'The church had been shut since 2007, when a survey found that rotten roof timbers had made '
        'its nave unsafe.',
        'A £860,000 grant from the Heritage Renewal Trust met more than half the cost of the work, '
        'with the rest raised locally through appeals, concerts and a sponsored walk.',
        'Tolliver & Marsh, a Carnby firm, replaced 60 per cent of the roof timbers with oak from a '
        'county woodland and repaired the tower, which had cracked in a 1998 storm.',
        "The conservator Ruth Abelard spent eight months restoring the church's painted ceiling of "
        'the twelve apostles, which had lain under whitewash until the 1930s.',
        "The oldest of the church's six bells was cast in 1680, 62 years before the church was built, "
        'and all six were re-hung in a new steel frame at the Pryce Bros foundry in Wellcombe.',
        'The reopening service, led by the Bishop of Dunmere, Alison Varga, drew around 400 people, '
        'among them the mayor of Lowfield.',
    )] + [(B83_CHURCH, c, False) for c in (
        "St Aldric's, closed in 2007 because of rot in its roof timbers, reopened after a restoration "
        'that began in March 2012.',
        "The fundraising campaign for the restoration of St Aldric's was led by the restoration "
        "committee's chairman, Graham Tulley.",
        "The restoration of St Aldric's included the installation of a ramp for wheelchair users.",
        'The Heritage Renewal Trust gave a grant of £860,000, and the remaining £640,000 of the £1.4 '
        'million cost was raised locally.',
        'The £1.4 million project was the most expensive church restoration ever carried out in the '
        'county.',
        "The tower of St Aldric's had cracked in 1998 as a result of subsidence.",
        "St Aldric's was designed by Josiah Penhallow, a mason-architect from Carnby, and built in "
        '1742.',
    )],
    'football club page on a former manager': [(B83_MANAGER, c, True) for c in (
        'Arnold Blackwood, born in Hollins Bridge in 1931, made 312 league appearances for Kestwick '
        'Rovers as a wing-half before a knee injury ended his playing career in 1959.',
        'Before becoming manager, Blackwood coached the Rovers youth team for ten years and then '
        "spent five years as Stan Pellow's assistant.",
        'Under Blackwood, Rovers won the Third Division in 1976–77 and in 1979 reached the First '
        'Division for the first time in their history by finishing second in the Second Division.',
        "Rovers' best finish under Blackwood was eleventh in the First Division in 1980–81, and in "
        '1981 they reached the semi-final of the national cup, losing 3–0 to Dunsford Athletic.',
        'Blackwood won 171 of the 412 competitive matches he managed and stepped down in February '
        '1983, when his long-time assistant Gerry Tamm took over.',
        'He signed the striker Luca Ferrante from Pennholm for £40,000 in 1978, and Ferrante went on '
        "to become Rovers' record goalscorer.",
        "The north stand at Fallow Lane was renamed in Blackwood's honour in 2011, two years after he "
        'died at the age of 78.',
    )] + [(B83_MANAGER, c, False) for c in (
        'Blackwood made 312 league appearances for Kestwick Rovers and scored 72 goals before a knee '
        'injury ended his career.',
        'Under Blackwood, Rovers won the Second Division title in 1979 and were promoted to the First '
        'Division.',
        'Blackwood left Kestwick Rovers to join Marlhurst City in the summer of 1974.',
        "Blackwood was the first former Rovers player to become the club's manager.",
        'Blackwood stepped down as manager in February 1983 because of ill health.',
        "After retiring from football, Blackwood ran a newsagent's shop on Station Road and served as "
        'a director of Rovers.',
        'The north stand at Fallow Lane was renamed the Arnie Blackwood Stand in 2009, the year of '
        'his death.',
    )],
    'publisher author page on a novelist': [(B83_NOVELIST, c, True) for c in (
        'Marisol Venn, born in Tarrow in 1974, read history at the University of Calderby and spent '
        'twelve years as an archivist at the Tarrow Maritime Museum.',
        'Her debut novel, The Salt Ledger (2008), was inspired by shipping accounts she had '
        'catalogued at the museum and was shortlisted for the Penrose First Novel Award.',
        'Venn left her museum job in 2010 to write full time and joined Quillfeather Press two years '
        'later.',
        "The Cartographer's Daughter (2017), her third novel, won the Halden Prize for Fiction and "
        'sold over 300,000 copies in its first two years.',
        "Wexmoor Studios adapted The Cartographer's Daughter as a four-part television drama in 2020, "
        'with scripts co-written by Venn.',
        'Winter at Greyhallow (2023), in which a widowed clockmaker shelters a refugee boy in a 1920s '
        'mountain village, is the first of her novels to move away from the coast.',
        'With the poet Dilys Harrop, Venn co-founded the Tarrow Literary Festival in 2015, which '
        'later named her story collection Lanterns (2019) its Book of the Year.',
    )] + [(B83_NOVELIST, c, False) for c in (
        "Venn's first novel, The Salt Ledger (2008), won the Penrose First Novel Award and has been "
        'translated into eleven languages.',
        "Quillfeather Press published Venn's debut novel, The Salt Ledger, in 2008.",
        "Venn's second novel, A House of Tides (2013), follows two generations of women running a "
        'boarding house on the estuary.',
        'Venn was the first woman to win the Halden Prize for Fiction, which she received for The '
        "Cartographer's Daughter (2017).",
        'Reviewing Winter at Greyhallow, the critic Elena Maris called it "her bravest and most '
        'tender book yet".',
        "Venn's husband, the illustrator Ben Okonkwo-Hale, illustrated her short-story collection "
        'Lanterns (2019).',
        "Winter at Greyhallow, published in September 2023, is Venn's fifth novel.",
    )],
    'town council page on history and twinning': [(B83_TOWN, c, True) for c in (
        'Brackenford, which grew up where the Old Salt Road crossed the River Leden, was granted a '
        'weekly Thursday market by charter in 1287, and the market is still held in Corn Square.',
        'The town prospered from wool in the fifteenth and sixteenth centuries, and its Guildhall, '
        "finished in 1563, was funded by the wool merchants' guild.",
        "After a railway station opened in 1839, Brackenford's population grew from about 2,100 to "
        '4,600 within thirty years as tanneries and the Hobbins & Sons brewery developed along the '
        'river.',
        'The maltings of the Hobbins & Sons brewery, which closed in 1972, became the Maltings Arts '
        'Centre in 1996.',
        'Since 1964 the town has been twinned with Saint-Aubrel, a wine-growing town in the Sorlain '
        'valley; the link was proposed by the mayor, Edith Lorrimer, who had nursed near Saint-Aubrel '
        'during the war.',
        "Brackenford's second twinning, with Ostervaal, came in 1989 after a decade of exchange "
        "visits between Brackenford Grammar School and Ostervaal's Lindqvel Gymnasium.",
        'For the fiftieth anniversary of the Saint-Aubrel link in 2014, 120 visitors from that town '
        'came to Brackenford, a lime tree was planted in Corn Square and the road to the station was '
        'renamed Saint-Aubrel Way.',
    )] + [(B83_TOWN, c, False) for c in (
        "The Guildhall on Brackenford's Corn Square, completed in 1563, was paid for by the Hobbins & "
        'Sons brewery.',
        'The charter twinning Brackenford with Saint-Aubrel was signed in Brackenford Guildhall on 12 '
        'September 1964.',
        'Home to the Leden Valley Show, held every August since 1888, Brackenford had 11,420 '
        'residents at the 2021 census.',
        "Brackenford's Thursday market, held under a charter of 1287, is the oldest continuously held "
        'market in the county.',
        "Brackenford's twinning with Ostervaal dates from 1979, when its grammar school began "
        'exchange visits with the Lindqvel Gymnasium.',
        'The Hobbins & Sons brewery in Brackenford closed in 1972 after a fire destroyed its '
        'maltings.',
        'Edith Lorrimer, who proposed the twinning with Saint-Aubrel, also founded the Brackenford '
        'Twinning Association.',
    )],
}
