"""Probe batch 153, written by a helper agent that saw neither the code nor an earlier probe (session 63), on
user questions with three retrieved web passages each (six local-services topics) and chatbot answer claims."""

from __future__ import annotations

B153_BULKY = (
    'Question: How much will it cost to have an old sofa and a fridge collected in Quillerby, and how '
    'soon can I get a slot?\n'
    'Passage 1: Quillerby City Council, Bulky Waste Collections page, updated 3 February 2025. Residents '
    'can book a collection of up to five bulky items for a flat fee of £38, with each additional item '
    'charged at £6, up to a maximum of ten items per booking. Fridges and freezers are charged separately '
    'at £24 each because they have to be degassed, and they do not count towards the five-item allowance. '
    'Collections run Tuesday to Saturday. Items must be out by 7am on the collection day and placed at '
    'the edge of your property, not on the pavement. Bookings close at noon two working days before the '
    'collection date. Residents who receive Council Tax Reduction pay half the flat fee; this concession '
    'does not apply to fridges and freezers. We cannot collect garden waste, building rubble, car parts '
    'or anything that two people cannot lift safely. Cancellations made at least 48 hours in advance are '
    'refunded in full; later cancellations are not refunded.\n'
    "Passage 2: The Quillerby Courier, 19 March 2025. Waiting times for the council's bulky-waste service "
    'have stretched to as long as 23 days in the northern wards, up from an average of nine days last '
    "autumn, after one of the service's three collection lorries was taken off the road for repairs. "
    'Councillor Ottilie Brackwater, cabinet member for environment, said a hired replacement would arrive '
    "'by mid-April' and that waits should then fall back below two weeks. She also confirmed that the "
    'flat fee will rise from £38 to £42 on 1 April, with the extra-item charge unchanged. Reports of '
    'fly-tipping in Harrowgate ward rose by 31% over the same period.\n'
    "Passage 3: QuillerbyTalk forum, post by 'bindaywatcher', 28 April 2025. Booked a sofa, two "
    'armchairs, a bed frame and a wardrobe plus a fridge last week. Paid £42 plus £24, so £66 all in. My '
    'slot was 11 days out, which beats the three weeks my neighbour waited in March. The crew turned up '
    "at 7:40am, so get everything out the night before. One warning: they refused my neighbour's mattress "
    'because it was wrapped in a torn bin bag. Apparently mattresses now have to be in a sealed mattress '
    'bag, so check before your slot.'
)

B153_MUSEUM = (
    'Question: Are there any free days at the Halvergate Museum, and is a membership worth buying?\n'
    'Passage 1: Halvergate Museum of Clockwork and Industry, Plan Your Visit page, accessed 6 January '
    '2025. General admission is £14 for adults and £9 for concessions (students, over-65s and '
    'jobseekers). Under-16s go free when accompanied by an adult. Admission is free for everyone on the '
    'first Sunday of every month from 10am to 5pm, although special exhibitions still require a paid, '
    'timed ticket. Residents of the Halvergate district who show proof of address get free entry every '
    'Thursday evening from 5pm to 8pm. Individual membership costs £55 a year, and joint membership for '
    'two named adults living at the same address costs £85. Both include unlimited general admission, '
    'free entry to all special exhibitions and 10% off in the shop and café. The museum is closed on '
    'Mondays except bank holidays.\n'
    "Passage 2: Halvergate Gazette, 14 February 2025. From 1 March, visitors to the museum's free first "
    'Sundays will have to reserve a free time slot online, after a crowd of more than 4,200 people on the '
    'January free day forced staff to close the doors at 1:15pm. Director Perpetua Wrenfield said about '
    '600 walk-up places would be kept back each free Sunday for visitors without internet access. The '
    'museum also announced that its Thursday evening free entry for local residents will move to '
    'Wednesdays from April, keeping the same hours.\n'
    "Passage 3: Tripcomber review by 'Gwendolyn_T', 9 April 2025. Went on a Wednesday evening and showed "
    'my council-tax bill at the desk: straight in, no charge. My partner and I have had the joint '
    'membership for two years, and it paid for itself within three visits to the special exhibitions, '
    "which are £16 a ticket. The shop discount is only 10% and doesn't apply to sale items. The café is "
    'pricey, with a flat white at £4.20, but members get the same 10% off there too.'
)

