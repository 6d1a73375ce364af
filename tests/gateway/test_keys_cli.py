"""`python -m gateway keys ...`: keys are printed once and stored only as hashes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import redis


def run_cli(redis_url: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "GROUNDCHECK_REDIS_URL": redis_url}
    return subprocess.run([sys.executable, "-m", "gateway", "keys", *args], env=env,
                          capture_output=True, text=True, timeout=60)


def test_create_list_revoke(redis_url):
    created = run_cli(redis_url, "create", "--name", "alice", "--rate", "5/min", "--json")
    assert created.returncode == 0, created.stderr
    info = json.loads(created.stdout)
    raw = info["api_key"]
    assert raw.startswith("gc_") and len(raw) > 40
    assert info["rate"] == "5/min" and info["name"] == "alice"

    conn = redis.Redis.from_url(redis_url)
    dump = b"".join(
        k + b"".join(conn.hgetall(k).values()) if conn.type(k) == b"hash" else k for k in conn.keys("*")
    )
    assert raw.encode() not in dump  # only the hash is stored

    listed = run_cli(redis_url, "list")
    assert "alice" in listed.stdout and raw not in listed.stdout and "active" in listed.stdout

    plain = run_cli(redis_url, "create", "--name", "bob")
    assert plain.returncode == 0 and "shown only once" in plain.stdout
    assert "60/min" in plain.stdout  # the default rate

    revoked = run_cli(redis_url, "revoke", info["id"])
    assert revoked.returncode == 0 and "alice" in revoked.stdout
    listed = json.loads(run_cli(redis_url, "list", "--json").stdout)
    assert {k["name"]: k["revoked"] for k in listed} == {"alice": True, "bob": False}
    assert run_cli(redis_url, "revoke", "nobody").returncode == 1


def test_bad_rate_is_refused(redis_url):
    result = run_cli(redis_url, "create", "--name", "x", "--rate", "lots")
    assert result.returncode == 2 and "rate must look like" in result.stderr
