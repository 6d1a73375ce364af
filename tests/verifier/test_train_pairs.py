"""Training pairs built from allowed records (verifier.train.data): each kind says what it claims to."""

import random

from verifier.train import synth
from verifier.train.data import LABEL_ID, PairMaker, synthetic_pairs

DOC = ("Northwind bought the logistics start-up Parcelly for $37.6 million in 2022. "
       "Sales rose 14.3 percent last year, while the operating costs of the group fell by six percent. "
       "The company said it needed many new drivers and picked Leeds for its largest depot in England. "
       "The depot in Leeds was finished within eighteen months by a local building firm.")


def _pairs(seed: int, negated_both_rate: float = 0.5) -> list[dict]:
    records = [{"id": "climate_fever:g1#0", "dataset": "climate_fever", "claim": "x", "evidence": [DOC],
                "label": "supported"}]
    pm = PairMaker(lambda text: len(text.split()), 256)
    return synthetic_pairs(records, pm, random.Random(seed), n_docs=10, negated_both_rate=negated_both_rate)


def test_reworded_sentence_is_supported_by_a_window_holding_the_original() -> None:
    reworded = [p for seed in range(8) for p in _pairs(seed) if p["src"].startswith("syn-reword-")]
    assert reworded
    sentences = [s.text for s in synth.doc_sentences(DOC)]
    for p in reworded:
        assert p["label"] == LABEL_ID["supported"]
        assert p["claim"] not in DOC
        originals = [s for s in sentences if len(set(s.split()) ^ set(p["claim"].split())) <= 3]
        assert originals and originals[0] in p["text"], p


def test_direction_edits_are_contradicted() -> None:
    edits = [p for seed in range(8) for p in _pairs(seed) if p["src"].startswith("syn-antonym")]
    assert edits
    assert all(p["label"] == LABEL_ID["contradicted"] and p["claim"] not in DOC for p in edits)


def test_a_sentence_negated_in_evidence_and_claim_alike_is_supported_and_its_original_contradicted() -> None:
    pairs = [p for seed in range(8) for p in _pairs(seed)]
    both = [p for p in pairs if p["src"].startswith("syn-negboth:")]
    dropped = [p for p in pairs if p["src"].startswith("syn-negdropped:")]
    assert both and len(both) == len(dropped)
    sentences = [s.text for s in synth.doc_sentences(DOC)]
    for agreeing, original in zip(both, dropped, strict=True):
        assert agreeing["label"] == LABEL_ID["supported"] and original["label"] == LABEL_ID["contradicted"]
        assert " not " in agreeing["claim"] and agreeing["claim"] in agreeing["text"]  # negated on both sides
        assert original["claim"] in sentences and original["claim"] not in original["text"]
        assert agreeing["text"] == original["text"]
    # off by default (the served model's recipe)
    without = [p for seed in range(8) for p in _pairs(seed, 0.0)]
    assert without and not [p for p in without if p["src"].startswith(("syn-negboth:", "syn-negdropped:"))]


def test_a_negation_is_added_once_and_never_to_a_negated_sentence() -> None:
    rng = random.Random(3)
    assert synth.add_negation("The depot was finished within eighteen months.", rng) == (
        "The depot was not finished within eighteen months.")
    assert synth.add_negation("Sales rose last year.", rng) is None  # no auxiliary to negate
    assert synth.has_negation("The firm did not hire drivers.") and synth.has_negation("There is no depot.")
    assert not synth.has_negation("The depot in Leeds was finished.")
