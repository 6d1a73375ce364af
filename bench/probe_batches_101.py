"""Probe batch 101, written by a helper agent that saw neither the code nor an earlier probe (session 56), """ \
    """on six made-up news articles and the sentences of the summaries language models write of them."""
from __future__ import annotations

B101_COUNCIL = (
    "Marrowfield District Council approved its 2025-26 budget on Tuesday 11 March after a three-hour meeting at "
    "Brackley Hall, setting a council tax rise of 4.8 per cent for the coming year. The vote was carried by 22 votes "
    "to 15, with four abstentions. All 41 councillors attended the meeting.\n\n"
    "The budget, worth £68.4 million, was drawn up by the ruling Civic Alliance group, whose 22 members all voted in "
    "favour. The opposition Greenway Party's 11 councillors each voted against it, as did four of the six independent "
    "members. The remaining two independents, Olwen Tarrant and Desmond Fyfe, abstained, along with both members of "
    "the small Harbour First group.\n\n"
    "Council leader Priya Haldane said the rise was 'the smallest we could responsibly set' and blamed a £3.1 million "
    "shortfall in government grant. Greenway leader Callum Westrop called the plan 'a tax on families dressed up as "
    "prudence' and said his group had proposed cutting the council's consultancy spending instead; that amendment "
    "was defeated by 24 votes to 17 earlier in the evening.\n\n"
    "The budget includes the closure of two of the district's five public libraries, at Pellham and Cowden Row, and "
    "a £1.2 million investment in road repairs. Library campaigners from the Friends of Pellham Library group "
    "protested outside the hall before the meeting; according to the group's chair, Martha Quayle, more than 3,000 "
    "residents had signed a petition against the closures. The council has not confirmed that figure.\n\n"
    "Finance portfolio holder Ravi Dunmore said the remaining three libraries would all keep their current opening "
    "hours. He added that the council may consider handing the closed buildings to community groups, but said no "
    "decision had been taken.\n\n"
    "Independent councillor Olwen Tarrant said she had abstained because she supported the road investment but "
    "could not back the library closures. The new tax rate takes effect on 1 April."
)

B101_BUSES = (
    "Bus drivers at four of Calderwick Motor Services' five depots have voted to strike in a dispute over pay, the "
    "Transport and Road Workers' Union (TRWU) announced on Friday 7 February.\n\n"
    "The ballot closed on 5 February. Drivers at the Ashcombe, Millbridge, Fenner Street and Quarry Lane depots all "
    "backed walkouts, with majorities ranging from 71 per cent at Quarry Lane to 93 per cent at Millbridge. At the "
    "fifth depot, Hollins Cross, 58 per cent voted in favour, but turnout was 44 per cent, below the 50 per cent "
    "threshold required by law, so the result there is not valid. Turnout at each of the other four depots exceeded "
    "60 per cent.\n\n"
    "In total, 812 drivers were balloted. The company has offered a 3.5 per cent rise, which according to the union "
    "is 'well below inflation' for the second year running. TRWU regional organiser Denise Okafor said: 'Our members "
    "keep this town moving and they are tired of being taken for granted.' She said the union planned three days of "
    "strikes, on 24, 25 and 26 February, but that the dates had not yet been formally notified to the company.\n\n"
    "Calderwick Motor Services managing director Anthony Reeve said the company was 'disappointed' and that its "
    "offer was 'fair and affordable'. He said the firm would seek to run a reduced timetable from Hollins Cross if "
    "strikes went ahead, and that school services could be prioritised. He did not say how many routes would "
    "operate.\n\n"
    "Mechanics and cleaning staff, who are represented by a different union, the General Services Union, were not "
    "part of the ballot. Their own pay talks with the company are due to conclude in March.\n\n"
    "Local councillor Bethan Marsh said residents in outlying villages such as Tolley End, which relies on a single "
    "hourly route from Quarry Lane, would be 'cut off entirely' during a strike. Calderwick town council said it may "
    "ask both sides to attend talks at the regional conciliation service, but it has not yet done so."
)

