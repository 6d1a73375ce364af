"""Figures computed from parts of a whole: portions totalled, a whole split equally, a price halved elsewhere."""

from __future__ import annotations

import pytest

from verifier.derived_figures import half_of_a_sum, portions_totalled, share_of_an_equal_split
from verifier.numbers import computed_figures, find_conflicts
from verifier.quantities import Quantity, extract_quantities

_FOCACCIA = ("Rosemary and Olive Focaccia\nMakes 1 tray (30 x 20 cm), cut into 12 squares\n"
             "Baking 22-25 minutes\n\nNUTRITION\n"
             "PER SQUARE (1/12 of tray): 228 kcal | fat 8.2 g | carbohydrate 29 g | protein 5.1 g | salt 1.2 g")
_LAMB = ("Slow-braised lamb shoulder\nServes 6 | Prep 25 minutes | Cook 3 hours 30 minutes\n"
         "PER SERVING: 612 kcal | fat 38 g | protein 44 g | carbohydrate 14 g | salt 1.1 g")


def _measure(claim: str) -> Quantity:
    return [q for q in extract_quantities(claim) if q.kind == "number" and q.unit in ("kcal", "mass")][-1]


@pytest.mark.parametrize(("claim", "context"), [
    ("At 228 kcal a square, the whole tray comes to about 2,736 kcal.", _FOCACCIA),  # the count from the evidence
    ("Across all six servings, the dish provides 264 g of protein.", _LAMB),  # the count from the claim
    ("The whole tray holds about 61 g of protein.", _FOCACCIA),  # 12 x 5.1 g = 61.2 g, within 1% when hedged
])
def test_a_whole_is_each_portions_measure_times_their_count(claim: str, context: str) -> None:
    assert portions_totalled(_measure(claim), claim, context, extract_quantities(context))
    assert find_conflicts(claim, context, context) == []
    assert computed_figures(claim, context)


@pytest.mark.parametrize(("claim", "context"), [
    ("The whole tray comes to about 2,500 kcal.", _FOCACCIA),  # another figure
    ("Across all six servings, the dish provides 264 kcal.", _LAMB),  # another unit
    ("Six servings of the dish provide 264 g of protein.", _LAMB),  # no whole named
    ("The whole tray holds 5.1 g of protein.", _FOCACCIA),  # one portion's figure, not computed
])
def test_no_whole_without_its_portions_figure(claim: str, context: str) -> None:
    assert not portions_totalled(_measure(claim), claim, context, extract_quantities(context))


@pytest.mark.parametrize(("context", "claim", "given"), [
    ("The course totals 4,600 hours, split equally between theory and clinical practice.",
     "You would spend 2,300 hours of the course in clinical practice.", True),
    ("The prize of £9,000 was divided evenly among the three partners.", "Each partner got £3,000.", True),
    ("The prize of £9,000 was divided evenly among Ann, Bo and Cy.", "Bo received £3,000.", True),
    ("The prize of £9,000 was divided evenly among Ann, Bo and Cy.", "Bo received £4,500.", False),  # three parts
    ("The prize of £9,000 was divided among Ann, Bo and Cy.", "Bo received £3,000.", False),  # not said equal
    ("The course totals 4,600 hours, split equally between theory and practice.",
     "You would spend 2,300 days in practice.", False),  # another unit
])
def test_one_part_of_a_whole_split_equally(context: str, claim: str, given: bool) -> None:
    q = extract_quantities(claim)[0]
    assert share_of_an_equal_split(q, context, extract_quantities(context)) is given
    if given:
        assert find_conflicts(claim, context, context) == []


_MENU = ("MAINS\nSlow-roast pork belly (280 g), cider jus, braised red cabbage - £16.50\n"
         "Mushroom and barley risotto - £14.00\nPan-fried hake fillet - £18.95\n\n"
         "Children's portions of the pork belly and the risotto are available at half the menu price.")


@pytest.mark.parametrize(("claim", "given"), [
    ("A child's portion of the pork belly would cost £8.25.", True),
    ("A child's portion of the risotto costs £7.", True),
    ("A child's portion of the hake would cost £9.48.", False),  # the halving sentence names no hake (£18.95 / 2)
    ("A child's portion of the pork belly would cost £7.", False),  # the risotto's half
])
def test_half_a_price_named_by_the_halving_sentence_and_the_claim(claim: str, given: bool) -> None:
    """Round HK: the halved price lies far from the sentence that halves it."""
    q = [q for q in extract_quantities(claim) if q.kind == "currency:gbp"][0]
    assert half_of_a_sum(q, claim, _MENU, extract_quantities(_MENU)) is given


def test_portions_and_equal_splits_are_read_over_the_whole_context() -> None:
    """The passage read may lack the portion line or the split: the whole context computes the figure (round HL)."""
    passage = "Slow-braised lamb shoulder. Brown the 1.8 kg shoulder in 250 g of butter, then add 200 g of damsons."
    context = passage + "\n" + _LAMB
    claim = "Across all six servings, the dish provides 264 g of protein."
    assert find_conflicts(claim, passage, passage) != []  # the passage alone gives other masses
    assert find_conflicts(claim, passage, context) == []
    passage = "Placements: 37.5 hours a week. The course totals 4,600 hours."
    context = "The course totals 4,600 hours, split equally between theory and clinical practice.\n" + passage
    claim = "You would spend 2,300 hours of the course in clinical practice."
    assert find_conflicts(claim, passage, context) == []
    assert find_conflicts(claim.replace("2,300", "2,400"), passage, context) != []


def test_a_split_naming_nothing_after_it_splits_nothing() -> None:
    """"split equally between  ." names no parts: no figure, and no error reading it."""
    context = "The total of 400 hours is split equally between  . Then more."
    assert not share_of_an_equal_split(extract_quantities("200 hours")[0], context, extract_quantities(context))
