"""Opening and closing times a claim gives for a weekday, against a record's opening hours: "On Saturdays the café
opens at 7am" against ``"Saturday": "8:00-17:00"``.

A record writes every day's hours in one object, so the claim's "7am" is usually there, for another day (the
figure checks see it and pass the claim; the model cannot tell the days apart). Read here: a time bound to opening
("opens at 7am", "open from 10am to 2pm", "from 9am until 4pm") or to closing ("closes at 5pm", "open until 7pm",
"shuts at 1pm"), paired with the weekday named nearest to it in its sentence ("on Saturdays", "every weekday",
"daily"); a claim saying the place opens on a day the record gives as closed conflicts too. Not read: hedged times
("around 7am"), negated sentences, sentences leaving days out of a group ("weekdays except Monday"), and days the
record does not list. A claim made of nothing but such hours, every one of which the record gives, is stated by them
(:func:`hours_stated`): the engines support it as they support a figure the checks compute."""

from __future__ import annotations

import re

from verifier.measures import LATER_HALF, WORDED_CLOCK, clock_times, worded_clock_minute
from verifier.periods import WEEKDAYS
from verifier.text import blanked, clause_span, counting_words

__all__ = ["closed_days_said", "hours_conflicts", "hours_stated", "hours_talk_spans", "open_days_talk", "record_hours"]

Hours = tuple[int, int] | None  # (opening, closing) minute of the day; None: closed

_RECORD_HOURS = re.compile(r"^\s*(\d{1,2}):(\d{1,2})\s*-\s*(\d{1,2}):(\d{1,2})\s*$")
_CLOSED_VALUE = re.compile(r"^\s*closed\s*$", re.IGNORECASE)
_WEEKDAY = re.compile(r"\b(" + "|".join(WEEKDAYS) + r")s?\b", re.IGNORECASE)
_ALL_WEEK_WORDS = r"(?:every\s+day|every\s+night|daily|nightly|seven\s+(?:days|nights)\s+a\s+week|all\s+week)"
_ALL_WEEK = re.compile(rf"\b{_ALL_WEEK_WORDS}\b", re.IGNORECASE)
_WORKDAYS = re.compile(r"\b(?:every\s+)?weekdays?\b", re.IGNORECASE)
_WEEKENDS = re.compile(r"\b(?:at\s+|on\s+)?weekends?\b", re.IGNORECASE)
_DAY_RANGE = re.compile(r"\b(" + "|".join(WEEKDAYS) + r")s?\s+(?:to|through|until|till|-|–)\s+("
                        + "|".join(WEEKDAYS) + r")s?\b", re.IGNORECASE)
_ONE_DAY = r"(?:" + "|".join(WEEKDAYS) + r")s?"
_DAY_LIST = re.compile(rf"\b{_ONE_DAY}(?:\s*,\s*{_ONE_DAY})*,?\s+(?:and|&)\s+{_ONE_DAY}\b", re.IGNORECASE)
_TIME = (r"(?:\d{1,2}(?::\d{2})?\s?(?:[ap]\.m\.|[ap]m\b)|\d{1,2}:\d{2}|\b(?:noon|midday|midnight)\b|"
         + WORDED_CLOCK + ")")  # (no "noon" in "afternoon")
_SPAN = re.compile(rf"\b(?:from\s+)?({_TIME})\s+(?:to|until|till|-|–)\s+({_TIME})", re.IGNORECASE)
_OPENS_AT = re.compile(rf"\b(?:opens?|opened|opening(?:\s+time\s+is)?|doors\s+open(?:ed)?|start(?:s|ing)\s+at)\s+"
                       rf"(?:at\s+|from\s+)?({_TIME})", re.IGNORECASE)
_CLOSES_AT = re.compile(rf"\b(?:(?:closes?|closing|shuts?)\s+(?:at\s+)?|closed\s+at\s+)({_TIME})"
                        rf"|\b(?:open|serves?|serving)\s+(?:until|till)\s+({_TIME})", re.IGNORECASE)
