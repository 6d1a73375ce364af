"""POST /v1/hallucination-rate (seed 000): the seed vector figure for figure, schema limits, key path."""

from __future__ import annotations

import copy
import json

import pytest
from pydantic import ValidationError

from gateway.routes_hallucination import HallucinationRateRequest
from verifier.coverage import coverage_tokens, hallucination_rate

# Seed 000 (shared/seeds/000_a008e6f335f1a8c8.txt): its example request and its exact example output.
SEED = {
    "example_request": {
        "claims": [
            {
                "claim_id": "claim-1",
                "claim_text": "The turbine generated 42 megawatt hours in August.",
                "evidence_texts": ["The August meter record reports turbine output of 42 megawatt hours."],
            },
            {
                "claim_id": "claim-2",
                "claim_text": "The turbine had zero maintenance downtime.",
                "evidence_texts": ["The August meter record reports turbine output of 42 megawatt hours."],
            },
        ],
        "minimum_coverage_fraction": 0.6,
    },
    "outputExample": {
        "assessments": [
            {
                "claim_id": "claim-1",
                "unique_claim_token_count": 6,
                "covered_unique_token_count": 5,
                "coverage_fraction": 0.833333333,
                "below_threshold": False,
            },
            {
                "claim_id": "claim-2",
                "unique_claim_token_count": 5,
                "covered_unique_token_count": 1,
                "coverage_fraction": 0.2,
                "below_threshold": True,
            },
        ],
        "below_threshold_count": 1,
        "mean_coverage_fraction": 0.516666667,
        "interpretation": "lexical_evidence_coverage_not_truth_verification",
        "method": "claim-token evidence coverage screening",
    },
}
ROUTE = "/v1/hallucination-rate"


def test_tokenisation_gives_the_seed_counts() -> None:
    assert coverage_tokens("The turbine generated 42 megawatt hours in August.") == [
        "turbine",
        "generated",
        "42",
        "megawatt",
        "hours",
        "august",
    ]
    assert coverage_tokens("The turbine had zero maintenance downtime.") == [
        "turbine",
        "had",
        "zero",
        "maintenance",
        "downtime",
    ]


def test_library_reproduces_the_seed_output() -> None:
    req = SEED["example_request"]
    claims = [(c["claim_id"], c["claim_text"], c["evidence_texts"]) for c in req["claims"]]
    assert hallucination_rate(claims, req["minimum_coverage_fraction"]) == SEED["outputExample"]


async def test_seed_example_through_the_gateway(client, new_key) -> None:
    key = await new_key()
    r = await client.post(ROUTE, json=SEED["example_request"], headers={"x-api-key": key})
    assert r.status == 200, await r.text()
    body = await r.json()
    assert body == SEED["outputExample"]
    a1, a2 = body["assessments"]
    assert (a1["unique_claim_token_count"], a1["covered_unique_token_count"], a1["coverage_fraction"]) == (
        6,
        5,
        0.833333333,
    )
    assert (a2["unique_claim_token_count"], a2["covered_unique_token_count"], a2["coverage_fraction"]) == (5, 1, 0.2)
    assert body["mean_coverage_fraction"] == 0.516666667 and body["below_threshold_count"] == 1


def _bad(mutate) -> dict:
    body = copy.deepcopy(SEED["example_request"])
    mutate(body)
    return body


@pytest.mark.parametrize(
    ("mutate", "field"),
    [
        (lambda b: b.update(extra=1), "extra"),
        (lambda b: b["claims"][0].update(note="x"), "claims.0.note"),
        (lambda b: b.pop("minimum_coverage_fraction"), "minimum_coverage_fraction"),
        (lambda b: b.update(minimum_coverage_fraction=1.5), "minimum_coverage_fraction"),
        (lambda b: b.update(minimum_coverage_fraction=-0.1), "minimum_coverage_fraction"),
        (lambda b: b.update(minimum_coverage_fraction="0.5"), "minimum_coverage_fraction"),
        (lambda b: b.update(claims=[]), "claims"),
        (lambda b: b.update(claims=b["claims"] * 2501), "claims"),
        (lambda b: b["claims"][0].update(claim_id=""), "claims.0.claim_id"),
        (lambda b: b["claims"][0].update(claim_id="x" * 129), "claims.0.claim_id"),
        (lambda b: b["claims"][0].update(claim_text=""), "claims.0.claim_text"),
        (lambda b: b["claims"][0].update(claim_text="x" * 20_001), "claims.0.claim_text"),
        (lambda b: b["claims"][0].update(evidence_texts=[]), "claims.0.evidence_texts"),
        (lambda b: b["claims"][0].update(evidence_texts=["e"] * 101), "claims.0.evidence_texts"),
        (lambda b: b["claims"][0].update(evidence_texts=[""]), "claims.0.evidence_texts.0"),
        (lambda b: b["claims"][0].update(evidence_texts=["e" * 50_001]), "claims.0.evidence_texts.0"),
    ],
)
def test_schema_limits_are_field_errors(mutate, field) -> None:
    with pytest.raises(ValidationError) as info:
        HallucinationRateRequest.model_validate_json(json.dumps(_bad(mutate)))
    assert field in [".".join(str(p) for p in e["loc"]) for e in info.value.errors()]


async def test_invalid_bodies_get_422_with_field_errors(client, new_key) -> None:
    key = await new_key()
    for mutate, field in [(lambda b: b.update(extra=1), "extra"),
                          (lambda b: b["claims"][0].update(claim_id=""), "claims.0.claim_id")]:
        r = await client.post(ROUTE, json=_bad(mutate), headers={"x-api-key": key})
        assert r.status == 422, await r.text()
        body = await r.json()
        assert body["source"] == "validation"
        assert field in [".".join(str(p) for p in d["loc"]) for d in body["detail"]]
    r = await client.post(ROUTE, data=b"{not json", headers={"x-api-key": key, "content-type": "application/json"})
    assert r.status == 422


async def test_no_claim_tokens_and_boundaries(client, new_key) -> None:
    key = await new_key()
    body = {
        "claims": [
            {"claim_id": "c", "claim_text": "The.", "evidence_texts": ["x"]},
            {"claim_id": "d", "claim_text": "Paris", "evidence_texts": ["paris!"]},
        ],
        "minimum_coverage_fraction": 1,
    }
    r = await client.post(ROUTE, json=body, headers={"x-api-key": key})
    out = await r.json()
    assert [a["coverage_fraction"] for a in out["assessments"]] == [0.0, 1.0]
    assert [a["below_threshold"] for a in out["assessments"]] == [True, False]
    assert out["mean_coverage_fraction"] == 0.5


async def test_keyless_without_payments_is_401(client) -> None:
    r = await client.post(ROUTE, json=SEED["example_request"])
    assert r.status == 401
