"""Claims that the supplied sources leave something out: found, and checked against the context."""

from __future__ import annotations

import pytest

from verifier.absence import ABSENCE_SCORE, absence_holds, absence_topic
from verifier.registry import load_engine
from verifier.text import split_sentences, stemmed_content

CONTEXT = ("The Harbour Bridge opened to traffic in 1932 near Tucson. It is 500 metres long. "
           "The Growth plan costs $49 a month and includes email support.")


@pytest.mark.parametrize(("sentence", "topic"), [
    ("The passages do not mention when the bridge closed.", "when the bridge closed"),
    ("However, the provided context does not specify the exact price of the Growth plan.",
     "the exact price of the Growth plan"),
    ("There is no information about the price in the provided documents.", "the price"),
    ("The closing date is not specified in the context.", "The closing date"),
    ("I could not find any information about refunds in the passages.", "refunds"),
    ("The given reviews don't say whether the restaurant has parking.", "whether the restaurant has parking"),
    ("The document does not include a termination clause.", "a termination clause"),
])
def test_a_sentence_about_what_the_sources_leave_out_names_its_topic(sentence: str, topic: str) -> None:
    assert absence_topic(sentence) == topic


@pytest.mark.parametrize("sentence", [
    "The data do not indicate a link between masks and infections.",  # a finding, not a remark on the sources
    "The study did not report any deaths.",
    "The law does not require a permit.",
    "There is no evidence that cats spread the virus.",
    "The bridge is not mentioned in the 1950 census.",
    "The bridge opened in 1932.",
])
def test_statements_about_the_world_are_not_read_as_remarks_on_the_sources(sentence: str) -> None:
    assert absence_topic(sentence) is None


def _stems(text: str) -> list[frozenset[str]]:
    return [frozenset(stemmed_content(s.text)) for s in split_sentences(text)]


@pytest.mark.parametrize(("topic", "left_out"), [
    ("when the bridge closed", True),
    ("who designed the bridge", True),
    ("the price of the Starter plan", True),  # the context prices only the Growth plan
    ("further details", True),  # nothing named: a remark that cannot be wrong about the context
    ("when the bridge opened", False),
    ("the length of the bridge", False),  # "500 metres long" states it
    ("the price of the Growth plan", False),  # "costs $49" states it
])
def test_a_topic_is_left_out_unless_one_or_two_sentences_state_it(topic: str, left_out: bool) -> None:
    assert absence_holds(topic, _stems(CONTEXT)) is left_out


@pytest.mark.parametrize("engine", ["lexical", "model"])
def test_an_answer_saying_rightly_what_the_context_leaves_out_is_supported(engine: str) -> None:
    eng = load_engine(engine)
    v = eng.check("The bridge opened in 1932. The passages do not mention when it closed.", CONTEXT)
    assert v.verdict == "supported", v
    assert "does not mention: when it closed" in v.rationale
    only = eng.check("There is no information about the price of the Starter plan in the context.", CONTEXT)
    assert only.verdict == "supported" and only.confidence_score <= 0.95, only
    assert only.rationale.startswith("As the claim says, the context does not mention")


@pytest.mark.parametrize("engine", ["lexical", "model"])
def test_saying_the_context_leaves_out_what_it_states_is_unsupported(engine: str) -> None:
    eng = load_engine(engine)
    for claim in ("The bridge opened in 1932. The passages do not mention when the bridge opened.",
                  "The context does not specify the length of the bridge."):
        v = eng.check(claim, CONTEXT)
        assert v.verdict == "unsupported" and v.confidence_score < 0.5, (claim, v)
        assert "does not mention what it does" in v.rationale


def test_the_lexical_score_of_a_remark_alone_is_the_set_absence_score() -> None:
    v = load_engine("lexical").check("The context does not say who designed the bridge.", CONTEXT)
    assert v.confidence_score == pytest.approx(ABSENCE_SCORE)


def test_a_wrong_fact_beside_a_right_remark_still_fails() -> None:
    v = load_engine("model").check("The bridge opened in 1950. The passages do not say when it closed.", CONTEXT)
    assert v.verdict == "contradicted"
