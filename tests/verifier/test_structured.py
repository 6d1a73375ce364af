"""JSON records in a context are read as sentences, and evidence still points into the context sent."""

from __future__ import annotations

import copy
import itertools
import json
import os
import subprocess
import sys

import pytest

from verifier.pool import VerifierPool
from verifier.registry import load_engine
from verifier.structured import (
    JsonReadingEngine,
    _Parser,
    check_readable,
    context_with_records_read,
    label,
    scalar_text,
)
from verifier.types import ClaimVerdict, Evidence

RECORD = {
    "name": "Rosa's Taqueria", "city": "Long Beach",
    "hours": {"Monday": "9:0-21:0", "Friday": "9:0-23:30"},
    "attributes": {"RestaurantsDelivery": False, "OutdoorSeating": True, "WiFi": "free", "Music": None,
                   "BusinessParking": {"garage": False, "street": True, "lot": True, "valet": False}},
    "business_stars": 4.5,
    "tags": ["tacos", "salsa bar"],
    "review_info": [
        {"review_stars": 5.0, "review_text": "The al pastor tacos are the best in town. The salsa bar is huge."},
        {"review_stars": 3.0, "review_text": "Food was fine but we waited 40 minutes for a table."},
    ],
}
CONTEXT = "Business record:\n" + json.dumps(RECORD) + "\nEnd of record."


@pytest.mark.parametrize(("key", "words"), [
    ("RestaurantsTakeOut", "Restaurants take out"),
    ("business_stars", "Business stars"),
    ("WiFi", "WiFi"),
    ("HasTV", "Has TV"),
    ("iPhoneApp", "IPhoneApp"),
    ("review-date", "Review date"),
    ("ByAppointmentOnly", "By appointment only"),  # a two-letter word is a word, not "Wi" of "WiFi"
    ("GoodForKids", "Good for kids"),
])
def test_keys_become_words(key: str, words: str) -> None:
    assert label(key) == words


@pytest.mark.parametrize(("value", "text"), [
    (True, "yes"), (False, "no"), (4.5, "4.5"), (12, "12"),
    ("9:0-21:0", "9 am to 9 pm"), ("0:0-0:0", "12 am to 12 am"), ("11:30 - 17:45", "11:30 am to 5:45 pm"),
    ("25:0-26:0", "25:0-26:0"),  # not a time of day
    ("3:1", "3:1"),  # a lone pair may be a score
    ("  two\n words ", "two words"),
])
def test_scalars_become_words(value: object, text: str) -> None:
    assert scalar_text(value) == text


@pytest.mark.parametrize(("key", "noun"), [
    ("business_stars", "stars"), ("numRooms", "rooms"), ("employees", "employees"),
    ("status", ""), ("bus", ""), ("price", ""), ("review_count", ""), ("analysis", ""), ("gps", ""),
])
def test_numbers_read_with_the_noun_their_key_counts(key: str, noun: str) -> None:
    from verifier.structured import count_noun

    assert count_noun(key) == noun


def test_a_wrong_rating_of_a_record_is_a_number_conflict() -> None:
    reading = load_engine("lexical", read_json=True)
    raw = json.dumps(RECORD)
    assert reading.check("It is rated 4.5 stars.", raw).verdict == "supported"
    assert reading.check("It is rated 3.5 stars.", raw).verdict == "contradicted"


def test_parser_keeps_the_source_span_of_every_value() -> None:
    text = json.dumps(RECORD, indent=1)
    seen = 0

    def walk(node) -> None:  # noqa: ANN001
        nonlocal seen
        seen += 1
        assert json.loads(text[node.start:node.end]) is not None or node.value is None
        if node.kind == "object":
            for key, key_start, child in node.value:
                assert text[key_start:key_start + len(key) + 2] == json.dumps(key)
                assert json.loads(text[child.start:child.end]) == (json.loads(text[child.start:child.end]))
                walk(child)
        elif node.kind == "array":
            for child in node.value:
                walk(child)

    root = _Parser(text).value(0)
    assert (root.start, root.end) == (0, len(text))
    assert json.loads(text[root.start:root.end]) == RECORD
    walk(root)
    assert seen > 20


