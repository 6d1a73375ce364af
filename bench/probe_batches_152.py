"""Probe batch 152, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
business listing records in JSON form from a review-site data dump, with overview-style claims about them."""

from __future__ import annotations

B152_BAKERY = (
    '{\n'
    '  "business_id": "qF7mZr2LkT9wXbN4aHc1Ve",\n'
    '  "name": "Quillfeather Crumb & Loaf",\n'
    '  "address": "2218 Marrowby Lane, Suite 3",\n'
    '  "city": "Tolliver Falls",\n'
    '  "state": "OR",\n'
    '  "postal_code": "97482",\n'
    '  "latitude": 44.1837206,\n'
    '  "longitude": -123.0912448,\n'
    '  "stars": 4.5,\n'
    '  "review_count": 318,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "RestaurantsPriceRange2": "1",\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "False",\n'
    '    "OutdoorSeating": "True",\n'
    "    \"WiFi\": \"u'free'\",\n"
    '    "BikeParking": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "Caters": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "DogsAllowed": "True",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "RestaurantsReservations": "False",\n'
    "    \"NoiseLevel\": \"u'quiet'\",\n"
    '    "HasTV": "False",\n'
    "    \"Alcohol\": \"u'none'\",\n"
    '    "RestaurantsGoodForGroups": "False",\n'
    '    "RestaurantsTableService": "False",\n'
    '    "RestaurantsCounterService": "True",\n'
    '    "DriveThru": "False",\n'
    "    \"RestaurantsAttire\": \"u'casual'\",\n"
    "    \"Smoking\": \"u'no'\",\n"
    '    "HappyHour": "False",\n'
    "    \"BusinessParking\": \"{'garage': False, 'street': True, 'validated': False, 'lot': False, 'valet': "
    'False}",\n'
    "    \"Ambience\": \"{'touristy': False, 'hipster': True, 'romantic': False, 'divey': False, 'intimate': "
    "False, 'trendy': False, 'upscale': False, 'classy': False, 'casual': True}\",\n"
    "    \"GoodForMeal\": \"{'dessert': True, 'latenight': False, 'lunch': False, 'dinner': False, 'brunch': "
    "False, 'breakfast': True}\",\n"
    "    \"Music\": \"{'dj': False, 'background_music': True, 'no_music': False, 'jukebox': False, 'live': False, "
    "'video': False, 'karaoke': False}\",\n"
    "    \"DietaryRestrictions\": \"{'dairy-free': False, 'gluten-free': True, 'vegan': False, 'kosher': False, "
    "'halal': False, 'soy-free': False, 'vegetarian': True}\",\n"
    '    "Open24Hours": "False",\n'
    '    "CoatCheck": "False",\n'
    '    "BYOB": "False",\n'
    "    \"PaymentTypes\": \"{'cash': True, 'credit': True, 'debit': True, 'apple_pay': True, 'check': False}\",\n"
    "    \"Amenities\": \"{'high_chairs': True, 'restroom': True, 'power_outlets': True, 'bike_rack': True, "
    "'drinking_water': True}\"\n"
    '  },\n'
    '  "categories": "Bakeries, Coffee & Tea, Food, Breakfast & Brunch, Desserts, Gluten-Free, Sandwiches",\n'
    '  "hours": {\n'
    '    "Tuesday": "7:0-15:0",\n'
    '    "Wednesday": "7:0-15:0",\n'
    '    "Thursday": "7:0-15:0",\n'
    '    "Friday": "7:0-17:30",\n'
    '    "Saturday": "6:30-17:30",\n'
    '    "Sunday": "8:0-13:0"\n'
    '  }\n'
    '}'
)

