("""Probe batch 118, written by a helper agent that saw neither the code nor an earlier probe (session 58), """
 """on six structured business records and the overviews a language model writes of them.""")
from __future__ import annotations

B118_RAMEN = """{"name": "Tamashiro Ramen House", "address": "418 Pellham Ave", "city": "Marlow Springs", \
"state": "OR", "postal_code": "97344", "categories": "Ramen, Japanese, Noodles, Restaurants", \
"hours": {"Tuesday": "11:30-21:0", "Wednesday": "11:30-21:0", "Thursday": "11:30-21:0", \
"Friday": "11:30-23:0", "Saturday": "12:0-23:0", "Sunday": "12:0-20:0"}, \
"attributes": {"RestaurantsPriceRange2": "2", "WiFi": "u'no'", "OutdoorSeating": "False", \
"RestaurantsTakeOut": "True", "RestaurantsDelivery": "False", \
"BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': False, 'valet': False}", \
"NoiseLevel": "u'loud'", "Alcohol": "u'beer_and_wine'", "RestaurantsReservations": "False", \
"GoodForKids": "True"}, "stars": 4.0, "review_count": 312, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2021-03-14", "text": "The tonkotsu broth here is rich without being greasy, and the \
chashu practically melts. I came on a Friday night and waited about twenty minutes for a seat at the counter, \
but it was worth it. The staff kept checking on us and refilled our water constantly. My only gripe is that \
it gets very loud when full."}, \
{"stars": 3, "date": "2021-07-02", "text": "Good noodles, but the spicy miso bowl was far too salty for me \
and at sixteen dollars it felt overpriced. Service was quick and friendly. They do not take reservations, so \
expect a line on weekends. I would come back for the gyoza, which were crisp and juicy, but probably skip \
the miso."}, \
{"stars": 4, "date": "2022-01-19", "text": "Solid neighborhood ramen spot. The vegetarian shoyu is one of \
the few meatless ramen options in town and it actually has depth. Parking is a pain since there is no lot, \
just meters on the street. Took my two kids and they loved the kids' mini bowls. Beer list is short but \
decent."}]}"""

B118_YOGA = """{"name": "Willowmere Yoga Collective", "address": "77 Brackenridge Lane, Suite 2", \
"city": "Halvorsen", "state": "MN", "postal_code": "55871", \
"categories": "Yoga, Fitness & Instruction, Meditation Centers, Active Life", \
"hours": {"Monday": "6:0-21:0", "Tuesday": "6:0-21:0", "Wednesday": "6:0-21:0", "Thursday": "6:0-21:0", \
"Friday": "6:0-19:0", "Saturday": "8:0-14:0"}, \
"attributes": {"BusinessAcceptsCreditCards": "True", "ByAppointmentOnly": "False", "GoodForKids": "False", \
"WheelchairAccessible": "True", "RestaurantsPriceRange2": "3", \
"BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}", \
"WiFi": "u'free'", "DogsAllowed": "False"}, "stars": 4.5, "review_count": 87, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2022-05-08", "text": "I started the beginner flow series in the spring and the \
instructor, Maribel, was patient and gave clear cues for every pose. The studio is bright, smells of cedar, \
and never feels crowded. Mats and blocks are provided so I just show up. The 6am classes fit perfectly \
before work."}, \
{"stars": 4, "date": "2022-09-21", "text": "Lovely space with heated floors and a calm lobby. The hot \
vinyasa classes are challenging in a good way. Drop-in rate is steep at twenty-eight dollars, so I switched \
to the ten-class pass, which brings the price down. Wish they had classes on Sundays, since that is my only \
free morning."}, \
{"stars": 3, "date": "2023-02-11", "text": "The teaching is excellent but the locker room is tiny and there \
are only two showers, so after the evening classes there is always a queue. Front desk staff were a bit \
curt when I asked about pausing my membership. The parking lot behind the building is convenient \
though."}]}"""

