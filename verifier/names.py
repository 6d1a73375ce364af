"""Name swaps: a claim that names a place, person or people the context never writes, where the evidence on
the same words names another in the same slot ("based in Dallas" against "based in Austin")."""

from __future__ import annotations

import re
from collections.abc import Iterable

from verifier.clauses import clauses_about
from verifier.periods import MONTHS, WEEKDAYS
from verifier.text import STOPWORDS, split_sentences, tokenize

__all__ = ["mentions_names", "name_conflicts"]

# A capitalised word that is not a sentence's first ("... near Phoenix", "an Australian firm").
_NAME = r"[A-Z][a-z]{2,}\b"
_NAME_WORD = re.compile(rf"(?<![.!?:]\s)(?<=\s){_NAME}")
_CALENDAR = (frozenset(m.lower() for m in MONTHS) | frozenset(WEEKDAYS)
             | frozenset(day + "s" for day in WEEKDAYS))  # the date checks read these ("on Tuesdays" too)
_ARTICLES = frozenset({"a", "an"})


def _is_name(word: str) -> bool:
    return word.lower() not in _CALENDAR and word.lower() not in STOPWORDS


def _names(text: str) -> Iterable[tuple[str, str]]:
    """(name, the word written before it, or before its "the") for each capitalised word of ``text`` that is not a
    sentence's first, a month, a weekday or a stopword."""
    for sent in split_sentences(text):
        for m in _NAME_WORD.finditer(sent.text):
            before = re.search(r"([A-Za-z]+)\s+(?:the\s+)?$", sent.text[: m.start()])  # "in the United States": "in"
            if before is not None and _is_name(m.group(0)):
                yield m.group(0), before.group(1)


def mentions_names(claim: str) -> bool:
    """The claim holds a word :func:`name_conflicts` compares (a cheap test before the work)."""
    return next(iter(_names(claim)), None) is not None


def _slot(word_before: str) -> re.Pattern[str]:
    """The word before a name followed by any run of capitalised words, perhaps after "the": "in" -> ``in Austin``,
    "by" -> ``by the European Space Agency``, ``by Maria Chen``; "a" and "an" as one."""
    slot = r"an?" if word_before.lower() in _ARTICLES else re.escape(word_before)
    return re.compile(rf"\b(?i:{slot})\s+(?:the\s+)?{_NAME}(?:\s+{_NAME})*")


def name_conflicts(claim: str, evidence: str, context_tokens: frozenset[str] | set[str]) -> list[str]:
    """The claim names something the whole context (``context_tokens``) never writes, where an evidence sentence on
    the claim's other words names something else after the same word ("near Phoenix" against "near Tucson")."""
    claim_tokens = set(tokenize(claim))
    for word, before in _names(claim):
        if word.lower() in context_tokens:
            continue
        for sentence, held in clauses_about(claim, evidence, _slot(before), split=False):
            for phrase in sorted(held):
                name = [w for w in phrase.split()[1:] if w != "the"]  # the slot word and "the" left out
                if any(_is_name(w) and w not in claim_tokens for w in name):
                    return [f'the claim names "{word}" where the evidence names '
                            f'"{" ".join(w.capitalize() for w in name)}": "{sentence[:160]}"']
    return []
