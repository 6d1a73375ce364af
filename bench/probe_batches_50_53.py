"""Probe batches 50, 51 and 53, written by helper agents that saw neither the code nor an earlier probe (session 40),
in the shape of :mod:`probes`: each six made-up documents, each with seven true and seven false claims. They were first
read after session 40's first five check changes had been decided, and then drove its later changes (the fourth
batch asked for, 52, never arrived; ``docs/verdict-quality-log.md``)."""

from __future__ import annotations

# Batch 50.
B50_BROADBAND_BRIGHTLINE_PLANS = (
    'Brightline Fibre home broadband (terms effective 1 March 2025). Fibre 150 gives average download speeds of 150 '
    'Mbps and costs £27 a month; Fibre 500 gives 500 Mbps for £35 a month; Fibre 900 gives 900 Mbps for £48 a month. '
    'Upload speeds are 30, 75 and 110 Mbps respectively. Fibre 150 and Fibre 500 are sold on 12- or 24-month '
    'contracts; Fibre 900 is sold on 24-month contracts only. 12-month contracts cost £4 a month more than the '
    'prices above. A £25 set-up fee applies to 12-month contracts only. Leaving before the minimum term ends costs '
    '£8 for each remaining month on Fibre 150 or Fibre 500 and £12 for each remaining month on Fibre 900. The exit '
    'fee is waived if you leave within 30 days of being told of a mid-contract price change, or if your speed stays '
    'below the guaranteed minimum of 50% of the advertised download speed for 30 days after you report it. Routers '
    'must be returned within 14 days of leaving, or a £45 charge applies. Moving home? You can take your plan with '
    'you if Brightline covers your new address; if not, the exit fee is halved.'
)

B50_ENERGY_NORTHWELL_FIXED_SAVER = (
    'Northwell Energy Fixed Saver 24 (available from Monday 7 April 2025). Standard electricity: 24.50p per kWh and '
    'a standing charge of 51.20p per day. Gas: 6.10p per kWh and a standing charge of 31.40p per day. Economy 7 '
    'electricity: 30.10p per kWh by day and 13.80p per kWh at night (00:30 to 07:30), with the same standing charge '
    'as standard electricity. All prices include 5% VAT and are fixed for 24 months from your start date. Switching '
    'away early costs £75 per fuel, so £150 for dual fuel, but there is no exit fee if you switch in the last 49 '
    "days of the fix. Moving home ends the contract without an exit fee if you give 14 days' notice. Payment must be "
    'by monthly Direct Debit; if a payment fails twice in a row, you will be moved to our Standard Variable tariff. '
    'Dual fuel customers receive a one-off £30 account credit after 12 months on the tariff. We write to you 42 days '
    'before your fix ends; if you do nothing, you roll on to Standard Variable, whose prices can change at any time.'
)

B50_WATER_SEVERNMOOR_METERED = (
    'Severnmoor Water metered charges 2025/26 (1 April 2025 to 31 March 2026). Metered customers pay a fixed charge '
    'of £38.00 a year for water supply and £44.00 a year for sewerage, plus volume charges of £1.92 per cubic metre '
    '(m³) of water supplied and £2.31 per m³ for sewerage. Sewerage volume is charged on 95% of the water recorded '
    'by your meter. Meters are read every six months. You can pay in full by 1 May, in two instalments (1 May and 1 '
    'November), or in 10 monthly instalments from April to January by Direct Debit. Monthly Direct Debit customers '
    'can choose a payment date of the 1st, 8th, 15th or 22nd. The AquaCap scheme limits bills to £420 a year for '
    'households receiving a means-tested benefit with three or more children under 19 living at home. If you think '
    'your usage is unusually high, we will test your meter free of charge once every 12 months; if it is found '
    'accurate, further tests in that period cost £60. Leaks on your supply pipe that are repaired within 30 days of '
    'discovery qualify for a leak allowance. Queries: Dana Whitlow, Customer Accounts Manager.'
)

B50_BOILER_HEARTHGUARD_COVER = (
    'HearthGuard Boiler Cover, policy terms from 1 January 2025. Essential (£12 a month) covers your gas boiler and '
    'its controls, with a £95 excess per claim. Plus (£18.50 a month) also covers radiators, pipes and the pump, '
    'with a £60 excess. Complete (£26 a month) adds plumbing and drains, with no excess. Every level includes one '
    'annual boiler service. Essential and Plus allow up to 6 call-outs per policy year; Complete has no call-out '
    'limit. Repairs are covered up to £1,000 per claim, or £600 if the boiler is more than 12 years old. If a boiler '
    'over 7 years old cannot be repaired economically, Complete customers receive £350 towards a replacement; '
    'Essential and Plus customers get nothing. You cannot make a claim in the first 30 days of a new policy, but you '
    'can book the annual service straight away. Report an emergency (no heating or no hot water) before 2 pm and an '
    'engineer visits the same day; later reports are attended by the end of the next day. Customers aged over 75, or '
    'with a child under 2 at home, are seen first. The excess is waived on your first claim if you have held cover '
    'for 3 full years without claiming.'
)

B50_COUNCIL_BINS_BULKY_WASTE = (
    'Ashford Vale District Council, Zone B household waste (2025). Black bins (general waste) and blue bins '
    '(recycling) are collected on alternate Tuesdays, so one of them goes out each week; the next black-bin '
    'collection is Tuesday 3 June 2025. Food caddies are emptied every Tuesday. Put bins out by 6:30 am and bring '
    'them in by 8 pm on collection day. In any week with a Monday bank holiday, all collections that week move one '
    'day later. Garden waste (brown bin) is a subscription costing £52 a year, reduced to £45 if you sign up before '
    '1 March; it is collected fortnightly from March to November only. Bulky waste collections take place on Fridays '
    'and must be booked by noon on the Wednesday before. The charge is £35 for up to 5 items plus £7 for each extra '
    'item, with a maximum of 10 items per collection. Residents who receive Council Tax Reduction pay half. Items '
    'must be left at the front boundary of the property, and anything not listed on the booking will be left behind. '
    'Extra side bags next to the black bin are not collected.'
)

