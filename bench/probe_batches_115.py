"""Probe batch 115, written by a helper agent that saw neither the code nor an earlier probe (session 57), \
on six structured business records and the overviews a language model writes of them."""
from __future__ import annotations

B115_BIKE = (
    '{\n'
    '  "business_id": "sPk7wQ2rT9xLmB4cVn8aZe",\n'
    '  "name": "Spokewright Cycles & Cafe",\n'
    '  "address": "418 Tamsin Ave",\n'
    '  "city": "Larkford",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97381",\n'
    '  "latitude": 44.91273,\n'
    '  "longitude": -122.84519,\n'
    '  "stars": 4.5,\n'
    '  "review_count": 137,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "WiFi": "u\'free\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "BikeParking": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "NoiseLevel": "u\'average\'",\n'
    '    "RestaurantsTakeOut": "True"\n'
    '  },\n'
    '  "categories": "Bike Repair/Maintenance, Bikes, Coffee & Tea, Cafes, Shopping",\n'
    '  "hours": {\n'
    '    "Tuesday": "7:30-18:0",\n'
    '    "Wednesday": "7:30-18:0",\n'
    '    "Thursday": "7:30-18:0",\n'
    '    "Friday": "7:30-18:0",\n'
    '    "Saturday": "8:0-17:0",\n'
    '    "Sunday": "9:0-15:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-06-12",\n'
    '      "text": "Brought my gravel bike in with a creaking bottom bracket and Odile had it sorted before I '
    'finished my cortado. The mechanics explain everything without talking down to you, and the cardamom bun at '
    'the counter is dangerously good. Sitting on the patio watching them work on the stand is my new Saturday '
    'ritual."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2022-03-03",\n'
    '      "text": "Great coffee and a friendly crew, but the tune-up took four days instead of the two they '
    'quoted, which left me without my commuter for most of the week. Prices for parts felt fair. The wifi is free '
    'and fast enough that I ended up working from a corner table while I waited."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-01-21",\n'
    '      "text": "The cafe side is lovely, but the shop gets very crowded on weekend mornings and it was hard to '
    "get anyone's attention to ask about helmets. Once I did, the advice was solid. Wish they had more than two "
    'tables inside; everyone ends up squeezed together near the espresso machine."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B115_PLUMBER = (
    '{\n'
    '  "business_id": "bV3nPq8LmW2xRt6YzK0dHa",\n'
    '  "name": "Brannock & Vell Plumbing",\n'
    '  "address": "2290 Quillmore Rd, Suite 4",\n'
    '  "city": "Cedar Hollow",\n'
    '  "state": "AZ",\n'
    '  "postal_code": "85392",\n'
    '  "latitude": 33.48261,\n'
    '  "longitude": -112.39174,\n'
    '  "stars": 3.5,\n'
    '  "review_count": 48,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False, '
    '\'valet\': False}"\n'
    '  },\n'
    '  "categories": "Plumbing, Water Heater Installation/Repair, Home Services, Contractors",\n'
    '  "hours": {\n'
    '    "Monday": "7:0-17:0",\n'
    '    "Tuesday": "7:0-17:0",\n'
    '    "Wednesday": "7:0-17:0",\n'
    '    "Thursday": "7:0-17:0",\n'
    '    "Friday": "7:0-17:0",\n'
    '    "Saturday": "8:0-12:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-08-09",\n'
    '      "text": "Our water heater died on a Friday evening and Brannock & Vell had a technician named Corwin at '
    'the house by eight the next morning. He showed us the corroded anode, gave a written quote before starting, '
    'and had the new tank running by noon. Not cheap, but honest and tidy."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2023-02-14",\n'
    '      "text": "Booked a drain cleaning for a Tuesday window of nine to eleven and nobody showed until almost '
    'two. No call to let us know. The work itself seemed fine and the clog has not come back, but I took an unpaid '
    'half day for this and the office was pretty dismissive when I complained."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-07-30",\n'
    '      "text": "Needed a leaking shutoff valve under the kitchen sink replaced. Scheduling was easy over the '
    'phone, the plumber wore shoe covers, and the price matched the quote exactly. Took one star off because they '
    'charge a trip fee even when the job is small, which they did disclose upfront."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B115_TACO = (
    '{\n'
    '  "business_id": "tC9hRz4KpQ1mNx7LwB5vGs",\n'
    '  "name": "La Chispa Rodante",\n'
    '  "address": "900 Fenwick St",\n'
    '  "city": "Port Averill",\n'
    '  "state": "TX",\n'
    '  "postal_code": "77591",\n'
    '  "latitude": 29.38815,\n'
    '  "longitude": -94.90237,\n'
    '  "stars": 4.0,\n'
    '  "review_count": 212,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "BusinessAcceptsCreditCards": "False",\n'
    '    "Alcohol": "u\'none\'",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "RestaurantsGoodForGroups": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': True, \'validated\': False, \'valet\': '
    'False}",\n'
    '    "NoiseLevel": "u\'loud\'"\n'
    '  },\n'
    '  "categories": "Food Trucks, Mexican, Tacos",\n'
    '  "hours": {\n'
    '    "Tuesday": "11:0-21:0",\n'
    '    "Wednesday": "11:0-21:0",\n'
    '    "Thursday": "11:0-21:0",\n'
    '    "Friday": "11:0-2:0",\n'
    '    "Saturday": "11:0-2:0",\n'
    '    "Sunday": "12:0-18:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-10-01",\n'
    '      "text": "The al pastor here is carved straight off the trompo and tucked into handmade tortillas that '
    'are still puffing when they hit the plate. Three tacos and a tamarind agua fresca came to under ten dollars. '
    'Bring cash, because they do not take cards, and expect a line after the bars close on Fridays."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-04-18",\n'
    '      "text": "Solid birria tacos with a rich consomme for dipping. There are a few picnic tables beside the '
    'truck but they fill up fast at lunch. Only complaint is the salsa verde, which was far too salty the day I '
    'went. Still, friendly service and quick even with a crowd."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-09-05",\n'
    '      "text": "Tacos were tasty but the wait was over thirty minutes on a Saturday night, and they had run '
    'out of carnitas by ten. The guy at the window was apologetic. Parking is easy since there is a lot right '
    'behind the truck, but it is loud out there with the music from the bar next door."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B115_PETS = (
    '{\n'
    '  "business_id": "pW6sKd2YtR8nLq3MxV1cJf",\n'
    '  "name": "Whiskerly Provisions",\n'
    '  "address": "75 Marrowby Plaza",\n'
    '  "city": "Glenhaven",\n'
    '  "state": "PA",\n'
    '  "postal_code": "19457",\n'
    '  "latitude": 40.20718,\n'
    '  "longitude": -75.58864,\n'
    '  "stars": 4.0,\n'
    '  "review_count": 89,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "DogsAllowed": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "3"\n'
    '  },\n'
    '  "categories": "Pet Stores, Pet Groomers, Pets, Pet Services",\n'
    '  "hours": {\n'
    '    "Monday": "9:0-20:0",\n'
    '    "Tuesday": "9:0-20:0",\n'
    '    "Wednesday": "9:0-20:0",\n'
    '    "Thursday": "9:0-20:0",\n'
    '    "Friday": "9:0-20:0",\n'
    '    "Saturday": "9:0-20:0",\n'
    '    "Sunday": "10:0-17:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-11-20",\n'
    '      "text": "Staff here actually know their stuff. Marisol spent twenty minutes helping me pick a '
    'grain-free food for my diabetic cat and even printed a feeding chart. The grooming room in back did a lovely '
    'job on our terrier too. Prices are higher than the big chains but the advice is worth it."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2022-05-07",\n'
    '      "text": "Dropped off my poodle for a groom at ten and was told she would be ready by one. I got the '
    'call at half past four. The cut looked nice, but no one could tell me why it took so long, and I was still '
    'charged the full rate with no apology."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-03-12",\n'
    '      "text": "Wide selection of raw and freeze-dried foods that I cannot find anywhere else in Glenhaven, '
    'plus a self-serve dog wash station. Easy to park in the lot out front. The bird and reptile section is tiny, '
    'so I still have to order crickets online, but for dogs and cats this is my go-to."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B115_WINEBAR = (
    '{\n'
    '  "business_id": "wR2bTx9MqL5vKn8PzH4sYd",\n'
    '  "name": "Velloria Wine Room",\n'
    '  "address": "12 Ostrander Lane",\n'
    '  "city": "Miravale",\n'
    '  "state": "CA",\n'
    '  "postal_code": "95418",\n'
    '  "latitude": 38.51942,\n'
    '  "longitude": -122.47308,\n'
    '  "stars": 4.5,\n'
    '  "review_count": 64,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "NoiseLevel": "u\'quiet\'",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "HappyHour": "True",\n'
    '    "GoodForKids": "False",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': True, \'lot\': False, \'validated\': False, \'valet\': '
    'False}",\n'
    '    "Ambience": "{\'romantic\': True, \'intimate\': True, \'classy\': True, \'hipster\': False, \'touristy\': '
    'False, \'trendy\': False, \'upscale\': False, \'divey\': False, \'casual\': False}"\n'
    '  },\n'
    '  "categories": "Wine Bars, Tapas/Small Plates, Bars, Nightlife",\n'
    '  "hours": {\n'
    '    "Wednesday": "16:0-22:0",\n'
    '    "Thursday": "16:0-22:0",\n'
    '    "Friday": "16:0-23:30",\n'
    '    "Saturday": "14:0-23:30",\n'
    '    "Sunday": "14:0-20:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-02-11",\n'
    '      "text": "Came for a quiet anniversary drink and stayed for three hours. The staff poured us tastes of a '
    'skin-contact white from the Tellaro valley before we committed to a bottle, and the whipped ricotta with '
    'charred figs was the best thing we ate all month. Intimate without feeling stuffy. Book ahead on weekends."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2022-09-23",\n'
    '      "text": "Excellent by-the-glass list that changes weekly, and happy hour pours are a real bargain. The '
    'small plates are delicious but genuinely small; we ordered six and still grabbed dinner afterward. Service '
    'was attentive though a little slow once the room filled up around eight."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-05-06",\n'
    '      "text": "Beautiful room and a thoughtful wine list, but I found it overpriced for the portions. '
    'Fourteen dollars for four crostini is a stretch. Our server was very knowledgeable about the wines. Note '
    'there are no cocktails at all, just wine and a couple of bottled beers."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B115_MUSIC = (
    '{\n'
    '  "business_id": "mA8cLv3QwN6rTy1KpZ9xBe",\n'
    '  "name": "Tamberlin Music Academy",\n'
    '  "address": "340 Corvell Street, Floor 2",\n'
    '  "city": "Ashmere",\n'
    '  "state": "MA",\n'
    '  "postal_code": "01784",\n'
    '  "latitude": 42.43157,\n'
    '  "longitude": -71.36092,\n'
    '  "stars": 4.5,\n'
    '  "review_count": 31,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False, '
    '\'valet\': False}",\n'
    '    "WiFi": "u\'free\'"\n'
    '  },\n'
    '  "categories": "Musical Instruction, Education, Specialty Schools, Performing Arts",\n'
    '  "hours": {\n'
    '    "Monday": "14:0-21:0",\n'
    '    "Tuesday": "14:0-21:0",\n'
    '    "Wednesday": "14:0-21:0",\n'
    '    "Thursday": "14:0-21:0",\n'
    '    "Friday": "14:0-19:0",\n'
    '    "Saturday": "9:0-16:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-09-14",\n'
    '      "text": "Both of my kids take piano here with Ms. Ondrasek, and the change in a single year has been '
    'remarkable. She sends short practice notes home after every lesson and the spring recital was well organized '
    'and welcoming. Scheduling make-up lessons has always been painless."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-12-02",\n'
    '      "text": "I started cello at forty-six and was nervous about being the only adult beginner. Teacher '
    'Hollis Fenn was patient and funny and never made me feel silly. Lessons are thirty or forty-five minutes, and '
    'the studios are clean and well soundproofed. Worth every penny."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-06-19",\n'
    '      "text": "Good teachers, but the building has no elevator and the studios are up a steep flight of '
    'stairs, which is tough for my father who takes guitar. Parking is street only and fills up after school lets '
    'out. The front desk also lost our payment record once, which took two weeks to sort out."\n'
    '    }\n'
    '  ]\n'
    '}'
)


