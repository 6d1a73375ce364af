"""Probe batch 78, written by a helper agent that saw neither the code nor an earlier probe (session 50), on six
cited web pages and the encyclopedia sentences that cite them. Counted unread on session 49's code, then read (served
engine) to find round D of session 51's checks, so in sample for it (``docs/verdict-quality-log.md``)."""
from __future__ import annotations

B78_ATHLETE = """Marlow Creek Gazette - Sports - Published 14 June 2019

Halvard Tesk's long road from the Brennock quarry track to the national final

By Imogen Falstead

When Halvard Tesk first laced up a pair of borrowed spikes at the age of eleven, the track behind Brennock's old \
slate quarry was still cinder, and the nearest indoor facility was forty miles away in Castelow. Seventeen years \
later, the 800-metre runner is preparing for another national championship final and, his coach believes, a place \
on the team for next summer's Games.

Tesk was born in Brennock in 1991, the youngest of four children of a postman and a school librarian. He ran for \
Brennock Harriers from 2002 until 2013, when he moved to the Castelow Athletic Club to train under coach Renata \
Vollmer, a former 1500-metre international who had herself competed at two European Championships.

The move paid off quickly. In 2015 Tesk won the national under-23 title in 1:47.90, and a year later he took bronze \
at the senior national championships. His breakthrough came in 2017, when he lowered his personal best to 1:45.21 \
at a meeting in Orlavik, a time that remains the Marlow county record.

Injury then cost him most of 2018. A stress fracture in his left foot, diagnosed in March, kept him off the track \
until October, and he admits he considered retiring. "I sat in the kitchen with a boot on my leg and thought, maybe \
this is it," he said. "Renata was the one who told me to stop feeling sorry for myself."

This season he has run 1:46.08 and 1:45.77 in his first two races, and last month he won the Dunmere Invitational \
ahead of the reigning national champion, Osric Pell.

Outside athletics, Tesk works twenty hours a week as a physiotherapy assistant at Castelow General Hospital, a job \
he took in 2016 to fund his training. He still lives in Brennock and drives to Castelow five days a week.

Vollmer says his greatest asset is his finishing speed. "Halvard is not the most naturally gifted runner I have \
coached, but nobody works harder over the last 200 metres," she said.

The national championships take place in Castelow from 5 to 7 July. Tesk's heat is scheduled for the Friday \
evening.
"""

B78_ALBUM = """FOR IMMEDIATE RELEASE - Lanternfish Records, 3 February 2022

THE SALT ORCHARD ANNOUNCE FOURTH ALBUM 'WINTER LEDGER', OUT 8 APRIL

Lanternfish Records is proud to announce 'Winter Ledger', the fourth studio album by Keswyn folk-rock quintet \
The Salt Orchard, to be released on 8 April 2022 on vinyl, CD and all streaming platforms.

Recorded over eleven days last September at Hollowmere Studio, a converted chapel on the edge of the Askern Moors, \
the album was produced by Delphine Arrowsmith, whose previous credits include records by Tamsin Vey and The Lower \
Fields. It is the band's first album since 2018's 'Paper Lanterns', which reached number 9 on the national albums \
chart and earned the group a nomination for Folk Album of the Year at the Greyhaven Music Awards.

'Winter Ledger' contains ten songs, eight written by singer and guitarist Corin Maddox and two co-written with \
fiddle player Ysolde Brannagh. The lead single, 'Thaw Road', was premiered on Radio Keswyn's evening show last \
night and is available to stream from today. A second single, 'Ledger Lines', will follow on 4 March.

"We wrote most of these songs during the long lockdown winters, when none of us knew if we would play together \
again," said Maddox. "The record is about keeping count of what you've lost and what you've still got."

The album marks the recording debut of drummer Teodor Halloran, who joined The Salt Orchard in 2021 following the \
departure of founding member Lewin Brask. The line-up is completed by bassist Mabry Cole and keyboard player Ansel \
Wray, both of whom have played with the group since its formation in Keswyn in 2012, and by Brannagh, who joined \
in 2014.

To celebrate the release, The Salt Orchard will play a 14-date tour of the country in April and May, opening at \
the Corn Exchange in Wetherholt on 12 April and closing with two nights at the Pellow Hall in Keswyn on 20 and \
21 May. Tickets go on sale on Friday 11 February.

A limited edition of 1,500 copies on green vinyl, signed by the band, will be available exclusively through the \
Lanternfish Records webshop.

About Lanternfish Records: Founded in 2006 by Aurelie Pask, Lanternfish Records is an independent label based in \
Keswyn, specialising in folk, roots and acoustic music.
"""

