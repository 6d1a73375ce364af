"""Probe batch 125, written by a helper agent that saw neither the code nor an earlier probe (session 58), on six
structured business records and the overviews a language model writes of them."""

from __future__ import annotations

B125_DENTAL = (
    '{\n'
    '"business_id": "bfd-0412-wrenmoor",\n'
    '"name": "Brackenfield Family Dental",\n'
    '"address": "412 Wrenmoor Avenue, Suite 3",\n'
    '"city": "Calloway Springs",\n'
    '"state": "KQ",\n'
    '"postal_code": "58231",\n'
    '"categories": "Dentists, General Dentistry, Cosmetic Dentists, Health & Medical",\n'
    '"hours": {\n'
    '"Monday": "8:0-17:0",\n'
    '"Tuesday": "8:0-17:0",\n'
    '"Wednesday": "10:0-19:0",\n'
    '"Thursday": "8:0-17:0",\n'
    '"Friday": "8:0-14:0"\n'
    '},\n'
    '"attributes": {\n'
    '"ByAppointmentOnly": "True",\n'
    '"AcceptsInsurance": "True",\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"WheelchairAccessible": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 4.5,\n'
    '"review_count": 87,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-03-14",\n'
    '"text": "I have dreaded the dentist for years, but Dr. Oriel Pennick made my cleaning painless and explained '
    'every step as she went. The front desk sorted out my insurance claim before I even left. The Wednesday '
    'evening appointments are a lifesaver for someone who works days."\n'
    '},\n'
    '{\n'
    '"stars": 2,\n'
    '"date": "2023-07-02",\n'
    '"text": "The care itself was fine, but I waited forty minutes past my appointment time in the lobby and '
    'nobody told me why. Billing also charged me for an X-ray my plan should have covered, and it took three '
    'phone calls to get it fixed."\n'
    '},\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2024-01-19",\n'
    '"text": "Brought both of my kids here for their first checkups. The hygienist, Marisol, was patient and gave '
    'them sticker sheets afterwards. The office is bright and clean, and there is plenty of space in the lot out '
    'front. Booking online was quick too."\n'
    '}\n'
    ']\n'
    '}\n'
)

B125_TYRE = (
    '{\n'
    '"business_id": "rte-088-coldwater",\n'
    '"name": "Ridgeback Tyre & Exhaust",\n'
    '"address": "88 Coldwater Lane",\n'
    '"city": "Fennimore Cross",\n'
    '"state": "QR",\n'
    '"postal_code": "47019",\n'
    '"categories": "Tires, Automotive, Auto Repair, Oil Change Stations",\n'
    '"hours": {\n'
    '"Monday": "7:30-18:0",\n'
    '"Tuesday": "7:30-18:0",\n'
    '"Wednesday": "7:30-18:0",\n'
    '"Thursday": "7:30-18:0",\n'
    '"Friday": "7:30-18:0",\n'
    '"Saturday": "8:0-13:0"\n'
    '},\n'
    '"attributes": {\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"ByAppointmentOnly": "False",\n'
    '"WiFi": "u\'free\'",\n'
    '"WheelchairAccessible": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 3.5,\n'
    '"review_count": 142,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2022-11-08",\n'
    '"text": "Blew a tyre on the bypass and limped in without an appointment at half seven in the morning. '
    'Desmond had two new Kestrel All-Season tyres fitted within the hour and the price matched the quote on their '
    'website. Free WiFi in the waiting room kept me busy while I waited."\n'
    '},\n'
    '{\n'
    '"stars": 1,\n'
    '"date": "2023-02-21",\n'
    '"text": "Came in for a rattling exhaust and was told I needed a whole new system. Got a second opinion '
    'across town and it was just a loose bracket. Feels like they try to upsell on every job. Will not be '
    'returning to this shop."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-09-30",\n'
    '"text": "Quick Saturday morning visit for a puncture repair, done in twenty minutes for a very fair price. '
    'The waiting area could use a clean and the coffee machine was broken, but the staff were friendly and honest '
    'about what needed doing."\n'
    '}\n'
    ']\n'
    '}\n'
)

