"""MCP endpoint at ``/mcp``: the official ``mcp`` SDK's streamable HTTP server, bridged into aiohttp.

Tools ``check_claim``, ``check_batch`` and ``check_answer`` return the JSON body of ``POST /check``,
``POST /check/batch`` and ``POST /claims/check``; they run through the same endpoint objects as the
REST routes (same validation, caps, engine, worker pool and storage). Keyed by ``x-api-key``: every
HTTP request to ``/mcp`` needs a valid key (401 otherwise) and every tool call takes one unit of the
key's rate limit (over it, the call is a tool error naming the wait). The SDK runs stateless with
JSON responses (no SSE, no server-side sessions), so any replica can answer any request.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from typing import Any, Literal

from aiohttp import web
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import BaseModel, Field, ValidationError
from redis.exceptions import RedisError

import gateway
from gateway import routes_check, routes_claims
from gateway.access import API_KEY_HEADER, KeyedCaller
from gateway.asgi_bridge import call_asgi
from gateway.dispatch import PricedEndpoint
from gateway.keys import ApiKey
from gateway.services import SERVICES, Services

AUTH_ERROR_CODE = -32001  # JSON-RPC server-defined range: the key was refused or could not be checked
MCP_MANAGER = web.AppKey("mcp_manager", StreamableHTTPSessionManager)

SourceText = str | list[str] | None


class AnswerSource(BaseModel):
    id: str | None = Field(None, description="your id for the source (default: source-1, source-2, ...)")
    name: str | None = Field(None, description="a display name")
    content: str = Field(..., description="the source text")


async def _key(services: Services, raw: str | None) -> ApiKey | None:
    key = await services.keys.lookup(raw.strip()) if raw and raw.strip() else None
    return None if key is None or key.revoked else key


async def _caller(app: web.Application, ctx: Context) -> tuple[Services, KeyedCaller]:
    """The tool call's key, with one unit of its rate limit taken; a ToolError otherwise."""
    services = app[SERVICES]
    try:
        key = await _key(services, (ctx.headers or {}).get(API_KEY_HEADER))
        if key is None:
            raise ToolError("invalid or revoked API key")
        decision = await services.limiter.hit(key.key_id, key.rate)
    except RedisError:
        raise ToolError("service temporarily unavailable: cannot verify API keys; retry shortly") from None
    if not decision.allowed:
        raise ToolError(f"rate limit exceeded ({key.rate}); retry after {decision.retry_after_s}s")
    return services, KeyedCaller(key=key, rate=decision)


async def _run(app: web.Application, ctx: Context, endpoint: PricedEndpoint, body: dict[str, Any]) -> dict[str, Any]:
    """The keyed branch of ``serve_priced``: parse, run, store; a non-200 outcome becomes a ToolError."""
    services, caller = await _caller(app, ctx)
    try:
        parsed = endpoint.parse(services, json.dumps(body).encode())
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'body'}: {e['msg']}" for e in exc.errors())
        raise ToolError(f"invalid arguments: {problems}") from None
    except routes_claims.ClaimsRequestError as exc:
        raise ToolError(exc.message) from None
    outcome = await endpoint.run(services, parsed, caller.owner)
    if outcome.status != 200:
        raise ToolError(f"{outcome.body.get('error', 'check failed')} (HTTP {outcome.status})")
    outcome = await endpoint.store(services, caller.owner, outcome)
    return outcome.body


def _drop_none(values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v is not None}


