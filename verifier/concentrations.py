"""Amounts given per a measure of something else ("Each 5 ml contains 120 mg paracetamol", "120 mg/5 ml", "Each
gram contains 10 mg hydrocortisone"): what a measure the claim gives holds ("A 10 ml dose contains 240 mg", "A 15 g
tube contains 150 mg in total")."""

from __future__ import annotations

import re
from typing import NamedTuple

from verifier.quantities import Quantity, extract_quantities

__all__ = ["amount_in_a_measure"]

# Each unit as (its family, how many of the family's base unit one is): milligrams, millilitres.
_BASE = {"mg": ("mass", 1.0), "mass": ("mass", 1000.0), "mcg": ("mass", 0.001), "ml": ("volume", 1.0),
         "litr": ("volume", 1000.0)}
# A measure of one unit written as a word ("each gram", "per kg"): the unit as extract_quantities names it, and how
# many of it the word is.
_WORD_UNITS = {"gram": ("mass", 1.0), "g": ("mass", 1.0), "kilogram": ("mass", 1000.0), "kg": ("mass", 1000.0),
               "millilitre": ("ml", 1.0), "ml": ("ml", 1.0), "litre": ("litr", 1.0)}
_ONE = r"(gram|millilitre|litre|kilogram|kg|g|ml)"

# "120 mg/5 ml", "10 mg per g", "120 mg in each 5 ml": what lies between an amount and the measure it is in.
_PER_BETWEEN = re.compile(r"\s*[^\W\d_]{1,10}\s*(?:/|per|in\s+(?:each|every)|in)\s*", re.IGNORECASE)
# "Each 5 ml contains", "per 100 g:": what lies between a measure and the amount it holds.
_HOLDS_BETWEEN = re.compile(r"\s*[^\W\d_]{1,10}\s*(?:contains?|has|provides|gives|holds|:)\s*", re.IGNORECASE)
_EACH_BEFORE = re.compile(r"\b(?:each|every|per)\s*$", re.IGNORECASE)
# "Each gram contains 10 mg", "10 mg per gram": a measure of one unit, written as a word.
_ONE_UNIT_HOLDS = re.compile(rf"\b(?:each|every|per)\s+{_ONE}\s+(?:contains?|has|provides|gives|holds)\s*$",
                             re.IGNORECASE)
_PER_ONE_UNIT = re.compile(rf"\s*[^\W\d_]{{1,10}}\s*(?:/|per|in\s+(?:each|every))\s*{_ONE}\b", re.IGNORECASE)


class _Strength(NamedTuple):
    amount: float  # in its family's base unit
    amount_family: str
    measure: float  # in its family's base unit
    measure_family: str


def _base(value: float, unit: str | None) -> tuple[str, float] | None:
    if unit not in _BASE:
        return None
    family, size = _BASE[unit]
    return family, value * size


def _strengths(context: str, ev: list[Quantity]) -> list[_Strength]:
    found: list[_Strength] = []
    for i, a in enumerate(ev):
        if (amount := _base(a.value, a.unit)) is None or a.value <= 0:
            continue
        pairs = []
        if i + 1 < len(ev) and _PER_BETWEEN.fullmatch(context, a.end, ev[i + 1].start):
            pairs.append(ev[i + 1])  # "120 mg/5 ml"
        if i > 0 and _HOLDS_BETWEEN.fullmatch(context, ev[i - 1].end, a.start) and _EACH_BEFORE.search(
                context, max(0, ev[i - 1].start - 12), ev[i - 1].start):
            pairs.append(ev[i - 1])  # "Each 5 ml contains 120 mg"
        for m in pairs:
            if (measure := _base(m.value, m.unit)) is not None and m.value > 0:
                found.append(_Strength(amount[1], amount[0], measure[1], measure[0]))
        one = _ONE_UNIT_HOLDS.search(context, max(0, a.start - 40), a.start) or _PER_ONE_UNIT.match(context, a.end)
        if one is not None and (measure := _base(*reversed(_WORD_UNITS[one.group(1).lower()]))) is not None:
            found.append(_Strength(amount[1], amount[0], measure[1], measure[0]))
    return found


def amount_in_a_measure(q: Quantity, claim: str, context: str, ev: list[Quantity]) -> bool:
    """``q``, an amount (a mass or volume), is what a measure the claim gives holds at a strength the context gives
    ("Each 5 ml contains 120 mg paracetamol": "A 10 ml dose contains 240 mg"), to ``q``'s own rounding; not for
    hedged amounts."""
    if q.hedged or (amount := _base(q.value, q.unit)) is None:
        return False
    strengths = [s for s in _strengths(context, ev) if s.amount_family == amount[0]]
    if not strengths:
        return False
    slack = _BASE[q.unit][1] * q.rounding + 1e-9 * amount[1]
    for m in extract_quantities(claim):
        if m.start == q.start or (measure := _base(m.value, m.unit)) is None:
            continue
        for s in strengths:
            if s.measure_family == measure[0] and abs(s.amount * measure[1] / s.measure - amount[1]) <= slack:
                return True
    return False
