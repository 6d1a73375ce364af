"""Probe batch 132, written by a helper agent that saw neither the code nor an earlier probe (session 60), on six
made-up product pages of an online shop and the sentences of a shopping assistant's answers about them."""

from __future__ import annotations

B132_VACUUM = (
    'Brevalle AirGlide V9 Cordless Stick Vacuum. Price: GBP 249.00 (was GBP 299.00 until 3 March 2024). '
    "Designed at Brevalle's studio in Tarnholm, the AirGlide V9 converts from a full-length stick to a handheld "
    'in one click. Its Cyclotrax motor spins at up to 110,000 rpm, and the washable five-stage filter captures '
    '99.9% of particles down to 0.3 microns, so it suits homes with pets and allergy sufferers. '
    'Specifications. Weight: 2.4 kg in stick configuration, 1.3 kg as a handheld. '
    'Suction power: 180 AW on Boost, 60 AW on Eco. '
    'Battery: 25.2 V lithium-ion, removable; run time up to 55 minutes on Eco and up to 8 minutes on Boost '
    '(with a non-motorised tool). Charging time: 4.5 hours from empty. Bin capacity: 0.6 litres. '
    'Noise level: 78 dB on Eco. Colours: Slate Grey and Moss Green (Moss Green ships from 15 April 2024). '
    'In the box: main unit, extension wand, motorised floor head, crevice tool, 2-in-1 dusting brush, '
    'wall-mounted docking bracket with screws, and charger. A second battery is not included and is sold '
    'separately for GBP 69. '
    'Delivery: free standard delivery (3-5 working days) on orders over GBP 50; next-day delivery costs '
    'GBP 5.95 if ordered before 2 pm, Monday to Thursday. We do not deliver to the Channel Islands. '
    'Returns: unused items in their original packaging may be returned within 30 days of delivery; opened items '
    'may be returned within 14 days only if faulty. Return postage is free via locker drop-off; a courier '
    'collection costs GBP 4.50. '
    'Warranty: 2 years on the vacuum, extended to 5 years if the product is registered within 28 days of '
    'purchase. The battery is covered for 2 years regardless of registration. '
    'Customer reviews. '
    "5/5 - 'Pet hair gone' - Moira T., 12 January 2024: 'We have two collies and the motorised head never "
    "tangles. The bin is small though, I empty it twice per room.' "
    "3/5 - 'Battery fell short' - Dev Anand, 28 February 2024: 'On Boost I got barely 7 minutes. Eco is fine "
    "for the flat. Customer service sent a replacement battery within a week.' "
    "4/5 - 'Light and quiet' - Gareth L., 19 March 2024: 'Replaced my old corded Brevalle after 11 years. "
    "The wall bracket took 10 minutes to fit.'"
)

B132_TENT = (
    'Fellbrook Kestrel Ridge Duo 2 Backpacking Tent. Price: EUR 329. '
    'Built for three-season treks, the Duo 2 pitches fly-first in under four minutes, so the inner stays dry '
    'when you set up in the rain. Fellbrook field-tested the design over 40 nights on the Varnholt Plateau with '
    'mountain guide Ilse Marquand before its launch in spring 2023. '
    'Specifications. Packed weight: 1.85 kg. Minimum trail weight (inner, fly and poles only): 1.52 kg. '
    'Floor dimensions: 215 x 130 cm. Peak height: 105 cm. Packed size: 46 x 15 cm. '
    'Doors and vestibules: 2 doors, 2 vestibules of 0.7 square metres each. '
    'Flysheet: 20D ripstop nylon, silicone-coated, 3,000 mm hydrostatic head. '
    'Floor: 30D nylon, 5,000 mm hydrostatic head. Poles: aluminium, single hubbed frame. '
    'Season rating: 3-season; not recommended for snow loading. '
    'In the box: inner tent, flysheet, pole set, 10 V-stakes, 4 guylines, pole repair sleeve and stuff sack. '
    'The matching footprint is sold separately (EUR 39). '
    'Delivery: ships from our Ostrava warehouse within 1 business day. Standard delivery across the EU takes '
    '2-4 days and costs EUR 4.90, free on orders over EUR 150. We do not ship to Switzerland or Norway. '
    'Returns: 60 days for unused, clean and dry tents. Tents that have been pitched outdoors cannot be returned '
    'unless they are faulty. '
    'Warranty: limited lifetime warranty on materials and workmanship for the original owner. Zips and seam '
    'tape are covered for 3 years. Damage from UV exposure, fire or animals is excluded. '
    'Customer reviews. '
    "5/5 - Tomasz W., 4 August 2023: 'Two nights of heavy rain in the Tatras and we stayed dry. Pitched it in "
    "about 5 minutes the first time.' "
    "4/5 - Lea Fournier, 22 September 2023: 'Roomy for two, but my partner is 1.93 m and his feet touch the end. "
    "The stakes are flimsy, so I swapped them.' "
    "2/5 - Anonymous, 10 May 2024: 'One pole section cracked on the second trip. Fellbrook replaced the whole "
    "pole set for free within 9 days, but the tent is pricey for what it is.'"
)

