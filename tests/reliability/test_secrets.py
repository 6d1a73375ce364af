"""Secrets and access on a real gateway process: keys only hashed in Redis, no key / private key /
payment signature in the DEBUG logs, results scoped to their owner, security headers and request ids
on every response (errors and 402 included)."""

from __future__ import annotations

import asyncio
import base64
import json
from typing import Any

import aiohttp
import redis as redis_sync
from eth_account import Account
from web3 import Web3

from gateway.keys import hash_key
from gateway.observability import SECURITY_HEADERS
from tests.chain_fixtures import new_funded_payer
from tests.live import LiveGateway
from tests.payments.helpers import payment_v2
from tests.reliability.conftest import b64, pay_header, x402_settings
from tests.reliability.test_attack_matrix import CONTEXT
from tests.reliability.test_faults import new_key

BODY = json.dumps({"claim": "The Eiffel Tower is in Paris.", "context": CONTEXT}).encode()
JSON = {"Content-Type": "application/json"}


def redis_dump(url: str) -> list[bytes]:
    """Every key name and every value (strings, hashes, sets, sorted sets, lists) in Redis."""
    client = redis_sync.Redis.from_url(url)
    out: list[bytes] = []
    try:
        for key in client.scan_iter(count=1000):
            out.append(key)
            kind = client.type(key)
            if kind == b"string":
                out.append(client.get(key) or b"")
            elif kind == b"hash":
                for field, value in client.hgetall(key).items():
                    out += [field, value]
            elif kind == b"set":
                out += list(client.smembers(key))
            elif kind == b"zset":
                out += [member for member, _ in client.zrange(key, 0, -1, withscores=True)]
            elif kind == b"list":
                out += client.lrange(key, 0, -1)
    finally:
        client.close()
    return out


async def call(session: aiohttp.ClientSession, method: str, url: str, **kw: Any) -> tuple[int, Any, Any]:
    async with session.request(method, url, **kw) as r:
        text = await r.text()
        try:
            body: Any = json.loads(text)
        except ValueError:
            body = text
        return r.status, body, r.headers


async def test_keys_hashed_and_no_secret_in_debug_logs(live_paid: LiveGateway, redis_url: str, devchain: Any,
                                                       devchain_w3: Web3) -> None:
    base = live_paid.base_url
    key, limited = await new_key(redis_url), await new_key(redis_url, "1/hour")
    unknown = "gc_" + "x" * 43  # a key that does not exist, presented anyway
    payer = new_funded_payer(devchain, w3=devchain_w3)
    paid = pay_header(devchain, payer)
    forged_raw = payment_v2(x402_settings(devchain), Account.create(), 2000)
    forged_raw["payload"]["authorization"]["from"] = payer.address
    forged = {"PAYMENT-SIGNATURE": b64(forged_raw)}
    async with aiohttp.ClientSession(headers=JSON) as s:
        assert (await call(s, "POST", base + "/check", data=BODY, headers={"x-api-key": key}))[0] == 200
        assert (await call(s, "POST", base + "/check", data=b"{", headers={"x-api-key": key}))[0] == 422
        assert (await call(s, "POST", base + "/check", data=BODY, headers={"x-api-key": unknown}))[0] == 401
        assert (await call(s, "POST", base + "/check", data=BODY, headers={"x-api-key": limited}))[0] == 200
        assert (await call(s, "POST", base + "/check", data=BODY, headers={"x-api-key": limited}))[0] == 429
        assert (await call(s, "POST", base + "/check", data=BODY, headers=paid))[0] == 200
        assert (await call(s, "POST", base + "/check", data=BODY, headers=paid))[0] == 200  # idempotent replay
        assert (await call(s, "POST", base + "/check", data=b'{"claim": 1}', headers=paid))[0] == 422
        assert (await call(s, "POST", base + "/check", data=BODY, headers=forged))[0] == 402
        assert (await call(s, "POST", base + "/check", data=BODY, headers={"X-PAYMENT": "%%%"}))[0] == 400

    # API keys: only their SHA-256 in Redis
    dump = b"\n".join(redis_dump(redis_url))
    for raw in (key, limited):
        assert raw.encode() not in dump and raw[3:].encode() not in dump
        assert hash_key(raw).encode() in dump  # the scan does see the key records

    logs = live_paid.logs().lower()
    assert "payment settled and delivered" in logs and '"level": "debug"' in logs  # it did log, at DEBUG
    signatures = [json.loads(base64.b64decode(h["PAYMENT-SIGNATURE"]))["payload"]["signature"][2:].lower()
                  for h in (paid, forged)]
    secrets = {
        "api key": [key, limited, unknown],
        "relayer private key": [devchain.relayer_private_key[2:]],
        "pay-to private key": [devchain.pay_to_private_key[2:]],
        "payer private key": [payer.key.hex().removeprefix("0x")],
        "payment signature": signatures + [sig[:64] for sig in signatures] + [sig[64:128] for sig in signatures],
        "payment header": [h["PAYMENT-SIGNATURE"][:48] for h in (paid, forged)],
    }
    for what, values in secrets.items():
        for value in values:
            assert value.lower() not in logs, f"{what} found in the gateway logs"


