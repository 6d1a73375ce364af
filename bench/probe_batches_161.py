"""Probe batch 161, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
local council service pages (council tax, parking permits, bins, library charges, planning fees, council tax
support) and the sentences of a citizen-advice chatbot's answers about them."""

from __future__ import annotations

B161_COUNCIL_TAX = (
    'Quillmere Vale Borough Council\n'
    'Council Tax 2025/26: bands, charges and discounts\n'
    'Page last reviewed: 3 March 2025\n'
    '\n'
    'Your council tax band is set by the national valuation office based on what your home would have '
    'sold for on 1 April 1991. The charges below cover the borough, county, police and fire services. '
    'Parish precepts are added separately and vary by parish (Ashfell Cross adds £61.20 at Band D, '
    'Nettlewick St Agnes adds £38.75).\n'
    '\n'
    'Band A (up to £40,000): £1,412.60\n'
    'Band B (£40,001 to £52,000): £1,648.03\n'
    'Band C (£52,001 to £68,000): £1,883.47\n'
    'Band D (£68,001 to £88,000): £2,118.90\n'
    'Band E (£88,001 to £120,000): £2,589.77\n'
    'Band F (£120,001 to £160,000): £3,060.63\n'
    'Band G (£160,001 to £320,000): £3,531.50\n'
    'Band H (over £320,000): £4,237.80\n'
    '\n'
    'The Band D charge is 4.99% higher than in 2024/25. Bills are collected in 10 monthly instalments '
    'from April to January. If you would rather pay in 12 instalments (April to March), ask us before 15 '
    'April.\n'
    '\n'
    'Discounts and premiums\n'
    'Single person discount: if you are the only adult (aged 18 or over) living in your home, you get '
    '25% off. Full-time students, student nurses and live-in carers are not counted as adults.\n'
    'Annexes: an annexe lived in by a relative of the household in the main house gets a 50% discount.\n'
    'Care leavers: young people aged 18 to 24 who have left the care of any council and live in the '
    'borough pay nothing until their 25th birthday.\n'
    'Disabled band reduction: if your home has been adapted for a disabled resident, for example with an '
    'extra bathroom or a room used mainly by them, you are charged at the rate for the band below yours. '
    'Band A homes cannot move down a band, so they receive a reduction equal to one-ninth of the Band D '
    'charge instead.\n'
    'Empty homes: homes that are empty and unfurnished get no discount. After 2 years empty, a 100% '
    'premium applies (double the charge); after 5 years, 200% (three times the charge); after 10 years, '
    '300% (four times the charge).\n'
    'Second homes: from 1 April 2025, furnished homes that nobody lives in as their main home pay a 100% '
    'premium. A second home that is job-related accommodation is exempt from the premium but still pays '
    'the standard charge.\n'
    '\n'
    'Applying and changes\n'
    'Apply online through My Quillmere. Discounts can be backdated by up to 6 months. We review single '
    'person discounts every 2 years. You must tell us about any change that affects your discount within '
    '21 days; if you do not, we may charge a £70 penalty.'
)

B161_PARKING = (
    'Harrowdine District Council\n'
    'Resident parking permits: zones, prices and rules (2025)\n'
    '\n'
    'Controlled parking zones\n'
    'Zone H1 - Town Centre (Gallowmere Street, Bishop Lurcott Row, Tanyard Close): Monday to Saturday, '
    '8am to 8pm.\n'
    'Zone H2 - Station Quarter (Pelling Road, Trasker Avenue, Minchey Lane): Monday to Friday, 9am to '
    '5.30pm.\n'
    'Zone H3 - Fennick Hill: every day including Sundays and bank holidays, 10am to 4pm.\n'
    '\n'
    'Permit prices\n'
    'Annual resident permit prices depend on the CO2 emissions of your vehicle:\n'
    'Band 1 - 0 g/km (fully electric): £30\n'
    'Band 2 - 1 to 120 g/km: £95\n'
    'Band 3 - 121 to 180 g/km: £140\n'
    'Band 4 - over 180 g/km: £210\n'
    'A £25 surcharge is added for diesel vehicles first registered before 1 September 2015.\n'
    'Six-month permits cost 60% of the annual price. A second permit for the same household costs the '
    'annual price plus 50%. A third permit costs double the annual price and is not available in Zone '
    'H1. Households may hold a maximum of three permits, or two in Zone H1.\n'
    '\n'
    'Eligibility\n'
    'You must live at an address inside the zone and the vehicle must be registered to you at that '
    'address. Company cars are accepted with a letter from your employer dated within the last 3 months. '
    'Properties in Zone H1 built after 1 January 2019 are car-free developments and cannot get resident '
    'permits, although they may buy visitor permits.\n'
    '\n'
    'Visitor permits\n'
    'Visitor permits are sold in books of 10 daily scratchcards: £18 per book in Zones H2 and H3, and '
    '£24 per book in Zone H1. Each household can buy up to 15 books a year. Residents aged 75 or over '
    'get their first 2 books each year free.\n'
    '\n'
    'Business permits\n'
    'Businesses in Zones H2 and H3 can buy up to 2 business permits at £480 each per year. Business '
    'permits are not issued in Zone H1.\n'
    '\n'
    'Refunds and penalties\n'
    'You can cancel a permit and receive a refund for each unused full month, less a £15 admin fee, as '
    'long as at least 3 full months remain. Parking in a zone without a valid permit during controlled '
    'hours may lead to a £70 penalty charge, reduced to £35 if paid within 14 days.'
)

