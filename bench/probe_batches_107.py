(
    'Probe batch 107, written by a helper agent that saw neither the code nor an earlier probe (session '
    '57), on six structured business records and the overviews a language model writes of them.'
)
from __future__ import annotations

B107_PIZZA = (
    '{\n  "name": "Bellavento Forno",\n  "address": "418 Quillan Ave",\n  "city": "Marrowfield",\n  "state": '
    '"PA",\n  "postal_code": "19487",\n  "categories": "Pizza, Italian, Restaurants",\n  "hours": {\n    '
    '"Tuesday": "11:0-21:0",\n    "Wednesday": "11:0-21:0",\n    "Thursday": "11:0-21:0",\n    "Friday": '
    '"11:0-23:0",\n    "Saturday": "12:0-23:0",\n    "Sunday": "12:0-20:0"\n  },\n  "attributes": {\n    '
    '"RestaurantsPriceRange2": "2",\n    "WiFi": "u\'no\'",\n    "OutdoorSeating": "True",\n    '
    '"RestaurantsDelivery": "True",\n    "RestaurantsTakeOut": "True",\n    "RestaurantsReservations": '
    '"False",\n    "GoodForKids": "True",\n    "Alcohol": "u\'beer_and_wine\'",\n    "NoiseLevel": '
    '"u\'average\'",\n    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'valet\': '
    'False, \'validated\': False}"\n  },\n  "stars": 4.0,\n  "review_count": 212,\n  "is_open": 1,\n  '
    '"reviews": [\n    {"stars": 5, "date": "2021-06-12",\n     "text": "The wood-fired crust here is the '
    'best in Marrowfield, blistered and chewy with a real smoky edge. We shared the Ortolano pie with '
    'roasted peppers and fennel sausage and fought over the last slice. Our server Dario checked on us '
    'often and the patio was lovely on a warm evening."},\n    {"stars": 4, "date": "2021-09-03",\n     '
    '"text": "Great pizza, but be ready to wait on a Friday night. We stood by the door for about forty '
    'minutes before getting a table, and the dining room was packed and loud. Once the food arrived it '
    'was worth it, especially the margherita and a simple arugula salad."},\n    {"stars": 2, "date": '
    '"2022-01-18",\n     "text": "I ordered delivery on a snowy Tuesday and it took over an hour to show '
    'up. The pizza arrived lukewarm and the box was soggy underneath. The flavor was still good, but '
    'with the delivery fee and tip it felt pricey for what we got. I will pick it up myself next '
    'time."}\n  ]\n}'
)

B107_CLEANER = (
    '{\n  "name": "Pellworth Cleaners",\n  "address": "2207 Orrin St",\n  "city": "Castlebay",\n  "state": '
    '"OH",\n  "postal_code": "44912",\n  "categories": "Dry Cleaning & Laundry, Laundry Services, Local '
    'Services, Sewing & Alterations",\n  "hours": {\n    "Monday": "7:0-19:0",\n    "Tuesday": '
    '"7:0-19:0",\n    "Wednesday": "7:0-19:0",\n    "Thursday": "7:0-19:0",\n    "Friday": "7:0-19:0",\n    '
    '"Saturday": "8:0-14:0"\n  },\n  "attributes": {\n    "BusinessAcceptsCreditCards": "True",\n    '
    '"ByAppointmentOnly": "False",\n    "WheelchairAccessible": "True",\n    "RestaurantsPriceRange2": '
    '"2",\n    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'valet\': False, '
    '\'validated\': False}"\n  },\n  "stars": 3.5,\n  "review_count": 47,\n  "is_open": 1,\n  "reviews": [\n    '
    '{"stars": 5, "date": "2020-11-02",\n     "text": "Mrs. Hadley Voss, the owner, hemmed the trousers '
    'of my wedding suit in just two days when I was in a panic. She also told me they do same-day '
    'service if you drop things off before 9am, which I have used twice since. Friendly, careful and '
    'honest people."},\n    {"stars": 2, "date": "2021-03-15",\n     "text": "I brought in a silk blouse '
    'with a small wine stain. It came back with the stain still visible and one of the pearl buttons '
    'missing. When I pointed it out, the clerk just shrugged. They did give me a partial refund after I '
    'asked, but I expected better care."},\n    {"stars": 4, "date": "2021-08-27",\n     "text": "Very '
    'convenient for commuters. The lot makes it easy to pull in, and because they open so early I can '
    'drop off shirts on my way to work. Pressing is crisp and consistent. Prices are a bit higher than '
    'the chain cleaner down the road, but the quality is better."}\n  ]\n}'
)

