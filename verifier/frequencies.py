"""How often something happens: a claim's "reviewed every two years" where the context says the policy "is reviewed
annually" (a word with no figure, so the number checks do not compare it), read as the context's other values are
(:mod:`verifier.given_elsewhere`): a frequency the context never gives, or gives only about other things, while an
evidence statement on the claim's words gives another."""

from __future__ import annotations

import re

from verifier.given_elsewhere import given_elsewhere_conflicts
from verifier.negation import negation_cues
from verifier.quantities import TIME_UNITS, UNIT_ALIASES
from verifier.text import STOPWORDS, blanked, counting_words, stem

__all__ = ["frequency_conflicts", "frequency_spans", "mentions_frequencies"]

# Days in each period: "every six months" and "twice a year" meet at 182.6.
_DAYS = {"day": 1.0, "week": 7.0, "fortnight": 14.0, "month": 365.25 / 12, "quarter": 365.25 / 4, "year": 365.25}
_WORDS = {"daily": 1.0, "weekly": 7.0, "fortnightly": 14.0, "monthly": _DAYS["month"], "quarterly": _DAYS["quarter"],
          "annually": _DAYS["year"], "annual": _DAYS["year"], "yearly": _DAYS["year"], "biannually": _DAYS["year"] / 2,
          "biannual": _DAYS["year"] / 2, "semi-annually": _DAYS["year"] / 2, "semi-annual": _DAYS["year"] / 2,
          "biennially": 2 * _DAYS["year"], "biennial": 2 * _DAYS["year"]}
_COUNTS = {**counting_words(12), "other": 2, "second": 2, "third": 3, "fourth": 4}
_TIMES = {"once": 1, "twice": 2, "three times": 3, "four times": 4}
# ("every quarter of an hour" is every 15 minutes, no quarter of a year)
_PERIOD = r"(day|week|fortnight|month|quarter(?!s?\s+of\s+an?\b)|year)s?"
_EVERY = re.compile(rf"\bevery\s+(?:(\d{{1,2}}|{'|'.join(_COUNTS)})\s+)?{_PERIOD}\b", re.IGNORECASE)
_TIMES_A = re.compile(rf"\b({'|'.join(_TIMES)})\s+(?:a|an|per|each|every)\s+{_PERIOD}\b", re.IGNORECASE)
_TIMES_WORD = re.compile(rf"\b({'|'.join(_TIMES)})\s+({'|'.join(_WORDS)})\b", re.IGNORECASE)  # "twice daily"
# A rate names how often its sum or count recurs: "$185 per month", "£6 a day". Read on the context's
# side only (the figure checks compare a claim's rates).
_PER = re.compile(rf"\b(?:per|a|an|each)\s+{_PERIOD}\b", re.IGNORECASE)
# A count of things shortly before a rate's period: "two guest passes a month", "up to 4 classes a week" (not a sum:
# "£6 a day", nor an ordinal "second").
_CARDINALS = [w for w in _COUNTS if w not in ("other", "second", "third", "fourth")]
_COUNT_BEFORE = re.compile(rf"(?<![$€£¥\d.,])\b(\d{{1,2}}|{'|'.join(_CARDINALS)})(?:\s+[a-z][a-z'-]*){{1,3}}\s+$",
                           re.IGNORECASE)
_WORD = re.compile(rf"(?<![\w-])({'|'.join(sorted(_WORDS, key=len, reverse=True))})\b", re.IGNORECASE)
# A frequency word before a content word is an adjective ("record quarterly results", "a monthly fee", "annual
# leave"): it says how often only of that noun, so a context's counts as naming the frequency and a claim's is not
# checked. An adverb stands after its verb, before punctuation or a function word ("is reviewed annually.").
_WORD_AFTER = re.compile(r"\s+([a-z][a-z'-]*)", re.IGNORECASE)
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|their|our|his|her|this|that|these|those|your|my)\s+$",
                                re.IGNORECASE)
# Words that say nothing about what a frequency is for.
_NOT_TOPIC = frozenset(stem(w) for w in (*_WORDS, *_COUNTS, "every", "once", "twice", "times", "day", "days",
                                         "week", "weeks", "month", "months", "year", "years", "quarter", "fortnight"))


def _count_of(word: str) -> int:
    """A count written in digits or in words ("2", "two", "other")."""
    return int(word) if word.isdigit() else _COUNTS[word.lower()]


