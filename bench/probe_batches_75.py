"""Probe batch 75, written by a helper agent that saw neither the code nor an earlier probe (session 48), to batch
72's brief with part units and durations stressed (kayak hire by started half-hours, a makerspace's laser cutter, piano
practice rooms, a cargo-bike share, a cattery, a community hall). Counted unread on session 47's code and on session
48's final code, never read: out of sample for all of session 48's rounds (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B75_KAYAK = (
    "Wenlow Water Sports - Kayak Hire Prices. Single kayaks are hired at £6 for each 30-minute block, and "
    "tandem kayaks at £9 per block. Your time runs from when you collect the boat at the pontoon to when you "
    "hand it back, and any part of a block is charged as a whole block, so a trip logged as 1 hour 40 minutes "
    "counts as four blocks. However short your paddle, the minimum charge is two blocks per boat. For a full "
    "day, hire charges are capped at £42 per single kayak and £60 per tandem. On Saturdays, Sundays and bank "
    "holidays a 20% surcharge is added to the hire charge; the surcharge is worked out after the daily cap has "
    "been applied. Buoyancy aids and paddles are included at no extra cost. Waterproof dry bags can be added "
    "for a flat £3 each, whatever the length of the hire. Members of the Wenlow Canoe Club receive 25% off the "
    "hire charge, taken off after any weekend surcharge has been added. The member discount does not apply to "
    "dry bags. Boats must be back by 6 p.m.; please allow time to return to the pontoon before your final "
    "block ends."
)

B75_LASER = (
    "Foundry Lane Makerspace - Laser Cutter Charges. Time on the laser cutter is billed at £2.40 for every "
    "started 10-minute unit, measured from when you log in at the machine until you log out. Any session "
    "shorter than 30 minutes is charged as 30 minutes. Machine time is capped at £48 per person per day; the "
    "cap is applied to the standard charge before any member discount is taken off. Materials from our shelf "
    "are paid for separately: 3 mm birch plywood sheets cost £4.50 each and 3 mm acrylic sheets cost £7.80 "
    "each. Members (£20 a month) receive 30% off machine time, but material prices are the same for everyone. "
    "Before their first session, non-members must pay a one-off £12 safety induction fee. This fee is waived "
    "if the non-member buys £30 or more of shelf materials on the day of that first visit. Members never pay "
    "the induction fee, as it is covered by the membership. Please bring your design files on a USB stick in "
    "SVG or DXF format, and book the machine at least a day ahead."
)

B75_PIANO = (
    "Alder Street Practice Rooms. Our upright piano rooms cost £7.20 an hour and the grand piano room costs "
    "£11.60 an hour. Time is charged in 15-minute units, and any part unit is rounded up to a full unit, so a "
    "session of 1 hour 5 minutes is billed as 1 hour 15 minutes. The minimum booking is 45 minutes. All "
    "bookings are made online, and each carries a £1.50 booking fee, and bookings that start on a Sunday carry a flat "
    "£2 surcharge "
    "per booking. Registered music students get 25% off the room fee; the Sunday surcharge and the booking fee "
    "are not discounted. The booking fee is waived whenever the room fee, after any student discount, is more "
    "than £20. Rooms are available from 8 a.m. to 10 p.m. every day. Cancellations made at least 24 hours "
    "ahead are refunded in full, apart from the booking fee."
)

B75_CARGOBIKE = (
    "Haul Bikes - How Pricing Works. Every ride on one of our electric cargo bikes costs a £1.50 unlock fee "
    "plus 22p per minute. Ride times are rounded up to the next whole minute, so a ride of 12 minutes 10 "
    "seconds is charged as 13 minutes. To keep long days affordable, all your ride charges in one calendar day "
    "are capped at £16, and unlock fees count towards that cap. If you end a ride outside a marked Haul bay, a "
    "£4 parking fee is added for that ride; parking fees are charged on top and do not count towards the daily "
    "cap. Riders with a HaulPass (£9 a month) pay no unlock fees at all; the per-minute rate and the daily cap "
    "are the same for pass-holders as for everyone else. Bikes can carry up to 80 kg in the front box, and "
    "every bike comes with a rain cover and a child seat on request. Please report any damage in the app "
    "before starting your ride."
)

B75_CATTERY = (
    "Bramblewood Cattery - Boarding Fees. Boarding is charged per night: £16.50 for one cat in its own pen, or "
    "£27 for two cats from the same household sharing a pen. Collection is between 9 a.m. and 12 noon; cats "
    "collected after noon are charged an extra half night. The minimum charge for any stay is two nights. "
    "Stays that include the nights of Christmas Eve, Christmas Day, Boxing Day or New Year's Eve carry a "
    "festive surcharge of £5 per cat for each of those nights. If your cat needs medication, we charge £2.20 "
    "per cat per night for administering it. Returning customers with a Bramblewood loyalty card receive 10% "
    "off the boarding charge for stays of seven nights or more. The loyalty discount does not apply to "
    "medication charges or festive surcharges, and it is not available on shorter stays. All cats must have "
    "up-to-date vaccinations, and we ask you to bring your cat's usual food for the first few days."
)

B75_HALL = (
    "Hiring St Brannock's Hall. The main hall costs £24 per hour, charged in half-hour blocks of £12 starting "
    "from your booked start time; any part of a block is charged in full. The minimum booking is two hours. "
    "On Fridays and Saturdays, each half-hour block after 6 p.m. carries an evening supplement of £4. Use of "
    "the kitchen is a flat £15 per booking, however long you stay. A cleaning fee of £30 is added to every "
    "booking, but it is waived when the hall charge (the hourly rate plus any evening supplement, after any "
    "discount) comes to £150 or more. Registered charities receive 20% off the basic hourly hall rate; the "
    "discount does not apply to the evening supplement, the kitchen or the cleaning fee. Bookings must finish "
    "by 11 p.m., and the hall has tables and chairs for up to 120 people. Please leave the hall as you found "
    "it and return keys to the verger."
)

BATCHES_75: dict[str, list[tuple[str, str, bool]]] = {
    'kayak hire': [(B75_KAYAK, c, True) for c in (
        'Taking a single kayak out for 2 hours 10 minutes on a weekday costs £30, since that time is billed as five '
        '30-minute blocks.',
        'If you only paddle a single kayak for 25 minutes on a Wednesday, you will still pay £12 because of the '
        'two-block minimum.',
        'A tandem kayak hired for 2 hours 5 minutes on a Saturday comes to £54 once the weekend surcharge is included.',
        'Keeping a single kayak out for six hours on a Sunday costs £50.40, because the £42 cap is applied first and '
        'the 20% surcharge is added afterwards.',
        'A canoe club member who hires a tandem for an hour and a half on a weekday and adds two dry bags pays £26.25 '
        'in total.',
        'A club member paddling a single kayak for three hours on a Saturday would pay £32.40.',
        "You don't pay anything extra for buoyancy aids or paddles.",
    )] + [(B75_KAYAK, c, False) for c in (
        'A single kayak out for 2 hours 10 minutes on a weekday costs £24, as the extra 10 minutes is not charged.',
        'A 25-minute paddle in a single kayak on a weekday costs just £6, one 30-minute block.',
        'Six hours in a single kayak on a Sunday would cost £86.40, which is twelve blocks at £6 plus the 20% weekend '
        'surcharge.',
        'Because the surcharge is added before the daily cap, a full Sunday in a single kayak costs no more than £42.',
        'A club member hiring a tandem for 1 hour 30 minutes on a weekday with two dry bags pays £24.75, since the '
        '25% discount covers the dry bags too.',
        'Dry bags are charged at £3 per 30-minute block.',
        'The daily cap for a tandem kayak is £42.',
    )],
    'makerspace laser cutter': [(B75_LASER, c, True) for c in (
        'A non-member on their first visit who uses the laser for 47 minutes and buys two plywood sheets pays £33.00 '
        'altogether, induction included.',
        'For a member, 1 hour 25 minutes on the laser cutter works out at £15.12 of machine time.',
        'A member who cuts for 1 hour 25 minutes and buys three sheets of plywood pays £28.62.',
        'A 12-minute job on the cutter is billed as £7.20 of machine time for a non-member.',
        'A first-time non-member who buys four acrylic sheets will not have to pay the £12 induction fee.',
        "A non-member who spends 3 hours 40 minutes on the machine pays £48 for the machine time, because the daily "
        "cap kicks in.",
        'For a member, a 3 hour 40 minute session costs £33.60 in machine time.',
    )] + [(B75_LASER, c, False) for c in (
        'A non-member on a first visit who uses the laser for 47 minutes and buys two plywood sheets pays £32.28 '
        'including the induction.',
        'A member who cuts for 1 hour 25 minutes and buys three sheets of plywood pays £24.57, since the 30% member '
        'discount applies to the whole bill.',
        'A 12-minute job on the cutter is billed as two 10-minute units, so the machine time comes to £4.80.',
        'Machine time for a non-member using the cutter for 3 hours 40 minutes comes to £52.80.',
        'A member using the laser for 3 hours 40 minutes pays £36.96 for machine time.',
        'A non-member buying three acrylic sheets on their first visit gets the £12 induction fee waived.',
        'Members get 30% off both machine time and shelf materials.',
    )],
    'piano practice rooms': [(B75_PIANO, c, True) for c in (
        'Booking an upright room online for 1 hour 50 minutes on a weekday costs £15.90 including the booking fee.',
        'Two hours in the grand piano room on a Sunday costs £25.20, with the booking fee waived.',
        'A registered student booking the grand room for two hours on a weekday pays £18.90, because the discounted '
        'room fee is not over £20 so the booking fee still applies.',
        'If you only need an upright room for 20 minutes on a weekday, you will pay £6.90 online, because the '
        '45-minute minimum applies.',
        'A music student booking an upright room for one hour on a Sunday pays £8.90 in total.',
        'A student who books the grand room for three hours on a Tuesday pays £26.10 and no booking fee.',
        'A session lasting 1 hour 5 minutes is charged as if it were 1 hour 15 minutes.',
    )] + [(B75_PIANO, c, False) for c in (
        'Booking an upright room online for 1 hour 50 minutes on a weekday costs £14.70 including the booking fee.',
        'Two hours in the grand room on a Sunday costs £26.70, with the booking fee and the Sunday surcharge both '
        'added.',
        'A student booking the grand room for two hours on a weekday pays £17.40, as the booking fee is waived '
        'because the room fee before the discount is over £20.',
        'A 20-minute weekday session in an upright room costs £5.10 online.',
        'A music student booking an upright room for one hour on a Sunday pays £8.40, since the 25% discount also '
        'reduces the Sunday surcharge.',
        'The Sunday surcharge is £2 for every hour booked.',
        'The shortest session you can book is 30 minutes.',
    )],
    'cargo bike share': [(B75_CARGOBIKE, c, True) for c in (
        'A ride of 34 minutes 20 seconds that ends in a Haul bay costs £9.20 without a HaulPass.',
        'With a HaulPass, that same 34 minute 20 second ride would cost £7.70.',
        'If you take two rides in one day, of 40 minutes and 35 minutes, you will pay £16 in total rather than '
        '£19.50, thanks to the daily cap.',
        'A 1 hour 12 minute ride that ends outside a marked bay costs £20: the ride charge is capped at £16 and the '
        '£4 parking fee is added on top.',
        'A HaulPass holder riding for 1 hour 5 minutes pays £14.30.',
        'Even a pass-holder is capped at £16 a day, so an 80-minute ride costs them £16.',
        'Unlock fees are included when working out whether you have reached the £16 daily cap.',
    )] + [(B75_CARGOBIKE, c, False) for c in (
        'A ride lasting 34 minutes 20 seconds that ends in a bay costs £9.05 without a HaulPass.',
        'Two rides in the same day of 40 and 35 minutes cost £19.50 in total.',
        'A 1 hour 12 minute ride that finishes outside a marked bay costs £16, because the parking fee falls under '
        'the daily cap.',
        'A HaulPass holder still pays the £1.50 unlock fee, so their 34 minute 20 second ride costs £9.20.',
        'Unlock fees are not counted towards the £16 daily cap.',
        'The £4 parking fee is charged at most once a day, however many rides end outside a bay.',
        'A single 1 hour 12 minute ride ending in a bay costs £17.34 without a pass.',
    )],
    'cattery boarding': [(B75_CATTERY, c, True) for c in (
        'Boarding one cat for five nights and collecting at 2:30 p.m. on the last day comes to £90.75.',
        'A loyalty-card holder boarding two cats in a shared pen for eight nights, collecting at 10 a.m., pays '
        '£194.40.',
        'Even if you only need one night for a single cat, you will be charged £33 because of the two-night minimum.',
        'One cat dropped off on 23 December and collected before noon on 27 December costs £81, including £15 of '
        'festive surcharges.',
        'A loyalty-card customer whose cat stays seven nights and needs medication every night pays £119.35.',
        'A loyalty-card holder booking six nights for one cat pays the full £99, because the discount only starts at '
        'seven nights.',
        'Two cats sharing a pen over Christmas Day night add £10 in festive surcharge for that night, as it is '
        'charged per cat.',
    )] + [(B75_CATTERY, c, False) for c in (
        'Boarding one cat for five nights with collection at 2:30 p.m. on the final day costs £82.50.',
        'A loyalty-card customer whose cat stays seven nights with nightly medication pays £117.81, since the 10% '
        'comes off the whole bill.',
        'A single night for one cat costs £16.50.',
        'A loyalty-card holder boarding one cat for six nights pays £89.10 after the 10% discount.',
        'Two cats sharing a pen for three nights cost £99, twice the single-cat rate.',
        'Collecting your cat after 12 noon adds a full extra night to the bill.',
        'One cat staying from 23 December until a collection before noon on 27 December costs £71, as the festive '
        'surcharge is a flat £5 for the stay.',
    )],
    'community hall hire': [(B75_HALL, c, True) for c in (
        'Hiring the hall on a Tuesday from 10:00 to 13:20 costs £114, including the cleaning fee.',
        'A Saturday booking from 4 p.m. to 9:45 p.m. with the kitchen costs £191, as the hall charge of £176 means '
        'the cleaning fee is waived.',
        'A registered charity booking the hall on a Friday from 5 p.m. to 10 p.m. with the kitchen pays £173.',
        'For that same Friday 5-10 p.m. booking with the kitchen, a non-charity group would actually pay less, £167, '
        'because its hall charge reaches £150 and the cleaning fee is waived.',
        'Even a one-hour Wednesday meeting costs £78, because you pay for the two-hour minimum plus cleaning.',
        'A Thursday evening booking from 7 p.m. to 10 p.m. without the kitchen costs £102, as the evening supplement '
        'only applies on Fridays and Saturdays.',
        'The kitchen costs the same £15 whether you book for two hours or all day.',
    )] + [(B75_HALL, c, False) for c in (
        'Hiring the hall on a Tuesday from 10:00 to 13:20 costs £110, including the cleaning fee.',
        'A Saturday booking from 4 p.m. to 9:45 p.m. with the kitchen costs £221, including the £30 cleaning fee.',
        'A registered charity booking the hall on a Friday from 5 p.m. to 10 p.m. with the kitchen pays £166.60, with '
        '20% off the hourly rate and evening supplement.',
        'A one-hour Wednesday meeting costs £54, which is one hour at £24 plus the cleaning fee.',
        'A Thursday booking from 7 p.m. to 10 p.m. without the kitchen costs £126 once the £4 evening supplement per '
        'block is added.',
        "Registered charities get 20% off the kitchen charge as well as the hall's hourly rate.",
        'The cleaning fee is waived once the hall charge reaches £120.',
    )],
}
