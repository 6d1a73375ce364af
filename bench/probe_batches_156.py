"""Probe batch 156, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
insurance policy summaries and benefit tables, with true and false sentences from an insurance chatbot."""

from __future__ import annotations

B156_TRAVEL = (
    'QUILLHAVEN ASSURANCE - PELLOWMAR ANNUAL MULTI-TRIP TRAVEL COVER\n'
    'Policy summary and table of benefits (applies to policies starting on or after 1 March 2025)\n'
    '\n'
    'Benefit | Essential | Classic | Premier\n'
    'Emergency medical expenses | £2,000,000 | £5,000,000 | £10,000,000\n'
    'Cancellation and curtailment | £1,500 | £3,000 | £7,500\n'
    'Baggage (total) | £1,000 | £2,000 | £3,000\n'
    'Single-article limit | £200 | £300 | £500\n'
    'Valuables (combined) | £150 | £300 | £600\n'
    'Travel delay | Not covered | £20 per 12 hours (max £200) | £30 per 12 hours (max £300)\n'
    'Personal liability | £1,000,000 | £2,000,000 | £2,000,000\n'
    'Standard excess | £150 | £75 | Nil\n'
    'Maximum length of any one trip | 31 days | 45 days | 60 days\n'
    '\n'
    'Excess: The standard excess applies per insured person, per incident. It is not deducted from '
    'medical claims where the cost of treatment has been reduced by use of a Halvardine Health Card.\n'
    '\n'
    'Travel delay: Paid for each complete 12-hour period that your outbound or return departure is '
    'delayed beyond the scheduled time, provided the delay is confirmed in writing by the carrier.\n'
    '\n'
    'Age limits: Cover is available to travellers up to their 80th birthday. Travellers aged 70 to 79 may '
    'buy Classic or Premier only, and an age loading of 35% is added to their premium. Children under 18 '
    'are insured free of charge when travelling with an insured parent or guardian.\n'
    '\n'
    'Baggage left in vehicles: Baggage left in an unattended vehicle is covered only if it is locked out '
    'of sight in the boot and the loss happens between 07:00 and 21:00.\n'
    '\n'
    'Optional extras (Classic and Premier only): Winter sports, £29 per policy year, covering up to 17 '
    'days of winter sports in total per policy year. Cruise cover, £45 per policy year.\n'
    '\n'
    'Pre-existing medical conditions: These must be declared before travel. Any condition that has not '
    'been declared and accepted by us in writing is excluded.\n'
    '\n'
    'Claims: Tell us about any claim within 28 days of returning home. Claims notified later may be '
    'reduced if the delay has affected our ability to assess them.'
)

B156_PET = (
    'MARROWFIELD MUTUAL - BRINDLECOMBE PET INSURANCE\n'
    'Key facts for cats and dogs (policy wording edition BP-07, issued January 2025)\n'
    '\n'
    'Choose your cover\n'
    'Time-Limited: vet fees up to £3,000 per condition, payable for 12 months from the date the condition '
    'first showed signs. Fixed excess £99 per condition.\n'
    'Lifetime Standard: vet fees up to £5,000 per policy year, renewing each year for as long as the '
    'policy continues. Fixed excess £120 per condition, per policy year.\n'
    'Lifetime Plus: vet fees up to £9,000 per policy year, renewing each year. Fixed excess £80 per '
    'condition, per policy year.\n'
    '\n'
    'Other benefits | Time-Limited | Lifetime Standard | Lifetime Plus\n'
    'Dental illness | Not covered | £500 | £1,000\n'
    'Complementary therapy | £250 | £500 | £750\n'
    'Death from illness or injury (purchase price) | £500 | £750 | £1,000\n'
    'Third-party liability (dogs only) | £2,000,000 | £2,000,000 | £2,000,000\n'
    '\n'
    'Age limits: A new policy can be started for a dog aged between 8 weeks and 7 years, or a cat aged '
    'between 8 weeks and 9 years. Once in force, Lifetime policies can be renewed whatever the age of the '
    'pet. Time-Limited policies cannot be renewed after a dog reaches its 10th birthday or a cat reaches '
    'its 12th birthday.\n'
    '\n'
    "Co-payment: From the first renewal after a dog's 9th birthday or a cat's 11th birthday, you pay 20% "
    'of every claim in addition to the fixed excess. No co-payment applies on Lifetime Plus if you have '
    'chosen the optional Age Shield add-on (£4.10 per month).\n'
    '\n'
    'Waiting periods: Illness is covered from 14 days after the start date and accidents from 48 hours '
    'after the start date. Cruciate ligament conditions are excluded if signs first appear within the '
    'first 180 days of cover.\n'
    '\n'
    'Dental illness: Only covered if your pet had a dental examination by a vet in the 12 months before '
    'the treatment and any treatment recommended at that examination was carried out.\n'
    '\n'
    'Example monthly premiums for a 3-year-old crossbreed dog living in Orsby Fenn: Time-Limited £14.20, '
    'Lifetime Standard £22.85, Lifetime Plus £31.40.'
)

