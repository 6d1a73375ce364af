"""Probe batch 146, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
six made-up business listing records in the JSON form of a review site's data dump, each followed by nothing else
(the context is the JSON text alone), and the sentences of overviews a language model wrote of them."""

from __future__ import annotations

B146_FIRSTDOC = (
    '{\n'
    '    "business_id": "kQ7vR2mXp9LzT4wNbY1aHc",\n'
    '    "name": "Suds & Spin Laundromat",\n'
    '    "address": "1418 Halvorsen Ave",\n'
    '    "city": "Marrowfield",\n'
    '    "state": "OR",\n'
    '    "postal_code": "97341",\n'
    '    "categories": "Laundromat, Dry Cleaning & Laundry, Local Services, Laundry Services",\n'
    '    "hours": {\n'
    '        "Monday": "6:0-22:0",\n'
    '        "Tuesday": "6:0-22:0",\n'
    '        "Wednesday": "6:0-22:0",\n'
    '        "Thursday": "6:0-22:0",\n'
    '        "Friday": "6:0-23:0",\n'
    '        "Saturday": "7:0-23:0",\n'
    '        "Sunday": "7:0-20:0"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "BusinessAcceptsCreditCards": "True",\n'
    '        "WiFi": "u\'free\'",\n'
    '        "BikeParking": "True",\n'
    '        "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '        "WheelchairAccessible": "True",\n'
    '        "RestaurantsPriceRange2": "1",\n'
    '        "ByAppointmentOnly": "False",\n'
    '        "DogsAllowed": "False"\n'
    '    },\n'
    '    "stars": 3.5,\n'
    '    "review_count": 87,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2023-03-14 19:42:10",\n'
    '            "text": "Cleanest laundromat in Marrowfield, hands down. They swapped the old top-loaders for '
    '30 new front-loaders last spring and every machine now takes cards, so no more hunting for quarters. A '
    'double load cost me $6.50 to wash and drying ran about $2 for 40 minutes. The attendant, Rosalind, even '
    'helped me get a stain out of my son\'s jersey."\n'
    '        },\n'
    '        {\n'
    '            "stars": 2,\n'
    '            "date": "2023-08-02 21:15:33",\n'
    '            "text": "Came in on a Friday night around 9 and four of the twelve big dryers had \'out of '
    'order\' signs taped on them. Waited almost 35 minutes for one to free up. The wash-and-fold service is '
    'decent, $1.60 a pound with a 10-pound minimum, but the free Wi-Fi kept dropping and the change machine ate '
    'a five-dollar bill. Two stars because the staff refunded me."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2024-01-20 08:05:47",\n'
    '            "text": "I come early on Sunday mornings when it opens at 7 and usually have the place to '
    'myself. Wash-and-fold went up to $1.75 a pound this year but next-day pickup is still reliable. There\'s '
    'lot parking out back plus street spots, and a bike rack by the door. Dryers are fixed now. Only complaint: '
    'no seating outside and dogs aren\'t allowed, even small ones."\n'
    '        }\n'
    '    ]\n'
    '}'
)

