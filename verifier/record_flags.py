"""Yes/no fields of a JSON record that a claim states the other way round: "The restaurant offers delivery."
against ``"RestaurantsDelivery": false``, and "closed on Saturdays" against opening hours given for Saturday.

Agents pass tool results and records as JSON; a checker reading prose cannot see that ``false`` after a key
denies what the claim says (the served model calls "The restaurant offers delivery." supported against such a
record). A field is about the claim when every word of its key (and of the key holding it, for a nested field:
``"BusinessParking": {"garage": false}`` needs "parking" and "garage"), or the key's words written as one
("takeout"), is in one clause of the claim; records' habitual prefixes ("Restaurants", "Business") are not needed.
Only "no" fields are read: a claim denying a "yes" field often denies something else ("Reservations are not
required" against ``"RestaurantsReservations": true``)."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.negation import statement_negation_cues
from verifier.periods import WEEKDAYS
from verifier.structured import _json_blocks, _Node, label
from verifier.text import STOPWORDS, stem, tokenize

__all__ = ["mentions_record_flags", "record_flag_conflicts"]

_PREFIXES = frozenset({"restaurant", "restaurants", "business", "businesses", "has", "is"})
_NO = frozenset({"no", "none", "false"})
# Keys that hold a record's fields without saying what they are about ("attributes": {"OutdoorSeating": ...}).
_CONTAINERS = frozenset({"", "attributes", "properties", "features", "amenities", "details", "data", "info", "flags",
                         "settings", "options", "record", "result", "results", "item", "items", "fields"})
# A claim clause: the claim's sentence cut at commas, semicolons and "but" / "while" / "whereas" / "and not".
_CLAUSE_BREAK = re.compile(r"[,;:]\s+|\s+(?:but|while|whereas)\s+|\s+and\s+(?=not\b|no\b)", re.IGNORECASE)
_HYPHEN_IN_WORD = re.compile(r"(?<=\w)-(?=\w)")
_CLOSED_ON = re.compile(r"\bclosed\s+(?:on\s+|every\s+|all\s+day\s+(?:on\s+)?)?(" + "|".join(WEEKDAYS) + r")s?\b",
                        re.IGNORECASE)
_HOURS_KEY = re.compile(r"hours|opening", re.IGNORECASE)


def _key_words(key: str) -> list[str]:
    return [w.lower() for w in label(key).split() if w.lower() not in _PREFIXES]


def _says_no(value: object) -> bool:
    return value is False or (isinstance(value, str) and value.strip().lower() in _NO)


@lru_cache(maxsize=16)
def _record_facts(context: str) -> tuple[tuple[tuple[tuple[frozenset[str], ...], str], ...], frozenset[str]]:
    """(the key's word sets: its words stemmed, and written as one; the key as written) of every "no" field of
    the context's JSON records, and the weekdays records give opening hours for (read once per context)."""
    flags: list[tuple[tuple[frozenset[str], ...], str]] = []
    open_days: set[str] = set()

    def walk(node: _Node, parent: str) -> None:
        if node.kind == "array":
            for child in node.value:  # type: ignore[union-attr]
                walk(child, parent)
            return
        if node.kind != "object":
            return
        for key, _, child in node.value:  # type: ignore[union-attr]
            if child.kind != "scalar":
                walk(child, key)
                continue
            if _HOURS_KEY.search(parent) and key.lower() in WEEKDAYS and isinstance(child.value, str):
                if child.value.strip() and child.value.strip() not in ("0:0-0:0", "00:00-00:00"):
                    open_days.add(key.lower())
                continue
            above, own = (_key_words(parent) if parent.lower() not in _CONTAINERS else []), _key_words(key)
            if _says_no(child.value) and any(w not in STOPWORDS for w in above + own):
                forms = [frozenset(stem(w) for w in above + own)]
                if len(own) > 1:  # "take out" written "takeout"
                    forms.append(frozenset(stem(w) for w in above) | {"".join(own)})
                flags.append((tuple(forms), f"{parent}.{key}" if parent.lower() not in _CONTAINERS else key))

    for block in _json_blocks(context):
        walk(block, "")
    return tuple(flags), frozenset(open_days)


def mentions_record_flags(context: str) -> bool:
    """The context may hold a JSON record (a cheap test before parsing it)."""
    return '":' in context or '" :' in context


def _stems(text: str) -> set[str]:
    tokens = tokenize(_HYPHEN_IN_WORD.sub("", text))
    return {stem(t) for t in tokens} | {t for t in tokens}


def record_flag_conflicts(claim: str, context: str) -> list[str]:
    """The claim states what a record's "no" field denies (a clause holding all the field's words, not negated),
    or calls the place closed on a day the record gives opening hours for."""
    flags, open_days = _record_facts(context)
    if not flags and not open_days:
        return []
    for m in _CLOSED_ON.finditer(claim):
        if m.group(1).lower() in open_days:
            return [f'the claim says "{m.group(0)}" where the record gives opening hours for {m.group(1).capitalize()}']
    for clause in _CLAUSE_BREAK.split(claim):
        if statement_negation_cues(clause):
            continue
        words = _stems(clause)
        for forms, key in flags:
            if any(form <= words for form in forms):
                return [f'the claim says "{clause.strip()[:120]}" where the record gives "{key}": no']
    return []
