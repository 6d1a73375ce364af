"""Probe batch 157, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
event programmes (festival, summit, food fair, marathon, theatre, museum lates) and events-assistant claims."""

from __future__ import annotations

B157_FESTIVAL = (
    'QUILLMERE VALE FESTIVAL 2025 - OFFICIAL LINE-UP\n'
    'Friday 18 July to Sunday 20 July, Harrowgate Meadows, Brisk Lane, Quillmere\n'
    'Gates open 12:00 each day. Arena closes 23:30 on Friday and Saturday and 22:45 on Sunday.\n'
    '\n'
    'STAGES\n'
    'Thistledown Stage (main stage, capacity 9,000)\n'
    'Lantern Tent (capacity 1,800)\n'
    'Bramblewick Barn (acoustic, capacity 400; one-in-one-out once full)\n'
    '\n'
    'FRIDAY 18 JULY\n'
    'Thistledown Stage: The Corvell Sisters 15:00-15:45; Marrowby Static 17:00-18:00; Oona Fenwhistle '
    '19:15-20:30; headliner Galdric & The Saltmarsh 21:30-23:15\n'
    'Lantern Tent: Pell Varnaby 16:30-17:15; Dusk Cartographers 18:30-19:30; Kestrel Ombudsman 20:45-22:00\n'
    'Bramblewick Barn: Ivo Tamsk 14:00-14:40; Hesper Lullingford 18:00-18:45\n'
    '\n'
    'SATURDAY 19 JULY\n'
    'Thistledown Stage: Brassfold Youth Band 13:30-14:15; Nettlecombe Drift 16:00-17:00; Ysolde Crane-Ashworth '
    '18:30-19:45; headliner The Orrery Lanterns 21:15-23:15\n'
    'Lantern Tent: Wexley Moth 15:30-16:15; Soft Tarragon 19:00-20:00; Quentin Abersley (DJ set) 22:00-23:30\n'
    'Bramblewick Barn: Hesper Lullingford (second set) 13:00-13:45; Tobiah Renwold 17:30-18:15\n'
    '\n'
    'SUNDAY 20 JULY\n'
    'Thistledown Stage: Cadence Fairholt 14:00-14:50; Velmira Strood 16:30-17:30; headliner Pemberly Frostgate '
    '20:30-22:30\n'
    'Lantern Tent: The Hollin Kites 15:00-15:45; Arkady Wendlebury 18:00-19:00\n'
    "Bramblewick Barn: Children's songwriting workshop 12:30-13:30 (ages 6-12; free, but booking required at the "
    'Info Point)\n'
    '\n'
    'TICKETS\n'
    'Weekend: adult £165; ages 12-17 £80; under-12s free with a paying adult (maximum two children per adult).\n'
    'Day tickets (adult): Friday £65, Saturday £79, Sunday £59.\n'
    'Camping: add £35 per person for the weekend. The campsite opens Thursday 17 July at 16:00. Camping is not '
    'available to day-ticket holders.\n'
    'Re-entry is permitted until 20:00 each day; no re-entry after 20:00.\n'
    '\n'
    'NOTES\n'
    "The Orrery Lanterns' set includes pyrotechnics; the area in front of the sound desk will be closed from "
    '21:00 that evening.\n'
    'Running order subject to change; updates are posted on the boards beside each stage entrance.'
)