B152_TYRES = (
    '{\n'
    '  "business_id": "Gw3hXe8QpR1vLs6NcT0uYa",\n'
    '  "name": "Grindlewick Tyre & Exhaust Centre",\n'
    '  "address": "8830 Fenwarren Pike, Unit 4",\n'
    '  "city": "Haskeldon",\n'
    '  "state": "AB",\n'
    '  "postal_code": "T3R 1W7",\n'
    '  "latitude": 51.1472093,\n'
    '  "longitude": -114.2267815,\n'
    '  "stars": 3.5,\n'
    '  "review_count": 87,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WheelchairAccessible": "True",\n'
    "    \"WiFi\": \"u'free'\",\n"
    '    "BikeParking": "False",\n'
    '    "DogsAllowed": "False",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "AcceptsInsurance": "False",\n'
    '    "GoodForKids": "False",\n'
    '    "Open24Hours": "False",\n'
    '    "OnlineBooking": "True",\n'
    "    \"BusinessParking\": \"{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': "
    'False}",\n'
    "    \"ServicesOffered\": \"{'tire_rotation': True, 'wheel_alignment': True, 'exhaust_repair': True, "
    "'brake_repair': True, 'oil_change': True, 'smog_check': False, 'towing': False}\",\n"
    "    \"PaymentTypes\": \"{'cash': True, 'credit': True, 'debit': True, 'check': False, 'financing': True}\",\n"
    "    \"Languages\": \"{'english': True, 'french': True, 'punjabi': True, 'spanish': False}\",\n"
    "    \"Amenities\": \"{'shuttle': False, 'loaner_cars': False, 'restroom': True, 'vending': True}\",\n"
    "    \"TireTypesStocked\": \"{'all_season': True, 'winter': True, 'performance': True, 'off_road': False, "
    "'run_flat': False}\",\n"
    "    \"Warranty\": \"{'parts_months': 12, 'labour_months': 6, 'road_hazard': True}\"\n"
    '  },\n'
    '  "categories": "Tires, Automotive, Auto Repair, Oil Change Stations, Wheel & Rim Repair, Auto Parts & '
    'Supplies, Mufflers & Exhaust Systems",\n'
    '  "hours": {\n'
    '    "Monday": "7:30-18:0",\n'
    '    "Tuesday": "7:30-18:0",\n'
    '    "Wednesday": "7:30-18:0",\n'
    '    "Thursday": "7:30-20:0",\n'
    '    "Friday": "7:30-18:0",\n'
    '    "Saturday": "8:0-16:0"\n'
    '  }\n'
    '}'
)

B152_CLIMBING = (
    '{\n'
    '  "business_id": "Vt9kBq4ZsM2yHd7PwE5rLo",\n'
    '  "name": "Vertiglen Bouldering Loft",\n'
    '  "address": "140 Cindermoor Street, Floor 2",\n'
    '  "city": "Pellingworth",\n'
    '  "state": "MN",\n'
    '  "postal_code": "55417",\n'
    '  "latitude": 44.9213564,\n'
    '  "longitude": -93.2408817,\n'
    '  "stars": 4.0,\n'
    '  "review_count": 142,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "GoodForKids": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "BikeParking": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "DogsAllowed": "False",\n'
    "    \"WiFi\": \"u'free'\",\n"
    '    "RestaurantsPriceRange2": "2",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "AcceptsInsurance": "False",\n'
    "    \"AgesAllowed\": \"u'allages'\",\n"
    "    \"Smoking\": \"u'no'\",\n"
    '    "Open24Hours": "False",\n'
    "    \"BusinessParking\": \"{'garage': True, 'street': True, 'validated': False, 'lot': False, 'valet': "
    'False}",\n'
    "    \"Amenities\": \"{'showers': True, 'lockers': True, 'sauna': False, 'gear_rental': True, 'cafe': False, "
    "'pro_shop': True}\",\n"
    "    \"ClassesOffered\": \"{'intro_to_bouldering': True, 'youth_team': True, 'yoga': True, 'lead_climbing': "
    "False, 'top_rope': False}\",\n"
    "    \"PaymentTypes\": \"{'cash': False, 'credit': True, 'debit': True, 'check': False}\",\n"
    "    \"PassOptions\": \"{'day_pass': True, 'ten_punch': True, 'monthly': True, 'annual': True, "
    "'student_rate': True, 'military_rate': False}\",\n"
    "    \"FacilityFeatures\": \"{'bouldering': True, 'lead_walls': False, 'top_rope_walls': False, "
    "'training_board': True, 'kids_area': True, 'fitness_area': True}\"\n"
    '  },\n'
    '  "categories": "Active Life, Rock Climbing, Gyms, Fitness & Instruction, Yoga, Kids Activities, Climbing",\n'
    '  "hours": {\n'
    '    "Monday": "12:0-22:0",\n'
    '    "Tuesday": "6:0-23:0",\n'
    '    "Wednesday": "12:0-22:0",\n'
    '    "Thursday": "6:0-23:0",\n'
    '    "Friday": "12:0-22:0",\n'
    '    "Saturday": "9:0-21:0",\n'
    '    "Sunday": "9:0-19:0"\n'
    '  }\n'
    '}'
)