def test_a_record_is_rendered_as_sentences() -> None:
    view = context_with_records_read(CONTEXT)
    assert view is not None
    rendered = view.text[len(CONTEXT):]
    lines = rendered.split("\n")
    for expected in ["Name: Rosa's Taqueria.", "Hours: Monday 9 am to 9 pm, Friday 9 am to 11:30 pm.",
                     "Restaurants delivery: no.", "Outdoor seating: yes.", "WiFi: free.",
                     "Business parking: street, lot; not garage, valet.", "Business stars: 4.5 stars.",
                     "Tags: tacos, salsa bar.",
                     "Review text: The al pastor tacos are the best in town. The salsa bar is huge."]:
        assert expected in lines
    assert "Music" not in rendered  # null says nothing
    assert "{" not in rendered and '"' not in rendered and "record" not in rendered  # the prose is not repeated
    # Records and long texts are paragraphs of their own; short texts stay with their record.
    assert "Review stars: 5.0 stars.\n\nReview text: The al pastor" in rendered
    assert "huge.\n\nReview stars: 3.0 stars.\nReview text: Food was fine" in rendered


def test_a_table_of_rows_keeps_each_row_together() -> None:
    table = json.dumps({"columns": ["city", "population", "year"],
                        "rows": [["Oslo", 709037, 2023], ["Bergen", 289330, 2023]]})
    view = context_with_records_read(table)
    assert view is not None
    assert view.text.split("\n\n") == [table, "Columns: city, population, year.", "Oslo, 709037, 2023.",
                                        "Bergen, 289330, 2023."]


@pytest.mark.parametrize("context", [
    "Plain prose. Nothing structured here.",
    "See [1] and {x} in the text.",
    '{"a": 1}',  # too short to be a record worth rendering
    '{"name": "broken record", "city": "Long Beach",',  # malformed: read as prose
    "A list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]",  # scalars, not records, mid-line
])
def test_contexts_without_records_are_left_alone(context: str) -> None:
    assert context_with_records_read(context) is None


def test_a_span_of_separators_only_maps_to_an_empty_source_span_before_the_next_piece() -> None:
    view = context_with_records_read(CONTEXT)
    assert view is not None
    gaps = [(a, b) for a, b in itertools.pairwise(view.pieces) if a.r_end < b.r_start]
    assert gaps, "the rendering joins its sentences with separators that stand for no source text"
    before, after = gaps[0]
    s, e = view.to_source(before.r_end, after.r_start)
    assert s == e == after.s_start
    assert view.to_source(len(view.text), len(view.text)) == (view.pieces[-1].s_end,) * 2


@pytest.mark.parametrize("lead", ["Tool result: ", "  observation:\t", "Business record (Yelp): "])
def test_a_record_after_a_label_on_its_line_is_read_too(lead: str) -> None:
    doc = json.dumps(RECORD)
    context = "Look-up done.\n" + lead + doc + "\nEnd."
    view = context_with_records_read(context)
    assert view is not None
    i = view.text.index("Outdoor seating: yes.")
    s, e = view.to_source(i, i + len("Outdoor seating: yes."))
    assert context[s:e] == '"OutdoorSeating": true'


@pytest.mark.parametrize("line", [
    "Note: see [1] and [2] for details, and {x} for the variable.",
    "Timing (12:30): {" + '"name": "not read", "city": "a label with a colon in it"}',
    "A sentence that runs far longer than a label ever would before it gets to its colon: " + json.dumps(RECORD),
])
def test_prose_with_brackets_after_a_colon_is_left_alone(line: str) -> None:
    assert context_with_records_read(line) is None


def test_a_key_line_inside_a_broken_document_is_not_a_label() -> None:
    """A pretty-printed document that fails to parse (here: cut short) stays prose: its nested
    object is not read on its own, which would state its fields without the key they belong to."""
    doc = json.dumps({"name": "Blue Door Cafe", "attributes": {"OutdoorSeating": True, "WiFi": "free"}}, indent=2)
    broken = doc[: doc.rindex("}")]  # the outer object never closes
    assert '  "attributes": {' in broken
    assert context_with_records_read("Tool result:\n" + broken) is None
    # The same object after a label without quotes is read.
    view = context_with_records_read('Attributes: {"OutdoorSeating": true, "WiFi": "free"}')
    assert view is not None and "Outdoor seating: yes." in view.text


