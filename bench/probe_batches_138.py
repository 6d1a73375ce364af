"""Probe batch 138, written by a helper agent that saw neither the code nor an earlier probe (session 61), on six
made-up patient information leaflets of medicines and the sentences of a health chatbot's answers about them."""

from __future__ import annotations

B138_PYRELIEF = (
    'Pyrelief Junior 120 mg/5 ml Oral Suspension (paracetamol). Package leaflet: information for the parent or '
    'carer. Leaflet revised March 2023.\n'
    '1. What Pyrelief Junior is and what it is used for. Pyrelief Junior contains paracetamol, a painkiller. It is '
    'used for the relief of mild to moderate pain, including teething pain, and to reduce fever, including fever '
    'after vaccinations at 2 and 4 months of age. It is for babies and children aged 2 months to 6 years.\n'
    '2. What you need to know before giving Pyrelief Junior. Do not give this medicine if your child is allergic '
    'to paracetamol or any of the other ingredients, or if your child was born before 37 weeks and is under 3 '
    'months old. Ask a doctor first if your child has kidney or liver problems, weighs less than 4 kg, or has the '
    'rare hereditary condition fructose intolerance, because each 5 ml contains 2.1 g of maltitol. Tell your '
    'doctor if your child takes warfarin regularly, as regular use of paracetamol may increase the risk of '
    'bleeding.\n'
    '3. How to give Pyrelief Junior. Use the double-ended spoon supplied (2.5 ml and 5 ml). Babies 2-3 months: 2.5 '
    'ml, which may be repeated once after 4-6 hours if needed; do not give more than 2 doses, and speak to your '
    'doctor if further doses are needed. Children 3-6 months: 2.5 ml; 6-24 months: 5 ml; 2-4 years: 7.5 ml; 4-6 '
    'years: 10 ml. From 3 months, doses may be given up to 4 times in 24 hours, leaving at least 4 hours between '
    'doses. Do not give for more than 3 days without speaking to your doctor. If you give too much, talk to a '
    'doctor at once, even if your child seems well, because of the risk of delayed, serious liver damage. If you '
    'forget a dose, give the next one when needed, provided at least 4 hours have passed since the last dose. Do '
    'not give a double dose.\n'
    '4. Possible side effects. Rare (up to 1 in 1,000 children): allergic reactions such as a skin rash or '
    'swelling of the face; stop the medicine and see a doctor at once. Very rare (up to 1 in 10,000): blood '
    'disorders causing unusual bruising, and serious skin reactions.\n'
    '5. How to store Pyrelief Junior. Store below 25°C in the original package. Once opened, use within 6 '
    'months.\n'
    '6. Contents of the pack. Each 5 ml contains 120 mg paracetamol. The suspension is strawberry flavoured and '
    'sugar-free, in bottles of 100 ml and 200 ml with a spoon. Marketing authorisation holder: Brannock Healthcare '
    'Ltd, 14 Quayside Lane, Port Ellery PE4 9TX. Manufacturer: Vellmore Laboratories, Castlecombe.'
)

