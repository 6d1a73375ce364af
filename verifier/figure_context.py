"""What a figure is about: whether two figures count the same kind of thing, and the specific words around a figure
that tie it to its topic ("revenue of 12 billion euros" and "revenue of 9.4 ..." share "revenue").

Shared by the conflict checks (:mod:`verifier.numbers`) and the derived-figure checks
(:mod:`verifier.derived_figures`)."""

from __future__ import annotations

import re

from verifier.quantities import Quantity
from verifier.text import STOPWORDS, stem, tokenize

__all__ = [
    "CLAUSE_START",
    "GENERIC",
    "PRICE_WORDS",
    "SEMICOLON",
    "about_same_thing",
    "near_words",
    "opens_a_change",
    "same_kind",
    "specific_near_words",
]


def same_kind(q: Quantity, e: Quantity) -> bool:
    if q.kind != e.kind:
        return False
    if q.kind == "year":
        return True
    if q.kind == "number":
        return q.unit is not None and q.unit == e.unit
    # percent / currency: units must not disagree ("$23 per hour" vs "$49,400 per year")
    return q.unit is None or e.unit is None or q.unit == e.unit


# Measure words too generic to show two numbers talk about the same thing.
GENERIC = frozenset(
    stem(w)
    for w in str.split(
        "time times year years day days month months week weeks hour hours minute minutes second seconds "
        "percent cent ago thousand million billion trillion"
    )
)


def near_words(text: str, q: Quantity, span: int = 40, clause: re.Pattern[str] | None = None) -> set[str]:
    """Stemmed content words around a quantity (about 5 words each side), numbers excluded; with ``clause``, not
    across a clause break it matches."""
    before, after = text[max(0, q.start - span) : q.start], text[q.end : q.end + span]
    if clause is not None:
        before, after = clause.split(before)[-1], clause.split(after)[0]
    left, right = tokenize(before)[-5:], tokenize(after)[:5]
    return {stem(t) for t in left + right if not t[0].isdigit() and len(t) > 1 and t not in STOPWORDS}


def about_same_thing(claim: str, q: Quantity, evidence: str, e: Quantity) -> bool:
    """Both numbers sit among shared specific words: "revenue of 12 billion euros" / "revenue of 9.4 ..."."""
    shared = near_words(claim, q) & near_words(evidence, e)
    return bool(shared - GENERIC) or (q.unit is not None and q.unit == e.unit and q.unit not in GENERIC)


# A change from one figure to another, not a range: "rises from", "was cut from", "went up from", "up from".
# (up to six words may name what changes: "will raise its single adult fare from £2.40 to £2.90", "had reduced its
# annual support for the route from £210,000 to £150,000"; a bare "went from $3.25 to $3.75" too)
_CHANGE_FROM = re.compile(r"\b(?:(?:ris|rose|increas|grew|grow|climb|jump|rais|fell|fall|drop|declin|decreas|cut"
                          r"|lower|reduc|went\s+up|goes\s+up|go\s+up|went\s+down|goes\s+down)\w*\s+"
                          r"(?:[^\W\d_]+\s+){0,6}?(?:by\s+\S+\s+)?|(?:up|down|went|goes|gone|going)\s+)from\s+$",
                          re.IGNORECASE)


def opens_a_change(text: str, a: Quantity, b: Quantity) -> bool:
    """The range of ``a`` and ``b`` in ``text`` is a change from one to the other ("will rise from £82 to £88"), not
    a span ("between mile markers 12 and 30", "every 4 to 6 hours")."""
    first = min(a, b, key=lambda x: x.start)
    return _CHANGE_FROM.search(text, max(0, first.start - 60), first.start) is not None


# Verbs of price ("costs", "pays") sit beside every sum of a sentence listing several prices.
PRICE_WORDS = frozenset(stem(w) for w in str.split("cost costs price priced pay pays paid charge charges charged"))


SEMICOLON = re.compile(";")


def specific_near_words(text: str, q: Quantity, clause: re.Pattern[str] = SEMICOLON) -> set[str]:
    """:func:`near_words` within ``q``'s own clause (not across a ``clause`` break), without generic and price
    words."""
    return near_words(text, q, clause=clause) - GENERIC - PRICE_WORDS


# Where a clause starts: "; a day pass costs €8", ", and every 30 minutes on weekends".
CLAUSE_START = re.compile(r"[;,(]|\b(?:and|but|while|whereas|or)\b", re.IGNORECASE)
