"""A sum the context gives for a group of things, which a claim gives per one of them (verifier.group_totals)."""

from __future__ import annotations

import pytest

from verifier.lexical import LexicalEngine
from verifier.numbers import find_conflicts

DENTAL = "Private hygienist appointments cost £68 for 30 minutes; private whitening costs £395 for both arches."
DINNER = "The set dinner is £60 for two people, and the wine flight is £25 per person. The tour costs $120 for all " \
         "three sessions."


@pytest.mark.parametrize(("claim", "context", "phrase"), [
    ("Private whitening costs £395 per arch.", DENTAL, "for both arches"),
    ("The set dinner costs £60 per person.", DINNER, "for two people"),
    ("The tour costs $120 per session.", DINNER, "for all three sessions"),
])
def test_a_groups_sum_given_per_one_conflicts(claim: str, context: str, phrase: str) -> None:
    (reason,) = find_conflicts(claim, context, context)
    assert reason.endswith(f"{phrase}, not for each one"), reason


@pytest.mark.parametrize(("claim", "context"), [
    ("Private whitening costs £395 for both arches.", DENTAL),  # as the context says
    ("Whitening both arches costs £395.", DENTAL),  # the sum per nothing
    ("Private whitening works out at £197.50 per arch.", DENTAL),  # shared out
    ("The set dinner costs £30 per person.", DINNER),
    ("The wine flight is £25 per person.", DINNER),  # a sum per person the context gives
    ("Private whitening costs £395 per arch.", "Whitening costs £395 per arch, or £700 for both arches."),
])
def test_the_sum_for_the_group_or_shared_out_agrees(claim: str, context: str) -> None:
    assert find_conflicts(claim, context, context) == []


def test_a_share_the_group_does_not_give_conflicts_still() -> None:
    (reason,) = find_conflicts("The set dinner costs £20 per person.", DINNER, DINNER)
    assert '"£20"' in reason


def test_the_engine_contradicts_the_sum_given_per_one() -> None:
    verdict = LexicalEngine().check("Private whitening costs £395 per arch.", DENTAL)
    assert verdict.verdict == "contradicted" and "for both arches" in verdict.rationale
