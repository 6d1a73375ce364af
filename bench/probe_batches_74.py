"""Probe batch 74, written by a helper agent that saw neither the code nor an earlier probe (session 48), on six
everyday documents with rules, conditions, dates and counts but no price list (library loans, a clinic's appointments
and prescriptions, software release notes, bin collections, a tennis club's membership rules, a school's term dates
and attendance). Counted unread on session 47's code and after session 48's rounds: out of sample for all of them
(``docs/verdict-quality-log.md``)."""

from __future__ import annotations

B74_LIBRARY = (
    "Millbrook Community Library - Borrowing Guide. Adult members may have up to 12 items on loan at "
    "any one time. Junior members (under 16) may have up to 8 items, of which no more than 2 may be DVDs. "
    "Books are lent for 21 days, DVDs for 7 days and titles from the Quick Reads shelf for 14 days. An "
    "item may be renewed up to twice, online or by phone, as long as no other member has reserved it; "
    "each renewal gives a fresh loan period counted from the day you renew. Overdue books are charged "
    "at 25p per day and DVDs at 50p per day, up to a maximum of £6.00 per item. Junior members are not "
    "charged for overdue books, but the DVD charge applies to all members. No charge is made for days "
    "when the library is closed, and we are closed every Sunday and on public holidays. Members who owe "
    "£10.00 or more may not borrow further items until their balance is brought below £10.00. You may "
    "have up to 5 reservations active at once; reserved items are kept at the counter for 7 days after "
    "we notify you that they are ready. If an item is lost, you will be charged its replacement cost "
    "plus a £2.50 processing fee."
)

B74_CLINIC = (
    "Ashdown Medical Practice - Appointments and Repeat Prescriptions. Routine GP appointments can be "
    "booked up to 28 days in advance, online or by phone. Standard appointments last 10 minutes; a double "
    "appointment of 20 minutes may be booked by patients who need an interpreter or who wish to discuss "
    "three or more separate problems. Same-day urgent appointments are released at 8:00 am each weekday "
    "and are given out by phone only. If you cannot attend, please cancel at least 24 hours beforehand. "
    "Patients who miss three appointments without cancelling within any 12-month period will receive a "
    "warning letter, and a fourth missed appointment in that period may lead to removal from the "
    "practice list. Repeat prescriptions are ready to collect on the third working day after we receive "
    "the request; weekends and bank holidays are not working days, and requests received after 3:00 pm "
    "are treated as received on the next working day. Most repeat medicines are issued as 28 days' "
    "supply, although patients on stable long-term medication may be issued 56 days. Controlled drugs "
    "are limited to 30 days' supply and cannot be ordered online. Every patient on repeat medication "
    "needs a medication review every 12 months; if your review is more than one month overdue, only one "
    "further issue will be made until a review has been booked."
)

B74_RELEASE = (
    "Tallyo Desktop 4.2 - Release Notes. Tallyo 4.2.0 was released on 14 March 2024, followed by the "
    "4.2.1 maintenance update on 2 April 2024, which fixes a crash when opening shared folders. Each "
    "minor release (for example 4.1 or 4.2) receives security updates for 18 months from the release "
    "date of its first version. The previous major version, 3.x, will continue to receive security "
    "fixes until 30 June 2024 and nothing after that date. What's new in 4.2: the maximum attachment "
    "size has been raised from 25 MB to 40 MB; the automatic sync interval has been cut from 15 minutes "
    "to 5 minutes for Pro subscribers, while free accounts stay at 15 minutes; and the offline cache now "
    "keeps the last 90 days of activity instead of 30. CSV exports are now limited to 50,000 rows per "
    "file, and larger exports are automatically split across several files. System requirements: "
    "Windows 10 version 21H2 or later, or macOS 12 or later. 32-bit editions of Windows are no longer "
    "supported. Updates are rolled out in stages: 10% of users receive a new version in its first week, "
    "50% by the end of the second week, and all users by the end of the third week. Administrators can "
    "defer updates by up to 30 days."
)

