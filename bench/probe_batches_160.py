"""Probe batch 160, written by a helper agent that saw neither the code nor an earlier probe (session 64), on
restaurant menus, recipe cards and nutrition labels, with claims phrased as a food and cooking assistant's answers."""

from __future__ import annotations

B160_QUILLMERE = (
    'THE QUILLMERE LARDER\n'
    'Lunch Menu - served Tuesday to Saturday, 12:00-15:00\n'
    'V vegetarian | VG vegan | GF gluten-free\n'
    '\n'
    'SMALL PLATES\n'
    'Smoked Vellacott trout pâté with rye crisps (90 g) - £7.50 (contains fish, gluten, milk)\n'
    "Charred leeks, hazelnut crumb, sheep's curd (V) - £6.75 (contains tree nuts, milk)\n"
    'Crispy Brannock potato cakes, three pieces (V) - £5.95 (contains egg, gluten)\n'
    'Beetroot and blood orange salad (VG, GF) - £6.25\n'
    '\n'
    'MAINS\n'
    'Slow-roast pork belly (280 g), cider jus, braised red cabbage - £16.50 (contains celery, sulphites)\n'
    'Pan-fried hake fillet (180 g), mussel and saffron broth - £18.95 (contains fish, molluscs, milk)\n'
    'Wild mushroom and barley risotto (V) - £14.25 (contains gluten, milk; vegan on request, served without '
    'parmesan and butter)\n'
    'Ossington beef burger, 200 g patty, brioche bun, fries - £15.50 (contains gluten, egg, milk, sesame)\n'
    '   add smoked cheddar £1.50 | add streaky bacon £2.00\n'
    '\n'
    'SIDES - £3.95 each, or any three for £10.50\n'
    'Fries | Buttered greens | House slaw (contains egg) | Heritage carrots\n'
    '\n'
    'DESSERTS\n'
    'Treacle tart with clotted cream - £7.25\n'
    'Dark chocolate pot (120 g) (GF) - £6.95\n'
    'Selection of three Carrowmire cheeses with oatcakes - £9.50; four cheeses - £11.75\n'
    '\n'
    'LUNCH EXPRESS\n'
    'Any small plate and any main (excluding the hake) for £19.50. Tuesday to Thursday only; orders must be '
    'placed by 14:00.\n'
    '\n'
    "Children's portions of the pork belly and the risotto are available at half the menu price.\n"
    'A discretionary service charge of 12.5% is added to the bill for tables of six or more. No service charge '
    'is added for tables of five or fewer.\n'
    'Please tell your server about any allergies before ordering. Our kitchen handles all 14 major allergens and '
    'we cannot guarantee that any dish is free from traces.'
)

B160_LAMB = (
    'HOLLOWBECK FARM KITCHEN - Recipe Card No. 14\n'
    'Slow-Braised Lamb Shoulder with Damson and Juniper\n'
    'Serves 6 | Prep 25 minutes | Cook 3 hours 30 minutes | Rest 20 minutes\n'
    'Approximate cost: £21.60 for the whole dish (October prices)\n'
    '\n'
    'INGREDIENTS\n'
    '1.8 kg bone-in lamb shoulder\n'
    '2 tbsp rapeseed oil\n'
    '1 tsp flaky sea salt\n'
    '3 red onions, cut into wedges\n'
    '6 garlic cloves, bruised\n'
    '8 juniper berries, lightly crushed\n'
    '2 sprigs rosemary\n'
    '400 ml red wine\n'
    '300 ml lamb stock\n'
    '250 g fresh damsons, stoned (or 200 g damson jam)\n'
    '\n'
    'METHOD\n'
    '1. Heat the oven to 220°C (200°C fan, gas 7). Rub the lamb with the oil and salt and roast, uncovered, for '
    '20 minutes until browned.\n'
    '2. Take the tin out and turn the oven down to 150°C (130°C fan, gas 2).\n'
    '3. Scatter the onions, garlic, juniper and rosemary around the lamb, pour over the wine and stock, and cover '
    'the tin tightly with foil.\n'
    '4. Braise for 2 hours 40 minutes, basting once every hour.\n'
    '5. Remove the foil, add the fresh damsons around the meat and return to the oven, uncovered, for a final '
    '30 minutes. The lamb is ready when it pulls away from the bone with a fork.\n'
    '6. Rest the lamb under loose foil for 20 minutes. Meanwhile, skim the fat from the juices and reduce them '
    'on the hob for 8-10 minutes to make the sauce.\n'
    '\n'
    'NOTES\n'
    '- If using damson jam, skip it at step 5 and stir it into the juices at step 6 instead.\n'
    '- Leftovers keep for 3 days in the fridge or up to 2 months in the freezer. Do not reheat more than once.\n'
    '- Allergens: contains sulphites (from the wine). Gluten-free only if the stock is certified gluten-free.\n'
    '\n'
    'PER SERVING: 612 kcal | fat 38 g | protein 44 g | carbohydrate 14 g | salt 1.1 g'
)

