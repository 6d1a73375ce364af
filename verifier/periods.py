"""Quarters, weekdays and months: a claim about "Q2" where the context speaks only of the third quarter, or about
"Monday" where it names only Tuesday (no figure to compare, so the number checks do not see them, and the model
reads the label past)."""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from verifier.cases import supposed_case_end
from verifier.negation import negation_cues, statement_negation_cues
from verifier.text import clause_span, split_sentences, stemmed_content

__all__ = ["MONTHS", "WEEKDAYS", "bare_months", "closed_day_conflicts", "mentions_periods", "mentions_weekdays",
           "month_spans", "months_named", "period_conflicts", "quarters", "weekday_date_conflicts", "weekday_ends",
           "weekday_spans", "weekdays_named", "weekdays_of_cases"]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_QUARTER = re.compile(r"\b(?:Q([1-4])|([1-4])Q|(first|second|third|fourth)[\s-]quarter)\b", re.IGNORECASE)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(r"\b(" + "|".join(WEEKDAYS) + r")s?\b", re.IGNORECASE)
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")
# Capitalised month names; "May" only where it is a month ("in May", "May 2021", "May 3", "21 May"), not the verb.
_MONTH = re.compile(r"\b(?:(" + "|".join(m for m in MONTHS if m != "May") + r")"
                    r"|(?:in|of|since|until|by|from|early|late|mid) (May)|(May)(?= \d)"
                    r"|\d{1,2}(?:st|nd|rd|th)? (?:of )?(May))\b")


def _month_name(m: re.Match[str]) -> str:
    return m.group(1) or m.group(2) or m.group(3) or m.group(4)


# A month named alone for when something happened: "raised £22 million in June" (not "in June 2024", "in June 12").
_BARE_MONTH = re.compile(r"\b(?:in|during)\s+(?:early\s+|late\s+|mid-?)?(" + "|".join(MONTHS) + r")\b(?!,?\s*\d)")


