"""The label a sentence gives a figure right where it writes it: the noun it is the value of ("its depth was 40 km",
"at a depth of 22 km") or what it is measured from ("18 points from safety"). Two figures of one kind with the same
label are two values of the same thing, whatever else their sentences say."""

from __future__ import annotations

import re

from verifier.text import STOPWORDS, stem

__all__ = ["figure_labels"]

# "<noun> was 40 km", "<noun> of 22 km", "<noun>: 6.4", with a hedge between ("depth was about 40 km"); the noun
# may be a possessive ("the quake's depth").
_HEAD = re.compile(r"\b(?:([^\W\d_]{3,})\s+)?([^\W\d_]{3,})\s*(?:of|was|is|are|were|stood\s+at|stands\s+at|:)\s+"
                   r"(?:(?:about|around|roughly|approximately|some|nearly|almost|just|over|under)\s+)?$",
                   re.IGNORECASE)
# "18 points from safety", "two strokes behind the leader", "three points ahead of Castlebury".
_TAIL = r"[\s-]*{unit}\s+(from|behind|ahead\s+of|short\s+of|clear\s+of)\s+(?:the\s+)?([^\W\d_]{{3,}})"
# A figure written into the noun it measures: "four 10-hour shifts", "a 12-month contract".
_COMPOUND = r"-{unit}\s+([^\W\d_]{{3,}})"
# Verbs and empty words are no labels: "rose 12%" is how it changed, not what it measures. Nouns every figure of a
# kind may have ("rate", "price") label only with the word before them ("the basic rate of 20%").
_BROAD = frozenset(str.split("total number figure amount value level rate share price cost fee"))
_NOT_LABELS = STOPWORDS | _BROAD | frozenset(str.split("it this that which who what"))


def figure_labels(text: str, start: int, end: int, unit_word: str, compound: bool = False) -> set[tuple[str, str]]:
    """The labels of the figure written at ``text[start:end]`` (its unit word after it): ("of", stem) for the noun
    it is the value of, (preposition, stem) for what it is measured from or against; with ``compound``, also the noun
    a figure is written into ("four 10-hour shifts": "of shift")."""
    labels: set[tuple[str, str]] = set()
    if head := _HEAD.search(text, max(0, start - 48), start):
        qualifier, noun = (head.group(1) or "").lower(), head.group(2).lower()
        if noun in _BROAD and qualifier and qualifier not in _NOT_LABELS:
            labels.add(("of", f"{stem(qualifier)} {stem(noun)}"))
        elif noun not in _NOT_LABELS:
            labels.add(("of", stem(noun)))
    written_into = re.match(_COMPOUND.format(unit=re.escape(unit_word)), text[end : end + 40], re.IGNORECASE) if (
        compound and unit_word) else None
    if written_into and written_into.group(1).lower() not in _NOT_LABELS:
        labels.add(("of", stem(written_into.group(1).lower())))
    if unit_word and (tail := re.match(_TAIL.format(unit=re.escape(unit_word)), text[end : end + 60], re.IGNORECASE)):
        word = tail.group(2).lower()
        if word not in _NOT_LABELS:
            labels.add((" ".join(tail.group(1).lower().split()), stem(word)))
    return labels
