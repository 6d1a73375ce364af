"""Probe batch 88, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six questions with retrieved web passages and the sentences of the answers a chatbot wrote from them."""

from __future__ import annotations

B88_MIXER = (
    'Question: What does the warranty on my Velmora ProMix 600 stand mixer cover, and how do I make a claim?\n\n'
    "Passage 1: (Velmora Home Appliances, support page 'ProMix 600 warranty', updated March 2024) Every Velmora "
    'ProMix 600 stand mixer comes with a two-year warranty that starts on the date of purchase and covers faults '
    'caused by defective materials or workmanship. If you register the mixer on the Velmora website within 60 '
    'days of purchase, the motor is covered for a total of five years. The warranty does not cover normal wear '
    'of the beater, whisk and dough hook, damage caused by dropping the mixer, or use in a cafe, bakery or other '
    'commercial setting. To claim, complete the online form at support.velmora-home.com and upload your proof of '
    'purchase together with the serial number, which is printed on a label under the base. For customers on the '
    'mainland, Velmora arranges courier collection at no charge. We will repair or replace the mixer at our '
    'discretion, normally within ten working days of receiving it.\n\n'
    "Passage 2: (Hartwell & Price kitchen blog, 'Buying a stand mixer? Know your warranty', January 2022) The "
    'ProMix 600 is one of our best sellers, and Velmora backs it with a two-year guarantee. At the time of '
    'writing, registering your mixer within 30 days of purchase extends the cover on the motor to five years, so '
    "don't leave the paperwork in the box. If something goes wrong, you can contact Velmora's customer line on "
    '0800 614 2290, open Monday to Friday from 8am to 6pm, as well as using its website. Bought your ProMix 600 '
    'from Hartwell & Price? If a fault appears within 30 days of purchase, simply bring it back to any of our '
    'stores with your receipt and we will exchange it on the spot, with no need to go through the manufacturer. '
    'After 30 days, claims go to Velmora directly.\n\n'
    "Passage 3: (KitchenTalk consumer forum, post by 'breadhead_88', June 2023) My ProMix 600 stopped turning "
    'mid-knead last month, about 19 months after I bought it. I filled in the online form, and a courier picked '
    "it up four days later. It came back repaired in eight working days - they replaced the gearbox and didn't "
    "charge me anything. Someone asked whether the same applies to the Velmora ProBlend 600 blender. It doesn't: "
    'the ProBlend 600 only has a one-year warranty, although its glass jug is guaranteed for three years against '
    "cracking. Blender claims have to be posted to Velmora's returns centre in Dunmarsh with a printed claim "
    'form, and you pay the postage yourself. So check which 600 you actually own before you start a claim!'
)

B88_TRAIL = (
    'Question: How long is the Carrowmere Coast Path, and where are the hardest parts?\n\n'
    "Passage 1: (Carrowmere District Council, 'Walking the Carrowmere Coast Path', page updated May 2023) The "
    'Carrowmere Coast Path runs for 84 miles (135 km) from the harbour at Port Edlin to the lighthouse on '
    'Saltwick Head. Since the 2021 extension, which added the final five miles beyond Merrow Point, most walkers '
    'complete it in seven or eight days. The most demanding stretch is the Gullrock Cliffs section between '
    'Tarnby and Whelk Bay: it is 11 miles long, with around 900 metres of climbing, steep steps and several '
    'exposed clifftop edges with no fencing. Further south, the route crosses Fenna Sands, a tidal beach that '
    'can only be crossed safely within two hours either side of low tide; tide tables are posted at the car park '
    'at Fenna. An inland alternative adds three miles and avoids the sands altogether.\n\n'
    "Passage 2: (Boots & Bannocks hiking blog, 'Seven days on the Carrowmere coast', September 2019) We walked "
    'the whole Carrowmere Coast Path last month, all 79 miles from Port Edlin to its end at Merrow Point, '
    'heading south the entire way so that the wind was mostly at our backs. Day three, Tarnby to Whelk Bay, took '
    "us seven hours and was by far the toughest. Just before Whelk Bay comes the Devil's Ladder, a descent of "
    'roughly 200 stone steps cut into the cliff, which was treacherous after rain - poles helped a lot. The rest '
    'of the path is gentler: long stretches of level clifftop, shingle and quiet lanes. If you are short of '
    'time, the 15-mile stretch from Port Edlin to Tarnby makes a lovely two-day taster with pubs at both ends.\n\n'
    "Passage 3: (Upland Rambles magazine, 'Walking the Carrowmere Way', April 2022) Not to be confused with its "
    'coastal neighbour, the Carrowmere Way is a 42-mile inland route across the moors from Port Edlin to the '
    "market town of Hobb's Cross. It is normally walked in three days. Its hardest part is the crossing of Black "
    'Tor Moss, a six-mile stretch of boggy moorland where the path is faint and waymarks are few, and which can '
    'be impassable after heavy rain. Walkers should carry a map and compass there. Because both trails begin at '
    'Port Edlin, some walkers combine the first day of the Carrowmere Way with a section of the Coast Path to '
    'make a circular route, but the two are managed separately and have different waymarks: a yellow acorn for '
    'the Way and a blue gull for the Coast Path.'
)

