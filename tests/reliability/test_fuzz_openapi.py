"""The served OpenAPI document is valid and complete; schemathesis fuzzes a live gateway from it.

Goal: zero 5xx and every error a well-formed JSON error, over at least 1,000 generated requests.
"""

from __future__ import annotations

import asyncio

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from openapi_spec_validator import validate
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

from gateway.app import create_app
from gateway.keys import KeyStore
from gateway.openapi import build_openapi
from gateway.ratelimit import RateSpec
from gateway.redisconn import connect_redis
from tests.live import LiveGateway

create_app()  # route modules register their operations on import
SCHEMA = schemathesis.openapi.from_dict(build_openapi())
SCHEMA.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE], deterministic=True)
EXAMPLES_PER_OPERATION = 300
CASES: list[int] = []
UNDOCUMENTED = {"/openapi.json", "/metrics", "/docs", "/", "/static", "/mcp"}  # pages, files, non-REST


@pytest.fixture(scope="module")
def live(redis_server, tmp_path_factory):
    redis_server.flush()
    gw = LiveGateway(redis_server.url, tmp_path_factory.mktemp("fuzz") / "gw.log",
                     {"GROUNDCHECK_MAX_BODY_BYTES": "262144"}).start()

    async def make_key() -> str:
        redis = connect_redis(redis_server.url)
        raw, _ = await KeyStore(redis).create("fuzz", RateSpec.parse("1000000/min"))
        await redis.aclose()
        return raw

    key = asyncio.run(make_key())
    yield gw, key
    gw.stop()


def test_openapi_document_is_valid_openapi_31():
    doc = build_openapi()
    validate(doc)
    assert doc["openapi"].startswith("3.1")


async def test_served_document_covers_every_route(client):
    resp = await client.get("/openapi.json")
    assert resp.status == 200
    doc = await resp.json()
    routes = {(r.method, r.resource.canonical) for r in client.app.router.routes()
              if r.method not in ("HEAD", "OPTIONS", "*")}
    documented = {(m.upper(), p) for p, ops in doc["paths"].items() for m in ops}
    missing = {r for r in routes if r not in documented and r[1] not in UNDOCUMENTED}
    assert not missing, f"routes without OpenAPI operations: {sorted(missing)}"
    assert "PAYMENT-REQUIRED" in str(doc["paths"]["/check"]["post"]["responses"]["402"])


def _content_type(response) -> str:
    value = {k.lower(): v for k, v in response.headers.items()}.get("content-type", "")
    return value[0] if isinstance(value, list) else value


def _assert_json_error(response) -> None:
    ctype = _content_type(response)
    assert "json" in ctype, f"{response.status_code} with content type {ctype!r}"
    body = response.json()
    if "problem+json" in ctype:
        assert {"type", "title", "status", "detail"} <= body.keys()
    else:
        assert isinstance(body.get("error"), str) and isinstance(body.get("source"), str), body


@SCHEMA.parametrize()
@settings(max_examples=EXAMPLES_PER_OPERATION, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
def test_fuzz_live_gateway(case, live):
    gw, key = live
    headers = {"x-api-key": key} if "x-api-key" not in (case.headers or {}) else {}
    response = case.call(base_url=gw.base_url, headers=headers, timeout=30)
    CASES.append(response.status_code)
    case.validate_response(response, checks=(not_a_server_error,))
    if response.status_code >= 400:
        _assert_json_error(response)


def test_fuzzing_ran_at_least_1000_cases():
    assert len(CASES) >= 1000, f"only {len(CASES)} fuzz cases ran"
    assert not [s for s in CASES if s >= 500]