B153_POOL = (
    'Question: When can I do lane swimming at Brindlecombe pool, and what does it cost?\n'
    'Passage 1: Brindlecombe Leisure Trust, Lane Swimming Timetable, effective 6 January 2025. Lane '
    'swimming takes place in the 25-metre main pool, divided into slow, medium and fast lanes. Early '
    'sessions run from 6:30am to 8:30am, Monday to Friday. Lunchtime sessions run from 12:00 to 1:30pm on '
    'Mondays, Wednesdays and Fridays. Evening sessions run from 7:30pm to 9:30pm on Tuesdays and '
    'Thursdays. At weekends, lane swimming is available on Saturdays only, from 8:00am to 10:00am. A '
    'single adult swim costs £5.40, or £3.70 for juniors aged 8 to 17 and for over-60s. A ten-swim card '
    'costs £48 and is valid for six months from purchase. Aqua monthly membership costs £32 and includes '
    'unlimited lane swims. Children under 8 are not permitted in lane sessions. Each session is limited '
    'to 45 swimmers. Members can book up to seven days ahead; pay-as-you-go swimmers can book up to three '
    'days ahead.\n'
    'Passage 2: Brindlecombe Herald, 22 May 2025. The Leisure Trust is cutting Thursday evening lane '
    'swimming at Brindlecombe pool from two hours to one, ending at 8:30pm, to make room for a new '
    'water-polo club from 2 June. A Trust spokesman, Fenwick Ollerenshaw, said the Tuesday evening '
    "session would not be affected. The Herald also notes that April's price rise took a single adult "
    'swim to £5.80 and the ten-swim card to £52, while the junior and over-60 rate stayed at £3.70 and '
    'Aqua membership at £32.\n'
    "Passage 3: SwimNorth forum, post by 'lengthsandlengths', 10 June 2025. Thursday evening now finishes "
    'at 8:30, as the Herald said, and the fast lane was rammed: I counted 14 people in it. Early sessions '
    'are much quieter, especially on Fridays. If you swim less than twice a week, the ten-swim card is '
    'still the best deal; at £52 it works out at £5.20 a swim. Be aware that the Wednesday lunchtime '
    'session was cancelled twice in May for school galas.'
)

B153_MARATHON = (
    'Question: What are the entry rules for the Skelderwick Marathon? I want to know the age limit, the '
    'cost and whether I can pass my place on.\n'
    'Passage 1: Skelderwick Marathon, Entry Rules 2025, published 1 November 2024. Entrants must be aged '
    '18 or over on race day, Sunday 12 October 2025. Standard entry costs £62 for runners affiliated to a '
    'club and £68 for unaffiliated runners; the extra £6 covers a day licence. Entries open at 10am on 15 '
    'January 2025 and close on 31 August or when all 9,000 places have been taken, whichever comes first. '
    'Places can be transferred to another runner for a £15 admin fee until 31 July; no transfers are '
    'possible after that date. Deferral to the 2026 race is allowed once, for a fee of £20, up to 14 days '
    "before race day. Entry fees are not refundable except on medical grounds with a doctor's letter, in "
    'which case 50% of the fee is returned. Runners must be able to finish within the 6 hour 30 minute '
    'cut-off, after which roads reopen behind the sweep vehicle. Only bone-conduction headphones are '
    'permitted on the course.\n'
    "Passage 2: Skelderwick Post, 24 January 2025. The marathon's 9,000 general places sold out in just "
    'under 40 hours, compared with three days last year. On top of those, 1,200 charity places are '
    'available through partner charities; charity runners pay no entry fee but must raise at least £450. '
    'Race director Isadora Pennywhistle confirmed that a waiting list has opened and that places released '
    'through deferrals will be offered in list order.\n'
    "Passage 3: RunnersHaven forum, post by 'hillrepeats_harriet', 3 August 2025. Heads-up for anyone "
    'chasing a place: after complaints, the organisers pushed the transfer deadline back to 15 August '
    'this year, so there are still a couple of weeks. I transferred mine to a clubmate on 2 August and '
    'paid the usual £15. Also, the updated race pack says the cut-off is now 6 hours, not 6 and a half, '
    'so slower runners should check before taking a place.'
)

