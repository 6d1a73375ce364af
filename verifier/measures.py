"""Measures, clock times and shares written another way than the context writes them.

The model reads "about 120 minutes" against "about 2 hours", "9 am" against "09:00" and "33%" against
"one third" as different statements (probes: P(contradicted) above 0.7). :func:`respell_measures` gives
the model the claim with such a value written as the context writes it; the number checks and the
claim reported to the caller keep the claim's own words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from verifier.text import counting_words

_NUMBER = r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
# unit word -> (dimension, size in the dimension's base unit)
UNIT_SIZES: dict[str, tuple[str, float]] = {
    **{w: ("time", 1.0) for w in ("s", "sec", "secs", "second", "seconds")},
    **{w: ("time", 60.0) for w in ("min", "mins", "minute", "minutes")},
    **{w: ("time", 3600.0) for w in ("h", "hr", "hrs", "hour", "hours")},
    **{w: ("time", 86400.0) for w in ("day", "days")},
    **{w: ("time", 604800.0) for w in ("week", "weeks")},
    **{w: ("length", 0.001) for w in ("mm", "millimetre", "millimetres", "millimeter", "millimeters")},
    **{w: ("length", 0.01) for w in ("cm", "centimetre", "centimetres", "centimeter", "centimeters")},
    **{w: ("length", 1.0) for w in ("m", "metre", "metres", "meter", "meters")},
    **{w: ("length", 1000.0) for w in ("km", "kilometre", "kilometres", "kilometer", "kilometers")},
    **{w: ("mass", 1.0) for w in ("g", "gram", "grams")},
    **{w: ("mass", 1000.0) for w in ("kg", "kilogram", "kilograms")},
    **{w: ("mass", 1e6) for w in ("tonne", "tonnes")},
    # Temperatures: one scale each, never converted ("25 degrees Celsius" against "25 C", not against 77 F).
    **{w: ("celsius", 1.0) for w in ("c", "°c", "celsius", "degrees celsius", "degree celsius", "degrees c")},
    **{w: ("fahrenheit", 1.0) for w in ("f", "°f", "fahrenheit", "degrees fahrenheit", "degree fahrenheit",
                                        "degrees f")},
}
# A one-letter unit only after a space ("1,500 m", not "1990s" or "$5m").
_MEASURE = re.compile(
    _NUMBER + r"(?:[\s-]?(" + "|".join(sorted((re.escape(u) for u in UNIT_SIZES if len(u) > 1), key=len, reverse=True))
    + r")|\s(" + "|".join(u for u in UNIT_SIZES if len(u) == 1) + r"))\b(?![.,]?\d)",
    re.IGNORECASE,
)
# "09:00", "17:30", "9 am", "5:30 p.m.", "9am"
_CLOCK = re.compile(
    r"(?<![\w:.])(\d{1,2})(?::(\d{2})|\.(\d{2})(?=\s?[ap](?:\.m\.|m\b)))?(?:\s?([ap])(?:\.m\.|m\b)|(?<=:\d{2})(?![\w:]))",
    re.IGNORECASE,
)  # ("2.40pm": a time written with a dot, read as one only before am / pm)
# A listing dump writes a day's hours "9:0-21:0": one-digit minutes, read as times only as a range's ends (a lone
# "3:1" may be a ratio or a score).
_COMPACT_CLOCK = re.compile(r"(?<![\w:.])(\d{1,2}):(\d)(?![\w:])")
_COMPACT_RANGE_AFTER = re.compile(r"\s*-\s*\d{1,2}:\d{1,2}(?![\w:])")
_COMPACT_RANGE_BEFORE = re.compile(r"(?<![\w:.])\d{1,2}:\d{1,2}\s*-\s*$")
_SHARE_WORDS = {"half": 50.0, "one half": 50.0, "a third": 100 / 3, "one third": 100 / 3,
                "two thirds": 200 / 3, "a quarter": 25.0, "one quarter": 25.0, "three quarters": 75.0,
                "a fifth": 20.0, "one fifth": 20.0}
_SHARE_WORD = re.compile(r"\b(" + "|".join(sorted(_SHARE_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE)
_PERCENT = re.compile(_NUMBER + r"\s?(?:%|per\s?cent\b|percent\b)", re.IGNORECASE)


@dataclass(frozen=True)
class MeasureSpellings:
    """How a context writes its measures (by dimension and base value), clock times (by minute of the
    day) and shares (percent by value, share words by value); the first spelling wins."""

    measures: dict[tuple[str, float], tuple[str, str]]  # -> (text, unit as written)
    clocks: dict[int, str]
    percents: dict[float, str]
    share_words: dict[float, str]


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _unit(m: re.Match) -> str:
    return (m.group(2) or m.group(3)).lower()


def _measures(text: str) -> list[tuple[re.Match, str, float]]:
    out = []
    for m in _MEASURE.finditer(text):
        dim, size = UNIT_SIZES[_unit(m)]
        out.append((m, dim, round(_number(m.group(1)) * size, 6)))
    return out


# Time spans in words: "half a minute", "a quarter of an hour", "an hour and a half", "2 and a half hours".
_WORDED_SPAN = re.compile(
    r"\b(?:(?P<half>half)\s+an?|(?P<quarter>a\s+quarter)\s+of\s+an?)\s+(?P<unit>second|minute|hour|day|week)\b"
    r"|\b(?P<whole>an?|one|\d+)\s+(?P<unit2>second|minute|hour|day|week)s?\s+and\s+a\s+half\b"
    r"|\b(?P<whole3>\d+)\s+and\s+a\s+half\s+(?P<unit3>seconds|minutes|hours|days|weeks)\b",
    re.IGNORECASE,
)


def _worded_spans(text: str) -> list[tuple[re.Match, str, float]]:
    """(match, unit, seconds) of each time span written in words."""
    out = []
    for m in _WORDED_SPAN.finditer(text):
        unit = (m.group("unit") or m.group("unit2") or m.group("unit3")).lower()
        if m.group("half") or m.group("quarter"):
            count = 0.5 if m.group("half") else 0.25
        else:
            whole = (m.group("whole") or m.group("whole3")).lower()
            count = (1.0 if not whole[0].isdigit() else float(whole)) + 0.5
        out.append((m, unit, round(count * UNIT_SIZES[unit][1], 6)))
    return out


def _on_24_hours(hour: int, half: str) -> int:
    """A 12-hour clock's hour with its half ("a" or "p") on the 24-hour clock."""
    return hour % 12 + (12 if half == "p" else 0)


