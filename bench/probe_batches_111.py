"""Probe batch 111, written by a helper agent that saw neither the code nor an earlier probe (session 57),
on six structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B111_SUSHI = (
    '{\n'
    '"business_id": "kR7vQ2mTx9aLp4Wc1sZe0B",\n'
    '"name": "Kaiyo Reef Sushi Bar",\n'
    '"address": "418 Larkmoor Ave",\n'
    '"city": "Brennick",\n'
    '"state": "OR",\n'
    '"postal_code": "97488",\n'
    '"categories": "Sushi Bars, Japanese, Restaurants",\n'
    '"hours": {\n'
    '"Tuesday": "17:0-22:0",\n'
    '"Wednesday": "17:0-22:0",\n'
    '"Thursday": "17:0-22:0",\n'
    '"Friday": "17:0-23:30",\n'
    '"Saturday": "12:0-23:30",\n'
    '"Sunday": "12:0-21:0"\n'
    '},\n'
    '"attributes": {\n'
    '"RestaurantsPriceRange2": "3",\n'
    '"WiFi": "u\'no\'",\n'
    '"OutdoorSeating": "False",\n'
    '"RestaurantsReservations": "True",\n'
    '"RestaurantsTakeOut": "True",\n'
    '"RestaurantsDelivery": "False",\n'
    '"Alcohol": "u\'beer_and_wine\'",\n'
    '"NoiseLevel": "u\'average\'",\n'
    '"GoodForKids": "False",\n'
    '"RestaurantsAttire": "u\'casual\'",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'valet\': False, \'validated\': '
    'False}"\n'
    '},\n'
    '"stars": 4.5,\n'
    '"review_count": 212,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2021-03-14",\n'
    '"text": "Sat at the counter and let chef Tomiro Vask run the omakase. Fourteen pieces, each one better than '
    'the last, and the seared amberjack with yuzu salt was the highlight. It is not cheap, roughly ninety '
    'dollars a head before drinks, but worth it for a birthday. Book ahead; walk-ins were being turned away at '
    'seven."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2021-06-02",\n'
    '"text": "Fish is excellent and the rice is seasoned just right. My only gripe is the space: twelve seats at '
    'the bar and four small tables, so it gets cramped and you hear every conversation. Service was friendly but '
    'slow on a busy Friday, and we waited twenty minutes for our second round of rolls."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2022-01-19",\n'
    '"text": "Good quality but the portions felt small for the price. The Brennick Dragon roll was mostly rice '
    'and the miso soup arrived lukewarm. Our server did apologise and took the soup off the bill. They only pour '
    'beer and wine, so there are no cocktails at all, which was a letdown for my group."\n'
    '}\n'
    ']\n'
    '}\n'
)

B111_LOCKSMITH = (
    '{\n'
    '"business_id": "Hq3ZpL8wNc5Yt0Rv6dKa2M",\n'
    '"name": "Brightwell Lock & Key",\n'
    '"address": "2207 Quarrel St, Suite 4",\n'
    '"city": "Halvern",\n'
    '"state": "AZ",\n'
    '"postal_code": "85933",\n'
    '"categories": "Keys & Locksmiths, Home Services, Security Systems",\n'
    '"hours": {\n'
    '"Monday": "8:0-18:0",\n'
    '"Tuesday": "8:0-18:0",\n'
    '"Wednesday": "8:0-18:0",\n'
    '"Thursday": "8:0-18:0",\n'
    '"Friday": "8:0-18:0",\n'
    '"Saturday": "9:0-14:0"\n'
    '},\n'
    '"attributes": {\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"BusinessAcceptsBitcoin": "False",\n'
    '"ByAppointmentOnly": "False",\n'
    '"WheelchairAccessible": "True",\n'
    '"RestaurantsPriceRange2": "2",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'valet\': False, \'validated\': '
    'False}"\n'
    '},\n'
    '"stars": 3.5,\n'
    '"review_count": 47,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2022-08-09",\n'
    '"text": "Locked my keys in the car outside the Halvern post office on a Tuesday afternoon. Called '
    'Brightwell and a technician named Odessa Prell arrived in about twenty-five minutes. She had the door open '
    'in under five minutes without a scratch and charged exactly what was quoted on the phone, seventy-five '
    'dollars. Friendly, quick and honest."\n'
    '},\n'
    '{\n'
    '"stars": 2,\n'
    '"date": "2022-11-21",\n'
    '"text": "Had them rekey three exterior doors after we bought our house. The work itself was fine, but the '
    'technician showed up almost two hours after the window they gave us and never called to say he was running '
    "late. The final bill was also forty dollars higher than the estimate because of a 'hardware fee' nobody "
    'mentioned."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-02-05",\n'
    '"text": "Walked into the shop on a Saturday morning to get four copies of a house key and a mailbox key '
    "cut. It took ten minutes and they were cheap. Only knocked off a star because the first mailbox key didn't "
    'turn smoothly, though they recut it on the spot for free. Handy that they have their own lot out front."\n'
    '}\n'
    ']\n'
    '}\n'
)

B111_NAILS = (
    '{\n'
    '"business_id": "Wm1cT6uXe8Jf3Gb9qNs4Lo",\n'
    '"name": "Petalcoat Nail Lounge",\n'
    '"address": "96 Ormsby Crossing",\n'
    '"city": "Tresdale",\n'
    '"state": "NC",\n'
    '"postal_code": "27561",\n'
    '"categories": "Nail Salons, Beauty & Spas, Waxing, Eyelash Service",\n'
    '"hours": {\n'
    '"Monday": "10:0-19:0",\n'
    '"Tuesday": "10:0-19:0",\n'
    '"Wednesday": "10:0-19:0",\n'
    '"Thursday": "10:0-20:0",\n'
    '"Friday": "10:0-20:0",\n'
    '"Saturday": "9:0-18:0",\n'
    '"Sunday": "11:0-17:0"\n'
    '},\n'
    '"attributes": {\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"ByAppointmentOnly": "False",\n'
    '"RestaurantsPriceRange2": "2",\n'
    '"WheelchairAccessible": "False",\n'
    '"WiFi": "u\'free\'",\n'
    '"GoodForKids": "True",\n'
    '"AcceptsInsurance": "False",\n'
    '"BusinessParking": "{\'garage\': True, \'street\': True, \'lot\': False, \'valet\': False, \'validated\': '
    'True}"\n'
    '},\n'
    '"stars": 4.0,\n'
    '"review_count": 138,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-04-12",\n'
    '"text": "Booked a gel manicure with Mireya Dunstell and it has lasted almost three weeks without a single '
    'chip. The salon is spotless, tools come out of sealed pouches, and they offered me tea while I waited. '
    'Parking in the garage next door was validated at the front desk, which was a nice surprise."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-05-30",\n'
    '"text": "Pedicure chairs are comfortable and the foot massage was lovely, but I waited forty minutes past '
    'my appointment time on a Saturday and nobody explained the delay. The polish work itself was neat enough. '
    'For thirty-eight dollars for a basic pedicure I expected better timekeeping from a salon this popular."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-07-08",\n'
    '"text": "Took my nine-year-old daughter for her first manicure and the staff were patient and sweet with '
    'her. I also had my brows waxed, which was quick and tidy. Lost a star because the shop is up a flight of '
    'stairs with no lift, which was hard for my mother to manage."\n'
    '}\n'
    ']\n'
    '}\n'
)

B111_BOWLING = (
    '{\n'
    '"business_id": "Fz0aR4kVp7Ds2Hn5yTc8Qi",\n'
    '"name": "Thunderpin Lanes",\n'
    '"address": "5120 Gorsebrook Rd",\n'
    '"city": "Millcaster",\n'
    '"state": "OH",\n'
    '"postal_code": "43977",\n'
    '"categories": "Bowling, Active Life, Arcades, Bars, Nightlife",\n'
    '"hours": {\n'
    '"Monday": "16:0-23:0",\n'
    '"Tuesday": "16:0-23:0",\n'
    '"Wednesday": "16:0-23:0",\n'
    '"Thursday": "16:0-0:0",\n'
    '"Friday": "12:0-2:0",\n'
    '"Saturday": "10:0-2:0",\n'
    '"Sunday": "10:0-21:0"\n'
    '},\n'
    '"attributes": {\n'
    '"GoodForKids": "True",\n'
    '"RestaurantsGoodForGroups": "True",\n'
    '"Alcohol": "u\'full_bar\'",\n'
    '"HasTV": "True",\n'
    '"NoiseLevel": "u\'very_loud\'",\n'
    '"RestaurantsPriceRange2": "2",\n'
    '"WiFi": "u\'free\'",\n'
    '"OutdoorSeating": "False",\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True, \'valet\': False, \'validated\': '
    'False}"\n'
    '},\n'
    '"stars": 3.0,\n'
    '"review_count": 89,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2022-10-15",\n'
    '"text": "Brought my son\'s tenth birthday party here and the staff set up bumpers and a lane with a '
    'birthday banner without us asking. Pizza was decent and the arcade kept the kids busy between games. Shoes '
    'smelled a bit musty, but overall it was a fun afternoon and good value on the Saturday party package."\n'
    '},\n'
    '{\n'
    '"stars": 2,\n'
    '"date": "2022-12-03",\n'
    '"text": "Came on a Friday night for the glow bowling league and it was chaos. Two of the lanes kept '
    "jamming, the pinsetter on lane nine broke twice, and the music was so loud we couldn't hear each other. The "
    'bar is well stocked, but drinks took ages because only one bartender was working."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-01-28",\n'
    '"text": "Perfectly fine for a Sunday game with friends. Lane rates are reasonable, about five dollars a '
    'game per person, but the food menu is limited to pizza, fries and hot dogs. The lanes look dated and some '
    'balls are chipped. Staff at the counter were friendly and quick to swap our lane when the scoring screen '
    'froze."\n'
    '}\n'
    ']\n'
    '}\n'
)

B111_BRUNCH = (
    '{\n'
    '"business_id": "Nb6eY1sJq4Xo9Kw3mAf7Ur",\n'
    '"name": "The Marigold Spoon",\n'
    '"address": "33 Fennimore Lane",\n'
    '"city": "Ashcombe",\n'
    '"state": "WA",\n'
    '"postal_code": "98362",\n'
    '"categories": "Breakfast & Brunch, Cafes, Coffee & Tea, Restaurants",\n'
    '"hours": {\n'
    '"Wednesday": "7:30-14:30",\n'
    '"Thursday": "7:30-14:30",\n'
    '"Friday": "7:30-14:30",\n'
    '"Saturday": "8:0-15:0",\n'
    '"Sunday": "8:0-15:0"\n'
    '},\n'
    '"attributes": {\n'
    '"RestaurantsPriceRange2": "2",\n'
    '"OutdoorSeating": "True",\n'
    '"WiFi": "u\'free\'",\n'
    '"RestaurantsReservations": "False",\n'
    '"RestaurantsTakeOut": "True",\n'
    '"RestaurantsDelivery": "False",\n'
    '"Alcohol": "u\'none\'",\n'
    '"NoiseLevel": "u\'average\'",\n'
    '"DogsAllowed": "True",\n'
    '"GoodForKids": "True",\n'
    '"HasTV": "False",\n'
    '"RestaurantsAttire": "u\'casual\'",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': False, \'valet\': False, \'validated\': '
    'False}"\n'
    '},\n'
    '"stars": 4.0,\n'
    '"review_count": 356,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-06-18",\n'
    '"text": "The lemon ricotta pancakes are the best I\'ve had anywhere, light and fluffy with a blueberry '
    'compote on the side. We sat on the patio with our dog and the staff brought her a water bowl without being '
    'asked. Coffee refills came often. Go early on Sundays; by nine-thirty there was a long line out the '
    'door."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-07-23",\n'
    '"text": "Food was good, especially the shakshuka, but the wait on a Saturday was over an hour and they '
    "don't take reservations, so plan around it. Also note there's no alcohol, so no mimosas, which feels odd "
    'for a brunch place. Prices are fair, around sixteen dollars for most mains."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-09-02",\n'
    '"text": "Lovely neighbourhood spot for a weekday breakfast. I came on a Thursday at eight, got a table '
    'straight away, and worked on my laptop over a flat white thanks to the free WiFi. The avocado toast was a '
    'little bland, but the sourdough it comes on is baked in house and excellent."\n'
    '}\n'
    ']\n'
    '}\n'
)

B111_INDIAN = (
    '{\n'
    '"business_id": "Td9gM2rWb5Ce8Pv1xLh6Ys",\n'
    '"name": "Saffron Lantern Takeaway",\n'
    '"address": "781 Cobbett Row",\n'
    '"city": "Pellingford",\n'
    '"state": "NJ",\n'
    '"postal_code": "08794",\n'
    '"categories": "Indian, Restaurants, Food Delivery Services, Halal",\n'
    '"hours": {\n'
    '"Monday": "17:0-22:30",\n'
    '"Wednesday": "17:0-22:30",\n'
    '"Thursday": "17:0-22:30",\n'
    '"Friday": "16:30-23:30",\n'
    '"Saturday": "16:30-23:30",\n'
    '"Sunday": "16:0-22:0"\n'
    '},\n'
    '"attributes": {\n'
    '"RestaurantsTakeOut": "True",\n'
    '"RestaurantsDelivery": "True",\n'
    '"RestaurantsTableService": "False",\n'
    '"OutdoorSeating": "False",\n'
    '"RestaurantsPriceRange2": "1",\n'
    '"WiFi": "u\'no\'",\n'
    '"Alcohol": "u\'none\'",\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"RestaurantsGoodForGroups": "False",\n'
    '"NoiseLevel": "u\'quiet\'",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': True, \'lot\': True, \'valet\': False, \'validated\': '
    'False}"\n'
    '},\n'
    '"stars": 4.5,\n'
    '"review_count": 64,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-03-10",\n'
    '"text": "Ordered the lamb rogan josh, a garlic naan and the paneer tikka for delivery on a Friday. '
    'Everything arrived hot within forty minutes and the spicing was spot on, rich without being greasy. '
    'Portions are generous for the price; two mains easily fed three of us. The driver was polite and even '
    'brought extra chutney."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-05-14",\n'
    '"text": "Best chana masala in Pellingford, and the samosas are crisp and properly filled. It is takeaway '
    "only with a couple of stools by the counter, so don't plan to sit down and eat. I picked up around six on a "
    'Sunday and the wait was about fifteen minutes. Parking out back was easy."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-08-26",\n'
    '"text": "Flavours are good but I asked for my vindaloo extra hot and it came out mild. The delivery also '
    'took over an hour on a Saturday night, and the rice was slightly dry by the time it arrived. When I rang, '
    'the owner, Devrath Sonnal, was apologetic and knocked ten percent off my next order."\n'
    '}\n'
    ']\n'
    '}\n'
)

BATCHES_111: dict[str, list[tuple[str, str, bool]]] = {
    'sushi bar listing': [(B111_SUSHI, c, True) for c in (
        'Kaiyo Reef is closed on Mondays and open the other six days of the week.',
        'On Fridays it stays open until 11:30pm, while on Sundays it closes at 9pm.',
        'Listed at price level 3, it is one of the pricier options, and it accepts reservations.',
        'There is no WiFi and no outdoor seating, and parking is street only.',
        'From Tuesday through Thursday service begins at 5pm, but on Saturdays and Sundays it opens at '
            'noon.',
        'It holds a 4.5-star average from 212 reviews; diners praise the fish, though one felt the '
            'portions were small for the price.',
        'A diner who had the omakase put the cost at about ninety dollars per person before drinks and '
            'advised booking ahead.',
    )] + [(B111_SUSHI, c, False) for c in (
        'Kaiyo Reef offers outdoor seating for warm evenings.',
        'It opens at noon on Fridays.',
        'Reviewers generally complain that the space is cramped and that service is slow.',
        'The bar serves a full range of cocktails alongside beer and wine.',
        'One reviewer was pleased that the miso soup arrived piping hot.',
        'It has a 4-star rating based on 212 reviews.',
        'Chef Tomiro Vask has run the counter since the restaurant opened in 2009.',
    )],
    'locksmith listing': [(B111_LOCKSMITH, c, True) for c in (
        'Brightwell Lock & Key is open Monday through Friday from 8am to 6pm.',
        'Saturday hours are shorter, 9am to 2pm, and the shop does not open on Sundays.',
        "Customers can use the business's own parking lot, and the shop is wheelchair accessible.",
        'It takes credit cards but not bitcoin, and you do not need an appointment.',
        'With 47 reviews it averages 3.5 stars; one reviewer praised a speedy car lockout rescue, while '
            'another complained of a late technician and an unexpected fee.',
        'A Saturday walk-in had keys cut in about ten minutes, and a faulty mailbox key was redone free of '
            'charge.',
        'According to one reviewer, a car lockout cost the seventy-five dollars quoted over the phone.',
    )] + [(B111_LOCKSMITH, c, False) for c in (
        'Brightwell Lock & Key is open seven days a week.',
        'On Saturdays it opens at 8am.',
        'Appointments are required for all services.',
        'Reviewers consistently say the technicians arrive on time.',
        'It offers a 24-hour emergency lockout service.',
        'The business has a 4.5-star rating from 47 reviews.',
        'Besides locksmithing, it is also listed under garage door services.',
    )],
    'nail salon listing, batch 111': [(B111_NAILS, c, True) for c in (
        'Petalcoat Nail Lounge is open every day of the week.',
        'It stays open until 8pm on Thursdays and Fridays, and on Sundays it runs from 11am to 5pm.',
        'On Saturdays the salon opens at 9am, an hour earlier than on weekdays.',
        'A moderately priced salon, it offers free WiFi to customers.',
        'You can park in a garage or on the street, and parking is validated.',
        'Besides nails it offers waxing and eyelash services, and it is marked as good for kids.',
        'One reviewer praised how spotless the salon is and another how patient staff were with a child, '
            'but a third was kept waiting forty minutes past the booked time.',
    )] + [(B111_NAILS, c, False) for c in (
        'The salon is wheelchair accessible.',
        'It is closed on Sundays.',
        'On Mondays it stays open until 8pm.',
        'Reviewers agree that appointments always start on time.',
        'According to one reviewer, a basic pedicure costs twenty-eight dollars.',
        'It holds a 4-star rating from 183 reviews.',
        'Along with nails and waxing, the salon also offers haircuts and styling.',
    )],
    'bowling alley listing': [(B111_BOWLING, c, True) for c in (
        'Thunderpin Lanes is open every day, and on Fridays and Saturdays it stays open until 2am.',
        'From Monday to Thursday it does not open until 4pm, but on Saturdays and Sundays the doors open '
            'at 10am.',
        'It has a full bar and TVs, and the listing describes the noise level as very loud.',
        'There is a parking lot and free WiFi, and it is marked as good for kids and for groups.',
        'It holds a middling 3-star average across 89 reviews.',
        'One reviewer put lane rates at about five dollars per person per game but found the food limited '
            'to pizza, fries and hot dogs.',
        'A parent who held a birthday party there praised the staff, while a Friday league bowler '
            'complained of jammed lanes and slow drinks.',
    )] + [(B111_BOWLING, c, False) for c in (
        'Thunderpin Lanes closes at 11pm on Fridays.',
        'The listing gives its noise level as average.',
        'Reviewers describe the lanes as modern and well maintained.',
        'Reviewers generally praise the birthday party packages.',
        'The food menu includes burgers and chicken wings.',
        'It has a 3.5-star rating from 89 reviews.',
        'Besides bowling and an arcade, it has a laser tag arena.',
    )],
    'brunch cafe listing': [(B111_BRUNCH, c, True) for c in (
        'The Marigold Spoon is closed on Mondays and Tuesdays, so it is open five days a week.',
        'From Wednesday to Friday it serves from 7:30am to 2:30pm, and on weekends it opens at 8am and '
            'closes at 3pm.',
        'It is a moderately priced brunch cafe; one reviewer put most mains at around sixteen dollars.',
        'There is outdoor seating, dogs are welcome, and parking is on the street only.',
        'Reservations are not accepted and no alcohol is served; one reviewer waited over an hour on a '
            'Saturday.',
        'It has a 4-star average from 356 reviews, with the lemon ricotta pancakes and the house-baked '
            'sourdough singled out for praise.',
        'A weekday visitor got a table straight away at 8am on a Thursday and used the free WiFi to work.',
    )] + [(B111_BRUNCH, c, False) for c in (
        'It opens at 7:30am on Saturdays.',
        'The cafe serves mimosas and other brunch cocktails.',
        'Reviewers generally single out the shakshuka as the best dish.',
        'One reviewer called the avocado toast the highlight of the meal.',
        'It offers delivery as well as takeout.',
        'It is rated 4 stars on the strength of 536 reviews.',
        'It is a budget spot at the lowest price level.',
    )],
    'indian takeaway listing': [(B111_INDIAN, c, True) for c in (
        'Saffron Lantern is shut on Tuesdays but open every other day of the week.',
        'On Fridays and Saturdays it opens at 4:30pm and serves until 11:30pm.',
        'Sunday has its earliest opening, at 4pm, and it closes at 10pm that night.',
        'It is an inexpensive place at the lowest price level, offering takeout and delivery but no table '
            'service.',
        'Parking is available in a lot as well as on the street, and credit cards are accepted.',
        'It has a 4.5-star average from 64 reviews; reviewers like the flavours, though one got a mild '
            'vindaloo despite asking for extra hot.',
        'One customer said a Sunday pickup took about fifteen minutes, while another waited over an hour '
            'for a Saturday night delivery.',
    )] + [(B111_INDIAN, c, False) for c in (
        'Saffron Lantern opens at 4:30pm on Mondays.',
        'It has a comfortable dining room with table service.',
        'Reviewers say deliveries consistently arrive within forty minutes.',
        'One reviewer praised the vindaloo for being as fiery as requested.',
        'The menu includes a chicken biryani.',
        'It is a mid-priced restaurant at price level 2.',
        'Besides Indian, it is listed under Vegetarian.',
    )],
}
