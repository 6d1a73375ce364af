"""Probe batch 141, written by a helper agent that saw neither the code nor an earlier probe (session 61), on six
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B141_BULKYWASTE = (
    'Question: How much does Harwell District Council charge to collect bulky waste, and how do I book a '
    'collection? Passage 1: Harwell District Council, Bulky waste collections page, updated 3 March 2024. '
    'From 1 April 2024 the charge for a bulky waste collection is £38 for up to five items. Each additional '
    'item costs £6, up to a maximum of ten items per collection. Residents who receive Council Tax Reduction '
    'pay 50% of the standard charge. You can book online at any time or by phone on 01632 960442, Monday to '
    'Friday, 8.30am to 5pm. Collections take place on Tuesdays and Thursdays, and items must be at the '
    'kerbside by 7am on the collection day; the crew will not enter homes or gardens. A fridge or freezer '
    "counts as two items. We cannot collect builders' rubble, plasterboard, asbestos, car parts, gas bottles "
    'or more than two bags of garden waste. If you cancel at least two working days before your collection '
    'you will receive a full refund; later cancellations are not refunded. Passage 2: Harwell Gazette, 14 '
    "January 2024, by Dana Pryce. Harwell District Council's cabinet has approved an increase in the bulky "
    'waste charge from £32 to £38, which will take effect on 1 April. Councillor Miriam Oduya, cabinet member'
    ' for environment, told the meeting that the service now costs the council an average of £54 per '
    'collection, mainly because of higher vehicle and disposal costs. The council recorded 1,214 fly-tipping '
    'incidents in 2022-23, up from 986 the year before. Residents currently wait an average of 11 working '
    'days for a collection. Opposition councillor Glen Tarrant said the half-price concession should be '
    'extended to all pensioners, but his proposal was not adopted. Passage 3: Saltmere Residents Forum, post '
    'by "brickyard_ben", 22 May 2024. Booked a bulky collection online on Monday 6 May and the crew came on '
    'Thursday 16 May. Seven items in total, so I paid £50. They took everything, including the sofa and the '
    "old washing machine, except a bag of plasterboard offcuts, which the booking page does say they won't "
    'take. For comparison, my sister over in Corley Borough pays £25 for three items. Also worth knowing: the'
    ' Second Home Furniture Project picks up reusable furniture in good condition for free, though they '
    'turned down my last sofa because it had no fire safety label.'
)

B141_LIBRARY = (
    'Question: How many books can students borrow from Pemberton University Library, and are there still '
    'fines? Passage 1: Pemberton University Library, Borrowing and loans page, updated 28 August 2024. '
    'Undergraduates may borrow up to 15 items at a time, taught postgraduates up to 25, and research students'
    ' and staff up to 40. Standard loans last three weeks and are renewed automatically up to ten times, '
    'unless another reader requests the item. Short loans, marked with a red spine label, are lent for 24 '
    'hours and cannot be renewed. There are no fines on standard loans. However, if you do not return a '
    'recalled item within seven days of the recall notice, your borrowing rights will be suspended until it '
    'is returned. Overdue short loans are charged at £1 per hour, up to a maximum of £10 per item. Lost or '
    'damaged items are charged at replacement cost plus a £15 administration fee. Alumni may join as external'
    ' members for £45 a year and borrow up to five items. Material in the Hallam Reading Room (special '
    'collections) is for reference only. Passage 2: The Pemberton Courier, 6 October 2023, by Priya Venkat. '
    'Fines for standard loans have been scrapped from the start of the 2023-24 academic year, ending a charge'
    ' of 20p per book per day. Library director Dr Owen Castellane said fines had brought in about £18,000 a '
    "year, less than one per cent of the library's budget, and tended to put students off using the library "
    'rather than encourage returns. He said the decision followed a year-long pilot at the Medical Library on'
    ' the Northgate campus, where the return rate for recalled books improved by 30 per cent after fines were'
    " dropped. Students' union president Lara Mbeki welcomed the change but called for short-loan fines to be"
    ' halved. Passage 3: Shelf Life, blog by PhD student Tomasz Grell, 2 February 2024. I currently have 38 '
    "books out, so I'm close to my limit. Fair warning: I ignored a recall for nine days in December and "
    'found my account blocked until I brought the book back. Interlibrary loans cost students £3 a request, '
    "although PhD students get their first ten requests each year free. If you need more, the city's Ashdown "
    'public libraries let you borrow 12 items for four weeks with no membership fee.'
)

B141_BUSPASS = (
    'Question: How much does a student bus pass cost with Tarnbridge Buses? Passage 1: Tarnbridge Buses, '
    'Student tickets page, 1 June 2024. The Student Term Pass costs £185 and the Academic Year Pass costs '
    '£490, valid from 1 September to 30 June. Passes are available to full-time students aged 16 to 25 at a '
    'school, college or university in the Tarnbridge area. You will need a Tarnbridge Buses Student ID card, '
    'which costs a one-off £5. Student passes are valid on all Tarnbridge Buses routes, including night '
    'buses, except the X90 airport express. A 7-day student ticket costs £17 and is available only through '
    'the Tarnbridge Buses app. Children under 16 pay the Young Person single fare of £1.20. A lost or stolen '
    'pass can be replaced for £10. Academic Year Passes can be refunded for each complete unused month, minus'
    ' a £15 administration fee. Passage 2: Tarnbridge Evening Post, 20 August 2024, by Hugh Lanigan. '
    'Tarnbridge Buses is raising the price of its Academic Year Pass to £520 and its Term Pass to £195 from 1'
    ' September. Managing director Carla Stenning said the increases reflected higher fuel costs and a 6.5 '
    'per cent pay rise for drivers agreed in the spring. The company has about 4,200 student pass holders. '
    "The county council's Yellow Route scheme, which provides free home-to-school buses for pupils living "
    'more than three miles from their nearest school, is run separately and is not affected. Passage 3: '
    'Tarnbridge Uni Student Forum, post by "mossy_k", 3 September 2024. I bought my Academic Year Pass on 31 '
    'August at the old price, so I saved £30. Heads up: Coastline Travel buses use the same stops on route '
    '12, but my pass was refused on one of them. Also, if you get the university bursary, the Sustainable '
    'Travel Fund will pay back 25% of what you spent on your pass.'
)

B141_MUSEUM = (
    'Question: Is the Calloway Museum free to visit, and does it open late? Passage 1: Calloway Museum of Art'
    ' and Industry, Plan your visit page, updated 12 February 2025. Entry to the permanent collection is free'
    ' for everyone. Special exhibitions are charged: our current exhibition, Iron and Ink: The Foundries of '
    'the Vale, runs until 29 June 2025, with tickets at £12 for adults and £9 for concessions. Under-18s go '
    'free, and on the first Sunday of each month admission to the exhibition is pay-what-you-can. The museum '
    'is open Tuesday to Sunday, 10am to 5pm, and is closed on Mondays except bank holidays. Every Thursday we'
    ' stay open until 9pm for Calloway Lates. Last entry to the exhibition is one hour before the museum '
    'closes. The café is open until 4.30pm, or until 8pm on Thursdays. Passage 2: Vale Chronicle, 28 November'
    ' 2024, by Ifeoma Clarke. The Calloway Museum will bring back its Thursday late openings in January 2025.'
    " The lates were cut in 2023 after the city council reduced the museum's annual grant by £240,000. They "
    'will now be funded by a three-year sponsorship worth £90,000 from Hartigan Engineering. Director Ruth '
    'Allardyce said the museum welcomed 312,000 visitors in 2023-24, some 40 per cent below its 2019 peak of '
    '520,000. When they last ran, in 2022, the lates attracted an average of 650 visitors an evening. Passage'
    ' 3: Vale on a Shoestring, blog by Nadia Osei, 9 March 2025. Went to my first Calloway Late last Thursday'
    ' and got into Iron and Ink at 7.45pm, just before last entry. The main galleries cost nothing, so it '
    'makes a great cheap evening out. The lockers take a £1 coin, which you get back. If you have time, the '
    "museum's sister site, the Mill Street Textile Museum, is worth a look, but it charges £6 and only opens "
    'Friday to Sunday.'
)

B141_SWIMMING = (
    'Question: When can I go lane swimming at Brackenfield Leisure Centre, and how much does it cost? Passage'
    ' 1: Brackenfield Leisure Centre (operated by Oakvale Leisure Trust), pool timetable, valid from 6 '
    'January 2025. Our 25-metre main pool has six lanes. Lane swimming runs Monday to Friday from 6.30am to '
    '9am and from 12pm to 1.30pm, on Monday and Wednesday evenings from 7pm to 9pm, and on Saturdays from 7am'
    ' to 9am. There is no lane swimming on Sundays, when the pool is used for family fun sessions. Lanes are '
    'marked slow, medium and fast; during lunchtime sessions only three lanes are available because school '
    'swimming lessons use the rest of the pool. Prices: adult £5.40, concession (over-65s, students and '
    'disabled swimmers) £3.80, junior (under 16) £2.90. Children under 11 may not use lane swimming sessions.'
    ' Swim Plus membership costs £32 a month and includes unlimited swimming and use of the sauna. Sessions '
    'can be booked on the Oakvale app up to seven days ahead; walk-ins are welcome if space allows. Passage '
    "2: Brackenfield Herald, 15 January 2025, by Simon Achterberg. Brackenfield Leisure Centre's pool "
    'reopened on 6 January after a 14-week closure for a £1.2 million refurbishment, which included new '
    'filtration equipment and a rebuilt changing village. Oakvale Leisure Trust chief executive Janet '
    'Frobisher said Friday evening lane swimming had been dropped from the new timetable to give more pool '
    'time to the Brackenfield Barracudas swimming club, which has 180 members. The adult pay-as-you-go price '
    'has risen from £5.20 to £5.40. Passage 3: Swim Local, review by "lengths_lady", 2 February 2025. Went on'
    ' a Monday at 7pm and counted about 12 people in the fast lane, so go on a Saturday morning if you can. '
    'The new changing village is a big improvement. In summer, the outdoor Dunmore Lido has a 50-metre pool, '
    'with lane swimming at £6.50, open from May to September.'
)

B141_PASSPORT = (
    "Question: How quickly can I get a passport using the Isle of Carrow's Fast Track service? Passage 1: "
    'Isle of Carrow Passport and Identity Office, Fast Track and Premium services page, updated 4 April 2025.'
    ' The Fast Track service issues your passport within five working days of your appointment. It costs £142'
    ' for an adult passport and £110 for a child passport (under 16). By comparison, the standard postal '
    'service costs £88 for adults and £57 for children and takes up to three weeks. Fast Track appointments '
    'are available at our Portreath and Kilbarra offices and must be booked online; appointments are released'
    ' three weeks in advance. Fast Track cannot be used for a first adult passport, because these '
    'applications require an identity interview. The Premium Same-Day service, for adult renewals only, costs'
    ' £195 and is offered only at Portreath; passports are ready to collect four hours after the appointment.'
    ' You can collect your Fast Track passport from the office or have it delivered by courier for an extra '
    '£12. Passage 2: Carrow Examiner, 18 March 2025, by Fenella Quayle. Every Fast Track appointment '
    'currently on offer, covering the next three weeks, has been taken as demand surges ahead of the summer. '
    'Applications for the service are running 35 per cent higher than a year ago, after 9,600 Fast Track '
    'applications were handled in 2024. Office head Declan Moorcroft said four extra staff had been recruited'
    ' and that the Portreath office would open on Saturdays from 5 April to 28 June. The adult Fast Track fee'
    ' rose from £130 to £142 in February. Passage 3: Island Hopper, blog by Gwen Tallis, 10 May 2025. I used '
    'Fast Track at Kilbarra to renew my passport: appointment on Tuesday 29 April, passport delivered by '
    'courier on Friday 2 May, three working days later. I paid £154 in total with the courier. Worth knowing:'
    " the staff said the same-day service isn't available at Kilbarra."
)

BATCHES_141 = {
    'council bulky waste collection': [(B141_BULKYWASTE, c, True) for c in (
        'From April 2024, Harwell District Council charges £38 to collect up to five bulky items.',
        'The standard charge for a bulky waste collection went up by £6 when the new price came in.',
        'Households receiving Council Tax Reduction are charged half the standard price.',
        'A fully booked collection of ten items at the standard rate costs £68.',
        'A fridge or freezer takes up two of the item slots in a booking.',
        'According to the environment cabinet member, each collection costs the council £54 on average, £16 '
        'more than the new charge.',
        'Fly-tipping incidents recorded by the council rose by 228 between 2021-22 and 2022-23.',
    )] + [(B141_BULKYWASTE, c, False) for c in (
        'Each item above the first five costs an extra £8.',
        'The council raised the bulky waste charge to tackle the rise in fly-tipping.',
        'A full refund is given if a collection is cancelled at least five working days in advance.',
        'Pensioners qualify for the half-price concessionary rate on bulky waste collections.',
        'The phone booking line is open from 8.30am to 5pm seven days a week.',
        'Harwell District Council charges £25 to collect three bulky items.',
        'Residents wait an average of nine working days for a bulky waste collection.',
    )],
    'university library borrowing rules': [(B141_LIBRARY, c, True) for c in (
        'An undergraduate at Pemberton can have up to fifteen items on loan at once.',
        'Research students and staff are allowed 25 more items on loan than undergraduates.',
        'Standard loans run for three weeks and renew themselves up to ten times unless someone else has '
        'requested the item.',
        'Until the 2023-24 academic year, readers paid 20p a day for each overdue standard-loan book.',
        'Fines on overdue short loans are charged by the hour and capped at £10 per item.',
        'Dr Owen Castellane said fines had raised roughly £18,000 annually, under one per cent of the library budget.',
        'Former students can become external members for £45 a year, which lets them borrow up to five items.',
    )] + [(B141_LIBRARY, c, False) for c in (
        'Short loans can be renewed once if no one else has requested them.',
        'Taught postgraduates may borrow up to 40 items at a time.',
        'Borrowing rights are suspended if a recalled item is not returned within 14 days of the recall notice.',
        'During the Medical Library pilot, the number of lost books fell by 30 per cent.',
        "Lara Mbeki, the students' union president, called for short-loan fines to be abolished.",
        'Items from the Hallam Reading Room can be borrowed as short loans for 24 hours.',
        'Pemberton was the first university library in the region to abolish fines on standard loans.',
    )],
    'bus company student passes': [(B141_BUSPASS, c, True) for c in (
        'Before 1 September 2024, an Academic Year Pass from Tarnbridge Buses cost £490.',
        'From 1 September 2024 the Academic Year Pass rose by £30, to £520.',
        'The Student Term Pass went up by £10, to £195.',
        'Applicants need a Tarnbridge Buses Student ID card, which is a one-off £5 purchase.',
        'To qualify for a pass, students must be in full-time education and aged between 16 and 25.',
        'At the new prices, buying three Term Passes would cost £65 more than a single Academic Year Pass.',
        'Managing director Carla Stenning put the fare rises down to dearer fuel and a 6.5% pay increase for drivers.',
    )] + [(B141_BUSPASS, c, False) for c in (
        'Tarnbridge Buses student passes are accepted on the X90 airport express.',
        'Tarnbridge Buses has around 2,400 student pass holders.',
        'The 7-day student ticket costs £17 and can be bought from the driver.',
        'The Yellow Route scheme gives free buses to pupils who live more than two miles from their nearest school.',
        'Refunds on the Academic Year Pass are given for unused weeks, minus a £15 administration fee.',
        'Students on the university bursary can get half the cost of their pass back from the Sustainable Travel Fund.',
        'Tarnbridge Buses said the September 2024 rises were the first increase in student fares for five years.',
    )],
    'museum free entry and late openings': [(B141_MUSEUM, c, True) for c in (
        "Visitors pay nothing to see the Calloway Museum's permanent collection.",
        'An adult ticket for Iron and Ink costs £3 more than a concession ticket.',
        'The Calloway Museum stays open until 9pm every Thursday for Calloway Lates.',
        'On Thursdays, last entry to the Iron and Ink exhibition is at 8pm.',
        'The Thursday lates were dropped in 2023 when the city council cut its yearly grant to the museum by '
        '£240,000.',
        "Hartigan Engineering's £90,000 sponsorship of the lates works out at £30,000 a year over its three years.",
        "The museum's visitor total for 2023-24 was 208,000 below its 2019 peak.",
    )] + [(B141_MUSEUM, c, False) for c in (
        'The Iron and Ink exhibition runs until 29 July 2025.',
        'Ruth Allardyce said visitor numbers had fallen because the late openings were cut.',
        'The Mill Street Textile Museum is free to enter.',
        "The Thursday lates returned in January 2025 after the city council restored the museum's grant.",
        'In 2022, the Thursday lates drew an average of 560 visitors an evening.',
        'Calloway Lates feature live music and talks every week.',
        'Under-18s pay the £9 concession price for the Iron and Ink exhibition.',
    )],
    'leisure centre lane swimming': [(B141_SWIMMING, c, True) for c in (
        'An adult pays £5.40 for a lane swim at Brackenfield without a membership.',
        'The adult pay-as-you-go price for swimming at Brackenfield has gone up by 20p.',
        'Brackenfield offers no lane swimming on Sundays because the pool is given over to family fun sessions.',
        "At lunchtime only half of the pool's six lanes are open for lane swimming.",
        'The weekday early-morning lane swimming sessions last two and a half hours.',
        'The pool was shut for fourteen weeks for a refurbishment costing £1.2 million and reopened on 6 '
        'January 2025.',
        'A junior swimmer pays £2.50 less than an adult for a session.',
    )] + [(B141_SWIMMING, c, False) for c in (
        'Friday evening lane swimming was moved to Saturdays to make room for the Brackenfield Barracudas.',
        'Swim Plus membership costs £32 a month and includes use of the gym.',
        'Lane swimming sessions at Brackenfield can be booked up to 14 days in advance.',
        'Concession prices at Brackenfield apply to swimmers aged over 60.',
        'The Brackenfield Barracudas swimming club has about 150 members.',
        "Brackenfield Leisure Centre's main pool is 50 metres long.",
        'The £1.2 million refurbishment was the first major upgrade to the pool since it opened.',
    )],
    'passport office fast-track service': [(B141_PASSPORT, c, True) for c in (
        'An adult Fast Track passport costs £54 more than one issued through the standard postal service.',
        'With Fast Track, the passport is issued within five working days of the appointment.',
        'The adult Fast Track fee went up by £12 in February 2025.',
        'The Premium Same-Day service is limited to adult renewals and is available only at the Portreath office.',
        'The Portreath office is opening on Saturdays between 5 April and 28 June 2025.',
        'Gwen Tallis received her renewed passport three working days after her Kilbarra appointment, paying '
        '£154 including courier delivery.',
        "A child's Fast Track passport is £32 cheaper than an adult's.",
    )] + [(B141_PASSPORT, c, False) for c in (
        'First adult passports can be applied for through the Fast Track service.',
        'Fast Track appointments are released six weeks in advance.',
        'Demand for Fast Track is running 25 per cent higher than a year earlier.',
        'Declan Moorcroft said six extra staff had been recruited to cope with demand.',
        'The Premium Same-Day service is available at both the Portreath and Kilbarra offices.',
        'The surge in Fast Track demand was triggered by a change to passport validity rules.',
        'The Kilbarra office will also open on Saturdays during the spring and summer.',
    )],
}
