"""Probe batch 134, written by a helper agent that saw neither the code nor an earlier probe (session 60), on six
made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B134_FERRY = (
    'Skelmore ferry crews to strike for three days over new rota\n'
    'PORTHAVEN, 14 March 2024 - Crew on the ferry route between Porthaven and Skelmore Isle will walk out for '
    '72 hours from Tuesday 2 April after union members backed industrial action in a dispute over shift '
    'patterns and pay.\n'
    "The Maritime and Harbour Workers' Union (MHWU) said 82 per cent of those who voted supported a strike, on "
    'a turnout of 71 per cent. The ballot covered 164 deckhands, engineers and catering staff employed by '
    'operator Halvard Sea Links.\n'
    'At the centre of the dispute is a new rota that would lengthen standard shifts from 10 to 12 hours and '
    'reduce the number of crews on the roster from four to three. Halvard says the change is needed to run its '
    'summer timetable of 14 sailings a day, up from 11 last year. The company has also offered a pay rise of '
    '4.5 per cent; the union is seeking 7 per cent.\n'
    '"Our members are not against more sailings, but they will not run them by working themselves into the '
    'ground," said Denise Arbuthnot, the MHWU\'s regional organiser. "Twelve-hour shifts on an open-water '
    'crossing in winter weather are a safety issue, not just a pay issue."\n'
    'Colin Rafferty, operations director at Halvard Sea Links, said the company was "disappointed" by the '
    'result. "We have put forward the best offer in the company\'s history and we remain available for talks '
    'at any time," he said. The two sides are due to meet at the Coastal Conciliation Service on 25 March.\n'
    'During the strike, Halvard plans to run a reduced service of two return sailings a day using its relief '
    'vessel, the MV Corran Bay, crewed by managers who hold the necessary sea qualifications. Priority will be '
    'given to passengers with hospital appointments on the mainland and to lorries carrying fresh food. The '
    "route's main vessel, the MV Eilidh Rose, will stay in port.\n"
    'The crossing takes 55 minutes and carried about 310,000 passengers last year. Morag Tennant, who '
    'represents Skelmore on Eastmoor District Council, said island shops and guesthouses were "deeply worried" '
    'about the timing, as the strike falls in the first week of the Easter holidays.\n'
    'It would be the first strike on the route since a one-day walkout in 2019.'
)

B134_MUSEUM = (
    "Harbridge museum buys 'lost' Vennick seascape for £1.35m\n"
    'HARBRIDGE, 3 October 2023 - A storm painting by Harbridge-born artist Elias Vennick that has not been '
    'shown in public for more than a century is to return to the town after the Harbridge Museum and Art '
    'Gallery agreed to buy it for £1.35 million.\n'
    '"Squall off Calder Point", painted in 1871, was sold at auction in 1912 and has since passed between '
    'private owners abroad. Its current owner withdrew it from a sale at the auction house Marlowe & Finch in '
    'June, where it had been estimated at up to £1.6 million, and agreed a private sale with the museum '
    'instead.\n'
    'The purchase has been funded by a grant of £600,000 from the Heritage Acquisitions Fund, £250,000 from '
    'the Friends of Harbridge Museum and £180,000 raised through a public appeal that drew more than 3,200 '
    "donations over 14 months. The remaining £320,000 comes from the museum's own acquisitions budget, which "
    'the director said would be "effectively spent for the next three years".\n'
    '"This is the painting Vennick himself called his best, and it belongs here, looking out over the same '
    'coast it shows," said Dr Priya Halloran, the museum\'s director. "The smallest gift to the appeal was £2, '
    'from a pupil at Calder Primary School."\n'
    'Vennick was born in Harbridge in 1834 and died in 1889. The museum already holds 11 of his works, mostly '
    'small harbour scenes and sketches, but curator of fine art Tomas Greer said none was on the scale of the '
    'new acquisition, which measures 94 by 142 centimetres.\n'
    '"Seeing it for the first time was like finding the missing piece of a puzzle," Mr Greer said. "We know '
    'from his letters that he reworked the sky three times."\n'
    'The Heritage Acquisitions Fund grant comes with a condition: the painting must be lent to at least two '
    'other regional galleries within the next five years.\n'
    'The painting will first undergo cleaning and minor repairs, costing about £22,000, and will go on display '
    "in the museum's Vennick Room from 18 November. Admission will be free. Margaret Ousby, who chairs the "
    "Friends, said the group had raised its contribution mainly through a sale of members' donated books and "
    'prints.'
)

B134_COUNCILTAX = (
    'Brackenridge approves 4.99% council tax rise to plug £14.2m gap\n'
    'ALDERFORD, 22 February 2024 - Households in Brackenridge will pay almost five per cent more council tax '
    "from April after councillors approved the county's budget for 2024/25 on Tuesday night.\n"
    'The 4.99 per cent rise, the maximum allowed without a local referendum, was passed by 38 votes to 21, '
    'with four abstentions. Two percentage points of the increase are ring-fenced for adult social care, which '
    'now accounts for 41p of every pound the council spends.\n'
    "For a Band D property, the county council's share of the bill will rise from £1,742.40 to £1,829.35. The "
    'figures do not include the separate charges set by the police and fire authorities, which will be '
    'confirmed next month.\n'
    'Cllr Sunita Rao, cabinet member for finance, said the council faced a £14.2 million shortfall, driven '
    'mainly by rising demand for care placements for children. It plans to close the gap with £9.8 million of '
    'savings and by drawing £4.4 million from reserves, leaving them at £31 million.\n'
    '"Nobody on this council wanted to put bills up by this much," Cllr Rao said. "But the alternative was '
    'cutting services that vulnerable people rely on every single day."\n'
    "The savings include reducing opening hours at six of the county's 19 libraries and ending free "
    'green-waste collection, which will instead cost £45 a year from June. About 120 posts will go, most '
    'through vacancies that will not be filled.\n'
    'Opposition leader Cllr Gareth Moy put forward an amendment to limit the rise to 2.99 per cent, paid for '
    'by selling the council\'s former headquarters, Hallam House. It was defeated. "Residents are already '
    'stretched to breaking point, and this council is asking them for more while sitting on an empty building '
    'worth millions," Cllr Moy said.\n'
    'Council leader Cllr Andrew Pell said a one-off sale "would fill a hole for one year and leave a bigger '
    'one the next".\n'
    'Residents on the council tax support scheme, which gives discounts of up to 80 per cent to low-income '
    'households, will see no change to the level of support. Bills will be sent out in the middle of March.'
)

B134_WILDFIRE = (
    'Greyhallow Moor wildfire under control after four days\n'
    'KESTON BRIDGE, 19 April 2025 - A wildfire that burned across Greyhallow Moor for four days was declared '
    'under control on Friday evening, but firefighters say they expect to remain on the hill for at least '
    'another week damping down smouldering peat.\n'
    'The fire was reported at about 2.40pm on Monday near the Ridgeway car park and, driven by easterly winds, '
    'spread across roughly 630 hectares of heather and peat bog. At its height on Wednesday, 85 firefighters '
    'from 11 stations were at the scene, supported by a helicopter that drew water from Scarrow Reservoir.\n'
    '"This was one of the most difficult fires our crews have dealt with in years," said Area Manager Leanne '
    'Costigan of Northfell Fire and Rescue Service. "The peat here is up to two metres deep, and fire can '
    'travel underground and reappear metres away hours later."\n'
    'Forty-seven homes in the hamlet of Lowther End were evacuated on Tuesday night as flames came within 400 '
    'metres of the nearest properties. Residents were allowed to return on Thursday morning. One firefighter '
    'was treated in hospital for smoke inhalation and discharged the same day; no residents were hurt.\n'
    '"We packed the car with the dog, the photo albums and not much else," said Janet Hulme, 71, a retired '
    'teacher who has lived in Lowther End for 38 years. "You could see the glow from the kitchen window."\n'
    'The cause has not been established. A disposable barbecue was found near where the fire is believed to '
    'have started, but Ms Costigan said it was "too early to draw conclusions".\n'
    'The moor is managed by the Upper Fell Moorland Trust, whose ecologist Dr Owen Pritchard said the timing '
    'was "the worst possible", with curlew and golden plover already nesting. He estimated that the damaged '
    'peat could take 15 to 20 years to recover. The last large fire on Greyhallow, in 2018, burned about 180 '
    'hectares.\n'
    'Access to the moor will remain closed until at least 2 May. Lighting a barbecue anywhere on the moor '
    'already carries a fine of up to £1,000 under a public spaces protection order.'
)

B134_FOOTBALL = (
    'Ashby Vale clinch promotion with win at Corrington\n'
    'CORRINGTON, 27 April 2024 - Ashby Vale FC will play in the Northern Counties Premier League next season '
    'after a 3-1 victory at Corrington Athletic on Saturday sealed automatic promotion with a game to spare.\n'
    'Striker Kieran Dowd scored twice, including a 58th-minute penalty, and substitute Luca Brannigan added '
    'the third in stoppage time after Ryan Tait had pulled one back for the home side. The win, watched by a '
    'crowd of 2,114 including around 600 visiting supporters, left Vale second in the Division One table on 88 '
    'points from 45 games, seven points clear of third-placed Hexley Town. The top two go up automatically; '
    'Dunstan Rovers were confirmed as champions a fortnight ago.\n'
    "It is the club's first promotion since 1998, and comes eight years after Vale were relegated from the "
    'league they are now returning to.\n'
    'Manager Sean Hartigan took charge in November 2022 with the team 17th. "When I walked in, the dressing '
    'room was full of good players who\'d stopped believing," he said. "These lads have won 27 league games '
    'this season. That doesn\'t happen by luck."\n'
    'Dowd\'s brace took his league tally to 29 for the season. "I told the gaffer in pre-season I\'d get 25," '
    'he said. "He said he\'d believe it when he saw it."\n'
    "The celebrations come with a bill attached. To meet the new league's ground grading rules, Vale's Mill "
    'Lane stadium must have 500 extra covered seats in place by 31 July. Chairwoman Pauline Drury said the '
    "work would cost about £180,000, of which £64,000 has been raised so far through a supporters' share "
    'scheme launched in February.\n'
    '"We will not let the ground stand between this team and the step up," Ms Drury said. "But we need every '
    'fan who can afford it to buy a share." Shares cost £50 each and give holders a vote at the club\'s annual '
    'meeting.\n'
    'Vale finish their season at home to Hexley Town on 4 May.'
)

B134_RETAIL = (
    'Supermarket, gym and drive-through coffee shop sign up for Fenwick Cross Retail Park\n'
    'MILBRIDGE, 9 September 2024 - A discount supermarket, a 24-hour gym and a drive-through coffee shop are '
    'to open at Fenwick Cross Retail Park, in a boost for a site that has struggled with empty units since the '
    'pandemic.\n'
    "Owner Calloway Property Partners said Brisco Foods had signed a 15-year lease on Unit 4, the park's "
    'largest at 21,000 sq ft, which has been vacant since furniture chain Hartley Home closed in January 2023. '
    'The supermarket is due to open on 21 November and will employ 45 people.\n'
    'Gym operator PulseFit will take the 8,500 sq ft Unit 7, a former shoe store, and plans to open in late '
    'October with 12 staff. Bean & Barrow, a coffee chain with 30 outlets, will build a drive-through on a new '
    'plot in the car park, creating 18 jobs. That part of the scheme still needs planning permission, with '
    "Milbridge Borough Council's planning committee due to decide the application on 17 October. If approved, "
    'it would open in spring 2025 and reduce the car park from 640 to 618 spaces.\n'
    "Once the supermarket and the gym open, only two of the park's 14 units will be empty, down from four.\n"
    '"Eighteen months ago people were writing this park off," said Rachel Denholm, asset manager at Calloway. '
    '"Now we have a food anchor, a leisure tenant and a coffee brand all choosing to be here." She said the '
    'company had offered incentives, including rent-free periods, to secure the lettings but declined to give '
    'details. Calloway is in talks with a pet supplies retailer about one of the two remaining units.\n'
    'Not everyone is celebrating. Cllr Peter Skeet, who represents Fenwick ward, said the Fenwick Road '
    'roundabout was "already gridlocked on Saturdays". "I welcome the jobs, but a drive-through and a '
    "supermarket together will add hundreds of car trips a day, and I'll be asking the committee to demand a "
    'proper traffic study," he said.\n'
    'Sandra Pike, who has run the Fenwick Village convenience store for 11 years, said she was worried about '
    'the supermarket\'s prices. "I can\'t compete with them on a pint of milk. I\'ll have to compete on being '
    'the shop that knows your name," she said.'
)

BATCHES_134 = {
    'ferry crew strike': [(B134_FERRY, c, True) for c in (
        'Ferry crew on the Porthaven to Skelmore Isle route are set to strike for three days starting on '
        'Tuesday 2 April.',
        'More than four in five of the union members who voted backed the walkout, on a turnout of roughly '
        'seven in ten.',
        'Under the new rota, standard shifts would be two hours longer and the roster would have one fewer '
        'crew.',
        "There is a gap of 2.5 percentage points between Halvard's pay offer and what the union is asking for.",
        'Halvard Sea Links says the rota change is needed so it can run three more sailings a day this summer '
        'than it did last year.',
        'While the strike is on, the MV Eilidh Rose will remain in port and a cut-down service will run on the '
        'relief vessel MV Corran Bay.',
        "Skelmore's councillor said island businesses were very worried because the walkout coincides with the "
        'start of the Easter holidays.',
    )] + [(B134_FERRY, c, False) for c in (
        'Crew on the Skelmore route will walk out for 72 hours from Tuesday 25 March.',
        'The new rota would cut the number of crews on the roster from four to three and lengthen shifts from '
        '10 to 14 hours.',
        "Union organiser Denise Arbuthnot acknowledged that Halvard's 4.5 per cent offer was the best in the "
        "company's history.",
        'During the strike, Halvard will run two return sailings a day on the MV Eilidh Rose, crewed by '
        'managers.',
        'Denise Arbuthnot said twelve-hour shifts had already led to near-misses on the Skelmore crossing.',
        'The 55-minute crossing carried about 310,000 passengers last year, a record for the route.',
        'Halvard Sea Links said it would not be available for further talks until after the strike.',
    )],
    'museum buys painting': [(B134_MUSEUM, c, True) for c in (
        "Vennick's 'Squall off Calder Point' has not been on public view for over a hundred years.",
        "Elias Vennick painted 'Squall off Calder Point' when he was about 37 years old.",
        'Together, the Heritage Acquisitions Fund and the Friends of Harbridge Museum put £850,000 towards the '
        'purchase.',
        'The museum is paying £250,000 less than the top of the estimate the painting carried for the Marlowe '
        '& Finch sale.',
        'With the new purchase, the Harbridge Museum and Art Gallery will own a dozen works by Vennick.',
        'Under the terms of its grant, the museum must lend the seascape to a minimum of two other regional '
        'galleries within five years.',
        'Visitors will be able to see the painting free of charge in the Vennick Room from 18 November, after '
        'conservation work costing around £22,000.',
    )] + [(B134_MUSEUM, c, False) for c in (
        'The public appeal raised £180,000 from more than 3,200 donations over 12 months.',
        "The museum's own acquisitions budget contributed £250,000 towards the £1.35 million price.",
        'Elias Vennick was born in Harbridge in 1834 and died there in 1889.',
        'The museum withdrew the painting from a Marlowe & Finch sale in June and then negotiated a private '
        'purchase with its owner.',
        "Curator Tomas Greer said 'Squall off Calder Point' is the largest painting Vennick ever produced.",
        'According to Dr Priya Halloran, the smallest gift to the appeal was £2, from a teacher at Calder '
        'Primary School.',
        'The Friends of Harbridge Museum raised their £250,000 entirely through a sale of donated books and '
        'prints.',
    )],
    'council tax rise': [(B134_COUNCILTAX, c, True) for c in (
        'Brackenridge councillors approved a council tax increase of just under 5 per cent for 2024/25.',
        'The Brackenridge budget was passed with a majority of 17 votes.',
        "A Band D household will pay £86.95 more a year towards the county council's share of the bill.",
        'Before the £4.4 million is drawn down, Brackenridge has £35.4 million in reserves.',
        'More than two-thirds of the £14.2 million shortfall will be covered by savings rather than by '
        'reserves.',
        'Green-waste collection, which is currently free, will be charged at £45 a year from June.',
        "Cllr Gareth Moy's proposal to hold the rise to 2.99 per cent by selling Hallam House was voted down.",
    )] + [(B134_COUNCILTAX, c, False) for c in (
        'The rise was passed by 38 votes to 21, with four councillors absent from the meeting.',
        'Three percentage points of the 4.99 per cent increase are ring-fenced for adult social care.',
        'Cllr Sunita Rao said the shortfall was driven mainly by rising demand for adult social care.',
        'The new Band D figure of £1,829.35 includes the charges set by the police and fire authorities.',
        'About 120 posts will go, all of them through vacancies that will not be filled.',
        'Council leader Andrew Pell said selling Hallam House would raise only enough to freeze bills for one '
        'year.',
        "Brackenridge's 4.99 per cent rise is the highest of any council in the region this year.",
    )],
    'moorland wildfire': [(B134_WILDFIRE, c, True) for c in (
        'The Greyhallow Moor fire was brought under control on Friday, four days after it was reported near '
        'the Ridgeway car park on Monday afternoon.',
        'The blaze spread over about 6.3 square kilometres of heather and peat bog.',
        'The area burned this time was roughly three and a half times the area burned in the 2018 fire on '
        'Greyhallow.',
        'Janet Hulme has lived in Lowther End since around 1987.',
        'People from the 47 evacuated homes in Lowther End were able to go back on Thursday morning, after '
        'flames had come within 400 metres of the nearest houses.',
        'Firefighters expect to stay on the moor for at least a further week to damp down peat that is still '
        'smouldering.',
        'Although a disposable barbecue was found close to the suspected starting point, the cause of the fire '
        'has not been determined.',
    )] + [(B134_WILDFIRE, c, False) for c in (
        'At the height of the fire on Tuesday, 85 firefighters from 11 stations were at the scene.',
        'No one had to be taken to hospital as a result of the Greyhallow Moor fire.',
        'Area Manager Leanne Costigan said the Greyhallow fire was the most difficult her crews had ever dealt '
        'with.',
        'Leanne Costigan said the disposable barbecue found near the start point was the likely cause of the '
        'fire.',
        'Dr Owen Pritchard estimated that curlew and golden plover numbers on the moor could take 15 to 20 '
        'years to recover.',
        'The last large fire on Greyhallow, in 2018, was also started by a disposable barbecue.',
        'Access to the moor will remain closed until 2 May, when the fine for lighting a barbecue there will '
        'rise to £1,000.',
    )],
    'football club promotion': [(B134_FOOTBALL, c, True) for c in (
        'Ashby Vale made sure of automatic promotion with one match left to play by winning 3-1 away at '
        'Corrington Athletic.',
        "Kieran Dowd scored two of Vale's three goals at Corrington, one of them from the penalty spot.",
        'Ashby Vale are going back up to the Northern Counties Premier League, which they were relegated from '
        'in 2016.',
        'Kieran Dowd has beaten his own pre-season target of 25 league goals by four.',
        'Ashby Vale still need to find about £116,000 to pay for the new covered seating at Mill Lane.',
        "Mill Lane must have 500 more covered seats by 31 July to meet the higher league's ground grading "
        'rules.',
        'Hexley Town, seven points behind Vale in third place, visit Mill Lane for the final game of the '
        'season on 4 May.',
    )] + [(B134_FOOTBALL, c, False) for c in (
        "Substitute Luca Brannigan scored Vale's second goal at Corrington in stoppage time.",
        'Ashby Vale were confirmed as Division One champions with a game to spare.',
        "The promotion is Ashby Vale's first since 1998, when Sean Hartigan was playing for the club.",
        'Vale are seven points clear of third-placed Hexley Town, with 88 points from 46 games.',
        "The supporters' share scheme, launched in March, has raised £64,000 so far.",
        'Shares in Ashby Vale cost £50 each and give holders a seat on the club board.',
        "Kieran Dowd is the division's top scorer, with 29 league goals this season.",
    )],
    'retail park new tenants': [(B134_RETAIL, c, True) for c in (
        "Brisco Foods will take the retail park's biggest unit, which has stood empty since Hartley Home shut "
        'in January 2023.',
        'The supermarket, gym and coffee shop are expected to create 75 jobs between them.',
        'If the drive-through is approved, the Fenwick Cross car park will lose 22 spaces.',
        "Bean & Barrow's drive-through still needs planning permission, and Milbridge Borough Council's "
        'planning committee is due to rule on it on 17 October.',
        'The number of empty units at Fenwick Cross will be halved once Brisco Foods and PulseFit open.',
        'Rachel Denholm said Calloway had offered incentives such as rent-free periods to land the tenants, '
        'but would not go into specifics.',
        'Cllr Peter Skeet said he welcomed the jobs but would ask the planning committee to require a proper '
        'traffic study.',
    )] + [(B134_RETAIL, c, False) for c in (
        'Brisco Foods has signed a 15-year lease on Unit 7, the largest unit at Fenwick Cross Retail Park.',
        'PulseFit plans to open its 24-hour gym in late November with 12 staff.',
        'Bean & Barrow, a coffee chain with 30 outlets, will create 45 jobs at its Fenwick Cross '
        'drive-through.',
        'Calloway has agreed a deal with a pet supplies retailer to take one of the two remaining empty units.',
        'Calloway gave PulseFit a 12-month rent-free period to secure the letting of Unit 7.',
        'Sandra Pike, who runs the Fenwick Village convenience store, said she would cut her milk prices to '
        'compete with Brisco Foods.',
        'Cllr Peter Skeet said the Fenwick Road roundabout is already gridlocked every day of the week.',
    )],
}
