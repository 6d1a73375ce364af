"""/claims/check runs in the worker pool: a deadline gives 504 and a crashed worker 500, never a hang."""

from __future__ import annotations

import pytest

BODY = {"answer": "The FST-2XT runs on 230 volts.", "sources": [{"content": "The FST-2XT runs on 230 volts."}]}


@pytest.mark.parametrize(("engine", "status"), [("test-sleep", 504), ("test-crash", 500)])
async def test_pool_failures_map_to_json_errors(monkeypatch, make_client, new_key, engine, status) -> None:
    monkeypatch.setenv("GROUNDCHECK_ENABLE_TEST_ENGINES", "1")
    client = await make_client(engine=engine, request_deadline_s=1.0)
    key = await new_key()
    r = await client.post("/claims/check", json=BODY, headers={"x-api-key": key})
    assert r.status == status
    assert (await r.json())["source"] == "verifier"
    # no checkable claim: the engine is never asked, so the same gateway still answers
    r = await client.post("/claims/check", json={"answer": "Hello!"}, headers={"x-api-key": key})
    assert r.status == 200 and (await r.json())["score"]["label"] == "n/a"