B157_SUMMIT = (
    'FERROVANT COLD CHAIN SUMMIT 2025 - DELEGATE AGENDA\n'
    'Wednesday 8 October 2025, Pellinore Exchange Centre, 14 Quayside Row, Dunmarrow\n'
    '\n'
    '08:00-08:50  Registration and coffee, Atrium. Badges must be collected in person; photo ID required.\n'
    '09:00-09:40  Opening keynote: Temperature Integrity at Scale - Dr Amarantha Veldecott, Chief Scientist, '
    'Norrowfield Refrigerated Freight. Hall A (capacity 600)\n'
    '09:50-10:35  Panel: Last-mile cold storage in rural areas. Moderator: Caius Tremellyn. Hall A\n'
    '10:35-11:05  Break, Exhibition floor (Level 1, 42 exhibitors)\n'
    '11:05-11:50  Parallel sessions\n'
    '    Room 3, Quenby Suite (120 seats): Pharmaceutical lane validation - Odile Sarrowgate\n'
    '    Room 4, Halvering Room (80 seats): Reefer container telematics - Bartholomew Quist-Annery\n'
    '    Room 5, Linnet Room (40 seats): Workshop - Writing a temperature excursion SOP. Pre-registration '
    'required; £45 surcharge, includes printed toolkit.\n'
    '12:00-12:45  Parallel sessions\n'
    '    Room 3: Refrigerant phase-down rules - what changes in 2027 - Hollis Penderwick\n'
    '    Room 4: Insurance claims for spoiled loads - Mireille Santhorpe\n'
    '12:45-13:55  Lunch, Exhibition floor. Vegetarian and gluten-free options provided; any other dietary needs '
    'must be notified by 24 September.\n'
    '14:00-14:45  Keynote: Decarbonising the Reefer Fleet - Ruprecht Alvanley-Moss. Hall A\n'
    '14:55-15:40  Start-up pitch round: six companies, five minutes each plus two minutes of questions from the '
    'judges. Hall A\n'
    '15:40-16:10  Break, Exhibition floor\n'
    '16:10-16:55  Closing panel: Cold Chain 2030, with Dr Amarantha Veldecott, Odile Sarrowgate and Hollis '
    'Penderwick. Moderator: Wenna Ashcombe-Price. Hall A\n'
    '17:00-18:30  Networking reception, Roof Terrace (moves to the Atrium if wind exceeds 25 mph). Two drinks '
    'tokens per delegate.\n'
    '\n'
    'PASSES\n'
    'Full delegate: £395 (early bird £320 if booked by 31 August).\n'
    'Exhibitor staff: £150. Does not include the Room 5 workshop.\n'
    'Student: £60 with valid student ID. Not valid for the networking reception.\n'
    '\n'
    'CPD: delegates attending all sessions receive 5.5 hours of certified CPD; certificates are emailed within 10 '
    'working days.\n'
    'Slides from Hall A sessions will be posted online after the event. Parallel sessions are not recorded.'
)

B157_FOODFAIR = (
    'HALLOWBRIDGE HARBOUR FOOD FAIR\n'
    "Saturday 13 and Sunday 14 September 2025, Ostler's Quay, Hallowbridge\n"
    'Opening times: Saturday 10:00-19:00, Sunday 10:00-17:00. Last food orders 30 minutes before closing.\n'
    'Entry: adults £6 on the gate, or £4.50 online if bought by midnight on Friday 12 September. Under-16s '
    'free. Wristbands are valid for the day of purchase only.\n'
    "Payment: card only at all stalls, except the Farmers' Row produce stands, which also take cash.\n"
    '\n'
    'STALL GUIDE (selected)\n'
    'Marrowgate Smokehouse - brisket bap £9.50; pulled jackfruit bap (vegan) £8.50\n'
    'Pilchard & Tansy - crab roll £12; chips £4\n'
    'Dovecote Dumpling Co. - six pork and chive dumplings £7.50; twelve for £13\n'
    'Bellwether Creamery - cheese toastie £7; add truffle for £2\n'
    "Kasimir's Oven - wood-fired margherita £10; sourdough slice of the day £3.50\n"
    'Loaf-Tallis Patisserie - canelé £2.80 each, or a box of four for £10\n'
    'The Gillyflower Bar - local cider £6 a pint, £3.40 a half; alcohol-free drinks from £3.50. Bar open '
    'Saturday 11:00-18:30, Sunday 11:00-16:30. Challenge 25 applies.\n'
    '\n'
    'COOKERY TENT DEMONSTRATIONS (60 seats; free, first come first served)\n'
    'Sat 11:30  Fenella Oakhurst-Brede: Filleting mackerel\n'
    'Sat 14:00  Tiberius Mallowan: Fermenting at home\n'
    'Sun 12:00  Fenella Oakhurst-Brede: Three sauces for fish\n'
    "Sun 15:00  Children's pizza masterclass with Kasimir Dolenka (ages 7-11). Exception: £5 per child, booking "
    'required at the Info Gazebo.\n'
    '\n'
    'ACCESS AND PRACTICAL\n'
    "Step-free route from Ostler's Quay car park. Accessible toilets beside the Info Gazebo.\n"
    'Quiet hour: Sunday 10:00-11:00, with music switched off.\n'
    'Dogs welcome on leads, except inside the Cookery Tent.\n'
    "Parking: Ostler's Quay car park £8 per day. Park-and-ride from Crenshaw Fields every 20 minutes, £3 return "
    '(Saturday 09:30-19:30, Sunday 09:30-17:30).'
)

