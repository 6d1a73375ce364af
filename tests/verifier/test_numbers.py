"""Numbers, dates, negation and conflicts."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.cases import outright_case, supposed_case_end
from verifier.event_years import event_year_conflicts, year_counted_in_context
from verifier.figure_labels import figure_labels
from verifier.negation import negation_cues, statement_negation_cues
from verifier.numbers import (
    _present,
    _years_of_its_figure,
    computed_figures,
    find_conflicts,
    number_spellings,
    numbers_not_in,
    respell_numbers,
)
from verifier.opposites import respell_direction, respell_negated_opposite
from verifier.quantities import extract_dates, extract_quantities
from verifier.text import clause_around


def q(text: str) -> list[tuple[float, str]]:
    return [(x.value, x.kind) for x in extract_quantities(text)]


def test_extract_kinds_and_values() -> None:
    assert q("revenue of 9.4 billion euros in 2025") == [(9.4e9, "currency:eur"), (2025.0, "year")]
    assert q("1,083 people and 45% of them, $23.70 per hour") == [
        (1083.0, "number"), (45.0, "percent"), (23.7, "currency:usd")]
    assert q("three children, 12 percent") == [(3.0, "number"), (12.0, "percent")]
    assert q("the 3rd time") == []
    assert q("1500 soldiers") == [(1500.0, "number")]
    # a year before a verb is no count of it; a retrieved passage's number is its label, not a figure
    assert q("Entering an event in 2024 costs £3 more") == [(2024.0, "year"), (3.0, "currency:gbp")]
    (passage,) = extract_quantities("Passage 3: From the club's newsletter")
    assert passage.unit == "label:passage"


def test_a_passages_number_does_not_state_a_sum() -> None:
    ctx = ("Passage 1: From the club website. Entry costs £28 per event.\n\nPassage 3: From the Courier, 2023. Entry "
           "this year was £25 per event.")
    assert find_conflicts("Entering an event in 2024 costs £3 more than it did in 2023.", ctx, ctx) == []
    assert find_conflicts("Entering an event costs £3.", ctx, ctx)


def test_dates() -> None:
    (d,) = extract_dates("completed in March 1889.")
    assert (d.year, d.month) == (1889, 3)
    (d,) = extract_dates("on 2025-03-12 it")
    assert (d.year, d.month, d.day) == (2025, 3, 12)
    (d,) = extract_dates("on March 12, 1889 it")
    assert (d.year, d.month, d.day) == (1889, 3, 12)


def test_revenue_conflict() -> None:
    reasons = find_conflicts("The company had revenue of 12 billion euros in 2025.",
                             "In 2025 the company reported revenue of 9.4 billion euros.")
    assert len(reasons) == 1 and "12 billion" in reasons[0] and "9.4 billion" in reasons[0]


def test_eiffel_year_supported_and_contradicted() -> None:
    ev = "It was built for the 1889 World's Fair and was completed in March 1889."
    assert find_conflicts("The Eiffel Tower was completed in 1889.", ev) == []
    assert find_conflicts("The Eiffel Tower was completed in 1890.", ev)
    assert find_conflicts("The tower was completed in April 1889.", ev)


def test_number_present_elsewhere_in_context_is_not_a_conflict() -> None:
    ev = "The museum had 300 employees."
    assert find_conflicts("The museum had 250 employees.", ev)
    assert find_conflicts("The museum had 250 employees.", ev, context=ev + " In 2010 it had 250 employees.") == []


def test_precision_guards() -> None:
    # Different unit nouns, hedged numbers and rounding are not conflicts.
    assert find_conflicts("The team had 12 players.", "The team won 3 matches.") == []
    assert find_conflicts("Revenue was about 10 billion dollars.", "Revenue was 9.4 billion dollars.") == []
    assert find_conflicts("Revenue was 9.4 billion dollars.", "Revenue was $9.41 billion.") == []
    assert find_conflicts("It costs 5 dollars.", "It costs five dollars.") == []


def test_negation() -> None:
    assert negation_cues("It was not only big") == []
    assert negation_cues("see No. 5") == []
    assert len(negation_cues("He didn't go and never came")) == 2
    assert find_conflicts("The drug did not reduce mortality in adults.", "The drug reduced mortality in adults.")
    assert find_conflicts("The drug reduced mortality in adults.", "The drug never reduced mortality in adults.")
    assert find_conflicts("The drug reduced mortality in adults.",
                          "The drug reduced mortality in adults, but not in children.") == []
    assert find_conflicts("The drug did not reduce mortality.", "The drug did not reduce mortality.") == []


def test_a_negative_verb_in_the_evidence_says_what_a_negated_claim_says() -> None:
    evidence = "Version 2.4.0 added support for HTTP/2 and dropped Python 3.7."
    assert find_conflicts("Python 3.7 is not supported since version 2.4.0.", evidence) == []
    assert find_conflicts("Funding was not continued after the trial.",
                          "Funding continued until the trial, then was halted.") == []
    # without such a word the negated claim still conflicts
    assert find_conflicts("Python 3.7 is not supported by version 2.4.0.",
                          "Version 2.4.0 added support for Python 3.7.")
    # "none" closing a sentence denies as any "no" does ("get none."), unlike a bare "No." answer
    evidence = ("Dedicated Desk members get 6 free hours per month, Private Office members get 15, and Hot Desk "
                "members get none.")
    assert find_conflicts("Hot Desk members receive no free hours.", evidence) == []



def test_a_not_in_a_condition_or_who_clause_does_not_negate_the_claim() -> None:
    agree = [("Not brushing your teeth with braces can cause decay.",
              "Brushing your teeth with braces twice a day prevents decay."),
             ("Patients who do not take the drug recover more slowly.",
              "Patients who take the drug recover faster than those on placebo."),
             ("If you do not water the plants, they will wilt.",
              "Plants wilt when you water them too little; water the plants daily."),
             ("Employees who do not finish the training lose access.",
              "Employees who finish the training keep access to the system.")]
    for claim, evidence in agree:
        assert statement_negation_cues(claim) == [] and negation_cues(claim)
        assert find_conflicts(claim, evidence) == [], claim
    # "not ... until" says when something starts
    until = "Transfers booked at weekends are processed on the next working day."
    claim = "A transfer booked on a Saturday will not be processed until the next working day."
    assert statement_negation_cues(claim) == [] and find_conflicts(claim, until, until) == []
    # the statement's own "not" still conflicts, also after a who-clause
    assert find_conflicts("Patients who take the drug do not recover faster.",
                          "Patients who take the drug recover faster.")
    assert find_conflicts("Brushing your teeth does not prevent decay.", "Brushing your teeth prevents decay.")
    assert find_conflicts("The drug reduced mortality.", "The drug, which was cheap, did not reduce mortality.")



def test_a_hedged_figure_conflicts_only_when_every_related_figure_is_outside_its_hedge() -> None:
    ctx = "In a trial of 1,204 adults, nearly 3,400 residents used the bus line and pressure fell by 8.1 mmHg."
    assert find_conflicts("About 8,400 residents used the bus line.", ctx, ctx)
    assert find_conflicts("The trial enrolled more than 2,000 adults.", ctx, ctx)
    assert find_conflicts("The trial enrolled fewer than 1,000 adults.", ctx, ctx)
    assert find_conflicts("Pressure fell by about 12 mmHg.", ctx, ctx)
    assert find_conflicts("The sea may rise six feet or more.", "The sea may rise two feet.")
    for claim in ("About 3,000 residents used the bus line.", "The trial enrolled over 1,000 adults.",
                  "The trial enrolled up to 1,500 adults.", "The trial enrolled 1,000+ adults.",
                  "Pressure fell by about 8 mmHg."):
        assert find_conflicts(claim, ctx, ctx) == [], claim
    assert [(q.hedged, q.bound) for q in extract_quantities("about 5, over 6, up to 7, 8 or more, 9")] == [
        (True, ""), (True, "min"), (True, "max"), (True, "min"), (False, "")]


def test_a_percent_the_context_writes_as_a_share_word_is_stated() -> None:
    ctx = "About 50% of visitors come from abroad, and one third arrive by bus."
    assert find_conflicts("About 33% of visitors arrive by bus.", ctx, ctx) == []
    assert find_conflicts("33% of visitors arrive by bus.", ctx, ctx) == []
    assert find_conflicts("About 10% of visitors arrive by bus.", ctx, ctx)


def test_numbers_not_in() -> None:
    assert numbers_not_in("12 billion euros in 2025", "9.4 billion euros in 2025") == ["12 billion"]
    assert numbers_not_in("1,083 people", "1083 people") == []


def test_more_precision_guards() -> None:
    # "COVID-19" is a name, not the number 19; "2019" elsewhere is no conflict with it.
    assert q("COVID-19 patients") == []
    # Tokenised thousands ("12, 000") are one number.
    assert q("a 12, 000 - word report") == [(12000.0, "number")]
    # Round figures state nearby exact ones; "or more" hedges.
    assert find_conflicts("Only two positives out of 8,000 tests.", "Two positives from 8,276 tests.") == []
    assert find_conflicts("The sea may rise two feet or more.", "The sea may rise three feet.") == []
    # One end of a range present: the other end is not a conflict.
    assert find_conflicts("It lasted from 25,000 to 5,000 years ago.", "It started 25,000 years ago.") == []
    # Numbers about different things (no shared words nearby) are not compared.
    assert find_conflicts("Models overstated warming seen since 1988.",
                          "Temperatures may rise between 1990 and 2100.") == []


def test_conversational_hedges_are_not_negations() -> None:
    for claim in ("I'm not sure, but the tower is in Paris.", "I don't know but the tower is in Paris.",
                  "No, the tower is in Paris.", "not really, the tower is in Paris"):
        assert negation_cues(claim) == [] or find_conflicts(claim, "The tower is in Paris.") == []
    assert negation_cues("no more than 250 people") == []


_PIECES = st.sampled_from(list("0123456789.,%$€ -abno") + [
    " million", " billion", "March ", " 2019", "n't", "COVID-", " to ", "per cent", "1st", "\n\n", " about "])


@settings(max_examples=200, deadline=None)
@given(st.lists(_PIECES, max_size=25).map("".join), st.lists(_PIECES, max_size=25).map("".join))
def test_never_crashes(claim: str, evidence: str) -> None:
    assert isinstance(find_conflicts(claim, evidence, claim + evidence), list)
    assert isinstance(numbers_not_in(claim, evidence), list)


def test_another_day_of_the_same_month_conflicts_but_a_day_range_does_not() -> None:
    ev = "The event took place on May 5th, 2019."
    assert find_conflicts("The event took place on 5 May 2019.", ev, ev) == []
    (r,) = find_conflicts("The event took place on 6 May 2019.", ev, ev)
    assert "6 May 2019" in r and "May 5th, 2019" in r
    for span in ("from May 5 to May 8, 2019", "on 5-8 May 2019", "on May 5-8, 2019"):
        ev = f"The conference ran {span}."
        assert find_conflicts("The conference opened on 5 May 2019.", ev, ev) == [], span
    assert find_conflicts("It opened on 12 March 2020.", "It opened on 2020-03-15.")


def test_currency_scales_and_units() -> None:
    assert q("€3m, $2bn and $40k") == [(3e6, "currency:eur"), (2e9, "currency:usd"), (4e4, "currency:usd")]
    assert find_conflicts("The budget is 3 million euros.", "The budget is €3m.") == []
    # the word after a sum is not its unit: "$1.2 billion worldwide" still gives the figure
    (r,) = find_conflicts("The film grossed $2 billion.", "The film grossed $1.2 billion worldwide.")
    assert '"$2 billion"' in r and '"$1.2 billion"' in r
    assert find_conflicts("The film grossed $1.2 billion.", "The film grossed US$1,200 million worldwide.") == []
    # ... but what it is counted per is
    assert find_conflicts("The salary is $23 per hour.", "The salary is $49,400 per year.") == []


def test_iso_currency_codes_before_or_after_a_sum() -> None:
    assert q("CHF 1,200; 450 SEK and AED 50") == [(1200.0, "currency:chf"), (450.0, "currency:sek"),
                                                   (50.0, "currency:aed")]
    (month,) = extract_quantities("Storage costs 450 SEK a month.")
    assert month.unit == "month"
    # codes count in capitals only: "try" and "php" are words too
    assert q("Try 3 times on 2 php servers.") == [(3.0, "number"), (2.0, "number")]
    (r,) = find_conflicts("The course fee is CHF 1,400.", "The course fee is CHF 1,200.")
    assert '"CHF 1,400"' in r


def test_unit_spellings_and_spelled_compounds() -> None:
    assert find_conflicts("The tower is 300 m tall.", "The tower is 300 metres (984 ft) tall.") == []
    assert find_conflicts("The tower is 320 m tall.", "The tower is 300 metres tall.")
    assert find_conflicts("He is 6 ft tall.", "He is 5 feet tall.")
    assert q("seventy-five watts, twenty-one days") == [(75.0, "number"), (21.0, "number")]


def test_a_claimed_range_holding_the_stated_figure_is_no_conflict() -> None:
    assert find_conflicts("Sea level could rise by 10 to 15 feet.", "Sea level could rise by 11 feet (3.3 m).") == []
    assert find_conflicts("Sea level could rise by 10 to 15 feet.", "Sea level could rise by 30 feet.")
    # a range stated in the evidence is not a figure within the claim's range
    assert find_conflicts("EPS in the range of $1.32 to $1.38.", "EPS in the range of $1.25 to $1.35.")


def test_cents_and_pence_are_sums_of_money() -> None:
    (q,) = extract_quantities("a dividend of 45 cents per share")
    assert (q.kind, q.value, q.text) == ("currency:usd", 0.45, "45 cents")
    ev = "The board approved a dividend of 45 cents per share."
    assert find_conflicts("The dividend is $0.45 per share.", ev) == []
    assert find_conflicts("The dividend is $0.54 per share.", ev)
    assert find_conflicts("The dividend is 54 cents per share.", ev) == [
        'the claim\'s figure "54 cents" is not in the evidence, which gives "45 cents"']
    assert find_conflicts("A stamp costs £0.85.", "A first-class stamp costs 85 pence.") == []
    assert extract_quantities("about 12 per cent of sales")[0].kind == "percent"


def test_claim_numbers_take_the_context_spelling() -> None:
    spellings = number_spellings("A trial of 1,204 adults in 2021 cost $2 million and €3.5 billion, 12,000.5, v1234x.")
    assert spellings.digits == {"1204": "1,204", "2021": "2021"}
    assert spellings.sums == {("currency:usd", 2e6): "$2 million", ("currency:eur", 3.5e9): "€3.5 billion"}
    claim = "It enrolled 1204 adults in 2021 for $2M and €3.5bn; 1204.5, 31234 and $7M stay."
    assert respell_numbers(claim, spellings) == (
        "It enrolled 1,204 adults in 2021 for $2 million and €3.5 billion; 1204.5, 31234 and $7M stay.")
    assert respell_numbers(claim, number_spellings("No numbers here.")) == claim
    counts = number_spellings("Acme employs about 18,500 people and 25000 contractors.")
    assert respell_numbers("About 18.5k staff, 25K contractors, 19k others, 18.5km away.", counts) == (
        "About 18,500 staff, 25000 contractors, 19k others, 18.5km away.")
    dates = number_spellings("Payable on June 15, 2024 to holders of record on 1 June 2024.")
    assert dates.dates == {(2024, 6, 15): "June 15, 2024", (2024, 6, 1): "1 June 2024"}
    assert respell_numbers("Paid 2024-06-15 to holders on June 1, 2024; 2024-06-16 stays.", dates) == (
        "Paid June 15, 2024 to holders on 1 June 2024; 2024-06-16 stays.")
    # "in the year 1932" as the bare year, unless the context writes "the year" itself
    bridge = "The bridge was opened in the year 1932."
    assert respell_numbers(bridge, number_spellings("The bridge opened in 1932.")) == "The bridge was opened in 1932."
    assert respell_numbers(bridge, number_spellings("In the year 1932 the bridge opened.")) == bridge
    cents = number_spellings("The board approved a dividend of 45 cents per share and a $2 million buyback.")
    assert respell_numbers("It pays $0.45 a share and spends $2,000,000; $0.54 stays.", cents) == (
        "It pays 45 cents a share and spends $2 million; $0.54 stays.")


def test_software_versions() -> None:
    ev = "Version 2.4.0 added support for HTTP/2 and dropped Python 3.7."
    assert find_conflicts("Version 2.3.0 added HTTP/2 support.", ev) == [
        'the claim\'s version "2.3.0" is not in the evidence, which gives "2.4.0"']
    assert find_conflicts("In version 2.5, HTTP/3 arrived.", ev)
    # "2.4" names release 2.4.0; IP addresses and dotted dates are not versions
    assert find_conflicts("Version 2.4 added HTTP/2 support.", ev) == []
    assert find_conflicts("v2.4.0 added HTTP/2.", ev) == []
    assert find_conflicts("The server at 10.0.0.1 runs it.", ev) == []
    assert find_conflicts("It shipped on 12.05.2023.", ev) == []
    # a version the whole context writes elsewhere is not a conflict with the compared snippet
    assert find_conflicts("Version 2.3.0 fixed the bug.", ev, ev + " Version 2.3.0 fixed a memory leak.") == []


def test_opposite_words() -> None:
    ev = "Connection pooling is enabled by default with a maximum of 100 connections per host. The team won in 2019."
    (r,) = find_conflicts("Connection pooling is disabled by default.", ev)
    assert r.startswith('the claim says "disabled" where the evidence says "enabled"')
    assert find_conflicts("The minimum is 100 connections per host.", ev)
    assert find_conflicts("The team lost in 2019.", ev)
    assert find_conflicts("Connection pooling is enabled by default.", ev) == []
    assert find_conflicts("Connection pooling is not disabled by default.", ev) == []  # negated: left to the model
    assert find_conflicts("Private keys are disabled.", ev) == []  # not about the same words


@pytest.mark.parametrize(("claim", "said", "evidence_word"), [
    ("Lake Marra lies south of the capital.", "south", "north"),
    ("The newest bridge over the river was built in 1821.", "newest", "oldest"),
    ("The samples tested positive for the virus.", "positive", "negative"),
    ("The Falcons conceded the highest number of goals this season.", "highest", "lowest"),
    ("The prices exclude delivery to your door.", "exclude", "include"),
    ("The study trained the model on unlabeled images of street signs.", "unlabeled", "labeled"),
    ("The epicentre was 40 km north-east of Temsa.", "north-east", "south-west"),
])
def test_opposite_adjectives(claim: str, said: str, evidence_word: str) -> None:
    ev = ("Lake Marra lies north of the capital. The oldest bridge over the river was built in 1821. All 40 samples "
          "tested negative for the virus. The Falcons finished the season with the lowest number of goals conceded. "
          "The prices include delivery to your door. The study trained the model on labeled images of street signs. "
          "The epicentre was 40 km south-west of Temsa.")
    (r,) = find_conflicts(claim, ev)
    assert r.startswith(f'the claim says "{said}" where the evidence says "{evidence_word}"')
    assert find_conflicts(claim.replace(said, evidence_word), ev) == []


def test_a_word_and_its_un_form_are_opposites() -> None:
    ev = "The film is an uncensored look at the lives of three women. Participation is voluntary for farmers."
    (r,) = find_conflicts("The film is a censored look at the lives of three women.", ev)
    assert r.startswith('the claim says "censored" where the evidence says "uncensored"')
    assert find_conflicts("The film is an uncensored look at the lives of three women.", ev) == []
    (r,) = find_conflicts("Participation is compulsory for farmers.", ev)
    assert r.startswith('the claim says "compulsory" where the evidence says "voluntary"')
    # the stem must be a word of 5 letters or more: "under" is no "un-" form of "der"
    assert find_conflicts("The film is a look under the lives of three women.", "The film is a der look.") == []
    # or a four-letter word from a short list: "unpaid" / "paid", but not "unlike" / "like"
    ev = "Employees are entitled to 16 weeks of paid parental leave, like most staff in the sector."
    (r,) = find_conflicts("Employees are entitled to 16 weeks of unpaid parental leave.", ev)
    assert r.startswith('the claim says "unpaid" where the evidence says "paid"')
    assert find_conflicts("Unlike most staff in the sector, employees are entitled to parental leave.", ev) == []


_CLINIC = ("Riverside Clinic is open Monday to Friday from 8 am to 6 pm and on Saturday from 9 am to 1 pm. The clinic "
           "is closed on Sundays and public holidays.")


def test_open_and_closed_are_opposites_and_a_negated_word_agrees_with_its_opposite() -> None:
    (r,) = find_conflicts("The clinic is open on Sundays.", _CLINIC, _CLINIC)
    assert '"open"' in r and '"closed"' in r
    assert find_conflicts("The clinic is closed on Sundays.", _CLINIC, _CLINIC) == []
    # "does not open" says what "closed" says: no negation conflict (it was one: "open" is in the context too)
    assert find_conflicts("The clinic does not open on public holidays.", _CLINIC, _CLINIC) == []
    assert find_conflicts("The clinic is not open on public holidays.", _CLINIC, _CLINIC) == []
    # a closing time is not the opposite of opening hours: "opens" / "closes" and "open" / "closed" are two pairs
    assert find_conflicts("On Saturdays it closes at 1 pm.", _CLINIC, _CLINIC) == []


def test_two_ceilings_on_the_same_thing_must_agree() -> None:
    ev = "The battery lasts up to 18 hours."
    (r,) = find_conflicts("The battery lasts up to 24 hours.", ev)
    assert '"24 hours"' in r and '"18 hours"' in r
    assert find_conflicts("The battery lasts up to 18 hours.", ev) == []
    # a ceiling above a plain figure still allows it
    assert find_conflicts("The battery lasts up to 24 hours.", "The battery lasted 18 hours in our test.") == []
    # where the evidence states a ceiling, a figure below it does not allow another ceiling
    ev = "Both accounts can be opened with £1 and hold up to £250,000."
    (r,) = find_conflicts("Either account can hold up to £500,000.", ev)
    assert '"£500,000"' in r and '"£250,000"' in r
    assert find_conflicts("Either account can hold up to £250,000.", ev) == []
    # "within" is a ceiling: "up to 60 days" does not fit "within 28 days"
    ev = "Claims must be submitted within 28 days of the journey. Payments are made within 10 working days."
    assert find_conflicts("Claims may be submitted up to 60 days after the journey.", ev, ev)
    assert find_conflicts("Payments are made within 5 working days.", ev, ev)
    assert find_conflicts("Claims can be made up to 28 days after the journey.", ev, ev) == []
    # two ceilings of one unit are about one limit, though the unit ("years") is too generic to say so alone
    ev = "Home students receive £3,000 per year and international students £5,000, for up to three years."
    (r,) = find_conflicts("The scholarship can be held for up to four years.", ev, ev)
    assert '"four years"' in r and '"three years"' in r
    assert find_conflicts("The scholarship can be held for up to three years.", ev, ev) == []


def test_opposite_words_are_whole_words() -> None:
    ev = "The model factorizes a non-negative matrix of test results."
    assert find_conflicts("The model factorizes a positive matrix of test results.", ev) == []
    assert find_conflicts("The model factorizes a positive matrix of test results.", ev.replace("non-", ""))
    # a claim holding both words of a pair is not read as one side
    ev = "The stars stand for the state's Grand Divisions: West and Middle."
    assert find_conflicts("The stars stand for the state's Grand Divisions: East, Middle, and West.", ev) == []


def test_opposite_words_read_whole_sentences_and_a_sentence_stating_the_claims_word_clears_them() -> None:
    ev = ("Hello Sam, here are products for your office: with them, we offer a 10% discount on any package with a "
          "minimum purchase of $3,000.")
    claim = "He offers a 10% discount on any package with a maximum purchase of $3,000."
    (r,) = find_conflicts(claim, ev)  # the claim spans the sentence's clauses
    assert r.startswith('the claim says "maximum" where the evidence says "minimum"')
    ev = "Connection pooling is enabled by default. On Windows, connection pooling is disabled by default."
    assert find_conflicts("Connection pooling is disabled by default.", ev) == []  # left to the model
    other_year = find_conflicts("Connection pooling is disabled by default in 2019.",
                                "Connection pooling was enabled by default in 2021.")
    assert other_year and not any("disabled" in r for r in other_year)  # only the years differ


def test_hedge_words_are_whole_words() -> None:
    found = extract_quantities("almost 3,400, at most 6, moreover 7 items, some 8 staff, ~9 m, (about 11)")
    assert [(q.value, q.hedged, q.bound) for q in found] == [
        (3400.0, True, ""), (6.0, True, "max"), (7.0, False, ""), (8.0, True, ""), (9.0, True, ""), (11.0, True, "")]


def test_direction_words_clause_by_clause() -> None:
    ev = ("Sales rose 14.3% last year, while operating costs fell by 6%. "
          "Drug X lowered systolic blood pressure by 8.1 mmHg over 12 weeks.")
    (r,) = find_conflicts("Sales dropped 14% last year.", ev)
    assert r == 'the claim says "dropped" where the evidence says "rose": "Sales rose 14.3% last year"'
    (r,) = find_conflicts("Operating costs rose by 6%.", ev)
    assert r.endswith('where the evidence says "fell": "operating costs fell by 6%."')  # clause without "while"
    assert find_conflicts("Drug X raised systolic blood pressure.", ev)
    # the same direction in other words, a negated claim (left to the negation check), other words
    assert find_conflicts("Operating costs declined by 6%.", ev) == []
    assert find_conflicts("Drug X reduced systolic blood pressure by 8.1 mmHg.", ev) == []
    assert find_conflicts("Sales did not fall last year.", ev) == []
    assert find_conflicts("Ticket prices rose last year.", ev) == []
    # a rising loss is a fall
    ev = "Glaciers in the Alps are shrinking: satellites show increasing rates of glacier mass loss."
    assert find_conflicts("Glaciers in the Alps have decreased in mass.", ev) == []
    assert find_conflicts("Glacier mass loss has decreased.", ev)


def test_up_and_down_before_a_figure_are_directions() -> None:
    ev = "The company reported revenue of $48 million in 2023, up 12% from 2022. Its costs were down 3% in 2023."
    (r,) = find_conflicts("Revenue fell 12% in 2023.", ev)
    assert r.startswith('the claim says "fell" where the evidence says "up"')
    assert find_conflicts("Revenue rose 12% in 2023.", ev) == []
    assert find_conflicts("Its costs rose 3% in 2023.", ev)
    assert find_conflicts("Revenue was up 12% in 2023.", ev) == []
    # "up to" is a ceiling, not a direction
    assert find_conflicts("Revenue fell in 2023.", "Revenue of up to $48 million was reported in 2023.") == []
    # the model-input respelling leaves "up" / "down" alone and never writes them for a verb
    assert respell_direction("Revenue was up 12% in 2023.", ev) == "Revenue was up 12% in 2023."
    assert respell_direction("Revenue grew 12% in 2023.", ev) == "Revenue grew 12% in 2023."


def test_direction_words_need_the_same_time_and_no_agreeing_clause() -> None:
    ev = "Sales of bikes rose in 2021. Sales of bikes fell in 2022."
    assert find_conflicts("Sales of bikes fell in 2022.", ev) == []  # 2021's rise is another year
    assert find_conflicts("Sales of bikes rose in 2022.", ev)
    assert find_conflicts("Sales of bikes fell.", "Sales of bikes rose in spring.")
    # a clause states the claim's direction too
    assert find_conflicts("Sales of bikes fell.", "Sales of bikes rose in spring. Sales of bikes fell in autumn.") == []
    # a clause that is itself negated says nothing about the direction
    assert find_conflicts("Sales of bikes fell overall.", "Sales of bikes did not rise overall.") == []


def test_present_tense_directions_and_a_steady_figure() -> None:
    ev = ("From 1 March, the rate on the Easy Saver account falls from 3.10% to 2.85%. The rate on the Fixed Bond "
          "stays at 4.20%. Spending on social care rises to £148 million. Kestrel Falls has a new school.")
    (r,) = find_conflicts("The rate on the Easy Saver account rises to 2.85%.", ev)
    assert r.startswith('the claim says "rises" where the evidence says "falls"')
    (r,) = find_conflicts("The rate on the Fixed Bond falls to 4.20%.", ev)
    assert r.startswith('the claim says "falls" where the evidence says "stays at"')
    assert find_conflicts("The rate on the Easy Saver account is unchanged.", ev)
    assert find_conflicts("Spending on social care falls to £148 million.", ev)
    # the same side in other words, a steady claim against a steady clause
    assert find_conflicts("The rate on the Easy Saver account is being cut.", ev) == []
    assert find_conflicts("The rate on the Fixed Bond is unchanged.", ev) == []
    assert find_conflicts("Spending on social care will increase.", ev) == []
    # a percent "smaller than" is a fall, "larger than" a rise; a comparative without a percent is no direction here
    ev = "The council approved a budget of £412 million for 2026, up 4% from this year."
    (r,) = find_conflicts("The budget is 4% smaller than this year's.", ev)
    assert r.startswith('the claim says "smaller" where the evidence says "up"')
    assert find_conflicts("The budget is 4% larger than this year's.", ev) == []
    assert find_conflicts("The budget is smaller than this year's.", ev) == []
    # "Falls" with a capital is a place: no direction
    assert find_conflicts("Kestrel Falls has a new school.", "Kestrel Falls has a new school that grew fast.") == []


def test_a_figure_tied_to_another_direction_where_the_evidence_writes_it() -> None:
    ev = ("Skylark Air carried 412,000 passengers in the second quarter, up 9% from the same quarter last year. The "
          "load factor, the share of seats filled, rose to 84.3% from 81.7%. The deposit rate was also raised, to "
          "3.75%.")
    (r,) = find_conflicts("Skylark Air's passenger numbers fell 9% compared with a year earlier.", ev, ev)
    assert r.startswith('the claim ties "9%" to another direction than the evidence does: "Skylark Air carried')
    assert find_conflicts("The load factor dropped from 84.3% to 81.7%.", ev, ev)
    assert find_conflicts("The deposit rate was left unchanged at 3.75%.", ev, ev)
    for agrees in ("Skylark Air's passenger numbers rose 9% compared with a year earlier.",
                   "The load factor rose from 81.7% to 84.3%.", "The deposit rate was raised to 3.75%."):
        assert find_conflicts(agrees, ev, ev) == [], agrees
    # one place with the claim's direction is enough
    both = "Sales at the shop rose 9% while costs at the shop fell 9%."
    assert find_conflicts("Costs at the shop fell 9%.", both, both) == []


def test_direction_word_respelled_as_the_context_writes_it() -> None:
    ctx = ("Sales rose 14.3% last year, while operating costs fell by 6%. Drug X lowered blood pressure by 8 mmHg. "
           "Ticket prices have increased and have risen again.")
    assert respell_direction("Operating costs declined by 6%.", ctx) == "Operating costs fell by 6%."
    assert respell_direction("Drug X reduced blood pressure.", ctx) == "Drug X lowered blood pressure."
    assert respell_direction("Sales grew about 14% last year.", ctx) == "Sales rose about 14% last year."
    # a participle only takes a participle ("have increased" never becomes "have rose")
    assert respell_direction("Sales have increased last year.", ctx) == "Sales have increased last year."
    # unchanged: the opposite direction (left to the conflict check), the context's own word, two candidate
    # words, a negated claim, a claim on other words
    assert respell_direction("Sales dropped last year.", ctx) == "Sales dropped last year."
    assert respell_direction("Operating costs fell by 6%.", ctx) == "Operating costs fell by 6%."
    assert respell_direction("Ticket prices have climbed.", ctx) == "Ticket prices have climbed."
    assert respell_direction("Operating costs never declined.", ctx) == "Operating costs never declined."
    assert respell_direction("Staff numbers declined.", ctx) == "Staff numbers declined."


def test_where_a_change_by_a_to_b_started_is_no_conflict() -> None:
    ev = "The roads budget is cut by £6 million to £31 million. Fees rose by $5 to $45."
    assert find_conflicts("The roads budget was £37 million before the cut.", ev) == []
    assert find_conflicts("Fees were $40 before the rise.", ev) == []
    # the other way round, or the claim's figure written as the new value
    assert find_conflicts("The roads budget was £25 million before the cut.", ev)
    assert find_conflicts("Fees were $50 before the rise.", ev)
    assert find_conflicts("The roads budget was cut to £37 million.", ev)


def test_a_bare_figure_after_n_units_to_counts_that_unit() -> None:
    ev = "The budget passed by 38 votes to 21."
    (r,) = find_conflicts("The budget passed by 38 votes to 12.", ev)
    assert '"12 votes"' in r and '"21 votes"' in r
    assert find_conflicts("The budget passed by 38 votes to 21.", ev) == []
    assert [q.unit_word for q in extract_quantities("It fell from 16 seats to 12.")] == ["seats", "seats"]
    # a tally names the rival before the second figure; the claim's margin is their difference
    ev = "Official results gave Ferrand 11,482 votes to Okonjo-Reiss's 9,917."
    assert [q.unit for q in extract_quantities(ev)] == ["vot", "vot"]
    assert find_conflicts("Ferrand beat Okonjo-Reiss by 1,565 votes.", ev, ev) == []
    assert find_conflicts("Ferrand beat Okonjo-Reiss by 1,665 votes.", ev, ev)


def test_a_figure_labelled_as_the_claim_labels_it_is_the_claims_thing() -> None:
    ev = ("The quake's epicentre was 40 km south-west of Temsa, at a depth of 22 km. Ashby Town have 18 points and "
          "are 11 points from safety.")
    (r,) = find_conflicts("The quake's depth was 40 km.", ev, ev)
    assert r == ('the context writes "40 km" only for other things and, labelled as the claim labels it, gives '
                 '"22 km"')
    (r,) = find_conflicts("Ashby Town are 18 points from safety.", ev, ev)
    assert r.endswith('gives "11 points"')
    # the claim's label on a place of its figure, a figure with no label
    assert find_conflicts("The quake's depth was 22 km.", ev, ev) == []
    assert find_conflicts("The quake struck at a depth of 22 km.", ev, ev) == []
    assert find_conflicts("The epicentre was about 40 km from Temsa.", ev, ev) == []
    assert find_conflicts("Ashby Town have 18 points.", ev, ev) == []
    assert figure_labels("at a depth of 22 km", 14, 16, "km") == {("of", "depth")}
    assert figure_labels("Sales rose 12% in 2023", 11, 14, "") == set()
    # a broad noun labels only with the word before it: "the basic rate of 20%", not "the rate of 20%"
    assert figure_labels("taxed at the basic rate of 20%", 27, 30, "") == {("of", "basic rat")}
    assert figure_labels("taxed at the rate of 20%", 21, 24, "") == set()
    ev = "Income is taxed at the basic rate of 20%, then at the higher rate of 40%."
    assert any('"20%"' in r for r in find_conflicts("The basic rate is 40%.", ev, ev))
    assert find_conflicts("The basic rate is 20%.", ev, ev) == []


def test_a_difference_or_change_the_evidence_implies_is_no_conflict() -> None:
    ev = "Acme reported revenue of $4.2 billion for fiscal 2023, against $3.75 billion in 2022."
    assert find_conflicts("Acme's revenue increased by $450 million.", ev) == []
    assert find_conflicts("Acme's revenue increased by $650 million.", ev)
    ev = "The city had 1,200 residents in 2010, 10% of them children, and 1,500 residents in 2020."
    assert find_conflicts("The city gained 300 residents.", ev) == []
    assert find_conflicts("The number of residents rose 25%.", ev) == []  # 1,200 -> 1,500
    assert find_conflicts("The number of residents rose about 24%.", ev) == []  # hedged: within 5%
    assert find_conflicts("The number of residents rose 35%.", ev)
    # a round figure is not read as +-500: "1,000" is no difference of 1,200 and 1,500 (300)
    assert find_conflicts("The city gained 1,000 residents.", ev)
    assert find_conflicts("The city gained 400 residents.", ev)


def test_multiplier_words() -> None:
    ev = "Visitor numbers doubled from 10,000 in 2019 to 20,000 in 2021, while ticket sales rose."
    (r,) = find_conflicts("Visitor numbers tripled between 2019 and 2021.", ev)
    assert r.startswith('the claim says "tripled" where the evidence says "doubled"')
    assert find_conflicts("Visitor numbers halved between 2019 and 2021.", ev)
    assert find_conflicts("Visitor numbers rose twofold between 2019 and 2021.", ev) == []  # the same multiple
    assert find_conflicts("Visitor numbers did not triple between 2019 and 2021.", ev) == []  # negated
    assert find_conflicts("Ticket sales tripled.", ev) == []  # no clause gives their multiple


def test_a_number_counting_something_else_does_not_state_a_figure() -> None:
    ev = "Requests larger than 10 MB are rejected. A host gets at most 100 connections."
    (r,) = find_conflicts("Requests over 100 MB are rejected.", ev)
    assert r.startswith('the claim\'s hedged figure "100 MB" does not fit the evidence, which gives "10 MB"')
    assert find_conflicts("Requests over 10 MB are rejected.", ev) == []
    assert find_conflicts("A host gets up to 100 connections.", ev) == []
    assert find_conflicts("Requests above 100 are rejected.", ev) == []  # no unit: "100" is written


def test_no_difference_between_figures_counting_different_things() -> None:
    assert find_conflicts("The job pays $15 more per hour than the last one.",
                          "The job pays $40 per hour; the last one paid $25 per hour.") == []
    assert find_conflicts("The job pays $15.", "The job pays $25 per hour and $40 per day.")


def test_a_period_adjective_names_both_sums_of_its_sentence_for_a_difference() -> None:
    ev = "Annual vaccination costs $95 for dogs and $85 for cats, including a health check. A check-up is $65."
    assert find_conflicts("The annual vaccination for a cat is $10 cheaper than for a dog.", ev) == []
    assert find_conflicts("The annual vaccination for a cat is $15 cheaper than for a dog.", ev)
    # in another sentence the bare sum is no sum per year
    assert find_conflicts("A check-up is $30 cheaper than the annual vaccination for a dog.", ev)


def test_a_one_word_subject_needs_the_claims_figure_in_the_clause() -> None:
    ev = "Tolls rose 12% in 2023, while traffic fell by 6%."
    assert find_conflicts("Traffic rose by 6%.", ev)
    assert respell_direction("Traffic declined by 6%.", ev) == "Traffic fell by 6%."
    # one word and no figure: only a clause on that word alone ties them ("traffic fell by 6%"), not a longer one
    assert find_conflicts("Traffic rose.", ev)
    assert find_conflicts("Traffic rose.", "Tolls rose 12% in 2023, while traffic on the old ferry route fell.") == []
    assert respell_direction("Traffic declined by 9%.", ev) == "Traffic declined by 9%."


def test_figures_rounded_coarser_than_the_claims_imply_nothing_about_it() -> None:
    ctx = ("Adjusted earnings were $127.1 million or $1.04 per diluted share. Earnings from continuing operations "
           "were $130.4 million. We reported record earnings of $130.4 million.")
    claim = "The company reported adjusted earnings of $127.1 million or $1.05 per diluted share."
    (r,) = find_conflicts(claim, ctx, ctx)  # two "$130.4 million" are no difference of "$1.05"; not a range either
    assert r.startswith('the claim\'s figure "$1.05" is not in the evidence')
    assert find_conflicts(claim.replace("$1.05", "$1.04"), ctx, ctx) == []
    # a difference the figures do imply still counts
    ev = "Revenue was $4.2 billion in 2023, up from $3.75 billion in 2022."
    assert find_conflicts("Revenue increased by $450 million.", ev, ev) == []


def test_a_range_joins_figures_of_one_kind_and_scale() -> None:
    ev = "The pool holds 20 swimmers."
    assert find_conflicts("The pool holds 20 to 35 swimmers.", ev) == []  # one end of the claim's range is stated
    assert find_conflicts("The pool holds 15 to 35 swimmers.", ev) == []  # the evidence's figure lies within it


def test_a_tens_and_units_number_without_a_hyphen_is_one_number() -> None:
    assert q("twenty five Euros") == [(25.0, "currency:eur")]
    ev = "Project Manager: So the selling price of the product will be twenty five Euros."
    assert find_conflicts("The selling price of the product will be 25 Euros.", ev, ev) == []
    assert find_conflicts("The selling price of the product will be 20 Euros.", ev, ev)
    assert q("twenty people and five dogs") == [(20.0, "number"), (5.0, "number")]


def test_a_claimed_range_sharing_one_end_with_the_evidence_range_must_share_the_other() -> None:
    ev = "We now expect 2020 revenue to be between $11,100 million and $11,250 million."
    (r,) = find_conflicts("They expect 2020 revenue between $11,225 million and $11,250 million.", ev, ev)
    assert r == ('the claim\'s range "$11,225 million" to "$11,250 million" does not fit the evidence, which gives '
                 '"$11,100 million", "$11,250 million"')
    assert find_conflicts("They expect 2020 revenue between $11,100 million and $11,250 million.", ev, ev) == []
    # the same figure as the other side's end is the period next to it, not another figure for it
    ev = "Temperatures paused from 1998 to 2012."
    assert find_conflicts("Temperatures rose from 1970 to 1998.", ev, ev) == []
    # one end of the claim's range stated alone (no evidence range) is still no conflict
    assert find_conflicts("The pool holds 20 to 35 swimmers.", "The pool holds 20 swimmers.") == []


def test_the_same_count_of_another_time_unit_about_the_same_thing_conflicts() -> None:
    ev = "The package includes a 6-month warranty on all products and services."
    (r,) = find_conflicts("It comes with a 6-year warranty on all products and services.", ev, ev)
    assert '"6 year"' in r and '"6 month"' in r
    assert find_conflicts("It comes with a 6-month warranty on all products and services.", ev, ev) == []
    # one specific word near the claim's figure in the evidence sentence is enough: the claim's figure is stated
    # nowhere in the context, so the same count in another unit is the evidence's figure for it
    ctx = "Requests time out after 30 seconds. Failed requests are retried 3 times."
    (r,) = find_conflicts("Requests time out after 30 minutes.", ctx, ctx)
    assert '"30 minutes"' in r and '"30 seconds"' in r
    ctx = "In a trial of 1,204 adults, drug X lowered blood pressure by 8.1 mmHg after 12 weeks."
    (r,) = find_conflicts("The trial lasted 12 months.", ctx, ctx)
    assert '"12 months"' in r and '"12 weeks"' in r
    assert find_conflicts("The trial lasted 12 weeks.", ctx, ctx) == []
    # without a specific word of the claim in that sentence, two durations are not taken for one
    assert find_conflicts("The warranty lasts 12 months.", ctx, ctx) == []
    # stated elsewhere in the context: no conflict
    ctx = "Patients were followed for 6 months after the trial. The trial ran for 6 weeks."
    assert find_conflicts("The trial ran for 6 weeks.", "Patients were followed for 6 months after the trial.",
                          ctx) == []


def test_a_bare_number_does_not_state_a_time_span_beside_the_same_count_of_another_unit() -> None:
    ctx = "We studied children aged 6 to 11. Children who received a supplement for six months read better."
    (r,) = find_conflicts("Supplements were given for six weeks.", ctx, ctx)
    assert '"six weeks"' in r and '"six months"' in r
    assert find_conflicts("Supplements were given for six months.", ctx, ctx) == []
    # without a figure in another time unit the bare number still states it (a table cell, a list)
    ctx = "We studied children aged 6 to 11."
    assert find_conflicts("The youngest children were 6 years old.", ctx, ctx) == []


def test_business_days_count_days() -> None:
    (q5, q7) = extract_quantities("Refunds are issued within 5 to 7 business days.")
    assert (q5.value, q7.value, q7.unit) == (5, 7, "day")
    ctx = "Refunds are issued to the original payment method within 5 to 7 business days."
    assert find_conflicts("Refunds take 5 to 7 weeks.", ctx, ctx) == [  # each end of the range counts weeks
        'the claim\'s "5 weeks" is not in the evidence, which gives "5 business days"',
        'the claim\'s "7 weeks" is not in the evidence, which gives "7 business days"']
    assert find_conflicts("Refunds take 5 to 7 business days.", ctx, ctx) == []
    assert find_conflicts("Refunds take 5 to 7 days.", ctx, ctx) == []


def test_a_figure_the_context_states_only_about_another_thing_is_no_excuse() -> None:
    ctx = ("Our clients grew their sales by 10% last year, a record for the region.\n\n"
           "We are offering a 15% discount on your first order.")
    ev = "We are offering a 15% discount on your first order."
    (r,) = find_conflicts("They offer a 10% discount on the first order.", ev, ctx)
    assert '"10% discount"' in r and '"15% discount"' in r
    # where the context states the figure about the same thing, it is stated
    ctx2 = ctx + "\n\nReturning customers get a 10% discount on every order."
    assert find_conflicts("They offer a 10% discount on the first order.", ev, ctx2) == []
    # a figure the claim states too is another fact of the claim, not a rival figure
    ctx = "The price is $499/month.\n\nWith 15% off, the cost falls to $424.15 per month for three months."
    ev = "With 15% off, the cost falls to $424.15 per month for three months."
    assert find_conflicts("The monthly cost of $499 falls to $424.15 for three months.", ev, ctx) == []


def test_a_year_followed_by_a_preposition_is_a_year_not_a_count() -> None:
    ctx = "The Riverton bridge opened in 1932 near Tucson. It carries 12,000 cars a day."
    assert [(x.kind, x.value) for x in extract_quantities(ctx)][0] == ("year", 1932.0)
    (r,) = find_conflicts("The bridge opened in 1950.", ctx, ctx)
    assert '"1950"' in r and '"1932"' in r
    assert q("It employs 1500 people.") == [(1500.0, "number")]  # a count stays a count


def test_a_negated_clause_of_a_long_claim_sentence_is_checked_alone() -> None:
    ev = ("Plant-based milk alternatives will be asked to include a voluntary statement on their labels that compares "
          "their nutritional value to dairy milk. The agency has not yet finalised its guidance. It received many "
          "comments from dairy farmers, nutritionists and retailers over the past three years.")
    claim = ("Plant-based milks such as oat milk, sold in most supermarkets, will carry a label that does not compare "
             "their nutritional value to dairy milk, after years of debate among regulators.")
    (r,) = find_conflicts(claim, ev, ev)
    assert r.startswith("the claim negates what the evidence states") and "compares their nutritional" in r
    # where the evidence sentence on those words is negative too, it is no conflict
    ev_neg = ev.replace("include a voluntary statement on their labels that compares", "not include a statement "
                        "on their labels that compares")
    assert find_conflicts(claim, ev_neg, ev_neg) == []
    # a clause with fewer than three content words is not compared alone
    assert find_conflicts("The agency, as expected, did not act.", ev, ev) == []


def test_opposite_words_are_also_read_in_the_claims_clause_around_them() -> None:
    ev = ("Our adjusted diluted earnings per share grew 1.9% in the third quarter to $1.63. We now expect revenue for "
          "the full year to be between $11,100 million and $11,250 million.")
    claim = ("The company's adjusted diluted earnings per share declined by 1.9% in the third quarter to $1.63, and "
             "they expect revenue for the full year to rise to between $11,100 million and $11,250 million, helped by "
             "strong demand from new customers in Asia.")
    (r,) = find_conflicts(claim, ev, ev)  # the whole sentence holds too many other words for the clause test
    assert r.startswith('the claim says "declined" where the evidence says "grew"')
    assert find_conflicts(claim.replace("declined", "grew"), ev, ev) == []


def test_clause_around_a_word() -> None:
    text = "Sales rose 4% in May, while costs, which had fallen, climbed because of fuel that was dear."
    assert clause_around(text, text.index("rose"), text.index("rose") + 4) == "Sales rose 4% in May"
    assert clause_around(text, text.index("climbed"), text.index("climbed") + 7) == "climbed"
    assert clause_around(text, text.index("fallen"), text.index("fallen") + 6) == "which had fallen"
    assert clause_around("No bounds here", 3, 9) == "No bounds here"


def test_a_percent_or_a_sum_is_stated_only_by_its_kind_or_a_bare_number() -> None:
    ctx = ("Every discount question is answered within 30 minutes.\n\n"
           "Sign up within 10 days and get a 20% discount for the first six months.")
    ev = "Sign up within 10 days and get a 20% discount for the first six months."
    (r,) = find_conflicts("Businesses get a 30% discount for the first six months.", ev, ctx)
    assert '"30% discount"' in r and '"20% discount"' in r
    # a bare number still states it (tables, lists)
    assert find_conflicts("Businesses get a 30% discount for the first six months.", ev, ctx + "\n\nDiscount: 30") == []


def test_metric_lengths_and_masses_are_compared_in_one_unit() -> None:
    ev = "The Sydney Harbour Bridge is 1,149 metres long and its arch weighs 39,000 kg."
    assert find_conflicts("The bridge is 1.6 km long.", ev)  # neither engine compared km with metres
    assert find_conflicts("The bridge is 1.149 km long.", ev) == []
    assert find_conflicts("The arch weighs 39 kg.", ev)
    assert find_conflicts("The arch weighs 39,000,000 grams.", ev) == []
    # the bare first figure of a range takes the second's unit
    (low, high) = extract_quantities("between 1 and 2 km")
    assert (low.value, low.unit, high.value, high.unit) == (1000.0, "length", 2000.0, "length")
    assert find_conflicts("The bridge is between 1 and 2 km long.", ev) == []


def test_imperial_units_stay_as_written() -> None:
    # converted figures are rounded loosely ("9 inches" beside "21 cm"), so they are not compared
    assert find_conflicts("Seas rose nine inches.", "Seas rose 21 cm.") == []


_PLAN = ("Its Growth plan costs $49 per month and includes 5 users. Support is available by email from 9 am to 5 pm "
         "on weekdays. The office opens at 08:30.")


def test_the_same_sum_per_another_time_unit_is_a_conflict() -> None:
    assert find_conflicts("The Growth plan costs $49 per year.", _PLAN, _PLAN) == [
        'the claim\'s "$49 per year" is not in the evidence, which gives "$49 per month"']
    for same in ("The Growth plan costs $49 per month.", "The Growth plan costs $49 a month.",
                 "The Growth plan costs $49."):
        assert find_conflicts(same, _PLAN, _PLAN) == [], same


def test_a_clock_time_the_context_never_names_is_a_conflict_beside_other_times_on_the_same_words() -> None:
    assert find_conflicts("Support is available from 9 am to 9 pm.", _PLAN, _PLAN) == [
        'the claim\'s time "9 pm" is not in the context, which gives "9 am", "5 pm"']
    assert find_conflicts("The office opens at 8 am.", _PLAN, _PLAN)
    # the same times written otherwise, and a time about something the evidence does not time
    assert find_conflicts("Support is available from 09:00 to 17:00.", _PLAN, _PLAN) == []
    assert find_conflicts("The office opens at 8:30 am.", _PLAN, _PLAN) == []
    assert find_conflicts("The cafe next door opens at 7 am.", _PLAN, _PLAN) == []


def test_weekdays_and_weekends_are_opposites() -> None:
    assert find_conflicts("Support is available by email on weekends.", _PLAN, _PLAN)
    assert find_conflicts("Support is available by email on weekdays.", _PLAN, _PLAN) == []


def test_unlimited_against_a_count_of_the_same_thing_is_a_conflict() -> None:
    ev = "The Growth plan includes 5 users. The Pro plan includes unlimited projects."
    assert find_conflicts("The Growth plan includes unlimited users.", ev, ev) == [
        'the claim says "unlimited" where the evidence gives "5 users"']
    assert find_conflicts("The Pro plan includes 10 projects.", ev, ev) == [
        'the claim gives "10 projects" where the evidence says "unlimited"']
    assert find_conflicts("The Pro plan includes unlimited projects.", ev, ev) == []
    assert find_conflicts("The Growth plan includes unlimited storage.", ev, ev) == []
    # a limit named without a count: "is limited to", "capped", "limited mileage"
    ev = "The price includes unlimited mileage. Storage is capped at 50 GB."
    assert find_conflicts("Mileage is limited to 200 km per day.", ev, ev) == [
        'the claim says "Mileage is limited" where the evidence says "unlimited"']
    assert find_conflicts("The price includes limited mileage.", ev, ev)
    assert find_conflicts("The plan includes unlimited storage.", ev, ev) == [
        'the claim says "unlimited" where the evidence says "Storage is capped"']
    assert find_conflicts("Mileage is unlimited.", ev, ev) == []
    # an amount of the thing: "30 GB of 5G data" counts data
    ev = "The plan includes 30 GB of 5G data, unlimited calls and unlimited texts."
    assert find_conflicts("The plan includes unlimited data.", ev, ev) == [
        'the claim says "unlimited" where the evidence gives "30 GB of 5G data"']
    assert find_conflicts("The plan includes unlimited calls.", ev, ev) == []


_TRIAL = ("Side effects were mild. Drug X lowered systolic blood pressure by 8.1 mmHg. Patients over 80 were excluded. "
          "Smoking is prohibited on site.")


def test_mild_and_severe_systolic_and_diastolic_are_opposites() -> None:
    assert find_conflicts("Side effects were severe.", _TRIAL, _TRIAL)
    assert find_conflicts("Drug X lowered diastolic blood pressure by 8.1 mmHg.", _TRIAL, _TRIAL)
    assert find_conflicts("Drug X lowered systolic blood pressure by 8.1 mmHg.", _TRIAL, _TRIAL) == []


_RELEASE = ("Version 2.0 dropped support for Python 3.8. A retry setting was added to the client. Councillor Diaz, "
            "who voted against, said the cost was too high.")


def test_admitted_and_denied_are_opposites() -> None:
    ev = "Mark Delaney, 52, of Hove, admitted fraud at Lewes Crown Court in July."
    (r,) = find_conflicts("Delaney denied fraud.", ev, ev)
    assert r.startswith('the claim says "denied" where the evidence says "admitted"')
    assert find_conflicts("Delaney admitted fraud.", ev, ev) == []
    assert find_conflicts("Delaney did not deny fraud.", ev, ev) == []


def test_added_and_dropped_voted_for_and_against_are_opposites() -> None:
    (r,) = find_conflicts("Version 2.0 added support for Python 3.8.", _RELEASE, _RELEASE)
    assert '"added"' in r and '"dropped"' in r
    assert find_conflicts("A retry setting was removed from the client.", _RELEASE, _RELEASE)
    assert find_conflicts("Councillor Diaz voted for it.", _RELEASE, _RELEASE)
    assert find_conflicts("Councillor Diaz voted in favour.", _RELEASE, _RELEASE)
    for true in ("Version 2.0 dropped support for Python 3.8.", "A retry setting was added to the client.",
                 "Councillor Diaz voted against it."):
        assert find_conflicts(true, _RELEASE, _RELEASE) == [], true


@pytest.mark.parametrize(("claim", "seen"), [
    ("Patients older than 80 were not included.", "Patients older than 80 were excluded."),
    ("Smoking is not allowed on site.", "Smoking is prohibited on site."),
    # unchanged: the context writes the claim's own word, or no opposite of it, or the "not" is not next to it
    ("Patients over 80 were not excluded.", "Patients over 80 were not excluded."),
    ("The feature is not enabled.", "The feature is not enabled."),
    ("Not all patients were included.", "Not all patients were included."),
])
def test_a_negated_word_reaches_the_model_as_the_opposite_the_context_writes(claim: str, seen: str) -> None:
    assert respell_negated_opposite(claim, _TRIAL) == seen


_INVOICE = ("Invoice INV-2041 was issued to Harbor Foods on 2 October 2025 for 1,500 units of packaging at $0.84 per "
            "unit, a total of $1,260 before tax. Sales tax of 8% is added. Payment is due within 30 days of the "
            "invoice date. Late payments incur a fee of 1.5% per month.")


def test_a_sum_with_an_evidence_percent_added_taken_off_or_taken_is_no_conflict() -> None:
    assert find_conflicts("With tax, the invoice comes to $1,360.80.", _INVOICE, _INVOICE) == []
    assert find_conflicts("The tax on the invoice comes to $100.80.", _INVOICE, _INVOICE) == []
    assert find_conflicts("With tax, the invoice comes to about $1,361.", _INVOICE, _INVOICE) == []
    (r,) = find_conflicts("With tax, the invoice comes to $1,380.80.", _INVOICE, _INVOICE)
    assert r == 'the claim\'s figure "$1,380.80" is not in the evidence, which gives "$1,260"'
    # counts are not computed so: "five months" is 6 months less 10% only to the nearest month
    ev = "A 10% discount applies. The store saw a 37% increase in sales within 6 months."
    assert find_conflicts("The store saw a 37% increase in sales within five months.", ev, ev)


def test_a_fee_plus_a_rate_times_the_claims_count_is_no_conflict() -> None:
    ctx = ("Pay-as-you-go rides cost a $1.00 unlock fee plus $0.20 per minute. Members ride free for up to 45 "
           "minutes; longer rides are charged $0.15 per extra minute.")
    for implied in ("A 10-minute pay-as-you-go ride costs $3.00 in total.",
                    "A member taking a 60-minute ride pays $2.25 for the time beyond 45 minutes."):
        assert find_conflicts(implied, ctx, ctx) == [], implied
    for wrong in ("A 10-minute pay-as-you-go ride costs $3.20 in total.",
                  "A member taking a 60-minute ride pays $2.50 for the time beyond 45 minutes."):
        assert find_conflicts(wrong, ctx, ctx), wrong


def test_a_date_the_claim_computes_from_a_context_date_and_a_stated_span_is_no_conflict() -> None:
    assert find_conflicts("Payment is due 30 days after the invoice date, so by 1 November 2025.", _INVOICE,
                          _INVOICE) == []
    assert find_conflicts("Payment is due by 1 November 2025.", _INVOICE, _INVOICE) == []
    r = find_conflicts("Payment is due by 2 November 2025.", _INVOICE, _INVOICE)
    assert r[0] == 'the claim dates it "2 November 2025" but the evidence says "2 October 2025"'
    ev = "The offer was made on 31 January 2025 and stays open for one month. Refunds take 5 business days."
    assert find_conflicts("The offer stays open until 28 February 2025.", ev, ev) == []  # the month's last day
    assert find_conflicts("The offer stays open until 5 February 2025.", ev, ev)  # business days are not added


def test_a_rate_per_another_period_is_a_conflict() -> None:
    (r,) = find_conflicts("Late payments incur a fee of 1.5% per year.", _INVOICE, _INVOICE)
    assert r == 'the claim\'s "1.5% per year" is not in the evidence, which gives "1.5% per month"'
    assert find_conflicts("Late payments incur a fee of 1.5% per month.", _INVOICE, _INVOICE) == []


def test_a_word_and_its_non_form_are_opposites() -> None:
    ev = "Changes are allowed for a fee of CHF 70; the ticket is non-refundable. The deposit is nonrefundable."
    (r,) = find_conflicts("The ticket is fully refundable.", ev, ev)
    assert r.startswith('the claim says "refundable" where the evidence says "non-refundable"')
    assert find_conflicts("The deposit is refundable.", ev, ev)
    assert find_conflicts("The ticket is non-refundable.", ev, ev) == []
    # a claim of one other word is compared with a short clause only ("the ticket is ..."), not any sentence
    ev = "The ticket price includes a non-refundable booking fee charged by the agency for every change."
    assert find_conflicts("The ticket is refundable.", ev, ev) == []
    # "nonsense" is no "non-" form of "sense"
    assert find_conflicts("The plan makes sense.", "The plan is nonsense.", "The plan is nonsense.") == []
    # the evidence may write the "non-" form in words
    ev = "The warranty is void if the device is opened by anyone other than a FixPoint technician."
    assert find_conflicts("Letting a non-FixPoint technician open the device voids the warranty.", ev, ev) == []
    ev = "The warranty is void if the device is opened by a FixPoint technician."
    assert find_conflicts("The warranty is void if a non-FixPoint technician opens the device.", ev, ev)


_OUTAGE = ("Between 14:05 and 15:20 UTC on 9 September, the EU-West region of our storage service returned errors for "
           "about 18% of requests. The cause was a faulty configuration change, which was rolled back at 15:02. No "
           "data was lost.")


def test_the_parts_of_a_time_written_with_a_colon_are_no_figures() -> None:
    found = extract_quantities("The last bus leaves at 23:30 or 5:30 p.m.; she won in 2:21:08. Ratio 16:9, 30 minutes.")
    assert [q.text for q in found] == ["16", "9", "30"]
    # so "23:30" is no place of the claim's "30 minutes": the figure the evidence gives for the trip decides
    ctx = "The last bus leaves at 23:30. The trip to the airport takes 45 minutes."
    (r,) = find_conflicts("The trip to the airport takes 30 minutes.", ctx, ctx)
    assert '"30 minutes"' in r and '"45 minutes"' in r


def test_a_clock_time_the_context_gives_only_for_something_else_is_a_conflict() -> None:
    (r,) = find_conflicts("The change was rolled back at 14:05 UTC.", _OUTAGE, _OUTAGE)
    assert r == ('the claim\'s time "14:05" is given in the context only for something else; on this it gives '
                 '"15:02"')
    assert find_conflicts("The change was rolled back at 15:02 UTC.", _OUTAGE, _OUTAGE) == []
    assert find_conflicts("Errors began at 14:05 UTC.", _OUTAGE, _OUTAGE) == []


def test_a_short_claim_the_evidence_negates_may_add_one_word() -> None:
    ev = _OUTAGE + " Customers in other regions were not affected."
    (r,) = find_conflicts("Some customer data was lost.", ev, ev)
    assert r == 'the evidence negates the claim: "No data was lost."'
    assert find_conflicts("No customer data was lost.", ev, ev) == []
    # two words the negated sentence lacks are too many
    assert find_conflicts("Some customer billing data was lost.", ev + " Billing runs daily.", ev) == []


_LABEL = ("Adults and children over 12: take 1 to 2 tablets every 4 to 6 hours as needed. Do not take more than 8 "
          "tablets in 24 hours.")


def test_a_ceiling_against_the_top_of_an_evidence_range_of_the_same_count() -> None:
    (r,) = find_conflicts("Adults can take up to 4 tablets at a time.", _LABEL, _LABEL)
    assert r == 'the claim\'s hedged figure "4 tablets" does not fit the evidence, which gives "2 tablets"'
    assert find_conflicts("Adults can take up to 2 tablets at a time.", _LABEL, _LABEL) == []
    assert find_conflicts("Adults can take 1 to 2 tablets every 4 to 6 hours.", _LABEL, _LABEL) == []
    # the bare first figure of a range counts what the second counts: "4 to 6 hours" does not state "4 tablets"
    assert find_conflicts("Adults can take 4 tablets at a time.", _LABEL, _LABEL)
    # and the two ends of one range imply no difference: "every 4 to 6 hours" says nothing of "every 2 hours"
    assert find_conflicts("Take 1 to 2 tablets every 2 hours.", _LABEL, _LABEL)


def test_a_sum_per_another_period_converted_is_no_conflict() -> None:
    ev = "The asking price is £425,000. Service charges are £1,800 a year. The Pro plan costs $29 per month."
    for derived in ("Service charges come to £150 a month.", "Monthly billing for the Pro plan comes to $348 a year.",
                    "Service charges come to about £35 a week."):
        assert find_conflicts(derived, ev, ev) == [], derived
    assert find_conflicts("Service charges come to £425 a month.", ev, ev)  # nothing converts to it


def test_a_sum_per_period_is_compared_with_the_evidence_sum_per_another_period_converted() -> None:
    ev = "The Pro plan costs $29 per month. It includes 10 GB of storage."
    (r,) = find_conflicts("The Pro plan costs $400 per year.", ev, ev)
    assert r == 'the claim\'s figure "$400 per year" is not in the evidence, which gives "$29 per month"'
    assert find_conflicts("The Pro plan costs $30 a week.", ev, ev)  # $29 a month is about $6.69 a week
    assert find_conflicts("The Pro plan costs less than $300 a year.", ev, ev)  # a ceiling below $348
    for agrees in ("The Pro plan costs $348 per year.", "The Pro plan costs about $350 a year.",
                   "The Pro plan costs about $6.70 a week.", "The Pro plan costs more than $300 a year."):
        assert find_conflicts(agrees, ev, ev) == [], agrees
    # only a sum about the same thing is converted
    other = "The Pro plan costs $29 per month. Parking at the office costs $400 a year."
    assert find_conflicts("The Pro plan costs $400 per year.", other, other) == []


def test_without_in_the_evidence_negates_what_the_claim_states() -> None:
    ev = "The two-bedroom flat on Elm Road is on the third floor of a building without a lift."
    (r,) = find_conflicts("The building has a lift.", ev, ev)
    assert r.startswith('the evidence negates the claim: "The two-bedroom flat')
    assert find_conflicts("The flat is in a building without a lift.", ev, ev) == []
    assert find_conflicts("The flat is on the third floor.", ev, ev) == []


def test_only_a_part_stated_agrees_with_the_rest_negated() -> None:
    ev = "He took £240,000 from the charity over six years. Only £30,000 of the money has been recovered."
    assert find_conflicts("Most of the money has not been recovered.", ev, ev) == []
    # without "only", the same sentence states the recovery
    ev = "He took £240,000 from the charity over six years. £30,000 of the money has been recovered."
    assert find_conflicts("The money has not been recovered.", ev, ev)


def test_a_negated_claim_the_context_says_negatively_outside_the_passage_is_no_conflict() -> None:
    context = ("The Aurora X2 wireless headphones have a 700 mAh battery. Charging uses a USB-C port; a full charge "
               "takes about 2 hours. Wireless charging is not supported.")
    passage = "The Aurora X2 wireless headphones have a 700 mAh battery. Charging uses a USB-C port."
    claim = "The Aurora X2 cannot be charged on a wireless charging pad."
    assert find_conflicts(claim, passage, passage) == ["the claim negates what the evidence states"]
    assert find_conflicts(claim, passage, context) == []
    # one sentence stating the claim but for its "not" keeps the conflict, whatever else negates
    context = ("The Biden administration unveiled details Thursday of how it will seek to spur the semiconductor "
               "sector. That vulnerability is not sustainable, the semiconductor chief said.")
    claim = "The Biden administration unveiled goals Thursday for how it won't seek to spur the semiconductor sector."
    assert find_conflicts(claim, context, context)


def test_a_negated_bound_is_no_conflict_with_the_other_side_of_that_bound() -> None:
    passage = ("For delays of 15 to 29 minutes, passengers receive 25% of the single ticket price. Season ticket "
               "holders are compensated on a daily pro-rata basis.")
    context = "Northvale Rail pays compensation when a journey arrives 15 minutes or more late. " + passage
    claim = "Delays of less than 15 minutes are not compensated."
    assert find_conflicts(claim, passage, passage) == ["the claim negates what the evidence states"]
    assert find_conflicts(claim, passage, context) == []  # "15 minutes or more" is the other side of "less than 15"
    # a bound outside the negated clause excuses nothing ("no improved" is the edit here)
    ev = "Results improved. We plan to build over 100 stores, with over 50 completed by 2025."
    assert find_conflicts("Results did not improve, and we plan over 100 stores, with less than 50 completed by 2025.",
                          ev, ev)


def test_a_two_word_negated_claim_against_a_sentence_negating_something_else() -> None:
    ev = "We trained a model on English text. We release the code but not the weights."
    (r,) = find_conflicts("The code is not released.", ev, ev)
    assert r == 'the claim negates what the evidence states: "We release the code but not the weights."'
    assert find_conflicts("The weights are not released.", ev, ev) == []
    # a contrast (", not ...") names what is not meant; it states no negation to compare
    ev = "No record says so. Volcanoes may have melted the glaciers, with global warming as a second cause."
    assert find_conflicts("Volcanoes melted the glaciers, not global warming.", ev, ev) == []
    assert find_conflicts("Volcanoes melted the glaciers. It was not global warming.", ev, ev)


def test_an_evidence_sentence_naming_the_claims_time_itself_is_no_conflict() -> None:
    # the clause around "8:30" shares no word with the sentence naming it, but the sentence on the claim's words names
    # 8:30 too: no rival time
    ev = "The cafe opens daily. Breakfast service runs from 8:30 to 11:00 and dinner service until 21:30."
    assert find_conflicts("Breakfast service starts daily, with doors opening at 8:30.", ev, ev) == []
    assert find_conflicts("Breakfast service starts daily, with doors opening at 9:30.", ev, ev)


_HOTEL = ("Booking HB-77812 at Hotel Miramar, Valencia. Check-in: Friday 14 March 2025 from 15:00. Check-out: Monday "
          "17 March 2025 by 11:00. Room: double, sea view, breakfast included. Total for 3 nights: EUR 540, paid in "
          "full. Free cancellation until 10 March; after that, the first night is charged.")


def test_a_hyphenated_compound_is_one_topic_for_clock_times() -> None:
    """"check-in" and "check-out" are not both about "check": 11:00 is given only for the check-out."""
    (r,) = find_conflicts("Check-in is from 11:00.", _HOTEL, _HOTEL)
    assert r == 'the claim\'s time "11:00" is given in the context only for something else; on this it gives "15:00"'
    assert find_conflicts("Check-in is from 15:00.", _HOTEL, _HOTEL) == []
    assert find_conflicts("Check-out is by 11 am on Monday.", _HOTEL, _HOTEL) == []


def test_a_calendar_day_the_context_gives_only_for_something_else_is_a_conflict() -> None:
    (r,) = find_conflicts("Free cancellation is possible until 14 March.", _HOTEL, _HOTEL)
    assert r == ('the claim\'s date "14 March" is given in the context only for something else; on this it gives '
                 '"10 March"')
    (r,) = find_conflicts("Free cancellation ends on March 12.", _HOTEL, _HOTEL)
    assert r == 'the claim\'s date "March 12" is not in the context, which gives "10 March"'
    for true in ("Free cancellation is possible until 10 March.", "You can cancel for free until the 10th of March.",
                 "Check-in is on Friday 14 March.", "The stay runs from 14 to 17 March 2025."):
        assert find_conflicts(true, _HOTEL, _HOTEL) == [], true


def test_a_span_set_off_from_its_statement_is_read_with_the_whole_claim() -> None:
    ctx = ("Firefighters took more than 14 hours to bring a heath fire under control on Sunday. The blaze was reported "
           "at about 1.40pm on Sunday by a dog walker. The fire was declared under control at 4am on Monday.")
    claim = ("The fire took more than 14 hours to bring under control, from the first report at about 1.40pm on "
             "Sunday to 4am on Monday.")
    assert find_conflicts(claim, ctx, ctx) == []
    # a clause of its own is still read alone: the report was not on Monday
    (r,) = find_conflicts("The fire took more than 14 hours to bring under control, and the first report came at "
                          "about 1.40pm on Monday.", ctx, ctx)
    assert '"Monday" is given in the context only for something else' in r


def test_a_month_named_alone_is_read_against_what_the_context_gives_that_month_for() -> None:
    ctx = ("Ledgerly is cutting 38 jobs, just five months after announcing a £22 million funding round. The company "
           "told staff on Thursday 12 June that the cuts would take effect at once. In January, Ledgerly said it had "
           "raised £22 million in a round led by Corvane Capital.")
    (r,) = find_conflicts("Ledgerly raised £22 million in June.", ctx, ctx)
    assert r == 'the claim\'s month "June" is given in the context only for something else; on this it gives "January"'
    assert find_conflicts("Ledgerly raised £22 million in January.", ctx, ctx) == []
    assert find_conflicts("Ledgerly told staff about the cuts in June.", ctx, ctx) == []
    # a month the claim denies is not read this way (the negation check judges the denial)
    assert not [r for r in find_conflicts("Ledgerly did not raise £22 million in June.", ctx, ctx) if "month" in r]
    # a run of dates names the months inside it, though words of its own follow its "and"
    ctx = "Dogs must be kept on a lead between 1 March and 31 July because of ground-nesting birds."
    assert find_conflicts("Dogs must be kept on a lead in May.", ctx, ctx) == []
    assert find_conflicts("Dogs must be kept on a lead in September.", ctx, ctx)


def test_a_time_written_with_a_dot_before_pm_is_a_clock_time() -> None:
    assert extract_quantities("He raised the alarm at 2.40pm.") == []  # no figure 2.4 counting "pm"
    assert [(q.text, q.kind) for q in extract_quantities("Sales rose 2.40 per cent.")] == [("2.40 per cent",
                                                                                             "percent")]
    ctx = ("He raised the alarm at 2.40pm, and members of the Drummond Fells Mountain Rescue Team reached the scene "
           "about 50 minutes later.")
    (r,) = find_conflicts("He raised the alarm at 2.50pm.", ctx, ctx)
    assert r == 'the claim\'s time "2.50pm" is not in the context, which gives "2.40pm"'
    assert find_conflicts("After the alarm was raised at 2.40pm, rescuers reached the scene at around 3.30pm.", ctx,
                          ctx) == []


def test_a_bare_and_between_two_dated_statements_splits_them() -> None:
    ctx = "Abstracts are due on 2 May and full papers on 9 May, both at 23:59 AoE. Notification is on 20 June."
    (r,) = find_conflicts("Abstracts for the workshop are due on 9 May.", ctx, ctx)
    assert r == 'the claim\'s date "9 May" is given in the context only for something else; on this it gives "2 May"'
    for true in ("Abstracts for the workshop are due on 2 May.", "Full papers are due on 9 May."):
        assert find_conflicts(true, ctx, ctx) == [], true
    # one side without words of its own is no statement ("between 2 May and 9 May"), nor one sharing the first
    # side's subject ("open on 1 February and close on 31 March")
    ctx = "Entries are accepted between 2 May and 9 May."
    assert find_conflicts("Entries are accepted until 9 May.", ctx, ctx) == []
    ctx = "Applications open on 1 February and close on 31 March; decisions are sent by 15 May."
    assert find_conflicts("Applications close on 15 May.", ctx, ctx)


def test_a_claimed_range_apart_from_the_evidence_range_for_it_conflicts() -> None:
    ctx = ("Most patients improve within six to eight weeks with rest and a thumb splint worn at night. Keep wearing "
           "the splint at night for two weeks after the pain has gone.")
    (r,) = find_conflicts("Most patients improve within two to three weeks with rest.", ctx, ctx)
    assert "range" in r and '"six weeks"' in r and '"eight weeks"' in r
    assert find_conflicts("Most patients improve within six to eight weeks with rest.", ctx, ctx) == []
    # a range overlapping the evidence's, or with a figure inside it, is left as before
    assert find_conflicts("Most patients improve within two to eight weeks with rest.", ctx, ctx) == []
    assert find_conflicts("The pool holds 10 to 15 swimmers.", "The pool holds 11 swimmers.") == []


def test_the_digits_of_a_converted_measure_do_not_state_another_unit() -> None:
    ctx = "Calvane Island lies 14 km off the coast, opposite the mainland port of Dunstrell."
    (r,) = find_conflicts("Calvane Island is 14 miles off the coast.", ctx, ctx)
    assert '"14 miles"' in r and '"14 km"' in r
    assert find_conflicts("Calvane Island lies 14 km off the coast.", ctx, ctx) == []
    assert find_conflicts("Calvane Island lies 14 kilometres off the coast.", ctx, ctx) == []


def test_milliseconds_are_a_time_unit_of_their_own() -> None:
    ctx = "The wait between attempts starts at 0.5 seconds and doubles after each failed attempt."
    (r,) = find_conflicts("The wait starts at 0.5 milliseconds and doubles after each attempt.", ctx, ctx)
    assert '"0.5 milliseconds"' in r and '"0.5 seconds"' in r
    assert find_conflicts("The wait starts at 0.5 seconds and doubles after each attempt.", ctx, ctx) == []


def test_and_a_half_belongs_to_its_figure() -> None:
    assert [(q.value, q.unit) for q in extract_quantities("a three-and-a-half-year contract")] == [(3.5, "year")]
    assert [q.value for q in extract_quantities("two and a half million pounds")] == [2_500_000]
    assert [(q.value, q.unit) for q in extract_quantities("it lasts 2 and a half hours")] == [(2.5, "hour")]
    ctx = "He has signed a four-and-a-half-year contract with the club."
    (r,) = find_conflicts("He has signed a three-and-a-half-year contract with the club.", ctx, ctx)
    assert "three-and-a-half" in r and "four-and-a-half" in r
    assert find_conflicts("He has signed a 4.5-year contract with the club.", ctx, ctx) == []
    assert find_conflicts("He has signed a four and a half year contract with the club.", ctx, ctx) == []


def test_spelled_numbers_inside_a_compound_name_are_no_figures() -> None:
    assert [q.text for q in extract_quantities("The six-in-one vaccine is given as three doses.")] == ["three"]
    assert [q.text for q in extract_quantities("a two-year warranty on twenty-five parts")] == ["two", "twenty-five"]


def test_a_gap_between_figures_apart_is_a_difference() -> None:
    ctx = ("The six-in-one vaccine is given as three doses at 8, 12 and 16 weeks of age. Rotavirus vaccine is given "
           "at 8 and 12 weeks only. The booster is at 4 months.")
    assert find_conflicts("The three six-in-one doses are given four weeks apart.", ctx, ctx) == []


def test_clock_time_plus_a_gap_the_context_writes_is_implied() -> None:
    ctx = ("Sailings leave Port Ennis at 07:15, 10:30 and 18:45, and the crossing takes 55 minutes. Return sailings "
           "leave Caragh Island 90 minutes after each Port Ennis departure.")
    for implied in ("The 07:15 sailing from Port Ennis reaches Caragh Island at 08:10.",
                    "The last sailing from Caragh Island leaves at 20:15."):
        assert find_conflicts(implied, ctx, ctx) == [], implied
    assert find_conflicts("The 07:15 sailing from Port Ennis reaches Caragh Island at 08:30.", ctx, ctx)
    # a frequency is no gap: "every 30 minutes" does not put a bus at 05:30
    ctx = "Buses run every 15 minutes between 06:00 and 20:00 on weekdays, and every 30 minutes on weekends."
    assert find_conflicts("The first weekday bus leaves at 05:30.", ctx, ctx)


def test_a_claim_restating_a_base_value_with_another_is_no_computation() -> None:
    """A context time (date) and a gap imply another only where the claim is about the gap's statement or writes the
    base too; a claim repeating the base's statement with another value puts it in the base's place."""
    ctx = "Lifts operate from 8:30 a.m. to 4:00 p.m., and the Summit Express closes 30 minutes earlier."
    (r,) = find_conflicts("Lifts operate from 8:00 a.m. to 4:00 p.m.", ctx, ctx)
    assert r.startswith('the claim\'s time "8:00 a.m." is not in the context')
    assert find_conflicts("The Summit Express closes at 3:30 p.m.", ctx, ctx) == []
    ctx = ("Your selected retirement age is 65, which you will reach on 14 August 2041. Transfers out are permitted "
           "at any time, except within 12 months of your selected retirement age.")
    (r,) = find_conflicts("Eleanor will reach her selected retirement age of 65 on 14 August 2042.", ctx, ctx)
    assert r == 'the claim dates it "14 August 2042" but the evidence says "14 August 2041"'
    assert find_conflicts("Transfers out stop on 14 August 2040.", ctx, ctx) == []
    assert find_conflicts("Eleanor reaches 65 on 14 August 2041, so transfers stop on 14 August 2040.", ctx,
                          ctx) == []


def test_a_date_in_a_year_the_context_never_dates_conflicts_with_the_same_day_in_another() -> None:
    ctx = "The warranty started on 3 March 2023. Claims must be made in writing."
    reasons = find_conflicts("The warranty started on 3 March 2024.", ctx, ctx)
    assert 'the claim dates it "3 March 2024" but the evidence says "3 March 2023"' in reasons
    assert find_conflicts("The warranty started on 3 March 2023.", ctx, ctx) == []
    # in a year the context dates something else in, the month check compares with that year's date instead
    ctx = "The warranty started on 3 March 2023 and ends on 1 June 2024."
    assert 'but the evidence says "3 March 2023"' not in " ".join(
        find_conflicts("The warranty started on 3 March 2024.", ctx, ctx))


def test_a_negated_claim_restating_an_exception_or_an_only_is_no_conflict() -> None:
    ctx = "Items can be renewed twice, online or at the desk, unless another member has reserved them."
    assert find_conflicts("An item reserved by another member cannot be renewed.", ctx, ctx) == []
    ctx = "Dogs are allowed only on the paved Lakeshore Trail and must be leashed."
    assert find_conflicts("Dogs are not allowed on any trail except the paved Lakeshore Trail.", ctx, ctx) == []
    assert find_conflicts("Dogs are not allowed on the paved Lakeshore Trail.", ctx, ctx)


def test_a_case_the_claim_supposes_is_not_contradicted_by_a_limit() -> None:
    ctx = ("Parcels weighing up to 30 kg are accepted. Parcels heavier than 15 kg incur a handling fee of £6.00. An "
           "item more than 60 days overdue is treated as lost.")
    for case in ("A 20 kg parcel carries a £6.00 handling fee.", "A member whose item is 70 days overdue loses it."):
        assert find_conflicts(case, ctx, ctx) == [], case
    # a figure stated as the limit itself still has to be the context's, and so does a rule's figure or a band's
    assert find_conflicts("Parcels weighing up to 40 kg are accepted.", ctx, ctx)
    ctx = "Recipients must achieve an average mark of 65% or higher in each academic year."
    assert find_conflicts("Recipients must maintain an average mark of 70% to keep the award.", ctx, ctx)
    ctx = "For delays of 15 to 29 minutes, passengers receive 25%; for 30 to 59 minutes, 50%."
    assert find_conflicts("A 35-minute delay entitles the passenger to 25% of the ticket price.", ctx, ctx)


def test_a_change_from_one_figure_to_another_implies_the_difference() -> None:
    ctx = "The Basic plan stays at £4.99 a month, while Standard rises from £10.99 to £12.99 and Premium from £17.99."
    assert find_conflicts("Standard goes up by £2 a month.", ctx, ctx) == []
    assert find_conflicts("Standard goes up by £3 a month.", ctx, ctx)
    # the two ends of a range still imply nothing
    ctx = "Tickets cost from £10 to £12 and the Basic plan £4.99 a month."
    assert find_conflicts("Tickets differ by £2.", ctx, ctx)


def test_a_sum_per_unit_times_the_claims_own_count_is_implied() -> None:
    ctx = ("Overdue DVDs on adult cards are charged £1 per day. An item more than 60 days overdue is treated as "
           "lost, and the member is charged its replacement cost plus a £3 processing fee.")
    assert find_conflicts("A DVD returned four days late owes £4 in late fees.", ctx, ctx) == []
    assert find_conflicts("A DVD returned four days late owes £5 in late fees.", ctx, ctx)


def test_a_sum_per_a_counted_unit_is_the_total_divided_by_the_count() -> None:
    assert find_conflicts("The booking costs EUR 180 per night.", _HOTEL, _HOTEL) == []
    (r,) = find_conflicts("The booking costs EUR 190 per night.", _HOTEL, _HOTEL)
    assert r == 'the claim\'s figure "EUR 190" is not in the evidence, which gives "EUR 540"'
    # and the other way: a total from a price per unit and the count of units
    ev = "We ordered 1,500 units of packaging at $0.84 per unit. Shipping was $40."
    assert find_conflicts("The packaging costs $1,260.", ev, ev) == []
    assert find_conflicts("The packaging costs $1,290.", ev, ev)
    assert find_conflicts("The packaging costs $0.90 per unit.", ev, ev)


_EARNINGS = ("Northwind Ltd reported revenue of $4.2 billion for the third quarter of 2025, up 12% from a year "
             "earlier. The company raised its full-year revenue forecast to $16.5 billion from $16 billion.")


def test_a_difference_of_coarsely_written_figures_that_is_the_claims_figure_exactly() -> None:
    """"$16 billion" may be rounded by half a billion, yet "to $16.5 billion from $16 billion" is "by $500 million"."""
    assert find_conflicts("Northwind raised its revenue forecast by $500 million.", _EARNINGS, _EARNINGS) == []
    assert find_conflicts("Northwind raised its revenue forecast by 500 million dollars.", _EARNINGS, _EARNINGS) == []


def test_cut_slashed_and_trimmed_go_down_boosted_and_hiked_go_up() -> None:
    (r,) = find_conflicts("Northwind cut its full-year revenue forecast.", _EARNINGS, _EARNINGS)
    assert r.startswith('the claim says "cut" where the evidence says "raised"')
    ev = "The bank hiked its key rate. Shops slashed prices in January."
    assert find_conflicts("The bank trimmed its key rate.", ev, ev)
    assert find_conflicts("Shops boosted prices in January.", ev, ev)
    assert find_conflicts("The bank lifted its key rate.", ev, ev) == []


def test_a_version_the_context_writes_without_the_word_version_is_stated() -> None:
    ev = "Version 3.2.0 (released 4 June 2025). The retry argument is deprecated and will be removed in 4.0."
    assert find_conflicts("The retry argument will be removed in version 4.0.", ev, ev) == []
    (r,) = find_conflicts("The retry argument will be removed in version 5.0.", ev, ev)
    assert r.startswith('the claim\'s version "5.0" is not in the evidence')


def test_a_day_whose_clause_names_nothing_is_read_with_the_whole_claim() -> None:
    """A date's own comma ends a clause: ", to July 18, 2015" names nothing, so the claim's words say what it is for."""
    ctx = ("The Millers is an American sitcom. It aired on CBS from October 3, 2013, to July 18, 2015. The Millers "
           "premiered on CBS on November 14, 2013, in Canada.")
    assert find_conflicts("The Millers aired on CBS from October 3, 2013, to July 18, 2015.", ctx, ctx) == []


def test_both_ends_of_a_range_of_days_are_days_the_context_names() -> None:
    ctx = "Group A was played in Rouen from 12 to 18 April 2015. Group B was played in Beijing from 6 to 12 May 2015."
    assert find_conflicts("Group A started in Rouen on 12 April 2015.", ctx, ctx) == []
    assert find_conflicts("Group A started in Rouen on 13 April 2015.", ctx, ctx)
    ctx = "The first legs were played on March 6-7, and the second legs were played on March 13-14, 2018."
    assert find_conflicts("The first legs were played on 6 and 7 March.", ctx, ctx) == []


_TOWN = ("The population was 4,812 at the 2020 census, up from 4,105 in 2010. The town was founded in 1871 as a "
         "logging camp and incorporated in 1903. It is named after the waterfall on Kestrel Creek, which drops 62 "
         "metres.")


def test_the_same_figure_in_another_unit_of_the_same_quantity_is_a_conflict() -> None:
    (r,) = find_conflicts("The waterfall is 62 feet high.", _TOWN, _TOWN)
    assert '"62 feet"' in r and '"62 metres"' in r
    assert find_conflicts("The waterfall drops 62 metres.", _TOWN, _TOWN) == []
    ev = "The farm covers 40 hectares of land. The creek is 3 miles long."
    assert find_conflicts("The farm covers 40 acres of land.", ev, ev) != []
    assert find_conflicts("The creek is 3 km long.", ev, ev) != []
    assert find_conflicts("The creek is 3 miles long.", ev, ev) == []


def test_up_from_and_down_from_a_figure_are_directions() -> None:
    (r,) = find_conflicts("The population fell between 2010 and 2020.", _TOWN, _TOWN)
    assert '"fell"' in r and '"up"' in r
    assert find_conflicts("The population grew between 2010 and 2020.", _TOWN, _TOWN) == []
    ev = "Sales were $3 million in 2024, down from $4 million in 2023."
    assert find_conflicts("Sales rose between 2023 and 2024.", ev, ev) != []


def test_a_period_adjective_before_a_sum_makes_it_a_sum_per_that_period() -> None:
    lease = "Rent is £1,250 per month, payable on the first of each month."
    assert [(x.text, x.unit) for x in extract_quantities("Annual rent comes to £15,000.")] == [("£15,000", "year")]
    assert find_conflicts("Annual rent comes to £15,000.", lease, lease) == []
    assert find_conflicts("The annual rent is £1,250.", lease, lease) != []
    # a figure or a comma between them: the sum is not the period's
    assert [x.unit for x in extract_quantities("A monthly fee of $49 applies, plus a $100 setup fee.")] == ["month",
                                                                                                         None]


def test_a_year_the_context_gives_the_claims_verb_only_as_another_year_is_a_conflict() -> None:
    (r,) = find_conflicts("The town was founded in 1903.", _TOWN, _TOWN)
    assert '"founded in 1903"' in r and '"founded in 1871"' in r
    assert find_conflicts("It was incorporated in 1871.", _TOWN, _TOWN) != []
    assert find_conflicts("The town was founded in 1871.", _TOWN, _TOWN) == []
    assert event_year_conflicts("The town was not founded in 1903.", _TOWN) == []
    # a verb the context writes with both years, or never before "in <year>": nothing to compare
    ev = "The club was founded in 1871. The school was founded in 1903."
    assert find_conflicts("The club was founded in 1903.", ev, ev) == []
    assert find_conflicts("The town grew rapidly in 1903.", _TOWN, _TOWN) == []


def test_a_verbs_object_may_stand_between_it_and_its_year() -> None:
    ev = ("Parliament approved the scheme in 1871, but money ran short and work did not start until 1874. The first "
          "section opened to goods traffic in March 1877.")
    (r,) = event_year_conflicts("Parliament approved the Halvern Valley line in 1874.", ev)
    assert '"approved in 1871"' in r
    assert event_year_conflicts("Parliament approved the Halvern Valley line in 1871.", ev) == []
    # a clause joined by "and" is not the verb's object
    assert event_year_conflicts("Parliament approved the scheme and work began in 1874.", ev) == []
    # the same verb with another object: a context clause dating the claim's object decides
    bio = "She earned her PhD from Duke University in 2012. She received the Nansen Prize in 2023."
    assert event_year_conflicts("She received her doctorate from Duke in 2012.", bio) == []
    assert event_year_conflicts("She received the Nansen Prize in 2012.", bio) != []


def test_a_year_the_context_dates_the_claims_verb_to_in_a_full_date_is_read_as_the_verbs_year() -> None:
    ev = "The treaty was signed on 12 May 1821, ending a war that had begun in 1814."
    (r,) = event_year_conflicts("The treaty was signed in 1814.", ev)
    assert '"signed in 1814"' in r and "1821" in r
    assert event_year_conflicts("The treaty was signed in 1821.", ev) == []
    us = "The treaty was signed on Monday, May 12, 1821, ending a war that had begun in 1814."
    assert event_year_conflicts("The treaty was signed in 1814.", us) != []


_TIMETABLE = ("Route 12 buses run from Central Station to the Airport every 15 minutes between 06:00 and 20:00 on "
              "weekdays, and every 30 minutes on weekends. "
              "A single ticket costs €3.20; a day pass costs €8 and is valid on all city buses.")


@pytest.mark.parametrize(("claim", "rival"), [
    ("A single ticket costs €8.", "€3.20"), ("On weekends, buses run every 15 minutes.", "30 minutes"),
])
def test_a_figure_the_evidence_gives_only_for_something_else_is_a_conflict(claim: str, rival: str) -> None:
    (r,) = find_conflicts(claim, _TIMETABLE, _TIMETABLE)
    assert "for something else" in r and rival in r


@pytest.mark.parametrize("claim", [
    "A day pass costs €8.", "On weekdays, buses run every 15 minutes.", "Buses run every 30 minutes on Saturdays.",
    "A single ticket costs €3.20 and a day pass €8.",
])
def test_a_figure_given_for_what_the_claim_ties_it_to_is_no_conflict(claim: str) -> None:
    assert find_conflicts(claim, _TIMETABLE, _TIMETABLE) == []


def test_a_clause_leaving_out_its_subject_borrows_the_sentences_and_ranges_are_one_fact() -> None:
    ev = "Buses run every 15 minutes on weekdays, and every 30 minutes on weekends."
    assert find_conflicts("Buses run every 30 minutes on Saturdays.", ev, ev) == []
    ev = "The default timeout was raised from 10 to 30 seconds."
    assert find_conflicts("The default timeout is now 30 seconds.", ev, ev) == []
    ev = "We now expect 2020 revenue to be between $11,100 million and $11,250 million."
    assert not any("something else" in r for r in find_conflicts(
        "They expect 2020 revenue between $11,225 million and $11,250 million.", ev, ev))


def test_a_figure_written_beside_the_claims_words_anywhere_in_the_context_is_no_conflict() -> None:
    # the window holds only a rounded place ("$4.9bn") beside other words; the context's "$5bn" is beside "sales"
    ctx = ("Vaccine sales came to $18.4bn and $4.9bn in 2021 and 2022 respectively. For 2023 the company guided for "
           "sales of $5bn, helped by new contracts.")
    window = ctx.split(". ")[0] + "."
    assert find_conflicts("The company guided for sales of $5bn in 2023.", window, ctx) == []


def test_a_total_of_the_evidence_figures_and_a_span_between_its_years_are_no_conflict() -> None:
    ev = "It asks for $18,000 for travel and $40,000 to replace 25 laptops."
    assert find_conflicts("The draft asks for $58,000 in total.", ev, ev) == []
    assert find_conflicts("The draft asks for $58,000 for travel.", ev, ev) != []
    assert find_conflicts("The draft asks for $61,500 in total.", ev, ev) != []
    ev = "The treaty was ratified by Aldmark in July 1821, while Severia ratified it only in 1823, ten years early."
    assert find_conflicts("Severia ratified the treaty two years after Aldmark.", ev, ev) == []
    assert find_conflicts("Severia ratified the treaty three years after Aldmark.", ev, ev) != []


def test_comparatives_of_opposite_sense_against_the_same_thing_conflict() -> None:
    ev = "The most common complaint was that the noise cancelling is weaker than in rival models."
    (r,) = find_conflicts("The noise cancelling is better than in rival models.", ev, ev)
    assert '"better"' in r and '"weaker"' in r
    assert find_conflicts("The noise cancelling is weaker than in rival models.", ev, ev) == []
    # compared with something else, or a swapped comparison: no conflict read
    assert find_conflicts("Rival models have better noise cancelling.", ev, ev) == []
    assert find_conflicts("The noise cancelling is better than in the old model.", ev, ev) == []


def test_a_negated_duty_negates_the_verb_after_it() -> None:
    ev = "Guests don't need to bring towels; the spa provides them."
    (r,) = find_conflicts("Guests must bring towels.", ev, ev)
    assert "negates" in r
    assert find_conflicts("Guests need to bring towels.", ev, ev) != []
    assert find_conflicts("Guests do not need to bring towels.", ev, ev) == []


def test_a_negation_with_its_exception_is_no_conflict_with_the_condition() -> None:
    ev = "Refunds are not given unless the item is returned unused within 14 days."
    assert find_conflicts("Refunds are given if the item is returned unused within 14 days.", ev, ev) == []
    assert find_conflicts("Refunds are given.", ev, ev) != []  # without the condition the evidence negates it


@pytest.mark.parametrize(("claim", "conflicts"), [
    ("The tower is taller than 100 m.", False), ("The tower is taller than 150 m.", True),
    ("The tower is shorter than 150 m.", False), ("The tower is shorter than 100 m.", True),
])
def test_a_comparative_with_than_bounds_the_figure(claim: str, conflicts: bool) -> None:
    ev = "The tower is 124 m tall."
    assert bool(find_conflicts(claim, ev, ev)) is conflicts


def test_an_elapsed_time_the_context_gives_otherwise_is_a_conflict() -> None:
    ev = "Marta Ruiz won the final stage in 4:12:37, ahead of Ines Costa (4:13:05)."
    (r,) = find_conflicts("Marta Ruiz won the final stage in 4:21:37.", ev, ev)
    assert '"4:21:37"' in r and '"4:12:37"' in r
    assert find_conflicts("Marta Ruiz won the final stage in 4:12:37.", ev, ev) == []
    assert find_conflicts("The meeting starts at 4:12.", ev, ev) == []  # a clock time is not an elapsed time


def test_an_elapsed_time_the_context_implies_with_a_gap_it_writes_is_no_conflict() -> None:
    ev = "The men's race was won by Daniel Okoro in 2:14:37, 48 seconds ahead of Tomas Lindqvist."
    assert find_conflicts("Tomas Lindqvist finished the men's race in 2:15:25.", ev, ev) == []
    (r,) = find_conflicts("Tomas Lindqvist finished the men's race in 2:16:25.", ev, ev)
    assert '"2:16:25"' in r and '"2:14:37"' in r
    ev = "Raman won in 2:31:09, beating the record by 1 minute 31 seconds."
    assert find_conflicts("The old record was 2:32:40.", ev, ev) == []


def test_hours_a_span_of_clock_times_lasts_are_implied() -> None:
    ev = ("Greenway Pharmacy is open Monday to Friday from 8:00 a.m. to 7:00 p.m. and on Saturday from 9:00 a.m. to "
          "1:00 p.m. Riverside Pharmacy is open 24 hours.")
    for implied in ("Greenway Pharmacy is open for 11 hours on each weekday.",
                    "Greenway Pharmacy is open for 4 hours on Saturdays."):
        assert find_conflicts(implied, ev, ev) == [], implied
    assert find_conflicts("Greenway Pharmacy is open for 12 hours on each weekday.", ev, ev)


def test_a_difference_of_two_figures_is_no_figure_of_another_time_unit() -> None:
    ev = ("The headphones provide up to 40 hours of playback with noise cancelling off and up to 30 hours with it on. "
          "A 10-minute quick charge gives 5 hours of playback.")
    assert find_conflicts("Turning noise cancelling off adds up to 10 hours of playback time.", ev, ev) == []
    assert find_conflicts("A 10-hour quick charge gives 5 hours of playback.", ev, ev)
    # only a claim giving a difference: this one ties the figure to the quick charge
    assert find_conflicts("A 10-minute quick charge provides 10 hours of playback.", ev, ev)


def test_a_figure_the_context_gives_only_in_another_sentence_about_other_things_conflicts() -> None:
    ctx = ("The museum will cut its opening days to save about $300,000 a year. A new roof is estimated at $2 million. "
           "The shop stays open.")
    (r,) = find_conflicts("The cuts will save $2 million.", ctx, ctx)
    assert "only for other things" in r and "$300,000" in r
    assert find_conflicts("The new roof is estimated at $2 million.", ctx, ctx) == []
    # a sentence stating the figure that shares the claim's words clears it, however far from the figure they are
    ctx = "We are offering our Starter Bundle to new clients for only $50 a month. The Pro offer is $90 a month."
    assert find_conflicts("The Starter Bundle is offered for $50 a month.", ctx, ctx) == []


def test_a_rival_sharing_more_of_the_claims_words_in_the_figures_sentence_conflicts() -> None:
    ev = "The Kestrel line opened in 2019. Its top speed is 180 km/h, and its cruising speed is 140 km/h."
    (r,) = find_conflicts("The train's cruising speed is 180 km/h.", ev, ev)
    assert "for something else" in r and '"140 km"' in r
    assert find_conflicts("The train's top speed is 180 km/h.", ev, ev) == []
    # the start of a change is no rival of its end
    ev = "Orders were 9,200, an increase of orders from 8,100 a year earlier."
    assert find_conflicts("Orders increased to 9,200.", ev, ev) == []


def test_a_spelled_figure_is_no_word_its_places_share_with_the_claim() -> None:
    ev = ("Mark Delaney, who stole from a charity, has been jailed for four years. The court heard he took the money "
          "over six years to fund gambling.")
    (r,) = find_conflicts("Delaney was jailed for six years.", ev, ev)
    assert "only for other things" in r and '"four years"' in r
    assert find_conflicts("Delaney was jailed for four years.", ev, ev) == []
    assert find_conflicts("He took the money over six years.", ev, ev) == []


def test_the_unit_word_every_such_figure_has_binds_no_figure() -> None:
    ev = "The bike weighs 24 kg and supports riders up to 120 kg. Its top speed is 25 km/h."
    (r,) = find_conflicts("The bike weighs 120 kg.", ev, ev)
    assert "for something else" in r and '"24 kg"' in r
    assert find_conflicts("The bike weighs 24 kg.", ev, ev) == []
    assert find_conflicts("Riders up to 120 kg are supported.", ev, ev) == []


def test_a_single_counts_one_against_a_count_of_the_same_noun() -> None:
    ev = "The course is taught in three sessions of two hours each. A single ticket costs $20."
    assert find_conflicts("The course is taught in a single session.", ev, ev) != []
    assert find_conflicts("A single ticket costs $20.", ev, ev) == []


def test_a_sum_per_one_unit_does_not_state_the_same_sum_per_another() -> None:
    ev = "Each bag is covered up to $500, with a limit of $150 per item. The deductible is $50 per claim."
    (r,) = find_conflicts("The deductible is $150 per claim.", ev, ev)
    assert '"$150"' in r and '"$50"' in r
    assert find_conflicts("The deductible is $50 per claim.", ev, ev) == []
    assert find_conflicts("Each item is covered up to $150.", ev, ev) == []


def test_a_rivals_words_stop_at_its_sentences_end() -> None:
    ev = "Per portion: 220 kcal. Per 100 g: 410 kcal, 12 g fat. Contains wheat."
    assert find_conflicts("100 g of the crackers contains 410 kcal.", ev, ev) == []


def test_a_change_in_points_that_two_percents_differ_by_is_no_conflict() -> None:
    ev = "The approval rating was 44% in March, down from 51% in January."
    assert find_conflicts("The approval rating fell by 7 percentage points.", ev, ev) == []
    assert find_conflicts("The approval rating fell by 4 percentage points.", ev, ev) != []


def test_a_figure_the_context_gives_for_another_year_conflicts() -> None:
    ev = "In the 2024 survey, 38% of members said they were satisfied, down from 45% in 2022."
    assert any('"38%"' in r for r in find_conflicts("In 2024, 45% of members were satisfied.", ev, ev))
    (r,) = find_conflicts("Turnout was 45% in 2024.", "In the 2024 vote, turnout was 38%, down from 45% in 2022.",
                          "In the 2024 vote, turnout was 38%, down from 45% in 2022.")
    assert "for another year" in r and "38%" in r
    assert find_conflicts("In 2022, 45% of members were satisfied.", ev, ev) == []
    assert find_conflicts("In 2024, 38% of members were satisfied.", ev, ev) == []


def test_a_figure_each_times_its_count_is_a_total() -> None:
    ev = "The package includes three nights at the hotel ($120 each) and a museum pass."
    assert find_conflicts("The three nights cost $360 together.", ev, ev) == []
    assert find_conflicts("The three nights cost $400 together.", ev, ev) != []


def test_a_frame_of_comparison_is_not_what_the_clause_is_about() -> None:
    ev = "Attendance was 4,100 this season, down from 4,600 in 2023."
    (r,) = find_conflicts("Attendance rose compared with 2023.", ev, ev)
    assert '"rose"' in r and '"down"' in r
    assert find_conflicts("Attendance fell compared with 2023.", ev, ev) == []


def test_a_day_named_in_another_statement_of_the_sentence_is_named_for_something_else() -> None:
    ev = "Applications close on 3 March, and interviews will be held on 17 March."
    (r,) = find_conflicts("Applications close on 17 March.", ev, ev)
    assert '"17 March"' in r and '"3 March"' in r
    assert find_conflicts("Interviews will be held on 17 March.", ev, ev) == []
    assert find_conflicts("Applications close on 3 March.", ev, ev) == []


def test_fixed_and_variable_are_opposites() -> None:
    ev = "The mortgage has a fixed rate of 4.1% for five years."
    (r,) = find_conflicts("The mortgage has a variable rate.", ev, ev)
    assert '"variable"' in r and '"fixed"' in r


def test_days_joined_by_or_share_the_month_after_them() -> None:
    ev = "Passes bought for the closed days can be used on 2 or 9 May instead."
    assert find_conflicts("Passes for the closed days can be used on 2 May.", ev, ev) == []
    assert find_conflicts("Passes for the closed days can be used on 5 May.", ev, ev) != []


def test_earlier_and_later_than_the_same_thing_conflict() -> None:
    ev = "On Sunday the market opens later than usual, at 10:00."
    (r,) = find_conflicts("On Sunday the market opens earlier than usual.", ev, ev)
    assert '"earlier"' in r and '"later"' in r
    assert find_conflicts("On Sunday the market opens later than usual.", ev, ev) == []


@pytest.mark.parametrize(("claim", "ev"), [
    # both figures in one clause: the subject far from the place is still the place's
    ("A cat has 38 chromosomes in each of its cells.",
     "In a cat's cells, chromosomes occur in pairs. Cats have 19 chromosome pairs for a total of 38 chromosomes (Fig. "
     "2). Humans have 23 pairs."),
    # the place's words are synonyms of the claim's (no word shared), and the unit word is every figure's
    ("The Hawks took a 3-point lead into halftime.",
     "The Eagles scored first. However, the Hawks racked up 10 points while the Eagles were a man down to take a "
     "three-point advantage into the break."),
    # the place's clause shares the claim's words beyond the near-word window
    ("Voters had to pay taxes equal to three days of work.",
     "Voters had to pay direct taxes at a rate equal to the local value of three days of work. For office, instead "
     "of paying a direct tax equal to the local value of three days of work, one must pay one equal to the value of "
     "ten days of work."),
    # two sentences run together ("machines.he"): the place shares no word, the rival is another sentence's
    ("The second phase of the Industrial Age, starting in the 1860s, saw advances in steel.",
     "The Industrial Age ran between the late 1700s and the early 1900s. It replaced animal labour with machines.he "
     "Second Industrial Age, which began in the 1860s in Europe, saw great strides in steel."),
    # a claimed list the context states together in one sentence
    ("The union's fund has donated $10,000, $100,000, and $5,000 to Ross's campaign in recent months.",
     "Ross has accepted nearly $2 million in campaign contributions from the union. Recent contributions from the "
     "union's fund include $10,000 on 19 May, $100,000 on 30 April, and $5,000 on 2 March."),
])
def test_figures_bound_as_the_claim_binds_them_are_no_conflict(claim: str, ev: str) -> None:
    assert find_conflicts(claim, ev, ev) == []


def test_a_version_inside_a_range_the_context_writes_is_named_by_it() -> None:
    ctx = "Affected versions: 4.2.0 through 4.2.6 and 4.3.0 through 4.3.1. Fixed versions: 4.2.7 and 4.3.2."
    assert find_conflicts("Quillstack Gateway 4.2.5 is affected.", ctx, ctx) == []
    assert find_conflicts("Version 4.3.5 is affected.", ctx, ctx)
    assert find_conflicts("Version 4.4.1 is affected.", ctx, ctx)


def test_a_number_after_a_capitalised_label_names_something_and_counts_nothing() -> None:
    ctx = "Admissions policy, Year 7 entry September 2025. The academy has 180 places; up to 18 are for music."
    assert find_conflicts("Applications for Year 7 places close in September.", ctx, ctx) == []
    (reason,) = find_conflicts("Year 8 places are open.", ctx, ctx)
    assert '"Year 8"' in reason and '"Year 7"' in reason
    # a count before the name still counts the noun after it
    assert find_conflicts("The academy has 200 Year 7 places.", ctx, ctx)
    ctx = "The Tier 1 capital ratio was 13.8 percent."
    assert find_conflicts("The Tier 2 capital ratio was 13.8 percent.", ctx, ctx)


@pytest.mark.parametrize(("text", "bound"), [
    ("no more than 20 credits", "max"), ("not exceeding 12 kg", "max"), ("capped at 50%", "max"),
    ("a maximum of 3 hours", "max"), ("a minimum of 2 nights", "min"), ("no fewer than 3 people", "min"),
    ("more than 5 days", "min"), ("up to 4 tablets", "max"),
])
def test_negated_and_named_limits_bound_a_figure_the_right_way(text: str, bound: str) -> None:
    (q,) = extract_quantities(text)
    assert q.hedged and q.bound == bound


def test_a_case_the_claim_supposes_outright_is_no_figure_the_context_must_give() -> None:
    ctx = ("Drivers must be at least 23 years old and have held a full licence for 2 years; drivers aged 23-25 pay a "
           "young driver surcharge of €18 per day. Cancellations at least 48 hours before pick-up are fully "
           "refunded; later cancellations forfeit one day's rental.")
    for case in ("A customer who cancels 72 hours before pick-up is entitled to a full refund.",
                 "A 24-year-old driver renting for 4 days would pay a young driver surcharge of €72.",
                 "Even if a driver cancels 50 hours before pick-up, the refund is full."):
        assert find_conflicts(case, ctx, ctx) == [], case
    # what the claim says follows for the case is still checked
    assert find_conflicts("A 24-year-old driver renting for 4 days would pay a young driver surcharge of €82.", ctx,
                          ctx)
    # a report opening with "A" supposes nothing
    ctx = "A 24-year-old man was arrested on Friday."
    assert find_conflicts("A 25-year-old man was arrested on Friday.", ctx, ctx)


def test_a_case_in_one_band_with_the_result_of_another_conflicts() -> None:
    ctx = ("For delays of 15 to 29 minutes, passengers receive 25%; for 30 to 59 minutes, 50%; for 60 minutes or more, "
           "100%.")
    (reason,) = find_conflicts("A 35-minute delay entitles the passenger to 25% of the fare.", ctx, ctx)
    assert '"35 minute" falls in a band' in reason and '"50%"' in reason
    assert find_conflicts("A 70-minute delay entitles the passenger to 50% of the fare.", ctx, ctx)
    assert find_conflicts("A 20-minute delay entitles the passenger to 25% of the fare.", ctx, ctx) == []
    assert find_conflicts("A 35-minute delay entitles the passenger to 50% of the fare.", ctx, ctx) == []


def test_a_date_of_the_supposed_case_is_a_base_for_the_dates_that_follow_from_it() -> None:
    ctx = ("Policy HC-7 (effective 1 March 2024). Claims must be reported to Ridgeway Assist within 14 days of "
           "discovery.")
    claim = "A loss discovered on 2 May 2024 would need to be reported to Ridgeway Assist by {} May 2024."
    assert find_conflicts(claim.format(16), ctx, ctx) == []
    assert find_conflicts(claim.format(26), ctx, ctx)


def test_a_price_may_be_a_base_price_plus_the_add_ons_the_claim_chooses() -> None:
    ctx = ("Memory: 16 GB; the 32 GB configuration adds £180. Storage: 512 GB SSD; the 1 TB option adds £90. "
           "Base price: £1,249; accidental damage cover costs £119 for 3 years.")
    assert find_conflicts("A Stratus 14 with 32 GB of memory and a 1 TB SSD costs £1,519.", ctx, ctx) == []
    assert find_conflicts("A Stratus 14 with 32 GB of memory costs £1,429.", ctx, ctx) == []
    assert find_conflicts("A Stratus 14 with 32 GB of memory and a 1 TB SSD costs £1,529.", ctx, ctx)


def test_a_difference_the_claim_computes_is_bound_to_nothing_else() -> None:
    ctx = ("Ports: two USB-C (Thunderbolt 4). Battery: rated up to 15 hours of video playback or 11 hours of web "
           "browsing.")
    assert find_conflicts("Video playback lasts 4 hours longer than web browsing.", ctx, ctx) == []
    assert find_conflicts("Video playback lasts 5 hours longer than web browsing.", ctx, ctx)


def test_an_if_case_and_a_grouped_figure_in_a_case_are_read_whole() -> None:
    ctx = ("Home students receive £3,000 per year. Students whose household income is below £30,000 receive an "
           "additional £1,500 in their first year only.")
    for claim in ("A home student from a household earning £25,000 would get £4,500 in their first year.",
                  "If a household earns £25,000, a home student gets £4,500 in the first year."):
        assert find_conflicts(claim, ctx, ctx) == [], claim
    assert find_conflicts("If a household earns £25,000, a home student gets £4,000 in the first year.", ctx, ctx)


def test_a_sum_may_be_a_stated_share_of_the_case_the_claim_supposes() -> None:
    ctx = "Projects may request between €50,000 and €250,000. Indirect costs are capped at 15% of direct costs."
    claim = "A project with €100,000 in direct costs can claim no more than {} in indirect costs."
    assert find_conflicts(claim.format("€15,000"), ctx, ctx) == []
    assert find_conflicts(claim.format("€25,000"), ctx, ctx)


@pytest.mark.parametrize(("ctx", "wrong", "right"), [
    ("Standard dog boarding costs £28 per night for dogs under 20 kg and £34 per night for dogs of 20 kg or more; "
     "cats cost £17 per night.", "Cats are boarded at £28 per night.", "Cats are boarded at £17 per night."),
    ("Group revenue was £84.6 million, up 6.2% on Q2 2023. Online sales rose 14% to £29.1 million.",
     "Online sales rose 6.2% to £29.1 million.", "Online sales rose 14% to £29.1 million."),
    ("The 180-credit programme comprises 120 credits of taught modules and a 60-credit dissertation.",
     "The dissertation is worth 120 credits.", "The dissertation is worth 60 credits."),
    # a clause opening with its verb has the subject named before it in the sentence
    ("Basic services such as fillings are covered at 80%. Major services, including crowns and root canals, are "
     "covered at 50%.", "Root canals are covered at 80% under the plan.", "Root canals are covered at 50%."),
])
def test_a_figure_the_context_gives_only_for_another_subject_conflicts(ctx: str, wrong: str, right: str) -> None:
    (reason,) = find_conflicts(wrong, ctx, ctx)
    assert "for the claim's subject" in reason
    assert find_conflicts(right, ctx, ctx) == []


@pytest.mark.parametrize(("ctx", "claim"), [
    # the sentence stating the figure speaks of the subject by a pronoun or an epithet
    ("Mara Quill took the job permanently after signing a three-year deal. The 39-year-old will speak at a press "
     "conference on Friday.", "Quill, who is 39 years old, will speak at a press conference on Friday."),
    ("Dana Reyes pled guilty after stealing $108,000 from bank customers. She was also ordered to pay $481,140 in "
     "restitution.", "Reyes must pay $481,140 in restitution."),
    # lower-cased, tokenised text the splitter cannot cut: the sentence start is read from the full stop
    ("mara quill has been given the job after signing a three-year deal . \nthe 39-year-old will speak on friday .",
     "Quill, who is 39 years old, will speak on Friday."),
])
def test_a_subjects_figure_said_of_another_thing_is_no_rival(ctx: str, claim: str) -> None:
    assert find_conflicts(claim, ctx, ctx) == []


def test_a_clause_opening_with_and_and_its_past_verb_shares_the_subject() -> None:
    """"Harrowfield took 21 points and climbed ... on 67 points": the 67 points are Harrowfield's too."""
    ctx = ("Imran Sethi made 67 in the first innings. Harrowfield took 21 points and climbed from seventh to fourth in "
           "the table on 67 points; Denmoor, who collected 5 points, remain bottom on 31.")
    assert find_conflicts("Harrowfield are fourth in the table with 67 points.", ctx, ctx) == []
    assert find_conflicts("Harrowfield are fourth in the table with 57 points.", ctx, ctx)


