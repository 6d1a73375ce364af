"""Probe batch 150, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
public transport service pages (bus timetable, tram fares, engineering works, ferry schedule, park and ride,
night buses) and travel assistant chatbot answers about them."""

from __future__ import annotations

B150_ROUTE47X = (
    'Route 47X Quillborne Interchange - Hesketh Marsh via Tarrowby\n'
    'Operated by Vellacott Coaches Ltd on behalf of Brennisford County Council. Timetable valid from 2 '
    'March 2025.\n\n'
    'MONDAY TO FRIDAY\n'
    'From Quillborne Interchange (Stand F): first departure 05:52, then 06:16. Buses then run every 12 '
    'minutes from 06:40 until 09:16, every 20 minutes from 09:16 until 15:36, and every 15 minutes from '
    '15:36 until 18:51. After 18:51 buses run hourly until the last departure at 22:51.\n'
    'From Hesketh Marsh (Lantry Road terminus): first departure 05:30, last departure 22:25.\n'
    'End-to-end journey time: 38 minutes off-peak, up to 51 minutes between 07:30 and 09:00.\n\n'
    'SATURDAY\n'
    'The first bus leaves Quillborne at 06:30. Buses then run every 20 minutes from 07:10 until 18:30, '
    'then hourly until the last departure at 22:30.\n\n'
    'SUNDAY AND BANK HOLIDAYS\n'
    'From Quillborne, every 30 minutes from 08:45 until the last departure at 19:15. The last bus from '
    'Hesketh Marsh leaves at 18:40. Sunday journeys do not enter the Tarrowby Hospital grounds; they stop '
    'instead on Pellinger Lane, about 250 metres from the main entrance.\n\n'
    'EXCEPTIONS\n'
    '- No service on 25 December. On 26 December and 1 January a Sunday timetable operates.\n'
    '- During Tarrowby Summer Fair (19-21 July) buses are diverted away from Mardle Green and do not call '
    'at stops between Mardle Green Cross and Ousby Parade. A shuttle minibus (route 47S) runs from Ousby '
    'Parade every 15 minutes, 10:00-20:00.\n'
    '- Journeys marked S in the full timetable (07:28 and 15:20 from Quillborne) run during school terms '
    'only and extend to Coldhurst Academy.\n\n'
    'ACCESSIBILITY\n'
    'All vehicles are low-floor with one wheelchair space. A second space is available on the 11 '
    'double-deckers introduced in January 2025, which operate most weekday journeys.\n\n'
    'TICKETS\n'
    'Single fares range from £1.90 (up to 3 stops) to £3.40 (whole route). A 47X Day Rover costs £5.60; a '
    '7-day Rover costs £21.00. Contactless payments are capped at the Day Rover price each day. Under-16s '
    'pay half the adult single fare, rounded up to the nearest 10p.\n\n'
    'Lost property: call 01632 960 447 (Monday to Friday, 09:00-17:00).'
)

B150_TRAMFARES = (
    'DRAVENMOOR TRAMLINK - FARES AND TICKETS (from 6 January 2025)\n\n'
    'The Tramlink network is divided into three fare zones. Zone 1 covers the city centre from Gullet '
    'Quay to Saxby Row. Zone 2 runs out to Pennyfold and Orrin Bridge. Zone 3 covers the outer stops to '
    'Kestlemoor Park and Wyncote Airport.\n\n'
    'SINGLE TICKETS (adult)\n'
    'Zone 1 only: £1.80\n'
    'Zones 1-2: £2.60\n'
    'Zones 1-3: £3.70\n'
    'Any journey to or from Wyncote Airport: £5.20 flat fare, regardless of zones travelled.\n\n'
    'RETURN AND DAY TICKETS\n'
    'Return tickets are valid only on the day of purchase and cost 1.8 times the single fare, rounded '
    'down to the nearest 10p. An Anytime Day ticket (all zones, airport included) costs £6.90. An '
    'Off-Peak Day ticket costs £5.10 and is valid after 09:30 Monday to Friday and all day at weekends; '
    'it cannot be used to or from Wyncote Airport before 12:00.\n\n'
    'SEASON TICKETS (all zones)\n'
    'Weekly: £24.50. Four-weekly: £86.00. Annual: £865, or 10 monthly instalments of £89.50 through the '
    'Tramlink Direct Debit scheme.\n\n'
    'CONCESSIONS\n'
    '- Children aged 5-15 pay a flat £0.90 for any single journey, including the airport. Under-5s travel '
    'free with a fare-paying adult (maximum two per adult).\n'
    '- Holders of a Dravenmoor Young Person Card (ages 16-21) receive one third off all adult fares '
    'except the airport flat fare and the Annual season ticket.\n'
    '- Older and disabled residents with a county concessionary pass travel free after 09:30 on weekdays '
    'and at any time at weekends. Before 09:30 on weekdays they pay the child fare.\n'
    '- Groups of up to five people travelling together can buy a Group Day ticket for £14.00, valid after '
    '09:30 only.\n\n'
    'HOW TO PAY\n'
    'Tickets can be bought from stop machines, through the Tramlink app or by contactless. Tickets are '
    'not sold on board. Contactless fares are capped daily at the Anytime Day price, or at the Off-Peak '
    'Day price if your first tap is after 09:30. Passengers without a valid ticket face a penalty fare of '
    '£50, reduced to £25 if paid within 21 days.\n\n'
    'Refunds on unused season tickets are calculated from the date the ticket is returned, less a £10 '
    'administration fee.'
)

