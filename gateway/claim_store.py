"""Stored /claims/check results: one Redis hash per (owner, session), fields keyed by messageId.

Every read and write names the owner, so one caller can never reach another caller's checks, and
a session id guessed from someone else is indistinguishable from an unknown one.
"""

from __future__ import annotations

import hashlib
import json

from redis.asyncio import Redis

_KEY = "gc:claims:{owner}:{session}"


def _key(owner: str, session: str) -> str:
    return _KEY.format(owner=owner, session=session)


def fingerprint(payload: dict) -> str:
    """Identity of a request body (canonical JSON of the parsed request, sha256)."""
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


class ClaimCheckStore:
    def __init__(self, redis: Redis, ttl_s: int) -> None:
        self._redis = redis
        self._ttl_s = ttl_s

    async def get(self, owner: str, session: str, message_id: str) -> tuple[str, dict] | None:
        """(fingerprint, result) stored for this owner's session and messageId, or None."""
        raw = await self._redis.hget(_key(owner, session), message_id)
        if raw is None:
            return None
        record = json.loads(raw)
        return record["fp"], record["result"]

    async def put(self, owner: str, session: str, message_id: str, fp: str, result: dict) -> bool:
        """Store once (a concurrent duplicate keeps the first); refresh the session's TTL."""
        record = json.dumps({"fp": fp, "result": result}, separators=(",", ":"))
        key = _key(owner, session)
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.hsetnx(key, message_id, record)
            pipe.expire(key, self._ttl_s)
            created, _ = await pipe.execute()
        return bool(created)

    async def session(self, owner: str, session: str) -> dict[str, dict]:
        """Every check this owner stored in the session, keyed by messageId."""
        raw = await self._redis.hgetall(_key(owner, session))
        return {k.decode() if isinstance(k, bytes) else k: json.loads(v)["result"] for k, v in raw.items()}