def test_a_list_item_opening_with_its_figure_shares_the_sentences_subject() -> None:
    """"£95 for Stages 5-7" after "Block prices are £72 for Stages 1-4 and" is a block price as well."""
    ctx = ("Lessons last 30 minutes for Stages 1-4 and 45 minutes for Stages 5-7. Block prices are £72 for Stages 1-4 "
           "and £95 for Stages 5-7. Tickets are £10 for adults and £5 for children.")
    assert find_conflicts("A Stage 6 block costs £95.", ctx, ctx) == []
    assert find_conflicts("A Stage 3 block costs £72.", ctx, ctx) == []
    assert find_conflicts("A Stage 2 block costs £95.", ctx, ctx)  # the numbered-label check still reads it
    # the shared lead-in names the subject of the later item too, so a figure of the earlier one conflicts
    (reason,) = find_conflicts("Children's tickets are £10.", ctx, ctx)
    assert "for the claim's subject" in reason and '"£5"' in reason
    # a subject that is all lead-in does not make every item its own: the 5 g is protein's, not fibre's
    ctx = "Serving size: 40 g. Per serving: 150 kcal, 3 g fat, 4 g fibre and 5 g protein."
    assert find_conflicts("A serving has 5 g of fibre.", ctx, ctx)


_PROFILE = ("In 2015 Tesk won the national under-23 title. In 2019 Tesk lowered his best to 1:45.21. "
            "Outside athletics, Tesk works twenty hours a week as a physiotherapy assistant at Castelow General "
            "Hospital, a job he took in 2016 to fund his training.")


