"""/health and /v1/status tell agents and operators what runs and what it costs."""

from __future__ import annotations


async def test_status_publishes_limits_model_and_payment_state(client):
    resp = await client.get("/v1/status")
    assert resp.status == 200
    body = await resp.json()
    assert body["service"] == "groundcheck"
    assert body["version"]
    assert body["model"].startswith("groundcheck-lexical")
    assert body["limits"]["max_batch_claims"] == 50
    assert body["limits"]["max_context_chars"] == 100_000
    assert body["free_tier"]["default_rate_limit"] == "60/min"
    assert body["payments"]["enabled"] is False
    assert "not configured" in body["payments"]["reason"]
    assert body["reads_json"] is False


async def test_status_says_whether_json_contexts_are_read_as_sentences(make_client):
    client = await make_client(read_json=True)
    body = await (await client.get("/v1/status")).json()
    assert body["reads_json"] is True


async def test_health_reports_redis_and_pool(client):
    resp = await client.get("/health")
    assert resp.status == 200
    body = await resp.json()
    assert body["status"] == "ok" and body["redis"] == "ok"
    assert body["pool"]["size"] == 1
