"""API keys, stored in Redis only as SHA-256 hashes.

A key is 32 random bytes (url-safe base64) behind a recognisable prefix; its hash is the lookup
handle, and the first 12 hex characters of the hash are its public id (safe to show and log).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import dataclass

from redis.asyncio import Redis

from gateway.ratelimit import RateSpec

KEY_PREFIX = "gc_"
_KEY_HASH = "gc:key:{digest}"
_KEY_IDS = "gc:keyids"  # hash: key id -> digest


def hash_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode()).hexdigest()


@dataclass(frozen=True)
class ApiKey:
    key_id: str
    name: str
    rate: RateSpec
    created_at: int
    revoked: bool

    def public(self) -> dict:
        return {"id": self.key_id, "name": self.name, "rate": str(self.rate),
                "created_at": self.created_at, "revoked": self.revoked}


class KeyStore:
    def __init__(self, redis: Redis) -> None:
        self._redis = redis

    async def create(self, name: str, rate: RateSpec) -> tuple[str, ApiKey]:
        """Create a key; the raw key is returned once and never stored."""
        raw = KEY_PREFIX + secrets.token_urlsafe(32)
        digest = hash_key(raw)
        key = ApiKey(key_id=digest[:12], name=name, rate=rate, created_at=int(time.time()), revoked=False)
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.hset(_KEY_HASH.format(digest=digest), mapping={
                "id": key.key_id, "name": name, "rate": str(rate),
                "created_at": key.created_at, "revoked": 0,
            })
            pipe.hset(_KEY_IDS, key.key_id, digest)
            await pipe.execute()
        return raw, key

    async def lookup(self, raw_key: str) -> ApiKey | None:
        """The key for a raw key as presented by a caller, or None if unknown."""
        if not raw_key.startswith(KEY_PREFIX) or len(raw_key) > 128:
            return None
        fields = await self._redis.hgetall(_KEY_HASH.format(digest=hash_key(raw_key)))
        return _parse(fields) if fields else None

    async def list(self) -> list[ApiKey]:
        digests = await self._redis.hgetall(_KEY_IDS)
        keys = []
        for digest in digests.values():
            fields = await self._redis.hgetall(_KEY_HASH.format(digest=_text(digest)))
            if fields:
                keys.append(_parse(fields))
        return sorted(keys, key=lambda k: (k.created_at, k.key_id))

    async def revoke(self, key_id_or_name: str) -> list[ApiKey]:
        """Revoke by id, or every key with that name. Returns the keys revoked."""
        revoked = []
        for key in await self.list():
            if key.revoked or key_id_or_name not in (key.key_id, key.name):
                continue
            digest = _text(await self._redis.hget(_KEY_IDS, key.key_id))
            await self._redis.hset(_KEY_HASH.format(digest=digest), "revoked", 1)
            revoked.append(key)
        return revoked


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _parse(fields: dict) -> ApiKey:
    f = {_text(k): _text(v) for k, v in fields.items()}
    return ApiKey(key_id=f["id"], name=f["name"], rate=RateSpec.parse(f["rate"]),
                  created_at=int(f["created_at"]), revoked=f["revoked"] == "1")
