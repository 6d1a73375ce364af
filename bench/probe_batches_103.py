"""Probe batch 103, written by a helper agent that saw neither the code nor an earlier probe (session 56), """ \
    """on six structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B103_RAMEN = (
    '{\n'
    '  "business_id": "kZ8qT2vRm0Xh4LpA9sWc1e",\n'
    '  "name": "Kazuhara Noodle Bar",\n'
    '  "address": "2217 Quill Street, Suite 4",\n'
    '  "city": "Marrowfield",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97389",\n'
    '  "stars": 4.0,\n'
    '  "review_count": 212,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WiFi": "u\'no\'",\n'
    '    "OutdoorSeating": "False",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "Alcohol": "u\'beer_and_wine\'",\n'
    '    "NoiseLevel": "u\'loud\'",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False,'
    ' \'valet\': False}",\n'
    '    "BusinessAcceptsCreditCards": "True"\n'
    '  },\n'
    '  "categories": "Ramen, Japanese, Noodles, Restaurants",\n'
    '  "hours": {\n'
    '    "Tuesday": "11:30-21:0",\n'
    '    "Wednesday": "11:30-21:0",\n'
    '    "Thursday": "11:30-21:0",\n'
    '    "Friday": "11:30-23:0",\n'
    '    "Saturday": "12:0-23:0",\n'
    '    "Sunday": "12:0-20:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-10-14",\n'
    '      "text": "The tonkotsu broth here is rich without being greasy, and the chashu practically'
    ' melts. We waited about twenty minutes on a Friday night, but the line moves quickly because the'
    " staff turn tables fast. The spicy miso is my partner's favourite. Cash or card both fine. Will"
    ' be back before the weather warms up."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2022-02-03",\n'
    '      "text": "Solid noodles, but the room is so loud that we had to shout across a tiny table.'
    ' The gyoza were undercooked in the middle the night we went. Our server, Delphine, was friendly'
    " and refilled our water without being asked. Portions are generous for the price. I'd order"
    ' takeout next time rather than sit in."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2022-06-19",\n'
    '      "text": "Came for a late lunch on a Saturday and had no wait at all. The vegetarian shoyu'
    ' ramen with charred corn was a pleasant surprise, and they let my kids share a bowl without'
    ' fuss. Only beer and a couple of wines to drink, no cocktails. Parking on Quill Street took a'
    ' few laps around the block."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B103_HARDWARE = (
    '{\n'
    '  "business_id": "Hp3wD9nYt6Ue2BqJ7rLx0k",\n'
    '  "name": "Penwarden Hardware & Supply",\n'
    '  "address": "85 Tollbridge Road",\n'
    '  "city": "Ashcombe Ridge",\n'
    '  "state": "VT",\n'
    '  "postal_code": "05744",\n'
    '  "stars": 4.5,\n'
    '  "review_count": 87,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False,'
    ' \'valet\': False}",\n'
    '    "BikeParking": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "ByAppointmentOnly": "False"\n'
    '  },\n'
    '  "categories": "Hardware Stores, Home & Garden, Shopping, Keys & Locksmiths",\n'
    '  "hours": {\n'
    '    "Monday": "7:0-19:0",\n'
    '    "Tuesday": "7:0-19:0",\n'
    '    "Wednesday": "7:0-19:0",\n'
    '    "Thursday": "7:0-19:0",\n'
    '    "Friday": "7:0-19:0",\n'
    '    "Saturday": "8:0-17:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2020-04-22",\n'
    '      "text": "Walked in with a broken faucet cartridge in a sandwich bag and Ottilie found the'
    ' exact match in under five minutes. She also explained how to seat the new O-ring so it would'
    ' stop dripping. Prices are a little higher than the big-box place out on the highway, but the'
    ' advice alone is worth it."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2021-08-09",\n'
    '      "text": "Great selection of fasteners sold by the piece, which saves buying a whole box'
    ' for one project. They cut two house keys for me while I waited. Only knock is that the paint'
    ' counter closes an hour before the store does, which caught me out on a weekday evening."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-03-11",\n'
    '      "text": "My dog is always welcome here and the staff keep a jar of treats by the register.'
    ' I needed a length of chain cut on a Saturday morning and they had it done on the spot. The lot'
    ' out front is small but I\'ve never failed to get a space."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B103_BARBER = (
    '{\n'
    '  "business_id": "Bq7mC1xNs4Ra8VeK2tZy5j",\n'
    '  "name": "Corvallo Barber Parlor",\n'
    '  "address": "1140 Linden Crook Avenue",\n'
    '  "city": "Westerhollow",\n'
    '  "state": "PA",\n'
    '  "postal_code": "19388",\n'
    '  "stars": 4.0,\n'
    '  "review_count": 64,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BusinessAcceptsCreditCards": "False",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False,'
    ' \'valet\': False}",\n'
    '    "WheelchairAccessible": "False"\n'
    '  },\n'
    '  "categories": "Barbers, Beauty & Spas, Men\'s Hair Salons",\n'
    '  "hours": {\n'
    '    "Tuesday": "10:0-19:0",\n'
    '    "Wednesday": "10:0-19:0",\n'
    '    "Thursday": "10:0-20:0",\n'
    '    "Friday": "9:0-20:0",\n'
    '    "Saturday": "8:0-16:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-01-15",\n'
    '      "text": "Walk-ins really are welcome. I showed up on a Thursday evening, waited maybe'
    " fifteen minutes, and Marek gave me the sharpest skin fade I've had in years. Hot towel and"
    " straight-razor neck shave included at no extra charge. Bring cash though, they don't take"
    ' cards."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2022-07-30",\n'
    '      "text": "The cut itself was fine but I waited almost an hour on a Saturday morning even'
    ' though I arrived right at opening. There are only three chairs and one barber was out. The shop'
    ' is up a narrow flight of stairs, so not great if you have trouble with steps."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-05-02",\n'
    '      "text": "Took my eight-year-old son for his first proper haircut and the barber, Teodor,'
    ' was patient and kept him laughing the whole time. Very fair prices for the area. The free Wi-Fi'
    ' helped while we waited. Knocked off a star because the radio was turned up far too loud."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B103_CLIMBING = (
    '{\n'
    '  "business_id": "Vg5kE8pWa3Lr1TnH6yQd9m",\n'
    '  "name": "Vertigrain Climbing Hall",\n'
    '  "address": "600 Brindle Mill Road",\n'
    '  "city": "Kestrel Junction",\n'
    '  "state": "CO",\n'
    '  "postal_code": "80954",\n'
    '  "stars": 4.5,\n'
    '  "review_count": 158,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "GoodForKids": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'validated\': False,'
    ' \'valet\': False}",\n'
    '    "BikeParking": "True",\n'
    '    "DogsAllowed": "False",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "3"\n'
    '  },\n'
    '  "categories": "Climbing, Gyms, Active Life, Fitness & Instruction",\n'
    '  "hours": {\n'
    '    "Monday": "6:0-22:0",\n'
    '    "Tuesday": "6:0-22:0",\n'
    '    "Wednesday": "6:0-22:0",\n'
    '    "Thursday": "6:0-22:0",\n'
    '    "Friday": "6:0-21:0",\n'
    '    "Saturday": "9:0-20:0",\n'
    '    "Sunday": "9:0-18:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-11-05",\n'
    '      "text": "The bouldering walls get reset every couple of weeks, so there\'s always something'
    ' new to project. Staff like Ingrid are quick to offer beta without being pushy. Day passes'
    " aren't cheap, but the monthly membership pays for itself if you come twice a week. Showers and"
    ' lockers are clean."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2023-01-21",\n'
    '      "text": "Great routes, but the place is packed between 5 and 8 on weekday evenings and you'
    " end up queuing for problems. The rental shoes smelled like they hadn't been sprayed in ages."
    ' The auto-belay lanes are a nice touch for solo climbers, at least."\n'
    '    },\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2023-06-10",\n'
    '      "text": "Brought my two kids for the Saturday youth session and the instructors were'
    " fantastic with them. The kids' wall is separated from the main area so little ones aren't"
    ' underfoot. The café corner sells coffee and protein bars. Lots of space in the lot even on a'
    ' busy weekend."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B103_FLORIST = (
    '{\n'
    '  "business_id": "Fl2bR7cMu9Sd4WoG1hKe8n",\n'
    '  "name": "Brambleworth Florals",\n'
    '  "address": "37 Sallow Lane",\n'
    '  "city": "Dunmere Harbor",\n'
    '  "state": "ME",\n'
    '  "postal_code": "04681",\n'
    '  "stars": 3.5,\n'
    '  "review_count": 41,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessParking": "{\'garage\': True, \'street\': False, \'lot\': False, \'validated\': True,'
    ' \'valet\': False}",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BikeParking": "False"\n'
    '  },\n'
    '  "categories": "Florists, Flowers & Gifts, Shopping, Wedding Planning, Event Planning &'
    ' Services",\n'
    '  "hours": {\n'
    '    "Tuesday": "9:0-17:30",\n'
    '    "Wednesday": "9:0-17:30",\n'
    '    "Thursday": "9:0-17:30",\n'
    '    "Friday": "8:30-18:0",\n'
    '    "Saturday": "9:0-15:0",\n'
    '    "Sunday": "10:0-13:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2021-02-12",\n'
    '      "text": "Ordered a hand-tied bouquet for my mother\'s birthday and Philippa talked me'
    ' through every stem over the phone. It arrived the same afternoon, wrapped in brown paper with a'
    ' handwritten card. Not the cheapest florist in town, but the arrangement lasted nearly two'
    ' weeks."\n'
    '    },\n'
    '    {\n'
    '      "stars": 2,\n'
    '      "date": "2022-05-07",\n'
    '      "text": "Paid extra for a Saturday morning delivery for my sister\'s engagement brunch and'
    ' it turned up after 2pm, long after the brunch had finished. The flowers themselves were lovely,'
    ' but nobody called to explain the delay and I had to chase a partial refund by email."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-09-23",\n'
    '      "text": "They did the flowers for our small wedding, including twelve centrepieces and a'
    ' bridal bouquet with dried lavender. Planning took two consultations and the studio was flexible'
    ' when we changed colours late. Parking in the garage next door is validated, which was handy.'
    ' Only wish they had more ready-made bunches in the shop."\n'
    '    }\n'
    '  ]\n'
    '}'
)

B103_VEGAN = (
    '{\n'
    '  "business_id": "Sp6wT0jKv2Nb5XaF3gRc7u",\n'
    '  "name": "Sprigwell Vegan Kitchen",\n'
    '  "address": "9 Harrowmere Place",\n'
    '  "city": "Ostlebury",\n'
    '  "state": "WA",\n'
    '  "postal_code": "98577",\n'
    '  "stars": 4.0,\n'
    '  "review_count": 129,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WiFi": "u\'free\'",\n'
    '    "OutdoorSeating": "True",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "Alcohol": "u\'none\'",\n'
    '    "NoiseLevel": "u\'quiet\'",\n'
    '    "GoodForKids": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "RestaurantsReservations": "False",\n'
    '    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'validated\': False,'
    ' \'valet\': False}",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "HasTV": "False"\n'
    '  },\n'
    '  "categories": "Vegan, Cafes, Coffee & Tea, Breakfast & Brunch, Gluten-Free",\n'
    '  "hours": {\n'
    '    "Monday": "7:30-15:0",\n'
    '    "Wednesday": "7:30-15:0",\n'
    '    "Thursday": "7:30-15:0",\n'
    '    "Friday": "7:30-15:0",\n'
    '    "Saturday": "8:0-16:0",\n'
    '    "Sunday": "8:0-14:0"\n'
    '  },\n'
    '  "reviews": [\n'
    '    {\n'
    '      "stars": 5,\n'
    '      "date": "2022-03-06",\n'
    '      "text": "The chickpea scramble with smoked tempeh and sourdough toast is the best vegan'
    " breakfast I've had outside a big city. Oat flat white was smooth and not too sweet. We sat on"
    ' the back patio with our dog and the staff brought her a water bowl without being asked."\n'
    '    },\n'
    '    {\n'
    '      "stars": 3,\n'
    '      "date": "2022-09-17",\n'
    '      "text": "Lovely quiet spot to work on a laptop with decent Wi-Fi, but the cashew'
    ' cheesecake was dry and at nine dollars a slice felt overpriced. Service at the counter was slow'
    ' on a weekday morning with only one person making drinks. The lentil soup was good though."\n'
    '    },\n'
    '    {\n'
    '      "stars": 4,\n'
    '      "date": "2023-04-29",\n'
    '      "text": "Came for Saturday brunch with friends, one of whom is coeliac, and she was'
    ' thrilled by the gluten-free banana pancakes. Portions are generous. We had to wait twenty'
    " minutes for a table because they don't take reservations. No alcohol, so don't expect a brunch"
    ' mimosa with your meal."\n'
    '    }\n'
    '  ]\n'
    '}'
)

BATCHES_103: dict[str, list[tuple[str, str, bool]]] = {
    'ramen bar listing': [(B103_RAMEN, c, True) for c in (
        'Kazuhara Noodle Bar is a ramen and Japanese noodle restaurant on Quill Street in Marrowfield,'
        ' OR.',
        'It is closed on Mondays and opens at 11:30am from Tuesday through Friday.',
        'On Fridays and Saturdays it stays open until 11pm, while Sunday service ends at 8pm.',
        'A moderately priced spot, it holds a 4-star rating from 212 reviews.',
        'There is no Wi-Fi or outdoor seating, but you can get your food to go.',
        'Only street parking is listed, and one reviewer had to circle the block a few times to find a'
        ' space.',
        'One reviewer raves about the rich tonkotsu broth, while another liked the generous portions but'
        ' found the room very loud.',
    )] + [(B103_RAMEN, c, False) for c in (
        'Besides takeout, the restaurant also offers delivery.',
        'It opens at 11:30am on Saturdays.',
        'The noodles are made fresh in-house every morning.',
        'Reviewers generally found the gyoza undercooked.',
        'One reviewer noted that parking on Quill Street was easy to find.',
        'It has a 4.5-star average across 212 reviews.',
        'Besides ramen, the menu also features sushi rolls.',
    )],
    'hardware store listing, batch 103': [(B103_HARDWARE, c, True) for c in (
        'Penwarden Hardware & Supply is a hardware and home-and-garden store that also offers key and'
        ' locksmith services.',
        'It opens at 7am on weekdays and closes at 7pm.',
        'The store is open six days a week and closed on Sundays.',
        'Saturday hours are shorter, running from 8am to 5pm.',
        'It has its own parking lot, is wheelchair accessible, and lets dogs in.',
        'With 87 reviews, it holds a 4.5-star rating.',
        'One reviewer praised the expert advice even though they found prices a bit higher than at a'
        ' big-box store.',
    )] + [(B103_HARDWARE, c, False) for c in (
        'It opens at 8am on weekdays.',
        'It also opens on Sundays from 8am to 5pm.',
        'One reviewer described the parking lot out front as spacious.',
        'The store has been family-owned since 1962.',
        'Reviewers agree that its prices are lower than those of the big-box store on the highway.',
        'Dogs are not allowed inside the store.',
        'One reviewer noted that the paint counter stays open later than the rest of the store.',
    )],
    'barber shop listing': [(B103_BARBER, c, True) for c in (
        "Corvallo Barber Parlor is a barbershop and men's hair salon in Westerhollow, PA.",
        'The shop is closed on Sundays and Mondays.',
        'It is open five days a week, staying open until 8pm on Thursdays and Fridays.',
        'Saturday hours run from 8am to 4pm.',
        'It is a cash-only, inexpensive shop that takes walk-ins rather than working by appointment only.',
        'Free Wi-Fi is available and the shop is good for kids, with one parent praising how patient the'
        ' barber was with their son.',
        'One reviewer praised a skin fade that came with a free hot towel and razor neck shave, while'
        ' another waited nearly an hour on a Saturday morning.',
    )] + [(B103_BARBER, c, False) for c in (
        'Payment by card is accepted.',
        'It opens at 9am on Saturdays.',
        'The shop is wheelchair accessible.',
        'Haircuts cost a flat $25.',
        'Reviewers say waits are short on Saturday mornings.',
        'The shop has five barber chairs.',
        "Besides men's cuts, the shop also offers women's hair coloring.",
    )],
    'climbing gym listing': [(B103_CLIMBING, c, True) for c in (
        'Vertigrain Climbing Hall is a climbing gym in Kestrel Junction, CO, rated 4.5 stars from 158'
        ' reviews.',
        'It is open every day of the week, from 6am on weekdays.',
        'Monday through Thursday it stays open until 10pm, but it closes an hour earlier on Fridays.',
        'Weekend hours are shorter: 9am to 8pm on Saturday and 9am to 6pm on Sunday.',
        'It is listed at the $$$ price level, and one reviewer said day passes are expensive.',
        'The gym has its own parking lot and bike parking, and one reviewer found plenty of space in the'
        ' lot on a busy weekend.',
        'Reviewers praise the route setting and the staff, though one complained about weekday-evening'
        ' crowds and smelly rental shoes.',
    )] + [(B103_CLIMBING, c, False) for c in (
        'Dogs are welcome at the gym.',
        'It stays open until 10pm on Fridays.',
        'The gym offers yoga classes alongside climbing.',
        'Reviewers generally found the gym crowded.',
        'One reviewer said the rental shoes were freshly cleaned.',
        'It has a 4-star rating from 158 reviews.',
        'The gym was founded in 2015.',
    )],
    'florist listing': [(B103_FLORIST, c, True) for c in (
        'Brambleworth Florals is a florist in Dunmere Harbor that also handles wedding and event'
        ' planning.',
        'The shop is closed on Mondays but open the other six days of the week.',
        'On Fridays it opens early, at 8:30am, and stays open until 6pm.',
        'Sunday hours are brief, just 10am to 1pm.',
        'There is no street parking; customers use a garage, and parking there is validated.',
        'It has a 3.5-star rating based on 41 reviews and is moderately priced.',
        "One reviewer's paid Saturday delivery arrived after 2pm with no call about the delay, though the"
        ' flowers themselves were lovely.',
    )] + [(B103_FLORIST, c, False) for c in (
        'The shop opens at 9am on Fridays.',
        'Street parking is available right outside the shop.',
        'The florist offers free same-day delivery.',
        'Reviewers describe it as the cheapest florist in town.',
        'It holds a 3.5-star rating from 14 reviews.',
        'One reviewer praised the wide range of ready-made bunches in the shop.',
        'The shop also sells potted houseplants and succulents.',
    )],
    'vegan cafe listing': [(B103_VEGAN, c, True) for c in (
        'Sprigwell Vegan Kitchen is a vegan café in Ostlebury, WA, serving coffee, breakfast and brunch.',
        'The café is closed on Tuesdays and open the rest of the week.',
        'On the weekdays it is open, it serves from 7:30am to 3pm.',
        'It opens at 8am on weekends, closing at 4pm on Saturday and 2pm on Sunday.',
        'A quiet, moderately priced café with free Wi-Fi and outdoor seating, it offers both takeout and'
        ' delivery.',
        'It does not serve alcohol or take reservations, and one reviewer waited twenty minutes for a'
        ' table at Saturday brunch.',
        'Reviewers enjoyed the breakfast dishes, though one found the cashew cheesecake dry and'
        ' overpriced.',
    )] + [(B103_VEGAN, c, False) for c in (
        'The café is closed on Mondays.',
        'It stays open until 4pm on Sundays.',
        'Brunch mimosas are available on weekends.',
        'Reviewers say the counter service is fast, even on weekday mornings.',
        'Reviewers generally found the prices too high.',
        'The café roasts its own coffee beans on site.',
        'It has a 4-star rating from 192 reviews.',
    )],
}
