"""GET /metrics: Prometheus counters move with real requests (real Redis, real worker pool, devchain)."""

from __future__ import annotations

import json
import logging
from typing import Any

from aiohttp.test_utils import TestClient, TestServer
from eth_account.signers.local import LocalAccount
from prometheus_client.parser import text_string_to_metric_families

import gateway
from gateway.app import create_app
from gateway.metrics import METRICS, PaymentEvents
from gateway.observability import JsonFormatter
from gateway.payments import codes
from gateway.settings import Settings
from tests.chain_fixtures import mine, set_automine
from tests.payments.conftest import chain_settings
from tests.payments.helpers import b64, payment_v2

from .conftest import EIFFEL_CONTEXT, ClientFactory

Samples = dict[tuple[str, frozenset], float]


async def scrape(client: TestClient) -> Samples:
    return await scrape_with(client, {})


async def scrape_with(client: TestClient, headers: dict[str, str]) -> Samples:
    r = await client.get("/metrics", headers=headers)
    assert r.status == 200
    assert r.headers["Content-Type"].startswith("text/plain")
    samples: Samples = {}
    for family in text_string_to_metric_families(await r.text()):
        for s in family.samples:
            samples[(s.name, frozenset(s.labels.items()))] = s.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


async def test_requests_latency_and_pool_gauges(make_client: ClientFactory, new_key) -> None:
    client = await make_client()
    key = await new_key()
    body = {"claim": "The Eiffel Tower is in Paris.", "context": EIFFEL_CONTEXT}
    for _ in range(2):
        r = await client.post("/check", json=body, headers={"x-api-key": key})
        assert r.status == 200
    check_id = (await r.json())["data"]["id"]
    assert (await client.get(f"/checks/{check_id}", headers={"x-api-key": key})).status == 200
    assert (await client.get("/checks/chk_nope", headers={"x-api-key": key})).status == 404
    assert (await client.get("/no/such/route/123")).status == 404
    assert (await client.post("/check", json={"claim": ""}, headers={"x-api-key": key})).status == 422
    assert (await client.request("PROPFIND", "/check")).status == 405

    m = await scrape(client)
    requests = "groundcheck_http_requests_total"
    assert value(m, requests, method="POST", route="/check", status="200") == 2
    assert value(m, requests, method="POST", route="/check", status="422") == 1
    assert value(m, requests, method="GET", route="/checks/{check_id}", status="200") == 1
    assert value(m, requests, method="GET", route="/checks/{check_id}", status="404") == 1
    assert value(m, requests, method="GET", route="unmatched", status="404") == 1
    assert value(m, requests, method="other", route="unmatched", status="405") == 1  # no label per method
    assert value(m, "groundcheck_http_request_duration_seconds_count", method="POST", route="/check") == 3
    assert value(m, "groundcheck_http_request_duration_seconds_sum", method="POST", route="/check") > 0
    assert not any(check_id in str(labels) or "chk_nope" in str(labels) for _, labels in m)  # no ids in labels

    assert value(m, "groundcheck_verifier_workers") == 1
    assert value(m, "groundcheck_verifier_busy_workers") == 0
    assert value(m, "groundcheck_verifier_queue_depth") == 0
    assert value(m, "groundcheck_verifier_queue_limit") == 64
    assert value(m, "groundcheck_verifier_restarts_total") == 0
    info = [labels for (name, labels) in m if name == "groundcheck_verifier_info"]
    assert info and dict(info[0])["engine"] == "lexical"

    # the scrape itself is counted on the next one
    m2 = await scrape(client)
    assert value(m2, requests, method="GET", route="/metrics", status="200") == 1


async def test_rate_limit_rejections_are_counted(make_client: ClientFactory, new_key) -> None:
    client = await make_client()
    key = await new_key(rate="1/min")
    body = {"claim": "It is in Paris.", "context": EIFFEL_CONTEXT}
    statuses = [(await client.post("/check", json=body, headers={"x-api-key": key})).status for _ in range(3)]
    assert statuses == [200, 429, 429]
    m = await scrape(client)
    assert value(m, "groundcheck_rate_limit_rejections_total") == 2
    assert value(m, "groundcheck_http_requests_total", method="POST", route="/check", status="429") == 2


async def test_each_app_has_its_own_registry(make_client: ClientFactory, new_key) -> None:
    first, second = await make_client(), await make_client()
    assert first.server.app[METRICS].registry is not second.server.app[METRICS].registry
    await first.get("/health")
    assert value(await scrape(second), "groundcheck_http_requests_total",
                 method="GET", route="/health", status="200") == 0


