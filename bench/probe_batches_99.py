"""Probe batch 99, written by a helper agent that saw neither the code nor an earlier probe (session 56), on six \
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B99_GARDEN = (
    'Question: How is the garden-waste collection in Marrowby paid for, and when are the brown bins emptied?\n\n'
    "Passage 1: (Marrowby Borough Council website, 'Garden waste subscription 2024-25', page updated 3 February "
    '2024) Garden waste collection in Marrowby is an opt-in service paid for by annual subscription, separate from '
    'council tax. The subscription for 2024-25 costs £52 per brown bin and runs from 1 April 2024 to 31 March 2025. '
    'Households can subscribe for up to three bins at one address. Residents who receive support through the '
    'Marrowby Council Tax Reduction scheme pay a reduced fee of £26 for their first bin; any further bins are '
    'charged at the full rate. Payment is taken online by debit or credit card, or by phone on 01632 960418; the '
    'council does not accept cash or cheques. Once payment clears, a numbered sticker is posted to you within ten '
    'working days, and crews will only empty bins that show a valid sticker. Subscriptions are not refunded if you '
    'move within the borough; instead the sticker can be transferred to your new address.\n\n'
    "Passage 2: (Marrowby Courier, news report, 12 March 2024) Marrowby's brown-bin collections will cost more this "
    'spring, the council confirmed on Monday. The annual charge goes up from £46 to £52 from April, the first rise '
    'in three years. Cabinet member for the environment Priya Oakhurst said the increase reflected higher fuel costs '
    'and higher disposal charges at the Hallow Lane composting site. Collections take place every other week, on the '
    "same weekday as each household's general rubbish. As in previous years the service will pause for the winter: "
    'the last collection of 2024 falls in the week beginning 25 November, and rounds restart in the week beginning 3 '
    'March 2025. A single extra collection is planned for the second week of January for real Christmas trees, which '
    'must be cut into pieces no longer than one metre and placed inside the bin.\n\n'
    "Passage 3: (Tidy Plots gardening blog, 'Brown bins on both sides of the Attery', posted 20 April 2024) Readers "
    'often confuse Marrowby with neighbouring Marrowdale, but their garden-waste schemes are quite different. '
    'Marrowdale District Council still collects garden waste free of charge, weekly from April to October and '
    'fortnightly in the other months, and it issues no stickers. Over in Marrowby you pay a yearly subscription, '
    'currently £52, and bins are emptied fortnightly alongside the general rubbish, with no collections in the '
    'depths of winter. On either side of the river, bins must be at the kerb by 7am on collection day, and crews '
    'will not take soil, rubble or pet waste. Marrowby also limits brown bins to 25 kg; overfilled bins are tagged '
    'and left. If you miss a collection, both councils accept garden waste free at their recycling centres, though '
    "Marrowby's Hallow Lane site asks for a booked slot at weekends."
)

B99_POET = (
    'Question: What did the poet Isolde Farrant write, and where did she live?\n\n'
    "Passage 1: (Caddonshire Dictionary of Writers, entry 'Farrant, Isolde (1821-1889)', online edition 2018) Isolde "
    'Farrant was born in 1821 in the market town of Penmorrow, the daughter of a corn merchant. In 1843 she moved '
    'with her widowed mother to Brackenholme Cottage in the village of Wenlow St Mary, where she lived for just over '
    'thirty years. Her first collection, Songs of the Salt Marsh (1847), drew on the estuary landscape around Wenlow '
    "and sold out two printings. Her best-known work, the narrative poem The Lantern-Keeper's Daughter (1856), runs "
    'to twelve cantos and tells of a lighthouse family during a winter storm. A later volume, Winter Psalms (1871), '
    'is more religious in tone. In 1874 Farrant left Wenlow for the coastal town of Quennick, where she lived with '
    'her friend, the botanist Margaret Ellerby, until her death in 1889. She never married.\n\n'
    'Passage 2: (Wenlow St Mary Heritage Trail leaflet, 2019) Stop 4: Brackenholme Cottage, Mill Lane. This '
    'whitewashed cottage was the home of the poet Isolde Farrant from 1843 to 1874. A blue plaque was unveiled on '
    'the front wall in 1996 by the Farrant Society. Farrant wrote most of her early poems here, including the '
    "collection Songs of the Salt Marsh and much of The Lantern-Keeper's Daughter, which she is said to have begun "
    "after watching the Wenlow Point light from the cottage's upper window. The cottage is now a private house and "
    "is not open to visitors; please view it from the lane. Farrant's writing desk and several of her letters are "
    'displayed at the Wenlow Village Museum, which is open on Saturdays from April to September. Some local accounts '
    "claim that she also wrote hymns for St Mary's church, but no copies have ever been found.\n\n"
    "Passage 3: (Bookshelf Notes blog, 'Two Farrants, often confused', 8 May 2021) Search for 'Farrant poet' and you "
    'will find two women who are regularly mixed up. Isolde Farrant (1821-1889) is the Victorian poet of Songs of '
    "the Salt Marsh and The Lantern-Keeper's Daughter. Her niece, Isobel Farrant (1858-1931), wrote prose rather "
    'than verse: her novel The Quiet Harbour (1889) and the essay collection Letters from Kellingport (1902) are '
    "both set in the port city where she spent most of her adult life. Isobel edited her aunt's Collected Poems in "
    '1893, adding forty previously unpublished pieces, which is partly why the two names get tangled. She also wrote '
    "a short memoir of her aunt, describing the Quennick years as 'quiet and contented'. If a library catalogue "
    "lists a Farrant title published after 1889, it is almost certainly Isobel's."
)

B99_HALL = (
    'Question: How do I book and pay for the sports hall at Kestlemoor Leisure Centre?\n\n'
    "Passage 1: (Orrin Vale District Council website, 'Hire the sports hall at Kestlemoor Leisure Centre', page "
    'reviewed 9 January 2024) The main sports hall at Kestlemoor Leisure Centre can be hired by the hour for '
    'badminton, five-a-side football, basketball, netball and private events. Bookings are made through the '
    'ActiveOrrin online system, which opens bookings 14 days ahead for the general public and 21 days ahead for '
    'ActiveOrrin card holders. Full hall hire costs £48 per hour at peak times (weekdays after 5pm and all weekend) '
    'and £34 per hour off-peak. A single badminton court costs £11 per hour at any time. Registered community clubs '
    'based in the district pay 25% less than these prices on block bookings of ten or more sessions. Payment is '
    'taken in full by card at the time of booking; invoices are available only to schools and registered clubs. '
    'Cancellations made at least 48 hours before the session receive a full refund to the original card.\n\n'
    'Passage 2: (Kestlemoor Leisure Centre Facebook page, post of 2 April 2024) Sports hall news! From Monday 15 '
    "April our peak hall price is changing to £52 an hour, following the council's spring price review. Off-peak "
    'prices stay the same, and badminton courts are still £11. Remember that you can now book the hall by phone on '
    '01632 960772 as well as online, but phone bookings must still be paid by card over the phone. Please note the '
    'hall will be closed for floor resurfacing from 27 May to 9 June, and all bookings on those dates have been '
    'moved or refunded. Equipment such as nets, bibs and balls is included in the hire price, and a scoreboard can '
    'be added for £5 per session. Any questions, pop in and see the team at reception, open 6:30am to 10pm on '
    'weekdays.\n\n'
    "Passage 3: (Kestlemoor Parish Hall Trust, 'Hiring the community hall', 2023) Not to be confused with the "
    "leisure centre's sports hall, Kestlemoor Community Hall on Tanner Street is run by volunteers of the Kestlemoor "
    'Parish Hall Trust. It is suitable for parties, classes and table tennis, but not for ball games because of its '
    'low ceiling. Hire costs £18 per hour with a minimum booking of two hours, and a refundable £50 deposit is '
    'required for evening parties. Bookings are taken by email only and must be paid by bank transfer within seven '
    'days of confirmation; the Trust cannot accept card payments. Local residents sometimes ask whether the '
    "council's ActiveOrrin leisure card gives a discount here. It does not, although at the leisure centre's sports "
    'hall the card does let holders book earlier than everyone else.'
)

B99_SPORTIVE = (
    'Question: How do the routes and cut-off times work on the Harrowdale Hundred sportive?\n\n'
    "Passage 1: (harrowdalehundred.org, official event site, 'Routes and timings', 2024 edition) The Harrowdale "
    'Hundred on Sunday 8 September 2024 offers three routes, all starting and finishing at Thirlcote Showground. The '
    'Hundred route covers 100 miles with 2,150 m of climbing, the Half covers 52 miles, and the Family route is an '
    '18-mile loop on quiet lanes. Hundred riders start between 7:00 and 8:00am, Half riders between 8:30 and 9:30am, '
    'and the Family route sets off together at 10:00am. There is one cut-off on the Hundred: riders must leave the '
    'second feed station, at Kelderby village hall at mile 58, by 1:30pm. Anyone arriving later will be directed '
    "onto the Half route's return leg and recorded as a Half finisher. The finish line closes at 7:00pm. Timing "
    'chips are attached to the helmet and must be handed back at the finish.\n\n'
    "Passage 2: (Northern Wheels magazine, 'Sportive preview: Harrowdale Hundred', July 2024) Now in its sixth year, "
    'the Harrowdale Hundred has grown to 1,400 riders. The big change for 2024 is on the Hundred route, which drops '
    'the old Scarrow Bank climb and instead tackles Hollin Brow, 1.8 miles long and averaging 9%. The organisers say '
    "this means the Hundred climbs slightly less than last year's 2,300 m. The Kelderby cut-off is unchanged, and "
    'riders who miss it are not pulled out but sent home on the shorter route. There are three feed stations on the '
    'Hundred and two on the Half, while the Family ride has a single drinks stop. Entry costs £42 for the Hundred, '
    '£34 for the Half and £12 for the Family route, and under-16s ride the Family route free when accompanied by a '
    'paying adult. Riders under 18 cannot enter the Hundred.\n\n'
    'Passage 3: (Harrowdale Cycling Club newsletter, spring 2024) Club members keep asking whether our own '
    'Harrowdale 100 audax is the same event as the big September sportive. It is not. The audax, held on Saturday 18 '
    'May 2024, is a self-supported 100 km ride with three control points, where you collect a stamp in your brevet '
    'card. Riders must keep to a minimum average speed of 15 km/h, which gives a maximum time of 6 hours 40 minutes. '
    'There are no feed stations, no signs and no broom wagon; everyone navigates from a route sheet or a downloaded '
    'file. Entry is £8, or £6 for club members, and the ride is capped at 150 entrants. The sportive, by contrast, '
    'is fully signposted and has mechanical support vans on every route. Both events start in Thirlcote, but the '
    'audax leaves from the cricket club rather than the showground.'
)

B99_FERRY = (
    'Question: When does the ferry to Vessick sail in winter, and what does it cost to take a car?\n\n'
    "Passage 1: (Marlhaven Ferries, 'Winter timetable 2024-25: Port Dunmere - Vessick') The winter timetable applies "
    'from 28 October 2024 to 30 March 2025. From Monday to Saturday, sailings leave Port Dunmere at 08:15, 12:30 and '
    '16:45, returning from Skelvoe harbour on Vessick at 09:30, 13:45 and 18:00. On Sundays there is a single return '
    'sailing, departing Port Dunmere at 11:00 and Skelvoe at 14:30. The crossing takes 50 minutes. There are no '
    'sailings on 25 December or 1 January. Single fares: car up to 5 metres £38.50, car over 5 metres £54.00, adult '
    'foot passenger £7.20, child aged 5 to 15 £3.60, under-5s free. Car drivers and passengers pay the passenger '
    'fare in addition to the vehicle fare. Vehicle space must be booked in advance for every sailing, while foot '
    'passengers can simply turn up. Sailings may be cancelled at short notice in severe weather.\n\n'
    'Passage 2: (Vessick Island Community Council, news page, 14 October 2024) Marlhaven Ferries has confirmed its '
    'winter fares, which rise by about 4% on last winter. A standard car single is now £38.50, up from £37.00. '
    "Islanders registered on the Vessick Residents' Scheme will continue to pay half the standard vehicle fare, and "
    'can also buy a book of ten car singles for £160. The Sunday sailing will again be withdrawn for the whole of '
    'January while the MV Gannet Rose goes for its annual overhaul, and no replacement vessel is available. Extra '
    'Friday evening sailings, leaving Port Dunmere at 19:30, will run in December only, from 6 to 20 December. '
    "Residents with concerns about the timetable are invited to the community council's meeting on 5 November in "
    'Skelvoe Hall.\n\n'
    "Passage 3: (Island Hopper travel blog, 'Getting to Vessick', updated November 2024) There are two ways to reach "
    'Vessick, and visitors often mix them up. The car ferry is the Marlhaven Ferries service from Port Dunmere, '
    'which runs all year with a reduced winter timetable and takes about 50 minutes. The other is the Vessick Water '
    "launch from Ardlinn pier, a small passenger-only boat run by the Tollan family that lands at the island's north "
    'jetty. It takes 25 minutes, costs £9 each way, carries bicycles for £2, and sails only from April to the end of '
    'September. On the car ferry, dogs travel free but must stay in the car or on the open deck. Book vehicle space '
    'early in summer; even in winter, the 16:45 from Port Dunmere on Fridays fills up with islanders coming home for '
    'the weekend.'
)

B99_COURSES = (
    "Question: How do I enrol on one of the University of Wexmoor's short evening courses, and can I get a "
    'refund?\n\n'
    "Passage 1: (University of Wexmoor, Centre for Lifelong Learning, 'Evening short courses: how to enrol', spring "
    'term 2025) Our evening short courses run for ten weeks, one evening a week from 6:30 to 8:30pm, in the '
    'Gatehouse Building on the Prestley Road campus. You can enrol online through the Short Courses portal or in '
    'person at the Gatehouse reception; we do not take enrolments by phone. A place is reserved only once the full '
    'fee has been paid. The standard fee is £165 per course. A concession fee of £95 is available to anyone '
    'receiving a means-tested benefit, and proof must be uploaded or shown at enrolment. Enrolment for each course '
    'closes seven days before its first session, or earlier if it is full. A course needs at least eight enrolled '
    'learners to run; if a course is cancelled for low numbers, we will tell you at least five days before the start '
    'date and refund your fee in full.\n\n'
    "Passage 2: (University of Wexmoor, Centre for Lifelong Learning, 'Refunds and transfers policy', version dated "
    'August 2024) If you withdraw from a short course at least 14 days before it starts, we will refund your fee '
    'minus a £15 administration charge. Withdrawals made less than 14 days before the start, or after the course has '
    'begun, are not normally refunded, but you may transfer once, at no cost, to another short course starting '
    'within the same academic year. Refunds on medical grounds after a course has begun may be considered case by '
    "case if you provide a doctor's letter; these are at the Centre's discretion and are not guaranteed. Refunds are "
    'paid to the card used for payment within 20 working days. Where the University cancels a course, no '
    'administration charge is deducted. This policy replaces the version dated January 2023, under which the '
    'administration charge was £10.\n\n'
    "Passage 3: (Wexmoor Evening News, 'Learning for pleasure: where to study this winter', 10 January 2025) January "
    "is the busiest month for adult learning in Wexmoor. The university's Centre for Lifelong Learning has 42 "
    "evening courses this spring, from Local History of the Wexe Valley to Beginners' Italian. Organiser Dr Fenella "
    "Marsh says the most popular ones sell out within days, and that the centre is 'hoping' to add Saturday morning "
    'courses next year. Fees are £165, with cheaper places for people on benefits. Meanwhile Wexmoor College, the '
    'further education college on Quarry Street, runs its own adult evening classes, which are shorter at six weeks '
    'and cost £72. College classes can be paid in three monthly instalments and come with a full refund up to the '
    'second session, which makes them the more flexible choice for some learners. The college enrols by phone as '
    'well as online.'
)

BATCHES_99: dict[str, list[tuple[str, str, bool]]] = {
    'town garden-waste subscription and collections': [(B99_GARDEN, c, True) for c in (
        'Marrowby does not fund garden-waste collection through council tax; instead households pay a yearly '
        'subscription for each brown bin.',
        'Marrowby now charges £52 a year per brown bin, up from £46, which is the first rise in three years.',
        'Marrowby households on the Council Tax Reduction scheme pay £26 for their first brown bin but the full rate '
        'for any additional bins.',
        "Marrowby empties brown bins every two weeks, on the same day of the week as the household's general "
        'rubbish.',
        "Marrowby's garden-waste rounds stop over winter, with the final 2024 collection in the week beginning 25 "
        'November and a restart in the week beginning 3 March 2025.',
        'The Marrowby garden-waste subscription can be paid online by debit or credit card or by phone, but the '
        'council does not take cash or cheques.',
        'Marrowby crews empty only brown bins that carry a valid sticker, and the sticker is posted within ten '
        'working days of the payment clearing.',
    )] + [(B99_GARDEN, c, False) for c in (
        'Marrowby collects brown bins weekly from April to October and fortnightly for the rest of the year.',
        'Marrowby residents on the Council Tax Reduction scheme pay £26 for every brown bin they subscribe for.',
        "After the winter break, Marrowby's garden-waste collections resume in the week beginning 10 March 2025.",
        'Marrowby gives a pro-rata refund of the garden-waste subscription to households that move out of the '
        'borough.',
        'A Marrowby household can subscribe for up to four brown bins at one address.',
        "For Marrowby's January Christmas-tree collection, trees must be cut into pieces no longer than two metres "
        'and put inside the bin.',
        'Priya Oakhurst said the Marrowby price rise was driven by higher staffing costs at the Hallow Lane '
        'composting site.',
    )],
    'nineteenth-century poet works and homes': [(B99_POET, c, True) for c in (
        'Isolde Farrant lived at Brackenholme Cottage in Wenlow St Mary from 1843 until 1874.',
        "Isolde Farrant's first poetry collection was Songs of the Salt Marsh, published in 1847.",
        "Isolde Farrant is best known for The Lantern-Keeper's Daughter, a narrative poem in twelve cantos about a "
        'lighthouse family caught in a winter storm.',
        'After leaving Wenlow St Mary, Isolde Farrant spent the final fifteen years of her life in the coastal town '
        'of Quennick.',
        "A collected edition of Isolde Farrant's poems, edited by her niece Isobel, came out in 1893, four years "
        "after the poet's death.",
        "Brackenholme Cottage is a private house that cannot be visited, but Isolde Farrant's writing desk can be "
        'seen at the Wenlow Village Museum.',
        'In Quennick, Isolde Farrant lived with her friend Margaret Ellerby, who was a botanist.',
    )] + [(B99_POET, c, False) for c in (
        'Isolde Farrant also wrote the novel The Quiet Harbour, which appeared in 1889.',
        "Isolde Farrant wrote hymns for St Mary's church in Wenlow St Mary.",
        'Isolde Farrant moved to Brackenholme Cottage with her widowed mother in 1834.',
        "Isolde Farrant was buried in the churchyard of St Mary's in Wenlow St Mary.",
        "The blue plaque on Brackenholme Cottage was unveiled by Isolde Farrant's niece Isobel in 1893.",
        "Isolde Farrant's writing desk is on display at the Wenlow Village Museum, which is open every Saturday "
        'throughout the year.',
        'Isolde Farrant was born in Wenlow St Mary, the daughter of a corn merchant.',
    )],
    'council sports hall booking and payment': [(B99_HALL, c, True) for c in (
        'Besides booking online through ActiveOrrin, you can book the Kestlemoor Leisure Centre sports hall by '
        'phone, but phone bookings still have to be paid by card.',
        'ActiveOrrin card holders can book the Kestlemoor sports hall 21 days in advance, a week earlier than '
        'members of the public.',
        'Off-peak hire of the whole Kestlemoor sports hall costs £34 an hour.',
        'The peak hourly price for the full Kestlemoor sports hall went up from £48 to £52 on 15 April 2024.',
        'Kestlemoor sports hall bookings are paid in full by card when you book, and only schools and registered '
        'clubs can ask for an invoice.',
        'If you cancel a Kestlemoor sports hall booking at least 48 hours before the session, the full amount is '
        'refunded to the card you used.',
        'Nets, bibs and balls come with Kestlemoor sports hall hire at no extra cost, while a scoreboard costs £5 '
        'more per session.',
    )] + [(B99_HALL, c, False) for c in (
        'The Kestlemoor Leisure Centre sports hall has to be booked for a minimum of two hours.',
        'Registered community clubs in Orrin Vale get 25% off every booking of the Kestlemoor sports hall.',
        'Peak prices for the Kestlemoor sports hall apply on weekdays after 6pm and all weekend.',
        'The Kestlemoor sports hall is closed for floor resurfacing from 27 May to 19 June 2024.',
        'Cancelling a Kestlemoor sports hall booking less than 48 hours ahead gets you a 50% refund.',
        'Holding an ActiveOrrin card gets you a discount on the hourly price of the Kestlemoor sports hall.',
        'From 15 April 2024 the full Kestlemoor sports hall costs £48 an hour at peak times.',
    )],
    'regional cycling sportive routes and cut-offs': [(B99_SPORTIVE, c, True) for c in (
        'The Harrowdale Hundred offers a 100-mile route, a 52-mile Half and an 18-mile Family loop, all starting and '
        'finishing at Thirlcote Showground.',
        "Riders on the Harrowdale Hundred's 100-mile route must leave the Kelderby village hall feed station, 58 "
        'miles in, by 1:30pm.',
        'Harrowdale Hundred riders who reach Kelderby after the cut-off are not taken out of the event but are sent '
        "back on the Half route's return leg and recorded as Half finishers.",
        'The Harrowdale Hundred finish line at Thirlcote Showground closes at 7pm.',
        'In 2024 the Harrowdale Hundred route replaces the Scarrow Bank climb with Hollin Brow, a 1.8-mile climb '
        'averaging 9%.',
        "The 2024 Harrowdale Hundred route has 2,150 m of climbing, 150 m less than the previous year's route.",
        'Entering the 100-mile route of the Harrowdale Hundred costs £42, and riders under 18 cannot enter it.',
    )] + [(B99_SPORTIVE, c, False) for c in (
        'Harrowdale Hundred riders must keep to a minimum average speed of 15 km/h.',
        'Under-16s ride the Harrowdale Hundred Family route free of charge.',
        "Riders on the Harrowdale Hundred's 100-mile route can start at any time between 7:00 and 8:30am.",
        'Riders who miss the Kelderby cut-off on the Harrowdale Hundred get part of their entry fee refunded.',
        'Both the Hundred and the Half routes of the Harrowdale Hundred have three feed stations.',
        'Entry to the Harrowdale Hundred Family route costs £34.',
        'Harrowdale Hundred riders can keep their timing chips after crossing the finish line.',
    )],
    'island ferry winter sailings and car fares': [(B99_FERRY, c, True) for c in (
        'In winter 2024-25 the Vessick ferry leaves Port Dunmere at 08:15, 12:30 and 16:45 from Monday to Saturday.',
        'On winter Sundays the Vessick ferry makes only one return trip, leaving Port Dunmere at 11:00, and in '
        'January even that sailing is withdrawn.',
        'Taking a car up to 5 metres long on the Vessick ferry costs £38.50 each way in winter, with the driver and '
        'passengers paying their own fares on top.',
        'A single winter crossing to Vessick for a car up to 5 metres with a driver and one other adult comes to '
        '£52.90.',
        "Islanders registered on the Vessick Residents' Scheme pay half the standard vehicle fare and can buy a book "
        'of ten car singles for £160.',
        'Cars must be booked ahead on every Vessick ferry sailing, whereas foot passengers can just turn up.',
        'In December 2024 the Vessick ferry adds Friday evening sailings from Port Dunmere at 19:30, running from 6 '
        'to 20 December.',
    )] + [(B99_FERRY, c, False) for c in (
        'The winter crossing from Port Dunmere to Vessick on the Marlhaven car ferry takes about 25 minutes.',
        'Any car costs £38.50 single on the Vessick ferry this winter.',
        'While the MV Gannet Rose is away for its January overhaul, Marlhaven Ferries runs the Vessick service with '
        'a replacement vessel.',
        'The standard car single on the Vessick ferry rose from £36.00 to £38.50 this winter.',
        'Foot passengers can also reach Vessick in winter on the Vessick Water launch from Ardlinn for £9 each way.',
        "Vessick Residents' Scheme members also pay half the standard fare when travelling as foot passengers.",
        "The Vessick ferry's winter timetable runs from 28 October 2024 until 30 April 2025.",
    )],
    'university evening course enrolment and refunds': [(B99_COURSES, c, True) for c in (
        "The University of Wexmoor's evening short courses last ten weeks, with one two-hour session each week "
        'starting at 6:30pm.',
        'You can enrol on a University of Wexmoor evening short course online or in person at the Gatehouse '
        'reception, but not by phone.',
        'A University of Wexmoor evening short course normally costs £165, but people on a means-tested benefit can '
        'pay £95 if they provide proof.',
        'Withdrawing from a University of Wexmoor short course 14 or more days before it starts gets you £150 back '
        'if you paid the standard fee.',
        'If you pull out of a University of Wexmoor short course less than 14 days before it starts, you normally '
        'get no refund but can transfer once, free, to another short course starting in the same academic year.',
        'When the University of Wexmoor cancels an evening course for low numbers, learners get their whole fee back '
        'with no administration charge taken off.',
        'Enrolment on a University of Wexmoor evening short course closes a week before the first session, or sooner '
        'if the course fills up.',
    )] + [(B99_COURSES, c, False) for c in (
        "Fees for the University of Wexmoor's evening short courses can be paid in three monthly instalments.",
        "The University of Wexmoor's Centre for Lifelong Learning will add Saturday morning courses next year.",
        'Learners who fall ill after a University of Wexmoor short course has begun are entitled to a refund if they '
        "provide a doctor's letter.",
        'The University of Wexmoor deducts a £10 administration charge when refunding learners who withdraw at least '
        '14 days before a short course starts.',
        'A University of Wexmoor evening short course needs at least ten enrolled learners to go ahead.',
        'People aged over 65 qualify for the £95 concession fee on University of Wexmoor evening short courses.',
        'The University of Wexmoor pays short-course refunds by cheque within 20 working days.',
    )],
}