# Between the two ends of a run of months: "1 March and 31 July", "November to February", "May 2024 - June 2024".
_MONTH_RUN_GAP = re.compile(r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?\s*(?:to|(and)|until|till|through|-|–)\s*"
                            r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?$", re.IGNORECASE)


def month_spans(text: str) -> list[tuple[int, int, int]]:
    """(start, end, month number) of each month ``text`` names, alone, in a date ("12 June") or inside a run ("between
    1 March and 31 July" names May), for a context read by
    :func:`verifier.given_elsewhere.given_elsewhere_conflicts`."""
    found = list(_MONTH.finditer(text))
    out = [(m.start(), m.end(), MONTHS.index(_month_name(m))) for m in found]
    for a, b in itertools.pairwise(found):
        gap = _MONTH_RUN_GAP.fullmatch(text, a.end(), b.start())
        if gap and (not gap.group(1) or _BETWEEN_BEFORE.search(text, 0, a.start())):  # not "in January and June"
            first, last = MONTHS.index(_month_name(a)), MONTHS.index(_month_name(b))
            out += [(a.start(), b.end(), month % 12) for month in range(first + 1, first + (last - first) % 12)]
    return sorted(out)


def bare_months(text: str) -> list[tuple[int, int, int]]:
    """(start, end, month number) of each month ``text`` names alone for when something happened ("in June")."""
    return [(m.start(1), m.end(1), MONTHS.index(m.group(1))) for m in _BARE_MONTH.finditer(text)]


def quarters(text: str) -> dict[int, str]:
    """Quarter number -> its first spelling in ``text``."""
    out: dict[int, str] = {}
    for m in _QUARTER.finditer(text):
        number = int(m.group(1) or m.group(2) or _ORDINALS[m.group(3).lower()])
        out.setdefault(number, m.group(0))
    return out


# A run of days names the days between its ends: "Monday to Friday", "Tue-Thu" is not read (names only).
_WEEKDAY_RUN = re.compile(rf"{_WEEKDAY.pattern}\s*(?:to|through|thru|until|till|-|–)\s*{_WEEKDAY.pattern}",
                          re.IGNORECASE)
_WEEKDAYS_WORD = re.compile(r"\b(?:weekdays?|(weekends?))\b", re.IGNORECASE)
# "moved from January to March" is a change from one to the other, no run.
_MOVED = re.compile(r"\b(?:mov|chang|postpon|shift|reschedul|push|brought|bring|delay|switch)\w*\s+(?:\w+\s+){0,2}"
                    r"(?:from\s+)?(?:\d{1,2}\s+)?$", re.IGNORECASE)


def _runs(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """The runs ``pattern`` finds in ``text`` that no verb of change precedes."""
    return [m for m in pattern.finditer(text) if not _MOVED.search(text, max(0, m.start() - 40), m.start())]


def _weekdays(text: str, runs: bool = False) -> dict[int, str]:
    """Weekday number -> its first spelling in ``text``; with ``runs`` (a context's, not a claim's: a claim's run
    claims its ends), the days of a run ("Monday to Friday") and of the words "weekdays", "weekends" too."""
    out: dict[int, str] = {}
    for m in _WEEKDAY.finditer(text):
        out.setdefault(WEEKDAYS.index(m.group(1).lower()), m.group(0))
    if not runs:
        return out
    for m in _runs(_WEEKDAY_RUN, text):
        first, last = WEEKDAYS.index(m.group(1).lower()), WEEKDAYS.index(m.group(2).lower())
        for day in range(first, first + (last - first) % 7 + 1):
            out.setdefault(day % 7, m.group(0))
    for m in _WEEKDAYS_WORD.finditer(text):
        for day in ((5, 6) if m.group(1) else range(5)):
            out.setdefault(day, m.group(0))
    return out


# A run of months names the months between its ends: "July to September", "from 1 July to 15 September", "between
# 1 March and 31 July".
_MONTH_NAME = "(" + "|".join(MONTHS) + ")"
_MONTH_RUN = re.compile(rf"\b{_MONTH_NAME}\s+(?:\d{{4}}\s+)?(?:to|through|until|till|-|–)\s+(?:\d{{1,2}}\s+)?"
                        rf"{_MONTH_NAME}\b|\b\d{{1,2}}\s+{_MONTH_NAME}\s*(?:to|through|until|till|-|–)\s*"
                        rf"\d{{1,2}}\s+{_MONTH_NAME}\b"
                        rf"|\bbetween\s+(?:\d{{1,2}}\s+)?{_MONTH_NAME}\s+(?:\d{{4}}\s+)?and\s+"
                        rf"(?:\d{{1,2}}\s+)?{_MONTH_NAME}\b")


def _months(text: str, runs: bool = False) -> dict[int, str]:
    """Month number -> its first spelling in ``text``; with ``runs`` (a context's), the months of a run ("July to
    September") too."""
    out: dict[int, str] = {}
    for m in _MONTH.finditer(text):
        name = _month_name(m)
        out.setdefault(MONTHS.index(name), name)
    if not runs:
        return out
    for m in _runs(_MONTH_RUN, text):
        first, last = (MONTHS.index(name) for name in [g for g in m.groups() if g])
        for month in range(first, first + (last - first) % 12 + 1):
            out.setdefault(month % 12, m.group(0))
    return out


def mentions_weekdays(claim: str) -> bool:
    return _WEEKDAY.search(claim) is not None


# A weekday opening a name: "the Sunday Times", "Monday Night Football".
_NAMED_AFTER = re.compile(r"\s+[A-Z][a-z]")
# Words naming every day not named beside them: "travel to Lompoc the remaining days of the week".
_OTHER_DAYS = re.compile(r"\b(?:the\s+)?(?:remaining|other)\s+days(?:\s+of\s+the\s+week)?\b|\brest\s+of\s+the\s+week\b",
                         re.IGNORECASE)


def weekday_spans(text: str) -> list[tuple[int, int, int]]:
    """(start, end, weekday number) of each weekday ``text`` names, alone ("on Sundays") or in a run ("Thursday to
    Saturday": its every day, at the run's span), or by "the remaining days of the week" (every day), for a context
    read by :func:`verifier.given_elsewhere.given_elsewhere_conflicts`; a claim's run claims its ends
    (:func:`weekday_ends`)."""
    out = weekday_ends(text)
    for m in _runs(_WEEKDAY_RUN, text):
        first, last = WEEKDAYS.index(m.group(1).lower()), WEEKDAYS.index(m.group(2).lower())
        out += [(m.start(), m.end(), day % 7) for day in range(first + 1, first + (last - first) % 7)]
    for m in _OTHER_DAYS.finditer(text):
        out += [(m.start(), m.end(), day) for day in range(7)]
    return sorted(out)


def weekday_ends(text: str) -> list[tuple[int, int, int]]:
    """(start, end, weekday number) of each weekday ``text`` writes ("Monday to Sunday" claims Monday and Sunday), not
    in a name ("the Sunday Times")."""
    return [(m.start(), m.end(), WEEKDAYS.index(m.group(1).lower())) for m in _WEEKDAY.finditer(text)
            if not _NAMED_AFTER.match(text, m.end())]


def weekdays_named(text: str) -> set[int]:
    """Weekdays (0 Monday - 6 Sunday) ``text`` names, alone, in a run ("Thursday to Saturday") or as "weekdays" /
    "weekends"."""
    return set(_weekdays(text, runs=True))


def months_named(text: str) -> set[int]:
    """Months (1-12) ``text`` names, alone or in a run ("the third quarter of 2024 (July to September)")."""
    return {month + 1 for month in _months(text, runs=True)}


def mentions_periods(claim: str) -> bool:
    return bool(_QUARTER.search(claim) or _WEEKDAY.search(claim) or _MONTH.search(claim))


def _missing(said: dict[int, str], named: dict[int, str]) -> list[str]:
    """A period the claim names that the context does not, while the context names another."""
    missing = sorted(set(said) - set(named))
    if not missing or not named:
        return []
    others = ", ".join(f'"{named[q]}"' for q in sorted(named)[:3])
    return [f'the claim says "{said[missing[0]]}" where the context speaks of {others}']


@lru_cache(maxsize=8)
def _named_in(context: str) -> tuple[dict[int, str], dict[int, str], dict[int, str]]:
    """The quarters, weekdays and months a context names, read once per context: the engines pass the whole
    context for every window of every claim sentence. (Shared: callers only read them.)"""
    return quarters(context), _weekdays(context, runs=True), _months(context, runs=True)


# A month bounding a condition: "withdraw before 1 June", "after 31 August", "until March" (not "from": "moved from
# January to March" names no months between).
_MONTH_BOUND = re.compile(rf"\b(before|by|until|till|after)\s+(?:the\s+)?"
                          rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH_NAME}\b")


def _months_of_conditions(claim: str, context: str) -> set[int]:
    """The months on the side of a context's "before" / "after" month that the claim's case may fall in, where that
    sentence shares two of the claim's content words ("A family withdrawing in May ..." against "Families who withdraw
    before 1 June get back everything except the deposit"): the months before June, in the same year."""
    claim_words = set(stemmed_content(claim))
    out: set[int] = set()
    for sentence in split_sentences(context):
        if len(claim_words.intersection(stemmed_content(sentence.text))) < 2:
            continue
        for m in _MONTH_BOUND.finditer(sentence.text):
            month = MONTHS.index(m.group(2))
            before = m.group(1).lower() in ("before", "by", "until", "till")
            out.update(range(month) if before else range(month + 1, 12))
    return out


# A rule on a day of every month: "due on the 1st of each month", "unpaid after the 5th of the month" (not "£32 per
# month", which says nothing of a month a claim names: "Owen's price will go up each April").
_EVERY_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:each|every|the)\s+(?:calendar\s+)?month\b",
                          re.IGNORECASE)


