"""POST /api/v1/calculate and GET /api/v1/tool (seed 001): both seed examples, the envelope, problem+json."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import web

ROUTE = "/api/v1/calculate"
PROBLEM = "application/problem+json"

# Seed 001's two request examples, verbatim.
EIFFEL = {
    "answer": "The Eiffel Tower was completed in 1889 for the World's Fair in Paris. It is 330 metres tall. It was "
              "designed by Gustave Eiffel alone. It is the most visited paid monument in the world.",
    "sources": "The Eiffel Tower was built for the 1889 World's Fair in Paris and completed in March 1889.\nIt is "
               "330 metres (1,083 ft) tall, including antennas.\n---\nThe tower was designed by the engineers "
               "Maurice Koechlin and Émile Nouguier of Gustave Eiffel's company.",
}
WRONG_NUMBER = {
    "answer": "The company reported revenue of 12 billion euros in 2025.",
    "sources": "In 2025 the company reported revenue of 9.4 billion euros, up 3% from the previous year.",
}
ENVELOPE_KEYS = {"schemaVersion", "tool", "computedAt", "inputs", "summary", "result", "units", "assumptions",
                 "sources", "warnings", "presentation", "links"}


async def _post(client, key: str, body: object):
    return await client.post(ROUTE, json=body, headers={"x-api-key": key})


async def test_seed_examples_with_a_key(client, new_key) -> None:
    key = await new_key()
    r = await _post(client, key, EIFFEL)
    assert r.status == 200, await r.text()
    body = await r.json()
    assert set(body) == ENVELOPE_KEYS and body["schemaVersion"] == "1.0"
    assert body["tool"] == {"id": "ai_answer_verifier", "name": "AI Answer Verifier", "version": "1.0.0"}
    result = body["result"]
    assert result["counts"] == {"claims": 4, "supported": 3, "partiallySupported": 0, "contradictedNumber": 0,
                                "notFound": 1, "checkWorthy": 4}
    assert result["sources"] == [{"label": "Source 1", "characters": 144}, {"label": "Source 2", "characters": 104}]
    c0, c1, c2, c3 = result["claims"]
    assert set(c0) == {"index", "claim", "checkWorthy", "verdict", "coverage", "score", "evidence",
                       "numbersNotInEvidence"}
    assert (c0["verdict"], c0["coverage"], c0["checkWorthy"]) == ("supported", 1.0, ["year", "proper-name"])
    assert c0["evidence"]["source"] == "Source 1" and "completed in March 1889" in c0["evidence"]["sentence"]
    assert (c1["claim"], c1["verdict"], c1["checkWorthy"]) == ("It is 330 metres tall.", "supported", ["number"])
    # The literal rules: 3 of 4 content words ("alone" is missing) -> supported; a warning says so.
    assert (c2["verdict"], c2["coverage"], c2["evidence"]["source"]) == ("supported", 0.75, "Source 2")
    assert "absolute" in c2["checkWorthy"] and any('"alone"' in w for w in body["warnings"])
    assert (c3["verdict"], c3["checkWorthy"]) == ("not-found", ["superlative"])
    assert body["links"]["api"].endswith(ROUTE) and body["links"]["methodology"].startswith("http")
    assert body["presentation"][0] == {"type": "summary", "text": body["summary"]}

    r = await _post(client, key, WRONG_NUMBER)
    (claim,) = (await r.json())["result"]["claims"]
    assert claim["verdict"] == "contradicted-number" and claim["numbersNotInEvidence"] == ["12"]
    assert claim["coverage"] == pytest.approx(6 / 7, abs=1e-4) and claim["checkWorthy"] == ["number", "year"]
    assert "9.4 billion euros" in claim["evidence"]["sentence"]


async def test_problem_json_errors(make_client, new_key) -> None:
    client = await make_client()
    key = await new_key()
    r = await client.post(ROUTE, data=b'{"answer": ', headers={"x-api-key": key,
                                                                "content-type": "application/json"})
    assert (r.status, r.content_type) == (400, PROBLEM)
    p = await r.json()
    assert {"type", "title", "status", "detail"} <= set(p) and p["status"] == 400 and p["code"] == "malformed_json"

    bad = {"answer": "x" * 50_001, "sourceUrls": ["ftp://a/b", *["http://example.com"] * 5], "extra": 1}
    r = await _post(client, key, bad)
    assert (r.status, r.content_type) == (422, PROBLEM)
    p = await r.json()
    assert p["title"] == "Unprocessable Content" and p["code"] == "invalid_input"
    assert {e["field"] for e in p["errors"]} == {"answer", "sourceUrls", "extra"}
    assert all(e["message"] for e in p["errors"])
    r = await _post(client, key, {"sources": "only sources"})
    assert [e["field"] for e in (await r.json())["errors"]] == ["answer"]
    r = await _post(client, key, {"answer": "An answer sentence here.", "sourceUrls": ["not a url"]})
    assert [e["field"] for e in (await r.json())["errors"]] == ["sourceUrls"]

    r = await client.post(ROUTE, json=EIFFEL)  # keyless, payments off
    assert (r.status, r.content_type) == (401, PROBLEM)
    assert (await r.json())["code"] == "auth"
    r = await client.post(ROUTE, json=EIFFEL, headers={"x-api-key": "gc_wrong"})
    assert (r.status, r.content_type) == (401, PROBLEM)

    slow = await new_key(name="slow", rate="1/min")
    assert (await _post(client, slow, WRONG_NUMBER)).status == 200
    r = await _post(client, slow, WRONG_NUMBER)
    assert (r.status, r.content_type) == (429, PROBLEM) and "Retry-After" in r.headers
    assert (await r.json())["status"] == 429


async def test_tool_definition(client) -> None:
    r = await client.get("/api/v1/tool")
    assert r.status == 200
    tool = await r.json()
    assert tool["tool"]["id"] == "ai_answer_verifier"
    assert tool["inputSchema"]["additionalProperties"] is False
    assert tool["inputSchema"]["required"] == ["answer"]
    assert tool["inputSchema"]["properties"]["sourceUrls"]["maxItems"] == 5
    assert [e["value"] for e in tool["examples"]] == [EIFFEL, WRONG_NUMBER]
    assert "schemaVersion" in tool["outputSchema"]["required"]


# ------------------------------------------------------------------ source URLs


@pytest.fixture
async def pages(aiohttp_server):
    """A loopback web server: an HTML page, redirects (to it and to private targets), a big and a slow page."""

    async def page(_r: web.Request) -> web.Response:
        return web.Response(text="<html><head><script>var x = 1;</script></head><body><p>The Eiffel Tower was "
                                 "completed in 1889 for the World's Fair in Paris.</p></body></html>",
                            content_type="text/html")

    async def to(target: str):
        async def handler(_r: web.Request) -> web.Response:
            raise web.HTTPFound(target)
        return handler

    async def big(_r: web.Request) -> web.Response:
        return web.Response(text="The Eiffel Tower is 330 metres tall. " * 200_000, content_type="text/plain")

    async def slow(_r: web.Request) -> web.Response:
        await asyncio.sleep(5)
        return web.Response(text="late")

    app = web.Application()
    app.router.add_get("/page", page)
    app.router.add_get("/to-page", await to("/page"))
    app.router.add_get("/to-private", await to("http://10.0.0.7/admin"))
    app.router.add_get("/to-metadata", await to("http://169.254.169.254/latest/meta-data/"))
    app.router.add_get("/big", big)
    app.router.add_get("/slow", slow)
    return await aiohttp_server(app)


async def test_source_urls_fetched_with_loopback_allowed_for_tests(make_client, new_key, pages) -> None:
    client = await make_client(fetch_allow_loopback=True, fetch_timeout_s=0.5, fetch_max_bytes=10_000)
    key = await new_key()
    base = str(pages.make_url(""))
    body = {"answer": "The Eiffel Tower was completed in 1889 for the World's Fair in Paris.",
            "sourceUrls": [f"{base}/to-page", f"{base}/to-private", f"{base}/to-metadata", f"{base}/big",
                           f"{base}/slow"]}
    r = await _post(client, key, body)
    assert r.status == 200, await r.text()
    out = await r.json()
    (claim,) = out["result"]["claims"]
    assert claim["verdict"] == "supported" and claim["evidence"]["source"] == f"{base}/to-page"
    assert "var x" not in claim["evidence"]["sentence"]
    notes = {s["url"]: s["note"] for s in out["sources"]}
    assert notes[f"{base}/to-page"] == f"fetched (redirected to {base}/page)"
    assert "10.0.0.7 is a private address" in notes[f"{base}/to-private"]
    assert "169.254.169.254 is a link-local address" in notes[f"{base}/to-metadata"]
    assert notes[f"{base}/big"] == "truncated at the fetch size cap"
    assert "timed out" in notes[f"{base}/slow"]
    assert [s["characters"] for s in out["result"]["sources"] if s["label"] == f"{base}/big"][0] <= 10_000
    assert sum("was not used" in w for w in out["warnings"]) == 3


async def test_source_urls_to_private_or_loopback_are_refused(client, new_key, pages) -> None:
    key = await new_key()
    port = pages.port
    body = {"answer": "The Eiffel Tower was completed in 1889 for the World's Fair in Paris.",
            "sources": "The Eiffel Tower was completed in 1889 for the World's Fair in Paris.",
            "sourceUrls": [f"http://127.0.0.1:{port}/page", f"http://localhost:{port}/page", "http://10.1.2.3/",
                           "http://[::ffff:192.168.0.1]/", "http://169.254.169.254/latest/meta-data/"]}
    r = await _post(client, key, body)
    assert r.status == 200
    out = await r.json()
    assert out["result"]["claims"][0]["verdict"] == "supported"  # the pasted source still counts
    notes = [s["note"] for s in out["sources"][1:]]
    assert notes == [
        "not used: refused: 127.0.0.1 is a loopback address",
        "not used: refused: localhost resolves to 127.0.0.1, a loopback address",
        "not used: refused: 10.1.2.3 is a private address",
        "not used: refused: ::ffff:c0a8:1 is a private address",
        "not used: refused: 169.254.169.254 is a link-local address",
    ]
    assert len(out["warnings"]) == 5
