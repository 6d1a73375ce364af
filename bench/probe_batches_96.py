("""Probe batch 96, written by a helper agent that saw neither the code nor an earlier probe (session 55), """
 """on six made-up news articles and the sentences of the summaries language models write of them.""")

from __future__ import annotations

B96_SCHOOL = (
    'Hollinbrook Primary School in the market town of Varnley has been rated "good" overall following a '
    'two-day inspection on 12 and 13 March, the first full inspection since the school was placed in special '
    'measures in 2019. The report, published on Thursday by the regional schools inspectorate, judged four of '
    "the five areas it examined as good: quality of teaching, pupils' behaviour, personal development and "
    'leadership. Early-years provision, which covers the school\'s two reception classes, was rated "requires '
    'improvement".\n\nThe three inspectors, led by Margaret Ostley, observed lessons in all twelve classes and '
    'spoke to 46 pupils, 19 members of staff and every member of the governing body. They praised the reading '
    'programme introduced last September, noting that 88 per cent of Year 2 pupils met the expected standard '
    'in phonics, up from 64 per cent two years earlier. Mathematics results, however, remained below the '
    'regional average, and the report said the school "has not yet closed the gap" for pupils eligible for '
    'free meals.\n\nHeadteacher Daniel Ferrow, who joined the school in January 2021, said he was "proud of a '
    'team that never stopped believing". He added that the early-years judgement was "fair" and that a new '
    "outdoor learning area would open in June.\n\nOf the 212 parents who completed the inspectorate's online "
    'questionnaire, 174 said they would recommend the school to another parent. Several parents raised '
    'concerns about communication over homework, and the report asked the school to review how it shares '
    'information with families.\n\nChair of governors Priya Landell said the board would meet on 2 April to '
    'agree an action plan. According to the local authority, the school may be removed from its monitoring '
    'list by the autumn, although a spokesperson stressed that no decision had been taken.\n\nNot every group '
    "welcomed the report. The Varnley branch of the teachers' union said workload remained high, claiming that "
    'five teachers had left the school in the past year. Mr Ferrow disputed the figure, saying three had left, '
    'two of them for promotions.'
)

B96_CLUB = (
    'Members of Tellingford Athletic Football Club backed a plan to install floodlights at their Marsh Lane '
    "ground but rejected a proposed rise in annual subscriptions at the club's annual general meeting on "
    "Tuesday 9 September.\n\nSome 138 of the club's 301 members attended the meeting at Tellingford Community "
    'Hall. The floodlight motion, under which the club would borrow £85,000 from the regional sports trust, '
    'was carried by 97 votes to 31, with 10 abstentions. The subscription increase, from £60 to £75 a year, '
    'was defeated by 72 votes to 66.\n\nChairman Roland Beckery told members the club had recorded a surplus '
    'of £4,200 in the year to June, its first surplus since 2018. He said the floodlights would allow the '
    'first team to host evening matches and "bring in the gate money we have been missing for a decade".\n\n'
    'Treasurer Alison Mewes, who proposed the subscription rise, said afterwards she was "disappointed but not '
    'surprised". She warned that, without extra income, the youth section may have to cut one of its four '
    'under-age teams next season, though she said no team had yet been chosen.\n\nAll three officers standing '
    'for re-election — Mr Beckery, Ms Mewes and club secretary Tom Haldane — were returned unopposed. Two new '
    'committee members, Grace Ombury and Felix Tarrant, were elected from a field of five candidates.\n\nA '
    "motion from the veterans' section to rename the clubhouse after former captain Stan Lowther was withdrawn "
    "before the vote after his family asked for more time to consider it.\n\nThe women's team, which won the "
    'county second division in May, was presented with a commemorative shield. Captain Jodie Parrin thanked '
    'the members who had volunteered at every home match of the season.\n\nAccording to the regional sports '
    'trust, the loan could be approved by November, allowing the floodlights to be installed before the '
    'spring. A trust spokesperson said the application was "in good order".\n\nThe club\'s landlord, '
    'Tellingford Town Council, must also grant planning permission for the floodlights. Residents of Marsh '
    'Lane have not yet commented on the plans.'
)