B161_BINS = (
    'Ossingford Borough Council\n'
    'Bin collections: days, rules and charges\n'
    '\n'
    'What we collect\n'
    'General waste: green-lidded 180-litre wheelie bin, collected every two weeks.\n'
    'Dry recycling: blue 240-litre wheelie bin, collected every two weeks, on the opposite week to '
    'general waste.\n'
    'Food waste: 23-litre kerbside caddy, collected every week.\n'
    'Garden waste: brown 240-litre bin, by annual subscription only (£52 a year, or £46 if you sign up '
    'online before 28 February). Garden waste is collected fortnightly from 3 March to 28 November. '
    'There are no garden waste collections in December, January or February.\n'
    '\n'
    'Collection days\n'
    'Monday: Brackenwold, Tilsey Green\n'
    'Tuesday: Ossingford town centre, Marrowby\n'
    'Wednesday: Quenby Ashes, Hollinsworth\n'
    'Thursday: Upper Dremm, Lower Dremm\n'
    'Friday: Cattlesby, Pennifold\n'
    '\n'
    'Put your bins out by 6.30am on collection day, but not before 7pm the evening before. Please take '
    'them back in by 9pm on collection day.\n'
    '\n'
    'Bin rules\n'
    'Lids must close fully. We do not collect side waste left next to general waste bins. Extra '
    'recycling is accepted in up to 2 clear sacks placed next to your blue bin. Do not put hot ash, '
    'nappies or garden waste in the blue bin; nappies go in general waste. Crews will not empty bins '
    'that weigh more than 70kg.\n'
    '\n'
    'Larger households\n'
    'Households with 6 or more permanent residents can apply for a 240-litre general waste bin at no '
    'charge.\n'
    '\n'
    'Replacement and new bins\n'
    'A replacement for a lost or damaged bin costs £28, unless it was damaged by our crews, in which '
    'case it is free. Developers pay £65 per property for a full set of bins for new builds.\n'
    '\n'
    'Bank holidays\n'
    'When a Monday is a bank holiday, collections from Monday to Friday that week each take place one '
    'day later, so Friday collections happen on Saturday. Christmas and New Year dates are published '
    'separately each November.\n'
    '\n'
    'Assisted collections\n'
    'If you cannot move your bins and nobody else in your household aged over 16 can do so, we can '
    'collect from your property. Assisted collections are reviewed every 3 years.\n'
    '\n'
    'Bulky waste\n'
    'We collect up to 3 bulky items for £36, with each extra item costing £9, to a maximum of 6 items '
    'per collection. Residents who receive council tax reduction pay half price.\n'
    '\n'
    'Missed bins\n'
    'Report a missed bin within 2 working days of your collection day.'
)