B157_MARATHON = (
    'CASTERWYN MARATHON 2025 - RACE-DAY SCHEDULE\n'
    'Sunday 5 October 2025. Start: Pellham Road, Casterwyn. Finish: Ribbonmere Park.\n'
    '\n'
    'BEFORE THE START\n'
    '05:30  Baggage trucks open at Ribbonmere Park. Bags must be dropped by 07:45; trucks leave at 07:50. Bags '
    'over 10 kg will not be accepted.\n'
    '06:00  Shuttle buses from Ribbonmere Park to the start begin running; the last bus leaves at 07:30.\n'
    '07:40  Start pens open.\n'
    '\n'
    'START TIMES\n'
    '08:00  Wheelchair race\n'
    '08:10  Wave 1 (Red): elite runners and target finish under 3:15\n'
    '08:25  Wave 2 (Amber): target 3:15 to 4:00\n'
    '08:45  Wave 3 (Green): target 4:00 to 4:45\n'
    '09:05  Wave 4 (Blue): target over 4:45, and first-time marathoners without a previous time\n'
    'Each pen closes 10 minutes before its wave starts. Runners who miss their pen start at the back of the next '
    "wave; late Blue runners may start behind the Blue wave at the sweeper's discretion.\n"
    '\n'
    'CUT-OFFS (all measured from the Blue wave start at 09:05)\n'
    'Halfway, 21.1 km, Ostry Bridge: 3 hours 15 minutes (12:20)\n'
    '30 km, Fennick Mill: 4 hours 30 minutes (13:35)\n'
    'Finish: 6 hours 30 minutes (15:35). The finish gantry closes and timing mats are removed at 15:35.\n'
    'Runners behind a cut-off will be asked to board the sweeper bus or continue on the pavements without road '
    'closures.\n'
    '\n'
    'ON THE COURSE\n'
    'Water stations every 5 km, from 5 km to 40 km, each with a first-aid post. Energy gels (Glacewick, orange '
    'or berry) at 15 km, 25 km and 35 km.\n'
    'Road closures: Pellham Road 05:00-10:30; Ostry Bridge 08:00-12:45.\n'
    'Runners with a medical condition should write it on the back of their bib.\n'
    '\n'
    'AFTER THE FINISH\n'
    'Finisher pack: medal, T-shirt (size as chosen at registration; no exchanges on the day) and recovery drink.\n'
    'Live tracking is available in the race app; official results will be posted by 20:00 on race day.\n'
    'Spectators: the best viewing point is Fennick Mill. No spectators are permitted on Ostry Bridge for safety '
    'reasons.'
)

