"""Claims that the supplied sources do not say something.

A grounded answer often says what its sources leave open: "The passages do not mention when the bridge
closed.", "There is no information about pricing in the provided documents.", "The closing date is not
specified in the context." Checked as a fact, such a sentence can never be entailed, so an honest answer
was called unsupported. It is a statement about the context, and it holds when the context does not state
its topic: when the topic's content words reach less than the lexical engine's coverage threshold in every
unit of one or two adjacent context sentences.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from verifier.text import content_words, salient_words, stem, wordset

__all__ = ["ABSENCE_SCORE", "COVERAGE_THRESHOLD", "absence_topic", "absence_holds", "topic_stems", "absence_note",
           "stated_topics_note"]

COVERAGE_THRESHOLD = 0.6  # the lexical engine's: a topic covered this well is stated
# P(consistent) of a sentence whose topic the context leaves out. No training-allowed set holds such
# sentences, so this is a set value, not a fitted one: a word test cannot see a topic stated in other words.
ABSENCE_SCORE = 0.8

# What the claim says is silent: the supplied material, never a study or a law ("The study did not report
# deaths", "The data do not show a link" are facts about the world, not about the context).
_SOURCE = (r"(?:the|these|this|those)\s+(?:(?:provided|given|supplied|retrieved|above|available|cited|quoted)\s+)?"
           r"(?:passages?|context|sources?|documents?|texts?|excerpts?|snippets?|search\s+results|articles?"
           r"|references?|(?:provided|given|supplied|retrieved)\s+\w+)"
           r"(?:\s+(?:provided|given|supplied|above))?")
_VERB = (r"(?:mention|say|state|specify|provide|include|contain|indicate|discuss|address|give|list|describe"
         r"|detail|offer|clarify|reveal|report|cover|tell|explain|confirm|name|identify)s?")
_NOT = r"(?:does\s+not|do\s+not|doesn['’]t|don['’]t|did\s+not|didn['’]t)"
_ADVERB = r"(?:(?:explicitly|specifically|directly|clearly|actually)\s+)?"
_LEAD = r"^(?:(?:however|unfortunately|but|also|additionally|moreover|note that|please note that)[,\s]+)?"
_IN_SOURCE = rf"(?:\s+(?:in|within|from|by)\s+{_SOURCE})?"

_PATTERNS = (
    # "The passages do not mention when the bridge closed."
    re.compile(rf"{_LEAD}{_SOURCE}\s+{_NOT}\s+{_ADVERB}{_VERB}\s+(?P<topic>.+?)[.!]?$", re.IGNORECASE),
    # "There is no information about the price (in the context)."
    re.compile(rf"{_LEAD}there\s+(?:is|are|was|were)\s+no\s+(?:(?:specific|further|explicit|additional|direct)\s+)?"
               r"(?:mention|information|indication|details?|data|record)\s+(?:of|about|on|regarding|concerning|as\s+to)"
               rf"\s+(?P<topic>.+?){_IN_SOURCE}[.!]?$", re.IGNORECASE),
    # "The closing date is not specified in the context."
    re.compile(rf"{_LEAD}(?P<topic>.+?)\s+(?:is|are|was|were)\s+not\s+{_ADVERB}"
               r"(?:mentioned|specified|stated|provided|given|discussed|listed|described|detailed|included|indicated"
               rf"|addressed|named|identified)\s+(?:in|by)\s+{_SOURCE}[.!]?$", re.IGNORECASE),
    # "I could not find any information about the price in the passages."
    re.compile(rf"{_LEAD}i\s+(?:could\s+not|couldn['’]t|cannot|can['’]t|was\s+unable\s+to|did\s+not|didn['’]t)\s+find\s+"
               r"(?:any\s+)?(?:(?:specific|further|explicit|additional)\s+)?(?:mention|information|details?|data)\s+"
               rf"(?:of|about|on|regarding|concerning|as\s+to)\s+(?P<topic>.+?){_IN_SOURCE}[.!]?$", re.IGNORECASE),
)
# Words that say what kind of thing is missing rather than what: "any specific information on".
_GENERIC = wordset(
    """information info details detail mention mentions specific specifics exact exactly explicit explicitly
    further additional particular data whether regarding concerning passage passages context source sources
    document documents text excerpt excerpts provided given supplied""")
# A measure's noun and the words that state it ("500 metres long" states the length).
_STATED_BY = {stem(noun): frozenset(stem(w) for w in words.split()) for noun, words in {
    "length": "long lengthy", "width": "wide", "height": "high tall", "depth": "deep", "weight": "heavy weigh weighs",
    "price": "cost costs fee priced", "cost": "price fee priced", "age": "old aged", "distance": "far away",
    "duration": "long lasted lasts", "speed": "fast"}.items()}
_TOPIC_LEAD = re.compile(
    r"^(?:any\s+)?(?:(?:specific|further|explicit|additional|detailed|exact|particular)\s+)*"
    r"(?:(?:information|details?|data|mention)\s+(?:of|about|on|regarding|concerning|as\s+to)\s+)?", re.IGNORECASE)


def absence_topic(sentence: str) -> str | None:
    """What ``sentence`` says the supplied sources do not mention, or None if it says nothing of the kind."""
    text = sentence.strip()
    for pattern in _PATTERNS:
        m = pattern.match(text)
        if m:
            return _TOPIC_LEAD.sub("", m.group("topic").strip()).strip()
    return None


def topic_stems(topic: str) -> frozenset[str]:
    return frozenset(stem(w) for w in content_words(topic) if w not in _GENERIC)


def absence_holds(topic: str, sentence_stems: Sequence[frozenset[str]]) -> bool:
    """True when no unit of one or two adjacent context sentences (their stemmed content words) holds the
    topic's names and numbers and ``COVERAGE_THRESHOLD`` of its content words ("the price of the Starter
    plan" is not stated by "The Growth plan costs $49"); a topic with no content word ("further details")
    holds."""
    wanted = topic_stems(topic)
    if not wanted:
        return True
    names = frozenset(stem(w) for w in salient_words(topic)) & wanted
    need = COVERAGE_THRESHOLD * len(wanted)
    ways = [{w} | _STATED_BY.get(w, frozenset()) for w in wanted]
    for i, words in enumerate(sentence_stems):
        unit = words | sentence_stems[i + 1] if i + 1 < len(sentence_stems) else words
        if names <= unit and sum(1 for way in ways if not unit.isdisjoint(way)) >= need:
            return False
    return True


def absence_note(topics: Sequence[str]) -> str:
    """The rationale's words for topics the claim rightly says the context leaves out."""
    return " As the claim says, the context does not mention: " + "; ".join(topics[:3]) + "." if topics else ""


def stated_topics_note(topics: Sequence[str]) -> str:
    """The rationale for topics the claim says the context leaves out, which it states."""
    return "The claim says the context does not mention what it does: " + "; ".join(topics) + "."
