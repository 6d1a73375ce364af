"""Excepted things: a rule an evidence sentence states "except" for some things, stated by the claim for one of them
("A new Mini member pays the £50 entrance fee" against "New members pay a one-off £50 entrance fee, except Juniors
and Minis"; "The museum is closed on bank holiday Mondays" against "It is closed on Mondays, except bank holiday
Mondays, when it opens 10:00-16:00"), or "unless" for a condition the claim meets in full ("Employees made redundant
... must repay 50% of the cost" against "... you must repay 50% of the cost, unless you were made redundant"). The
model reads the rule and the claim's words and misses the exception."""

from __future__ import annotations

import re

from verifier.negation import negation_cues
from verifier.quantities import extract_quantities
from verifier.text import split_sentences, stemmed_content

__all__ = ["excepted_conflicts", "mentions_exceptions"]

# (not "other than": "void if opened by anyone other than a FixPoint technician" applies the rule to the rest)
_EXCEPT = re.compile(r"\b(?:except(?:\s+for)?|excepting|excluding|apart\s+from|with\s+the\s+exception\s+of|unless)\s+",
                     re.IGNORECASE)
# What the exception names runs to its clause's end: "except Juniors and Minis." / "except bank holiday Mondays, when".
_CLAUSE_END = re.compile(r"[,;:.()]|\s(?:when|who|which|where|whose|if|unless|as|because)\b", re.IGNORECASE)
_EXCEPTED_WORDS = 6
_FIGURE = re.compile(r"\d+(?:[:.,]\d+)*")
# A claim that itself makes an exception or a restriction, or names the excepted thing's rivals ("a non-FixPoint
# technician"), is no claim of the rule for the excepted thing.
_CLAIM_EXCEPTS = re.compile(r"\b(?:except|excepting|excluding|apart\s+from|other\s+than|unless|but\s+not|only|non-)",
                            re.IGNORECASE)
# The claim's words the sentence's rule (before the exception) holds: this many of them, and this share.
_MIN_RULE_WORDS = 2
_RULE_SHARE = 0.6


def mentions_exceptions(evidence: str) -> bool:
    return _EXCEPT.search(evidence) is not None


def excepted_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim, not negated and making no exception itself, names a thing an evidence sentence excepts from its rule
    and otherwise restates the rule: most of its other words are the rule's, and its figures are the rule's. Not for a
    rule that denies (what it excepts is then allowed: "not accepted by phone, except from housebound patients"), nor
    where the claim shares words with what the sentence goes on to say of the excepted thing ("except logs connected to
    a security incident, which are kept until ...")."""
    if negation_cues(claim) or _CLAIM_EXCEPTS.search(claim):
        return []
    claim_words = [w for w in stemmed_content(claim) if not w[0].isdigit()]
    claim_stems = set(claim_words)
    claim_figures_written = set(_FIGURE.findall(claim))  # "16:00" in "closes at 16:00"
    claim_figures = {q.value for q in extract_quantities(claim)}
    for sentence in split_sentences(evidence):
        for m in _EXCEPT.finditer(sentence.text):
            end = _CLAUSE_END.search(sentence.text, m.end())
            excepted_text = sentence.text[m.end():end.start() if end else len(sentence.text)]
            excepted = set(stemmed_content(" ".join(excepted_text.split()[:_EXCEPTED_WORDS])))
            rule_text = sentence.text[:m.start()]
            if negation_cues(rule_text):
                continue
            rule = set(stemmed_content(rule_text))
            rest = sentence.text[end.start():] if end else ""
            said_of_it = set(stemmed_content(rest))
            # (what the rule names too is no excepted thing: "Mondays" in "Mondays, except bank holiday Mondays")
            named = {w for w in claim_words if _among(w, excepted) and not _among(w, rule)}
            if not named:
                continue
            if m.group(0).lower().startswith("unless") and not all(
                    _among(w, claim_stems) for w in excepted if not _among(w, rule)):
                continue  # a condition is met only in full: "paying monthly" is not "unless they pay annually"
            others = [w for w in claim_words if w not in named]
            if not _says_it_includes(claim, named) and (any(_among(w, said_of_it) for w in others)
                                                        or claim_figures_written & set(_FIGURE.findall(rest))):
                continue
            shared = [w for w in others if _among(w, rule)]
            if len(shared) < _MIN_RULE_WORDS or len(shared) < _RULE_SHARE * len(others):
                continue
            # (the excepted thing's own figures name it: "except emergency visits booked through our 24-hour line")
            rule_figures = {q.value for q in extract_quantities(rule_text + " " + excepted_text)}
            if not claim_figures <= rule_figures:
                continue  # a figure of its own: the claim may state what the excepted thing gets instead
            return [f'the evidence excepts "{excepted_text.strip()}" from what the claim says of it: '
                    f'"{sentence.text[:160]}"']
    return []


# A claim that says outright the rule takes in the excepted thing: "free on orders of £40 or more, including furniture".
_INCLUDING = re.compile(r"\b(?:including|even)\s+((?:[^\W\d_]+\s+){0,2}[^\W\d_]+)", re.IGNORECASE)


def _says_it_includes(claim: str, named: set[str]) -> bool:
    """The claim writes "including" or "even" before the excepted thing: what the sentence goes on to say of it then
    does not make the claim one about that (its words may be the rule's own: "... which always carry a £29 delivery
    charge")."""
    return any(_among(w, named) for m in _INCLUDING.finditer(claim) for w in stemmed_content(m.group(1)))


def _among(word: str, stems: set[str]) -> bool:
    """``word`` (a stem) is one of ``stems``, a plural the stemmer keeps ("minis") matching its singular."""
    return word in stems or word + "s" in stems or (word.endswith("s") and word[:-1] in stems)
