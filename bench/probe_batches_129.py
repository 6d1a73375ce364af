"""Probe batch 129, written by a helper agent that saw neither the code nor an earlier probe (session 59), on six
made-up news articles and the sentences of the summaries language models write of them."""

from __future__ import annotations

B129_FACTORY = (
    'Harwick Valve Works to shut in September with loss of 214 jobs\n'
    'BRANDLEY, 12 March 2024 - Harwick Valve Works, which has made industrial valves on Colley Road in Brandley '
    'since 1956, will close at the end of September, its owner Ostmark Industrial Group confirmed on Tuesday. All '
    '214 people employed at the site will be affected.\n'
    'Ostmark, which bought the business from the Harwick family in 2011, said production would be transferred to '
    'its larger plant in Dornfeld, Germany, over the summer. The group blamed rising energy costs and falling '
    'orders: the Brandley factory\'s sales dropped from £41 million in 2019 to £27 million last year.\n'
    'A 45-day consultation with staff began on Monday. Of the 214 workers, 38 will be offered posts at Ostmark\'s '
    'distribution depot in Marlow Cross, about 20 miles away, which will stay open. The remainder face '
    'redundancy, with the company offering two weeks\' pay for each year of service on top of the statutory '
    'minimum, capped at 40 weeks in total. The factory\'s nine apprentices will be found placements so that they '
    'can finish their training at Brandley College.\n'
    '"This is not a decision we have taken lightly," said Fiona Trelawny, Ostmark\'s UK managing director. "The '
    'people in Brandley have done nothing wrong, but the site has lost money in four of the last five years."\n'
    'Dev Rao, convener for the Allied Engineering Union at the plant, said members were "angry but not '
    'surprised". "We have been asking for a plan to cut the energy bill since 2022 and got nowhere," he said. '
    '"Some of the lads on the shop floor have been here more than thirty years."\n'
    'At its peak in 1979 the works employed around 900 people. The final shift is scheduled for Friday 27 '
    'September.\n'
    'Councillor Helen Abara, leader of Brandley District Council, said the council would hold a jobs fair with '
    'local employers in April, and urged Ostmark not to sell the 11-acre site for housing without first talking '
    'to the council. Ostmark said no decision had been taken on the future of the site.'
)

B129_SCHOOL = (
    'Kestrel Lane Primary rated \'good\' three years after critical report\n'
    'OAKHURST, 7 March 2025 - Kestrel Lane Primary School has been rated \'good\' by the Schools Standards '
    'Inspectorate, lifting it out of the \'requires improvement\' category it was placed in after its previous '
    'inspection in November 2021.\n'
    'Inspectors visited the school, which has 312 pupils aged four to 11, on 4 and 5 February. The report, '
    'published on Tuesday, rates the school good in four of five areas - quality of education, behaviour and '
    'attitudes, personal development, and leadership and management - and outstanding for its early years '
    'provision, which covers the 45-place reception class.\n'
    'Lead inspector Graham Pellow wrote that pupils "read widely and often" and that a new phonics programme '
    'introduced in 2022 had "transformed" early reading. Last summer 74 per cent of year 6 pupils reached the '
    'expected standard in reading, writing and maths combined, compared with 58 per cent in 2022.\n'
    'The report says the school must now improve how mathematics is taught in years 3 and 4, where pupils "do not '
    'always build securely on what they learned before". It also asks leaders to keep working on attendance. '
    'Overall attendance has risen from 93.2 per cent in 2022-23 to 95.1 per cent this academic year, but one in '
    'eight pupils is still persistently absent, meaning they miss at least 10 per cent of sessions.\n'
    'Headteacher Marianne Okafor, who took over in April 2022, said: "This is the staff\'s result, and the '
    'children\'s. We knew what we had to fix, and we fixed it one term at a time. Maths in the middle years is '
    'next."\n'
    'Peter Lindqvist, chair of governors, praised parents who raised £18,000 towards the school library, which '
    'reopened in September 2023. "The library was a storeroom three years ago," he said.\n'
    'Sasha Brennan, whose two children attend the school, said: "The change since 2021 has been enormous. My son '
    'used to dread reading and now he takes three books home a week."\n'
    'The inspectorate said the school would next be inspected within four years.'
)