B138_POLLASTRA = (
    'Pollastra 10 mg Film-coated Tablets (cetirizine dihydrochloride). Package leaflet: information for the user. '
    'Leaflet last revised September 2022.\n'
    '1. What Pollastra is and what it is used for. Pollastra is an antihistamine. In adults and children aged 6 '
    'years and over it relieves the nose and eye symptoms of seasonal allergic rhinitis (hay fever) and year-round '
    'allergic rhinitis, such as sneezing, a runny or itchy nose and watery eyes. It also relieves chronic nettle '
    'rash (urticaria).\n'
    '2. What you need to know before you take Pollastra. Do not take Pollastra if you have severe kidney disease '
    'with a creatinine clearance below 10 ml/min, or if you are allergic to cetirizine, hydroxyzine or any '
    'piperazine derivative. Do not give the tablets to children under 6 years, as they do not allow the necessary '
    'dose adjustment; a 1 mg/ml oral solution is available for them. If you are due to have an allergy skin-prick '
    'test, stop taking Pollastra 3 days beforehand. Take care if you have epilepsy or difficulty passing urine. '
    'Alcohol: no interaction has been seen at blood alcohol levels of 0.5 g/l (about one glass of wine), but it is '
    'best to avoid alcohol. Pregnancy and breast-feeding: avoid Pollastra in pregnancy; cetirizine passes into '
    'breast milk. Driving: at the recommended dose Pollastra has not been shown to affect alertness, but if you '
    'feel drowsy, do not drive or use machines.\n'
    '3. How to take Pollastra. Swallow the tablet with a glass of liquid, with or without food. The tablet can be '
    'divided into two equal halves. Adults and adolescents over 12 years: 10 mg (one tablet) once a day. Children '
    'aged 6 to 12 years: 5 mg (half a tablet) twice a day. Moderate kidney impairment: 5 mg once a day. If you '
    'take too much, contact your doctor. If you forget a dose, do not take a double dose to make up for it. In '
    'rare cases itching may return, more intensely, after you stop taking Pollastra.\n'
    '4. Possible side effects. Common (up to 1 in 10 people): tiredness, dry mouth, headache, dizziness, sore '
    'throat, nausea. Uncommon (up to 1 in 100): stomach pain, pins and needles, weakness. Rare (up to 1 in 1,000): '
    'fast heartbeat, swelling, changes in liver function, weight gain.\n'
    '5. How to store Pollastra. This medicine does not require any special storage conditions. Do not use it after '
    'the expiry date on the blister.\n'
    '6. Contents of the pack. Each tablet contains 10 mg cetirizine dihydrochloride. Blister packs of 7, 14 and 30 '
    'tablets; packs of 7 may be bought without a prescription in supermarkets. Marketing authorisation holder: '
    'Heathmoor Pharmaceuticals plc, Unit 6 Ashgrove Business Park, Kelderby KB2 7LP.'
)

B138_AMOXIVAL = (
    'Amoxival 500 mg Hard Capsules (amoxicillin as trihydrate). Package leaflet: information for the patient. '
    'Leaflet revised January 2024.\n'
    '1. What Amoxival is and what it is used for. Amoxival is an antibiotic of the penicillin family. It is used '
    'to treat infections of the ear, nose and throat, chest, urinary tract, skin and teeth. It does not work '
    'against viral infections such as colds or flu.\n'
    '2. What you need to know before you take Amoxival. Do not take Amoxival if you are allergic to amoxicillin or '
    'any penicillin, or if you have ever had a severe allergic reaction (such as swelling of the face or throat) '
    'to another antibiotic, for example a cephalosporin. Tell your doctor if you have glandular fever or kidney '
    'problems. If Amoxival causes vomiting or diarrhoea, combined oral contraceptives may work less well; use '
    'extra barrier contraception for 7 days. Tell your doctor if you take allopurinol for gout (higher risk of '
    'skin reactions), probenecid, warfarin or methotrexate. Pregnancy: ask your doctor before taking this '
    'medicine. Driving: Amoxival can cause dizziness and fits; do not drive unless you feel well.\n'
    '3. How to take Amoxival. Swallow the capsules whole with water, spacing doses evenly at least 4 hours apart. '
    'Adults and children weighing 40 kg or more: 250 mg to 500 mg three times a day, or 750 mg to 1 g every 12 '
    'hours, depending on the infection; severe infections: 750 mg to 1 g three times a day. Maximum: 6 g a day. '
    'Children under 40 kg should be given amoxicillin oral suspension instead, at 40 to 90 mg per kg of body '
    'weight per day in two or three divided doses, and not more than 100 mg per kg a day. Treatment usually lasts '
    '5 to 7 days, or 10 days for tonsillitis caused by streptococcus. Keep taking the capsules until the course is '
    'finished, even if you feel better. If you take too much, tell your doctor at once. If you forget a dose, take '
    'it as soon as you remember, but wait about 4 hours before the next dose. Do not take a double dose.\n'
    '4. Possible side effects. Common (up to 1 in 10 people): skin rash, feeling sick, diarrhoea. Uncommon (up to '
    '1 in 100): vomiting. Very rare (up to 1 in 10,000): thrush, kidney problems, a black hairy-looking tongue, '
    'severe diarrhoea with blood.\n'
    '5. How to store Amoxival. Do not store above 30°C. Keep the blisters in the outer carton to protect from '
    'moisture.\n'
    '6. Contents of the pack. Packs of 15 and 21 capsules. Marketing authorisation holder and manufacturer: Tallis '
    '& Orme Pharma Ltd, 3 Millrace Court, Brindleford BF6 1QA.'
)