B107_GROOMER = (
    '{\n  "name": "Tuftmoor Paws Grooming Studio",\n  "address": "77 Linnet Row, Suite 4",\n  "city": '
    '"Ashgrove Falls",\n  "state": "OR",\n  "postal_code": "97391",\n  "categories": "Pet Groomers, Pet '
    'Services, Pets",\n  "hours": {\n    "Tuesday": "9:0-17:0",\n    "Wednesday": "9:0-17:0",\n    '
    '"Thursday": "9:0-19:0",\n    "Friday": "9:0-17:0",\n    "Saturday": "8:0-15:0"\n  },\n  "attributes": '
    '{\n    "ByAppointmentOnly": "True",\n    "BusinessAcceptsCreditCards": "True",\n    "DogsAllowed": '
    '"True",\n    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': True, \'valet\': False, '
    '\'validated\': False}"\n  },\n  "stars": 4.5,\n  "review_count": 88,\n  "is_open": 1,\n  "reviews": [\n    '
    '{"stars": 5, "date": "2022-04-09",\n     "text": "Our doodle Biscuit is very anxious around '
    'clippers, but Pilar was patient and gentle with him. She texted me photos during the session so I '
    'knew he was calm. He came out fluffy and happy, and he was ready for pickup exactly at the time '
    'they promised."},\n    {"stars": 5, "date": "2022-07-21",\n     "text": "You have to book about three '
    'weeks ahead, but it is worth the wait. A full groom for my standard schnauzer cost $85, and that '
    'included a nail trim and ear cleaning. The cut was neat and even, and the beard was shaped just the '
    'way I asked."},\n    {"stars": 3, "date": "2022-10-30",\n     "text": "The haircut itself was nice '
    'and my terrier smelled great. However, they told me it would take two hours and I did not get him '
    'back for five. Nobody called to tell me it was running late, so I sat in the car for a long time. I '
    'wish they communicated better."}\n  ]\n}'
)

B107_BOOKS = (
    '{\n  "name": "The Crooked Quire Books & Cafe",\n  "address": "15 Fennimore Lane",\n  "city": '
    '"Wrenford",\n  "state": "VT",\n  "postal_code": "05674",\n  "categories": "Bookstores, Used '
    'Bookstores, Cafes, Coffee & Tea, Shopping, Food",\n  "hours": {\n    "Monday": "10:0-18:0",\n    '
    '"Tuesday": "10:0-18:0",\n    "Wednesday": "10:0-18:0",\n    "Thursday": "10:0-20:0",\n    "Friday": '
    '"10:0-20:0",\n    "Saturday": "9:0-20:0",\n    "Sunday": "11:0-17:0"\n  },\n  "attributes": {\n    '
    '"WiFi": "u\'free\'",\n    "OutdoorSeating": "False",\n    "RestaurantsPriceRange2": "1",\n    '
    '"NoiseLevel": "u\'quiet\'",\n    "DogsAllowed": "True",\n    "BusinessAcceptsCreditCards": "True",\n    '
    '"RestaurantsTakeOut": "True",\n    "BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': '
    'False, \'valet\': False, \'validated\': False}"\n  },\n  "stars": 4.5,\n  "review_count": 63,\n  "is_open": '
    '1,\n  "reviews": [\n    {"stars": 5, "date": "2019-02-14",\n     "text": "A cozy maze of shelves where '
    "I lost a whole afternoon. I found a first edition of Orla Penhallow's poems for $12 and then "
    "treated myself to a cardamom bun and a cortado at the cafe counter. The owner's ginger cat, "
    'Marmalade, slept on the history table the entire time."},\n    {"stars": 4, "date": '
    '"2019-05-30",\n     "text": "Wonderful selection of used science fiction and local history. The '
    'coffee is strong and well made. My only gripe is that the cafe corner is tiny, with just four '
    'tables, so on a Saturday it is hard to get a seat. I ended up reading standing by the '
    'window."},\n    {"stars": 3, "date": "2019-09-08",\n     "text": "The books on the shelves are fairly '
    'priced, but the trade-in credit is stingy. They offered me $4 in store credit for a bag of twenty '
    'paperbacks in good condition. The scone I had with my tea was dry, too. Nice atmosphere, though, '
    'and the staff were polite."}\n  ]\n}'
)