B129_FLOOD = (
    'Millbrook flood wall scheme gets go-ahead, but building will not begin until 2026\n'
    'MILLBROOK, 19 June 2025 - A £14.6 million scheme to protect Millbrook from the River Teale has been given '
    'final approval, four and a half years after floods swept through the town centre.\n'
    'The Rivers and Coast Authority said the defences would reduce flood risk for 430 homes and 62 businesses. '
    'The plans include 1.2 kilometres of walls along Quay Street and Mill Lane, a 600-metre raised embankment at '
    'Parson\'s Meadow and a new pumping station at Fennel Bridge. The walls will be up to 1.4 metres high, with '
    'glass panels on the Quay Street stretch so that the river remains visible from the pavement.\n'
    'Of the cost, £9.8 million will come from a national government grant and £3.1 million from Ashcombe County '
    'Council. The rest is to be raised through a local levy and contributions from businesses in the town.\n'
    'Work is due to start in March 2026 and take about 30 months. Once finished, the defences are designed to '
    'withstand a flood with a one per cent chance of happening in any year, with an allowance for climate change.\n'
    'In December 2020 the Teale peaked at 4.3 metres at the Fennel Bridge gauge, flooding 186 properties. It was '
    'the town\'s second serious flood in seven years, after February 2013.\n'
    '"We have had more than 900 comments since the first consultation in 2022, and the design has changed because '
    'of them," said project manager Anita Hollis. "The glass panels are the most visible result."\n'
    'Not everyone is satisfied. Quay Street will be closed to traffic for about eight months during construction, '
    'and Jenny Marsh, who runs the Quayside Deli, said traders had been given "no firm answer" about '
    'compensation. "Another winter of flooding would finish us, but so might eight months without passing trade," '
    'she said.\n'
    'Derek Mabey, 71, whose house on Mill Lane flooded in both 2013 and 2020, said: "I will believe it when I see '
    'the diggers. Until then I keep the sandbags by the door."\n'
    'Councillor Rhys Carver, Ashcombe\'s cabinet member for the environment, said the council\'s share had been set '
    'aside in its capital budget since 2023.'
)

B129_BYELECTION = (
    'Liberal Alliance takes Greenmoor seat from People\'s Party in by-election\n'
    'WESTMERE, 11 October 2024 - The Liberal Alliance has won the Greenmoor and Stanton ward on Westmere Borough '
    'Council, ending 16 years of People\'s Party representation in the ward.\n'
    'Alisha Porter, a 34-year-old primary school teacher, polled 1,046 votes in Thursday\'s by-election, 173 more '
    'than People\'s Party candidate Graham Keyes on 873. Ruth Danquah of the Green Party came third with 318 votes '
    'and independent Owen Sallis received 163.\n'
    'Turnout was 30 per cent, with 2,412 ballot papers cast from an electorate of 8,040; 12 were rejected. At the '
    'last full election in May 2022 turnout in the ward was 36 per cent and the People\'s Party held the seat with '
    'a majority of 610.\n'
    'The by-election was called after the death in August of Councillor Bernard Hale, who had represented the '
    'ward since 2008.\n'
    'The result was declared at 12.40am on Friday at Stanton Leisure Centre. It leaves the People\'s Party with 24 '
    'of the council\'s 47 seats, a majority of one. The Liberal Alliance now has 14 seats, the Greens five and '
    'independents four.\n'
    'Porter campaigned against the planned closure of Greenmoor library and on the state of the ward\'s roads. '
    '"People told me on the doorstep that they felt taken for granted," she said. "Saving the library is my first '
    'job."\n'
    'Keyes, who runs a garage in Stanton, said: "Bernard was a hard act to follow. We will listen, and we will be '
    'back in 2026," when the next full council elections are due.\n'
    'Council leader Margaret Oduya said the result was "a warning we will take seriously". She said no final '
    'decision had been made on the library, which will be discussed by the cabinet on 6 November.\n'
    'Danquah said the Green vote had more than doubled since 2022, when the party received 141 votes in the ward.'
)

