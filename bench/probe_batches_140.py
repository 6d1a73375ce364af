"""Probe batch 140, written by a helper agent that saw neither the code nor an earlier probe (session 61), on
six made-up business listing records in the JSON form of a review site's data dump, each followed by nothing else
(the context is the JSON text alone), and the sentences of overviews a language model wrote of them."""

from __future__ import annotations

B140_DENTIST = (
    '{\n'
    '  "business_id": "qT7vX2mLp9RkaB4cN1wZeA",\n'
    '  "name": "Harrowgate Family Dentistry",\n'
    '  "address": "2214 Calloway Ave, Suite 110",\n'
    '  "city": "Fenwick Falls",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97391",\n'
    '  "categories": "Dentists, General Dentistry, Cosmetic Dentists, Health & Medical, Pediatric Dentists",\n'
    '  "hours": {\n'
    '    "Monday": "7:30-16:0",\n'
    '    "Tuesday": "7:30-16:0",\n'
    '    "Wednesday": "9:0-18:30",\n'
    '    "Thursday": "7:30-16:0",\n'
    '    "Saturday": "8:0-12:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "AcceptsInsurance": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 137,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-03-14 16:42:09",\n'
    '      "text": "I have been a patient of Dr. Imogen Saldana for six years and this was my first '
    'visit since the practice moved into the Calloway Avenue building. The new lot made parking '
    'painless. My cleaning with hygienist Tomas took about forty minutes, and he explained every step. '
    'They billed my Cascadia Mutual plan directly, so I paid only the $25 copay at the front desk."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2022-11-02 09:15:33",\n'
    '      "text": "Booked a Wednesday evening slot for a cracked molar and waited fifty minutes past my '
    '5:15 appointment. Dr. Ravi Okonjo was gentle once I got in, and the crown itself has held up, but '
    'nobody apologized for the delay. The quote I was given was $1,180 and the final bill came to $1,340 '
    'after a buildup I was not told about beforehand."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-08-21 11:03:50",\n'
    '      "text": "Brought both kids (ages 4 and 9) on a Saturday morning. The pediatric room has a '
    'ceiling projector showing fish, and my younger one actually asked to come back. Dr. Saldana found '
    'one small cavity in my nine-year-old and filled it the same visit. Saturday hours end at noon, so '
    'book weeks ahead; we waited almost a month for this slot."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B140_BIKESHOP = (
    '{\n'
    '  "business_id": "Lm3PzQ8sTfW0yHc6VdKj2g",\n'
    '  "name": "Spoke & Sprocket Cycle Works",\n'
    '  "address": "87 Tannery Row",\n'
    '  "city": "Millbridge",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05673",\n'
    '  "categories": "Bike Repair/Maintenance, Bikes, Sporting Goods, Shopping, Bike Rentals",\n'
    '  "hours": {\n'
    '    "Tuesday": "10:0-18:0",\n'
    '    "Wednesday": "10:0-18:0",\n'
    '    "Thursday": "10:0-20:0",\n'
    '    "Friday": "10:0-18:0",\n'
    '    "Saturday": "9:0-17:0",\n'
    '    "Sunday": "11:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BikeParking": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "DogsAllowed": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 58,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2024-04-09 18:20:11",\n'
    '      "text": "Dropped off my 1987 steel touring frame on a Tuesday with a seized bottom bracket '
    'and a warped rear wheel. Owner Lucinda Marsh called the next morning with a quote of $145 and had '
    'it ready by Friday. She even trued the front wheel for free and showed me how to check spoke '
    'tension myself. Fair prices, honest advice."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2023-09-30 12:47:02",\n'
    '      "text": "Good mechanics, but the spring tune-up backlog is real. I was told three days and it '
    'took eleven. The basic tune-up is $79 and the full overhaul is $189, which is in line with other '
    'shops in Millbridge. The shop floor has two steps at the entrance, so getting a cargo bike inside '
    'was a struggle."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-06-15 10:05:44",\n'
    '      "text": "Rented a hybrid for a Saturday ride along the Tannery River path, $35 for the day '
    'including a helmet and lock. The bike was clean and the gears shifted crisply. Only complaint: the '
    'Sunday return window is just four hours, so I had to rush back. Their shop dog, a greyhound named '
    'Pilot, greets everyone at the door."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B140_SUSHIBAR = (
    '{\n'
    '  "business_id": "Xc9RbN4uKe2Tq7WmAs0LhD",\n'
    '  "name": "Kaiyo Counter",\n'
    '  "address": "410 Marlowe St",\n'
    '  "city": "Port Ashby",\n'
    '  "state": "WA",\n'
    '  "postal_code": "98377",\n'
    '  "categories": "Sushi Bars, Japanese, Restaurants, Seafood",\n'
    '  "hours": {\n'
    '    "Monday": "17:0-22:0",\n'
    '    "Wednesday": "17:0-22:0",\n'
    '    "Thursday": "17:0-22:0",\n'
    '    "Friday": "17:0-23:0",\n'
    '    "Saturday": "12:0-23:0",\n'
    '    "Sunday": "12:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "RestaurantsAttire": "\'casual\'",\n'
    '    "NoiseLevel": "u\'quiet\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "GoodForKids": "False",\n'
    '    "HappyHour": "True",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "Ambience": "{\'romantic\': True, \'intimate\': True, \'classy\': False, \'hipster\': False, \'divey\': '
    'False, \'touristy\': False, \'trendy\': False, \'upscale\': False, \'casual\': True}"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 412,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-02-18 21:37:15",\n'
    '      "text": "Sat at the twelve-seat counter for the $95 omakase and counted seventeen pieces, '
    'finishing with a hand roll of seared toro. Chef Daisuke Orr sources much of his fish from boats '
    'landing at Port Ashby, and the local spot prawn nigiri was the highlight. They only serve beer and '
    'wine, and the list is short, but the yuzu lager paired well."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-10-06 18:02:40",\n'
    '      "text": "Happy hour runs 5 to 6:30 on weekdays and the $6 salmon hand rolls are a steal. '
    'Service slowed down once the room filled up around seven. It is a quiet, small space, so not the '
    'place for a big group; we were four and had to wait thirty-five minutes despite a reservation."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2024-01-27 13:25:09",\n'
    '      "text": "Came for Saturday lunch. The fish was excellent, but the omakase has gone up from '
    '$95 to $115 since last winter, and the piece count dropped to fifteen. Takeout is available, but '
    'there is no delivery, so we drove over from Linden Bay. Street parking was full; the garage on '
    'Fourth Street worked."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B140_GROOMER = (
    '{\n'
    '  "business_id": "Fh2WkYp7Rz5Nc1QvBt8UoE",\n'
    '  "name": "Pawsh Parlour Grooming",\n'
    '  "address": "19 Birchmead Lane",\n'
    '  "city": "Ellery Springs",\n'
    '  "state": "CO",\n'
    '  "postal_code": "80734",\n'
    '  "categories": "Pet Groomers, Pet Services, Pets, Pet Stores",\n'
    '  "hours": {\n'
    '    "Monday": "8:0-17:0",\n'
    '    "Tuesday": "8:0-17:0",\n'
    '    "Wednesday": "8:0-17:0",\n'
    '    "Thursday": "8:0-19:0",\n'
    '    "Friday": "8:0-17:0",\n'
    '    "Saturday": "9:0-14:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "DogsAllowed": "True",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 89,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2024-02-12 15:10:27",\n'
    '      "text": "Our doodle, Biscuit, had not been groomed since October and was badly matted. '
    'Groomer Priya Vance spent close to three hours on her and called me halfway through to ask before '
    'shaving the worst patches. The full groom for a large dog was $92 plus a $20 dematting fee. Biscuit '
    'came home fluffy, with a blue bandana."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1.0,\n'
    '      "date": "2023-07-19 10:44:58",\n'
    '      "text": "Dropped my beagle at 8 for a bath and nail trim and was told pickup by 11. They did '
    'not call until 3:40. When I asked why, the front desk said two groomers were out sick. The bath '
    'itself was fine, but paying $48 for a dog who sat in a kennel most of the day felt wrong."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-05-03 17:30:12",\n'
    '      "text": "Thursday evening appointments are a lifesaver for working owners; the last drop-off '
    'is 5 p.m. My senior terrier gets anxious, and Marco, the owner, let me stay in the lobby the whole '
    'time. They use hypoallergenic shampoo unless you ask otherwise. Knocked one star because the nail '
    'grinding was uneven on her back paws."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B140_HARDWARE = (
    '{\n'
    '  "business_id": "Pq4ZsV1dGx8JmE6nRy3TbK",\n'
    '  "name": "Greaves & Sons Hardware",\n'
    '  "address": "503 Main St",\n'
    '  "city": "Tolland Ridge",\n'
    '  "state": "PA",\n'
    '  "postal_code": "17822",\n'
    '  "categories": "Hardware Stores, Home & Garden, Shopping, Keys & Locksmiths, Paint Stores",\n'
    '  "hours": {\n'
    '    "Monday": "7:0-19:0",\n'
    '    "Tuesday": "7:0-19:0",\n'
    '    "Wednesday": "7:0-19:0",\n'
    '    "Thursday": "7:0-19:0",\n'
    '    "Friday": "7:0-19:0",\n'
    '    "Saturday": "7:0-18:0",\n'
    '    "Sunday": "9:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BikeParking": "False",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 203,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2022-05-22 14:14:36",\n'
    '      "text": "Greaves & Sons has been on Main Street since 1958, and it still feels like the old '
    'kind of hardware store. Walt Greaves, grandson of the founder, walked me through replacing a toilet '
    'fill valve and sold me the $14 part instead of the $60 kit the big-box store pushed. They also cut '
    'two keys for me in under five minutes."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-12-04 08:55:20",\n'
    '      "text": "Came in at 7:05 on a Monday for pipe fittings before a job, and the store was '
    'already busy with contractors. Selection of fasteners is huge, sold loose by the pound. Paint '
    "matching took about twenty minutes for a gallon, which is slower than I'd like. Prices run maybe "
    'ten percent higher than the chains, but the advice is worth it."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-03-16 16:21:03",\n'
    '      "text": "The Sunday hours used to be 10 to 2; they now open at 9 and close at 3. Rented a '
    'tile saw for the weekend for $55, returned Monday with no extra charge. Only gripe is that the '
    'rental counter is cash or card only, no checks, and the lot fills up fast on Saturdays."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B140_BRUNCH = (
    '{\n'
    '  "business_id": "Ks6HdA0wMb3Ft9XpLe5CrJ",\n'
    '  "name": "The Gilded Yolk",\n'
    '  "address": "1120 Orchard Blvd",\n'
    '  "city": "Carrow Bay",\n'
    '  "state": "CA",\n'
    '  "postal_code": "95618",\n'
    '  "categories": "Breakfast & Brunch, Cafes, American (New), Coffee & Tea, Restaurants",\n'
    '  "hours": {\n'
    '    "Wednesday": "7:0-14:0",\n'
    '    "Thursday": "7:0-14:0",\n'
    '    "Friday": "7:0-14:0",\n'
    '    "Saturday": "8:0-15:0",\n'
    '    "Sunday": "8:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "GoodForKids": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "DogsAllowed": "True",\n'
    '    "RestaurantsAttire": "\'casual\'",\n'
    '    "GoodForMeal": "{\'dessert\': False, \'latenight\': False, \'lunch\': True, \'dinner\': False, '
    '\'brunch\': True, \'breakfast\': True}",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 326,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-04-14 12:48:19",\n'
    '      "text": "Arrived at 9:30 on a Sunday and the wait was an hour and ten minutes, since they '
    "don't take reservations. Worth it for the brown-butter ricotta pancakes ($16) and the mimosa "
    'flight, four small glasses for $18. The patio is dog friendly and they bring out water bowls. It '
    'gets loud inside, so sit outside if you want to talk."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-08-09 08:30:02",\n'
    '      "text": "Weekday breakfast is the move: no line at 7:45 on a Thursday. Chef-owner Renata '
    'Albescu came by our table to explain the shakshuka, which is baked with merguez and costs $17. '
    'Coffee refills are free for drip but not for lattes. Friendly staff, fast service, and the free '
    'wifi makes it a decent spot to work for an hour."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2024-06-01 13:05:55",\n'
    '      "text": "The menu was cut down this spring from about thirty dishes to eighteen, and my '
    'favorite crab Benedict is gone. The replacement smoked trout Benedict is $21, three dollars more '
    'than the crab one used to be. Service was slow, forty minutes for two plates, and our server forgot '
    'the side of bacon entirely."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_140 = {
    'dentist': [(B140_DENTIST, c, True) for c in (
        'Harrowgate Family Dentistry does not see patients on Fridays or Sundays.',
        'On Wednesdays the practice stays open until 6:30 in the evening, later than on any other day of the week.',
        'Saturday hours are limited to a four-hour morning window, from 8 a.m. until noon.',
        'Visits are by appointment only, and the office accepts insurance.',
        'The practice holds an average of four and a half stars across 137 reviews.',
        "One reviewer's final bill for a crown came to $160 more than the quote they had been given.",
        'A parent reported that Dr. Saldana filled a small cavity in their nine-year-old during the same '
        'Saturday visit.',
    )] + [(B140_DENTIST, c, False) for c in (
        'Harrowgate Family Dentistry opens at 7:30 a.m. every weekday.',
        "Patients can park on the street as well as in the practice's lot.",
        'One reviewer waited fifty minutes past a 5:15 appointment on a Thursday evening.',
        'A reviewer paid only a $25 copay for a cleaning with hygienist Tomas that took about an hour.',
        'The practice moved into the Calloway Avenue building in 2022.',
        "Dr. Ravi Okonjo is the practice's pediatric specialist and treats most of its young patients.",
        'Reviewers consistently praise the short wait times at Harrowgate Family Dentistry.',
    )],
    'bicycle repair shop': [(B140_BIKESHOP, c, True) for c in (
        'Spoke & Sprocket Cycle Works is closed on Mondays and open on the other six days of the week.',
        "Thursday is the shop's late night, when it stays open until 8 p.m.",
        'According to one reviewer, a full overhaul costs $110 more than a basic tune-up.',
        "One customer's spring tune-up took more than three times as long as the three days they had been quoted.",
        'Besides repairs, the shop rents out bikes, and a hybrid with a helmet and lock cost $35 for a day.',
        'The listing marks the shop as not wheelchair accessible, and a reviewer mentioned two steps at '
        'the entrance.',
        'Dogs are allowed at the shop, whose own greyhound, Pilot, welcomes visitors at the door.',
    )] + [(B140_BIKESHOP, c, False) for c in (
        'Spoke & Sprocket Cycle Works opens at 9 a.m. on weekdays.',
        'Lucinda Marsh quoted $145 for the repair and had the bike ready the next morning.',
        'The shop has its own parking lot for customers.',
        'The shop accepts Bitcoin as well as credit cards.',
        'Lucinda Marsh founded Spoke & Sprocket Cycle Works in 1987.',
        'The $35 day rental of a hybrid includes a helmet, a lock and a map of the Tannery River path.',
        'The reviewer who waited eleven days for a tune-up gave the shop four stars.',
    )],
    'sushi bar': [(B140_SUSHIBAR, c, True) for c in (
        'Kaiyo Counter does not open on Tuesdays.',
        'On weekends the restaurant opens at noon, while on its weekday service days it opens at 5 p.m.',
        'A 2024 review says the omakase now costs $20 more than it used to and comes with fifteen pieces.',
        'The restaurant pours beer and wine, accepts reservations and offers takeout, but it does not deliver.',
        'Saturday is its longest day, with eleven hours of service.',
        'It is rated four and a half stars from 412 reviews and has a price range of 3 on a four-point scale.',
        "One reviewer's party of four waited over half an hour for a table even though they had booked.",
    )] + [(B140_SUSHIBAR, c, False) for c in (
        'Happy hour at Kaiyo Counter runs from 5 to 6:30 every day the restaurant is open.',
        'Kaiyo Counter offers outdoor seating.',
        'Chef Daisuke Orr trained in Tokyo before opening Kaiyo Counter.',
        'The sushi counter has fifteen seats.',
        'The $6 hand rolls on the happy hour menu are made with tuna.',
        'Kaiyo Counter is listed as upscale and good for kids.',
        'Kaiyo Counter validates parking for diners who use the garage on Fourth Street.',
    )],
    'dog groomer Pawsh Parlour': [(B140_GROOMER, c, True) for c in (
        'Pawsh Parlour Grooming is closed on Sundays and keeps shorter Saturday hours, from 9 a.m. to 2 p.m.',
        'On Thursdays the groomer stays open two hours later than on the other weekdays.',
        'One owner paid $112 in total for a large-dog full groom once the dematting charge was added.',
        'A beagle owner got the call to collect their dog more than four and a half hours after the '
        'promised pickup time.',
        'Grooming is by appointment only, and customers can park in a lot.',
        'It holds a three-and-a-half-star average across 89 reviews.',
        'According to one reviewer, the owner, Marco, let them wait in the lobby while their anxious '
        'terrier was groomed.',
    )] + [(B140_GROOMER, c, False) for c in (
        "Priya Vance shaved Biscuit's matted patches without first contacting the owner.",
        "The beagle's bath and nail trim cost $92.",
        'The beagle owner was given a refund after complaining about the long wait.',
        'Pawsh Parlour uses hypoallergenic shampoo on every dog, with no alternative offered.',
        'Priya Vance is the owner of Pawsh Parlour Grooming.',
        'The last drop-off on Thursdays is 6 p.m.',
        'Pawsh Parlour Grooming offers a discount for senior dogs.',
    )],
    'hardware store': [(B140_HARDWARE, c, True) for c in (
        'Greaves & Sons Hardware is open seven days a week.',
        'The store opens its doors at 7 a.m. on every day except Sunday.',
        'Its Sunday opening has been extended from four hours to six.',
        'By 2022 the store had been trading on Main Street for more than six decades.',
        'A reviewer spent $46 less by buying a single fill valve part rather than the kit a big-box store pushed.',
        'Customers can park in a lot or on the street, and the store is wheelchair accessible.',
        'One reviewer estimated that prices run roughly a tenth above those of the chain stores.',
    )] + [(B140_HARDWARE, c, False) for c in (
        'Walt Greaves founded the store on Main Street in 1958.',
        'Paint matching for a gallon took about five minutes.',
        'A weekend tile saw rental costs $55, and returning it on Monday incurs an extra fee.',
        'The rental counter at Greaves & Sons accepts checks.',
        'Greaves & Sons Hardware closes at 7 p.m. on Saturdays.',
        'Greaves & Sons offers free delivery to contractors.',
        'Greaves & Sons is the oldest hardware store in Tolland Ridge.',
    )],
    'brunch cafe': [(B140_BRUNCH, c, True) for c in (
        'The Gilded Yolk is closed on Mondays and Tuesdays.',
        'Weekend hours start and end an hour later than on weekdays, running from 8 a.m. to 3 p.m.',
        'Reservations are not accepted, and one Sunday visitor waited seventy minutes for a table.',
        'Before it was dropped from the menu, the crab Benedict cost $18.',
        'According to a 2024 review, the menu shrank by roughly a dozen dishes that spring.',
        'It has outdoor seating where dogs are welcome, while the indoor dining room is noisy.',
        'Each glass in the four-glass mimosa flight works out to $4.50.',
    )] + [(B140_BRUNCH, c, False) for c in (
        'The Gilded Yolk offers free refills on both drip coffee and lattes.',
        'Chef-owner Renata Albescu explained the shakshuka, which is baked with chorizo and costs $17.',
        'The brown-butter ricotta pancakes at The Gilded Yolk cost $18.',
        'The Gilded Yolk does not offer delivery.',
        "The smoked trout Benedict replaced the crab Benedict because the cafe's crab supplier closed.",
        'The Gilded Yolk is rated 4.5 stars from 326 reviews.',
        'Renata Albescu opened The Gilded Yolk after years as a hotel pastry chef.',
    )],
}
