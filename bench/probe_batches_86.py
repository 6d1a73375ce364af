"""Probe batch 86, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B86_HOSPITAL = (
    'Waiting list at Dunmarsh and Ollerby hospitals rises again\n\n'
    'The Dunmarsh and Ollerby Hospitals Trust said on Thursday 14 March that 18,420 patients were waiting for '
    'planned treatment at the end of February, up from 17,150 at the end of December and the highest figure since '
    'the trust was formed in 2016.\n\n'
    'Of those, 2,310 had waited more than a year, compared with 1,980 in December. The longest waits were in '
    'orthopaedics, where the median wait for a hip or knee replacement reached 47 weeks. Waits for cataract surgery '
    'fell slightly, to a median of 19 weeks, after a second theatre opened at Ollerby Community Hospital '
    'in January.\n\n'
    'Chief executive Marian Holloway said the rise was "disappointing but not surprising" after a winter in which up '
    'to 140 beds a day had been occupied by patients who were medically fit to leave hospital but had no care '
    'package in place. "Every one of those beds is a bed we cannot use for a planned operation," she said. She said '
    'the trust expected the list to start falling by the autumn, but warned that this depended on extra funding from '
    'the regional health board being confirmed.\n\n'
    'The Allied Health Staff Union, which represents about 3,000 nurses, porters and theatre staff at the trust, '
    'said the figures showed the cost of unfilled posts. According to the union, 412 nursing posts were vacant at '
    'the end of February, about one in nine. The trust put the figure at 365, saying the union had counted posts '
    'that were already being recruited to.\n\n'
    'Union branch secretary Derek Amadi said staff were "running on empty" and claimed that operations were being '
    'cancelled at short notice because there were not enough recovery nurses. "Patients are being told the night '
    'before that their operation is off," he said. The trust said 96 operations had been cancelled on the day or the '
    "day before in February, and that it did not recognise the union's description of staff morale.\n\n"
    'The union said it would ballot members on industrial action over staffing levels if no agreement was reached by '
    'the end of April. Ms Holloway said talks with the union were continuing and described them as "constructive".'
)

B86_BYELECTION = (
    'Civic Alliance takes Harnley Green seat from Rural Voice\n\n'
    'The Civic Alliance gained the Harnley Green ward on Cresswick District Council from Rural Voice in a '
    'by-election on Thursday 6 June, overturning the 212-vote majority Rural Voice won there at the last full '
    'council elections in 2022.\n\n'
    'Civic Alliance candidate Priya Sandhu, a 34-year-old primary school teacher, won 1,146 votes, a 41.2% share. '
    "Rural Voice's Graham Toller, a former parish council chairman, came second with 903 votes (32.5%). Independent "
    'candidate Lorna Beech took 512 votes (18.4%) and Nathan Oduya of the Progressive Union received 220 (7.9%). '
    'Turnout was 29.6%, down from 38.1% in 2022.\n\n'
    'The by-election was called after the Rural Voice councillor Alan Pryce stood down in April, citing ill health.\n\n'
    'Speaking at the count at Cresswick Leisure Centre, Ms Sandhu said residents had "voted for a council that '
    'listens". She said her first priority would be to fight the closure of Harnley Green library, which the council '
    'voted in February to shut at the end of the year. According to the Civic Alliance, the closure would save the '
    'council about £85,000 a year; the council has not published its own estimate.\n\n'
    'Mr Toller congratulated Ms Sandhu but called the result "a verdict on the weather, not on Rural Voice", saying '
    'heavy rain had kept many older supporters at home. Ms Beech, who campaigned solely on saving the library, said '
    'she may stand again next May.\n\n'
    'The result does not change control of the council. Rural Voice now holds 26 of the 45 seats, down from 27, and '
    'the Civic Alliance 11. A Rural Voice spokesperson said the library decision would be reviewed in the autumn. '
    'Civic Alliance group leader Hannah Whitcombe said her party now hoped to win "a string of seats" at next May\'s '
    'elections.'
)

B86_BIRDS = (
    'Lapwings decline on Saltmere Estuary as avocets reach record\n\n'
    'The number of breeding lapwings on the Saltmere Estuary has fallen by almost a third in five years, according '
    'to a survey published on Monday 22 July by the wildlife charity the Corvell Wetlands Trust.\n\n'
    'Volunteers counted 214 breeding pairs of lapwing this spring, compared with 311 pairs in 2019. Redshank fell '
    'from 158 pairs to 131 over the same period, while curlew numbers were unchanged at 42 pairs. The survey covered '
    '28 sites along the estuary and was carried out by 63 volunteers between April and June.\n\n'
    'Not all the news was bad. Avocets, which first nested on the estuary in 2016, reached a record 87 pairs, up '
    'from 54 last year. Little terns nested at Pellow Spit for the first time since 2011, with four pairs raising an '
    'estimated seven chicks.\n\n'
    "The trust's conservation manager, Dr Helen Marchetti, said the avocet figures showed what could be achieved "
    'where land was managed for wildlife. "Where we control water levels and keep predators out, birds do well," she '
    'said. "The problem is that most lapwings nest on farmland we don\'t manage."\n\n'
    'The trust said the lapwing decline was likely to be linked to earlier grass cutting for silage and to predation '
    'by foxes, but that it could not yet be certain. It plans to fit 30 nests with temperature loggers next spring '
    'to find out when and why nests fail.\n\n'
    'Owen Lacey, a dairy farmer who chairs the Saltmere Valley Farmers\' Group, said members were "keen to help" but '
    'that moving cutting dates could cost a dairy farm several thousand pounds a season. "We need a scheme that pays '
    'farmers for doing it, not one that just asks them," he said.\n\n'
    'The trust has applied to the Halsey Foundation for £120,000 to pay farmers to delay cutting on up to 400 '
    'hectares. A decision is expected in October.\n\n'
    'Dr Marchetti said the survey\'s volunteers had given "well over 2,000 hours" of their time.'
)

B86_RAIL = (
    'Commuters hit as Westbray Rail drivers strike for second day\n\n'
    'Drivers at Westbray Rail walked out on Tuesday 8 October for the second day of a 48-hour strike, leaving '
    'commuters into Pendlecombe with about one train in five.\n\n'
    'The operator ran 142 services on Tuesday, compared with about 700 on a normal weekday and 151 on Monday, the '
    'first day of the strike. On Tuesday no trains ran at all on the Dunholm and Ashcote branch lines, and the '
    'services that did run finished by 6.30pm.\n\n'
    'The strike was called by the Rail Operating Staff Union (ROSU) in a dispute over a 3.5% pay offer for this '
    'year, which the union says is below inflation and tied to changes in rostering. According to the union, 94% of '
    'drivers who voted backed strike action, on a turnout of 81%.\n\n'
    'At Pendlecombe Central, queues for replacement buses stretched along Mill Street by 7.45am. Nurse Fiona '
    'Grealish, who normally takes a 25-minute train from Ashcote, said her journey had taken nearly two hours. "I '
    'don\'t blame the drivers, but I can\'t keep doing this," she said.\n\n'
    'Westbray Rail\'s managing director, Colin Herriot, said the offer was "fair and affordable" and urged the union '
    'to put it to its members. "We want to get round the table tomorrow," he said.\n\n'
    "ROSU's regional organiser, Sandra Kowalczyk, said the union had not been formally invited to talks and that the "
    'rostering changes would mean drivers working more weekends without extra pay. "This isn\'t about the 3.5%, '
    'it\'s about the small print," she said.\n\n'
    'The Pendlecombe Chamber of Commerce said the strike may have cost city-centre businesses up to £2 million over '
    'the two days, though it stressed that this was an early estimate. Car parks on the edge of the city were full '
    'by 8am, and the city council said traffic on the inner ring road was about 30% heavier than usual.\n\n'
    'No further strike dates have been announced, but the union said it could call action over the Christmas period '
    'if no agreement is reached.'
)

B86_RECALL = (
    'Brannock Foods recalls cereal bars over peanut traces\n\n'
    'Brannock Foods has recalled three flavours of its Sunfield Crunch cereal bars after traces of peanut were found '
    'in products labelled as nut-free, the company said on Friday 17 May.\n\n'
    'The recall covers the honey, apple-cinnamon and cranberry flavours in packs of five, with best-before dates '
    'between 12 September and 30 November this year. The chocolate and plain flavours are not affected. The bars are '
    'sold in supermarkets and convenience stores across the country, and the company said about 260,000 packs may be '
    'affected.\n\n'
    'The company said the problem was discovered during a routine test at its Ellisford factory on Wednesday 15 May, '
    'and that it stopped production of the three flavours the same day. It said an oat supplier was "likely" to be '
    'the source of the contamination, but that its investigation was continuing and it would not name the supplier.\n\n'
    'The Food Standards Office issued an allergy alert on Thursday. It advised anyone with a peanut allergy not to '
    'eat the bars and to return them to the shop where they were bought for a full refund, with or '
    'without a receipt.\n\n'
    'Brannock Foods\' chief executive, Martin Oyelaran, apologised to customers. "We take allergen safety extremely '
    'seriously and we are sorry that we have let people down," he said. He said the company had received two reports '
    'of mild allergic reactions, neither of which required hospital treatment.\n\n'
    'Claire Dunstable of the allergy charity Safe Plate said the incident showed why "may contain" labelling needed '
    'to be tightened. "People with severe allergies rely on a label that says nut-free meaning exactly that," she '
    'said. The charity said it had received more than 40 calls from worried parents since the alert was issued.\n\n'
    'Brannock Foods, which employs about 450 people at Ellisford, said it expected the three flavours to be back on '
    "sale within a month, once a new oat supply had been tested. Shares in the company's parent, Lydgate Holdings, "
    'fell 4% on Friday morning.'
)

B86_MUSEUM = (
    'Police appeal after Georgian silver stolen from Wenlow museum\n\n'
    'Thieves broke into the Wenlow Heritage Museum overnight on Saturday 9 November and stole 14 items of Georgian '
    "silver, including a tea urn made in 1782 for the town's first mayor, Samuel Brightwell.\n\n"
    'Detective Sergeant Amy Roscoe of Ardell Police said the break-in was discovered by a volunteer, Peter Haldane, '
    'when he arrived to open the museum at 9.30am on Sunday. A rear window had been forced and a display cabinet in '
    'the upstairs gallery smashed.\n\n'
    'Police said the thieves may have known what they were looking for, as the silver was the only thing taken and '
    'other valuable items in the same gallery, including a set of gold mourning rings, were left untouched. Officers '
    'are also examining whether the theft is linked to a break-in at a church in the nearby village of Farrowby last '
    'month, in which two silver candlesticks were stolen.\n\n'
    "The museum's chair of trustees, Dorothy Fenn, said the items were insured for £38,000 but that their value to "
    'the town was "far greater than any price". "The Brightwell urn has been in Wenlow for nearly 250 years," she '
    'said. "We just want it back."\n\n'
    'The museum, which is run entirely by volunteers and attracts about 6,000 visitors a year, has no CCTV inside '
    'the building. Ms Fenn said the trustees had applied for a grant to install cameras in the spring but had been '
    'turned down.\n\n'
    "DS Roscoe said that, according to a resident, a dark-coloured van was parked in Tanner's Lane, behind the "
    'museum, at around 2am. She appealed for anyone who saw the van, or anyone offered Georgian silver for sale, to '
    'contact police quoting reference 4471/11. "Pieces like these are distinctive and hard to sell on openly," she '
    'said. "Someone will know where they are."\n\n'
    'The museum will stay closed until Wednesday while repairs are carried out. A local businessman, Raj Khatri, has '
    'offered a £2,000 reward for information leading to the recovery of the items.'
)


BATCHES_86: dict[str, list[tuple[str, str, bool]]] = {
    'hospital trust waiting list and union response': [(B86_HOSPITAL, c, True) for c in (
        'The Dunmarsh and Ollerby Hospitals Trust reported 18,420 patients waiting for planned treatment at the end '
        'of February, 1,270 more than at the end of December.',
        'More than 2,300 patients at the Dunmarsh and Ollerby trust had been waiting over a year for treatment at '
        'the end of February.',
        'The median wait for cataract surgery at the Dunmarsh and Ollerby trust fell slightly after a second theatre '
        'opened at Ollerby Community Hospital in January.',
        'Chief executive Marian Holloway linked the rise in the waiting list to beds taken up by patients who were '
        'fit to leave hospital but had no care package.',
        'The Allied Health Staff Union and the trust disagree on nursing vacancies, with the union counting 412 '
        'vacant posts and the trust 365.',
        'Marian Holloway said the trust expects its waiting list to begin falling by the autumn, provided extra '
        'funding from the regional health board is confirmed.',
        'The Allied Health Staff Union plans to ballot members on industrial action if there is no agreement on '
        'staffing by the end of April.',
    )] + [(B86_HOSPITAL, c, False) for c in (
        'Union branch secretary Derek Amadi described the latest waiting-list figures as "disappointing but not '
        'surprising".',
        'About one in nine nursing posts at the Dunmarsh and Ollerby trust were vacant at the end of February, the '
        'trust confirmed.',
        'The median wait for cataract surgery at the Dunmarsh and Ollerby trust reached 47 weeks.',
        "The Dunmarsh and Ollerby trust accepted the union's description of low staff morale.",
        'Members of the Allied Health Staff Union have voted to take industrial action over staffing levels at the '
        'trust.',
        'At the end of February, 1,980 patients at the Dunmarsh and Ollerby trust had been waiting more than a year.',
        'The trust said 96 operations were cancelled at short notice in February because there were not enough '
        'recovery nurses.',
    )],
    'district council by-election result': [(B86_BYELECTION, c, True) for c in (
        'Priya Sandhu of the Civic Alliance won the Harnley Green by-election with 1,146 votes, 243 more than Rural '
        "Voice's Graham Toller.",
        'Turnout in the Harnley Green by-election was 29.6%, down from 38.1% at the 2022 council elections.',
        'The Harnley Green seat passed from Rural Voice to the Civic Alliance, but Rural Voice kept its majority on '
        'Cresswick District Council.',
        'The Harnley Green by-election took place because Rural Voice councillor Alan Pryce stood down in April on '
        'health grounds.',
        'Graham Toller put his defeat down to heavy rain keeping many older Rural Voice supporters at home.',
        'Independent Lorna Beech finished third in Harnley Green with 18.4% of the vote, ahead of the Progressive '
        "Union's Nathan Oduya.",
        'The four candidates in the Harnley Green by-election received 2,781 votes between them.',
    )] + [(B86_BYELECTION, c, False) for c in (
        'Graham Toller said Harnley Green residents had "voted for a council that listens".',
        'Closing Harnley Green library will save Cresswick District Council about £85,000 a year.',
        'Priya Sandhu won more than half of the votes cast in the Harnley Green by-election.',
        'After the by-election, Rural Voice holds 27 of the 45 seats on Cresswick District Council.',
        'Lorna Beech, a former parish council chairman, stood in Harnley Green as an independent.',
        'Following the by-election result, Cresswick District Council reversed its decision to close Harnley Green '
        'library.',
        'Rural Voice overturned a 212-vote Civic Alliance majority to win the Harnley Green ward.',
    )],
    'wildlife charity estuary bird survey': [(B86_BIRDS, c, True) for c in (
        'The Corvell Wetlands Trust survey found 214 breeding pairs of lapwing on the Saltmere Estuary this spring, '
        '97 fewer than in 2019.',
        'Curlew numbers on the Saltmere Estuary were the same as in 2019, at 42 pairs.',
        'Avocets had a record year on the Saltmere Estuary, with 87 breeding pairs compared with 54 the year before.',
        'Little terns nested at Pellow Spit this year for the first time since 2011.',
        'The Corvell Wetlands Trust thinks earlier silage cutting and fox predation are probably behind the lapwing '
        'decline, but says it cannot yet be sure.',
        "Owen Lacey of the Saltmere Valley Farmers' Group called for a scheme that pays farmers to change cutting "
        'dates rather than simply asking them to.',
        'The Saltmere survey was carried out by 63 volunteers at 28 sites along the estuary between April and June.',
    )] + [(B86_BIRDS, c, False) for c in (
        'The Corvell Wetlands Trust survey showed that earlier silage cutting and fox predation caused the fall in '
        'lapwing numbers.',
        'Owen Lacey said birds do well where water levels are controlled and predators are kept out.',
        'Redshank numbers on the Saltmere Estuary fell from 311 pairs to 131 over five years.',
        'Every wading species counted on the Saltmere Estuary declined between 2019 and this year.',
        'The Halsey Foundation has agreed to give the Corvell Wetlands Trust £120,000 to pay farmers to delay '
        'cutting.',
        'Avocets first nested on the Saltmere Estuary in 2011.',
        'Most lapwings on the Saltmere Estuary nest on land managed by the Corvell Wetlands Trust.',
    )],
    'rail drivers strike and commuters': [(B86_RAIL, c, True) for c in (
        "Westbray Rail ran 142 services on the second day of the drivers' strike, roughly a fifth of its usual "
        'weekday timetable.',
        'Fewer Westbray Rail trains ran on the second day of the 48-hour strike than on the first.',
        'The Westbray Rail strike was called by the Rail Operating Staff Union in a dispute over a 3.5% pay offer '
        'tied to rostering changes.',
        'Nurse Fiona Grealish said a journey that normally takes 25 minutes by train took her almost two hours '
        'during the strike.',
        'Sandra Kowalczyk of ROSU said the rostering changes would leave drivers working more weekends for no extra '
        'pay.',
        'The Pendlecombe Chamber of Commerce estimated, at an early stage, that the two-day strike may have cost '
        'city-centre businesses as much as £2 million.',
        'On Tuesday no Westbray Rail trains ran on the Dunholm and Ashcote branch lines, and other services stopped '
        'by 6.30pm.',
    )] + [(B86_RAIL, c, False) for c in (
        'The two-day Westbray Rail strike cost city-centre businesses in Pendlecombe £2 million.',
        'Colin Herriot said the dispute "isn\'t about the 3.5%, it\'s about the small print".',
        'According to ROSU, 81% of the drivers who voted backed strike action.',
        'Talks between Westbray Rail and ROSU have been arranged for Wednesday.',
        "Westbray Rail cancelled all of its services on Tuesday because of the drivers' strike.",
        'ROSU has announced further strikes over the Christmas period.',
        'Fiona Grealish said she blamed the drivers for the disruption to her journey.',
    )],
    'food company cereal bar recall': [(B86_RECALL, c, True) for c in (
        'Brannock Foods recalled the honey, apple-cinnamon and cranberry Sunfield Crunch bars after peanut traces '
        'were found in bars labelled nut-free.',
        'The chocolate and plain flavours of Sunfield Crunch are not part of the Brannock Foods recall.',
        'Brannock Foods found the peanut traces in a routine test at its Ellisford factory on Wednesday 15 May and '
        'halted production of the three flavours that day.',
        'Brannock Foods said it had received two reports of mild allergic reactions to the bars, and nobody needed '
        'hospital treatment.',
        'People with a peanut allergy were told they could return the recalled bars for a full refund even without a '
        'receipt.',
        'The Food Standards Office issued its allergy alert the day after Brannock Foods discovered the problem.',
        'The allergy charity Safe Plate said it had taken over 40 calls from worried parents since the alert went '
        'out.',
    )] + [(B86_RECALL, c, False) for c in (
        'Brannock Foods said an oat supplier was the source of the peanut contamination in its Sunfield Crunch bars.',
        'Martin Oyelaran said the incident showed why "may contain" labelling needed to be tightened.',
        'Shares in Brannock Foods fell 4% on Friday morning after the recall.',
        'Brannock Foods has named the oat supplier it believes was responsible for the contamination.',
        'Brannock Foods stopped making the three affected flavours only after the Food Standards Office issued its '
        'alert.',
        'Brannock Foods expects the recalled flavours to be back on sale within a week.',
        'Brannock Foods has withdrawn every flavour of its Sunfield Crunch bars from sale.',
    )],
    'small museum theft and police appeal': [(B86_MUSEUM, c, True) for c in (
        "Fourteen pieces of Georgian silver, among them a tea urn made in 1782 for Wenlow's first mayor, were stolen "
        'from the Wenlow Heritage Museum.',
        'Volunteer Peter Haldane discovered the break-in when he arrived to open the Wenlow museum on Sunday '
        'morning; a rear window had been forced and a display cabinet smashed.',
        'Police think the Wenlow museum thieves may have known what they were after, since gold mourning rings in '
        'the same gallery were left behind.',
        'Officers are looking into whether the Wenlow museum theft is connected to the theft of two silver '
        'candlesticks from a Farrowby church last month.',
        'Dorothy Fenn said the stolen silver was insured for £38,000 but was worth far more than that to the town.',
        "The volunteer-run Wenlow Heritage Museum has no CCTV inside, and its trustees' grant application to install "
        'cameras was turned down.',
        'Local businessman Raj Khatri has offered a £2,000 reward for information that leads to the stolen items '
        'being recovered.',
    )] + [(B86_MUSEUM, c, False) for c in (
        "Police confirmed that a dark-coloured van was parked in Tanner's Lane behind the Wenlow museum at about 2am.",
        "Police have linked the Wenlow museum theft to last month's break-in at a church in Farrowby.",
        'Detective Sergeant Amy Roscoe said the Brightwell urn had been in Wenlow for nearly 250 years.',
        "Peter Haldane, the Wenlow museum's chair of trustees, discovered the break-in on Sunday morning.",
        'Thieves took both silver and gold mourning rings from the upstairs gallery of the Wenlow museum.',
        'Raj Khatri has offered a £38,000 reward for the recovery of the silver stolen from the Wenlow museum.',
        'The Wenlow Heritage Museum will reopen on Wednesday with new CCTV cameras installed.',
    )],
}

