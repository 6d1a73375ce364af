"""Tables, markdown and plain, against claims about their rows, columns and bands."""

from __future__ import annotations

import pytest

from verifier.numbers import computed_figures, find_conflicts
from verifier.quantities import extract_quantities
from verifier.tables import (
    band_row_conflicts,
    band_row_gives,
    band_width_given,
    cell_with_add_ons,
    denied_cell_conflicts,
    difference_of_named_cells,
    mentions_tables,
    moved_cell_conflicts,
    named_cell_gives,
    superlative_conflicts,
    table_conflicts,
)

_PLANS = ("| Plan | Price per month | Users | Storage | Support |\n|---|---|---|---|---|\n"
          "| Starter | $0 | 1 | 5 GB | Community forum |\n"
          "| Team | $12 per user | up to 50 | 100 GB | Email, next business day |\n"
          "| Business | $25 per user | unlimited | 1 TB | 24/7 phone and email |\n\n"
          "Annual billing saves 20% on Team and Business.")


def _conflicts(claim: str) -> list[str]:
    return table_conflicts(claim, extract_quantities(claim), _PLANS)


@pytest.mark.parametrize("claim", [
    "The Team plan allows up to 100 users.",  # 100 is the Team row's storage, not its users
    "The Team plan includes 10 GB of storage.", "The Business plan costs $12 per user.",
    "Phone support is available on the Team plan.",  # only the Business row's support names phone
    "Starter plan users get email support.",
])
def test_a_claim_about_one_row_that_its_cell_does_not_hold_is_a_conflict(claim: str) -> None:
    (reason,) = _conflicts(claim)
    assert reason.startswith("the table's ")
    assert find_conflicts(claim, _PLANS, _PLANS) != []


@pytest.mark.parametrize("claim", [
    "The Team plan costs $12 per user per month.", "The Team plan allows up to 50 users.",
    "The Business plan includes 1 TB of storage.", "Business customers can reach support around the clock.",
    "Team plan customers get email support.", "The Business plan offers phone and email support.",
    "The Team plan does not include phone support.",  # negated: not read here
    "The Team and Business plans include 100 GB of storage.",  # two rows named: which one is meant is unclear
    "The team agreed on 100 users.",  # "team", not the row's "Team"
])
def test_claims_the_named_row_holds_or_that_name_no_single_row_are_no_conflict(claim: str) -> None:
    assert _conflicts(claim) == []


def test_only_a_heading_a_rule_line_and_rows_of_as_many_cells_make_a_table() -> None:
    assert mentions_tables(_PLANS)
    assert not mentions_tables("Use a | b to pipe.\n| not | a table |")
    assert not mentions_tables("| a | b |\n| c | d |")  # no rule line
    ragged = "| Plan | Users |\n|---|---|\n| Team | 50 | extra |"
    assert not mentions_tables(ragged)


# A table written without the markdown rule line or outer pipes, its tiers as columns (round HB).
_TIERS = ("Table of benefits\n"
          "Benefit | Essential | Classic | Premier\n"
          "Single-article limit | £200 | £300 | £500\n"
          "Valuables (combined) | £150 | £300 | £600\n"
          "Restorative refund rate | 50% | 75% | 80%\n"
          "Dental illness | Not covered | £500 | £1,000\n\n"
          "Claims must reach us within 28 days.")


def _moved(claim: str) -> list[str]:
    return moved_cell_conflicts(claim, extract_quantities(claim), _TIERS)


def test_a_plain_table_is_read() -> None:
    assert mentions_tables(_TIERS)
    assert not mentions_tables("Hands-on time 30 minutes | Proving 2 hours | Baking 25 minutes\nServes 12.")


@pytest.mark.parametrize("claim", [
    "On Essential, any single article in your baggage is covered up to £300.",  # Classic's cell
    "Classic refunds 80% of restorative treatment.",  # Premier's
    "Classic covers dental illness up to £1,000 a year.",  # Premier's, though "up to" allows £500
])
def test_a_figure_moved_from_another_tiers_cell_is_a_conflict(claim: str) -> None:
    (reason,) = _moved(claim)
    assert reason.startswith("the table's ")
    assert find_conflicts(claim, _TIERS, _TIERS) != []


