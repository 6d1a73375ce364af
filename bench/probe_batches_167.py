"""Probe batch 167, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
hospital and clinic patient-information pages, with claims phrased as a patient chatbot's answers."""

from __future__ import annotations

B167_QUARRENDON = (
    'Quarrendon Vale Hospital\n'
    'Visiting Times by Ward (updated 3 March 2025)\n'
    '\n'
    'We know that seeing family and friends helps patients recover. Please check the arrangements for the ward '
    'you are visiting before you travel, as they differ across the hospital.\n'
    '\n'
    'General adult wards (Wards 3 to 9)\n'
    'Visiting is from 2:00pm to 8:00pm every day. A maximum of two visitors may be at each bedside at any one '
    'time. Protected mealtimes run from 12:00pm to 1:00pm and from 5:00pm to 5:45pm. Visitors will be asked to '
    'leave the bay during these times, except registered carers holding a Carer Passport, who may stay to help '
    'with meals.\n'
    '\n'
    'Brackwater Unit (Intensive Care)\n'
    'Visiting is from 11:00am to 1:00pm and from 3:00pm to 7:00pm. No more than two visitors per patient, and '
    'children under 12 may not visit. Please use the intercom at the unit doors and wait to be admitted.\n'
    '\n'
    'Linnet Ward (Maternity)\n'
    'One nominated birth partner may visit at any time, day or night. Other visitors are welcome from 3:00pm '
    'to 4:30pm and from 6:30pm to 8:00pm. Brothers and sisters of the new baby may visit during these '
    'sessions; other children under 16 are not permitted.\n'
    '\n'
    'Tansy Ward (Children)\n'
    'Parents and guardians have access 24 hours a day, and one parent may stay overnight on a fold-out bed '
    'beside the child. Other visitors are welcome from 10:00am to 7:00pm, with no more than three people at '
    'the bedside, including parents.\n'
    '\n'
    'Osier Ward (Elderly Care)\n'
    'Osier Ward has open visiting from 9:00am to 9:00pm. A named carer may stay outside these hours by '
    'agreement with the nurse in charge.\n'
    '\n'
    'Flowers and food\n'
    'Fresh flowers and plants are not allowed on the Brackwater Unit or Tansy Ward. Please do not bring hot '
    'food onto any ward.\n'
    '\n'
    'Infection outbreaks\n'
    'If a ward is closed because of norovirus or flu, we will post a notice on our website and visiting will '
    'be limited to one visitor per patient per day. Please do not visit if you have had diarrhoea or vomiting '
    'in the last 48 hours.\n'
    '\n'
    'Questions\n'
    'The Patient Advice desk at the Main Entrance is open Monday to Friday, 9:30am to 4:30pm, telephone 01632 '
    '448 210.'
)

B167_LATHBURY = (
    'Lathbury Cross Outpatients Centre\n'
    'Booking, changing and cancelling your appointment\n'
    '\n'
    'This page explains how outpatient appointments work at Lathbury Cross, part of the Wrenfield and '
    'Coldharbour Health Trust.\n'
    '\n'
    'Booking a new appointment\n'
    'After your GP refers you, we will send you a letter within 10 working days. The letter gives you a '
    'booking reference. You must book within 14 days of receiving the letter, either through the Peltry Portal '
    'or by calling our booking line on 01632 770 345. If you do not book within 14 days, your referral will be '
    'returned to your GP.\n'
    'The booking line is open Monday to Friday, 8:00am to 6:00pm, and Saturday, 9:00am to 12:30pm.\n'
    '\n'
    'Changing or cancelling\n'
    'You can rearrange an appointment up to two times. If you ask to rearrange a third time, you will be '
    "referred back to your GP, unless there is a clinical reason for the delay. Please give at least 48 hours' "
    'notice if you need to cancel. Cancellations with less notice are recorded as late cancellations.\n'
    '\n'
    'Reminders\n'
    'We send a text message reminder 7 days before and again 2 days before your appointment. Reply CANCEL to '
    'the text if you can no longer attend.\n'
    '\n'
    'If you miss an appointment\n'
    'If you miss your first new-patient appointment without telling us, you will be discharged back to your '
    'GP. If you miss a follow-up appointment, we will offer you one further appointment; if you miss that too, '
    'you will be discharged. These rules do not apply automatically to children under 18, patients on an '
    'urgent suspected cancer pathway, or vulnerable adults: in these cases a clinician will review your notes '
    'before any decision is made.\n'
    '\n'
    'On the day\n'
    'Please arrive 15 minutes before your appointment time to check in at the kiosk. If you arrive more than '
    '20 minutes late, you may be asked to rebook.\n'
    '\n'
    'Transport and interpreters\n'
    'Patient transport must be booked at least 3 working days in advance and is only available if you meet the '
    'eligibility criteria. If you need an interpreter, please let us know at least 5 working days before your '
    'appointment.\n'
    '\n'
    'Why it matters\n'
    'Between April 2023 and March 2024, 6,412 appointments were missed at Lathbury Cross. Each missed '
    'appointment costs the trust an estimated £160.'
)