B50_PARKING_PERMIT_ZONE_M3 = (
    'Millbrook Borough Council, Controlled Parking Zone M3 (Harcourt Road area). Controls apply Monday to Saturday, '
    '8:30 am to 6:30 pm; parking is free for everyone on Sundays and bank holidays. Resident permits are priced by '
    'CO2 emissions: £60 a year for vehicles emitting up to 120 g/km, £110 for 121 to 200 g/km, and £175 above 200 '
    'g/km. Fully electric vehicles cost £25. A second permit for the same household costs 50% more than the '
    'first-permit price for its band, and no household may hold more than two. Permits are valid for 12 months from '
    'issue and can be renewed up to 28 days before expiry. Visitor permits come in books of 10 one-day scratchcards '
    'for £20, with a maximum of 15 books per household per year; residents aged 65 or over pay half price. '
    'Non-permit holders may pay and display at £2.40 per hour, for a maximum stay of 2 hours. Blue Badge holders may '
    "park in residents' bays without a permit and without time limit. A penalty charge is £70, reduced to £35 if "
    'paid within 14 days. M3 permits are not valid in neighbouring zone M4.'
)

BATCH50: dict[str, list[tuple[str, str, bool]]] = {
    'broadband brightline plans': [(B50_BROADBAND_BRIGHTLINE_PLANS, c, True) for c in (
        'Fibre 500 on a 12-month contract costs £39 a month.',
        'Anyone who wants Fibre 900 has to sign up for two years.',
        'If I leave Fibre 500 with 5 months left on my contract, the exit fee is £40.',
        'A 24-month Fibre 150 contract has no set-up fee.',
        'On Fibre 900, Brightline guarantees a download speed of at least 450 Mbps.',
        (
            "If I move to an address Brightline doesn't cover with 10 months left on Fibre 900, my exit fee would be "
            '£60.'
        ),
        'The first year of Fibre 150 on a 12-month contract costs £397 in total, including the set-up fee.',
    )] + [(B50_BROADBAND_BRIGHTLINE_PLANS, c, False) for c in (
        'Fibre 900 can be taken on a 12-month contract for £52 a month.',
        'Leaving Fibre 900 with 6 months remaining costs £48.',
        'The £25 set-up fee applies to every new Brightline contract.',
        'You have 30 days after leaving to return your router before the £45 charge applies.',
        'Fibre 500 comes with an upload speed of 110 Mbps.',
        (
            'After a mid-contract price change is announced, you can leave without an exit fee at any point in the '
            'rest of your contract.'
        ),
        "If you move to an address Brightline doesn't cover, you can leave without paying any exit fee.",
    )],
    'energy northwell fixed saver': [(B50_ENERGY_NORTHWELL_FIXED_SAVER, c, True) for c in (
        'Over a 365-day year, the gas standing charge alone comes to £114.61.',
        'Economy 7 customers pay the same 51.20p daily standing charge as standard electricity customers.',
        'The Economy 7 night rate covers a seven-hour window each night.',
        "If I switch my electricity-only account away 60 days before the fix ends, I'll pay a £75 exit fee.",
        "Moving house won't trigger an exit fee as long as I give at least 14 days' notice.",
        "Paying on receipt of a bill instead of by Direct Debit isn't an option on this tariff.",
        "Northwell's end-of-fix letter arrives after the exit-fee-free period has already begun.",
    )] + [(B50_ENERGY_NORTHWELL_FIXED_SAVER, c, False) for c in (
        'Switching a dual fuel account away 30 days before the fix ends costs £150.',
        'The Economy 7 night rate applies from 00:30 to 08:30.',
        'Dual fuel customers who switch away early pay a single £75 exit fee.',
        'The prices shown exclude VAT, which is added at 5% on your bill.',
        'Electricity-only customers get a £30 account credit after 12 months on the tariff.',
        "If a single Direct Debit payment fails, you'll be moved to Standard Variable.",
        'If you do nothing when the fix ends, your rates stay fixed until you pick a new tariff.',
    )],
    'water severnmoor metered': [(B50_WATER_SEVERNMOOR_METERED, c, True) for c in (
        'A metered household that uses 100 m³ of water in 2025/26 would pay £493.45 in total.',
        'The two fixed charges add up to £82 a year.',
        'Paying monthly means 10 payments, with nothing to pay in February or March.',
        'A monthly Direct Debit customer could choose the 15th as their payment date.',
        (
            'A household on a means-tested benefit with four children under 19 at home would have its bill capped at '
            '£420 a year.'
        ),
        'Customers paying in two instalments make the second payment six months after the first.',
        (
            'If my meter had a free test that found it accurate, a second test within the same 12 months would cost '
            '£60.'
        ),
    )] + [(B50_WATER_SEVERNMOOR_METERED, c, False) for c in (
        'Sewerage volume charges are based on all the water your meter records.',
        'Monthly Direct Debit instalments run from April to March.',
        'A Direct Debit customer can choose the 28th as their payment date.',
        'A family on a means-tested benefit with two children under 19 at home qualifies for AquaCap.',
        'For 100 m³ used, the water supply part of the bill including its fixed charge comes to £192.',
        'Severnmoor reads meters every three months.',
        'Customers paying in full must pay by 1 April.',
    )],
    'boiler hearthguard cover': [(B50_BOILER_HEARTHGUARD_COVER, c, True) for c in (
        'A year of Plus cover costs £222.',
        'Complete customers pay no excess when they make a claim.',
        'A leaking radiator is not covered on the Essential plan.',
        'For a 14-year-old boiler, the most HearthGuard will pay on a single repair claim is £600.',
        'If I report no hot water at 3 pm, an engineer should come by the end of the following day.',
        "A new customer can have the annual service done in their first week, even though they can't claim yet.",
        (
            'An Essential customer who has held cover for 3 full years without claiming would pay no excess on their '
            'first claim.'
        ),
    )] + [(B50_BOILER_HEARTHGUARD_COVER, c, False) for c in (
        'Essential customers can have unlimited call-outs.',
        'Plus has a £95 excess per claim.',
        "If a 9-year-old boiler can't be repaired economically, a Plus customer gets £350 towards a new one.",
        'Repairs on a 10-year-old boiler are capped at £600 per claim.',
        'On a new policy, you can make a claim once 14 days have passed.',
        "If you report an emergency at 1:30 pm, the engineer won't come until the next day.",
        'Plumbing and drains are covered on the Plus plan.',
    )],
    'council bins bulky waste': [(B50_COUNCIL_BINS_BULKY_WASTE, c, True) for c in (
        'After Tuesday 3 June 2025, the next black-bin collection is Tuesday 17 June 2025.',
        'Tuesday 10 June 2025 is a blue-bin recycling collection.',
        'In a week where Monday is a bank holiday, my food caddy will be emptied on Wednesday instead of Tuesday.',
        'A bulky waste collection of 8 items costs £56.',
        'A resident on Council Tax Reduction would pay £17.50 to have 5 bulky items collected.',
        'To get a bulky collection on a Friday, you have to book by 12 noon two days earlier.',
        "Garden waste isn't collected in December, January or February.",
    )] + [(B50_COUNCIL_BINS_BULKY_WASTE, c, False) for c in (
        'A bulky waste collection of 12 items would cost £84.',
        'Recycling is collected every Tuesday.',
        'Signing up for garden waste on 15 March costs £45.',
        'Bins can be put out any time up to 8 am on collection day.',
        'Tuesday 24 June 2025 is a black-bin collection day.',
        'Extra side bags are collected as long as they are placed next to the black bin.',
        'A resident on Council Tax Reduction pays £56 to have 8 bulky items collected.',
    )],
    'parking permit zone m3': [(B50_PARKING_PERMIT_ZONE_M3, c, True) for c in (
        "A household's second permit, for a car emitting 150 g/km, costs £165 a year.",
        "You don't need a permit to park in an M3 residents' bay on a Sunday.",
        'A non-permit holder can park for at most 2 hours, which costs £4.80.',
        'A resident aged 70 pays £10 for a book of 10 visitor scratchcards.',
        'A household can get at most 150 one-day visitor scratchcards a year.',
        'If I pay a penalty charge 10 days after getting it, I pay £35.',
        'A permit expiring on 30 June can be renewed from 2 June.',
    )] + [(B50_PARKING_PERMIT_ZONE_M3, c, False) for c in (
        'A permit for a car emitting exactly 120 g/km costs £110 a year.',
        'A household can hold three permits if the third is for an electric vehicle.',
        'Controls apply Monday to Friday only, so Saturday parking is free.',
        'A penalty charge paid 20 days after it was issued costs £35.',
        'Residents aged 65 or over pay £2 per visitor scratchcard.',
        'Non-permit holders can stay up to 3 hours if they pay £7.20.',
        'An M3 resident permit also lets you park in zone M4 bays.',
    )],
}