def _months_of_monthly_rules(claim: str, context: str) -> set[int]:
    """Every month, where a context sentence sharing two of the claim's content words states a rule for a day of each
    month ("Monthly rent: $89, due on the 1st of each month"; "rent unpaid after the 5th of the month incurs a $15
    late fee"): the claim's month is a case of it ("If Priya pays her March rent on 5 March, ...")."""
    claim_words = set(stemmed_content(claim))
    for sentence in split_sentences(context):
        if _EVERY_MONTH.search(sentence.text) and len(claim_words.intersection(stemmed_content(sentence.text))) >= 2:
            return set(range(12))
    return set()


def weekdays_of_cases(claim: str, context: str) -> set[int]:
    """The weekdays named inside the case the claim supposes, where a context sentence sharing a content word with the
    claim names a weekday ("A 4.5 kg bag washed on a Monday costs ..." against "On Tuesdays we take 20% off the weighed
    wash charge"), and the context names nowhere else: the case falls outside that day's rule, which the context need
    not name."""
    case_end = supposed_case_end(claim)
    if not case_end:
        return set()
    claim_words = set(stemmed_content(claim))
    if not any(_WEEKDAY.search(sentence.text) and claim_words.intersection(stemmed_content(sentence.text))
               for sentence in split_sentences(context)):
        return set()
    return set(_weekdays(claim[:case_end])) - set(_named_in(context)[1])