def test_a_year_in_the_sentence_the_claim_draws_on_is_no_conflict_with_another_passage() -> None:
    window = "In 2015 Tesk won the national under-23 title. In 2019 Tesk lowered his best to 1:45.21."
    claim = "Since {} Tesk has worked as a physiotherapy assistant at Castelow General Hospital."
    assert find_conflicts(claim.format(2016), window, _PROFILE) == []
    assert find_conflicts(claim.format(2017), _PROFILE, _PROFILE)  # the passage giving another year still conflicts
    # a year the context writes only in a sentence unlike the claim's still conflicts
    profile = _PROFILE.replace("in 2016", "in 2017") + " The club moved to a new ground in 2016."
    assert find_conflicts(claim.format(2016), window, profile)


def test_a_month_in_the_sentence_the_claim_draws_on_takes_the_contexts_year() -> None:
    ctx = ("Lanternfish Records, 3 February 2022. The Salt Orchard release their album on 8 April 2022. The band will "
           "play a 14-date tour of the country in April and May, closing at the Pellow Hall on 21 May.")
    window = "Lanternfish Records, 3 February 2022. The Salt Orchard release their album on 8 April 2022."
    assert find_conflicts("The band's 14-date tour of the country runs in April and May 2022.", window, ctx) == []
    # the month of another sentence's date in that year is still read against the claim's
    assert find_conflicts("The Salt Orchard release their album in May 2022.", window, ctx)
    # the sentence naming the month with another year says the claim's year is wrong
    ctx = ctx.replace("in April and May,", "in April and May 2023,")
    assert find_conflicts("The band's 14-date tour of the country runs in April and May 2022.", window, ctx)


