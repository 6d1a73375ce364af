"""GET /health and GET /v1/status: liveness and what an agent needs to know before calling."""

from __future__ import annotations

from aiohttp import web
from redis.exceptions import RedisError

import gateway
import verifier
from gateway.openapi import Operation, Response, operation
from gateway.schemas import HealthResponse, StatusResponse
from gateway.services import SERVICES, Services


async def health(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    try:
        await services.redis.ping()
        redis_state = "ok"
    except (RedisError, OSError):
        redis_state = "unreachable"
    ok = redis_state == "ok"
    return web.json_response(
        {"status": "ok" if ok else "degraded", "version": gateway.__version__, "redis": redis_state,
         "pool": services.pool.stats()},
        status=200 if ok else 503,
    )


def _payments(services: Services) -> dict:
    section = services.payments.status_section()
    if section.get("enabled"):  # who moves the money: our relayer, or an external x402 facilitator
        section["settlement"] = "facilitator" if services.settings.x402.facilitator_url else "relayer"
    return section


async def status(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    s = services.settings
    return web.json_response({
        "service": "groundcheck",
        "version": gateway.__version__,
        "verifier_version": verifier.__version__,
        "model": services.pool.model_used,
        "engine": s.engine,
        "reads_json": s.read_json,  # JSON records in a context read as sentences (GROUNDCHECK_READ_JSON)
        "modes": {
            "grounded": "checks the claim against the context you send",
            "open": ("one web search per claim, the results checked with the same engine"
                     if services.search is not None else
                     "needs a web search provider; none is configured, so open mode answers insufficient_evidence"),
        },
        "open_mode": {"available": services.search is not None},
        "limits": {
            "max_batch_claims": s.max_batch_claims,
            "max_context_chars": s.max_context_chars,
            "max_claim_chars": s.max_claim_chars,
            "max_body_bytes": s.max_body_bytes,
            "request_deadline_s": s.request_deadline_s,
            "result_ttl_s": s.result_ttl_s,
        },
        "free_tier": {
            "auth_header": "x-api-key",
            "default_rate_limit": s.default_rate,
            "rate_limit_headers": ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset",
                                   "RateLimit-Policy", "Retry-After"],
        },
        "payments": _payments(services),
        "demo_payer": services.settings.demo_payer_private_key is not None and services.payments.enabled,
    })


operation(Operation("GET", "/health", "Liveness and readiness", tags=("meta",), responses={
    200: Response("Redis reachable, worker pool up.", HealthResponse),
    503: Response("Degraded: Redis unreachable.", HealthResponse)}))
operation(Operation("GET", "/v1/status", "Prices, networks, limits and the model in use", tags=("meta",),
                    responses={200: Response("Service status.", StatusResponse)}))


def add_routes(app: web.Application) -> None:
    app.router.add_get("/health", health)
    app.router.add_get("/v1/status", status)
