"""Hedged, rounded figures reach the model as the context writes them (the checks keep the claim's words)."""

from __future__ import annotations

import pytest

from verifier.numbers import ContextFacts
from verifier.registry import load_engine
from verifier.rounding import respell_rounded

CONTEXT = ("The Sydney Harbour Bridge is 1,149 metres long. The suburb has 1,204 residents. Sales were $1.23 billion, "
           "up 31.6%. The arch weighs 52,800 tonnes.")


@pytest.mark.parametrize(("claim", "seen"), [
    ("The bridge is approximately 1.1 km long.", "The bridge is approximately 1,149 metres long."),
    ("About 1,200 residents live there.", "About 1,204 residents live there."),
    ("Sales were around $1.2 billion.", "Sales were around $1.23 billion."),
    ("Sales rose roughly 32%.", "Sales rose roughly 31.6%."),
    ("The bridge is about 1,100 metres long.", "The bridge is about 1,149 metres long."),
    # unchanged: one-sided hedges, no hedge, a figure the context does not round to, loose rounding, years
    ("Sales rose by more than 30%.", "Sales rose by more than 30%."),
    ("The bridge is 1.1 km long.", "The bridge is 1.1 km long."),
    ("The bridge is approximately 2 km long.", "The bridge is approximately 2 km long."),
    ("About 1,000 residents live there.", "About 1,000 residents live there."),
    ("The arch weighs about 53,000 kg.", "The arch weighs about 53,000 kg."),
])
def test_a_hedged_figure_is_written_as_the_one_context_figure_it_rounds(claim: str, seen: str) -> None:
    assert respell_rounded(claim, ContextFacts.of(CONTEXT)) == seen


def test_two_context_figures_that_fit_leave_the_claim_as_written() -> None:
    facts = ContextFacts.of("The old span is 1,149 metres long and the new one 1,130 metres.")
    assert respell_rounded("It is about 1.1 km long.", facts) == "It is about 1.1 km long."


def test_a_figure_the_context_writes_as_the_claim_does_is_left_alone() -> None:
    facts = ContextFacts.of("Roughly 1,200 residents live here; the census counted 1,204 residents.")
    assert respell_rounded("About 1,200 residents live here.", facts) == "About 1,200 residents live here."


def test_the_model_supports_a_rounded_measure_in_other_units() -> None:
    eng = load_engine("auto")
    v = eng.check("The Sydney Harbour Bridge is approximately 1.1 km long.", CONTEXT)
    assert v.verdict == "supported", v
    assert eng.check("The Sydney Harbour Bridge is approximately 2.5 km long.", CONTEXT).verdict == "contradicted"
