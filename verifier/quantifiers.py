"""Over-generalisation: a claim that says "all" (every, unanimously) where the evidence, about the same words,
says only "seven of the nine", "most" or "some" (the model reads them alike)."""

from __future__ import annotations

import re

from verifier.clauses import clauses_about
from verifier.negation import statement_negation_cues

__all__ = ["mentions_universal", "quantifier_conflicts"]

_NUMBER = r"(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens|hundreds)"
# A vote with votes on both sides: "voted 7 to 2", "by a vote of 7-2", "a 7-2 vote" (not "9-0").
_TALLY = r"(?:voted|vote\s+of)\s+\d+\s*(?:to|-|–)\s*[1-9]\d*\b|\b\d+\s*(?:-|–)\s*[1-9]\d*\s+vote\b"
# A plural noun right after a bare determiner ("most patients"), not a superlative ("most serious", "most likely").
_PLURAL_NOUN = r"(?:[a-z]+(?<![siu])s|people|children|men|women)\b"
_PARTIAL = (
    r"(?:most|some|many|several|a\s+few|few|half|a\s+(?:large\s+|small\s+)?(?:majority|minority)|the\s+majority)\s+of"
    r"|(?:nearly|almost|virtually|practically)\s+(?:all|every(?:one|body)?)|all\s+but"
    rf"|{_NUMBER}\s+(?:out\s+)?of\s+(?:the|its|their|these|those|{_NUMBER})"
    rf"|(?<!\bthe\s)(?<!\bat\s)(?:most|many|several|a\s+few)\s+(?={_PLURAL_NOUN})"
    rf"|{_TALLY}"
    # "Only £30,000 has been recovered": a part
    rf"|only\s+(?:about\s+|around\s+|some\s+)?(?:[$€£¥]\d[\d,.]*|{_NUMBER}\b)"
)
# Words with "all" or "every" that say nothing about how many: "at all", "all-time", "every 15 minutes".
_IDIOM = (
    r"(?:at|after|above|first\s+of|once\s+and\s+for|in)\s+all\b|of\s+all\s+time\b|all-|all\s+(?:over|along|right|in\s+all)\b"
    r"|every\s+(?:\d[\d.,]*\s+\w+|other\s+\w+|(?:day|night|week|month|year|hour|minute|second|morning|evening|time"
    r"|season|weekend|quarter|decade|century)s?\b)"
)
_UNIVERSAL = r"all|every(?:one|body)?|each\s+of|unanimous(?:ly)?"
# One pattern, alternatives in priority order: at one position "nearly all" is read before "all".
_QUANTIFIER = re.compile(rf"\b(?:{_IDIOM}|{_PARTIAL}|(?:{_UNIVERSAL})\b)", re.IGNORECASE)
_IS_IDIOM = re.compile(rf"(?:{_IDIOM})\Z", re.IGNORECASE)
_IS_UNIVERSAL = re.compile(rf"(?:{_UNIVERSAL})\Z", re.IGNORECASE)


def _kinds(words: set[str]) -> tuple[set[str], set[str]]:
    """(universal words, partial phrases) among quantifier matches; idioms dropped."""
    universal = {w for w in words if _IS_UNIVERSAL.match(w)}
    partial = {w for w in words if w not in universal and not _IS_IDIOM.match(w)}
    return universal, partial


def _claims_all(claim: str) -> set[str]:
    """The claim's universal words ("all", "every", "unanimously"), or none when it also gives a partial quantity."""
    universal, partial = _kinds({m.group(0).lower() for m in _QUANTIFIER.finditer(claim)})
    return set() if partial else universal


def mentions_universal(claim: str) -> bool:
    """The claim says "all", "every" or "unanimously" about something, and no partial quantity."""
    return bool(_claims_all(claim))


def quantifier_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim says "all" where an evidence clause on the same words gives only part ("most of", "seven of the
    nine"), and no clause on those words says "all"."""
    said = _claims_all(claim)
    if not said or statement_negation_cues(claim):
        return []
    opposed: tuple[str, str] | None = None
    for clause, held in clauses_about(claim, evidence, _QUANTIFIER):
        universal, partial = _kinds(held)
        if universal:
            return []  # the evidence also says all of them
        if partial:
            opposed = opposed or (sorted(partial)[0].strip(), clause)
    if opposed is None:
        return []
    return [f'the claim says "{sorted(said)[0]}" where the evidence says "{opposed[0]}": "{opposed[1][:160]}"']
