"""Probe batch 143, written by a helper agent that saw neither the code nor an earlier probe (session 61), on six
made-up cited web pages and the sentences of encyclopedia articles a language model wrote from them."""

from __future__ import annotations

B143_COMPOSER = (
    '[1] Ilse Marrowby: a life in music - Fennick Philharmonic Society (accessed 2024)\n'
    'Ilse Marrowby was born on 14 March 1931 in Caddowford, a mill town on the River Wenlow, the younger '
    'of two daughters of the church organist Arthur Marrowby and the schoolteacher Dora Pell. She took '
    'her first piano lessons from her father at the age of five and at 17 won a scholarship to the '
    'Tressingham Conservatoire, where she studied composition with Piotr Hallam from 1948 to 1952. Her '
    'first performed work, a String Quartet in G, was given by the Orrin Quartet in 1951 while she was '
    'still a student. After graduating she spent three years in Vienna on a Danforth travelling bursary, '
    'returning in 1955 to take a part-time post teaching harmony at Tressingham. She became the '
    "conservatoire's first female professor of composition in 1968 and held the chair until her "
    'retirement in 1991. Marrowby married the cellist Conrad Aske in 1957; they had one son. She died in '
    'Caddowford on 2 November 2009, aged 78.\n'
    '[2] Works list and premieres - Marrowby Trust (accessed 2024)\n'
    "The Trust's catalogue lists 112 works, of which 41 are for voices. Her output includes three "
    'symphonies: No. 1 (1958), No. 2 "The Weir" (1964) and No. 3 (1979), all premiered by the Fennick '
    'Philharmonic. The opera The Salt Road, to a libretto by Nessa Crane, was premiered at the Ardwell '
    'Festival on 9 July 1973 and ran for six performances; a revised two-act version was staged in 1986. '
    'Her Cello Concerto (1960) was written for her husband, who gave the first performance under the '
    'conductor Emil Sarrow. The choral work Lanterns, commissioned for the reopening of Caddowford Town '
    'Hall in 1982, remains her most frequently performed piece. About a fifth of the catalogue is still '
    'unpublished; the Trust plans to issue 12 of these scores by 2026.\n'
    '[3] Centenary festival plans announced - Caddowford Courier (accessed 2024)\n'
    'The Marrowby Trust has announced a festival in Caddowford from 10 to 16 March 2031 to mark the '
    "composer's centenary. Seven concerts are planned, including the first complete performance of the "
    'three symphonies on a single evening. Tickets for individual concerts will cost £18, or £95 for a '
    'festival pass; students will pay half price for individual concerts, but the pass is not discounted. '
    "The Trust's director, Owen Lisle, said that the manuscript of the Symphony No. 2, bought at auction "
    'in 2019 for £24,000, will be displayed at the town library during the festival week.'
)

