"""Years tied to the claim's own verb: "The town was founded in 1903." against "founded in 1871 as a logging camp and
incorporated in 1903". The figure check finds 1903 in the context and asks no more; this one reads which event the
context gives each year for, where a verb stands before "in <year>" (right before it, or before its object: "approved
the scheme in 1871")."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.negation import statement_negation_cues
from verifier.periods import MONTHS
from verifier.text import clause_around, clause_span, counting_words, split_sentences, stemmed_content

__all__ = ["mentions_event_years", "event_year_conflicts", "year_counted_in_context"]

# A past form right before "in <year>", perhaps "in early 1903" or "in March 1903" / "in March 4, 1903".
_IRREGULAR = "born|built|won|began|begun|held|made|became|left|sold|bought|founded"
_MONTH = "|".join(MONTHS)
# The verb's object may stand between: "approved the scheme in 1871" (up to six words, none joining a new clause; "in
# his honour" counts as one).
_GAP = (r"(?:(?:in\s+(?:his|her|their|its)\s+(?:honou?r|memory)|(?!(?:and|but|or|which|that|who|when|while|until"
        r"|before|after|since|in|on)\b)[\w'’-]+)\s+){0,6}?")
_EVENT_YEAR = re.compile(
    rf"\b([a-z]+ed|{_IRREGULAR})\s+{_GAP}in\s+(?:(?:early|late|mid)\s+|(?:{_MONTH})\s+(?:\d{{1,2}},?\s+)?)?"
    r"((?:1[5-9]|20)\d\d)\b(?!\s*[-–]\s*\d)")
_DATING_WORDS = frozenset({"in", "early", "late", "mid"})
# A context's year and the verb of the clause that ", when" opens after it: "since 1847, when the rector, the Reverend
# Edmund Callow, opened a National School" (up to eight words between, commas allowed, none opening another clause).
_YEAR_WHEN = re.compile(
    r"\b((?:1[5-9]|20)\d\d),\s+when\s+(?:(?!(?:and|but|or|which|that|who|while|until|before|after|since)\b)"
    rf"[\w'’.-]+,?\s+){{0,8}}?([a-z]+ed|{_IRREGULAR})\b")
# A context's full date after the verb: "signed on 12 May 1821", "signed on Monday, May 12, 1821".
_EVENT_DATE = re.compile(
    rf"\b([a-z]+ed|{_IRREGULAR})\s+on\s+(?:[A-Z][a-z]+day,?\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH})"
    rf"|(?:{_MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?,?)\s+((?:1[5-9]|20)\d\d)\b")


# A year the claim gives by counting from the one before it: "established in 1954 and first presented the following
# year" dates the presenting 1955.
_COUNTS = {"a": 1, **counting_words(10)}
_RELATIVE_YEAR = re.compile(r"\b(?:(?:in\s+)?the\s+(?:following|next)\s+year|(a|one|two|three|four|five|six|seven"
                            r"|eight|nine|ten|\d{1,2})\s+years?\s+later)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")


def _count(word: str | None) -> int:
    """How many years a counted phrase's word says ("three", "12", "a"); one where it writes none ("the following
    year")."""
    if word is None:
        return 1
    return int(word) if word.isdigit() else _COUNTS[word.lower()]


def _with_counted_years(claim: str) -> tuple[str, frozenset[str]]:
    """The claim with each year it counts from an earlier one written out ("... the following year" -> "... in
    1955"), and the years so written."""
    out, counted, at = [], set(), 0
    for m in _RELATIVE_YEAR.finditer(claim):
        before = _YEAR.findall(claim, 0, m.start())
        if not before:
            continue
        year = str(int(before[-1]) + _count(m.group(1)))
        out += [claim[at : m.start()], f"in {year}"]
        counted.add(year)
        at = m.end()
    return "".join(out) + claim[at:], frozenset(counted)


# A context year counted from the one before it in its sentence, either way: "in 2011, and the building was listed
# the following year" (2012), "retired in 1999, three years after Hebden's death" (the death in 1996); or the year
# last written, in its sentence or the one before: "In 1985 the company won its licence. Vance joined as managing
# director in the same year".
_COUNTED_FROM = re.compile(rf"{_RELATIVE_YEAR.pattern}|\b(a|one|two|three|four|five|six|seven|eight|nine|ten|\d{{1,2}})"
                           r"\s+years?\s+(after|before)\b|\b(?:in\s+)?(the\s+same|that)\s+year\b"
                           # "appointed in 2011 after eight years as assistant organist": the eight years began in 2003
                           r"|(?<=\d{4}\s)after\s+(a|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years?"
                           r"\s+(?=(?:as|in|at|with|on)\b)", re.IGNORECASE)


