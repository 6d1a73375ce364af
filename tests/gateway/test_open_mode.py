"""Open mode against a loopback server speaking the Tavily search API, through the real app and pool."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from gateway.schemas import CheckBatchEnvelope, CheckEnvelope

KEY = "tvly-test-SECRET-0123456789"
PARIS = ("The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. "
         "It is 330 metres tall.")


@dataclass
class FakeSearch:
    """Answers by the query: ``mode`` switches the whole server to a failure."""

    url: str = ""
    mode: str = "ok"  # ok | http500 | slow
    seen: list[tuple[dict, dict]] = field(default_factory=list)

    async def handle(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.seen.append((dict(request.headers), body))
        if self.mode == "http500":
            return web.json_response({"detail": "boom"}, status=500)
        if self.mode == "slow":
            await asyncio.sleep(3)
        if "Eiffel" not in body["query"]:
            return web.json_response({"query": body["query"], "results": [], "response_time": 0.1})
        return web.json_response({"query": body["query"], "answer": None, "response_time": 0.4, "results": [
            {"url": "https://example.org/eiffel", "title": "Eiffel Tower", "content": PARIS, "score": 0.91,
             "raw_content": None},
            {"url": "https://example.org/noise", "title": "Cheese", "content": "Brie is a soft cheese.",
             "score": 0.05},
        ]})


@pytest.fixture
async def search() -> AsyncIterator[FakeSearch]:
    fake = FakeSearch()
    app = web.Application()
    app.router.add_post("/search", fake.handle)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    fake.url = str(server.make_url("")).rstrip("/")
    yield fake
    await server.close()


def open_settings(search: FakeSearch) -> dict[str, Any]:
    return {"search_provider_url": search.url, "search_api_key": KEY, "search_timeout_s": 0.5}


async def test_relevant_results_give_a_verdict_with_citations(make_client, new_key, search: FakeSearch) -> None:
    client = await make_client(**open_settings(search))
    key = await new_key()
    status = await (await client.get("/v1/status")).json()
    assert status["open_mode"] == {"available": True}
    r = await client.post("/check", headers={"x-api-key": key},
                          json={"claim": "The Eiffel Tower is in Paris, France.", "mode": "open"})
    assert r.status == 200, await r.text()
    data = CheckEnvelope.model_validate(await r.json()).data
    assert data.verdict == "supported" and data.confidence_score > 0.5
    (cited,) = data.evidence  # the low-relevance result is not evidence
    assert (cited["source"], cited["url"], cited["title"], cited["score"]) == (
        "web", "https://example.org/eiffel", "Eiffel Tower", 0.91)
    assert cited["content"] == PARIS and cited["text"] and PARIS[cited["start"]:cited["end"]] == cited["text"]
    headers, body = search.seen[-1]
    assert headers["Authorization"] == f"Bearer {KEY}"
    assert body["query"] == "The Eiffel Tower is in Paris, France." and body["include_answer"] is False
    assert body["max_results"] == 5 and body["search_depth"] == "basic"


async def test_batch_nothing_relevant_is_insufficient_evidence(make_client, new_key, search: FakeSearch) -> None:
    client = await make_client(**open_settings(search))
    r = await client.post("/check/batch", headers={"x-api-key": await new_key()}, json={
        "mode": "open", "claims": ["The Eiffel Tower is 500 metres tall.", "Zorblat won the 1931 cup."]})
    assert r.status == 200
    first, second = CheckBatchEnvelope.model_validate(await r.json()).data
    assert first.verdict == "contradicted" and first.evidence[0]["url"].endswith("/eiffel")
    assert second.verdict == "insufficient_evidence" and second.confidence_score == 0.0
    assert "0 result(s)" in second.evidence[0]["note"]
    assert len(search.seen) == 2  # one search per claim


@pytest.mark.parametrize(("mode", "says"), [("http500", "HTTP 500"), ("slow", "in time")])
async def test_provider_failure_is_a_noted_insufficient_evidence_for_keys(
    make_client, new_key, search: FakeSearch, caplog: pytest.LogCaptureFixture, mode: str, says: str
) -> None:
    caplog.set_level(logging.DEBUG)
    search.mode = mode
    client = await make_client(**open_settings(search))
    r = await client.post("/check", headers={"x-api-key": await new_key()},
                          json={"claim": "The Eiffel Tower is in Paris.", "mode": "open"})
    assert r.status == 200
    text = await r.text()
    data = json.loads(text)["data"]
    assert data["verdict"] == "insufficient_evidence" and data["confidence_score"] == 0.0
    assert says in data["evidence"][0]["note"] and "search provider" in data["rationale"]
    assert KEY not in text and KEY not in caplog.text
    assert search.seen[-1][0]["Authorization"] == f"Bearer {KEY}"


async def test_searches_end_within_the_request_deadline(make_client, new_key, search: FakeSearch) -> None:
    search.mode = "slow"
    client = await make_client(**{**open_settings(search), "search_timeout_s": 10}, request_deadline_s=0.5)
    r = await client.post("/check", headers={"x-api-key": await new_key()},
                          json={"claim": "The Eiffel Tower is in Paris.", "mode": "open"})
    data = (await r.json())["data"]
    assert data["verdict"] == "insufficient_evidence" and "request deadline" in data["evidence"][0]["note"]


async def test_without_a_key_open_mode_is_off(client) -> None:
    status = await (await client.get("/v1/status")).json()
    assert status["open_mode"] == {"available": False}
    assert "none is configured" in status["modes"]["open"]


async def test_paid_open_check_is_not_charged_when_the_search_fails(
    make_client, search: FakeSearch, devchain: Any, funded_payer: Any
) -> None:
    from tests.chain_fixtures import token_balances
    from tests.payments.conftest import chain_settings
    from tests.payments.test_flow import sdk_client

    client = await make_client(**open_settings(search), x402=chain_settings(devchain))
    body = json.dumps({"claim": "The Eiffel Tower is in Paris.", "mode": "open"}).encode()
    challenge = await client.post("/check", data=body)
    assert challenge.status == 402
    hdrs, _ = await sdk_client(funded_payer).handle_402_response(dict(challenge.headers), await challenge.read(),
                                                                 str(challenge.url))
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    search.mode = "http500"
    r = await client.post("/check", data=body, headers=hdrs)
    assert r.status == 503 and (await r.json())["source"] == "search"
    assert "PAYMENT-RESPONSE" not in r.headers
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == before
    search.mode = "ok"  # the same signed payment buys the check once the provider is back
    r = await client.post("/check", data=body, headers=hdrs)
    assert r.status == 200 and (await r.json())["data"]["evidence"][0]["url"].endswith("/eiffel")
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert before[0] - after[0] == after[1] - before[1] == 1000 + 5000
