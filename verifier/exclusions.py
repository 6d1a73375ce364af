"""Exclusions: a claim that one thing is in and another out ("covers parts but not labour") where the evidence
writes both in, joined ("covering parts and labour")."""

from __future__ import annotations

import re

from verifier.negation import negation_cues
from verifier.text import split_sentences, stem, stemmed_content

__all__ = ["exclusion_conflicts", "mentions_exclusions"]

_BUT_NOT = re.compile(r"\b([^\W\d_]{3,})\s*,?\s+but\s+not\s+([^\W\d_]{3,})\b", re.IGNORECASE)
_JOINED = r"\b{a}\s+(?:and|&|as\s+well\s+as|plus)\s+{b}\b"
# Most of the claim's other words must be the sentence's: it is about the same thing.
_MIN_SHARED = 0.5


def mentions_exclusions(claim: str) -> bool:
    return _BUT_NOT.search(claim) is not None


def exclusion_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim writes "A but not B" where an evidence sentence that is not negated joins A and B ("A and B", "B
    and A") and writes at least half of the claim's other content words."""
    for m in _BUT_NOT.finditer(claim):
        kept, excluded = m.group(1), m.group(2)
        joined = re.compile("|".join(_JOINED.format(a=re.escape(a), b=re.escape(b))
                                     for a, b in ((kept, excluded), (excluded, kept))), re.IGNORECASE)
        others = set(stemmed_content(claim[: m.start()] + " " + claim[m.end() :])) - {stem(kept.lower())}
        for sentence in split_sentences(evidence):
            found = joined.search(sentence.text)
            if found is None or negation_cues(sentence.text):
                continue
            if not others or len(others & set(stemmed_content(sentence.text))) / len(others) >= _MIN_SHARED:
                return [f'the claim excludes "{excluded}" where the evidence says "{found.group(0)}": '
                        f'"{sentence.text[:160]}"']
    return []