B125_BAGEL = (
    '{\n'
    '"business_id": "hsb-219-hollowell",\n'
    '"name": "Hollowell Street Bagel Works",\n'
    '"address": "219 Hollowell Street",\n'
    '"city": "Marrowgate",\n'
    '"state": "VP",\n'
    '"postal_code": "30914",\n'
    '"categories": "Bagels, Bakeries, Breakfast & Brunch, Coffee & Tea",\n'
    '"hours": {\n'
    '"Tuesday": "6:30-14:0",\n'
    '"Wednesday": "6:30-14:0",\n'
    '"Thursday": "6:30-14:0",\n'
    '"Friday": "6:30-14:0",\n'
    '"Saturday": "7:0-15:0",\n'
    '"Sunday": "7:0-13:0"\n'
    '},\n'
    '"attributes": {\n'
    '"RestaurantsPriceRange2": "1",\n'
    '"WiFi": "u\'no\'",\n'
    '"OutdoorSeating": "True",\n'
    '"RestaurantsTakeOut": "True",\n'
    '"RestaurantsDelivery": "False",\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"NoiseLevel": "u\'average\'",\n'
    '"GoodForKids": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 4.0,\n'
    '"review_count": 311,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-05-06",\n'
    '"text": "The everything bagel here is the real deal: crackly crust, chewy middle, loaded with seeds. I grab '
    'a dozen most Saturdays and they are still warm. The scallion schmear is worth the trip on its own. Get there '
    'before nine on weekends or the line wraps out the door."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-08-15",\n'
    '"text": "Bagels are great but the coffee is weak and lukewarm, and there is no WiFi if you were hoping to '
    'work. Seating inside is limited to a handful of stools, so I usually take mine to the tables out front on '
    'nice days."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2024-02-10",\n'
    '"text": "Tried the cinnamon-date bagel with honey walnut spread on a Sunday morning. Very good, and cheap '
    'compared with the chain places nearby. Only knocked a star because they had sold out of pumpernickel by '
    'eleven. Finding a spot on the street took a couple of laps."\n'
    '}\n'
    ']\n'
    '}\n'
)

B125_LIBRARY = (
    '{\n'
    '"business_id": "tpl-055-orrel",\n'
    '"name": "Tamsford Public Library - Linden Quay Branch",\n'
    '"address": "55 Orrel Road",\n'
    '"city": "Tamsford",\n'
    '"state": "DL",\n'
    '"postal_code": "61407",\n'
    '"categories": "Libraries, Public Services & Government, Education",\n'
    '"hours": {\n'
    '"Monday": "10:0-20:0",\n'
    '"Tuesday": "10:0-20:0",\n'
    '"Wednesday": "12:0-20:0",\n'
    '"Thursday": "10:0-18:0",\n'
    '"Friday": "10:0-18:0",\n'
    '"Saturday": "9:0-17:0",\n'
    '"Sunday": "13:0-17:0"\n'
    '},\n'
    '"attributes": {\n'
    '"WiFi": "u\'free\'",\n'
    '"WheelchairAccessible": "True",\n'
    '"DogsAllowed": "False",\n'
    '"GoodForKids": "True",\n'
    '"BikeParking": "True",\n'
    '"BusinessParking": "{\'garage\': True, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 4.5,\n'
    '"review_count": 58,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2022-10-03",\n'
    '"text": "Wonderful little branch. The Saturday morning story hour with Ms. Adaeze Quillfeather keeps my '
    "toddler spellbound, and the children's corner is well stocked. Staff helped me set up the e-reader app on my "
    'phone too. The free WiFi is fast enough for video calls."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2023-04-18",\n'
    '"text": "Quiet study tables upstairs and plenty of outlets, which is all I need during exam season. Lost a '
    'star because the public computers are ancient and two of the six were out of order the week I visited. The '
    'Sunday afternoon hours are handy."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-12-01",\n'
    '"text": "The collection is small, so most of what I want has to be requested from the central branch, which '
    'takes a week or more. Staff are kind and the building is accessible, but the garage next door charges by the '
    'hour and it adds up."\n'
    '}\n'
    ']\n'
    '}\n'
)

