"""Probe batch 124, written by a helper agent that saw neither the code nor an earlier probe (session 58), on six \
structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B124_TAVERNA = """{
    "name": "Taverna Pelagoula",
    "address": "418 Marrowind Ave",
    "city": "Tessaford",
    "state": "OR",
    "postal_code": "97841",
    "categories": "Greek, Mediterranean, Restaurants, Wine Bars",
    "hours": {
        "Tuesday": "16:0-22:0",
        "Wednesday": "16:0-22:0",
        "Thursday": "16:0-22:0",
        "Friday": "16:0-23:30",
        "Saturday": "12:0-23:30",
        "Sunday": "12:0-21:0"
    },
    "attributes": {
        "RestaurantsPriceRange2": "2",
        "OutdoorSeating": "True",
        "WiFi": "u'no'",
        "Alcohol": "u'beer_and_wine'",
        "RestaurantsReservations": "True",
        "RestaurantsTakeOut": "True",
        "RestaurantsDelivery": "False",
        "GoodForKids": "True",
        "BusinessParking": "{'garage': False, 'street': True, 'lot': True, 'validated': False, 'valet': False}",
        "NoiseLevel": "u'average'"
    },
    "stars": 4.5,
    "review_count": 212,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2023-06-14",
            "text": "The lamb kleftiko fell off the bone and the grilled octopus was smoky and tender. Our \
server, Dimela, talked us through the wine list and suggested a crisp white from a small island producer. We \
sat on the patio under the vines until closing. Portions are generous, so come hungry and share the meze \
platter."
        },
        {
            "stars": 4,
            "date": "2023-09-02",
            "text": "Lovely food and warm service, but it gets loud on Saturday nights when the long tables \
fill with parties. The spanakopita was flaky and the tzatziki tasted homemade. We waited about twenty minutes \
even with a reservation, which took the shine off a little. Still, the baklava at the end made up for it."
        },
        {
            "stars": 3,
            "date": "2024-01-20",
            "text": "I wanted to love this place. The moussaka was good but lukewarm in the middle, and the \
bill for two came to more than I expected for a neighborhood spot. Parking in the small lot behind the \
building was easy, though. The staff were friendly and apologized about the moussaka."
        }
    ]
}"""

B124_DENTAL = """{
    "name": "Orlenby Family Dental",
    "address": "2290 Quillan Road, Suite 140",
    "city": "Marsh Hollow",
    "state": "PA",
    "postal_code": "19377",
    "categories": "Dentists, General Dentistry, Cosmetic Dentists, Health & Medical",
    "hours": {
        "Monday": "8:0-17:0",
        "Tuesday": "8:0-17:0",
        "Wednesday": "10:0-19:0",
        "Thursday": "8:0-17:0",
        "Friday": "8:0-13:0"
    },
    "attributes": {
        "ByAppointmentOnly": "True",
        "AcceptsInsurance": "True",
        "WheelchairAccessible": "True",
        "BusinessAcceptsCreditCards": "True",
        "BusinessParking": "{'garage': False, 'street': False, 'lot': True, 'validated': False, 'valet': \
False}",
        "WiFi": "u'free'"
    },
    "stars": 4.0,
    "review_count": 87,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2022-11-08",
            "text": "Dr. Halvessen is the first dentist who has ever made me feel calm in the chair. She \
explained every step of my crown procedure and checked in constantly. The hygienist, Maren, was gentle during \
my cleaning and gave practical tips for flossing around my bridge. The office is spotless and the waiting room \
has free coffee."
        },
        {
            "stars": 2,
            "date": "2023-03-15",
            "text": "The dental work itself was fine, but the front desk billed my insurance incorrectly twice \
and it took three phone calls and almost two months to sort out. I also waited forty minutes past my \
appointment time. The late Wednesday hours are convenient for people who work, which is the only reason I have \
not switched practices."
        },
        {
            "stars": 4,
            "date": "2023-08-29",
            "text": "Brought both of my kids here for checkups and they were great with them, handing out \
stickers and letting them pick a toothbrush color. Scheduling online was easy. Knocked off a star because the \
cleaning felt rushed and the hygienist did not take new X-rays even though it had been over a year."
        }
    ]
}"""

B124_PETS = """{
    "name": "Thistlewick Pet Provisions",
    "address": "77 Cobbler Lane",
    "city": "Fennmoor",
    "state": "WI",
    "postal_code": "53984",
    "categories": "Pet Stores, Pets, Pet Groomers",
    "hours": {
        "Monday": "9:0-20:0",
        "Tuesday": "9:0-20:0",
        "Wednesday": "9:0-20:0",
        "Thursday": "9:0-20:0",
        "Friday": "9:0-20:0",
        "Saturday": "9:0-18:0",
        "Sunday": "11:0-17:0"
    },
    "attributes": {
        "BusinessAcceptsCreditCards": "True",
        "DogsAllowed": "True",
        "RestaurantsPriceRange2": "2",
        "BusinessParking": "{'garage': False, 'street': False, 'lot': True, 'validated': False, 'valet': \
False}",
        "WheelchairAccessible": "True",
        "BikeParking": "True",
        "ByAppointmentOnly": "False"
    },
    "stars": 4.5,
    "review_count": 64,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2023-02-11",
            "text": "Best selection of grain-free and raw food in town, and the staff actually know the \
difference between brands. Owner Petra Lindqvale spent fifteen minutes helping me pick a food for my senior \
beagle with a sensitive stomach. They also let my dog come in and sniff around, and she got a biscuit at the \
register."
        },
        {
            "stars": 4,
            "date": "2023-07-19",
            "text": "Great little shop with a friendly team. The grooming appointment for my poodle mix went \
well and he came home fluffy and calm. Prices are a bit higher than the big chain stores on the highway, but I \
would rather support a local business. They offer a punch card where every tenth bag of food is free."
        },
        {
            "stars": 5,
            "date": "2024-04-03",
            "text": "I come in weekly for crickets and mealworms for my bearded dragon, and they always have \
them in stock. The staff remembered my lizard's name after two visits. The parking lot is small and fills up \
on Saturday afternoons, but it is worth the short wait. Clean store, no funny smells."
        }
    ]
}"""

B124_GAMES = """{
    "name": "Rookwing Board Game Cafe",
    "address": "1503 Halloran St",
    "city": "Pell Crossing",
    "state": "MN",
    "postal_code": "55921",
    "categories": "Cafes, Coffee & Tea, Restaurants, Arts & Entertainment",
    "hours": {
        "Wednesday": "15:0-23:0",
        "Thursday": "15:0-23:0",
        "Friday": "15:0-0:0",
        "Saturday": "10:0-0:0",
        "Sunday": "10:0-20:0"
    },
    "attributes": {
        "WiFi": "u'free'",
        "RestaurantsPriceRange2": "1",
        "NoiseLevel": "u'loud'",
        "GoodForKids": "True",
        "OutdoorSeating": "False",
        "RestaurantsReservations": "True",
        "Alcohol": "u'beer_and_wine'",
        "BusinessParking": "{'garage': True, 'street': True, 'lot': False, 'validated': False, 'valet': False}",
        "RestaurantsTakeOut": "True"
    },
    "stars": 4.0,
    "review_count": 138,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2023-05-06",
            "text": "Our group of six spent a whole Saturday afternoon here and never got bored. The game \
library has hundreds of titles, and a staff member named Oskie taught us a cooperative dungeon game in ten \
minutes flat. The cover charge is six dollars per person, which feels fair for unlimited play. The grilled \
cheese and hot chocolate hit the spot."
        },
        {
            "stars": 3,
            "date": "2023-10-14",
            "text": "Fun concept, but on a Friday night it was so loud we could barely explain the rules to \
each other, and every table was taken by seven. Book ahead if you go on a weekend. Several games we pulled off \
the shelf were missing pieces, which was frustrating halfway through a round. The nachos were decent."
        },
        {
            "stars": 4,
            "date": "2024-02-25",
            "text": "Came with my two kids on a Sunday morning and it was calm and relaxed. The staff \
recommended a few easy family games and checked in without hovering. Snacks are basic and a little overpriced \
for what you get, but the coffee was strong. We will be back for their monthly tournament night."
        }
    ]
}"""

B124_GARAGE = """{
    "name": "Dunmoor Auto Works",
    "address": "9014 Ketterby Industrial Pkwy",
    "city": "Harlow Springs",
    "state": "TX",
    "postal_code": "76493",
    "categories": "Auto Repair, Automotive, Oil Change Stations, Tires",
    "hours": {
        "Monday": "7:30-18:0",
        "Tuesday": "7:30-18:0",
        "Wednesday": "7:30-18:0",
        "Thursday": "7:30-18:0",
        "Friday": "7:30-18:0",
        "Saturday": "8:0-12:0"
    },
    "attributes": {
        "BusinessAcceptsCreditCards": "True",
        "ByAppointmentOnly": "False",
        "WiFi": "u'free'",
        "BusinessParking": "{'garage': False, 'street': False, 'lot': True, 'validated': False, 'valet': \
False}",
        "RestaurantsPriceRange2": "2"
    },
    "stars": 3.5,
    "review_count": 49,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2022-09-12",
            "text": "Took my truck in for a grinding noise and the mechanic, Tobin Vasquell, showed me the \
worn brake pads before doing anything. He quoted a price, stuck to it, and had it done the same afternoon. No \
upselling on fluids or filters. I have finally found a shop I trust and I will be back for my next oil \
change."
        },
        {
            "stars": 1,
            "date": "2023-04-27",
            "text": "Dropped my sedan off for a simple tire rotation and they kept it for two days without \
calling. When I finally reached someone, they told me I needed four new tires and a wheel alignment, which \
another shop later said was unnecessary. The waiting room was clean and the coffee was free, but that does not \
make up for it."
        },
        {
            "stars": 4,
            "date": "2024-01-09",
            "text": "Solid work on my alternator replacement at a fair price, about a hundred dollars less \
than the dealership quoted. The only downside is they close at noon on Saturdays, so I had to take a morning \
off work to pick it up. Friendly staff, and they texted photos of the old part."
        }
    ]
}"""

B124_VEGAN = """{
    "name": "Sprouthammer Burgers",
    "address": "260 Wexley Blvd",
    "city": "Corran Bay",
    "state": "CA",
    "postal_code": "94718",
    "categories": "Vegan, Burgers, Fast Food, Restaurants",
    "hours": {
        "Monday": "11:0-21:0",
        "Wednesday": "11:0-21:0",
        "Thursday": "11:0-21:0",
        "Friday": "11:0-23:0",
        "Saturday": "10:30-23:0",
        "Sunday": "10:30-20:0"
    },
    "attributes": {
        "RestaurantsPriceRange2": "1",
        "RestaurantsDelivery": "True",
        "RestaurantsTakeOut": "True",
        "OutdoorSeating": "True",
        "WiFi": "u'no'",
        "Alcohol": "u'none'",
        "NoiseLevel": "u'average'",
        "GoodForKids": "True",
        "BusinessParking": "{'garage': False, 'street': True, 'lot': False, 'validated': False, 'valet': \
False}",
        "RestaurantsTableService": "False"
    },
    "stars": 4.0,
    "review_count": 356,
    "is_open": 1,
    "reviews": [
        {
            "stars": 5,
            "date": "2023-03-18",
            "text": "As a lifelong meat eater I was skeptical, but the smoky double stack with jackfruit bacon \
genuinely fooled me. The oat milk shakes are thick enough to need a spoon. You order at the counter and they \
call your name, so it is quick even when busy. I have dragged three skeptical friends here since."
        },
        {
            "stars": 3,
            "date": "2023-08-05",
            "text": "The burgers are tasty but small for the price, and I left still hungry after one patty \
and fries. The sweet potato fries were soggy the day I visited. Staff were upbeat and the patio is nice on a \
sunny day. Good option if you are vegan, but not somewhere I would go out of my way for."
        },
        {
            "stars": 4,
            "date": "2024-05-11",
            "text": "Ordered delivery for a family movie night and everything arrived hot within thirty \
minutes. My kids loved the mini sliders and the cauliflower bites. The mushroom burger was a bit salty for my \
taste. Finding street parking nearby can be tough on weekend evenings, which is why we usually order in rather \
than eat there."
        }
    ]
}"""

BATCHES_124: dict[str, list[tuple[str, str, bool]]] = {
    'greek taverna listing': [(B124_TAVERNA, c, True) for c in (
            'Taverna Pelagoula is closed on Mondays and open the other six days of the week.',
            'It stays open until 11:30pm on both Fridays and Saturdays.',
            'On Sundays the taverna opens at noon and closes at 9pm.',
            'A moderately priced Greek and Mediterranean restaurant with outdoor seating, it takes reservations '
            'but does not deliver.',
            'The restaurant holds a 4.5-star rating across 212 reviews.',
            'One reviewer raved about the lamb kleftiko and grilled octopus, while another found the moussaka '
            'lukewarm in the middle.',
            'Both street parking and a lot are available, and one diner said parking in the small lot behind the '
            'building was easy.',
    )] + [(B124_TAVERNA, c, False) for c in (
            'The taverna offers free WiFi to diners.',
            'On Fridays it opens at noon.',
            'The taverna has a full bar.',
            'Reviewers consistently say the restaurant gets loud on weekend nights.',
            'The taverna has been run by the same family since 1987.',
            'One diner felt the bill for two was good value for a neighborhood spot.',
            'It is rated 4 stars based on 212 reviews.',
    )],
    'family dental practice listing': [(B124_DENTAL, c, True) for c in (
            'The practice sees patients Monday through Friday and is closed on weekends.',
            'It stays open until 7pm on Wednesdays, when it also opens later, at 10am.',
            'Fridays are short days, with the office closing at 1pm.',
            'Visits are by appointment only, and the office accepts insurance as well as credit cards.',
            'The office is wheelchair accessible, offers free WiFi, and has lot parking rather than street parking.',
            'One patient praised Dr. Halvessen for explaining each step of a crown procedure, though another '
            'complained about insurance billing errors.',
            'A parent said the staff were great with the kids but felt the cleaning was rushed.',
    )] + [(B124_DENTAL, c, False) for c in (
            'The office is open on Saturday mornings.',
            'On Wednesdays the office opens at 8am.',
            'Walk-in patients are welcome without an appointment.',
            'The practice also offers orthodontic treatment such as braces.',
            'Reviewers agree that the front desk handles insurance billing smoothly.',
            'It holds a 4-star rating from 78 reviews.',
            'Dr. Halvessen has been practicing dentistry for more than twenty years.',
    )],
    'pet supply store listing, batch 124': [(B124_PETS, c, True) for c in (
            'The store is open every day of the week.',
            'On weekdays it is open from 9am to 8pm, with shorter hours on Saturday, when it closes at 6pm.',
            'Sunday hours run from 11am to 5pm.',
            'Dogs are welcome inside, which one reviewer appreciated, noting that their dog got a biscuit at the '
            'register.',
            "Besides selling supplies, the shop offers grooming, and one customer's poodle mix came home fluffy "
            'and calm.',
            'It has a 4.5-star average from 64 reviews.',
            'One shopper noted that prices run a little higher than the big chain stores but said they would '
            'rather support a local business.',
    )] + [(B124_PETS, c, False) for c in (
            'The store is closed on Sundays.',
            'It is open until 8pm on Saturdays.',
            "Customers say the store's prices are lower than those at the big chain stores.",
            'The shop offers in-store dog training classes.',
            'Street parking is available in front of the shop.',
            'Several reviewers mention that the owner, Petra Lindqvale, helped them choose food for their pets.',
            'The store is rated 4 stars from 64 reviews.',
    )],
    'board game cafe listing': [(B124_GAMES, c, True) for c in (
            'The cafe is closed on Mondays and Tuesdays.',
            'It stays open until midnight on Fridays and Saturdays.',
            'On Wednesdays and Thursdays it opens at 3pm and closes at 11pm.',
            'An inexpensive spot with free WiFi, it serves beer and wine and takes reservations.',
            'There is no outdoor seating, and parking is available on the street or in a garage.',
            'One reviewer said the six-dollar cover charge per person felt fair for unlimited play.',
            'A Friday-night visitor found it too loud and some games missing pieces, while a parent who came on a '
            'Sunday morning found it calm.',
    )] + [(B124_GAMES, c, False) for c in (
            'The cafe opens at 10am on Fridays.',
            'According to its listing, the cafe has a quiet noise level.',
            'The listing says the cafe is not a good fit for kids.',
            'Reviewers say the snacks are excellent value for the price.',
            'The cafe hosts a weekly tournament night.',
            'It has 4.5 stars from 138 reviews.',
            'Entry is free; there is no cover charge to play the games.',
    )],
    'auto repair shop listing': [(B124_GARAGE, c, True) for c in (
            'The shop is open Monday through Saturday and closed on Sundays.',
            'On weekdays it opens at 7:30am and closes at 6pm.',
            'Saturday hours are short, from 8am to noon.',
            'No appointment is needed, and customers can pay by credit card and use free WiFi.',
            'It has a 3.5-star rating based on 49 reviews.',
            'One customer praised a mechanic for showing the worn brake pads first and sticking to his quote, '
            'while another said the shop kept a car for two days without calling.',
            "A reviewer said the alternator replacement cost about $100 less than the dealership's quote, though "
            'the noon closing on Saturdays was inconvenient.',
    )] + [(B124_GARAGE, c, False) for c in (
            'The shop is open until 6pm on Saturdays.',
            'Customers must book an appointment before bringing in their car.',
            'The shop also offers body work and collision repair.',
            'Reviewers agree the shop never tries to upsell unnecessary work.',
            'One reviewer was pleased that the shop recommended four new tires and a wheel alignment.',
            'The shop offers a free shuttle to drop customers off at work.',
            'It has a 3.5-star rating from 94 reviews.',
    )],
    'vegan burger joint listing': [(B124_VEGAN, c, True) for c in (
            'The restaurant is closed on Tuesdays and open the other six days.',
            'It is open until 11pm on Fridays and Saturdays.',
            'On weekends it opens at 10:30am, and on Sundays it closes at 8pm.',
            'An inexpensive counter-service spot, it offers takeout, delivery and outdoor seating, but no WiFi.',
            'It does not serve alcohol, and parking is on the street only.',
            'A self-described meat eater was won over by the smoky double stack with jackfruit bacon.',
            "One family's delivery arrived hot within half an hour, though another reviewer found the burgers "
            'small for the price.',
    )] + [(B124_VEGAN, c, False) for c in (
            'It opens at 10:30am every day.',
            'It offers table service, with servers taking orders at your seat.',
            'The restaurant has a small parking lot for customers.',
            'Reviewers say the sweet potato fries are crispy.',
            'The menu also includes a vegan chili dog.',
            'Reviewers say the mushroom burger is too salty.',
            'The listing categorises it as both a vegan burger place and a juice bar.',
    )],
}
