"""Probe batch 122, written by a helper agent that saw neither the code nor an earlier probe (session 58), on \
six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B122_BIKESHARE = (
    'Question: How does the Varnholm bike-share scheme charge for rides, and where are its docking '
    'stations?\n\n'
    "Passage 1: Varnholm City Council, 'CycloVarn bike share' (page updated 12 March 2024). CycloVarn is "
    "the city's public bike-share scheme, launched in May 2021 and operated for the council by Pellister "
    'Mobility. Riders can pay as they go or buy an annual membership. Pay-as-you-go rides cost £1.20 to '
    'unlock plus 8p per minute. Annual membership costs £75 and covers the first 45 minutes of every '
    'ride; after that, members pay 5p per minute. There are currently 62 docking stations. Most are '
    'inside the Inner Ring Road, with further docks at both the north and south entrances of Varnholm '
    'Central station, on the Brackwell University campus and at Eastmoor Retail Park. Bikes must always '
    'be returned to a dock: a bike left anywhere else is charged a £20 recovery fee. Membership can be '
    'bought in the CycloVarn app.\n\n'
    'Passage 2: Varnholm Evening Gazette (9 January 2024). Bike-share users will pay more to start a '
    'ride from next month. Pellister Mobility, which runs CycloVarn, said the pay-as-you-go unlock fee '
    'will rise from £1 to £1.20 on 1 February, while the per-minute charge stays at 8p. The annual '
    'membership price of £75 is not changing. The firm is also adding 150 electric bikes to the fleet; '
    'riding one costs an extra 10p per minute on top of the normal rate, for members and pay-as-you-go '
    'riders alike. Students at Brackwell University can already buy membership at half price, £37.50. '
    'Eight new docks are planned for Halden Quay and Millbrook, which would take the network to 70 '
    'stations; the council said they are expected by summer 2024 but warned that the timetable could '
    'slip.\n\n'
    "Passage 3: Two Wheels North travel blog, 'A day at Varnholm Water' (posted 3 June 2024). If you "
    'want a relaxed ride away from the traffic, Varnholm Water Bike Hire at the country park is a good '
    "bet. It is run by Lakeside Wheels, a private company, and is not part of the city's CycloVarn "
    'scheme. Bikes are hired from the visitor centre by the main lake: £15 for a half day or £25 for a '
    'full day, with a helmet and a lock included. The hire hut is open from April to October, 9am to '
    '5pm. We did the 11 km circuit of the lake in about an hour, stopping at the Heron Hide café for a '
    "bacon roll. Note that CycloVarn bikes are not allowed on the park's forest trails, so if you arrive "
    'on one you will need to stick to the lakeside path.'
)

B122_SCULPTOR = (
    'Question: What did the sculptor Orla Kestrane make, and who were her works made for?\n\n'
    "Passage 1: Dunmere Art Trust, collection notes, 'Orla Kestrane (1911-1987)' (revised 2022). Orla "
    'Kestrane was born in Hallowby and trained at the Cressington School of Art from 1929 to 1932. She '
    'worked mainly in carved limestone and cast bronze. Her best-known piece, The Net Menders (1938), is '
    'a limestone group of three figures made for the new offices of the Port of Askerby Harbour Board. '
    'In 1952 Brennock County Council commissioned her bronze Seated Reader for the Felling Road Public '
    'Library, where it still stands in the entrance hall. Kestrane is also thought to have designed the '
    "carved relief panels above the library's doors, although no contract or drawing survives to confirm "
    'this. In the 1960s she turned to smaller work, producing a series of bronze birds for private '
    'collectors; the Trust holds four of them.\n\n'
    "Passage 2: Brennock Herald, 'Harbour sculpture back on show' (14 May 2019). The Net Menders, Orla "
    "Kestrane's limestone group of three women mending fishing nets, returned to public view this week "
    'after an eight-month restoration costing £38,000. The harbour board commissioned the work in 1937 '
    "and it was unveiled the following year outside the board's offices on Quay Street; records show "
    'that Kestrane was paid £400 for it. When the offices closed in 1994 the sculpture was moved to the '
    'Askerby Maritime Museum, where it has stood ever since. Kestrane, who died in 1987, took on few '
    'commissions after the war, but in 1948 she carved a war memorial for the village of Thornley St '
    'Giles at the request of its parish council, bearing the names of 23 local men.\n\n'
    'Passage 3: Tollbridge Glass Gallery, artist page. Aurel Kestrane, born in Tollbridge in 1962, is a '
    'glass artist known for large blown-glass chandeliers and light installations. Her commissions '
    'include a twelve-metre chandelier for the lobby of the Marlowe Grand Hotel (2004) and a set of '
    'coloured glass screens for the chapel of Wenlow Infirmary (2011). She studied at the Wenlow College '
    'of Craft and opened her own studio in 1990. Visitors sometimes ask whether she is related to the '
    'sculptor Orla Kestrane; she is not, and the shared surname is a coincidence. Her work is shown at '
    'the gallery each autumn, and smaller pieces, such as bowls and vases, can be bought from the '
    'gallery shop or ordered by commission.'
)

B122_PARKING = (
    'Question: How do I get a resident parking permit in Eldersby, and how much does it cost?\n\n'
    "Passage 1: Eldersby Borough Council, 'Resident parking permits' (page updated 4 April 2024). You "
    'can apply for a resident permit online through your MyEldersby account. You will need proof of '
    'address dated within the last three months, such as a council tax bill or utility bill, and the '
    "vehicle's V5C logbook showing it registered at that address. Each permit is valid for 12 months and "
    'only in the zone (A to F) where you live. From 1 April 2024 a first permit costs £68 and a second '
    'permit costs £112; no household can hold more than two. A first permit for a fully electric vehicle '
    'costs £34. Permits are digital and linked to your number plate, so there is nothing to display in '
    'the car. Please allow up to 10 working days for your application to be processed.\n\n'
    'Passage 2: Eldersby Courier (18 February 2024). Resident parking permits in Eldersby will cost more '
    "from 1 April after the council's cabinet approved new charges on Tuesday. The first permit for a "
    'household rises from £60 to £68 and a second from £95 to £112. Blue Badge holders who live in a '
    'permit zone will still be able to get their first permit free. Visitor permits are unchanged: books '
    'of ten one-day scratchcards cost £18, and each household can buy up to six books a year. Homes in '
    'new-build developments in Zone C completed after 2019 remain ineligible for resident permits under '
    'their planning conditions. Councillors said a further rise could follow in 2025 if the scheme '
    'continues to run at a loss.\n\n'
    "Passage 3: Corran Estates, 'Parking at Eldersby Business Park'. Staff working at Eldersby Business "
    "Park can park in the estate's three car parks with a Corran staff permit. Permits are not issued to "
    "individuals: your employer's facilities manager applies on your behalf through the Corran tenant "
    'portal. A staff permit costs £20 a month or £240 a year, usually deducted through your employer. '
    'Permits are paper hangers that must be displayed on the rear-view mirror, and applications are '
    'processed within five working days. Visitors to businesses on the park should use the '
    'pay-and-display bays at the main entrance, which cost £1.50 an hour. Please note that Eldersby '
    "Borough Council resident permits are not valid in any of the business park's car parks."
)

B122_WALK = (
    "Question: How is the Bramwell Lantern Trust's sponsored night walk organised, and how much does it "
    'cost to enter?\n\n'
    "Passage 1: Bramwell Lantern Trust, event page 'Lantern Stride 2024'. Join us for the Lantern "
    'Stride, our sponsored night walk, on Saturday 14 September 2024. Walkers set off from Corvey Park, '
    'Tullingford, at 8pm and choose either a 10 km or a 20 km route. Entry costs £15 for adults and '
    '£7.50 for under-16s, who must walk with a registered adult. Every walker is asked to raise at least '
    '£100 in sponsorship, and we will set up an online fundraising page for you when you register. Your '
    "entry includes a lantern to carry, an event T-shirt and a finisher's medal. Dogs on short leads are "
    'welcome on the 10 km route but not on the 20 km route. Registration closes on 1 September, and the '
    'money raised funds our reading and mobility services for people with sight loss.\n\n'
    "Passage 2: Tullingford Gazette (2 July 2024). The Bramwell Lantern Trust's fifth Lantern Stride "
    'takes place in September, and organisers hope to pass £200,000 in sponsorship for the first time. '
    'Last year 1,200 walkers raised £186,000. The early-bird entry price of £10 ended on 30 June, and '
    'adult entry is now £15. Both routes pass through Harrowgate Woods before following the River Selm, '
    'with refreshment stops every 5 km. Walkers on the 20 km route finish at Elmstead Green, where free '
    'shuttle buses take them back to Corvey Park. Anyone who would rather not fundraise can choose a £40 '
    'no-fundraising entry instead, which removes the £100 sponsorship minimum.\n\n'
    "Passage 3: Calder Vale Life, 'Autumn charity walks' (August 2024). Looking for a challenge this "
    'autumn? Bramwell Hospice, not to be confused with the Bramwell Lantern Trust, holds its Moonlight '
    'Walk on Saturday 5 October. The 13-mile route starts at 9pm from Calder Vale Racecourse and loops '
    'through the town centre. Entry is £25 and walkers are asked to raise a minimum of £150 for the '
    "hospice's night nursing service. Dogs are welcome throughout, and every finisher gets a hot drink "
    "and a bacon sandwich. For something shorter, the Calder Vale Rotary Club's 5 km Family Fun Walk on "
    '22 September costs £5 per family and needs no sponsorship, and pushchairs are welcome on its '
    'all-tarmac route.'
)

B122_CASTLE = (
    'Question: When does Garrowmere Castle open for the spring, and how much are tickets?\n\n'
    "Passage 1: Garrowmere Castle official website, 'Plan your visit: 2025 season'. Garrowmere Castle "
    'closes to visitors over the winter and reopens for the 2025 season on Saturday 15 March. From then '
    'until 31 May the castle is open from 10am to 4pm, Wednesday to Sunday. It is closed on Mondays and '
    'Tuesdays, except on bank holiday Mondays, when it opens as normal. Last entry is one hour before '
    'closing. Tickets cost £14.50 for adults and £7 for children aged 5 to 15; under-5s go free. A '
    'family ticket for two adults and up to three children costs £38. Book online in advance to save 10% '
    "on these prices. Members of Garrowmere Heritage get in free all year. Please note that the castle's "
    'spiral staircases and wall walk are not suitable for pushchairs or wheelchairs.\n\n'
    "Passage 2: The Northern Rambler blog, 'Garrowmere Castle reopens' (posted 10 February 2025). Good "
    "news for castle fans: Garrowmere reopens on 15 March this year, a little earlier than last year's "
    '23 March start. Prices have crept up too: an adult ticket on the gate was £13 in 2024 and is now '
    '£14.50. The walled garden opens later than the castle, from 1 April, and is included in your '
    'ticket. Over the Easter weekend, 18 to 21 April 2025, there is a falconry display on the lower '
    'lawn, which costs an extra £3 per person. The car park charges £4 per day, though Garrowmere '
    'Heritage members park free. Staff told me the castle may move to opening seven days a week from '
    'late May if enough volunteers sign up, so check before you travel.\n\n'
    "Passage 3: Visit Lowick Edge, 'Garrowmere Hall'. Not to be confused with the castle, Garrowmere "
    'Hall is a Georgian country house six miles away, owned by the Pellow family trust. The hall opens '
    'for the season on 1 May and can be visited from Thursday to Sunday, on guided tours only, at 11am '
    'and 2pm. Tickets cost £11 for adults, and children under 16 go free. The tours last about 75 '
    "minutes and cover the library, the painted drawing room and the old kitchens. The hall's tearoom is "
    'open from 10.30am to 4.30pm on opening days and does not require a tour ticket. Group visits of 15 '
    'or more can be arranged on Wednesdays by booking at least two weeks ahead.'
)

B122_SWIM = (
    'Question: How do I book swimming lessons at Marrowfield Leisure Centre, and what do they cost?\n\n'
    "Passage 1: Kinetica Leisure Trust, 'Learn to Swim at Marrowfield Leisure Centre'. Our Learn to Swim "
    'programme at Marrowfield Leisure Centre is for children aged 4 to 12 and runs through Stages 1 to '
    '7. Lessons last 30 minutes, take place once a week and are sold in 10-week blocks. You can book '
    'through the Kinetica app or at reception. Children who have swum before must first attend a free '
    'assessment, held on Saturday mornings, so that our teachers can place them in the right stage; '
    'complete beginners can book straight into Stage 1. A 10-week block costs £62, or you can pay £26.50 '
    'a month by direct debit. A second or further child from the same family gets 15% off. Classes are '
    'limited to eight children in Stages 1 to 3 and twelve in Stages 4 to 7.\n\n'
    'Passage 2: Stennford Community News (21 August 2024). Parents will pay more for swimming lessons at '
    'Marrowfield Leisure Centre from September. The Kinetica Leisure Trust, which runs the centre, is '
    'raising the price of a 10-week block from £58 to £62 and the monthly direct debit from £24 to '
    '£26.50. The trust says the rise covers higher heating and staffing costs. It has also launched '
    'adult lessons on Tuesday and Thursday evenings at 7.30pm, at £8.50 per session on a pay-as-you-go '
    'basis, bookable through the app up to seven days ahead. Demand for the early stages remains high: '
    'the wait for a place in Stages 1 and 2 is currently around six weeks, although the centre says this '
    'varies from term to term.\n\n'
    "Passage 3: Marrowfield Swimming Club, 'Join the club'. Marrowfield Swimming Club is an independent "
    "competitive club that trains at Marrowfield Leisure Centre but is run separately from the centre's "
    'lessons. Swimmers aged 8 and over can book a trial by emailing the club secretary; to be considered '
    'they must be able to swim 50 metres of front crawl and 25 metres of backstroke. Squad membership '
    'costs £35 a month, paid by standing order, plus an annual registration fee of £40. Squads train '
    'three times a week, including early sessions at 6am on Mondays and Fridays. Members compete in the '
    'Tennerby League and at county galas. Please do not contact the leisure centre about the club, as '
    'reception staff cannot take bookings for us.'
)


BATCHES_122: dict[str, list[tuple[str, str, bool]]] = {
    'bike-share charges and docks': [(B122_BIKESHARE, c, True) for c in (
        'A pay-as-you-go CycloVarn ride costs £1.20 to unlock and then 8p for each minute.',
        'Annual CycloVarn members pay £75 a year, ride free for the first 45 minutes of each trip and pay 5p '
        'a minute after that.',
        'Until the increase on 1 February 2024, unlocking a CycloVarn bike on pay-as-you-go cost £1.',
        'Most CycloVarn docks sit inside the Inner Ring Road, with others at Varnholm Central station, the '
        'Brackwell University campus and Eastmoor Retail Park.',
        'Riding a CycloVarn e-bike adds 10p per minute to the usual charge, whether the rider is a member or '
        'pays as they go.',
        'Brackwell University students can get a CycloVarn annual membership for £37.50, half the normal price.',
        'A CycloVarn bike that is not returned to a dock incurs a £20 recovery fee.',
    )] + [(B122_BIKESHARE, c, False) for c in (
        'CycloVarn bikes can be hired from the Varnholm Water visitor centre for £15 a half day, with a '
        'helmet included.',
        'Once the first 45 minutes are used up, CycloVarn annual members are charged 8p per minute.',
        'Every CycloVarn ride is free for its first 45 minutes.',
        'CycloVarn has been running since May 2022, operated by Pellister Mobility for the city council.',
        'Brackwell University students pay half the usual CycloVarn unlock fee on pay-as-you-go rides.',
        'CycloVarn annual membership can be spread over twelve monthly payments in the app.',
        'The eight new CycloVarn docks at Halden Quay and Millbrook opened in summer 2024, bringing the '
        'network to 70 stations.',
    )],
    'twentieth-century sculptor works and patrons': [(B122_SCULPTOR, c, True) for c in (
        'Orla Kestrane carved The Net Menders, a limestone group of three figures, for the Port of Askerby '
        'Harbour Board.',
        "Kestrane's The Net Menders was commissioned in 1937 and unveiled in 1938.",
        'In 1952 Brennock County Council commissioned Kestrane to make the bronze Seated Reader for Felling '
        'Road Public Library.',
        "In 1948 Orla Kestrane carved a war memorial for Thornley St Giles, commissioned by the village's "
        'parish council and bearing 23 names.',
        'Records show that Orla Kestrane received £400 for The Net Menders.',
        "Kestrane's The Net Menders has stood in the Askerby Maritime Museum since 1994, when the harbour "
        "board's offices closed.",
        'In the 1960s Orla Kestrane made a series of bronze birds for private collectors.',
    )] + [(B122_SCULPTOR, c, False) for c in (
        'Orla Kestrane made a twelve-metre blown-glass chandelier for the lobby of the Marlowe Grand Hotel.',
        "Kestrane's The Net Menders was unveiled in 1937 outside the harbour board's offices on Quay Street.",
        "Kestrane's Seated Reader went back on show in 2019 after an eight-month restoration costing £38,000.",
        "Orla Kestrane's The Net Menders was commissioned as a memorial to Askerby fishermen lost at sea.",
        "Kestrane's Seated Reader is a limestone figure carved for the Felling Road Public Library.",
        'Orla Kestrane designed the carved relief panels above the doors of Felling Road Public Library.',
        'The war memorial Orla Kestrane made for Thornley St Giles was commissioned by Brennock County Council.',
    )],
    'town resident parking permits': [(B122_PARKING, c, True) for c in (
        'Eldersby residents apply for a resident parking permit online via their MyEldersby account.',
        'To get an Eldersby resident permit you need proof of address from the past three months and a V5C '
        'logbook showing the vehicle registered at that address.',
        'Since 1 April 2024 the first resident permit for an Eldersby household has cost £68, up from £60.',
        'An Eldersby household may hold no more than two resident permits, and the second one costs £112.',
        'In Eldersby a first resident permit for a fully electric vehicle costs £34, half the standard '
        'first-permit price.',
        'Blue Badge holders who live in an Eldersby permit zone can get their first resident permit free.',
        'Eldersby resident permits are digital and tied to the number plate, so nothing has to be displayed '
        'in the vehicle.',
    )] + [(B122_PARKING, c, False) for c in (
        'Eldersby resident permits are paper hangers that have to be displayed on the rear-view mirror.',
        'A second resident permit for an Eldersby household currently costs £95.',
        'Blue Badge holders living in an Eldersby permit zone get all of their resident permits free of charge.',
        'Eldersby residents can also apply for a resident permit by post or in person at the council offices.',
        'An Eldersby resident permit lasts 12 months and can be used in any of the zones A to F.',
        'Homes in new-build developments completed after 2019 anywhere in Eldersby are not eligible for '
        'resident permits.',
        "Eldersby's resident permit charges will go up again in 2025.",
    )],
    'charity sponsored night walk': [(B122_WALK, c, True) for c in (
        'The 2024 Lantern Stride sets off from Corvey Park in Tullingford at 8pm on Saturday 14 September.',
        'Lantern Stride walkers choose between a 10 km route and a 20 km route.',
        'Adult entry to the Lantern Stride is £15, and under-16s pay £7.50 but must walk with a registered adult.',
        'An early-bird Lantern Stride entry price of £10 was available until 30 June 2024.',
        'Lantern Stride walkers are asked to raise at least £100 unless they choose the £40 no-fundraising entry.',
        "Each Lantern Stride entry comes with a lantern, an event T-shirt and a finisher's medal.",
        'Free shuttle buses bring Lantern Stride walkers on the 20 km route back from the Elmstead Green '
        'finish to Corvey Park.',
    )] + [(B122_WALK, c, False) for c in (
        'Dogs are welcome on both Lantern Stride routes.',
        'Adults can still enter the Lantern Stride at the £10 early-bird price until registration closes on '
        '1 September.',
        'Under-16s on the Lantern Stride are asked to raise at least £50, half the adult sponsorship minimum.',
        'The 2024 Lantern Stride is the sixth time the Bramwell Lantern Trust has held the event.',
        'Every Lantern Stride finisher is given a hot drink and a bacon sandwich.',
        'The 10 km Lantern Stride route finishes at Elmstead Green, where shuttle buses return walkers to Corvey Park.',
        'The organisers have confirmed that the 2024 Lantern Stride will raise more than £200,000.',
    )],
    'castle spring opening and tickets': [(B122_CASTLE, c, True) for c in (
        'Garrowmere Castle reopens for its 2025 season on Saturday 15 March.',
        'In spring Garrowmere Castle opens from 10am to 4pm, Wednesday to Sunday, with last entry at 3pm.',
        'An adult ticket to Garrowmere Castle costs £14.50, a child aged 5 to 15 pays £7 and under-5s are free.',
        'A Garrowmere Castle family ticket, covering two adults and up to three children, costs £38.',
        'The adult gate price at Garrowmere Castle has gone up by £1.50 since 2024.',
        "Garrowmere Castle's walled garden does not open until 1 April, but entry to it is included in the "
        'castle ticket.',
        'Visitors who book Garrowmere Castle tickets online in advance save 10%.',
    )] + [(B122_CASTLE, c, False) for c in (
        'Garrowmere Castle can only be seen on guided tours, which start at 11am and 2pm.',
        'Garrowmere Castle is shut every Monday and Tuesday between mid-March and the end of May.',
        'An adult ticket to Garrowmere Castle for the 2025 season costs £13.',
        "Garrowmere Heritage members can watch the castle's Easter falconry display without paying the extra £3.",
        'The Easter falconry display at Garrowmere Castle runs from 17 to 21 April 2025.',
        'A Garrowmere Castle ticket also gives free entry on a return visit within 12 months.',
        'From late May 2025, Garrowmere Castle opens seven days a week.',
    )],
    'leisure centre swimming lessons': [(B122_SWIM, c, True) for c in (
        "Swimming lessons at Marrowfield Leisure Centre can be booked in the Kinetica app or at the centre's "
        'reception.',
        "Children's lessons at Marrowfield are 30 minutes long, held weekly and sold in blocks of 10 weeks.",
        "A 10-week block of children's lessons at Marrowfield costs £62, which is £6.20 per lesson.",
        'Instead of paying per block, Marrowfield parents can pay £26.50 a month by direct debit.',
        'A second or further child from the same family gets 15% off Marrowfield swimming lessons.',
        'Adults can take pay-as-you-go lessons at Marrowfield at 7.30pm on Tuesdays and Thursdays for £8.50 a session.',
        'Before September 2024 a 10-week block of swimming lessons at Marrowfield cost £58.',
    )] + [(B122_SWIM, c, False) for c in (
        "Children's swimming lessons at Marrowfield Leisure Centre cost £35 a month.",
        "Every child joining Marrowfield's swimming lessons must first attend a free Saturday-morning assessment.",
        'Marrowfield swimming classes in Stages 4 to 7 are limited to ten children.',
        'Adult swimming lessons at Marrowfield can be paid for by direct debit at £26.50 a month.',
        'Each block of Marrowfield swimming lessons includes free entry to public swim sessions for the child.',
        'New swimmers at Marrowfield are guaranteed a place in Stage 1 or 2 within six weeks.',
        "Marrowfield's Learn to Swim lessons are open to children aged 3 to 12.",
    )],
}
