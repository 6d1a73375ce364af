"""OpenAPI 3.1 document generated from the pydantic models the routes actually use.

Each route module declares its operations with :func:`operation`; ``/openapi.json`` is built from
that registry, so the document cannot drift from the models.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

import gateway

REF = "#/components/schemas/{model}"


@dataclass(frozen=True)
class Response:
    description: str
    model: type[BaseModel] | None = None
    content_type: str = "application/json"
    headers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    summary: str
    description: str = ""
    tags: tuple[str, ...] = ()
    request: type[BaseModel] | None = None
    request_content_type: str = "application/json"
    responses: dict[int, Response] = field(default_factory=dict)
    keyed: bool = False  # takes x-api-key
    paid: bool = False  # keyless callers pay via x402 (402 challenge)
    path_params: tuple[str, ...] = ()


_OPERATIONS: list[Operation] = []

HEADER_DOCS = {
    "Retry-After": "seconds to wait before retrying",
    "RateLimit-Limit": "requests allowed per window for this key",
    "RateLimit-Remaining": "requests left in the current window",
    "RateLimit-Reset": "seconds until the quota is fully back",
    "RateLimit-Policy": "the key's limit, e.g. `60;w=60`",
    "PAYMENT-REQUIRED": "x402 v2: base64 JSON PaymentRequired (the challenge)",
    "PAYMENT-RESPONSE": "x402 v2: base64 JSON SettleResponse (success, transaction, network, payer)",
    "X-PAYMENT-RESPONSE": "x402 v1: base64 JSON SettleResponse",
    "X-Request-Id": "request id, also in the server's logs",
}


def operation(op: Operation) -> Operation:
    """Register an operation for the OpenAPI document (idempotent per method + path)."""
    if not any(o.method == op.method and o.path == op.path for o in _OPERATIONS):
        _OPERATIONS.append(op)
    return op


def _models() -> list[type[BaseModel]]:
    seen: dict[str, type[BaseModel]] = {}
    for op in _OPERATIONS:
        for model in [op.request, *(r.model for r in op.responses.values())]:
            if model is not None:
                seen.setdefault(model.__name__, model)
    return list(seen.values())


def _content(model: type[BaseModel] | None, content_type: str) -> dict[str, Any]:
    schema = {"$ref": REF.format(model=model.__name__)} if model else {"type": "object"}
    return {content_type: {"schema": schema}}


def _operation_doc(op: Operation) -> dict[str, Any]:
    from gateway.schemas import ErrorResponse

    responses: dict[str, Any] = {}
    for status, resp in sorted(op.responses.items()):
        entry: dict[str, Any] = {"description": resp.description, "content": _content(resp.model, resp.content_type)}
        headers = ("X-Request-Id", *resp.headers)
        entry["headers"] = {h: {"description": HEADER_DOCS.get(h, h), "schema": {"type": "string"}} for h in headers}
        responses[str(status)] = entry
    defaults = {
        "401": ("No valid x-api-key (and, for keyless calls, payments not configured).", ErrorResponse, ()),
        "429": ("Rate limit exceeded for this x-api-key; honour Retry-After.", ErrorResponse,
                ("Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy")),
        "503": ("Temporarily unavailable (storage unreachable or verifier at capacity).", ErrorResponse,
                ("Retry-After",)),
    }
    if op.paid:
        defaults["402"] = (
            "Payment required (x402). The challenge is in the PAYMENT-REQUIRED header (v2) and the body "
            "(v1-compatible: x402Version, error, accepts). The price is a base fee plus a price per claim, "
            "computed from the body: retry the SAME body with PAYMENT-SIGNATURE (v2) or X-PAYMENT (v1).",
            ErrorResponse, ("PAYMENT-REQUIRED",))
        defaults["409"] = ("This payment was already used for a different request body.", ErrorResponse, ())
    for status, (description, model, headers) in defaults.items():
        if op.keyed or op.paid:
            responses.setdefault(status, {
                "description": description, "content": _content(model, "application/json"),
                "headers": {h: {"description": HEADER_DOCS.get(h, h), "schema": {"type": "string"}}
                            for h in ("X-Request-Id", *headers)}})
    doc: dict[str, Any] = {
        "operationId": f"{op.method.lower()}_{op.path.strip('/').replace('/', '_').replace('{', '').replace('}', '')}",
        "summary": op.summary,
        "responses": responses,
    }
    if op.description:
        doc["description"] = op.description
    if op.tags:
        doc["tags"] = list(op.tags)
    if op.request is not None:
        doc["requestBody"] = {"required": True, "content": _content(op.request, op.request_content_type)}
    params = [{"name": p, "in": "path", "required": True, "schema": {"type": "string", "maxLength": 64}}
              for p in op.path_params]
    if op.paid:
        params += [
            {"name": "PAYMENT-SIGNATURE", "in": "header", "required": False, "schema": {"type": "string"},
             "description": "x402 v2 payment: base64 JSON PaymentPayload"},
            {"name": "X-PAYMENT", "in": "header", "required": False, "schema": {"type": "string"},
             "description": "x402 v1 payment: base64 JSON PaymentPayload"},
        ]
    if params:
        doc["parameters"] = params
    if op.keyed:
        doc["security"] = [{"APIKeyHeader": []}, {}] if op.paid else [{"APIKeyHeader": []}]
    return doc


def build_openapi(base_url: str | None = None) -> dict[str, Any]:
    _, defs = models_json_schema([(m, "validation") for m in _models()], ref_template=REF)
    paths: dict[str, dict[str, Any]] = {}
    for op in _OPERATIONS:
        paths.setdefault(op.path, {})[op.method.lower()] = _operation_doc(op)
    doc: dict[str, Any] = {
        "openapi": "3.1.0",
        "info": {
            "title": "groundcheck",
            "version": gateway.__version__,
            "description": (
                "Tells an AI agent, before it acts, whether a claim (or a whole answer) is supported by the "
                "sources it was given. Free with an x-api-key (rate limited); keyless callers pay per call "
                "with x402 (see GET /v1/status for prices and networks)."
            ),
        },
        "paths": paths,
        "components": {
            "schemas": defs.get("$defs", {}),
            "securitySchemes": {"APIKeyHeader": {
                "type": "apiKey", "in": "header", "name": "x-api-key",
                "description": "Optional on paid routes: a valid key gives free, rate-limited access."}},
        },
    }
    if base_url:
        doc["servers"] = [{"url": base_url}]
    return doc


async def openapi_json(request: web.Request) -> web.Response:
    return web.json_response(build_openapi())


def add_routes(app: web.Application) -> None:
    app.router.add_get("/openapi.json", openapi_json)
