"""Probe batch 145, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
made-up booking terms and conditions of travel and event firms and the sentences of a customer-service chatbot's
answers about them."""

from __future__ import annotations

B145_COACH = (
    'Brackenmoor Coach Holidays - Booking Conditions (effective 1 March 2024). Brackenmoor Coach Holidays Ltd is '
    'based at Unit 4, Tansley Road, Wexcombe. To book, call our reservations team on weekdays between 9am and '
    '5.30pm, or book online at any time. A deposit of £75 per person is payable at the time of booking for UK '
    'tours, and £150 per person for continental tours. The balance is due 56 days before departure; bookings made '
    'within 56 days of departure must be paid in full. Children aged 5 to 15 sharing a room with two full-paying '
    'adults receive a 20% discount on the adult fare; children under 5 are not carried on our tours. Groups of 12 '
    'or more booking together receive one free place for every 12 paying passengers, and the group organiser must '
    'be at least 21 years old. Cancellation by you: written notice is required, and charges are calculated from '
    'the date we receive it: 57 days or more before departure, loss of deposit; 56 to 29 days, 40% of the total '
    'price; 28 to 15 days, 60%; 14 to 3 days, 80%; 2 days or fewer, or no-show, 100%. Amendments: a change of tour '
    'or departure date made more than 56 days before departure costs £25 per booking; after that it is treated as '
    'a cancellation. A name change is allowed free of charge up to 14 days before departure, then £30 per name. If '
    'we cancel: we will not cancel a tour after the balance due date except for reasons beyond our control. If we '
    'cancel, you may choose an alternative tour or a full refund within 14 days; for cancellations made less than '
    '28 days before departure we also pay compensation of £20 per person. Refunds and credit notes: a credit note '
    'taken instead of a refund is valid for 18 months and carries a 10% bonus. Insurance: travel insurance is '
    'compulsory for continental tours and strongly recommended for UK tours. Luggage: one suitcase of up to 20 kg '
    'per passenger plus one small hand bag; mobility scooters must be declared at booking, and folding wheelchairs '
    'are carried free. Gratuities for our driver-guides are not included. Complaints: raise any problem with your '
    'driver-guide during the tour; if it is not resolved, write to our Customer Relations Manager, Ms Hilary '
    'Onslow, within 28 days of your return. We aim to reply within 10 working days. Disputes that remain '
    'unresolved may be referred to the Coach Tourism Arbitration Scheme, whose fee of £95 is refunded if the '
    'arbitrator finds in your favour.'
)

B145_CHALET = (
    'Snowgate Chalets - Terms of Booking, Winter 2024/25. Snowgate Chalets was founded in 2009 by Anna and Piers '
    'Kettering and operates eight catered chalets in the resort of Saint-Aubrac-les-Neiges, run from our UK office '
    'in Kelverton. Bookings are confirmed once we receive your deposit of £250 per adult and £100 per child aged 2 '
    'to 11. From the 2024/25 season the adult deposit has risen from £200 to £250; the child deposit is unchanged. '
    "Infants under 2 stay free but must share their parents' room, and a cot is only guaranteed if requested at "
    'booking; cots cost £45 per week. The balance is due 10 weeks before arrival. Children aged 2 to 11 pay 50% of '
    'the adult price when sharing a room with at least one adult; guests aged 12 and over pay the full adult '
    'price. Whole-chalet bookings of 14 or more guests receive a 7% discount, except during the Christmas, New '
    'Year and February half-term weeks. Cancellation charges, by days before arrival: more than 70 days, loss of '
    'deposit only; 70 to 43 days, 50% of the holiday cost; 42 to 22 days, 75%; 21 days or fewer, 100%. Amendments: '
    'changing your arrival date costs £60 per booking and is only possible more than 70 days before arrival. A '
    'name change costs £35 per person, and there is no charge for adding an extra guest if space is available. If '
    'we have to cancel your holiday for any reason other than force majeure, you will be offered a full refund or '
    'an alternative chalet of equal or higher standard; if you choose the refund we will also pay £50 per adult. '
    'If there is insufficient snow we do not give refunds, but we run a free minibus to the Glacier du Roc area, '
    '35 minutes away, from the second week of December until the end of the season. Credit notes: where we agree '
    'to issue a credit note, it must be used within the following two seasons. Insurance: winter sports insurance '
    'covering off-piste skiing and mountain rescue is a condition of booking, and you must give us your policy '
    'number at least 14 days before arrival. Chalet rules: arrival day is Saturday, with check-in from 4pm and '
    "check-out by 10am. Carrying skis on flights is the guest's responsibility; our resort transfers carry one "
    'pair of skis or one snowboard and one suitcase of up to 23 kg per person. Complaints should be raised first '
    'with your chalet host; if they are not resolved, email our Head of Guest Services, Tomas Renwick, within 21 '
    'days of returning home.'
)

