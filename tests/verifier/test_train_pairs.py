"""Training pairs built from allowed records (verifier.train.data): each kind says what it claims to."""

import random

from verifier.train import synth
from verifier.train.data import LABEL_ID, PairMaker, synthetic_pairs

DOC = ("Northwind bought the logistics start-up Parcelly for $37.6 million in 2022. "
       "Sales rose 14.3 percent last year, while the operating costs of the group fell by six percent. "
       "The company said it needed many new drivers and picked Leeds for its largest depot in England. "
       "The depot in Leeds was finished within eighteen months by a local building firm.")


def _pairs(seed: int) -> list[dict]:
    records = [{"id": "climate_fever:g1#0", "dataset": "climate_fever", "claim": "x", "evidence": [DOC],
                "label": "supported"}]
    pm = PairMaker(lambda text: len(text.split()), 256)
    return synthetic_pairs(records, pm, random.Random(seed), n_docs=10)


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
