"""A sum the context gives for a group of things, read per one of them: "Private whitening costs £395 per arch"
against "private whitening costs £395 for both arches" conflicts; "£30 per person" against "£60 for two people" is
that sum shared out."""

from __future__ import annotations

import re

from verifier.quantities import TIME_UNITS, Quantity
from verifier.text import number_words, stem

__all__ = ["given_for_a_group", "shared_by_a_group"]

_SIZES = {"both": 2, **number_words(*str.split("two three four five six seven eight nine ten"))}
# What a sum is for, right after it: "for both arches", "for all three sessions", "covering two people".
_FOR_A_GROUP = re.compile(r"\s+(?:for|covering)\s+(?:(both)|(?:all\s+)?(two|three|four|five|six|seven|eight|nine"
                          r"|ten|\d{1,2})|(a\s+pair)\s+of|all)\s+(?:the\s+|your\s+)?([^\W\d_]{3,})\b", re.IGNORECASE)
_IRREGULAR = {"people": "person", "persons": "person", "children": "child"}


def _group(q: Quantity, context: str, e: Quantity) -> tuple[str, int | None] | None:
    """(the phrase, the group's size where it gives one) when the context gives its sum ``e`` for a group of what the
    claim's sum ``q`` is per."""
    m = _FOR_A_GROUP.match(context, e.end)
    if m is None or stem(_IRREGULAR.get(m.group(4).lower(), m.group(4).lower())) != q.unit:
        return None
    size = m.group(1) or m.group(2) or m.group(3)
    if size is None:
        return m.group(0).strip(), None
    size = size.lower()
    return m.group(0).strip(), 2 if size.startswith("a") else _SIZES.get(size) or int(size)


def _per_one_thing(q: Quantity) -> bool:
    return q.kind.startswith("currency:") and q.unit is not None and q.unit not in TIME_UNITS


def given_for_a_group(q: Quantity, context: str, places: list[Quantity]) -> str | None:
    """The phrase ("for both arches") where every place of the claim's sum ``q``, a sum per one thing, gives it for a
    group of that thing; None otherwise."""
    if not _per_one_thing(q) or not places:
        return None
    first = _group(q, context, places[0])
    return first[0] if first and all(_group(q, context, e) for e in places[1:]) else None


def shared_by_a_group(q: Quantity, context: str, ev: list[Quantity]) -> bool:
    """``q``, a sum per one thing, is a context sum for a group of a stated size of that thing shared out ("£60 for
    two people": "£30 per person"), to ``q``'s rounding."""
    if not _per_one_thing(q):
        return False
    return any(e.kind == q.kind and (group := _group(q, context, e)) and group[1] and group[1] >= 2
               and abs(e.value / group[1] - q.value) <= q.rounding + 1e-9 * abs(q.value) for e in ev)
