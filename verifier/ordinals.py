"""Ordinals: a claim about the "second year" (or "3rd season", "fifth quarter") where the context writes only the
"first year" (no figure to compare, so the number checks, which skip ordinals, do not see it)."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.periods import quarters
from verifier.text import STOPWORDS

__all__ = ["mentions_ordinals", "ordinal_conflicts"]

_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_VALUES = {w: i + 1 for i, w in enumerate(_WORDS)} | {
    f"{i}{'st' if i == 1 else 'nd' if i == 2 else 'rd' if i == 3 else 'th'}": i for i in range(1, 11)}
_ORDINAL = re.compile(r"\b(" + "|".join(_VALUES) + r")[\s-]+([a-z]{3,})\b", re.IGNORECASE)


def _ordinals(text: str) -> dict[tuple[int, str], str]:
    """(ordinal, the word after it) -> its first spelling in ``text``."""
    out: dict[tuple[int, str], str] = {}
    for m in _ORDINAL.finditer(text):
        if m.group(2).lower() not in STOPWORDS:  # not "first and second"
            out.setdefault((_VALUES[m.group(1).lower()], m.group(2).lower()), m.group(0))
    return out


@lru_cache(maxsize=8)
def _named_in(context: str) -> dict[tuple[int, str], str]:
    """The ordinals a context writes, "Q2" as the second quarter; read once per context, since the engines pass the
    whole context for every window of every claim sentence. (Shared: callers only read it.)"""
    named = _ordinals(context)
    for number, spelling in quarters(context).items():
        named.setdefault((number, "quarter"), spelling)
    return named


def mentions_ordinals(claim: str) -> bool:
    return _ORDINAL.search(claim) is not None


def ordinal_conflicts(claim: str, context: str) -> list[str]:
    """The claim writes an ordinal before a word where the context never does, while it writes another ordinal
    before that word."""
    said = _ordinals(claim)
    if not said:
        return []
    named = _named_in(context)
    for (number, word), spelling in said.items():
        if (number, word) in named:
            continue
        others = [named[k] for k in sorted(named) if k[1] == word]
        if others:
            return [f'the claim says "{spelling}" where the context speaks of '
                    + ", ".join(f'"{o}"' for o in others[:3])]
    return []