B78_PAINTING = """Harrowgate Civic Gallery - Collection - 'The Ferrywoman's Lamp'

Artist: Elspeth Marrane (1852-1919)
Date: 1887
Medium: Oil on canvas
Dimensions: 142 x 98 cm
Location: Gallery 6 (Victorian Rooms)
Accession number: HCG 1931.14

'The Ferrywoman's Lamp' is one of the best-known works by Elspeth Marrane, who was born in the fishing town of \
Quillan Bay and trained at the Dunleith School of Art between 1870 and 1874. It shows a young woman standing at \
the stern of a small ferry at dusk, holding up a storm lantern as the boat approaches a crowded quay. The model was \
the artist's younger sister, Agnes Marrane, who posed for several of her paintings in the 1880s.

Marrane painted the picture over the winter of 1886-87 in a rented studio overlooking the harbour at Quillan Bay, \
and it was first exhibited at the Royal Northern Exhibition in Castlebridge in the spring of 1887, where it was \
awarded a silver medal. Contemporary reviewers praised the treatment of lamplight on water; the critic Ambrose \
Leckie described it in the Castlebridge Courier as 'the most truthful evening scene of the year'.

The painting was bought at the exhibition by the shipping merchant Thaddeus Orrin for 120 guineas and hung in his \
house at Fellbrook until his death in 1909. It was then sold by his heirs and passed through two private \
collections before being acquired by the gallery in 1931 with help from the Harrowgate Art Fund, which contributed \
GBP 400 of the GBP 650 purchase price.

A smaller oil sketch for the composition, measuring 36 x 25 cm, is held by the Quillan Bay Maritime Museum.

The canvas underwent conservation in 2008, when a discoloured varnish layer was removed. During the examination \
that accompanied the treatment, infrared photographs revealed a second figure, a boy holding a rope at the bow, \
which the artist had painted over; the figure is not visible to the naked eye.

Marrane exhibited regularly until 1905 and was elected the first female member of the Northern Society of Painters \
in 1893. She died in Dunleith in 1919.

'The Ferrywoman's Lamp' has been lent to two exhibitions since 1990: 'Women of the Northern Coast' (Castlebridge, \
1996) and 'Light on Water' (Penmarrow, 2014).
"""

B78_BRIDGE = """Department of Transport and Public Works - Vellmark Regional Council
Public Notice No. 2023/47 - Issued 9 October 2023

OPENING OF THE ASHFORD NARROWS BRIDGE

The Vellmark Regional Council announces that the new Ashford Narrows Bridge, carrying the R14 road across the \
Tarran Estuary between Ashford Quay and the village of Linnet Point, will open to traffic at 06:00 on Monday \
23 October 2023.

The bridge replaces the Linnet Point chain ferry, which has operated on the crossing since 1962 and will make its \
final scheduled sailing at 21:30 on Sunday 22 October. Ferry season tickets purchased for October will be refunded \
on application to the Council offices in Ashford Quay until 30 November.

The bridge is a three-span cable-stayed structure with a total length of 612 metres and a main span of 280 metres. \
It carries two traffic lanes, one in each direction, together with a 3.5-metre shared path for pedestrians and \
cyclists on its northern side. The central towers rise 74 metres above the water, and the deck provides a \
navigational clearance of 26 metres at high tide.

Construction began in May 2020 under a contract awarded to Drummel & Sayer Civil Engineering, with design by the \
consultancy Oakhaven Structures. The project was completed four months behind the original schedule, mainly owing \
to flooding of the southern cofferdam in the winter of 2021-22. The final cost was GBP 118 million, against an \
approved budget of GBP 109 million. Funding was provided by the national Regional Connectivity Fund (GBP 85 million) \
and by the Council (the remainder).

The Council expects the bridge to reduce the journey between Ashford Quay and Linnet Point from about 40 minutes, \
including the ferry wait, to under 10 minutes. Traffic surveys forecast around 9,000 vehicle crossings per day in \
the first year.

No toll will be charged. A weight limit of 44 tonnes applies. Cyclists may use either the shared path or the \
carriageway.

An opening ceremony will be held at the Linnet Point abutment at 11:00 on Saturday 21 October, led by Council \
Chair Wenna Trelease and attended by representatives of the contractor and designer. The bridge deck will be open \
to pedestrians only from 12:00 to 17:00 that afternoon for a public walk-over.

Enquiries: Ashford Narrows Bridge Project Office, 14 Harbour Row, Ashford Quay.
"""

