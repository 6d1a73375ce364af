"""The worker pool behind the gateway: deadlines, crashed workers and a full queue, with real processes."""

from __future__ import annotations

import asyncio

import pytest

from tests.gateway.conftest import EIFFEL_CONTEXT


@pytest.fixture
def scripted(monkeypatch, make_client):
    """A gateway whose workers run the test engine (magic claims sleep or crash the worker)."""
    monkeypatch.setenv("GROUNDCHECK_ENABLE_TEST_ENGINES", "1")

    async def factory(**overrides):
        return await make_client(engine="test", **overrides)

    return factory


async def _check(client, key, claim):
    return await client.post("/check", headers={"x-api-key": key}, json={"claim": claim, "context": EIFFEL_CONTEXT})


async def test_deadline_gives_504_and_pool_recovers(scripted, new_key):
    client = await scripted(request_deadline_s=1.0)
    key = await new_key()
    resp = await _check(client, key, "__sleep__ 5")
    assert resp.status == 504
    assert (await resp.json())["source"] == "verifier"
    ok = await _check(client, key, "The tower is in Paris.")
    assert ok.status == 200


async def test_crashed_worker_answers_error_and_is_replaced(scripted, new_key):
    client = await scripted()
    key = await new_key()
    resp = await _check(client, key, "__crash__")
    assert resp.status == 500
    body = await resp.json()
    assert body["source"] == "verifier" and "worker" in body["error"]
    ok = await _check(client, key, "The tower is in Paris.")
    assert ok.status == 200
    health = await (await client.get("/health")).json()
    assert health["pool"]["restarts"] >= 1


async def test_full_queue_gives_503_with_retry_after(scripted, new_key):
    client = await scripted(pool_queue_limit=1)
    key = await new_key()
    slow = asyncio.ensure_future(_check(client, key, "__sleep__ 2"))
    await asyncio.sleep(0.5)
    busy = await _check(client, key, "The tower is in Paris.")
    assert busy.status == 503
    assert busy.headers["Retry-After"] == "1"
    assert (await busy.json())["source"] == "server"
    assert (await slow).status == 200
