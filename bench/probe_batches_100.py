("""Probe batch 100, written by a helper agent that saw neither the code nor an earlier probe (session 56), """
 """on six made-up news articles and the sentences of the summaries language models write of them.""")
from __future__ import annotations

B100_WATER = (
    "Thornvale Water has announced a hosepipe ban covering about 1.2 million customers across the Ashcombe and "
    "Fernley districts, the first restriction of its kind in the region since 2011. The ban will come into force "
    "at 00:01 on Friday 18 July and will remain in place until further notice, the company said on Monday.\n\n"
    "Levels at Brackenmoor Reservoir, the largest of the company's four reservoirs, had fallen to 41 per cent of "
    "capacity by the weekend, compared with an average of 68 per cent for the time of year. Combined storage across "
    "all four sites stood at 47 per cent. Rainfall between March and June was just 58 per cent of the long-term "
    "average, according to figures from the regional weather service.\n\n"
    "Under the restrictions, customers will not be allowed to use a hosepipe to water gardens, wash cars or fill "
    "paddling pools or private swimming pools. Watering cans and buckets are still permitted, and blue badge holders "
    "are exempt. Anyone breaching the ban could face a fine of up to £1,000.\n\n"
    "\"We know this is unwelcome news in the middle of the summer holidays, but we have to act now to protect "
    "supplies for the autumn,\" said Helena Marchetti, Thornvale Water's director of operations. \"If people follow "
    "the rules, we believe we can avoid more serious measures.\"\n\n"
    "The company said it is losing around 160 million litres a day through leaks, a figure that has drawn "
    "criticism. Owen Pritchard, chair of the consumer group Ashcombe Water Watch, said: \"Customers are being told "
    "to save every drop while the company's own pipes are pouring water into the ground. Fixing leaks should have "
    "come first.\"\n\n"
    "Thornvale said it had repaired 9,300 leaks since January and planned to spend £45 million on its network "
    "over the next two years. A spokesperson added that the ban may be extended to the neighbouring Kelsby district "
    "if dry weather continues into August, though no decision has yet been taken.\n\n"
    "Local garden centre owner Rita Dunmore said she expected sales of sprinklers to collapse. \"It's the second "
    "bad summer in a row for us,\" she said."
)

B100_RUGBY = (
    "Harrowdale RFC lifted the Westmarch County Cup for the first time in 23 years on Saturday, beating holders "
    "Carnbridge 27-24 in a tense final at Pellow Park in front of a crowd of 4,150.\n\n"
    "Carnbridge made the stronger start and led 14-3 after 25 minutes through tries from winger Dafydd Orrell and "
    "flanker Sam Keddie, both converted by fly-half Tom Varley. Harrowdale's only reply in that spell was a penalty "
    "from their captain, Luke Brannagh.\n\n"
    "Harrowdale hit back just before the break when centre Marcus Obi finished a flowing move from halfway, and "
    "Brannagh's conversion made it 14-10 at half-time.\n\n"
    "Varley extended the Carnbridge lead with a penalty early in the second half, but Harrowdale then scored twice "
    "in nine minutes. Prop Ieuan Hale was driven over from a lineout and scrum-half Joe Fenwick sniped in from close "
    "range, with Brannagh converting both to put his side 24-17 ahead.\n\n"
    "Carnbridge responded when Orrell went over for his second try of the afternoon and Varley added a difficult "
    "conversion from the touchline, levelling the scores at 24-24 with six minutes left. Brannagh then settled the "
    "match with a penalty from 35 metres in the 78th minute.\n\n"
    "Harrowdale head coach Gareth Linley said: \"At 14-3 down, a lot of teams would have folded. These lads just "
    "kept going, and Luke's kick at the end was ice-cold.\"\n\n"
    "Carnbridge director of rugby Neil Ashworth said his side had only themselves to blame. \"We gave away too many "
    "penalties in the last quarter, and in a final you get punished for that,\" he said.\n\n"
    "Keddie left the field early in the second half after a blow to the head and was taken to hospital as a "
    "precaution. According to the club, he may miss the start of next season, although the extent of the injury "
    "was not yet clear.\n\n"
    "The victory was sweet revenge for Harrowdale, who lost the 2019 final to Carnbridge by a single point. The "
    "winners will now represent Westmarch in the regional Champions Shield in September."
)