# Batch 51.
B51_ANNUAL_LEAVE_CARRYOVER = (
    'Holloway Logistics – Annual Leave Policy (leave year 1 January to 31 December 2025). Full-time staff receive 25 '
    "days' annual leave plus the 8 UK bank holidays. After 5 complete years of service the allowance rises to 27 "
    'days, and after 10 complete years to 29 days. Part-time staff receive a pro-rata allowance based on contracted '
    'days: for example, a 3-day-a-week employee gets 15 days (25 × 3/5). Up to 5 unused days may be carried into '
    '2026, but they must be taken by 31 March 2026 or they are lost. The only exception is leave that could not be '
    'taken because of sickness or maternity leave, which may be carried over in full and used within 18 months. '
    "Requests for 5 or more consecutive days need at least 4 weeks' notice and line manager approval; shorter "
    "requests need 1 week's notice. No more than 10 days may be taken in one block without sign-off from the "
    'Operations Director, Priya Nandakumar. Warehouse staff may not book leave between 1 and 24 December. Staff '
    'required to work on a bank holiday receive a day off in lieu, to be taken within 2 months. Leave questions go '
    'to HR adviser Tom Reddy.'
)

B51_OVERTIME_SHIFT_PREMIUMS = (
    "Brightwater Foods – Overtime and Shift Premiums (effective 7 April 2025). Premiums are added to each grade's "
    'base hourly rate. Overtime applies only after 39 hours have actually been worked in a week (Monday to Sunday); '
    'paid holiday and sick days do not count towards the 39. Weekday overtime is paid at time and a quarter (1.25×) '
    'and Saturday overtime at time and a half (1.5×). Sunday and bank holiday work is paid at double time (2×) '
    'whether or not 39 hours have been reached. Night shifts (22:00 to 06:00) carry a 15% premium on every hour '
    'worked in that window; the late shift (14:00 to 22:00) carries 8%. Premiums do not stack: where two apply, only '
    'the higher is paid. All overtime must be approved in advance by a shift manager; unapproved hours are paid at '
    'the base rate. No one may work more than 12 hours of overtime in a week or more than 13 hours in a single '
    'shift. Employees may take time off in lieu instead of payment, at the same multiplier, within 8 weeks. Overtime '
    "is paid in the following month's payroll, on the last Friday. Team leaders (Grade 5 and above) are not eligible "
    'for overtime pay.'
)