_HEDGED = re.compile(r"\b(?:around|about|roughly|approximately|circa|by|before|after|as\s+early\s+as"
                     r"|as\s+late\s+as|no\s+later\s+than|usually|often|sometimes)\s*$", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no\s+longer)\b|n['’]t\b", re.IGNORECASE)
# "on weekdays except Monday": which days a group leaves out is not read, so the sentence is left alone; but every
# day except some is read as the others (_EVERY_DAY_EXCEPT)
_EXCEPT = re.compile(r"\b(?:except|apart\s+from|other\s+than|excluding|besides)\b", re.IGNORECASE)
# "every day except Monday", "daily apart from Sundays and Mondays": every day but those.
_EVERY_DAY_EXCEPT = re.compile(rf"\b{_ALL_WEEK_WORDS}\s+(?:except|apart\s+from|other\s+than|but)\s+(?:on\s+)?"
                               rf"(?P<days>{_ONE_DAY}(?:(?:\s*,\s*|\s+(?:and|or|&)\s+){_ONE_DAY})*)\b", re.IGNORECASE)
# A claim's sentences: not cut inside "6.30" nor after the "a.m." of "opens at 6:30 a.m. on Sundays".
_SENTENCE = re.compile(r"(?:[^.;!?]|\.(?=\S)|(?<=[ap]\.m)\.(?=\s+[^\sA-Z]))+(?:[.;!?]+|$)")
# What a sentence stating opening hours and nothing else is made of: days, times, and the words binding them.
_HOURS_WORDS = frozenset([*WEEKDAYS, *(f"{day}s" for day in WEEKDAYS), *str.split(
    "on at from to until till and the is are was were it its every each daily weekday weekdays weekend weekends both "
    "open opens opened opening closes closing closed shut shuts doors am pm noon midday midnight through thru hours "
    "stays stayed stay remains remained with when has have of a week day days start starts time in morning afternoon "
    "evening night")])
_NUMBER_WORDS = counting_words(7)
# "open five days a week": a count of the days the record gives hours for.
_DAYS_A_WEEK = re.compile(r"\bopen\s+(one|two|three|four|five|six|seven|[1-7])\s+days\s+(?:a|per|each)\s+week\b",
                          re.IGNORECASE)
# A sentence speaking of opening hours: its days and times are the record's hours checks' to read.
_HOURS_TALK = re.compile(r"\b(?:open|opens|opened|opening|close[sd]?|closing|shut|shuts|hours|until|till)\b",
                         re.IGNORECASE)
_EVERY_DAY_OF_WEEK = re.compile(r"\bevery\s+(?:day|night)\s+of\s+the\s+week\b", re.IGNORECASE)
_CLOSED_WORD = re.compile(r"\b(?:closed|shut|shuts)\b", re.IGNORECASE)
_ANY_TIME = re.compile(_TIME, re.IGNORECASE)
_AND_AT = re.compile(rf"\band\s+at\s+({_TIME})", re.IGNORECASE)
_DAY_AFTER = re.compile(r"\s+(?:on\s+)?(?:every\s+)?(?:(?:" + "|".join(WEEKDAYS) + r")s?|weekends?|weekdays?)\b",
                        re.IGNORECASE)


def record_hours(value: object) -> Hours | str:
    """A record's hours for one day: (opening, closing) minutes, None for "Closed", "" for anything else."""
    if not isinstance(value, str):
        return ""
    if _CLOSED_VALUE.match(value):
        return None
    m = _RECORD_HOURS.match(value)
    if m is None:
        return ""
    h1, m1, h2, m2 = (int(g) for g in m.groups())
    if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59 or (h1, m1, h2, m2) == (0, 0, 0, 0):
        return ""
    return h1 * 60 + m1, h2 * 60 + m2


def _minute(text: str) -> int | None:
    word = text.lower()
    if word in ("noon", "midday"):
        return 12 * 60
    if word == "midnight":
        return 0
    if (worded := worded_clock_minute(word)) is not None:  # (a morning time: "in the evening" moves it on)
        return worded
    found = clock_times(text)
    return found[0][1] if found else None


def _days(sentence: str) -> list[tuple[int, tuple[str, ...]]]:
    """(position, weekdays) of each day or group of days the sentence names."""
    out: list[tuple[int, tuple[str, ...]]] = []
    taken: list[tuple[int, int]] = []
    for m in _DAY_RANGE.finditer(sentence):
        first, last = WEEKDAYS.index(m.group(1).lower()), WEEKDAYS.index(m.group(2).lower())
        if first < last:
            out.append((m.start(), WEEKDAYS[first:last + 1]))
            taken.append(m.span())
    for m in _DAY_LIST.finditer(sentence):  # "on Fridays and Saturdays": one group
        if not any(a <= m.start() < b for a, b in taken):
            out.append((m.start(), tuple(d.group(1).lower() for d in _WEEKDAY.finditer(m.group(0)))))
            taken.append(m.span())
    for pattern, days in ((_ALL_WEEK, WEEKDAYS), (_WORKDAYS, WEEKDAYS[:5]), (_WEEKENDS, WEEKDAYS[5:])):
        out += [(m.start(), days) for m in pattern.finditer(sentence)]
    out += [(m.start(), (m.group(1).lower(),)) for m in _WEEKDAY.finditer(sentence)
            if not any(a <= m.start() < b for a, b in taken)]
    return out


def _times(sentence: str) -> list[tuple[int, str, int]]:
    """(position, "opens" or "closes", minute) of each time the sentence binds to opening or closing."""
    out: list[tuple[int, str, int]] = []
    found = list(_SPAN.finditer(sentence))
    if "open" in sentence.lower() or re.search(r"\bhours\b", sentence, re.IGNORECASE):
        for m in found:
            out += [(m.start(1), "opens", _minute(m.group(1))), (m.start(2), "closes", _minute(m.group(2)))]
    spans = [m.span() for m in found]
    for pattern, kind in ((_OPENS_AT, "opens"), (_CLOSES_AT, "closes")):
        for m in pattern.finditer(sentence):
            group = 1 if m.group(1) else 2
            if not any(a <= m.start(group) < b for a, b in spans):
                out.append((m.start(group), kind, _minute(m.group(group))))
    # "opens at 11am Tuesday through Friday and at noon on Saturdays": the time after "and at" opens too, where the
    # days it is for follow it (not "and at 6pm on the other three days")
    for m in _AND_AT.finditer(sentence):
        earlier = [t for t in out if t[0] < m.start(1)]
        if earlier and _DAY_AFTER.match(sentence, m.end(1)) and not any(a <= m.start(1) < b for a, b in spans):
            last = max(earlier)
            if not any(last[0] < t.start() < m.start(1) for t in _ANY_TIME.finditer(sentence)):
                out.append((m.start(1), last[1], _minute(m.group(1))))
    return [(pos, kind, _of_the_day_half(sentence, pos, minute)) for pos, kind, minute in out
            if minute is not None and not _HEDGED.search(sentence[:pos])]




def _of_the_day_half(sentence: str, pos: int, minute: int) -> int:
    """``minute`` moved to the afternoon where the time at ``pos`` is followed by "in the evening", "in the
    afternoon" or "at night" and reads as a morning time."""
    time = _ANY_TIME.match(sentence, pos)
    if time is not None and 60 <= minute < 12 * 60 and LATER_HALF.match(sentence, time.end()):
        return minute + 12 * 60
    return minute


# Where an hours sentence turns to other days: "open until midnight on Fridays, but on Sunday it closes at 9pm",
# "noon to 8pm, with hours extended to 9pm on Fridays". (", and" opens a new clause where a subject, a phrase of days
# or a verb of hours follows: "8am to 2pm, and it is closed on Sundays", "9am to 1pm, and is closed on Sundays"; not
# in a list of days: "Monday, Tuesday, and Wednesday")
_TURN = re.compile(r",?\s+(?:but|while|whereas)\s+|;\s*|,\s+with\s+"
                   r"|,\s+and\s+(?=(?:on|it|its|it['’]s|they|there|the|from|at|in|during|every|each"
                   r"|is|are|stays|opens|closes|shuts|remains)\b)"
                   # a comparison with other days: "until 9 p.m., two hours later than on Fridays"
                   r"|,\s+(?=(?:[^\W\d_]+\s+){0,3}(?:later|earlier)\s+than\b)", re.IGNORECASE)


def _own_clause_days(sentence: str, days: list[tuple[int, tuple[str, ...]]], pos: int
                     ) -> list[tuple[int, tuple[str, ...]]]:
    """The days named in the clause of the time at ``pos`` (the sentence cut where it turns to other days), or all
    the sentence's days where that clause names none."""
    start, end = clause_span(sentence, pos, pos, _TURN)
    return [d for d in days if start <= d[0] < end] or days


# What may stand between a time and the days written right after it: "9am to noon on Sunday", "until 9pm Monday to
# Thursday".
_BEFORE_DAYS = re.compile(r",?\s+(?:on\s+)?(?:every\s+)?", re.IGNORECASE)


# Days a time is compared with, not given for: "an hour later than on weekdays", "than the other days".
_THAN_BEFORE = re.compile(r"\bthan\s+(?:on\s+)?(?:the\s+)?(?:other\s+)?$", re.IGNORECASE)


def _days_of_time(sentence: str, days: list[tuple[int, tuple[str, ...]]], pos: int
                  ) -> tuple[int, tuple[str, ...]] | None:
    """The days a time at ``pos`` is for: those written right after it (or after the span it opens: "8am to 2pm on
    Saturday and 9am to noon on Sunday"), else the nearest in its own clause (:func:`_nearest_days`)."""
    days = [d for d in days if not _THAN_BEFORE.search(sentence, max(0, d[0] - 24), d[0])]
    span = next((m for m in _SPAN.finditer(sentence) if m.start(1) <= pos < m.end()), None)
    time = _ANY_TIME.match(sentence, pos)
    end = span.end() if span is not None else time.end() if time is not None else pos
    gap = _BEFORE_DAYS.match(sentence, end)
    after = [d for d in days if gap is not None and d[0] == gap.end()]
    if after:
        return after[0]
    return _nearest_days(_own_clause_days(sentence, days, pos), pos)


def _nearest_days(days: list[tuple[int, tuple[str, ...]]], pos: int) -> tuple[int, tuple[str, ...]] | None:
    """The day or group of days named nearest to a time at ``pos``; None where another is as near (which the time is
    for is not clear)."""
    nearest = sorted(days, key=lambda d: abs(d[0] - pos))
    if len(nearest) > 1 and abs(nearest[0][0] - pos) == abs(nearest[1][0] - pos):
        return None
    return nearest[0]


def _gives(given: tuple[int, int], kind: str, minute: int) -> bool:
    """The day's (opening, closing) minutes hold ``minute`` as its ``kind`` ("opens" or "closes")."""
    return given[0 if kind == "opens" else 1] % (24 * 60) == minute % (24 * 60)


def _clock(minute: int) -> str:
    hour, rest = divmod(minute, 60)
    return f"{hour}:{rest:02d}"


# Days a group is said of only where the place opens: "its weekday service days", "the days it is open".
_OPEN_DAYS_ONLY = re.compile(r"\b(?:service|trading|opening|open)\s+days\b"
                             r"|\bdays\s+(?:(?:that|when)\s+)?it\s+(?:is\s+)?opens?\b", re.IGNORECASE)


def _left_out(excepted: re.Match[str]) -> set[str]:
    """The weekdays an "every day except ..." phrase (:data:`_EVERY_DAY_EXCEPT`) leaves out."""
    return {d.group(1).lower() for d in _WEEKDAY.finditer(excepted.group("days"))}


def _another_exception(sentence: str, excepted: re.Match[str] | None) -> bool:
    """The sentence holds an exception besides its "every day except ..." phrase ("on weekdays except Monday"): which
    days such a one leaves out is not read."""
    return _EXCEPT.search(blanked(sentence, [excepted.span()] if excepted else [])) is not None


def _days_but_excepted(sentence: str, excepted: re.Match[str] | None) -> list[tuple[int, tuple[str, ...]]]:
    """The sentence's days (:func:`_days`), an "every day except ..." phrase read as every day but those it leaves
    out, where the phrase stands (the days it names are none of its own)."""
    days = _days(sentence)
    if excepted is None:
        return days
    left_out = _left_out(excepted)
    return [(excepted.start(), tuple(d for d in WEEKDAYS if d not in left_out))] + [
        d for d in days if not excepted.start() <= d[0] < excepted.end()]


def hours_conflicts(claim: str, hours: dict[str, Hours]) -> list[str]:
    """A time the claim gives a weekday's opening or closing that the record's hours for that day do not (or a day
    the record gives as closed)."""
    reasons: list[str] = []
    for sentence in _SENTENCE.findall(claim):
        excepted = _EVERY_DAY_EXCEPT.search(sentence)
        if _NEGATED.search(sentence) or _another_exception(sentence, excepted):
            continue
        week = 7 if _OPEN_DAILY.search(sentence) else _days_a_week(sentence)
        if week is not None and excepted:
            week -= len(_left_out(excepted))
        if week is not None and week != (given := _open_days(hours)) and given is not None:
            return [f'the claim says it is open {week} days a week, where the record gives hours for {given}']
        if others := _OPEN_OTHERS.search(sentence):
            if others.group(1) and (given := _open_days(hours)) is not None and (
                    count := _count_of_days(others.group(1))) != given:
                return [f'the claim says it is open on {count} other days, where the record gives hours for {given}']
            said_closed = set().union(*(days for _, _, days in closed_days_said(sentence)))
            if said_closed and (shut := [day for day in WEEKDAYS if day not in said_closed and day in hours
                                         and hours[day] is None]):
                return [f"the claim says it is open on the days other than {', '.join(sorted(said_closed))}, where "
                        f"the record gives {shut[0].capitalize()} as closed"]
        days = _days_but_excepted(sentence, excepted)
        if not days:
            continue
        for pos, kind, minute in _times(sentence):
            if (nearest := _days_of_time(sentence, days, pos)) is None:
                continue
            for day in nearest[1]:
                if day not in hours:
                    continue
                given = hours[day]
                if given is None and len(nearest[1]) > 1 and _OPEN_DAYS_ONLY.search(sentence):
                    continue  # ("on its weekday service days it opens at 5 p.m.": not the weekday it is closed)
                if given is None:
                    reasons.append(f'the claim says it {kind} at {_clock(minute)} on {day.capitalize()}, which the '
                                   "record gives as closed")
                elif not _gives(given, kind, minute):
                    reasons.append(f'the claim says it {kind} at {_clock(minute)} on {day.capitalize()}, where the '
                                   f"record gives {_clock(given[0])}-{_clock(given[1])}")
                if reasons:
                    return reasons
    return reasons


def hours_stated(claim: str, hours: dict[str, Hours]) -> list[str]:
    """The times of a claim made only of opening hours ("On Saturdays the shop is open from 9am until 4pm."; besides
    days, times and the words binding them, one word for the place), where the record's hours give every one for the
    day it is bound to, and every day named without a time is one the record gives as closed, in a sentence saying
    "closed" or "shut"; [] otherwise. The model cannot read a record's hours; this is what supports such a claim."""
    if not hours or _NEGATED.search(claim):
        return []
    stated: list[str] = []
    for sentence in _SENTENCE.findall(claim):
        if not sentence.strip():
            continue
        # "every day except Sunday" is read as the other days, as the hours check reads it; any other exception is not
        excepted = _EVERY_DAY_EXCEPT.search(sentence)
        if _another_exception(sentence, excepted):
            return []
        if (week := _days_a_week(sentence)) is not None:
            if week != _open_days(hours):
                return []
            stated.append(f"open {week} days a week")
            sentence = blanked(sentence, [m.span() for m in _DAYS_A_WEEK.finditer(sentence)])
        if (total := _WEEK_TOTAL.search(sentence)) is not None:
            figure = total.group("n") or total.group("n2")
            if _HEDGED.search(sentence[: total.start()]) or round(float(figure) * 60) != _week_minutes(hours):
                return []
            stated.append(f"{figure} hours a week")
            sentence = blanked(sentence, [total.span(), *(m.span() for m in _ALL_TOLD.finditer(sentence))])
        compared = _COMPARED_DAYS.search(sentence)
        if compared is not None:
            sentence = blanked(sentence, [compared.span()])
            if (said := _comparison_held(sentence, compared, hours)) is None:
                return []
            stated.append(said)
        superlatives = list(_SUPERLATIVE.finditer(sentence))
        # (a superlative's own words name no days: "its latest weekday closing")
        sentence = blanked(sentence, [m.span() for m in superlatives])
        days, times = _days_but_excepted(sentence, excepted), _times(sentence)
        if superlatives or _DAY_LENGTH.search(sentence):
            times += _times_beside_extremes(sentence, superlatives, times)
        if len({m.start() for m in _ANY_TIME.finditer(sentence)}) > len(times) or (times and not days) or not (
                days or week is not None or total is not None):
            return []  # a time not bound to opening or closing, or to no day; or a sentence without hours
        lengths = _day_lengths(sentence, days, hours)
        extremes = _extremes_held(superlatives, sentence, days, hours)
        if lengths is None or extremes is None:
            return []
        stated += [f"{n} hours" for n, _, _ in lengths] + [said for said, _ in extremes]
        # (the letters of a time are its own: "8 a.m." is no word "a"; nor are a day's length's words)
        words = re.findall(r"[a-z]+", blanked(sentence, [m.span() for m in _ANY_TIME.finditer(sentence)]
                                              + [span for _, span, _ in lengths]
                                              + ([excepted.span()] if excepted else [])).lower())
        if len([w for w in words if w not in _HOURS_WORDS]) > 1:
            return []
        bound: set[int] = set()
        for pos, kind, minute in times:
            if (nearest := _days_of_time(sentence, days, pos)) is None:
                return []
            for day in nearest[1]:
                given = hours.get(day)
                if given is None or not _gives(given, kind, minute):
                    return []
            bound.add(nearest[0])
            stated.append(_clock(minute))
        bound |= {pos for _, _, held in lengths for pos in held} | {pos for _, pos in extremes}
        if compared is not None:  # (the days compared with the others: "Thursday closing is two hours later")
            bound |= {pos for pos, _ in days}
        # days with no time of their own, in a sentence saying the place opens: "open every day", "open five days a
        # week, from Wednesday through Sunday", where they are all the days the record opens
        free = [(pos, group) for pos, group in days if pos not in bound]
        if (free and ("open" in sentence.lower() or week is not None) and not _CLOSED_WORD.search(sentence)
                and {day for _, group in free for day in group} == {day for day in WEEKDAYS if hours.get(day)}):
            bound |= {pos for pos, _ in free}
            stated.append("open " + ", ".join(day.capitalize() for _, group in free for day in group))
        unbound = [day for pos, group in days if pos not in bound for day in group]
        if unbound and not (_CLOSED_WORD.search(sentence) and all(day in hours and hours[day] is None
                                                                   for day in unbound)):
            return []
        stated += [f"closed {day.capitalize()}" for day in unbound if not times]
    return stated


# How long a day's hours last, in a claim of hours: "open for just four hours, from 8 a.m. until noon".
_HOUR_COUNTS = counting_words(20)
_DAY_LENGTH = re.compile(r"\b(?:for\s+)?(?:just\s+|only\s+)?(\d{1,2}|" + "|".join(_HOUR_COUNTS)
                         + r")(?:[\s-]+hours?|\s+(?:hours\s+)?a\s+day)\b", re.IGNORECASE)


def _day_lengths(sentence: str, days: list[tuple[int, tuple[str, ...]]], hours: dict[str, Hours]
                 ) -> list[tuple[int, tuple[int, int], list[int]]] | None:
    """(hours, span, the positions of its days) of each length of the day the sentence gives ("nine hours", "15 a
    day"), where the record's hours last that long on every day its clause names (every day the sentence names,
    where its clause names none); None where one of them does not."""
    out = []
    for m in _DAY_LENGTH.finditer(sentence):
        n = int(m.group(1)) if m.group(1).isdigit() else _HOUR_COUNTS[m.group(1).lower()]
        held = _own_clause_days(sentence, days, m.start())
        named = [day for _, group in held for day in group]
        if not named or any(not hours.get(day) or _measure(hours[day], "span") != 60 * n for day in named):
            return None
        out.append((n, m.span(), [pos for pos, _ in held]))
    return out


# A time a claim of the week's longest or earliest hours gives with no verb of its own: "... is Wednesday at 7:30
# p.m." (after "its latest weekday closing"), "open nine hours, until 8 p.m.".
_UNTIL_BEFORE = re.compile(r"\b(?:until|till)\s+$", re.IGNORECASE)


def _times_beside_extremes(sentence: str, superlatives: list[re.Match[str]], times: list[tuple[int, str, int]]
                           ) -> list[tuple[int, str, int]]:
    """(position, "opens" or "closes", minute) of each time :func:`_times` binds to nothing in a sentence of the
    week's extremes: one after "until" closes; any other is what the superlative of its clause says ("the earliest
    weekday close, at 5 p.m."), where that superlative speaks of opening or closing."""
    taken = {pos for pos, _, _ in times}
    out = []
    for t in _ANY_TIME.finditer(sentence):
        if t.start() in taken:
            continue
        kind = "closes" if _UNTIL_BEFORE.search(sentence, max(0, t.start() - 8), t.start()) else None
        if kind is None:
            first, last = clause_span(sentence, t.start(), t.start(), _TURN)
            kinds = {_superlative_kind(m) for m in superlatives if first <= m.start() < last}
            kind = kinds.pop() if len(kinds) == 1 and None not in kinds and "span" not in kinds else None
        minute = _minute(t.group(0))
        if kind is not None and minute is not None and not _HEDGED.search(sentence[: t.start()]):
            out.append((t.start(), kind, _of_the_day_half(sentence, t.start(), minute)))
    return out


# A day's hours said to be the longest or shortest, or to open or close the earliest or latest, of the week (or of the
# weekdays): "its longest day", "Sunday hours are the shortest", "the earliest weekday close", "stays open latest".
_SUPERLATIVE = re.compile(
    r"\b(?:(?P<span>longest|shortest)\s+(?P<wd1>weekday\s+)?(?:opening\s+)?(?:day|hours)"
    r"|(?:day|hours)\s+(?:are|is)\s+(?:the\s+)?(?P<span2>longest|shortest)"
    r"|(?P<edge>earliest|latest)\s+(?P<wd2>weekday\s+)?(?P<what>opening|start|closing|close|finish)(?:\s+time)?"
    r"|(?P<verb>opens|starts|closes|finishes)\s+(?P<edge2>earliest|latest)"
    r"|stays\s+open\s+(?P<late>latest))\b", re.IGNORECASE)
_OPENING_WORDS = frozenset({"opening", "start", "opens", "starts"})


def _measure(given: tuple[int, int], what: str) -> int:
    """A day's opening or closing minute, or how long it opens (a close past midnight counts on)."""
    opening, closing = given
    closing += 24 * 60 if closing <= opening else 0
    return {"opens": opening, "closes": closing}.get(what, closing - opening)


def _superlative_kind(m: re.Match[str]) -> str:
    """What a superlative compares: "span" (how long a day opens), "opens" or "closes"."""
    if m.group("span") or m.group("span2"):
        return "span"
    return "opens" if (m.group("what") or m.group("verb") or "").lower() in _OPENING_WORDS else "closes"


def _extremes_held(superlatives: list[re.Match[str]], sentence: str, days: list[tuple[int, tuple[str, ...]]],
                   hours: dict[str, Hours]) -> list[tuple[str, int]] | None:
    """(what is said, the position of its days) for each superlative of the sentence whose days, the nearest in its
    clause, have the record's longest or shortest hours, or open or close the earliest or latest, of the days the
    record opens (of those from Monday to Friday for a "weekday" one); None where one does not."""
    out = []
    for m in superlatives:
        word = next(g for g in (m.group("span"), m.group("span2"), m.group("edge"), m.group("edge2"),
                                m.group("late")) if g).lower()
        kind = _superlative_kind(m)
        weekdays = m.group("wd1") or m.group("wd2")
        candidates = [given for day, given in hours.items() if given and (not weekdays or day in WEEKDAYS[:5])]
        nearest = _nearest_days(_own_clause_days(sentence, days, m.start()), m.start()) if days else None
        if nearest is None or not candidates:
            return None
        values = [_measure(given, kind) for given in candidates]
        extreme = max(values) if word in ("longest", "latest") else min(values)
        if any(not hours.get(day) or _measure(hours[day], kind) != extreme for day in nearest[1]):
            return None
        out.append((f"{m.group(0).lower()} on {', '.join(day.capitalize() for day in nearest[1])}", nearest[0]))
    return out


# Which days a place opens, in a sentence of its other fields: "closed on Mondays", "open Tuesday through Saturday",
# "open six days a week", "open every day".
# ("closed all day on Sundays"; "does not open on Fridays or Sundays", "doesn't see patients on Fridays")
_CLOSED_ON = re.compile(rf"\b(?:closed|shut|(?:(?:does|do|is|are)\s+not|(?:does|do|is|are)n['’]t)\s+(?:open|trade"
                        rf"|see\s+(?:patients|clients|customers)))\s+(?:all\s+day\s+)?(?:on\s+)?(?:every\s+)?"
                        rf"({_ONE_DAY}(?:(?:\s*,\s*|,?\s+(?:and|&|or)\s+){_ONE_DAY})*)\b", re.IGNORECASE)
_OPEN_RANGE = re.compile(r"\bopen\s+(?:from\s+)?(?:on\s+)?(" + "|".join(WEEKDAYS) + r")s?\s+"
                         r"(?:to|through|thru|until|till|-|–)\s+(" + "|".join(WEEKDAYS) + r")s?\b", re.IGNORECASE)
_OPEN_DAILY = re.compile(r"\bopen\s+(?:every\s+day|daily|all\s+week)(?:\s+of\s+the\s+week)?\b", re.IGNORECASE)
_OPEN_OTHERS = re.compile(r"\bopen\s+(?:on\s+)?(?:the\s+)?(?:(?:other|remaining)\s+"
                          r"(?:(one|two|three|four|five|six|[1-6])\s+)?days(?:\s+of\s+the\s+week)?"
                          r"|rest\s+of\s+the\s+week)\b", re.IGNORECASE)


def closed_days_said(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """(start, end, the weekdays) of each phrase saying the place is closed on some days ("closed on Mondays", "shut
    on Saturdays and Sundays", "does not open on Fridays or Sundays")."""
    return [(m.start(), m.end(), frozenset(d.group(1).lower() for d in _WEEKDAY.finditer(m.group(1))))
            for m in _CLOSED_ON.finditer(text)]


def open_days_talk(sentence: str, hours: dict[str, Hours]) -> list[tuple[int, int, bool]]:
    """(start, end, whether the record's hours give it) of each phrase saying which days the place opens ("closed on
    Mondays": no hours that day; "open Tuesday through Saturday": hours on exactly those days; "open six days a
    week", "open every day": on that many days)."""
    if not hours:
        return []
    open_on = {day for day, given in hours.items() if given is not None}
    closed_on = closed_days_said(sentence)
    found = [(start, end, all(hours.get(day, "") is None for day in days)) for start, end, days in closed_on]
    for m in _OPEN_RANGE.finditer(sentence):
        first, last = WEEKDAYS.index(m.group(1).lower()), WEEKDAYS.index(m.group(2).lower())
        found.append((m.start(), m.end(), first < last and open_on == set(WEEKDAYS[first:last + 1])))
    found += [(m.start(), m.end(), _days_a_week(m.group(0)) == len(open_on)) for m in _DAYS_A_WEEK.finditer(sentence)]
    found += [(m.start(), m.end(), len(open_on) == 7) for m in _OPEN_DAILY.finditer(sentence)]
    # "closed on Mondays but open the other six days of the week", "... and open the rest of the week"
    closed = set().union(*(days for _, _, days in closed_on))
    for m in _OPEN_OTHERS.finditer(sentence):
        count = None if m.group(1) is None else _count_of_days(m.group(1))
        found.append((m.start(), m.end(), bool(closed) and open_on == set(WEEKDAYS) - closed
                      and count in (None, len(open_on))))
    return found


# How many hours a week the record's hours add up to, in a claim of hours: "open 62.5 hours a week", "trades 50.5
# hours a week in all", "its weekly opening hours add up to 43" (with the words saying it is a total, "altogether").
_WEEK_TOTAL = re.compile(r"\b(?:(?P<n>\d{1,3}(?:\.\d+)?)\s+hours\s+(?:a|per|each|every)\s+week"
                         r"|weekly\s+(?:opening\s+)?hours\s+(?:add\s+up\s+to|come\s+to|total|amount\s+to)\s+"
                         r"(?P<n2>\d{1,3}(?:\.\d+)?)(?:\s+hours)?)\b", re.IGNORECASE)
_ALL_TOLD = re.compile(r"\b(?:altogether|in\s+all|in\s+total|all\s+told)\b", re.IGNORECASE)


def _week_minutes(hours: dict[str, Hours]) -> int:
    """How long the record's hours last over the week, in minutes (a day it leaves out or gives as closed adds
    nothing)."""
    return sum(_measure(given, "span") for given in hours.values() if given)


# One day's (or group's) opening or closing set against the other days': "two hours later than on other weekdays",
# "half an hour later than on the weekdays it opens".
_GAP_COUNTS = counting_words(12)
_COMPARED_DAYS = re.compile(
    r"\b(?P<n>half\s+an|an|\d{1,2}|" + "|".join(_GAP_COUNTS) + r")(?P<half>\s+and\s+a\s+half)?\s+"
    r"(?P<unit>hours?|minutes?)\s+(?P<way>later|earlier)\s+than\s+(?:on\s+|at\s+)?(?:the\s+)?(?:other\s+)?"
    r"(?P<group>weekdays|days|weekend\s+days)(?:\s+it\s+(?:opens|is\s+open))?\b", re.IGNORECASE)
_CLOSING_TALK = re.compile(r"\b(?:clos(?:es|ed|ing|e)|shuts?|until|till|finish(?:es|ing)?)\b", re.IGNORECASE)
_OPENING_TALK = re.compile(r"\b(?:open(?:s|ing)?|starts?|starting)\b", re.IGNORECASE)


def _comparison_held(sentence: str, compared: re.Match[str], hours: dict[str, Hours]) -> str | None:
    """What the sentence's comparison says ("closes 2 hours later on Thursday than on the other weekdays"), where the
    days it names (``compared`` blanked out of ``sentence``) all open or close at one time and the other days of the
    group (those the record opens) all at another, that far apart in that direction; None otherwise. Whether the
    sentence speaks of opening or closing is read from its words; one speaking of both is not read."""
    closing, opening = bool(_CLOSING_TALK.search(sentence)), bool(_OPENING_TALK.search(sentence))
    kind = "closes" if closing and not (opening and "open until" not in sentence.lower()) else (
        "opens" if opening and not closing else None)
    subject = {day for _, group in _days(sentence) for day in group}
    group = {"weekdays": WEEKDAYS[:5], "days": WEEKDAYS}.get(compared.group("group").lower(), WEEKDAYS[5:])
    others = [day for day in group if day not in subject and hours.get(day)]
    if kind is None or not subject or not others or any(not hours.get(day) for day in subject):
        return None
    mine = {_measure(hours[day], kind) for day in subject}
    theirs = {_measure(hours[day], kind) for day in others}
    word, unit = compared.group("n").lower(), 60 if compared.group("unit").lower().startswith("hour") else 1
    n = {"half an": 0.5, "an": 1}.get(word) or (int(word) if word.isdigit() else _GAP_COUNTS[word])
    gap = round((n + (0.5 if compared.group("half") else 0)) * unit)
    if len(mine) != 1 or len(theirs) != 1 or mine.pop() - theirs.pop() != (
            gap if compared.group("way").lower() == "later" else -gap):
        return None
    named = ", ".join(day.capitalize() for day in WEEKDAYS if day in subject)
    apart = "an hour" if gap == 60 else f"{gap // 60} hours" if gap % 60 == 0 else f"{gap} minutes"
    return f"{kind} {apart} {compared.group('way').lower()} on {named} than on the other {compared.group('group')}"


def _days_a_week(sentence: str) -> int | None:
    """The count of days a sentence says the place is open each week ("open five days a week"), or None."""
    m = _DAYS_A_WEEK.search(sentence)
    return None if m is None else _count_of_days(m.group(1))


def _count_of_days(word: str) -> int:
    """A count of days written as a figure or a word ("6", "six")."""
    return int(word) if word.isdigit() else _NUMBER_WORDS[word.lower()]


def _open_days(hours: dict[str, Hours]) -> int | None:
    """How many days the record gives hours for, where it speaks of every day (None otherwise)."""
    if any(day not in hours for day in WEEKDAYS):
        return None
    return sum(1 for day in WEEKDAYS if hours[day] is not None)


def hours_talk_spans(claim: str, figures_only: bool = False) -> list[tuple[int, int]]:
    """The days, times and all-week phrases ("seven days a week", "every day of the week") of each claim sentence
    speaking of opening hours (with ``figures_only``, its times and counts of days open, "open six days a week", "open
    on the other six days"): against a record of opening hours, these checks read them, not the generic time, day and
    figure checks (which see the record's other days as other things, and a review's "three days" as the count)."""
    spans: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(claim):
        sentence, offset = m.group(0), m.start()
        if not _HOURS_TALK.search(sentence):
            continue
        for pattern in (_ANY_TIME, _DAYS_A_WEEK, _OPEN_OTHERS) if figures_only else (
                _DAY_RANGE, _ALL_WEEK, _WORKDAYS, _WEEKENDS, _WEEKDAY, _DAYS_A_WEEK, _EVERY_DAY_OF_WEEK, _OPEN_OTHERS,
                _ANY_TIME):
            spans += [(offset + d.start(), offset + d.end()) for d in pattern.finditer(sentence)]
        spans += [(offset + t.start(), offset + t.end()) for t, _ in clock_times(sentence)]
    return spans
