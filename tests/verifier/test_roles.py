"""Who did it: a claim's opening name against the name the context gives the same deed."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.roles import mentions_roles, mentions_slots, role_conflicts, slot_conflicts

_MINUTES = ("Product sync. Attendees: Priya, Tom, Elena and Marcus. Tom proposed a $4.99 monthly tier. Action items: "
            "Marcus to finish the payment review by 21 November; Priya to tell the marketing team about the new date.")
_TREATY = ("The treaty was signed by Aldmark and Severia. Under the treaty Aldmark gave up the port of Kessen. "
           "Severia agreed to pay 2 million crowns over ten years.")


@pytest.mark.parametrize(("claim", "context", "rival"), [
    ("Tom will finish the payment review by 21 November.", _MINUTES, "Marcus"),
    ("Elena will tell the marketing team about the new date.", _MINUTES, "Priya"),
    ("Aldmark agreed to pay 2 million crowns.", _TREATY, "Severia"),
])
def test_a_deed_the_context_gives_another_of_its_names_is_a_conflict(claim: str, context: str, rival: str) -> None:
    (reason,) = role_conflicts(claim, context)
    assert f"where the context says {rival}" in reason
    assert find_conflicts(claim, context, context) != []


@pytest.mark.parametrize(("claim", "context"), [
    ("Marcus will finish the payment review by 21 November.", _MINUTES),
    ("Tom proposed a $4.99 monthly tier.", _MINUTES),
    ("Severia agreed to pay 2 million crowns.", _TREATY),
    ("Tom will not finish the payment review.", _MINUTES),  # negated: not read here
    ("Sara will finish the payment review by 21 November.", _MINUTES),  # a name never written: the name check's
    ("Priya and Marcus will finish the payment review by 21 November.", _MINUTES),  # names the deed's doer too
    ("Elena chaired the meeting.", _MINUTES),  # no clause on these words
])
def test_the_named_doer_unknown_names_or_other_deeds_are_no_conflict(claim: str, context: str) -> None:
    assert role_conflicts(claim, context) == []


def test_only_a_claim_opening_with_a_name_is_read() -> None:
    assert mentions_roles("Tom will finish the review.")
    assert mentions_roles("Dana Kim approved it.")
    assert not mentions_roles("The team will finish the review.")
    assert not mentions_roles("March was warm.")


_PLANS = ("The Starter plan is free; the Team plan costs $12 per user. Annual billing saves 20% on Team and Business. "
          "Single sign-on (SSO) is available on Business only.")


@pytest.mark.parametrize("claim", [
    "Annual billing saves 20% on the Starter plan.", "Single sign-on is available on the Team plan.",
])
def test_a_name_in_a_slot_where_the_context_puts_only_its_other_names_is_a_conflict(claim: str) -> None:
    (reason,) = slot_conflicts(claim, _PLANS)
    assert reason.startswith('the claim says "on the ')
    assert find_conflicts(claim, _PLANS, _PLANS) != []


@pytest.mark.parametrize(("claim", "context"), [
    ("Annual billing saves 20% on the Team plan.", _PLANS),
    ("Single sign-on is available on the Business plan.", _PLANS),
    ("Annual billing does not save anything on the Starter plan.", _PLANS),  # negated: not read here
    ("Annual billing saves 20% on the Premium plan.", _PLANS),  # a name never written: the name check's
    # the sentence writes the claim's name elsewhere: a second clause may hold it
    ("The company opened offices in London.", "The company opened offices in Paris and, in 2020, in London."),
])
def test_the_names_slot_unknown_names_or_a_sentence_writing_the_name_are_no_conflict(claim: str, context: str) -> None:
    assert slot_conflicts(claim, context) == []


def test_only_a_claim_with_a_name_after_a_preposition_is_read_for_slots() -> None:
    assert mentions_slots("Annual billing saves 20% on the Starter plan.")
    assert not mentions_slots("Annual billing saves 20% on every plan.")


@pytest.mark.parametrize(("claim", "context"), [
    # verbs opening an instruction list, written in lower case elsewhere, are no names
    ("Choose the photos you want to print.", "Tip: Choose a printer first. To print: Select the photos you want to "
     "print, then choose the photos you want to print again."),
    # a clause opening inside a parenthesis gives a name's other form, not another doer
    ("Lumo is a chain of bakeries in Finland.", "Lumo, Inc. (Finnish: Kauppa Leipa) is a chain of bakeries in Finland. "
     "The founder of Lumo lives in Oulu."),
    # a subject of several names is not one doer; two words besides the names are a mention, not a deed
    ("Earth and Mars are terrestrial planets.", "Like Earth, the planet Mars is rocky. The outer planets, Jupiter, "
     "Saturn, Uranus and Neptune — are called Jovian planets because of their size relative to the terrestrial "
     "planets."),
])
def test_verbs_aliases_and_several_names_are_no_doers(claim: str, context: str) -> None:
    assert role_conflicts(claim, context) == []


def test_a_speaker_other_than_the_claims_conflicts() -> None:
    ctx = ("Vantor Air will open six routes from Leeds next spring. 'These routes double our reach,' said Vantor "
           "chief executive Mira Holt. Airport director Sam Reyes welcomed the news.")
    (reason,) = role_conflicts("Sam Reyes said the routes double Vantor's reach.", ctx)
    assert "Sam Reyes" in reason and "Mira" in reason
    assert role_conflicts("Mira Holt said the routes double Vantor's reach.", ctx) == []
    assert role_conflicts("Sam Reyes welcomed the news.", ctx) == []


_STORM = ('Northmarch Power said some customers might wait until Wednesday. "Many of the faults are on lines across '
          'fields and hillsides that our crews can\'t reach safely until the wind drops," said its operations '
          'director, Kieran Oyelaran-Holt. The council leader, Beatrix Fennimore, said the cost of repairing the sea '
          'wall alone was likely to exceed 2 million pounds.')


def test_what_a_sentence_has_another_name_say_conflicts_though_it_is_negated_or_quoted() -> None:
    (reason,) = role_conflicts("Beatrix Fennimore said crews could not safely reach faults on lines across fields "
                               "and hillsides until the wind dropped.", _STORM)
    assert "Beatrix Fennimore" in reason and "Kieran" in reason
    # a double-barrelled opening name, and a speaker named before the verb of saying
    (reason,) = role_conflicts("Kieran Oyelaran-Holt said repairing the sea wall would cost over 2 million pounds.",
                               _STORM)
    assert "Kieran Oyelaran-Holt" in reason and "Beatrix" in reason
    assert role_conflicts("Kieran Oyelaran-Holt said crews could not safely reach faults on lines across fields "
                          "and hillsides until the wind dropped.", _STORM) == []
    assert role_conflicts("Beatrix Fennimore said repairing the sea wall would cost over 2 million pounds.",
                          _STORM) == []
    # a "not" before the verb of saying denies the saying: not read
    assert role_conflicts("Beatrix Fennimore did not say crews could not reach faults on lines across fields.",
                          _STORM) == []


def test_a_name_written_only_in_a_negated_clause_does_not_clear_its_slot() -> None:
    ctx = "The ferry sails to Arlo and Brisk daily; Corran is not served in winter."
    (reason,) = slot_conflicts("The ferry sails to Corran daily.", ctx)
    assert 'says "to Corran' in reason
    assert slot_conflicts("The ferry sails to Corran daily.", ctx + " Corran is served from May.") != []
    assert slot_conflicts("The ferry sails to Arlo daily.", ctx) == []
    assert slot_conflicts("The ferry sails to Corran daily.", "The ferry sails to Arlo, Brisk and Corran daily.") == []


def test_describing_and_calling_are_saying() -> None:
    ctx = ('Professor Idris Kalvane has been awarded the medal. "I am delighted," Kalvane said. The Vice-Chancellor, '
           'Dr Marit Osgood, described the award as "a fitting tribute to three decades of patient, careful science".')
    (r,) = role_conflicts('Kalvane described his medal as "a fitting tribute to three decades of patient, careful '
                          'science".', ctx)
    assert r.startswith("the claim says Kalvane said it where the context says ")
    assert role_conflicts('Osgood described the award as "a fitting tribute to three decades of patient, careful '
                          'science".', ctx) == []


_CAREER = ("Varnholt University news. Born in 1963 in the fishing town of Pellisk, Kalvane studied physics at "
           "Ardmere College before completing a doctorate in oceanography at Varnholt in 1990.")


def test_a_later_slot_is_read_in_its_own_clause_after_an_earlier_slot_the_context_writes() -> None:
    claim = "Kalvane, born in Pellisk in 1963, studied physics at Varnholt University before his doctorate in 1990."
    (reason,) = slot_conflicts(claim, _CAREER)
    assert 'says "at Varnholt University' in reason and "Ardmere" in reason
    assert slot_conflicts(claim.replace("Varnholt University", "Ardmere College"), _CAREER) == []
    assert slot_conflicts("Kalvane, born in Pellisk in 1963, completed a doctorate at Varnholt in 1990.",
                          _CAREER) == []
