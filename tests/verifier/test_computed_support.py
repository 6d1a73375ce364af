"""A figure the checks compute from the context supports a claim the model reads as unsupported
(``verifier.numbers.computed_figures``, ``WindowedEngine._computed_support``), and a band's rate applied to a case
outside the band is a conflict (``verifier.numbers._band_result_conflict``)."""

from __future__ import annotations

import pytest

import verifier.lexical as lexical_module
import verifier.model_engine as model_engine
from verifier.numbers import computed_figures, find_conflicts
from verifier.quantities import extract_quantities
from verifier.registry import load_engine

KENNEL = ("Kennel rates: dogs up to 20 kg cost £28 per night; dogs over 20 kg cost £34 per night. Collection is "
          "from 9am to 5pm.")
RIGHT = "Boarding a 25 kg dog for 6 nights costs £204."  # 6 x £34
WRONG_SUM = "Boarding a 25 kg dog for 6 nights costs £214."
WRONG_BAND = "Boarding a 25 kg dog for 6 nights costs £168."  # 6 x £28, the rate for dogs up to 20 kg


@pytest.fixture(scope="module")
def engine():  # noqa: ANN201
    return load_engine("auto", threads=1)


def test_a_figure_computed_from_the_context_is_reported() -> None:
    assert [f.strip('"') for f in computed_figures(RIGHT, KENNEL)] == ["£204"]
    assert computed_figures(WRONG_SUM, KENNEL) == []
    # a figure the context states is no computation
    assert computed_figures("A dog over 20 kg costs £34 per night.", KENNEL) == []


@pytest.mark.parametrize(("claim", "conflict"), [
    (RIGHT, False),
    (WRONG_BAND, True),
    # a case inside the cheaper band takes its rate
    ("Boarding a 15 kg dog for 6 nights costs £168.", False),
    ("Boarding a 15 kg dog for 6 nights costs £204.", True),
])
def test_a_bands_rate_times_the_claims_count(claim: str, conflict: bool) -> None:
    reasons = find_conflicts(claim, KENNEL, KENNEL)
    assert bool(reasons) is conflict
    if conflict:
        assert "falls in a band" in reasons[0]


