"""The ``/claims/check`` pipeline: plan (segment, triage, decompose, caps) then verify with the engine.

``plan_claims`` is cheap and deterministic and needs no source: it is the price basis (the number
of atomic claims that will be checked). ``check_answer`` runs the plan against the sources with
whatever engine the worker holds, so this module never cares which engine that is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from verifier.claims import decompose, subject_of, triage
from verifier.segment import segment
from verifier.types import CONTEXT_JOINER, ClaimVerdict, Engine

__all__ = ["SourceDoc", "Plan", "plan_claims", "count_claims_task", "check_answer", "check_answer_task", "label_for"]

_VERDICTS = {"supported": "supported", "contradicted": "contradicted"}  # anything else -> unsupported
_WORST = {"contradicted": 2, "unsupported": 1, "supported": 0}
MAX_EVIDENCE = 3


@dataclass(frozen=True)
class SourceDoc:
    id: str
    name: str | None
    content: str


@dataclass
class Plan:
    sentences: list[dict] = field(default_factory=list)
    claims: list[dict] = field(default_factory=list)
    sentences_skipped: int = 0
    caps_hit: list[str] = field(default_factory=list)


def _antecedent(previous_subject: str | None, headings: tuple[str, ...]) -> str | None:
    if previous_subject:
        return previous_subject
    if headings and len(headings[-1].split()) <= 8:
        return headings[-1]
    return None


def plan_claims(answer: str, max_sentences: int, max_claims: int) -> Plan:
    """Sentences (with state and reason) and the atomic claims to check, caps applied in answer order."""
    plan = Plan()
    previous_subject: str | None = None
    section: tuple[str, ...] | None = None
    for index, sent in enumerate(segment(answer)):
        entry = {"index": index, "start": sent.start, "end": sent.end, "text": sent.text,
                 "headings": list(sent.headings), "listItem": sent.list_item}
        plan.sentences.append(entry)
        if sent.headings != section:
            section, previous_subject = sent.headings, None
        if index >= max_sentences:
            _skip(plan, entry, "maxSentences")
            continue
        antecedent = _antecedent(previous_subject, sent.headings)
        verdict = triage(sent.text, antecedent)
        if verdict.reason is not None:
            entry.update(state="not_checked", reason=verdict.reason, claimIds=[])
            continue
        texts = decompose(verdict.text, antecedent)
        if not texts:
            entry.update(state="not_checked", reason="no_verifiable_content", claimIds=[])
            continue
        if len(plan.claims) + len(texts) > max_claims:
            _skip(plan, entry, "maxClaims")
            continue
        ids = []
        for text in texts:
            claim_id = f"c{len(plan.claims) + 1}"
            ids.append(claim_id)
            plan.claims.append({"id": claim_id, "sentenceIndex": index, "text": text})
        entry.update(state="checked", reason=None, claimIds=ids)
        previous_subject = subject_of(texts[0].rstrip(".!?")) or previous_subject
    return plan


def _skip(plan: Plan, entry: dict, cap: str) -> None:
    entry.update(state="not_checked", reason="cap_exceeded", claimIds=[])
    plan.sentences_skipped += 1
    if cap not in plan.caps_hit:
        plan.caps_hit.append(cap)


def count_claims_task(answer: str, max_sentences: int, max_claims: int) -> int:
    """Pool task: the price basis (atomic claims that will be checked)."""
    return len(plan_claims(answer, max_sentences, max_claims).claims)


def label_for(share: float | None, warn: float, alert: float) -> str:
    """``ok`` below warn, ``warn`` from warn up to alert, ``alert`` at or above alert; ``n/a`` unmeasured."""
    if share is None:
        return "n/a"
    if share >= alert:
        return "alert"
    if share >= warn:
        return "warn"
    return "ok"


def _names(docs: Sequence[SourceDoc]) -> str:
    shown = [d.name or d.id for d in docs[:3]]
    text = ", ".join(shown)
    return text + (f" and {len(docs) - 3} more" if len(docs) > 3 else "")


def _evidence(verdict: ClaimVerdict, spans: list[tuple[int, int, SourceDoc]]) -> list[dict]:
    """Engine evidence (offsets into the joined context) as quotes with offsets into their own source."""
    out = []
    for ev in verdict.evidence:
        for base, length, doc in spans:
            if base <= ev.start < base + length:
                start, end = ev.start - base, min(ev.end - base, length)
                out.append({"sourceId": doc.id, "sourceName": doc.name, "start": start, "end": end,
                            "quote": doc.content[start:end]})
                break
        if len(out) >= MAX_EVIDENCE:
            break
    return out


def check_answer(engine: Engine, answer: str, sources: Sequence[SourceDoc], *, max_sentences: int,
                 max_claims: int, read_chars: int, warn: float, alert: float) -> dict:
    """The response body of ``POST /claims/check`` (without request echo fields)."""
    plan = plan_claims(answer, max_sentences, max_claims)
    notes: list[str] = []
    spans: list[tuple[int, int, SourceDoc]] = []
    pos = 0
    truncated: list[tuple[SourceDoc, int]] = []
    for doc in sources:
        if not doc.content.strip():
            continue
        read = doc.content[:read_chars]
        if len(doc.content) > read_chars:
            truncated.append((doc, len(doc.content) - read_chars))
        if spans:
            pos += len(CONTEXT_JOINER)
        spans.append((pos, len(read), doc))
        pos += len(read)
    context = CONTEXT_JOINER.join(doc.content[:length] for _, length, doc in spans)

    texts = [c["text"] for c in plan.claims]
    if texts and spans:
        verdicts = engine.check_batch(texts, context)
    else:
        reason = "No usable source content was supplied: there was no evidence to check the claim against."
        verdicts = [ClaimVerdict("unsupported", 0.0, [], reason) for _ in texts]
    counts = {"supported": 0, "contradicted": 0, "unsupported": 0}
    for claim, verdict in zip(plan.claims, verdicts, strict=True):
        name = _VERDICTS.get(verdict.verdict, "unsupported")
        counts[name] += 1
        claim.update(verdict=name, confidence=round(float(verdict.confidence_score), 4),
                     evidence=_evidence(verdict, spans), rationale=(verdict.rationale or "")[:400])
    by_id = {c["id"]: c for c in plan.claims}
    for entry in plan.sentences:
        verdicts_here = [by_id[i]["verdict"] for i in entry["claimIds"]]
        entry["verdict"] = max(verdicts_here, key=_WORST.__getitem__) if verdicts_here else None

    n = len(plan.claims)
    measured = n > 0 and bool(spans)
    share = round((counts["contradicted"] + counts["unsupported"]) / n, 4) if measured else None
    if plan.sentences_skipped:
        caps = " and ".join(plan.caps_hit)
        notes.append(f"{plan.sentences_skipped} sentence(s) were not checked because the answer exceeds the "
                     f"{caps} cap (reason cap_exceeded); the score covers the checked sentences only.")
    if truncated:
        dropped = sum(d for _, d in truncated)
        notes.append(f"{len(truncated)} source(s) were cut at {read_chars:,} characters ("
                     f"{_names([doc for doc, _ in truncated])}); {dropped:,} characters were not read, so claims "
                     f"supported only there come back unsupported. Split long documents into several sources.")
    if not spans:
        notes.append("No usable source content was supplied (no sources, or only blank ones): every claim is "
                     "unsupported and the score is n/a — no hallucination rate was measured.")
    if n == 0:
        notes.append("The answer has no checkable claim: the score is n/a, not 0%.")
    partial = bool(plan.sentences_skipped or truncated or not spans)
    checked = sum(1 for s in plan.sentences if s["state"] == "checked")
    return {
        "status": "partial" if partial else "ok",
        "score": {"unsupportedShare": share, "label": label_for(share, warn, alert),
                  "thresholds": {"warn": warn, "alert": alert}},
        "counts": {"sentences": len(plan.sentences), "checkedSentences": checked,
                   "notCheckedSentences": len(plan.sentences) - checked, "claims": n, **counts},
        "sentences": plan.sentences,
        "claims": plan.claims,
        "limits": {"maxSentences": max_sentences, "maxClaims": max_claims, "sourceReadChars": read_chars,
                   "sentencesSkipped": plan.sentences_skipped, "truncated": bool(plan.sentences_skipped or truncated),
                   "truncatedSources": [{"id": d.id, "name": d.name, "droppedChars": c} for d, c in truncated]},
        "notes": notes,
    }


def check_answer_task(answer: str, sources: list[tuple[str, str | None, str]], options: dict) -> dict:
    """Pool task: :func:`check_answer` with the worker's engine (``options`` are its keyword arguments)."""
    from verifier.pool import worker_engine

    engine = worker_engine()
    body = check_answer(engine, answer, [SourceDoc(*s) for s in sources], **options)
    body["engine"] = engine.model_used
    return body
