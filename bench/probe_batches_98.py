"""Probe batch 98, written by a helper agent that saw neither the code nor an earlier probe (session 56), \
on six structured business records and the overviews a language model writes of them."""
from __future__ import annotations

B98_BAKERY = """{
  "name": "Crumbwell & Finch Bakehouse",
  "address": "214 Larkspur Avenue",
  "city": "Fennick",
  "state": "OR",
  "postal_code": "97533",
  "categories": "Bakeries, Coffee & Tea, Breakfast & Brunch, Food",
  "hours": {
    "Tuesday": "6:30-15:0",
    "Wednesday": "6:30-15:0",
    "Thursday": "6:30-15:0",
    "Friday": "6:30-15:0",
    "Saturday": "7:0-16:0",
    "Sunday": "7:0-13:0"
  },
  "attributes": {
    "WiFi": "u'free'",
    "OutdoorSeating": "True",
    "RestaurantsPriceRange2": "1",
    "BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': True, 'valet': False}",
    "NoiseLevel": "u'average'",
    "RestaurantsTakeOut": "True",
    "RestaurantsDelivery": "False",
    "DogsAllowed": "True"
  },
  "stars": 4.0,
  "review_count": 187,
  "is_open": 1,
  "reviews": [
    {"stars": 5, "date": "2023-03-11", "text": "Stopped in on a Saturday morning and the cardamom knots were \
still warm from the oven. The flat white was smooth and not bitter at all. There is a small patio out front where \
I sat with my dog, and the staff brought her a water bowl without being asked. Prices are low for the quality. \
Will be back."},
    {"stars": 3, "date": "2023-07-02", "text": "The pastries are excellent, especially the rye sourdough, but the \
line on Sunday was out the door and moved slowly. By the time I reached the counter at noon they had sold out of \
croissants. Seating inside is very limited, so we ended up taking our coffee to go. Good bakery, just go early."},
    {"stars": 4, "date": "2024-01-19", "text": "Reliable spot to work for a couple of hours on a weekday. The wifi \
is free and fast, and nobody rushed me. The chai was a bit too sweet for my taste, but the almond morning bun made \
up for it. Wish they opened on Mondays, which is my day off."}
  ]
}"""

B98_BIKE = """{
  "name": "Spokewright Cycle Works",
  "address": "88 Tillman Street",
  "city": "Brannock Springs",
  "state": "CO",
  "postal_code": "80917",
  "categories": "Bike Repair/Maintenance, Bikes, Sporting Goods, Shopping",
  "hours": {
    "Tuesday": "10:0-18:0",
    "Wednesday": "10:0-18:0",
    "Thursday": "10:0-20:0",
    "Friday": "10:0-18:0",
    "Saturday": "9:0-17:0"
  },
  "attributes": {
    "BusinessAcceptsCreditCards": "True",
    "BikeParking": "True",
    "ByAppointmentOnly": "False",
    "RestaurantsPriceRange2": "2",
    "BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}",
    "WheelchairAccessible": "True"
  },
  "stars": 4.0,
  "review_count": 63,
  "is_open": 1,
  "reviews": [
    {"stars": 5, "date": "2022-05-14", "text": "Brought in my commuter with a bent rear wheel and a slipping \
chain. Dario trued the wheel while I waited and replaced the chain the same afternoon. He explained every charge \
before doing the work and even showed me how to check chain wear myself. Fair price, no upselling, and the bike \
rides better than when it was new."},
    {"stars": 2, "date": "2023-04-08", "text": "Dropped off my road bike for a full tune-up and was told it would \
take three days. It took nine, and I had to call twice to find out what was happening. The work itself was fine \
once it was done, but the communication was poor. Spring is clearly their busy season, so plan ahead."},
    {"stars": 4, "date": "2024-02-22", "text": "Small shop with a good stock of tubes, tires and cables, and the \
mechanics know their stuff. They fitted new hydraulic brake pads on my mountain bike in about twenty minutes. \
Parking in the lot out back is easy. Knocked off a star only because Thursday is the only evening they stay open \
late."}
  ]
}"""

