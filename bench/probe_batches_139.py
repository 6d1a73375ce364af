"""Probe batch 139, written by a helper agent that saw neither the code nor an earlier probe (session 61), on six
made-up quarterly or annual results press releases of companies and the sentences of summaries of them."""

from __future__ import annotations

B139_BUSRESULTS = (
    'Westvale Bus Group plc - Preliminary results for the year ended 31 March 2024\n'
    'Tamsford, 4 June 2024. Westvale Bus Group plc, which runs local bus services across the Corran '
    'Valley, the Elsey coast and the Ardmoor conurbation, today announces its results for the year ended '
    '31 March 2024 (FY2024).\n'
    'Highlights: Revenue of £214.6m (FY2023: £198.3m), up 8.2%. Operating profit of £17.8m (FY2023: '
    '£15.1m), up 17.9%, giving an operating margin of 8.3% (FY2023: 7.6%). Adjusted earnings per share of '
    '11.4p (FY2023: 9.7p). Proposed final dividend of 3.2p, which together with the interim dividend of '
    '1.4p paid in January 2024 gives a total dividend for the year of 4.6p (FY2023: 4.0p), up 15%. Net '
    'debt of £62.3m at 31 March 2024 (31 March 2023: £71.9m). Passenger journeys of 58.4 million (FY2023: '
    '53.1 million), up 10.0%. A fleet of 1,126 buses operated from 19 depots, of which 212 are '
    'zero-emission vehicles (31 March 2023: 148).\n'
    'Margaret Oyelaran-Pike, who became chief executive in 2019, said: "Passengers came back in numbers '
    'this year, and our investment in reliability is paying off. Punctuality across the network reached '
    '91.2%. We will keep replacing diesel buses as fast as our depots can be re-equipped to charge them."\n'
    'Divisional review: Northern Hills: revenue £88.2m (FY2023: £80.6m), operating profit £7.9m (FY2023: '
    '£6.8m). Coastal: revenue £71.5m (FY2023: £67.9m), operating profit £6.4m (FY2023: £5.9m). In '
    'November 2023 Coastal closed its Port Elsey depot and transferred its 14 routes to the enlarged '
    'Kessinghay depot. Metro Link: revenue £54.9m (FY2023: £49.8m), operating profit £3.5m (FY2023: '
    '£2.4m). The tendered network contract between Metro Link and Ardmoor Combined Authority was renewed '
    'in September 2023 for a further seven years.\n'
    'Outlook: The board expects revenue growth of 4% to 6% in FY2025, with capital expenditure of about '
    '£38m, including 90 further electric buses due for delivery between October 2024 and June 2025. This '
    'guidance excludes any effect of bus franchising in the Ardmoor area; the Combined Authority is '
    'expected to decide whether to franchise services in early 2025.\n'
    'Financial calendar: Subject to approval at the annual general meeting on 18 July 2024, the final '
    'dividend will be paid on 26 July 2024 to shareholders on the register at the close of business on 21 '
    'June 2024. A first-quarter trading update will be published on 12 September 2024.'
)

B139_GARDENINTERIM = (
    'Bramblecote Garden Centres plc - Interim results for the 26 weeks ended 29 June 2024\n'
    'Hollinbrook, 17 September 2024. Bramblecote Garden Centres plc, which operates garden centres across '
    'the Midlands and the Welsh Marches, announces its unaudited results for the 26 weeks ended 29 June '
    '2024 (H1 2024).\n'
    'Highlights: Revenue of £143.7m (H1 2023: £151.2m), down 5.0%; like-for-like sales down 6.8%. '
    'Operating profit of £12.4m (H1 2023: £16.9m), down 26.6%; operating margin of 8.6% (H1 2023: 11.2%). '
    'Basic earnings per share of 6.1p (H1 2023: 8.5p). Interim dividend held at 2.1p per share. Net debt '
    'excluding lease liabilities of £28.4m (30 June 2023: £22.6m). 47 garden centres trading at 29 June '
    '2024 (30 December 2023: 45), following the openings of Millbrook Cross in April and Hadley Fen in '
    'June; no centres were closed. Greenleaf Club loyalty membership of 612,000, up 9% (H1 2023: '
    '561,000).\n'
    'Tobias Wrenfield, chief executive, said: "This was the wettest spring across our core regions since '
    '1986, and March to May is when our customers fill their borders. Plant sales suffered accordingly, '
    'but our restaurants and gift halls kept customers coming through the doors on rainy days."\n'
    'Category performance: Plants and outdoor living revenue was £82.5m (H1 2023: £92.8m), down 11.1%, '
    'with barbecues and garden furniture hardest hit. Food and restaurants revenue was £38.9m (H1 2023: '
    '£37.2m), up 4.6%, and restaurant covers rose by 3%. Gifts and indoor revenue was £22.3m (H1 2023: '
    '£21.2m), up 5.2%.\n'
    'Outlook: Trading has improved since the period end, with like-for-like sales up 3.1% in the ten '
    'weeks to 7 September 2024. The board now expects full-year pre-tax profit to be at the lower end of '
    'the current range of market expectations of £21m to £24m. The opening of a third new centre for '
    '2024, at Oakhurst Lane near Castlebridge, has been put back from October 2024 to March 2025 while a '
    'highways planning condition is discharged.\n'
    'Financial calendar: The interim dividend will be paid on 8 November 2024 to shareholders on the '
    'register on 11 October 2024. A Christmas trading update will be issued on 16 January 2025.'
)

