"""Clauses of a text about a claim's words: where the word checks (antonyms, directions, multipliers, quantifiers,
names) look for what the evidence says about the same thing, since one sentence often carries two statements
("Sales rose 14.3% last year, while operating costs fell by 6%")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cached_property, lru_cache

from verifier.negation import negation_cues
from verifier.text import split_sentences, stem, stemmed_content

__all__ = ["clauses_about"]

# Not before "up 12%" / "down 3%" / "up from 4,105": that comma leaves the figure's subject before it ("revenue of
# $48 million, up 12%").
_CLAUSE_BREAK = re.compile(
    r"[,;:]\s+(?!(?:up|down)\s+(?:from\s+)?[$€£¥]?\d)(?:(?:while|whereas|but)\s+)?|\s+(?:while|whereas|but)\s+",
    re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
# A rising loss is a fall ("increasing rates of ice mass loss" agrees with "the ice sheets decreased in mass").
_INVERTS = re.compile(r"\b(?:los(?:s|ses|e|es|ing)|deficits?|shortfalls?)\b", re.IGNORECASE)
# A sentence opening with a pronoun borrows this many first content words of the sentence before it.
_PRONOUN_OPENING = re.compile(r"(?:It|They|He|She)\b")
_ANTECEDENT_WORDS = 3
_SHORT_CLAUSE = 2
# Degree adverbs say how much, not what about: "fully refundable" is about what "non-refundable" is about; nor does
# a frame of comparison ("rose compared with 2021").
_DEGREE = frozenset(stem(w) for w in str.split(
    "fully completely totally entirely very really quite absolutely compared"))


class _Clause:
    """One clause of a text and what the clause tests read from it; its stems only once asked for."""

    def __init__(self, text: str, sentence_years: frozenset[str], antecedent: str = "") -> None:
        self.text = text
        self.sentence_years = sentence_years
        self.negated = bool(negation_cues(text))
        self.names_a_loss = bool(_INVERTS.search(text))
        self._antecedent = antecedent

    @cached_property
    def stems(self) -> frozenset[str]:
        """The clause's stems, and for a sentence opening with a pronoun the first content words of the sentence
        before it ("The Aurora probe was launched ... It will reach Jupiter": "probe" counts for the second)."""
        return frozenset(stemmed_content(self.text)) | frozenset(stemmed_content(self._antecedent)[:_ANTECEDENT_WORDS])


@lru_cache(maxsize=16)
def _clauses(text: str, split: bool) -> tuple[_Clause, ...]:
    """The clauses of ``text`` (its sentences when not ``split``), split once: the whole context is read for
    every claim sentence that holds a checked word, and the same windows for every sentence they are picked
    for."""
    out: list[_Clause] = []
    previous = ""
    for sent in split_sentences(text):
        antecedent = previous if _PRONOUN_OPENING.match(sent.text) else ""
        for i, clause in enumerate(_CLAUSE_BREAK.split(sent.text) if split else [sent.text]):
            out.append(_Clause(clause, frozenset(_YEAR.findall(sent.text)), antecedent if i == 0 else ""))
        previous = sent.text
    return tuple(out)


def clauses_about(claim: str, text: str, words: re.Pattern[str], min_cover: float = 0.8,
                  split: bool = True) -> Iterator[tuple[str, set[str]]]:
    """Clauses of ``text`` (sentences split at commas, semicolons, while/whereas/but; whole sentences when
    not ``split``) about the claim's other words, with the ``words`` each holds: >= ``min_cover`` of the
    claim's non-numeric content words besides those (at least 2; or 1 when the clause also writes every
    figure token of the claim: "Traffic rose by 6%" and "traffic fell by 6%"), the claim's years in the
    clause's sentence, not negated, and naming a loss only when the claim does (a rising loss is a fall)."""
    content = stemmed_content(words.sub(" ", claim))
    others = {w for w in content if not any(c.isdigit() for c in w)} - _DEGREE
    figures = {w for w in content if any(c.isdigit() for c in w)}
    if not others:
        return
    # A claim of one other word ("The ticket is refundable") is about a clause on that word alone: one of at most
    # _SHORT_CLAUSE content words besides the checked ones ("the ticket is non-refundable").
    short = len(others) < 2 and not figures
    years, inverted = set(_YEAR.findall(claim)), bool(_INVERTS.search(claim))
    for clause in _clauses(text, split or short):
        if not years <= clause.sentence_years:
            continue
        held = {w.lower() for w in words.findall(clause.text)}
        if not held or clause.negated or clause.names_a_loss != inverted:
            continue
        if short and len(stemmed_content(words.sub(" ", clause.text))) > _SHORT_CLAUSE:
            continue
        if len(others) < 2 and not figures <= clause.stems:
            continue
        if len(others & clause.stems) / len(others) >= min_cover:
            yield clause.text, held