def test_a_computed_figure_supports_the_claim(engine, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    v = engine.check(RIGHT, KENNEL)
    assert v.verdict == "supported" and v.confidence_score >= 0.49
    assert "£204" in v.rationale and "computation" in v.rationale
    # without the computation the model alone does not find the claim supported
    monkeypatch.setattr(model_engine, "computed_figures", lambda claim, context: [])
    assert engine.check(RIGHT, KENNEL).verdict != "supported"


def test_a_computation_never_outweighs_a_conflict(engine) -> None:  # noqa: ANN001
    assert engine.check(WRONG_SUM, KENNEL).verdict == "contradicted"
    assert engine.check(WRONG_BAND, KENNEL).verdict == "contradicted"


def test_a_sure_model_contradiction_is_kept(engine, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(model_engine, "COMPUTED_YIELDS_TO", 0.0)
    assert engine.check(RIGHT, KENNEL).verdict != "supported"


SHOP = "The shop sold goods worth $500 in May and $800 in June. It opened in 2019."


def test_a_difference_of_any_two_figures_is_a_computation_only_when_pairs_count() -> None:
    # enough not to call "$300" absent, too weak for the lexical engine to count it as given
    claim = "June sales were $300 higher than May sales."
    assert [f.strip('"') for f in computed_figures(claim, SHOP)] == ["$300"]
    assert computed_figures(claim, SHOP, pairs=False) == []
    assert computed_figures(RIGHT, KENNEL, pairs=False) == computed_figures(RIGHT, KENNEL)


def test_the_lexical_engine_counts_a_computed_figure_as_given(monkeypatch: pytest.MonkeyPatch) -> None:
    lexical = load_engine("lexical")
    v = lexical.check(RIGHT, KENNEL)
    assert v.verdict == "supported" and "£204" in v.rationale and "computation" in v.rationale
    # the rationale reports the words found (4 of 8: "25", "6", "204" and "boarding" are not in the context)
    assert v.rationale.startswith("50% of the claim's content words")
    assert lexical.check(WRONG_SUM, KENNEL).verdict == "contradicted"
    assert lexical.check(WRONG_BAND, KENNEL).verdict == "contradicted"
    monkeypatch.setattr(lexical_module, "computed_figures", lambda claim, context, pairs=True: [])
    assert lexical.check(RIGHT, KENNEL).verdict == "unsupported"


BROADBAND = ("Fibre 150 gives 150 Mbps and costs £27 a month; Fibre 500 gives 500 Mbps for £35 a month; Fibre 900 "
             "gives 900 Mbps for £48 a month. 12-month contracts cost £4 a month more than the prices above.")


@pytest.mark.parametrize(("claim", "computed"), [
    ("Fibre 500 on a 12-month contract costs £39 a month.", True),  # £35 + the £4 surcharge
    ("Fibre 150 on a 12-month contract costs £31 a month.", True),
    ("Fibre 500 on a 12-month contract costs £52 a month.", False),  # Fibre 900's price with the surcharge
])
def test_a_surcharge_written_after_its_sum_adds_to_the_named_base(claim: str, computed: bool) -> None:
    assert bool(computed_figures(claim, BROADBAND)) is computed
    assert bool(find_conflicts(claim, BROADBAND, BROADBAND)) is not computed


PERMITS = ("Visitor permits come in books of 10 one-day scratchcards for £20; residents aged 65 or over pay half "
           "price. The bulky waste charge is £35 for up to 5 items. Residents who receive Council Tax Reduction pay "
           "half. Garden waste costs £52 a year.")


@pytest.mark.parametrize(("claim", "computed"), [
    ("A resident aged 70 pays £10 for a book of 10 visitor scratchcards.", True),
    ("A resident on Council Tax Reduction would pay £17.50 to have 5 bulky items collected.", True),
    ("A resident on Council Tax Reduction would pay £15 to have 5 bulky items collected.", False),
])
def test_a_sum_a_sentence_halves_for_the_claims_case(claim: str, computed: bool) -> None:
    assert bool(computed_figures(claim, PERMITS)) is computed


PHYSIO = ("Harbourside Physiotherapy. Initial assessment (60 minutes): £75. Follow-up session (30 minutes): £48. "
          "Extended follow-up (45 minutes): £62. Students and over-65s receive 15% off follow-up sessions only. A "
          "block of five 30-minute follow-ups bought in advance costs £215.")


def test_a_share_of_the_price_the_claims_clause_and_the_percent_name() -> None:
    right = "A student with valid ID would pay £40.80 for a standard 30-minute follow-up."  # £48 less 15%
    assert [f.strip('"') for f in computed_figures(right, PHYSIO)] == ["£40.80"]
    # 15% off the extended follow-up's £62 is no price of a 30-minute one
    assert computed_figures(right.replace("£40.80", "£52.70"), PHYSIO) == []
    assert [f.strip('"') for f in computed_figures("A student would pay £52.70 for a 45-minute extended follow-up.",
                                                   PHYSIO)] == ["£52.70"]


BANDS = ("Transfers of up to £500 cost a flat £2.99. Transfers from £500.01 to £5,000 cost £4.99 plus 0.4% of the "
         "amount sent, and above £5,000 the fee is 0.35% of the amount, with no flat charge.")


def test_a_share_of_the_case_only_at_the_percent_of_its_band() -> None:
    assert [f.strip('"') for f in computed_figures("Sending £8,000 costs £28 in fees.", BANDS)] == ["£28"]
    # 0.4% is the £500.01-£5,000 band's percent: no fee on £8,000
    assert computed_figures("Sending £8,000 costs £32 in fees.", BANDS) == []
    assert find_conflicts("Sending £8,000 costs £32 in fees.", BANDS, BANDS)


REGISTER = ("Notice appointments cost 42 ducats per person. Marriage certificates cost 12 ducats on the day or 28 "
            "ducats if ordered later. Renewal costs 14 lira online or 17 lira by post.")


def test_sums_in_currencies_written_as_words_are_sums() -> None:
    assert [f.strip('"') for f in computed_figures("Ordering three marriage certificates on the day costs 36 ducats.",
                                                   REGISTER)] == ["36"]
    assert find_conflicts("Ordering three marriage certificates on the day costs 40 ducats.", REGISTER, REGISTER)
    assert [(q.kind, q.value) for q in extract_quantities("Renewal costs 14 lira online.")] == [("currency:try", 14.0)]
    # (not "marks" nor "crowns": exam marks and dental crowns are counted as often as money is)
    assert [q.kind for q in extract_quantities("She scored 70 marks and needs two crowns.")] == ["number", "number"]


LAUNDRY = ("Mixed wash-and-dry is charged by weight at €2.80 per kilogram. We round the weight up to the next half "
           "kilogram. Duvets and sleeping bags are not weighed; they cost a flat €12 each. Pets: €15 per night, up "
           "to a maximum of €60 per stay. A third adult costs €35 per night.")


@pytest.mark.parametrize(("claim", "window", "computed"), [
    # a rate in one sentence times the claim's count, though the window the claim is read against holds another
    # sum about its thing (the duvets' €12)
    ("A 4.5 kg bag of washing costs €12.60.", 2, True),
    ("A 4.5 kg bag of washing costs €12.80.", 2, False),
    # a rate whose sentence caps it is no plain product
    ("Bringing a pet for a five-night stay costs €75 in pet charges.", 4, False),
])
def test_a_plain_rate_times_the_claims_count_read_over_the_whole_context(claim: str, window: int,
                                                                         computed: bool) -> None:
    reasons = find_conflicts(claim, LAUNDRY.split(". ")[window], LAUNDRY)
    assert (reasons == []) == computed, reasons


def test_a_rough_rate_times_a_count_of_the_claim_is_no_computation() -> None:
    context = "My budget is around $200 per month. The deductible amount is $1,500."
    claim = "The plan has a $1,200 deductible and covers existing conditions after six months."
    assert find_conflicts(claim, "The deductible amount is $1,500.", context)
    exact = context.replace("around ", "")
    assert find_conflicts(claim, "The deductible amount is $1,500.", exact) == []


PRINT_SHOP = ("Colour A4 printing is 55 cents per side, with no volume reduction. Spiral binding is $4.50 per book. "
              "Lamination is $2 per sheet. Options are charged $0.65 per contract, with a minimum of $5 per order.")


def test_a_sum_in_cents_is_per_the_thing_after_it_but_not_per_share() -> None:
    (side,) = extract_quantities("Colour printing is 55 cents per side.")
    assert (side.kind, side.value, side.unit) == ("currency:usd", 0.55, "sid")
    (dividend,) = extract_quantities("The dividend is 8.2 pence per share.")
    assert dividend.unit is None  # (compared with "12.5 pence" for the year)


@pytest.mark.parametrize(("claim", "conflict"), [
    # the count's thing is the word after its modifiers: "50 colour sides" counts sides
    ("Printing 50 colour sides costs $27.50.", False),
    ("Fifty colour sides cost $27.50.", False),
    ("Printing 50 colour sides costs $26.50.", True),
    ("Laminating five large sheets costs $10.", False),
    ("Laminating five large sheets costs $12.", True),
    # (only a rate alone in its sentence: a minimum beside it may change what it charges)
    ("An order for 5 options contracts costs $3.25 in commission.", True),
])
def test_a_rate_times_a_count_read_past_its_modifiers(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, PRINT_SHOP, PRINT_SHOP)) == conflict


DELIVERY = ("Collection and delivery costs €5 per order, but the fee is waived when the order total is €30 or more. "
            "The Basic plan costs $20 a month, $5 more than the Lite plan.")


@pytest.mark.parametrize(("claim", "conflict"), [
    # "or more" bounds a figure on either side: €25 is no difference of €30 and €5
    ("The €5 delivery fee is waived on orders of €25 or more.", True),
    ("The €5 delivery fee is waived on orders of €30 or more.", False),
    # a difference written as one still is
    ("The Lite plan costs $15 a month.", False),
])
def test_a_bound_is_no_difference(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, DELIVERY, DELIVERY)) == conflict


