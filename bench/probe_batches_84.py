"""Probe batch 84, written by a helper agent that saw neither the code nor an earlier probe (session 54),
on six cited web pages and the encyclopedia sentences that cite them."""

from __future__ import annotations

B84_OBIT = (
    'Harwick Valley Gazette - Obituaries\n'
    'Orla Menzies-Trask, bridge engineer who shaped the Dunmere crossing, dies at 84\n'
    'By Petra Cullingworth | Published 14 March 2023\n'
    'Orla Menzies-Trask, the structural engineer whose designs carried traffic over the River Selby for half '
    'a century, died on 9 March at her home in Kestleford. She was 84.\n'
    'Born on 2 July 1938 in the mining village of Abbotsreach, Menzies-Trask was the second of four children '
    'of a colliery electrician and a schoolteacher. She won a scholarship to Calderbrook Technical College, '
    'where in 1960 she became the first woman to graduate in civil engineering, and went on to complete a '
    "master's degree at the University of Fenmoor in 1962.\n"
    'She joined the consulting firm Lathby & Orme in 1963 as a junior designer. Within a decade she had been '
    "made a partner, and in 1979 she was appointed the firm's chief engineer, a post she held until her "
    'retirement in 1998.\n'
    'Her best-known work is the Dunmere Bridge, a 410-metre cable-stayed span that opened in 1984 after four '
    'years of construction at a cost of £38 million. She also led the design of the Pellow Footbridge in '
    'Kestleford (1991) and oversaw the strengthening of the Victorian Marlock Viaduct between 1993 and '
    '1996.\n'
    'In 1988 she received the Granthorn Medal from the Institution of Structural Designers, and she served '
    "as the institution's president from 1994 to 1996.\n"
    'Colleagues remembered her as exacting but generous. "She would check every calculation twice, then ask '
    'the youngest person in the room what they thought," said Desmond Ayleward, who succeeded her as chief '
    'engineer at Lathby & Orme.\n'
    'Outside work she was a keen sailor and for twenty years chaired the Kestleford Rowing and Sailing '
    'Club.\n'
    'She is survived by her husband of 55 years, the architect Colm Trask, their two sons, Ewan and Rory, '
    "and five grandchildren. A funeral will be held at St Brannoc's Church, Kestleford, on 21 March at 11 "
    'a.m. The family has asked that donations be made to the Selby Estuary Lifeboat Trust instead of flowers.'
)

B84_FOLK = (
    'Saltmarrow Records | Home | Artists | News | Shop | Tour Dates | Contact\n'
    'THE LANTERN THIEVES - Biography\n'
    'The Lantern Thieves formed in 2009 in the harbour town of Greyhollow, when fiddler Maren Quillfeather '
    'and guitarist Tobias Rennick began playing sessions in the back room of the Anchor & Wren pub. Singer '
    'and concertina player Isla Dunbarrow joined the following year, and double bassist Fergus Oldacre '
    'completed the line-up in 2011.\n'
    "The band's self-released debut, Tidewrack (2012), was recorded in three days in a disused net loft and "
    'sold its first pressing of 1,000 copies at gigs alone. It caught the ear of Saltmarrow Records, which '
    'signed the group in 2013.\n'
    'Their first album for the label, The Drowned Parish (2014), was produced by Hal Venner and included the '
    "single 'Cold Iron Bell', which reached number 12 on the Albion Folk Chart. The record won Best "
    'Traditional Album at the 2015 Merrow Folk Awards.\n'
    'Rennick left in 2016 to concentrate on his solo work and was replaced by mandolin and guitar player '
    'Sunniva Kettleby. The reshaped band recorded Lamps Along the Shore (2017), its first record made up '
    'entirely of original songs, written mostly by Dunbarrow and Quillfeather.\n'
    "The Lantern Thieves returned in 2021 with Winter Ledger, recorded at Venner's Foxglove Studio and "
    'featuring a guest appearance by the harpist Aoife Braddan. Their fifth album, Salt Road Hymns, is due '
    'on 6 June 2025 and will be launched with a 22-date tour of Britain and Ireland.\n'
    'Discography\n'
    'Tidewrack (2012, self-released)\n'
    'The Drowned Parish (2014, Saltmarrow)\n'
    'Lamps Along the Shore (2017, Saltmarrow)\n'
    'Winter Ledger (2021, Saltmarrow)\n'
    'Salt Road Hymns (2025, Saltmarrow)\n'
    'Sign up to the Saltmarrow newsletter for early access to tickets and exclusive vinyl pressings. Enter '
    'your email address. We will never share your details.\n'
    'You may also like: The Brackwater Sisters | Old Moss Revival | Jonah Telfer & the Gannets\n'
    '© Saltmarrow Records 2025. All rights reserved. Privacy | Cookies'
)