# What joins a range's two clock times: "from 6:30 to 8:30pm".
_CLOCK_RANGE = re.compile(r"\s*(?:to|until|till|-|–)\s*", re.IGNORECASE)


# A clock time written in words, with the half of the day it falls in: "half past eleven at night", "a quarter to
# nine in the morning", "eight o'clock in the evening" ("closes at half past five" is no time: 5:30 or 17:30).
_CLOCK_HOURS = counting_words(12)
_CLOCK_MINUTES = {**counting_words(20), "twenty-five": 25, "twenty five": 25}
_HOUR_WORD = "|".join(_CLOCK_HOURS)
_DAY_HALF = r"(?=\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b)"
WORDED_CLOCK = (rf"(?:(?:half|(?:a\s+)?quarter|{'|'.join(_CLOCK_MINUTES)})(?:\s+minutes?)?\s+(?:past|to)\s+"
                rf"(?:{_HOUR_WORD})\b|(?:{_HOUR_WORD})\s+o['’]clock){_DAY_HALF}")
_WORDED_CLOCK = re.compile(r"\b" + WORDED_CLOCK, re.IGNORECASE)
_WORDED_PARTS = re.compile(rf"(?P<minutes>half|(?:a\s+)?quarter|{'|'.join(_CLOCK_MINUTES)})(?:\s+minutes?)?\s+"
                           rf"(?P<side>past|to)\s+(?P<hour>{_HOUR_WORD})|(?P<whole>{_HOUR_WORD})\s+o['’]clock",
                           re.IGNORECASE)
