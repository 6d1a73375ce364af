"""Probe batch 151, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
product manuals and spec sheets (washer, drill, e-bike, thermostat, cooker, car seat) and support-chatbot claims."""

from __future__ import annotations

B151_ORVANE_WASHER = (
    'QUILLBRAND ORVANE 8 - FRONT-LOADING WASHING MACHINE (MODEL QO-8214)\n'
    'User Guide, Section 4: Choosing a Programme (excerpt)\n'
    '\n'
    '4.1 Programme table\n'
    'Programme | Max. load | Default temp. | Duration | Max. spin\n'
    'Cotton | 8 kg | 40°C | 3 h 15 min | 1400 rpm\n'
    'Eco 40-60 | 8 kg | - | 3 h 38 min | 1400 rpm\n'
    'Synthetics | 4 kg | 40°C | 1 h 52 min | 1000 rpm\n'
    'Wool / Hand Wash | 2 kg | 30°C | 58 min | 800 rpm\n'
    'Quick 20 | 2.5 kg | 20°C | 20 min | 800 rpm\n'
    'Rinse & Spin | 8 kg | - | 16 min | 1400 rpm\n'
    'Drum Clean | empty drum | 90°C | 1 h 10 min | 600 rpm\n'
    'Durations shown are for the default settings. Adding Extra Rinse lengthens any programme except Quick 20 '
    'by 14 minutes.\n'
    '\n'
    '4.2 Energy and water\n'
    'At full load, Eco 40-60 uses 52 litres of water and 0.71 kWh of electricity. A half load on the same '
    'programme uses 41 litres and 0.48 kWh. Eco 40-60 is the most efficient programme for normally soiled '
    'cotton marked 40°C or 60°C, even though it runs longer than Cotton.\n'
    '\n'
    '4.3 Delay Start\n'
    'Delay Start lets you postpone the end of a programme by 1 to 24 hours, in one-hour steps. It cannot be '
    'combined with Quick 20 or Drum Clean. If you use liquid detergent, do not set a delay of more than 6 '
    'hours; use powder for longer delays.\n'
    '\n'
    '4.4 Door lock\n'
    'The door unlocks about 2 minutes after a programme finishes. If the water inside is hotter than 55°C, the '
    'door stays locked until it has cooled, which can take up to 20 minutes. Never force the door handle.\n'
    '\n'
    '4.5 Child Lock\n'
    'Press Temp and Spin together for 3 seconds to lock the control panel; repeat to unlock. Child Lock does '
    'not stop a running programme and stays on after the machine is switched off.\n'
    '\n'
    '4.6 Care\n'
    'Clean the drain pump filter (behind the flap at the bottom right) every 3 months. In hard-water areas '
    '(above 14 °dH), run Drum Clean once a month; elsewhere, every 2 months. Error code E21 means the machine '
    'cannot drain; E13 means no water is reaching the drum - check that the tap is open.'
)