B107_THAI = (
    '{\n  "name": "Baan Sirilak Kitchen",\n  "address": "3120 Harrowgate Blvd",\n  "city": "Dunmere",\n  '
    '"state": "NV",\n  "postal_code": "89571",\n  "categories": "Thai, Restaurants, Noodles",\n  "hours": '
    '{\n    "Monday": "11:0-21:30",\n    "Wednesday": "11:0-21:30",\n    "Thursday": "11:0-21:30",\n    '
    '"Friday": "11:0-22:30",\n    "Saturday": "12:0-22:30",\n    "Sunday": "12:0-21:0"\n  },\n  '
    '"attributes": {\n    "RestaurantsPriceRange2": "2",\n    "Alcohol": "u\'none\'",\n    "WiFi": '
    '"u\'free\'",\n    "OutdoorSeating": "False",\n    "RestaurantsDelivery": "False",\n    '
    '"RestaurantsTakeOut": "True",\n    "RestaurantsReservations": "True",\n    '
    '"RestaurantsGoodForGroups": "True",\n    "GoodForKids": "True",\n    "NoiseLevel": "u\'average\'",\n    '
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'valet\': False, \'validated\': '
    'False}"\n  },\n  "stars": 4.0,\n  "review_count": 156,\n  "is_open": 1,\n  "reviews": [\n    {"stars": 5, '
    '"date": "2023-03-11",\n     "text": "The khao soi is rich, fragrant and loaded with tender chicken, '
    'easily the best bowl I have had in Dunmere. I asked for it Thai hot and they did not hold back. Our '
    'server Nok was friendly and explained the specials board patiently to my parents."},\n    {"stars": '
    '4, "date": "2023-05-19",\n     "text": "The pad see ew was excellent, smoky from the wok, and the '
    'portions are huge, so we took leftovers home for lunch. The only downside is the small parking lot, '
    'which fills up fast on Friday nights. We circled twice before a space opened up."},\n    {"stars": '
    '2, "date": "2023-08-02",\n     "text": "We had a reservation but still waited about twenty-five '
    'minutes for our table. The green curry was far too sweet for my taste and the rice was a little '
    'dry. Our server apologized for the wait and was kind, but the evening as a whole was '
    'disappointing."}\n  ]\n}'
)

