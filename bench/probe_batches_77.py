"""Probe batch 77, written by a helper agent that saw neither the code nor an earlier probe (session 49), on six
made-up question-answering contexts (a question and three retrieved passages) and the answers a language model gives.
Counted unread on session 48's code, then read (served engine) to find session 49's check rounds, so in sample for
them (``docs/verdict-quality-log.md``)."""
from __future__ import annotations

B77_DEHUMIDIFIER = (
    "Question: How often should I clean the filter on my Brisko DH-40 dehumidifier, and what should I do if "
    "the tank-full light is flashing? "
    "Passage 1: Brisko DH-40 User Manual, section 6 (Care and maintenance). The washable air filter sits behind "
    "the front grille and should be rinsed under lukewarm running water every two weeks during normal use. Do not "
    "use detergent, and do not use water hotter than 40 °C, because heat can warp the mesh frame. Shake off excess "
    "water and let the filter dry completely, for at least four hours, before you slide it back in. Never run the "
    "dehumidifier without the filter fitted; doing so voids the warranty. The carbon pre-filter (part BK-7, sold "
    "separately) is not washable and should be replaced every six months. "
    "Passage 2: Brisko DH-40 User Manual, section 8 (Troubleshooting). A steady tank-full light means the "
    "3.2-litre water tank is full: empty it and push it back in until it clicks. A flashing tank-full light means "
    "something different: the float sensor is stuck. Remove the tank, shake any debris out of the float cage and "
    "reinsert the tank. If the light is still flashing after two attempts, contact Brisko customer support rather "
    "than opening the unit. Whenever the tank-full light is on, the DH-40 stops collecting water, but the fan keeps "
    "running for three minutes to dry the coil. "
    "Passage 3: Brisko support FAQ. Owners using the DH-40 in damp basements often ask whether the filter needs "
    "more frequent care. Brisko recommends rinsing it weekly if the unit runs continuously in a room above 70% "
    "relative humidity, or in a home with pets. For continuous drainage, connect a hose with a 12 mm inner diameter "
    "to the rear outlet; the hose is not included. When the unit drains through a hose, the tank-full light will "
    "not come on. Some owners report that the light can flash briefly after the unit has been moved, although "
    "Brisko has not confirmed this."
)

B77_CALVANE = (
    "Question: What is the best way to get to Calvane Island, and what can visitors do there in spring? "
    "Passage 1: Getting there. Calvane Island lies 14 km off the coast, opposite the mainland port of Dunstrell. "
    "The Calvane Line ferry sails from Dunstrell three times a day between April and October and once a day during "
    "the winter months; the crossing takes 50 minutes. Vehicles must be booked at least 48 hours in advance, while "
    "foot passengers can buy tickets at the pier on the day. The island's small airstrip at Hobb's Field has no "
    "scheduled services and takes charter flights only. Most visitors base themselves in Port Merrow, the island's "
    "only town. "
    "Passage 2: Calvane in spring. From mid-April to late July, puffins nest on the Skerra cliffs on the north "
    "shore. The cliff path is closed to walkers throughout May to protect the nests, but guided boat tours leave "
    "Port Merrow harbour daily and circle beneath the cliffs. Local guides believe the colony may be shrinking, "
    "although no count has been published. The Merrow Spring Fair, held on the first weekend of May, brings stalls "
    "selling island cheese and wool, and the harbour cafés extend their opening hours for the season. "
    "Passage 3: Tollan Abbey. The ruined Tollan Abbey in the centre of the island is looked after by the Calvane "
    "Heritage Trust. It is open from 10:00 to 17:00 every day except Monday, from Easter until the end of "
    "September. Adults pay 6 crowns and children under 12 enter free. The bell tower, rebuilt in 1884, may only be "
    "climbed with a guide. The Trust reminds visitors that the inland bus, route 4, which stops at the abbey gate, "
    "runs only at weekends outside the summer season."
)

