"""Hand-made probes of the served engine: claims an agent would send, each with the call it should get.

Usage: python bench/probes.py [--engine auto] [--verbose]

Each probe set is a made-up context with true and false claims written by hand (never taken from a data
set). A probe is right when the engine's supported / not-supported call matches. The sets were written in
session 20 to find what the engine gets wrong on the shapes of real answers (attributions, discourse
markers, numbered lists, remarks that the sources leave something out, rounded figures, units, clock
times, per-period prices, opposite words), with batches added in sessions 21-30 (each written before the changes
it prompted, so measured out of sample once) and helper-written batches 27 and 29-33 in ``probe_batches.py`` (session
34), 34-39 in ``probe_batches_34_39.py`` (session 35), 40-41 in ``probe_batches_40_41.py`` (session 36), 42-43 in
``probe_batches_42_43.py`` (session 37), 44 and 45 in ``probe_batches_44.py`` / ``_45.py`` (session 38), 46-49 in
``probe_batches_46_49.py`` (session 39), 50, 51 and 53 in ``probe_batches_50_53.py`` (session 40), 55 and 56 in
``probe_batches_54_57.py`` (session 41), 58-61 in ``probe_batches_58_61.py`` (session 43), 62-65 in
``probe_batches_62_65.py`` (session 44), 66-68 in ``probe_batches_66.py``, ``_67.py`` and ``_68.py`` (session 46),
69-71 in ``probe_batches_69.py``, ``_70.py`` and ``_71.py`` (session 47), 72-75 in ``probe_batches_72.py`` to
``_75.py`` (session 48), 76 (news summaries) and 77 (answers from retrieved passages) in ``probe_batches_76.py`` and
``_77.py`` (session 49), 78 (cited web pages) and 79 (JSON business records) in ``probe_batches_78.py`` and ``_79.py``
(session 50), 80 (JSON records in a listing dump's form) and 81 (retrieved web passages and a chatbot answer's claims)
in ``probe_batches_80.py`` and ``_81.py`` (session 52), 82 (news articles and summary sentences) and 83 (cited web
pages and encyclopedia sentences) in ``probe_batches_82.py`` and ``_83.py`` (session 53), 84 (cited web pages and
encyclopedia sentences), 85 (questions with three retrieved passages and a chatbot answer's sentences), 86 (news
articles and summary sentences), 87 (cited web pages and encyclopedia sentences), 88 (questions with retrieved
passages and a chatbot answer's sentences) and 89 (news articles and summary sentences) in ``probe_batches_84.py`` to
``_89.py`` (session 54);
90 (cited web pages and encyclopedia sentences), 91 (listing-dump JSON business records and overview sentences), 92
(questions with retrieved passages and a chatbot answer's sentences) and 93 (news articles and summary sentences) in
``probe_batches_90.py`` to ``_93.py``, 95 (news articles and summary sentences) and 94 (cited web pages and
encyclopedia sentences; registered after 95) in ``probe_batches_95.py`` and ``_94.py``, and 96 (news summaries
whose sentences mostly use a universal word: all, every, each, both, none) in ``probe_batches_96.py`` (session 55);
97 (cited web pages and encyclopedia sentences), 98 (listing-dump JSON business records and overview sentences), 99
(questions with retrieved passages and a chatbot answer's sentences), 100 and 102 (news articles and summary
sentences) and 101 (news summaries whose sentences mostly use a universal word) in ``probe_batches_97.py`` to
``_102.py``, and 103 (listing-dump records), 104 (questions with retrieved passages) and 105 (cited web pages) in
``probe_batches_103.py`` to ``_105.py`` (session 56); 106, 113 and 114 (cited web pages and encyclopedia sentences),
107 and 111 (listing-dump records and overview sentences), 108 and 112 (questions with retrieved passages and a
chatbot answer's sentences) and 109 and 110 (news articles and summary sentences) in ``probe_batches_106.py`` to
``_114.py``, and 115 (listing-dump records whose overview sentences speak of categories in varied ways, written to
test the category reader) in ``probe_batches_115.py`` (session 57); 116 and 121 (cited web pages and
encyclopedia sentences), 117, 118 and 124 (listing-dump records and overview sentences), 119 and 122 (questions with
retrieved passages and a chatbot answer's sentences) and 120 and 123 (news articles and summary sentences) in
``probe_batches_116.py`` to ``_124.py``, and 125 (listing-dump records whose overviews give a week's hours in one
sentence, written to test an hours round) in ``probe_batches_125.py`` (session 58); 126 (cited web pages and
encyclopedia sentences), 127 and 131 (listing-dump records and overview sentences), 128 (questions with retrieved
passages and a chatbot answer's sentences) and 129 and 130 (news articles and summary sentences) in
``probe_batches_126.py`` to ``_131.py`` (session 59); 132 (product pages and a shopping assistant's answer
sentences), 133 (minutes of meetings and summary sentences), 134 (news articles and summary sentences), 135
(listing-dump records and overview sentences), 136 (questions with retrieved passages and a chatbot answer's
sentences) and 137 (cited web pages and encyclopedia sentences) in ``probe_batches_132.py`` to ``_137.py`` (session
60); 138 (medicine leaflets and a health chatbot's answer sentences), 139 (companies' results releases and summary
sentences), 140 (listing-dump records and overview sentences), 141 (questions with retrieved passages and a chatbot
answer's sentences), 142 (match and race reports and summary sentences) and 143 (cited web pages and encyclopedia
sentences) in ``probe_batches_138.py`` to ``_143.py`` (session 61); 144 (property listings and a home-search
assistant's answer sentences), 145 (booking terms of travel and event firms and a customer-service chatbot's answer
sentences), 146 (listing-dump records and overview sentences), 147 (questions with retrieved passages and a chatbot
answer's sentences), 148 (job adverts and a job-search assistant's answer sentences) and 149 (local news articles and
summary sentences) in ``probe_batches_144.py`` to ``_149.py`` (session 62); 150 (public transport service pages and
a travel assistant's answer sentences), 151 (product manuals and spec sheets and a support chatbot's answer
sentences), 152 (listing-dump records and overview sentences), 153 (questions with retrieved passages and a
chatbot answer's sentences), 154 (cited web pages and encyclopedia sentences) and 155 (local news articles and
summary sentences) in ``probe_batches_150.py`` to ``_155.py`` (session 63); 156 (insurance policy summaries and
an insurance chatbot's answer sentences), 157 (event and festival programmes and an events assistant's answer
sentences), 158 (university course pages and an admissions chatbot's answer sentences), 159 (companies' results
releases and financial news brief sentences), 160 (menus, recipe cards and nutrition labels and a cooking
assistant's answer sentences) and 161 (council service pages and a citizen-advice chatbot's answer sentences) in
``probe_batches_156.py`` to ``_161.py`` (session 64); 162 (software release notes and plan pages and a developer
assistant's answer sentences), 163 (employee handbooks and an HR chatbot's answer sentences), 164 (bank account
pages and fee schedules and a banking chatbot's answer sentences), 165 (school and nursery information pages and a
parent-information chatbot's answer sentences), 166 (appliance comparison pages and spec tables and a shopping
assistant's answer sentences) and 167 (hospital and clinic information pages and a patient-information chatbot's
answer sentences) in ``probe_batches_162.py`` to ``_167.py`` (session 65);
the unit tests pin the behaviours fixed since, and this script prints how many probes each engine still gets wrong,
as a figure to compare across sessions.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from verifier.registry import load_engine  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from probe_batches import HELPER_BATCHES  # noqa: E402
from probe_batches_34_39 import BATCHES_34_39  # noqa: E402
from probe_batches_40_41 import BATCHES_40_41  # noqa: E402
from probe_batches_42_43 import BATCHES_42_43  # noqa: E402
from probe_batches_44 import BATCHES_44  # noqa: E402
from probe_batches_45 import BATCHES_45  # noqa: E402
from probe_batches_46_49 import BATCHES_46_49  # noqa: E402
from probe_batches_50_53 import BATCHES_50_53  # noqa: E402
from probe_batches_54_57 import BATCHES_54_57  # noqa: E402
from probe_batches_58_61 import BATCHES_58_61  # noqa: E402
from probe_batches_62_65 import BATCHES_62_65  # noqa: E402
from probe_batches_66 import BATCHES_66  # noqa: E402
from probe_batches_67 import BATCHES_67  # noqa: E402
from probe_batches_68 import BATCHES_68  # noqa: E402
from probe_batches_69 import BATCHES_69  # noqa: E402
from probe_batches_70 import BATCHES_70  # noqa: E402
from probe_batches_71 import BATCHES_71  # noqa: E402
from probe_batches_72 import BATCHES_72  # noqa: E402
from probe_batches_73 import BATCHES_73  # noqa: E402
from probe_batches_74 import BATCHES_74  # noqa: E402
from probe_batches_75 import BATCHES_75  # noqa: E402
from probe_batches_76 import BATCHES_76  # noqa: E402
from probe_batches_77 import BATCHES_77  # noqa: E402
from probe_batches_78 import BATCHES_78  # noqa: E402
from probe_batches_79 import BATCHES_79  # noqa: E402
from probe_batches_80 import BATCHES_80  # noqa: E402
from probe_batches_81 import BATCHES_81  # noqa: E402
from probe_batches_82 import BATCHES_82  # noqa: E402
from probe_batches_83 import BATCHES_83  # noqa: E402
from probe_batches_84 import BATCHES_84  # noqa: E402
from probe_batches_85 import BATCHES_85  # noqa: E402
from probe_batches_86 import BATCHES_86  # noqa: E402
from probe_batches_87 import BATCHES_87  # noqa: E402
from probe_batches_88 import BATCHES_88  # noqa: E402
from probe_batches_89 import BATCHES_89  # noqa: E402
from probe_batches_90 import BATCHES_90  # noqa: E402
from probe_batches_91 import BATCHES_91  # noqa: E402
from probe_batches_92 import BATCHES_92  # noqa: E402
from probe_batches_93 import BATCHES_93  # noqa: E402
from probe_batches_94 import BATCHES_94  # noqa: E402
from probe_batches_95 import BATCHES_95  # noqa: E402
from probe_batches_96 import BATCHES_96  # noqa: E402
from probe_batches_97 import BATCHES_97  # noqa: E402
from probe_batches_98 import BATCHES_98  # noqa: E402
from probe_batches_99 import BATCHES_99  # noqa: E402
from probe_batches_100 import BATCHES_100  # noqa: E402
from probe_batches_101 import BATCHES_101  # noqa: E402
from probe_batches_102 import BATCHES_102  # noqa: E402
from probe_batches_103 import BATCHES_103  # noqa: E402
from probe_batches_104 import BATCHES_104  # noqa: E402
from probe_batches_105 import BATCHES_105  # noqa: E402
from probe_batches_106 import BATCHES_106  # noqa: E402
from probe_batches_107 import BATCHES_107  # noqa: E402
from probe_batches_108 import BATCHES_108  # noqa: E402
from probe_batches_109 import BATCHES_109  # noqa: E402
from probe_batches_110 import BATCHES_110  # noqa: E402
from probe_batches_111 import BATCHES_111  # noqa: E402
from probe_batches_112 import BATCHES_112  # noqa: E402
from probe_batches_113 import BATCHES_113  # noqa: E402
from probe_batches_114 import BATCHES_114  # noqa: E402
from probe_batches_115 import BATCHES_115  # noqa: E402
from probe_batches_116 import BATCHES_116  # noqa: E402
from probe_batches_117 import BATCHES_117  # noqa: E402
from probe_batches_118 import BATCHES_118  # noqa: E402
from probe_batches_119 import BATCHES_119  # noqa: E402
from probe_batches_120 import BATCHES_120  # noqa: E402
from probe_batches_121 import BATCHES_121  # noqa: E402
from probe_batches_122 import BATCHES_122  # noqa: E402
from probe_batches_123 import BATCHES_123  # noqa: E402
from probe_batches_124 import BATCHES_124  # noqa: E402
from probe_batches_125 import BATCHES_125  # noqa: E402
from probe_batches_126 import BATCHES_126  # noqa: E402
from probe_batches_127 import BATCHES_127  # noqa: E402
from probe_batches_128 import BATCHES_128  # noqa: E402
from probe_batches_129 import BATCHES_129  # noqa: E402
from probe_batches_130 import BATCHES_130  # noqa: E402
from probe_batches_131 import BATCHES_131  # noqa: E402
from probe_batches_132 import BATCHES_132  # noqa: E402
from probe_batches_133 import BATCHES_133  # noqa: E402
from probe_batches_134 import BATCHES_134  # noqa: E402
from probe_batches_135 import BATCHES_135  # noqa: E402
from probe_batches_136 import BATCHES_136  # noqa: E402
from probe_batches_137 import BATCHES_137  # noqa: E402
from probe_batches_138 import BATCHES_138  # noqa: E402
from probe_batches_139 import BATCHES_139  # noqa: E402
from probe_batches_140 import BATCHES_140  # noqa: E402
from probe_batches_141 import BATCHES_141  # noqa: E402
from probe_batches_142 import BATCHES_142  # noqa: E402
from probe_batches_143 import BATCHES_143  # noqa: E402
from probe_batches_144 import BATCHES_144  # noqa: E402
from probe_batches_145 import BATCHES_145  # noqa: E402
from probe_batches_146 import BATCHES_146  # noqa: E402
from probe_batches_147 import BATCHES_147  # noqa: E402
from probe_batches_148 import BATCHES_148  # noqa: E402
from probe_batches_149 import BATCHES_149  # noqa: E402
from probe_batches_150 import BATCHES_150  # noqa: E402
from probe_batches_151 import BATCHES_151  # noqa: E402
from probe_batches_152 import BATCHES_152  # noqa: E402
from probe_batches_153 import BATCHES_153  # noqa: E402
from probe_batches_154 import BATCHES_154  # noqa: E402
from probe_batches_155 import BATCHES_155  # noqa: E402
from probe_batches_156 import BATCHES_156  # noqa: E402
from probe_batches_157 import BATCHES_157  # noqa: E402
from probe_batches_158 import BATCHES_158  # noqa: E402
from probe_batches_159 import BATCHES_159  # noqa: E402
from probe_batches_160 import BATCHES_160  # noqa: E402
from probe_batches_161 import BATCHES_161  # noqa: E402
from probe_batches_162 import BATCHES_162  # noqa: E402
from probe_batches_163 import BATCHES_163  # noqa: E402
from probe_batches_164 import BATCHES_164  # noqa: E402
from probe_batches_165 import BATCHES_165  # noqa: E402
from probe_batches_166 import BATCHES_166  # noqa: E402
from probe_batches_167 import BATCHES_167  # noqa: E402

BRIDGE = ("The Sydney Harbour Bridge is a steel through arch bridge across Sydney Harbour. It was designed and built "
          "by Dorman Long of Middlesbrough and opened in 1932. The bridge is 1,149 metres long. It carries rail, "
          "vehicle, bicycle and pedestrian traffic. Tolls are charged to southbound vehicles only.")
COMPANY = ("Acme Cloud was founded in 2014 by Maria Chen in Austin, Texas. The company employs 320 people and reported "
           "revenue of $48 million in 2023, up 12% from 2022. Its Growth plan costs $49 per month and includes 5 "
           "users. Customers can cancel at any time. Support is available by email from 9 am to 5 pm on weekdays.")
TRIAL = ("In a randomised trial of 1,204 adults with hypertension, daily use of drug X lowered systolic blood pressure "
         "by 8.1 mmHg after 12 weeks, compared with 2.3 mmHg for placebo. Side effects were mild; 4% of patients "
         "reported dizziness. The trial was run at 14 hospitals in Canada and funded by the manufacturer. Patients "
         "over 80 were excluded. The authors call for longer studies before the drug is approved for children.")

# Written in session 21 (API_DOCS ... STUDY before any change of that session, SPEC ... LEAVE after four, CLINIC and
# MISSION after six), each batch to measure the work before it out of sample.
API_DOCS = ("The fetch_all function sends up to 8 requests in parallel by default; set max_workers to change this. "
            "Requests time out after 30 seconds. Failed requests are retried 3 times with exponential backoff, "
            "starting at 500 ms. Version 2.0 dropped support for Python 3.8. The library is released under the MIT "
            "licence.")
COUNCIL = ("On 14 March 2025 the Riverton city council voted 7 to 2 to approve a new library on Elm Street. The "
           "project will cost $12.5 million, of which $4 million comes from a state grant. Construction is expected to "
           "start in autumn 2025 and finish in 2027. The old library on Main Street will close when the new one opens. "
           "Councillor Diaz, who voted against, said the cost was too high.")
RETURNS = ("Items can be returned within 30 days of delivery for a full refund. Sale items can only be exchanged, not "
           "refunded. Refunds are issued to the original payment method within 5 to 7 business days. Customers in the "
           "EU may return items within 60 days. Return shipping is free for orders over $50; otherwise a $4.95 fee is "
           "deducted.")
STUDY = ("We studied 312 children aged 6 to 11 in two schools in Kenya. Children who received a daily iron supplement "
         "for six months had higher reading scores than those given a placebo (mean difference 4.2 points, 95% CI 1.1 "
         "to 7.3). No difference was found in maths scores. The supplement did not cause serious side effects. The "
         "study was not blinded for teachers.")
SPEC = ("The Nimbus 5 laptop weighs 1.2 kg and has a 14-inch display with a resolution of 2880 x 1800. It ships "
        "with 16 GB of memory and a 512 GB SSD, upgradable to 2 TB. The battery lasts up to 18 hours. It costs "
        "$1,299 in the United States and comes with a two-year warranty.")
NEWS = ("On Tuesday, Portugal's parliament elected Ana Ribeiro as its first female speaker. Ribeiro, 58, a former "
        "judge from Porto, won 131 of the 230 votes. She replaces Jose Martins, who resigned in June after a "
        "funding scandal. Opposition parties said they would cooperate with her.")
RECIPE = ("Preheat the oven to 180 C. Mix 250 g of flour with 2 eggs and 100 ml of milk until smooth. Pour the batter "
          "into a greased tin and bake for 35 minutes, until golden. Let it cool for 10 minutes before serving. The "
          "cake keeps for three days in an airtight container.")
LEAVE = ("Employees with at least one year of service are entitled to 16 weeks of paid parental leave. Leave must be "
         "taken within 12 months of the child's birth or adoption. Part-time employees receive leave in proportion "
         "to their hours. Requests must be submitted to HR at least 30 days in advance.")
CLINIC = ("Riverside Clinic is open Monday to Friday from 8 am to 6 pm and on Saturday from 9 am to 1 pm. It is closed "
          "on Sundays and public holidays. Appointments can be booked online or by calling 555-0142. Walk-in patients "
          "are seen only for urgent care. The clinic has six doctors and two nurse practitioners. Parking is free for "
          "the first two hours.")
MISSION = ("The Aurora probe was launched on 3 August 2024 from French Guiana on an Ariane 6 rocket. It will "
           "reach Jupiter in 2031 after two flybys of Earth and one of Venus. The probe carries nine instruments and "
           "is powered by solar panels with a total area of 85 square metres. The mission is led by the European "
           "Space Agency and cost 1.6 billion euros.")

# Written in session 22 before any change of that session, to measure sessions 20-21's work out of sample.
INVOICE = ("Invoice INV-2041 was issued to Harbor Foods on 2 October 2025 for 1,500 units of packaging at $0.84 per "
           "unit, a total of $1,260 before tax. Sales tax of 8% is added. Payment is due within 30 days of the "
           "invoice date. Late payments incur a fee of 1.5% per month. The invoice was approved by Tom Reyes.")
FLIGHT = ("Your flight LX 318 departs Zurich (ZRH) at 07:40 on 12 January 2026 and arrives at London Heathrow (LHR) "
          "at 08:25 local time. The fare includes one piece of hand baggage up to 8 kg; checked bags cost CHF 45 "
          "each. Online check-in opens 23 hours before departure. Seat 14C has been reserved for you. Changes are "
          "allowed for a fee of CHF 70; the ticket is non-refundable.")
INCIDENT = ("Between 14:05 and 15:20 UTC on 9 September, the EU-West region of our storage service returned errors "
            "for about 18% of requests. The cause was a faulty configuration change, which was rolled back at "
            "15:02. No data was lost. Customers in other regions were not affected. We will add automated checks "
            "for configuration changes by the end of October.")
LABEL = ("Adults and children over 12: take 1 to 2 tablets every 4 to 6 hours as needed. Do not take more than 8 "
         "tablets in 24 hours. Children under 12 should not use this product. Do not use with other products "
         "containing paracetamol. Ask a doctor before use if you have liver disease. Store below 25 C.")
MATCH = ("Celtic beat Rangers 2-1 at Celtic Park on Sunday. Kyogo Furuhashi opened the scoring in the 12th minute, "
         "and James Tavernier equalised from the penalty spot just before half-time. Reo Hatate scored the winner "
         "in the 78th minute. Rangers finished with ten men after Connor Goldson was sent off. The attendance was "
         "59,000.")

# Written in session 22 after its first round of changes (before any later one), to measure that round out of
# sample.
PLAN = ("The Pro plan costs $29 per month, or $290 per year if paid annually. It includes 10 GB of storage and up to "
        "5 team members. A 14-day free trial is available; no credit card is required. Plans can be cancelled at any "
        "time, and refunds are given for the unused part of an annual plan only. Prices exclude VAT.")
FORECAST = ("Tomorrow will be mostly sunny in Lisbon with a high of 24 C and a low of 15 C. Winds from the north at "
            "20 km/h. There is a 10% chance of rain in the morning, rising to 40% in the evening. On Saturday, "
            "temperatures drop to a high of 19 C with showers likely.")
PAPER = ("We trained a 350-million-parameter model on 12 billion tokens of English text. On the SQuAD benchmark it "
         "scores 84.2 F1, two points below a model ten times its size. Training took 9 days on 64 GPUs. We release "
         "the code but not the weights.")
LISTING = ("The two-bedroom flat on Elm Road is on the third floor of a building without a lift. It has 68 square "
           "metres of floor space and a south-facing balcony. The asking price is £425,000. Service charges are "
           "£1,800 a year. The flat is sold with no onward chain.")

CHANGELOG = ("Version 3.2.0 (released 4 June 2025). Added support for Python 3.13. Dropped support for Python 3.8. "
             "The default timeout was raised from 10 to 30 seconds. Fixed a memory leak in the connection pool. The "
             "retry argument is deprecated and will be removed in 4.0.")
SLA = ("The service guarantees 99.9% monthly uptime. If uptime falls below 99.9%, customers receive a credit of 10% of "
       "the monthly fee; below 99.0%, the credit is 25%. Credits must be requested within 30 days. Scheduled "
       "maintenance announced at least 48 hours in advance does not count as downtime. Support responds to critical "
       "tickets within 1 hour, 24/7, and to other tickets within 1 business day.")
EARNINGS = ("Northwind Ltd reported revenue of $4.2 billion for the third quarter of 2025, up 12% from a year earlier. "
            "Net income fell 5% to $310 million, hurt by higher shipping costs. The company raised its full-year "
            "revenue forecast to $16.5 billion from $16 billion. Chief executive Tom Alvarez said demand in Asia "
            "remained strong. Shares rose 3% in early trading.")
BIO = ("Dr. Lena Park is a marine biologist at the University of Bergen, where she has led the coastal ecology group "
       "since 2019. She earned her PhD from Duke University in 2012 and previously worked for six years at the "
       "Monterey Bay Aquarium Research Institute. Her research focuses on the decline of kelp forests. She has "
       "published more than 40 papers and received the Nansen Prize in 2023.")
HOTEL = ("Booking HB-77812 at Hotel Miramar, Valencia. Check-in: Friday 14 March 2025 from 15:00. Check-out: Monday "
         "17 March 2025 by 11:00. Room: double, sea view, breakfast included. Total for 3 nights: EUR 540, paid in "
         "full. Free cancellation until 10 March; after that, the first night is charged.")
VISA = ("Citizens of EU countries may stay for up to 90 days in any 180-day period without a visa. Passports must be "
        "valid for at least six months beyond the date of entry. Visitors may be asked to show a return ticket. "
        "Paid work is not allowed during a visa-free stay.")

# Written in session 24 before any change of that session (a seventh batch: structured business data, a
# Wikipedia-style article, a recall notice, a job advert, an explanatory passage, a tenancy agreement).
RESTAURANT = ('{"name": "Casa Lupita", "address": "412 Elm Street", "city": "Tucson", "state": "AZ", "categories": '
              '"Mexican, Bars, Restaurants", "stars": 4.0, "review_count": 212, "hours": {"Monday": "11:00-21:00", '
              '"Tuesday": "11:00-21:00", "Wednesday": "11:00-21:00", "Thursday": "11:00-22:00", "Friday": '
              '"11:00-23:00", "Saturday": "10:00-23:00"}, "attributes": {"OutdoorSeating": true, '
              '"RestaurantsDelivery": false, "WiFi": "free", "GoodForKids": true, "Alcohol": "full_bar"}, '
              '"reviews": [{"stars": 5, "text": "The carne asada tacos were the best I\'ve had in town, and the '
              'margaritas are strong."}, {"stars": 2, "text": "Waited 45 minutes for a table on a Friday night. Food '
              'was fine but the service was slow."}]}')
TOWN = ("Kestrel Falls is a town in Marlow County, Oregon, United States. The population was 4,812 at the 2020 "
        "census, up from 4,105 in 2010. The town was founded in 1871 as a logging camp and incorporated in 1903. It "
        "is named after the waterfall on Kestrel Creek, which drops 62 metres. The economy depended on timber until "
        "the sawmill closed in 1987; tourism and a small wine industry are now the main employers. Kestrel Falls has "
        "one high school and a public library, opened in 1925 with funds from Andrew Carnegie.")
RECALL = ("Brightway Foods is recalling about 18,000 pounds of frozen chicken dumplings because they may contain "
          "undeclared sesame, the company said on Tuesday. The affected packages were sold between 2 May and 20 June "
          "at stores in Ohio, Michigan and Indiana and carry the lot code BW2291. No illnesses have been reported. "
          "Customers should not eat the product and can return it to the place of purchase for a full refund.")
JOB = ("Senior Data Engineer, Riverline Analytics (Leeds, hybrid: two days a week in the office). You will build and "
       "run our data pipelines in Python and SQL on AWS. Requirements: at least five years of data engineering "
       "experience; experience with Airflow or a similar scheduler. Nice to have: Spark, Terraform. Salary "
       "£65,000-£75,000 plus a 10% bonus. 28 days of holiday plus bank holidays. Applications close on 31 October.")
BEES = ("Honeybees communicate the location of food through the waggle dance. A forager that has found a good source "
        "returns to the hive and runs a figure-eight pattern on the comb. The angle of the straight waggle run "
        "relative to vertical shows the direction of the food relative to the sun, and the length of the run "
        "signals the distance: roughly one second of waggling for every kilometre. For food closer than about 50 "
        "metres, bees perform a round dance instead, which signals that food is near but not its direction. Karl "
        "von Frisch decoded the dance and shared the 1973 Nobel Prize in Physiology or Medicine for this work.")
LEASE = ("The tenancy starts on 1 September 2025 and runs for 12 months. Rent is £1,250 per month, payable on the "
         "first of each month. A deposit of five weeks' rent (£1,442) is held in a government-approved scheme. Pets "
         "are allowed only with the landlord's written consent. The tenant pays council tax and utilities; the "
         "landlord pays for building insurance. Either party may end the tenancy after the first six months with "
         "two months' written notice.")

PRICING = ("| Plan | Price per month | Users | Storage | Support |\n|---|---|---|---|---|\n"
           "| Starter | $0 | 1 | 5 GB | Community forum |\n"
           "| Team | $12 per user | up to 50 | 100 GB | Email, next business day |\n"
           "| Business | $25 per user | unlimited | 1 TB | 24/7 phone and email |\n\n"
           "Annual billing saves 20% on Team and Business. All plans include two-factor authentication; single "
           "sign-on (SSO) is available on Business only.")
MINUTES = ("Product sync, 3 November 2025. Attendees: Priya (chair), Tom, Elena, Marcus. Apologies: Sara. 1. Launch "
           "date: the team agreed to move the mobile launch from 17 November to 1 December because the payment review "
           "is not finished. 2. Pricing: Tom proposed a $4.99 monthly tier; the decision was deferred to the next "
           "meeting. 3. Hiring: Elena will post the QA engineer role by Friday. Action items: Marcus to finish the "
           "payment review by 21 November; Priya to tell the marketing team about the new date. Next meeting: 10 "
           "November.")
TIMETABLE = ("Route 12 buses run from Central Station to the Airport every 15 minutes between 06:00 and 20:00 on "
             "weekdays, and every 30 minutes on weekends. The last bus leaves Central Station at 23:30. The journey "
             "takes about 40 minutes. A single ticket costs €3.20; a day pass costs €8 and is valid on all city "
             "buses. Tickets can be bought from the driver with cash only, or in the CityGo app. Route 12 does not "
             "run on 25 December.")
EMAIL = ("From: Dana Kim. To: Leo Park. Subject: Re: Q4 budget. Hi Leo, thanks for the draft. I can approve the travel "
         "budget of $18,000, but the $40,000 for new laptops needs sign-off from finance first. Please send the "
         "revised figures by Thursday. Dana.\n\n> On Monday, Leo Park wrote:\n> Hi Dana, attached is the Q4 budget "
         "draft. It asks for $18,000 for travel and $40,000 to replace 25 laptops. Can you approve both?")
TREATY = ("The Treaty of Westbrook was signed on 12 May 1821 by Aldmark and Severia, ending a war that had begun in "
          "1814. Under the treaty Aldmark gave up the port of Kessen but kept the Lorn valley. Severia agreed to pay "
          "2 million crowns over ten years. The treaty was ratified by Aldmark's parliament in July 1821, while "
          "Severia's assembly ratified it only in 1823. It was replaced by the Convention of Orsa in 1859.")
REVIEWS = ("Based on 1,284 verified reviews, the Orbit X2 headphones have an average rating of 4.3 out of 5. 71% of "
           "reviewers gave 5 stars and 6% gave 1 star. Reviewers most often praised the battery life (about 30 "
           "hours) and comfort; the most common complaint was that the noise cancelling is weaker than in rival "
           "models. Several reviewers reported that the left earcup stopped charging after a few months.")

TRAVEL = ("The Basic travel policy covers medical costs abroad up to €50,000 and trip cancellation up to €1,500. "
          "Baggage is covered up to €800, with a limit of €200 per item. Claims must be filed within 30 days of "
          "returning home. Pre-existing conditions are not covered unless declared and accepted before departure. "
          "Winter sports are covered only with the Sports add-on (€15 per trip). The excess is €100 per claim.")
MARATHON = ("Final results of the 2025 Harbour City Marathon: Amina Yusuf of Kenya won the women's race in 2:21:08, a "
            "course record, ahead of Lise Moreau (France, 2:22:40) and Hana Sato (Japan, 2:23:15). In the men's race, "
            "defending champion Daniel Okafor finished second in 2:07:55, 12 seconds behind winner Tomas Lind of "
            "Sweden. About 14,000 runners finished the race, held in temperatures of 9 C.")
CHAT = ("Customer: Hi, my order #55812 arrived with a cracked screen.\nAgent (Maya): I'm sorry to hear "
        "that. I've issued a replacement, which will ship within 2 business days. You don't need to return "
        "the damaged unit.\nCustomer: Can I get a refund instead?\nAgent (Maya): Yes. If you prefer a "
        "refund, reply within 7 days and I'll cancel the replacement; refunds take 5 to 10 business days "
        "to reach your card.")
LAKE = ("Lake Varna is a freshwater lake in the north of Estland province. With an area of 212 km², it is "
        "the country's second-largest lake, after Lake Ostra. Its maximum depth is 38 m, and its average "
        "depth is 11 m. The lake is fed by the Kiva and Soma rivers and drains into the Baltic Sea through "
        "the Narem River. It freezes over most winters from December to March. The town of Varnsby, on its "
        "eastern shore, has about 6,000 inhabitants.")
POOLS = ("The city of Dunmore will close two of its five public swimming pools next year to save about £1.2 million, "
         "the council announced on Wednesday. The pools at Glen Park and Riverside, both built in the 1970s, need "
         "repairs estimated at £4 million. Council leader Fiona Marsh said the decision was 'painful but "
         "unavoidable'. Opposition councillors called for a public consultation. The remaining three pools will "
         "extend their opening hours from April.")
VACCINE = ("The vaccine is given as two doses, 4 to 8 weeks apart, to adults aged 18 and over. A booster is "
           "recommended 12 months after the second dose for people aged 65 and over. It should not be given to people "
           "who have had a severe allergic reaction to a previous dose. Common side effects, such as a sore arm and "
           "tiredness, usually pass within 2 days. Pregnant women should speak to their doctor before vaccination.")

COURT = ("On 4 June 2024 the High Court ruled that Delta Freight must pay £2.3 million in damages to Northgate Mills "
         "for breaking a supply contract. Judge Helen Okoro rejected Delta's claim that the contract had expired in "
         "2022, finding that it ran until March 2025. Northgate had sought £3.1 million. Delta said it would "
         "appeal; it has 21 days to do so. The judge dismissed Northgate's separate claim for lost profits.")
ELECTION = ("In the 2025 Marrow County election, turnout was 61%, down from 68% in 2021. The Green Party won 14 of the "
            "council's 40 seats, up from 9, and became the largest party. Labour fell from 16 seats to 12, and the "
            "Conservatives held 10. Independents won the remaining 4 seats. No party has a majority, so the Greens "
            "will need a partner to form a coalition.")
NUTRITION = ("Nutrition facts for Oatcrisp cereal. Serving size: 40 g. Per serving: 150 kcal, 3 g fat, 27 g "
             "carbohydrate, of which 6 g sugars, 4 g fibre and 5 g protein. Per 100 g: 375 kcal, 15 g sugars. "
             "Contains oats and barley; may contain traces of nuts. Suitable for vegetarians.")
SYLLABUS = ("BIO 210: Cell Biology, spring term. Lectures are on Tuesdays and Thursdays at 10:00. Grading: two midterm "
            "exams (20% each), a lab report (25%) and a final exam (35%). Late lab reports lose 10% per day and are "
            "not accepted after three days. Office hours: Wednesdays 14:00-16:00 with Dr. Amal Haddad. The final "
            "exam is on 12 May.")
PRESS = ("Solenne Robotics today announced a partnership with Maru Logistics to deploy 500 warehouse robots across "
         "Maru's 12 sites in Japan by the end of 2026. 'This is our largest order to date,' said Solenne CEO Claire "
         "Dubois. Maru's chief operating officer, Kenji Ito, said the robots would cut picking times by about a "
         "third. Financial terms were not disclosed. Solenne, founded in 2017, is based in Lyon.")
MUSEUM = ("The Hallam Museum of Science is open Tuesday to Sunday, 10:00 to 17:30, and until 21:00 on Fridays. It is "
          "closed on Mondays except bank holidays. Admission is free; special exhibitions cost £12 for adults and £6 "
          "for children under 16. The current exhibition, 'Deep Time', runs until 30 August. Photography without "
          "flash is allowed in the permanent galleries.")

OTTER = ("The giant otter is the longest member of the weasel family, reaching up to 1.7 m. It lives in rivers and "
         "swamps of South America, mostly in the Amazon and Pantanal. Groups of 2 to 20 animals hunt together, "
         "feeding mainly on fish. The species is listed as Endangered; its population is thought to be fewer than "
         "5,000. Unlike most otters, it is active during the day.")
README = ("tidyq requires Python 3.10 or newer and runs on Linux and macOS; Windows is not supported. Install it with "
          "pip install tidyq. The optional [s3] extra adds Amazon S3 support. By default, tidyq keeps 3 retries and "
          "a 30-second timeout per request. Version 2.0 removed the legacy sync API.")
LOAN = ("Your personal loan of £12,000 has a fixed rate of 6.9% APR over 48 months. Monthly repayments are £286. "
        "There is no arrangement fee. You can repay early at any time; an early repayment charge of up to 58 days' "
        "interest applies. Missing a payment may lead to a £12 late fee.")
CONFERENCE = ("PyData Northshore 2026 takes place on 9-11 October at the Harbour Conference Centre in Halden. Talk "
              "proposals are due by 15 June, and speakers will be notified by 20 July. Early-bird tickets cost €180 "
              "until 31 August, then €240. The keynote speakers are Ana Costa and Lee Park. Workshops run on the "
              "first day only.")
ACQUISITION = ("Brightline Software has agreed to acquire Kova Analytics for $420 million in cash, the companies said "
               "on Monday. Kova, founded in 2015 in Toronto, makes fraud-detection tools for banks and has about 180 "
               "employees. The deal is expected to close in the first quarter of 2026, subject to regulatory "
               "approval. Kova's chief executive, Priya Nair, will join Brightline's leadership team.")
OBITUARY = ("Marguerite Olsen, the architect who designed the Lindqvist Library, died on 3 February at her home in "
            "Bergen. She was 91. Born in Oslo in 1934, she studied in Zurich before opening her own practice in "
            "1962. She was married to the painter Erik Olsen, who died in 2010. She is survived by two daughters.")

STRIKE = ("Train drivers at Westline will strike on 14 and 15 November. No Westline trains will run on those days, "
          "and replacement buses will operate only between Hale and Dunmere. Tickets for the strike days can be used "
          "on 13 or 16 November instead, or refunded in full. Services on 16 November will start later than usual, "
          "at about 07:30.")
PHONES = ("The Vela 8 has a 6.1-inch screen and weighs 172 g; the Vela 8 Pro has a 6.7-inch screen and weighs 221 g. "
          "Both have 128 GB of storage as standard. The Pro adds a telephoto camera with 5x zoom and costs $999, "
          "$200 more than the Vela 8. Battery life is rated at 22 hours for the Vela 8 and 27 hours for the Pro.")
POLICY = ("From 1 January 2026, employees may work from home up to three days a week, up from two. Requests must now "
          "be approved by a line manager rather than by HR. Staff in their first three months are not eligible. The "
          "home-office allowance stays at £25 a month.")
TRANSFER = ("Defender Luis Ortega has joined Porto Azul from Real Cantera on a four-year contract for a fee of €18 "
            "million. Ortega, 24, made 112 appearances for Cantera and captained them last season. Porto Azul's coach "
            "said Ortega would replace the injured Marco Feld.")
FUND = ("The Arbor Global Equity Fund has an ongoing charge of 0.45% a year and no entry fee. It returned "
        "11.2% in 2024 and -3.1% in 2023. Its largest holdings are in technology (24%) and healthcare (13%). "
        "The fund launched in 2011 and manages £2.4 billion.")
ABSTRACT = ("In a trial of 640 adults with mild asthma, those using the new inhaler had 32% fewer attacks over "
            "12 months than those on the standard inhaler (95% CI 18% to 44%). Side effects were similar in both "
            "groups. The trial was not designed to assess children.")
WARRANTY = ("The Kestrel K2 coffee machine comes with a two-year warranty covering parts and labour. The warranty "
            "does not cover damage caused by limescale, so descale the machine every three months. Registering the "
            "machine online within 30 days of purchase extends the warranty to three years. Repairs under warranty are "
            "free; outside the warranty, a repair costs a flat £65 plus parts. The warranty is not transferable if the "
            "machine is sold.")
QUAKE = ("A magnitude 6.4 earthquake struck off the coast of Valdria at 03:12 local time on Sunday, the national "
         "seismic institute said. The quake's epicentre was 40 km south-west of the port city of Temsa, at a depth of "
         "22 km. At least 17 people were killed and more than 200 injured, most of them in Temsa. A tsunami warning "
         "was issued but lifted two hours later. It was the strongest quake to hit the region since 1987.")
LEAGUE = ("After 30 matches, Northfield lead the league with 68 points, three ahead of Castlebury, who have a game in "
          "hand. Redmoor are third on 59 points. At the bottom, Ashby Town have 18 points and are 11 points from "
          "safety with eight matches left. Northfield's striker Tomas Reyes is the top scorer with 24 goals.")
BUDGET = ("The Harlow city council approved a budget of £412 million for 2026, up 4% from this year. Spending on "
          "social care rises to £148 million, the largest single item. The roads budget is cut by £6 million to £31 "
          "million. Council tax will rise by 2.99%, below the 4.99% cap. The budget passed by 38 votes to 21.")
SAVINGS = ("From 1 March, the interest rate on our Easy Saver account falls from 3.10% to 2.85% AER. The rate on the "
           "1-Year Fixed Bond stays at 4.20% AER. Easy Saver allows unlimited withdrawals; the Fixed Bond allows no "
           "withdrawals until it matures. Both accounts can be opened with £1 and hold up to £250,000. If you do not "
           "want to keep your Easy Saver account, you can close it without charge within 60 days of this notice.")
FILM = ("Directed by Ines Moreau, 'The Salt Road' opened in 1,850 cinemas on 7 November and earned $14.2 million in "
        "its first weekend, second behind 'Night Harbour'. The film stars Daniel Okafor as a trucker crossing the "
        "Atacama desert. It cost $38 million to make. Critics have been mostly positive: it holds an 86% score on "
        "review sites.")
RENTAL = ("Your rental of a Toyota Corolla from Lisbon Airport runs from 10:00 on 5 May to 10:00 on 12 May (7 days) "
          "at €38 per day. The price includes unlimited mileage and basic insurance with an excess of €1,200. "
          "Full-to-full fuel policy: collect the car with a full tank and return it full, or pay €2.10 per litre plus "
          "a €25 service fee. A second driver costs €9 per day. Drivers must be at least 21 years old and have held a "
          "licence for two years.")
WARNING = ("The Met Office has issued an amber warning for heavy rain across south Wales from 18:00 on Thursday until "
           "06:00 on Saturday. 50 to 70 mm of rain is expected widely, with up to 120 mm on high ground. Flooding of "
           "homes and businesses is likely, and some communities may be cut off. A yellow warning for wind covers "
           "the rest of Wales on Friday.")
TERMS = ("Autumn term starts on Wednesday 3 September and ends on Friday 19 December. Half term is from 27 to 31 "
         "October. Spring term runs from 5 January to 27 March, with half term from 16 to 20 February. Schools are "
         "closed on 1 December for staff training.")
EBIKE = ("The Volta C3 e-bike has a 250 W motor and a 500 Wh battery that gives a range of up to 90 km. A full charge "
         "takes 5 hours. The bike weighs 24 kg and supports riders up to 120 kg. Its top assisted speed is 25 km/h, "
         "the legal limit in the EU. It comes in two frame sizes, M and L.")
SENTENCING = ("A man who stole £240,000 from a charity where he worked as treasurer has been jailed for four years. "
              "Mark Delaney, 52, of Hove, admitted fraud at Lewes Crown Court in July. The court heard he took the "
              "money over six years to fund gambling. Judge Ann Porter said he had 'betrayed the trust' of the "
              "charity. Only £30,000 has been recovered.")
TAX = ("For the 2025-26 tax year, the personal allowance is £12,570: income up to this amount is tax-free. Income from "
       "£12,571 to £50,270 is taxed at the basic rate of 20%. Income from £50,271 to £125,140 is taxed at the higher "
       "rate of 40%, and income above £125,140 at the additional rate of 45%. The personal allowance is reduced by £1 "
       "for every £2 of income above £100,000.")
# Written in session 28 by a helper that saw no code and no earlier probe (batch 15), to measure the work before it
# out of sample: pharmacy hours, battery spec, rate decision, gym terms, call for papers, airline quarter.
PHARMACY = ("Greenway Pharmacy on Mill Street is open Monday to Friday from 8:00 a.m. to 7:00 p.m. and on "
            "Saturday from 9:00 a.m. to 1:00 p.m.; it is closed on Sundays. Over the holidays, the pharmacy "
            "will be closed on 25 and 26 December and on 1 January. On 24 and 31 December it will close early, "
            "at 3:00 p.m. Prescriptions dropped off before 5:00 p.m. on a weekday are normally ready the same "
            "day. During closures, patients can use Riverside Pharmacy on Station Road, which is open 24 hours. "
            "Repeat prescriptions for collection over the holidays must be ordered by 18 December.")
BATTERY = ("The Aurora X2 wireless headphones have a 700 mAh lithium-polymer battery that provides up to 40 "
           "hours of playback with noise cancelling off and up to 30 hours with it on. Charging uses a USB-C "
           "port; a full charge takes about 2 hours with a 5 V/2 A charger. A 10-minute quick charge gives 5 "
           "hours of playback. The headphones cannot be used over Bluetooth while charging over USB-C, but they "
           "can be played through the 3.5 mm cable. Wireless charging is not supported. The battery is rated "
           "to keep 80% of its capacity after 500 full charge cycles.")
RATES = ("The Central Bank of Norland raised its main policy rate by 0.25 percentage points to 4.50% on "
         "Thursday, 14 March, its third increase since September. Six of the nine members of the Monetary "
         "Committee voted for the rise, while three preferred to keep the rate at 4.25%. Governor Ilse Brandt "
         "said inflation, which stood at 5.1% in February, was still well above the bank's 2% target. The "
         "bank now expects inflation to fall below 3% by the middle of next year. The deposit rate was also "
         "raised, to 3.75%. The next rate decision is due on 2 May.")
GYM = ("FitHub memberships run on a 12-month minimum term, after which they continue month to month. Members "
       "can cancel after the minimum term by giving 30 days' written notice through the app or at reception; "
       "cancellations by phone are not accepted. Cancelling within the minimum term costs an early-exit fee "
       "of \u00a360. A membership can be frozen for between 1 and 3 months once per 12-month period, for a fee "
       "of \u00a35 per month of freeze. Freezes must be requested at least 7 days before the next billing "
       "date. Members with a doctor's note for injury or illness can freeze free of charge for up to 6 months.")
CFP = ("The 9th Workshop on Applied Language Systems (WALS 2025) will be held in Lisbon on 15-16 September "
       "2025. Abstracts are due on 2 May and full papers on 9 May, both at 23:59 Anywhere on Earth; there "
       "will be no extensions. Long papers may have up to 8 pages and short papers up to 4 pages, excluding "
       "references and appendices. Submissions must be anonymous and use the official LaTeX template. "
       "Authors will be notified by 20 June, and camera-ready versions are due on 4 July. At least one "
       "author of each accepted paper must register and present in person.")
AIRLINE = ("Skylark Air carried 412,000 passengers in the second quarter of 2024, up 9% from the same quarter "
           "last year. The load factor, the share of seats filled, rose to 84.3% from 81.7%. On-time "
           "performance fell to 76% of flights arriving within 15 minutes of schedule, compared with 82% a "
           "year earlier, which the airline blamed on air traffic control strikes in June. The fleet grew to "
           "14 aircraft after two ATR 72-600s were delivered in April. Revenue was \u20ac58.2 million, while the "
           "airline made an operating loss of \u20ac1.4 million. Skylark plans to open routes to Bergen and "
           "Split in the third quarter.")

# Written in session 28 by another such helper (batch 16): delay compensation, a wildfire update, a mobile contract,
# scholarship rules, a deprecation notice, marathon results.
DELAYREPAY = ("Northvale Rail pays compensation when a journey arrives at its destination station 15 minutes or more "
              "late. For delays of 15 to 29 minutes, passengers receive 25% of the single ticket price; for 30 to 59 "
              "minutes, 50%; and for 60 minutes or more, 100%. Season ticket holders are compensated on a daily "
              "pro-rata basis. Claims must be submitted within 28 days of the journey, together with a photo of the "
              "ticket. Delays caused by strikes called by unions not employed by Northvale, or by severe weather "
              "warnings issued by the national weather service, are excluded. Payments are made by bank transfer "
              "within 10 working days, or as rail vouchers if the passenger prefers.")

WILDFIRE = ("Update issued by the Ridgeback County Fire Service at 6:00 a.m. on Thursday, 14 August. The Cedar "
            "Hollow fire has burned an estimated 4,200 hectares, up from 3,100 hectares in Wednesday's update, and "
            "is 35% contained. Around 620 firefighters are assigned, supported by 9 helicopters and 2 air tankers. "
            "An evacuation order remains in place for the communities of Pine Flats and Marlow; the evacuation "
            "warning for Elk Creek was lifted at 8:00 p.m. yesterday. Highway 47 remains closed between mile "
            "markers 12 and 30. Twelve structures have been destroyed, including 5 homes; no injuries have been "
            "reported. The cause remains under investigation.")

MOBILE = ("The Volta Flex 30 plan costs €24 per month on a 24-month contract and includes 30 GB of 5G data, "
          "unlimited calls and unlimited texts within the country. Unused data rolls over for one month only, up "
          "to a maximum of 10 GB. Once the allowance is used up, speed is reduced to 1 Mbps for the rest of the "
          "billing cycle, unless the customer buys a 5 GB add-on for €5. In EU countries, customers can use up to "
          "12 GB of their allowance at no extra cost; usage beyond that is charged at €2.50 per GB. Roaming in "
          "Switzerland, the UK and Turkey is not included and costs €6 per day. The contract can be cancelled in "
          "the first 14 days without a fee.")

SCHOLAR = ("The Harwell University Merit Scholarship is open to first-year undergraduates who achieved at least AAB "
           "at A-level or an equivalent qualification. Home students receive £3,000 per year and international "
           "students £5,000 per year, for up to three years. To keep the award after the first year, recipients "
           "must achieve an average mark of 65% or higher in each academic year. Students whose household income "
           "is below £30,000 receive an additional £1,500 in their first year only. Applications open on 1 February "
           "and close on 31 March; decisions are sent by 15 May. Students on medicine and dentistry programmes are "
           "not eligible, as they have a separate bursary scheme.")

DEPRECATION = ("Release notes for tabulate-io 4.2.0, published 3 March 2025. The function read_sheet() is deprecated "
               "and will be removed in version 5.0, planned for September 2025; use load_table() instead, which "
               "accepts the same arguments plus an optional encoding parameter. The fast_mode flag of write_table() "
               "is deprecated in 4.2 and will be ignored from 4.4 onward, since the fast writer is now the default. "
               "Calling deprecated functions emits a DeprecationWarning once per session. Support for Python 3.8 "
               "ends with this release; 4.2.x is the last series to support it, and 4.3 will require Python 3.9 or "
               "newer. Security fixes for the 3.x series end on 30 June 2025.")

LAKESHORE = ("Results of the 12th Lakeshore City Marathon, held on Sunday, 6 April 2025. The men's race was won by "
             "Daniel Okoro in 2:14:37, 48 seconds ahead of Tomas Lindqvist; the women's race was won by Priya Raman "
             "in 2:31:09, a new course record that beat the previous mark of 2:32:40 set in 2021. A total of 3,846 "
             "runners finished, out of 4,210 who started. The course is a single loop starting and finishing at "
             "Harbour Park, with its highest point at the 31 km mark on Beacon Hill. The race started at 8:30 a.m. "
             "in temperatures of 9°C; the finish line closed six hours after the start.")

# Written in session 28 after its changes by two more helpers that saw no code (batch 17), to measure those
# changes out of sample: courier, parking, vaccines, streaming prices, crime statistics, library rules.
COURIER = ("Swiftline Parcels offers two delivery options for parcels weighing up to 30 kg sent within Great "
           "Britain. Standard delivery costs £4.95 and arrives within 3-5 working days, while Express costs "
           "£8.50 and arrives the next working day if booked before 2 pm. Saturday delivery is available only "
           "with Express and adds a surcharge of £3.00. Parcels heavier than 15 kg incur a handling fee of "
           "£6.00, whichever option is chosen. Deliveries to the Scottish Highlands and islands take one extra "
           "working day and carry a £5.00 remote-area surcharge. Customers who book online receive a 10% "
           "discount on the base delivery price, but not on surcharges or fees.")
PARKING = ("From 1 March 2025, the city of Harlow Bridge will introduce new on-street parking rules in its central "
           "zone. Parking will be charged from 8 am to 8 pm, Monday to Saturday, at £2.40 per hour, with a maximum "
           "stay of three hours. Parking remains free on Sundays and public holidays. Residents with a valid zone "
           "permit, costing £120 per year, may park without time limits. Overstaying the maximum stay will result "
           "in a £70 fine, reduced to £35 if paid within 14 days. Parking in a loading bay or on double yellow "
           "lines carries a £110 fine, which is not eligible for the early-payment reduction.")
VACCINES = ("The Paediatric Immunisation Committee's 2024 guideline sets out the routine schedule for infants. The "
            "six-in-one vaccine is given as three doses at 8, 12 and 16 weeks of age. Rotavirus vaccine is given at "
            "8 and 12 weeks only and must not be started after 15 weeks of age. MenB vaccine is given at 8 and 16 "
            "weeks, with a booster at one year, and paracetamol is advised after the 8- and 16-week MenB doses to "
            "reduce fever. The first MMR dose is due at 12 months and the second at 3 years and 4 months. "
            "Vaccination should be postponed if a child has a fever above 38.5 °C, but a mild cold is not a reason "
            "to delay.")
STREAMING = ("On 9 September 2024, StreamNest announced new UK prices taking effect on 1 November 2024 for new "
             "customers. The Basic plan with adverts stays at £4.99 a month, while Standard rises from £10.99 to "
             "£12.99 and Premium from £17.99 to £19.99. Existing monthly subscribers will be emailed at least 30 "
             "days in advance and will move to the new price on their first billing date after 1 December 2024. "
             "Subscribers on an annual Premium plan keep the old price until their plan renews. The fee for adding "
             "an extra member outside the household goes up from £3.99 to £4.99 a month. Subscribers can cancel "
             "without a fee at any time before the new price applies.")
CRIME = ("Eastmoor Police published its crime figures for the third quarter of 2024 (July to September) on "
         "14 October 2024. A total of 412 crimes were recorded, down from 468 in the same quarter of 2023. "
         "Burglaries fell from 61 to 44, while vehicle crime rose from 83 to 97. Shoplifting was the most common "
         "offence, with 126 incidents, up 18% on the previous year. Violent crime remained almost unchanged at 88 "
         "offences compared with 90. The force said 31% of all recorded crimes in the quarter resulted in a charge "
         "or summons.")
LIBRARY = ("Members of Fenwick Public Library may borrow up to 12 items at a time on an adult card and up to 8 on a "
           "children's card. Books are loaned for three weeks, while DVDs and video games are loaned for one week. "
           "Items can be renewed twice, online or at the desk, unless another member has reserved them. Overdue "
           "adult books are charged 25p per day, up to a maximum of £6 per item, while items on children's cards "
           "carry no late fees. Overdue DVDs on adult cards are charged £1 per day. An item more than 60 days "
           "overdue is treated as lost, and the member is charged its replacement cost plus a £3 processing fee.")

# Batch 18, the same way: storage tiers, ferry timetable, agm results, allergen statement, park permits, grant call.
STORAGETIERS = ("Nimbara Cloud offers three object storage tiers, with prices effective from 1 March 2025. "
                "The Standard tier costs $0.021 per GB per month and has no retrieval fee. "
                "The Infrequent tier costs $0.0125 per GB per month, charges $0.01 per GB retrieved, and has a "
                "minimum storage duration of 30 days. The Archive tier costs $0.0036 per GB per month, charges "
                "$0.03 per GB retrieved, and has a minimum storage duration of 180 days; restores take between 3 "
                "and 12 hours. Objects deleted before the minimum duration are billed for the remaining days. "
                "The first 5 GB per account in the Standard tier are free each month.")
FERRY = ("The Harlow Sound ferry runs between Port Ennis and Caragh Island. From 1 May to 30 September, sailings "
         "leave Port Ennis at 07:15, 10:30, 14:00 and 18:45 daily, and the crossing takes 55 minutes. "
         "From 1 October to 30 April, only the 07:15 and 14:00 sailings operate, and there is no service on "
         "Tuesdays. Return sailings leave Caragh Island 90 minutes after each Port Ennis departure. "
         "Vehicles must be booked at least 24 hours ahead, while foot passengers may buy tickets at the pier. "
         "Sailings are cancelled when forecast winds exceed 40 knots.")
AGM = ("Corvane Holdings plc held its annual general meeting on 14 May 2025 in Leeds, with 71.4% of issued shares "
       "voted. Shareholders approved a final dividend of 8.2 pence per share, bringing the total for the year to "
       "12.5 pence, payable on 20 June 2025 to shareholders on the register at 23 May. All directors were "
       "re-elected; chair Margaret Oduya received 96.1% support and audit committee chair Peter Lindqvist 78.3%. "
       "The remuneration report was passed with 61.7% of votes in favour. A resolution to authorise share "
       "buybacks of up to 10% of issued capital failed, receiving 72.9% support where 75% was required. "
       "The board said it would consult major shareholders on pay before the next meeting.")
ALLERGENS = ("Allergy information for Brightfield Oat & Apricot Bars (6 x 35 g). Ingredients: rolled oats (38%), "
             "dried apricots (22%), golden syrup, sunflower oil, almonds (6%), honey, sesame seeds, salt. "
             "Contains: oats (gluten), almonds, sesame. Made in a factory that also handles peanuts and milk; "
             "we cannot guarantee the product is free from traces of these. Free from egg and soy. "
             "Suitable for vegetarians but not vegans, as the bars contain honey. Store in a cool, dry place "
             "and consume within 5 days of opening the pack.")
PARKPERMITS = ("Visitors to Kestrel Range National Park need a wilderness permit for any overnight stay in the "
               "backcountry; day hikers do not need one. Permits cost $12 per person per night, with children "
               "under 16 free, and are released 60 days in advance at 9:00 a.m. Mountain Time. Groups are limited "
               "to 8 people and may stay no more than 3 consecutive nights at any single campsite. Campfires are "
               "prohibited above 2,800 metres and everywhere from 1 July to 15 September; camp stoves are allowed "
               "year-round. Food must be stored in an approved bear canister. Dogs are allowed only on the paved "
               "Lakeshore Trail and must be leashed.")
GRANTCALL = ("The Halvorsen Foundation invites applications for its 2026 Coastal Resilience Research Grants. "
             "Projects may request between €50,000 and €250,000 over at most 36 months, from a total call budget "
             "of €3.2 million. Lead applicants must hold a PhD and be employed by a university or public research "
             "institute in Europe; commercial companies may join only as unfunded partners. Each project must "
             "include at least one partner based in a second European country. Short proposals are due by "
             "15 January 2026 at 17:00 CET, and invited applicants must submit full proposals by 30 April 2026. "
             "Indirect costs are capped at 15% of direct costs, and funding decisions will be announced in "
             "July 2026.")


# Batch 19, written in session 29 by a helper that saw no code and no earlier probe, before any change of
# that session: home insurance, API rate limits, school admissions, a sales report, hospital visiting, a tariff.

B19_INSURANCE = (
    "Harbourline Mutual Home Contents Policy HC-7 (effective 1 March 2024). We will pay for loss "
    "or damage to contents caused by fire, theft, escape of water or storm, up to a total limit of "
    "£45,000 in any one period of insurance. Single items worth more than £2,000 are covered only "
    "if they are listed on your schedule. Theft from an unattended outbuilding is covered up to "
    "£1,500, but only if the outbuilding was locked. Escape of water is not covered while the home "
    "is unoccupied for more than 30 consecutive days. An excess of £250 applies to each claim, "
    "rising to £500 for escape of water claims. Accidental damage cover is an optional extra "
    "costing £38 a year. Claims must be reported to our claims partner, Ridgeway Assist, within 14 "
    "days of discovery; the policyholder, not the broker Calder & Finch, must sign the claim form."
)

B19_RATE_LIMITS = (
    "Nimbus Vault API - Rate Limits (v3, updated 12 August 2024). Each API key may make up to 600 "
    "requests per minute on the Standard plan and 3,000 per minute on the Enterprise plan. Write "
    "requests (POST, PUT, DELETE) count as two requests each; GET requests count as one. Bulk "
    "export calls are limited separately to 10 per hour on every plan. When a limit is exceeded the "
    "API returns HTTP 429 with a Retry-After header giving the wait in seconds; clients should not "
    "retry before that time. Limits reset at the start of each UTC minute, except the bulk export "
    "limit, which uses a rolling 60-minute window. Keys issued to sandbox projects are capped at 60 "
    "requests per minute regardless of plan. Requests for a temporary increase must be made by the "
    "account owner to Nimbus support at least 5 business days in advance."
)

B19_ADMISSIONS = (
    "Elmsworth Academy Admissions Policy, Year 7 entry September 2025. The academy has 180 places. "
    "Applications open on 2 September 2024 and close on 31 October 2024; late applications are "
    "considered only after all on-time applicants have been offered places. If there are more "
    "applicants than places, places are allocated in this order: (1) looked-after children; (2) "
    "children with a sibling attending the academy in September 2025; (3) children of staff "
    "employed at the academy for at least two years; (4) children living within the catchment "
    "area, nearest first, measured by straight-line distance. Up to 18 places are reserved for "
    "pupils with aptitude in music, assessed by the Head of Music, Ms Orla Pryce. Appeals are heard "
    "by an independent panel arranged by Westshire County Council and must be lodged within 20 "
    "school days of the refusal letter."
)

B19_SALES = (
    "Tallow & Pine Home Stores - Q2 2024 Trading Update (quarter ended 30 June 2024). Group revenue "
    "was £84.6 million, up 6.2% on Q2 2023. Online sales rose 14% to £29.1 million, while store "
    "sales fell 1.5% to £55.5 million. Garden furniture was the strongest category at £12.3 "
    "million, and lighting the weakest at £4.8 million, down 9%. Gross margin narrowed from 41.0% "
    "to 39.4%, mainly because of higher shipping costs from suppliers in Vietnam. During the "
    "quarter the company opened stores in Leeds and Exeter and closed one in Swindon, ending the "
    "quarter with 63 stores. Chief Executive Marta Olsen said like-for-like sales grew 3.1%; Chief "
    "Financial Officer Dev Anand expects full-year revenue of £330-340 million, excluding any "
    "acquisitions."
)

B19_HOSPITAL = (
    "St Aldric's Hospital - Visiting Arrangements (from 4 November 2024). General wards: visiting "
    "11:00-13:00 and 16:00-20:00 daily; no more than two visitors per bed at a time. Children under "
    "12 may visit only when accompanied by an adult, and not on Ward 9 (Oncology). Maternity (Rowan "
    "Unit): birth partners may stay at any time; other visitors 14:00-19:00. Intensive Care: visits "
    "by arrangement with the nurse in charge, maximum 30 minutes, and flowers are not permitted. "
    "Protected mealtimes run 12:00-12:45 and 17:00-17:45, when visitors are asked to leave unless "
    "they are helping the patient eat. Outside visiting hours, the ward sister may allow visits for "
    "patients receiving end-of-life care. Visitor parking costs £2.50 per hour, capped at £9 per "
    "day; blue-badge holders park free."
)

B19_TARIFF = (
    "Brightwater Energy - Domestic Electricity Tariff Sheet, Southern Region, valid 1 April 2025 to "
    "31 March 2026. Standard Fixed: unit rate 24.8p/kWh, standing charge 52.3p per day, exit fee "
    "£75. EcoNight (requires a smart meter): 31.2p/kWh from 07:00 to 00:30 and 8.9p/kWh from 00:30 "
    "to 07:00, standing charge 55.0p per day, no exit fee. Tracker Flex: unit rate changes monthly "
    "and is capped at 34.0p/kWh; standing charge 49.8p per day, no exit fee. All rates include VAT "
    "at 5%. Customers paying by monthly Direct Debit receive a discount of £3.50 per month; those "
    "paying on receipt of a bill do not. The Warm Home Credit of £150 is paid automatically in "
    "January to customers on Pension Credit, regardless of tariff."
)


# Batch 20, the same way: car rental terms, course regulations, a security advisory, a bus company's annual
# report, pet boarding, a laptop spec sheet.

B20_RENTAL = (
    "Velmora Car Hire: Rental Terms (effective 1 March 2024). Drivers must be at least 23 years old and "
    "have held a full licence for 2 years; drivers aged 23-25 pay a young driver surcharge of €18 per day, "
    "capped at €180 per rental. The standard mileage allowance is 250 km per day; each additional kilometre "
    "costs €0.35, except on Premium class vehicles, which have unlimited mileage. Vehicles must be returned "
    "with a full tank unless the Prepaid Fuel option (€62) was purchased; otherwise a refuelling fee of "
    "€2.40 per litre applies. Late returns of up to 59 minutes are free; beyond that, a full extra day is "
    "charged. Cancellations at least 48 hours before pick-up are fully refunded; later cancellations "
    "forfeit one day's rental. Additional drivers cost €9 per day. Cross-border travel is permitted only "
    "into Spain and only with prior written approval from the branch manager, Ines Carvalho."
)

B20_COURSE = (
    "Halbrook University: Regulations for MSc Data Science (2024/25). The 180-credit programme comprises "
    "120 credits of taught modules and a 60-credit dissertation. Students must pass each module with at "
    "least 50%; a module mark between 40% and 49% may be compensated only if the student's overall taught "
    "average is 55% or higher and no more than 20 credits in total are compensated. Failed modules may be "
    "resubmitted once, with resit marks capped at 50%. Coursework submitted up to 5 working days late loses "
    "10 percentage points; after that it receives zero, unless an extension was approved by the Programme "
    "Director, Dr Amara Okafor. Dissertation proposals are due 14 March 2025 and the final dissertation "
    "5 September 2025. A Distinction requires an overall average of 70% or above, and a Merit 60% or "
    "above. Appeals must be lodged with the Academic Registrar, Mr Tobias Lind, within 10 working days "
    "of results publication."
)

B20_ADVISORY = (
    "Security Advisory QSA-2024-017: Quillstack Gateway. Published 9 October 2024 by the Quillstack "
    "Product Security Team. A heap buffer overflow (CVE-2024-48812, CVSS 8.6, High) in the request-header "
    "parser allows an unauthenticated remote attacker to crash the service or execute code. Affected "
    "versions: 4.2.0 through 4.2.6 and 4.3.0 through 4.3.1. Fixed versions: 4.2.7 and 4.3.2, released "
    "7 October 2024. Version 4.1.x is not affected because it uses the legacy parser; versions 3.x are "
    "end-of-life and were not assessed. Deployments are exploitable only if HTTP/2 is enabled, which is "
    "the default since 4.3.0. As a temporary workaround, administrators may set http2_enabled=false, at a "
    "cost of roughly 15% lower throughput. The issue was reported on 22 August 2024 by researcher Lena "
    "Varga of Northpoint Labs. Quillstack has no evidence of exploitation in the wild. Customers on the "
    "Enterprise plan will receive patched images automatically within 72 hours."
)

B20_BUS = (
    "Tarnview Buses Ltd: Annual Report 2023 (summary). In 2023 Tarnview operated 214 buses on 38 routes "
    "across the Calder Valley region, up from 201 buses and 35 routes in 2022. Passenger journeys rose 9% "
    "to 18.6 million, while revenue grew from £41.2 million to £45.8 million. Operating profit, however, "
    "fell to £2.1 million from £2.9 million, mainly because fuel and staff costs increased. Punctuality "
    "(buses departing between 1 minute early and 5 minutes late) was 87.4%, below the 90% target set by "
    "the regional transport authority, Calder Mobility. By year end the fleet included 26 battery-electric "
    "buses, all introduced during 2023 and all based at the Brackley depot, and 12 hybrids; the remaining "
    "buses run on diesel. Chief Executive Ruth Amsel will step down in June 2024 and be succeeded by "
    "Finance Director Colin Baptiste. The board proposes a dividend of 4.5p per share, unchanged from "
    "last year."
)

B20_KENNEL = (
    "Maplebrook Kennels & Cattery: Boarding Terms 2024. Standard dog boarding costs £28 per night for dogs "
    "under 20 kg and £34 per night for dogs of 20 kg or more; cats cost £17 per night. A second dog sharing "
    "the same kennel receives a 25% discount on its nightly rate. All dogs must be vaccinated against "
    "distemper, parvovirus and kennel cough at least 14 days before arrival; cats need a current feline "
    "enteritis vaccination. Check-in is 8:00-11:00 and check-out 15:00-18:00, Monday to Saturday; the "
    "kennels are closed for collections on Sundays and on 25-26 December. A non-refundable deposit of 30% "
    "is required to confirm bookings of 5 nights or more. Medication is administered free of charge, "
    "except insulin injections, which cost £4 per dose. Our resident vet, Dr Priya Nandakumar, visits on "
    "Tuesdays and Fridays; emergency treatment at Fenwick Veterinary Clinic is charged to the owner."
)

B20_LAPTOP = (
    "Orvane Stratus 14 (model ST14-2024): Specification Sheet. Processor: 12-core Kestrel K7, up to "
    "4.8 GHz. Memory: 16 GB LPDDR5X, soldered and not upgradeable; the 32 GB configuration adds £180. "
    "Storage: 512 GB NVMe SSD in a single M.2 slot, user-replaceable; the 1 TB option adds £90. "
    "Display: 14-inch 2880 x 1800 OLED, 120 Hz, 500 nits peak; a touchscreen is available only on the "
    "32 GB configuration. Battery: 72 Wh, rated up to 15 hours of video playback or 11 hours of web "
    "browsing; the 65 W USB-C charger reaches 50% in 30 minutes. Ports: two USB-C (Thunderbolt 4), one "
    "USB-A 3.2, one HDMI 2.1 and a 3.5 mm audio jack; no SD card reader. Weight: 1.29 kg; thickness "
    "15.9 mm. Base price: £1,249, including a 2-year warranty; accidental damage cover costs £119 "
    "for 3 years. Available from 18 November 2024 in Graphite and Frost."
)


# Batch 21, written in session 29 by a helper that saw no code and no earlier probe, at the session's start, and
# read only after its changes (measured on the session-28 and the final code): a hotel spa, a medicine leaflet, a
# water quality report, a job offer, festival tickets, a research grant.

B21_SPA = (
    "Harbourview Grand Hotel - Serenity Spa Rules. The spa is open daily from 7:00 a.m. to 9:30 p.m.; "
    "the thermal suite closes 45 minutes earlier, at 8:45 p.m. Guests under 16 may use the pool only "
    "between 10:00 a.m. and 4:00 p.m. and only if accompanied by an adult; they are not admitted to the "
    "sauna or steam room at any time. Hotel guests enter free, while day visitors pay EUR 38 on weekdays "
    "and EUR 52 on weekends. Treatments must be booked at least 24 hours in advance; cancellations made "
    "less than 12 hours before the appointment are charged 50% of the treatment price, except for guests "
    "holding a Platinum membership. Spa manager Ines Kowalczyk handles complaints, and therapist lead "
    "Marco Ferretti approves requests for pregnancy massages, which are offered only after the first "
    "trimester. Mobile phones are not permitted beyond the reception desk."
)

B21_MEDICINE = (
    "Dolvarin 250 mg Tablets (lorvaprine) - Patient Information Leaflet. Adults and children aged 12 and "
    "over: take 2 tablets every 4 to 6 hours as needed, with no more than 8 tablets in any 24-hour period. "
    "Children aged 7 to 11: 1 tablet every 6 hours, maximum 4 tablets in 24 hours. Do not give to children "
    "under 7. Do not take for more than 3 consecutive days unless a doctor advises it. Patients weighing "
    "under 50 kg or with liver problems should not exceed 6 tablets daily. Avoid coffee and energy drinks "
    "while taking this medicine. Store below 25 C in the original pack. Each pack contains 24 tablets. "
    "The product licence holder is Veltrane Pharma Ltd; the leaflet was last revised in March 2023. If you "
    "take too many tablets, seek medical help immediately, even if you feel well."
)

B21_WATER = (
    "Millbrook Municipal Water Quality Report 2023. In 2023 the Millbrook Water Authority collected 1,460 "
    "samples from 38 sites across the distribution network. Average nitrate levels fell from 18.4 mg/L in "
    "2022 to 15.1 mg/L, well below the legal limit of 50 mg/L. Lead exceeded the 10 ug/L action level at "
    "3 sites, all of them homes built before 1970 on Ashgrove Road; the Authority will replace those "
    "service pipes by 30 June 2024 at no cost to residents. Average hardness was 212 mg/L as calcium "
    "carbonate, classed as 'hard'. One E. coli detection on 14 August at the Cedar Lane reservoir "
    "triggered a boil-water notice lasting 3 days, affecting about 2,400 households. Chief chemist "
    "Dr. Rosalind Achebe oversaw testing; questions should go to customer officer Tomasz Lind on "
    "0800 555 0192. Residents with private wells are not covered by this report."
)

B21_JOB_OFFER = (
    "Dear Priya Raman, We are pleased to offer you the position of Senior Data Analyst at Corvane "
    "Logistics, starting Monday 4 March 2024 at our Leeds office. Your annual base salary will be "
    "GBP 54,600, paid monthly, plus an annual bonus of up to 12% of base salary subject to company and "
    "individual performance. You will work 37.5 hours per week; hybrid working of up to 2 days per week "
    "from home is permitted only after completing the 6-month probationary period. You are entitled to "
    "27 days' annual leave plus bank holidays, rising to 30 days after 3 years' service. Either party may "
    "end employment with 4 weeks' notice during probation and 3 months' notice thereafter. You will "
    "report to Head of Analytics Daniel Osei; HR contact Megan Bright will arrange onboarding. This "
    "offer is conditional on satisfactory references and must be accepted in writing by 16 February 2024."
)

B21_FESTIVAL = (
    "Riverlight Festival 2024 - Ticket Terms. The festival runs from Friday 19 July to Sunday 21 July at "
    "Hallam Park, with gates open 11:00 to 23:30 each day. Weekend passes cost GBP 189 and day tickets "
    "GBP 79; camping is an add-on at GBP 45 per person and is available only to weekend pass holders. "
    "Children under 5 enter free; those aged 5-15 need a child ticket at GBP 35 per day and must be "
    "accompanied by an adult aged 18 or over. Tickets are non-refundable except where the event is "
    "cancelled, in which case refunds are issued within 30 days. Name changes are allowed until 1 July "
    "for a GBP 12 fee. Re-entry is permitted for weekend pass holders only. Ticketing is managed by "
    "Bandstack Ltd, while the festival is promoted by Northgate Live. Glass bottles and drones are "
    "prohibited on site."
)

B21_GRANT = (
    "Award Notice - Halvorsen Foundation Early Career Research Grant. We are pleased to confirm that "
    "Dr. Amara Nwosu (Department of Marine Biology, University of Westmere) has been awarded GBP 148,000 "
    "for the project 'Microplastic uptake in coastal mussel populations'. The grant period runs 24 months, "
    "from 1 October 2024 to 30 September 2026. Funds are released in two instalments: 60% on the start "
    "date and 40% after approval of the interim report, due 31 October 2025. Up to GBP 20,000 may be spent "
    "on equipment; overheads are capped at 15% of the total award. Co-investigator Prof. Lukas Brenner may "
    "charge no salary to the grant. Unspent funds must be returned unless a no-cost extension of up to "
    "6 months is approved by programme officer Helen Marsh. Publications must acknowledge the Foundation "
    "and be made open access within 12 months."
)


# Batch 22, the same way: an import duty guide, a remote-work policy, a storm warning, overdraft terms, a chess
# tournament, a property listing.

B22_DUTY = (
    "Harlow Customs Authority - Import Duty Guide (effective 1 March 2025). Goods imported by post "
    "or courier with a declared value under 150 crowns are exempt from duty, except alcohol and "
    "tobacco, which are always dutiable. Clothing and footwear attract a 12% duty; electronics "
    "attract 4%; books and printed matter are duty-free. Value-added tax of 20% applies to all goods "
    "above 40 crowns, calculated on the declared value plus duty. Travellers arriving by air may bring "
    "in goods worth up to 600 crowns duty-free, or 300 crowns if arriving by land or sea. Duty must be "
    "paid within 10 working days of the carrier's notice; parcels left unpaid after that are returned "
    "to sender. Disputes are handled by the Tariff Review Office, not by the courier, and must be "
    "lodged within 30 days of payment."
)

B22_REMOTE = (
    "Corvane Analytics - Remote Work Policy (revised 6 January 2025). Full-time employees who have "
    "completed their 90-day probation may work remotely up to three days per week; the other two days "
    "must be spent at the Lisbury office, and one of them must be Tuesday, when team meetings are held. "
    "Staff in the Client Support team are limited to two remote days because of phone-rota coverage. "
    "Working from abroad is permitted for at most 20 working days per calendar year and only if "
    "approved in advance by both the line manager and Ines Okafor, Head of People. The company pays a "
    "home-office allowance of 45 euros per month, except to contractors, who receive none. Requests to "
    "change a remote schedule must be submitted at least 14 days before the change takes effect. "
    "Equipment issues should be reported to the IT helpdesk, run by Dario Flint."
)

B22_STORM = (
    "National Weather Service of Dravenia - Amber Wind Warning, issued 05:30 on Friday 14 November. "
    "Storm Keld is expected to bring gusts of 70-85 km/h to inland areas and up to 110 km/h on exposed "
    "coasts between 15:00 Friday and 09:00 Saturday. The strongest winds will affect the Western Isles "
    "first, reaching the capital, Brennmoor, around 21:00. Rainfall of 30-50 mm is forecast across the "
    "northern uplands, with up to 80 mm on south-facing hills. The warning may be upgraded to red only "
    "if coastal gusts exceed 120 km/h. Ferry operator Salt Line has cancelled all Friday evening "
    "sailings, though the 07:00 Saturday crossing will run unless gusts remain above 90 km/h. The Roads "
    "Agency advises against driving high-sided vehicles on the Tarn Bridge throughout the warning "
    "period. The next update is due at 11:00."
)

B22_OVERDRAFT = (
    "Merrow Bank - Arranged Overdraft Terms for Everyday Current Accounts (from 1 April 2025). "
    "Customers aged 18 or over may apply for an arranged overdraft of between GBP 100 and GBP 2,500, "
    "subject to a credit check. The first GBP 250 is interest-free; any borrowing above that is "
    "charged at 39.9% EAR, calculated daily and debited monthly. Holders of a Merrow Graduate account "
    "instead receive an interest-free limit of GBP 1,000 but cannot exceed GBP 1,500 in total. Payments "
    "that would take you beyond your arranged limit will normally be declined; there is no fee for a "
    "declined payment. We will give you 30 days' notice before reducing your limit, except where we "
    "suspect fraud. Text "
    "alerts are sent when your balance falls within GBP 50 of your limit. Complaints go first to "
    "Customer Care; unresolved cases may be referred to the Financial Ombudsman after eight weeks."
)

B22_CHESS = (
    "Ashgrove Spring Open 2025 - Final Report. The seven-round Swiss tournament was held at the "
    "Ashgrove Civic Hall from 11 to 13 April, with 64 players competing. Grandmaster Petra Lindqvist "
    "won outright on 6 points, conceding only draws to Tomasz Reyes in round 3 and Amara Osei in "
    "round 6. Reyes and Osei tied for second on 5.5 points; Reyes took the runner-up trophy on "
    "tiebreak (Buchholz). The top junior was 14-year-old Liam Chadda, who scored 5 points and beat two "
    "titled players. Prize money totalled GBP 4,800: GBP 1,500 for first, GBP 900 shared between the "
    "second-place finishers, and the rest across rating categories. Chief arbiter Helen Marsh reported "
    "one forfeit, after a player's phone rang in round 4. The 2026 edition moves to the Brookfield Hotel."
)

B22_PROPERTY = (
    "For Sale: 17 Quarry Lane, Fenwick - Offers over GBP 385,000. A three-bedroom semi-detached house "
    "built in 1962 and extended in 2019, with a total floor area of 112 square metres. The ground floor "
    "has a 6.2 m by 4.1 m kitchen-diner and a separate lounge; the main bedroom has an en-suite, and "
    "the other two bedrooms share the family bathroom. The south-facing rear garden measures about 25 "
    "metres, and there is off-road parking for two cars. The boiler was replaced in March 2023 and "
    "carries a warranty until March 2033. Energy rating: C. Council tax band: D. Sold with no onward "
    "chain. The loft is boarded but does not have planning permission for conversion. Fenwick station, "
    "with trains to the city in 28 minutes, is a 12-minute walk. Viewings by appointment only through "
    "Harbour & Pell Estate Agents; contact Nadia Ruiz."
)


B23_DENTAL_PLAN = (
    "BrightSmile Dental Plus, offered by Harbor Mutual Insurance, costs $38 per month for an individual "
    "and $96 per month for a family of up to five. Preventive care, including two cleanings and one set "
    "of bitewing X-rays per calendar year, is covered at 100% with no deductible. Basic services such as "
    "fillings and simple extractions are covered at 80% after a $50 annual deductible. Major services, "
    "including crowns, bridges and root canals, are covered at 50%, but only after the member has been "
    "enrolled for 12 continuous months. The plan pays no more than $1,500 per member per calendar year. "
    "Orthodontic treatment is covered only for dependents under age 19, at 50%, up to a lifetime maximum "
    "of $1,200. Cosmetic procedures such as teeth whitening and veneers are not covered. Claims must be "
    "submitted within 90 days of the date of service unless the member was hospitalized. Questions should "
    "be directed to plan administrator Denise Okafor."
)

B23_CAR_LEASE = (
    "This lease between Northgate Auto Leasing LLC (the Lessor) and Marcus Feld (the Lessee) covers a 2024 "
    "Tavera SX sedan for a term of 36 months beginning on March 1, 2025. The monthly payment is $389, due "
    "on the 5th of each month; a late fee of $35 applies to any payment received more than 10 days after "
    "the due date. The Lessee paid a $2,000 down payment and a $450 acquisition fee at signing. The "
    "mileage allowance is 12,000 miles per year, and each mile over the total allowance is charged at "
    "$0.25 at lease end. The Lessee may not sublease the vehicle or take it outside the United States for "
    "more than 30 consecutive days. Early termination is allowed only after the 12th payment and requires "
    "a fee equal to three monthly payments. At the end of the term, the Lessee may buy the vehicle for "
    "$18,700. Normal wear is not charged, but any single dent larger than 2 inches will be billed."
)

B23_DORM_CONTRACT = (
    "The Residence Life Office at Calloway State University issues this housing contract for the 2025-26 "
    "academic year, running from August 22, 2025 to May 9, 2026. The rate for a double room in Prescott "
    "Hall is $4,150 per semester, and a single room costs $5,300 per semester. A $250 deposit is due by "
    "June 15; it is refundable only if the student cancels before July 1. All first-year students must "
    "live on campus unless they reside with a parent within 40 miles. Residents may not keep pets other "
    "than fish in tanks of 10 gallons or less. Quiet hours run from 10 p.m. to 8 a.m. Sunday through "
    "Thursday and from midnight to 10 a.m. on Friday and Saturday nights. Halls close during winter break, "
    "from December 19 to January 11, except for students approved by Director Alicia Moreno. Cancelling "
    "after move-in results in a charge of 60% of the remaining semester's rent. Candles and space heaters "
    "are prohibited."
)

B23_BIKE_SHARE = (
    "RideLoop, operated by Vantor Mobility Inc., offers pay-as-you-go rides at a $1.00 unlock fee plus "
    "$0.20 per minute on classic bikes and $0.35 per minute on e-bikes. An annual membership costs $120 "
    "and includes unlimited classic-bike rides of up to 45 minutes each; longer rides are charged $0.15 "
    "per extra minute. Members pay no unlock fee but still pay $0.20 per minute for e-bikes. Riders must "
    "be at least 16 years old, and only account holders aged 18 or older may rent for someone else. Bikes "
    "must be returned to a RideLoop dock; a $25 fee applies to bikes left outside a dock unless the app "
    "shows all nearby docks as full. A bike not returned within 24 hours is considered lost and the rider "
    "may be charged up to $1,200. RideLoop does not provide helmets. Service runs 24 hours a day, except "
    "during snow emergencies declared by the city."
)

B23_DATA_RETENTION = (
    "Kestrel Analytics Ltd. retains customer account records for seven years after the account is closed, "
    "after which they are deleted within 30 days. Server access logs are kept for 90 days, except logs "
    "connected to a security incident, which are kept until the investigation closes plus one year. "
    "Marketing contact lists are reviewed every six months, and contacts who have not engaged in 24 months "
    "are removed. Job applicant files are kept for 12 months unless the candidate is hired, when they move "
    "to the employee file. Employee payroll records are held for six years after employment ends. Backups "
    "are overwritten on a 35-day cycle. Personal data may not be stored on laptops or USB drives unless "
    "approved in writing by Data Protection Officer Rajiv Menon. Customer data is never sold to third "
    "parties. Deletion requests from customers are completed within 21 days, but data under a legal hold "
    "is not deleted until the hold is lifted. The policy, last updated 3 February 2025, is reviewed "
    "annually."
)

B23_SKI_PASS = (
    "At Ridgeback Mountain Resort, a one-day adult lift pass costs $89 on weekdays and $109 on weekends "
    "and holidays. Children aged 6 to 12 pay $52 any day, and children under 6 ski free when accompanied "
    "by a paying adult. Seniors 70 and older receive 40% off the adult price. A season pass costs $749 if "
    "purchased before October 31, rising to $899 afterward. Lifts operate from 8:30 a.m. to 4:00 p.m., "
    "and the Summit Express closes 30 minutes earlier. Night skiing on the Lantern lift runs Thursday to "
    "Saturday from 5:00 to 9:00 p.m. and is not included in day passes. Passes are non-transferable; a "
    "pass used by someone other than its holder will be confiscated without refund. Refunds are given "
    "only if fewer than 25% of lifts open on the pass date. Ski school instructor Tomas Lindqvist leads "
    "free beginner tours at 10:00 a.m. on Sundays."
)


B24_PENSION_STATEMENT = (
    "Harrowgate Mutual Pension Scheme - Annual Statement for the year ending 31 March 2024. "
    "Member: Eleanor Whitcombe, member number HM-40217. Your fund value on 1 April 2023 was "
    "£48,200. During the year you contributed £3,600 and your employer, Castlebrook Engineering "
    "Ltd, contributed £5,400. Investment growth added £2,950, and annual management charges of "
    "£310 were deducted, giving a closing value of £59,840. Your selected retirement age is 65, "
    "which you will reach on 14 August 2041. Your fund is invested in the Balanced Growth Fund, "
    "which returned 5.8% over the year. Employer contributions are matched at 150% of your own "
    "contributions, up to a maximum of 6% of salary. Lump sums of up to 25% of the fund may be "
    "taken tax-free at retirement. Transfers out are permitted at any time, except within 12 "
    "months of your selected retirement age. This statement does not include any State Pension "
    "entitlement. If you have questions, contact the scheme administrator, Daniel Okafor, "
    "before 30 June 2024."
)

B24_AIRPORT_PARKING = (
    "Fenmoor Airport Parking Tariff - effective 1 May 2024. Short Stay (Car Park A, next to the "
    "terminal): £4.50 for up to 30 minutes, £9 for up to 2 hours, and £32 per 24 hours. Long "
    "Stay (Car Park C, 8 minutes by free shuttle bus): £14 per day for the first 7 days, then £9 "
    "per day from day 8 onwards. Pre-booking online at least 24 hours ahead saves 20% on Long "
    "Stay rates only. Drop-off in the Forecourt Zone costs £5 for up to 10 minutes; each "
    "additional minute is charged at £1, up to a maximum stay of 20 minutes. Blue Badge holders "
    "park free for up to 3 hours in Short Stay, provided they register at the information desk. "
    "Motorcycles park free in the designated bays in Car Park A. Overnight parking in the "
    "Forecourt Zone is not permitted. The Long Stay shuttle runs every 15 minutes between 04:00 "
    "and 23:30. Lost tickets are charged at the full 24-hour Short Stay rate."
)

B24_ZOO_MEMBERSHIP = (
    "Brackenridge Zoo Membership 2024-25. Annual memberships run for 12 months from the date of "
    "purchase. Individual membership costs £68; Joint (two named adults at the same address) "
    "costs £118; Family (two adults and up to three children aged 3-15) costs £165. Children "
    "under 3 always enter free and do not need a membership. Members receive unlimited daytime "
    "entry, 10% off in the Savannah Café and gift shop, and two free guest passes per year. "
    "Guest passes cannot be used on bank holidays or during the Lantern Nights festival (1-23 "
    "December). General opening is at 10:00 a.m.; members may enter from 9:30 a.m., except on "
    "Sundays. Memberships are non-transferable and non-refundable, unless the zoo closes for "
    "more than 28 consecutive days. Seniors aged 65 and over receive £10 off any membership "
    "type. Paying by monthly direct debit adds £6 to the annual price. Membership does not "
    "include keeper experiences or parking. Enquiries: membership manager Priya Landgraf."
)

B24_SOFTWARE_LICENCE = (
    "Quillstone Analytics Suite - End User Licence Agreement (version 4.2). "
    "This Agreement is between Quillstone Software GmbH (\"Licensor\") and the purchasing "
    "organisation (\"Licensee\"). A Standard licence permits installation on up to 3 devices used "
    "by one named user; a Team licence covers up to 25 named users, with each user limited to 2 "
    "devices. Licences are annual and renew automatically unless the Licensee cancels at least "
    "30 days before the renewal date. The Licensee may not reverse-engineer, sublicense, or rent "
    "the software. Use for academic research is permitted under the Standard licence, but "
    "commercial consulting for third parties requires a Team licence. The Licensor provides "
    "security updates for 36 months after each major release; feature updates are included "
    "only while the licence is active. Liability of the Licensor is capped at the fees paid in "
    "the preceding 12 months. Support requests are answered within 2 business days, except for "
    "Team licences, which receive a 4-hour response during business hours. This Agreement is "
    "governed by the laws of Austria."
)

B24_HIKING_TRAIL = (
    "Greyhollow Ridge Loop - Trail Guide. Distance: 14.2 km loop; total ascent 860 m; allow 5 "
    "to 6 hours. Grade: strenuous. The trail starts at Millbeck car park (£6 per day, cash only) "
    "and climbs steeply for the first 3.5 km to Corran Tarn, the only reliable water source on "
    "the route. From the tarn, the path follows the exposed ridge for 4 km to the summit cairn "
    "at 912 m, then descends via Sheepfold Gully back to the car park. Dogs are allowed but "
    "must be kept on a lead between 1 March and 31 July because of ground-nesting birds. Wild "
    "camping is not permitted anywhere on the loop. The Sheepfold Gully descent is closed from "
    "1 November to 28 February; in those months walkers must return the way they came, which "
    "adds 1.8 km. Mobile signal is available only on the summit. The local mountain rescue "
    "team, led by Fergus Hallam, advises starting no later than 10 a.m. and not attempting the "
    "ridge in winds above 40 mph."
)

B24_KINDERGARTEN_FEES = (
    "Little Acorns Kindergarten - Fee Schedule, September 2024 to July 2025. Full-day places "
    "(8:00 a.m. to 5:30 p.m.) cost £1,140 per month; morning-only places (8:00 a.m. to 12:30 "
    "p.m.) cost £620 per month. Lunch is included in full-day places but costs £3.80 per day for "
    "morning-only children who stay for lunch. A non-refundable registration fee of £75 is "
    "payable once per child. Siblings attending at the same time receive a 10% discount on the "
    "fees of the second and any further child, but not on the registration fee. Late collection "
    "after 5:30 p.m. is charged at £15 per 15 minutes or part thereof. Fees are payable in "
    "advance by the 1st of each month; payments more than 7 days late incur a £25 "
    "administration charge. Fees are not reduced for sickness or holidays, except for absences "
    "of more than three consecutive weeks with a doctor's note. One month's written notice is "
    "required to withdraw. The kindergarten is closed for two weeks over Christmas. "
    "Manager: Hannah Pryce."
)


B26_MARINA_BERTH = (
    "Harbourside Marina, operated by Kestrel Quay Ltd, rents seasonal berths from 1 April to 31 October. "
    "The seasonal fee is £85 per metre of boat length, with a minimum charge of £600. Boats over 12 metres "
    "must use the outer pontoon, and berths on D pontoon are reserved for vessels under 8 metres. A deposit "
    "of 20% is due on signing, with the balance payable by 15 March. Electricity is metered and billed "
    "separately at 32p per kWh; fresh water is included. Liveaboard use is not permitted except with "
    "written consent from the harbourmaster, Gwen Talbot, and consent is limited to 60 nights per season. "
    "Berth holders who cancel before 1 February receive a full refund of the deposit; after that date the "
    "deposit is forfeited. Tenders may be stored on the dinghy rack for an extra £45 per season. "
    "Sub-letting of berths is not allowed under any circumstances."
)

B26_DRIVING_SCHOOL = (
    "Clearway Driving School, run by instructor Marcus Okafor, offers three packages for learners in the "
    "Brenton area. The Starter package costs £330 for 10 one-hour lessons. The Standard package costs £595 "
    "for 20 one-hour lessons and includes one mock test. The Intensive package covers 30 hours over two "
    "weeks for £960, but is only available to pupils who have already passed their theory test. Single "
    "lessons are £36 each. Lessons cancelled with less than 48 hours' notice are charged in full, unless "
    "the cancellation is due to illness supported by a doctor's note. Package hours must be used within "
    "6 months of purchase and are not refundable after the first lesson. Pupils under 17 cannot book "
    "lessons. Use of the school's car for the practical test costs an additional £70, and this fee is not "
    "included in any package. Students referred by a current pupil receive £25 off any package."
)

B26_COWORKING = (
    "Foundry Loft Coworking in Marlow Street offers three membership tiers. Hot Desk members pay $190 per "
    "month and can use any open seat between 8am and 7pm on weekdays. Dedicated Desk members pay $340 per "
    "month for a reserved desk and 24/7 access, including weekends. Private Office plans start at $1,150 "
    "per month for up to four people. All tiers include Wi-Fi and coffee, but printing is charged at 10 "
    "cents per page. Meeting rooms are booked by the hour: Dedicated Desk members get 6 free hours per "
    "month, Private Office members get 15, and Hot Desk members get none. Unused hours do not roll over. "
    "Memberships require one month's written notice to cancel, except during the first 14 days, when "
    "members may leave with a full refund. Paying annually upfront gives a 10% discount. Pets are not "
    "allowed, apart from registered assistance dogs. Community manager Priya Desai handles all membership "
    "queries."
)

B26_MUSEUM_GROUP = (
    "The Alder Valley Museum of Industry welcomes pre-booked groups of 12 to 40 visitors. Groups must book "
    "at least 21 days before their visit through the bookings officer, Daniel Reyes. Standard group "
    "admission is €9 per person, a saving of €3 on the individual adult price. School groups pay €5 per "
    "pupil, and one accompanying teacher is admitted free for every 8 pupils; additional adults pay the "
    "group rate. Guided tours last 75 minutes and cost a flat €60 per group, but are not available on "
    "Mondays. Groups arriving more than 30 minutes late may have their tour shortened or cancelled without "
    "refund. Payment is due 7 days before the visit; cancellations made after that point are not refunded. "
    "The museum café can reserve seating for groups of up to 25, but packed lunches may only be eaten in "
    "the ground-floor picnic room. Photography is allowed throughout the museum except in the Textile "
    "Gallery."
)

B26_UTILITY_PLAN = (
    "Dear Ms Harriet Lowe, thank you for contacting Northfield Energy about your overdue balance of £1,248. "
    "We have agreed a payment plan under which you will pay £104 per month for 12 months, starting on "
    "5 June, collected by Direct Debit. No interest or late fees will be added while you keep to the plan. "
    "If two consecutive payments are missed, the plan will end and the full remaining balance will become "
    "due within 14 days. Your ongoing usage is not covered by this plan and will continue to be billed "
    "quarterly. Because you told us you receive Pension Credit, we have also applied a one-off £150 Warm "
    "Home credit to your account; this credit has not been deducted from the £1,248 figure above. We will "
    "not install a prepayment meter while the plan is active, unless you request one. If your "
    "circumstances change, please call our support adviser, Tom Birch, on 0300 555 0192, Monday to "
    "Friday, 8am to 6pm."
)

B26_SUMMER_CAMP = (
    "Camp Whistling Pines, run by the Ridgeway Youth Trust, offers residential sessions for children aged "
    "8 to 14. Each session lasts 12 days, and the 2025 sessions start on 6 July and 27 July. The fee is "
    "$1,480 per child per session, and siblings enrolling for the same session receive 15% off the second "
    "child's fee. A non-refundable deposit of $250 secures a place; the balance is due by 1 June. Families "
    "who withdraw before 1 June get back everything except the deposit, but withdrawals after that date "
    "receive no refund unless a place can be refilled from the waiting list. Campers must be able to swim "
    "50 metres to take part in the lake activities; non-swimmers join the pool programme instead. Mobile "
    "phones are not allowed at camp, and parents may call the camp director, Elena Markovic, between 6pm "
    "and 7pm daily. Medical forms must be returned at least 10 days before arrival."
)


B25_GYM_TIMETABLE = (
    "Ironbark Fitness, Castlemaine Road - Class Timetable and Rules (valid from 3 March 2025). "
    "Spin classes run Monday, Wednesday and Friday at 6:15 am and last 45 minutes, led by instructor "
    "Dana Whitfield. Yoga with Priya Nair runs Tuesday and Thursday at 7:00 pm for 60 minutes. "
    "Saturday HIIT starts at 9:00 am and lasts 30 minutes. Each class is capped at 20 participants, "
    "except spin, which is capped at 14 bikes. Members on the Standard plan ($39 per month) may book up "
    "to 3 classes per week; Premium members ($59 per month) have unlimited bookings. Bookings open "
    "72 hours before a class starts. Cancellations made less than 4 hours before a class count as a "
    "no-show, and three no-shows within 30 days suspend booking rights for 7 days. Guests may attend "
    "one free class only if accompanied by a Premium member. Children under 16 are not permitted in "
    "the weights area at any time."
)

B25_PHONE_REPAIR = (
    "FixPoint Mobile Repairs - Repair Warranty Terms. Every screen replacement carried out by FixPoint "
    "is covered for 180 days from the collection date, and battery replacements are covered for "
    "12 months. Water-damage repairs carry a 30-day warranty only. The warranty covers defects in "
    "replacement parts and workmanship; it does not cover accidental damage, cracks caused by drops, "
    "or liquid exposure after repair. If a covered fault appears, FixPoint will repair the device free "
    "of charge or, if the part is no longer available, refund 100% of the repair price. Claims must be "
    "made in store with the original receipt. The warranty is void if the device is opened by anyone "
    "other than a FixPoint technician. Customers who register their repair online within 14 days "
    "receive an extra 60 days of cover on screen repairs. Diagnostic checks cost \u00a315, which is "
    "deducted from the repair bill if the customer proceeds. Store manager Karen Odell handles all "
    "warranty disputes, which are answered within 5 working days."
)

B25_RECYCLING_GUIDE = (
    "Harwell City Council - Household Recycling Collection Guide 2025. Blue-lid recycling bins are "
    "collected fortnightly on Tuesdays. Green-lid garden waste bins are collected once every four "
    "weeks on Thursdays, between March and November only; there is no garden waste collection in "
    "December, January or February. Bins must be placed at the kerb by 6:30 am on collection day and "
    "brought back in within 24 hours. Accepted in blue bins: rinsed plastic bottles, tins, cardboard "
    "and glass jars. Soft plastics, nappies and polystyrene are not accepted, and contaminated bins "
    "will be tagged and left unemptied. Each household may request one bulky waste pickup per year "
    "free of charge; additional pickups cost $45 each, with a maximum of 5 items per pickup. Residents "
    "aged over 75 or with a registered disability can apply for an assisted collection, in which crews "
    "collect bins from the property. For enquiries, contact the Waste Services team, led by "
    "coordinator Marcus Tembo, on weekdays from 8 am to 5 pm."
)

B25_THEATRE_TICKETS = (
    "Lyric Quarter Theatre - Ticketing Policy. Tickets for the 2025 season go on general sale on "
    "10 February; Friends of the Lyric members get priority booking from 3 February. Stalls seats cost "
    "\u00a348, Dress Circle \u00a336 and Upper Circle \u00a322. A booking fee of \u00a32.50 applies per "
    "ticket, except for tickets bought in person at the box office. Concessions of 20% off are "
    "available to students and over-65s for Monday to Thursday performances only. Tickets are "
    "non-refundable, but may be exchanged for another performance of the same production up to "
    "48 hours before the original performance, for a \u00a33 fee per ticket. Latecomers will not be "
    "admitted until a suitable break in the performance. Children under 5 are not admitted to evening "
    "performances. Groups of 10 or more receive one free ticket for every 10 purchased. The box "
    "office, managed by Elena Rossi, opens Monday to Saturday from 10 am to 8 pm."
)

B25_TRANSLATION_CONTRACT = (
    "Freelance Translation Agreement between Verba Linguistics Ltd (the Agency) and translator "
    "Tom\u00e1s Herrera (the Translator), effective 1 April 2025. The Translator will translate "
    "Spanish-to-English documents at a rate of \u20ac0.11 per source word, with a minimum fee of "
    "\u20ac40 per job. Certified legal translations are paid at \u20ac0.15 per word. Standard deadlines "
    "allow 2,000 words per working day; urgent jobs requiring more than this are paid a 25% surcharge. "
    "The Agency will pay invoices within 30 days of receipt, except for invoices under \u20ac100, which "
    "are paid within 10 days. The Translator may not use machine translation tools unless the client "
    "has given written approval. All work includes one round of free revisions if requested within "
    "14 days of delivery; further revisions are billed at \u20ac35 per hour. The Translator must not "
    "subcontract any job without the consent of project manager Ines Duarte. Either party may end "
    "this agreement with 21 days' written notice."
)

B25_VET_PRICES = (
    "Willowbank Veterinary Clinic - Price List (from 1 January 2025). Standard consultation: $65 for a "
    "15-minute appointment; extended 30-minute consultations cost $110. Annual vaccination costs $95 "
    "for dogs and $85 for cats, including a health check. Microchipping is $45, or free when booked "
    "together with a desexing procedure. Desexing: cats $180 (male) or $260 (female); dogs from $320, "
    "depending on weight. Dental scale and polish starts at $290 and requires a general anaesthetic. "
    "After-hours emergency visits (after 6 pm on weekdays and all day Sunday) carry an additional $150 "
    "surcharge. Pensioners receive 10% off consultations, but not off medications or surgery. Payment "
    "is due at the time of service, and we do not offer payment plans for bills under $500. "
    "Dr Amelia Chen leads the surgical team, while Dr Rafael Ortiz handles exotic animals, including "
    "rabbits and birds. We do not treat venomous reptiles."
)


PROBES: dict[str, list[tuple[str, str, bool]]] = {
    "answer shapes": [(BRIDGE, c, True) for c in (
        "The Sydney Harbour Bridge opened in 1932.",
        "It is worth noting that the Sydney Harbour Bridge opened in 1932.",
        "However, the Sydney Harbour Bridge opened in 1932.",
        "Passage 2 says the Sydney Harbour Bridge opened in 1932.",
        "The Sydney Harbour Bridge opened in 1932, as mentioned in Passage 1.",
        "1. The bridge opened in 1932.\n2. It is 1,149 metres long.",
        "The bridge is approximately 1.1 km long.",
        "The bridge opened in 1932. The passages do not mention when it closed.",
        "Yes, tolls apply only to vehicles heading south.",
        "The Sydney Harbour Bridge was opened in the year 1932.",
        "Cyclists can use the bridge.",
        "The bridge opened in **1932**.",
    )] + [(BRIDGE, c, False) for c in (
        "The bridge is 1.6 km long.",
        "The passages do not mention when the bridge opened.",
        "The context does not specify the length of the bridge.",
        "Northbound vehicles pay a toll.",
    )],
    "company record": [(COMPANY, c, True) for c in (
        "Acme Cloud was founded in 2014.", "Maria Chen founded Acme Cloud.", "Acme Cloud has a total of 320 employees.",
        "Revenue grew by 12% in 2023.", "The Growth plan is priced at $49 per month.", "You can cancel at any time.",
        "Support hours are 9 am to 5 pm.", "Acme Cloud is based in Austin, Texas.",
    )] + [(COMPANY, c, False) for c in (
        "Acme Cloud was founded in 2015.", "Acme Cloud was founded by John Smith.", "Revenue fell 12% in 2023.",
        "The Growth plan costs $59 per month.", "Customers cannot cancel their plan.", "Support is available by phone.",
        "Support is available on weekends.", "Acme Cloud is a public company.",
        "Acme Cloud was acquired by Oracle in 2022.", "The Growth plan includes unlimited users.",
        "Acme Cloud has offices in London.",
        "Maria Chen is the CEO of Acme Cloud.", "The Growth plan costs $49 per year.",
        "Acme Cloud was founded in Austin in 2014 and went public in 2020.", "Support is available from 9 am to 9 pm.",
    )],
    "drug trial": [(TRIAL, c, True) for c in (
        "Drug X lowered systolic blood pressure by 8.1 mmHg.", "The trial enrolled 1,204 adults.",
        "The trial lasted 12 weeks.", "About 4% of patients felt dizzy.", "The trial took place in Canada.",
        "The manufacturer funded the trial.", "Patients older than 80 were not included.",
        "Placebo lowered blood pressure by 2.3 mmHg.",
    )] + [(TRIAL, c, False) for c in (
        "Drug X lowered diastolic blood pressure by 8.1 mmHg.", "The trial lasted 12 months.",
        "The trial was run at 41 hospitals.", "Side effects were severe.", "The trial was run in the United States.",
        "Patients over 80 were included.", "The drug is approved for children.",
        "The trial was funded by the government.",
        "40% of patients reported dizziness.", "Drug X raised systolic blood pressure by 8.1 mmHg.",
        "The trial was not randomised.", "Drug X cures hypertension.",
    )],
    "api docs": [(API_DOCS, c, True) for c in (
        "By default, fetch_all runs 8 requests in parallel.", "Requests time out after 30 seconds.",
        "Failed requests are retried up to three times.", "Python 3.8 is not supported since version 2.0.",
        "The library uses the MIT license.", "No. Version 2.0 dropped support for Python 3.8.",
        "The default timeout is half a minute.", "Retries use exponential backoff.",
    )] + [(API_DOCS, c, False) for c in (
        "By default, fetch_all runs 16 requests in parallel.", "Requests time out after 30 minutes.",
        "Failed requests are retried 5 times.", "Version 2.0 added support for Python 3.8.",
        "The library is released under the Apache 2.0 licence.", "Retries use a fixed delay of 500 ms.",
        "The number of parallel requests cannot be changed.", "Requests are retried with linear backoff.",
    )],
    "council vote": [(COUNCIL, c, True) for c in (
        "The council approved the new library by a vote of 7 to 2.", "The library will cost $12.5 million.",
        "A state grant covers $4 million of the cost.", "Construction should be finished in 2027.",
        "Councillor Diaz voted against the project.", "The Main Street library will close once the new library opens.",
        "The vote took place in March 2025.",
    )] + [(COUNCIL, c, False) for c in (
        "The council voted unanimously to approve the library.", "The library will cost $15 million.",
        "The state grant covers the full cost.", "Construction will start in spring 2025.",
        "Councillor Diaz voted for the project.", "The new library will be built on Main Street.",
        "The old library will stay open after the new one opens.", "The vote took place on 14 May 2025.",
        "The federal government provided $4 million.",
    )],
    "return policy": [(RETURNS, c, True) for c in (
        "You can return items within 30 days of delivery.", "Sale items can be exchanged but not refunded.",
        "Refunds take 5 to 7 business days.", "EU customers have 60 days to return items.",
        "Return shipping is free on orders above $50.", "For orders under $50, a $4.95 fee is deducted.",
    )] + [(RETURNS, c, False) for c in (
        "You can return items within 14 days of delivery.", "Sale items can be refunded.",
        "Refunds are issued as store credit.", "Refunds take 5 to 7 weeks.",
        "EU customers have 90 days to return items.",
        "Return shipping is always free.", "A $5.95 fee is deducted for small orders.",
    )],
    "school study": [(STUDY, c, True) for c in (
        "The study included 312 children.", "Children were aged between 6 and 11.",
        "Iron supplements improved reading scores.", "The supplement had no effect on maths scores.",
        "The study took place in Kenya.", "Supplements were given for six months.",
        "No serious side effects were reported.",
    )] + [(STUDY, c, False) for c in (
        "The study included 3,120 children.", "Iron supplements improved maths scores.",
        "The study took place in Uganda.", "Supplements were given for six weeks.", "The study was double-blind.",
        "Reading scores were 4.2 points lower in the supplement group.", "The supplement caused serious side effects.",
        "The study involved children in five schools.",
    )],
    "spec sheet": [(SPEC, c, True) for c in (
        "The Nimbus 5 weighs 1.2 kilograms.", "- **Display:** 14 inches, 2880 x 1800", "It has 16 GB of RAM.",
        "Storage can be upgraded to 2 TB.", "Based on the context, the battery lasts up to 18 hours.",
        "The laptop costs $1,299 in the US.", "It comes with a 2-year warranty.",
    )] + [(SPEC, c, False) for c in (
        "The Nimbus 5 weighs 2.1 kg.", "It has a 15-inch display.", "It ships with 32 GB of memory.",
        "Storage can be upgraded to 4 TB.", "The battery lasts up to 24 hours.", "The laptop costs $1,499.",
        "It comes with a three-year warranty.", "The Nimbus 5 has a touchscreen.",
    )],
    "news report": [(NEWS, c, True) for c in (
        "Ana Ribeiro was elected speaker of Portugal's parliament.", "She is the first woman to hold the post.",
        "Ribeiro won 131 votes.", "Ribeiro used to be a judge.", "Jose Martins resigned in June.",
        "In summary, Ribeiro, a former judge from Porto, replaces Jose Martins.",
    )] + [(NEWS, c, False) for c in (
        "Ana Ribeiro was elected on Wednesday.", "Ribeiro won 113 of the 230 votes.", "Ribeiro is 62 years old.",
        "Ribeiro is a former lawyer from Lisbon.", "Jose Martins resigned in July.", "Opposition parties refused to "
        "cooperate with her.", "Ribeiro is the second female speaker.", "Martins was dismissed by parliament.",
    )],
    "recipe": [(RECIPE, c, True) for c in (
        "Bake the cake for 35 minutes.", "The oven should be set to 180 degrees.", "You need 250 g of flour.",
        "The batter uses two eggs.", "Let the cake cool for 10 minutes.", "The cake keeps for 3 days.",
    )] + [(RECIPE, c, False) for c in (
        "Bake the cake for 45 minutes.", "Preheat the oven to 200 C.", "You need 500 g of flour.",
        "The batter uses three eggs.", "Add 100 ml of water.", "The cake keeps for a week.",
        "Serve the cake hot, straight from the oven.",
    )],
    "leave policy": [(LEAVE, c, True) for c in (
        "Parental leave is 16 weeks and paid.", "You need one year of service to qualify.",
        "Leave has to be used within a year of the birth.", "Part-time staff get leave in proportion to their hours.",
        "Requests go to HR at least 30 days ahead.",
    )] + [(LEAVE, c, False) for c in (
        "Employees get 12 weeks of paid parental leave.", "New employees are entitled to parental leave from day one.",
        "Leave must be taken within 16 months of the birth.", "Part-time employees receive the full 16 weeks.",
        "Requests must be submitted at least 60 days in advance.", "Parental leave is unpaid.",
        "Requests must be submitted to the employee's manager.",
    )],
    "clinic answers": [(CLINIC, c, True) for c in (
        "Riverside Clinic opens at 8 am on weekdays. On Saturdays it closes at 1 pm.",
        "You can book an appointment online or by phone (555-0142).",
        "The clinic is closed on Sundays. Walk-in patients are only seen for urgent care.",
        "Yes, parking is free for the first two hours.",
        "The clinic employs six doctors and two nurse practitioners, so eight clinicians in all.",
        "According to the context, the clinic does not open on public holidays.",
    )] + [(CLINIC, c, False) for c in (
        "Riverside Clinic opens at 8 am on weekdays. On Saturdays it closes at 3 pm.",
        "The clinic is open on Sundays from 9 am to 1 pm.",
        "Appointments can only be booked by phone.",
        "Walk-in patients are always welcome. The clinic has six doctors.",
        "Parking is free for the whole visit.",
        "The clinic has eight doctors.",
        "The clinic is open until 8 pm on Fridays.",
    )],
    "space mission": [(MISSION, c, True) for c in (
        "Aurora launched in August 2024 on an Ariane 6.",
        "The probe is expected to arrive at Jupiter in 2031, after flybys of Earth and Venus.",
        "It has nine instruments and runs on solar power.",
        "ESA leads the mission, which cost EUR 1.6 billion.",
        "The solar panels cover 85 m2 in total.",
    )] + [(MISSION, c, False) for c in (
        "Aurora launched in August 2023.", "The probe will reach Saturn in 2031.",
        "It will fly past Mars once on the way.", "The probe is nuclear powered.",
        "The mission is led by NASA.", "The mission cost 2.6 billion euros.",
        "Aurora launched from Cape Canaveral on an Ariane 6 rocket.",
        "The probe carries nine instruments. It will reach Jupiter in 2029.",
    )],
    "invoice": [(INVOICE, c, True) for c in (
        "Invoice INV-2041 totals $1,260 before tax.", "Harbor Foods ordered 1,500 units at 84 cents each.",
        "Payment is due 30 days after the invoice date, so by 1 November 2025.",
        "An 8% sales tax is added to the total.", "**Late fee:** 1.5% per month on overdue payments.",
        "Based on the invoice, it was approved by Tom Reyes.", "With tax, the invoice comes to $1,360.80.",
    )] + [(INVOICE, c, False) for c in (
        "Invoice INV-2041 totals $1,620 before tax.", "Harbor Foods ordered 1,500 units at $0.48 per unit.",
        "Payment is due within 60 days of the invoice date.", "Late payments incur a fee of 1.5% per year.",
        "The invoice was approved by Harbor Foods' CFO.", "No sales tax applies to this invoice.",
        "The invoice was issued on 2 November 2025.", "Harbor Foods has already paid the invoice.",
    )],
    "flight booking": [(FLIGHT, c, True) for c in (
        "The flight leaves Zurich at 7:40 am and lands at Heathrow at 8:25 am local time.",
        "You can check in online from 23 hours before the flight.",
        "One 8 kg hand bag is included; each checked bag costs CHF 45.",
        "The ticket cannot be refunded, but it can be changed for CHF 70.", "Your seat is 14C.",
        "- Flight LX 318 departs on 12 January 2026.",
    )] + [(FLIGHT, c, False) for c in (
        "The flight departs Zurich at 08:25.", "The ticket is fully refundable.",
        "Checked baggage is included in the fare.", "Online check-in opens 48 hours before departure.",
        "The flight lands at London Gatwick.", "Changes are free of charge.", "Seat 14C is a window seat.",
        "Hand baggage may weigh up to 10 kg.",
    )],
    "incident report": [(INCIDENT, c, True) for c in (
        "The outage in EU-West lasted 75 minutes.", "About 18% of requests in EU-West failed.",
        "A faulty configuration change caused the incident; it was rolled back at 15:02 UTC.",
        "No customer data was lost.", "Only customers in the EU-West region were affected.",
        "Automated checks for config changes are planned by the end of October.",
    )] + [(INCIDENT, c, False) for c in (
        "About 80% of requests in EU-West failed.", "The incident was caused by a hardware failure.",
        "Some customer data was lost.", "Customers in all regions were affected.",
        "The change was rolled back at 14:05 UTC.", "The outage lasted about three hours.",
        "The incident affected the US-East region.", "The engineer responsible for the change has been dismissed.",
    )],
    "medicine label": [(LABEL, c, True) for c in (
        "Adults can take one or two tablets every four to six hours.",
        "The maximum dose is 8 tablets in 24 hours.", "It is not suitable for children under 12.",
        "You should not combine it with other paracetamol products.",
        "People with liver disease should consult a doctor first.", "Keep it below 25 degrees Celsius.",
    )] + [(LABEL, c, False) for c in (
        "Adults can take up to 4 tablets at a time.", "The maximum dose is 12 tablets a day.",
        "Children aged 6 to 12 can take half a tablet.", "It is safe to take with other paracetamol products.",
        "People with liver disease should not take it under any circumstances.",
        "Take 1 to 2 tablets every 2 hours.", "Store in the fridge.",
    )],
    "match report": [(MATCH, c, True) for c in (
        "Celtic won 2-1 against Rangers.", "Furuhashi scored first, in the 12th minute.",
        "Tavernier's equaliser came from a penalty.", "Hatate scored Celtic's winning goal in the 78th minute.",
        "Rangers ended the match with ten players.", "About 59,000 people attended.",
    )] + [(MATCH, c, False) for c in (
        "Rangers beat Celtic 2-1.", "Furuhashi scored twice.", "The match ended in a 1-1 draw.",
        "Hatate scored in the 87th minute.", "Celtic had a player sent off.", "The match was played at Ibrox.",
        "Tavernier scored from a free kick.",
    )],
    "subscription terms": [(PLAN, c, True) for c in (
        "Paying annually, the Pro plan costs $290 a year.", "The trial lasts two weeks and needs no credit card.",
        "Up to five people can use a Pro account.", "Annual plans get a refund for the unused months.",
        "Prices do not include VAT.", "Monthly billing comes to $348 a year.",
    )] + [(PLAN, c, False) for c in (
        "The Pro plan costs $29 per year.", "It includes 100 GB of storage.",
        "Monthly plans are refunded for unused days.", "A credit card is required for the trial.",
        "The free trial lasts 30 days.", "Prices include VAT.", "Up to 10 team members can join a Pro plan.",
    )],
    "weather forecast": [(FORECAST, c, True) for c in (
        "Lisbon expects a high of 24 degrees tomorrow.", "The chance of rain rises to 40% by the evening.",
        "Saturday will be cooler, with a high of 19 C.", "Northerly winds of 20 km/h are forecast.",
        "Tomorrow's low is 15 C.",
    )] + [(FORECAST, c, False) for c in (
        "Tomorrow's high in Lisbon is 29 C.", "The chance of rain falls to 10% in the evening.",
        "Winds will come from the south.", "Saturday will be warmer than tomorrow.",
        "There is a 40% chance of rain in the morning.", "Saturday will be dry and sunny.",
    )],
    "paper abstract": [(PAPER, c, True) for c in (
        "The model has 350 million parameters.", "It was trained on 12B tokens.", "It reaches 84.2 F1 on SQuAD.",
        "Training ran for nine days on 64 GPUs.", "The weights are not released.",
        "A model ten times larger scores about 86 F1.",
    )] + [(PAPER, c, False) for c in (
        "The model has 3.5 billion parameters.", "It scores 82.4 F1 on SQuAD.", "Training took 9 weeks.",
        "Both the code and the weights are released.", "It was trained on French text.",
        "It beats a model ten times its size.",
    )],
    "property listing": [(LISTING, c, True) for c in (
        "The flat has two bedrooms and a balcony facing south.", "There is no lift in the building.",
        "It's on the 3rd floor.", "Asking price: £425,000.", "Service charges come to £150 a month.",
        "The floor area is 68 m2.",
    )] + [(LISTING, c, False) for c in (
        "The flat has three bedrooms.", "The building has a lift.", "The balcony faces north.",
        "The asking price is £452,000.", "Service charges are £1,800 a month.", "The flat is on the ground floor.",
        "The flat comes with a parking space.",
    )],
    "release notes": [(CHANGELOG, c, True) for c in (
        "Version 3.2.0 adds support for Python 3.13.", "Python 3.8 is no longer supported as of 3.2.0.",
        "The default timeout is now 30 seconds.", "The default timeout tripled in 3.2.0.",
        "A memory leak in the connection pool was fixed.", "The retry argument will be removed in version 4.0.",
        "Version 3.2.0 came out in June 2025.",
    )] + [(CHANGELOG, c, False) for c in (
        "Version 3.2.0 dropped support for Python 3.13.", "The default timeout was lowered to 10 seconds.",
        "The retry argument was removed in 3.2.0.", "Version 3.2.0 was released on 4 July 2025.",
        "Version 3.2.0 fixed a memory leak in the cache.", "Python 3.8 is still supported.",
    )],
    "service level": [(SLA, c, True) for c in (
        "Monthly uptime is guaranteed at 99.9%.", "Below 99% uptime, customers get a 25% credit.",
        "Critical tickets get a response within an hour, around the clock.",
        "Credits have to be claimed within 30 days.",
        "Announced maintenance does not count as downtime if notice is at least 48 hours.",
    )] + [(SLA, c, False) for c in (
        "Below 99.9% uptime, customers get a 25% credit.", "All tickets are answered within 1 hour.",
        "Credits must be requested within 60 days.", "Scheduled maintenance counts as downtime.",
        "The service guarantees 99.99% monthly uptime.", "Critical tickets are answered within 4 hours.",
    )],
    "earnings report": [(EARNINGS, c, True) for c in (
        "Northwind's third-quarter revenue was $4.2 billion.", "Revenue grew 12% year on year.",
        "Net income declined to $310 million.", "Northwind raised its annual revenue forecast by $500 million.",
        "Tom Alvarez is Northwind's chief executive.", "Northwind shares gained 3% in early trading.",
    )] + [(EARNINGS, c, False) for c in (
        "Net income rose 5% to $310 million.", "Revenue was $4.2 billion, up 21% from a year earlier.",
        "Northwind cut its full-year revenue forecast.", "Tom Alvarez said demand in Europe remained strong.",
        "Net income was hurt by lower sales in Asia.", "Northwind's revenue forecast is now $16 billion.",
        "Shares fell 3% in early trading.",
    )],
    "biography": [(BIO, c, True) for c in (
        "Lena Park has led the coastal ecology group at the University of Bergen since 2019.",
        "She received her doctorate from Duke in 2012.", "Park studies the decline of kelp forests.",
        "She has published over 40 papers.", "Park won the Nansen Prize in 2023.",
        "Before Bergen, she spent six years at MBARI.",
    )] + [(BIO, c, False) for c in (
        "Lena Park earned her PhD from Stanford University.", "She has led the group since 2012.",
        "Park worked at the Monterey Bay Aquarium Research Institute for ten years.",
        "She received the Nansen Prize in 2019.", "Park is a professor of physics.",
        "She has published more than 400 papers.",
    )],
    "hotel booking": [(HOTEL, c, True) for c in (
        "The stay is three nights, from 14 to 17 March 2025.", "Breakfast is included.",
        "The room has a sea view.", "The booking costs EUR 180 per night.", "Check-out is by 11 am on Monday.",
        "The booking has already been paid.", "Cancelling on 9 March is free.",
    )] + [(HOTEL, c, False) for c in (
        "Check-in is from 11:00.", "The stay is four nights.", "Breakfast is not included.",
        "Free cancellation is possible until 14 March.", "The total for the stay is EUR 450.",
        "The room has a garden view.", "Check-out is on Sunday 17 March.",
    )],
    "visa rules": [(VISA, c, True) for c in (
        "EU citizens do not need a visa for stays of up to 90 days.",
        "A passport must be valid for six months or more after entry.",
        "Paid work is not permitted on a visa-free stay.",
        "Visitors can be asked to show a return ticket.",
    )] + [(VISA, c, False) for c in (
        "EU citizens may stay for up to 180 days without a visa.",
        "Passports must be valid for at least three months beyond the date of entry.",
        "Paid work is allowed during a visa-free stay.", "All visitors need a visa.",
        "Visitors must show a hotel reservation.",
    )],
    "restaurant data": [(RESTAURANT, c, True) for c in (
        "Casa Lupita is a Mexican restaurant in Tucson.", "It has a rating of 4 stars from 212 reviews.",
        "The restaurant offers outdoor seating and free Wi-Fi.", "Casa Lupita does not offer delivery.",
        "It is open until 11 pm on Fridays.", "One reviewer praised the carne asada tacos.",
        "A reviewer waited 45 minutes for a table on a Friday night.", "It has a full bar.",
    )] + [(RESTAURANT, c, False) for c in (
        "Casa Lupita is closed on Saturdays.", "The restaurant offers delivery.", "It has a 4.5-star rating.",
        "One reviewer complained that the tacos were cold.", "Casa Lupita opens at 9 am on Saturdays.",
        "The restaurant is located on Main Street.", "Reviewers praised the fast service.",
    )],
    "town article": [(TOWN, c, True) for c in (
        "Kestrel Falls had 4,812 residents in 2020.", "The town's population grew between 2010 and 2020.",
        "Kestrel Falls began as a logging camp.", "It was incorporated in 1903, more than 30 years after its founding.",
        "The town takes its name from a waterfall.", "The sawmill shut down in 1987.",
        "Its library was built with Carnegie money.",
    )] + [(TOWN, c, False) for c in (
        "Kestrel Falls is in Washington state.", "The population fell between 2010 and 2020.",
        "The town was founded in 1903.", "The waterfall is 62 feet high.",
        "The sawmill is still the town's largest employer.", "Kestrel Falls has two high schools.",
        "The library opened in 1952.",
    )],
    "recall notice": [(RECALL, c, True) for c in (
        "The recall covers roughly 18,000 pounds of dumplings.",
        "The dumplings may contain sesame that is not listed on the label.", "No one has been reported ill.",
        "The recalled packages were sold in three states.", "Customers can get their money back.",
        "The affected lot code is BW2291.",
    )] + [(RECALL, c, False) for c in (
        "Several people have fallen ill after eating the dumplings.", "The dumplings may contain undeclared peanuts.",
        "The products were sold in Ohio, Michigan and Illinois.", "The recall covers about 80,000 pounds.",
        "The dumplings were sold until the end of July.", "Customers should throw the product away.",
        "The recall was ordered by the FDA.",
    )],
    "job advert": [(JOB, c, True) for c in (
        "The role is based in Leeds.", "The job requires at least five years of experience.",
        "The salary range tops out at £75,000.", "Staff are expected in the office two days a week.",
        "Spark experience is a plus but not required.", "The position includes a bonus of 10%.",
    )] + [(JOB, c, False) for c in (
        "The role is fully remote.", "Spark experience is required.", "The salary is up to £85,000.",
        "Applications close on 30 November.", "The pipelines run on Google Cloud.",
        "The role comes with 25 days of holiday.", "Applicants need a degree in computer science.",
    )],
    "explainer": [(BEES, c, True) for c in (
        "The waggle dance tells other bees where food is.",
        "The direction of the waggle run relates to the sun's position.",
        "A longer waggle run means the food is farther away.", "The round dance does not show direction.",
        "Karl von Frisch won a Nobel Prize in 1973.",
    )] + [(BEES, c, False) for c in (
        "The round dance is used for food more than a kilometre away.",
        "A shorter waggle run means the food is farther away.", "Von Frisch received the Nobel Prize in Chemistry.",
        "About ten seconds of waggling signal one kilometre.", "The round dance shows the direction of the food.",
        "Von Frisch won the Nobel Prize alone.", "Bees also use scent trails to mark the path to food.",
    )],
    "tenancy agreement": [(LEASE, c, True) for c in (
        "The tenancy lasts a year.", "Monthly rent is £1,250.", "The deposit is protected in an approved scheme.",
        "The tenant is responsible for council tax.", "Pets need the landlord's written permission.",
        "The tenancy can be ended after six months with two months' notice.", "Annual rent comes to £15,000.",
    )] + [(LEASE, c, False) for c in (
        "Pets are not allowed.", "The deposit is six weeks' rent.", "The landlord pays the utilities.",
        "Rent is due on the 15th of each month.", "The tenancy ends on 31 December 2025.",
        "Either party can end the tenancy at any time with one month's notice.",
        "The tenant must take out building insurance.",
    )],
    "pricing table": [(PRICING, c, True) for c in (
        "The Starter plan is free.", "The Team plan costs $12 per user per month.",
        "The Business plan includes 1 TB of storage.", "Every plan includes two-factor authentication.",
        "The Business plan has no limit on the number of users.",
        "Business customers can reach support around the clock.",
        "The Business plan costs more per user than the Team plan.",
    )] + [(PRICING, c, False) for c in (
        "The Team plan allows up to 100 users.", "Phone support is available on the Team plan.",
        "Single sign-on is available on the Team plan.", "Annual billing saves 20% on the Starter plan.",
        "Starter plan users get email support.", "The Team plan includes 10 GB of storage.",
    )],
    "meeting minutes": [(MINUTES, c, True) for c in (
        "The mobile launch was moved to 1 December.",
        "The launch was delayed because the payment review is not finished.",
        "A decision on the $4.99 tier was postponed.", "Elena will post the QA engineer role.",
        "Priya chaired the meeting.",
        "The mobile launch was originally planned for 17 November.",
        "Marketing will be told about the new date by Priya.",
    )] + [(MINUTES, c, False) for c in (
        "Sara attended the meeting.", "The team approved a $4.99 monthly tier.",
        "Tom will finish the payment review by 21 November.", "The next meeting is on 17 November.",
        "The launch was moved to 1 December because of a marketing delay.",
    )],
    "bus timetable": [(TIMETABLE, c, True) for c in (
        "On weekdays, Route 12 buses run every 15 minutes during the day.",
        "The last bus from Central Station leaves at 23:30.", "A day pass costs €8.",
        "Tickets are also sold in the CityGo app.", "A day pass can be used on other city buses too.",
        "Two single tickets cost less than a day pass.", "Buses run every 30 minutes on Saturdays.",
    )] + [(TIMETABLE, c, False) for c in (
        "On weekends, buses run every 15 minutes.", "The trip to the airport takes about an hour.",
        "A single ticket costs €8.", "The driver accepts card payments.", "Route 12 runs on Christmas Day.",
        "The first weekday bus leaves at 05:30.",
    )],
    "email thread": [(EMAIL, c, True) for c in (
        "Dana approved the travel budget.", "The laptop spending needs finance sign-off.",
        "Leo asked for $40,000 to replace 25 laptops.", "Leo wrote the first email on Monday.",
        "The draft asks for $58,000 in total.",
    )] + [(EMAIL, c, False) for c in (
        "Dana approved the laptop budget.", "Leo asked for $18,000 for laptops.",
        "Dana wants the revised figures by Friday.", "Dana wrote the draft budget.",
        "The budget is for the third quarter.",
        "Leo plans to replace 40 laptops.",
    )],
    "history": [(TREATY, c, True) for c in (
        "The war lasted seven years.", "Aldmark kept the Lorn valley.",
        "Aldmark's parliament ratified the treaty in 1821.", "The payments were spread over ten years.",
        "The treaty remained in force until 1859.",
        "Severia's assembly ratified the treaty two years after it was signed.",
    )] + [(TREATY, c, False) for c in (
        "Aldmark kept the port of Kessen.", "Aldmark agreed to pay 2 million crowns.",
        "Severia ratified the treaty before Aldmark did.", "The treaty was signed in 1814.",
        "The treaty was signed in Westbrook.", "The war began in 1812.",
    )],
    "review summary": [(REVIEWS, c, True) for c in (
        "Most reviewers gave the Orbit X2 five stars.", "The average rating is 4.3 stars.",
        "The battery lasts about 30 hours.", "6% of reviewers gave the headphones one star.",
        "The rating is based on about 1,300 reviews.", "Fewer than 10% of reviewers gave one star.",
        "Some reviewers had charging problems with the left earcup.",
    )] + [(REVIEWS, c, False) for c in (
        "Reviewers praised the strong noise cancelling.", "All reviewers praised the comfort.",
        "The right earcup stopped charging for some reviewers.",
        "The noise cancelling is better than in rival models.", "The average rating is 4.8.",
    )],
    "travel insurance": [(TRAVEL, c, True) for c in (
        "Medical costs abroad are covered up to €50,000.", "Each baggage item is covered up to €200.",
        "Skiing is covered if you buy the Sports add-on.", "You have 30 days after returning home to file a claim.",
        "The Sports add-on costs €15 per trip.",
        "Pre-existing conditions can be covered if they are declared and accepted before departure.",
    )] + [(TRAVEL, c, False) for c in (
        "Trip cancellation is covered up to €5,000.", "Each baggage item is covered up to €800.",
        "Winter sports are always covered.", "Pre-existing conditions are never covered.",
        "There is no excess on claims.", "The excess is €200 per claim.",
    )],
    "race results": [(MARATHON, c, True) for c in (
        "Amina Yusuf set a course record.", "Tomas Lind won the men's race.", "Okafor was the defending champion.",
        "Hana Sato finished third in the women's race.", "Around 14,000 runners finished.",
        "Lise Moreau finished less than two minutes behind Yusuf.",
    )] + [(MARATHON, c, False) for c in (
        "Daniel Okafor defended his title.", "Lise Moreau won the women's race.", "Hana Sato finished second.",
        "Tomas Lind is from Norway.", "Yusuf won in 2:12:08.", "Okafor finished 12 minutes behind the winner.",
        "The race was held in 19 C heat.",
    )],
    "support chat": [(CHAT, c, True) for c in (
        "The customer's order arrived with a cracked screen.", "Maya issued a replacement.",
        "The damaged unit does not need to be sent back.", "The replacement ships within two business days.",
        "The customer can choose a refund instead.", "Refunds can take up to 10 business days.",
    )] + [(CHAT, c, False) for c in (
        "The customer must return the damaged unit.", "The replacement ships within 7 days.",
        "Maya refused a refund.", "Refunds are paid as store credit.", "Order #55821 arrived damaged.",
        "Refunds take up to 20 business days.",
    )],
    "lake article": [(LAKE, c, True) for c in (
        "Lake Ostra is larger than Lake Varna.", "Lake Varna is deeper than 30 m at its deepest point.",
        "The Narem River carries water from the lake to the Baltic Sea.", "Varnsby lies on the lake's eastern shore.",
        "The lake usually freezes in winter.", "Two rivers feed Lake Varna.",
    )] + [(LAKE, c, False) for c in (
        "Lake Varna is the country's largest lake.", "Lake Varna is a saltwater lake.",
        "The lake drains through the Kiva River.", "Varnsby is on the western shore.",
        "The lake's average depth is 38 m.", "Three rivers feed Lake Varna.", "The lake never freezes.",
    )],
    "news summary": [(POOLS, c, True) for c in (
        "Dunmore will close two public pools to save money. Both pools were built in the 1970s.",
        "The council leader called the closures painful but unavoidable.",
        "Three pools will stay open and will open for longer from April.",
        "Opposition councillors want a public consultation.",
        "Repairing the two pools would cost an estimated £4 million.",
    )] + [(POOLS, c, False) for c in (
        "Dunmore will close three of its five pools.", "The closures will save £4 million.",
        "Fiona Marsh, the opposition leader, criticised the decision.",
        "The pools will close after a public consultation.", "The Glen Park pool will be rebuilt.",
        "Repairs to the two pools would cost about £1.2 million.",
    )],
    "vaccine leaflet": [(VACCINE, c, True) for c in (
        "The second dose is given at least 4 weeks after the first.", "People aged 70 are advised to get a booster.",
        "A sore arm is a common side effect.", "Side effects usually last no more than two days.",
        "The vaccine is for adults.",
    )] + [(VACCINE, c, False) for c in (
        "The vaccine is given as a single dose.", "A booster is recommended for everyone after 12 months.",
        "Doses are given 12 weeks apart.", "Children aged 12 and over can get the vaccine.",
        "Pregnant women must not be vaccinated.", "A booster is recommended 6 months after the second dose.",
        "People with a mild allergy to a previous dose should not get it.",
    )],
    "court ruling": [(COURT, c, True) for c in (
        "Delta Freight was ordered to pay £2.3 million.", "The court found the contract ran until March 2025.",
        "Northgate asked for more than it was awarded.", "Delta intends to appeal.",
        "The judge rejected the argument that the contract expired in 2022.", "Delta has three weeks to appeal.",
    )] + [(COURT, c, False) for c in (
        "Northgate Mills was ordered to pay damages.", "Northgate was awarded £3.1 million.",
        "The judge accepted that the contract expired in 2022.", "Delta has 30 days to appeal.",
        "The court awarded Northgate damages for lost profits.", "Judge Helen Okoro ruled in favour of Delta Freight.",
    )],
    "election results": [(ELECTION, c, True) for c in (
        "Turnout fell by 7 percentage points.", "The Greens gained five seats.", "Labour lost four seats.",
        "No party won a majority of the 40 seats.", "The Green Party became the largest party on the council.",
        "Independents won 4 seats.",
    )] + [(ELECTION, c, False) for c in (
        "Turnout rose compared with 2021.", "The Green Party won a majority.", "Labour became the largest party.",
        "The Conservatives won 12 seats.", "Turnout was 68% in 2025.", "The Greens won 16 seats.",
    )],
    "nutrition label": [(NUTRITION, c, True) for c in (
        "A 40 g serving has 150 calories.", "There are 6 g of sugars in a serving.",
        "100 g of the cereal contains 375 kcal.", "The cereal contains barley.",
        "The cereal may contain traces of nuts.", "A serving has more protein than fat.",
    )] + [(NUTRITION, c, False) for c in (
        "A serving contains 15 g of sugars.", "The cereal is nut-free.", "A serving has 5 g of fibre.",
        "The serving size is 30 g.", "The cereal is suitable for vegans.", "A serving has 375 kcal.",
    )],
    "course syllabus": [(SYLLABUS, c, True) for c in (
        "The final exam is worth 35% of the grade.", "There are two midterm exams.",
        "Dr. Amal Haddad holds office hours on Wednesdays.", "Lectures take place twice a week.",
        "The midterms together count for 40% of the grade.", "A lab report four days late is not accepted.",
    )] + [(SYLLABUS, c, False) for c in (
        "The lab report is worth 35% of the grade.", "Lectures are on Mondays and Wednesdays.",
        "Late lab reports lose 20% per day.", "The final exam is on 21 May.", "Office hours end at 17:00.",
        "The course has three midterm exams.",
    )],
    "press release": [(PRESS, c, True) for c in (
        "Maru Logistics will deploy Solenne's robots at 12 sites.",
        "Claire Dubois called it Solenne's largest order so far.",
        "Kenji Ito expects picking times to fall by roughly a third.", "Solenne is headquartered in Lyon.",
        "The deal's financial terms were not made public.",
    )] + [(PRESS, c, False) for c in (
        "Kenji Ito said this is Solenne's largest order.", "Maru will deploy 500 robots at each of its sites.",
        "Solenne Robotics is based in Japan.", "The robots will cut picking times by half.",
        "The deal is worth $50 million.", "Claire Dubois is Maru's chief operating officer.",
        "Solenne was founded in 2012.",
    )],
    "museum visit": [(MUSEUM, c, True) for c in (
        "The museum stays open late on Fridays.", "Entry to the permanent collection is free.",
        "A child aged 10 pays £6 for a special exhibition.", "'Deep Time' ends on 30 August.",
        "Photos without flash are allowed in the permanent galleries.", "The museum opens on bank holiday Mondays.",
    )] + [(MUSEUM, c, False) for c in (
        "The museum is closed on Sundays.", "Special exhibitions cost £12 for children.",
        "Flash photography is allowed in the permanent galleries.", "The museum closes at 17:00 on weekdays.",
        "Admission to the museum costs £12.", "'Deep Time' runs until 30 September.",
    )],
    "species article": [(OTTER, c, True) for c in (
        "Giant otters can grow to 1.7 m long.", "Giant otters live in South America.",
        "Giant otters eat mostly fish.", "Fewer than 5,000 giant otters are thought to remain.",
        "Giant otters are active in the daytime.", "Giant otters hunt in groups.",
    )] + [(OTTER, c, False) for c in (
        "The giant otter is the smallest member of the weasel family.", "Giant otters are mostly nocturnal.",
        "Giant otters live mainly in Africa.", "Giant otters feed mainly on insects.",
        "The giant otter is not endangered.", "Giant otters hunt in groups of up to 50.",
    )],
    "software readme": [(README, c, True) for c in (
        "tidyq needs at least Python 3.10.", "tidyq works on macOS.", "tidyq cannot be used on Windows.",
        "S3 support comes with an optional extra.", "The default timeout is 30 seconds.",
        "tidyq no longer has the legacy sync API.",
    )] + [(README, c, False) for c in (
        "tidyq runs on Windows.", "tidyq supports Python 3.8.", "By default, tidyq retries 5 times.",
        "S3 support is built in by default.", "Version 2.0 added a legacy sync API.",
        "The default timeout is 3 seconds.",
    )],
    "loan terms": [(LOAN, c, True) for c in (
        "The loan is for £12,000.", "The loan runs for four years.", "There is no fee to arrange the loan.",
        "The interest rate is fixed.", "The borrower can pay the loan off early.",
        "A missed payment may cost £12.",
    )] + [(LOAN, c, False) for c in (
        "The loan has a variable rate.", "Monthly repayments are £268.", "The loan runs for 36 months.",
        "Early repayment is free of charge.", "The arrangement fee is £12.", "The APR is 9.6%.",
    )],
    "conference": [(CONFERENCE, c, True) for c in (
        "The conference lasts three days.", "Talk proposals must be submitted by 15 June.",
        "Early-bird tickets are €60 cheaper than regular tickets.", "Ana Costa is a keynote speaker.",
        "Workshops take place on 9 October.", "Speakers hear back by 20 July.",
    )] + [(CONFERENCE, c, False) for c in (
        "The conference takes place in November.", "Early-bird tickets cost €240.",
        "Talk proposals are due by 20 July.", "Workshops run on all three days.",
        "The conference is held in Oslo.", "Lee Park is organising the workshops.",
    )],
    "acquisition news": [(ACQUISITION, c, True) for c in (
        "Brightline is buying Kova Analytics.", "The price is $420 million in cash.",
        "Kova Analytics is based in Toronto.", "Kova has roughly 180 staff.",
        "The deal still needs regulatory approval.", "Priya Nair will join Brightline's leadership.",
    )] + [(ACQUISITION, c, False) for c in (
        "Kova Analytics is acquiring Brightline Software.", "The deal is worth $240 million.",
        "The deal has already closed.", "Kova was founded in 2005.", "Priya Nair is Brightline's chief executive.",
        "Brightline will pay partly in shares.",
    )],
    "obituary": [(OBITUARY, c, True) for c in (
        "Marguerite Olsen designed the Lindqvist Library.", "She died at the age of 91.",
        "She was born in Oslo.", "She opened her own practice in 1962.", "Her husband died before her.",
        "She had two daughters.",
    )] + [(OBITUARY, c, False) for c in (
        "She died in a hospital in Bergen.", "She was born in Bergen.", "She studied in Oslo.",
        "Her husband Erik Olsen was an architect.", "She opened her practice in 1934.",
        "She is survived by her husband.",
    )],
    "strike notice": [(STRIKE, c, True) for c in (
        "The strike lasts two days.", "Replacement buses run between Hale and Dunmere.",
        "Tickets for strike days can be refunded in full.", "Trains will start around 07:30 on 16 November.",
        "Tickets for the strike days are valid on 13 November.",
    )] + [(STRIKE, c, False) for c in (
        "Some Westline trains will run on 14 November.", "Replacement buses will run across the whole network.",
        "Tickets for the strike days can be refunded at half price.", "The strike is on 15 and 16 November.",
        "Services on 16 November will start earlier than usual.",
        "Tickets for the strike days are valid on 17 November.",
    )],
    "phone comparison": [(PHONES, c, True) for c in (
        "The Vela 8 Pro is heavier than the Vela 8.", "The Vela 8 costs $799.",
        "Both phones come with 128 GB of storage.", "The Pro's battery lasts 5 hours longer.",
        "Only the Pro has a telephoto camera.", "The Vela 8 has a smaller screen than the Pro.",
    )] + [(PHONES, c, False) for c in (
        "The Vela 8 weighs 221 g.", "The Vela 8 has a 6.7-inch screen.", "The Vela 8 Pro costs $799.",
        "The Vela 8 has a telephoto camera.", "The Pro has 256 GB of storage as standard.",
        "The Vela 8 has longer battery life than the Pro.",
    )],
    "policy change": [(POLICY, c, True) for c in (
        "Employees can work from home three days a week from 2026.", "Before the change, the limit was two days.",
        "Line managers now approve requests.", "New staff cannot work from home in their first three months.",
        "The allowance is unchanged.",
    )] + [(POLICY, c, False) for c in (
        "Employees may work from home up to four days a week.", "HR now approves the requests.",
        "The allowance rises to £30 a month.", "New staff are eligible from their first day.",
        "The new rules apply from 1 January 2025.", "The home-office allowance was cut.",
    )],
    "transfer news": [(TRANSFER, c, True) for c in (
        "Luis Ortega moved from Real Cantera to Porto Azul.", "The fee was €18 million.",
        "Ortega signed a four-year deal.", "Ortega was Cantera's captain last season.",
        "Ortega will replace Marco Feld.",
    )] + [(TRANSFER, c, False) for c in (
        "Luis Ortega moved from Porto Azul to Real Cantera.", "Ortega signed a three-year contract.",
        "Ortega made 124 appearances for Cantera.", "Ortega is a striker.", "Marco Feld replaced Ortega.",
        "Ortega is 28 years old.",
    )],
    "fund factsheet": [(FUND, c, True) for c in (
        "The fund charges 0.45% a year.", "There is no entry fee.", "The fund lost money in 2023.",
        "Technology is the fund's largest sector.", "The fund has been running since 2011.",
        "The fund manages more than £2 billion.",
    )] + [(FUND, c, False) for c in (
        "The fund returned 11.2% in 2023.", "The fund charges a 0.45% entry fee.",
        "Healthcare is the fund's largest holding.", "The fund launched in 2001.",
        "The fund made money in both 2023 and 2024.", "The fund manages £4.2 billion.",
    )],
    "trial abstract": [(ABSTRACT, c, True) for c in (
        "The trial enrolled 640 adults.", "The new inhaler reduced asthma attacks by about a third.",
        "Side effects were about the same in both groups.", "The trial lasted a year.",
        "The trial did not study children.",
    )] + [(ABSTRACT, c, False) for c in (
        "The new inhaler cut attacks by 44%.", "The trial showed the inhaler is safe for children.",
        "The new inhaler caused more side effects.", "The trial included 460 adults.",
        "The trial involved people with severe asthma.", "Patients on the standard inhaler had fewer attacks.",
    )],
    "warranty terms": [(WARRANTY, c, True) for c in (
        "The standard warranty lasts two years.", "Registering online within 30 days adds a year to the warranty.",
        "Limescale damage is not covered by the warranty.", "Out-of-warranty repairs cost £65 plus parts.",
        "The machine should be descaled every three months.", "Repairs are free while the machine is under warranty.",
    )] + [(WARRANTY, c, False) for c in (
        "The warranty covers parts but not labour.", "Registering the machine extends the warranty to five years.",
        "Limescale damage is covered by the warranty.", "Registration must be done within 60 days of purchase.",
        "The warranty passes to a new owner if the machine is sold.",
        "Out-of-warranty repairs cost £65 including parts.",
    )],
    "earthquake report": [(QUAKE, c, True) for c in (
        "The earthquake had a magnitude of 6.4.", "The epicentre was about 40 km from Temsa.",
        "At least 17 people died.", "The tsunami warning was lifted after two hours.",
        "The quake struck in the early hours of Sunday.", "No stronger quake had hit the region since 1987.",
    )] + [(QUAKE, c, False) for c in (
        "The earthquake had a magnitude of 7.4.", "The epicentre was 40 km north-east of Temsa.",
        "At least 200 people were killed.", "No tsunami warning was issued.", "The quake struck at 13:12 local time.",
        "It was the strongest quake in the region's recorded history.", "The quake's depth was 40 km.",
    )],
    "league table": [(LEAGUE, c, True) for c in (
        "Northfield are top of the league.", "Castlebury have 65 points.", "Castlebury have played 29 matches.",
        "Redmoor are in third place.", "Ashby Town are bottom of the league.", "Tomas Reyes has scored 24 goals.",
        "Ashby Town have eight matches left.",
    )] + [(LEAGUE, c, False) for c in (
        "Castlebury lead the league.", "Northfield are five points ahead of Castlebury.", "Redmoor are second.",
        "Ashby Town are 18 points from safety.", "Tomas Reyes plays for Castlebury.", "Reyes has scored 42 goals.",
    )],
    "city budget": [(BUDGET, c, True) for c in (
        "The 2026 budget is £412 million.", "Social care is the largest item in the budget.",
        "The roads budget was £37 million before the cut.", "Council tax rises by just under 3%.",
        "The council tax rise is below the cap.", "The budget was approved by 38 votes to 21.",
    )] + [(BUDGET, c, False) for c in (
        "The budget is 4% smaller than this year's.", "Roads are the largest item in the budget.",
        "The roads budget rises to £31 million.", "Council tax will rise by 4.99%.",
        "The budget passed by 38 votes to 12.", "Spending on social care falls to £148 million.",
    )],
    "savings notice": [(SAVINGS, c, True) for c in (
        "The Easy Saver rate is being cut.", "The Easy Saver rate will be 2.85% from 1 March.",
        "The Fixed Bond rate is unchanged.", "You can withdraw from Easy Saver as often as you like.",
        "The minimum to open either account is £1.", "Closing the Easy Saver account within 60 days is free.",
    )] + [(SAVINGS, c, False) for c in (
        "The Easy Saver rate rises to 2.85%.", "The Fixed Bond rate falls to 4.20%.",
        "The Fixed Bond allows one withdrawal a year.", "Either account can hold up to £500,000.",
        "The new Easy Saver rate applies from 1 April.", "Closing the account within 60 days costs £10.",
    )],
    "box office": [(FILM, c, True) for c in (
        "The Salt Road was directed by Ines Moreau.", "The film opened in second place.",
        "Daniel Okafor plays a trucker.", "The film's budget was $38 million.",
        "It took $14.2 million in its opening weekend.", "Reviews have been mostly favourable.",
    )] + [(FILM, c, False) for c in (
        "The Salt Road topped the box office in its first weekend.", "The film was directed by Daniel Okafor.",
        "It opened in 1,580 cinemas.", "The film cost $14.2 million to make.", "The film is set in the Sahara.",
        "Critics have mostly panned the film.", "It opened on 17 November.",
    )],
    "car rental": [(RENTAL, c, True) for c in (
        "The rental lasts a week.", "The daily rate is €38.", "Mileage is unlimited.",
        "The insurance excess is €1,200.",
        "Adding a second driver costs €9 a day.", "The car must be returned with a full tank.",
        "Drivers under 21 cannot rent the car.",
    )] + [(RENTAL, c, False) for c in (
        "The rental ends on 13 May.", "Mileage is limited to 200 km per day.", "The insurance excess is €2,100.",
        "A second driver is free.", "Drivers must have held a licence for three years.",
        "Missing fuel costs €2.10 per litre with no extra fee.", "The car is collected from Porto Airport.",
    )],
    "weather warning": [(WARNING, c, True) for c in (
        "The rain warning is amber.", "The warning lasts 36 hours.", "Up to 120 mm of rain could fall on high ground.",
        "Flooding of homes is likely.", "The wind warning is yellow.", "The warning begins on Thursday evening.",
    )] + [(WARNING, c, False) for c in (
        "The rain warning is red.", "The warning ends on Sunday morning.",
        "Up to 70 mm of rain could fall on high ground.", "Flooding is unlikely.",
        "The amber warning covers north Wales.", "A yellow warning for snow covers the rest of Wales.",
    )],
    "term dates": [(TERMS, c, True) for c in (
        "Autumn term begins on 3 September.", "Autumn half term ends on 31 October.", "Spring term ends in March.",
        "Schools close on 1 December for staff training.", "The spring half term starts on 16 February.",
        "Autumn term ends on a Friday.",
    )] + [(TERMS, c, False) for c in (
        "Autumn term starts on 4 September.", "Spring term starts on 5 February.",
        "The autumn half term starts on 20 October.", "Schools are closed on 1 December for a public holiday.",
        "Spring term ends on 27 April.", "Autumn term ends on a Wednesday.",
    )],
    "e-bike spec": [(EBIKE, c, True) for c in (
        "The motor is rated at 250 W.", "The battery holds 500 Wh.", "The range is up to 90 km.",
        "Charging fully takes five hours.", "The maximum rider weight is 120 kg.", "Assistance stops at 25 km/h.",
        "There are two frame sizes.",
    )] + [(EBIKE, c, False) for c in (
        "The bike weighs 120 kg.", "The range is up to 150 km.", "A full charge takes 3 hours.",
        "The motor is rated at 500 W.", "Its top assisted speed is 32 km/h.", "It comes in three frame sizes.",
    )],
    "court sentencing": [(SENTENCING, c, True) for c in (
        "Mark Delaney was jailed for four years.", "He stole £240,000.", "Delaney pleaded guilty to fraud.",
        "He worked as the charity's treasurer.", "The money was used to fund gambling.",
        "Most of the money has not been recovered.",
    )] + [(SENTENCING, c, False) for c in (
        "Delaney was jailed for six years.", "He stole £30,000.", "Delaney denied fraud.",
        "He worked as the charity's chairman.", "All of the money has been recovered.", "The judge was Mark Porter.",
        "Delaney is from Lewes.",
    )],
    "tax bands": [(TAX, c, True) for c in (
        "The first £12,570 of income is tax-free.", "The basic rate is 20%.", "Income above £125,140 is taxed at 45%.",
        "The higher rate applies from £50,271.", "The personal allowance shrinks for incomes over £100,000.",
        "The higher rate is twice the basic rate.",
    )] + [(TAX, c, False) for c in (
        "The basic rate is 40%.", "The additional rate applies above £100,000.", "The personal allowance is £12,750.",
        "The higher rate is 45%.", "The personal allowance grows for incomes over £100,000.",
        "Income up to £50,270 is tax-free.",
    )],
    "pharmacy hours": [(PHARMACY, c, True) for c in (
        "Greenway Pharmacy is open for 11 hours on each weekday.",
        "Greenway Pharmacy does not open on Sundays.",
        "The holiday notice lists three full-day closures: 25 December, 26 December and 1 January.",
        "On 24 and 31 December, the pharmacy closes early, at 3 p.m.",
        "A prescription handed in at 4 p.m. on a Tuesday would normally be ready that same day.",
        "While Greenway is closed, patients can go to Riverside Pharmacy on Station Road, which is open "
        "around the clock.",
        "Repeat prescriptions needed over the holidays have to be ordered no later than 18 December.",
    )] + [(PHARMACY, c, False) for c in (
        "Greenway Pharmacy stays open until 8 p.m. on weekdays.",
        "Greenway Pharmacy will be closed all day on 24 December.",
        "Prescriptions dropped off at any time on a weekday are ready the same day.",
        "Riverside Pharmacy, the alternative during closures, is located on Mill Street.",
        "Repeat prescriptions for the holidays can be ordered as late as 24 December.",
        "Greenway Pharmacy offers free home delivery of prescriptions during the holiday closures.",
    )],
    "battery spec": [(BATTERY, c, True) for c in (
        "With noise cancelling switched on, the Aurora X2 lasts up to 30 hours on a charge.",
        "Turning noise cancelling off adds up to 10 hours of playback time.",
        "A full charge takes roughly two hours using a 5 V/2 A charger.",
        "Ten minutes of quick charging provides about five hours of listening.",
        "The Aurora X2 cannot be charged on a wireless charging pad.",
        "While the headphones charge over USB-C, you can still listen through the 3.5 mm cable.",
        "After 500 full charge cycles, the battery should still hold about 80% of its original capacity.",
    )] + [(BATTERY, c, False) for c in (
        "The Aurora X2 offers up to 40 hours of playback with noise cancelling turned on.",
        "The headphones are charged through a micro-USB port.",
        "A 10-minute quick charge provides 10 hours of playback.",
        "You can keep using the headphones over Bluetooth while they charge via USB-C.",
        "The Aurora X2 has a 500 mAh battery.",
        "A 5 V/2 A charger is included in the box with the headphones.",
    )],
    "rate decision": [(RATES, c, True) for c in (
        "Norland's central bank lifted its main policy rate from 4.25% to 4.50%.",
        "The Monetary Committee voted six to three in favour of the rate rise.",
        "A third of the Monetary Committee's members wanted to leave the rate unchanged.",
        "February inflation of 5.1% was more than twice the bank's 2% target.",
        "The bank forecasts that inflation will drop under 3% by the middle of next year.",
        "Following the decision, the deposit rate stands at 3.75%.",
        "The bank's next rate announcement is scheduled for 2 May.",
    )] + [(RATES, c, False) for c in (
        "The Central Bank of Norland cut its main policy rate to 4.50%.",
        "The Monetary Committee voted unanimously to raise the rate.",
        "The rate decision was announced on Wednesday, 14 March.",
        "Inflation in Norland stood at 4.50% in February.",
        "The bank expects inflation to be back at its 2% target by the middle of next year.",
        "The deposit rate was left unchanged at 3.75%.",
        "Governor Ilse Brandt was one of the three committee members who voted against the increase.",
    )],
    "gym terms": [(GYM, c, True) for c in (
        "FitHub's minimum contract term is one year.",
        "Once the 12-month minimum term is over, the membership rolls on monthly.",
        "You cannot cancel a FitHub membership by phoning the gym.",
        "Leaving before the 12-month minimum term ends costs \u00a360.",
        "A standard three-month freeze costs \u00a315 in total.",
        "Freeze requests need to be made at least a week before the next billing date.",
        "With a doctor's note for an injury, a member can freeze for up to six months without paying a fee.",
    )] + [(GYM, c, False) for c in (
        "After the minimum term, members can cancel by giving 14 days' notice.",
        "Cancellations are accepted by phone, through the app or at reception.",
        "A standard freeze costs \u00a35 per week.",
        "Members may freeze their membership twice in any 12-month period.",
        "Any member can freeze their membership for up to six months, with or without a doctor's note.",
        "The early-exit fee is waived for members who move more than 10 miles away.",
    )],
    "call for papers": [(CFP, c, True) for c in (
        "WALS 2025 is a two-day event in Lisbon.",
        "Full papers are due one week after the abstract deadline.",
        "The submission deadlines will not be extended.",
        "References don't count toward the 8-page limit for long papers.",
        "Excluding references and appendices, a short paper can be at most half as long as a long paper.",
        "Camera-ready versions are due two weeks after the notification date.",
        "Each accepted paper needs at least one author to register and present in person.",
    )] + [(CFP, c, False) for c in (
        "Abstracts for WALS 2025 are due on 9 May.",
        "Long papers may have up to 8 pages, including references.",
        "Short papers may be up to 6 pages long.",
        "Authors may use either the official LaTeX template or a Word template.",
        "Accepted papers may be presented remotely by video.",
        "Camera-ready versions are due on 20 June.",
        "Submissions that exceed the page limit will be rejected without review.",
    )],
    "airline quarter": [(AIRLINE, c, True) for c in (
        "Skylark Air carried just over 400,000 passengers in the second quarter of 2024.",
        "Passenger numbers were about 9% higher than in the same quarter a year earlier.",
        "The load factor improved by 2.6 percentage points.",
        "Punctuality worsened, with 76% of flights arriving within 15 minutes of schedule, down from 82%.",
        "The airline blamed its weaker punctuality on air traffic control strikes in June.",
        "Despite revenue of \u20ac58.2 million, Skylark made an operating loss in the quarter.",
        "Skylark intends to start flying to Bergen and Split in the third quarter.",
    )] + [(AIRLINE, c, False) for c in (
        "Skylark Air's passenger numbers fell 9% compared with a year earlier.",
        "The load factor dropped from 84.3% to 81.7%.",
        "Skylark made an operating profit of \u20ac1.4 million in the quarter.",
        "The airline blamed its delays on bad weather in May.",
        "Skylark's fleet grew to 14 aircraft after two Airbus A220s were delivered in April.",
        "Skylark's new routes to Bergen and Split began operating in June.",
        "Skylark's revenue rose 12% compared with the same quarter last year.",
    )],
    "delay compensation": [(DELAYREPAY, c, True) for c in (
        "A passenger whose train arrives 20 minutes late is entitled to a quarter of the single ticket price.",
        "If a train arrives an hour or more late, the full single fare is refunded.",
        "A 45-minute delay earns the passenger half of the single ticket price back.",
        "Compensation claims have to be made within four weeks of the journey.",
        "Delays of less than 15 minutes are not compensated.",
        "Passengers who prefer can receive rail vouchers instead of a bank transfer.",
        "A claim must be accompanied by a photo of the ticket.",
    )] + [(DELAYREPAY, c, False) for c in (
        "Northvale Rail starts paying compensation for delays of 10 minutes.",
        "A 35-minute delay entitles the passenger to 25% of the single ticket price.",
        "Claims may be submitted up to 60 days after the journey.",
        "Delays caused by severe weather covered by a national weather service warning are compensated in full.",
        "Bank transfers for compensation are made within 5 working days.",
        "Compensation is paid only in the form of rail vouchers.",
        "First-class passengers receive double the standard compensation.",
    )],
    "wildfire update": [(WILDFIRE, c, True) for c in (
        "The Cedar Hollow fire grew by about 1,100 hectares between Wednesday's and Thursday's updates.",
        "Just over a third of the fire was contained as of Thursday morning.",
        "More than 600 firefighters are working on the Cedar Hollow fire.",
        "Residents of Pine Flats are still under an evacuation order.",
        "Elk Creek is no longer under an evacuation warning.",
        "Seven of the twelve destroyed structures were not homes.",
        "No one has been reported injured in the fire.",
    )] + [(WILDFIRE, c, False) for c in (
        "According to Thursday's update, the fire has burned 3,100 hectares.",
        "The fire is 65% contained.",
        "The evacuation order for Marlow was lifted on Wednesday evening.",
        "Twelve homes have been destroyed by the fire.",
        "Investigators have determined that the fire was started by lightning.",
        "The fire has shrunk since Wednesday's update.",
        "Nine air tankers are supporting the firefighters.",
    )],
    "mobile contract": [(MOBILE, c, True) for c in (
        "Over the full 24-month term, the monthly fees add up to €576.",
        "The plan comes with 30 GB of 5G data each month.",
        "At most 10 GB of unused data can be carried over to the next month.",
        "After the data allowance runs out, speed drops to 1 Mbps unless the customer buys an add-on.",
        "Using 15 GB of data in an EU country would cost €7.50 on top of the monthly fee.",
        "Roaming in Switzerland is not free under this plan.",
        "Customers can cancel without a fee within two weeks of signing up.",
    )] + [(MOBILE, c, False) for c in (
        "Unused data can be rolled over indefinitely.",
        "Customers can use unlimited data in EU countries at no extra cost.",
        "Roaming in the UK is included in the plan at no extra cost.",
        "The 5 GB data add-on costs €6.",
        "The Volta Flex 30 contract runs for 12 months.",
        "Calls to other EU countries are unlimited and free on this plan.",
        "Once the allowance is used up, mobile data is cut off completely until the next billing cycle.",
    )],
    "scholarship rules": [(SCHOLAR, c, True) for c in (
        "An international student who keeps the scholarship for all three years receives £15,000 in total.",
        "International students receive £2,000 a year more than home students.",
        "A home student from a household earning £25,000 would get £4,500 from the scheme in their first year.",
        "Recipients must average at least 65% each year to keep the scholarship after the first year.",
        "Applicants are told the outcome by mid-May.",
        "Medicine students cannot receive the Merit Scholarship.",
        "The low-income supplement of £1,500 is not paid after the first year.",
    )] + [(SCHOLAR, c, False) for c in (
        "Home students receive £5,000 per year under the Merit Scholarship.",
        "The scholarship can be held for up to four years.",
        "Students from households earning under £30,000 receive an extra £1,500 every year.",
        "Applications for the scholarship close on 15 May.",
        "Dentistry students are eligible for the Merit Scholarship if they achieved AAB or better.",
        "Recipients must maintain an average mark of 70% to keep the award.",
        "Applicants must submit a personal statement as part of their application.",
    )],
    "deprecation notice": [(DEPRECATION, c, True) for c in (
        "read_sheet() is scheduled to be removed in tabulate-io 5.0.",
        "Users should replace calls to read_sheet() with load_table().",
        "load_table() accepts all of read_sheet()'s arguments and also an optional encoding parameter.",
        "From version 4.4 onward, the fast_mode flag of write_table() will have no effect.",
        "Projects still running Python 3.8 can use the 4.2.x series but not version 4.3.",
        "The 3.x series will stop receiving security fixes at the end of June 2025.",
        "Version 5.0 is planned for about six months after the 4.2.0 release.",
    )] + [(DEPRECATION, c, False) for c in (
        "read_sheet() was removed in tabulate-io 4.2.0.",
        "load_table() will be removed in version 5.0.",
        "The fast_mode flag will be ignored starting with version 4.3.",
        "tabulate-io 4.3 will still support Python 3.8.",
        "Security fixes for the 3.x series end on 30 September 2025.",
        "In 4.2.0 the fast writer has to be enabled explicitly with fast_mode=True.",
        "Version 5.0 will also drop support for Python 3.9.",
    )],
    "marathon results": [(LAKESHORE, c, True) for c in (
        "Tomas Lindqvist finished the men's race in 2:15:25.",
        "Priya Raman beat the previous women's course record by 1 minute 31 seconds.",
        "364 runners who started the race did not finish it.",
        "The finish line closed at 2:30 p.m.",
        "The race starts and finishes at the same place, Harbour Park.",
        "More than 90% of the runners who started went on to finish.",
        "The highest point of the course is on Beacon Hill, about 31 km into the race.",
    )] + [(LAKESHORE, c, False) for c in (
        "Tomas Lindqvist won the men's race.",
        "Priya Raman won the women's race in 2:32:40.",
        "The previous women's course record was set in 2023.",
        "More than 4,000 runners finished the marathon.",
        "The marathon follows an out-and-back route.",
        "The race started at 9:30 a.m.",
        "Daniel Okoro also set a new men's course record.",
    )],
    "courier options": [(COURIER, c, True) for c in (
        "Express delivery costs £3.55 more than Standard delivery.",
        "An Express parcel booked at 11 am on a working day should arrive the next working day.",
        "Saturday delivery cannot be added to a Standard delivery.",
        "A 20 kg parcel sent by Standard delivery carries a £6.00 handling fee on top of the £4.95 base price.",
        "Booking Standard delivery online cuts its base price by about 50p.",
        "The online discount does not reduce the remote-area surcharge.",
        "Standard delivery to a Scottish island can be expected to take 4-6 working days.",
    )] + [(COURIER, c, False) for c in (
        "Standard delivery costs £4.50 and arrives within 3-5 working days.",
        "Saturday delivery can be added to either Standard or Express.",
        "The handling fee for parcels over 15 kg applies only to Express deliveries.",
        "Express parcels booked before 4 pm arrive the next working day.",
        "The 10% online discount applies to the full price, including surcharges.",
        "Deliveries to the Scottish Highlands carry a £6.00 remote-area surcharge.",
        "Swiftline Parcels offers free collection from the sender's home for Express bookings.",
    )],
    "parking rules": [(PARKING, c, True) for c in (
        "A non-resident parking for the full three hours on a Wednesday afternoon would pay £7.20.",
        "The new parking rules take effect at the start of March 2025.",
        "Charges apply Monday to Saturday only, so Sunday parking costs nothing.",
        "Spread over a year, a resident zone permit works out at £10 a month.",
        "Paying an overstay fine within 14 days halves it from £70 to £35.",
        "A fine for parking on double yellow lines stays at £110 even if it is paid early.",
        "Parking after 8 pm falls outside the charging hours.",
    )] + [(PARKING, c, False) for c in (
        "Central-zone parking is charged at £2.40 per hour on Sundays.",
        "Non-residents may stay for up to four hours in the central zone.",
        "Permit-holding residents are subject to the same three-hour limit as other drivers.",
        "The overstay fine drops to £35 if it is paid within 28 days.",
        "Parking in a loading bay carries a £70 fine.",
        "The new rules come into force on 1 April 2025.",
        "Blue Badge holders may park free of charge in the central zone for up to four hours.",
    )],
    "vaccine schedule": [(VACCINES, c, True) for c in (
        "The three six-in-one doses are given four weeks apart.",
        "The second MMR dose comes more than two years after the first.",
        "A 17-week-old baby who has never had rotavirus vaccine should not start the course now.",
        "A child with only a mild cold can still be vaccinated on schedule.",
        "The rotavirus vaccine is given in two doses.",
        "At the 8-week visit a baby is due the six-in-one, rotavirus and MenB vaccines.",
        "Including the booster, the MenB schedule consists of three doses.",
    )] + [(VACCINES, c, False) for c in (
        "The first MMR dose is recommended at 18 months.",
        "The rotavirus course can be started at any time up to six months of age.",
        "The guideline sets the fever threshold for postponing vaccination at 37.5 °C.",
        "The six-in-one vaccine is given as four doses.",
        "The MenB booster is due at 3 years and 4 months.",
        "Paracetamol is advised after every routine vaccination visit.",
        "The guideline recommends an annual flu vaccine for all children from age two.",
    )],
    "streaming prices": [(STREAMING, c, True) for c in (
        "Standard and Premium each go up by £2 a month.",
        "The price of the ad-supported Basic plan is not changing.",
        "A new customer joining on 5 November 2024 would pay £12.99 a month for Standard.",
        "Existing monthly subscribers will not be charged the higher prices before December 2024.",
        "After the change, Premium will cost £7 a month more than Standard.",
        "The new extra-member fee is the same as the monthly price of the Basic plan.",
        "Cancelling before the new price applies does not incur a fee.",
    )] + [(STREAMING, c, False) for c in (
        "Standard will rise to £13.99 a month.",
        "The Basic plan rises from £4.99 to £5.99 a month.",
        "Existing monthly subscribers pay the new prices from 1 November 2024.",
        "Annual Premium subscribers move to the new price on 1 November 2024.",
        "The extra-member fee is being cut from £4.99 to £3.99.",
        "StreamNest announced the price changes in October 2024.",
        "StreamNest is also launching a 4K Ultra plan priced at £24.99 a month.",
    )],
    "crime statistics": [(CRIME, c, True) for c in (
        "Recorded crime in Eastmoor fell by 56 offences compared with the same quarter of 2023.",
        "Burglaries were down by 17 year on year.",
        "Vehicle crime rose by 14 offences compared with a year earlier.",
        "Shoplifting was the most common offence recorded in the quarter.",
        "Roughly three in ten recorded crimes in the quarter led to a charge or summons.",
        "The figures cover July, August and September 2024.",
        "Violent crime fell slightly, by two offences, to 88.",
    )] + [(CRIME, c, False) for c in (
        "Total recorded crime rose compared with the third quarter of 2023.",
        "Burglaries rose from 44 to 61.",
        "Vehicle crime was the most common offence in the quarter.",
        "Shoplifting incidents were up 28% on the previous year.",
        "More violent crimes than vehicle crimes were recorded in the quarter.",
        "Every major category of crime fell in the quarter.",
        "Eastmoor Police said the fall in burglaries was due to extra evening patrols.",
    )],
    "library rules": [(LIBRARY, c, True) for c in (
        "A child's card allows up to eight items to be borrowed at once.",
        "An adult book returned one week late incurs £1.75 in late fees.",
        "Items borrowed on a children's card do not incur late fees.",
        "An item reserved by another member cannot be renewed.",
        "The late fee on an overdue adult book stops growing once it reaches £6.",
        "An adult cardholder who returns a DVD four days late owes £4 in late fees.",
        "A member whose item is 70 days overdue is charged its replacement cost plus £3.",
    )] + [(LIBRARY, c, False) for c in (
        "Adult cardholders can borrow up to 15 items at a time.",
        "DVDs can be borrowed for three weeks.",
        "Items can be renewed up to three times.",
        "Late fees on adult books are capped at £10 per item.",
        "Overdue items on children's cards are charged 10p per day.",
        "Items are treated as lost once they are 30 days overdue.",
        "Members can borrow e-books free of charge through the library's app.",
    )],
    "storage tiers": [(STORAGETIERS, c, True) for c in (
        "Standard storage is priced at $0.021 per GB per month, with no charge for retrieving data.",
        "Archive storage costs less than a fifth as much per GB per month as Standard storage.",
        "Keeping 1,000 GB in the Infrequent tier for a month costs $12.50 in storage charges.",
        "Per GB retrieved, Archive retrievals cost three times as much as Infrequent retrievals.",
        "An Archive object deleted after 60 days is still billed for the remaining 120 days of its minimum duration.",
        "Restoring data from the Archive tier can take as long as 12 hours.",
        "These storage prices apply from 1 March 2025.",
    )] + [(STORAGETIERS, c, False) for c in (
        "The Infrequent tier has a minimum storage duration of 90 days.",
        "Retrieving data from the Standard tier costs $0.01 per GB.",
        "Archive restores are typically completed within an hour.",
        "Retrieving a gigabyte from Archive is cheaper than retrieving it from the Infrequent tier.",
        "Every tier includes 5 GB of free storage per account each month.",
        "Objects removed from Archive before 180 days are billed only for the days they were actually stored.",
        "Data transfer out of Nimbara Cloud is free for the first 100 GB each month.",
    )],
    "ferry timetable": [(FERRY, c, True) for c in (
        "Between May and September, four sailings leave Port Ennis each day.",
        "The 07:15 sailing from Port Ennis is due to reach Caragh Island at 08:10.",
        "The return sailing matching the 14:00 departure leaves Caragh Island at 15:30.",
        "From October through April, there are no sailings on Tuesdays.",
        "The 18:45 departure from Port Ennis is not offered during the October to April timetable.",
        "Foot passengers can buy their tickets at the pier without booking ahead.",
        "During the May to September timetable, the last sailing from Caragh Island leaves at 20:15.",
    )] + [(FERRY, c, False) for c in (
        "The crossing between Port Ennis and Caragh Island takes about an hour and a half.",
        "The 10:30 sailing from Port Ennis runs all year round.",
        "From October to April, the ferry sails every day of the week.",
        "Vehicle bookings are accepted until 12 hours before departure.",
        "Foot passengers must book at least 24 hours before sailing.",
        "The summer timetable with four daily departures starts on 1 June.",
        "A return ticket for a foot passenger costs €18.",
    )],
    "agm results": [(AGM, c, True) for c in (
        "Corvane Holdings held its AGM in Leeds on 14 May 2025, with just over 70% of issued shares voted.",
        "The 12.5p annual total means dividends other than the 8.2p final one came to 4.3p per share.",
        "The buyback resolution fell about two percentage points short of the 75% it needed.",
        "The remuneration report passed, though with less than two-thirds of votes in favour.",
        "Every director was re-elected, including Peter Lindqvist with 78.3% support.",
        "To receive the final dividend, shareholders must be on the register at 23 May 2025.",
        "Shareholders did not give the company authority to buy back its shares.",
    )] + [(AGM, c, False) for c in (
        "The final dividend will be paid on 23 May 2025.",
        "The total dividend for the year is 8.2 pence per share.",
        "Peter Lindqvist failed to win re-election to the board.",
        "The share buyback resolution was approved with 72.9% support.",
        "The remuneration report was backed by 78.3% of votes.",
        "Margaret Oduya announced at the meeting that she will step down as chair next year.",
        "The board will consult major shareholders on the buyback proposal before the next meeting.",
    )],
    "allergen statement": [(ALLERGENS, c, True) for c in (
        "A pack holds six 35 g bars, 210 g in total.",
        "The bars contain gluten, which comes from the oats.",
        "Because they contain honey, the bars are unsuitable for vegans, though vegetarians can eat them.",
        "Peanuts are not an ingredient, but the bars may contain traces because the factory handles peanuts.",
        "The bars contain more than three times as much dried apricot as almond by percentage.",
        "The product contains neither egg nor soy.",
        "Rolled oats and dried apricots together make up 60% of the bar.",
    )] + [(ALLERGENS, c, False) for c in (
        "The bars are suitable for a vegan diet.",
        "The product is guaranteed to contain no milk.",
        "Sesame is the only allergen the bars contain.",
        "Almonds make up 22% of each bar.",
        "Soy lecithin is used as an emulsifier in the bars.",
        "Once the pack is opened, the bars should be eaten within 3 days.",
        "Rolled oats make up less than a third of the bar.",
    )],
    "park permits": [(PARKPERMITS, c, True) for c in (
        "Two adults on a two-night backcountry trip pay $48 in permit fees.",
        "Two adults camping overnight with their 10- and 13-year-old children pay $24 per night in permit fees.",
        "Day hikers do not need a wilderness permit.",
        "A group of 10 people is too large under the park's group limit.",
        "Campfires are banned throughout the park during August.",
        "Camp stoves may be used even when campfires are banned.",
        "Dogs are not allowed on any trail except the paved Lakeshore Trail, and there they must be leashed.",
    )] + [(PARKPERMITS, c, False) for c in (
        "A 14-year-old backcountry camper must pay the full $12 nightly fee.",
        "Permits are released 90 days before the trip date.",
        "A group can stay up to five nights in a row at the same campsite.",
        "Campfires are allowed below 2,800 metres in August.",
        "Day hikers also need to buy a $12 permit.",
        "Dogs can be off-leash on the Lakeshore Trail.",
        "Bear canisters can be rented at the park visitor centre.",
    )],
    "grant call": [(GRANTCALL, c, True) for c in (
        "The maximum amount a project can request is €250,000.",
        "Projects can last up to three years.",
        "The €3.2 million budget could fund at most 12 projects at the maximum award size.",
        "A project with €100,000 in direct costs can claim no more than €15,000 in indirect costs.",
        "A project whose partners are all based in one country is not eligible.",
        "Commercial companies can take part but cannot receive funding from the grant.",
        "Full proposals are due about three and a half months after the short-proposal deadline.",
    )] + [(GRANTCALL, c, False) for c in (
        "Projects may request as little as €25,000.",
        "Short proposals must be submitted by 30 April 2026.",
        "Indirect costs may be up to 25% of direct costs.",
        "A commercial company may act as the lead applicant.",
        "Funding decisions will be announced before full proposals are due.",
        "Researchers without a PhD may lead a project if they have five years of research experience.",
        "Funded projects must submit annual progress reports to the foundation.",
    )],

    "home insurance": [(B19_INSURANCE, c, True) for c in (
        "Under HC-7, Harbourline pays contents claims up to £45,000 in total for each period of insurance.",
        "A £3,000 watch that is not listed on the schedule would not be covered by the policy.",
        "For escape of water claims the excess is double the standard £250.",
        "Accidental damage cover is not included as standard and would cost roughly £3 a month if added.",
        "Theft from an unattended outbuilding is capped at £1,500 and is covered only if the outbuilding was locked.",
        "A loss discovered on 2 May 2024 would need to be reported to Ridgeway Assist by 16 May 2024.",
        "The broker, Calder & Finch, cannot sign the claim form on the policyholder's behalf.",
    )] + [(B19_INSURANCE, c, False) for c in (
        "Escape of water is still covered if the home has been left empty for six weeks.",
        "Each claim under HC-7 carries a standard excess of £500.",
        "Any single item worth more than £1,500 must be listed on the schedule to be covered.",
        "Theft from an outbuilding is covered up to £1,500 whether or not it was locked.",
        "Claims must be reported to the broker Calder & Finch within 14 days of discovery.",
        "Accidental damage cover has been included free of charge since 1 March 2024.",
        "HC-7 replaces damaged items on a new-for-old basis if they are less than five years old.",
    )],
    "api rate limits": [(B19_RATE_LIMITS, c, True) for c in (
        "An Enterprise key is allowed five times as many requests per minute as a Standard key.",
        "A Standard-plan key sending only DELETE requests could make at most 300 of them in a minute.",
        "Sandbox keys are held to 60 requests per minute even when the account is on the Enterprise plan.",
        "The bulk export limit does not reset at the top of each UTC minute but is measured over a rolling hour.",
        "Going over a limit produces an HTTP 429 response whose Retry-After header says how many seconds to wait.",
        "A Standard key that makes 200 GET requests and 150 PUT requests in the same minute stays within its limit.",
        "Only the account owner can ask Nimbus support for a temporary increase, and must do so at least "
        "five business days ahead.",
    )] + [(B19_RATE_LIMITS, c, False) for c in (
        "Each GET request counts as two requests against the limit.",
        "Standard-plan keys can make up to 3,000 requests per minute.",
        "Clients can retry straight away after receiving an HTTP 429 response.",
        "Every limit, including the bulk export limit, resets at the start of each UTC minute.",
        "The 10-per-hour cap on bulk export calls applies only to the Standard plan.",
        "Any developer on an account may ask Nimbus support for a temporary rate-limit increase.",
        "Enterprise customers can buy extra request capacity at $0.50 per 1,000 requests.",
    )],
    "school admissions": [(B19_ADMISSIONS, c, True) for c in (
        "Applications for Year 7 places in September 2025 close at the end of October 2024.",
        "As many as 10% of the academy's Year 7 places can go to pupils with musical aptitude.",
        "A child whose sibling will be at Elmsworth in September 2025 ranks above a child of a staff member.",
        "A late application is not considered until every on-time applicant has been offered a place.",
        "A staff member's child gets priority only if the parent has been employed at the academy for two "
        "years or more.",
        "Among catchment-area applicants, those living closest in a straight line are offered places first.",
        "When the academy is oversubscribed, looked-after children are given the highest priority.",
    )] + [(B19_ADMISSIONS, c, False) for c in (
        "Elmsworth Academy has 200 Year 7 places for September 2025.",
        "Children of staff are ranked above children who have a sibling at the academy.",
        "Musical aptitude is assessed by the academy's headteacher, Ms Orla Pryce.",
        "An appeal must be lodged within 10 school days of the refusal letter.",
        "Every child living within the catchment area is guaranteed a place.",
        "Applications received after 31 October 2024 are rejected without being considered.",
        "Applicants for the music places must perform two pieces on an instrument of their choice.",
    )],
    "retail sales report": [(B19_SALES, c, True) for c in (
        "Online sales made up about a third of Tallow & Pine's revenue in Q2 2024.",
        "Store sales were still larger than online sales in the quarter despite declining.",
        "Tallow & Pine began the quarter with 62 stores.",
        "Gross margin fell by 1.6 percentage points, from 41.0% to 39.4%.",
        "Lighting sales were £7.5 million below garden furniture sales in the quarter.",
        "Dev Anand's full-year revenue forecast does not take acquisitions into account.",
        "Higher shipping costs from Vietnamese suppliers were the main reason the gross margin narrowed.",
    )] + [(B19_SALES, c, False) for c in (
        "Store sales grew 1.5% in the second quarter of 2024.",
        "Online sales rose 6.2% to £29.1 million.",
        "Like-for-like sales growth of 3.1% was reported by finance chief Dev Anand.",
        "The company closed its Leeds store during the quarter.",
        "Lighting was the best-performing category in Q2 2024.",
        "Gross margin widened to 41.0% in the quarter.",
        "Tallow & Pine plans to open five more stores in the second half of 2024.",
    )],
    "hospital visiting": [(B19_HOSPITAL, c, True) for c in (
        "General wards have two daily visiting sessions, one from 11am to 1pm and another from 4pm to 8pm.",
        "A 10-year-old is not allowed to visit a patient on Ward 9, even with an adult.",
        "Three visitors cannot all be at the same general-ward bedside at once.",
        "Visitors may not bring flowers into Intensive Care.",
        "A visitor who parks for five hours pays £9 rather than £12.50.",
        "Birth partners on the Rowan Unit are not limited to set visiting hours.",
        "A visitor who is helping a patient eat does not have to leave during protected mealtimes.",
    )] + [(B19_HOSPITAL, c, False) for c in (
        "Children under 12 may visit general wards without an adult.",
        "Visits to Intensive Care can last up to an hour.",
        "Visitors other than birth partners can come to the Rowan Unit between 11:00 and 19:00.",
        "Visitor parking charges are capped at £12.50 per day.",
        "The ward sister may allow visits outside visiting hours for any patient.",
        "The evening protected mealtime runs from 16:00 to 16:45.",
        "Visitors are required to wear a face mask on all wards.",
    )],
    "electricity tariff": [(B19_TARIFF, c, True) for c in (
        "EcoNight's cheaper rate applies for six and a half hours each night.",
        "On Standard Fixed, the standing charge alone comes to about £191 over a 365-day year.",
        "A customer without a smart meter cannot go on the EcoNight tariff.",
        "Tracker Flex has the lowest daily standing charge of the three tariffs.",
        "Leaving the EcoNight tariff does not incur an exit fee.",
        "Paying by monthly Direct Debit saves £42 a year in discounts compared with paying on receipt of a bill.",
        "A Pension Credit customer on Tracker Flex would still receive the £150 Warm Home Credit.",
    )] + [(B19_TARIFF, c, False) for c in (
        "EcoNight's off-peak unit rate is 24.8p/kWh.",
        "The Tracker Flex unit rate changes every week.",
        "The Warm Home Credit is paid automatically in December.",
        "Customers can leave the Standard Fixed tariff without paying an exit fee.",
        "Every customer gets the £3.50 monthly discount, however they pay.",
        "EcoNight's standing charge is lower than Standard Fixed's.",
        "Brightwater gives a 10% discount to customers who buy both gas and electricity from it.",
    )],

    "car rental terms": [(B20_RENTAL, c, True) for c in (
        "A 24-year-old driver renting for 4 days would pay a young driver surcharge of €72.",
        "On a 15-day rental, the young driver surcharge would not exceed €180.",
        "Premium class vehicles are not subject to the €0.35 per-kilometre excess mileage charge.",
        "Someone who drives a non-Premium car 600 km over a two-day rental would owe €35 for excess mileage.",
        "Bringing the car back 45 minutes late does not trigger any extra charge.",
        "A customer who cancels 72 hours before pick-up is entitled to a full refund.",
        "Driving a Velmora rental into Spain requires written approval from the branch manager in advance.",
    )] + [(B20_RENTAL, c, False) for c in (
        "A 21-year-old can rent a car from Velmora as long as they pay the young driver surcharge.",
        "Each kilometre driven beyond the daily allowance is billed at €0.25.",
        "With prior written approval, renters may also take the car into France.",
        "Cancelling 24 hours before pick-up still earns a full refund.",
        "Adding a second driver costs €18 per day.",
        "Every Velmora rental includes a free child seat on request.",
        "A car returned 90 minutes late is charged half a day's rental.",
    )],
    "course regulations": [(B20_COURSE, c, True) for c in (
        "Taught modules make up two-thirds of the programme's 180 credits.",
        "A student with a taught average of 58% and no other compensated modules could have a 15-credit "
        "module marked 45% compensated.",
        "Even if a student scores 80% on a resit, the mark recorded for that module will be 50%.",
        "Coursework marked 68% that is handed in three working days late without an approved extension would "
        "receive 58%.",
        "The final dissertation deadline falls 175 days after the proposal deadline.",
        "Work submitted more than 5 working days late scores zero unless the Programme Director has approved "
        "an extension.",
        "A student finishing with an overall average of 64% would receive a Merit rather than a Distinction.",
    )] + [(B20_COURSE, c, False) for c in (
        "The dissertation is worth 120 credits.",
        "A module mark of 42% can be compensated if the student's overall taught average is 52%.",
        "Students are allowed to resubmit a failed module up to twice.",
        "Appeals must be lodged with Dr Amara Okafor within 10 working days of results being published.",
        "To earn a Distinction, a student needs an overall average of at least 75%.",
        "Late coursework loses 5 percentage points for each working day it is overdue.",
        "Part-time students may take up to two years to complete the programme.",
    )],
    "security advisory": [(B20_ADVISORY, c, True) for c in (
        "Quillstack Gateway 4.2.5 is affected by CVE-2024-48812.",
        "Administrators running version 4.3.1 can fix the vulnerability by upgrading to 4.3.2.",
        "The fixed versions came out two days before the advisory was published.",
        "An attacker does not need to be authenticated to exploit the flaw.",
        "Quillstack has not seen evidence that the vulnerability has been exploited in the wild.",
        "A deployment of version 4.2.3 with HTTP/2 disabled cannot be exploited through this flaw.",
        "The advisory was published 48 days after the issue was reported.",
    )] + [(B20_ADVISORY, c, False) for c in (
        "Version 4.1.3 of Quillstack Gateway is affected by the vulnerability.",
        "Versions 3.x were assessed and found not to be vulnerable.",
        "The vulnerability carries a CVSS score of 9.8 and is rated Critical.",
        "HTTP/2 has been enabled by default since version 4.2.0.",
        "Setting http2_enabled=false increases throughput by roughly 15%.",
        "The flaw was discovered by Quillstack's own Product Security Team.",
        "Quillstack is paying Lena Varga a bug bounty for reporting the issue.",
    )],
    "bus annual report": [(B20_BUS, c, True) for c in (
        "Tarnview operated 13 more buses in 2023 than it did in 2022.",
        "Revenue increased by £4.6 million over the year.",
        "Despite higher revenue, operating profit dropped by £0.8 million.",
        "Tarnview's punctuality fell 2.6 percentage points short of Calder Mobility's target.",
        "At the end of 2023, 176 of Tarnview's buses ran on diesel.",
        "Colin Baptiste, currently the Finance Director, is set to become Chief Executive.",
        "The dividend per share proposed by the board is the same as the previous year's.",
    )] + [(B20_BUS, c, False) for c in (
        "Passenger journeys fell 9% to 18.6 million in 2023.",
        "Operating profit rose to £2.9 million in 2023.",
        "Tarnview's 87.4% punctuality exceeded the target set by the regional transport authority.",
        "The battery-electric buses are spread across all of Tarnview's depots.",
        "Finance Director Colin Baptiste will step down in June 2024.",
        "Tarnview ran 38 routes in 2022.",
        "Tarnview plans to convert its entire fleet to electric by 2030.",
    )],
    "pet boarding": [(B20_KENNEL, c, True) for c in (
        "Boarding a 25 kg dog for 6 nights costs £204.",
        "A second dog under 20 kg sharing a kennel would cost £21 per night.",
        "A dog whose kennel cough vaccination was given only a week before arrival does not meet the "
        "vaccination requirement.",
        "Owners cannot collect their pets on a Sunday.",
        "A 7-night booking must be confirmed with a non-refundable 30% deposit.",
        "An owner whose dog needs two insulin injections a day during a five-day stay would pay £40 for the "
        "injections.",
        "The resident vet comes to the kennels twice a week.",
    )] + [(B20_KENNEL, c, False) for c in (
        "Cats are boarded at £28 per night.",
        "Insulin injections are given free of charge, like other medication.",
        "Pets can be collected between 8:00 and 11:00.",
        "A deposit is needed to confirm every booking, whatever its length.",
        "Emergency treatment at Fenwick Veterinary Clinic is included in the boarding fee.",
        "A daily 30-minute walk is included in the dog boarding rate.",
        "Dr Priya Nandakumar visits on Mondays and Thursdays.",
    )],
    "laptop spec": [(B20_LAPTOP, c, True) for c in (
        "A Stratus 14 with 32 GB of memory and a 1 TB SSD costs £1,519.",
        "The laptop's memory cannot be upgraded after purchase.",
        "Buyers who want a touchscreen have to choose the 32 GB memory configuration.",
        "Counting the audio jack, the Stratus 14 has five ports.",
        "Users can replace the SSD themselves.",
        "The rated battery life for video playback is 4 hours longer than for web browsing.",
        "The Stratus 14 weighs just under 1.3 kg.",
    )] + [(B20_LAPTOP, c, False) for c in (
        "The Stratus 14 has a built-in SD card reader.",
        "The base price includes a 3-year warranty.",
        "The display reaches a peak brightness of 400 nits.",
        "The 65 W charger fully charges the battery in 30 minutes.",
        "Every configuration of the Stratus 14 comes with a touchscreen.",
        "The Stratus 14 supports Wi-Fi 7.",
        "The Stratus 14 goes on sale on 8 November 2024.",
    )],

    "hotel spa": [(B21_SPA, c, True) for c in (
        "The thermal suite shuts 45 minutes before the rest of the spa closes.",
        "A day visitor pays EUR 14 more to use the spa on a weekend than on a weekday.",
        "Guests younger than 16 are never allowed into the steam room.",
        "A Platinum member who cancels a treatment six hours beforehand does not have to pay the 50% "
        "cancellation charge.",
        "Any request for a pregnancy massage needs Marco Ferretti's approval.",
        "Hotel guests are not charged an entrance fee for the spa.",
        "A 14-year-old accompanied by an adult could swim in the pool at 2:00 p.m.",
    )] + [(B21_SPA, c, False) for c in (
        "Day visitors pay EUR 38 to enter the spa on weekends.",
        "Complaints about the spa are handled by therapist lead Marco Ferretti.",
        "Treatments can be booked as little as 12 hours before the appointment.",
        "Guests under 16 may use the pool at any time the spa is open, provided an adult is with them.",
        "Pregnancy massages are offered at every stage of pregnancy, including the first trimester.",
        "Day visitors receive a towel and robe at no extra charge.",
        "Every guest who cancels a treatment less than 12 hours in advance is charged half its price.",
    )],
    "medicine leaflet": [(B21_MEDICINE, c, True) for c in (
        "An adult taking the maximum daily dose would finish a full pack in 3 days.",
        "A 9-year-old should be given no more than 4 tablets in a 24-hour period.",
        "The tablets must not be given to a 5-year-old.",
        "The leaflet tells patients to avoid coffee while taking Dolvarin.",
        "A patient who weighs 45 kg should not take more than 6 tablets a day.",
        "The daily maximum for children aged 7 to 11 is half the daily maximum for adults.",
        "After taking too many tablets, a person should get medical help straight away even if they have no symptoms.",
    )] + [(B21_MEDICINE, c, False) for c in (
        "Adults may take up to 10 tablets in any 24-hour period.",
        "Children aged 7 to 11 may take 1 tablet every 4 hours.",
        "The tablets should be stored below 30 C.",
        "The tablets may be taken for 5 days in a row without a doctor's advice.",
        "The leaflet was last revised in March 2022.",
        "The leaflet says the tablets should be taken with food.",
        "Patients with liver problems can safely take up to 8 tablets a day.",
    )],
    "water quality": [(B21_WATER, c, True) for c in (
        "Average nitrate levels dropped by 3.3 mg/L between 2022 and 2023.",
        "In 2023 the average nitrate level was less than a third of the legal limit.",
        "On average, about 38 samples were taken per sampling site in 2023.",
        "Ashgrove Road residents will not be charged for the replacement of the affected service pipes.",
        "The boil-water notice followed an E. coli detection at the Cedar Lane reservoir.",
        "The report does not cover residents who draw their water from private wells.",
        "Testing was overseen by the Authority's chief chemist, Dr. Rosalind Achebe.",
    )] + [(B21_WATER, c, False) for c in (
        "Average nitrate levels rose between 2022 and 2023.",
        "Lead exceeded the action level at 38 sites.",
        "The Authority will replace the Ashgrove Road service pipes by 30 June 2023.",
        "Residents with questions about the report should contact Dr. Rosalind Achebe.",
        "The boil-water notice lasted a week.",
        "Millbrook's tap water was classed as soft in 2023.",
        "The Authority plans to add a fluoride treatment stage in 2024.",
    )],
    "job offer": [(B21_JOB_OFFER, c, True) for c in (
        "Priya Raman's base pay works out to GBP 4,550 per month before deductions.",
        "The largest bonus Priya could earn in a year is GBP 6,552.",
        "Priya cannot work from home during her probationary period.",
        "After three years of service, Priya's annual leave entitlement goes up by 3 days.",
        "Priya's line manager will be Daniel Osei, the Head of Analytics.",
        "The deadline for accepting the offer falls 17 days before Priya's start date.",
        "The offer depends on Priya's references being satisfactory.",
    )] + [(B21_JOB_OFFER, c, False) for c in (
        "Priya is guaranteed a bonus of 12% of her base salary every year.",
        "Once probation is over, Priya may work from home up to 3 days a week.",
        "Megan Bright will be Priya's line manager.",
        "After probation, either party can end the employment with 4 weeks' notice.",
        "The role is based at Corvane Logistics' Manchester office.",
        "The offer includes a monthly car allowance.",
        "Priya has until 26 February 2024 to accept the offer in writing.",
    )],
    "festival tickets": [(B21_FESTIVAL, c, True) for c in (
        "The festival lasts three days.",
        "Buying three separate day tickets would cost GBP 48 more than a weekend pass.",
        "A weekend pass with camping comes to GBP 234 per person.",
        "Someone holding only a day ticket cannot buy the camping add-on.",
        "For one day, two adults on day tickets plus a 10-year-old would pay GBP 193 in total.",
        "Day-ticket holders are not allowed to leave the site and come back in.",
        "If the festival is cancelled, ticket buyers will be refunded within 30 days.",
    )] + [(B21_FESTIVAL, c, False) for c in (
        "Tickets can be refunded on request until 1 July.",
        "Ticketing for the festival is handled by Northgate Live.",
        "The gates close at 23:00 each day.",
        "A 12-year-old with a child ticket may attend with only their 16-year-old sibling as a companion.",
        "Name changes are free of charge until 1 July.",
        "All ticket holders may leave the site and re-enter it.",
        "Free drinking-water refill stations are provided across the site.",
    )],
    "research grant": [(B21_GRANT, c, True) for c in (
        "The first instalment of the grant will be GBP 88,800.",
        "The second instalment is worth GBP 59,200.",
        "No more than GBP 22,200 of the award can be spent on overheads.",
        "No salary for co-investigator Lukas Brenner may be charged to the grant.",
        "With the longest possible no-cost extension, the grant could run until 31 March 2027.",
        "Programme officer Helen Marsh is the person who approves no-cost extensions.",
        "Dr. Nwosu cannot spend more than GBP 20,000 of the grant on equipment.",
    )] + [(B21_GRANT, c, False) for c in (
        "The grant period lasts 18 months.",
        "The funds are released in two equal instalments.",
        "Prof. Lukas Brenner is the principal investigator on the award.",
        "Overheads may take up to 20% of the total award.",
        "Dr. Nwosu may keep any unspent funds at the end of the grant even without an approved extension.",
        "Publications from the project must be made open access within 6 months.",
        "The award includes funding for a full-time PhD studentship.",
    )],

    "import duty": [(B22_DUTY, c, True) for c in (
        "Books and other printed matter can be imported into Harlow without paying duty.",
        "A courier parcel of jackets declared at 200 crowns would incur 24 crowns in duty.",
        "Air travellers are allowed twice the duty-free allowance of travellers arriving by land or sea.",
        "Even a bottle of wine posted with a declared value of 50 crowns would be liable for duty.",
        "On a clothing parcel declared at 200 crowns, the VAT would come to 44.80 crowns.",
        "Electronics are charged a duty rate 8 percentage points lower than clothing.",
        "Disputes over duty are handled not by the courier but by the Tariff Review Office.",
    )] + [(B22_DUTY, c, False) for c in (
        "Footwear attracts a duty rate of 4%.",
        "Travellers arriving by sea may bring in up to 600 crowns' worth of goods duty-free.",
        "VAT is calculated on the declared value alone, without adding any duty.",
        "Tobacco sent by post is duty-free as long as its declared value is below 150 crowns.",
        "A dispute must be lodged within 30 days of the carrier's notice.",
        "Parcels on which duty is still unpaid after 10 working days are destroyed by customs.",
        "Importers may spread their duty payments over three monthly instalments.",
    )],
    "remote work": [(B22_REMOTE, c, True) for c in (
        "An eligible employee outside Client Support can work remotely for at most three days in a week.",
        "Over a full year, the home-office allowance adds up to 540 euros.",
        "Contractors are not paid the home-office allowance.",
        "Working from abroad needs prior approval from both the employee's line manager and Ines Okafor, the "
        "Head of People.",
        "Client Support staff get one remote day per week fewer than the standard allowance.",
        "For a schedule change starting on 1 March 2025, the request would have to be submitted by 15 "
        "February 2025 at the latest.",
        "Employees working the full three remote days must still come into the Lisbury office on Tuesdays.",
    )] + [(B22_REMOTE, c, False) for c in (
        "Staff may work from abroad for up to 30 working days per calendar year.",
        "Working from abroad only requires approval from the employee's line manager.",
        "Ines Okafor is in charge of the IT helpdesk.",
        "Team meetings at the Lisbury office take place every Thursday.",
        "Contractors receive a reduced home-office allowance of 20 euros a month.",
        "All eligible employees, Client Support included, may work remotely three days a week.",
        "The company will reimburse up to 300 euros towards a home-office chair.",
    )],
    "storm warning": [(B22_STORM, c, True) for c in (
        "The warning covers an 18-hour period running from Friday afternoon to Saturday morning.",
        "Exposed coasts are expected to see stronger gusts than inland areas.",
        "The Western Isles will get the strongest winds before Brennmoor does.",
        "The next update was due five and a half hours after the warning was issued.",
        "If coastal gusts peaked at 115 km/h, the warning would not be raised to red.",
        "Salt Line's 07:00 Saturday crossing should go ahead as long as gusts do not stay above 90 km/h.",
        "Up to 80 mm of rain could fall on south-facing hills, 30 mm more than the top of the range forecast "
        "for the northern uplands.",
    )] + [(B22_STORM, c, False) for c in (
        "The warning was issued on Saturday 15 November.",
        "Storm Keld's strongest winds will reach Brennmoor before they reach the Western Isles.",
        "The warning will be upgraded to red if coastal gusts go above 110 km/h.",
        "Salt Line has cancelled every sailing scheduled for the weekend.",
        "Inland areas may see gusts of up to 110 km/h.",
        "Schools in Brennmoor have been told to close early on Friday.",
        "The Roads Agency has closed the Tarn Bridge to all traffic for the duration of the warning.",
    )],
    "overdraft": [(B22_OVERDRAFT, c, True) for c in (
        "An Everyday customer who is GBP 400 overdrawn pays interest on only GBP 150 of that amount.",
        "No fee is charged when a payment is declined for going beyond the arranged limit.",
        "Graduate account holders get an interest-free amount four times as large as Everyday customers get.",
        "Merrow Bank may cut an overdraft limit without 30 days' notice if it suspects fraud.",
        "A customer with a GBP 1,000 limit who is GBP 960 overdrawn would receive a text alert.",
        "Overdraft interest is worked out daily but taken from the account once a month.",
        "Complaints that Customer Care does not resolve can be referred to the Financial Ombudsman after eight weeks.",
    )] + [(B22_OVERDRAFT, c, False) for c in (
        "The first GBP 500 of an Everyday arranged overdraft is free of interest.",
        "Borrowing above the interest-free amount is charged at 29.9% EAR.",
        "Graduate account holders can have an arranged overdraft of up to GBP 2,500.",
        "Merrow Bank charges a fee each time it declines a payment.",
        "The bank always gives at least 30 days' notice before lowering an overdraft limit.",
        "Customers may take a complaint straight to the Financial Ombudsman without first going to Customer Care.",
        "Customers who stay within their interest-free amount for a full year receive a GBP 25 reward.",
    )],
    "chess tournament": [(B22_CHESS, c, True) for c in (
        "Lindqvist went through the tournament unbeaten, winning five games and drawing two.",
        "The event took place over three days in April.",
        "GBP 2,400 of the prize fund was spread across the rating categories.",
        "Although Reyes and Osei finished level on points, Reyes was placed second on the Buchholz tiebreak.",
        "Liam Chadda ended the tournament one point behind the winner.",
        "According to chief arbiter Helen Marsh, one game was forfeited because a player's phone rang.",
        "The 2026 edition will not be held at the Ashgrove Civic Hall.",
    )] + [(B22_CHESS, c, False) for c in (
        "Lindqvist's round 3 draw was against Amara Osei.",
        "Amara Osei won the runner-up trophy on tiebreak.",
        "Lindqvist lost one game but still finished in first place.",
        "The winner received GBP 900 in prize money.",
        "Liam Chadda, the top junior, was 16 years old.",
        "Forty-eight players took part in the Ashgrove Spring Open.",
        "Lindqvist also collected the tournament's best-game prize.",
    )],
    "property sale listing": [(B22_PROPERTY, c, True) for c in (
        "The boiler's warranty lasts ten years from when the boiler was replaced.",
        "The kitchen-diner has a floor area of roughly 25 square metres.",
        "The house was extended 57 years after it was built.",
        "Planning permission to convert the loft has not been granted.",
        "Two of the three bedrooms have no en-suite and share the family bathroom.",
        "Trains from Fenwick station take less than half an hour to reach the city.",
        "Viewings have to be booked in advance through Harbour & Pell Estate Agents.",
    )] + [(B22_PROPERTY, c, False) for c in (
        "17 Quarry Lane is a detached house.",
        "The boiler was replaced in 2019.",
        "Fenwick station is a 28-minute walk from the house.",
        "The loft has already been converted into a fourth bedroom.",
        "The property is in council tax band C.",
        "The rear garden is north-facing.",
        "The house comes with a single garage.",
    )],
    "dental plan": [(B23_DENTAL_PLAN, c, True) for c in (
        "Two cleanings per calendar year are covered at 100% with no deductible.",
        "An individual pays $456 a year in premiums for BrightSmile Dental Plus.",
        "Fillings are covered at 80% once the $50 annual deductible has been met.",
        "A member who has been enrolled for only six months cannot yet get a crown covered under the plan.",
        "Teeth whitening is not covered by the plan.",
        "A 17-year-old dependent can get orthodontic coverage at 50%, up to $1,200 over their lifetime.",
        "The family premium is $58 per month more than the individual premium.",
    )] + [(B23_DENTAL_PLAN, c, False) for c in (
        "Preventive care is covered at 100% after the $50 annual deductible.",
        "Root canals are covered at 80% under the plan.",
        "The plan pays up to $1,500 per family per calendar year.",
        "Orthodontic treatment is covered for all members regardless of age.",
        "Claims must be submitted within 60 days of the date of service.",
        ("Claims submitted more than 90 days after the date of service are always rejected, "
         "with no exceptions."),
        "Veneers are covered at 50% as a major service.",
    )],
    "car lease": [(B23_CAR_LEASE, c, True) for c in (
        "The lease runs for three years starting March 1, 2025.",
        "Over the full term, the monthly payments add up to $14,004.",
        "At signing, Marcus Feld paid $2,450 in total for the down payment and the acquisition fee.",
        "The total mileage allowance over the lease is 36,000 miles.",
        "Driving 1,000 miles over the total allowance would cost $250 at lease end.",
        "Ending the lease early, after the 12th payment, costs a fee of $1,167.",
        "The Lessee is not permitted to sublease the car.",
    )] + [(B23_CAR_LEASE, c, False) for c in (
        "A $35 late fee applies to any payment received after the due date.",
        "The monthly payment of $389 is due on the 1st of each month.",
        "The Lessee can terminate the lease early at any time by paying a fee of three monthly payments.",
        "Excess mileage is charged at $0.20 per mile at lease end.",
        "All dents, regardless of size, will be billed at lease end.",
        "The Lessee may take the car outside the United States for up to 60 consecutive days.",
        "The lease includes routine maintenance at no extra cost to the Lessee.",
    )],
    "dorm contract": [(B23_DORM_CONTRACT, c, True) for c in (
        "A single room in Prescott Hall costs $1,150 more per semester than a double room.",
        "The $250 deposit is refunded only to students who cancel before July 1.",
        "A first-year student living with a parent 25 miles away is not required to live on campus.",
        "Fish are allowed as long as their tank holds no more than 10 gallons.",
        "On Friday and Saturday nights, quiet hours begin at midnight.",
        "Students can stay in the halls over winter break only with approval from Director Alicia Moreno.",
        "Space heaters are not allowed in the residence halls.",
    )] + [(B23_DORM_CONTRACT, c, False) for c in (
        "Quiet hours begin at 10 p.m. every night of the week.",
        "The deposit is refundable if the student cancels before June 15.",
        "All first-year students must live on campus, without exception.",
        "Cancelling after move-in costs 40% of the remaining semester's rent.",
        "The halls are closed for winter break from December 19 to January 15.",
        "A single room in Prescott Hall costs $5,300 for the whole academic year.",
        "Residents may keep small caged pets such as hamsters.",
    )],
    "bike share": [(B23_BIKE_SHARE, c, True) for c in (
        "A 10-minute pay-as-you-go classic-bike ride costs $3.00 in total.",
        "The annual membership works out to $10 per month.",
        "A member taking a 60-minute classic-bike ride pays $2.25 for the time beyond 45 minutes.",
        "Members do not pay an unlock fee.",
        "Members pay $0.15 less per minute on e-bikes than pay-as-you-go riders do.",
        "A 17-year-old can ride RideLoop bikes but cannot rent a bike for someone else.",
        "RideLoop does not supply helmets to its riders.",
    )] + [(B23_BIKE_SHARE, c, False) for c in (
        "A pay-as-you-go e-bike ride costs a $1.00 unlock fee plus $0.20 per minute.",
        "The annual membership includes unlimited e-bike rides of up to 45 minutes.",
        "Riders must be at least 18 years old to use RideLoop.",
        "Leaving a bike outside a dock always incurs a $25 fee.",
        "A bike not returned within 12 hours is considered lost.",
        "A rider whose bike is considered lost is charged a flat fee of $1,200.",
        "RideLoop service is suspended every night between midnight and 5 a.m.",
    )],
    "data retention": [(B23_DATA_RETENTION, c, True) for c in (
        "Customer account records are kept for seven years after an account is closed.",
        "Server access logs tied to a security incident are kept for longer than 90 days.",
        "Marketing contact lists are reviewed twice a year.",
        "A hired candidate's application file is moved to their employee file instead of being kept for "
        "just 12 months.",
        "Storing personal data on a USB drive requires written approval from Rajiv Menon.",
        "Kestrel Analytics does not sell customer data to any third party.",
        "A customer's deletion request can take longer than 21 days to complete if the data is under a "
        "legal hold.",
    )] + [(B23_DATA_RETENTION, c, False) for c in (
        "Server access logs are kept for 90 days in all cases.",
        "Backups are overwritten on a 30-day cycle.",
        "Marketing contacts who have not engaged in 12 months are removed.",
        "Employee payroll records are held for seven years after employment ends.",
        "Customer deletion requests are completed within 30 days.",
        "Rajiv Menon is Kestrel Analytics' Chief Information Security Officer.",
        "The data retention policy is reviewed every two years.",
    )],
    "ski pass": [(B23_SKI_PASS, c, True) for c in (
        "A weekend adult day pass costs $20 more than a weekday one.",
        "A 70-year-old skier pays $53.40 for a weekday day pass.",
        "Buying a season pass before October 31 saves $150.",
        "The Summit Express stops running at 3:30 p.m.",
        "Night skiing on the Lantern lift is not covered by a day pass.",
        "A 4-year-old skis free only when accompanied by a paying adult.",
        "Skiers get a refund only if fewer than a quarter of the lifts open on their pass date.",
    )] + [(B23_SKI_PASS, c, False) for c in (
        "Children aged 6 to 12 pay $52 on weekdays and more on weekends.",
        "Seniors 65 and older receive 40% off the adult price.",
        "Night skiing on the Lantern lift runs every night of the week from 5:00 to 9:00 p.m.",
        "Lifts operate from 8:00 a.m. to 4:00 p.m.",
        "A lift pass can be transferred to a family member.",
        "Refunds are given if fewer than half of the lifts open on the pass date.",
        "Tomas Lindqvist leads free beginner tours at 10:00 a.m. on Saturdays.",
    )],
    "pension statement": [(B24_PENSION_STATEMENT, c, True) for c in (
        "Eleanor's employer paid £1,800 more into her pension during the year than she did.",
        "Together, Eleanor and her employer contributed £9,000 to her pension over the year.",
        "Eleanor's own contributions averaged £300 a month over the year.",
        "The closing fund value of £59,840 is after £310 of management charges were deducted.",
        "Eleanor could take up to a quarter of her fund as a tax-free lump sum at retirement.",
        "Eleanor cannot transfer her pension out during the 12 months before she reaches 65.",
        "The statement does not cover Eleanor's State Pension entitlement.",
    )] + [(B24_PENSION_STATEMENT, c, False) for c in (
        "The Balanced Growth Fund returned 8.5% over the year.",
        "Castlebrook Engineering matches Eleanor's contributions pound for pound.",
        "Eleanor's fund value fell over the year to 31 March 2024.",
        "Eleanor can transfer her pension out at any time without restriction.",
        "Eleanor will reach her selected retirement age of 65 on 14 August 2042.",
        "Daniel Okafor is the HR contact at Castlebrook Engineering who handles pension questions.",
        "The employer's 150% match applies to any level of contribution, with no cap.",
    )],
    "airport parking": [(B24_AIRPORT_PARKING, c, True) for c in (
        "A 10-day stay in Long Stay without pre-booking would cost £125.",
        "Dropping off in the Forecourt Zone for 15 minutes would cost £10.",
        "The online pre-booking discount does not apply to Short Stay parking.",
        "Parking in Short Stay for 90 minutes costs £9.",
        ("Blue Badge holders must register at the information desk to get up to three hours "
         "of free Short Stay parking."),
        "Motorcyclists can park free of charge in the designated bays in Car Park A.",
        "If you lose your parking ticket, you will be charged £32.",
    )] + [(B24_AIRPORT_PARKING, c, False) for c in (
        "Pre-booking online saves 20% on all car park rates at Fenmoor Airport.",
        "The Long Stay shuttle bus runs every 8 minutes.",
        "Long Stay costs £9 per day for the first week and £14 per day after that.",
        "Blue Badge holders park free for up to three hours in both Short Stay and Long Stay.",
        "Drivers can stay in the Forecourt Zone for up to 30 minutes.",
        "The Long Stay shuttle bus runs around the clock.",
        "Booking online at least 12 hours ahead qualifies for the 20% Long Stay discount.",
    )],
    "zoo membership": [(B24_ZOO_MEMBERSHIP, c, True) for c in (
        "A Family membership costs £47 more than a Joint membership.",
        "Two Individual memberships would cost £18 more in total than one Joint membership.",
        "A 70-year-old buying an Individual membership would pay £58.",
        "Members cannot use the 9:30 a.m. early entry on Sundays.",
        "A two-year-old can visit the zoo free without needing a membership.",
        "Parking is not covered by a Brackenridge Zoo membership.",
        "Paying for a Family membership by monthly direct debit brings its annual cost to £171.",
    )] + [(B24_ZOO_MEMBERSHIP, c, False) for c in (
        "Members get 15% off in the Savannah Café and gift shop.",
        "Members' free guest passes can be used on any day of the year.",
        "The Family membership covers two adults and up to four children aged 3-15.",
        "Memberships can be refunded if the zoo closes for more than 14 consecutive days.",
        "Annual memberships run from 1 January to 31 December.",
        "Keeper experiences are included free with a Family membership.",
        "Priya Landgraf is the zoo's head keeper.",
    )],
    "software licence": [(B24_SOFTWARE_LICENCE, c, True) for c in (
        "A Team licence allows up to 50 devices in total across all of its users.",
        "A Standard licence holder can install the software on three devices.",
        "To stop automatic renewal, the licensee must cancel at least 30 days before the renewal date.",
        "Renting the software to others is not allowed under the agreement.",
        "A consultant doing commercial work for third-party clients would need a Team licence.",
        "Team licence holders get a faster support response than Standard licence holders.",
        "Security updates are provided for three years after each major release.",
    )] + [(B24_SOFTWARE_LICENCE, c, False) for c in (
        "A Standard licence can be shared by up to three named users.",
        "The licence renews automatically unless cancelled at least 60 days before the renewal date.",
        "Feature updates continue for 36 months after the licence expires.",
        "The Licensor's liability is capped at the fees paid over the preceding 24 months.",
        "Academic research use requires a Team licence.",
        "All licence holders receive a response to support requests within 4 hours.",
        "The licence agreement is governed by German law.",
    )],
    "hiking trail": [(B24_HIKING_TRAIL, c, True) for c in (
        "In December, the walk is 16 km because walkers must return by the outward route.",
        "Corran Tarn is 3.5 km from the start of the trail.",
        "Parking at Millbeck costs £6 a day and cannot be paid by card.",
        "Dogs must be kept on a lead if you walk the loop in May.",
        "Camping overnight anywhere on the loop is not allowed.",
        "Walkers should not expect a mobile signal at Corran Tarn.",
        "Mountain rescue advises against walking the ridge when winds exceed 40 mph.",
    )] + [(B24_HIKING_TRAIL, c, False) for c in (
        "The loop involves a total ascent of 912 m.",
        "There are several reliable water sources along the route.",
        "Dogs must be kept on a lead all year round on the loop.",
        "The Sheepfold Gully descent is closed from 1 November to 31 March.",
        "Wild camping is allowed beside Corran Tarn.",
        "Fergus Hallam is the ranger who manages Millbeck car park.",
        "The first 3.5 km up to Corran Tarn is a gentle, gradual climb.",
    )],
    "kindergarten fees": [(B24_KINDERGARTEN_FEES, c, True) for c in (
        "A full-day place costs £520 more per month than a morning-only place.",
        "A second sibling in a full-day place would pay £1,026 per month.",
        "Collecting a child at 5:50 p.m. would incur a late collection charge of £30.",
        "The £75 registration fee is not refunded.",
        "Lunch is included in the price of a full-day place.",
        "The sibling discount does not apply to the registration fee.",
        "A child who is off sick for one week still pays full fees for that month.",
    )] + [(B24_KINDERGARTEN_FEES, c, False) for c in (
        "Morning-only places run from 8:00 a.m. to 1:30 p.m.",
        "Lunch costs £3.80 per day for all children.",
        "The 10% sibling discount applies to the fees of every child in the family.",
        "Fees are reduced for any absence backed by a doctor's note.",
        "Late collection is charged at £15 per 30 minutes.",
        "Two weeks' written notice is required to withdraw a child.",
        "The £75 registration fee is charged every year.",
    )],
    "marina berth": [(B26_MARINA_BERTH, c, True) for c in (
        "A 10-metre boat would pay a seasonal berth fee of £850.",
        "A 6-metre boat would be charged the £600 minimum rather than £510.",
        "Fresh water is included in the berth fee, but electricity is billed at 32p per kWh.",
        "Sub-letting a berth is never allowed at Harbourside Marina.",
        ("Living aboard requires written consent from harbourmaster Gwen Talbot and is capped at 60 nights "
         "per season."),
        "The seasonal berth period runs for seven months, from April through October.",
        "A berth holder who cancels after 1 February loses their deposit.",
    )] + [(B26_MARINA_BERTH, c, False) for c in (
        "The seasonal fee is £85 per foot of boat length.",
        "Boats over 12 metres are assigned to D pontoon.",
        "The balance of the berth fee is due by 15 April.",
        "Liveaboard use is allowed for up to 60 nights per season without any consent.",
        "Berth holders who cancel after 1 February get half of their deposit back.",
        "Storing a tender on the dinghy rack is included free with the berth fee.",
        "Harbourside Marina gives a 10% discount for paying the full fee on signing.",
    )],
    "driving school": [(B26_DRIVING_SCHOOL, c, True) for c in (
        "The Starter package works out at £33 per hour, compared with £36 for a single lesson.",
        "The Standard package costs £265 more than the Starter package.",
        "Only pupils who have already passed their theory test can book the Intensive package.",
        "None of Clearway's packages include the £70 charge for using the school's car on test day.",
        ("A lesson cancelled at short notice because of illness, backed by a doctor's note, is not "
         "charged in full."),
        "Package hours expire six months after purchase.",
        "A pupil referred by a current pupil would pay £570 for the Standard package.",
    )] + [(B26_DRIVING_SCHOOL, c, False) for c in (
        "The Intensive package costs £960 for 20 hours of lessons.",
        "The Starter package includes one mock test.",
        "Lessons cancelled with less than 24 hours' notice are charged in full.",
        "Package hours can be refunded at any time within six months of purchase.",
        "Pupils aged 16 can book lessons with Clearway as long as a parent consents.",
        "The Intensive package is cheaper per hour than the Standard package.",
        "Students referred by a current pupil get 25% off any package.",
    )],
    "coworking membership": [(B26_COWORKING, c, True) for c in (
        "Hot Desk members can use open seats on weekdays between 8am and 7pm.",
        "A Dedicated Desk costs $150 more per month than a Hot Desk.",
        "Paying annually upfront for a Hot Desk would cost $2,052 for the year.",
        "Hot Desk members receive no free meeting room hours.",
        "Meeting room hours left unused in a month cannot be carried over to the next month.",
        "A member who cancels within their first 14 days gets a full refund.",
        "Printing a 50-page document at Foundry Loft costs $5.",
    )] + [(B26_COWORKING, c, False) for c in (
        "Dedicated Desk members get 15 free meeting room hours per month.",
        "Hot Desk members have 24/7 access to the space.",
        "Printing is included in all membership tiers at no extra cost.",
        "Members can cancel at any time without giving notice.",
        "Paying annually upfront gives a 15% discount.",
        "Private Office plans start at $1,150 per month for up to six people.",
        "Private Office plans include free parking.",
    )],
    "museum group": [(B26_MUSEUM_GROUP, c, True) for c in (
        "The individual adult admission price at the museum is €12.",
        "A group of 20 adults paying standard group admission would pay €180 before any tour fee.",
        "A school group of 24 pupils is entitled to three free accompanying teachers.",
        "Guided tours cannot be booked for a Monday.",
        "Groups need to book at least three weeks before their visit.",
        "Photography is not permitted in the Textile Gallery.",
        "A group that cancels 5 days before its visit will not get a refund.",
    )] + [(B26_MUSEUM_GROUP, c, False) for c in (
        "Groups must book at least 14 days before their visit.",
        "Guided tours cost €60 per person.",
        "The museum accepts pre-booked groups of up to 50 visitors.",
        "One accompanying teacher is admitted free for every 10 pupils.",
        "The museum café can reserve seating for groups of any size.",
        "Groups arriving more than 30 minutes late are refunded if their tour is shortened.",
        "Guided tours at the museum last 90 minutes.",
    )],
    "utility plan": [(B26_UTILITY_PLAN, c, True) for c in (
        "Ms Lowe's twelve monthly payments of £104 add up to her full overdue balance of £1,248.",
        "The first payment under the plan is due on 5 June and is collected by Direct Debit.",
        ("Missing two payments in a row would end the plan and make the remaining balance due within "
         "14 days."),
        "Ms Lowe's ongoing energy usage will still be billed quarterly, separately from the plan.",
        "The £150 Warm Home credit was applied because Ms Lowe receives Pension Credit.",
        "Northfield Energy will not fit a prepayment meter during the plan unless Ms Lowe asks for one.",
        "No interest will be added to the balance as long as Ms Lowe keeps to the plan.",
    )] + [(B26_UTILITY_PLAN, c, False) for c in (
        "Ms Lowe will pay £104 per month for 10 months.",
        "The £150 Warm Home credit has already been deducted from the £1,248 balance.",
        "Missing a single payment will end the payment plan.",
        "The payment plan covers both the overdue balance and Ms Lowe's ongoing usage.",
        "Tom Birch can be reached at weekends between 8am and 6pm.",
        "If the plan ends, the remaining balance becomes due within 30 days.",
        "The first payment under the plan will be taken on 5 July.",
    )],
    "summer camp": [(B26_SUMMER_CAMP, c, True) for c in (
        "Two siblings attending the same session would pay $2,738 in total.",
        "A family withdrawing in May would get back everything except the $250 deposit.",
        "The first 2025 session starts on 6 July and lasts 12 days.",
        "A child who cannot swim 50 metres joins the pool programme instead of the lake activities.",
        "Campers are not permitted to have mobile phones at camp.",
        "Parents can phone camp director Elena Markovic during a one-hour window each evening.",
        "After the deposit is paid, the remaining balance for one child's session is $1,230.",
    )] + [(B26_SUMMER_CAMP, c, False) for c in (
        "Camp Whistling Pines accepts children aged 7 to 14.",
        "Siblings in the same session each receive 15% off their fee.",
        "The $250 deposit is refunded if a family withdraws before 1 June.",
        "Families who withdraw after 1 June always lose the full fee.",
        "Campers must be able to swim 100 metres to take part in lake activities.",
        "Medical forms must be returned at least 14 days before arrival.",
        "The second 2025 camp session starts on 20 July.",
    )],
    "gym timetable": [(B25_GYM_TIMETABLE, c, True) for c in (
        "Spin classes at Ironbark Fitness are held three times a week, starting at 6:15 am.",
        "A Premium membership costs $20 more per month than a Standard membership.",
        "Members on the Standard plan can book no more than three classes in a week.",
        "Class bookings open three days before the class starts.",
        "Cancelling a class two hours before it begins would count as a no-show.",
        "Spin classes take fewer participants than the yoga classes do.",
        "Children under 16 are never allowed in the weights area.",
    )] + [(B25_GYM_TIMETABLE, c, False) for c in (
        "Yoga classes with Priya Nair last 45 minutes.",
        "Dana Whitfield leads the Tuesday and Thursday yoga classes.",
        "Two no-shows within 30 days will suspend a member's booking rights for 7 days.",
        "Every class at Ironbark Fitness, including spin, is capped at 20 participants.",
        "Guests can attend one free class as long as they come with any member of the gym.",
        "Premium members can book classes up to a week in advance.",
        "Children under 16 may use the weights area if an adult supervises them.",
    )],
    "phone repair": [(B25_PHONE_REPAIR, c, True) for c in (
        "Battery replacements at FixPoint are under warranty for a full year.",
        "Repairs for water damage are only covered for 30 days.",
        ("Registering a screen repair online within 14 days extends its cover to 240 days "
         "from collection."),
        "A screen that cracks because the phone was dropped is not covered by the warranty.",
        "If the needed part is no longer available, FixPoint refunds the full repair price.",
        "Letting a non-FixPoint technician open the device voids the warranty.",
        "The \u00a315 diagnostic fee comes off the repair bill if the customer goes ahead with the repair.",
    )] + [(B25_PHONE_REPAIR, c, False) for c in (
        "Screen replacements are covered for 12 months from the collection date.",
        "Registering online within 14 days adds an extra 60 days of cover to battery replacements.",
        "Warranty claims can be made by phone as long as the customer has a copy of the receipt.",
        "The \u00a315 diagnostic check is non-refundable, even if the customer proceeds with the repair.",
        "FixPoint refunds 50% of the repair price when a replacement part can no longer be sourced.",
        "Liquid exposure after a repair is covered under FixPoint's water-damage warranty.",
        "Karen Odell answers warranty disputes within 5 calendar days.",
    )],
    "recycling collection": [(B25_RECYCLING_GUIDE, c, True) for c in (
        "Blue-lid recycling bins are emptied every two weeks on a Tuesday.",
        "Garden waste bins are not collected in January.",
        "Garden waste collections run for nine months of the year.",
        "Soft plastics should not be put in the blue recycling bin.",
        "A household that books three bulky waste pickups in a year would pay $90 in total.",
        "A resident over 75 can apply to have crews collect the bins from their property.",
        "A contaminated recycling bin will be tagged and not emptied.",
    )] + [(B25_RECYCLING_GUIDE, c, False) for c in (
        "Blue-lid recycling bins are collected every Tuesday.",
        "Green-lid garden waste bins are collected every four weeks throughout the year.",
        "Additional bulky waste pickups cost $45 each, with no limit on the number of items.",
        "Polystyrene can go in the blue bin as long as it is clean.",
        "All residents aged over 65 qualify for an assisted bin collection.",
        "Bins must be brought back in within 12 hours of being emptied.",
        "Marcus Tembo's Waste Services team also takes enquiries on Saturdays from 8 am to 5 pm.",
    )],
    "theatre tickets": [(B25_THEATRE_TICKETS, c, True) for c in (
        "Friends of the Lyric members can start booking one week before general sale opens.",
        "A Stalls seat costs \u00a326 more than an Upper Circle seat.",
        "Buying tickets in person at the box office avoids the \u00a32.50 per-ticket booking fee.",
        "A student going to a Tuesday performance can get 20% off the ticket price.",
        ("With the concession, a Stalls seat for a Wednesday performance costs \u00a338.40 "
         "before any booking fee."),
        "Exchanging two tickets for another performance of the same show costs \u00a36 in fees.",
        "Children under 5 are not allowed into evening performances.",
    )] + [(B25_THEATRE_TICKETS, c, False) for c in (
        "Students and over-65s get 20% off tickets for any performance, including weekends.",
        "Tickets can be exchanged for a different production up to 48 hours before the performance.",
        "The box office is open seven days a week from 10 am to 8 pm.",
        "Dress Circle seats cost \u00a322 each.",
        "Groups of 10 or more receive two free tickets for every 10 they buy.",
        "Exchanges are free if they are made at least 48 hours before the original performance.",
        "General sale for the 2025 season opens on 3 February.",
    )],
    "translation contract": [(B25_TRANSLATION_CONTRACT, c, True) for c in (
        "A standard 1,000-word translation would earn Tom\u00e1s \u20ac110.",
        ("A 200-word standard job would be paid the \u20ac40 minimum, because 200 words at "
         "\u20ac0.11 comes to only \u20ac22."),
        "Certified legal translations pay \u20ac0.04 more per word than standard translations.",
        "An invoice for \u20ac80 should be paid within 10 days of the Agency receiving it.",
        "The Translator can only use machine translation tools if the client approves it in writing.",
        "Tom\u00e1s is not allowed to subcontract a job without Ines Duarte's consent.",
        "Either party can end the agreement by giving three weeks' written notice.",
    )] + [(B25_TRANSLATION_CONTRACT, c, False) for c in (
        "All invoices, whatever the amount, are paid within 10 days of receipt.",
        "Certified legal translations are paid at the same \u20ac0.11 per-word rate as other work.",
        "The Translator must provide two rounds of free revisions on every job.",
        "Urgent jobs of more than 2,000 words per working day carry a 15% surcharge.",
        "Revisions beyond the free round are billed at a flat \u20ac35 per job.",
        "Ines Duarte is the translator who carries out the Spanish-to-English work.",
        "Machine translation may be used as long as the Translator checks the output.",
    )],
    "vet prices": [(B25_VET_PRICES, c, True) for c in (
        "An extended 30-minute consultation costs $45 more than a standard one.",
        "The annual vaccination for a cat is $10 cheaper than for a dog.",
        "Microchipping costs nothing if it is booked together with desexing.",
        "With the pensioner discount, a standard consultation costs $58.50.",
        "Pensioners do not get a discount on medications.",
        "A Sunday afternoon emergency visit carries a $150 surcharge.",
        "Pet rabbits are looked after by Dr Rafael Ortiz.",
    )] + [(B25_VET_PRICES, c, False) for c in (
        "Desexing a female cat costs $180.",
        "Pensioners receive 10% off all services at Willowbank, including surgery.",
        "The $150 after-hours surcharge applies all day on Saturdays.",
        "Dr Amelia Chen is the vet who handles exotic animals such as birds.",
        "The clinic offers payment plans for any bill over $200.",
        "A dental scale and polish can be done without a general anaesthetic.",
        "A standard consultation at Willowbank lasts 30 minutes.",
    )],
}


PROBES.update(HELPER_BATCHES)


# Batches 34-149 were written to one brief, and 150-167 to a rewrite of it in the same terms (true claims mostly
# reworded or computed, false ones worded close to the document), so word overlap points the wrong way on them; the
# ranking figure is printed for them apart.
REWORDED_BATCHES = (frozenset(BATCHES_34_39) | frozenset(BATCHES_40_41) | frozenset(BATCHES_42_43)
                    | frozenset(BATCHES_44) | frozenset(BATCHES_45) | frozenset(BATCHES_46_49)
                    | frozenset(BATCHES_50_53) | frozenset(BATCHES_54_57) | frozenset(BATCHES_58_61)
                    | frozenset(BATCHES_62_65) | frozenset(BATCHES_66)
                    | frozenset(BATCHES_67) | frozenset(BATCHES_68) | frozenset(BATCHES_69)
                    | frozenset(BATCHES_70) | frozenset(BATCHES_71) | frozenset(BATCHES_72)
                    | frozenset(BATCHES_73) | frozenset(BATCHES_74) | frozenset(BATCHES_75)
                    | frozenset(BATCHES_76) | frozenset(BATCHES_77) | frozenset(BATCHES_78)
                    | frozenset(BATCHES_79) | frozenset(BATCHES_80) | frozenset(BATCHES_81)
                    | frozenset(BATCHES_82) | frozenset(BATCHES_83) | frozenset(BATCHES_84)
                    | frozenset(BATCHES_85) | frozenset(BATCHES_86) | frozenset(BATCHES_87)
                    | frozenset(BATCHES_88) | frozenset(BATCHES_89) | frozenset(BATCHES_90)
                    | frozenset(BATCHES_91) | frozenset(BATCHES_92) | frozenset(BATCHES_93)
                    | frozenset(BATCHES_95) | frozenset(BATCHES_94) | frozenset(BATCHES_96)
                    | frozenset(BATCHES_97) | frozenset(BATCHES_98) | frozenset(BATCHES_99)
                    | frozenset(BATCHES_100) | frozenset(BATCHES_101) | frozenset(BATCHES_102)
                    | frozenset(BATCHES_103) | frozenset(BATCHES_104) | frozenset(BATCHES_105)
                    | frozenset(BATCHES_106) | frozenset(BATCHES_107) | frozenset(BATCHES_108)
                    | frozenset(BATCHES_109) | frozenset(BATCHES_110) | frozenset(BATCHES_111)
                    | frozenset(BATCHES_112) | frozenset(BATCHES_113) | frozenset(BATCHES_114)
                    | frozenset(BATCHES_115)
                    | frozenset(BATCHES_116) | frozenset(BATCHES_117) | frozenset(BATCHES_118)
                    | frozenset(BATCHES_119) | frozenset(BATCHES_120) | frozenset(BATCHES_121)
                    | frozenset(BATCHES_122) | frozenset(BATCHES_123) | frozenset(BATCHES_124)
                    | frozenset(BATCHES_125)
                    | frozenset(BATCHES_126) | frozenset(BATCHES_127) | frozenset(BATCHES_128)
                    | frozenset(BATCHES_129) | frozenset(BATCHES_130) | frozenset(BATCHES_131)
                    | frozenset(BATCHES_132) | frozenset(BATCHES_133) | frozenset(BATCHES_134)
                    | frozenset(BATCHES_135) | frozenset(BATCHES_136) | frozenset(BATCHES_137)
                    | frozenset(BATCHES_138) | frozenset(BATCHES_139) | frozenset(BATCHES_140)
                    | frozenset(BATCHES_141) | frozenset(BATCHES_142) | frozenset(BATCHES_143)
                    | frozenset(BATCHES_144) | frozenset(BATCHES_145) | frozenset(BATCHES_146)
                    | frozenset(BATCHES_147) | frozenset(BATCHES_148) | frozenset(BATCHES_149)
                    | frozenset(BATCHES_150) | frozenset(BATCHES_151) | frozenset(BATCHES_152)
                    | frozenset(BATCHES_153) | frozenset(BATCHES_154) | frozenset(BATCHES_155)
                    | frozenset(BATCHES_156) | frozenset(BATCHES_157) | frozenset(BATCHES_158)
                    | frozenset(BATCHES_159) | frozenset(BATCHES_160) | frozenset(BATCHES_161)
                    | frozenset(BATCHES_162) | frozenset(BATCHES_163) | frozenset(BATCHES_164)
                    | frozenset(BATCHES_165) | frozenset(BATCHES_166) | frozenset(BATCHES_167))


def auc(scored: list[tuple[bool, float]]) -> float:
    """How often a true probe's ``confidence_score`` is above a false one's (ties count half): 0.5 is chance."""
    true = [s for truth, s in scored if truth]
    false = [s for truth, s in scored if not truth]
    if not true or not false:
        return float("nan")
    return sum((t > f) + 0.5 * (t == f) for t in true for f in false) / (len(true) * len(false))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="auto")
    ap.add_argument("--verbose", action="store_true", help="print every probe, not only the wrong ones")
    a = ap.parse_args()
    engine = load_engine(a.engine)
    total_wrong = total = 0
    scored: dict[bool, list[tuple[bool, float]]] = {False: [], True: []}
    for name, probes in PROBES.items():
        wrong = 0
        for context, claim, should in probes:
            v = engine.check(claim, context)
            scored[name in REWORDED_BATCHES].append((should, v.confidence_score))
            right = (v.verdict == "supported") == should
            wrong += not right
            if a.verbose or not right:
                print(f"  {'  ' if right else 'XX'} {v.confidence_score:.3f} {v.verdict:12s} {claim!r}")
        print(f"{name}: {wrong} wrong of {len(probes)}")
        total_wrong, total = total_wrong + wrong, total + len(probes)
    print(f"AUC of confidence_score: batches 34-167 (reworded true, close-worded false) {auc(scored[True]):.3f} "
          f"(n={len(scored[True])}), the other probes {auc(scored[False]):.3f} (n={len(scored[False])})")
    print(f"engine={a.engine} model={engine.model_used}: {total_wrong} wrong of {total}")


if __name__ == "__main__":
    main()
