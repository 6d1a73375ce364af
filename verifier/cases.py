"""Cases a claim supposes: "A customer who cancels 72 hours before pick-up is entitled to a full refund", "Even if a
student scores 80% on a resit, ...", "Boarding a 25 kg dog for 6 nights costs £204". The figures of such a case are
the writer's choice, not facts the context must give; what the claim says follows for the case still is checked
(:mod:`verifier.numbers`). Text only: offsets into the claim sentence."""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["case_it_has", "outright_case", "supposed", "supposed_case_end"]

# What introduces a case: "A 20 kg parcel", "a member whose item is 70 days overdue", "if it is 3 days late" (not "an
# average mark of 70%", which states the rule), read just before a figure.
_AN_INSTANCE = re.compile(r"\b(?:an?\s+|(?:whose|who|if|when)\b(?:\s+[^\W\d_]+){0,3}\s*)$", re.IGNORECASE)
# A case described by what it has: "a full-time employee with 3 years of service", "Someone with 4 years of service".
_WITH_INSTANCE = re.compile(r"\b(?:an?|someone|anyone)\s+(?:[^\W\d_][\w-]*\s+){0,3}?with\s+(?:only\s+|just\s+)?$",
                            re.IGNORECASE)
# A claim that opens by supposing a case and then says what follows for it. An "if" / "when" case runs to its comma;
# any other to the verb saying what follows, in the present or with a modal ("A 25-year-old man was arrested"
# reports, it supposes nothing); a prepositional one ("On a parcel declared at 200 crowns, ...") to its comma.
_CASE_IF = re.compile(r"\s*(?:even\s+)?(?:if|when|whenever)\b(?:[^,.;]|[,.]\d)*,(?!\d)", re.IGNORECASE)
# (a gerund's case may follow a phrase saying under what it is priced: "At the unit rate alone, using 1,000 kWh of
# electricity would cost £246")
_CASE_OPENING = re.compile(r"\s*(?:(?:at|under|on|with)\s+the\s+[^,.;\d]{1,40},\s*(?=[a-z]+ing\s))?(?:even\s+)?"
                           r"(?:(?:an?|any|someone|anyone|(?P<prep>on|for)\s+an?|(?P<prep_n>at|on|for|with)(?=\s+\d)"
                           r"|(?:two|three|four|five|six"
                           r"|seven|eight|nine|ten|\d+))\s|[A-Z][a-z]+ing\s)", re.IGNORECASE)
_CASE_END = re.compile(r"[,;:](?!\d)|\b(?:was|were|had|has(?!\s+to\b)|have(?!\s+to\b)|did|said)\b"
                       r"|\b(?P<verb>has\s+to|have\s+to|would|could|can|cannot|will|may|must|should|is|are|does|do"
                       r"|gets?|pays?|owes?|adds?"
                       r"|costs?|receives?|earns?|entitles?|incurs?|carries|carry|needs?|qualifies|qualify"
                       r"|comes?\s+to|works?\s+out|brings?|means)\b")
# (lower case: "May" is a month)
_RELATIVE_BEFORE = re.compile(r"\b(?:who|whose\s+\w+|that|which)\s+$", re.IGNORECASE)
# What a rule gives a supposed case: "would pay", "could be refunded", "pays" (not "could be built": a speculation).
_CONSEQUENCE = re.compile(r"(?:(?:would|could)\s+(?:not\s+|still\s+|only\s+|then\s+)?(?:pay|owe|get|receive|cost|earn"
                          r"|save|lose|need|have\s+to|qualify|incur|attract|face|come\s+to|be\s+(?:charged|entitled"
                          r"|eligible|covered|refunded|allowed|able|billed|fined|paid|given|required|liable|due|permitted|accepted"
                          r"|refused|rejected|waived))"
                          r"|pays|owes|gets|receives|earns|incurs|carries|attracts|qualifies|costs|cost|adds|comes\s+to"
                          r"|come\s+to|works\s+out|brings|means"
                          r"|is\s+(?:charged|entitled|eligible|liable))\b"
                          # and what a rule does or denies it: "is not accepted", "is too large", "will not get a
                          # refund", "is free of charge", "does not meet" (not "are allowed": "Two cats are allowed"
                          # states a count; nor "is not eligible", which a year's case "in 2022" may wrongly claim)
                          r"|(?:will|would|can|cannot|could|may|must|should|is|are|does|do)\s+(?:not\s+|still\s+|only\s+)?"
                          r"(?:be\s+)?(?:accepted|free|too|refused|rejected|charged|covered|refunded"
                          r"|get|receive|need|meet|qualify|advised|required)\b")


@lru_cache(maxsize=1024)
def supposed_case_end(claim: str) -> int:
    """Where the case ``claim`` opens by supposing ends (0: it supposes none)."""
    if m := _CASE_IF.match(claim):
        return m.end()
    if not (opening := _CASE_OPENING.match(claim)):
        return 0
    end = _CASE_END.search(claim, opening.end())
    while end and end.group(0)[0].isalpha() and _RELATIVE_BEFORE.search(claim, opening.end(), end.start()):
        end = _CASE_END.search(claim, end.end())  # the verb of "who is GBP 400 overdrawn" ("who has held"): the case
    if end and (opening.group("prep") or opening.group("prep_n")) and end.group(0) == ",":
        return end.end()
    commas = 0
    while end and end.group(0) == "," and commas < 2:  # "A 12 kg dog staying 2 nights, collected ..., costs"
        end, commas = _CASE_END.search(claim, end.end()), commas + 1
    return end.start() if end and end.group("verb") else 0


def supposed(claim: str, start: int, end: int) -> bool:
    """The claim's figure at ``start:end`` describes a case it supposes: right after "a" / "an", a few words after
    "whose" / "who" / "if" / "when", or inside the case the claim opens with."""
    return _AN_INSTANCE.search(claim, max(0, start - 40), start) is not None or end <= supposed_case_end(claim)


def outright_case(claim: str, end: int) -> bool:
    """The figure ending at ``end`` belongs to a case the claim supposes and then applies a rule to ("A 24-year-old
    driver renting for 4 days would pay ...", "If a household earns £25,000, ..."): a figure of the writer's choosing,
    which the context need not give at all."""
    case_end = supposed_case_end(claim)
    return end <= case_end and (_CASE_IF.match(claim) is not None or claim[case_end - 1 : case_end] == ","
                                or _CONSEQUENCE.match(claim, case_end) is not None)


def case_it_has(claim: str, start: int) -> bool:
    """The claim's figure at ``start`` is what a case it describes has ("a full-time employee with 3 years of service
    has ...", "Someone with 4 years of service can receive ..."): the writer's choice, not the context's figure in
    another unit."""
    return _WITH_INSTANCE.search(claim, max(0, start - 60), start) is not None
