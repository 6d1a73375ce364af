"""The 200 body of POST /check and /check/batch, shared by the route and the ``groundcheck`` CLI.

Kept free of heavy imports (no aiohttp app, no payments) so the CLI starts quickly.
"""

from __future__ import annotations

from datetime import UTC, datetime

from gateway.storage import new_check_id
from verifier.types import ClaimVerdict


def evidence_items(verdict: ClaimVerdict) -> list[dict]:
    return [{"source": "context", **e.to_dict()} for e in verdict.evidence]


def check_body(verdicts: list[ClaimVerdict], model_used: str | None, latency_ms: int, *, batch: bool,
               evidence: list[list[dict]] | None = None) -> dict:
    """``{"data": item | [items], "meta": {...}}`` with one item per verdict, in order."""
    evidence = evidence if evidence is not None else [evidence_items(v) for v in verdicts]
    checked_at = datetime.now(UTC).isoformat()
    data = [
        {"id": new_check_id(), "verdict": v.verdict, "confidence_score": round(float(v.confidence_score), 6),
         "evidence": ev, "model_used": model_used, "latency_ms": latency_ms, "checked_at": checked_at,
         "rationale": v.rationale}
        for v, ev in zip(verdicts, evidence, strict=True)
    ]
    meta: dict = {"timestamp": checked_at}
    if batch:
        meta["count"] = len(data)
        return {"data": data, "meta": meta}
    return {"data": data[0], "meta": meta}