B143_CASTLE = (
    '[1] Raskeld Castle: history - Heritage Trust of Wenmoor (accessed 2024)\n'
    'Raskeld Castle stands on a basalt outcrop above the village of Ambry Cross. It was begun in 1284 by '
    'Sir Gervase Tallent under a licence to crenellate granted the previous year. The curtain wall, with '
    'six towers, was complete by 1302; the great gatehouse was added by his grandson, Hugh Tallent, '
    'between 1341 and 1350. The castle was besieged twice: in 1462, when it held out for eleven weeks, '
    'and in 1644, when its garrison surrendered after nineteen days. After the second siege the east '
    'range was slighted to prevent further use. The Tallent family sold the castle in 1719 to the '
    'merchant Josiah Wray, who in 1724 built a Georgian house inside the inner ward using stone from the '
    'ruined east range. The Wray family lived there until 1938, when the estate passed to Wenmoor County '
    'Council in lieu of death duties.\n'
    '[2] Visiting Raskeld Castle - Heritage Trust of Wenmoor (accessed 2024)\n'
    'The castle is open daily from 10:00 to 17:00 between April and October. From November to March it '
    'opens at weekends only, from 10:00 to 16:00, and it is closed from 24 to 26 December. Last entry is '
    'one hour before closing. Admission: adults £11.50; children aged 5 to 15 £6; under-5s free; family '
    'ticket (two adults and up to three children) £29. Trust members enter free. The gatehouse roof walk '
    'is closed in high winds and is not accessible to wheelchair users; the inner ward and the ground '
    'floor of the Georgian house are step-free. Parking is 400 metres away at Ambry Cross village hall '
    'and costs £3 per day. Dogs on leads are welcome in the grounds but not in the house.\n'
    '[3] Castle visitor numbers rise after gatehouse restoration - Wenmoor Gazette (accessed 2024)\n'
    'Raskeld Castle welcomed 86,400 visitors in 2023, up from 61,200 in 2019, the last full year before '
    'the gatehouse was closed for restoration. The £2.3 million project, of which £1.4 million came from '
    'the Wenmoor Heritage Fund, replaced the gatehouse roof and reopened the roof walk in May 2022. The '
    "Trust's site manager, Carys Obed, said the castle now employs 23 staff, nine of them full-time, and "
    'hopes to pass 100,000 visitors in 2025.'
)

B143_VIADUCT = (
    '[1] Harrowgill Viaduct - Northern Rail Heritage Register (accessed 2024)\n'
    'Harrowgill Viaduct carries the former Skelby to Fordham Junction line across the valley of the '
    'Harrow Beck. It has 24 arches, is 512 metres long and stands up to 38 metres above the beck. It was '
    'designed by the engineer Thomas Ibbotson Crale for the Brackwater and Eastern Railway. Construction '
    'began in August 1871 and the first train crossed on 3 June 1875. At the peak of the work about 1,100 '
    "men were employed on the site, housed in a temporary shanty settlement known as Crale's Town; 31 "
    'workers died during construction, most of them in a smallpox outbreak in 1873. The piers are of '
    'local limestone, with blue engineering brick used for the arch rings. The viaduct cost £148,000, '
    'nearly double the original estimate of £76,000. Arches 11 and 12 were rebuilt in 1919 after '
    'subsidence. Regular passenger trains ended on 30 September 1967, but freight trains carrying quarry '
    'stone from Skelby continued to cross until 1989. The structure was given protected status in 1987.\n'
    '[2] Harrowgill Viaduct path - Brackwater Valley Trust (accessed 2024)\n'
    'After the last freight train in 1989 the viaduct stood disused for 17 years. In 2006 the Brackwater '
    'Valley Trust bought it for a nominal £1 from the railway property board and spent £3.6 million '
    'converting it into a walking and cycling path, which opened on 21 April 2009. The path is 3 metres '
    'wide, with parapet railings 1.4 metres high. It is open 24 hours a day but is not lit. Cyclists must '
    'dismount when the warning lights flash, which happens in winds above 45 mph. Horses are not '
    'permitted. Counters recorded 212,000 crossings in 2023, about 60% of them on foot.\n'
    '[3] Harrowgill at 150 - Brackwater Valley Trust newsletter (accessed 2024)\n'
    'In June 2025 the Trust will mark 150 years since the first train crossed the viaduct. Guided tours '
    'will run on Tuesdays and Thursdays, cost £7 and must be booked in advance, with a maximum of 20 '
    'people per tour. An exhibition on the navvies who built the viaduct will be shown at Skelby library, '
    'and a memorial plaque naming the 31 workers who died will be unveiled. The plaque is paid for by a '
    'public appeal with a target of £12,000, which closed in January 2024 having raised £15,350.'
)