B145_COOKERY = (
    'Fennick Hall Cookery School - Booking Terms. Fennick Hall Cookery School is run by chef-director Marguerite '
    'Oyelaran, who opened it in 2016 in a converted dairy built in the 1820s. We offer one-day classes (£145), '
    'weekend courses (£390, including dinner on Saturday night but not accommodation) and five-day residential '
    "courses (£1,150, including four nights' accommodation and all meals). Day classes must be paid in full at "
    'booking. Weekend and residential courses require a deposit of 30% at booking, with the balance due six weeks '
    'before the course starts. The minimum age is 16; students aged 16 and 17 must be accompanied by a booking '
    'adult on the same course and receive a 15% discount. Parent-and-child classes for children aged 8 to 15 run '
    'on the first Saturday of each month and cost £110 per pair. Groups of 8 or more booking a private class are '
    'charged £120 per person, with a minimum charge of £960; the maximum class size is 12. Cancellation by you: 43 '
    'days or more before the course, we refund everything except a £40 administration fee; 42 to 15 days, we keep '
    '50% of the course fee; 14 days or less, no refund. Instead of cancelling, you may transfer to another date up '
    'to 15 days before the course for a fee of £20; later transfers are not possible. You can send someone else in '
    'your place at any time at no charge, provided you tell us at least 24 hours beforehand. If we cancel a class, '
    'usually because fewer than four students have booked, we will tell you at least 7 days before and offer a '
    'full refund or a credit voucher worth 110% of what you paid. Credit vouchers are valid for 12 months and '
    'cannot be exchanged for cash. Gift vouchers bought before 1 January 2024 were valid for 24 months; those '
    'bought since then are valid for 12 months. Dietary needs: please tell us at booking. We can cater for '
    'vegetarian and gluten-free students, but we cannot guarantee a nut-free kitchen. Aprons and recipe packs are '
    'provided; please wear closed-toe shoes. We do not sell insurance and recommend that residential students '
    'arrange their own cover. Free parking is available for up to 20 cars. Complaints should be made in writing to '
    'the director within 14 days of the course, and we will respond within 10 days.'
)

B145_FESTIVAL = (
    'Hollowmere Festival 2025 - Ticket Terms and Conditions. Hollowmere Festival takes place at Ashcombe Park, '
    'near Dunsford Wells, from Friday 18 to Sunday 20 July 2025. It is organised by Hollowmere Events CIC, whose '
    'festival director is Rafael Quaintance. Weekend tickets cost £189 and include camping from 12 noon on '
    'Thursday 17 July; day tickets cost £79 for Saturday and £69 for Friday or Sunday. Early-bird weekend tickets, '
    'sold until 31 January 2025, cost £159. A payment plan is available for weekend tickets bought before 1 April '
    '2025: a £40 deposit followed by monthly instalments, with the final instalment due by 1 June 2025. If an '
    'instalment is more than 7 days late, the ticket is cancelled and the payments already made are refunded, less '
    'the deposit. Children aged 12 and under go free with a paying adult (a maximum of two per adult) but need a '
    'child wristband; teenagers aged 13 to 17 need a £95 teen weekend ticket and must camp with an adult aged over '
    '18. Groups buying 10 or more weekend tickets in one order get an 8% discount. Campervan passes cost an extra '
    '£70. Tickets are non-refundable except as set out here. Tickets may be resold only through the official '
    'Hollowmere Resale page, which opens on 1 March and closes on 10 July 2025; a £12 resale fee is deducted. Name '
    'changes cost £8 and are available until 10 July; after that date the name on the ticket must match photo ID '
    'on entry. If the festival is cancelled before the gates open, ticket holders receive a full refund of the '
    'face value within 30 days; booking fees of £6 per ticket are not refunded. If the festival is cut short once '
    'it has begun, for example because of severe weather, no refund is given for a day on which at least half of '
    'the scheduled main-stage sets have been played; otherwise a partial refund of one-third of the weekend ticket '
    'price is made for each day lost. Changes to the line-up do not entitle you to a refund. Bags larger than 40 '
    'litres are not allowed in the arena, and glass and gas canisters over 500 g are banned on site. Complaints '
    'should be sent to info@hollowmerefest.example within 30 days of the event. Attendance in 2024 was 9,500, and '
    'the licensed capacity rises to 12,000 for 2025.'
)

