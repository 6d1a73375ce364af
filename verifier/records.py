"""What a JSON record in the context gives, against what a claim states: "The restaurant offers delivery." against
``"RestaurantsDelivery": false``, "closed on Saturdays" against opening hours given for Saturday, "a 4.5-star
rating" against ``"stars": 4.0`` (the figure checks read prose: a record's bare number names nothing they can
compare).

Agents pass tool results and records as JSON; a checker reading prose cannot see that ``false`` after a key
denies what the claim says (the served model calls "The restaurant offers delivery." supported against such a
record). A field is about the claim when every word of its key (and of the key holding it, for a nested field:
``"BusinessParking": {"garage": false}`` needs "parking" and "garage"), or the key's words written as one
("takeout"), is in one clause of the claim; records' habitual prefixes ("Restaurants", "Business") are not needed.
Only "no" fields are read: a claim denying a "yes" field often denies something else ("Reservations are not
required" against ``"RestaurantsReservations": true``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from verifier.opening_hours import (
    Hours,
    closed_days_said,
    hours_conflicts,
    hours_stated,
    hours_talk_spans,
    open_days_talk,
    record_hours,
)
from verifier.periods import WEEKDAYS
from verifier.record_fields import (
    CLOSED_FOR_GOOD,
    CONTAINERS,
    card_forms,
    dump_value,
    fields_stated,
    key_words,
    listed_categories_conflict,
    mentions_records,
    without_record_name,
)
from verifier.structured import _json_blocks, _Node
from verifier.text import STOPWORDS, clause_around, clause_span, stem, tokenize

if TYPE_CHECKING:
    from verifier.quantities import Quantity

__all__ = ["mentions_records", "record_conflicts", "record_days_held", "record_hours_spans", "record_hours_stated",
           "record_stated", "stated_note"]

# A claim clause: the claim's sentence cut at semicolons, colons and "but" / "while" / "whereas" / "though", not at
# commas: one negation covers a list ("no valet, garage, or street parking").
_CLAUSE_BREAK = re.compile(r"[;:]\s+|,?\s+(?:but|while|whereas|though|although)\s+", re.IGNORECASE)
# Any negation, "are not." at a clause's end too (the statement-negation reading leaves a bare final "not" out).
_NEGATED = re.compile(r"\b(?:no|not|never|none|nor|neither|without|rather\s+than|instead\s+of)\b|n['’]t\b",
                      re.IGNORECASE)
# A clause saying what reviews or customers report ("One customer mentioned ...", "According to reviews, ...") speaks
# for the record's texts, not for its fields.
_SOURCE = re.compile(r"\b(?:reviews?|reviewers?|customers?|guests?|visitors?|diners?)\b", re.IGNORECASE)
_REPORTING = re.compile(r"\b(?:mention(?:s|ed)?|sa(?:y|ys|id)|report(?:s|ed)?|describ(?:e|es|ed)|not(?:e|es|ed)"
                        r"|prais(?:e|es|ed)|enjoy(?:s|ed)?|recommend(?:s|ed)?)\b", re.IGNORECASE)
_ACCORDING_TO = re.compile(r"\baccording\s+to\b", re.IGNORECASE)
# A figure after "out of" is a rating's scale ("3.5 out of 5 stars"), not a value of the record.
_SCALE_BEFORE = re.compile(r"\b(?:out\s+of|of\s+a\s+possible)\s*$", re.IGNORECASE)
# The last word of a count field's key is what it counts only before these: "review_count" counts reviews.
_COUNT_WORDS = frozenset({"count", "number", "num", "total"})
_HYPHEN_IN_WORD = re.compile(r"(?<=\w)-(?=\w)")
_FIELD_STATED = re.compile(r'^"[^"]+": ')  # how fields_stated names a field: '"DogsAllowed": yes'
_HOURS_KEY = re.compile(r"hours|opening", re.IGNORECASE)


@dataclass(frozen=True)
class _RecordFacts:
    """What the context's JSON records give (read once per context)."""

    flags: tuple[tuple[tuple[frozenset[str], ...], str], ...]  # "no" fields: (the key's word sets, the key)
    open_days: frozenset[str]  # weekdays given opening hours
    hours: dict[str, Hours]  # weekday -> (opening, closing) minutes or None (closed); empty unless one record has hours
    figures: dict[str, tuple[tuple[str, float], ...]]  # what number fields count (stemmed) -> (key, number)
    own_figures: dict[str, tuple[tuple[str, float], ...]]  # the same, for fields outside any list (not a review's)
    noise: str  # the record's "NoiseLevel" as the dump gives it ("loud", "very_loud"), or ""
    text_words: frozenset[str]  # the stems of the records' text values ("We parked on the street")


