"""Probe batch 158, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
university course pages (fees, deadlines, entry rules, credits, placements, awards) and admissions chatbot answers."""

from __future__ import annotations

B158_MARINE = (
    'Vellacourt University | School of Ocean and Earth Sciences\n'
    'BSc (Hons) Coastal and Marine Ecology\n'
    'UCAS code: C4M2 | Campus: Pellorin Quay | Start date: 22 September 2025\n'
    'Duration: 3 years full-time, or 4 years with a placement year\n'
    '\n'
    'Tuition fees 2025/26\n'
    'Home students: £9,535 per year. International students: £21,400 per year.\n'
    'Placement year: £1,905 (home) or £2,500 (international).\n'
    'The Year 2 residential field course on the Isle of Carrowmere (10 days) carries a student contribution of '
    '£340, which is not covered by the tuition fee.\n'
    '\n'
    'Entry requirements\n'
    'A levels: ABB, including Biology and one of Chemistry, Geography, Mathematics or Physics.\n'
    'BTEC Extended Diploma in Applied Science: DDM.\n'
    'International Baccalaureate: 32 points, with 5 in Higher Level Biology.\n'
    'English language: IELTS 6.5 overall, with no component below 6.0.\n'
    'Contextual offers: applicants from partner schools in the Vellacourt Reach scheme receive an offer one grade '
    'lower (BBB, still including Biology).\n'
    '\n'
    'How to apply\n'
    'Apply through UCAS. The equal consideration deadline is 29 January 2025. Applications from international '
    'applicants are considered until 30 June 2025 where places remain. Clearing vacancies may be advertised in '
    'August.\n'
    '\n'
    'Course structure\n'
    'Each year is worth 120 credits; one credit represents around 10 hours of study. Year 1 consists of six '
    '20-credit core modules. Year 2 has four 20-credit core modules and two 20-credit options. Year 3 combines a '
    '40-credit dissertation with four 20-credit options. Typical contact time is about 14 hours a week in Year 1, '
    '12 in Year 2 and 8 in Year 3, plus dissertation supervision.\n'
    '\n'
    'Placement year\n'
    'The placement year is taken between Years 2 and 3. To progress onto it you must pass Year 2 with an average '
    'mark of 55% or above. Students secure their own placement with support from the Placements Office; recent '
    'hosts include the Selkirrin Seal Trust and the Marrowby Estuary Authority.\n'
    '\n'
    'Scholarships\n'
    'Dunmere Coastal Scholarship: £2,000 per year for up to three years for home students with a household '
    'income below £30,000. Renewal each year requires an average of at least 60%. The scholarship is not paid '
    'during the placement year.\n'
    'International Merit Award: £3,000 off the first-year tuition fee for international applicants who firmly '
    'accept their offer by 1 May 2025. The award is applied automatically and cannot be combined with any other '
    'Vellacourt scholarship.\n'
    '\n'
    'Contact: Dr Quillan Marchetti-Hosk, Admissions Tutor, marine-admissions@vellacourt.ac.uk'
)

B158_DATASCI = (
    'Orrindale University | Graduate School of Computing\n'
    'MSc Applied Data Science\n'
    'Study modes: 1 year full-time (12 months) or 2 years part-time\n'
    'Intakes: September 2025 and January 2026 (the January intake is full-time only)\n'
    '\n'
    'Fees 2025/26\n'
    'Full-time: Home £11,250; International £24,900.\n'
    'Part-time: Home £5,625 per year. Part-time study is not available to international students.\n'
    'International applicants pay a deposit of £2,000 within four weeks of receiving an offer; the deposit is '
    'deducted from the tuition fee.\n'
    'Orrindale graduates receive a 15% alumni discount on tuition. The discount cannot be combined with a '
    'scholarship.\n'
    '\n'
    'Entry requirements\n'
    'A 2:1 honours degree (or international equivalent) in a subject with substantial quantitative content, such '
    'as mathematics, physics, economics or engineering. Applicants with a 2:2 will be considered if they have at '
    'least two years of relevant professional experience. English language: IELTS 7.0 overall, with at least 6.5 '
    'in writing.\n'
    '\n'
    'Application deadlines\n'
    'September 2025 entry: international applicants 31 July 2025; home applicants 31 August 2025.\n'
    'January 2026 entry: 15 November 2025 for all applicants.\n'
    '\n'
    'Programme structure (180 credits)\n'
    'Six core modules of 15 credits each, two optional modules of 15 credits each, and a 60-credit research '
    'project. Taught modules run across Semesters 1 and 2; for September starters the project runs from June to '
    'September. Expect around 12 contact hours a week in taught semesters, mainly lectures and computer labs, with '
    'project supervision meetings every fortnight.\n'
    'Industry project: up to 25 students may complete their research project with an industry partner. Places '
    'are allocated to students with a Semester 1 average of 65% or above.\n'
    '\n'
    'Scholarships\n'
    'Ferrowmont Women in Data Scholarship: a full tuition fee waiver for three female home applicants. Apply by '
    '1 May 2025.\n'
    'Global Futures Scholarship: £5,000 off international tuition fees, with 20 awards available. Applicants '
    'must hold an offer by 30 April 2025 and have a first-class degree or equivalent.\n'
    '\n'
    'Programme Director: Professor Idunn Calloway-Strath'
)

