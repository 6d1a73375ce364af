"""POST /check and /check/batch through the whole gateway: shapes, verdicts, storage, errors."""

from __future__ import annotations

import json

from gateway.schemas import CheckBatchEnvelope, CheckEnvelope
from tests.gateway.conftest import EIFFEL_CONTEXT


async def test_single_check_matches_seed_shape_and_judges(client, new_key):
    key = await new_key()
    resp = await client.post("/check", json={"claim": "The Eiffel Tower is in Paris.", "context": EIFFEL_CONTEXT},
                             headers={"x-api-key": key})
    assert resp.status == 200, await resp.text()
    body = await resp.json()
    env = CheckEnvelope.model_validate(body)
    assert env.data.verdict == "supported"
    assert 0.5 < env.data.confidence_score <= 1.0
    assert env.data.id.startswith("chk_")
    assert env.data.model_used
    ev = env.data.evidence[0]
    assert EIFFEL_CONTEXT[ev["start"]:ev["end"]] == ev["text"]
    assert resp.headers["RateLimit-Limit"] == "1000"


async def test_number_conflict_is_contradicted(client, new_key):
    key = await new_key()
    resp = await client.post("/check", headers={"x-api-key": key}, json={
        "claim": "The company reported revenue of 12 billion euros in 2025.",
        "context": "In 2025 the company reported revenue of 9.4 billion euros, up 3% from the previous year."})
    body = await resp.json()
    assert body["data"]["verdict"] == "contradicted"
    assert body["data"]["confidence_score"] < 0.5


async def test_batch_keeps_input_order_and_context_list(client, new_key):
    key = await new_key()
    claims = ["Napoleon painted the bridge green in 1920.", "The Eiffel Tower is in Paris.", "It is 330 metres tall."]
    resp = await client.post("/check/batch", headers={"x-api-key": key},
                             json={"claims": claims, "context": [EIFFEL_CONTEXT, "Another source."]})
    assert resp.status == 200
    env = CheckBatchEnvelope.model_validate(await resp.json())
    assert env.meta.count == 3
    assert [d.verdict for d in env.data][1:] == ["supported", "supported"]
    assert env.data[0].verdict != "supported"
    assert len({d.id for d in env.data}) == 3


async def test_open_mode_is_insufficient_evidence_not_error(client, new_key):
    key = await new_key()
    resp = await client.post("/check", headers={"x-api-key": key},
                             json={"claim": "Antonio Guterres is the UN Secretary-General.", "mode": "open"})
    assert resp.status == 200
    data = (await resp.json())["data"]
    assert data["verdict"] == "insufficient_evidence"
    assert data["confidence_score"] == 0.0
    assert "search provider" in data["evidence"][0]["note"]


async def test_stored_check_is_readable_only_by_its_key(client, new_key):
    owner, other = await new_key("owner"), await new_key("other")
    resp = await client.post("/check", headers={"x-api-key": owner},
                             json={"claim": "It is 330 metres tall.", "context": EIFFEL_CONTEXT})
    created = (await resp.json())["data"]
    mine = await client.get(f"/checks/{created['id']}", headers={"x-api-key": owner})
    assert mine.status == 200
    assert (await mine.json())["data"] == created
    theirs = await client.get(f"/checks/{created['id']}", headers={"x-api-key": other})
    missing = await client.get("/checks/chk_doesnotexist", headers={"x-api-key": other})
    assert theirs.status == missing.status == 404
    assert await theirs.json() == await missing.json()  # no existence leak
    keyless = await client.get(f"/checks/{created['id']}")
    assert keyless.status == 401


async def test_results_expire_with_configured_ttl(make_client, new_key, redis):
    client = await make_client(result_ttl_s=120)
    key = await new_key()
    resp = await client.post("/check", headers={"x-api-key": key},
                             json={"claim": "It is tall.", "context": EIFFEL_CONTEXT})
    check_id = (await resp.json())["data"]["id"]
    ttl = await redis.ttl(f"gc:check:{check_id}")
    assert 100 < ttl <= 120


async def _error(resp, status: int, source: str) -> dict:
    assert resp.status == status, await resp.text()
    body = await resp.json()
    assert body["source"] == source and body["error"]
    return body


