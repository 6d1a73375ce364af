"""Shared fixtures: real services started per test session (no in-memory stand-ins)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator

import pytest
import redis

pytest_plugins = ["tests.chain_fixtures"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    """A real redis-server process on a private loopback port, stoppable and restartable."""

    def __init__(self) -> None:
        self.binary = shutil.which("redis-server") or "/usr/bin/redis-server"
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="gc-redis-")
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", self.dir, "--protected-mode", "yes"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        client = redis.Redis.from_url(self.url)
        deadline = time.monotonic() + 10
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.05)
        client.close()

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            self.proc = None

    def flush(self) -> None:
        client = redis.Redis.from_url(self.url)
        client.flushall()
        client.close()


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """One real Redis on its own port for the whole run."""
    server = RedisServer()
    server.start()
    yield server
    server.stop()
    shutil.rmtree(server.dir, ignore_errors=True)


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """URL of the session Redis, flushed before each test."""
    if redis_server.proc is None:
        redis_server.start()
    redis_server.flush()
    return redis_server.url
