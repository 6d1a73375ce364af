"""Ordinals: a claim about the "second year" (or "3rd season", "fifth quarter") where the context writes only the
"first year" (no figure to compare, so the number checks, which skip ordinals, do not see it)."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.periods import quarters
from verifier.text import STOPWORDS, split_sentences, stemmed_content

__all__ = ["mentions_ordinals", "ordinal_conflicts"]

_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_VALUES = {w: i + 1 for i, w in enumerate(_WORDS)} | {
    f"{i}{'st' if i == 1 else 'nd' if i == 2 else 'rd' if i == 3 else 'th'}": i for i in range(1, 11)}
_ORDINAL = re.compile(r"\b(" + "|".join(_VALUES) + r")[\s-]+([a-z]{3,})\b", re.IGNORECASE)
# An ordinal with its noun left out: "the second at 3 years", "the third, ...".
_ELIDED_ORDINAL = re.compile(r"\b(" + "|".join(_VALUES) + r")\b(?=[\s-]*(?:[,;.:)]|$|(?:"
                             + "|".join(sorted(STOPWORDS)) + r")\b))", re.IGNORECASE)


# A day of the month: "due on the 5th of each month", "the 1st day of every month".
_DAY_OF_MONTH = re.compile(r"\b([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:each|every|the|a)\s+"
                           r"(?:calendar\s+)?month\b", re.IGNORECASE)


# A standing with no noun after it is a place: "Redmoor are third on 59 points", "she finished second". Whose it is
# matters (one table ranks many), so standings are compared only for the claim's subject.
_RANK = re.compile(r"\b(?:is|are|was|were|finished|finishes|came|comes|placed|ranked|ranks|sits|sat|lies|lay|stands|"
                   r"stood)\s+(" + "|".join(_VALUES) + r")\b(?![\s-]+(?!(?:place|in|on|with|behind|after|at|and|"
                   r"overall|again)\b)[a-z]{3,})", re.IGNORECASE)

# A superlative without an ordinal is a first: "the country's largest lake" against its "second-largest lake".
_SUPERLATIVES = ("largest", "biggest", "smallest", "highest", "lowest", "longest", "shortest", "tallest", "deepest",
                 "oldest", "youngest", "busiest", "richest", "poorest", "heaviest", "fastest", "slowest")
_BARE_SUPERLATIVE = re.compile(r"(?<!-)\b(" + "|".join(_SUPERLATIVES) + r")\b", re.IGNORECASE)
_ONE_OF = re.compile(r"\b(?:one\s+of|among)\b", re.IGNORECASE)  # "one of the country's largest": not a first


def _ordinals(text: str) -> dict[tuple[int, str], str]:
    """(ordinal, the word after it) -> its first spelling in ``text``; a bare superlative ("the largest", not "one of
    the largest") is the first of its word, and "the 5th of each month" the fifth day of the month."""
    out: dict[tuple[int, str], str] = {}
    ordinal_words = set()
    for m in _ORDINAL.finditer(text):
        if m.group(2).lower() not in STOPWORDS:  # not "first and second"
            out.setdefault((_VALUES[m.group(1).lower()], m.group(2).lower()), m.group(0))
            ordinal_words.add(m.start(2))
    for m in _DAY_OF_MONTH.finditer(text):
        out.setdefault((int(m.group(1)), "day of the month"), m.group(0))
    for m in _BARE_SUPERLATIVE.finditer(text):
        if m.start() not in ordinal_words and not _ONE_OF.search(text, max(0, m.start() - 30), m.start()):
            out.setdefault((1, m.group(1).lower()), m.group(0))
    return out


@lru_cache(maxsize=8)
def _named_in(context: str) -> dict[tuple[int, str], str]:
    """The ordinals a context writes, "Q2" as the second quarter; read once per context, since the engines pass the
    whole context for every window of every claim sentence. (Shared: callers only read it.)"""
    named = _ordinals(context)
    for number, spelling in quarters(context).items():
        named.setdefault((number, "quarter"), spelling)
    return named


@lru_cache(maxsize=8)
def _elided_numbers(text: str) -> frozenset[int]:
    """The ordinals ``text`` writes with no noun after them ("after the first", "the third, ...")."""
    return frozenset(_VALUES[m.group(1).lower()] for m in _ELIDED_ORDINAL.finditer(text))


@lru_cache(maxsize=64)
def _elided_beside(context: str, word: str) -> frozenset[int]:
    """The ordinals ``context`` writes with their noun left out in a sentence that writes an ordinal before
    ``word``: "The first MMR dose is due at 12 months and the second at 3 years" leaves out "MMR"."""
    return frozenset().union(*(_elided_numbers(s.text) for s in split_sentences(context)
                               if any(k[1] == word for k in _ordinals(s.text))))


def mentions_ordinals(claim: str) -> bool:
    return any(p.search(claim) is not None for p in (_ORDINAL, _BARE_SUPERLATIVE, _RANK, _DAY_OF_MONTH))


def ordinal_conflicts(claim: str, context: str) -> list[str]:
    """The claim writes an ordinal before a word where the context never does, while it writes another ordinal
    before that word; not where the context writes the claim's ordinal with that noun left out ("The first MMR dose
    ... and the second at 3 years"), nor where the claim names the other ordinal itself that way ("the second dose
    comes ... after the first")."""
    said = _ordinals(claim)
    named = _named_in(context) if said else {}
    for (number, word), spelling in said.items():
        if (number, word) in named:
            continue
        others = [k for k in sorted(named) if k[1] == word]
        if others and (number in _elided_beside(context, word) or {k[0] for k in others} & _elided_numbers(claim)):
            continue
        others = [named[k] for k in others]
        if word in _IDIOMATIC_NOUNS:
            others = [o for o in others if _written_on_the_claims_words(o, claim, context, spelling)]
        if others:
            return [f'the claim says "{spelling}" where the context speaks of '
                    + ", ".join(f'"{o}"' for o in others[:3])]
    return _one_of_conflicts(claim, context) or _standing_conflicts(claim, context)


# "for the first time" is said of anything: another ordinal "time" speaks against the claim's only in a sentence on the
# claim's words ("The regatta was sponsored for the first time by ..." says nothing of "won the event for the third
# time").
_IDIOMATIC_NOUNS = frozenset({"time"})


def _written_on_the_claims_words(written: str, claim: str, context: str, said: str) -> bool:
    """A context sentence writing ``written`` shares a content word with the claim besides the ordinals' own."""
    words = set(stemmed_content(claim)) - set(stemmed_content(said)) - set(stemmed_content(written))
    return any(written in s.text and words & set(stemmed_content(s.text)) for s in split_sentences(context))


def _one_of(word: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:one\s+of|among)\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,2}}?{word}\b", re.IGNORECASE)