B88_SCHOOL = (
    "Question: How does St Aldric's Primary School in Brenthorpe decide which children get a Reception place?\n\n"
    "Passage 1: (St Aldric's Primary School, Brenthorpe, 'Admissions Policy for September 2025 entry', approved "
    "by governors in November 2023) St Aldric's admits 60 children into Reception each year, taught in two "
    'classes of 30. If more families apply than there are places, places are allocated in this order: first, '
    'looked-after children and children who were previously looked after; second, children who will have a '
    'brother or sister at the school when they start; third, children of staff who have worked at the school for '
    "at least two years; and finally, all other children in order of distance from home to the school's main "
    'gate, measured in a straight line. If two children live the same distance away, the place goes to the child '
    'picked by random lot, drawn by someone who works independently of the school. Applications are made through '
    'Brenthorpe Borough Council, not the school, by 15 January, and offers are sent out on 16 April.\n\n'
    "Passage 2: (Brenthorpe Gazette, 'Catchment scrapped at popular primary', February 2024) Parents hoping for "
    "a place at St Aldric's Primary will no longer benefit from living in its catchment area. Under the policy "
    'for September 2025 entry, catchment priority - which used to come just before distance - has been removed, '
    'leaving distance as the deciding factor for most families. The change follows a year in which the school '
    'received 92 first-preference applications for its 60 Reception places, and the last child offered a place '
    'on distance lived 0.74 miles from the gate. Head teacher Ruth Calloway said children with an Education, '
    "Health and Care Plan that names St Aldric's are still admitted before any of the oversubscription rules are "
    'applied. Families who are turned down can appeal to an independent panel within 20 school days of the offer '
    'letter.\n\n'
    "Passage 3: (Lower Brenthorpe Parish Newsletter, 'Admissions at St Aldric's Catholic Primary', December "
    "2023) Families applying to St Aldric's Catholic Primary in Lower Brenthorpe - not to be confused with St "
    "Aldric's Primary on Mill Lane in Brenthorpe town - are reminded that our school has one Reception class of "
    '30. Baptised Catholic children who are looked after or previously looked after have first priority, '
    'followed by other baptised Catholic children who attend Mass regularly, then siblings, then children of '
    'other faiths, and finally everyone else. To be considered under the faith criteria, parents must complete '
    "the school's supplementary information form and return it to the school office by 15 January, as well as "
    'applying through the borough council. Father Declan Orrin is happy to sign certificates of Mass attendance '
    'after Sunday services.'
)

