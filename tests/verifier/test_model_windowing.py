"""Windowing, retrieval, multi-sentence and conflict logic of the model engine, with a
deterministic stand-in scorer (no model file needed)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from verifier.model_engine import WindowedEngine
from verifier.windows import Span, make_windows, split_long_sentences, split_sentences, words


class OverlapEngine(WindowedEngine):
    """P(supported) = 0.9 when every content word of the claim is in the window, else 0.1."""

    name = "overlap-test"

    def __init__(self, p_hit: float = 0.9, **kw: object) -> None:
        self.p_hit = p_hit
        self.seen: list[tuple[str, str]] = []
        super().__init__(**kw)  # type: ignore[arg-type]

    def n_tokens(self, text: str) -> int:
        return len(text.split())

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        rows = []
        for ev, claim in pairs:
            self.seen.append((ev, claim))
            assert self.n_tokens(ev) + self.n_tokens(claim) + 3 <= self.max_len or len(split_sentences(ev)) == 1
            hit = set(words(claim)) <= set(words(ev))
            p = self.p_hit if hit else 0.1
            rows.append([p, (1 - p) * 0.8, (1 - p) * 0.2])
        return np.array(rows)


FILLER = [f"Filler sentence {i} talks about weather, cows and {i % 7} fields." for i in range(300)]
KEY = "The Harbour Bridge opened to traffic in 1932 after eight years of work."


def test_windows_are_sentence_aligned_and_within_budget() -> None:
    text = " ".join(FILLER[:40])
    sents = split_sentences(text)
    wins = make_windows(text, 50, lambda t: len(t.split()))
    starts, ends = {s.start for s in sents}, {s.end for s in sents}
    assert len(wins) > 5
    for w in wins:
        assert text[w.start : w.end] == w.text
        assert w.start in starts and w.end in ends
        assert len(w.text.split()) <= 50
    # Every sentence is in some window.
    assert all(any(w.start <= s.start and s.end <= w.end for w in wins) for s in sents)


def count_words(texts: Sequence[str]) -> list[int]:
    return [len(t.split()) for t in texts]


def test_over_long_sentences_are_cut_into_pieces_within_the_limit() -> None:
    rows = ", ".join(f'{{"town": "T{i}", "pop": {i}}}' for i in range(60))  # JSON: no sentence ends
    text = f"Short one.\n\n[{rows}]\n\nAnother short one."
    sents = split_sentences(text)
    pieces = split_long_sentences(sents, count_words([s.text for s in sents]), 20, count_words)
    assert pieces[0][0].text == "Short one." and pieces[-1][0].text == "Another short one."
    assert len(pieces) > 10
    for piece, cost in pieces:
        assert text[piece.start : piece.end] == piece.text
        assert len(piece.text.split()) <= cost <= 20  # words joined across a blank-free cut count twice
        # whole records: cut between them (after the comma), never inside one
        assert piece.text.count("{") == piece.text.count("}")
    # nothing lost but blanks, order kept
    assert "".join("".join(p.text.split()) for p, _ in pieces) == "".join(text.split())


def test_piece_costs_are_exact_for_the_served_tokenizer() -> None:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(Path(__file__).parents[2] / "verifier/models/tokenizer.json"))

    def counts(texts: Sequence[str]) -> list[int]:
        return [len(e.ids) for e in tok.encode_batch(list(texts), add_special_tokens=False)]

    text = json.dumps([{"town": f"Town {i}", "pop": 1000 + i, "tags": ["a", "b"]} for i in range(80)])
    piece_list = split_long_sentences([Span(0, len(text), text)], counts([text]), 64, counts)
    assert len(piece_list) > 10
    for piece, cost in piece_list:
        assert cost == counts([piece.text])[0] <= 64


def test_a_clause_longer_than_the_limit_is_cut_between_words() -> None:
    text = " ".join(f"word{i}" for i in range(50))
    pieces = split_long_sentences([Span(0, len(text), text)], [50], 16, count_words)
    assert [c for _, c in pieces] == [16, 16, 16, 2]
    assert all(text[p.start : p.end] == p.text for p, _ in pieces)


class TruncatingEngine(OverlapEngine):
    """Reads only as many evidence words as fit beside the claim, as a model with an input limit does."""

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        rows = []
        for ev, claim in pairs:
            self.seen.append((ev, claim))
            read = ev.split()[: self.max_len - self.n_tokens(claim) - 3]
            p = self.p_hit if set(words(claim)) <= set(words(" ".join(read))) else 0.1
            rows.append([p, (1 - p) * 0.8, (1 - p) * 0.2])
        return np.array(rows)


def test_evidence_without_sentence_ends_is_read_to_the_end() -> None:
    """A long JSON / table / transcript is one "sentence"; the model must not see only its start."""
    records = [f'{{"town": "Town {i}", "population": {1000 + i}}}' for i in range(200)]
    records[170] = '{"town": "Springfield", "population": 58231, "mayor": "Ann Lee"}'
    context = "[" + ", ".join(records) + "]"
    eng = TruncatingEngine(max_len=64)
    v = eng.check("Ann Lee is the mayor of Springfield.", context)
    assert v.verdict == "supported"
    assert all(eng.n_tokens(ev) + eng.n_tokens(c) + 3 <= eng.max_len for ev, c in eng.seen)
    assert any("Springfield" in e.text and context[e.start : e.end] == e.text for e in v.evidence)


def test_long_context_finds_the_supporting_window_and_reports_offsets() -> None:
    context = "\n\n".join(FILLER[:150] + [KEY] + FILLER[150:])
    eng = OverlapEngine(max_len=128, top_k=3)
    v = eng.check("The Harbour Bridge opened in 1932.", context)
    assert v.verdict == "supported"
    assert v.confidence_score == 0.9
    # the one window sharing a content word (top_k=3 is the most), then the window centred on KEY
    assert len(eng.seen) == 2
    assert any(KEY in e.text for e in v.evidence)
    for e in v.evidence:
        assert context[e.start : e.end] == e.text


class JumpyEngine(OverlapEngine):
    """Like OverlapEngine, but confidently says "contradicted" on any window without the claim's words."""

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        rows = super().probs(pairs)
        for row, (ev, claim) in zip(rows, pairs, strict=True):
            if not set(words(claim)) <= set(words(ev)):
                row[:] = [0.05, 0.15, 0.8]
        return rows