TAX = ("Westmarch income tax for 2025. The first £12,000 of income is not taxed. Income from £12,000 to £50,000 is "
       "taxed at 20%, and income above £50,000 at 40%. Each rate applies only to the part of income inside its band.")


def test_a_sum_a_round_figure_states_only_to_its_own_rounding_may_still_be_computed() -> None:
    # "£12,000" (to the thousand) states "£11,600" only roughly; the bands give it exactly: 20% of £38,000 + 40% of
    # £10,000
    assert computed_figures("Someone earning £60,000 pays £11,600 in income tax.", TAX) == ['"£11,600"']
    assert computed_figures("Someone earning £60,000 pays £11,700 in income tax.", TAX) == []
    # a figure the context states to its own rounding is no computation
    assert computed_figures("The first £12,000 of income is not taxed.", TAX) == []


def test_a_difference_no_figure_is_about_is_computed_from_the_context() -> None:
    """"880 more flu jabs last winter" from "gave 2,340 flu jabs last winter, up from 1,460 the winter before", where
    no context figure is about the same thing as the claim's: computed, so it may support the claim; another
    difference, or a figure given as no difference, is not."""
    ctx = ("Greenhollow Pharmacy on Fennick Street gave 2,340 flu jabs last winter, up from 1,460 the winter before, "
           "and is running an extra Saturday clinic.")
    claim = "Greenhollow administered 880 more flu jabs last winter than in the previous winter."
    assert computed_figures(claim, ctx) == ['"880 more"']
    assert computed_figures(claim.replace("880", "780"), ctx) == []
    assert computed_figures("Greenhollow administered 880 flu jabs in its Saturday clinic.", ctx) == []


