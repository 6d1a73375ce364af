"""Name swaps: a name the context never writes, where the evidence names another in the same slot."""

from __future__ import annotations

import pytest

from verifier.names import mentions_names, name_conflicts
from verifier.numbers import find_conflicts
from verifier.text import tokenize

CONTEXT = ("The 200-megawatt solar farm near Tucson opened in May. It was built by a British firm for Greenfield "
           "Energy. Senator Ortiz visited the site with Mayor Chen.")


def conflicts(claim: str) -> list[str]:
    return name_conflicts(claim, CONTEXT, frozenset(tokenize(CONTEXT)))


@pytest.mark.parametrize(("claim", "named"), [("The solar farm near Phoenix opened in May.", "Phoenix"),
                                              ("It was built by an Australian firm.", "Australian"),
                                              ("Senator Lopez visited the site with Mayor Chen.", "Lopez")])
def test_another_name_in_the_same_slot_conflicts(claim: str, named: str) -> None:
    (reason,) = conflicts(claim)
    assert reason.startswith(f'the claim names "{named}" where the evidence names "')
    assert reason in find_conflicts(claim, CONTEXT, CONTEXT)  # reached through the engines' conflict check


@pytest.mark.parametrize("claim", [
    "The solar farm near Tucson opened in May.",  # the same name
    "The solar farm near Tucson opened in June.",  # a month is left to the date checks
    "The solar farm near Phoenix was paid for by a grant.",  # no sentence on the claim's other words
    "Phoenix residents welcomed the solar farm near Tucson.",  # a sentence's first word is not read as a name
    "It was built by an Australian firm in 1990.",  # the evidence sentence does not write the claim's year
    "It was built by the firm of Mr Lopez.",  # no name after "of" in the sentence on those words
])
def test_no_conflict_without_another_name_in_the_slot(claim: str) -> None:
    assert conflicts(claim) == []


def test_what_counts_as_a_name() -> None:
    assert mentions_names("It opened near Tucson.")
    assert not mentions_names("Tucson has a solar farm.")  # first word
    assert not mentions_names("It opened in May on a Monday.")


def test_the_may_stand_between_the_slot_word_and_the_evidences_name() -> None:
    ctx = "The mission is led by the European Space Agency and cost 1.6 billion euros."
    (reason,) = name_conflicts("The mission is led by Boeing.", ctx, frozenset(tokenize(ctx)))
    assert reason.startswith('the claim names "Boeing" where the evidence names "European Space Agency"')
    assert name_conflicts("The mission is led by the European Space Agency.", ctx, frozenset(tokenize(ctx))) == []


def test_a_name_of_several_words_is_one_name_and_the_slot_is_read_before_the() -> None:
    ctx = "Acme Cloud was founded in 2014 by Maria Chen. The trial was run at 14 hospitals in Canada."
    (reason,) = name_conflicts("Acme Cloud was founded by John Smith.", ctx, frozenset(tokenize(ctx)))
    assert reason.startswith('the claim names "John" where the evidence names "Maria Chen"')
    (reason,) = name_conflicts("The trial was run in the United States.", ctx, frozenset(tokenize(ctx)))
    assert reason.startswith('the claim names "United" where the evidence names "Canada"')
    assert name_conflicts("Acme Cloud was founded by Maria Chen.", ctx, frozenset(tokenize(ctx))) == []
    # every word of the evidence's name counts, not only its last: "Concept Learner" against "Idea Learner"
    ctx = "We propose the Neuro-Symbolic Concept Learner, a model that learns visual concepts."
    (reason,) = name_conflicts("We propose the Neuro-Symbolic Idea Learner, a model that learns visual concepts.", ctx,
                               frozenset(tokenize(ctx)))
    assert '"Idea"' in reason and '"Concept Learner"' in reason
