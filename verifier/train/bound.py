"""Synthetic claims whose words are all in the evidence but bound to the wrong thing.

The served model passes false claims whose every word its window holds: a fee the document gives for
another item ("a child passport costs €60" where €60 is the adult fee), two figures or two names of one
sentence swapped, a qualifier made stronger ("some members" -> "all members", "can" -> "must") or a
condition turned round ("without" -> "with", "at least" -> "at most"). The earlier edits (``synth.perturb``)
draw new figures and names from outside the window, which a model can spot by the word being absent. These
edits keep every figure and name inside the window, so only what it is bound to tells them apart:

* ``borrow_figure``: one figure replaced by a figure of the same kind stated elsewhere in the window
  -> contradicted;
* ``swap_within``: two figures of one kind, or two names, of the sentence swapped -> contradicted;
* ``turn_condition``: a condition word turned round -> contradicted;
* ``generalise``: a hedged quantity or permission made absolute -> unsupported (the evidence does not say it).
"""

from __future__ import annotations

import random
import re

# A figure: an optional currency sign, digits with separators, an optional percent.
_FIGURE = re.compile(r"(?<![\w.,])([$£€]?)(\d+(?:[.,]\d+)*)(\s?%|\s(?:percent|per cent)\b)?(?![\w])")
_NAME = re.compile(r"(?<![\w'])[A-Z][a-z]+(?:\s[A-Z][a-z]+)*")
_NOT_NAMES = {
    "The", "A", "An", "In", "On", "At", "It", "This", "That", "These", "Those", "He", "She", "They", "We", "I",
    "But", "And", "For", "If", "When", "After", "Before", "As", "By", "Of", "To", "With", "Its", "His", "Her",
    "Their", "There", "However", "Although", "While", "From", "Since", "During", "Some", "All", "Most", "Many",
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
}
# Condition words turned round: the sentence then says the opposite of the evidence.
CONDITIONS = {
    "without": "with", "at least": "at most", "at most": "at least", "minimum": "maximum",
    "maximum": "minimum", "including": "excluding", "excluding": "including", "unless": "if",
    "more than": "less than", "less than": "more than", "fewer than": "more than", "above": "below",
    "below": "above", "earlier": "later", "later": "earlier", "before": "after", "after": "before",
    "required": "optional", "optional": "required", "eligible": "ineligible", "included": "excluded",
    "inside": "outside", "outside": "inside", "up to": "at least",
}
# Hedged quantities and permissions made absolute: the evidence no longer says the claim.
GENERALISATIONS = {
    "some": "all", "many": "all", "most": "all", "several": "all", "often": "always", "usually": "always",
    "sometimes": "always", "generally": "always", "typically": "always", "may": "must", "can": "must",
    "might": "will", "could": "will", "partly": "entirely", "partially": "fully", "mostly": "entirely",
    "likely": "certain", "possibly": "certainly", "few": "no", "occasionally": "always",
}


def _words_re(words: dict[str, str]) -> re.Pattern:
    return re.compile(r"\b(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b", re.IGNORECASE)


_CONDITION_RE = _words_re(CONDITIONS)
_GENERAL_RE = _words_re(GENERALISATIONS)


def _figure_kind(m: re.Match) -> tuple[str, bool, bool, bool]:
    """Currency sign, percent, decimal, year-like: a figure is only exchanged for one of the same kind."""
    digits = m.group(2).replace(",", "")
    is_year = len(digits) == 4 and digits.isdigit() and 1800 <= int(digits) <= 2100 and not m.group(1)
    return m.group(1), bool(m.group(3)), "." in digits, is_year


def _value(m: re.Match) -> str:
    return m.group(2).replace(",", "")


def borrow_figure(sentence: str, window: str, rng: random.Random) -> str | None:
    """``sentence`` with one figure replaced by another of the same kind that ``window`` states outside it."""
    own = list(_FIGURE.finditer(sentence))
    if not own:
        return None
    outside = window.replace(sentence, " ")
    values = {_value(m) for m in own}
    pool = [m for m in _FIGURE.finditer(outside) if _value(m) not in values]
    rng.shuffle(own)
    for m in own:
        same = sorted({(o.group(1), o.group(2)) for o in pool if _figure_kind(o) == _figure_kind(m)})
        if same:
            _sign, digits = rng.choice(same)  # the same sign: the kinds match
            return sentence[: m.start(2)] + digits + sentence[m.end(2) :]
    return None


def _swap(sentence: str, a: tuple[int, int], b: tuple[int, int]) -> str:
    (s1, e1), (s2, e2) = sorted([a, b])
    return sentence[:s1] + sentence[s2:e2] + sentence[e1:s2] + sentence[s1:e1] + sentence[e2:]


def swap_within(sentence: str, rng: random.Random) -> str | None:
    """Two different figures of one kind, or two different names, of ``sentence`` swapped."""
    options: list[tuple[tuple[int, int], tuple[int, int]]] = []
    figures = list(_FIGURE.finditer(sentence))
    for i, a in enumerate(figures):
        for b in figures[i + 1 :]:
            if _figure_kind(a) == _figure_kind(b) and _value(a) != _value(b):
                options.append((a.span(2), b.span(2)))
    names = [m for m in _NAME.finditer(sentence) if m.group() not in _NOT_NAMES and m.start() > 0]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if a.group() != b.group() and a.group() not in b.group() and b.group() not in a.group():
                options.append((a.span(), b.span()))
    if not options:
        return None
    out = _swap(sentence, *rng.choice(options))
    return out if out != sentence else None


def _replace_word(sentence: str, pattern: re.Pattern, table: dict[str, str], rng: random.Random) -> str | None:
    # lower case, or capitalised only where the sentence starts ("May" mid-sentence is the month)
    found = [m for m in pattern.finditer(sentence)
             if m.group().islower() or (m.start() == 0 and m.group()[1:].islower())]
    if not found:
        return None
    m = rng.choice(found)
    new = table[m.group().lower()]
    if m.group()[0].isupper():
        new = new[0].upper() + new[1:]
    return sentence[: m.start()] + new + sentence[m.end() :]


def turn_condition(sentence: str, rng: random.Random) -> str | None:
    """A condition word turned round ("without" -> "with", "at least" -> "at most")."""
    return _replace_word(sentence, _CONDITION_RE, CONDITIONS, rng)


def generalise(sentence: str, rng: random.Random) -> str | None:
    """A hedged quantity or permission made absolute ("some" -> "all", "can" -> "must")."""
    return _replace_word(sentence, _GENERAL_RE, GENERALISATIONS, rng)


def bound_edit(sentence: str, window: str, rng: random.Random) -> tuple[str, str, str] | None:
    """One of the edits above (tried in random order): the claim, the edit's kind and its label."""
    kinds = [("borrow", "contradicted"), ("swap", "contradicted"), ("condition", "contradicted"),
             ("generalise", "unsupported")]
    rng.shuffle(kinds)
    for kind, label in kinds:
        if kind == "borrow":
            out = borrow_figure(sentence, window, rng)
        elif kind == "swap":
            out = swap_within(sentence, rng)
        elif kind == "condition":
            out = turn_condition(sentence, rng)
        else:
            out = generalise(sentence, rng)
        if out and out != sentence:
            return out, kind, label
    return None
