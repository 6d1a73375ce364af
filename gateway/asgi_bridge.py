"""Serve one aiohttp request with an ASGI application (HTTP scope only, body read up front)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from aiohttp import web

DISCONNECT_POLL_S = 1.0  # how often a waiting receive() looks for a client that has gone away

Message = MutableMapping[str, Any]
ASGIApp = Callable[[MutableMapping[str, Any], Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]],
                   Awaitable[None]]


def _scope(request: web.Request) -> dict[str, Any]:
    transport = request.transport
    sock = transport.get_extra_info("sockname") if transport else None
    peer = transport.get_extra_info("peername") if transport else None
    return {
        "type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": f"{request.version.major}.{request.version.minor}",
        "method": request.method, "scheme": request.scheme, "path": request.path,
        "raw_path": request.raw_path.split("?", 1)[0].encode("latin-1"),
        "query_string": request.query_string.encode("latin-1"), "root_path": "",
        "headers": [(k.lower(), v) for k, v in request.raw_headers],
        "client": tuple(peer[:2]) if peer else None, "server": tuple(sock[:2]) if sock else None, "state": {},
    }


async def call_asgi(request: web.Request, app: ASGIApp) -> web.StreamResponse:
    """Run ``app`` for ``request``; its response is streamed back as it is sent."""
    body = await request.read()
    done = asyncio.Event()
    delivered = False
    response: web.StreamResponse | None = None

    async def receive() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        while not done.is_set():  # nothing more to read: report the disconnect when the response is over
            transport = request.transport  # ... or the client went away
            if transport is None or transport.is_closing():
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(done.wait(), DISCONNECT_POLL_S)
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        nonlocal response
        if message["type"] == "http.response.start":
            response = web.StreamResponse(status=message["status"])
            for k, v in message.get("headers", []):
                response.headers.add(k.decode("latin-1"), v.decode("latin-1"))
            await response.prepare(request)
        elif message["type"] == "http.response.body" and response is not None:
            await response.write(message.get("body", b""))
            if not message.get("more_body", False):
                await response.write_eof()
                done.set()

    try:
        await app(_scope(request), receive, send)
    finally:
        done.set()
    if response is None:
        return web.json_response({"error": "the MCP server sent no response", "source": "server"}, status=500)
    return response