B146_SECONDDOC = (
    '{\n'
    '    "business_id": "Xp3nWq8bTz0LrV6cKe2MdA",\n'
    '    "name": "Baan Kaew Thai Kitchen",\n'
    '    "address": "207 Lindqvist St",\n'
    '    "city": "Pellham Falls",\n'
    '    "state": "WI",\n'
    '    "postal_code": "53177",\n'
    '    "categories": "Thai, Restaurants, Noodles, Vegetarian",\n'
    '    "hours": {\n'
    '        "Tuesday": "11:30-21:0",\n'
    '        "Wednesday": "11:30-21:0",\n'
    '        "Thursday": "11:30-21:0",\n'
    '        "Friday": "11:30-22:0",\n'
    '        "Saturday": "12:0-22:0",\n'
    '        "Sunday": "12:0-20:30"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "RestaurantsTakeOut": "True",\n'
    '        "RestaurantsDelivery": "False",\n'
    '        "RestaurantsReservations": "True",\n'
    '        "RestaurantsPriceRange2": "2",\n'
    '        "Alcohol": "u\'beer_and_wine\'",\n'
    '        "NoiseLevel": "u\'average\'",\n'
    '        "RestaurantsAttire": "\'casual\'",\n'
    '        "OutdoorSeating": "False",\n'
    '        "GoodForKids": "True",\n'
    '        "WiFi": "u\'no\'",\n'
    '        "RestaurantsGoodForGroups": "True",\n'
    '        "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '        "Ambience": "{\'romantic\': False, \'intimate\': False, \'classy\': False, \'hipster\': False, '
    '\'touristy\': False, \'trendy\': False, \'upscale\': False, \'casual\': True}"\n'
    '    },\n'
    '    "stars": 4.5,\n'
    '    "review_count": 312,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2022-11-05 20:11:02",\n'
    '            "text": "Chef Malee Sutham has been cooking here since the place opened in 2014 and it shows. '
    'The khao soi is the best I\'ve had outside Chiang Mai, and the green curry comes at five spice levels; '
    'level 4 had me sweating. Pad see ew was $14.95. They only serve beer and wine, a short list, but the Singha '
    'is cold. Booked a table for eight on a Saturday with no trouble."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2023-06-17 13:40:55",\n'
    '            "text": "Lunch specials run Tuesday through Friday until 3 pm: an entree with rice and a spring '
    'roll for $11.50. Portions are generous. Docked a star because they don\'t deliver, so I had to drive over '
    'for takeout, and street parking on Lindqvist is tight at noon. Staff were patient with my kids, who happily '
    'ate the mild chicken satay."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2024-02-09 19:22:18",\n'
    '            "text": "Solid as ever, though prices have crept up: the pad see ew is now $16.50. The dining '
    'room is casual and moderately loud, not a date spot. No Wi-Fi, which I honestly liked. The mango sticky '
    'rice is only available from April to August, so I missed out. Still our go-to Thai place, and it\'s closed '
    'Mondays, so plan accordingly."\n'
    '        }\n'
    '    ]\n'
    '}'
)

B146_THIRDDOC = (
    '{\n'
    '    "business_id": "mR5tYh1QvB8eNs4JwZ7cPo",\n'
    '    "name": "Kestrel Ridge Animal Hospital",\n'
    '    "address": "88 Tamsin Rd, Ste 4",\n'
    '    "city": "Brockhaven",\n'
    '    "state": "NC",\n'
    '    "postal_code": "27519",\n'
    '    "categories": "Veterinarians, Pets, Pet Services, Pet Boarding",\n'
    '    "hours": {\n'
    '        "Monday": "7:30-18:0",\n'
    '        "Tuesday": "7:30-18:0",\n'
    '        "Wednesday": "7:30-19:30",\n'
    '        "Thursday": "7:30-18:0",\n'
    '        "Friday": "7:30-17:0",\n'
    '        "Saturday": "8:0-12:0"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "BusinessAcceptsCreditCards": "True",\n'
    '        "ByAppointmentOnly": "True",\n'
    '        "WheelchairAccessible": "True",\n'
    '        "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '        "AcceptsInsurance": "False",\n'
    '        "DogsAllowed": "True",\n'
    '        "BikeParking": "False"\n'
    '    },\n'
    '    "stars": 4.0,\n'
    '    "review_count": 146,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2021-09-28 10:14:39",\n'
    '            "text": "Dr. Anneliese Varga has seen our two cats for six years and she is unhurried and '
    'thorough. When Biscuit needed a dental cleaning with three extractions, the estimate was $680 and the final '
    'bill came in at $645. They called twice after the procedure to check on him. Booking online is easy, and '
    'they send reminders for vaccines."\n'
    '        },\n'
    '        {\n'
    '            "stars": 2,\n'
    '            "date": "2022-12-03 16:48:20",\n'
    '            "text": "They\'re appointment-only, which I understand, but when my beagle ate a sock on a '
    'Saturday afternoon they had already closed at noon and sent us to the emergency hospital in Carlow, 25 '
    'minutes away. The exam fee is now $72. Front desk was kind, but I wish they had some walk-in slots."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2024-04-11 12:03:57",\n'
    '            "text": "Dr. Tobias Erkens did our puppy\'s second round of shots and microchipping. The exam '
    'fee has gone up to $78, which stings, and they don\'t take pet insurance directly, so you pay up front and '
    'claim it yourself. But the staff are great with nervous dogs, and the late Wednesday hours until 7:30 help '
    'working people like me."\n'
    '        }\n'
    '    ]\n'
    '}'
)