@lru_cache(maxsize=16)
def _record_facts(context: str) -> _RecordFacts:
    """The records' "no" fields (the key's word sets: its words stemmed, and written as one; the key as written),
    the weekdays they give opening hours for, their number fields by what they count, and their texts' words."""
    flags: list[tuple[tuple[frozenset[str], ...], str]] = []
    open_days: set[str] = set()
    hours: list[dict[str, Hours]] = []  # one per hours object
    figures: dict[str, list[tuple[str, float]]] = {}
    own_figures: dict[str, list[tuple[str, float]]] = {}
    text_words: set[str] = set()
    lists_around = 0  # how many lists the walk is inside
    noise: list[str] = []

    def walk(node: _Node, parent: str) -> None:
        nonlocal lists_around
        if node.kind == "array":
            lists_around += 1
            for child in node.value:  # type: ignore[union-attr]
                walk(child, parent)
            lists_around -= 1
            return
        if node.kind != "object":
            return
        if _HOURS_KEY.search(parent):
            hours.append({})
        for key, _, child in node.value:  # type: ignore[union-attr]
            if child.kind == "array" and (own := key_words(key)):  # "reviews": [...] holds so many reviews
                figures.setdefault(stem(own[-1]), []).append((key, float(len(child.value))))  # type: ignore[arg-type]
            if child.kind != "scalar":
                walk(child, key)
                continue
            if _HOURS_KEY.search(parent) and key.lower() in WEEKDAYS and isinstance(child.value, str):
                given = child.value.strip()  # ("Closed" gives none: hours hold a figure)
                if any(ch.isdigit() for ch in given) and given not in ("0:0-0:0", "00:00-00:00"):
                    open_days.add(key.lower())
                if (day_hours := record_hours(given)) != "":
                    hours[-1][key.lower()] = day_hours
                continue
            field(key, parent, child.value)

    def field(key: str, parent: str, raw: object) -> None:
        value = dump_value(raw)  # a listing dump's "u'no'", "False", "{'garage': False}"
        if isinstance(value, dict):
            for inner_key, inner in value.items():
                field(inner_key, key, inner)
            return
        above, own = (key_words(parent) if parent.lower() not in CONTAINERS else []), key_words(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            counted = own[:-1] if len(own) > 1 and own[-1] in _COUNT_WORDS else own
            if counted:
                figures.setdefault(stem(counted[-1]), []).append((key, float(value)))
                if not lists_around:
                    own_figures.setdefault(stem(counted[-1]), []).append((key, float(value)))
            return
        if isinstance(value, str):
            text_words.update(_stems(value))
            if key.lower() == "noiselevel":
                noise.append(value.lower())
        if value is False and any(w not in STOPWORDS for w in above + own):  # (dump_value read "no", "none")
            forms = [frozenset(stem(w) for w in above + own)]
            if len(own) > 1:  # "take out" written "takeout"
                forms.append(frozenset(stem(w) for w in above) | {"".join(own)})
            forms += card_forms(own)
            flags.append((tuple(forms), f"{parent}.{key}" if parent.lower() not in CONTAINERS else key))

    for block in _json_blocks(context):
        walk(block, "")
    if len(hours) == 1 and any(given is not None for given in hours[0].values()):
        # a listing dump leaves the days a place is shut out of its hours
        hours[0].update({day: None for day in WEEKDAYS if day not in hours[0]})
    return _RecordFacts(tuple(flags), frozenset(open_days), hours[0] if len(hours) == 1 else {},
                        {w: tuple(v) for w, v in figures.items()}, {w: tuple(v) for w, v in own_figures.items()},
                        noise[0] if len(noise) == 1 else "", frozenset(text_words))


def record_hours_stated(claim: str, context: str) -> list[str]:
    """The times of a claim made only of opening hours (besides the place's name) that the context's one record of
    hours gives (:func:`verifier.opening_hours.hours_stated`); [] otherwise."""
    if not mentions_records(context):
        return []
    return hours_stated(without_record_name(claim, context), _record_facts(context).hours)


def record_hours_spans(claim: str, context: str, figures_only: bool = False) -> list[tuple[int, int]]:
    """The days and times (with ``figures_only``, the times and counts of days open) of the claim's sentences on
    opening hours, where the context holds one record of hours (:func:`verifier.opening_hours.hours_talk_spans`): the
    record's hours checks read them; [] otherwise."""
    if not mentions_records(context) or not _record_facts(context).hours:
        return []
    return hours_talk_spans(claim, figures_only)


def record_days_held(claim: str, context: str) -> list[tuple[int, int]]:
    """The claim's phrases on which days the place opens that the context's one record of hours gives ("does not see
    patients on Fridays or Sundays" where it gives no hours for either): no denial of the record's other fields."""
    if not mentions_records(context) or not (hours := _record_facts(context).hours):
        return []
    return [(start, end) for start, end, holds in open_days_talk(claim, hours) if holds]


def record_stated(claim: str, context: str) -> list[str]:
    """What a claim made only of a record's opening hours (:func:`record_hours_stated`) or of its other fields
    (:func:`verifier.record_fields.fields_stated`) states; [] otherwise."""
    return record_hours_stated(claim, context) or fields_stated(
        claim, context, _record_facts(context).hours if mentions_records(context) else None)


def stated_note(stated: Sequence[str]) -> str:
    """What supports a claim the model could not read: figures computed from the context's ("£204", "8:00") and
    record fields (``"DogsAllowed": yes``, as :func:`verifier.record_fields.fields_stated` names them)."""
    fields = [s for s in dict.fromkeys(stated) if _FIELD_STATED.match(s)]
    computed = [s for s in dict.fromkeys(stated) if s not in fields]
    parts = ([f"The context's figures give the claim's {', '.join(computed)} by computation"] if computed else []) + (
        [f"the record's fields give {', '.join(fields)}"] if fields else [])
    note = ", and ".join(parts)
    return note[:1].upper() + note[1:]


def _stems(text: str) -> set[str]:
    tokens = tokenize(_HYPHEN_IN_WORD.sub("", text))
    return {stem(t) for t in tokens} | {t for t in tokens}


# A claim's figure for the whole place's rating ("a 4-star average", "a perfect 5-star rating", "rated 4.5"), not one
# review's ("One reviewer gave it a 4-star rating").
_RATING = re.compile(r"\b(?:rating|rated|average|averages|averaging|overall)\b", re.IGNORECASE)
_ONE_SOURCE = re.compile(r"\b(?:reviewers?|customers?|guests?|visitors?|diners?|(?:one|a|each|every)\s+review)\b",
                         re.IGNORECASE)


def _rating_conflict(claim: str, q: Quantity, facts: _RecordFacts) -> str:
    """The claim gives the place's rating as ``q`` where the record's own field for what ``q`` counts ("stars", not
    a review's) holds another value; the same digits elsewhere in the record (a review's "stars": 4) do not state
    it."""
    if q.kind != "number" or q.hedged or _SCALE_BEFORE.search(claim[: q.start]):
        return ""
    given = facts.own_figures.get(q.unit or "")
    clause = clause_around(claim, q.start, q.end)
    if not given or not _RATING.search(clause) or _ONE_SOURCE.search(clause):
        return ""
    if any(abs(v - q.value) < 0.01 for _, v in given):  # (a rating is given to its half star: "4" is not 3.5)
        return ""
    shown = ", ".join(f'"{k}": {v:g}' for k, v in dict.fromkeys(given))
    return f'the claim\'s rating "{q.text} {q.unit_word}" is not in the record, which gives {shown}'


# Whether the place still trades, as a listing's "is_open" gives it: "has permanently closed" (CLOSED_FOR_GOOD)
# against 1, "is still in business" against 0.
_STILL_TRADING = re.compile(r"\b(?:still\s+(?:open|in\s+business|operating|trading)|remains\s+open(?:\s+for"
                            r"\s+business)?|currently\s+open\s+for\s+business)\b", re.IGNORECASE)


def _trading_conflict(claim: str, facts: _RecordFacts) -> str:
    """The claim says the place has closed for good where the record's own "is_open" is 1, or that it still trades
    where it is 0 (not in a negated clause: "has not closed down")."""
    given = [v for k, v in facts.own_figures.get("open", ()) if k.lower() in ("is_open", "isopen")]
    if len(given) != 1:
        return ""
    for pattern, wrong in ((CLOSED_FOR_GOOD, 1.0), (_STILL_TRADING, 0.0)):
        for m in pattern.finditer(claim):
            first, last = clause_span(claim, m.start(), m.end())
            if given[0] == wrong and not _NEGATED.search(f"{claim[first : m.start()]} {claim[m.end() : last]}"):
                return f'the claim says "{m.group(0)}" where the record gives "is_open": {wrong:g}'
    return ""


# How loud a place is, as a claim says it and as the dump's "NoiseLevel" does.
_QUIET = re.compile(r"\bquiet(?:er)?\b", re.IGNORECASE)
_LOUD = re.compile(r"\b(?:loud|noisy)\b", re.IGNORECASE)
_NOISE_SIDES = ((_QUIET, ("loud", "very_loud")), (_LOUD, ("quiet",)))


def _noise_conflict(claim: str, facts: _RecordFacts) -> str:
    """The claim calls the place quiet where the record's "NoiseLevel" is loud or very loud, or loud where it is
    quiet; not in a clause reporting reviews or negated, nor where the records' texts use the claim's word."""
    for pattern, wrong in _NOISE_SIDES:
        if facts.noise not in wrong:
            continue
        for m in pattern.finditer(claim):
            first, last = clause_span(claim, m.start(), m.end())
            clause = claim[first:last]
            if (_NEGATED.search(clause) or (_SOURCE.search(clause) and _REPORTING.search(clause))
                    or stem(m.group(0).lower()) in facts.text_words):
                continue
            return f'the claim says "{m.group(0)}" where the record gives "NoiseLevel": {facts.noise}'
    return ""


def record_conflicts(claim: str, figures: Sequence[Quantity], context: str) -> list[str]:
    """The claim states what a record's "no" field denies (a clause holding all the field's words, not negated),
    calls the place closed on a day the record gives opening hours for, or gives a count of what number fields
    are named for ("4.5 stars" against ``"stars": 4.0``; ``figures``: the claim's quantities) that none of them
    holds and the context never writes, or lists it under what none of its categories names
    (:func:`verifier.record_fields.listed_categories_conflict`). A field whose words the records' own texts write ("We
    parked on the street" beside ``"street": false``) is not read: the texts may say what the field does not."""
    facts = _record_facts(context)
    flags, open_days = facts.flags, facts.open_days
    if not (flags or open_days or facts.hours or facts.figures):  # '":' in prose, no record
        return []
    for q in figures:
        if rating := _rating_conflict(claim, q, facts):
            return [rating]
        # "One review mentions ...": one of them, not how many there are
        given = (facts.figures.get(q.unit or "") if q.kind == "number" and not q.hedged and q.text.lower() != "one"
                 and not _SCALE_BEFORE.search(claim[: q.start]) else None)
        if given and not any(abs(v - q.value) <= q.rounding for _, v in given) and not re.search(
                rf"(?<![\d.,]){re.escape(q.text)}(?![\d]|[.,]\d)", context):
            shown = ", ".join(f'"{k}": {v:g}' for k, v in dict.fromkeys(given))
            return [f'the claim\'s "{q.text} {q.unit_word}" is not in the record, which gives {shown}']
    if trading := _trading_conflict(claim, facts):
        return [trading]
    if noise := _noise_conflict(claim, facts):
        return [noise]
    if listed := listed_categories_conflict(claim, context):
        return [listed]
    for start, end, days in closed_days_said(claim):
        if days & open_days:
            given = ", ".join(day.capitalize() for day in WEEKDAYS if day in days & open_days)
            return [f'the claim says "{claim[start:end]}" where the record gives opening hours for {given}']
    if facts.hours and (wrong_hours := hours_conflicts(claim, facts.hours)):
        return wrong_hours
    for clause in _CLAUSE_BREAK.split(claim):
        if _NEGATED.search(clause) or _ACCORDING_TO.search(clause) or (
                _SOURCE.search(clause) and _REPORTING.search(clause)):
            continue
        words = _stems(clause)
        for forms, key in flags:
            if any(form <= words and not form <= facts.text_words for form in forms):
                return [f'the claim says "{clause.strip()[:120]}" where the record gives "{key}": no']
    return []