B157_THEATRE = (
    'THE GALLOWMERE PLAYHOUSE - AUTUMN/WINTER SEASON 2025-26\n'
    'Box office open Tuesday to Saturday 11:00-18:00, and until curtain-up on performance days.\n'
    '\n'
    'MAIN HOUSE (412 seats)\n'
    "The Lamplighter's Daughter by Corabel Dunstreath\n"
    '11 September - 4 October. Evenings Tuesday to Saturday 19:30; matinees Thursday and Saturday 14:30. Running '
    'time 2 hours 20 minutes including interval. Age guidance 12+.\n'
    'Wintersalt - a new musical. Music by Edmund Varlowe, book by Ottoline Skerrow\n'
    '23 October - 22 November. Evenings 19:30; matinees Wednesday and Saturday 14:00. Contains strobe lighting.\n'
    'Pennywhistle and the Frost Giant - our family Christmas show\n'
    '5 December - 4 January. Times vary. No performances on the evening of 24 December or on 25 and 26 '
    'December. Relaxed performance Sunday 14 December at 11:00.\n'
    '\n'
    'STUDIO (96 seats, unreserved)\n'
    'Ninepins by Lucan Arbery-Vosse. 16-27 September, 20:00. Age guidance 16+ (strong language).\n'
    "The Cartographer's Silence - a one-woman show written and performed by Marisol Quenby-Thorne. 4-8 November, "
    '20:00. Post-show talk Thursday 6 November.\n'
    '\n'
    'TICKET BANDS (Main House)\n'
    'Band A (stalls rows C-M and front three rows of the dress circle): £42\n'
    'Band B: £34\n'
    'Band C: £26\n'
    'Band D (restricted view): £15\n'
    'Matinees: £4 off Bands A-C.\n'
    'Concessions (over-65s, students, jobseekers): £5 off Bands A-C. Cannot be combined with the matinee '
    'discount.\n'
    'Under-18s: half price in Bands A-C for Pennywhistle and the Frost Giant only.\n'
    'Season package: book all three Main House productions in one transaction and save 15% on Band A or B '
    'tickets.\n'
    'Studio: all seats £16; concessions £12.\n'
    '\n'
    'BOOKING AND ACCESS\n'
    'Online booking fee: £1.50 per transaction. No fee when booking in person at the box office.\n'
    'Wheelchair spaces: four in Main House row B, two in the Studio. Companion tickets are free.'
)

B157_MUSEUM = (
    'KINDLEWICK MUSEUM OF SCIENCE AND INDUSTRY\n'
    'AFTER HOURS - LATE OPENINGS, JANUARY TO MARCH 2026\n'
    '\n'
    'Unless shown otherwise, every late runs 18:30-22:00 with last entry at 21:15, and is for ages 18+ only '
    '(photo ID checked at the door). The daytime museum closes at 17:00 and daytime visitors must leave by '
    '17:15.\n'
    '\n'
    'Thursday 15 January - Steam & Stars\n'
    'Planetarium shows at 19:00, 20:00 and 21:00 (20 minutes each, 70 seats; free tickets from the Orrery Desk '
    'on arrival). Talk by astronomer Dr Ezekiel Pommeroy, 19:30, Lecture Theatre.\n'
    '\n'
    'Thursday 5 February - Silent Engines\n'
    'Silent disco in the Engine Hall, 19:00-21:45. Headphone deposit £10, refunded when headphones are '
    'returned. Drinks bar on the Mezzanine.\n'
    '\n'
    'Thursday 26 February - Glass & Fire\n'
    'Glassblowing demonstrations by Rosalind Achterberg-Lowe every 45 minutes from 18:45 (last one at 21:00). '
    'Hands-on bead-making workshop at 19:15: £18, maximum 12 people, advance booking only.\n'
    '\n'
    'Friday 13 March - Curious Cures\n'
    'Please note this late is on a Friday and has extended hours: 18:30-23:00, last entry 22:00. Victorian '
    'medicine talk by Dr Hester Voss-Kettleby at 20:00; apothecary cocktail bar.\n'
    '\n'
    'Thursday 26 March - Family Late\n'
    'All ages welcome; under-16s must be accompanied by an adult. Ends at 20:30.\n'
    '\n'
    'TICKETS\n'
    'Standard £14; Museum Friends members £9; Family Late £6 per person (under-3s free).\n'
    '\n'
    'GOOD TO KNOW\n'
    'Bars are card only. Cloakroom £1 per item; bags larger than 40 x 30 x 20 cm are not allowed in the '
    'galleries.\n'
    'The Foundry Café is open until 20:30 at every late. Street food vans will be in the courtyard on 5 February '
    'and 13 March only.\n'
    'The museum car park closes 30 minutes after each late ends. The last number 47 bus leaves Kindlewick Square '
    'at 23:10.\n'
    'Open during lates: Engine Hall, Clocks & Time, Mezzanine. The Natural History gallery is closed for '
    'refurbishment until April 2026.'
)

