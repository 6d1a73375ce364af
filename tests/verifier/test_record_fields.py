"""A claim made only of what a JSON record's fields give is stated by them (verifier.record_fields)."""

from __future__ import annotations

import json

import pytest

from verifier.record_fields import dump_value, fields_stated
from verifier.records import record_conflicts, record_stated
from verifier.registry import load_engine

_THAI = json.dumps({
    "name": "Lotus Pavilion Thai Kitchen", "address": "88 Corran Road", "city": "Eastmoor",
    "categories": ["Thai", "Restaurants", "Noodles"],
    "hours": {"Tuesday": "11:30-21:30", "Saturday": "12:00-22:00"},
    "attributes": {"RestaurantsTakeOut": True, "RestaurantsDelivery": True, "RestaurantsReservations": True,
                   "OutdoorSeating": False, "GoodForKids": True, "WiFi": "no", "DogsAllowed": False,
                   "Alcohol": "beer_and_wine", "RestaurantsPriceRange2": 2},
    "stars": 4.0, "review_count": 356,
    "reviews": [{"stars": 5, "text": "The massaman curry was mild enough for our kids and the staff were lovely."}],
})
# The same kind of record as a listing dump writes it: values as strings, groups as Python literals.
_DUMP = json.dumps({
    "name": "Crumb & Kettle Bakery", "city": "Harlow Vale", "categories": "Bakeries, Coffee & Tea",
    "hours": {"Monday": "7:0-15:0"},
    "attributes": {"WiFi": "u'free'", "OutdoorSeating": "True", "DogsAllowed": "False", "Alcohol": "u'none'",
                   "BusinessParking": "{'garage': False, 'street': True, 'lot': False}",
                   "RestaurantsPriceRange2": "1"},
    "stars": 4.5, "review_count": 212,
})


@pytest.mark.parametrize(("raw", "read"), [
    ("True", True), ("False", False), ("u'no'", False), ("u'none'", False), ("'yes'", True),
    ("u'beer_and_wine'", "beer_and_wine"), ("{'garage': False, 'street': True}", {"garage": False, "street": True}),
    ("{not python", "{not python"), (4.5, 4.5), (True, True),
])
def test_a_dumps_values_are_read_as_what_they_say(raw: object, read: object) -> None:
    assert dump_value(raw) == read


@pytest.mark.parametrize(("claim", "context", "fields"), [
    ("It takes reservations and offers both takeout and delivery.", _THAI,
     ['"RestaurantsTakeOut": yes', '"RestaurantsDelivery": yes', '"RestaurantsReservations": yes']),
    ("Beer and wine are served, but there is no WiFi and no outdoor seating.", _THAI,
     ['"Alcohol": beer_and_wine', '"OutdoorSeating": no', '"WiFi": no']),
    ("The restaurant averages 4 stars across 356 reviews and has a price level of 2.", _THAI,
     ['"stars": 4', '"review_count": 356', '"price": 2']),
    ("Lotus Pavilion is a Thai restaurant on Corran Road that is good for kids.", _THAI, ['"GoodForKids": yes']),
    ("The bakery has a 4.5-star average from 212 reviews.", _DUMP, ['"stars": 4.5', '"review_count": 212']),
    ("It offers free WiFi and street parking. Dogs are not allowed.", _DUMP,
     ['"WiFi": free', '"BusinessParking.street": yes', '"DogsAllowed": no']),
    ("It is an inexpensive spot with outdoor seating.", _DUMP, ['"OutdoorSeating": yes', '"price": inexpensive']),
])
def test_a_claim_made_only_of_the_records_fields_is_stated(claim: str, context: str, fields: list[str]) -> None:
    assert sorted(fields_stated(claim, context)) == sorted(fields)