# After a time, the later half of the day: "6:30 in the evening", "half past eleven at night".
LATER_HALF = re.compile(r"\s+(?:in\s+the\s+(?:evening|afternoon)|at\s+night)\b", re.IGNORECASE)


def worded_clock_minute(text: str) -> int | None:
    """The minute of the day of a clock time in words ("half past six": 6:30, a morning time), or None."""
    worded = _WORDED_PARTS.fullmatch(text.strip().lower())
    if worded is None:
        return None
    if worded.group("whole"):
        return _CLOCK_HOURS[worded.group("whole")] * 60
    minutes = re.sub(r"^a\s+", "", worded.group("minutes"))
    past = {"half": 30, "quarter": 15}.get(minutes) or _CLOCK_MINUTES[minutes]
    minute = _CLOCK_HOURS[worded.group("hour")] * 60 + (past if worded.group("side") == "past" else -past)
    return minute + 12 * 60 if minute < 60 else minute  # ("a quarter to one": 12:45, as "12:45" reads)


def _worded_clock_times(text: str) -> list[tuple[re.Match, int]]:
    """(match, minute of the day) of each clock time in words with its half of the day ("twenty past four in the
    afternoon": 16:20)."""
    out = []
    for m in _WORDED_CLOCK.finditer(text):
        minute = worded_clock_minute(m.group(0))
        if minute is not None:
            later = LATER_HALF.match(text, m.end()) and 60 <= minute < 12 * 60
            out.append((m, minute + 12 * 60 if later else minute))
    return out


def clock_times(text: str) -> list[tuple[re.Match, int]]:
    """(match, minute of the day) of each clock time: "HH:MM" on a 24-hour clock, or with am / pm (a time without
    one that opens a range ending in one takes its half where that keeps it before the end: "6:30 to 8:30pm"); and
    both ends of a listing dump's compact hours range, minutes in one digit ("9:0-21:0"); and a time in words with
    its half of the day ("a quarter to nine in the morning")."""
    out = []
    found = [(m, int(m.group(1)), int(m.group(2) or m.group(3) or 0), (m.group(4) or "").lower())
             for m in _CLOCK.finditer(text)]
    for i, (m, hour, minute, half) in enumerate(found):
        if not half and 1 <= hour <= 12 and i + 1 < len(found):
            end, end_hour, end_minute, end_half = found[i + 1]
            if end_half and _CLOCK_RANGE.fullmatch(text, m.end(), end.start()) and (
                    _on_24_hours(hour, end_half) * 60 + minute < _on_24_hours(end_hour, end_half) * 60 + end_minute):
                half = end_half
        if half:
            if not 1 <= hour <= 12:
                continue
            hour = _on_24_hours(hour, half)
        if hour < 24 and minute < 60:
            out.append((m, hour * 60 + minute))
    if ":" in text:
        for m in _COMPACT_CLOCK.finditer(text):
            in_range = _COMPACT_RANGE_AFTER.match(text, m.end()) or _COMPACT_RANGE_BEFORE.search(
                text, max(0, m.start() - 12), m.start())
            hour, minute = int(m.group(1)), int(m.group(2))
            if in_range and hour < 24 and minute < 10:
                out.append((m, hour * 60 + minute))
    worded = _worded_clock_times(text)
    if worded or ":" in text:
        out = sorted([*out, *worded], key=lambda item: item[0].start())
    return out


def measure_spellings(context: str) -> MeasureSpellings:
    """:class:`MeasureSpellings` of ``context``."""
    measures: dict[tuple[str, float], tuple[str, str]] = {}
    for m, dim, base in _measures(context):
        measures.setdefault((dim, base), (m.group(0), _unit(m)))
    clocks: dict[int, str] = {}
    for m, minute in clock_times(context):
        clocks.setdefault(minute, m.group(0))
    percents = {}
    for m in _PERCENT.finditer(context):
        percents.setdefault(_number(m.group(1)), m.group(0))
    share_words = {}
    for m in _SHARE_WORD.finditer(context):
        share_words.setdefault(_SHARE_WORDS[m.group(1).lower()], m.group(0))
    return MeasureSpellings(measures, clocks, percents, share_words)


