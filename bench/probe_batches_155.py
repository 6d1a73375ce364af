"""Probe batch 155, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
local news articles (housing plans, hospital waits, fly-tipping, roadworks, fun run, hosepipe ban) and summaries."""

from __future__ import annotations

B155_PLANNING = (
    'Councillors approve 212 homes at Quellbrook Farm despite village objections\n'
    'By Marisol Threadgold, Local Democracy Reporter\n'
    'Thursday 14 March\n'
    'Plans for 212 homes on farmland east of Harrowdene have been approved by Vessington District '
    "Council's planning committee, despite 347 letters of objection from residents.\n"
    'The committee voted seven to four in favour of the scheme by developer Calloway Brinde Homes at a '
    'meeting on Tuesday evening that lasted almost three and a half hours. Two councillors abstained.\n'
    'The original application, submitted last June, sought 240 homes. It was scaled back after the '
    "council's highways officer raised concerns about traffic on Mill Sallow Lane, which will carry the "
    "estate's only vehicle access.\n"
    'Under the approved plans, 30 per cent of the homes, 64 in total, will be classed as affordable. Of '
    'these, 41 will be for social rent and the remaining 23 will be offered through shared ownership. The '
    'estate will include 38 one-bedroom flats, 96 two- and three-bedroom houses and 78 four-bedroom '
    'homes.\n'
    'The developer must also pay £1.86 million under a section 106 agreement, including £920,000 towards '
    'a new classroom block at Harrowdene Primary School and £315,000 for improvements to the junction of '
    "Mill Sallow Lane and the B4170. The remainder will go towards an extension to the village doctors' "
    'surgery and a new play area.\n'
    'Construction cannot begin until the junction works have been completed, and no more than 100 homes '
    'may be occupied until a new footpath linking the estate to Harrowdene station is open.\n'
    'Ward councillor Ondine Pellowe, who spoke against the plans, said: "The village has 610 households '
    'today. This adds more than a third again, and the school is already full."\n'
    'Lead planning officer Gethin Ashcombe told the committee the district could show only 3.2 years of '
    'housing land supply against the five years required, meaning a refusal would be "very difficult to '
    'defend at appeal".\n'
    'A spokesperson for Calloway Brinde Homes said the company expected the first residents to move in '
    'during spring 2026 and the whole site to be finished by the end of 2029.\n'
    'The Harrowdene Action Group, which organised a petition signed by 1,130 people, said it would '
    'consider seeking a judicial review. It has six weeks from the date of the decision notice to apply.'
)

B155_HOSPITAL = (
    "A&E performance falls again at St Aldwyth's as waiting list grows\n"
    'By Tobias Ferncastle, Health Correspondent\n'
    "Patients at St Aldwyth's Hospital in Pennick Vale waited longer for both emergency and planned care "
    'in October, according to figures published on Friday by the Greyhollow Health Trust.\n'
    'Just 68.4 per cent of patients attending the emergency department were admitted, transferred or '
    'discharged within four hours, down from 72.1 per cent in September and well short of the regional '
    'target of 78 per cent.\n'
    'A total of 1,146 patients spent more than 12 hours in A&E from the time they arrived, compared with '
    '893 the month before. The department saw 9,870 attendances in October, 6 per cent more than in '
    'October last year.\n'
    'The waiting list for planned treatment reached 41,250 at the end of October, an increase of 1,380 in '
    'a single month. Of those waiting, 2,904 had been waiting more than 52 weeks. Orthopaedics accounted '
    'for 1,117 of these long waits and ear, nose and throat services for 486.\n'
    'There was some improvement in cancer care. In October, 71 per cent of patients urgently referred '
    'with suspected cancer began treatment within 62 days, up from 66 per cent in September, although '
    'still below the national standard of 85 per cent.\n'
    'Ambulance crews waited an average of 47 minutes to hand patients over to hospital staff, against a '
    'target of 15 minutes. The longest single handover took 6 hours and 20 minutes.\n'
    "Dr Isadora Quennell, the trust's chief operating officer, said demand had been \"relentless\" and that "
    'an outbreak of norovirus had closed three wards for a combined total of 11 days during October. She '
    'said 24 extra beds had opened on Larkspur Ward on 3 November and a further 16 were expected to open '
    'in January.\n'
    'A new same-day emergency care unit, costing £4.7 million, is due to open in March. The trust says it '
    'should take up to 40 patients a day away from the main emergency department.\n'
    "Councillor Rufus Bellweather, who chairs Pennick Vale's health scrutiny committee, said the figures "
    "were \"deeply worrying\" and that he would ask trust bosses to attend the committee's next meeting on "
    '9 December.'
)