B156_CONTENTS = (
    'OSTRANDER VALE INSURANCE - HEARTHWELL HOME CONTENTS\n'
    'Summary of cover, limits and excesses (version HC-2025/2)\n'
    '\n'
    'Cover level | Standard | Extended\n'
    'Contents sum insured | £40,000 | £75,000\n'
    'Single-item limit (unspecified items) | £1,500 | £2,500\n'
    'Valuables in total | One third of sum insured | One third of sum insured\n'
    'Cash in the home | £300 | £500\n'
    'Freezer contents | £400 | £400\n'
    'Accidental damage | Optional, £3.00 per month | Included\n'
    'Standard excess | £100 | £100\n'
    'Escape of water excess | £350 | £350\n'
    '\n'
    'Specified items: Any item worth more than the single-item limit must be listed individually on your '
    'schedule. Each specified item can be insured for up to £10,000, for an additional annual premium of '
    '1.2% of the value of the item. Unspecified items above the limit will only be paid up to the '
    'single-item limit.\n'
    '\n'
    'Personal possessions away from home (optional, £4.50 per month): Covers belongings you take out of '
    'the home anywhere in the UK and for up to 30 days a year abroad, up to £3,000 in total, with a limit '
    'of £1,000 for any one item.\n'
    '\n'
    'Bicycles: Each bicycle is covered up to £750 while at the home, provided it is locked inside the '
    'home or a lockable outbuilding when not in use. Bicycles away from the home are covered only under '
    'the personal possessions option.\n'
    '\n'
    'Students away from home: Belongings of a child studying full-time and living in term-time '
    'accommodation are covered up to £5,000. Theft is covered only if there was forced and violent entry '
    'to the accommodation.\n'
    '\n'
    'Unoccupancy: If your home is left unoccupied for more than 45 consecutive days, cover for theft and '
    'escape of water is suspended until the home is occupied again.\n'
    '\n'
    'Claims settlement: Contents are replaced on a new-for-old basis, except clothing and household '
    'linen, where a deduction is made for wear and tear.'
)

B156_MOTOR = (
    'TESSALY BROOK INSURANCE - CORVALLEN MOTOR POLICY\n'
    'No-claims discount (NCD) and excess guide, for policies renewing from 1 April 2025\n'
    '\n'
    'NCD scale\n'
    'Claim-free years | Discount\n'
    '0 | 0%\n'
    '1 | 25%\n'
    '2 | 35%\n'
    '3 | 45%\n'
    '4 | 55%\n'
    '5 or more | 65%\n'
    '\n'
    'What happens after a claim (unprotected NCD)\n'
    '- One claim in a policy year: your NCD moves down two steps at renewal (for example, 5 or more years '
    'drops to 3 years).\n'
    '- Two or more claims in a policy year: your NCD returns to 0 years.\n'
    '\n'
    'Protected NCD: Available once you have earned 4 or more claim-free years. It adds 12% to your '
    'premium and allows two claims in any three-year period without your NCD level changing. A third '
    'claim within the same three years removes the protection, and your NCD steps back as shown above. '
    'Protecting your NCD does not protect your premium, which may still rise after a claim.\n'
    '\n'
    'Claims that do not affect NCD: windscreen and window glass claims; claims where we recover all our '
    'costs from someone else.\n'
    '\n'
    'Excesses\n'
    'Compulsory excess: £250 on all policies.\n'
    'Young driver excess: an additional £400 for any driver under 25.\n'
    'Voluntary excess: choose £0, £150, £300 or £500, added on top of the compulsory excess.\n'
    'Windscreen: £90 if the glass is replaced, £25 if it is repaired.\n'
    '\n'
    'Courtesy car: Comprehensive policies only, for up to 14 days while your car is repaired by one of '
    'our approved repairers. Not provided if the car is a total loss, or if it is stolen and not '
    'recovered.\n'
    '\n'
    'Example: base annual premium £1,200. With 4 claim-free years (55%), you pay £540.'
)