B100_PLANNING = (
    "A government planning inspector has overturned a council's decision and granted permission for 240 homes on "
    "farmland at the edge of the village of Elsworth Green.\n\n"
    "Larchfield Homes applied in 2023 to build the estate on 11 hectares of fields south of Mill Lane. Brindlecombe "
    "District Council's planning committee rejected the scheme in March last year by seven votes to four, against "
    "the advice of its own officers, citing pressure on local roads and on the village primary school. The "
    "developer then appealed.\n\n"
    "In a decision published on Tuesday, inspector Margaret Okonjo said the council could demonstrate only a "
    "3.1-year supply of housing land, well short of the five years required by national policy, and that the "
    "\"substantial benefits\" of new homes outweighed the harm. She said concerns about traffic had not been backed "
    "by evidence from the county highways authority, which had raised no objection.\n\n"
    "Of the 240 homes, 96 - or 40 per cent - will be classed as affordable. Larchfield has also agreed to "
    "contribute £1.8 million towards expanding Elsworth Green Primary School and to build a new roundabout at the "
    "junction of Mill Lane and the B4127.\n\n"
    "Councillor Peter Haskell, who leads the council's planning committee, said he was \"deeply disappointed\". "
    "\"Our residents made their views clear and we listened to them. This decision has been made by someone who "
    "doesn't have to live with the consequences,\" he said.\n\n"
    "Janet Frobisher, of the campaign group Save Elsworth Fields, said about 1,100 people had signed a petition "
    "against the estate. She said the group was taking legal advice and may seek a judicial review, though it had "
    "not yet decided whether to do so.\n\n"
    "A spokesperson for Larchfield Homes welcomed the ruling and said work could begin early next year, subject to "
    "final approval of detailed designs. The company said the first residents might move in by late 2027.\n\n"
    "The council has six weeks to decide whether to challenge the decision in the High Court. The inspector "
    "rejected Larchfield's application for the council to pay its appeal costs."
)

B100_HOSPITAL = (
    "A new £38 million cancer treatment centre has opened at Ravensgate General Hospital, bringing radiotherapy "
    "to the town for the first time.\n\n"
    "The Halloway Cancer Centre, named after local benefactor Edith Halloway, who left £4.5 million to the "
    "hospital in her will, treated its first patients on Monday 3 March. Until now, patients from Ravensgate and "
    "the surrounding Dunmere valley have had to travel to St Aldric's Hospital in Penmorton, a round trip of up to "
    "140 miles, for daily radiotherapy sessions.\n\n"
    "The three-storey building houses two linear accelerators, a chemotherapy day unit with 24 treatment chairs and "
    "a dedicated wing for teenage and young adult patients. The rest of the funding came from a £29 million "
    "government grant and £4.5 million raised by the Ravensgate Hospitals Charity.\n\n"
    "The centre was originally due to open in autumn 2024 but was delayed by six months after problems with the "
    "shielding of the radiotherapy bunkers, which had to be partly rebuilt. Dunmere Valley Health Trust said the "
    "delay added about £2 million to the cost, which is included in the £38 million total.\n\n"
    "Dr Anita Sorensen, the centre's clinical lead, said: \"For many of our patients, that long journey every day "
    "for several weeks was exhausting at the time they were most unwell. Being treated close to home makes a real "
    "difference.\"\n\n"
    "The trust expects the centre to treat around 1,800 patients a year once it is fully running. It has recruited "
    "52 of the 65 staff it needs, and chief executive Martin Greaves said the second linear accelerator would not "
    "be used until more radiographers were in post, which he hoped would happen by the summer.\n\n"
    "According to the Health Workers' Alliance, which represents many of the hospital's staff, the trust has "
    "struggled to recruit radiographers because pay in the area is lower than in nearby cities. The trust disputes "
    "this.\n\n"
    "Patient Colin Ferris, 67, from Dunmere, who is being treated for prostate cancer, was among the first to use "
    "the centre. \"Last time I had to be driven to Penmorton every day. This time I'm home before lunch,\" he said."
)