def _denied_weekdays(claim: str) -> set[int]:
    """Weekdays the claim names in a clause that denies before them ("No walks take place on Sundays"): a day the
    context leaves out, which it may rightly say."""
    out: set[int] = set()
    for m in _WEEKDAY.finditer(claim):
        start, _ = clause_span(claim, m.start(), m.end())
        if any(cue_start < m.start() - start for cue_start, _ in statement_negation_cues(claim[start : m.start()])):
            out.add(WEEKDAYS.index(m.group(1).lower()))
    return out


# Where a month list's denial stops reaching: a new clause that is not another item of the list.
_DENIAL_STOP = re.compile(r"[;:.!?]|\bbut\b|\bwhile\b|\bthough\b", re.IGNORECASE)


def _denied_months(claim: str) -> set[int]:
    """Months the claim names after a denial in their clause or their list ("Garden waste isn't collected in
    December, January or February"): months the context leaves out, which it may rightly say."""
    out: set[int] = set()
    for m in _MONTH.finditer(claim):
        stops = list(_DENIAL_STOP.finditer(claim, 0, m.start()))
        start = stops[-1].end() if stops else 0
        if statement_negation_cues(claim[start : m.start()]):
            out.add(MONTHS.index(_month_name(m)))
    return out


_DAY_NAME = r"(" + "|".join(WEEKDAYS) + r")"
_MONTH_NAME_ANY = r"(" + "|".join(MONTHS) + r")"
# A weekday naming a date: "Tuesday 9 September 2025", "Tuesday, 9th of September", "Tuesday, September 9".
_WEEKDAY_DATE = re.compile(rf"\b{_DAY_NAME},?\s+(?:the\s+)?(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_NAME_ANY}"
                           rf"|{_MONTH_NAME_ANY}\s+(\d{{1,2}})(?:st|nd|rd|th)?)\b", re.IGNORECASE)


def _weekday_dates(text: str) -> dict[tuple[int, int], tuple[int, str]]:
    """(month, day) -> (weekday number, as written) for each date ``text`` names with its weekday."""
    out: dict[tuple[int, int], tuple[int, str]] = {}
    for m in _WEEKDAY_DATE.finditer(text):
        day = int(m.group(2) or m.group(5))
        month = [x.lower() for x in MONTHS].index((m.group(3) or m.group(4)).lower()) + 1
        out.setdefault((month, day), (WEEKDAYS.index(m.group(1).lower()), m.group(0)))
    return out