B161_LIBRARY = (
    'Carrowfen Libraries\n'
    'Borrowing, renewals and charges\n'
    '\n'
    'Who can join\n'
    'Membership is free for anyone who lives, works or studies in Carrowfen. You will need proof of '
    'address. Children under 16 need a parent or carer to sign their form.\n'
    '\n'
    'Loan limits and periods\n'
    'Adult cards: up to 15 items at once, of which no more than 4 can be DVDs.\n'
    "Children's cards (under 16): up to 10 items at once.\n"
    'Books, audiobooks and magazines are lent for 3 weeks. DVDs are lent for 1 week.\n'
    'You can renew an item up to 3 times online, by phone or in person, unless another customer has '
    'reserved it.\n'
    'E-books and e-audiobooks: up to 6 at a time for 14 days. They return automatically, so they never '
    'incur charges.\n'
    '\n'
    'Overdue charges\n'
    'Adult books and audiobooks: 25p per item per day, up to a maximum of £6 per item.\n'
    'DVDs: £1 per item per day, up to a maximum of £10 per item.\n'
    "Items on children's cards: no overdue charges.\n"
    'Customers aged 65 or over pay no overdue charges on books and audiobooks, but DVD charges still '
    'apply.\n'
    'If you owe £10 or more, you will not be able to borrow or renew items until your balance is below '
    '£10.\n'
    '\n'
    'Reservations\n'
    'Reserving an item held in Carrowfen libraries costs £1. Requesting an item from outside the county '
    "(inter-library loan) costs £4.50. Reservations on children's cards are free.\n"
    '\n'
    'Lost and damaged items\n'
    'You will be charged the replacement cost of the item plus a £3.50 processing fee. If you find and '
    'return a lost item within 6 months, we will refund the replacement cost but not the processing fee.\n'
    '\n'
    'Fines amnesty\n'
    'From 1 to 14 July 2025, overdue items can be returned to any branch with no charge. Charges already '
    'on your account before 1 July will not be cancelled.\n'
    '\n'
    'Printing\n'
    'Black and white A4: 15p per page. Colour A4: 60p per page.\n'
    '\n'
    'Opening hours\n'
    'Central Library, Mardle Square: Monday to Friday 9am to 7pm, Saturday 9.30am to 4pm, closed Sunday.\n'
    'Winscombe Tye and Ellowby branches: Tuesday, Thursday and Saturday, 10am to 1pm.'
)

B161_PLANNING = (
    'Wendlecombe District Council\n'
    'Planning application fees - effective from 1 April 2025\n'
    '\n'
    'Fees are set nationally and must be paid in full before we can validate your application. We aim to '
    'validate applications within 10 working days of receiving the fee and all required documents.\n'
    '\n'
    'Householder applications\n'
    'Alterations or extensions to a single house, including works within its garden: £528\n'
    'Works to two or more houses: £1,043\n'
    'Prior approval for a larger single-storey rear extension: £258\n'
    'Lawful development certificate for proposed works: half the relevant planning fee (£264 for a '
    'single house)\n'
    '\n'
    'New homes (full or outline applications)\n'
    '1 to 9 dwellings: £624 per dwelling\n'
    '10 to 50 dwellings: £668 per dwelling\n'
    'More than 50 dwellings: £33,400 plus £200 for each dwelling over 50, up to a maximum of £405,000\n'
    '\n'
    'Other applications\n'
    'Change of use of a building: £624\n'
    'Advertisements on business premises (shop signs): £165\n'
    'All other advertisements, including hoardings: £578\n'
    'Request to discharge conditions: £86 for householder applications, £298 for all others\n'
    'Non-material amendment: £43 for householder applications, £323 for all others\n'
    '\n'
    'Exemptions\n'
    'No fee is payable for works solely to provide access or facilities for a disabled person who lives, '
    'or will live, in the property. You can also make one "free go" resubmission: a revised application '
    'for the same site and type of development, by the same applicant, within 12 months of a refusal, '
    'withdrawal or decision. A second resubmission is charged in full.\n'
    '\n'
    'Pre-application advice (householder)\n'
    'Written advice only: £80\n'
    'Meeting with a planning officer plus written follow-up: £120\n'
    'Major developments: from £1,500, quoted on request.\n'
    'All pre-application fees include VAT and are not refundable.\n'
    '\n'
    'How to pay\n'
    'If you apply through the national Planning Portal, the portal adds a £70 service charge. There is '
    'no service charge if you apply and pay directly on our website.\n'
    '\n'
    'Refunds\n'
    'If your application is invalid and you choose not to complete it, we refund the fee minus a £50 '
    'administration charge. If we do not decide a valid application within 26 weeks and you have not '
    'agreed an extension of time, we refund the fee in full.'
)