def test_rendered_offsets_map_back_to_the_source() -> None:
    view = context_with_records_read(CONTEXT)
    assert view is not None
    # Prose maps one to one.
    i = view.text.index("End of record.")
    s, e = view.to_source(i + 4, i + 13)
    assert CONTEXT[s:e] == "of record"
    # A rendered sentence maps to its key and value in the source.
    i = view.text.index("Outdoor seating: yes.")
    s, e = view.to_source(i, i + len("Outdoor seating: yes."))
    assert CONTEXT[s:e] == '"OutdoorSeating": true'
    # A span over several sentences maps to the source from the first to the last.
    a = view.text.index("Name:")
    b = view.text.index("Long Beach.") + len("Long Beach.")
    s, e = view.to_source(a, b)
    assert CONTEXT[s:e] == '"name": "Rosa\'s Taqueria", "city": "Long Beach"'


def test_check_readable_returns_evidence_from_the_context_as_sent() -> None:
    seen: list[str] = []

    def fake_check_batch(claims, context):  # noqa: ANN001, ANN202
        seen.append(context)
        i = context.index("Outdoor seating: yes.")
        j = context.index("WiFi: free.")
        ev = [Evidence(context[i:i + 21], i, i + 21, 0.4), Evidence(context[i:i + 10], i, i + 10, 0.9),
              Evidence(context[j:j + 11], j, j + 11, 0.2)]
        return [ClaimVerdict("supported", 0.9, ev, "ok") for _ in claims]

    [v] = check_readable(fake_check_batch, ["Outdoor seats."], CONTEXT)
    assert "Outdoor seating: yes." in seen[0]
    assert [(e.text, e.score) for e in v.evidence] == [('"OutdoorSeating": true', 0.9), ('"WiFi": "free"', 0.2)]
    for e in v.evidence:
        assert CONTEXT[e.start:e.end] == e.text
    # Without records the engine gets the context untouched.
    check_readable(fake_check_batch, ["x"], "Outdoor seating: yes. WiFi: free.")
    assert seen[-1] == "Outdoor seating: yes. WiFi: free."


def test_lexical_engine_reads_json_keys_as_words_when_asked() -> None:
    """Raw JSON has "OutdoorSeating" as one word, so coverage cannot find "outdoor seating"."""
    plain, reading = load_engine("lexical"), load_engine("lexical", read_json=True)
    assert isinstance(reading, JsonReadingEngine) and not isinstance(plain, JsonReadingEngine)
    assert reading.model_used == plain.model_used and reading.threshold == plain.threshold
    raw = json.dumps(RECORD)
    for claim in ["The restaurant has outdoor seating.", "Parking is available on the street and in a lot."]:
        default = plain.check(claim, raw)  # the default reading supports it through the record's fields
        assert default.verdict == "supported" and "the record's fields give" in default.rationale.lower(), claim
        v = reading.check(claim, raw)
        assert v.verdict == "supported", claim
        assert v.evidence and all(raw[e.start:e.end] == e.text for e in v.evidence)
    assert reading.check("The restaurant is in San Diego.", raw).verdict != "supported"
    clone = copy.deepcopy(reading)  # copies (and pickles) rebuild the wrapper without recursing
    assert clone.check("The restaurant has outdoor seating.", raw).verdict == "supported"


def test_served_model_reads_json_records_when_asked() -> None:
    """On raw JSON the served model misses boolean fields ("GoodForKids": true) and grouped ones."""
    plain, reading = load_engine("model"), load_engine("model", read_json=True)
    raw = json.dumps({**RECORD, "attributes": {**RECORD["attributes"], "GoodForKids": True}})
    claims = ["It is good for kids.", "Parking is available on the street and in a lot, but there is no valet."]
    # The default reading supports a sentence made only of fields (verifier.record_fields), not one whose clauses
    # share a group's name ("no valet": parking).
    assert [v.verdict for v in plain.check_batch(claims, raw)] == ["supported", "unsupported"]
    for context in (raw, "Tool result: " + raw):  # a record alone, or after a label on its line
        for v in reading.check_batch(claims, context):
            assert v.verdict == "supported"
            assert v.evidence and all(context[e.start:e.end] == e.text for e in v.evidence)


