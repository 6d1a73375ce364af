"""Probe batch 159, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
company results press releases and annual-report extracts, with claims from short financial news briefs."""

from __future__ import annotations

B159_QUILLHAVEN = (
    'QUILLHAVEN PROVISIONS PLC\n'
    'Preliminary results for the 52 weeks ended 2 March 2024\n'
    'Released 07:00, Thursday 25 April 2024\n'
    '\n'
    'Quillhaven Provisions plc ("Quillhaven" or "the Group"), the convenience and supermarket grocer, '
    'today announces its preliminary results.\n'
    '\n'
    'Financial highlights\n'
    '- Group revenue of £4,318m (2022/23: £3,972m), up 8.7%\n'
    '- Like-for-like sales excluding fuel up 6.1%\n'
    '- Underlying operating profit of £187m (2022/23: £164m); underlying operating margin of 4.3% '
    '(2022/23: 4.1%)\n'
    '- Statutory profit before tax of £121m (2022/23: £138m), after a £39m impairment of the Dunmore '
    'Road distribution centre\n'
    '- Underlying earnings per share of 14.2p (2022/23: 12.6p)\n'
    '- Proposed final dividend of 4.1p, making a full-year dividend of 6.0p per share (2022/23: 5.4p)\n'
    '- Net debt excluding leases of £412m (2022/23: £455m)\n'
    '\n'
    'Operational review\n'
    'Online sales grew by 14% to £506m and now represent 11.7% of Group revenue. The Group ended the '
    'year with 612 stores, compared with 589 a year earlier. During the year we opened 31 convenience '
    'stores under the Quillhaven Local fascia and four supermarkets, and closed 12 smaller-format stores '
    'on the expiry of their leases.\n'
    '\n'
    'The average number of colleagues employed rose to 38,400 (2022/23: 36,950). From 1 March 2024 the '
    'hourly rate for store colleagues increased to £11.85 from £11.04, a rise of 7.3%.\n'
    '\n'
    'Outlook\n'
    'For 2024/25 we expect underlying operating profit of between £195m and £210m and capital '
    'expenditure of around £160m. We plan to open at least 25 further Quillhaven Local stores. This '
    'guidance assumes food inflation of 2% to 3% across the year.\n'
    '\n'
    'Marisol Quenby-Trask, Chief Executive, said: "This has been a year of strong volume growth. Our '
    'Local stores continue to outperform, and we have reduced our debt while investing in pay and '
    'prices."\n'
    '\n'
    'Dividend\n'
    'Subject to approval at the Annual General Meeting on 20 June 2024, the final dividend will be paid '
    'on 28 June 2024 to shareholders on the register at the close of business on 17 May 2024.\n'
    '\n'
    'Enquiries: Ptolemy Vance-Herrold, Director of Investor Relations'
)

