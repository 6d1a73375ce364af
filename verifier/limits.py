""""Unlimited": a claim saying there is no limit where the evidence gives a count of the same thing, or the
reverse ("unlimited users" against "includes 5 users")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from verifier.text import stem

if TYPE_CHECKING:
    from verifier.quantities import Quantity

__all__ = ["mentions_unlimited", "unlimited_conflicts"]

_UNLIMITED = re.compile(r"\b(?:unlimited|limitless|infinite)\s+(?:number\s+of\s+)?([^\W\d_]+)", re.IGNORECASE)


# "Mileage is limited to 200 km a day", "capped mileage": a limit named without a count of the noun.
_LIMITED = re.compile(r"\b([^\W\d_]+)\s+(?:is|are|was|were|will\s+be)\s+(?:limited|capped|restricted)\b"
                      r"|(?<!un)\b(?:limited|capped|restricted)\s+([^\W\d_]+)", re.IGNORECASE)


def mentions_unlimited(text: str) -> bool:
    return bool(_UNLIMITED.search(text))


def _limited(text: str) -> dict[str, str]:
    """Stem of each noun ``text`` calls limited -> how it says so."""
    return {stem((m.group(1) or m.group(2)).lower()): m.group(0) for m in _LIMITED.finditer(text)}


def _unlimited(text: str) -> set[str]:
    return {stem(m.group(1).lower()) for m in _UNLIMITED.finditer(text)}


# What a measured amount is of: "30 GB of 5G data", "12 GB of their allowance" (past determiners and codes).
_OF_NOUN = re.compile(r"\s*[^\W\d_]+\s+of\s+(?:(?:the|their|its|your|our|his|her|a|an|\w*\d\w*)\s+)*([^\W\d_]+)",
                      re.IGNORECASE)


def _counts(quantities: Sequence[Quantity], text: str) -> dict[str, str]:
    """Noun (stem) -> the count or amount ``text`` gives of it: the unit counted ("5 users"), and what an amount is
    of ("30 GB of 5G data" gives data)."""
    out = {q.unit: q.written for q in quantities if q.kind == "number" and q.unit}
    for q in quantities:
        if q.kind == "number" and q.unit and (of := _OF_NOUN.match(text, q.end)):
            out.setdefault(stem(of.group(1).lower()), text[q.start : of.end()])
    return out


def unlimited_conflicts(claim: str, evidence: str, claim_figures: Sequence[Quantity],
                        evidence_figures: Sequence[Quantity]) -> list[str]:
    """Reasons for each noun one side calls unlimited and the other counts or calls limited."""
    in_claim, in_evidence = _unlimited(claim), _unlimited(evidence)
    return (_bounded(_counts(evidence_figures, evidence), in_claim, in_evidence,
                     'the claim says "unlimited" where the evidence gives "{}"')
            + _bounded(_counts(claim_figures, claim), in_evidence, in_claim,
                       'the claim gives "{}" where the evidence says "unlimited"')
            + _bounded(_limited(claim), in_evidence, in_claim,
                       'the claim says "{}" where the evidence says "unlimited"')
            + _bounded(_limited(evidence), in_claim, in_evidence,
                       'the claim says "unlimited" where the evidence says "{}"'))


def _bounded(bounds: dict[str, str], unlimited_there: set[str], unlimited_here: set[str], reason: str) -> list[str]:
    """``reason``, filled with how one side bounds a noun (``bounds``: noun -> its words), for each such noun the
    other side calls unlimited and this side does not."""
    return [reason.format(said) for noun, said in bounds.items() if noun in unlimited_there
            and noun not in unlimited_here]