B152_NAILS = (
    '{\n'
    '  "business_id": "On5cWf1TjA8uKx3MgS6dPi",\n'
    '  "name": "Opaline Nook Nail Atelier",\n'
    '  "address": "611 Verrowind Avenue, Ste 12",\n'
    '  "city": "Castlebrae",\n'
    '  "state": "NV",\n'
    '  "postal_code": "89123",\n'
    '  "latitude": 36.0387241,\n'
    '  "longitude": -115.152639,\n'
    '  "stars": 3.5,\n'
    '  "review_count": 64,\n'
    '  "is_open": 0,\n'
    '  "attributes": {\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "ByAppointmentOnly": "False",\n'
    '    "RestaurantsPriceRange2": "2",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BikeParking": "False",\n'
    '    "GoodForKids": "True",\n'
    "    \"WiFi\": \"u'no'\",\n"
    '    "AcceptsInsurance": "False",\n'
    '    "DogsAllowed": "False",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "OnlineBooking": "True",\n'
    "    \"BusinessParking\": \"{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': "
    'False}",\n'
    "    \"ServicesOffered\": \"{'gel_manicure': True, 'acrylic_nails': True, 'dip_powder': True, 'pedicure': "
    "True, 'nail_art': True, 'eyebrow_waxing': True, 'lash_lift': True, 'lash_extensions': False}\",\n"
    "    \"Languages\": \"{'english': True, 'vietnamese': True, 'spanish': True}\",\n"
    "    \"PaymentTypes\": \"{'cash': True, 'credit': True, 'debit': True, 'check': False, 'gift_cards': "
    'True}",\n'
    "    \"Amenities\": \"{'massage_chairs': True, 'complimentary_drinks': True, 'private_room': False, "
    "'kids_station': True}\",\n"
    "    \"Sanitation\": \"{'autoclave': True, 'disposable_files': True, 'liners_per_client': True, "
    "'single_use_buffers': True}\"\n"
    '  },\n'
    '  "categories": "Nail Salons, Beauty & Spas, Waxing, Eyelash Service, Hair Removal, Nail Technicians",\n'
    '  "hours": {\n'
    '    "Monday": "10:0-19:0",\n'
    '    "Tuesday": "10:0-19:0",\n'
    '    "Wednesday": "10:0-19:0",\n'
    '    "Thursday": "10:0-20:0",\n'
    '    "Friday": "9:30-20:0",\n'
    '    "Saturday": "9:0-18:0",\n'
    '    "Sunday": "11:0-17:0"\n'
    '  }\n'
    '}'
)

