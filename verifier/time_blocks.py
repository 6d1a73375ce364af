"""Sums charged per a block of time ("Dryers are 25 cents per 6 minutes", "£1.50 per 15 minutes"): what a duration
the claim gives costs where it is a whole number of blocks ("a full hour in a dryer costs $2.50")."""

from __future__ import annotations

import re

from verifier.figure_context import GENERIC, PRICE_WORDS
from verifier.itemised import item_words
from verifier.quantities import MINUTES_IN, Quantity, extract_quantities
from verifier.text import NUMBER_WORDS, sentence_span_at, stemmed_content

__all__ = ["priced_in_blocks"]

_UNIT_OF = {"minute": "minut", "min": "minut", "hour": "hour", "hr": "hour", "day": "day"}

# What follows a sum charged per a block: "per 6 minutes", "for every 15 minutes", "per 2-hour" (after the
# subunit of a sum in cents or pence, which the sum's own span leaves out).
_PER_BLOCK = re.compile(r"(?:\s*(?:cents?|pence)\b)?\s*(?:per|every|for\s+every|for\s+each|each)\s+(\d+|[a-z]+)[\s-]*"
                        r"(minute|min|hour|hr|day)s?\b", re.IGNORECASE)
# One whole period a claim gives as its duration: "a full hour", "for an hour", "one day".
_ONE_PERIOD = re.compile(r"\b(?:an?|one)\s+(?:(?:full|whole|entire|single)\s+)?(minute|hour|day|week)\b", re.IGNORECASE)
# A duration that is itself a rate's block or period ("per six minutes", "£6 an hour"), not the claim's duration.
_RATE_BEFORE = re.compile(r"(?:\b(?:per|every|each)|\d)\s*$", re.IGNORECASE)
# A cap on what a block rate charges: "up to a maximum of £12 a day", "capped at $8" (not past another figure or a
# table cell's edge: "(max £200) | £30" caps nothing at £30).
_CAP_BEFORE = re.compile(r"\b(?:maximum|max|cap|capped|up\s+to|no\s+more\s+than|at\s+most)\b[^,;.|\d£$€]{0,20}$",
                         re.IGNORECASE)


def _block_minutes(evidence: str, e: Quantity) -> float | None:
    m = _PER_BLOCK.match(evidence, e.end)
    if m is None:
        return None
    count = m.group(1).lower()
    n = int(count) if count.isdigit() else NUMBER_WORDS.get(count)
    return n * MINUTES_IN[_UNIT_OF[m.group(2).lower()]] if n and n > 1 else None


def _claim_minutes(claim: str, q: Quantity) -> list[float]:
    """The durations the claim gives, in minutes, less any written as a rate's block or period."""
    found = [c.value * MINUTES_IN[c.unit] for c in extract_quantities(claim)
             if c is not q and c.kind == "number" and c.unit in MINUTES_IN and c.value > 0
             and not _RATE_BEFORE.search(claim, max(0, c.start - 8), c.start)]
    return found + [MINUTES_IN[_UNIT_OF.get(unit, unit)] for m in _ONE_PERIOD.finditer(claim)
                    if not _RATE_BEFORE.search(claim, max(0, m.start() - 8), m.start())
                    and (unit := m.group(1).lower())]


def _capped_below(evidence: str, e: Quantity, ev: list[Quantity], total: float) -> bool:
    sentence = sentence_span_at(evidence, e.start)
    if sentence is None:
        return False
    return any(c.kind == e.kind and c.value < total and sentence.start <= c.start < sentence.end
               and _CAP_BEFORE.search(evidence, max(sentence.start, c.start - 40), c.start) for c in ev)


def priced_in_blocks(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is an evidence sum charged per a block of time times the whole number of blocks (two or more) in
    a duration the claim gives ("25 cents per 6 minutes": "a full hour ... costs $2.50"), unless a cap in the rate's
    sentence is lower. Of block rates of other values, only one whose lead-in shares a word with the claim. To
    ``q``'s own precision; not for hedged sums."""
    if not q.kind.startswith("currency:") or q.hedged:
        return False
    rates = [(e, minutes) for e in ev if e.kind == q.kind and e.unit is None and e.value > 0
             and (minutes := _block_minutes(evidence, e))]
    if not rates:
        return False
    if len({(e.value, minutes) for e, minutes in rates}) > 1:
        claim_words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
        rates = [(e, minutes) for e, minutes in rates if item_words(evidence, e, ev) & claim_words]
    slack = q.rounding + 1e-9 * abs(q.value)
    for duration in _claim_minutes(claim, q):
        for e, minutes in rates:
            blocks = duration / minutes
            if blocks >= 2 and blocks.is_integer() and abs(blocks * e.value - q.value) <= slack \
                    and not _capped_below(evidence, e, ev, blocks * e.value):
                return True
    return False