B118_HARDWARE = """{"name": "Grindle & Sons Hardware", "address": "1290 Osterfield Rd", "city": "Pike Hollow", \
"state": "PA", "postal_code": "17652", \
"categories": "Hardware Stores, Home & Garden, Shopping, Keys & Locksmiths", \
"hours": {"Monday": "7:0-19:0", "Tuesday": "7:0-19:0", "Wednesday": "7:0-19:0", "Thursday": "7:0-19:0", \
"Friday": "7:0-19:0", "Saturday": "8:0-17:0", "Sunday": "10:0-15:0"}, \
"attributes": {"BusinessAcceptsCreditCards": "True", "RestaurantsPriceRange2": "2", \
"BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}", \
"WheelchairAccessible": "True", "BikeParking": "True", "DogsAllowed": "True"}, \
"stars": 4.5, "review_count": 146, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2020-10-03", "text": "This is what a hardware store should be. An older gentleman \
named Curtis walked me to the exact plumbing fitting I needed and explained how to seal it. They cut keys \
while you wait and will even cut glass to size. Prices are a little higher than the big box store, but the \
advice is worth it."}, \
{"stars": 5, "date": "2021-04-17", "text": "Brought my dog in and the cashier had a treat ready for her. \
They carry a surprisingly big selection of garden seeds and potting soil in spring. The paint counter mixed \
a custom color for me in under ten minutes. Parking in their lot was easy even on a Saturday morning."}, \
{"stars": 2, "date": "2022-08-29", "text": "Went in on a Sunday afternoon needing a replacement lawnmower \
blade and they were already closing up at three. Came back Monday and they did not stock the blade for my \
model, and the clerk could only offer to special order it with a two-week wait. Nice people, but limited \
inventory for small engines."}]}"""

B118_TACO = """{"name": "La Chispa Rodante", "address": "2205 Delmont St", "city": "Vareda", "state": "AZ", \
"postal_code": "85619", "categories": "Food Trucks, Mexican, Tacos, Food, Restaurants", \
"hours": {"Tuesday": "11:0-15:0", "Wednesday": "11:0-15:0", "Thursday": "11:0-21:0", \
"Friday": "11:0-23:30", "Saturday": "17:0-23:30"}, \
"attributes": {"RestaurantsPriceRange2": "1", "OutdoorSeating": "True", "RestaurantsTakeOut": "True", \
"RestaurantsDelivery": "False", "BusinessAcceptsCreditCards": "False", "WiFi": "u'no'", \
"Alcohol": "u'none'", \
"BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': False, 'valet': False}", \
"NoiseLevel": "u'average'", "RestaurantsTableService": "False"}, \
"stars": 4.5, "review_count": 203, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2023-06-09", "text": "Best al pastor I have had outside of my grandmother's kitchen, \
shaved right off the trompo with a slice of pineapple. Three tacos and a horchata came to under eleven \
dollars. Bring cash because they do not take cards. There are a few picnic tables beside the truck, which \
fill up fast on Friday nights."}, \
{"stars": 4, "date": "2023-08-15", "text": "The birria tacos with consomé are the star, rich and deeply \
spiced. I knocked off a star because the wait on a Saturday night was close to forty minutes and the line \
wrapped around the block. The salsa bar has four options and the green one is seriously hot. Worth it, \
just go early."}, \
{"stars": 3, "date": "2023-11-02", "text": "Tasty carnitas, but they ran out of tortillas at eight on a \
Thursday and had to close early. The owner, Rodolfo, was apologetic and gave everyone in line a free agua \
fresca. Portions are generous for the price. I just wish they posted updates online when they sell \
out."}]}"""

B118_BARBER = """{"name": "Brassmoor Barber Co.", "address": "56 Quillon Ave", "city": "Eastmere", "state": "OH", \
"postal_code": "44719", "categories": "Barbers, Beauty & Spas, Men's Hair Salons", \
"hours": {"Tuesday": "9:0-18:0", "Wednesday": "9:0-18:0", "Thursday": "9:0-20:0", "Friday": "9:0-20:0", \
"Saturday": "8:0-16:0"}, \
"attributes": {"ByAppointmentOnly": "False", "BusinessAcceptsCreditCards": "True", \
"RestaurantsPriceRange2": "2", "GoodForKids": "True", "WheelchairAccessible": "False", \
"BusinessParking": "{'garage': True, 'street': True, 'validated': False, 'lot': False, 'valet': False}", \
"WiFi": "u'free'"}, "stars": 4.0, "review_count": 58, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2022-02-26", "text": "Walked in on a Saturday morning without an appointment and was \
in the chair within fifteen minutes. Desmond gave me the cleanest skin fade I have had in years and \
finished with a hot towel shave on the neck. Thirty-two dollars before tip. The shop has a great old-school \
feel with vintage chairs."}, \
{"stars": 2, "date": "2022-06-30", "text": "Booked online for a Thursday evening and still waited over \
half an hour past my time. The cut itself was fine, but the barber rushed the beard trim and left it uneven \
on one side. For what they charge I expected better. The front steps also make it hard to get in with my \
father's wheelchair."}, \
{"stars": 5, "date": "2023-03-04", "text": "Brought my six-year-old for his first real haircut and the \
barber was incredibly patient, even gave him a lollipop and a certificate. I got a beard trim at the same \
time that was sharp and even. Free coffee while you wait and the wifi works fine. We will be regulars."}]}"""