B167_KESTLE = (
    'Kestle Barrow Community Hospital\n'
    'Parking for patients and visitors (tariff from 1 April 2025)\n'
    '\n'
    'Car Parks A and B are pay-on-exit. Take a ticket at the barrier, then pay at a machine before returning '
    'to your vehicle or by card at the exit barrier. Car Park C, the multi-storey on Gannet Lane, uses the '
    'same tariff but is locked from 11:00pm to 5:30am; vehicles cannot leave during these hours.\n'
    '\n'
    'Tariff\n'
    'Up to 30 minutes: free\n'
    'Over 30 minutes, up to 1 hour: £2.20\n'
    'Over 1 hour, up to 2 hours: £3.80\n'
    'Over 2 hours, up to 4 hours: £5.50\n'
    'Over 4 hours, up to 6 hours: £7.00\n'
    'Over 6 hours, up to 24 hours: £9.50\n'
    'Lost ticket: £15.00\n'
    '\n'
    'How to pay\n'
    'All machines accept card and contactless, and you can also pay through the ParkPennant app. Cash is '
    'accepted only at the pay machines in Car Park B.\n'
    '\n'
    'Free and reduced parking\n'
    'Blue Badge holders may park free in the designated bays in Car Park A. Please display your badge and '
    'register your vehicle at main reception.\n'
    'Free parking is available for patients attending renal dialysis or chemotherapy three or more times a '
    'week, and for parents or carers of a child staying overnight in hospital. Ask the ward to issue a free '
    'exit token.\n'
    'Visitors of inpatients who stay five nights or more may buy a weekly concession pass for £18, valid for 7 '
    'consecutive days, from the Security Office on Level 0, which is open 24 hours.\n'
    'Motorcycles may park free in the marked motorcycle bays.\n'
    '\n'
    'Drop-off and staff parking\n'
    'The drop-off zone outside the main entrance has a maximum stay of 10 minutes. Car Park D is reserved for '
    'staff permit holders; visitors parking there will receive a parking charge notice of £70, reduced to £35 '
    'if paid within 14 days.\n'
    '\n'
    'Income from parking charges is used to maintain the car parks and pay for security patrols.'
)

B167_MARROWBY = (
    'Marrowby Hospital Pharmacy (Halberd Wing)\n'
    'Prescription charges and exemptions 2025/26\n'
    '\n'
    'The prescription charge is £9.65 for each item. If a prescription lists three different medicines, you '
    'pay for three items. Charges apply to prescriptions written in outpatient clinics and the Emergency '
    'Department and dispensed by the Halberd Wing pharmacy.\n'
    '\n'
    'What is always free\n'
    'Medicines given to you while you are an inpatient, and medicines supplied to take home when you are '
    'discharged, are free. Contraceptives are free for everyone.\n'
    '\n'
    'Who does not pay\n'
    'You do not pay if, at the time you collect your prescription, you:\n'
    '- are under 16, or aged 16, 17 or 18 and in full-time education\n'
    '- are 60 or over\n'
    '- are pregnant, or have had a baby in the last 12 months, and hold a valid maternity exemption '
    'certificate (MatEx)\n'
    '- hold a valid medical exemption certificate (MedEx) for a listed condition, such as diabetes treated '
    'with medication (not diet-controlled diabetes), epilepsy requiring continuous anticonvulsant therapy, '
    'hypothyroidism or a permanent fistula\n'
    '- are being treated for cancer, or for the effects of cancer or its treatment\n'
    '- receive a qualifying benefit, or hold a valid low-income certificate (LIC-2)\n'
    '\n'
    'Prepayment certificates\n'
    'If you need a lot of prescriptions, a prepayment certificate may save you money. A 3-month certificate '
    'costs £31.40 and a 12-month certificate costs £112.00. The 12-month certificate can be paid by 10 monthly '
    'direct debits of £11.20.\n'
    '\n'
    'Checking your entitlement\n'
    'If you claim free prescriptions when you are not entitled to them, you may be asked to pay the charge '
    'plus a penalty of up to five times the charge, capped at £100.\n'
    '\n'
    'Refunds\n'
    'If you paid but think you were exempt, ask for a refund form (form RX-12) when you pay. You must claim '
    'within 3 months of paying.\n'
    '\n'
    'Opening hours\n'
    'Monday to Friday 8:30am to 7:00pm; Saturday 9:00am to 1:00pm; closed Sundays and bank holidays. Out of '
    'hours, the on-call pharmacist can be reached through the hospital switchboard.'
)

