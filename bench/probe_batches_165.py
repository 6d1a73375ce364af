"""Probe batch 165, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
school and nursery information pages (term dates, fees, uniform, clubs, admissions) and parent-chatbot claims."""

from __future__ import annotations

B165_BRACKENHOLT = (
    'Brackenholt Vale Primary School\n'
    'Term Dates 2025-26 and Wraparound Care\n'
    '\n'
    'Term dates for pupils\n'
    '| Term | Pupils start | Half term | Pupils finish |\n'
    '| Autumn 2025 | Wednesday 3 September | Mon 27 Oct - Fri 31 Oct | Friday 19 December |\n'
    '| Spring 2026 | Tuesday 6 January | Mon 16 Feb - Fri 20 Feb | Friday 27 March |\n'
    '| Summer 2026 | Monday 13 April | Mon 25 May - Fri 29 May | Wednesday 22 July |\n'
    '\n'
    'Staff training (INSET) days, when school is closed to pupils: Monday 1 and Tuesday 2 September 2025; '
    'Friday 28 November 2025; Monday 5 January 2026; Monday 1 June 2026. The school is also closed on Monday '
    '4 May 2026 for the May bank holiday. On the last day of each term, pupils finish at 1:30pm.\n'
    '\n'
    'Early Larks Breakfast Club\n'
    'Runs in the school hall from 7:45am to 8:40am, when staff walk children to their classrooms. Last admission '
    'is 8:15am so that everyone has time to eat. Each session costs £4.50 and includes cereal, toast, fruit and '
    'a drink. Sessions must be booked on Kestrelpay by noon on the Friday of the previous week; unbooked children '
    'can only be accepted if space allows, at £5.50 per session.\n'
    '\n'
    'The Owl Room (after-school club)\n'
    'Open from 3:15pm, with a choice of two sessions:\n'
    '| Session | Finish | Price |\n'
    '| Short | 5:00pm | £8.00 |\n'
    '| Long | 6:00pm | £11.50 |\n'
    'A light tea is served at 4:15pm in both sessions. Children collected after 6:00pm incur a late fee of £5 for '
    'each 10 minutes, or part of 10 minutes. The Owl Room does not run on INSET days or on the last day of any '
    'term.\n'
    '\n'
    'Sibling discount: a 10% reduction applies to the second and any further child from the same family booked '
    'into the Owl Room on the same day. It does not apply to breakfast club.\n'
    '\n'
    "Cancellations: sessions cancelled with at least 48 hours' notice are credited to your Kestrelpay account; "
    'later cancellations are charged in full.\n'
    '\n'
    'Questions about clubs: please contact our wraparound lead, Mrs Tamsin Quarrendon, on 01632 480 915.'
)

B165_QUILLMOOR = (
    'Little Quillmoor Nursery - Fees and Funding 2025/26\n'
    'Caring for children from 9 months to 5 years | Open Monday to Friday, 8:00am-6:00pm, 51 weeks a year\n'
    '\n'
    'Session prices (from 1 September 2025)\n'
    '| Session | Under 2s | 2 years and over |\n'
    '| Morning, 8:00am-1:00pm (includes lunch) | £41.00 | £38.00 |\n'
    '| Afternoon, 1:00pm-6:00pm (includes tea) | £39.00 | £36.00 |\n'
    '| Full day, 8:00am-6:00pm (lunch and tea) | £74.00 | £68.00 |\n'
    '\n'
    'Children move to the 2 years and over rate from the first of the month after their second birthday. '
    'A minimum of two sessions a week must be booked.\n'
    '\n'
    'Sibling discount: where two or more brothers and sisters attend at the same time, 8% is taken off the fees '
    'of the older child (or children). The discount is not applied to funded hours or to the consumables charge.\n'
    '\n'
    'Government-funded hours: all 3- and 4-year-olds are entitled to 15 hours a week, and eligible working '
    'families with 3- and 4-year-olds can claim up to 30 hours. Funding covers 38 weeks a year; alternatively '
    'you may stretch it across 51 weeks at roughly 11 hours a week (15-hour entitlement). A consumables charge '
    'of £6.50 per funded day covers meals, nappies and outings. This charge is optional, and parents who decline '
    'it provide their child with meals from home.\n'
    '\n'
    'Closures: the nursery closes between Christmas and New Year, from 24 December to 1 January inclusive, and '
    'no fees are charged for this period. Fees are charged as normal for bank holidays that fall on your '
    "child's booked days.\n"
    '\n'
    "Registration and deposit: a non-refundable registration fee of £60 secures your child's place on the "
    'waiting list. A deposit of £250 is payable when a start date is confirmed; it is deducted from your final '
    "month's invoice.\n"
    '\n'
    'Invoices and payment: invoices are issued monthly in advance and must be paid by the 5th of the month. If '
    'payment has not been received by the 15th, a £15 late payment fee is added. We accept bank transfer and '
    'childcare vouchers.\n'
    '\n'
    'Late collection: £1 for every minute after 6:00pm, payable on the day.\n'
    '\n'
    "Notice: one calendar month's written notice is required to reduce sessions or to leave the nursery.\n"
    '\n'
    'Nursery Manager: Ysolde Pennaker | 01632 715 224'
)

