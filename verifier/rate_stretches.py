"""Sums per a unit that hold over a numbered stretch of it: "£32.00 per month for months 1–12, then £38.50 per month
for months 13–24", "£20 a month for the first 6 months, then £30 a month". Such a rate times a count longer than
its stretch is no total (24 months at £32 is not what 24 months cost); the rates of consecutive stretches from the
first unit, each over its part of the count, are (12 × £32 + 12 × £38.50 = £846). Text only: offsets into the
evidence; :mod:`verifier.derived_figures` asks here."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from verifier.quantities import Quantity
from verifier.tariffs import count_in, unit_named
from verifier.text import sentence_span_at

__all__ = ["Stretch", "outruns_its_stretch", "rate_stretches", "stretched_total", "stretched_totals"]

# A numbered stretch of a unit: "for months 1–12", "during the first 6 months".
_STRETCH = (r"(?:the\s+)?(?:(?P<unit>[^\W\d_]+)\s+(?P<lo>\d+)\s*(?:–|-|to|through|until)\s*(?P<hi>\d+)"
            r"|first\s+(?P<n>\d+)\s+(?P<unit_n>[^\W\d_]+))\b")
_STRETCH_LEAD = r"(?:for|in|during|over|across)\s+"
# Written after its rate, in the rate's clause: "£32.00 per month for months 1–12", "£9 per week (weeks 1 to 4)".
_STRETCH_AFTER = re.compile(r"[^,;:.()\d]{0,30}?(?:\(|\b" + _STRETCH_LEAD + ")" + _STRETCH, re.IGNORECASE)
# Written before it: "For months 1-12 the price is £32 a month", "for the first 6 months: $20 a month".
_STRETCH_BEFORE = re.compile(r"\b" + _STRETCH_LEAD + _STRETCH + r"[^.;\d£$€]{0,30}$", re.IGNORECASE)
# What opens the stretch after one: "then £38.50 per month", "rising to £30 a month", "and £25 thereafter".
_THEN_BEFORE = re.compile(r"\b(?:then|after\s+that|afterwards|thereafter|rising\s+to|increasing\s+to|going\s+up\s+to)"
                          r"(?:\s+(?:at|to|of|it\s+is|is|costs?))?\s*$", re.IGNORECASE)
_THEN_AFTER = re.compile(r"[^,;.\d]{0,25}?\b(?:thereafter|afterwards|after\s+that)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Stretch:
    """``rate`` (a sum per ``unit``, stemmed) holds for units ``first`` to ``last`` (inclusive; ``math.inf`` when
    open-ended)."""

    rate: Quantity
    first: float
    last: float

    @property
    def unit(self) -> str:
        return self.rate.unit

    @property
    def length(self) -> float:
        return self.last - self.first + 1


def _written_stretch(evidence: str, rate: Quantity, taken: list[tuple[int, int]]) -> re.Match[str] | None:
    """The stretch of ``rate``'s unit written beside it, if any: after it, or before it unless an earlier rate took
    those words ("£20 a month for the first 6 months, then £30": the stretch is £20's)."""
    m = _STRETCH_AFTER.match(evidence, rate.end)
    if m is None:
        sentence = sentence_span_at(evidence, rate.start)
        begin = max(rate.start - 80, sentence.start if sentence is not None else 0)
        m = _STRETCH_BEFORE.search(evidence, begin, rate.start)
        if m is not None and any(start <= m.start() < end for start, end in taken):
            return None
    word = m.group("unit") or m.group("unit_n") if m is not None else ""
    if m is None or rate.unit not in (unit_named(word), word.lower()):  # "per km for the first 10 km"
        return None
    return m


def _first_and_last(m: re.Match[str]) -> tuple[float, float] | None:
    first, last = (1.0, float(m.group("n"))) if m.group("n") else (float(m.group("lo")), float(m.group("hi")))
    return (first, last) if 1 <= first <= last else None


def rate_stretches(evidence: str, sums: list[Quantity]) -> list[Stretch]:
    """Each sum per a unit with the stretch of that unit it holds for: one written beside it, or, for a sum
    introduced by "then" / "rising to" after a stretched sum per the same unit in its sentence, the units after
    that stretch."""
    stretches: list[Stretch] = []
    taken: list[tuple[int, int]] = []
    for rate in sorted((s for s in sums if s.unit is not None), key=lambda s: s.start):
        m = _written_stretch(evidence, rate, taken)
        written = _first_and_last(m) if m is not None else None
        if m is not None and written is not None:
            stretches.append(Stretch(rate, *written))
            taken.append((rate.end, m.end()))
            continue
        sentence = sentence_span_at(evidence, rate.start)
        if sentence is None:
            continue
        then = (_THEN_BEFORE.search(evidence, max(sentence.start, rate.start - 30), rate.start)
                or _THEN_AFTER.match(evidence, rate.end))
        before = [s for s in stretches if s.unit == rate.unit and s.rate.kind == rate.kind
                  and sentence.start <= s.rate.start < rate.start and s.last < math.inf]
        if then and before:
            stretches.append(Stretch(rate, before[-1].last + 1, math.inf))
    return stretches


def outruns_its_stretch(rate: Quantity, units: float, stretches: list[Stretch]) -> bool:
    """``rate`` holds for fewer than ``units`` of its unit: it cannot price that many."""
    return any(s.rate is rate and units > s.length for s in stretches)


def stretched_totals(kind: str, counts: list[Quantity], stretches: list[Stretch]) -> list[float]:
    """What consecutive stretches from the first unit give for each of ``counts`` of their unit (converted where the
    count is a length or mass: "15 km" against "per km"), in sums of ``kind``: each rate times its part of the count
    ("for months 1–12" at £32 and "for months 13–24" at £38.50: 24 months, £846); only where two stretches or more
    price the count."""
    totals = []
    for n in counts:
        if n.kind != "number":
            continue
        for unit in {s.unit for s in stretches}:
            count = count_in(n, unit)
            if count is None or count < 2:
                continue
            run = sorted((s for s in stretches if s.unit == unit and s.rate.kind == kind), key=lambda s: s.first)
            total, covered = 0.0, 0.0
            for s in run:
                if s.first != covered + 1:
                    break
                part = min(s.last, count) - covered
                total, covered = total + s.rate.value * part, covered + part
                if covered >= count:
                    break
            if covered >= count and len([s for s in run if s.first <= count]) >= 2:
                totals.append(total)
    return totals


def stretched_total(q: Quantity, counts: list[Quantity], stretches: list[Stretch], slack: float) -> bool:
    """``q`` is one of :func:`stretched_totals`, to ``slack``."""
    return any(abs(total - q.value) <= slack for total in stretched_totals(q.kind, counts, stretches))
