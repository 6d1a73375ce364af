"""Clock times: a claim's time of day that the context never states, where the evidence gives other times
about the same thing ("from 9 am to 9 pm" against "from 9 am to 5 pm")."""

from __future__ import annotations

from functools import lru_cache

from verifier.measures import clock_times
from verifier.text import clause_around, split_sentences, stemmed_content

__all__ = ["mentions_clock_times", "clock_conflicts"]

MIN_SHARED_WORDS = 2  # words a claim and an evidence sentence share to be about the same thing
_NOT_TOPIC = frozenset({"am", "pm", "a.m", "p.m", "utc", "gmt", "local", "time"})


def mentions_clock_times(claim: str) -> bool:
    return bool(clock_times(claim))


@lru_cache(maxsize=64)
def _minutes(context: str) -> frozenset[int]:
    """Every minute of the day the context names (read once per context)."""
    return frozenset(minute for _, minute in clock_times(context))


def _topic(text: str) -> set[str]:
    return {w for w in stemmed_content(text) if not w[0].isdigit() and w not in _NOT_TOPIC}


@lru_cache(maxsize=64)
def _timed_sentences(context: str) -> tuple[tuple[frozenset[int], frozenset[str]], ...]:
    """(minutes named, topic words) of each context sentence naming a time (read once per context)."""
    out = []
    for sentence in split_sentences(context):
        minutes = frozenset(minute for _, minute in clock_times(sentence.text))
        if minutes:
            out.append((minutes, frozenset(_topic(sentence.text))))
    return tuple(out)


def _named_about(minute: int, words: set[str], context: str) -> bool:
    """A context sentence sharing a word with ``words`` (the claim's clause around the time) names ``minute``."""
    return any(minute in minutes and words & topic for minutes, topic in _timed_sentences(context))


def clock_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """The claim names a time the context never names, or names only about other things ("rolled back at 14:05"
    where 14:05 is when the outage began), while an evidence sentence on the same words names other times (and not
    that one)."""
    named = _minutes(context)
    words = _topic(claim)
    missing = [(m.group(0), minute) for m, minute in clock_times(claim) if minute not in named
               or not _named_about(minute, _topic(clause_around(claim, m.start(), m.end())), context)]
    if not missing:
        return []
    time, minute = missing[0]
    said = "is given in the context only for something else; on this it gives " if minute in named else (
        "is not in the context, which gives ")
    for sentence in split_sentences(evidence):
        given = clock_times(sentence.text)
        if (given and len(words & _topic(sentence.text)) >= MIN_SHARED_WORDS
                and all(other != minute for _, other in given)):
            return [f'the claim\'s time "{time}" {said}' + ", ".join(f'"{t}"' for t in dict.fromkeys(
                m.group(0) for m, _ in given))]
    return []