B51_PENSION_MATCHING = (
    'Calderbank Engineering Group Pension Plan – Contribution Matching. New employees are auto-enrolled after 3 '
    "months' service at a default employee contribution of 5% of basic salary, with the company also paying 5%. "
    'Employees may raise their own contribution, and the company matches it pound for pound up to 8% of basic '
    'salary. Above 8%, employees may keep contributing but receive no further match. Employees aged under 22 may '
    'join voluntarily but are not auto-enrolled. Contributions are calculated on basic salary only; bonuses, '
    'overtime and car allowance are excluded. Members who use salary sacrifice (about 80% of members) receive an '
    "additional 1% employer top-up, representing half the employer's National Insurance saving. Contribution changes "
    "can be made twice a year, in April and October, and take effect from the following month's payroll. Employer "
    'contributions vest immediately. If you opt out within one month of enrolment, your contributions are refunded '
    'in full; after that they stay invested until you reach 55 (57 from 6 April 2028). The plan is run by Aviva; the '
    'default fund is Aviva Lifestyle Growth, with an annual charge of 0.35%. Queries go to pensions manager Helen '
    'Okafor.'
)

B51_EXPENSES_MILEAGE_MEALS = (
    'Marlowe & Finch LLP – Travel and Subsistence Expenses (from 1 May 2025). Business mileage in a private car is '
    'reimbursed at 45p per mile for the first 10,000 miles in the tax year and 25p per mile after that. Motorcycles '
    'are paid at 24p per mile and bicycles at 20p per mile. Drivers carrying colleagues on the same business trip '
    'add 5p per mile per passenger. Ordinary commuting between home and your usual office is not claimable; if you '
    'travel from home to a client site, claim the distance minus your normal commute. Meals: breakfast up to £8 when '
    'you leave home before 06:30; lunch up to £12 only when you are away from the office for more than 5 hours; '
    'dinner up to £30 when you get home after 20:00. Alcohol is never reimbursed. Hotels are capped at £180 a night '
    'in London and £130 elsewhere, including breakfast. Claims must be submitted with itemised receipts within 60 '
    'days of the expense; later claims are rejected unless Finance Director Gareth Lowe approves an exception. '
    'Claims above £500 need partner sign-off. Approved claims are paid in the next payroll run, on the 25th of the '
    'month.'
)

B51_NOTICE_PROBATION = (
    'Redfern Software Ltd – Probation and Notice. All new employees serve a 6-month probationary period. Your '
    'manager holds a review at 3 months and a final review before the 6-month point; probation may be extended once, '
    'by up to 3 months, but never beyond 9 months in total. During probation, either side may end employment with 1 '
    "week's notice. Once probation is passed, notice from the employee is 1 month for Grades 1–3 and 3 months for "
    'Grades 4–6 (managers and above). Notice from the company is the greater of the contractual notice and the '
    'statutory minimum of 1 week per complete year of service, up to 12 weeks. Notice must be given in writing, by '
    'email to your manager and to people@redfern.io; the notice period starts the day after it is received. The '
    'company may put you on garden leave or pay in lieu of notice (PILON) for all or part of the period; PILON '
    'covers basic salary only, not bonus. Holiday keeps accruing during notice, and untaken holiday is paid with '
    'your final salary. The annual bonus, paid on 31 March, goes only to staff employed and not under notice on that '
    'date. Questions go to Head of People Marcus Ibe.'
)

B51_PARENTAL_LEAVE_PAY = (
    'Ashgrove Housing Association – Family Leave Pay (applies to babies due on or after 1 September 2025). Birth '
    "parents may take up to 52 weeks' maternity leave. To qualify for enhanced pay you need 26 weeks' continuous "
    'service by the 15th week before the due date. Enhanced pay: weeks 1–6 at 100% of normal weekly pay; weeks 7–18 '
    'at 50% of normal pay plus Statutory Maternity Pay (SMP), capped at 100% of normal pay in total; weeks 19–39 at '
    'SMP only (£187.18 a week, or 90% of average weekly earnings if lower); weeks 40–52 unpaid. Partners receive 2 '
    "weeks' paternity leave at full pay, to be taken within 52 weeks of the birth, either in one block or as two "
    'separate weeks. Staff who receive enhanced pay but do not return to work for at least 3 months afterwards must '
    'repay the amount paid above SMP, unless they leave because of redundancy. Up to 10 keeping-in-touch (KIT) days '
    'may be worked during leave, each paid at the full daily rate. Notify HR officer Dana Whitlock by the end of the '
    '15th week before the due date.'
)

