"""A JSON record's "no" fields and opening hours against what a claim states."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.records import record_conflicts

_RECORD = ('{"name": "Casa Lupita", "hours": {"Monday": "Closed", "Friday": "11:00-23:00", "Saturday": '
           '"10:00-23:00", "Sunday": "0:0-0:0"}, "attributes": {"RestaurantsDelivery": false, "RestaurantsTakeOut": '
           'true, "OutdoorSeating": true, "WiFi": "no", "Alcohol": "none", "BusinessParking": {"garage": false, '
           '"street": true}}}')


@pytest.mark.parametrize("claim", [
    "The restaurant offers delivery.", "Delivery is available through the app.", "Free Wi-Fi is available.",
    "They serve alcohol.", "There is a parking garage.", "It offers takeout and delivery.",
    "Casa Lupita is closed on Saturdays.",
])
def test_a_claim_stating_what_a_no_field_denies_or_closed_on_an_open_day_is_a_conflict(claim: str) -> None:
    assert record_conflicts(claim, [], _RECORD) != []
    assert find_conflicts(claim, _RECORD, _RECORD) != []


@pytest.mark.parametrize("claim", [
    "Casa Lupita does not offer delivery.", "It offers takeout but not delivery.", "There is no Wi-Fi.",
    "Street parking is easy to find.", "There is outdoor seating.", "A garage sale is held on Fridays.",
    "It is closed on Sundays.", "It is closed on Mondays.", "It is closed on Tuesdays.",
    "The restaurant opens at 10 am on Saturdays.",
])
def test_claims_agreeing_with_the_record_or_about_other_things_are_no_conflict(claim: str) -> None:
    assert record_conflicts(claim, [], _RECORD) == []


def test_the_reason_names_the_field_and_prose_contexts_are_not_read() -> None:
    (r,) = record_conflicts("The restaurant offers delivery.", [], _RECORD)
    assert '"RestaurantsDelivery": no' in r
    (r,) = record_conflicts("There is a parking garage.", [], _RECORD)
    assert '"BusinessParking.garage": no' in r
    prose = 'The sign says "Delivery": no, but the owner says otherwise.'
    assert record_conflicts("The restaurant offers delivery.", [], prose) == []


_RATED = ('{"name": "Casa Lupita", "stars": 4.0, "review_count": 212, "reviews": [{"stars": 5, "text": "Great '
          'tacos."}, {"stars": 2, "text": "Slow service, I waited 45 minutes."}]}')


@pytest.mark.parametrize(("claim", "conflict"), [
    ("It has a 4.5-star rating.", True), ("It has 250 reviews.", True),
    ("It has a 4-star rating from 212 reviews.", False), ("One reviewer gave it 5 stars.", False),
    ("It has about 200 reviews.", False),  # hedged: the figure check's to judge
    ("A reviewer waited 45 minutes.", False),  # no field named for it
])
def test_a_count_of_what_number_fields_are_named_for_that_none_holds(claim: str, conflict: bool) -> None:
    reasons = find_conflicts(claim, _RATED, _RATED)
    assert bool(reasons) is conflict
    if conflict:
        assert "the record, which gives" in " ".join(reasons)


@pytest.mark.parametrize(("claim", "conflict"), [
    # a review's "stars": 5 or 2 does not give the place's rating, nor does a half star round to it
    ("It has a perfect 5-star rating from 212 reviews.", True), ("It holds a 2-star average.", True),
    ("It is rated 4 stars overall.", False), ("One reviewer gave it a 5-star rating.", False),
    ("Every review gave it a 5-star rating.", False),  # a review's rating, not the average
])
def test_a_rating_is_the_records_own_stars_not_a_reviews(claim: str, conflict: bool) -> None:
    reasons = find_conflicts(claim, _RATED, _RATED)
    assert bool(reasons) is conflict, reasons
    if conflict:
        assert "the claim's rating" in " ".join(reasons) and '"stars": 4' in " ".join(reasons)
    half = _RATED.replace('"stars": 4.0', '"stars": 3.5')
    assert find_conflicts("It has a 4-star average from 212 reviews.", half, half)
    assert find_conflicts("It has a 3.5-star average from 212 reviews.", half, half) == []


def test_a_no_field_whose_key_holds_a_two_letter_word_is_read() -> None:
    record = '{"name": "Glenhollow Hand Wash", "attributes": {"ByAppointmentOnly": "False", "WiFi": "u\'free\'"}}'
    (r,) = record_conflicts("Washes are by appointment only.", [], record)
    assert '"ByAppointmentOnly": no' in r
    assert record_conflicts("Walk-ins are welcome.", [], record) == []


@pytest.mark.parametrize(("claim", "is_open", "conflict"), [
    ("The business has permanently closed.", 1, True), ("The shop is no longer in business.", 1, True),
    ("It is still open and rated 4 stars.", 0, True), ("It has not closed down.", 1, False),
    ("The shop is no longer in business.", 0, False), ("It is still in business.", 1, False),
    ("It is closed on Mondays.", 1, False),  # a day's closing, not the business's
])
def test_a_place_said_to_trade_or_not_against_its_is_open_field(claim: str, is_open: int, conflict: bool) -> None:
    record = f'{{"name": "Pressfold Dry Cleaners", "is_open": {is_open}, "review_count": 46}}'
    reasons = [r for r in record_conflicts(claim, [], record) if "is_open" in r]
    assert bool(reasons) is conflict, reasons


@pytest.mark.parametrize(("claim", "noise", "conflict"), [
    ("It is a quiet taproom that's good for conversation.", "u'loud'", True),
    ("It is a quiet spot.", "u'very_loud'", True), ("The bar can get noisy.", "u'quiet'", True),
    ("It is a quiet spot.", "u'quiet'", False), ("It is a quiet spot.", "u'average'", False),
    ("It is not a quiet spot.", "u'loud'", False),
    ("One reviewer says it is quiet on weekday mornings.", "u'loud'", False),  # a review's word, not the field's
])
def test_a_place_called_quiet_or_loud_against_its_noise_level(claim: str, noise: str, conflict: bool) -> None:
    record = f'{{"name": "Copperhop Taproom", "attributes": {{"NoiseLevel": "{noise}"}}, "stars": 4.5}}'
    reasons = [r for r in record_conflicts(claim, [], record) if "NoiseLevel" in r]
    assert bool(reasons) is conflict, reasons


_PLACE = ('{"name": "Blue Cafe", "business_stars": 3.5, "review_count": 40, "attributes": {"WiFi": "no", '
          '"OutdoorSeating": false, "Music": {"live": false}, "BusinessParking": {"garage": false, "street": false, '
          '"lot": true, "valet": false}}, "reviews": [{"review_stars": 5, "text": "We parked on the street and '
          'loved the live music."}, {"review_stars": 2, "text": "Cold coffee."}]}')


@pytest.mark.parametrize("claim", [
    # a negation carries over a list ("no valet, garage, or street parking"), also when it ends the clause
    "It offers lot parking but no valet, garage, or street parking.",
    "Lot parking is available, but garage, street, and valet parking are not.",
    "It does not offer outdoor seating, WiFi, or valet parking.",
    # the scale of a rating, a count of reviews against the reviews' own stars
    "It has a rating of 3.5 out of 5 stars.", "One review mentions cold coffee.", "It has 2 reviews quoted.",
    # what the record's own texts say ("parked on the street", "live music")
    "A reviewer enjoyed the live music.", "One customer parked on the street.",
    # "rather than" denies; what reviews or customers report is theirs to say
    "It is a quiet cafe rather than one with outdoor seating.", "According to reviews, valet parking is offered.",
])
def test_lists_under_one_negation_scales_review_counts_and_what_the_texts_say_are_no_conflict(claim: str) -> None:
    assert find_conflicts(claim, _PLACE, _PLACE) == []


@pytest.mark.parametrize("claim", [
    "Customers can use valet parking.", "It has 35 reviews.", "It is rated 4.5 stars.", "Garage parking is offered.",
])
def test_the_record_still_denies_what_neither_it_nor_its_texts_state(claim: str) -> None:
    assert find_conflicts(claim, _PLACE, _PLACE) != []