B143_GARDEN = (
    '[1] About the Garden - Pellworth Botanic Garden (accessed 2024)\n'
    'Pellworth Botanic Garden was founded in 1847 by the Castermoor Natural History Society on 6 hectares '
    'of former brickworks land donated by the mill owner Eliza Thorncombe. It was enlarged to 14 hectares '
    'in 1902, when the city bought the adjoining Hallow Field, and since 1974 it has been run by the '
    'University of Castermoor. The living collection holds about 9,800 taxa, including the national '
    'collection of hardy saxifrages, now over 430 cultivars. The cast-iron and glass Palm House, designed '
    'by Robert Ledgard and completed in 1851, is 21 metres tall; it was closed from 2016 to 2020 for a '
    "restoration costing £5.8 million. The Alpine House opened in 1999. The garden's seed bank stores "
    'seeds of 1,260 species, a third of them from the surrounding region.\n'
    '[2] Plan your visit - Pellworth Botanic Garden (accessed 2024)\n'
    'Entry to the outdoor garden is free. Entry to the glasshouses costs £6 for adults and £4 for '
    'concessions; under-16s go free when accompanied by an adult. The garden is open from 9:00 to 18:00 '
    'between March and October and from 9:00 to 16:00 between November and February; the glasshouses '
    'close 30 minutes before the garden. The garden is closed on Christmas Day. Free guided tours run '
    'every Sunday at 14:00 from April to September, meeting at the Thorncombe Gate. Cycling is not '
    "allowed, and only assistance dogs are admitted. The café is in the old Curator's Lodge.\n"
    "[3] Garden's head of horticulture to retire - Castermoor Herald (accessed 2024)\n"
    'Mariel Oyelaran, head of horticulture at Pellworth since 2005, will retire in August 2024 after 31 '
    'years at the garden, which she joined as an apprentice gardener in 1993. She oversaw the growth of '
    'the saxifrage collection from around 150 cultivars and the planting in 2012 of the Dry Garden, which '
    'needs no irrigation. Her successor will be Tobias Wren, currently curator of the Lindmoor Arboretum. '
    'The garden had 310,000 visitors in 2023, of whom about 72,000 paid for glasshouse entry.'
)

B143_RUNNER = (
    '[1] Athlete profile: Imogen Strade - Northvale Athletics Federation (accessed 2024)\n'
    'Imogen Strade was born on 22 August 1994 in Kelsmouth and runs for Ashcombe Harriers. She has been '
    'coached by Pieter Lund since 2016; before that she was coached by her mother, Janet Strade, a former '
    '1,500 m runner. Events: 10,000 m, half marathon, marathon. Personal bests: 10,000 m 31:02.45 '
    '(Brenholt, 2019); half marathon 1:08:11 (Corvale, 2022); marathon 2:23:47 (Orsten Marathon, 14 April '
    '2023). Honours: national 10,000 m champion 2018, 2019 and 2021; national cross-country champion '
    '2017; sixth in the marathon at the 2022 Continental Championships.\n'
    '[2] Strade breaks national marathon record in Orsten - RunWire (accessed 2024)\n'
    "Imogen Strade took 58 seconds off the Northvale women's marathon record on Sunday, finishing third "
    'in Orsten in 2:23:47. The previous record of 2:24:45 had been set by Hanne Lasko in 2011. Strade '
    'passed halfway in 1:12:10 and covered the second half in 1:11:37. The race was won by Dalia Meron in '
    '2:21:05. Strade receives a federation record bonus of €5,000. Her marathon debut came in Corvale in '
    '2021, where she ran 2:29:40 and finished 11th.\n'
    '[3] Strade out of autumn marathon with stress fracture - Kelsmouth Echo (accessed 2024)\n'
    'Imogen Strade has withdrawn from the Lanrick Marathon on 6 October 2024 after an MRI scan revealed a '
    'stress fracture in her left foot. She will wear a protective boot for six weeks and hopes to return '
    'to racing in spring 2025, with the 2025 Continental Championships her main target. It is her second '
    'stress fracture; the first, in her right shin in 2020, kept her out of competition for five months. '
    'Strade, who works part-time as a physiotherapist at Kelsmouth General Hospital, said she was "gutted '
    'but realistic" about the setback.'
)

