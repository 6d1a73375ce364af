"""How many times something may happen: "once", "twice", "three times". A claim giving another count than the
evidence sentence stating the same thing ("Members may freeze their membership twice in any 12-month period" against
"A membership can be frozen ... once per 12-month period") conflicts. The figure checks read no such count: "once"
and "twice" are no figures, and "times" is too generic a unit to tie two figures together."""

from __future__ import annotations

import re

from verifier.negation import statement_negation_cues
from verifier.text import counting_words, split_sentences, stemmed_content

__all__ = ["mentions_repetitions", "repetition_conflicts"]

_COUNTS = {"once": 1, "twice": 2, "thrice": 3, **counting_words(10)}
# (not a multiplier: "three times as much", "twice the price", "four times higher")
_REPETITION = re.compile(r"\b(?:(once|twice|thrice)|(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+times)\b"
                         r"(?!\s+(?:as|the|more|less|higher|lower|larger|smaller|bigger|greater|over|a\b|an\b|that|what"
                         r"|its|their|his|her)\b)", re.IGNORECASE)
# A ceiling on the count: "up to three times", "no more than twice", "at most once".
_CEILING_BEFORE = re.compile(r"\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|a\s+maximum\s+of|maximum"
                             r"|max\.?)\s+$", re.IGNORECASE)
_COUNT_WORDS = frozenset(["onc", "once", "twice", "thrice", "time", "times"])
# The claim's other words the evidence sentence must hold: this share, and at least two.
_MIN_SHARE = 0.6


def mentions_repetitions(claim: str) -> bool:
    return _REPETITION.search(claim) is not None


def _count(m: re.Match[str]) -> int:
    word = (m.group(1) or m.group(2)).lower()
    return int(word) if word.isdigit() else _COUNTS[word]


def _ceiling(text: str, m: re.Match[str]) -> bool:
    return _CEILING_BEFORE.search(text, max(0, m.start() - 20), m.start()) is not None


def repetition_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim's count of times against that of the evidence sentence holding most of its other words, where no
    such sentence gives the claim's count. A count within an evidence ceiling ("twice" against "up to three times")
    is no conflict, a claim's ceiling must be the evidence's; a denial is not read."""
    said = [(m, _count(m), _ceiling(claim, m)) for m in _REPETITION.finditer(claim)]
    if not said or statement_negation_cues(claim):
        return []  # (a denial of a count above the evidence's restates it: "cannot wash their car twice a day")
    words = {w for w in stemmed_content(_REPETITION.sub(" ", claim)) if not w[0].isdigit()} - _COUNT_WORDS
    if len(words) < 2:
        return []
    rivals: list[tuple[str, str]] = []
    for sentence in split_sentences(evidence):
        found = list(_REPETITION.finditer(sentence.text))
        if not found:
            continue
        shared = words & set(stemmed_content(sentence.text))
        if len(shared) < max(2, _MIN_SHARE * len(words)):
            continue
        for m, count, claim_ceiling in said:
            given = [(e, _count(e), _ceiling(sentence.text, e)) for e in found]
            if any(n == count or (ceiling and not claim_ceiling and count <= n) for _, n, ceiling in given):
                return []  # the sentence gives the claim's count, or one it stays within
            rivals.append((m.group(0), given[0][0].group(0)))
    if not rivals:
        return []
    mine, theirs = rivals[0]
    return [f'the claim says "{mine}" where the evidence says "{theirs}"']
