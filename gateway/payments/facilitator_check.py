"""Start-up check of facilitator mode: does the facilitator's ``GET /supported`` list what we offer?

A facilitator that answers and does not support ``exact`` on our network would fail every paid
call after the payer signed, so that refuses to start (:class:`PaymentsMisconfigured`, like a chain
id mismatch). One that cannot be reached only logs a warning: a transient outage at boot must not
keep the gateway down, and each payment is checked by the facilitator's ``/verify`` anyway.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp

from .service import PaymentsMisconfigured
from .settings import X402Settings

log = logging.getLogger("groundcheck.payments.facilitator")


def _offers(kinds: list[Any], version: int, network: str) -> bool:
    return any(isinstance(k, dict) and k.get("x402Version") == version and k.get("scheme") == "exact"
               and k.get("network") == network for k in kinds)


async def check_facilitator(settings: X402Settings, *, timeout_s: float = 10.0) -> None:
    """Raise :class:`PaymentsMisconfigured` if the facilitator does not support our v2 offer."""
    assert settings.facilitator_url
    url = settings.facilitator_url.rstrip("/") + "/supported"
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout_s)) as http, \
                http.get(url) as resp:
            if resp.status != 200:
                raise ValueError(f"HTTP {resp.status}")
            kinds = (await resp.json(content_type=None)).get("kinds")
            if not isinstance(kinds, list):
                raise ValueError("no kinds list")
    except (aiohttp.ClientError, TimeoutError, ValueError, AttributeError) as exc:
        log.warning("x402 facilitator: could not read %s (%s); settling through it anyway", url,
                    type(exc).__name__ if not isinstance(exc, ValueError) else exc)
        return
    if not _offers(kinds, 2, settings.network):
        raise PaymentsMisconfigured(f"the x402 facilitator does not support scheme exact on {settings.network} "
                                    f"(GET {url}); payments could not settle")
    if settings.v1_network_name and not _offers(kinds, 1, settings.v1_network_name):
        log.warning("x402 facilitator: no v1 exact on %s; v1 payments will be refused by it",
                    settings.v1_network_name)
    log.info("x402 facilitator mode: settling through %s", settings.facilitator_url)