def test_the_claims_other_figures_tie_a_yearless_date_to_the_sentence_it_draws_on() -> None:
    """"from 1 September" in a sentence giving the claim's "£520" dates the rise, not a forum post's "3 September
    2024"."""
    ctx = ("Passage 1: Evening Post, 20 August 2024. Tarnbridge Buses is raising the price of its Academic Year Pass "
           "to £520 from 1 September. Passage 2: Student Forum, 3 September 2024. I bought my pass at the old price.")
    assert find_conflicts("From 1 September 2024 the Academic Year Pass rose to £520.", ctx, ctx) == []
    assert find_conflicts("From 2 September 2024 the Academic Year Pass rose to £520.", ctx, ctx)


def test_a_changes_start_given_as_its_end_conflicts() -> None:
    ctx = ("Operating profit, however, fell to £2.1 million from £2.9 million. Gross margin narrowed from 41.0% to "
           "39.4%.")
    (reason,) = find_conflicts("Operating profit rose to £2.9 million in 2023.", ctx, ctx)
    assert "where a change started" in reason and '"£2.1 million"' in reason
    assert find_conflicts("Gross margin widened to 41.0% in the quarter.", ctx, ctx)
    assert find_conflicts("Operating profit fell to £2.1 million.", ctx, ctx) == []
    assert find_conflicts("Gross margin narrowed to 39.4% in the quarter.", ctx, ctx) == []
    assert find_conflicts("Operating profit fell from £2.9 million.", ctx, ctx) == []


