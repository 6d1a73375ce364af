"""Sums a tiered tariff gives for a count: "£6 for the first hour, then £4 for each additional hour" (three hours:
£14), "£95 for 7 days ...; each extra day beyond 7 costs £11" (10 days: £128), "every minute beyond 45 is charged at
10p" (50 minutes: 50p in extra charges). A claim figure such a tariff gives for the claim's own count is computed,
not absent (:mod:`verifier.derived_figures`). Text only: offsets into the evidence."""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.measures import UNIT_SIZES
from verifier.quantities import UNIT_ALIASES, Quantity
from verifier.text import counting_words, number_words, sentence_span_at, stem

__all__ = ["Tier", "count_in", "measure_factor", "tariff_tiers", "tiered_total", "unit_named"]

_COUNT_WORDS = {**counting_words(10), **number_words("twelve", "fifteen", "twenty", "thirty")}
_COUNT = r"(\d+(?:\.\d+)?|" + "|".join(_COUNT_WORDS) + r")"
# A sum for an opening stretch: "£6 for the first hour", "£5 for the first 10 minutes", "£95 for 7 days".
_BASE_AFTER = re.compile(r"\s+for\s+(?:(?:the\s+)?(?P<first>first)\s+(?:" + _COUNT + r"\s+)?|(?:up\s+to\s+)?"
                         + _COUNT + r"\s+)([^\W\d_]+)", re.IGNORECASE)
# A rate after its sum: "£4 for each additional hour", "£1 per minute", "£11 per extra day".
_RATE_AFTER = re.compile(r"\s+(?:for\s+)?(?:each|every|per|a|an)\s+(additional\s+|extra\s+|further\s+)?([^\W\d_]+)"
                         r"(?:\s+(?:beyond|over|after|above)\s+" + _COUNT + r")?", re.IGNORECASE)
# A rate before its sum: "each extra day beyond 7 on a pre-booked stay costs £11", "every minute beyond 45 is
# charged at 10p".
_RATE_BEFORE = re.compile(r"\b(?:each|every)\s+(additional\s+|extra\s+|further\s+)?([^\W\d_]+)(?:\s+(?:beyond|over"
                          r"|after|above)\s+" + _COUNT + r")?[^.;:\d£$€]{0,40}?\b(?:costs?|is|are|at|charged\s+at)\s*$",
                          re.IGNORECASE)


@dataclass(frozen=True)
class Tier:
    """A tariff for ``unit`` (stemmed): ``base`` pays for the first ``covered`` units, ``rate`` for each one after."""

    base: float
    covered: float
    rate: float
    unit: str


def _count(word: str | None) -> float | None:
    if word is None:
        return None
    return float(_COUNT_WORDS.get(word.lower()) or word)


def unit_named(word: str) -> str:
    """The unit as :func:`verifier.quantities.extract_quantities` names a count's ("miles": "mile", "days": "day")."""
    return UNIT_ALIASES.get(word.lower()) or stem(word.lower())


# How many of a measure unit one base unit is: a length is read in metres, a mass in grams ("6 km": 6,000 m).
_PER_MEASURE_UNIT = {(dimension, stem(word)): 1 / size for word, (dimension, size) in UNIT_SIZES.items()
                     if dimension in ("length", "mass")}


def measure_factor(counted: str | None, per: str | None) -> float | None:
    """How many of ``per`` (a stemmed measure unit a rate is per) one ``counted`` base unit is: 0.001 kilometres in a
    metre (a length or mass is counted in metres or grams); None where no measure converts."""
    return _PER_MEASURE_UNIT.get((counted, per))


def count_in(n: Quantity, unit: str | None) -> float | None:
    """``n``'s count of ``unit`` (a stemmed unit a rate is per): its value for the same unit, a length or mass
    converted ("6 km", read as 6,000 m, is 6 of "per km"); None when it counts something else."""
    if unit is None or n.unit is None:
        return None
    if n.unit == unit or stem(n.unit) == unit:
        return n.value
    factor = measure_factor(n.unit, unit)
    return n.value * factor if factor is not None else None


def _rates(evidence: str, sums: list[Quantity], before_only: bool = False) -> list[tuple[Quantity, str, float | None,
                                                                                         bool]]:
    """(sum, unit, threshold or None, whether it is for units beyond others) for each sum written as a rate; with
    ``before_only``, only rates whose unit is written before the sum ("each mile ... is charged at $0.25": a sum per a
    unit written after it is :mod:`verifier.derived_figures`' to multiply)."""
    rates = []
    for s in sums:
        after = None if before_only else _RATE_AFTER.match(evidence, s.end)
        m = after or _RATE_BEFORE.search(evidence, max(0, s.start - 90), s.start)
        if m:
            rates.append((s, unit_named(m.group(2)), _count(m.group(3)), bool(m.group(1) or m.group(3))))
    return rates


def tariff_tiers(evidence: str, sums: list[Quantity]) -> list[Tier]:
    """Each base sum for an opening stretch with a rate for the same unit after it, in its sentence or the next;
    and each rate for the units beyond a stated count (base 0)."""
    rates = _rates(evidence, sums)
    tiers = [Tier(0.0, threshold, s.value, unit) for s, unit, threshold, _ in rates if threshold]
    for base in sums:
        m = _BASE_AFTER.match(evidence, base.end)
        if not m:
            continue
        covered, unit = _count(m.group(2) or m.group(3)) or 1.0, unit_named(m.group(4))
        sentence = sentence_span_at(evidence, base.start)
        if sentence is None:
            continue
        following = sentence_span_at(evidence, sentence.end + 1)
        reach = following.end if following is not None else sentence.end
        for rate, rate_unit, threshold, beyond in rates:
            if (rate is not base and rate.kind == base.kind and base.end < rate.start <= reach and rate_unit == unit
                    and (threshold is None or threshold == covered) and (beyond or m.group("first"))):
                tiers.append(Tier(base.value, covered, rate.value, unit))
    return tiers


def tiered_total(q: Quantity, counts: list[Quantity], evidence: str, sums: list[Quantity], slack: float) -> bool:
    """``q`` is what a tier of the evidence's tariff gives for one of the claim's ``counts`` of its unit beyond the
    units its base covers, or a rate written before its sum gives for the count ("each mile over the total allowance
    is charged at $0.25": $250 for 1,000 miles over), to ``slack``."""
    sums = [s for s in sums if s.kind == q.kind]
    if any(abs(t.base + t.rate * (n.value - t.covered) - q.value) <= slack
           for t in tariff_tiers(evidence, sums) for n in counts if n.unit == t.unit and n.value > t.covered):
        return True
    return any(abs(rate.value * n.value - q.value) <= slack
               for rate, unit, _, beyond in _rates(evidence, sums, before_only=True)
               if not (beyond or rate.hedged) for n in counts if n.unit == unit and n.value >= 2)
