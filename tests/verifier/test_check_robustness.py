"""The checks and the model-input respellings never raise on text built from the words they react to.

A first version of the "up" / "down" direction words made the direction respelling raise KeyError on "grew" against
"up 12%"; the held-out rows never reached that path, a hand probe did. These properties feed claim and context text
made of the tokens every check and respelling looks for (figures, units, hedges, directions, pairs, names, negations,
pronouns, abbreviations) through the same calls the engines make: loose token soup, and sentences on one subject so
that the checks' "about the same words" tests pass (with the KeyError put back, the second property fails).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.model_engine import _Context
from verifier.numbers import find_conflicts
from verifier.text import wordset

_TOKENS = sorted(wordset(
    "the revenue clinic probe trial it It They The Acme Cloud Maria Chen United States European Space Agency in by "
    "of for to and or but while not No. no never does did was were is up down rose fell grew declined dropped added "
    "removed open closed opens closes unpaid paid voted against unanimously all every 7 to 2 7-2 9-0 12 12% $48 "
    "million 1,204 2023 2022 the year 1932 30 seconds minutes half a minute an hour and a half weeks months business "
    "days up to about approximately more than under 18 hours 24 km metres 1.6 500 ms. Version 2.0 2.4.0 9 am 5 pm "
    "Q2 Monday May second first one third 50% unlimited users 5 users , ; : . ( )"
))
_TEXT = st.lists(st.sampled_from(_TOKENS), min_size=1, max_size=30).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(claim=_TEXT, context=st.lists(_TEXT, min_size=1, max_size=4).map(". ".join))
def test_checks_and_respellings_never_raise(claim: str, context: str) -> None:
    reasons = find_conflicts(claim, context, context)
    assert all(isinstance(r, str) and r for r in reasons)
    # the claim as the model engine shows it to the model (numbers, measures, rounded figures, directions, opposites)
    assert isinstance(_Context(context, [], {}).model_text(claim), str)


# Sentences on one subject, so that the checks' "about the same words" tests pass and their deeper paths run (the
# up / down crash needed a claim's "grew" against a context clause on the same words saying "up 12%").
_SUBJECTS = ["Revenue", "The clinic", "Acme Cloud", "The probe", "Sales of bikes", "It"]
_PREDICATES = [
    "grew 12% in 2023", "fell 12% in 2023", "was up 12% in 2023", "was down 3% from 2022", "rose by 6%",
    "declined by 6%", "is open on Sundays", "is closed on Sundays", "does not open on Sundays", "opens at 9 am",
    "closes at 5 pm", "was founded by Maria Chen in 2014", "was founded by John Smith", "is in the United States",
    "will reach Jupiter in 2031", "will reach Saturn in 2031", "lasts up to 18 hours", "lasts up to 24 hours",
    "lasted 12 weeks", "lasted 12 months", "lasted half a minute", "takes 5 to 7 business days",
    "opened in the year 1932", "added support for Python 3.8", "dropped support for Python 3.8", "is unpaid", "is paid",
    "was approved unanimously",
    "was approved by a vote of 7 to 2", "costs $49 per month", "costs $49 per year", "is 1.6 km long",
    "is 1,149 metres long", "has unlimited users", "has 5 users", "doubled in Q2", "tripled in the second quarter",
]
_SENTENCE = st.builds("{} {}.".format, st.sampled_from(_SUBJECTS), st.sampled_from(_PREDICATES))


@settings(max_examples=300, deadline=None)
@given(claim=_SENTENCE, context=st.lists(_SENTENCE, min_size=1, max_size=5).map(" ".join))
def test_checks_and_respellings_never_raise_on_sentences_about_one_subject(claim: str, context: str) -> None:
    assert all(isinstance(r, str) and r for r in find_conflicts(claim, context, context))
    assert isinstance(_Context(context, [], {}).model_text(claim), str)
