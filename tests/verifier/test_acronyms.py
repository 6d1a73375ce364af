"""Acronyms of names the context writes out, as the model reads them."""

from __future__ import annotations

from verifier.acronyms import respell_acronyms

_BIO = ("Dr. Lena Park leads the coastal ecology group at the University of Bergen. She previously worked for six "
        "years at the Monterey Bay Aquarium Research Institute.")


def test_an_acronym_of_a_name_the_context_writes_out_is_read_as_that_name() -> None:
    assert respell_acronyms("She worked at MBARI for six years.", _BIO) == (
        "She worked at Monterey Bay Aquarium Research Institute for six years.")
    assert respell_acronyms("The FDA approved it.", "The US Food and Drug Administration approved it.") == (
        "The Food and Drug Administration approved it.")


def test_plural_and_possessive_forms_keep_their_ending() -> None:
    ctx = "Non Governmental Organizations met the World Health Organization."
    assert respell_acronyms("NGOs and WHO's staff met.", ctx) == (
        "Non Governmental Organizations and World Health Organization's staff met.")


def test_acronyms_the_context_writes_or_cannot_expand_stay() -> None:
    ctx = "The United Nations (UN) met in the United States."
    assert respell_acronyms("The UN met in the US.", ctx) == "The UN met in the United States."
    assert respell_acronyms("The IMF met.", ctx) == "The IMF met."
    # two names with the same initials: which one is meant is unclear
    ctx = "Global Health Fund and Green Hill Farm both replied."
    assert respell_acronyms("The GHF replied.", ctx) == "The GHF replied."