async def test_worker_pool_passes_the_setting_to_its_engines() -> None:
    """A claim the JSON reading supports and the record-fields reader alone does not (clauses that share a group's
    name: "no valet" is parking's)."""
    raw = json.dumps(RECORD)
    claim = "Parking is available on the street and in a lot, but there is no valet."
    for read_json, supported in ((True, True), (False, False)):
        pool = VerifierPool(size=1, engine_name="lexical", queue_limit=2, engine_options={"read_json": read_json})
        await pool.start()
        try:
            (v,) = await pool.run_check([claim], raw, deadline_s=30)
        finally:
            await pool.close()
        assert (v.verdict == "supported") == supported


DUMP = {  # a listing dump's record: attribute values are Python literals written as strings
    "name": "Kaiyo Reef", "city": "Marlow Springs", "hours": {"Monday": "7:0-19:0", "Saturday": "8:0-14:0"},
    "attributes": {"WiFi": "u'free'", "OutdoorSeating": "True", "RestaurantsDelivery": "False",
                   "BusinessParking": "{'garage': False, 'street': True, 'validated': False, 'lot': True, "
                                      "'valet': False}", "Ambience": "{'romantic': False, 'casual': True}",
                   "Note": "'tis the season"},
}


def test_a_listing_dumps_python_literals_are_read_as_the_values_they_spell() -> None:
    view = context_with_records_read(json.dumps(DUMP))
    assert view is not None
    for line in ["WiFi: free.", "Outdoor seating: yes.", "Restaurants delivery: no.",
                 "Business parking: street, lot; not garage, validated, valet.", "Ambience: casual; not romantic.",
                 "Note: 'tis the season."]:  # not a literal: left as written
        assert line in view.text.splitlines(), line
    raw = json.dumps(DUMP)
    i = view.text.index("Business parking")
    s, e = view.to_source(i, i + len("Business parking: street, lot; not garage, validated, valet."))
    assert raw[s:e].startswith('"BusinessParking": "{') and raw[s:e].endswith("'valet': False}\"")


def test_the_json_reading_keeps_the_context_as_sent_and_adds_the_records_sentences() -> None:
    view = context_with_records_read(CONTEXT)
    assert view is not None and view.text.startswith(CONTEXT + "\n\n")
    assert "Outdoor seating: yes." in view.text[len(CONTEXT):]
    assert view.to_source(0, len(CONTEXT)) == (0, len(CONTEXT))
    i = view.text.index("Outdoor seating: yes.")
    s, e = view.to_source(i, i + len("Outdoor seating: yes."))
    assert CONTEXT[s:e] == '"OutdoorSeating": true'
    # A window across the context's end and the first sentences: the context's tail and the JSON values those
    # sentences read, from the record's first key on.
    assert view.to_source(len(CONTEXT) - 6, i + 3) == (CONTEXT.index('"name"'), len(CONTEXT))
    assert context_with_records_read("Outdoor seating: yes. WiFi: free.") is None


@pytest.mark.parametrize("engine", ["lexical", "model"])
def test_the_json_reading_leaves_the_record_to_the_record_checks(engine: str) -> None:
    """The record checks read the JSON as sent (fields, hours): with only the rendered sentences they saw no record,
    and the negation check read "not garage, validated, valet" as stating valet parking."""
    reading = load_engine(engine, read_json=True)
    raw = json.dumps(DUMP)
    claims = ["There is no valet parking.", "Valet parking is offered.", "It opens at 9am on Mondays."]
    verdicts = reading.check_batch(claims, raw)
    assert [v.verdict for v in verdicts] == ["supported", "contradicted", "contradicted"]
    for v in verdicts:
        assert v.evidence and all(raw[e.start:e.end] == e.text for e in v.evidence)


def test_a_set_literal_renders_in_the_same_order_whatever_the_hash_seed() -> None:
    """A set's iteration order follows PYTHONHASHSEED; the sentences (and so the windows scored) must not."""
    raw = json.dumps({"name": "Cafe One Two", "attributes": {"Tags": "{'vegan', 'halal', 'kosher', 'organic'}"}})
    script = ("import json, sys; from verifier.structured import context_with_records_read; "
              "print(context_with_records_read(sys.argv[1]).text.splitlines()[-1])")
    lines = {subprocess.run([sys.executable, "-c", script, raw], capture_output=True, text=True, check=True,
                            env={**os.environ, "PYTHONHASHSEED": seed}).stdout.strip() for seed in ("1", "2", "3")}
    assert lines == {"Tags: halal, kosher, organic, vegan."}
