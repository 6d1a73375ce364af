"""An honour won where it was only in prospect: "The Salt Ledger won the Penrose First Novel Award" against "it was
shortlisted for the Penrose First Novel Award".

Every word of the claim is the context's, so the word checks pass it, and the model reads a near-synonym. Read here:
a claim that something won (was awarded, received, took) a named honour (capitalised words), where the context writes
that name only after "shortlisted for", "nominated for", "longlisted for", "a finalist for", "runner-up for" or
"competing for", and never after a verb of winning."""

from __future__ import annotations

import re

from verifier.negation import negation_cues

__all__ = ["mentions_honours", "honour_conflicts"]

_NAME = r"(?:[A-Z][\w'’-]*(?:\s+(?:of|for|in|and|de|the)\s+|\s+))*[A-Z][\w'’-]*"
_WON = re.compile(rf"\b(?:won|wins|winning|awarded|received|receives|took|winner\s+of|win)\s+(?:the\s+|a\s+|an\s+)?"
                  rf"(?:\d{{4}}\s+)?({_NAME})")
_IN_PROSPECT = (r"(?:short-?listed|nominated|long-?listed|a\s+finalist|finalists?|runner-up|runners-up|competing"
                r"|competes?|in\s+contention|in\s+the\s+running)\s+(?:for|in)")


def mentions_honours(claim: str) -> bool:
    return _WON.search(claim) is not None


def honour_conflicts(claim: str, context: str) -> list[str]:
    """The claim has a named honour won where the context has it only in prospect (see the module docstring)."""
    if negation_cues(claim):
        return []
    for m in _WON.finditer(claim):
        name = m.group(1).strip()
        if len(name) < 4:
            continue
        written = re.escape(name)
        prospect = re.search(rf"\b{_IN_PROSPECT}\s+(?:the\s+)?(?:\d{{4}}\s+)?{written}\b", context)
        if prospect is None:
            continue
        if not any(w.group(1).strip().startswith(name) for w in _WON.finditer(context)):
            return [f'the claim says "{m.group(0)}" where the context says "{prospect.group(0)}"']
    return []
