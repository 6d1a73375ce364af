"""One way to connect to Redis: short timeouts, and a quick retry so a restarted Redis is picked up."""

from __future__ import annotations

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError, TimeoutError


def connect_redis(url: str, timeout_s: float = 2.0) -> Redis:
    return Redis.from_url(
        url,
        socket_timeout=timeout_s,
        socket_connect_timeout=timeout_s,
        retry=Retry(ExponentialBackoff(cap=0.2, base=0.01), 2),
        retry_on_error=[ConnectionError, TimeoutError],
        health_check_interval=30,
    )
