"""Who a deed was done by: "Ashcombe station was designed by Edwin Marlowe Crane." against "the station at Ashcombe,
designed by the architect Lionel Havard" where Crane is the line's founder.

Both names are the context's, so the name check (:mod:`verifier.names`) passes the claim, and the model reads the
same words in the same order. Read here: a claim's "<past participle> by <Name>", where the context writes that
participle followed by "by" and another name (perhaps after a role: "the architect"), in a sentence sharing a
specific word with the claim's other words, and no context sentence holding that participle names the claim's doer."""

from __future__ import annotations

import re

from verifier.negation import negation_cues
from verifier.text import STOPWORDS, split_sentences, stemmed_content

__all__ = ["mentions_agents", "agent_conflicts"]

_NAME = r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*"
_NAMES = rf"{_NAME}(?:\s+(?:[A-Z]\.\s*)?{_NAME})*"
# "designed by Edwin Marlowe Crane", "produced by the Dutch engineer Pieter Voss" (up to three role words between).
_BY_AGENT = re.compile(rf"\b([a-z]+ed|built|made|written|drawn|sung|taken|won|run|held|led|given|shown|done)\s+by\s+"
                       rf"(?:(?:the|a|an|his|her|their|its)\s+)?(?:[a-z]+\s+){{0,3}}?({_NAMES})")


def mentions_agents(claim: str) -> bool:
    return _BY_AGENT.search(claim) is not None


def _surnames(names: str) -> set[str]:
    words = {re.sub(r"['’]s$", "", w).lower() for w in re.findall(_NAME, names)}  # "Crane's": Crane
    return words - STOPWORDS


def agent_conflicts(claim: str, context: str) -> list[str]:
    """The claim says a deed was done by one name where the context says it was done by another (see the module
    docstring)."""
    if negation_cues(claim):
        return []
    for m in _BY_AGENT.finditer(claim):
        verb, doer = m.group(1), _surnames(m.group(2))
        deed = set(stemmed_content(claim[: m.start()] + " " + claim[m.end():])) - set(stemmed_content(m.group(2)))
        if not doer or not deed:
            continue
        others: list[str] = []
        for sentence in split_sentences(context):
            deeds = list(re.finditer(rf"\b{verb}\b", sentence.text))
            if deeds and doer & {w.lower() for w in re.findall(r"[A-Za-z]+", sentence.text)}:
                return []  # the context may give the claim's doer this deed (too)
            for found in deeds:
                agent = _BY_AGENT.match(sentence.text, found.start())
                if agent and deed & set(stemmed_content(sentence.text)):
                    others.append(agent.group(0))
        if others:
            return [f'the claim says "{m.group(0)}" where the context says "{others[0]}"']
    return []