B101_SHOW = (
    "The 112th Wendlesham County Show, held at Gorsley Park on Saturday 14 and Sunday 15 June, drew an estimated "
    "27,000 visitors, according to organisers, down from 31,000 last year after heavy rain on the Saturday.\n\n"
    "In the cattle section, the supreme champion title went to Lingmoor Lass, a five-year-old Redvale cow bred by "
    "Harriet Pennock of Oxhey Farm. It was the third time in four years that an animal from Oxhey Farm had taken the "
    "title. The reserve champion was a bull, Stannard Duke, shown by brothers Tom and Alfie Garside.\n\n"
    "All 46 entries in the sheep classes were judged on the Sunday after the Saturday sheep judging was postponed "
    "because of waterlogged rings. Judge Morwenna Hale awarded the sheep championship to a Castlebrook ewe from the "
    "Ruddle family's flock at Kestle Bottom, and described the line-up as 'the strongest I have seen at this show'.\n\n"
    "The show's baking competition attracted 130 entries. The Victoria sponge class was won by 81-year-old Joan "
    "Etherley, who has entered every year since 1971 but had never before won a first prize. Second place went to "
    "her granddaughter, Leah Etherley. The junior baking cup was not awarded, because the judges said none of the "
    "five junior entries met the competition's rules on home-made ingredients.\n\n"
    "Of the 12 working horse teams due to compete in the heavy horse parade, only nine took part; show secretary "
    "Graham Lutt said the other three had withdrawn after their owners were concerned about the ground conditions. "
    "The ploughing demonstration, planned for Saturday afternoon, was cancelled altogether.\n\n"
    "Mr Lutt said the show had made a loss in each of the last two years and that the committee may raise admission "
    "prices for 2026, but no decision would be taken until the autumn. 'We have to be realistic about costs,' he "
    "said. The chairwoman of the show society, Anita Broadbent, said she was 'immensely proud' of the volunteers who "
    "had worked through the rain."
)

B101_DENTAL = (
    "Brightway Dental Group, which runs seven practices across the Harlow Vale area, has been told to make "
    "improvements at three of them after inspections by the Oral Health Standards Board (OHSB), according to reports "
    "published on Wednesday 9 April.\n\n"
    "Inspectors visited all seven practices between 13 January and 21 February. Four, at Penwick, Selby Cross, "
    "Draymoor and Ainsford, were rated 'good' in every category. The practices at Hethel Green and Upper Tallow were "
    "rated 'requires improvement' overall, and the practice at Castle Lane in Ormsby was rated 'inadequate' for "
    "safety, the lowest of the board's four grades.\n\n"
    "At Castle Lane, inspectors found that sterilisation records had not been completed for 11 days in January and "
    "that two of the practice's four dental nurses had not received up-to-date infection control training. The board "
    "said there was 'no evidence that patients had come to harm'. At Hethel Green and Upper Tallow, the main concerns "
    "were long waits for urgent appointments and out-of-date patient information leaflets.\n\n"
    "Brightway's clinical director, Dr Sunita Varma, said the group 'accepts every one of the findings' and that the "
    "Castle Lane records had since been brought up to date. She said all staff at the practice had now completed the "
    "required training. The OHSB said it would return to Castle Lane within six months.\n\n"
    "A patient group, Ormsby Smiles Watch, said it had received complaints from about 40 Castle Lane patients over "
    "the past year, mostly about cancelled appointments. Its spokesperson, Gareth Lomax, said the inspection "
    "'confirms what patients have been telling us'. Brightway said it had not seen the complaints.\n\n"
    "Brightway, founded in 2009 by dentist Dr Alan Prewett, treats around 52,000 patients. Dr Prewett, now chairman, "
    "did not comment. According to the local newspaper, the Ormsby Courier, the group may be considering selling the "
    "Castle Lane practice, though Brightway declined to confirm this."
)

B101_SCHOOLS = (
    "The Fernhollow Learning Trust, which runs five secondary schools in and around Drayminster, published its "
    "summer exam results on Thursday 21 August. Across the trust, 68 per cent of Year 11 pupils achieved a standard "
    "pass in both English and maths, up from 63 per cent last year.\n\n"
    "Each of the five schools improved on its 2024 figure. The biggest rise was at Coldharbour Academy, where the "
    "proportion rose from 49 to 61 per cent. St Aldric's School again recorded the highest rate, 81 per cent, while "
    "Linnet Vale School remained the lowest at 54 per cent, up from 52. Results at Broadmead Academy and Tanners Hill "
    "School were 70 and 66 per cent respectively.\n\n"
    "Trust chief executive Helen Castellan credited a new after-school tutoring programme, introduced at three of "
    "the schools, Coldharbour, Linnet Vale and Tanners Hill, in September 2024. 'The data shows the tutoring works,' "
    "she said. However, Broadmead headteacher Kwame Ashford noted that his school had improved without the programme, "
    "and said it was 'too early to say' what had driven the rise.\n\n"
    "At Linnet Vale, headteacher Fiona Drury said staffing had been 'the hardest in a decade', with six maths posts "
    "unfilled for part of the year. She said the school may need to rely on agency teachers again next year.\n\n"
    "The trust also announced that all five schools will offer free breakfast to every pupil from January. Parents "
    "at Tanners Hill had campaigned for the scheme for two years, according to parent governor Sam Whitlock.\n\n"
    "Not all the news was positive: the number of pupils excluded across the trust rose from 31 to 38, though the "
    "trust did not say which schools accounted for the increase. The local branch of the National Teachers' "
    "Federation said teachers were 'exhausted' and that it may ballot members over workload, but no ballot has been "
    "called."
)