B143_PUBLISHER = (
    '[1] About us - Gannet Lane Press (accessed 2024)\n'
    'Gannet Lane Press was founded in 2009 by Ruth Okonedo-Hale and Simon Breck in a spare room above a '
    'bicycle shop in Port Ellery. We publish literary fiction in translation, poetry and essays, about 14 '
    'titles a year, and have published 163 titles since our first book, The Drowned Orchard, appeared in '
    '2010. The press has been a not-for-profit community interest company since 2015. Our subscribers '
    'receive six books a year for £120, including postage within the country; overseas subscribers pay an '
    'extra £30. We are a team of eight.\n'
    '[2] Gannet Lane moves to the Ropeworks - Port Ellery Mercury (accessed 2024)\n'
    'In March 2021 Gannet Lane Press moved into the converted Ropeworks building on Quay Street, taking a '
    'ten-year lease, and opened a shop there that trades from Thursday to Saturday. Simon Breck stepped '
    'down as co-director in 2020 to return to teaching; Ruth Okonedo-Hale is now the sole publisher, and '
    "Farah Dunmore has been managing editor since 2021. The press's revenue reached £640,000 in 2023, up "
    'from £410,000 in 2020, with about 40% coming from subscriptions. Print runs are usually 1,500 '
    'copies, or 600 for poetry.\n'
    '[3] Translated novel wins Merrow Prize - The Bookshelf Review (accessed 2024)\n'
    'The Salt Clerks by Teresa Amoral, translated from Portuguese by Jonas Pike and published by Gannet '
    'Lane in 2022, has won the 2023 Merrow Prize for Fiction in Translation. The £10,000 prize is split '
    "equally between author and translator. It is Gannet Lane's first win and second shortlisting; its "
    "first came in 2017 with Ilka Varsi's Winter Ledger. Following the win, the novel's print run was "
    'raised from 1,500 to 12,000 copies, and it sold 9,400 copies in the following six months.'
)

