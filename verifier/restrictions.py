"""Restrictions and rivals. A sentence that allows something "only" for one thing ("can be booked by phone only", "A
£25 set-up fee applies to 12-month contracts only") says it does not hold for that thing's rivals: a claim denying it
for a rival ("cannot be booked online", "A 24-month contract has no set-up fee") restates the restriction and does not
negate the sentence, while a claim stating it for a rival ("Flex members also get the 10% discount", "available to any
zone") contradicts it. A rule a sentence gives for one name, stated by the claim for a rival name ("Monthly Pass
holders pay 10p" against "except for Annual Pass holders, who pay 10p"), contradicts it too. Rivals are two weekdays,
figures of one unit, or words a context sentence lists together ("online, through the NHS App, or by phone")."""

from __future__ import annotations

import re

from verifier.negation import statement_negation_cues
from verifier.periods import WEEKDAYS
from verifier.quantities import Quantity, extract_quantities
from verifier.text import (
    Span,
    clause_around,
    content_words,
    salient_words,
    split_sentences,
    stem,
    stemmed_content,
    tokenize,
)

__all__ = ["denied_to_a_rival", "restriction_conflicts", "rival_substitution_conflicts",
           "without_restrictions_to_rivals"]

_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
_UNIVERSAL = re.compile(r"\b(?:any|every|all|both|each)\b", re.IGNORECASE)
_UNIVERSAL_REACH = 3  # words after "any" that may name the thing ("any Swiftway branch")
_DESCRIBING_BEFORE = re.compile(r"\b(?:the|an?|his|her|its|their|our|my|your)\s+$", re.IGNORECASE)
_AMOUNT_AFTER = re.compile(r"\s+(?:about\s+|around\s+)?(?:[$€£¥]|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten"
                           r"|a\s+few|a\s+handful|half)\b)", re.IGNORECASE)
_NOT_ONLY = re.compile(r"\bnot\s+only\b", re.IGNORECASE)
# A claim stating what a restricting sentence says for a rival shares this much of its words with it.
_MIN_SHARE = 0.5
# A claim restating another sentence's rule for a rival shares this much of its words with it.
_SUBSTITUTION_SHARE = 0.7
# A sentence stating the claim for its rival holds this much of the claim's words ("Routine appointments can be booked
# online" does not state "Same-day urgent appointments can be booked online").
_ELSEWHERE_SHARE = 0.8
_NEAR = 8  # tokens either side of a name that a sentence says of it
# "No employee can take leave ...": denied to everyone, which "only for staff in office roles" contradicts.
_DENIED_TO_ALL = re.compile(r"\s*(?:no|none|nobody|no\s+one|neither)\b", re.IGNORECASE)
# "covered whether or not it was locked": no denial, a claim that holds in every case
_REGARDLESS = re.compile(r"\bwhether\s+or\s+not\b", re.IGNORECASE)
_CLAUSE_MARK = re.compile(r"[;:()]|,(?=\s)")  # (not the comma of "£1,500")
_WORD_AFTER = re.compile(r"\s*[\w£$€]")
_WEEKDAY_STEMS = frozenset(stem(day) for day in WEEKDAYS)
# Word and list-mark tokens: "online, through the NHS App, or by phone" keeps its commas.
_LIST_TOKEN = re.compile(r"[^\W_]+|[,/]")
_JOINERS = frozenset([",", "/", "or", "and"])
# What "only" admits: up to this many words after it ("only on annual plans with 20 or more seats"), or before it
# ("can be booked by phone only").
_SPAN_WORDS = 8
_SPAN_WORDS_BEFORE = 6
_UNIT_REACH = 3  # words after a bound that may name its unit ("20 or more seats")
# Two words written as items of one list: at most this many tokens apart, with items of at most this many words
# between them ("online, through the NHS App, or by phone"; not "Fibre 500 are sold on 12- or 24-month contracts",
# which lists no "Fibre" with "contracts").
_LIST_REACH = 10
_ITEM_WORDS = 3


def _restricting_onlys(sentence: str) -> list[re.Match[str]]:
    """The sentence's "only"s that restrict a rule: not "the only premiership boss" (a description), nor "for only
    $100/month", "only one paper" (a small amount)."""
    return [m for m in _ONLY.finditer(sentence)
            if not _DESCRIBING_BEFORE.search(sentence, 0, m.start()) and not _AMOUNT_AFTER.match(sentence, m.end())]


