"""Negation: where a text says "not", what it negates, and a claim that negates what the evidence states
(or the reverse)."""

from __future__ import annotations

import re
from collections import Counter

from verifier.pairs import OPPOSITE_OF
from verifier.text import STOPWORDS, clause_around, split_sentences, stem, stemmed_content, tokenize

__all__ = ["exception_restated", "mentions_negation", "negated_words", "negation_cues", "negation_conflicts",
           "said_negatively_in", "statement_negation_cues"]

_NEGATION = re.compile(
    r"\b(?:not(?!\s+only\b)|no(?!\.?\s*\d)(?!\s+(?:more|less|later|sooner|fewer)\s+than\b)|never|none|nobody"
    r"|nothing|neither|nor|cannot)\b|n['’]t\b",
    re.IGNORECASE,
)
# Verbs and words that state an absence without a "not": "dropped Python 3.7" says what "Python 3.7 is no
# longer supported" says, so they cancel a claim-side negation as a "not" in the evidence does.
_NEGATIVE_MEANING = re.compile(
    r"\b(?:dropped|drops|removed|removes|discontinued|ceased|stopped|stops|lacks?|lacked|lacking|without|absent"
    r"|unable|failed|fails|refused|denied|banned|excluded|deprecated|withdrawn|withdrew|halted|suspended)\b",
    re.IGNORECASE,
)
# "Only £30,000 has been recovered": a part stated says the rest is not ("Most of the money has not been recovered").
_ONLY_A_PART = re.compile(
    r"\bonly\s+(?:about\s+|around\s+|some\s+)?(?:[$€£¥]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|half"
    r"|a\s+(?:few|handful|fraction|third|quarter|small))\b)", re.IGNORECASE)
# ", not global temperature", "but not the weights": a contrast naming what is not meant, not a negated statement.
_CONTRASTIVE = re.compile(r"(?:[,;:(]|\bbut)\s*$", re.IGNORECASE)
_WITHOUT = re.compile(r"\bwithout\b", re.IGNORECASE)
# A negation with its exception ("not covered unless declared"), and a claim stating a case ("covered if declared").
_EXCEPTION = re.compile(r"\b(?:not|n['’]t|never|no)\b[^.;]*?\b(?:unless|except)\b", re.IGNORECASE)
_CONDITION = re.compile(r"\b(?:if|when|whenever|provided|once|as\s+long\s+as)\b", re.IGNORECASE)
# "I'm not sure", "I don't know, but ...", "not really, ...": conversational hedges, not negations.
_NOT_A_NEGATION = re.compile(r"\s*(?:really|sure|certain|know|remember|recall|think|quite sure)\b", re.IGNORECASE)
# A bare "No." answers and "whether or not," or "I haven't." deny no content of the text; "Hot Desk members get
# none." and "has changed nothing." do.
_BARE_NO = re.compile(r"\s*(?:[,.;:!?)]|$)")
_PRONOUN_NEGATIONS = frozenset(["none", "nothing", "nobody"])


def negation_cues(text: str) -> list[tuple[int, int]]:
    """(start, end) of every negation cue: not, no, never, n't, none, nothing, cannot ...

    "not only", "no more than", "No. 5", "not sure", "I don't know" and a bare "No." are not
    negations of content.
    """
    return [(m.start(), m.end()) for m in _NEGATION.finditer(text) if not _NOT_A_NEGATION.match(text, m.end())
            and not (m.group(0).lower() not in _PRONOUN_NEGATIONS and _BARE_NO.match(text, m.end()))]


# A "not" right after one of these ("who do not take", "if you do not water") belongs to a condition or
# to a description of who is meant, not to what the sentence states.
_SUBORDINATORS = frozenset(["if", "unless", "who", "whom", "whose", "which", "when", "whenever"])
_OPENING_GERUND = re.compile(r"\s*[\"'(]?not\s+\w+ing\b", re.IGNORECASE)
# "will not be processed until the next working day" says when it is processed: a start, not a denial.
_NOT_UNTIL = re.compile(r"(?:\s+[^\W\d_]+){1,4}?\s+(?:until|till)\b", re.IGNORECASE)