B139_SOFTWAREQ3 = (
    'Stratavine Software, Inc. Reports Third Quarter Fiscal 2025 Results\n'
    'PORTLOCK, 5 December 2024 - Stratavine Software, Inc. (NASDAQ: STVN), a provider of cloud finance '
    'and procurement software for mid-sized companies, today reported results for its third quarter of '
    'fiscal 2025, ended 31 October 2024.\n'
    'Third quarter highlights (compared with the third quarter of fiscal 2024): Total revenue of $87.4 '
    'million, up 18.1% from $74.0 million. Subscription revenue of $71.9 million, up 24.0% from $58.0 '
    'million; professional services revenue of $15.5 million, compared with $16.0 million. Annual '
    'recurring revenue (ARR) of $298.6 million, up 22.0% from $244.8 million. 412 customers with ARR '
    'above $100,000, compared with 347; approximately 6,240 customers in total. Dollar-based net revenue '
    'retention of 114%, compared with 117%. GAAP operating loss of $3.2 million, compared with $9.8 '
    'million; non-GAAP operating income of $11.3 million, or 12.9% of revenue, compared with $4.8 '
    'million, or 6.5%. GAAP net loss per share of $(0.06), compared with $(0.19); non-GAAP net income per '
    'diluted share of $0.14, compared with $0.05. Free cash flow of $14.7 million. Cash, cash equivalents '
    'and investments of $412.5 million at 31 October 2024; the company has no debt.\n'
    '"Mid-sized finance teams are consolidating onto fewer platforms, and Stratavine is increasingly the '
    'one they keep," said Priya Delacroix-Haddad, who co-founded Stratavine in 2011 and has been chief '
    'executive since 2016.\n'
    'Revenue by region: Americas $53.3 million (Q3 fiscal 2024: $46.4 million), up 14.9%; EMEA $25.4 '
    'million ($20.7 million), up 22.7%, helped by the opening of a Frankfurt data centre in June 2024; '
    'APAC $8.7 million ($6.9 million), up 26.1%.\n'
    'Corporate developments: On 19 November 2024 Stratavine agreed to acquire Tallowmark Analytics, a '
    '90-person spend-analytics company based in Dunmore, for $46 million in cash. The deal is expected to '
    'close in the first quarter of fiscal 2026, subject to regulatory approval. Stratavine does not pay a '
    'dividend; the board has authorised a $50 million share repurchase programme running until 31 '
    'December 2025. Headcount was 1,380 at quarter end.\n'
    'Outlook: For the fourth quarter of fiscal 2025, Stratavine expects revenue of $90.0 million to $92.0 '
    'million and non-GAAP operating income of $10.5 million to $11.5 million. For the full fiscal year '
    '2025 it now expects revenue of $338 million to $340 million (previously $332 million to $336 '
    'million) and a non-GAAP operating margin of about 11%. Guidance excludes the Tallowmark acquisition.\n'
    'Conference call: Management will host a call today at 5:00 p.m. Eastern Time. Fourth quarter and '
    'full-year fiscal 2025 results are expected on 13 March 2025.'
)

