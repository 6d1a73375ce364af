"""Dates a claim computes: a context date plus a span the claim or the context states ("issued on 2 October 2025",
"due within 30 days": "due by 1 November 2025"). Such a date is what the sources imply, not another date, so the date
and month checks leave it alone."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Sequence
from typing import Protocol

__all__ = ["derived_date_spans"]

_SPAN = re.compile(
    r"\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty"
    r"|forty-five|forty|sixty|ninety)(?:\s+|-)(?:calendar\s+)?(day|week|month|year)s?\b",
    re.IGNORECASE,
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30,
          "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90}


def _spans(text: str) -> set[tuple[int, str]]:
    """(count, unit) of every calendar span written in ``text``: "30 days", "two weeks", "6-month" (not "5 business
    days": weekends do not count, so no plain addition gives their end)."""
    out = set()
    for m in _SPAN.finditer(text):
        n = m.group(1).lower()
        out.add((int(n) if n.isdigit() else _WORDS[n], m.group(2).lower()))
    return out


def _add(day: dt.date, count: int, unit: str) -> dt.date:
    if unit == "day":
        return day + dt.timedelta(days=count)
    if unit == "week":
        return day + dt.timedelta(weeks=count)
    months = day.month - 1 + count * (12 if unit == "year" else 1)
    year, month = day.year + months // 12, months % 12 + 1
    return dt.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


class _Date(Protocol):
    year: int
    month: int | None
    day: int | None
    start: int
    end: int


def derived_date_spans(claim: str, claim_dates: Sequence[_Date], context_dates: Sequence[_Date],
                       context: str) -> list[tuple[int, int]]:
    """(start, end) in ``claim`` of each full date (day, month, year) the context never writes that is a context
    date plus a span the claim or the context states, either way ("30 days before the deadline")."""
    stated = {(d.year, d.month, d.day) for d in context_dates}
    wanted = [d for d in claim_dates if d.day and d.month and (d.year, d.month, d.day) not in stated]
    if not wanted:
        return []
    spans = _spans(claim) | _spans(context)
    if not spans:
        return []
    implied: set[dt.date] = set()
    for d in context_dates:
        if not (d.day and d.month):
            continue
        base = dt.date(d.year, d.month, d.day)
        for count, unit in spans:
            implied.update((_add(base, count, unit), _add(base, -count, unit)))
    out = []
    for d in wanted:
        try:
            if dt.date(d.year, d.month, d.day) in implied:
                out.append((d.start, d.end))
        except ValueError:  # "31 February": not a date at all
            continue
    return out