B153_EBOOKS = (
    'Question: How many e-books can I borrow at once from Dunmarrow Libraries, and how long can I keep '
    'them?\n'
    'Passage 1: Dunmarrow Libraries, eLending FAQ, updated 10 March 2025. Members can borrow up to 6 '
    'e-books and 4 e-audiobooks at a time through the Lantern Reader app. The standard loan period is 21 '
    'days, but you can choose a 7-day or 14-day loan when you borrow. Loans are returned automatically at '
    'the end of the loan period, so there are no late fees. You can have up to 8 holds at once; when a '
    'hold becomes available you have 72 hours to borrow it before it passes to the next person. Each loan '
    'can be renewed once, provided nobody is waiting for the title. E-magazines do not count towards any '
    'limit. Junior members (under 14) can borrow up to 3 e-books at a time. You need a full library card: '
    'temporary cards issued online can be used for e-magazines only until they are verified in a branch.\n'
    'Passage 2: Dunmarrow Chronicle, 2 June 2025. Dunmarrow Libraries will raise its e-book limit from '
    'six to ten titles from 1 July, after e-lending grew by 38% in 2024 to 412,000 loans. The e-audiobook '
    'limit will stay at four. Head of libraries Barnaby Quillfeather said the council had increased the '
    'digital budget by £85,000 to £310,000, but warned that popular titles may still have long hold '
    'queues because publishers charge libraries up to four times the consumer price for some licences.\n'
    "Passage 3: DunmarrowLocal forum, post by 'pageturner_88', 14 July 2025. Can confirm the limit is now "
    "10; I've got 9 out at the moment. Holds are still capped at 8, though, and the wait for the new "
    'Corvin Lastbury thriller is 27 weeks. If you choose the 7-day loan, the book goes back to the next '
    'person sooner, which people in the queue appreciate. Also, the renew button only appears in the last '
    '3 days of a loan.'
)

B153_ALLOTMENTS = (
    'Question: How long is the waiting list for an allotment in Hasselthorpe, and how much does a plot '
    'cost?\n'
    'Passage 1: Hasselthorpe Town Council, Allotments page, updated 12 September 2024. The council '
    'manages 214 plots across four sites: Mardle Lane (88 plots), Pickering Common (61), Old Tannery (43) '
    'and Weaverscroft (22). A full plot measures 250 square metres and costs £96 a year; half plots cost '
    '£52. Water is included at every site except Weaverscroft, where tenants pay an extra £12 a year. '
    'Applicants must live in Hasselthorpe parish and be 18 or over, and may join the list for up to two '
    'sites. Rent is due on 1 October for the year ahead. Tenants aged over 65 or receiving Universal '
    'Credit get a 25% discount. Sheds up to 2 metres by 1.5 metres are allowed with written permission, '
    'and bonfires are banned from April to September. The waiting list currently stands at around 140 '
    'people, and typical waits are 18 months to two years.\n'
    'Passage 2: Hasselthorpe Mercury, 7 March 2025. The town council has agreed to split 30 full plots at '
    'Mardle Lane into half plots, creating 30 extra tenancies, after the waiting list passed 190 names. '
    'Councillor Leopold Vantwinkle said the plots would be divided as current tenants leave, rather than '
    'asking anyone to downsize. Rents will rise by 8% from October 2025, the first increase since 2021.\n'
    "Passage 3: Hasselthorpe Grow Your Own forum, post by 'runnerbean_rosalind', 19 May 2025. I joined "
    'the list in January 2023 and was offered a half plot at Old Tannery last week, so roughly two years '
    'and four months. The site rep told me Weaverscroft moves quickest because fewer people apply for it, '
    'even though you pay for water there. Also, the council now asks you to confirm every 12 months that '
    "you still want to stay on the list, or you're removed. I nearly missed my reminder email."
)

