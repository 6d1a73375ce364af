"""Restrictions: a sentence that allows something "only" for one thing ("can be booked by phone only", "A £25 set-up
fee applies to 12-month contracts only", "may join warehouse and Saturday distribution shifts only") says it does not
hold for that thing's rivals. A claim denying it for a rival ("cannot be booked online", "A 24-month contract has no
set-up fee", "can't volunteer on the Wednesday shift") restates the restriction; it does not negate the sentence."""

from __future__ import annotations

import re

from verifier.figure_context import same_kind
from verifier.negation import statement_negation_cues
from verifier.quantities import Quantity, extract_quantities
from verifier.text import Span, content_words, split_sentences, stem, stemmed_content, tokenize

__all__ = ["restriction_conflicts", "without_restrictions_to_rivals"]

_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
_UNIVERSAL = re.compile(r"\b(?:any|every|all|both|each)\b", re.IGNORECASE)
_UNIVERSAL_REACH = 3  # words after "any" that may name the thing ("any Swiftway branch")
_DESCRIBING_BEFORE = re.compile(r"\b(?:the|an?|his|her|its|their|our|my|your)\s+$", re.IGNORECASE)
_AMOUNT_AFTER = re.compile(r"\s+(?:about\s+|around\s+)?(?:[$€£¥]|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten"
                           r"|a\s+few|a\s+handful|half)\b)", re.IGNORECASE)
_NOT_ONLY = re.compile(r"\bnot\s+only\b", re.IGNORECASE)
# A claim stating what a restricting sentence says for a rival shares this much of its words with it.
_MIN_SHARE = 0.5
# "No employee can take leave ...": denied to everyone, which "only for staff in office roles" contradicts.
_DENIED_TO_ALL = re.compile(r"\s*(?:no|none|nobody|no\s+one|neither)\b", re.IGNORECASE)
_CLAUSE_MARK = re.compile(r"[,;:()]")
_WORD_AFTER = re.compile(r"\s*[\w£$€]")
# (not periods.WEEKDAYS: periods imports negation, which imports this module)
_WEEKDAY_STEMS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])
# Word and list-mark tokens: "online, through the NHS App, or by phone" keeps its commas.
_LIST_TOKEN = re.compile(r"[^\W_]+|[,/]")
_JOINERS = frozenset([",", "/", "or", "and"])
# What "only" admits: up to this many words after it ("only the newest minor release"), or before it ("by phone only").
_SPAN_WORDS = 6
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
    return " ".join(sentence[start:only.start()].split()[-_SPAN_WORDS:])


def _list_items_between(between: list[str]) -> bool:
    """The tokens between two words are list marks and whole items: each word ends its item ("online, through the
    NHS App, or by phone"; not "brain tumours, without killing normal cells")."""
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
    return not words[0] and not words[-1] and all(len(w) <= _ITEM_WORDS for w in words)


def _listed_together(a: str, b: str, sentences: list[Span]) -> bool:
    """Stems ``a`` and ``b`` are items of one list in some sentence ("online, through the NHS App, or by phone")."""
    for sent in sentences:
        tokens = _LIST_TOKEN.findall(sent.text.lower())
        stems = [t if t in _JOINERS else stem(t) for t in tokens]
        for i in (i for i, s in enumerate(stems) if s == a):
            for j in (j for j, s in enumerate(stems) if s == b and 0 < abs(j - i) <= _LIST_REACH):
                if _list_items_between(tokens[min(i, j) + 1:max(i, j)]):
                    return True
    return False


def _rival_figure(q: Quantity, admitted: str, sentence: str) -> bool:
    """``q``, a figure the sentence does not give, has the unit of a figure "only" admits ("24-month" against
    "12-month contracts only")."""
    if any(g.value == q.value and g.unit == q.unit for g in extract_quantities(sentence)):
        return False
    return any(e.unit is not None and e.unit == q.unit and same_kind(q, e) and e.value != q.value
               for e in extract_quantities(admitted))


def _figure_rival(claim: str, admitted: str, sentence: str) -> bool:
    return any(_rival_figure(q, admitted, sentence) for q in extract_quantities(claim))


def _rival_named(claim: str, sentence: str, context_sentences: list[Span], min_share: float = 0.0) -> str | None:
    """What "only" admits in ``sentence`` where the claim names a rival of it in its place (``None`` where it names
    none); the claim's other words must be the sentence's (two at least, and ``min_share`` of them)."""
    claim_words = {w for w in stemmed_content(claim) if not w[0].isdigit()}
    sentence_words = set(stemmed_content(sentence))
    extra = claim_words - sentence_words
    shared = claim_words & sentence_words
    if len(shared) < 2 or len(shared) < min_share * len(claim_words):
        return None  # not the sentence the claim is about
    for only in _restricting_onlys(sentence):
        admitted = _admitted(sentence, only)
        if _figure_rival(claim, admitted, sentence):
            return admitted
        allowed = {w for w in stemmed_content(admitted) if not w[0].isdigit()}
        for a in allowed:
            for r in extra:
                if (a in _WEEKDAY_STEMS and r in _WEEKDAY_STEMS) or _listed_together(a, r, context_sentences):
                    return admitted
    return None


def without_restrictions_to_rivals(claim: str, evidence: str, context: str | None = None) -> str:
    """For a claim that denies something, ``evidence`` without the sentences that restrict, with "only", what the
    claim denies to something it names in place of what they allow: a rival weekday, a figure of the same unit, or a
    word some sentence of ``context`` lists together with the allowed one."""
    if not _ONLY.search(evidence) or not statement_negation_cues(claim) or _DENIED_TO_ALL.match(claim):
        return evidence
    context_sentences = split_sentences(context if context is not None else evidence)
    kept = [s.text for s in split_sentences(evidence)
            if not (_ONLY.search(s.text) and _rival_named(claim, s.text, context_sentences) is not None)]
    return " ".join(kept)


def restriction_conflicts(claim: str, evidence: str, context: str) -> list[str]:
    """A claim stating for a rival what an evidence sentence allows "only" for one thing ("Flex members also get the
    10% discount" against "gives a 10% discount on Resident and Studio only", where another sentence lists Flex with
    them), unless a sentence of ``context`` that names the rival states the claim's other words too."""
    if not _ONLY.search(evidence) or statement_negation_cues(claim):
        return []
    context_sentences = split_sentences(context)
    for sentence in split_sentences(evidence):
        if not _ONLY.search(sentence.text) or _NOT_ONLY.search(sentence.text):
            continue
        admitted = (_rival_named(claim, sentence.text, context_sentences, min_share=_MIN_SHARE)
                    or _generalised(claim, sentence.text))
        if (admitted is None or _stated_elsewhere(claim, sentence.text, context_sentences)
                or _figures_of_its_own(claim, admitted, sentence.text)):
            continue
        return [f'the evidence says it only of "{admitted}", the claim of something else: "{sentence.text[:160]}"']
    return []


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
        if other.text != sentence and missing <= words and len(claim_words & words) >= _MIN_SHARE * len(claim_words):
            return True
    return False