B160_GRANOLA = (
    'BRAMBLEFORD MILLS\n'
    'Toasted Spelt & Cranberry Granola\n'
    'Net weight 650 g - approx. 13 servings of 50 g. RRP £4.20\n'
    '\n'
    'NUTRITION INFORMATION\n'
    'Typical values | per 100 g | per 50 g serving | per 50 g serving with 125 ml semi-skimmed milk\n'
    'Energy | 1,862 kJ / 444 kcal | 931 kJ / 222 kcal | 1,195 kJ / 284 kcal\n'
    'Fat | 17.2 g | 8.6 g | 10.6 g\n'
    '  of which saturates | 3.8 g | 1.9 g | 3.2 g\n'
    'Carbohydrate | 58.4 g | 29.2 g | 35.2 g\n'
    '  of which sugars | 16.0 g | 8.0 g | 14.0 g\n'
    'Fibre | 8.6 g | 4.3 g | 4.3 g\n'
    'Protein | 10.4 g | 5.2 g | 9.5 g\n'
    'Salt | 0.12 g | 0.06 g | 0.22 g\n'
    'Reference intake of an average adult (8,400 kJ / 2,000 kcal). A 50 g serving (without milk) provides 11% '
    'of the reference intake for energy.\n'
    '\n'
    'INGREDIENTS: Wholegrain SPELT flakes (48%), OAT flakes (20%), dried cranberries (9%) (cranberries, sugar, '
    'sunflower oil), rapeseed oil, honey (6%), pumpkin seeds, flaked ALMONDS (3%), sunflower seeds, cinnamon.\n'
    '\n'
    'ALLERGY ADVICE: For allergens, including cereals containing gluten, see ingredients in bold. Made in a '
    'factory that also handles peanuts, sesame and milk.\n'
    '\n'
    'STORAGE: Store in a cool, dry place. Once opened, keep in an airtight container and eat within 4 weeks.\n'
    'Best before: see top of pack.\n'
    'Serving suggestion: enjoy with cold milk or natural yoghurt and fresh berries. Suitable for vegetarians.\n'
    'Packaging: inner bag not yet recyclable; outer box widely recycled.\n'
    'Produced by Brambleford Mills, Unit 7, Heddlestone Trading Estate, Carrowby.'
)

B160_ORRINDALE = (
    'ORRINDALE HOUSE - THE GARDEN ROOM\n'
    'Winter Set Menu\n'
    'Available 2 December to 23 December, Monday to Saturday. Lunch 12:30-14:30 | Dinner 18:00-21:30\n'
    'Two courses £32 | Three courses £39\n'
    'Add a glass of Pellow Ridge sparkling wine: £8.50 (£6.00 when ordered with three courses)\n'
    '\n'
    'STARTERS\n'
    'Celeriac velouté, truffle oil, chive (V, GF)\n'
    'Ham hock terrine, piccalilli, toasted sourdough\n'
    'Torched mackerel, pickled rhubarb, horseradish cream (£3 supplement)\n'
    '\n'
    'MAINS\n'
    'Roast Dunleavy turkey breast, chestnut stuffing, pigs in blankets, all the trimmings\n'
    'Braised ox cheek, horseradish mash, roasted shallots\n'
    'Fillet of Saltcombe bream, brown shrimp butter, samphire\n'
    'Spiced squash and lentil wellington (VG)\n'
    '250 g rib-eye steak, peppercorn sauce (£9 supplement)\n'
    '\n'
    'DESSERTS\n'
    'Christmas pudding, brandy custard\n'
    'Spiced pear frangipane tart, vanilla ice cream\n'
    'Blackcurrant and white chocolate cheesecake\n'
    '\n'
    'CONDITIONS\n'
    '- For parties of 8 or more, the set menu must be taken by the whole table and pre-ordered 7 days in '
    'advance, with a deposit of £10 per person. Deposits are non-refundable within 72 hours of the booking.\n'
    '- Children under 12: two courses £16, three courses £19.50.\n'
    '- The set menu is not available 24-26 December; please see our separate Christmas Day menu (£95 per adult).\n'
    '- An optional service charge of 10% is added to all bills. Supplements are included when the charge is '
    'calculated.\n'
    '- Corkage is not permitted while the set menu is running.\n'
    '- Vegan desserts are available on request.\n'
    '\n'
    'ALLERGENS: The terrine contains mustard and gluten. The bream and shrimp butter contain fish, crustaceans '
    'and milk. The wellington contains gluten and celery. Please ask for the full allergen matrix.'
)