@pytest.mark.parametrize("claim", [
    "On Classic, any single article is covered up to £300.",  # its own cell
    "Premier covers valuables up to £600 and single articles up to £500.",  # both its own cells
    "On Classic, single articles are covered up to £300 and valuables up to £300.",  # its own, though Premier's too
    "On Essential, any single article is covered up to £250.",  # no cell writes £250: another check's business
    "Classic and Premier both refund restorative treatment.",  # two tiers named
    "Essential does not cover single articles above £300.",  # negated: not read here
    "On Essential, a £300 watch is over the single-article limit.",  # a case the claim supposes
    "On Essential you can claim up to £300 for a delayed bag.",  # no heading's words
    "Claims under Essential must reach us within 28 days.",  # no column's heading words
])
def test_a_figure_of_its_own_cell_or_no_clear_column_is_no_conflict(claim: str) -> None:
    assert _moved(claim) == []


def test_a_count_is_compared_only_with_a_cells_counts_of_its_unit() -> None:
    """"52 litres" is no "Max. load" of "8 kg", though the claim's words name that column best (round HB2)."""
    ctx = ("Programme | Max. load | Water per cycle\n"
           "Cotton 40 | 8 kg | 52 litres\n"
           "Eco 40-60 | 8 kg | 41 litres\n"
           "Synthetics | 4 kg | 38 litres")
    claim = "At full load, Eco 40-60 uses 52 litres of water."
    assert moved_cell_conflicts(claim, extract_quantities(claim), ctx) == []
    claim = "Synthetics takes a full load of 8 kg."
    assert moved_cell_conflicts(claim, extract_quantities(claim), ctx) != []


_MODELS = ("Spec                  | Volt 300   | Volt 700    | Trailcell 1000\n"
           "Price                 | €299       | €649        | €899\n"
           "Capacity              | 288 Wh     | 716 Wh      | 1,024 Wh\n"
           "AC outlets            | 1          | 2           | 4\n\n"
           "Dishwasher        | Silvo 60 | Silvo 60 Zeolite\n"
           "Price             | £599     | £749\n"
           "Energy per 100 cycles | 67 kWh | 54 kWh\n")


def _difference(claim: str, figure: str) -> bool:
    q = next(q for q in extract_quantities(claim) if q.text == figure)
    return difference_of_named_cells(q, claim, _MODELS)


@pytest.mark.parametrize(("claim", "figure"), [
    ("The Trailcell 1000 is €250 dearer than the Volt 700.", "€250"),
    ("The Volt 300 costs €600 less than the Trailcell 1000.", "€600"),
    ("The Trailcell 1000 holds 736 Wh more than the Volt 300.", "736"),
    # a heading inside a longer heading's name is not named there
    ("The Silvo 60 Zeolite uses 13 kWh less per 100 cycles than the standard Silvo 60.", "13"),
])
def test_a_difference_of_the_named_columns_cells_is_computed(claim: str, figure: str) -> None:
    assert _difference(claim, figure)


@pytest.mark.parametrize(("claim", "figure"), [
    ("The Volt 700 is €250 dearer than the Trailcell 1000.", "€250"),  # the other way round
    ("The Trailcell 1000 is €250 cheaper than the Volt 700.", "€250"),
    ("The Trailcell 1000 is €250 dearer than the Volt 300.", "€250"),  # another pair
    ("The Trailcell 1000 and the Volt 700 are €250 apart.", "€250"),  # which is larger not said
    ("The Trailcell 1000 has 250 more outlets than the Volt 700.", "250"),  # a count of another unit
    ("The Trailcell 1000 is €250 dearer than the Volt 700 and the Volt 300.", "€250"),  # three named
    ("The Silvo 60 Zeolite uses 13 kWh more per 100 cycles than the standard Silvo 60.", "13"),
])
def test_a_difference_the_cells_do_not_give_is_not_computed(claim: str, figure: str) -> None:
    assert not _difference(claim, figure)


