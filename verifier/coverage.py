"""Claim-token evidence coverage (seed 000, ``POST /v1/hallucination-rate``).

Tokenisation: lower-cased runs of letters and digits (``verifier.text.tokenize``: "1,083" -> "1083",
"9.4" stays one token, "world's" -> "world", "s"), minus a small closed list of function words
(articles, prepositions, conjunctions, pronouns, determiners) and single letters. Verbs, auxiliaries
included ("had", "was"), count as content, and no stemming is applied: a claim token is covered
only when the very same token occurs in one of the claim's own evidence texts.

    coverage_fraction = covered unique claim tokens / unique claim tokens  (0 when there are none)
    below_threshold   = coverage_fraction < minimum_coverage_fraction
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from verifier.text import tokenize

__all__ = ["FUNCTION_WORDS", "coverage_tokens", "ClaimCoverage", "claim_coverage", "hallucination_rate",
           "INTERPRETATION", "METHOD"]

INTERPRETATION = "lexical_evidence_coverage_not_truth_verification"
METHOD = "claim-token evidence coverage screening"
DECIMALS = 9

_FUNCTION_WORDS = """a an the this that these those
    about above across after against along among around as at before behind below beneath beside
    between beyond by down during except for from in inside into near of off on onto out outside
    over past since through throughout till to toward towards under until up upon via with within
    without
    and or but nor so yet either neither both whether if than because although though while
    i me my mine myself you your yours yourself we us our ours ourselves he him his himself she her
    hers herself it its itself they them their theirs themselves
    each every some any all such"""
FUNCTION_WORDS: frozenset[str] = frozenset(_FUNCTION_WORDS.split())


def coverage_tokens(text: str) -> list[str]:
    """The tokens coverage is counted on, in order (duplicates kept)."""
    return [t for t in tokenize(text) if t not in FUNCTION_WORDS and (len(t) > 1 or t.isdigit())]


@dataclass(frozen=True)
class ClaimCoverage:
    unique: int
    covered: int

    @property
    def fraction(self) -> float:
        return self.covered / self.unique if self.unique else 0.0


def claim_coverage(claim: str, evidence_texts: Sequence[str]) -> ClaimCoverage:
    claim_tokens = set(coverage_tokens(claim))
    evidence_tokens: set[str] = set()
    for text in evidence_texts:
        evidence_tokens.update(coverage_tokens(text))
    return ClaimCoverage(len(claim_tokens), len(claim_tokens & evidence_tokens))


def hallucination_rate(claims: Sequence[tuple[str, str, Sequence[str]]], minimum: float) -> dict:
    """The seed-000 response for ``(claim_id, claim_text, evidence_texts)`` triples."""
    assessments = []
    fractions = []
    for claim_id, text, evidence in claims:
        cov = claim_coverage(text, evidence)
        fractions.append(cov.fraction)
        assessments.append({
            "claim_id": claim_id,
            "unique_claim_token_count": cov.unique,
            "covered_unique_token_count": cov.covered,
            "coverage_fraction": round(cov.fraction, DECIMALS),
            "below_threshold": cov.fraction < minimum,
        })
    return {
        "assessments": assessments,
        "below_threshold_count": sum(a["below_threshold"] for a in assessments),
        "mean_coverage_fraction": round(sum(fractions) / len(fractions), DECIMALS) if fractions else 0.0,
        "interpretation": INTERPRETATION,
        "method": METHOD,
    }


def hallucination_rate_task(claims: list[tuple[str, str, list[str]]], minimum: float) -> dict:
    """Pool task wrapper (module level, picklable)."""
    return hallucination_rate(claims, minimum)
