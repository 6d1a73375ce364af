"""Quarters: a claim about "Q2" where the context speaks only of the third quarter (no figure to compare, so the
number checks do not see it, and the model reads the label past)."""

from __future__ import annotations

import re

__all__ = ["mentions_quarters", "quarter_conflicts"]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_QUARTER = re.compile(r"\b(?:Q([1-4])|([1-4])Q|(first|second|third|fourth)[\s-]quarter)\b", re.IGNORECASE)


def _quarters(text: str) -> dict[int, str]:
    """Quarter number -> its first spelling in ``text``."""
    out: dict[int, str] = {}
    for m in _QUARTER.finditer(text):
        number = int(m.group(1) or m.group(2) or _ORDINALS[m.group(3).lower()])
        out.setdefault(number, m.group(0))
    return out


def mentions_quarters(claim: str) -> bool:
    return bool(_QUARTER.search(claim))


def quarter_conflicts(claim: str, context: str) -> list[str]:
    """The claim names a quarter the context never names, while the context names another."""
    said = _quarters(claim)
    if not said:
        return []
    named = _quarters(context)
    missing = sorted(set(said) - set(named))
    if not missing or not named:
        return []
    others = ", ".join(f'"{named[q]}"' for q in sorted(named)[:3])
    return [f'the claim says "{said[missing[0]]}" where the context speaks of {others}']