BATCHES_157 = {
    'quillmere vale festival': [(B157_FESTIVAL, c, True) for c in (
        'Galdric & The Saltmarsh close Friday night on the main stage with a set lasting an hour and three '
        'quarters.',
        'Buying all three adult day tickets separately would cost £203, which is £38 more than an adult weekend '
        'ticket.',
        'Hesper Lullingford plays Bramblewick Barn twice: at 6pm on Friday and again at 1pm on Saturday.',
        'An adult weekend ticket with camping added comes to £200 altogether.',
        'The arena shuts 45 minutes earlier on Sunday than it does on Friday and Saturday.',
        "If you leave the site after eight in the evening, you won't be able to get back in that day.",
        "A 14-year-old's weekend ticket is £80, which is less than half the adult weekend price.",
    )] + [(B157_FESTIVAL, c, False) for c in (
        'Galdric & The Saltmarsh headline the Thistledown Stage on Saturday night, playing from 21:30 to 23:15.',
        'Under-12s get in free with a paying adult, and there is no limit on how many children one adult can '
        'bring.',
        "Quentin Abersley's DJ set in the Lantern Tent runs from 22:00 until 23:15.",
        'Day-ticket holders can add camping for £35 per person.',
        'Bramblewick Barn, the acoustic stage, holds up to 1,800 people.',
        'The area in front of the sound desk closes from 21:00 on Friday because of the pyrotechnics in the '
        'headline set.',
        "The Sunday children's songwriting workshop is free, and you can simply turn up on the day without "
        'booking.',
    )],
    'ferrovant cold chain summit': [(B157_SUMMIT, c, True) for c in (
        'Booking the full delegate pass by the end of August saves you £75 on the standard price.',
        'Lunch on the exhibition floor lasts an hour and ten minutes, starting at a quarter to one.',
        "Dr Amarantha Veldecott speaks twice: she opens the day with the nine o'clock keynote and comes back for "
        'the closing panel.',
        "In the pitch round each of the six start-ups gets seven minutes including the judges' questions, "
        '42 minutes in all.',
        'If the wind is above 25 mph, the evening reception will be held in the Atrium rather than on the Roof '
        'Terrace.',
        'The Halvering Room has twice as many seats as the Linnet Room.',
        'Dietary needs other than vegetarian or gluten-free have to be notified two weeks before the summit.',
    )] + [(B157_SUMMIT, c, False) for c in (
        'Hollis Penderwick gives the noon session on insurance claims for spoiled loads in Room 3.',
        'The Linnet Room workshop on writing a temperature excursion SOP is open to anyone on the day, with no '
        'pre-registration needed.',
        'An exhibitor staff pass costs £150 and covers every session, including the Room 5 workshop.',
        'Delegates who attend all sessions receive 6.5 hours of certified CPD.',
        'Each delegate gets three drinks tokens for the networking reception.',
        'A colleague can collect your badge at registration as long as they bring your photo ID.',
        'The closing panel on Cold Chain 2030 is moderated by Caius Tremellyn.',
    )],
    'hallowbridge food fair': [(B157_FOODFAIR, c, True) for c in (
        'Buying adult entry online before the Friday midnight deadline saves £1.50 on the gate price.',
        'On Saturday the last food orders are taken at half past six.',
        'Twelve dumplings from Dovecote Dumpling Co. cost £2 less than buying two portions of six.',
        'In the box of four, canelés work out at £2.50 each, 30p less per pastry than buying them singly.',
        'A cheese toastie with truffle added at Bellwether Creamery comes to £9.',
        'Fenella Oakhurst-Brede is demonstrating on both days: filleting mackerel on Saturday and fish sauces on '
        'Sunday.',
        'On Sunday the bar stops serving half an hour before the fair itself closes.',
    )] + [(B157_FOODFAIR, c, False) for c in (
        "Every stall, including the Farmers' Row produce stands, is card only.",
        'The Gillyflower Bar is open until 18:30 on both days of the fair.',
        "The children's pizza masterclass is free and first come, first served, like the other Cookery Tent "
        'demonstrations.',
        'The quiet hour, with music switched off, is on Saturday from 10:00 to 11:00.',
        'A crab roll with a portion of chips from Pilchard & Tansy will cost you £15.',
        'The park-and-ride from Crenshaw Fields runs every 20 minutes and costs £8 return.',
        'Entry is free for under-18s, while adults pay £6 on the gate.',
    )],
    'casterwyn marathon schedule': [(B157_MARATHON, c, True) for c in (
        'Wave 2 sets off a quarter of an hour after Wave 1.',
        'If you are in the Green wave, your pen closes at 08:35.',
        'Because cut-offs are counted from the Blue wave start, you need to reach Ostry Bridge at halfway by '
        'twenty past twelve.',
        'There are eight water stations on the course, and each one has a first-aid post.',
        'First-time marathoners with no previous time go in the last wave, which starts at five past nine.',
        'The baggage trucks are open for two and a quarter hours before the drop-off deadline.',
        'The finish cut-off comes exactly two hours after the 30 km cut-off at Fennick Mill.',
    )] + [(B157_MARATHON, c, False) for c in (
        'Wave 3 (Green) is for runners aiming to finish between 3:15 and 4:00.',
        'The last shuttle bus from Ribbonmere Park to the start leaves at 07:45.',
        'Energy gels are handed out at every water station along the course.',
        'The finish cut-off is six and a half hours after the Red wave start.',
        'Fennick Mill and Ostry Bridge are the two recommended viewing points for spectators.',
        'If your finisher T-shirt does not fit, you can exchange it for another size at the finish.',
        'Bags of up to 15 kg will be accepted at the baggage trucks.',
    )],
    'gallowmere playhouse season': [(B157_THEATRE, c, True) for c in (
        "A Band A seat at a Saturday matinee of The Lamplighter's Daughter costs £38.",
        'An over-65 pays £29 for a Band B seat at an evening performance.',
        'The Studio holds fewer than a quarter as many people as the Main House.',
        'Buying your tickets in person at the box office saves you the £1.50 online booking fee.',
        'The relaxed performance of Pennywhistle and the Frost Giant is on the morning of Sunday 14 December.',
        'Wintersalt contains strobe lighting, and its matinees are at two in the afternoon on Wednesdays and '
        'Saturdays.',
        'A student can see Ninepins in the Studio for £12.',
    )] + [(B157_THEATRE, c, False) for c in (
        'Concessions can be combined with the matinee discount, so an over-65 pays £33 for a Band A matinee '
        'seat.',
        "The post-show talk for The Cartographer's Silence takes place on Friday 7 November.",
        'Ninepins, in the Studio, is recommended for ages 12 and over.',
        'Booking all three Main House productions in one go saves you 15% on tickets in every band.',
        'Under-18s get half-price tickets in Bands A to C for any Main House production.',
        'The Studio has four wheelchair spaces, and companions go free.',
        "Matinees of The Lamplighter's Daughter are on Wednesdays and Saturdays at 14:30.",
    )],
    'kindlewick museum lates': [(B157_MUSEUM, c, True) for c in (
        'The Glass & Fire late has four glassblowing demonstrations, the first at a quarter to seven.',
        'The Curious Cures late on Friday 13 March finishes an hour later than a standard late, at 11pm.',
        'The £10 headphone deposit at the silent disco is refunded when you hand the headphones back.',
        'With each planetarium show lasting twenty minutes, the final one ends at twenty past nine.',
        'Museum Friends members pay £5 less than the standard ticket price for a late.',
        'On a standard late night, the museum car park stays open until half past ten.',
        'Children can come to the Family Late on 26 March, though under-16s must be with an adult.',
    )] + [(B157_MUSEUM, c, False) for c in (
        'The Natural History gallery is open as usual during the January to March lates.',
        'The bead-making workshop at Glass & Fire costs £18, and you can sign up on the night if places remain.',
        'Dr Ezekiel Pommeroy gives the Victorian medicine talk at 20:00 on 13 March.',
        'Last entry is at 21:15 at every late in the programme.',
        'The Foundry Café stays open until 22:00 at every late.',
        'Planetarium tickets are free but have to be booked in advance.',
        'The last number 47 bus leaves Kindlewick Square at 22:10.',
    )],
}