B165_CALDERMOOR = (
    'Caldermoor Hatch Preparatory School\n'
    'Fees Schedule: September 2025 - July 2026\n'
    '\n'
    'Tuition fees\n'
    '| Stage | Year groups | Per term | Per year |\n'
    '| Pre-Prep | Reception to Year 2 | £4,260 | £12,780 |\n'
    '| Lower Prep | Years 3 and 4 | £5,140 | £15,420 |\n'
    '| Upper Prep | Years 5 to 8 | £5,890 | £17,670 |\n'
    '\n'
    'Fees include lunch, morning snack, textbooks, curriculum day trips and supervised after-school prep until '
    '5:30pm. Residential trips, instrumental lessons and examination entries are charged separately.\n'
    '\n'
    'Optional extras\n'
    '- Instrumental and singing lessons: £248 per term for ten 30-minute lessons.\n'
    '- Late stay (Upper Prep only, 5:30pm-6:45pm, including supper): £14 per evening.\n'
    '- Year 6 residential week at Glasvarrow Outdoor Centre: £485.\n'
    '\n'
    'Sibling discounts (applied to the tuition fees of the younger sibling or siblings)\n'
    '| Child in school at the same time | Discount |\n'
    '| Second child | 5% |\n'
    '| Third child | 10% |\n'
    '| Fourth and subsequent children | 15% |\n'
    'Sibling discounts cannot be combined with the 10% Forces discount or with a means-tested bursary; where '
    'more than one applies, the largest single reduction will be given.\n'
    '\n'
    "Paying in advance: parents who pay the full year's fees in a single payment by 1 August 2025 receive a 2% "
    'reduction.\n'
    '\n'
    'Registration, deposits and notice: a non-refundable registration fee of £125 is due with the application '
    'form. An acceptance deposit of £1,000 secures the place and is refunded, less any amounts still owed, after '
    "the pupil leaves. A full term's notice must be given in writing to the Head; otherwise a term's fees are "
    'payable in lieu of notice.\n'
    '\n'
    'Uniform: available only from Hatch Outfitters, the school shop in the Lodge, open on Wednesdays from 8:00am '
    'to 9:30am and on the first Saturday of each month from 9:00am to 12:00pm. Pre-Prep pupils wear the '
    'bottle-green school tracksuit and do not wear blazers; from Year 3 a bottle-green blazer (£68) is required.\n'
    '\n'
    'Enquiries: Mrs Ondine Falkwright, Bursar, bursar@caldermoorhatch.example'
)

B165_FENNIMORE = (
    'Fennimore Crag Academy\n'
    'Admissions to Year 7 - September 2026\n'
    'Published Admission Number: 210 (seven forms of 30)\n'
    '\n'
    'How to apply\n'
    'Applications must be made through your home local authority using the common application form. Residents '
    "of Ashcombe Wold Council apply online through the council's admissions portal. The closing date is Friday "
    '31 October 2025. Offers will be sent by the local authority on Monday 2 March 2026 (National Offer Day). '
    'Applications received after the closing date will only be considered after all on-time applications have '
    'been ranked.\n'
    '\n'
    'Oversubscription criteria\n'
    'If there are more applications than places, after the admission of children with an Education, Health and '
    'Care Plan naming the academy, places are given in this order:\n'
    '1. Looked after and previously looked after children.\n'
    '2. Children with an exceptional medical or social need, supported by written evidence from a professional '
    'such as a doctor or social worker.\n'
    '3. Children with a sibling who will be in Years 7 to 11 at the academy in September 2026. Siblings in the '
    'sixth form do not count.\n'
    '4. Children of staff who have been employed at the academy for two years or more at the closing date.\n'
    '5. Up to 10% of places (21) for children showing aptitude in music, assessed by audition.\n'
    '6. All other children, in order of straight-line distance from the home address to the main gate on Pellow '
    "Lane, measured by the council's mapping system.\n"
    'Tie-break: where two or more children cannot be separated, places are decided by random allocation '
    'supervised by a person independent of the academy.\n'
    '\n'
    'Music aptitude audition\n'
    'Auditions take place on Saturday 27 September 2025. Families must register by Friday 12 September 2025 '
    'using the form on the academy website. Children perform one prepared piece of up to three minutes and '
    'complete a short listening test; no graded exam certificates are required.\n'
    '\n'
    'Open evening: Thursday 18 September 2025, 5:30pm-8:00pm. The Headteacher, Dr Ravenna Stroudley, will speak '
    'at 6:00pm and again at 7:00pm.\n'
    '\n'
    "Last year's figures (September 2025 entry): 412 first-preference applications for 210 places. The last place "
    'offered under the distance criterion went to a child living 2.37 miles from the gate.\n'
    '\n'
    'Appeals: appeals must be lodged within 20 school days of National Offer Day and are heard by an independent '
    'panel.'
)