@pytest.mark.parametrize("claim", [
    "Verhaegen crossed the line 12 seconds clear of Adam Finch, with Emil Sorby a further seven seconds back.",
    "Adam Finch finished seven seconds clear of Emil Sorby.",
    "Adam Finch held a lead of seven seconds over Emil Sorby.",
])
def test_a_margin_written_in_a_results_words_is_a_difference(claim: str) -> None:
    """"a further seven seconds back", "clear of", "a lead of": differences the context's 12 and 19 seconds give ("back"
    alone says no difference: "due back after two weeks")."""
    ctx = ("Verhaegen finished 12 seconds ahead of Adam Finch (Northway Cycling) and 19 seconds ahead of Emil Sorby "
           "(Team Baltic Forge). A six-rider breakaway went clear at kilometre 14.")
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("seven", "eight"), ctx, ctx) != []


def test_a_rate_per_thing_beside_a_most_of_how_many_is_still_a_plain_rate() -> None:
    """"up to two dogs at £35 per dog per week": two dogs add £70 a week."""
    # (past the first 40 figures, where only the whole-context product reads it)
    rooms = " ".join(f"Room {n}: {n + 2}.1m x 3.{n}m." for n in range(1, 15))
    ctx = (f"{rooms} Changeover day is Saturday. Pets: up to two well-behaved dogs at £35 per dog per week; dogs are "
           "not allowed upstairs. Weekly rates start at £645.")
    assert [f.strip('"') for f in computed_figures("Bringing two dogs would add £70 to the cost of a week.", ctx)] == [
        "£70"]
    assert find_conflicts("Bringing two dogs would add £80 to the cost of a week.", ctx, ctx)
    # a cap on the sum still makes the rate no plain one
    ctx = "Pets: €15 per night, up to a maximum of €60 per stay. Rooms start at €90."
    assert computed_figures("Bringing a pet for 6 nights adds €90.", ctx) == []


def test_no_rate_prices_more_of_its_things_than_its_sentence_allows() -> None:
    """"up to a maximum of two per boat, for £40 per dog per hire": three dogs at £40 are no sum it gives, in a
    window's product as in the whole context's."""
    ctx = ("Dogs are welcome on selected boats, up to a maximum of two per boat, for £40 per dog per hire. Damage "
           "waiver insurance costs £45 per hire.")
    assert computed_figures("Bringing three dogs costs £120.", ctx) == []
    assert find_conflicts("Bringing three dogs costs £120.", ctx, ctx)
    assert [f.strip('"') for f in computed_figures("Bringing two dogs costs £80.", ctx)] == ["£80"]
    # a rate with no cap in its sentence still prices any count
    ctx = "Dogs are welcome on selected boats for £40 per dog per hire. Damage waiver insurance costs £45 per hire."
    assert [f.strip('"') for f in computed_figures("Bringing three dogs costs £120.", ctx)] == ["£120"]
    # nor does a most of other things cap it: classes, not months; people, not hours
    ctx = "Standard: £34.99 a month; up to four classes a week. Joining fee £20."
    assert [f.strip('"') for f in computed_figures("Twelve months of Standard cost £419.88.", ctx)] == ["£419.88"]
    ctx = "Boardroom (up to 12 people) £40 per hour. Small Room (up to 4 people) £15 per hour."
    assert [f.strip('"') for f in computed_figures("Booking the Boardroom for 8 hours costs £320.", ctx)] == ["£320"]