B98_TATTOO = """{
  "name": "Inkhollow Tattoo Collective",
  "address": "1403 Marrow Lane, Suite B",
  "city": "Pell Harbor",
  "state": "WA",
  "postal_code": "98377",
  "categories": "Tattoo, Piercing, Beauty & Spas",
  "hours": {
    "Tuesday": "12:0-20:0",
    "Wednesday": "12:0-20:0",
    "Thursday": "12:0-20:0",
    "Friday": "12:0-22:0",
    "Saturday": "11:0-22:0"
  },
  "attributes": {
    "ByAppointmentOnly": "True",
    "BusinessAcceptsCreditCards": "True",
    "WheelchairAccessible": "False",
    "RestaurantsPriceRange2": "3",
    "BusinessParking": "{'garage': True, 'street': True, 'validated': False, 'lot': False, 'valet': False}",
    "WiFi": "u'no'",
    "DogsAllowed": "False"
  },
  "stars": 4.5,
  "review_count": 212,
  "is_open": 1,
  "reviews": [
    {"stars": 5, "date": "2023-09-03", "text": "Got my first tattoo here, a fine-line sparrow on my wrist, with an \
artist named Wren Calloway. She redrew the stencil twice until it was exactly right and talked me through every \
step, which calmed my nerves. The studio is spotless and the aftercare sheet was clear. Pricey, but worth every \
cent."},
    {"stars": 3, "date": "2024-03-16", "text": "The artwork on my forearm piece is beautiful and healed well, no \
complaints there. My issue was booking: the earliest slot with the artist I wanted was almost four months out, and \
they require a nonrefundable deposit. Also note the studio is up a flight of stairs, so it is hard to reach if you \
have mobility problems."},
    {"stars": 5, "date": "2024-06-28", "text": "Came in on a Friday evening for a small septum piercing after \
calling ahead, and was done in fifteen minutes. The piercer checked my ID, explained the jewelry options and was \
very gentle. I parked in the garage across the street, which was easy. Friendly crew, relaxed music, and a very \
clean space."}
  ]
}"""

B98_LAUNDRY = """{
  "name": "Sudsbury Lane Laundromat",
  "address": "5120 Quillon Road",
  "city": "Marlow Ridge",
  "state": "OH",
  "postal_code": "44671",
  "categories": "Laundromat, Laundry Services, Local Services",
  "hours": {
    "Monday": "6:0-22:0",
    "Tuesday": "6:0-22:0",
    "Wednesday": "6:0-22:0",
    "Thursday": "6:0-22:0",
    "Friday": "6:0-22:0",
    "Saturday": "6:0-22:0",
    "Sunday": "8:0-20:0"
  },
  "attributes": {
    "WiFi": "u'free'",
    "BusinessAcceptsCreditCards": "True",
    "WheelchairAccessible": "True",
    "BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}",
    "BikeParking": "False",
    "RestaurantsPriceRange2": "1"
  },
  "stars": 3.5,
  "review_count": 41,
  "is_open": 1,
  "reviews": [
    {"stars": 4, "date": "2023-02-05", "text": "Clean, bright and the machines actually work, which is more than \
I can say for the other laundromats nearby. The large front loaders fit a king-size comforter easily. Machines take \
cards or the app, so no need for quarters. Only downside is that the dryers run a little hot, so watch delicate \
items."},
    {"stars": 2, "date": "2023-10-21", "text": "Went on a Sunday evening and three of the dryers were out of \
order, so I waited almost forty minutes for one to free up. There was no attendant on site to ask about a refund \
when a washer ate my money. The place was clean enough, but the Sunday crowd makes it stressful."},
    {"stars": 4, "date": "2024-05-30", "text": "Handy early opening: I can start a load at six before work and \
pick it up on my way back. The free wifi is decent enough to stream while you wait, and there are plenty of folding \
tables. Parking in the lot is never a problem. It would be five stars with a vending machine for detergent."}
  ]
}"""