B146_FOURTHDOC = (
    '{\n'
    '    "business_id": "Fj9aLc2UoW6yHd3RkM0sTe",\n'
    '    "name": "Lotus & Lantern Yoga Collective",\n'
    '    "address": "3302 Orchard Row, Floor 2",\n'
    '    "city": "Wexley Bay",\n'
    '    "state": "ME",\n'
    '    "postal_code": "04163",\n'
    '    "categories": "Yoga, Fitness & Instruction, Active Life, Meditation Centers",\n'
    '    "hours": {\n'
    '        "Monday": "6:0-21:0",\n'
    '        "Tuesday": "6:0-21:0",\n'
    '        "Wednesday": "6:0-21:0",\n'
    '        "Thursday": "6:0-21:0",\n'
    '        "Friday": "6:0-19:0",\n'
    '        "Saturday": "8:0-14:0",\n'
    '        "Sunday": "9:0-13:0"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "BusinessAcceptsCreditCards": "True",\n'
    '        "ByAppointmentOnly": "False",\n'
    '        "GoodForKids": "False",\n'
    '        "WheelchairAccessible": "False",\n'
    '        "BikeParking": "True",\n'
    '        "BusinessParking": "{\'garage\': True, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '        "RestaurantsPriceRange2": "3",\n'
    '        "WiFi": "u\'free\'"\n'
    '    },\n'
    '    "stars": 4.5,\n'
    '    "review_count": 58,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2023-01-09 07:55:12",\n'
    '            "text": "Owner Priya Halloran opened this second-floor studio in 2017 after teaching in '
    'Portland for a decade. The new-student deal is $45 for 30 days unlimited, which I used to try vinyasa, yin '
    'and the Thursday candlelit restorative class. Mats and blocks are free to borrow. Heads up: there\'s no '
    'elevator, just two flights of stairs."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2023-07-22 11:30:41",\n'
    '            "text": "Drop-ins are $24, or $190 for a ten-class pack that expires after six months. '
    'Saturday\'s 9 am hot flow is packed, so arrive 15 minutes early. The room is heated to about 95 degrees for '
    'that one only. I\'d give five stars but the showers are tiny and there are just two of them for classes of '
    'up to 30 people."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2024-05-03 18:20:09",\n'
    '            "text": "Monthly unlimited membership is now $155, up from $140 last year, which is a lot for '
    'Wexley Bay. The teachers are excellent though, especially Marcus Delacroix in the 6 am sunrise classes. '
    'Sunday is a short day, mornings only, mostly gentle and meditation sessions. I park in the municipal garage '
    'on Fern Street, two minutes away."\n'
    '        }\n'
    '    ]\n'
    '}'
)