B138_QUITARA = (
    'Quitara Step Patches 21 mg/24 hours, 14 mg/24 hours and 7 mg/24 hours, transdermal patches (nicotine). '
    'Package leaflet: information for the user. Revised June 2023.\n'
    '1. What Quitara is and what it is used for. Quitara patches release nicotine through the skin to relieve '
    'withdrawal symptoms, including cravings, when you stop smoking. They are for smokers aged 12 years and over. '
    'Quitara works best when used together with a stop-smoking support programme.\n'
    '2. What you need to know before using Quitara. Do not use Quitara if you are under 12, have never smoked, or '
    'are allergic to nicotine or any ingredient of the patch. Talk to your doctor first if you have had a heart '
    'attack or stroke in the last 3 months, or have chest pain, uncontrolled high blood pressure, diabetes, severe '
    'liver or kidney problems, an overactive thyroid or a stomach ulcer. Pregnancy: try to stop without medicines '
    'first; if you cannot, the patch may be used after talking to a healthcare professional.\n'
    '3. How to use Quitara. If you smoke 10 or more cigarettes a day: Step 1, one 21 mg patch daily for 6 weeks; '
    'Step 2, 14 mg daily for 2 weeks; Step 3, 7 mg daily for 2 weeks. If you smoke fewer than 10 a day, start at '
    'Step 2 (14 mg) for 6 weeks, then use Step 3 for 2 weeks. Young people aged 12 to 17 should not use the '
    'patches for longer than 12 weeks in total. Apply one patch each morning to clean, dry, hairless skin on the '
    'hip, upper arm or chest. Wear it for 24 hours, then put the new patch on a different area; do not use the '
    'same site again for 7 days. If you have vivid dreams or trouble sleeping, remove the patch at bedtime, after '
    'about 16 hours. Do not cut the patch. If you use too much, remove the patch and wash the skin with water '
    'only, not soap. If you forget to change the patch, change it as soon as you remember and carry on as '
    'before.\n'
    '4. Possible side effects. Very common (more than 1 in 10 people): itching or redness where the patch is '
    'applied, sleep disturbance including unusual dreams. Common (up to 1 in 10): headache, dizziness, nausea, '
    'vomiting. Uncommon (up to 1 in 100): palpitations. Rare (up to 1 in 1,000): irregular heartbeat.\n'
    '5. How to store Quitara. Do not store above 25°C. Keep each patch in its sealed sachet until use.\n'
    '6. Contents of the pack. Packs of 7 and 14 patches. Manufactured for Greystoke Consumer Health Ltd, 9 Orchard '
    'Yard, Abbotsmere AM3 5RW.'
)

B138_VOYALIN = (
    'Voyalin Travel Tablets 0.3 mg (hyoscine hydrobromide). Package leaflet: information for the user. Revised '
    'November 2022.\n'
    '1. What Voyalin is and what it is used for. Voyalin contains hyoscine hydrobromide, an anticholinergic '
    'medicine. It prevents the symptoms of travel sickness, such as nausea, vomiting and dizziness, on journeys by '
    'car, coach, boat, train or plane. It is for adults and children aged 4 years and over.\n'
    '2. What you need to know before you take Voyalin. Do not take Voyalin if you are allergic to hyoscine, have '
    'closed-angle glaucoma (raised pressure in the eye), or have a blocked bladder or bowel. Ask your doctor or '
    'pharmacist first if you are over 65, or have epilepsy, heart problems, an enlarged prostate, difficulty '
    "passing urine, myasthenia gravis or Down's syndrome. The effects of Voyalin may be increased by "
    "antihistamines, tricyclic antidepressants and some medicines for Parkinson's disease. Do not drink alcohol "
    'while taking Voyalin, as it increases drowsiness. Pregnancy and breast-feeding: do not take unless your '
    'doctor tells you to. Driving: Voyalin may cause drowsiness and blurred vision; do not drive or operate '
    'machinery if affected. Elderly people are more likely to become confused.\n'
    '3. How to take Voyalin. Take the first dose 20 to 30 minutes before the journey starts, or when nausea '
    'begins. The tablets may be sucked, chewed or swallowed whole. Adults and children over 10 years: 1 tablet '
    '(0.3 mg); a further tablet may be taken every 6 hours if needed, but do not take more than 3 tablets in 24 '
    'hours. Children 7 to 10 years: half to 1 tablet, up to 3 doses in 24 hours. Children 4 to 7 years: half a '
    'tablet, up to 2 doses in 24 hours. Not recommended for children under 4. If you take too much, go to the '
    'nearest hospital emergency department at once. If you forget a dose, take it when you remember unless the '
    'next dose is due within 2 hours.\n'
    '4. Possible side effects. Very common (more than 1 in 10 people): dry mouth, drowsiness. Common (up to 1 in '
    '10): blurred vision, constipation, difficulty passing urine. Uncommon (up to 1 in 100): dizziness, skin '
    'flushing. Rare (up to 1 in 1,000): confusion, hallucinations, eye pain caused by raised pressure in the '
    'eye.\n'
    '5. How to store Voyalin. Store below 25°C in the original pack and protect from light.\n'
    '6. Contents of the pack. Each pale pink, round tablet contains 0.3 mg hyoscine hydrobromide. One blister '
    'strip of 12 tablets per carton. Recommended retail price £3.49. Made by Orrin & Dale Pharma, Saltcote Works, '
    'Fenmouth FM1 8DS.'
)

