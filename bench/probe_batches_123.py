"""Probe batch 123, written by a helper agent that saw neither the code nor an earlier probe (session 58), on six
made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B123_LIBRARY = (
    'Harrowmere District Council has confirmed plans to close four of its eleven branch libraries, launching a '
    'twelve-week public consultation that opened on Monday 3 March and will run until 26 May.\n\n'
    'The branches earmarked for closure are in Tollbridge, Wessington Vale, Crannock and Eastholm. The council '
    'says the move would save £640,000 a year, part of £4.1 million in cuts it must find before its 2026 budget.\n\n'
    'Councillor Priya Delacourt, the cabinet member for communities, said the decision had not been taken '
    'lightly. "We are being asked to do more with less every year, and keeping eleven buildings open when visits '
    'have fallen by a third since 2015 is simply not sustainable," she said.\n\n'
    'Under the proposals, the central library in Harrowmere town centre would extend its opening hours on '
    'Saturdays, and a mobile library van would visit each of the four affected villages once a fortnight.\n\n'
    'Campaigners have reacted angrily. The Friends of Crannock Library, which collected 2,300 signatures on a '
    'petition in under a week, said the van would be no substitute for a building that also hosts a toddler '
    'group and a job club. Its chair, retired teacher Malcolm Ferriby, said: "You cannot run a homework club out '
    'of the back of a van."\n\n'
    'According to the union Unisall, up to 19 library staff could lose their jobs, although the council said it '
    'expected most affected workers to be redeployed to other roles.\n\n'
    'Opposition leader Councillor Hamid Oyelaran accused the ruling group of "closing libraries by stealth" and '
    'said his party would propose using £300,000 from reserves to keep at least two of the branches open for '
    'another year.\n\n'
    'Residents can respond online, by post, or at drop-in sessions being held at each of the four threatened '
    "branches during April. The council's cabinet is expected to make a final decision at its meeting on 17 "
    'June.'
)

B123_FIRE = (
    'A fire that tore through a packaging factory on the Brackwell Road industrial estate in Denholt on Tuesday '
    'night is being treated as unexplained, fire investigators said yesterday.\n\n'
    'The blaze broke out at about 11.40pm at the Corvane Packaging plant, which makes cardboard trays for '
    'supermarkets. At its height, more than 60 firefighters and 12 engines from Ellesborough Fire and Rescue '
    'Service were at the scene, and crews remained there until Thursday morning damping down hotspots.\n\n'
    'Eight night-shift workers were evacuated safely. One of them, a 52-year-old forklift driver, was taken to '
    'Denholt General Hospital with smoke inhalation and was discharged the following day.\n\n'
    'Residents in nearby Sallow Lane were told to keep their windows and doors closed because of thick smoke, '
    "and the estate's access road was shut for two days.\n\n"
    'Station commander Fiona Gatrell said the warehouse section of the building, roughly two-thirds of the site, '
    'had been destroyed. "The roof collapsed within the first hour. Our priority was stopping it spreading to '
    'the chemical store next door, and we managed that," she said.\n\n'
    'A joint investigation by the fire service and Ellesborough Police is under way. Police said the fire may '
    'have started near an electrical charging point for forklift trucks, but stressed that they had not ruled '
    'anything out, and appealed for dashcam footage from anyone who drove along Brackwell Road between 11pm and '
    'midnight.\n\n'
    "Corvane's managing director, Declan Ashworth-Reyes, said the company employed 140 people at the site and "
    'that all staff would continue to be paid while it worked out how to restore production. "Nobody should be '
    'out of pocket because of this," he said. He added that some orders would be moved temporarily to the '
    "firm's second factory in Kilnsey Cross.\n\n"
    'According to the GMW union, which represents about half of the workforce, staff had raised concerns about '
    'the charging area with managers last autumn. Corvane said it did not recognise that account and would '
    'co-operate fully with investigators.'
)

B123_UNIVERSITY = (
    'The University of Marchbury has appointed Professor Elena Vostrikova as its new vice-chancellor, amid a '
    'continuing row over senior pay at the institution.\n\n'
    'Professor Vostrikova, 54, is currently deputy vice-chancellor at Castlereagh Metropolitan University, where '
    'she has led its research strategy for six years. She will take up the post on 1 September, succeeding Sir '
    'Anthony Rudd-Millar, who announced his retirement in January after eleven years in charge.\n\n'
    'The university confirmed that her basic salary will be £285,000 a year, compared with the £312,000 paid to '
    'her predecessor. It said she had also agreed to waive a £20,000 relocation allowance.\n\n'
    "The appointment comes weeks after the Lecturers' and Researchers' Union (LRU) staged a three-day walkout "
    "over a pay offer of 2.5% for academic staff. The union says that Sir Anthony's total package, including "
    'pension contributions, reached £398,000 last year, a figure the university has not disputed.\n\n'
    'Dr Owen Tremlett, president of the union\'s Marchbury branch, said the lower salary was "a step in the '
    'right direction, but only a step". "Our members have seen their real pay fall for a decade. A new face at '
    'the top does not change that," he said.\n\n'
    "The chair of the university's governing council, Margaret Aldous-Finch, said the appointment panel had been "
    '"unanimous and enthusiastic". She said: "Elena brings exactly the mix of research leadership and financial '
    'grip that Marchbury needs."\n\n'
    'In a statement, Professor Vostrikova said she wanted to "rebuild trust" with staff and would meet union '
    'representatives in her first month. She did not comment on the pay dispute directly.\n\n'
    'Marchbury, which has about 19,000 students, reported a deficit of £7.8 million last year. According to a '
    'report in the student newspaper, The Marchbury Lantern, the university may need to cut up to 150 posts by '
    '2027, though the university described that figure as "speculative".'
)

B123_BEACH = (
    "Pellorick's main beach has lost its Clear Coast Flag, the water quality and safety award it had held every "
    "year since 2011, after failing this year's assessment.\n\n"
    'The Coastal Standards Trust, which runs the scheme, said on Wednesday that Pellorick Sands was one of only '
    'three beaches out of 148 assessed in the region to lose the flag this year. The other two were Gullhaven '
    'Cove and Stennack Bay.\n\n'
    'The trust said water samples taken at Pellorick between May and September last year showed bacteria levels '
    'above the "excellent" threshold on five occasions, enough for the beach to be downgraded to "good". Only '
    'beaches rated excellent are eligible for the flag.\n\n'
    'Tourism businesses fear the loss could hit bookings. Janet Polwhele, who runs the Driftwood Guest House on '
    'the seafront, said: "Families look for that flag. We\'ve already had two people ring up this week asking '
    'whether the sea is safe to swim in."\n\n'
    'Tremarrow Borough Council, which manages the beach, said the water remained safe for bathing and that the '
    '"good" rating was still above national standards. Councillor Neil Carbery, responsible for the seafront, '
    'said: "This is disappointing, but it is not a disaster. We will do everything we can to get the flag back '
    'next year."\n\n'
    'The council said the high readings may have been linked to storm overflows from the sewer network after '
    'heavy rain in July, and it has asked Westmoor Water to investigate. Westmoor Water said it had spilled '
    'sewage from the Pellorick outfall on 14 occasions last year, all of them permitted under its licence, and '
    'that it was "working closely with the council".\n\n'
    'Local campaign group Surf Clean Pellorick said the result was "entirely predictable". Its founder, Rosa '
    'Kittow, said the group had recorded spills at the outfall since 2019 and had written to the water company '
    'three times without a reply.\n\n'
    'The council confirmed that the beach will still have lifeguards this summer, from 24 May.'
)

B123_CHARITY = (
    'A winter appeal by the Northvale homelessness charity Hearthway has raised a record £1.36 million, beating '
    'its previous best by more than £400,000.\n\n'
    'The Open Doors appeal ran for eight weeks, from 1 December to 26 January, and attracted donations from '
    'about 9,200 people, the charity said on Monday. Its previous record, set in 2021, was £918,000.\n\n'
    'Hearthway\'s chief executive, Sunita Marwood-Lyle, said she had been "overwhelmed" by the response. "When '
    'we launched, we privately hoped to reach a million. To go so far past that, in a year when so many families '
    'are struggling themselves, is humbling," she said.\n\n'
    'The largest single donation, £150,000, came from the Ambrose Kettering Foundation, a local grant-making '
    'trust. A live radio appeal on Christmas Eve, hosted by presenter Gary Tolland on Vale Sound FM, raised '
    'almost £80,000 in one day, which organisers said may have been the biggest single day of giving in the '
    "charity's 30-year history.\n\n"
    "Other fundraising included a sleep-out in Northvale's Carlow Park in January, in which 310 people took "
    'part, and a charity single recorded by the Westbridge Community Choir, which reached number four in the '
    'regional download chart.\n\n'
    'The charity said the money would pay for 40 new emergency beds at its Fennick Street hostel and fund two '
    'additional outreach workers for three years. The hostel currently has 62 beds and, according to staff, '
    'turns away an average of six people every night in winter.\n\n'
    'Councillor David Enwright, who leads on housing at Northvale City Council, welcomed the result but said '
    'charities should not have to fill gaps left by government funding cuts. "The generosity is remarkable, but '
    'it should not fall to people putting coins in buckets to keep others off the streets," he said.\n\n'
    'Hearthway said around 11% of the total came from businesses, with the rest from individuals, schools, '
    'churches and the foundation. The charity will publish a full breakdown in its annual report in June.'
)

B123_AIRPORT = (
    'Farnlow Airport has announced five new routes for the summer season, as it reported its busiest year since '
    'opening, with passenger numbers up 18% on the year before.\n\n'
    'The airport handled 1.42 million passengers in the twelve months to the end of March, up from 1.2 million '
    'the previous year, though still below the 1.6 million it had forecast in its 2019 masterplan.\n\n'
    'The new routes, to be operated by low-cost carrier SkyLark Jet and regional airline Aeravia, will link '
    'Farnlow with Valdoria, Port Estrelle, Kastellos, Brenmar and Lindqvist Harbour. SkyLark Jet will fly four '
    'of the routes, starting in late May, while Aeravia will run a twice-weekly service to Lindqvist Harbour '
    'from 2 June.\n\n'
    'Chief executive Rhys Penhallow said the routes would create around 90 jobs at the airport, including ground '
    'handling and retail staff. "Two years ago people asked whether Farnlow had a future. These numbers answer '
    'that question," he said.\n\n'
    'The airport has also confirmed a £24 million upgrade of its terminal, including a new security hall, due to '
    'be completed in 2026. Around £9 million of that will come from a loan from Farnlow County Council, which '
    'owns 51% of the airport; the rest will be paid by its private shareholder, Meridane Infrastructure.\n\n'
    "Not everyone welcomed the expansion. The residents' group Quiet Skies Farnlow said extra flights would mean "
    'more noise over the villages of Ashby Wold and Little Harnham. Its spokesperson, Gwen Ottley, said: "Nobody '
    'consulted us about more night-time flights." The airport said none of the new routes involved departures '
    'between 11pm and 6am.\n\n'
    "The airport's head of aviation development, Tomasz Rudnicki, said talks were continuing with another "
    'airline about a possible year-round route to a major hub, which he said could be announced in the autumn. '
    'He declined to name the airline.'
)

BATCHES_123: dict[str, list[tuple[str, str, bool]]] = {
    'council library closure consultation': [(B123_LIBRARY, c, True) for c in (
        'Harrowmere District Council plans to close four of its eleven branch libraries, a move it says '
        'would save £640,000 a year.',
        'The public consultation on the Harrowmere library closures lasts twelve weeks, running from 3 '
        'March until 26 May.',
        'Councillor Priya Delacourt said it was not sustainable to keep eleven library buildings open '
        'after visits had fallen by a third since 2015.',
        'Under the Harrowmere proposals, a mobile library van would visit each of the four affected '
        'villages every two weeks and the central library would open longer on Saturdays.',
        'The Friends of Crannock Library gathered 2,300 signatures on a petition in less than a week.',
        'Opposition leader Hamid Oyelaran said his party would propose spending £300,000 of reserves to '
        'keep at least two of the threatened branches open for another year.',
        "Harrowmere council's cabinet is expected to make its final decision on the library closures on 17 "
        'June, after the consultation has closed.',
    )] + [(B123_LIBRARY, c, False) for c in (
        'Nineteen library staff will lose their jobs under the Harrowmere closure plan.',
        'Councillor Hamid Oyelaran said that a homework club cannot be run out of the back of a van.',
        'Closing the four Harrowmere branch libraries would save the council £4.1 million a year.',
        'Harrowmere council said the four library buildings would be sold to help balance its 2026 budget.',
        'Harrowmere council said all library workers affected by the closures would be redeployed to other '
        'roles.',
        'Harrowmere council said the four branches were chosen for closure because they had the lowest '
        'visitor numbers.',
        'Councillor Priya Delacourt said library visits in Harrowmere had fallen by a third over the past '
        'year.',
    )],
    'packaging factory fire investigation': [(B123_FIRE, c, True) for c in (
        'More than 60 firefighters and 12 engines attended the blaze at the Corvane Packaging plant in '
        'Denholt, which broke out shortly before midnight on Tuesday.',
        'Eight night-shift workers were evacuated safely from the Corvane factory, though one of them, a '
        'forklift driver, was treated in hospital for smoke inhalation.',
        'Station commander Fiona Gatrell said firefighters had stopped the Corvane fire spreading to a '
        'neighbouring chemical store.',
        'The warehouse section of the Corvane building, about two-thirds of the site, was destroyed, '
        'according to the fire service.',
        'Corvane says all 140 staff at its Denholt site will keep being paid while it works out how to '
        'restore production.',
        'Police investigating the Corvane fire have asked anyone who drove along Brackwell Road between '
        '11pm and midnight for dashcam footage.',
        'The GMW union says Corvane staff warned managers about the charging area last autumn, an account '
        'the company says it does not recognise.',
    )] + [(B123_FIRE, c, False) for c in (
        'Investigators have established that the Corvane fire started at an electrical charging point for '
        'forklift trucks.',
        'Station commander Fiona Gatrell said nobody should be out of pocket because of the fire.',
        'Twelve night-shift workers were evacuated from the Corvane plant when the fire broke out.',
        'The forklift driver injured in the Corvane fire remains in hospital with smoke inhalation.',
        'Residents of Sallow Lane were evacuated from their homes because of thick smoke from the Corvane '
        'fire.',
        "Corvane said some orders would be moved permanently to the firm's second factory in Kilnsey "
        'Cross.',
        'According to the GMW union, which represents all 140 workers at the Corvane site, staff had '
        'raised concerns about the charging area.',
    )],
    'university vice-chancellor pay row': [(B123_UNIVERSITY, c, True) for c in (
        'The University of Marchbury has named Professor Elena Vostrikova, deputy vice-chancellor at '
        'Castlereagh Metropolitan University, as its next vice-chancellor.',
        'Professor Vostrikova will start at Marchbury on 1 September, succeeding Sir Anthony Rudd-Millar, '
        'who led the university for eleven years.',
        "Marchbury's new vice-chancellor will receive a basic salary £27,000 lower than the £312,000 paid "
        'to her predecessor.',
        "Dr Owen Tremlett of the lecturers' union called the lower salary a step in the right direction "
        'but said a new face at the top did not change a decade of falling real pay.',
        "Margaret Aldous-Finch, who chairs Marchbury's governing council, said the panel that appointed "
        'Vostrikova had been unanimous.',
        'Professor Vostrikova has agreed to waive a £20,000 relocation allowance and has said she will '
        'meet union representatives in her first month.',
        'The University of Marchbury, which has around 19,000 students, ran a deficit of £7.8 million last '
        'year.',
    )] + [(B123_UNIVERSITY, c, False) for c in (
        'The University of Marchbury will cut up to 150 posts by 2027.',
        'Margaret Aldous-Finch said a new face at the top would not change a decade of falling real pay '
        'for staff.',
        "Professor Vostrikova's total package, including pension contributions, will reach £398,000.",
        'Sir Anthony Rudd-Millar announced his retirement in January because of the row over his pay.',
        'Professor Vostrikova said she would settle the pay dispute with the union within her first month.',
        'Professor Vostrikova led research strategy at Marchbury for six years before being appointed '
        'vice-chancellor.',
        "The University of Marchbury disputes the union's claim that Sir Anthony's total package reached "
        '£398,000 last year.',
    )],
    'seaside beach award loss': [(B123_BEACH, c, True) for c in (
        'Pellorick Sands has lost the Clear Coast Flag that it had held every year since 2011.',
        'Pellorick Sands, Gullhaven Cove and Stennack Bay were the only three of 148 beaches assessed in '
        'the region to lose the Clear Coast Flag this year.',
        'Pellorick Sands was downgraded from excellent to good after bacteria levels exceeded the '
        'excellent threshold five times, and only excellent beaches can receive the flag.',
        'Guest house owner Janet Polwhele said two people had phoned this week to ask whether the sea at '
        'Pellorick was safe for swimming.',
        'Tremarrow Borough Council says the water at Pellorick remains safe for bathing and has asked '
        'Westmoor Water to investigate the high readings.',
        'Westmoor Water said sewage was spilled from the Pellorick outfall 14 times last year, all of them '
        'permitted under its licence.',
        'Lifeguards will still be on duty at Pellorick Sands this summer, starting on 24 May.',
    )] + [(B123_BEACH, c, False) for c in (
        'The high bacteria readings at Pellorick were caused by storm overflows after heavy rain in July.',
        'Rosa Kittow said losing the flag was disappointing but not a disaster.',
        'Surf Clean Pellorick said it had recorded 14 sewage spills at the Pellorick outfall since 2019.',
        'Westmoor Water said it had written to Surf Clean Pellorick three times without receiving a reply.',
        'Water samples at Pellorick exceeded the excellent threshold every time they were taken between '
        'May and September.',
        'Guest houses in Pellorick have already had cancellations since the beach lost its flag.',
        'Pellorick Sands lost its flag after water samples taken this summer showed high bacteria levels.',
    )],
    'homelessness charity record appeal': [(B123_CHARITY, c, True) for c in (
        "Hearthway's Open Doors appeal raised a record £1.36 million, well above its previous best of "
        '£918,000 set in 2021.',
        'About 9,200 people donated to the Hearthway winter appeal, which ran from 1 December to 26 '
        'January.',
        'Hearthway chief executive Sunita Marwood-Lyle said the charity had privately hoped to raise a '
        'million pounds when the appeal was launched.',
        'The largest single donation to the Hearthway appeal, £150,000, came from the Ambrose Kettering '
        'Foundation, a local grant-making trust.',
        'The money raised will pay for 40 new emergency beds at the Fennick Street hostel, which now has '
        '62 beds, and two extra outreach workers for three years.',
        'Councillor David Enwright praised the generosity behind the Hearthway appeal but said charities '
        'should not have to fill gaps left by government funding cuts.',
        'Fundraising for the Hearthway appeal included a January sleep-out in Carlow Park with 310 '
        'participants and a charity single by the Westbridge Community Choir.',
    )] + [(B123_CHARITY, c, False) for c in (
        'The Christmas Eve radio appeal on Vale Sound FM was the biggest single day of giving in '
        "Hearthway's history.",
        'Sunita Marwood-Lyle said it should not fall to people putting coins in buckets to keep others off '
        'the streets.',
        'The Ambrose Kettering Foundation gave almost £80,000, the largest single donation to the '
        'Hearthway appeal.',
        "The Westbridge Community Choir's charity single reached number one in the regional download "
        'chart.',
        'Hearthway said the money from the appeal would also be used to open a second hostel in Northvale.',
        'The Carlow Park sleep-out, in which 310 people took part, was held on Christmas Eve.',
        'Sunita Marwood-Lyle, who leads on housing at Northvale City Council, said she had been '
        'overwhelmed by the response to the appeal.',
    )],
    'regional airport routes and passengers': [(B123_AIRPORT, c, True) for c in (
        'Farnlow Airport handled 1.42 million passengers in the twelve months to the end of March, an 18% '
        'rise on the previous year.',
        "Farnlow Airport's passenger total, though its highest since opening, fell short of the 1.6 "
        'million forecast in its 2019 masterplan.',
        "SkyLark Jet will operate four of Farnlow's five new routes, while Aeravia will fly the fifth, to "
        'Lindqvist Harbour.',
        'Farnlow chief executive Rhys Penhallow said the new routes would create around 90 jobs at the '
        'airport.',
        'Farnlow County Council, which owns a majority stake in the airport, is lending about £9 million '
        'towards a £24 million terminal upgrade.',
        "Meridane Infrastructure, Farnlow Airport's private shareholder, will pay about £15 million of the "
        'cost of the terminal upgrade.',
        "Residents' group Quiet Skies Farnlow says extra flights will mean more noise over Ashby Wold and "
        'Little Harnham.',
    )] + [(B123_AIRPORT, c, False) for c in (
        'Farnlow Airport will announce a year-round route to a major hub in the autumn.',
        'Tomasz Rudnicki said the passenger figures answered the question of whether Farnlow had a future.',
        "Farnlow Airport's terminal upgrade will cost £9 million and is due to be finished in 2026.",
        'Meridane Infrastructure owns 51% of Farnlow Airport, with the county council holding the '
        'remaining stake.',
        'Quiet Skies Farnlow has launched a petition calling for the five new routes to be scrapped.',
        "Aeravia's twice-weekly service to Lindqvist Harbour will begin in late May, ahead of the SkyLark "
        'Jet routes.',
        'Farnlow Airport says the 90 jobs created by the new routes will all be in ground handling.',
    )],
}