B98_YOGA = """{
  "name": "Tamsin Hollow Yoga",
  "address": "37 Orchard Quay",
  "city": "Wexmoor",
  "state": "VT",
  "postal_code": "05688",
  "categories": "Yoga, Fitness & Instruction, Meditation Centers, Active Life",
  "hours": {
    "Monday": "6:30-21:0",
    "Tuesday": "6:30-21:0",
    "Wednesday": "6:30-21:0",
    "Thursday": "6:30-21:0",
    "Friday": "6:30-19:0",
    "Saturday": "8:0-14:0",
    "Sunday": "9:0-12:0"
  },
  "attributes": {
    "GoodForKids": "False",
    "BusinessAcceptsCreditCards": "True",
    "ByAppointmentOnly": "False",
    "WheelchairAccessible": "True",
    "BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': False, 'valet': False}",
    "BikeParking": "True",
    "RestaurantsPriceRange2": "2",
    "WiFi": "u'no'"
  },
  "stars": 5.0,
  "review_count": 96,
  "is_open": 1,
  "reviews": [
    {"stars": 5, "date": "2023-02-12", "text": "I joined in January after years of meaning to try yoga, and the \
beginner series with Odile was perfect. Classes are small, she learns everyone's name, and she offers modifications \
for stiff backs like mine. Mats and blocks are provided, so you only need to bring water. The intro month pass is \
good value."},
    {"stars": 5, "date": "2023-11-30", "text": "The 6:30 sunrise flow before work has become the best part of my \
week. The room is warm, quiet and smells faintly of cedar, and the instructors keep to time so I am never late for \
the office. Booking through their website is simple, and I have never found a class full."},
    {"stars": 4, "date": "2024-04-14", "text": "Lovely teachers and a calm space, but the changing room is tiny \
and there is only one shower, so there is often a queue after the evening classes. Street parking can be tight at \
6pm; I now cycle and use the bike rack. Drop-in classes are a bit expensive compared with buying a ten-class card."}
  ]
}"""

B98_CHIPPY = """{
  "name": "The Gullwing Chippy",
  "address": "9 Brackwater Parade",
  "city": "Port Ellery",
  "state": "NS",
  "postal_code": "B0J 2K0",
  "categories": "Fish & Chips, Seafood, Restaurants, British",
  "hours": {
    "Tuesday": "11:30-20:0",
    "Wednesday": "11:30-20:0",
    "Thursday": "11:30-20:0",
    "Friday": "11:30-21:30",
    "Saturday": "11:30-21:30",
    "Sunday": "12:0-19:0"
  },
  "attributes": {
    "RestaurantsTakeOut": "True",
    "RestaurantsDelivery": "False",
    "OutdoorSeating": "False",
    "RestaurantsPriceRange2": "2",
    "Alcohol": "u'beer_and_wine'",
    "NoiseLevel": "u'loud'",
    "GoodForKids": "True",
    "RestaurantsReservations": "False",
    "WiFi": "u'no'",
    "BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}"
  },
  "stars": 4.0,
  "review_count": 318,
  "is_open": 1,
  "reviews": [
    {"stars": 5, "date": "2022-08-19", "text": "Proper fish and chips: the haddock was flaky, the batter light and \
crisp, and the chips were thick cut and not greasy. We ate in on a Friday night and it was loud and packed, but \
service was quick. They have a couple of local beers on tap too. The mushy peas were the only letdown, a bit \
bland."},
    {"stars": 3, "date": "2023-06-11", "text": "Good food but expensive for what it is: two cod suppers and drinks \
came to almost fifty dollars. The portions are generous, so maybe share one. Seating is cramped and there is \
nowhere to sit outside, which is a shame on a sunny day by the harbour. Takeaway is probably the better option \
here."},
    {"stars": 4, "date": "2024-02-03", "text": "Brought the kids on a Sunday afternoon and they loved the small \
fish bites from the children's menu. Staff were patient with our noisy table. We tried to book ahead for a birthday \
group but they do not take reservations, so arrive early on weekends. Solid chippy, and the tartar sauce is made \
in house."}
  ]
}"""