B138_DERMAVELL = (
    'Dermavell Hydrocortisone 1% w/w Cream. Package leaflet: information for the user. Revised April 2024.\n'
    '1. What Dermavell is and what it is used for. Dermavell contains hydrocortisone, a mild corticosteroid that '
    'reduces redness, swelling and itching of the skin. It is used to treat mild to moderate eczema, irritant and '
    'allergic contact dermatitis, and reactions to insect bites in adults and children aged 10 years and over. Use '
    "it on children under 10 only on a doctor's advice.\n"
    '2. What you need to know before you use Dermavell. Do not use Dermavell on the eyes or face, on the anal or '
    "genital area, or on broken or infected skin (including cold sores, acne, athlete's foot and impetigo), and do "
    'not use it if you are allergic to hydrocortisone or to any ingredient. Do not cover the treated skin with a '
    'bandage or dressing unless your doctor tells you to, as this increases the amount absorbed. Pregnancy and '
    'breast-feeding: ask your doctor or pharmacist first. The cream contains liquid paraffin: dressings and '
    'clothing in contact with it can catch fire easily, so do not smoke or go near naked flames.\n'
    '3. How to use Dermavell. Apply a thin layer to the affected area once or twice a day and rub in gently until '
    'it disappears. One fingertip unit (cream squeezed from the tip of an adult index finger to the first crease, '
    "about 0.5 g) covers an area twice the size of an adult's flat hand. Do not use more than one 15 g tube a "
    'week. Do not use Dermavell for longer than 7 days without talking to your doctor; if the skin has not '
    'improved within 7 days, or gets worse, see your doctor. If you forget to apply the cream, apply it when you '
    'remember and then carry on as before; do not use extra to make up.\n'
    '4. Possible side effects. Stop using the cream and tell your doctor if you have an allergic reaction. Common '
    '(up to 1 in 10 people): burning or stinging when the cream is first applied. Uncommon (up to 1 in 100): '
    'worsening of eczema. Rare (up to 1 in 1,000), usually after long use or large amounts: thinning of the skin, '
    'stretch marks, small visible blood vessels, changes in skin colour and increased hair growth.\n'
    '5. How to store Dermavell. Do not store above 25°C. Do not freeze. Use within 3 months of first opening.\n'
    '6. Contents of the pack. Each gram contains 10 mg hydrocortisone. Tubes of 15 g, available from pharmacies '
    'without prescription, and of 30 g, available on prescription only. Made by Fairlight Dermatics Ltd, 22 '
    'Tannery Row, Kilnworth KW5 2HB.'
)