B152_GROOMER = (
    '{\n'
    '  "business_id": "Sn2pJg6RbW0eTq9LvK4hCu",\n'
    '  "name": "Snufflebury Grooming Parlour",\n'
    '  "address": "3907 Oxhollow Road",\n'
    '  "city": "Rathmoyle",\n'
    '  "state": "FL",\n'
    '  "postal_code": "33947",\n'
    '  "latitude": 26.8841127,\n'
    '  "longitude": -82.2950634,\n'
    '  "stars": 5.0,\n'
    '  "review_count": 29,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "ByAppointmentOnly": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "DogsAllowed": "True",\n'
    '    "WheelchairAccessible": "False",\n'
    '    "BusinessAcceptsBitcoin": "False",\n'
    '    "RestaurantsPriceRange2": "3",\n'
    '    "BikeParking": "False",\n'
    '    "GoodForKids": "False",\n'
    "    \"WiFi\": \"u'no'\",\n"
    '    "OnlineBooking": "False",\n'
    "    \"BusinessParking\": \"{'garage': False, 'street': True, 'validated': False, 'lot': True, 'valet': "
    'False}",\n'
    "    \"ServicesOffered\": \"{'bath_and_brush': True, 'full_groom': True, 'nail_trim': True, 'teeth_brushing': "
    "True, 'de_shedding': True, 'flea_treatment': False, 'mobile_grooming': False}\",\n"
    "    \"PetsAccepted\": \"{'dogs': True, 'cats': False, 'rabbits': False}\",\n"
    "    \"PaymentTypes\": \"{'cash': True, 'credit': True, 'debit': True, 'check': True}\",\n"
    '    "AcceptsInsurance": "False",\n'
    '    "Open24Hours": "False",\n'
    "    \"Amenities\": \"{'waiting_area': False, 'pickup_dropoff': True, 'webcam': False, 'treats': True, "
    "'cage_free_drying': True}\",\n"
    "    \"BreedsServed\": \"{'small': True, 'medium': True, 'large': True, 'giant': False, 'double_coated': "
    'True}",\n'
    "    \"Certifications\": \"{'certified_groomer': True, 'pet_first_aid': True, 'fear_free': False}\",\n"
    "    \"Languages\": \"{'english': True, 'spanish': True}\"\n"
    '  },\n'
    '  "categories": "Pets, Pet Services, Pet Groomers, Pet Training, Pet Stores",\n'
    '  "hours": {\n'
    '    "Tuesday": "8:0-17:0",\n'
    '    "Wednesday": "8:0-19:0",\n'
    '    "Thursday": "8:0-17:0",\n'
    '    "Friday": "8:0-17:0",\n'
    '    "Saturday": "9:0-14:0"\n'
    '  }\n'
    '}'
)

B152_KBBQ = (
    '{\n'
    '  "business_id": "Dm8rYc3NfH5kVa1XzQ7gBe",\n'
    '  "name": "Dolmaru Charcoal House",\n'
    '  "address": "5124 Quenby Boulevard",\n'
    '  "city": "Brennoch",\n'
    '  "state": "TN",\n'
    '  "postal_code": "37211",\n'
    '  "latitude": 36.0794412,\n'
    '  "longitude": -86.7315528,\n'
    '  "stars": 4.0,\n'
    '  "review_count": 506,\n'
    '  "is_open": 1,\n'
    '  "attributes": {\n'
    '    "RestaurantsTakeOut": "True",\n'
    '    "RestaurantsDelivery": "True",\n'
    '    "RestaurantsReservations": "True",\n'
    '    "RestaurantsGoodForGroups": "True",\n'
    '    "GoodForKids": "True",\n'
    "    \"Alcohol\": \"u'full_bar'\",\n"
    '    "HappyHour": "True",\n'
    "    \"NoiseLevel\": \"u'loud'\",\n"
    "    \"RestaurantsAttire\": \"u'casual'\",\n"
    '    "RestaurantsPriceRange2": "2",\n'
    '    "OutdoorSeating": "False",\n'
    "    \"WiFi\": \"u'no'\",\n"
    '    "HasTV": "True",\n'
    '    "Caters": "False",\n'
    '    "RestaurantsTableService": "True",\n'
    '    "WheelchairAccessible": "True",\n'
    '    "BikeParking": "True",\n'
    '    "BusinessAcceptsCreditCards": "True",\n'
    '    "DogsAllowed": "False",\n'
    "    \"Smoking\": \"u'no'\",\n"
    '    "CoatCheck": "False",\n'
    '    "GoodForDancing": "False",\n'
    '    "BYOB": "False",\n'
    '    "Corkage": "False",\n'
    '    "DriveThru": "False",\n'
    "    \"BusinessParking\": \"{'garage': False, 'street': False, 'validated': False, 'lot': True, 'valet': "
    'False}",\n'
    "    \"Ambience\": \"{'touristy': False, 'hipster': False, 'romantic': False, 'divey': False, 'intimate': "
    "False, 'trendy': True, 'upscale': False, 'classy': False, 'casual': True}\",\n"
    "    \"GoodForMeal\": \"{'dessert': False, 'latenight': False, 'lunch': True, 'dinner': True, 'brunch': "
    "False, 'breakfast': False}\",\n"
    "    \"Music\": \"{'dj': False, 'background_music': True, 'no_music': False, 'jukebox': False, 'live': False, "
    "'video': False, 'karaoke': True}\",\n"
    "    \"BestNights\": \"{'monday': False, 'tuesday': False, 'friday': True, 'wednesday': False, 'thursday': "
    "False, 'sunday': False, 'saturday': True}\",\n"
    "    \"DietaryRestrictions\": \"{'dairy-free': False, 'gluten-free': True, 'vegan': False, 'kosher': False, "
    "'halal': False, 'soy-free': False, 'vegetarian': True}\",\n"
    "    \"PaymentTypes\": \"{'cash': True, 'credit': True, 'debit': True, 'apple_pay': True, 'check': False}\"\n"
    '  },\n'
    '  "categories": "Korean, Barbeque, Restaurants, Asian Fusion, Bars, Nightlife, Karaoke",\n'
    '  "hours": {\n'
    '    "Monday": "11:30-22:0",\n'
    '    "Wednesday": "11:30-22:0",\n'
    '    "Thursday": "11:30-22:0",\n'
    '    "Friday": "11:30-23:30",\n'
    '    "Saturday": "12:0-23:30",\n'
    '    "Sunday": "12:0-21:0"\n'
    '  }\n'
    '}'
)