def test_a_difference_of_a_tables_cells_is_no_conflict() -> None:
    assert find_conflicts("The Trailcell 1000 is €250 dearer than the Volt 700.", _MODELS, _MODELS) == []
    assert find_conflicts("The Trailcell 1000 is €270 dearer than the Volt 700.", _MODELS, _MODELS) != []


_BUNDLES = ("Spec   | Glide 3 | Glide 5 Pro | Swift X\n"
            "Price  | £179    | £249        | £219\n"
            "Weight | 2.4 kg  | 2.7 kg      | 2.1 kg\n\n"
            "Spare batteries: Glide 5 Pro £59, Swift X £45.\n"
            "Solar bundle: a folding panel can be added for £30 (Glide 3 and Swift X only).\n"
            "Delivery costs £9.\n")


def _with_add_ons(claim: str) -> bool:
    q = extract_quantities(claim)[-1]
    return cell_with_add_ons(q, claim, _BUNDLES, extract_quantities(_BUNDLES))


@pytest.mark.parametrize("claim", [
    "A Glide 5 Pro with one spare battery would set you back £308 in total.",
    "A Swift X with a spare battery comes to £264.",
    "The Glide 3 with the folding panel bundle would come to £209.",
    "A Swift X with a spare battery and delivery costs £273.",
])
def test_a_named_things_cell_with_prose_add_ons_is_computed(claim: str) -> None:
    assert _with_add_ons(claim)


@pytest.mark.parametrize("claim", [
    "A Swift X with one spare battery would set you back £278 in total.",  # the Glide 5 Pro's battery
    "The Glide 5 Pro with the folding panel bundle would come to £279.",  # the bundle is not for it
    "A Glide 5 Pro with one spare battery and a Swift X comes to £527.",  # two things named
    "A Glide 5 Pro weighs 2.8 kg with a spare battery.",  # no sum
    "A Glide 5 Pro would set you back £258 in total.",  # the add-on's sentence shares no word with the claim
])
def test_a_sum_no_named_cell_and_its_add_ons_give_is_not_computed(claim: str) -> None:
    assert not _with_add_ons(claim)


_CAPACITIES = ("Spec     | Volt 300 | Hearthbank 2000 | Trailcell 1000\n"
               "Capacity | 288 Wh   | 2,048 Wh        | 1,024 Wh\n"
               "Weight   | 3.6 kg   | 22.8 kg         | 11.5 kg\n\n"
               "The optional expansion battery for the Hearthbank 2000 adds 2,048 Wh.\n"
               "A carry case weighs 1.2 kg.\n")


@pytest.mark.parametrize(("claim", "computed"), [
    ("Adding the expansion battery doubles the Hearthbank 2000 to 4,096 Wh.", True),
    ("Adding the expansion battery brings the Hearthbank 2000 to 4,200 Wh.", False),
    ("Adding the expansion battery brings the Trailcell 1000 to 3,072 Wh.", False),  # the battery is the Hearthbank's
    ("The Hearthbank 2000 holds 4,096 Wh.", False),  # the claim adds nothing
    ("With a carry case, the Volt 300 weighs 4.8 kg.", False),  # the case's weight is said to add nothing
])
def test_a_measure_a_named_cell_and_a_figure_said_to_add_give_is_computed(claim: str, computed: bool) -> None:
    q = extract_quantities(claim)[-1]
    assert cell_with_add_ons(q, claim, _CAPACITIES, extract_quantities(_CAPACITIES)) == computed


_LEAVE = ("4.2 Entitlement by length of service\n"
          "Completed years of service | Days per leave year\n"
          "Less than 2 | 23\n"
          "2 to 4 | 25\n"
          "5 to 9 | 27\n"
          "10 or more | 29\n\n"
          "Fees by age\n"
          "Age | Weekend ticket\n"
          "Under 12 | £40\n"
          "12-17 years | £80\n"
          "Over 17 | £120\n")