B150_ENGWORKS = (
    'PLANNED ENGINEERING WORKS: SELWORTHY VALE LINE\n'
    'Fenmarch Regional Railways - notice issued 14 October 2025\n\n'
    'What is happening\n'
    'Track renewal and the replacement of the Cadwen Viaduct bearings will close the line between '
    'Ashcombe Priory and Drelling Junction on the following dates:\n'
    '- Phase 1: Saturday 8 November to Sunday 9 November (all day on both days)\n'
    '- Phase 2: from 21:00 on Saturday 22 November until 05:00 on Monday 24 November\n'
    '- Phase 3: Monday 1 December to Friday 5 December, evenings only, after 20:15 each night\n\n'
    'Replacement coaches\n'
    'Rail replacement coaches will run between Ashcombe Priory and Drelling Junction, calling at '
    'Harrowgate Lees, Tolvey and Stennet Halt. Coaches leave Ashcombe Priory at 10 and 40 minutes past '
    'each hour. The journey takes about 55 minutes, compared with 24 minutes by train. Stennet Halt is '
    'served from the Old Forge car park on Brindle Street, not from the station forecourt, because of the '
    'narrow access road.\n'
    'An express coach, not calling at intermediate stations, will also run hourly at 25 minutes past the '
    'hour from Ashcombe Priory to Drelling Junction, taking 35 minutes. During Phase 3 only the stopping '
    'coaches operate.\n\n'
    'Cycles and accessibility\n'
    'Replacement coaches cannot carry bicycles, except folded ones in a bag. Wheelchair-accessible '
    'minibuses can be booked by calling Fenmarch Assist on 0808 157 2290 at least 24 hours before travel; '
    'during Phase 1 the minimum notice is extended to 48 hours.\n\n'
    'Tickets\n'
    'Your rail ticket is valid on replacement coaches. Season ticket holders affected on three or more '
    'days can claim compensation of 25% of the daily season cost for each affected day. Advance tickets '
    'booked for trains on the affected dates can be refunded without the usual £10 fee, or used on the '
    'day before or after at no extra charge.\n\n'
    'Through services\n'
    'Trains from Pembury Cross to Ashcombe Priory will continue to run during the works, but every 30 '
    'minutes instead of every 20 minutes. On Sunday 9 November the first train from Pembury Cross leaves '
    'at 08:12 rather than 07:05. Trains between Drelling Junction and Marlstock are unaffected.\n\n'
    'Why now?\n'
    'The Cadwen Viaduct bearings date from 1961 and were last inspected in March 2025. The work has been '
    'scheduled for November and December to avoid the spring and summer tourist season.'
)