B139_BREWERYYEAR = (
    'Corriemoor Brewing Company plc - Results for the 52 weeks ended 28 September 2024\n'
    'Aldercombe, 3 December 2024. Corriemoor Brewing Company plc, the family-controlled brewer and pub '
    'operator founded in Aldercombe in 1874, announces its results for the 52 weeks ended 28 September '
    '2024.\n'
    'Highlights: Revenue of £186.2m (2023: £179.5m), up 3.7%. Underlying operating profit of £21.9m '
    '(2023: £23.4m), down 6.4%; underlying operating margin of 11.8% (2023: 13.0%). Underlying earnings '
    'per share of 28.3p (2023: 31.0p), down 8.7%. Proposed final dividend of 9.5p, giving a total for the '
    'year of 14.0p (2023: 13.6p) with the 4.5p interim, the 31st consecutive year of dividend growth. Net '
    'debt of £94.7m (2023: £88.1m), 2.4 times EBITDA, reflecting investment in the new brewhouse. Barrels '
    'brewed: 312,000 (2023: 298,000), up 4.7%. An estate of 164 pubs (2023: 171) following the sale of '
    'seven non-core tenanted pubs for £5.8m.\n'
    'Alistair Brennock-Hale, chief executive, said: "Our pubs had a good year, but the brewery absorbed a '
    'sharp rise in malting barley and energy costs that we chose not to pass on in full to our free-trade '
    'customers."\n'
    'Divisional review: Brewing and Brands: revenue £72.4m, underlying operating profit £6.1m (2023: '
    '£7.8m). Mossgate Bitter volumes rose 6%, and Corrie Pale lager, launched in March 2024, is now '
    'stocked in 1,200 free-trade outlets. The new brewhouse at Aldercombe was completed in May 2024 at a '
    'cost of £14.2m, raising annual capacity to 400,000 barrels. Managed Pubs (58 pubs): revenue £89.6m, '
    'underlying operating profit £11.2m (2023: £10.9m); like-for-like sales up 4.1%, with food at 38% of '
    'revenue. Tenanted Pubs (106 pubs): revenue £24.2m, underlying operating profit £4.6m (2023: £4.7m); '
    'average rent per pub up 3%.\n'
    'Board: Ruth Okonedo-Lowe, finance director, will retire in January 2025 after 12 years in the role. '
    'She will be succeeded on 1 February 2025 by Gareth Imrie, currently group financial controller.\n'
    'Outlook: Managed-pub like-for-like sales rose 2.4% in the first nine weeks of the new financial '
    'year, to 30 November. The board expects around £3m of additional employment costs in FY2025 and '
    'plans capital expenditure of about £18m. It expects FY2025 underlying operating profit to be broadly '
    'in line with FY2024.\n'
    'Financial calendar: Subject to approval at the annual general meeting on 23 January 2025, the final '
    'dividend will be paid on 7 February 2025 to shareholders on the register on 10 January 2025. Interim '
    'results will be announced on 20 May 2025.'
)

B139_HOUSEHALF = (
    'Fenwright Homes plc - Half-year results for the six months ended 31 December 2024\n'
    'Brinsley Park, 25 February 2025. Fenwright Homes plc, the regional housebuilder, announces its '
    'unaudited results for the six months ended 31 December 2024 (H1 2025).\n'
    'Highlights: Completions of 1,846 homes (H1 2024: 2,014), down 8.3%. Average selling price of '
    '£318,400 (H1 2024: £302,100), up 5.4%. Revenue of £612.8m (H1 2024: £640.5m), down 4.3%, including '
    '£25.0m of land sales (H1 2024: £32.1m). Gross margin of 19.6% (H1 2024: 21.3%). Operating profit of '
    '£78.4m (H1 2024: £96.7m), down 18.9%, an operating margin of 12.8% (H1 2024: 15.1%); operating '
    'profit is stated after a £6.5m charge for remediation of four apartment blocks built between 2004 '
    'and 2011. Basic earnings per share of 17.2p (H1 2024: 21.6p). Interim dividend of 5.5p (H1 2024: '
    '6.0p). Net cash of £143.0m at 31 December 2024 (31 December 2023: £181.6m). Forward order book of '
    '£701m, or 2,129 homes (H1 2024: £655m). Net private reservations per outlet per week of 0.58 (H1 '
    '2024: 0.51), from an average of 92 outlets (H1 2024: 98). Land bank of 24,300 plots, 41% of which is '
    'strategic land without planning permission.\n'
    'Daniel Ashcombe-Reyes, chief executive, said: "Buyers returned as mortgage rates eased through the '
    'autumn, and build cost inflation has slowed to about 2%. Our margins still reflect the higher costs '
    'of the last two years."\n'
    'Regional performance: North: 812 completions, operating profit £29.1m. Midlands: 604 completions, '
    'operating profit £27.6m. South: 430 completions, operating profit £21.7m; the South had the highest '
    'average selling price, at £412,000.\n'
    'Outlook: For the year ending 30 June 2025 Fenwright expects 3,900 to 4,100 completions (FY2024: '
    '4,211). It plans to open 22 new outlets in the second half. Guidance assumes no material change in '
    'mortgage rates from current levels.\n'
    'Financial calendar: The interim dividend will be paid on 4 April 2025 to shareholders on the '
    'register on 7 March 2025. A trading update will be issued on 15 July 2025, and full-year results on '
    '16 September 2025.'
)