def _one_of_conflicts(claim: str, context: str) -> list[str]:
    """The claim makes a thing the superlative ("the oldest market in the county") where the context writes that
    superlative only as one of several ("one of the oldest ... markets in the county"), in a sentence on the claim's
    words (two besides it), and never bare."""
    for m in _BARE_SUPERLATIVE.finditer(claim):
        word = m.group(1).lower()
        if _ONE_OF.search(claim, max(0, m.start() - 30), m.start()) or (1, word) in _named_in(context):
            continue
        words = set(stemmed_content(claim)) - set(stemmed_content(word))
        one_of_pattern = _one_of(word)
        for sentence in split_sentences(context):
            one_of = one_of_pattern.search(sentence.text)
            if one_of and len(words & set(stemmed_content(sentence.text))) >= 2:
                return [f'the claim says "{m.group(0)}" where the context says "{one_of.group(0)}": '
                        f'"{sentence.text[:160]}"']
    return []


_SUBJECT_BREAK = re.compile(r"[,;:()]|\b(?:and|but|while|whereas|ahead\s+of|behind)\b", re.IGNORECASE)


@lru_cache(maxsize=8)
def _standings(text: str) -> tuple[tuple[int, frozenset[str], str], ...]:
    """(place, the stems of whose standing it is, spelling) of each standing in ``text``: "Redmoor are third",
    "finished second", "in second place"; its subject the content words of its clause before it. Read once per
    context, as :func:`_named_in` is. (Shared: callers only read it.)"""
    out = []
    for sentence in split_sentences(text):
        found = [(m, m.group(1)) for m in _RANK.finditer(sentence.text)]
        found += [(m, m.group(1)) for m in _ORDINAL.finditer(sentence.text) if m.group(2).lower() == "place"]
        for m, ordinal in found:
            lead = _SUBJECT_BREAK.split(sentence.text[: m.start()])[-1]
            subject = frozenset(stemmed_content(lead))
            if subject:
                out.append((_VALUES[ordinal.lower()], subject, m.group(0)))
    return tuple(out)


def _standing_conflicts(claim: str, context: str) -> list[str]:
    """The claim gives its subject a standing where the context gives that subject only another ("Redmoor are
    second" against "Redmoor are third on 59 points"); standings of others say nothing of it."""
    said = _standings(claim)
    theirs = _standings(context) if said else ()
    for place, subject, spelling in said:
        same = [(p, written) for p, whose, written in theirs if subject <= whose]
        if same and all(p != place for p, _ in same):
            return [f'the claim says "{spelling}" where the context says "{same[0][1]}"']
    return []