B165_WEXCOMBE = (
    'Wexcombe Tarn Junior School\n'
    'Uniform Policy and Price List - updated June 2025\n'
    '\n'
    'Our uniform\n'
    '- Navy sweatshirt or cardigan with the embroidered heron logo\n'
    '- Pale blue polo shirt (plain or with logo)\n'
    '- Grey trousers, shorts, skirt or pinafore\n'
    '- Blue and white gingham dress, which may be worn throughout the summer term and from the start of the '
    'autumn term until October half term\n'
    '- Plain black school shoes with heels no higher than 3cm. Trainers are not permitted. Boots may only be worn '
    'to school on days when snow has fallen, and must be changed on arrival.\n'
    '\n'
    'PE kit\n'
    '- Plain white T-shirt, navy shorts, and plimsolls or trainers for outdoor PE\n'
    '- Pupils in Years 5 and 6 also need a plain navy tracksuit for outdoor lessons from November to February.\n'
    'PE kit should be kept in school in a named drawstring bag and taken home each Friday for washing.\n'
    '\n'
    'Jewellery, watches and hair\n'
    '- One pair of small plain stud earrings may be worn. Pupils must remove them themselves before PE; staff '
    'are not able to remove or tape earrings.\n'
    '- Ordinary watches are allowed; smartwatches and fitness trackers are not.\n'
    '- Hair longer than shoulder length must be tied back with a plain navy or black band.\n'
    '\n'
    'Price list - Merrowfield Schoolwear, Unit 4 Tollgate Yard (open Tuesday to Saturday, 9:30am-5:00pm)\n'
    '| Item | Price |\n'
    '| Logo sweatshirt | £11.75 |\n'
    '| Logo cardigan | £13.50 |\n'
    '| Polo shirts (pack of 2) | £9.00 |\n'
    '| Gingham dress | £10.50 |\n'
    '| PE T-shirt | £6.25 |\n'
    '| Book bag | £7.80 |\n'
    'Logo items are only available from Merrowfield; all other items can be bought from any shop.\n'
    '\n'
    'Second-hand uniform\n'
    'Friends of Wexcombe Tarn, our PTA, hold a pre-loved uniform sale in the hall from 3:15pm to 3:45pm on the '
    'first Friday of each half term. Items cost between 50p and £2, and all money raised goes to the Year 6 '
    "leavers' trip.\n"
    '\n'
    'Uniform support grant\n'
    'Families whose children receive free school meals can claim £40 per child, once per school year, towards '
    'uniform. Apply to the school office by 30 September.\n'
    '\n'
    "All items of uniform must be clearly labelled with your child's name."
)

