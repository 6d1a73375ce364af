"""Probe batch 117, written by a helper agent that saw neither the code nor an earlier probe (session 58),
on six structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B117_BIKE = (
    '{\n'
    '  "name": "Spokewright Cycle Works",\n'
    '  "address": "418 Larkmoor Avenue",\n'
    '  "city": "Dunmarrow",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97318",\n'
    '  "categories": "Bike Repair/Maintenance, Bikes, Shopping, Sporting Goods",\n'
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
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "DogsAllowed": "True"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 87,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-04-12 17:41:09",\n'
    '      "text": "Brought in my commuter with a wobbly rear wheel and a chain that kept slipping. Tomasz '
    'Verhoeve trued the wheel and swapped the chain while I waited, about forty minutes in total. He showed me '
    'the worn cassette teeth but said it could last another season, which I appreciated. Fair price and no '
    'upselling at all."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-09-03 10:12:55",\n'
    '      "text": "Solid tune-up and the mechanics clearly know their stuff. The only downside is the wait: it '
    'took eight days to get my gravel bike back because they were swamped after the Hollin Valley charity ride. '
    'Call ahead in late summer. Shop dog Biscuit greeted me at the door both times."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2024-02-20 14:03:31",\n'
    '      "text": "The repair itself was fine, a new derailleur hanger fitted properly, but I found the bill '
    'steep at 95 dollars including labour for what felt like a quick job. Staff were friendly enough. The shop '
    'is cramped and there are two steps at the entrance, so it is awkward with a cargo bike."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B117_VET = (
    '{\n'
    '  "name": "Fernhollow Animal Clinic",\n'
    '  "address": "2201 Quillby Road, Suite 4",\n'
    '  "city": "Ashcombe Falls",\n'
    '  "state": "NC",\n'
    '  "postal_code": "27386",\n'
    '  "categories": "Veterinarians, Pets",\n'
    '  "hours": {\n'
    '    "Monday": "8:0-18:0",\n'
    '    "Tuesday": "8:0-18:0",\n'
    '    "Wednesday": "8:0-18:0",\n'
    '    "Thursday": "8:0-18:0",\n'
    '    "Friday": "8:0-17:0",\n'
    '    "Saturday": "9:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "AcceptsInsurance": "False"\n'
    '  },\n'
    '  "stars": 3.5,\n'
    '  "review_count": 142,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-11-08 19:20:44",\n'
    '      "text": "Dr. Imelda Rusk has looked after our two cats for years and she never rushes an appointment. '
    'When our older cat Pepperell needed dental surgery, the clinic phoned that evening with an update and sent '
    'photos. The front desk staff remembered our names. Worth every penny."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2023-06-17 08:57:12",\n'
    '      "text": "Could not get a same-day slot when my beagle cut his paw, even though I called at opening '
    'time. They referred us to an emergency hospital across town. Once we did get an appointment two days later '
    'the care was good, but the booking system needs work."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2024-01-29 16:35:02",\n'
    '      "text": "Kind vets, but the costs add up quickly. A routine wellness visit with two vaccines came to '
    '210 dollars, and they do not work with pet insurance directly, so I had to file the claim myself. The '
    'waiting room was clean and calm."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B117_BAKERY = (
    '{\n'
    '  "name": "Marrowgate Crumb & Co",\n'
    '  "address": "77 Tilbury Lane",\n'
    '  "city": "Westcarrow",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05694",\n'
    '  "categories": "Bakeries, Food, Coffee & Tea, Breakfast & Brunch",\n'
    '  "hours": {\n'
    '    "Wednesday": "7:0-15:0",\n'
    '    "Thursday": "7:0-15:0",\n'
    '    "Friday": "7:0-15:0",\n'
    '    "Saturday": "7:30-14:0",\n'
    '    "Sunday": "8:0-13:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "OutdoorSeating": "True",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '    "NoiseLevel": "u\'average\'",\n'
    '    "DogsAllowed": "False",\n'
    '    "GoodForKids": "True"\n'
    '  },\n'
    '  "stars": 4.5,\n'
    '  "review_count": 311,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-03-05 09:48:17",\n'
    '      "text": "The cardamom knots here are the best thing I have eaten all year, flaky and not too sweet. '
    'Get there early on Saturdays because they sold out by ten when I visited. The sourdough loaf keeps well for '
    'days. Lovely little patio out front for a coffee in the sun."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-08-21 11:06:40",\n'
    '      "text": "Excellent rye and a very good almond croissant, though at 5.50 it is one of the priciest '
    'croissants in town. Service was friendly but slow, with one person working the till during the morning '
    'rush. No wifi, so do not plan to work here."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2024-05-11 13:27:58",\n'
    '      "text": "Ordered a birthday cake from baker Odile Fenwright with two weeks notice and it was perfect, '
    'a pistachio sponge with raspberry cream. She let me taste the fillings beforehand. Pickup was easy. Only '
    'note is they do not deliver, so you need to collect it yourself."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B117_BAR = (
    '{\n'
    '  "name": "The Gilded Heron",\n'
    '  "address": "1506 Vantry Street",\n'
    '  "city": "Corbel Bay",\n'
    '  "state": "CA",\n'
    '  "postal_code": "94871",\n'
    '  "categories": "Cocktail Bars, Bars, Nightlife, Lounges",\n'
    '  "hours": {\n'
    '    "Tuesday": "17:0-0:0",\n'
    '    "Wednesday": "17:0-0:0",\n'
    '    "Thursday": "17:0-1:0",\n'
    '    "Friday": "16:0-2:0",\n'
    '    "Saturday": "16:0-2:0",\n'
    '    "Sunday": "16:0-22:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "HappyHour": "True",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "Alcohol": "u\'full_bar\'",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "GoodForDancing": "False",\n'
    '    "Smoking": "u\'no\'",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': True, \'validated\': False, \'lot\': False, '
    '\'valet\': False}",\n'
    '    "Ambience": "{\'romantic\': False, \'intimate\': True, \'classy\': True, \'hipster\': False, \'divey\': '
    'False, \'touristy\': False, \'trendy\': True, \'upscale\': False, \'casual\': False}"\n'
    '  },\n'
    '  "stars": 4.0,\n'
    '  "review_count": 528,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-02-14 21:15:33",\n'
    '      "text": "Bartender Callum Ostrava made me a smoked rosemary gin sour that I am still thinking about. '
    'The menu changes every season and the staff happily tailor drinks if you name a spirit you like. Booked a '
    'table for two on a Tuesday and it was cosy and relaxed."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-10-07 23:52:10",\n'
    '      "text": "Great drinks but it was so loud on a Friday night that we could barely talk, and we waited '
    'twenty minutes at the bar for a second round. Cocktails run about 17 dollars each, which is a lot even for '
    'this neighbourhood. Come early in the week instead."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2024-03-23 18:40:26",\n'
    '      "text": "Happy hour from 4 to 6 on weekends is a steal, with house cocktails at half price. The dim '
    'lighting and velvet booths feel classy without being stuffy. Food is limited to olives, nuts and a cheese '
    'board, so eat beforehand if you are hungry."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B117_TATTOO = (
    '{\n'
    '  "name": "Inkwell & Thorn Tattoo Collective",\n'
    '  "address": "39 Brackenfield Street, Unit B",\n'
    '  "city": "Halvery",\n'
    '  "state": "TX",\n'
    '  "postal_code": "78694",\n'
    '  "categories": "Tattoo, Piercing, Beauty & Spas",\n'
    '  "hours": {\n'
    '    "Tuesday": "12:0-20:0",\n'
    '    "Wednesday": "12:0-20:0",\n'
    '    "Thursday": "12:0-20:0",\n'
    '    "Friday": "12:0-21:0",\n'
    '    "Saturday": "11:0-21:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "DogsAllowed": "False",\n'
    '    "BusinessAcceptsBitcoin": "False"\n'
    '  },\n'
    '  "stars": 5.0,\n'
    '  "review_count": 64,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-01-19 15:09:48",\n'
    '      "text": "Artist Marisol Quenby did a fine-line botanical piece across my forearm and the linework is '
    'crisp months later. She sent two sketches before the session and adjusted the layout until I was happy. The '
    'studio is spotless and everything is opened from sealed packs in front of you."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-07-30 12:44:21",\n'
    '      "text": "Got my septum pierced by Dev Antolak, quick and almost painless, and he walked me through '
    'aftercare twice. Booking took three weeks, which is the only reason I hesitated, but it was worth the wait. '
    'Plenty of parking in the lot behind the building."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2024-04-06 19:31:07",\n'
    '      "text": "Third tattoo here, a traditional swallow on my calf. The deposit is 100 dollars and goes '
    'toward the final price, and they charge 180 an hour, so not cheap, but the quality shows. Music was a '
    'little loud for my taste but the vibe is welcoming."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B117_LAUNDRY = (
    '{\n'
    '  "name": "Tumblewell Coin Laundry",\n'
    '  "address": "860 Osgrove Boulevard",\n'
    '  "city": "Mirren Park",\n'
    '  "state": "OH",\n'
    '  "postal_code": "43982",\n'
    '  "categories": "Laundromat, Local Services",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-22:0",\n'
    '    "Tuesday": "6:0-22:0",\n'
    '    "Wednesday": "6:0-22:0",\n'
    '    "Thursday": "6:0-22:0",\n'
    '    "Friday": "6:0-23:0",\n'
    '    "Saturday": "6:0-23:0",\n'
    '    "Sunday": "7:0-21:0"\n'
    '  },\n'
    '  "attributes": {\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, '
    '\'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "DogsAllowed": "False"\n'
    '  },\n'
    '  "stars": 3.0,\n'
    '  "review_count": 49,\n'
    '  "is_open": 1,\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-05-02 10:18:36",\n'
    '      "text": "Machines take cards through a reload app or coins from the changer, and a large front-loader '
    'costs 6.25 a load. The free wifi is reliable enough to stream while you wait. Attendant Rosalind Pickering '
    'was mopping and restocking detergent when I came by on a Tuesday morning. Clean and bright."\n'
    '    },\n'
    '    {\n'
    '      "stars": 1,\n'
    '      "date": "2023-12-10 20:47:19",\n'
    '      "text": "Two of the big dryers ate my quarters and there was nobody on site to help on a Sunday '
    'evening. I called the number posted on the wall and never heard back. Several washers had out of order '
    'signs that looked weeks old. Went elsewhere the next week."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2024-06-15 08:22:50",\n'
    '      "text": "Fine for a quick load. Plenty of folding tables and the lot is never full, but the vending '
    'machine was empty and the chairs are hard plastic. Prices are cheaper than the laundromat near Dellham '
    'Square. Dryers take about fifty minutes for towels."\n'
    '    }\n'
    '  ]\n'
    '}'
)


BATCHES_117: dict[str, list[tuple[str, str, bool]]] = {
    'bicycle repair shop listing, batch 117': [(B117_BIKE, c, True) for c in (
        'Spokewright Cycle Works is a bike repair shop on Larkmoor Avenue in Dunmarrow.',
        'The shop is closed on Mondays and open the other six days of the week.',
        'On Thursdays it stays open until 8pm, later than on any other day.',
        'Sunday hours are short, running from 11am to 3pm.',
        'Parking is on the street only; there is no lot or garage.',
        'It holds a 4.5-star rating from 87 reviews, and the shop is still operating.',
        'One reviewer says the mechanics clearly know their stuff but waited eight days for a tune-up, and '
            'another thought a 95-dollar bill was steep.',
    )] + [(B117_BIKE, c, False) for c in (
        'The shop opens at 9am on Thursdays.',
        'Spokewright Cycle Works is wheelchair accessible.',
        "Reviewers consistently complain that the shop's prices are too high.",
        'The shop has a small lot where customers can park.',
        'It has a 4-star rating based on 87 reviews.',
        'Besides repairs, Spokewright also rents out bicycles by the day.',
        'One reviewer praised the quick turnaround on a tune-up for their gravel bike.',
    )],
    'veterinary clinic listing': [(B117_VET, c, True) for c in (
        'Fernhollow Animal Clinic is a veterinary practice in Ashcombe Falls, North Carolina.',
        'Visits are by appointment only.',
        'On weekdays the clinic opens at 8am, closing at 6pm Monday to Thursday and an hour earlier on Fridays.',
        'It keeps short Saturday hours, 9am to 1pm, and is closed on Sundays.',
        'The clinic has its own parking lot and is wheelchair accessible.',
        'With 142 reviews, it averages three and a half stars.',
        'One reviewer could not get a same-day appointment for an injured dog, while another praised Dr. '
            'Imelda Rusk for never rushing.',
    )] + [(B117_VET, c, False) for c in (
        'The clinic accepts walk-in patients without an appointment.',
        'It stays open until 6pm on Fridays.',
        'The clinic is open on Sunday mornings for urgent cases.',
        'Reviewers agree that the clinic is expensive.',
        'One reviewer said the clinic fit their beagle in on the same day after he cut his paw.',
        'It has a 4-star average from 142 reviews.',
        'Alongside veterinary care, the clinic offers pet grooming and boarding.',
    )],
    'craft bakery listing': [(B117_BAKERY, c, True) for c in (
        'Marrowgate Crumb & Co is a bakery and coffee spot on Tilbury Lane in Westcarrow, Vermont.',
        'It is open five days a week and closed on Mondays and Tuesdays.',
        'From Wednesday to Friday it opens at 7am and closes at 3pm.',
        'Sunday is its shortest day, running from 8am to 1pm.',
        'There is outdoor seating, but no wifi and no delivery; takeout is available.',
        'Reviewers praise the baked goods, singling out the cardamom knots and an almond croissant, though one '
            'found the croissant pricey.',
        'A 4.5-star bakery with 311 reviews, it is moderately priced, and parking is on the street.',
    )] + [(B117_BAKERY, c, False) for c in (
        'The bakery offers free wifi for customers.',
        'It opens at 7am on Saturdays.',
        'It has more than 400 reviews and a 4.5-star average.',
        'Reviewers say the service is fast even during the morning rush.',
        'The bakery will deliver custom cakes to your door.',
        'The bakery is known for its range of gluten-free breads.',
        'It sits in the lowest price range, making it a budget option.',
    )],
    'cocktail bar listing': [(B117_BAR, c, True) for c in (
        'The Gilded Heron is a cocktail lounge in Corbel Bay, California, and it is closed on Mondays.',
        'It opens at 4pm from Friday to Sunday and at 5pm on the other days it is open.',
        'On Fridays and Saturdays it stays open until 2am, while Sunday hours run from 4pm to 10pm.',
        'It has a full bar, takes reservations, and offers a happy hour.',
        'The atmosphere is classy, intimate and trendy, though the bar tends to be loud.',
        'A pricier spot, it holds four stars across 528 reviews, and you can park in a garage or on the street.',
        'Reviewers love the cocktails, but one found a Friday night too loud and the 17-dollar drinks '
            'expensive.',
    )] + [(B117_BAR, c, False) for c in (
        "Guests can sit outside on the bar's patio.",
        'It stays open until 2am on Thursdays.',
        'The bar serves a full dinner menu alongside its cocktails.',
        'Reviewers agree that the drinks are overpriced.',
        'One reviewer said the bar was quiet enough on a Friday night to hold an easy conversation.',
        'It holds a 4.5-star rating across 528 reviews.',
        'The Gilded Heron doubles as a dance club on weekend nights.',
    )],
    'tattoo studio listing, batch 117': [(B117_TATTOO, c, True) for c in (
        'Inkwell & Thorn is a tattoo and piercing studio in Halvery, Texas.',
        'It is open Tuesday through Saturday and closed on Sundays and Mondays.',
        'From Tuesday to Thursday it runs noon to 8pm, with hours extended to 9pm on Fridays and Saturdays.',
        'Saturday is the only day it opens before noon, at 11am.',
        'Work is by appointment only, and one customer waited three weeks to get booked.',
        'It has a perfect five-star rating from 64 reviews, and there is a parking lot behind the building.',
        "Reviewers praise the studio's cleanliness and the artists' care, though one says the 180-dollar "
            'hourly rate is not cheap.',
    )] + [(B117_TATTOO, c, False) for c in (
        'The studio welcomes walk-ins without a booking.',
        'It opens at 11am on Fridays.',
        'The studio is open on Sunday afternoons.',
        'One reviewer enjoyed the quiet, relaxing music in the studio.',
        'The 100-dollar deposit is charged on top of the final price rather than counted toward it.',
        'It has a 4.5-star rating from 64 reviews.',
        'The studio also offers laser tattoo removal.',
    )],
    'self-service laundromat listing': [(B117_LAUNDRY, c, True) for c in (
        'Tumblewell Coin Laundry is a self-service laundromat on Osgrove Boulevard in Mirren Park, Ohio.',
        'It is open every day of the week, opening at 6am except on Sundays, when it opens at 7am.',
        'It stays open until 11pm on Fridays and Saturdays and closes at 10pm Monday through Thursday.',
        'Customers get free wifi and can use the parking lot.',
        'An inexpensive option, it holds a three-star rating from 49 reviews.',
        'According to one reviewer, a large front-loader costs 6.25 per load and towels take about fifty '
            'minutes to dry.',
        'Opinions are mixed: one reviewer found it clean and bright, while another lost quarters in the dryers '
            'and found nobody on site to help on a Sunday evening.',
    )] + [(B117_LAUNDRY, c, False) for c in (
        'The laundromat is open 24 hours a day.',
        'It closes at 11pm on Sundays.',
        'Reviewers say an attendant is always on hand to help.',
        'Besides self-service machines, it also offers dry cleaning.',
        'One reviewer said the vending machine was well stocked.',
        'It has a 3.5-star rating from 49 reviews.',
        'Parking is on the street, as the laundromat has no lot.',
    )],
}
