"""Prometheus metrics: one CollectorRegistry per app, served at GET /metrics.

Requests are labelled by the route's canonical path (``/checks/{check_id}``, never the raw URL),
verifier pool gauges are read from ``pool.stats()`` at scrape time, and payment and rate-limit
events are counted where they happen (``PaymentService.metrics``, ``access.authenticate``).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from collections.abc import Iterator

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, Info, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, InfoMetricFamily
from prometheus_client.registry import Collector
from redis.exceptions import RedisError

from gateway.errors import Handler, json_error

log = logging.getLogger("gateway.metrics")

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
UNMATCHED_ROUTE = "unmatched"  # 404/405: the raw path never becomes a label
_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})  # others: "other"
NO_PAYMENT = "payment_required"  # the 402 challenge sent before any payment was offered


def route_label(request: web.Request) -> str:
    """The canonical path of the route that served ``request`` (no ids), or ``unmatched``."""
    route = getattr(request.match_info, "route", None)
    resource = getattr(route, "resource", None)
    return resource.canonical if resource is not None else UNMATCHED_ROUTE


class PaymentEvents:
    """What the x402 flow reports. This base class records nothing (payments outside an app)."""

    def challenged(self, reason: str) -> None:
        """A 402 went out: ``payment_required`` before any payment, otherwise a rejection reason."""

    def rejected(self, reason: str) -> None:
        """A payment was refused without a 402 (malformed header 400, chain unreachable 503)."""

    def verified(self) -> None:
        """A payment passed every check and was reserved."""

    def settled(self) -> None:
        """A payment's transfer was confirmed and its result delivered."""

    def pending(self) -> None:
        """A 202 went out: the transfer was sent but is not confirmed yet."""


NO_PAYMENT_EVENTS = PaymentEvents()


class _PaymentCounters(PaymentEvents):
    def __init__(self, registry: CollectorRegistry) -> None:
        self.challenges = Counter("groundcheck_payment_challenges", "402 answers to keyless calls without a payment",
                                  registry=registry)
        self.rejections = Counter("groundcheck_payments_rejected", "payments refused, by x402 reason code",
                                  ["reason"], registry=registry)
        self.verifications = Counter("groundcheck_payments_verified", "payments that passed every check",
                                     registry=registry)
        self.settlements = Counter("groundcheck_payments_settled", "payments settled on chain and delivered",
                                   registry=registry)
        self.pendings = Counter("groundcheck_payments_pending_responses",
                                "202 answers: transfer sent, confirmation pending", registry=registry)

    def challenged(self, reason: str) -> None:
        if reason == NO_PAYMENT:
            self.challenges.inc()
        else:
            self.rejections.labels(reason=reason).inc()

    def rejected(self, reason: str) -> None:
        self.rejections.labels(reason=reason).inc()

    def verified(self) -> None:
        self.verifications.inc()

    def settled(self) -> None:
        self.settlements.inc()

    def pending(self) -> None:
        self.pendings.inc()


class _PoolCollector(Collector):
    """Verifier pool gauges, read from ``pool.stats()`` each time /metrics is scraped."""

    def __init__(self, app: web.Application) -> None:
        self._app = app

    def collect(self) -> Iterator:
        from gateway.services import SERVICES

        services = self._app.get(SERVICES)
        if services is None:  # not started yet (or shut down)
            return
        stats = services.pool.stats()
        for name, key, doc in (
            ("groundcheck_verifier_workers", "size", "verifier worker processes"),
            ("groundcheck_verifier_busy_workers", "busy", "workers running a check now"),
            ("groundcheck_verifier_queue_depth", "queued", "checks admitted and waiting for a worker"),
            ("groundcheck_verifier_queue_limit", "queue_limit", "checks in flight or waiting before 503"),
        ):
            yield GaugeMetricFamily(name, doc, value=stats[key])
        yield CounterMetricFamily("groundcheck_verifier_restarts", "times the worker processes were replaced",
                                  value=stats["restarts"])
        yield InfoMetricFamily("groundcheck_verifier", "engine and model in use",
                               value={"engine": str(stats["engine"]), "model_used": str(stats["model_used"])})