B151_TORVIK_DRILL = (
    'HARROWMEAD TORVIK 18V BRUSHLESS COMBI DRILL - MODEL HT-1852\n'
    'Technical Specification and Warranty Summary\n'
    '\n'
    'SPECIFICATIONS\n'
    'Voltage: 18 V\n'
    'Motor: brushless\n'
    'No-load speed: gear 1, 0-500 rpm; gear 2, 0-2,050 rpm\n'
    'Impact rate: 0-30,750 bpm (hammer mode only)\n'
    'Maximum torque: 65 Nm (hard joint); 38 Nm (soft joint)\n'
    'Clutch: 21 torque settings plus drill and hammer modes\n'
    'Chuck: 13 mm single-sleeve keyless, all-metal\n'
    'Maximum drilling diameter: wood 50 mm; steel 13 mm; masonry 16 mm\n'
    'Weight: 1.6 kg (bare tool); 2.1 kg with 4.0 Ah battery\n'
    'Sound pressure level: 96 dB(A) - wear hearing protection\n'
    'Vibration (hammer drilling into concrete): 9.2 m/s²\n'
    'Work light: LED, stays on for 10 seconds after the trigger is released\n'
    '\n'
    'KITS AND PRICES (RRP, incl. VAT)\n'
    'HT-1852-B: bare tool, no battery or charger - £89.99\n'
    'HT-1852-K2: two 2.0 Ah batteries, standard charger SC-10, carry bag - £159.99\n'
    'HT-1852-K4: one 4.0 Ah battery, fast charger FC-30, hard case - £149.99\n'
    '\n'
    'CHARGING TIMES\n'
    '2.0 Ah battery: 60 min on SC-10; 35 min on FC-30\n'
    '4.0 Ah battery: 120 min on SC-10; 65 min on FC-30\n'
    'All Torvik 18V batteries fit every Torvik 18V tool.\n'
    '\n'
    'WARRANTY\n'
    'The drill is covered for 1 year from the date of purchase. Register it online within 30 days of purchase '
    'and this extends to 3 years. Batteries and chargers carry a 2-year warranty whether or not you register. '
    'The warranty does not cover drill bits or other accessories, normal wear to the chuck jaws, or damage '
    'caused by using non-Torvik batteries. Tools used in a commercial hire fleet are covered for 90 days only. '
    'To claim, send the tool with proof of purchase; we aim to repair or replace it within 14 working days of '
    'receiving it.'
)

B151_CALLOWAY_EBIKE = (
    "FENWRIGHT CALLOWAY E-TREKKER 500 - OWNER'S MANUAL\n"
    'Chapter 3: Battery, Range and Charging | Chapter 7: Maintenance\n'
    '\n'
    '3.1 Battery\n'
    'The E-Trekker 500 uses a removable 36 V, 13.4 Ah lithium-ion battery (482 Wh) weighing 2.9 kg. It locks '
    'into the down tube and can be charged on or off the bike. The 250 W rear hub motor assists up to 25 km/h; '
    'above this speed you pedal without assistance.\n'
    '\n'
    '3.2 Range\n'
    'Estimated range on a full charge:\n'
    'Eco - up to 110 km\n'
    'Tour - up to 80 km\n'
    'Sport - up to 55 km\n'
    'Turbo - up to 40 km\n'
    'These figures assume a 75 kg rider on flat roads at 20°C. Hills, headwinds, heavy loads and low tyre '
    'pressure reduce range. Below 5°C, range can fall by up to 30%.\n'
    '\n'
    '3.3 Charging\n'
    'Use only the supplied 4 A charger (model FC-436). A full charge from empty takes about 5 hours 30 '
    'minutes; reaching 80% takes about 3 hours 45 minutes. Charge indoors at between 10°C and 30°C. Never '
    'charge a battery that is below 0°C - let it warm to room temperature for at least 2 hours first.\n'
    'If you will not ride for more than 4 weeks, store the battery at 50-70% charge in a dry place and top it '
    'up every 3 months. A battery left fully discharged for long periods may be permanently damaged; this is '
    'not covered by the warranty.\n'
    '\n'
    '3.4 Battery warranty\n'
    'The battery is guaranteed to retain at least 70% of its original capacity for 2 years or 500 full charge '
    'cycles, whichever comes first. Two half charges count as one cycle.\n'
    '\n'
    '7.1 Service intervals\n'
    'First service: after 200 km or 2 months, whichever comes first (cable stretch, spoke tension, bolt '
    'torque).\n'
    'Regular service: every 1,500 km or 12 months.\n'
    'Brake pads: check every 500 km.\n'
    'Chain: clean and lubricate every 300 km, and after every ride in the rain.\n'
    'Tyres: keep at 3.0-4.5 bar (45-65 psi).\n'
    '\n'
    '7.2 Load limits\n'
    'Maximum total weight (bike, rider and luggage): 130 kg. The bike weighs 23.5 kg including the battery. '
    'The rear rack is rated to 25 kg; do not fit a child seat to it.'
)