B77_BRENFIELD = (
    "Question: What are the symptoms of Brenfield's wrist, and how is it treated? "
    "Passage 1: Elmcroft Hand Clinic patient leaflet, 'Understanding Brenfield's wrist'. Brenfield's wrist is a "
    "swelling of the sheath that surrounds the tendons on the thumb side of the wrist. It most often affects people "
    "between 30 and 55 whose work or hobbies involve repeated gripping, such as gardeners and baristas. Typical "
    "signs are a dull ache when you twist your wrist, a creaking feeling when the thumb moves, and swelling that is "
    "worse in the morning. Numbness in the fingers is not usually part of the condition; if you notice numbness, "
    "tell your doctor, because it may point to a different problem. "
    "Passage 2: Treatment. Most patients improve within six to eight weeks with rest and a thumb splint worn at "
    "night. Keep wearing the splint at night for two weeks after the pain has gone. Our physiotherapists will show "
    "you a set of gentle stretching exercises to do twice a day. Ice packs applied for ten minutes at a time can "
    "ease the swelling; heat is not advised during the first week. If symptoms persist beyond eight weeks, a "
    "steroid injection may be offered. Surgery is considered only when two injections have failed to bring relief. "
    "Passage 3: About the clinic. The Elmcroft Hand Clinic runs a walk-in service on Tuesdays and Thursdays from "
    "8:30 to 12:00. You do not need a referral from your GP for a first visit, but a referral is required before "
    "any injection can be given. Please bring a list of the medicines you currently take. Early research suggests a "
    "possible link between Brenfield's wrist and long hours of smartphone use, but this has not been confirmed, and "
    "the clinic does not currently advise patients to limit their phone use."
)

B77_FENNELNET = (
    "Question: How do I turn on automatic retries in the fennelnet HTTP client, and what does it retry by default? "
    "Passage 1: fennelnet documentation, 'Retries'. The Client class accepts a retries argument. Its default value "
    "is 0, which means a failed request is not retried at all. Setting retries=3, for example, lets the client make "
    "up to three further attempts after the first one fails. By default, retries apply only to connection errors "
    "and to responses with status 502, 503 or 504; a response with status 500 is returned to the caller straight "
    "away. The wait between attempts starts at 0.5 seconds and doubles after each failed attempt. "
    "Passage 2: fennelnet changelog. Version 2.4: added the retry_on option, which takes a list of status codes to "
    "retry in place of the default set. Also in 2.4, each wait between attempts is now capped at 30 seconds. "
    "Version 2.2 and earlier used a fixed one-second wait that did not grow between attempts. Note (unchanged since "
    "2.0): POST requests are never retried unless retry_unsafe=True is passed, because repeating them could create "
    "duplicate records on the server. Version 2.3 fixed a bug in which the retries argument was ignored for HEAD "
    "requests. "
    "Passage 3: fennelnet community forum. Answering a user question, maintainer Rosalind Veit confirmed that "
    "AsyncClient accepts the same arguments as Client, including retries. The request timeout is configured "
    "separately with the timeout argument, which defaults to 10 seconds; time spent waiting between retries does "
    "not count towards it. Veit added that the team may drop support for Python 3.8 in the next major release, but "
    "no date has been set. Several users in the thread asked for random jitter to be added to the waits; she said "
    "this was still under discussion."
)

B77_ASHMOOR = (
    "Question: When was the Ashmoor Valley Historical Society founded, and what does it do today? "
    "Passage 1: Our history. The Ashmoor Valley Historical Society was founded in 1952 by the schoolteacher Edna "
    "Pruett and four of her neighbours, who wanted to save the records of the Ashmoor woollen mill after it closed. "
    "For its first years the society met in the back room of the Crane Inn. In 1968 it bought the former station "
    "master's house on Railway Lane, which has served as its museum ever since. Pruett chaired the society until "
    "1974, and a plaque beside the museum door commemorates the five founders. "
    "Passage 2: The society today. The society has about 340 members and is run entirely by volunteers. The museum "
    "on Railway Lane is open on Saturdays from 11 a.m. to 4 p.m. and, by appointment, to school groups on weekdays. "
    "Its archive holds mill ledgers from 1871 to 1949, parish maps, and more than 2,000 photographs of the valley. "
    "Members receive The Ashmoor Record, a newsletter published four times a year, and can volunteer as museum "
    "stewards or archive helpers. New members are welcomed at an open evening held each March. "
    "Passage 3: Neighbouring groups. The Kelby Local History Group, founded in 1979, runs an annual lecture series "
    "jointly with the Ashmoor Valley Historical Society. The Kelby group meets monthly at Kelby library and has no "
    "museum of its own. In 2021 the two societies completed a joint project that digitised part of both "
    "collections; the organisers said the remainder may be put online in the coming years if funding allows. The "
    "lectures alternate between the two villages each autumn, and Kelby's own archive concentrates on the village's "
    "farming history."
)