B159_VANTORR = (
    'VANTORR MARITIME GROUP - ANNUAL REPORT 2023\n'
    'Extract: Segment review\n'
    '\n'
    'The Group reports three operating segments. All figures are in € million unless stated otherwise; '
    'comparatives are for the year ended 31 December 2022.\n'
    '\n'
    'Container Terminals\n'
    'Revenue: 642.3 (2022: 598.1), up 7.4%\n'
    'EBITDA: 231.0 (2022: 209.5)\n'
    'EBITDA margin: 36.0% (2022: 35.0%)\n'
    'Throughput rose 4.8% to 2.84 million TEU (2022: 2.71 million TEU). The Haldmark terminal handled '
    '1.91 million TEU and the Peskovo terminal 0.93 million TEU. Storage and reefer income benefited '
    'from longer container dwell times in the first half.\n'
    '\n'
    'Tug & Towage\n'
    'Revenue: 287.6 (2022: 301.4), down 4.6%\n'
    'EBITDA: 74.8 (2022: 84.4)\n'
    'EBITDA margin: 26.0% (2022: 28.0%)\n'
    'Harbour moves fell 7% to 41,300, reflecting fewer vessel calls at Brennvik and the sale of two tugs '
    'in March 2023. The fleet numbered 38 tugs at year end.\n'
    '\n'
    'Ferry Services\n'
    'Revenue: 198.4 (2022: 171.2), up 15.9%\n'
    'EBITDA: 29.8 (2022: 18.9)\n'
    'EBITDA margin: 15.0% (2022: 11.0%)\n'
    'Passenger numbers rose to 3.6 million (2022: 3.1 million). The Lysholm–Tarnø route reopened in May '
    '2023 following a 14-month suspension for berth reconstruction. A fuel surcharge of €2.50 per '
    'vehicle ticket remained in place throughout the year.\n'
    '\n'
    'Central costs\n'
    'Unallocated central costs were €18.2m (2022: €16.9m), with the increase mainly due to IT security '
    'spending.\n'
    '\n'
    'Capital expenditure and employees\n'
    'Group capital expenditure was €146m, of which €97m was invested in Container Terminals, principally '
    'two ship-to-shore cranes at Haldmark. At 31 December 2023 the Group employed 4,870 people, of whom '
    '2,960 worked in Container Terminals.\n'
    '\n'
    'Outlook\n'
    'For 2024 the Board expects Group EBITDA of €325m to €345m. This range excludes any contribution '
    'from the Peskovo berth 4 extension, which is scheduled to open in the fourth quarter of 2024.\n'
    '\n'
    'Ingvild Marrowby-Sten\n'
    'Chief Financial Officer'
)

B159_KELMORA = (
    'Kelmora Systems, Inc. Reports Third Quarter Fiscal 2025 Results\n'
    '\n'
    'REDWATER, Calif., December 4, 2024 - Kelmora Systems, Inc. (ticker: KLMR), a provider of '
    'cloud-based field-service scheduling software, today announced financial results for its third '
    'quarter of fiscal 2025, which ended October 31, 2024.\n'
    '\n'
    'Third Quarter Fiscal 2025 Highlights\n'
    '- Total revenue was $218.6 million, an increase of 19% year-over-year.\n'
    '- Subscription revenue was $201.3 million, an increase of 22% year-over-year.\n'
    '- Annual recurring revenue (ARR) reached $892.4 million, up 21% year-over-year.\n'
    '- Customers with more than $100,000 in ARR totaled 1,146, compared with 958 a year earlier.\n'
    '- Dollar-based net revenue retention rate was 114%, compared with 116% in the second quarter of '
    'fiscal 2025.\n'
    '- GAAP operating loss was $14.2 million, compared with $27.9 million in the third quarter of fiscal '
    '2024.\n'
    '- Non-GAAP operating income was $38.5 million, or 17.6% of revenue, compared with $22.1 million, or '
    '12.0% of revenue, a year ago.\n'
    '- Free cash flow was $29.7 million.\n'
    '\n'
    'Balance sheet and capital return\n'
    'Cash, cash equivalents and marketable securities totaled $1.04 billion as of October 31, 2024. '
    'During the quarter Kelmora repurchased 1.8 million shares of its common stock for $61.2 million, '
    'leaving $238.8 million available under the $300 million program authorized in June 2024. Headcount '
    'was 3,412 employees at quarter end, down from 3,590 on January 31, 2024, reflecting the '
    'restructuring plan announced in March 2024.\n'
    '\n'
    '"We saw healthy demand from utilities and facilities-management customers, and our focus on '
    'efficiency continues to show up in the margin," said Tobiah Renvale, chief executive officer.\n'
    '\n'
    'Outlook\n'
    'For the fourth quarter of fiscal 2025, Kelmora expects:\n'
    '- Total revenue of $226 million to $228 million\n'
    '- Non-GAAP operating income of $37 million to $39 million\n'
    'For the full fiscal year 2025, Kelmora now expects:\n'
    '- Total revenue of $852 million to $854 million, up from the previous range of $843 million to $848 '
    'million\n'
    '- Non-GAAP operating income of $141 million to $143 million\n'
    '\n'
    'Conference call\n'
    'Kelmora will host a conference call today at 2:00 p.m. Pacific Time (5:00 p.m. Eastern Time). Chief '
    'financial officer Delphine Arkwright-Soto will join Mr. Renvale on the call.'
)