B96_RECALL = (
    'Brindlecraft, a toy maker based in Oskerford, has recalled about 42,000 of its "Rainbow Ridge" wooden '
    'stacking sets after reports that the small top piece can come loose and pose a choking risk to young '
    'children.\n\nThe recall, announced on 4 February, covers every set sold between August 2023 and January '
    '2024 with a batch code beginning RR7. Sets with other batch codes, and the firm\'s larger "Rainbow Ridge '
    'Deluxe" version, are not affected, the company said.\n\nBrindlecraft said it had received 23 reports of '
    'the top piece detaching, three of which involved a child putting the piece in their mouth. None of the '
    'children was injured. The firm\'s product safety manager, Helena Voss, said: "Even one incident is too '
    'many. We are asking parents to stop using these sets straight away."\n\nThe sets were sold through three '
    "retailers: the Pocketfield department store chain, the online shop Kidderly and Brindlecraft's own "
    'website. Pocketfield and Brindlecraft have already removed the product from sale; Kidderly said it would '
    'do so by the end of the week. Customers can return sets to any of the three for a full refund of £24.99, '
    "with or without a receipt.\n\nThe national trading standards office said it was reviewing Brindlecraft's "
    'testing procedures. According to one official, the fault may have been caused by a change of glue '
    'supplier last summer, although the office said its investigation had not reached any conclusion.\n\n'
    "Brindlecraft's chief executive, Owen Rackley, said the firm would pay for independent testing of all its "
    'wooden toys, a range of 31 products. He said the company had "let families down" and apologised.\n\n'
    'Parent group Safe Play Alliance welcomed the recall but said it had come "weeks too late", pointing out '
    'that the first reports were made in November. Brindlecraft said it had needed time to confirm the '
    "fault.\n\nShares in Brindlecraft's parent company, Harrowell Eaves Holdings, fell 6 per cent on the day "
    'of the announcement.'
)

B96_FLOOD = (
    'Temporary flood barriers installed along the River Ambry protected most of the village of Wexcombe during '
    'Storm Idris on the night of 18 November, but eleven homes on Pellow Row, outside the barrier line, were '
    'flooded, residents said.\n\nThe river rose to 3.4 metres at the Wexcombe bridge gauge shortly after 2am, '
    'the highest level recorded since gauges were installed in 1987, according to the Riverlands Water Agency. '
    'The 600-metre barrier, put up by agency crews the previous afternoon, protected around 140 properties in '
    "the village centre, including the primary school and both of the village's pubs.\n\nPellow Row, a terrace "
    'of eleven cottages on the far side of the bridge, was not included in the barrier scheme because, the '
    'agency said, the ground there is too soft to support it. Water reached about 40 centimetres inside the '
    'cottages. All eleven households were evacuated to the village hall by volunteers from the Wexcombe '
    'Community Flood Group, and none of the residents was hurt.\n\n"We watched the water come up the street '
    'and there was nothing we could do," said Martha Quillen, 71, who has lived on Pellow Row for 38 years. '
    '"The barrier saved the village, but we were left out again."\n\nFlood group coordinator Simon Ashdale '
    'said 26 volunteers had worked through the night, filling 900 sandbags. Six of the volunteers were trained '
    "to operate the group's two portable pumps.\n\nThe agency's area manager, Fiona Grell, said a permanent "
    'wall was being considered for Pellow Row, but that any scheme would need government funding and could not '
    'start before 2026. "We understand how frustrating this is for residents," she said.\n\nWexcombe Parish '
    'Council will hold an emergency meeting on 25 November. Councillor Rhys Penhale said the council may ask '
    'the county council to contribute to the cost of a wall, though he said nothing had been agreed.\n\nThe '
    'Ambry Valley road through the village was closed for two days. Insurers have so far received claims from '
    'seven of the Pellow Row households, according to the flood group.'
)

