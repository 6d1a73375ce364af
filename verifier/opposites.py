"""Opposite words: a claim that says "disabled", "fell" or "tripled" where the evidence, about the same
words, says "enabled", "rose" or "doubled"; and a direction word shown to the model as the context writes it."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from verifier.clauses import clauses_about
from verifier.negation import negation_cues, statement_negation_cues
from verifier.pairs import OPPOSITE_OF, OPPOSITES
from verifier.text import clause_around, split_sentences, stemmed_content

__all__ = ["last_direction", "mentions_opposites", "opposite_word_conflicts", "respell_direction",
           "respell_negated_opposite"]

# Whole words only: not the "negative" of "non-negative" or the "public" of "non-public".
def _whole_words(pairs: list[tuple[set[str], set[str]]]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])(?:" + "|".join(sorted(w for a, b in pairs for w in a | b)) + r")(?![\w-])",
                      re.IGNORECASE)


_ANTONYM = _whole_words(OPPOSITES)


# Four-letter words only from a list: "unlike", "uneven", "unwell", "unless", "unrest", "untold" are no opposites.
_UN_SHORT = "paid|safe|fair|able|kind|true|sure|used|seen|done|wise|real|lock|load|busy|easy"
_UN_WORD = re.compile(rf"(?<![\w-])un([a-z]{{5,}}|{_UN_SHORT})(?![\w-])", re.IGNORECASE)


# "non-refundable", "non-binding"; unhyphenated only in adjective forms ("nonrefundable", "nontoxic"), not "nonsense".
_NON_WORD = re.compile(r"(?<![\w-])non(?:-([a-z]{4,})|([a-z]{3,}(?:able|ible|al|ic|ive|ent|ant)))(?![\w-])",
                       re.IGNORECASE)
_HYPHENATED_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


def _written_apart(plain: str, evidence: str) -> bool:
    """The evidence writes the "non-" form in words: "anyone other than a FixPoint technician" for "a non-FixPoint
    technician"."""
    return re.search(rf"\b(?:other\s+than|except|excluding|but|not)\s+(?:an?\s+|the\s+)?{re.escape(plain)}\b",
                     evidence, re.IGNORECASE) is not None


def _prefix_pairs(claim: str, evidence: str) -> list[tuple[set[str], set[str]]]:
    """A word and its "un-" or "non-" form when the claim writes one and the evidence the other ("relatable" /
    "unrelatable", "refundable" / "non-refundable"): opposites for this claim."""
    claim_words = {w for word in _HYPHENATED_WORD.findall(claim.lower()) for w in (word, *word.split("-"))}
    evidence_words = {w for word in _HYPHENATED_WORD.findall(evidence.lower()) for w in (word, *word.split("-"))}
    both = claim + " " + evidence
    forms = [(m.group(1).lower(), m.group(0).lower()) for m in _UN_WORD.finditer(both)]
    forms += [((m.group(1) or m.group(2)).lower(), m.group(0).lower()) for m in _NON_WORD.finditer(both)]
    pairs = []
    for plain, negated in dict.fromkeys(forms):
        if (plain in claim_words and negated in evidence_words) or (negated in claim_words and plain in evidence_words
                                                                    and not _written_apart(plain, evidence)):
            pairs.append(({plain}, {negated}))
        elif negated.startswith("non") and negated in evidence_words and plain.endswith(("able", "ible")) and (
                done := re.search(rf"\b(?:can|may|could)\s+(?:also\s+)?be\s+({re.escape(plain[:-4])}[a-z]*)\b",
                                  claim, re.IGNORECASE)):
            pairs.append(({done.group(1).lower()}, {negated}))  # "can be transferred" against "non-transferable"
    return pairs


# "non arching", "non - associative" (tokenised text) are the "non-" forms.
_SPACED_NON = re.compile(r"\bnon\s*-\s*(?=[a-z])|\bnon\s+(?=[a-z]{4,})", re.IGNORECASE)


