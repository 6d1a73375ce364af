"""Probe batches 58-61, written by helper agents that saw neither the code nor an earlier probe (session 43),
in the shape of :mod:`probes`: each six made-up documents, each with seven true and seven false claims. They
were counted on session 42's code before and after its check changes and only then read
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 58.
B58_LITTLE_ACORNS_NURSERY_FEES = (
    'Little Acorns Nursery, Harwood Lane – Fees 2025. Our full-day session runs from 8:00am to 6:00pm and costs '
    '£68 for babies under 2, £62 for children aged 2, and £58 for children aged 3 to 5. Half-day sessions '
    '(8:00am–1:00pm or 1:00pm–6:00pm) are charged at 60% of the full-day rate. Families with two or more children'
    ' enrolled at the same time receive a 10% sibling discount on the fees of the older child only. '
    'Government-funded hours (15 or 30 per week) are available for eligible 3- and 4-year-olds during term time '
    'only; a consumables charge of £5 per funded day applies to cover meals and nappies, unless the family '
    'receives Universal Credit. Late collection after 6:00pm is charged at £10 for every 10 minutes or part '
    "thereof. We require one calendar month's written notice to reduce days or withdraw, and notice cannot be "
    'given during August. Registration costs a non-refundable £50. Please contact our manager, Priya Okafor, with'
    ' any questions.'
)

B58_BROOKFIELD_AFTER_SCHOOL_CLUB = (
    'Brookfield Primary After-School Club. The club runs Monday to Friday in term time from 3:15pm to 6:00pm in '
    'the school hall and is open to pupils in Reception to Year 6 only. The early session (3:15–4:30pm) costs '
    '£7.50 and the full session (3:15–6:00pm) costs £13.00, including a light snack; a hot meal can be added for '
    '£2.50 on Tuesdays and Thursdays only. Bookings must be made through the ParentPay portal by noon on the '
    'Thursday of the previous week. Ad-hoc places can be requested on the day by phoning the club leader, Mr '
    'Daniel Hughes, before 12:00pm, but these cost an extra £2 and are subject to availability. Cancellations '
    "made with less than 48 hours' notice will be charged in full, except where the child is absent from school "
    'through illness. Collections after 6:00pm incur a £15 fee per child, and after three late collections in a '
    'term the place may be withdrawn. Children on free school meals receive a 50% discount on the full session '
    'only.'
)

B58_SUNNYSIDE_HOLIDAY_CAMP = (
    'Sunnyside Holiday Camp – Summer 2025, Elmwood Leisure Centre. Camp runs from Monday 21 July to Friday 29 '
    'August, weekdays only, 8:30am to 5:30pm, for children aged 5 to 12. A day place costs €38, or €170 for a '
    'full five-day week booked in advance. Extended hours from 7:45am or until 6:15pm are available at €6 per '
    "extension per day. Siblings booked for the same week receive €15 off each additional child's weekly price; "
    'this discount does not apply to day places. Children must bring a packed lunch, as no food is provided '
    'except an afternoon snack. Bookings made before 30 May qualify for an early-bird rate of €155 per week. Full'
    ' refunds are given for cancellations made at least 14 days before the booked week; after that, a credit note'
    ' is issued instead, valid until the end of the year. Children who have had vomiting or diarrhoea must stay '
    'away for 48 hours after the last episode. The camp is closed on Monday 25 August (bank holiday), and that '
    'week is charged at €136. Camp director: Siobhan Reilly.'
)

B58_MAPLE_GROVE_TUITION_POLICY = (
    'Maple Grove Early Learning Center – Tuition & Policies. Weekly tuition is $385 for infants (6 weeks to 17 '
    'months), $340 for toddlers (18 to 35 months) and $295 for preschoolers (3 to 5 years). Part-time enrollment '
    '(three fixed days a week) is billed at 65% of the weekly rate and is offered to toddlers and preschoolers '
    'only. Tuition is due every Monday; payments received after Wednesday incur a $25 late fee. Families with two'
    " or more children enrolled receive a 5% discount on the oldest child's tuition. The center is open 7:00am to"
    ' 6:00pm and closes for ten federal holidays plus the week between Christmas and New Year; tuition is not '
    'reduced for closures. Families may take up to two weeks of vacation per year at half tuition, provided '
    'Director Angela Ruiz receives written notice at least 30 days beforehand. Children with a temperature of '
    '100.4°F or higher will be sent home and may not return until they have been fever-free for 24 hours without '
    "medication. Withdrawal requires two weeks' written notice or payment in lieu."
)

B58_ST_HILDA_S_PREP_SCHOOL_FEES = (
    "St Hilda's Preparatory School – Fees 2025/26. Termly tuition is £4,950 for Pre-Prep (Reception to Year 2) "
    'and £6,420 for Prep (Years 3 to 6). Lunch is included for all pupils except those in Reception, who pay '
    '£3.20 per day. A second sibling attending at the same time receives a 5% reduction on tuition, a third '
    'sibling 10%, and any further siblings 15%; discounts apply to the younger children. Children of serving HM '
    'Forces personnel receive 10% off tuition, but this cannot be combined with the sibling discount. An '
    "acceptance deposit of £1,000 is payable on accepting a place and is refunded against the final term's "
    "invoice, unless a full term's notice is not given. Fees are due by the first day of term, and a surcharge of"
    " 2% per month applies to unpaid balances. Withdrawal requires one full term's written notice to the Bursar, "
    "Mr Graham Whitlock; otherwise a term's fees are payable in lieu. Instrumental lessons are charged separately"
    ' at £245 per term for ten 30-minute lessons.'
)

B58_JENNY_MARSH_CHILDMINDING_TERMS = (
    'Jenny Marsh Childminding, Oakfield – Terms & Conditions. I care for up to six children under 8, of whom no '
    'more than three may be under 5. My hourly rate is £7.00 for children under 2 and £6.50 for children aged 2 '
    'and over, with a minimum booking of four hours per day. Before- and after-school care for school-age '
    'children is charged at a flat £12 per session, including the walk to and from Oakfield Primary. Fees are '
    'paid monthly in advance by the 1st of the month. I charge full fees when your child is absent through '
    'sickness or holidays, but no fees are charged when I am ill or on my own holidays, which I will tell you '
    'about at least six weeks ahead. Children with a contagious illness such as chickenpox must stay at home '
    'until all spots have crusted over. Late collection is charged at £5 per 15 minutes. Either party may end the'
    " contract with four weeks' notice, except during the first month's settling-in period, when one week's "
    'notice applies.'
)


BATCH58: dict[str, list[tuple[str, str, bool]]] = {
    'little acorns nursery fees': [(B58_LITTLE_ACORNS_NURSERY_FEES, c, True) for c in (
        'A half-day session for a baby under two costs £40.80.',
        'Collecting your child at 6:15pm would result in a £20 late collection charge.',
        "If two children are enrolled at the same time and the older one is 3, that child's full day costs £52.20"
        ' after the sibling discount.',
        "Families who receive Universal Credit don't pay the £5 consumables charge on funded days.",
        'A full day for a 2-year-old costs £4 more than a full day for a 4-year-old.',
        "You won't get the £50 registration fee back.",
        "You can't hand in your notice to withdraw during August.",
    )] + [(B58_LITTLE_ACORNS_NURSERY_FEES, c, False) for c in (
        'A half-day session for a 2-year-old costs £31.',
        'Funded hours for eligible 3- and 4-year-olds can be used all year round, including school holidays.',
        'The 10% sibling discount is applied to the fees of both children.',
        'Late collection after 6:00pm is charged at £10 for every 15 minutes.',
        "Parents must give two weeks' written notice to reduce days or withdraw.",
        'Eligible 2-year-olds can receive 30 funded hours per week at the nursery.',
        'The £5 consumables charge applies to every family on funded days, including those receiving Universal '
        'Credit.',
    )],
    'brookfield after-school club': [(B58_BROOKFIELD_AFTER_SCHOOL_CLUB, c, True) for c in (
        'A full session with a hot meal added on a Thursday costs £15.50.',
        'A child on free school meals pays £6.50 for a full session.',
        "Hot meals can't be added on Mondays, Wednesdays or Fridays.",
        "If your child is off school ill, a cancellation made at short notice won't be charged.",
        'An early-session place requested by phone on the day costs £9.50, provided one is available.',
        'Two siblings collected at 6:10pm would incur £30 in late fees between them.',
        'Children who are not yet in Reception cannot attend the club.',
    )] + [(B58_BROOKFIELD_AFTER_SCHOOL_CLUB, c, False) for c in (
        'Children on free school meals get 50% off both the early and the full session.',
        'Bookings must be made through ParentPay by noon on the Friday of the previous week.',
        "Cancellations made with less than 48 hours' notice are always charged in full, whatever the reason.",
        'The club also runs during the school holidays.',
        'A full session with a hot meal on a Wednesday costs £15.50.',
        'After two late collections in a term, the place may be withdrawn.',
        'The full session price includes a hot meal every day.',
    )],
    'sunnyside holiday camp': [(B58_SUNNYSIDE_HOLIDAY_CAMP, c, True) for c in (
        'Booking two siblings for the same full week at the standard €170 rate costs €325 altogether.',
        'A 4-year-old cannot attend the camp.',
        'Adding both early drop-off and late pick-up on the same day costs an extra €12.',
        'The camp covers six weeks of the summer holidays.',
        "The camp isn't open at weekends.",
        'If you cancel 10 days before the booked week, you get a credit note rather than a refund.',
        "Lunch isn't provided, so children need to bring their own packed lunch.",
    )] + [(B58_SUNNYSIDE_HOLIDAY_CAMP, c, False) for c in (
        'The €15 sibling discount also applies to day places.',
        'Extended hours are available from 7:30am.',
        'Bookings made before 30 June qualify for the early-bird rate of €155 per week.',
        'Credit notes are valid for 12 months from the date of issue.',
        'The camp is open as usual on Monday 25 August.',
        'Children who have had vomiting must stay away for 24 hours after the last episode.',
        'Cancellations made at least 7 days before the booked week receive a full refund.',
    )],
    'maple grove tuition policy': [(B58_MAPLE_GROVE_TUITION_POLICY, c, True) for c in (
        'Part-time care for a preschooler costs $191.75 a week.',
        "Infants can't be enrolled on a part-time basis.",
        'A 24-month-old attending full-time pays $340 per week.',
        'A tuition payment that arrives on Thursday will incur a $25 late fee.',
        'A family with a full-time infant and a full-time 4-year-old pays $665.25 per week in total.',
        'The center does not lower tuition for weeks when it is closed for holidays.',
        "A full-time toddler's family pays $170 for an approved vacation week.",
    )] + [(B58_MAPLE_GROVE_TUITION_POLICY, c, False) for c in (
        'Part-time enrollment is available for infants, toddlers and preschoolers.',
        'Payments received after Monday incur a $25 late fee.',
        'Families may take up to three weeks of vacation per year at half tuition.',
        'Half-tuition vacation weeks require written notice at least 14 days beforehand.',
        'Tuition is reduced for the weeks the center closes for federal holidays.',
        "Families with two or more children enrolled receive a 5% discount on the youngest child's tuition.",
        "Withdrawal from the center requires 30 days' written notice.",
    )],
    "st hilda's prep school fees": [(B58_ST_HILDA_S_PREP_SCHOOL_FEES, c, True) for c in (
        'A Year 4 pupil who is the younger of two siblings attending at the same time pays £6,099 per term in '
        'tuition.',
        'Reception pupils have to pay extra for their lunches.',
        "A Forces family with two children at the school can't claim both the Forces discount and the sibling "
        'discount.',
        'Each instrumental lesson works out at £24.50.',
        'Year 1 tuition is £1,470 a term cheaper than Year 5 tuition.',
        "If a full term's notice isn't given, the £1,000 acceptance deposit is not refunded.",
        'Lunch is included in the fees for a Year 2 pupil.',
    )] + [(B58_ST_HILDA_S_PREP_SCHOOL_FEES, c, False) for c in (
        'Lunch is included for all pupils, including those in Reception.',
        'A third sibling receives a 15% reduction on tuition.',
        'The HM Forces discount can be combined with the sibling discount.',
        'Termly tuition for a Year 3 pupil is £4,950.',
        'Instrumental lessons are included in the termly tuition fees.',
        'A surcharge of 2% per year applies to unpaid balances.',
        "Sibling discounts are applied to the eldest child's tuition.",
    )],
    'jenny marsh childminding terms': [(B58_JENNY_MARSH_CHILDMINDING_TERMS, c, True) for c in (
        'A 1-year-old booked for five hours costs £35 for the day.',
        'The shortest day you can book for a 3-year-old is four hours, which costs £26.',
        "You won't be charged for days when Jenny herself is ill.",
        'Days your child misses through illness still have to be paid for in full.',
        'A school-age child using both before- and after-school care on the same day costs £24.',
        "During the first month's settling-in period, you only need to give one week's notice to end the contract.",
        'Among the children Jenny looks after, at most three can be under five.',
    )] + [(B58_JENNY_MARSH_CHILDMINDING_TERMS, c, False) for c in (
        'The minimum booking is three hours per day.',
        'Children aged 2 and over are charged £7.00 per hour.',
        'No fees are charged when your child is absent through sickness.',
        "Jenny will give at least four weeks' notice of her own holidays.",
        "Either party can end the contract with one week's notice at any time.",
        'Children with chickenpox can return 48 hours after the spots first appear.',
        'Fees are paid monthly in arrears at the end of each month.',
    )],
}


# Batch 59.
B59_BRIGHTFLOW_PLUMBING = (
    'BrightFlow Plumbing, based in Headingley, Leeds, charges a call-out fee of £65, which includes the first 30 '
    'minutes on site; after that, labour is billed at £48 per hour in 15-minute blocks. Calls between 6pm and 8am'
    ' on weekdays, and at any time on Saturdays, carry a 50% surcharge on labour only, while Sunday and bank '
    'holiday work is charged at double the standard labour rate; the call-out fee itself stays the same. '
    'Customers aged 70 or over pay a reduced call-out fee of £45, except for emergency visits booked through our '
    '24-hour line. Parts are charged at cost plus 15%. All repairs come with a 12-month labour guarantee, unless '
    'the fault was caused by parts supplied by the customer, in which case no guarantee applies. Bookings can be '
    'cancelled free of charge up to 24 hours before the appointment; later cancellations incur a £30 fee, and if '
    'our engineer has already set off, the full call-out fee is payable. Complaints should be sent to our service'
    ' manager, Dana Whitcombe, within 28 days of the work.'
)

B59_VOLTLINE_ELECTRICAL = (
    'Voltline Electrical Services serves homeowners across Marion County and charges a flat $95 trip fee for '
    'every visit, plus labor at $110 per hour for a licensed electrician or $70 per hour for an apprentice '
    'working under supervision. Labor has a one-hour minimum, and after the first hour time is billed in '
    'half-hour increments. Evening appointments (after 5pm) and weekend appointments add $60 to the trip fee; '
    'genuine emergencies, such as sparking outlets or total power loss, are attended 24/7 with a $175 trip fee at'
    ' any hour. Safety inspections for home sales are quoted at a fixed $249 for properties up to 2,500 square '
    'feet, and $299 above that. Voltline guarantees its workmanship for two years, but fixtures and appliances '
    'supplied by the homeowner are excluded. Military veterans and teachers receive 10% off labor, not trip fees,'
    " and the discount cannot be combined with other promotions. Appointments cancelled with less than 12 hours' "
    'notice are charged the trip fee. Questions about invoices go to our office manager, Luis Ferreira, at the '
    'Brookfield office.'
)

B59_GLEAMING_HOMES_CLEANING = (
    'Gleaming Homes offers regular domestic cleaning across Dublin city and county at €24 per hour, with a '
    'minimum booking of three hours per visit. Clients who book a weekly clean on a fixed day pay a reduced rate '
    'of €21 per hour, while fortnightly clients pay €22.50. End-of-tenancy cleans are priced by property size: '
    '€260 for a one-bedroom apartment, €340 for two bedrooms and €420 for three bedrooms, with oven cleaning '
    'included only in the two- and three-bedroom packages; for one-bedroom apartments it costs an extra €45. '
    'Under our 48-hour re-clean guarantee, if anything on the agreed checklist was missed we will return free of '
    "charge, provided you contact us within 48 hours of the clean. Cancellations made with less than 24 hours' "
    'notice are charged at 50% of the booking value, and lockouts, where our cleaner cannot get in, are charged '
    'in full. We bring all cleaning products and equipment, except that regular-cleaning clients must supply a '
    'vacuum cleaner; end-of-tenancy teams bring their own. For queries, contact our bookings coordinator, Aoife '
    'Brennan.'
)

B59_HARTLEY_REMOVALS = (
    'Hartley & Sons Removals, operating from our depot in Reading, charges £85 per hour for a van with two movers'
    ' and £120 per hour for a large lorry with three movers, with a minimum charge of two hours for local moves '
    'within 20 miles of the depot. Moves beyond 20 miles are quoted at a fixed price after a free survey. Packing'
    ' services cost £35 per hour per packer, and we supply boxes at £2.50 each, or free of charge for customers '
    'booking a full packing service. Friday and weekend moves carry a surcharge of 20% on the hourly rate. A '
    'deposit of 25% is required to confirm any booking and is fully refundable if you cancel at least 14 days '
    'before the move; cancellations within 14 days forfeit the deposit, and those within 48 hours are charged 50%'
    ' of the total quote. Our goods-in-transit insurance covers up to £40,000 per move, although items packed by '
    'the customer are covered only for damage caused by our handling, not by poor packing. Pianos and safes '
    'require a specialist crew and are quoted separately. Our move coordinator, Priya Chandra, confirms all '
    'bookings by phone.'
)

B59_KESTREL_PEST_CONTROL = (
    'Kestrel Pest Control treats homes across Geelong and the Bellarine Peninsula. A general spray for '
    'cockroaches, spiders and ants costs $180 for a home of up to three bedrooms and $230 for larger homes; units'
    ' and apartments are $140. Rodent programs cost $210 and include two follow-up visits within 30 days. Termite'
    ' inspections are $295 and must be booked separately; they are not included in any general treatment. Our '
    'general spray carries a 6-month warranty for cockroaches and spiders, but ants are covered for 3 months '
    'only, and the warranty is void if external walls are cleaned with bleach-based products within 14 days of '
    'treatment. Pensioners and Seniors Card holders receive $25 off any general spray. Saturday bookings attract '
    'a $40 surcharge, and we do not work on Sundays or public holidays. Free re-treatments under warranty are '
    "only available Monday to Friday. Cancellations with less than 24 hours' notice incur a $50 fee. Our senior "
    'technician, Mark Delaney, holds a current licence under Victorian pest control regulations.'
)

B59_HEARTHGUARD_BOILER_COVER = (
    'HearthGuard offers three levels of annual boiler cover. Essential (£12 a month) covers boiler repairs and an'
    ' annual service, with a £95 excess per claim. Plus (£18 a month) adds central heating pipework and radiators'
    ' and reduces the excess to £50, while Complete (£26 a month) also covers plumbing and drains and has no '
    'excess. Paying annually upfront gives one month free. Boilers under 10 years old can go on any plan; boilers'
    ' aged 10 to 15 years can be covered on Plus or Complete only, and older boilers are not eligible. Claims '
    'cannot be made in the first 30 days of a new policy, unless you are switching from another provider with no '
    'gap in cover. Our emergency line is open 24 hours a day, and we aim to attend within 24 hours for households'
    ' with a child under five or someone over 75, and within 48 hours for other customers. If we cannot repair a '
    'boiler under 7 years old, we contribute up to £1,000 towards a replacement on Complete, or £500 on Plus. You'
    ' may cancel within 14 days of purchase for a full refund. Complaints are handled by Helen Okafor at our '
    'Cardiff office.'
)


BATCH59: dict[str, list[tuple[str, str, bool]]] = {
    'brightflow plumbing': [(B59_BRIGHTFLOW_PLUMBING, c, True) for c in (
        'The £65 call-out charge covers the first half hour the plumber spends at your property.',
        'A 90-minute job on a weekday afternoon costs £113 in call-out fee and labour, before any parts.',
        'Labour on a Saturday costs £72 an hour.',
        'On a Sunday, labour is billed at £96 an hour, but the call-out fee does not go up.',
        'A 72-year-old booking a regular, non-emergency visit pays £20 less for the call-out than the standard fee.',
        'If parts you supplied yourself caused the fault, BrightFlow will not guarantee the repair.',
        'A part that costs BrightFlow £100 will appear on your bill as £115.',
    )] + [(B59_BRIGHTFLOW_PLUMBING, c, False) for c in (
        'The £65 call-out fee includes the first hour on site.',
        'Customers aged 70 or over pay the reduced £45 call-out fee for emergency visits booked through the '
        '24-hour line.',
        'Weekday calls after 6pm carry a 50% surcharge on both labour and the call-out fee.',
        'Cancelling 12 hours before the appointment is free of charge.',
        'BrightFlow gives a 12-month guarantee covering both parts and labour.',
        'A 90-minute job on a weekday afternoon costs £137 in call-out fee and labour.',
        'If the engineer has already set off when you cancel, you pay a £30 fee.',
    )],
    'voltline electrical': [(B59_VOLTLINE_ELECTRICAL, c, True) for c in (
        'A two-hour weekday daytime job by a licensed electrician costs $315 including the trip fee.',
        'A non-emergency Saturday appointment has a trip fee of $155.',
        'An emergency visit for a total power loss at 3am carries a $175 trip fee.',
        'A teacher would pay $99 in labor for one hour of work by a licensed electrician.',
        'The two-year workmanship guarantee does not cover light fixtures that the homeowner bought and supplied.',
        'A pre-sale safety inspection of a 3,000-square-foot house costs $299.',
        'Even a 20-minute job is charged at least one full hour of labor.',
    )] + [(B59_VOLTLINE_ELECTRICAL, c, False) for c in (
        'A one-hour weekday job by an apprentice costs $70 in total.',
        'The 10% discount for military veterans applies to both labor and trip fees.',
        'Safety inspections cost a fixed $249 for properties up to 3,000 square feet.',
        'Evening and weekend appointments add $60 to the hourly labor rate.',
        'Teachers can combine their 10% discount with other Voltline promotions.',
        "Cancelling with less than 24 hours' notice means you will be charged the trip fee.",
        'After the first hour, labor is billed in 15-minute increments.',
    )],
    'gleaming homes cleaning': [(B59_GLEAMING_HOMES_CLEANING, c, True) for c in (
        'The shortest regular clean you can book lasts three hours and costs €72 at the standard rate.',
        'A weekly client with a fixed day pays €63 for a three-hour clean.',
        'A one-bedroom end-of-tenancy clean with the oven done comes to €305.',
        'Oven cleaning is already part of the three-bedroom end-of-tenancy package.',
        'Fortnightly clients pay €1.50 an hour less than the standard rate.',
        "Cancelling a €96 booking with only 12 hours' notice would cost you €48.",
        "You don't need to provide a vacuum cleaner for an end-of-tenancy clean.",
    )] + [(B59_GLEAMING_HOMES_CLEANING, c, False) for c in (
        'Oven cleaning is included in all end-of-tenancy packages.',
        'Fortnightly clients pay €21 per hour.',
        'The re-clean guarantee applies as long as you contact Gleaming Homes within 72 hours of the clean.',
        'A lockout is charged at 50% of the booking value.',
        'A two-bedroom end-of-tenancy clean with oven cleaning costs €385.',
        'Gleaming Homes brings its own vacuum cleaner to regular cleans.',
        'A weekly client on a fixed day can book a two-hour clean for €42.',
    )],
    'hartley removals': [(B59_HARTLEY_REMOVALS, c, True) for c in (
        'A three-hour local move with the two-person van on a Tuesday costs £255.',
        'On a Saturday, the van with two movers costs £102 an hour.',
        'A local move on a Wednesday that takes only one hour in the large lorry is still charged £240.',
        'A move 35 miles from the Reading depot gets a fixed-price quote after a free survey rather than an '
        'hourly charge.',
        'Customers who book the full packing service get their boxes at no charge.',
        'For a move quoted at £1,200, the deposit needed to confirm the booking is £300.',
        "Damage caused by a customer's own poor packing is not covered by Hartley's insurance.",
    )] + [(B59_HARTLEY_REMOVALS, c, False) for c in (
        'Only weekend moves carry the 20% surcharge, so Friday moves are charged at the normal rate.',
        'If you cancel 10 days before your move, your deposit is fully refunded.',
        'Cancelling within 48 hours of the move costs 25% of the total quote.',
        'The two-hour minimum charge applies to all moves, whatever the distance.',
        'Boxes cost £2.50 each for every customer.',
        'The goods-in-transit insurance covers up to £40,000 per item.',
        'A two-hour local move in the large lorry on a weekday costs £170.',
    )],
    'kestrel pest control': [(B59_KESTREL_PEST_CONTROL, c, True) for c in (
        'A general spray for a four-bedroom house costs $230.',
        'A Seniors Card holder living in a unit would pay $115 for a general spray.',
        'A general spray for a three-bedroom house booked for a Saturday costs $220.',
        "Kestrel doesn't carry out treatments on Sundays.",
        'If ants come back four months after a general spray, the warranty no longer covers them.',
        'The $210 rodent program comes with two return visits within 30 days.',
        "A free warranty re-treatment can't be scheduled for a Saturday.",
    )] + [(B59_KESTREL_PEST_CONTROL, c, False) for c in (
        'The general spray carries a 6-month warranty for cockroaches, spiders and ants.',
        'A general spray for a three-bedroom house costs $230.',
        'Pensioners receive $25 off rodent programs.',
        'The warranty is void if external walls are cleaned with bleach-based products within 30 days of treatment.',
        "Cancelling with less than 48 hours' notice incurs a $50 fee.",
        'Public holiday bookings attract a $40 surcharge.',
        'A general spray for a unit booked for a Saturday costs $140.',
    )],
    'hearthguard boiler cover': [(B59_HEARTHGUARD_BOILER_COVER, c, True) for c in (
        'A year of Plus cover paid upfront costs £198.',
        'Each claim on the Essential plan carries a £95 excess.',
        'There is no excess to pay on the Complete plan.',
        "A 12-year-old boiler can't be covered on the Essential plan.",
        'HearthGuard aims to reach a household with an 80-year-old resident within 24 hours.',
        "If a 5-year-old boiler can't be repaired, a Complete customer can get up to £500 more towards a "
        'replacement than a Plus customer.',
        'Complete costs £14 a month more than Essential.',
    )] + [(B59_HEARTHGUARD_BOILER_COVER, c, False) for c in (
        'Boilers aged 10 to 15 years can be covered on any HearthGuard plan.',
        'The Plus plan has a £95 excess per claim.',
        'Paying annually upfront for Complete costs £312.',
        'Plus cover includes plumbing and drains.',
        'HearthGuard will contribute up to £1,000 towards replacing an unrepairable 9-year-old boiler on Complete.',
        'You can cancel within 30 days of purchase for a full refund.',
        'HearthGuard aims to attend every emergency within 24 hours, whoever is in the household.',
    )],
}


# Batch 60.
B60_BRINDLE_DELIVERY = (
    'Brindle & Co. Delivery Options. Standard delivery costs £3.95 and arrives within 3-5 working days; it is '
    'free on orders of £40 or more, except for furniture items, which always carry a £29 two-person delivery '
    'charge. Next Day delivery costs £6.95 if you order by 8pm Monday to Thursday, or by 6pm on Friday; orders '
    'placed after these cut-offs, or at weekends, are dispatched the next working day. Nominated Day delivery is '
    '£7.95 and can be booked up to 14 days ahead. Members of our Brindle Plus scheme (£12 a year) get free Next '
    'Day delivery on all orders over £20, but not on furniture. Click & Collect from any of our 48 stores is '
    'free, and parcels are held for 7 days before being returned to our Wakefield warehouse. We do not deliver to'
    ' the Channel Islands, and Highlands and Islands addresses pay an extra £5 on every service and cannot use '
    'Next Day. For delivery queries, contact our customer care lead, Maura Finchley, at delivery@brindle.co.uk.'
)

B60_VOLTMART_RETURNS = (
    'Voltmart Returns Policy. Most items bought from voltmart.com can be returned within 30 days of delivery for '
    'a full refund, provided they are unused and in their original packaging. Opened laptops, tablets and cameras'
    ' may be returned within 14 days but incur a 15% restocking fee, unless the item is faulty, in which case no '
    'fee applies. Headphones, earbuds and personal care items cannot be returned once the hygiene seal is broken.'
    ' Software, gift cards and downloadable content are non-returnable. VoltClub Gold members enjoy an extended '
    '60-day window on unopened items. Purchases made between 15 November and 24 December may be returned until 31'
    ' January of the following year. Return postage is free using our prepaid label for orders over $50; '
    'otherwise a $6.99 label charge is deducted from your refund. Refunds are issued to the original payment '
    'method within 5-7 business days of the item arriving at our returns centre in Dayton, Ohio. For help with a '
    'return, ask for our returns supervisor, Carlos Ibarra.'
)

B60_HARLOW_PRICE_PROMISE = (
    'Harlow Home Price Promise. If you find the same product cheaper at a UK competitor within 7 days of buying '
    'it from Harlow Home, we will refund the difference plus an extra 10% of the difference. The item must be '
    'identical (same brand, model and colour), in stock and available for delivery to the same postcode. We match'
    ' prices from high-street retailers and their websites only; we do not match marketplace sellers, auction '
    'sites, clearance outlets or prices that require a membership or voucher code. Sale prices from Boxing Day to'
    ' 2 January are excluded. Each customer may make up to 3 price-match claims per calendar month, and a single '
    "claim cannot exceed £500. Price matches in store require the competitor's advert or web page to be shown to "
    'a manager; online claims should be submitted through the form at harlowhome.co.uk/promise with a screenshot.'
    ' Our Price Promise team, led by Priya Dandekar in our Leeds office, aims to respond within 3 working days.'
)

B60_PENNYWORTH_REWARDS = (
    'Pennyworth Rewards: How Points Work. Every member earns 2 points for each €1 spent online at Pennyworth, '
    'rising to 3 points per €1 once they reach Silver status by spending €500 in a calendar year. Gold members, '
    'who spend €1,500 or more in a year, earn 5 points per €1 and receive free express delivery. Points are not '
    'earned on delivery charges, gift cards or purchases from marketplace sellers. 100 points are worth €1 off, '
    'and points can only be redeemed in blocks of 500 (€5). Points appear in your account 14 days after dispatch,'
    ' so they can be removed if you return the item. All your points expire if your account has no purchase for '
    "18 months. Members under 18 need a parent's consent to join. Double points weekends run on the first weekend"
    ' of each month, except in December. Questions about points go to the Rewards desk in Cork, managed by '
    'Siobhán Reddy.'
)

B60_LARKSPUR_VOUCHERS = (
    'Larkspur Books Voucher Terms. Discount codes issued by Larkspur Books can be used once per customer and only'
    ' on orders placed at larkspurbooks.com; they cannot be used in our shops in Bath or Oxford. The WELCOME15 '
    'code gives new customers 15% off their first order, capped at a £20 discount, with a minimum spend of £25. '
    'Birthday vouchers worth £5 are emailed to Reading Circle members and are valid for 30 days from issue. Only '
    'one discount code can be applied per order, and codes cannot be used on sale items, textbook bundles or gift'
    ' card purchases. Larkspur gift cards, on the other hand, are accepted online and in store, are valid for 24 '
    'months from purchase, and can be topped up to a maximum balance of £250. Lost or stolen gift cards can be '
    'replaced only if you have the original receipt. Vouchers have no cash value, and unused balances on discount'
    ' codes are not refunded. If you return an order paid partly with a code, the discount is deducted '
    'proportionally from your refund. Contact Elena Marsh at vouchers@larkspurbooks.com.'
)

B60_QUAYSIDE_WARRANTIES = (
    'Quayside Market: Marketplace Sellers and Warranties. Products on quaysidemarket.com are sold either by '
    "Quayside directly or by independent marketplace sellers, shown as 'Sold by' on each listing. Items sold by "
    'Quayside come with our 2-year warranty on electricals and 1 year on everything else; marketplace sellers set'
    ' their own warranty, which must be at least 12 months for electricals. Our Extended Care plan adds 3 more '
    'years of cover for electricals priced over $100 and costs 12% of the item price, but it is only available on'
    ' items sold by Quayside and must be bought within 30 days of delivery. Marketplace orders are dispatched by '
    'the seller, so delivery times vary and Quayside delivery passes do not apply. If a marketplace seller does '
    'not respond to a return or warranty request within 3 business days, you can open a Quayside Guarantee claim,'
    ' which covers purchases up to $2,500 and must be raised within 90 days of the expected delivery date. '
    'Accidental damage is not covered by any warranty or by Extended Care. Claims are handled by our Guarantee '
    'team in Portland, Oregon, headed by Denise Okafor.'
)


BATCH60: dict[str, list[tuple[str, str, bool]]] = {
    'brindle delivery': [(B60_BRINDLE_DELIVERY, c, True) for c in (
        'If you order before 8pm on a Wednesday, you can get Next Day delivery for £6.95.',
        'A £40 order that contains no furniture qualifies for free standard delivery.',
        'Standard delivery of a £25 order to a Highlands address would cost £8.95 in total.',
        "Shoppers with a Channel Islands address can't get deliveries from Brindle.",
        "A Click & Collect parcel that isn't picked up within a week goes back to the Wakefield warehouse.",
        'Even Brindle Plus members pay the £29 two-person charge when they order furniture.',
        'You can book a Nominated Day delivery as far as two weeks in advance.',
    )] + [(B60_BRINDLE_DELIVERY, c, False) for c in (
        'Next Day delivery costs £6.95 if you order by 8pm on a Friday.',
        'Standard delivery is free on orders of £40 or more, including furniture.',
        'Brindle Plus members get free Next Day delivery on all orders, whatever their value.',
        'Highlands and Islands addresses pay an extra £5 but can still choose Next Day delivery.',
        'Click & Collect parcels are held in store for 14 days before being returned.',
        'Brindle Plus membership costs £12 a month.',
        'Next Day orders placed on a Saturday are dispatched the same day.',
    )],
    'voltmart returns': [(B60_VOLTMART_RETURNS, c, True) for c in (
        'Returning an opened, non-faulty $800 laptop within 14 days would mean a $120 restocking fee.',
        'A faulty camera that has been opened can be returned within 14 days without any restocking fee.',
        "Gift cards bought from Voltmart can't be returned.",
        'Something bought on 3 December can be sent back as late as 31 January of the next year.',
        'If you return a $30 order, $6.99 will be taken off your refund for the return label.',
        'VoltClub Gold members get twice as long as the standard window to return unopened items.',
        'Returned items are processed at a returns centre in Dayton, Ohio.',
    )] + [(B60_VOLTMART_RETURNS, c, False) for c in (
        'Opened laptops can be returned within 30 days with a 15% restocking fee.',
        'Headphones can be returned within 30 days even if the hygiene seal has been broken.',
        'A faulty tablet returned after being opened still incurs the 15% restocking fee.',
        'VoltClub Gold members have a 60-day return window on all items, including opened ones.',
        'Return postage is free on every order, whatever its value.',
        'Refunds are issued within 2-3 business days of the item arriving at the returns centre.',
        'Returning an opened, non-faulty $500 camera within 14 days costs a $50 restocking fee.',
    )],
    'harlow price promise': [(B60_HARLOW_PRICE_PROMISE, c, True) for c in (
        'If a UK competitor sells your item for £20 less within a week of your purchase, Harlow Home would refund'
        ' you £22.',
        "Harlow Home won't match a price found on an auction site.",
        'A customer can make no more than three price-match claims in a single calendar month.',
        "A competitor's price that is only available with a voucher code won't be matched.",
        "To qualify, the competitor's product must be the same brand, model and colour.",
        "Online price-match claims need a screenshot and go through a form on Harlow Home's website.",
        'The Price Promise team tries to reply to claims within three working days.',
    )] + [(B60_HARLOW_PRICE_PROMISE, c, False) for c in (
        'Harlow Home refunds the difference plus an extra 20% of the difference.',
        'You can make a price-match claim up to 14 days after buying from Harlow Home.',
        'Harlow Home matches prices from marketplace sellers as long as the item is in stock.',
        "A competitor's sale price on 30 December can be price matched.",
        'A single price-match claim can be worth up to £1,000.',
        'If a UK competitor is £50 cheaper within the 7 days, Harlow Home would refund £60.',
        'Harlow Home also matches prices from competitors based in Ireland.',
    )],
    'pennyworth rewards': [(B60_PENNYWORTH_REWARDS, c, True) for c in (
        "A member who hasn't yet reached Silver status earns 120 points on a €60 online purchase from Pennyworth.",
        'A Gold member earns 250 points on a €50 purchase from Pennyworth.',
        'You need at least 500 points to redeem anything, and that block is worth €5 off.',
        "Buying a gift card won't earn you any points.",
        'Gold members get express delivery at no extra cost.',
        'There is no double points weekend in December.',
        "Points don't show in your account until two weeks after the item is dispatched.",
    )] + [(B60_PENNYWORTH_REWARDS, c, False) for c in (
        'Silver status is reached by spending €1,500 in a calendar year.',
        'Points are earned on delivery charges as well as on products.',
        'You can redeem 300 points for €3 off your order.',
        'Points expire after 12 months without a purchase.',
        'Purchases from marketplace sellers earn 2 points per €1 spent.',
        'A Silver member spending €200 online at Pennyworth earns 400 points.',
        'Double points weekends run on the last weekend of every month.',
    )],
    'larkspur vouchers': [(B60_LARKSPUR_VOUCHERS, c, True) for c in (
        'A new customer spending £60 on their first order would save £9 with WELCOME15.',
        'On a £200 first order, WELCOME15 would take off £20 rather than £30.',
        "You can't use a Larkspur discount code in the Oxford shop.",
        'Larkspur gift cards can be spent both on the website and in the shops.',
        "You can't apply two discount codes to the same order.",
        'Reading Circle members are emailed a £5 birthday voucher that lasts 30 days from when it is issued.',
        "A lost gift card can't be replaced if you don't have the original receipt.",
    )] + [(B60_LARKSPUR_VOUCHERS, c, False) for c in (
        'WELCOME15 gives new customers 15% off with no minimum spend.',
        'A new customer spending £20 on a first order can use WELCOME15 to save £3.',
        'Discount codes can be used online as well as in the Bath and Oxford shops.',
        'Larkspur gift cards are valid for 12 months from purchase.',
        'Gift cards can be topped up to a maximum balance of £500.',
        'Discount codes can be used on textbook bundles.',
        'Unused balances on discount codes are refunded as store credit.',
    )],
    'quayside warranties': [(B60_QUAYSIDE_WARRANTIES, c, True) for c in (
        'Extended Care on a $400 TV sold by Quayside would cost $48.',
        'A $150 blender sold by Quayside, with Extended Care added, would be covered for five years in total.',
        "You can't buy Extended Care for an item sold by a marketplace seller.",
        'Neither the standard warranty nor Extended Care covers accidental damage.',
        "A Quayside delivery pass won't apply to an order dispatched by a marketplace seller.",
        'Marketplace sellers must give at least a one-year warranty on electrical items.',
        'A sofa sold by Quayside comes with a one-year warranty.',
    )] + [(B60_QUAYSIDE_WARRANTIES, c, False) for c in (
        'Items sold by Quayside come with a 2-year warranty on all products.',
        'Extended Care can be bought up to 60 days after delivery.',
        'Extended Care can be added to a Quayside-sold electrical item priced at $80.',
        "You can open a Quayside Guarantee claim if a marketplace seller hasn't responded within 1 business day.",
        'The Quayside Guarantee covers purchases up to $5,000.',
        'Extended Care costs 12% of the item price and also covers accidental damage.',
        'Extended Care on a $300 laptop sold by Quayside would cost $30.',
    )],
}


# Batch 61.
B61_ANNUAL_LEAVE = (
    'At Harlow & Finch Logistics, full-time employees receive 25 days of paid annual leave per holiday year, '
    'which runs from 1 April to 31 March, in addition to the eight UK bank holidays. After five complete years of'
    ' service the allowance rises to 27 days, and after ten complete years it rises to 30 days. Part-time staff '
    'receive a pro-rata allowance based on their contracted hours. Requests for leave of three days or more must '
    'be submitted at least four weeks in advance through the StaffHub portal and approved by your line manager; '
    "shorter requests need only one week's notice. Up to five unused days may be carried over into the next "
    'holiday year, but they must be taken by 30 June or they will be lost, unless the leave could not be taken '
    'because of sickness or parental leave. Warehouse staff at the Daventry site may not book leave during the '
    'peak period from 1 to 24 December, except with written approval from the site director, Maria Okonkwo. '
    'Agency workers and contractors are not covered by this policy. Unused leave is paid out only when employment'
    ' ends.'
)

B61_SICK_PAY = (
    'Brightwater Housing Association pays contractual sick pay on top of any statutory entitlement. Employees who'
    ' have completed probation but have less than one year of service receive four weeks at full pay followed by '
    'four weeks at half pay. Those with one to five years of service receive eight weeks at full pay and eight '
    'weeks at half pay, and those with more than five years receive 13 weeks at full pay and 13 weeks at half '
    'pay, in any rolling 12-month period. You must report your absence to your manager by phone before 9:30 am on'
    ' the first day; a text message or email is not acceptable unless you are unable to speak. For absences of up'
    ' to seven calendar days you can self-certify using form SC1, but from the eighth day a fit note from a '
    'doctor is required. Staff who are still in their six-month probationary period are paid statutory sick pay '
    'only. Any employee with three or more separate absences in a 12-month period will be invited to a wellbeing '
    'meeting with the occupational health adviser, Dr Samuel Reyes, at our Leeds office. Sick pay is not paid for'
    ' absences caused by cosmetic surgery.'
)

B61_TRAVEL_EXPENSES = (
    'Corvane Software reimburses reasonable business expenses incurred by employees while travelling on company '
    'business. All claims must be submitted through the Expensify app within 60 days of the expense, with an '
    'itemised receipt for any item over €25. Mileage for using your own car is reimbursed at €0.40 per kilometre '
    'for the first 1,500 km in a calendar year and €0.25 per kilometre after that, but travel between home and '
    'your usual office is never claimable. Rail travel should be booked in standard class, except for journeys '
    'over three hours, when first class is permitted. Hotel costs are capped at €150 per night in Dublin and €120'
    ' per night elsewhere in Ireland; stays abroad require prior approval from the finance manager, Aoife '
    'Brennan. A meal allowance of up to €35 per day applies when you are away overnight. Alcohol is not '
    'reimbursed unless it is part of a client entertainment event approved in advance by a director. Interns may '
    'claim travel costs but not the meal allowance.'
)

B61_PARENTAL_LEAVE = (
    'Redfern Biotech offers paid parental leave to all regular employees who have completed at least six months '
    'of continuous service by the expected date of birth or adoption placement. The primary caregiver receives 16'
    ' weeks of leave at 100% of base salary, and the secondary caregiver receives 6 weeks at 100% of base salary.'
    ' Leave must be taken within 12 months of the birth or placement, and secondary caregiver leave may be split '
    'into no more than two blocks of at least one week each. Employees must notify HR, via the parental leave '
    'coordinator Jenna Whitcombe, at least 30 days before leave begins, unless the birth or placement is '
    'unexpected. On returning, primary caregivers may work a reduced 80% schedule at full pay for four weeks. '
    'Temporary staff, interns and independent contractors are not eligible. Bonuses and commission are not '
    'included in parental leave pay. Employees at our Cambridge, Massachusetts lab who work rotating shifts may '
    'request a fixed day schedule for up to six months after return. If both parents work at Redfern, each is '
    'entitled to their own leave.'
)

B61_HYBRID_WORKING = (
    "Under Pemberton Insurance Group's hybrid working policy, office-based employees may work from home for up to"
    ' two days per week, provided they have passed their probation and their role has been approved as '
    'hybrid-eligible by their head of department. Staff in the claims contact centre at our Bristol hub must work'
    ' on site at least four days a week, and all employees must attend the office every Tuesday for team days '
    'unless they are on leave. Working from another country is allowed for no more than 10 working days in any '
    'calendar year and must be approved in advance by the HR business partner, Priya Nandakumar. Eligible staff '
    'receive a one-off home office allowance of £300 to buy a desk or chair, and a broadband contribution of £15 '
    'per month, which is paid through payroll and is taxable. Equipment bought with the allowance remains the '
    "employee's property. Employees must keep core hours of 10 am to 3 pm on home-working days. Managers may "
    "withdraw hybrid arrangements with two weeks' written notice if performance concerns arise."
)

B61_LEARNING_BUDGET = (
    'Keystone Engineering provides each permanent employee with an individual learning budget of $1,200 per '
    'fiscal year (1 July to 30 June) for courses, conferences and professional certifications relevant to their '
    'role. Part-time employees receive $600. Unused budget does not roll over to the following year. Requests '
    'above $400 must be approved by your manager before booking, and any single item above $2,500 requires '
    'sign-off from the Learning & Development lead, Tomas Lindqvist, and is funded from a central pool rather '
    'than the individual budget. Employees also receive up to five days of paid study leave per year for exams '
    'and course attendance. If you leave Keystone within 12 months of completing a course that cost more than '
    '$1,000, you must repay 50% of the cost, unless you were made redundant. Professional membership fees for '
    'engineering licensing bodies, such as Professional Engineers Ontario, are paid separately and do not come '
    'out of the learning budget. Employees on a fixed-term contract of less than six months are not eligible for '
    'the learning budget but may attend free in-house training at the Toronto office.'
)


BATCH61: dict[str, list[tuple[str, str, bool]]] = {
    'annual leave': [(B61_ANNUAL_LEAVE, c, True) for c in (
        'A full-time employee with seven complete years of service is entitled to 27 days of paid annual leave, '
        'not counting bank holidays.',
        'Someone who has completed ten years of service gets five more days of annual leave than a full-time '
        'colleague with less than five years.',
        "Including bank holidays, a full-time employee with under five years' service gets 33 paid days off in a "
        'holiday year.',
        'If you want to take a single day off, you only need to ask one week beforehand.',
        'Contractors do not fall under this annual leave policy.',
        'Carried-over days not used by 30 June are forfeited, unless sickness or parental leave prevented you '
        'from taking them.',
        "A Daventry warehouse worker who wants to take 10 December off needs Maria Okonkwo's written approval.",
    )] + [(B61_ANNUAL_LEAVE, c, False) for c in (
        'Full-time employees receive 25 days of paid annual leave per holiday year, which runs from 1 January to '
        '31 December.',
        'After five complete years of service, the annual leave allowance rises to 30 days.',
        'Up to ten unused days may be carried over into the next holiday year.',
        'Requests for leave of three days or more must be submitted at least two weeks in advance through the '
        'StaffHub portal.',
        'Warehouse staff at the Daventry site can never book leave between 1 and 24 December.',
        'Part-time staff receive the same 25-day allowance as full-time employees.',
        'Employees can buy up to five additional days of annual leave each holiday year.',
    )],
    'sick pay': [(B61_SICK_PAY, c, True) for c in (
        'An employee with three years of service can get up to eight weeks of full sick pay in a rolling year, '
        'followed by eight weeks at half pay.',
        "Someone with seven years' service could be paid for up to 26 weeks of sickness in a rolling 12-month "
        'period, half of it at full pay.',
        "A worker who is off sick for five days can fill in form SC1 instead of getting a doctor's fit note.",
        'An employee who is off sick for ten calendar days needs a fit note from a doctor.',
        'Employees still on probation only get statutory sick pay.',
        'If you have three separate sickness absences within 12 months, you can expect to be asked to a wellbeing'
        ' meeting with Dr Samuel Reyes.',
        'Time off to recover from cosmetic surgery is not covered by sick pay.',
    )] + [(B61_SICK_PAY, c, False) for c in (
        'Employees with one to five years of service receive 13 weeks at full pay.',
        'For absences of up to ten calendar days you can self-certify using form SC1.',
        'You must report your absence to your manager by phone before 9:00 am on the first day.',
        'Staff in their six-month probationary period receive four weeks at full pay followed by four weeks at '
        'half pay.',
        'Sending your manager a text message before 9:30 am is an acceptable way to report sickness in all cases.',
        'Any employee with two or more separate absences in a 12-month period will be invited to a wellbeing meeting.',
        'Employees who fall ill during annual leave can have those leave days reinstated.',
    )],
    'travel expenses': [(B61_TRAVEL_EXPENSES, c, True) for c in (
        'An employee who drives 200 km on business in her own car, with no earlier business mileage that year, '
        'can claim €80.',
        'Once 1,500 km of business mileage has been reached in a calendar year, each further kilometre is paid at'
        ' 25 cents.',
        'Your daily drive between home and your normal office cannot be claimed as mileage.',
        'On a four-hour train journey for work, an employee is allowed to travel first class.',
        'Two nights in a hotel in Cork can be reimbursed up to a total of €240.',
        'Interns are not entitled to the overnight meal allowance.',
        "A hotel stay in Paris needs Aoife Brennan's approval before it happens.",
    )] + [(B61_TRAVEL_EXPENSES, c, False) for c in (
        'All claims must be submitted through the Expensify app within 90 days of the expense.',
        'Mileage is reimbursed at €0.40 per kilometre for all business driving, however far you travel in the year.',
        'Rail travel must always be booked in standard class, whatever the length of the journey.',
        'Hotel costs are capped at €150 per night anywhere in Ireland.',
        'A meal allowance of up to €35 per day applies to all business trips, including day trips.',
        'Alcohol is reimbursed if it is part of a client entertainment event that a director approves after the '
        'event.',
        'Driving 2,000 km on business in one calendar year would earn €800 in mileage.',
    )],
    'parental leave': [(B61_PARENTAL_LEAVE, c, True) for c in (
        "An employee who joined four months before the baby's due date would not qualify for paid parental leave.",
        'A primary caregiver with a base salary of $1,500 a week would receive $24,000 over the full leave.',
        'The primary caregiver gets ten weeks more paid leave than the secondary caregiver.',
        "Interns can't take paid parental leave under this policy.",
        'Commission payments are not part of the pay you receive while on parental leave.',
        'A secondary caregiver could take three weeks after the birth and the other three weeks later, as long as'
        ' both are within the first year.',
        'When both parents are Redfern employees, they each get their own leave entitlement.',
    )] + [(B61_PARENTAL_LEAVE, c, False) for c in (
        'The primary caregiver receives 16 weeks of leave at 80% of base salary.',
        'Secondary caregiver leave may be split into up to three blocks of at least one week each.',
        'Employees must notify HR at least 60 days before parental leave begins.',
        'Secondary caregivers may also work a reduced 80% schedule at full pay for four weeks after returning.',
        'Employees at the Cambridge, Massachusetts lab who work rotating shifts may request a fixed day schedule '
        'for up to twelve months after return.',
        'If both parents work at Redfern, they must share a single 16-week entitlement.',
        'Redfern pays a one-off $2,000 adoption assistance grant in addition to parental leave.',
    )],
    'hybrid working': [(B61_HYBRID_WORKING, c, True) for c in (
        'An employee who is still on probation cannot yet work from home under the hybrid arrangement.',
        'Over a full year, the broadband contribution adds up to £180 before tax.',
        'Bristol claims contact centre staff have to be on site for a minimum of four days each week.',
        'A desk bought with the £300 home office allowance belongs to the employee rather than the company.',
        'On days you work from home, you need to be working between 10 am and 3 pm.',
        'Working from Spain for eight working days in a year is possible, provided Priya Nandakumar approves it '
        'in advance.',
        'An employee who is on leave on a Tuesday does not have to come into the office for team day.',
    )] + [(B61_HYBRID_WORKING, c, False) for c in (
        'Office-based employees may work from home for up to three days per week.',
        'Working from another country is allowed for up to 20 working days in any calendar year.',
        'The broadband contribution of £15 per month is paid tax-free.',
        'All employees must attend the office every Friday for team days.',
        'Equipment bought with the home office allowance must be returned to the company when the employee leaves.',
        'Any office-based employee who has passed probation is entitled to work from home two days a week.',
        'Managers may withdraw hybrid arrangements without notice if performance concerns arise.',
    )],
    'learning budget': [(B61_LEARNING_BUDGET, c, True) for c in (
        'Any learning budget left unspent on 30 June is lost rather than carried into the next fiscal year.',
        "A $700 conference ticket needs your manager's approval before you book it.",
        'Someone who resigns eight months after finishing a $3,000 course would have to pay back $1,500.',
        'An employee made redundant six months after completing a $1,500 course does not have to repay any of it.',
        'Professional Engineers Ontario membership fees are not taken out of your learning budget.',
        'A worker on a four-month fixed-term contract has no learning budget but can still attend free in-house '
        'training in Toronto.',
        "A part-time employee's learning budget is half that of a permanent employee's standard $1,200.",
    )] + [(B61_LEARNING_BUDGET, c, False) for c in (
        'Each permanent employee has an individual learning budget of $1,200 per calendar year.',
        'Unused learning budget rolls over to the following year.',
        'Requests above $400 must be approved by Tomas Lindqvist before booking.',
        'Employees made redundant within 12 months of completing a course costing over $1,000 must repay 50% of '
        'the cost.',
        'Employees on a fixed-term contract of less than six months receive a $600 learning budget.',
        'An employee who leaves 18 months after completing a $2,000 course must repay $1,000.',
        'Paid study leave must be requested at least two weeks before the exam or course.',
    )],
}



BATCHES_58_61: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH58, **BATCH59, **BATCH60, **BATCH61,
}