B74_BINS = (
    "Westford District Council - Your Household Collections 2024-25. Your general waste (black bin) is "
    "emptied every two weeks, and your recycling (blue bin) is emptied every two weeks on the alternate "
    "week, so one of the two is collected each week. All bins on your round are collected on the same "
    "weekday, and food waste caddies are emptied every week. Garden waste (brown bin) is a subscription "
    "service collected fortnightly from the first collection on 4 March 2025 to the last on 25 November "
    "2025; there are no garden waste collections in December, January or February. Please put bins out "
    "by 7:00 am on collection day, but not before 7:00 pm the evening before, and take them back in "
    "within 24 hours of collection. Lids must be closed: bins with raised lids or extra bags placed "
    "beside them will not be emptied, except at the first black bin collection after Christmas, when up "
    "to two extra bags of household rubbish will be taken. Standard black bins hold 180 litres; "
    "households of six or more people may apply for a 240-litre bin. Collections over Christmas: any "
    "collection due between Wednesday 25 December and Friday 27 December 2024 will take place one day "
    "later, so Friday collections move to Saturday 28 December. All other bank holiday collections go "
    "ahead as normal."
)

B74_TENNIS = (
    "Riverside Lawn Tennis Club - Membership and Court Booking Rules. The membership year runs from "
    "1 April to 31 March. Your membership category is decided by your age on 1 April at the start of the "
    "membership year: Junior (8 to 17), Young Adult (18 to 25), Adult (26 to 64) and Senior (65 and "
    "over). Children under 8 may only join through the Family category, which covers up to two adults "
    "and three children living at the same address. Members may book courts up to 7 days in advance. "
    "Adults, Young Adults and Seniors may hold a maximum of 3 bookings of one hour each per week; Juniors "
    "may hold 2, and Junior bookings on weekdays must finish by 6:00 pm unless an adult member is playing "
    "with them. Floodlit courts are available until 10:00 pm from October to March. Each member may "
    "bring guests on up to 6 occasions in a membership year, but the same guest may visit no more than "
    "3 times in that year. To be selected for a league team, a member must have belonged to the club "
    "for at least 3 months and must have played in at least 4 club sessions. New members who join on or "
    "after 1 January receive membership until 31 March of the following year."
)

B74_SCHOOL = (
    "Oakfield Primary School - Term Dates 2024-25 and Attendance Policy. Autumn term runs from "
    "Wednesday 4 September to Friday 20 December 2024, with half term from Monday 28 October to Friday "
    "1 November. Spring term runs from Monday 6 January to Friday 4 April 2025, with half term from "
    "Monday 17 to Friday 21 February. Summer term runs from Tuesday 22 April to Tuesday 22 July 2025, "
    "with half term from Monday 26 to Friday 30 May; the school is also closed on the bank holiday of "
    "Monday 5 May. In addition, the school is closed to pupils for three staff training days: Friday "
    "29 November 2024, Friday 14 March 2025 and Friday 27 June 2025. Over the year pupils are expected "
    "to attend 190 days, and each day counts as two sessions, morning and afternoon. The register closes "
    "at 8:55 am; pupils arriving after that are marked late, and those arriving after 9:25 am are "
    "recorded as absent for the morning session. Attendance below 90% is treated as persistent absence "
    "and leads to a meeting with the attendance officer. Leave during term time is only granted in "
    "exceptional circumstances and must be requested in writing at least 4 weeks before the first day "
    "of the absence; family holidays are not considered exceptional. If your child is ill, please phone "
    "the office before 9:30 am on each day of absence; after 3 consecutive days of absence we may ask "
    "for medical evidence."
)

