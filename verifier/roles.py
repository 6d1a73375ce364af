"""Who did it: a claim opening with one name ("Tom will finish the payment review by 21 November.") where the
context's clause on the claim's other words opens with another name the context writes ("Marcus to finish the
payment review by 21 November"), and no clause on those words names the claim's.

The name check (:mod:`verifier.names`) reads names the context never writes; here both names are the context's,
only bound to other deeds, which the model misses (it reads the same words in the same order)."""

from __future__ import annotations

import re
from functools import lru_cache

from verifier.clauses import clauses_about
from verifier.figure_context import GENERIC, PRICE_WORDS
from verifier.negation import negation_cues
from verifier.periods import MONTHS, WEEKDAYS
from verifier.text import STOPWORDS, sentence_around, split_sentences, stemmed_content

__all__ = ["mentions_roles", "mentions_slots", "role_conflicts", "slot_conflicts"]

_NAME = r"[A-Z][a-z]{2,}"
# The claim's opening name: "Tom", "Dana Kim", "Severia's assembly" is no subject of that name ("'s" is not matched).
# A double-barrelled name ("Oyelaran-Holt") is one of its words.
_OPENING = re.compile(rf"^({_NAME}(?:-{_NAME})*(?:\s+{_NAME}(?:-{_NAME})*)*)(?=\s+[a-z])")
# A capitalised word after another word or a colon (not opening a sentence): the context's names ("Attendees: Priya").
_INNER_NAME = re.compile(rf"(?<![.!?]\s)(?<=\s){_NAME}\b")
_NOT_NAMES = frozenset(m.lower() for m in MONTHS) | frozenset(WEEKDAYS) | STOPWORDS
_CLAUSE_OPENING = re.compile(rf"^\W*(?:(?:and|then|so)\s+)?({_NAME})\b")
_LOWER_WORD = re.compile(r"\b[a-z]+\b")
# "Earth and Mars are ...": a subject of several names is not one doer.
_MORE_NAMES = re.compile(rf"\s*(?:,|and|or|&)\s*{_NAME}")
# A deed needs this many content words besides the names to be told from a mere mention.
_MIN_DEED_WORDS = 3


def _opening_name(claim: str) -> str | None:
    m = _OPENING.match(claim.strip())
    if m is None:
        return None
    name = m.group(1)
    return None if any(w.lower() in _NOT_NAMES for w in name.split()) else name


def mentions_roles(claim: str) -> bool:
    return _opening_name(claim) is not None


@lru_cache(maxsize=16)
def _capitalised_words(context: str) -> frozenset[str]:
    """Capitalised words the context writes inside a sentence (read once per context)."""
    return frozenset(w for w in _INNER_NAME.findall(context) if w.lower() not in _NOT_NAMES)


@lru_cache(maxsize=16)
def _context_names(context: str) -> frozenset[str]:
    """:func:`_capitalised_words` the context never writes in lower case: "Select" and "Click" opening the steps of
    an instruction list ("Click Sync and then select ...") are verbs, not doers. (The slot check keeps them all: a
    name after a preposition is no verb, and a plan called "Business" beside "next business day" is a name.)"""
    lower = set(_LOWER_WORD.findall(context))
    return frozenset(w for w in _capitalised_words(context) if w.lower() not in lower)


@lru_cache(maxsize=64)
def _any_of(names: frozenset[str]) -> re.Pattern[str]:
    """A whole-word pattern for any of ``names`` (built once per set of names, not once per claim)."""
    return re.compile(r"\b(?:" + "|".join(sorted(names)) + r")\b")


# Who says it: "'...,' said Solenne CEO Claire Dubois", "according to Dr Lee"; "Kenji Ito said ..." in a claim.
_SAYING = r"(?:said|says|added|adds|told|wrote|described|called|warned|argued|insisted|stated|explained)"
_SAID = re.compile(rf"\b(?:{_SAYING}|according\s+to)\s+((?:\S+\s+){{0,4}}\S+)")
_SAYS_AFTER_NAME = re.compile(rf"\s+{_SAYING}\b")


