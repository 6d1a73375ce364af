"""Probe batch 81, written by a helper agent that saw neither the code nor an earlier probe (session 52),
on six sets of retrieved web passages and the claims of a chatbot answer checked against them. Counted unread on
session 52's round H code, then read (served engine) to find round I, so in sample from it
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Question: What is the history of the Halvern Valley railway line?
B81_RAILWAY = (
    "The Halvern Valley line was the brainchild of Edwin Marlowe Crane, a Tessly ironmaster who wanted a "
    "cheaper way of moving ore from the quarries at Dunmoor down to the wharves at Pellbridge. Parliament "
    "approved the scheme in 1871, but money ran short and work did not start until 1874. The first section, "
    "from Pellbridge to Ashcombe, opened to goods traffic in March 1877, and passenger trains followed that "
    "autumn. The extension up the valley to Dunmoor was finished in 1881, giving the line its full length "
    "of 23 miles.\n\n"
    "...while the station at Ashcombe, designed by the architect Lionel Havard in a plain Italianate style, "
    "is now a listed building. Passenger numbers peaked in 1913, when the line carried some 410,000 "
    "journeys, but competition from motor buses after the First World War cut traffic sharply. In 1923 the "
    "independent Halvern Valley company was absorbed into the larger Western Counties Railway, which ran "
    "the line for the rest of its working life.\n\n"
    "Passenger services over the Halvern Valley line were withdrawn in September 1958. A petition of 6,000 "
    "signatures was handed to the transport minister, to no avail. Stone trains from Dunmoor kept running "
    "for a few more years, and the last goods train ran in 1964. Most of the track was lifted the following "
    "year, although a short stretch around Ashcombe survived because it still served a dairy siding, which "
    "stayed in use until 1969.\n\n"
    "Posted 14 June 2019 | Heritage News. Volunteers from the Halvern Valley Railway Society have finished "
    "restoring tank engine No. 7 'Dunmoor Lass', built in 1896 by Fenwick & Orme. The society, founded in "
    "1972, runs trains over a four-mile stretch between Ashcombe and Kellow Bridge on summer weekends. "
    "Chairman Gordon Tibbet said it\u00e2\x80\x99s hoping to extend services to Nethercote by 2022, subject "
    "to funding. Read more\n\n"
    "Pellbridge grew up as a small fishing harbour at the mouth of the Halvern. Its quays were rebuilt in "
    "the 1860s to handle coastal shipping, and by the end of the century the town had three boatyards and "
    "a rope works. Today the old harbour is mainly used by pleasure craft, and the former harbourmaster's "
    "house holds a small museum of local maritime history, open from Easter to October."
)

# Question: How is Dornexil dosed and what are its side effects?
B81_MEDICINE = (
    "Dornexil (tralvecan) is a once-daily tablet used to prevent attacks of cluster headache in adults. "
    "Treatment usually starts at 25 mg taken in the evening, and the dose may be increased to 50 mg after "
    "two weeks if attacks continue. The maximum dose is 100 mg a day. Swallow the tablets whole with a "
    "glass of water; they can be taken with or without food. Dornexil is not recommended for anyone under "
    "18 because it has not been studied in this age group.\n\n"
    "Possible side effects. Like all medicines, Dornexil can cause side effects, although not everybody "
    "gets them. Very common (may affect more than 1 in 10 people): drowsiness, dry mouth. Common (may "
    "affect up to 1 in 10 people): dizziness, constipation, weight gain. Uncommon (may affect up to 1 in "
    "100 people): blurred vision, slow heartbeat. Stop taking Dornexil and contact a doctor straight away "
    "if you notice swelling of the face, lips or tongue, or difficulty breathing.\n\n"
    "...in patients with moderate kidney impairment the daily dose should not exceed 50 mg, and Dornexil "
    "should be avoided altogether in severe liver disease. Drowsiness is most marked during the first "
    "weeks of treatment, so patients should not drive until they know how the tablets affect them; alcohol "
    "can make the drowsiness worse. Dornexil should not be stopped suddenly. When treatment ends, the dose "
    "is normally reduced gradually over 7 to 10 days.\n\n"
    "Updated 3 March 2021 | Halcrest Pharma, the company behind Dornexil, said sales of the drug rose 18% "
    "last year, helped by its launch in several new markets. Dornexil was first approved in 2016 and is "
    "now the firm's best-selling product. Chief executive Ruth Adeyemi-Lowe told investors that a trial of "
    "a once-weekly injectable version was under way, with results expected next year. Read more\n\n"
    "Been on Dornexil for about eight months now. My neurologist started me on 25mg and bumped it to 50 "
    "after a fortnight when I was still getting attacks. The dry mouth was really annoying at first but "
    "it\u00e2\x80\x99s eased off a lot, and I keep a water bottle by the bed. Attacks went from nearly "
    "every night to maybe one a week. Not a miracle but definitely worth trying if your doctor suggests it."
)

# Question: What are the rules of Aldmere's Green Home Retrofit Credit?
B81_TAXCREDIT = (
    "The Green Home Retrofit Credit (GHRC) allows homeowners in the Province of Aldmere to claim back 30% "
    "of what they spend on insulation, heat pumps and double glazing, up to a maximum credit of 4,500 "
    "crowns per household per year. The credit is non-refundable: it can reduce your provincial income tax "
    "bill to zero, but it cannot generate a refund. It was announced in the 2019 provincial budget by "
    "Finance Minister Oskar Vantreel and covers work completed on or after 1 January 2020.\n\n"
    "To qualify, the property must be your main residence and must have been built before 2005. Landlords "
    "cannot claim for rental properties. The work has to be carried out by an installer registered with "
    "the Aldmere Energy Board, so do-it-yourself jobs are not eligible, although materials the homeowner "
    "buys can count if a registered installer fits them. Households with a combined income above 120,000 "
    "crowns receive a reduced rate of 15%.\n\n"
    "...attach form GH-2 to your annual return together with the installer's invoices. Claims must be made "
    "within two years of the end of the tax year in which the work was finished. If your credit is larger "
    "than your tax bill, the unused part can be carried forward and set against your tax for up to three "
    "later years. The Revenue Office may ask to inspect the property, though officials say "
    "it\u00e2\x80\x99s rare.\n\n"
    "12 October 2022 \u2014 Aldmere's opposition Reform Party has called for the green home credit to be "
    "made refundable, arguing that pensioners on low incomes, who pay little tax, cannot benefit from it. "
    "Figures released by the Revenue Office show that 38,200 households claimed the credit in 2021, at a "
    "total cost to the province of 61 million crowns. The government said it had no plans to change the "
    "scheme before the next budget.\n\n"
    "Air-source heat pumps work best in well-insulated homes, which is why many installers recommend "
    "tackling loft and wall insulation first. A typical system for a three-bedroom house can take two or "
    "three days to fit, and running costs depend heavily on local electricity prices. Ask for at least "
    "three quotes, and check whether the installer offers a warranty on both parts and labour. Read more"
)

# Question: What is the climate of Sarvenna like, and what are its main landmarks?
B81_CITY = (
    "Sarvenna has a mild maritime climate. Summers are warm rather than hot, with average July highs of "
    "around 24\u00b0C, while winters are cool and wet: daytime temperatures in January average about "
    "9\u00b0C, and frost is rare on the coast. The city receives roughly 780 mm of rain a year, most of it "
    "between October and February. The inland suburbs on the Kestrel Hills can be several degrees colder "
    "in winter and occasionally see snow.\n\n"
    "The city's best-known landmark is the Lantern Tower, a 68-metre former lighthouse on the tip of "
    "Gallen Point, completed in 1842 and converted into an observation tower in the 1970s. Visitors climb "
    "310 steps to a viewing gallery with views across the bay. A short walk inland, the covered Orsini "
    "Market, opened in 1903, has more than 200 stalls selling fish, cheese and spices, and is busiest on "
    "Saturday mornings.\n\n"
    "Top things to do in Sarvenna ... 3. The Cathedral of St Maren in the old town, with its twin copper "
    "spires, took almost eighty years to build (1611\u20131690); the painted ceiling of the nave is worth "
    "the queue. 4. Walk across the Ferrant Bridge, whose eleven stone arches span the river Lisse. Best "
    "time to visit? Late May to September, when it\u00e2\x80\x99s mostly dry and sunny and the caf\u00e9s "
    "spill onto the quays. Read more \u00bb\n\n"
    "Posted 2 August 2018 | Sarvenna sweltered on Tuesday as the temperature at the Gallen Point weather "
    "station reached 37.4\u00b0C, the highest reading since records there began in 1871. Hospitals "
    "reported a rise in heat-related admissions, and the city council kept public libraries open late as "
    "cool spaces. Forecasters expect temperatures to fall back towards normal by the weekend, with showers "
    "likely on Sunday.\n\n"
    "The Lisse valley upstream of Sarvenna is known for crisp white wines made mainly from the local "
    "Vellane grape. Most of the vineyards sit on south-facing slopes between the villages of Orrin and "
    "Castel Mora, and many offer tastings from April to October. The harvest usually starts in late "
    "September, and several villages hold wine festivals on the first weekend of October."
)

# Question: What products does Ferrowyn make, and who founded it?
B81_COMPANY = (
    "Ferrowyn was founded in 2011 by Ilsa Normark, a former heating engineer, and Teodor Brannigan, a "
    "software developer she had met while both were studying in Hallowby. The pair ran the business from "
    "Normark's garage for its first two years, building their first prototype thermostat from spare parts. "
    "The company's first product, the Ferrowyn Dial, went on sale in 2013 and sold 40,000 units in its "
    "first year.\n\n"
    "Ferrowyn's current range includes the Dial 3 smart thermostat, the Breathe air-quality monitor, which "
    "launched in 2018, and Ferrowyn Zones, a set of smart radiator valves that let each room be heated on "
    "its own schedule. All of the devices are controlled through the free Ferrowyn Home app. An optional "
    "subscription, Ferrowyn Plus, adds monthly energy reports and costs 3.99 a month.\n\n"
    "March 2020 \u2014 Ferrowyn has been bought by the appliance group Delmont Holdings in a deal reported "
    "to be worth 210 million. Teodor Brannigan will stay on as chief technology officer, while Ilsa "
    "Normark, who has been chief executive since the company was founded, will step down at the end of the "
    "year to set up a foundation supporting women in engineering. Delmont said the Ferrowyn brand would be "
    "kept. Read more\n\n"
    "Ferrowyn Breathe review: The Breathe is a neat, palm-sized monitor that measures carbon dioxide, "
    "humidity and fine particles, and shows a simple traffic-light ring when air quality drops. Battery "
    "life is about six months on a charge. We found the app occasionally slow to sync, but overall "
    "it\u00e2\x80\x99s a solid choice for anyone who wants to know when to open a window. Verdict: 4 out "
    "of 5.\n\n"
    "What is a smart thermostat? Unlike a basic programmable thermostat, a smart model connects to your "
    "home Wi-Fi so you can adjust the heating from your phone. Many can learn your routine and switch the "
    "heating off when everyone is out. They can cut heating bills, although the savings depend on the size "
    "of the home, how well it is insulated and how you used your heating before."
)

# Question: What are Brackenford Rovers' club records?
B81_SPORTS = (
    "Brackenford Rovers' record victory is a 9\u20130 home win over Millbeck Town in the 1934\u201335 "
    "season. Their heaviest defeat came in 1961, when they lost 8\u20131 away at Carrow Athletic. The "
    "club's record attendance at Tollgate Lane is 23,416, for a cup quarter-final against Harlowe United "
    "in February 1950, a match Rovers lost 2\u20131 after extra time. Club historians believe several "
    "hundred more got in that day without paying.\n\n"
    "Most appearances: Walter Greeve, 612 games in all competitions between 1952 and 1970. Top scorer: "
    "Arthur Pellow, 241 goals in all competitions, 198 of them in the league. Most goals in a season: Sid "
    "Harkett, 44 in 1934\u201335. Youngest player: Danny Orme, who made his debut aged 16 years and 42 "
    "days in 1988. Record transfer fee received: 450,000 for striker Lee Cardew, sold to Harlowe United "
    "in 1997.\n\n"
    "11 May 2019 | Brackenford Rovers are champions of the Northern Combination League after a 3\u20130 "
    "win at Stenholt on the final day of the season, their first league title since 1927. Manager Colin "
    "Verey praised a squad that went 22 matches unbeaten during the campaign, a new club record that beats "
    "the 19-game run set in 1926\u201327. Thousands of fans lined the streets for an open-top bus parade "
    "the next afternoon.\n\n"
    "Tollgate Lane has been Rovers' home since it opened in 1898. The main stand burned down in 1936 and "
    "was rebuilt the following year. After redevelopment in 2004 the ground became all-seated, with a "
    "capacity of 8,500, which means the record crowd of 1950 is unlikely ever to be beaten. The club shop "
    "and a small museum now sit behind the rebuilt north terrace. Read more about the history of the ground"
)

BATCHES_81: dict[str, list[tuple[str, str, bool]]] = {
    'regional railway history': [(B81_RAILWAY, c, True) for c in (
        'The Halvern Valley line was promoted by Edwin Marlowe Crane, an ironmaster from Tessly.',
        'Construction of the Halvern Valley line began three years after Parliament approved it.',
        'Goods trains ran between Pellbridge and Ashcombe several months before passenger trains did.',
        'The Halvern Valley line was extended to Dunmoor in 1881.',
        'The Halvern Valley company became part of the Western Counties Railway in 1923.',
        'Passenger services on the Halvern Valley line ended in 1958, six years before the last goods train ran.',
        'The Halvern Valley Railway Society, which runs trains between Ashcombe and Kellow Bridge, '
        'was founded in 1972.',
    )] + [(B81_RAILWAY, c, False) for c in (
        'Parliament approved the Halvern Valley line in 1874.',
        'The completed Halvern Valley line was 32 miles long.',
        'Passenger numbers on the Halvern Valley line peaked in 1913 at around 140,000 journeys.',
        'Ashcombe station on the Halvern Valley line was designed by Edwin Marlowe Crane.',
        'The Halvern Valley Railway Society will extend its trains to Nethercote in 2022.',
        'The Halvern Valley line was built to standard gauge.',
        'The stretch of track around Ashcombe survived thanks to a 6,000-signature petition.',
    )],
    'medicine dosing and side effects': [(B81_MEDICINE, c, True) for c in (
        'Dornexil is taken once a day.',
        'Adults starting Dornexil usually take 25 mg in the evening.',
        'The dose of Dornexil may be raised to 50 mg after two weeks if cluster headache attacks continue.',
        'Dry mouth is listed as a very common side effect of Dornexil.',
        'Dornexil tablets do not have to be taken with food.',
        'For patients with moderate kidney impairment, the daily limit for Dornexil is half the usual maximum dose.',
        'Patients coming off Dornexil normally have their dose reduced over 7 to 10 days.',
    )] + [(B81_MEDICINE, c, False) for c in (
        'The maximum daily dose of Dornexil is 150 mg.',
        'Dizziness affects more than one in ten people who take Dornexil.',
        'Everyone who takes Dornexil experiences drowsiness during the first weeks of treatment.',
        'Dornexil is approved for use in teenagers aged 12 and over.',
        'Dornexil should be avoided altogether in patients with moderate kidney impairment.',
        'Patients taking Dornexil should avoid grapefruit juice.',
        'Dornexil was first approved in 2012.',
    )],
    'tax credit rules': [(B81_TAXCREDIT, c, True) for c in (
        'The GHRC lets Aldmere homeowners recover 30% of their eligible retrofit spending.',
        'The GHRC is capped at 4,500 crowns per household each year.',
        "The GHRC can lower a claimant's provincial income tax to zero but cannot result in a refund.",
        'A main residence built in 2010 does not qualify for the GHRC.',
        'Materials bought by the homeowner can count towards the GHRC when a registered installer fits them.',
        'Households with a combined income over 120,000 crowns receive the GHRC at half the standard rate.',
        'About 38,200 households claimed the GHRC in 2021.',
    )] + [(B81_TAXCREDIT, c, False) for c in (
        'The GHRC was announced in the 2020 provincial budget.',
        'Landlords can claim the GHRC for their rental properties.',
        'Solar panels are eligible for the GHRC.',
        'GHRC claims must be made within three years of the end of the tax year in which the work was finished.',
        'The Revenue Office inspects every property for which the GHRC is claimed.',
        'The GHRC cost the Province of Aldmere 38.2 million crowns in 2021.',
        'The GHRC was made refundable in 2022 following pressure from the Reform Party.',
    )],
    'city climate and landmarks': [(B81_CITY, c, True) for c in (
        "Sarvenna's average daytime high in July is about 24\u00b0C.",
        "Most of Sarvenna's rain falls between October and February.",
        "Sarvenna's Lantern Tower stands on the tip of Gallen Point.",
        "Sarvenna's Orsini Market opened 61 years after the Lantern Tower was completed.",
        'The Cathedral of St Maren in Sarvenna has two copper spires.',
        "Snow occasionally falls in the suburbs on Sarvenna's Kestrel Hills.",
        'The Gallen Point station in Sarvenna recorded 37.4\u00b0C in 2018, its highest reading since records '
        'began there in 1871.',
    )] + [(B81_CITY, c, False) for c in (
        'Sarvenna receives about 870 mm of rain a year.',
        "Frost never occurs on Sarvenna's coast.",
        'Building the Cathedral of St Maren in Sarvenna took about fifty years.',
        "Sarvenna's Orsini Market opened in 1842.",
        "Visitors can take a lift to the viewing gallery of Sarvenna's Lantern Tower.",
        'Sarvenna has a Mediterranean climate with hot, dry summers.',
        "January is Sarvenna's wettest month.",
    )],
    'company products and founders': [(B81_COMPANY, c, True) for c in (
        'Ferrowyn co-founder Ilsa Normark used to work as a heating engineer.',
        "Ferrowyn was run from Ilsa Normark's garage in its early years.",
        'The Ferrowyn Dial went on sale two years after the company was founded.',
        'Ferrowyn launched its Breathe air-quality monitor in 2018.',
        'Ferrowyn Zones allows each room in a home to be heated on a separate schedule.',
        'Delmont Holdings bought Ferrowyn in 2020.',
        'The Ferrowyn Breathe measures humidity as well as carbon dioxide.',
    )] + [(B81_COMPANY, c, False) for c in (
        'Ferrowyn was founded in 2013.',
        "Teodor Brannigan served as Ferrowyn's chief executive from its founding.",
        'The Ferrowyn Dial sold 400,000 units in its first year.',
        'The Ferrowyn Home app costs 3.99 a month.',
        'Ilsa Normark and Teodor Brannigan met while working at a heating company.',
        "Ferrowyn's smart thermostats cut heating bills by about 20%.",
        'Ilsa Normark stepped down from Ferrowyn after disagreements with Delmont Holdings.',
    )],
    'sports club records': [(B81_SPORTS, c, True) for c in (
        "Brackenford Rovers' record win was 9\u20130 against Millbeck Town.",
        "Brackenford Rovers' heaviest defeat was suffered away from home.",
        "Brackenford Rovers' record attendance at Tollgate Lane came at a cup quarter-final against "
        'Harlowe United.',
        'Walter Greeve made 612 appearances for Brackenford Rovers.',
        'Arthur Pellow scored 43 of his Brackenford Rovers goals outside the league.',
        "Brackenford Rovers' 2019 league title was their first since 1927.",
        "Brackenford Rovers' 22-match unbeaten run in their 2019 title season beat the previous club record "
        'by three games.',
    )] + [(B81_SPORTS, c, False) for c in (
        "Brackenford Rovers' record attendance is 32,416.",
        "Arthur Pellow holds Brackenford Rovers' record for most goals in a single season.",
        "Walter Greeve, Brackenford Rovers' record appearance maker, was a goalkeeper.",
        "Brackenford Rovers' record attendance was set after Tollgate Lane was redeveloped in 2004.",
        'Colin Verey has managed Brackenford Rovers since 2010.',
        "Brackenford Rovers' heaviest defeat came before their record victory.",
        'Danny Orme is the youngest player ever to appear in the Northern Combination League.',
    )],
}