B132_CARSEAT = (
    'Nestwell Orbit 360 i-Size Car Seat. Price: EUR 449. '
    'The Orbit 360 rotates a full circle so you can lift your child in facing the door, then lock it rear- or '
    'forward-facing in one movement. One seat takes your child from birth to around 12 years. '
    'Specifications. Standard: UN R129/03 (i-Size). Child height: 40-105 cm with the integrated harness, '
    '100-150 cm in high-back booster mode with the vehicle belt. Maximum child weight in harness mode: 18 kg. '
    'Rear-facing: mandatory until 15 months, possible up to 105 cm. '
    'Installation: ISOFIX with support leg; booster mode uses ISOFIX connectors plus the 3-point belt. '
    'Recline positions: 5 rear-facing, 4 forward-facing. Headrest: 11 height positions. '
    'Seat weight: 14.2 kg. Dimensions: 44 x 58 x 63-82 cm. '
    'Cover: removable, machine washable at 30 C. '
    'Side impact protection: pop-out SideShield on the door side. '
    'In the box: seat with fixed (non-detachable) base, newborn insert (use until 60 cm), sun canopy, and user '
    'manual in 9 languages. The cup holder is sold separately (EUR 14). '
    'Delivery: free, 2-3 working days. A free installation check is offered at our Lindqvist Street store in '
    'Brannsby on Saturdays, by appointment only. '
    'Returns: within 30 days if unused. For safety reasons, seats that have been installed in a vehicle cannot '
    'be returned unless faulty. '
    'Warranty: 3 years. The seat must be replaced after any collision, even a minor one. If the seat is involved '
    'in an accident during the warranty period, Nestwell offers a replacement seat at 50% off on presentation '
    'of a police report. '
    'Customer reviews. '
    "5/5 - Priya Desai, 2 February 2024: 'The rotation saves my back getting our 9-month-old in. Installation "
    "took 20 minutes with the video.' "
    "4/5 - Henrik Solberg, 17 March 2024: 'Very solid, but at 14 kg it is not something to swap between cars "
    "daily. It does not fit well behind the driver in our Corvane Mini.' "
    "3/5 - Aoife Brennan, 8 August 2023: 'Great seat, but the newborn insert made our baby sweaty in the summer "
    "heat. The cover washes well.'"
)

B132_KETTLE = (
    'Corwen Halden 1.7 L Temperature Control Kettle. Price: GBP 74.99. '
    'Designed in Ashby Wells, the Halden lets you pick the right temperature for green tea, coffee or baby '
    'formula at the touch of a button, and boils 1 litre in about 2 minutes 40 seconds. The Halden launched at '
    'GBP 89.99 in October 2022 and was reduced to its current price in June 2023. '
    'Specifications. Capacity: 1.7 litres (minimum fill 0.3 litres). Power: 3,000 W, 220-240 V. '
    'Temperature presets: 40, 70, 80, 90 and 100 C. Keep-warm: up to 30 minutes; can be cancelled at any time. '
    'Body: brushed 304 stainless steel. Lid: BPA-free plastic. Filter: removable, washable limescale filter. '
    'Cord length: 75 cm, 360-degree base. Weight: 1.4 kg (empty). '
    'Safety: boil-dry protection and automatic shut-off. '
    'In the box: kettle, power base and quick-start guide. Descaling sachets are not included (pack of 6, '
    'GBP 5.50). '
    'Delivery: free standard delivery in 3-5 working days. Express delivery costs GBP 3.99 and arrives the '
    'next working day if you order before 8 pm. Orders placed after 8 pm on a Friday are dispatched on Monday. '
    'Returns: accepted within 45 days; the kettle must be clean and dry. Refunds are issued within 5 working '
    'days of our receiving the return. '
    'Warranty: 2-year guarantee. The guarantee does not cover damage caused by limescale build-up. '
    'Customer reviews. '
    "5/5 - Beatrix Olumide, 14 November 2023: 'The 80 C setting is perfect for green tea. Much quieter than my "
    "old kettle.' "
    "2/5 - Callum Rhys, 3 January 2024: 'The lid hinge snapped after 7 months. It was replaced under the "
    "guarantee, but it took three weeks.' "
    "4/5 - Sunniva Haug, 21 February 2024: 'Keep-warm is handy for night feeds at 70 C; I just wish it lasted "
    "longer than half an hour.'"
)

