"""Serving the app: aiohttp's runner, with its parser-level errors answered like ours.

aiohttp answers requests its HTTP parser refuses (a header line over 8,190 bytes, a malformed
request line, a bad chunked body) from ``RequestHandler.handle_error`` with a plain-text body,
before any middleware runs. :class:`HardenedRequestHandler` answers those with our JSON error
shape, the security headers and a request id, so that *every* response carries them.
"""

from __future__ import annotations

import asyncio
import signal
from http import HTTPStatus

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from gateway.errors import json_error
from gateway.observability import access_log, harden, new_request_id

_MESSAGES = {
    400: "malformed HTTP request (a header line may be over 8190 bytes, or the request line is invalid)",
    413: "request too large",
    431: "request header fields too large",
    500: "internal error",
}


def parser_error_response(status: int) -> web.Response:
    """The JSON error we send for a request aiohttp's parser refused."""
    request_id = new_request_id()
    message = _MESSAGES.get(status) or HTTPStatus(status).phrase.lower()
    resp = json_error(status, message, "server" if status >= 500 else "http", request_id=request_id)
    harden(resp, request_id)
    access_log.info("request", extra={"fields": {"route": "<unparsed>", "status": status, "request_id": request_id}})
    return resp


class HardenedRequestHandler(RequestHandler):
    def handle_error(self, request, status=500, exc=None, message=None):  # noqa: ANN001, ANN201
        resp = super().handle_error(request, status, exc, message)  # logs, checks nothing was sent
        hardened = parser_error_response(resp.status)
        hardened.force_close()
        return hardened


class HardenedServer(web.Server):
    def __call__(self) -> RequestHandler:
        return HardenedRequestHandler(self, loop=self._loop, **self._kwargs)


class GatewayRunner(web.AppRunner):
    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = HardenedServer  # adds only __call__; the state is aiohttp's own
        return server


async def _serve(app: web.Application, host: str, port: int, shutdown_timeout: float) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    runner = GatewayRunner(app, access_log=None, shutdown_timeout=shutdown_timeout)
    await runner.setup()
    try:
        await web.TCPSite(runner, host, port).start()
        await stop.wait()
    finally:
        await runner.cleanup()  # stop accepting, drain in-flight requests, run cleanup contexts


def serve(app: web.Application, host: str, port: int, shutdown_timeout: float) -> None:
    """Like ``web.run_app`` (SIGTERM/SIGINT: stop accepting, drain, exit), with
    :class:`HardenedRequestHandler`. The drain runs before any task is cancelled."""
    asyncio.run(_serve(app, host, port, shutdown_timeout))