@pytest.mark.parametrize(("claim", "context"), [
    ("Dogs are allowed.", _THAI),  # the field says no
    ("There is garage parking.", _DUMP),  # a group's member that says no
    ("It averages 4.5 stars across 356 reviews.", _THAI),  # a figure the record does not give
    ("It is a moderately priced spot.", _DUMP),  # price level 1
    ("It offers delivery and is popular with families.", _THAI),  # a word no field gives
    ("Reviewers say the restaurant offers delivery.", _THAI),  # what reviews say is not a field
    ("It offers takeout only.", _THAI),  # "only" is not read
    ("It is free.", _DUMP),  # a one-word value without its key's words
    ("Lotus Pavilion offers takeout. The curry is mild.", _THAI),  # a sentence no field gives
    ("It opens at 11:30 on Tuesdays and offers takeout.", _THAI),  # times are read by verifier.opening_hours
    ("The Thai restaurant offers delivery.", "Thai restaurants often offer delivery."),  # no record
])
def test_a_claim_with_anything_else_is_not_stated_by_the_fields(claim: str, context: str) -> None:
    assert fields_stated(claim, context) == []


def test_a_dumps_no_values_are_read_by_the_conflict_checks() -> None:
    """``"DogsAllowed": "False"`` and ``"{'garage': False}"`` deny what a claim states, as JSON's false does."""
    assert record_conflicts("Dogs are allowed inside.", [], _DUMP) != []
    assert record_conflicts("There is a garage for parking.", [], _DUMP) != []
    assert record_conflicts("There is street parking.", [], _DUMP) == []


@pytest.mark.parametrize("engine", ["auto", "lexical"])
def test_both_engines_support_a_claim_made_of_the_records_fields(engine: str) -> None:
    checker = load_engine(engine)
    verdict = checker.check("Beer and wine are served, but there is no WiFi and no outdoor seating.", _THAI)
    assert verdict.verdict == "supported"
    assert "the record's fields give" in verdict.rationale.lower() and '"WiFi": no' in verdict.rationale
    assert checker.check("Dogs are allowed, and there is no WiFi.", _THAI).verdict != "supported"


def test_a_states_code_a_keys_verb_and_a_category_only_sentence() -> None:
    record = json.dumps({"name": "Trattoria Vellisca", "city": "Calderwood", "state": "PA",
                         "categories": "Italian, Restaurants, Pizza, Wine Bars",
                         "attributes": {"BusinessAcceptsCreditCards": "True"}})
    assert fields_stated("Trattoria Vellisca is an Italian restaurant in Calderwood, Pennsylvania.", record) == [
        '"categories": Italian, Restaurants']
    assert fields_stated("It takes credit cards.", record) == ['"BusinessAcceptsCreditCards": yes']
    assert fields_stated("Trattoria Vellisca is an Italian restaurant in Calderwood, Ohio.", record) == []
    assert fields_stated("Trattoria Vellisca is a French restaurant.", record) == []


def test_the_served_engine_takes_a_records_word_over_the_models_and_the_combined_scores() -> None:
    """The model and the combined score's word coverage cannot read a record: a sentence its hours or fields state is
    supported though the combined score alone leaves it unsupported."""
    record = ('{"name": "Bubble & Suit Laundromat", "city": "Eastbrook", "state": "AZ", "categories": "Laundromat, '
              'Dry Cleaning, Laundry Services", "hours": {"Monday": "6:0-22:0", "Tuesday": "6:0-22:0", "Wednesday": '
              '"6:0-22:0", "Thursday": "6:0-22:0", "Friday": "6:0-23:0", "Saturday": "7:0-23:0", "Sunday": '
              '"8:0-20:0"}, "attributes": {"WiFi": "u\'free\'", "BusinessAcceptsCreditCards": "True", '
              '"BusinessParking": "{\'garage\': False, \'street\': False, \'lot\': True}"}, "stars": 4.0, '
              '"review_count": 57}')
    served = load_engine("auto")
    for claim in ("On Sundays it opens at 8am and closes at 8pm.", "There is free WiFi and a parking lot."):
        assert served.check(claim, record).verdict == "supported", claim
    for claim in ("On Sundays it opens at 7am and closes at 8pm.", "There is free WiFi and garage parking."):
        assert served.check(claim, record).verdict != "supported", claim


def test_a_price_word_needs_a_price_where_it_may_say_something_else() -> None:
    record = json.dumps({"name": "Kiln Room", "attributes": {"NoiseLevel": "u'loud'", "RestaurantsPriceRange2": "2"}})
    assert fields_stated("It is moderately priced.", record) == ['"price": moderately']
    assert fields_stated("The noise level is moderate.", record) == []
    assert fields_stated("The noise level is loud and prices are moderate.", record) != []