B118_CLIMB = """{"name": "Cragwell Climbing Works", "address": "3400 Tamsin Industrial Pkwy, Unit C", \
"city": "Lorrington", "state": "CO", "postal_code": "80912", \
"categories": "Rock Climbing, Gyms, Fitness & Instruction, Active Life", \
"hours": {"Monday": "6:0-22:0", "Tuesday": "6:0-22:0", "Wednesday": "6:0-22:0", "Thursday": "6:0-22:0", \
"Friday": "6:0-21:0", "Saturday": "9:0-21:0", "Sunday": "9:0-18:0"}, \
"attributes": {"GoodForKids": "True", "BusinessAcceptsCreditCards": "True", "RestaurantsPriceRange2": "2", \
"WiFi": "u'free'", \
"BusinessParking": "{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': False}", \
"WheelchairAccessible": "True", "DogsAllowed": "False", "BikeParking": "True"}, \
"stars": 4.0, "review_count": 129, "is_open": 1, "reviews": [\
{"stars": 5, "date": "2023-01-22", "text": "Huge bouldering area with problems reset every week, so there \
is always something new to project. The setters label grades clearly from V0 to V10. Shoe rental is twelve \
dollars, which adds up, so buy your own if you come often. The yoga room upstairs is included with \
membership and great for stretching."}, \
{"stars": 3, "date": "2023-04-08", "text": "Walls are great but the place gets packed after work on \
weekdays, and finding space on the auto-belay wall can take forever. The chalk in the air is noticeable, \
and the ventilation could be better. Staff at the desk were friendly and quick with the waiver. Come on a \
weekend morning if you want room."}, \
{"stars": 4, "date": "2023-09-30", "text": "Took my nine-year-old to the youth intro class on a Saturday \
and the coach, Priya, was fantastic with the kids. Day passes are twenty-four dollars for adults, a bit \
pricey compared to other gyms in the area. The cafe corner sells coffee and protein bars. Plenty of \
parking in the lot out front."}]}"""

