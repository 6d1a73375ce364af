"""A case the claim supposes, read against the context's threshold for the same thing: "Cancelling a class two hours
before it begins would count as a no-show" against "Cancellations made less than 4 hours before a class count as a
no-show". Inside the threshold the rule's consequence holds for the case; outside it, read as a reader would, it does
not ("Cancelling five hours before ... would count as a no-show" is wrong). Text only: offsets into claim and
evidence."""

from __future__ import annotations

import re

from verifier.fee_bands import caps_a_charge
from verifier.figure_context import GENERIC, near_words, same_kind
from verifier.negation import statement_negation_cues
from verifier.quantities import Quantity, extract_quantities
from verifier.text import clause_span, sentence_span_at, stem, stemmed_words

__all__ = ["threshold_for_case"]

# A ceiling or floor that holds its own figure: "up to 3", "within 14 days", "at least 18", "no more than 2".
_INCLUSIVE_BEFORE = re.compile(r"\b(?:up\s+to|within|at\s+most|at\s+least|no\s+more\s+than|no\s+fewer\s+than"
                               r"|no\s+less\s+than|maximum(?:\s+of)?|minimum(?:\s+of)?)\s*$", re.IGNORECASE)
# What makes the context's rule one of several for the same thing ("otherwise a $4.95 fee"): its outside is then
# stated, not left to the reader.
_OTHER_CASES = re.compile(r"\b(?:otherwise|else|other(?:wise)?|remaining|rest|(?:below|above|beyond|over|after|under)"
                          r"\s+that)\b", re.IGNORECASE)
# A range the rule gives beside its bound ("under 16, 16- to 18-year-olds in full-time education, ... 60 and
# over"): a case inside it is one of the rule's listed cases, not outside its bound.
_RANGE = re.compile(r"(\d+(?:\.\d+)?)[\w-]*\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)")
# Where one part of a rule's sentence ends: "... if you leave more than 49 days before the end date; there is no exit
# fee in the final 49 days" states two cases, each in its own part.
_PART_END = re.compile(r";")
_RELATIVE_BOUND = re.compile(r"\s+of\b", re.IGNORECASE)
# "a group of 8", "parties of 10": what a bare count counts, written before it.
_COUNTED = re.compile(r"\b([^\W\d_]+)\s+of\s+$")


_NO_HYPHEN = re.compile(r"\bno-(?=\w)", re.IGNORECASE)


def _negated(text: str) -> bool:
    """The text denies what it states; "a no-show" is a thing, no denial."""
    return bool(statement_negation_cues(_NO_HYPHEN.sub("a-", text)))


def _fits(q: Quantity, e: Quantity, evidence: str) -> bool | None:
    """Whether the case figure ``q`` lies inside the bound ``e`` (None on its edge, where "less than" and "up to"
    differ and the claim may have either in mind)."""
    if q.value == e.value:
        return True if _INCLUSIVE_BEFORE.search(evidence, max(0, e.start - 20), e.start) else None
    return q.value < e.value if e.bound == "max" else q.value > e.value


def threshold_for_case(claim: str, q: Quantity, case_end: int, evidence: str,
                       ev: list[Quantity]) -> tuple[bool, Quantity] | None:
    """(whether the claim's consequence agrees with the rule, the bound) for the figure ``q`` of the case ending at
    ``case_end``, where an evidence bound of the same unit sits among the case's words and its clause says what the
    claim says follows; None where no such bound decides."""
    consequence = claim[case_end:]
    counted = _counted_noun(claim, q)
    if q.unit is None and not q.kind.startswith("currency:") and counted is None or not consequence.strip():
        return None
    case_words = near_words(claim[:case_end], q) - GENERIC - {q.unit}
    said = stemmed_words(consequence) - GENERIC - {q.unit} - stemmed_words(claim[:case_end])
    claim_negated = _negated(consequence)
    for e in ev:
        if e.bound not in ("min", "max") or e.kind != "number" and _RELATIVE_BOUND.match(evidence, e.end):
            continue  # (not a sum or share relative to another: "within GBP 50 of your limit")
        if caps_a_charge(evidence, e):
            continue  # a cap on what is charged bounds no case: "0.35% of the amount, capped at £60"
        # (or a count of the same thing: "a group of 8" against "groups of 10 or more"; a figure of no unit, only so)
        unit_known = q.unit is not None or q.kind.startswith("currency:")
        if not (unit_known and same_kind(q, e) and e.unit == q.unit
                or counted is not None and e.kind == q.kind == "number" and _counted_noun(evidence, e) == counted):
            continue
        if not case_words & near_words(evidence, e):
            continue
        sentence = sentence_span_at(evidence, e.start)
        if sentence is None:
            continue
        part_start, part_end = _part_around(sentence.text, e.start - sentence.start)
        part = sentence.text[part_start:part_end]
        start = max(clause_span(evidence, e.start, e.end)[0], sentence.start + part_start)
        rule = stemmed_words(part)
        if not said & rule:
            continue
        fits = _fits(q, e, evidence)
        if fits is None or _in_a_listed_range(q, part):
            return None
        agrees = fits == (claim_negated == _negated(evidence[start:sentence.start + part_end]))
        rule_figures = {g.value for g in extract_quantities(sentence.text)}
        if not agrees and (any(g.value not in rule_figures for g in extract_quantities(consequence))
                           or _OTHER_CASES.search(sentence.text)
                           or len(said & rule) * 2 < len(said)):
            return None  # a conflict only where the rule plainly says what the claim does and states no other case
        return agrees, e
    return _age_band(claim, q, consequence, said, claim_negated, evidence, ev)


