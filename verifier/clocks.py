"""Clock times: a claim's time of day that the context never states, where the evidence gives other times
about the same thing ("from 9 am to 9 pm" against "from 9 am to 5 pm"), or that it gives only for something else
(:mod:`verifier.given_elsewhere`); and elapsed times ("2:21:08", a race's), read the same way."""

from __future__ import annotations

import re
from collections.abc import Hashable

from verifier.cases import supposed
from verifier.derivation import restates_the_base
from verifier.given_elsewhere import given_elsewhere_conflicts
from verifier.measures import clock_times
from verifier.negation import negation_cues
from verifier.text import blanked, split_sentences, stem, stemmed_content

__all__ = ["mentions_clock_times", "clock_conflicts", "mentions_elapsed_times", "elapsed_conflicts",
           "colon_time_spans", "mentions_all_hours", "all_hours_conflicts"]

_NOT_TOPIC = frozenset({"am", "pm", "a.m", "p.m", "utc", "gmt", "local", "time"})


def mentions_clock_times(claim: str) -> bool:
    return bool(clock_times(claim))


def _clock_values(text: str) -> list[tuple[int, int, Hashable]]:
    return [(m.start(), m.end(), minute) for m, minute in clock_times(text)]


def clock_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """The claim names a time the context never names, or names only about other things ("rolled back at 14:05"
    where 14:05 is when the outage began), while an evidence sentence on the same words names other times (and not
    that one). A time on the side of a context condition "before" or "after" a time that it names is a case of the
    condition, no such time ("handed in at 4 p.m." against "dropped off before 5:00 p.m."); where no such condition
    decides it, so is a time in a case the claim supposes ("A 19:30 appointment on a Tuesday ..."): the writer's
    choice, which the context need not give."""
    claim = blanked(claim, _cases_of_conditions(claim, context) | _derived_clock_times(claim, context))
    return given_elsewhere_conflicts(claim, evidence, context, _clock_values, "time", _NOT_TOPIC)


# Every hour of the day: "around the clock", "24 hours a day", "24/7", "open 24 hours", "at any time of the day or
# night" (not "at any time", which is a period's, nor "24 hours before", a duration).
_ALL_HOURS = re.compile(r"\b(?:a?round\s+the\s+clock|24\s+hours\s+a\s+day|24/7|open\s+24\s+hours|day\s+and\s+night"
                        r"|(?:at\s+)?any\s+time\s+of\s+(?:the\s+)?day(?:\s+or\s+night)?|at\s+all\s+hours)\b",
                        re.IGNORECASE)
_ALL_HOURS_WORDS = frozenset(stem(w) for w in ("around", "round", "clock", "hours", "hour", "day", "night", "open",
                                                "any", "time", "all"))


def mentions_all_hours(claim: str) -> bool:
    return _ALL_HOURS.search(claim) is not None


def _all_hours(text: str) -> list[tuple[int, int, Hashable]]:
    return [(m.start(), m.end(), "all hours") for m in _ALL_HOURS.finditer(text)]


def _hours_given(text: str) -> list[tuple[int, int, Hashable]]:
    """Every hour of the day, or clock times, a text gives."""
    return sorted(_all_hours(text) + _clock_values(text))


def all_hours_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """The claim says something holds at every hour ("The Long Stay shuttle bus runs around the clock") where an
    evidence sentence on its words gives clock times ("runs every 15 minutes between 04:00 and 23:30") and no
    context sentence on them says every hour ("open 24 hours"); not in a claim that negates."""
    if negation_cues(claim):
        return []
    return given_elsewhere_conflicts(claim, evidence, context, _hours_given, "hours",
                                     _NOT_TOPIC | _ALL_HOURS_WORDS, find_claim=_all_hours)