def _speakers(clause: str, names: frozenset[str]) -> list[str]:
    """The context's names within five words after a verb of saying in ``clause`` ("said Solenne CEO Claire
    Dubois": Solenne, Claire, Dubois)."""
    m = _SAID.search(clause)
    return [] if m is None else [w for w in re.findall(_NAME, m.group(1)) if w in names]


def role_conflicts(claim: str, context: str) -> list[str]:
    """The claim's opening name does what the context's clause on the same words has another of its names do."""
    subject = _opening_name(claim)
    if subject is None or _MORE_NAMES.match(claim.strip(), len(subject)):
        return []
    # a claim of what someone said needs one word less: the saying verb is a stop word ("X said this is ..."); a
    # "not" in what was said does not deny the saying ("X said crews could not reach the faults")
    says = _SAYS_AFTER_NAME.match(claim.strip(), len(subject))
    if negation_cues(claim.strip()[: says.end()] if says else claim):
        return []
    names = _context_names(context)
    mine = {word.split("-")[0] for word in subject.split()}  # ("Oyelaran-Holt": the context's names read "Oyelaran")
    if not mine <= names:
        return []  # a name the context never writes is the name check's
    claim_names = mine | set(re.findall(_NAME, claim))
    if says and (quoted := _said_by_another(claim.strip()[says.end():], mine, claim_names, names, context)):
        return [f'the claim says {subject} said it where the context says {quoted[0]}: "{quoted[1][:160]}"']
    pattern = _any_of(names | mine)
    if len([w for w in stemmed_content(pattern.sub(" ", claim)) if not w[0].isdigit()]) < _MIN_DEED_WORDS - bool(says):
        return []
    rival: tuple[str, str] | None = None
    for clause, held in clauses_about(claim, context, pattern):
        if {w.lower() for w in mine} & held:
            return []  # a clause on these words names the claim's subject too
        if clause.count(")") > clause.count("("):
            continue  # the clause opens inside a parenthesis ("Kabushiki gaisha Roson) is a chain ..."): an alias
        opening = _CLAUSE_OPENING.match(clause)
        if opening and opening.group(1) in names and opening.group(1) not in claim_names:
            rival = rival or (opening.group(1), clause)
        elif not (opening and opening.group(1) in names) and (speakers := _speakers(clause, names)) and not (
                mine & set(speakers)):
            rival = rival or next(((w, clause) for w in speakers if w not in claim_names), None)
    if rival is None:
        return []
    return [f'the claim says {subject} where the context says {rival[0]}: "{rival[1][:160]}"']


_SAYING_VERB = re.compile(rf"\b{_SAYING}\b")
# How near a verb of saying its speaker's name stands: "..., said its operations director, Kieran Oyelaran-Holt",
# "The council leader, Beatrix Fennimore, said ...".
_SPEAKER_SPAN = 6


def _sayers(sentence: str, names: frozenset[str]) -> list[str]:
    """The context's names within a few words before or after a verb of saying in ``sentence``."""
    out: list[str] = []
    for m in _SAYING_VERB.finditer(sentence):
        before = sentence[: m.start()].split()[-_SPEAKER_SPAN:]
        after = sentence[m.end() :].split()[:_SPEAKER_SPAN]
        out += [w for w in re.findall(_NAME, " ".join(before + after)) if w in names and w not in out]
    return out