B96_PAY = (
    'Warehouse and delivery firm Corrigan Freight has made a pay offer to its 2,300 employees, to take effect '
    'from 1 April, a week after publishing a staff survey in which fewer than half of the workers who '
    'responded said they felt fairly paid.\n\nThe survey, carried out in January by the independent research '
    'firm Tallis Mead, was completed by 1,610 staff. Of those, 47 per cent said their pay was fair, down from '
    '58 per cent a year earlier, and 71 per cent said they would recommend Corrigan as a place to work. '
    "Satisfaction was lowest among night-shift warehouse staff at the company's Dunmere Fen depot, where only "
    '29 per cent said they felt valued.\n\nStaff below management grade are offered 4 per cent, and managers '
    "2.5 per cent. The firm's 140 apprentices, who are paid on a separate scale, will not receive a percentage "
    'rise; each will instead get a one-off payment of £500.\n\nChief executive Lorna Pettigrew said the offer '
    'was "the best we can afford in a difficult year" and that the company\'s profits had fallen by 12 per '
    'cent in 2023. She said the survey had been "a wake-up call".\n\nThe Transport and Depot Workers\' '
    "Association, which represents about 900 of the company's drivers and warehouse staff, has rejected the "
    'offer. According to the union, rising living costs mean the rise amounts to a real-terms cut, and its '
    'members may vote on strike action next month. Union organiser Kevin Doyle-Marsh said: "Our members kept '
    'this company running through the worst winter in years. Four per cent doesn\'t cut it."\n\nA second '
    'union, the Clerical Staff Guild, which represents office workers, said it would put the offer to its '
    'members without a recommendation. The result of its ballot is expected on 14 March.\n\nThe company has '
    'also promised to introduce a night-shift allowance of £1.20 an hour at Dunmere Fen and its two other '
    'depots, at Colby Marsh and Ravensholt, from June. Ms Pettigrew said the allowance responded directly to '
    "the survey findings.\n\nStaff at Corrigan's head office in Sallow Cross were not included in the survey, "
    'which covered depot and delivery staff only. The company said a separate head-office survey would be held '
    'in the summer.'
)

B96_FESTIVAL = (
    'The final day of the Greymoor Sound festival was cancelled on Sunday 3 August after high winds damaged '
    "two of the site's four stages, organisers said.\n\nAbout 18,000 people had attended on each of the first "
    'two days at Lassick Park, near the town of Orrinford. Organisers told ticket holders at 7am on Sunday, '
    'through the festival app and by text message, that the gates would not open. Headliners Velvet Harbour '
    'and the folk duo Tamsin & Hale were among 22 acts due to perform.\n\nFestival director Colin Marrable '
    'said the main stage and the Woodland Stage had both suffered structural damage overnight when gusts '
    'reached 65 miles per hour. "Safety has to come first. I know how disappointed people will be, and so am '
    'I," he said. The two smaller stages, the Meadow Tent and the Acoustic Barn, were undamaged, but Mr '
    'Marrable said running a reduced programme on them would have caused "crowd pressure we could not '
    'manage".\n\nEveryone holding a Sunday day ticket will receive a full refund of £65 within 14 days, the '
    'organisers said, and weekend ticket holders will get £40 back. Campers, who had been on site since '
    'Friday, were asked to leave by 2pm.\n\nVelvet Harbour announced on social media that it would play a free '
    'show at the Orrinford Corn Exchange on Monday night for Sunday ticket holders, with 900 places allocated '
    'by ballot. Tamsin & Hale said they hoped to return next year. Of the other 20 acts, organisers said '
    "several had been offered slots at next year's festival.\n\nOrrinford District Council's licensing "
    "officer, Naomi Strand, said the council would review the festival's wind plan. According to the council, "
    "the stages may not have been anchored to the standard set out in the festival's licence, although Ms "
    'Strand said it was "too early to say" whether any rules had been broken.\n\nLocal businesses reported '
    'mixed effects. Jenny Calloway, who runs the Kestrel Café in Orrinford, said her takings were down by a '
    "third on Sunday, while the town's two supermarkets were busier than usual as campers stocked up before "
    'leaving.\n\nNo injuries were reported. The festival has run every August since 2011, and this is the '
    'first time a day has been cancelled.'
)

