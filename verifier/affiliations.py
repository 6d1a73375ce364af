"""A person given another's organisation: "Priya Hallam of Ardwell Partners kept her buy rating" against "Priya Hallam
of Corvane Securities ... kept her buy rating. Tomas Leclercq of Ardwell Partners was more cautious".

Both names are the context's, so the name check passes the claim, and the model reads the same words. Read here: a
claim's "<First Last> of <Organisation>" where the context writes that person "of" another organisation and another
person "of" the claim's (the two swapped), and no context sentence writes the person's surname with the claim's
organisation. ("The Northern Society of Painters" is no person of an organisation, and no other person is "of
Painters".)"""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.text import split_sentences

__all__ = ["mentions_affiliations", "affiliation_conflicts"]

_WORD = r"[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)*"
_ORG = r"[A-Z][\w'’-]*(?:\s+(?:&\s+)?[A-Z][\w'’-]*){0,3}"
_OF = re.compile(rf"\b({_WORD}\s+{_WORD})\s+of\s+(?:the\s+)?({_ORG})")


def mentions_affiliations(claim: str) -> bool:
    return _OF.search(claim) is not None


@lru_cache(maxsize=8)
def _affiliations(context: str) -> tuple[tuple[str, str], ...]:
    return tuple((m.group(1), m.group(2)) for m in _OF.finditer(context))


def affiliation_conflicts(claim: str, context: str) -> list[str]:
    """The claim's person is "of" an organisation the context gives only to others (see the module docstring)."""
    for m in _OF.finditer(claim):
        person, org = m.group(1), m.group(2)
        theirs = [o for p, o in _affiliations(context) if p == person and o != org]
        if not theirs:
            continue
        if org.split()[0] in {o.split()[0] for o in theirs}:
            continue  # "of Corvane" against "of Corvane Securities": the same organisation, named shorter
        if not any(p != person and o == org for p, o in _affiliations(context)):
            continue  # only where the context gives the claim's organisation to another person: two swapped
        surname, written = person.split()[-1], re.compile(rf"\b{re.escape(org)}\b")
        if any(surname in s.text and written.search(s.text) for s in split_sentences(context)):
            continue  # (read last: the only test that splits the context into sentences)
        return [f'the claim says "{m.group(0)}" where the context says "{person} of {theirs[0]}"']
    return []