BATCH51: dict[str, list[tuple[str, str, bool]]] = {
    'annual leave carryover': [(B51_ANNUAL_LEAVE_CARRYOVER, c, True) for c in (
        "A full-time employee with 6 complete years of service gets 27 days' annual leave on top of bank holidays.",
        "Counting bank holidays, a full-time employee with 2 years' service has 33 days off in 2025.",
        "A part-time employee contracted for 4 days a week would receive 20 days' annual leave.",
        "If I carry 5 days into 2026 and haven't used them by 31 March 2026, I lose them.",
        (
            "Leave I couldn't take in 2025 because I was off sick can all be carried over, even if it is more than 5 "
            'days.'
        ),
        "To book a 7-day holiday I need to ask at least 4 weeks in advance and get my line manager's approval.",
        'If I have to work on a bank holiday, I get a day off in lieu that must be taken within 2 months.',
    )] + [(B51_ANNUAL_LEAVE_CARRYOVER, c, False) for c in (
        "An employee with 10 complete years of service receives 27 days' annual leave.",
        'Up to 5 unused days can be carried into 2026 and used any time before 30 June 2026.',
        "A request for a 3-day break needs at least 4 weeks' notice.",
        'Taking 12 consecutive days off only needs line manager approval.',
        'Leave missed because of maternity leave can be carried over but must be used within 12 months.',
        'No Holloway employee may book leave between 1 and 24 December.',
        'Staff who work on a bank holiday are paid double time for those hours.',
    )],
    'overtime shift premiums': [(B51_OVERTIME_SHIFT_PREMIUMS, c, True) for c in (
        'With a base rate of £12 an hour, an approved weekday overtime hour pays £15.',
        'A Sunday shift is paid at double time even if I have only worked 20 hours that week.',
        'In a week with 8 hours of paid holiday and 35 hours actually worked, no weekday overtime is due.',
        'A Saturday overtime hour worked at 23:00 is paid at 1.5×, with no 15% night premium added on top.',
        'A Grade 6 employee cannot claim overtime pay.',
        'Two hours of Saturday overtime taken as time off in lieu gives 3 hours off.',
        'Overtime worked in May 2025 is paid on Friday 27 June 2025.',
    )] + [(B51_OVERTIME_SHIFT_PREMIUMS, c, False) for c in (
        'With a base rate of £12 an hour, an approved weekday overtime hour pays £18.',
        'The late shift from 14:00 to 22:00 carries a 15% premium.',
        'A Saturday overtime hour worked at 23:00 earns 1.5× plus the 15% night premium.',
        'Employees may work up to 13 hours of overtime in a week.',
        "Overtime that wasn't approved in advance is not paid at all.",
        'Time off in lieu for overtime must be taken within 6 weeks.',
        'Overtime worked in May 2025 is paid on 30 June 2025.',
    )],
    'pension matching': [(B51_PENSION_MATCHING, c, True) for c in (
        (
            'Without salary sacrifice, an employee on a £40,000 basic salary who contributes 8% receives £3,200 a '
            'year from the company.'
        ),
        (
            'An employee on £30,000 basic salary contributing 10% through salary sacrifice gets £2,700 a year from '
            'the employer.'
        ),
        'A 20-year-old new starter is not automatically enrolled but can choose to join.',
        "A £5,000 bonus doesn't attract any company pension contribution.",
        'If I opt out 3 weeks after being enrolled, I get my contributions back in full.',
        'If I leave after 6 months, I keep the employer contributions already paid in.',
        'An employee who wants to change their contribution in January must wait until April.',
    )] + [(B51_PENSION_MATCHING, c, False) for c in (
        'The company matches employee contributions up to 10% of basic salary.',
        'An employee who contributes 12% receives a 12% employer contribution.',
        "New employees are auto-enrolled after one month's service.",
        'Matching contributions are calculated on basic salary plus overtime.',
        "The salary sacrifice top-up passes on the employer's full National Insurance saving.",
        'Employer contributions only vest after 2 years of membership.',
        "On a £10,000 pot, the default fund's annual charge comes to £350.",
    )],
    'expenses mileage meals': [(B51_EXPENSES_MILEAGE_MEALS, c, True) for c in (
        'A 120-mile round trip by car, within my first 10,000 business miles, is reimbursed at £54.',
        "If I've already driven 10,000 business miles this tax year, a further 100-mile trip pays £25.",
        'Taking two colleagues as passengers on a 50-mile business drive adds £5 to my claim.',
        'If my normal commute is 10 miles and a client site is 35 miles from home, I can claim 25 miles each way.',
        'Leaving home at 06:00 for a business trip entitles me to claim breakfast up to £8.',
        'A hotel night in Manchester is capped at £130, and that includes breakfast.',
        'A £650 expenses claim needs sign-off from a partner.',
    )] + [(B51_EXPENSES_MILEAGE_MEALS, c, False) for c in (
        'Cycling 30 miles on business is reimbursed at £7.20.',
        "If I'm at a client site for 4 hours, I can claim lunch up to £12.",
        'Getting home at 19:30 after a client meeting entitles me to claim dinner up to £30.',
        'The £180 London hotel cap excludes breakfast, so breakfast can be claimed separately.',
        (
            'A claim with itemised receipts submitted 75 days after the expense will be paid without any special '
            'approval.'
        ),
        'Driving from home to my usual office can be claimed at 45p per mile.',
        'Someone who drives 12,000 business miles by car in the tax year is reimbursed £5,400.',
    )],
    'notice probation': [(B51_NOTICE_PROBATION, c, True) for c in (
        'If my probation is extended by the maximum allowed, it lasts 9 months in total.',
        "A Grade 2 employee who has passed probation must give 1 month's notice to resign.",
        (
            "A Grade 2 employee with 10 complete years of service is entitled to at least 10 weeks' notice from the "
            'company.'
        ),
        'If my emailed resignation is received on Monday 2 June 2025, my notice period starts on Tuesday 3 June.',
        'Pay in lieu of notice would not include any bonus.',
        "If I'm still serving my notice period on 31 March, I won't receive the annual bonus.",
        "While still on probation, I can leave by giving just 1 week's notice.",
    )] + [(B51_NOTICE_PROBATION, c, False) for c in (
        'Probation can be extended twice, by up to 3 months each time.',
        "A Grade 4 manager who has passed probation needs to give only 1 month's notice.",
        "An employee with 15 complete years of service is entitled to 15 weeks' statutory notice from the company.",
        'If my resignation email is received on Monday 2 June 2025, my notice period starts that same day.',
        'Holiday stops accruing once you have handed in your notice.',
        'Telling your manager verbally is enough to give notice.',
        'The first probation review takes place after 2 months.',
    )],
    'parental leave pay': [(B51_PARENTAL_LEAVE_PAY, c, True) for c in (
        'Under the enhanced scheme, full pay lasts for the first 6 weeks of maternity leave.',
        'The half-pay-plus-SMP stage lasts 12 weeks.',
        'An employee earning £600 a week receives £487.18 a week during weeks 7–18.',
        'The last 13 weeks of a full 52-week maternity leave are unpaid.',
        'A partner could take one week of paternity leave just after the birth and the second week 5 months later.',
        (
            "If I'm made redundant one month after returning from enhanced maternity leave, I don't have to repay "
            'anything.'
        ),
        'An employee earning £180 a week receives £162 a week during weeks 19–39.',
    )] + [(B51_PARENTAL_LEAVE_PAY, c, False) for c in (
        'Weeks 19–39 are paid at 50% of normal pay plus SMP.',
        'An employee earning £300 a week receives £337.18 a week during weeks 7–18.',
        "Partners' 2 weeks of paternity leave are paid at the SMP rate.",
        'Up to 20 keeping-in-touch days may be worked during maternity leave.',
        'Staff who resign within 6 months of returning from enhanced maternity leave must repay the pay above SMP.',
        'A baby due on 15 August 2025 is covered by this policy.',
        'Partners must take their paternity leave as a single 2-week block.',
    )],
}

