"""Price of a check in the asset's atomic units: base fee + per-claim price (by mode) x claims."""

from __future__ import annotations

from .settings import X402Settings

MODES = ("grounded", "open")


def per_claim(settings: X402Settings, mode: str) -> int:
    if mode == "grounded":
        return settings.price_per_claim
    if mode == "open":
        return settings.price_per_claim_open
    raise ValueError(f"unknown mode {mode!r}")


def price(settings: X402Settings, *, claims: int, mode: str = "grounded") -> int:
    if isinstance(claims, bool) or not isinstance(claims, int) or claims < 0:
        raise ValueError("claims must be a non-negative integer")
    return settings.base_fee + per_claim(settings, mode) * claims


def format_amount(atomic: int, decimals: int) -> str:
    """Human form of an atomic amount, e.g. 11000 with 6 decimals -> '0.011'."""
    whole, frac = divmod(atomic, 10**decimals)
    if decimals == 0 or frac == 0:
        return str(whole)
    return f"{whole}.{str(frac).rjust(decimals, '0').rstrip('0')}"
