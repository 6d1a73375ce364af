"""Gateway fixtures: the real app (real Redis, real worker processes) on a loopback test server."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from aiohttp.test_utils import TestClient
from redis.asyncio import Redis

from gateway.app import create_app
from gateway.keys import KeyStore
from gateway.payments.settings import X402Settings
from gateway.ratelimit import RateSpec
from gateway.redisconn import connect_redis
from gateway.settings import Settings

EIFFEL_CONTEXT = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. "
    "It was completed in March 1889 for the World's Fair. It is 330 metres tall."
)


def make_settings(redis_url: str, **overrides: object) -> Settings:
    values: dict = {"redis_url": redis_url, "pool_size": 1, "engine": "lexical", "x402": X402Settings()}
    values.update(overrides)
    return Settings(**values)


ClientFactory = Callable[..., Awaitable[TestClient]]


@pytest.fixture
def make_client(aiohttp_client, redis_url: str) -> ClientFactory:
    async def factory(**overrides: object) -> TestClient:
        return await aiohttp_client(create_app(make_settings(redis_url, **overrides)))

    return factory


@pytest.fixture
async def client(make_client: ClientFactory) -> TestClient:
    return await make_client()


@pytest.fixture
async def redis(redis_url: str):
    conn = connect_redis(redis_url)
    yield conn
    await conn.aclose()


@pytest.fixture
def new_key(redis: Redis) -> Callable[..., Awaitable[str]]:
    async def factory(name: str = "test", rate: str = "1000/min") -> str:
        raw, _ = await KeyStore(redis).create(name, RateSpec.parse(rate))
        return raw

    return factory