B167_SALTHARROW = (
    'Saltharrow District Hospital\n'
    'How long will I wait? Our latest waiting-time figures\n'
    'Published 20 January 2025\n'
    '\n'
    'Emergency Department (ED)\n'
    'The national standard is that patients should be admitted, transferred or discharged within 4 hours of '
    'arrival. Our target for 2024/25 is 78% of patients.\n'
    '\n'
    'Quarter | Attendances | Within 4 hours | Waits over 12 hours from arrival\n'
    'July to September 2024 | 32,905 | 74.2% | 903\n'
    'October to December 2024 | 31,284 | 71.6% | 1,146\n'
    '\n'
    'In October to December, the median time from arrival to initial assessment by a nurse was 14 minutes. '
    'These figures exclude patients who left before being seen, who made up 4.1% of ED attendances in that '
    'quarter.\n'
    '\n'
    'Ravelstone Road Urgent Treatment Centre (UTC)\n'
    'The UTC is open from 8:00am to 10:00pm every day, including bank holidays, and treats minor injuries and '
    'illnesses. In October to December 2024, 94.8% of UTC patients were seen and discharged within 4 hours, '
    'and the median wait to see a clinician was 1 hour 10 minutes.\n'
    '\n'
    'Outpatient clinics\n'
    'Median wait from referral to first appointment, December 2024:\n'
    'Dermatology: 19 weeks\n'
    'Cardiology: 11 weeks\n'
    'Orthopaedics: 27 weeks\n'
    'Ear, nose and throat (ENT): 15 weeks\n'
    'Gynaecology: 9 weeks\n'
    'The standard is that 92% of patients should start treatment within 18 weeks of referral. In December '
    '2024, 61.3% of our patients on the waiting list had been waiting less than 18 weeks.\n'
    '\n'
    'Diagnostic tests\n'
    'Patients should wait no longer than 6 weeks for a diagnostic test. In December 2024, 83% of patients '
    'waited less than 6 weeks for an MRI scan and 97% for a CT scan.\n'
    '\n'
    'Live waiting times\n'
    'Current waiting times for the ED and UTC are shown on the screens in each waiting area and on our website, '
    'and are updated every 15 minutes.'
)

B167_BRAMBLECOTE = (
    'Bramblecote Lane Health Centre\n'
    'Opening times, clinics and Easter 2025 changes\n'
    '\n'
    'Reception and telephones\n'
    'Monday to Friday: 8:00am to 6:30pm\n'
    'Tuesday and Thursday evenings: extended hours until 8:00pm for pre-booked appointments only. There is no '
    'walk-in service and the phone line closes at 6:30pm.\n'
    'Saturday: 8:30am to 12:00 noon on the first and third Saturday of each month, pre-booked appointments '
    'only.\n'
    'Sunday: closed.\n'
    '\n'
    'Protected learning time\n'
    'The centre closes from 1:00pm on the third Wednesday of each month for staff training. Urgent calls are '
    'diverted to the Vantage 24 out-of-hours service on 01632 905 118.\n'
    '\n'
    'Clinics\n'
    'Blood tests: walk-in on Monday, Wednesday and Friday, 8:00am to 11:30am; Tuesday 1:30pm to 4:00pm by '
    'appointment only. Fasting blood tests must be done before 9:30am.\n'
    'Baby immunisations: Thursday, 2:00pm to 4:30pm, with Nurse Perpetua Windlass.\n'
    'Minor surgery (joint injections, skin lesions): second Wednesday of each month, with Dr Osric Pellow.\n'
    '\n'
    'Dispensary\n'
    'Medicines can be collected from 9:00am to 1:00pm and 2:00pm to 6:00pm, Monday to Friday. Please allow 3 '
    'working days for repeat prescription requests, which can be made on the Bramblecote app or by leaving '
    'the slip in the box at reception. Requests are not taken by phone.\n'
    '\n'
    'Easter 2025\n'
    '- Wednesday 16 April: repeat prescription requests received after 12:00 noon will not be ready until '
    'Wednesday 23 April.\n'
    '- Thursday 17 April: the dispensary will stay open until 7:00pm.\n'
    '- Friday 18 April (Good Friday): closed.\n'
    '- Saturday 19 April: no session. The Saturday session moves to Saturday 26 April.\n'
    '- Monday 21 April (Easter Monday): closed.\n'
    '- Tuesday 22 April: no extended hours; reception closes at 6:30pm.\n'
    'For urgent help while we are closed, call Vantage 24.'
)