def test_windows_sharing_no_word_with_the_claim_are_not_scored() -> None:
    context = "\n\n".join(FILLER[:150] + [KEY] + FILLER[150:])
    eng = JumpyEngine(max_len=128, top_k=3)
    v = eng.check("The Harbour Bridge opened in 1932.", context)
    assert v.verdict == "supported"
    assert [KEY in ev for ev, _ in eng.seen] == [True, True]  # its window, then the centred one


def test_claims_sharing_no_word_with_any_window_are_still_scored() -> None:
    # A full paraphrase has no BM25 hit anywhere: the model still judges the top windows.
    eng = JumpyEngine(max_len=128, top_k=3)
    v = eng.check("Penguins thrive in deserts.", "\n\n".join(FILLER[:150]))
    assert len(eng.seen) == 3
    assert v.verdict == "contradicted"


class DilutedEngine(OverlapEngine):
    """Like OverlapEngine, but evidence inside a window of more than 60 words is missed (P 0.2)."""

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        rows = super().probs(pairs)
        for row, (ev, _) in zip(rows, pairs, strict=True):
            if row[0] == self.p_hit and len(ev.split()) > 60:
                row[:] = [0.2, 0.64, 0.16]
        return rows


def test_a_window_centred_on_the_best_sentence_rescues_diluted_evidence() -> None:
    context = "\n\n".join(FILLER[:30] + [KEY] + FILLER[30:60])
    claim = "The Harbour Bridge opened in 1932."
    centred = DilutedEngine(max_len=128, top_k=3)
    v = centred.check(claim, context)
    assert v.verdict == "supported"
    best = next(e for e in v.evidence if e.score == 0.9)
    assert KEY in best.text and context[best.start : best.end] == best.text
    # KEY with two whole sentences on each side: sentence-aligned, within the token budget.
    assert split_sentences(best.text)[2].text == KEY
    assert len(split_sentences(best.text)) == 5
    assert len(best.text.split()) + len(claim.split()) + 3 <= 128
    plain = DilutedEngine(max_len=128, top_k=3, centre_radius=0)
    assert plain.check(claim, context).verdict != "supported"


