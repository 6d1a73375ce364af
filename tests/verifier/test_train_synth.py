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


def test_reworded_figure_is_rounded_and_hedged_never_a_year() -> None:
    rng = random.Random(2)
    assert synth.round_under_hedge("The trial lowered pressure by 8.1 mmHg in 2021.", rng) in {
        f"The trial lowered pressure by {h} 8 mmHg in 2021." for h in ("about", "around", "roughly", "approximately")}
    out = synth.round_under_hedge("It has 1,204 staff.", rng)
    assert out is not None and re.fullmatch(r"It has \w+ 1,200 staff\.", out)
    out = synth.round_under_hedge("Revenue fell to $4.37 billion.", rng)
    assert out is not None and re.fullmatch(r"Revenue fell to \w+ \$4\.4 billion\.", out)
    assert synth.round_under_hedge("The bridge opened in 1932 with 2,000 seats.", rng) is None  # a year; already round
    assert synth.round_under_hedge("It costs about 8.1 dollars.", rng) is None  # already hedged


def test_synonym_swap_changes_one_lower_case_word_to_a_synonym() -> None:
    rng = random.Random(4)
    sentence = "Rose planted roses; prices rose and the study began."
    seen = set()
    for _ in range(20):
        out = synth.swap_synonym(sentence, rng)
        assert out is not None and out.startswith("Rose planted roses; prices ")  # the name is left alone
        changed = [(a, b) for a, b in zip(sentence.split(), out.split(), strict=True) if a != b]
        assert len(changed) == 1, out
        old, new = (w.strip(".;") for w in changed[0])
        assert new in synth._SYN[old]
        seen.add(old)
    assert seen == {"rose", "began"}
    assert synth.swap_synonym("The bridge carries trains.", rng) is None


def test_reword_keeps_every_word_of_the_evidence_but_one() -> None:
    rng = random.Random(5)
    sentence = "Drug X reduced blood pressure by 8.1 mmHg in 1,204 adults."
    kinds = set()
    for _ in range(20):
        out, kind = synth.reword(sentence, rng)
        kinds.add(kind)
        assert len(set(out.split()) - set(sentence.split())) <= 2, out
    assert kinds == {"round", "synonym"}


def test_direction_edit_uses_an_opposite_never_a_synonym() -> None:
    rng = random.Random(6)
    outs = {synth._edit_antonym("Sales rose 14% in 2021.", rng) for _ in range(30)}
    assert outs == {f"Sales {w} 14% in 2021." for w in ("fell", "dropped", "declined")}
    for word, opposites in synth.DIRECTIONS.items():
        synonyms = set(synth._SYN.get(word, [])) | {word}
        assert not synonyms & set(opposites), word