# Batch 53.
B53_TASKLOOM_PLAN_PRICING = (
    'TaskLoom plans and billing (effective 1 March 2025). Starter is free for up to 3 seats and includes 5 projects '
    'and 2 GB of storage per workspace. Team costs $12 per seat per month on monthly billing; annual billing takes '
    '20% off, which is $9.60 per seat per month, charged upfront as $115.20 per seat per year. Team requires at '
    'least 2 seats and allows at most 50, with 100 GB storage and unlimited projects. Each Team workspace may add up '
    'to 10 free guest accounts; guests can comment but cannot create or edit tasks. Business costs $22 per seat per '
    'month monthly, or $18.70 per seat per month billed annually (15% off), requires a minimum of 10 seats, and '
    'includes 1 TB storage. SAML single sign-on is available only on Business, and Business audit logs are kept for '
    '365 days. Seats added mid-term are prorated to the day. Removed seats take effect at the next renewal, and '
    'unused seats on annual plans are not refunded. Registered nonprofits get an extra 30% off the Team plan only, '
    'applied after the annual discount. Billing questions go to billing lead Priya Raman.'
)

B53_MERIDIAN_GEOCODING_API_LIMITS = (
    'Meridian Geocoding API: usage and billing. The Free tier allows 2,500 requests per day and 10 requests per '
    'second; the daily quota resets at 00:00 UTC. Free has no overage: requests beyond the quota receive HTTP 429 '
    'until the reset and are never billed. Pro costs $49 per month, includes 100,000 requests per month and allows '
    '50 requests per second, with bursts up to 100 requests per second for at most 10 seconds once per minute. Pro '
    'overage is $0.50 per 1,000 requests, billed in whole blocks of 1,000 with partial blocks rounded up. Pro '
    'accounts have a default overage spending cap of $200 per billing month; once it is reached, requests get HTTP '
    '429 until the next billing month unless the cap is raised in the dashboard. Enterprise allows 500 requests per '
    'second. The batch endpoint accepts at most 100 addresses per call; each address counts as one request toward '
    'quota, but the whole call counts as one toward the per-second limit. On Pro and Enterprise, repeating an '
    'identical query within 24 hours is served from cache free and does not count toward quota. Requests failing '
    'with 5xx errors are not billed; 4xx responses are billed, except 429.'
)

B53_QUILLON_SUPPORT_POLICY = (
    'Quillon (Python HTTP client) release and support policy, status as of 1 June 2025. A new major version ships '
    'every October. Each major gets 18 months of active support (bug and security fixes) from its release date, '
    'followed by 12 months of security-only fixes, after which it reaches end of life. Only the newest minor release '
    'of a supported major receives fixes. Quillon 5.x (released 14 October 2024, newest minor 5.2) supports Python '
    '3.10 to 3.13 and is in active support until 14 April 2026. Quillon 4.x (released 10 October 2023, newest minor '
    '4.6) supports Python 3.8 to 3.12; its active support ended 10 April 2025 and security fixes continue until 10 '
    'April 2026. Quillon 3.x (released 11 October 2022) supported Python 3.7 to 3.11 and reached end of life on 11 '
    'April 2025. Exception: for vulnerabilities scored CVSS 9.0 or higher, the team may ship a patch for a major up '
    'to 6 months after its end of life. Features deprecated in one major are removed no earlier than two majors '
    'later; for example, Session.mount_legacy was deprecated in 5.0. Release manager: Tomasz Wielgus.'
)