BATCHES_138 = {
    "Pyrelief Junior children's paracetamol syrup": [(B138_PYRELIEF, c, True) for c in (
        'Pyrelief Junior can be used to bring down a temperature that follows the vaccinations given at two and '
        'four months.',
        'A five-year-old should be given 10 ml of Pyrelief Junior per dose.',
        'For children aged three months or older, Pyrelief Junior can be given at most four times a day, with a '
        'gap of at least four hours between doses.',
        'A three-year-old given the maximum number of doses would receive 30 ml of Pyrelief Junior in 24 hours.',
        'A 10 ml dose of Pyrelief Junior contains 240 mg of paracetamol.',
        'After the bottle has been opened, Pyrelief Junior should be used within half a year.',
        'If a child is given too much Pyrelief Junior, a doctor should be contacted straight away even if the '
        'child appears fine, because serious liver damage can appear later.',
    )] + [(B138_PYRELIEF, c, False) for c in (
        'Babies aged 2 to 3 months may be given up to four 2.5 ml doses of Pyrelief Junior in 24 hours.',
        'A child aged 18 months should receive 7.5 ml of Pyrelief Junior per dose.',
        'Pyrelief Junior should not be given for more than 5 days without speaking to a doctor.',
        'Babies born before 37 weeks can be given Pyrelief Junior from 2 months of age.',
        'Regular use of Pyrelief Junior alongside warfarin doubles the risk of bleeding.',
        'Allergic skin rash is a common side effect of Pyrelief Junior, affecting up to 1 in 10 children.',
        'Pyrelief Junior is manufactured by Brannock Healthcare Ltd at its site in Port Ellery.',
    )],
    'Pollastra hay-fever tablets': [(B138_POLLASTRA, c, True) for c in (
        'Pollastra tablets are meant for adults and for children from the age of six.',
        'A nine-year-old takes half a Pollastra tablet twice a day, so the daily total of 10 mg is the same as the '
        'adult dose.',
        'Anyone booked for an allergy skin-prick test should stop Pollastra three days before the test.',
        'People with moderately impaired kidneys should take half the usual adult amount of Pollastra, 5 mg once '
        'daily.',
        'Dry mouth and sore throat are each listed as common side effects of Pollastra, affecting up to one person '
        'in ten.',
        'The smallest Pollastra pack holds a week of tablets at the adult dose and can be bought in supermarkets '
        'without a prescription.',
        'Children under six should not be given Pollastra tablets; a 1 mg/ml oral solution exists for them '
        'instead.',
    )] + [(B138_POLLASTRA, c, False) for c in (
        'People with severe kidney disease can take Pollastra as long as they halve the dose.',
        'Pollastra has been shown to interact with alcohol at blood alcohol levels of 0.5 g/l.',
        'Children aged 6 to 12 should take one 10 mg Pollastra tablet once a day.',
        'Pins and needles is a common side effect of Pollastra, affecting up to 1 in 10 people.',
        'Pollastra should be taken with food to reduce the risk of nausea.',
        'Packs of 14 Pollastra tablets can also be bought in supermarkets without a prescription.',
        'After people stop taking Pollastra, itching commonly comes back more intensely.',
    )],
    'Amoxival antibiotic capsules': [(B138_AMOXIVAL, c, True) for c in (
        'Amoxival will not help with a cold or flu, because these are viral infections.',
        'At 500 mg three times a day, an adult takes 1.5 g of amoxicillin daily, a quarter of the 6 g daily '
        'maximum.',
        'A child weighing 20 kg should not be given more than 2 g of amoxicillin in a day.',
        'If Amoxival gives you vomiting or diarrhoea while you are on the combined pill, you should also use '
        'barrier contraception for a week.',
        'Tonsillitis caused by streptococcus is usually treated for 10 days, longer than the usual course of 5 to '
        '7 days.',
        'Vomiting is an uncommon side effect of Amoxival, seen in up to 1 in 100 people.',
        'A pack of 21 Amoxival capsules is enough for seven days at one capsule three times a day.',
    )] + [(B138_AMOXIVAL, c, False) for c in (
        'Children under 40 kg can take Amoxival capsules at 40 to 90 mg per kg of body weight per day.',
        'If you forget a dose of Amoxival, skip it and take the next dose at the usual time.',
        'Taking allopurinol together with Amoxival increases the risk of bleeding.',
        'Thrush is a common side effect of Amoxival, affecting up to 1 in 10 people.',
        'Amoxival capsules should be stored below 25°C.',
        'Amoxival is safe to take during pregnancy.',
        'Anyone who has ever had a mild rash with a cephalosporin antibiotic must not take Amoxival.',
    )],
    'Quitara nicotine patches': [(B138_QUITARA, c, True) for c in (
        'A smoker of 10 or more cigarettes a day who follows all three Quitara steps uses the patches for 10 weeks '
        'in total.',
        'People who smoke fewer than 10 cigarettes a day skip the 21 mg patch and begin with the 14 mg one.',
        "A lighter smoker's full Quitara course lasts eight weeks: six on the 14 mg patch and two on the 7 mg "
        'patch.',
        'Each new Quitara patch should go on a different area of skin, and a site should not be reused for a week.',
        'If Quitara causes vivid dreams, the patch can be taken off at bedtime after roughly 16 hours of wear.',
        'Itching or redness where the Quitara patch is stuck affects more than one user in ten.',
        'After using too much nicotine, the patch should be removed and the skin rinsed with plain water rather '
        'than soap.',
    )] + [(B138_QUITARA, c, False) for c in (
        'People who smoke 10 or more cigarettes a day use the 21 mg Quitara patch for the first 8 weeks.',
        'Teenagers aged 12 to 17 can use Quitara patches for up to 10 weeks in total.',
        'Palpitations are a common side effect of Quitara patches, affecting up to 1 in 10 people.',
        'Quitara patches should be applied each evening before bed.',
        'Pregnant women must not use Quitara patches under any circumstances.',
        'Anyone who has had a heart attack in the past year must not use Quitara patches.',
        'Using Quitara patches doubles your chances of quitting compared with willpower alone.',
    )],
    'Voyalin travel-sickness tablets': [(B138_VOYALIN, c, True) for c in (
        'The first Voyalin tablet should be taken between 20 and 30 minutes before setting off.',
        'An adult taking the most Voyalin allowed would take in 0.9 mg of hyoscine hydrobromide over 24 hours.',
        'A five-year-old can have at most two half-tablets of Voyalin in a day, which adds up to one whole tablet.',
        'Dry mouth and drowsiness each affect more than one in ten people who take Voyalin.',
        "Voyalin tablets don't have to be swallowed whole; they can also be sucked or chewed.",
        'At the adult maximum of three tablets a day, one carton of Voyalin lasts four days.',
        'Older people are more prone to confusion on Voyalin, and anyone over 65 should check with a doctor or '
        'pharmacist before taking it.',
    )] + [(B138_VOYALIN, c, False) for c in (
        'Children aged 7 to 10 can take up to 2 doses of Voyalin in 24 hours.',
        'Adults can take another Voyalin tablet every 4 hours if needed.',
        'Voyalin is suitable for children from the age of 2.',
        'Blurred vision is a rare side effect of Voyalin, affecting up to 1 in 1,000 people.',
        'If you forget a dose of Voyalin, take it when you remember unless the next dose is due within 4 hours.',
        'Voyalin works by blocking histamine in the balance organs of the inner ear.',
        'Voyalin costs £3.49 for a carton of 24 tablets.',
    )],
    'Dermavell hydrocortisone eczema cream': [(B138_DERMAVELL, c, True) for c in (
        'A 15 g tube of Dermavell contains 150 mg of hydrocortisone in total.',
        'Dermavell should be spread thinly on the affected skin no more than twice a day.',
        "One fingertip unit of Dermavell, roughly half a gram, is enough for an area double the size of an adult's "
        'flat hand.',
        "Without a doctor's advice, Dermavell is only for people aged 10 and over.",
        'If the skin is no better after a week of using Dermavell, you should see your doctor.',
        'Burning or stinging on first application is a common side effect of Dermavell, whereas thinning of the '
        'skin is rare.',
        'Once a tube of Dermavell has been opened, it should be used within three months.',
    )] + [(B138_DERMAVELL, c, False) for c in (
        'Dermavell can be used on the face as long as you keep it away from the eyes.',
        'Dermavell can be used on infected skin such as impetigo if it is applied thinly.',
        'Covering Dermavell with a bandage is recommended because it helps more hydrocortisone get absorbed.',
        'Dermavell can be used for up to 14 days before you need to speak to a doctor.',
        'Thinning of the skin is a common side effect of Dermavell, affecting up to 1 in 10 people.',
        'Dermavell is the strongest hydrocortisone cream available without a prescription.',
        'Both the 15 g and the 30 g tubes of Dermavell can be bought from a pharmacy without a prescription.',
    )],
}