BATCHES_115: dict[str, list[tuple[str, str, bool]]] = {
    'bike shop with cafe listing': [(B115_BIKE, c, True) for c in (
        'Spokewright Cycles & Cafe is categorized as a bike shop and a cafe, also handling bike repair and '
        'maintenance.',
        'It falls under the categories of coffee and tea, cafes and shopping.',
        'The shop is closed on Mondays and opens at 7:30am Tuesday through Friday.',
        'On Sundays it keeps short hours, from 9am to 3pm.',
        'It offers free WiFi and outdoor seating, and parking is on the street only.',
        'With a 4.5-star rating from 137 reviews, it is a moderately priced spot that also welcomes dogs.',
        'One reviewer praised the coffee but said a tune-up took twice as long as quoted, and another found the '
        'shop crowded on weekend mornings.',
    )] + [(B115_BIKE, c, False) for c in (
        'It is categorized as a bike shop and a bakery, with a cafe on site.',
        'The listing files it under bikes, cafes and bike rentals.',
        'On Saturdays it stays open until 6pm.',
        'There is a private parking lot for customers.',
        'Reviewers generally complain that it is hard to get the attention of staff in the shop.',
        'Reviewers agree that tune-ups are always finished within the quoted time.',
        'It holds a 4-star rating across 137 reviews.',
    )],
    'plumbing contractor listing': [(B115_PLUMBER, c, True) for c in (
        'Brannock & Vell Plumbing is classified as a plumbing business, also installing and repairing water '
        'heaters.',
        'The listing files it under home services and contractors.',
        'It works by appointment only and accepts credit cards.',
        'It is open from 7am to 5pm on weekdays, keeps a shorter Saturday schedule ending at noon, and is closed '
        'on Sundays.',
        'The business holds a 3.5-star rating from 48 reviews.',
        'One reviewer called a next-morning water heater replacement honest and tidy, while another said the '
        'plumber showed up hours after the booked window for a drain cleaning.',
        'A reviewer who had a shutoff valve replaced said the final price matched the quote, though a trip fee '
        'applies even to small jobs.',
    )] + [(B115_PLUMBER, c, False) for c in (
        'It is categorized as plumbing and HVAC, handling water heater repairs as well.',
        'It falls under the categories of plumbing, contractors and drain cleaning services.',
        'It is open on Saturdays until 5pm.',
        'Walk-in customers are welcome without an appointment.',
        'Founded in 1998, the family-run company serves Cedar Hollow and nearby towns.',
        'Reviewers praise the office staff for how they handle complaints.',
        'It has 84 reviews with an average of 3.5 stars.',
    )],
    'taco truck listing': [(B115_TACO, c, True) for c in (
        'La Chispa Rodante is categorized as a food truck and a Mexican spot, specializing in tacos.',
        'Listed under food trucks, it serves Mexican food such as al pastor and birria tacos.',
        'It is closed on Mondays and stays open until 2am on Friday and Saturday nights.',
        'The truck is cash only and inexpensive: for one reviewer, three tacos and a drink came to under ten '
        'dollars.',
        'It offers takeout and outdoor seating but no delivery, and has no WiFi.',
        'On Sundays it opens at noon and closes at 6pm.',
        'It has a 4-star rating across 212 reviews; one reviewer found the salsa verde too salty and another '
        'waited over half an hour on a Saturday night.',
    )] + [(B115_TACO, c, False) for c in (
        'It is classified as a food truck, a Mexican restaurant and a caterer.',
        'The listing files it under tacos, food trucks and street vendors.',
        'It accepts credit cards, so there is no need to bring cash.',
        'On Thursdays it stays open until 2am.',
        'Parking is limited to the street, as there is no lot nearby.',
        'Reviewers praise the salsa verde as perfectly seasoned.',
        'Its menu features fish tacos alongside the al pastor.',
    )],
    'pet supply store listing': [(B115_PETS, c, True) for c in (
        'Whiskerly Provisions falls under the categories of pet stores, pet groomers and pet services.',
        'It is categorized as a pet store that also offers grooming.',
        'The store is open seven days a week, from 9am to 8pm Monday through Saturday and 10am to 5pm on Sunday.',
        'It has its own parking lot, is wheelchair accessible, and allows dogs inside.',
        'Rated 4 stars from 89 reviews, it sits at a higher price level, and one reviewer noted it costs more than '
        'the big chains.',
        'One customer got a poodle back three and a half hours later than promised and was still charged full '
        'price.',
        'A reviewer praised its range of raw and freeze-dried foods but found the bird and reptile section small.',
    )] + [(B115_PETS, c, False) for c in (
        'It is classified as a pet store and a veterinarian, offering grooming as well.',
        'Listed under pet stores, it also falls under the pet training category.',
        'It closes at 8pm on Sundays.',
        'It is an inexpensive store with prices below the big chains.',
        'Reviewers say the grooming is always ready on time.',
        'The store opened in 2015 and is family owned.',
        'Reviewers in general complain that grooming appointments run late.',
    )],
    'wine bar with small plates listing': [(B115_WINEBAR, c, True) for c in (
        'Velloria Wine Room is categorized as a wine bar and a small-plates spot.',
        'The listing files it under bars and nightlife, serving wine alongside small plates.',
        'It is closed on Mondays and Tuesdays and opens at 4pm Wednesday through Friday.',
        'It stays open until 11:30pm on Fridays and Saturdays, and on Sundays it closes at 8pm.',
        'It takes reservations, has a happy hour, and offers no outdoor seating.',
        'This pricey, quiet spot is not aimed at kids, and guests can park in a garage or on the street.',
        'Reviewers praise the wine list, though one considered it overpriced for the portions and another said '
        'service slowed once the room got busy.',
    )] + [(B115_WINEBAR, c, False) for c in (
        'It is classified as a wine bar and an Italian restaurant, serving small plates.',
        'It falls under the categories of wine bars, cocktail bars and nightlife.',
        'It is open five days a week, starting at 2pm on Fridays.',
        'It offers a patio for outdoor seating.',
        'Reviewers agree that the portions are generous for the price.',
        'It holds a 4-star average across 64 reviews.',
        'Its signature dish is a charcuterie board made with meats cured in-house.',
    )],
    'music school listing': [(B115_MUSIC, c, True) for c in (
        'Tamberlin Music Academy is categorized as musical instruction and education, offering lessons in piano, '
        'cello and guitar.',
        'It falls under the categories of specialty schools and performing arts.',
        'It is closed on Sundays, opens at 2pm on weekdays, and opens at 9am on Saturdays.',
        'Lessons are by appointment only, and the school is good for kids.',
        "It is not wheelchair accessible, which fits one reviewer's note that the studios are up a steep flight of "
        'stairs with no elevator.',
        'Parking is on the street only, and free WiFi is available.',
        'It holds a 4.5-star rating from 31 reviews; two reviewers gave five stars praising the teachers, and a '
        'third gave three stars citing the stairs and a lost payment record.',
    )] + [(B115_MUSIC, c, False) for c in (
        'It is classified as a music school and a musical instruments store.',
        'The listing files it under musical instruction, education and dance studios.',
        'On Fridays it stays open until 9pm.',
        'The building has an elevator, making the studios easy to reach.',
        'Each lesson lasts a full hour.',
        'Reviewers say the front desk handles payments flawlessly.',
        'Reviewers generally find parking difficult near the school.',
    )],
}
