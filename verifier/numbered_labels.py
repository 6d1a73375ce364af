"""Numbered labels ("Term 3", "Stage 5", "Bands 1-4"): a figure a claim binds to one, where the context binds that
label another figure of the same kind ("Term 3 lasts 15 weeks" against "Term 2 (15 weeks) ..., and Term 3 (16
weeks)"; "Stage 5 lessons last 30 minutes" against "30 minutes for Stages 1-4 and 45 minutes for Stages 5-7").

A figure is bound to a label only across a short stretch holding no other label, no "and", no comma and no
sentence break, and to the nearest such label: precision first, as for every conflict check."""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.figure_context import same_kind
from verifier.quantities import Quantity, hedge_allows

__all__ = ["mentions_numbered_labels", "numbered_label_conflicts"]

_LABEL_WORDS = ("term", "stage", "band", "tier", "zone", "level", "phase", "grade", "step", "module", "section",
                "part", "platform", "terminal", "gate", "route", "floor")
_LABEL = re.compile(r"\b(" + "|".join(_LABEL_WORDS) + r")s?\s+(\d{1,2})(?:\s*(?:-|–|to|and)\s*(\d{1,2}))?\b",
                    re.IGNORECASE)
# What may lie between a label and its figure: a few words, a bracket or a colon, but nothing that starts another
# item ("and", a comma, a semicolon) or ends the sentence.
_BINDING_GAP = re.compile(r"[^,;.!?\n]{0,40}")
_ANOTHER_ITEM = re.compile(r"\band\b|\bor\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Label:
    word: str
    low: int
    high: int
    start: int
    end: int

    def holds(self, number: int) -> bool:
        return self.low <= number <= self.high

    def __str__(self) -> str:
        return f"{self.word} {self.low}" if self.low == self.high else f"{self.word}s {self.low}-{self.high}"


def _labels(text: str) -> list[_Label]:
    found = []
    for m in _LABEL.finditer(text):
        low = int(m.group(2))
        high = int(m.group(3)) if m.group(3) else low
        if high >= low:
            found.append(_Label(m.group(1).lower(), low, high, m.start(), m.end()))
    return found


def mentions_numbered_labels(claim: str) -> bool:
    return _LABEL.search(claim) is not None


def _gap(text: str, start: int, end: int, labels: list[_Label]) -> int | None:
    """The length of ``text[start:end]`` when a figure and a label on either side of it are bound, else None."""
    if start > end:
        return None
    between = text[start:end]
    if not _BINDING_GAP.fullmatch(between) or _ANOTHER_ITEM.search(between):
        return None
    if any(start <= lab.start < end for lab in labels):
        return None
    return end - start


def _binding_gap(text: str, q: Quantity, label: _Label, labels: list[_Label]) -> int | None:
    if label.end <= q.start:
        return _gap(text, label.end, q.start, labels)
    return _gap(text, q.end, label.start, labels)


def _binding(text: str, q: Quantity, labels: list[_Label]) -> tuple[int, _Label] | None:
    """(gap, label) of the nearest label ``q`` is bound to, or None."""
    gaps = [(g, lab) for lab in labels if (g := _binding_gap(text, q, lab, labels)) is not None]
    return min(gaps, key=lambda x: x[0]) if gaps else None


def _bound_label(text: str, q: Quantity, labels: list[_Label]) -> _Label | None:
    bound = _binding(text, q, labels)
    return bound[1] if bound else None


def _inside_a_label(q: Quantity, labels: list[_Label]) -> bool:
    return any(lab.start <= q.start < lab.end for lab in labels)


def numbered_label_conflicts(claim: str, cq: list[Quantity], context: str, ev: list[Quantity]) -> list[str]:
    """Reasons where a claim figure bound to "<label> <n>" is the figure the context binds to another number of that
    label, while it binds its own, different figure to a mention holding n ("Term 3 lasts 15 weeks" against "Term 2
    (15 weeks) ..., and Term 3 (16 weeks)"). A figure the context binds to no other label (a discount, a computed
    price) is left to the other checks."""
    claim_labels = _labels(claim)
    if not claim_labels:
        return []
    context_labels = _labels(context)
    # each context figure with the label it is bound to, found once for every claim figure
    bindings = [(e, bound) for e in ev if not _inside_a_label(e, context_labels)
                and (bound := _binding(context, e, context_labels)) is not None]
    reasons: list[str] = []
    for q in cq:
        if q.kind == "year" or _inside_a_label(q, claim_labels):
            continue
        mine = _bound_label(claim, q, claim_labels)
        if mine is None or mine.low != mine.high:
            continue
        own: list[Quantity] = []
        others: list[Quantity] = []
        for lab in context_labels:
            if lab.word != mine.word:
                continue
            bound = [(g, e) for e, (g, bound_to) in bindings
                     if bound_to == lab and same_kind(q, e) and (q.unit or "") == (e.unit or "")]
            if bound:
                (own if lab.holds(mine.low) else others).append(min(bound, key=lambda x: x[0])[1])

        def fits(e: Quantity, q: Quantity = q) -> bool:
            return q.matches(e) or e.matches(q) or q.hedged and hedge_allows(q, e)

        if own and not any(fits(e) for e in own) and any(fits(e) for e in others):
            figures_given = ", ".join(dict.fromkeys(f'"{e.written}"' for e in own))
            reasons.append(f'the claim gives {mine} "{q.written}", the figure of another {mine.word}; the context '
                           f"gives it {figures_given}")
    return reasons