B77_SQUASH = (
    "Question: When and how should I sow and plant out Tessaly Gold squash? "
    "Passage 1: Bramblecote Nurseries seed packet, Tessaly Gold. Tessaly Gold is a compact bush squash. Sow indoors "
    "three to four weeks before your last expected frost, one seed per 9 cm pot, pushing each seed in on its side "
    "about 2 cm deep. Keep the pots at 20-25 °C; seedlings usually appear within a week. Harden the young plants "
    "off for a few days, then plant out only once all risk of frost has passed, spacing them 90 cm apart. Each "
    "packet contains about 12 seeds. "
    "Passage 2: Bramblecote growing guide. Tessaly Gold prefers rich soil, so dig a bucket of compost into each "
    "planting hole. Water at the base of the plant rather than over the leaves, about twice a week in dry weather. "
    "Unlike trailing varieties such as our Long Amber, Tessaly Gold needs no support and does not need pinching "
    "out. Fruit is usually ready 12 to 14 weeks after sowing, when the skin has turned deep yellow and resists a "
    "fingernail pressed into it. "
    "Passage 3: Storing winter squash. After harvest, leave the fruit in a sunny spot for about ten days so the "
    "skin hardens, then store it somewhere at 10-15 °C. Tessaly Gold keeps for up to three months in store, while "
    "Long Amber can last five. Some growers claim that cutting the fruit with a long stalk helps it store better, "
    "though Bramblecote says it has not tested this. Check stored squash every fortnight and use any with soft "
    "patches first. Do not store squash beside apples, which can make them soften faster."
)