B146_FIFTHDOC = (
    '{\n'
    '    "business_id": "Wd4gPz7NxE1bQo9VmC5rKu",\n'
    '    "name": "Brightwater Hand Car Wash & Detail",\n'
    '    "address": "5120 Ferrante Blvd",\n'
    '    "city": "Sable Junction",\n'
    '    "state": "AZ",\n'
    '    "postal_code": "85942",\n'
    '    "categories": "Car Wash, Auto Detailing, Automotive",\n'
    '    "hours": {\n'
    '        "Monday": "8:0-18:0",\n'
    '        "Tuesday": "8:0-18:0",\n'
    '        "Wednesday": "8:0-18:0",\n'
    '        "Thursday": "8:0-18:0",\n'
    '        "Friday": "8:0-18:0",\n'
    '        "Saturday": "7:0-18:0",\n'
    '        "Sunday": "9:0-16:0"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "BusinessAcceptsCreditCards": "True",\n'
    '        "ByAppointmentOnly": "False",\n'
    '        "BusinessAcceptsBitcoin": "False",\n'
    '        "WheelchairAccessible": "True",\n'
    '        "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '        "RestaurantsPriceRange2": "2"\n'
    '    },\n'
    '    "stars": 3.5,\n'
    '    "review_count": 204,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2022-04-18 15:02:33",\n'
    '            "text": "Basic hand wash for my sedan was $28 and took about 25 minutes, including tire shine. '
    'Owner Esteban Quiroga walked the line checking every car before handing keys back. SUVs and trucks are $8 '
    'extra. They have a shaded waiting area with free coffee, and the full interior detail is $165 if you book a '
    'day ahead."\n'
    '        },\n'
    '        {\n'
    '            "stars": 1,\n'
    '            "date": "2023-07-30 12:47:18",\n'
    '            "text": "Went on a Sunday at 1 pm and waited an hour and forty minutes because only three '
    'washers were working. Then they left water spots all over the hood and missed the rear bumper. When I '
    'pointed it out, the crew re-dried the hood but said bumpers aren\'t part of the basic package. Cash tips '
    'only, which nobody mentioned up front."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2024-03-12 09:36:50",\n'
    '            "text": "Much better since they added a second wash bay last fall; my Tuesday morning wait was '
    'under ten minutes. Basic hand wash is now $32 for a sedan. The monthly unlimited plan at $59 pays for '
    'itself if you come twice. They don\'t do ceramic coating anymore, only wax and clay bar. Credit cards '
    'accepted for everything except tips."\n'
    '        }\n'
    '    ]\n'
    '}'
)

B146_SIXTHDOC = (
    '{\n'
    '    "business_id": "Hs8kVb3TqA5nLx2GyR6wJi",\n'
    '    "name": "The Dog-Eared Quire",\n'
    '    "address": "14 Mercer Lane",\n'
    '    "city": "Holloway Springs",\n'
    '    "state": "VT",\n'
    '    "postal_code": "05671",\n'
    '    "categories": "Bookstores, Books, Mags, Music & Video, Used, Vintage & Consignment, Shopping",\n'
    '    "hours": {\n'
    '        "Wednesday": "11:0-18:0",\n'
    '        "Thursday": "11:0-18:0",\n'
    '        "Friday": "11:0-20:0",\n'
    '        "Saturday": "10:0-18:0",\n'
    '        "Sunday": "12:0-17:0"\n'
    '    },\n'
    '    "attributes": {\n'
    '        "BusinessAcceptsCreditCards": "True",\n'
    '        "RestaurantsPriceRange2": "1",\n'
    '        "WheelchairAccessible": "False",\n'
    '        "DogsAllowed": "True",\n'
    '        "BikeParking": "True",\n'
    '        "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '        "WiFi": "u\'no\'"\n'
    '    },\n'
    '    "stars": 4.5,\n'
    '    "review_count": 121,\n'
    '    "is_open": 1,\n'
    '    "reviews": [\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2021-10-23 14:25:16",\n'
    '            "text": "Over 40,000 used books crammed into three floors of an old grain store. Owner '
    'Cornelius Abernathy has run it since 1998 and knows where nearly everything is. Paperbacks are mostly $3 to '
    '$6. Trade-in policy: you get store credit for a quarter of the cover price, or cash for 15 percent. The '
    'shop cat, Marginalia, sleeps in the poetry section."\n'
    '        },\n'
    '        {\n'
    '            "stars": 4,\n'
    '            "date": "2023-02-11 16:10:03",\n'
    '            "text": "Wonderful rare books room upstairs, though it\'s only open on Saturdays and you have '
    'to ask at the counter. I found a 1952 first edition of a local birding guide for $85. Narrow stairs, so '
    'it\'s not accessible for wheelchairs, and the top floor gets chilly in winter. They let me bring my terrier '
    'in on a leash."\n'
    '        },\n'
    '        {\n'
    '            "stars": 5,\n'
    '            "date": "2024-06-29 17:44:51",\n'
    '            "text": "Now open until 8 on Fridays, with a poetry reading on the first Friday of each month. '
    'Cornelius\'s niece, Odette, handles the online orders, which ship within two business days. Trade-ins are '
    'capped at 20 books per visit now. Street parking only on Mercer Lane, but there\'s a bike rack right '
    'outside. Still closed Mondays and Tuesdays."\n'
    '        }\n'
    '    ]\n'
    '}'
)

