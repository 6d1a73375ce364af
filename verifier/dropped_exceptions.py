"""A rule stated without the exception the context makes: a claim that says it holds "without exception", "in all
cases", "regardless of age" or "always", where the evidence sentence stating that rule carries an "unless", "except"
or "only", or, for "every night of the week", names days ("All first-year students must live on campus, without
exception" against "... must live on campus unless they reside with a parent within 40 miles"). The model reads the
rule and misses the exception."""

from __future__ import annotations

import re

from verifier.periods import weekdays_named
from verifier.text import split_sentences, stem, stemmed_content

__all__ = ["dropped_exception_conflicts", "mentions_no_exception"]

_NO_EXCEPTION = re.compile(
    r"\b(?:with(?:out)?\s+(?:any\s+|no\s+)?exceptions?|no\s+exceptions?|in\s+(?:all|every|any)\s+cases?|always"
    r"|regardless\s+of\s+[a-z]+|no\s+matter\s+(?:what|how|when|whether|which|who)|under\s+all\s+circumstances"
    r"|every\s+(?:day|night)\s+of\s+the\s+week|seven\s+days\s+a\s+week|without\s+(?:any\s+)?(?:restrictions?|limits?"
    r"|conditions?)|all\s+year(?:\s+round)?|year-round|any\s+day\s+of\s+the\s+year|at\s+any\s+time"
    r"|(?:on|for)\s+(?:all|every|any)\s+(?!of\b|time\b)[a-z]+|never)\b", re.IGNORECASE)  # not "of all time"
# "never" drops only an exception made to a denial, in its clause: "are not covered unless declared" (not "only if
# accompanied; they are not admitted to the sauna at any time").
_DENIAL_EXCEPTED = re.compile(r"\b(?:not|n['’]t|never|no)\b[^.;]*?\b(?:unless|except|other\s+than)\b", re.IGNORECASE)
_EVERY_DAY = re.compile(r"every\s+(?:day|night)\s+of\s+the\s+week|seven\s+days\s+a\s+week|\bany\s+day\b", re.IGNORECASE)
_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays\b", re.IGNORECASE)
_ALL_YEAR = re.compile(r"all\s+year|year-round|any\s+day\s+of\s+the\s+year", re.IGNORECASE)
_MONTH = re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|December)\b")
_EXCEPTION = re.compile(
    r"\b(?:unless|except|excepting|excluding|other\s+than|only\s+(?:if|when|for|after|before|to|on|between|from|in"
    r"|with|where|while|during|until)|but\s+not(?!\s+least)|apart\s+from|save\s+for)\b|\b[a-z]+\s+only\b",
    re.IGNORECASE)
# An evidence "sentence" longer than this is a passage the splitter could not cut.
_MAX_SENTENCE_WORDS = 60
# Most of the claim's other words must be the sentence's: it states the same rule.
_MIN_SHARED = 0.6
# The phrase's own words are no words of the rule.
_PHRASE_WORDS = frozenset(stem(w) for w in ("exception", "exceptions", "case", "cases", "always", "regardless",
                                            "matter", "circumstances", "every", "day", "night", "week", "seven",
                                            "days", "restriction", "restrictions", "limit", "limits", "condition",
                                            "conditions", "year", "round", "time", "all", "any", "never"))


def _some_days(text: str) -> bool:
    """``text`` names some weekdays, not all seven (a record listing every day's hours makes no exception)."""
    return 0 < len(weekdays_named(text)) < 7


def mentions_no_exception(claim: str) -> bool:
    return _NO_EXCEPTION.search(claim) is not None


def dropped_exception_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim denies any exception where an evidence sentence writing most of its other words makes one."""
    said = _NO_EXCEPTION.search(claim)
    if said is None or _EXCEPTION.search(claim):
        return []
    words = set(stemmed_content(_NO_EXCEPTION.sub(" ", claim))) - _PHRASE_WORDS
    if len(words) < 2:
        return []
    every_day = _EVERY_DAY.search(said.group(0)) is not None
    all_year = _ALL_YEAR.search(said.group(0)) is not None
    for sentence in split_sentences(evidence):
        if len(sentence.text.split()) > _MAX_SENTENCE_WORDS:
            continue  # a run-on passage (no full stops) states no one rule
        # a rule for every day of the week (all year), where the sentence names some days but not all ("Sunday
        # through Thursday", "on Fridays"), or months ("between 1 March and 31 July")
        exception = ((_DENIAL_EXCEPTED if said.group(0).lower() == "never" else _EXCEPTION).search(sentence.text)
                     or (_WEEKDAY.search(sentence.text) if every_day and _some_days(sentence.text) else None)
                     or (_MONTH.search(sentence.text) if all_year else None))
        if exception is None:
            continue
        shared = words & set(stemmed_content(sentence.text))
        if len(shared) >= _MIN_SHARED * len(words):
            made = ("names days" if exception.re is _WEEKDAY else "names months" if exception.re is _MONTH
                    else "makes an exception")
            return [f'the claim says "{said.group(0)}" where the evidence {made} ("{exception.group(0)}"): '
                    f'"{sentence.text[:160]}"']
    return []