B151_NOOK_THERMOSTAT = (
    'AMBRELLE NOOK THERMOSTAT T3 - QUICK-START GUIDE\n'
    '\n'
    'In the box: Nook T3 display, wall plate, 4 screws with wall anchors, 12 wire labels, Power Adapter Kit '
    '(PAK-2), trim plate.\n'
    '\n'
    'BEFORE YOU START\n'
    '- The Nook T3 works with most 24 V heating and cooling systems, including gas and oil furnaces, boilers '
    'and heat pumps with auxiliary heat. It supports up to 2 heating stages and 1 cooling stage.\n'
    '- It does NOT work with line-voltage (120 V or 240 V) systems such as electric baseboard heaters. If your '
    'old thermostat has thick wires joined with wire nuts, do not install the Nook.\n'
    '- The Nook needs a C (common) wire for constant power. No C wire? Fit the included PAK-2 at your furnace '
    'control board.\n'
    '- You will need a Wi-Fi network on the 2.4 GHz band; 5 GHz networks are not supported.\n'
    'Installation takes about 30 minutes.\n'
    '\n'
    'STEP 1 Switch off power to your system at the breaker, not just at the old thermostat.\n'
    "STEP 2 Remove the old thermostat's cover and photograph the wiring.\n"
    'STEP 3 Label each wire with the matching sticker, then disconnect it.\n'
    'STEP 4 Mount the wall plate using its built-in spirit level, then connect the wires.\n'
    'STEP 5 Snap on the display, restore power and follow the on-screen setup. Download the Ambrelle Home app '
    'to finish connecting.\n'
    '\n'
    'DEFAULT SCHEDULE (change it any time in the app)\n'
    'Wake 6:30 am - 20°C\n'
    'Away 8:30 am - 16°C\n'
    'Home 5:30 pm - 20.5°C\n'
    'Sleep 10:30 pm - 17°C\n'
    '\n'
    'GOOD TO KNOW\n'
    '- Temperature accuracy: ±0.5°C. Setpoint range: 7-32°C.\n'
    '- After cooling switches off, the Nook waits 5 minutes before restarting it, to protect your compressor.\n'
    '- Frost Protection (off by default) turns on the heating if the room falls below 5°C, even when the '
    'system is set to Off.\n'
    '- During a power cut, the built-in battery keeps the clock and your settings for up to 72 hours, but it '
    'cannot run your heating.\n'
    '- Add up to 6 Nook Room Sensors (sold separately, $39 each), each with a range of up to 15 m.\n'
    '- To restart, hold the dial down for 10 seconds. To reset to factory settings, hold it for 25 seconds.'
)

B151_KESSEN_COOKER = (
    'DRAYMOOR KESSEN PK-60 STOVETOP PRESSURE COOKER (6 LITRES)\n'
    'Instruction Booklet - Section 2: Safety and Capacity\n'
    '\n'
    '2.1 How full can I fill it?\n'
    'The nominal capacity is 6 litres, but never fill the pot beyond the two-thirds mark (4 litres) stamped '
    'inside. For foods that foam or expand during cooking - rice, dried beans, lentils, grains and pasta - do '
    'not go above the half mark (3 litres). Always use at least 250 ml of liquid; the cooker cannot build '
    'pressure with less.\n'
    '\n'
    '2.2 Pressure settings\n'
    'Low (ring 1): 50 kPa, about 110°C - fish, vegetables, eggs.\n'
    'High (ring 2): 90 kPa, about 118°C - meat, pulses, stocks.\n'
    'Start timing only when the selected ring is fully visible on the operating valve, then lower the heat to '
    'hold it there.\n'
    '\n'
    '2.3 Built-in safety features\n'
    '1. Locking lid: the lid cannot be opened while there is pressure inside.\n'
    '2. Operating valve: keeps pressure at the level you select.\n'
    '3. Safety valve: opens automatically at 140 kPa if the operating valve becomes blocked.\n'
    '4. Gasket release window: if both valves fail, the gasket pushes out through a window in the lid rim to '
    'release steam.\n'
    '\n'
    '2.4 Releasing pressure\n'
    'Natural release: remove the cooker from the heat and wait 10-15 minutes. Use this for foaming foods and '
    'large volumes of liquid.\n'
    'Quick release: turn the valve to the steam symbol, keeping hands and face away from the vent.\n'
    'Cold-water release: run cold tap water over the edge of the lid. Never immerse the cooker in water.\n'
    '\n'
    '2.5 Do not\n'
    '- Do not use the cooker for pressure frying. For browning, use no more than 2 tablespoons of oil, with '
    'the lid off.\n'
    '- Do not use it in an oven.\n'
    '- Do not try to open the lid by force.\n'
    '\n'
    '2.6 Hobs and parts\n'
    'Suitable for gas, electric, ceramic and induction hobs. Base diameter: 20 cm. Replace the silicone gasket '
    'every 12 months or after 400 uses, whichever is sooner (spare gasket GS-22, £8.50). The pot body is '
    'guaranteed for 10 years; the lid, valves and gasket for 1 year.\n'
    '\n'
    'Example cooking times on High: white rice 3 min; chicken pieces 12 min; beef stew chunks 20 min; soaked '
    'chickpeas 18 min.'
)

