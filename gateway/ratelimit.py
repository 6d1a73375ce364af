"""Per-key rate limits: GCRA enforced atomically by one Lua script inside Redis.

GCRA keeps a single "theoretical arrival time" per key, so a limit of N per period allows a
burst of N and then one request every period/N. The script reads Redis' own clock, so several
gateway replicas sharing one Redis enforce one exact limit.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from redis.asyncio import Redis

_PERIODS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60,
            "h": 3600, "hour": 3600, "d": 86400, "day": 86400}
_RATE_RE = re.compile(r"^\s*(\d+)\s*/\s*([a-z]+)\s*$")

# Returns {allowed, remaining, retry_after_ms, reset_ms}. Times are whole microseconds, so the
# arithmetic is exact (doubles hold integers up to 2^53; epoch microseconds are ~2^51): a burst gets
# exactly `limit`. (It used to keep milliseconds with 3 rounded decimals: 9/min allowed a burst of 8.)
_GCRA_LUA = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local period = interval * limit
local tat = tonumber(redis.call('GET', KEYS[1]))
if tat == nil or tat < now then tat = now end
local new_tat = tat + interval
local allow_at = new_tat - period
if now < allow_at then
  return {0, 0, math.ceil((allow_at - now) / 1000), math.ceil((tat - now) / 1000)}
end
redis.call('SET', KEYS[1], string.format('%.0f', new_tat), 'PX', math.ceil((new_tat - now) / 1000) + 1000)
return {1, math.floor((period - (new_tat - now)) / interval), 0, math.ceil((new_tat - now) / 1000)}
"""


@dataclass(frozen=True)
class RateSpec:
    """A limit such as 60/min: `limit` requests per `period_s` seconds."""

    limit: int
    period_s: int

    @classmethod
    def parse(cls, text: str) -> RateSpec:
        match = _RATE_RE.match(text.lower())
        if not match or match.group(2) not in _PERIODS:
            raise ValueError(f"rate must look like 60/min (units: s, min, hour, day), got {text!r}")
        limit = int(match.group(1))
        if limit < 1:
            raise ValueError("rate limit must be at least 1")
        return cls(limit=limit, period_s=_PERIODS[match.group(2)])

    def __str__(self) -> str:
        unit = {1: "sec", 60: "min", 3600: "hour", 86400: "day"}[self.period_s]
        return f"{self.limit}/{unit}"


@dataclass(frozen=True)
class RateDecision:
    allowed: bool
    limit: int
    remaining: int
    retry_after_s: int  # whole seconds until the next request is allowed (0 when allowed)
    reset_s: int  # whole seconds until the full quota is back
    policy: str  # RateLimit-Policy value, e.g. "60;w=60"

    def headers(self) -> dict[str, str]:
        out = {
            "RateLimit-Limit": str(self.limit),
            "RateLimit-Remaining": str(self.remaining),
            "RateLimit-Reset": str(self.reset_s),
            "RateLimit-Policy": self.policy,
        }
        if not self.allowed:
            out["Retry-After"] = str(self.retry_after_s)
        return out


class RateLimiter:
    # "us": the stored TAT is in microseconds; a new prefix, so replicas of the old (millisecond)
    # version never read a value of the new one during a rolling deploy
    def __init__(self, redis: Redis, prefix: str = "gc:rl:us:") -> None:
        self._redis = redis
        self._prefix = prefix
        self._script = redis.register_script(_GCRA_LUA)

    async def hit(self, subject: str, spec: RateSpec) -> RateDecision:
        interval_us = max(1, spec.period_s * 1_000_000 // spec.limit)
        allowed, remaining, retry_ms, reset_ms = await self._script(
            keys=[self._prefix + subject], args=[interval_us, spec.limit]
        )
        return RateDecision(
            allowed=bool(allowed),
            limit=spec.limit,
            remaining=max(0, int(remaining)),
            retry_after_s=max(1, math.ceil(int(retry_ms) / 1000)) if not allowed else 0,
            reset_s=math.ceil(int(reset_ms) / 1000),
            policy=f"{spec.limit};w={spec.period_s}",
        )