B160_FOCACCIA = (
    'TAMSWORTH COOKERY SCHOOL - Recipe Card\n'
    'Rosemary and Olive Focaccia\n'
    'Makes 1 tray (30 x 20 cm), cut into 12 squares\n'
    'Hands-on time 30 minutes | Proving 2 hours 15 minutes | Baking 22-25 minutes\n'
    '\n'
    'INGREDIENTS\n'
    '500 g strong white bread flour\n'
    '7 g sachet fast-action dried yeast\n'
    '10 g fine salt\n'
    '375 ml lukewarm water (about 38°C)\n'
    '60 ml extra virgin olive oil, plus 2 tbsp for drizzling\n'
    '80 g pitted Kalvenna olives, halved\n'
    '3 sprigs rosemary\n'
    '1 tsp flaky salt\n'
    '\n'
    'METHOD\n'
    '1. Mix the flour, yeast and fine salt in a large bowl, keeping the salt and yeast on opposite sides. Add the '
    'water and 30 ml of the oil and mix to a sticky dough.\n'
    '2. Knead for 10 minutes by hand, or 6 minutes in a stand mixer on low speed, until smooth and elastic.\n'
    '3. Cover and prove at room temperature for 1 hour 30 minutes, until doubled in size.\n'
    '4. Oil the tray with the remaining 30 ml of oil. Stretch the dough into the corners; if it springs back, '
    'leave it to rest for 10 minutes and try again.\n'
    '5. Prove a second time for 45 minutes. Meanwhile, heat the oven to 230°C (210°C fan, gas 8).\n'
    '6. Dimple the dough deeply with oiled fingers, press in the olives and rosemary, drizzle with the 2 tbsp '
    'oil and scatter over the flaky salt.\n'
    '7. Bake on the middle shelf for 22-25 minutes until golden and hollow-sounding underneath. Leave to cool '
    'in the tray for 15 minutes before slicing.\n'
    '\n'
    'TIPS\n'
    '- Water hotter than 45°C can kill the yeast.\n'
    '- Overnight version: use 3 g yeast and do the first prove in the fridge for 12-18 hours.\n'
    '- Best eaten on the day of baking. Wrap well and freeze for up to 1 month.\n'
    '\n'
    'PER SQUARE (1/12 of tray): 228 kcal | fat 8.2 g | carbohydrate 29 g | protein 5.1 g | salt 1.2 g\n'
    'Dough hydration 75%. Allergens: gluten (wheat). Suitable for vegans.'
)

