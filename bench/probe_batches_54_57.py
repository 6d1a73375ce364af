"""Probe batches 55 and 56, written by helper agents that saw neither the code nor an earlier probe (session 41),
in the shape of :mod:`probes`: each six made-up documents, each with seven true and seven false claims. They were read
only after session 41's check changes had been decided, so they measure them out of sample (batches 54 and 57 were
asked for too but had not arrived by the end of the session; ``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 55.
B55_GYM_MEMBERSHIP_TERMS = (
    'Northgate Fitness – Membership Terms (effective 1 March 2025). Northgate offers three tiers. Basic '
    '(£24.99/month) allows off-peak access only: weekdays 06:00–16:00 and 20:00–22:00, plus all day at weekends. '
    'Standard (£34.99/month) gives unlimited access to one home club. Premier (£49.99/month) gives access to all 9 '
    'Northgate clubs plus two guest passes per month; unused guest passes do not roll over. A one-off £30 joining '
    'fee applies to all tiers, but is waived for Premier members who pay annually (£499 upfront). Students with a '
    'valid student card get 15% off Standard only. Members may freeze their membership for 1 to 3 months, once in '
    "any 12-month period; a freeze costs £5 per month, except medical freezes, which are free with a doctor's note. "
    "Cancellation requires one full calendar month's notice, given online or at reception. Members cannot cancel "
    'during the first 3 months of a new membership unless they move more than 15 miles from their nearest Northgate '
    'club. Complaints go to the area manager, Dana Whitlock.'
)

B55_CINEMA_TICKETS_MEMBERSHIP = (
    'Lumen Cinemas – Ticket Prices and Lumen+ Membership (from 7 April 2025). Standard adult tickets cost £12.50 and '
    "child tickets (ages 3–14) cost £8.00; children under 3 go free if they sit on an adult's lap. Seniors (65+) pay "
    '£9.50, except for screenings starting after 17:00 on Fridays and Saturdays, when the adult price applies. Every '
    'Tuesday is Cheap Tuesday: all standard 2D tickets are £6.00, but the offer does not apply to IMAX or 4DX. IMAX '
    'and 4DX screenings carry a £4.00 supplement per ticket, and recliner seats add £2.50. Lumen+ membership costs '
    '£17.99 a month with a minimum term of 6 months. It includes up to 4 standard 2D tickets per month (unused '
    'tickets expire at month end), 20% off snacks and 10% off supplements. Members can bring one guest per screening '
    'for £7.00. Online bookings carry a £0.95 fee per transaction, waived for Lumen+ members. Refunds are given up '
    'to 60 minutes before showtime; after that, tickets can be exchanged once for a screening within 7 days, but not '
    'refunded.'
)

B55_CONCERT_VENUE_RESALE_REFUNDS = (
    'Harbour Hall – Ticketing, Resale and Refund Policy. Tickets are sold only via the Harbour Hall box office and '
    "harbourhall.co.uk, with a limit of 6 tickets per customer per event, reduced to 4 for events marked 'High "
    "Demand'. Tickets may not be resold above face value. Face value includes the £3.25 per-ticket service charge "
    'but not the £2.00 per-order delivery fee. Resale is permitted only through the official Fan Exchange, which '
    'opens 21 days before the event and closes 24 hours before doors open. Sellers receive face value minus a 10% '
    'handling fee, paid within 5 working days after the event, and only if the ticket sells. If an event is '
    'cancelled, buyers are refunded in full, including all fees, automatically within 14 days. If an event is '
    'postponed, tickets remain valid for the new date, and refunds can be requested within 30 days of the new date '
    'being announced. Changes to support acts or set times do not qualify for a refund. Doors open 90 minutes before '
    'the headline set. Under-16s must be accompanied by an adult aged 18 or over; under-5s are not admitted. Access '
    'queries: Priya Nandakumar, Access Manager, weekdays 10:00–16:00.'
)

B55_TENNIS_CLUB_SUBSCRIPTIONS = (
    'Riverside Lawn Tennis Club – 2025/26 Subscriptions. The season runs from 1 April 2025 to 31 March 2026. Annual '
    'fees: Senior (26–64) £285; Young Adult (19–25) £160; Veteran (65+) £210; Junior (8–18) £95; Mini (under 8) £45. '
    'Category is based on age on 1 April 2025. Family membership (two adults plus their children under 18 living at '
    'the same address) costs £620. New members pay a one-off £50 entrance fee, except Juniors and Minis. Fees paid '
    'in full by 30 April receive a 5% early-payment discount; alternatively, fees may be paid in 10 monthly direct '
    'debits with a £15 admin charge. Members joining on or after 1 October pay 60% of the annual fee. Juniors get '
    'one free group coaching session per week in term time (Saturdays 09:00–10:30); extra sessions cost £7 each. '
    'Floodlights cost £4 per court per hour for all categories. Guests may play up to 6 times per season at £8 per '
    'visit and must be signed in by a member. Membership secretary: Tom Ashby.'
)

B55_HOLIDAY_PARK_BOOKING_TERMS = (
    'Pinebrook Holiday Park – Lodge Booking Terms 2025. Lodges are let as 3-night weekend breaks (Friday to Monday), '
    '4-night midweek breaks (Monday to Friday), or 7-night stays starting on a Friday or Monday. A 25% deposit '
    'secures a booking, and the balance is due 8 weeks before arrival; bookings made within 8 weeks of arrival must '
    'be paid in full at the time of booking. Check-in is from 16:00 and check-out is by 10:00. Late check-out until '
    '13:00 costs £35, subject to availability; early check-in is not offered. If you cancel more than 8 weeks before '
    'arrival you lose the deposit only; between 8 and 4 weeks, you pay 50% of the total; within 4 weeks, 100%. One '
    'free date change is allowed if made more than 8 weeks before arrival. Up to two dogs are allowed, in '
    'Pet-Friendly lodges only, at £20 per dog per stay. Reception is open 08:00–20:00 daily; guests arriving after '
    '20:00 collect keys from the key safe using a code texted on the day of arrival. Quiet hours are 23:00–07:00. '
    'Site manager: Gareth Lloyd.'
)

B55_MUSEUM_HOURS_CONCESSIONS = (
    'Calder Museum of Science & Industry – Visitor Information. The museum is open Tuesday to Sunday, 10:00–17:30 '
    '(last entry 16:45). It is closed on Mondays, except bank holiday Mondays, when it opens 10:00–16:00. On the '
    'first Thursday of each month it stays open until 21:00 for Late Lab, which is for over-18s only after 18:00. '
    'The museum is closed 24–26 December and 1 January. Entry to the permanent galleries is free. The special '
    "exhibition 'Engines of Tomorrow' (until 14 September 2025) costs £14 for adults, £11 for concessions (65+, "
    'students, jobseekers) and £7 for children aged 5–15; under-5s go free. A family ticket (2 adults and up to 3 '
    'children) costs £36. Carers accompanying a disabled visitor go free. Members (£55 a year) get unlimited free '
    'exhibition entry and may bring one guest per visit at the concession price. Pre-booked groups of 10 or more get '
    '20% off exhibition tickets if booked at least 14 days ahead. The planetarium runs shows at 11:00, 13:00 and '
    '15:00, costing £4 each, which is not included in any ticket or membership. Visitor services manager: Hannah '
    'Okafor.'
)

BATCH55: dict[str, list[tuple[str, str, bool]]] = {
    'gym membership terms': [(B55_GYM_MEMBERSHIP_TERMS, c, True) for c in (
        "A Basic member can't use the gym at 17:30 on a Wednesday.",
        'A new Premier member paying monthly pays £79.99 in the first month, including the joining fee.',
        'A student with a valid card pays £29.74 a month for Standard, rounded to the penny.',
        'A two-month freeze for a non-medical reason costs £10.',
        (
            'Paying £499 upfront for Premier is £100.88 cheaper than twelve monthly payments, even before counting '
            'the waived joining fee.'
        ),
        'A member who joined six weeks ago can cancel if they move 20 miles from their nearest Northgate club.',
        "A Premier member's unused March guest passes can't be used in April.",
    )] + [(B55_GYM_MEMBERSHIP_TERMS, c, False) for c in (
        'Students with a valid card get 15% off the Premier tier.',
        'A member can take a one-month freeze in January and another in July of the same year.',
        "A medical freeze backed by a doctor's note costs £5 per month.",
        "Basic members can't use the gym on Saturday afternoons.",
        'Standard members can use all 9 Northgate clubs.',
        'The joining fee is waived for Standard members who pay annually.',
        'A member in their second month can cancel early if they move 10 miles from their nearest club.',
    )],
    'cinema tickets membership': [(B55_CINEMA_TICKETS_MEMBERSHIP, c, True) for c in (
        (
            'Two adults and a 10-year-old at a standard 2D Saturday screening pay £33.00 for their tickets, without '
            'recliners.'
        ),
        'A 70-year-old going to a 19:30 screening on a Friday pays the £12.50 adult price.',
        'A 70-year-old going to a 19:30 screening on a Thursday pays £9.50.',
        'An adult IMAX ticket on a Saturday costs £16.50 without a recliner seat.',
        "The £6.00 Cheap Tuesday price can't be used for an IMAX screening on a Tuesday.",
        'A Lumen+ member booking online pays no booking fee.',
        'Signing up to Lumen+ commits you to at least £107.94 in membership fees.',
    )] + [(B55_CINEMA_TICKETS_MEMBERSHIP, c, False) for c in (
        'A 15-year-old can get a child ticket for £8.00.',
        'Unused Lumen+ tickets carry over to the following month.',
        'On Cheap Tuesday, an adult IMAX ticket costs £10.00.',
        'Lumen+ members get 20% off IMAX supplements.',
        "A 2-year-old sitting on a parent's lap needs an £8.00 child ticket.",
        'A non-member booking four tickets online in one transaction pays £3.80 in booking fees.',
        'You can still get a refund 45 minutes before the showtime.',
    )],
    'concert venue resale refunds': [(B55_CONCERT_VENUE_RESALE_REFUNDS, c, True) for c in (
        'For an event marked High Demand, I can buy at most 4 tickets.',
        "If I sell a £40 face-value ticket on the Fan Exchange, I'll receive £36.",
        'For an event on 30 June, the Fan Exchange opens on 9 June.',
        'If the event is cancelled, the £2.00 delivery fee is refunded as well.',
        'A change of support act does not entitle me to a refund.',
        "A 4-year-old can't attend, even with a parent.",
        'If the headline set starts at 21:00, doors open at 19:30.',
    )] + [(B55_CONCERT_VENUE_RESALE_REFUNDS, c, False) for c in (
        'You can resell a ticket at face value on any resale website.',
        "The £2.00 delivery fee counts towards a ticket's face value for resale.",
        'Sellers are paid within 5 working days of listing a ticket on the Fan Exchange.',
        'If an event is postponed, refunds are issued automatically within 14 days.',
        'A 15-year-old can attend accompanied by their 17-year-old brother.',
        (
            'For a Saturday show with the headline set at 21:00, you can still list tickets on the Fan Exchange at '
            '20:30 on Friday.'
        ),
        'Priya Nandakumar can be contacted about access on Saturdays.',
    )],
    'tennis club subscriptions': [(B55_TENNIS_CLUB_SUBSCRIPTIONS, c, True) for c in (
        'Someone who turns 65 on 2 April 2025 pays the Senior rate of £285 this season.',
        'A returning Senior who pays in full on 20 April pays £270.75.',
        "A new Junior member doesn't have to pay the entrance fee.",
        'A new Young Adult who joins in November and pays in one go pays £146, including the entrance fee.',
        "A Junior's second coaching session in the same term-time week costs £7.",
        'A guest who plays the maximum number of times in a season pays £48 in guest fees.',
        'A Veteran using a floodlit court for 2 hours pays £8 for the lights.',
    )] + [(B55_TENNIS_CLUB_SUBSCRIPTIONS, c, False) for c in (
        'The 5% early-payment discount applies to fees paid in full by 31 May.',
        'A new Mini member pays the £50 entrance fee.',
        'A 25-year-old pays the Senior rate of £285.',
        'Members joining after 1 October pay half the annual fee.',
        'Paying by direct debit spreads the fee over 12 monthly payments.',
        "Juniors don't pay floodlight charges.",
        'Someone who turns 19 on 15 April 2025 pays the Young Adult rate of £160.',
    )],
    'holiday park booking terms': [(B55_HOLIDAY_PARK_BOOKING_TERMS, c, True) for c in (
        'The deposit on a £1,200 lodge booking is £300.',
        'For an arrival on Friday 15 August 2025, the balance is due by Friday 20 June 2025.',
        'Cancelling a £900 booking six weeks before arrival costs £450.',
        "If we arrive at 14:00, we can't get into the lodge until 16:00.",
        'Bringing two dogs on a 7-night stay in a Pet-Friendly lodge costs £40.',
        "If we arrive at 21:30, we'll collect the keys from the key safe using a texted code.",
        'If I book five weeks before arrival, I have to pay the full amount when I book.',
    )] + [(B55_HOLIDAY_PARK_BOOKING_TERMS, c, False) for c in (
        'The balance is due 6 weeks before arrival.',
        'Cancelling a £1,000 booking ten weeks before arrival costs £500.',
        'Late check-out until 13:00 is free if the lodge is available.',
        'Dogs are allowed in any lodge at the park.',
        'Two dogs on a 3-night weekend break cost £120.',
        'You can change your dates for free five weeks before arrival.',
        'A 7-night stay can start on a Saturday.',
    )],
    'museum hours concessions': [(B55_MUSEUM_HOURS_CONCESSIONS, c, True) for c in (
        (
            'For two adults and two children aged 8 and 10, the family ticket saves £6 compared with individual '
            'exhibition tickets.'
        ),
        "If I arrive at 16:50 on a Wednesday, I won't be let in.",
        'A 4-year-old can see the exhibition for free.',
        'On a bank holiday Monday, the museum closes at 16:00.',
        'A group of 12 adults that books three weeks ahead pays £134.40 in total for the exhibition.',
        "A member's guest pays £11 for the exhibition.",
        'Members still pay £4 for a planetarium show.',
    )] + [(B55_MUSEUM_HOURS_CONCESSIONS, c, False) for c in (
        'On an ordinary Monday, the museum is open 10:00–16:00.',
        'Late Lab runs every Thursday until 21:00.',
        'A 16-year-old pays the £7 child price for the exhibition.',
        'A pre-booked group of 8 gets 20% off exhibition tickets.',
        'A group of 15 that books 10 days ahead still gets the 20% group discount.',
        'The museum is open on 26 December.',
        'A member can bring one guest into the exhibition for free.',
    )],
}

# Batch 56.
B56_CAR_HIRE_RENTAL_TERMS = (
    'Northway Car Hire — Rental Terms (effective Saturday 1 March 2025). All rentals include 200 free miles per day, '
    'capped at 1,000 free miles per rental regardless of length. Extra miles cost £0.25 each, except in the Premium '
    'category, where they cost £0.40 each. Rentals of 14 days or more include unlimited mileage in every category '
    'except Premium. Fuel: cars are supplied full and must be returned full. If a car comes back short, we charge a '
    '£20 refuelling service fee plus £2.10 per litre missing. Pre-paid fuel (Full-to-Empty) costs £85 for Economy '
    'and Compact cars; no refund is given for unused fuel. Drivers aged 21–24 pay a young-driver surcharge of £15 '
    'per day, capped at £150 per rental. Drivers under 21 cannot rent, and drivers aged 21–24 may not rent Premium '
    'cars. The standard damage excess is £1,200 (Premium: £2,000). Excess Reduction costs £12 per day and lowers the '
    'excess to £100; it is not available to drivers under 25. Additional drivers cost £8 per day each, with a '
    'maximum of two additional drivers per rental.'
)

B56_AIRPORT_CAR_PARK_TARIFFS = (
    "Skyport Airport Parking — tariffs from Monday 6 January 2025. Short Stay (Car Park A, 2 minutes' walk from the "
    'terminal): £6 for up to 30 minutes, £12 for up to 2 hours, then £5 for each additional hour or part hour, '
    'capped at £65 per 24 hours. Height limit 2.1 m. Long Stay (Car Park C): £14 per day at the barrier, or £9 per '
    'day when booked online at least 48 hours before arrival; online stays of 8 days or more are charged £8 per day '
    'for every day of the stay. The minimum online booking is 3 days. A free shuttle runs every 15 minutes between '
    '04:00 and 00:30. Drop-off zone: £5 for up to 10 minutes, then £1 per extra minute up to 20 minutes. Vehicles '
    'staying over 20 minutes receive a £100 Parking Charge Notice, reduced to £60 if paid within 14 days. Blue Badge '
    'holders receive 50% off Long Stay and free drop-off for up to 20 minutes. Motorcycles park free in the Car Park '
    'A motorcycle bay. Online bookings can be amended free of charge up to 24 hours before arrival; cancellations '
    'made less than 24 hours before arrival are not refunded.'
)

B56_EV_CHARGING_PRICING = (
    'VoltLane Charging — Pricing from Tuesday 1 April 2025. Pay as you go: 7 kW AC chargers 45p/kWh; 50 kW DC rapid '
    'chargers 69p/kWh; 150 kW ultra-rapid chargers 79p/kWh. Contactless payments take a £30 pre-authorisation hold, '
    "released within 3 working days. VoltLane Plus membership: £7.99 per month, cancellable with 30 days' notice. "
    'Members pay 52p/kWh on rapid and ultra-rapid chargers; AC prices are unchanged for members, except that '
    'off-peak AC charging (22:00–06:00) costs members 30p/kWh. Idle fees: on rapid and ultra-rapid chargers, a fee '
    'of 50p per minute starts 10 minutes after charging finishes, capped at £30 per session. On AC chargers, idle '
    'fees apply only between 08:00 and 20:00, at £1 per hour after a 2-hour grace period following the end of '
    'charging. Idle fees apply to members and non-members alike. Session limits: ultra-rapid sessions stop '
    'automatically at 90% state of charge or after 45 minutes, whichever comes first. Rapid sessions stop after 60 '
    'minutes.'
)

B56_FERRY_VEHICLE_FARES = (
    'Solent Straits Ferries — Vehicle Fares, Summer 2025 (sailings from Friday 23 May to Sunday 14 September). '
    'Single fare for a car up to 5 m long and 1.85 m high, including driver and up to 4 passengers: £89 '
    'Monday–Thursday, £119 Friday–Sunday. Cars over 1.85 m high (for example with a roof box) pay a £25 supplement. '
    'Cars towing a trailer or caravan pay an extra £6 per metre of trailer length. Motorcycles: £38 any day, '
    'including the rider. Car day returns (out and back on the same day): £99 any day of the week. Amendments: '
    'changes to date or time are free if made more than 7 days before departure; within 7 days, each change costs '
    '£20 plus any fare difference. No amendments can be made within 2 hours of departure. Changing the vehicle '
    'registration is always free. Cancellations: 75% refund if cancelled 14 or more days before departure; 25% '
    'refund if cancelled 3 to 13 days before; no refund within 2 days of departure. Check-in closes 30 minutes '
    'before sailing; vehicles arriving later are moved to the next sailing with space for a £15 fee.'
)

B56_GARAGE_SERVICE_MOT = (
    'Hartley Road Garage — Service Plans & MOT Booking. Interim Service: £129, every 6,000 miles or 6 months. Full '
    'Service: £229, every 12,000 miles or 12 months, whichever comes first. Major Service: £329, adds spark plugs '
    '(petrol) or fuel filter (diesel) and a brake fluid change. Electric vehicles: Full Service only, £179. Monthly '
    'plans: Care Plan £19.50 a month covers one Full Service a year plus 10% off parts; Care Plus £27 a month covers '
    'one Major Service and one Interim Service a year plus 15% off parts. Minimum term 12 months. MOT: £45 (the '
    'legal maximum is £54.85). Book online at least 48 hours ahead. MOTs run Monday–Friday 08:00–17:00 and Saturday '
    '08:00–12:00; none on Sundays or bank holidays. You can MOT your car up to one month minus a day before its '
    'expiry date and keep the same renewal date. Free retest if the car is repaired here and retested within 10 '
    'working days. Booking a service and MOT together takes £10 off the MOT. Courtesy cars are for Care Plus members '
    'only and must be booked 5 days in advance.'
)

B56_BIKE_SHARE_PASSES = (
    'CityCycle Bike Share — Prices from Saturday 1 February 2025. Pay as you ride: £1.50 to unlock, then 10p per '
    'minute on standard bikes and 20p per minute on e-bikes. Day Pass: £6, valid for 24 hours from the first unlock; '
    'unlimited standard-bike rides of up to 30 minutes each. Monthly Pass: £18 for 30 days; unlimited standard-bike '
    'rides of up to 45 minutes each. Annual Pass: £120 paid upfront, or £12 a month on a 12-month contract; '
    'unlimited standard-bike rides of up to 60 minutes each. On any pass, time beyond the ride limit costs £1.50 per '
    'extra 15 minutes or part of 15 minutes. Pass holders pay no unlock fee on e-bikes but are charged 12p per '
    'minute of e-bike riding time. Students and riders aged 65+ get 30% off Monthly and Annual Passes (not Day '
    'Passes). Ending a ride outside a docking station costs £20. Bikes not returned within 24 hours incur a £300 '
    'non-return fee. One account can hire up to 4 bikes at once. Riders must be 16 or over; e-bikes are 18+ only.'
)

BATCH56: dict[str, list[tuple[str, str, bool]]] = {
    'car hire rental terms': [(B56_CAR_HIRE_RENTAL_TERMS, c, True) for c in (
        'On a 3-day Economy rental I can drive 600 miles without paying any excess-mileage charge.',
        'A 6-day rental still only gets 1,000 free miles, not 1,200.',
        'Going 50 miles over the allowance in a Compact car adds £12.50 to the bill.',
        'A 23-year-old renting for 12 days pays £150 in young-driver surcharge, not £180.',
        "A 22-year-old driver can't buy Excess Reduction to bring the excess down to £100.",
        'If I return the car 10 litres short of full, the fuel charge will be £41.',
        'A 16-day Compact rental comes with unlimited mileage.',
    )] + [(B56_CAR_HIRE_RENTAL_TERMS, c, False) for c in (
        'On a 5-day Premium rental, 100 extra miles would cost £25.',
        'Every rental of 14 days or more, Premium included, has unlimited mileage.',
        'A 24-year-old can rent a Premium car as long as they pay the young-driver surcharge.',
        'If you pre-pay fuel and bring the car back half full, you are refunded for the unused fuel.',
        'A 20-year-old can rent an Economy car by paying the £15 daily young-driver surcharge.',
        'You can add up to three additional drivers at £8 per day each.',
        'Returning the car 10 litres short of full costs £21 in total.',
    )],
    'airport car park tariffs': [(B56_AIRPORT_CAR_PARK_TARIFFS, c, True) for c in (
        'Parking in Short Stay for 3 hours 20 minutes costs £22.',
        'A 10-day Long Stay booked online costs £80.',
        'If I book a 5-day Long Stay online four days before I arrive, it costs £45.',
        'Waiting 15 minutes in the drop-off zone costs £10.',
        'If I get a Parking Charge Notice in the drop-off zone and pay it within 14 days, I pay £60.',
        "A van taller than 2.1 m can't use Short Stay.",
        'A Blue Badge holder booking a 4-day Long Stay online pays £18.',
    )] + [(B56_AIRPORT_CAR_PARK_TARIFFS, c, False) for c in (
        'You can book a 2-day Long Stay online for £18.',
        'A 10-day online Long Stay is charged £9 a day for the first seven days and £8 after that, £87 in total.',
        'Booking Long Stay online the day before arrival still gets the £9 daily rate.',
        'Leaving a car in Short Stay for a full 24 hours costs more than £100.',
        'The Long Stay shuttle runs every 15 minutes around the clock.',
        'Cancelling an online booking 12 hours before arrival gets you a full refund.',
        'Blue Badge holders get 50% off Short Stay parking.',
    )],
    'ev charging pricing': [(B56_EV_CHARGING_PRICING, c, True) for c in (
        'A non-member adding 40 kWh on a 150 kW charger pays £31.60.',
        'Plus members save 27p per kWh on ultra-rapid chargers compared with pay as you go.',
        'A Plus member who puts 20 kWh into their car on an AC charger between 23:00 and 03:00 pays £6.',
        'Leaving my car on a rapid charger for 25 minutes after charging finishes adds a £7.50 idle fee.',
        'Leaving a car on a rapid charger for two hours after charging finishes costs £30 in idle fees.',
        "An ultra-rapid session ends after 45 minutes even if the battery hasn't reached 90%.",
        'A car that finishes AC charging at 21:00 and stays plugged in until 07:00 incurs no idle fee.',
    )] + [(B56_EV_CHARGING_PRICING, c, False) for c in (
        'Plus members pay 52p/kWh on every charger type, including AC.',
        'A non-member charging on a 7 kW AC charger at 23:00 pays 30p/kWh.',
        'On rapid chargers, idle fees start as soon as charging finishes.',
        "Plus members don't pay idle fees.",
        'A non-member adding 40 kWh on a 50 kW rapid charger pays £31.60.',
        'If my AC charging ends at 10:00 and I unplug at 13:00, I pay a £3 idle fee.',
        'The Plus membership can be cancelled immediately without notice.',
    )],
    'ferry vehicle fares': [(B56_FERRY_VEHICLE_FARES, c, True) for c in (
        'A car single on a Wednesday costs £30 less than the same crossing on a Saturday.',
        'A standard car towing a 4 m caravan on a Tuesday single costs £113.',
        'A car with a roof box taking it over 1.85 m pays £144 for a Sunday single.',
        'On a Saturday, a car day return costs less than a car single.',
        'Changing my sailing time 5 days before departure costs £20 plus any fare difference.',
        'If I cancel a £119 booking 20 days before departure, I get £89.25 back.',
        "Updating my car's registration the day before sailing costs nothing.",
    )] + [(B56_FERRY_VEHICLE_FARES, c, False) for c in (
        'Motorcycle fares go up at weekends, like car fares.',
        'Changing the departure date 10 days before sailing costs £20.',
        'You can amend a booking up to 30 minutes before departure.',
        'Cancelling 10 days before departure gets a 75% refund.',
        'A standard car towing a 4 m caravan on a Friday single costs £113.',
        'The summer fares apply to sailings on 20 September.',
        'Cancelling the day before departure still gets a 25% refund.',
    )],
    'garage service mot': [(B56_GARAGE_SERVICE_MOT, c, True) for c in (
        'A Full Service and an MOT booked together cost £264.',
        'The Care Plan costs £234 over a year.',
        'Care Plus costs £324 a year, less than paying £458 for a Major and an Interim Service separately.',
        'If my MOT expires on 20 June, I can have it done on 21 May and keep 20 June as my renewal date.',
        "An electric car can't get an Interim Service at this garage.",
        "You can't get an MOT at 14:00 on a Saturday.",
        'The garage charges £9.85 less than the legal maximum MOT fee.',
    )] + [(B56_GARAGE_SERVICE_MOT, c, False) for c in (
        'Care Plan members get 15% off parts.',
        "Any monthly plan member can book a courtesy car with 5 days' notice.",
        'A Full Service on an electric vehicle costs £229.',
        'Booking an MOT online 24 hours ahead is enough.',
        'A Full Service is due every 12,000 miles or 12 months, whichever comes later.',
        'A failed car gets a free retest within 10 working days wherever the repairs were done.',
        'If my MOT expires on 20 June, I can have it done on 10 May and keep 20 June as my renewal date.',
    )],
    'bike share passes': [(B56_BIKE_SHARE_PASSES, c, True) for c in (
        'A 20-minute standard-bike ride paid as you ride costs £3.50.',
        'A 20-minute e-bike ride paid as you ride costs £5.50.',
        'On a Day Pass, a 50-minute standard-bike ride costs £3 extra.',
        'On a Monthly Pass, a 50-minute standard-bike ride costs £1.50 extra.',
        'Paying for the Annual Pass monthly costs £24 more over the year than paying upfront.',
        'A student pays £12.60 for a Monthly Pass.',
        'A 17-year-old can ride the standard bikes but not the e-bikes.',
    )] + [(B56_BIKE_SHARE_PASSES, c, False) for c in (
        'A 70-year-old gets 30% off a Day Pass, paying £4.20.',
        'Annual Pass holders can ride e-bikes free for up to 60 minutes.',
        'An Annual Pass holder riding a standard bike for 75 minutes pays £3 extra.',
        'A Day Pass is valid until midnight on the day you buy it.',
        'Pass holders still pay the £1.50 unlock fee on e-bikes.',
        'A 30-minute e-bike ride on a Monthly Pass costs £6.',
        'Ending a ride outside a docking station incurs a £300 fee.',
    )],
}


BATCHES_54_57: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH55, **BATCH56,
}
