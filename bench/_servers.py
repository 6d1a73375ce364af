"""Helpers for the benches: a private Redis, a gateway subprocess, a bare aiohttp server."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE_SERVER = """
import sys
from aiohttp import web
async def handler(request):
    await request.read()
    return web.json_response({"data": {"verdict": "supported", "confidence_score": 1.0}})
app = web.Application()
app.router.add_post("/check", handler)
app.router.add_get("/health", lambda r: web.json_response({"status": "ok"}))
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), access_log=None, print=None)
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer in {timeout} s")


class Processes:
    """Starts processes and stops them all on exit."""

    def __init__(self) -> None:
        self.procs: list[subprocess.Popen] = []
        self.tmp = tempfile.mkdtemp(prefix="gc-bench-")

    def __enter__(self) -> Processes:
        return self

    def __exit__(self, *exc: object) -> None:
        for proc in reversed(self.procs):
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def spawn(self, args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen:
        log = open(os.path.join(self.tmp, f"p{len(self.procs)}.log"), "wb")  # noqa: SIM115
        proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        self.procs.append(proc)
        return proc

    def redis(self) -> str:
        port = free_port()
        self.spawn(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                    "--appendonly", "no", "--dir", self.tmp])
        for _ in range(100):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return f"redis://127.0.0.1:{port}/0"
            except OSError:
                pass
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def gateway(self, redis_url: str, **settings: str) -> str:
        port = free_port()
        env = {**os.environ, "GROUNDCHECK_PORT": str(port), "GROUNDCHECK_REDIS_URL": redis_url,
               "GROUNDCHECK_LOG_LEVEL": "WARNING"}
        env.update({f"GROUNDCHECK_{k.upper()}": v for k, v in settings.items()})
        self.spawn([sys.executable, "-m", "gateway", "serve"], env=env)
        base = f"http://127.0.0.1:{port}"
        wait_http(base + "/health")
        return base

    def bare(self) -> str:
        port = free_port()
        self.spawn([sys.executable, "-c", BARE_SERVER, str(port)])
        base = f"http://127.0.0.1:{port}"
        wait_http(base + "/health")
        return base


def create_key(redis_url: str, rate: str = "100000000/min") -> str:
    import json

    env = {**os.environ, "GROUNDCHECK_REDIS_URL": redis_url}
    out = subprocess.run([sys.executable, "-m", "gateway", "keys", "create", "--name", "bench", "--rate", rate,
                          "--json"], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["api_key"]