def _band_gives(claim: str, figure: str) -> bool:
    cq = extract_quantities(claim)
    return band_row_gives(next(q for q in cq if q.text == figure), claim, cq, _LEAVE)


@pytest.mark.parametrize(("claim", "figure"), [
    ("With seven completed years of service, you're entitled to 27 days of annual leave.", "27"),
    ("After exactly two completed years of service you get 25 days.", "25"),
    ("Staff with 12 completed years of service receive 29 days of leave a year.", "29"),
    ("One completed year of service brings 23 days.", "23"),
    ("A 14-year-old's weekend ticket at age 14 is £80.", "£80"),
])
def test_the_row_whose_band_holds_the_case_gives_the_figure(claim: str, figure: str) -> None:
    assert _band_gives(claim, figure)


@pytest.mark.parametrize(("claim", "figure"), [
    ("With seven completed years of service, you're entitled to 25 days of annual leave.", "25"),  # another band's
    ("With ten completed years of service, you're entitled to 27 days.", "27"),  # "10 or more"
    ("After exactly two completed years of service you get 23 days.", "23"),  # "Less than 2" holds no 2
    ("Seven members of staff take 27 days.", "27"),  # the claim's words share nothing with the first heading
    ("With seven completed years of service, you're entitled to 27 weeks of leave.", "27"),  # a unit no heading names
])
def test_a_figure_of_another_band_or_no_case_is_not_given(claim: str, figure: str) -> None:
    assert not _band_gives(claim, figure)


def test_a_band_tables_figure_for_the_case_is_no_conflict() -> None:
    claim = "With seven completed years of service, you're entitled to 27 days of annual leave."
    assert find_conflicts(claim, _LEAVE.split("\n\n")[0], _LEAVE) == []


_FEATURES = ("Spec              | Glide 3 | Glide 5 Pro | Swift X\n"
             "Price             | £179    | £249        | £219\n"
             "Removable battery | No      | Yes         | Yes (1)\n"
             "LED floor light   | No      | Yes         | —\n"
             "Battery indicator | Yes     | Yes         | No\n")


@pytest.mark.parametrize("claim", [
    "The Glide 3 has a removable battery.",
    "The Glide 3 has a removable battery, and a spare one costs £59.",
    "An LED floor light comes on the Swift X.",
    "The Swift X shows a battery indicator.",  # the longest row the claim's words hold
    "The Glide 5 Pro has no removable battery.",  # denied where its cell says yes
    "Sadly, the Swift X doesn't come with a removable battery.",
    "The Glide 5 Pro has a removable battery but no LED floor light.",  # the negated clause's row
])
def test_a_feature_the_named_things_cell_denies_is_a_conflict(claim: str) -> None:
    assert denied_cell_conflicts(claim, _FEATURES)


@pytest.mark.parametrize("claim", [
    "The Glide 5 Pro has a removable battery.",  # its cell says yes
    "The Glide 3 has no removable battery.",  # the claim denies it too
    "The Glide 3 has a battery indicator but no LED floor light.",  # each clause as its cell says
    "The Glide 5 Pro has a removable battery that is not sold separately.",  # (a negation in a which-clause)
    "The Glide 5 Pro is not cheap and has no removable battery.",  # two negations
    "Unlike the Glide 3, the Glide 5 Pro has a removable battery.",  # two things named
    "The Glide 3 is light.",  # no row's words
    "The Glide range has a removable battery.",  # no column named
])
def test_a_feature_its_cell_does_not_deny_or_no_one_thing_is_no_conflict(claim: str) -> None:
    assert denied_cell_conflicts(claim, _FEATURES) == []


_STAFF = ("Benefit | Permanent | Seasonal\n"
          "Staff discount on food | 30% | 20%\n"
          "Uniform allowance | £60 | £30\n"
          "Holiday days | 28 | 14\n")


def test_a_row_named_again_in_lower_case_makes_no_one_named_row() -> None:
    claim = "Seasonal team members get a fifth off food, compared with 30% for permanent staff."
    assert moved_cell_conflicts(claim, extract_quantities(claim), _STAFF) == []
    claim = "Seasonal team members get 30% off food."
    assert moved_cell_conflicts(claim, extract_quantities(claim), _STAFF)


