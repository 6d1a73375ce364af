"""Probe batch 166, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
made-up appliance and gadget spec tables, with claims phrased as a shopping assistant's answers."""

from __future__ import annotations

B166_STICKVAC = (
    'Harrowgale Home Reviews | Cordless stick vacuums compared: four models from £179\n'
    'Updated 14 March 2025. Prices were checked on 12 March 2025 at three retailers; the lowest price found '
    'is shown.\n'
    '\n'
    'We lived with each of these cordless sticks for three weeks in a two-storey house with carpets, hard floors '
    'and one very hairy lurcher. The Glide 3 and Glide 5 Pro are made by Ostrivane, the Swift X by Quennberry and '
    'the Featherlift 2 by Talloway.\n'
    '\n'
    'Spec               | Glide 3  | Glide 5 Pro | Swift X  | Featherlift 2\n'
    'Price              | £179     | £249        | £219     | £299\n'
    'Weight             | 2.4 kg   | 2.7 kg      | 2.1 kg   | 2.9 kg\n'
    'Runtime, eco       | 45 min   | 60 min      | 40 min   | 70 min (1)\n'
    'Runtime, boost     | 9 min    | 12 min      | 8 min    | 15 min\n'
    'Dust bin           | 0.5 L    | 0.6 L       | 0.4 L    | 0.75 L\n'
    'Full charge        | 4.5 h    | 3.5 h       | 5 h      | 3 h\n'
    'Removable battery  | No       | Yes         | Yes      | Yes\n'
    'LED floor light    | No       | Yes         | No       | Yes\n'
    'Noise (max)        | 79 dB    | 77 dB       | 81 dB    | 75 dB\n'
    'Warranty           | 2 years  | 3 years (2) | 2 years  | 5 years (3)\n'
    '\n'
    '(1) Measured with the non-motorised crevice tool. With the motorised floor head fitted, eco runtime is '
    '52 minutes.\n'
    '(2) The third year applies only if the vacuum is registered online within 28 days of purchase; otherwise '
    'the warranty is 2 years.\n'
    '(3) Years 3 to 5 cover the motor only. The battery is covered for 2 years.\n'
    '\n'
    'Spare batteries: Glide 5 Pro £59, Swift X £45, Featherlift 2 £69. The battery in the Glide 3 is not '
    'user-replaceable; a service-centre replacement costs £85 including labour.\n'
    'Docking: the standard Swift X ships with a charging cable only. A Swift X Plus bundle, which adds a wall '
    'dock, sells for £20 more.\n'
    '\n'
    'Our verdict\n'
    'Best overall: Glide 5 Pro. Lightest: Swift X. Quietest and longest-running: Featherlift 2. Best on a budget: '
    'Glide 3, provided you can live without a swappable battery.'
)