B156_DENTAL = (
    'SELWICK HEALTH COVER - BRIGHTCAIRN DENTAL PLAN\n'
    'Table of benefits 2025 (all amounts per insured person per policy year unless stated)\n'
    '\n'
    'Benefit | Level 1 | Level 2 | Level 3\n'
    'Monthly premium | £9.50 | £16.75 | £27.00\n'
    'Check-ups and X-rays (100% refund) | Up to £60 | Up to £90 | Up to £140\n'
    'Hygienist visits (100% refund) | Up to £40 | Up to £70 | Up to £110\n'
    'Restorative treatment refund rate | 50% | 75% | 80%\n'
    'Restorative annual maximum | £300 | £600 | £1,200\n'
    'Crowns, bridges and dentures | Not covered | Within restorative maximum | Within restorative maximum\n'
    'Dental accident cover | £5,000 | £5,000 | £5,000\n'
    'Emergency treatment abroad | Not covered | £400 | £400\n'
    'Orthodontics | Not covered | Not covered | See below\n'
    '\n'
    'Restorative treatment includes fillings, extractions and root canal treatment.\n'
    '\n'
    'Waiting periods (from the policy start date)\n'
    '- Check-ups, X-rays and hygienist visits: none, covered from day one.\n'
    '- Fillings, extractions and root canal treatment: 3 months.\n'
    '- Crowns, bridges and dentures: 12 months.\n'
    '- Orthodontics (Level 3): 24 months.\n'
    '- Dental accident cover: none, provided the accident happens after the start date.\n'
    '\n'
    'Orthodontics: Level 3 pays 50% of orthodontic treatment for insured children under 18, up to a '
    'lifetime maximum of £500 per child.\n'
    '\n'
    'Annual maximums reset on each policy anniversary, not on 1 January. Unused amounts do not carry '
    'over.\n'
    '\n'
    'Exclusions: cosmetic treatment, including tooth whitening and veneers; treatment that started before '
    'cover began; lost or damaged dentures, except following a dental accident.\n'
    '\n'
    'Claims must be submitted within 6 months of the treatment date, with an itemised receipt from the '
    'dentist.'
)

B156_GADGET = (
    'HELMBURY KESTREL INSURANCE - SPARROWGATE GADGET PROTECT\n'
    'Plan summary (terms dated 14 February 2025)\n'
    '\n'
    'Plan | Monthly price | Devices | Combined device value | Claims per 12 months\n'
    'Single Gadget | £6.99 | 1 | Up to £1,500 | 2\n'
    'Multi Gadget | £12.99 | Up to 4 | Up to £4,000 | 4 (max 2 per device)\n'
    'Family | £18.49 | Up to 8 | Up to £7,000 | 6 (max 2 per device)\n'
    '\n'
    'What is covered: accidental damage, breakdown outside the manufacturer warranty, and theft, on all '
    'plans. Loss is covered on Multi Gadget and Family only.\n'
    '\n'
    'Excess per claim, by device type\n'
    'Mobile phone £75 | Laptop £100 | Tablet £60 | Smartwatch £40 | Headphones and earbuds £25\n'
    '\n'
    'Theft claims: You must report the theft to the police within 48 hours of discovering it and obtain a '
    'crime reference number. Theft from an unattended vehicle is covered only if the device was hidden '
    'from view and the vehicle was locked, with signs of forced entry.\n'
    '\n'
    'Adding devices: Each device must be less than 36 months old when added, and you must hold proof of '
    'purchase. Devices bought second-hand are accepted only if purchased from a retailer offering at '
    'least a 12-month warranty.\n'
    '\n'
    'Repairs and replacements: Repairs are carried out by our approved repairers. If a device cannot be '
    'repaired economically, we replace it with the same model or, if that is unavailable, a model of '
    'equivalent specification, which may be refurbished.\n'
    '\n'
    'Travel: Devices are covered worldwide for up to 90 days in total in each policy year.\n'
    '\n'
    'Not covered: cosmetic damage, such as scratches and dents, that does not affect how the device '
    'works; devices left unattended in a public place.\n'
    '\n'
    'Cancellation: You may cancel within 14 days of starting the plan and receive a full refund, provided '
    'no claim has been made.'
)

