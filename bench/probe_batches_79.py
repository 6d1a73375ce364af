"""Probe batch 79, written by a helper agent that saw neither the code nor an earlier probe (session 50), on six
structured business records (JSON) and the overviews a language model writes of them. Counted unread on session 49's
code, then read (served engine) to find session 50's check rounds, so in sample for them
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B79_CAFE = (
    '{"name": "Marrowick Bean House", "address": "14 Tallow Lane", "city": "Brennford", "categories": ["Coffee & '
    'Tea", "Cafes", "Bakeries"], "hours": {"Monday": "7:00-15:00", "Tuesday": "7:00-15:00", "Wednesday": '
    '"7:00-15:00", "Thursday": "7:00-15:00", "Friday": "7:00-17:00", "Saturday": "8:00-17:00", "Sunday": '
    '"Closed"}, "attributes": {"WiFi": "free", "OutdoorSeating": true, "RestaurantsPriceRange2": 1, '
    '"DogsAllowed": true, "WheelchairAccessible": true, "RestaurantsTakeOut": true, "RestaurantsDelivery": '
    'false}, "stars": 4.5, "review_count": 212, "reviews": [{"stars": 5, "date": "2023-03-14", "text": "Best flat '
    "white I've had in Brennford. The oat milk cortado is silky and the cinnamon knot from the bakery case was "
    'still warm at 7:30. Staff remembered my name by the second visit. The wifi is quick enough for video calls, '
    'though the corner tables fill up by nine."}, {"stars": 4, "date": "2023-05-02", "text": "Lovely spot with a '
    'sunny patio where my terrier was welcome and even got a water bowl. Coffee is strong and cheap. I only '
    'knocked off a star because the line on Saturday morning stretched out the door and we waited almost twenty '
    'minutes for two drinks."}, {"stars": 3, "date": "2023-06-20", "text": "The pastries are excellent, but the '
    'seating inside is cramped and noisy, so it is not a place to read. I also wish they stayed open later on '
    'weekdays; arriving at half past three after work, I found the doors already locked. Pleasant staff, '
    'though."}]}'
)

B79_BIKESHOP = (
    '{"name": "Spokewright Cycle Repair", "address": "302 Fennimore Street", "city": "Quillsby", "categories": '
    '["Bike Repair/Maintenance", "Bikes", "Sporting Goods"], "hours": {"Monday": "Closed", "Tuesday": '
    '"10:00-18:00", "Wednesday": "10:00-18:00", "Thursday": "10:00-20:00", "Friday": "10:00-18:00", "Saturday": '
    '"9:00-16:00", "Sunday": "Closed"}, "attributes": {"BusinessAcceptsCreditCards": true, "BikeParking": true, '
    '"ByAppointmentOnly": false, "WheelchairAccessible": false, "RestaurantsPriceRange2": 2, "DogsAllowed": '
    'true}, "stars": 4.0, "review_count": 87, "reviews": [{"stars": 5, "date": "2022-09-08", "text": "Dropped off '
    'my commuter with a warped rear wheel on Tuesday and Dario had it trued and back to me the next afternoon. He '
    'showed me the cracked spoke he replaced and charged exactly what he quoted. No appointment needed, I just '
    'walked in. Will be back for my spring tune-up."}, {"stars": 2, "date": "2022-11-19", "text": "They had my '
    'road bike for eleven days for what was supposed to be a simple brake bleed. Nobody called with updates and I '
    'had to chase them twice. The work itself seems fine, but the communication was poor and the bill came in '
    'higher than the estimate."}, {"stars": 4, "date": "2023-04-03", "text": "Good selection of inner tubes and '
    'tyres from the Varnholt brand, and prices are fair for the area. The Thursday late opening is a lifesaver '
    'when you work nine to five. The shop is a bit cramped and there is a step at the door, so bring help if you '
    'have a heavy cargo bike."}]}'
)

B79_DENTIST = (
    '{"name": "Lindqvale Family Dental", "address": "55 Orrin Parkway, Suite 210", "city": "Caddenmoor", '
    '"categories": ["Dentists", "General Dentistry", "Cosmetic Dentists"], "hours": {"Monday": "8:00-17:00", '
    '"Tuesday": "8:00-17:00", "Wednesday": "10:00-19:00", "Thursday": "8:00-17:00", "Friday": "8:00-13:00", '
    '"Saturday": "Closed", "Sunday": "Closed"}, "attributes": {"AcceptsInsurance": true, "ByAppointmentOnly": '
    'true, "WheelchairAccessible": true, "BusinessAcceptsCreditCards": true, "BusinessParking": {"garage": true, '
    '"street": false, "lot": false, "valet": false}}, "stars": 4.5, "review_count": 134, "reviews": [{"stars": 5, '
    '"date": "2023-01-11", "text": "Dr. Okonwe-Brandt replaced an old filling and I honestly felt nothing. She '
    'explained each step before doing it, which helped with my nerves. The front desk sorted out my insurance '
    'claim while I waited. The Wednesday evening slots mean I no longer have to take time off work."}, {"stars": '
    '5, "date": "2023-02-27", "text": "Brought both of my kids in for cleanings. The hygienist, Petra, was '
    'patient with my six-year-old and let him hold the mirror. The waiting room has a small play corner. Booking '
    'online was simple, and we got reminder texts two days ahead."}, {"stars": 2, "date": "2023-07-15", "text": '
    '"My appointment started forty minutes late and no one apologised. The cleaning itself was thorough, but I '
    'was then pushed hard to book a whitening package I had not asked about. The garage next door is convenient, '
    'but I left feeling like a sales target rather than a patient."}]}'
)

B79_THAI = (
    '{"name": "Ruen Phalai Thai Kitchen", "address": "8 Corvell Row", "city": "Estmere", "categories": ["Thai", '
    '"Restaurants", "Noodles"], "hours": {"Monday": "Closed", "Tuesday": "11:30-21:30", "Wednesday": '
    '"11:30-21:30", "Thursday": "11:30-21:30", "Friday": "11:30-22:30", "Saturday": "11:30-22:30", "Sunday": '
    '"12:00-21:00"}, "attributes": {"RestaurantsPriceRange2": 2, "RestaurantsTakeOut": true, '
    '"RestaurantsDelivery": true, "RestaurantsReservations": true, "OutdoorSeating": false, "Alcohol": '
    '"beer_and_wine", "GoodForKids": true, "WiFi": "no", "DogsAllowed": false}, "stars": 4.0, "review_count": '
    '356, "reviews": [{"stars": 5, "date": "2023-08-04", "text": "The khao soi here is the real deal: rich curry '
    'broth, crispy noodles on top and a properly tender chicken leg. We also shared the green papaya salad, which '
    'had a serious chilli kick. Service was quick even on a busy Friday, and the bill for two came to about '
    '$48."}, {"stars": 3, "date": "2023-09-12", "text": "Flavours were good but the portions felt small for the '
    'price, especially the pad see ew. Our server forgot our drinks order twice. The dining room gets very loud '
    'when it is full, and there is nowhere to sit outside on a warm evening, which is a shame on such a pretty '
    'street."}, {"stars": 4, "date": "2023-10-30", "text": "We ordered delivery on a rainy Sunday and everything '
    'arrived hot within thirty-five minutes. The massaman curry was mild and sweet, perfect for the kids, and the '
    'spring rolls stayed crisp. My only complaint is that the sticky rice with mango was sold out."}]}'
)

B79_CLIMBING = (
    '{"name": "Cragloft Bouldering Hall", "address": "1200 Wendholm Avenue, Unit 4", "city": "Pellingford", '
    '"categories": ["Rock Climbing", "Gyms", "Fitness & Instruction"], "hours": {"Monday": "6:00-22:00", '
    '"Tuesday": "12:00-22:00", "Wednesday": "6:00-22:00", "Thursday": "6:00-22:00", "Friday": "6:00-22:00", '
    '"Saturday": "8:00-20:00", "Sunday": "8:00-18:00"}, "attributes": {"GoodForKids": true, '
    '"WheelchairAccessible": true, "BusinessAcceptsCreditCards": true, "DogsAllowed": false, "WiFi": "free", '
    '"RestaurantsPriceRange2": 3}, "stars": 4.5, "review_count": 178, "reviews": [{"stars": 5, "date": '
    '"2023-02-05", "text": "Problems are reset every week, so there is always something new on the walls. The '
    'setters grade honestly and there is a decent spread of easy routes for beginners. My day pass included shoe '
    'hire, which was a nice surprise. The changing rooms are clean and the showers are hot."}, {"stars": 4, '
    '"date": "2023-03-21", "text": "Took my nine-year-old to the Saturday youth session and the coach, Ingrid, '
    "was fantastic with the group. Mats are thick and the kids' wall is separated from the main area. It does get "
    'crowded after six on weekdays, so go early if you can. A bit pricey for a family of four."}, {"stars": 2, '
    '"date": "2023-05-09", "text": "Came on a Tuesday morning before work and found it shut for route setting, '
    'which is not mentioned anywhere obvious. When I did get in later the chalk dust was heavy and the '
    'ventilation seemed poor. The snack corner only had one working coffee machine."}]}'
)

B79_HARDWARE = (
    '{"name": "Tolliver & Brisk Hardware", "address": "77 Ashgrove Market Street", "city": "Dunmarrow", '
    '"categories": ["Hardware Stores", "Home & Garden", "Keys & Locksmiths"], "hours": {"Monday": "7:30-18:00", '
    '"Tuesday": "7:30-18:00", "Wednesday": "7:30-18:00", "Thursday": "7:30-18:00", "Friday": "7:30-18:00", '
    '"Saturday": "8:00-17:00", "Sunday": "10:00-14:00"}, "attributes": {"BusinessAcceptsCreditCards": true, '
    '"WheelchairAccessible": true, "DogsAllowed": true, "RestaurantsPriceRange2": 2, "ByAppointmentOnly": false, '
    '"BikeParking": false}, "stars": 3.5, "review_count": 64, "reviews": [{"stars": 5, "date": "2022-10-14", '
    '"text": "Old-fashioned store where the staff actually know things. Marguerite walked me through fixing a '
    'dripping mixer tap and sold me the exact washer, which cost less than a dollar. They cut two spare keys '
    'while I waited. You can buy screws loose by the piece instead of in packs of fifty."}, {"stars": 3, "date": '
    '"2023-01-08", "text": "Helpful people, but the stock is hit and miss. They had no twelve-millimetre masonry '
    'bits and could not say when more would come in. Prices on power tools are higher than at the big chain '
    'stores out by the ring road, so I only come here for small bits and pieces."}, {"stars": 2, "date": '
    '"2023-06-25", "text": "The key they cut for my back door did not turn in the lock, and when I returned the '
    'next day I was told the person who cut it was off. They recut it eventually, but it took a second trip. On '
    'Sundays the four-hour opening window is far too short."}]}'
)

BATCHES_79: dict[str, list[tuple[str, str, bool]]] = {
    'cafe listing with reviews': [(B79_CAFE, c, True) for c in (
        'Marrowick Bean House, on Tallow Lane in Brennford, is listed under cafés, bakeries and coffee and tea.',
        'From Monday to Thursday the café is open between 7am and 3pm.',
        'Friday closing time is two hours later than on the other weekdays.',
        'It does not open on Sundays, and on Saturdays it opens an hour later than it does on weekdays.',
        'Dogs are allowed, and one reviewer said their terrier was given a water bowl on the patio.',
        'It averages 4.5 stars over 212 reviews, has a price level of 1, and one reviewer called the coffee cheap.',
        'One reviewer called the pastries excellent but found the inside seating cramped and noisy, while another '
        'complained about a long Saturday queue.',
    )] + [(B79_CAFE, c, False) for c in (
        'Dogs are not allowed, either indoors or on the patio.',
        'Besides takeout, the café also delivers orders.',
        'On Saturdays the café opens at 7am.',
        'Reviewers generally describe the indoor seating as cramped and noisy.',
        'The café has a 4.0-star rating from 212 reviews.',
        'One reviewer praised how short the wait was on a Saturday morning.',
        'The café roasts its own coffee beans on the premises.',
    )],
    'bike repair shop listing': [(B79_BIKESHOP, c, True) for c in (
        'Spokewright Cycle Repair, at 302 Fennimore Street in Quillsby, is closed on both Mondays and Sundays.',
        'From Tuesday to Friday it opens at 10am, closing at 8pm on Thursdays and at 6pm on the other three days.',
        'On Saturdays the shop is open from 9am until 4pm.',
        'No appointment is required, and one customer simply walked in with a warped wheel.',
        'One reviewer waited eleven days for a brake bleed and said the final bill was higher than the estimate.',
        'The shop averages 4 stars across 87 reviews and has a price level of 2.',
        'It is marked as not wheelchair accessible, and a reviewer mentioned a step at the door.',
    )] + [(B79_BIKESHOP, c, False) for c in (
        'The shop opens at 10am on Mondays.',
        'Repairs are handled by appointment only.',
        'The reviewer whose brake bleed took eleven days praised the regular updates from the shop.',
        'Reviewers agree that the final bill always matched the quote.',
        'It holds a 4.5-star rating from 87 reviews.',
        'Besides repairs, the shop rents out bikes by the day.',
        'On Saturdays the shop stays open until 6pm.',
    )],
    'family dentist listing': [(B79_DENTIST, c, True) for c in (
        'Lindqvale Family Dental is located in Suite 210 at 55 Orrin Parkway in Caddenmoor.',
        'The practice accepts insurance and sees patients by appointment only.',
        'Wednesday is the late day: the practice opens at 10am and stays open until 7pm.',
        'It closes at 1pm on Fridays and is shut on both Saturday and Sunday.',
        'Parking is offered in a garage rather than on the street or in a lot, and one patient found the garage '
        'next door convenient.',
        'Two five-star reviewers praised a painless filling and a hygienist who was patient with a young child.',
        'One patient gave two stars after a forty-minute delay and pressure to book whitening, though they called '
        'the cleaning thorough.',
    )] + [(B79_DENTIST, c, False) for c in (
        'Walk-in patients are seen without an appointment.',
        'On Wednesdays the practice closes at 5pm.',
        'The practice is open on Saturday mornings.',
        'Reviewers say their appointments started right on time.',
        'The practice also offers orthodontic treatment such as braces.',
        'Patients can park on the street outside the building.',
        'The practice has 143 reviews averaging 4.5 stars.',
    )],
    'thai restaurant listing': [(B79_THAI, c, True) for c in (
        'Ruen Phalai Thai Kitchen, a Thai and noodle restaurant at 8 Corvell Row in Estmere, is closed on Mondays.',
        'On Fridays and Saturdays it serves until 10:30pm, an hour later than from Tuesday to Thursday.',
        'On Sundays the restaurant opens at noon and closes at 9pm.',
        'It takes reservations and offers both takeout and delivery.',
        'Beer and wine are served, but there is no WiFi and no outdoor seating.',
        'A delivery on a rainy Sunday arrived hot within thirty-five minutes, though the mango sticky rice was sold '
        'out.',
        'It is listed as good for kids, and one family said the mild massaman curry suited their children.',
    )] + [(B79_THAI, c, False) for c in (
        'Diners can eat outside on a terrace on warm evenings.',
        'The restaurant opens at 11:30am on Mondays.',
        'It has a full bar that serves cocktails.',
        'Reviewers consistently describe the portions as generous for the price.',
        'With a price level of 1, it sits at the budget end of the market.',
        'One reviewer said their delivery took over an hour to arrive on a rainy Sunday.',
        'Guests can use free WiFi while they eat.',
    )],
    'bouldering gym listing': [(B79_CLIMBING, c, True) for c in (
        'Cragloft Bouldering Hall is open from 6am to 10pm on Mondays, Wednesdays, Thursdays and Fridays.',
        'On Tuesdays it does not open until noon, and one reviewer found it shut that morning for route setting.',
        'At weekends it opens at 8am, closing at 8pm on Saturday and at 6pm on Sunday.',
        'The gym is marked as good for kids, and a parent praised the coach of a Saturday youth session.',
        'One climber noted that problems are reset weekly and that their day pass included shoe hire.',
        'The gym has a price level of 3, and one reviewer thought it a bit expensive for a family of four.',
        'It averages 4.5 stars over 178 reviews; complaints include crowding on weekday evenings and heavy chalk '
        'dust.',
    )] + [(B79_CLIMBING, c, False) for c in (
        'The gym opens at 6am every weekday, Tuesday included.',
        'Dogs are welcome inside the gym.',
        'Reviewers say the gym is quiet after six on weekday evenings.',
        'The gym has its own free car park for climbers.',
        'Reviewers agree that the ventilation is poor and the air thick with chalk.',
        'It holds 4.5 stars from 187 reviews.',
        'On Sundays the gym stays open until 8pm.',
    )],
    'hardware store listing': [(B79_HARDWARE, c, True) for c in (
        'Tolliver & Brisk Hardware in Dunmarrow is listed as a hardware store, a home and garden shop and a keys '
        'and locksmith business.',
        'On weekdays the store opens at 7:30am and closes at 6pm.',
        'On Sundays it is open for just four hours, from 10am to 2pm, which one reviewer found too short.',
        'Dogs are allowed in the store, and it is wheelchair accessible.',
        'The store has a 3.5-star average from 64 reviews.',
        'One shopper liked being able to buy screws individually rather than in packs of fifty.',
        'One reviewer said power tools cost more here than at the big chain stores, and another needed a second '
        'trip to get a working key.',
    )] + [(B79_HARDWARE, c, False) for c in (
        'The store is closed on Sundays.',
        'Reviewers praise the store for always having what they need in stock.',
        'A reviewer found power tools cheaper here than at the big chain stores.',
        'Reviewers agree that keys cut here work the first time.',
        'The store also rents out tools such as floor sanders and carpet cleaners.',
        'The store is rated 4 stars on the strength of 64 reviews.',
        'On Saturdays the store opens at 7:30am.',
    )],
}
