"""Redis unreachable: keyed requests fail closed with 503, and the gateway recovers when it returns."""

from __future__ import annotations

from tests.gateway.conftest import EIFFEL_CONTEXT


async def test_keyed_requests_fail_closed_then_recover(client, new_key, redis_server):
    key = await new_key()
    payload = {"claim": "The tower is in Paris.", "context": EIFFEL_CONTEXT}
    assert (await client.post("/check", headers={"x-api-key": key}, json=payload)).status == 200
    redis_server.stop()
    try:
        resp = await client.post("/check", headers={"x-api-key": key}, json=payload)
        assert resp.status == 503
        body = await resp.json()
        assert body["source"] == "server"
        assert resp.headers["Retry-After"]
        bogus = await client.post("/check", headers={"x-api-key": "gc_anything"}, json=payload)
        assert bogus.status == 503  # never free access
        health = await client.get("/health")
        assert health.status == 503 and (await health.json())["redis"] == "unreachable"
    finally:
        redis_server.start()  # same port, empty data: the key is gone
    key = await new_key()
    assert (await client.post("/check", headers={"x-api-key": key}, json=payload)).status == 200