B139_MOBILEQ2 = (
    'Norvane Mobile plc - Second quarter 2024 results\n'
    'Halvergate, 25 July 2024. Norvane Mobile plc, the second-largest mobile network operator in the '
    'Republic of Estravia, announces its results for the three months ended 30 June 2024.\n'
    'Highlights (Q2 2024 compared with Q2 2023): Total revenue of EUR 487.3m (EUR 481.0m), up 1.3%. '
    'Service revenue of EUR 412.6m (EUR 398.9m), up 3.4%; equipment revenue of EUR 74.7m (EUR 82.1m), '
    'down 9.0%, as customers kept their handsets for longer. EBITDA of EUR 171.4m (EUR 162.8m), up 5.3%; '
    'EBITDA margin of 35.2% (33.8%). Operating profit of EUR 64.9m (EUR 58.2m). Basic earnings per share '
    'of EUR 0.21 (EUR 0.18). Mobile customers of 9.84 million (9.61 million): postpaid 6.12 million (5.78 '
    'million) and prepaid 3.72 million (3.83 million), with 87,000 postpaid net additions in the quarter. '
    'Monthly postpaid churn of 0.9% (1.1%). Postpaid ARPU of EUR 21.40 (EUR 20.90). Broadband customers '
    '(fixed wireless and fibre) of 386,000 (332,000). Capital expenditure of EUR 88.5m. Net debt of EUR '
    '2.31bn at 30 June 2024, 2.1 times EBITDA. Interim dividend of EUR 0.12 per share.\n'
    'Ingrid Solveig-Marano, chief executive since January 2022, said: "Customers are choosing longer '
    'contracts and staying with us, and our business unit is winning work that used to go to the '
    'incumbent."\n'
    'Segment review: Consumer service revenue was EUR 301.8m (EUR 293.5m), up 2.8%. Business service '
    'revenue was EUR 110.8m (EUR 105.4m), up 5.1%, helped by a five-year contract with the state rail '
    'operator Ferrovia Estrava, signed in April.\n'
    'Network: Norvane operates 6,870 mobile sites, of which 4,150 carry 5G; 5G now covers 81% of the '
    'population (64% a year earlier). The 3G network was switched off nationwide on 14 May 2024, except '
    'in the Kellmarsh Uplands, where it will remain in service until 31 March 2025 to support personal '
    'emergency alarms.\n'
    'Outlook: Norvane now expects full-year 2024 EBITDA growth of 4% to 5% (previously 3% to 4%). Capital '
    'expenditure guidance of EUR 350m to EUR 370m is unchanged. Guidance excludes any payment for the '
    '3.6GHz spectrum auction scheduled for November 2024.\n'
    'Financial calendar: The interim dividend will be paid on 27 September 2024 to shareholders on the '
    'register on 30 August 2024. Third-quarter results will be published on 6 November 2024.'
)