B88_MILL = (
    'Question: What happened during the Ellerby Mill strike?\n\n'
    "Passage 1: (Cawthorne Heritage Trust, local history leaflet 'The Ellerby Mill strike of 1871', 2015) In "
    'March 1871 the weavers at Ellerby Mill in Cawthorne walked out after the owner, Josiah Ranworth, announced '
    "a ten per cent cut in piece rates. The mill's wage book lists 338 weavers on strike in the first week. Led "
    "by Martha Brindle, a weaver of twenty years' standing, the strikers held daily meetings on Cawthorne Green "
    'and were supported by collections from neighbouring towns. The dispute lasted eleven weeks. In early June, '
    'Ranworth agreed to reduce the cut to five per cent, and the weavers returned to work. Every striker was '
    'taken back except Brindle, who was dismissed and later emigrated with her family. A plaque on the green, '
    'unveiled in 1971 for the centenary, records her name.\n\n'
    "Passage 2: (Northvale Textile Museum, exhibition panel text 'Cloth and Conflict', 2018) The Ellerby Mill "
    'stoppage of spring 1871 is one of the best-documented disputes in the valley. Accounts of its size differ: '
    "the union paper, the Weavers' Voice, claimed that 400 hands were out, counting spinners who joined in "
    "sympathy, while the mill's own wage book records only the weavers. The most serious incident came on 14 "
    'April 1871, when strikers blocked a wagon of yarn brought in from another mill at the gates. Special '
    'constables were sworn in and two men, Samuel Tolley and Abel Wrenn, were arrested; both were fined and '
    "released. The museum holds a banner carried by the strikers, embroidered with the words 'A Fair Price for "
    "Honest Cloth', which was found in a Cawthorne chapel loft in 1986.\n\n"
    "Passage 3: (Ellerby Village Society website, 'The 1893 colliery lockout', undated) Ellerby village, two "
    'miles north of Cawthorne, has its own history of industrial conflict. In August 1893 the owners of Ellerby '
    'Colliery locked out some 620 miners who refused to accept a twenty-five per cent wage reduction. The '
    'lockout lasted sixteen weeks, and soup kitchens run by chapel congregations fed families through the '
    'autumn. On 7 September troops were brought in after a pit-head engine house was set alight, though no one '
    'was seriously hurt. The miners returned in December on the old rates after a conference at Garsby. Visitors '
    'sometimes confuse this dispute with the earlier strike at Ellerby Mill in Cawthorne, which was named after '
    'the Ellerby family who built the mill rather than after the village.'
)

B88_MEDICINE = (
    'Question: How and when should I take Dolvarin Cold & Flu Relief capsules?\n\n'
    'Passage 1: (Pellaran Healthcare, patient information leaflet for Dolvarin Cold & Flu Relief Capsules, '
    'revised October 2023) Dolvarin Cold & Flu Relief Capsules are for adults and children aged 12 and over. '
    'Each capsule contains 200 mg of velaprofen and 5 mg of nasorine. Take two capsules with a glass of water '
    'every four to six hours as needed. Do not take more than eight capsules in any 24 hours. Swallow the '
    'capsules whole; do not chew or open them. Dolvarin can be taken with or without food. Do not take Dolvarin '
    'with any other medicine that contains velaprofen. If symptoms last for more than five days, or your fever '
    'gets worse, stop taking the capsules and speak to a doctor. Do not give to children under 12. Store below '
    '25 degrees C in the original pack.\n\n'
    "Passage 2: (Corrin Pharmacy website, 'Ask our pharmacist: Dolvarin', August 2024) Customers often ask us "
    'the best way to take Dolvarin Cold & Flu Relief. The usual dose is two capsules, and you need to leave at '
    'least four hours between doses. If velaprofen tends to upset your stomach, take the capsules just after a '
    'meal or a snack rather than on an empty stomach. Please talk to one of our pharmacists before buying if you '
    'have asthma, kidney problems or high blood pressure, or if you are pregnant. Nasorine can make some people '
    'feel restless, so avoid taking your last dose of the day close to bedtime. Dolvarin comes in packs of 16 '
    'capsules, and by law we can sell no more than two packs in one transaction.\n\n'
    "Passage 3: (FamilyHealth Forum, post by 'mum_of_three', January 2024) Quick tip for anyone whose kids have "
    "colds: the Dolvarin that's okay for younger children is Dolvarin Junior Syrup, not the capsules. It's for "
    'ages 6 to 11, and the dose on our bottle is 10 ml every six hours, with no more than four doses in 24 '
    "hours. Use the measuring spoon that comes in the box, not a kitchen spoon. It's strawberry flavoured and my "
    'youngest actually likes it. The bottle says it should be thrown away three months after opening. Our '
    "pharmacist also mentioned that the syrup doesn't contain nasorine, so it won't help much with a blocked "
    "nose. I give it after food because it can make my son's tummy a bit sore."
)

