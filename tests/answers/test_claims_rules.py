"""Not-checked reasons and atomic claims (rule based)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.claim_check import label_for, plan_claims
from verifier.claims import (
    REASONS,
    decompose,
    nothing_to_check,
    sentences_to_check,
    strip_attribution,
    strip_citations,
    strip_discourse,
    table_rows_as_sentences,
    triage,
)


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Sure!", "greeting"),
        ("Thanks for asking!", "greeting"),
        ("Good luck!", "greeting"),
        ("Here's an overview of the device.", "meta"),
        ("I hope this helps.", "meta"),
        ("In summary, it depends on your needs.", "meta"),
        ("I think it's great.", "no_verifiable_content"),
        ("You should try it yourself.", "no_verifiable_content"),
        ("Why would anyone want that?", "no_verifiable_content"),
        ("Ich finde das Gerät toll.", "no_verifiable_content"),
        ("It draws 2 A at full load.", "ambiguous"),
        ("This is rated for outdoor use.", "ambiguous"),
        ("The FST-2XT draws 2 A at full load.", None),
        ("In summary, the FST-2XT runs on 230 volts.", None),
        ("Die FST-2XT arbeitet mit 230 Volt.", None),
    ],
)
def test_triage_reasons(sentence: str, reason: str | None) -> None:
    assert triage(sentence, None).reason == reason
    assert reason is None or reason in REASONS


def test_a_discourse_marker_or_attribution_is_no_pronoun_and_is_not_part_of_the_claim() -> None:
    for sentence in ("It is worth noting that the FST-2XT draws 2 A.", "Passage 2 says the FST-2XT draws 2 A.",
                     "However, according to the passages, the FST-2XT draws 2 A."):
        verdict = triage(sentence, None)
        assert (verdict.reason, verdict.text) == (None, "The FST-2XT draws 2 A."), sentence
    assert triage("It is worth noting that it draws 2 A.", None).reason == "ambiguous"  # a real pronoun


def test_a_pronoun_with_an_antecedent_is_checked_and_resolved() -> None:
    assert triage("It draws 2 A at full load.", "The FST-2XT").reason is None
    assert decompose("It draws 2 A at full load.", "The FST-2XT") == ["The FST-2XT draws 2 A at full load."]
    assert decompose("Its housing is made of steel.", "The FST-2XT") == ["The FST-2XT's housing is made of steel."]


@pytest.mark.parametrize(
    ("sentence", "claims"),
    [
        ("The Eiffel Tower was completed in 1889 and is 330 metres tall.",
         ["The Eiffel Tower was completed in 1889.", "The Eiffel Tower is 330 metres tall."]),
        ("Paris is the capital of France, and Berlin is the capital of Germany.",
         ["Paris is the capital of France.", "Berlin is the capital of Germany."]),
        ("The device uses salt and pepper; it costs 5 euros.",
         ["The device uses salt and pepper.", "The device costs 5 euros."]),
        ("Tom and Jerry are cats.", ["Tom and Jerry are cats."]),
        ("Revenue grew between 2010 and 2015.", ["Revenue grew between 2010 and 2015."]),
    ],
)
def test_coordinated_facts_split_into_self_contained_claims(sentence: str, claims: list[str]) -> None:
    assert decompose(sentence) == claims


def test_markdown_is_removed_from_claims_and_subjects_carry_across_sentences() -> None:
    plan = plan_claims("**The FST-2XT** runs on [230 volts](https://x.example). It weighs 4 kg.", 120, 200)
    assert [c["text"] for c in plan.claims] == ["The FST-2XT runs on 230 volts.", "The FST-2XT weighs 4 kg."]
    plan = plan_claims("The __FST-2XT__ calls `get_user_name` and set_mode_fast.", 120, 200)
    assert [c["text"] for c in plan.claims] == ["The FST-2XT calls get_user_name and set_mode_fast."]
    plan = plan_claims("# FST-2XT\nIt weighs 4 kg.", 120, 200)
    assert [c["text"] for c in plan.claims] == ["FST-2XT weighs 4 kg."]


def test_caps_in_the_plan() -> None:
    answer = "A fact number 1 here. A fact number 2 here. A fact number 3 here."
    plan = plan_claims(answer, 2, 200)
    assert [s["state"] for s in plan.sentences] == ["checked", "checked", "not_checked"]
    assert plan.sentences[2]["reason"] == "cap_exceeded" and plan.sentences_skipped == 1
    plan = plan_claims(answer, 120, 1)
    assert plan.sentences_skipped == 2 and plan.caps_hit == ["maxClaims"] and len(plan.claims) == 1


@pytest.mark.parametrize(("share", "label"), [(None, "n/a"), (0.0, "ok"), (0.19, "ok"), (0.2, "warn"),
                                              (0.49, "warn"), (0.5, "alert"), (1.0, "alert")])
def test_labels(share: float | None, label: str) -> None:
    assert label_for(share, 0.2, 0.5) == label
    assert label_for(0.3, 0.3, 0.3) == "alert"  # warn == alert: no warn band


_PIECES = ["The FST-2XT", " runs", " on 230 volts", ".", " It", " and", " weighs 4 kg", ";", " but", " they",
           " This is", "?", "!", "\n# Head\n", "\n- ", "\n```\n", " Sure", " I think", ",", " In summary,", " é",
           " 2019"]
_TEXT = st.lists(st.sampled_from(_PIECES), max_size=40).map("".join)


@settings(max_examples=300, deadline=None)
@given(_TEXT, st.integers(1, 6), st.integers(1, 6))
def test_planning_never_fails_and_stays_consistent(answer: str, max_sentences: int, max_claims: int) -> None:
    plan = plan_claims(answer, max_sentences, max_claims)
    assert len(plan.claims) <= max_claims
    checked = {s["index"] for s in plan.sentences if s["state"] == "checked"}
    assert {c["sentenceIndex"] for c in plan.claims} == checked
    assert all(s["claimIds"] for s in plan.sentences if s["state"] == "checked")
    assert all(s["reason"] in REASONS for s in plan.sentences if s["state"] == "not_checked")
    assert plan.sentences_skipped == sum(s.get("reason") == "cap_exceeded" for s in plan.sentences)


def test_settings_refuse_a_default_warn_above_alert() -> None:
    from gateway.settings import Settings

    with pytest.raises(ValueError, match="claims_warn_threshold"):
        Settings(claims_warn_threshold=0.6, claims_alert_threshold=0.5)
    assert Settings(claims_warn_threshold=0.5, claims_alert_threshold=0.5).claims_warn_threshold == 0.5


@pytest.mark.parametrize(("sentence", "skip"), [
    ("Sure!", True),
    ("Here is a concise summary of the passage:", True),
    ("In conclusion, based on the provided passages, the steps for folding a quilt are:", True),
    ("I hope this helps!", True),
    ("Good luck!", True),
    ("Best of luck with your project.", True),
    ("Hope that helps.", True),
    ("Happy cooking!", True),
    ("Have a great day!", True),
    ("Enjoy your meal!", True),
    ("Enjoy views from the 300-metre deck.", False),
    ("Good luck charms were sold at the 1932 opening.", False),
    ("Have a look at the 1889 plans, which show 300 metres.", False),
    ("How do technicians get paid?", True),
    ("1.", True),
    ("The following month, the first single was released.", False),
    ("In summary, the tower is 330 metres tall.", False),
    ("The 3 winners were:", True),
    ("He was an icon.", False),
    ("Here's how Gustave Eiffel built the tower in 1889.", False),
    ("In summary, the tower is tall.", False),
    ("john truong thought he was helping his sister have a nice night out.", False),
])
def test_nothing_to_check(sentence: str, skip: bool) -> None:
    assert nothing_to_check(sentence) is skip


def test_sentences_to_check_keeps_everything_when_nothing_is_left() -> None:
    assert sentences_to_check("Sure! The tower is 330 metres tall. Any questions?") == ["The tower is 330 metres tall."]
    assert sentences_to_check("Sure! Thanks!") == ["Sure!", "Thanks!"]
    assert sentences_to_check("Here is the answer: The tower is tall.") == ["The tower is tall."]
    assert sentences_to_check("") == []


@pytest.mark.parametrize(("text", "stripped"), [
    ("The bridge opened in 1932 [2].", "The bridge opened in 1932."),
    ("The bridge opened in 1932.[1][3]", "The bridge opened in 1932."),
    ("It carries rail [1, 2] and cars [3-5].", "It carries rail and cars."),
    ("It opened in 1932 (Passage 1).", "It opened in 1932."),
    ("It opened in 1932 [Source 3].", "It opened in 1932."),
    ("It opened in 1932 (see Documents 1 and 2).", "It opened in 1932."),
    ("It opened in 1932 (passages 1, 3).", "It opened in 1932."),
    ("It opened in 1932[^2].", "It opened in 1932."),
    ("[1]", ""),
    # Not markers: a year in brackets, an editor's note, list letters and numbers, a price.
    ("Born (1932) in Paris [sic].", "Born (1932) in Paris [sic]."),
    ("Steps (a) and (3) come first.", "Steps (a) and (3) come first."),
    ("It costs [USD 5].", "It costs [USD 5]."),
    ("See passage 2 of the treaty.", "See passage 2 of the treaty."),
])
def test_strip_citations(text: str, stripped: str) -> None:
    assert strip_citations(text) == stripped


def test_sentences_to_check_drops_citation_markers() -> None:
    answer = "The bridge opened in 1932. (Passage 1) It carries rail [1, 2].[3]"
    assert sentences_to_check(answer) == ["The bridge opened in 1932.", "It carries rail."]


def test_a_markdown_table_is_checked_row_by_row() -> None:
    two = "| Metric | Value |\n|---|---|\n| Revenue | $4.2B |\n| Employees | 18,500 |"
    assert sentences_to_check(two) == ["Revenue: $4.2B.", "Employees: 18,500."]
    three = ("Key figures:\n\n| Year | Revenue | Profit |\n| --- | :---: | --- |\n"
             "| 2023 | $4.2 billion | $310 million |\n| 2022 | $3.75 billion | |\n\nAcme is in Austin.")
    assert sentences_to_check(three) == ["2023: Revenue $4.2 billion, Profit $310 million.",
                                         "2022: Revenue $3.75 billion.", "Acme is in Austin."]
    plain = "The bridge opened in 1932 | a pipe in prose."
    assert table_rows_as_sentences(plain) == plain


def test_only_a_lead_in_before_a_colon_is_dropped() -> None:
    assert sentences_to_check("Revenue: $4.2 billion.") == ["Revenue: $4.2 billion."]
    assert sentences_to_check("Note: the bridge is closed on Mondays.") == ["Note: the bridge is closed on Mondays."]
    assert sentences_to_check("The steps are: mix flour and water.") == ["mix flour and water."]
    assert sentences_to_check("Here is a short summary: The tower is tall.") == ["The tower is tall."]


def test_a_heading_that_only_labels_is_nothing_to_check() -> None:
    assert sentences_to_check("## Summary\nThe council approved the budget.") == ["The council approved the budget."]
    assert sentences_to_check("**Key findings**\n- BP fell by 8.1 mmHg") == ["- BP fell by 8.1 mmHg"]
    # a heading that states something, and a bold label inside a line, are checked
    assert sentences_to_check("## Revenue rose 12% in 2023\nIt was a good year.") == [
        "## Revenue rose 12% in 2023", "It was a good year."]
    assert sentences_to_check("**Revenue:** $4.2 billion") == ["**Revenue:** $4.2 billion"]


@pytest.mark.parametrize(("text", "stripped"), [
    ("According to the provided context, the bridge opened in 1932.", "The bridge opened in 1932."),
    ("Based on the passage, it opened in 1932.", "It opened in 1932."),
    ("The context states that it opened in 1932.", "It opened in 1932."),
    ("As mentioned in Passage 1, it opened in 1932.", "It opened in 1932."),
    ("Based on passages 1 and 2, it opened in 1932.", "It opened in 1932."),
    ("From the information given, it opened in 1932.", "It opened in 1932."),
    ("To answer your question, it opened in 1932.", "It opened in 1932."),
    ("The answer is that it opened in 1932.", "It opened in 1932."),
    ("Passage 2 says the bridge opened in 1932.", "The bridge opened in 1932."),
    ("The second document also mentions that it opened in 1932.", "It opened in 1932."),
    ("The reviews suggest that the staff are friendly.", "The staff are friendly."),
    ("As stated in the first passage, it opened in 1932.", "It opened in 1932."),
    ("It is reported in Passage 3 that it opened in 1932.", "It opened in 1932."),
    ("From the passages, we can see that it opened in 1932.", "It opened in 1932."),
    ("It opened in 1932, as mentioned in Passage 1.", "It opened in 1932."),
    ("It opened in 1932, according to the given text.", "It opened in 1932."),
    # kept: a named source, a date, prose that merely starts alike, unnamed "sources"
    ("According to the 10-K, revenue rose.", "According to the 10-K, revenue rose."),
    ("In 1932, the bridge opened.", "In 1932, the bridge opened."),
    ("From the text of the law, it follows.", "From the text of the law, it follows."),
    ("The text explains the design.", "The text explains the design."),
    ("Sources say that the bridge opened.", "Sources say that the bridge opened."),
    ("The passages mention the bridge.", "The passages mention the bridge."),  # no clause follows
    ("The law states that drivers must stop.", "The law states that drivers must stop."),
    ("Overall, the bridge is long.", "Overall, the bridge is long."),
    ("It opened in 1932, according to the city council.", "It opened in 1932, according to the city council."),
])
def test_strip_attribution(text: str, stripped: str) -> None:
    assert strip_attribution(text) == stripped


@pytest.mark.parametrize(("text", "stripped"), [
    ("It is worth noting that the bridge opened in 1932.", "The bridge opened in 1932."),
    ("However, it's important to note that it opened in 1932.", "It opened in 1932."),
    ("Please note that the bridge is closed on Mondays.", "The bridge is closed on Mondays."),
    ("Interestingly, the bridge opened in 1932.", "The bridge opened in 1932."),
    ("In addition, it carries rail traffic.", "It carries rail traffic."),
    ("2. It is 1,149 metres long.", "It is 1,149 metres long."),
    ("3) Tolls apply southbound.", "Tolls apply southbound."),
    # kept: markers that change what is asserted, and words that only start alike
    ("However the bridge opened late.", "However the bridge opened late."),
    ("Notably absent was the mayor.", "Notably absent was the mayor."),
    ("Probably, the bridge opened in 1932.", "Probably, the bridge opened in 1932."),
    ("Note the bridge's length.", "Note the bridge's length."),
    ("10. the bridge", "10. the bridge"),  # not a sentence after the number
    ("Yes, tolls apply southbound.", "Yes, tolls apply southbound."),  # answer words stay (session 20's rule)
])
def test_strip_discourse(text: str, stripped: str) -> None:
    assert strip_discourse(text) == stripped


def test_a_discourse_marker_and_an_attribution_both_go() -> None:
    assert sentences_to_check("However, according to Passage 2, the bridge opened in 1932 [2].") == [
        "The bridge opened in 1932."]
    assert sentences_to_check("In summary, the passages indicate that it opened in 1932.") == ["It opened in 1932."]


def test_a_bare_yes_or_no_is_nothing_to_check() -> None:
    assert sentences_to_check("Yes. The bridge opened in 1932.") == ["The bridge opened in 1932."]
    assert sentences_to_check("Correct! It carries rail.") == ["It carries rail."]
    assert sentences_to_check("Yes, the bridge opened in 1932.") == ["Yes, the bridge opened in 1932."]
