"""Probe batch 91, written by a helper agent that saw neither the code nor an earlier probe (session 55), on six \
structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B91_PIZZA = (
    '{\n'
    '  "business_id": "qv3LmTz8RkP0xWd2HnAe7Q",\n'
    '  "name": "Quillane\'s Pizza Kitchen",\n'
    '  "address": "2217 Orvell Road, Suite B",\n'
    '  "city": "Marrowfield",\n'
    '  "state": "PA",\n'
    '  "postal_code": "17409",\n'
    '  "stars": 4.0,\n'
    '  "review_count": 138,\n'
    '  "is_open": 1,\n'
    '  "categories": "Pizza, Restaurants, Italian, Chicken Wings",\n'
    '  "hours": {\n'
    '    "Tuesday": "11:0-22:0",\n'
    '    "Wednesday": "11:0-22:0",\n'
    '    "Thursday": "11:0-22:0",\n'
    '    "Friday": "11:0-0:0",\n'
    '    "Saturday": "12:0-0:0",\n'
    '    "Sunday": "12:0-21:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "RestaurantsTableService": "False",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "OutdoorSeating": "False",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "Alcohol": "u\'none\'",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "GoodForKids": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "Caters": "True"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-09-14",\n'
    '      "text": "Ordered a large pepperoni and a dozen garlic knots for pickup on a Friday night '
    'and it was ready in fifteen minutes, exactly as quoted on the phone. The crust is thin and '
    'crisp at the edges and the sauce has a little sweetness to it. The guy at the counter, Dario, '
    'even threw in extra ranch. Easily the best slice in Marrowfield for the money."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2022-01-08",\n'
    '      "text": "Delivery took almost an hour and a half on a snowy Saturday, and when the pizza '
    'arrived it was lukewarm and the cheese had slid to one side of the box. I understand the '
    'weather was bad, but nobody called to warn us about the delay. The wings were decent, though, '
    'and the driver was apologetic."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2022-06-21",\n'
    '      "text": "Solid neighborhood pizza place. There\'s no dining room, just a counter and a '
    'couple of stools while you wait, so plan on taking it home. The white pie with ricotta and '
    'spinach is my go-to. Prices are cheap compared to the chains, and the lot out front makes '
    'pickup easy. Only knock is that they don\'t take orders online yet."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B91_CARWASH = (
    '{\n'
    '  "business_id": "Hc9wQe2TnYv5LpKa0sDr1g",\n'
    '  "name": "Glenhollow Hand Wash & Detail",\n'
    '  "address": "905 Pelletier Blvd",\n'
    '  "city": "Corvane",\n'
    '  "state": "AZ",\n'
    '  "postal_code": "85377",\n'
    '  "stars": 3.5,\n'
    '  "review_count": 57,\n'
    '  "is_open": 1,\n'
    '  "categories": "Car Wash, Automotive, Auto Detailing",\n'
    '  "hours": {\n'
    '    "Monday": "8:0-18:0",\n'
    '    "Tuesday": "8:0-18:0",\n'
    '    "Wednesday": "8:0-18:0",\n'
    '    "Thursday": "8:0-18:0",\n'
    '    "Friday": "8:0-18:0",\n'
    '    "Saturday": "7:0-17:0",\n'
    '    "Sunday": "9:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "RestaurantsPriceRange2": "2"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-03-02",\n'
    '      "text": "They spent close to an hour on my SUV after a weekend of dirt roads and it came '
    'out spotless, including the door jambs and the wheel wells. The basic hand wash was twenty-five '
    "dollars, which felt fair for the amount of work. There's a shaded bench and free WiFi while you "
    'wait, and the crew chief, Mateo, walked around the car with me before I paid."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2023-05-19",\n'
    '      "text": "Came in on a Saturday morning and waited over ninety minutes because there\'s no '
    'appointment system and the line was wrapped around the lot. The wash itself was fine, but they '
    'missed water spots on the rear window and left the floor mats damp. Staff were polite when I '
    'pointed it out, yet nobody offered to redo anything."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-08-07",\n'
    '      "text": "Good value hand wash. I went with the interior add-on for an extra fifteen '
    'dollars and they vacuumed the seats and wiped down the dash thoroughly. Going on a weekday '
    'afternoon made a big difference, with only two cars ahead of me. Would be five stars if the '
    'card reader hadn\'t been down, forcing me to go find an ATM."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B91_GROOMER = (
    '{\n'
    '  "business_id": "Pf4nXk7RzB2mWq9TcJd6Ls",\n'
    '  "name": "Pawsley & Finch Grooming Studio",\n'
    '  "address": "61 Tamsin Lane",\n'
    '  "city": "Wexbridge",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97388",\n'
    '  "stars": 4.5,\n'
    '  "review_count": 92,\n'
    '  "is_open": 1,\n'
    '  "categories": "Pet Groomers, Pet Services, Pets",\n'
    '  "hours": {\n'
    '    "Tuesday": "9:0-17:0",\n'
    '    "Wednesday": "9:0-17:0",\n'
    '    "Thursday": "9:0-19:0",\n'
    '    "Friday": "9:0-17:0",\n'
    '    "Saturday": "8:0-14:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "False"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-11-03",\n'
    '      "text": "Our doodle, Biscuit, has a coat that mats if you look at it wrong, and Priya at '
    'Pawsley & Finch handled him beautifully. She sent a photo halfway through so we knew he was '
    'calm, and he came home fluffy with a little bandana. The full groom for a medium dog was '
    'eighty-five dollars, which is in line with other places around here."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-02-17",\n'
    '      "text": "I have an anxious senior terrier who used to shake at every groomer. Here they '
    "book only one dog at a time, so there's no barking from cages, and they let me stay for the "
    'nail trim. Booking is by phone only, which is a little old-fashioned, but they always call back '
    'the same day."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-07-29",\n'
    '      "text": "The cut itself was nice, but we had to wait nearly three weeks for a Saturday '
    'opening, and parking on Tamsin Lane is a hunt on weekends. When I arrived to pick up my spaniel '
    'they were still drying her, so I waited another half hour on the sidewalk. Friendly people, '
    'just stretched thin."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B91_NAILS = (
    '{\n'
    '  "business_id": "Nl8oTp3VwE6yRb1KxGf5Zu",\n'
    '  "name": "Opaline Tip Nail Lounge",\n'
    '  "address": "3340 Keswin Pkwy, Ste 104",\n'
    '  "city": "Ashbury Flats",\n'
    '  "state": "NV",\n'
    '  "postal_code": "89162",\n'
    '  "stars": 4.0,\n'
    '  "review_count": 211,\n'
    '  "is_open": 1,\n'
    '  "categories": "Nail Salons, Beauty & Spas, Waxing, Eyelash Service",\n'
    '  "hours": {\n'
    '    "Monday": "10:0-19:0",\n'
    '    "Tuesday": "10:0-19:0",\n'
    '    "Wednesday": "10:0-19:0",\n'
    '    "Thursday": "10:0-20:0",\n'
    '    "Friday": "10:0-20:0",\n'
    '    "Saturday": "9:0-19:0",\n'
    '    "Sunday": "11:0-17:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': False, \'validated\': True, \'lot\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "GoodForKids": "False",\n'
    '    "WiFi": "u\'free\'"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-04-11",\n'
    '      "text": "Walked in on a Thursday evening without a booking and was seated within ten '
    'minutes. My gel manicure with a chrome finish lasted nearly three weeks without chipping. The '
    'lounge is spotless, they use new files for every client, and the garage parking downstairs is '
    'validated, which is a nice touch for this part of town."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2023-06-30",\n'
    '      "text": "Sixty-eight dollars for a spa pedicure felt steep, and the massage chair in my '
    'station was broken. The technician was rushed and nicked my cuticle twice. To be fair, the '
    'polish color selection is huge and the front desk gave me a ten percent discount when I '
    'mentioned the cuts, but I won\'t be back soon."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-09-15",\n'
    '      "text": "Came with my sister for brow waxing and matching manicures before her wedding. '
    "Both technicians were gentle and chatty, and the waxing was quick and nearly painless. It's "
    "definitely pricier than the strip-mall places, but you're paying for the calm atmosphere and "
    'the cleanliness. Sunday hours are short, so book ahead if you want a weekend slot."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B91_TAPROOM = (
    '{\n'
    '  "business_id": "Cb2kNt9QwM4xHr7YeLa3Vp",\n'
    '  "name": "Cobbleknot Brewing Taproom",\n'
    '  "address": "77 Verrin Mill Rd",\n'
    '  "city": "Haldane Falls",\n'
    '  "state": "WI",\n'
    '  "postal_code": "53129",\n'
    '  "stars": 4.5,\n'
    '  "review_count": 304,\n'
    '  "is_open": 1,\n'
    '  "categories": "Breweries, Food, Beer Bar, Bars, Nightlife",\n'
    '  "hours": {\n'
    '    "Wednesday": "16:0-22:0",\n'
    '    "Thursday": "16:0-22:0",\n'
    '    "Friday": "15:0-23:30",\n'
    '    "Saturday": "12:0-23:30",\n'
    '    "Sunday": "12:0-20:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "HappyHour": "True",\n'
    '    "HasTV": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "BusinessAcceptsCreditCards": "True"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-08-13",\n'
    '      "text": "Sat on the back patio with our dog on a warm Saturday and worked through a '
    'flight of six. The Foxglove Saison was the standout, bright and peppery, and the hazy IPA was '
    "soft without being too sweet. They don't have a kitchen, but a rotating food truck parks "
    'outside most weekends. Flights are fourteen dollars and worth it."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-01-20",\n'
    '      "text": "The beer is good, but on a Friday night it gets so loud in the taproom that we '
    'could barely hear each other across the table. Lines at the bar were twenty minutes deep and '
    'only one bartender was pouring. Come on a Wednesday or Thursday if you want to actually talk to '
    'your friends and try things slowly."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-06-04",\n'
    '      "text": "Great happy hour from four to six on weekdays, with two dollars off every pint. '
    'We brought the kids for board games and root beer on a Sunday afternoon and nobody batted an '
    'eye. Crowlers to go are easy to grab on the way out. Friendly staff, and the brewer, Halvard, '
    'came out to chat about the new lager."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B91_CLEANER = (
    '{\n'
    '  "business_id": "Fp6rGd1SyU8jKm3WnZc0Qe",\n'
    '  "name": "Fennimore Press Cleaners",\n'
    '  "address": "1502 Sallow Creek Dr",\n'
    '  "city": "Port Emberly",\n'
    '  "state": "NC",\n'
    '  "postal_code": "28611",\n'
    '  "stars": 3.0,\n'
    '  "review_count": 46,\n'
    '  "is_open": 1,\n'
    '  "categories": "Dry Cleaning & Laundry, Laundry Services, Sewing & Alterations, Local '
    'Services",\n'
    '  "hours": {\n'
    '    "Monday": "7:0-19:0",\n'
    '    "Tuesday": "7:0-19:0",\n'
    '    "Wednesday": "7:0-19:0",\n'
    '    "Thursday": "7:0-19:0",\n'
    '    "Friday": "7:0-19:0",\n'
    '    "Saturday": "8:0-15:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "DriveThru": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "2"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-10-12",\n'
    '      "text": "I\'ve brought my work shirts here every Monday for two years. Drop them off at '
    "the drive-thru window on the way to the office and they're pressed and hung by Wednesday. Light "
    'starch is done exactly right, and Mrs. Tallisford at the counter remembers my name and my '
    'preferences. Three dollars a shirt is reasonable for this quality."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1,\n'
    '      "date": "2023-03-27",\n'
    '      "text": "They lost a button off my wool coat and then insisted it had been missing when I '
    'dropped it off. The coat also came back with a faint chemical smell that took a week to air '
    'out. When I asked for a manager, I was told to call back on a weekday because nobody in charge '
    'works Saturdays. Very disappointing."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-08-09",\n'
    '      "text": "The alterations side is the real strength here. They hemmed two pairs of dress '
    'pants and took in a blazer for forty-two dollars total, ready in five days. The dry cleaning '
    'itself is average, and same-day service costs extra and needs to be in before nine. Parking in '
    'their small lot is easy, at least."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_91: dict[str, list[tuple[str, str, bool]]] = {
    'pizza takeaway listing': [(B91_PIZZA, c, True) for c in (
        "Quillane's Pizza Kitchen is a pizza and chicken wings place on Orvell Road in Marrowfield, PA.",
        'It is open six days a week and shut on Mondays.',
        'It opens at 11am Tuesday through Friday and at noon on Saturdays and Sundays.',
        'On Friday and Saturday nights it stays open until midnight, but on Sunday it closes at 9pm.',
        'An inexpensive spot offering takeout and delivery but no table service, with a parking lot for '
        'customers.',
        'It is still in business and holds a 4-star rating from 138 reviews.',
        'One reviewer called it the best slice in town for the money, while another had a delivery that '
        'took almost ninety minutes and arrived lukewarm.',
    )] + [(B91_PIZZA, c, False) for c in (
        'It is open seven days a week.',
        'On Sundays it stays open until midnight.',
        'It serves beer and wine alongside its pizzas.',
        'Reviewers agree that delivery is quick and the pizza arrives hot.',
        'It holds a 4.5-star rating from 138 reviews.',
        'The shop has been family-owned since 1987.',
        'Besides pizza and wings, it is listed as a sub and sandwich shop.',
    )],
    'hand car wash listing': [(B91_CARWASH, c, True) for c in (
        'Glenhollow Hand Wash & Detail is a hand car wash and auto detailing business on Pelletier Blvd '
        'in Corvane, AZ.',
        'It is open every day of the week, from 8am to 6pm Monday through Friday.',
        'Saturday has the earliest start, at 7am, and Sunday hours are the shortest, 9am to 3pm.',
        'No appointment is needed, and customers can park in the on-site lot.',
        'While they wait, customers get free WiFi, and the business is wheelchair accessible.',
        'With 57 reviews, it has an average of 3.5 stars.',
        'One reviewer paid $25 for a basic hand wash, and another added an interior clean for another '
        '$15.',
    )] + [(B91_CARWASH, c, False) for c in (
        'It is closed on Sundays.',
        'It opens at 7am on weekdays.',
        'Washes are by appointment only.',
        'When a reviewer pointed out missed water spots, the crew quickly redid the car.',
        'It has a 4-star average from 57 reviews.',
        'Besides washing, it also does oil changes and tire rotations.',
        'Reviewers agree the wait is long no matter which day you come.',
    )],
    'dog groomer listing': [(B91_GROOMER, c, True) for c in (
        'Pawsley & Finch Grooming Studio is a pet groomer on Tamsin Lane in Wexbridge, OR.',
        'It is open five days a week and closed on Sundays and Mondays.',
        'Thursday is its late day, with hours until 7pm, while Tuesday, Wednesday and Friday end at 5pm.',
        'Saturday hours run from 8am to 2pm, and a full groom for a medium-sized dog cost one reviewer '
        '$85.',
        'Grooming is by appointment only, and parking is on the street.',
        'It is rated 4.5 stars across 92 reviews.',
        'Two reviewers praise how calmly their dogs were handled, while a third had to wait nearly three '
        'weeks for a Saturday appointment.',
    )] + [(B91_GROOMER, c, False) for c in (
        'It is open on Mondays from 9am to 5pm.',
        'It stays open until 7pm on Fridays.',
        'Walk-ins are welcome without an appointment.',
        'The studio has its own parking lot for drop-offs.',
        "Appointments can be booked online through the studio's website.",
        'Every reviewer gave it five stars.',
        'It also offers overnight dog boarding and daycare.',
    )],
    'nail salon listing': [(B91_NAILS, c, True) for c in (
        'Opaline Tip Nail Lounge is a nail salon in Ashbury Flats, NV, that also does waxing and eyelash '
        'services.',
        'It is open seven days a week and stays open until 8pm on Thursdays and Fridays.',
        'Saturday has the earliest opening, at 9am, while Sunday hours are 11am to 5pm.',
        'Walk-ins are accepted, and parking is in a garage with validation.',
        'It is on the expensive side, and two reviewers comment on the prices.',
        'It has a 4-star rating based on 211 reviews.',
        "One reviewer's gel manicure lasted almost three weeks, but another was nicked twice during a "
        'rushed pedicure.',
    )] + [(B91_NAILS, c, False) for c in (
        'It closes at 7pm on Fridays.',
        'Appointments are required, and walk-ins are turned away.',
        'It is a budget-friendly salon with low prices.',
        'One reviewer enjoyed the massage chair during a $68 spa pedicure.',
        'It has a 4-star rating from 112 reviews.',
        'Besides nails, the salon offers haircuts and blowouts.',
        'Reviewers agree that the technicians are gentle.',
    )],
    'brewery taproom listing': [(B91_TAPROOM, c, True) for c in (
        'Cobbleknot Brewing Taproom is a brewery and beer bar on Verrin Mill Rd in Haldane Falls, WI.',
        'The taproom is closed on Mondays and Tuesdays and opens at 4pm on Wednesdays and Thursdays.',
        'It stays open until 11:30pm on Fridays and Saturdays, and on Sundays it closes at 8pm.',
        'It has no kitchen of its own, but a reviewer says a food truck is parked outside most weekends.',
        'A moderately priced, dog-friendly spot with outdoor seating, free WiFi and no TVs.',
        'It averages 4.5 stars over 304 reviews, and parking is available both in a lot and on the '
        'street.',
        'Two reviewers speak well of the beer, though one of them found Friday nights too loud and the '
        'bar lines slow.',
    )] + [(B91_TAPROOM, c, False) for c in (
        'It opens at noon on Fridays.',
        "It is a quiet taproom that's good for conversation.",
        'Dogs are not allowed on the premises.',
        "The taproom's kitchen serves burgers and soft pretzels.",
        'Reviewers say the bar is well staffed and pints are poured quickly.',
        'It has a perfect 5-star rating from 304 reviews.',
        'The brewery was founded in 2012 by its brewer, Halvard.',
    )],
    'dry cleaner listing': [(B91_CLEANER, c, True) for c in (
        'Fennimore Press Cleaners is a dry cleaner in Port Emberly, NC, that also handles sewing and '
        'alterations.',
        'It opens at 7am on weekdays and closes at 7pm Monday through Friday.',
        'It is closed on Sundays and keeps shorter hours on Saturdays, from 8am to 3pm.',
        'It has a drive-thru and its own parking lot, and it is wheelchair accessible.',
        'It is still open and has a 3-star rating from 46 reviews.',
        'One reviewer praises the shirt pressing at three dollars a shirt, while another says a wool '
        'coat came back missing a button and smelling of chemicals.',
        'A reviewer paid $42 in total to have two pairs of pants hemmed and a blazer taken in, and says '
        'same-day service costs extra.',
    )] + [(B91_CLEANER, c, False) for c in (
        'On Sundays it is open from 8am to 3pm.',
        'The business has permanently closed.',
        'Customers need an appointment to drop off clothes.',
        'Reviewers agree that the dry cleaning itself is excellent.',
        'After a button went missing, the manager apologized and replaced it.',
        "It offers free pickup and delivery to customers' homes.",
        'It holds a 3-star rating from 64 reviews.',
    )],
}