B166_AIRFRYER = (
    'Brambleworth Kitchen Lab | Air fryer spec sheet: four models compared\n'
    'Published 9 May 2025. Prices shown are recommended retail prices.\n'
    '\n'
    'Spec                  | Crispa 4 | Crispa Duo 8      | Airlune 6   | Toastwell Combi\n'
    'Maker                 | Pembrose | Pembrose          | Vellacourt  | Ghyllmore\n'
    'Price                 | £89      | £159              | £129        | £199\n'
    'Capacity              | 4.2 L    | 8.0 L (2 x 4.0 L) | 6.0 L       | 11 L, 3 racks\n'
    'Power                 | 1500 W   | 2400 W            | 1700 W      | 1800 W\n'
    'Max temperature       | 200°C    | 200°C             | 230°C (a)   | 230°C\n'
    'Weight                | 4.8 kg   | 7.9 kg            | 6.1 kg      | 9.4 kg\n'
    'Dishwasher-safe parts | Yes      | Yes               | Partly (b)  | Yes (racks)\n'
    'Viewing window        | No       | Yes               | Yes         | Yes\n'
    'App control           | No       | No                | Yes         | Yes\n'
    'Energy, chips test    | 0.21 kWh | 0.26 kWh (c)      | 0.19 kWh    | 0.31 kWh\n'
    'Warranty              | 2 years  | 2 years           | 3 years     | 1 year (d)\n'
    '\n'
    '(a) 230°C is available only in the Sear preset, which is limited to 10 minutes. Manual mode tops out at '
    '210°C.\n'
    '(b) The basket is hand-wash only; the crisper plate is dishwasher safe.\n'
    '(c) Measured using one drawer only.\n'
    '(d) Can be extended to 3 years for £25 if the extension is bought within 30 days of purchase.\n'
    '\n'
    'How we tested energy use: 500 g of frozen chips cooked for 18 minutes, including a preheat where the model '
    'requires one. At 28p per kWh, a batch in the Airlune 6 costs about 5p.\n'
    '\n'
    'Good to know\n'
    '- Sync Finish, which makes both drawers finish cooking at the same moment, is found only on the '
    'Crispa Duo 8.\n'
    '- The Toastwell Combi goes on sale on 3 June. Pre-orders ship within 5 working days of that date.\n'
    '- The Toastwell Combi is the only model here that can also toast bread and bake a 23 cm pizza.\n'
    '\n'
    'Verdict: for one or two people the Crispa 4 is plenty. Families should look at the Crispa Duo 8 or, if '
    'counter space allows, the Toastwell Combi.'
)

B166_POWERSTATION = (
    'Wendricott Outdoor Review | Portable power stations: four models side by side\n'
    'Last revised 22 April 2025. Prices in euros, including VAT.\n'
    '\n'
    'Spec                  | Volt 300   | Volt 700    | Trailcell 1000 | Hearthbank 2000\n'
    'Maker                 | Brannock   | Brannock    | Sellisworth    | Ommerdale\n'
    'Price                 | €299       | €649        | €899           | €1,699\n'
    'Capacity              | 288 Wh     | 716 Wh      | 1,024 Wh       | 2,048 Wh (4)\n'
    'Output, continuous    | 300 W      | 700 W       | 1,200 W        | 2,200 W\n'
    'Output, surge         | 600 W      | 1,400 W     | 2,400 W        | 4,400 W\n'
    'Weight                | 3.6 kg     | 8.2 kg      | 11.5 kg        | 22.8 kg\n'
    'AC outlets            | 1          | 2           | 4              | 6\n'
    'USB-C ports (max)     | 1 (60 W)   | 2 (100 W)   | 2 (140 W)      | 4 (100 W)\n'
    'Solar input, max      | 100 W      | 200 W       | 400 W          | 800 W (1)\n'
    'Wall charge, 0-80%    | 2 h 10 min | 1 h 5 min   | 55 min         | 1 h 40 min\n'
    'Cell chemistry        | NMC        | LiFePO4     | LiFePO4        | LiFePO4\n'
    'Cycles to 80% (2)     | 800        | 3,000       | 3,500          | 4,000\n'
    'UPS mode (switchover) | No         | Yes (30 ms) | Yes (10 ms)    | Yes (10 ms)\n'
    'Warranty              | 2 years    | 5 years     | 5 years        | 5 years (3)\n'
    '\n'
    '(1) 800 W requires two panels on separate inputs; a single input is limited to 500 W.\n'
    '(2) Cycles until the battery holds 80% of its original capacity, tested at 25°C.\n'
    '(3) Covers the main unit. The optional expansion battery (€1,049, adds 2,048 Wh) carries a 3-year '
    'warranty.\n'
    '(4) Expandable; see note 3.\n'
    '\n'
    'Also worth knowing\n'
    '- Only the Hearthbank 2000 has wheels and a telescopic handle.\n'
    '- Solar bundle: a 200 W folding panel can be added for €279 (Volt 700 and Trailcell 1000 only).\n'
    '- Air travel: none of the four may be carried on passenger flights, as all exceed the 160 Wh airline limit.\n'
    '\n'
    'Verdict\n'
    'The Volt 300 is enough for a weekend of phones, lights and a camera. The Trailcell 1000 is our best '
    'all-rounder, and the Hearthbank 2000 is the one to buy for home backup during power cuts.'
)