B159_OSTRELLE = (
    'OSTRELLE BREWING GROUP LIMITED\n'
    "Annual Report 2024 - Extract from the Chair's letter to shareholders\n"
    '\n'
    'Dear Shareholders,\n'
    '\n'
    'The 2024 financial year, which ended on 30 June 2024, was one of firm pricing and softer volumes. '
    'Net revenue rose 3.6% to A$1,286.4 million (FY23: A$1,241.9 million), while volumes fell 3.3% to '
    '9.72 million hectolitres (FY23: 10.05 million hectolitres).\n'
    '\n'
    'Earnings before interest and tax were A$214.7 million (FY23: A$228.3 million), and EBIT margin '
    'eased to 16.7% from 18.4%, mainly because of higher can and glass costs and the excise increase in '
    'February. Net profit after tax was A$138.2 million (FY23: A$151.6 million), or 31.4 cents per '
    'share.\n'
    '\n'
    'Brands\n'
    'Tallowbrook Lager grew volume by 6% and was the only one of our core brands to grow. Our no-alcohol '
    'range, Ostrelle Zero, now accounts for 4.1% of group volume.\n'
    '\n'
    'Dividends\n'
    'The Board has declared a final dividend of 13.5 cents per share, 70% franked, bringing total '
    'dividends for the year to 24.5 cents per share (FY23: 26.0 cents). The interim dividend of 11.0 '
    'cents was fully franked. Total dividends represent a payout ratio of 78% of net profit after tax. '
    'The final dividend will be paid on 3 October 2024 to shareholders registered on 5 September 2024. '
    'The dividend reinvestment plan will operate with a 1.5% discount.\n'
    '\n'
    'People\n'
    'At 30 June 2024 we employed 2,184 full-time equivalent staff (FY23: 2,311). Most of the reduction '
    'followed the closure of the Merriwa Flats packaging line in February 2024; affected employees were '
    'offered redeployment at our Kembry brewery.\n'
    '\n'
    'Balance sheet and investment\n'
    'Capital expenditure was A$96 million. Net debt to EBITDA stood at 1.6 times at year end. For FY25 '
    'we expect capital expenditure of A$110 million to A$120 million, including a new canning line at '
    'Kembry.\n'
    '\n'
    'Outlook\n'
    'Given uncertainty over the timing of further excise changes, the Board will not provide earnings '
    'guidance for FY25. We expect volumes to decline by a low single-digit percentage.\n'
    '\n'
    'Imogen Fairweather-Ruck\n'
    'Chair\n'
    '21 August 2024'
)

B159_HALVERGATE = (
    'Halvergate Hospitality Group Reports Fourth Quarter and Fiscal 2024 Results\n'
    '\n'
    'DENVERLY, Ohio - February 20, 2025 - Halvergate Hospitality Group, Inc., operator of Pembridge '
    'Grill, Nook & Ladle and Sopwith Noodle Bar restaurants, today reported results for the 52-week '
    'fiscal year ended December 29, 2024. Fiscal 2023 contained 53 weeks.\n'
    '\n'
    'Fiscal 2024 highlights\n'
    '- Total revenue increased 6.4% to $1.472 billion from $1.383 billion. The 53rd week in fiscal 2023 '
    'contributed approximately $24 million of revenue; excluding it, revenue grew 8.3%.\n'
    '- Comparable restaurant sales rose 2.4% system-wide: Pembridge Grill +3.8%, Nook & Ladle +1.2%, '
    'Sopwith Noodle Bar -2.1%.\n'
    '- Restaurant-level margin was 17.9%, compared with 16.8%, reflecting menu pricing and lower hourly '
    'staff turnover.\n'
    '- Net income was $61.3 million, or $1.42 per diluted share, compared with $54.8 million, or $1.27 '
    'per diluted share.\n'
    '- Adjusted EBITDA was $198.7 million, compared with $186.2 million.\n'
    '\n'
    'Development\n'
    'The company opened 22 restaurants and closed nine, ending the year with 352 locations:\n'
    '- Pembridge Grill: 11 openings, 3 closures, 214 restaurants\n'
    '- Nook & Ladle: 9 openings, no closures, 97 restaurants\n'
    '- Sopwith Noodle Bar: 2 openings, 6 closures, 41 restaurants\n'
    'Of the 352 restaurants, 58 are franchised, all of them Pembridge Grill locations. Pembridge Grill '
    'average unit volume was $4.9 million for company-operated restaurants. Halvergate employed '
    'approximately 27,600 team members at year end.\n'
    '\n'
    'Dividend\n'
    'The Board raised the quarterly cash dividend to $0.21 per share from $0.18. The dividend is payable '
    'on March 14, 2025 to stockholders of record on February 28, 2025.\n'
    '\n'
    'Fiscal 2025 outlook\n'
    '- 20 to 24 new restaurant openings, none of them Sopwith Noodle Bar, as the brand completes a menu '
    'and format review\n'
    '- Comparable restaurant sales growth of 1.5% to 3.0%\n'
    '- Commodity inflation of 3% to 4%\n'
    '- Capital expenditures of $165 million to $185 million\n'
    '\n'
    '"Pembridge Grill delivered its strongest year of traffic since we went public," said chief '
    'executive Ottoline Brackenridge-Pell. "We are pausing Sopwith growth until we have the right '
    'model."'
)

