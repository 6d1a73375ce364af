("""Probe batch 93, written by a helper agent that saw neither the code nor an earlier probe (session 55), """
 """on six made-up news articles and the sentences of the summaries language models write of them.""")
from __future__ import annotations

B93_HOSPITAL = (
    "The Wrenmouth and Alsby Hospitals Trust said on Tuesday 14 October that the number of patients waiting more "
    "than 18 weeks for planned treatment had fallen for the third month in a row, but that its emergency "
    "department was still missing its main target.\n\n"
    "In a report to its board, the trust said 4,820 patients had been waiting longer than 18 weeks at the end of "
    "September, down from 5,310 at the end of June. The longest waits were in orthopaedics, where 212 people had "
    "waited more than a year for hip or knee operations.\n\n"
    "At the emergency department of Wrenmouth General, 68 per cent of patients were seen, treated and admitted or "
    "discharged within four hours in September, against a national target of 78 per cent. In August the figure "
    "was 71 per cent.\n\n"
    "Chief executive Marian Oduya said the improvement in planned care was 'the result of weekend theatre lists "
    "and a lot of goodwill from our staff'. She added: 'I am not going to pretend the emergency department is "
    "where it needs to be.'\n\n"
    "The trust opened a second day-surgery unit at Alsby Community Hospital in July, which it said had carried "
    "out 1,140 operations in its first three months.\n\n"
    "Medical director Dr Fintan Gale told the board that staff sickness in September had been 'the highest we "
    "have seen since the winter', at 6.2 per cent. He said the main cause of the emergency department delays was "
    "patients who were medically fit to leave but still waiting for care at home, an average of 94 of whom "
    "occupied ward beds each day.\n\n"
    "According to the Wrenmouth branch of the nurses' union, some wards have been running with one nurse for "
    "every eleven patients at night. The trust said it did not recognise that figure.\n\n"
    "The report says the trust expects to clear all waits of more than 65 weeks by the end of March, though it "
    "warns this may slip if there is further industrial action. A patients' group, Wrenmouth Health Watch, said "
    "the figures were 'a step in the right direction' but called for more weekend clinics."
)

B93_BYELECTION = (
    "Elsa Marchetti of Community First has won the Tenby Cross ward by-election on Castlebridge Town Council, "
    "taking a seat the Liberal Union had held since 2013.\n\n"
    "The count at Castlebridge Corn Exchange in the early hours of Friday 7 March gave Ms Marchetti 1,184 votes. "
    "The Liberal Union's Dominic Pryce came second with 1,061, and Workers' League candidate Harriet Osei was "
    "third with 702. An independent, Colin Tanner, received 139 votes. Turnout was 29.4 per cent, compared with "
    "41 per cent at the full council election two years ago.\n\n"
    "The by-election was called after the death in December of Liberal Union councillor Geoffrey Aldwych, who "
    "had represented Tenby Cross since 2013.\n\n"
    "Ms Marchetti, a primary school teacher, campaigned largely against plans to close the Tenby Cross library "
    "branch. 'People have told me on every doorstep that the library matters,' she said after the result. 'I will "
    "be asking for the closure to be put on hold at the first meeting I attend.'\n\n"
    "Mr Pryce said the result was 'disappointing but close' and blamed the low turnout on heavy rain on polling "
    "day. He said he would stand again in the full elections in May next year.\n\n"
    "The result leaves the Liberal Union with 11 of the council's 23 seats, meaning it no longer holds an overall "
    "majority. Council leader Ruth Danvers, of the Liberal Union, said the party would continue to run the "
    "council as a minority administration and would 'talk to anyone willing to work with us'.\n\n"
    "Community First now has four councillors. According to a party spokesman, it may seek a formal arrangement "
    "with the Workers' League, which has six seats, though no talks have yet taken place.\n\n"
    "Returning officer Paul Ingram said 12 ballot papers were rejected, most of them because voters had marked "
    "more than one candidate."
)