async def test_results_are_scoped_to_their_owner(live_paid: LiveGateway, redis_url: str, devchain: Any,
                                                 devchain_w3: Web3) -> None:
    base = live_paid.base_url
    owner, other = await new_key(redis_url), await new_key(redis_url)
    payer = new_funded_payer(devchain, w3=devchain_w3)
    async with aiohttp.ClientSession(headers=JSON) as s:
        _, mine, _ = await call(s, "POST", base + "/check", data=BODY, headers={"x-api-key": owner})
        _, bought, _ = await call(s, "POST", base + "/check", data=BODY, headers=pay_header(devchain, payer))
        for check_id, readers in ((mine["data"]["id"], {owner: 200, other: 404}),
                                  (bought["data"]["id"], {owner: 404, other: 404})):
            for reader, status in readers.items():
                got = await call(s, "GET", f"{base}/checks/{check_id}", headers={"x-api-key": reader})
                assert got[0] == status, (check_id, got)
                assert status == 404 or got[1]["data"]["id"] == check_id
            assert (await call(s, "GET", f"{base}/checks/{check_id}"))[0] == 401  # keyless: no way in
            paid_read = await call(s, "GET", f"{base}/checks/{check_id}", headers=pay_header(devchain, payer))
            assert paid_read[0] == 401 and "data" not in paid_read[1]


def access_log_statuses(logs: str) -> dict[str, int]:
    """request id -> status of every access-log line in the gateway's JSON logs."""
    out: dict[str, int] = {}
    for line in logs.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("msg") == "request" and "request_id" in entry:
            out[entry["request_id"]] = entry["status"]
    return out


