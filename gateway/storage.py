"""Stored check results in Redis, each readable only by the owner that created it."""

from __future__ import annotations

import json
import secrets

from redis.asyncio import Redis

_CHECK = "gc:check:{check_id}"


def new_check_id() -> str:
    return "chk_" + secrets.token_urlsafe(16)


class ResultStore:
    def __init__(self, redis: Redis, ttl_s: int) -> None:
        self._redis = redis
        self._ttl_s = ttl_s

    async def put_many(self, owner: str, results: list[dict]) -> None:
        """Store results (each carrying its own `id`) under one owner, atomically."""
        async with self._redis.pipeline(transaction=True) as pipe:
            for result in results:
                record = json.dumps({"owner": owner, "data": result}, separators=(",", ":"))
                pipe.set(_CHECK.format(check_id=result["id"]), record, ex=self._ttl_s)
            await pipe.execute()

    async def get(self, owner: str, check_id: str) -> dict | None:
        """The stored result, or None when it does not exist or belongs to someone else."""
        if len(check_id) > 64:
            return None
        raw = await self._redis.get(_CHECK.format(check_id=check_id))
        if raw is None:
            return None
        record = json.loads(raw)
        if not secrets.compare_digest(record["owner"], owner):
            return None
        return record["data"]