B132_BIKE = (
    'Varro Strada SL Road Bike. Price: EUR 1,899. '
    'The Strada SL pairs a carbon frame developed with former professional rider Maren Vaszary, winner of the '
    '2016 Tour of Ollenbruck, with a 2x12-speed groupset and hydraulic disc brakes, for fast club rides and '
    'long sportives alike. '
    'Specifications. Frame: carbon fibre; full-carbon fork with 12 mm thru-axle. '
    'Sizes: 49, 52, 54, 56, 58 and 61 cm (size 61 available from June 2024). '
    'Weight: 8.4 kg (size 54, without pedals). Groupset: Tessera R12, 2x12-speed. '
    'Brakes: hydraulic disc, 160 mm rotor front, 140 mm rotor rear. Gearing: 50/34 chainrings, 11-34 cassette. '
    'Wheels: Varro Aero 35 alloy, tubeless-ready. Tyres: 28 mm (frame clearance up to 32 mm). '
    'Maximum load (rider plus luggage): 120 kg. Pedals: not included. '
    'In the box: bike (85% assembled), multitool, preset 5 Nm torque key, reflector set, bell and manual. '
    'The handlebar, front wheel and seatpost need fitting. '
    'Delivery: home delivery costs EUR 49 and takes 5-8 working days. Click-and-collect from our Dorrenfeld '
    'store is free, and the store assembles and safety-checks the bike at no charge. '
    'Returns: within 30 days if the bike has been ridden less than 50 km and is undamaged; EUR 49 return '
    'shipping is deducted from the refund. '
    'Warranty: frame for life (original owner), components 2 years, paint 1 year. Crash replacement: 40% off a '
    'new frame within 3 years of purchase. A free first service is included within 3 months at the Dorrenfeld '
    'store. '
    'Customer reviews. '
    "5/5 - Jonas Ekdahl, 6 May 2024: 'Coming from a 10.2 kg aluminium bike, the Strada feels lively. I rode the "
    "140 km Harzfeld Gran Fondo two weeks after buying it.' "
    "4/5 - Ritu Malhotra, 19 May 2024: 'Smooth shifting. The 28 mm tyres are comfortable, though I would have "
    "liked wider. Home assembly took me 50 minutes.' "
    "3/5 - Piet de Waal, 2 June 2024: 'Size 56 runs long for me at 1.78 m. The store exchanged it for a 54 "
    "without any fuss.'"
)

B132_THERMOSTAT = (
    'Hearthline Sage T3 Smart Thermostat. Price: GBP 179. '
    'The Sage T3 learns your routine within a week and uses your phone location to turn the heating down when '
    'everyone is out. Homes in a 2023 trial of 1,200 households in Calder Vale saved up to 12% on heating bills. '
    'Specifications. Display: 3.5-inch colour touchscreen. '
    'Connectivity: 2.4 GHz Wi-Fi only (5 GHz networks are not supported); Bluetooth for setup. '
    'Compatibility: combi and system boilers; heat pumps with the Hub Pro (sold separately, GBP 59). Not '
    'compatible with electric storage heaters. '
    'Power: receiver wired to 230 V; thermostat runs on 2 AA batteries lasting about 2 years. '
    'Temperature range: 5-30 C in 0.5 C steps. '
    'Zones: 1 zone included; up to 8 zones with additional Sage radiator valves (GBP 49 each). '
    'App: free Hearthline app (iOS 15+ / Android 10+), no subscription needed; optional Insights+ reports cost '
    'GBP 2.99 a month. '
    'Firmware: version 4.2 (November 2023) added hot water scheduling; version 4.3 (March 2024) added '
    'open-window detection. '
    'In the box: thermostat, receiver, table stand, wall mounting plate, 2 AA batteries, screws and '
    'installation guide. '
    'Installation: professional installation is recommended. A Hearthline engineer can fit it for GBP 85 '
    '(mainland UK only, within 10 days of booking). '
    'Delivery: free, 2-4 working days; Saturday delivery GBP 6. '
    'Returns: 30 days. If the thermostat was professionally installed, the customer must arrange its removal. '
    'Warranty: 2 years, extended to 3 years when installed by a Hearthline engineer. '
    'Customer reviews. '
    "5/5 - Nadia Kowalczyk, 9 December 2023: 'Our gas bill for November was GBP 38 lower than the same month "
    "last year.' "
    "3/5 - Oliver Brandt, 25 January 2024: 'It would not connect to my 5 GHz network, so I had to enable "
    "2.4 GHz on the router. Works fine since.' "
    "4/5 - Harriet Sloane, 11 April 2024: 'The engineer installed it in 40 minutes. The open-window detection "
    "from the March update is clever.'"
)

