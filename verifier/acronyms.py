"""Acronyms the context writes out: "MBARI" for the context's "Monterey Bay Aquarium Research Institute".

The model reads an acronym it has never seen as a new name, so a true claim using one scores unsupported.
:func:`respell_acronyms` gives the model the claim with such an acronym written as the context's name; the
checks and the claim reported to the caller keep the claim's own words.
"""

from __future__ import annotations

import re
from functools import lru_cache

# An acronym: 2-6 capitals, optionally a plural or possessive "s" ("NGOs", "WHO's").
_ACRONYM = re.compile(r"\b([A-Z]{2,6})('s|s)?\b")
# A run of capitalised words, with the joining words a name may hold ("Bank of England", "Food and Drug ...").
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[ -](?:(?:of|and|for|the|on|&) )*[A-Z][a-z]+)+")
_JOINERS = frozenset({"of", "and", "for", "the", "on", "&"})
_MAX_LETTERS = 6


@lru_cache(maxsize=64)
def _written_acronyms(context: str) -> frozenset[str]:
    """Every whole word of capitals ``context`` writes (read once per context, not once per claim acronym)."""
    return frozenset(re.findall(r"\b[A-Z]+\b", context))


@lru_cache(maxsize=64)
def _names_by_initials(context: str) -> dict[str, str]:
    """Initials -> the name they abbreviate, for every run of capitalised words in ``context`` and every part of
    one ("Research Institute" in "Monterey Bay Aquarium Research Institute"); joining words have no letter. An
    initials key two names share is dropped: the acronym would be ambiguous."""
    found: dict[str, set[str]] = {}
    for m in _NAME.finditer(context):
        words = re.split(r"[ -]", m.group(0))
        starts = [i for i, w in enumerate(words) if w.lower() not in _JOINERS]
        for a, i in enumerate(starts):
            for j in starts[a + 1 : a + _MAX_LETTERS]:
                initials = "".join(w[0] for w in words[i : j + 1] if w.lower() not in _JOINERS)
                found.setdefault(initials.upper(), set()).add(" ".join(words[i : j + 1]))
    return {key: next(iter(names)) for key, names in found.items() if len(names) == 1}


def respell_acronyms(claim: str, context: str) -> str:
    """``claim`` with each acronym the context never writes, but whose letters are the initials of exactly one
    name the context writes out, replaced by that name."""
    if not _ACRONYM.search(claim):
        return claim
    names = None

    def expand(m: re.Match) -> str:
        nonlocal names
        acronym, suffix = m.group(1), m.group(2) or ""
        if acronym in _written_acronyms(context):
            return m.group(0)
        if names is None:
            names = _names_by_initials(context)
        name = names.get(acronym)
        if name is None:
            return m.group(0)
        return name + ("" if suffix == "s" and name.endswith("s") else suffix)

    return _ACRONYM.sub(expand, claim)