B100_SUPERMARKET = (
    "Supermarket chain Fairbrook has said it will close 14 of its smaller stores by the end of the year after "
    "reporting a fall in profits for the three months to the end of September.\n\n"
    "The company, which runs 312 stores, said like-for-like sales rose 2.3 per cent in the quarter, but pre-tax "
    "profit fell 18 per cent to £61 million, from £74 million a year earlier. It blamed higher energy costs, a "
    "rise in the minimum wage and heavy price cuts on around 900 everyday products aimed at stopping shoppers from "
    "switching to discount rivals.\n\n"
    "Chief executive Sandra Kilbride said: \"We made a deliberate choice to invest in prices, and we are seeing "
    "customers respond. But some of our smaller stores are simply no longer viable.\"\n\n"
    "The closures, which mostly affect Fairbrook Local convenience shops in town centres, put around 420 jobs at "
    "risk. The company said it hoped to offer most affected staff roles at nearby branches. According to the "
    "Retail and Distribution Workers' Union, as many as 150 staff may be made redundant, a figure the company did "
    "not confirm. Union regional officer Kevin Ashdown said: \"Our members are being asked to pay for a price war "
    "they didn't start.\"\n\n"
    "Among the stores to close are branches in Hollinbury, Marsh Coombe and Stanthorpe. Fairbrook said it would "
    "open six new larger stores over the same period, creating about 300 jobs.\n\n"
    "Finance director Amit Varga said the company still expected full-year profit of between £230 million and "
    "£250 million, in line with City forecasts, and would keep its interim dividend unchanged at 4.1p a share.\n\n"
    "Shares in Fairbrook fell 6 per cent in early trading before recovering to close 2 per cent lower. Retail "
    "analyst Fiona Mayhew of Carrow Securities said the results were \"better than feared\", adding that the "
    "closures could help profits next year, though it was too early to say by how much."
)

B100_RESCUE = (
    "Volunteers from Greystack Mountain Rescue Team were called out six times over the weekend, their busiest two "
    "days of the year so far, as warm weather brought large numbers of walkers to the Coldwater Fells.\n\n"
    "The first call came at 10.40am on Saturday, when a 54-year-old woman slipped and broke her ankle on the descent "
    "from Harrow Pike. Team members carried her 2 kilometres on a stretcher to a waiting ambulance.\n\n"
    "On Saturday afternoon, two teenagers from Lindmoor who had become cut off by rising water while scrambling in "
    "Sillbeck Gorge were helped out using ropes. Neither was injured. Later that evening, the team was called to "
    "search for a 71-year-old man reported overdue by his family after he failed to return from a walk on Blea "
    "Edge. He was found safe but cold shortly before midnight, having taken a wrong path in fading light.\n\n"
    "Sunday's most serious incident came shortly after 2pm, when a man in his 30s fell around 15 metres from a "
    "ridge on Scarth Crag. He was airlifted by the air ambulance to Westmoor Royal Infirmary with head and chest "
    "injuries. The hospital described his condition on Sunday night as serious but stable. Police said the fall "
    "did not appear to be suspicious.\n\n"
    "The team also dealt with a walker suffering chest pains near the summit of Harrow Pike and a dog that had "
    "become stuck on a ledge above Tarnside, which was recovered unharmed.\n\n"
    "In all, 38 volunteers gave more than 190 hours between them over the weekend, team leader Rob Callister said. "
    "\"Everyone is welcome in the fells, but please check the forecast, carry a map and a torch, and don't rely on "
    "your phone battery,\" he said. \"Several of this weekend's calls could have been avoided.\"\n\n"
    "The team's deputy leader, Sian Abbott, said the Sillbeck Gorge call had been \"a close thing\", adding that "
    "water levels in the gorge can rise within minutes after rain upstream.\n\n"
    "Greystack MRT, a charity that relies entirely on donations, has now responded to 71 incidents this year, "
    "compared with 58 by the same point last year. Police said the man found on Blea Edge may have been using an "
    "outdated map, though this has not been confirmed."
)