B166_DEHUMIDIFIER = (
    'Fennick & Loame Appliance Notes | Damp-season buyer table: four dehumidifiers\n'
    'Prices checked 21 October 2024.\n'
    '\n'
    'Spec                   | DryLeaf 10  | DryLeaf 20     | Desiccant 8           | Arcwell 16 Silent\n'
    'Maker                  | Corriwen    | Corriwen       | Myrtlegate            | Sabbeth\n'
    'Price                  | £149        | £239           | £189                  | £279\n'
    'Type                   | Compressor  | Compressor     | Desiccant             | Compressor\n'
    'Rated extraction (1)   | 10 L/day    | 20 L/day       | 8 L/day               | 16 L/day\n'
    'Water tank             | 2.0 L       | 4.5 L          | 2.5 L                 | 3.0 L\n'
    'Power draw             | 195 W       | 360 W          | 640 W (320 W low fan) | 280 W\n'
    'Noise                  | 39 dB       | 44 dB          | 36 dB                 | 33 dB (2)\n'
    'Weight                 | 9.8 kg      | 13.2 kg        | 7.1 kg                | 12.0 kg\n'
    'Humidistat             | Yes         | Yes            | Yes                   | Yes\n'
    'Laundry mode           | No          | Yes            | Yes                   | Yes\n'
    'Continuous drain       | Yes, hose not included | Yes, hose included | Yes, hose included | No\n'
    'Efficiency, our score  | 2.1 L/kWh   | 2.3 L/kWh      | 1.0 L/kWh             | 2.4 L/kWh\n'
    'Warranty               | 2 years     | 2 years        | 3 years               | 5 years (3)\n'
    '\n'
    '(1) Manufacturer figures at 30°C and 80% relative humidity. In our 18°C test room, the three compressor '
    'models managed roughly half their rated figure; the Desiccant 8 extracted 6.5 L/day.\n'
    '(2) Night mode only; 41 dB on the standard fan.\n'
    '(3) The compressor is covered for 5 years; all other parts for 2 years.\n'
    '\n'
    'Efficiency score: litres of water extracted per kWh of electricity in our test room, over 72 hours.\n'
    '\n'
    'Where to use them\n'
    'The Desiccant 8 keeps working down to 1°C, which makes it the pick for unheated garages and boats. The '
    'compressor models are rated to operate from 5°C and are best kept in heated rooms. If you dry laundry '
    'indoors, skip the DryLeaf 10.\n'
    '\n'
    'Verdict: the Arcwell 16 Silent is our bedroom choice; the DryLeaf 20 suits larger, damper homes.'
)

