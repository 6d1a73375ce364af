"""Probe batch 127, written by a helper agent that saw neither the code nor an earlier probe (session 59), on
six made-up business listing records in the JSON form of a review site's data dump, each followed by nothing
else (the context is the JSON text alone), and the sentences of overviews a language model wrote of them."""

from __future__ import annotations

B127_BOOKSHOP = (
    '{\n'
    '  "business_id": "kR3v9XqLm2TzA0bWcY7uQe",\n'
    '  "name": "Dog-Eared Lantern Books",\n'
    '  "address": "214 Pellham St, Ste B",\n'
    '  "city": "Marrowfield",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97358",\n'
    '  "categories": "Bookstores, Books, Mags, Music & Video, Shopping, Used, Vintage & Consignment",\n'
    '  "hours": {\n'
    '    "Tuesday": "11:0-18:0",\n'
    '    "Wednesday": "11:0-18:0",\n'
    '    "Thursday": "11:0-20:0",\n'
    '    "Friday": "11:0-20:0",\n'
    '    "Saturday": "10:0-18:0",\n'
    '    "Sunday": "12:0-16:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "BikeParking": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "DogsAllowed": "True",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "ByAppointmentOnly": "False"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 63,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-03-14 16:22:05",\n'
    '      "text": "Spent two hours in the back room, which is floor-to-ceiling paperbacks at $2 each or '
    'three for $5. The owner, Marguerite, told me she opened the shop in 2009 after twenty years as a '
    'school librarian. She gives store credit for trade-ins at a quarter of the cover price. There is a '
    'resident tabby named Brontë who sleeps on the poetry shelf. Cash or card, both fine."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2022-08-02 11:05:41",\n'
    '      "text": "Great selection of mystery and sci-fi, but the shop is cramped and there are two '
    'steps down into the main room, so my mother could not get her wheelchair inside. Prices on '
    'hardcovers were higher than I expected, mostly $8 to $14. Street parking only and it fills up on '
    'Saturdays. I would come back, but on a weekday."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-11-19 19:48:12",\n'
    '      "text": "They stay open until 8 on Thursdays and Fridays now, which is handy after work. I '
    'found a 1962 first edition of a local history book for $35. The trade-in policy has changed: credit '
    "is now 20% of cover price instead of a quarter, and they no longer take textbooks. Marguerite's "
    'nephew Tomas runs the register on Sundays."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B127_NAILS = (
    '{\n'
    '  "business_id": "Qw8nHf2LpZ5sXe1VtR0yBa",\n'
    '  "name": "Polished Finch Nail Studio",\n'
    '  "address": "8820 Calloway Blvd, Ste 104",\n'
    '  "city": "Ashgrove",\n'
    '  "state": "AZ",\n'
    '  "postal_code": "85391",\n'
    '  "categories": "Nail Salons, Beauty & Spas, Waxing, Eyelash Service",\n'
    '  "hours": {\n'
    '    "Monday": "10:0-19:0",\n'
    '    "Tuesday": "10:0-19:0",\n'
    '    "Wednesday": "10:0-19:0",\n'
    '    "Thursday": "10:0-20:0",\n'
    '    "Friday": "9:30-20:0",\n'
    '    "Saturday": "9:0-18:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "AcceptsInsurance": "False"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 148,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-05-07 13:10:27",\n'
    '      "text": "Booked a gel manicure and pedicure combo for $68 before my sister\'s wedding. Linh did '
    'my nails and took her time, about 90 minutes total, and the chairs have massage settings. Walk-ins '
    "are welcome but I'd call ahead on Saturdays because all eight stations were full by 11. Free Wi-Fi "
    'and plenty of parking in the plaza lot."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2023-01-21 17:36:50",\n'
    '      "text": "My dip powder set started lifting after four days, not the two to three weeks they '
    'promised. When I went back, the front desk offered a fix for $15 instead of redoing it for free. The '
    'salon itself is clean, but the acetone smell was strong and the ventilation fan over the pedicure '
    'area was not running."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-09-30 10:02:14",\n'
    '      "text": "They added lash extensions this summer; a full classic set is $120 and fills are $55 '
    'within three weeks. I still come for nails though. Prices went up: a basic manicure was $22 last '
    'year and is now $26. Linh has moved to Thursday through Saturday only, so book early."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B127_THAI = (
    '{\n'
    '  "business_id": "mT6cJa9WbE3rUk0NxP4gLs",\n'
    '  "name": "Baan Mali Thai Kitchen",\n'
    '  "address": "47 Orchard Row",\n'
    '  "city": "Kestrel Bay",\n'
    '  "state": "WA",\n'
    '  "postal_code": "98271",\n'
    '  "categories": "Thai, Restaurants, Noodles, Vegetarian",\n'
    '  "hours": {\n'
    '    "Tuesday": "11:30-21:0",\n'
    '    "Wednesday": "11:30-21:0",\n'
    '    "Thursday": "11:30-21:0",\n'
    '    "Friday": "11:30-22:0",\n'
    '    "Saturday": "12:0-22:0",\n'
    '    "Sunday": "12:0-20:30"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "NoiseLevel": "u\'average\'",\n'
    '    "RestaurantsAttire": "\'casual\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "RestaurantsGoodForGroups": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "HasTV": "False",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "Ambience": "{\'romantic\': False, \'intimate\': False, \'classy\': False, \'hipster\': False, \'divey\': '
    'False, \'touristy\': False, \'trendy\': False, \'upscale\': False, \'casual\': True}",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "GoodForMeal": "{\'dessert\': False, \'latenight\': False, \'lunch\': True, \'dinner\': True, \'brunch\': '
    'False, \'breakfast\': False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 312,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-07-18 20:14:33",\n'
    '      "text": "The khao soi here is the best I\'ve had outside Chiang Mai, rich curry broth with '
    "crispy noodles on top, $16. Chef Somchai's mother runs the kitchen on weekends and makes the sticky "
    'rice with mango, which is only on the menu from April to August. They do a lunch special until 3 pm: '
    'any curry with rice and a spring roll for $12."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2022-12-03 22:41:09",\n'
    '      "text": "Food was good but we waited 50 minutes for our pad see ew on a Friday night even '
    'though we had a reservation for six. They ran out of the duck curry by 7:30. Spice levels go from 1 '
    'to 5 and level 3 was already too hot for me. They serve Singha and a few wines but no cocktails."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2024-02-10 12:57:46",\n'
    '      "text": "Ordered delivery twice this month through their own website, which saves the app '
    'fees. The lunch special is now $14 and ends at 2:30. Portions are generous, the green curry easily '
    'fed two of us. They have a separate vegan menu now with tofu larb and a jackfruit massaman. Closed '
    'Mondays, so plan around that."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B127_CARWASH = (
    '{\n'
    '  "business_id": "Zp1yKd7GhV4oMq2WsN8eTc",\n'
    '  "name": "Tidewater Hand Car Wash & Detail",\n'
    '  "address": "1590 Quarry Rd",\n'
    '  "city": "Hollins Mill",\n'
    '  "state": "TX",\n'
    '  "postal_code": "76543",\n'
    '  "categories": "Car Wash, Automotive, Auto Detailing",\n'
    '  "hours": {\n'
    '    "Monday": "8:0-18:0",\n'
    '    "Tuesday": "8:0-18:0",\n'
    '    "Wednesday": "8:0-18:0",\n'
    '    "Thursday": "8:0-18:0",\n'
    '    "Friday": "8:0-18:0",\n'
    '    "Saturday": "7:30-17:0",\n'
    '    "Sunday": "9:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BusinessAcceptsBitcoin": "False"\n'
    '  },\n'
    '  "stars": 3.0,\n'
    '  "review_count": 87,\n'
    '  "is_open": 0,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2020-06-13 09:51:18",\n'
    '      "text": "Basic exterior hand wash is $25 for sedans and $32 for SUVs and trucks. Took about 35 '
    'minutes on a Saturday morning with four guys drying by hand. They missed a spot on the rear bumper '
    "but fixed it right away when I pointed it out. There's a small waiting room with free coffee and "
    'Wi-Fi."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1,\n'
    '      "date": "2021-10-09 15:27:03",\n'
    '      "text": "Paid $189 for the full interior and exterior detail and found a new scratch on the '
    "driver's door afterwards. The manager, Dale, said it was already there and refused to look at the "
    'security footage. They only hand you a paper receipt with no itemised list. I will not be back."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-03-26 14:08:59",\n'
    '      "text": "Still the only hand wash on this side of town. Prices up again: sedan wash now $30. '
    'Sunday hours are short, 9 to 3, and the line was twelve cars deep at noon. They started a monthly '
    'membership, $45 for unlimited exterior washes, which pays for itself after two visits."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B127_GROOMER = (
    '{\n'
    '  "business_id": "Lh5uRb0CqY8dFn3JwA6kXe",\n'
    '  "name": "Scruff & Suds Grooming Parlor",\n'
    '  "address": "3307 Wren Hollow Ln",\n'
    '  "city": "Pinecastle",\n'
    '  "state": "NC",\n'
    '  "postal_code": "27514",\n'
    '  "categories": "Pet Groomers, Pet Services, Pets",\n'
    '  "hours": {\n'
    '    "Tuesday": "7:30-16:0",\n'
    '    "Wednesday": "7:30-16:0",\n'
    '    "Thursday": "7:30-16:0",\n'
    '    "Friday": "7:30-16:0",\n'
    '    "Saturday": "8:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "DogsAllowed": "True",\n'
    '    "BikeParking": "False"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 204,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-02-26 18:19:40",\n'
    '      "text": "Our goldendoodle Biscuit has been going to Priya for three years. A full groom for a '
    "dog his size is $95 and takes about three hours; they text you when he's ready. She hand-scissors "
    "instead of shaving down unless you ask. They won't take dogs without proof of a rabies vaccination, "
    'which I appreciate."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-06-15 08:44:26",\n'
    '      "text": "Booking is tough: the earliest appointment I could get was two and a half weeks out. '
    'The exception is nail trims, which they do as walk-ins on Saturday mornings for $18. Our beagle came '
    'back smelling great and wearing a bandana. Only complaint is the $10 surcharge for matted coats, '
    'which they didn\'t mention until pickup."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2024-04-03 16:31:07",\n'
    '      "text": "Priya\'s shop moved here from the old location on Fenner Street in 2023 and the new '
    'space has three tubs instead of one. They now offer a puppy intro package for dogs under six months: '
    '$45 for a bath, ear cleaning and a nail trim. Cats are not groomed here. Prices rose about 10% in '
    'January."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B127_MUSIC = (
    '{\n'
    '  "business_id": "Vg2oPe7TzS1hWc9MkD4rQu",\n'
    '  "name": "Halvorsen Street School of Music",\n'
    '  "address": "122 Halvorsen St, 2nd Fl",\n'
    '  "city": "Dunmere",\n'
    '  "state": "MN",\n'
    '  "postal_code": "55378",\n'
    '  "categories": "Specialty Schools, Education, Musical Instruments & Teachers, Shopping, Arts & '
    'Entertainment",\n'
    '  "hours": {\n'
    '    "Monday": "14:0-21:0",\n'
    '    "Tuesday": "14:0-21:0",\n'
    '    "Wednesday": "14:0-21:0",\n'
    '    "Thursday": "14:0-21:0",\n'
    '    "Friday": "14:0-19:0",\n'
    '    "Saturday": "9:0-17:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "RestaurantsPriceRange2": "3"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 41,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2020-09-12 21:03:55",\n'
    '      "text": "My daughter started piano here at age seven with Mr. Okafor and, after two years, '
    'played in the spring recital at the Dunmere Public Library. Lessons are 30 minutes for $34 or 45 '
    'minutes for $48, paid monthly. They switched to online lessons for a few months in 2020 and it '
    'worked better than I expected."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-04-30 10:26:38",\n'
    '      "text": "I\'m 58 and took up the cello here last year. Greta, the founder, still teaches adult '
    'beginners on Saturday mornings and is endlessly patient. They rent instruments for $25 a month with '
    'the first month free. The studio is up a flight of stairs with no elevator, which is worth knowing."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-10-05 19:12:21",\n'
    '      "text": "Good teachers across guitar, violin, piano, cello and voice, eleven instructors at '
    'last count. The group drum class for teens runs Tuesdays and Thursdays at 6 pm. Scheduling is the '
    "weak spot: missed lessons need 24 hours' notice to be rescheduled, otherwise you lose them. Parking "
    'is in the Maple Street garage or on the street."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_127 = {
    'second-hand bookshop': [(B127_BOOKSHOP, c, True) for c in (
        'The shop is closed on Mondays and does not open until noon on Sundays.',
        'On Thursdays and Fridays Dog-Eared Lantern Books stays open two hours later than on Tuesdays and '
        'Wednesdays.',
        'Dog-Eared Lantern Books has an average rating of 4.5 stars from 63 reviews and is listed as open.',
        'According to a reviewer, Marguerite started the shop in 2009 following two decades as a school '
        'librarian.',
        'Parking is on the street only; the listing shows no lot, garage, valet or validated parking.',
        'One reviewer reports that trade-in credit dropped from 25% of the cover price to a fifth of it.',
        'It is open for just four hours on Sundays, and dogs are allowed inside.',
    )] + [(B127_BOOKSHOP, c, False) for c in (
        'The shop is wheelchair accessible, with a step-free entrance into the main room.',
        'Dog-Eared Lantern Books opens at 10 a.m. every day except Monday.',
        'Marguerite opened the shop in 2009 after twenty years as a public librarian.',
        'A reviewer found a 1962 first edition of a local history book there for $25.',
        'The shop still accepts textbooks as trade-ins for store credit.',
        'Hardcovers mostly cost $8 to $14, which a reviewer found cheaper than other bookshops in '
        'Marrowfield.',
        "Marguerite's nephew Tomas runs the register on Saturdays.",
    )],
    'nail salon': [(B127_NAILS, c, True) for c in (
        'The studio is open six days a week and closed on Sundays.',
        'Its latest closing time is 8 p.m., which applies on Thursdays and Fridays.',
        'On Fridays Polished Finch opens at 9:30, half an hour earlier than from Monday to Thursday.',
        'According to a 2023 review, a basic manicure went up by $4 over about a year.',
        'Customers can park in a lot, and the listing marks the salon as wheelchair accessible and good for '
        'kids.',
        'Despite the 3.5-star average across 148 reviews, one reviewer gave it two stars after a dip powder '
        'set lifted within four days.',
        'According to one review, a classic lash fill costs less than half as much as a full classic set.',
    )] + [(B127_NAILS, c, False) for c in (
        'Polished Finch Nail Studio works by appointment only and does not take walk-ins.',
        'A reviewer says the gel manicure and pedicure combo cost $86 and took about 90 minutes.',
        'When a dip powder set lifted after four days, the salon redid it for free.',
        'Linh now works Monday through Wednesday only.',
        'The studio added lash extensions last winter.',
        'All ten stations were full by 11 a.m. on a Saturday, according to a reviewer.',
        'The salon replaced its pedicure chairs in 2023 with new massage models.',
    )],
    'Thai restaurant': [(B127_THAI, c, True) for c in (
        'Baan Mali is closed on Mondays and stays open latest on Fridays and Saturdays, until 10 p.m.',
        'The restaurant offers takeout, delivery and reservations, and it serves beer and wine.',
        'Between the 2021 and 2024 reviews, the lunch special rose by $2 and started ending half an hour '
        'earlier.',
        'There is no outdoor seating, TV or Wi-Fi at Baan Mali Thai Kitchen.',
        'Diners can park either on the street or in a lot.',
        'One reviewer describes a fifty-minute wait for pad see ew on a Friday night despite having booked a '
        'table for six.',
        'A reviewer says mango sticky rice is a seasonal item, available from April through August.',
    )] + [(B127_THAI, c, False) for c in (
        'Baan Mali Thai Kitchen opens at 11:30 a.m. on every day that it is open.',
        'The restaurant has a full bar that serves cocktails.',
        'Chef Somchai himself runs the kitchen on weekends and makes the mango sticky rice.',
        'According to a reviewer, the khao soi costs $14.',
        'Spice levels run from 1 to 5, and one reviewer found level 2 already too hot.',
        'Baan Mali offers delivery only through third-party apps.',
        'The restaurant introduced its vegan menu after customers complained about a lack of options.',
    )],
    'hand car wash': [(B127_CARWASH, c, True) for c in (
        'The listing marks Tidewater Hand Car Wash & Detail as no longer open.',
        'The car wash was open every day of the week, with its shortest hours on Sunday.',
        'On weekdays Tidewater ran from 8 a.m. to 6 p.m., a ten-hour day.',
        'From the 2020 review to the 2023 one, the sedan exterior wash went from $25 to $30, an increase of a '
        'fifth.',
        'The business averaged three stars across 87 reviews.',
        'According to a reviewer, a $45 monthly membership covered unlimited exterior washes.',
        'Customers could pay by card and park in a lot, and free Wi-Fi was available.',
    )] + [(B127_CARWASH, c, False) for c in (
        'Tidewater Hand Car Wash & Detail worked by appointment only.',
        'In 2020 a basic exterior wash for SUVs and trucks cost $35.',
        'After a customer reported a scratch, the manager, Dale, agreed to review the security footage.',
        'On Saturdays the car wash opened at 8 a.m., just as it did on weekdays.',
        'A reviewer says the line was twelve cars deep at noon on a Saturday.',
        'Tidewater closed because customer numbers fell after it raised its prices.',
        'The $189 full interior and exterior detail included a free month of the membership.',
    )],
    'dog groomer': [(B127_GROOMER, c, True) for c in (
        'Scruff & Suds is closed on both Sundays and Mondays.',
        'From Tuesday to Friday the parlor runs from 7:30 in the morning until 4 in the afternoon.',
        'Grooming is by appointment, although one reviewer says nail trims are done as walk-ins on Saturday '
        'mornings.',
        'On Saturdays the groomer is open for five hours.',
        'Since moving from Fenner Street in 2023, the shop has had three times as many tubs as before.',
        'It holds a 4.5-star rating from 204 reviews and is listed at a price level of 3 out of 4.',
        'One reviewer notes that dogs need proof of rabies vaccination, and another says cats are not groomed '
        'there.',
    )] + [(B127_GROOMER, c, False) for c in (
        'A full groom for a goldendoodle costs $95 and takes about two hours.',
        'Priya shaves dogs down by default unless the owner asks for hand-scissoring.',
        'The surcharge for matted coats is $18.',
        'The puppy intro package is meant for dogs under a year old.',
        'Biscuit the goldendoodle has been groomed by Priya for five years.',
        'Scruff & Suds also offers overnight boarding for dogs.',
        'A reviewer says the shop told them about the matted-coat surcharge when they booked.',
    )],
    'music school': [(B127_MUSIC, c, True) for c in (
        'The school is closed on Sundays and opens at 9 a.m. on Saturdays.',
        'From Monday to Thursday it stays open until 9 p.m., two hours later than on Fridays.',
        'According to a 2020 review, a 45-minute lesson costs $14 more than a 30-minute one.',
        'A reviewer who was 58 in 2022 says they took up the cello at the school the year before.',
        'Lessons are by appointment, and the school is listed as good for kids but not wheelchair accessible.',
        'One reviewer counted eleven instructors, covering instruments that include guitar, violin and voice.',
        'Lessons missed without a full day of notice cannot be rescheduled.',
    )] + [(B127_MUSIC, c, False) for c in (
        'Instrument rentals cost $25 a month, with the first two months free.',
        'Mr. Okafor, the founder, teaches adult beginners on Saturday mornings.',
        'The teen group drum class meets on Mondays and Wednesdays at 6 pm.',
        'Halvorsen Street School of Music offers validated parking in the Maple Street garage.',
        'A reviewer says their daughter played in the spring recital at the Dunmere Public Library after one '
        'year.',
        'The online lessons the school ran in 2020 were offered at a discount.',
        'The studio is on the second floor and can be reached by elevator.',
    )],
}
