"""Synthetic training examples (verifier.train.synth): the edits must change what they claim to."""

import random
import re

from verifier.train import synth
from verifier.windows import words

DOC = "The bridge opened to traffic in 1932. It carries cars, trains and bicycles across the harbour."


def test_detail_phrases_name_places_dates_and_amounts() -> None:
    found = synth.detail_phrases(
        "The firm moved in March 2019, after talks with the City Council of Boulder, and grew by 20 percent.")
    assert "in March 2019" in found
    assert "with the City Council of Boulder" in found
    assert "by 20 percent" in found


def test_added_detail_is_absent_from_the_evidence_and_keeps_the_sentence() -> None:
    rng = random.Random(3)
    phrases = ["in 1932", "across the harbour", "at Vazyme Biotech", "during the Olympic Games"]
    for _ in range(20):
        out = synth.add_detail("The bridge opened to traffic, carrying cars and trains.", DOC, phrases, rng)
        assert out is not None and out.endswith(".")
        added = set(words(out)) - set(words("The bridge opened to traffic, carrying cars and trains."))
        assert added and not added & set(words(DOC)), out  # only baseless words were added
        assert re.sub(r" (at Vazyme Biotech|during the Olympic Games)", "", out) == (
            "The bridge opened to traffic, carrying cars and trains.")


def test_no_detail_when_every_phrase_is_in_the_evidence() -> None:
    assert synth.add_detail("The bridge opened.", DOC, ["in 1932", "across the harbour"], random.Random(0)) is None


def test_number_edit_changes_only_the_number() -> None:
    rng = random.Random(1)
    for _ in range(10):
        out = synth._edit_number("The bridge opened in 1932 with 4 lanes.", rng)
        assert out is not None and out != "The bridge opened in 1932 with 4 lanes."
        assert re.sub(r"\d+", "N", out) == "The bridge opened in N with N lanes."