B53_NIMBUSDRIVE_STORAGE_PLANS = (
    'NimbusDrive storage plans. Basic is free with 15 GB. Plus costs $2.99 per month for 200 GB. Family costs $9.99 '
    'per month for 2 TB shared by up to 6 members; the organizer can set a per-member limit. Pro costs $19.99 per '
    'month for 5 TB for a single user. Annual billing on any paid plan costs 10 times the monthly price, for example '
    '$29.90 per year for Plus. Deleted files stay in Trash for 30 days on Basic and Plus and 90 days on Family and '
    'Pro, then are permanently erased; files in Trash count toward your quota. Paid plans keep 30 days of version '
    'history, up to 100 versions per file; Basic keeps versions for 7 days. The largest single upload is 5 GB on '
    'Basic and 50 GB on paid plans. If an account is over quota, for example after a downgrade, uploading and '
    'syncing new files stops, but existing files are kept for 180 days; after that, files are deleted starting with '
    'the largest, and a warning email is sent 14 days before any deletion. Downgrades take effect at the end of the '
    'current billing period.'
)

B53_ORCHARD_APP_STORE_REFUNDS = (
    'Orchard App Store refund policy. Refunds for paid apps and in-app purchases are requested from Purchase '
    'History. Requests made within 48 hours of purchase are approved automatically, limited to 5 automatic refunds '
    'per account in any 365-day period; further requests go to manual review. Requests made after 48 hours but '
    'within 14 days of purchase are reviewed manually, with a decision within 3 business days. After 14 days no '
    'refunds are given, unless the app is removed from the store for malfunction within 90 days of purchase. '
    'Consumable in-app items such as coins or gems are refundable only if they have not been spent. Subscriptions '
    'can be cancelled at any time; cancelling stops the next renewal, and there are no partial refunds for the '
    'current period. Exception: an annual subscription that auto-renews can be refunded in full if requested within '
    '7 days of the renewal charge. Refunds go to the original payment method in 5 to 10 business days; purchases '
    'paid with store credit are refunded as store credit instantly. Gift cards are not refundable. In Family '
    'Sharing, only the family organizer can request refunds for purchases made by child accounts.'
)

B53_HOSTHARBOR_UPTIME_SLA = (
    'HostHarbor service level agreement. Monthly uptime is guaranteed at 99.9% for Shared hosting, 99.95% for VPS '
    "and 99.99% for Dedicated servers. If uptime falls below your plan's guarantee, you receive a credit on the "
    "affected service's monthly fee: 10% for uptime from the guarantee down to 99.0%, 25% for 98.0% up to but not "
    'including 99.0%, and 50% below 98.0%. Credits never exceed 50% of the monthly fee. Uptime is checked every 5 '
    'minutes from 3 monitoring locations, and an interval counts as down only if at least 2 locations fail. Not '
    'counted as downtime: scheduled maintenance announced at least 48 hours ahead, up to 4 hours per month (any '
    "excess counts); outages caused by the customer's own code or configuration; and DDoS attacks. Regular "
    'maintenance runs on Tuesdays from 02:00 to 04:00 UTC. Claims must be filed through a support ticket within 10 '
    'days after the end of the month in which the downtime occurred, and are reviewed by SLA desk manager Dana '
    'Okafor. Credits are applied to the next invoice; there are no cash refunds, and unused credits are forfeited if '
    'the account is closed.'
)