async def test_a_configured_token_guards_the_scrape(make_client: ClientFactory) -> None:
    client = await make_client(metrics_token="test-only-metrics-token")
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic test-only-metrics-token"},
                    {"Authorization": "Bearer test-only-metrics-tokenX"}):
        r = await client.get("/metrics", headers=headers)
        assert r.status == 401, headers
        assert r.headers["WWW-Authenticate"].startswith("Bearer")
        body = await r.json()
        assert body["source"] == "auth" and "test-only-metrics-token" not in json.dumps(body)
    r = await client.get("/metrics", headers={"Authorization": "Bearer test-only-metrics-token"})
    assert r.status == 200
    assert "groundcheck_http_requests_total" in await r.text()
    # the refused scrapes were still counted, under their route
    m = await scrape_with(client, {"Authorization": "bearer test-only-metrics-token"})
    assert value(m, "groundcheck_http_requests_total", method="GET", route="/metrics", status="401") == 4


async def test_scrape_survives_redis_down(make_client: ClientFactory, redis_server) -> None:
    client = await make_client()
    m = await scrape(client)
    assert value(m, "groundcheck_redis_up") == 1
    assert value(m, "groundcheck_build_info", version=gateway.__version__) == 1
    redis_server.stop()
    try:
        m = await scrape(client)  # /metrics never depends on Redis answering
        assert value(m, "groundcheck_redis_up") == 0
        assert value(m, "groundcheck_verifier_workers") == 1
    finally:
        redis_server.start()


def test_payment_events_base_class_records_nothing() -> None:
    events = PaymentEvents()
    for call in (lambda: events.challenged("x"), lambda: events.rejected("x"), events.verified,
                 events.settled, events.pending):
        call()


async def test_access_log_has_route_status_and_latency(make_client: ClientFactory, new_key, caplog) -> None:
    client = await make_client()
    key = await new_key()
    with caplog.at_level(logging.INFO, logger="gateway.access"):
        r = await client.get("/checks/chk_abc", headers={"x-api-key": key, "X-Request-Id": "req-metrics-1"})
    assert r.status == 404
    record = next(rec for rec in caplog.records if rec.name == "gateway.access")
    line = json.loads(JsonFormatter().format(record))
    assert line["route"] == "/checks/{check_id}" and line["status"] == 404 and line["ms"] >= 0
    assert line["path"] == "/checks/chk_abc" and line["method"] == "GET"


# ------------------------------------------------------------------ payments (devchain)

async def test_payment_counters(devchain: Any, redis_url: str, funded_payer: LocalAccount) -> None:
    x402 = chain_settings(devchain, receipt_timeout_seconds=0.5)
    settings = Settings(redis_url=redis_url, pool_size=1, engine="lexical", x402=x402)
    client = TestClient(TestServer(create_app(settings), host="127.0.0.1"))
    await client.start_server()
    try:
        body = json.dumps({"claim": "The Eiffel Tower is in Paris.", "context": EIFFEL_CONTEXT}).encode()
        post = {"data": body, "headers": {"Content-Type": "application/json"}}
        price = x402.base_fee + x402.price_per_claim

        assert (await client.post("/check", **post)).status == 402  # a challenge, not a rejection
        underpaid = {"PAYMENT-SIGNATURE": b64(payment_v2(x402, funded_payer, price, value=price - 1))}
        r = await client.post("/check", data=body, headers={**post["headers"], **underpaid})
        assert r.status == 402
        r = await client.post("/check", data=body, headers={**post["headers"], "PAYMENT-SIGNATURE": "%%%"})
        assert r.status == 400

        paid = {**post["headers"], "PAYMENT-SIGNATURE": b64(payment_v2(x402, funded_payer, price))}
        set_automine(devchain, False)
        try:
            r = await client.post("/check", data=body, headers=paid)
            assert r.status == 202, await r.text()
            m = await scrape(client)
            assert value(m, "groundcheck_payments_pending_responses_total") == 1
            assert value(m, "groundcheck_payments_pending_settlements") == 1
            assert value(m, "groundcheck_payments_settled_total") == 0
            mine(devchain)
        finally:
            set_automine(devchain, True)
        r = await client.post("/check", data=body, headers=paid)
        assert r.status == 200, await r.text()

        m = await scrape(client)
        assert value(m, "groundcheck_payment_challenges_total") == 1
        assert value(m, "groundcheck_payments_rejected_total", reason=codes.VALUE_MISMATCH) == 1
        assert value(m, "groundcheck_payments_rejected_total", reason=codes.INVALID_PAYLOAD) == 1
        assert value(m, "groundcheck_payments_verified_total") == 1
        assert value(m, "groundcheck_payments_settled_total") == 1
        assert value(m, "groundcheck_payments_pending_settlements") == 0
    finally:
        await client.close()
