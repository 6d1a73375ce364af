"""Probe batch 45, written by a helper agent that saw neither the code nor an earlier probe (session 38),
in the shape of :mod:`probes`: six made-up documents, each with seven true and seven false claims. It was
written while session 38's check changes were made and measured, and first read after those changes had been decided,
so it measures them out of sample (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 45.
B45_COWORKING_MEMBERSHIP_TIERS = (
    'Harbourline Co-Work - Membership Guide. Flex costs £129 per month and gives access Monday to Friday, '
    '08:00-18:00, with 4 meeting-room credits per month. Resident costs £219 per month and includes a fixed desk, '
    '24/7 access and 10 credits per month. Studio costs £480 per month for a private office for up to 3 people, with '
    '24/7 access and 20 credits per month shared across the office. One credit buys 30 minutes in a 4-person room; '
    'the 8-person Boardroom costs 2 credits per 30 minutes. Resident and Studio members can roll unused credits over '
    'to the following month only, up to a maximum of 6 rolled-over credits; Flex credits expire at the end of each '
    'month. Extra credits cost £9 each. Rooms can be booked up to 14 days ahead, and bookings cancelled less than 2 '
    'hours before the start time forfeit their credits. Resident and Studio members may bring 2 guests per day free; '
    'Flex members pay £10 per guest. Paying annually in advance gives a 10% discount on Resident and Studio only. '
    'Mail handling is included with Resident and Studio and costs £15 per month for Flex. Cancellations need one '
    "full calendar month's notice to community manager Priya Nandakumar."
)

B45_COURIER_ZONES_WEIGHT_BANDS = (
    'SwiftLoop Couriers - UK Rate Card 2025. Zone A covers addresses inside the city ring road, Zone B addresses up '
    'to 25 miles away, Zone C the rest of mainland Great Britain, and Zone D the Scottish Highlands, islands and '
    'Northern Ireland. Prices: up to 2 kg - Zone A £4.50, Zone B £5.80, Zone C £7.20; 2.01-10 kg - Zone A £6.90, '
    'Zone B £8.40, Zone C £10.90; 10.01-20 kg - Zone A £11.20, Zone B £13.50, Zone C £16.80. Zone D prices are '
    'double Zone C. Parcels of 20.01-30 kg pay the 10.01-20 kg price plus a £9 heavy-item surcharge and are not '
    'accepted for Zone D. Nothing over 30 kg or longer than 120 cm is accepted. Zones A-C are delivered the next '
    'working day (Monday to Friday); Zone D takes 2-3 working days. Parcels collected after 15:00 count as collected '
    'the next working day. Saturday delivery costs £6 extra and is available in Zones A and B only. A pre-10:30 '
    'timed delivery adds £4.50. A 5% fuel surcharge applies to the base price. Cover of £50 is included; extra cover '
    'costs £1.50 per £100 of declared value above £50, up to a total of £1,000.'
)

B45_RESTAURANT_GROUP_BOOKING = (
    'Olive & Ember - Group Bookings Policy. The main dining room takes groups of 8 to 20 guests; larger parties must '
    'book The Cellar, our private room for up to 36, with a minimum spend of £900 on Fridays and Saturdays and £600 '
    'Sunday to Thursday. A deposit of £15 per adult is required for every group booking and must be paid within 48 '
    "hours of booking, or the table is released. Children under 12 need no deposit and order from the kids' menu at "
    '£12. Cancellations made 7 or more days before the booking receive a full deposit refund, 3 to 6 days before a '
    '50% refund, and less than 3 days before no refund. Guest numbers can be reduced by up to 2 without penalty '
    'until 24 hours before; each further guest removed forfeits £15. Groups of 12 or more adults must order the set '
    'menu: two courses £34, three courses £41; smaller groups may order à la carte. A discretionary 12.5% service '
    'charge is added to all group bills. Tables are held for 2.5 hours, and Friday and Saturday group bookings start '
    'at 18:00 or 20:45 only. We are closed on Mondays. Events manager: Tomasz Reyes.'
)

B45_FREELANCE_TRANSLATOR_RATES = (
    'Marta Kowalczyk - Translation Services (Polish and German into English). Standard texts cost €0.11 per source '
    'word; technical, legal and medical texts €0.14 per word. The minimum charge is €45 per job. Proofreading an '
    'existing translation costs €0.04 per word. Repeated text (100% matches in my CAT tool) is charged at 30% of the '
    'word rate. Certified translations add €30 per document, plus €12 if a posted hard copy is needed. Turnaround, '
    'counted in working days from the working day after receipt: up to 2,000 words - 2 working days; 2,001-5,000 '
    'words - 4 working days; longer jobs by agreement. Working days are Monday to Friday, excluding Polish public '
    'holidays, and files received after 16:00 CET count as received on the next working day. Rush delivery within 24 '
    'hours is available for up to 1,500 words at a 40% surcharge; weekend work is done only as rush work. Jobs over '
    '€500 require 50% payment upfront. Invoices are due within 14 days, and late payments accrue interest of 1.5% '
    'per month.'
)

B45_SOFTWARE_LICENCE_SEATS_RENEWAL = (
    'Quillstack Pro - Team Licence Terms. The Team plan costs €18 per seat per month billed monthly, or €180 per '
    'seat per year billed annually. Team licences need a minimum of 3 seats and allow a maximum of 50; larger '
    'organisations must use the Enterprise plan. Seats can be added at any time and are charged pro rata to the end '
    'of the current billing term; seats can only be removed at renewal. Annual licences renew automatically on the '
    'anniversary of the start date unless cancelled at least 30 days before the renewal date. Price changes are '
    'announced 60 days in advance. Annual plans bought for the first time can be refunded in full within 14 days of '
    'purchase; renewals are not refundable. Each paid seat includes 2 free read-only guest accounts and 100 GB of '
    'storage, pooled across the team. Email support replies within 1 business day; phone support is available only '
    'on annual plans with 20 or more seats. A free 14-day trial covers up to 10 users and needs no payment card. '
    'Example: a licence starting 15 April 2025 next renews on 15 April 2026.'
)

B45_VOLUNTEER_ROTA_EXPENSES = (
    'Riverside Food Bank - Volunteer Rota and Expenses, Spring 2025. Warehouse sorting runs Tuesdays and Thursdays, '
    '09:30-13:00. Distribution runs Wednesdays 16:00-19:30 and Saturdays 10:00-13:30. Delivery drivers work Fridays '
    '08:00-12:00 and must be 21 or over and have held a full driving licence for at least 2 years. Volunteers must '
    'be at least 16; 16- and 17-year-olds need signed parental consent and may join warehouse and Saturday '
    'distribution shifts only. To swap or drop a shift, tell the volunteer coordinator, Joanne Okafor, at least 48 '
    'hours before it starts. Anyone who misses 2 shifts in a month without notice is taken off the rota for the '
    'following month. Expenses: mileage in your own car is paid at 45p per mile; public transport is repaid at cost '
    'with a receipt; parking is repaid up to £6 per shift. A £5 lunch allowance applies only to shifts of 4 hours or '
    'more. Claims must be submitted on the expenses form within 30 days of the shift and are paid on the last Friday '
    'of each month.'
)

BATCH45: dict[str, list[tuple[str, str, bool]]] = {
    'coworking membership tiers': [(B45_COWORKING_MEMBERSHIP_TIERS, c, True) for c in (
        "A Resident member's monthly credits alone are enough to book the Boardroom for two and a half hours.",
        'A Flex member cannot use the space at 19:00 on a Tuesday.',
        'Paying a year of Resident membership in advance costs £2,365.20.',
        'A Flex member who brings 3 guests on one day pays £30 in guest fees.',
        'If I cancel a room booking 90 minutes before it starts, I lose the credits I used.',
        'Unused Flex credits do not carry over into the next month.',
        'A Resident member who leaves 4 credits unused in April can have 14 credits available in May.',
    )] + [(B45_COWORKING_MEMBERSHIP_TIERS, c, False) for c in (
        'Flex members also get the 10% discount if they pay annually in advance.',
        'A Resident member with 8 unused credits at month end carries all 8 into the next month.',
        'Booking the Boardroom for one hour uses 2 credits.',
        'Each person in a Studio office gets 20 meeting-room credits a month.',
        'Meeting rooms can be reserved up to three weeks in advance.',
        'Mail handling is included in the Flex membership at no extra charge.',
        'Buying 5 extra meeting-room credits costs £40.',
    )],
    'courier zones weight bands': [(B45_COURIER_ZONES_WEIGHT_BANDS, c, True) for c in (
        'Sending a 1.5 kg parcel and a 12 kg parcel to Zone A costs £15.70 before surcharges.',
        'The base price for a 5 kg parcel to Northern Ireland is £21.80.',
        "Saturday delivery can't be booked for a Zone C address.",
        'A 25 kg parcel cannot be sent to the Scottish Highlands.',
        (
            'A Zone B parcel collected at 16:00 on a Friday is due for delivery on the following Tuesday, assuming '
            'no bank holidays.'
        ),
        'The fuel surcharge on a 15 kg parcel to Zone C is 84p.',
        'Extra cover for a parcel declared at £350 costs £4.50.',
    )] + [(B45_COURIER_ZONES_WEIGHT_BANDS, c, False) for c in (
        'A 10.5 kg parcel to Zone B costs £8.40 before surcharges.',
        'Saturday delivery is available to any zone for an extra £6.',
        'A 25 kg parcel to Zone C costs £16.80 before fuel surcharge.',
        'Zone D parcels are delivered the next working day.',
        'A 130 cm parcel is accepted as long as it weighs under 30 kg.',
        'A Zone A parcel collected at 14:30 on a Friday will be delivered on Tuesday.',
        'Extra cover for a parcel declared at £500 costs £7.50.',
    )],
    'restaurant group booking': [(B45_RESTAURANT_GROUP_BOOKING, c, True) for c in (
        'A party of 10 adults needs to pay a £150 deposit.',
        'For 14 adults on the three-course set menu, the food comes to £574 before service.',
        'A group of 9 adults is allowed to order from the à la carte menu.',
        'If we cancel 5 days before the booking with a £300 deposit paid, we get £150 back.',
        "A group table can't be booked to start at 19:30 on a Saturday.",
        'A group booked on Tuesday 3 June 2025 at 14:00 must pay its deposit by 14:00 on Thursday 5 June 2025.',
        'A booking for 10 adults and 2 children under 12 requires a £150 deposit.',
    )] + [(B45_RESTAURANT_GROUP_BOOKING, c, False) for c in (
        'A party of 22 can be seated in the main dining room.',
        'The Cellar has a £900 minimum spend on a Thursday.',
        'Cancelling 2 days before the booking still gets back half the deposit.',
        'The 12.5% service charge is added only for groups of 12 or more.',
        'If a party of 12 drops to 9 guests two days before the booking, none of the deposit is forfeited.',
        'Group tables are held for 3 hours.',
        'A group lunch can be booked for a Monday.',
    )],
    'freelance translator rates': [(B45_FREELANCE_TRANSLATOR_RATES, c, True) for c in (
        'Translating a 300-word standard email costs €45.',
        'A 3,000-word legal contract costs €420 to translate.',
        'For a 5,000-word technical manual, I need to pay €350 upfront.',
        'A 1,000-word standard text delivered as a rush job costs €154.',
        'A 1,500-word standard file received at 17:00 CET on Friday 7 March 2025 is due on Wednesday 12 March 2025.',
        'A 2,000-word document cannot be ordered as a 24-hour rush job.',
        'Proofreading a 4,000-word translation costs €160.',
    )] + [(B45_FREELANCE_TRANSLATOR_RATES, c, False) for c in (
        'A 2,000-word medical report costs €220 to translate.',
        'A certified translation includes a posted hard copy at no extra cost.',
        'A 4,500-word document will be delivered within 2 working days.',
        'Invoices must be paid within 30 days.',
        '1,000 words of 100% repeated text in a standard job cost €110.',
        'Rush delivery adds 40% and is available for documents of up to 2,000 words.',
        'Marta will work on a Saturday at her standard rates.',
    )],
    'software licence seats renewal': [(B45_SOFTWARE_LICENCE_SEATS_RENEWAL, c, True) for c in (
        'Five seats on the annual Team plan cost €900 a year.',
        'For 5 seats, annual billing saves €180 a year compared with monthly billing.',
        'A team with 12 paid seats can add 24 read-only guests free.',
        'For the licence starting 15 April 2025, cancelling on 10 March 2026 prevents the automatic renewal.',
        'A team with 8 seats gets 800 GB of shared storage.',
        'A two-person company cannot buy a Team licence for just 2 seats.',
        'Monthly-billed customers do not get phone support, however many seats they have.',
    )] + [(B45_SOFTWARE_LICENCE_SEATS_RENEWAL, c, False) for c in (
        'Removing seats in the middle of a term lowers the bill straight away.',
        'A renewal can be refunded in full if requested within 14 days.',
        'A team of 15 users can all use the free trial.',
        'A company can license 60 seats on the Team plan.',
        'An annual plan with 10 seats includes phone support.',
        'Seats added mid-term are charged the full annual price regardless of when they are added.',
        'For the licence starting 15 April 2025, cancelling on 1 April 2026 stops the renewal.',
    )],
    'volunteer rota expenses': [(B45_VOLUNTEER_ROTA_EXPENSES, c, True) for c in (
        'Of the shifts listed, only the Friday driver shift qualifies for the lunch allowance.',
        'A driver who does 30 miles on a shift can claim £18.50 including lunch.',
        "A 17-year-old can't volunteer on the Wednesday evening distribution shift.",
        'Someone doing both warehouse shifts in a week volunteers 7 hours.',
        'To drop a Saturday distribution shift, Joanne must be told by 10:00 on the Thursday before.',
        'A 20-year-old cannot sign up as a delivery driver.',
        'If parking costs £8 for a shift, £6 of it is repaid.',
    )] + [(B45_VOLUNTEER_ROTA_EXPENSES, c, False) for c in (
        'Volunteers on the Saturday distribution shift get the £5 lunch allowance.',
        'A 16-year-old can join a warehouse shift without parental consent.',
        'Driving 40 miles in your own car for a shift earns £20 in mileage.',
        'An expenses claim for a shift on 1 March 2025 submitted on 5 April 2025 will still be accepted.',
        'Distribution runs on Wednesdays and Saturdays, both starting at 16:00.',
        'A 25-year-old who has held a full licence for 18 months can be a delivery driver.',
        'Public transport fares are repaid even without a receipt.',
    )],
}


BATCHES_45: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH45,
}