def test_on_the_pricey_side_is_a_price_level() -> None:
    record = json.dumps({"name": "Trattoria Vellisca", "attributes": {"RestaurantsPriceRange2": "3",
                                                                      "RestaurantsReservations": "True"}})
    assert fields_stated("It is on the expensive side and takes reservations.", record) == [
        '"RestaurantsReservations": yes', '"price": expensive']
    assert fields_stated("It is on the cheap side.", record) == []
    assert fields_stated("It is on the north side.", record) == []  # "side" alone states nothing


# A listing dump with hours: shut on Mondays (left out), open six days.
_CHIPPY = json.dumps({
    "name": "The Gullwing Chippy", "city": "Port Ellery", "state": "NS", "categories": "Fish & Chips, Restaurants",
    "hours": {day: "11:30-20:0" for day in ("Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")},
    "attributes": {"RestaurantsReservations": "False", "GoodForKids": "True", "NoiseLevel": "u'loud'",
                   "RestaurantsTakeOut": "True", "RestaurantsDelivery": "False", "OutdoorSeating": "False",
                   "Alcohol": "u'beer_and_wine'", "RestaurantsPriceRange2": "2", "WiFi": "u'no'"},
    "stars": 4.0, "review_count": 318, "is_open": 1,
})


def _stated(claim: str) -> list[str]:
    return record_stated(claim, _CHIPPY)


def test_which_days_it_opens_and_whether_it_trades_are_read_from_the_records_hours_and_is_open() -> None:
    assert _stated("The Gullwing Chippy is a fish and chip restaurant in Port Ellery, Nova Scotia, that is closed on "
                   "Mondays.") == ['"hours": closed on Mondays']
    assert _stated("It is open six days a week and has a 4-star rating from 318 reviews.") != []
    assert _stated("It is open Tuesday through Sunday and is currently open for business.") != []
    assert _stated("The Gullwing Chippy is a fish and chip restaurant that is closed on Tuesdays.") == []
    assert _stated("It is open seven days a week.") == []
    assert _stated("It is open Tuesday through Saturday.") == []  # Sunday has hours too
    assert _stated("The Gullwing Chippy is a fish and chip restaurant in Port Ellery, Ontario.") == []


def test_a_fields_polarity_is_read_in_the_part_of_its_clause_naming_it() -> None:
    assert _stated("It does not take reservations, is good for kids, and has a 4-star rating from 318 reviews.") == [
        '"RestaurantsReservations": no', '"GoodForKids": yes', '"stars": 4', '"review_count": 318']
    assert _stated("It takes reservations, is good for kids, and has a 4-star rating from 318 reviews.") == []
    assert _stated("It does not take reservations, is not good for kids, and has 318 reviews.") == []
    # a part without a verb of its own goes on saying no
    assert _stated("It has no WiFi, delivery or outdoor seating.") != []
    assert _stated("It has no WiFi, takeout or outdoor seating.") == []


def test_a_noise_levels_value_is_read_without_its_keys_words() -> None:
    assert _stated("A moderately priced, loud spot that serves beer and wine, offers takeout but no delivery, and has "
                   "no outdoor seating.") != []
    assert _stated("A moderately priced, quiet spot that serves beer and wine.") == []


def test_ratings_in_words_still_trading_and_more_binding_words_are_read() -> None:
    assert _stated("With 318 reviews, it averages four stars.") == ['"review_count": 318', '"stars": 4']
    assert sorted(_stated("A four-star spot, it is still operating.")) == ['"is_open": 1', '"stars": 4']
    assert _stated("With 318 reviews, it averages four and a half stars.") == []  # 4.5: the record gives 4
    assert _stated("A three-star spot.") == []
    assert _stated("The listing rates the noise level as loud.") == ['"NoiseLevel": loud']
    assert _stated("A moderately priced option, it is still in business.") != []
    assert _stated("Customers get beer and wine and can use takeout.") != []


_CAFE = json.dumps({
    "name": "Sprigwell Vegan Kitchen", "city": "Ostlebury", "state": "WA", "categories": "Vegan, Cafes",
    "hours": {day: "7:30-15:0" for day in ("Monday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")},
    "attributes": {"WiFi": "u'free'", "OutdoorSeating": "True", "RestaurantsPriceRange2": "3",
                   "BusinessAcceptsCreditCards": "False"},
})