def _antonym_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim says "disabled" where an evidence sentence on the same words says "enabled" (and so on), and no
    sentence on those words says "disabled". Whole sentences: these words rarely share one with their
    opposite, and a claim part often spans a sentence's clauses ("who sign up for a package with a minimum
    purchase")."""
    if negation_cues(claim):
        return []
    claim, evidence = _SPACED_NON.sub("non-", claim), _SPACED_NON.sub("non-", evidence)
    prefix_pairs = _prefix_pairs(claim, evidence)
    pairs = OPPOSITES + prefix_pairs
    words = _whole_words(pairs) if prefix_pairs else _ANTONYM
    return _paired_word_conflicts(claim, evidence, pairs, words, split=False)


def _paired_word_conflicts(claim: str, evidence: str, pairs: list[tuple[set[str], set[str]]], words: re.Pattern[str],
                           split: bool, compares: Callable[[str], bool] = lambda clause: True) -> list[str]:
    """The claim writes one side of a pair where an evidence clause on the same words (:func:`clauses_about`, split
    into clauses or whole sentences) writes the other, and no such clause writes the claim's side. Clauses failing
    ``compares`` are not read."""
    claim_words = {w.lower() for w in words.findall(claim)}
    for side_a, side_b in pairs:
        for mine, theirs in ((side_a, side_b), (side_b, side_a)):
            if not claim_words & mine or claim_words & theirs:
                continue  # not the claim's word, or the claim says both ("East, Middle, and West")
            opposed: tuple[str, str] | None = None
            for clause, held in clauses_about(claim, evidence, words, split=split):
                if not compares(clause):
                    continue
                if held & mine:
                    return []  # the evidence states the claim's word on these words too
                if held & theirs:
                    opposed = opposed or (sorted(held & theirs)[0], clause)
            if opposed is not None:
                return [f'the claim says "{sorted(claim_words & mine)[0]}" where the evidence says "{opposed[0]}": '
                        f'"{opposed[1][:160]}"']
    return []


# What went up against what went down, or stayed. Compared clause by clause, since one sentence often carries both
# directions ("Sales rose 14.3% last year, while operating costs fell by 6%").
_UP_VERBS = frozenset(["rose", "risen", "rising", "rise", "rises", "increased", "increasing", "increases", "increase",
                       "raised", "raising", "raises", "grew", "grown", "growing", "grow", "grows", "climbed",
                       "climbing", "climb", "climbs", "soared", "soar", "soars", "surged", "surge", "surges", "jumped",
                       "jump", "jumps", "boosted", "lifted", "hiked"])
_DOWN_VERBS = frozenset(["fell", "fallen", "falling", "fall", "falls", "decreased", "decreasing", "decreases",
                         "decrease", "lowered", "lowering", "declined", "declining", "decline", "declines", "dropped",
                         "dropping", "drop", "drops", "reduced", "reducing", "reduce", "reduces", "shrank", "shrunk",
                         "shrink", "shrinks", "plunged", "plunge", "plunges", "slumped", "slump", "slumps", "lowers",
                         "cut", "cuts", "cutting", "slashed", "trimmed"])
# "Falls" with a capital names a place ("Kestrel Falls is a town"), so "fall" / "falls" are read in lower case only.
_PLACE_LIKE = frozenset(["fall", "falls"])
# Stayed where it was: "stays at 4.20%", "remained at 3%", "unchanged".
_STEADY_AT = re.compile(r"(?:stays?|stayed|remains?|remained|steady|flat)\s+at(?=\s+[$€£¥]?\d)|unchanged",
                        re.IGNORECASE)
_STEADY = frozenset(["stay at", "stays at", "stayed at", "remain at", "remains at", "remained at", "steady at",
                     "flat at", "unchanged"])
# "up" / "down" only right before a figure, or "from" and a figure: "revenue ..., up 12% from 2022", "down 3%",
# "4,812 ..., up from 4,105 in 2010".
# A percent "higher" or "smaller than" something is a change too: "4% smaller than this year's" against "up 4% from
# this year".
_HIGHER, _LOWER = frozenset(["higher", "larger", "bigger", "greater", "more"]), frozenset(
    ["lower", "smaller", "less", "fewer", "cheaper"])