B166_WEARABLE = (
    'Kestrelby Gadget Desk | Fitness trackers and watches under €250: the spec sheet\n'
    'Published 2 April 2025.\n'
    '\n'
    'Spec               | Pace S       | Pace S Pro     | Orbit Run            | Loop 3\n'
    'Maker              | Ulvenholt    | Ulvenholt      | Drissaway            | Cobbleham\n'
    'Price              | €79          | €129           | €249                 | €189\n'
    'Display            | 1.1in AMOLED | 1.4in AMOLED   | 1.3in MIP            | None\n'
    'Battery (claimed)  | 14 days      | 12 days        | 21 days              | 7 days\n'
    'Battery, always-on | 5 days       | 4 days         | 21 days              | n/a\n'
    'GPS                | Via phone    | Built-in, 18 h | Multi-band, 40 h (1) | None\n'
    'Water resistance   | 5 ATM        | 5 ATM          | 10 ATM               | 5 ATM\n'
    'Weight             | 24 g         | 29 g           | 47 g                 | 19 g\n'
    'NFC payments       | No           | Yes            | Yes (2)              | No\n'
    'Offline maps       | No           | No             | Yes                  | No\n'
    'Strap fitting      | Own clip     | 22 mm          | 22 mm                | Fabric loop\n'
    'Warranty           | 1 year       | 2 years        | 2 years              | 2 years\n'
    '\n'
    '(1) 40 h in standard GPS mode; 26 h with multi-band switched on.\n'
    '(2) Works only with cards from the banks listed in the Drissaway app. Not available in Portugal.\n'
    '\n'
    'Subscription: the Loop 3 needs a subscription for its sleep and recovery insights, at €5.99 a month. '
    'The first 6 months are included with the band. Step counts and heart rate work without it.\n'
    '\n'
    "Battery figures are the makers' claims. In our own test, with notifications and sleep tracking switched on, "
    'the Pace S Pro lasted 9 days and the Orbit Run 17 days.\n'
    '\n'
    'Verdict\n'
    'Budget pick: Pace S. Best for runners: Orbit Run, thanks to offline maps and multi-band GPS. Best for people '
    'who dislike screens: Loop 3.'
)

B166_DISHWASHER = (
    'Larchmere Electrical | Compare freestanding dishwashers\n'
    'Prices valid from 1 May 2025 until further notice.\n'
    '\n'
    'Spec                      | DW45 Compact | DW60 Plus   | Silvo 60        | Silvo 60 Zeolite\n'
    'Maker                     | Hobbesfield  | Hobbesfield | Prendergast-Vey | Prendergast-Vey\n'
    'Price                     | £329         | £449        | £599            | £749\n'
    'Width                     | 45 cm        | 60 cm       | 60 cm           | 60 cm\n'
    'Place settings            | 10           | 13          | 14              | 14\n'
    'Energy class              | E            | D           | B               | A\n'
    'Energy per 100 eco cycles | 75 kWh       | 84 kWh      | 67 kWh          | 54 kWh\n'
    'Water per eco cycle       | 9.5 L        | 11.0 L      | 9.0 L           | 8.6 L\n'
    'Noise (eco)               | 47 dB        | 44 dB       | 42 dB           | 40 dB\n'
    'Eco programme length      | 3 h 50 min   | 3 h 55 min  | 4 h 20 min      | 3 h 35 min\n'
    'Third cutlery tray        | No           | Yes         | Yes             | Yes\n'
    'Drying                    | Standard     | Standard    | AutoOpen        | Zeolite\n'
    'Delay start               | Up to 24 h   | Up to 24 h  | Up to 24 h      | Up to 24 h\n'
    'Warranty                  | 2 years      | 2 years     | 5 years (1)     | 5 years (1)\n'
    '\n'
    '(1) 5 years parts and labour when bought from Larchmere before 30 June 2025; otherwise 2 years.\n'
    '\n'
    'Night programme: available on the two Silvo models only, and 3 dB quieter than the eco figures shown above.\n'
    '\n'
    'Delivery and services\n'
    '- Delivery is free on orders over £400; otherwise it costs £29.\n'
    '- Installation: £65.\n'
    '- Removal of your old appliance: £20, available only when installation is booked.\n'
    '\n'
    'Price promise: if you find the same model cheaper at another UK retailer within 14 days of your purchase, '
    'we will refund the difference.\n'
    '\n'
    'Need help choosing? The DW45 Compact suits small kitchens and households of one or two; for a family of '
    'four, our advisers usually suggest a 60 cm model with at least 13 place settings.'
)

