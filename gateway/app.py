"""The aiohttp application: middlewares, routes, and the services' start-up and shutdown."""

from __future__ import annotations

from collections.abc import AsyncIterator

from aiohttp import web

from gateway import (
    demo_payer,
    mcp_server,
    openapi,
    routes_calculate,
    routes_check,
    routes_claims,
    routes_hallucination,
    routes_meta,
    routes_page,
)
from gateway.errors import error_middleware
from gateway.keys import KeyStore
from gateway.metrics import METRICS, metrics_middleware, setup_metrics
from gateway.observability import request_context_middleware
from gateway.payments import FacilitatorSettler, PaymentService
from gateway.payments.facilitator_check import check_facilitator
from gateway.ratelimit import RateLimiter
from gateway.redisconn import connect_redis
from gateway.search import SearchProvider
from gateway.services import SERVICES, SETTINGS, Services
from gateway.settings import Settings
from gateway.storage import ResultStore
from verifier.pool import VerifierPool


def _search_provider(settings: Settings) -> SearchProvider | None:
    if settings.search_api_key is None or not settings.search_api_key.get_secret_value():
        return None
    return SearchProvider(settings.search_provider_url, settings.search_api_key, timeout_s=settings.search_timeout_s,
                          max_results=settings.search_max_results, search_depth=settings.search_depth)


async def _services_context(app: web.Application) -> AsyncIterator[None]:
    settings = app[SETTINGS]
    redis = connect_redis(settings.redis_url, settings.redis_timeout_s)
    pool = VerifierPool(size=settings.pool_size, engine_name=settings.engine,
                        queue_limit=settings.pool_queue_limit, engine_options=settings.engine_options)
    x402 = settings.x402
    settler = (FacilitatorSettler(x402.facilitator_url, timeout_seconds=x402.facilitator_timeout_seconds)
               if x402.facilitator_url else None)  # None: the built-in relayer
    if settler is not None and x402.enabled:
        await check_facilitator(x402)  # refuses to start when it does not support our offer
    payments = PaymentService(x402, redis, settler=settler)
    payments.metrics = app[METRICS].payments
    await pool.start()
    await payments.start()
    app[SERVICES] = Services(
        settings=settings, redis=redis, keys=KeyStore(redis), limiter=RateLimiter(redis),
        results=ResultStore(redis, settings.result_ttl_s), pool=pool, payments=payments,
        search=_search_provider(settings),
    )
    try:
        yield
    finally:
        if app[SERVICES].search is not None:
            await app[SERVICES].search.close()
        await payments.close()
        await pool.close()
        await redis.aclose()


def create_app(settings: Settings | None = None) -> web.Application:
    settings = settings or Settings()
    app = web.Application(
        middlewares=[metrics_middleware, request_context_middleware, error_middleware],
        client_max_size=settings.max_body_bytes,
    )
    app[SETTINGS] = settings
    routes_check.add_routes(app)
    routes_meta.add_routes(app)
    openapi.add_routes(app)
    routes_hallucination.add_routes(app)
    routes_calculate.add_routes(app)
    routes_claims.add_routes(app)
    mcp_server.add_routes(app)
    routes_page.add_routes(app)
    demo_payer.add_routes(app)
    setup_metrics(app)
    app.cleanup_ctx.append(_services_context)
    return app
