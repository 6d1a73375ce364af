"""Structured JSON logs, request ids and security headers on every response."""

from __future__ import annotations

import contextvars
import json
import logging
import re
import secrets
import time
from datetime import UTC, datetime

from aiohttp import web

from gateway.errors import Handler
from gateway.metrics import route_label

REQUEST_ID = web.RequestKey("request_id", str)
request_id_var: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="-")
_CLIENT_ID_RE = re.compile(r"^[A-Za-z0-9._-]{8,64}$")

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "Cross-Origin-Resource-Policy": "same-origin",
}
API_CSP = "default-src 'none'; frame-ancestors 'none'"


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
            "request_id": request_id_var.get(),
        }
        for key, value in getattr(record, "fields", {}).items():
            entry[key] = value
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    logging.getLogger("aiohttp.access").setLevel(logging.WARNING)


access_log = logging.getLogger("gateway.access")


def new_request_id() -> str:
    return "req_" + secrets.token_hex(8)


def harden(response: web.StreamResponse, request_id: str) -> None:
    """Security headers (a CSP on JSON) and the request id, on a response about to be sent."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if response.content_type == "application/json":
        response.headers.setdefault("Content-Security-Policy", API_CSP)
    response.headers["X-Request-Id"] = request_id


@web.middleware
async def request_context_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Give every request an id (the caller's X-Request-Id when well formed), log it, harden headers."""
    offered = request.headers.get("X-Request-Id", "")
    request_id = offered if _CLIENT_ID_RE.match(offered) else new_request_id()
    token = request_id_var.set(request_id)
    request[REQUEST_ID] = request_id
    started = time.perf_counter()
    try:
        response = await handler(request)
        harden(response, request_id)
        access_log.info("request", extra={"fields": {
            "method": request.method, "route": route_label(request), "path": request.path,
            "status": response.status,
            "ms": round((time.perf_counter() - started) * 1000, 2),
        }})
        return response
    finally:
        request_id_var.reset(token)