def statement_negation_cues(text: str) -> list[tuple[int, int]]:
    """:func:`negation_cues` that negate what ``text`` states: not those in a condition or a who/which
    clause ("Patients who do not take the drug recover slowly") nor a negated gerund opening a sentence
    ("Not brushing your teeth causes decay"); such claims agree with evidence on the positive case. Nor a "not ...
    until", which says when something starts ("will not be processed until the next working day")."""
    out = []
    for start, end in negation_cues(text):
        sentence_start = max(text.rfind(mark, 0, start) for mark in (". ", "! ", "? ", "\n")) + 1
        clause_start = max(sentence_start, max(text.rfind(mark, 0, start) for mark in (", ", "; ")) + 1)
        before = tokenize(text[clause_start:start])[-4:]
        if (_SUBORDINATORS.intersection(before) or _OPENING_GERUND.match(text, sentence_start)
                or _NOT_UNTIL.match(text, end)):
            continue
        out.append((start, end))
    return out


def negated_words(text: str) -> set[str]:
    """The first content word (stemmed) within 3 tokens after each negation cue of what ``text``
    states: what is negated."""
    return {w for _, end in statement_negation_cues(text) if (w := _word_after(text, end))}


# "does not need to return": what is negated is the duty, read as the verb after "to".
_DUTY = frozenset(["need", "needs", "required", "obliged", "necessary"])
_DUTY_TO = re.compile(r"\b(?:needs?|required|obliged|necessary)\s+to\b", re.IGNORECASE)


def _word_after(text: str, end: int, stemmed: bool = True) -> str | None:
    """The first content word within 3 tokens after ``end`` (past a "need to"), stemmed unless ``stemmed`` is
    False."""
    tokens = tokenize(text[end : end + 60])[:5]
    for i, tok in enumerate(tokens[:3]):
        if tok in _DUTY and tokens[i + 1 : i + 2] == ["to"] and (duty := _DUTY_TO.search(text, end)):
            return _word_after(text, duty.end(), stemmed)
        if tok not in STOPWORDS and len(tok) > 1:
            return stem(tok) if stemmed else tok
    return None


def _opposites_of_negated(claim: str) -> set[str]:
    """The crisp opposites (:mod:`verifier.pairs`) of the words the claim negates: an evidence writing one says the
    claim's "not" in a word ("does not open" against "closed", "is not included" against "excluded")."""
    negated = {w for _, end in statement_negation_cues(claim) if (w := _word_after(claim, end, stemmed=False))}
    return set().union(*(OPPOSITE_OF.get(w, set()) for w in negated))


def mentions_negation(claim: str, evidence: str) -> bool:
    """Either side negates, or the evidence says "without" (a cheap test before :func:`negation_conflicts`)."""
    return bool(negation_cues(claim) or negation_cues(evidence) or _WITHOUT.search(evidence))


def _writes_any(words: set[str], text: str) -> bool:
    return bool(words) and not words.isdisjoint(tokenize(text))