def _admitted(sentence: str, only: re.Match[str]) -> str:
    """The words "only" restricts: the clause after it ("only after the first 6 repayments") or, where it closes its
    clause, the words before it ("applies to 12-month contracts only")."""
    if _WORD_AFTER.match(sentence, only.end()):
        end = m.start() if (m := _CLAUSE_MARK.search(sentence, only.end())) else len(sentence)
        return " ".join(sentence[only.end():end].split()[:_SPAN_WORDS])
    start = max([m.end() for m in _CLAUSE_MARK.finditer(sentence, 0, only.start())], default=0)
    return " ".join(sentence[start:only.start()].split()[-_SPAN_WORDS_BEFORE:])


def _list_items_between(between: list[str], after: list[str]) -> bool:
    """The tokens between two words are list marks and whole items: each word ends its item ("online, through the
    NHS App, or by phone"; not "brain tumours, without killing normal cells"), or both items end in the same words
    ("Monthly Pass and Annual Pass": ``after`` is what follows the second word)."""
    segments, current = [], []
    for t in between:
        if t in _JOINERS:
            segments.append(current)
            current = []
        else:
            current.append(t)
    segments.append(current)
    if len(segments) < 2:
        return False  # no list mark between them
    words = [[w for w in content_words(" ".join(seg)) if not w[0].isdigit()] for seg in segments]
    shared_end = bool(segments[0]) and after[:len(segments[0])] == segments[0]
    return (not words[0] or shared_end) and not words[-1] and all(len(w) <= _ITEM_WORDS for w in words)


def _rivals(a: str, b: str, sentences: list[Span]) -> bool:
    """Stems ``a`` and ``b`` name rival things: two weekdays, or items of one list in the context."""
    return (a in _WEEKDAY_STEMS and b in _WEEKDAY_STEMS) or _listed_together(a, b, sentences)


def _listed_together(a: str, b: str, sentences: list[Span]) -> bool:
    """Stems ``a`` and ``b`` are items of one list in some sentence ("online, through the NHS App, or by phone")."""
    a, b = stem(a), stem(b)  # stemmed twice, as the tokens below: "outbuildings" and "outbuilding" meet
    for sent in sentences:
        tokens = _LIST_TOKEN.findall(sent.text.lower())
        stems = [t if t in _JOINERS else stem(stem(t)) for t in tokens]
        for i in (i for i, s in enumerate(stems) if s == a):
            for j in (j for j, s in enumerate(stems) if s == b and 0 < abs(j - i) <= _LIST_REACH):
                lo, hi = sorted((i, j))
                if _list_items_between(tokens[lo + 1:hi], tokens[hi + 1:]):
                    return True
    return False


def _rival_figure(q: Quantity, admitted: str, sentence: str) -> bool:
    """``q``, a figure the sentence does not give, has the unit of a figure "only" admits ("24-month" against
    "12-month contracts only")."""
    if any(g.value == q.value for g in extract_quantities(sentence)):
        return False  # (the sentence gives it, if with no unit: "weeks 1–6")
    return any(q.kind == e.kind and _same_unit(q, e, admitted) and e.value != q.value and not _within(q, e)
               for e in extract_quantities(admitted))


def _same_unit(q: Quantity, e: Quantity, text: str) -> bool:
    """``e`` counts what ``q`` counts: the same unit, or a bound whose unit word follows it ("20 or more seats")."""
    if q.unit is None:
        return False
    if e.unit is not None:
        return e.unit == q.unit
    return bool(e.bound) and stem(q.unit) in {stem(t) for t in tokenize(text[e.end:])[:_UNIT_REACH]}


def _within(q: Quantity, e: Quantity) -> bool:
    """``q`` lies inside the bound ``e`` ("25 seats" within "20 or more seats"): what "only" admits, no rival."""
    return e.bound == "min" and q.value >= e.value or e.bound == "max" and q.value <= e.value


def _figure_rival(claim: str, admitted: str, sentence: str) -> bool:
    """Some claim figure is a rival of one "only" admits."""
    return any(_rival_figure(q, admitted, sentence) for q in extract_quantities(claim))