BATCHES_152 = {
    'bakery quillfeather crumb': [(B152_BAKERY, c, True) for c in (
        'It shuts on Mondays and opens earliest on Saturdays, at half past six.',
        'From Tuesday to Thursday the bakery keeps the same eight-hour schedule, 7 a.m. to 3 p.m.',
        'Its Friday closing time is two and a half hours later than its midweek close.',
        'It trades 50.5 hours a week in all.',
        'Sunday is the shortest day, running only five hours, from 8 a.m. to 1 p.m.',
        'Parking is on the street only.',
        'Guests get free Wi-Fi, and while cards are accepted, Bitcoin is not.',
    )] + [(B152_BAKERY, c, False) for c in (
        'Quillfeather Crumb & Loaf does not open on Sundays or Mondays, trading only from Tuesday to Saturday.',
        'On Saturdays it opens at 6:30 a.m. and closes at 3 p.m.',
        'It opens at 7 a.m. on every day it trades.',
        'Dogs are not allowed, even though outdoor seating is available.',
        'Customers can order takeout or delivery, and the bakery also caters.',
        'It holds a 4.5-star average from 381 reviews.',
        'Its categories include Bakeries, Coffee & Tea and Vegan.',
    )],
    'tyre centre grindlewick': [(B152_TYRES, c, True) for c in (
        'Weekday opening is 7:30 a.m.; on Saturdays it is 8 a.m.',
        'Thursday closing is two hours later than on other weekdays.',
        'Apart from Thursday, a weekday there runs ten and a half hours.',
        'Altogether the centre is open 62.5 hours a week.',
        'No appointment is needed to visit.',
        'Its 87 reviews average three and a half stars.',
        'The listing gives English, French and Punjabi as languages spoken, but not Spanish.',
    )] + [(B152_TYRES, c, False) for c in (
        "The centre's late night is Friday, when it stays open until 8 p.m. rather than 6 p.m.",
        'Service at Grindlewick is by appointment only, with online booking available.',
        'On weekdays the doors open at 7 a.m. and close at 6 p.m., except Thursday.',
        'It is closed on both Saturdays and Sundays.',
        'Grindlewick holds a four-star rating from 87 reviews and is still open.',
        'It offers smog checks alongside exhaust repair.',
        'Free Wi-Fi is provided in the customer waiting lounge.',
    )],
    'climbing gym vertiglen': [(B152_CLIMBING, c, True) for c in (
        'Vertiglen Bouldering Loft is open seven days a week.',
        "Tuesday and Thursday openings come six hours before Monday's.",
        'Its longest days are Tuesday and Thursday, at 17 hours each.',
        'Sunday closing comes at 7 p.m., two hours before the Saturday close.',
        'Parking is available in a garage and on the street, but there is no lot.',
        'It carries four stars from 142 reviews and is marked as good for kids.',
        'Climbers can use showers, lockers and gear rental, though there is no sauna.',
    )] + [(B152_CLIMBING, c, False) for c in (
        'Early risers can climb from 6 a.m. on every weekday.',
        'Like Tuesdays and Thursdays, Fridays run until 11 p.m.',
        'Saturday and Sunday share identical hours, 9 a.m. to 9 p.m.',
        'Validated parking is offered in the garage.',
        'It runs lead-climbing and top-rope classes alongside its intro bouldering sessions.',
        'It holds a 4.5-star rating from 142 reviews.',
        'Beyond climbing and gyms, its categories include Yoga and Pilates.',
    )],
    'nail salon opaline': [(B152_NAILS, c, True) for c in (
        'The listing marks Opaline Nook Nail Atelier as no longer open.',
        'The listing names Vietnamese and Spanish, as well as English, among its languages.',
        'Friday opens 30 minutes before Thursday does.',
        'Sunday has the shortest hours, six in total, starting at 11 a.m.',
        'It is not an appointment-only business.',
        'Alongside nails, its categories cover waxing and eyelash services.',
        'Monday through Wednesday it keeps the same nine-hour schedule, 10 a.m. to 7 p.m.',
    )] + [(B152_NAILS, c, False) for c in (
        'Opaline Nook Nail Atelier, rated 3.5 stars from 64 reviews, is still open for business.',
        'Free Wi-Fi is available for clients.',
        'Alongside dip powder and gel manicures, it offers lash extensions.',
        'On Fridays it opens at 9 a.m. and closes at 8 p.m.',
        'It stays open until 8 p.m. from Thursday through Saturday.',
        'Parking is available both on the street and in a lot.',
        'It has a 3.5-star rating from 46 reviews.',
    )],
    'pet groomer snufflebury': [(B152_GROOMER, c, True) for c in (
        'Snufflebury Grooming Parlour is closed on both Sundays and Mondays.',
        'It has a perfect five-star average, though from only 29 reviews.',
        'Dogs are accepted for grooming, but cats and rabbits are not.',
        'Wednesday is its late day, running until 7 p.m., two hours past the other weekdays it opens.',
        'Saturday is the shortest day, five hours starting at 9 a.m.',
        'Its weekly opening hours add up to 43.',
        'It operates by appointment only.',
    )] + [(B152_GROOMER, c, False) for c in (
        'As on the other days, Saturday starts at 8 a.m., with closing at 2 p.m.',
        'It offers mobile grooming as well as nail trims.',
        'Walk-ins are welcome without an appointment.',
        'It stays open until 7 p.m. on Thursdays.',
        'It has a five-star rating from 92 reviews.',
        'The parlour is wheelchair accessible and has both street and lot parking.',
        'It earned its five stars thanks to gentle handling of anxious dogs.',
    )],
    'korean bbq dolmaru': [(B152_KBBQ, c, True) for c in (
        'Its best nights are listed as Friday and Saturday.',
        'On Fridays and Saturdays it serves until half past eleven at night.',
        'Its weekend opening time is noon, half an hour later than on the weekdays it opens.',
        'It has a full bar with a happy hour, and the noise level is rated loud.',
        'Reservations are accepted, and both delivery and takeout are available.',
        'It is marked as good for lunch and dinner but not for late-night meals.',
        'Sunday service ends at 9 p.m., an hour earlier than on Mondays.',
    )] + [(B152_KBBQ, c, False) for c in (
        'Dolmaru Charcoal House is closed on Mondays and opens at 11:30 a.m. on the other weekdays.',
        'Its music options include live performances as well as karaoke and background music.',
        'Diners get free Wi-Fi, and there is a full bar with a happy hour.',
        'It stays open until 11:30 p.m. every night.',
        'It opens at noon every day.',
        'The ambience is tagged trendy and upscale, and the attire is casual.',
        'It averages four stars across 560 reviews.',
    )],
}