def test_wi_fi_dollar_levels_and_the_other_days_of_the_week_are_read() -> None:
    assert record_stated("It has free Wi-Fi and outdoor seating.", _CAFE) == ['"OutdoorSeating": yes', '"WiFi": free']
    assert record_stated("It is listed at the $$$ price level.", _CAFE) == ['"price": $$$']
    assert record_stated("It is listed at the $$ price level.", _CAFE) == []
    assert record_stated("The café is closed on Tuesdays and open the rest of the week.", _CAFE) != []
    assert record_stated("The café is closed on Tuesdays but open the other six days of the week.", _CAFE) != []
    assert record_stated("The café is closed on Mondays and open the rest of the week.", _CAFE) == []
    assert record_stated("The café is closed on Tuesdays but open the other five days of the week.", _CAFE) == []


def test_a_credit_card_field_is_named_by_cards_with_a_payment_word() -> None:
    assert record_conflicts("Payment by card is accepted.", [], _CAFE) != []
    assert record_conflicts("It takes cards.", [], _CAFE) != []
    assert record_conflicts("It sells greeting cards.", [], _CAFE) == []


_WASH = json.dumps({
    "name": "Glimmerline Hand Car Wash", "city": "Tollbridge", "categories": "Car Wash, Auto Detailing",
    "attributes": {"ByAppointmentOnly": "False", "BusinessAcceptsCreditCards": "True", "RestaurantsDelivery": "False",
                   "BusinessParking": "{'garage': False, 'street': True, 'lot': False, 'valet': False}"},
    "stars": 3.0, "review_count": 29, "is_open": 0,
    "reviews": [{"stars": 2, "text": "They missed a spot on the roof and the lot was full."}],
})


def test_closed_for_good_appointments_and_one_kind_of_parking_are_read() -> None:
    assert record_stated("The listing shows Glimmerline Hand Car Wash as no longer open for business.", _WASH) == [
        '"is_open": 0']
    assert record_stated("Glimmerline Hand Car Wash is currently open for business.", _WASH) == []
    assert record_stated("It takes credit cards, and no appointment is needed.", _WASH) != []
    assert record_stated("Customers did not need an appointment.", _WASH) != []
    assert record_stated("Washes are by appointment only.", _WASH) == []
    assert record_stated("Parking is street only; there is no lot or garage.", _WASH) != []
    assert record_stated("There is street parking only.", _WASH) != []
    assert record_stated("Parking is lot only.", _WASH) == []
    assert record_stated("Parking is street only; there is a lot.", _WASH) == []


def test_a_keys_noun_is_read_as_its_verb_and_as_well_as_as_and() -> None:
    assert record_stated("It does not deliver.", _WASH) == ['"RestaurantsDelivery": no']
    assert record_stated("It delivers.", _WASH) == []
    # each part of "as well as" says its own yes or no, as of "and"
    assert record_stated("It takes credit cards as well as offering no delivery.", _WASH) != []
    assert record_stated("It takes credit cards as well as offering delivery.", _WASH) == []


def test_a_denial_the_records_no_fields_give_is_no_negation_conflict() -> None:
    from verifier.numbers import find_conflicts

    assert find_conflicts("There is no lot or garage.", _WASH, _WASH) == []
    # "accept" names a yes field: the negation check still reads the claim
    assert find_conflicts("It does not accept credit cards, and there is no lot or garage.", _WASH, _WASH) != []


_BAKERY = json.dumps({
    "name": "Crumb & Kettle", "city": "Harlow Vale", "categories": "Bakeries, Coffee & Tea, Breakfast & Brunch",
    "attributes": {"GoodForKids": "True", "Alcohol": "u'beer_and_wine'", "RestaurantsPriceRange2": "1"},
    "reviews": [{"stars": 5, "text": "Lovely cinnamon buns and a proper pot of tea."}],
})


@pytest.mark.parametrize("claim", [
    "It is listed as a bakery, coffee shop and juice bar.",
    "The listing files it under Bakeries, Coffee & Tea and Wine Bars.",
    "Besides baking, it is listed under Vegetarian.",
    "It is listed as both a bakery and a pub.",
])
def test_an_item_the_listing_does_not_file_it_under_conflicts(claim: str) -> None:
    assert record_conflicts(claim, [], _BAKERY) != []