B93_BUS = (
    "Bus operator Redvale Motor Services will raise single fares by an average of 9 per cent from Sunday "
    "2 November and withdraw three rural routes, the company announced on Monday.\n\n"
    "The standard adult single within Marlby town centre will rise from \u00a32.20 to \u00a32.40, while the day "
    "ticket covering the whole Redvale network will go up from \u00a36.50 to \u00a37.20. Fares for under-19s "
    "will be frozen at \u00a31.50.\n\n"
    "Routes 14 (Marlby to Fenwick Green), 31 (Ashcombe to Stowley) and 47 (Marlby to Cray Bridge) will run for "
    "the last time on Saturday 1 November. The company said the three routes together carried about 310 "
    "passengers a week and were losing more than \u00a34,000 a week.\n\n"
    "Managing director Joanna Thackeray said the company had 'held fares for as long as we could' but faced "
    "higher fuel, insurance and wage costs. 'Nobody at Redvale wants to take a bus away from a village, but we "
    "cannot keep running empty seats,' she said.\n\n"
    "Route 9, between Marlby and the Eastgate retail park, will have its frequency cut from every 15 minutes to "
    "every 20 minutes on weekdays, though Saturday services will be unchanged.\n\n"
    "Villagers in Cray Bridge, which will be left with no bus service, have started a petition that had gathered "
    "860 signatures by Wednesday. Parish council chairman Alan Whitcombe said older residents without cars would "
    "be 'cut off from the doctor, the shops and the station'.\n\n"
    "Marlby County Council said it was looking at whether it could fund a replacement service on part of route "
    "47 and may put it out to tender, but warned that its transport budget was under pressure. Cabinet member "
    "for transport Priya Nandakumar said no decision would be made before December.\n\n"
    "According to the drivers' union, up to eight driver posts could go as a result of the cuts. Redvale said it "
    "expected to redeploy drivers to other routes and did not plan compulsory redundancies."
)

B93_FIRE = (
    "Firefighters took more than 14 hours to bring a heath fire under control after it came within 200 metres "
    "of homes in the village of Upper Dunsford on Sunday.\n\n"
    "The blaze on Harrowmoor Common was reported at about 1.40pm on Sunday 10 August by a dog walker who saw "
    "smoke near the car park on Pike Lane. At its height, 15 fire engines and around 90 firefighters from across "
    "Westmarch Fire and Rescue Service were at the scene, supported by two all-terrain vehicles and a water "
    "bowser from a local farm.\n\n"
    "About 45 hectares of gorse and heather were burned. Thirty-two homes on Church Row and Mill Close were "
    "evacuated as a precaution during the afternoon, and residents spent several hours at the village hall "
    "before being allowed back shortly after 9pm. No one was injured, although one firefighter was treated at "
    "the scene for heat exhaustion.\n\n"
    "Group manager Stephen Halloran said crews had been helped by a change in wind direction in the early "
    "evening. 'For a couple of hours it was heading straight for the houses. If the wind had not turned, we "
    "would be having a very different conversation,' he said. The fire was declared under control at 4am on "
    "Monday.\n\n"
    "The cause has not been established. Police said the fire may have been started by a disposable barbecue, "
    "after the remains of one were found near the car park, but stressed that they were keeping an open mind. "
    "Harrowmoor Common has had no rain for 26 days.\n\n"
    "Parish councillor Mary Lindqvist, who helped run the rest centre at the village hall, said: 'The community "
    "was wonderful. People turned up with sandwiches and camp beds within half an hour.'\n\n"
    "Westmarch District Council has since banned barbecues on all its open spaces until the end of September. "
    "The fire service said crews would remain on the common for several days to damp down hotspots."
)

B93_STARTUP = (
    "Ledgerly, the Brightholm-based maker of accounting software for small shops, is cutting 38 jobs, just five "
    "months after announcing a \u00a322 million funding round.\n\n"
    "The company told staff on Thursday 12 June that the cuts, about 17 per cent of its 220-strong workforce, "
    "would fall mainly on its sales and marketing teams. Engineering would be largely unaffected, it said.\n\n"
    "In January, Ledgerly said it had raised \u00a322 million in a round led by the venture firm Corvane "
    "Capital, with existing investor Halden Ventures also taking part. At the time, co-founder and chief "
    "executive Tomasz Rivero said the money would be used to 'double the size of the team over two years' and "
    "expand into Ireland and the Netherlands.\n\n"
    "In a message to staff seen by this newspaper, Mr Rivero said the company had 'grown ahead of demand' and "
    "that new customer sign-ups in the first quarter had been 30 per cent below its plan. 'I take responsibility "
    "for hiring too quickly,' he wrote. 'These are good people, and this is not a reflection on their work.'\n\n"
    "Ledgerly said the expansion into Ireland would go ahead as planned in September, but the Dutch launch had "
    "been postponed indefinitely.\n\n"
    "Departing staff will receive three months' pay and keep company laptops, the company said. According to two "
    "employees who spoke on condition of anonymity, several of those affected had joined in the past six months "
    "after being recruited from larger firms.\n\n"
    "Ledgerly, founded in 2019 by Mr Rivero and chief technology officer Anya Becksworth, says its software is "
    "used by about 14,000 businesses. It reported revenue of \u00a39.6 million for 2024, up from \u00a36.1 "
    "million the year before, but has not yet made a profit.\n\n"
    "Corvane Capital partner Lionel Strand, who joined Ledgerly's board after the funding round, said the "
    "investor 'fully supports' the decision. 'Cutting costs early is the responsible thing to do,' he said.\n\n"
    "Industry analyst Meera Castellan of Fintrack Research said the company may need to raise more money next "
    "year if sales did not recover, though she added that its revenue growth remained 'respectable'."
)