BATCHES_153 = {
    'bulky waste quillerby': [(B153_BULKY, c, True) for c in (
        'Since 1 April the flat fee for up to five bulky items has been £42, which is £4 more than the '
        'earlier £38.',
        "A fridge costs an extra £24 and doesn't use up any of your five-item allowance.",
        'At current prices a sofa plus a fridge would come to £66, the same total one forum user paid for '
        'five items and a fridge.',
        "If you receive Council Tax Reduction, you pay half the flat fee, although the fridge charge isn't "
        'discounted.',
        'Bookings have to be made by midday two working days before your collection.',
        "Collections don't take place on Sundays or Mondays.",
        'In March, waits in the northern wards reached 23 days, more than twice the nine-day average of the '
        'previous autumn.',
    )] + [(B153_BULKY, c, False) for c in (
        'Your items should be put out on the pavement by 7am on collection day.',
        'The Council Tax Reduction discount also halves the £24 charge for fridges and freezers.',
        'You can get a full refund if you cancel at least 24 hours before your collection.',
        "The longer waits were caused by two of the council's three collection lorries being off the road for "
        'repairs.',
        'The April price rise also pushed up the £6 charge for each item beyond the first five.',
        'Councillor Ottilie Brackwater said the council had bought a replacement lorry, due to arrive by '
        'mid-April.',
        'A forum user said the crew refused a mattress because it was too heavy for two people to lift '
        'safely.',
    )],
    'museum halvergate free days': [(B153_MUSEUM, c, True) for c in (
        'An adult ticket is £14, which is £5 more than the concession price.',
        "Children under 16 get in free as long as they're with an adult.",
        "On the first Sunday of each month general admission is free for everyone from 10am to 5pm, but you'd "
        'still need a paid timed ticket for special exhibitions.',
        'Since March, the free first Sundays have required an online time-slot booking, with roughly 600 '
        'walk-up places held back for people without internet access.',
        'Free evening entry for local residents moved from Thursdays to Wednesdays in April and still runs '
        'from 5pm to 8pm; one reviewer got in free on a Wednesday evening by showing a council-tax bill.',
        'Joint membership for two named adults at the same address costs £30 a year more than individual '
        'membership.',
        'Both membership types include free entry to every special exhibition, which one reviewer priced at '
        '£16 a ticket.',
    )] + [(B153_MUSEUM, c, False) for c in (
        'Under-16s can get in free even without an adult.',
        'Members get 15% off in the museum shop and café.',
        'The museum is closed every Monday, bank holidays included.',
        'The booking system was brought in after more than 4,200 people turned up on the January free day and '
        'the doors were shut at 3:15pm.',
        'Perpetua Wrenfield said about 600 walk-up places would be kept back each free Sunday for Halvergate '
        'residents.',
        'One reviewer said the 10% shop discount applies to sale items as well.',
        'Individual membership costs £85 a year and covers unlimited general admission.',
    )],
    'lane swim brindlecombe': [(B153_POOL, c, True) for c in (
        'Early-morning lane swimming runs on weekdays from half past six until half past eight.',
        'Since 2 June the Thursday evening session has lasted one hour instead of two, finishing at 8:30pm.',
        "The Tuesday evening session wasn't affected by the change and still runs from 7:30pm to 9:30pm.",
        'A single adult swim now costs £5.80, up 40p from £5.40.',
        'With the ten-swim card now at £52, each swim works out 60p cheaper than buying single adult swims.',
        "Children younger than eight aren't allowed in lane sessions.",
        'The only weekend lane swimming is on Saturday mornings, from 8am to 10am.',
    )] + [(B153_POOL, c, False) for c in (
        'Lunchtime lane swimming runs every weekday from noon until 1:30pm.',
        'The ten-swim card is valid for a year from the date you buy it.',
        'The Thursday evening session was shortened to make space for school galas.',
        'Aqua members can book sessions up to three days ahead.',
        'Both the Tuesday and Thursday evening sessions now finish at 8:30pm.',
        'One forum user counted 45 swimmers in the fast lane on a Thursday evening.',
        'The junior and over-60 rate also went up in April, along with the adult price.',
    )],
    'skelderwick marathon entry': [(B153_MARATHON, c, True) for c in (
        'You have to be at least 18 on race day, which is Sunday 12 October 2025.',
        "Runners who aren't in a club pay £68, £6 more than club runners, with the difference covering a day "
        'licence.',
        'All 9,000 general places went in less than 40 hours, whereas last year they took three days to sell '
        'out.',
        'You can defer to the 2026 race once, for £20, as long as you do it at least two weeks before race '
        'day.',
        "Apart from medical withdrawals backed by a doctor's letter, which get half the fee back, entry fees "
        "aren't refunded.",
        "Charity places carry no entry fee, but you'd need to raise a minimum of £450.",
        'A forum poster says the transfer deadline was extended to 15 August and that they passed their place '
        'to a clubmate on 2 August for £15.',
    )] + [(B153_MARATHON, c, False) for c in (
        'You need to be 18 or over by 15 January 2025, when entries open.',
        'Under the official rules, places can be transferred to another runner free of charge until 31 July.',
        'Deferring your place to 2026 costs £15 and can be done up to 14 days before the race.',
        "If you withdraw on medical grounds with a doctor's letter, your full entry fee is refunded.",
        'The general places sold out in just under 40 hours, three days quicker than last year.',
        'Any type of headphones may be worn on the course.',
        'Isadora Pennywhistle said places released through transfers will be offered to the waiting list in '
        'order.',
    )],
    'dunmarrow ebook limits': [(B153_EBOOKS, c, True) for c in (
        'Since 1 July you can have up to ten e-books out at once, up from six.',
        "The e-audiobook limit hasn't changed and remains at four.",
        'The default loan lasts 21 days, though you can pick a one- or two-week loan instead.',
        'There are no late fees, because loans go back automatically when the period ends.',
        'When a hold becomes available, you have three days to borrow it before it moves on to the next '
        'person.',
        'Before the increase the digital budget was £225,000, since it went up by £85,000 to reach £310,000.',
        "Junior members under 14 can borrow three e-books at a time, and e-magazines don't count towards "
        "anyone's limit.",
    )] + [(B153_EBOOKS, c, False) for c in (
        'From July you can also place up to ten holds at once.',
        'You can keep renewing an e-book for as long as nobody else is waiting for it.',
        'A temporary card issued online lets you borrow e-books until it has been verified in a branch.',
        'E-lending rose by 38% in 2024 to 310,000 loans.',
        'According to a forum user, the 27-week wait for the new Corvin Lastbury thriller is because the '
        'library bought only one licence.',
        'Publishers charge libraries four times the consumer price for every e-book licence.',
        'A loan can be renewed at any point while you have the book.',
    )],
    'hasselthorpe allotment list': [(B153_ALLOTMENTS, c, True) for c in (
        'A half plot is £44 a year cheaper than a full 250-square-metre plot.',
        "At Weaverscroft you'd pay an extra £12 a year for water, which is included at the other three sites.",
        'The list grew from around 140 people in September 2024 to more than 190 names by March 2025.',
        'Once the 8% rise takes effect in October 2025, a full plot will cost just under £104 a year.',
        'One forum poster who joined the list in January 2023 waited around 28 months before being offered a '
        'half plot at Old Tannery.',
        'Tenants over 65 or on Universal Credit get a quarter off.',
        'Splitting 30 full plots at Mardle Lane into halves will add 30 tenancies, but only as existing '
        'tenants leave.',
    )] + [(B153_ALLOTMENTS, c, False) for c in (
        'You can join the waiting list for up to three sites.',
        'Bonfires are banned on the allotments from March to September.',
        'Rents will go up by 8% from October 2025, the first rise since 2019.',
        'Councillor Leopold Vantwinkle said current full-plot tenants at Mardle Lane would be asked to '
        'downsize to half plots.',
        'A site rep said Weaverscroft, the largest site, has the shortest wait.',
        'Old Tannery has 61 plots.',
        "If you don't confirm every six months that you still want your place, you're taken off the list.",
    )],
}