B155_FLYTIP = (
    'Builder ordered to pay over £4,000 for dumping waste in country lane\n'
    'By Perpetua Marchbanks, Court Reporter\n'
    'A builder who dumped a trailer-load of waste in a lane near Coldharbour Fen has been ordered to pay '
    'more than £4,000 after being prosecuted by East Brackwater Council.\n'
    'Lucan Draycott-Fenwhistle, 43, of Tannery Row, Ossington Magna, pleaded guilty at Brackwater '
    "Magistrates' Court on Wednesday 9 July to one offence of fly-tipping and one of failing to produce "
    'waste transfer notes when asked to do so.\n'
    'The court heard that on 18 February a woman walking her dog found about 1.5 tonnes of broken '
    "plasterboard, roof tiles and bags of soil blocking half the width of Pellam's Drove.\n"
    'Council enforcement officer Hesper Wainscott traced the waste through an invoice found among the '
    'bags. It was addressed to a householder in Lower Tollcross who told investigators she had paid '
    'Draycott-Fenwhistle £180 to take the rubbish away after he fitted her new kitchen. Footage from a '
    'farm gate camera showed a white flatbed van towing a trailer along the drove at 6.47am that day.\n'
    'Clearing the site took two council workers most of a day and cost £1,140.\n'
    'Magistrates fined Draycott-Fenwhistle £1,200 for fly-tipping and £400 for the paperwork offence, '
    'reduced from £1,800 and £600 to reflect his early guilty plea. He was also ordered to pay the £1,140 '
    "clearance costs, £685 towards the council's legal costs and a victim surcharge of £640, and was "
    'given 28 days to pay.\n'
    'The bench refused a council application to seize his van. Chair of the bench Ambrose Kettleby said '
    'magistrates had taken into account that he had no previous convictions.\n'
    'Selwyn Harrowgate, defending, said his client had been going through a difficult divorce and had '
    '"panicked" after finding the Fennick Road recycling centre closed for maintenance.\n'
    'Speaking after the hearing, Councillor Juniper Alsopp, cabinet member for the environment, said the '
    'council had recorded 2,318 fly-tipping incidents last year, up from 1,972 the year before, and had '
    'prosecuted 14 people so far this year.\n'
    '"Every load dumped in our lanes is paid for by taxpayers," she said.'
)

B155_ROADWORKS = (
    'Halloway Road to close in stages for £2.3m resurfacing\n'
    'By Cressida Pembury-Vane\n'
    'Halloway Road (A3912) through Wexcombe will close in stages from Monday 2 June for a £2.3 million '
    'resurfacing scheme, Rushmere County Council has announced.\n'
    'The work will cover a 2.4-mile stretch between the Stonepit roundabout and the junction with '
    'Cattermole Street and will be carried out by contractor Brindlecombe Surfacing Ltd.\n'
    'The scheme will run in three phases:\n'
    '- Phase one, Stonepit roundabout to Larch Hill: 2 June to 20 June. The road will close from 8pm to '
    '6am, Monday to Friday nights only, and will stay open during the day under temporary traffic lights.\n'
    '- Phase two, Larch Hill to the Wexcombe High Street junction: 23 June to 4 July. The road will be '
    'closed 24 hours a day, including weekends.\n'
    '- Phase three, High Street to Cattermole Street: 7 July to 11 July, with overnight closures from 8pm '
    'to 6am.\n'
    'During phase two, traffic will be diverted via the B2206 through Ashgrove and Nettlecombe, adding '
    "about seven miles to journeys. Tallowmere Buses' route 14 will also be diverted during this phase "
    'and will not serve stops on Larch Hill. A shuttle minibus will run every 30 minutes between 7am and '
    '7pm instead.\n'
    'Residents will keep access to their homes except while surfacing is taking place directly outside, '
    "and will receive at least 24 hours' notice by letter. Emergency services will be given access at all "
    'times.\n'
    'The council says the road carries about 18,500 vehicles a day. A total of 412 potholes were reported '
    'on it in the past 12 months, and the council has paid £38,500 in compensation for vehicle damage on '
    'the route over the past two years.\n'
    "The scheme is being funded with £1.5 million from the government's road maintenance fund, with the "
    "remaining £800,000 coming from the council's own capital budget.\n"
    'Councillor Thaddeus Mortlake, cabinet member for highways, said: "We have planned this so the work '
    'is finished before the school summer holidays begin on 22 July. We know it will be disruptive, but '
    'this road is long overdue for repair."\n'
    'The council has set aside the week beginning 14 July as a contingency in case wet weather delays the '
    'work.'
)