def _rival_named(claim: str, sentence: str, context_sentences: list[Span], min_share: float = 0.0) -> str | None:
    """What "only" admits in ``sentence`` where the claim names a rival of it in its place (``None`` where it names
    none); the claim's other words must be the sentence's (two at least, and ``min_share`` of them)."""
    claim_tokens = set(stemmed_content(claim))  # figures too: "over-65s" and "15%" are what the two share
    claim_words = {w for w in claim_tokens if not w[0].isdigit()}
    sentence_words = set(stemmed_content(sentence))
    extra = claim_words - sentence_words
    shared = claim_tokens & sentence_words
    if len(shared) < 2 or len(shared) < min_share * len(claim_tokens):
        return None  # not the sentence the claim is about
    for only in _restricting_onlys(sentence):
        admitted = _admitted(sentence, only)
        if _figure_rival(claim, admitted, sentence):
            return admitted
        allowed = {w for w in stemmed_content(admitted) if not w[0].isdigit()}
        for a in allowed:
            for r in extra:
                if _rivals(a, r, context_sentences):
                    return admitted
    return None


def _denies_what_only_restricts(claim: str, text: str) -> bool:
    """The claim is a denial of something that may be restricted to a rival of the thing it names (not one denied to
    all: "No employee can ...", nor "regardless of ..."), and ``text`` restricts something with "only"."""
    return bool(_ONLY.search(text) and statement_negation_cues(claim) and not _DENIED_TO_ALL.match(claim)
                and not _REGARDLESS.search(claim))


def _restricts_to_a_rival(claim: str, sentence: str, context_sentences: list[Span]) -> bool:
    """``sentence`` allows "only" for one thing what the claim denies to a rival of it."""
    return bool(_ONLY.search(sentence)) and _rival_named(claim, sentence, context_sentences) is not None


def without_restrictions_to_rivals(claim: str, evidence: str, context: str | None = None) -> str:
    """For a claim that denies something, ``evidence`` without the sentences that restrict, with "only", what the
    claim denies to something it names in place of what they allow: a rival weekday, a figure of the same unit, or a
    word some sentence of ``context`` lists together with the allowed one."""
    if not _denies_what_only_restricts(claim, evidence):
        return evidence
    context_sentences = split_sentences(context if context is not None else evidence)
    kept = [s.text for s in split_sentences(evidence) if not _restricts_to_a_rival(claim, s.text, context_sentences)]
    return " ".join(kept)


def denied_to_a_rival(claim: str, context: str) -> bool:
    """The claim denies something for a rival of what a sentence of ``context`` allows it for "only" ("Hot meals can't
    be added on Mondays" against "a hot meal can be added ... on Tuesdays and Thursdays only"): it restates the
    restriction."""
    if not _denies_what_only_restricts(claim, context):
        return False
    sentences = split_sentences(context)
    return any(_restricts_to_a_rival(claim, s.text, sentences) for s in sentences)


def restriction_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """A claim stating for a rival what an evidence sentence allows "only" for one thing ("Flex members also get the
    10% discount" against "gives a 10% discount on Resident and Studio only", where another sentence lists Flex with
    them), unless a sentence of ``context`` that names the rival states the claim's other words too."""
    if not _ONLY.search(evidence) or statement_negation_cues(claim):
        return []
    context_sentences: list[Span] | None = None
    for sentence in split_sentences(evidence):
        if not _ONLY.search(sentence.text) or _NOT_ONLY.search(sentence.text):
            continue
        if context_sentences is None:  # (read only where a sentence restricts)
            context_sentences = split_sentences(context)
        admitted = (_rival_named(claim, sentence.text, context_sentences, min_share=_MIN_SHARE)
                    or _generalised(claim, sentence.text))
        if (admitted is None or _stated_elsewhere(claim, sentence.text, context_sentences)
                or _figures_of_its_own(claim, admitted, sentence.text) or _restates(claim, admitted)):
            continue
        return [f'the evidence says it only of "{admitted}", the claim of something else: "{sentence.text[:160]}"']
    return []


