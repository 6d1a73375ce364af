"""Dates a whole number of weeks from a context date, where the context states a weekly cycle
(verifier.date_math)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts

BINS = ("Black bins and blue bins are collected on alternate Tuesdays, so one of them goes out each week; the next "
        "black-bin collection is Tuesday 3 June 2025. Food caddies are emptied every Tuesday.")
NO_CYCLE = "The next black-bin collection is Tuesday 3 June 2025."


@pytest.mark.parametrize("claim", [
    "After Tuesday 3 June 2025, the next black-bin collection is Tuesday 17 June 2025.",
    "Tuesday 10 June 2025 is a blue-bin recycling collection.",
    "The food caddy was emptied on Tuesday 27 May 2025 as well.",
])
def test_a_date_whole_weeks_from_a_context_date_follows_from_the_cycle(claim: str) -> None:
    assert find_conflicts(claim, BINS, BINS) == []


@pytest.mark.parametrize(("claim", "context"), [
    ("The next black-bin collection is Tuesday 4 June 2025.", BINS),  # not a whole number of weeks
    ("After Tuesday 3 June 2025, the next black-bin collection is Tuesday 17 June 2025.", NO_CYCLE),  # no cycle
])
def test_other_dates_still_conflict(claim: str, context: str) -> None:
    (reason,) = find_conflicts(claim, context, context)
    assert '"3 June 2025"' in reason