@pytest.mark.parametrize(("claim", "figure"), [
    ("The top of the Band 5 salary range is £6,513 higher than the bottom.", "£6,513"),
    ("The full-time equivalent salary band at the school spans £401.", "£401"),
    ("The actual salary band spans £277.", "£277"),
])
def test_how_wide_a_range_is_computed_from_its_two_ends(claim: str, figure: str) -> None:
    ctx = ("Salary: Band 5, £29,970 to £36,483 per year depending on experience. Grade 4, points 5 to 6, £25,183 to "
           "£25,584 full-time equivalent; the actual salary is £17,406 to £17,683 per year.")
    assert [f.strip('"') for f in computed_figures(claim, ctx)] == [figure]
    # a figure that is no range's width, or a claim saying nothing of a width, is not computed
    assert computed_figures(claim.replace(figure, figure[:-1] + "0"), ctx) == []
    assert computed_figures(f"The salary is {figure} more than last year.", ctx) == []


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Each class in the pack works out to $19, five dollars less than a drop-in.", False),
    ("Each class in the pack works out to $19, four dollars less than a drop-in.", True),
    ("Each class in the pack works out to $19, five dollars more than a drop-in.", True),  # the wrong side
    ("Each class in the pack works out to $19, five dollars less than the mat hire.", True),  # no such figure
])
def test_a_difference_written_after_another_claim_figure_is_taken_from_it(claim: str, conflict: bool) -> None:
    """"$19, five dollars less than a drop-in": the drop-in's $24, whether the passage read holds a "five" or not."""
    window = "Drop-ins are $24, or $190 for a ten-class pack that expires after six months. Mats are free."
    ctx = window + " I'd give five stars, but the showers are tiny."
    for evidence in (window, ctx):
        assert bool(find_conflicts(claim, evidence, ctx)) is conflict, evidence


def test_a_percent_more_than_the_whole_is_the_share_over_a_hundred() -> None:
    """"worth 10% more than you paid" against "a credit voucher worth 110% of what you paid"."""
    ctx = ("If we cancel a class, we will tell you at least 7 days before and offer a full refund or a credit voucher "
           "worth 110% of what you paid. Day classes cost £95.")
    claim = "When the school cancels, you can choose a credit voucher worth 10% more than you paid."
    assert find_conflicts(claim, ctx, ctx) == []
    assert [f.strip('"') for f in computed_figures(claim, ctx)] == ["10% more"]
    assert find_conflicts(claim.replace("10%", "20%"), ctx, ctx)


@pytest.mark.parametrize("claim", [
    "Between them, the three sites offer 2,610 parking spaces.",
    "The three sites offer 2,610 spaces between them.",
])
def test_between_them_calls_a_figure_a_total(claim: str) -> None:
    ctx = ("Three sites serve the city centre: Gannet Lane (north, 1,150 spaces), Wickersley Fields (east, 640 spaces) "
           "and Marrowby Road (south, 820 spaces).")
    assert [f.strip('"').split()[0] for f in computed_figures(claim, ctx)] == ["2,610"]
    assert computed_figures(claim.replace("2,610", "2,710"), ctx) == []
    assert computed_figures("The Gannet Lane site offers 2,610 parking spaces.", ctx) == []  # no total


def test_a_fraction_taken_off_a_price_on_the_claims_words_is_computed() -> None:
    """"one third off all adult fares" for "Young Person Card" holders: a £1.80 single costs them £1.20."""
    ctx = ("SINGLE TICKETS (adult)\nZone 1 only: £1.80\nZones 1-2: £2.60\n\nCONCESSIONS\n- Holders of a Young Person "
           "Card (ages 16-21) receive one third off all adult fares except the airport flat fare.")
    claim = "If you hold a Young Person Card, a single within Zone 1 will cost you £1.20."
    assert [f.strip('"') for f in computed_figures(claim, ctx)] == ["£1.20"]
    assert computed_figures(claim.replace("£1.20", "£1.30"), ctx) == []
    assert computed_figures(claim.replace("£1.20", "£2.40"), ctx) == []  # a fraction off is never one added
    assert computed_figures("A single within Zone 1 costs £1.20.", ctx) == []  # not on the claim's words
    assert computed_figures(claim, ctx.replace("one third off", "one third of")) == []  # no discount


def test_the_one_of_one_third_is_the_fractions() -> None:
    assert [(q.kind, round(q.value, 2)) for q in extract_quantities("one third of the members voted")] == [
        ("percent", 33.33)]
    assert [(q.kind, round(q.value, 2)) for q in extract_quantities("one third off all adult fares")] == [
        ("percent", 33.33)]
    assert [(q.kind, q.value) for q in extract_quantities("one ticket costs a third of the fare")] == [
        ("number", 1.0), ("percent", 100 / 3)]  # a "one" of its own stays a count