async def test_validation_errors_name_the_fields(client, new_key):
    key = await new_key()
    h = {"x-api-key": key}
    body = await _error(await client.post("/check", headers=h, json={"claim": "x"}), 422, "validation")
    assert "context" in json.dumps(body["detail"])
    body = await _error(await client.post("/check", headers=h, json={"context": "c"}), 422, "validation")
    assert body["detail"][0]["loc"] == ["claim"]
    await _error(await client.post("/check", headers=h, json={"claim": "  ", "context": "c"}), 422, "validation")
    await _error(await client.post("/check", headers=h, json={"claim": "a", "context": "c", "mode": "web"}),
                 422, "validation")
    await _error(await client.post("/check", headers=h, json={"claim": 5, "context": "c"}), 422, "validation")
    await _error(await client.post("/check", headers=h, data=b"{not json"), 422, "validation")
    await _error(await client.post("/check", headers=h, data=b""), 422, "validation")
    too_many = {"claims": ["a claim"] * 51, "context": "c"}
    body = await _error(await client.post("/check/batch", headers=h, json=too_many), 422, "validation")
    assert "51 claims" in json.dumps(body["detail"])
    await _error(await client.post("/check/batch", headers=h, json={"claims": [], "context": "c"}),
                 422, "validation")


async def test_context_limit_counts_all_parts(client, new_key):
    key = await new_key()
    parts = ["x" * 50_000, "y" * 50_001]
    body = await _error(await client.post("/check", headers={"x-api-key": key},
                                          json={"claim": "a", "context": parts}), 422, "validation")
    assert "100001" in json.dumps(body["detail"])
    ok = await client.post("/check", headers={"x-api-key": key},
                           json={"claim": "a", "context": ["x" * 50_000, "y" * 50_000]})
    assert ok.status == 200


async def test_oversized_body_is_413(make_client, new_key):
    client = await make_client(max_body_bytes=4096)
    key = await new_key()
    resp = await client.post("/check", headers={"x-api-key": key},
                             json={"claim": "a", "context": "z" * 5000})
    body = await _error(resp, 413, "validation")
    assert body["limit_bytes"] == 4096


async def test_unknown_routes_and_methods_are_json(client):
    body = await _error(await client.get("/nope"), 404, "routing")
    assert body["error"] == "no such route"
    body = await _error(await client.get("/check"), 405, "routing")
    assert body["allowed_methods"] == ["POST"]


async def test_auth_errors(client, new_key, redis):
    from gateway.keys import KeyStore

    body = await _error(await client.post("/check", json={"claim": "a", "context": "c"}), 401, "auth")
    assert "x-api-key" in body["error"] and "x402" in body["error"]
    await _error(await client.post("/check", headers={"x-api-key": "gc_wrong"},
                                   json={"claim": "a", "context": "c"}), 401, "auth")
    key = await new_key("to-revoke")
    assert (await client.post("/check", headers={"x-api-key": key}, json={"claim": "a", "context": "c"})).status == 200
    await KeyStore(redis).revoke("to-revoke")
    await _error(await client.post("/check", headers={"x-api-key": key},
                                   json={"claim": "a", "context": "c"}), 401, "auth")


async def test_every_response_has_request_id_and_security_headers(client):
    resp = await client.get("/health", headers={"X-Request-Id": "client-chosen-id-1"})
    assert resp.headers["X-Request-Id"] == "client-chosen-id-1"
    assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert resp.headers["X-Frame-Options"] == "DENY"
    other = await client.get("/nope", headers={"X-Request-Id": "bad id with spaces"})
    assert other.headers["X-Request-Id"].startswith("req_")


async def test_read_json_setting_reads_records_and_quotes_the_context_sent(make_client, new_key):
    """GROUNDCHECK_READ_JSON reaches the workers: a JSON record's fields become checkable words,
    and the evidence still quotes the context exactly as the caller sent it. ("The cafe does not offer delivery."
    is supported either way: a sentence made only of a record's fields and its name is read by default; clauses that
    share a group's name, "no valet" of the parking, are not.)"""
    record = json.dumps({"name": "Blue Cafe", "city": "Long Beach",
                         "attributes": {"OutdoorSeating": True, "RestaurantsDelivery": False,
                                        "BusinessParking": {"street": True, "lot": True, "valet": False}}})
    body = {"claim": "Parking is available on the street and in a lot, but there is no valet.", "context": record}
    key = await new_key()
    verdicts = {}
    for read_json in (False, True):
        client = await make_client(read_json=read_json)
        resp = await client.post("/check", json=body, headers={"x-api-key": key})
        assert resp.status == 200, await resp.text()
        data = (await resp.json())["data"]
        verdicts[read_json] = data["verdict"]
        for ev in data["evidence"]:
            assert record[ev["start"]:ev["end"]] == ev["text"]
    assert verdicts == {False: "unsupported", True: "supported"}