B101_POWER = (
    "Around 4,200 homes in six villages in the Kelderby valley lost power on Sunday 2 November after Storm Ilsa "
    "brought down overhead lines, the network operator Northvale Power said.\n\n"
    "The cut began at about 3.40am, when winds gusting to 78mph hit the valley. Supply was restored to Ashby Parva, "
    "Lowther Mill and Pennick by Sunday evening. Customers in Great Sowerby and Hallam Cross were reconnected on "
    "Monday afternoon, while 340 homes in Fellthwaite, the most remote of the villages, were still without power on "
    "Tuesday morning. Northvale said it expected Fellthwaite to be reconnected by Wednesday, but warned that fallen "
    "trees blocking the only access road could delay repairs.\n\n"
    "Northvale's operations manager, Ciaran Doyle, said engineers had been working 'around the clock' and that 60 "
    "extra staff had been brought in from neighbouring regions. He said compensation payments of £80 would be made "
    "automatically to every household that was without power for more than 48 hours.\n\n"
    "Residents in Fellthwaite said they had been given little information. Parish council chair Ingrid Salt said: "
    "'People here feel forgotten. Some elderly residents have had no heating for two nights.' A community hub at St "
    "Brannoc's church hall in Great Sowerby served hot meals to more than 500 people between Sunday and Tuesday.\n\n"
    "Hallam Cross Primary School was closed on Monday, but the valley's two other schools, in Ashby Parva and "
    "Pennick, both opened as normal.\n\n"
    "Kelderby police said a 67-year-old man from Lowther Mill was taken to hospital on Sunday with carbon monoxide "
    "poisoning, which they said may have been caused by a generator being used indoors. His condition is described "
    "as stable. Fire officers urged residents never to run generators inside their homes.\n\n"
    "Northvale said it was 'too early' to estimate the cost of the damage to its network."
)

