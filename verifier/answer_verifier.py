"""The seed-001 answer verifier: answer sentences -> best source sentence (BM25) -> four verdicts.

Methodology (the contract, implemented literally):

* claims = sentences of the answer (``verifier.text.split_sentences``) with at least 15 characters;
* check-worthy flags: ``number``, ``year``, ``proper-name`` (two or more capitalised words in a row,
  not counting the sentence's first word), ``superlative``, ``absolute``, ``causal``;
* every source is split into sentences; one BM25 index (k1 1.2, b 0.75) over the stemmed content
  words of all source sentences; a claim's best match is the highest-scoring sentence (ties: the
  earlier one); no positive score -> no evidence;
* coverage = share of the claim's distinct (stemmed) content words found in that sentence;
* numbers are digit tokens as ``verifier.text.tokenize`` writes them ("1,083" -> "1083");
* verdict, first rule that holds: ``supported`` (coverage >= 0.7 and every claim number is in the
  evidence), ``contradicted-number`` (coverage >= 0.5, a claim number is missing from the evidence
  and the evidence holds a number the claim does not), ``partially-supported`` (coverage >= 0.4),
  else ``not-found``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from verifier.bm25 import BM25
from verifier.htmltext import html_to_text
from verifier.text import Span, split_sentences, stemmed_content, tokenize

__all__ = ["MIN_CLAIM_CHARS", "K1", "B", "Source", "split_pasted_sources", "answer_claims", "check_worthy",
           "verify_answer", "verify_answer_task", "count_claims_task"]

MIN_CLAIM_CHARS = 15
K1, B = 1.2, 0.75
SUPPORTED_COVERAGE, CONTRADICTED_COVERAGE, PARTIAL_COVERAGE = 0.7, 0.5, 0.4

_SEPARATOR = re.compile(r"^[ \t]*---[ \t]*$", re.MULTILINE)
_YEAR = re.compile(r"^(?:1[0-9]{3}|20[0-9]{2})$")
_CAPITALISED = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’-]*")
_WORD = re.compile(r"[\w'’-]+")
_SUPERLATIVE = re.compile(
    r"\b(?:most|least|best|worst|first|last|largest|biggest|smallest|highest|lowest|tallest|oldest|youngest"
    r"|fastest|slowest|greatest|longest|shortest|richest|poorest|strongest|weakest|deepest|widest|\w{3,}iest)\b",
    re.IGNORECASE)
_ABSOLUTE = re.compile(
    r"\b(?:always|never|all|none|every|everyone|nobody|only|alone|solely|entirely|completely|totally"
    r"|unique|uniquely|sole|guaranteed|impossible|certainly|undeniably)\b", re.IGNORECASE)
_CAUSAL = re.compile(
    r"\b(?:because|due to|caus(?:e|es|ed|ing)|lead(?:s)? to|led to|result(?:s|ed)? in|as a result|result of"
    r"|therefore|hence|thus|consequently|owing to|thanks to|so that|attributable to|driven by|triggered)\b",
    re.IGNORECASE)


@dataclass(frozen=True)
class Source:
    label: str
    text: str


def split_pasted_sources(text: str) -> list[str]:
    """Sources pasted as one string, separated by lines holding only ``---``; blank ones dropped."""
    return [part.strip() for part in _SEPARATOR.split(text or "") if part.strip()]


def answer_claims(answer: str) -> list[Span]:
    return [s for s in split_sentences(answer) if len(s.text) >= MIN_CLAIM_CHARS]


def count_claims_task(answer: str) -> int:
    """Pool task: how many claims (the price basis) an answer holds."""
    return len(answer_claims(answer))


def _numbers(text: str) -> list[str]:
    return [t for t in tokenize(text) if t[0].isdigit()]


def _proper_name(claim: str) -> bool:
    words = _WORD.findall(claim)
    run = 0
    for word in words[1:]:
        run = run + 1 if _CAPITALISED.fullmatch(word) else 0
        if run >= 2:
            return True
    return False


def check_worthy(claim: str) -> list[str]:
    flags = []
    numbers = _numbers(claim)
    if any(not _YEAR.match(n) for n in numbers):
        flags.append("number")
    if any(_YEAR.match(n) for n in numbers):
        flags.append("year")
    if _proper_name(claim):
        flags.append("proper-name")
    if _SUPERLATIVE.search(claim):
        flags.append("superlative")
    if _ABSOLUTE.search(claim):
        flags.append("absolute")
    if _CAUSAL.search(claim):
        flags.append("causal")
    return flags


def _verdict(coverage: float, missing: list[str], evidence_numbers: set[str], claim_numbers: set[str]) -> str:
    if coverage >= SUPPORTED_COVERAGE and not missing:
        return "supported"
    if coverage >= CONTRADICTED_COVERAGE and missing and evidence_numbers - claim_numbers:
        return "contradicted-number"
    if coverage >= PARTIAL_COVERAGE:
        return "partially-supported"
    return "not-found"


_COUNT_KEYS = {"supported": "supported", "partially-supported": "partiallySupported",
               "contradicted-number": "contradictedNumber", "not-found": "notFound"}


def _unchecked_absolutes(claim: str, evidence: str) -> list[str]:
    """Superlative/absolute words of a claim ("alone", "most") that the evidence sentence lacks."""
    found = [m.group(0).lower() for pat in (_ABSOLUTE, _SUPERLATIVE) for m in pat.finditer(claim)]
    evidence_tokens = set(tokenize(evidence))
    return [w for w in dict.fromkeys(found) if not set(tokenize(w)) <= evidence_tokens]


def verify_answer(answer: str, sources: Sequence[Source]) -> dict:
    """``{"result": {counts, claims, sources}, "warnings": [...]}``; ``result`` is the seed's object."""
    units: list[tuple[str, Span]] = [(src.label, s) for src in sources for s in split_sentences(src.text)]
    docs = [stemmed_content(s.text) for _, s in units]
    index = BM25(docs, k1=K1, b=B)
    doc_sets = [set(d) for d in docs]
    claims = []
    warnings: list[str] = []
    counts = dict.fromkeys(["claims", "supported", "partiallySupported", "contradictedNumber", "notFound",
                            "checkWorthy"], 0)
    for i, span in enumerate(answer_claims(answer)):
        words = set(stemmed_content(span.text))
        flags = check_worthy(span.text)
        best = BM25.top_of(index.score_array(sorted(words)), 1) if words and units else []
        claim_numbers = list(dict.fromkeys(_numbers(span.text)))
        if best:
            j, score = best[0]
            label, sentence = units[j]
            coverage = len(words & doc_sets[j]) / len(words)
            ev_numbers = set(_numbers(sentence.text))
            missing = [n for n in claim_numbers if n not in ev_numbers]
            verdict = _verdict(coverage, missing, ev_numbers, set(claim_numbers))
            lacking = _unchecked_absolutes(span.text, sentence.text) if verdict == "supported" else []
            if lacking:
                warnings.append(f"Claim {i} is supported by similar wording, but the evidence does not say "
                                + ", ".join(f'"{w}"' for w in lacking) + ": check that part by hand.")
            evidence: dict | None = {"source": label, "sentence": sentence.text}
        else:
            score, coverage, missing, verdict, evidence = 0.0, 0.0, claim_numbers, "not-found", None
        counts["claims"] += 1
        counts[_COUNT_KEYS[verdict]] += 1
        counts["checkWorthy"] += bool(flags)
        claims.append({"index": i, "claim": span.text, "checkWorthy": flags, "verdict": verdict,
                       "coverage": round(coverage, 4), "score": round(float(score), 4), "evidence": evidence,
                       "numbersNotInEvidence": missing})
    result = {"counts": counts, "claims": claims,
              "sources": [{"label": s.label, "characters": len(s.text)} for s in sources]}
    return {"result": result, "warnings": warnings}


def verify_answer_task(answer: str, sources: list[tuple[str, str, bool]]) -> dict:
    """Pool task: ``sources`` are ``(label, text, is_html)``; HTML is reduced to its text first."""
    return verify_answer(answer, [Source(label, html_to_text(text) if is_html else text)
                                  for label, text, is_html in sources])
