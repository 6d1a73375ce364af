"""Who is calling: a keyed caller (x-api-key, rate limited) or a keyless one (pays via x402)."""

from __future__ import annotations

from dataclasses import dataclass

from aiohttp import web
from redis.exceptions import RedisError

from gateway.errors import json_error
from gateway.keys import ApiKey, KeyStore
from gateway.metrics import count_rate_limited
from gateway.ratelimit import RateDecision, RateLimiter

API_KEY_HEADER = "x-api-key"


@dataclass(frozen=True)
class KeyedCaller:
    key: ApiKey
    rate: RateDecision

    @property
    def owner(self) -> str:
        return "key:" + self.key.key_id


def keyed(request: web.Request) -> bool:
    return API_KEY_HEADER in request.headers


async def authenticate(request: web.Request, keys: KeyStore, limiter: RateLimiter) -> KeyedCaller | web.Response:
    """Check the key and take one unit of its rate limit. Fails closed when Redis is unreachable."""
    raw = request.headers.get(API_KEY_HEADER, "").strip()
    try:
        key = await keys.lookup(raw) if raw else None
        if key is None or key.revoked:
            return json_error(401, "invalid or revoked API key", "auth")
        decision = await limiter.hit(key.key_id, key.rate)
    except RedisError:
        return json_error(503, "service temporarily unavailable: cannot verify API keys", "server",
                          headers={"Retry-After": "5"})
    if not decision.allowed:
        count_rate_limited(request)
        return json_error(429, f"rate limit exceeded ({key.rate}); retry after {decision.retry_after_s}s",
                          "rate_limit", headers=decision.headers())
    return KeyedCaller(key=key, rate=decision)


async def authenticate_reader(request: web.Request, keys: KeyStore, limiter: RateLimiter) -> KeyedCaller | web.Response:
    """For reading stored results: only an x-api-key can, and only what it created."""
    if not keyed(request):
        return json_error(401, "stored checks are read with the x-api-key that created them", "auth")
    return await authenticate(request, keys, limiter)


def no_way_in() -> web.Response:
    return json_error(
        401,
        "authentication required: send an x-api-key header (free tier), "
        "or pay per call with x402 (payments are not configured on this deployment)",
        "auth",
        ways_in=["x-api-key"],
    )