B88_LEAGUE = (
    'Question: How do points and promotion work in the Kessington & District Sunday League?\n\n'
    "Passage 1: (Kessington & District Sunday League, Handbook 2024-25, Section 6 'League tables') The league "
    'has three divisions - the Premier Division, Division One and Division Two - each of twelve teams. Teams '
    'receive three points for a win, one point for a draw and none for a defeat. Where teams finish level on '
    'points, positions are decided first by goal difference, then by goals scored, and then by the results of '
    'the matches between the teams concerned. At the end of the season the top two clubs in Division One and '
    'Division Two are promoted and the bottom two clubs in the Premier Division and Division One are relegated. '
    'Promotion to the Premier Division is subject to ground grading: the pitch must have a barrier rail on at '
    'least one side and access to changing rooms with showers. If a club fails grading, the next-placed club is '
    'promoted instead.\n\n'
    "Passage 2: (Ashby Rovers Sunday FC club website, 'New season, new rules', August 2023) A quick guide to the "
    'changes the Kessington & District Sunday League agreed at its summer AGM, which apply from the 2023-24 '
    'season. Any team that fails to turn up for a fixture will now have three points deducted and be fined 50 '
    'pounds, and their opponents will be awarded a 3-0 win. Previously the league only imposed a 25-pound fine. '
    'The league also confirmed that the Division Two champions will receive the Alder Cup, which was last '
    'presented in 2009. Our secretary, Gary Penhale, reminds players that registration forms must reach the '
    "league at least 48 hours before a match for a new signing to play. Let's hope for another push for "
    'promotion after finishing fourth last season!\n\n'
    "Passage 3: (Kessington Gazette sport pages, 'Saturday league trials bonus points', March 2024) The "
    "Kessington & District Saturday League - the Sunday League's older sister competition, which is run by a "
    'separate committee - is trialling a bonus-point system this season. Teams get three points for a win, plus '
    'an extra point if they win by three or more goals, while a draw is still worth one point. The Saturday '
    'League has just two divisions of fourteen teams, with three clubs going up and three going down each year. '
    'League chairman Colin Aspery said the aim was to reward attacking football, and the committee will decide '
    'in June whether to keep the system. Several Sunday League clubs have asked whether the idea could be '
    'adopted on Sundays, but the Sunday League has said it has no plans to change.'
)