def test_the_centred_window_keeps_to_the_token_budget() -> None:
    long_sentences = [f"Sentence {i} is a long one" + " about cows and fields" * 8 + "." for i in range(20)]
    eng = DilutedEngine(max_len=512)
    ctx = eng._index(" ".join(long_sentences[:10] + [KEY] + long_sentences[10:]))
    claim = "The Harbour Bridge opened in 1932."
    key_cost, neighbour_cost = eng.n_tokens(KEY), eng.n_tokens(long_sentences[9])
    assert eng.centred_window(claim, ctx, key_cost + neighbour_cost - 1).text == KEY
    one = eng.centred_window(claim, ctx, key_cost + neighbour_cost)
    assert one.text == long_sentences[9] + " " + KEY
    both = eng.centred_window(claim, ctx, key_cost + 2 * neighbour_cost)
    assert both.text == " ".join(long_sentences[9:10] + [KEY] + long_sentences[10:11])
    wide = eng.centred_window(claim, ctx, 10_000)
    assert len(split_sentences(wide.text)) == 5  # centre_radius 2: two whole sentences each side
    assert eng.centred_window("Penguins thrive in deserts.", ctx, 10_000) is None  # no sentence matches


def test_scoring_stops_at_a_clearly_entailing_window() -> None:
    context = "\n\n".join(FILLER[:150] + [KEY] + FILLER[150:])
    eng = OverlapEngine(p_hit=0.99, max_len=128, top_k=3)
    assert eng.check("The Harbour Bridge opened in 1932.", context).verdict == "supported"
    assert len(eng.seen) == 1


def test_unrelated_context_does_not_lower_the_score() -> None:
    eng = OverlapEngine(max_len=128)
    short = eng.check("The Harbour Bridge opened in 1932.", KEY)
    long = eng.check("The Harbour Bridge opened in 1932.", "\n\n".join([*FILLER, KEY, *FILLER]))
    assert short.confidence_score == long.confidence_score == 0.9


def test_multi_sentence_claim_needs_every_sentence() -> None:
    eng = OverlapEngine(max_len=256)
    ctx = KEY + " It is 1,149 metres long."
    both = eng.check("The Harbour Bridge opened in 1932. It is 1,149 metres long.", ctx)
    assert both.verdict == "supported"
    one_bad = eng.check("The Harbour Bridge opened in 1932. Penguins painted it purple.", ctx)
    assert one_bad.verdict == "unsupported"
    assert one_bad.confidence_score == 0.1
    assert "Penguins" in one_bad.rationale


def test_long_claim_is_never_truncated() -> None:
    eng = OverlapEngine(max_len=64)
    claim_words = [f"w{i}" for i in range(100)]
    claim = " ".join(claim_words)
    eng.check(claim, KEY)
    checked = " ".join(c for _, c in eng.seen)
    assert all(w in checked.split() for w in claim_words)
    assert all(len(c.split()) <= 32 for _, c in eng.seen)


def test_number_conflict_is_contradicted() -> None:
    eng = OverlapEngine(p_hit=0.6, max_len=256)  # model unsure, the lexical check decides
    v = eng.check("The Harbour Bridge opened to traffic in 1950.", KEY)
    assert v.verdict == "contradicted"
    assert "1950" in v.rationale
    assert v.confidence_score < 0.5