_SHARE_TOLERANCE = 0.7  # percentage points between a percent and a share word ("33%" ~ "one third")


def _near(value: float, table: dict[float, str]) -> str | None:
    return next((text for v, text in table.items() if abs(v - value) <= _SHARE_TOLERANCE), None)


def share_word_for(percent: float, spellings: MeasureSpellings) -> str | None:
    """The context's share word for ``percent`` ("one third" for 33), if it writes one."""
    return _near(percent, spellings.share_words)


def respell_measures(claim: str, spellings: MeasureSpellings) -> str:
    """``claim`` with a measure in other units (or a time span in words), a clock time in another format or a
    share in other words written as the context writes the same value ("120 minutes" -> "2 hours", "half a
    minute" -> "30 seconds")."""
    edits: list[tuple[int, int, str]] = []
    if spellings.measures:
        for m, dim, base in _measures(claim):
            written = spellings.measures.get((dim, base))
            if written is not None and written[1] != _unit(m):
                edits.append((m.start(), m.end(), written[0]))
        for m, unit, base in _worded_spans(claim):
            written = spellings.measures.get(("time", base))
            if written is not None and UNIT_SIZES[written[1]][1] != UNIT_SIZES[unit][1]:  # another unit
                edits.append((m.start(), m.end(), written[0]))
    if spellings.clocks:
        for m, minute in clock_times(claim):
            written = spellings.clocks.get(minute)
            if written is not None and written != m.group(0):
                rest = claim[m.end():].lstrip()
                ends_sentence = m.group(0).endswith(".") and (not rest or rest[0].isupper())  # "... 9 a.m."
                edits.append((m.start(), m.end(), written + ("." if ends_sentence else "")))
    if spellings.share_words:
        for m in _PERCENT.finditer(claim):
            if (word := share_word_for(_number(m.group(1)), spellings)) is not None:
                edits.append((m.start(), m.end(), word))
    if spellings.percents:
        for m in _SHARE_WORD.finditer(claim):
            pct = _near(_SHARE_WORDS[m.group(1).lower()], spellings.percents)
            if pct is not None:
                edits.append((m.start(), m.end(), pct))
    for start, end, text in sorted(edits, reverse=True):
        if all(end <= s or start >= e for s, e, _ in edits if (s, e) != (start, end)):
            claim = claim[:start] + text + claim[end:]
    return claim


def figure_rounding(precision: float, value: float) -> float:
    """How far the true value may lie from a written figure: half its last digit (``precision``), but at most 5%
    (or 0.5): "1,000" is not read as anything from 500 to 1,500."""
    return min(precision / 2, max(0.05 * abs(value), 0.5))


def _rounding(number: str) -> float:
    """:func:`figure_rounding` of a number as written."""
    digits = number.replace(",", "")
    if "." in digits:
        step = 10.0 ** -len(digits.split(".")[1])
    else:
        step = 10.0 ** (len(digits) - len(digits.rstrip("0"))) if digits.strip("0") else 1.0
    return figure_rounding(step, _number(number))


def rounded_measure_edits(claim: str, spellings: MeasureSpellings,
                          hedged: Callable[[int], bool]) -> list[tuple[int, int, str]]:
    """(start, end, context text) for each measure of ``claim`` at a hedged position that exactly one context
    measure rounds to, written otherwise ("approximately 1.1 km" -> "1,149 metres")."""
    edits = []
    for m, dim, base in _measures(claim):
        if not hedged(m.start()):
            continue
        size = UNIT_SIZES[_unit(m)][1]
        tol = _rounding(m.group(1)) * size + 1e-9
        fits = {text for (d, b), (text, _) in spellings.measures.items() if d == dim and abs(b - base) <= tol}
        if len(fits) == 1 and m.group(0) not in fits:
            edits.append((m.start(), m.end(), fits.pop()))
    return edits
