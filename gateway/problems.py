"""RFC 9457 problem details (``application/problem+json``) for routes whose contract asks for them."""

from __future__ import annotations

import json
from collections.abc import Mapping
from http import HTTPStatus

from aiohttp import web
from pydantic import BaseModel, ConfigDict, ValidationError

__all__ = ["PROBLEM_JSON", "Problem", "problem", "problem_body", "from_validation", "restyle", "field_name"]

PROBLEM_JSON = "application/problem+json"


_RFC9110_PHRASES = {413: "Content Too Large", 422: "Unprocessable Content"}


def _title(status: int) -> str:
    if status in _RFC9110_PHRASES:
        return _RFC9110_PHRASES[status]
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def problem_body(status: int, detail: str, *, code: str | None = None, errors: list[dict] | None = None,
                 **extra: object) -> dict:
    """``type`` is ``about:blank``, so ``title`` is the HTTP status phrase (RFC 9457 §4.2.1)."""
    body: dict = {"type": "about:blank", "title": _title(status), "status": status, "detail": detail}
    if code:
        body["code"] = code
    if errors is not None:
        body["errors"] = errors
    body.update(extra)
    return body


def problem(status: int, detail: str, *, code: str | None = None, errors: list[dict] | None = None,
            headers: Mapping[str, str] | None = None, **extra: object) -> web.Response:
    body = problem_body(status, detail, code=code, errors=errors, **extra)
    return web.Response(text=json.dumps(body), status=status, content_type=PROBLEM_JSON, headers=headers)


def field_name(loc: tuple | list) -> str:
    """``("claims", 0, "id")`` -> ``claims[0].id``; the body itself -> ``body``."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "body"


def from_validation(exc: ValidationError) -> web.Response:
    """400 for a body that is not JSON, else 422 with one ``errors`` entry per bad field."""
    errs = exc.errors(include_url=False, include_input=False)
    if any(e["type"] == "json_invalid" for e in errs):
        return problem(400, "the request body is not valid JSON", code="malformed_json",
                       errors=[{"field": "body", "message": errs[0]["msg"]}])
    errors = [{"field": field_name(e["loc"]), "message": e["msg"]} for e in errs]
    return problem(422, "invalid input: " + ", ".join(e["field"] for e in errors), code="invalid_input",
                   errors=errors)


_KEEP_HEADERS = ("retry-after", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset", "ratelimit-policy",
                 "x-request-id", "access-control-expose-headers", "cache-control")


def restyle(response: web.Response) -> web.Response:
    """A gateway JSON error ``{error, source, ...}`` as problem+json; other responses unchanged.

    x402 payment responses (402, and any body with ``source: payment``) keep the shape the x402
    clients expect.
    """
    if response.status < 400 or response.status == 402 or response.content_type != "application/json":
        return response
    try:
        body = json.loads(response.body or b"null")  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return response
    if not isinstance(body, dict) or body.get("source") == "payment":
        return response
    headers = {k: v for k, v in response.headers.items() if k.lower() in _KEEP_HEADERS}
    if "type" in body and "title" in body:  # already a problem, only the media type was wrong
        return web.Response(text=json.dumps(body), status=response.status, content_type=PROBLEM_JSON,
                            headers=headers)
    extra = {k: v for k, v in body.items() if k not in ("error", "source", "type", "title", "status", "detail")}
    return problem(response.status, str(body.get("error", _title(response.status))), code=body.get("source"),
                   headers=headers, **extra)


class ProblemError(BaseModel):
    field: str
    message: str


class Problem(BaseModel):
    """RFC 9457 problem details; 400/422 carry per-field ``errors``."""

    model_config = ConfigDict(extra="allow")
    type: str = "about:blank"
    title: str
    status: int
    detail: str
    code: str | None = None
    errors: list[ProblemError] | None = None