BATCHES_132 = {
    'cordless vacuum product page': [(B132_VACUUM, c, True) for c in (
        'The AirGlide V9 now sells for GBP 50 less than it did before 3 March 2024.',
        'Used as a handheld, the AirGlide V9 is 1.1 kg lighter than in its full-length stick form.',
        'On Eco the removable battery runs for up to 55 minutes, while Boost with a non-motorised tool gives '
        'at most 8 minutes.',
        'A spare battery does not come in the box; it can be bought separately for GBP 69.',
        'Registering the vacuum within four weeks of purchase lengthens the warranty from two to five years, '
        'but the battery remains covered for two years either way.',
        'Next-day delivery is available for GBP 5.95 on orders placed before 2 pm from Monday to Thursday.',
        'A reviewer who owns two collies praised the motorised head for not tangling but found the bin small.',
    )] + [(B132_VACUUM, c, False) for c in (
        'The five-stage filter of the AirGlide V9 captures 99.9% of particles down to 0.5 microns.',
        'Both the Slate Grey and the Moss Green versions of the AirGlide V9 are ready to ship straight away.',
        'Opened items can be returned within 30 days of delivery if they are faulty.',
        'Return postage is free whether the customer uses a locker drop-off or a courier collection.',
        "Dev Anand's replacement battery was sent because Brevalle found his original battery to be defective.",
        'The AirGlide V9 is the quietest cordless stick vacuum that Brevalle makes.',
        'If the vacuum is registered within 28 days, the five-year warranty also extends to the battery.',
    )],
    'two-person tent product page': [(B132_TENT, c, True) for c in (
        'The Duo 2 weighs 1.85 kg packed, while its minimum trail weight is 330 g lower.',
        'With two vestibules of 0.7 square metres each, the tent offers 1.4 square metres of vestibule space in '
        'total.',
        "The tent's floor is rated to a higher hydrostatic head than its flysheet, 5,000 mm against 3,000 mm.",
        'The matching footprint is not included with the Duo 2 and costs an extra EUR 39.',
        'Because it costs more than EUR 150, the Duo 2 qualifies for free standard delivery within the EU.',
        'Fellbrook does not recommend the Duo 2 for use under snow loads.',
        'One reviewer whose pole section cracked on the second trip received a free replacement pole set within '
        'nine days.',
    )] + [(B132_TENT, c, False) for c in (
        'The Duo 2 comes with 12 V-stakes and 4 guylines.',
        'A tent that has been pitched outdoors can still be returned within 60 days as long as it is clean and dry.',
        "The Duo 2's zips and seam tape are covered by the limited lifetime warranty.",
        'Mountain guide Ilse Marquand field-tested the Duo 2 over 40 nights in the Tatras.',
        'Lea Fournier reported that her partner, who is 1.93 m tall, could not sit upright inside the tent.',
        'The Duo 2 can be shipped to Norway for an additional delivery fee.',
        'The flysheet of the Duo 2 is made of silicone-coated 30D ripstop nylon.',
    )],
    'child car seat product page': [(B132_CARSEAT, c, True) for c in (
        'The Orbit 360 has to face rearwards until the child is at least 15 months old, and it can stay '
        'rear-facing up to a height of 105 cm.',
        'With its integrated harness, the seat suits children between 40 and 105 cm tall who weigh no more than '
        '18 kg.',
        'The seat has one more recline position when rear-facing than when forward-facing.',
        'The newborn insert supplied with the Orbit 360 is meant to be used only until the baby reaches 60 cm.',
        'A cup holder is not in the box and costs EUR 14 extra.',
        'If the seat is in an accident within its three-year warranty, Nestwell will supply a replacement at half '
        'price provided a police report is shown.',
        'One reviewer said installing the seat took twenty minutes with the help of the video.',
    )] + [(B132_CARSEAT, c, False) for c in (
        'In high-back booster mode, the Orbit 360 fits children from 105 to 150 cm tall.',
        'The headrest of the Orbit 360 can be set to 9 different heights.',
        'Free installation checks are available at the Brannsby store on any day of the week without an '
        'appointment.',
        'A seat that has been installed in a vehicle can be returned within 30 days if the buyer changes their '
        'mind.',
        'Henrik Solberg said the seat could not be installed in his Corvane Mini at all.',
        'The removable cover of the Orbit 360 can be machine washed at 40 C.',
        'The pop-out SideShield side impact protection deploys on both sides of the seat.',
    )],
    'electric kettle product page': [(B132_KETTLE, c, True) for c in (
        'The Halden became GBP 15 cheaper in June 2023, falling from GBP 89.99 to GBP 74.99.',
        'The Halden holds up to 1.7 litres and has a minimum fill level of 0.3 litres.',
        'The kettle offers five temperature presets, ranging from 40 C at the lowest to 100 C at the highest.',
        'The keep-warm function lasts at most half an hour and can be cancelled early.',
        'Descaling sachets have to be bought separately, at GBP 5.50 for a pack of six.',
        'An order placed after 8 pm on a Friday will be dispatched the following Monday.',
        'One reviewer had the lid hinge snap after seven months; it was replaced under guarantee, though the '
        'replacement took three weeks.',
    )] + [(B132_KETTLE, c, False) for c in (
        'The Halden boils a full 1.7 litres in about 2 minutes 40 seconds.',
        'Both the body and the lid of the Halden are made of brushed 304 stainless steel.',
        "The Halden's two-year guarantee covers damage caused by limescale build-up.",
        'Express delivery costs GBP 3.99 and arrives the next working day for orders placed before 2 pm.',
        'Beatrix Olumide said the 70 C setting is perfect for green tea.',
        'The Halden is the fastest-boiling kettle in the Corwen range.',
        'Refunds for returned kettles are issued within 5 working days of the return being requested.',
    )],
    'road bike product page': [(B132_BIKE, c, True) for c in (
        'A size 54 Strada SL weighs 8.4 kg without pedals, which have to be bought separately.',
        'The front brake rotor on the Strada SL is 20 mm larger than the rear one.',
        'The frame can take tyres up to 4 mm wider than the 28 mm tyres the bike comes with.',
        'Collecting the bike from the Dorrenfeld store costs nothing, and the store will assemble and safety-check '
        'it free of charge.',
        'The frame is guaranteed for life for the original owner, while components are covered for two years and '
        'the paint for one.',
        'Piet de Waal found size 56 too long and the store swapped it for a size 54.',
        'A Strada SL can be returned within 30 days if it has covered under 50 km and is undamaged, but EUR 49 for '
        'return shipping is taken off the refund.',
    )] + [(B132_BIKE, c, False) for c in (
        'All six frame sizes of the Strada SL, from 49 to 61 cm, are available to order for immediate delivery.',
        'The crash replacement scheme gives 40% off a new frame within 5 years of purchase.',
        'The Strada SL can carry a maximum combined rider and luggage weight of 130 kg.',
        'Maren Vaszary, who helped develop the Strada SL frame, won the Tour of Ollenbruck in 2018.',
        'Ritu Malhotra found the 28 mm tyres too narrow to be comfortable.',
        'The free first service must be taken within six months of purchase at the Dorrenfeld store.',
        'The Strada SL rolls on Varro Aero 35 carbon wheels that are tubeless-ready.',
    )],
    'smart thermostat product page': [(B132_THERMOSTAT, c, True) for c in (
        'The Sage T3 does not work with 5 GHz Wi-Fi, and one reviewer had to enable 2.4 GHz on the router to '
        'connect it.',
        'Adding three extra Sage radiator valves would cost GBP 147.',
        'Installation by a Hearthline engineer costs GBP 85 and adds a year to the warranty, taking it to three '
        'years.',
        'The thermostat can be set anywhere between 5 and 30 C in half-degree increments.',
        'Open-window detection arrived with firmware 4.3 in March 2024, four months after version 4.2 added hot '
        'water scheduling.',
        'The Hearthline app is free and needs no subscription, although Insights+ reports are an optional extra '
        'at GBP 2.99 a month.',
        'Using the Sage T3 with a heat pump requires the Hub Pro, which costs an additional GBP 59.',
    )] + [(B132_THERMOSTAT, c, False) for c in (
        'The two AA batteries in the Sage T3 thermostat last about three years.',
        'A Hearthline engineer can install the Sage T3 anywhere in the UK.',
        'The savings figure of up to 12% comes from a 2022 trial of 1,200 households in Calder Vale.',
        'The Sage T3 can control electric storage heaters when it is paired with the Hub Pro.',
        "Nadia Kowalczyk's November gas bill fell by GBP 38 because of the thermostat's location-based "
        'setback feature.',
        'The Sage T3 supports up to 8 zones, two of which are included in the box.',
        'Hot water scheduling was added to the Sage T3 in firmware version 4.3.',
    )],
}
