"""Probe batch 104, written by a helper agent that saw neither the code nor an earlier probe (session 56), on six \
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B104_PARKING = (
    "Question: How are residents' parking permits priced and renewed in Harrowmere?\n\n"
    "Passage 1: From the Harrowmere City Council website, 'Resident parking permits' page, last updated 3 "
    "February 2025. Residents living inside one of Harrowmere's eleven controlled parking zones can apply for"
    " a resident permit online through a MyHarrowmere account. Permits are priced according to the vehicle's "
    'CO2 emissions band. For 2025-26, a permit for a Band A vehicle (up to 100 g/km) costs £45 a year, a Band'
    ' B vehicle (101 to 150 g/km) costs £95 and a Band C vehicle (over 150 g/km) costs £160. Fully electric '
    'vehicles pay £20. A second permit at the same address costs an extra £50 on top of the band price, and '
    'no household may hold more than three permits. Each permit runs for twelve months from the date it is '
    'issued rather than from April. The council emails a renewal reminder 28 days before a permit expires. '
    'Renewals must be completed online, and proof of address dated within the last three months has to be '
    'uploaded again every year.\n\n'
    "Passage 2: From the Harrowmere Courier, 'Permit prices rise for drivers in zones', 12 March 2024. "
    "Drivers in Harrowmere's controlled zones will pay more for permits from April 2024 after councillors "
    'approved a new tariff last week. The Band B permit, which covers most family cars, goes up from £80 to '
    '£88, while the Band C charge rises to £150. Electric vehicles stay at £20. Councillor Edna Pryce, '
    'cabinet member for transport, said the increase was needed to cover the cost of enforcement in the '
    'zones. The Courier understands that residents aged over 75 and blue badge holders will continue to '
    'receive their first permit free, although a second permit will be charged at the normal rate. The '
    'council confirmed that residents who let a permit lapse have a 14-day grace period after expiry in which'
    ' to renew without being given a penalty charge notice.\n\n'
    'Passage 3: From the Harrowbridge District Council frequently asked questions page, 2025. Harrowbridge '
    'District Council, which should not be confused with Harrowmere City Council, runs its own permit scheme '
    'for the zones around its market towns. In Harrowbridge a resident permit costs a flat £70 a year '
    'whatever the vehicle, and all permits expire on 31 March, so everyone renews at the same time each '
    'March. Visitor scratch cards are sold in books of ten for £15. Each Harrowbridge household may hold up '
    "to two resident permits. Applications can be made online or in person at the council's Corran Street "
    'office, where paper forms are accepted with a recent utility bill as proof of address. Residents who '
    'move house within the district must apply for a new permit, which is issued free of charge for the rest '
    'of the permit year.'
)

B104_CANAL = (
    'Question: What did the 18th-century canal engineer Amos Tredgarth build?\n\n'
    "Passage 1: From 'Canal Lives', a waterways heritage website, biography of Amos Tredgarth. Amos Tredgarth"
    ' (1731-1794) was born in the village of Pellingford and trained as a millwright before he turned to '
    'canals. His first commission was the Dunmoor Navigation, a 14-mile canal opened in 1763 to carry coal '
    'from the Dunmoor pits to the River Sallow at Wenlow Quay. The line needed no locks at all, because '
    'Tredgarth kept it on a single level by following the contours of the hills, which made it slow to build '
    'but cheap to run. His best-known structure is the Kellet Aqueduct of 1768, which carries the Calvermoor '
    'Canal across the Sallow valley on seven stone arches. Tredgarth was appointed chief engineer of the '
    'Calvermoor Canal in 1767 and oversaw its construction until his health failed in 1776. The 31-mile canal'
    ' was finished in 1779 under his former assistant, Nathaniel Oddie.\n\n'
    "Passage 2: From the 2019 journal of the Pellingford Local History Society, article 'Tredgarth "
    "underground'. Although Tredgarth is remembered mainly for the Kellet Aqueduct, the article argues that "
    'his most demanding work was below ground. For the Calvermoor Canal he designed the Scarrow Tunnel, 1,240'
    " yards long, which was dug by hand between 1771 and 1775. The tunnel had no towpath, so boatmen 'legged'"
    ' their boats through it by pushing with their feet against the walls. The author also points out that '
    'the aqueduct actually has eight arches rather than the seven usually quoted, because one arch on the '
    'eastern bank was buried when the embankment was widened in 1840. As chief engineer, Tredgarth was paid '
    '£300 a year, a large salary at the time. In 2018 the society placed a memorial plaque on the cottage in '
    'Mill Lane, Pellingford, where he was born.\n\n'
    "Passage 3: From a leaflet of the Calvermoor Trust, 'Two engineers, one valley'. Visitors often confuse "
    'the canal engineer with his grandson, Amos Tredgarth Hale (1802-1871), who was a railway contractor. '
    'Hale built the Calvermoor and Wenlow Railway, opened in 1846, including the 22-arch Sallow Viaduct near '
    'Kellet, and he later designed iron bridges for the Farrowdale Line. Ironically, his railway took most of'
    " the coal traffic away from his grandfather's Dunmoor Navigation, which closed to commercial boats in "
    '1881. Hale is buried in the churchyard of Holy Trinity, Wenlow, where a stone pillar lists his bridges. '
    'The Trust runs guided walks on the first Sunday of each month, starting at the viaduct and covering the '
    'works of both men; each walk lasts about two hours and costs £6, with no need to book.'
)

B104_HALL = (
    'Question: How do I hire Brindlecombe village hall for a birthday party, and what are the deposit rules?\n\n'
    "Passage 1: From the Brindlecombe Memorial Hall website, 'Hiring the hall', rates from 1 January 2025. "
    'Brindlecombe Memorial Hall can be hired for private parties in the main hall, which holds 120 people '
    'standing or 80 seated, or in the smaller Garden Room, which holds 30. The main hall costs £22 an hour on'
    ' weekdays and £30 an hour on Friday evenings after 5pm, Saturdays and Sundays, with a minimum booking of'
    ' three hours for parties. The Garden Room costs £12 an hour at all times. To book, check availability on'
    ' the online calendar and then email the bookings secretary, Maureen Tilsley, who will send you a hire '
    'agreement. A booking is confirmed only once the signed agreement and the deposit have been received. A '
    'refundable damage deposit of £150 applies to all parties, rising to £300 for parties at which alcohol is'
    ' sold and for events for 18 to 21-year-olds. Parties must finish by 11.30pm and the hall must be empty '
    'by midnight.\n\n'
    'Passage 2: From the Brindlecombe Bugle, the parish newsletter, autumn 2023 issue. The hall committee '
    'reminds residents that from October 2023 the weekend rate for the main hall is £26 an hour, and that '
    'anyone living in the parish receives a 20 per cent discount on private bookings. After a party, the '
    'damage deposit is returned by bank transfer within 14 days, provided the hall has been left clean, the '
    'bins have been emptied and nothing was found damaged at the inspection after the hire. If a hirer '
    'cancels more than 28 days before the event, the deposit is refunded in full; if they cancel within 28 '
    'days, the deposit is kept. The committee has also bought new folding tables, and hirers are asked to '
    'stack them on the trolleys in the store room afterwards. Bouncy castles may be used in the main hall '
    'only if they are the low-height type and children take their shoes off.\n\n'
    'Passage 3: From a party venues listing website, entry for Brindleford Village Hall. Brindleford Village '
    'Hall, about nine miles from Brindlecombe on the Harnley road, is a popular choice for bigger parties. It'
    ' holds up to 200 guests, has a licensed bar run by volunteers and charges a flat £250 for an evening '
    'party from 6pm to midnight. The deposit there is £200, and it is kept if a party runs past midnight. '
    "Hirers must use one of the hall's approved caterers, and live music has to stop at 11pm because of "
    'complaints from neighbours. Bookings are taken by phone only, on weekday mornings between 9am and noon. '
    'There is parking for 40 cars on the recreation ground next door, and the hall has level access and an '
    'accessible toilet.'
)

B104_HALFMARATHON = (
    'Question: How do the start waves and pacers work at the Kestleford Half Marathon?\n\n'
    "Passage 1: From the official Kestleford Half Marathon website, 'Race day information 2025'. The "
    'Kestleford Half Marathon starts on Riverside Parade at 9.00am on Sunday 14 September 2025. Runners are '
    'placed in one of five colour-coded waves according to the finish time they predicted when they entered: '
    'Red (under 1:30), Orange (1:30 to 1:45), Yellow (1:45 to 2:00), Green (2:00 to 2:20) and Blue (over '
    '2:20). The waves set off four minutes apart, so the Blue wave starts at about 9.16am. Your wave colour '
    'is printed on your race number, and marshals check numbers at the entrance to each start pen. Each pen '
    'closes ten minutes before its wave starts. Timing is by chip, so your official time begins when you '
    'cross the start mat, not when the Red wave sets off. You may drop back to a slower wave on the day, but '
    'you may not move forward; to move to a faster wave, change your predicted time in your entry account by '
    '31 August.\n\n'
    "Passage 2: From the Fen Striders running club blog, 'Kestleford Half: what we learned', posted 20 "
    'September 2024. The pacers are volunteers from Kestleford Harriers, and each carries a flag showing '
    'their target finish time. At the 2024 race there were pacers for 1:30, 1:40, 1:50, 2:00, 2:15 and 2:30. '
    'They aim to run even splits and to finish within a minute of their target, and each one starts at the '
    'back of the wave their target time falls in, so the 2:15 pacer set off with the Green wave. One tip: in '
    '2024 the waves went off five minutes apart, which left the pens crowded, so arrive early. If you want to'
    ' run with a pacer from a slower wave, you can simply drop back to that wave on the day. The baggage tent'
    ' was quick, and the finish area on Abbey Meadow had free soup for everyone, which after a wet race was '
    'very welcome.\n\n'
    'Passage 3: From Kestleford Running Festival news, January 2025. Entries are now open for the Kestleford '
    '10K on Sunday 6 April 2025, organised by the same team as the autumn half marathon. The 10K has a single'
    ' mass start at 10.00am in the Market Square rather than waves, and there are pacers for 40, 45, 50, 55 '
    'and 60 minutes, who wear orange vests instead of carrying flags. Entry costs £24 for runners in '
    'affiliated clubs and £26 for everyone else. The route is two laps of the town centre and is chip-timed, '
    'with results sent to runners by text within an hour. Headphones are not allowed on the 10K course '
    'because the roads are only partly closed. Entry to the September half marathon costs £38, or £36 for '
    'affiliated club runners, and closes on 1 August or when all 4,000 places have been taken.'
)

B104_CASTLE = (
    'Question: When is Vellacott Castle open in winter, and how much are tickets?\n\n'
    "Passage 1: From the Vellacott Castle website, 'Plan your visit: winter 2024-25'. From 1 November 2024 to"
    ' 28 February 2025, Vellacott Castle is open on Fridays, Saturdays and Sundays only, from 10am to 3.30pm,'
    ' with last entry at 2.45pm. The castle is closed from 24 to 26 December and on 1 January. During the '
    'February half-term, from 15 to 23 February, it opens every day. Winter tickets cost £11 for adults, '
    '£6.50 for children aged 5 to 16 and £29 for a family of two adults and up to three children; children '
    'under 5 go free. Tickets bought online at least 24 hours ahead are 10 per cent cheaper. Because of the '
    'short days, the Keep Tower and the wall walk close at 2.30pm in winter, and the tearoom serves hot food '
    'only on Saturdays and Sundays. Dogs on leads are welcome in the grounds but not inside the castle '
    'buildings.\n\n'
    "Passage 2: From 'Northern Day Trips', a travel blog, post dated 30 January 2024. We visited Vellacott "
    'Castle on a frosty Saturday earlier this month. This winter it is open at weekends only, from 10am to '
    '3pm, and we paid £9.50 each for adult tickets. Our guide told us the Great Hall is sometimes closed at '
    'short notice for weddings, so check the daily notice on the website before you set off. Parking is in '
    "the castle's own pay-and-display car park, which costs £3 for the day, and the charge is not refunded "
    'for ticket holders. Members of the Vellacott Heritage Trust get in free all year round; adult membership'
    ' costs £42 a year. Wrap up warmly, because the keep is unheated, and the wall walk can close altogether '
    'in icy weather. The walk from the car park to the gatehouse is steep and cobbled, so sensible shoes are '
    'a must.\n\n'
    "Passage 3: From the Vellacott Hall website, 'Winter at the Hall'. Vellacott Hall, a Georgian country "
    'house two miles from Vellacott Castle and owned by the Pursglove family, is a separate attraction with '
    'its own tickets. The Hall closes completely from November until mid-March, apart from its Christmas '
    'light trail, which runs in the evenings from 29 November to 30 December, between 4.30pm and 8pm. Light '
    'trail tickets are timed, must be bought in advance and cost £16 for adults and £9 for children. A '
    "combined 'Castle and Hall' ticket is sold in summer for £24, but it is not available in winter. The "
    'house and gardens reopen on 15 March 2025, when adult admission will be £14. Carers accompanying '
    "disabled visitors are admitted free, and the Hall's car park is free for all visitors."
)

B104_DENTIST = (
    'Question: How do NHS and private fees, and cancellations, work at Orchard Lane Dental Practice in '
    'Mallerby?\n\n'
    "Passage 1: From the Orchard Lane Dental Practice website, 'Fees and policies', updated April 2025. "
    'Orchard Lane Dental Practice in Mallerby offers both NHS and private treatment. NHS patients pay the '
    'national charge for each course of treatment. From April 2025, Band 1 (examination, X-rays, and a scale '
    'and polish if clinically needed) costs £27.40, Band 2 (including fillings, root canal work and '
    'extractions) costs £75.30, and Band 3 (including crowns, dentures and bridges) costs £326.70. Children '
    'under 18, pregnant women and people on qualifying benefits pay nothing for NHS treatment. Private '
    'patients pay per item: a private examination is £55 and a 30-minute hygienist appointment is £68. We ask'
    " for at least 24 hours' notice to cancel or move any appointment. Private patients who give less notice "
    'are charged £25, or the full fee if the appointment was booked for longer than an hour. NHS patients '
    'cannot be charged for missed appointments, but missing two NHS appointments within a year may lead to '
    'removal from our list.\n\n'
    'Passage 2: From the Mallerby Gazette, 9 June 2023. Orchard Lane Dental Practice has reopened its NHS '
    'list to new adult patients for the first time since 2020, but only for people who live in Mallerby '
    'parish, and only 300 places are available. Practice manager Gwen Harrop said existing private patients '
    "could switch to NHS care only if a place became free. The practice has also launched 'Orchard Care', a "
    'monthly plan for private patients costing £16.50 a month, which covers two examinations and two '
    'hygienist visits a year and gives 10 per cent off other private treatment. Mrs Harrop said plan members '
    'who miss an appointment without giving notice will be charged £20 rather than the standard fee. The '
    'practice, which has four dentists and two hygienists, is open until 7pm on Wednesdays.\n\n'
    'Passage 3: From a health services directory, entry for Orchard Dental Studio, Mallerton. Orchard Dental '
    'Studio in Mallerton, on the other side of the Welham estuary, is a private-only clinic and is sometimes '
    'confused with the Mallerby practice. It has no NHS contract. New patients pay £85 for a consultation '
    "that includes X-rays, and the hygienist charges £75 for 40 minutes. The Studio asks for 48 hours' notice"
    ' of cancellation and charges £40 for late cancellations or missed appointments, which must be paid '
    'before another appointment can be booked. It offers interest-free finance on treatment costing more than'
    ' £500, spread over up to 12 months, and evening appointments until 8pm on Tuesdays and Thursdays. A '
    'number of emergency slots are held back each morning for registered patients.'
)

BATCHES_104: dict[str, list[tuple[str, str, bool]]] = {
    'Harrowmere resident parking permits': [(B104_PARKING, c, True) for c in (
        'In Harrowmere, the price of a resident parking permit depends on which CO2 emissions band the '
        'vehicle falls into.',
        'For 2025-26, Harrowmere charges £160 a year for a resident permit for a Band C vehicle, one emitting'
        ' over 150 g/km.',
        "Harrowmere's Band B resident permit, which cost £88 from April 2024, costs £95 for 2025-26.",
        'A Harrowmere resident permit lasts twelve months counted from the day it is issued, rather than '
        'running from April.',
        'According to the Harrowmere Courier, over-75s and blue badge holders in Harrowmere get their first '
        'permit free but pay the normal rate for a second one.',
        'A Harrowmere household with two Band A cars would pay £45 for the first permit and £95 for the '
        'second.',
        'Harrowmere residents whose permit has expired have a 14-day grace period to renew before they risk a'
        ' penalty charge notice.',
    )] + [(B104_PARKING, c, False) for c in (
        'All Harrowmere resident permits expire on 31 March, so every resident renews in March.',
        'For 2025-26, a Harrowmere resident permit for a Band B vehicle costs £88 a year.',
        'Blue badge holders in Harrowmere receive all of their resident parking permits free of charge.',
        'Harrowmere City Council emails a renewal reminder 14 days before a resident permit runs out.',
        'The Band C permit charge in Harrowmere went up from £150 to £160 in April 2024.',
        'Harrowmere City Council has officially confirmed that residents over 75 receive their first permit '
        'free.',
        'Harrowmere residents can pay for their annual parking permit in monthly instalments.',
    )],
    '18th-century canal engineer Tredgarth': [(B104_CANAL, c, True) for c in (
        "Amos Tredgarth's first canal commission was the Dunmoor Navigation, a 14-mile coal canal that opened"
        ' in 1763.',
        'The Dunmoor Navigation had no locks, because Tredgarth kept it on one level by following the '
        'contours of the hills.',
        'Tredgarth designed the Scarrow Tunnel on the Calvermoor Canal, which was dug by hand between 1771 '
        'and 1775 and had no towpath.',
        'Tredgarth oversaw the building of the Calvermoor Canal until ill health stopped him in 1776, and his'
        ' former assistant Nathaniel Oddie completed it in 1779.',
        'The Kellet Aqueduct is usually said to have seven arches, but a 2019 local history article says it '
        'has eight, one having been buried when an embankment was widened in 1840.',
        'The Sallow Viaduct near Kellet was built not by Amos Tredgarth but by his grandson, the railway '
        'contractor Amos Tredgarth Hale.',
        "Twelve years passed between Tredgarth's appointment as chief engineer of the Calvermoor Canal and "
        "the canal's completion.",
    )] + [(B104_CANAL, c, False) for c in (
        'Amos Tredgarth built the 22-arch Sallow Viaduct near Kellet.',
        'The Scarrow Tunnel that Tredgarth designed for the Calvermoor Canal is 1,420 yards long.',
        'Tredgarth completed the Calvermoor Canal himself in 1779 after overseeing its construction for '
        'twelve years.',
        'Amos Tredgarth is buried in Pellingford, where the local history society placed a memorial plaque on'
        ' his grave.',
        "Tredgarth's Kellet Aqueduct of 1768 carries the Dunmoor Navigation across the Sallow valley.",
        "The Dunmoor Navigation, Tredgarth's first canal, was opened in 1768.",
        "Tredgarth's Dunmoor Navigation closed completely in 1881 after the railway took away its coal "
        'traffic.',
    )],
    'village hall party hire and deposit': [(B104_HALL, c, True) for c in (
        'At Brindlecombe Memorial Hall, a party in the main hall has to be booked for at least three hours.',
        "A Saturday booking of Brindlecombe's main hall costs £30 an hour at the 2025 rates, compared with "
        '£26 an hour under the rates from October 2023.',
        'A Brindlecombe Memorial Hall booking is not confirmed until the hirer has returned the signed hire '
        'agreement and paid the deposit.',
        'For a party at which alcohol is sold, Brindlecombe Memorial Hall asks for a £300 damage deposit '
        'instead of £150.',
        'According to the autumn 2023 parish newsletter, people living in Brindlecombe parish get 20 per cent'
        ' off private bookings of the hall.',
        "A four-hour party on a Wednesday in Brindlecombe's main hall would cost £88 in hire fees before any "
        'discount.',
        'The Brindlecombe hall deposit is paid back by bank transfer within two weeks, as long as the hall is'
        ' left clean, the bins are emptied and no damage is found.',
    )] + [(B104_HALL, c, False) for c in (
        "Brindlecombe Memorial Hall keeps the hirer's deposit if a party runs past midnight.",
        'Brindlecombe Memorial Hall asks for a £300 deposit for all parties held at weekends.',
        'The Garden Room at Brindlecombe Memorial Hall costs £22 an hour on weekdays.',
        'Hirers who cancel a Brindlecombe Memorial Hall booking get their deposit back in full.',
        'Parties at Brindlecombe Memorial Hall must finish by 11pm, and the hall must be empty by midnight.',
        'Brindlecombe Memorial Hall takes bookings by telephone through its bookings secretary, Maureen '
        'Tilsley.',
        'At Brindlecombe Memorial Hall the hire fee has to be paid in full 28 days before the party.',
    )],
    'half-marathon start waves and pacers': [(B104_HALFMARATHON, c, True) for c in (
        'The Kestleford Half Marathon puts runners into five colour-coded start waves based on the finish '
        'time they predicted when entering.',
        'In 2025 the Kestleford Half Marathon waves start four minutes apart, a minute less than the gap used'
        ' in 2024.',
        'A runner who predicted a finish time of 1:50 for the Kestleford Half Marathon would be placed in the'
        ' Yellow wave.',
        'Kestleford Half Marathon runners can drop back to a slower wave on race day, but a move to a faster '
        'wave has to be made in the entry account by 31 August.',
        'The Kestleford Half Marathon pacers are Kestleford Harriers volunteers who carry flags showing their'
        ' target finish time.',
        "Because the Kestleford Half Marathon is chip-timed, a Blue-wave runner's official time starts when "
        'they cross the start mat, not at 9.00am.',
        "At the 2025 Kestleford Half Marathon the Blue wave's start pen closes at about 9.06am, ten minutes "
        'before that wave sets off.',
    )] + [(B104_HALFMARATHON, c, False) for c in (
        'At the Kestleford Half Marathon the pacers wear orange vests showing their target times.',
        'Entry to the Kestleford Half Marathon costs £24 for runners in affiliated clubs.',
        'The Blue wave at the 2025 Kestleford Half Marathon is due to start at about 9.20am.',
        'Kestleford Half Marathon runners may switch to any wave they like on race day.',
        'Every pacer at the Kestleford Half Marathon is guaranteed to finish within a minute of their target '
        'time.',
        'The 2025 Kestleford Half Marathon will have pacers for 1:30, 1:40, 1:50, 2:00, 2:15 and 2:30.',
        'At the Kestleford Half Marathon, the 2:15 pacer starts at the front of the Green wave.',
    )],
    'castle winter opening and tickets': [(B104_CASTLE, c, True) for c in (
        'In winter 2024-25 Vellacott Castle opens only on Fridays, Saturdays and Sundays, except during the '
        'February half-term, when it is open every day.',
        "Vellacott Castle's winter hours are 10am to 3.30pm, with the last visitors admitted at 2.45pm.",
        'An adult winter ticket to Vellacott Castle costs £11 for 2024-25, up from the £9.50 a travel blogger'
        ' paid in January 2024.',
        'Booking Vellacott Castle tickets online at least a day in advance makes them 10 per cent cheaper.',
        "Vellacott Castle is closed on Christmas Day and on New Year's Day in winter 2024-25.",
        'Members of the Vellacott Heritage Trust, whose adult membership costs £42 a year, get into Vellacott'
        ' Castle free.',
        'Two adults visiting Vellacott Castle in winter with three children aged 6, 9 and 12 could all get in'
        ' on the £29 family ticket.',
    )] + [(B104_CASTLE, c, False) for c in (
        'Vellacott Castle runs a Christmas light trail in the evenings from 29 November to 30 December.',
        'Winter tickets at Vellacott Castle cost £11 for adults and £9 for children aged 5 to 16.',
        'In winter 2024-25 the last entry to Vellacott Castle is at 3pm.',
        'Vellacott Castle refunds the £3 parking charge to visitors who hold an admission ticket.',
        'Dogs on leads are welcome throughout Vellacott Castle, including inside the castle buildings.',
        "Vellacott Castle's Great Hall is closed for weddings every Saturday in winter.",
        'Visitors over 65 get a reduced winter ticket price at Vellacott Castle.',
    )],
    'dental practice NHS and private fees': [(B104_DENTIST, c, True) for c in (
        'At Orchard Lane Dental Practice, an NHS Band 1 course of treatment, which covers an examination and '
        'X-rays, costs £27.40 from April 2025.',
        'Children under 18, pregnant women and people on qualifying benefits pay nothing for NHS treatment at'
        ' Orchard Lane.',
        'A private examination plus a 30-minute hygienist appointment at Orchard Lane would cost £123 in '
        'total.',
        "Under Orchard Lane's 2025 policy, a private patient who cancels a 30-minute hygienist appointment "
        "with only a few hours' notice is charged £25.",
        'Orchard Lane cannot charge NHS patients for missed appointments, but missing two NHS appointments in'
        ' a year may get a patient removed from its list.',
        'In June 2023 Orchard Lane reopened its NHS list to new adult patients for the first time since 2020,'
        ' with 300 places for people living in Mallerby parish.',
        "Orchard Lane's Orchard Care plan, launched in 2023 at £16.50 a month, covers two examinations and "
        'two hygienist visits a year.',
    )] + [(B104_DENTIST, c, False) for c in (
        "Orchard Lane Dental Practice requires 48 hours' notice to cancel an appointment.",
        'A private patient at Orchard Lane who cancels a two-hour appointment at short notice is charged £25.',
        "Orchard Lane's NHS patients receive their treatment free of charge.",
        'An NHS Band 2 course of treatment at Orchard Lane costs £73.50 from April 2025.',
        "Members of Orchard Lane's Orchard Care plan get 10 per cent off NHS treatment.",
        'Existing private patients at Orchard Lane are guaranteed a place on the NHS list if they want to '
        'switch.',
        "Orchard Lane's £55 private examination fee includes X-rays.",
    )],
}
