"""Probe batch 136, written by a helper agent that saw neither the code nor an earlier probe (session 60), on six
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B136_TRAIN = (
    'Question: How much compensation can I get from Northvale Rail if my train is late, and how do I '
    'claim it? Passage 1: Northvale Rail official website, Delay Repay page, updated 3 May 2024. '
    'Northvale Rail compensates passengers whose trains arrive late at their destination station, '
    'whatever the cause, except as set out below. For a delay of 15 to 29 minutes we refund 25% of the '
    'single fare; for 30 to 59 minutes, 50%; for 60 to 119 minutes, 100% of the single fare; and for 120 '
    'minutes or more, 100% of the return fare. Claims must be submitted within 28 days of the date of '
    'travel, online or through the Northvale Rail app. Season ticket holders are compensated on the daily'
    ' cost of their ticket: a weekly season is divided by 10, a monthly season by 40 and an annual season'
    ' by 464. Payments are made by bank transfer, PayPal or rail travel vouchers; the cheque option was '
    'withdrawn on 1 April 2024. Delays caused by planned engineering works that were shown in the '
    'timetable at least 12 weeks in advance are not eligible. We aim to process claims within 20 working '
    'days. Passage 2: The Harlow Bridge Gazette, 14 November 2023. Northvale Rail is to pay compensation '
    'for shorter delays. From 1 January 2024, passengers will be able to claim once their train is 15 '
    'minutes late, instead of the current 30 minutes, bringing the operator into line with others on the '
    'Carrick Valley line. Customer director Priya Almond said the company paid out £3.2 million in Delay '
    'Repay in 2022-23, up from £2.1 million in 2021-22, but that only around 38% of eligible passengers '
    'claim. Dominic Wray of the consumer group Fair Fares Alliance welcomed the change but said the '
    '28-day deadline was "far too tight", pointing out that neighbouring operator Estermere Trains gives '
    'passengers 90 days to claim. Passage 3: CommuteTalk forum, post by "platform9_paul", 22 April 2024. '
    'Just got my Delay Repay from Northvale. My 07:42 from Harlow Bridge to Kingsmere was 47 minutes '
    'late, single fare £36.80, and they paid £18.40 into my bank account nine working days after I '
    'claimed. If you bought the ticket in the app it fills in the details for you; for tickets from the '
    "station machines you have to upload a photo of the ticket. I asked for a cheque for my dad's claim "
    "and was told that's not available any more. Also, my claim for a rail replacement bus journey during"
    ' the Easter engineering works was rejected, because the works had been in the timetable since early '
    'December.'
)

B136_PARKING = (
    "Question: How do I get a residents' parking permit in Wrenford, and how much will it cost me? "
    "Passage 1: Wrenford City Council, Residents' parking permits page, reviewed 9 January 2025. "
    'Residents living in controlled parking zones A to H can apply online. Annual permit prices depend on'
    " the vehicle's CO2 emissions: Band 1 (up to 100 g/km) £45, Band 2 (101 to 165 g/km) £120 and Band 3 "
    '(over 165 g/km) £210. Fully electric vehicles pay £25. A second permit for the same household costs '
    '50% more than the first. Each household may hold a maximum of two permits, except in Zone D, where '
    "street space limits households to one. You will need the vehicle's V5C logbook showing your name and"
    ' the permit address, plus one proof of address dated within the last three months. Permits are '
    'digital and linked to your number plate, so there is nothing to display. Visitor permits are sold in'
    ' books of 10 day-sessions for £18, up to a maximum of 60 sessions per household per year. We aim to '
    'process applications within 5 working days. Passage 2: Wrenford Evening Post, 2 October 2024. '
    "Drivers of larger cars face higher permit charges after the council's transport committee approved "
    'new prices from 1 April 2025. The Band 3 charge will rise from £210 to £265, and the discount for '
    'electric vehicles will end, with EVs charged the Band 1 rate. Councillor Marianne Osei, cabinet '
    'member for transport, said the changes would raise about £1.4 million a year for new bus lanes. The '
    "council issued 11,200 residents' permits last year. Opposition councillor Gareth Lindqvist called "
    'the rise "a tax on families who have no choice but to drive". The committee also agreed to create a '
    'new Zone I in Millbrook in summer 2025, after a consultation in which 61% of responding residents '
    'backed the scheme. Passage 3: "Parking in Wrenford" blog by Helen Tarrant, 20 February 2025. My new '
    "car is a company car, so the V5C is in my employer's name, not mine. The council accepted a letter "
    'from my employer on headed paper instead, but the permit took 8 working days to come through rather '
    'than the promised 5. Worth knowing: because permits are tied to the number plate, if you change cars'
    " you pay a £10 admin fee to update it. I'm in Zone C, where restrictions apply Monday to Saturday, "
    "8am to 6.30pm, so Sunday visitors don't need a visitor session."
)

B136_GYM = (
    "Question: Can I freeze my IronLeaf Fitness membership while I'm travelling for two months, and what "
    'will it cost? Passage 1: IronLeaf Fitness membership terms, section 7 "Freezing your membership", '
    'effective 1 June 2024. Members on a monthly rolling plan or a 12-month contract may freeze their '
    'membership for a minimum of one month and a maximum of three months in any 12-month period. A freeze'
    ' fee of £5 per month applies, except for Premium members, who freeze free of charge. Requests must '
    'be made through the IronLeaf app or at reception at least 10 days before your next payment date. '
    "Medical freezes, supported by a doctor's note, may last up to six months and carry no fee. For "
    'members on a 12-month contract, the contract end date is extended by the length of the freeze. '
    'Off-Peak members cannot freeze during their first three months of membership. Unused class credits '
    'do not roll over during a freeze. Current monthly prices: Off-Peak £21.99, Standard £29.99, Premium '
    '£44.99. Passage 2: Pellridge Courier, 18 July 2024. IronLeaf Fitness, which runs 14 gyms across the '
    'region, has started charging members to pause their memberships. Until June, freezes were free but '
    'limited to two months. Regional manager Tomasz Greaves said about one in eight members froze their '
    'membership at some point in 2023 and that the fee "covers the cost of holding their place". Trading '
    'Standards said it had received 23 complaints about the chain in the past year, most of them about '
    'cancellations rather than freezes. Rival chain Pulse Studio allows freezes of up to four months at '
    '£7.50 a month. Passage 3: PellridgeLocal forum, post by "kettlebell_kaz", 5 September 2024. Froze my'
    ' Standard membership for two months while I was working abroad and paid £10 in total. I put the '
    "request in through the app 12 days before my payment date and it went through straight away. I'm on "
    'a 12-month contract that was meant to end on 31 March 2025; it now ends on 31 May 2025. My friend on'
    " Off-Peak, who joined six weeks ago, was told she can't freeze yet because she's still in her first "
    'three months.'
)

B136_SCHOOL = (
    'Question: How do I apply for a Reception place at Larkfield Primary School for September 2025, and '
    'what are my chances of getting one? Passage 1: Ashcombe County Council, Starting primary school '
    'page, updated 1 September 2024. Children born between 1 September 2020 and 31 August 2021 are due to'
    ' start Reception in September 2025. Apply online by 15 January 2025, listing up to four schools in '
    'order of preference. Offers will be sent on 16 April 2025. Late applications are considered only '
    'after all on-time applications have been dealt with. Larkfield Primary School has a published '
    'admission number of 60 (two classes of 30). If it receives more applications than places, it applies'
    ' these criteria in order: 1) looked-after and previously looked-after children; 2) children with an '
    'exceptional medical or social need; 3) children with a sibling at the school in September 2025; 4) '
    'children of staff employed at the school for at least two years; 5) distance, measured in a straight'
    " line from the home address to the school's main gate. Appeals must be lodged within 20 school days "
    'of the offer date. Passage 2: Ashcombe Herald, 25 April 2024. Larkfield Primary received 187 '
    'applications for its 60 Reception places this year, with 94 families naming it as their first '
    'preference. The furthest distance offered under the distance criterion was 0.82 miles, down from 1.1'
    ' miles in 2023. Across the county, 89.4% of children were offered their first-preference school. '
    'Headteacher Ruth Abernethy said the new Orchard Fields housing estate was likely to push demand up '
    'further. Passage 3: "Larkfield Mums & Dads" blog, post by Sanjay Kohli, 10 October 2024. We went to '
    'the open morning on 8 October; two more are on 5 and 19 November, with tours at 9.30am. The deputy '
    'head, Mr Okafor, said the council is consulting on raising the admission number to 90 from September'
    ' 2026, so there will still be 60 places for 2025 starters. He also reminded us that sibling priority'
    ' only counts if the older child will still be at Larkfield in September 2025, so families whose '
    "eldest is now in Year 6 don't qualify. Breakfast club runs from 7.45am at £4.50 a session."
)

B136_BAGGAGE = (
    'Question: What cabin bags can I take on a Skyvane Airways flight if I buy a Basic fare? Passage 1: '
    'Skyvane Airways Help Centre, "Cabin baggage", updated 12 February 2025. Basic fares include one '
    'small personal item measuring no more than 40 x 30 x 20 cm, which must fit under the seat in front. '
    'Standard fares include the personal item plus one cabin bag of up to 55 x 40 x 23 cm and 10 kg. Flex'
    ' fares include the same, but with a cabin bag allowance of 12 kg and priority boarding. Basic '
    'passengers can add Cabin Bag Plus for €14.99 online up to 2 hours before departure, or for €25 at '
    'the airport check-in desk. Bags that exceed the allowance at the gate are charged €45 and placed in '
    'the hold. Passengers travelling with an infant under 2 may bring one additional changing bag of up '
    'to 5 kg free of charge. Cabin Bag Plus is limited on each flight and may sell out. Passage 2: '
    'Brennock Daily News, 30 September 2024. Skyvane Airways will shrink its free personal item allowance'
    ' from 40 x 30 x 25 cm to 40 x 30 x 20 cm on 1 November and raise its gate fee from €40 to €45. Chief'
    ' executive Lorenzo Farris said 38% of Skyvane passengers travel on Basic fares and that the change '
    'would cut average boarding times by four minutes. The airline operates 46 aircraft from its bases in'
    ' Brennock and Valmont. Passage 3: "Carry-On Chronicles" travel blog by Ines Marlowe, 3 March 2025. '
    'On my Valmont to Marisol Bay flight, my backpack measured 41 x 30 x 19 cm, one centimetre too long, '
    'so it was tagged at the gate and I paid €45. At Valmont there were bag sizers at every gate, but on '
    "the way back from Marisol Bay nobody checked anything. Worth noting that Skyvane's regional partner "
    'NordAzur, which flies some of the shorter routes, includes a 7 kg cabin bag in every fare, so check '
    'who actually operates your flight.'
)

B136_FLU = (
    'Question: When can I get a flu jab at Greenhollow Pharmacy in Dunmere, and will I have to pay? '
    'Passage 1: Greenhollow Pharmacy website, "Flu vaccination clinic 2024-25", posted 2 September 2024. '
    'Our flu clinic runs from 1 October 2024 to 31 March 2025. Walk-in sessions are held on Tuesdays and '
    'Thursdays from 2pm to 5pm, and appointments can be booked online or by phone Monday to Saturday, 9am'
    ' to 6pm. The jab is free on the NHS if you will be 65 or over by 31 March 2025, are pregnant, have '
    'certain long-term health conditions, are a carer, or work on the front line in a care home. Everyone'
    ' else can have a private jab for £17.50, or £15 per person when three or more members of the same '
    'household book together. We cannot vaccinate children aged 2 to 17; they should go to their GP or '
    'the school programme. Appointments take about 10 minutes. Please bring your NHS number if you have '
    'it. Our lead pharmacist is Amara Nwosu. Passage 2: Dunmere Gazette, 19 September 2024. Greenhollow '
    'Pharmacy on Fennick Street gave 2,340 flu jabs last winter, up from 1,460 the winter before, and is '
    'expanding its clinic this year. Owner Colin Reddaway said the pharmacy had taken on a second '
    'vaccinating pharmacist, Yusuf Haddad, and would add Sunday walk-in sessions from 11am to 3pm during '
    "October only. Separately, Dunmere Health Centre's own flu clinics start on 5 October and are open to"
    ' registered patients only. Passage 3: Dunmere Community Board, post by "gardenerjune", 15 October '
    "2024. Went to the Thursday walk-in last week and queued for about 40 minutes. I'm 64 but turn 65 in "
    'February, so my jab was free. My husband is 58 with no health conditions and paid £17.50. The '
    'pharmacist told us the vaccine for over-65s only arrived on 7 October, so some people were turned '
    'away in the first week.'
)

BATCHES_136 = {
    'train delay refunds': [(B136_TRAIN, c, True) for c in (
        'Northvale Rail refunds a quarter of the single fare when a train arrives between 15 and 29 '
        'minutes late.',
        'If a Northvale Rail train is two hours or more late, the passenger gets back the full cost of a'
        ' return ticket.',
        'Passengers have four weeks from their day of travel to submit a Delay Repay claim to Northvale Rail.',
        'Until the start of 2024, Northvale Rail passengers had to be delayed by at least half an hour '
        'before they could claim.',
        "Northvale Rail's Delay Repay payouts went up by £1.1 million from 2021-22 to 2022-23.",
        'One commuter received half of his £36.80 single fare back for a 47-minute delay, paid into his '
        'bank account within nine working days.',
        'Delays caused by engineering works that appeared in the timetable twelve or more weeks '
        'beforehand do not qualify for compensation.',
    )] + [(B136_TRAIN, c, False) for c in (
        'Northvale Rail gives passengers 90 days from the date of travel to submit a Delay Repay claim.',
        'A delay of between 60 and 119 minutes earns Northvale Rail passengers half of their single fare.',
        'Northvale Rail pays compensation by bank transfer, PayPal, rail travel vouchers or cheque.',
        'Priya Almond said Northvale Rail paid out £2.1 million in Delay Repay in 2022-23.',
        'Northvale Rail cut the delay threshold to 15 minutes after a campaign by the Fair Fares Alliance.',
        'Tickets bought in the Northvale Rail app are compensated automatically, without the passenger '
        'having to make a claim.',
        'Annual season ticket holders are compensated on the basis of the ticket price divided by 40.',
    )],
    'residents parking permits': [(B136_PARKING, c, True) for c in (
        "In Wrenford, a car emitting between 101 and 165 g/km of CO2 needs a residents' permit costing "
        '£120 a year.',
        "Households in Zone D are allowed only one residents' permit because of limited street space.",
        'The Band 3 permit charge is set to increase by £55 from April 2025.',
        'From 1 April 2025, electric vehicles will no longer get a discount and will pay the same rate '
        'as Band 1 vehicles.',
        'A Wrenford household is limited to 60 visitor day-sessions a year, the equivalent of six £18 books.',
        "Helen Tarrant's permit arrived three working days later than the council's target, after she "
        "supplied an employer's letter because her company car's logbook was not in her name.",
        'Roughly three in five residents who responded to the consultation supported the new Zone I in '
        'Millbrook.',
    )] + [(B136_PARKING, c, False) for c in (
        'Electric vehicle owners in Wrenford will continue to pay £25 for a permit after April 2025.',
        'Marianne Osei said the new charges would raise about £1.4 million a year for road repairs.',
        "A second residents' permit for the same Wrenford household costs the same as the first.",
        "Every household in Wrenford's controlled parking zones may hold up to two residents' permits.",
        "Proof of address for a Wrenford residents' permit must be dated within the last six months.",
        'Gareth Lindqvist, the cabinet member for transport, described the price rise as "a tax on families".',
        'Zone I in Millbrook will operate from 8am to 6.30pm, Monday to Saturday, like Zone C.',
    )],
    'gym membership freeze': [(B136_GYM, c, True) for c in (
        'IronLeaf members can put their membership on hold for between one and three months in any '
        '12-month period.',
        'A two-month non-medical freeze of a Standard IronLeaf membership costs £10 altogether.',
        'Premium members at IronLeaf can freeze their membership without paying the freeze fee.',
        "A medical freeze backed by a doctor's note can last twice as long as the three-month maximum "
        'for ordinary freezes, and it is free.',
        'Before June 2024, IronLeaf members could freeze for free, but only for up to two months.',
        'Roughly 12.5% of IronLeaf members froze their membership at some point during 2023.',
        "After a two-month freeze, one member's 12-month contract end date moved from 31 March to 31 May"
        ' 2025.',
    )] + [(B136_GYM, c, False) for c in (
        'IronLeaf freeze requests can only be made in person at reception.',
        'Unused class credits carry over until the membership resumes after an IronLeaf freeze.',
        'Off-Peak members at IronLeaf cannot freeze during their first six months of membership.',
        'IronLeaf Fitness operates 23 gyms across the region.',
        'Rival chain Pulse Studio allows freezes of up to four months at £5 a month.',
        'IronLeaf introduced the freeze fee after Trading Standards received complaints about the chain.',
        "The friend of kettlebell_kaz was refused a freeze because she had not given 10 days' notice.",
    )],
    'primary school admissions': [(B136_SCHOOL, c, True) for c in (
        'Children born between 1 September 2020 and 31 August 2021 are due to begin Reception in '
        'September 2025.',
        'On-time applications must be made by 15 January 2025, and families will receive offers on 16 '
        'April 2025.',
        'In 2024, Larkfield had more than three applicants for each of its Reception places.',
        'Slightly more than half of the families applying to Larkfield in 2024 put it as their first choice.',
        'The furthest distance at which a Larkfield place was offered shrank by 0.28 miles between 2023 '
        'and 2024.',
        "Under Larkfield's oversubscription criteria, siblings come ahead of children of staff but after"
        ' looked-after children and those with an exceptional medical or social need.',
        'Larkfield will still offer 60 Reception places in September 2025, as the proposed increase to '
        '90 would only apply from 2026.',
    )] + [(B136_SCHOOL, c, False) for c in (
        'Parents applying in Ashcombe can list up to six schools in order of preference.',
        'Distance for Larkfield admissions is measured along the shortest walking route to the main gate.',
        "Larkfield Primary School's admission number will increase to 90 for September 2025 starters.",
        'Children of staff who have worked at Larkfield for at least one year receive priority for places.',
        'Late applications for Reception places are not considered by Ashcombe County Council.',
        'Ruth Abernethy said the Orchard Fields estate would add around 200 new homes near Larkfield.',
        'In 2024, 89.4% of applicants to Larkfield were offered a place there.',
    )],
    'airline cabin baggage': [(B136_BAGGAGE, c, True) for c in (
        'With a Basic Skyvane fare, you may bring just one small personal item, no larger than 40 x 30 x'
        ' 20 cm, that fits under the seat in front.',
        'Buying Cabin Bag Plus online rather than being charged at the gate saves a Basic passenger €30.01.',
        'On 1 November 2024, Skyvane cut one of the three dimensions of its free personal item allowance'
        ' by 5 cm.',
        'Flex fare passengers get a cabin bag allowance 2 kg higher than Standard fare passengers, plus '
        'priority boarding.',
        'Parents flying with a baby under two can take an extra changing bag of up to 5 kg at no charge.',
        'Skyvane raised the fee for bags that exceed the allowance at the gate by €5, to €45.',
        'Ines Marlowe paid €45 at the gate because her backpack was one centimetre longer than the '
        'personal item limit.',
    )] + [(B136_BAGGAGE, c, False) for c in (
        'Standard fare passengers on Skyvane may carry a cabin bag weighing up to 12 kg.',
        'Cabin Bag Plus can be added online until 24 hours before departure.',
        'Skyvane refuses to carry bags that exceed the allowance at the gate.',
        'Lorenzo Farris said the smaller personal item would cut average boarding times by ten minutes.',
        'Skyvane checks personal items with bag sizers at every gate at every airport it serves.',
        'Like its partner NordAzur, Skyvane includes a 7 kg cabin bag in every fare.',
        'Skyvane reduced the size of the personal item allowance in order to cut its fuel costs.',
    )],
    'pharmacy flu clinic': [(B136_FLU, c, True) for c in (
        "Greenhollow's flu clinic runs for six months, from the beginning of October 2024 until the end "
        'of March 2025.',
        'People can turn up without an appointment for a flu jab at Greenhollow on Tuesday and Thursday '
        'afternoons between 2pm and 5pm.',
        'Someone who is 64 now but turns 65 before the end of March 2025 is entitled to a free NHS flu '
        'jab at Greenhollow.',
        'Three members of the same household booking private flu jabs together at Greenhollow would pay '
        '£45 in total.',
        'Children aged between 2 and 17 cannot be vaccinated at Greenhollow and should go to their GP or'
        ' the school programme instead.',
        'Greenhollow administered 880 more flu jabs last winter than in the previous winter.',
        'A 58-year-old customer with no health conditions was charged £17.50 for his flu jab at Greenhollow.',
    )] + [(B136_FLU, c, False) for c in (
        'Greenhollow runs walk-in flu sessions Monday to Saturday from 9am to 6pm.',
        'A private flu jab at Greenhollow costs £15 for every customer.',
        'Greenhollow Pharmacy gave 1,460 flu jabs last winter.',
        'Children aged 2 to 17 can book a flu jab at Greenhollow by appointment.',
        "Greenhollow's Sunday walk-in sessions run throughout the flu clinic season.",
        "Colin Reddaway is Greenhollow's lead pharmacist.",
        'The over-65s vaccine arrived late at Greenhollow because of a national supply shortage.',
    )],
}