B159_BRISVANE = (
    'BRISVANE OPTIK AG\n'
    'Half-Year Financial Report, January-June 2024\n'
    'Published 1 August 2024\n'
    '\n'
    'Key figures (H1 2024 vs. H1 2023)\n'
    '- Order intake: €412.6m (€389.0m), +6.1%\n'
    '- Revenue: €378.9m (€371.5m), +2.0%; +3.4% at constant currency\n'
    '- Book-to-bill ratio: 1.09\n'
    '- EBIT: €41.3m (€45.8m); EBIT margin 10.9% (12.3%)\n'
    '- Net income: €28.4m (€33.2m); earnings per share €1.12 (€1.31)\n'
    '- Free cash flow: -€6.2m (€11.4m)\n'
    '- Equity ratio at 30 June: 58.4%\n'
    '\n'
    'Segments\n'
    'Medical Optics increased revenue by 7.5% to €214.2m (H1 2023: €199.3m), driven by demand for '
    'intraocular lens components in Europe. Industrial Sensing revenue declined 4.4% to €164.7m (H1 '
    '2023: €172.2m) as semiconductor equipment customers postponed orders; its order intake, however, '
    'returned to growth in the second quarter.\n'
    '\n'
    'Regions\n'
    'Europe accounted for 46% of group revenue, the Americas for 31% and Asia-Pacific for 23%.\n'
    '\n'
    'Cash flow and employees\n'
    'Free cash flow turned negative, mainly because of inventory built up ahead of the launch of the '
    'Seravo lens platform in September 2024. The workforce grew to 3,026 employees at 30 June 2024 (31 '
    'December 2023: 2,948), with most of the additions at the new Oberzell assembly site.\n'
    '\n'
    'Outlook\n'
    'The Executive Board confirms its forecast for the 2024 financial year: revenue of €770m to €800m '
    'and an EBIT margin of 11% to 13%. Achieving the forecast requires a stronger second half, in which '
    'the Executive Board expects Industrial Sensing revenue to stabilise.\n'
    '\n'
    '"The first half was held back by Industrial Sensing, but our order books give us confidence for the '
    'rest of the year," said CEO Dr. Wendelin Oskarsdottir-Praml.\n'
    '\n'
    'Financial calendar\n'
    '7 November 2024: Quarterly statement Q3 2024'
)