B78_COMPANY = """About Us - Our History | Penhallow & Finch Ropeworks Ltd

From a single rope walk to a global supplier

Penhallow & Finch was founded in 1908 by Jory Penhallow, a former ship's rigger, and his brother-in-law Samuel \
Finch, a draper who supplied the first GBP 300 of capital. Their first premises was a 280-metre rope walk on \
Tanner's Lane in the port town of Carrowmouth, where six employees spun hemp rope by hand for local fishing boats.

Demand for mooring lines grew rapidly during the First World War, and by 1919 the company employed 74 people. In \
1926 it installed its first steam-powered laying machine, and in 1934 it moved to a purpose-built factory at \
Greystone Wharf, where it remains today.

After Samuel Finch retired in 1947, Jory's son Mordred Penhallow became managing director. Under his leadership \
the company began making nylon rope in 1953, one of the first firms in the country to do so, and opened its first \
export office in Rotterwick in 1961.

The company's next major change came in 1988, when Mordred's daughter, Lowenna Penhallow-Rees, took over as \
managing director and led a management buy-in backed by the investment group Tidewater Partners. She oversaw the \
launch of the Stormline range of high-modulus polyethylene ropes in 1994, which are now used on offshore wind \
installations in more than 20 countries.

In 2009 Penhallow & Finch acquired the netting manufacturer Breckon Mesh, of Hatherby, for an undisclosed sum, and \
in 2015 it opened a second factory in Hatherby dedicated to netting and safety products.

Today the company employs around 410 people across its two sites and exports to 46 countries. Annual turnover in \
the financial year to March 2023 was GBP 62 million. Since 2018 the managing director has been Caden Oakes, the \
first managing director not descended from the company's founders; Lowenna Penhallow-Rees remains on the board as \
non-executive chair.

Penhallow & Finch received the Marlstone Award for Export Excellence in 2012 and again in 2020. The company's \
archive, including the original 1908 partnership deed, is on loan to the Carrowmouth Maritime Heritage Centre.

We're proud of our history - and of the people who make our ropes today.
"""

B78_OBITUARY = """The Ellesford Chronicle - Obituaries - 2 March 2021

Professor Ingrid Solvang-Heale, glaciologist, 1938-2021

Ingrid Solvang-Heale, who has died aged 82, spent more than four decades measuring how the ice sheets of the far \
south were changing, and was among the first scientists to show that some of its outlet glaciers were thinning \
from below.

She was born on 11 August 1938 in Tromsholt, a small harbour town, where her father ran a boatyard and her mother \
taught mathematics. She read physics at the University of Ellesford, graduating in 1960, and completed a doctorate \
on the thermal properties of sea ice there in 1964 under the supervision of Professor Aldous Crane.

In 1965 she joined the Polar Survey Institute as a research scientist and spent the first of eleven field seasons \
in the south the following year. In 1972 she led the Institute's Merrow Glacier traverse, a 1,100-kilometre \
overland journey with five colleagues that gathered the first continuous ice-thickness profile of the region using \
airborne radar and seismic soundings. Her 1979 paper with the oceanographer Pieter Vandamme, linking the thinning \
of the Merrow Glacier to warm ocean water beneath its floating tongue, was initially received with scepticism but \
is now regarded as a landmark.

She returned to the University of Ellesford in 1981 as professor of glaciology, the first woman to hold a chair in \
the Faculty of Science, and founded its Centre for Ice and Climate in 1986, which she directed until her \
retirement in 2003. She supervised more than 30 doctoral students.

Her honours included the Kessel Medal of the Geographical Union in 1984 and election as a fellow of the Northern \
Academy of Sciences in 1990. The Solvang Ice Rise, a feature near the Merrow Glacier's grounding line, was named \
after her in 1975.

In retirement she campaigned for the preservation of the institute's field notebooks and wrote a memoir, 'Fifty \
Below the Line' (2009).

She married the geologist Tomas Heale in 1967; he died in 2012. She is survived by their two sons, Anders and \
Rhys, and four grandchildren.
"""

