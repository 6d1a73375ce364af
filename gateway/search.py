"""Web-search evidence for open mode: a client of the Tavily-compatible HTTP search API.

``POST {base}/search`` with ``Authorization: Bearer <key>`` and ``{"query", "max_results",
"search_depth", "include_answer": false, "include_raw_content": false, ...}`` answers
``{"results": [{"url", "title", "content", "score", "raw_content"?}]}``. Only ``content`` (the
provider's extract) is used as evidence. The key is never logged, never put in an error message
and never returned to callers.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

import aiohttp
from pydantic import SecretStr

log = logging.getLogger("groundcheck.search")

MAX_QUERY_CHARS = 400  # Tavily refuses longer queries
MAX_RESULT_CHARS = 4000  # characters of one result's content that are checked


@dataclass(frozen=True)
class SearchResult:
    url: str
    title: str
    content: str
    score: float  # the provider's relevance score (Tavily: 0..1)


class SearchFailed(Exception):
    """The provider did not answer usefully (timeout, HTTP error, malformed body). ``reason`` is safe to show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SearchProvider:
    """One shared HTTP session to the provider; ``search`` is one query."""

    def __init__(self, base_url: str, api_key: SecretStr, *, timeout_s: float, max_results: int,
                 search_depth: str = "basic") -> None:
        self.url = base_url.rstrip("/") + "/search"
        self._key = api_key
        self.timeout = aiohttp.ClientTimeout(total=timeout_s)
        self.max_results = max_results
        self.search_depth = search_depth
        self._session: aiohttp.ClientSession | None = None

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    def _payload(self, query: str) -> dict[str, Any]:
        return {"query": query[:MAX_QUERY_CHARS], "max_results": self.max_results, "search_depth": self.search_depth,
                "topic": "general", "include_answer": False, "include_raw_content": False,
                "include_images": False}

    async def search(self, query: str) -> list[SearchResult]:
        """The provider's results for ``query``, in its order. Raises :class:`SearchFailed`."""
        if self._session is None:
            self._session = aiohttp.ClientSession(timeout=self.timeout)
        headers = {"Authorization": f"Bearer {self._key.get_secret_value()}"}
        try:
            async with self._session.post(self.url, json=self._payload(query), headers=headers) as resp:
                if resp.status != 200:
                    raise SearchFailed(f"the search provider answered HTTP {resp.status}")
                data = await resp.json(content_type=None)
        except SearchFailed:
            raise
        except TimeoutError:
            raise SearchFailed("the search provider did not answer in time") from None
        except (aiohttp.ClientError, ValueError) as exc:
            raise SearchFailed(f"the search provider could not be reached ({type(exc).__name__})") from None
        results = data.get("results") if isinstance(data, dict) else None
        if not isinstance(results, list):
            raise SearchFailed("the search provider answered without a results list")
        return [r for r in (_result(item) for item in results) if r is not None]


def _result(item: Any) -> SearchResult | None:
    if not isinstance(item, dict):
        return None
    content = item.get("content")
    url = item.get("url")
    if not isinstance(content, str) or not content.strip() or not isinstance(url, str):
        return None
    try:
        score = float(item.get("score") or 0.0)
    except (TypeError, ValueError):
        score = 0.0
    return SearchResult(url=url, title=str(item.get("title") or ""), content=content[:MAX_RESULT_CHARS],
                        score=score)


async def search_all(provider: SearchProvider, queries: list[str], *, deadline_s: float, concurrency: int = 4,
                     ) -> list[list[SearchResult] | SearchFailed]:
    """One search per query, at most ``concurrency`` at once, all within ``deadline_s``; a failure
    (including a search still queued or running at the deadline) is returned in its slot."""
    gate = asyncio.Semaphore(concurrency)
    deadline = asyncio.get_running_loop().time() + deadline_s

    async def one(query: str) -> list[SearchResult] | SearchFailed:
        try:
            async with asyncio.timeout_at(deadline), gate:
                return await provider.search(query)
        except TimeoutError:
            exc = SearchFailed("the web search did not finish within the request deadline")
        except SearchFailed as failed:
            exc = failed
        log.warning("open mode: search failed: %s", exc.reason)
        return exc

    return list(await asyncio.gather(*(one(q) for q in queries)))