BATCHES_159 = {
    'quillhaven grocer results': [(B159_QUILLHAVEN, c, True) for c in (
        'Quillhaven Provisions grew group revenue by £346m to £4.32bn in the 52 weeks to 2 March 2024.',
        'The interim dividend works out at 1.9p a share, with the proposed 4.1p final taking the total for '
        'the year to 6p.',
        'Net debt, leaving aside leases, came down by £43m over the year to £412m.',
        'A £39m write-down on the Dunmore Road distribution centre left statutory pre-tax profit at £121m, '
        "below the previous year's £138m.",
        'After opening 35 stores and shutting 12, Quillhaven finished the year with 612, a net gain of 23.',
        'Online sales climbed 14% to £506m, equal to nearly 12% of group revenue.',
        'Investors on the register on 17 May will receive the final dividend on 28 June, provided it is '
        'approved at the AGM on 20 June.',
    )] + [(B159_QUILLHAVEN, c, False) for c in (
        'Like-for-like sales including fuel rose 6.1%, Quillhaven said.',
        'Underlying operating margin slipped to 4.1% from 4.3% a year earlier.',
        'During the year the group opened 31 supermarkets and four Quillhaven Local convenience stores.',
        'The 12 smaller-format stores closed during the year were shut because of weak trading.',
        'Quillhaven expects underlying operating profit of £195m to £210m in 2024/25, assuming food '
        'inflation of 3% to 4%.',
        'The hourly rate for store colleagues rose 7.3% to £11.85 from 1 April 2024.',
        'Average headcount rose by 1,450 to 38,400, with most of the new jobs in Quillhaven Local stores.',
    )],
    'vantorr segment review': [(B159_VANTORR, c, True) for c in (
        'Ferry Services widened its EBITDA margin by four percentage points, to 15%.',
        'Revenue across the three segments totalled about €1.13bn, up from roughly €1.07bn in 2022.',
        "Tug & Towage was the only one of Vantorr's three segments to report lower revenue, down €13.8m on "
        '2022.',
        'The Haldmark terminal handled more than double the container volume that passed through Peskovo.',
        "About two thirds of the group's €146m capital spending went into Container Terminals.",
        'Before reopening in May 2023, the Lysholm–Tarnø ferry route had been out of service for more than a '
        'year while its berth was rebuilt.',
        'Combined EBITDA of the three segments was €335.6m before central costs of €18.2m.',
    )] + [(B159_VANTORR, c, False) for c in (
        "Container Terminals' EBITDA margin widened to 36% from 28% a year earlier.",
        'Container throughput rose 4.8% to 2.71 million TEU.',
        'Vantorr said harbour moves fell 7% to 41,300 solely because it sold two tugs in March 2023.',
        'Ferry passenger numbers rose to 3.6 million after the Lysholm–Tarnø route reopened in March 2023.',
        'The 2024 EBITDA guidance of €325m to €345m includes the Peskovo berth 4 extension, due to open in '
        'the fourth quarter.',
        'More than two thirds of the 4,870 employees worked in Container Terminals at the end of 2023.',
        'The Tug & Towage fleet numbered 38 tugs at year end after two vessels were added in March 2023.',
    )],
    'kelmora q3 results': [(B159_KELMORA, c, True) for c in (
        "Subscriptions made up about 92% of Kelmora's third-quarter revenue.",
        'Kelmora had 188 more customers paying over $100,000 in ARR than a year earlier, bringing the total '
        'to 1,146.',
        "Kelmora's GAAP operating loss roughly halved from a year earlier, to $14.2 million.",
        'The company paid an average of $34 a share for the 1.8 million shares it bought back in the quarter.',
        'Kelmora lifted the low end of its full-year revenue guidance by $9 million and the top end by $6 '
        'million.',
        'Non-GAAP operating margin improved by 5.6 percentage points year on year.',
        "Kelmora's results call starts at 5 p.m. Eastern time.",
    )] + [(B159_KELMORA, c, False) for c in (
        'Kelmora grew total revenue 22% to $218.6 million in its fiscal third quarter.',
        'Net revenue retention improved to 116% from 114% in the prior quarter.',
        'Headcount fell to 3,412 following a restructuring announced in March 2023.',
        'Kelmora had $1.04 billion in cash and cash equivalents at the end of October.',
        'For the fourth quarter, Kelmora guided to revenue of $226 million to $228 million and non-GAAP '
        'operating income of $141 million to $143 million.',
        'Free cash flow reached a record $29.7 million in the quarter.',
        'ARR rose 19% to $892.4 million.',
    )],
    'ostrelle brewing dividends': [(B159_OSTRELLE, c, True) for c in (
        "Ostrelle's volumes were about 330,000 hectolitres lower in FY24 than in FY23.",
        'Net revenue per hectolitre rose to roughly A$132 from about A$124.',
        'Shareholders will receive 24.5 cents in dividends for the year, 1.5 cents less than for FY23.',
        'Of the two payouts, only the 11-cent interim dividend was fully franked.',
        'Full-time equivalent staff numbers fell by 127, largely because of the closure of the Merriwa Flats '
        'packaging line.',
        'The final dividend will be paid four weeks after the 5 September record date.',
        'Ostrelle is not giving an FY25 profit forecast but expects a low single-digit fall in volumes.',
    )] + [(B159_OSTRELLE, c, False) for c in (
        'Ostrelle declared a fully franked final dividend of 13.5 cents per share.',
        'Net profit after tax fell to A$151.6 million, or 31.4 cents per share.',
        'Volumes fell 3.6% to 9.72 million hectolitres while net revenue rose 3.3%.',
        'Tallowbrook Lager volume rose 6%, in line with growth across the rest of the core brands.',
        'FY25 capital expenditure is expected to be A$110 million to A$120 million, including a new canning '
        'line at Merriwa Flats.',
        'Ostrelle said the EBIT margin fell to 16.7% mainly because of weaker sales of its no-alcohol range.',
        'The payout ratio rose to 78% of net profit after tax.',
    )],
    'halvergate dining results': [(B159_HALVERGATE, c, True) for c in (
        'After 22 openings and nine closures, Halvergate ended fiscal 2024 with 352 restaurants.',
        'Sopwith Noodle Bar ended the year with four fewer restaurants than it started with.',
        'Revenue rose 6.4% on a reported basis, or 8.3% once the extra week in fiscal 2023 is stripped out.',
        'Diluted earnings per share climbed 15 cents to $1.42.',
        'Nook & Ladle added nine restaurants without closing any, reaching 97.',
        'The quarterly dividend goes up by three cents, to 21 cents a share.',
        'Every one of the 58 franchised restaurants is a Pembridge Grill.',
    )] + [(B159_HALVERGATE, c, False) for c in (
        'Comparable sales at Nook & Ladle rose 3.8% in fiscal 2024.',
        'The 53rd week in fiscal 2024 added about $24 million to revenue.',
        'Restaurant-level margin narrowed to 16.8% from 17.9%.',
        'The higher dividend will go to stockholders of record on March 14, 2025.',
        'Halvergate plans 20 to 24 openings in 2025, most of them Nook & Ladle restaurants.',
        "Comparable restaurant sales grew at all three of the group's brands.",
        'Adjusted EBITDA rose to $198.7 million, helped by lower commodity costs.',
    )],
    'brisvane half-year report': [(B159_BRISVANE, c, True) for c in (
        'Brisvane Optik took in more orders than it booked as revenue in the first half, for a book-to-bill '
        'ratio of about 1.09.',
        'Medical Optics generated more than half of first-half revenue.',
        'Industrial Sensing sales fell by €7.5m year on year to €164.7m.',
        'Stripping out currency effects, revenue rose 3.4%.',
        'Brisvane added 78 people to its workforce in the first six months, most of them at the new Oberzell '
        'site.',
        'To reach the bottom of its full-year revenue range, Brisvane needs roughly €391m in the second half.',
        'Free cash flow swung from an inflow of €11.4m to an outflow of €6.2m, largely because of stock '
        'built ahead of the Seravo launch.',
    )] + [(B159_BRISVANE, c, False) for c in (
        'EBIT fell to €41.3m, giving a margin of 12.3%.',
        'Brisvane Optik grew first-half revenue by 6.1% to €378.9m.',
        'Brisvane raised its 2024 forecast to revenue of €770m to €800m.',
        'Medical Optics revenue rose 7.5% and Industrial Sensing revenue grew 4.4%.',
        'The Americas accounted for 46% of group revenue in the first half.',
        'All of the 78 additional employees were hired at the new Oberzell assembly site.',
        'Earnings per share fell to €1.12 from €1.31 as net income dropped to €33.2m.',
    )],
}