BATCHES_88: dict[str, list[tuple[str, str, bool]]] = {
    'Velmora ProMix 600 stand mixer warranty and claims': [(B88_MIXER, c, True) for c in (
        'The Velmora ProMix 600 stand mixer has a two-year warranty counted from the date it was bought.',
        "Under Velmora's current policy, the ProMix 600 motor is covered for five years in total if the owner "
        'registers the mixer on the Velmora website within 60 days of buying it.',
        'The ProMix 600 warranty does not cover wear on the beater, whisk and dough hook, damage from dropping '
        'the mixer, or commercial use such as in a bakery.',
        "To claim under the ProMix 600 warranty through Velmora's online form, you need your proof of purchase "
        "and the serial number from the label under the mixer's base.",
        'Customers who bought a ProMix 600 from Hartwell & Price and find a fault within 30 days of purchase '
        "can exchange it in one of the retailer's stores with their receipt instead of claiming through "
        'Velmora.',
        "According to Hartwell & Price's blog, ProMix 600 owners can also phone Velmora's customer line on "
        'weekdays between 8am and 6pm rather than using the website.',
        'One forum user said their faulty ProMix 600 was collected four days after they filled in the online '
        'form and came back repaired, at no cost, eight working days later.',
    )] + [(B88_MIXER, c, False) for c in (
        'The Velmora ProMix 600 stand mixer comes with a one-year warranty.',
        'Velmora currently extends the ProMix 600 motor cover to five years only if the mixer is registered '
        'within 30 days of purchase.',
        'Velmora provides free courier collection for every ProMix 600 warranty claim, wherever the customer '
        'lives.',
        "To claim under the ProMix 600 warranty, owners must post the mixer to Velmora's returns centre in "
        'Dunmarsh and pay the postage themselves.',
        'Velmora guarantees that every ProMix 600 warranty repair is completed within ten working days of '
        'receiving the mixer.',
        "The ProMix 600 warranty covers the mixer's glass bowl against cracking for three years.",
        'If a ProMix 600 develops a fault under warranty, the owner can choose between a repair and a full '
        'refund from Velmora.',
    )],
    'Carrowmere Coast Path length and hard sections': [(B88_TRAIL, c, True) for c in (
        'The Carrowmere Coast Path is 84 miles (135 km) long, running from the harbour at Port Edlin to the '
        'lighthouse on Saltwick Head.',
        'The Carrowmere Coast Path used to be 79 miles long and end at Merrow Point, until a 2021 extension '
        'added five more miles to Saltwick Head.',
        'The toughest part of the Carrowmere Coast Path is the 11-mile Gullrock Cliffs section from Tarnby to '
        'Whelk Bay, which involves about 900 metres of climbing.',
        "Shortly before Whelk Bay, the Carrowmere Coast Path goes down the Devil's Ladder, about 200 stone "
        'steps in the cliff that can be treacherous in wet weather.',
        'Fenna Sands on the Carrowmere Coast Path is only safe to cross in the period from two hours before to '
        'two hours after low tide.',
        'Walkers who want to avoid Fenna Sands on the Carrowmere Coast Path can take an inland alternative '
        'that is three miles longer.',
        'The Carrowmere Coast Path is waymarked with a blue gull, whereas the separate Carrowmere Way uses a '
        'yellow acorn.',
    )] + [(B88_TRAIL, c, False) for c in (
        'The Carrowmere Coast Path is 79 miles long and finishes at Merrow Point.',
        'The hardest part of the Carrowmere Coast Path is the six-mile crossing of Black Tor Moss.',
        'The Carrowmere Coast Path is normally walked in three days.',
        'The Gullrock Cliffs section of the Carrowmere Coast Path is 11 miles long with around 900 metres of '
        'climbing, and its exposed clifftop edges are fenced.',
        "On the Carrowmere Coast Path, the Devil's Ladder near Whelk Bay is a flight of about 300 stone steps "
        'cut into the cliff.',
        'Walkers on the Gullrock Cliffs section of the Carrowmere Coast Path are advised to carry a map and '
        'compass because waymarks there are few.',
        'The 15-mile stretch of the Carrowmere Coast Path from Port Edlin to Tarnby is usually walked in a '
        'single day.',
    )],
    "St Aldric's Primary Reception admissions": [(B88_SCHOOL, c, True) for c in (
        "St Aldric's Primary School in Brenthorpe takes 60 children into Reception each year, in two classes "
        'of 30.',
        "When St Aldric's Primary in Brenthorpe is oversubscribed, looked-after and previously looked-after "
        'children come first among its oversubscription criteria.',
        "Children whose Education, Health and Care Plan names St Aldric's Primary are admitted before the "
        "school's oversubscription criteria are applied.",
        "At St Aldric's Primary, children of staff only get priority if their parent has worked at the school "
        'for at least two years.',
        "From September 2025 entry, St Aldric's Primary no longer gives any priority to children living in its "
        'catchment area.',
        "Applications for a Reception place at St Aldric's Primary are made to Brenthorpe Borough Council by "
        '15 January, and offers go out on 16 April.',
        "In the year before its catchment priority was dropped, St Aldric's Primary had 32 more "
        'first-preference applications than Reception places.',
    )] + [(B88_SCHOOL, c, False) for c in (
        "St Aldric's Primary School in Brenthorpe has a single Reception class of 30 children.",
        "Parents applying to St Aldric's Primary in Brenthorpe must return a supplementary information form to "
        'the school office by 15 January.',
        "At St Aldric's Primary, children with a sibling at the school are given priority over looked-after "
        'children.',
        "Under the September 2025 policy, any child living within 0.74 miles of St Aldric's Primary is "
        'guaranteed a Reception place.',
        "At St Aldric's Primary, distance is measured along the shortest walking route from a child's home to "
        'the main gate.',
        "Families refused a place at St Aldric's Primary can appeal to an independent panel within 20 calendar "
        'days of the offer letter.',
        "When two children live the same distance from St Aldric's Primary, head teacher Ruth Calloway draws a "
        'random lot to decide who gets the place.',
    )],
    'Ellerby Mill strike of 1871': [(B88_MILL, c, True) for c in (
        'The Ellerby Mill strike began in March 1871, after owner Josiah Ranworth announced a ten per cent cut '
        "in the weavers' piece rates.",
        'The Ellerby Mill strike was led by Martha Brindle, who had been a weaver for twenty years.',
        'The Ellerby Mill strike lasted eleven weeks and ended in early June 1871, when Ranworth halved the '
        'cut he had announced.',
        "Figures for the size of the Ellerby Mill strike differ: the mill's wage book shows 338 weavers out, "
        'while the union paper claimed 400 by also counting spinners.',
        'During the Ellerby Mill strike, on 14 April 1871, strikers blocked a wagon of yarn at the gates, and '
        'two men were arrested and later fined.',
        'Martha Brindle was the only Ellerby Mill striker who was not taken back after the dispute, and she '
        'later emigrated with her family.',
        'A banner carried by the Ellerby Mill strikers, found in a Cawthorne chapel loft in 1986, is held by '
        'the Northvale Textile Museum.',
    )] + [(B88_MILL, c, False) for c in (
        'During the Ellerby Mill strike, troops were brought in after an engine house was set on fire.',
        'The Ellerby Mill strikers went back to work on their old rates of pay.',
        'Around 620 workers took part in the Ellerby Mill strike.',
        "According to the mill's own wage book, 400 workers went on strike at Ellerby Mill.",
        'Martha Brindle was one of the two strikers arrested on 14 April 1871 during the Ellerby Mill strike.',
        'The plaque naming Martha Brindle on Cawthorne Green was unveiled in 1981 to mark the centenary of the '
        'Ellerby Mill strike.',
        'After the Ellerby Mill strike, Martha Brindle was dismissed and emigrated with her family to Canada.',
    )],
    'Dolvarin Cold & Flu Relief capsule dosing': [(B88_MEDICINE, c, True) for c in (
        'Dolvarin Cold & Flu Relief Capsules are meant for adults and for children aged 12 or older.',
        'The usual dose of Dolvarin Cold & Flu Relief is two capsules with water, which can be repeated every '
        'four to six hours if needed.',
        'No more than eight Dolvarin Cold & Flu Relief capsules should be taken in any 24-hour period.',
        'A 16-capsule pack of Dolvarin Cold & Flu Relief lasts two days if the maximum daily dose is taken.',
        'The Dolvarin Cold & Flu Relief leaflet says the capsules can be taken with or without food, though a '
        'pharmacist suggests taking them after eating if velaprofen upsets your stomach.',
        'Because nasorine can make some people restless, a pharmacist advises not taking the last dose of '
        'Dolvarin Cold & Flu Relief close to bedtime.',
        'Anyone whose symptoms last more than five days or whose fever gets worse while taking Dolvarin Cold & '
        'Flu Relief should stop the capsules and speak to a doctor.',
    )] + [(B88_MEDICINE, c, False) for c in (
        'Dolvarin Cold & Flu Relief capsules can be given to children from the age of 6.',
        'Doses of Dolvarin Cold & Flu Relief capsules should be spaced at least six hours apart.',
        'Dolvarin Cold & Flu Relief capsules must always be taken with food.',
        'Up to ten Dolvarin Cold & Flu Relief capsules may be taken in 24 hours.',
        'Dolvarin Cold & Flu Relief capsules should be thrown away three months after the pack is opened.',
        'People with asthma must not take Dolvarin Cold & Flu Relief capsules.',
        'Dolvarin Cold & Flu Relief capsules can cause drowsiness, so people taking them should not drive.',
    )],
    'Kessington & District Sunday League points and promotion': [(B88_LEAGUE, c, True) for c in (
        'The Kessington & District Sunday League has three divisions of twelve teams each: the Premier '
        'Division, Division One and Division Two.',
        'In the Kessington & District Sunday League, a win is worth three points, a draw one point and a '
        'defeat nothing.',
        'Teams level on points in the Kessington & District Sunday League are separated by goal difference, '
        'then goals scored, then the results of their matches against each other.',
        'At the end of each Kessington & District Sunday League season, the bottom two Premier Division clubs '
        'are relegated and the top two in Division Two are promoted.',
        "A club can only be promoted to the Kessington & District Sunday League's Premier Division if its "
        'pitch has a barrier rail on at least one side and access to changing rooms with showers; otherwise '
        'the next-placed club goes up.',
        'Since the 2023-24 season, a Kessington & District Sunday League team that fails to turn up for a '
        'fixture loses three points, is fined 50 pounds and has a 3-0 win awarded to its opponents.',
        'The Kessington & District Sunday League has said it has no plans to adopt the bonus-point system that '
        'the Saturday League is trialling.',
    )] + [(B88_LEAGUE, c, False) for c in (
        'In the Kessington & District Sunday League, a team that wins by three or more goals earns an extra '
        'bonus point.',
        'Three clubs are promoted from each lower division of the Kessington & District Sunday League every '
        'season.',
        'In the Kessington & District Sunday League, teams level on points are separated by head-to-head '
        'results before goal difference.',
        'A Kessington & District Sunday League team that fails to turn up for a fixture is fined 25 pounds.',
        'The Premier Division champions of the Kessington & District Sunday League are presented with the '
        'Alder Cup.',
        'The top two clubs in Division One of the Kessington & District Sunday League are always promoted to '
        'the Premier Division.',
        'New signings in the Kessington & District Sunday League can only play if their registration forms '
        'reach the league at least 72 hours before the match.',
    )],
}