def _restates(claim: str, admitted: str) -> bool:
    """The claim restricts with "only", in a clause writing the figures and names of what the sentence's "only" admits,
    what that admits ("Because drivers sell only the 7-day Rover, the 30-day pass ..." against "drivers only sell the
    7-day version"): it restates the rule, not stretches it."""
    marks = {w for w in stemmed_content(admitted) if any(c.isdigit() for c in w)} | {
        w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", admitted)}
    return bool(marks) and any(marks <= set(stemmed_content(clause_around(claim, only.start(), only.end())))
                               for only in _restricting_onlys(claim))


def _generalised(claim: str, sentence: str) -> str | None:
    """What "only" admits in ``sentence`` where the claim says "any", "every", "all" or "both" of it ("to any zone"
    against "in Zones A and B only")."""
    claim_words = {w for w in stemmed_content(claim) if not w[0].isdigit()}
    if len(claim_words & set(stemmed_content(sentence))) < _MIN_SHARE * len(claim_words):
        return None
    for only in _restricting_onlys(sentence):
        admitted = _admitted(sentence, only)
        allowed = set(stemmed_content(admitted))
        for m in _UNIVERSAL.finditer(claim):
            if allowed & {stem(t) for t in tokenize(claim[m.end():])[:_UNIVERSAL_REACH]}:
                return admitted
    return None


def _figures_of_its_own(claim: str, admitted: str, sentence: str) -> bool:
    """The claim gives a figure the sentence does not, other than a rival of one "only" admits: it says more than
    the sentence's rule ("A team of 8 on the Team plan pays $921.60" is no claim about "30% off the Team plan only")."""
    given = {e.value for e in extract_quantities(sentence)}
    return any(q.value not in given and not _rival_figure(q, admitted, sentence)
               for q in extract_quantities(claim))


def _stated_elsewhere(claim: str, sentence: str, context_sentences: list[Span]) -> bool:
    """Another context sentence holds the claim's words the restricting ``sentence`` lacks and most of the rest."""
    claim_words = {w for w in stemmed_content(claim) if not w[0].isdigit()}
    missing = claim_words - set(stemmed_content(sentence))
    for other in context_sentences:
        words = set(stemmed_content(other.text))
        if (other.text != sentence and missing <= words
                and len(claim_words & words) >= _ELSEWHERE_SHARE * len(claim_words)):
            return True
    return False


def rival_substitution_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """A claim stating an evidence sentence's rule for a rival of the thing the sentence names ("A Senior Railcard
    holder ... pays a minimum fare of £12" against "16-25 Railcard holders ... pay a minimum fare of £12", where the
    context lists the two railcards together), unless a sentence of ``context`` naming the rival states it too."""
    if statement_negation_cues(claim):
        return []
    claim_words = {w for w in stemmed_content(claim) if not w[0].isdigit()}
    context_sentences: list[Span] | None = None
    names: set[str] = set()
    for sentence in split_sentences(evidence):
        words = {w for w in stemmed_content(sentence.text) if not w[0].isdigit()}
        extra, named = claim_words - words, words - claim_words
        if len(claim_words & words) < max(2, _SUBSTITUTION_SHARE * len(claim_words)) or not extra:
            continue
        if context_sentences is None:  # read the whole context only for a sentence worth comparing (long contexts)
            context_sentences = split_sentences(context)
            names = {stem(w) for w in salient_words(context)}  # rivals are names: plans, passes, zones, railcards
        shared = claim_words & words
        pair = next(((a, r) for r in sorted(extra & names) for a in sorted(named & names)
                     if _rivals(a, r, context_sentences) and _said_of(a, shared, sentence.text)
                     and not _heads_a_name_written(r, claim, sentence.text)), None)
        if (pair is None or _stated_elsewhere(claim, sentence.text, context_sentences)
                or _figures_of_its_own(claim, "", sentence.text)):
            continue
        return [f'the claim says it of "{_written(pair[1], claim)}" where the evidence says it of '
                f'"{_written(pair[0], sentence.text)}": "{sentence.text[:160]}"']
    return []


def _heads_a_name_written(word: str, claim: str, sentence: str) -> bool:
    """In the claim, ``word`` (a stem) is the head noun after a capitalised name the sentence writes: it names that
    thing ("Grennock Point lighthouse" where the sentence writes "Grennock Point's 112 steps"), no rival of it."""
    for m in re.finditer(r"\b([A-Z][\w'’-]*)\s+([a-z]+)\b", claim):
        if stem(m.group(2)) == word and re.search(rf"\b{re.escape(m.group(1))}\b", sentence):
            return True
    return False


def _said_of(name: str, shared: set[str], sentence: str) -> bool:
    """Most of the claim's words the sentence holds stand near ``name`` there: the sentence says them of it ("except
    for Annual Pass holders, who pay 10p per minute"), not of the rest ("E-bikes cost an extra 20p ... on all
    passes")."""
    stems = [stem(t) for t in tokenize(sentence)]
    near: set[str] = set()
    for i in (i for i, s in enumerate(stems) if s == name):
        near.update(stems[max(0, i - _NEAR):i + _NEAR + 1])
    return len(shared & near) * 2 >= len(shared)


def _written(word_stem: str, text: str) -> str:
    """The word of ``text`` whose stem is ``word_stem``, as written."""
    return next((t for t in re.findall(r"[^\W_]+", text) if stem(t.lower()) == word_stem), word_stem)