def test_a_changes_start_given_as_what_holds_now_conflicts() -> None:
    ctx = ("The Civic Alliance gained the ward in a by-election on Thursday. Rural Voice now holds 26 of the 45 seats, "
           "down from 27, and the Civic Alliance 11.")
    (reason,) = find_conflicts("After the by-election, Rural Voice holds 27 of the 45 seats.", ctx, ctx)
    assert "where a change started" in reason and '"26"' in reason
    assert find_conflicts("After the by-election, Rural Voice holds 26 of the 45 seats.", ctx, ctx) == []
    # a figure the claim gives for its year is no claim about now
    assert find_conflicts("Before the by-election in 2024, Rural Voice had 27 of the 45 seats.", ctx, ctx) == []
    assert find_conflicts("Rural Voice has 27 seats in 2023.", ctx, ctx) == []
    # the end must be written with the start: "up from" or "down from" after the end's clause
    ctx = "Rural Voice now holds 26 of the 45 seats. In 2019 it won 27."
    assert find_conflicts("Rural Voice holds 27 of the 45 seats.", ctx, ctx) == []


def test_a_year_given_right_after_a_figure_is_compared_with_that_figures_years() -> None:
    ctx = ("Student numbers rose from 36 in 1950 to 210 in 1975, and a second building, the Haskayne Wing, opened in "
           "1969.")
    (reason,) = find_conflicts("Student numbers rose from 36 in 1950 to 210 by 1965.", ctx, ctx)
    assert '"1965"' in reason and '"1975"' in reason
    assert find_conflicts("Student numbers rose from 36 in 1950 to 210 in 1975.", ctx, ctx) == []
    # only the years written right after the claim's own figure, as the claim writes its year after it
    ev = extract_quantities(ctx)
    for claim, years in (("Student numbers rose from 36 in 1950 to 210 by 1965.", [1975.0]),
                         ("Student numbers rose to 240 by 1965.", []),
                         ("Student numbers rose to 210 books by 1965.", []),
                         ("By 1965, student numbers had risen to 210.", [])):
        cq = extract_quantities(claim)
        year = next(q for q in cq if q.value == 1965)
        assert [e.value for e in _years_of_its_figure(claim, year, cq, ctx, ev)] == years