BATCHES_96: dict[str, list[tuple[str, str, bool]]] = {
    'primary school inspection report': [(B96_SCHOOL, c, True) for c in (
        'Inspectors rated Hollinbrook Primary School good in four of the five areas they examined, with '
        'early-years provision, which covers both reception classes, judged as requiring improvement.',
        "The inspection team led by Margaret Ostley observed lessons in every one of Hollinbrook's twelve "
        'classes and spoke to each member of the governing body.',
        'The share of Year 2 pupils at Hollinbrook meeting the expected phonics standard climbed by 24 '
        'percentage points over two years, to 88 per cent.',
        "Most, though not all, of the 212 parents who filled in the inspectorate's online questionnaire "
        'said they would recommend Hollinbrook to another parent.',
        'Headteacher Daniel Ferrow called the early-years judgement at Hollinbrook fair and said a new '
        'outdoor learning area would open in June.',
        'The local authority said Hollinbrook could be taken off its monitoring list by the autumn, though '
        'a spokesperson stressed that no decision had been made.',
        "Both the Varnley teachers' union and headteacher Daniel Ferrow gave a figure for the teachers who "
        'had left Hollinbrook in the past year, and the two figures differed.',
    )] + [(B96_SCHOOL, c, False) for c in (
        'Inspectors rated Hollinbrook Primary School good in all five areas they examined, including '
        'early-years provision.',
        'The local authority has confirmed that Hollinbrook Primary will come off its monitoring list by '
        'the autumn.',
        "Hollinbrook's chair of governors, Priya Landell, said she was proud of a team that never stopped "
        'believing.',
        'Every one of the 212 parents who completed the online questionnaire said they would recommend '
        'Hollinbrook to another parent.',
        "In both phonics and mathematics, 88 per cent of Hollinbrook's Year 2 pupils met the expected "
        'standard, the report found.',
        'According to headteacher Daniel Ferrow, all three teachers who left Hollinbrook in the past year '
        'did so for promotions.',
        'The reading programme praised by inspectors was introduced in January 2021, when Daniel Ferrow '
        'joined Hollinbrook as headteacher.',
    )],
    'football club annual general meeting and votes': [(B96_CLUB, c, True) for c in (
        "At Tellingford Athletic's annual general meeting, members approved the floodlight plan by 97 "
        'votes to 31 but voted down the subscription rise by 72 votes to 66.',
        "Not all of Tellingford Athletic's 301 members attended the annual general meeting, which drew 138 "
        'of them to the community hall.',
        'All three Tellingford Athletic officers seeking re-election, including treasurer Alison Mewes, '
        'were returned without opposition.',
        'Two of the five candidates for the Tellingford Athletic committee, Grace Ombury and Felix '
        'Tarrant, were elected, so not every candidate won a place.',
        'Treasurer Alison Mewes, who proposed the subscription rise, warned that one of the youth '
        "section's four under-age teams may have to be cut next season, though none had yet been chosen.",
        "The veterans' motion to rename Tellingford Athletic's clubhouse after Stan Lowther never went to "
        'a vote because it was withdrawn when his family asked for more time.',
        "Women's captain Jodie Parrin thanked the Tellingford Athletic members who volunteered at every "
        'home match of a season in which her team won the county second division.',
    )] + [(B96_CLUB, c, False) for c in (
        'Tellingford Athletic members unanimously backed the plan to install floodlights at the Marsh Lane '
        'ground.',
        "Both motions put to the vote at Tellingford Athletic's annual general meeting, on floodlights and "
        'on subscriptions, were carried.',
        "The regional sports trust has approved Tellingford Athletic's £85,000 loan, so the floodlights "
        'will be installed before the spring.',
        'Tellingford Athletic chairman Roland Beckery said he was disappointed but not surprised by the '
        'vote against higher subscriptions.',
        "Tellingford Athletic's £4,200 surplus in the year to June, its first since 2018, will all go "
        'towards the new floodlights.',
        'Both Tellingford Town Council and the residents of Marsh Lane have given their backing to the '
        'floodlight plans.',
        'Tellingford Town Council, which rents the Marsh Lane ground from the club, must grant planning '
        'permission for the floodlights.',
    )],
    'toy maker product recall': [(B96_RECALL, c, True) for c in (
        "Brindlecraft's recall applies to all Rainbow Ridge stacking sets with batch codes starting RR7 "
        'that were sold from August 2023 to January 2024.',
        "None of the children involved in the 23 reported incidents with Brindlecraft's Rainbow Ridge sets "
        'was hurt.',
        'Customers can get a full £24.99 refund for a recalled Rainbow Ridge set from each of the three '
        'retailers that sold it, even without a receipt.',
        'Not all three retailers had stopped selling the Rainbow Ridge set when Brindlecraft announced the '
        'recall, as Kidderly said it would withdraw it by the end of the week.',
        'Brindlecraft chief executive Owen Rackley apologised and said the firm would fund independent '
        'tests on every one of its 31 wooden toys.',
        "The Safe Play Alliance welcomed Brindlecraft's recall but said it came weeks too late, given that "
        'the first reports were made in November.',
        'Brindlecraft said both Rainbow Ridge sets with other batch codes and its larger Rainbow Ridge '
        'Deluxe were unaffected by the recall.',
    )] + [(B96_RECALL, c, False) for c in (
        'The trading standards office found that a change of glue supplier last summer caused the fault in '
        "Brindlecraft's Rainbow Ridge sets.",
        "All 23 reported incidents with Brindlecraft's Rainbow Ridge sets involved a child putting the "
        'loose piece in their mouth.',
        "Brindlecraft's product safety manager, Helena Voss, said the company had let families down and "
        'apologised.',
        "Brindlecraft's recall covers every Rainbow Ridge product, including the larger Rainbow Ridge "
        'Deluxe.',
        'All three retailers had taken the Rainbow Ridge set off sale by the time Brindlecraft announced '
        'the recall on 4 February.',
        "Shares in Brindlecraft's parent company, Harrowell Eaves Holdings, fell 6 per cent when the first "
        'incident reports were made in November.',
        'The Safe Play Alliance, which first reported the Rainbow Ridge fault to Brindlecraft in November, '
        'said the recall came weeks too late.',
    )],
    'village flood defences after a storm': [(B96_FLOOD, c, True) for c in (
        'According to the Riverlands Water Agency, the River Ambry peaked at 3.4 metres at the Wexcombe '
        'bridge gauge during Storm Idris, the highest reading since the gauges went in in 1987.',
        'Every household on Pellow Row in Wexcombe was evacuated to the village hall by flood group '
        'volunteers, and none of the residents was hurt.',
        'The temporary barrier protected around 140 properties in the centre of Wexcombe, among them the '
        "primary school and both of the village's pubs.",
        "The eleven Pellow Row cottages, all of which lay outside Wexcombe's barrier line, were left out "
        'of the scheme because the agency said the ground there was too soft to support it.',
        'Six of the 26 Wexcombe flood group volunteers who worked through the night were trained to '
        "operate the group's two portable pumps, so not all of them had that training.",
        'Agency area manager Fiona Grell said a permanent wall for Pellow Row was being considered but '
        'would need government money and could not start before 2026.',
        'According to the Wexcombe flood group, insurers have so far received claims from seven of the '
        'flooded Pellow Row households.',
    )] + [(B96_FLOOD, c, False) for c in (
        'The temporary barrier along the River Ambry protected every home in Wexcombe during Storm Idris.',
        'Wexcombe Parish Council has unanimously agreed to ask the county council to help pay for a '
        'permanent wall on Pellow Row.',
        'Agency area manager Fiona Grell said the barrier had saved Wexcombe but that Pellow Row had been '
        'left out again.',
        "All 26 volunteers from the Wexcombe Community Flood Group were trained to operate the group's "
        'portable pumps.',
        'Flood water stood 3.4 metres deep in every one of the Pellow Row cottages at the height of Storm '
        'Idris.',
        'The Ambry Valley road through Wexcombe was shut for two days so that agency crews could take down '
        'the temporary barrier.',
        'Volunteers from the Wexcombe Community Flood Group put up the 600-metre barrier on the afternoon '
        'before Storm Idris.',
    )],
    'logistics firm staff survey and pay offer': [(B96_PAY, c, True) for c in (
        'Fewer than half of the Corrigan Freight staff who answered the Tallis Mead survey said their pay '
        'was fair, 11 percentage points down on the year before.',
        "Corrigan Freight's 140 apprentices will get no percentage rise, but each of them will receive a "
        'one-off payment of £500.',
        "Corrigan Freight's new night-shift allowance of £1.20 an hour will apply at all three of its "
        'depots, Dunmere Fen, Colby Marsh and Ravensholt, from June.',
        "None of the staff at Corrigan Freight's head office in Sallow Cross took part in the survey, "
        'which was limited to depot and delivery workers.',
        'Corrigan Freight chief executive Lorna Pettigrew called the survey a wake-up call and said the '
        "company's profits had fallen by 12 per cent in 2023.",
        "Neither the Transport and Depot Workers' Association nor the Clerical Staff Guild recommended "
        "Corrigan Freight's pay offer to its members.",
        'Corrigan Freight is not offering the same rise to all its staff: managers are offered 2.5 per '
        'cent, while staff below management grade are offered 4 per cent.',
    )] + [(B96_PAY, c, False) for c in (
        "Corrigan Freight's pay offer has been accepted by both of the unions that represent its staff.",
        "Members of the Transport and Depot Workers' Association will vote on strike action at Corrigan "
        'Freight next month, the union confirmed.',
        "Union organiser Kevin Doyle-Marsh described Corrigan Freight's offer as the best the company "
        'could afford in a difficult year.',
        "All 2,300 of Corrigan Freight's employees completed the January staff survey carried out by "
        'Tallis Mead.',
        'Only 29 per cent of all the Corrigan Freight staff surveyed said they would recommend the company '
        'as a place to work.',
        "According to Lorna Pettigrew, Corrigan Freight's night-shift allowance was a response to the "
        "union's rejection of the pay offer.",
        'Ballot results from both of the unions at Corrigan Freight are expected on 14 March.',
    )],
    'music festival cancelled final day': [(B96_FESTIVAL, c, True) for c in (
        "High winds damaged two of Greymoor Sound's four stages, the main stage and the Woodland Stage, "
        "and organisers cancelled the festival's final day.",
        'Both of the smaller stages at Greymoor Sound, the Meadow Tent and the Acoustic Barn, escaped '
        'damage, but the festival director ruled out running a reduced programme on them.',
        'Every Sunday day-ticket holder for Greymoor Sound is to get a full £65 refund within 14 days, '
        'while weekend ticket holders will each get £40 back.',
        'The Greymoor Sound festival, held each August since 2011, had never before had to cancel a day.',
        'Velvet Harbour said it would give a free Monday-night show at the Orrinford Corn Exchange for '
        "Greymoor Sound's Sunday ticket holders, with the 900 places handed out by ballot.",
        "According to the council, Greymoor Sound's stages may not have been anchored to the licence "
        'standard, but licensing officer Naomi Strand said it was too early to say whether rules were '
        'broken.',
        'No injuries were reported at Greymoor Sound, and all the campers, who had been on site since '
        'Friday, were asked to leave by 2pm.',
    )] + [(B96_FESTIVAL, c, False) for c in (
        "All 22 acts due to play Greymoor Sound's final day have been offered slots at next year's "
        'festival.',
        "Orrinford licensing officer Naomi Strand said Greymoor Sound's stages had not been anchored to "
        "the standard required by the festival's licence.",
        'Greymoor Sound director Colin Marrable said takings were down by a third on the Sunday.',
        'All four stages at Greymoor Sound suffered structural damage in the overnight gusts of 65 miles '
        'per hour.',
        "Every business in Orrinford lost trade because of Greymoor Sound's cancellation, including the "
        "town's two supermarkets.",
        'Velvet Harbour will play a free show at the Orrinford Corn Exchange on Monday night, open to all '
        'Greymoor Sound weekend ticket holders.',
        "Greymoor Sound's organisers told ticket holders on Saturday evening that the final day was off, "
        'before the overnight gusts damaged the stages.',
    )],
}