BATCHES_167 = {
    'visiting hours quarrendon': [(B167_QUARRENDON, c, True) for c in (
        'Visiting hours on Wards 3 to 9 run for six hours each day, from two in the afternoon until eight in the '
        'evening.',
        'Both of the sessions for other visitors on the maternity ward last an hour and a half each.',
        'Visiting on the intensive care unit adds up to six hours a day across its two sessions.',
        'A ten-year-old would not be allowed in to see a patient on the Brackwater Unit.',
        "If you're a registered carer with a Carer Passport, you can stay with a patient on a general adult ward "
        'during protected mealtimes to help them eat.',
        "Osier Ward's visiting window is twelve hours long, and a named carer can stay beyond it if the nurse in "
        'charge agrees.',
        "You're asked not to visit if you've had diarrhoea or vomiting in the past two days.",
    )] + [(B167_QUARRENDON, c, False) for c in (
        'General adult wards allow up to three visitors at each bedside at any one time.',
        'During protected mealtimes on the general adult wards, all visitors are asked to leave the bay.',
        'Children under 16 are not permitted to visit the Brackwater Unit.',
        'Two birth partners may visit Linnet Ward at any time, day or night.',
        'On Tansy Ward, other visitors are welcome from 10am to 7pm, with up to three people at the bedside in '
        'addition to parents.',
        'Fresh flowers and plants are not allowed on Osier Ward or the Brackwater Unit.',
        'When a ward is closed because of norovirus, visiting is suspended until the outbreak is over.',
    )],
    'outpatient booking lathbury': [(B167_LATHBURY, c, True) for c in (
        'You can book a new appointment online through the Peltry Portal or by ringing the booking line, which is '
        'open from 9am until half past twelve on Saturdays.',
        'The booking line is open for ten hours on each weekday.',
        "You'll get a text reminder a week before your appointment and another two days beforehand.",
        'Missed appointments at Lathbury Cross between April 2023 and March 2024 cost the trust an estimated total '
        'of just over one million pounds.',
        'If you turn up 25 minutes after your appointment time, you could be asked to make a new booking.',
        "A 12-year-old who misses a first new-patient appointment won't automatically be discharged; a clinician "
        'will look at their notes first.',
        'Cancelling with only a day to spare would be logged as a late cancellation.',
    )] + [(B167_LATHBURY, c, False) for c in (
        'You can rearrange an appointment up to three times before you are referred back to your GP.',
        'The text reminders are sent 7 days and 1 day before your appointment.',
        'Missing a follow-up appointment once, without telling the centre, means you are discharged back to your '
        'GP.',
        'You must book within 10 working days of receiving your letter, or your referral goes back to your GP.',
        'Interpreters should be requested at least 3 working days before the appointment.',
        'Patient transport is available to anyone who books it at least three working days in advance.',
        'Patients are asked to arrive 20 minutes early to check in at the kiosk.',
    )],
    'parking tariff kestle': [(B167_KESTLE, c, True) for c in (
        'Leaving your car for three hours in Car Park A would cost £5.50.',
        'A stay of half an hour or less is free of charge.',
        'Parking for 90 minutes costs £1.60 more than parking for 45 minutes.',
        'The weekly concession pass works out at less than £3 a day.',
        "If you want to pay in cash, you'll need to use one of the machines in Car Park B.",
        'Paying a parking charge notice within a fortnight cuts it in half, to £35.',
        "A car left in the Gannet Lane multi-storey at midnight can't be driven out until half past five in the "
        'morning.',
    )] + [(B167_KESTLE, c, False) for c in (
        'Parking for between four and six hours costs £9.50.',
        'Blue Badge holders can park free in any of the hospital car parks.',
        'Any visitor of an inpatient can buy a weekly concession pass for £18 from the Security Office.',
        'The drop-off zone outside the main entrance has a maximum stay of 20 minutes.',
        'Car Park C, the Gannet Lane multi-storey, is locked from 10:00pm to 5:30am.',
        'If you lose your ticket, you pay the full 24-hour rate of £9.50.',
        'Patients attending chemotherapy can park free if they come in at least twice a week.',
    )],
    'prescription charges marrowby': [(B167_MARROWBY, c, True) for c in (
        'A prescription with four separate medicines on it would cost £38.60.',
        'For someone who needs two items every month, a three-month prepayment certificate costs less than paying '
        'item by item.',
        "Medicines you're given on the ward, and those you take home when you're discharged, don't cost anything.",
        "A 17-year-old who is in full-time education doesn't pay for prescriptions.",
        'The yearly prepayment certificate can be spread across ten monthly direct debits of £11.20.',
        'People with epilepsy who need continuous anticonvulsant therapy can get free prescriptions with a valid '
        'MedEx certificate.',
        'On Saturdays the Halberd Wing pharmacy is open for four hours, from nine until one.',
    )] + [(B167_MARROWBY, c, False) for c in (
        'Patients aged 60 to 64 still have to pay the £9.65 charge for each item.',
        'Diet-controlled diabetes is one of the listed conditions that qualifies for a medical exemption '
        'certificate.',
        'Medicines supplied to take home when you are discharged are charged at £9.65 per item.',
        'A 12-month prepayment certificate costs £31.40.',
        'Women who have had a baby in the last two years are exempt if they hold a valid MatEx certificate.',
        'Refund claims using form RX-12 must be made within 12 months of paying.',
        'The Halberd Wing pharmacy is open from 9am to 1pm on Sundays and bank holidays.',
    )],
    'waiting times saltharrow': [(B167_SALTHARROW, c, True) for c in (
        'ED attendances fell by 1,621 between the July to September and October to December quarters of 2024.',
        'In the last three months of 2024 the ED was 6.4 percentage points below its four-hour target.',
        'Of the five outpatient specialties listed, orthopaedics had the longest median wait for a first '
        'appointment, at 27 weeks.',
        'The urgent treatment centre is open fourteen hours a day, bank holidays included.',
        'The median wait for a first gynaecology appointment was less than half the dermatology figure.',
        'Twelve-hour waits in the ED went up by 243 between the July to September quarter and the one that '
        'followed.',
        'Live waiting times for the ED and UTC are refreshed every quarter of an hour.',
    )] + [(B167_SALTHARROW, c, False) for c in (
        'From October to December 2024, 74.2% of ED patients were admitted, transferred or discharged within four '
        'hours.',
        'The median wait for a first cardiology appointment in December 2024 was 15 weeks.',
        'In December 2024, 97% of patients waited less than six weeks for an MRI scan.',
        'The ED waiting-time figures include patients who left before being seen.',
        'The ED met its 78% four-hour target in the July to September quarter.',
        'The ED figures got worse in October to December because of a rise in winter flu cases.',
        'In October to December 2024, 94.8% of UTC patients waited less than 1 hour 10 minutes to see a clinician.',
    )],
    'opening times bramblecote': [(B167_BRAMBLECOTE, c, True) for c in (
        'On weekdays, reception is open for ten and a half hours.',
        'Blood tests on Monday, Wednesday and Friday mornings are walk-in, but the Tuesday afternoon session has to '
        'be booked.',
        'If your blood test requires fasting, you need to have it before half past nine.',
        'The centre will be closed on both Friday 18 April and Monday 21 April.',
        'The Saturday session that would have been held on 19 April will take place a week later instead.',
        'A repeat prescription request sent in at 3pm on Wednesday 16 April will not be ready until the following '
        'Wednesday.',
        'On Thursday 17 April, medicines can be collected an hour later than normal.',
    )] + [(B167_BRAMBLECOTE, c, False) for c in (
        'Saturday appointments run every week from 8:30am until noon.',
        'During the Tuesday and Thursday extended hours, the phone line stays open until 8:00pm.',
        'Baby immunisations with Nurse Perpetua Windlass are on Tuesday afternoons.',
        'Dr Osric Pellow holds the minor surgery session on the third Wednesday of each month.',
        'On Tuesday 22 April, evening appointments will run as usual until 8:00pm.',
        'On the third Wednesday of each month, the centre is closed all day for staff training.',
        'Repeat prescription requests normally take 2 working days.',
    )],
}
