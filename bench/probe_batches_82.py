"""Probe batch 82, written by a helper agent that saw neither the code nor an earlier probe (session 53), on
six made-up news articles and the sentences of the summaries language models write of them. Counted unread
on session 52's code, then read (served engine) to find session 53's rounds, so in sample from there
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B82_COUNCIL = (
    'Ashworth Vale council approves budget after tense debate\n\n'
    'The town council of Ashworth Vale voted 9 to 6 on Tuesday, 11 March, to approve a budget of £48.2 '
    'million for the coming financial year, an increase of 3.4 per cent on last year. The vote followed '
    'nearly four hours of debate in the council chamber on Carrow Street.\n\n'
    'The budget raises council tax by 4.9 per cent, the maximum allowed without a local referendum, which '
    'officials said would add about £86 a year to a typical Band D household bill. It also sets aside '
    '£2.1 million for repairs to the Millbeck swimming baths, which closed in November after part of its '
    'roof collapsed.\n\n'
    'Councillor Dena Whitlock, who chairs the finance committee and proposed the budget, said the rise '
    'was unavoidable. "Nobody in this room enjoys asking residents for more money," she said. "But the '
    'alternative was closing two of our four libraries, and I was not prepared to do that."\n\n'
    'Councillor Marcus Feeney, leader of the opposition group, voted against. He argued that the council '
    'should have drawn more heavily on its reserves, which stand at £7.5 million. "We are sitting on '
    'money that belongs to residents while asking them to pay more," he said. "This budget takes the easy '
    'route." Feeney\'s group had proposed an amendment limiting the tax rise to 2.9 per cent, which was '
    'defeated earlier in the evening.\n\n'
    "The budget also cuts funding for the town's summer festival by £40,000, to £110,000. According to "
    "the festival's organisers, the cut may force them to shorten the event from three days to two, "
    'though no decision has been made.\n\n'
    'Council staff unions have said they are concerned about a plan to leave 14 vacant posts unfilled. A '
    'council spokesperson said no existing staff would lose their jobs under the budget.\n\n'
    'The new council tax rates take effect on 1 April. Residents will receive their bills in the second '
    'half of March.'
)

B82_RESULTS = (
    'Tellmark Systems profit falls despite record sales\n\n'
    'Tellmark Systems, the Brindleford-based maker of industrial sensors, reported on Thursday, 24 '
    'October, that its revenue rose 12 per cent to €214 million in the third quarter, the highest '
    "quarterly figure in the company's 31-year history. Net profit, however, fell 18 per cent to €19.6 "
    'million, which the company blamed on higher prices for the copper and specialist chips it uses in '
    'its products.\n\n'
    'Chief executive Ines Varga told investors on a conference call that the squeeze on margins would '
    'ease. "We signed new supply contracts in September that lock in lower chip prices from January," she '
    'said. "The fourth quarter will still be tough, but next year looks much better." Chief financial '
    'officer Ruben Ostrander said the company had cut its full-year profit forecast to between €80 '
    'million and €85 million, down from the €92 million it had predicted in July.\n\n'
    'Shares in Tellmark fell 7.3 per cent to €41.10 by the close of trading in Brindleford.\n\n'
    'Analysts were divided. Priya Hallam of Corvane Securities said the sales growth showed demand for '
    'Tellmark\'s products was "as strong as it has ever been," and kept her buy rating on the stock. "The '
    'cost problem is temporary; the order book is not," she wrote in a note to clients. Tomas Leclercq of '
    'Ardwell Partners was more cautious, saying he doubted the new contracts would save as much as '
    'management hoped. He cut his rating to hold.\n\n'
    'The company said orders from the wind-power industry, its largest customer group, grew 20 per cent '
    'in the quarter, while orders from car makers were flat. Tellmark employs around 2,300 people, most '
    'of them at its two factories in Brindleford and Oster Kell.\n\n'
    'According to a person familiar with the matter, the company is also considering the sale of its '
    'smaller medical-sensors unit, though Tellmark declined to comment.'
)

B82_TENANTS = (
    'Court orders landlord to repay tenants of Calloway House\n\n'
    'A county court judge has ruled that Harrowgate Lettings must repay more than £96,000 in service '
    'charges to tenants of Calloway House, a 40-flat block on Pennick Row in the town of Wexmoor, after '
    'finding that the charges had been wrongly calculated for four years.\n\n'
    "The case was brought in June last year by the Calloway House Residents' Association, which "
    "represents 31 of the block's 40 households. The tenants argued that Harrowgate had billed them for "
    'the upkeep of a car park and garden that belong to a neighbouring building owned by the same '
    'company.\n\n'
    'In a judgment handed down on Friday, 7 February, Judge Alma Rennick agreed. "The lease is clear that '
    'tenants pay for the common parts of their own building, and nothing more," she wrote. "The '
    "landlord's reading of clause 14 would allow it to charge tenants for almost anything it owned "
    'nearby." The judge ordered Harrowgate to repay the charges, with interest, within 56 days.\n\n'
    "However, she rejected the tenants' second complaint, that a £1,200 fee charged to each flat for "
    "replacing the building's lifts in 2022 was excessive. She found the work had been properly tendered "
    'and the fee was reasonable.\n\n'
    'Osman Pryce, chair of the residents\' association, said the ruling was "a huge relief" for tenants, '
    'some of whom had paid more than £3,000 each in disputed charges. "People were being asked to pay for '
    'someone else\'s garden while the stairwell lights here were broken for months," he said.\n\n'
    'A spokesperson for Harrowgate Lettings said the company was "disappointed" and was studying the '
    "judgment. According to the tenants' solicitor, Fern Abbado, the company may appeal, but it has 21 "
    'days to seek permission to do so.\n\n'
    'Harrowgate, which owns about 600 flats across the region, has not said whether it will change how it '
    'calculates charges at its other buildings.'
)

B82_BLIGHT = (
    'Study links warmer nights to spread of leaf blight in Dunmarrow barley\n\n'
    'Researchers at the University of Kestrel Vale say a fungal disease that has cut barley yields across '
    'the Dunmarrow plain is spreading faster because of warmer night-time temperatures, according to a '
    'study published on Monday, 2 June, in the journal Crop Blight Review.\n\n'
    'The team, led by plant scientist Dr Helena Osei-Marsh, monitored 84 fields on 27 farms over three '
    'growing seasons, from 2021 to 2023. They found that fields where night temperatures stayed above 14C '
    'for more than ten nights in May were nearly three times as likely to develop severe outbreaks of '
    'amber leaf blight as fields where such nights were rare.\n\n'
    '"We expected rainfall to be the main driver," said Dr Osei-Marsh. "What surprised us was how closely '
    'the outbreaks tracked warm nights rather than wet days."\n\n'
    'The disease, first recorded in the region in 2016, produces orange streaks on barley leaves and can '
    'reduce yields by up to 30 per cent in badly affected fields. Across all the fields studied, average '
    'yield losses were 11 per cent.\n\n'
    'The study also tested a resistant barley variety, Corran Gold, on 12 of the fields. Those plots had '
    'far fewer severe infections, but their yields were on average 6 per cent lower than those of the '
    'standard variety in years without the disease.\n\n'
    'Dr Viktor Salas, a co-author, cautioned that the findings might not apply to other regions. '
    '"Dunmarrow has unusually heavy clay soils, and that may matter," he said.\n\n'
    'Graham Toller, who farms 400 acres near the village of Ashby Reach and took part in the study, said '
    'he had lost about a quarter of his barley crop in 2022. "Anything that helps us know when to spray '
    'is worth having," he said.\n\n'
    'The researchers said the disease may spread further north within a decade if night temperatures '
    'continue to rise, though they stressed that this was a projection and not a certainty. The study was '
    "funded by the Dunmarrow Growers' Trust."
)

B82_FINAL = (
    'Harwick Rovers win Midland Shield on penalties after 2-2 draw\n\n'
    'Harwick Rovers lifted the Midland Shield for the first time in 22 years on Saturday, 17 May, beating '
    'Stonebrook Athletic 4-3 on penalties after the final at Pellam Park finished 2-2 after extra time.\n\n'
    'A crowd of 18,450 saw Stonebrook take the lead in the 14th minute when striker Joel Okafor-Reyes '
    'headed in a corner from Luca Brandt. Rovers equalised shortly before half-time through midfielder '
    'Sami Toivonen, whose shot from 25 yards went in off the post.\n\n'
    'Stonebrook went ahead again in the 71st minute, Okafor-Reyes scoring his second from close range. '
    'But Rovers substitute Dario Fenn, on the pitch for only six minutes, levelled in the 84th minute to '
    'force extra time.\n\n'
    'Neither side scored in the extra 30 minutes, although Stonebrook defender Kwame Adjei was sent off '
    'in the 108th minute for a second yellow card.\n\n'
    "In the shoot-out, Rovers goalkeeper Tom Aldridge saved the first kick, from Brandt, and Stonebrook's "
    'final attempt struck the crossbar. Rovers scored four of their five penalties.\n\n'
    '"I\'ve waited my whole career for a night like this," said Rovers manager Colin Marsh. "The lads '
    'never stopped believing, even when we went behind twice."\n\n'
    'Stonebrook manager Anita Kowalczyk said her side had been "the better team for most of the game" and '
    'questioned the second yellow card. "I\'ve seen the replay and I don\'t think it was a foul," she said. '
    'The Tressell County FA, which runs the competition, said it would not comment on refereeing '
    'decisions.\n\n'
    'Okafor-Reyes, whose two goals took his tally for the season to 27, was reported to have suffered an '
    'ankle injury late in the match, and according to Stonebrook officials he may miss the start of next '
    'season.\n\n'
    'Rovers will receive £250,000 in prize money, while Stonebrook will take home £100,000.'
)

B82_STORM = (
    'Storm Idris leaves thousands without power along Carnmouth coast\n\n'
    'Storm Idris brought winds of up to 94 miles per hour to the Carnmouth coast overnight on Sunday, 3 '
    'November, tearing roofs from homes, bringing down power lines and flooding parts of the harbour town '
    'of Pellow.\n\n'
    'By Monday evening about 23,000 homes were still without electricity, down from a peak of 41,000, '
    'according to the grid operator Westline Power. The company said most customers should be reconnected '
    'by Wednesday, but warned that some in remote villages could wait until the weekend.\n\n'
    "One man, a 67-year-old from the village of St Aubyn's Cross, died when a tree fell on his car on the "
    'coast road outside the village. Police said the storm may also have caused a fire at a boatyard in '
    'Pellow, though the cause is still being investigated.\n\n'
    'In Pellow, the River Tarrin burst its banks at about 4am, flooding around 180 homes and businesses. '
    'Firefighters rescued 26 people, including three children, from flooded properties on Quay Street and '
    'Mill Lane.\n\n'
    'Carnmouth District Council opened two rest centres, at Pellow Leisure Centre and the chapel hall in '
    'Trevanna, where about 140 people spent Sunday night. Council leader Ruth Penhallow said the response '
    'had been "extraordinary". "Volunteers were knocking on doors with torches and flasks of tea before '
    'the wind had even dropped," she said.\n\n'
    'The local charity Carnmouth Community Aid said it had raised £62,000 for affected families in the '
    'first 24 hours of an emergency appeal. Its director, Jonah Tregear, said the money would go first to '
    'households without insurance. "Some of these families have lost everything on the ground floor," he '
    'said.\n\n'
    'The national weather service had issued an amber wind warning on Saturday, but some residents said '
    'they had not expected the storm to be so severe. "We\'ve had bad storms before, but nothing like '
    'this," said Pellow shopkeeper Bethan Lowry, whose shop was flooded to a depth of about a metre.\n\n'
    'Schools in Pellow and Trevanna will remain closed until at least Wednesday, the council said.'
)


BATCHES_82: dict[str, list[tuple[str, str, bool]]] = {
    'town council budget vote': [(B82_COUNCIL, c, True) for c in (
        "Ashworth Vale's town council approved its £48.2 million budget by a margin of three votes.",
        "Under Ashworth Vale's new budget, council tax rises by 4.9 per cent, which officials estimate "
        'will add about £86 a year to a typical Band D bill.',
        'Finance committee chair Dena Whitlock said the alternative to the Ashworth Vale tax rise was '
        "closing two of the town's four libraries.",
        'Opposition leader Marcus Feeney argued that Ashworth Vale council should have drawn more on its '
        '£7.5 million reserves rather than asking residents to pay more.',
        "An amendment from Marcus Feeney's group to hold the Ashworth Vale council tax rise to 2.9 per "
        'cent was defeated, and Feeney voted against the budget.',
        'The Ashworth Vale budget sets aside £2.1 million to repair the Millbeck swimming baths, which '
        'have been shut since part of their roof collapsed in November.',
        "Funding for Ashworth Vale's summer festival falls from £150,000 to £110,000 under the new "
        'budget.',
    )] + [(B82_COUNCIL, c, False) for c in (
        "Councillor Marcus Feeney said he was not prepared to see two of Ashworth Vale's libraries close.",
        "The funding cut means Ashworth Vale's summer festival will be shortened from three days to two.",
        "Ashworth Vale's £48.2 million budget is 4.9 per cent larger than the previous year's.",
        'Fourteen council staff in Ashworth Vale will lose their jobs under the new budget.',
        'The new council tax rates in Ashworth Vale take effect on 11 March.',
        'The Millbeck swimming baths closed in November because Ashworth Vale council could no longer '
        'afford to run them.',
        "Ashworth Vale council accepted the opposition's amendment limiting the council tax rise to 2.9 "
        'per cent.',
    )],
    'sensor maker quarterly results': [(B82_RESULTS, c, True) for c in (
        "Tellmark Systems' third-quarter revenue rose 12 per cent to a record €214 million, even as its "
        'net profit fell 18 per cent.',
        'Tellmark Systems blamed its lower quarterly profit on higher prices for copper and specialist '
        'chips.',
        'Tellmark chief executive Ines Varga said supply contracts signed in September would lock in '
        'lower chip prices from January.',
        "Tellmark's finance chief Ruben Ostrander said the full-year profit forecast had been lowered to "
        '€80-85 million from the €92 million predicted in July.',
        'Corvane Securities analyst Priya Hallam kept her buy rating on Tellmark, arguing that its cost '
        'problem was temporary.',
        "Tomas Leclercq of Ardwell Partners, who doubted Tellmark's new contracts would save as much as "
        'management hoped, cut his rating on the stock to hold.',
        "Tellmark's orders from wind-power companies, its largest customer group, grew by a fifth in the "
        'quarter, while orders from car makers did not grow.',
    )] + [(B82_RESULTS, c, False) for c in (
        "Tellmark Systems' net profit rose 18 per cent to €19.6 million in the third quarter.",
        "Tellmark's chief financial officer Ruben Ostrander said next year looks much better for the "
        'company.',
        'Tellmark Systems is selling its smaller medical-sensors unit.',
        'Priya Hallam of Ardwell Partners kept her buy rating on Tellmark after the results.',
        "Tellmark's shares fell 12 per cent to €41.10 after the quarterly results.",
        "All of Tellmark's roughly 2,300 employees work at its two factories in Brindleford and Oster "
        'Kell.',
        "Tellmark's orders from car makers were flat because of a slowdown in electric-vehicle sales.",
    )],
    'landlord and tenants court ruling': [(B82_TENANTS, c, True) for c in (
        'A judge ordered Harrowgate Lettings to pay back more than £96,000 in wrongly calculated service '
        'charges to the tenants of Calloway House in Wexmoor.',
        "The Calloway House Residents' Association, which brought the case against Harrowgate, represents "
        "31 of the block's 40 households.",
        'Calloway House tenants argued they were being billed for a car park and garden belonging to a '
        'neighbouring building that Harrowgate also owns.',
        'Judge Alma Rennick found that the Calloway House lease obliged tenants to pay only for the '
        'common parts of their own building.',
        'Judge Rennick sided with Harrowgate on the £1,200-per-flat fee for replacing the Calloway House '
        'lifts, finding it reasonable.',
        'Harrowgate Lettings has 56 days to repay the Calloway House service charges, with interest.',
        "Residents' association chair Osman Pryce said the stairwell lights at Calloway House were broken "
        "for months while tenants were charged for another building's garden.",
    )] + [(B82_TENANTS, c, False) for c in (
        "Harrowgate Lettings sued the Calloway House Residents' Association over unpaid service charges.",
        "Judge Alma Rennick ruled in the Calloway House tenants' favour on all of their complaints.",
        'Harrowgate Lettings has announced that it will appeal the Calloway House ruling.',
        'Tenants\' solicitor Fern Abbado called the Calloway House ruling "a huge relief" for tenants.',
        'Harrowgate Lettings must repay the Calloway House service charges within 21 days.',
        'Harrowgate Lettings said it would review how it calculates service charges at its other '
        'buildings.',
        "The Calloway House Residents' Association brought its case against Harrowgate four years ago.",
    )],
    'barley leaf blight study': [(B82_BLIGHT, c, True) for c in (
        'The University of Kestrel Vale study, led by Dr Helena Osei-Marsh, monitored 84 fields on 27 '
        'farms across three growing seasons.',
        'The Kestrel Vale researchers found that fields with more than ten May nights above 14C were '
        'almost three times as likely to suffer severe amber leaf blight.',
        'Dr Helena Osei-Marsh said her team had expected rainfall, rather than warm nights, to be the '
        'main driver of amber leaf blight outbreaks.',
        'Amber leaf blight, first recorded in the Dunmarrow region in 2016, can cut yields by as much as '
        '30 per cent in badly affected barley fields.',
        'In the Kestrel Vale study, the resistant Corran Gold barley had far fewer severe infections but '
        'yielded about 6 per cent less than the standard variety in disease-free years.',
        "Co-author Dr Viktor Salas warned that the blight study's findings might not hold elsewhere "
        "because Dunmarrow's heavy clay soils may matter.",
        'Graham Toller, a farmer who took part in the blight study, said he lost roughly a quarter of his '
        'barley crop in 2022.',
    )] + [(B82_BLIGHT, c, False) for c in (
        'The Kestrel Vale researchers found that amber leaf blight will spread further north within a '
        'decade.',
        'Average barley yield losses across the fields in the Kestrel Vale study were 30 per cent.',
        'Dr Viktor Salas said the team was surprised that blight outbreaks tracked warm nights rather '
        'than wet days.',
        'The Kestrel Vale study recommends that Dunmarrow farmers switch to the resistant Corran Gold '
        'barley variety.',
        'The Kestrel Vale team monitored barley fields over three growing seasons, from 2016 to 2018.',
        'In the Kestrel Vale study, Corran Gold barley out-yielded the standard variety in years without '
        'the disease.',
        'The amber leaf blight study was funded by the University of Kestrel Vale.',
    )],
    'cup final match report': [(B82_FINAL, c, True) for c in (
        'Harwick Rovers won the Midland Shield by beating Stonebrook Athletic 4-3 on penalties after a '
        '2-2 draw, their first win in the competition for 22 years.',
        'Stonebrook Athletic led twice in the Midland Shield final, both times through goals from Joel '
        'Okafor-Reyes.',
        "Harwick Rovers' first equaliser in the Midland Shield final, scored by Sami Toivonen shortly before "
        'half-time, was a 25-yard shot that went in off the post.',
        'Harwick Rovers substitute Dario Fenn, who had come on in the 78th minute, scored the equaliser '
        'that took the final to extra time.',
        'Stonebrook played the last part of extra time with ten men after defender Kwame Adjei was sent '
        'off for a second yellow card.',
        "Harwick Rovers goalkeeper Tom Aldridge saved Luca Brandt's opening kick in the Midland Shield "
        'shoot-out.',
        "Stonebrook manager Anita Kowalczyk questioned Kwame Adjei's second yellow card, saying she did "
        'not think the replay showed a foul.',
    )] + [(B82_FINAL, c, False) for c in (
        'Harwick Rovers beat Stonebrook Athletic in extra time to win the Midland Shield.',
        'Joel Okafor-Reyes will miss the start of next season with the ankle injury he suffered in the '
        'Midland Shield final.',
        'Harwick Rovers manager Colin Marsh said his side had been the better team for most of the '
        'Midland Shield final.',
        'Joel Okafor-Reyes headed in both of his goals in the Midland Shield final from Luca Brandt '
        'corners.',
        "Joel Okafor-Reyes' two goals in the Midland Shield final took his tally for the season to 22.",
        "Sami Toivonen came off the bench to score Harwick Rovers' 84th-minute equaliser in the Midland "
        'Shield final.',
        "The Tressell County FA said the referee had been right to send off Stonebrook's Kwame Adjei.",
    )],
    'coastal storm damage and relief': [(B82_STORM, c, True) for c in (
        'Storm Idris struck the Carnmouth coast with winds of up to 94 mph overnight on Sunday, 3 '
        'November.',
        'Westline Power said the number of homes without power after Storm Idris fell from a peak of '
        '41,000 to about 23,000 by Monday evening.',
        "A 67-year-old man from St Aubyn's Cross was killed when a tree fell on his car during Storm "
        'Idris.',
        'After the River Tarrin burst its banks in Pellow, firefighters rescued 26 people, three of them '
        'children, from flooded properties.',
        'About 140 people spent Sunday night in the two rest centres Carnmouth District Council opened in '
        'Pellow and Trevanna during Storm Idris.',
        'Carnmouth Community Aid director Jonah Tregear said the £62,000 raised in the first 24 hours of '
        'its Storm Idris appeal would go first to uninsured households.',
        'An amber wind warning had been issued the day before Storm Idris struck, but some Carnmouth '
        'residents said they had not expected it to be so severe.',
    )] + [(B82_STORM, c, False) for c in (
        'Police said Storm Idris caused a fire at a boatyard in Pellow.',
        'Council leader Ruth Penhallow said some families had lost everything on the ground floor in '
        'Storm Idris.',
        'About 23,000 homes were without power at the peak of Storm Idris.',
        'Westline Power said all of its customers would be reconnected by Wednesday after Storm Idris.',
        'Schools in Pellow and Trevanna will reopen on Wednesday after Storm Idris.',
        'The River Tarrin burst its banks in Pellow after a tidal surge during Storm Idris overtopped the '
        'harbour wall.',
        'The River Tarrin burst its banks in Pellow on Monday evening during Storm Idris.',
    )],
}
