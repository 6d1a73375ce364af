"""Probe batch 128, written by a helper agent that saw neither the code nor an earlier probe (session 59), on six
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B128_GARDENWASTE = (
    'Question: How much does Harrowfield District Council charge for garden waste collection in 2025, and when are '
    'bins emptied? Passage 1: Harrowfield District Council, Garden waste collection page, updated 14 January 2025. '
    "The council's subscription garden waste service runs fortnightly from 3 March to 28 November 2025; there are "
    'no collections in December, January or February. A subscription costs £52 per bin for the 2025 season, or £46 '
    'if you sign up before 28 February 2025. Households receiving council tax reduction pay half the standard '
    'price. Each household may hold up to three subscriptions. We accept grass cuttings, hedge trimmings, leaves, '
    'flowers and small branches up to 10 cm in diameter. We cannot take soil, turf, rubble, food waste or Japanese '
    'knotweed, and extra bags left beside the bin will not be collected. Bins must be at the kerbside by 7am on '
    'collection day. Your permit sticker will be posted within 10 working days of payment. Please report a missed '
    'collection within 2 working days. Passage 2: Harrowfield Gazette, 22 January 2025. Garden waste charge jumps '
    'to £52, by Megan Astley. Harrowfield residents will pay £52 to have their garden waste bin emptied this year, '
    'up from £45 in 2024. Cllr Dennis Okafor, cabinet member for environment, said the increase reflected higher '
    'fuel costs and the leasing of six new collection vehicles. Last year 18,400 households, about 41 per cent of '
    "the district, subscribed. Opposition leader Cllr Rachel Penhallow called the rise 'a tax on gardeners' and "
    'said it would push people towards bonfires. The Gazette also understands that from April, crews based at the '
    'Tillbury depot will move collections in Ashcombe and Little Wenning from Tuesdays to Thursdays. Passage 3: '
    'Harrowfield Green Fingers forum, post by compostqueen, 5 March 2025. First brown bin pickup of the year in '
    'Ashcombe was yesterday, Tuesday 4 March, so no switch to Thursdays yet. Heads up: the early-bird deal really '
    'did end on 28 February; my neighbour paid on 1 March and was charged the full £52. My sticker arrived within '
    "a week. Reply from hedgehog_hal: Don't confuse this with bulky waste, which is a separate service at £28 for "
    'up to three items.'
)

B128_LIBRARY = (
    'Question: How many books can a postgraduate borrow from the University of Kelmarsh library, and are there '
    'fines for late returns? Passage 1: University of Kelmarsh Library Services, Borrowing rules 2024-25, '
    'published 2 September 2024. Undergraduates may borrow up to 15 items at a time, taught postgraduates up to '
    '25, and research postgraduates and staff up to 40. Standard loans last three weeks and are renewed '
    'automatically up to 10 times unless another reader requests the item. Short loans, marked with a red spine '
    'label, are issued for 48 hours and cannot be renewed. There are no fines on standard loans. However, if a '
    'requested item is recalled and not returned within 7 days of the recall notice, a charge of £1 per day '
    'applies, up to £20 per item. Overdue short loans are charged at 50p per hour, up to £10 per item. Borrowing '
    'rights are suspended when outstanding charges exceed £15. Lost items are charged at replacement cost plus a '
    '£10 administration fee. Graduates of the university may join as external members for £60 a year and borrow up '
    'to 5 items. Passage 2: The Kelmarsh Courier, 19 September 2024, by Tomasz Wierzbicki. Library scraps late '
    'fines. Students returning this term will no longer pay fines on standard loans, after a year-long pilot at '
    'the Hartley Science Library in 2023-24. Dr Annika Bell, Head of Library Services, said 94 per cent of items '
    'in the pilot came back within a week of their due date. Fines had been 20p per day; in 2022-23 the library '
    'collected £38,000 in fines. From 7 October the main Aldous Library will open 24 hours a day during term, '
    'except on Saturday nights, when it will close at midnight. Passage 3: PhD Survival Notes blog, by Graham '
    'Oduya, 10 January 2025. As a research student I can have 40 books out, which is plenty. Interlibrary loans '
    'are a separate allowance: research postgraduates get 10 free requests per year and pay £3 for each one after '
    'that, while taught postgraduates get 5 free. Warning: I ignored two recall notices in November and my '
    'borrowing was frozen when my charges hit £16. Over the winter vacation, 16 December to 5 January, the Aldous '
    'Library went back to opening from 8am to 10pm.'
)

B128_MUSEUM = (
    'Question: How much are tickets for the Carrow Bay Maritime Museum, and is there a family discount? Passage 1: '
    'Carrow Bay Maritime Museum, Plan your visit page, accessed 3 April 2025. The museum is open Tuesday to '
    'Sunday, 10:00 to 17:00, with last entry at 16:00. We are closed on Mondays except bank holidays. Adult '
    '£14.50; concessions (over-65s, students and jobseekers) £11; children aged 5 to 16 £7; under-5s free. A '
    'family ticket for two adults and up to three children costs £38. Book online and save 10% on all admission '
    'tickets. Full-price tickets can be turned into a 12-month pass free of charge on the day of your visit. '
    'Carers accompanying a disabled visitor are admitted free. Groups of 15 or more pay £12 per adult. Our special '
    'exhibition, Salt and Sail: The Herring Years, runs until 31 August 2025 and costs an extra £4 per person; '
    'under-5s go free. Passage 2: Carrow Bay Advertiser, 12 March 2025, by Lorna Fitch. The Maritime Museum put '
    'its adult ticket up from £12 to £14.50 on 1 March, its first price rise since 2019. Director Samuel '
    'Achterberg said the museum welcomed 86,000 visitors in 2024, up from 71,000 in 2023, and that the extra '
    'income would go towards repairing the lightship Merrow, which needs £1.2 million of hull work. The town '
    'council currently gives the museum £250,000 a year, but that grant will be cut by 20 per cent from April '
    '2026. Free Fridays, when Carrow Bay residents get in free on the first Friday of each month with proof of '
    'address, will continue. Passage 3: Review on the CoastTrips forum by coastal_dad_77, 20 April 2025. Came with '
    'my wife and our three kids, aged 4, 8 and 11. Booked the family ticket online and paid £34.20, so the web '
    'discount is worth having. Be aware the family ticket does not include Salt and Sail; we paid £16 extra for '
    'the four of us over five. The cafe is expensive, but the Merrow was the highlight for us.'
)

B128_SWIMMING = (
    'Question: When can adults go lane swimming at Brindle Vale Leisure Centre on weekdays? Passage 1: Fenmoor '
    'Active, Brindle Vale Leisure Centre swimming timetable, effective from 6 January 2025. The main pool is 25 '
    'metres long with six lanes, split into slow, medium and fast. Lane swimming runs Monday to Friday from 06:30 '
    'to 09:00 and from 12:00 to 13:30. In the evenings there is lane swimming on Mondays and Wednesdays from 19:30 '
    'to 21:30, and on Tuesdays and Thursdays from 20:00 to 21:30, after Aqua Fit from 19:00 to 20:00. Friday '
    'evening is a family fun session with the inflatable from 17:30 to 19:30, and there is no lane swimming. At '
    'weekends, lane swimming is on Saturdays from 07:30 to 10:00; Sunday from 08:00 to 12:00 is general swimming '
    'only. The learner pool is closed Monday to Thursday from 16:00 to 19:00 for swimming lessons. Prices: adult '
    'swim £5.20, concessions £3.60, members free. Under-5s swim free with a paying adult, maximum two under-5s per '
    'adult. Passage 2: Brindle Vale Echo, 28 February 2025, by Imran Sadler. The pool at Brindle Vale Leisure '
    'Centre will close for three weeks from 14 April so that its filtration system can be replaced at a cost of '
    "£340,000. It is due to reopen on 5 May. During the closure members can use Fenmoor Active's Kingsmere Pool, "
    'four miles away, at no extra charge. Centre manager Jo Prendergast said that from reopening, Tuesday and '
    'Thursday morning lane sessions will start half an hour earlier, at 06:00. The centre recorded 212,000 swim '
    'visits last year. Passage 3: Lengths and Laps blog, by Harriet Moss, 12 May 2025. Back in the water at '
    'Brindle Vale, and the new 06:00 start on Tuesdays and Thursdays is a gift for early birds. One catch: for the '
    'summer term the Wednesday lunchtime session has been cut to 12:00 to 13:00 because a local school has booked '
    'the pool. The water also feels warmer; the board says 29 degrees. The fast lane is at its busiest around '
    '07:30.'
)

B128_PASSPORT = (
    'Question: How do I renew my Corvanian passport, and how long will it take? Passage 1: Corvanian Civil '
    'Registry Office (CRO), Renewing an adult passport, updated 1 February 2025. You can renew online if you are '
    '18 or over, your current passport was issued when you were 16 or older, and it expired less than five years '
    'ago. The fee is 85 florins online or 97 florins with the paper form. Standard processing takes up to four '
    'weeks. A fast-track service returns your passport within one week for an additional 120 florins; it is '
    'available by appointment only at the regional offices in Velmora, Tarsk and Ostrava Nova. Adult passports are '
    'valid for 10 years; passports for children under 16 are valid for 5 years and cost 52 florins. Your photo '
    'must have been taken within the last month, and online applicants need a digital photo code from an approved '
    'booth. You must send us your old passport, which will be returned to you cancelled. Passage 2: Velmora Daily '
    'Herald, 6 March 2025, by Petra Lindqvist-Horvat. Some 140,000 passport applications are stuck in the system, '
    'and the average wait has stretched to six weeks. Officials blame the new biometric chip system introduced in '
    'January 2025. Interior Minister Aurel Danescu has promised 200 extra staff by June. The Tarsk regional office '
    'is closed for refurbishment until 30 April, so fast-track appointments are available only in Velmora and '
    'Ostrava Nova until then. The CRO issued 1.3 million passports last year. Passage 3: CorvaniansAbroad forum, '
    'post by m_stoica, 2 April 2025. I live in Dunmere and renewed through the embassy: 85 florins plus a '
    '30-florin courier fee, and it took nine weeks door to door. My brother could not use the online service '
    'because his passport had expired six years ago, so he had to make a full first-time application with an '
    "interview. Reply from lenka_v: Children's passports cannot be renewed online at all; you need the paper form."
)

B128_ENERGYGRANT = (
    'Question: Could our village hall get a grant for solar panels from the Glenarrow Community Energy Fund? '
    'Passage 1: Northvale Energy Partnership, Glenarrow Community Energy Fund round 3 guidance, published 10 June '
    '2025. Round 3 has £1.8 million to award. Grants of £5,000 to £75,000 are open to not-for-profit community '
    'groups, parish councils, charities and community interest companies in the Glenarrow district. A grant can '
    'cover up to 80% of eligible project costs; the remaining 20% must come from the applicant, and up to half of '
    'that contribution may be in the form of volunteer time. Eligible projects include solar panels, heat pumps, '
    'battery storage and insulation of community buildings. We cannot fund private homes, projects that have '
    'already started, or electric vehicles and charging points. Applicants must own their building or hold a lease '
    'with at least 10 years left to run. The deadline is 5pm on 19 September 2025, and decisions will be made by '
    'mid-December. Funded projects must be completed within 18 months of the award. We strongly recommend a '
    'pre-application call with our grants officer, Fiona Greaves. Passage 2: Glenarrow Gazette, 2 July 2025, by '
    'Callum Reid. Round 2 of the fund, in 2024, shared £1.2 million between 23 projects from 61 applications. The '
    'largest award, £75,000, went to Kirkbride Village Hall for solar panels and a battery, which are expected to '
    'cut its energy bills by £4,200 a year. Partnership chair Moira Thackeray said the round 3 pot was half as '
    'large again as round 2. The fund is paid for by community benefit payments from Ardcross Renewables, which '
    'operates the Brackenridge wind farm. Passage 3: Glenarrow Village Halls Network blog, post by Alan Whitcombe, '
    'treasurer of Stenhope Village Hall, 28 July 2025. We were turned down in round 2 because our lease had only '
    'seven years left. We have now agreed a new 15-year lease with the parish council and will reapply in round 3 '
    'for our £38,000 solar scheme. Fiona Greaves was very helpful on the phone.'
)

BATCHES_128 = {
    'garden waste collection': [(B128_GARDENWASTE, c, True) for c in (
        'Subscribing early, before 28 February 2025, brought the cost of a garden waste bin down by £6.',
        'At the standard rate, the 2025 garden waste subscription costs £7 more than residents paid in 2024.',
        'A Harrowfield household that receives council tax reduction is charged £26 for a bin, half the standard '
        'price.',
        'Bins are emptied every other week between early March and late November, and the service takes a break '
        'over December, January and February.',
        'Branches can go in the garden waste bin as long as they are no more than 10 cm across.',
        'Around two in five Harrowfield households, some 18,400, signed up for the garden waste service in 2024.',
        'According to Cllr Dennis Okafor, the higher charge was driven by rising fuel costs and the lease of six '
        'new collection vehicles.',
    )] + [(B128_GARDENWASTE, c, False) for c in (
        'Each household in Harrowfield can hold up to four garden waste subscriptions.',
        'Garden waste bins have to be at the kerbside by 6am on the day of collection.',
        'Cllr Dennis Okafor described the garden waste price rise as a tax on gardeners.',
        'From April, garden waste collections in Ashcombe and Little Wenning are moving from Thursdays to Tuesdays.',
        "The council's separate bulky waste service costs £28 per item.",
        'The Harrowfield Gazette reports that garden waste is the most popular paid service the council offers.',
        'Cllr Dennis Okafor said the increase was needed to fund a pay rise for the collection crews.',
    )],
    'library borrowing rules': [(B128_LIBRARY, c, True) for c in (
        'Taught postgraduates at Kelmarsh can borrow ten more items at a time than undergraduates.',
        'A standard loan runs for three weeks and is renewed automatically as many as ten times, provided no other '
        'reader has asked for the item.',
        'Books with a red label on the spine can be borrowed for only two days and cannot be renewed.',
        'Keeping a recalled item for more than a week after the recall notice costs a pound a day, capped at £20 '
        'for each item.',
        'Kelmarsh graduates can pay £60 a year for external membership, which allows them to borrow five items.',
        'Late fines on standard loans, previously 20p a day, were dropped after a pilot at the Hartley Science '
        'Library in 2023-24.',
        'A research postgraduate who makes 12 interlibrary loan requests in a year would pay £6 for them in total.',
    )] + [(B128_LIBRARY, c, False) for c in (
        'Overdue short loans at Kelmarsh are charged at £1 per hour, up to £10 per item.',
        'Research postgraduates at Kelmarsh can borrow up to 25 items at a time.',
        'Borrowing rights are suspended once a reader owes more than £10.',
        'From October the Aldous Library opens around the clock during term, Saturday nights included.',
        'Dr Annika Bell said that dropping fines had reduced the number of books lost each year.',
        'Taught postgraduates receive 10 free interlibrary loan requests a year.',
        'The £38,000 collected in fines in 2022-23 was spent on new books for the Hartley Science Library.',
    )],
    'museum ticket prices': [(B128_MUSEUM, c, True) for c in (
        'Since the March 2025 increase, an adult ticket at the Carrow Bay Maritime Museum costs £2.50 more than '
        'before.',
        'Apart from bank holidays, the Carrow Bay Maritime Museum does not open on Mondays.',
        "The museum's visitor numbers went up by 15,000 from 2023 to 2024.",
        'With the 10% online discount, a family ticket comes to £34.20.',
        'Anyone paying full price can convert their ticket into a year-long pass on the day at no extra cost.',
        'Entry to Salt and Sail, on until the end of August 2025, costs £4 on top of admission, with children '
        'under five admitted free.',
        'On the first Friday of every month, Carrow Bay residents with proof of address can visit the museum '
        'without paying.',
    )] + [(B128_MUSEUM, c, False) for c in (
        'Last entry to the Carrow Bay Maritime Museum is at 16:30.',
        'Concession tickets for over-65s, students and jobseekers cost £12.',
        "The museum's family ticket admits two adults and as many as four children.",
        "The town council's £250,000 annual grant to the museum will be cut by a quarter from April 2026.",
        'Samuel Achterberg said the price rise was needed because visitor numbers had fallen.',
        "The lightship Merrow is the museum's most visited exhibit.",
        "The ticket price rise will cover the full £1.2 million cost of the Merrow's hull repairs.",
    )],
    'swimming timetable': [(B128_SWIMMING, c, True) for c in (
        'On Monday and Wednesday evenings, lane swimming at Brindle Vale lasts two hours, from 7.30pm to 9.30pm.',
        'Instead of lane swimming, Friday evenings at the pool are given over to a family fun session with an '
        'inflatable.',
        'A concession swim costs £1.60 less than a standard adult swim.',
        'The pool was scheduled to shut for three weeks from 14 April 2025 so that its filtration system could be '
        'replaced, a job costing £340,000.',
        'Since the pool reopened, Tuesday and Thursday morning lane sessions begin at 6am, thirty minutes earlier '
        'than before.',
        'While Brindle Vale was closed, members could swim at Kingsmere Pool, about four miles away, without '
        'paying extra.',
        'A paying adult can bring as many as two children under five to swim for free.',
    )] + [(B128_SWIMMING, c, False) for c in (
        'The main pool at Brindle Vale Leisure Centre has eight lanes.',
        'Lane swimming is available on Sunday mornings from 08:00 to 12:00.',
        'Aqua Fit takes place on Monday and Wednesday evenings from 19:00 to 20:00.',
        'The Brindle Vale pool was due to reopen on 12 May 2025 after the filtration work.',
        'The Wednesday lunchtime lane session was cut to one hour because of low attendance.',
        'Jo Prendergast said the old filtration system was more than 30 years old.',
        "The 212,000 swim visits recorded last year were the most in the centre's history.",
    )],
    'Corvanian passport renewal': [(B128_PASSPORT, c, True) for c in (
        'Renewing a Corvanian passport with the paper form costs 12 florins more than renewing online.',
        'An adult whose Corvanian passport ran out more than five years ago is not eligible to renew online.',
        'An adult Corvanian passport stays valid for twice as long as one issued to a child under 16.',
        "By March 2025 the average wait had reached six weeks, two weeks longer than the CRO's standard processing "
        'time.',
        'While the Tarsk office was being refurbished, fast-track appointments could only be had in Velmora and '
        'Ostrava Nova.',
        'Including the courier fee, the forum user who renewed from Dunmere paid 115 florins.',
        'The photo used for a passport renewal can be no more than a month old.',
    )] + [(B128_PASSPORT, c, False) for c in (
        'The fast-track service returns a Corvanian passport within two weeks.',
        'Officials blamed the passport backlog on a shortage of staff at the Civil Registry Office.',
        "Children's Corvanian passports can be renewed online for 52 florins.",
        "The Civil Registry Office keeps and destroys the applicant's old passport.",
        'The new biometric chip system was introduced in January 2024.',
        'The 1.3 million passports issued last year were a record for the Civil Registry Office.',
        'Fast-track appointments can be booked through the CRO website.',
    )],
    'community energy grant': [(B128_ENERGYGRANT, c, True) for c in (
        'At £1.8 million, round 3 of the fund is £600,000 bigger than the total shared out in round 2.',
        'Of the 61 applications made in round 2 of the Glenarrow fund, 38 did not receive a grant.',
        'Applicants have to find at least a fifth of the project cost themselves, and as much as half of that '
        'share can be volunteer time.',
        "For Stenhope Village Hall's £38,000 solar scheme, a grant could cover at most £30,400.",
        'Kirkbride Village Hall received £75,000 in round 2, the same as the largest grant available in round 3.',
        'Stenhope Village Hall, turned down in round 2 because its lease had just seven years to run, now has a '
        '15-year lease, longer than the ten-year minimum.',
        'Round 3 applications must be in by 5pm on 19 September 2025, and decisions are due by the middle of December.',
    )] + [(B128_ENERGYGRANT, c, False) for c in (
        'A Glenarrow Community Energy Fund grant can cover up to 90% of eligible project costs.',
        'Electric vehicle charging points at community buildings are eligible for funding.',
        "Kirkbride Village Hall's solar panels and battery are expected to save £4,200 a month on energy bills.",
        'Moira Thackeray said the round 3 pot was double the size of round 2.',
        'Fiona Greaves personally assesses every application to the fund.',
        'All 23 projects funded in round 2 involved solar panels.',
        'Ardcross Renewables contributes £1.8 million a year to the Glenarrow Community Energy Fund.',
    )],
}