B155_FUNRUN = (
    'Record £48,600 raised as 1,247 finish Lighthouse Fun Run\n'
    'By Ottoline Sparrowhawk\n'
    'A record £48,600 was raised for the Fenella Kittering Hospice at the 11th Marlby Harbour Lighthouse '
    "Fun Run on Sunday 8 June, beating last year's total of £41,200.\n"
    'A total of 1,247 people crossed the finish line on the harbour front: 583 in the 10K, 452 in the 5K '
    "and 212 in the 2K children's Minnow Dash. Every child who took part in the Minnow Dash received a "
    'medal.\n'
    "The men's 10K was won by Caspian Wrenfield of Marlby Harriers in 33 minutes 41 seconds, ahead of "
    "Idris Moncaster in 34:09. In the women's race, Leocadia Brightmore set a course record of 38:52, "
    'beating the time of 39:31 set by Hollis Tremayne in 2019.\n'
    'The 5K was won by 16-year-old Barnaby Quintrell in 16:58, with Elowen Grisedale the first woman home '
    'in 19:30.\n'
    'The money raised was made up of £14,300 in entry fees, £31,900 in sponsorship and £2,400 from bucket '
    'collections and a cake stall on the day.\n'
    'The biggest individual fundraiser was 71-year-old Wilfred Ashdown-Pike, who ran the 10K dressed as a '
    'lighthouse and raised £2,150 in memory of his wife, who was cared for at the hospice.\n'
    'Temperatures reached 24C during the morning, and volunteer medics treated two runners for heat '
    'exhaustion. Neither needed to go to hospital.\n'
    "Hespera Dunmore, the hospice's fundraising manager, said the record total was largely thanks to "
    'online sponsorship pages, which were offered to runners for the first time this year. "People shared '
    'their pages far and wide, and it made a huge difference," she said.\n'
    'The hospice says it costs £9,200 a day to run its 14-bed inpatient unit.\n'
    "Next year's run will take place on Sunday 7 June, with entries opening on 1 December."
)

B155_HOSEPIPE = (
    'Hosepipe ban to start next week as reservoirs run low\n'
    'By Lysander Quarrington, Environment Reporter\n'
    'Kestrelvale Water will bring in a temporary use ban, commonly known as a hosepipe ban, from 00:01 on '
    'Friday 18 July, affecting about 1.4 million customers in 590,000 households.\n'
    'The company said Brackenmere Reservoir, its largest, was at 54 per cent of capacity, compared with a '
    'typical 81 per cent for the time of year. Combined storage across its four reservoirs stands at 58 '
    'per cent. Rainfall between March and June was 47 per cent of the long-term average, the lowest for '
    'that period since 1976.\n'
    'Under the ban, customers must not use a hosepipe to water gardens, clean cars, fill paddling pools '
    'or ornamental ponds, or clean patios and windows. Watering cans and buckets can still be used, '
    'including for washing cars.\n'
    "Exemptions apply to Blue Badge holders, customers on the company's Priority Services Register, and "
    'businesses that use water as part of their trade, such as car washes. Drip irrigation systems fitted '
    'with a timer are allowed, and newly laid turf may be watered with a hose for the first 28 days after '
    'it is laid.\n'
    'Anyone who breaks the ban could face a fine of up to £1,000 if prosecuted.\n'
    'Customers are also being asked to cut their daily use from an average of 147 litres per person to '
    '130 litres.\n'
    'The company expects the ban to remain in place until at least the end of September. Its last '
    'hosepipe ban, in 2018, lasted 11 weeks.\n'
    'Kestrelvale Water loses about 134 million litres a day through leaks, around 19 per cent of the '
    'water it puts into supply. It says it has fixed 6,200 leaks since April and taken on 40 extra leak '
    'detection staff.\n'
    'Clemency Hartwell-Bray, of the campaign group Kestrel Rivers Watch, said customers were being "asked '
    'to carry buckets while the company loses a fifth of its water through leaking pipes". She pointed '
    'out that the company had paid £27 million in dividends to shareholders last year.\n'
    'Operations director Peregrine Oakhurst said: "We understand this is frustrating, but we have to '
    'protect supplies for essential use through the rest of the summer."'
)

