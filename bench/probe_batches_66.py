"""Probe batch 66, written by a helper agent that saw neither the code nor an earlier probe (session 46), in the shape
of :mod:`probes`: six made-up fee schedules (a money-transfer service, a debit card abroad, a car park, a courier, an
electricity tariff, a marketplace's seller fees), each with seven true and seven false claims, asked for bands, flat
parts plus percents, caps, minimums and free tiers. Counted on session 45's code and on the session's first fee-band
change before it was read; read afterwards to find the second change (``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B66_SWIFTLANE_REMIT = (
    'Swiftlane Remit - Transfer Fees for UK Customers (effective 1 March 2024). '
    'The fee depends on the amount sent in a single transfer. Transfers of £100 or less carry no fee. '
    'From £100.01 to £1,000, the fee is £2.50 plus 0.5% of the amount sent. '
    'From £1,000.01 to £5,000, the fee is £4.00 plus 0.4% of the amount sent. '
    'Above £5,000, the fee is 0.35% of the amount sent, capped at £40 per transfer. '
    'Express (same-day) delivery adds a £3.00 surcharge to any transfer, including transfers that are '
    'otherwise free. Transfers paid into a Swiftlane wallet are charged half the standard fee; the express '
    'surcharge is never discounted. Customers with a Swiftlane Plus membership pay no standard fee on their '
    'first three transfers in each calendar month, although express surcharges still apply to those '
    'transfers. Transfers submitted before 14:00 UK time on a business day arrive on the next business day; '
    'transfers submitted later may take up to two business days. A transfer can be cancelled free of charge '
    'within 30 minutes of submission; after that, a £5 cancellation charge applies.'
)

B66_VOYAGER_CARD = (
    'Cobalt Ridge Credit Union - Voyager Debit Card: Fees for Use Abroad. '
    'Purchases made in a foreign currency carry a foreign transaction fee of 2.75% of the US dollar amount, '
    'with a minimum of $0.50 per purchase. Purchases made in US dollars at merchants outside the United '
    'States carry a 1% cross-border fee instead, with no minimum. ATM withdrawals abroad cost $3.00 per '
    'withdrawal plus 2.75% of the amount withdrawn, with the combined fee capped at $15 per withdrawal. '
    'Members with a Voyager Premier account pay no foreign transaction fee on purchases and receive four '
    'fee-free foreign ATM withdrawals per statement cycle; from the fifth withdrawal onward the standard ATM '
    'fee applies. Balance inquiries at foreign ATMs cost $1.00 each for all members. An express replacement '
    'card sent abroad costs $45, waived for Premier members. Fees appear as a separate statement line and '
    'post within three business days of the transaction. Disputes about foreign fees must be raised within '
    '60 days of the statement date. Premier status requires average monthly deposits of at least $2,500.'
)

B66_QUAYSIDE_PARKING = (
    'Larchfield Parking - Quayside Multi-Storey, Port Alvane: Tariff. '
    'The car park is staffed and open from 06:00 to 23:30 daily. Charges per visit: up to 30 minutes, free; '
    'over 30 minutes and up to 2 hours, €3.20; over 2 hours and up to 4 hours, €5.80; over 4 hours and up to '
    '8 hours, €9.50; over 8 hours and up to 24 hours, €14.00. Longer stays are charged €14.00 for each full '
    'or part 24-hour period. Evening rate: vehicles entering after 18:00 and leaving before 06:00 the next '
    'morning pay a flat €4.00 instead of the standard tariff. Blue Badge holders park free for stays of up to '
    '4 hours; for longer stays they pay the standard tariff for the whole stay less €5.80. Motorcycles pay '
    'half the standard tariff. Lost tickets are charged at the 24-hour rate of €14.00. Monthly permits cost '
    '€165 (weekdays only) or €210 (all days) and must be bought by the 25th of the preceding month. '
    'Vehicles taller than 2.1 m cannot enter.'
)

B66_PELLWORTH_COURIERS = (
    'Pellworth Couriers - Domestic Parcel Rates (from 1 July). Prices depend on billable weight and zone: '
    'Zone A (same state), Zone B (neighbouring states), Zone C (all other states). '
    'Up to 1 kg: A $6.50, B $8.20, C $10.90. Over 1 kg up to 5 kg: A $9.80, B $12.40, C $16.75. '
    'Over 5 kg up to 10 kg: A $14.60, B $18.90, C $24.30. Above 10 kg, the price is the 10 kg price plus '
    '$1.15 for each additional kg or part kg in Zones A and B, or $1.60 in Zone C. Maximum weight: 30 kg. '
    'Billable weight is the greater of actual weight and volumetric weight (length x width x height in cm, '
    'divided by 5,000). Signature on delivery adds $2.00. Cover up to $100 of declared value is included; '
    'extra cover costs $1.50 for each $100, or part of $100, of declared value above $100, with a minimum '
    'charge of $3.00. Account customers who sent more than 50 parcels in a calendar month receive 10% off '
    'base rates, but not add-ons such as signature or extra cover, throughout the following month. Parcels '
    'handed in before 15:00 Monday to Friday are collected the same day.'
)

B66_ELMSFORD_ENERGY = (
    'Elmsford Community Energy - Home Saver Electricity Tariff (all prices include VAT). '
    'Standing charge: 48p per day. Unit rates per billing month: the first 150 kWh at 21.0p per kWh, and '
    'all usage above 150 kWh at 26.5p per kWh. Customers registered on the Warm Homes scheme receive a 15% '
    'discount on the standing charge only; unit rates are not discounted. Paying by monthly Direct Debit '
    'earns a £4.00 credit on each monthly bill. Customers who choose paper bills pay £2.50 per bill; '
    'electronic bills are free. An exit fee of £45 applies if you leave within the first 12 months, waived '
    'if you are moving home or if we increase our prices during that period. Meter readings must be '
    'submitted within 5 days of the end of the billing month; otherwise the bill is based on an estimate. '
    'Bills unpaid 28 days after issue incur a £10 late-payment fee. Our customer service lines are open '
    '08:00 to 20:00 Monday to Friday and 09:00 to 13:00 on Saturdays.'
)

B66_TINDLEWICK_MARKET = (
    'Tindlewick Market - Seller Fees for EU Sellers. Listing fees: the first 40 new listings each calendar '
    'month are free; each further listing costs €0.20. Final value fee, charged when an item sells: €0.30 '
    'plus 6.5% of the total sale amount (item price plus postage charged to the buyer), with a minimum of '
    '€0.80 per order. For the portion of a sale above €1,000, the percentage drops to 3%. The final value '
    'fee is capped at €120 per order. Sellers with a Pro Shop subscription (€24.95 per month) pay 5.5% '
    'instead of 6.5% on the portion up to €1,000 and get 250 free listings per month. Promoted listings add '
    'an ad fee of 4% of the item price, excluding postage, charged only if the item sells through a promoted '
    'click. If the buyer cancels before dispatch, the whole final value fee is refunded; if the seller '
    'cancels, only the percentage part is refunded and the €0.30 is kept. Payouts are sent every Tuesday '
    'for orders marked delivered at least 3 days earlier.'
)

BATCHES_66: dict[str, list[tuple[str, str, bool]]] = {
    'money transfer fees': [(B66_SWIFTLANE_REMIT, c, True) for c in (
        'Sending £500 with Swiftlane Remit costs £5.00 in fees.',
        'A standard transfer of £2,000 incurs a fee of £12.00.',
        'Sending £20,000 in one transfer costs £40 in fees, because the cap applies.',
        'A £2,000 transfer into a Swiftlane wallet with same-day express delivery costs £9.00 in total fees.',
        'Sending £80 by express delivery costs £3.00.',
        'Plus members pay no standard fee on their first three transfers in a calendar month.',
        'A transfer submitted at 15:30 UK time on a business day may take up to two business days to arrive.',
    )] + [(B66_SWIFTLANE_REMIT, c, False) for c in (
        'Sending £500 with Swiftlane Remit costs £2.50 in fees.',
        'A standard transfer of £2,000 incurs a fee of £12.50.',
        'Sending £20,000 in one transfer costs £70 in fees.',
        'A £2,000 transfer into a Swiftlane wallet with same-day express delivery costs £7.50 in total fees.',
        'Express delivery is free for transfers of £100 or less.',
        'Plus members pay no express surcharge on their first three transfers each month.',
        'Cancelling a transfer 45 minutes after submitting it is free of charge.',
    )],
    'debit card foreign usage fees': [(B66_VOYAGER_CARD, c, True) for c in (
        'A foreign-currency purchase of $200 on the Voyager card incurs a $5.50 foreign transaction fee.',
        'A $10 purchase in a foreign currency is charged the $0.50 minimum fee.',
        'Withdrawing the equivalent of $300 from an ATM abroad costs a standard member $11.25 in fees.',
        'A standard member withdrawing the equivalent of $500 at a foreign ATM pays $15, since the fee is capped.',
        'Paying $400 in US dollars at a shop outside the United States costs a $4.00 fee.',
        'For a Premier member, a fifth foreign ATM withdrawal of $200 in the same statement cycle costs $8.50.',
        'A Premier member who has an express replacement card sent abroad pays nothing for it.',
    )] + [(B66_VOYAGER_CARD, c, False) for c in (
        'A $12 purchase in a foreign currency carries a foreign transaction fee of $0.33.',
        'Withdrawing the equivalent of $300 from an ATM abroad costs a standard member $8.25 in fees.',
        'A standard member withdrawing the equivalent of $500 at a foreign ATM pays $16.75 in fees.',
        'Paying $400 in US dollars at a shop outside the United States costs an $11.00 fee.',
        'Premier members get five fee-free foreign ATM withdrawals per statement cycle.',
        'Premier members pay nothing for balance inquiries at foreign ATMs.',
        'Disputes about foreign fees can be raised up to 90 days after the statement date.',
    )],
    'multi-storey parking tariff': [(B66_QUAYSIDE_PARKING, c, True) for c in (
        'Parking for exactly 2 hours at the Quayside Multi-Storey costs €3.20.',
        'A 5-hour stay costs €9.50.',
        'Leaving a car for 30 hours costs €28.00.',
        'A motorcycle parked for 3 hours is charged €2.90.',
        'A Blue Badge holder who parks for 6 hours pays €3.70.',
        'A driver who arrives at 19:00 and leaves at 23:00 the same evening pays €4.00.',
        'To use an all-days permit throughout March, a driver must buy it by 25 February.',
    )] + [(B66_QUAYSIDE_PARKING, c, False) for c in (
        'Parking for exactly 2 hours at the Quayside Multi-Storey costs €5.80.',
        'Leaving a car for 30 hours costs €14.00.',
        'A Blue Badge holder who parks for 6 hours pays nothing.',
        'A motorcycle parked for 3 hours is charged €5.80.',
        'The first hour of parking is free.',
        'A driver who loses their ticket pays €9.50.',
        'A car that enters at 10:00 and leaves at 19:00 pays only the €4.00 evening rate.',
    )],
    'courier parcel rates': [(B66_PELLWORTH_COURIERS, c, True) for c in (
        'A 3 kg parcel to Zone B costs $12.40.',
        'Sending a 12 kg parcel within Zone A costs $16.90.',
        'A 12.4 kg parcel to Zone C costs $29.10.',
        'A 4 kg box measuring 50 x 40 x 30 cm sent to Zone B is billed as 12 kg, so it costs $21.20.',
        'An account customer who sent 60 parcels last month pays $13.16 this month for a 3 kg Zone B parcel '
        'with signature on delivery.',
        'Extra cover for a parcel with a declared value of $600 costs $7.50.',
        'Pellworth will not carry a parcel weighing more than 30 kg.',
    )] + [(B66_PELLWORTH_COURIERS, c, False) for c in (
        'A 5 kg parcel to Zone A costs $14.60.',
        'A 12.4 kg parcel to Zone C costs $27.50.',
        'A 4 kg box measuring 50 x 40 x 30 cm sent to Zone B costs $12.40.',
        'An account customer who sent 60 parcels last month pays $12.96 this month for a 3 kg Zone B parcel '
        'with signature on delivery.',
        'Extra cover for a parcel with a declared value of $180 costs $1.50.',
        'Account customers get the 10% discount in the same month in which they send more than 50 parcels.',
        'A parcel handed in at 16:00 on a Tuesday is collected the same day.',
    )],
    'home electricity tariff': [(B66_ELMSFORD_ENERGY, c, True) for c in (
        'Using 100 kWh in a billing month costs £21.00 in unit charges.',
        'Using 250 kWh in a billing month costs £58.00 for the electricity itself, excluding the standing '
        'charge.',
        'For a 30-day month, the standing charge comes to £14.40 before any discount.',
        'A standard customer paying by monthly Direct Debit who uses 250 kWh in a 30-day month is billed '
        '£68.40.',
        'A Warm Homes customer on electronic bills, not paying by Direct Debit, who uses 200 kWh in a 30-day '
        'month pays £56.99.',
        'A customer who moves home eight months into the tariff does not pay an exit fee.',
        'Customers can reach customer service on a Saturday morning.',
    )] + [(B66_ELMSFORD_ENERGY, c, False) for c in (
        'Using 250 kWh in a billing month costs £66.25 in unit charges.',
        'A standard customer paying by monthly Direct Debit who uses 250 kWh in a 30-day month is billed '
        '£72.40.',
        'The Warm Homes discount takes 15% off the unit charges as well as the standing charge.',
        'For a 31-day month, the standing charge comes to £14.40.',
        'The first 200 kWh each month are charged at the lower rate of 21.0p per kWh.',
        'A customer who leaves after eight months to switch to a cheaper supplier pays no exit fee.',
        'Meter readings can be submitted up to 10 days after the billing month ends without the bill being '
        'estimated.',
    )],
    'marketplace seller fees': [(B66_TINDLEWICK_MARKET, c, True) for c in (
        'Selling an item for €36 plus €4 postage costs the seller €2.90 in final value fees.',
        'A seller without Pro Shop who sells an item for €1,500 pays a final value fee of €80.30.',
        'On a €4,000 sale the final value fee is €120, because the cap applies.',
        'A €6 sale is charged the €0.80 minimum final value fee.',
        'A Pro Shop seller pays €11.30 in final value fees on a €200 sale with no postage.',
        'A seller without Pro Shop who creates 50 new listings in one month pays €2.00 in listing fees.',
        'If a €100 item with €10 postage sells through a promoted click, a seller without Pro Shop pays '
        '€11.45 in combined final value and ad fees.',
    )] + [(B66_TINDLEWICK_MARKET, c, False) for c in (
        'A seller without Pro Shop who sells an item for €1,500 pays a final value fee of €97.80.',
        'On a €4,000 sale the final value fee is €155.30.',
        'A €6 sale is charged a final value fee of €0.69.',
        'Selling an item for €36 plus €4 postage costs the seller €2.64 in final value fees.',
        'If a €100 item with €10 postage sells through a promoted click, a seller without Pro Shop pays '
        '€11.85 in combined final value and ad fees.',
        'A seller without Pro Shop can create 50 new listings each month without paying any listing fees.',
        'When a buyer cancels before dispatch, Tindlewick keeps the €0.30 fixed part of the final value fee.',
    )],
}