def test_a_year_the_context_counts_from_another_is_no_conflict() -> None:
    ctx = ("She retired from the practice in 1999, three years after Hebden's death, but her objections helped to "
           "save the Thirlby Moss baths from demolition in 2011, and the building was listed the following year.")
    assert find_conflicts("Hebden died in 1996.", ctx, ctx) == []
    assert find_conflicts("The Thirlby Moss baths were listed in 2012.", ctx, ctx) == []
    # another year, or the counted year given to something the counting clause does not name, still conflicts
    assert find_conflicts("Hebden died in 1995.", ctx, ctx)
    assert find_conflicts("The Thirlby Moss baths were saved in 2012.", ctx, ctx)


def test_the_same_year_is_the_year_last_written() -> None:
    ctx = ("Skerra Airways began life in 1979. In 1985 the company won its first scheduled licence. The accountant "
           "Ruaridh Vance joined as managing director in the same year, while Drummock remained chief pilot until "
           "1998. The fleet grew in 1992.")
    for year, counted in (("1985", True), ("1992", False), ("1979", False)):
        claim = f"Ruaridh Vance became managing director in {year}."
        assert year_counted_in_context(claim, claim.index(year), claim.index(year) + 4, ctx) is counted, year
    # only in a clause sharing a word with the claim's: the licence's year is no managing director's
    claim = "The company won its first scheduled licence in 1985."
    assert not year_counted_in_context(claim, claim.index("1985"), claim.index("1985") + 4, ctx)


def test_a_date_written_without_its_year_in_a_sentence_with_that_year_is_stated() -> None:
    ctx = ("The AGM was held on 14 May 2025. Shareholders approved a final dividend of 8.2 pence, payable on 20 June "
           "2025 to shareholders on the register at 23 May. Figures for the third quarter of 2024 (July to "
           "September) were published on 14 October 2024.")
    assert find_conflicts("Shareholders must be on the register at 23 May 2025.", ctx, ctx) == []
    assert find_conflicts("Shareholders must be on the register at 24 May 2025.", ctx, ctx)
    # the yearless day is the register's, not the payment's
    assert find_conflicts("The final dividend will be paid on 23 May 2025.", ctx, ctx)
    assert find_conflicts("The figures cover July, August and September 2024.", ctx, ctx) == []


def test_a_count_may_be_how_many_figures_a_sentence_lists() -> None:
    ctx = ("The six-in-one vaccine is given as three doses at 8, 12 and 16 weeks of age. Rotavirus vaccine is given "
           "at 8 and 12 weeks only.")
    assert find_conflicts("The rotavirus vaccine is given in two doses.", ctx, ctx) == []
    assert find_conflicts("The six-in-one vaccine is given as four doses.", ctx, ctx)


def test_a_bare_maximum_bounds_the_figure_after_it() -> None:
    ctx = "Intensive Care: visits by arrangement with the nurse in charge, maximum 30 minutes."
    assert find_conflicts("Visits to Intensive Care can last up to 60 minutes.", ctx, ctx)
    assert find_conflicts("Visits to Intensive Care can last up to 30 minutes.", ctx, ctx) == []


def test_more_shapes_of_a_supposed_case() -> None:
    ctx = ("Goods with a declared value under 150 crowns are exempt from duty, except alcohol. Clothing attracts a 12% "
           "duty. Value-added tax of 20% applies to all goods above 40 crowns.")
    for claim in ("A courier parcel of jackets declared at 200 crowns would incur 24 crowns in duty.",
                  "Even a bottle of wine posted with a declared value of 50 crowns would be liable for duty."):
        assert find_conflicts(claim, ctx, ctx) == [], claim
    assert find_conflicts("A courier parcel of jackets declared at 200 crowns would incur 30 crowns in duty.", ctx, ctx)
    ctx = "Arranged overdrafts have a GBP 250 interest-free buffer; the limit is GBP 1,000."
    assert find_conflicts("An Everyday customer who is GBP 400 overdrawn pays interest.", ctx, ctx) == []
    ctx = "Requests to change a remote schedule must be submitted at least 14 days before the change takes effect."
    assert find_conflicts("For a schedule change starting on 1 March 2025, the request would have to be submitted by "
                          "15 February 2025 at the latest.", ctx, ctx) == []


def test_an_add_on_price_and_a_difference_whose_terms_lie_in_another_window() -> None:
    ctx = ("Weekend passes cost GBP 189 and day tickets GBP 79; camping is an add-on at GBP 45 per person and is "
           "available only to weekend pass holders.")
    assert find_conflicts("A weekend pass with camping comes to GBP 234 per person.", ctx, ctx) == []
    assert find_conflicts("A weekend pass with camping comes to GBP 244 per person.", ctx, ctx)
    ctx = ("Grandmaster Petra Lindqvist won outright on 6 points. Reyes and Osei tied for second on 5.5 points. The "
           "top junior was Liam Chadda, who scored 5 points.")
    evidence = "The top junior was Liam Chadda, who scored 5 points."
    assert find_conflicts("Liam Chadda ended the tournament one point behind the winner.", evidence, ctx) == []
    assert find_conflicts("Liam Chadda ended the tournament three points behind the winner.", evidence, ctx)


def test_a_weekday_the_context_gives_only_for_something_else() -> None:
    ctx = ("Night skiing on the Lantern lift runs Thursday to Saturday and is not included in day passes. Instructor "
           "Tomas Lindqvist leads free beginner tours at 10:00 a.m. on Sundays.")
    assert find_conflicts("Tomas Lindqvist leads free beginner tours on Saturdays.", ctx, ctx)
    assert find_conflicts("Tomas Lindqvist leads free beginner tours on Sundays.", ctx, ctx) == []
    assert find_conflicts("Night skiing on the Lantern lift runs on Fridays.", ctx, ctx) == []  # inside the run
    ctx = "The pharmacy is open Monday to Friday and on Saturday mornings; it is closed on Sundays."
    assert find_conflicts("The pharmacy does not open on Sundays.", ctx, ctx) == []  # a day the claim denies


def test_two_floors_of_one_threshold_must_agree() -> None:
    ctx = "Children aged 6 to 12 pay $52 any day. Seniors 70 and older receive 40% off the adult price."
    assert find_conflicts("Seniors 65 and older receive 40% off the adult price.", ctx, ctx)
    assert find_conflicts("Seniors 70 and older receive 40% off the adult price.", ctx, ctx) == []
    ctx = "Riders must be at least 16 years old, and only account holders aged 18 or older may rent for someone else."
    assert find_conflicts("Riders must be at least 18 years old to use the bikes.", ctx, ctx)
    assert find_conflicts("Riders must be at least 16 years old to use the bikes.", ctx, ctx) == []


def test_a_sum_for_a_whole_period_is_a_sum_per_that_period() -> None:
    ctx = ("The rate for a double room in Prescott Hall is $4,150 per semester, and a single room costs $5,300 per "
           "semester.")
    assert find_conflicts("A single room in Prescott Hall costs $5,300 for the whole academic year.", ctx, ctx)
    assert extract_quantities("It costs $900 for a full month.")[0].unit == "month"


def test_a_single_room_names_a_kind_where_the_context_writes_it() -> None:
    ctx = ("The rate for a double room in Prescott Hall is $4,150 per semester, and a single room costs $5,300 per "
           "semester.")
    assert find_conflicts("A single room in Prescott Hall costs $5,300 per semester.", ctx, ctx) == []
    assert find_conflicts("A double room in Prescott Hall costs $5,300 per semester.", ctx, ctx)
    ctx = "Take one dose of 200 mg each morning."
    assert find_conflicts("Take a single dose of 400 mg each morning.", ctx, ctx)


def test_a_subject_sharing_one_word_with_another_figures_place() -> None:
    ctx = ("Customer account records are retained for seven years after the account is closed. Employee payroll "
           "records are held for six years after employment ends.")
    assert find_conflicts("Employee payroll records are held for seven years after employment ends.", ctx, ctx)
    assert find_conflicts("Employee payroll records are held for six years after employment ends.", ctx, ctx) == []
    assert find_conflicts("Customer account records are kept for seven years.", ctx, ctx) == []


def test_a_rival_lacking_a_word_the_claim_and_the_figures_place_share_is_no_better_match() -> None:
    ctx = ("The rate for a standard suite in Prescott Hall is $4,150 per semester, and a premium suite costs $5,300 "
           "per semester.")
    assert find_conflicts("The premium suite in Prescott Hall costs $5,300 per semester.", ctx, ctx) == []
    assert find_conflicts("The standard suite in Prescott Hall costs $5,300 per semester.", ctx, ctx)


def test_can_be_done_against_a_non_able_word() -> None:
    ctx = "Lift passes are non-transferable, and a pass used by someone else will be confiscated."
    assert find_conflicts("Lift passes can be transferred.", ctx, ctx)
    assert find_conflicts("Lift passes cannot be transferred.", ctx, ctx) == []


def test_a_count_per_period_over_a_term() -> None:
    ctx = ("The lease runs for a term of 36 months. The mileage allowance is 12,000 miles per year, and each mile "
           "over the total allowance is charged at $0.25.")
    assert find_conflicts("The total mileage allowance over the lease is 36,000 miles.", ctx, ctx) == []
    assert find_conflicts("The total mileage allowance over the lease is 30,000 miles.", ctx, ctx)
    evidence = "The mileage allowance is 12,000 miles per year."  # the term lies in another window
    assert find_conflicts("The total mileage allowance over the lease is 36,000 miles.", evidence, ctx) == []


def test_every_night_of_the_week_where_the_context_names_some_days() -> None:
    ctx = "Night skiing on the Lantern lift runs Thursday to Saturday from 5:00 to 9:00 p.m."
    reasons = find_conflicts("Night skiing on the Lantern lift runs every night of the week.", ctx, ctx)
    assert reasons and "names days" in reasons[0]
    assert find_conflicts("Night skiing on the Lantern lift runs Thursday to Saturday.", ctx, ctx) == []
    # a sentence naming all seven days (a record's opening hours, or two groups of days) makes no exception
    ctx = ('{"name": "Eastside Deli", "hours": {"Monday": "8:0-15:0", "Tuesday": "8:0-15:0", "Wednesday": "8:0-15:0", '
           '"Thursday": "8:0-15:0", "Friday": "8:0-15:0", "Saturday": "8:0-15:0", "Sunday": "8:0-15:0"}}')
    assert find_conflicts("Eastside Deli is open every day of the week.", ctx, ctx) == []



def test_any_day_where_the_context_names_some_days() -> None:
    ctx = "Members aged 65 or over get 10% off their shop every Tuesday."
    reasons = find_conflicts("Members aged 65 or over get 10% off their shop on any day of the week.", ctx, ctx)
    assert reasons and "names days" in reasons[0]
    assert find_conflicts("Members aged 65 or over get 10% off their shop on Tuesdays.", ctx, ctx) == []


def test_a_sum_per_another_thing_than_the_context_gives() -> None:
    ctx = ("The plan costs $38 per month for an individual and $96 per month for a family of up to five. The plan "
           "pays no more than $1,500 per member per calendar year.")
    reasons = find_conflicts("The plan pays up to $1,500 per family per calendar year.", ctx, ctx)
    assert reasons and "per member" in reasons[0]
    assert find_conflicts("The plan pays up to $1,500 per member per calendar year.", ctx, ctx) == []
    ctx = "Tickets cost $15 per person."
    assert find_conflicts("Tickets cost $15 per ticket.", ctx, ctx) == []  # the context writes no other ticket


def test_a_sum_per_two_things_is_per_either() -> None:
    ctx = ("Fines for standard loans have been scrapped, ending a charge of 20p per book per day. Short loans cost 50p "
           "per hour. Each book can be renewed twice.")
    assert find_conflicts("Readers paid 20p a day for each overdue standard-loan book.", ctx, ctx) == []
    assert find_conflicts("Readers paid 20p per charge for each overdue book.", ctx, ctx) != []  # (per neither)


def test_batch_24_shapes_computed_and_supposed() -> None:
    ctx = "During the year you contributed £3,600 and your employer contributed £5,400."
    assert find_conflicts("Together, you and your employer contributed £9,000 over the year.", ctx, ctx) == []
    assert find_conflicts("Together, you and your employer contributed £9,500 over the year.", ctx, ctx)
    ctx = ("Short Stay (Car Park A): £4.50 for up to 30 minutes, £9 for up to 2 hours. Drop-off in the Forecourt Zone "
           "costs £5 for up to 10 minutes. The shuttle runs every 8 minutes.")
    assert find_conflicts("Parking in Short Stay for 90 minutes costs £9.", ctx, ctx) == []
    ctx = ("Dogs must be kept on a lead between 1 March and 31 July. The descent is closed from 1 November to 28 "
           "February.")
    assert find_conflicts("Dogs must be kept on a lead if you walk the loop in May.", ctx, ctx) == []
    assert find_conflicts("Dogs must be kept on a lead if you walk the loop in September.", ctx, ctx)


def test_all_year_any_and_only_as_dropped_exceptions() -> None:
    ctx = "Dogs are allowed but must be kept on a lead between 1 March and 31 July because of nesting birds."
    assert find_conflicts("Dogs must be kept on a lead all year round.", ctx, ctx)
    ctx = "Pre-booking online at least 24 hours ahead saves 20% on Long Stay rates only."
    assert find_conflicts("Pre-booking online saves 20% on all car park rates.", ctx, ctx)
    assert find_conflicts("Pre-booking online saves 20% on Long Stay rates.", ctx, ctx) == []
    ctx = "He is among the best strikers of all time, with only five players scoring more than his 162 goals."
    assert find_conflicts("He is among the best strikers of all time.", ctx, ctx) == []
    # "never" drops an exception made to a denial in its clause, not one of another clause
    ctx = "Pre-existing conditions are not covered unless declared and accepted before departure."
    (r,) = find_conflicts("Pre-existing conditions are never covered.", ctx, ctx)
    assert r.startswith('the claim says "never" where the evidence makes an exception ("not covered unless")')
    ctx = ("Guests under 16 may use the pool only between 10:00 a.m. and 4:00 p.m. and only if accompanied by an "
           "adult; they are not admitted to the sauna or steam room at any time.")
    assert find_conflicts("Guests younger than 16 are never allowed into the steam room.", ctx, ctx) == []


def test_a_difference_is_derived_only_where_one_side_says_difference() -> None:
    ctx = ("Security updates are provided for 36 months after each release. Liability is capped at the fees paid in "
           "the preceding 12 months.")
    assert find_conflicts("Liability is capped at the fees paid over the preceding 24 months.", ctx, ctx)
    ctx = "The Pro costs $999, $200 more than the Vela 8."
    assert find_conflicts("The Vela 8 costs $799.", ctx, ctx) == []
    ctx = "Revenue rose from $3.75 billion to $4.2 billion."
    assert find_conflicts("Revenue increased by $450 million.", ctx, ctx) == []


def test_a_figure_for_each_of_a_count() -> None:
    ctx = ("A Standard licence permits installation on up to 3 devices; a Team licence covers up to 25 named users, "
           "with each user limited to 2 devices.")
    assert find_conflicts("A Team licence allows up to 50 devices in total across all of its users.", ctx, ctx) == []
    assert find_conflicts("A Team licence allows up to 60 devices in total across all of its users.", ctx, ctx)


def test_a_sum_with_a_discount_taken_off_in_another_window() -> None:
    ctx = ("The Standard package costs £595 for 20 one-hour lessons. Single lessons are £36 each. Pupils under 17 "
           "cannot book lessons. Students referred by a current pupil receive £25 off any package.")
    evidence = "Students referred by a current pupil receive £25 off any package."
    claim = "A pupil referred by a current pupil would pay £570 for the Standard package."
    assert find_conflicts(claim, evidence, ctx) == []
    assert find_conflicts(claim.replace("£570", "£560"), evidence, ctx)


def test_a_month_inside_a_before_condition() -> None:
    ctx = ("The 2025 sessions start on 6 July and 27 July. Families who withdraw before 1 June get back everything "
           "except the deposit.")
    assert find_conflicts("A family withdrawing in May would get back everything except the deposit.", ctx, ctx) == []
    assert find_conflicts("A family withdrawing in August would get back everything except the deposit.", ctx, ctx)


def test_batch_26_shapes_ages_and_a_percent_for_a_sum() -> None:
    ctx = "The camp offers residential sessions for children aged 8 to 14. Each session lasts 12 days."
    assert find_conflicts("The camp accepts children aged 7 to 14.", ctx, ctx)
    assert find_conflicts("The camp accepts children aged 8 to 14.", ctx, ctx) == []
    ctx = "Single lessons are £36 each. Students referred by a current pupil receive £25 off any package."
    assert find_conflicts("Students referred by a current pupil get 25% off any package.", ctx, ctx)
    assert find_conflicts("Students referred by a current pupil get £25 off any package.", ctx, ctx) == []


def test_shapes_found_by_the_final_run_on_measure_only_rows() -> None:
    """Reproduced on made-up text: each had made a conflict for a wrong reason."""
    ctx = "In the months before, he bought four weapons and more than 6,000 rounds of ammunition."
    assert find_conflicts("In total, he fired over 70 rounds from a variety of firearms.", ctx, ctx) == []
    ctx = "Last but not least, the machine is always up to date with the latest hit songs."
    assert find_conflicts("The machine is always up to date with the latest songs.", ctx, ctx) == []
    ctx = ("Hours: Monday 11:30-21:00, Tuesday 11:30-21:00, Wednesday 11:30-21:00, Friday 11:30-22:00, Saturday "
           "11:30-22:00, Sunday 11:30-21:00.")
    assert not any("Monday to Sunday" in r for r in find_conflicts("It is open Monday to Sunday.", ctx, ctx))
    ctx = ("They are in Santa Barbara only on Mondays and Thursdays but travel to Lompoc the remaining days of the "
           "week. Hours: Tuesday, Wednesday, Friday and Sunday.")
    assert find_conflicts("The truck is in Lompoc on Tuesday, Wednesday, Friday and Sunday.", ctx, ctx) == []
    ctx = ("Click on the Edge browser entry (or any browser other than Chrome) to reveal Choose an app, and then "
           "click Google Chrome.")
    assert find_conflicts("Click the entry to switch to any browser and then click Google Chrome.", ctx, ctx) == []
    ctx = "The column will run in tomorrow's Sunday Times. Tours run on Saturday mornings with guide Ana Reyes."
    assert find_conflicts("The column will run in the Sunday Times.", ctx, ctx) == []


def test_a_supposed_case_is_read_against_the_contexts_threshold_for_it() -> None:
    ev = ("Bookings open 72 hours before a class starts. Cancellations made less than 4 hours before a class count as "
          "a no-show, and three no-shows within 30 days suspend booking rights for 7 days.")
    assert find_conflicts("Cancelling a class two hours before it begins would count as a no-show.", ev, ev) == []
    assert find_conflicts("Cancelling a class five hours before it begins would not count as a no-show.", ev, ev) == []
    (r,) = find_conflicts("Cancelling a class five hours before it begins would count as a no-show.", ev, ev)
    assert r == ('for the claim\'s case "five hours" the context\'s threshold gives the opposite of what the claim '
                 'says: "4 hours"')
    assert find_conflicts("Cancelling a class two hours before it begins would not count as a no-show.", ev, ev)
    # a floor: inside it the rule's consequence holds
    ev = "Return shipping is free for orders over $50; a $4.95 fee is deducted from smaller refunds."
    assert find_conflicts("An order of $60 would get free return shipping.", ev, ev) == []
    assert find_conflicts("An order of $30 would get free return shipping.", ev, ev)


def test_a_frequency_the_context_words_otherwise_is_no_missing_figure() -> None:
    ev = ("Blue-lid recycling bins are collected fortnightly on Tuesdays. Green-lid garden waste bins are collected "
          "once every four weeks on Thursdays.")
    assert find_conflicts("Blue-lid recycling bins are emptied every two weeks on a Tuesday.", ev, ev) == []
    # the same frequency given for something else leaves the figure to the figure check
    (r,) = find_conflicts("Green-lid garden bins are emptied every two weeks.", ev, ev)
    assert r == 'the claim\'s figure "two weeks" is not in the evidence, which gives "four weeks"'


def test_a_charge_named_between_a_sum_and_its_per_is_a_sum_per_that_thing() -> None:
    ev = ("Stalls seats cost £48. A booking fee of £2.50 applies per ticket. Tickets may be exchanged for another "
          "performance for a £3 fee per ticket.")
    assert find_conflicts("Exchanging two tickets for another performance costs £6 in fees.", ev, ev) == []
    # two steps (the £2.50 fee plus £3 times two is £8.50) leave no room to round to £8
    assert find_conflicts("Exchanging two tickets for another performance costs £8 in fees.", ev, ev)


def test_pence_written_with_a_p_are_a_sum() -> None:
    ev = ("Overdue adult books are charged 25p per day, up to a maximum of £6 per item. Overdue DVDs on adult cards "
          "are charged £1 per day. An item lost is charged its replacement cost plus a £3 processing fee.")
    (q, _) = extract_quantities(ev)[:2]
    assert (q.kind, q.value, q.unit) == ("currency:gbp", 0.25, "day")
    assert extract_quantities("a 1080p screen")[0].kind == "number"
    assert find_conflicts("An adult book returned 7 days late incurs £1.75 in late fees.", ev, ev) == []
    assert find_conflicts("An adult book returned 7 days late incurs £2.10 in late fees.", ev, ev)
    assert find_conflicts("Overdue adult books are charged 30p per day.", ev, ev)


def test_a_case_applying_a_rule_takes_its_own_figures_and_a_week_counts_seven_days() -> None:
    ev = ("Books are loaned for three weeks, while DVDs are loaned for one week. Overdue adult books are charged 25p "
          "per day, up to a maximum of £6 per item. Overdue DVDs on adult cards are charged £1 per day. An item lost "
          "is charged its replacement cost plus a £3 processing fee.")
    # "one week" is the DVDs' loan period, but the claim's case chooses its own lateness; 7 days at 25p is £1.75
    assert find_conflicts("An adult book returned one week late incurs £1.75 in late fees.", ev, ev) == []
    assert find_conflicts("An adult book returned one week late incurs £2.10 in late fees.", ev, ev)
    # outside a supposed case the figure is still bound to what the context gives it for
    assert find_conflicts("Books are loaned for one week.", ev, ev)