class Metrics:
    """Every metric of one app, in its own registry (tests build many apps in one process)."""

    def __init__(self, app: web.Application) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter("groundcheck_http_requests", "HTTP requests by method, route and status",
                                ["method", "route", "status"], registry=r)
        self.latency = Histogram("groundcheck_http_request_duration_seconds", "HTTP request latency",
                                 ["method", "route"], buckets=LATENCY_BUCKETS, registry=r)
        self.in_flight = Gauge("groundcheck_http_requests_in_flight", "HTTP requests being served", registry=r)
        self.rate_limited = Counter("groundcheck_rate_limit_rejections", "keyed requests refused with 429",
                                    registry=r)
        self.payments = _PaymentCounters(r)
        self.redis_up = Gauge("groundcheck_redis_up", "1 when Redis answered PING at the last scrape", registry=r)
        Info("groundcheck_build", "gateway version", registry=r).info({"version": _version()})
        self.pending_settlements = Gauge(
            "groundcheck_payments_pending_settlements",
            "journaled transfers awaiting confirmation (all replicas: read from Redis)", registry=r)
        r.register(_PoolCollector(app))

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        method = method if method in _METHODS else "other"  # any token is a valid method: bound the labels
        self.requests.labels(method=method, route=route, status=str(status)).inc()
        self.latency.labels(method=method, route=route).observe(seconds)


METRICS = web.AppKey("metrics", Metrics)


def count_rate_limited(request: web.Request) -> None:
    """Count one 429 (no-op for an app without metrics)."""
    metrics = request.app.get(METRICS)
    if metrics is not None:
        metrics.rate_limited.inc()


@web.middleware
async def metrics_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Count and time every request under its route's canonical path."""
    metrics = request.app[METRICS]
    started = time.perf_counter()
    status = 500
    metrics.in_flight.inc()
    try:
        response = await handler(request)
        status = response.status
        return response
    except web.HTTPException as exc:
        status = exc.status
        raise
    except asyncio.CancelledError:
        status = 499  # the client went away (nginx's code), not a server error
        raise
    finally:
        metrics.in_flight.dec()
        metrics.observe(request.method, route_label(request), status, time.perf_counter() - started)


def _version() -> str:
    import gateway

    return gateway.__version__


async def _refresh_redis(app: web.Application, metrics: Metrics) -> None:
    """Redis reachability, and the payment journal's pending settlements (shared by all replicas)."""
    from gateway.services import SERVICES

    services = app.get(SERVICES)
    if services is None:
        return
    try:
        await services.redis.ping()
        metrics.redis_up.set(1)
    except (RedisError, OSError):
        metrics.redis_up.set(0)
        return
    if not services.payments.enabled:
        return
    try:
        metrics.pending_settlements.set(await services.redis.zcard(services.payments.store.pending_key))
    except (RedisError, OSError):
        log.warning("metrics: cannot read pending settlements from Redis")


def _scrape_allowed(request: web.Request) -> bool:
    """No token configured, or the request's bearer token equals it (compared in constant time)."""
    from gateway.services import SETTINGS

    token = request.app[SETTINGS].metrics_token
    if token is None:
        return True
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.get_secret_value().encode())


async def metrics_handler(request: web.Request) -> web.Response:
    if not _scrape_allowed(request):
        return json_error(401, "GET /metrics needs the operator's metrics token: Authorization: Bearer <token>",
                          "auth", headers={"WWW-Authenticate": 'Bearer realm="metrics"'})
    metrics = request.app[METRICS]
    await _refresh_redis(request.app, metrics)
    response = web.Response(body=generate_latest(metrics.registry))
    response.headers["Content-Type"] = CONTENT_TYPE_LATEST
    return response


def setup_metrics(app: web.Application) -> Metrics:
    """Create the app's metrics and add GET /metrics. Put ``metrics_middleware`` first in the chain."""
    metrics = Metrics(app)
    app[METRICS] = metrics
    app.router.add_get("/metrics", metrics_handler)
    return metrics
