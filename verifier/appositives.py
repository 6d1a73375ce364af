"""A person given another description: "Alisha Porter, a 34-year-old nurse, won the seat" against "Alisha Porter, a
34-year-old primary school teacher, polled 1,046 votes".

The name is the context's, so the name check passes the claim, and the model reads a sentence about the same person
doing the same thing. Read here: a claim's "<Name>, a / an / the <description>," whose head noun the context never
writes, where the context describes that person in the same way with another head noun. A description's head is its
last word before a preposition or relative word ("the first woman to lead the band": "woman"; "chairman of the
society": "chairman"), and only a word naming what a person is counts (a job, a role, a relation: "a former chapel"
describes no person)."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.text import stem, stemmed_content

__all__ = ["mentions_appositives", "appositive_conflicts"]

_WORD = r"[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)*"
# A person's name of two or more capitalised words, then ", a / an / the <description>," (or its sentence's end).
_APPOSITIVE = re.compile(rf"\b({_WORD}(?:\s+{_WORD})+),\s+(?:a|an|the)\s+([^,;.()\"]{{2,60}}?)(?=\s*(?:,|\.|;|$))")
# Where a description's head noun ends: a preposition, a relative word or an infinitive's "to".
_POSTMODIFIER = re.compile(r"\s+(?:of|to|for|at|in|with|from|on|by|near|under|over|beside|outside|inside|across|after"
                           r"|before|during|who|whose|which|that|since|between)\b.*$", re.IGNORECASE)
# A head noun naming what a person is (a job, a role, a relation): "teacher", "councillor", "nurse", "woman".
_PERSON_HEAD = re.compile(r"(?<![A-Za-z])([a-z]{2,}(?:er|or|ist|ian|ant|ent|ess|ee)|[a-z]*(?:man|men)"
                          r"|nurse|chef|cook|judge|priest|poet|pilot|wife|son|daughter|mother|aunt|uncle|niece"
                          r"|nephew|cousin|widow|monk|nun|vet|coach|mayor|chair|head|student|graduate|pupil)$")


def _head(description: str) -> str | None:
    """The stemmed head noun of a description naming what a person is, or None where it ends in no such word."""
    m = _PERSON_HEAD.search(_POSTMODIFIER.sub("", description.strip()))
    return stem(m.group(1)) if m else None


def mentions_appositives(claim: str) -> bool:
    return _APPOSITIVE.search(claim) is not None


@lru_cache(maxsize=8)
def _descriptions(context: str) -> tuple[tuple[str, str, str], ...]:
    """(name, head, the appositive as written) of each person the context describes in one."""
    return tuple((m.group(1), head, m.group(0)) for m in _APPOSITIVE.finditer(context)
                 if (head := _head(m.group(2))) is not None)


@lru_cache(maxsize=8)
def _stems(context: str) -> frozenset[str]:
    return frozenset(stemmed_content(context))


def appositive_conflicts(claim: str, context: str) -> list[str]:
    """The claim describes a person with a head noun the context never writes, where the context describes that person
    with another (see the module docstring)."""
    for m in _APPOSITIVE.finditer(claim):
        person, head = m.group(1), _head(m.group(2))
        if head is None or head in _stems(context):
            continue
        theirs = [written for name, h, written in _descriptions(context) if name == person and h != head]
        if theirs:
            return [f'the claim describes {person} as "{m.group(2).strip()}" where the context says "{theirs[0]}"']
    return []