B165_PELLOWYN = (
    'Pellowyn Brook Infant and Nursery School\n'
    'Information for families: classes, Nursery sessions, starting Reception and holiday club\n'
    '\n'
    'How our classes are organised (2025-26)\n'
    '| Year group | Classes | Maximum size | Adults in each class |\n'
    '| Nursery (age 3-4) | Morning and afternoon groups | 26 per session | 1 teacher and 2 early years '
    'practitioners |\n'
    '| Reception | 3 (Kingfisher, Otter, Wren) | 30 | 1 teacher and 1 teaching assistant |\n'
    '| Year 1 | 3 (Alder, Birch, Hazel) | 30 | 1 teacher; teaching assistant in the mornings |\n'
    '| Year 2 | 3 (Rowan, Willow, Cedar) | 30 | 1 teacher; teaching assistant in the mornings |\n'
    '\n'
    'Nursery sessions\n'
    'Morning group: 8:45am-11:45am. Afternoon group: 12:30pm-3:30pm. Both are covered by the universal 15 funded '
    'hours. Children with a 30-hour place attend from 9:00am to 3:00pm and stay for lunch, which costs £2.90 per '
    'day. Every child in Reception, Year 1 and Year 2 receives a hot school lunch free of charge.\n'
    '\n'
    'Starting Reception in September 2026\n'
    'Apply through Hollinsmere County Council by Thursday 15 January 2026; offers are made on Thursday 16 April '
    '2026. Our teachers visit every new child at home during the first two weeks of July. Children start with a '
    'staggered timetable:\n'
    '- Thursday 3, Friday 4, Monday 7 and Tuesday 8 September: mornings only, 9:00am-11:30am\n'
    '- Wednesday 9 to Friday 11 September: 9:00am until after lunch, at 1:00pm\n'
    '- From Monday 14 September: full days, 8:50am-3:20pm\n'
    '\n'
    'Brookside Holiday Club\n'
    'Runs during the Easter and summer holidays only (not at Christmas or in half terms), 8:00am-5:30pm, in the '
    'school hall and on the field. Open to children aged 4 to 8 who attend Pellowyn Brook, and to their brothers '
    'and sisters up to the age of 11.\n'
    '| Booking | Price |\n'
    '| Single day | £34 |\n'
    '| Full five-day week, booked together | £150 |\n'
    'Bookings must be made at least 10 days in advance through the school office. Children bring a packed lunch; '
    'snacks and drinks are provided.\n'
    '\n'
    'Head of School: Mr Alaric Fenwhistle | office@pellowynbrook.example'
)