B150_FERRY = (
    'ISLE OF CORRAVEY FERRY - SCHEDULE 2025\n'
    'Operated by Skerrin Sound Ferries\n'
    'Route: Port Ellisker (mainland) - Brackwater Pier (Corravey). Crossing time: 50 minutes.\n\n'
    'WINTER TIMETABLE (1 January - 27 March and 27 October - 31 December)\n'
    'Monday to Saturday: depart Port Ellisker 07:30, 11:00, 14:30, 17:45. Depart Brackwater Pier 08:40, '
    '12:15, 15:40, 18:50.\n'
    'Sunday: depart Port Ellisker 10:00 and 15:00. Depart Brackwater Pier 11:15 and 16:20.\n'
    'No sailings on 25 and 26 December or 1 January.\n\n'
    'SUMMER TIMETABLE (28 March - 26 October)\n'
    'Daily: depart Port Ellisker 06:50, then every 90 minutes until 20:20. Depart Brackwater Pier 07:50, '
    'then every 90 minutes until 21:20.\n'
    'Extra late sailing on Fridays and Saturdays (June to August only): Port Ellisker 21:45, returning '
    'from Brackwater Pier 22:50.\n\n'
    'SINGLE FARES\n'
    'Adult foot passenger: £6.40. Child (5-15): £3.20. Under-5s: free.\n'
    'Car up to 5 m, driver included: £28.50 in winter, £36.00 in summer. Each additional car passenger '
    'pays the foot-passenger fare.\n'
    'Motorcycle: £14.00 all year. Bicycle: £2.00, free for Corravey residents.\n'
    "Holders of a Corravey Island Residents' Card pay 50% of all fares except on the summer late "
    'sailings.\n'
    '10-journey foot-passenger carnet: £48.00, valid for 12 months, not transferable.\n\n'
    'BOOKING\n'
    'Vehicle bookings are essential in summer and must be made at least 24 hours in advance. Foot '
    "passengers cannot book and board in order of arrival, up to the vessel's passenger limit. Check-in "
    'closes 20 minutes before departure for vehicles and 5 minutes before departure for foot passengers.\n\n'
    'VESSELS\n'
    'Two vessels operate in summer: MV Orla Brenning and MV Tullagorm (both 180 passengers, 32 cars). In '
    'winter MV Tullagorm operates alone, except during its annual refit (3-21 February), when the '
    'chartered MV Sennick Rose covers all sailings with a reduced capacity of 120 passengers and 18 cars.\n\n'
    'WEATHER AND DISRUPTION\n'
    'Sailings may be cancelled when winds exceed Force 7. Updates are posted on the status line (0800 448 '
    '1163) from 06:00 daily. If the last sailing of the day from Brackwater Pier is cancelled, the '
    'company provides overnight accommodation on the island for ticket holders who are not residents.'
)

B150_PARKRIDE = (
    'HOLLINSFORD PARK & RIDE\n'
    'Three sites serve Hollinsford city centre: Gannet Lane (north, 1,150 spaces), Wickersley Fields '
    '(east, 640 spaces) and Marrowby Road (south, 820 spaces).\n\n'
    'OPENING HOURS AND FREQUENCY\n'
    'Monday to Friday: buses every 10 minutes from 06:30 to 19:30, then every 20 minutes until the last '
    'bus from the city centre at 21:10.\n'
    'Saturday: every 12 minutes from 07:30 to 19:00; last bus from the city centre 19:40.\n'
    'Sunday: Gannet Lane and Marrowby Road only, every 20 minutes from 09:30 to 17:30. Wickersley Fields '
    'is closed on Sundays and bank holidays.\n'
    'Car parks open 30 minutes before the first bus and are locked 45 minutes after the last bus leaves '
    'the city centre. Vehicles left after locking can be collected the next morning; an overnight release '
    'charge of £35 applies.\n\n'
    'JOURNEY TIMES TO THE CITY CENTRE (Corn Exchange stop)\n'
    'Gannet Lane 14 minutes; Wickersley Fields 11 minutes; Marrowby Road 18 minutes (22 minutes during '
    'weekday peaks, 07:30-09:00 and 16:30-18:00).\n\n'
    'PRICES\n'
    'Parking is free. The bus fare is charged per person:\n'
    'Adult return: £3.80. Child return (5-16): £1.50. Under-5s free.\n'
    'Car-load ticket (up to 5 people arriving in one car): £6.50 return, bought at the site machine '
    'before boarding.\n'
    'Weekly adult ticket: £15.00, valid at any site.\n'
    'Concessionary pass holders travel free at all times on Park & Ride, including before 09:30.\n\n'
    'CHRISTMAS SHOPPING SERVICE\n'
    'On the four Saturdays before Christmas (29 November and 6, 13 and 20 December 2025) buses run every '
    '8 minutes and the last bus from the city centre is extended to 20:30. Car-load tickets are not sold '
    'on these days; adult returns are reduced to £3.00.\n\n'
    'ELECTRIC VEHICLE CHARGING\n'
    'Gannet Lane has 24 charging bays and Marrowby Road has 12. Charging costs 52p per kWh, with a '
    'maximum stay of 4 hours in a charging bay. Wickersley Fields has no charging points.\n\n'
    'IMPORTANT\n'
    'The car parks are for Park & Ride users only; drivers not using the bus may be charged £60. '
    'Motorhomes and vehicles over 2.1 m high cannot use Marrowby Road because of its height barrier.'
)

