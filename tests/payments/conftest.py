"""Integration fixtures: a small aiohttp app that routes POST /check through PaymentService.handle,
backed by the real session Redis and the real devchain (Hardhat + gUSD)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from redis.asyncio import Redis

from gateway.payments import PaymentService, WorkOutcome, X402Settings
from tests.chain_fixtures import DEVCHAIN_V1_NETWORK


def chain_settings(info: Any, **overrides: Any) -> X402Settings:
    values: dict[str, Any] = {
        "network": info.network,
        "v1_network_name": DEVCHAIN_V1_NETWORK,
        "asset": info.asset,
        "asset_name": info.asset_name,
        "asset_version": info.asset_version,
        "asset_decimals": info.decimals,
        "pay_to": info.pay_to,
        "rpc_url": info.rpc_url,
        "relayer_private_key": info.relayer_private_key,
        "receipt_timeout_seconds": 15,
        "receipt_poll_seconds": 0.05,
        "reconcile_interval_seconds": 3600,  # tests drive reconcile_pending() themselves
    }
    values.update(overrides)
    return X402Settings(**values)


@dataclass
class AppState:
    work_calls: int = 0
    paid: list[str] = field(default_factory=list)
    work_hook: Callable[[], Awaitable[None]] | None = None
    fail_next: int = 0


def build_app(service: PaymentService, state: AppState) -> web.Application:
    async def check(request: web.Request) -> web.StreamResponse:
        body = await request.read()
        data = json.loads(body)
        claims = data.get("claims") or [data["claim"]]
        mode = data.get("mode", "grounded")
        price = service.price(claims=len(claims), mode=mode)

        async def work() -> WorkOutcome:
            state.work_calls += 1
            if state.work_hook is not None:
                await state.work_hook()
            if state.fail_next > 0:
                state.fail_next -= 1
                return WorkOutcome(503, {"error": "verifier_unavailable", "source": "server"})
            return WorkOutcome(200, {"data": [{"claim": c, "verdict": "supported"} for c in claims]})

        async def on_paid(outcome: WorkOutcome, payer: str) -> WorkOutcome:
            state.paid.append(payer)
            return WorkOutcome(outcome.status, {**outcome.body, "id": f"chk_{len(state.paid)}"})

        return await service.handle(request, price=price, description="groundcheck: verify claims",
                                    body=body, work=work, on_paid=on_paid)

    app = web.Application()
    app.router.add_post("/check", check)
    return app


@dataclass
class Harness:
    service: PaymentService
    client: TestClient
    state: AppState
    redis: Redis
    settings: X402Settings

    async def post(self, body: bytes, headers: dict[str, str] | None = None):
        return await self.client.post("/check", data=body,
                                      headers={"Content-Type": "application/json", **(headers or {})})


@pytest.fixture
async def make_harness(devchain: Any, redis_url: str) -> AsyncIterator[Callable[..., Awaitable[Harness]]]:
    made: list[Harness] = []

    async def factory(**overrides: Any) -> Harness:
        settings = chain_settings(devchain, **overrides)
        redis = Redis.from_url(redis_url)
        service = PaymentService(settings, redis)
        await service.start()
        state = AppState()
        client = TestClient(TestServer(build_app(service, state), host="127.0.0.1"))
        await client.start_server()
        h = Harness(service, client, state, redis, settings)
        made.append(h)
        return h

    yield factory
    for h in made:
        await h.client.close()
        await h.service.close()
        await h.redis.aclose()


@pytest.fixture
async def harness(make_harness: Callable[..., Awaitable[Harness]]) -> Harness:
    return await make_harness()
