"""The long-lived objects one gateway process holds, created at start-up and closed at shutdown."""

from __future__ import annotations

from dataclasses import dataclass

from aiohttp import web
from redis.asyncio import Redis

from gateway.keys import KeyStore
from gateway.payments import PaymentService
from gateway.ratelimit import RateLimiter
from gateway.search import SearchProvider
from gateway.settings import Settings
from gateway.storage import ResultStore
from verifier.pool import VerifierPool


@dataclass
class Services:
    settings: Settings
    redis: Redis
    keys: KeyStore
    limiter: RateLimiter
    results: ResultStore
    pool: VerifierPool
    payments: PaymentService
    search: SearchProvider | None = None  # open mode's web search; None when no key is configured


SERVICES = web.AppKey("services", Services)
SETTINGS = web.AppKey("settings", Settings)