B129_BUS = (
    'Route 14 to be split in two, ending direct Hollins Park-hospital buses\n'
    'CARROWBY, 2 May 2025 - Passengers on one of Carrowby\'s busiest bus routes will have to change buses in the '
    'town centre from Sunday 1 June, when Redline Buses splits the Route 14 service in two.\n'
    'The 14 currently runs every 20 minutes from Monday to Saturday between the Hollins Park estate and Carrowby '
    'General Hospital, via the town centre, and hourly on Sundays. It carries about 4,600 passengers a week.\n'
    'Under the new timetable, route 14A will run between Hollins Park and Carrowby bus station every 15 minutes, '
    'while route 14H will link the bus station with the hospital every 30 minutes. Passengers will be able to '
    'change between the two on a single ticket as long as they board the second bus within 60 minutes. On Sundays '
    'the 14A will run hourly and there will be no 14H; the hospital will instead be served by route 9, every 40 '
    'minutes.\n'
    'The last bus from the hospital on weekdays will leave at 9.30pm, instead of 10.45pm at present.\n'
    'The adult single fare stays at £2.40, but the Redline day ticket will go up from £4.80 to £5.20 on the same '
    'date.\n'
    'Redline\'s commercial director, Tom Aske, said 31 per cent of Route 14 journeys last year ran more than five '
    'minutes late, largely because of congestion on Fleetgate. "Splitting the route means a delay at one end no '
    'longer wrecks the whole timetable," he said. He added that Carrowby County Council had reduced its annual '
    'support for the route from £210,000 to £150,000.\n'
    'Maureen Pike, 78, who travels from Hollins Park to the hospital for dialysis three times a week, said: '
    '"Changing buses in the rain with a walking frame is not an improvement. I used to get one bus door to door."\n'
    'Len Osei, chair of the Carrowby Bus Users Group, said a petition against the change had gathered 1,350 '
    'signatures in three weeks. Councillor Farah Siddiqui, the council\'s cabinet member for transport, said she '
    'would ask Redline to review the 9.30pm finish after three months.'
)

B129_FESTIVAL = (
    'Record crowds at Penhallow Food Festival, but traders report lower takings\n'
    'PENHALLOW, 10 September 2024 - This year\'s Penhallow Food and Drink Festival drew a record 38,500 visitors '
    'over its three days, up from 31,200 in 2023, according to figures released on Monday by the organisers, the '
    'Penhallow Events Trust.\n'
    'Ticket sales brought in £198,000, compared with £187,000 last year. The adult day ticket was held at £7.50 '
    'and children under 12 went free for the first time.\n'
    'Saturday was the busiest day, with 17,900 people through the gates. Heavy rain on Sunday afternoon forced '
    'the closure of the beach stage at 2pm, although the food halls on the harbour front stayed open until the '
    'scheduled 6pm finish.\n'
    'The festival had 142 stalls this year, 22 more than in 2023. But a survey of traders by the trust found '
    'average takings per stall were £3,150, down from £3,600 last year.\n'
    '"Busier than ever, but people were grazing, not buying," said Callum Reddy, who runs Reddy\'s Smokehouse and '
    'has traded at every festival since the first in 2011, when there were 40 stalls. "You\'d sell a lot of '
    'tasters and not many full plates."\n'
    'Imogen Teague, chair of the trust, said the extra stalls meant "the same spending was spread more thinly" '
    'and that the trust would cap numbers at 130 stalls next year. "The crowds tell us people love it. Our job '
    'now is to make sure it pays for the traders as well," she said.\n'
    'A park-and-ride service from Trevose Road carried 9,800 passengers, easing the traffic problems that led to '
    'complaints in 2023. Bucket collections raised £12,400 for Penhallow Sea Rescue.\n'
    'Penhallow Town Council, which gave the festival a £15,000 grant this year, said it would decide on next '
    'year\'s funding in November. The 2025 festival is planned for 5 to 7 September, and the trust said it was '
    'considering raising the adult ticket to £8.50.'
)

