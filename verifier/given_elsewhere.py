"""Values a claim ties to something the context gives them for only otherwise: a clock time or a calendar day
that the context never states, or states only about other things ("rolled back at 14:05" where 14:05 is when the
outage began; "free cancellation until 14 March" where 14 March is the check-in), while an evidence sentence on
the claim's words gives other values of that kind (and not the claim's)."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from functools import lru_cache

from verifier.periods import MONTHS, WEEKDAYS
from verifier.text import clause_around, split_sentences, stem, stemmed_content

__all__ = ["MIN_SHARED_WORDS", "Finder", "given_elsewhere_conflicts"]

MIN_SHARED_WORDS = 2  # words a claim and an evidence sentence share to be about the same thing
# A value found in a text: (start, end, key); two values with one key are the same time or day.
Finder = Callable[[str], list[tuple[int, int, Hashable]]]
# A hyphenated compound is one topic word: "check-in" and "check-out" are not both about "check".
_COMPOUND = re.compile(r"\b[^\W\d_]+(?:-[^\W\d_]+)+\b")


def _topic(text: str, not_topic: frozenset[str]) -> set[str]:
    compounds = {m.group(0).lower() for m in _COMPOUND.finditer(text)}
    words = stemmed_content(_COMPOUND.sub(" ", text)) if compounds else stemmed_content(text)
    return compounds | {w for w in words if not w[0].isdigit() and w not in not_topic}


# Where one sentence joins two statements: "Proposals are due by 15 June, and speakers will be notified by 20 July".
_JOINED = re.compile(r";\s*|,\s+(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+", re.IGNORECASE)


# A bare "and" joins two statements where each side names a value: "Abstracts are due on 2 May and full papers on
# 9 May"; not "between 2 May and 9 May", nor "open on 1 February and close on 31 March", whose second side has no
# words of its own beside its verb and the calendar's (it shares the first side's subject).
_BARE_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_CALENDAR_WORDS = frozenset(stem(w.lower()) for w in (*MONTHS, *WEEKDAYS))


# A clause that is a span of the statement before it: "from ... to ...", "between ... and ...".
_SPAN_CLAUSE = re.compile(r"\s*(?:from|between)\b", re.IGNORECASE)
_BETWEEN = re.compile(r"\bbetween\s+[^,;]*$", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(?:but|while|whereas|although|though|however|except)\b", re.IGNORECASE)


def _parts(sentence: str, find: Finder, split_and: bool = True) -> list[str]:
    """``sentence`` split where it joins two clauses, and (with ``split_and``) at a bare "and" with a value and words
    of its own on each side."""
    out = []
    for part in _JOINED.split(sentence):
        pieces = _BARE_AND.split(part) if split_and else [part]
        for i in range(1, len(pieces)):
            left, right = " and ".join(pieces[:i]), " and ".join(pieces[i:])
            if _BETWEEN.search(left):
                continue  # "between 1 March and 31 July because of nesting birds": one span
            before, after = find(left), find(right)
            if _joins_a_list(left, before, right, after):
                continue  # "leave at 08:15, 12:30 and 16:45, returning ...": one list of values
            if before and after and len(_topic(right, _CALENDAR_WORDS)) >= 2:
                out += [left, right]
                break
        else:
            out.append(part)
    return [part for part in out if part.strip()]


def _joins_a_list(left: str, before: list[tuple[int, int, Hashable]], right: str,
                  after: list[tuple[int, int, Hashable]]) -> bool:
    """The "and" between ``left`` and ``right`` (whose values are ``before`` and ``after``) joins two values in a
    list: a value ends the left side and another opens the right."""
    return (bool(before) and bool(after) and not left[max(end for _, end, _ in before):].strip()
            and not right[: min(start for start, _, _ in after)].strip())


def _statements(text: str, find: Finder, split_and: bool = True) -> list[str]:
    """The statements of ``text``: its sentences, each split where it joins two clauses (:func:`_parts`)."""
    return [part for sentence in split_sentences(text) for part in _parts(sentence.text, find, split_and)]


@lru_cache(maxsize=64)
def _valued_sentences(context: str, find: Finder, not_topic: frozenset[str], split_and: bool = True
                      ) -> tuple[tuple[frozenset[Hashable], frozenset[str], frozenset[str]], ...]:
    """(keys named, topic words, the words of its sentence's statements naming no value) of each context statement
    naming a value (read once per context and finder); a statement of no topic words of its own ("..., and 10:00 to
    17:30") has its sentence's."""
    out = []
    for sentence in split_sentences(context):
        whole = frozenset(_topic(sentence.text, not_topic))
        parts = [(part, frozenset(key for _, _, key in find(part))) for part in _parts(sentence.text, find, split_and)]
        # (not across a contrast: "Entry fees are non-refundable, but you may transfer your place ... until 31 August")
        unvalued = frozenset() if _CONTRAST.search(sentence.text) else frozenset().union(
            *(_topic(part, not_topic) for part, keys in parts if not keys))
        for part, keys in parts:
            if keys:
                out.append((keys, frozenset(_topic(part, not_topic)) or whole, unvalued))
    return tuple(out)


def given_elsewhere_conflicts(claim: str, evidence: str, context: str, find: Finder, noun: str,
                              not_topic: frozenset[str] = frozenset(), split_and: bool = True,
                              find_claim: Finder | None = None) -> list[str]:
    """The claim names a value (found by ``find``; ``noun`` names its kind in the reason) the context never names,
    or names only in sentences sharing no word with the claim's clause around it, while an evidence sentence
    sharing the claim's words (two, or all of a one-word claim) names other values of the kind and not that one.
    ``not_topic``: words that say nothing about what a value is for ("am", "UTC"); ``split_and`` False keeps a
    sentence whole at a bare "and" (two frequencies of one predicate: "generate $3.2 million a day and over $1.2
    billion annually"); ``find_claim`` reads the claim's values where a claim says less than the same words in a
    context ("Monday to Sunday" claims its ends, not the days between)."""
    found = (find_claim or find)(claim)
    if not found:
        return []
    sentences = _valued_sentences(context, find, not_topic, split_and)
    named = {key for keys, _, _ in sentences for key in keys}

    words = _topic(claim, not_topic)

    def named_about(key: Hashable, start: int, end: int) -> bool:
        # the claim's clause around the value (the whole claim when that clause names nothing: "..., to July 18,
        # 2015", a date's own comma ends a clause); or the claim's other words against the statements of the value's
        # sentence that name no value, which the claim's other clause may restate ("... will fly on Thursdays and
        # Sundays from 28 March, with one-way fares starting at £39" against "Flights will operate on Thursdays and
        # Sundays ..., and one-way fares will start at £39")
        around = clause_around(claim, start, end)
        # (a span set off from its statement names nothing of its own: "took more than 14 hours to bring under
        # control, from the first report at about 1.40pm on Sunday to 4am on Monday")
        clause = words if _SPAN_CLAUSE.match(around) else _topic(around, not_topic) or words
        return any(key in keys and (clause & topic or words & unvalued) for keys, topic, unvalued in sentences)

    missing = [(claim[start:end], key) for start, end, key in found
               if key not in named or not named_about(key, start, end)]
    if not missing:
        return []
    written, key = missing[0]
    said = "is given in the context only for something else; on this it gives " if key in named else (
        "is not in the context, which gives ")
    for statement in _statements(evidence, find, split_and):
        given = find(statement)
        if (given and len(words & _topic(statement, not_topic)) >= min(MIN_SHARED_WORDS, max(len(words), 1))
                and all(other != key for _, _, other in given)):
            return [f'the claim\'s {noun} "{written}" {said}' + ", ".join(f'"{t}"' for t in dict.fromkeys(
                statement[start:end] for start, end, _ in given))]
    return []