BATCHES_78: dict[str, list[tuple[str, str, bool]]] = {
    'local newspaper profile of a middle-distance runner': [(B78_ATHLETE, c, True) for c in (
        'Halvard Tesk, an 800-metre runner born in Brennock in 1991, ran for Brennock Harriers before joining '
        'Castelow Athletic Club in 2013.',
        'At Castelow Athletic Club, Tesk was coached by Renata Vollmer, a former 1500-metre international who had '
        'competed at two European Championships.',
        'Tesk won the national under-23 title in 2015 and a bronze medal at the senior national championships the '
        'following year.',
        'In 2017 Tesk ran a personal best of 1:45.21 at a meeting in Orlavik, a time that was still the Marlow '
        'county record in 2019.',
        'A stress fracture in his left foot, diagnosed in March 2018, kept Tesk off the track until that October.',
        'In 2019 Tesk won the Dunmere Invitational, finishing ahead of the reigning national champion Osric Pell.',
        'Since 2016 Tesk has worked part-time as a physiotherapy assistant at Castelow General Hospital to pay for '
        'his training.',
    )] + [(B78_ATHLETE, c, False) for c in (
        'Halvard Tesk, an 800-metre runner born in Castelow in 1991, joined Castelow Athletic Club in 2013.',
        'Tesk won the national under-23 title in 2015 and took the silver medal at the senior national '
        'championships a year later.',
        'In 2017 Tesk lowered his personal best to 1:45.21 in Orlavik, setting a national record.',
        "Tesk's coach, Renata Vollmer, was a former 1500-metre international who had competed at two Olympic Games.",
        'The stress fracture that kept Tesk out for most of 2018 was caused by training on the cinder track at '
        'Brennock.',
        'Tesk won the national under-23 title in 2015 in a championship-record time of 1:47.90.',
        'In 2019 Tesk finished second to the reigning national champion Osric Pell at the Dunmere Invitational.',
    )],
    'record label press release on a folk album': [(B78_ALBUM, c, True) for c in (
        "In February 2022 Lanternfish Records announced 'Winter Ledger', the fourth studio album by Keswyn "
        'folk-rock band The Salt Orchard, for release on 8 April.',
        'The album was recorded in September 2021 at Hollowmere Studio, a former chapel near the Askern Moors, with '
        'Delphine Arrowsmith as producer.',
        "The band's previous album, 'Paper Lanterns' (2018), peaked at number 9 on the national albums chart and "
        'was nominated for Folk Album of the Year at the Greyhaven Music Awards.',
        "Of the album's ten songs, Corin Maddox wrote eight and co-wrote the other two with fiddler Ysolde Brannagh.",
        'Drummer Teodor Halloran, who joined the band in 2021 after founding member Lewin Brask left, made his '
        "recording debut on 'Winter Ledger'.",
        "'Thaw Road' was chosen as the album's lead single and premiered on Radio Keswyn, with 'Ledger Lines' "
        'scheduled as the second single.',
        'A 14-date tour in support of the album was planned for April and May 2022, opening in Wetherholt and '
        "closing with two concerts at Keswyn's Pellow Hall.",
    )] + [(B78_ALBUM, c, False) for c in (
        "'Winter Ledger', The Salt Orchard's third studio album, was produced by Delphine Arrowsmith at Hollowmere "
        'Studio.',
        "'Winter Ledger' was recorded over eleven days at Hollowmere Studio and produced by Tamsin Vey.",
        "The band's 2018 album 'Paper Lanterns' reached number 9 on the national albums chart and won Folk Album of "
        'the Year at the Greyhaven Music Awards.',
        'Bassist Mabry Cole joined The Salt Orchard in 2014, two years after the band was formed in Keswyn.',
        'Lanternfish Records, founded by Aurelie Pask in 2006, is the largest independent folk label in the country.',
        "The Salt Orchard recorded 'Winter Ledger' in a converted chapel to capture the building's natural "
        'acoustics.',
        'A signed limited edition of 1,500 copies on green vinyl was made available through record shops '
        'nationwide.',
    )],
    'museum collection page on a Victorian painting': [(B78_PAINTING, c, True) for c in (
        "'The Ferrywoman's Lamp' is an 1887 oil painting by Elspeth Marrane that the Harrowgate Civic Gallery "
        'acquired in 1931.',
        'Marrane, a native of Quillan Bay who trained at the Dunleith School of Art, used her younger sister Agnes '
        'as the model for the ferrywoman.',
        'The painting won a silver medal when it was first shown, at the Royal Northern Exhibition in Castlebridge '
        'in 1887.',
        'The shipping merchant Thaddeus Orrin bought the picture at the exhibition for 120 guineas and kept it at '
        'his Fellbrook house until he died in 1909.',
        'The Harrowgate Art Fund paid GBP 400 of the GBP 650 the gallery spent on the painting in 1931, more than '
        'half of the price.',
        'Infrared photographs taken when the canvas was conserved in 2008 showed a painted-over figure of a boy '
        'holding a rope at the bow.',
        "Marrane, who died in Dunleith in 1919, became the Northern Society of Painters' first female member in "
        '1893.',
    )] + [(B78_PAINTING, c, False) for c in (
        "Marrane painted 'The Ferrywoman's Lamp' over the winter of 1886-87 in a rented studio in Dunleith.",
        'First exhibited at the Royal Northern Exhibition in Castlebridge in 1887, the painting was awarded a gold '
        'medal.',
        'Writing in the Castlebridge Courier, Thaddeus Orrin called the painting "the most truthful evening scene of '
        'the year".',
        "After Orrin's death in 1909 his heirs sold the painting directly to the Harrowgate Civic Gallery.",
        'A smaller oil sketch for the composition is held by the Quillan Bay Maritime Museum, which bought it in '
        '1931.',
        'Marrane painted over the figure of a boy at the bow at the request of the picture\'s buyer, Thaddeus Orrin.',
        "Since 1990 'The Ferrywoman's Lamp' has been lent to three exhibitions, including 'Light on Water' in "
        'Penmarrow in 2014.',
    )],
    'regional council notice on a bridge opening': [(B78_BRIDGE, c, True) for c in (
        'The Ashford Narrows Bridge, a 612-metre cable-stayed crossing of the Tarran Estuary on the R14, was due to '
        'open to traffic on 23 October 2023, replacing the Linnet Point chain ferry.',
        'The Linnet Point chain ferry, in service on the crossing since 1962, was to make its last scheduled sailing '
        'on the evening before the bridge opened to traffic.',
        'The bridge has a main span of 280 metres, towers rising 74 metres above the water and a navigational '
        'clearance of 26 metres at high tide.',
        'Construction by Drummel & Sayer Civil Engineering, to a design by Oakhaven Structures, began in May 2020 and '
        'finished four months late, chiefly because the southern cofferdam flooded.',
        'The bridge cost GBP 118 million, GBP 9 million over its approved budget; the council met GBP 33 million '
        'of that cost and the Regional Connectivity Fund the rest.',
        'Traffic surveys predicted about 9,000 vehicle crossings a day in the first year, and the council expected '
        'the bridge to cut the journey from about 40 minutes to under ten.',
        'Council Chair Wenna Trelease was to lead an opening ceremony at the Linnet Point end of the bridge on '
        '21 October 2023, two days before it opened to traffic.',
    )] + [(B78_BRIDGE, c, False) for c in (
        'The Ashford Narrows Bridge is 612 metres long, with a main span of 280 metres and four traffic lanes.',
        'The bridge was designed by Drummel & Sayer Civil Engineering and built by Oakhaven Structures, with '
        'construction beginning in May 2020.',
        'Flooding of the southern cofferdam in the winter of 2021-22 left the project six months behind its '
        'original schedule.',
        'Of the GBP 118 million cost, GBP 85 million came from the national Regional Connectivity Fund and the '
        'remainder from a private investor.',
        'The Ashford Narrows Bridge is the longest cable-stayed bridge in the Vellmark region.',
        'The bridge deck was opened to pedestrians for a public walk-over on the afternoon of 23 October 2023.',
        'Cyclists crossing the Ashford Narrows Bridge are required to use the 3.5-metre shared path on its '
        'northern side.',
    )],
    'rope manufacturer about-us history page': [(B78_COMPANY, c, True) for c in (
        'Penhallow & Finch was established in Carrowmouth in 1908 by former ship\'s rigger Jory Penhallow and his '
        'brother-in-law, the draper Samuel Finch.',
        "The firm's workforce grew from six at its founding to 74 by 1919, helped by wartime demand for mooring "
        'lines.',
        'In 1934, eight years after installing its first steam-powered laying machine, the company moved to a '
        'purpose-built factory at Greystone Wharf.',
        "Jory Penhallow's son Mordred became managing director in 1947, and under him the firm started making nylon "
        'rope in 1953.',
        "Mordred Penhallow's daughter Lowenna Penhallow-Rees became managing director in 1988 and led a management "
        'buy-in backed by Tidewater Partners.',
        'The company bought the Hatherby netting maker Breckon Mesh in 2009 and opened a second factory in Hatherby '
        'six years later.',
        'Caden Oakes has been managing director since 2018, with Lowenna Penhallow-Rees serving as non-executive '
        'chair of the board.',
    )] + [(B78_COMPANY, c, False) for c in (
        "Penhallow & Finch was founded in 1908 by the draper Jory Penhallow and the former ship's rigger Samuel "
        'Finch.',
        'Under Mordred Penhallow the company began making nylon rope in 1953, the first firm in the country to do so.',
        'In 1961 the company opened its first export office in Rotterwick and a second factory in Hatherby.',
        'The Stormline range, launched in 1994 under Lowenna Penhallow-Rees, is used on offshore wind installations '
        'in more than 40 countries.',
        'Penhallow & Finch acquired the Hatherby netting manufacturer Breckon Mesh in 2009 for GBP 4 million.',
        'With about 410 employees and a turnover of GBP 62 million, Penhallow & Finch is the largest rope maker in '
        'the country.',
        "The company's archive, including the 1908 partnership deed, was donated to the Carrowmouth Maritime "
        'Heritage Centre.',
    )],
    'newspaper obituary of a glaciologist': [(B78_OBITUARY, c, True) for c in (
        'Ingrid Solvang-Heale (1938-2021), born in the harbour town of Tromsholt, studied physics at the University '
        'of Ellesford and earned her doctorate there in 1964.',
        'Her doctoral research, supervised by Aldous Crane, dealt with the thermal properties of sea ice.',
        'She joined the Polar Survey Institute in 1965 and went south for the first of her eleven field seasons in '
        '1966.',
        "In 1972 she led the institute's 1,100-kilometre Merrow Glacier traverse, which produced the region's first "
        'continuous ice-thickness profile.',
        'A 1979 paper she wrote with the oceanographer Pieter Vandamme attributed the thinning of the Merrow Glacier '
        'to warm ocean water beneath its floating tongue.',
        'Appointed professor of glaciology at Ellesford in 1981, she was the first woman to hold a chair in its '
        'Faculty of Science and directed its Centre for Ice and Climate from 1986 to 2003.',
        'The Solvang Ice Rise was named after her in 1975, nine years before she received the Kessel Medal of the '
        'Geographical Union.',
    )] + [(B78_OBITUARY, c, False) for c in (
        'Solvang-Heale completed her doctorate at the University of Ellesford in 1960 under Professor Aldous Crane.',
        'In 1972 she led the Merrow Glacier traverse, a 1,100-kilometre overland journey made with eleven '
        'colleagues.',
        'Her 1979 paper with Pieter Vandamme on the thinning of the Merrow Glacier was widely acclaimed as soon as '
        'it was published.',
        'In 1967 she married the oceanographer Tomas Heale, who died in 2012.',
        'Her honours included the Kessel Medal in 1984, fellowship of the Northern Academy of Sciences in 1990 and '
        'the Polar Medal in 1995.',
        'She founded the Centre for Ice and Climate at Ellesford in 1986 to study the effect of ocean warming on '
        'glaciers.',
        'Solvang-Heale was the first woman to lead a Polar Survey Institute traverse.',
    )],
}