_RUNTIMES = ("Spec          | Glide 3 | Swift X | Featherlift 2\n"
             "Runtime, eco  | 45 min  | 40 min  | 70 min\n"
             "Runtime, boost | 9 min  | 8 min   | 15 min\n"
             "Weight        | 2.4 kg  | 2.1 kg  | 2.9 kg\n")


@pytest.mark.parametrize(("claim", "conflicts"), [
    ("On boost, the Swift X keeps going for 40 minutes.", True),  # its eco runtime
    ("On boost, the Swift X keeps going for 8 minutes.", False),
    ("The Swift X runs for 40 minutes on eco and 8 on boost.", False),  # both columns named
    ("The Swift X runs for 40 minutes.", False),  # no column named
])
def test_a_figure_of_the_rows_unnamed_column_given_for_the_named_one_is_a_conflict(claim: str,
                                                                                   conflicts: bool) -> None:
    assert bool(moved_cell_conflicts(claim, extract_quantities(claim), _RUNTIMES)) == conflicts


def test_a_figure_the_named_rows_named_cell_gives_draws_no_conflict_from_the_prose() -> None:
    context = _RUNTIMES + "\nWith the motorised floor head fitted, the Swift X's runtime is 52 minutes.\n"
    claim = "On boost, the Swift X keeps going for 8 minutes."
    q = extract_quantities(claim)[0]
    assert named_cell_gives(q, claim, context)
    assert find_conflicts(claim, context, context) == []
    assert not named_cell_gives(q, "The Swift X keeps going for 8 minutes.", context)  # no column named
    other = "On boost, the Glide 3 keeps going for 8 minutes."
    assert not named_cell_gives(extract_quantities(other)[1], other, context)  # the Glide 3's is 9


_SPECS = ("Spec     | Pace S | Pace S Pro | Orbit Run | Loop 3\n"
          "Price    | €79    | €129       | €249      | €189\n"
          "Weight   | 24 g   | 29 g       | 47 g      | 19 g\n"
          "Noise    | 40 dB  | 38 dB      | 45 dB     | 42 dB\n"
          "Capacity | 4.2 L  | 8.0 L (2 x 4.0 L) | 6.0 L | 11 L, 3 racks\n")


@pytest.mark.parametrize("claim", [
    "The Pace S is the lightest of the four.",
    "The Loop 3 is the lightest of the four at 24 g.",  # its own weight is 19 g
    "The Orbit Run is the cheapest model in the table.",
    "At 40 dB, the Pace S is the quietest.",
    "At 8 litres, the Pace S Pro has the biggest capacity in the table.",
])
def test_a_superlative_another_things_cell_beats_is_a_conflict(claim: str) -> None:
    assert superlative_conflicts(claim, extract_quantities(claim), _SPECS)


@pytest.mark.parametrize("claim", [
    "The Loop 3 is the lightest of the four.",
    "At 19 g, the Loop 3 is the lightest of the four.",
    "The Orbit Run is the most expensive of the four.",
    "The Pace S is the cheapest model.",
    "The Pace S Pro is the quietest.",
    "The Loop 3 is the cheapest model with a clip.",  # narrowed to some of them
    "The Pace S is the lightest, and the Orbit Run the heaviest.",  # two things named
    "The Pace S is not the heaviest.",  # a negation
    "The Pace S Pro has the biggest screen.",  # no figure says what "biggest" measures
])
def test_a_superlative_the_cells_bear_out_or_cannot_read_is_no_conflict(claim: str) -> None:
    assert superlative_conflicts(claim, extract_quantities(claim), _SPECS) == []