@lru_cache(maxsize=16)
def _counted_years(context: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(year, the words of its clause) for each year the context counts from a year written before it in the same
    sentence, or names as the year last written ("in the same year"; read once per context)."""
    out = []
    previous: list[str] = []  # the years of the sentence before
    for sentence in split_sentences(context):
        text = sentence.text
        for m in _COUNTED_FROM.finditer(text):
            same = m.group(4) is not None
            before = _YEAR.findall(text, 0, m.start()) or (previous if same else [])
            if not before:
                continue
            step = 0 if same else _count(m.group(1) or m.group(2) or m.group(5))
            # "N years after <event>" counts back from the year written before it to the event's, as "<year> after N
            # years as ..." counts back to the stint's start
            sign = -1 if (m.group(3) or "").lower() == "after" or m.group(5) else 1
            words = frozenset(stemmed_content(clause_around(text, m.start(), m.end())))
            out.append((str(int(before[-1]) + sign * step), words))
        previous = _YEAR.findall(text)
    return tuple(out)


def year_counted_in_context(claim: str, start: int, end: int, context: str) -> bool:
    """The claim's year ``claim[start:end]``, which the context never writes, is one it counts from another year, in
    a clause sharing a specific word with the claim's clause around the year ("Hebden having died in 1996" against
    "in 1999, three years after Hebden's death")."""
    year = claim[start:end]
    mine = set(stemmed_content(clause_around(claim, start, end))) - {year}
    return any(counted == year and mine & words for counted, words in _counted_years(context))


def mentions_event_years(claim: str) -> bool:
    return _EVENT_YEAR.search(_with_counted_years(claim)[0]) is not None


@lru_cache(maxsize=16)
def _years_by_verb(context: str) -> dict[str, frozenset[str]]:
    """The years the context writes right after each "<verb> in", or in a full date after "<verb> on", or before
    ", when" and the verb ("in 1847, when the rector opened ..."; read once per context)."""
    out: dict[str, set[str]] = {}
    for m in [*_EVENT_YEAR.finditer(context), *_EVENT_DATE.finditer(context)]:
        out.setdefault(m.group(1).lower(), set()).add(m.group(2))
    for m in _YEAR_WHEN.finditer(context):
        out.setdefault(m.group(2).lower(), set()).add(m.group(1))
    return {verb: frozenset(years) for verb, years in out.items()}


def _object_dated(between: str, year: str, context: str) -> bool:
    """A context clause writing ``year`` holds a specific word of the claim's object (the words between its verb and
    "in <year>"): "received her doctorate from Duke in 2012" against "earned her PhD from Duke University in 2012 ...
    received the Nansen Prize in 2023" dates the doctorate, whatever the verb."""
    return _dated_with(set(stemmed_content(between)) - _DATING_WORDS, year, context)


def _dated_with(words: set[str], year: str, context: str, at_least: int = 1) -> bool:
    """A context clause writing ``year`` holds ``at_least`` of ``words`` (or words they derive from)."""
    if not words:
        return False
    for sentence in split_sentences(context):
        for found in re.finditer(rf"\b{year}\b", sentence.text):
            theirs = set(stemmed_content(clause_around(sentence.text, found.start(), found.end())))
            if len(words & (theirs | {_DERIVED.sub("", w) for w in theirs})) >= at_least:
                return True
    return False


def _done_to_another_thing(claim: str, verb_at: tuple[int, int], year: str, context: str) -> bool:
    """Two words of the claim's clause before its verb ("the house had its garden room added", "an electric-car
    charger was installed") are in a context clause writing the claim's year, and none in one writing the verb with
    another year: the context's "solar panels installed in 2019" dates another thing than the charger "added in
    2023"."""
    first, _ = clause_span(claim, *verb_at)
    words = set(stemmed_content(claim[first : verb_at[0]])) - _DATING_WORDS
    if not _dated_with(words, year, context, at_least=2):  # (one word, "school", may be any subject's)
        return False
    verb = claim[verb_at[0] : verb_at[1]].lower()
    for sentence in split_sentences(context):
        for other in _EVENT_YEAR.finditer(sentence.text):
            if other.group(1).lower() != verb or other.group(2) == year:
                continue
            theirs = set(stemmed_content(clause_around(sentence.text, other.start(), other.end())))
            # (a clause naming nothing but its verb, "It was restored in 1662", may speak of the claim's thing)
            if words & theirs or not theirs - set(stemmed_content(other.group(0))):
                return False
    return True


# A word derived from another by a noun ending: "partnership" from "partner", "settlement" from "settle".
_DERIVED = re.compile(r"(?<=\w{4})(?:ship|hood|ment)$")


def event_year_conflicts(claim: str, context: str) -> list[str]:
    """The claim writes "<verb> in <year>" (or a year it counts: "<verb> the following year") where the context writes
    that verb before "in" only with other years, and the claim's year for something else."""
    if statement_negation_cues(claim):
        return []
    given = _years_by_verb(context)
    claim, counted = _with_counted_years(claim)
    for m in _EVENT_YEAR.finditer(claim):
        verb, year = m.group(1).lower(), m.group(2)
        years = given.get(verb)
        # a year the context never writes is the figure check's to report (not one the claim counts: it sees none)
        written = year in counted or re.search(rf"\b{year}\b", context)
        if (years and year not in years and written and not _object_dated(claim[m.end(1):m.start(2)], year, context)
                and not _done_to_another_thing(claim, m.span(1), year, context)):
            shown = ", ".join(f'"{verb} in {y}"' for y in sorted(years))
            return [f'the claim says "{m.group(0)}" where the context says {shown}']
    return []