B125_POTTERY = (
    '{\n'
    '"business_id": "kcc-007-tanager",\n'
    '"name": "Kilnhouse Clay Collective",\n'
    '"address": "7 Tanager Mews, Upper Floor",\n'
    '"city": "Brightwater Falls",\n'
    '"state": "OX",\n'
    '"postal_code": "72605",\n'
    '"categories": "Arts & Entertainment, Art Classes, Education, Arts & Crafts",\n'
    '"hours": {\n'
    '"Tuesday": "12:0-21:0",\n'
    '"Wednesday": "12:0-21:0",\n'
    '"Thursday": "12:0-21:0",\n'
    '"Friday": "12:0-22:0",\n'
    '"Saturday": "10:0-18:0",\n'
    '"Sunday": "10:0-16:0"\n'
    '},\n'
    '"attributes": {\n'
    '"ByAppointmentOnly": "False",\n'
    '"GoodForKids": "True",\n'
    '"WheelchairAccessible": "False",\n'
    '"BusinessAcceptsCreditCards": "True",\n'
    '"RestaurantsPriceRange2": "3",\n'
    '"WiFi": "u\'no\'",\n'
    '"BikeParking": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': True, \'validated\': False, \'lot\': False, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 4.0,\n'
    '"review_count": 64,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-06-11",\n'
    '"text": "Took the six-week wheel-throwing course with Tobiah Renquist and came away with a set of slightly '
    'wonky but much-loved mugs. He is endlessly patient with beginners. The glazes are lovely and firing '
    'turnaround was about two weeks. Friday night open studio is a great vibe."\n'
    '},\n'
    '{\n'
    '"stars": 3,\n'
    '"date": "2023-10-22",\n'
    '"text": "Fun date night, but forty-five dollars a person for a two-hour taster felt steep, and clay, glaze '
    'and firing were charged separately. The studio is up a flight of stairs with no lift, so check before '
    'bringing anyone with mobility issues."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2024-03-03",\n'
    '"text": "My daughter\'s birthday party here was a hit; the kids painted pre-made bowls and the staff kept '
    'everything organised. The pieces were ready to collect ten days later. Parking on the street nearby was '
    'tricky on a Saturday afternoon, so leave a few extra minutes."\n'
    '}\n'
    ']\n'
    '}\n'
)

B125_DINER = (
    '{\n'
    '"business_id": "mrd-1400-cinder",\n'
    '"name": "Moonrail Diner",\n'
    '"address": "1400 Cinder Avenue",\n'
    '"city": "Harrowby",\n'
    '"state": "TZ",\n'
    '"postal_code": "83552",\n'
    '"categories": "Diners, American (Traditional), Breakfast & Brunch, Burgers, Restaurants",\n'
    '"hours": {\n'
    '"Tuesday": "17:0-2:0",\n'
    '"Wednesday": "17:0-2:0",\n'
    '"Thursday": "17:0-2:0",\n'
    '"Friday": "17:0-4:0",\n'
    '"Saturday": "17:0-4:0",\n'
    '"Sunday": "10:0-22:0"\n'
    '},\n'
    '"attributes": {\n'
    '"RestaurantsPriceRange2": "2",\n'
    '"NoiseLevel": "u\'loud\'",\n'
    '"OutdoorSeating": "False",\n'
    '"Alcohol": "u\'beer_and_wine\'",\n'
    '"RestaurantsTakeOut": "True",\n'
    '"RestaurantsDelivery": "True",\n'
    '"RestaurantsReservations": "False",\n'
    '"WiFi": "u\'free\'",\n'
    '"GoodForKids": "False",\n'
    '"HasTV": "True",\n'
    '"BusinessParking": "{\'garage\': False, \'street\': False, \'validated\': False, \'lot\': True, \'valet\': '
    'False}"\n'
    '},\n'
    '"stars": 3.5,\n'
    '"review_count": 203,\n'
    '"is_open": 1,\n'
    '"reviews": [\n'
    '{\n'
    '"stars": 5,\n'
    '"date": "2023-01-28",\n'
    '"text": "Best post-gig meal in Harrowby. At half two on a Saturday morning the patty melt and crinkle fries '
    'hit the spot, and our server, Lorna, kept the coffee coming without being asked. The jukebox in the corner '
    'plays actual records. Loud, greasy, perfect."\n'
    '},\n'
    '{\n'
    '"stars": 2,\n'
    '"date": "2023-06-09",\n'
    '"text": "Waited almost an hour for two plates of pancakes on a Friday night, and they came out cold. The '
    'place was packed and clearly short-staffed. Prices have crept up too; fourteen dollars for a short stack is '
    'a lot for a diner."\n'
    '},\n'
    '{\n'
    '"stars": 4,\n'
    '"date": "2024-04-14",\n'
    '"text": "Came for Sunday brunch with friends. The chicken and waffles were huge and the hot sauce they make '
    'in house is excellent. The booths are a bit worn and the music is loud enough that we had to lean in to '
    'talk, but the vibe is fun."\n'
    '}\n'
    ']\n'
    '}\n'
)

