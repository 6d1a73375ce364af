"""The human page at /, the API docs at /docs, and their static files (plain files, no CDN)."""

from __future__ import annotations

from pathlib import Path

from aiohttp import web

STATIC = Path(__file__).resolve().parent / "static"
PAGE_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")


def _page(name: str):
    async def handler(request: web.Request) -> web.FileResponse:
        return web.FileResponse(STATIC / name, headers={"Content-Security-Policy": PAGE_CSP,
                                                        "Cache-Control": "no-cache"})

    return handler


def add_routes(app: web.Application) -> None:
    app.router.add_get("/", _page("index.html"))
    app.router.add_get("/docs", _page("docs.html"))
    app.router.add_static("/static/", STATIC, show_index=False, follow_symlinks=False)