B84_REGATTA = (
    'Northmarch Rowing Federation - Results\n'
    'Lake Varrow Spring Regatta 2024\n'
    'Held on Saturday 20 and Sunday 21 April 2024 at the Lake Varrow Rowing Centre, Ostbury\n'
    'The 31st edition of the Lake Varrow Spring Regatta attracted 412 crews from 46 clubs, a record entry '
    'for the event. Racing over the standard 2,000-metre course took place in a steady tailwind on Saturday; '
    "Sunday's finals were delayed by 90 minutes because of fog.\n"
    "Men's eight - A final (Sunday 21 April)\n"
    'Pos  Club                     Time\n'
    '1    Hallam Reach RC          5:41.36\n'
    '2    Ostbury University BC    5:43.02\n'
    '3    Cressing Vale RC         5:44.87\n'
    '4    Tarnwick Scullers        5:47.10\n'
    '5    Lowmere RC               5:49.55\n'
    '6    Brannock Water BC        5:52.31\n'
    'Hallam Reach, stroked by Ansel Whitlock, led from the 500-metre mark and held off a late push by the '
    "home crew from Ostbury University. It was Hallam Reach's third win in the event in four years.\n"
    "Women's single sculls - A final (Sunday 21 April)\n"
    'Pos  Athlete               Club                   Time\n'
    '1    Delphine Arkwright    Cressing Vale RC       7:38.44\n'
    '2    Nadia Strelow         Tarnwick Scullers      7:40.19\n'
    '3    Bryony Falkiner       Ostbury University BC  7:46.80\n'
    "Arkwright, 19, is the youngest winner of the women's single sculls in the regatta's history. Strelow, "
    "the 2023 champion, had won Saturday's heat in 7:35.62, the fastest women's single sculls time of the "
    'weekend.\n'
    'The Henna Cup for the best overall club, decided on points across all events, went to Ostbury '
    'University BC with 187 points, ahead of Cressing Vale RC (164) and Hallam Reach RC (151).\n'
    'The regatta was sponsored for the first time by the Varrow Valley Building Society. Medals were presented '
    "on Sunday afternoon by the federation's president, Marisol Quennell, a former international sculler, who "
    'thanked the volunteers of the host club for running the course despite the weather.\n'
    'Umpires: Gideon Farrant (chief umpire), Lotte Maybury, Rhys Pennigar.\n'
    'Full results for all 58 events are available as a PDF download. Next event: Northmarch Indoor '
    'Championships, 9 November 2024.'
)

B84_FACTORY = (
    'FOR IMMEDIATE RELEASE\n'
    'Corvane Batteries opens £210 million cell plant in Wexmoor\n'
    'WEXMOOR, 3 October 2024 - Corvane Batteries Ltd today officially opened its new battery cell factory at '
    "the Wexmoor Gate Industrial Park, the company's first manufacturing site outside its home region of "
    'Tallisford.\n'
    'The 46,000-square-metre plant, built over 22 months by the contractor Brisk & Hallow, represents an '
    'investment of £210 million, of which £35 million came from the Regional Growth Fund of Wexmoor County '
    'Council. It will produce lithium iron phosphate cells for electric buses and delivery vans, with an '
    'initial capacity of 2.4 gigawatt-hours a year, rising to 4 gigawatt-hours by 2027 once a second '
    'production line is installed.\n'
    'The site currently employs 380 people and is expected to employ 650 when both lines are running. Around '
    '120 of the current staff were recruited through a training partnership with Wexmoor Technical College, '
    "which runs a 16-week battery technician course on the company's behalf.\n"
    "The plant was opened by Corvane's chief executive, Leontine Strable, and the leader of Wexmoor County "
    'Council, Councillor Barnaby Heskitt. Its first customer is the bus manufacturer Rollins-Ferrow, which '
    "has agreed to take 60 per cent of the plant's output for the first five years.\n"
    '"Wexmoor gives us space, skilled people and a direct rail link to our customers," said Strable. "This '
    'is the biggest single investment in Corvane\'s fourteen-year history."\n'
    "Plant director Tomasz Reddaway, who previously ran the company's pilot line in Tallisford, said the "
    "factory would draw 70 per cent of its electricity from a 12-megawatt solar array on the site's roof and "
    'car parks.\n'
    'About Corvane Batteries\n'
    'Founded in 2010 by Leontine Strable and Oskar Penhallow, Corvane Batteries designs and manufactures '
    'battery cells and packs for commercial vehicles. The company is headquartered in Tallisford and employs '
    '1,100 people across three sites.\n'
    'Media contact: press@corvane.example | +44 1632 960418\n'
    'Related press releases\n'
    'Corvane appoints new chief financial officer (12 August 2024)\n'
    'Corvane wins Tallisford Business Award for innovation (5 June 2024)\n'
    'Corvane at the Commercial Vehicle Show 2024 (18 April 2024)'
)

