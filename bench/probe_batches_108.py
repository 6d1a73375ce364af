"""Probe batch 108, written by a helper agent that saw neither the code nor an earlier probe (session 57), on six
questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B108_ALLOTMENT = (
    "Question: How are allotment plots allocated in Caddleton, and how much is the rent?\n\n"
    "Passage 1: (Caddleton Town Council, 'Allotments' page, updated March 2024) The town council "
    "manages 212 allotment plots on three sites: Mill Lane (96 plots), Fennick Road (74) and Priory "
    "Meadow (42). Plots are let strictly from a waiting list in the order applications were "
    "received, and applicants must live inside the Caddleton parish boundary. Only one plot may be "
    "held per household. When a plot falls vacant it is offered to the next person on the list, who "
    "has 14 days to accept; anyone who turns down two offers is moved to the bottom of the list. For "
    "the 2024-25 year the rent is £68 for a full plot (about 250 square metres) and £38 for a half "
    "plot. Tenants aged 65 or over, or receiving Council Tax Reduction, pay half the usual rent. "
    "Tenancies run from 1 October to 30 September, and the rent is due on 1 October.\n\n"
    "Passage 2: (Caddleton Allotment Society newsletter, January 2025) There are currently around "
    "140 names on the council's waiting list, and the society estimates the average wait at about "
    "two and a half years. Waits for Priory Meadow are usually much shorter, typically around nine "
    "months, because the site has no mains water and is less popular. The council has confirmed that "
    "from 1 October 2025 the rent will rise to £74 for a full plot and £41 for a half plot. At Mill "
    "Lane and Fennick Road the water charge is included in the rent. Society membership is separate "
    "and costs £5 a year; members can buy discounted seed and compost at the trading hut at Mill "
    "Lane, which is open on Sunday mornings from 10 until 12.\n\n"
    "Passage 3: (Caddington Parish Council news, February 2025) Caddington's allotments on Brook "
    "Lane are allocated each year by a ballot held in February, so there is no waiting list to join. "
    "Anyone living in Caddington parish may enter the ballot by 31 January, and if any plots remain "
    "after the draw they are offered to non-residents. The rent for a full plot is £45 a year, and "
    "half plots are £25. Successful applicants sign a one-year agreement and must keep at least "
    "three-quarters of their plot under cultivation. The parish clerk reminds tenants that bonfires "
    "are allowed only between November and March, and that hosepipes may not be used on any plot."
)

B108_ARCHITECT = (
    "Question: What did the Victorian architect Silas Marrowby design, and where are his buildings?\n\n"
    "Passage 1: (Northmere Civic Heritage Trust, 'Architects of the County', 2019) Silas Marrowby "
    "(1821-1889) was born in Pellingford and trained in Ashcombe under the architect Thomas Grelling "
    "before opening his own practice in Pellingford in 1848. His best-known building is the "
    "Pellingford Corn Exchange of 1856, an Italianate hall to which he added a clock tower in 1861. "
    "In Hathersby he designed St Aldric's Church (1859-62), a Gothic Revival building of local red "
    "sandstone with a spire 52 metres tall. His largest commission was Pellingford Town Hall, built "
    "between 1871 and 1874. Marrowby retired in 1885, handing the practice to his son Arthur, and "
    "died four years later at his home on Castle Street, Pellingford.\n\n"
    "Passage 2: (Lost Victorian Buildings blog, post of May 2022) Several of Silas Marrowby's "
    "buildings have not survived. His Hathersby Workhouse, completed in 1866 for 300 inmates, was "
    "demolished in 1968 to make way for a housing estate. Marrowby and his son Arthur also designed "
    "the public swimming baths in Kelsby, opened in 1880 and closed in 1994; the building now stands "
    "empty. Of his surviving work, the Corn Exchange in Pellingford is Grade II listed. Many guides "
    "date the completion of Pellingford Town Hall to 1874, but the borough council minutes show that "
    "it was not formally handed over until April 1875. Marrowby's original drawings for the "
    "workhouse are kept at the county record office in Ashcombe.\n\n"
    "Passage 3: (Kelsby Local History Society, 2021) Simon Marrowby (1902-1977), no relation of the "
    "Victorian architect with a similar name, was Kelsby's borough architect from 1934 to 1962. He "
    "designed Kelsby Bus Station (1938), an Art Deco building with a curved glass booking hall, and "
    "the Northmere County Library on Fore Street (1951). His plan to replace the town's Victorian "
    "swimming baths with a modern leisure centre was rejected in 1959. The bus station was restored "
    "in 2016 and is now Grade II listed, while the library moved to new premises in 2008. Simon "
    "Marrowby was president of the Northmere Society of Architects from 1955 to 1958, and his papers "
    "are held by the society."
)

B108_DOG = (
    "Question: How do I adopt a dog from Quellbrook Paws Rescue, and what are the fees?\n\n"
    "Passage 1: (Quellbrook Paws Rescue, 'Adopting a dog' page, 2024) Start by browsing the dogs on "
    "our website and sending us an adoption application form; we review every application within "
    "five working days. Every adopter has a home visit from one of our volunteers, and you will need "
    "to meet your chosen dog at least twice at the centre before taking it home. If you already have "
    "a dog, please bring it along for a meeting with the new one. Our adoption fee is £195 for dogs "
    "over six months old and £250 for puppies under six months, while dogs aged eight and over (our "
    "'Golden Oldies') are £120. The fee covers microchipping, first vaccinations, neutering (or a "
    "neutering voucher if the dog is too young) and four weeks of free pet insurance.\n\n"
    "Passage 2: (Quellbrook Courier, February 2025) Quellbrook Paws Rescue is raising its adoption "
    "fees from 1 April 2025 to cover rising vet bills. The fee for adult dogs will go up to £215 and "
    "the puppy fee to £275, but the £120 fee for older dogs will stay the same. The rescue, on "
    "Tanner's Lane, is currently caring for 46 dogs. Manager Delia Ruscoe said visitors can come and "
    "see the dogs without an appointment at open days every Saturday from 11am to 3pm; on other days "
    "viewings are by appointment only. Adopters must be aged 21 or over, she added, and anyone "
    "renting will need written permission from their landlord.\n\n"
    "Passage 3: (Quellbrook Cat Sanctuary, 'Adopt a cat', 2024) Quellbrook Cat Sanctuary, a separate "
    "charity on Mill Row, rehomes around 200 cats a year. Our adoption fee is £85 per cat, or £150 "
    "for a bonded pair, including first vaccinations and microchipping. We do not carry out home "
    "visits; instead we hold a short video call to check your home, and most adopters can take their "
    "cat home the same day. Adopters must be 18 or over, and we ask that indoor cats go only to "
    "homes where a window or balcony can be made safe. Kittens are £95 each and are rehomed in pairs "
    "wherever possible. Our rehoming centre is open to visitors from Thursday to Sunday, 12pm to 4pm."
)

B108_SWIM = (
    "Question: How do the start waves and cut-off times work at the Thrushmere Lake Swim?\n\n"
    "Passage 1: (Thrushmere Lake Swim official website, race information for 2025) The 2025 "
    "Thrushmere Lake Swim takes place on Sunday 13 July, with distances of 1 km, 2.5 km and 5 km. "
    "Swimmers start in waves of up to 80, grouped by distance and by the finish time they predict "
    "when registering. The first wave, for 5 km swimmers, starts at 8:00, and a new wave sets off "
    "every 15 minutes after that. Wetsuits are compulsory if the water is below 16°C and optional "
    "above it. The 5 km is two laps: swimmers who have not completed the first 2.5 km lap within 1 "
    "hour 30 minutes of their wave start will be taken out of the water, and all 5 km swimmers must "
    "finish within 3 hours of their wave start. The cut-off for the 2.5 km is 1 hour 45 minutes. "
    "There is no cut-off for the 1 km.\n\n"
    "Passage 2: (Cobbleford Tri Club blog, review of the 2024 Thrushmere Lake Swim, August 2024) "
    "This year's swim ran smoothly, though the waves felt crowded, with up to 100 swimmers each. The "
    "2.5 km cut-off was a tight 1 hour 30 minutes, and a few of our members were pulled out just "
    "short of the finish. Caps are colour-coded by distance: pink for the 5 km, yellow for the 2.5 "
    "km and green for the 1 km. Timing chips are worn on the left ankle. If you are nervous about "
    "your wave, you can move to a later one at the registration tent on the morning, but the "
    "organisers will not move anyone to an earlier wave. The organisers hinted that they might allow "
    "more time for the 2.5 km next year.\n\n"
    "Passage 3: (Thrushmere Lake Swim Club, summer sessions 2025) Not to be confused with the annual "
    "Thrushmere Lake Swim event, our club runs open-water sessions every Wednesday evening from May "
    "to September, from 6pm to 8pm. Sessions cost £6 for members and £9 for guests. All swimmers "
    "must wear a brightly coloured tow float. There are no timed cut-offs, but lifeguards close the "
    "750-metre loop at 7:45pm and everyone must be out of the water by 8pm. New members must first "
    "complete a 400-metre assessment swim with a coach before joining a session. Non-members may "
    "come as guests up to three times. Hot drinks are served in the clubhouse afterwards, and the "
    "changing rooms open at 5:30pm."
)

B108_GARDEN = (
    "Question: When is Callowmere Botanic Garden open in winter, and how much are tickets?\n\n"
    "Passage 1: (Callowmere Botanic Garden, 'Plan your visit', updated October 2024) From 1 November "
    "to 28 February the garden is open daily from 10:00 to 16:00, with last entry at 15:00; the "
    "glasshouses close at 15:30. We are closed on 24, 25 and 26 December and on 1 January. From 1 "
    "March our summer hours of 9:30 to 18:00 apply. Standard tickets are £14.50 for adults, £12 for "
    "concessions (visitors aged 65 and over and full-time students), £7 for children aged 5 to 16, "
    "and free for under-fives. Between November and February the adult ticket is reduced to £11; all "
    "other prices stay the same. Members enter free all year. Dogs are not allowed in the garden, "
    "except assistance dogs.\n\n"
    "Passage 2: (Westcountry Days Out travel guide, December 2023) Callowmere Botanic Garden is a "
    "rewarding winter visit, especially for the heated Palm House and the witch-hazel walk, which is "
    "at its best in January. In winter the garden closes at 15:30, so arrive early to make the most "
    "of the short days. Booking online at least 24 hours ahead saves 10% on the gate price. The café "
    "may close early on weekdays in January, so bring a flask if you are visiting late in the day. "
    "Parking is on the streets nearby and can be difficult at weekends. The shop by the main gate "
    "sells plants raised in the garden's own nursery, and there is a small play area beside the lake.\n\n"
    "Passage 3: (Callowmere Abbey Gardens, visitor information, 2024) The walled gardens at "
    "Callowmere Abbey, three miles north of the town, are closed to visitors from 1 November and "
    "reopen on 15 March each year. During the season they are open from 10:30 to 17:00, Wednesday to "
    "Sunday. Admission is £9 for adults and £4.50 for children, and the tea room in the old coach "
    "house serves lunches from noon. Dogs on short leads are welcome in the outer parkland but not "
    "in the walled gardens themselves. Groups of 15 or more should book two weeks ahead. The Abbey "
    "Gardens are run by a separate trust and are not connected with the town's botanic garden."
)

B108_LIBRARY = (
    "Question: How do e-book loans, holds and fines work at Fernhollow Public Library?\n\n"
    "Passage 1: (Fernhollow Public Library, 'E-books and your account' FAQ, updated January 2025) "
    "Members borrow e-books through the ReadBridge app, signing in with their library card number "
    "and PIN. You can have up to 8 e-books on loan at once, and each loan lasts 21 days. A loan can "
    "be renewed once, provided no one else has a hold on the title. You can place up to 10 holds; "
    "when a held title becomes available we email you, and you have 3 days to borrow it before it "
    "passes to the next person in the queue. E-books return themselves automatically at the end of "
    "the loan, so they never incur fines. For physical items, overdue fines were abolished on "
    "children's cards from 1 September 2023; adult cards are still charged 20p per item per day, up "
    "to a maximum of £5 per item.\n\n"
    "Passage 2: (Fernhollow Gazette, August 2024) Fernhollow's library board has voted to scrap "
    "overdue fines on adult cards as well, from 1 April 2025, following the earlier change for "
    "children. Head librarian Marcus Oyelaran said fines brought in less than £9,000 a year and "
    "discouraged people from coming back. Any overdue fines still outstanding on adult cards will be "
    "cleared on the same date, but members will still be charged the replacement cost of items that "
    "are lost or damaged. The library also hopes to raise the e-book loan limit to 10 titles later "
    "in the year, subject to its digital budget, after record demand during the winter.\n\n"
    "Passage 3: (Fernhollow University Library, student guide 2024-25) University members can borrow "
    "e-books from the university's online collection for 7 days at a time, with up to 5 titles on "
    "loan. Holds are kept for 48 hours once a title is available. Print items on short loan are "
    "fined at 50p per hour and standard loans at 20p per day, with borrowing suspended once fines "
    "reach £10. The university library is for staff and students only and does not accept public "
    "library cards. Students can ask the library to buy a new e-book title, and most requests are "
    "dealt with within ten working days. Any fines on a student's account must be paid before "
    "graduation."
)

BATCHES_108: dict[str, list[tuple[str, str, bool]]] = {
    'Caddleton allotment allocation and rent': [(B108_ALLOTMENT, c, True) for c in (
        "Caddleton Town Council lets its allotment plots from a waiting list, in the order in which "
        "applications were received.",
        "To get an allotment in Caddleton you must live inside the parish boundary, and each household can "
        "hold only one plot.",
        "Someone offered a vacant Caddleton allotment plot has two weeks to accept it.",
        "In the 2024-25 year a full Caddleton allotment plot costs £68 and a half plot £38.",
        "Caddleton allotment tenants who are 65 or older pay half the usual rent.",
        "The rent for a full Caddleton allotment plot is set to go up by £6, to £74, from 1 October 2025.",
        "According to the allotment society, waits for a plot at Priory Meadow, which has no mains water, "
        "are typically around nine months, well below the average of about two and a half years.",
    )] + [(B108_ALLOTMENT, c, False) for c in (
        "Caddleton's allotment plots are allocated each year by a ballot held in February.",
        "From 1 October 2025 a half plot in Caddleton will cost £38 a year.",
        "Caddleton allotment tenants who receive Council Tax Reduction pay no rent for their plot.",
        "Anyone in Caddleton who turns down a single offer of a plot is moved to the bottom of the waiting "
        "list.",
        "Caddleton Town Council manages 221 allotment plots across its three sites.",
        "Caddleton allotment tenants can choose to pay their rent in monthly instalments.",
        "Applicants for a Priory Meadow allotment in Caddleton are guaranteed a plot within nine months.",
    )],
    'Victorian architect Silas Marrowby buildings': [(B108_ARCHITECT, c, True) for c in (
        "Silas Marrowby's best-known building is the Italianate Corn Exchange in Pellingford, dating from "
        "1856.",
        "Marrowby added a clock tower to the Pellingford Corn Exchange five years after the hall was built.",
        "In Hathersby, Silas Marrowby designed St Aldric's Church, a Gothic Revival building in local red "
        "sandstone.",
        "The Hathersby Workhouse designed by Silas Marrowby was completed in 1866 and pulled down in 1968.",
        "Sources differ on when Pellingford Town Hall was finished: a 2019 heritage guide gives 1874, while "
        "a blog citing council minutes says it was not handed over until April 1875.",
        "Silas Marrowby and his son Arthur designed the public swimming baths in Kelsby, which opened in "
        "1880.",
        "Before setting up his own practice in Pellingford in 1848, Silas Marrowby trained in Ashcombe under "
        "Thomas Grelling.",
    )] + [(B108_ARCHITECT, c, False) for c in (
        "Silas Marrowby designed Kelsby Bus Station, an Art Deco building completed in 1938.",
        "Silas Marrowby's St Aldric's Church in Hathersby was built between 1859 and 1864.",
        "Silas Marrowby designed the Pellingford Corn Exchange in the Gothic Revival style.",
        "Silas Marrowby's Hathersby Workhouse is a Grade II listed building.",
        "The handover of Silas Marrowby's Pellingford Town Hall was delayed until 1875 because its builder "
        "went bankrupt.",
        "Silas Marrowby was born in Ashcombe, where he later trained under Thomas Grelling.",
        "Silas Marrowby's son Arthur took over the practice when his father died in 1889.",
    )],
    'Quellbrook Paws Rescue dog adoption and fees': [(B108_DOG, c, True) for c in (
        "Quellbrook Paws Rescue reviews every adoption application within five working days.",
        "Everyone who adopts from Quellbrook Paws Rescue gets a home visit from one of its volunteers.",
        "Before taking a dog home from Quellbrook Paws Rescue, you have to meet it at least twice at the "
        "centre.",
        "At Quellbrook Paws Rescue the adult dog fee rises from £195 to £215 on 1 April 2025.",
        "The £120 fee that Quellbrook Paws Rescue charges for dogs aged eight and over is unaffected by the "
        "April 2025 rise.",
        "Quellbrook Paws Rescue's adoption fee covers microchipping, first vaccinations, neutering or a "
        "neutering voucher, and four weeks of free pet insurance.",
        "To adopt from Quellbrook Paws Rescue you must be at least 21, and renters need their landlord's "
        "written permission.",
    )] + [(B108_DOG, c, False) for c in (
        "Most people adopting from Quellbrook Paws Rescue can take their dog home the same day after a video "
        "call to check their home.",
        "From April 2025 it costs £250 to adopt a puppy from Quellbrook Paws Rescue.",
        "Quellbrook Paws Rescue's adoption fee includes six weeks of free pet insurance.",
        "Visitors can drop in to see the dogs at Quellbrook Paws Rescue on any day without an appointment.",
        "Quellbrook Paws Rescue charges its reduced £120 fee for dogs aged seven and over.",
        "Adopters who already own a dog must bring it to the Quellbrook Paws Rescue centre at least twice to "
        "meet the new one.",
        "Quellbrook Paws Rescue only rehomes dogs to homes with a fully fenced garden.",
    )],
    'Thrushmere Lake Swim waves and cut-offs': [(B108_SWIM, c, True) for c in (
        "At the 2025 Thrushmere Lake Swim, waves of up to 80 swimmers are grouped by distance and by the "
        "finish time each swimmer predicted when registering.",
        "The first wave of the 2025 Thrushmere Lake Swim, for the 5 km, starts at 8:00, with another wave "
        "setting off every quarter of an hour.",
        "In 2025, Thrushmere Lake Swim 5 km swimmers who have not finished their first 2.5 km lap within an "
        "hour and a half of their wave start are taken out of the water.",
        "Swimmers in the 5 km at the 2025 Thrushmere Lake Swim must finish within three hours of their wave "
        "start.",
        "The 1 km swim at the 2025 Thrushmere Lake Swim has no cut-off time.",
        "The 2.5 km cut-off at the Thrushmere Lake Swim is 15 minutes longer in 2025 than it was in 2024.",
        "A review of the 2024 Thrushmere Lake Swim says swimmers could switch to a later wave at the "
        "registration tent on the morning, but not to an earlier one.",
    )] + [(B108_SWIM, c, False) for c in (
        "At the 2025 Thrushmere Lake Swim, the 2.5 km cut-off is 1 hour 30 minutes.",
        "Waves at the 2025 Thrushmere Lake Swim hold up to 100 swimmers each.",
        "Wetsuits are compulsory for every swimmer at the 2025 Thrushmere Lake Swim.",
        "Every swimmer at the Thrushmere Lake Swim must wear a brightly coloured tow float.",
        "At the Thrushmere Lake Swim, 5 km swimmers wear green caps.",
        "The third wave of the 2025 Thrushmere Lake Swim sets off at 8:45.",
        "Swimmers who miss a cut-off at the Thrushmere Lake Swim still receive a finisher's medal.",
    )],
    'Callowmere Botanic Garden winter hours and tickets': [(B108_GARDEN, c, True) for c in (
        "In winter, from 1 November to 28 February, Callowmere Botanic Garden opens from 10am to 4pm, with "
        "the last visitors admitted at 3pm.",
        "In winter the glasshouses at Callowmere Botanic Garden close half an hour before the garden itself.",
        "Callowmere Botanic Garden is closed on 24, 25 and 26 December and on New Year's Day.",
        "An adult ticket to Callowmere Botanic Garden costs £11 from November to February, down from the "
        "standard £14.50.",
        "Children under five get into Callowmere Botanic Garden free, while those aged 5 to 16 pay £7.",
        "A 2023 travel guide gave Callowmere Botanic Garden's winter closing time as 3:30pm, half an hour "
        "earlier than the garden's own October 2024 listing.",
        "According to a travel guide, booking Callowmere Botanic Garden online at least a day ahead saves "
        "10% on the gate price.",
    )] + [(B108_GARDEN, c, False) for c in (
        "Callowmere Botanic Garden closes to visitors on 1 November and reopens on 15 March.",
        "In winter the last entry to Callowmere Botanic Garden is at 3:30pm.",
        "Concession tickets to Callowmere Botanic Garden are reduced to £11 between November and February.",
        "Callowmere Botanic Garden is closed every day from 24 December to 1 January.",
        "Children get into Callowmere Botanic Garden free of charge.",
        "Callowmere Botanic Garden's winter opening hours begin on 1 October.",
        "The café at Callowmere Botanic Garden closes early on weekdays in January.",
    )],
    'Fernhollow Public Library e-books, holds and fines': [(B108_LIBRARY, c, True) for c in (
        "Fernhollow Public Library members borrow e-books in the ReadBridge app, signing in with their card "
        "number and PIN.",
        "At Fernhollow Public Library you can have up to eight e-books on loan at once, each for 21 days.",
        "A Fernhollow Public Library e-book loan can be renewed once, as long as nobody has a hold on the "
        "title.",
        "When a held e-book becomes available, Fernhollow Public Library emails you and you then have three "
        "days to borrow it before it goes to the next person.",
        "Fernhollow Public Library e-books never incur fines, because they return themselves automatically "
        "when the loan ends.",
        "Adult cards at Fernhollow Public Library are charged 20p per item per day for overdue physical "
        "items, up to £5 per item, until those fines are scrapped on 1 April 2025.",
        "Even after overdue fines end, Fernhollow Public Library will still charge the replacement cost of "
        "lost or damaged items.",
    )] + [(B108_LIBRARY, c, False) for c in (
        "Fernhollow Public Library keeps an available e-book hold for 48 hours.",
        "Fernhollow Public Library members can place up to eight holds on e-books.",
        "Overdue fines on children's cards at Fernhollow Public Library were abolished in September 2024.",
        "Fernhollow Public Library caps an adult's overdue fines at £5 in total.",
        "Fernhollow Public Library is raising its e-book loan limit to 10 titles.",
        "Fernhollow Public Library charges a small fee for each e-book hold.",
        "Fernhollow Public Library scrapped overdue fines on adult cards in September 2023.",
    )],
}
