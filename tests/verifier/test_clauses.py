"""Evidence clauses about a claim's words, as the word checks read them."""

from __future__ import annotations

import re

from verifier.clauses import clauses_about
from verifier.names import name_conflicts
from verifier.text import tokenize

_PLANET = re.compile(r"\breach\s+[A-Z][a-z]+")  # the name check's slot: "reach <Name>"
MISSION = ("The Aurora probe was launched in 2024 from French Guiana. It will reach Jupiter in 2031 after two flybys "
           "of Earth.")


def test_a_sentence_opening_with_a_pronoun_borrows_the_first_words_of_the_one_before() -> None:
    (clause, held), = clauses_about("The probe will reach Saturn in 2031.", MISSION, _PLANET, split=False)
    assert clause.startswith("It will reach Jupiter") and held == {"reach jupiter"}
    (reason,) = name_conflicts("The probe will reach Saturn in 2031.", MISSION, frozenset(tokenize(MISSION)))
    assert '"Saturn"' in reason and '"Jupiter"' in reason


def test_only_the_first_words_and_only_after_a_pronoun() -> None:
    # "French Guiana" is beyond the first three content words of the sentence before
    assert list(clauses_about("The Guiana mission will reach Saturn.", MISSION, _PLANET, split=False)) == []
    # without the pronoun the sentence must write the subject itself
    text = "The Aurora probe was launched in 2024. A rocket will reach Jupiter in 2031."
    assert list(clauses_about("The probe will reach Saturn in 2031.", text, _PLANET, split=False)) == []