B84_FLOOD = (
    'Ashcombe County Water and Drainage Agency\n'
    'Summary: Review of the Lindle Valley Flood of 11-12 November 2022\n'
    'Published 28 June 2023\n'
    'This page summarises the findings of the independent review commissioned by the agency after the '
    'flooding of the Lindle Valley in November 2022. The full 146-page report, prepared by the engineering '
    "consultancy Merriford Hydrology under lead author Dr Selina Vaughtry, is available from the agency's "
    'offices on request.\n'
    'What happened\n'
    'Over 36 hours on 11 and 12 November 2022, 118 millimetres of rain fell on the upper Lindle catchment, '
    'about 1.6 times the average for the whole month of November. The River Lindle peaked at 4.31 metres at '
    'the Corby Mill gauge at 6:40 a.m. on 12 November, 0.37 metres above the previous record, set in 1998.\n'
    'Impacts\n'
    'A total of 287 homes and 41 businesses were flooded, most of them in the town of Pellingham and the '
    'village of Thrale Bridge. Around 600 residents were evacuated, and the B4471 road between Pellingham '
    'and Hask was closed for nine days after part of its embankment collapsed. No lives were lost. The '
    'review estimates the total cost of damage at £19.5 million.\n'
    'Findings\n'
    'The review found that the Pellingham flood wall performed as designed but was overtopped for about '
    'three hours when the river exceeded its design level. It identified a blocked culvert beneath Station '
    'Road in Thrale Bridge as the main reason for flooding in that village. It also found that flood '
    'warnings reached about 70 per cent of registered households in time, and that the warning system failed '
    'to reach residents who had recently changed phone providers.\n'
    'Recommendations\n'
    'The review makes 14 recommendations. The three given highest priority are:\n'
    '1. raising the Pellingham flood wall by 0.5 metres by 2026;\n'
    '2. replacing the Station Road culvert with an open channel;\n'
    '3. a quarterly check of the warning contact list.\n'
    "The agency's board accepted all 14 recommendations at its meeting on 15 June 2023. Director of "
    'operations Keir Ambleworth said work on the culvert would begin in spring 2024, with a budget of £2.3 '
    'million.'
)

B84_PAINTING = (
    'Harlow-Teague Museum of Art - Collection\n'
    'The Salt Gatherers at Dawn\n'
    'Ysolde Farrington (1851-1919)\n'
    'Oil on canvas, 94 x 132 cm\n'
    "Signed and dated lower left: 'Y. Farrington 1887'\n"
    'Accession number 1962.14\n'
    'Description\n'
    'Four women rake salt into heaps on the flats near the fishing village of Skelmoor while the sun rises '
    'behind a line of drying sheds. Farrington painted the scene over the summer of 1887, staying at '
    'Skelmoor with her sister, the poet Agnes Farrington. The pale pinks and greys of the sky were worked '
    'wet-into-wet, while the figures were repainted several times; X-radiography in 2009 revealed a fifth '
    'figure, a boy with a basket, that the artist later painted out.\n'
    'Exhibition history\n'
    'The painting was first shown at the Winter Exhibition of the Calbridge Academy in 1888, where it won a '
    'silver medal. It was lent to the Farrington memorial exhibition at the Norcastle Galleries in 1921 and '
    "to the museum's own exhibition 'Women of the Coast' in 1998.\n"
    'Provenance\n'
    'Bought from the 1888 Calbridge exhibition by Thaddeus Grell, a shipping merchant of Norcastle, for 180 '
    'guineas;\n'
    'by descent to his daughter, Mrs Honoria Pyle, 1903;\n'
    'sold by her at Wendham & Cole, Norcastle, 14 May 1936, lot 62, to the collector Sir Ambrose Kettering;\n'
    'Kettering bequest to his nephew, Julian Kettering, 1949;\n'
    'purchased from Julian Kettering by the museum in 1962 with the help of the Friends of the Harlow-Teague '
    'and a grant of £4,000 from the Arts Trust Fund.\n'
    'Conservation\n'
    "The canvas was relined in 1950, shortly after the Kettering bequest. A full cleaning by the museum's "
    'conservator Marguerite Ossendyke in 2009, carried out at the same time as the X-radiography, removed a '
    'discoloured varnish and revealed the original brightness of the sky.\n'
    'Display\n'
    'The painting normally hangs in Gallery 7 (Victorian Coastal Painting). It is currently on loan to the '
    "Skelmoor Heritage Centre until 31 January 2026 for the exhibition 'Salt and Sail'.\n"
    'Related works\n'
    'A preparatory pencil study of the central figure is held by the museum (1962.15), also acquired from '
    'Julian Kettering.'
)


