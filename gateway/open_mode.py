"""Open mode: one web search per claim, the relevant results checked with the same engine in the pool.

Outcomes, per claim:
- relevant results (provider score >= ``search_min_score``) -> the engine's verdict over them; every
  relevant result is cited in ``evidence`` (url, title, content, score) with the snippet the engine
  scored (``text``, ``start``/``end`` into that result's ``content``, ``evidence_score``);
- none -> ``insufficient_evidence``, score 0.0, a note saying what came back;
- the provider failed (timeout, HTTP error, malformed body) -> keyed callers get
  ``insufficient_evidence`` with a note naming the failure (a 200: the check itself worked);
  **paid callers get 503 ``search_unavailable`` instead, so nothing is settled** and the same
  payment can be retried: a payment only ever buys a check that actually looked at evidence.
"""

from __future__ import annotations

from dataclasses import dataclass

from gateway.offload import PoolFailure, offload
from gateway.open_task import check_pairs
from gateway.payments import WorkOutcome
from gateway.search import SearchFailed, SearchResult, search_all
from gateway.services import Services
from verifier.types import ClaimVerdict, Evidence

NOT_CONFIGURED_NOTE = (
    "open mode needs a web search provider and none is configured on this deployment; "
    "no evidence was retrieved, so no verdict on the claim's truth was made"
)
SEARCH_RETRY_AFTER_S = 5


@dataclass(frozen=True)
class OpenChecked:
    verdicts: list[ClaimVerdict]
    evidence: list[list[dict]]  # one evidence list per claim
    model_used: str | None


def _note(text: str) -> list[dict]:
    return [{"source": "web", "note": text}]


def _insufficient(note: str) -> tuple[ClaimVerdict, list[dict]]:
    return ClaimVerdict("insufficient_evidence", 0.0, [], note), _note(note)


def not_configured(n: int) -> tuple[list[ClaimVerdict], list[list[dict]]]:
    """Every claim ``insufficient_evidence``: there is no provider to ask."""
    pairs = [_insufficient(NOT_CONFIGURED_NOTE) for _ in range(n)]
    return [p[0] for p in pairs], [p[1] for p in pairs]


def joined(results: list[SearchResult]) -> tuple[str, list[int]]:
    """The results' contents joined with a blank line, and where each one starts."""
    starts, pos = [], 0
    for r in results:
        starts.append(pos)
        pos += len(r.content) + 2
    return "\n\n".join(r.content for r in results), starts


def cite(results: list[SearchResult], starts: list[int], evidence: list[Evidence]) -> list[dict]:
    """One evidence item per result: the engine's best snippet in it (offsets into its content), if any.

    Results the engine drew on come first (strongest snippet first), then the rest in provider order."""
    best: dict[int, Evidence] = {}
    for e in evidence:
        i = max(k for k, s in enumerate(starts) if s <= e.start)
        if i not in best or e.score > best[i].score:
            best[i] = e
    items = []
    for i, r in enumerate(results):
        item: dict = {"source": "web", "url": r.url, "title": r.title, "content": r.content, "score": r.score,
                      "text": None, "start": None, "end": None, "evidence_score": None}
        if i in best:
            e = best[i]
            start = min(e.start - starts[i], len(r.content))
            end = max(start, min(e.end - starts[i], len(r.content)))
            item.update(text=r.content[start:end], start=start, end=end, evidence_score=round(e.score, 6))
        items.append(item)
    order = sorted(range(len(items)), key=lambda k: (k not in best, -(best[k].score if k in best else 0.0), k))
    return [items[k] for k in order]


async def run_open(services: Services, claims: list[str], *, paid: bool) -> OpenChecked | WorkOutcome:
    """Verdicts and evidence for the claims, or an error :class:`WorkOutcome` (never settled)."""
    provider = services.search
    if provider is None:
        return OpenChecked(*not_configured(len(claims)), "none (open mode: no search provider configured)")
    found = await search_all(provider, claims, deadline_s=services.settings.request_deadline_s)
    failed = [f for f in found if isinstance(f, SearchFailed)]
    if failed and paid:
        return WorkOutcome(503, {"error": "the web search provider failed; nothing was charged, retry the same "
                                          "payment shortly", "source": "search", "reason": failed[0].reason,
                                 "retry_after_s": SEARCH_RETRY_AFTER_S})
    min_score = services.settings.search_min_score
    slots: list[tuple[ClaimVerdict, list[dict]] | None] = []
    pairs: list[tuple[str, str]] = []
    contexts: list[tuple[list[SearchResult], list[int]]] = []
    for claim, got in zip(claims, found, strict=True):
        if isinstance(got, SearchFailed):
            slots.append(_insufficient(f"{got.reason}; no evidence was retrieved, so no verdict on the claim's "
                                       "truth was made (retry later)"))
            continue
        relevant = [r for r in got if r.score >= min_score]
        if not relevant:
            slots.append(_insufficient(f"the web search returned {len(got)} result(s), none with relevance "
                                       f">= {min_score:g}; no verdict on the claim's truth was made"))
            continue
        text, starts = joined(relevant)
        pairs.append((claim, text))
        contexts.append((relevant, starts))
        slots.append(None)
    checked: list[ClaimVerdict] = []
    if pairs:
        try:
            checked = await offload(services, check_pairs, pairs)
        except PoolFailure as failure:
            return failure.outcome()
    verdicts, evidence, it = [], [], iter(zip(checked, contexts, strict=True))
    for slot in slots:
        if slot is None:
            v, (relevant, starts) = next(it)
            slot = (v, cite(relevant, starts, v.evidence))
        verdicts.append(slot[0])
        evidence.append(slot[1])
    return OpenChecked(verdicts, evidence, services.pool.model_used)
