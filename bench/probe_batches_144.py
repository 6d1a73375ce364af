"""Probe batch 144, written by a helper agent that saw neither the code nor an earlier probe (session 62), on six
made-up property listings of estate and letting agents and the sentences of a home-search assistant's answers about
them."""

from __future__ import annotations

B144_CITY_FLAT = (
    'Two bedroom apartment to rent - Flat 7.04, Copperline Wharf, Quay Street, Halverton HV3 7QD. Rent: '
    "£1,300 per calendar month (£300 per week). Security deposit: £1,500 (equal to five weeks' rent), "
    "protected with the Tenancy Deposit Scheme. Holding deposit: £300 (one week's rent), deducted from "
    "the first month's rent. Available from 14 March 2025; the current tenant moves out on 7 March 2025. "
    "Minimum tenancy: 12 months, with a tenant break clause after six months (two months' notice). "
    'Council tax band C (£1,688 for 2024/25). EPC rating B (84). Floor area 712 sq ft (66.1 sq m). '
    'Accommodation: the flat is on the seventh floor of an eleven-storey building converted from a former'
    ' tea warehouse in 2019, served by two lifts. Open-plan kitchen/living room 6.2m x 4.1m with '
    'integrated oven, hob, dishwasher and fridge-freezer; washer-dryer in the hall cupboard. Bedroom one '
    '4.0m x 3.3m with fitted wardrobe and en-suite shower room. Bedroom two 3.1m x 2.6m. Bathroom with '
    'bath and overhead shower. West-facing balcony 3.0m x 1.4m overlooking the River Lennet. Shared roof '
    'terrace on the eleventh floor, open 7am to 10pm. Parking: one allocated underground space available '
    'for an extra £75 pcm; secure store for 40 bicycles. Location: Halverton Central station 0.6 miles '
    "(about 12 minutes on foot); Quayside tram stop 200 metres. Schools: St Aldhelm's Primary 0.4 miles "
    "(Ofsted: Good); Halverton Academy 1.1 miles. Included in the rent: water and the building's fibre "
    'broadband (up to 500 Mbps). The tenant pays electricity, gas and council tax. Furnishing: '
    'part-furnished, with white goods, wardrobes and a three-seater sofa; no beds or mattresses are '
    "provided. Pets: one cat or small dog considered with the landlord's written consent, subject to pet "
    'rent of £25 pcm. Smoking: not permitted anywhere in the building, including balconies. Concierge on '
    'site 8am to 8pm, Monday to Saturday. Rent for the same flat in 2023/24 was £1,250 pcm. Agent: '
    'Marlowe & Pike Lettings, Riverside branch; contact Priya Okonjo. Viewings: Tuesdays and Thursdays '
    '5pm to 7pm, and Saturdays 10am to 1pm.'
)

B144_FAMILY_HOUSE = (
    'Four bedroom detached house for sale - 18 Ashcombe Rise, Thornbury Vale, Dunmere DN9 4LR. Guide '
    'price: offers in excess of £565,000. First marketed in November 2024 at £595,000; guide price '
    'reduced in February 2025. Tenure: freehold. Council tax band F. EPC rating D (62), with potential to'
    ' reach C (74). Floor area 1,884 sq ft (175 sq m). The house was built in 1987 by Redfern Homes and '
    'extended in 2016 with a single-storey garden room. The present owners have lived here since 2004 and'
    ' have already bought their next home, so the sale is chain free. Ground floor: entrance hall; living'
    ' room 5.8m x 4.2m with wood-burning stove; kitchen/dining room 7.1m x 3.9m, refitted in 2021 with '
    'quartz worktops and integrated appliances; garden room 4.5m x 3.6m with bi-fold doors; utility room;'
    ' downstairs WC. First floor: principal bedroom 4.6m x 3.8m with en-suite shower room; bedroom two '
    '3.9m x 3.4m; bedroom three 3.5m x 2.9m; bedroom four 2.8m x 2.4m, currently used as a study; family '
    'bathroom with bath and separate shower. Outside: south-facing rear garden of about 90 ft (27 m) with'
    ' a lawn, timber summerhouse and raised vegetable beds; open-plan front lawn; block-paved driveway '
    'for three cars; double garage with electric door. Energy: gas central heating with a boiler replaced'
    ' in 2022; 4 kWp solar panels installed in 2019 and owned outright; electric-vehicle charger added in'
    ' 2023. Location: Dunmere Parkway station 1.4 miles, with trains to Halverton in 22 minutes; '
    'Thornbury Vale Primary School (Ofsted: Outstanding) 0.3 miles; Kingsmead School (ages 11 to 18) 1.8 '
    'miles, with a school bus from the end of the road. Included in the sale: carpets, blinds, integrated'
    ' kitchen appliances and the summerhouse. The hot tub is available by separate negotiation. Agent: '
    'Hollis Brant Estate Agents, Dunmere office; negotiator Fergus Tallow. Viewings by appointment, '
    'Monday to Friday 9am to 5.30pm and Saturday 9am to 4pm. Open house: Saturday 22 March 2025, 11am to '
    '2pm.'
)