B93_MARATHON = (
    "Calder Vale runner Tobias Marsh won the 12th Norbridge City Marathon on Sunday 6 April in 2 hours "
    "14 minutes 52 seconds, the fastest time in the race's history.\n\n"
    "Marsh, 29, broke away from a leading group of five at around 30 kilometres and finished 48 seconds ahead of "
    "Rafael Odenkirk of Harlow Heath Harriers. Last year's winner, Sam Bellweather, was third in 2:16:03.\n\n"
    "'I was hurting from 35K, but when I saw the gap on the big screen at the river I knew I just had to hold it "
    "together,' Marsh said. The previous course record of 2:15:31 was set by Bellweather two years ago.\n\n"
    "The women's race was won by Ines Carrow of Norbridge Athletic Club in 2:33:47, her second victory in the "
    "event. She finished almost four minutes clear of Helena Voss, who was second in 2:37:40. Carrow said the "
    "cool, overcast conditions had been 'perfect for running', though she had struggled with a tight calf in "
    "the final five kilometres.\n\n"
    "A record 9,420 runners finished the race, up from 8,150 last year. Organisers said about 11,000 had "
    "entered.\n\n"
    "The event was delayed by 20 minutes after a burst water main on Quayside Road forced a late change to the "
    "route near the start. Race director Colette Amberley apologised to runners and said the course had been "
    "re-measured to ensure it remained the full distance. 'Our team rebuilt two kilometres of the course in "
    "about an hour,' she said.\n\n"
    "Nineteen runners were treated by medical staff, and two were taken to Norbridge Royal Infirmary as a "
    "precaution. Organisers said both were later discharged.\n\n"
    "According to the organisers, the race may have raised more than \u00a31.5 million for charity, though "
    "final figures will not be known until June. The city council estimated that the event brought around "
    "40,000 spectators to the streets."
)