def negation_conflicts(claim: str, evidence: str, min_cover: float = 0.8, context: str | None = None) -> list[str]:
    """Negation on one side only, over the same content.

    The evidence must cover at least ``min_cover`` of the claim's content words, and the word
    right after the negation cue must be present on the other side: "the drug did not reduce
    mortality" vs "the drug reduced mortality" conflicts; "... reduced mortality, but not in
    children" vs "the drug reduced mortality" does not ("children" is not in the claim). A negated
    claim conflicts with nothing where a sentence of the whole ``context`` says it negatively too
    (:func:`said_negatively_in`), though the evidence passage does not hold that sentence.
    """
    c_words = {w for w in stemmed_content(claim) if not _NEGATION.fullmatch(w)}
    if len(c_words) < 2:
        return []
    e_words = set(stemmed_content(evidence))
    covered = len(c_words & e_words) / len(c_words) >= min_cover
    if statement_negation_cues(claim):
        if (covered and not (negation_cues(evidence) or _NEGATIVE_MEANING.search(evidence)
                             or _ONLY_A_PART.search(evidence))
                and negated_words(claim) & e_words and not _writes_any(_opposites_of_negated(claim), evidence)):
            reasons = ["the claim negates what the evidence states"]
        else:
            reasons = _negated_clause_conflicts(claim, evidence, min_cover)
        if reasons and (exception_restated(claim, evidence)
                        or context is not None and said_negatively_in(claim, context)):
            return []
        return reasons
    if not covered:
        return []
    claim_says_without = bool(_WITHOUT.search(claim))
    claim_states_condition = bool(_CONDITION.search(claim))
    for sent in split_sentences(evidence):
        if claim_states_condition and _EXCEPTION.search(sent.text):
            continue  # "covered if declared" is the exception of "not covered unless declared"
        negated = negated_words(sent.text) if statement_negation_cues(sent.text) else set()
        if not claim_says_without:  # "a building without a lift" negates "The building has a lift."
            negated |= {w for m in _WITHOUT.finditer(sent.text) if (w := _word_after(sent.text, m.end()))}
        if not negated:
            continue
        s_words = set(stemmed_content(sent.text))
        shared = len(c_words & s_words)
        # 70% of the claim's words, or all but one of a short claim's ("Some customer data was lost." against "No
        # data was lost.")
        if (shared / len(c_words) >= 0.7 or shared >= max(2, len(c_words) - 1)) and negated & c_words:
            return [f'the evidence negates the claim: "{sent.text[:160]}"']
    return []


_EXCEPT = re.compile(r"\b(?:unless|except|other\s+than|apart\s+from)\b", re.IGNORECASE)
_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)


def exception_restated(claim: str, evidence: str) -> bool:
    """A negated claim restates an evidence sentence's exception or "only": "An item reserved by another member
    cannot be renewed" is the "unless another member has reserved them" of "Items can be renewed twice, ... unless
    another member has reserved them"; "Dogs are not allowed on any trail except the Lakeshore Trail" is "Dogs are
    allowed only on the Lakeshore Trail"."""
    claim_words = set(stemmed_content(claim))
    claim_excepts = bool(_EXCEPT.search(claim))
    for sent in split_sentences(evidence):
        if (cue := _EXCEPT.search(sent.text)) and len(claim_words & set(stemmed_content(sent.text[cue.end():]))) >= 2:
            return True
        if claim_excepts and _ONLY.search(sent.text) and len(claim_words & set(stemmed_content(sent.text))) >= 2:
            return True
    return False


def said_negatively_in(claim: str, context: str, rare_word: bool = False) -> bool:
    """No sentence of ``context`` states the clause around one of the claim's negations without negating (holding
    the negated word and 60% of the clause's content words), and the clause around a negation of one (a "not", a
    negative verb, "only" a part) shares two of them: the claim's "cannot be charged on a wireless charging pad" is
    what "Wireless charging is not supported." says, "Medicine students cannot receive the scholarship" what
    "Students on medicine ... programmes are not eligible" says, though a passage of several sentences holds the
    claim's words without a "not". ("We release the code but not the weights." negates no "code is released".)
    With ``rare_word``, one shared word after both negations is enough where no other sentence of a context of five or
    more holds it ("will not treat patients in their own homes" against "We do not offer home visits")."""
    cues = statement_negation_cues(claim)
    sentences = [(sent.text, set(stemmed_content(sent.text))) for sent in split_sentences(context)]
    rare = _rare_words(sentences) if rare_word and len(sentences) >= _RARE_AMONG else frozenset()
    clauses = [({w for w in stemmed_content(clause_around(claim, start, end)) if not _NEGATION.fullmatch(w)},
                _word_after(claim, end), _words_after_cue(claim, start, end) if rare else set()) for start, end in cues]
    said_negatively = False
    for text, s_words in sentences:
        cues = statement_negation_cues(text) + [m.span() for m in _NEGATIVE_MEANING.finditer(text)] + [
            m.span() for m in _ONLY_A_PART.finditer(text)]
        negating = [(set(stemmed_content(clause_around(text, start, end))),
                     _words_after_cue(text, start, end) if rare else set()) for start, end in cues]
        for words, negated, denied in clauses:
            if not cues and negated in s_words and len(words & s_words) >= 0.6 * len(words):
                return False  # one sentence states it as the claim does, but for the "not"
            said_negatively = said_negatively or any(len(words & clause) >= 2 or denied & after & rare
                                                     for clause, after in negating)
    return said_negatively


