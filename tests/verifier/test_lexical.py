"""The lexical engine."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.lexical import LexicalEngine
from verifier.registry import load_engine
from verifier.types import Engine

EIFFEL = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. "
    "It is named after the engineer Gustave Eiffel, whose company designed and built the tower. "
    "It was built for the 1889 World's Fair and was completed in March 1889.\n\n"
    "In 2025 the company reported revenue of 9.4 billion euros."
)


@pytest.fixture(scope="module")
def engine() -> LexicalEngine:
    return LexicalEngine()


def test_protocol_and_registry() -> None:
    e = load_engine("lexical")
    assert isinstance(e, Engine) and isinstance(e, LexicalEngine)
    assert isinstance(load_engine(), Engine)  # "auto": the best engine available
    assert e.model_used == "groundcheck-lexical-v0.1.0"
    assert load_engine("lexical", threshold=0.7).threshold == 0.7
    with pytest.raises(ValueError):
        load_engine("no-such-engine")


def test_supported_with_exact_offsets(engine: LexicalEngine) -> None:
    v = engine.check("The Eiffel Tower was completed in 1889.", EIFFEL)
    assert v.verdict == "supported" and v.confidence_score > 0.9
    assert v.evidence and all(EIFFEL[e.start : e.end] == e.text for e in v.evidence)
    assert "completed in March 1889" in v.evidence[0].text
    assert v.evidence == sorted(v.evidence, key=lambda e: -e.score)


def test_numeric_contradiction(engine: LexicalEngine) -> None:
    v = engine.check("The company had revenue of 12 billion euros in 2025.", EIFFEL)
    assert v.verdict == "contradicted" and v.confidence_score < 0.2
    assert "12 billion" in v.rationale


def test_year_contradiction(engine: LexicalEngine) -> None:
    v = engine.check("The Eiffel Tower was completed in 1890.", EIFFEL)
    assert v.verdict == "contradicted"


def test_negation_contradiction(engine: LexicalEngine) -> None:
    v = engine.check("The Eiffel Tower was not built for the World's Fair.", EIFFEL)
    assert v.verdict == "contradicted"


def test_absent_claim_unsupported(engine: LexicalEngine) -> None:
    v = engine.check("Bananas are rich in potassium.", EIFFEL)
    assert v.verdict == "unsupported" and v.confidence_score < 0.1 and v.evidence == []


def test_empty_context(engine: LexicalEngine) -> None:
    for ctx in ("", "  \n "):
        v = engine.check("The Eiffel Tower is in Paris.", ctx)
        assert (v.verdict, v.confidence_score, v.evidence) == ("unsupported", 0.0, [])
        assert "no evidence" in v.rationale


def test_window_of_two_sentences(engine: LexicalEngine) -> None:
    ctx = "Marie Curie was born in Warsaw. She won two Nobel Prizes in physics and chemistry."
    v = engine.check("Marie Curie, born in Warsaw, won Nobel Prizes in physics and chemistry.", ctx)
    assert v.verdict == "supported" and len(v.evidence) == 2


def test_multi_sentence_claim_needs_every_sentence(engine: LexicalEngine) -> None:
    v = engine.check("The Eiffel Tower is in Paris. Its elevator runs on hydrogen fuel cells.", EIFFEL)
    assert v.verdict == "unsupported"


def test_score_smooth_and_threshold(engine: LexicalEngine) -> None:
    strict = LexicalEngine(threshold=0.95)
    claim = "The Eiffel Tower in Paris was designed by Gustave Eiffel's company with ropes."
    assert engine.check(claim, EIFFEL).verdict == "supported"
    assert strict.check(claim, EIFFEL).verdict == "unsupported"
    assert 0.0 <= strict.check(claim, EIFFEL).confidence_score < 0.5


def test_batch_matches_single_and_is_deterministic(engine: LexicalEngine) -> None:
    claims = ["The Eiffel Tower is in Paris.", "Revenue was 12 billion euros in 2025.", "Bananas."]
    batch = engine.check_batch(claims, EIFFEL)
    assert batch == [engine.check(c, EIFFEL) for c in claims]
    assert batch == engine.check_batch(claims, EIFFEL)


def test_a_large_context_indexed_once_judges_each_claim_by_its_own_sentence(engine: LexicalEngine) -> None:
    # (its speed is a bench figure: bench/model.py prints the lexical engine's ms per claim on this context)
    ctx = " ".join(f"Sentence number {i} talks about topic {i % 97} and item {i * 7}." for i in range(1000))
    assert len(ctx) > 50_000
    idx = engine.index(ctx)
    for i in (0, 421, 999):
        v = engine.check_indexed(f"Sentence number {i} talks about topic {i % 97}.", idx)
        assert v.verdict == "supported"
        assert f"Sentence number {i} talks" in v.evidence[0].text


def test_offsets_into_joined_list_context(engine: LexicalEngine) -> None:
    from verifier.types import join_context

    ctx = join_context(["Alpha beta gamma.", "The river Thames flows through London.", "Delta."])
    v = engine.check("The Thames flows through London.", ctx)
    assert v.verdict == "supported"
    assert [(e.start, ctx[e.start : e.end]) for e in v.evidence][0] == (
        19, "The river Thames flows through London.")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["The cat sat.", "Dogs bark loudly!", "In 2020 sales rose 5%.", "\n\n",
                                 "Dr. Who lives in London.", " ", "Prices fell by 3.5 percent..."]), max_size=12),
       st.sampled_from(["The cat sat in London.", "Sales rose 7% in 2020.", "Dogs never bark.", "Zebras."]))
def test_evidence_offsets_property(parts: list[str], claim: str) -> None:
    ctx = "".join(parts)
    v = LexicalEngine().check(claim, ctx)
    assert 0.0 <= v.confidence_score <= 1.0
    assert v.verdict in ("supported", "unsupported", "contradicted")
    for e in v.evidence:
        assert ctx[e.start : e.end] == e.text


def test_citation_markers_are_not_numbers_to_check(engine: LexicalEngine) -> None:
    ctx = "The Sydney Harbour Bridge opened on 19 March 1932 after eight years of construction."
    for claim in ("The Sydney Harbour Bridge opened in 1932 (Passage 1).",
                  "The Sydney Harbour Bridge opened in 1932. [2]"):
        assert engine.check(claim, ctx).verdict == "supported", claim
    assert engine.check("The Sydney Harbour Bridge opened in 1950 [1].", ctx).verdict == "contradicted"


def test_a_table_claim_is_checked_row_by_row(engine: LexicalEngine) -> None:
    ctx = "Acme reported revenue of $4.2 billion for 2023. The company has 18,500 employees."
    table = "| Metric | Value |\n|---|---|\n| Revenue | $4.2 billion |\n| Employees | {n} |"
    assert engine.check(table.format(n="18,500"), ctx).verdict == "supported"
    assert engine.check(table.format(n="25,000"), ctx).verdict != "supported"


POLICY_TABLE = (
    "POLICY SUMMARY\n"
    "Benefit | Essential | Classic | Premier\n"
    "Single-article limit | £200 | £300 | £500\n"
    "Travel delay | Not covered | £20 per 12 hours | £30 per 12 hours\n"
    "Monthly premium | £9.50 | £16.75 | £27.00\n"
)


def test_a_table_rows_negation_denies_nothing_of_another_row(engine: LexicalEngine) -> None:
    """The best sentences are joined for the conflict checks as the context split them: a row without a stop does
    not run into the next, so its "Not covered" cell denies no other row's benefit."""
    assert engine.check("On Classic, any single article is covered up to £300.", POLICY_TABLE).verdict == "supported"
    assert engine.check("Travel delay is covered on Essential.", POLICY_TABLE).verdict == "contradicted"