BATCHES_146 = {
    'launderette': [(B146_FIRSTDOC, c, True) for c in (
        'Suds & Spin Laundromat opens at 6 a.m. on weekdays and at 7 a.m. on Saturdays and Sundays.',
        'On Fridays and Saturdays it stays open until 11 p.m., an hour later than it closes Monday through '
        'Thursday.',
        'The launderette is open every day of the week, and its shortest day is Sunday, at 13 hours.',
        'Customers get free Wi-Fi, and the business takes credit cards.',
        'Between the August 2023 review and the January 2024 review, the wash-and-fold rate rose by 15 cents a '
        'pound.',
        'At the rate quoted in August 2023, the smallest wash-and-fold order allowed by the minimum came to $16.',
        'Parking is available both in a lot and on the street, but there is no garage, valet or validated parking.',
    )] + [(B146_FIRSTDOC, c, False) for c in (
        'Suds & Spin Laundromat opens at 6 a.m. every day of the week.',
        'One reviewer reported that four of the ten big dryers were out of order on a Friday night.',
        'The attendant, Rosalind, helped a reviewer get a stain out of her daughter\'s jersey.',
        'Small dogs are allowed inside the launderette.',
        'The wash-and-fold service offers reliable same-day pickup.',
        'The laundromat replaced its old top-loaders with 30 front-loaders last spring because of frequent '
        'breakdowns.',
        'It is the highest-rated laundromat in Marrowfield, with 3.5 stars from 87 reviews.',
    )],
    'thai restaurant': [(B146_SECONDDOC, c, True) for c in (
        'Baan Kaew Thai Kitchen is closed on Mondays and open the other six days of the week.',
        'On Fridays and Saturdays it serves until 10 p.m., while on Sundays it closes at 8:30 p.m.',
        'The pad see ew cost $1.55 more in the February 2024 review than in the November 2022 one.',
        'Malee Sutham has been the chef there ever since the restaurant opened its doors in 2014.',
        'The restaurant does takeout but not delivery, and it takes reservations.',
        'Its alcohol offering is limited to beer and wine, and there is no outdoor seating.',
        'Weekday lunch specials, offered Tuesday to Friday until 3 p.m., pair an entree with rice and a spring '
        'roll for $11.50.',
    )] + [(B146_SECONDDOC, c, False) for c in (
        'Baan Kaew Thai Kitchen opens at 11:30 a.m. on every day that it is open.',
        'The green curry is offered at four spice levels.',
        'Lunch specials are available Tuesday through Saturday until 3 pm.',
        'A reviewer booked a table for eight on a Friday with no trouble.',
        'The mango sticky rice is only available from April to September.',
        'Chef Malee Sutham trained in Chiang Mai before opening the restaurant in 2014.',
        'Reviewers describe the dining room as quiet, making it a good date spot.',
    )],
    'veterinary clinic': [(B146_THIRDDOC, c, True) for c in (
        'Kestrel Ridge Animal Hospital is open six days a week and closed on Sundays.',
        'On Saturdays the clinic is open for just four hours, from 8 a.m. until noon.',
        'Its latest weekday closing is Wednesday at 7:30 p.m., while Friday has the earliest weekday close, at 5 '
        'p.m.',
        'Biscuit\'s dental cleaning with three extractions came in $35 under the $680 estimate.',
        'The exam fee rose by $6 between the December 2022 review and the April 2024 review.',
        'By one reviewer\'s account, Dr. Anneliese Varga had been caring for their two cats since about 2015.',
        'Visits are by appointment only, and the clinic does not accept insurance directly.',
    )] + [(B146_THIRDDOC, c, False) for c in (
        'Kestrel Ridge Animal Hospital stays open until 7:30 p.m. on Wednesdays and Thursdays.',
        'When Biscuit needed a dental cleaning with three extractions, the final bill came in above the $680 '
        'estimate.',
        'The clinic keeps walk-in slots for urgent cases on Saturday afternoons.',
        'After the clinic had closed, a reviewer\'s beagle was sent to the emergency hospital in Carlow, 15 '
        'minutes away.',
        'Dr. Tobias Erkens spayed the reviewer\'s puppy during its second round of shots.',
        'The clinic offers pet boarding for stays of up to two weeks.',
        'The beagle owner gave the clinic two stars because the exam fee had risen to $72.',
    )],
    'yoga studio': [(B146_FOURTHDOC, c, True) for c in (
        'Lotus & Lantern Yoga Collective is open every day, with its longest hours, 15 a day, from Monday to '
        'Thursday.',
        'On Sundays the studio opens for only four hours, from 9 a.m. to 1 p.m.',
        'With the ten-class pack, each class works out to $19, five dollars less than a drop-in.',
        'The monthly unlimited membership went up by $15 to reach $155.',
        'Before opening the studio in 2017, Priya Halloran spent about ten years teaching in Portland.',
        'The studio is not wheelchair accessible, and a reviewer warns that there is no elevator, only two flights '
        'of stairs.',
        'According to a reviewer, the Saturday 9 a.m. hot flow is the only class heated, to around 95 degrees.',
    )] + [(B146_FOURTHDOC, c, False) for c in (
        'The new-student deal offers 30 days of unlimited classes for $40.',
        'Ten-class packs cost $190 and expire after a year.',
        'Marcus Delacroix teaches the Thursday candlelit restorative class.',
        'The studio has four showers for classes of up to 30 people.',
        'Mats and blocks can be rented at the studio for a small fee.',
        'The studio offers validated parking in the municipal garage on Fern Street.',
        'Sunday sessions at the studio are mostly hot flow classes.',
    )],
    'hand car wash Brightwater': [(B146_FIFTHDOC, c, True) for c in (
        'Brightwater Hand Car Wash & Detail opens earliest on Saturdays, at 7 a.m., and closes at 6 p.m. every day '
        'except Sunday.',
        'On Sundays it is open for seven hours, from 9 a.m. to 4 p.m.',
        'The basic sedan hand wash went up by $4 between the April 2022 review and the March 2024 review.',
        'At the 2022 prices a reviewer gave, a basic hand wash for an SUV or truck would have come to $36.',
        'One reviewer waited an hour and forty minutes on a Sunday afternoon when just three washers were on duty.',
        'Tips can only be given in cash, although cards are accepted for the services.',
        'A reviewer writing in March 2024 said a second wash bay had been added the previous fall, cutting a '
        'Tuesday morning wait to under ten minutes.',
    )] + [(B146_FIFTHDOC, c, False) for c in (
        'Brightwater Hand Car Wash & Detail is closed on Sundays.',
        'The full interior detail costs $165 and can be booked on the same day.',
        'Owner Esteban Quiroga personally washes every car before handing the keys back.',
        'The monthly unlimited plan costs $69 and pays for itself after two visits.',
        'The car wash still offers ceramic coating alongside wax and clay bar treatments.',
        'The crew re-dried both the hood and the rear bumper after the reviewer complained.',
        'The basic hand wash package includes tire shine and an interior vacuum.',
    )],
    'second-hand bookshop The Dog-Eared Quire': [(B146_SIXTHDOC, c, True) for c in (
        'The Dog-Eared Quire is open five days a week, from Wednesday through Sunday.',
        'Friday is its longest day, with the shop open nine hours, until 8 p.m.',
        'When the October 2021 review was written, Cornelius Abernathy had been running the shop for some 23 years.',
        'People trading in books can take store credit worth 25% of the cover price or cash worth 15%.',
        'The upstairs rare books room opens only on Saturdays, and customers must ask at the counter to see it.',
        'One customer found a first edition of a local birding guide from 1952, priced at $85.',
        'Dogs are welcome, and one reviewer brought a terrier in on a leash.',
    )] + [(B146_SIXTHDOC, c, False) for c in (
        'The Dog-Eared Quire is closed on Mondays and Wednesdays.',
        'Customers trading in books receive store credit worth 15 percent of the cover price.',
        'The shop cat, Marginalia, sleeps in the rare books room.',
        'Cornelius Abernathy\'s daughter, Odette, handles the online orders.',
        'A poetry reading is held at the shop every Friday evening.',
        'The shop holds over 40,000 used books across four floors of an old grain store.',
        'Trade-ins have been capped at 20 books per visit because of limited shelf space.',
    )],
}
