"""Quarters and weekdays: a claim about "Q2" where the context speaks only of the third quarter, or about "Monday"
where it names only Tuesday (no figure to compare, so the number checks do not see them, and the model reads the
label past)."""

from __future__ import annotations

import re

__all__ = ["mentions_periods", "period_conflicts"]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_QUARTER = re.compile(r"\b(?:Q([1-4])|([1-4])Q|(first|second|third|fourth)[\s-]quarter)\b", re.IGNORECASE)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(r"\b(" + "|".join(_WEEKDAYS) + r")s?\b", re.IGNORECASE)


def _quarters(text: str) -> dict[int, str]:
    """Quarter number -> its first spelling in ``text``."""
    out: dict[int, str] = {}
    for m in _QUARTER.finditer(text):
        number = int(m.group(1) or m.group(2) or _ORDINALS[m.group(3).lower()])
        out.setdefault(number, m.group(0))
    return out


def _weekdays(text: str) -> dict[int, str]:
    """Weekday number -> its first spelling in ``text``."""
    out: dict[int, str] = {}
    for m in _WEEKDAY.finditer(text):
        out.setdefault(_WEEKDAYS.index(m.group(1).lower()), m.group(0))
    return out


def mentions_periods(claim: str) -> bool:
    return bool(_QUARTER.search(claim) or _WEEKDAY.search(claim))


def _missing(said: dict[int, str], named: dict[int, str]) -> list[str]:
    """A period the claim names that the context does not, while the context names another."""
    missing = sorted(set(said) - set(named))
    if not missing or not named:
        return []
    others = ", ".join(f'"{named[q]}"' for q in sorted(named)[:3])
    return [f'the claim says "{said[missing[0]]}" where the context speaks of {others}']


def period_conflicts(claim: str, context: str) -> list[str]:
    """The claim names a quarter or a weekday the context never names, while the context names another."""
    if not mentions_periods(claim):
        return []
    return _missing(_quarters(claim), _quarters(context)) + _missing(_weekdays(claim), _weekdays(context))