B158_COOKERY = (
    'Greyhallow College | Higher Education Courses\n'
    'FdA Professional Cookery and Hospitality Management\n'
    'Awarded by the University of Westmarrow | 2 years full-time | Start: September 2025\n'
    '\n'
    'Fees\n'
    'Home students: £7,800 per year. International students: £13,200 per year.\n'
    'Knife kit and chef whites: £285, bought in your first week. This cost is not included in tuition fees.\n'
    '\n'
    'Entry requirements\n'
    '48 UCAS tariff points from at least one A level or equivalent; a Level 3 Diploma in Professional Cookery is '
    'also accepted. You will also need GCSE English and maths at grade 4/C, or Functional Skills Level 2. Mature '
    'applicants aged 21 or over without formal qualifications may be admitted following an interview and a '
    'practical assessment. International applicants need IELTS 6.0 overall with no component below 5.5.\n'
    '\n'
    'How to apply\n'
    'Apply through UCAS by 29 January 2025 for equal consideration. After that date, direct applications to the '
    'college are accepted until 31 August 2025 if places remain. Interview days are held on 12 March and 9 April '
    '2025.\n'
    '\n'
    'Timetable and study\n'
    'Each year is worth 120 credits (Level 4 in Year 1, Level 5 in Year 2) and is divided into two semesters. '
    'Classes run Tuesday to Thursday, 9:00 to 16:30. On Wednesday evenings the college training restaurant, The '
    'Saltgrove Room, opens to the public until 21:30, and every student works at least eight evening services per '
    'semester.\n'
    '\n'
    'Industry placement\n'
    'A six-week (240-hour) industry placement in Year 2 is compulsory. Most placements are paid, but the college '
    'cannot guarantee payment. Recent placement hosts include the Orlenby Hotel and Quarrenden Fish Kitchen.\n'
    '\n'
    'Progression\n'
    'Graduates can top up to a BA (Hons) in one further year at the University of Westmarrow (home fee £9,250). '
    'Progression is guaranteed for students with an overall Level 5 average of 55% or above.\n'
    '\n'
    'Financial support\n'
    'Greyhallow Progression Bursary: £600 per year for students who progressed from a Greyhallow Level 3 course, '
    'paid in two instalments (December and April) and subject to attendance of at least 90%. A college hardship '
    'fund is also available.\n'
    '\n'
    'Course leader: Chef Lucan Berrowfield'
)

B158_NURSING = (
    'Cairnhollow University | Faculty of Health\n'
    'BSc (Hons) Adult Nursing\n'
    'Duration: 3 years full-time | Intakes: September 2025 and March 2026 | Campus: Dunvarrick\n'
    '\n'
    'Fees 2025/26\n'
    'Home: £9,535 per year. International: £19,750 per year.\n'
    'The March intake is open to home students only.\n'
    'All entrants must complete an enhanced DBS check (£49.50, paid by the applicant) and occupational health '
    'clearance before starting.\n'
    '\n'
    'Entry requirements\n'
    'A levels: BBC (112 UCAS points), including one science or social science subject.\n'
    'GCSEs: English, maths and science at grade 4 or above.\n'
    'All shortlisted applicants attend multiple mini-interviews.\n'
    'English language: IELTS 7.0 overall, with at least 6.5 in writing and 7.0 in the other three components.\n'
    '\n'
    'Application deadlines\n'
    'September 2025 intake: apply through UCAS by 29 January 2025.\n'
    'March 2026 intake: apply directly to the university by 31 October 2025.\n'
    '\n'
    'Course structure\n'
    'The course totals 4,600 hours, split equally between theory and clinical practice. Each year is worth 120 '
    'credits. Practice placements take place at Dunvarrick General Hospital and with the Elsmoor Community Health '
    'Trust. During placement weeks you will work 37.5 hours a week, which can include night and weekend shifts. '
    'Travel costs to placements are reimbursed where the round trip from your term-time address is over 20 '
    'miles.\n'
    '\n'
    'Funding\n'
    'Regional Healthcare Training Grant: a non-repayable grant of £5,000 per year for home students, with an '
    'extra £1,000 per year for students who have a dependent child under 15. International students are not '
    'eligible.\n'
    'Ebbingford Care Scholarship: a one-off payment of £1,500 for applicants who have worked as a healthcare '
    'assistant for at least 12 months. The payment is made once your first placement has been completed.\n'
    '\n'
    'Admissions contact: Ms Perpetua Oakenshaw-Vey, Nursing Admissions Lead'
)