B144_STUDENT_SHARE = (
    'Rooms available in a six-bedroom student house share - 41 Tannery Lane, Westbrook, Carrick Hill CH2 '
    '8PB. Academic year 2025/26. Rent: £118 per person per week for the four en-suite rooms and £105 per '
    'person per week for the two rooms without en-suite, all bills included. Contract: 51 weeks, from 1 '
    "July 2025 to 21 June 2026. Security deposit: £250 per person. Holding deposit: one week's rent, "
    'credited against the first payment. Guarantor: a UK-based guarantor is required; students without '
    'one may instead pay the rent termly in advance in three instalments. Whole-house option: a group of '
    'six can take the entire house for £660 per week in total. Availability: as of 3 March 2025, two '
    'rooms remain, both with en-suite. Floor area 2,040 sq ft (189.5 sq m). Council tax: exempt while all'
    ' occupants are full-time students (the property is in band D). EPC rating C (71). Accommodation over'
    ' three floors: kitchen/diner 6.4m x 4.8m with two fridge-freezers, dishwasher, washing machine and '
    'tumble dryer; communal lounge 4.9m x 4.0m with a 55-inch smart TV; six double bedrooms from 9.8 sq m'
    ' to 14.2 sq m, each furnished with a small double bed, desk, chair, wardrobe and chest of drawers. '
    'The two non-en-suite rooms share a bathroom on the second floor. Outside: rear courtyard with a '
    'covered shelter for six bicycles. Parking: none off-street, and Carrick Hill Council does not issue '
    "residents' permits to this address. Bills included: gas and electricity (subject to a fair usage cap"
    ' of £600 per person per year), water, 900 Mbps fibre broadband, TV licence and a fortnightly cleaner'
    " for the communal areas. Location: Carrick Hill University main campus 0.5 miles (about 10 minutes' "
    'walk); Westbrook station 0.8 miles; the number 14 bus stops outside the house and runs to the city '
    'centre every 10 minutes. Pets: not allowed. Smoking and vaping: not permitted inside the property. '
    'Agent: Campus Keys Lettings; contact Ella Fairweather. Viewings: weekdays 10am to 6pm, with virtual '
    'tours by video call on Sundays.'
)

B144_COUNTRY_COTTAGE = (
    'Two bedroom detached cottage for sale - Bramble Cottage, Low Fennick, near Ardlow, Kestleshire AR7 '
    '2JN. Guide price: offers over £385,000. Tenure: freehold. Council tax band D. EPC rating F (32). '
    'Floor area 1,056 sq ft (98.1 sq m). Grade II listed. Bramble Cottage was built around 1780 as a farm'
    " labourer's cottage and has been owned by the same family for 46 years. The thatched roof was "
    'rethatched in 2018 and the ridge was replaced in 2023. Services: mains water and electricity; no '
    'mains gas; oil-fired central heating; private drainage to a septic tank replaced in 2020. Broadband:'
    ' ADSL up to 11 Mbps, with a Starlink satellite dish installed. Ground floor: sitting room 5.2m x '
    '4.3m with inglenook fireplace and wood burner; dining room 3.8m x 3.4m; kitchen 4.0m x 2.9m with an '
    'oil-fired Rayburn; shower room. First floor: bedroom one 4.1m x 3.6m with vaulted ceiling and '
    'exposed beams; bedroom two 3.3m x 2.7m; bathroom with roll-top bath. Outside: the plot extends to '
    '0.6 acres and includes a cottage garden, an orchard of 12 fruit trees, a 0.3-acre paddock and a '
    'brick outbuilding of 6m x 4m with power, currently used as a workshop. There is gravelled parking '
    'for two cars but no garage. The owner of neighbouring Fennick Farm has a right of way on foot across'
    ' the paddock. The property lies in Flood Zone 1. Location: Ardlow village 1.5 miles, with shop, pub '
    'and Ardlow C of E Primary School; Hembury station 7 miles, with trains to London in about 2 hours 10'
    ' minutes; Kestle Grammar School 9 miles. Included in the sale: the Rayburn, curtains and the garden '
    'shed. Excluded: the garden statuary and the oak dresser in the dining room. Agent: Cawley & Drew '
    'Country Homes, Ardlow office; contact Tamsin Greaves. Viewings strictly by appointment, Wednesday to'
    ' Saturday only.'
)