B107_CARWASH = (
    '{\n  "name": "Glimmerline Hand Car Wash",\n  "address": "960 Bracken Hill Rd",\n  "city": '
    '"Tollister",\n  "state": "AZ",\n  "postal_code": "85319",\n  "categories": "Car Wash, Automotive, Auto '
    'Detailing",\n  "hours": {\n    "Tuesday": "8:0-18:0",\n    "Wednesday": "8:0-18:0",\n    "Thursday": '
    '"8:0-18:0",\n    "Friday": "8:0-18:0",\n    "Saturday": "7:30-18:0",\n    "Sunday": "9:0-15:0"\n  },\n  '
    '"attributes": {\n    "BusinessAcceptsCreditCards": "True",\n    "ByAppointmentOnly": "False",\n    '
    '"BikeParking": "False",\n    "BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, '
    '\'valet\': False, \'validated\': False}"\n  },\n  "stars": 3.0,\n  "review_count": 29,\n  "is_open": 0,\n  '
    '"reviews": [\n    {"stars": 4, "date": "2018-04-22",\n     "text": "Got the basic exterior hand wash '
    'for $25. The crew dried everything by hand with microfiber towels and there were no swirl marks on '
    'my black paint afterward. I waited about twenty minutes on a Saturday morning, which seemed fair '
    'given how busy they were."},\n    {"stars": 1, "date": "2018-07-09",\n     "text": "Paid $120 for an '
    'interior detail and still found dog hair under both front seats. Worse, someone scratched one of my '
    'rims while moving the car. The manager, Teodor, offered a discount on my next visit but refused a '
    'refund. I will not be going back."},\n    {"stars": 4, "date": "2018-10-14",\n     "text": "The '
    'deluxe wash at $40 includes tire shine and cleaning of the windows inside and out, which is a good '
    'deal. The crew was friendly and quick. The waiting area has no shade at all, though, so in the '
    'summer heat it gets really uncomfortable."}\n  ]\n}'
)