BATCHES_155 = {
    'housing estate harrowdene': [(B155_PLANNING, c, True) for c in (
        'Calloway Brinde Homes won approval for 212 homes at Quellbrook Farm after the planning '
        'committee voted in favour by seven votes to four.',
        'The scheme was cut by 28 homes from the original application after the highways officer raised '
        'traffic concerns about Mill Sallow Lane.',
        'Of the 64 affordable homes, 41 will be for social rent and 23 will be available through shared ownership.',
        'Once the school and junction contributions are deducted, £625,000 of the section 106 money is '
        'left for the surgery extension and the play area.',
        'No more than 100 of the homes can be lived in before a new footpath to Harrowdene station opens.',
        'There will be 78 four-bedroom homes on the estate, more than twice as many as the 38 one-bedroom flats.',
        'The developer expects the first residents to arrive in spring 2026 and the whole site to be '
        'completed by the end of 2029.',
    )] + [(B155_PLANNING, c, False) for c in (
        'The plans were approved despite 374 letters of objection from residents.',
        'Of the 64 affordable homes, 41 will be offered through shared ownership and the remaining 23 '
        'will be for social rent.',
        'Calloway Brinde Homes must pay £920,000 towards improving the junction of Mill Sallow Lane and the B4170.',
        'Building work can start once a new footpath linking the estate to Harrowdene station has opened.',
        'The scheme was reduced from 240 homes because the district could show only 3.2 years of housing land supply.',
        'The estate will have two vehicle entrances, one of them on Mill Sallow Lane.',
        'The Harrowdene Action Group has confirmed it will apply for a judicial review within six weeks '
        'of the decision notice.',
    )],
    'hospital waiting pennick': [(B155_HOSPITAL, c, True) for c in (
        "Just over two-thirds of A&E patients at St Aldwyth's were dealt with within four hours in "
        'October, 3.7 percentage points fewer than in September.',
        'The number of patients who spent more than 12 hours in A&E rose by 253 between September and October.',
        'At the end of September the waiting list for planned treatment stood at 39,870.',
        'Orthopaedics and ear, nose and throat services together accounted for 1,603 of the patients who '
        'had waited more than 52 weeks.',
        'On average, ambulance handovers took more than three times as long as the 15-minute target.',
        'With the 16 beds due in January, the trust will have opened 40 extra beds since the start of November.',
        'The share of urgent cancer referrals starting treatment within 62 days rose to 71 per cent, '
        'still 14 points below the national standard.',
    )] + [(B155_HOSPITAL, c, False) for c in (
        'In October, 72.1 per cent of A&E patients were admitted, transferred or discharged within four '
        'hours, short of the 78 per cent target.',
        'The emergency department saw 9,870 attendances in October, 6 per cent more than in September.',
        'Orthopaedics accounted for 486 of the patients who had waited more than 52 weeks.',
        'The longest single ambulance handover in October took 6 hours and 40 minutes.',
        'A norovirus outbreak closed three wards for 11 days each during October.',
        'The £4.7 million same-day emergency care unit is due to open in January.',
        'The new unit is expected to take at least 40 patients a day away from the main emergency department.',
    )],
    'fly-tipping court brackwater': [(B155_FLYTIP, c, True) for c in (
        "Lucan Draycott-Fenwhistle admitted both charges he faced at Brackwater Magistrates' Court.",
        'A Lower Tollcross householder had paid the builder £180 to take away rubbish once he had fitted '
        'her new kitchen.',
        'His two fines totalled £1,600, down from £2,400 before the reduction for his early guilty plea.',
        'Including fines, costs and the victim surcharge, Draycott-Fenwhistle must pay £4,065 in all.',
        'The number of fly-tipping incidents recorded by the council rose by 346 from one year to the next.',
        "The case reached court more than four months after the waste was discovered on Pellam's Drove.",
        'A farm gate camera filmed a white flatbed van pulling a trailer along the drove at thirteen '
        'minutes to seven in the morning.',
    )] + [(B155_FLYTIP, c, False) for c in (
        'Draycott-Fenwhistle was fined £1,800 for the fly-tipping offence.',
        'Magistrates agreed to a council application to seize his van.',
        "About 1.5 tonnes of plasterboard, roof tiles and soil blocked the full width of Pellam's Drove.",
        'He was given 14 days to pay.',
        'Enforcement officer Hesper Wainscott traced the waste to the builder using footage from a farm gate camera.',
        'His defence said he panicked after finding the Fennick Road recycling centre closed for the bank holiday.',
        'The council has recorded 2,318 fly-tipping incidents so far this year and has prosecuted 14 people.',
    )],
    'halloway road resurfacing': [(B155_ROADWORKS, c, True) for c in (
        'The council is paying £800,000 of the £2.3 million cost from its own capital budget, with the '
        'rest coming from a government fund.',
        'During the first phase the road will shut only on weeknights, remaining open by day with '
        'temporary traffic lights.',
        'The stretch between Larch Hill and the Wexcombe High Street junction will be closed round the '
        'clock for 12 days, weekends included.',
        'A shuttle minibus will run every half hour from 7am to 7pm while route 14 is not serving stops on Larch Hill.',
        'Emergency services will be able to get through at all times while the work is under way.',
        'If everything goes to plan, the final phase will finish 11 days before the school summer holidays start.',
        'Drivers following the phase two diversion through Ashgrove and Nettlecombe face roughly seven extra miles.',
    )] + [(B155_ROADWORKS, c, False) for c in (
        'Phase one, from the Stonepit roundabout to Larch Hill, will run from 2 June to 4 July.',
        "Residents will receive at least 48 hours' notice by letter before surfacing takes place outside their homes.",
        'Phase three, between the High Street and Cattermole Street, will involve a 24-hour closure '
        'including weekends.',
        'The council has paid £38,500 in compensation for vehicle damage on Halloway Road over the past 12 months.',
        'Rushmere County Council is funding £1.5 million of the scheme from its own capital budget.',
        "Tallowmere Buses' route 14 will be diverted for all three phases of the work.",
        'The week beginning 14 July has been set aside for phase three of the work.',
    )],
    'lighthouse fun run': [(B155_FUNRUN, c, True) for c in (
        'The 10K had the most finishers, 583, compared with 452 in the 5K.',
        "This year's total was £7,400 more than the amount raised last year.",
        "Caspian Wrenfield won the men's 10K by 28 seconds from Idris Moncaster.",
        "Leocadia Brightmore took 39 seconds off the women's course record, which had stood since 2019.",
        'Sponsorship brought in £31,900, almost two-thirds of the total raised.',
        "The sum raised would pay for a little over five days of running the hospice's 14-bed inpatient unit.",
        'All 212 children in the Minnow Dash were given medals.',
    )] + [(B155_FUNRUN, c, False) for c in (
        'Entry fees brought in £31,900, the largest share of the £48,600 total.',
        'Wilfred Ashdown-Pike, 71, raised £2,150 by running the 5K dressed as a lighthouse.',
        'This year was the tenth time the Marlby Harbour Lighthouse Fun Run has been held.',
        'Two runners were taken to hospital with heat exhaustion after temperatures reached 24C.',
        "Hollis Tremayne's previous course record of 39:31 had been set in 2018.",
        "Next year's run will be held on Sunday 8 June, with entries opening on 1 December.",
        'Organisers said the record total was largely down to a rise in the number of runners taking part.',
    )],
    'hosepipe ban kestrelvale': [(B155_HOSEPIPE, c, True) for c in (
        'The ban comes into force one minute after midnight on Friday 18 July.',
        'Brackenmere Reservoir is 27 percentage points below its typical level for this time of year.',
        'Between March and June, the area received less than half its long-term average rainfall.',
        'Customers are being urged to use 17 fewer litres of water per person each day.',
        'Blue Badge holders and customers on the Priority Services Register are exempt from the ban.',
        'Cars can still be washed during the ban as long as a bucket is used instead of a hosepipe.',
        'Turf that has just been laid can be watered with a hose for its first four weeks.',
    )] + [(B155_HOSEPIPE, c, False) for c in (
        "Combined storage across the company's four reservoirs stands at 54 per cent.",
        'Anyone caught using a hosepipe during the ban will be fined £1,000.',
        'Kestrelvale Water loses around 134 million litres a week through leaks, about 19 per cent of its supply.',
        'The company expects the ban to be lifted by the end of September.',
        "The company's last hosepipe ban, in 2018, lasted 11 months.",
        'Drip irrigation systems are covered by the ban, even if they are fitted with a timer.',
        'The company says it has fixed 6,200 leaks since January and taken on 40 extra leak detection staff.',
    )],
}
