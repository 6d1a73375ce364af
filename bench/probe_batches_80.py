"""Probe batch 80, written by a helper agent that saw neither the code nor an earlier probe (session 52),
on six structured business records in a listing dump's form and the overviews a language model writes of them.
Counted unread on session 51's code, then read (served engine) after session 52's rounds F and G, so in sample for
round H on (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B80_BAKERY = (
    '{\n'
    '  "name": "Crumbwell & Daughters Bakehouse",\n'
    '  "address": "418 Tansy Lane",\n'
    '  "city": "Marlowe Falls",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97388",\n'
    '  "categories": "Bakeries, Food, Coffee & Tea, Desserts",\n'
    '  "hours": {\n'
    '    "Tuesday": "6:30-14:0",\n'
    '    "Wednesday": "6:30-14:0",\n'
    '    "Thursday": "6:30-14:0",\n'
    '    "Friday": "6:30-15:0",\n'
    '    "Saturday": "7:0-15:0",\n'
    '    "Sunday": "7:0-12:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "DogsAllowed": "True"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 212,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-03-18",\n'
    '      "text": "Their cardamom knots are the best thing I have eaten all year, flaky and not too '
    'sweet. I got there at 7:15 on a Saturday and there was already a line out the door, but it '
    'moved quickly. The woman at the counter remembered my order from last time. Seating is limited '
    'to a few tables on the sidewalk."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2023-05-02",\n'
    '      "text": "Good sourdough, but the prices have crept up and a plain loaf now costs more '
    'than I expected for a small neighborhood shop. By 11 on a Sunday the pastry case was almost '
    'empty, so come early. Staff were friendly enough. No wifi, so do not plan to work here."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-06-11",\n'
    '      "text": "Ordered a lemon olive-oil cake for my sister\'s birthday and picked it up on a '
    'Friday afternoon. It was moist, beautifully decorated and fed twelve people. They let me bring '
    'my dog inside while I waited. Street parking on Tansy Lane can be tight around lunchtime, but '
    'it is worth it."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B80_LAUNDROMAT = (
    '{\n'
    '  "name": "Bubble Harbor Wash & Fold",\n'
    '  "address": "2290 Quillen Avenue, Suite B",\n'
    '  "city": "Eastbrook Heights",\n'
    '  "state": "AZ",\n'
    '  "postal_code": "85377",\n'
    '  "categories": "Laundromat, Dry Cleaning & Laundry, Laundry Services, Local Services",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-22:0",\n'
    '    "Tuesday": "6:0-22:0",\n'
    '    "Wednesday": "6:0-22:0",\n'
    '    "Thursday": "6:0-22:0",\n'
    '    "Friday": "6:0-23:0",\n'
    '    "Saturday": "7:0-23:0",\n'
    '    "Sunday": "8:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "1"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 47,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2022-11-05",\n'
    '      "text": "Machines are clean and almost all of them were working when I came in on a '
    'Saturday evening. The large front-loaders fit my king-size comforter with room to spare. Card '
    'readers on every washer, so no hunting for quarters. The free wifi was slow but usable while I '
    'waited. Plenty of spots in the lot out front."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2023-01-14",\n'
    '      "text": "Used their wash and fold service and got my clothes back a day later than '
    'promised, with two of my shirts missing. The attendant was apologetic and eventually found one '
    'of them. The self-service side is fine, but I would not trust them with drop-off again."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-02-26",\n'
    '      "text": "Open late, which is great after a long shift. The dryers run hot, so a 30-minute '
    'cycle is usually enough for a full load. It can get crowded on Sunday mornings. The attendant, '
    'Ottilie, keeps the folding tables tidy and is always friendly."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B80_VET = (
    '{\n'
    '  "name": "Fernhollow Animal Clinic",\n'
    '  "address": "77 Brackett Mill Road",\n'
    '  "city": "Pell Crossing",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05681",\n'
    '  "categories": "Pets, Veterinarians, Pet Boarding",\n'
    '  "hours": {\n'
    '    "Monday": "8:0-18:0",\n'
    '    "Tuesday": "8:0-18:0",\n'
    '    "Wednesday": "8:0-19:30",\n'
    '    "Thursday": "8:0-18:0",\n'
    '    "Friday": "8:0-17:0",\n'
    '    "Saturday": "9:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "DogsAllowed": "True"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 88,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2021-09-03",\n'
    '      "text": "Dr. Ansel Pryderi took the time to explain every line of our senior cat\'s '
    'bloodwork and never rushed us. The front desk fit us in the same week even though they are '
    'appointment only. Pricing was clearly itemized before anything was done. We have been coming '
    'here for six years and would not go anywhere else."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2021-10-19",\n'
    '      "text": "The care itself was fine, but we waited almost fifty minutes past our '
    'appointment time with an anxious dog in a small waiting room. Nobody updated us on the delay. '
    'The bill for a routine vaccine visit was also higher than at our previous vet."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2022-01-08",\n'
    '      "text": "Boarded our two beagles here over the holidays. They came home clean, happy and '
    'on their usual feeding schedule, and the staff sent us a photo each evening. Drop-off on '
    'Saturday morning was easy, and the parking lot was nearly empty."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B80_TRATTORIA = (
    '{\n'
    '  "name": "Trattoria Vellisca",\n'
    '  "address": "1530 Orrin Street",\n'
    '  "city": "Calderwood",\n'
    '  "state": "PA",\n'
    '  "postal_code": "19472",\n'
    '  "categories": "Italian, Restaurants, Pizza, Wine Bars",\n'
    '  "hours": {\n'
    '    "Tuesday": "16:30-21:30",\n'
    '    "Wednesday": "16:30-21:30",\n'
    '    "Thursday": "16:30-22:0",\n'
    '    "Friday": "16:30-23:0",\n'
    '    "Saturday": "12:0-23:0",\n'
    '    "Sunday": "12:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "OutdoorSeating": "False",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "NoiseLevel": "u\'average\'",\n'
    '    "Alcohol": "u\'full_bar\'",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': True, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "RestaurantsAttire": "u\'casual\'",\n'
    '    "HasTV": "False",\n'
    '    "Ambience": "{\'romantic\': True, \'intimate\': False, \'classy\': True, \'hipster\': False, '
    '\'divey\': False, \'touristy\': False, \'trendy\': False, \'upscale\': False, \'casual\': False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 356,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2024-02-14",\n'
    '      "text": "Came for Valentine\'s Day and the hand-cut pappardelle with wild boar ragu was '
    'outstanding. Our server, Ilaria, suggested a Montecalvo red that paired perfectly. It is not '
    'cheap, with mains around thirty dollars, but the portions are generous. Book ahead, the dining '
    'room was full by seven."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2024-03-09",\n'
    '      "text": "The wood-fired pizza was excellent, with a blistered crust, but the tiramisu '
    'tasted like it had been sitting in the fridge for days. Service was slow on a busy Saturday '
    'night and it was hard to hear my friend across the table. I would return for the pizza alone."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-04-21",\n'
    '      "text": "Lovely Sunday lunch with my parents and two young kids. The staff brought '
    'crayons and made a small plain pasta for my daughter without any fuss. We parked in the garage '
    'around the corner. The only downside was that there is no patio, so we could not sit outside on '
    'a sunny day."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B80_YOGA = (
    '{\n'
    '  "name": "Saltmeadow Yoga Collective",\n'
    '  "address": "3105 Harrow Pike, 2nd Floor",\n'
    '  "city": "Linden Quay",\n'
    '  "state": "WA",\n'
    '  "postal_code": "98244",\n'
    '  "categories": "Yoga, Fitness & Instruction, Active Life, Meditation Centers",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-21:0",\n'
    '    "Tuesday": "6:0-21:0",\n'
    '    "Wednesday": "6:0-21:0",\n'
    '    "Thursday": "6:0-21:0",\n'
    '    "Friday": "6:0-19:0",\n'
    '    "Saturday": "8:0-16:0",\n'
    '    "Sunday": "9:0-12:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "GoodForKids": "False",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "BikeParking": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "DogsAllowed": "False"\n'
    '  },\n'
    '  "stars": 5.0,\n'
    '  "review_count": 29,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-08-07",\n'
    '      "text": "Took my first class here, a gentle flow with an instructor named Brisa '
    'Hollendale, and she offered modifications for my bad knee without singling me out. The studio '
    'is bright, with big windows and a heated floor. Mats and blocks are provided, so you only need '
    'to bring water. The stairs up to the second floor are steep, though."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-09-15",\n'
    '      "text": "The unlimited monthly membership is fair for how many classes they run, and the '
    '6am sessions fit in before work. Showers are small but clean. I wish they had more evening '
    'classes on Fridays, since the last one starts at 5:30."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-10-29",\n'
    '      "text": "Their Sunday sound bath and meditation session is the most relaxing hour of my '
    "week. The teachers are warm and remember everyone's names. Parking is street only and can take "
    'a few minutes to find. Bring a blanket, because the room gets cool at the end."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B80_BOOKSHOP = (
    '{\n'
    '  "name": "The Inkwell Lantern Used Books",\n'
    '  "address": "9 Corwen Arcade",\n'
    '  "city": "Hadley Moor",\n'
    '  "state": "NC",\n'
    '  "postal_code": "27519",\n'
    '  "categories": "Bookstores, Books, Mags, Music & Video, Shopping, Used, Vintage & '
    'Consignment",\n'
    '  "hours": {\n'
    '    "Wednesday": "11:0-18:0",\n'
    '    "Thursday": "11:0-18:0",\n'
    '    "Friday": "11:0-20:0",\n'
    '    "Saturday": "10:0-20:0",\n'
    '    "Sunday": "12:0-17:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "False",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "DogsAllowed": "True",\n'
    '    "BikeParking": "True"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 63,\n'
    '  "is_open": 0,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2019-04-13",\n'
    '      "text": "A maze of tall shelves packed with secondhand paperbacks, old atlases and '
    'out-of-print poetry. I found a first printing of a novel I had been hunting for years, for '
    'eight dollars. The owner, Mr. Tobiah Wrenfield, knows where every title is. Cash only, so stop '
    'at an ATM first. The shop cat sleeps in the window."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2019-06-22",\n'
    '      "text": "Great prices and a huge mystery section, but it is cramped and dusty, and the '
    'aisles are too narrow for a stroller. They will give store credit for your old books, though '
    'not cash. I spent two hours browsing on a rainy Saturday and could have stayed longer."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2019-08-30",\n'
    '      "text": "Charming little shop tucked inside the arcade. Sunday hours are short, so I only '
    'had time for a quick look. The sci-fi shelves are well organized by author. There is no parking '
    'to speak of nearby, and I had to leave my car several blocks away. Happy to see they also carry '
    'used vinyl records."\n'
    '    }\n'
    '  ]\n'
    '}'
)


BATCHES_80: dict[str, list[tuple[str, str, bool]]] = {
    'bakery listing with reviews': [(B80_BAKERY, c, True) for c in (
        'Crumbwell & Daughters Bakehouse is a bakery and coffee shop in Marlowe Falls, Oregon, rated 4.5 '
        'stars across 212 reviews.',
        'It is closed on Mondays and opens at 6:30am Tuesday through Friday.',
        'On Sundays it keeps short hours, closing at noon.',
        'The bakery is inexpensive, takes credit cards and has outdoor seating, though there is no WiFi.',
        'Parking is on the street only, and one reviewer noted it can be tight around lunchtime.',
        'Reviewers rave about the cardamom knots and a birthday cake, but one felt the prices had crept up.',
        'It is open six days a week, with its latest closing time, 3pm, on Fridays and Saturdays.',
    )] + [(B80_BAKERY, c, False) for c in (
        'It is closed on Sundays and opens at 6:30am Tuesday through Friday.',
        'The bakery offers free WiFi, making it a handy spot to work.',
        'Crumbwell & Daughters Bakehouse, founded in 1998, holds a 4.5-star rating.',
        'Reviewers agree that the shop is overpriced for a neighborhood bakery.',
        'A reviewer who came on a Sunday found the pastry case still well stocked late in the morning.',
        'It has a 4.5-star average from 221 reviews.',
        'Besides takeout, the bakery also offers delivery.',
    )],
    'laundromat listing with reviews': [(B80_LAUNDROMAT, c, True) for c in (
        'Bubble Harbor Wash & Fold is a laundromat in Eastbrook Heights, Arizona, that also offers a '
        'wash-and-fold service.',
        'It is open every day of the week and stays open until 11pm on Fridays and Saturdays.',
        'On Sundays it opens at 8am and closes at 8pm.',
        'Customers can park in a lot, pay by card and use free WiFi while they wait.',
        'It holds a 3.5-star rating from 47 reviews.',
        'Reviewers like the clean machines and late hours, though one had a bad experience with drop-off '
        'laundry, including missing shirts.',
        'On weekdays it opens at 6am, an hour earlier than on Saturdays.',
    )] + [(B80_LAUNDROMAT, c, False) for c in (
        'It opens at 6am every day, weekends included.',
        'Street parking is available right out front.',
        'The washers are coin-operated, so bring plenty of quarters.',
        'Reviewers say the wash-and-fold service is reliable and always on time.',
        'It has a 4.5-star average from 47 reviews.',
        'Wash-and-fold orders cost $1.50 per pound.',
        'Besides laundry, it is listed as a tailoring and alterations shop.',
    )],
    'veterinary clinic listing with reviews': [(B80_VET, c, True) for c in (
        'Fernhollow Animal Clinic is a veterinarian in Pell Crossing, Vermont, that also boards pets and is '
        'rated 4 stars from 88 reviews.',
        'Visits are by appointment only, and the clinic is closed on Sundays.',
        'It stays open latest on Wednesdays, until 7:30pm.',
        'On Saturdays the clinic is open only in the morning, from 9am to 1pm.',
        'There is a parking lot, and the clinic is wheelchair accessible.',
        'Two of the three reviews give five stars, praising an unhurried vet and a good boarding stay, while '
        'the third complains of a long wait.',
        'It opens at 8am on weekdays and closes at 5pm on Fridays.',
    )] + [(B80_VET, c, False) for c in (
        'Walk-ins are welcome, no appointment needed.',
        'The clinic is open until 7:30pm on Thursdays.',
        'Besides boarding, the clinic offers pet grooming.',
        'A reviewer said a routine vaccine visit cost less than at their previous vet.',
        'Dr. Ansel Pryderi, who founded the clinic, has run it for six years.',
        'The clinic has a 4.5-star rating from 88 reviews.',
        'A reviewer who boarded two beagles said the staff sent a photo of them each morning.',
    )],
    'italian restaurant listing with reviews': [(B80_TRATTORIA, c, True) for c in (
        'Trattoria Vellisca is an Italian restaurant in Calderwood, Pennsylvania, serving pizza and also '
        'listed as a wine bar; it is rated 4 stars from 356 reviews.',
        'It is closed on Mondays and opens for dinner at 4:30pm Tuesday through Friday.',
        'On weekends it opens at noon, closing at 11pm on Saturday and 8pm on Sunday.',
        'It is on the expensive side, takes reservations and has a full bar, but there is no outdoor seating.',
        'Both garage and street parking are available.',
        'Reviewers praise the pappardelle and the wood-fired pizza, although one found the tiramisu stale '
        'and the service slow.',
        'It is good for kids: one reviewer said staff brought crayons and made plain pasta for a young child.',
    )] + [(B80_TRATTORIA, c, False) for c in (
        'Diners can sit out on the patio on sunny days.',
        'It opens at noon on Fridays.',
        'It is a budget-friendly trattoria, with mains around ten dollars.',
        'The restaurant has TVs showing sports at the bar.',
        'Reviewers single out the tiramisu as a highlight.',
        'The chef-owner trained in Italy before opening the trattoria.',
        'Reviewers unanimously advise booking ahead because the dining room fills up by seven.',
    )],
    'yoga studio listing with reviews': [(B80_YOGA, c, True) for c in (
        'Saltmeadow Yoga Collective is a yoga and meditation studio on the second floor of a building in '
        'Linden Quay, Washington.',
        'It has a perfect 5-star rating from 29 reviews.',
        'The studio is open seven days a week and opens at 6am Monday through Friday.',
        'Friday hours end at 7pm, two hours earlier than on the other weekdays.',
        'It is moderately priced; parking is on the street only, but there is bike parking.',
        'Mats and blocks are provided, though one reviewer warned that the stairs up to the studio are steep.',
        'Reviewers praise the warm teachers and the early-morning classes, and one found the monthly '
        'membership fairly priced.',
    )] + [(B80_YOGA, c, False) for c in (
        'The studio is wheelchair accessible.',
        'Its Sunday hours run from 8am to 4pm.',
        'A reviewer said the studio offers plenty of evening classes on Fridays.',
        'A drop-in class costs $22.',
        'Besides yoga and meditation, it is listed as a pilates studio.',
        'Reviewers say the room stays warm right through the end of the sound bath.',
        'Reviewers agree that the stairs up to the studio are steep.',
    )],
    'used bookshop listing with reviews': [(B80_BOOKSHOP, c, True) for c in (
        'The Inkwell Lantern Used Books was a secondhand bookstore in Hadley Moor, North Carolina, and the '
        'listing now marks it as no longer open.',
        'It was open five days a week and closed on Mondays and Tuesdays.',
        'It stayed open until 8pm on Fridays and Saturdays, and on Sundays it opened from noon to 5pm.',
        'It did not take credit cards, and a reviewer advised bringing cash.',
        'It had a 4.5-star rating from 63 reviews, and reviewers found its prices low.',
        'Reviewers enjoyed browsing its big selection, though one found it cramped and dusty.',
        'Bringing in old books earned you store credit rather than cash.',
    )] + [(B80_BOOKSHOP, c, False) for c in (
        'The Inkwell Lantern is still open, welcoming browsers five days a week.',
        'It opened at 10am on Sundays.',
        'The shop had a small parking lot for customers.',
        'The owner would buy used books for cash.',
        'A reviewer said the aisles were wide enough for a stroller.',
        'Alongside the books, the shop ran a small cafe serving coffee.',
        'Reviewers agreed that its Sunday hours were too short.',
    )],
}
