"""groundcheck gateway: the aiohttp front tier (keys, rate limits, x402 payments, verifier pool)."""

__version__ = "0.1.0"
