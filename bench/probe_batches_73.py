"""Probe batch 73, written by a helper agent that saw neither the code nor an earlier probe (session 48), to batch
72's brief on six other bills (kayak hire, a mobile bike repairer, a car ferry, a dry cleaner, a climbing wall, EV
charging). Counted unread on session 47's code and after session 48's rounds, which it is out of sample for; read
only after they were decided (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B73_KAYAK = (
    "Tarn Bay Paddle Hire - Prices for the 2024 season. We hire single kayaks at £9 per hour, "
    "double kayaks at £14 per hour and stand-up paddleboards at £11 per hour. Every hire is charged "
    "for at least one full hour, even if you come back early. After the first hour, time is billed in "
    "half-hour steps at half the hourly rate, and any part of a half-hour counts as a full half-hour. "
    "To keep long days affordable, the hire charge for any one craft is capped at a daily maximum: £40 "
    "for a single kayak, £60 for a double kayak and £48 for a paddleboard. On Saturdays, Sundays and "
    "bank holidays a 10% surcharge is added to the craft hire charge; the surcharge is worked out after "
    "the daily maximum has been applied, so the weekend cap is effectively 10% higher. Wetsuits can be "
    "hired for £5 per person per day. Wetsuit hire is not part of the craft charge, so it does not count "
    "towards the daily maximum and the weekend surcharge does not apply to it. Buoyancy aids are provided "
    "free with every craft. Payment is taken when you return the craft, and the clock starts when you "
    "sign the hire form at the kiosk."
)

B73_BIKE = (
    "Spokesmith Mobile Cycle Repairs - How our pricing works. We come to your home or workplace anywhere "
    "within the ring road. Every visit carries a £15 call-out fee, but we waive it when the rest of the "
    "bill (labour plus parts) comes to more than £60. Labour is charged at £32 per hour in 15-minute "
    "blocks, with any part-block rounded up to a full block, and there is a minimum labour charge of 30 "
    "minutes per visit. Parts are charged at the price shown on our parts list and are never marked up on "
    "site. Evening visits starting after 6pm are charged at time-and-a-half for labour only; parts and the "
    "call-out fee stay the same. Members of the Spokesmith Club (£20 a year) get 10% off labour at any "
    "time of day. The club discount does not apply to parts or to the call-out fee. When deciding whether "
    "the call-out fee is waived, we look at labour and parts after any club discount has been taken off. "
    "We accept card or bank transfer, and payment is due at the end of each visit."
)

B73_FERRY = (
    "Kessock Isles Ferry - Fares. A single crossing for a car up to 5 metres long costs £38, and for "
    "longer vehicles such as campervans and cars towing trailers it costs £61. The vehicle fare includes "
    "the driver. Each additional adult passenger pays £7.50 per crossing, children aged 5 to 15 pay £3.75 "
    "and children under 5 travel free. Dogs are charged £2 per crossing, though assistance dogs travel "
    "free. Return tickets cost the same as two singles, except that we take 15% off the vehicle part of "
    "the fare; passenger and dog fares are simply doubled. On Friday and Saturday sailings in July and "
    "August a peak surcharge of £6 per vehicle is added to each crossing, and this surcharge is never "
    "discounted. Bookings made by phone or at the harbour office carry a £1.50 booking fee per booking, "
    "which is waived when you book online. Foot passengers without a vehicle pay the same passenger fares "
    "as above. Please arrive at least 20 minutes before departure; vehicles arriving after check-in closes "
    "may be moved to a later sailing."
)

B73_CLEANERS = (
    "Pressfield Cleaners - Price guide. Shirts are cleaned and pressed for £3.20 each, or any five shirts "
    "for £14 when handed in together; shirts beyond a set of five are charged at the single price. "
    "Trousers cost £7.50, a two-piece suit £16, a single duvet £18 and a double duvet £22. Our express "
    "same-day service adds 50% to the cleaning price of every item in the order; it does not change the "
    "price of alterations. Alterations are priced separately: a trouser or skirt hem costs £9 and a zip "
    "replacement £14. Holders of a Pressfield loyalty card receive 10% off cleaning, but the discount is "
    "not given on alterations. Every order is subject to a minimum charge of £10, which is applied to the "
    "final bill after any discounts. Items not collected within 60 days may be donated to charity. Orders "
    "handed in before 9am are ready by 5pm the same day on express, and by the following afternoon on our "
    "standard service."
)

B73_CLIMBING = (
    "Granite Loft Bouldering - Entry prices. Adult entry is £12.50, concession entry for students and "
    "over-65s is £10, and juniors aged 8 to 17 pay £8. Children under 8 can climb in our kids' zone for "
    "£5, and must be accompanied by a paying adult. Off-peak entry, on weekdays before 4pm, is 20% cheaper "
    "for every ticket type. Climbing shoes can be hired for £4 a pair and a chalk bag for £1.50; hire "
    "prices are the same at all times. Anyone climbing with us for the first time must attend a safety "
    "induction, which costs £6 per person on top of entry and is never discounted. Groups of six or more "
    "climbers who book together get the cheapest entry in the group free. The free place can't be "
    "combined with off-peak prices: groups visiting off-peak simply pay the off-peak rate for everyone. "
    "We're open 10am to 10pm every day except Christmas Day."
)

B73_EVCHARGE = (
    "VoltBay Charging - Tariffs at our motorway hubs. Energy from our 150 kW rapid chargers costs 69p per "
    "kWh, and from our 50 kW fast chargers 55p per kWh. VoltBay Plus members, who pay £6.99 a month, get "
    "20% off the energy price on any charger. Once your car has finished charging you have a 10-minute "
    "grace period to move it. After that an idle fee of £1 is charged for every 5 minutes or part of 5 "
    "minutes the car stays connected, up to a maximum idle fee of £15 per session. Idle fees are the same "
    "for members and non-members. Every session has a minimum energy charge of £2, so very short top-ups "
    "are rounded up to that amount. The monthly membership fee is billed separately and is not included "
    "in session prices. Payment is by contactless card at the charger or through the VoltBay app; "
    "receipts are emailed within 24 hours."
)

BATCHES_73: dict[str, list[tuple[str, str, bool]]] = {
    'Tarn Bay kayak hire': [(B73_KAYAK, c, True) for c in (
        "If you bring a single kayak back after just 25 minutes on a weekday, you'll still pay £9.",
        "A weekday single kayak hire lasting 2 hours 10 minutes comes to £22.50.",
        "Hiring a double kayak for six hours on a weekday costs £60, because the daily maximum kicks in.",
        "For a double kayak out for six hours on a Saturday, with wetsuits for both paddlers, the bill would be £76.",
        "A single kayak taken out for 3 hours 45 minutes on a Sunday costs £39.60.",
        "On a bank holiday, the most you can be charged for one paddleboard for the day, leaving wetsuits aside, is "
        "£52.80.",
        "Buoyancy aids don't cost anything extra - they come included with each craft.",
    )] + [(B73_KAYAK, c, False) for c in (
        "A single kayak returned after 2 hours 10 minutes on a weekday costs £27, since part hours are rounded up to "
        "whole hours.",
        "A double kayak hired for six hours on a weekday costs £84.",
        "For a double kayak out for six hours on a Saturday with two wetsuits, the total is £77.",
        "If you bring a paddleboard back after 20 minutes you're only charged for a half-hour, so £5.50.",
        "The 10% weekend surcharge is applied before the daily maximum, so a single kayak still can't cost more than "
        "£40 on a Sunday.",
        "Wetsuit hire counts towards the daily maximum, so a full weekday with a single kayak and a wetsuit is capped "
        "at £40.",
        "Taking a paddleboard out for 5 hours on a weekday will cost you £55.",
    )],
    'Spokesmith mobile bike repair': [(B73_BIKE, c, True) for c in (
        "A daytime job taking 40 minutes with £12 of parts costs £51 in total, call-out fee included.",
        "Even a 20-minute adjustment during the day would come to £31 once the call-out fee is added.",
        "An hour of labour on an evening visit plus £20 of parts totals £68, with no call-out fee to pay.",
        "A Spokesmith Club member paying for two hours of daytime labour and £45 of parts would be charged £102.60.",
        "A club member needing two hours of daytime labour and no parts pays £72.60, because the discount pulls the "
        "bill under the waiver threshold.",
        "The club's 10% saving is on labour only; parts and the call-out fee are charged in full.",
        "An evening visit needing only 25 minutes of work and no parts would cost £39.",
    )] + [(B73_BIKE, c, False) for c in (
        "A daytime hour of labour plus £20 of parts would come to £52, as the call-out fee is waived.",
        "A Spokesmith Club member paying for two hours of daytime labour and £45 of parts would be charged £98.10.",
        "A club member needing two hours of daytime labour and no parts pays £57.60, with the call-out fee waived.",
        "A 50-minute daytime job is billed as 45 minutes of labour, which is £24.",
        "On evening visits the time-and-a-half rate covers parts too, so £20 of parts would cost £30.",
        "An evening visit with 25 minutes of work and no parts would cost £31.",
        "A daytime job of exactly two hours with £5 of parts costs £84 including the call-out fee.",
    )],
    'Kessock Isles car ferry': [(B73_FERRY, c, True) for c in (
        "A phone booking for one car, the driver, two more adults and a nine-year-old on a single off-peak crossing "
        "comes to £58.25.",
        "Booking that same single trip online instead would bring the cost down to £56.75.",
        "An online return for a car carrying just the driver, on off-peak sailings, works out at £64.60.",
        "Booked online off-peak, a return for a car with the driver, one extra adult and a three-year-old costs "
        "£79.60.",
        "A campervan making a single crossing on a Saturday in August, booked online with only the driver aboard, "
        "pays £67.",
        "A campervan return where both crossings are peak Friday sailings in July, booked online with only the "
        "driver, costs £115.70.",
        "Bringing the family's pet dog on a return trip adds £4 to the fare.",
    )] + [(B73_FERRY, c, False) for c in (
        "Booked online off-peak, a return for a car with the driver, one extra adult and a three-year-old costs "
        "£77.35.",
        "A phone booking for a car, driver, two more adults and a nine-year-old on one off-peak single crossing costs "
        "£56.75.",
        "A campervan return with both crossings on peak Friday sailings in July, booked online and carrying only the "
        "driver, costs £113.90.",
        "The driver has to pay £7.50 on top of the vehicle fare.",
        "A four-year-old passenger is charged the £3.75 child fare.",
        "A campervan crossing on a Saturday in August pays just the standard £61 single fare when booked online.",
        "A phone booking for four adult foot passengers on one crossing comes to £36.",
    )],
    'Pressfield dry cleaners': [(B73_CLEANERS, c, True) for c in (
        "Dropping off just two shirts would still cost you £10 because of the minimum charge.",
        "Seven shirts handed in together come to £20.40.",
        "A two-piece suit plus a pair of trousers on the express service costs £35.25.",
        "Trousers cleaned on express together with a hem alteration come to £20.25.",
        "With a loyalty card, cleaning a double duvet and replacing a zip costs £33.80.",
        "A loyalty card holder bringing in three shirts pays the £10 minimum, since the discounted price would be "
        "only £8.64.",
        "One shirt plus a hem comes to £12.20, which is above the minimum charge.",
    )] + [(B73_CLEANERS, c, False) for c in (
        "Seven shirts handed in together cost £22.40.",
        "Express trousers with a hem alteration come to £24.75.",
        "With a loyalty card, cleaning a double duvet and replacing a zip costs £32.40.",
        "A loyalty card holder bringing in three shirts pays £8.64.",
        "Seven shirts cost £19.60, as the five-shirt rate of £2.80 each applies to every shirt.",
        "Getting a single duvet cleaned on the express service costs £33.",
        "The £10 minimum charge is checked before the loyalty discount is taken off.",
    )],
    'Granite Loft climbing wall': [(B73_CLIMBING, c, True) for c in (
        "Two adults and a junior visiting on a Saturday and all hiring shoes would pay £45.",
        "The same trio, coming at 11am on a Wednesday and still hiring shoes, would pay £38.40.",
        "A group of four adults and two juniors booked together for a Sunday, bringing their own shoes, pays £58.",
        "Six adults booking together for a Tuesday at 10am pay £60 in total.",
        "A first-time adult visiting on a weekday morning and hiring shoes pays £20.",
        "A student coming on a Saturday who hires shoes and a chalk bag spends £15.50.",
        "A junior visiting at 2pm on a Thursday pays £6.40 for entry.",
    )] + [(B73_CLIMBING, c, False) for c in (
        "Two adults and a junior coming at 11am on a Wednesday with shoe hire for all three would pay £36.",
        "A group of four adults and two juniors booked for a Sunday, with their own shoes, pays £53.50 after the free "
        "place.",
        "Six adults booking together for a Tuesday at 10am pay £50.",
        "Two adults and a junior at 5pm on a Monday, all hiring shoes, would pay £38.40.",
        "A first-time adult on a weekday morning hiring shoes pays £18.80, as the induction is also 20% off at "
        "off-peak times.",
        "A group of five adults booking together on a Saturday gets one entry free and pays £50.",
        "Children under 8 can use the kids' zone for £5 without an adult.",
    )],
    'VoltBay EV charging': [(B73_EVCHARGE, c, True) for c in (
        "Adding 40 kWh on a rapid charger costs a non-member £27.60.",
        "A Plus member taking the same 40 kWh from a rapid charger would pay £22.08.",
        "A non-member who takes 30 kWh from a fast charger and leaves the car plugged in for 27 minutes after it "
        "finishes pays £20.50.",
        "Leaving a car connected for two hours after charging finishes costs £15 in idle fees, not more.",
        "A 2 kWh top-up on a fast charger is billed at £2.",
        "A member charging 50 kWh on a rapid charger and staying 25 minutes after it finishes pays £30.60.",
        "If you move your car 8 minutes after charging completes, there's no idle fee.",
    )] + [(B73_EVCHARGE, c, False) for c in (
        "A non-member who takes 30 kWh from a fast charger and unplugs 27 minutes after it finishes pays £22.50.",
        "A member charging 50 kWh on a rapid charger who stays 25 minutes after it finishes pays £30.00.",
        "Leaving the car connected for two hours after charging finishes results in an idle fee of £22.",
        "A 2 kWh top-up on a fast charger costs just £1.10.",
        "Adding 40 kWh on a rapid charger costs a non-member £22.00.",
        "Staying 12 minutes after charging ends doesn't incur any idle fee.",
        "The £6.99 membership fee is added to the price of each charging session.",
    )],
}
