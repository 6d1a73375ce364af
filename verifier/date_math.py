"""Dates a claim computes: a context date plus a span the claim or the context states ("issued on 2 October 2025",
"due within 30 days": "due by 1 November 2025"). Such a date is what the sources imply, not another date, so the date
and month checks leave it alone."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Sequence
from typing import Protocol

from verifier.derivation import restates_the_base
from verifier.text import counting_words, number_words

__all__ = ["derived_date_spans"]

_SPAN = re.compile(
    r"\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty"
    r"|forty-five|forty|sixty|ninety)(?:\s+|-)(?:calendar\s+)?(day|week|month|year)s?\b",
    re.IGNORECASE,
)
_WORDS = {**counting_words(12), **number_words("fourteen", "fifteen", "twenty", "thirty", "forty", "forty-five",
                                                  "sixty", "ninety")}


def _spans(text: str) -> list[tuple[int, str, int, int]]:
    """(count, unit, start, end) of every calendar span written in ``text``: "30 days", "two weeks", "6-month" (not
    "5 business days": weekends do not count, so no plain addition gives their end)."""
    out = []
    for m in _SPAN.finditer(text):
        n = m.group(1).lower()
        out.append((int(n) if n.isdigit() else _WORDS[n], m.group(2).lower(), m.start(), m.end()))
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


# A weekly cycle the context states: "every Tuesday", "on alternate Tuesdays", "fortnightly", "weekly".
_WEEKLY_CYCLE = re.compile(r"\b(?:(?:every|each)\s+(?:other\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday"
                           r"|sunday|week)|alternate\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s"
                           r"|weekly|fortnightly|every\s+(?:two|2)\s+weeks)\b", re.IGNORECASE)
_CYCLE_WEEKS = 8  # how many weeks of such a cycle a claim may count on


def derived_date_spans(claim: str, claim_dates: Sequence[_Date], context_dates: Sequence[_Date],
                       context: str, case_dates: Sequence[_Date] = ()) -> list[tuple[int, int]]:
    """(start, end) in ``claim`` of each full date (day, month, year) the context never writes that is a context date
    (or a date of a case the claim supposes) plus a span the claim or the context states, either way ("30 days
    before the deadline"), or a whole number of weeks from a context date where the context states a weekly cycle
    ("alternate Tuesdays"). A context date and a context span do not imply it where the claim restates the date's
    statement with another date (:func:`verifier.derivation.restates_the_base`) without writing that date too."""
    stated = {(d.year, d.month, d.day) for d in [*context_dates, *case_dates]}
    wanted = [d for d in claim_dates if d.day and d.month and (d.year, d.month, d.day) not in stated]
    claim_spans, context_spans = _spans(claim), _spans(context)
    cycle = _WEEKLY_CYCLE.search(context) is not None
    if not wanted or not (claim_spans or context_spans or cycle):
        return []
    in_claim = {(d.year, d.month, d.day) for d in claim_dates}
    # each way a date follows: (implied date, the base date's (start, end) in the context or None when free to use,
    # the span's (start, end) in the context or None when the claim writes it)
    ways: list[tuple[dt.date, tuple[int, int] | None, tuple[int, int] | None]] = []
    for d, from_claim in [*((d, False) for d in context_dates), *((d, True) for d in case_dates)]:
        if not (d.day and d.month):
            continue
        base = dt.date(d.year, d.month, d.day)
        where = None if from_claim or (d.year, d.month, d.day) in in_claim else (d.start, d.end)
        for count, unit, _, _ in claim_spans:
            ways += [(_add(base, count, unit), None, None), (_add(base, -count, unit), None, None)]
        for count, unit, start, end in context_spans:
            ways += [(_add(base, count, unit), where, (start, end)), (_add(base, -count, unit), where, (start, end))]
        if cycle:  # "the next collection is Tuesday 3 June" and "alternate Tuesdays": 17 June, 10 June, ...
            ways += [(base + dt.timedelta(weeks=sign * k), None, None)
                     for k in range(1, _CYCLE_WEEKS + 1) for sign in (1, -1)]
    out = []
    for d in wanted:
        try:
            day = dt.date(d.year, d.month, d.day)
        except ValueError:  # "31 February": not a date at all
            continue
        if any(implied == day and (base is None or span is None or not restates_the_base(claim, context, base, span))
               for implied, base, span in ways):
            out.append((d.start, d.end))
    return out