@pytest.mark.parametrize(("claim", "conflicts"), [
    ("With seven completed years of service, you're entitled to 25 days of annual leave.", True),
    ("Staff with 12 completed years of service receive 27 days of leave a year.", True),
    ("A 14-year-old's weekend ticket at age 14 is £40.", True),
    ("With seven completed years of service, you're entitled to 27 days of annual leave.", False),
    ("With seven completed years of service, you're entitled to 31 days of annual leave.", False),  # no row's figure
    ("Seven members of staff take 25 days.", False),  # no word of the first heading
    ("With seven completed years of service, you don't get 25 days but more.", False),  # a negation
])
def test_a_figure_of_another_bands_row_is_a_conflict(claim: str, conflicts: bool) -> None:
    assert bool(band_row_conflicts(claim, extract_quantities(claim), _LEAVE)) == conflicts


_SICK_PAY = ("Length of service | Full basic pay | Half basic pay\n"
             "Under 6 months | none | none\n"
             "2 to 5 years | 8 weeks | 8 weeks\n"
             "Over 5 years | 13 weeks | 13 weeks\n")


@pytest.mark.parametrize("claim", [
    "With six months' service, you get 13 weeks of company sick pay at full basic pay.",  # "Over 5 years"
    "With three years' service you can receive up to 16 weeks in all: eight weeks on full basic pay.",  # 16 weeks
])
def test_a_case_in_another_unit_than_the_bands_falls_in_none(claim: str) -> None:
    cq = extract_quantities(claim)
    assert band_row_conflicts(claim, cq, _SICK_PAY) == []
    assert not any(band_row_gives(q, claim, cq, _SICK_PAY) for q in cq if q.text in ("13", "16"))


def test_a_table_with_a_row_no_band_reads_holds_no_case() -> None:
    claim = "With three years' service, you get 13 weeks of company sick pay at full basic pay."
    assert band_row_conflicts(claim, extract_quantities(claim), _SICK_PAY)
    unread = _SICK_PAY.replace("2 to 5 years", "6 months to 2 years | 4 weeks | 4 weeks\n2 to 5 years")
    assert band_row_conflicts(claim, extract_quantities(claim), unread) == []


_MATERNITY = ("Weeks of leave | Pay\n"
              "1-16 | 100% of normal basic salary\n"
              "17-26 | 60% of normal basic salary\n"
              "27-39 | Statutory pay only\n"
              "40-52 | Unpaid\n")


@pytest.mark.parametrize(("claim", "figure", "given"), [
    ("The last 13 weeks of a full 52-week maternity leave are unpaid.", "13", True),
    ("The first 16 weeks are on full basic salary, followed by 10 weeks at 60%.", "10", True),
    ("The first 16 weeks are on full basic salary, followed by 10 weeks at 60%.", "16", True),  # the first band's top
    ("The last 12 weeks of a full 52-week maternity leave are unpaid.", "12", False),
    ("The first 16 weeks are on full basic salary, followed by 13 weeks at 60%.", "13", False),  # another row's span
    ("Statutory pay lasts 10 weeks.", "10", False),  # 27-39 spans 13
])
def test_a_band_rows_span_is_given_for_the_row_the_claim_names(claim: str, figure: str, given: bool) -> None:
    cq = extract_quantities(claim)
    q = next(q for q in cq if q.text == figure)
    assert band_width_given(q, claim, cq, _MATERNITY) == given


def test_a_band_rows_span_is_no_case_inside_a_band() -> None:
    claim = "The first 16 weeks are on full basic salary, followed by 10 weeks at 60%."
    assert band_row_conflicts(claim, extract_quantities(claim), _MATERNITY) == []
    assert find_conflicts(claim, _MATERNITY, _MATERNITY) == []


def test_a_figure_a_table_computes_counts_where_no_evidence_figure_relates_to_it() -> None:
    """In a context whose only figures of the claim's kind are the table's, the computation still counts (round IS)."""
    context = _FEATURES + "\n" + _MATERNITY  # (the vacuums' figures relate to nothing in a claim about weeks)
    assert computed_figures("The last 13 weeks of leave are unpaid.", context, pairs=False) == ['"13 weeks"']
    assert computed_figures("The last 12 weeks of leave are unpaid.", context, pairs=False) == []