BATCHES_100: dict[str, list[tuple[str, str, bool]]] = {
    'water company hosepipe ban news': [(B100_WATER, c, True) for c in (
        'Thornvale Water is bringing in a hosepipe ban for roughly 1.2 million customers in Ashcombe and Fernley, '
        'starting on Friday 18 July.',
        "Thornvale Water's hosepipe ban, the region's first such restriction since 2011, has no fixed end date.",
        'Brackenmoor Reservoir was at 41 per cent of capacity, well below the 68 per cent typical for the time of '
        'year.',
        'Under the Thornvale Water ban, people may still use watering cans and buckets, and blue badge holders are '
        'exempt.',
        "Helena Marchetti, Thornvale's director of operations, said the company needed to act now to protect "
        'supplies for the autumn.',
        'Owen Pritchard of Ashcombe Water Watch argued that Thornvale Water should have fixed its leaks before '
        'restricting customers.',
        'Thornvale Water said the ban might be extended to Kelsby if the dry weather lasts into August, but no '
        'decision has been made.',
    )] + [(B100_WATER, c, False) for c in (
        'Thornvale Water has confirmed that its hosepipe ban will be extended to Kelsby district in August.',
        "Combined storage across Thornvale Water's four reservoirs had fallen to 41 per cent of capacity.",
        'Helena Marchetti of Thornvale Water said fixing leaks should have come before any restrictions on '
        'customers.',
        'Rainfall in the Thornvale Water area between March and June was 58 per cent below the long-term average.',
        'Thornvale Water said its £45 million network investment would be made without raising customer bills.',
        'Thornvale Water said it had repaired 9,300 leaks over the past two years.',
        'Garden centre owner Rita Dunmore, who chairs Ashcombe Water Watch, said she expected sprinkler sales to '
        'collapse.',
    )],
    'rugby club county cup final report': [(B100_RUGBY, c, True) for c in (
        'Harrowdale RFC won the Westmarch County Cup for the first time in 23 years, edging past holders '
        'Carnbridge 27-24.',
        'Carnbridge led Harrowdale 14-3 after 25 minutes thanks to converted tries from Dafydd Orrell and Sam '
        'Keddie.',
        "Harrowdale went in 14-10 down at half-time after Marcus Obi's try was converted by Luke Brannagh.",
        'Harrowdale captain Luke Brannagh scored 12 points in the cup final, including the winning penalty in the '
        '78th minute.',
        'Converted tries from Ieuan Hale and Joe Fenwick within nine minutes put Harrowdale 24-17 ahead of '
        'Carnbridge.',
        "Dafydd Orrell's second try for Carnbridge, converted by Tom Varley, levelled the final at 24-24.",
        'Carnbridge director of rugby Neil Ashworth said his side had conceded too many penalties in the final '
        'quarter.',
    )] + [(B100_RUGBY, c, False) for c in (
        'Carnbridge beat Harrowdale 27-24 in the Westmarch County Cup final at Pellow Park.',
        'Harrowdale captain Luke Brannagh said many teams would have folded at 14-3 down.',
        'Carnbridge flanker Sam Keddie will miss the start of next season after a head injury in the cup final.',
        'Two penalties from Tom Varley early in the second half gave Carnbridge a 20-10 lead over Harrowdale.',
        "Luke Brannagh's winning penalty for Harrowdale came after Carnbridge were penalised for collapsing a scrum.",
        'Carnbridge fly-half Tom Varley scored two tries in the Westmarch County Cup final.',
        "Dafydd Orrell's second try for Carnbridge came before Harrowdale's second-half tries from Ieuan Hale and "
        'Joe Fenwick.',
    )],
    'housing estate planning appeal': [(B100_PLANNING, c, True) for c in (
        'A planning inspector has overturned a council refusal and given Larchfield Homes permission for 240 homes '
        'at Elsworth Green.',
        "Brindlecombe District Council's planning committee had rejected the Elsworth Green estate by seven votes "
        'to four, against its officers\' advice.',
        'Inspector Margaret Okonjo found that Brindlecombe council had only a 3.1-year housing land supply, short '
        'of the five years required.',
        'Forty per cent of the Elsworth Green homes will be affordable, and Larchfield will pay £1.8 million '
        'towards expanding the primary school.',
        'The inspector noted that the county highways authority had raised no objection to the Elsworth Green '
        'scheme.',
        'Save Elsworth Fields is taking legal advice but has not yet decided whether to seek a judicial review.',
        "The inspector turned down Larchfield Homes' bid to have Brindlecombe council pay its appeal costs.",
    )] + [(B100_PLANNING, c, False) for c in (
        "Save Elsworth Fields has launched a judicial review of the inspector's decision on the Elsworth Green "
        'estate.',
        'Janet Frobisher said the Elsworth Green decision had been made by someone who does not have to live with '
        'the consequences.',
        'Larchfield Homes will contribute £1.8 million towards a new roundabout at the junction of Mill Lane and '
        'the B4127.',
        'The inspector ordered Brindlecombe District Council to pay Larchfield Homes\' appeal costs.',
        "Brindlecombe council's planning committee refused the Elsworth Green estate because of its shortfall in "
        'housing land supply.',
        'Inspector Margaret Okonjo ruled that the Elsworth Green estate would cause no harm to the village.',
        'Larchfield Homes said the first residents would move into the Elsworth Green estate early next year.',
    )],
    'hospital cancer centre opening': [(B100_HOSPITAL, c, True) for c in (
        'The £38 million Halloway Cancer Centre at Ravensgate General Hospital treated its first patients on '
        '3 March.',
        'Ravensgate patients who previously travelled to St Aldric\'s Hospital in Penmorton for radiotherapy can now '
        'be treated in their own town.',
        "The Halloway Cancer Centre was paid for by Edith Halloway's £4.5 million bequest, a £29 million "
        'government grant and £4.5 million from the hospital charity.',
        "The Halloway Cancer Centre opened six months late because its radiotherapy bunkers' shielding had to be "
        'partly rebuilt.',
        'Chief executive Martin Greaves said the second linear accelerator would stay out of use until more '
        'radiographers were in post.',
        'The trust running the Halloway Cancer Centre still has 13 of the 65 posts it needs to fill.',
        "The roughly £2 million extra cost of the delay is included in the Halloway Cancer Centre's £38 million "
        'total.',
    )] + [(B100_HOSPITAL, c, False) for c in (
        'Dunmere Valley Health Trust has struggled to recruit radiographers because local pay is lower than in '
        'nearby cities.',
        'Chief executive Martin Greaves said the long daily journey had exhausted patients when they were most '
        'unwell.',
        'Edith Halloway left £29 million to Ravensgate General Hospital in her will.',
        'The opening of the Halloway Cancer Centre was delayed by six months because of a shortage of radiographers.',
        "The Halloway Cancer Centre's teenage and young adult wing was funded entirely by the Ravensgate Hospitals "
        'Charity.',
        'Patient Colin Ferris previously had to travel up to 140 miles each way for radiotherapy in Penmorton.',
        'The Halloway Cancer Centre is already treating around 1,800 patients a year.',
    )],
    'supermarket quarterly results and closures': [(B100_SUPERMARKET, c, True) for c in (
        'Fairbrook plans to shut 14 of its smaller stores by the end of the year after a fall in quarterly profit.',
        "Fairbrook's pre-tax profit for the three months to September dropped from £74 million to £61 million "
        'even though like-for-like sales grew 2.3 per cent.',
        'Fairbrook blamed its lower profit on energy costs, a higher minimum wage and price cuts on about 900 '
        'products.',
        'About 420 jobs are at risk from the Fairbrook closures, which mainly affect Fairbrook Local shops in town '
        'centres.',
        'Fairbrook still expects full-year profit of £230 million to £250 million and is holding its interim '
        'dividend at 4.1p.',
        'While closing 14 stores, Fairbrook will open six larger ones, which are expected to create about 300 jobs.',
        'Fairbrook shares closed 2 per cent lower after an early fall of 6 per cent.',
    )] + [(B100_SUPERMARKET, c, False) for c in (
        'Fairbrook has confirmed that 150 staff will be made redundant as a result of the store closures.',
        'Fairbrook chief executive Sandra Kilbride said staff were being asked to pay for a price war they did not '
        'start.',
        "Fairbrook's quarterly pre-tax profit fell by £18 million.",
        'Fairbrook said its price cuts had led customers to switch to discount rivals.',
        'Fairbrook said its six new larger stores would open in Hollinbury, Marsh Coombe and Stanthorpe.',
        'Fairbrook said all staff affected by the closures would be offered jobs at nearby branches.',
        "Analyst Fiona Mayhew said the closures would lift Fairbrook's profits next year by around 5 per cent.",
    )],
    'mountain rescue busy weekend': [(B100_RESCUE, c, True) for c in (
        'Greystack Mountain Rescue Team had six call-outs over the weekend, its busiest two days of the year so far.',
        'A 54-year-old woman who broke her ankle coming down Harrow Pike was carried 2 kilometres by stretcher to an '
        'ambulance.',
        'Two teenagers cut off by rising water in Sillbeck Gorge were brought out with ropes and were not hurt.',
        'A 71-year-old man reported overdue after a walk on Blea Edge was found safe late on Saturday night.',
        'A man in his 30s who fell about 15 metres on Scarth Crag was airlifted to Westmoor Royal Infirmary, where '
        'his condition was serious but stable.',
        "Greystack team leader Rob Callister said the team's 38 volunteers put in more than 190 hours over the "
        'weekend.',
        'Greystack Mountain Rescue Team has dealt with 13 more incidents so far this year than by the same point '
        'last year.',
    )] + [(B100_RESCUE, c, False) for c in (
        'Police said the man found on Blea Edge had got lost because he was using an outdated map.',
        'Greystack team leader Rob Callister said the Sillbeck Gorge rescue had been a close thing.',
        'The man who fell on Scarth Crag was found shortly before midnight after his family reported him overdue.',
        "Rob Callister said all of the weekend's call-outs for Greystack Mountain Rescue Team could have been "
        'avoided.',
        'Police have opened an investigation into the fall on Scarth Crag.',
        "The dog stuck on a ledge above Tarnside was Greystack Mountain Rescue Team's first call of the weekend.",
        'Greystack Mountain Rescue Team had responded to 71 incidents by the same point last year.',
    )],
}