_UP, _DOWN = _UP_VERBS | _HIGHER | {"up"}, _DOWN_VERBS | _LOWER | {"down"}
_DIRECTION = re.compile(r"\b(?:" + "|".join(sorted((_UP_VERBS | _DOWN_VERBS) - _PLACE_LIKE))
                        + "|(?-i:" + "|".join(sorted(_PLACE_LIKE)) + ")"
                        + r"|(?:up|down)(?=\s+(?:from\s+)?[$€£¥]?\d)"
                        + r"|(?<=%\s)(?:" + "|".join(sorted(_HIGHER | _LOWER)) + r")(?=\s+than\b)|"
                        + _STEADY_AT.pattern + r")\b", re.IGNORECASE)


def _direction_word_list(text: str) -> list[str]:
    """The direction and steady words of ``text`` in order, lower case, one space between words ("stays at")."""
    return [" ".join(w.lower().split()) for w in _DIRECTION.findall(text)]


def _direction_words(text: str) -> set[str]:
    return set(_direction_word_list(text))


def last_direction(text: str) -> str | None:
    """"up" or "down" for the last rise or fall word of ``text`` ("The roads budget is cut by"), None when it writes
    none."""
    for word in reversed(_direction_word_list(text)):
        if word in _UP:
            return "up"
        if word in _DOWN:
            return "down"
    return None


def _claim_direction(claim: str) -> tuple[set[str], frozenset[str], frozenset[str]] | None:
    """(the claim's direction words, their side, the other sides), or None when the claim holds none, more than one
    side, or negates its statement."""
    said = _direction_words(claim)
    sides = [side for side in (_UP, _DOWN, _STEADY) if said & side]
    if len(sides) != 1 or statement_negation_cues(claim):
        return None
    mine = sides[0]
    return said, mine, frozenset((_UP | _DOWN | _STEADY) - mine)


def _direction_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim says a thing rose where an evidence clause on the same words says it fell (or the reverse),
    and no clause says it went the claim's way. Figures are left to the number checks ("dropped 14%" against
    "rose 14.3%" is still about the same sales)."""
    direction = _claim_direction(claim)
    if direction is None:
        return []
    said, mine, theirs = direction
    opposed: tuple[str, str] | None = None
    for clause, words in clauses_about(claim, evidence, _DIRECTION):
        if words & mine:
            return []  # the evidence states the claim's direction on these words too
        opposed = opposed or (sorted(words & theirs)[0], clause)
    if opposed is None:
        return _figure_direction_conflicts(claim, evidence, mine)
    return [f'the claim says "{sorted(said)[0]}" where the evidence says "{opposed[0]}": "{opposed[1][:160]}"']


# A figure as written ("9%", "84.3%", "$1.2"); not the digits of a name ("COVID-19", "SARS-CoV-2").
_FIGURE = re.compile(r"(?<![\w.,-])[$€£¥]?\d+(?:[.,]\d+)*%?")
_BEFORE_FIGURE = re.compile(r"(?:\S+\s+){0,4}\S*$")  # up to five tokens before a figure


def _side_before(text: str, figure: re.Match[str]) -> frozenset[str] | None:
    """The side (:data:`_UP`, :data:`_DOWN`, :data:`_STEADY`) of the last direction word among the five tokens before
    ``figure`` in its sentence ("up 9%", "rose to 84.3% from 81.7%", "also raised, to 3.75%"), None without one."""
    before = re.split(r"[.;:!?]\s", text[max(0, figure.start() - 60) : figure.start()])[-1]
    words = _direction_word_list(_BEFORE_FIGURE.search(before).group(0) + figure.group(0))  # "up" wants its figure
    if not words:
        return None
    return next(side for side in (_UP, _DOWN, _STEADY) if words[-1] in side)


def _figure_direction_conflicts(claim: str, evidence: str, mine: frozenset[str]) -> list[str]:
    """The claim ties a figure to a direction ("passenger numbers fell 9%", "left unchanged at 3.75%") where every
    place the evidence writes that figure with a direction word right before it, in a sentence sharing two of the
    claim's words, gives another direction ("412,000 passengers ..., up 9% from ..."): the clause check misses these,
    since an appositive "up 9%" holds few of the claim's words."""
    claim_figures = {m.group(0) for m in _FIGURE.finditer(claim) if _side_before(claim, m) == mine}
    if not claim_figures:
        return []
    claim_words = {w for w in stemmed_content(claim) if not any(c.isdigit() for c in w)}
    opposed: tuple[str, str] | None = None
    for sentence in split_sentences(evidence):
        if len(claim_words.intersection(stemmed_content(sentence.text))) < 2:
            continue
        for m in _FIGURE.finditer(sentence.text):
            side = _side_before(sentence.text, m) if m.group(0) in claim_figures else None
            if side == mine:
                return []
            if side is not None and opposed is None:
                opposed = (m.group(0), sentence.text)
    if opposed is None:
        return []
    return [f'the claim ties "{opposed[0]}" to another direction than the evidence does: "{opposed[1][:160]}"']