# An age case: "A 15-year-old", "a 70 year old".
_AGE_CASE = re.compile(r"[\s-]*years?[\s-]*old\b", re.IGNORECASE)
# The join of an age band's two ends: "ages 3–14", "aged 5 to 15", "16- to 18-year-olds".
# (a band's figures may take the next word as their unit: "children aged 6–12 pay €8")
_AGED = re.compile(r"\b(?:aged|ages)\s+(?:between\s+|from\s+)?$", re.IGNORECASE)
_BAND_JOIN = re.compile(r"-?\s*(?:-|–|—|to)\s*")
# One item of a list of prices or rules: "Standard adult tickets cost £12.50 | and child tickets (ages 3–14) cost £8".
_ITEM_END = re.compile(r"[,;]|\b(?:and|or)\b", re.IGNORECASE)
_PLURALS = {"children": "child", "kids": "kid"}


def _age_band(claim: str, q: Quantity, consequence: str, said: set[str], claim_negated: bool, evidence: str,
              ev: list[Quantity]) -> tuple[bool, Quantity] | None:
    """For an age case ("A 15-year-old can get a child ticket for £8.00"), the evidence's age bands whose list item
    says what the claim says follows ("child tickets (ages 3–14) cost £8.00"): agreeing where the age lies inside a
    band that says it (or outside one that denies it), conflicting where it lies outside every such band. A
    consequence with a figure is compared only with the items giving that figure."""
    if q.unit != "year" or not _AGE_CASE.match(claim, q.end):
        return None
    said = _singular(said)
    figures = {g.value for g in extract_quantities(consequence)}
    found: tuple[bool, Quantity] | None = None
    for low, high in zip(ev, ev[1:], strict=False):
        if not (low.kind == high.kind == "number" and low.value < high.value
                and _BAND_JOIN.fullmatch(evidence, low.end, high.start)
                and (high.unit == "year" or _AGED.search(evidence, max(0, low.start - 16), low.start))):
            continue
        item = _item_around(evidence, low.start, high.end)
        if not said & _singular(stemmed_words(item)) or not figures <= {g.value for g in extract_quantities(item)}:
            continue
        inside = low.value <= q.value <= high.value
        if inside == (claim_negated == _negated(item)):
            return True, high
        found = found or (False, low if q.value < low.value else high)  # (the end the case lies beyond)
    return found


def _item_around(text: str, start: int, end: int) -> str:
    """The list item of ``text`` holding ``start:end``, within its sentence."""
    sentence = sentence_span_at(text, start)
    lo, hi = (sentence.start, sentence.end) if sentence is not None else (0, len(text))
    before = [m.end() for m in _ITEM_END.finditer(text, lo, start)]
    after = _ITEM_END.search(text, end, hi)
    return text[before[-1] if before else lo:after.start() if after else hi]


def _singular(words: set[str]) -> set[str]:
    return {_PLURALS.get(w, w) for w in words}


def _counted_noun(text: str, q: Quantity) -> str | None:
    """The stem of what the figure ``q`` of ``text`` counts where it is written "<noun> of N" ("a group of 8",
    "groups of 10 or more"), else None."""
    m = _COUNTED.search(text, max(0, q.start - 30), q.start)
    return stem(m.group(1).lower()) if m else None


def _part_around(sentence: str, offset: int) -> tuple[int, int]:
    """(start, end) of the semicolon-separated part of ``sentence`` holding ``offset``."""
    before = [m.end() for m in _PART_END.finditer(sentence, 0, offset)]
    after = _PART_END.search(sentence, offset)
    return (before[-1] if before else 0, after.start() if after else len(sentence))


def _in_a_listed_range(q: Quantity, part: str) -> bool:
    """The rule's part gives a range holding the case figure ``q`` ("16- to 18-year-olds")."""
    return any(float(m.group(1)) <= q.value <= float(m.group(2)) for m in _RANGE.finditer(part))