class NumberBlindEngine(OverlapEngine):
    """A scorer that reads words but not numbers: every window looks like it entails the claim."""

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        return np.array([[0.85, 0.1, 0.05] for _ in pairs])


def test_a_number_conflict_scores_near_zero_however_sure_the_model_is(tmp_path: Path) -> None:
    """The seed's meaning of confidence_score: P(consistent), near 0 for a contradicted claim."""
    wrong, right = "The Harbour Bridge opened to traffic in 1950.", "The Harbour Bridge opened to traffic in 1932."
    plain = NumberBlindEngine(max_len=256, combine=False)
    v = plain.check(wrong, KEY)
    assert v.verdict == "contradicted" and "1950" in v.rationale
    assert v.confidence_score <= 0.15
    ok = plain.check(right, KEY)
    assert ok.verdict == "supported" and abs(ok.confidence_score - 0.85) < 1e-6
    path = tmp_path / "m.thresholds.json"
    path.write_text(json.dumps({"combiner": {"w_model": 0.0, "w_lexical": 0.0, "bias": 5.0, "threshold": 0.0}}))
    sure = NumberBlindEngine(max_len=256, thresholds_path=path)  # the combiner alone would say P = 0.993
    v = sure.check(wrong, KEY)
    assert v.verdict == "contradicted" and v.confidence_score <= 0.15
    assert sure.check(right, KEY).confidence_score > 0.99


def test_confident_model_overrides_a_weak_lexical_conflict() -> None:
    eng = OverlapEngine(p_hit=0.99, max_len=256, thresholds={"t_conflict_override": 0.95})
    v = eng.check("The Harbour Bridge opened to traffic in 1932 after eight years.", KEY)
    assert v.verdict == "supported"


def test_empty_context_and_claim() -> None:
    eng = OverlapEngine()
    assert eng.check("Anything.", "").verdict == "unsupported"
    assert eng.check("", KEY).verdict == "unsupported"
    assert eng.check_batch(["The Harbour Bridge opened in 1932.", "Cows fly."], KEY)[1].verdict == "unsupported"


def test_sentences_with_nothing_to_check_do_not_sink_the_claim() -> None:
    e = OverlapEngine(max_len=64)
    answer = "Sure! Here is a concise summary of the passage: " + KEY + " Do you want more details?"
    v = e.check(answer, " ".join(FILLER[:20] + [KEY]))
    assert v.verdict == "supported"
    assert {c for _, c in e.seen} == {KEY}  # only the factual sentence reached the scorer
    # but a greeting cannot carry an unsupported fact through
    assert e.check("Sure! The bridge opened in 1950 after a vote.", KEY).verdict != "supported"


def combined(tmp_path: Path, combiner: dict, p_hit: float = 0.9) -> OverlapEngine:
    path = tmp_path / "m.thresholds.json"
    path.write_text(json.dumps({"t_support": 0.5, "combiner": combiner}))
    return OverlapEngine(p_hit=p_hit, max_len=256, thresholds_path=path)


def test_combiner_decides_support_from_model_and_lexical_scores(tmp_path: Path) -> None:
    lexical_only = combined(tmp_path, {"w_model": 0.0, "w_lexical": 1.0, "bias": 0.0, "threshold": 0.0})
    model_only = combined(tmp_path, {"w_model": 1.0, "w_lexical": 0.0, "bias": 0.0, "threshold": 0.0})
    # The stand-in model rejects one extra word; word coverage is still high.
    claim = "The Harbour Bridge opened to traffic in 1932 after eight long years."
    assert model_only.check(claim, KEY).verdict == "unsupported"
    v = lexical_only.check(claim, KEY)
    assert v.verdict == "supported" and v.confidence_score > 0.5
    assert model_only.combiner is not None and lexical_only.lexical is not None
    # confidence_score is the combined P(consistent)
    m = model_only.check("The Harbour Bridge opened in 1932.", KEY)
    assert m.verdict == "supported" and abs(m.confidence_score - 0.9) < 1e-6