BATCHES_77: dict[str, list[tuple[str, str, bool]]] = {
    'dehumidifier filter and tank light manual': [(B77_DEHUMIDIFIER, c, True) for c in (
        'Rinse the filter in lukewarm water about every two weeks in normal use, or weekly if the unit runs '
        'nonstop in a room above 70% humidity or you have pets. A flashing tank-full light means the float sensor '
        'is stuck: take the tank out, clear debris from the float cage and put it back.',
        'Do not use any detergent on the filter, and give it at least four hours to dry fully before refitting it.',
        'If the tank-full light is on steadily, you simply need to empty the 3.2-litre tank and reseat it until it '
        'clicks; a flashing light instead points to a stuck float sensor.',
        'Should the light still be flashing after you have tried clearing the float cage twice, get in touch with '
        'Brisko customer support instead of opening the unit.',
        'The BK-7 carbon pre-filter cannot be washed; it has to be replaced every six months.',
        'If you drain the DH-40 continuously through a hose on the rear outlet, the tank-full light will not come '
        'on. You need to supply the hose yourself, with a 12 mm inner diameter.',
        'While the tank-full light is lit, the dehumidifier stops collecting water, though its fan runs on for three '
        'minutes to dry the coil.',
    )] + [(B77_DEHUMIDIFIER, c, False) for c in (
        'After rinsing, let the filter dry for at least two hours before sliding it back in.',
        'Rinse the BK-7 carbon pre-filter under lukewarm water every two weeks along with the main filter.',
        'A flashing tank-full light means the tank is full, so empty it and push it back in until it clicks.',
        'Brisko recommends rinsing the DH-40 filter once a week under lukewarm water.',
        'If the light keeps flashing, unplug the unit for 30 seconds to reset the sensor before contacting support.',
        'A steady tank-full light means the 3.2-gallon tank is full; empty it and reseat it until it clicks.',
        'Moving the DH-40 causes the tank-full light to flash briefly, as Brisko has confirmed.',
    )],
    'island travel guide ferry and spring': [(B77_CALVANE, c, True) for c in (
        'Take the Calvane Line ferry from Dunstrell, which crosses three times daily from April to October and '
        'takes 50 minutes. In spring you can see puffins nesting on the Skerra cliffs from mid-April.',
        'Foot passengers can just buy a ticket at the pier on the day, but a car has to be booked at least two '
        'days ahead.',
        'In May the Skerra cliff path is shut to protect the nests, so the way to see the puffins then is one of '
        'the daily guided boat tours from Port Merrow harbour.',
        'On the first weekend of May the Merrow Spring Fair has stalls selling cheese and wool from the island.',
        'You cannot get a scheduled flight to the island: the Hobb\'s Field airstrip takes charter flights only.',
        'From Easter to the end of September, Tollan Abbey in the middle of the island opens 10:00-17:00 every day '
        'but Monday, and children under 12 get in free.',
        'The abbey\'s bell tower, which was rebuilt in 1884, can be climbed only with a guide.',
    )] + [(B77_CALVANE, c, False) for c in (
        'The Calvane Line ferry leaves Dunstrell three times a day all year round, and the crossing takes 50 minutes.',
        'If you are bringing a car, it must be booked at least 24 hours before sailing.',
        'The cliff path to the puffin colony is closed on Mondays but open on the other days of the week.',
        'As well as the puffins, spring visitors can often watch seal pups on the beaches below the Skerra cliffs.',
        'The Merrow Spring Fair, with its island cheese and wool stalls, is held on the last weekend of May.',
        'A published count shows that the puffin colony on the Skerra cliffs has been shrinking.',
        'Calvane Island is 14 miles off the coast from Dunstrell, and the ferry crossing takes 50 minutes.',
    )],
    'clinic leaflet on a wrist condition': [(B77_BRENFIELD, c, True) for c in (
        'Brenfield\'s wrist is a swollen tendon sheath on the thumb side of the wrist. It causes a dull ache when '
        'you twist the wrist, a creaking sensation as the thumb moves, and swelling that is worst in the morning.',
        'Treatment is mainly rest, a thumb splint at night and stretching exercises twice daily, and most people '
        'get better within six to eight weeks.',
        'Ten-minute ice packs can reduce the swelling, but heat should not be used in the first week.',
        'If it has not settled after eight weeks, a steroid injection may be offered; surgery is only considered '
        'once two injections have failed.',
        'Finger numbness is not a usual feature, so mention it to your doctor, as it could indicate a different '
        'problem.',
        'You can walk in for a first visit without a GP referral on Tuesday or Thursday mornings, although you will '
        'need a referral before you can have an injection.',
        'The condition mostly affects 30- to 55-year-olds who grip things repeatedly, for example gardeners and '
        'baristas. The night splint should be kept on for two weeks after the pain goes.',
    )] + [(B77_BRENFIELD, c, False) for c in (
        'Long hours of smartphone use have been shown to cause Brenfield\'s wrist.',
        'Most patients recover within two to three weeks with rest and a thumb splint worn at night.',
        'Heat should never be used on Brenfield\'s wrist at any stage of treatment; stick to ice packs.',
        'Anti-inflammatory painkillers such as ibuprofen are also recommended to ease the pain and swelling.',
        'Typical symptoms include numbness in the fingers, a dull ache when twisting the wrist and a creaking '
        'feeling when the thumb moves.',
        'Alongside a thumb splint at night, patients do a set of gentle stretching exercises twice a week.',
        'If symptoms persist beyond eight weeks, surgery is usually offered, and steroid injections are tried only '
        'if the operation does not help.',
    )],
    'python http library retry docs': [(B77_FENNELNET, c, True) for c in (
        'Pass a retries value to Client, e.g. retries=3 for up to three extra attempts after the first failure. '
        'It defaults to 0, so out of the box nothing is retried.',
        'By default only connection errors and 502, 503 and 504 responses are retried, while a 500 goes straight '
        'back to the caller. Since version 2.4 you can give your own list of status codes with retry_on.',
        'The delay between attempts begins at half a second and doubles each time, though from version 2.4 each '
        'wait is limited to 30 seconds.',
        'POST requests are not retried unless you set retry_unsafe=True, because sending them again could create '
        'duplicate records on the server.',
        'AsyncClient takes the same arguments as Client, so you turn on retries for it the same way.',
        'In version 2.2 and older, the wait between retries stayed at one second instead of growing.',
        'The request timeout is a separate setting (timeout, 10 seconds by default), and the time spent waiting '
        'between retries is not counted towards it.',
    )] + [(B77_FENNELNET, c, False) for c in (
        'By default the client retries a failed request three times; set retries=0 to turn this off.',
        'Out of the box, a 500 response is retried, while 502, 503 and 504 responses are returned to the caller '
        'straight away.',
        'The retry_on option, introduced in version 2.2, lets you supply your own status codes to retry.',
        'The team will drop support for Python 3.8 in the next major release.',
        'The waits between retries include random jitter so that many clients do not retry at the same moment.',
        'The wait starts at 0.5 milliseconds and doubles after each failed attempt.',
        'Once retries is set, POST requests are retried in the same way as GET requests.',
    )],
    'local historical society history': [(B77_ASHMOOR, c, True) for c in (
        'It was set up in 1952 by schoolteacher Edna Pruett and four neighbours to rescue the records of the '
        'Ashmoor woollen mill after its closure. Today it runs a museum in the old station master\'s house on '
        'Railway Lane, open on Saturdays from 11 to 4.',
        'The society has roughly 340 members, is run wholly by volunteers and sends members a quarterly newsletter, '
        'The Ashmoor Record.',
        'The society has owned its museum building since 1968, sixteen years after it was founded.',
        'Its archive includes mill ledgers covering 1871 to 1949, parish maps and over 2,000 photographs of the '
        'valley.',
        'Before it bought a building, the society held its meetings in a back room at the Crane Inn.',
        'Apart from Saturday opening, school groups can visit the museum on weekdays if they book an appointment.',
        'Together with the Kelby Local History Group it runs a yearly lecture series, and in 2021 the two groups '
        'digitised part of their collections in a joint project.',
    )] + [(B77_ASHMOOR, c, False) for c in (
        'The society was founded in 1925 by the schoolteacher Edna Pruett and four of her neighbours.',
        'The Ashmoor society holds monthly meetings at Kelby library.',
        'The rest of both collections will be put online over the coming years.',
        'Entry to the Railway Lane museum costs a small fee, which helps pay for the archive.',
        'Edna Pruett and four neighbours founded the society to preserve the records of the old Ashmoor railway '
        'station.',
        'Today the society has about 3,400 members and is run entirely by volunteers.',
        'Members receive The Ashmoor Record, a newsletter that comes out every month.',
    )],
    'seed packet and garden guide for squash': [(B77_SQUASH, c, True) for c in (
        'Start the seeds indoors three to four weeks before the last expected frost, one per 9 cm pot, set on its '
        'side about 2 cm deep at 20-25 °C. Plant them out only when there is no more risk of frost, 90 cm apart.',
        'Because the variety likes rich soil, add a bucket of compost to every planting hole.',
        'Being a bush type, Tessaly Gold does not have to be staked or pinched out, unlike the trailing Long Amber.',
        'In dry spells, water roughly twice a week, aiming at the base of the plant rather than the leaves.',
        'Seedlings should come up within about a week, and the squash are usually ready to pick 12 to 14 weeks '
        'after sowing.',
        'A fruit is ripe once its skin is deep yellow and does not give when you press a fingernail into it.',
        'After picking, leave the squash somewhere sunny for around ten days to harden the skin, then store them at '
        '10-15 °C, where Tessaly Gold keeps for up to three months.',
    )] + [(B77_SQUASH, c, False) for c in (
        'Once the risk of frost has passed, plant the young squash out 60 cm apart.',
        'Tessaly Gold keeps for up to five months in storage.',
        'Tessaly Gold is a trailing type, so give it a support and pinch out the growing tips.',
        'Cutting the fruit with a long stalk helps Tessaly Gold keep longer in storage.',
        'Once flowers appear, feed the plants every two weeks with a high-potash fertiliser.',
        'Sow one seed per 9 cm pot, pushing it in on its side about 2 inches deep.',
        'Water the plants about twice a week throughout the season, whatever the weather.',
    )],
}