B160_PIE = (
    'HARROWFELL KITCHEN\n'
    'Chicken, Leek & Tarragon Pie - serves 2\n'
    'Net weight 540 g (each half pie 270 g). Price £6.50. Offer: 2 for £11 on selected Harrowfell pies until '
    '30 April.\n'
    '\n'
    'STORAGE: Keep refrigerated at 0-5°C. Use by: see front of pack. Once opened, consume immediately. '
    'Suitable for home freezing: freeze on the day of purchase and use within 1 month. Defrost thoroughly in '
    'the fridge overnight before cooking.\n'
    '\n'
    'COOKING INSTRUCTIONS (from chilled)\n'
    'Oven: preheat to 200°C (180°C fan, gas 6). Remove the sleeve, place the pie on a baking tray on the middle '
    'shelf and cook for 35-40 minutes until golden and piping hot. Leave to stand for 2 minutes before '
    'serving.\n'
    'Microwave: not recommended - the pastry will not crisp.\n'
    'All appliances vary; these are guidelines only. Check the food is piping hot throughout before serving.\n'
    '\n'
    'NUTRITION\n'
    'Per 100 g: energy 904 kJ / 216 kcal | fat 11.8 g | saturates 5.6 g | carbohydrate 17.9 g | sugars 1.4 g | '
    'fibre 1.1 g | protein 9.6 g | salt 0.58 g\n'
    'Per half pie (270 g) as sold: energy 2,441 kJ / 583 kcal | fat 31.9 g | saturates 15.1 g | carbohydrate '
    '48.3 g | sugars 3.8 g | fibre 3.0 g | protein 25.9 g | salt 1.57 g\n'
    '% of reference intake per half pie: energy 29% | fat 46% | saturates 76% | sugars 4% | salt 26%\n'
    '\n'
    'INGREDIENTS: Chicken breast (28%), puff pastry (WHEAT flour, butter (MILK), water, salt), leeks (14%), '
    'whole MILK, double cream (MILK), chicken stock, cornflour, Dijon MUSTARD (water, MUSTARD seeds, vinegar), '
    'tarragon (0.3%), free-range EGG glaze, black pepper.\n'
    'ALLERGY ADVICE: for allergens see ingredients in CAPITALS. May contain celery.'
)

