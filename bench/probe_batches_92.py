"""Probe batch 92, written by a helper agent that saw neither the code nor an earlier probe (session 55), """ \
"""on six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""
from __future__ import annotations

B92_BIKESHARE = (
    "Question: How does the Varnholt city bike-share scheme charge riders, and where am I allowed to leave the "
    "bikes?\n\n"
    "Passage 1: From the Varnholt City Council website, page 'CycleVarn: prices and parking', updated March 2024.\n"
    "CycleVarn, the public bike-share scheme run by Pellam Mobility under contract to Varnholt City Council, has "
    "1,200 bikes at 140 docking stations. Pay-as-you-go riders pay £1 to unlock a bike and then 15p per minute. An "
    "annual membership costs £90 and includes the first 30 minutes of every ride free, after which members pay 10p "
    "per minute. Bikes must be returned to a docking station or to one of the marked virtual bays painted on the "
    "pavement in the city centre. A bike left anywhere else incurs a £20 relocation charge. Riders under 16 may only "
    "use the scheme through a parent's account. The scheme operates 24 hours a day, although the e-bikes are "
    "withdrawn between midnight and 5am for charging.\n\n"
    "Passage 2: From the Varnholt Evening Post, news article, June 2022.\n"
    "When CycleVarn launched this spring, pay-as-you-go riders were charged a £1 unlock fee plus 12p per minute, and "
    "an annual membership cost £75. Pellam Mobility said prices would be reviewed after two years. Riders told the "
    "Post that the parking rules were confusing. Bikes may be left at docking stations or in virtual bays, but the "
    "virtual bays inside Castlegate Park may only be used between 7am and 9pm, when the park is open. Councillor "
    "Anita Rosk said that repeat offenders who abandon bikes outside the permitted areas could have their accounts "
    "suspended after three relocation charges in a calendar year. She added that the council would publish a map "
    "of all docking stations and virtual bays on its website before the summer holidays.\n\n"
    "Passage 3: From Rideaway, a regional cycling blog, post 'Two bike-share schemes compared', January 2024.\n"
    "In Varnholt, CycleVarn charges pay-as-you-go riders £1 to unlock plus 15p a minute, and it also sells an £8 "
    "day pass that covers unlimited rides of up to 45 minutes each within 24 hours. Neighbouring Brennock takes a "
    "different approach. Its BrenBikes scheme, run by Tally Wheels, is fully dockless, has no unlock fee and charges "
    "20p per minute. BrenBikes can be left anywhere inside the town boundary as long as they do not block a "
    "pavement, and riders must photograph the parked bike in the app to end the ride. BrenBikes also offers a "
    "monthly pass for £12. On balance I preferred the flexibility of Brennock, but the CycleVarn bikes were "
    "noticeably better maintained, with working lights and gears on every bike I tried."
)

B92_SHIPWRECK = (
    "Question: What happened to the Hester Calloway, the merchant ship that sank in the 1700s?\n\n"
    "Passage 1: From the Skellan Maritime Museum website, page 'The loss of the Hester Calloway'.\n"
    "The Hester Calloway was a three-masted merchant ship built in 1751 at the Orrin yard in Pellhaven for the "
    "Dunmarrow Trading Company. On her final voyage she was returning from the Spice Coast with a cargo of pepper, "
    "indigo and porcelain when she struck the Gannet Rocks off Skellan Point during a gale on the night of 14 "
    "November 1763. Of the 112 people aboard, 31 survived, most of them by clinging to wreckage until fishermen "
    "from Skellan village rowed out at first light. Her captain, Josiah Threlkeld, was among those lost. The museum "
    "displays a ship's bell and several porcelain bowls recovered from the site. The wreck lies in about 18 metres "
    "of water and is protected by law, so divers need a licence to visit it.\n\n"
    "Passage 2: From the Coastal Heritage Review, article by the historian Dr Mara Vintley, 2019.\n"
    "Accounts of the Hester Calloway disagree on how many were saved. The company's own report of 1764 listed 31 "
    "survivors, but a letter written by the Skellan parish clerk in December 1763 names 34, and Vintley suggests "
    "that the extra three may have been passengers whom the company did not count. The inquiry held in Pellhaven in "
    "1764 blamed the loss on the pilot, Edmund Carse, who had advised the captain to round Skellan Point at night "
    "rather than anchor and wait for daylight. Vintley notes that some historians believe the ship was also "
    "overloaded, though the surviving cargo lists do not settle the question. The wreck itself was rediscovered in "
    "1987 by a local diving club, the Skellan Sub-Aqua Group.\n\n"
    "Passage 3: From the Pellhaven Local History Society newsletter, spring 2016.\n"
    "Visitors are often confused by the two ships named Hester Calloway. The Dunmarrow Trading Company reused the "
    "name for an iron steamship launched in 1858, which sank after a boiler explosion in the Narrows of Vell in "
    "March 1871 with the loss of nine crew. That later ship carried coal and was salvaged in 1872. The original, "
    "wooden Hester Calloway of 1751 is the one wrecked off Skellan Point. The society's records show that the "
    "company paid compensation of £40 to each widow of a crew member lost in that wreck, and that the company's "
    "insurers paid out £18,000 for the ship and her cargo. Both ships are commemorated on a plaque on the Pellhaven "
    "quayside that was unveiled in 2013."
)

B92_RESERVOIR = (
    "Question: How do I get a permit to fish on Callow Edge Reservoir, and what are the rules?\n\n"
    "Passage 1: From the Callow Edge Angling Club website, page '2024 season: permits and rules'.\n"
    "Fishing on Callow Edge Reservoir is managed by the Callow Edge Angling Club on behalf of the owner, Hadley "
    "Water. Day permits cost £12 for adults and £5 for juniors aged 12 to 17, and can be bought from the machine at "
    "the north car park or online through the club's website; they are not sold at the dam office. A season permit "
    "costs £140 and must be applied for by post or online before 31 March. All anglers must also hold a valid "
    "Regional Waters rod licence. The season runs from 1 April to 31 October, and fishing is permitted from one "
    "hour before sunrise until one hour after sunset. The reservoir is fly fishing only for trout, with a limit of "
    "two fish kept per angler per day; all other fish must be returned.\n\n"
    "Passage 2: From a Hadley Water visitor leaflet, 2022.\n"
    "Callow Edge Reservoir is open to anglers holding a day or season permit from the angling club. This year "
    "an adult day permit costs £10. For safety, wading is not allowed anywhere on the reservoir, and anglers "
    "must stay off the dam wall and the valve tower area, which are fenced. Boats may only be used by anglers "
    "who have booked one of the club's six boats, which cost £25 per day in addition to a permit; private boats "
    "and float tubes are not allowed. Anglers under 12 must be accompanied by an adult who holds a permit. Dogs "
    "are welcome on the shore paths but must be kept on a lead between March and July because of ground-nesting "
    "birds.\n\n"
    "Passage 3: From a post on the Northern Fly Forum, thread 'Callow waters', August 2023.\n"
    "Don't mix up Callow Edge with Callow Mere, the natural lake two miles east. Callow Mere is coarse fishing, run "
    "by the Hadley Town Anglers, and you can buy a day ticket there for £7 from the bailiff who walks round. Night "
    "fishing is allowed on the Mere from June to September. Callow Edge, by contrast, is fly only and the club is "
    "strict about it. A club member there told me you can carry on catch-and-release fishing after you have "
    "kept your two fish, but only with barbless hooks. The club also runs free beginner sessions at Callow Edge "
    "on the first Saturday of each month from May to August, with rods provided, which is how my son got started."
)

B92_TENNIS = (
    "Question: How do the draw and scoring work at the Greywater Cup amateur tennis tournament?\n\n"
    "Passage 1: From the Ashcombe Lawn Tennis Club website, page 'Greywater Cup 2024: entry and format'.\n"
    "The Greywater Cup is an open amateur tournament held each July at Ashcombe Lawn Tennis Club. The men's and "
    "women's singles draws are capped at 64 players each. The eight highest-ranked entrants, based on county "
    "ratings on 1 June, are seeded; the remaining players are placed by random draw, made in public at the "
    "clubhouse on the Friday before play begins. Matches are best of three sets with standard advantage scoring, "
    "but a match tie-break to 10 points replaces the third set. Players who lose in the first round enter the "
    "Plate, a consolation event played over the same week. Entry costs £28 per event, and the closing date for "
    "entries is 20 June.\n\n"
    "Passage 2: From the Ashbridge Courier, report on the 2023 tournament, July 2023.\n"
    "This year's Greywater Cup, won by Callum Ferreday in the men's singles and Ines Varga-Holt in the women's, was "
    "the first to use a tie-break in place of a final set; until 2022 all three sets were played out in full. "
    "Referee Dorothy Pelk told the Courier that the change was made because matches had been overrunning into the "
    "evening. The tournament also introduced no-ad scoring in the doubles events only, so that at deuce the next "
    "point wins the game, with the receiving pair choosing which side to receive. Singles keep the traditional deuce "
    "and advantage. Entry this year was £25 per event, and 112 players took part across all the draws.\n\n"
    "Passage 3: From the Ashcombe Lawn Tennis Club members' newsletter, May 2024.\n"
    "Alongside the Greywater Cup, the club hosts the Greywater Veterans' Cup each September for players aged 45 and "
    "over. The veterans' event uses a round-robin format: players are split into groups of four, and the group "
    "winners go through to knockout semi-finals. Its matches are short sets to four games, with a tie-break at "
    "three games all. For the main Greywater Cup in July, members are reminded that wildcards are available: the "
    "tournament committee can give up to four wildcards per singles draw to club juniors, who should apply to the "
    "club secretary. As in previous years, the seeds in the main event are placed so that they cannot meet before "
    "the quarter-finals."
)

B92_RAILWAY = (
    "Question: When does the Tarnbeck Valley Railway run, and what do its tickets cost?\n\n"
    "Passage 1: From the Tarnbeck Valley Railway official website, page '2025 timetable and fares'.\n"
    "The Tarnbeck Valley Railway runs steam trains over 9 miles of restored line between Tarnbeck Station and "
    "Hollins Cross, calling at Merrow Halt. In 2025 trains run daily from 12 April to 28 September, and at weekends "
    "only in March and October. On daily running days there are five departures from Tarnbeck, at 10:15, 11:30, "
    "12:45, 14:00 and 15:15; weekend-only days have three, at 10:15, 12:45 and 15:15. An adult return costs £19, a "
    "child return (ages 5 to 15) £9, and children under 5 travel free. A family return for two adults and up to "
    "three children costs £48. Tickets bought online at least 24 hours ahead carry a 10% discount. Dogs travel for "
    "£2 each. Santa Specials run on December weekends and must be booked in advance.\n\n"
    "Passage 2: From the Westdale Gazette, news article, April 2023.\n"
    "Volunteers at the Tarnbeck Valley Railway are preparing for the new season after the line's flagship "
    "locomotive, No. 4 'Brackenfell', returned from a three-year overhaul. The railway's chairman, Owen Sallis, said "
    "fares for 2023 would be £16 for an adult return and £8 for children, with a family ticket at £42. He added "
    "that the railway hoped to extend the line a further two miles beyond Hollins Cross to Ebbing Moor by 2027, "
    "subject to funding. Wheelchair users can travel in the railway's adapted carriage, which should be booked by "
    "phone at least two days before travel. The railway is run almost entirely by volunteers, and Mr Sallis said "
    "new recruits would be welcome.\n\n"
    "Passage 3: From Days Out North, a family travel blog, post dated June 2024.\n"
    "Not to be confused with the Tarnbeck Valley Railway, the Tarnbeck Miniature Railway is a 7¼-inch gauge line "
    "running round the lake in Tarnbeck's Coronation Park. It runs on Sundays and bank holidays from Easter to the "
    "end of September, from 11:00 to 16:30, and rides cost £3 per person, with under-3s free. The miniature line is "
    "run by the Tarnbeck Model Engineers' Society. If you are visiting the full-size Tarnbeck Valley Railway "
    "instead, note that its ticket works as a rover: holders can get on and off at any station all day on their "
    "date of travel. The café at Hollins Cross station is open only on days when trains are running, so check the "
    "timetable before you plan a picnic stop."
)

B92_LIBRARY = (
    "Question: How do loans, renewals and fines work at Fernmoor public libraries?\n\n"
    "Passage 1: From the Fernmoor Borough Council website, page 'Borrowing from Fernmoor Libraries', updated "
    "January 2024.\n"
    "Anyone who lives, works or studies in Fernmoor can join Fernmoor Libraries free of charge by showing proof of "
    "address. Adult members may borrow up to 15 items at once. Books are lent for three weeks and DVDs for one week. "
    "Items can be renewed up to three times, online, by phone or at any branch, unless another member has reserved "
    "them. Overdue adult books are charged at 25p per day, up to a maximum of £6 per item. Children's and teenagers' "
    "cards (under 18) carry no overdue fines. Reservations cost 50p for items in the Fernmoor catalogue and £4 for "
    "items requested from other library authorities. Members with more than £10 of unpaid charges cannot borrow "
    "until the balance is reduced.\n\n"
    "Passage 2: From the Fernmoor Observer, news article, March 2021.\n"
    "Fernmoor Libraries is to scrap fines on children's books from April, the council confirmed this week. Adult "
    "overdue charges will stay at 20p per day, capped at £5 per item. Library manager Priya Oakden said the change "
    "was intended to bring families back to the branches after the pandemic. She also said the service was "
    "'looking at' automatic renewals, which would renew loans without members needing to contact the library, but "
    "that no decision had been made. Lost or damaged items will continue to be charged at their full replacement "
    "cost plus a £2 administration fee. The service runs eleven branches and a mobile library.\n\n"
    "Passage 3: From the Fernmoor University Library student guide, 2023.\n"
    "This guide covers Fernmoor University Library, which is separate from the borough's public libraries. "
    "Undergraduates may borrow up to 20 books, for four weeks at a time, and loans renew automatically up to ten "
    "times unless an item is requested by another reader, in which case it must be returned within seven days. "
    "Short-loan items are due back after 24 hours and are fined at £1 per hour if late. The University Library does "
    "not charge fines on standard loans. Students living in Fernmoor can also join the borough's public libraries, "
    "where books are lent for three weeks, and staff at the Central branch register students on the spot during "
    "freshers' week in September."
)

BATCHES_92: dict[str, list[tuple[str, str, bool]]] = {
    'city bike-share charges and parking': [(B92_BIKESHARE, c, True) for c in (
        'CycleVarn pay-as-you-go riders are charged £1 to unlock a bike and then 15p for every minute they ride.',
        'An annual CycleVarn membership costs £90 and gives members the first 30 minutes of each ride free, '
        'after which they pay 10p a minute.',
        'CycleVarn bikes have to be left at a docking station or a marked virtual bay, and a bike left anywhere '
        'else triggers a £20 relocation charge.',
        'The CycleVarn virtual bays inside Castlegate Park can only be used from 7am to 9pm, the hours when the '
        'park is open.',
        'CycleVarn also sells an £8 day pass that covers unlimited rides of up to 45 minutes each within 24 hours.',
        "CycleVarn's pay-as-you-go rate has gone up by 3p a minute since the scheme launched in 2022.",
        'A Varnholt councillor said riders who run up three relocation charges in a calendar year could have '
        'their CycleVarn accounts suspended.',
    )] + [(B92_BIKESHARE, c, False) for c in (
        'CycleVarn bikes can be left anywhere within the city boundary as long as they do not block a pavement.',
        'An annual CycleVarn membership currently costs £75.',
        'CycleVarn annual members pay 12p a minute once their free first 30 minutes of a ride are used up.',
        "CycleVarn's e-bikes can be hired around the clock, 24 hours a day.",
        'CycleVarn automatically suspends the account of any rider who incurs three relocation charges in a '
        'calendar year.',
        "CycleVarn's £8 day pass covers unlimited rides of up to 30 minutes each within 24 hours.",
        "Pellam Mobility's contract with Varnholt City Council to run CycleVarn lasts until 2027.",
    )],
    'sunken 18th-century merchant ship': [(B92_SHIPWRECK, c, True) for c in (
        'The Hester Calloway, a merchant ship built in 1751 for the Dunmarrow Trading Company, struck the Gannet '
        'Rocks off Skellan Point in a gale on the night of 14 November 1763.',
        'When she was wrecked, the Hester Calloway was on her way back from the Spice Coast carrying pepper, '
        'indigo and porcelain.',
        "The Dunmarrow Trading Company's 1764 report counted 31 survivors of the Hester Calloway, but a letter by "
        'the Skellan parish clerk names 34.',
        'An inquiry in Pellhaven in 1764 blamed the pilot, Edmund Carse, for advising the captain to round '
        'Skellan Point at night instead of anchoring.',
        'The wreck of the Hester Calloway lies in about 18 metres of water, was found again in 1987 by the '
        'Skellan Sub-Aqua Group, and may only be dived with a licence.',
        'Going by the figure of 31 survivors, 81 of the 112 people aboard the Hester Calloway lost their lives.',
        'After the Hester Calloway was lost, the Dunmarrow Trading Company paid £40 in compensation to each '
        'widow of a drowned crew member.',
    )] + [(B92_SHIPWRECK, c, False) for c in (
        'The Hester Calloway sank after a boiler explosion in the Narrows of Vell.',
        'The Hester Calloway was wrecked off Skellan Point on the night of 14 November 1764.',
        'Thirty-four people survived the Hester Calloway wreck, three of them passengers whom the company left '
        'out of its count.',
        'The 1764 inquiry at Pellhaven blamed Captain Josiah Threlkeld for the loss of the Hester Calloway.',
        'The Dunmarrow Trading Company paid £18,000 in compensation to the widows of the crew lost on the '
        'Hester Calloway.',
        'The wreck of the Hester Calloway was rediscovered in 1987 by divers from the Skellan Maritime Museum.',
        'The Skellan fishermen who rowed out to rescue the Hester Calloway survivors were later rewarded by the '
        'Dunmarrow Trading Company.',
    )],
    'reservoir fishing permits and rules': [(B92_RESERVOIR, c, True) for c in (
        'A day permit for Callow Edge Reservoir costs £12 for adults and £5 for juniors aged 12 to 17.',
        'Day permits for Callow Edge can be bought online or from the machine in the north car park, but not '
        'from the dam office.',
        'Callow Edge is fly fishing only for trout, and each angler may keep at most two fish a day, returning '
        'everything else.',
        'Wading is not allowed anywhere on Callow Edge Reservoir, and anglers must keep off the fenced dam wall '
        'and valve tower area.',
        "To fish from a boat at Callow Edge you must book one of the club's six boats, which costs £25 a day on "
        'top of your permit.',
        'The adult day permit at Callow Edge now costs £2 more than it did in 2022.',
        'The Callow Edge fishing season lasts seven months, from the start of April to the end of October.',
    )] + [(B92_RESERVOIR, c, False) for c in (
        'Day permits for Callow Edge Reservoir can be bought from the bailiff who walks round the water.',
        'An adult day permit for Callow Edge Reservoir costs £10.',
        'Anglers at Callow Edge may fish from their own float tubes as long as they hold a permit.',
        'Children under 16 must be accompanied by an adult permit holder when fishing at Callow Edge.',
        'Dogs are allowed on the Callow Edge shore paths but must be kept on a lead at all times.',
        'A season permit for Callow Edge costs £140 and can be bought from the machine in the north car park.',
        "The angling club's free beginner sessions at Callow Edge are open to children aged eight and over.",
    )],
    'amateur tennis tournament draw and scoring': [(B92_TENNIS, c, True) for c in (
        'Each Greywater Cup singles draw is capped at 64 players, and the eight highest-ranked entrants on the '
        '1 June county ratings are seeded.',
        'Greywater Cup singles matches are best of three sets with advantage scoring, except that a match '
        'tie-break to 10 points is played instead of a third set.',
        'In 2023 the Greywater Cup brought in no-ad scoring for its doubles events, so the point played at '
        'deuce decides the game.',
        'Players who lose their first-round match at the Greywater Cup go into the Plate, a consolation event.',
        'The Greywater Cup tournament committee can award up to four wildcards in each singles draw to club '
        'juniors.',
        'Entering a Greywater Cup event in 2024 costs £3 more than it did in 2023.',
        'The 2023 Greywater Cup was the first to replace the final set with a tie-break, a change made because '
        'matches had been running into the evening.',
    )] + [(B92_TENNIS, c, False) for c in (
        'Greywater Cup matches are played as short sets to four games, with a tie-break at three games all.',
        'Singles matches at the Greywater Cup use no-ad scoring, with the next point at deuce winning the game.',
        'The entry fee for each event at the 2024 Greywater Cup is £25.',
        'Sixteen players are seeded in each Greywater Cup singles draw.',
        'The Greywater Cup tournament committee can give up to four wildcards per singles draw to any players '
        'it chooses.',
        'Referee Ines Varga-Holt told the Ashbridge Courier that the tie-break was introduced because matches '
        'were overrunning.',
        "The winner of the Greywater Cup Plate earns a place in the following year's main draw.",
    )],
    'heritage railway timetable and fares': [(B92_RAILWAY, c, True) for c in (
        'In 2025 the Tarnbeck Valley Railway runs every day from 12 April to 28 September and only at weekends '
        'in March and October.',
        'On daily running days, Tarnbeck Valley Railway trains leave Tarnbeck every 75 minutes from 10:15 until '
        '15:15.',
        'A 2025 adult return on the Tarnbeck Valley Railway is £19 and a child return for ages 5 to 15 is £9, '
        'while under-5s travel free.',
        'A Tarnbeck Valley Railway family return, covering two adults and up to three children, costs £48.',
        'A Tarnbeck Valley Railway ticket lets passengers get on and off at any station all day on their date '
        'of travel.',
        'The Tarnbeck Valley Railway adult return for 2025 is £3 more than the 2023 fare.',
        'An adult return on the Tarnbeck Valley Railway bought online at least 24 hours ahead works out at '
        '£17.10 after the 10% discount.',
    )] + [(B92_RAILWAY, c, False) for c in (
        'The Tarnbeck Valley Railway runs only on Sundays and bank holidays, from Easter until the end of '
        'September.',
        'An adult return on the Tarnbeck Valley Railway costs £16 in 2025.',
        'The Tarnbeck Valley Railway will extend its line two miles beyond Hollins Cross to Ebbing Moor by 2027.',
        'The Tarnbeck Valley Railway family return covers two adults and up to four children.',
        'The Tarnbeck Valley Railway runs for 11 miles between Tarnbeck Station and Hollins Cross.',
        'Passengers over 65 can buy a reduced adult return on the Tarnbeck Valley Railway for £17.',
        'The café at Hollins Cross station on the Tarnbeck Valley Railway is open every day of the year.',
    )],
    'public library loans, renewals and fines': [(B92_LIBRARY, c, True) for c in (
        'At Fernmoor Libraries, books are lent for three weeks and DVDs for one week.',
        'A Fernmoor Libraries loan can be renewed up to three times online, by phone or at a branch, as long as '
        'no other member has reserved the item.',
        'Overdue adult books at Fernmoor Libraries are charged 25p a day, up to a maximum of £6 per item.',
        'Fernmoor Libraries does not charge overdue fines on the cards of members under 18.',
        'Reserving an item at Fernmoor Libraries costs 50p if it is in the Fernmoor catalogue and £4 if it has '
        'to be requested from another library authority.',
        'The daily overdue charge for adult books at Fernmoor Libraries is 5p higher than it was in 2021.',
        'Members who owe Fernmoor Libraries more than £10 in unpaid charges cannot borrow until they bring the '
        'balance down.',
    )] + [(B92_LIBRARY, c, False) for c in (
        "Adult members of Fernmoor's public libraries may borrow up to 20 items at a time.",
        'In 2021 Fernmoor Libraries decided to introduce automatic renewals of loans.',
        'Overdue adult books at Fernmoor Libraries are charged 25p a day, capped at £5 per item.',
        'Fernmoor Libraries has stopped charging overdue fines on all of its loans.',
        'DVDs borrowed from Fernmoor Libraries are due back after two weeks.',
        "Library manager Priya Oakden said children's fines were being scrapped to cut the library service's "
        'administration costs.',
        'Items reserved from other library authorities usually reach Fernmoor branches within two weeks.',
    )],
}