def _said_by_another(said: str, mine: set[str], claim_names: set[str], names: frozenset[str], context: str
                     ) -> tuple[str, str] | None:
    """(the speaker, the sentence) where what the claim has its subject say is what a context sentence has another
    of the context's names say (>= 80% of its content words, at least three), and no sentence on those words names
    the claim's subject ("Beatrix Fennimore said crews could not reach the faults" against '"... our crews can't
    reach safely until the wind drops," said its operations director, Kieran Oyelaran-Holt')."""
    words = {w for w in stemmed_content(_any_of(names | mine).sub(" ", said)) if not w[0].isdigit()}
    if len(words) < _MIN_DEED_WORDS:
        return None
    rival: tuple[str, str] | None = None
    for sent in split_sentences(context):
        if len(words & set(stemmed_content(sent.text))) < 0.8 * len(words):
            continue
        if mine & set(re.findall(_NAME, sent.text)):
            return None
        speakers = [w for w in _sayers(sent.text, names) if w not in claim_names]
        if rival is None and speakers:
            rival = speakers[0], sent.text
    return rival


# A name in a slot: "on the Starter plan", "in Austin", "by Severia" (the head noun after it is part of the slot).
_SLOT = re.compile(rf"\b(in|on|at|by|for|from|to|with)\s+(?:the\s+)?({_NAME}(?:\s+{_NAME})*)(?:\s+([a-z]+))?")


def mentions_slots(claim: str) -> bool:
    return _SLOT.search(claim) is not None


_CLAUSE_SPLIT = re.compile(r"[,;:]\s+|\s+(?:while|whereas|but)\s+")
_OWN_CLAUSE_WORDS = 3


def _own_clause(claim: str, start: int, end: int) -> str:
    """The claim's clause holding ``claim[start:end]``, without it, when that clause has content words of its own
    (a long claim's other clauses are about other sentences of the context: "Kalvane, born in Pellisk in 1963,
    studied physics at Varnholt University ..."); else the whole claim without it."""
    bounds = [0, *(b for m in _CLAUSE_SPLIT.finditer(claim) for b in (m.start(), m.end())), len(claim)]
    for lo, hi in zip(bounds[::2], bounds[1::2], strict=True):
        if lo <= start and end <= hi:
            own = claim[lo:start] + claim[end:hi]
            if len(stemmed_content(own)) >= _OWN_CLAUSE_WORDS:
                return own
    return claim[:start] + claim[end:]


def _writes_affirmed(name: str, sentence: str) -> bool:
    """``sentence`` writes ``name`` in a clause that does not negate it ("Windows is not supported" does not)."""
    written = re.compile(rf"\b{re.escape(name)}\b")
    return any(written.search(c) and not negation_cues(c) for c in _CLAUSE_SPLIT.split(sentence))


def slot_conflicts(claim: str, context: str) -> list[str]:
    """The claim puts one of the context's names after a preposition where the context's clause on the claim's other
    words puts others after it, and that clause's sentence never writes the claim's name: "Annual billing saves 20%
    on the Starter plan." against "Annual billing saves 20% on Team and Business."."""
    if negation_cues(claim):
        return []
    names = _capitalised_words(context)
    pattern = _any_of(names)
    for m in _SLOT.finditer(claim):
        prep, name = m.group(1), m.group(2)
        if m.start() == 0 or not set(name.split()) <= names or any(w.lower() in _NOT_NAMES for w in name.split()):
            continue
        rest = claim[: m.start()] + claim[m.end() :]
        others = sorted(names - set(name.split()) - set(re.findall(_NAME, rest)))
        if not others:
            continue
        slot = re.compile(rf"\b{prep}\s+(?:the\s+)?(?:{'|'.join(others)})\b")
        # the clause must share a specific word with the rest, not only prices and units ("costs ... minutes")
        specific = {w for w in stemmed_content(pattern.sub(" ", rest)) if not any(c.isdigit() for c in w)}
        specific -= GENERIC | PRICE_WORDS
        for clause, _ in clauses_about(_own_clause(claim, m.start(), m.end()), context, pattern):
            if not specific & set(stemmed_content(clause)):
                continue
            start = context.find(clause)
            sentence = sentence_around(context, start) if start >= 0 else clause
            if _writes_affirmed(name, sentence):
                break
            if slot.search(clause):
                return [f'the claim says "{m.group(0).strip()}" where the context says: "{clause[:160]}"']
    return []