def weekday_date_conflicts(claim: str, context: str) -> list[str]:
    """The claim puts a date the context names with its weekday on another weekday ("Wednesday 9 September 2025"
    against "Tuesday 9 September 2025")."""
    given = _weekday_dates(context)
    return [f'the claim says "{written}" where the context says "{given[date][1]}"'
            for date, (weekday, written) in _weekday_dates(claim).items()
            if date in given and given[date][0] != weekday]


def period_conflicts(claim: str, context: str) -> list[str]:
    """The claim names a quarter, weekday or month the context never names, while the context names another; a month
    inside a context's "before" / "after" condition is named by it (:func:`_months_of_conditions`), and a weekday or
    month the claim denies something on is no conflict (:func:`_denied_weekdays`, :func:`_denied_months`)."""
    if not mentions_periods(claim):
        return []
    named_quarters, named_weekdays, named_months = _named_in(context)
    said_months = _months(claim)
    if set(said_months) - set(named_months):
        # (a month inside the case the claim supposes that the claim names again for what follows is the writer's:
        # "A book borrowed on 1 April and not renewed would be due back on 22 April"; one the case alone names is
        # still read, "A family withdrawing in August would get back ...")
        case_end = supposed_case_end(claim)
        chosen = set(_months(claim[:case_end])) & set(_months(claim[case_end:]))
        excused = (_months_of_conditions(claim, context) | chosen | _months_of_monthly_rules(claim, context)
                   | _denied_months(claim))
        said_months = {k: v for k, v in said_months.items() if k not in excused}
    said_weekdays = _weekdays(claim)
    if set(said_weekdays) - set(named_weekdays):
        denied = _denied_weekdays(claim) | weekdays_of_cases(claim, context)
        said_weekdays = {k: v for k, v in said_weekdays.items() if k not in denied}
    return (weekday_date_conflicts(claim, context)
            + _missing(quarters(claim), named_quarters) + _missing(said_weekdays, named_weekdays)
            + _missing(said_months, named_months))


_DAYS = r"(?:weekends?|(?:" + "|".join(WEEKDAYS) + r")s?)"
# A context's days off, closing its clause: "closed at weekends.", "closed on Sundays and bank holidays;" (not "closed
# on Tuesdays in July", a rule with a condition after it).
_CLOSED_ON = re.compile(r"\bclosed\s+(?:(?:on|at|every|all\s+day\s+(?:on\s+)?)\s+)?(" + _DAYS
                        + r"(?:\s*(?:,|and|&|or)\s*" + _DAYS
                        + r")*)(?=\s*(?:[.;,)\n]|$|and\s+(?:bank|public)\s+holidays))", re.IGNORECASE)
_EVERY_DAY = re.compile(r"\b(?:daily|every\s+day|7\s+days|seven\s+days|24/7)\b", re.IGNORECASE)
# A claim that something opens on a day: "open", or opening hours ("from 8:00 to 13:00", "9am-1pm").
_OPEN = re.compile(r"\bopens?\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:-|–|to|until)\s*\d{1,2}(?::\d\d)?", re.IGNORECASE)


def closed_day_conflicts(claim: str, context: str) -> list[str]:
    """The claim, stating nothing negated, gives opening on a day the context says it is closed on and names in no
    other way: "The practice is open on Saturday mornings" against "Monday to Friday ...; closed at weekends". A
    context opening some place every day, or naming the day elsewhere (another branch's hours), is left alone."""
    if not _OPEN.search(claim) or negation_cues(claim) or _EVERY_DAY.search(context):
        return []
    closed: dict[int, str] = {}
    rest = context
    for m in _CLOSED_ON.finditer(context):
        for day in _weekdays(m.group(1), runs=True):
            closed.setdefault(day, m.group(0))
        rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    if not closed:
        return []
    elsewhere = _weekdays(rest, runs=True)
    return [f'the claim says "{written}" where the context says "{closed[day]}"'
            for day, written in _weekdays(claim).items() if day in closed and day not in elsewhere]
