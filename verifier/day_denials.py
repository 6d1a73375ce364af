"""A denial on a weekday the context gives other days for: "Boxes cannot be delivered on a Monday" against "Boxes
arrive on your chosen day, Tuesday to Saturday". The claim restates the days; the served engine leaves it to the
checks (:mod:`verifier.model_engine`), as the model reads the denial as a contradiction."""

from __future__ import annotations

from verifier.figure_context import GENERIC
from verifier.negation import statement_negation_cues
from verifier.periods import WEEKDAYS, weekdays_named
from verifier.text import split_sentences, stem, stemmed_content

__all__ = ["denied_on_another_day"]

_DAY_WORDS = frozenset(stem(w) for w in (*WEEKDAYS, *(d + "s" for d in WEEKDAYS), "day", "days", "weekday", "weekdays",
                                         "weekend", "weekends"))


def denied_on_another_day(claim: str, context: str) -> bool:
    """The claim denies something on one weekday; context sentences sharing a word with it name other days only,
    and none of them names that day without a denial."""
    if not statement_negation_cues(claim):
        return False
    days = weekdays_named(claim)
    if len(days) != 1:
        return False
    words = set(stemmed_content(claim)) - _DAY_WORDS - GENERIC
    other_days = False
    for sentence in split_sentences(context):
        named = weekdays_named(sentence.text)
        if not named or not words & set(stemmed_content(sentence.text)):
            continue
        if days & named:
            if not statement_negation_cues(sentence.text):
                return False  # a sentence on its words gives that day too
            continue
        other_days = True
    return other_days