BATCHES_139 = {
    'Westvale Bus Group full-year results': [(B139_BUSRESULTS, c, True) for c in (
        "Westvale's revenue for the year to 31 March 2024 climbed by £16.3 million to £214.6 million.",
        'Passenger journeys grew by a tenth, to 58.4 million.',
        'The 4.6p total dividend for FY2024 is made up of a 1.4p interim payment and a proposed 3.2p final payment.',
        'Over the year the number of zero-emission buses in the Westvale fleet increased by 64.',
        'Westvale cut its net debt by £9.6 million during the year, ending at £62.3 million.',
        'Of the three divisions, Northern Hills made the largest operating profit, at £7.9 million.',
        'The FY2025 guidance leaves out any impact of possible bus franchising in Ardmoor, which the Combined '
        'Authority is expected to decide on in early 2025.',
    )] + [(B139_BUSRESULTS, c, False) for c in (
        'Operating profit rose by 17.9% to £17.8 million, lifting the operating margin to 8.6%.',
        'Adjusted earnings per share rose to 11.4p from 9.7p, driven mainly by higher concessionary fare '
        'reimbursement.',
        'The Metro Link tendered network contract with Ardmoor Combined Authority was renewed in September '
        '2023 for five years.',
        'In November 2023 the Coastal division closed its Kessinghay depot and moved its 14 routes to Port Elsey.',
        'The 90 further electric buses, due between October 2024 and June 2025, are all being built in the UK.',
        'Westvale will pay its final dividend of 3.2p on 18 July 2024.',
        'Punctuality across the Westvale network reached 91.2%, up from 88% the year before.',
    )],
    'Bramblecote Garden Centres interim results': [(B139_GARDENINTERIM, c, True) for c in (
        "Bramblecote's first-half revenue dropped by £7.5 million to £143.7 million.",
        'The operating margin narrowed from 11.2% to 8.6% in the first half.',
        'Bramblecote kept its interim dividend unchanged at 2.1p a share.',
        'The openings of Millbrook Cross and Hadley Fen took the estate from 45 to 47 garden centres.',
        'Of the three product categories, only plants and outdoor living saw sales fall in the half.',
        'Membership of the Greenleaf Club loyalty scheme grew by 51,000 to 612,000.',
        'The Oakhurst Lane centre is now due to open in March 2025, five months later than originally planned.',
    )] + [(B139_GARDENINTERIM, c, False) for c in (
        'Like-for-like sales fell by 5.0% in the first half.',
        'Operating profit fell 26.6% to £12.4 million, partly because of higher staff costs.',
        'Net debt excluding lease liabilities fell to £28.4 million from £22.6 million a year earlier.',
        'With 612,000 members, the Greenleaf Club is the largest garden-centre loyalty scheme in the UK.',
        'The board expects full-year pre-tax profit at the upper end of the £21 million to £24 million range '
        'of market expectations.',
        'Restaurant covers rose by 4.6% in the first half.',
        'Like-for-like sales rose 3.1% in the ten weeks to 7 September 2024, with all 47 centres reporting growth.',
    )],
    'Stratavine Software third-quarter results': [(B139_SOFTWAREQ3, c, True) for c in (
        "Stratavine's third-quarter revenue rose about 18% year on year, an increase of $13.4 million to "
        '$87.4 million.',
        'Subscription revenue grew by almost a quarter to $71.9 million, while services revenue slipped to '
        '$15.5 million.',
        'The number of customers with more than $100,000 of ARR rose by 65 to 412.',
        'Stratavine was still loss-making on a GAAP basis, although its operating loss narrowed from $9.8 '
        'million to $3.2 million.',
        'Stratavine raised the bottom of its full-year revenue guidance by $6 million and the top by $4 million.',
        'APAC was the fastest-growing of the three regions, with revenue up 26.1% to $8.7 million.',
        'Priya Delacroix-Haddad co-founded Stratavine five years before becoming its chief executive, a role '
        'she has now held for about eight years.',
    )] + [(B139_SOFTWAREQ3, c, False) for c in (
        'ARR rose 22% to $298.6 million, and dollar-based net revenue retention improved to 117%.',
        'Americas revenue grew 22.7% to $53.3 million in the third quarter.',
        'The non-GAAP operating margin improved to 12.9% from 6.5% thanks to a hiring freeze.',
        'The Tallowmark Analytics acquisition is expected to close in the fourth quarter of fiscal 2025.',
        "After closing, Tallowmark Analytics will be merged into Stratavine's EMEA business.",
        'Stratavine will report its fourth-quarter and full-year fiscal 2025 results on 5 December 2024.',
        'Free cash flow of $14.7 million was a quarterly record for Stratavine.',
    )],
    'Corriemoor Brewing full-year results': [(B139_BREWERYYEAR, c, True) for c in (
        "Corriemoor's revenue grew by £6.7 million to £186.2 million, yet its underlying operating profit "
        'fell 6.4% to £21.9 million.',
        'The total dividend rose by 0.4p to 14.0p, marking 31 years in a row of dividend increases.',
        'Managed Pubs was the only division to increase its underlying operating profit, which rose to £11.2 '
        'million from £10.9 million.',
        'After selling seven non-core tenanted pubs, Corriemoor ended the year with 164 pubs, down from 171.',
        'Corriemoor brewed 14,000 more barrels than in the previous year.',
        'The new Aldercombe brewhouse gives annual capacity of 400,000 barrels, 88,000 more than Corriemoor '
        'brewed in the year.',
        'The board expects underlying operating profit in FY2025 to be roughly the same as in FY2024.',
    )] + [(B139_BREWERYYEAR, c, False) for c in (
        'Underlying earnings per share fell 8.7% to 28.3p, and the final dividend was raised to 14.0p.',
        'Net debt fell from £94.7 million to £88.1 million over the year.',
        'The new brewhouse at Aldercombe was completed in May 2024 at a cost of £14.2 million, below its '
        'original budget.',
        'Corrie Pale lager, launched in March 2024, is now stocked in 1,200 managed pubs.',
        'Brewing and Brands profit fell to £6.1 million as Mossgate Bitter volumes declined.',
        'Gareth Imrie, who will succeed Ruth Okonedo-Lowe as finance director, joined Corriemoor from a rival brewer.',
        'Managed-pub like-for-like sales rose 2.4% in the first nine weeks of the new year, the strongest '
        "start to a year in Corriemoor's history.",
    )],
    'Fenwright Homes half-year results': [(B139_HOUSEHALF, c, True) for c in (
        'Fenwright completed 1,846 homes in the half, 168 fewer than a year earlier.',
        'Although the average selling price rose 5.4% to £318,400, revenue fell 4.3% to £612.8 million.',
        "Leaving out the £25.0 million of land sales, Fenwright's first-half revenue came to £587.8 million.",
        'The North region delivered both the most completions, 812, and the highest operating profit, £29.1 million.',
        'The interim dividend was cut by 0.5p to 5.5p.',
        'Net cash fell by £38.6 million year on year to £143.0 million.',
        'The sales rate improved to 0.58 net private reservations per outlet per week even though Fenwright '
        'traded from fewer outlets on average, 92 against 98.',
    )] + [(B139_HOUSEHALF, c, False) for c in (
        'Operating profit fell 18.9% to £78.4 million, and the operating margin slipped to 12.8% from 15.4%.',
        'The forward order book stood at £701 million, or 2,129 homes, down from £655 million a year earlier.',
        'The £6.5 million remediation charge relates to four London apartment blocks built between 2004 and 2011.',
        'Fenwright expects 3,900 to 4,100 completions for the year to 30 June 2025, more than the 4,211 it '
        'completed in FY2024.',
        "Of Fenwright's land bank of 24,300 plots, 41% already has full planning permission.",
        'Gross margin narrowed to 19.6% from 21.3%, mainly because of larger incentives offered to first-time buyers.',
        'All 22 new outlets Fenwright plans to open in the second half are in the South region.',
    )],
    'Norvane Mobile second-quarter results': [(B139_MOBILEQ2, c, True) for c in (
        "Norvane's service revenue grew 3.4% to EUR 412.6 million, an increase of EUR 13.7 million.",
        'A 9.0% fall in equipment revenue, to EUR 74.7 million, held total revenue growth to just 1.3%.',
        'The EBITDA margin widened by 1.4 percentage points to 35.2%.',
        "Norvane's postpaid base grew by 340,000 over the year to 6.12 million, while prepaid customers fell "
        'to 3.72 million.',
        'Business service revenue grew faster than consumer service revenue, at 5.1% against 2.8%.',
        '3G has been switched off everywhere in Estravia except the Kellmarsh Uplands, where it will stay on '
        'until the end of March 2025.',
        'Norvane raised both ends of its full-year EBITDA growth guidance by one percentage point, to 4% to 5%.',
    )] + [(B139_MOBILEQ2, c, False) for c in (
        'Monthly postpaid churn rose to 1.1% in the second quarter.',
        "5G now covers 81% of the population and is carried on all 6,870 of Norvane's mobile sites.",
        'Norvane raised its interim dividend to EUR 0.12 per share from EUR 0.10.',
        "The 87,000 postpaid net additions were Norvane's highest quarterly total since its launch.",
        "Norvane's guidance includes the expected cost of the 3.6GHz spectrum auction in November 2024.",
        'Postpaid ARPU rose to EUR 21.40 from EUR 20.90, an increase of 5%.',
        'Equipment revenue fell 9.0% because of a shortage of new handset models.',
    )],
}