_IRREGULAR_FORMS = {"rose": "past", "grew": "past", "fell": "past", "shrank": "past",
                    "risen": "participle", "grown": "participle", "fallen": "participle", "shrunk": "participle"}
_AUXILIARY_BEFORE = re.compile(r"\b(?:has|have|had|having|be|been|being|is|are|was|were)\s+(?:\w+ly\s+)?$",
                               re.IGNORECASE)


def _verb_form(word: str) -> str:
    """"ing", "ed", "s", "past" or "participle"; a word of no known form ("up", "down") is its own form, so it fits
    only itself."""
    for suffix in ("ing", "ed", "s"):
        if word.endswith(suffix):
            return suffix
    return _IRREGULAR_FORMS.get(word, word)


def _fits(claim_word: str, context_word: str, after_auxiliary: bool) -> bool:
    """``context_word`` can stand where the claim wrote ``claim_word``: the same form, or a regular "-ed"
    form for an irregular one ("declined" / "fell"); after "has" or "was" only a participle fits."""
    a, b = _verb_form(claim_word), _verb_form(context_word)
    if a == b:
        return True
    if after_auxiliary:
        return {a, b} <= {"ed", "participle"}
    return {a, b} <= {"ed", "past"}


def respell_direction(claim: str, context: str) -> str:
    """The claim sentence with its direction word written as the context writes the same direction about the
    same words ("Operating costs declined by 6%" -> "... fell by 6%" when the context says costs fell), so
    the model compares like with like; unchanged when the context also uses the claim's word, goes the other
    way, or offers no single word of a fitting form."""
    direction = _claim_direction(claim)
    if direction is None:
        return claim
    said, mine, theirs = direction
    matches = list(_DIRECTION.finditer(claim))
    if len(matches) != 1:
        return claim
    m = matches[0]
    word = m.group(0).lower()
    after_auxiliary = bool(_AUXILIARY_BEFORE.search(claim[: m.start()]))
    chosen: set[str] = set()
    for _, words in clauses_about(claim, context, _DIRECTION):
        if word in words or words & theirs:
            return claim
        chosen |= {w for w in words & mine if _fits(word, w, after_auxiliary)}
    if len(chosen) != 1:
        return claim
    new = chosen.pop()
    if m.group(0)[0].isupper():
        new = new[0].upper() + new[1:]
    return claim[: m.start()] + new + claim[m.end() :]


_NOT_BEFORE = re.compile(r"\bnot\s+$", re.IGNORECASE)


@lru_cache(maxsize=64)
def _pair_words(context: str) -> frozenset[str]:
    """The pair words a context writes (read once per context, not once per claim sentence)."""
    return frozenset(w.lower() for w in _ANTONYM.findall(context))


def respell_negated_opposite(claim: str, context: str) -> str:
    """The claim sentence with "not <word>" written as the word's crisp opposite when the context writes that
    opposite and never the word ("were not included" -> "were excluded"): the model read the negated form
    against the opposite as a contradiction. Only a "not" right before the word."""
    context_words = _pair_words(context)
    for m in reversed(list(_ANTONYM.finditer(claim))):
        before = _NOT_BEFORE.search(claim[: m.start()])
        word = m.group(0).lower()
        if before is None or word in context_words:
            continue
        opposite = sorted(context_words & OPPOSITE_OF[word])
        if len(opposite) == 1:
            claim = claim[: before.start()] + opposite[0] + claim[m.end() :]
    return claim


# How many times over: "tripled" against the evidence's "doubled" (the model reads them alike).
_MULTIPLIERS = {"halv": 0.5, "doubl": 2, "twofold": 2, "two-fold": 2, "tripl": 3, "trebl": 3, "threefold": 3,
                "three-fold": 3, "quadrupl": 4, "fourfold": 4, "four-fold": 4}