BATCHES_166 = {
    'stick vacuums harrowgale': [(B166_STICKVAC, c, True) for c in (
        'If weight is your priority, go for the Swift X: at 2.1 kg it is 800 g lighter than the Featherlift 2.',
        "To get the Glide 5 Pro's third year of cover, register it online within four weeks of buying it.",
        'A Glide 5 Pro with one spare battery would set you back £308 in total.',
        'Even with its motorised floor head fitted, the Featherlift 2 lasts 52 minutes in eco mode, longer than '
        "the Glide 3's 45.",
        'The Swift X Plus, the bundle that adds a wall dock, comes to £239.',
        'Only two of the four, the Glide 5 Pro and the Featherlift 2, come with an LED floor light.',
        'The Featherlift 2 costs £120 more than the Glide 3.',
    )] + [(B166_STICKVAC, c, False) for c in (
        "The Featherlift 2's battery is covered for the full five years, the same as its motor.",
        'The Glide 3 has a removable battery, and a spare one costs £59.',
        'On boost, the Swift X keeps going for 40 minutes.',
        'The Glide 5 Pro comes with three years of warranty whether or not you register it.',
        'At 81 dB, the Swift X is the quietest vacuum in the comparison.',
        'The Featherlift 2 fully recharges in three and a half hours.',
        'The Glide 5 Pro was named best overall because it has the longest eco runtime of the four.',
    )],
    'air fryers brambleworth': [(B166_AIRFRYER, c, True) for c in (
        "The Airlune 6 only hits 230°C in its Sear preset, for ten minutes at most; in manual mode it won't go "
        'past 210°C.',
        'The Crispa Duo 8 splits its 8 litres across two 4-litre drawers.',
        'Adding the extended cover to a Toastwell Combi brings the total to £224 for three years of warranty.',
        'The twin-drawer Crispa Duo 8 weighs 3.1 kg more than the Crispa 4.',
        "With the Airlune 6, the crisper plate can go in the dishwasher, but you'll need to wash the basket "
        'by hand.',
        'In the chips test, the Airlune 6 was the most frugal of the four, using 0.19 kWh.',
        'Two of the models can be controlled from an app: the Airlune 6 and the Toastwell Combi.',
    )] + [(B166_AIRFRYER, c, False) for c in (
        'The Airlune 6 is fully dishwasher safe, basket included.',
        'The Toastwell Combi comes with a three-year warranty as standard.',
        'Both Pembrose models come with a viewing window.',
        'The Crispa Duo 8 used 0.26 kWh in the chips test with both drawers running.',
        'In manual mode, the Airlune 6 can be set as high as 230°C.',
        'At 8 litres, the Crispa Duo 8 has the biggest capacity in the table.',
        'Both the Crispa Duo 8 and the Toastwell Combi offer Sync Finish.',
    )],
    'power stations wendricott': [(B166_POWERSTATION, c, True) for c in (
        'The Trailcell 1000 is €250 dearer than the Volt 700.',
        'The Hearthbank 2000 can take up to 800 W of solar, but only with two panels on separate inputs; '
        'one input on its own is capped at 500 W.',
        'Adding the expansion battery doubles the Hearthbank 2000 to 4,096 Wh.',
        'The Volt 300 is the only one of the four that lacks a UPS mode.',
        'From the wall, the Trailcell 1000 reaches 80% in under an hour, quicker than any of the others.',
        'The Volt 700 with the 200 W folding panel bundle would come to €928.',
        'The Volt 300 works out at a little over €1 per watt-hour of capacity.',
    )] + [(B166_POWERSTATION, c, False) for c in (
        'The Hearthbank 2000 expansion battery carries the same five-year warranty as the main unit.',
        'The Volt 300 can run a 600 W appliance continuously.',
        'You can feed 800 W of solar into the Hearthbank 2000 through a single input.',
        'The 200 W folding panel bundle can be added to any of the four models.',
        'In UPS mode, the Volt 700 switches over in 10 milliseconds.',
        'Both Brannock units come with wheels and a telescopic handle.',
        'The Volt 300 is rated for fewer cycles because it uses NMC cells instead of LiFePO4.',
    )],
    'dehumidifiers fennick loame': [(B166_DEHUMIDIFIER, c, True) for c in (
        'In the 18°C test room, the Desiccant 8 pulled out 6.5 litres a day, only 1.5 litres short of its rated '
        'figure.',
        "The DryLeaf 20's water tank is more than twice the size of the DryLeaf 10's.",
        "The Arcwell 16 Silent only drops to 33 dB in Night mode; on the standard fan it's 41 dB.",
        'For an unheated garage the Myrtlegate is the better bet, as it keeps working down to 1°C while the '
        'compressor units are rated from 5°C.',
        'The DryLeaf 10 supports continuous draining, but the hose has to be bought separately.',
        'On its low fan setting, the Desiccant 8 draws half the 640 W it is rated at.',
        'The Arcwell 16 Silent costs £130 more than the DryLeaf 10.',
    )] + [(B166_DEHUMIDIFIER, c, False) for c in (
        "The Arcwell 16 Silent's five-year warranty covers every part of the machine.",
        'The Arcwell 16 Silent can be set up for continuous drainage.',
        'In the test room, the compressor models extracted their full rated amounts.',
        'The DryLeaf 20 has a laundry mode, though its drain hose is sold separately.',
        'The Desiccant 8 is the most efficient model in the table, at 2.4 L/kWh.',
        'The DryLeaf 10 weighs 7.1 kg, making it the lightest of the four.',
        'Even in Night mode, the Arcwell 16 Silent is louder than the 36 dB Desiccant 8.',
    )],
    'fitness trackers kestrelby': [(B166_WEARABLE, c, True) for c in (
        "The Loop 3's sleep and recovery insights are free for the first six months, then cost €5.99 a month.",
        'The Orbit Run is the most water-resistant of the four, rated to 10 ATM.',
        'In testing, the Pace S Pro lasted 9 days, three short of its claimed 12.',
        'Stepping up from the Pace S to the Pace S Pro costs an extra €50.',
        "Switching on multi-band GPS cuts the Orbit Run's GPS battery life from 40 hours to 26.",
        'The Loop 3 has neither a screen nor GPS.',
        'Including the subscription, a Loop 3 would cost €224.94 over its first year.',
    )] + [(B166_WEARABLE, c, False) for c in (
        'The Pace S Pro still lasts 12 days with the always-on display switched on.',
        'NFC payments on the Orbit Run work with any bank card.',
        'All three models with a screen use AMOLED displays.',
        'The standard Pace S has GPS built in.',
        'The Loop 3 is the lightest of the four at 24 g.',
        'The Pace S takes the same 22 mm straps as the Orbit Run.',
        'The Pace S Pro is covered by a one-year warranty.',
    )],
    'dishwashers larchmere': [(B166_DISHWASHER, c, True) for c in (
        'The Silvo 60 Zeolite uses 13 kWh less per 100 eco cycles than the standard Silvo 60.',
        'Getting the DW45 Compact delivered and installed would cost £423 in total.',
        'The DW60 Plus qualifies for free delivery.',
        'With an eco programme of 3 hours 35 minutes, the Zeolite finishes faster than any of the other three.',
        'Buy a Silvo model from Larchmere before 30 June 2025 and you get five years of parts and labour; '
        'otherwise it is two years.',
        'The DW60 Plus holds three more place settings than the DW45 Compact.',
        'Run on the Night programme, the Silvo 60 Zeolite drops to 37 dB.',
    )] + [(B166_DISHWASHER, c, False) for c in (
        'Like the standard Silvo 60, the Zeolite model has AutoOpen drying.',
        'The DW45 Compact comes with a third cutlery tray.',
        'You can book removal of your old dishwasher on its own for £20.',
        'The Silvo 60 has an A energy rating.',
        'Both Hobbesfield models have a Night programme that is 3 dB quieter.',
        'The DW60 Plus uses 9.0 litres of water per eco cycle.',
        'Larchmere will match a lower price found within 30 days of purchase.',
    )],
}
