"""Probe batch 131, written by a helper agent that saw neither the code nor an earlier probe (session 59), on six
made-up business listing records in the JSON form of a review site's data dump, each followed by nothing
else (the context is the JSON text alone), and the sentences of overviews a language model wrote of them."""

from __future__ import annotations

B131_INDIAN = (
    '{\n'
    '  "business_id": "kQ3vT9xLmP2aR8sW1nYb0C",\n'
    '  "name": "Saffron Lantern Takeaway",\n'
    '  "address": "412 Harrow Mill Road",\n'
    '  "city": "Eastbrook",\n'
    '  "state": "PA",\n'
    '  "postal_code": "19388",\n'
    '  "categories": "Indian, Restaurants, Food Delivery Services, Vegetarian",\n'
    '  "hours": {\n'
    '    "Tuesday": "16:0-22:0",\n'
    '    "Wednesday": "16:0-22:0",\n'
    '    "Thursday": "16:0-22:0",\n'
    '    "Friday": "16:0-23:30",\n'
    '    "Saturday": "12:0-23:30",\n'
    '    "Sunday": "12:0-21:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "RestaurantsTableService": "False",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "Alcohol": "u\'none\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "Caters": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 187,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-03-11 19:42:08",\n'
    '      "text": "Ordered the lamb rogan josh, a garlic naan and the saag paneer for pickup on a Friday night. '
    'Ready in 20 minutes as promised, and the rogan josh had real depth. The owner, Priya, threw in a free mango '
    'lassi because it was our first order. At $38 for two with leftovers, it is the best value in Eastbrook. Only '
    'gripe: the parking lot out back is tiny, so I parked on the street."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2023-07-02 20:15:33",\n'
    '      "text": "Food is good but delivery was slow. Our order of chicken tikka masala and two samosas took 70 '
    'minutes on a Sunday even though the app quoted 40. The tikka masala was lukewarm on arrival and the rice was '
    'a little dry. Picking up in person is a different story; the counter staff are quick and friendly. I would '
    'order again, just not for delivery on weekends."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-01-19 18:05:51",\n'
    '      "text": "They added a lunch special since my last visit: a thali with two curries, dal, rice and a roti '
    'for $13.50, but only on Saturdays and Sundays before 3 pm. The chana masala is vegan and clearly labelled. No '
    'seating at all, just a bench by the door while you wait. Heat levels run hot, so order one step milder than '
    'usual."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B131_BOWLING = (
    '{\n'
    '  "business_id": "Zr7Hn2WcE5uJ0pKd9tLq4A",\n'
    '  "name": "Kingpin Hollow Lanes",\n'
    '  "address": "2250 Quarry Ridge Boulevard",\n'
    '  "city": "Millhaven",\n'
    '  "state": "OH",\n'
    '  "postal_code": "43977",\n'
    '  "categories": "Bowling, Active Life, Arcades, Bars, Nightlife",\n'
    '  "hours": {\n'
    '    "Monday": "16:0-22:0",\n'
    '    "Wednesday": "16:0-22:0",\n'
    '    "Thursday": "16:0-0:0",\n'
    '    "Friday": "12:0-1:0",\n'
    '    "Saturday": "10:0-1:0",\n'
    '    "Sunday": "10:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "GoodForKids": "True",\n'
    '    "Alcohol": "u\'full_bar\'",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "HasTV": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "GoodForDancing": "False",\n'
    '    "Smoking": "u\'no\'",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 264,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2022-11-05 21:30:12",\n'
    '      "text": "Booked two lanes for my son\'s 9th birthday and the party package was $229 for 12 kids: 90 '
    'minutes of bowling, shoe rental, two large pizzas and a pitcher of soda per lane. Bumpers went up without us '
    'asking. The party host, Dwayne, kept everything running on time. The pizza was forgettable, but the kids '
    'didn\'t care. Lanes 1 to 4 have the newer scoring screens."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2.0,\n'
    '      "date": "2023-04-14 23:48:40",\n'
    '      "text": "Friday cosmic bowling after 9 pm is $24 per person for unlimited games until close, which '
    "sounds great until you wait 50 minutes for a lane even with a reservation. Music is so loud you can't talk. "
    'The bar makes a decent old fashioned for $9, but half the arcade machines were out of order. Shoes smelled '
    'like they hadn\'t been sprayed."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-02-25 16:12:03",\n'
    '      "text": "Came on a Sunday morning for the $4.50-a-game early special, which runs until noon. The alley '
    'has 24 lanes and was barely a third full. Management replaced the old carpet last fall and the place looks '
    'much brighter. The arcade still only takes tokens, not cards. Staff let my dad use a ramp for his ball since '
    'he uses a wheelchair."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B131_FLORIST = (
    '{\n'
    '  "business_id": "pL8eXb4Ms1Gv6YcR0aTn3W",\n'
    '  "name": "Thistle & Fern Flower Studio",\n'
    '  "address": "87 Cobbler\'s Lane, Suite 2",\n'
    '  "city": "Ashgrove",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05691",\n'
    '  "categories": "Florists, Flowers & Gifts, Shopping, Event Planning & Services, Wedding Planning",\n'
    '  "hours": {\n'
    '    "Tuesday": "9:0-17:30",\n'
    '    "Wednesday": "9:0-17:30",\n'
    '    "Thursday": "9:0-17:30",\n'
    '    "Friday": "9:0-18:0",\n'
    '    "Saturday": "8:30-14:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BikeParking": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 58,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2021-06-20 10:04:55",\n'
    '      "text": "Ingrid and her team did the flowers for our wedding in May: a bridal bouquet, six bridesmaid '
    'posies and 14 table centrepieces, all in peonies and eucalyptus. The quote was $2,150 and the final bill '
    'matched it to the dollar. They delivered to the barn venue 40 minutes away at no extra charge because we '
    'spent over $2,000. Everything was still fresh at midnight."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2022-02-15 12:37:20",\n'
    '      "text": "Ordered a dozen red roses for Valentine\'s Day two weeks ahead. Same-day delivery within '
    "Ashgrove is normally $12, but they charge $20 during Valentine's week, which I only found out at checkout. "
    'The roses themselves were gorgeous and lasted nine days. Note the shop is up a flight of stairs with no lift, '
    'so call ahead if that\'s a problem."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-09-08 15:22:47",\n'
    '      "text": "Popped in on a Saturday at 1:30 and they were already packing up, though they still made me a '
    'small hand-tied bunch for $35. They now run a flower subscription: a fresh arrangement every other Friday for '
    '$60 a month. The shop dog, a greyhound called Basil, sleeps by the counter. Prices are higher than the '
    'supermarket but the quality is in another league."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B131_OPTICIAN = (
    '{\n'
    '  "business_id": "Jd5wQy7Fk2Nc9Bh1Vs6Ur0",\n'
    '  "name": "Clearwater Eyecare & Optical",\n'
    '  "address": "1900 Fenwick Avenue",\n'
    '  "city": "Larchmont Springs",\n'
    '  "state": "CO",\n'
    '  "postal_code": "80947",\n'
    '  "categories": "Optometrists, Eyewear & Opticians, Health & Medical, Shopping",\n'
    '  "hours": {\n'
    '    "Monday": "9:0-18:0",\n'
    '    "Tuesday": "9:0-18:0",\n'
    '    "Wednesday": "10:0-19:0",\n'
    '    "Thursday": "9:0-18:0",\n'
    '    "Friday": "9:0-17:0",\n'
    '    "Saturday": "9:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "AcceptsInsurance": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "BikeParking": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 3.0,\n'
    '  "review_count": 41,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2022-08-30 11:18:09",\n'
    '      "text": "Dr. Okafor did my comprehensive exam in about 35 minutes and explained every test. She found '
    'early signs of dry eye that my last optometrist missed. Exam was $95 without insurance. Frames start around '
    '$129 and go well past $400 for designer brands. My progressives were ready in eight business days, two sooner '
    'than quoted."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1.0,\n'
    '      "date": "2023-01-12 17:45:31",\n'
    '      "text": "Waited 45 minutes past my appointment time on a Wednesday evening. The front desk '
    'double-booked me and nobody apologised. When my glasses arrived, the prescription in the left lens was wrong '
    'and it took another two weeks to remake them. They did not charge for the remake, but I lost a lot of time. '
    'Dr. Okafor was great; the admin side is not."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3.0,\n'
    '      "date": "2024-05-03 09:51:14",\n'
    '      "text": "Contact lens fitting costs an extra $60 on top of the eye exam, which nobody mentioned when I '
    'booked. The optician, Marcus, was patient and helped me pick frames that suit a narrow face. They accept VSP '
    'and EyeMed, but not my Davis Vision plan. Parking in the shared lot is easy. Saturday slots book up about '
    'three weeks ahead."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B131_ROASTER = (
    '{\n'
    '  "business_id": "Tg0mVa3Lr8Pz5Ex2Hk7Cj1",\n'
    '  "name": "Ember & Husk Coffee Roasters",\n'
    '  "address": "36 Tannery Wharf",\n'
    '  "city": "Port Caddell",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97488",\n'
    '  "categories": "Coffee Roasteries, Coffee & Tea, Cafes, Food, Restaurants",\n'
    '  "hours": {\n'
    '    "Monday": "7:0-15:0",\n'
    '    "Tuesday": "7:0-15:0",\n'
    '    "Wednesday": "7:0-15:0",\n'
    '    "Thursday": "7:0-15:0",\n'
    '    "Friday": "7:0-16:0",\n'
    '    "Saturday": "8:0-16:0",\n'
    '    "Sunday": "8:0-14:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "WiFi": "u\'free\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "DogsAllowed": "True",\n'
    '    "BikeParking": "True",\n'
    '    "NoiseLevel": "u\'average\'",\n'
    '    "Ambience": "{\'romantic\': False, \'intimate\': False, \'classy\': False, \'hipster\': True, \'divey\': '
    'False, \'touristy\': False, \'trendy\': True, \'upscale\': False, \'casual\': True}",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 312,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-05-21 09:12:44",\n'
    '      "text": "They roast on site twice a week, Tuesdays and Fridays, in a 15-kilo Probat you can watch '
    'through a glass wall. The Ethiopian Guji pour-over was bright and berry-like, $5.75 a cup. Bags of beans are '
    '$17 for 340 grams, and they knock off a dollar if you bring your own jar. Croissants come from a bakery down '
    'the road."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2023-10-07 13:30:02",\n'
    '      "text": "Great espresso, but the cafe is tiny: eight seats inside and four small tables on the deck. On '
    'a Saturday I waited 15 minutes for a flat white. Laptops are banned on weekends, which I understand. The '
    'house blend, Driftwood, is a chocolatey medium roast and works well as a cortado. Staff clearly know their '
    'stuff."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4.0,\n'
    '      "date": "2024-03-16 10:48:19",\n'
    '      "text": "Took their two-hour home brewing class, $45 per person, run by head roaster Tomasz on the '
    'first Sunday of each month. We cupped five coffees and learned to dial in a grinder. Good value, though the '
    'class started 20 minutes late. The cafe closes early on Sundays, so grab beans before 2."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B131_BOXING = (
    '{\n'
    '  "business_id": "Xs4cNf9Ub6Ow1Ri8Ma2De5",\n'
    '  "name": "Iron Anvil Boxing Club",\n'
    '  "address": "510 Forge Street, Unit B",\n'
    '  "city": "Carrow Falls",\n'
    '  "state": "MI",\n'
    '  "postal_code": "49652",\n'
    '  "categories": "Boxing, Gyms, Fitness & Instruction, Active Life, Martial Arts",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-21:0",\n'
    '    "Tuesday": "6:0-21:0",\n'
    '    "Wednesday": "6:0-21:0",\n'
    '    "Thursday": "6:0-21:0",\n'
    '    "Friday": "6:0-19:0",\n'
    '    "Saturday": "9:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BikeParking": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '  },\n'
    '  "stars": 5.0,\n'
    '  "review_count": 96,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2022-09-14 20:02:37",\n'
    '      "text": "Coach Renata Vasquez boxed at national level for eight years before opening Iron Anvil in '
    '2016, and it shows. Membership is $119 a month for unlimited classes, or $20 for a drop-in. Your first class '
    'is free and they lend you gloves, but you need your own hand wraps. Beginners never spar; sparring is '
    'invite-only after at least three months."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2023-06-03 12:27:50",\n'
    '      "text": "I signed my 12-year-old up for the youth program, which runs Tuesdays and Thursdays at 4:30 '
    "for ages 10 to 15. It's $75 a month and they focus on footwork and discipline, not hitting each other. There "
    'are two rings and about 20 heavy bags. The locker rooms are basic and there\'s only one shower in each."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5.0,\n'
    '      "date": "2024-01-27 08:40:11",\n'
    '      "text": "The 6 am conditioning class is brutal in the best way: 45 minutes of rounds, skipping and '
    'core. Coach Deshawn runs it Monday, Wednesday and Friday. I lost 18 pounds between September and January. The '
    'Saturday open gym is included in membership. No air conditioning, so summer sessions are sweaty, but big fans '
    'help."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_131 = {
    'indian takeaway': [(B131_INDIAN, c, True) for c in (
        'It opens at 4 pm from Tuesday through Friday and at noon on Saturdays and Sundays.',
        'On both Friday and Saturday nights the takeaway stays open until 11:30 pm.',
        'Saffron Lantern offers takeout and delivery, but there is no table service.',
        "A Sunday delivery of chicken tikka masala and two samosas arrived half an hour later than the app's "
        'estimate.',
        'The takeaway has a four-star average from 187 reviews and is still operating.',
        'According to one reviewer, the weekend thali lunch special costs $13.50 and is only served before 3 pm.',
        'Customers can park on the street or in a lot, but there is no garage or valet parking.',
    )] + [(B131_INDIAN, c, False) for c in (
        'Saffron Lantern Takeaway opens at 4 pm every day except Monday.',
        'The owner, Priya, gave a first-time customer a free mango lassi and a free garlic naan.',
        'One reviewer said their Friday pickup order was ready in 40 minutes.',
        'The takeaway serves beer and wine with its curries.',
        'It sits at a price range of 3 on a scale of 1 to 4.',
        'The thali lunch special is available every day before 3 pm.',
        'Deliveries run slow because the takeaway relies on a third-party courier service.',
    )],
    'bowling alley': [(B131_BOWLING, c, True) for c in (
        'Kingpin Hollow Lanes is open six days a week, with Tuesday the only day it lists no hours.',
        'On Fridays and Saturdays the alley stays open until 1 am.',
        'A birthday party package for 12 children cost $229, or a little over $19 per child.',
        'The alley has a full bar and offers free Wi-Fi.',
        'One reviewer waited 50 minutes for a lane on a Friday night despite having booked ahead.',
        'The Sunday early special charges $4.50 per game and ends at noon.',
        'It averages 3.5 stars across 264 reviews, and the three reviews shown range from two to four stars.',
    )] + [(B131_BOWLING, c, False) for c in (
        'Friday cosmic bowling starts at 9 pm and costs $24 per lane for unlimited games.',
        "The alley's 24 lanes are all fitted with the newer scoring screens.",
        'The arcade machines at Kingpin Hollow Lanes take both tokens and cards.',
        'Kingpin Hollow Lanes opens at noon on Sundays.',
        'Dwayne, the party host, is the manager of the alley.',
        'Management replaced the old carpet last spring, and the place looks much brighter.',
        'The alley does not take reservations.',
    )],
    'florist': [(B131_FLORIST, c, True) for c in (
        'Thistle & Fern lists no hours for Sunday or Monday.',
        'On Saturdays the studio is open for five and a half hours, from 8:30 am to 2 pm.',
        "A couple's wedding flowers cost exactly the $2,150 they had been quoted.",
        'The wedding order included six posies for the bridesmaids and 14 centrepieces for the tables.',
        "Same-day delivery in Ashgrove usually costs $12, but it goes up by $8 during Valentine's week.",
        'The shop is not wheelchair accessible, and a reviewer notes it is up a flight of stairs with no lift.',
        'Thistle & Fern has a 4.5-star rating based on 58 reviews.',
    )] + [(B131_FLORIST, c, False) for c in (
        'Thistle & Fern stays open until 6 pm from Tuesday to Friday.',
        'The florist charged $40 to deliver the wedding flowers to the barn venue.',
        "The Valentine's roses lasted two weeks.",
        'The flower subscription brings a fresh arrangement every Friday for $60 a month.',
        'Thistle & Fern delivers free of charge on any order over $100.',
        'Ingrid founded Thistle & Fern Flower Studio.',
        'Customers can park in a lot behind the shop.',
    )],
    'optician': [(B131_OPTICIAN, c, True) for c in (
        'Clearwater stays open until 7 pm on Wednesdays, later than on any other day.',
        'The practice lists no Sunday hours and is open for just four hours on Saturday, from 9 am to 1 pm.',
        'Visits are by appointment only, and the practice accepts insurance.',
        "One reviewer's progressive lenses were ready two business days earlier than the ten they had been quoted.",
        'A reviewer says a contact lens fitting is charged at $60 on top of the eye exam.',
        'Even the one-star reviewer praised Dr. Okafor, blaming the administrative side instead.',
        'Clearwater Eyecare & Optical holds a three-star average over 41 reviews.',
    )] + [(B131_OPTICIAN, c, False) for c in (
        'Clearwater closes at 6 pm every weekday.',
        'Dr. Okafor spotted early signs of glaucoma that a previous optometrist had missed.',
        'According to a reviewer, frames at Clearwater start at around $95.',
        'The practice accepts VSP, EyeMed and Davis Vision insurance plans.',
        'One patient waited 45 minutes past their appointment time on a Saturday morning.',
        "Marcus is the practice's lead optometrist.",
        'Clearwater charged the patient for remaking the incorrect left lens.',
    )],
    'coffee roaster': [(B131_ROASTER, c, True) for c in (
        'Ember & Husk is open seven days a week, from 7 am on weekdays and from 8 am at weekends.',
        'Friday is its longest day, with nine hours of opening from 7 am to 4 pm.',
        'Beans are roasted on the premises twice weekly, on Tuesdays and Fridays.',
        'If you bring your own jar, a 340-gram bag of beans costs $16.',
        'The cafe has only eight seats inside, plus four small tables out on the deck.',
        'Head roaster Tomasz leads a two-hour home brewing class once a month for $45 per person.',
        'It offers free Wi-Fi and outdoor seating but does not deliver.',
    )] + [(B131_ROASTER, c, False) for c in (
        'Ember & Husk roasts its beans on site on Tuesdays and Thursdays.',
        'The croissants at Ember & Husk are baked in-house every morning.',
        'Laptops are banned in the cafe at all times.',
        'The home brewing class is held on the last Sunday of each month.',
        'The Driftwood house blend is a bright, berry-like light roast.',
        'The Ethiopian Guji pour-over costs $17 a cup.',
        'Ember & Husk buys all of its beans directly from farms in Ethiopia.',
    )],
    'boxing gym': [(B131_BOXING, c, True) for c in (
        'Iron Anvil Boxing Club lists no Sunday hours, and on Saturdays it is open only from 9 am to 1 pm.',
        'From Monday to Thursday the gym is open 15 hours a day, from 6 am until 9 pm.',
        'An unlimited membership costs $119 a month, while a single drop-in class is $20.',
        'Newcomers get their first class free and can borrow gloves, but they have to bring their own hand wraps.',
        'The youth program for 10- to 15-year-olds meets twice a week and costs $75 a month.',
        "All three of the reviews shown give five stars, in line with the club's 5.0 average over 96 reviews.",
        'A reviewer who attends the 6 am conditioning class says they lost 18 pounds between September and January.',
    )] + [(B131_BOXING, c, False) for c in (
        'At Iron Anvil, beginners may start sparring after their first month.',
        'Coach Renata Vasquez opened Iron Anvil Boxing Club in 2018.',
        'The gym has air conditioning as well as big fans for summer sessions.',
        'The youth program runs on Mondays and Wednesdays at 4:30.',
        'Coach Deshawn runs the 6 am conditioning class every weekday.',
        'Members pay an extra $20 for the Saturday open gym.',
        'Renata Vasquez won a national title during her eight years of competitive boxing.',
    )],
}
