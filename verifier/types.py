"""Shared result types and the engine interface every verdict engine implements."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Literal, Protocol, runtime_checkable

Verdict = Literal["supported", "unsupported", "contradicted", "insufficient_evidence"]

# Parts of a context given as a list are joined with this separator; every evidence
# offset points into the joined string.
CONTEXT_JOINER = "\n\n"


@dataclass(frozen=True)
class Evidence:
    """One snippet of the context used to reach a verdict."""

    text: str
    start: int  # offset into the joined context: context[start:end] == text
    end: int
    score: float  # how strongly this snippet bears on the claim (engine specific, higher = more)

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class ClaimVerdict:
    verdict: Verdict
    confidence_score: float  # P(claim consistent with the evidence), in [0, 1]
    evidence: list[Evidence] = field(default_factory=list)
    rationale: str = ""

    def to_dict(self) -> dict:
        return {
            "verdict": self.verdict,
            "confidence_score": self.confidence_score,
            "evidence": [e.to_dict() for e in self.evidence],
            "rationale": self.rationale,
        }


def best_evidence(snippets: Iterable[Evidence]) -> list[Evidence]:
    """One snippet per span (the best-scored), best first, then in context order."""
    best: dict[tuple[int, int], Evidence] = {}
    for e in snippets:
        key = (e.start, e.end)
        if key not in best or best[key].score < e.score:
            best[key] = e
    return sorted(best.values(), key=lambda e: (-e.score, e.start))


def join_context(context: str | Sequence[str]) -> str:
    if isinstance(context, str):
        return context
    return CONTEXT_JOINER.join(context)


@runtime_checkable
class Engine(Protocol):
    """A verdict engine. Instances are created once per worker process and reused."""

    name: str

    @property
    def model_used(self) -> str:
        """Engine name plus version or model file identity, reported in every result."""
        ...

    def check(self, claim: str, context: str) -> ClaimVerdict:
        """Judge one claim against the (already joined) context."""
        ...

    def check_batch(self, claims: Sequence[str], context: str) -> list[ClaimVerdict]:
        """Judge several claims against one shared context, results in input order."""
        ...