def test_combiner_keeps_contradictions_and_can_be_switched_off(tmp_path: Path) -> None:
    eng = combined(tmp_path, {"w_model": 0.0, "w_lexical": 0.0, "bias": 5.0, "threshold": 0.0}, p_hit=0.6)
    v = eng.check("The Harbour Bridge opened to traffic in 1950.", KEY)  # always "supported" by the combiner
    assert v.verdict == "contradicted" and v.confidence_score < 0.5
    assert eng.check("Penguins painted the bridge purple.", KEY).verdict == "supported"
    path = tmp_path / "m.thresholds.json"
    plain = OverlapEngine(max_len=256, thresholds_path=path, combine=False)
    assert plain.combiner is None and plain.check("Penguins painted the bridge purple.", KEY).verdict == "unsupported"


def test_unsupported_rationale_names_the_weakest_sentence_when_the_combiner_decides(tmp_path: Path) -> None:
    eng = combined(tmp_path, {"w_model": 0.0, "w_lexical": 0.0, "bias": -5.0, "threshold": 0.0})
    v = eng.check("The Harbour Bridge opened in 1932.", KEY)
    assert v.verdict == "unsupported" and "Harbour Bridge" in v.rationale


def test_a_contradiction_only_the_model_suggests_yields_to_the_combiner(tmp_path: Path) -> None:
    path = tmp_path / "m.thresholds.json"
    path.write_text(json.dumps({"t_support": 0.5, "t_contradict": 0.1,
                                "combiner": {"w_model": 0.0, "w_lexical": 0.0, "bias": 5.0, "threshold": 0.0}}))
    claim = "Penguins painted the bridge purple."  # the stand-in gives P(contradicted) 0.18: soft
    assert OverlapEngine(max_len=256, thresholds_path=path, combine=False).check(claim, KEY).verdict == "contradicted"
    assert OverlapEngine(max_len=256, thresholds_path=path).check(claim, KEY).verdict == "supported"


def test_a_conflict_in_any_scored_window_is_found() -> None:
    # BM25 ranks the two wordy paragraphs first and the scorer likes none of them; only the third
    # scored window states the year, and the claim's year differs from it.
    parts = ["The Harbour Bridge opened to traffic amid a parade; the Harbour Bridge opened to traffic with trains.",
             *FILLER[:6], "Traffic on the Harbour Bridge opened new routes to the north shore.", *FILLER[6:12],
             "The bridge opened in 1932.", *FILLER[12:18]]
    eng = OverlapEngine(max_len=48, top_k=3)
    v = eng.check("The Harbour Bridge opened to traffic in 1950.", "\n\n".join(parts))
    assert ["1932" in ev for ev, _ in eng.seen] == [False, False, True]
    assert v.verdict == "contradicted" and "1950" in v.rationale


_SCORE_IN_A_FRESH_PROCESS = """
from verifier.windows import BM25, words
docs = [words(t) for t in (
    "Version 3.2.0 dropped support for Python 3.8 and added wheels for Python 3.13.",
    "The release notes for version 3.2.0 list support changes, wheels, Python builds and fixes.",
    "Python 3.13 wheels ship for every platform; version 3.1 still supports Python 3.8.",
)]
print([s.hex() for s in BM25(docs).scores(words("Version 3.2.0 dropped support for Python 3.13 wheels."))])
"""


def test_window_retrieval_scores_do_not_depend_on_the_hash_seed() -> None:
    """Equal scores must break ties the same way in every worker, so the sum runs in one order."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    outputs = {
        subprocess.run([sys.executable, "-c", _SCORE_IN_A_FRESH_PROCESS], capture_output=True, text=True, check=True,
                       cwd=root, env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(root)}).stdout
        for seed in ("0", "1", "2", "3", "4", "5", "6", "7")
    }
    assert len(outputs) == 1, outputs