BATCHES_98: dict[str, list[tuple[str, str, bool]]] = {
    'bakery and coffee shop listing': [(B98_BAKERY, c, True) for c in (
        'Crumbwell & Finch Bakehouse is a bakery and coffee shop in Fennick, Oregon, that is closed on Mondays.',
        'From Tuesday through Friday it opens at 6:30am and closes at 3pm.',
        'On Sundays it keeps short hours, from 7am until 1pm.',
        'An inexpensive spot with free WiFi and outdoor seating; parking is available both on the street and '
        'in a lot.',
        'It holds a 4-star rating across 187 reviews and is currently open for business.',
        'It is open six days a week and offers takeout but not delivery.',
        'Reviewers praise the baked goods, though one found the Sunday queue slow and another thought the chai '
        'too sweet.',
    )] + [(B98_BAKERY, c, False) for c in (
        'The bakery offers delivery as well as takeout.',
        'On Saturdays it closes at 3pm.',
        'The bakery was founded in 2009 by a former pastry chef.',
        'Reviewers generally complain that the chai is too sweet.',
        'One reviewer appreciated the roomy indoor seating.',
        'It has a 4.5-star average from 187 reviews.',
        'It is listed as a bakery, coffee shop and juice bar.',
    )],
    'bicycle repair shop listing': [(B98_BIKE, c, True) for c in (
        'Spokewright Cycle Works, a bike repair shop in Brannock Springs, Colorado, is closed on Sundays and '
        'Mondays.',
        'It stays open until 8pm on Thursdays; on Tuesdays, Wednesdays and Fridays it closes at 6pm.',
        'Saturday hours run from 9am to 5pm.',
        'The shop has its own parking lot, accepts credit cards and is wheelchair accessible.',
        'Rated 4 stars from 63 reviews, it is moderately priced and does not require an appointment.',
        'One reviewer praised a mechanic named Dario for explaining every charge up front, while another '
        'complained that a tune-up took nine days instead of three.',
        'It is open five days a week, Tuesday through Saturday.',
    )] + [(B98_BIKE, c, False) for c in (
        'It opens at 9am on Tuesdays.',
        'Customers need to book an appointment before bringing a bike in.',
        'The shop also rents out bikes by the day.',
        'Reviewers report long waits and poor communication about repairs.',
        'One reviewer said the shop kept them well informed during a nine-day tune-up.',
        'It has 4 stars from 36 reviews.',
        'Customers have to rely on street parking, as the shop has no lot.',
    )],
    'tattoo studio listing': [(B98_TATTOO, c, True) for c in (
        'Inkhollow Tattoo Collective is a tattoo and piercing studio in Pell Harbor, Washington, open Tuesday '
        'through Saturday.',
        'It opens at noon from Tuesday to Friday and an hour earlier, at 11am, on Saturdays.',
        'It stays open until 10pm on Fridays and Saturdays but closes at 8pm Tuesday through Thursday.',
        'Work is by appointment only, and the studio sits at the pricier end of the scale.',
        'There is no WiFi, dogs are not allowed, and the studio is not wheelchair accessible.',
        'Customers can park on the street or in a garage, and the studio holds 4.5 stars from 212 reviews.',
        'Reviewers highlight how clean the studio is, though one was frustrated by a wait of nearly four months '
        'for a slot with their chosen artist.',
    )] + [(B98_TATTOO, c, False) for c in (
        'The studio accepts walk-ins without an appointment.',
        'It is open until 10pm on Thursdays.',
        'The studio offers free touch-ups within the first year after a tattoo.',
        'Reviewers complain that the studio is hard to reach because of its stairs.',
        'One reviewer was pleased at how quickly they could get a slot with their preferred artist.',
        'Although well reviewed, the studio is marked in the listing as permanently closed.',
        'It is listed under tattoo, piercing and art gallery categories.',
    )],
    'self-service launderette listing': [(B98_LAUNDRY, c, True) for c in (
        'Sudsbury Lane Laundromat is a self-service laundromat in Marlow Ridge, Ohio, open seven days a week.',
        'From Monday to Saturday it opens at 6am and closes at 10pm.',
        'On Sundays the hours are shorter, running from 8am to 8pm.',
        'It is inexpensive, takes credit cards, offers free WiFi and has a parking lot.',
        'The listing shows 3.5 stars from 41 reviews and notes that it is wheelchair accessible but has no '
        'bike parking.',
        'One reviewer liked that the big front-loading washers could take a king-size comforter, but warned that '
        'the dryers run hot.',
        'A Sunday evening visitor found three dryers out of order and no attendant on site.',
    )] + [(B98_LAUNDRY, c, False) for c in (
        'On Sundays it opens at 6am, just like the rest of the week.',
        'There is bike parking out front for customers who cycle.',
        'An attendant offers a drop-off wash-and-fold service.',
        'Reviewers say the dryers are often out of order.',
        'One reviewer praised the handy detergent vending machine.',
        'It holds 3.5 stars from 14 reviews.',
        'It is listed as a laundromat that also does dry cleaning.',
    )],
    'yoga studio listing': [(B98_YOGA, c, True) for c in (
        'Tamsin Hollow Yoga is a yoga studio in Wexmoor, Vermont, that is also listed under meditation centers.',
        'It opens at 6:30am every weekday, Monday through Friday.',
        'Classes run until 9pm Monday to Thursday, but the studio closes at 7pm on Fridays.',
        'Weekend hours are short: 8am to 2pm on Saturday and 9am to noon on Sunday.',
        'It has a perfect five-star rating from 96 reviews, and parking is on the street only.',
        'The studio is wheelchair accessible, has bike parking, takes credit cards and is not marked as good '
        'for kids.',
        'Reviewers like the teachers and the calm atmosphere, though one said the single shower means queues '
        'after evening classes.',
    )] + [(B98_YOGA, c, False) for c in (
        'On Saturdays the studio is open until 9pm.',
        'Free WiFi is available to members.',
        'The studio was founded in 2015 and has since grown to three locations.',
        'Reviewers find drop-in classes expensive.',
        'One reviewer said there is never a queue for the shower after evening classes.',
        'It is a budget studio at the lowest price level.',
        'Reviewers note that mats are not provided, so you must bring your own.',
    )],
    'fish and chip shop listing': [(B98_CHIPPY, c, True) for c in (
        'The Gullwing Chippy is a fish and chip restaurant in Port Ellery, Nova Scotia, that is closed on '
        'Mondays.',
        'It opens at 11:30am from Tuesday to Saturday and stays open until 9:30pm on Fridays and Saturdays.',
        'On Sundays it opens at noon and closes at 7pm.',
        'A moderately priced, loud spot that serves beer and wine, offers takeout but no delivery, and has no '
        'outdoor seating.',
        'It does not take reservations, is good for kids, and has a 4-star rating from 318 reviews.',
        'Reviewers praise the food, though one found it expensive for what it is and suggested sharing the '
        'generous portions.',
        'One reviewer enjoyed the light, crisp batter on the haddock but thought the mushy peas were bland.',
    )] + [(B98_CHIPPY, c, False) for c in (
        'It is open until 9:30pm on Thursdays.',
        'Diners can eat outside on a patio overlooking the harbour.',
        'The shop has been run by the same family since 1962.',
        'Reviewers find the restaurant overpriced.',
        'One reviewer singled out the mushy peas as the highlight of the meal.',
        'Its average rating is 4.5 stars from 318 reviews.',
        'It is listed as both a fish and chip shop and a pub.',
    )],
}