B144_SHARED_OWNERSHIP = (
    'One bedroom apartment, shared ownership - Plot 27, Orchard Yard, Bexley Moor, Penhallow PN4 6TS. '
    'Full market value: £240,000. Shares available from 25% (£60,000) up to a maximum initial share of '
    '75% (£180,000). Rent on the unsold share: 2.75% of the unsold equity a year, which is £412.50 per '
    'calendar month at a 25% share. Service charge: £118.40 pcm. Ground rent: none (peppercorn). Lease: '
    '990 years. A deposit of typically 5% of the share purchased is needed (£3,000 at a 25% share). '
    'Reservation fee: £500, deducted from the balance at completion. Eligibility: total household income '
    'under £80,000; applicants must be first-time buyers or former homeowners who cannot afford to buy on'
    ' the open market. For the first three months of marketing, priority is given to people who live or '
    'work in Penhallow. Staircasing: owners can buy further shares, in steps as small as 1% during the '
    'first 15 years. Developer: Kinross & Vale Homes; landlord and shared ownership provider: Harbourline'
    ' Housing. Construction completes in spring 2025 with handovers expected from June 2025; NHBC 10-year'
    ' warranty. Predicted EPC rating B (85). Council tax band B. Floor area 538 sq ft (50 sq m). '
    'Accommodation: second floor of a four-storey block with lift; open-plan living/kitchen/dining room '
    '7.0m x 3.9m with integrated oven, hob, fridge-freezer and washer-dryer; double bedroom 4.3m x 3.0m '
    'with fitted wardrobe; bathroom with shower over bath; south-east facing balcony 2.5m x 1.5m. Heating'
    ' and hot water from a communal air source heat pump system. Parking: no allocated parking; a car '
    'club with two cars operates on site, and there is secure cycle storage. Location: Bexley Moor '
    'station 0.5 miles, with trains to Penhallow Central in 9 minutes; Moorside Primary School 0.3 miles;'
    " Penhallow College 2 miles. Pets: one cat or one small dog with Harbourline's written consent. "
    'Subletting is not permitted. Sales: Harbourline Housing sales team; contact Nadia Ferrante. The show'
    ' home is open Thursday to Monday, 10am to 5pm, and is closed on Tuesdays and Wednesdays.'
)

B144_HOLIDAY_LET = (
    'Seaview Lookout - three bedroom holiday cottage to let by the week, 2 Gullrock Terrace, Porthcarrow,'
    ' Penwithy Bay PW5 3HX. Sleeps six, plus a cot. Weekly rates for 2025: low season (4 January to 4 '
    'April and 1 November to 19 December) £645; mid season (5 April to 27 June and 6 September to 31 '
    'October) £980; high season (28 June to 5 September) £1,520; Christmas and New Year weeks £1,195. The'
    ' 2024 rates were £610 low, £930 mid and £1,450 high. Changeover day is Saturday: arrival from 4pm, '
    'departure by 10am. Short breaks of three or four nights are offered in low season only, from £395. '
    'Booking: a 30% deposit is payable on booking, with the balance due eight weeks before arrival. Free '
    'cancellation up to ten weeks before arrival. A security deposit of £200 is taken and refunded within'
    ' seven days of departure. Floor area 1,130 sq ft (105 sq m). EPC rating C (69). Business rates apply'
    ' instead of council tax. Accommodation: living room 5.5m x 4.0m with wood burner and a bay window '
    'looking out to sea; kitchen/diner 4.8m x 3.6m with range cooker and dishwasher; bedroom one with '
    'king-size bed and en-suite shower; bedroom two with double bed; bedroom three with two single beds; '
    'family bathroom. Outside: enclosed rear terrace with gas barbecue and seating for six. Parking: one '
    'space in front of the cottage; a second car can use the village car park 250 metres away, at £8 per '
    'day from Easter to October. Included: electricity, heating, Wi-Fi (80 Mbps), bed linen and towels, a'
    ' first basket of logs and a welcome hamper. A travel cot and high chair are provided free on '
    'request. Beach towels are not supplied. Location: Porthcarrow beach 150 yards, down a flight of '
    'steps; Porthcarrow Harbour 0.3 miles; Porthcarrow Primary School 0.4 miles; St Elwyn station 6 '
    'miles. Pets: up to two well-behaved dogs at £35 per dog per week; dogs are not allowed upstairs; no '
    'cats. Smoking: not permitted anywhere on the property, including the terrace. Agent: Tidewater '
    'Holiday Cottages, Porthcarrow; owner Heledd Pascoe. Viewings: prospective guests may view by '
    'arrangement on changeover Saturdays between 11am and 1pm.'
)