@pytest.mark.parametrize("claim", [
    "Crumb & Kettle is listed under bakeries, coffee and tea, and breakfast and brunch.",
    "It is listed as a bakery and coffee shop that serves beer and wine.",
    "It is listed as good for kids.",  # a field, not a category
    "It is listed as cheap.",  # a price level
    "It is not listed as a pub.",
    "It was listed as finalist in 2019 by the Harlow Vale Gazette.",  # no category talk: no article, no category
])
def test_categories_the_listing_gives_and_other_listed_as_talk_do_not_conflict(claim: str) -> None:
    assert record_conflicts(claim, [], _BAKERY) == []


def test_the_listed_items_end_where_the_sentence_turns_to_what_the_place_does() -> None:
    """", specializing in ..." says what it does, not another category."""
    assert record_conflicts("It is categorized as a bakery and coffee shop, specializing in sourdough loaves.", [],
                            _BAKERY) == []
    assert record_conflicts("It is categorized as a bakery and pub, specializing in sourdough loaves.", [],
                            _BAKERY) != []
    assert record_conflicts("It is listed under bakeries, brunch, juice bars and tea.", [], _BAKERY) != []


@pytest.mark.parametrize(("claim", "fields"), [
    ("The kitchen took no reservations and was good for kids.",
     ['"RestaurantsReservations": no', '"GoodForKids": yes']),
    ("The kitchen is good for kids and serves beer and wine.", ['"GoodForKids": yes', '"Alcohol": beer_and_wine']),
    ("The listing marks the kitchen as good for kids.", ['"GoodForKids": yes']),
    ("The kitchen is good for kids and a kitchen garden grows herbs.", []),  # "garden" is no field
    ("A kitchen is good for kids.", []),  # a word of the name, not after "the": no name of the place
])
def test_a_record_named_by_a_word_of_its_name_after_the(claim: str, fields: list[str]) -> None:
    """"The pizzeria" of "Vecchio Forno Pizzeria", "the clinic" of "Quillfeather Animal Clinic": a word of the name in
    lower case after "the" names the place."""
    record = _THAI.replace('"RestaurantsReservations": true', '"RestaurantsReservations": false')
    assert sorted(fields_stated(claim, record)) == sorted(fields)


_ATELIER = json.dumps({
    "name": "Opaline Nook Nail Atelier", "stars": 3.5, "review_count": 64,
    "attributes": {"ByAppointmentOnly": "False", "GoodForKids": "True",
                   "Languages": "{'english': True, 'vietnamese': True, 'spanish': True, 'french': False}"},
})


@pytest.mark.parametrize(("claim", "fields"), [
    ("It is not an appointment-only business.", ['"ByAppointmentOnly": no']),
    ("It operates without an appointment.", ['"ByAppointmentOnly": no']),
    ("It carries three and a half stars from 64 reviews.", ['"stars": 3.5', '"review_count": 64']),
    ("The listing names Vietnamese and Spanish, as well as English, among its languages.",
     ['"Languages.english": yes', '"Languages.vietnamese": yes', '"Languages.spanish": yes']),
    ("It is an appointment-only business.", []),  # the record says no
    ("It operates by appointment only.", []),
    ("The listing names French among its languages.", []),
    ("It carries four stars from 64 reviews.", []),
    ("The listing gives its languages as English and Spanish.", []),  # "gives" binds nothing
])
def test_more_ways_of_saying_what_a_records_fields_give(claim: str, fields: list[str]) -> None:
    assert fields_stated(claim, _ATELIER) == fields


@pytest.mark.parametrize(("claim", "fields"), [
    ("Its noise level is very loud.", ['"NoiseLevel": very_loud']),
    ("It is a very loud place.", ['"NoiseLevel": very_loud']),
    ("Its noise level is average.", []),  # "average" binds ratings, not this
    ("The listing shows its noise level as average.", []),
])
def test_a_noise_levels_key_words_alone_state_nothing(claim: str, fields: list[str]) -> None:
    lanes = json.dumps({"name": "Strikeline Lanes", "attributes": {"NoiseLevel": "u'very_loud'"}})
    assert fields_stated(claim, lanes) == fields
