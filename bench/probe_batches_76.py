"""Probe batch 76, written by a helper agent that saw neither the code nor an earlier probe (session 49), on six
made-up news articles and the short summaries a language model writes of them. Counted unread on session 48's code,
then read (served engine) to find session 49's check rounds, so in sample for them (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B76_ELECTION = (
    'HALLOWMERE - Teodora Vasquelle of the Civic Harbour Party won the Hallowmere mayoral election on '
    'Thursday, 7 November, unseating the incumbent, Bernard Okonjo-Reiss, who had held the post since '
    '2012.\n\n'
    'Official results released by the returning officer, Magnus Threlkeld, early on Friday morning gave '
    "Vasquelle 11,482 votes to Okonjo-Reiss's 9,917. A third candidate, the retired schoolteacher Linnea "
    'Farrowby, standing as an independent, received 2,361 votes. Turnout was 41 percent, up from 34 percent at '
    'the previous election four years ago.\n\n'
    'Vasquelle, a 38-year-old former harbour engineer, campaigned mainly on reopening the Quillan Street '
    'footbridge, which was closed in 2021 after inspectors found corrosion in its supports. "People have been '
    'walking an extra twenty minutes to get to the market for three years," she told supporters at the count '
    'in Tidewell Hall. "On my first day I will ask the council\'s engineers for a repair timetable."\n\n'
    'Okonjo-Reiss, of the Hallowmere First Party, conceded shortly after 2 a.m. In a brief statement he '
    'congratulated his rival and said he would remain on the council as the member for the Eastgate ward, a '
    'seat he was re-elected to on the same day. "The town has chosen a different direction, and I respect '
    'that," he said.\n\n'
    'The count was delayed by roughly ninety minutes after a batch of 214 postal ballots from the Saltmarsh '
    'district was found in a locked cabinet at the town hall. Threlkeld said the ballots had been received on '
    'time but had been misfiled, and that all of them were included in the final tally. Farrowby had asked for '
    'the count to be paused until the ballots were checked, a request Threlkeld granted.\n\n'
    'Farrowby said she had no plans to stand again but would keep campaigning for a new public library. Her '
    'supporters had hoped she would take at least 15 percent of the vote.\n\n'
    'Vasquelle will be sworn in on 18 November. Her party also gained two council seats, giving it 9 of the 21 '
    'seats, short of a majority. She said she would seek "working agreements, not a coalition" with '
    'independent councillors.'
)

B76_TAKEOVER = (
    'Brellhaven Foods, the maker of Sunnacre crackers, has agreed to be bought by the rival snack group '
    'Ostrander Kell for 1.24 billion pounds, the two companies announced on Monday, 3 June.\n\n'
    "Ostrander Kell will pay 415 pence per share in cash, a premium of 32 percent on Brellhaven's closing "
    'price of 314 pence on Friday. Shares in Brellhaven jumped 27 percent to 399 pence by the close of trading '
    "on Monday, while Ostrander Kell's shares fell 4 percent.\n\n"
    "The deal follows two rejected approaches. In March, Brellhaven's board turned down an offer of 340 pence "
    'a share, and in April it rejected a revised bid of 380 pence, saying both "significantly undervalued" the '
    'company. Brellhaven\'s chair, Imogen Saltrey, said the final offer "recognises the strength of our brands '
    'and the work of our 2,800 employees", and the board will recommend that shareholders accept it.\n\n'
    "Ostrander Kell's chief executive, Dariusz Penhallow, said the combined company would have annual sales of "
    'about 3.1 billion pounds. He said he expected to find 60 million pounds of yearly cost savings within '
    "three years, mainly by merging the two distribution networks, and that Brellhaven's factory in "
    "Colverstone would remain open. He did not rule out job cuts at Brellhaven's head office in "
    'Pellingford.\n\n'
    'Analysts were divided. Rosalind Achebe-Marsh of the brokerage Tenterfield Capital called the price "full '
    'but fair", while Hugo Strand, a fund manager at Larkspur Investors, which owns 6 percent of Brellhaven, '
    'said the shares were worth "closer to 450 pence" and that Larkspur had not yet decided how to vote.\n\n'
    'The takeover needs the approval of 75 percent of the votes cast by Brellhaven shareholders at a meeting '
    'expected in August, as well as clearance from the competition regulator. The companies said they expect '
    'the deal to be completed by the end of the year.\n\n'
    'Brellhaven was founded in 1962 by the brothers Arthur and Cecil Brell as a bakery in Colverstone. It '
    'listed on the stock market in 1998.'
)

B76_COURT = (
    'The Carrowfield Regional Court ruled on Tuesday, 11 February, that Dunmere District Council acted '
    'unlawfully when it closed the Ashcombe Lane care home in September 2023 without properly consulting '
    'residents and their families.\n\n'
    'Judge Harriet Obuya-Lindqvist found that the council\'s consultation, which ran for 19 days, was "too '
    'short and too narrow to be meaningful". The council\'s own guidance recommends a minimum of 12 weeks for '
    'decisions affecting care services. She also found that the council had failed to consider a report from '
    'its own social care team warning that moving frail residents could harm their health.\n\n'
    'The case was brought by Eamon Gallacher, whose 91-year-old mother, Brigid, was among the 34 residents '
    'moved to other homes when Ashcombe Lane closed. Brigid Gallacher died in February 2024, five months after '
    'the move. The judge said the court had not been asked to decide, and did not decide, whether the move '
    'contributed to her death.\n\n'
    '"My mother lived there for eleven years. All we wanted was for someone to listen," Eamon Gallacher said '
    'outside court. His solicitor, Faye Montrose of Ketterby & Dunn, said the ruling "should make every '
    'council think twice before treating consultation as a box to tick".\n\n'
    'The judge declined to order the home to be reopened, noting that the building had since been sold to a '
    'housing developer. Instead she declared the closure decision unlawful and ordered the council to pay '
    "Gallacher's legal costs, estimated at 84,000 pounds.\n\n"
    'The council leader, Osric Penwarden, said the authority was "disappointed" and would study the judgment '
    'before deciding whether to appeal. It has 21 days to lodge an appeal. He said the closure had saved the '
    'council 1.1 million pounds a year and that the home had needed repairs costing an estimated 3.5 million '
    'pounds.\n\n'
    'Montrose said the families of at least six other former residents had contacted her about possible '
    'claims.'
)

B76_RESEARCH = (
    'Children who took a daily 15-minute outdoor walk before lessons made bigger gains in reading than '
    'children who did not, according to a study published on 22 May in the Journal of Child Learning and '
    'Movement.\n\n'
    'The research, led by Dr Saskia Vantongeren of the education department at Halberd University, followed '
    '1,184 pupils aged seven to nine at 16 primary schools in the Ormsby region over one school year, from '
    'September 2022 to July 2023. Eight of the schools were randomly chosen to add the walk to their '
    'timetable; the other eight kept their usual routine.\n\n'
    'By the end of the year, pupils in the walking schools had improved their reading scores by an average of '
    '11 points on a 100-point scale, compared with 7 points in the comparison schools. The difference was '
    'largest among pupils who had started the year with the lowest reading scores. Maths scores rose by '
    'similar amounts in both groups.\n\n'
    '"We were surprised that the effect on reading was so clear while maths showed no difference between the '
    'groups," Vantongeren said. She cautioned that the study could not show why the walks helped. "It may be '
    'the exercise, the fresh air, or simply a calmer start to the day. We can\'t separate those yet."\n\n'
    'Professor Alun Draycott, an education researcher at Kessingham University who was not involved in the '
    'study, called the results "encouraging but not conclusive". He noted that teachers knew which group their '
    'school was in, which might have influenced how they taught. He also pointed out that attendance records '
    'were missing for about a tenth of the pupils.\n\n'
    'The study was funded by the Brackenfold Trust, a charity that promotes outdoor activity, which according '
    'to the authors had no role in analysing the data.\n\n'
    "Vantongeren's team now plans a larger trial involving 40 schools, due to begin in September 2025, which "
    'will compare walks with indoor exercise sessions to test whether being outside matters.'
)

B76_TRANSFER = (
    'Castlebridge Rovers have signed the striker Mateo Quillfeather from Vennick Athletic for a club-record '
    'fee of 18 million pounds, Rovers confirmed on Wednesday, 31 January, hours before the transfer window '
    'closed.\n\n'
    'The 24-year-old has agreed a four-and-a-half-year contract and will wear the number 9 shirt. The fee '
    'could rise to 22 million pounds if Rovers win promotion this season and Quillfeather reaches certain '
    'appearance targets. Vennick will also receive 15 percent of any profit Rovers make if they sell him in '
    'the future.\n\n'
    "Quillfeather has scored 14 goals in 23 league matches for Vennick this season, making him the division's "
    'second-highest scorer. He joined Vennick from Dunholt Town in 2021 for 1.5 million pounds.\n\n'
    'The Rovers manager, Ingrid Sollamby, said she had tracked the player "for almost two years". "He is '
    'quick, brave and he finishes with both feet," she said. "We needed a forward who can change a game on his '
    'own, and Mateo can."\n\n'
    'The deal almost collapsed on Tuesday night when a medical examination raised questions about an ankle '
    "injury Quillfeather suffered last season. Rovers' medical staff sent the scans to a specialist, who "
    'cleared him early on Wednesday morning.\n\n'
    'The Vennick chairman, Desmond Achterberg, said the club had turned down two earlier bids from Rovers, of '
    '12 million and 15 million pounds, during January. "We didn\'t want to sell, but the player wanted to go '
    'and the final offer was one we couldn\'t refuse," he said. Vennick, who are ninth in the table, have not '
    'yet signed a replacement.\n\n'
    'Rovers are currently third, two points behind second-placed Elmstead United, with the top two teams '
    'earning automatic promotion. Quillfeather could make his debut at home to Pennick Vale on Saturday.\n\n'
    'The previous Rovers record was the 9.5 million pounds paid for the midfielder Osei Branwell in 2019.'
)

B76_STORM = (
    'Storm Calloway battered the Kestrelby coast overnight from Sunday, 17 October, into Monday, tearing roofs '
    'from homes, bringing down power lines and leaving about 42,000 properties without electricity.\n\n'
    'The highest gust, 94 mph, was recorded at the Gannet Point lighthouse at 3:40 a.m. on Monday, according '
    'to the regional weather service. Forecasters had issued an amber wind warning on Friday and raised it to '
    'red on Saturday afternoon, the first red warning for the area since 2016.\n\n'
    'A 67-year-old man died when a tree fell on his car on the B4471 road near the village of Thornwick. '
    'Police named him as Ronald Ashgrove, a retired postman from Thornwick. Two other people were treated in '
    'hospital for minor injuries.\n\n'
    'In the harbour town of Marrowport, the sea wall was breached in two places, flooding around 60 homes on '
    'Quayside Row. The harbourmaster, Elspeth Dunnery, said several fishing boats had broken free of their '
    'moorings and three had sunk. "I\'ve worked this harbour for 30 years and never seen water come over the '
    'wall like that," she said.\n\n'
    'Northmarch Power, the local electricity network operator, said it had restored supply to 29,000 '
    'properties by Monday evening but warned that some rural customers might have to wait until Wednesday. '
    '"Many of the faults are on lines across fields and hillsides that our crews can\'t reach safely until the '
    'wind drops," said its operations director, Kieran Oyelaran-Holt.\n\n'
    "Kestrelby County Council opened two rest centres, at Marrowport Leisure Centre and St Aldric's church "
    'hall in Thornwick, which housed 140 people on Sunday night. The council leader, Beatrix Fennimore, said '
    'the cost of repairing the sea wall alone was likely to exceed 2 million pounds, and she called on the '
    'national government for emergency funding.\n\n'
    'Rail services between Marrowport and Kestrelby remained suspended on Monday while engineers cleared '
    'fallen trees from the line. All 31 schools in the county were closed on Monday; the council said most '
    'would reopen on Tuesday.'
)

BATCHES_76: dict[str, list[tuple[str, str, bool]]] = {
    'hallowmere mayoral election news': [(B76_ELECTION, c, True) for c in (
        'Teodora Vasquelle beat the sitting mayor, Bernard Okonjo-Reiss, by 1,565 votes, ending a tenure that '
        'had begun in 2012.',
        'Turnout in the Hallowmere mayoral race reached 41 percent, seven points higher than at the previous '
        'election four years earlier.',
        'Vasquelle, a former harbour engineer, built her campaign chiefly around reopening the Quillan Street '
        'footbridge, shut in 2021 because of corrosion in its supports.',
        'Although he lost the mayoralty, Okonjo-Reiss will stay on the council, having been re-elected in the '
        'Eastgate ward on the same day.',
        'Counting was held up for about an hour and a half when 214 misfiled postal ballots from Saltmarsh '
        'turned up in a locked cabinet; the returning officer said they had arrived on time and all were '
        'counted.',
        'The independent Linnea Farrowby won fewer than one in ten of the votes received by the three mayoral '
        'candidates, well short of the 15 percent her supporters had hoped for.',
        'Even after gaining two seats, the Civic Harbour Party holds only 9 of the 21 council seats, and '
        'Vasquelle says she will pursue working agreements with independents rather than a coalition.',
    )] + [(B76_ELECTION, c, False) for c in (
        'Farrowby, who had asked for the count to be paused, said people had been walking an extra twenty '
        'minutes to reach the market for three years.',
        'Vasquelle received 11,482 votes, and turnout climbed to 41 percent from 31 percent four years '
        'earlier.',
        'Returning officer Magnus Threlkeld paused the count on his own initiative when the postal ballots '
        'were found, a decision Farrowby objected to.',
        'The 214 postal ballots from Saltmarsh were misfiled because of a staff shortage at the town hall, but '
        'all of them were eventually counted.',
        'Vasquelle promised that the Quillan Street footbridge would reopen within her first year as mayor.',
        'Farrowby, a retired schoolteacher, said she would stand again at the next election to keep pushing '
        'for a new public library.',
        "With two extra seats, Vasquelle's Civic Harbour Party now controls the 21-seat council, and she will "
        'be sworn in on 18 November.',
    )],
    'snack maker takeover news': [(B76_TAKEOVER, c, True) for c in (
        "Ostrander Kell's agreed cash offer of 415 pence a share follows two bids that Brellhaven's board "
        'rejected, at 340 pence in March and 380 pence in April.',
        'The final price is 35 pence a share more than the bid Brellhaven turned down in April.',
        "On the day the deal was announced, Brellhaven's shares rose 27 percent to close at 399 pence, still "
        "below the offer price, while the buyer's shares dropped.",
        'Penhallow expects about 60 million pounds a year in cost savings within three years, mostly from '
        'combining distribution networks, and says the Colverstone factory will stay open.',
        'Larkspur Investors, which owns 6 percent of Brellhaven, has not decided how to vote, with its fund '
        'manager Hugo Strand arguing the shares are worth nearer 450 pence.',
        'The deal needs the backing of three-quarters of the votes cast at a Brellhaven shareholder meeting '
        'expected in August, plus competition clearance, and the firms hope to complete it by the end of the '
        'year.',
        "Brellhaven's board, chaired by Imogen Saltrey, will recommend the offer, which Saltrey said reflects "
        'the strength of its brands and the work of its 2,800 staff.',
    )] + [(B76_TAKEOVER, c, False) for c in (
        'Hugo Strand of Tenterfield Capital described the 415 pence price as "full but fair".',
        "Ostrander Kell is paying 415 pence a share, a premium of 27 percent on Brellhaven's closing price the "
        'previous Friday.',
        "Penhallow said there would be job cuts at Brellhaven's head office in Pellingford as part of the "
        'merger.',
        'The combined company, with annual sales of about 3.1 billion pounds, will be run from Ostrander '
        "Kell's headquarters.",
        "Brellhaven's shares fell 4 percent on Monday after the announcement, while Ostrander Kell's rose 27 "
        'percent.',
        'Brellhaven rejected the 340 pence offer in March because it was not entirely in cash.',
        'Brellhaven shareholders are expected to vote on the takeover in August, and the companies expect it '
        'to be completed by the end of September.',
    )],
    'care home closure court ruling': [(B76_COURT, c, True) for c in (
        'Dunmere District Council consulted for only 19 days before closing Ashcombe Lane, far less than the '
        'minimum of 12 weeks its own guidance recommends for care-service decisions.',
        'The judge also faulted the council for failing to take into account a report from its own social care '
        'team warning that moving frail residents might harm their health.',
        'Brigid Gallacher, one of 34 residents relocated when the home shut in September 2023, died five '
        'months later; the court expressly made no finding on whether the move played a part in her death.',
        'The judge did not order Ashcombe Lane to reopen, noting that its building had been sold to a housing '
        "developer, but she declared the closure unlawful and ordered the council to pay Eamon Gallacher's "
        'legal costs of about 84,000 pounds.',
        'Council leader Osric Penwarden said the authority was disappointed and would study the judgment '
        'before deciding on an appeal, for which it has 21 days.',
        'According to Penwarden, shutting the home has saved the council 1.1 million pounds a year, and the '
        'building needed repairs estimated at 3.5 million pounds.',
        'Eamon Gallacher, whose mother had lived at the home for eleven years, said outside court that the '
        'family had only wanted someone to listen.',
    )] + [(B76_COURT, c, False) for c in (
        'The court found that the move from Ashcombe Lane contributed to the death of Brigid Gallacher in '
        'February 2024.',
        'Judge Harriet Obuya-Lindqvist said her ruling should make every council think twice before treating '
        'consultation as a box to tick.',
        'Brigid Gallacher, 91, was one of 43 residents moved to other homes when Ashcombe Lane closed.',
        'The families of at least six other former residents have already filed claims against Dunmere '
        'District Council.',
        'After the court declared the closure unlawful, the council sold the Ashcombe Lane building to a '
        'housing developer.',
        'Penwarden said the home had needed repairs costing an estimated 1.1 million pounds, and that closing '
        'it saves the council 3.5 million pounds a year.',
        'The council closed Ashcombe Lane in September 2023 so that it could sell the site to a housing '
        'developer.',
    )],
    'school morning walk study': [(B76_RESEARCH, c, True) for c in (
        'The year-long study followed nearly 1,200 pupils aged seven to nine at 16 primary schools in Ormsby, '
        'half of which were randomly picked to add a daily 15-minute walk before lessons.',
        'Reading scores rose by an average of 11 points in the walking schools against 7 points in the others, '
        'and the gap was widest for pupils who began the year with the lowest reading scores.',
        'Maths scores, by contrast, improved by about the same amount whether or not a school introduced the '
        'walk.',
        'Vantongeren said the study cannot explain why the walks helped, suggesting exercise, fresh air or a '
        'calmer start to the day as possible reasons that cannot yet be separated.',
        'Alun Draycott of Kessingham University, who was not involved, called the findings encouraging but not '
        'conclusive, noting that teachers knew which group their school was in.',
        'The research was funded by the Brackenfold Trust, an outdoor-activity charity that, according to the '
        'authors, played no part in analysing the data.',
        'A larger follow-up trial in 40 schools, due to start in September 2025, will compare walks with '
        'indoor exercise to find out whether being outdoors matters.',
    )] + [(B76_RESEARCH, c, False) for c in (
        "The study showed that it was the physical exercise that made the morning walks improve children's "
        'reading.',
        'Vantongeren acknowledged that attendance records were missing for about a tenth of the pupils in the '
        'study.',
        'Reading scores in the walking schools rose by 11 points on average, while pupils in the comparison '
        'schools improved by 4 points.',
        'According to the study, the daily walks improved both reading and maths scores.',
        'The 16 schools were chosen for the study because they had the lowest reading scores in the Ormsby '
        'region.',
        'Professor Alun Draycott of Halberd University, who was not involved in the study, called its results '
        'encouraging but not conclusive.',
        'The researchers followed the pupils over one school year, from September 2023 to July 2024.',
    )],
    'striker transfer deadline news': [(B76_TRANSFER, c, True) for c in (
        'Rovers paid Vennick a club-record 18 million pounds for Quillfeather, almost twice the 9.5 million '
        'pounds they spent on Osei Branwell in 2019.',
        'The fee could reach 22 million pounds if Rovers are promoted this season and Quillfeather meets '
        'appearance targets, and Vennick will get 15 percent of any profit on a future sale.',
        'Quillfeather, who cost Vennick 1.5 million pounds when he arrived from Dunholt Town in 2021, has '
        'scored 14 league goals in 23 games this season.',
        'The transfer nearly fell through on Tuesday night when a medical raised concerns about an ankle '
        'injury from last season, but a specialist who reviewed the scans cleared him early on Wednesday.',
        'Achterberg said Vennick had rejected Rovers bids of 12 million and 15 million pounds in January and '
        'had not wanted to sell, but the player wanted to leave and the final offer was too good to refuse.',
        'Rovers sit third, two points behind Elmstead United in second place, and only the top two teams are '
        'promoted automatically.',
        'Manager Ingrid Sollamby, who said she had followed Quillfeather for almost two years, praised him as '
        'quick and brave and able to finish with either foot.',
    )] + [(B76_TRANSFER, c, False) for c in (
        'Vennick chairman Desmond Achterberg said Quillfeather was a forward who could change a game on his '
        'own.',
        'The 24-year-old striker has signed a three-and-a-half-year contract and will wear the number 9 shirt.',
        "Quillfeather is the division's top scorer this season, with 14 goals in 23 league matches for "
        'Vennick.',
        'Vennick plan to use the money from the sale to sign a replacement for Quillfeather before the '
        'transfer window closes.',
        'Concerns over an ankle injury almost sank the deal on Wednesday morning, but a specialist cleared '
        'Quillfeather on Tuesday night.',
        'Quillfeather will make his Rovers debut at home to Pennick Vale on Saturday.',
        'Quillfeather joined Vennick from Elmstead United in 2021 for 1.5 million pounds.',
    )],
    'coastal storm damage news': [(B76_STORM, c, True) for c in (
        'Storm Calloway left about 42,000 properties without electricity, and its strongest gust, 94 mph, was '
        'recorded at the Gannet Point lighthouse in the early hours of Monday.',
        'The red wind warning, upgraded from amber on Saturday afternoon, was the first the area had received '
        'since 2016.',
        'Ronald Ashgrove, a 67-year-old retired postman from Thornwick, was killed when a tree fell on his car '
        'on the B4471 near his village.',
        'By Monday evening Northmarch Power had restored supply to 29,000 properties, leaving roughly 13,000 '
        'still cut off, and warned that some rural customers might have to wait until Wednesday.',
        'Marrowport harbourmaster Elspeth Dunnery, who has worked the harbour for 30 years, said she had never '
        'seen water come over the sea wall like that; three fishing boats sank.',
        'About 140 people spent Sunday night in two council rest centres, one in Marrowport and one in '
        'Thornwick.',
        'Council leader Beatrix Fennimore said repairing the sea wall alone would probably cost more than 2 '
        'million pounds and asked the national government for emergency funds.',
    )] + [(B76_STORM, c, False) for c in (
        'Beatrix Fennimore said crews could not safely reach faults on lines across fields and hillsides until '
        'the wind dropped.',
        'The sea wall at Marrowport was breached in three places, flooding around 60 homes on Quayside Row.',
        'Northmarch Power said every customer would have their electricity back by Wednesday.',
        'Forecasters issued a red wind warning on Friday and lowered it to amber on Saturday afternoon.',
        'Rail services between Marrowport and Kestrelby were suspended on Monday because flooding had damaged '
        'the track.',
        'All 31 schools in the county were closed on Monday and all of them reopened on Tuesday.',
        'Two people, including the retired postman Ronald Ashgrove, were killed by falling trees during the '
        'storm.',
    )],
}
