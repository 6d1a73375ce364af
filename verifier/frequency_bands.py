"""How often a side effect occurs, as a medicine's leaflet lists it under frequency headings ("Common (up to 1 in 10
people): headache, dizziness. Uncommon (up to 1 in 100): palpitations."): a claim calling an effect listed under one
heading by another's word or rate ("Palpitations are a common side effect ..., affecting up to 1 in 10 people")
conflicts; its rate, where the heading's, is the heading's figure."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.figure_context import GENERIC
from verifier.text import stemmed_content

__all__ = ["band_conflicts", "band_rate_spans", "mentions_bands"]

_BAND_WORD = r"(very\s+common|uncommon|common|very\s+rare|rare)"
# A heading and its rate: "Common (up to 1 in 10 people):", "Rare (up to 1 in 1,000), usually after long use:".
_HEADING = re.compile(rf"\b{_BAND_WORD}\s*(?:\([^)]*\))?\s*(?:,[^:.;\n]{{0,60}})?:", re.IGNORECASE)
# The effects a heading lists: up to the sentence's end, a semicolon, a line break or the next heading.
_ITEMS_END = re.compile(rf"[.;\n]|\b{_BAND_WORD}\b\s*(?:\([^)]*\))?\s*:", re.IGNORECASE)
_CLAIM_BAND_WORD = re.compile(rf"\b{_BAND_WORD}\b", re.IGNORECASE)
# A rate a claim gives: "affecting up to 1 in 10 people", "more than 1 in 10".
_RATE = re.compile(r"\b(more\s+than|over|up\s+to|fewer\s+than|less\s+than)?\s*(?:one|1)\s+(?:person\s+|user\s+)?in\s+"
                   r"(10|ten|100|a\s+hundred|1,000|1000|a\s+thousand|10,000|10000)\b(?:\s+[^\W\d_]+)?", re.IGNORECASE)
_RATE_BANDS = {"10": "common", "ten": "common", "100": "uncommon", "a hundred": "uncommon", "1,000": "rare",
               "1000": "rare", "a thousand": "rare", "10,000": "very rare", "10000": "very rare"}
# Where a claim's sentence turns to another effect: "..., whereas thinning of the skin is rare".
_CLAUSE = re.compile(r",?\s+(?:whereas|while|but)\s+|;\s*|[.!?]\s+", re.IGNORECASE)
_NOT_THE_EFFECT = frozenset(stemmed_content("side effect effects listed each affecting affect people person user "
                                            "users children patients seen"))


def _band(word: str) -> str:
    return " ".join(word.lower().split())


@lru_cache(maxsize=64)
def _listed(context: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(band, the content words of one listed effect) for each effect the context lists under a heading."""
    out = []
    for m in _HEADING.finditer(context):
        end = _ITEMS_END.search(context, m.end())
        text = context[m.end() : end.start() if end else len(context)]
        for item in re.split(r",|\bor\b", text):
            words = frozenset(stemmed_content(item)) - GENERIC
            if words:
                out.append((_band(m.group(1)), words))
    return tuple(out)


@lru_cache(maxsize=64)
def mentions_bands(context: str) -> bool:
    """The context lists effects under two frequency headings or more (read once per context: every claim asks)."""
    return bool(_HEADING.search(context)) and len({band for band, _ in _listed(context)}) >= 2


def _claim_band(clause: str) -> tuple[str, re.Match | None, int] | None:
    """The band a claim clause gives: its band word ("an uncommon side effect"), else its rate ("up to 1 in 100");
    with its rate and where the first of the two stands (the effect is named before it)."""
    rate = _RATE.search(clause)
    word = _CLAIM_BAND_WORD.search(clause)
    if word is None and rate is None:
        return None
    at = min(m.start() for m in (word, rate) if m is not None)
    return (_band(word.group(1)) if word is not None else _rate_band(rate)), rate, at


def _rate_band(rate: re.Match) -> str:
    """The band of a rate: "up to 1 in 100" uncommon, "more than 1 in 10" very common."""
    band = _RATE_BANDS[" ".join(rate.group(2).lower().split())]
    more = rate.group(1) is not None and rate.group(1).lower() in ("more than", "over")
    return "very common" if more and band == "common" else band


def _effect_bands(clause: str, at: int, listed: tuple[tuple[str, frozenset[str]], ...]) -> set[str]:
    """The bands the context lists the effect the clause names before ``at`` under."""
    named = frozenset(stemmed_content(clause[:at])) - GENERIC - _NOT_THE_EFFECT
    return {band for band, words in listed if words <= named or named and named <= words}


def _clauses(claim: str) -> list[tuple[int, str]]:
    out, start = [], 0
    for m in _CLAUSE.finditer(claim):
        out.append((start, claim[start : m.start()]))
        start = m.end()
    return [*out, (start, claim[start:])]


def band_conflicts(claim: str, context: str) -> list[str]:
    """A claim clause giving an effect the context lists under one frequency heading another heading's band."""
    listed = _listed(context)
    for _, clause in _clauses(claim):
        found = _claim_band(clause)
        if found is None:
            continue
        band, _, at = found
        bands = _effect_bands(clause, at, listed)
        if len(bands) == 1 and band not in bands:
            effect = re.sub(r"\s+(?:is|are|was|were)\b.*$", "", clause[:at].strip(), flags=re.IGNORECASE | re.DOTALL)
            return [f'the claim calls "{effect}" {band}, where the context lists it as {bands.pop()}']
    return []


def band_rate_spans(claim: str, context: str) -> list[tuple[int, int]]:
    """The rates ("up to 1 in 100 people") of claim clauses whose effect the context lists under that rate's band:
    the heading's figure ("Uncommon (up to 1 in 100)"), not one to find elsewhere."""
    listed = _listed(context)
    spans = []
    for offset, clause in _clauses(claim):
        found = _claim_band(clause)
        if found is None or found[1] is None:
            continue
        band, rate, _ = found
        if _rate_band(rate) == band and band in _effect_bands(clause, rate.start(), listed):
            spans.append((offset + rate.start(), offset + rate.end()))
    return spans