async def test_security_headers_and_request_ids_on_every_response(live_paid: LiveGateway, redis_url: str,
                                                                  devchain: Any, devchain_w3: Web3) -> None:
    base = live_paid.base_url
    key, limited = await new_key(redis_url), await new_key(redis_url, "1/hour")
    payer = new_funded_payer(devchain, w3=devchain_w3)
    requests: list[tuple[str, str, dict[str, Any], int]] = [
        ("GET", "/health", {}, 200),
        ("GET", "/v1/status", {}, 200),
        ("GET", "/openapi.json", {}, 200),
        ("GET", "/metrics", {}, 200),
        ("POST", "/check", {"data": BODY, "headers": {"x-api-key": key}}, 200),
        ("POST", "/check", {"data": BODY, "headers": pay_header(devchain, payer)}, 200),
        ("POST", "/check", {"data": BODY}, 402),
        ("POST", "/check", {"data": BODY, "headers": pay_header(devchain, payer, value=1)}, 402),
        ("POST", "/check", {"data": BODY, "headers": {"PAYMENT-SIGNATURE": "%%%"}}, 400),
        ("POST", "/check", {"data": BODY, "headers": {"x-api-key": "gc_nope"}}, 401),
        ("GET", "/checks/chk_nope", {"headers": {"x-api-key": key}}, 404),
        ("GET", "/no/such/route", {}, 404),
        ("DELETE", "/check", {}, 405),
        ("POST", "/check", {"data": b"{", "headers": {"x-api-key": key}}, 422),
        ("POST", "/check", {"data": b"x" * 2_000_000, "headers": {"x-api-key": key}}, 413),
        ("POST", "/check", {"data": BODY, "headers": {"x-api-key": limited}}, 200),
        ("POST", "/check", {"data": BODY, "headers": {"x-api-key": limited}}, 429),
    ]  # requests aiohttp's HTTP parser refuses: test_parser_refusals_are_hardened_json_errors
    seen: dict[str, int] = {}
    async with aiohttp.ClientSession(headers=JSON) as s:
        for i, (method, path, kw, status) in enumerate(requests):
            got_status, body, headers = await call(s, method, base + path, **kw)
            assert got_status == status, (method, path, got_status, body)
            for name, value in SECURITY_HEADERS.items():
                assert headers.get(name) == value, (method, path, status, name)
            request_id = headers.get("X-Request-Id", "")
            assert request_id.startswith("req_"), (method, path, status)
            seen[request_id] = status
            # a well-formed id offered by the caller is kept, also on errors
            offered = f"client-{i:04d}-abcdef"
            kw = {**kw, "headers": {**kw.get("headers", {}), "X-Request-Id": offered}}
            again_status, _, again = await call(s, method, base + path, **kw)
            assert again.get("X-Request-Id") == offered, (method, path)
            seen[offered] = again_status
    logged = access_log_statuses(live_paid.logs())
    missing = {rid: status for rid, status in seen.items() if logged.get(rid) != status}
    assert not missing, f"responses whose request id is not in the access log: {missing}"


async def raw_exchange(base: str, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send raw bytes (things no HTTP client would send) and read the whole response."""
    host, port = base.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(request)
    await writer.drain()
    data = await asyncio.wait_for(reader.read(), 10)  # the server closes after a parser error
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


async def test_parser_refusals_are_hardened_json_errors(live_paid: LiveGateway) -> None:
    """aiohttp's parser answers these before any middleware runs; they still get our JSON error,
    the security headers and a logged request id."""
    long_header = b"POST /check HTTP/1.1\r\nHost: x\r\nX-Long: " + b"a" * 9000 + b"\r\nContent-Length: 0\r\n\r\n"
    cases = {
        "header line over 8190 bytes": long_header,
        "malformed request line": b"NOT AN HTTP REQUEST\r\n\r\n",
        "header without colon": b"GET /health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n",
        "bad content-length": b"POST /check HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
    }
    ids: dict[str, str] = {}
    for name, request in cases.items():
        status, headers, body = await raw_exchange(live_paid.base_url, request)
        assert status == 400, (name, status, body)
        for header, value in SECURITY_HEADERS.items():
            assert headers.get(header) == value, (name, header, headers)
        assert headers.get("Content-Type", "").startswith("application/json"), (name, headers)
        payload = json.loads(body)
        assert payload["source"] == "http" and "malformed HTTP request" in payload["error"], (name, payload)
        assert headers["X-Request-Id"].startswith("req_") and payload["request_id"] == headers["X-Request-Id"]
        ids[headers["X-Request-Id"]] = name
    logged = {rid for rid, status in access_log_statuses(live_paid.logs()).items() if status == 400}
    assert set(ids) <= logged, f"parser refusals missing from the access log: {set(ids) - logged}"
    # the gateway still serves normally afterwards
    async with aiohttp.ClientSession() as s, s.get(live_paid.base_url + "/health") as r:
        assert r.status == 200