B145_CANAL = (
    'Kestrel Wharf Narrowboats - Hire Conditions 2025. Kestrel Wharf Narrowboats hires out a fleet of 14 '
    'narrowboats, sleeping from 2 to 10 people, from our base at Pennock Basin on the Grendle & Avonby Canal. '
    'Short breaks run Monday to Friday (four nights) or Friday to Monday (three nights); full weeks start on a '
    'Saturday. To book, pay a deposit of 25% of the hire charge; the balance is due 8 weeks before the start of '
    'your hire. A refundable security deposit of £200 (£300 for boats over 60 feet long) is taken on arrival and '
    'returned within 7 days of the end of your hire if the boat comes back clean and undamaged. Children under 5 '
    "are not charged, but everyone on board counts towards the boat's berth limit, and children under 12 must wear "
    'the life jackets we provide at all times on deck. The hirer must be at least 21 and at least one other crew '
    'member must be over 16. Dogs are welcome on selected boats, up to a maximum of two per boat, for £40 per dog '
    'per hire. Cancellation by the hirer: more than 8 weeks before the hire, the deposit is lost; 8 to 4 weeks, '
    '50% of the hire charge; less than 4 weeks, 90%; on the day or no-show, 100%. If we can re-hire your boat for '
    'the same dates, we will refund what you have paid less a £50 administration charge. Changing the dates of '
    "your hire costs £30 if done more than 8 weeks ahead; changing the hirer's name is free. If a boat breaks "
    'down, we aim to have an engineer with you within 4 hours between 8am and 6pm; if more than 12 hours of '
    'cruising time is lost through a fault of ours, we refund a pro rata share of the hire charge. If a canal '
    'closure by the navigation authority prevents your holiday, we will offer an alternative route or a credit '
    'note valid for two years; cash refunds are not given for closures. Fuel is included in the price of short '
    'breaks but is charged at £2.10 per engine hour for full weeks. Damage waiver insurance costs £45 per hire and '
    'reduces your liability for damage from £1,200 to the amount of the security deposit. Complaints should be '
    'made to our base manager, Derek Abernathy, before you leave the boat, and in writing within 14 days of '
    'returning home.'
)

B145_WEDDING = (
    'Haverleigh Manor Weddings - Booking Terms and Conditions. Haverleigh Manor, a Grade II listed Georgian house '
    'near Little Orsett, has hosted weddings since 2011 and is managed by events director Priya Castellane. The '
    'ceremony room seats 120 guests, and the Orangery can take 150 for a seated wedding breakfast or 200 for an '
    'evening reception. Exclusive-use venue hire costs £6,500 on Saturdays from May to September, £4,800 on '
    'Fridays and Sundays in the same months, and £3,900 on any day from October to April. A date can be held '
    'provisionally for 14 days without charge; to confirm it you must sign the contract and pay a non-refundable '
    'booking fee of £1,500, which is deducted from the venue hire. A second payment of 50% of the estimated total '
    'is due 6 months before the wedding, and the final balance, based on confirmed guest numbers, is due 6 weeks '
    'before. Catering is provided only by our in-house team: menus start at £68 per adult, children aged 3 to 12 '
    'are charged half price and under-3s are free. Final guest numbers must be confirmed 6 weeks before the '
    'wedding; after that, numbers may be increased but not reduced. Cancellation by you must be in writing: more '
    'than 12 months before the wedding, loss of the booking fee only; 12 to 6 months, 40% of the estimated total; '
    'less than 6 months but more than 6 weeks, 75%; less than 6 weeks, 100%. Postponement: one change of date is '
    'allowed free of charge if requested more than 9 months before the wedding and the new date is within 18 '
    'months of the original one; any other change costs £500, plus any difference in the venue hire price. Couples '
    'may not transfer their booking to another couple. If we have to cancel because the house becomes unusable, we '
    'will refund all payments in full within 28 days, but we are not liable for other costs such as photographers '
    'or travel. We strongly recommend wedding insurance. A refundable damage deposit of £750 is due with the final '
    'balance and returned within 21 days of the wedding. Confetti must be biodegradable and may only be used on '
    'the front lawn; sky lanterns and fireworks are not permitted. Music must end by 11.45pm and guests must leave '
    'by midnight. Complaints should be addressed to the events director within 30 days of the wedding.'
)