B151_CRADLEWISE_SEAT = (
    'PELLIMORE CRADLEWISE SWIVEL i-SIZE CAR SEAT - MODEL PCS-360\n'
    'Fitting Guide and Limits (extract)\n'
    '\n'
    'APPROVAL AND LIMITS\n'
    'Approved to UN R129 (i-Size) for children 40-105 cm tall and weighing no more than 18 kg. Stop using the '
    'seat when your child exceeds either limit.\n'
    '- Rear-facing: 40-105 cm.\n'
    '- Forward-facing: 76-105 cm, and only once your child is at least 15 months old.\n'
    'We recommend keeping your child rear-facing for as long as possible.\n'
    '- Newborn insert: use from 40 cm up to 60 cm, then remove it.\n'
    '\n'
    'INSTALLATION\n'
    'The PCS-360 fits with ISOFIX and its support leg only; it cannot be installed with the vehicle seat belt. '
    'Before buying, check that your car is on the Pellimore vehicle compatibility list. The support leg must '
    'stand on the car floor; if there is an under-floor storage compartment, check the compatibility list to '
    'see whether the leg can be used over it. NEVER fit the seat rear-facing in a front seat with an active '
    'airbag.\n'
    'After fitting, check all three indicators: both ISOFIX indicators and the support-leg indicator must show '
    'green.\n'
    '\n'
    'SWIVEL\n'
    'The seat rotates 360° so you can lift your child in and out facing the open door. Before driving, turn it '
    'until it clicks into the rear-facing or forward-facing position; the red marker on the base must no '
    'longer be visible.\n'
    '\n'
    'HARNESS AND RECLINE\n'
    '- 5-point harness with 10 headrest heights; the harness height adjusts with the headrest.\n'
    "- Rear-facing, the shoulder straps should come out level with or just below your child's shoulders; "
    'forward-facing, level with or just above them.\n'
    "- You should be able to fit no more than one finger between the harness and your child's collarbone.\n"
    '- 5 recline positions: positions 1-4 can be used rear-facing; forward-facing, use only positions 4 and 5.\n'
    'Seat weight: 14.2 kg including the base.\n'
    '\n'
    'CARE AND LIFESPAN\n'
    '- Replace the seat after any accident, even a minor one with no visible damage.\n'
    '- Do not use the seat more than 7 years after its date of manufacture, printed on a label under the base.\n'
    '- The cover can be machine washed at 30°C on a gentle cycle. Do not tumble dry or iron it. Wipe the '
    'harness straps clean with a damp cloth and mild soap only.'
)

