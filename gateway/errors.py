"""JSON error bodies ({error, source, ...}) for every failure, including aiohttp's own."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping

from aiohttp import web
from pydantic import ValidationError
from redis.exceptions import RedisError

log = logging.getLogger("gateway.errors")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def json_error(status: int, error: str, source: str, *, headers: Mapping[str, str] | None = None,
               **extra: object) -> web.Response:
    return web.json_response({"error": error, "source": source, **extra}, status=status, headers=headers)


def validation_error(exc: ValidationError) -> web.Response:
    detail = [
        {"loc": list(err["loc"]), "msg": err["msg"], "type": err["type"]}
        for err in exc.errors(include_url=False, include_input=False)
    ]
    fields = ", ".join(".".join(str(p) for p in d["loc"]) or "body" for d in detail)
    return json_error(422, f"invalid request body: {fields}", "validation", detail=detail)


_HTTP_MESSAGES = {
    404: "no such route",
    405: "method not allowed on this route",
    413: "request body too large",
}


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        message = _HTTP_MESSAGES.get(exc.status, exc.reason)
        extra: dict[str, object] = {}
        if isinstance(exc, web.HTTPMethodNotAllowed):
            extra["allowed_methods"] = sorted(exc.allowed_methods)
        if exc.status == 413:
            from gateway.services import SETTINGS

            extra["limit_bytes"] = request.app[SETTINGS].max_body_bytes
        source = "validation" if exc.status == 413 else "routing" if exc.status in (404, 405) else "http"
        headers = {k: v for k, v in exc.headers.items() if k.lower() in ("allow", "retry-after")}
        return json_error(exc.status, message, source, headers=headers, **extra)
    except RedisError:
        log.warning("redis unavailable while serving %s %s", request.method, request.path)
        return json_error(503, "service temporarily unavailable: storage is unreachable", "server",
                          headers={"Retry-After": "5"})
    except Exception:
        log.exception("unhandled error while serving %s %s", request.method, request.path)
        return json_error(500, "internal server error", "server")