BATCHES_156 = {
    'travel cover pellowmar': [(B156_TRAVEL, c, True) for c in (
        "On Premier there's no standard excess to pay when you make a claim.",
        'The cancellation limit on Classic is double the one on Essential.',
        "If a Classic traveller's flight is delayed by a full 24 hours and the airline confirms it in "
        'writing, the delay benefit would pay £40.',
        'Premier lets you take individual trips fifteen days longer than Classic does.',
        "At 72 you'd be limited to Classic or Premier, and your premium would carry a 35% age loading.",
        'You have four weeks from getting back home to let us know about a claim.',
        "The winter sports extra costs £29 for the policy year, but it isn't available on Essential.",
    )] + [(B156_TRAVEL, c, False) for c in (
        'On Essential, any single article in your baggage is covered up to £300.',
        'Classic pays £20 for every 12 hours of delay, up to a maximum of £300.',
        'A traveller aged 80 can still buy Premier, with the 35% age loading added.',
        'The standard excess is taken once per incident, however many travellers are claiming.',
        'Baggage locked out of sight in the boot of your car is covered whatever time the loss happens.',
        'The winter sports option covers up to 21 days of winter sports in each policy year.',
        "Premier's personal liability limit is twice the amount Classic provides.",
    )],
    'pet insurance brindlecombe': [(B156_PET, c, True) for c in (
        'A six-year-old dog is still young enough for us to start a new policy.',
        "Unless you're on Lifetime Plus with the Age Shield add-on, from the first renewal after your cat "
        "turns 11 you'll pay a fifth of every claim on top of the fixed excess.",
        'For the example crossbreed, Lifetime Plus works out £8.55 a month dearer than Lifetime Standard.',
        'Illnesses are covered from a fortnight after your start date, while accidents are covered after two '
        'days.',
        "Dental illness isn't included if you choose Time-Limited cover.",
        'Complementary therapy cover on Lifetime Plus is three times what Time-Limited offers.',
        'A full year of Time-Limited cover for the example dog in Orsby Fenn would cost £170.40.',
    )] + [(B156_PET, c, False) for c in (
        'Dogs can be signed up for a brand-new policy up to the age of 9.',
        'The 20% co-payment starts for cats from the first renewal after their 9th birthday.',
        'Third-party liability of £2,000,000 is included for both cats and dogs.',
        'Lifetime Standard covers dental illness up to £1,000 a year.',
        'Dental illness is covered as long as your pet had a dental examination by a vet in the previous two '
        'years.',
        'A Time-Limited policy for a dog can keep being renewed until the dog reaches its 12th birthday.',
        'For £4.10 a month, the Age Shield add-on removes the co-payment on any of our three covers.',
    )],
    'contents policy hearthwell': [(B156_CONTENTS, c, True) for c in (
        "On Standard cover, a £2,000 watch would need listing on your schedule, as it's over the single-item "
        'limit.',
        'Specifying a ring valued at £4,000 would add £48 a year to your premium.',
        'With Extended cover, your valuables are insured up to £25,000 in total.',
        'A claim for escape of water carries an excess £250 higher than the standard one.',
        "Accidental damage comes built into Extended, but on Standard it's an extra £3 a month.",
        'Once your home has stood empty for more than 45 days in a row, theft and escape of water cover is '
        'suspended until it is lived in again.',
        "Clothing and household linen aren't settled new for old; we make a deduction for wear and tear instead.",
    )] + [(B156_CONTENTS, c, False) for c in (
        'On Extended cover, the limit for any single unspecified item is £1,500.',
        'Standard cover protects cash kept in the home up to £500.',
        "Each bicycle at the home is covered up to £750, whether or not it's locked away when not in use.",
        "A student's belongings in term-time accommodation are covered for theft even without forced entry.",
        'Each specified item on your schedule can be insured for up to £15,000.',
        'The personal possessions option covers any one item up to £3,000.',
        'The £350 escape of water excess is reduced to £100 if you have a leak detector fitted.',
    )],
    'motor ncd corvallen': [(B156_MOTOR, c, True) for c in (
        'Three claim-free years earn you a 45% discount.',
        "If you've got five years' NCD without protection and make one claim in the year, you'd drop to three "
        'years, which is worth 45%.',
        'A 22-year-old driver with no voluntary excess would face £650 of compulsory and young driver excess '
        'combined.',
        'Having your windscreen repaired rather than replaced means an excess that is £65 lower.',
        "You can only protect your NCD once you've built up at least four claim-free years.",
        'In our example, four claim-free years knock £660 off the £1,200 base premium.',
        "A windscreen claim won't affect your no-claims discount.",
    )] + [(B156_MOTOR, c, False) for c in (
        'Without protection, one claim in a policy year moves your NCD down by a single step.',
        'Protected NCD lets you make three claims in any three-year period without your NCD level changing.',
        'A courtesy car is included on all our policies, not just Comprehensive, for up to 14 days.',
        'You reach the top discount of 65% after four claim-free years.',
        "You'll get a courtesy car for up to 14 days whichever garage repairs your car.",
        'The extra £400 young driver excess only applies to drivers under the age of 21.',
        'Choosing the £500 voluntary excess cuts your premium by a quarter.',
    )],
    'dental plan brightcairn': [(B156_DENTAL, c, True) for c in (
        'Level 2 costs £7.25 a month more than Level 1.',
        'On Level 3 we refund four-fifths of restorative treatment costs, up to £1,200 a year.',
        "Crowns aren't covered on Level 1, and on the other two levels there's a 12-month wait before you can "
        'claim for them.',
        'Dental accident cover is £5,000 whichever level you choose.',
        'Your yearly limits reset on your policy anniversary rather than at the start of the calendar year.',
        "On Level 1, once the three-month wait has passed and if you haven't claimed for restorative "
        'treatment yet this policy year, a £400 filling would get £200 back.',
        'Paid for a full year, Level 3 comes to £324.',
    )] + [(B156_DENTAL, c, False) for c in (
        "There's a six-month waiting period before fillings are covered.",
        'Emergency treatment abroad is covered on every level, up to £400.',
        'Level 3 pays towards orthodontic treatment for adults as well as for children.',
        'Level 2 refunds 80% of restorative treatment costs.',
        'Claims need to reach us within three months of the treatment date.',
        'On Level 2, hygienist visits are refunded up to £90 a year.',
        'Any unused part of your annual maximum carries over into the next policy year.',
    )],
    'gadget protect sparrowgate': [(B156_GADGET, c, True) for c in (
        'On Multi Gadget you can claim up to four times in 12 months, but no more than twice for any one device.',
        "For a stolen phone, you'll need to tell the police within two days of discovering the theft and get "
        'a crime reference number.',
        'The excess on a laptop claim is £25 higher than on a mobile phone claim.',
        'The Family plan costs £5.50 a month more than Multi Gadget.',
        "If you simply lose a device, you'd be covered on Multi Gadget or Family, but not on Single Gadget.",
        'A tablet you bought new 30 months ago can still be added, as long as you have the proof of purchase.',
        "If you cancel within a fortnight of starting and haven't claimed, you'll get all your money back.",
    )] + [(B156_GADGET, c, False) for c in (
        'Single Gadget allows up to three claims in any 12 months.',
        'Claims for a smartwatch carry a £60 excess.',
        'Devices can be added to your plan up to four years after they were bought.',
        'Scratches and dents are covered even if the device still works normally.',
        'Your gadgets are covered abroad for up to 60 days in each policy year.',
        "If your device can't be repaired economically, we'll always replace it with a brand-new model.",
        'Multi Gadget covers up to four devices with a combined value of up to £7,000.',
    )],
}