def test_a_case_ending_at_has_to_and_a_relative_has_inside_it() -> None:
    ev = ("Lorries over 3.5 tonnes must use the north gate. Members must have held a licence for at least 3 years; "
          "members under 25 pay a £15 surcharge per day.")
    assert find_conflicts("A lorry weighing 4 tonnes has to use the north gate.", ev, ev) == []
    (r,) = find_conflicts("A lorry weighing 2 tonnes has to use the north gate.", ev, ev)
    assert r.startswith("for the claim's case")
    assert supposed_case_end("A 22-year-old who has held a licence for five years pays a surcharge.") == 52
    assert find_conflicts("A 22-year-old who has held a licence for five years pays a £15 surcharge per day.",
                          ev, ev) == []
    # outside a case, a figure the context gives otherwise still conflicts
    assert find_conflicts("Members must have held a licence for at least 5 years.", ev, ev)


def test_half_a_price_and_a_percent_off_a_price_per_period() -> None:
    ev = ("Adult tickets cost £42 per person. Children aged 5-11 pay half the adult fare. The Gold plan costs £180 "
          "per year. Pensioners receive 15% off the Gold plan.")
    assert find_conflicts("An eight-year-old pays £21 for a ticket.", ev, ev) == []
    assert find_conflicts("A pensioner pays £153 for the Gold plan.", ev, ev) == []
    assert find_conflicts("An eight-year-old pays £24 for a ticket.", ev, ev)
    assert find_conflicts("A pensioner pays £162 for the Gold plan.", ev, ev)


def test_a_sum_per_a_period_where_the_context_gives_it_per_another_thing() -> None:
    ev = ("Bike hire costs £18 per day. A helmet costs £5 per rental, and a child seat £3 per day. Delivery to a "
          "hotel costs £10 per booking.")
    (r,) = find_conflicts("A helmet costs £5 per day.", ev, ev)
    assert 'gives "£5" per day where the evidence gives it per rental' in r
    assert find_conflicts("Delivery to a hotel costs £10 per day.", ev, ev)
    assert find_conflicts("A helmet costs £5 per rental.", ev, ev) == []
    assert find_conflicts("A child seat costs £3 per day.", ev, ev) == []


def test_what_a_figure_is_compared_with_through_a_difference_written_after_it() -> None:
    ev = ("The club ended the season with 1,420 members, 185 more than a year earlier. The Pro racket costs $240, "
          "$35 less than the Elite.")
    assert find_conflicts("The club had 1,235 members a year earlier.", ev, ev) == []
    assert find_conflicts("The Elite racket costs $275.", ev, ev) == []
    assert find_conflicts("The club had 1,335 members a year earlier.", ev, ev)
    assert find_conflicts("The Elite racket costs $250.", ev, ev)


def test_durations_in_different_units_a_claim_calls_apart() -> None:
    ev = "Gold members are answered within 20 minutes and Silver members within 2 hours."
    assert find_conflicts("Gold members are answered 100 minutes sooner than Silver members.", ev, ev) == []
    assert find_conflicts("Gold members are answered 90 minutes sooner than Silver members.", ev, ev)
    assert find_conflicts("Gold members are answered within 100 minutes.", ev, ev)  # no difference claimed


def test_not_permitted_says_what_follows_a_supposed_case() -> None:
    ev = "The minimum deposit is £100 and the balance cannot exceed £250,000."
    claim = "Depositing £10,000 into an account that already holds £245,000 would not be permitted."
    assert outright_case(claim, claim.index("£245,000") + len("£245,000"))
    assert find_conflicts(claim, ev, ev) == []


def test_a_sum_per_24_hours_is_per_day_and_a_sum_for_each_thing_is_per_it() -> None:
    ev = "Short-stay parking is capped at £30 per 24 hours. Extra luggage costs £12 for each bag."
    (cap, _) = extract_quantities(ev)[:2]
    assert (cap.unit, cap.unit_word) == ("day", "per 24 hours")
    assert extract_quantities(ev)[2].unit == "bag"
    # a sum for each additional thing is a tariff's rate after a first one (verifier.tariffs), not a sum per it
    assert extract_quantities("£5 for the first bag and £12 for each additional bag")[1].unit is None
    (r,) = find_conflicts("Short-stay parking is capped at £30 per week.", ev, ev)
    assert '"£30 per 24 hours"' in r
    assert find_conflicts("Short-stay parking is capped at £30 a day.", ev, ev) == []


def test_and_over_is_a_floor_and_per_calendar_month_is_per_month() -> None:
    ev = ("Entry is free for visitors aged 70 and over. Membership is £45 per calendar month, payable in advance. "
          "Annual passes cost £480 per year for adults and £300 for students.")
    (age,) = [q for q in extract_quantities(ev) if q.value == 70]
    assert age.bound == "min"
    assert extract_quantities(ev)[1].unit == "month"
    assert find_conflicts("A 75-year-old visitor can enter free of charge.", ev, ev) == []
    assert find_conflicts("Over twelve months, membership costs £540.", ev, ev) == []
    assert find_conflicts("Over twelve months, membership costs £560.", ev, ev)
    # a period written after the first of two sums in a sentence is the second's too
    assert find_conflicts("An adult annual pass costs £180 a year more than a student one.", ev, ev) == []
    assert find_conflicts("An adult annual pass costs £120 a year more than a student one.", ev, ev)


def test_a_bare_number_gives_no_sum_and_a_period_needs_no_mention_to_differ() -> None:
    ev = "Pupils in Years 1 to 4 may join. Breakfast club costs £4.50 per session."
    (r,) = find_conflicts("Breakfast club costs £4.50 per week.", ev, ev)
    assert 'gives "£4.50" per week where the evidence gives it per session' in r
    assert find_conflicts("Breakfast club costs £4.50 per session.", ev, ev) == []
    # "4" (Years 1 to 4) is no "£4.50": the figure is absent, not stated
    (q,) = extract_quantities("Lunch costs £4.50.")
    assert not _present(q, extract_quantities("Pupils in Years 1 to 4 may join."), frozenset())


def test_a_gerund_case_after_a_phrase_of_pricing() -> None:
    ev = "The standard unit rate is 30.5p per kWh, and the standing charge is 52p per day."
    claim = "At the standard rate alone, using 200 kWh of electricity would cost £61."
    assert supposed_case_end(claim) > claim.index("200 kWh")
    assert find_conflicts(claim, ev, ev) == []
    assert find_conflicts("At the standard rate alone, using 200 kWh of electricity would cost £65.", ev, ev)


def test_two_things_named_with_and_cost_the_sum_of_their_prices() -> None:
    ev = ("Swimming lessons cost £7.20 per session; the gym induction runs on Mondays and costs £12.50 per session. "
          "Parking is free.")
    assert find_conflicts("Booking swimming lessons and the gym induction costs £19.70 for one session each.",
                          ev, ev) == []
    assert find_conflicts("Booking swimming lessons and the gym induction costs £21.70 for one session each.",
                          ev, ev)
    assert find_conflicts("Swimming lessons cost £19.70 per session.", ev, ev)  # no two things named


def test_a_difference_per_year_of_sums_per_other_periods() -> None:
    ev = "The insurance costs £486 per year if paid annually, or £42.50 per month by direct debit."
    assert find_conflicts("Paying monthly costs £24 more per year than paying annually.", ev, ev) == []
    assert find_conflicts("Paying monthly costs £30 more per year than paying annually.", ev, ev)


def test_a_sum_for_each_of_a_count_is_per_nothing_read() -> None:
    ev = "Party A's spending works out at 68p for each of their 4,376,635 votes. For Party B it is 26p per vote."
    assert extract_quantities(ev)[0].unit is None
    assert find_conflicts("Party A's spending was 68p per vote.", ev, ev) == []


def test_a_figure_the_context_writes_beside_two_prices_ties_neither_to_the_claim() -> None:
    ctx = ("Harbourside Physiotherapy, Dunmore Street, Kelsall. Prices from 1 March 2024. Initial assessment (60 "
           "minutes): £75. Follow-up session (30 minutes): £48. Extended follow-up (45 minutes): £62. Sports massage "
           "(45 minutes): £55. Students and over-65s receive 15% off follow-up sessions only, on production of valid "
           "ID.")
    assert find_conflicts("The extended follow-up (45 minutes) costs £55.", ctx, ctx)  # the sports massage's price
    assert find_conflicts("The extended follow-up (45 minutes) costs £62.", ctx, ctx) == []
    assert find_conflicts("The sports massage (45 minutes) costs £55.", ctx, ctx) == []


SKI_HIRE = ("An adult ski package (skis, boots and poles) costs €32 per day, a child ski package for under-12s costs "
            "€18 per day, and a snowboard package (board and boots) costs €35 per day.")


@pytest.mark.parametrize(("claim", "conflict"), [
    # a parenthesis closed before a figure opens no clause of its own: the snowboard's figure is €35
    ("The snowboard package costs €32 per day.", True),
    ("The adult ski package costs €35 per day.", True),
    ("The snowboard package costs €35 per day.", False),
    ("An adult ski package costs €32 per day.", False),
])
def test_a_parenthesis_before_a_figure_keeps_its_clause_whole(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, SKI_HIRE, SKI_HIRE)) == conflict


def test_an_approximate_figure_fits_only_within_its_own_rounding_step() -> None:
    ctx = "The city receives roughly 780 mm of rain a year, most of it between October and February."
    (r,) = find_conflicts("The city receives about 870 mm of rain a year.", ctx, ctx)
    assert r == 'the claim\'s hedged figure "870 mm" does not fit the evidence, which gives "780 mm"'
    # a round figure approximates within its last digit's step, and anything within 5%
    assert find_conflicts("The city receives about 800 mm of rain a year.", ctx, ctx) == []
    assert find_conflicts("The city receives about 790 mm of rain a year.", ctx, ctx) == []
    ctx = "Tickets sold out in 22 minutes."
    assert find_conflicts("Tickets sold out in about 25 minutes.", ctx, ctx) == []  # a 5 rounds to fives
    assert find_conflicts("Tickets sold out in about 20 minutes.", ctx, ctx) == []
    assert find_conflicts("Tickets sold out in about 27 minutes.", ctx, ctx)
    ctx = "The stadium holds 41,000 people."
    assert find_conflicts("The stadium holds about 40,000 people.", ctx, ctx) == []
    assert find_conflicts("The stadium holds about 52,000 people.", ctx, ctx)  # beyond its step and 5%


def test_a_comparative_after_a_figure_is_one_unit_per_side() -> None:
    ctx = "Their yields were on average 6 per cent lower than those of the standard variety."
    assert find_conflicts("It yielded about 6 per cent less than the standard variety.", ctx, ctx) == []
    assert find_conflicts("It yielded 6 per cent smaller harvests than the standard variety.", ctx, ctx) == []
    assert [q.unit for q in extract_quantities("6% less, 6% lower, 4% more, 4% higher")] == [
        "lower", "lower", "higher", "higher"]


def test_a_sums_range_with_one_scale_word_scales_both_ends() -> None:
    qs = extract_quantities("a forecast of €80-85 million, down from €92 million")
    assert [(q.value, q.kind) for q in qs] == [(80e6, "currency:eur"), (85e6, "currency:eur"),
                                               (92e6, "currency:eur")]
    ctx = "It cut its full-year profit forecast to between €80 million and €85 million, down from €92 million."
    assert find_conflicts("The profit forecast was lowered to €80-85 million from €92 million.", ctx, ctx) == []
    assert find_conflicts("The profit forecast was lowered to €70-75 million from €92 million.", ctx, ctx)
    # a percent before a scaled count is no range of sums
    assert [q.kind for q in extract_quantities("sales rose 5% to 7 million units")] == ["percent", "number"]


def test_matches_and_games_count_one_unit() -> None:
    ctx = ("The squad went 22 matches unbeaten during the campaign, a new club record that beats the 19-game run set "
           "in 1926-27.")
    assert find_conflicts("The 22-match unbeaten run beat the previous club record by three games.", ctx, ctx) == []
    assert find_conflicts("The 22-match unbeaten run beat the previous club record by five games.", ctx, ctx)


def test_a_verbs_year_reads_a_six_word_object_and_an_honour_between() -> None:
    ctx = ("He returned to Varnholt in 1996 as a lecturer and was appointed to his current chair in 2009. He served as "
           "head of the School of Earth Sciences from 2013 to 2019.")
    (r,) = event_year_conflicts("He was appointed to the Chair of Marine Geoscience in 2013.", ctx)
    assert r == ('the claim says "appointed to the Chair of Marine Geoscience in 2013" where the context says '
                 '"appointed in 2009"')
    assert event_year_conflicts("He was appointed to the Chair of Marine Geoscience in 2009.", ctx) == []
    ctx = ("He remained a season-ticket holder until his death in 2009. The north stand was renamed the Arnie "
           "Blackwood Stand in his honour in 2011.")
    assert event_year_conflicts("The north stand was renamed the Arnie Blackwood Stand in 2009.", ctx)
    assert event_year_conflicts("The north stand was renamed the Arnie Blackwood Stand in 2011.", ctx) == []


def test_a_change_by_a_comma_to_b_gives_its_start() -> None:
    ev = "The budget also cuts funding for the town's summer festival by £40,000, to £110,000."
    assert computed_figures("Funding for the summer festival falls from £150,000 to £110,000.", ev) == ['"£150,000"']
    assert computed_figures("Funding for the summer festival falls from £160,000 to £110,000.", ev) == []
    assert computed_figures("Funding for the summer festival was £150,000 before the cut.", ev) == ['"£150,000"']


_OBITUARY = ("Harwick Gazette - Obituaries\nBy Petra Cullingworth | Published 14 March 2023\nOrla Menzies-Trask, the "
             "structural engineer, died on 9 March at her home in Kestleford. She was 84. She also designed the Pellow "
             "Footbridge in Kestleford (1991).")


_PASSAGE = _OBITUARY[_OBITUARY.index("Orla"):]


_DIED = "Orla Menzies-Trask died at her home in Kestleford "


def test_a_year_the_pages_dateline_gives_to_a_month_it_writes_without_one() -> None:
    """(Against a passage of the page below its dateline, as the model engine's windows may be.)"""
    assert find_conflicts(_DIED + "in March 2023.", _PASSAGE, _OBITUARY) == []
    assert find_conflicts(_DIED + "on 9 March 2023.", _PASSAGE, _OBITUARY) == []
    # another year, or a day the page does not give, is still read against the page's years
    assert find_conflicts(_DIED + "in March 2022.", _PASSAGE, _OBITUARY) != []
    assert find_conflicts(_DIED + "on 2 March 2023.", _PASSAGE, _OBITUARY) != []


def test_a_figure_ending_a_change_is_about_what_its_start_is_about() -> None:
    context = ("Adults can buy a 30-day Rover for £82. From 1 February the price of the adult 30-day Rover will rise "
               "from £82 to £88, the transit authority confirmed.")
    passage = "Adults can buy a 30-day Rover for £82."
    assert find_conflicts("From 1 February the adult 30-day Rover costs £88.", passage, context) == []
    # a figure the context gives only to another thing is still read against the passage's
    other = context.replace("the adult 30-day Rover will rise from £82 to £88", "the Kelby tram pass will rise to £88")
    assert find_conflicts("From 1 February the adult 30-day Rover costs £88.", passage, other) != []


def test_a_sentence_on_another_size_of_the_subjects_thing_gives_no_rival_figure() -> None:
    context = ("Adults can buy a 7-day Rover for £24 or a 30-day Rover for £82. From 1 February the price of the adult "
               "30-day Tarrowmoor Rover will rise from £82 to £88.")
    assert find_conflicts("A 7-day adult Tarrowmoor Rover costs £24.", context, context) == []
    assert find_conflicts("A 30-day adult Tarrowmoor Rover costs £24.", context, context) != []


def test_a_hedged_count_of_years_between_two_of_the_contexts_years() -> None:
    context = ("Keepers lived on site until 1979, when the light was automated. The light was switched off on 30 "
               "September 2003. The tower had shown its light every night for 132 years.")
    passage = "The tower had shown its light every night for 132 years."
    claim = "The light was automated in 1979, about {} years before the light was switched off."
    assert find_conflicts(claim.format(24), passage, context) == []
    assert find_conflicts(claim.format(35), passage, context) != []


@pytest.mark.parametrize("claim", [
    "The Long Stay shuttle bus runs around the clock.", "The Long Stay shuttle bus runs 24 hours a day.",
    "The Long Stay shuttle runs every 15 minutes, day and night.",
])
def test_every_hour_claimed_where_the_context_gives_clock_times_on_the_same_words_conflicts(claim: str) -> None:
    context = "Long Stay (Car Park C). The Long Stay shuttle runs every 15 minutes between 04:00 and 23:30."
    (reason,) = find_conflicts(claim, context, context)
    assert reason.startswith("the claim's hours") and '"04:00"' in reason


@pytest.mark.parametrize(("claim", "context"), [
    ("The claims helpline can be called at any time of the day or night.",
     "Claims helpline: 0800 555 0192, open 24 hours a day. The office opens at 09:00."),
    ("Critical tickets get a response within an hour, around the clock.",
     "Support responds to critical tickets within 1 hour, 24/7, and to other tickets by 17:00 the next day."),
    ("The shuttle does not run around the clock.", "The shuttle runs between 04:00 and 23:30."),  # negated: not read
])
def test_every_hour_the_context_gives_or_a_denial_of_it_is_no_conflict(claim: str, context: str) -> None:
    assert find_conflicts(claim, context, context) == []


def test_a_counts_unit_is_its_noun_after_one_describing_word() -> None:
    (q,) = extract_quantities("with 87 breeding pairs")
    assert (q.unit, q.unit_word) == ("pair", "breeding pairs")
    (q,) = extract_quantities("40 full-time staff")
    assert q.unit == extract_quantities("40 staff")[0].unit
    context = ("Avocets reached a record 87 pairs, up from 54 last year. Volunteers counted 214 breeding pairs of "
               "lapwing.")
    assert find_conflicts("Avocets had a record year, with 87 breeding pairs.", context, context) == []


def test_a_count_of_years_between_two_of_the_contexts_years_is_bound_to_nothing() -> None:
    context = ("Orlen Vasquith-Drane. Club career: 1977-1994.\nOrlen Vasquith-Drane joined Brackenford Cricket Club "
               "as a sixteen-year-old colt in 1974. He made his first-team debut three years later against Oswick "
               "Vale.")
    claim = ("Orlen Vasquith-Drane made his first-team debut for Brackenford Cricket Club in 1977, three years after "
             "joining as a colt.")
    assert find_conflicts(claim, context, context) == []
    assert find_conflicts(claim.replace("1977", "1979"), context, context) != []


def test_a_bare_figure_meets_a_bare_figure_with_its_label() -> None:
    context = "He scored 9,862 runs at an average of 34.6, including 17 centuries. He took 143 wickets."
    (reason,) = find_conflicts("He scored 9,862 runs at an average of 36.4.", context, context)
    assert '"36.4"' in reason and '"34.6"' in reason
    assert find_conflicts("He scored 9,862 runs at an average of 34.6.", context, context) == []
    # a bare figure of another label is no rival
    assert find_conflicts("His batting average was 36.4.", "He took 143 wickets at a cost of 21.3.",
                          "He took 143 wickets at a cost of 21.3.") == []


def test_a_year_the_claim_counts_from_an_earlier_one_is_read_as_its_verbs_year() -> None:
    context = ("The Aldersey Medal was established in 1954 through a bequest, and was first presented in 1956. The "
               "Society's president from 1938 to 1946 was Captain Lionel Aldersey.")
    (reason,) = event_year_conflicts("The medal was established in 1954 and first presented the following year.",
                                     context)
    assert '"presented in 1955"' in reason and '"presented in 1956"' in reason
    assert event_year_conflicts("The medal was established in 1954 and first presented two years later.",
                                context) == []
    assert find_conflicts("The medal was established in 1954 and first presented the following year.", context,
                          context) != []


def test_a_figure_for_each_of_the_labelled_noun_carries_its_label() -> None:
    context = ("Kessington Sunday League handbook. The league has three divisions - the Premier Division, Division One "
               "and Division Two - each of twelve teams. The Saturday League has just two divisions of fourteen teams.")
    claim = "The Kessington Sunday League has three divisions of twelve teams each."
    assert find_conflicts(claim, context, context) == []
    context = context.replace("each of twelve teams", "with twelve teams in the cup")
    assert find_conflicts(claim, context, context) != []


def test_a_day_stated_beside_a_statement_on_the_claims_other_clause_is_named_for_it() -> None:
    context = ("Harwick Vale Airport handled 1.42 million passengers in 2023, its operator announced on Tuesday 16 "
               "January. Brisa Air will begin a twice-weekly service to Valtremo from 28 March. Flights will operate "
               "on Thursdays and Sundays using a 189-seat aircraft, and one-way fares will start at £39.")
    claim = ("Brisa Air's new Harwick Vale to Valtremo service will fly on Thursdays and Sundays from 28 March, with "
             "one-way fares starting at £39.")
    assert find_conflicts(claim, context, context) == []
    # a sentence whose other statement names a day of its own still reads apart
    ev = "Applications close on 3 March, and interviews will be held on 17 March."
    assert find_conflicts("Applications close on 17 March, with interviews after.", ev, ev) != []
    # nor across a contrast: the statement naming no date says the opposite of what the claim adds
    ev = ("Entry fees: 10K adult £22 (early bird £18 until 31 July). Entry fees are non-refundable, but you may "
          "transfer your place to another person for a £5 admin fee until 31 August.")
    assert find_conflicts("If you withdraw before 31 August, your entry fee is refunded.", ev, ev) != []


def test_a_stint_counted_back_from_the_year_it_ended_dates_its_start() -> None:
    """"appointed in 2011 after eight years as assistant organist": the eight years began in 2003."""
    ctx = "The present director, Imogen Rathe, was appointed in 2011 after eight years as assistant organist."
    claim = "Imogen Rathe, assistant organist from 2003, succeeded Paul Ashenden as director in 2011."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("2003", "2004"), ctx, ctx) != []
    # "after N years" opening a clause of its own counts nothing: "in 1990, and after ten years in Leeds"
    later = "The firm was founded in 1990, and after ten years in Leeds it moved to York."
    assert not year_counted_in_context("It was in Leeds from 1980.", 23, 27, later)


def test_a_verbs_object_is_dated_by_a_word_derived_from_it() -> None:
    ctx = ("In 1884 Josiah went into partnership with his son-in-law, Frederick Dunne, and the firm became Halloway & "
           "Dunne. His granddaughter Margaret became managing director in 1962.")
    assert event_year_conflicts("Frederick Dunne became his partner in 1884.", ctx) == []
    assert event_year_conflicts("Frederick Dunne became his deputy in 1884.", ctx) != []


def test_a_list_of_times_is_one_statement_for_the_given_elsewhere_reader() -> None:
    """"at 08:15, 12:30 and 16:45, returning ...": the "and" inside the list joins no two statements, so 16:45 is a
    time for leaving Port Dunmere too."""
    ctx = ("From Monday to Saturday, sailings leave Port Dunmere at 08:15, 12:30 and 16:45, returning from Skelvoe "
           "harbour on Vessick at 09:30, 13:45 and 18:00. Extra Friday evening sailings, leaving Port Dunmere at "
           "19:30, will run in December only.")
    claim = "The ferry leaves Port Dunmere at 08:15, 12:30 and 16:45 from Monday to Saturday."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("16:45", "17:45"), ctx, ctx) != []


@pytest.mark.parametrize("claim", ["The coach company is putting its adult single fare up by 50p, to £2.90.",
                                   "The single fare rises by £0.50 in March."])
def test_a_change_whose_verb_names_what_changes_gives_its_difference(claim: str) -> None:
    """"will raise its single adult fare from £2.40 to £2.90": a change (by 50p), though words stand between the
    verb and "from"."""
    ctx = "Harlowmere Coaches will raise its single adult fare from £2.40 to £2.90 from 3 March, the company said."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("50p", "60p").replace("£0.50", "£0.60"), ctx, ctx) != []