BATCHES_129 = {
    'valve factory closure': [(B129_FACTORY, c, True) for c in (
        'Ostmark Industrial Group has confirmed that Harwick Valve Works in Brandley will close at the end of '
        'September, affecting all 214 staff.',
        'By 2024 the Colley Road factory had been making industrial valves in Brandley for 68 years.',
        'Sales at the Brandley factory fell by £14 million between 2019 and last year.',
        'While 38 workers will be offered jobs at the Marlow Cross depot, the other 176 face redundancy.',
        'Staff made redundant will get the statutory minimum plus two weeks\' pay per year of service, up to a '
        'maximum of 40 weeks.',
        'Union convener Dev Rao said workers had been requesting a plan to reduce the factory\'s energy costs '
        'since 2022.',
        'Ostmark, which has owned the business since buying it from the Harwick family in 2011, is moving '
        'production to Dornfeld in Germany.',
    )] + [(B129_FACTORY, c, False) for c in (
        'Production from Brandley will be transferred over the summer to Ostmark\'s depot in Marlow Cross.',
        'Fiona Trelawny said the Brandley site had lost money in each of the last five years.',
        'Ostmark has said it plans to sell the 11-acre site for housing.',
        'Dev Rao said union members were angry and shocked by the announcement.',
        'Ostmark blamed rising energy costs, falling orders and higher wages for the closure.',
        'At its peak in 1979 the works employed around 900 people, making it Brandley\'s largest employer.',
        'The factory\'s nine apprentices will be offered jobs at the Marlow Cross depot once they finish their '
        'training.',
    )],
    'primary school inspection': [(B129_SCHOOL, c, True) for c in (
        'Following a two-day inspection in February 2025, Kestrel Lane Primary School has moved up from "requires '
        'improvement" to "good".',
        'The share of year 6 pupils meeting the expected standard in reading, writing and maths combined rose by '
        '16 percentage points between 2022 and last summer.',
        'The school\'s early years provision was judged outstanding, and the other four areas were rated good.',
        'According to the inspectors, a phonics scheme brought in in 2022 transformed early reading at the '
        'school.',
        'About 12.5 per cent of pupils are persistently absent, missing a tenth or more of their sessions.',
        'Marianne Okafor became headteacher around five months after the school\'s previous inspection.',
        'Overall attendance has improved by 1.9 percentage points since 2022-23.',
    )] + [(B129_SCHOOL, c, False) for c in (
        'Kestrel Lane Primary School was rated good in all five areas inspected.',
        'The report says the teaching of mathematics in years 5 and 6 needs to improve.',
        'Attendance at the school has risen from 93.2 per cent in 2021-22 to 95.1 per cent this academic year.',
        'Marianne Okafor, who became headteacher in April 2021, said maths in the middle years was the next '
        'priority.',
        'The reception class at Kestrel Lane has 45 places and a waiting list.',
        'The phonics programme introduced in 2022 was paid for by the £18,000 raised by parents.',
        'Kestrel Lane\'s year 6 results last summer were above the national average.',
    )],
    'Millbrook flood defences': [(B129_FLOOD, c, True) for c in (
        'The £14.6 million Millbrook scheme is meant to lower the flood risk for 430 homes and 62 businesses.',
        'Around £1.7 million of the cost is to come from a local levy and contributions from Millbrook '
        'businesses.',
        'If building begins in March 2026 as planned and lasts about 30 months, the defences should be finished '
        'around September 2028.',
        'The defences are designed to cope with a flood that has a one-in-100 chance of occurring in any given '
        'year, allowing for climate change.',
        'When the River Teale reached 4.3 metres at the Fennel Bridge gauge in December 2020, 186 properties were '
        'flooded.',
        'Derek Mabey\'s home on Mill Lane was flooded in 2013 and again in 2020.',
        'Anita Hollis said the design had been altered in response to more than 900 comments received since the '
        'first consultation in 2022.',
    )] + [(B129_FLOOD, c, False) for c in (
        'Ashcombe County Council is contributing £9.8 million towards the Millbrook scheme.',
        'The plans include a 1.2-kilometre raised embankment at Parson\'s Meadow.',
        'Quay Street will be closed to traffic for the whole 30 months of construction.',
        'Jenny Marsh said traders had been promised compensation for the closure of Quay Street.',
        'The December 2020 flood was the worst in Millbrook\'s history.',
        'The new walls will be 1.4 metres high along their entire length, with glass panels throughout.',
        'The start of work was pushed back to 2026 because of objections from Quay Street traders.',
    )],
    'Greenmoor by-election': [(B129_BYELECTION, c, True) for c in (
        'Alisha Porter beat Graham Keyes by a margin of 173 votes.',
        'Porter won roughly 44 per cent of the 2,400 valid votes.',
        'Turnout in the ward was six percentage points lower than at the May 2022 election.',
        'Bernard Hale, who died in August, had been the ward\'s councillor for 16 years.',
        'The People\'s Party still controls Westmere Borough Council, but now with a majority of only one seat.',
        'The Green Party\'s vote in the ward rose by 177 compared with 2022.',
        'The future of Greenmoor library is due to be discussed by the council\'s cabinet on 6 November.',
    )] + [(B129_BYELECTION, c, False) for c in (
        'Turnout in the by-election was 36 per cent, with 2,412 ballot papers cast.',
        'Ruth Danquah of the Green Party finished second, ahead of Graham Keyes.',
        'Alisha Porter, a 34-year-old nurse, won the seat with 1,046 votes.',
        'The People\'s Party lost its majority on Westmere Borough Council as a result of the by-election.',
        'Alisha Porter said fixing the ward\'s roads would be her first job as councillor.',
        'The result was the Liberal Alliance\'s first ever win in the Greenmoor and Stanton ward.',
        'Owen Sallis, a former People\'s Party councillor, received 163 votes standing as an independent.',
    )],
    'Route 14 bus split': [(B129_BUS, c, True) for c in (
        'From 1 June there will be no direct Route 14 bus between Hollins Park and the hospital, so passengers '
        'will have to change in the town centre.',
        'Except on Sundays, the new 14A will run between Hollins Park and the bus station every quarter of an '
        'hour, more often than the current 20-minute service.',
        'The Redline day ticket is going up by 40p to £5.20, while the £2.40 adult single fare is unchanged.',
        'The last weekday bus from the hospital will leave an hour and a quarter earlier than it does now.',
        'Carrowby County Council has cut its yearly support for Route 14 by £60,000.',
        'According to Redline, almost a third of Route 14 journeys last year were more than five minutes late.',
        'On Sundays there will be no 14H, and the hospital will be served by route 9 every 40 minutes instead.',
    )] + [(B129_BUS, c, False) for c in (
        'Route 14H will run between the bus station and the hospital every 15 minutes.',
        'Passengers can change between the 14A and 14H on a single ticket if they board the second bus within 90 '
        'minutes.',
        'The Route 14 service currently runs every 20 minutes, seven days a week.',
        'Maureen Pike travels from Hollins Park to the hospital for dialysis twice a week.',
        'Tom Aske said Redline was splitting the route because the county council had cut its funding.',
        'Councillor Farah Siddiqui said the council would reverse the 9.30pm finish after three months.',
        'The petition against the change, organised by Len Osei, gathered 1,350 signatures and was handed to '
        'Redline.',
    )],
    'Penhallow food festival': [(B129_FESTIVAL, c, True) for c in (
        'The festival attracted a record 38,500 visitors, 7,300 more than in 2023.',
        'Ticket income was £11,000 higher than the previous year, at £198,000.',
        'According to the trust\'s survey of traders, average takings per stall fell by £450.',
        'There were 142 stalls at this year\'s festival, compared with 120 in 2023.',
        'Heavy rain closed the beach stage at 2pm on Sunday, but the harbour-front food halls stayed open until '
        '6pm.',
        'Callum Reddy has traded at every Penhallow festival since it began in 2011.',
        'The Penhallow Events Trust plans to limit next year\'s festival to 130 stalls.',
    )] + [(B129_FESTIVAL, c, False) for c in (
        'Children under 12 have always been admitted to the festival free of charge.',
        'The adult day ticket price was raised to £7.50 this year.',
        'Sunday was the festival\'s busiest day, with 17,900 people through the gates.',
        'Imogen Teague said the adult ticket would rise to £8.50 for the 2025 festival.',
        'The park-and-ride service from Trevose Road carried 12,400 passengers.',
        'Penhallow Town Council has confirmed a £15,000 grant for next year\'s festival.',
        'Callum Reddy said his own takings were down by about a third on last year.',
    )],
}
