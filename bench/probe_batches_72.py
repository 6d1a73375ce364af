"""Probe batch 72, written by a helper agent that saw neither the code nor an earlier probe (session 48), on six made-
up bills of several parts (a bike-share scheme, a laundry service, a venue's hire rates, a plumber's call-out rates, a
ski hire shop, a print shop): discounts or VAT on part of a bill, daily caps, part units charged whole, minimum charges.
Counted unread on session 47's code, then read: it prompted session 48's rounds (a plain rate times the claim's count
over the whole context, a case's weekday, a parenthesis before a figure, sums in cents per a thing, a bound's "or
more"), so it is in sample for them (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B72_BIKE_SHARE = (
    "Harbour Cycles: prices and passes. Harbour Cycles is the city's docked bike-share scheme, with over "
    "60 docking stations between the station quarter and the seafront. Casual riders pay no membership fee. "
    "Instead, every ride begins with an unlock charge of £1.00, and riding time is then charged at 15p per "
    "minute on a standard bike or 25p per minute on an e-bike. Time is counted in whole minutes, and any part "
    "of a minute is charged as a full minute. To stop long days out becoming expensive, a casual rider's total "
    "charges for one calendar day are capped at £20. If you plan to ride a lot, a Day Pass costs £12 and "
    "is valid until midnight on the day of purchase (not for 24 hours). Day Pass holders pay no unlock charges, "
    "and each standard-bike ride includes up to 45 minutes at no extra cost; any minutes beyond 45 on a single "
    "ride are charged at the normal 15p rate. The Day Pass does not cover e-bike time, which is always charged "
    "at 25p per minute, although the unlock charge is still waived for pass holders. The £20 daily cap applies "
    "to casual riders only and does not apply to Day Pass holders. A bike that is not returned to a dock within "
    "24 hours of unlocking incurs a £150 non-return fee, which is not covered by the daily cap."
)

B72_LAUNDRY = (
    "WashPoint Laundry Service - price guide. Drop your bag at any WashPoint counter, or book a collection, and "
    "we will wash, dry and fold it for you. Mixed wash-and-dry is charged by weight at €2.80 per kilogram. We "
    "weigh every bag and round the weight up to the next half kilogram, so a 4.2 kg bag is charged as 4.5 kg. "
    "Duvets and sleeping bags are not weighed; they cost a flat €12 each. Shirt ironing is €1.50 per shirt. "
    "On Tuesdays we take 20% off the weighed wash charge; the discount does not apply to duvets, ironing or "
    "delivery. There is a minimum charge of €10 for the weighed wash: the Tuesday discount is taken off first, "
    "and if the weighed wash then comes to less than €10 you pay €10 for it. Need it back the same day? Our "
    "express service adds 50% to the weighed wash charge only, and express cannot be combined with the Tuesday "
    "discount. Collection and delivery costs €5 per order, but the fee is waived when the order total, after "
    "any discount and excluding delivery, is €30 or more. Please check pockets before handing in your bag."
)

B72_VENUE = (
    "Hiring the Old Corn Exchange. Our main hall seats 180 and is available seven days a week. Room hire costs "
    "£95 per hour Monday to Thursday and £130 per hour Friday to Sunday. Hire is charged in whole hours, so "
    "any part hour is rounded up, and the minimum booking is three hours. However long you stay, the room hire "
    "for a single day never exceeds £700 on Monday to Thursday or £950 on Friday to Sunday. Events that "
    "finish after 11pm pay a late-finish surcharge of £60 for each half hour or part of a half hour after 11pm; "
    "this surcharge is charged on top of the hire and does not count towards the daily cap. VAT at 20% is added "
    "to all room hire charges, including late-finish surcharges. Our in-house buffet costs £28 per head, and "
    "catering prices already include VAT. Registered charities receive 15% off room hire (taken before VAT is "
    "added); the charity discount does not apply to catering. Every booking requires a refundable damage "
    "deposit of £250, paid with the final invoice and returned within 14 days of the event if the hall is "
    "left undamaged."
)

B72_PLUMBER = (
    "Dales Plumbing & Heating - our charges explained. We believe in clear pricing, so here is how a visit is "
    "billed. On weekdays between 8am and 6pm, the call-out fee is £60, and it covers the first 30 minutes of "
    "work on site. After that, labour is charged at £48 per hour in 15-minute blocks of £12, and any part "
    "block is rounded up to a full block. For weekday evenings (6pm to 10pm) and Saturdays, the call-out fee "
    "is £90 and labour is time and a half, at £18 per 15-minute block. On Sundays and bank holidays the "
    "call-out fee is £120 and labour is double time, at £24 per block; the call-out fee still covers only "
    "the first 30 minutes. The rate for the whole visit is set by the time we arrive, so a job we arrive at "
    "before 6pm is charged at daytime rates even if it runs into the evening. Parts are charged at the "
    "supplier price plus a 15% handling charge. Customers aged over 70 receive 10% off labour blocks; the "
    "discount does not apply to the call-out fee or to parts. All prices include VAT, and quotes for planned "
    "work such as bathroom installations are free."
)

B72_SKI_HIRE = (
    "Alpenblick Ski Hire - rental prices for the winter season. An adult ski package (skis, boots and poles) "
    "costs €32 per day, a child ski package for under-12s costs €18 per day, and a snowboard package "
    "(board and boots) costs €35 per day. Helmets are not included in any package and cost €6 per day. "
    "For longer stays, the package charge for any single hire is capped at five days' price, so days six and "
    "seven are free; the cap applies to packages only, and helmets are charged for every day. Book online at "
    "least 24 hours ahead and we take 15% off the package charge, applied after the cap; the online discount "
    "does not apply to helmets or insurance. Optional breakage insurance costs €3 per person per day. "
    "Equipment is due back by 6pm on the last day of hire; anything returned after 6pm is charged an extra "
    "day at the normal rate. We take a deposit of €100 for each adult package, which is refunded in full "
    "when the equipment is returned undamaged. Our shop opens at 8am daily and boots can be swapped free of "
    "charge if they do not fit."
)

B72_PRINT_SHOP = (
    "Copperline Print & Copy - price list. Black-and-white A4 printing costs 12 cents per side for the first "
    "500 sides in an order, and every black-and-white side beyond 500 in the same order costs 8 cents. Colour "
    "A4 printing is 55 cents per side, with no volume reduction. Spiral binding is $4.50 per book and "
    "lamination is $2 per sheet. Students showing a valid student ID get 10% off printing; the student "
    "discount does not apply to binding, lamination or any fees. Every order has a minimum charge of $5. "
    "Need it fast? Rush service, ready within two hours, adds a flat $15 per order. We deliver anywhere in the "
    "downtown area for $9, and delivery is free when the order total reaches $75 or more; that total is "
    "measured after any student discount, and the rush surcharge does not count towards it. All prices "
    "include sales tax. Files can be sent by email or brought in on a USB stick, and we are open 7am to 9pm "
    "on weekdays."
)

BATCHES_72: dict[str, list[tuple[str, str, bool]]] = {
    "Harbour Cycles bike share": [(B72_BIKE_SHARE, c, True) for c in (
        "A casual rider who takes a 20-minute ride on a standard bike will pay £4.00 for it.",
        "If you ride an e-bike for 12 minutes and 20 seconds without a pass, the charge is £4.25, because the part "
        "minute counts as a full one.",
        "With a Day Pass, a single 60-minute ride on a standard bike adds £2.25 to what you've already paid for the "
        "pass.",
        "A Day Pass holder who takes a 10-minute e-bike ride is charged £2.50 for that ride, since the unlock fee is "
        "waived but e-bike minutes are not covered.",
        "Three separate 40-minute standard-bike rides in one day would add up to £21 for a casual rider, but the "
        "daily cap means they only pay £20.",
        "The Day Pass runs out at midnight on the day you buy it rather than lasting a full 24 hours.",
        "Keeping a bike out of a dock for more than 24 hours leads to a £150 charge that the daily cap won't limit.",
    )] + [(B72_BIKE_SHARE, c, False) for c in (
        "A 12-minute-20-second e-bike ride for a casual rider comes to about £4.08, since you're only billed for the "
        "exact time used.",
        "Day Pass holders can ride a standard bike for 60 minutes in one go without paying anything beyond the £12 "
        "pass.",
        "On a Day Pass, a 10-minute e-bike ride still costs £3.50 because the £1 unlock charge applies to e-bikes.",
        "A casual rider who takes three 40-minute standard-bike rides in a day will be charged £21 in total.",
        "Day Pass holders also benefit from the £20 daily cap, so their extra minute charges can never push the day's "
        "spending past that.",
        "Once bought, a Harbour Cycles Day Pass is valid for 24 hours from the time of purchase.",
        "Standard bikes are charged at 25p per minute, while e-bikes cost 15p per minute.",
    )],
    "WashPoint laundry service": [(B72_LAUNDRY, c, True) for c in (
        "A 4.2 kg bag washed on a Monday is charged as 4.5 kg, coming to €12.60.",
        "A 3 kg bag on a normal weekday costs €10 rather than €8.40, because of the minimum charge for the weighed "
        "wash.",
        "On a Tuesday, the same 4.2 kg bag would cost €10.08 after the discount.",
        "If you send a 6.1 kg bag and a duvet on a Tuesday and use collection and delivery, the total is €31.56, "
        "since the discounted order falls short of €30.",
        "The express service on a 4.2 kg bag brings the wash charge to €18.90.",
        "Ironing is €1.50 a shirt, and Tuesday's 20% reduction doesn't lower that price.",
        "You can't get the Tuesday discount on an order that uses the express service.",
    )] + [(B72_LAUNDRY, c, False) for c in (
        "A 4.2 kg bag on a Monday costs €11.76, since it is billed at exactly €2.80 per kilogram of its weight.",
        "A 3.8 kg bag brought in on a Tuesday costs €8.96 after the 20% discount.",
        "On a Tuesday, a 6.1 kg bag plus a duvet comes to €24.16 before delivery, because the 20% is taken off the "
        "whole order.",
        "The €5 collection and delivery fee is waived on orders of €25 or more.",
        "Duvets are weighed along with the rest of the laundry and charged at €2.80 per kilogram.",
        "Choosing express for a 4.2 kg bag with two shirts ironed brings the order to €23.40, as the 50% uplift "
        "covers the ironing too.",
        "Because the €10 minimum is applied before the Tuesday discount, a 3 kg bag on a Tuesday costs just €8.",
    )],
    "Old Corn Exchange venue hire": [(B72_VENUE, c, True) for c in (
        "A booking of four and a half hours on a Tuesday will be billed as five hours, totalling £570 with VAT.",
        "Even if you only need the hall for 2 hours on a Saturday, you pay for the three-hour minimum, which is £468 "
        "including VAT.",
        "A 9-hour Saturday event costs £1,140 including VAT for room hire, because the day's hire is capped at £950.",
        "A registered charity hiring the hall for 4 hours on a Thursday pays £387.60 including VAT.",
        "A 5-hour Friday booking with a buffet for 40 guests comes to £1,900, not counting the refundable deposit.",
        "An event that winds up at 11:40pm will face £120 in late-finish surcharges before VAT.",
        "The £250 damage deposit comes back within 14 days as long as the hall isn't damaged.",
    )] + [(B72_VENUE, c, False) for c in (
        "A four-and-a-half-hour booking on a Tuesday costs £513 including VAT.",
        "Hiring the hall for just 2 hours on a Saturday costs £312 including VAT.",
        "A 9-hour Saturday booking comes to £1,404 including VAT for the room hire.",
        "A 5-hour Friday booking with a buffet for 40 guests costs £2,124 once VAT is added to the bill.",
        "Registered charities get 15% off the whole bill, buffet included.",
        "The late-finish surcharge counts towards the daily cap, so a long weekend event never pays more than £950 in "
        "hire and surcharges combined.",
        "The £95 hourly rate applies from Monday through Friday, with the £130 rate only at weekends.",
    )],
    "Dales Plumbing call-out rates": [(B72_PLUMBER, c, True) for c in (
        "A weekday daytime visit lasting 1 hour 10 minutes on site costs £96.",
        "If the same 1-hour-10-minute job were done on a Saturday, the bill would be £144.",
        "A 50-minute job on a Sunday comes to £168.",
        "A weekday daytime job finished in 25 minutes costs only the £60 call-out fee.",
        "Two hours on site on a weekday afternoon, using parts with a supplier price of £40, would cost £178 in total.",
        "A customer over 70 having two hours of weekday daytime work with no parts would pay £124.80.",
        "If the plumber arrives at 5:45pm on a Wednesday, daytime rates apply to the whole visit even if the work "
        "goes past 6pm.",
    )] + [(B72_PLUMBER, c, False) for c in (
        "A weekday daytime visit of 1 hour 10 minutes costs £92, since the extra 40 minutes is billed at £48 an hour.",
        "A 1-hour-10-minute weekday daytime job costs £120, because the first 30 minutes of labour is charged on top "
        "of the call-out fee.",
        "Saturday work is charged at double time, at £24 per 15-minute block.",
        "A customer over 70 having two hours of weekday daytime work would pay £118.80 after 10% off the whole bill.",
        "Parts are passed on at the supplier's price, so two weekday hours with £40 of parts would cost £172.",
        "On Sundays the £120 call-out fee covers the first hour, so a 50-minute Sunday job costs just £120.",
        "If the plumber arrives at 5:45pm on a Wednesday, any time worked after 6pm is charged at the evening rate.",
    )],
    "Alpenblick ski hire": [(B72_SKI_HIRE, c, True) for c in (
        "Renting an adult ski package for three days, booked in the shop, costs €96.",
        "An adult ski package for a full seven days costs €160, the same as five days.",
        "Booking an adult ski package online for seven days and adding a helmet comes to €178.",
        "A child's four-day hire booked in the shop, with a helmet and breakage insurance, costs €108.",
        "A family of two adults and two under-12s booking ski packages online for six days, with insurance for all "
        "four, pays €497 excluding deposits.",
        "If you return a three-day adult ski package at 7pm on the last day, you'll be charged €128.",
        "Helmets aren't part of the packages, and they're charged for every day of hire, including days six and seven.",
    )] + [(B72_SKI_HIRE, c, False) for c in (
        "Booking an adult ski package online for seven days with a helmet comes to €166, since the helmet is also "
        "capped at five days.",
        "A seven-day adult ski package booked in the shop costs €224.",
        "A child's four-day hire with a helmet and insurance booked online costs €91.80 after the 15% discount.",
        "The snowboard package costs €32 per day.",
        "A 12-year-old qualifies for the child ski package at €18 per day.",
        "Helmets are included in the adult ski package price.",
        "Returning equipment at 7pm on the last day incurs no extra charge as long as it's back the same day.",
    )],
    "Copperline print shop": [(B72_PRINT_SHOP, c, True) for c in (
        "A 300-side black-and-white print job costs $36.",
        "Printing 800 black-and-white sides in one order costs $84.",
        "A student printing 800 black-and-white sides would pay $75.60.",
        "A job of only 20 black-and-white sides costs $5, because of the minimum charge.",
        "Ten copies of a 40-side black-and-white report, each spiral bound, cost $93, and delivery would be free.",
        "A student ordering 700 black-and-white sides with delivery pays $77.40 in total, since the discounted order "
        "falls below $75.",
        "Fifty colour sides plus five laminated sheets, delivered, come to $46.50.",
    )] + [(B72_PRINT_SHOP, c, False) for c in (
        "Printing 800 black-and-white sides costs $64, since large orders are charged at 8 cents a side.",
        "An order of 800 black-and-white sides costs $96.",
        "A student ordering ten spiral-bound copies of a 40-side black-and-white report pays $83.70.",
        "A student ordering 700 black-and-white sides with delivery pays $68.40, because the order qualifies for free "
        "delivery.",
        "A 20-side black-and-white job costs just $2.40.",
        "600 black-and-white sides with rush service and delivery cost $83, as the rush fee lifts the order past $75 "
        "for free delivery.",
        "Colour printing costs 12 cents per side.",
    )],
}
