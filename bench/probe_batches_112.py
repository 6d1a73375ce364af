"""Probe batch 112, written by a helper agent that saw neither the code nor an earlier probe (session 57), \
on six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""
from __future__ import annotations

B112_BULKY = (
    'Question: How do I book a bulky waste collection in Harrowmere, and how much does it cost?\n'
    '\n'
    "Passage 1: Harrowmere Borough Council website, 'Bulky waste collections' page, last updated 3 March 2024.\n"
    'Harrowmere Borough Council collects large household items such as sofas, beds, wardrobes and white goods from '
    'homes in the borough. You can book online through the council website or by phoning the contact centre on 01632 '
    '960418. Collections take place on Tuesdays and Thursdays, and bookings must be made at least five working days '
    'in advance. The charge is £32 for up to three items, plus £9 for each additional item, up to a maximum of eight '
    'items per collection. Fridges and freezers count as two items each. Please place your items at the front '
    "boundary of your property by 7am on the collection day. We cannot take builders' rubble, asbestos, car parts or "
    'gas bottles. If you cancel at least 48 hours before your collection you will receive a full refund; later '
    'cancellations are not refunded.\n'
    '\n'
    'Passage 2: Harrowmere Echo, news report, 14 January 2025.\n'
    'Bulky waste charges in Harrowmere will rise from 1 April 2025, the borough council has confirmed. The standard '
    'fee for up to three items goes up from £32 to £36, and each extra item will cost £10 instead of £9. For the '
    'first time, households receiving council tax reduction will be able to get a 50 per cent discount on the '
    'charge. Councillor Denise Allardyce, cabinet member for environment, said the increase reflected higher '
    'disposal costs at the county incinerator. She added that the council "may look at" adding a Wednesday '
    'collection round if demand keeps growing, but no decision has been made. The Echo also understands that from '
    'April mattresses will only be collected if they are wrapped in plastic sheeting to protect crews. Residents can '
    'still book online or by phone, and the eight-item limit stays the same.\n'
    '\n'
    "Passage 3: ClearSpace Tips blog, 'Getting rid of big stuff', posted 9 June 2024.\n"
    'If you live in Harrowmoor - not to be confused with neighbouring Harrowmere - the district council runs a bulky '
    'collection service on Saturdays only. Harrowmoor charges a flat £25 for up to five items, and you can only book '
    'by telephone. Harrowmoor collections tend to be booked up two to three weeks ahead in spring, so plan early. '
    'Another option for Harrowmere residents is the Fenwick Lane household recycling centre, which accepts bulky '
    'items free of charge from people who can show proof of a Harrowmere address; anyone arriving in a van or '
    'trailer needs to book a slot first. Charity shops in both areas will sometimes collect good-quality furniture '
    'for free, but they usually refuse upholstered items without fire safety labels.'
)

B112_MAPMAKER = (
    'Question: What did the mapmaker Aldous Merrivane survey, and what did he publish?\n'
    '\n'
    "Passage 1: Merrow Historical Gazetteer, entry 'Merrivane, Aldous (c.1621-1689)', revised 2016.\n"
    'Aldous Merrivane was a surveyor and mapmaker born at Ludthorpe and active mainly in Brenshire and the islands '
    'off its coast. Between 1658 and 1662 he surveyed the coastline of the Isle of Skerrow on a commission from the '
    'Skerrow Harbour Trust, which wanted safer approaches for its fishing fleet. The result, A New and Exact Chart '
    'of Skerrow, was published in 1664; it was engraved on four copper plates and drawn at a scale of about one inch '
    'to the mile. Merrivane then spent most of the 1670s on a survey of the county of Brenshire, published in 1677 '
    'as the atlas Brenshire Described, containing 22 maps. He died at Ludthorpe in 1689 and was buried in the church '
    'of St Oswy.\n'
    '\n'
    'Passage 2: Ambery College Library, Special Collections blog, post of 4 April 2019.\n'
    "Our copy of Aldous Merrivane's 1664 Skerrow chart is one of only seven known to survive. Conservators recently "
    'cleaned it, revealing depth soundings in fathoms along the harbour approaches, which makes it the first chart '
    "of Skerrow to mark soundings. Merrivane's nephew and assistant, Caleb Merrivane, took these soundings from a "
    'rowing boat, as a note in the margin records. Merrivane was born in 1621 or 1622; the parish records are '
    'incomplete. He probably trained under the Antwerp engraver Hendrik Vaal, though no document confirms this. The '
    'library also holds the second edition of his Brenshire Described, issued in 1683, which has 24 maps: the 22 of '
    'the first edition plus new plans of the towns of Corlby and Wessingham.\n'
    '\n'
    'Passage 3: Hallam & Pryce Auctioneers, lot description, sale of 12 October 2021.\n'
    'Lot 214: The Road Book of Brenshire, by Aldous Merrivane the Younger (1702-1761), London, 1738. Forty-eight '
    'engraved strip maps showing the principal coaching roads of the county, with inns, milestones and river '
    'crossings marked. The younger Merrivane was the grandson of the seventeenth-century surveyor of the same name, '
    "and his preface acknowledges that he used his grandfather's 1677 county survey as the base for his road "
    'measurements. Bound in contemporary calf, some foxing, two strip maps lightly trimmed. Provenance: the library '
    'of Wessingham Grange. Sold for £4,200 against an estimate of £2,500-£3,500. Note: maps by the elder Merrivane '
    'rarely appear on the market, and this lot should not be confused with his works.'
)

B112_ORCHESTRA = (
    'Question: How do I join the Kestle Bridge Community Orchestra, and what are the fees?\n'
    '\n'
    "Passage 1: Kestle Bridge Community Orchestra website, 'Join us' page, 2024-25 season.\n"
    "We rehearse on Wednesday evenings from 7.30 to 9.30pm at St Aldhelm's Hall, Corbin Street, from September to "
    'June. String players do not need to audition. Because places are limited, new wind, brass and percussion '
    'players are asked to do an informal play-in with the section leader before joining. Players should be of '
    'roughly Grade 5 standard or above, but no certificate is needed. Your first two rehearsals are a free taster. '
    'After that, the 2024-25 subscription is £150 for the year, or £15 a month by standing order; students and '
    'under-18s pay £60 a year. All music is provided, but please bring your own music stand. To arrange your first '
    'visit, email the membership secretary, Tom Ashworth, at the address below.\n'
    '\n'
    "Passage 2: Kestle Bridge What's On, listing published 6 September 2023.\n"
    'The Kestle Bridge Community Orchestra, founded in 1987, is looking for new members for its 2023-24 season, '
    'especially violas and a bassoonist. The orchestra has been conducted since 2015 by Miriam Oduya and gives three '
    'concerts a year, usually in November, March and June. Newcomers are welcome to come along to a free taster '
    'rehearsal. The 2023-24 subscription is £135, with a concession rate of £55 for students and under-18s. The '
    'orchestra also runs a small hardship fund: any member who finds the fees difficult can apply in confidence to '
    'have them reduced or waived. Oduya said the orchestra hopes to add a fourth, open-air concert in summer 2024 if '
    'a suitable venue can be found.\n'
    '\n'
    'Passage 3: Kestle Bridge Gazette, news story, 18 July 2024.\n'
    'Thirty-two players from the Kestle Bridge Youth Orchestra have returned from a week-long tour of the Lanvaux '
    'region, where they performed four concerts. The youth orchestra is a separate organisation for players aged 11 '
    'to 18. Entry is by audition, held each June, and the termly fee is £90. It rehearses on Saturday mornings at '
    "Kestle Bridge Academy. Musical director Owen Prydderch said several former members now play in the town's "
    'community orchestra after leaving school. The tour was funded partly by a grant from the Corbin Trust and '
    'partly by a sponsored walk along the River Kestle that raised £3,400.'
)

B112_FELLRACE = (
    'Question: How do the checkpoints and kit rules work in the Skelgarth Horseshoe fell race?\n'
    '\n'
    "Passage 1: Skelgarth Horseshoe race website, 'Race information 2024'.\n"
    'The 2024 Skelgarth Horseshoe takes place on Saturday 14 September, starting at 11:00 from the village green in '
    'Skelgarth. The course is 21 km with 1,450 m of climb. Entry is online only and costs £16; there are no entries '
    'on the day. There are five checkpoints, which must be visited in order: CP1 Hollin Pike, CP2 Raven Crag col, '
    'CP3 Black Sike summit cairn, CP4 Greythwaite Fell and CP5 Low Brackenhow gate. Each runner carries an '
    'electronic timing dibber and must dib at every checkpoint. Anyone reaching CP3 more than 2 hours 15 minutes '
    'after the start will be retired and must descend by the marked escape route with a marshal. Full body cover is '
    'compulsory: waterproof jacket and trousers with taped seams, hat, gloves, map, compass, whistle and emergency '
    'food. Kit is checked at registration and at random at the finish, and any missing item means disqualification.\n'
    '\n'
    'Passage 2: Tarnside Harriers club blog, race report by Jess Cowperthwaite, 18 September 2023.\n'
    'Eleven Harriers ran the Skelgarth Horseshoe on Saturday in thick cloud. The cut-off at CP3 was 2 hours 30 '
    'minutes this year, and the organisers told us at the briefing they are likely to tighten it next year after '
    "marshals were kept out late waiting for the slowest runners. Navigation between checkpoints 4 and 5 is runner's "
    'choice, with no set line, but the walled intake fields at Greythwaite Farm are out of bounds, and two runners '
    'were disqualified for crossing them. The kit list is strictly enforced, although the race organiser said that '
    'in a settled forecast she may relax the waterproof trousers rule, announcing any change at the briefing on the '
    "morning. Don't lose your dibber: it's a £30 charge.\n"
    '\n'
    'Passage 3: Skelgarth Show news page, 2 August 2024.\n'
    "The fell race at this year's Skelgarth Show, held on the show field on Saturday 24 August, is a short dash of "
    '3.5 km to the summit flag on Hollin Pike and back. No kit is needed and there are no checkpoints apart from the '
    'summit flag, where a marshal records numbers. Entry is on the day only, £5 for seniors and free for under-16s, '
    "at the secretary's tent from 1pm. The race is a favourite with local runners warming up for the Skelgarth "
    'Horseshoe three weeks later. Other attractions include the hound trail, the sheepdog trials, the vegetable show '
    'and the wrestling ring.'
)

B112_RAILWAY = (
    'Question: When does the Ashcombe & Dunnock Valley Railway run in winter, and what are the fares?\n'
    '\n'
    "Passage 1: Ashcombe & Dunnock Valley Railway official website, 'Winter timetable 2024/25'.\n"
    'From Saturday 2 November 2024 to Sunday 23 February 2025, steam trains run on Saturdays and Sundays only, with '
    'extra daily running from 27 December to 1 January. There are no trains from 24 to 26 December. On each running '
    'day there are three return trips, with the first train leaving Ashcombe at 10:30 and the last return from '
    'Dunnock Halt at 15:45. Fares for winter 2024/25: adult return £18, senior (65+) £16, child (5-15) £9, under-5s '
    'free, and family ticket (two adults and two children) £48. Dogs travel for £2. All tickets give unlimited '
    'travel on the day of purchase. Please note that the Santa Specials are ticketed separately - see our Christmas '
    'page.\n'
    '\n'
    "Passage 2: Visit Dunnock Vale, 'Winter days out', article dated 12 October 2023.\n"
    'The Ashcombe & Dunnock Valley Railway keeps running through the winter, at weekends from early November to late '
    'February. For winter 2023/24, an adult return costs £16, a child £8 and a family ticket £44. In December, the '
    'weekend Santa Specials are hugely popular: they must be booked in advance and cost £24 per child, including a '
    "gift, and £14 per adult. The line's volunteers warn that on rare occasions a diesel locomotive may stand in if "
    'a steam engine is out of service, so check the website if steam matters to you. The cafe at Ashcombe station '
    'serves hot soup and mince pies on all running days.\n'
    '\n'
    "Passage 3: Vale Family Outings blog, 'Ten winter things to do', 3 November 2024.\n"
    "Don't mix up the two railways in Dunnock Vale! The Dunnock Valley Miniature Railway, in Dunnock Park, is a "
    '7.25-inch gauge line run by a model engineering society. It runs every Sunday all year round, weather '
    'permitting, from 11am to 3pm. Rides cost £3 each, under-2s ride free, and there is no need to book: just queue '
    'at the little station by the boating lake. Our kids loved the tunnel and the bridge over the stream. The '
    'full-size Ashcombe & Dunnock Valley Railway is a bigger day out and runs at weekends through the winter, '
    'starting from Ashcombe station on the other side of town.'
)

B112_VET = (
    'Question: How do the vaccination plans at Pennyfold Veterinary Centre work, and what happens if I cancel an '
    'appointment?\n'
    '\n'
    "Passage 1: Pennyfold Veterinary Centre website, 'Pet Health Club' page, updated January 2025.\n"
    'Our Pet Health Club spreads the cost of preventive care into monthly payments: £14.50 a month for dogs, £12 for '
    "cats and £9 for rabbits. Membership covers your pet's annual booster vaccination, two nurse health checks a "
    'year, and routine flea and worm treatment. Members also get 10% off other treatments at the practice, including '
    'neutering and dental work, but the discount does not apply to medicines or pet food. Puppies and kittens that '
    'join before they are 16 weeks old have their primary vaccination course included. There is a minimum membership '
    "of 12 months; after that you can leave at any time with one month's notice. To join, ask at reception at our "
    'Larchbury surgery or sign up online.\n'
    '\n'
    "Passage 2: Pennyfold Veterinary Centre, 'Appointment terms', version 3, effective 1 May 2024.\n"
    "Please give us at least 24 hours' notice if you need to cancel or move an appointment. If you cancel with less "
    'notice, or fail to attend, we charge a £25 missed-appointment fee. For Pet Health Club members, the fee for a '
    'missed or late-cancelled vaccination appointment is reduced to £15, and the booster can be rebooked without '
    'further charge. If a client misses two appointments within 12 months, we may ask for a deposit when future '
    'appointments are booked. Cancellations can be made by phone or through the online booking system, but not by '
    'email. Fees are waived in cases of genuine emergency at our discretion.\n'
    '\n'
    "Passage 3: Larchbury Pet Parents blog, 'Comparing vet health plans', posted 20 May 2023.\n"
    'Pennyford Vets in Oakhurst, easily confused with Pennyfold in Larchbury, offers a dog plan at £11.99 a month '
    'with no minimum term, so you can cancel whenever you like. It includes the annual booster and one health check, '
    'but no flea treatment. Over at Pennyfold, the dog plan currently costs £13 a month, includes two nurse checks '
    'and flea and worm treatment, and locks you in for the first year. Both practices charge for missed '
    "appointments, although Pennyford's fee is lower at £20. Both surgeries have free parking and are open until 7pm "
    'on weekdays. On balance, we think Pennyfold offers better value if you would buy flea treatment anyway.'
)


BATCHES_112: dict[str, list[tuple[str, str, bool]]] = {
    'borough bulky waste collection booking and prices': [(B112_BULKY, c, True) for c in (
        'Harrowmere residents can arrange a bulky waste collection either through the council website or by calling '
        "the council's contact centre.",
        "Under the council's March 2024 prices, having five items collected in Harrowmere costs £50 in total.",
        'Harrowmere bulky waste collections run on Tuesdays and Thursdays and need to be booked at least five '
        'working days ahead.',
        'In Harrowmere a fridge or a freezer counts as two items towards a bulky waste booking.',
        'According to the Harrowmere Echo, the Harrowmere charge for collecting up to three items goes up to £36 '
        'from 1 April 2025.',
        'From April 2025, Harrowmere households that receive council tax reduction can get half off the bulky waste '
        'charge.',
        'Harrowmere residents who cancel a bulky waste collection 48 hours or more before it is due get all their '
        'money back.',
    )] + [(B112_BULKY, c, False) for c in (
        'Harrowmere Borough Council collects bulky waste on Saturdays only.',
        'From April 2025, each item beyond the first three in a Harrowmere bulky waste collection costs £9.',
        'Harrowmere residents who cancel a bulky waste collection are always given a full refund.',
        'A single Harrowmere bulky waste collection can include up to ten items.',
        'Harrowmere Borough Council will add a Wednesday bulky waste collection round during 2025.',
        'From April 2025, Harrowmere will only collect mattresses wrapped in plastic, and each mattress counts as '
        'two items.',
        'Harrowmere Borough Council sends residents a text reminder the day before their bulky waste collection.',
    )],
    'seventeenth-century mapmaker surveys and publications': [(B112_MAPMAKER, c, True) for c in (
        'Aldous Merrivane surveyed the coast of the Isle of Skerrow from 1658 to 1662, commissioned by the Skerrow '
        'Harbour Trust.',
        "Merrivane's chart of Skerrow came out in 1664, two years after he finished the survey, and was printed from "
        'four copper plates.',
        "Merrivane's atlas Brenshire Described first appeared in 1677 with 22 maps, and its 1683 second edition had "
        '24.',
        "The depth soundings on Merrivane's Skerrow chart were taken by his nephew and assistant, Caleb Merrivane.",
        "Merrivane's 1664 chart was the first chart of Skerrow to show depth soundings.",
        "The second edition of Merrivane's Brenshire Described added plans of the towns of Corlby and Wessingham.",
        "Merrivane's 1677 county survey of Brenshire later served as the base for the road measurements in his "
        "grandson's Road Book of Brenshire.",
    )] + [(B112_MAPMAKER, c, False) for c in (
        'Aldous Merrivane published The Road Book of Brenshire in 1738.',
        "Merrivane's Brenshire Described contained 24 maps when it was first published in 1677.",
        'Aldous Merrivane trained under the Antwerp engraver Hendrik Vaal.',
        'Aldous Merrivane died at Ludthorpe in 1698.',
        "Merrivane's Skerrow chart was drawn at a scale of about two inches to the mile.",
        "Caleb Merrivane engraved the four copper plates for his uncle's 1664 Skerrow chart.",
        "A copy of Merrivane's 1664 Skerrow chart sold at auction in 2021 for £4,200.",
    )],
    'community orchestra joining and fees': [(B112_ORCHESTRA, c, True) for c in (
        "The Kestle Bridge Community Orchestra rehearses on Wednesday evenings at St Aldhelm's Hall on Corbin Street.",
        'String players can join the Kestle Bridge Community Orchestra without an audition.',
        'New wind, brass and percussion players in the Kestle Bridge Community Orchestra first do an informal '
        'play-in with their section leader.',
        'Newcomers to the Kestle Bridge Community Orchestra can attend their first two rehearsals without paying.',
        'The adult subscription for the Kestle Bridge Community Orchestra went up from £135 in 2023-24 to £150 in '
        '2024-25.',
        'The Kestle Bridge Community Orchestra has a hardship fund to which members who find the fees hard can apply '
        'confidentially for a reduction or waiver.',
        'The Kestle Bridge Community Orchestra does not ask for a Grade 5 certificate, although players should be at '
        'about that level.',
    )] + [(B112_ORCHESTRA, c, False) for c in (
        'The Kestle Bridge Community Orchestra rehearses on Saturday mornings at Kestle Bridge Academy.',
        'Students and under-18s pay £55 a year to play in the Kestle Bridge Community Orchestra in the 2024-25 '
        'season.',
        'The annual subscription for the Kestle Bridge Community Orchestra is £60.',
        'The Kestle Bridge Community Orchestra gives four concerts a year, including an open-air concert in summer.',
        'The Kestle Bridge Community Orchestra lends instruments to new members who do not have their own.',
        'The Kestle Bridge Community Orchestra provides both the sheet music and the music stands for its players.',
        'Miriam Oduya founded the Kestle Bridge Community Orchestra in 1987.',
    )],
    'fell race checkpoints and kit rules': [(B112_FELLRACE, c, True) for c in (
        'Runners in the Skelgarth Horseshoe must visit its five checkpoints in order and dib their electronic timing '
        'dibber at each one.',
        'In the 2024 Skelgarth Horseshoe, anyone reaching the Black Sike summit checkpoint more than 2 hours 15 '
        'minutes after the start is retired.',
        'The CP3 cut-off in the Skelgarth Horseshoe was 15 minutes tighter in 2024 than in 2023.',
        'Skelgarth Horseshoe runners are disqualified if any item of the compulsory kit is missing.',
        'Kit for the Skelgarth Horseshoe is checked at registration, and some runners are checked again at random at '
        'the finish.',
        'According to a Tarnside Harriers report, Skelgarth Horseshoe runners can pick their own route from CP4 to '
        'CP5 but may not cross the walled fields at Greythwaite Farm.',
        'Skelgarth Horseshoe runners retired at the CP3 cut-off have to come down by the marked escape route '
        'accompanied by a marshal.',
    )] + [(B112_FELLRACE, c, False) for c in (
        'Runners can enter the Skelgarth Horseshoe on the day for £5.',
        'In the 2024 Skelgarth Horseshoe, the cut-off at CP3 is 2 hours 30 minutes after the start.',
        'Waterproof trousers are not required in the Skelgarth Horseshoe when the forecast is settled.',
        'The Skelgarth Horseshoe has six checkpoints.',
        'Skelgarth Horseshoe runners may choose their own route between all of the checkpoints.',
        'Runners in the Skelgarth Horseshoe must carry a mobile phone as part of the compulsory kit.',
        'The Skelgarth Horseshoe starts at 11:00 from the Skelgarth Show field.',
    )],
    'heritage steam railway winter running and fares': [(B112_RAILWAY, c, True) for c in (
        'In winter 2024/25 the Ashcombe & Dunnock Valley Railway runs at weekends between 2 November and 23 February.',
        'The Ashcombe & Dunnock Valley Railway also runs every day from 27 December to 1 January, but not from 24 to '
        '26 December.',
        'An adult return on the Ashcombe & Dunnock Valley Railway costs £18 in winter 2024/25, £2 more than in '
        'winter 2023/24.',
        'Children under five travel free on the Ashcombe & Dunnock Valley Railway.',
        'For two adults and two children aged 5 to 15, the £48 family ticket on the Ashcombe & Dunnock Valley '
        'Railway saves £6 compared with four separate winter 2024/25 tickets.',
        'Santa Specials on the Ashcombe & Dunnock Valley Railway are ticketed separately from ordinary winter fares.',
        'An Ashcombe & Dunnock Valley Railway ticket lets you travel as often as you like on the day you buy it.',
    )] + [(B112_RAILWAY, c, False) for c in (
        'The Ashcombe & Dunnock Valley Railway charges £3 a ride, and there is no need to book.',
        'A family ticket on the Ashcombe & Dunnock Valley Railway costs £44 in winter 2024/25.',
        'Children travel free on the Ashcombe & Dunnock Valley Railway.',
        'Winter trains on the Ashcombe & Dunnock Valley Railway are hauled by a diesel locomotive instead of steam.',
        'The first winter train on the Ashcombe & Dunnock Valley Railway leaves Ashcombe at 10:00.',
        'The Ashcombe & Dunnock Valley Railway gives a 10 per cent discount on tickets booked online.',
        'Santa Specials on the Ashcombe & Dunnock Valley Railway run every day from 27 December to 1 January.',
    )],
    'vet practice vaccination plans and cancellations': [(B112_VET, c, True) for c in (
        "Pennyfold Veterinary Centre's Pet Health Club costs £14.50 a month for a dog and £12 a month for a cat.",
        "Pennyfold's Pet Health Club covers the yearly booster vaccination and two health checks with a nurse each "
        'year.',
        "Members of Pennyfold's Pet Health Club must stay in for at least a year, after which they can leave by "
        "giving a month's notice.",
        "Pennyfold's dog plan has gone up by £1.50 a month since May 2023, when a blog put it at £13.",
        "At Pennyfold, cancelling an appointment with less than 24 hours' notice normally incurs a £25 fee.",
        'A Pet Health Club member who misses a vaccination appointment at Pennyfold pays £15 and can rebook the '
        'booster at no extra cost.',
        "A dog's Pet Health Club membership at Pennyfold costs £174 over a year.",
    )] + [(B112_VET, c, False) for c in (
        "Pennyfold's Pet Health Club has no minimum term and can be cancelled at any time.",
        "As of January 2025, Pennyfold's Pet Health Club costs £13 a month for dogs.",
        'Pet Health Club members at Pennyfold get 10% off all treatments, including medicines.',
        'A Pennyfold client who misses two appointments within a year will have to pay a deposit for future bookings.',
        "Pennyfold asks for at least 48 hours' notice to cancel an appointment without a fee.",
        "Pennyfold's Pet Health Club includes a free annual dental clean.",
        "Pet Health Club members at Pennyfold pay £15 for a puppy's primary vaccination course.",
    )],
}