BATCHES_160 = {
    'quillmere larder lunch': [(B160_QUILLMERE, c, True) for c in (
        'Lunch at the Quillmere Larder runs from noon until 3 pm, Tuesday through Saturday.',
        'Taking three sides as a bundle saves you £1.35 compared with ordering them one at a time.',
        'If you add both smoked cheddar and bacon, the Ossington burger comes to £19.00.',
        'The hake is the one main you cannot choose as part of the lunch express deal.',
        "A child's portion of the pork belly would cost £8.25.",
        'Ask for the mushroom and barley risotto without parmesan and butter and the kitchen will make it vegan.',
        "A party of four won't have any service charge added to their bill.",
    )] + [(B160_QUILLMERE, c, False) for c in (
        'The lunch express deal runs Tuesday to Saturday, provided you order by 2 pm.',
        'The slow-roast pork belly is served as a 180 g portion with cider jus and braised red cabbage.',
        'Of the four sides, the heritage carrots are the one that contains egg.',
        'A discretionary 12.5% service charge is added to every lunch bill.',
        'The treacle tart is marked as gluten-free on the menu.',
        "Half-price children's portions are offered on the pork belly and the burger.",
        'The Brannock potato cakes come three to a portion and are suitable for vegans.',
    )],
    'lamb shoulder damson': [(B160_LAMB, c, True) for c in (
        'The lamb braises under foil for two hours and forty minutes before you uncover it and add the damsons.',
        "Going by the card's cost estimate, each portion works out at about £3.60.",
        'Adding up the listed prep, cook and rest times gives four and a quarter hours in total.',
        'With a fan oven, the braising temperature is 130°C.',
        'Across all six servings, the dish provides 264 g of protein.',
        'You can use 200 g of damson jam in place of the fresh fruit, but it goes into the juices while the meat '
        'rests rather than into the oven.',
        'Cooked leftovers can go in the freezer for up to two months.',
    )] + [(B160_LAMB, c, False) for c in (
        'Start by browning the lamb for 20 minutes at 200°C in a conventional oven.',
        'This recipe makes enough for eight people.',
        'During the braise you should baste the lamb every 30 minutes.',
        'The dish is gluten-free whatever stock you use.',
        'Each serving contains 44 g of fat.',
        'You need 300 ml of red wine and 400 ml of lamb stock for the braise.',
        'Leftovers can safely be reheated twice.',
    )],
    'brambleford spelt granola': [(B160_GRANOLA, c, True) for c in (
        'Pouring 125 ml of semi-skimmed milk over a 50 g bowl adds 62 kcal.',
        'Spelt flakes make up almost half of the granola.',
        'At the recommended retail price, each 50 g serving costs roughly 32p.',
        'Oats and spelt together account for more than two thirds of the granola.',
        'Adding milk does not change the fibre in a serving, which stays at 4.3 g.',
        'Once you open the bag, the granola should be eaten within 28 days.',
        'Every 100 g of the granola contains 16 grams of sugars.',
    )] + [(B160_GRANOLA, c, False) for c in (
        'A 50 g serving eaten with 125 ml of semi-skimmed milk contains 222 kcal.',
        'The 650 g pack holds about 15 servings of 50 g.',
        'Dried cranberries make up 6% of the granola.',
        'Sesame is one of the ingredients in this granola.',
        'There are 8.6 g of saturates in every 100 g of the granola.',
        'After opening, the granola should be kept in the fridge in an airtight container.',
        'A serving with milk provides 11% of the reference intake for energy.',
    )],
    'orrindale winter set': [(B160_ORRINDALE, c, True) for c in (
        'Three courses with the rib-eye steak would come to £48 before service.',
        'Ordering the sparkling wine alongside three courses saves you £2.50 on the glass.',
        'The last day you can have the winter set menu is the day before Christmas Eve.',
        'For a child under 12, the third course adds £3.50.',
        'A party of ten has to pre-order a week ahead and pay £100 in deposits altogether.',
        'The vegan main is the squash and lentil wellington, but note that it contains gluten and celery.',
        'If the optional 10% service charge is left on, two adults having three courses each would pay £85.80.',
    )] + [(B160_ORRINDALE, c, False) for c in (
        'The torched mackerel starter carries a £9 supplement.',
        'During its run the set menu is served seven days a week.',
        'Every booking, whatever the party size, has to be pre-ordered seven days in advance.',
        'The £10 deposit becomes non-refundable within seven days of the booking.',
        'Supplements are left out when the 10% service charge is calculated.',
        'The bream with brown shrimp butter contains fish and milk but no crustaceans.',
        'Children under 12 can have three courses for £16.',
    )],
    'tamsworth olive focaccia': [(B160_FOCACCIA, c, True) for c in (
        'The two proves add up to two and a quarter hours.',
        'Of the 60 ml of olive oil, half goes into the dough and the other half is used to oil the tray.',
        'For a fan oven, set the temperature to 210°C.',
        'At 228 kcal a square, the whole tray comes to about 2,736 kcal.',
        'Kneading in a stand mixer takes four minutes less than kneading by hand.',
        'The overnight version uses less than half the usual quantity of yeast.',
        'Aim for water at about 38°C, because water above 45°C can kill the yeast.',
    )] + [(B160_FOCACCIA, c, False) for c in (
        'The first prove takes 45 minutes at room temperature.',
        'The dough needs 10 g of fast-action dried yeast.',
        'The recipe makes a 30 x 20 cm tray cut into 16 squares.',
        'The focaccia keeps well for up to three days at room temperature.',
        'In the overnight version, both proves are done in the fridge.',
        'If the dough springs back when you stretch it, add a little more oil and try again.',
        'Let the focaccia cool on a wire rack for 15 minutes before slicing.',
    )],
    'harrowfell chicken pie': [(B160_PIE, c, True) for c in (
        'Half a pie gives you just over three quarters of your daily reference intake for saturated fat.',
        'If one person ate the whole pie, that would be about 1,166 kcal.',
        'In a fan oven, cook the pie at 180°C for 35 to 40 minutes.',
        'On the 2-for-£11 offer, each pie works out at £5.50.',
        'A frozen pie should be thawed overnight in the fridge before it goes in the oven.',
        'By weight, the pie contains twice as much chicken as leek.',
        'Each half pie has 1.57 g of salt, roughly a quarter of the daily reference intake.',
    )] + [(B160_PIE, c, False) for c in (
        'The pie can be heated in the microwave in about 8 minutes.',
        'A half pie provides 46% of the reference intake for saturates.',
        'Per 100 g, the pie contains 9.6 g of fat.',
        'You can freeze the pie at any point up to its use-by date.',
        'Celery is one of the listed ingredients in the pie.',
        'The 2-for-£11 offer on Harrowfell pies runs until 30 June.',
        'Preheat a conventional oven to 180°C before cooking the pie.',
    )],
}