B158_MUSIC = (
    'Saint Aldric Conservatoire of Music\n'
    'BMus (Hons) Performance | 4 years full-time | Entry: September 2025\n'
    '\n'
    'Applying\n'
    'Applications open in July 2024 and close on 1 October 2024. Late applications are accepted until 1 December '
    '2024 with a late fee of £35. Each application carries an audition fee of £65, waived for applicants '
    'eligible for free school meals.\n'
    'Auditions take place in person at Bexmoor Hall between 18 November and 6 December 2024. Recorded auditions '
    'are accepted from international applicants only.\n'
    '\n'
    'Entry requirements\n'
    'Offers are made primarily on the strength of the audition. Applicants should normally have Grade 8 with '
    'distinction (or equivalent) on their principal instrument or voice, Grade 5 music theory, and two A levels '
    'at grade C or above (or equivalent).\n'
    '\n'
    'Fees 2025/26\n'
    'Home: £9,535 per year. International: £27,600 per year.\n'
    '\n'
    'Course structure\n'
    'Each year is worth 120 credits. Principal study accounts for 60 credits in Years 1 and 2 and 80 credits in '
    'Years 3 and 4. One-to-one lessons total 30 hours in Year 1, 32 hours in Year 2, 34 hours in Year 3 and 36 '
    'hours in Year 4. An optional exchange semester can be taken in the first half of Year 3 with partner '
    'institutions including the Hallvard Institute in Trondmark.\n'
    '\n'
    'Facilities\n'
    'Practice rooms are open 7:00 to 22:00 on weekdays and 9:00 to 18:00 at weekends. Orchestral instruments can '
    'be borrowed free of charge in Year 1; from Year 2 the loan costs £120 per year.\n'
    '\n'
    'Scholarships\n'
    'Entrance scholarships are awarded on the basis of audition and range from £1,000 to the full international '
    'fee. No separate application is needed.\n'
    'Marchbank-Tully Scholarship (strings only): £4,500 per year for four years. Holders must play in the '
    'Conservatoire Symphony Orchestra and achieve at least 65% in principal study each year.\n'
    '\n'
    'Head of Admissions: Rosalind Feverell-Quist'
)

B158_ENGINEER = (
    'Kelderwick Institute of Technology\n'
    'Bachelor of Engineering (Honours) (Civil)\n'
    'Duration: 4 years full-time | Intakes: February (Semester 1) and July (Semester 2) | Campus: Ossery Point\n'
    '\n'
    'Fees (2025, indicative)\n'
    'Domestic students (Commonwealth supported place): student contribution of approximately A$9,400 per year.\n'
    'International students: A$46,800 per year.\n'
    '\n'
    'Entry requirements\n'
    'Minimum selection rank: 82.00. Your selection rank is your ATAR plus any adjustment factors; Specialist '
    'Mathematics at a study score of 30 or above earns 5 adjustment points.\n'
    'Prerequisites: Mathematics Methods, plus either Physics or Chemistry.\n'
    'International applicants: IELTS Academic 6.5 overall, with no band below 6.0.\n'
    '\n'
    'How to apply\n'
    'Domestic applicants apply through the Southern Tertiary Entry Service (STES). Applications lodged by 30 '
    'September 2024 are guaranteed consideration in the Round 1 offers released on 19 December 2024.\n'
    'International applicants apply directly: by 30 November 2024 for February entry or 30 April 2025 for July '
    'entry.\n'
    '\n'
    'Course structure\n'
    'The degree comprises 32 units of 12 credit points each (384 credit points). A standard full-time load is '
    'four units per semester. First-year students can expect around 20 contact hours a week across lectures, '
    'tutorials and laboratory classes.\n'
    'Work experience: all students must complete at least 60 days of engineering work experience before '
    'graduating; this may be paid or unpaid. Students may also apply for an optional 26-week paid industry '
    'placement in Year 3, which extends the degree to four and a half years.\n'
    '\n'
    'Scholarships\n'
    "Vice-Chancellor's Engineering Excellence Scholarship: A$7,500 per year for up to four years for domestic "
    'students with an ATAR of 95 or above. Renewal requires a credit average (65 or above) and a full-time study '
    'load.\n'
    'Pelliran Global Award: a 20% reduction in tuition fees for the duration of the degree for international '
    'students with an ATAR-equivalent of 90 or above. No application is required.\n'
    '\n'
    'Enquiries: Associate Professor Tamsin Grellowby, Course Coordinator'
)

