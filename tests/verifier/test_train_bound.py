"""Claims bound to the wrong thing (verifier.train.bound): every figure and name stays inside the window,
and each edit changes what the sentence says."""

import random
import re

import pytest

from verifier.train import bound
from verifier.train.data import LABEL_ID, PairMaker, synthetic_pairs
from verifier.windows import words

WINDOW = ("Adult passports cost €75 online and €80 by post. A child passport costs €40 and lasts five years. "
          "Fast Track returns a passport within 10 working days. About 20% of applications were late in 2023. "
          "Some offices open on Saturdays, and applicants over 70 can renew without a fee.")


def _figures(text: str) -> list[str]:
    return re.findall(r"\d+(?:[.,]\d+)*", text)


def test_a_borrowed_figure_is_one_the_window_states_for_something_else() -> None:
    sentence = "A child passport costs €40 and lasts five years."
    seen = set()
    for seed in range(20):
        out = bound.borrow_figure(sentence, WINDOW, random.Random(seed))
        assert out is not None and out != sentence
        (new,) = set(_figures(out)) - set(_figures(sentence))
        assert f"€{new}" in WINDOW and f"€{new}" not in sentence  # same kind (a euro sum), stated elsewhere
        assert out.replace(f"€{new}", "€40") == sentence  # only the figure changed
        seen.add(new)
    assert seen == {"75", "80"}


def test_figures_are_only_exchanged_for_figures_of_their_own_kind() -> None:
    rng = random.Random(1)
    # the window's other figures are euro sums, a count and a year: none is a percent
    assert bound.borrow_figure("About 20% of applications were late in 2023.", WINDOW, rng) is None
    assert bound.borrow_figure("The office was built in 1990.", "It moved in 2004 and has 1,200 staff.",
                               rng) == "The office was built in 2004."
    assert bound.borrow_figure("No figures here.", WINDOW, rng) is None


def test_swaps_within_a_sentence_exchange_two_figures_or_two_names() -> None:
    rng = random.Random(2)
    assert bound.swap_within("Adult passports cost €75 online and €80 by post.", rng) == (
        "Adult passports cost €80 online and €75 by post.")
    assert bound.swap_within("The line runs from Leeds to York.", rng) == "The line runs from York to Leeds."
    assert bound.swap_within("Sales rose 14% in 2022.", rng) is None  # a percent and a year are not exchanged
    assert bound.swap_within("The depot opened in Leeds.", rng) is None  # one name only


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Applicants over 70 can renew without a fee.", "Applicants over 70 can renew with a fee."),
    ("Bring at least two photos.", "Bring at most two photos."),
    ("Unless you book, you wait.", "If you book, you wait."),
    ("Tickets are sold before the show.", "Tickets are sold after the show."),
])
def test_a_condition_turned_round(sentence: str, expected: str) -> None:
    assert bound.turn_condition(sentence, random.Random(0)) == expected


def test_hedged_words_made_absolute_and_capitalised_words_left_alone() -> None:
    rng = random.Random(0)
    assert bound.generalise("Some offices open on Saturdays.", rng) == "All offices open on Saturdays."
    assert bound.generalise("Members can renew online.", rng) == "Members must renew online."
    assert bound.generalise("It opened in May.", rng) is None  # the month, not the verb
    assert bound.turn_condition("The Without Walls festival.", rng) is None


def test_bound_pairs_keep_every_claim_word_in_their_window_and_are_off_by_default() -> None:
    records = [{"id": "climate_fever:g1#0", "dataset": "climate_fever", "claim": "x", "evidence": [WINDOW],
                "label": "supported"}]
    pm = PairMaker(lambda text: len(text.split()), 256)
    made = [p for seed in range(40)
            for p in synthetic_pairs(records, pm, random.Random(seed), n_docs=5, bound_rate=1.0)
            if p["src"].startswith("syn-bound-")]
    kinds = {p["src"].split(":")[0] for p in made}
    assert {"syn-bound-borrow", "syn-bound-swap", "syn-bound-condition", "syn-bound-generalise"} <= kinds
    for p in made:
        assert p["claim"] not in p["text"]
        expected = "unsupported" if p["src"].startswith("syn-bound-generalise") else "contradicted"
        assert p["label"] == LABEL_ID[expected]
        if not p["src"].startswith(("syn-bound-condition", "syn-bound-generalise")):
            assert set(words(p["claim"])) <= set(words(p["text"])), p  # nothing new, only bound elsewhere
    off = [p for seed in range(12) for p in synthetic_pairs(records, pm, random.Random(seed), n_docs=5)]
    assert off and not [p for p in off if p["src"].startswith("syn-bound-")]