BATCHES_93: dict[str, list[tuple[str, str, bool]]] = {
    'hospital trust waiting times report': [(B93_HOSPITAL, c, True) for c in (
        "The Wrenmouth and Alsby Hospitals Trust had 4,820 patients waiting over 18 weeks for planned treatment "
        "at the end of September, 490 fewer than at the end of June.",
        "At Wrenmouth General's emergency department, the share of patients dealt with within four hours fell "
        "from 71 per cent in August to 68 per cent in September, short of the 78 per cent national target.",
        "Chief executive Marian Oduya put the improvement in planned care down to weekend theatre lists and "
        "goodwill from staff.",
        "According to the trust, its new day-surgery unit at Alsby Community Hospital, opened in July, carried "
        "out 1,140 operations in its first three months.",
        "Medical director Dr Fintan Gale said emergency department delays were mainly caused by patients who "
        "were fit to leave but still waiting for care at home, averaging 94 a day on the wards.",
        "The trust expects to clear all waits of more than 65 weeks by the end of March, but its report warns "
        "that further industrial action could delay this.",
        "Staff sickness at the Wrenmouth and Alsby trust reached 6.2 per cent in September, which Dr Gale "
        "called the highest level since the winter.",
    )] + [(B93_HOSPITAL, c, False) for c in (
        "The Wrenmouth and Alsby Hospitals Trust confirmed that some of its wards had been running with one nurse "
        "for every eleven patients at night.",
        "Chief executive Marian Oduya told the board that staff sickness in September was the highest since "
        "the winter.",
        "In September, 71 per cent of patients at Wrenmouth General's emergency department were seen and "
        "admitted or discharged within four hours.",
        "The trust says all waits of more than 65 weeks will definitely be cleared by the end of March, "
        "regardless of any industrial action.",
        "The Wrenmouth and Alsby trust said the fall in long waits for planned care was mainly due to its new "
        "day-surgery unit at Alsby Community Hospital.",
        "Waiting times improved across all of the Wrenmouth and Alsby trust's services in September, including "
        "its emergency department.",
        "The trust's second day-surgery unit, opened at Wrenmouth General in July, carried out 1,140 operations "
        "in its first three months.",
    )],
    'town council by-election result': [(B93_BYELECTION, c, True) for c in (
        "Elsa Marchetti of Community First won the Tenby Cross by-election by 123 votes over the Liberal "
        "Union's Dominic Pryce.",
        "Turnout in the Tenby Cross by-election was 29.4 per cent, well down on the 41 per cent recorded at the "
        "full council election two years earlier.",
        "The Tenby Cross by-election followed the death in December of Liberal Union councillor Geoffrey "
        "Aldwych, who had represented the ward since 2013.",
        "Elsa Marchetti, a primary school teacher, said she would ask for the planned closure of the Tenby Cross "
        "library branch to be put on hold.",
        "After losing Tenby Cross, the Liberal Union holds 11 of Castlebridge Town Council's 23 seats and no "
        "longer has an overall majority.",
        "Dominic Pryce blamed the low turnout on heavy rain on polling day and said he would stand again in the "
        "full elections next May.",
        "Independent candidate Colin Tanner finished last of the four candidates in Tenby Cross with 139 votes.",
    )] + [(B93_BYELECTION, c, False) for c in (
        "Community First has begun talks with the Workers' League about a formal arrangement on Castlebridge "
        "Town Council.",
        "Council leader Ruth Danvers described the Tenby Cross result as disappointing but close.",
        "Workers' League candidate Harriet Osei came second in Tenby Cross with 1,061 votes, ahead of the "
        "Liberal Union's Dominic Pryce.",
        "Elsa Marchetti won more than half of all the votes cast in the Tenby Cross by-election.",
        "The Liberal Union has formed a coalition with independent councillors to keep control of Castlebridge "
        "Town Council.",
        "Following its by-election win, Community First now has six councillors on Castlebridge Town Council.",
        "Returning officer Paul Ingram said most of the 12 rejected ballot papers in Tenby Cross had been left "
        "blank.",
    )],
    'bus fare rise and route cuts': [(B93_BUS, c, True) for c in (
        "Redvale Motor Services is raising single fares by an average of 9 per cent from 2 November, while "
        "fares for under-19s stay at \u00a31.50.",
        "The Redvale network day ticket will go up by 70p, from \u00a36.50 to \u00a37.20.",
        "Redvale's routes 14, 31 and 47 will make their last runs on 1 November, the day before the fare rise "
        "takes effect.",
        "Redvale said the three routes being withdrawn carried around 310 passengers a week between them and "
        "were losing over \u00a34,000 a week.",
        "Managing director Joanna Thackeray blamed higher fuel, insurance and wage costs for Redvale's fare "
        "increases.",
        "Weekday buses on Redvale's route 9 between Marlby and the Eastgate retail park will run every 20 "
        "minutes instead of every 15, with Saturday services unchanged.",
        "Marlby County Council is looking at funding a replacement for part of route 47, but its transport "
        "cabinet member said no decision would come before December.",
    )] + [(B93_BUS, c, False) for c in (
        "Marlby County Council has agreed to fund a replacement bus service on part of Redvale's route 47.",
        "Redvale Motor Services confirmed that eight driver posts will be lost as a result of the route cuts.",
        "Joanna Thackeray said older residents without cars would be cut off from the doctor, the shops and "
        "the station.",
        "A petition started by villagers in Cray Bridge had gathered 310 signatures by Wednesday.",
        "Cray Bridge, Fenwick Green and Stowley will all be left without any bus service once Redvale withdraws "
        "the three routes.",
        "Redvale's route 9 will run every 20 minutes on Saturdays as well as on weekdays.",
        "Under Redvale's changes, fares for under-19s will rise to \u00a31.50 from November.",
    )],
    'heath fire near village': [(B93_FIRE, c, True) for c in (
        "The Harrowmoor Common fire took more than 14 hours to bring under control, from the first report at "
        "about 1.40pm on Sunday to 4am on Monday.",
        "At the height of the Harrowmoor Common fire, about 90 firefighters and 15 fire engines from Westmarch "
        "Fire and Rescue Service were at the scene.",
        "Thirty-two homes on Church Row and Mill Close were evacuated as a precaution, and residents were let "
        "back shortly after 9pm.",
        "Nobody was injured in the Harrowmoor Common fire, though one firefighter was treated at the scene for "
        "heat exhaustion.",
        "Group manager Stephen Halloran said an early-evening change in wind direction had helped crews "
        "fighting the blaze.",
        "Police said a disposable barbecue may have started the Harrowmoor Common fire but stressed that they "
        "were keeping an open mind.",
        "About 45 hectares of gorse and heather burned on Harrowmoor Common, which had gone 26 days without "
        "rain.",
    )] + [(B93_FIRE, c, False) for c in (
        "Police have established that the Harrowmoor Common fire was started by a disposable barbecue left "
        "near the car park.",
        "Parish councillor Mary Lindqvist said that if the wind had not turned, things would have been very "
        "different.",
        "Forty-five homes on Church Row and Mill Close in Upper Dunsford were evacuated during the fire.",
        "Evacuated Upper Dunsford residents returned home once the fire was declared under control at 4am on "
        "Monday.",
        "Westmarch Fire and Rescue Service called in a helicopter to drop water on the Harrowmoor Common fire.",
        "Westmarch District Council banned barbecues on its open spaces shortly before the Harrowmoor Common "
        "fire broke out.",
        "The Harrowmoor Common fire was reported by a dog walker who saw smoke near the village hall.",
    )],
    'software start-up funding and job cuts': [(B93_STARTUP, c, True) for c in (
        "Ledgerly is cutting 38 jobs, about 17 per cent of its 220 staff, five months after announcing a "
        "\u00a322 million funding round.",
        "Ledgerly's \u00a322 million funding round in January was led by Corvane Capital, with existing investor "
        "Halden Ventures also taking part.",
        "When the funding was announced, chief executive Tomasz Rivero said it would pay to double the team over "
        "two years and expand into Ireland and the Netherlands.",
        "Tomasz Rivero told Ledgerly staff that first-quarter customer sign-ups were 30 per cent below plan and "
        "that he took responsibility for hiring too quickly.",
        "Ledgerly will still launch in Ireland in September but has postponed its Dutch launch indefinitely.",
        "Ledgerly's revenue grew from \u00a36.1 million in 2023 to \u00a39.6 million in 2024, though the "
        "company has yet to make a profit.",
        "Corvane Capital partner Lionel Strand, a Ledgerly board member, said the investor fully supported the "
        "job cuts.",
    )] + [(B93_STARTUP, c, False) for c in (
        "Industry analyst Meera Castellan said Ledgerly will need to raise more money next year.",
        "Ledgerly co-founder Anya Becksworth said she took responsibility for hiring too quickly.",
        "Staff leaving Ledgerly will receive six months' pay and keep their company laptops.",
        "Ledgerly confirmed that several of the staff losing their jobs had been recruited from larger firms "
        "within the past six months.",
        "Ledgerly raised \u00a322 million in June, five months after cutting 38 jobs.",
        "Halden Ventures led Ledgerly's \u00a322 million funding round, with Corvane Capital joining as a new "
        "investor.",
        "Ledgerly, whose revenue reached \u00a39.6 million in 2024, made a profit for the first time that year.",
    )],
    'city marathon race report': [(B93_MARATHON, c, True) for c in (
        "Tobias Marsh won the Norbridge City Marathon in a course-record 2:14:52, finishing 48 seconds ahead of "
        "Rafael Odenkirk.",
        "Marsh's winning time in Norbridge was 39 seconds faster than the previous course record, which Sam "
        "Bellweather set two years earlier.",
        "Defending champion Sam Bellweather finished third in the men's race at the Norbridge City Marathon in "
        "2:16:03.",
        "Ines Carrow of Norbridge Athletic Club won the women's race for the second time, almost four minutes "
        "ahead of Helena Voss.",
        "A record 9,420 runners finished the Norbridge City Marathon, 1,270 more than the year before.",
        "The start of the Norbridge City Marathon was delayed by 20 minutes after a burst water main on Quayside "
        "Road forced a late route change.",
        "Two Norbridge City Marathon runners were taken to Norbridge Royal Infirmary as a precaution and were "
        "later discharged.",
    )] + [(B93_MARATHON, c, False) for c in (
        "This year's Norbridge City Marathon raised more than \u00a31.5 million for charity.",
        "Race director Colette Amberley said the cool, overcast conditions had been perfect for running.",
        "About 11,000 runners finished this year's Norbridge City Marathon.",
        "Tobias Marsh led the men's race at the Norbridge City Marathon from the start.",
        "Runner-up Rafael Odenkirk also finished inside the previous Norbridge course record.",
        "Ines Carrow said a tight calf in the final five kilometres had cost her the women's course record.",
        "Colette Amberley said the Norbridge course had been shortened by two kilometres because of the burst "
        "water main.",
    )],
}