BATCHES_118: dict[str, list[tuple[str, str, bool]]] = {
    'ramen shop listing record': [(B118_RAMEN, c, True) for c in (
        'Tamashiro Ramen House is closed on Mondays and open the other six days of the week.',
        'On Fridays and Saturdays the shop stays open until 11pm.',
        'It is a moderately priced spot with street parking only; there is no lot or garage.',
        'The restaurant offers takeout but does not deliver, and there is no outdoor seating.',
        'The listing rates the noise level as loud, and one diner notes it gets very loud when the place '
        'fills up.',
        'Two reviewers were pleased with the service, one mentioning constant water refills and the other '
        'calling it quick and friendly.',
        'It has a four-star average from 312 reviews and serves beer and wine.',
    )] + [(B118_RAMEN, c, False) for c in (
        'It opens at 11:30am on every day that it is open.',
        'The shop offers free WiFi for diners.',
        'Reservations are recommended, since the restaurant books up on weekends.',
        'Reviewers generally found the spicy miso bowl too salty.',
        'It holds a 4.5-star rating from 312 reviews.',
        'The ramen shop was opened in 2015 by a former sushi chef.',
        "One reviewer praised how easy it is to park in the shop's own lot.",
    )],
    'yoga studio listing record': [(B118_YOGA, c, True) for c in (
        'Willowmere Yoga Collective runs from 6am to 9pm Monday through Thursday.',
        'The studio is closed on Sundays, something one reviewer wishes would change.',
        'On Saturdays it opens at 8am and closes at 2pm.',
        'It has its own parking lot, offers free WiFi, and is wheelchair accessible.',
        'One reviewer found the $28 drop-in rate steep and moved to a ten-class pass to bring the cost down.',
        'Despite praising the teaching, the three-star reviewer complained about the cramped locker room and '
        'the line for its two showers.',
        'Rated 4.5 stars over 87 reviews, the studio is listed under yoga and meditation centers.',
    )] + [(B118_YOGA, c, False) for c in (
        'The studio is open until 9pm on Fridays.',
        'Students need to bring their own mats, as the studio does not provide them.',
        'Reviewers describe the front desk staff as warm and welcoming.',
        'The studio welcomes dogs in its classes.',
        'Classes at the studio are by appointment only.',
        'The studio is listed in both the yoga and Pilates categories.',
        'The studio has 78 reviews averaging 4.5 stars.',
    )],
    'hardware store listing record': [(B118_HARDWARE, c, True) for c in (
        'Grindle & Sons Hardware opens at 7am on weekdays and stays open until 7pm.',
        'It is open seven days a week, with shorter Sunday hours from 10am to 3pm.',
        "Customers can park in the store's lot, and the shop is dog friendly; one reviewer's dog even got a "
        'treat from the cashier.',
        'According to one reviewer, the store cuts keys while you wait and will cut glass to size.',
        'One reviewer said prices run a bit higher than at big box stores but felt the advice justified it.',
        'A two-star reviewer found the small engine parts inventory limited and was offered a special order '
        'with a two-week wait.',
        'The store has a 4.5-star average across 146 reviews and is listed under both hardware stores and '
        'locksmiths.',
    )] + [(B118_HARDWARE, c, False) for c in (
        'On Saturdays the store keeps its weekday hours of 7am to 7pm.',
        'The store is closed on Sundays.',
        'Reviewers agree that the store keeps an excellent stock of lawnmower parts.',
        'One reviewer found its prices lower than those at the big box stores.',
        'The store does not allow dogs inside.',
        'Grindle & Sons has been run by the same family since 1952.',
        'The paint counter took about half an hour to mix a custom color for one customer.',
    )],
    'taco truck listing record': [(B118_TACO, c, True) for c in (
        'The taco truck is closed on Sundays and Mondays.',
        'On Tuesdays and Wednesdays it is open only from 11am to 3pm.',
        "On Fridays and Saturdays the truck stays open until 11:30pm, but Saturday service doesn't start "
        'until 5pm.',
        'It is cash only, there is no table service, and a few picnic tables sit next to the truck.',
        'An inexpensive spot: one reviewer got three tacos and a horchata for less than $11.',
        'One reviewer docked a star over a nearly 40-minute Saturday night wait, though they loved the birria '
        'tacos.',
        'When the truck ran out of tortillas one Thursday, the owner handed out free agua frescas to the '
        'people in line.',
    )] + [(B118_TACO, c, False) for c in (
        'The truck accepts credit cards.',
        'It is open five days a week, starting at 11am each day.',
        'A reviewer says the green salsa is mild and family friendly.',
        'The truck serves beer alongside its tacos.',
        'All three reviewers complain about long waits at the truck.',
        'The truck has been parked at the same corner since 2009.',
        'La Chispa Rodante is rated 4 stars from 203 reviews.',
    )],
    'barber shop listing record': [(B118_BARBER, c, True) for c in (
        'Brassmoor Barber Co. is open Tuesday through Saturday and closed on Sundays and Mondays.',
        'It stays open until 8pm on Thursdays and Fridays.',
        'The shop opens earliest on Saturday, at 8am, and closes at 4pm that day.',
        'Walk-ins are welcome since the shop is not appointment-only; one reviewer was in the chair within '
        '15 minutes without booking.',
        'Customers can park on the street or in a garage, and the shop offers free WiFi.',
        'The shop is not wheelchair accessible, and a reviewer said the front steps made it hard to bring '
        'in a wheelchair.',
        'Two reviewers gave five stars, while a third was unhappy about a long wait and an uneven beard trim.',
    )] + [(B118_BARBER, c, False) for c in (
        'It opens at 9am on Saturdays.',
        'The shop is open on Mondays from 9am to 6pm.',
        'Reviewers agree that the beard trims here come out sharp and even.',
        'A skin fade with a hot towel neck shave cost one reviewer $23 before tip.',
        'Besides haircuts and shaves, the shop also offers hair coloring.',
        "Parking is available in the shop's private lot.",
        'With 85 reviews, the shop averages 4 stars.',
    )],
    'climbing gym listing record': [(B118_CLIMB, c, True) for c in (
        'The gym is open every day, from 6am to 10pm Monday through Thursday.',
        'On weekends it opens at 9am, closing at 9pm on Saturday and 6pm on Sunday.',
        'It offers free WiFi, its own parking lot, and bike parking.',
        'One reviewer advised buying your own shoes if you climb often, since rentals cost $12.',
        'A reviewer found the $24 adult day pass a little expensive compared with other local gyms.',
        'One reviewer said the gym gets crowded on weekday evenings and suggested weekend mornings for more '
        'space.',
        "Kids are welcome: one reviewer's nine-year-old took a youth intro class, and the coach was great "
        'with the children.',
    )] + [(B118_CLIMB, c, False) for c in (
        'The gym stays open until 10pm on Fridays.',
        'Dogs are welcome at the gym.',
        "One reviewer praised the gym's excellent ventilation and clean air.",
        'According to one reviewer, the boulder problems are reset every month.',
        'Members can relax in the gym\'s sauna after climbing.',
        'The yoga room upstairs costs extra on top of a membership.',
        'The gym is also listed as a yoga studio.',
    )],
}