B161_SUPPORT = (
    'Drummel Ferris Borough Council\n'
    'Council Tax Support 2025/26: who can get help\n'
    '\n'
    'Council Tax Support lowers the council tax bill for people on low incomes. Pension-age and '
    'working-age residents are treated differently.\n'
    '\n'
    'Pension-age claimants\n'
    'If you have reached State Pension age, your support is worked out under the national rules and can '
    'reduce your bill by up to 100%. You cannot get support if you have savings over £16,000.\n'
    '\n'
    'Working-age claimants\n'
    'Working-age support uses an income band scheme. Your band depends on the weekly net income of your '
    'household and who lives with you:\n'
    'Band 1 - 85% reduction: up to £120 (single person), up to £180 (couple), up to £250 (household with '
    'children)\n'
    'Band 2 - 60% reduction: £120.01 to £200 (single person), £180.01 to £260 (couple), £250.01 to £350 '
    '(with children)\n'
    'Band 3 - 35% reduction: £200.01 to £280 (single person), £260.01 to £340 (couple), £350.01 to £450 '
    '(with children)\n'
    'Income above Band 3: no support.\n'
    'The highest reduction for working-age claimants is 85%, so everyone of working age pays something. '
    'You cannot get working-age support if you have savings over £10,000.\n'
    '\n'
    'What counts as income\n'
    'We ignore child benefit, disability benefits, war pensions and the first £25 a week of earnings. '
    'Maintenance paid for your children is also ignored. Most other income, including pensions and '
    'student loans for living costs, is counted.\n'
    '\n'
    'Other adults in your home\n'
    'If another adult aged 18 or over lives with you and works 16 hours or more a week, we deduct £5 a '
    'week from your support. No deduction is made if you or your partner are registered blind.\n'
    '\n'
    'Larger homes\n'
    'For homes in Bands E to H, support is worked out as if the property were in Band D.\n'
    '\n'
    'Exceptional hardship payments\n'
    'If you still cannot afford your bill, you can apply for an exceptional hardship payment of up to '
    '£300 per financial year. You must apply within one calendar month of the date on your bill.\n'
    '\n'
    'Backdating and changes\n'
    'Claims can be backdated by up to 3 months if you had a good reason for not claiming sooner. You '
    'must tell us about changes in your income or household within 21 days.'
)