BATCHES_151 = {
    'washer guide orvane': [(B151_ORVANE_WASHER, c, True) for c in (
        'The Synthetics programme takes just under two hours on its default settings, washing at 40°C.',
        'If you add Extra Rinse to the Cotton programme, it will run for 3 hours and 29 minutes in total.',
        'Running Eco 40-60 with a half load instead of a full one saves 11 litres of water.',
        "With liquid detergent you shouldn't set Delay Start for more than six hours; for longer delays, powder is "
        'recommended.',
        'Quick 20 takes a maximum of two and a half kilos of laundry.',
        'Yes, Child Lock stays active even after you switch the machine off.',
        'In hard-water areas above 14 °dH, Drum Clean should be run twice as often as elsewhere.',
    )] + [(B151_ORVANE_WASHER, c, False) for c in (
        'The Synthetics programme spins at up to 1400 rpm.',
        'Extra Rinse adds 14 minutes to every programme, including Quick 20.',
        'At full load, Eco 40-60 uses 52 litres of water and 0.48 kWh of electricity.',
        'Delay Start can be used with any programme, including Drum Clean.',
        'Even when the water inside is hotter than 55°C, the door unlocks about 2 minutes after the programme '
        'finishes.',
        'Turning on Child Lock pauses any programme that is currently running.',
        'Error code E13 means the machine cannot drain, so the first thing to check is the drain pump filter.',
    )],
    'torvik drill spec': [(B151_TORVIK_DRILL, c, True) for c in (
        'In second gear the drill reaches up to 2,050 rpm with no load, roughly four times the top speed of first '
        'gear.',
        'The K4 kit costs ten pounds less than the K2 kit.',
        'A 4.0 Ah battery charges in just over an hour on the FC-30 fast charger.',
        'Fitting the 4.0 Ah battery adds half a kilo to the weight of the bare drill.',
        "If you don't register, the drill itself is covered for one year, but its batteries and charger still get "
        'two years.',
        'The hammer action works only in hammer mode, at up to 30,750 blows per minute.',
        'The K2 kit gives you two batteries, and each takes an hour to charge on the charger supplied with that '
        'kit.',
    )] + [(B151_TORVIK_DRILL, c, False) for c in (
        'The drill delivers a maximum torque of 65 Nm on soft joints.',
        'The K2 kit comes with the FC-30 fast charger and a carry bag.',
        'Registering within 30 days extends the warranty on the drill, its batteries and its charger to 3 years.',
        'A 2.0 Ah battery takes 65 minutes to charge on the FC-30.',
        'The drill can bore holes up to 16 mm in diameter in steel.',
        'The LED work light stays on for 20 seconds after you let go of the trigger.',
        'Once we receive your tool with proof of purchase, the repair or replacement is guaranteed within 14 '
        'working days.',
    )],
    'calloway ebike manual': [(B151_CALLOWAY_EBIKE, c, True) for c in (
        'In Eco mode you can expect up to 70 km more range than in Turbo.',
        'Charging an empty battery to 80% takes roughly three and three-quarter hours.',
        'Going from 80% to a full charge takes about another hour and three quarters.',
        'Since the bike itself weighs 23.5 kg, you and your luggage together can weigh up to 106.5 kg.',
        'Your first service is due at 200 km, or sooner if two months pass before you reach that distance.',
        "If you're putting the bike away for more than four weeks, keep the battery between half and 70% charged "
        'and top it up every three months.',
        'In temperatures below 5°C, the Sport-mode range could drop from 55 km to around 38.5 km.',
    )] + [(B151_CALLOWAY_EBIKE, c, False) for c in (
        'The motor assists you up to 25 mph; above that you pedal without help.',
        'The range figures are based on a 75 kg rider riding on hilly roads at 20°C.',
        'With the supplied 4 A charger, a full charge from empty takes about 3 hours 45 minutes.',
        'You can safely charge the battery at any temperature above 0°C.',
        'The battery warranty lasts for 2 years or 500 full charge cycles, whichever comes last.',
        'The chain should be cleaned and lubricated every 500 km.',
        'The rear rack is rated to 25 kg, so it can take a child seat.',
    )],
    'nook thermostat setup': [(B151_NOOK_THERMOSTAT, c, True) for c in (
        'On the default schedule, the Away period runs from half past eight in the morning until half past five in '
        'the evening, at 16°C.',
        'By default, the Home temperature in the evening is half a degree warmer than the Wake setting.',
        "If you don't have a C wire, you can use the Power Adapter Kit that comes in the box.",
        'Buying the maximum number of Room Sensors would cost you $234.',
        "Your clock and settings are kept for up to three days during a power cut, though the heating won't run.",
        'A factory reset needs you to hold the dial 15 seconds longer than a simple restart does.',
        'Frost Protection is switched off out of the box; once enabled, it can start the heating below 5°C even if '
        'the system is set to Off.',
    )] + [(B151_NOOK_THERMOSTAT, c, False) for c in (
        'The Nook T3 can connect to either a 2.4 GHz or a 5 GHz Wi-Fi network.',
        'The Nook supports up to 2 cooling stages and 1 heating stage.',
        'The Nook T3 is compatible with electric baseboard heaters running on 240 V.',
        'Installation usually takes about 15 minutes.',
        'During a power cut, the built-in battery keeps your heating running for up to 72 hours.',
        'Nook Room Sensors are included in the box, and you can add up to 6 of them.',
        'After the heating switches off, the Nook waits 5 minutes before restarting it, to protect your boiler.',
    )],
    'kessen pressure cooker': [(B151_KESSEN_COOKER, c, True) for c in (
        'You can fill the pot with up to 4 litres, or just 3 litres for foods like lentils or pasta that foam or '
        'expand.',
        'There needs to be at least a quarter of a litre of liquid in the pot for it to build pressure.',
        'The High setting cooks at roughly eight degrees hotter than Low.',
        'On High, beef stew chunks need 8 minutes more than chicken pieces.',
        'For foaming foods, let the pressure drop naturally: take the cooker off the heat and wait ten to fifteen '
        'minutes.',
        'If you use the cooker about twice a week, the 12-month limit will come before the 400-use limit, so '
        'replace the gasket after a year.',
        'The pot body is guaranteed ten times longer than the lid and valves.',
    )] + [(B151_KESSEN_COOKER, c, False) for c in (
        'The safety valve opens automatically at 90 kPa if the operating valve becomes blocked.',
        'You should start timing as soon as you put the cooker on the heat.',
        'The Low setting, at 50 kPa, is the one recommended for meat and pulses.',
        'For a cold-water release, you can stand the whole cooker in a bowl of cold water.',
        'The cooker works on gas, electric and ceramic hobs, but not on induction.',
        'Replace the gasket every 12 months or after 400 uses, whichever comes later.',
        'The gasket is covered by the same 10-year guarantee as the pot body.',
    )],
    'cradlewise car seat': [(B151_CRADLEWISE_SEAT, c, True) for c in (
        'Your child can face forward once they are 76 cm tall, provided they are also at least 15 months old.',
        'The seat can be used rear-facing across its whole height range, from 40 to 105 cm.',
        'The newborn insert should come out once your baby is taller than 60 cm.',
        'The seat has to be fitted with ISOFIX plus the support leg; a seat-belt installation is not possible.',
        'Recline position 4 can be used whichever way the seat is facing.',
        'A seat manufactured in March 2021 should not be used after March 2028.',
        'After fitting, check that three indicators show green: the two ISOFIX ones and the one on the support '
        'leg.',
    )] + [(B151_CRADLEWISE_SEAT, c, False) for c in (
        'The seat is suitable for children up to 105 cm tall and 20 kg.',
        'Your child can face forward from 76 cm, whatever their age.',
        'The seat can be installed with either ISOFIX or the vehicle seat belt.',
        "When rear-facing, the shoulder straps should come out level with or just above your child's shoulders.",
        'The seat only needs replacing after an accident if there is visible damage.',
        'Both the cover and the harness straps can be machine washed at 30°C on a gentle cycle.',
        'The seat weighs 14.2 kg without its base.',
    )],
}