BATCHES_158 = {
    'marine ecology vellacourt': [(B158_MARINE, c, True) for c in (
        'At the 2025/26 rate, a home student who skips the placement year would pay £28,605 in tuition across '
        'the three years.',
        'Each year, international students are charged £11,865 more in tuition than home students.',
        'If you are applying with the IB, you will need 32 points overall, including a 5 in Biology at Higher Level.',
        "The ten-day Year 2 field course on the Isle of Carrowmere costs an extra £340 that your tuition fee "
        "doesn't cover.",
        'You can only move onto the placement year if your Year 2 average is 55% or higher.',
        'In the final year, the dissertation makes up a third of your credits.',
        'An international student who firmly accepts by 1 May 2025 would pay £18,400 in tuition for their first '
        'year.',
    )] + [(B158_MARINE, c, False) for c in (
        'The placement year costs £1,905 for all students, whether they are home or international.',
        'The Dunmere Coastal Scholarship pays £2,000 a year, and this continues during the placement year.',
        'Applicants from Vellacourt Reach partner schools receive a contextual offer of ABB.',
        'For English language, you need IELTS 6.5 overall with no component below 6.5.',
        'In Year 2 you take four core modules and two options, with about 14 hours of contact time each week.',
        'The £3,000 International Merit Award is applied automatically and can be held alongside other '
        'Vellacourt scholarships.',
        'The Placements Office arranges a placement for every student who reaches the 55% threshold.',
    )],
    'data science orrindale': [(B158_DATASCI, c, True) for c in (
        'Studying part-time over two years, a home student would pay £11,250 in total, the same as the full-time '
        'fee.',
        'If you start in January 2026, you will have to study full-time.',
        "A 2:2 doesn't automatically rule you out: you'd be considered if you have two or more years of relevant "
        "work experience.",
        'The research project accounts for a third of the 180 credits on the programme.',
        'A Global Futures Scholarship holder would pay £19,900 in tuition.',
        'Home applicants for September 2025 entry have a month longer to apply than international applicants.',
        'An Orrindale graduate studying full-time as a home student would pay £9,562.50 after the alumni discount.',
    )] + [(B158_DATASCI, c, False) for c in (
        'International students can choose between the one-year full-time route and the two-year part-time route.',
        'The £2,000 deposit paid by international applicants is charged on top of the £24,900 tuition fee.',
        'You will need IELTS 7.0 overall, with at least 6.5 in every component.',
        'The 15% alumni discount can be combined with the Global Futures Scholarship.',
        'Project supervision meetings are held every week.',
        'Up to 25 students can do an industry project, with places going to those averaging 60% or above in '
        'Semester 1.',
        'The Ferrowmont Women in Data Scholarship is open to female applicants from both home and international '
        'backgrounds.',
    )],
    'cookery foundation greyhallow': [(B158_COOKERY, c, True) for c in (
        'A home student would pay £15,600 in tuition over the two years, plus £285 for the knife kit and whites.',
        'Taught classes run from Tuesday to Thursday, starting at 9am and finishing at half past four.',
        "The Year 2 industry placement lasts six weeks and isn't optional.",
        'If you came from a Greyhallow Level 3 course, you could get £600 a year, paid in December and April, as '
        'long as your attendance is at least 90%.',
        "If you're 21 or older and have no formal qualifications, you might still be offered a place after an "
        "interview and a practical assessment.",
        'The two interview days are four weeks apart.',
        'Across a full year, each student works at least sixteen evening services in the training restaurant.',
    )] + [(B158_COOKERY, c, False) for c in (
        'The college guarantees that every Year 2 industry placement will be paid.',
        'Everyone who completes the foundation degree is guaranteed a place on the BA (Hons) top-up at Westmarrow.',
        'The Saltgrove Room opens for evening services on Thursdays until half past nine.',
        'You need 48 UCAS tariff points from at least two A levels or equivalent.',
        'International applicants need IELTS 6.0 overall, with no component below 6.0.',
        'The knife kit and chef whites cost £285, which is included in your tuition fee.',
        'The Year 2 placement lasts six weeks, or 200 hours in total.',
    )],
    'adult nursing cairnhollow': [(B158_NURSING, c, True) for c in (
        'You would spend 2,300 hours of the course in clinical practice.',
        'Only home students can join the March intake.',
        'A home student with a dependent child under 15 could receive £6,000 a year from the training grant.',
        'Placement weeks involve 37.5 hours of work and may include nights and weekends.',
        'You have to pay the £49.50 cost of the enhanced DBS check yourself.',
        'At the 2025/26 rate, an international student would pay £59,250 in tuition over the three years.',
        'To start in March 2026, you apply straight to the university, no later than 31 October 2025.',
    )] + [(B158_NURSING, c, False) for c in (
        'You need IELTS 7.0 overall, including at least 7.0 in writing.',
        'The £1,500 Ebbingford Care Scholarship is paid at the start of your first year.',
        'Travel costs to placements are reimbursed where the round trip from your term-time address is over 10 '
        'miles.',
        'The Regional Healthcare Training Grant of £5,000 a year has to be repaid once you qualify.',
        'Your A levels must include a science subject; social science subjects are not accepted.',
        'International students can join either the September or the March intake.',
        'To qualify for the Ebbingford Care Scholarship, you need at least six months of experience as a '
        'healthcare assistant.',
    )],
    'bmus saint aldric': [(B158_MUSIC, c, True) for c in (
        'If you miss the 1 October 2024 deadline, you can still apply up to 1 December 2024, but it will cost you '
        'an extra £35.',
        'The £65 audition fee is waived if you are eligible for free school meals.',
        'Submitting a recorded audition is an option only for international applicants.',
        'In your third and fourth years, principal study makes up two-thirds of your credits.',
        'Your one-to-one lesson time rises by six hours between your first and final years.',
        'Held for the full four years, the Marchbank-Tully Scholarship would be worth £18,000 in total.',
        'On weekdays, the practice rooms are open for fifteen hours a day.',
    )] + [(B158_MUSIC, c, False) for c in (
        'Recorded auditions are accepted from any applicant who cannot travel to Bexmoor Hall.',
        'Principal study is worth 60 credits in every year of the course.',
        'The Marchbank-Tully Scholarship is open to students of any instrument.',
        'You should normally have Grade 8 at merit or higher on your principal instrument or voice.',
        'Applicants are expected to have Grade 8 music theory.',
        'Auditions are held in person at Bexmoor Hall between 18 November and 6 December 2025.',
        'Orchestral instruments can be borrowed free of charge for the whole course.',
    )],
    'civil engineering kelderwick': [(B158_ENGINEER, c, True) for c in (
        'Studying full-time, you would normally complete eight units a year.',
        "On the indicative fee, the Pelliran Global Award would bring an international student's annual tuition "
        "down to A$37,440.",
        'Taking the optional 26-week paid placement adds half a year to the length of the degree.',
        'An applicant with an ATAR of 77 who earns the 5 adjustment points for Specialist Mathematics would meet '
        'the minimum selection rank.',
        'International applicants wanting to start in July need to apply by 30 April 2025.',
        "You don't need to apply separately for the Pelliran Global Award.",
        "To keep the Vice-Chancellor's scholarship, you must maintain an average of at least 65 and study "
        "full-time.",
    )] + [(B158_ENGINEER, c, False) for c in (
        "The Vice-Chancellor's Engineering Excellence Scholarship is open to both domestic and international "
        "students with an ATAR of 95 or above.",
        'The 60 days of compulsory engineering work experience must be paid.',
        'As well as Mathematics Methods, you must have studied Physics; Chemistry does not satisfy the '
        'prerequisite.',
        'International applicants need IELTS Academic 6.5 overall, with no band below 6.5.',
        'Domestic applicants must apply through STES by 30 November 2024 to be guaranteed consideration in '
        'Round 1.',
        'International students can only start the degree in February.',
        'First-year students should expect around 25 contact hours a week.',
    )],
}