BATCHES_125: dict[str, list[tuple[str, str, bool]]] = {
    'family dental clinic listing': [(B125_DENTAL, c, True) for c in (
        'It is open Monday through Thursday with hours of 8am to 5pm, except Wednesday, when it runs from 10am to '
        '7pm.',
        'On Fridays the clinic closes early at 2pm, and it is shut on both Saturday and Sunday.',
        'Mondays, Tuesdays and Thursdays see it open from 8am until 5pm, while Wednesday hours are shifted later, '
        '10am to 7pm.',
        'It is open five days a week, opening at 8am every weekday except Wednesday.',
        'The practice works by appointment only and accepts insurance, with a parking lot for patients.',
        'Rated 4.5 stars across 87 reviews, it is a general dental office that also offers cosmetic dentistry.',
        'One reviewer praised Dr. Pennick for a painless cleaning, though another complained of a forty-minute wait '
        'and a billing mistake.',
    )] + [(B125_DENTAL, c, False) for c in (
        'It is open Monday to Friday from 8am to 5pm, with a later Wednesday schedule of 10am to 7pm.',
        'It opens at 10am on Wednesdays and stays open until 7pm, while on Thursdays it runs from 8am to 7pm.',
        'It opens at 8am on Mondays and Fridays, closing at 5pm on Mondays and at 3pm on Fridays.',
        'The clinic takes walk-ins as well as appointments and accepts insurance.',
        'Reviewers generally complain about long waits in the lobby and errors in billing.',
        'It holds a 4-star average across its 87 reviews and is currently open for business.',
        'The practice also offers orthodontic treatment such as braces, and it is wheelchair accessible.',
    )],
    'tyre and exhaust centre listing': [(B125_TYRE, c, True) for c in (
        'It is open Monday to Friday from 7:30am to 6pm, and on Saturdays from 8am to 1pm.',
        'Weekday hours start at 7:30am, and the shop is closed on Sundays.',
        'With a Saturday schedule of 8am until 1pm, the shop keeps longer hours during the week, closing at 6pm.',
        'It is open six days a week and takes walk-in customers rather than requiring appointments.',
        'Customers can use free WiFi while they wait, and there is a parking lot on site.',
        'One reviewer felt the shop tried to sell a full exhaust system when the real problem was a loose bracket.',
        'Rated 3.5 stars from 142 reviews, it was praised by one customer for a fast, fairly priced Saturday '
        'puncture repair.',
    )] + [(B125_TYRE, c, False) for c in (
        'It opens at 7:30am every weekday and closes at 6pm, while on Saturdays it runs from 8am until 3pm.',
        'It keeps hours of 8am to 1pm on weekends, with longer weekday hours.',
        'From Monday to Friday it opens at 8am and closes at 6pm, and on Saturday it is open until 1pm.',
        'Reviewers say the waiting room is spotless, though the coffee machine was out of order.',
        'With 3.5 stars from 124 reviews, it fits tyres and repairs exhausts.',
        'Reviewers generally accuse the shop of upselling unnecessary work.',
        'Besides tyres and exhausts, it also runs a body shop for collision repairs.',
    )],
    'bagel bakery listing': [(B125_BAGEL, c, True) for c in (
        'It is closed on Mondays and open from 6:30am to 2pm Tuesday through Friday.',
        'Weekend hours are 7am to 3pm on Saturdays and 7am to 1pm on Sundays.',
        'From Tuesday to Friday it opens at 6:30am, with Sunday hours of 7am to 1pm.',
        'It is open six days a week and is an inexpensive spot with outdoor seating.',
        'There is no WiFi and parking is on the street only, but takeout is available.',
        'Reviewers praise the bagels themselves, though one found the coffee weak and another was disappointed that '
        'the pumpernickel had sold out.',
        'With 4 stars from 311 reviews, it is a bagel bakery that also serves coffee and breakfast.',
    )] + [(B125_BAGEL, c, False) for c in (
        'It opens at 6:30am from Tuesday to Saturday, closing at 2pm on weekdays and at 3pm on Saturday.',
        'Open daily, it keeps hours of 6:30am to 2pm on weekdays and 7am to 1pm on Sundays.',
        'It keeps hours of 7am to 3pm on both Saturday and Sunday, while weekday hours from Tuesday run until 2pm.',
        'It offers free WiFi and outdoor seating, with street parking nearby.',
        'It is a moderately priced bakery with seating outside.',
        'The bakery was founded in 1987 and is known for its everything bagels.',
        'Reviewers say the coffee is as good as the bagels.',
    )],
    'public library branch listing': [(B125_LIBRARY, c, True) for c in (
        'It opens at 10am on Mondays and Tuesdays and stays open until 8pm, while on Wednesdays it opens at noon.',
        'Open daily, it keeps Sunday hours of 1pm to 5pm and Saturday hours of 9am to 5pm.',
        'Thursday and Friday hours are 10am to 6pm.',
        'It stays open until 8pm Monday through Wednesday.',
        'The branch offers free WiFi, is wheelchair accessible, and has both garage and street parking.',
        'A reviewer who studies there likes the quiet tables and outlets but found two of the public computers '
        'broken.',
        'It has 4.5 stars from 58 reviews; one reviewer noted that the small collection means many items must be '
        'requested from the central branch.',
    )] + [(B125_LIBRARY, c, False) for c in (
        'It is open from 10am to 8pm Monday through Wednesday, and from 10am to 6pm on Thursdays and Fridays.',
        'On weekends it opens at 9am, closing at 5pm on both Saturday and Sunday.',
        'It keeps hours of 10am to 6pm on Thursdays, and on Fridays it stays open until 8pm.',
        'Parking is available in a free lot beside the building.',
        'Reviewers say the collection is large enough that requests from other branches are rarely needed.',
        'Dogs are welcome inside the branch, which is good for kids.',
        'The Saturday story hour is run by Ms. Quillfeather, and the branch also hosts a weekday after-school '
        'homework club.',
    )],
    'pottery studio listing': [(B125_POTTERY, c, True) for c in (
        'It is closed on Mondays, and from Tuesday to Thursday it opens at noon and closes at 9pm.',
        'Friday hours are noon to 10pm, with Saturday hours of 10am to 6pm.',
        'On weekends the studio opens at 10am, closing at 6pm on Saturday and 4pm on Sunday.',
        'It is open six days a week, with its latest close of the week on Fridays.',
        'It is on the expensive side, and one reviewer found a $45 two-hour taster session steep.',
        'The studio is not wheelchair accessible, and a reviewer warned that it sits up a flight of stairs without '
        'a lift.',
        'Rated 4 stars from 64 reviews, it is good for kids, and one parent said a birthday party there was a hit.',
    )] + [(B125_POTTERY, c, False) for c in (
        'From Tuesday to Friday it opens at noon, closing at 9pm, and on Saturdays it runs from 10am to 6pm.',
        'It keeps hours of 10am to 4pm on both weekend days, while weekdays from Tuesday start at noon.',
        'It opens at noon on Sundays and closes at 4pm, and on Saturdays it opens at 10am.',
        'Classes must be booked ahead, as the studio works by appointment only.',
        'One reviewer said the two-hour taster included clay, glaze and firing in its $45 price.',
        "Visitors can park in the studio's own lot, which one reviewer found handy on a Saturday.",
        'The studio also sells finished pottery in its own gallery shop.',
    )],
    'late-night diner listing': [(B125_DINER, c, True) for c in (
        'It is open Tuesday to Thursday from 5pm to 2am, and on Fridays and Saturdays it stays open until 4am.',
        'It is closed on Mondays, while Sunday hours run from 10am to 10pm.',
        'Every day except Sunday and Monday, the diner opens at 5pm.',
        'It is a moderately priced, loud spot that serves beer and wine but does not take reservations.',
        'It offers both delivery and takeout, has free WiFi and a parking lot, but no outdoor seating.',
        'Two reviewers rave about the food, while a third waited nearly an hour for pancakes that arrived cold.',
        'Rated 3.5 stars from 203 reviews, it is open six days a week.',
    )] + [(B125_DINER, c, False) for c in (
        'From Tuesday to Friday it is open 5pm to 2am, with a later 4am close on Saturdays.',
        'On Sundays it opens at 10am and stays open until 2am, and it is closed on Mondays.',
        'With Monday hours of 5pm to 2am, it stays open until 4am on Fridays and Saturdays.',
        'Diners can sit outside on the patio, and the place serves beer and wine.',
        'Reviewers generally complain that the food comes out cold and slowly.',
        'It has 4.5 stars from 203 reviews and stays open past midnight most nights.',
        'Its signature milkshakes come in a dozen flavours, and the hot sauce is made in house.',
    )],
}