BATCHES_84: dict[str, list[tuple[str, str, bool]]] = {
    'local newspaper obituary of a bridge engineer': [(B84_OBIT, c, True) for c in (
        'Orla Menzies-Trask, born in Abbotsreach in 1938, died at her home in Kestleford in March 2023 at the age '
        'of 84.',
        "After graduating from Calderbrook Technical College in 1960, Menzies-Trask earned a master's degree at "
        'the University of Fenmoor two years later.',
        'Menzies-Trask joined Lathby & Orme as a junior designer in 1963 and was its chief engineer from 1979 '
        'until she retired in 1998.',
        'The 410-metre cable-stayed Dunmere Bridge, which cost £38 million, took four years to build and opened in '
        '1984.',
        'Menzies-Trask was awarded the Granthorn Medal by the Institution of Structural Designers six years before '
        'she became its president.',
        'Desmond Ayleward followed Menzies-Trask as chief engineer of Lathby & Orme.',
        "Menzies-Trask, who led the design of Kestleford's Pellow Footbridge, was married to the architect Colm "
        'Trask, with whom she had two sons.',
    )] + [(B84_OBIT, c, False) for c in (
        'In 1960 Menzies-Trask became the first woman to graduate in civil engineering from the University of '
        'Fenmoor.',
        'Menzies-Trask was appointed chief engineer of Lathby & Orme in 1973, ten years after joining the firm as '
        'a junior designer.',
        'The Dunmere Bridge, a 410-metre suspension bridge designed by Menzies-Trask, opened to traffic in 1984.',
        'Between 1993 and 1996 Menzies-Trask oversaw the strengthening of the Marlock Viaduct, the largest project '
        'of her career.',
        'Menzies-Trask received the Granthorn Medal in 1988 in recognition of her work on the Dunmere Bridge.',
        'Menzies-Trask served as president of the Institution of Structural Designers from 1994 until her '
        'retirement in 1998.',
        'A keen sailor, she chaired the Kestleford Rowing and Sailing Club for twenty years and volunteered as '
        'crew for the Selby Estuary Lifeboat Trust.',
    )],
    'record label biography of a folk band': [(B84_FOLK, c, True) for c in (
        'The Lantern Thieves were formed in Greyhollow in 2009 by fiddler Maren Quillfeather and guitarist Tobias '
        'Rennick.',
        "The group's self-released debut album, Tidewrack, came out in 2012, a year before the band signed with "
        'Saltmarrow Records.',
        "Produced by Hal Venner, The Drowned Parish (2014) included the single 'Cold Iron Bell', which reached "
        'number 12 on the Albion Folk Chart.',
        "The Lantern Thieves' first album for Saltmarrow was named Best Traditional Album at the 2015 Merrow Folk "
        'Awards.',
        'Sunniva Kettleby, who plays mandolin and guitar, replaced Rennick after he left the band in 2016 to focus '
        'on his solo work.',
        'Lamps Along the Shore (2017) was the first Lantern Thieves album made up wholly of original songs, most '
        'of them written by Isla Dunbarrow and Maren Quillfeather.',
        "Salt Road Hymns, the band's fifth album, is scheduled for release in June 2025 together with a 22-date "
        'tour of Britain and Ireland.',
    )] + [(B84_FOLK, c, False) for c in (
        'Double bassist Fergus Oldacre joined the Lantern Thieves in 2010, a year after the band was formed.',
        'Tidewrack was recorded in three days in a disused net loft and sold 10,000 copies at gigs.',
        'The Drowned Parish, the debut album of the Lantern Thieves, was produced by Hal Venner and released in '
        '2014.',
        "'Cold Iron Bell' reached number 12 on the Albion Folk Chart and won Best Traditional Song at the 2015 "
        'Merrow Folk Awards.',
        "Winter Ledger (2021) was recorded at Hal Venner's Foxglove Studio and produced by the harpist Aoife "
        'Braddan.',
        'The Lantern Thieves, who signed with Saltmarrow Records in 2013, were the first folk band on the label.',
        'Rennick was replaced in 2016 by Sunniva Kettleby, who also took over as the lead singer of the band.',
    )],
    'rowing federation regatta results page': [(B84_REGATTA, c, True) for c in (
        'The 2024 Lake Varrow Spring Regatta, the 31st edition of the event, drew a record entry of 412 crews from '
        '46 clubs.',
        "Hallam Reach RC won the men's eight A final in 5:41.36, about 1.7 seconds ahead of Ostbury University BC.",
        'Stroked by Ansel Whitlock, the Hallam Reach eight led from the 500-metre mark to win the event for the '
        'third time in four years.',
        "Delphine Arkwright of Cressing Vale RC won the women's single sculls aged 19, making her the youngest "
        "winner of the event in the regatta's history.",
        "Defending champion Nadia Strelow finished second in the women's single sculls final, having set the "
        "event's fastest time of the weekend in Saturday's heat.",
        'Ostbury University BC took the Henna Cup for the best overall club with 187 points, 23 more than Cressing '
        'Vale RC in second place.',
        'The Sunday finals of the 2024 Lake Varrow Spring Regatta began 90 minutes late because of fog.',
    )] + [(B84_REGATTA, c, False) for c in (
        "Ostbury University BC, which won the Henna Cup with 187 points, also won the men's eight A final.",
        "Cressing Vale RC finished second in the men's eight A final with a time of 5:44.87.",
        "Nadia Strelow retained her women's single sculls title at the 2024 regatta, a year after first winning it.",
        "Delphine Arkwright won the women's single sculls final in a time of 7:35.62.",
        'The regatta was rowed over 2,000 metres at the Lake Varrow Rowing Centre in Ostbury in May 2024.',
        'Gideon Farrant, the chief umpire of the 2024 regatta, had held that role since the first edition of the '
        'event.',
        "Bryony Falkiner of Tarnwick Scullers took third place in the women's single sculls final.",
    )],
    'company press release on a battery factory opening': [(B84_FACTORY, c, True) for c in (
        'Corvane Batteries opened its cell factory at the Wexmoor Gate Industrial Park in October 2024, its first '
        'manufacturing site outside the Tallisford area.',
        'The £210 million plant, built by Brisk & Hallow over 22 months, received £35 million from Wexmoor County '
        "Council's Regional Growth Fund.",
        'The factory makes lithium iron phosphate cells for electric buses and delivery vans, with an initial '
        'annual capacity of 2.4 gigawatt-hours that is planned to reach 4 gigawatt-hours by 2027.',
        'With 380 staff at its opening, the plant is expected to take on 270 more workers once both production '
        'lines are running.',
        "Bus maker Rollins-Ferrow, the plant's first customer, agreed to buy 60 per cent of its output for the "
        'first five years.',
        'Leontine Strable, who co-founded Corvane with Oskar Penhallow in 2010, described the Wexmoor plant as the '
        "largest single investment in the company's history.",
        "The Wexmoor plant's director, Tomasz Reddaway, had previously run Corvane's pilot line in Tallisford.",
    )] + [(B84_FACTORY, c, False) for c in (
        "The plant was opened by Corvane's chief executive, Leontine Strable, and the mayor of Wexmoor, Barnaby "
        'Heskitt.',
        'The Wexmoor factory is expected to reach a capacity of 4 gigawatt-hours a year by 2026, when a second '
        'production line is installed.',
        "About 120 of the plant's staff were trained on a 16-week battery technician course at Wexmoor Technical "
        'College that was paid for by the county council.',
        'The factory is to draw all of its electricity from a 12-megawatt solar array on its roof and car parks.',
        'Corvane chose Wexmoor for the plant mainly because of tax incentives offered by Wexmoor County Council.',
        'Tomasz Reddaway, who co-founded Corvane Batteries in 2010, was appointed director of the Wexmoor plant.',
        'Corvane Batteries, which is headquartered in Tallisford, employs 1,100 people across four sites.',
    )],
    'county agency summary of a flood review': [(B84_FLOOD, c, True) for c in (
        'The independent review of the November 2022 Lindle Valley flood was prepared by Merriford Hydrology, with '
        'Dr Selina Vaughtry as its lead author.',
        'Over 36 hours on 11 and 12 November 2022, 118 mm of rain fell on the upper Lindle catchment, about 1.6 '
        'times the average rainfall for the whole of November.',
        'The River Lindle peaked at 4.31 metres at the Corby Mill gauge, beating the previous record of 3.94 '
        'metres set in 1998.',
        'The flood affected 287 homes and 41 businesses, mostly in Pellingham and Thrale Bridge, but caused no '
        'deaths.',
        'The review blamed the flooding in Thrale Bridge mainly on a blocked culvert under Station Road, which it '
        'recommended be replaced with an open channel.',
        'The B4471 between Pellingham and Hask was closed for nine days after part of its embankment collapsed.',
        "The agency's board accepted all 14 of the review's recommendations on 15 June 2023, less than two weeks "
        'before the summary was published.',
    )] + [(B84_FLOOD, c, False) for c in (
        'The review found that the Pellingham flood wall failed structurally when the river rose above its design '
        'level.',
        'The review estimated the total damage at £19.5 million, of which about £2.3 million was for repairs to '
        'the B4471.',
        'The River Lindle reached its peak at the Corby Mill gauge on the evening of 12 November 2022.',
        'According to the review, flood warnings reached about 90 per cent of registered households in time.',
        "Of the review's 14 recommendations, the highest priority was given to raising the Pellingham flood wall "
        'by one metre by 2026.',
        'The agency commissioned the independent review after residents of Pellingham petitioned for an inquiry '
        'into the flood.',
        'Director of operations Keir Ambleworth said work to raise the Pellingham flood wall would begin in spring '
        '2024.',
    )],
    'museum catalogue entry on a painting and its owners': [(B84_PAINTING, c, True) for c in (
        'The Salt Gatherers at Dawn, an oil painting by Ysolde Farrington dated 1887, depicts four women raking '
        'salt on the flats near Skelmoor.',
        'Farrington painted the picture in the summer of 1887 while staying in Skelmoor with her sister, the poet '
        'Agnes Farrington.',
        "The painting won a silver medal at the Calbridge Academy's 1888 Winter Exhibition, where the Norcastle "
        'shipping merchant Thaddeus Grell bought it for 180 guineas.',
        "After passing to Grell's daughter, Honoria Pyle, in 1903, the painting was sold at Wendham & Cole in 1936 "
        'to Sir Ambrose Kettering.',
        'The museum bought the painting from Julian Kettering in 1962 with help from the Friends of the '
        'Harlow-Teague and a £4,000 grant from the Arts Trust Fund.',
        'X-radiography in 2009 showed that Farrington had painted out a fifth figure, a boy carrying a basket.',
        'The painting was lent to the Farrington memorial exhibition at the Norcastle Galleries two years after '
        "the artist's death.",
    )] + [(B84_PAINTING, c, False) for c in (
        'Thaddeus Grell bought the painting at the 1888 Calbridge exhibition and later left it to his nephew, '
        'Julian Kettering.',
        'Ysolde Farrington painted The Salt Gatherers at Dawn in 1887, at the age of 41.',
        'The painting was first exhibited at the Norcastle Galleries in 1888, where it won a silver medal.',
        'Sir Ambrose Kettering bought the painting at Wendham & Cole in Norcastle in 1936 for 400 guineas.',
        'The Salt Gatherers at Dawn was the first painting by a woman artist to enter the Harlow-Teague collection.',
        'The 2009 cleaning by conservator Marguerite Ossendyke removed a discoloured varnish and a fifth figure '
        'that had been added by a later hand.',
        'The painting is on loan to the Skelmoor Heritage Centre until January 2026 for an exhibition marking the '
        "artist's anniversary.",
    )],
}