def _words_after_cue(text: str, start: int, end: int) -> set[str]:
    """The content words (stemmed) of the cue's clause after it: what is denied, not who or what the clause is
    about ("The product is guaranteed to contain no milk": milk)."""
    clause = clause_around(text, start, end)
    at = clause.find(text[start:end])
    return set(stemmed_content(clause[at + end - start :] if at >= 0 else clause))


# A word is rare among this many sentences or more (in two or three, every word is).
_RARE_AMONG = 5


def _rare_words(sentences: list[tuple[str, set[str]]], most: int = 1) -> frozenset[str]:
    """Stems at most ``most`` sentences hold: a word that names one statement, not the context's topic."""
    counts = Counter(w for _, words in sentences for w in words)
    return frozenset(w for w, n in counts.items() if n <= most)


def _near_each_other(words: set[str], sentence: str, span: int = 5) -> bool:
    """Every one of ``words`` (stems) within ``span`` tokens of the first of them in ``sentence``: one statement, not
    two words of a long sentence ("rule" and "play" in "... advance to the playoffs, a single-elimination ...")."""
    stems = [stem(t) for t in tokenize(sentence)]
    places = [i for i, s in enumerate(stems) if s in words]
    return any({stems[j] for j in places if i <= j <= i + span} >= words for i in places)


def _negated_clause_conflicts(claim: str, evidence: str, min_cover: float) -> list[str]:
    """The clause around a claim's "not" (not the whole sentence: summary sentences carry several statements) against
    evidence sentences holding the negated word and >= ``min_cover`` of the clause's content words (at least 3): a
    conflict when one of them states it and none of them negates it ("a label that does not compare their nutritional
    value" against "a statement that compares their nutritional value")."""
    opposites = _opposites_of_negated(claim)  # read once, not for every evidence sentence
    for start, end in statement_negation_cues(claim):
        words = {w for w in stemmed_content(clause_around(claim, start, end)) if not _NEGATION.fullmatch(w)}
        negated = _word_after(claim, end)
        # A clause of two words ("The code is not released.") needs both in the sentence, and a "not" there counts
        # only when it negates one of them ("We release the code but not the weights." states the code's release).
        short = len(words) == 2
        if len(words) < 2 or negated is None or (short and _CONTRASTIVE.search(claim[:start])):
            continue
        stating: str | None = None
        for sent in split_sentences(evidence):
            s_words = set(stemmed_content(sent.text))
            if (negated in s_words and len(words & s_words) / len(words) >= (1.0 if short else min_cover)
                    and (not short or _near_each_other(words, sent.text))):
                says_not = negated_words(sent.text) & words if short else negation_cues(sent.text)
                if (says_not or _NEGATIVE_MEANING.search(sent.text) or _ONLY_A_PART.search(sent.text)
                        or _writes_any(opposites, sent.text)):
                    return []  # the evidence says it negatively too (of the rest, where it states only a part)
                stating = stating or sent.text
        if stating is not None:
            return [f'the claim negates what the evidence states: "{stating[:160]}"']
    return []
