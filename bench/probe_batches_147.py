"""Probe batch 147, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B147_PARKPERMITS = (
    'Question: How do I get a backcountry camping permit for Larkspur Ridge National Park, and what does it cost? '
    'Passage 1: Larkspur Ridge National Park official website, "Backcountry Permits", updated 3 February 2025. A '
    "backcountry permit is required for every overnight stay outside the park's designated frontcountry campgrounds "
    'between 1 April and 31 October. Permits for the season are released online at 9:00 a.m. on the first Monday of '
    'March. Each permit costs a $12 reservation fee plus $6 per person per night; children under 16 are charged $3 per '
    'person per night. Groups are limited to eight people and trips to five consecutive nights, and no group may spend '
    'more than two nights at any one backcountry site. Thirty percent of permits are held back for walk-up issue at '
    'the Cedar Fork Visitor Centre and can be collected no earlier than one day before the trip starts. Permits '
    'cancelled at least seven days before the start date are refunded minus the reservation fee; later cancellations '
    'receive no refund. From 1 November to 31 March, campers self-register at trailhead kiosks and no fee is charged. '
    'Passage 2: Harlow Valley Gazette, 18 February 2025. Larkspur Ridge issued 11,200 backcountry permits in 2024, up '
    'from 8,000 in 2023, a 40 percent jump that park superintendent Dana Ostrowski called "unprecedented." To protect '
    'the shoreline, the popular Ember Lake zone will be capped at 20 groups per night this season, down from 32. '
    'Campfires will also be banned above 2,400 metres. Ostrowski admitted that the booking portal crashed last March '
    'when about 6,000 users logged on in the first ten minutes, and said the system has since been moved to new '
    'servers. Walk-up hopefuls should note that the Cedar Fork Visitor Centre opens at 7:30 a.m. and that queues '
    'formed before dawn on summer weekends last year. Passage 3: TrailTalk forum, post by "switchback_sal", 3 March '
    '2025. "Got my permits this morning. The portal opened at 9 sharp and I sat in a queue of about 2,300 people for '
    '25 minutes - no crash this time. Ember Lake was sold out for every July and August weekend within the first hour. '
    'Heads-up: the site says kids under 16 are $3 a night, but checkout charged my 14-year-old the adult rate for all '
    'three nights. I emailed the park and got the $9 difference back four days later. Also, bear canisters are '
    'mandatory in the Ember Lake zone; Cedar Fork rents them for $5 per trip."'
)

B147_ESCOOTERS = (
    'Question: How much does it cost to hire an e-scooter in Brackenford, and where am I allowed to ride? Passage 1: '
    'Brackenford City Council, "E-scooter trial", updated 14 January 2025. Brackenford\'s rental e-scooter trial, '
    'operated by VoltaRide, began in September 2022 and has been extended until 30 November 2025. Riders must be 18 or '
    'over and hold a full or provisional driving licence that includes category Q. Hiring costs a £1 unlock fee plus '
    '18p per minute; a day pass costs £9 and covers unlimited rides of up to 30 minutes each within 24 hours, and a '
    'monthly pass costs £35. Scooters are limited to 15.5 mph and slow automatically to 8 mph in the city-centre '
    'pedestrian zones of Market Square and Guildhall Walk. Riding is not permitted in Riverside Park or on the '
    'university campus. Scooters must be left in one of 140 marked parking bays; riders who leave a scooter anywhere '
    'else are fined £10. The fleet currently stands at 600 scooters. Passage 2: Brackenford Evening Post, 2 March '
    '2025. VoltaRide will add 250 scooters in April, taking its Brackenford fleet to 850, and will introduce 100 '
    "e-bikes at the same time. Cllr Priya Menon, the council's cabinet member for transport, said riders had made 1.2 "
    'million trips since the scheme launched, with the average trip lasting 11 minutes. The council received 312 '
    'complaints about pavement riding in 2024, up from 198 in 2023. From 1 April the per-minute rate will rise to 20p, '
    'although the unlock fee stays at £1. Riders who receive Universal Credit, and students, can get 50 percent off '
    'the per-minute rate by signing up to the VoltaAccess scheme. Passage 3: Two Wheels in the Shire (blog), post by '
    'Tom Aldridge, 20 April 2025. "My 20-minute commute across Brackenford now costs me £5 a time. The day pass '
    'quietly went up from £9 to £10 in April too, though nobody seems to have reported it. Over in Hexley, where '
    "Zipp runs the scheme, it's 25p a minute with no unlock fee, so the same trip would cost exactly the same. "
    'Riverside Park is still off-limits, but VoltaRide has added bays and there are now 175 of them across the city."'
)

B147_GPBOOKING = (
    'Question: How do I book a GP appointment at Fernhill Medical Practice in Wexcombe? Passage 1: Fernhill Medical '
    'Practice website, "Appointments", updated 6 January 2025. From Monday 13 January 2025, routine requests should be '
    'made through our online form, Fernhill Connect, which is open from 8am to 6:30pm, Monday to Friday. You can still '
    'phone us on 01632 960418 from 8am. Requests received before 4pm are reviewed by the duty clinician on the same '
    'working day; those received after 4pm are reviewed on the next working day. If you need to be seen urgently '
    'today, please phone at 8am. Routine appointments can be booked up to four weeks ahead. Extended-hours '
    'appointments run at the main surgery on Tuesday and Thursday evenings from 6:30pm to 8pm, and at our Ashby Road '
    'branch site on Saturday mornings from 8am to 12pm. Standard appointments last 10 minutes; if you have more than '
    'one problem, please ask for a double appointment of 20 minutes. Patients who miss three appointments within 12 '
    'months will receive a warning letter. Our team includes nine GPs, four practice nurses and two clinical '
    'pharmacists, and we care for around 14,600 registered patients. Passage 2: Wexcombe Courier, 24 February 2025. '
    'Practice manager Helen Ashcroft said that since Fernhill Connect launched, the average queue of callers at 8am '
    'had dropped from 47 to 19. The form received 3,850 requests in its first six weeks, and 62 percent of them were '
    'handled by someone other than a GP, such as a nurse, pharmacist or physiotherapist. Gordon Pike, a volunteer with '
    'Age Concern Wexcombe, said some older patients felt "shut out" by the online system. Ms Ashcroft said reception '
    "staff could complete the form on a patient's behalf over the phone. The practice also recorded 410 missed "
    'appointments in January alone. Passage 3: Wexcombe Residents Chat (Facebook group), post by Maureen K, 3 March '
    '2025. "Tried the Connect form at 8:05 on a Monday and it said \'We\'ve reached capacity for today, please try '
    "again tomorrow or call 111'. Reception told me the form closes early once 180 requests have come in. Phoned "
    'instead and got a Thursday appointment with Dr Okafor - a phone call, not face to face. And be warned, the '
    'Saturday clinic is at Ashby Road, not the main surgery. I went to the wrong one!"'
)

B147_FERRYFARES = (
    'Question: How much does it cost to take a car on the ferry from Port Caddon to the Isle of Merrow? Passage 1: '
    'Merrow Island Ferries, "Vehicle fares 2025", valid 1 March 2025 to 28 February 2026. The crossing from Port '
    'Caddon to Merrow takes 55 minutes. A car up to 5 metres long and 1.85 metres high costs £68 single or £118 '
    'return; return tickets are valid for three months. Cars longer than 5 metres, up to 6.5 metres, cost £94 single. '
    'Vans and other vehicles over 1.85 metres high cost £102 single, and motorcycles £29 single. Cars towing a '
    "trailer or caravan are charged £14 per metre of combined length. The driver's fare is included in the vehicle "
    'fare; other people in the vehicle pay passenger fares of £11 single for adults and £5.50 for children aged 5 to '
    '15, while under-fives travel free. Island residents holding a Merrow Resident Card receive 40 percent off vehicle '
    'fares. A peak surcharge of £15 per vehicle per single journey applies to Friday and Saturday sailings in July '
    'and August. All vehicles must be booked in advance, check-in closes 30 minutes before departure, and each change '
    'to a booking costs £10. Passage 2: The Merrow Islander, 12 December 2024. Merrow Island Ferries has confirmed '
    'that the standard car single will rise from £62 to £68 next season. Chief executive Rhona Gilchrist blamed '
    "higher fuel and crew costs. The company's larger vessel, the MV Caddon Spirit, built in 1998, will be out of "
    'service for a refit from 6 January to 21 February 2025. During that time the smaller MV Kittiwake, which carries '
    "32 cars compared with the Caddon Spirit's 58, will operate a reduced timetable of four return sailings a day "
    'instead of seven. Islands Council leader Ewan Baird called the fare rise "a hammer blow for island families". '
    'Passage 3: Slow Road North (travel blog), 14 July 2025. "We sailed over on Friday 11 July with our car, my '
    'partner and our two kids, aged 8 and 12. The outbound trip came to £105: £68 for the car plus the £15 peak '
    'surcharge, £11 for my partner and £5.50 for each child. We came back on a Tuesday, so there was no surcharge. '
    'Tip: the £118 car return is cheaper than two singles, but the Friday surcharge still applies. The Kittiwake was '
    'standing in again for a week in May after the Caddon Spirit had an engine fault."'
)

B147_DRIVINGTEST = (
    'Question: How do I book a practical driving test in Westmarch, and how long are the waits? Passage 1: Driver '
    'Standards Office (DSO), "Book your practical test", updated 10 April 2025. From 2 June 2025, practical driving '
    'tests can only be booked by the learner driver; driving instructors and third-party booking apps will no longer '
    "be able to book on a learner's behalf. You will need the reference number from your theory test pass certificate, "
    'which is valid for two years. The test fee is £62 on weekdays and £75 for evening tests (starting after '
    '4:30pm), weekends and bank holidays. Tests can be booked up to 24 weeks in advance. You can change or cancel free '
    "of charge if you give at least 10 working days' notice, up from three working days previously; with less notice "
    'you lose the fee. Each learner may change their test date no more than twice, after which the test must be '
    'cancelled and rebooked. The test lasts about 40 minutes and includes around 20 minutes of independent driving. '
    'Passage 2: Westmarch Herald, 22 April 2025. The average wait for a practical test across the country reached 19 '
    'weeks in March 2025, up from 14 weeks a year earlier. At the Kelbridge test centre learners face a 23-week wait, '
    'while at Dunmore it is 11 weeks. DSO chief executive Marcus Feld said 38 new examiners had qualified since '
    'January and 60 more were in training. Booking bots have been reselling test slots for up to £250 each. Lorna '
    "Petrie, chair of the Approved Driving Instructors' Association, warned that stopping instructors from booking "
    'would "cause chaos", pointing out that 70 percent of tests were booked by instructors. The national pass rate '
    'stands at 47 percent. Passage 3: LearnerLane forum, post by nervous_nina, 15 July 2025. "Booked my own test after '
    'the June change. The earliest date at Kelbridge was 22 weeks away, so I went for Dunmore instead - nine weeks '
    'out, but 35 miles from home. I moved it once to a Saturday and had to pay the £13 difference. My theory pass is '
    'from September 2023, so I need to pass before it runs out in September 2025."'
)

B147_VANPERMITS = (
    'Question: Do I need a permit to take my van to the Thornbury Lane recycling centre? Passage 1: Ashvale District '
    'Council, "Van and trailer permits", updated 1 November 2024. Residents visiting a household recycling centre in a '
    'van, pick-up or car-derived van, or towing a trailer longer than 1.8 metres, need a van permit. Permits are free. '
    'Each household can have up to 12 permits in any rolling 12-month period, and each permit is valid for a single '
    'visit on the date chosen. Apply online at least three working days before your visit. Vehicles over 3.5 tonnes '
    'gross weight are not admitted. Permit holders can use the Thornbury Lane and Millbrook sites only; Castleford '
    'Road cannot take vans because of its 2.1-metre height barrier. Commercial waste is not accepted; residents with a '
    'signwritten business van must bring proof of address and sign a declaration that the waste comes from their home. '
    'DIY waste such as rubble is limited to four 25kg bags per visit, and plasterboard has been charged at £4 per '
    'sheet since 1 April 2024. Passage 2: The Ashvale Echo, 14 January 2025. Ashvale District Council will cut the '
    'number of van permits each household can have from 12 to six a year from 1 April 2025. Cllr Gareth Lowe, cabinet '
    'member for environment, said staff had identified around 2,900 tonnes of suspected trade waste at the centres in '
    '2023/24. The council processed 21,400 van permit applications that year. A booking system for all visitors, '
    'including cars, will be trialled at Millbrook from March. Thornbury Lane is open from 8am to 4pm in winter '
    '(October to March) and from 8am to 7pm in summer, and is closed on Wednesdays. Passage 3: r/Ashvale forum, post '
    'by u/shedclearout, 22 April 2025. "Took my Transit to Thornbury Lane on Saturday. Staff checked my permit and my '
    "council tax bill, and confirmed it's now six permits a year. My neighbour's 1.5m box trailer went straight in "
    'without one. Heads-up: plasterboard went up to £5 a sheet this month."'
)

BATCHES_147 = {
    'Larkspur Ridge camping permits': [(B147_PARKPERMITS, c, True) for c in (
        'Outside the designated frontcountry campgrounds, anyone staying overnight in Larkspur Ridge between April and '
        'October needs a backcountry permit.',
        'Campers under 16 pay half the nightly rate charged to older campers.',
        'For two adults on a three-night trip, the permit would cost $48 in total, including the reservation fee.',
        'The park issued 3,200 more backcountry permits in 2024 than it did in 2023.',
        'This season the Ember Lake zone will take 12 fewer groups per night than it did before.',
        'In the off-season, from November through March, campers register themselves at trailhead kiosks free of '
        'charge.',
        'A forum user who booked on opening day reported waiting about 25 minutes in a queue of roughly 2,300 people, '
        'and the portal did not crash.',
    )] + [(B147_PARKPERMITS, c, False) for c in (
        'Backcountry permits for the season go on sale at 9 a.m. on the first Monday of February.',
        'A group may spend up to five nights at a single backcountry site.',
        'Cancelling at least seven days before the trip gets you a full refund, including the reservation fee.',
        'A third of all permits are kept back for walk-up issue at the Cedar Fork Visitor Centre.',
        'The booking portal crashed in March 2025 when about 6,000 users logged on in the first ten minutes.',
        'Bear canisters are mandatory throughout Larkspur Ridge National Park and can be rented at Cedar Fork for $5 '
        'per trip.',
        'Superintendent Dana Ostrowski attributed the 40 percent rise in permits to a surge of social media posts '
        'about Ember Lake.',
    )],
    'Brackenford e-scooter hire': [(B147_ESCOOTERS, c, True) for c in (
        "Brackenford's e-scooter trial, run by VoltaRide, started in September 2022 and now runs until the end of "
        'November 2025.',
        'To hire a scooter you must be at least 18 and have a full or provisional driving licence covering category Q.',
        'The per-minute charge went up by 2p on 1 April, while the £1 unlock fee did not change.',
        'Since the April price rise, a 20-minute ride in Brackenford costs £5 including the unlock fee.',
        'Complaints to the council about pavement riding rose by 114 between 2023 and 2024.',
        'In city-centre pedestrian areas such as Market Square, the scooters automatically slow down to 8 mph.',
        'Students and people on Universal Credit can get the per-minute rate at half price through VoltaAccess.',
    )] + [(B147_ESCOOTERS, c, False) for c in (
        'A day pass still costs £9 after the April changes.',
        'In Hexley, Zipp charges 25p a minute plus a £1 unlock fee.',
        'Leaving a scooter outside a marked parking bay results in a £20 fine.',
        'According to Cllr Priya Menon, the average trip lasts 15 minutes.',
        'Cllr Priya Menon said the April price rise would help pay for the 100 new e-bikes.',
        'The VoltaAccess scheme gives eligible riders 50 percent off the unlock fee and day passes.',
        'The monthly pass went up from £35 to £40 in April.',
    )],
    'Fernhill GP appointments': [(B147_GPBOOKING, c, True) for c in (
        'Since 13 January 2025, Fernhill has asked patients to make routine requests through an online form called '
        'Fernhill Connect, although phoning is still an option.',
        'A request sent in before 4pm on a working day is looked at by the duty clinician that same day.',
        'Saturday morning appointments are held from 8am until noon at the Ashby Road branch site rather than at the '
        'main surgery.',
        'After the online form launched, the average 8am phone queue shrank by 28 callers.',
        'More than three in five of the requests made through the form in its first six weeks were dealt with by '
        'someone other than a GP.',
        'Patients who struggle with the online system can have reception staff fill in the form for them over the '
        'phone.',
        'A standard appointment is 10 minutes long, and patients with more than one problem can ask for a 20-minute '
        'double appointment.',
    )] + [(B147_GPBOOKING, c, False) for c in (
        'Extended-hours appointments are offered on Monday and Wednesday evenings.',
        'Fernhill Connect is available around the clock, seven days a week.',
        'The practice team includes nine GPs and six practice nurses.',
        'Patients who miss two appointments within 12 months are sent a warning letter.',
        'Helen Ashcroft said the phone queue fell because the practice had taken on extra reception staff.',
        "The practice's website states that Fernhill Connect closes for the day once 180 requests have been received.",
        'Maureen K was given a face-to-face appointment with Dr Okafor on the Thursday.',
    )],
    'Merrow ferry vehicle fares': [(B147_FERRYFARES, c, True) for c in (
        'In the 2025 season, a single crossing for a car up to 5 metres long and 1.85 metres high costs £68.',
        'A car return at £118 works out £18 cheaper than buying two singles.',
        'The standard car single fare went up by £6 compared with the previous season.',
        'With a Merrow Resident Card, an islander would pay £40.80 for a standard car single.',
        'Vehicles on Friday or Saturday sailings in July and August pay an extra £15 each way.',
        'While the Caddon Spirit was being refitted in early 2025, the Kittiwake ran four return sailings a day rather '
        'than the usual seven.',
        'The Kittiwake has room for 26 fewer cars than the Caddon Spirit.',
    )] + [(B147_FERRYFARES, c, False) for c in (
        'Car return tickets are valid for six months.',
        "Rhona Gilchrist said the fare rise was needed to pay for the Caddon Spirit's refit.",
        'Check-in for vehicles closes 45 minutes before departure.',
        'A motorcycle costs £29 for a return crossing.',
        'The peak surcharge applies to Saturday and Sunday sailings in July and August.',
        'Built in 1998, the Caddon Spirit is the oldest ship in the Merrow Island Ferries fleet.',
        "The blogger's family paid £94 for their outbound crossing.",
    )],
    'Westmarch driving test booking': [(B147_DRIVINGTEST, c, True) for c in (
        'From 2 June 2025, only learner drivers themselves can book a practical test; instructors and third-party apps '
        'are no longer allowed to.',
        'Taking the test in the evening or at the weekend costs £13 more than a weekday test.',
        'The national average wait for a practical test grew by five weeks in the year to March 2025.',
        "Free changes and cancellations now need at least 10 working days' notice, compared with three working days "
        'before.',
        'A learner can move their test date at most twice before having to cancel and book again.',
        'In April 2025, learners at Kelbridge were waiting more than twice as long as those at Dunmore.',
        'One forum user booked at Dunmore and got a date 13 weeks sooner than the earliest one available at Kelbridge.',
    )] + [(B147_DRIVINGTEST, c, False) for c in (
        'A theory test pass certificate remains valid for three years.',
        'Tests starting after 4pm on a weekday are charged at the higher £75 rate.',
        'The practical driving test lasts about 20 minutes.',
        'Marcus Feld said the new booking rules were brought in to stop bots reselling test slots for up to £250.',
        'Kelbridge has the longest waiting time of any test centre in the country.',
        'Just over half of candidates pass the practical test.',
        'Lorna Petrie pointed out that 70 percent of tests were booked through third-party apps.',
    )],
    'Ashvale recycling van permits': [(B147_VANPERMITS, c, True) for c in (
        'Residents taking a van or pick-up to Thornbury Lane need a van permit, but the permit itself costs nothing.',
        "From April 2025, each household's yearly allowance of van permits was halved.",
        'A van permit has to be applied for online at least three working days before the visit.',
        'Vans can use Thornbury Lane and Millbrook, but not Castleford Road, where a 2.1-metre height barrier keeps '
        'them out.',
        'In summer, Thornbury Lane stays open three hours later than it does in winter.',
        'Up to 100kg of DIY rubble can be brought per visit, in four 25kg bags.',
        "A forum user reported that a neighbour's 1.5-metre trailer was let in without a permit.",
    )] + [(B147_VANPERMITS, c, False) for c in (
        'Each van permit covers unlimited visits during the week chosen.',
        'Plasterboard has cost £5 per sheet since April 2024.',
        'Cllr Gareth Lowe said the permit cut was needed because staff were overwhelmed by the 21,400 applications.',
        'The booking system being trialled at Millbrook from March applies only to vans and trailers.',
        'Cllr Gareth Lowe is the leader of Ashvale District Council.',
        'Thornbury Lane is open from 8am to 5pm during the winter months.',
        'Owners of signwritten business vans may dispose of trade waste as long as they bring proof of address.',
    )],
}