BATCHES_145 = {
    'coach holiday operator': [(B145_COACH, c, True) for c in (
        'For a continental tour Brackenmoor takes a deposit of £150 per person at booking, twice what it asks for '
        'a UK tour.',
        "If you book less than 56 days before departure, you'll need to pay the full price straight away.",
        'A child aged between 5 and 15 who shares a room with two adults paying full fare is charged 80% of the '
        'adult fare.',
        "Cancelling 20 days before departure means you'll be charged 60% of the total price of the holiday.",
        'Names on a Brackenmoor booking can be changed for free until two weeks before departure, after which each '
        'changed name costs £30.',
        'If you accept a credit note rather than a refund, it stays valid for a year and a half and is worth 10% '
        'more.',
        "Complaints that aren't sorted out on tour should be sent in writing to Hilary Onslow, the Customer "
        'Relations Manager, within four weeks of getting home.',
    )] + [(B145_COACH, c, False) for c in (
        'Brackenmoor charges 40% of the total price if you cancel 10 days before departure.',
        'Children under 5 travel free on Brackenmoor tours when they share a room with two adults.',
        'The group organiser must be at least 21 years old and travels free of charge.',
        'Travel insurance is compulsory for all Brackenmoor tours, including UK tours.',
        'If Brackenmoor cancels a tour less than 28 days before departure, it pays compensation of £20 per '
        'booking.',
        'Mobility scooters are carried free of charge on Brackenmoor tours as long as they are declared at '
        'booking.',
        'Changing the departure date of a Brackenmoor tour 40 days before departure costs £25 per booking.',
    )],
    'ski chalet company': [(B145_CHALET, c, True) for c in (
        "Snowgate's deposit for each adult in the 2024/25 season is £50 more than it used to be.",
        'A seven-year-old sharing a room with a parent pays half of the adult price.',
        'If you cancel 30 days before you arrive, Snowgate charges three-quarters of the cost of the holiday.',
        'Groups of 14 or more taking a whole chalet get 7% off, though not in the Christmas, New Year or February '
        'half-term weeks.',
        'Guests have to give Snowgate their winter sports insurance policy number no later than two weeks before '
        'they arrive.',
        "If there isn't enough snow, Snowgate won't refund you, but it runs a free minibus to the Glacier du Roc "
        'area, which is a 35-minute journey.',
        'A family of two adults and one eight-year-old would pay a total deposit of £600.',
    )] + [(B145_CHALET, c, False) for c in (
        'Infants under 2 stay free at Snowgate, and a cot is provided free of charge if requested at booking.',
        'The balance for a Snowgate chalet holiday is due 8 weeks before arrival.',
        'Changing your arrival date with Snowgate costs £60 per person.',
        'If Snowgate cancels your holiday and you choose a refund, it also pays £50 per guest, children included.',
        "Snowgate's free minibus to the Glacier du Roc area runs from the start of December until the end of the "
        'season.',
        'Credit notes issued by Snowgate can be transferred to another person.',
        "Tomas Renwick, Snowgate's Head of Guest Services, replies to complaints within 21 days.",
    )],
    'cookery school': [(B145_COOKERY, c, True) for c in (
        "Marguerite Oyelaran, Fennick Hall's chef-director, opened the school in 2016 in a former dairy dating "
        'from the 1820s.',
        "A weekend course costs £390 and covers Saturday evening dinner, but accommodation isn't included.",
        'For a five-day residential course, the deposit you pay when booking comes to £345.',
        'A private class for a group of 8 at £120 a head adds up to exactly the £960 minimum charge.',
        'If you cancel 20 days before your course, Fennick Hall keeps half of the course fee.',
        'When the school cancels a class, you can choose a full refund or a credit voucher worth 10% more than you '
        'paid.',
        'Students who are 16 or 17 get 15% off but must come with an adult who has booked onto the same course.',
    )] + [(B145_COOKERY, c, False) for c in (
        'Day classes at Fennick Hall need a 30% deposit, with the balance due six weeks before the class.',
        'Parent-and-child classes for ages 8 to 15 run every Saturday and cost £110 per pair.',
        'If you cancel 50 days before your course, Fennick Hall refunds the full amount with no deductions.',
        'You can transfer to another date for £20 up to 7 days before the course.',
        'Fennick Hall can provide a completely nut-free kitchen if you tell them at booking.',
        'Gift vouchers bought before 1 January 2024 are valid for 12 months.',
        "The five-day residential course is Fennick Hall's most popular course.",
    )],
    'music festival': [(B145_FESTIVAL, c, True) for c in (
        'An early-bird weekend ticket bought before the end of January 2025 cost £30 less than the standard £189 '
        'price.',
        'A Saturday day ticket at Hollowmere is £10 dearer than a day ticket for Friday or Sunday.',
        'Weekend ticket holders can start camping at midday on Thursday 17 July, the day before the festival '
        'begins.',
        'Each paying adult can bring up to two children aged 12 or under free of charge, though every child needs '
        'a child wristband.',
        'Tickets can only be resold through the official Hollowmere Resale page between 1 March and 10 July 2025, '
        'and a £12 fee is taken off.',
        'If the festival is called off before the gates open, you get the face value back within 30 days, but the '
        '£6 booking fee on each ticket is kept.',
        "Hollowmere's licensed capacity for 2025 is 2,500 more than the number of people who attended in 2024.",
    )] + [(B145_FESTIVAL, c, False) for c in (
        'Teenagers aged 13 to 17 can camp on their own at Hollowmere if they hold a £95 teen weekend ticket.',
        'Groups buying 10 or more weekend tickets in one order get a 10% discount.',
        'If a payment-plan instalment is more than 7 days late, the ticket is cancelled and everything paid, '
        'including the £40 deposit, is refunded.',
        'Name changes on Hollowmere tickets are free until 10 July.',
        'If Hollowmere is cut short by severe weather, a full refund is given for each day lost.',
        'Hollowmere will give you a refund if a headline act pulls out of the line-up.',
        'Hollowmere Festival was founded by its festival director, Rafael Quaintance.',
    )],
    'canal boat hire firm': [(B145_CANAL, c, True) for c in (
        'A Friday-to-Monday short break with Kestrel Wharf is one night shorter than a Monday-to-Friday break.',
        'On a boat longer than 60 feet the security deposit taken on arrival is £300, which is £100 more than on '
        'smaller boats.',
        'If you cancel six weeks before your hire starts, you lose half of the hire charge.',
        'Up to two dogs are allowed on selected boats at £40 each per hire, so bringing two dogs costs £80.',
        'The person hiring the boat has to be 21 or older, and another member of the crew must be over 16.',
        'If a canal closure stops your holiday, Kestrel Wharf will offer a different route or a credit note '
        'lasting two years, not a cash refund.',
        'Paying £45 for the damage waiver caps your liability for damage at the security deposit instead of '
        '£1,200.',
    )] + [(B145_CANAL, c, False) for c in (
        "Children under 12 don't count towards a Kestrel Wharf boat's berth limit.",
        'Fuel is included in the price of all Kestrel Wharf hires, including full weeks.',
        'Kestrel Wharf returns the security deposit by bank transfer within 7 days of the end of your hire.',
        'If Kestrel Wharf re-hires your boat for the same dates, it refunds everything you paid with no '
        'deductions.',
        'Kestrel Wharf aims to get an engineer to a broken-down boat within 4 hours at any time of the day or '
        'night.',
        "Changing the hirer's name on a Kestrel Wharf booking costs £30.",
        'Kestrel Wharf provides life jackets for adults as well as for children under 12.',
    )],
    'wedding venue Haverleigh Manor': [(B145_WEDDING, c, True) for c in (
        'Venue hire for a Saturday wedding in July costs £1,700 more than for a Friday in the same month.',
        "The £1,500 booking fee can't be refunded, but it is taken off the cost of the venue hire.",
        'Haverleigh Manor has been hosting weddings since 2011, and Priya Castellane is its events director.',
        'On the cheapest menu, an eight-year-old guest would be charged £34.',
        "Once the final numbers are confirmed six weeks before the wedding, you can add guests but can't remove "
        'any.',
        'Cancelling eight months before the wedding means paying 40% of the estimated total.',
        'Confetti is only allowed on the front lawn and has to be biodegradable, and the music stops at a quarter '
        'to midnight.',
    )] + [(B145_WEDDING, c, False) for c in (
        'The Orangery at Haverleigh Manor can seat 200 guests for the wedding breakfast.',
        'Haverleigh Manor will hold a date provisionally for 21 days without charge.',
        "Couples can bring in an outside caterer instead of Haverleigh Manor's in-house team.",
        'Haverleigh Manor lets couples transfer their booking to another couple for a fee of £500.',
        "If Haverleigh Manor has to cancel because the house is unusable, it will also cover your photographer's "
        'costs.',
        'The £750 damage deposit has to be paid when you sign the contract.',
        'The Orangery was added to Haverleigh Manor in 2011, when the house started hosting weddings.',
    )],
}
