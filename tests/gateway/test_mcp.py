"""/mcp with the official SDK's own client (streamable HTTP) against the real app on a loopback server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx2
import pytest
from aiohttp.test_utils import TestClient
from mcp.client.session import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.gateway.conftest import EIFFEL_CONTEXT


@asynccontextmanager
async def mcp_session(client: TestClient, key: str | None) -> AsyncIterator[ClientSession]:
    headers = {"x-api-key": key} if key else {}
    async with (httpx2.AsyncClient(headers=headers, timeout=30) as http,
                streamable_http_client(str(client.make_url("/mcp")), http_client=http) as (read, write),
                ClientSession(read, write) as session):
        await session.initialize()
        yield session


async def test_sdk_client_lists_tools_and_checks_a_claim(client: TestClient, new_key) -> None:
    key = await new_key()
    async with mcp_session(client, key) as session:
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert set(tools) == {"check_claim", "check_batch", "check_answer"}
        assert tools["check_claim"].input_schema["required"] == ["claim"]
        assert {"claims", "context", "mode"} <= set(tools["check_batch"].input_schema["properties"])
        assert {"answer", "sources"} <= set(tools["check_answer"].input_schema["required"])

        result = await session.call_tool("check_claim", {"claim": "The Eiffel Tower is 500 metres tall.",
                                                         "context": EIFFEL_CONTEXT})
        assert not result.is_error
        data = result.structured_content["data"]
        assert data["verdict"] == "contradicted" and data["evidence"][0]["source"] == "context"

        batch = await session.call_tool("check_batch", {"claims": ["It was completed in 1889.", "It is in Rome."],
                                                        "context": [EIFFEL_CONTEXT]})
        assert [d["verdict"] for d in batch.structured_content["data"]][0] == "supported"

        answer = await session.call_tool("check_answer", {
            "answer": "The Eiffel Tower is in Paris. It was completed in 1925.",
            "sources": [{"id": "wiki", "content": EIFFEL_CONTEXT}]})
        assert not answer.is_error, answer.content
        assert answer.structured_content["counts"]["claims"] == 2
        assert answer.structured_content["counts"]["contradicted"] == 1

        bad = await session.call_tool("check_claim", {"claim": "It is tall."})  # grounded needs a context
        assert bad.is_error and "context" in bad.content[0].text

    # stateless JSON mode offers no SSE stream and no session to end
    assert (await client.get("/mcp", headers={"x-api-key": key})).status == 405
    assert (await client.delete("/mcp", headers={"x-api-key": key})).status == 405
    # the result is stored for the key, like POST /check
    stored = await client.get(f"/checks/{data['id']}", headers={"x-api-key": key})
    assert stored.status == 200 and (await stored.json())["data"] == data


@pytest.mark.parametrize("key", [None, "gc_not_a_real_key"])
async def test_unknown_or_missing_key_is_refused(client: TestClient, key: str | None) -> None:
    with pytest.raises(Exception) as caught:  # the SDK client surfaces the 401 as an error
        async with mcp_session(client, key):
            pass
    assert "x-api-key" in repr(caught.value)
    r = await client.post("/mcp", json={"jsonrpc": "2.0", "id": 7, "method": "tools/list"},
                          headers={"x-api-key": key} if key else {})
    body = await r.json()
    assert r.status == 401 and body["id"] == 7 and body["error"]["data"] == {"source": "auth"}


async def test_tool_calls_take_the_key_rate_limit(client: TestClient, new_key) -> None:
    key = await new_key("tight", rate="1/min")
    async with mcp_session(client, key) as session:
        first = await session.call_tool("check_claim", {"claim": "It is 330 metres tall.", "context": EIFFEL_CONTEXT})
        assert not first.is_error
        second = await session.call_tool("check_claim", {"claim": "It is tall.", "context": EIFFEL_CONTEXT})
        assert second.is_error and "rate limit" in second.content[0].text


async def test_asgi_bridge_passes_request_and_streams_the_response(aiohttp_client) -> None:
    """The adapter alone: method, path, query, headers and body in; status, headers and chunks out."""
    from aiohttp import web

    from gateway.asgi_bridge import call_asgi

    async def echo(scope, receive, send) -> None:
        message = await receive()
        head = {k.decode(): v.decode() for k, v in scope["headers"]}
        await send({"type": "http.response.start", "status": 418, "headers": [(b"x-echo", head["x-in"].encode())]})
        for part in (scope["method"], scope["path"], scope["query_string"].decode(), message["body"].decode()):
            await send({"type": "http.response.body", "body": part.encode() + b"|", "more_body": True})
        await send({"type": "http.response.body", "body": b"end"})
        assert (await receive())["type"] == "http.disconnect"

    async def handler(request: web.Request) -> web.StreamResponse:
        return await call_asgi(request, echo)

    app = web.Application()
    app.router.add_post("/a/{tail}", handler)
    client = await aiohttp_client(app)
    r = await client.post("/a/b?x=1", data=b"payload", headers={"x-in": "yes"})
    assert r.status == 418 and r.headers["x-echo"] == "yes"
    assert await r.text() == "POST|/a/b|x=1|payload|end"


async def test_live_gateway_serves_mcp_and_stops_cleanly(redis_url: str, new_key, tmp_path) -> None:
    """`python -m gateway serve`: the SDK's session manager starts with the app and ends on SIGTERM."""
    from tests.live import LiveGateway

    key = await new_key()
    gw = LiveGateway(redis_url, tmp_path / "gateway.log").start()
    try:
        async with (httpx2.AsyncClient(headers={"x-api-key": key}, timeout=30) as http,
                    streamable_http_client(gw.base_url + "/mcp", http_client=http) as (read, write),
                    ClientSession(read, write) as session):
            await session.initialize()
            result = await session.call_tool("check_claim", {"claim": "It is 330 metres tall.",
                                                             "context": EIFFEL_CONTEXT})
            assert result.structured_content["data"]["verdict"] == "supported"
    finally:
        assert gw.stop(timeout=20) == 0
    assert "Traceback" not in gw.logs()


async def test_asgi_bridge_reports_a_client_that_went_away() -> None:
    """A streaming ASGI response learns of the disconnect, so no handler is left running for nobody
    (``web.run_app`` does not cancel handlers when their client goes away)."""
    from aiohttp import ClientSession, web

    from gateway.asgi_bridge import call_asgi
    from tests.conftest import free_port

    gone = asyncio.Event()

    async def stream(scope, receive, send) -> None:
        await receive()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"first\n", "more_body": True})
        if (await receive())["type"] == "http.disconnect":
            gone.set()

    async def handler(request: web.Request) -> web.StreamResponse:
        return await call_asgi(request, stream)

    app = web.Application()
    app.router.add_get("/s", handler)
    runner = web.AppRunner(app, handler_cancellation=False)  # as the gateway serves
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        async with ClientSession() as http:
            r = await http.get(f"http://127.0.0.1:{port}/s")
            assert await r.content.readline() == b"first\n"
            r.close()
        await asyncio.wait_for(gone.wait(), 5)
    finally:
        await runner.cleanup()
