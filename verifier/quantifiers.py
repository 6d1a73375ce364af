"""Over-generalisation: a claim that says "all" (every, unanimously) where the evidence, about the same words,
says only "seven of the nine", "most" or "some" (the model reads them alike)."""

from __future__ import annotations

import re

from verifier.clauses import clauses_about
from verifier.negation import statement_negation_cues
from verifier.text import STOPWORDS, clause_around, split_sentences, stem, stemmed_content

__all__ = ["mentions_universal", "quantifier_conflicts", "restricted_group_conflicts"]

_NUMBER = r"(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens|hundreds)"
# A vote with votes on both sides: "voted 7 to 2", "by a vote of 7-2", "a 7-2 vote" (not "9-0").
_TALLY = r"(?:voted|vote\s+of)\s+\d+\s*(?:to|-|–)\s*[1-9]\d*\b|\b\d+\s*(?:-|–)\s*[1-9]\d*\s+vote\b"
# A plural noun right after a bare determiner ("most patients"), not a superlative ("most serious", "most likely").
_PLURAL_NOUN = r"(?:[a-z]+(?<![siu])s|people|children|men|women)\b"
_PARTIAL = (
    r"(?:most|some|many|several|a\s+few|few|half|a\s+(?:large\s+|small\s+)?(?:majority|minority)|the\s+majority)\s+of"
    r"|(?:nearly|almost|virtually|practically)\s+(?:all|every(?:one|body)?)|all\s+but"
    rf"|{_NUMBER}\s+(?:out\s+)?of\s+(?:the|its|their|these|those|{_NUMBER}|[^\W\d_][\w-]*['’]s\s)"
    rf"|(?<!\bthe\s)(?<!\bat\s)(?:most|many|several|a\s+few)\s+(?={_PLURAL_NOUN})"
    rf"|{_TALLY}"
    # "Only £30,000 has been recovered": a part
    rf"|only\s+(?:about\s+|around\s+|some\s+)?(?:[$€£¥]\d[\d,.]*|{_NUMBER}\b)"
    # "70 per cent of its electricity": a share below the whole
    r"|(?<![\d.])\d{1,2}(?:\.\d+)?\s*(?:%|per\s*cent|percent)\s+of"
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


# "all 1,400 of Kestrelford's workers": the count after "all" is the whole, no part of it.
_ALL_BEFORE = re.compile(r"\ball\s+$", re.IGNORECASE)


def _claims_all(claim: str) -> set[str]:
    """The claim's universal words ("all", "every", "unanimously"), or none when it also gives a partial quantity."""
    universal, partial = _kinds({m.group(0).lower() for m in _QUANTIFIER.finditer(claim)
                                 if not _ALL_BEFORE.search(claim, 0, m.start())})
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
    # the whole claim's words, else those of its own clause around the universal word ("The GMK union, which
    # represents all 1,400 of Kestrelford's workers, said ..." against "which represents about 900 of Kestrelford's
    # 1,400 workers")
    own = [clause_around(claim, m.start(), m.end()) for m in _QUANTIFIER.finditer(claim)
           if m.group(0).lower() in said]
    for about in dict.fromkeys([claim, *own]):
        opposed = _opposed_clause(about, evidence)
        if opposed == "":
            return []  # the evidence also says all of them
        if opposed is not None:
            return [f'the claim says "{sorted(said)[0]}" where the evidence says "{opposed[0]}": '
                    f'"{opposed[1][:160]}"']
    return []


def _opposed_clause(claim: str, evidence: str) -> tuple[str, str] | str | None:
    """(the partial phrase, its clause) of the first evidence clause on the claim's words giving only part; "" where a
    clause on those words says all; None where none is on them."""
    opposed: tuple[str, str] | None = None
    for clause, held in clauses_about(claim, evidence, _QUANTIFIER):
        universal, partial = _kinds(held)
        if universal:
            return ""
        if partial:
            opposed = opposed or (sorted(partial)[0].strip(), clause)
    return opposed


# "all members", "every customer": the group a universal claim names.
_ALL_OF_A_GROUP = re.compile(r"\b(?:all|every)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+|their\s+)?([^\W\d_]{3,})\b",
                             re.IGNORECASE)
_IDIOM_AT = re.compile(_IDIOM, re.IGNORECASE)
_MODIFIED = r"\b([^\W\d_]{3,})[\s-]+"  # and the noun


def restricted_group_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """The claim gives something to "all members" where the evidence sentence on its words gives it to "junior
    members" only, and the context names the group with another word too ("adult members"): a subgroup, which the
    claim over-generalises. No conflict where an evidence sentence on those words names the bare group."""
    if statement_negation_cues(claim) or not _claims_all(claim):
        return []
    claim_words = set(stemmed_content(claim))
    for m in _ALL_OF_A_GROUP.finditer(claim):
        noun = m.group(1)
        if _IDIOM_AT.match(claim, m.start()):
            continue  # "every 15 minutes", "all-time"
        modified = re.compile(_MODIFIED + re.escape(noun) + r"\b", re.IGNORECASE)
        # ("other tickets" names the kinds a sentence does not: "critical tickets within 1 hour, and other tickets ...")
        kinds = {stem(k.group(1).lower()) for k in modified.finditer(context) if _a_kind(k.group(1))}
        kinds -= claim_words
        others = claim_words - {stem(noun.lower())}
        for sentence in split_sentences(evidence):
            words = set(stemmed_content(sentence.text))
            if stem(noun.lower()) not in words or len(others & words) * 2 < len(others):
                continue
            written = [k.group(1) for k in modified.finditer(sentence.text) if _a_kind(k.group(1))]
            mods = [stem(w.lower()) for w in written]
            bare = len(re.findall(rf"\b{re.escape(noun)}\b", sentence.text, re.IGNORECASE)) > len(mods)
            if bare or not mods or any(mod not in kinds or mod in claim_words for mod in mods):
                continue
            if len(kinds) >= 2:  # the context's group comes in kinds, this sentence names one
                return [f'the claim says "{m.group(0)}" where the evidence says "{written[0].lower()} {noun}": '
                        f'"{sentence.text[:160]}"']
    return []


def _a_kind(word: str) -> bool:
    """A word naming a kind of a group: not a stopword, save "other" ("other tickets")."""
    return word.lower() == "other" or word.lower() not in STOPWORDS
