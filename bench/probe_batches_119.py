"""Probe batch 119, written by a helper agent that saw neither the code nor an earlier probe (session 58),
on six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B119_WASTE = (
    'Question: How do I book a bulky waste collection from Brantholme District Council, and what does it cost?\n\n'
    "Passage 1: (Brantholme District Council website, 'Bulky waste collections', page updated 2 April 2024) "
    'Brantholme District Council collects large household items such as sofas, mattresses, wardrobes and white '
    'goods that are too big for your wheelie bin. You can book a collection online through the MyBrantholme '
    'portal or by calling 01632 960418, Monday to Friday, 8.30am to 5pm. From 1 April 2024 the charge is £28 '
    'for up to three items, and each extra item costs £9, up to a maximum of six items per collection. '
    'Residents who receive Council Tax Reduction pay a concession rate of £14 for the first three items. '
    'Collections take place on Tuesdays and Thursdays, and bookings must be made at least five working days in '
    'advance. Please put your items outside your property by 7am on the collection day. We cannot take '
    'building rubble, car parts, asbestos or garden waste.\n\n'
    "Passage 2: (Brantholme Courier, news article 'Bulky waste charges rise again', 14 March 2023) Households "
    'in Brantholme will pay more to have old furniture taken away after the district council raised its bulky '
    'waste fee from £24 to £26 for up to three items, with effect from 1 April 2023. Councillor Miriam '
    'Okafor-Lisle, cabinet member for environment, said the increase reflected higher fuel and disposal costs '
    'at the Gallowfield transfer station. The fee for each additional item stays at £9. Residents can still '
    'book online or by phone, and the concession rate for people on Council Tax Reduction remains half the '
    'standard charge. The council reminded residents that a fridge or freezer counts as two items because of '
    'the extra handling needed to remove refrigerant gases. Cancellations made at least two working days '
    'before the collection receive a full refund; later cancellations are not refunded.\n\n'
    "Passage 3: (Vale Neighbours community forum, thread 'Getting rid of an old sofa?', reply by user "
    "hedgerowdave, 9 January 2024) If you're in Brantholme district, the council service works fine, but it "
    "isn't the cheapest route for furniture that's still usable. The charity Second Nest will collect "
    'good-condition sofas and beds for free, as long as they have fire safety labels attached, though they '
    "won't take mattresses at all. My sister lives over the border in Branthill, and Branthill Borough Council "
    'runs a different scheme: £35 for up to five items, collected on Saturdays only, and you have to book '
    "through their contact centre because there's no online form. She said the wait there was about three "
    "weeks in December. Whatever you do, don't leave stuff out on the pavement before it's booked, because "
    'Brantholme fined my neighbour £150 for fly-tipping last year.'
)

B119_ENGINEER = (
    'Question: What did the nineteenth-century engineer Josiah Frewin build, and where?\n\n'
    'Passage 1: (Dictionary of Northern Engineers, 2nd edition, 2011) FREWIN, Josiah (1811-1879), civil '
    'engineer, was born at Caddenham, the son of a wheelwright, and was apprenticed at fourteen to the '
    'millwright Samuel Oddie. After working as an assistant on the Marrow Canal extension, he was appointed '
    'resident engineer to the Ledbridge and Marrow Railway in 1841. His best-known work is the Ashcombe '
    'Viaduct, which carries that line across the Tyle valley on 23 arches and stands 31 metres high; it was '
    'completed in 1847. He later designed the Pellworth Swing Bridge over the River Orm, opened in 1858, and '
    'the lighthouse at Carrack Point, first lit in 1864. Frewin settled in Pellworth, served as its borough '
    'surveyor from 1866 to 1875, and died there in 1879.\n\n'
    "Passage 2: (Tyle Valley Heritage Trust website, 'Ashcombe Viaduct', 2019) The Ashcombe Viaduct is the "
    'largest structure in the Tyle valley and a Grade II* listed building. It was designed by Josiah Frewin '
    "and built between 1844 and 1847 from gritstone quarried at Hobb's Edge, two miles upstream. Contemporary "
    'accounts put the cost at £62,000, and at least nine labourers died during construction; a memorial stone '
    'to them stands in Ashcombe churchyard. The first passenger train crossed in May 1848, several months '
    "after the masonry was finished. A survey carried out for the trust's 2016 restoration measured the "
    'viaduct at 34 metres above the riverbed at its highest point, rather than the 31 metres given in older '
    'references. Frewin also designed the beam-engine pumping station at Marrow (1852), which still stands but '
    'is not open to the public.\n\n'
    'Passage 3: (Victorian Ironwork blog, post by R. Tallis, 2021) The Pellworth Swing Bridge is one of the '
    "few Victorian swing bridges on the Orm still in use. Josiah Frewin's design turned on a central pier, "
    'with the ironwork cast at the Danesford Foundry; the original hand-cranked mechanism was replaced by an '
    'electric motor in 1931. Visitors often confuse it with work by his son, Arthur Frewin (1845-1912), who '
    'also became an engineer. Arthur built the iron pier at Saltmouth, opened in 1889 and 410 metres long, and '
    "the water tower at Kelby in 1896. Arthur's pier was badly damaged by a storm in 1953 and shortened by "
    'about a third. Neither Frewin left many papers, so most of what we know about their working methods comes '
    'from the minute books of the companies that employed them.'
)

B119_ORCHESTRA = (
    'Question: How can I join the Wenlow Valley Community Orchestra, and what are the subs?\n\n'
    "Passage 1: (Wenlow Valley Community Orchestra website, 'Join us', updated September 2024) The Wenlow "
    "Valley Community Orchestra rehearses on Wednesday evenings from 7.30pm to 9.30pm at St Brannoc's Church "
    "Hall on Quillby Road, Wenlow, during term time. We don't hold formal auditions. New players are welcome "
    'to come to up to three rehearsals free of charge before deciding whether to join, after which our '
    'conductor, Dr Helena Voss, will have a short informal chat with you about your playing. We are especially '
    'keen to hear from violas and cellos. Places in the wind and brass sections are limited, so if a section '
    'is full we will put you on a waiting list. For the 2024-25 season, subscriptions are £90 per term, or '
    '£240 if you pay for the whole year (three terms) in advance. Students and players under 25 pay £45 per '
    "term. Subs cover hall hire, music hire and the conductor's fee.\n\n"
    "Passage 2: (Wenlow What's On, listings feature 'Get playing again', 18 August 2023) Fancy dusting off "
    'that clarinet? The Wenlow Valley Community Orchestra, founded in 1987, has around 55 members and gives '
    'three concerts a year, usually at the Wenlow Corn Exchange. Chair Gareth Pilling says the orchestra is '
    "open to anyone of roughly Grade 5 standard or above and that 'nobody is ever turned away for being "
    "rusty'. For the coming season the subscription is £80 per term or £210 for the year, with half-price "
    'membership for students. Players normally bring their own instruments, but the orchestra owns two cellos '
    'and a bassoon that members can borrow, and it is currently looking for a percussionist. Anyone joining '
    'partway through a term pays only for the weeks remaining. To find out more, email the membership '
    'secretary, Anita Roake, before turning up.\n\n'
    'Passage 3: (Wenlow Music Hub newsletter, spring 2024) The Wenlow Valley Youth Orchestra is for young '
    'musicians aged 11 to 18 and rehearses on Saturday mornings from 9.30am to 12.30pm at Wenlow Academy. '
    'Entry is by audition, held each June, and players are expected to have reached at least Grade 5 on their '
    'instrument. The annual fee is £150, and families on low incomes can apply to the Pellow Trust for help '
    'with the cost. The youth orchestra performs twice a year, including a summer concert at the Corn '
    'Exchange, and takes part in a residential course at Harnley Lodge each Easter. When members leave school, '
    'many go on to play with the Wenlow Valley Community Orchestra, which is a separate adult group with its '
    'own committee and fees; the hub does not handle its membership.'
)

B119_FERRY = (
    'Question: How do the winter timetable and fares work for the ferry to Fennay island?\n\n'
    "Passage 1: (Fennay Sound Ferries website, 'Winter timetable and fares 2024-25') Our winter timetable runs "
    'from Monday 28 October 2024 to Saturday 29 March 2025. From Monday to Saturday there are four return '
    'sailings a day, leaving Ardlow at 07.40, 10.15, 13.30 and 16.45 and leaving Kilbrack pier on Fennay at '
    '08.30, 11.05, 14.20 and 17.35. On Sundays there are two return sailings, leaving Ardlow at 10.15 and '
    '15.00 and returning from Kilbrack 50 minutes later. The crossing takes about 35 minutes. There are no '
    'sailings on 25 December or 1 January. Winter return fares are £14.60 for adults and £7.30 for children '
    'aged 5 to 15; children under 5 travel free. A car up to 5 metres long costs £52 return, not including its '
    'driver and passengers. Holders of a Fennay Resident Card pay half the adult and vehicle fares. Books of '
    'ten single tickets have been withdrawn from this winter.\n\n'
    "Passage 2: (Island Wanderer travel blog, 'Fennay out of season', posted November 2023) I've just come "
    'back from Fennay and loved the quiet. A few practical points. Car spaces on the winter sailings are '
    "limited to twelve vehicles, so booking is essential and can be done on the operator's website up to 24 "
    "hours before departure; foot passengers can't book and simply turn up. The adult return fare this winter "
    '(2023-24) is £13.90, and a car is £49 return. If you plan several trips, a book of ten single adult '
    'tickets costs £58 and is valid for twelve months. Winter gales do cause cancellations: sailings are '
    'normally suspended once wind speeds reach force 8, and the operator updates its phone line and website by '
    '6.30am each day. The café at Kilbrack pier shuts from November to March, so bring a flask.\n\n'
    "Passage 3: (Visit Fennay tourism website, 'Getting here') Fennay lies about six miles off the coast and "
    'is reached by Fennay Sound Ferries from Ardlow. In summer (from April to late October) there are six '
    'return sailings a day, with an extra late sailing from Ardlow at 21.00 on Fridays and Saturdays. Once on '
    'the island, Fennay Cruises runs two-hour wildlife trips from Kilbrack pier to the seal colony at Horra '
    'Rocks between April and September; tickets cost £28 for adults and £15 for children, and booking is '
    'recommended. Note that Fennay Cruises is a separate company and does not accept Fennay Sound Ferries '
    'tickets or the Resident Card. There is no car hire on the island, but Kilbrack Cycles rents bikes from '
    '£18 a day, and a community minibus meets most ferries in summer.'
)

B119_MUSEUM = (
    "Question: What do the Ellerby Museum's membership tiers include, and what do they cost?\n\n"
    "Passage 1: (Ellerby Museum, Castlemere, website page 'Become a member', 2024 prices) General admission to "
    'the Ellerby Museum is free, but members get much more. Individual membership costs £48 a year and '
    'includes unlimited free entry to all our paid special exhibitions, 10% off in the museum shop and café, '
    "and our members' magazine, sent twice a year. Joint membership (£78) covers two adults living at the same "
    'address. Family membership (£90) covers two adults and up to four children under 18 from the same '
    'household. Patron membership costs £275 a year and includes all the benefits of Joint membership plus '
    'invitations to exhibition private views, an annual behind-the-scenes tour with a curator, and your name '
    'in our annual review. A concession rate of £36 for Individual membership is available to people aged 65 '
    'and over, full-time students and jobseekers. Membership lasts twelve months from the date you join.\n\n'
    "Passage 2: (Castlemere Culture Guide, 'Is an Ellerby membership worth it?', 3 May 2023) With special "
    'exhibitions at the Ellerby now costing £14 a ticket, an Individual membership, £42 when I checked this '
    'spring, pays for itself after three shows. Members also get priority booking for the Thursday evening '
    "lecture series, which regularly sells out, and can park for up to three hours free at the museum's Tanner "
    'Street car park by showing their card. One catch worth knowing: the shop and café discount does not apply '
    'to exhibition catalogues, which are published by an outside press. Joint membership was £70 at the time '
    "of writing. The Patron tier's curator tour is limited to fifteen people per date and has to be booked in "
    'advance through the membership office, and Patrons can bring one guest to each private view.\n\n'
    "Passage 3: (Friends of the Ellerby Museum website, 'About us') The Friends of the Ellerby Museum is an "
    'independent charity, founded in 1962, that supports the museum by raising money for new acquisitions and '
    'conservation work. Over the past decade the Friends have funded the purchase of more than thirty objects, '
    'including the Hartwell tapestry fragment in 2019. Membership of the Friends costs £20 a year for '
    'individuals and £30 for couples, and includes a programme of coach trips to other collections, a monthly '
    "talk in the museum's Orrin Room, and a newsletter. Please note that Friends membership is separate from "
    "the museum's own membership scheme and does not include free entry to special exhibitions or any shop "
    'discount. Many of our 400 members also volunteer as room guides. New members can join by post or at the '
    "Friends' desk in the museum foyer on Saturday mornings."
)

B119_PARKRUN = (
    'Question: What are the rules at the Lantern Fields Fiver, the weekly Saturday run in Osterby, and how do '
    'its volunteer roles work?\n\n'
    "Passage 1: (Lantern Fields Fiver website, 'Course and rules') The Lantern Fields Fiver is a free, timed 5 "
    'km run, jog or walk that starts at 9.00am every Saturday beside the bandstand in Lantern Fields Park, '
    'Osterby. The course is two laps of the lake path followed by a short out-and-back to the boathouse, '
    'almost all on tarmac. You only need to register once online to receive a personal barcode; bring it '
    '(printed or on your phone) every week, because without it we cannot record your time. Children under 11 '
    "must stay within arm's reach of a parent or guardian for the whole run. Dogs are welcome on a short lead, "
    'one per runner, and runners with dogs or buggies should start at the back. If the path is flooded or icy '
    'we will cancel, and we announce this on our social media pages by 7.30am.\n\n'
    "Passage 2: (Osterby Gazette, 'Meet the people behind the Fiver', 12 February 2024) Every Saturday about "
    '25 volunteers make the Lantern Fields Fiver happen, says volunteer coordinator Priya Castellane. The run '
    'director is in charge on the day and gives the briefing at 8.55am; first-timers get their own short '
    'welcome talk at 8.45am. Two timekeepers record finishing times, barcode scanners match those times to '
    'runners, and six marshals stand at junctions on the lake path. The tail walker walks at the back so that '
    "nobody finishes alone and the team knows when the last participant is home. 'Most roles take less than an "
    "hour, and the tail walker even gets a finishing time,' Castellane said. Volunteers must be at least 11, "
    'and under-16s need a parent or guardian volunteering or running that day. The weekly rota closes at 6pm '
    'on Thursday, and anyone who volunteers 25 times receives a free purple milestone T-shirt.\n\n'
    'Passage 3: (Osterby Council parks events page, spring 2024) Two free weekly running events use Lantern '
    'Fields Park. As well as the Saturday Fiver, the Lantern Fields Junior Dash is a 2 km run for children '
    'aged 4 to 14 held every Sunday at 9.30am, starting from the boathouse. Parents may run alongside children '
    'of any age, but dogs are not allowed at the Junior Dash. The Junior Dash uses the same barcode system as '
    'the Fiver, so children who already have a barcode do not need to register again. Car parking at Lantern '
    'Fields is limited to 40 spaces on Meadow Lane, so the council asks people attending either event to walk, '
    'cycle or use the number 14 bus. The park café opens at 8.00am at weekends, and public toilets are next to '
    'the bandstand.'
)

BATCHES_119: dict[str, list[tuple[str, str, bool]]] = {
    'bulky waste collection booking and charges': [(B119_WASTE, c, True) for c in (
        "Brantholme District Council's bulky waste collections can be booked through the MyBrantholme online "
        'portal or by telephone on weekdays.',
        'Under the charges that apply from April 2024, Brantholme residents pay £28 for up to three bulky '
        'items, or £14 if they receive Council Tax Reduction.',
        'With extra items at £9 each and a cap of six items per collection, the most a Brantholme household on '
        'the standard rate can pay for one collection is £55.',
        "Brantholme's bulky waste collections take place on Tuesdays and Thursdays and have to be booked at "
        'least five working days ahead.',
        "A March 2023 report in the Brantholme Courier said the council's charge for up to three bulky items "
        'was going up from £24 to £26 that April.',
        'For a Brantholme bulky waste collection, a fridge or freezer counts as two items.',
        'As an alternative to the Brantholme council service, the charity Second Nest will collect '
        'good-condition sofas and beds for free if they carry fire safety labels.',
    )] + [(B119_WASTE, c, False) for c in (
        'Brantholme District Council collects bulky waste on Saturdays only.',
        'Brantholme District Council charges £35 to collect up to five bulky items.',
        'The charity Second Nest will collect unwanted sofas and beds in Brantholme free of charge whatever '
        'their condition.',
        'Since April 2024, Brantholme residents receiving Council Tax Reduction have paid £13 for their first '
        'three bulky items.',
        'Brantholme District Council sends residents a text message the day before their bulky waste '
        'collection.',
        'Brantholme residents can book a bulky waste collection as little as two working days before the '
        'collection date.',
        'Brantholme District Council will take bagged garden waste as part of a bulky waste collection.',
    )],
    'victorian engineer josiah frewin works': [(B119_ENGINEER, c, True) for c in (
        'Josiah Frewin designed the Ashcombe Viaduct, which takes the Ledbridge and Marrow Railway across the '
        'Tyle valley.',
        "Frewin's Ashcombe Viaduct was built between 1844 and 1847 from gritstone quarried at Hobb's Edge.",
        "Older references give the Ashcombe Viaduct's height as 31 metres, but a 2016 survey found it to be 34 "
        'metres at its highest point.',
        'Josiah Frewin designed the Pellworth Swing Bridge over the River Orm, which opened in 1858 and whose '
        'ironwork was cast at the Danesford Foundry.',
        "The lighthouse at Carrack Point, one of Josiah Frewin's designs, was first lit in 1864.",
        'Frewin designed a beam-engine pumping station at Marrow in 1852; the building still stands but is '
        'closed to the public.',
        "Passenger trains first crossed Frewin's Ashcombe Viaduct in May 1848, some months after its masonry "
        'was finished.',
    )] + [(B119_ENGINEER, c, False) for c in (
        'Josiah Frewin built the 410-metre iron pier at Saltmouth, which opened in 1889.',
        'The 2016 survey for the Tyle Valley Heritage Trust measured the Ashcombe Viaduct at 31 metres high.',
        "Josiah Frewin's Pellworth Swing Bridge has been operated by an electric motor since it opened in "
        '1858.',
        'Josiah Frewin was buried in Ashcombe churchyard, near the memorial to the labourers who died building '
        'his viaduct.',
        'Josiah Frewin became resident engineer to the Ledbridge and Marrow Railway in 1844.',
        "Frewin's beam-engine pumping station at Marrow is a Grade II* listed building.",
        "Exactly nine labourers died during the construction of Josiah Frewin's Ashcombe Viaduct.",
    )],
    'community orchestra joining and subs': [(B119_ORCHESTRA, c, True) for c in (
        'The Wenlow Valley Community Orchestra holds no formal auditions, and newcomers can try up to three '
        'rehearsals free before deciding to join.',
        'For 2024-25, Wenlow Valley Community Orchestra subs are £90 a term, or £240 for the year if paid in '
        'advance.',
        "Paying the Wenlow Valley Community Orchestra's 2024-25 annual sub in advance saves £30 compared with "
        'paying for each of the three terms separately.',
        'Students and under-25s pay £45 a term to play in the Wenlow Valley Community Orchestra in 2024-25, '
        'half the standard termly rate.',
        "An August 2023 listing put the Wenlow Valley Community Orchestra's sub at £80 a term, £10 less than "
        'the 2024-25 rate.',
        'If a wind or brass section of the Wenlow Valley Community Orchestra is full, new players are put on a '
        'waiting list.',
        'Members of the Wenlow Valley Community Orchestra without their own instrument may be able to borrow '
        "one of the orchestra's two cellos or its bassoon.",
    )] + [(B119_ORCHESTRA, c, False) for c in (
        'New players must pass an audition, held each June, to join the Wenlow Valley Community Orchestra.',
        'The Wenlow Valley Community Orchestra rehearses on Saturday mornings at Wenlow Academy.',
        'Wind and brass players can join the Wenlow Valley Community Orchestra straight away, as places in '
        'those sections are unlimited.',
        "For 2024-25, the Wenlow Valley Community Orchestra's annual sub, paid in advance, is £210.",
        'Players on low incomes can apply to the Pellow Trust for help paying their Wenlow Valley Community '
        'Orchestra subs.',
        "Wenlow Valley Community Orchestra subs include a free ticket to each of the orchestra's concerts.",
        'The Wenlow Valley Community Orchestra always gives its concerts at the Wenlow Corn Exchange.',
    )],
    'island ferry winter timetable and fares': [(B119_FERRY, c, True) for c in (
        "Fennay Sound Ferries' winter timetable for 2024-25 runs from 28 October 2024 to 29 March 2025.",
        'From Monday to Saturday in winter 2024-25, four return sailings a day link Ardlow with Kilbrack pier '
        'on Fennay.',
        'On Sundays in winter 2024-25, the last ferry back from Kilbrack to Ardlow leaves at 15.50.',
        'The winter adult return fare to Fennay is £14.60 for 2024-25, up from £13.90 in winter 2023-24.',
        'On the winter Fennay ferry, under-fives travel free and children aged 5 to 15 pay £7.30 return.',
        "Foot passengers can't book winter sailings to Fennay and just turn up, but drivers need to book "
        'because only twelve cars fit on each winter sailing.',
        'A Fennay Resident Card holder pays £26 return to take a car up to 5 metres long on the winter 2024-25 '
        'ferry.',
    )] + [(B119_FERRY, c, False) for c in (
        'During winter 2024-25, Fennay Sound Ferries runs an extra 21.00 sailing from Ardlow on Fridays and '
        'Saturdays.',
        'The £52 winter return fare for taking a car to Fennay includes the driver.',
        'The ferry crossing between Ardlow and Fennay takes about 50 minutes.',
        'For winter 2024-25, a book of ten single adult tickets for the Fennay ferry costs £58.',
        'Fennay Sound Ferries cancels every sailing once wind speeds reach force 8.',
        'Dogs travel free on the winter Fennay ferry.',
        'There are no Fennay ferry sailings on 26 December 2024.',
    )],
    'museum membership tiers and prices': [(B119_MUSEUM, c, True) for c in (
        'Individual membership of the Ellerby Museum costs £48 a year and includes unlimited free entry to its '
        'paid special exhibitions.',
        "The Ellerby Museum's £90 Family membership covers two adults and up to four children under 18 from "
        'the same household.',
        'Ellerby Museum Patrons, who pay £275 a year, get all the Joint membership benefits as well as private '
        'view invitations, a yearly behind-the-scenes tour with a curator and a mention in the annual review.',
        'People aged 65 or over, full-time students and jobseekers can buy Individual membership of the '
        'Ellerby Museum at a concession rate of £36.',
        'Joint membership of the Ellerby Museum cost £70 in May 2023, against £78 in the 2024 prices.',
        'The 10% shop and café discount for Ellerby Museum members does not cover exhibition catalogues.',
        'By showing their card, Ellerby Museum members can park free for up to three hours at the Tanner '
        'Street car park.',
    )] + [(B119_MUSEUM, c, False) for c in (
        'Ellerby Museum membership includes a programme of coach trips to other collections.',
        'Ellerby Museum members get 10% off everything in the museum shop, including exhibition catalogues.',
        'The £90 Family membership at the Ellerby Museum covers two adults and up to six children from the '
        'same household.',
        "Every Ellerby Museum member is invited to the museum's exhibition private views.",
        'According to the 2024 price list, Individual membership of the Ellerby Museum costs £42 a year.',
        'Ellerby Museum members can pay for their membership in monthly instalments by direct debit.',
        'Ellerby Museum members can attend the Thursday evening lecture series free of charge.',
    )],
    'weekly park run rules and volunteers': [(B119_PARKRUN, c, True) for c in (
        'The Lantern Fields Fiver is a free, timed 5 km event that starts at 9am each Saturday by the '
        'bandstand in Lantern Fields Park, Osterby.',
        'Participants in the Lantern Fields Fiver need to bring their personal barcode every week, printed or '
        'on a phone, or their time cannot be recorded.',
        'Dogs may take part in the Lantern Fields Fiver on a short lead, one per runner, and their owners '
        'should start at the back.',
        'Around 25 volunteers run the Lantern Fields Fiver each week, including two timekeepers, barcode '
        'scanners and six marshals on the lake path.',
        "The Lantern Fields Fiver's tail walker stays at the back so nobody finishes alone, and still gets a "
        'finishing time.',
        'A 14-year-old can volunteer at the Lantern Fields Fiver as long as a parent or guardian is '
        'volunteering or running there that day.',
        'First-timers at the Lantern Fields Fiver get a welcome talk at 8.45am, ten minutes before the run '
        "director's main briefing.",
    )] + [(B119_PARKRUN, c, False) for c in (
        'Dogs are not allowed at the Lantern Fields Fiver.',
        'The Lantern Fields Fiver starts from the boathouse in Lantern Fields Park.',
        "Children under 12 at the Lantern Fields Fiver must stay within arm's reach of a parent or guardian.",
        'Any child aged 11 or over can volunteer at the Lantern Fields Fiver without a parent or guardian '
        'being there.',
        'Participants in the Lantern Fields Fiver receive a free purple milestone T-shirt after completing 25 '
        'runs.',
        'Headphones are not allowed at the Lantern Fields Fiver.',
        'Every volunteer role at the Lantern Fields Fiver takes less than an hour.',
    )],
}
