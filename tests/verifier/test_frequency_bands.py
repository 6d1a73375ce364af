"""How often a side effect occurs, against a leaflet's frequency headings (verifier.frequency_bands)."""

from __future__ import annotations

import pytest

from verifier.frequency_bands import band_conflicts, mentions_bands
from verifier.numbers import find_conflicts

LEAFLET = ("4. Possible side effects. Common (up to 1 in 10 people): tiredness, dry mouth, headache, sore throat. "
           "Uncommon (up to 1 in 100): stomach pain, pins and needles, vomiting. Rare (up to 1 in 1,000), usually "
           "after long use: thinning of the skin, itching.\n5. How to store Pollastra. Keep below 25°C.")


@pytest.mark.parametrize("claim", [
    "Pins and needles is a common side effect of Pollastra, affecting up to 1 in 10 people.",
    "Thinning of the skin is a common side effect of Pollastra.",
    "Headache affects more than 1 in 10 people who take Pollastra.",
    "Tiredness is common, whereas vomiting is rare.",
])
def test_an_effect_given_another_headings_band_conflicts(claim: str) -> None:
    assert band_conflicts(claim, LEAFLET)
    assert find_conflicts(claim, LEAFLET, LEAFLET)


@pytest.mark.parametrize("claim", [
    "Dry mouth and sore throat are each listed as common side effects of Pollastra, affecting up to one person in ten.",
    "Vomiting is an uncommon side effect of Pollastra, seen in up to 1 in 100 people.",
    "Tiredness is common, whereas thinning of the skin is rare.",
    "Itching may return after you stop taking Pollastra.",  # no band given
])
def test_an_effect_given_its_own_headings_band_or_rate_passes(claim: str) -> None:
    """"up to 1 in 100 people" is the heading's figure, not a figure missing where the context gives "10 people"."""
    assert band_conflicts(claim, LEAFLET) == []
    assert find_conflicts(claim, LEAFLET, LEAFLET) == []


def test_a_common_word_outside_a_heading_is_no_band() -> None:
    assert not mentions_bands("Colds are common in winter: rest and drink fluids.")
