"""The trained cross-encoder engine: onnxruntime + tokenizers + numpy only (no torch at run time).

Per claim sentence (a multi-sentence claim is supported only if every sentence is):

1. the context is cut into sentence-aligned windows of at most ``max_len`` tokens together with
   the claim sentence (the claim is never truncated; an over-long claim sentence is checked in
   word-aligned pieces);
   ``max_len`` defaults to 320 (the model was trained on windows of up to 256 tokens; at most 512);
2. BM25 picks the ``top_k`` windows; the model scores each (window, claim sentence) pair with
   three classes (supported / unsupported / contradicted); the best window is the one with
   the highest P(supported) (max over windows: unrelated context cannot lower the score).
   Windows are scored in BM25 order and scoring stops once one reaches ``early_exit``;
3. the sentence is ``supported`` when P(supported) >= ``t_support``; else ``contradicted`` when
   P(contradicted) >= ``t_contradict`` on some window or the lexical number/date/negation checks
   (``verifier.numbers.find_conflicts``) flag the best window; else ``unsupported``.
   A lexical conflict also overrides a support score below ``t_conflict_override``.

``confidence_score`` is P(supported) of the weakest sentence. Thresholds are fitted on the
held-out part of training-allowed data and stored next to the model (``<stem>.thresholds.json``).

When that file also holds a ``combiner`` (see :class:`Combiner`), the claim's final support
decision and ``confidence_score`` come from the weakest sentence's P(supported) together with the
lexical engine's score for the whole claim: word coverage catches content the model lets through
(a named detail absent from every window), the model catches paraphrase and edits coverage cannot
see. A number/date/negation conflict keeps the claim ``contradicted``; a contradiction only the
model suggests yields to a combined score that clears the combiner's threshold.

A claim the model does not find supported is supported after all where every such sentence holds a
figure the checks compute from the context (``verifier.numbers.computed_figures``: "£204" for 6
nights at £34), unless a window's P(contradicted) reaches ``COMPUTED_YIELDS_TO``, or is made only of what a JSON
record's fields or opening hours give (``verifier.records.record_stated``), and no check finds a conflict; its score
is then the lowest the thresholds call supported.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from verifier.absence import ABSENCE_SCORE, absence_holds, absence_note, absence_topic, stated_topics_note
from verifier.acronyms import respell_acronyms
from verifier.beyond_limits import denies_a_case_beyond_a_limit
from verifier.claims import sentences_to_check
from verifier.day_denials import denied_on_another_day
from verifier.int8_precision import PRECISION_OPTION, int8_products_saturate
from verifier.measures import respell_measures
from verifier.negation import exception_restated, said_negatively_in, statement_negation_cues
from verifier.numbers import CONFLICT_PENALTY, ContextFacts, computed_figures, find_conflicts, respell_numbers
from verifier.opposites import respell_direction, respell_negated_opposite
from verifier.period_sums import respell_period_sums
from verifier.records import record_stated, stated_note
from verifier.restrictions import denied_to_a_rival
from verifier.rounding import respell_rounded
from verifier.text import stemmed_content
from verifier.types import ClaimVerdict, Evidence, best_evidence
from verifier.windows import (
    BM25,
    Span,
    make_windows,
    split_long_sentences,
    split_sentences,
    top_windows,
    words,
)

if TYPE_CHECKING:
    from verifier.lexical import ContextIndex, LexicalEngine

__all__ = ["ModelEngine", "WindowedEngine", "Combiner", "DEFAULT_MODEL", "default_model_path", "logit",
           "sentence_verdict"]

MODELS_DIR = Path(__file__).resolve().parent / "models"
DEFAULT_MODEL = "groundcheck-minilm-nli.onnx"
MODEL_ENV = "GROUNDCHECK_MODEL_PATH"
THREADS_ENV = "GROUNDCHECK_MODEL_THREADS"
#: A sentence whose figure the checks compute from the context stays unsupported where the model finds a window
#: contradicting it at least this sure (see ``WindowedEngine._computed_support``).
COMPUTED_YIELDS_TO = 0.9

DEFAULT_THRESHOLDS = {"t_support": 0.5, "t_contradict": 0.5, "t_conflict_override": 0.9}
NO_EVIDENCE = "The context is empty: there is no evidence to check the claim against."


def logit(p: float | np.ndarray) -> float | np.ndarray:
    """log(p / (1 - p)) with p clipped to [1e-4, 1 - 1e-4]; for one score or an array of them
    (the combiner is fitted on arrays, ``verifier.train.thresholds``, and served on scores)."""
    p = np.clip(p, 1e-4, 1 - 1e-4)
    return np.log(p / (1 - p))


# A claim joining a denial to another statement ("are not required to delete it from work devices, but should ...")
# says more than one thing; the rule below reads only one short denial.
_JOINS_STATEMENTS = re.compile(r"\b(?:but|while|whereas|although|though|yet|however)\b|[;:]", re.IGNORECASE)
_ONE_DENIAL_WORDS = 25


def _one_denial(claim: str) -> bool:
    """``claim`` is one short sentence denying one thing ("Python 3.8 is not supported since version 2.0.")."""
    return (len(claim.split()) <= _ONE_DENIAL_WORDS and len(statement_negation_cues(claim)) == 1
            and not _JOINS_STATEMENTS.search(claim) and len(sentences_to_check(claim)) == 1)


def _denial_the_context_restates(claim: str, context: str) -> bool:
    """``claim`` is one short denial that the context makes too, in its own way: the model reads such a claim as a
    contradiction, so the lexical engine decides it. The context says it negatively ("Python 3.8 is not supported"
    against "dropped support for Python 3.8"), allows it "only" for another thing ("can't be added on Mondays" against
    "on Tuesdays and Thursdays only"), sets a limit the denied case lies beyond ("cannot send £12,000" against "up to
    £10,000"), gives other days ("cannot be delivered on a Monday" against "Tuesday to Saturday"), or excepts it ("An
    item reserved by another member cannot be renewed" against "... can be renewed twice unless another member has
    reserved them")."""
    return _one_denial(claim) and (
        said_negatively_in(claim, context, rare_word=True) or denied_to_a_rival(claim, context)
        or denies_a_case_beyond_a_limit(claim, context) or denied_on_another_day(claim, context)
        or exception_restated(claim, context))


def sentence_verdict(p_sup: float, p_con: float, conf: bool, ts: float, tc: float, to: float) -> str:
    """One claim sentence's verdict from its best window's P(supported), the highest
    P(contradicted) over its windows and whether a number/date/negation conflict was found; also
    replayed on cached scores when the thresholds are fitted (``verifier.train.thresholds``)."""
    if p_sup >= ts and not (conf and p_sup < to):
        return "supported"
    if conf or p_con >= tc:
        return "contradicted"
    return "unsupported"


@dataclass(frozen=True)
class Combiner:
    """P(consistent) from the model's claim score and the lexical engine's (word coverage with
    number/date/negation checks): a two-feature logistic model over their logits, fitted with its
    decision threshold on held-out training-allowed data (``verifier.train.thresholds``)."""

    w_model: float
    w_lexical: float
    bias: float
    threshold: float  # on the logit scale

    def logit(self, p_model: float, p_lexical: float) -> float:
        return float(self.w_model * logit(p_model) + self.w_lexical * logit(p_lexical) + self.bias)

    @classmethod
    def from_dict(cls, d: dict | None) -> Combiner | None:
        if not d:
            return None
        return cls(float(d["w_model"]), float(d["w_lexical"]), float(d["bias"]), float(d["threshold"]))


# onnxruntime's fused SkipLayerNormalization is ~4x slower here than Add + LayerNormalization
# (0.55 vs 0.12 ms at 512x384); the exported graph leaves them unfused and the runtime must not re-fuse.
DISABLED_OPTIMIZERS = ["SkipLayerNormFusion"]


def session_options(threads: int, spin: bool = False):  # noqa: ANN201 (onnxruntime.SessionOptions)
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Busy-waiting threads cost several times the latency when cores are shared (worker pools).
    opts.add_session_config_entry("session.intra_op.allow_spinning", "1" if spin else "0")
    if int8_products_saturate():  # the same scores on every CPU (verifier.int8_precision)
        opts.add_session_config_entry(PRECISION_OPTION, "1")
    return opts


def open_session(path: Path, opts):  # noqa: ANN001, ANN201 (onnxruntime types)
    """The inference session the engine runs: CPU, with the slow re-fusion kept off."""
    import onnxruntime as ort

    return ort.InferenceSession(str(path), opts, providers=["CPUExecutionProvider"],
                                disabled_optimizers=DISABLED_OPTIMIZERS)


def pair_logits(session, input_names: set[str], ids: Sequence[int], type_ids: Sequence[int]) -> np.ndarray:  # noqa: ANN001
    """Logits of one unpadded (evidence, claim) encoding; only the inputs the graph declares are fed."""
    feed = {"input_ids": np.array([ids], dtype=np.int64),
            "attention_mask": np.ones((1, len(ids)), dtype=np.int64),
            "token_type_ids": np.array([type_ids], dtype=np.int64)}
    return session.run(None, {k: v for k, v in feed.items() if k in input_names})[0][0]


def thresholds_path(model: Path) -> Path:
    """Where a model file's fitted thresholds and combiner live: ``<stem>.thresholds.json`` beside it."""
    return model.with_name(model.stem + ".thresholds.json")


def default_model_path() -> Path:
    return Path(os.environ.get(MODEL_ENV) or MODELS_DIR / DEFAULT_MODEL)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def fit_pair(tokenizer, evidence: str, claim: str, max_len: int):  # noqa: ANN001, ANN201
    """Encode (evidence, claim) for a ``tokenizers.Tokenizer``; if too long, cut the evidence at a
    token boundary (never the claim)."""
    enc = tokenizer.encode(evidence, claim)
    if len(enc.ids) <= max_len:
        return enc
    ev = tokenizer.encode(evidence, add_special_tokens=False)
    over = len(enc.ids) - max_len
    keep = max(0, len(ev.ids) - over)
    cut = ev.offsets[keep - 1][1] if keep else 0
    enc = tokenizer.encode(evidence[:cut], claim)
    while len(enc.ids) > max_len and cut > 0:  # rare: re-tokenisation at the cut differs
        keep -= 1
        cut = ev.offsets[keep - 1][1] if keep > 0 else 0
        enc = tokenizer.encode(evidence[:cut], claim)
    return enc


@dataclass
class _Context:
    """A context cut into sentences with their token counts (built once per context)."""

    text: str
    sentences: list[Span]
    costs: dict[tuple[int, int], int]
    sentence_bm25: BM25 | None = None  # built on first use

    @cached_property
    def sentence_stems(self) -> list[frozenset[str]]:
        return [frozenset(stemmed_content(s.text)) for s in self.sentences]

    def model_text(self, claim_sentence: str) -> str:
        """The claim sentence as the model sees it: numbers, measures, clock times, shares, hedged rounded
        figures, a sum per another period ("$348 a year" for "$29 per month"), the direction word ("declined"
        for the context's "fell"), a negated opposite ("not included" for the context's "excluded") and acronyms
        of names it writes out spelled as the context spells them."""
        facts = ContextFacts.of(self.text)
        rounded = respell_rounded(respell_acronyms(claim_sentence, self.text), facts)
        respelled = respell_measures(respell_numbers(respell_period_sums(rounded, facts), facts.spellings),
                                     facts.measure_spellings)
        return respell_negated_opposite(respell_direction(respelled, self.text), self.text)


@dataclass
class _SentenceResult:
    text: str
    p: np.ndarray  # class probabilities on the best window
    p_contra_max: float
    window: Span | None
    conflicts: list[str]
    verdict: str
    absent_topic: str | None = None  # a sentence saying the context leaves this out (verifier.absence)


class WindowedEngine:
    """Windowing, retrieval, per-sentence aggregation and conflict checks around a pair scorer.

    Subclasses set ``labels`` (class names of ``probs`` columns; must include "supported") and
    implement ``n_tokens`` and ``probs``.
    """

    name = "windowed"
    labels: list[str] = ["supported", "unsupported", "contradicted"]

    def __init__(self, max_len: int = 512, top_k: int = 3, check_conflicts: bool = True,
                 thresholds: dict[str, float] | None = None, thresholds_path: Path | None = None,
                 early_exit: float = 0.95, combine: bool = True, centre_radius: int = 2) -> None:
        self.max_len = max_len
        self.top_k = top_k
        self.centre_radius = centre_radius
        self.early_exit = early_exit
        self.check_conflicts = check_conflicts
        self.thresholds = dict(DEFAULT_THRESHOLDS)
        fitted = json.loads(thresholds_path.read_text()) if thresholds_path and thresholds_path.exists() else {}
        self.thresholds.update({k: float(v) for k, v in fitted.items() if k in DEFAULT_THRESHOLDS})
        self.thresholds.update(thresholds or {})
        self.combiner = Combiner.from_dict(fitted.get("combiner")) if combine else None
        self.lexical: LexicalEngine | None = None
        if self.combiner is not None:
            from verifier.lexical import LexicalEngine

            self.lexical = LexicalEngine()
        self._sup = self.labels.index("supported")
        self._con = self.labels.index("contradicted") if "contradicted" in self.labels else None

    @property
    def model_used(self) -> str:
        return self.name

    def n_tokens(self, text: str) -> int:
        raise NotImplementedError

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Class probabilities (rows) for (evidence, claim) pairs."""
        raise NotImplementedError

    def token_counts(self, texts: Sequence[str]) -> list[int]:
        return [self.n_tokens(t) for t in texts]

    # ------------------------------------------------------------------ API

    def check(self, claim: str, context: str) -> ClaimVerdict:
        return self.check_batch([claim], context)[0]

    def check_batch(self, claims: Sequence[str], context: str) -> list[ClaimVerdict]:
        ctx = self._index(context)
        lex_idx = self.lexical.index(context) if self.lexical is not None else None
        return [self._check(c, ctx, lex_idx) for c in claims]

    # ------------------------------------------------------------------ pieces

    def _index(self, context: str) -> _Context:
        sents = split_sentences(context)
        counts = self.token_counts([s.text for s in sents]) if sents else []
        # Pieces no longer than the budget left beside the longest claim piece (claim_pieces), so
        # that every window holds whole pieces and the model never truncates evidence.
        pieces = split_long_sentences(sents, counts, self.window_budget(self.max_len // 2), self.token_counts)
        return _Context(context, [s for s, _ in pieces], {(s.start, s.end): n for s, n in pieces})

    def window_budget(self, claim_tokens: int) -> int:
        return max(32, self.max_len - claim_tokens - 3)

    def windows(self, ctx: _Context, claim_tokens: int) -> list[Span]:
        budget = self.window_budget(claim_tokens)
        by_text = {}
        for s in ctx.sentences:
            by_text.setdefault(s.text, ctx.costs[(s.start, s.end)])
        return make_windows(ctx.text, budget, lambda t: by_text.get(t) or self.n_tokens(t), ctx.sentences)

    def centred_window(self, part: str, ctx: _Context, budget: int) -> Span | None:
        """The claim sentence's best BM25 sentence with up to ``centre_radius`` neighbours on each
        side, within ``budget`` tokens. Evidence at the edge of a long window of unrelated sentences
        is diluted (the model then calls that window unsupported); this window puts it in the middle."""
        sents = ctx.sentences
        if self.centre_radius <= 0 or len(sents) <= 2 * self.centre_radius + 1:
            return None  # the ordinary windows already hold the whole neighbourhood
        if ctx.sentence_bm25 is None:
            ctx.sentence_bm25 = BM25([words(s.text) for s in sents])
        scores = ctx.sentence_bm25.scores(words(part))
        best = max(range(len(sents)), key=lambda i: (scores[i], -i))
        if scores[best] <= 0:
            return None
        cost = [ctx.costs[(s.start, s.end)] for s in sents]
        lo = hi = best
        used = cost[best]
        for _ in range(self.centre_radius):
            for j in (lo - 1, hi + 1):
                if 0 <= j < len(sents) and used + cost[j] <= budget:
                    used += cost[j]
                    lo, hi = min(lo, j), max(hi, j)
        return Span(sents[lo].start, sents[hi].end, ctx.text[sents[lo].start : sents[hi].end])

    def claim_pieces(self, claim: str) -> list[str]:
        """Claim sentences; a sentence too long for one model input is cut at word boundaries."""
        parts = sentences_to_check(claim)
        limit = self.max_len // 2
        out: list[str] = []
        for p in parts:
            if self.n_tokens(p) <= limit:
                out.append(p)
                continue
            words, cur = p.split(), []
            for w in words:
                cur.append(w)
                if self.n_tokens(" ".join(cur)) > limit - 8:
                    out.append(" ".join(cur))
                    cur = []
            if cur:
                out.append(" ".join(cur))
        return out

    def _absence_result(self, part: str, topic: str, ctx: _Context) -> _SentenceResult:
        """A sentence saying the context does not mention ``topic`` (``verifier.absence``): the model,
        trained on facts, is not asked."""
        holds = absence_holds(topic, ctx.sentence_stems)
        p = np.zeros(len(self.labels))
        p[self._sup] = ABSENCE_SCORE if holds else 1.0 - ABSENCE_SCORE
        p[self.labels.index("unsupported") if "unsupported" in self.labels else 1 - self._sup] += 1.0 - p[self._sup]
        return _SentenceResult(part, p, 0.0, None, [], "supported" if holds else "unsupported", topic)

    def _check_sentence(self, part: str, ctx: _Context) -> _SentenceResult:
        topic = absence_topic(part)
        if topic is not None:
            return self._absence_result(part, topic, ctx)
        claim_tokens = self.n_tokens(part)
        wins = self.windows(ctx, claim_tokens)
        picked = top_windows(part, wins, self.top_k)
        # A window that shares no content word with the claim can neither support nor contradict
        # it; scored anyway, unrelated filler could turn a verdict "contradicted" as context grew.
        if any(score > 0 for _, score in picked):
            picked = [(i, score) for i, score in picked if score > 0]
        chosen = [wins[i] for i, _ in picked]
        centre = self.centred_window(part, ctx, self.window_budget(claim_tokens))
        if centre is not None and centre not in chosen:
            chosen.append(centre)
        rows = []
        seen_as = ctx.model_text(part)
        for w in chosen:  # BM25 order, centred window last; stop once a window clearly entails the claim
            rows.append(self.probs([(w.text, seen_as)])[0])
            if rows[-1][self._sup] >= self.early_exit:
                break
        chosen = chosen[: len(rows)]
        p = np.array(rows)
        best = int(np.argmax(p[:, self._sup]))
        p_con = float(p[:, self._con].max()) if self._con is not None else 0.0
        conflicts: list[str] = []
        if self.check_conflicts:
            # Against every passage the model scored.
            for w in dict.fromkeys([chosen[best], *chosen]):
                conflicts += [c for c in find_conflicts(part, w.text, ctx.text) if c not in conflicts]
        t = self.thresholds
        verdict = sentence_verdict(float(p[best, self._sup]), p_con, bool(conflicts), t["t_support"],
                                   t["t_contradict"], t["t_conflict_override"])
        return _SentenceResult(part, p[best], p_con, chosen[best], conflicts, verdict)

    def _check(self, claim: str, ctx: _Context, lex_idx: ContextIndex | None = None) -> ClaimVerdict:
        if not ctx.sentences:
            return ClaimVerdict("unsupported", 0.0, [], NO_EVIDENCE)
        parts = self.claim_pieces(claim)
        if not parts:
            return ClaimVerdict("unsupported", 0.0, [], "The claim is empty.")
        results = [self._check_sentence(p, ctx) for p in parts]
        score = min(float(r.p[self._sup]) for r in results)
        verdicts = [r.verdict for r in results]
        if "contradicted" in verdicts:
            verdict = "contradicted"
            score = min(score, 1.0 - max(r.p_contra_max for r in results if r.verdict == "contradicted"))
        elif "unsupported" in verdicts:
            verdict = "unsupported"
        else:
            verdict = "supported"
        # A number/date/negation conflict is hard: the claim stays contradicted. A contradiction
        # only the model suggests yields to a combined score that clears the threshold.
        hard = any(r.conflicts for r in results if r.verdict == "contradicted")
        lexical_conflict: ClaimVerdict | None = None
        negation_kept: ClaimVerdict | None = None
        if self.combiner is not None and self.lexical is not None and lex_idx is not None:
            lexical = self.lexical.check_indexed(claim, lex_idx)
            if lexical.verdict == "contradicted" and not hard:
                # The lexical engine compares the claim with its own best windows, which may hold the figure
                # the model's windows miss; a conflict it finds there is as hard as one found beside the model.
                hard, verdict, lexical_conflict = True, "contradicted", lexical
            z = self.combiner.logit(min(float(r.p[self._sup]) for r in results), lexical.confidence_score)
            p = 1 / (1 + math.exp(-z))
            if verdict == "contradicted" and not hard and _denial_the_context_restates(claim, ctx.text):
                verdict, score, negation_kept = lexical.verdict, lexical.confidence_score, lexical
            elif z >= self.combiner.threshold and not hard:
                verdict, score = "supported", p
            elif verdict == "contradicted":
                score = min(score, p)
            else:
                verdict, score = "unsupported", p
        computed: list[str] = []
        if verdict != "supported" and not hard and negation_kept is None and self.check_conflicts:
            computed = self._computed_support(results, ctx)
            if computed:
                verdict, score = "supported", max(score, self._support_floor())
        if verdict == "contradicted" and hard:
            # The model may find the claim's wording well supported while a number or date differs;
            # the score must still say "inconsistent" (near 0), as the lexical engine's does.
            score *= CONFLICT_PENALTY
        evidence = best_evidence(Evidence(r.window.text, r.window.start, r.window.end, round(float(r.p[self._sup]), 4))
                                 for r in results if r.window is not None)
        rationale = self._rationale(results, verdict)
        if computed:
            rationale = f"{stated_note(computed)}, and no check finds a conflict."
        if negation_kept is not None:
            rationale = negation_kept.rationale
        if lexical_conflict is not None:  # the passages holding the conflict come first
            spans = {(e.start, e.end) for e in lexical_conflict.evidence}
            evidence = list(lexical_conflict.evidence) + [e for e in evidence if (e.start, e.end) not in spans]
            rationale = lexical_conflict.rationale
        return ClaimVerdict(verdict, round(min(1.0, max(0.0, score)), 6), evidence, rationale)

    def _computed_support(self, results: list[_SentenceResult], ctx: _Context) -> list[str]:
        """The figures computed from the context (``verifier.numbers.computed_figures``) in each sentence the model
        does not find supported, or [] unless every such sentence holds one and draws no conflict: the model reads
        a figure it cannot see stated ("£204" for 6 nights at £34) as absent, the checks did the arithmetic. A
        window the model finds contradicting with P >= ``COMPUTED_YIELDS_TO`` keeps the sentence as it was, unless a
        record's fields or hours state it (``verifier.records.record_stated``: the model cannot read a record). A
        sentence the model finds supported counts the record's fields and hours it states, or else the figures the
        checks compute, too: the claim may be unsupported by the combined score alone, whose word coverage cannot
        read a record nor do the arithmetic ("up to 70 km more range than in Turbo" from 110 km and 40 km)."""
        figures: list[str] = []
        for r in results:
            if r.verdict == "supported":
                if not r.conflicts:
                    figures += record_stated(r.text, ctx.text) or computed_figures(r.text, ctx.text)
                continue
            if r.conflicts or r.absent_topic is not None:
                return []
            # a record's fields and hours are nothing the model can read, so its contradiction does not count there
            record = record_stated(r.text, ctx.text)
            if r.p_contra_max >= COMPUTED_YIELDS_TO and not record:
                return []
            found = record or computed_figures(r.text, ctx.text)
            if not found:
                return []
            figures += found
        return figures

    def _support_floor(self) -> float:
        """The lowest score the thresholds call supported."""
        if self.combiner is not None:
            return 1 / (1 + math.exp(-self.combiner.threshold))
        return float(self.thresholds["t_support"])

    def _rationale(self, results: list[_SentenceResult], verdict: str) -> str:
        if verdict == "supported":
            absent = [r.absent_topic for r in results if r.absent_topic is not None]
            if len(absent) == len(results):
                return absence_note(absent).strip()
            if len(results) == 1:
                return "The best-matching context passage entails the claim."
            return f"Each of the claim's {len(results)} sentences is entailed by the context." + absence_note(absent)
        bad = [r for r in results if r.verdict == verdict] or [min(results, key=lambda r: float(r.p[self._sup]))]
        quoted = "; ".join(f'"{r.text[:120]}"' for r in bad[:3])
        if verdict == "contradicted":
            reasons = [c for r in bad for c in r.conflicts]
            extra = (" (" + "; ".join(reasons[:3]) + ")") if reasons else ""
            return f"The context contradicts: {quoted}{extra}."
        stated = [r.absent_topic for r in bad if r.absent_topic is not None and r.verdict == "unsupported"]
        if stated:
            return stated_topics_note(stated[:3])
        return f"No context passage supports: {quoted}."

class ModelEngine(WindowedEngine):
    """Cross-encoder verdict engine over an int8 ONNX model (onnxruntime + tokenizers)."""

    name = "model"

    def __init__(
        self,
        model_path: str | Path | None = None,
        threads: int | None = None,
        max_len: int = 320,
        top_k: int = 3,
        check_conflicts: bool = True,
        thresholds: dict[str, float] | None = None,
        early_exit: float = 0.95,
        spin: bool = False,
        combine: bool = True,
    ) -> None:
        from tokenizers import Tokenizer

        self.path = Path(model_path) if model_path else default_model_path()
        if not self.path.is_file():
            raise FileNotFoundError(f"model file not found: {self.path}")
        meta_path = self.path.with_suffix(".json")
        self.meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
        self.labels = self.meta.get("labels", ["supported", "unsupported", "contradicted"])
        super().__init__(min(max_len, 512), top_k, check_conflicts, thresholds,
                         thresholds_path(self.path), early_exit, combine)
        threads = int(threads or os.environ.get(THREADS_ENV) or 2)
        self.session = open_session(self.path, session_options(threads, spin))
        self.input_names = {i.name for i in self.session.get_inputs()}
        tok_path = self.path.parent / "tokenizer.json"
        named = self.path.with_name(self.path.stem + ".tokenizer.json")
        self.tokenizer = Tokenizer.from_file(str(named if named.exists() else tok_path))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()

    @cached_property
    def model_used(self) -> str:
        return f"{self.path.name}@{_sha256(self.path)[:12]}"

    def n_tokens(self, text: str) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=False).ids)

    def token_counts(self, texts: Sequence[str]) -> list[int]:
        return [len(e.ids) for e in self.tokenizer.encode_batch(list(texts), add_special_tokens=False)]

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Class probabilities for (evidence, claim) pairs; one forward pass each (batching buys
        nothing on 2 cores and padding costs)."""
        out = []
        for ev, claim in pairs:
            enc = fit_pair(self.tokenizer, ev, claim, self.max_len)
            logits = pair_logits(self.session, self.input_names, enc.ids, enc.type_ids)
            e = np.exp(logits - logits.max())
            out.append(e / e.sum())
        return np.array(out).reshape(len(out), -1)
