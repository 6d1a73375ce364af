"""Probe batch 130, written by a helper agent that saw neither the code nor an earlier probe (session 59), on six
made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B130_HOSPITAL = (
    'Puffin Ward reopens at Hollinford General after 14-month refit\n'
    "HOLLINFORD, 12 March 2024 - The children's ward at Hollinford General Hospital reopened to patients on Monday, 14 "
    'months after it was closed when inspectors found that its ventilation system was failing to meet safety '
    'standards.\n'
    'The Puffin Ward shut in January 2023. Since then, children who needed a hospital bed have been sent to Marlow '
    'Vale Hospital, around 31 miles away, a journey that families described as "exhausting" during the winter months.\n'
    'The refurbishment cost £3.8 million, against an original budget of £3.2 million. Hospital chief executive '
    'Rosalind Teague said the overspend was largely down to asbestos discovered in the ceiling void in spring 2023, '
    'which had to be removed before any other work could begin. The Hollinford and District Health Trust paid £2.5 '
    'million, and the remainder came from the Puffin Appeal, a charity campaign that collected donations from about '
    '4,100 people over two years.\n'
    'The rebuilt ward has 24 beds, compared with 20 before the closure, and includes four single isolation rooms, '
    "something the old ward did not have. A parents' room with six fold-out beds has also been added so that families "
    'can stay overnight.\n'
    '"For the first time we can properly isolate a child with an infection without moving other patients around," said '
    'Dr Amara Quist, clinical director for children\'s services. "That alone will make a huge difference."\n'
    'The ward will open in stages. For the first two weeks it will take day cases only, with overnight admissions '
    'starting on 25 March. Children who need intensive care will still be transferred to Marlow Vale, which has the '
    "region's only paediatric intensive care unit.\n"
    'Staffing remains a concern. The hospital has recruited 11 new nurses for the ward, but three posts are still '
    'vacant, and agency staff will cover the gaps in the meantime, according to ward manager Glen Harrow.\n'
    '"We\'re not at full strength yet, but we\'re close," Mr Harrow said. "We expect to have the remaining posts '
    'filled by the summer."\n'
    'Ms Teague thanked donors, saying the appeal had "gone far beyond what we asked of this town".'
)

B130_BRIDGE = (
    'Tarrow Bridge repairs to overrun by four months, council admits\n'
    'ASHBURN, 4 June 2024 - Repairs to the Tarrow Bridge, which links Ashburn with the village of Little Felling, will '
    'not be finished until late September, around four months later than planned, Ashburn Borough Council has '
    'confirmed.\n'
    'The Victorian iron bridge, built in 1887, has been closed to vehicles since 8 January. Work was originally due to '
    'be completed by the end of May.\n'
    "The council said engineers had found corrosion in 14 of the bridge's 36 cross-girders once the deck was opened "
    'up, far more than the five identified in a 2021 survey. Each damaged girder must be removed, repaired off site '
    'and refitted. The cost of the project has risen from £1.9 million to £2.6 million.\n'
    'Councillor Harriet Oyelaran, cabinet member for highways, said: "Nobody is more frustrated than we are. But the '
    'alternative was to patch the bridge up and close it again in five years."\n'
    'Colin Marsh, project manager for contractor Delbridge Civil Engineering, said the team was working six days a '
    'week. Under the terms of the contract, Delbridge will not face financial penalties, because the delay was caused '
    'by conditions that could not have been foreseen.\n'
    'Before it closed, the bridge carried around 9,500 vehicles a day. Drivers are now diverted via the A614, adding '
    'about seven miles to the journey, and the number 22 bus has been rerouted, adding roughly 20 minutes each way.\n'
    'Pedestrians and cyclists can still cross using a temporary walkway, which is open from 6am to 10pm daily, except '
    'on Sunday mornings, when it is shut between 7am and 1pm for safety inspections.\n'
    'Traders in Little Felling say the closure has hit them hard. Pavel Lindqvist, who runs the Crumb & Co bakery near '
    'the bridge, said his takings were down by about a third since January. "People simply don\'t come over any more," '
    'he said.\n'
    'The council has agreed to cut business rates by 50 per cent for shops within 500 metres of the bridge for as long '
    'as it remains closed to traffic. Mr Lindqvist said the relief was "welcome, but nowhere near enough".'
)

B130_LIBRARY = (
    'Mobile library axed as Westhallow approves £412,000 cuts\n'
    'WESTHALLOW, 19 September 2024 - Westhallow County Council has voted to scrap its mobile library and reduce '
    'opening hours at most of its libraries, in a package of cuts expected to save £412,000 a year.\n'
    'Councillors approved the plans by 31 votes to 18 at a meeting on Tuesday evening, after a debate lasting almost '
    'three hours.\n'
    'The mobile library van, which stops in 46 villages once every three weeks, will make its final journey on 31 '
    'December. The council said the 17-year-old vehicle was due to be replaced at an estimated cost of £180,000.\n'
    'The county has ten libraries. Opening hours at the nine branch libraries will fall from 48 to 36 hours a week '
    'from January, but the central library in Westhallow town will keep its current 60 hours. Two of the branches, '
    'Cobbold Green and Sefton Mill, will be handed over to volunteers from April 2025.\n'
    'In total, 14 full-time-equivalent posts will go. The council said nine of these were already vacant and that the '
    'remaining reductions would be made mostly through voluntary redundancy.\n'
    'A public consultation over the summer drew 2,870 responses, with 71 per cent opposing the end of the mobile '
    'service.\n'
    'In place of the van, the council will expand its books-by-post scheme, which delivers free of charge to residents '
    'who are registered as housebound.\n'
    'Councillor Douglas Penhale, portfolio holder for communities, said the council faced a £23 million gap in its '
    'budget over the next four years. "These are decisions none of us came into politics to make," he said. "But we '
    'have protected the central library and we are protecting those who cannot get out of the house."\n'
    'Opposition leader Councillor Fern Achebe said the vote would "cut off whole villages". "For many older people, '
    'the van is the only place they see a friendly face all month," she said.\n'
    'Maud Kettering, 83, of Brindle Cross, has used the mobile library since it began calling at her village. "I\'m '
    'not housebound, so the post scheme is no use to me, and there\'s one bus a day into town," she said. "I don\'t '
    'know what I\'ll read."'
)

B130_MARATHON = (
    'Firefighter breaks course record as record field runs Brennock Marathon\n'
    'BRENNOCK, 7 April 2025 - Kelmsworth firefighter Tomas Aldridge broke the course record at the 12th Brennock '
    'Marathon on Sunday, crossing the line in 2 hours 14 minutes 37 seconds.\n'
    'Aldridge, 29, beat the previous best of 2:15:02, set by Idris Vane in 2019, by 25 seconds. He collects the '
    "£5,000 winner's prize plus a £2,000 bonus for the record.\n"
    '"I went out harder than I meant to and just hung on over the last six miles," Aldridge said. "I\'ll be feeling '
    'this at work on Tuesday."\n'
    "The women's race was won by Priya Salcombe, 34, a nurse at Brennock Royal Infirmary, in 2:31:48. It was her third "
    "victory in the event after wins in 2021 and 2023, although she finished just outside the women's course record of "
    "2:30:55. Last year's champion, Hanne Osterby, was second in 2:33:10.\n"
    '"I saw the clock at 25 miles and knew the record was gone, so I just enjoyed the finish," Salcombe said.\n'
    'The wheelchair race was won by Callum Frere in 1:38:55.\n'
    'A record 6,420 runners started the race, up from 5,150 last year, and 6,198 reached the finish on the seafront. '
    'Temperatures climbed to 21C by early afternoon, unusually warm for April. Medical teams treated 38 runners, four '
    'of whom were taken to hospital; all four were discharged the same day.\n'
    'Race director Sian Trelawney said organisers had increased the number of water stations from eight to 12 after '
    'complaints about shortages in 2024. "We planned for heat this year and I\'m glad we did," she said.\n'
    'The oldest finisher was Walter Pennick, 81, from Saltfleet, who completed the course in 5:52:10. "My grandson '
    'said I wouldn\'t do it," he said. "He\'s buying dinner."\n'
    'Runners raised an estimated £1.1 million for charity, organisers said.'
)

B130_HOUSING = (
    'Inspector overturns refusal of 240 homes at Pellow Farm\n'
    'MARSHCOMBE, 22 November 2024 - Plans for 240 homes on farmland at Pellow Farm, on the northern edge of '
    "Marshcombe, have been approved on appeal, eight months after Marshcombe District Council's planning committee "
    'turned them down.\n'
    'Developer Tarnbrook Homes first applied in 2022 for 280 homes, but cut the scheme to 240 following a public '
    'consultation. Councillors refused the revised plans in March 2024, citing flood risk and the extra traffic on the '
    'B3187. Tarnbrook lodged an appeal in May, and a public inquiry was held over six days in September.\n'
    'In her decision, planning inspector Gwendolyn Ashcroft said the district could show only a 3.6-year supply of '
    'land for housing, against the five years required by national policy, and that this weighed heavily in favour of '
    'the scheme. She concluded that flood risk could be managed with attenuation ponds and that the effect on the '
    'B3187 would be "modest".\n'
    "She also ordered the council to pay part of Tarnbrook's appeal costs, finding it had behaved unreasonably by "
    'refusing the plans on traffic grounds when its own highways officers had raised no objection.\n'
    'Thirty per cent of the homes, 72 in total, will be affordable, and half of those will be for social rent. '
    'Tarnbrook must pay £1.4 million towards a new classroom block at Marshcombe Primary School and £350,000 for '
    'improvements to the junction of the B3187 and Pellow Lane.\n'
    'Under the conditions attached, construction traffic will not be allowed to use Pellow Lane, and building work '
    'will be limited to 8am to 6pm on weekdays and 8am to 1pm on Saturdays, with no work on Sundays or bank holidays.\n'
    "Martin Oduya, chair of the residents' group Save Pellow Fields, whose petition against the plans gathered 1,900 "
    'signatures, said villagers felt "completely ignored". "We did everything right and it made no difference," he '
    'said.\n'
    'Council leader Beatrice Hammond said the authority was "considering whether there are grounds" to challenge the '
    'ruling in the High Court, which must be done within six weeks.\n'
    'Neil Ferris, planning director at Tarnbrook Homes, welcomed the decision and said the first homes could be '
    'occupied in 2026.'
)

B130_ZOO = (
    'Red pandas, tapirs and flamingos arrive at Glenmorrow Wildlife Park\n'
    'GLENMORROW, 15 May 2025 - Glenmorrow Wildlife Park has welcomed its first red pandas and Malayan tapirs, along '
    'with a flock of 14 Chilean flamingos, ahead of the opening of its new Monsoon Valley area later this month. The '
    'animals arrived on Tuesday.\n'
    'The red pandas are a female, Mei, aged three, who came from Vandermolen Dierenpark in the Netherlands, and a '
    'male, Bodhi, aged five, from Kestrel Ridge Zoo in Cumbria. The tapirs, female Suri, seven, and male Ketan, nine, '
    'travelled from Lindenhof Zoo in Germany. All the animals were moved as part of European breeding programmes, and '
    'keepers hope both pairs will breed.\n'
    'Monsoon Valley, which covers 1.3 hectares, cost £1.2 million. The Caldwell Foundation, a local charitable trust, '
    "gave £450,000, with the rest paid from the park's own reserves.\n"
    'The area opens to visitors on Saturday 24 May. The red pandas and flamingos will be on show from the first day, '
    'but the tapirs will stay in a behind-the-scenes paddock until mid-June while they complete a 30-day quarantine.\n'
    '"Tapirs are shy animals and a long journey is stressful for them," said Dr Ruaridh Fenwick, head of animal care. '
    '"We\'d rather visitors waited a few weeks than rush them."\n'
    'Keeper Tamsin Oakes said the team would be patient about breeding. "A tapir pregnancy lasts about 13 months, so '
    'even if everything goes well, we\'re talking about late 2026 at the earliest for a calf," she said.\n'
    "Adult tickets will rise from £16.50 to £18 on 1 June, while children's tickets stay at £11. The park had "
    '212,000 visitors last year and is aiming for 250,000 in 2026.\n'
    'Park director Elspeth Caird said Monsoon Valley was "the biggest thing we\'ve done in 30 years". "We want people '
    'to come and see animals they\'d otherwise only ever see on television," she said.'
)

BATCHES_130 = {
    'hospital ward reopening': [(B130_HOSPITAL, c, True) for c in (
        "Hollinford General Hospital's children's ward is open again after being closed for 14 months because of a "
        'substandard ventilation system.',
        'The Puffin Ward refurbishment came in £600,000 over its original budget.',
        'Most of the overspend was blamed on asbestos found in the ceiling void, which had to be cleared before other '
        'work could start.',
        'The Puffin Appeal contributed £1.3 million towards the cost of the refit.',
        'The reopened ward has four more beds than it had before it closed.',
        'During the first fortnight only day cases will be admitted, with children staying overnight from 25 March.',
        'Youngsters needing intensive care will continue to be moved to Marlow Vale Hospital, about 31 miles away.',
    )] + [(B130_HOSPITAL, c, False) for c in (
        'The refurbishment of the Puffin Ward cost £3.2 million.',
        'The Puffin Ward was closed in January 2023 after inspectors found faults in its fire safety systems.',
        'The Puffin Appeal collected donations from about 4,100 people over three years.',
        'The hospital has recruited 11 new nurses for the ward and filled all of its vacant posts.',
        'The old Puffin Ward had two isolation rooms, and the refit has doubled that number to four.',
        'Agency staff will cover the vacant nursing posts on the Puffin Ward until the end of the year.',
        "The new parents' room has six fold-out beds and a small kitchen for families staying overnight.",
    )],
    'bridge repair overrunning': [(B130_BRIDGE, c, True) for c in (
        'The Tarrow Bridge, which dates from 1887, has been closed to motor vehicles since 8 January.',
        'The bill for repairing the Tarrow Bridge has gone up by £700,000.',
        'Once the deck was opened, engineers discovered nearly three times as many corroded cross-girders as the 2021 '
        'survey had found.',
        'Repairs that were meant to be finished by the end of May are now expected to last until late September.',
        'Motorists following the A614 diversion have to travel roughly seven extra miles.',
        'Shops within 500 metres of the bridge will have their business rates halved while it stays closed to traffic.',
        'Pavel Lindqvist of Crumb & Co said his takings had fallen by around a third since January and called the rate '
        'relief welcome but nowhere near enough.',
    )] + [(B130_BRIDGE, c, False) for c in (
        'The temporary walkway for pedestrians and cyclists is open 24 hours a day.',
        'Delbridge Civil Engineering will face financial penalties for the four-month delay.',
        'The rerouted number 22 bus now takes about 30 minutes longer each way.',
        'Before the closure, around 9,500 vehicles a week used the Tarrow Bridge.',
        'The 2021 survey of the Tarrow Bridge was carried out by Delbridge Civil Engineering.',
        'The temporary walkway is shut on Saturday mornings for safety inspections.',
        'Harriet Oyelaran said the council would consider replacing the bridge altogether if the repairs failed.',
    )],
    'library service cut': [(B130_LIBRARY, c, True) for c in (
        'Westhallow councillors backed the library cuts by a majority of 13 votes.',
        'Opening hours at the nine branch libraries will be cut by a quarter, to 36 hours a week.',
        'The central library in Westhallow town is exempt from the reduction in hours and will stay open 60 hours a '
        'week.',
        'The mobile library, which serves 46 villages, will stop running at the end of December.',
        'Of the 14 full-time-equivalent posts being cut, only five are currently filled.',
        'More than two-thirds of the 2,870 consultation responses were against ending the mobile service.',
        'Maud Kettering, who is not housebound, said the books-by-post scheme would be of no use to her.',
    )] + [(B130_LIBRARY, c, False) for c in (
        'The package of library cuts is expected to save £412,000 over three years.',
        'The mobile library van visits each of its 46 villages every two weeks.',
        "Opening hours will be reduced at all ten of Westhallow's libraries.",
        'The expanded books-by-post scheme will deliver free of charge to any resident over 70.',
        'Most of the posts being cut will go through compulsory redundancy.',
        'Douglas Penhale said the council faced a £23 million budget gap in the coming year.',
        'Fern Achebe said the opposition would seek a judicial review of the decision.',
    )],
    'city marathon results': [(B130_MARATHON, c, True) for c in (
        'Tomas Aldridge took 25 seconds off the Brennock Marathon course record that Idris Vane had set in 2019.',
        'Aldridge will take home £7,000 in prize money, including the record bonus.',
        "Priya Salcombe has now won the women's race three times, having previously won in 2021 and 2023.",
        'Salcombe beat the defending champion, Hanne Osterby, by 1 minute 22 seconds.',
        'There were 1,270 more starters this year than in 2024.',
        'Of the 6,420 starters, 222 did not make it to the finish line on the seafront.',
        'Temperatures reached 21C, and four of the 38 runners treated by medics were taken to hospital, all of them '
        'discharged the same day.',
    )] + [(B130_MARATHON, c, False) for c in (
        "Idris Vane's previous course record of 2:15:02 had stood since 2017.",
        "Priya Salcombe also set a new women's course record at this year's race.",
        "Hanne Osterby, last year's champion, finished third in the women's race.",
        'Organisers doubled the number of water stations to 12 after complaints about shortages in 2024.',
        'Walter Pennick, 81, became the oldest runner ever to finish the Brennock Marathon.',
        'Callum Frere won the wheelchair race for the second year running.',
        'Medical teams treated 38 runners, six of whom were taken to hospital.',
    )],
    'housing development approved on appeal': [(B130_HOUSING, c, True) for c in (
        'A planning inspector has granted permission on appeal for 240 homes at Pellow Farm, which Marshcombe District '
        'Council had rejected in March 2024.',
        'Tarnbrook Homes reduced its Pellow Farm scheme by 40 homes after a public consultation.',
        'Thirty-six of the new homes at Pellow Farm will be for social rent.',
        "The inspector found Marshcombe's housing land supply fell 1.4 years short of the five years national policy "
        'requires.',
        'Tarnbrook will have to pay a total of £1.75 million towards a school classroom block and junction '
        'improvements.',
        "Because the council's own highways officers had not objected, the inspector ruled it had acted unreasonably "
        "in citing traffic and made it pay part of Tarnbrook's appeal costs.",
        'Building work at the Pellow Farm site will be banned on Sundays and bank holidays.',
    )] + [(B130_HOUSING, c, False) for c in (
        'The public inquiry into the Pellow Farm appeal lasted six weeks.',
        'The council refused the Pellow Farm plans on the grounds of flood risk and loss of wildlife habitat.',
        'Construction traffic will reach the Pellow Farm site via Pellow Lane.',
        'Building work at Pellow Farm will be permitted until 6pm on Saturdays.',
        'The Save Pellow Fields petition, with 1,900 signatures, was the largest ever submitted to the district '
        'council.',
        'Marshcombe District Council has decided to challenge the ruling in the High Court.',
        "Tarnbrook's £350,000 contribution will go towards a new classroom block at Marshcombe Primary School.",
    )],
    "zoo's new animals": [(B130_ZOO, c, True) for c in (
        'Glenmorrow Wildlife Park has taken in its first red pandas and Malayan tapirs, as well as 14 Chilean '
        'flamingos.',
        'Bodhi the red panda is two years older than Mei.',
        "The Caldwell Foundation covered £450,000 of Monsoon Valley's £1.2 million cost, and the park paid the "
        'remaining £750,000 from its reserves.',
        'Visitors will not be able to see the tapirs until mid-June, when their 30-day quarantine ends.',
        'From 1 June an adult ticket will cost £1.50 more, but children will still pay £11.',
        'The park hopes to attract 38,000 more visitors in 2026 than it did last year.',
        'Tamsin Oakes said that, with tapir pregnancies lasting around 13 months, a calf could not be expected before '
        'late 2026.',
    )] + [(B130_ZOO, c, False) for c in (
        'Both red pandas came to Glenmorrow from Vandermolen Dierenpark in the Netherlands.',
        'The tapirs will be on display when Monsoon Valley opens on 24 May.',
        'Ketan is the younger of the two tapirs at Glenmorrow Wildlife Park.',
        'Glenmorrow Wildlife Park has welcomed a flock of 12 Chilean flamingos.',
        'Suri the tapir is already pregnant, according to keeper Tamsin Oakes.',
        'Monsoon Valley is the largest enclosure at Glenmorrow Wildlife Park.',
        'The rise in adult tickets from £16.50 to £18 is intended to help pay for Monsoon Valley.',
    )],
}