BATCH53: dict[str, list[tuple[str, str, bool]]] = {
    'taskloom plan pricing': [(B53_TASKLOOM_PLAN_PRICING, c, True) for c in (
        'A team of 8 on the Team plan with annual billing pays $921.60 per year.',
        'A Team workspace cannot use SAML single sign-on.',
        'A group of 2 people can use TaskLoom without paying anything.',
        'Guest accounts in a Team workspace can leave comments but cannot edit tasks.',
        'On Business, annual billing saves $3.30 per seat per month compared with monthly billing.',
        'A registered nonprofit on the annual Team plan pays $6.72 per seat per month.',
        (
            'If an annual customer removes seats halfway through the term, the bill for the current term does not go '
            'down.'
        ),
    )] + [(B53_TASKLOOM_PLAN_PRICING, c, False) for c in (
        'Annual billing on the Team plan works out to $10.80 per seat per month.',
        'A registered nonprofit can get the extra 30% discount on the Business plan.',
        'A 6-person company can sign up for the Business plan.',
        'The Team plan supports up to 100 seats.',
        'Starter workspaces come with 5 GB of storage.',
        'Business audit logs are retained for 180 days.',
        'A registered nonprofit on annual Team billing pays half of the $12 monthly list price per seat.',
    )],
    'meridian geocoding api limits': [(B53_MERIDIAN_GEOCODING_API_LIMITS, c, True) for c in (
        'A Pro customer who makes 123,400 requests in a billing month pays $61 in total.',
        'On the Free tier, requests beyond 2,500 in a day are rejected rather than charged.',
        (
            'A single batch call with 100 addresses uses 100 requests of quota but only one request toward the '
            'per-second limit.'
        ),
        (
            'With the default spending cap, a Pro account can make up to 500,000 requests in a billing month before '
            'being cut off.'
        ),
        'A Pro customer is not charged for a request that fails with a 500 error.',
        'On Pro, sending the same query twice within a few hours only counts once toward quota.',
        "The Free tier's daily allowance starts over at midnight UTC.",
    )] + [(B53_MERIDIAN_GEOCODING_API_LIMITS, c, False) for c in (
        'A Pro customer who makes 123,400 requests in a billing month pays $60.70 in total.',
        'On the Free tier, repeating an identical query within 24 hours does not count toward the daily quota.',
        'Pro accounts can burst to 100 requests per second for up to 60 seconds at a time.',
        'A request rejected with a 400 Bad Request error is not billed.',
        'The batch endpoint accepts up to 1,000 addresses in a single call.',
        (
            'Once a Pro account hits its $200 overage cap, further requests keep working and are billed at the '
            'overage rate.'
        ),
        'The Free tier allows up to 50 requests per second.',
    )],
    'quillon support policy': [(B53_QUILLON_SUPPORT_POLICY, c, True) for c in (
        'As of 1 June 2025, Quillon 4.x gets security fixes but no longer gets ordinary bug fixes.',
        'A project pinned to Python 3.9 cannot use Quillon 5.x.',
        'Of the versions listed, only Quillon 5.x supports Python 3.13.',
        'Each Quillon major version is supported for 30 months in total.',
        'Session.mount_legacy will still be available in Quillon 6.x.',
        (
            'A bug found in Quillon 4.3 will not get a fix released as 4.3.x, because only the newest 4.x minor '
            'receives fixes.'
        ),
        'Quillon 5.x will continue receiving bug fixes until 14 April 2026.',
    )] + [(B53_QUILLON_SUPPORT_POLICY, c, False) for c in (
        'Quillon 3.x still receives security-only fixes until April 2026.',
        'Quillon 4.x can be used with Python 3.13.',
        'Active support for Quillon 5.x ends on 14 October 2025.',
        'Session.mount_legacy may be removed as early as Quillon 6.0.',
        (
            'A CVSS 7.5 vulnerability found in Quillon 3.x in May 2025 is covered by the post-end-of-life patch '
            'exception.'
        ),
        'The security-only phase for each major lasts 18 months.',
        'New major versions of Quillon are released every April.',
    )],
    'nimbusdrive storage plans': [(B53_NIMBUSDRIVE_STORAGE_PLANS, c, True) for c in (
        'Paying for Plus annually instead of monthly saves $5.98 over a year.',
        'On a Pro account, a file deleted 60 days ago can still be restored from Trash.',
        'Files sitting in Trash still use up storage quota.',
        'A 20 GB video file cannot be uploaded on Basic but can be uploaded on Plus.',
        'Six Family members share a single 2 TB pool rather than getting 2 TB each.',
        'An annual Pro subscription costs $199.90.',
        "If you downgrade mid-cycle, you keep your current plan's storage until the billing period ends.",
    )] + [(B53_NIMBUSDRIVE_STORAGE_PLANS, c, False) for c in (
        'On a Plus account, a file deleted 60 days ago can still be restored from Trash.',
        'Basic accounts keep 30 days of version history.',
        'A Family plan can be shared by up to 8 members.',
        'Annual billing on Plus gives a 20% discount over monthly billing.',
        'When an account has been over quota for 180 days, NimbusDrive deletes the oldest files first.',
        'NimbusDrive sends a warning email 30 days before deleting files from an over-quota account.',
        'A downgrade from Pro to Plus takes effect immediately.',
    )],
    'orchard app store refunds': [(B53_ORCHARD_APP_STORE_REFUNDS, c, True) for c in (
        (
            'An app bought on Friday 7 March 2025 at 18:00 is refunded automatically if the request is made on '
            'Sunday 9 March at 17:00.'
        ),
        'A refund requested 5 days after purchase goes to manual review, with a decision within 3 business days.',
        'Gems that have already been spent cannot be refunded.',
        'If I paid with store credit, my refund comes back as store credit right away.',
        (
            'A child account in Family Sharing cannot request a refund for its own purchase; the organizer has to do '
            'it.'
        ),
        'Cancelling a monthly subscription halfway through the month does not give a refund for the remaining days.',
        "An account's sixth within-48-hours refund request in a 365-day period is not approved automatically.",
    )] + [(B53_ORCHARD_APP_STORE_REFUNDS, c, False) for c in (
        'A refund requested 10 days after purchase is approved automatically.',
        'Gift cards can be refunded if the request is made within 14 days.',
        'Refunds to the original card arrive within 3 business days.',
        (
            'A monthly subscription that auto-renews can be refunded in full if requested within 7 days of the '
            'renewal charge.'
        ),
        'An app bought 30 days ago that is still on the store and working can be refunded on request.',
        'If an app is removed from the store for malfunction 120 days after I bought it, I can get a refund.',
        'Each account is limited to 3 automatic refunds in any 365-day period.',
    )],
    'hostharbor uptime sla': [(B53_HOSTHARBOR_UPTIME_SLA, c, True) for c in (
        'In a 30-day month, a Shared site with 60 minutes of unplanned downtime qualifies for a 10% credit.',
        'A VPS costing $40 per month that had 99.5% uptime earns a $4 credit.',
        'Three hours of maintenance announced a week in advance does not count against uptime.',
        'Maintenance announced only 24 hours in advance counts as downtime.',
        'A claim for downtime that happened in June must be filed by 10 July.',
        'SLA credits cannot be paid out as cash.',
        'A 5-minute interval in which only one of the three monitoring locations failed does not count as downtime.',
    )] + [(B53_HOSTHARBOR_UPTIME_SLA, c, False) for c in (
        'Dedicated servers are guaranteed 99.95% monthly uptime.',
        'A month with 97.5% uptime earns a 25% credit.',
        'Five hours of properly announced maintenance in one month are fully excluded from downtime.',
        'A claim for June downtime filed on 15 July will be accepted.',
        'Downtime caused by a DDoS attack qualifies for an uptime credit.',
        'A Shared site with 99.92% uptime in a month earns a 10% credit.',
        'Unused credits are paid out when an account is closed.',
    )],
}


BATCHES_50_53: dict[str, list[tuple[str, str, bool]]] = {
    **BATCH50, **BATCH51, **BATCH53,
}