BATCHES_101: dict[str, list[tuple[str, str, bool]]] = {
    'district council budget vote': [(B101_COUNCIL, c, True) for c in (
        'Every one of Marrowfield District Council\'s 41 councillors was present for the budget vote, which passed '
        'by 22 votes to 15.',
        'All members of the Civic Alliance group backed the Marrowfield budget, while each Greenway Party '
        'councillor opposed it.',
        'Both Harbour First councillors abstained in the Marrowfield budget vote, as did two independents.',
        'Finance portfolio holder Ravi Dunmore said the three Marrowfield libraries staying open would all keep '
        'their existing hours.',
        'Marrowfield\'s budget will shut two of the district\'s five public libraries, in Pellham and Cowden Row.',
        'The Greenway Party\'s amendment to cut consultancy spending was rejected before Marrowfield\'s budget '
        'itself was approved.',
        'The 4.8 per cent council tax rise, which leader Priya Haldane blamed on a £3.1 million government grant '
        'shortfall, applies from 1 April.',
    )] + [(B101_COUNCIL, c, False) for c in (
        'Every independent councillor on Marrowfield District Council voted against the budget.',
        'Greenway leader Callum Westrop said the Marrowfield tax rise was \'the smallest we could responsibly set\'.',
        'More than 3,000 residents signed a petition against the Marrowfield library closures, the council '
        'confirmed.',
        'Marrowfield District Council decided to hand both closed library buildings over to community groups.',
        'All of Marrowfield\'s remaining libraries will have their opening hours extended under the new budget.',
        'The Greenway amendment to cut Marrowfield\'s consultancy spending was defeated by 22 votes to 15.',
        'Councillor Olwen Tarrant abstained because she opposed both the library closures and the road investment.',
    )],
    'bus drivers strike ballot': [(B101_BUSES, c, True) for c in (
        'Drivers at every Calderwick Motor Services depot except Hollins Cross returned a valid vote in favour of '
        'strike action.',
        'At each of the four Calderwick depots that backed walkouts, turnout was above 60 per cent and at least '
        '71 per cent supported action.',
        'Although most Hollins Cross drivers who voted supported a strike, the depot\'s result is invalid because '
        'turnout fell short of half.',
        'None of Calderwick Motor Services\' mechanics or cleaners took part in the drivers\' strike ballot.',
        'The TRWU\'s planned strike would run from 24 to 26 February, though the union had not yet formally told '
        'Calderwick Motor Services the dates.',
        'Managing director Anthony Reeve called the company\'s 3.5 per cent pay offer fair and affordable and said '
        'school services could be prioritised.',
        'Calderwick town council said it may invite both the union and the bus company to conciliation talks but '
        'has not yet done so.',
    )] + [(B101_BUSES, c, False) for c in (
        'Every Calderwick Motor Services depot recorded a ballot turnout above the legal 50 per cent threshold.',
        'The strongest vote for walkouts came at Quarry Lane, where 93 per cent of Calderwick drivers backed action.',
        'Calderwick Motor Services\' managing director said drivers keep the town moving and are tired of being '
        'taken for granted.',
        'The TRWU has formally notified Calderwick Motor Services of strikes on all three days, 24, 25 and 26 '
        'February.',
        'Anthony Reeve said Calderwick Motor Services would try to run a reduced timetable from all five depots if '
        'strikes went ahead.',
        'Calderwick\'s mechanics and cleaners, who belong to the General Services Union, will be balloted on strike '
        'action in March.',
        'Councillor Bethan Marsh said Tolley End is served by several routes from Quarry Lane, all of which would '
        'stop during a strike.',
    )],
    'county show prize results': [(B101_SHOW, c, True) for c in (
        'All 46 sheep entries at the Wendlesham County Show were judged on the Sunday because the Saturday rings '
        'were waterlogged.',
        'An animal from Oxhey Farm has now won the Wendlesham supreme cattle title three times in four years, most '
        'recently the cow Lingmoor Lass.',
        'No junior baking cup was awarded at the Wendlesham show, as judges found none of the five junior entries '
        'met the home-made ingredients rules.',
        'All but three of the twelve heavy horse teams took part in the Wendlesham parade, and the ploughing '
        'demonstration was scrapped.',
        'Joan Etherley, who has entered every year since 1971, won her first ever first prize in the Victoria sponge '
        'class, ahead of her granddaughter.',
        'The organisers\' estimate of 27,000 visitors over the whole Wendlesham show was 4,000 lower than last '
        'year\'s figure.',
        'Judge Morwenna Hale chose a Castlebrook ewe from the Ruddle family\'s Kestle Bottom flock as sheep champion '
        'from what she called the show\'s strongest line-up.',
    )] + [(B101_SHOW, c, False) for c in (
        'Every one of the twelve heavy horse teams took part in the Wendlesham parade despite the ground conditions.',
        'The Wendlesham County Show committee has decided to raise admission prices for 2026.',
        'Sheep judge Morwenna Hale said she was \'immensely proud\' of the Wendlesham volunteers who worked through '
        'the rain.',
        'Leah Etherley won the Victoria sponge class at the Wendlesham show, with her grandmother Joan finishing '
        'second.',
        'Both the supreme champion and the reserve champion in the Wendlesham cattle section were shown by the '
        'Garside brothers.',
        'Show secretary Graham Lutt said the Wendlesham County Show had made a loss in each of the last three years.',
        'The Wendlesham ploughing demonstration was moved to the Sunday, when all 46 sheep entries were also judged.',
    )],
    'dental practice chain inspections': [(B101_DENTAL, c, True) for c in (
        'Every one of Brightway Dental Group\'s seven practices was inspected by the OHSB in January or February.',
        'Four Brightway practices were rated good in all categories, while the group was told to make improvements '
        'at the other three.',
        'Both the Hethel Green and Upper Tallow practices were rated as requiring improvement, mainly over urgent '
        'appointment waits and outdated leaflets.',
        'Dr Sunita Varma said Brightway accepted all of the inspectors\' findings and that every member of staff at '
        'Castle Lane had now done the required training.',
        'At Brightway\'s Castle Lane practice, where sterilisation records went uncompleted for 11 days, half of the '
        'dental nurses lacked current infection control training.',
        'The OHSB found no evidence that Castle Lane patients had been harmed and said it would revisit the practice '
        'within six months.',
        'Brightway declined to confirm a report in the Ormsby Courier that it may be considering selling its Castle '
        'Lane practice.',
    )] + [(B101_DENTAL, c, False) for c in (
        'Every Brightway practice apart from Castle Lane was rated good in all categories.',
        'None of the four dental nurses at Brightway\'s Castle Lane practice had up-to-date infection control '
        'training when inspectors visited.',
        'Brightway Dental Group confirmed that it is selling its Castle Lane practice.',
        'Gareth Lomax of Ormsby Smiles Watch said Brightway \'accepts every one of the findings\'.',
        'Brightway founder Dr Alan Prewett said all the Castle Lane records had since been brought up to date.',
        'Ormsby Smiles Watch said all of the roughly 40 complaints it received about Castle Lane concerned cancelled '
        'appointments.',
        'Inspectors found that sterilisation records at Brightway\'s Castle Lane practice had not been completed for '
        '11 days in February.',
    )],
    'school trust exam results': [(B101_SCHOOLS, c, True) for c in (
        'All five Fernhollow Learning Trust schools improved their share of pupils passing both English and maths '
        'compared with 2024.',
        'St Aldric\'s School again had the best pass rate in the Fernhollow trust, at 81 per cent, while Linnet Vale '
        'again had the lowest.',
        'Coldharbour Academy\'s pass rate climbed by 12 percentage points, the biggest rise among all the Fernhollow '
        'trust\'s schools.',
        'The tutoring programme credited by chief executive Helen Castellan was not run at St Aldric\'s or at '
        'Broadmead.',
        'From January, every pupil at all five Fernhollow Learning Trust schools will be offered a free breakfast.',
        'Broadmead head Kwame Ashford, whose school improved without the tutoring scheme, said it was too early to '
        'tell what caused the rise.',
        'The number of excluded pupils across the Fernhollow Learning Trust went up by seven, to 38.',
    )] + [(B101_SCHOOLS, c, False) for c in (
        'Each of the five Fernhollow schools ran the after-school tutoring programme introduced in September 2024.',
        'Every Fernhollow Learning Trust school now has at least 60 per cent of pupils passing both English and '
        'maths.',
        'Linnet Vale headteacher Fiona Drury said \'the data shows the tutoring works\'.',
        'The National Teachers\' Federation has called a ballot of all its members at the Fernhollow trust over '
        'workload.',
        'Parents at all five Fernhollow schools had campaigned for free breakfasts for two years, according to Sam '
        'Whitlock.',
        'Six maths posts at Linnet Vale School went unfilled for the whole of the school year, its headteacher said.',
        'Tanners Hill School achieved a 70 per cent pass rate, with Broadmead Academy on 66 per cent.',
    )],
    'storm power cut villages': [(B101_POWER, c, True) for c in (
        'Ashby Parva, Lowther Mill and Pennick all had their power back by the Sunday evening after Storm Ilsa.',
        'Both Great Sowerby and Hallam Cross were reconnected on Monday afternoon, later than the first three '
        'villages restored after Storm Ilsa.',
        'Northvale Power\'s Ciaran Doyle said £80 compensation would be paid automatically to each household left '
        'without power for over 48 hours.',
        'Of the Kelderby valley\'s three schools, only Hallam Cross Primary closed on Monday, with both of the others '
        'opening normally.',
        'Police said a generator used indoors may have caused the carbon monoxide poisoning of a 67-year-old Lowther '
        'Mill man, who is stable.',
        'By Monday afternoon every affected village except Fellthwaite had been reconnected, with 340 homes there '
        'still cut off on Tuesday morning.',
        'Parish council chair Ingrid Salt said some elderly residents had gone without heating for two nights after '
        'Storm Ilsa.',
    )] + [(B101_POWER, c, False) for c in (
        'Every village hit by the Kelderby valley power cut had its supply restored by Monday afternoon.',
        'Every household in the six Kelderby valley villages will receive an automatic £80 compensation payment '
        'from Northvale Power.',
        'Police confirmed that the Lowther Mill man\'s carbon monoxide poisoning was caused by a generator being '
        'run indoors.',
        'All three of the Kelderby valley\'s schools were closed on the Monday after Storm Ilsa.',
        'Parish council chair Ingrid Salt said engineers had been working \'around the clock\' to restore power.',
        'Northvale Power brought in 78 extra staff from neighbouring regions to repair the storm-damaged lines.',
        'The community hub that served hot meals to more than 500 people after Storm Ilsa was set up at St '
        'Brannoc\'s church hall in Fellthwaite.',
    )],
}
