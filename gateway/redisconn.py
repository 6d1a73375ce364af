"""One way to connect to Redis: short timeouts, and a quick retry so a restarted Redis is picked up."""

from __future__ import annotations

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError, TimeoutError


def connect_redis(url: str, timeout_s: float = 2.0, max_connections: int = 100) -> Redis:
    """A client whose pool makes a burst wait (up to ``timeout_s``) for one of ``max_connections``
    connections instead of failing: redis-py's default pool raises "Too many connections" beyond
    100 concurrent commands, which turned a burst of 200 requests into 503s."""
    pool = BlockingConnectionPool.from_url(
        url,
        max_connections=max_connections,
        timeout=timeout_s,
        socket_timeout=timeout_s,
        socket_connect_timeout=timeout_s,
        retry=Retry(ExponentialBackoff(cap=0.2, base=0.01), 2),
        retry_on_error=[ConnectionError, TimeoutError],
        health_check_interval=30,
    )
    return Redis.from_pool(pool)