BATCHES_143 = {
    'composer': [(B143_COMPOSER, c, True) for c in (
        'Marrowby studied composition under Piotr Hallam at the Tressingham Conservatoire for four '
        'years, beginning in 1948.',
        'The Orrin Quartet gave the first performance of her String Quartet in G before she had '
        'completed her studies.',
        'In 1968 Marrowby became the first woman to be professor of composition at Tressingham, a chair '
        'she held for 23 years.',
        'Of the 112 works in the Marrowby Trust catalogue, 71 are not written for voices.',
        'Nessa Crane wrote the libretto for The Salt Road, which opened at the Ardwell Festival in July '
        '1973 and was reworked into a two-act version staged thirteen years later.',
        'For the centenary festival a pass will cost £95, while a student ticket for a single concert '
        'will cost £9.',
        "Marrowby's Cello Concerto of 1960 was premiered by her husband, the cellist Conrad Aske, with "
        'Emil Sarrow conducting.',
    )] + [(B143_COMPOSER, c, False) for c in (
        'Marrowby was the elder of two daughters born to the church organist Arthur Marrowby and the '
        'schoolteacher Dora Pell.',
        'After three years in Vienna on a Danforth travelling bursary, Marrowby returned in 1955 to a '
        'full professorship in harmony at Tressingham.',
        'Lanterns, commissioned for the reopening of Caddowford Town Hall in 1982, was the work Marrowby '
        'herself regarded as her finest.',
        'The Salt Road ran for nine performances after its premiere at the Ardwell Festival on 9 July '
        '1973.',
        "The Marrowby Trust plans to publish all of the composer's unpublished scores by 2026.",
        'Students attending the centenary festival will receive a half-price discount on both '
        'single-concert tickets and the festival pass.',
        'Marrowby died in Tressingham on 2 November 2009, at the age of 78.',
    )],
    'castle': [(B143_CASTLE, c, True) for c in (
        "Raskeld Castle's great gatehouse was added over roughly nine years in the mid-fourteenth "
        'century by Hugh Tallent, grandson of Sir Gervase Tallent.',
        'The six-towered curtain wall of Raskeld Castle was finished by 1302, eighteen years after work '
        'on the castle began.',
        'Raskeld held out for eleven weeks when besieged in 1462, far longer than in 1644, when its '
        'garrison gave up after nineteen days.',
        'Josiah Wray, who bought Raskeld from the Tallent family in 1719, reused stone from the ruined '
        'east range to build a Georgian house in the inner ward.',
        'Between November and March, Raskeld Castle is open only on Saturdays and Sundays, with last '
        'admission at 15:00.',
        'Visitor numbers at Raskeld Castle rose by 25,200 between 2019 and 2023.',
        'Fourteen of the 23 people employed at Raskeld Castle do not work full-time.',
    )] + [(B143_CASTLE, c, False) for c in (
        'Sir Gervase Tallent received a licence to crenellate in 1283 and had completed the great '
        'gatehouse by 1302.',
        'The east range of Raskeld Castle was slighted after the siege of 1462 to prevent further use.',
        'A family ticket for two adults and up to three children costs £29, and children under five pay '
        '£6.',
        'Dogs on leads are welcome throughout Raskeld Castle, including inside the Georgian house.',
        'The gatehouse roof walk, reopened in May 2022, is step-free and accessible to wheelchair users.',
        'The £2.3 million gatehouse restoration was funded entirely by the Wenmoor Heritage Fund.',
        'Raskeld Castle passed to Wenmoor County Council in 1938 because the last of the Wrays left it '
        'to the council in his will.',
    )],
    'viaduct': [(B143_VIADUCT, c, True) for c in (
        'Building Harrowgill Viaduct took nearly four years, from August 1871 until the first train '
        'crossed in June 1875.',
        'At £148,000, the viaduct cost £72,000 more than originally estimated.',
        'Harrowgill Viaduct runs for 512 metres on 24 arches and rises as high as 38 metres above the '
        'Harrow Beck.',
        'Stone trains from Skelby went on crossing the viaduct for 22 years after regular passenger '
        'services stopped in 1967.',
        'The Brackwater Valley Trust paid a token £1 for the viaduct in 2006 and opened it as a path for '
        'walkers and cyclists three years later.',
        'About two in five of the 212,000 crossings of the viaduct recorded in 2023 were not made on '
        'foot.',
        'The appeal for the memorial plaque to the 31 workers who died exceeded its £12,000 target by '
        '£3,350.',
    )] + [(B143_VIADUCT, c, False) for c in (
        'Most of the 31 workers who died building Harrowgill Viaduct were killed in falls from the '
        'arches.',
        'Arches 11 and 12 of Harrowgill Viaduct were rebuilt in 1919 after being damaged by flooding.',
        'Harrowgill Viaduct was built entirely of blue engineering brick.',
        'The path across Harrowgill Viaduct is lit at night and open 24 hours a day.',
        'After the last regular passenger train in 1967, Harrowgill Viaduct stood disused for 17 years.',
        "Guided tours marking the viaduct's 150th anniversary will run daily in June 2025 and cost £7.",
        'Harrowgill Viaduct was the longest viaduct on the Brackwater and Eastern Railway.',
    )],
    'botanic garden': [(B143_GARDEN, c, True) for c in (
        'Pellworth Botanic Garden was set up in 1847 on land given by the mill owner Eliza Thorncombe '
        'and more than doubled in size in 1902.',
        'The Palm House at Pellworth was completed four years after the garden was founded.',
        'Responsibility for running Pellworth Botanic Garden has rested with the University of '
        'Castermoor since 1974.',
        'Roughly 420 of the 1,260 species in the seed bank come from the surrounding region.',
        'Between November and February, the glasshouses at Pellworth close at 15:30.',
        'Under Mariel Oyelaran the saxifrage collection grew from around 150 cultivars to more than 430.',
        'Oyelaran, who joined Pellworth as an apprentice gardener in 1993, became head of horticulture '
        'twelve years later.',
    )] + [(B143_GARDEN, c, False) for c in (
        'The Palm House, designed by Robert Ledgard, was closed for six years for a £5.8 million '
        'restoration.',
        'Under-16s can enter the glasshouses free of charge even when they are not accompanied by an '
        'adult.',
        'Free guided tours of Pellworth start from the Thorncombe Gate at 14:00 every Sunday throughout '
        'the year.',
        'The Dry Garden, planted in 2012, was the first garden in the region designed to need no '
        'irrigation.',
        'The Alpine House was opened in 1999 to house the national collection of hardy saxifrages.',
        'Pellworth Botanic Garden was founded by the University of Castermoor in 1847.',
        'Oyelaran will be succeeded by Tobias Wren, currently head of horticulture at the Lindmoor '
        'Arboretum.',
    )],
    'runner': [(B143_RUNNER, c, True) for c in (
        'Strade, born in Kelsmouth in August 1994, was 28 when she ran her marathon best of 2:23:47 in '
        'Orsten.',
        "Strade's run in Orsten took 58 seconds off the national record that Hanne Lasko had held since "
        '2011.',
        'In Orsten, Strade ran the second half of the marathon 33 seconds faster than the first.',
        "Strade's marathon best is almost six minutes quicker than the time she ran on her debut in "
        'Corvale in 2021.',
        'Strade has been national 10,000 m champion three times.',
        'Before Pieter Lund began coaching her in 2016, Strade was trained by her mother Janet, who had '
        'run the 1,500 m.',
        'Dalia Meron won the 2023 Orsten Marathon 2 minutes 42 seconds ahead of Strade.',
    )] + [(B143_RUNNER, c, False) for c in (
        'Strade won the Orsten Marathon in April 2023 in a national record of 2:23:47.',
        'Strade set her half-marathon best of 1:08:11 in Orsten in 2022.',
        'Strade won the national 10,000 m title in three consecutive years.',
        'Strade finished sixth in the 10,000 m at the 2022 Continental Championships.',
        "Strade's stress fracture was caused by a sharp increase in her training mileage before the "
        'Lanrick Marathon.',
        "An MRI scan found a stress fracture in Strade's right foot, forcing her out of the Lanrick "
        'Marathon.',
        'Strade works full-time as a physiotherapist at Kelsmouth General Hospital.',
    )],
    'publisher': [(B143_PUBLISHER, c, True) for c in (
        'Gannet Lane Press was started in 2009 by Ruth Okonedo-Hale and Simon Breck, working from a '
        'spare room above a bicycle shop in Port Ellery.',
        'Subscribers outside the country pay £150 a year for the six-book subscription.',
        "Gannet Lane's revenue grew by £230,000 between 2020 and 2023.",
        "Subscriptions brought in roughly £256,000 of Gannet Lane's 2023 revenue.",
        'Teresa Amoral and her translator Jonas Pike each received £5,000 when The Salt Clerks won the '
        '2023 Merrow Prize.',
        'Simon Breck stepped back from co-directing the press in 2020 to return to teaching, and Ruth '
        'Okonedo-Hale is now its sole publisher.',
        'After the Merrow Prize win, the print run of The Salt Clerks was increased eightfold.',
    )] + [(B143_PUBLISHER, c, False) for c in (
        'Gannet Lane Press publishes about 14 titles a year, most of them poetry.',
        'In March 2021 Gannet Lane moved into the Ropeworks building on Quay Street, which it bought '
        'outright.',
        "Gannet Lane's poetry titles are usually printed in runs of 1,500 copies.",
        'The Salt Clerks was the first Gannet Lane book to be shortlisted for the Merrow Prize.',
        'The Salt Clerks sold 12,000 copies in the six months after winning the Merrow Prize.',
        'Farah Dunmore has been managing editor of Gannet Lane Press since 2020.',
        'Gannet Lane became a community interest company in 2015 so that it could qualify for public '
        'arts funding.',
    )],
}