BATCHES_74: dict[str, list[tuple[str, str, bool]]] = {
    'library loans and reservations': [(B74_LIBRARY, c, True) for c in (
        'A junior member could have 6 books and 2 DVDs out on loan at the same time.',
        'If you borrow a book on 3 March, you need to bring it back by 24 March.',
        'An adult returning a DVD four days late, with none of those days being a Sunday or public holiday, would owe '
        '£2.00.',
        'An adult whose book is 30 chargeable days overdue pays £6.00, not £7.50, because of the per-item cap.',
        'A 12-year-old member who brings a book back 10 days late will not be fined at all.',
        'Losing a DVD with a replacement cost of £14.00 would leave you with a bill of £16.50.',
        'A DVD handed back 8 days late, where one of those days was a Sunday, would incur a charge of £3.50.',
    )] + [(B74_LIBRARY, c, False) for c in (
        'Junior members can borrow up to 8 items, and as many as 4 of those can be DVDs.',
        'An adult returning a DVD four days late, on days the library was open, would owe £1.00.',
        'An adult who returns a book 30 chargeable days late will owe £7.50 in overdue charges.',
        'Because juniors are not fined for late returns, a 10-year-old who brings a DVD back 3 days late owes nothing.',
        'A member who owes exactly £10.00 can still borrow, since the restriction only applies to balances above '
        '£10.00.',
        'Once you are told a reservation is ready, the library will hold it at the counter for 14 days.',
        'You can still renew a book online even if another member has placed a reservation on it.',
    )],
    'clinic appointments and prescriptions': [(B74_CLINIC, c, True) for c in (
        'A repeat prescription request received at 10 am on a Monday, in a week with no bank holidays, will be ready '
        'to collect on the Thursday.',
        'If you order a repeat prescription at 4:30 pm on a Friday, it should be ready the following Thursday, '
        'assuming there are no bank holidays.',
        'A request received at 11 am on a Wednesday would be ready on the following Monday, provided no bank holidays '
        'intervene.',
        'On 3 June, the latest date you could book a routine appointment for is 1 July.',
        'A patient who wants to discuss three different problems is entitled to book a 20-minute appointment.',
        'A patient on stable long-term medication could be given twice the usual quantity, i.e. 56 days instead of 28.',
        'If your last medication review was 14 months ago and you have not booked another, you will get only one more '
        'issue of your repeat medicines.',
    )] + [(B74_CLINIC, c, False) for c in (
        'A repeat prescription request received at 10 am on a Monday will be ready for collection on the Wednesday.',
        'Order a repeat prescription at 4:30 pm on a Friday and it will be ready on the Wednesday of the following '
        'week, assuming no bank holidays.',
        'Patients on stable long-term medication can have controlled drugs issued as 56 days\' supply.',
        'On 3 June you would be able to book a routine appointment for 5 July.',
        'Same-day urgent appointments can be booked online from 8:00 am on weekdays.',
        'Missing three appointments without cancelling within 12 months leads to removal from the practice list.',
        'Anyone who wants to talk about two separate problems can book a 20-minute double appointment.',
    )],
    'software release notes': [(B74_RELEASE, c, True) for c in (
        'Tallyo 4.2 will keep receiving security updates until 14 September 2025.',
        'The 4.2.1 maintenance update arrived 19 days after version 4.2.0.',
        'Exporting 120,000 rows to CSV will produce three separate files.',
        'The new attachment size limit is 60% higher than the old one.',
        'Pro accounts now sync automatically 12 times an hour, compared with 4 times an hour for free accounts.',
        'The offline cache now covers three times as many days of activity as it did before.',
        'A computer running a 32-bit edition of Windows 10 version 22H2 is not supported by Tallyo 4.2.',
    )] + [(B74_RELEASE, c, False) for c in (
        'Security support for Tallyo 4.2 runs until 2 October 2025, 18 months after the 4.2.1 update.',
        'A CSV export of 120,000 rows will be split into two files.',
        'With version 4.2, free accounts also sync every 5 minutes.',
        'Raising the attachment limit from 25 MB to 40 MB is a 40% increase.',
        'Tallyo 3.x will continue to get security fixes until 14 September 2025.',
        'Half of all users receive a new version during its first week of rollout.',
        'Tallyo 4.2 can be installed on macOS 11 as long as it is fully updated.',
    )],
    'bin collections': [(B74_BINS, c, True) for c in (
        'If your black bin was emptied on Tuesday 7 January 2025, your blue bin would be collected on 14 January and '
        'the black bin again on 21 January.',
        'There are 20 garden waste collections between 4 March and 25 November 2025.',
        'A 240-litre bin holds a third more than the standard 180-litre bin.',
        'A household of six people is allowed to apply for a larger 240-litre black bin.',
        'If your bins are normally collected on a Thursday, your Christmas week collection will be on Friday 27 '
        'December 2024.',
        'Putting your bin out at 9 pm the night before collection day is within the rules.',
        'At the first black bin collection after Christmas, two extra bags left beside the bin will be taken.',
    )] + [(B74_BINS, c, False) for c in (
        'Garden waste will be collected 19 times between 4 March and 25 November 2025.',
        'If your black bin is emptied on Tuesday 7 January 2025, its next collection will be on Tuesday 14 January.',
        'You can put your bins out from 5 pm on the evening before collection.',
        'At the first black bin collection after Christmas, the crew will take up to three extra bags.',
        'A household of five people can apply for a 240-litre bin.',
        'Collections due on a bank holiday Monday in 2025 will take place one day later, on the Tuesday.',
        'The 240-litre bin gives you 25% more capacity than the standard black bin.',
    )],
    'tennis club membership': [(B74_TENNIS, c, True) for c in (
        'Someone born on 20 May 2007 would be in the Junior category for the membership year starting 1 April 2025.',
        'A person who turns 65 on 2 April 2025 would be an Adult member, not a Senior, for the 2025-26 year.',
        'A new member who joins on 15 January 2025 keeps their membership until 31 March 2026.',
        'On a Monday you can book a court for the following Monday, but not for the Tuesday after that.',
        'A member who has brought three different friends as guests twice each has used up their guest allowance for '
        'the year.',
        'A member who joined 10 weeks ago and has played in 6 club sessions is not yet eligible for league team '
        'selection.',
        'A Senior member may hold up to three hours of court bookings in a week.',
    )] + [(B74_TENNIS, c, False) for c in (
        'Someone born on 20 May 2007 would count as a Young Adult for the 2025-26 membership year, because they turn '
        '18 during it.',
        'Members are allowed to bring the same guest up to 6 times in a membership year.',
        'Membership for someone joining on 15 January 2025 runs out on 31 March 2025.',
        'A 6-year-old can join the club as a Junior member in their own right.',
        'Juniors may hold up to 3 one-hour bookings a week, the same as adults.',
        'The floodlit courts can be used until 10:00 pm throughout the year.',
        'A member who has belonged to the club for 4 months and played in 3 club sessions can be picked for a league '
        'team.',
    )],
    'school term dates and attendance': [(B74_SCHOOL, c, True) for c in (
        'Pupils attend school on 72 days during the autumn term.',
        'A pupil who misses 19 of the 190 days has exactly 90% attendance, so they are not classed as persistently '
        'absent.',
        'Missing 20 of the 190 days would take a child below the 90% persistent absence threshold.',
        'A child who arrives at 9:10 am is marked late rather than absent for the morning session.',
        'Across the year, the expected attendance works out to 380 sessions.',
        'For leave beginning on 10 March 2025, the written request must be made by 10 February 2025 at the latest.',
        'The spring term contains 59 days on which pupils attend.',
    )] + [(B74_SCHOOL, c, False) for c in (
        'A pupil who misses 19 days of the year falls below 90% attendance and counts as persistently absent.',
        'A pupil arriving at 9:10 am is recorded as absent for the morning session.',
        'A family holiday in term time can be authorised as long as it is requested in writing at least 4 weeks in '
        'advance.',
        'Leave starting on 10 March 2025 can be requested as late as 24 February 2025.',
        'The school year is made up of 190 sessions in total.',
        'Pupils attend school on 73 days in the autumn term.',
        'If your child is ill for several days, you only need to phone the office on the first day of absence.',
    )],
}