BATCHES_165 = {
    'brackenholt term dates': [(B165_BRACKENHOLT, c, True) for c in (
        'Pupils start the autumn term on Wednesday 3 September 2025, the two days before being staff training days.',
        'Children come back after the Christmas holidays on Tuesday 6 January, as Monday 5 January is an INSET day.',
        'Booking breakfast club in advance for all five days of a school week would cost £22.50.',
        'Staying at the Owl Room until 6pm costs £3.50 more than the session that finishes at 5pm.',
        "There's no after-school club on the final day of term, when pupils go home at half past one.",
        'If you collect your child from the Owl Room at 6:20pm, a late fee of £10 will be charged.',
        'Cancel an Owl Room session two or more days ahead and the money is credited back to your Kestrelpay account.',
    )] + [(B165_BRACKENHOLT, c, False) for c in (
        'The 10% sibling discount can be used for both breakfast club and the Owl Room.',
        'Early Larks runs from 7:45am until 8:45am each morning.',
        'Pupils finish the summer term on Friday 24 July 2026.',
        'School is closed to pupils on Friday 28 November 2025 for a bank holiday.',
        'Breakfast club sessions need to be booked by noon on the Thursday of the previous week.',
        'A short Owl Room session, finishing at 5:00pm, costs £11.50.',
        'Children can be dropped off at breakfast club at any time up until 8:40am.',
    )],
    'quillmoor nursery fees': [(B165_QUILLMOOR, c, True) for c in (
        'For a child aged two or over, a full day is £6 cheaper than booking a morning and an afternoon separately.',
        'A morning session for a baby under two costs £3 more than the same session for an older child.',
        'Your child moves onto the over-2s prices from the start of the month after they turn two.',
        'You get the £250 deposit back by having it taken off your last monthly invoice.',
        'Picking your child up at ten past six would cost you an extra £10, payable that day.',
        "You won't be charged fees for the closure between Christmas Eve and New Year's Day.",
        'Parents who opt out of the £6.50 daily consumables charge need to send their child in with meals from home.',
    )] + [(B165_QUILLMOOR, c, False) for c in (
        "When siblings attend together, the 8% discount comes off the younger child's fees.",
        'The £60 registration fee is refunded once your child starts at the nursery.',
        'An afternoon session for a child under two costs £36.',
        "Bank holidays that fall on your child's booked days are not charged.",
        "Parents must give two calendar months' written notice to leave the nursery.",
        'For funded children, the consumables charge is £6.50 per week.',
        'All families with 3- and 4-year-olds can claim up to 30 funded hours a week.',
    )],
    'caldermoor prep fees': [(B165_CALDERMOOR, c, True) for c in (
        'A year in Lower Prep comes to £15,420, which is three terms at £5,140 each.',
        'Moving up from Year 4 to Year 5 raises the termly tuition fee by £750.',
        'Each 30-minute instrumental lesson works out at £24.80.',
        'A third child in the school at the same time as two older siblings gets a tenth off their tuition fees.',
        "Children from Reception up to Year 2 don't need to buy a blazer.",
        "If you don't give a full term's written notice, you'll have to pay a term's fees instead.",
        'A family eligible for both a sibling discount and the Forces discount will only receive the larger one.',
    )] + [(B165_CALDERMOOR, c, False) for c in (
        'Sibling discounts can be added on top of the 10% Forces discount.',
        'A second child at the school receives a 10% sibling discount.',
        "Paying the whole year's fees in one go by 1 September 2025 earns a 2% reduction.",
        "Sibling discounts are taken off the eldest child's tuition fees.",
        'Upper Prep pupils have to pay extra for lunch.',
        'The £1,000 acceptance deposit is non-refundable.',
        'Instrumental lessons cost £248 a term for twelve 30-minute lessons.',
    )],
    'fennimore crag admissions': [(B165_FENNIMORE, c, True) for c in (
        'There are 210 places in Year 7, organised as seven forms of thirty pupils.',
        'Up to 21 places, a tenth of the intake, can go to children with an aptitude for music.',
        'The deadline to register for the music audition falls fifteen days before the audition itself.',
        'A brother or sister who will be in the sixth form in September 2026 does not count under the sibling rule.',
        'Last year the academy received 202 more first-preference applications than it had places.',
        'Staff children only get priority if their parent had worked at the academy for at least two years '
        'by 31 October 2025.',
        "Children auditioning for a music place don't need to show any graded exam certificates.",
    )] + [(B165_FENNIMORE, c, False) for c in (
        'Applications should be sent directly to the academy by Friday 31 October 2025.',
        'Children with a sibling at the academy are prioritised above children with an exceptional medical need.',
        'Distance is measured along the shortest walking route from home to the main gate on Pellow Lane.',
        'Offers of places will be sent out on Monday 2 March 2025.',
        'Applications that arrive after the closing date are ranked together with those received on time.',
        'If two children cannot be separated, the Headteacher decides which of them is offered the place.',
        'At the audition, children perform two prepared pieces of up to three minutes each.',
    )],
    'wexcombe tarn uniform': [(B165_WEXCOMBE, c, True) for c in (
        'At Merrowfield, polo shirts come in a pack of two for £9, so each one works out at £4.50.',
        'A logo sweatshirt and a book bag bought together would cost £19.55.',
        'Gingham dresses can be worn in the summer term and in the autumn term up until October half term.',
        'The logo cardigan costs £1.75 more than the logo sweatshirt.',
        "Your child may wear an ordinary watch, but smartwatches aren't allowed.",
        "Children have to take their own earrings out before PE, because staff can't remove or tape them.",
        "The PTA's pre-loved uniform sale lasts half an hour, starting at a quarter past three.",
    )] + [(B165_WEXCOMBE, c, False) for c in (
        'Families receiving free school meals can claim £40 per child each term towards uniform.',
        'All pupils need a plain navy tracksuit for outdoor PE from November to February.',
        'School shoes may have heels of up to 5cm.',
        'Items at the PTA pre-loved uniform sale cost between 50p and £5.',
        'Applications for the uniform support grant must reach the school office by 31 October.',
        'Money raised at the second-hand uniform sale goes towards new books for the school library.',
        'Boots may be worn to school throughout the winter months, as long as they are changed on arrival.',
    )],
    'pellowyn brook infants': [(B165_PELLOWYN, c, True) for c in (
        'Reception has room for up to ninety children, split across three classes of no more than thirty.',
        'Booking a full week of holiday club saves £20 compared with paying for five single days.',
        'A morning nursery session lasts three hours, finishing at a quarter to twelve.',
        'Nursery children on a 30-hour place pay £2.90 a day for lunch, whereas pupils from Reception to Year 2 '
        'get a hot school lunch for free.',
        "Brookside Holiday Club doesn't run over Christmas or during the half-term breaks.",
        'New Reception starters do four mornings-only days before they begin staying until after lunch.',
        'In Years 1 and 2, the teaching assistant is only in class during the mornings.',
    )] + [(B165_PELLOWYN, c, False) for c in (
        'Each Reception class has a teacher and two early years practitioners.',
        'Any child up to the age of 11 can book a place at Brookside Holiday Club.',
        'The afternoon nursery group finishes at 3:00pm.',
        'The holiday club is open from 8:00am to 6:00pm.',
        'Lunch is provided for children attending the holiday club.',
        'Reception children start full school days from Wednesday 9 September 2026.',
        'Classes are capped at 30 pupils because of the size of the classrooms.',
    )],
}