BATCHES_144 = {
    'city flat to rent': [(B144_CITY_FLAT, c, True) for c in (
        'The flat works out at £300 a week, and the security deposit asked for is £1,500.',
        'Renting the flat together with the optional underground parking space would cost £1,375 a month.',
        'The rent is £50 a month higher than the same flat cost in 2023/24.',
        'Although the minimum term is a year, the tenant can use a break clause after six months, '
        "giving two months' notice.",
        'Water and broadband are covered by the rent, but electricity, gas and council tax are the '
        "tenant's responsibility.",
        "The apartment sits on the seventh of the building's eleven floors, and its balcony faces "
        'west over the River Lennet.',
        'Beds and mattresses are not supplied, even though the flat comes with white goods, wardrobes and a sofa.',
    )] + [(B144_CITY_FLAT, c, False) for c in (
        "The security deposit for the Copperline Wharf flat is set at six weeks' rent.",
        'Viewings are held on Tuesday and Thursday mornings as well as on Saturdays.',
        "Pets are accepted with the landlord's written consent at no extra cost.",
        'The flat becomes available to the new tenant on 7 March 2025.',
        "The rent went up from £1,250 because the building's broadband was upgraded to 500 Mbps.",
        "St Aldhelm's Primary, rated Outstanding by Ofsted, is under half a mile from the flat.",
        "The shared roof terrace on the eleventh floor has a residents' barbecue area.",
    )],
    'family house for sale': [(B144_FAMILY_HOUSE, c, True) for c in (
        'The guide price is £30,000 below the £595,000 the house was first marketed at in November 2024.',
        'Built in 1987, the house had its garden room added 29 years later.',
        'The house was 17 years old when the present owners moved in.',
        'Because the sellers have already bought their next home, there is no chain.',
        'The smallest bedroom, at 2.8 by 2.4 metres, is being used as a study at the moment.',
        'Trains from Dunmere Parkway, 1.4 miles from the house, take 22 minutes to reach Halverton.',
        'The solar panels, fitted in 2019, are owned outright, and an electric-car charger was '
        'installed four years later.',
    )] + [(B144_FAMILY_HOUSE, c, False) for c in (
        'The hot tub is included in the sale along with the summerhouse.',
        'The kitchen at 18 Ashcombe Rise was refitted in 2022, the same year the boiler was replaced.',
        'The rear garden, about 90 feet long, faces north.',
        'The open house on Saturday 22 March 2025 runs from 11am to 4pm.',
        'Kingsmead School, like Thornbury Vale Primary, is rated Outstanding by Ofsted.',
        'The guide price was reduced in February 2025 after a survey found problems with the roof.',
        'The single-storey garden room was added by Redfern Homes in 2016.',
    )],
    'student house share': [(B144_STUDENT_SHARE, c, True) for c in (
        'An en-suite room at 41 Tannery Lane costs £13 a week more than one that shares a bathroom.',
        'The tenancy lasts 51 weeks, running from 1 July 2025 to 21 June 2026.',
        'A group of six taking the whole house would pay £660 a week, £22 less than the six rooms '
        'cost when let one by one.',
        'Students without a UK-based guarantor can pay their rent in advance, a term at a time, in three instalments.',
        'Gas, electricity, water, broadband and the TV licence are covered by the rent, with energy'
        ' use capped at £600 per person a year.',
        "Carrick Hill University's main campus is half a mile from the house, roughly a ten-minute walk.",
        'Both rooms still free in early March 2025 come with their own en-suite.',
    )] + [(B144_STUDENT_SHARE, c, False) for c in (
        'The two rooms without an en-suite share a bathroom on the first floor.',
        'The holding deposit for a room at 41 Tannery Lane is £250 per person.',
        'A cleaner comes in every week to clean the communal areas.',
        'The number 14 bus from outside the house runs to the city centre every 15 minutes.',
        'Residents of 41 Tannery Lane may apply to Carrick Hill Council for a parking permit.',
        'Any unused part of the £600 energy allowance is refunded to students at the end of the tenancy.',
        'The house was fully refurbished in summer 2024, including a new kitchen.',
    )],
    'countryside cottage for sale': [(B144_COUNTRY_COTTAGE, c, True) for c in (
        "The cottage's roof was rethatched in 2018, and the ridge was replaced five years later.",
        "The paddock takes up half of Bramble Cottage's 0.6-acre plot.",
        "With no mains gas, the cottage relies on oil-fired central heating, and the sitting room's"
        ' inglenook has a wood burner.',
        'The owner of Fennick Farm next door is entitled to cross the paddock on foot.',
        'Hembury station is seven miles away, and trains from there reach London in a little over two hours.',
        'The Rayburn and curtains stay with the cottage, but the garden statues and the oak dresser do not.',
        'The workshop occupies a brick outbuilding of 24 square metres that has power.',
    )] + [(B144_COUNTRY_COTTAGE, c, False) for c in (
        'Bramble Cottage is connected to mains drainage.',
        'Ardlow C of E Primary School, 1.5 miles away, is rated Good by Ofsted.',
        'Viewings of Bramble Cottage can be arranged on any day of the week.',
        'The brick outbuilding has planning permission to be converted into a holiday let.',
        'As well as gravelled parking for two cars, the cottage has a single garage.',
        'A Starlink dish was installed because the ADSL broadband kept dropping out.',
        'The same family has owned Bramble Cottage for more than half a century.',
    )],
    'new-build shared ownership flat': [(B144_SHARED_OWNERSHIP, c, True) for c in (
        'Buying the smallest share on offer, a quarter, would cost £60,000, with a typical deposit of £3,000.',
        'At a 25% share, the monthly rent and service charge together come to £530.90.',
        'No ground rent is payable on the 990-year lease.',
        'The £500 reservation fee is taken off the balance when the purchase completes.',
        'A household with a combined income of £80,000 or more would not qualify for the Orchard Yard flat.',
        'The show home opens five days a week, from Thursday through to Monday.',
        'During the first 15 years, owners can increase their share in increments as small as 1%.',
    )] + [(B144_SHARED_OWNERSHIP, c, False) for c in (
        'Buyers can purchase up to 100% of the Orchard Yard flat at the outset.',
        'The apartment comes with one allocated parking space.',
        'The lease on Plot 27 runs for 999 years.',
        'For the first six months of marketing, priority goes to people who live or work in Penhallow.',
        "Subletting the flat is allowed with Harbourline's written consent.",
        'Rent on the unsold share rises every April in line with the Retail Prices Index.',
        'Kinross & Vale Homes will manage the building and set the service charge.',
    )],
    'holiday let by the week': [(B144_HOLIDAY_LET, c, True) for c in (
        'In 2025 a high-season week at Seaview Lookout costs £540 more than a mid-season week.',
        'The high-season weekly rate has gone up by £70 since 2024.',
        'For a £980 mid-season week, the deposit due at booking would be £294.',
        'Three- or four-night short breaks are available only in low season, starting at £395.',
        'Guests must leave by 10am on Saturdays, and the next party can arrive from 4pm.',
        'Bringing two dogs would add £70 to the cost of a week at Seaview Lookout.',
        'A travel cot and high chair can be provided at no charge, but guests need to bring their own beach towels.',
    )] + [(B144_HOLIDAY_LET, c, False) for c in (
        'The balance for a stay at Seaview Lookout must be paid six weeks before arrival.',
        'Smoking is allowed on the enclosed rear terrace.',
        'Guests with a second car can park it free of charge in the village car park all year round.',
        'The kitchen was refitted in 2024 with a new range cooker and dishwasher.',
        'Seaview Lookout is the closest holiday cottage to Porthcarrow beach.',
        'All three bedrooms at Seaview Lookout have sea views.',
        'Cancellation is free up to eight weeks before arrival.',
    )],
}