B150_NIGHTBUS = (
    'NIGHT BUSES N7 AND N12 - NEW TIMETABLE FROM FRIDAY 5 SEPTEMBER 2025\n'
    'Corbrith City Transport\n\n'
    'The night bus network is changing. Route N9 (Corbrith Centre - Fellingham) will be withdrawn after '
    'its last journey on the night of Saturday 30 August; its route will be covered by an extended N12 '
    'from Friday 5 September.\n\n'
    'N7 Corbrith Centre (Aldous Square) - Quenby Heath - Sallowfield\n'
    'Friday and Saturday nights: every 20 minutes from 00:10 to 03:30, then every 40 minutes until the '
    'last departure from Aldous Square at 04:50.\n'
    'Sunday to Thursday nights: every 45 minutes from 00:15 to 04:45.\n'
    'Journey time to Sallowfield: 34 minutes.\n\n'
    'N12 Corbrith Centre (Tollgate Street) - Brayford Docks - Fellingham - Huxtable Grange (new)\n'
    'Every night: every 30 minutes from 23:50 to 04:50. On Friday and Saturday nights an extra journey '
    'leaves at 05:20.\n'
    'Journey time: 41 minutes to Fellingham, 52 minutes to Huxtable Grange.\n'
    'Only the journeys leaving Tollgate Street at 20 minutes past the hour continue beyond Fellingham to '
    'Huxtable Grange.\n\n'
    'FARES\n'
    'Night single: £2.80 (any distance). Night Rider (unlimited night travel from 23:00 to 06:00): £4.50.\n'
    'Daytime Corbrith day tickets are valid on night buses until 01:30; after that you need a night '
    'ticket.\n'
    'Under-19s with a Corbrith Youth Pass pay £1.40 for a single, but only if the journey starts before '
    '02:00.\n'
    'Concessionary passes are valid on all night buses at no charge.\n'
    'Payment by contactless or app only; cash is not accepted on N routes.\n\n'
    'SAFETY\n'
    'Every N7 and N12 bus carries a second staff member (a night host) on Friday and Saturday nights. All '
    'night buses have CCTV and a screened driver cab. After midnight, lone passengers on the N12 between '
    'Brayford Docks and Huxtable Grange may ask the driver to stop at any safe point between stops.\n\n'
    'FESTIVE AND SPECIAL NIGHTS\n'
    'On 24 December the night network does not run. On 31 December both routes run every 15 minutes from '
    '23:30 until 05:00, and travel is free between 23:30 and 02:00, paid for by Corbrith City Council. '
    'During the Corbrith Lantern Festival (10-11 October) the N7 leaves from Merriwether Place instead of '
    'Aldous Square.'
)