BATCHES_107: dict[str, list[tuple[str, str, bool]]] = {
    'wood-fired pizzeria listing': [(B107_PIZZA, c, True) for c in (
        'Bellavento Forno is an Italian restaurant and pizzeria on Quillan Avenue in Marrowfield.',
        'It is closed on Mondays and open the other six days of the week.',
        'On both Fridays and Saturdays it stays open until 11pm.',
        'The restaurant offers delivery as well as takeout, and there is outdoor seating.',
        'Parking is street only; there is no lot or garage.',
        'A moderately priced spot that serves beer and wine, it holds a 4-star rating from 212 reviews.',
        'One reviewer raved about the wood-fired crust, while another said a delivery order took over an hour '
        'and arrived lukewarm.',
    )] + [(B107_PIZZA, c, False) for c in (
        'On Sundays it opens at 11am.',
        'Bellavento Forno takes reservations, so you can book a table ahead of a busy Friday.',
        'Bellavento Forno has been baking wood-fired pizza in Marrowfield since 1998.',
        'Reviewers generally complain that deliveries are slow and arrive lukewarm.',
        'It has a 4.5-star rating from 212 reviews.',
        'Diners can use free WiFi while they eat.',
        'The listing files it under Pizza, Italian and Wine Bars.',
    )],
    'dry cleaner with alterations': [(B107_CLEANER, c, True) for c in (
        'Pellworth Cleaners opens at 7am on weekdays and closes at 7pm.',
        'On Saturdays it keeps shorter hours, 8am to 2pm, and it is closed on Sundays.',
        'Open six days a week, the shop has a parking lot and is wheelchair accessible.',
        'Besides dry cleaning and laundry, it also does sewing and alterations.',
        'The shop takes credit cards, and no appointment is needed.',
        'It has a 3.5-star average across 47 reviews.',
        'One customer praised a quick two-day hem on a wedding suit, while another said a silk blouse came back '
        'still stained and missing a button.',
    )] + [(B107_CLEANER, c, False) for c in (
        'It stays open until 7pm on Saturdays.',
        'The shop is not wheelchair accessible.',
        'Pellworth Cleaners offers free pickup and delivery of garments.',
        'A reviewer notes that its prices are lower than the chain cleaner down the road.',
        'It has a 3.5-star rating based on 74 reviews.',
        'Besides cleaning and alterations, it is also listed as a shoe repair shop.',
        'Several reviewers mention same-day service for items dropped off before 9am.',
    )],
    'dog grooming salon listing': [(B107_GROOMER, c, True) for c in (
        'The salon works by appointment only.',
        'It is open Tuesday through Saturday and closed on Sundays and Mondays.',
        'On Thursdays it stays open later, until 7pm.',
        'Saturday hours run from 8am to 3pm.',
        'Customers can park on the street or in a lot.',
        'One reviewer paid $85 for a full groom of a standard schnauzer, nail trim and ear cleaning included.',
        'Rated 4.5 stars from 88 reviews, it is widely praised, though one owner said their terrier was kept '
        'five hours instead of the two they were told.',
    )] + [(B107_GROOMER, c, False) for c in (
        'It opens at 8am on weekdays.',
        'Walk-ins are welcome, so there is no need to book.',
        'Besides grooming, the studio offers overnight dog boarding.',
        'Reviewers say the staff always have dogs ready at the promised time.',
        'One reviewer paid $65 for a full groom of a standard schnauzer.',
        'The groomers use organic, fragrance-free shampoos.',
        'The salon does not accept credit cards.',
    )],
    'used bookshop with cafe': [(B107_BOOKS, c, True) for c in (
        'It is open every day of the week, with shorter Sunday hours from 11am to 5pm.',
        'From Thursday through Saturday it stays open until 8pm.',
        'It is an inexpensive, quiet place with free WiFi.',
        'There is no outdoor seating, and parking is on the street.',
        'Dogs are allowed, and takeout is available.',
        'One visitor found a first edition of Orla Penhallow poems for $12 and enjoyed a cardamom bun with '
        'a cortado.',
        'One reviewer praised the used science fiction and local history but found the four-table cafe hard '
        'to get a seat in on Saturdays, while another called the trade-in credit stingy.',
    )] + [(B107_BOOKS, c, False) for c in (
        'On Saturdays it opens at 10am.',
        'Visitors can sit outside on the patio with their coffee.',
        'The Crooked Quire is a moderately priced bookshop and cafe.',
        'Reviewers say it is easy to find a seat in the cafe on weekends.',
        'The shop hosts monthly poetry readings.',
        'It has a 4-star rating from 63 reviews.',
        'The listing categorizes it as a bakery as well as a bookstore.',
    )],
    'thai restaurant listing, batch 107': [(B107_THAI, c, True) for c in (
        'Baan Sirilak Kitchen is closed on Tuesdays.',
        'It is open until 10:30pm on Fridays and Saturdays.',
        'On Sundays it opens at noon and closes at 9pm.',
        'The restaurant takes reservations and does takeout, but it does not deliver.',
        'It does not serve alcohol, and guests can park in a lot.',
        'A moderately priced Thai spot, it has a 4-star rating from 156 reviews.',
        'One diner loved the khao soi, but another found the green curry too sweet.',
    )] + [(B107_THAI, c, False) for c in (
        'It closes at 9:30pm on Fridays.',
        'You can order delivery from Baan Sirilak Kitchen.',
        'Diners are welcome to bring their own wine.',
        'Reviewers consistently praise how quickly they are seated.',
        'It has a 4-star rating from 165 reviews.',
        'The listing places it under Thai and Vietnamese cuisine.',
        'Parking is on the street only.',
    )],
    'hand car wash listing, batch 107': [(B107_CARWASH, c, True) for c in (
        'The listing shows Glimmerline Hand Car Wash as no longer open for business.',
        'It was closed on Mondays and opened at 7:30am on Saturdays.',
        'Its Sunday hours ran from 9am to 3pm.',
        'Besides hand washing it offered auto detailing, and customers did not need an appointment.',
        'It had a 3-star rating from 29 reviews.',
        'According to reviewers, a basic exterior wash cost $25 and the deluxe wash $40.',
        'One customer was pleased there were no swirl marks, while another said an interior detail left dog hair '
        'under the seats.',
    )] + [(B107_CARWASH, c, False) for c in (
        'On Saturdays it opened at 8am.',
        'It did not accept credit cards.',
        'The manager refunded a customer whose rim had been scratched.',
        'Reviewers praise the shaded waiting area.',
        'The car wash is still operating and open for business.',
        'Glimmerline also offered oil changes.',
        'A customer paid $40 for an interior detail.',
    )],
}
