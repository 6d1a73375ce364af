"""Probe batch 135, written by a helper agent that saw neither the code nor an earlier probe (session 60), on
six made-up business listing records in the JSON form of a review site's data dump, each followed by nothing
else (the context is the JSON text alone), and the sentences of overviews a language model wrote of them."""

from __future__ import annotations

B135_BAKERY = (
    '{\n'
    '  "business_id": "kq3Vd8TzR1mXoP0bLw2nHg",\n'
    '  "name": "Harrowgate Crust & Crumb",\n'
    '  "address": "412 Pellam Street, Suite B",\n'
    '  "city": "Fairhollow",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97381",\n'
    '  "categories": "Bakeries, Food, Coffee & Tea, Desserts, Breakfast & Brunch",\n'
    '  "hours": {\n'
    '    "Tuesday": "7:0-15:0",\n'
    '    "Wednesday": "7:0-15:0",\n'
    '    "Thursday": "7:0-15:0",\n'
    '    "Friday": "7:0-18:0",\n'
    '    "Saturday": "6:30-14:0",\n'
    '    "Sunday": "8:0-12:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BikeParking": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "DogsAllowed": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "Caters": "True",\n'
    '    "NoiseLevel": "u\'average\'"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 287,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-03-18 09:14:52",\n'
    '      "text": "Came in on a Saturday just after opening and the line was already out the door. The cardamom '
    'knots are the reason to come; at $4.25 each they are pricier than the cinnamon rolls but worth it. The owner, '
    'Marisol, was working the register herself and remembered my order from two weeks earlier. Seating inside is '
    'limited to four small tables, so we ate on the patio with our dog."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2022-11-02 16:40:07",\n'
    '      "text": "Good bread, frustrating afternoons. I stopped by around 2:30 on a Thursday hoping for a sourdough '
    'loaf and every one had sold out, along with the croissants. The staff said the sourdough is baked once a day and '
    'usually gone by noon. I settled for a rye loaf at $7, which was dense and excellent, but the coffee was '
    'lukewarm. I\'d give it four stars if they baked a second batch."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-07-09 11:05:33",\n'
    '      "text": "We ordered three dozen mini fruit tarts for my sister\'s engagement party and picked them up '
    'Friday evening. Marisol suggested swapping the kiwi for apricot since kiwi weeps overnight, and she was right. '
    'The total came to $126, and they packed them in two boxes. Gluten-free options are limited to a flourless '
    'chocolate cake, so plan ahead if you need more."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B135_CLIMBING = (
    '{\n'
    '  "business_id": "Zr7pQe2LwN9aHs4VbK1mTc",\n'
    '  "name": "Basalt Ridge Climbing Co-op",\n'
    '  "address": "88 Tannery Row",\n'
    '  "city": "Millbrook Falls",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05764",\n'
    '  "categories": "Active Life, Climbing, Gyms, Fitness & Instruction, Yoga",\n'
    '  "hours": {\n'
    '    "Monday": "12:0-22:0",\n'
    '    "Tuesday": "6:0-22:0",\n'
    '    "Wednesday": "12:0-22:0",\n'
    '    "Thursday": "6:0-22:0",\n'
    '    "Friday": "12:0-21:0",\n'
    '    "Saturday": "9:0-20:0",\n'
    '    "Sunday": "9:0-18:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BikeParking": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "DogsAllowed": "False"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 164,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2024-01-21 19:02:11",\n'
    '      "text": "Moved here from Burlington and this has become my second home. The bouldering cave was reset last '
    'week with about 40 new problems, mostly V2 to V5. A day pass is $22, and shoe rental is another $5. Tuesday and '
    'Thursday mornings from 6 are quiet and perfect before work. Staff are climbers themselves and happy to give '
    'beta."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2023-08-14 21:47:30",\n'
    '      "text": "The top-rope walls are great but the auto-belays were out of service for three of my four visits '
    'this summer, which matters if you climb solo. The parking lot fills up by 6 pm on weekdays. Also note the '
    "mezzanine with the yoga room is up two flights of stairs with no lift. Front desk was apologetic but couldn't "
    'say when the auto-belays would be fixed."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-03-03 10:12:45",\n'
    '      "text": "Took my two kids (8 and 11) to the Sunday morning youth intro, which runs 90 minutes and costs '
    '$30 per child including gear. The instructor, Deshawn, had them tying figure-eights by the end. Only knock: the '
    'chalk dust in the cave gets heavy on busy weekends, and the changing rooms are small. We signed up for the '
    'six-week winter youth program afterwards."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B135_VET = (
    '{\n'
    '  "business_id": "Hc5Ty0uVmR8jQw3XnP6sLb",\n'
    '  "name": "Quillfeather Animal Clinic",\n'
    '  "address": "2290 Orchard Bend Road",\n'
    '  "city": "Larkspur Hollow",\n'
    '  "state": "NC",\n'
    '  "postal_code": "28619",\n'
    '  "categories": "Pets, Veterinarians, Pet Services, Pet Boarding",\n'
    '  "hours": {\n'
    '    "Monday": "7:30-18:0",\n'
    '    "Tuesday": "7:30-18:0",\n'
    '    "Wednesday": "7:30-18:0",\n'
    '    "Thursday": "7:30-19:30",\n'
    '    "Friday": "7:30-17:0",\n'
    '    "Saturday": "8:0-12:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 96,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2022-06-30 08:55:19",\n'
    '      "text": "Dr. Anneliese Okoro has cared for our beagle, Pumpernickel, for six years now, since he was a '
    'puppy. When he swallowed a sock last month she fit us in the same afternoon and the X-ray showed it had passed '
    'into the intestine. The visit and X-ray were $184, which felt fair. The front desk texts reminders two days '
    'before every appointment."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1.0,\n'
    '      "date": "2023-02-11 14:20:03",\n'
    '      "text": "Waited 55 minutes past our appointment time with a cat who hates her carrier. When we were '
    'finally seen, the vet tech, not a doctor, did the exam and we were charged the full $78 exam fee anyway. They '
    "also wouldn't see us for a Sunday emergency and referred us to the 24-hour hospital in Granton, 40 minutes away. "
    'Not coming back."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-09-05 17:33:48",\n'
    '      "text": "Boarded our two guinea pigs here for seven nights while we travelled, at $15 per night for both. '
    'They came back healthy and the staff sent a photo update on day three. Dr. Marcus Fenwick handles exotics and '
    'small mammals on Thursdays, which is why the evening slots that day book up fast. Parking is easy, though the '
    'lot is shared with a dental office."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B135_LAUNDRY = (
    '{\n'
    '  "business_id": "Wb2Kx7nJpS4dEr9LqT0vAy",\n'
    '  "name": "Suds & Sundry Laundromat",\n'
    '  "address": "17 Wexley Avenue",\n'
    '  "city": "Port Callum",\n'
    '  "state": "ME",\n'
    '  "postal_code": "04119",\n'
    '  "categories": "Laundromat, Local Services, Dry Cleaning & Laundry, Laundry Services",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-23:0",\n'
    '    "Tuesday": "6:0-23:0",\n'
    '    "Wednesday": "6:0-23:0",\n'
    '    "Thursday": "6:0-23:0",\n'
    '    "Friday": "6:0-23:0",\n'
    '    "Saturday": "7:0-22:0",\n'
    '    "Sunday": "7:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BikeParking": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "ByAppointmentOnly": "False"\n'
    '  },\n'
    '  "stars": 3.0,\n'
    '  "review_count": 58,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-05-22 20:18:40",\n'
    '      "text": "Clean, bright, and the free Wi-Fi actually works. There are 24 washers and 18 dryers; the big '
    '60-pound front-loaders cost $9.50 a cycle and fit a king duvet easily. Dryers are 25 cents per 6 minutes. The '
    'card reader on the change machine was broken when I visited, so bring quarters or use the app. Attendant '
    'Rosalind was folding someone\'s wash-and-fold order and chatted the whole time."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2024-02-08 07:45:12",\n'
    '      "text": "Half the dryers on the back wall had out-of-order signs for the second week running. '
    'Wash-and-fold is $1.85 per pound with a 10-pound minimum, promised in 24 hours, but mine took two days. Street '
    'parking on Wexley is tough before 9 am because of the school drop-off."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2023-10-15 13:02:27",\n'
    '      "text": "Decent spot on a Sunday. Prices went up in September: a regular top-loader went from $3.25 to '
    '$3.75. Still cheaper than the place on Harbor Street. No seating beyond a single bench, so I waited in my car. '
    'They close at 8 on Sundays, which caught me out once."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B135_TATTOO = (
    '{\n'
    '  "business_id": "Mf8Rg1cYtB6hUz2WoE5kNd",\n'
    '  "name": "Ironwillow Tattoo Collective",\n'
    '  "address": "540 Garnet Lane, Unit 3",\n'
    '  "city": "Saltmarsh Bay",\n'
    '  "state": "FL",\n'
    '  "postal_code": "32947",\n'
    '  "categories": "Beauty & Spas, Tattoo, Piercing, Art Galleries",\n'
    '  "hours": {\n'
    '    "Tuesday": "12:0-20:0",\n'
    '    "Wednesday": "12:0-20:0",\n'
    '    "Thursday": "12:0-20:0",\n'
    '    "Friday": "12:0-22:0",\n'
    '    "Saturday": "11:0-22:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': False, \'validated\': True, \'lot\': False, \'valet\': '
    'False}",\n'
    '    "DogsAllowed": "False",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "WiFi": "u\'no\'"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 212,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-04-12 22:10:05",\n'
    '      "text": "Got a full-color koi half sleeve from Tamsin Varga over three sessions of roughly four hours '
    'each. Her rate is $180 an hour, and the $100 deposit came off the final session. The studio is spotless, needles '
    'are opened in front of you, and they send written aftercare plus a follow-up text at two weeks. Healed '
    'beautifully with zero blowouts."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-06-01 18:35:50",\n'
    '      "text": "Walked in on a Friday for a small script piece on my wrist. Friday afternoons are walk-in only, '
    'first come first served, and I waited about an hour and a half. Shop minimum is $80. Artist Joaquin Reyes was '
    'fast and the lines are crisp. Only reason for four stars is that the garage parking validation only covers two '
    'hours."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2022-12-19 15:27:14",\n'
    '      "text": "Booked a septum piercing with Priya, who\'s been piercing for 11 years. $65 plus jewelry, and '
    'they only use implant-grade titanium. The front of the shop doubles as a gallery and the prints on the wall '
    'change monthly. Note the studio is up a flight of stairs with no elevator."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B135_PIZZA = (
    '{\n'
    '  "business_id": "Ps3Dn6wXqL0eGj8ZrC4yFu",\n'
    '  "name": "Vecchio Forno Pizzeria",\n'
    '  "address": "1305 Linden Crossing",\n'
    '  "city": "Ashby Mills",\n'
    '  "state": "OH",\n'
    '  "postal_code": "43590",\n'
    '  "categories": "Pizza, Restaurants, Italian, Salad, Beer Bar",\n'
    '  "hours": {\n'
    '    "Monday": "16:0-21:0",\n'
    '    "Wednesday": "16:0-21:0",\n'
    '    "Thursday": "16:0-21:0",\n'
    '    "Friday": "11:30-23:0",\n'
    '    "Saturday": "11:30-23:0",\n'
    '    "Sunday": "12:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "GoodForKids": "True",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "RestaurantsAttire": "\'casual\'",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "HasTV": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, \'valet\': '
    'False}",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "RestaurantsGoodForGroups": "True"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 431,\n'
    '  "is_open": 0,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2019-08-23 20:41:09",\n'
    '      "text": "The wood-fired oven runs at around 900 degrees and the Margherita comes out in 90 seconds, '
    "leopard-spotted and perfect. A 12-inch pie is $14 and they only make that one size. Owner Sal Benedetti's "
    'grandfather brought the dough recipe from Naples in 1952. We went on a Friday at 7 and waited 35 minutes for a '
    'table, since they take no reservations."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2020-01-17 19:12:44",\n'
    '      "text": "Pizza is great, everything else is average. The Caesar salad was $11 and mostly romaine with '
    "bottled dressing. It's loud; there are three TVs showing hockey. Delivery took an hour and ten minutes to a "
    'house two miles away and the pie arrived lukewarm. Beer list is short, six local taps."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2020-03-08 13:30:22",\n'
    '      "text": "Sunday lunch with the kids. They give children a ball of dough to play with while you wait, which '
    'kept my 5-year-old busy. We ordered the fennel sausage and the hot honey pepperoni, each $17. The Tuesday '
    'closure caught us out last month. The parking lot is small but there is street parking on Linden."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_135 = {
    'bakery Harrowgate Crust & Crumb': [(B135_BAKERY, c, True) for c in (
        'It is closed on Mondays and opens at 7 a.m. from Tuesday through Thursday.',
        'Its shortest day is Sunday, when it is open for just four hours, from 8 a.m. until noon.',
        'Friday is the day the bakery stays open latest, closing at 6 p.m.',
        'The bakery offers free Wi-Fi and outdoor seating, but it does not deliver.',
        'One reviewer paid $126 for three dozen mini fruit tarts, or $3.50 a tart.',
        'A reviewer was told that the sourdough is baked only once daily and is usually sold out by midday.',
        'Harrowgate Crust & Crumb has a 4.5-star rating from 287 reviews and is still open.',
    )] + [(B135_BAKERY, c, False) for c in (
        'It opens at 6:30 a.m. on Sundays.',
        'The bakery offers delivery as well as takeout.',
        'A reviewer found the $7 rye loaf dense but disappointing.',
        'The cardamom knots cost $4.25 each, less than the cinnamon rolls.',
        "Customers can park in the bakery's own lot.",
        'Marisol, who founded the bakery in 2015, often works the register herself.',
        'Marisol suggested apricot instead of kiwi because the bakery had run out of kiwi.',
    )],
    'climbing wall Basalt Ridge Climbing Co-op': [(B135_CLIMBING, c, True) for c in (
        'It opens at 6 a.m. on Tuesdays and Thursdays, but not until noon on Mondays, Wednesdays and Fridays.',
        'The gym is open seven days a week, with its earliest closing time on Sunday at 6 p.m.',
        'According to one reviewer, a day pass plus shoe rental costs $27 in total.',
        'A parent paid $60 for two children to take the 90-minute Sunday youth intro, with gear included.',
        'The co-op is listed as good for kids and has a parking lot, but it is not wheelchair accessible.',
        'One reviewer found the auto-belays out of order on three of four visits during the summer.',
        'Basalt Ridge has no Wi-Fi and does not require appointments.',
    )] + [(B135_CLIMBING, c, False) for c in (
        'It stays open until 10 p.m. on Fridays.',
        'The bouldering cave was reset with about 40 new problems, mostly V2 to V8.',
        'The yoga room on the mezzanine can be reached by lift.',
        'A reviewer said the parking lot fills up by 6 pm on weekends.',
        'Dogs are welcome at the gym.',
        'The instructor Deshawn has been running the youth program for more than five years.',
        'A reviewer said the chalk dust in the bouldering cave is heavy at all times.',
    )],
    'vet practice Quillfeather Animal Clinic': [(B135_VET, c, True) for c in (
        'The clinic is closed on Sundays and is open for only four hours on Saturday mornings.',
        'Thursday is its longest day, running from 7:30 in the morning to 7:30 in the evening.',
        'Visits are by appointment only, and the clinic is wheelchair accessible.',
        "Dr. Anneliese Okoro has treated one reviewer's beagle since he was a puppy, some six years.",
        'A reviewer paid $105 to board two guinea pigs for seven nights.',
        'A one-star reviewer was charged the full $78 exam fee even though a vet tech, not a doctor, saw the cat.',
        'Rated 3.5 stars on 96 reviews, the clinic is listed under both Veterinarians and Pet Boarding.',
    )] + [(B135_VET, c, False) for c in (
        'The clinic is open until 7:30 p.m. on Fridays.',
        'Dr. Marcus Fenwick sees exotics and small mammals on Saturdays.',
        'The X-ray showed that the sock the beagle swallowed was still in his stomach.',
        'Dr. Anneliese Okoro owns the clinic and is its senior veterinarian.',
        'The 24-hour hospital in Granton that the clinic refers emergencies to is 20 minutes away.',
        'Boarding at the clinic costs $15 per night for each animal.',
        'The 55-minute wait one reviewer had was caused by an emergency surgery.',
    )],
    'launderette Suds & Sundry Laundromat': [(B135_LAUNDRY, c, True) for c in (
        'From Monday to Friday it is open from 6 a.m. until 11 p.m.',
        'Weekend hours are shorter, with a 10 p.m. close on Saturday and an 8 p.m. close on Sunday.',
        'A regular top-loader wash went up by 50 cents in September, from $3.25 to $3.75.',
        'Going by one review, the smallest wash-and-fold order costs $18.50.',
        'One reviewer counted 42 machines in all, 24 washers and 18 dryers.',
        'The laundromat has free Wi-Fi, is wheelchair accessible and offers street parking.',
        'At 25 cents per six minutes, a full hour in a dryer costs $2.50.',
    )] + [(B135_LAUNDRY, c, False) for c in (
        'The 60-pound front-loaders cost $9.50 a cycle and can fit two king duvets.',
        "A reviewer's wash-and-fold order was ready within the promised 24 hours.",
        'The laundromat has its own parking lot for customers.',
        'The card reader on the change machine had been broken for two weeks running.',
        'A reviewer found it more expensive than the place on Harbor Street.',
        'Suds & Sundry opens at 6 a.m. every day of the week.',
        'Attendant Rosalind is in charge of the wash-and-fold service.',
    )],
    'tattoo studio Ironwillow Tattoo Collective': [(B135_TATTOO, c, True) for c in (
        'The studio is closed on both Sundays and Mondays.',
        'On Saturdays it opens at 11 a.m., an hour earlier than on Tuesday through Friday.',
        "One reviewer's koi half sleeve took about 12 hours of work with Tamsin Varga, spread over three sessions.",
        "At Tamsin Varga's $180 hourly rate, a four-hour session comes to $720 before any deposit is deducted.",
        'Friday afternoons are set aside for walk-ins, who are seen in order of arrival.',
        'Garage parking is validated, although one reviewer noted the validation lasts only two hours.',
        'The piercer Priya has 11 years of experience, and the studio uses only implant-grade titanium.',
    )] + [(B135_TATTOO, c, False) for c in (
        'The studio stays open until 10 p.m. on Thursdays.',
        'A reviewer waited about half an hour for a Friday walk-in slot.',
        'The $100 deposit for a tattoo is non-refundable.',
        'The shop minimum for a tattoo is $65.',
        "Joaquin Reyes tattooed a small script piece on the reviewer's ankle.",
        'The $65 price of a septum piercing includes the titanium jewelry.',
        'Tamsin Varga specializes in Japanese-style tattoos such as koi sleeves.',
    )],
    'pizza restaurant Vecchio Forno Pizzeria': [(B135_PIZZA, c, True) for c in (
        'The listing marks Vecchio Forno as no longer open.',
        'On Fridays and Saturdays it opened at 11:30 a.m. and stayed open until 11 p.m.',
        'It was closed on Tuesdays, and on Mondays, Wednesdays and Thursdays it served only from 4 to 9 p.m.',
        "The owner's grandfather brought the pizzeria's dough recipe over from Naples in 1952.",
        "A reviewer's fennel sausage and hot honey pepperoni pizzas came to $34 together.",
        'The pizzeria served beer and wine, took no reservations and was listed as good for kids.',
        "One reviewer's delivery to a house two miles away took 70 minutes and arrived lukewarm.",
    )] + [(B135_PIZZA, c, False) for c in (
        'Pizzas were offered in 12-inch and 16-inch sizes.',
        'The Margherita was baked in about 90 seconds in a gas-fired oven.',
        'A reviewer waited 35 minutes for a table on a Saturday evening.',
        'The pizzeria offered outdoor seating.',
        'It opened at noon on Saturdays.',
        'The beer list had six imported taps.',
        'Vecchio Forno closed permanently in 2020 because of the pandemic.',
    )],
}