def _derived_clock_times(claim: str, context: str) -> set[tuple[int, int]]:
    """(start, end) of each claim time that is a context time plus or minus a gap the context writes ("reach the
    island at 08:10" from "leave at 07:15 ... the crossing takes 55 minutes")."""
    return _gap_apart(claim, context, _clock_values(claim), _clock_values(context),
                      [(seconds // 60, start, end) for seconds, start, end in _gaps(context) if seconds % 60 == 0],
                      period=1440)


_CONDITION_BEFORE = re.compile(r"\b(before|after)\s+$", re.IGNORECASE)


def _cases_of_conditions(claim: str, context: str) -> set[tuple[int, int]]:
    """(start, end) of each claim time on the side a context sentence sharing two of the claim's words puts its
    "before" / "after" time; where no such sentence has one, of each time in a case the claim supposes
    (:func:`verifier.cases.supposed`: "A 19:30 appointment on a Tuesday")."""
    claim_words = set(stemmed_content(claim)) - _NOT_TOPIC
    bounds = [(m.group(1).lower(), minute) for sentence in split_sentences(context)
              if len(claim_words.intersection(stemmed_content(sentence.text))) >= 2
              for t, minute in clock_times(sentence.text)
              if (m := _CONDITION_BEFORE.search(sentence.text, 0, t.start()))]
    if not bounds:
        return {(t.start(), t.end()) for t, _ in clock_times(claim) if supposed(claim, t.start(), t.end())}
    return {(t.start(), t.end()) for t, minute in clock_times(claim)
            if any(minute < limit if side == "before" else minute > limit for side, limit in bounds)}


# Hours, minutes and seconds of an elapsed time ("won in 2:21:08", "a lap of 1:32:05.4"); not a clock time.
_ELAPSED = re.compile(r"(?<![\w:.])(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.(\d+))?(?![\w:])")


def mentions_elapsed_times(claim: str) -> bool:
    return _ELAPSED.search(claim) is not None


def _elapsed_values(text: str) -> list[tuple[int, int, Hashable]]:
    return [(m.start(), m.end(), (int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3)), m.group(4) or ""))
            for m in _ELAPSED.finditer(text)]


def elapsed_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """The claim names an elapsed time the context never names, or names only about others, while an evidence
    sentence on the same words names other times ("Yusuf won in 2:12:08" against "Yusuf ... won ... in 2:21:08").
    A time the context implies, another of its times and a gap it writes, is no such time."""
    claim = blanked(claim, _derived_elapsed(claim, context))
    return given_elsewhere_conflicts(claim, evidence, context, _elapsed_values, "time")


# A gap written in figures: "48 seconds", "1 minute 31 seconds" ("two minutes" is left out, and so is a frequency,
# "every 30 minutes", which is no gap between two of the context's times).
_GAP = re.compile(r"(?<![\w.:])(?<!every\s)(?:(\d+)\s*(?:hours?|hrs?)\s*(?:and\s+)?)?"
                  r"(?:(\d+)\s*(?:minutes?|mins?)\s*(?:and\s+)?)?(?:(\d+)\s*(?:seconds?|secs?))?(?![\w:])",
                  re.IGNORECASE)


def _gaps(text: str) -> list[tuple[int, int, int]]:
    """(seconds, start, end) of each gap ``text`` writes ("48 seconds ahead", "by 1 minute 31 seconds")."""
    return [(int(m.group(1) or 0) * 3600 + int(m.group(2) or 0) * 60 + int(m.group(3) or 0), m.start(), m.end())
            for m in _GAP.finditer(text) if m.group(0).strip() and any(m.groups())]


def _derived_elapsed(claim: str, context: str) -> set[tuple[int, int]]:
    """(start, end) of each claim elapsed time that is a context elapsed time plus or minus a gap the context writes
    ("2:15:25" from "won ... in 2:14:37, 48 seconds ahead of Lindqvist")."""
    def seconds_only(text: str) -> list[tuple[int, int, int]]:
        return [(start, end, seconds) for start, end, (seconds, _) in _elapsed_values(text)]
    return _gap_apart(claim, context, seconds_only(claim), seconds_only(context), _gaps(context))


def _gap_apart(claim: str, context: str, found: list[tuple[int, int, Hashable]],
               times: list[tuple[int, int, Hashable]], gaps: list[tuple[int, int, int]],
               period: int | None = None) -> set[tuple[int, int]]:
    """(start, end) of each found claim value (an int) one of the context's ``gaps`` (value, start, end) away from
    one of its ``times`` (start, end, value), round a clock of ``period`` units when given; not where the claim
    restates what the context says of that time with another (:func:`verifier.derivation.restates_the_base`)
    unless it writes that time too."""
    if not gaps or not times:
        return set()
    def apart(a: int, b: int) -> int:
        return (a - b) % period if period else abs(a - b)
    written = {value for _, _, value in found}
    return {(start, end) for start, end, value in found
            if any((apart(value, t) == gap or apart(t, value) == gap)
                   and (t in written or not restates_the_base(claim, context, (t_start, t_end), (g_start, g_end)))
                   for t_start, t_end, t in times for gap, g_start, g_end in gaps)}


_DOTTED = re.compile(r"\d{1,2}\.\d{2}")  # "2.40pm"


def colon_time_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every time written with a colon ("23:30", "5:30 p.m.", "2:21:08"), a dot before am / pm
    ("2.40pm") or in words ("eight minutes to six in the morning"): its parts are no figures of their own (the "30" of
    "23:30" is not "30 minutes", nor "eight minutes" a duration)."""
    spans = [m.span() for m, _ in clock_times(text)
             if ":" in m.group(0) or _DOTTED.match(m.group(0)) or not any(c.isdigit() for c in m.group(0))]
    return spans + [m.span() for m in _ELAPSED.finditer(text)]