def build_server(app: web.Application) -> MCPServer:
    """The MCP server and its three tools, reading the app's services at call time."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    mcp = MCPServer(name="groundcheck", version=gateway.__version__,
                    instructions="Check whether claims are supported by the sources you give (or, in open mode, by a "
                                 "web search). Send your groundcheck API key in the x-api-key header.")
    root.handlers[:], _ = handlers, root.setLevel(level)  # MCPServer() calls logging.basicConfig: the gateway owns it

    @mcp.tool(description="Verify one claim against `context` (grounded) or web search results (`mode` open). "
                          "Returns POST /check's body: verdict, confidence_score, evidence with offsets.")
    async def check_claim(claim: str, ctx: Context, context: SourceText = None,
                          mode: Literal["grounded", "open"] = "grounded") -> dict[str, Any]:
        return await _run(app, ctx, routes_check._CHECK, _drop_none({"claim": claim, "context": context,
                                                                     "mode": mode}))

    @mcp.tool(description="Verify 1-50 claims against one shared `context`; results in input order "
                          "(POST /check/batch's body).")
    async def check_batch(claims: list[str], ctx: Context, context: SourceText = None,
                          mode: Literal["grounded", "open"] = "grounded") -> dict[str, Any]:
        return await _run(app, ctx, routes_check._BATCH, _drop_none({"claims": claims, "context": context,
                                                                     "mode": mode}))

    @mcp.tool(description="Check a whole answer (markdown welcome) against its sources: sentences with offsets, "
                          "atomic claims with verdicts and evidence, an unsupportedShare score and label "
                          "(POST /claims/check's body).")
    async def check_answer(answer: str, sources: list[AnswerSource], ctx: Context, question: str | None = None,
                           warn: float | None = None, alert: float | None = None) -> dict[str, Any]:
        thresholds = _drop_none({"warn": warn, "alert": alert})
        body = _drop_none({"answer": answer, "sources": [s.model_dump(exclude_none=True) for s in sources],
                           "question": question, "options": {"thresholds": thresholds} if thresholds else None})
        return await _run(app, ctx, routes_claims._ENDPOINT, body)

    return mcp


async def _refused(request: web.Request, status: int, message: str, **kwargs: Any) -> web.Response:
    """A JSON-RPC error answering the request's id (MCP clients show its message), at an HTTP error status."""
    try:
        msg_id = json.loads(await request.read()).get("id") if request.method == "POST" else None
    except (ValueError, AttributeError):
        msg_id = None
    body = {"jsonrpc": "2.0", "id": msg_id if isinstance(msg_id, (str, int)) else None,
            "error": {"code": AUTH_ERROR_CODE, "message": message, "data": {"source": "auth" if status == 401 else
                                                                              "server"}}}
    return web.json_response(body, status=status, **kwargs)


async def handle_mcp(request: web.Request) -> web.StreamResponse:
    """Authenticate the key, then hand the request to the SDK's ASGI app."""
    services = request.app[SERVICES]
    try:
        key = await _key(services, request.headers.get(API_KEY_HEADER))
    except RedisError:
        return await _refused(request, 503, "service temporarily unavailable: cannot verify API keys",
                              headers={"Retry-After": "5"})
    if key is None:
        return await _refused(request, 401, "the MCP endpoint needs a valid x-api-key header (invalid, revoked or "
                                            "missing)")
    return await call_asgi(request, request.app[MCP_MANAGER].handle_request)


async def _manager_context(app: web.Application) -> AsyncIterator[None]:
    """Run the SDK's session manager in its own task (its anyio task group must start and end there)."""
    server = build_server(app)
    if logging.getLogger().level > logging.DEBUG:  # the SDK logs every stateless request at INFO
        logging.getLogger("mcp.server.streamable_http").setLevel(logging.WARNING)
    # API keys, not ambient browser credentials, authenticate here, so the SDK's Host/Origin allow-list
    # (DNS-rebinding protection for local servers) stays off: the gateway answers on any host name.
    server.streamable_http_app(json_response=True, stateless_http=True,
                               transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False))
    manager = server.session_manager
    started, stop = asyncio.Event(), asyncio.Event()

    async def run() -> None:
        async with manager.run():
            started.set()
            await stop.wait()

    task = asyncio.create_task(run(), name="mcp-session-manager")
    waiter = asyncio.create_task(started.wait())
    await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    waiter.cancel()
    if task.done():
        task.result()  # raises the start-up error
    app[MCP_MANAGER] = manager
    try:
        yield
    finally:
        stop.set()
        await task


def add_routes(app: web.Application) -> None:
    app.cleanup_ctx.append(_manager_context)
    # POST only: stateless JSON responses offer no SSE stream (GET) and no session to end (DELETE), so
    # both are 405, which the spec allows and the SDK's client expects
    app.router.add_post("/mcp", handle_mcp)