def test_a_sentence_the_model_supports_counts_the_figures_the_checks_compute(engine) -> None:  # noqa: ANN001
    """The model finds "up to 70 km more range than in Turbo" supported, the combined score (whose word coverage
    cannot do the arithmetic) does not: 110 km less 40 km is computed, so the claim is supported."""
    ctx = ("FENWRIGHT CALLOWAY E-TREKKER 500 - OWNER'S MANUAL\nChapter 3: Battery, Range and Charging | Chapter 7: "
           "Maintenance\n\n3.1 Battery\nThe E-Trekker 500 uses a removable 36 V, 13.4 Ah lithium-ion battery (482 "
           "Wh) weighing 2.9 kg. It locks into the down tube and can be charged on or off the bike. The 250 W rear "
           "hub motor assists up to 25 km/h; above this speed you pedal without assistance.\n\n3.2 Range\nEstimated "
           "range on a full charge:\nEco - up to 110 km\nTour - up to 80 km\nSport - up to 55 km\nTurbo - up to 40 "
           "km\nThese figures assume a 75 kg rider on flat roads at 20°C. Hills, headwinds, heavy loads and low "
           "tyre pressure reduce range. Below 5°C, range can fall by up to 30%.\n\n3.3 Charging\nUse only the "
           "supplied 4 A charger (model FC-436). A full charge from empty takes about 5 hours 30 minutes; reaching "
           "80% takes about 3 hours 45 minutes. Charge indoors at between 10°C and 30°C. Never charge a battery "
           "that is below 0°C - let it warm to room temperature for at least 2 hours first.\nIf you will not ride "
           "for more than 4 weeks, store the battery at 50-70% charge in a dry place and top it up every 3 months. "
           "A battery left fully discharged for long periods may be permanently damaged; this is not covered by the "
           "warranty.\n\n")
    right = engine.check("In Eco mode you can expect up to 70 km more range than in Turbo.", ctx)
    assert right.verdict == "supported" and "by computation" in right.rationale
    assert engine.check("In Eco mode you can expect up to 60 km more range than in Turbo.", ctx).verdict != "supported"


def test_no_rate_times_a_count_comes_past_the_most_its_sentence_charges() -> None:
    """"€18 per day, up to a maximum of €126 per rental": ten days are no €180."""
    ctx = ("Young-driver fee: drivers aged 21 to 24 pay €18 per day, up to a maximum of €126 per rental; drivers "
           "under 21 cannot rent. Fuel: full to full.")
    assert computed_figures("A 22-year-old driver on a ten-day rental pays €180 in young-driver fees.", ctx) == []
    assert [f.strip('"') for f in computed_figures(
        "A 22-year-old driver on a five-day rental pays €90 in young-driver fees.", ctx)] == ["€90"]
    # a product past the most is still one where the claim denies it
    ctx = ("Adult members may borrow up to 15 items at a time. Overdue adult books are charged 25p per day, up to a "
           "maximum of £6. Overdue DVDs are charged £1.00 per day.")
    assert [f.strip('"') for f in computed_figures(
        "An adult book returned 30 days late is charged £6.00, not £7.50.", ctx)] == ["£7.50"]


def test_no_rate_prices_a_case_its_sentence_waives_it_for() -> None:
    """"€9 per day, free for a spouse or registered partner": a spouse on a four-day rental costs nothing."""
    ctx = ("Young-driver fee: drivers aged 21 to 24 pay €18 per day, up to a maximum of €126 per rental. Additional "
           "driver: €9 per day, free for a spouse or registered partner. Fuel: full to full.")
    assert computed_figures("Adding a spouse as an additional driver on a four-day rental costs €36.", ctx) == []
    assert [f.strip('"') for f in computed_figures(
        "Adding a friend as an additional driver on a four-day rental costs €36.", ctx)] == ["€36"]
    # a group the claim counts apart is no case the waiver reads: the adults still pay
    ctx = ("Early check-in from 12:00 costs £25. Breakfast costs £16.50 per adult and is free for children under 12. "
           "Parking is £18 per 24 hours; spaces cannot be reserved.")
    assert [f.strip('"') for f in computed_figures(
        "Breakfast for two adults and two children aged 8 and 10 costs £33 per morning.", ctx)] == ["£33"]