def frequency_spans(text: str) -> list[tuple[int, int, float]]:
    """(start, end, days between two occurrences) of each frequency ``text`` gives: "every two years", "annually",
    "twice a year"."""
    out = []
    for m in _EVERY.finditer(text):
        count = m.group(1)
        n = 1 if count is None else _count_of(count)
        out.append((m.start(), m.end(), round(n * _DAYS[m.group(2).lower()], 1)))
    for m in _TIMES_A.finditer(text):
        out.append((m.start(), m.end(), round(_DAYS[m.group(2).lower()] / _TIMES[m.group(1).lower()], 1)))
    for m in _TIMES_WORD.finditer(text):
        out.append((m.start(), m.end(), round(_WORDS[m.group(2).lower()] / _TIMES[m.group(1).lower()], 1)))
    read = [(start, end) for start, end, _ in out]
    for m in _WORD.finditer(text):
        if not any(start <= m.start() < end for start, end in read):  # "daily" of "twice daily" is read above
            out.append((m.start(), m.end(), round(_WORDS[m.group(1).lower()], 1)))
    counted = [(start, end) for start, end, _ in out]
    for m in _PER.finditer(text):
        if not any(start <= m.start() < end for start, end in counted):  # "twice a year" is read above
            count = _COUNT_BEFORE.search(text, max(0, m.start() - 40), m.start())
            if count is not None and any(stem(w) in TIME_UNITS or w in UNIT_ALIASES
                                         for w in count.group(0).lower().split()[1:]):
                count = None  # "10 minutes a day", "2 litres a day": an amount per period, not how often
            # ("two guest passes a month" recurs twice a month; "£6 a day" once a day)
            n = 1 if count is None else _count_of(count.group(1))
            out.append((m.start(), m.end(), round(_DAYS[m.group(1).lower()] / max(n, 1), 1)))
    return sorted(out)


def mentions_frequencies(claim: str) -> bool:
    return any(p.search(claim) for p in (_EVERY, _TIMES_A, _WORD))


# "from weekly to fortnightly collection", "weekly or monthly reports": the first word shares the second's noun.
_SHARED_NOUN = re.compile(r"\s+(?:to|or|and)\s+", re.IGNORECASE)


def _word_after(text: str, end: int) -> re.Match[str] | None:
    """The word after a frequency word ending at ``end``, past a second frequency word whose noun it shares."""
    if (shared := _SHARED_NOUN.match(text, end)) and (second := _WORD.match(text, shared.end())):
        end = second.end()
    return _WORD_AFTER.match(text, end)


def _attributive(text: str) -> list[tuple[int, int]]:
    """(start, end) of each frequency word used as an adjective: after a determiner or before a content word ("an
    annual bonus", "the weekly food", "record quarterly results", "from weekly to fortnightly collection")."""
    return [(m.start(), m.end()) for m in _WORD.finditer(text)
            if _DETERMINER_BEFORE.search(text, max(0, m.start() - 8), m.start())
            or ((after := _word_after(text, m.end())) and after.group(1).lower() not in STOPWORDS)]


def frequency_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """A frequency the claim gives that the context never gives, or only about other things, while an evidence
    statement on the claim's words gives another; not in a claim that negates ("is not reviewed every year")."""
    if negation_cues(claim):
        return []
    # (a bare "a week" is a rate's period, which the figure checks compare; not the period of "twice a week")
    counted = [m.span() for pattern in (_EVERY, _TIMES_A) for m in pattern.finditer(claim)]
    claim = blanked(claim, _attributive(claim) + [m.span() for m in _PER.finditer(claim)
                                                  if not any(start <= m.start() < end for start, end in counted)])
    return given_elsewhere_conflicts(claim, evidence, context, _FrequenciesFor(claim), "frequency", _NOT_TOPIC,
                                     split_and=False, find_claim=frequency_spans)


class _FrequenciesFor:
    """:func:`frequency_spans` of a context for one claim: a frequency adjective ("the society's annual meeting")
    says how often only its noun happens, so it counts only where the claim writes that noun. (Equal for equal
    claims, so the context's statements are still read once per claim.)"""

    def __init__(self, claim: str) -> None:
        self.claim_words = frozenset(stem(w) for w in re.findall(r"[a-z][a-z'-]*", claim.lower()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _FrequenciesFor) and other.claim_words == self.claim_words

    def __hash__(self) -> int:
        return hash(self.claim_words)

    def __call__(self, text: str) -> list[tuple[int, int, float]]:
        other_nouns = {(start, end) for start, end in _attributive(text)
                       if (after := _word_after(text, end)) is None
                       or stem(after.group(1).lower()) not in self.claim_words}
        return [span for span in frequency_spans(text) if span[:2] not in other_nouns]