BATCHES_161 = {
    'council tax quillmere': [(B161_COUNCIL_TAX, c, True) for c in (
        'Including the Ashfell Cross parish precept, a Band D home there pays £2,180.10 for the year.',
        'If nobody else aged 18 or over lives with you, your council tax bill is reduced by a quarter.',
        'The Band H charge is exactly double the Band D charge.',
        'Moving from Band D to Band E adds £470.87 to the yearly bill.',
        'Spread over the usual ten instalments, the Band D charge of £2,118.90 works out at £211.89 a month.',
        'A house that has been empty and unfurnished for six years is billed at three times the normal '
        'charge.',
        'A Band A home adapted for a disabled resident gets a reduction of about £235.43, which is one-ninth '
        'of the Band D figure.',
    )] + [(B161_COUNCIL_TAX, c, False) for c in (
        'Full-time students living with you count as adults, so they stop you getting the single person '
        'discount.',
        'Unless you ask otherwise, your bill is split into 12 monthly payments from April to March.',
        'A home that has been empty and unfurnished for 18 months already pays double the normal charge.',
        'Any annexe that is lived in gets a 50% discount, whoever occupies it.',
        'You can have a discount backdated by up to 12 months.',
        'A second home that is job-related accommodation pays no council tax at all.',
        'Care leavers living in the borough get a 50% discount until they turn 25.',
    )],
    'parking permits harrowdine': [(B161_PARKING, c, True) for c in (
        'In the Station Quarter zone, restrictions only apply on weekdays, from 9am until half past five.',
        'A year-long permit for a fully electric car is £65 cheaper than one for a car emitting 110 g/km.',
        'A six-month permit for a car in the 121 to 180 g/km band costs £84.',
        'A diesel first registered in 2013 with emissions above 180 g/km would cost £235 for an annual '
        'permit.',
        'In Zone H2, each visitor scratchcard works out at £1.80 a day.',
        'A household on Gallowmere Street can hold no more than two resident permits.',
        'If you pay a £70 penalty charge within two weeks, you only pay half of it.',
    )] + [(B161_PARKING, c, False) for c in (
        'Zone H3 controls on Fennick Hill run Monday to Saturday only.',
        'The £25 surcharge applies to diesel vehicles first registered after 1 September 2015.',
        'Six-month permits cost half the annual price.',
        'A third permit is available in every zone at double the annual price.',
        'Residents aged 65 or over get their first 2 visitor books each year free.',
        'Homes in Zone H1 built after 1 January 2019 cannot get resident permits or visitor permits.',
        'You can get a refund on a cancelled permit as long as at least one full month remains.',
    )],
    'bin collections ossingford': [(B161_BINS, c, True) for c in (
        'Food caddies are emptied weekly, whereas general waste and recycling are each picked up every other '
        'week.',
        'Subscribing to garden waste online before 28 February saves you £6 on the yearly price.',
        'Bins in Marrowby are emptied on a Tuesday.',
        'Having five bulky items taken away costs £54.',
        'A resident who receives council tax reduction would pay £18 to have three bulky items collected.',
        'In a week where Monday is a bank holiday, the Pennifold collection moves to Saturday.',
        'The blue recycling bin holds 60 litres more than the standard general waste bin.',
    )] + [(B161_BINS, c, False) for c in (
        'You may put your bins out from 6pm the evening before collection.',
        'Upper Dremm and Lower Dremm have their bins collected on Wednesdays.',
        'A replacement bin costs £28, even if our crews damaged the old one.',
        'Any amount of extra recycling left in clear sacks beside the blue bin will be collected.',
        'Garden waste is collected every fortnight throughout the year.',
        'Households with 5 or more permanent residents can apply for a 240-litre general waste bin at no '
        'charge.',
        'Missed bins must be reported within 5 working days of the collection day.',
    )],
    'library charges carrowfen': [(B161_LIBRARY, c, True) for c in (
        'An adult can have fifteen items out at once, but only four of them can be DVDs.',
        'An adult under 65 who returns a book ten days late will owe £2.50.',
        'Even if an adult book is a month overdue, the charge for it will not go above £6.',
        'Reserving a book from outside the county costs £3.50 more than reserving one held in Carrowfen.',
        'A 70-year-old who returns a DVD three days late would still be charged £3.',
        'The Ellowby branch is open for three hours on each of its three opening days.',
        'Returning an overdue book in the first fortnight of July 2025 adds no charge, but charges already '
        'on your account before July stay.',
    )] + [(B161_LIBRARY, c, False) for c in (
        'Children under 16 can borrow up to 15 items at a time.',
        'DVDs can be borrowed for 3 weeks, the same as books.',
        'Customers aged 65 or over pay no overdue charges on any items.',
        'You cannot borrow or renew once you owe £5 or more.',
        'If you return a lost item within 6 months, you get a full refund including the £3.50 processing fee.',
        'The Central Library in Mardle Square opens at 9am on Saturdays.',
        'You can renew an item up to 3 times even if another customer has reserved it.',
    )],
    'planning fees wendlecombe': [(B161_PLANNING, c, True) for c in (
        'An application for a shop sign costs £413 less than one for a hoarding.',
        'A full application for eight new homes would cost £4,992.',
        'An application for 60 homes would carry a fee of £35,400.',
        'A householder meeting with a planning officer costs £40 more than getting written advice alone.',
        'You pay nothing if the works are only to give a disabled resident access to the home.',
        'Applying and paying on the council website avoids the £70 charge that the Planning Portal adds.',
        'You get all your money back if a valid application goes undecided for 26 weeks without you agreeing '
        'to extra time.',
    )] + [(B161_PLANNING, c, False) for c in (
        'A lawful development certificate for proposed works to a single house costs the full £528.',
        'You can resubmit free of charge as many times as needed within 12 months of a refusal.',
        'A shop sign on business premises requires a £578 fee.',
        'If your application is invalid, the council refunds the whole fee.',
        'The council aims to validate applications within 5 working days.',
        'Pre-application advice for major developments costs a flat £1,500.',
        'For schemes of more than 50 homes, each additional dwelling adds £668 to the fee.',
    )],
    'tax support drummel': [(B161_SUPPORT, c, True) for c in (
        'A single working-age claimant with weekly net income of £150 would get 60% off the bill.',
        'A working-age couple with a weekly net income of £300 would get a 35% reduction.',
        'Claimants of working age always pay at least 15% of their council tax.',
        'Pension-age claimants can have £6,000 more in savings than working-age claimants before support is '
        'ruled out.',
        'If you live in a Band F home, your support is calculated on the Band D amount.',
        'A working-age family with children and a weekly net income of exactly £250 qualifies for the 85% '
        'reduction.',
        'If your adult son lives with you and works 20 hours a week, your support is cut by £5 a week, '
        'unless you or your partner are registered blind.',
    )] + [(B161_SUPPORT, c, False) for c in (
        'A working-age claimant with £12,000 in savings can still get support.',
        'A single person with a weekly net income of exactly £120 gets a 60% reduction.',
        'Pension-age claimants can get no more than 85% off their bill.',
        'The £5 weekly deduction applies for any other adult living with you, whatever hours they work.',
        'A working-age couple with a weekly net income of £200 would get a 35% reduction.',
        'Exceptional hardship payments of up to £300 a month are available.',
        'Maintenance you receive for your children counts as income.',
    )],
}