_MULTIPLIER = re.compile(
    r"\b(?:halv(?:ed|es|ing)|(?:doubl|tripl|trebl|quadrupl)(?:ed|es|ing)|(?:two|three|four)-?fold)\b", re.IGNORECASE)


def _times(word: str) -> float:
    word = word.lower()
    return next(v for stem_, v in _MULTIPLIERS.items() if word.startswith(stem_))


def _multiplier_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim says a thing tripled where an evidence clause on the same words says it doubled, and no
    clause says it tripled."""
    said = {_times(w) for w in _MULTIPLIER.findall(claim)}
    if len(said) != 1 or statement_negation_cues(claim):
        return []
    opposed: str | None = None
    for clause, held in clauses_about(claim, evidence, _MULTIPLIER):
        if said & {_times(w) for w in held}:
            return []
        opposed = opposed or clause
    if opposed is None:
        return []
    word = _MULTIPLIER.search(claim).group(0)
    return [f'the claim says "{word}" where the evidence says "{_MULTIPLIER.search(opposed).group(0)}": '
            f'"{opposed[:160]}"']


# Every word the opposite-word checks compare (an "un-" word: either form).
# Comparatives of opposite sense. "X is better than Y" says what "Y is worse than X" says, so a pair conflicts only
# where both compare with the same thing (the first word after "than"), or neither names one.
_COMPARATIVES: list[tuple[set[str], set[str]]] = [
    ({"better", "stronger"}, {"worse", "weaker", "poorer"}), ({"faster", "quicker"}, {"slower"}),
    ({"cheaper"}, {"dearer", "pricier"}), ({"easier"}, {"harder"}), ({"safer"}, {"riskier"}),
    ({"earlier", "sooner"}, {"later"}),
]
_COMPARATIVE = _whole_words(_COMPARATIVES)
_THAN = re.compile(r"\bthan\s+(?:(?:in|the|that|those|of|with|for|at|on)\s+)*([a-z]+)", re.IGNORECASE)


def _compared_with(text: str) -> str | None:
    m = _THAN.search(text)
    return m.group(1).lower() if m else None


def _comparative_conflicts(claim: str, evidence: str) -> list[str]:
    """The claim says "better" where an evidence clause on the same words says "weaker", both compared with the
    same thing ("better than in rival models" against "weaker than in rival models")."""
    if negation_cues(claim):
        return []
    than = _compared_with(claim)
    return _paired_word_conflicts(claim, evidence, _COMPARATIVES, _COMPARATIVE, split=True,
                                  compares=lambda clause: _compared_with(clause) == than)


_COMPARED = re.compile("|".join(p.pattern for p in (_ANTONYM, _COMPARATIVE, _DIRECTION, _MULTIPLIER, _UN_WORD,
                                                      _NON_WORD)), re.IGNORECASE)


def mentions_opposites(claim: str, evidence: str) -> bool:
    """The claim holds a word :func:`opposite_word_conflicts` compares, or one side an "un-" or "non-" word (a cheap
    test before the work)."""
    return bool(_COMPARED.search(claim) or _UN_WORD.search(evidence) or _NON_WORD.search(evidence))


def opposite_word_conflicts(claim: str, evidence: str) -> list[str]:
    """Reasons the evidence says the opposite of the claim's opposite word, direction word or multiplier: in the
    whole claim sentence, else in the clause around one of those words (a long sentence carries several statements,
    and the evidence on the sentence's other words rarely holds 80% of them)."""
    reasons = _opposite_word_conflicts(claim, evidence)
    if reasons:
        return reasons
    for clause in dict.fromkeys(clause_around(claim, m.start(), m.end()) for m in _COMPARED.finditer(claim)):
        if clause != claim and (reasons := _opposite_word_conflicts(clause, evidence)):
            return reasons
    return []


def _opposite_word_conflicts(claim: str, evidence: str) -> list[str]:
    return (_antonym_conflicts(claim, evidence) + _comparative_conflicts(claim, evidence)
            + _direction_conflicts(claim, evidence) + _multiplier_conflicts(claim, evidence))
