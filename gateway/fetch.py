"""Fetch caller-named public pages safely: size cap, timeout and SSRF protection.

Every hop (the URL and each redirect target) is vetted before a connection is made:

* only ``http``/``https``; no credentials in the URL;
* the host is resolved once here and *every* address it resolves to must be public — loopback,
  private (RFC 1918, ULA), link-local (incl. 169.254.169.254 metadata), multicast, reserved,
  unspecified, shared (100.64/10) and any other non-global address are refused; an IPv4-mapped
  IPv6 address is judged as the IPv4 address it maps;
* the connection goes to exactly the vetted addresses (a resolver that answers only from the
  vetted set), so a second DNS answer cannot rebind the name to an internal address;
* redirects are followed by hand (at most ``max_redirects``), each target vetted the same way.

``allow_loopback`` exists for tests that serve pages from a loopback server; never enable it in
production. A failure is returned as ``FetchResult.error``, never raised.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from datetime import UTC, datetime

import aiohttp
from aiohttp.abc import AbstractResolver, ResolveResult
from yarl import URL

__all__ = ["FetchPolicy", "FetchResult", "Refused", "fetch_text", "fetch_all", "refusal_reason"]

_TEXT_TYPES = ("text/", "application/json", "application/xml", "application/xhtml+xml", "application/ld+json")
_REDIRECTS = (301, 302, 303, 307, 308)


@dataclass(frozen=True)
class FetchPolicy:
    timeout_s: float = 5.0
    max_bytes: int = 2_000_000
    max_redirects: int = 3
    allow_loopback: bool = False


@dataclass(frozen=True)
class FetchResult:
    url: str  # as requested
    final_url: str  # after redirects
    text: str | None  # decoded body (None on failure)
    content_type: str
    retrieved_at: str
    error: str | None = None
    truncated: bool = False  # the body was cut at max_bytes


class Refused(Exception):
    """The URL or an address it resolves to is not a public destination."""


def refusal_reason(address: str, allow_loopback: bool = False) -> str | None:
    """Why ``address`` (an IP literal) must not be fetched, or None when it is a public address."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return None if allow_loopback else "a loopback address"
    for test, why in ((ip.is_unspecified, "an unspecified address"), (ip.is_link_local, "a link-local address"),
                      (ip.is_multicast, "a multicast address"), (ip.is_private, "a private address"),
                      (ip.is_reserved, "a reserved address")):
        if test:
            return why
    if not ip.is_global:
        return "not a public address"
    return None


class _VettedResolver(AbstractResolver):
    """Answers only with addresses that were vetted for this fetch (no second lookup, no rebinding)."""

    def __init__(self) -> None:
        self.vetted: dict[tuple[str, int], list[ResolveResult]] = {}

    async def resolve(self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
                      ) -> list[ResolveResult]:
        try:
            return self.vetted[(host, port)]
        except KeyError:
            raise OSError(f"{host}:{port} was not vetted for this fetch") from None

    async def close(self) -> None:
        return None


def _port(url: URL) -> int:
    return url.port or (443 if url.scheme == "https" else 80)


async def _vet(url: URL, policy: FetchPolicy, resolver: _VettedResolver) -> None:
    """Raise :class:`Refused` unless every address of ``url``'s host is a public destination."""
    if url.scheme not in ("http", "https"):
        raise Refused(f"only http and https URLs are fetched, not {url.scheme or 'a relative URL'!r}")
    if url.user or url.password:
        raise Refused("URLs with credentials are not fetched")
    host = (url.raw_host or "").strip("[]")
    if not host:
        raise Refused("the URL has no host")
    try:
        ipaddress.ip_address(host.split("%", 1)[0])
        literal = True
    except ValueError:
        literal = False
    if literal:
        why = refusal_reason(host, policy.allow_loopback)
        if why:
            raise Refused(f"{host} is {why}")
        return
    port = _port(url)
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise Refused(f"{host} does not resolve ({exc.strerror or exc})") from None
    results: list[ResolveResult] = []
    for family, _type, proto, _canon, sockaddr in infos:
        address = str(sockaddr[0])
        why = refusal_reason(address, policy.allow_loopback)
        if why:
            raise Refused(f"{host} resolves to {address}, {why}")
        results.append(ResolveResult(hostname=host, host=address, port=port, family=family, proto=proto,
                                     flags=socket.AI_NUMERICHOST))
    if not results:
        raise Refused(f"{host} does not resolve")
    resolver.vetted[(host, port)] = results


def _now() -> str:
    return datetime.now(UTC).isoformat()


async def _read_capped(resp: aiohttp.ClientResponse, max_bytes: int) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    size = 0
    async for chunk in resp.content.iter_chunked(65_536):
        chunks.append(chunk)
        size += len(chunk)
        if size > max_bytes:
            return b"".join(chunks)[:max_bytes], True
    return b"".join(chunks), False


async def _fetch(url: str, policy: FetchPolicy) -> FetchResult:
    resolver = _VettedResolver()
    connector = aiohttp.TCPConnector(resolver=resolver, use_dns_cache=False, limit=2)
    timeout = aiohttp.ClientTimeout(total=policy.timeout_s)
    current = URL(url)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout, trust_env=False,
                                     headers={"User-Agent": "groundcheck-fetch/1.0"}) as session:
        for _hop in range(policy.max_redirects + 1):
            await _vet(current, policy, resolver)
            async with session.get(current, allow_redirects=False) as resp:
                if resp.status in _REDIRECTS and "Location" in resp.headers:
                    current = current.join(URL(resp.headers["Location"]))
                    continue
                if resp.status >= 400:
                    return _failed(url, str(current), f"the server answered HTTP {resp.status}")
                ctype = resp.headers.get("Content-Type", "text/plain").split(";")[0].strip().lower()
                if not ctype.startswith(_TEXT_TYPES):
                    return _failed(url, str(current), f"unsupported content type {ctype!r}")
                raw, truncated = await _read_capped(resp, policy.max_bytes)
                charset = resp.charset or "utf-8"
                try:
                    text = raw.decode(charset, errors="replace")
                except LookupError:
                    text = raw.decode("utf-8", errors="replace")
                return FetchResult(url, str(current), text, ctype, _now(), truncated=truncated)
        return _failed(url, str(current), f"more than {policy.max_redirects} redirects")


def _failed(url: str, final: str, error: str) -> FetchResult:
    return FetchResult(url, final, None, "", _now(), error=error)


async def fetch_text(url: str, policy: FetchPolicy) -> FetchResult:
    """Fetch one URL under ``policy``; every failure (refusal, timeout, HTTP error) is a result."""
    try:
        async with asyncio.timeout(policy.timeout_s * (policy.max_redirects + 1)):
            return await _fetch(url, policy)
    except Refused as exc:
        return _failed(url, url, f"refused: {exc}")
    except TimeoutError:
        return _failed(url, url, f"timed out after {policy.timeout_s:g} s")
    except (aiohttp.ClientError, OSError, ValueError) as exc:
        return _failed(url, url, f"could not be fetched ({type(exc).__name__})")


async def fetch_all(urls: list[str], policy: FetchPolicy) -> list[FetchResult]:
    """Fetch several URLs concurrently, results in input order."""
    return list(await asyncio.gather(*(fetch_text(u, policy) for u in urls)))