def test_a_year_before_when_dates_the_verb_of_its_clause() -> None:
    """"since 1847, when the rector ... opened a National School": 1847 is a year of "opened", as 1874 is."""
    context = ("A school has stood in Wenlow Parva since 1847, when the rector, the Reverend Edmund Callow, opened a "
               "National School in a single room. The present building on Mill Lane was designed by Frederick Usworth "
               "and opened in 1874.")
    claim = "The village's first school, a National School opened in 1847 by the rector, began with 38 pupils."
    assert event_year_conflicts(claim, context) == []
    # where the year opens no ", when" clause, it is no year of "opened"
    other = context.replace("since 1847, when the rector, the Reverend Edmund Callow, opened", "since 1847; the rector "
                            "later opened")
    assert event_year_conflicts(claim, other) != []


def test_a_year_before_when_without_a_comma_dates_nothing() -> None:
    """"in 2018 when the men's team won the trophy" is no clause of its own: "when" there says which 2018 is meant."""
    context = ("Both teams took the National Student Cup this year, building on their achievements in 2018 when the "
               "men's team won the trophy. The 2019 final was played in March.")
    assert event_year_conflicts("The women's team also won the National Student Cup in 2019.", context) == []


def test_a_change_read_over_six_words_or_after_a_bare_up_gives_its_difference() -> None:
    """"had reduced its annual support for the route from £210,000 to £150,000" (six words between the verb and
    "from") is a change by £60,000, as "put its adult ticket up from £12 to £14.50" is one by £2.50."""
    ctx = ("Tom Aske added that Carrowby County Council had reduced its annual support for the route from £210,000 to "
           "£150,000.")
    assert find_conflicts("The council has cut its yearly support for the route by £60,000.", ctx, ctx) == []
    assert find_conflicts("The council has cut its yearly support for the route by £70,000.", ctx, ctx) != []
    ticket = "The Maritime Museum put its adult ticket up from £12 to £14.50 on 1 March, its first rise since 2019."
    assert find_conflicts("The museum's adult ticket went up by £2.50.", ticket, ticket) == []
    assert find_conflicts("The museum's adult ticket went up by £3.50.", ticket, ticket) != []


def test_a_count_written_as_more_is_the_difference_of_a_counted_and_a_bare_figure() -> None:
    """"7,300 more than in 2023" from "drew a record 38,500 visitors ..., up from 31,200 in 2023"; a bare figure in
    another sentence is no count of the visitors."""
    ctx = ("This year's Penhallow Food and Drink Festival drew a record 38,500 visitors over its three days, up from "
           "31,200 in 2023, according to the organisers. There were 22 more visitors' stalls than in 2023.")
    assert find_conflicts("The festival attracted a record 38,500 visitors, 7,300 more than in 2023.", ctx, ctx) == []
    assert find_conflicts("The festival attracted a record 38,500 visitors, 8,300 more than in 2023.", ctx, ctx) != []
    apart = ("This year's Penhallow Food and Drink Festival drew a record 38,500 visitors over its three days. The "
             "organisers sold 31,200 festival wristbands, they said. There were 22 more visitors' stalls than in "
             "2023.")
    assert find_conflicts("The festival attracted a record 38,500 visitors, 7,300 more than in 2023.", apart,
                          apart) != []


def test_a_margin_the_context_writes_as_more_states_the_claims_count() -> None:
    """"beat Keyes by a margin of 173 votes" against "polled 1,046 votes ..., 173 more than ... Keyes on 873"; a
    claim that words no difference does not take the margin for a count."""
    ctx = ("Alisha Porter polled 1,046 votes in Thursday's by-election, 173 more than People's Party candidate Graham "
           "Keyes on 873. Ruth Danquah of the Green Party came third with 318 votes.")
    assert find_conflicts("Alisha Porter beat Graham Keyes by a margin of 173 votes.", ctx, ctx) == []
    assert find_conflicts("Alisha Porter beat Graham Keyes by a margin of 183 votes.", ctx, ctx) != []
    assert find_conflicts("Ruth Danquah of the Green Party won 173 votes.", ctx, ctx) != []


def _probe_document(batch: int, name: str) -> str:
    """A document of a probe batch (bench/probe_batches_<batch>.py)."""
    spec = importlib.util.spec_from_file_location(
        f"probe_batches_{batch}", Path(__file__).resolve().parents[2] / "bench" / f"probe_batches_{batch}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def _nail_salon_record() -> str:
    """Probe batch 127's nail-salon listing record."""
    return _probe_document(127, "B127_NAILS")


def test_a_difference_whose_terms_lie_in_another_window_is_not_bound_to_other_things() -> None:
    """The served engine's passage from the record's parking field to its second review holds "3.5" (the stars,
    within the rounding of "$4") and "$68", but neither of the third review's "a basic manicure was $22 last year and
    is now $26": the claim's "went up by $4" is not bound to other things there, since the whole record computes it.
    A rise the record does not compute still is."""
    context = _nail_salon_record()
    window = context[context.index('"BusinessParking"') : context.index("for free.") + 9]
    claim = "According to a 2023 review, a basic manicure went up by $4 over about a year."
    assert find_conflicts(claim, window, context) == []
    assert find_conflicts(claim, window, context.replace("is now $26", "is now $27")) != []
    # a bound written with a figure ("£100 or less") is no difference: it stays bound to what the context ties it to
    remit = ("Transfers of £100 or less carry no fee. From £100.01 to £1,000, the fee is £2.50 plus 0.5% of the amount "
             "sent. Express (same-day) delivery adds a £3.00 surcharge to any transfer, including transfers that are "
             "otherwise free.")
    assert find_conflicts("Express delivery is free for transfers of £100 or less.",
                          "Transfers of £100 or less carry no fee.", remit) != []


def test_a_figure_left_over_is_the_total_less_the_claims_other_part() -> None:
    """"covers £30,000 of the tour, leaving £18,000" from "will cost £48,000, of which £30,000 is a grant": the total
    less the part the claim names; another remainder, or a part the context does not give in the total's sentence,
    is none."""
    ctx = ("Greyhope Colliery Band will travel to Norway in June 2025. The trip will cost £48,000, of which £30,000 is "
           "a grant from the Coalfields Music Trust; the rest has been raised through concerts and a sponsored walk. "
           "Tickets for its summer concerts cost £12.")
    claim = ("The Coalfields Music Trust grant covers £30,000 of the Norway tour, leaving £18,000 to be raised through "
             "concerts.")
    assert find_conflicts(claim, ctx, ctx) == []
    assert computed_figures(claim, ctx) == ['"£18,000"']
    assert find_conflicts(claim.replace("£18,000", "£16,000"), ctx, ctx) != []
    assert find_conflicts(claim.replace("£30,000", "£32,000").replace("£18,000", "£16,000"), ctx, ctx) != []
    apart = ctx.replace(", of which £30,000 is a grant", ". A grant of £30,000 came")
    assert find_conflicts(claim, apart, apart) != []


def test_a_loss_is_a_difference() -> None:
    """"will lose 22 spaces" from "reduce the car park from 640 to 618 spaces"; another loss is none."""
    ctx = ("Calloway Estates has applied to build a drive-through on the Fenwick Cross car park. If approved, it would "
           "open in spring 2025 and reduce the car park from 640 to 618 spaces.")
    claim = "If the drive-through is approved, the Fenwick Cross car park will lose 22 spaces."
    assert find_conflicts(claim, ctx, ctx) == []
    assert computed_figures(claim, ctx) == ['"22 spaces"']
    assert find_conflicts(claim.replace("22", "32"), ctx, ctx) != []


def test_a_figure_that_went_from_one_value_to_another_changed_by_their_difference() -> None:
    """"went up by 50 cents" from "a regular top-loader went from $3.25 to $3.75": a change, not a range's two ends;
    another difference is none."""
    ctx = ("Prices went up in September: a regular top-loader went from $3.25 to $3.75. Wash-and-fold is $1.85 per "
           "pound.")
    claim = "A regular top-loader wash went up by 50 cents in September."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("50", "60"), ctx, ctx) != []


def test_a_figure_written_as_larger_or_as_a_saving_may_be_computed_from_the_whole_context() -> None:
    """The served engine's passage holds other sums of the kind; the whole context computes the claim's difference:
    "20 mm larger than the rear one" from "160 mm rotor front, 140 mm rotor rear", "saves ... €30.01" from "€14.99
    online" and "charged €45". A difference the context does not compute stays bound to the passage's figures."""
    bike = ("Brakes: hydraulic disc, 160 mm rotor front, 140 mm rotor rear. Tyres: 28 mm. Returns: within 30 days "
            "if the bike has been ridden less than 50 km.")
    window = "Tyres: 28 mm. Returns: within 30 days if the bike has been ridden less than 50 km."
    claim = "The front brake rotor on the Strada SL is 20 mm larger than the rear one."
    assert find_conflicts(claim, window, bike) == []
    assert find_conflicts(claim.replace("20 mm", "30 mm"), window, bike) != []
    bags = ("Basic passengers can add Cabin Bag Plus for €14.99 online, or for €25 at the airport check-in desk. Bags "
            "that exceed the allowance at the gate are charged €45. A reader paid €45 at the gate.")
    window = "A reader paid €45 at the gate."
    claim = "Buying Cabin Bag Plus online rather than being charged at the gate saves a Basic passenger €30.01."
    assert find_conflicts(claim, window, bags) == []
    assert find_conflicts(claim.replace("€30.01", "€31.01"), window, bags) != []


@pytest.mark.parametrize(("text", "value"), [("It refunds half of the single fare.", 50.0),
                                             ("A quarter of the seats were empty.", 25.0),
                                             ("Members pay half the price.", 50.0),
                                             ("She sold half of the shares in the company.", 50.0),
                                             ("Members pay half the share price.", 50.0)])
def test_a_fraction_of_a_thing_is_a_share(text: str, value: float) -> None:
    (share,) = extract_quantities(text)
    assert (share.kind, share.value) == ("percent", value)


@pytest.mark.parametrize("text", ["It takes half an hour.", "It opened at a quarter past nine.",
                                  "It took three and a half hours.", "It costs half as much."])
def test_a_fraction_of_a_time_or_a_comparison_is_no_share(text: str) -> None:
    assert all(q.kind != "percent" for q in extract_quantities(text))


@pytest.mark.parametrize("text", ["Large households receive the credit at half the standard rate.",
                                  "The euro-zone markup is half the markup used for other destinations.",
                                  "Up to half of that share can be volunteer time.",
                                  "The reduced levy is a third of the full percentage."])
def test_a_fraction_of_a_rate_or_share_is_no_share_of_the_whole(text: str) -> None:
    assert all(q.kind != "percent" for q in extract_quantities(text))


def test_a_fraction_of_a_things_own_rate_is_a_share_of_what_it_pays() -> None:
    """"half its normal rate" is a share, as the context's "75% of its normal rate" is."""
    (share,) = extract_quantities("A second dog is charged at half its normal rate.")
    assert (share.kind, share.value) == ("percent", 50.0)
    ctx = "Nightly rates: dogs £28. A second dog sharing the same kennel is charged at 75% of its normal rate."
    assert find_conflicts("A second dog sharing the same kennel is charged at half its normal rate.", ctx, ctx)
    assert find_conflicts("A second dog sharing the kennel is charged at three quarters of its normal rate.", ctx,
                          ctx) == []


def test_a_fraction_of_a_rate_does_not_conflict_with_the_rates_the_context_gives() -> None:
    ctx = ("The credit lets homeowners claim back 30% of what they spend. Households with a combined income above "
           "120,000 crowns receive a reduced rate of 15%.")
    claim = "Households with a combined income over 120,000 crowns receive the credit at half the standard rate."
    assert find_conflicts(claim, ctx, ctx) == []


def test_a_fraction_is_checked_against_the_band_the_claims_case_falls_in() -> None:
    """"half of their single fare" for a delay of 60 to 119 minutes, where that band refunds 100%."""
    ctx = ("For a delay of 15 to 29 minutes we refund 25% of the single fare; for 30 to 59 minutes, 50%; for 60 to 119 "
           "minutes, 100% of the single fare.")
    assert find_conflicts("A delay of 75 minutes earns passengers half of their single fare.", ctx, ctx) != []
    assert find_conflicts("A delay of 45 minutes earns passengers half of their single fare.", ctx, ctx) == []



@pytest.mark.parametrize(("text", "minutes"), [("Delivery took an hour and ten minutes.", 70.0),
                                               ("The walk takes 2 hours and 30 minutes.", 150.0),
                                               ("The film runs 1 hour 20 minutes.", 80.0)])
def test_a_duration_of_hours_and_minutes_is_one_figure_in_minutes(text: str, minutes: float) -> None:
    (duration,) = extract_quantities(text)
    assert (duration.value, duration.unit) == (minutes, "minut")


def test_a_duration_of_hours_and_minutes_states_its_minutes() -> None:
    """"took 70 minutes" against "Delivery took an hour and ten minutes": not the "ten minutes" alone."""
    ctx = "Delivery took an hour and ten minutes to a house two miles away and arrived lukewarm."
    assert find_conflicts("One reviewer's delivery took 70 minutes.", ctx, ctx) == []
    assert find_conflicts("One reviewer's delivery took 80 minutes.", ctx, ctx) != []


def test_a_total_before_a_part_was_taken_is_the_part_plus_what_it_left() -> None:
    """"has £35.4 million in reserves" before "the £4.4 million is drawn down", from "drawing £4.4 million from
    reserves, leaving them at £31 million"; another total is none, nor a sum of two figures nothing says is left."""
    ctx = ("The gap will be closed by savings and by drawing £4.4 million from reserves, leaving them at £31 million. "
           "The council employs 2,100 staff on a budget of £318 million.")
    claim = "Before the £4.4 million is drawn down, Brackenridge has £35.4 million in reserves."
    assert find_conflicts(claim, ctx, ctx) == []
    assert computed_figures(claim, ctx) == ['"£35.4 million"']
    assert find_conflicts(claim.replace("£35.4", "£36.4"), ctx, ctx) != []
    added = ctx.replace(", leaving them at £31 million", " and £31 million from grants")
    assert computed_figures(claim, added) == []


def test_a_difference_the_whole_context_computes_is_no_figure_in_another_unit() -> None:
    """The served engine's passage (the question and the council's page) holds "5 working days" and "three months",
    the claim "three working days later than the council's target": the blog's "8 working days" lies in another
    passage, so the whole context computes it, and it is no count swapped for "three months". A count the claim gives
    as no difference still is."""
    context = _probe_document(136, "B136_PARKING")
    window = context[: context.index("The Band 3 charge")].rstrip()
    claim = ("Helen Tarrant's permit arrived three working days later than the council's target, after she supplied "
             "an employer's letter because her company car's logbook was not in her name.")
    assert find_conflicts(claim, window, context) == []
    assert find_conflicts("Proof of address must be dated within the last three working days.", window, context) != []


def test_a_figure_the_claim_compares_its_subjects_with_is_no_rival_of_the_subject() -> None:
    """"£30,000 below the £595,000 it was first marketed at": the £595,000 is what the guide price is compared with."""
    ctx = ("Guide price: offers in excess of £565,000. First marketed in June 2024 at £595,000; guide price reduced in "
           "February 2025.")
    assert find_conflicts("The guide price is £30,000 below the £595,000 it was first marketed at.", ctx, ctx) == []
    assert find_conflicts("The guide price is £40,000 below the £595,000 it was first marketed at.", ctx, ctx)
    # the subject's own figure is still checked against its rival, also when written as a bound
    assert find_conflicts("The guide price is £595,000.", ctx, ctx)
    ctx = ("Overdue short loans are charged at 50p per hour, up to £10 per item. Borrowing rights are suspended when "
           "outstanding charges exceed £15. Lost items are charged at replacement cost plus a £10 administration fee.")
    assert find_conflicts("Borrowing rights are suspended once a reader owes more than £10.", ctx, ctx)


def test_a_figure_said_to_come_in_under_another_is_their_difference() -> None:
    """"came in $35 under the $680 estimate" against an estimate of $680 and a bill of $645."""
    ctx = "The estimate was $680 for the cleaning and three extractions. The final bill was $645."
    assert find_conflicts("The cleaning came in $35 under the $680 estimate.", ctx, ctx) == []
    assert find_conflicts("The cleaning came in $45 under the $680 estimate.", ctx, ctx)
    # "under" before an age is a bound, not a difference
    ctx = "Tickets cost $12 for adults and $6 for children under 12; a family ticket is $30."
    assert find_conflicts("Children under 12 pay $18.", ctx, ctx)


@pytest.mark.parametrize("claim", [
    "Built in 1987, the house had its garden room added 29 years later.",
    "The solar panels, fitted in 2019, are owned outright, and an electric-car charger was installed four years later.",
])
def test_a_verbs_other_year_given_for_another_thing_is_no_conflict(claim: str) -> None:
    """The context's "installed in 2019" is the solar panels'; the charger the claim dates was "added in 2023"."""
    ctx = ("The house was built in 1987 and extended in 2016 with a single-storey garden room. Energy: 4 kWp solar "
           "panels installed in 2019 and owned outright; electric-vehicle charger added in 2023.")
    assert event_year_conflicts(claim, ctx) == []


@pytest.mark.parametrize(("claim", "ctx", "conflict"), [
    ("The castle keep was restored in 1650.", "The castle keep was damaged in 1650 and restored in 1662.", True),
    # a clause naming nothing may be the keep's
    ("The castle keep was restored in 1650.", "The castle keep was damaged in 1650. It was restored in 1662.", True),
    ("The castle keep was restored in 1650.", "The castle keep was damaged in 1650. The chapel was restored in 1662.",
     False),
    # one word the claim's year shares with its clause may be any subject's: "A school has stood ... since 1847"
    ("The castle was restored in 1650.", "The castle was damaged in 1650. The chapel was restored in 1662.", True),
])
def test_a_verbs_other_year_for_the_claims_own_thing_still_conflicts(claim: str, ctx: str, conflict: bool) -> None:
    assert bool(event_year_conflicts(claim, ctx)) is conflict


def test_a_figure_written_into_the_noun_it_measures_carries_that_label() -> None:
    """"four 10-hour shifts": the 10 hours are a shift's, as the heading's "40 hours" is labelled "shifts" too."""
    ctx = ("Hours and shifts: 40 hours per week, worked as four 10-hour shifts from Monday to Thursday. Shifts rotate "
           "every four weeks, with two 20-minute breaks per shift.")
    e = next(q for q in extract_quantities(ctx) if q.text == "10")
    assert figure_labels(ctx, e.start, e.end, e.unit_word, compound=True) == {("of", "shift")}
    assert figure_labels(ctx, e.start, e.end, e.unit_word) == set()
    assert find_conflicts("Every shift is ten hours long.", ctx, ctx) == []
    assert find_conflicts("Every shift is twelve hours long.", ctx, ctx)
    # a word of no meaning of its own after the compound is no label
    assert figure_labels("It is a 3-day and 4-night trip.", 7, 8, "day", compound=True) == set()
    # such a compound labels no rival, nor the claim's figure: "unlimited 30-minute classic bike rides" (a Day Pass's)
    # is no rival of a pay-as-you-go ride's 20 minutes
    ctx = ("Pay-as-you-go: £1.50 to unlock plus £0.10 per minute on classic bikes. Day Pass: £12 for 24 hours, "
           "including unlimited 30-minute classic bike rides. Annual Membership: £120 per year, including unlimited "
           "45-minute classic rides. Bikes left outside a dock for 20 minutes are charged £5.")
    assert find_conflicts("A 20-minute classic bike ride on pay-as-you-go costs £3.50.", ctx, ctx) == []


def test_a_duration_the_context_writes_in_another_unit_is_no_swapped_unit() -> None:
    """"two weeks" against "up to 14 days before departure": the same length, not "2 days" in another unit."""
    ctx = ("Cancellation charges: 2 days or fewer before departure, 100%. A name change is allowed free of charge up "
           "to 14 days before departure, then £30 per name.")
    for weeks in ("two weeks", "2 weeks"):
        assert find_conflicts(f"Names can be changed for free until {weeks} before departure.", ctx, ctx) == []
    (reason,) = find_conflicts("Names can be changed for free until 2 days before departure.", ctx, ctx)
    assert '"14 days"' in reason


def test_a_duration_the_window_writes_in_another_unit_draws_no_conflict_from_its_other_durations() -> None:
    """"after two days" against "from 48 hours after the start date", where the window's other durations are days
    (round HA); a length it gives in no unit still conflicts."""
    ctx = ("Waiting periods: Illness is covered from 14 days after the start date and accidents from 48 hours after "
           "the start date. Cruciate ligament conditions are excluded within the first 180 days of cover.")
    for claim in ("Accidents are covered after two days.", "Accidents are covered from 2 days after the start date.",
                  "Illness is covered after a fortnight, accidents after two days."):
        assert find_conflicts(claim, ctx, ctx) == []
    (reason,) = find_conflicts("Accidents are covered after three days.", ctx, ctx)
    assert '"14 days"' in reason


@pytest.mark.parametrize(("text", "units"), [
    ("Benefit | Level 1 | Level 2 | Level 3\nMonthly premium | £9.50 | £16.75 | £27.00\nCheck-ups | £60 | £90 | £140",
     ["month"] * 3 + [None] * 3),  # a row's first cell names its sums' period, not the next row's
    ("Current monthly prices: Off-Peak £21.99, Standard £29.99.", [None, None]),  # a list's lead-in: not read
    ("Weekly allowance | £9 | £10", [None, None]),  # an allowance is no sum per week
    ("Paid for a full year, the plan comes to £324.", ["year"]),
    ("Paid for the school trip, the plan comes to £324.", [None]),
])
def test_a_table_rows_period_adjective_is_what_its_sums_are_per(text: str, units: list[str | None]) -> None:
    """Rounds HC, HC4."""
    assert [q.unit for q in extract_quantities(text) if q.kind == "currency:gbp"] == units


@pytest.mark.parametrize(("text", "unit"), [
    ("Service charge: £118.40 pcm.", "month"), ("Rent: £1,375 p.c.m., bills extra.", "month"),
    ("Rent of £850 a calendar month.", "month"), ("£95 pw, bills included.", "week"), ("£95 p.w. each.", "week"),
    ("Salary £32,000 pa.", "year"), ("Salary: £32,000 per annum.", "year"),
    ("£5 paid on arrival.", None), ("Doors at £5 p.m.", None), ("£32,000 PA", None),  # no period, or one not written so
])
def test_a_listings_short_form_of_a_period_is_what_a_sum_is_per(text: str, unit: str | None) -> None:
    (q,) = [q for q in extract_quantities(text) if q.kind == "currency:gbp"]
    assert q.unit == unit


def test_a_sum_per_month_in_short_form_is_compared_as_per_month() -> None:
    ctx = "Rent: £1,375 pcm, payable monthly in advance. Holding deposit: one week's rent."
    assert find_conflicts("Over twelve months, the rent comes to £16,500.", ctx, ctx) == []
    assert find_conflicts("Over twelve months, the rent comes to £16,750.", ctx, ctx)


@pytest.mark.parametrize(("claim", "conflicts"), [
    ("Spelt flakes make up almost half of the granola.", False),  # 48%: "almost" approximates, as for "almost 50%"
    ("Spelt flakes make up just under half of the granola.", False),
    ("Spelt flakes make up over half of the granola.", True),  # a floor above 48%
    ("Spelt flakes make up half of the granola.", True),  # unhedged
    ("Spelt flakes make up almost a third of the granola.", True),
])
def test_a_fraction_share_takes_the_hedge_written_before_it(claim: str, conflicts: bool) -> None:
    """Round HJ."""
    ctx = "INGREDIENTS: Spelt flakes (48%), honey (9%), dried cranberries (6%), almonds (20%)."
    assert bool(find_conflicts(claim, ctx, ctx)) is conflicts


def test_a_bound_duration_the_window_writes_in_another_unit_with_the_same_bound_draws_no_conflict() -> None:
    """"within two days" against "within 48 hours", where the window's other durations are days (round HM); not
    against "at least 48 hours", another bound."""
    ctx = ("Theft claims: report the theft to the police within 48 hours of discovering it. Devices can be added "
           "within 90 days of purchase.")
    assert find_conflicts("You must tell the police within two days of discovering the theft.", ctx, ctx) == []
    other = ctx.replace("within 48 hours", "at least 48 hours after")
    assert find_conflicts("You must tell the police within two days of discovering the theft.", other, other) != []