BATCHES_150 = {
    'bus route 47x quillborne': [(B150_ROUTE47X, c, True) for c in (
        'On weekdays the first 47X leaves Quillborne Interchange at eight minutes to six in the morning.',
        'Between 9:16 a.m. and 3:36 p.m. on a weekday, you can expect a bus from Quillborne three times an '
        'hour.',
        'At the height of the morning rush, a trip along the whole route can take up to 13 minutes longer '
        'than it does off-peak.',
        'On Boxing Day the route follows its Sunday timetable, so buses leave Quillborne every half hour from '
        'a quarter to nine.',
        'If you are heading to Tarrowby Hospital on a Sunday, the bus will set you down on Pellinger Lane, '
        'roughly 250 metres from the main entrance.',
        'Buying four separate 47X Day Rovers would cost you £1.40 more than one 7-day Rover.',
        'A child under 16 travelling the full length of the route pays £1.70 for a single.',
    )] + [(B150_ROUTE47X, c, False) for c in (
        'On Saturdays the first bus leaves Quillborne at 05:52.',
        'During the Tarrowby Summer Fair, the 47S shuttle runs every 15 minutes from Mardle Green Cross '
        'between 10 a.m. and 8 p.m.',
        "There's no 47X service at all on Christmas Day or on New Year's Day.",
        'Every bus on the route has two wheelchair spaces.',
        'On Sundays the last bus from Hesketh Marsh leaves at 7:15 p.m.',
        'If you pay by contactless, you will never be charged more than £21.00 in a week.',
        'In the weekday evening peak, between 3:36 p.m. and 6:51 p.m., buses leave Quillborne every 12 '
        'minutes.',
    )],
    'tramlink fares dravenmoor': [(B150_TRAMFARES, c, True) for c in (
        'A same-day return within Zone 1 costs £3.20.',
        'Paying for the annual season ticket in ten monthly instalments of £89.50 comes to £30 more than '
        'paying £865 up front.',
        'A 10-year-old going to or from the airport pays just 90p for a single.',
        'With a county concessionary pass you can travel free all day on a Saturday.',
        'If you hold a Young Person Card, a single within Zone 1 will cost you £1.20.',
        "You can't buy a ticket on board the tram, so get one from the stop machine or the app, or just tap "
        'in with contactless.',
        'A penalty fare is cut in half if you pay it within three weeks.',
    )] + [(B150_TRAMFARES, c, False) for c in (
        'A same-day return covering Zones 1 to 3 costs £6.70.',
        'The Young Person Card gives you a third off every adult fare, including the airport flat fare.',
        'An Off-Peak Day ticket lets you travel to Wyncote Airport any time after 9:30 a.m. on weekdays.',
        'Under-5s travel free with a fare-paying adult, up to three children per adult.',
        'Concessionary pass holders travelling before 9:30 on a weekday pay the full adult fare.',
        'The four-weekly season ticket costs £86.00 and covers Zones 1 and 2 only.',
        'Groups of up to six people travelling together can get a Group Day ticket for £14.00 after 9:30 a.m.',
    )],
    'engineering works selworthy': [(B150_ENGWORKS, c, True) for c in (
        'The second phase of the closure lasts 32 hours, starting at 9 p.m. on Saturday 22 November.',
        'Replacement coaches leave Ashcombe Priory twice an hour, at ten past and twenty to.',
        'The stopping replacement coach takes roughly 31 minutes longer than the train normally would.',
        'At Stennet Halt, catch the coach from the Old Forge car park on Brindle Street rather than outside '
        'the station.',
        "If you're travelling during the weeknight closures in early December, there won't be an express "
        'coach, only the stopping ones.',
        'For travel on 8 or 9 November, you need to book a wheelchair-accessible minibus at least two days '
        'ahead.',
        'Trains between Pembury Cross and Ashcombe Priory keep running while the works are on, but only twice '
        'an hour.',
    )] + [(B150_ENGWORKS, c, False) for c in (
        'The express coach runs every half hour from Ashcombe Priory and takes 35 minutes.',
        'Replacement coaches can carry full-size bicycles if there is space on board.',
        'Season ticket holders affected on two or more days can claim 25% of the daily season cost for each '
        'affected day.',
        'Advance tickets for the affected dates can be used on the day before or after, but the usual £10 fee '
        'applies.',
        'On Sunday 9 November the first train from Pembury Cross leaves at 7:05 a.m. as usual.',
        'Trains between Drelling Junction and Marlstock will also drop to every 30 minutes during the works.',
        'The Cadwen Viaduct bearings are being replaced because they failed an inspection in March 2025.',
    )],
    'ferry corravey schedule': [(B150_FERRY, c, True) for c in (
        'On a winter Sunday, the last boat back from Brackwater Pier leaves at twenty past four in the '
        'afternoon.',
        'On a Wednesday in summer there are ten sailings from Port Ellisker, the last one at 8:20 p.m.',
        'Taking a car under 5 metres across in July with one extra adult on board costs £42.40 one way.',
        'With a carnet, each foot-passenger crossing works out at £4.80, which is £1.60 less than a standard '
        'adult single.',
        "Foot passengers can't reserve a place; they board in the order they arrive.",
        "If you're driving on, check-in closes 20 minutes before departure, whereas foot passengers have "
        'until 5 minutes before.',
        "If you travel in mid-February, you'll be on the chartered MV Sennick Rose, which takes up to 120 "
        'passengers.',
    )] + [(B150_FERRY, c, False) for c in (
        'A car up to 5 metres long costs £28.50 each way, whatever the time of year.',
        'The extra 9:45 p.m. sailing from Port Ellisker runs every Friday and Saturday throughout the summer '
        'timetable.',
        "Residents' Card holders get half price on every sailing, including the summer late sailings.",
        "There are no sailings on Christmas Day, Boxing Day or New Year's Eve.",
        'Bringing a bicycle on board costs nothing, whether or not you live on Corravey.',
        'If the last sailing from Brackwater Pier is cancelled, the company puts up every ticket holder '
        'overnight on the island, residents included.',
        'On a winter weekday the first sailing from Port Ellisker is at 06:50.',
    )],
    'park and ride hollinsford': [(B150_PARKRIDE, c, True) for c in (
        'On a weekday the car parks are locked at 9:55 p.m., three quarters of an hour after the last bus '
        'leaves town.',
        'From Marrowby Road the ride in takes 22 minutes in the weekday morning peak, four minutes longer '
        'than at quieter times.',
        'Between them, the three sites offer 2,610 parking spaces.',
        'For two adults and two children aged 8 and 11 arriving in one car, a car-load ticket works out £4.10 '
        'cheaper than buying four separate returns.',
        'Wickersley Fields is shut on Sundays, so use Gannet Lane or Marrowby Road instead.',
        'On Saturday 13 December buses run every eight minutes, and the last one leaves the city centre at '
        'half past eight in the evening.',
        'If you have a concessionary pass, you can ride Park & Ride for free even before half past nine in '
        'the morning.',
    )] + [(B150_PARKRIDE, c, False) for c in (
        'Wickersley Fields has 12 electric vehicle charging bays.',
        'On Saturdays buses run every 10 minutes, with the last one leaving the city centre at 7:40 p.m.',
        'The £6.50 car-load ticket is on sale on all four Christmas shopping Saturdays.',
        'A weekly adult ticket costs £15.00 but is only valid at the site where you bought it.',
        'Vehicles over 2.1 metres high cannot use any of the Park & Ride sites.',
        'If your car gets locked in overnight, you can collect it free of charge the next morning.',
        'Gannet Lane is the quickest site, just 11 minutes from the Corn Exchange stop.',
    )],
    'night bus corbrith': [(B150_NIGHTBUS, c, True) for c in (
        'On a Friday or Saturday night, the last N7 from Aldous Square leaves at ten to five in the morning.',
        'From Sunday to Thursday the N7 runs every three quarters of an hour, with seven departures between a '
        'quarter past midnight and a quarter to five.',
        'Huxtable Grange is another 11 minutes on from Fellingham on the N12.',
        'A Night Rider costs £1.70 more than a single night fare.',
        'Your daytime day ticket will still get you on a night bus up until half past one in the morning.',
        "If you catch the 1:50 a.m. N12 from Tollgate Street, it won't go past Fellingham to Huxtable Grange.",
        "On New Year's Eve, night bus travel is free from 11:30 p.m. until 2 a.m.",
    )] + [(B150_NIGHTBUS, c, False) for c in (
        'The N9 will run for the last time on the night of Friday 5 September.',
        'With a Youth Pass, under-19s pay £1.40 for any night bus single, whatever time they board.',
        'You can pay for the N7 and N12 with cash as well as contactless.',
        'A night host travels on every N7 and N12 bus, every night of the week.',
        'The extra 5:20 a.m. N12 journey runs every night.',
        'During the Lantern Festival, the N12 leaves from Merriwether Place instead of Tollgate Street.',
        'On 24 December both night routes run every 15 minutes from 23:30 until 05:00.',
    )],
}
