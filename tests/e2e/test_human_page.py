"""The human page in headless Chromium against a live gateway: keyed answer check and test-payer mode."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from gateway.keys import KeyStore
from gateway.ratelimit import RateSpec
from gateway.redisconn import connect_redis
from tests.chain_fixtures import token_balances
from tests.live import ROOT, LiveGateway, payment_env

E2E = Path(__file__).resolve().parent
ARTIFACTS = ROOT / "artifacts"  # screenshots land here (gitignored), kept as test artifacts


def _ensure_playwright() -> None:
    if not (E2E / "node_modules" / "playwright-core").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=E2E, check=True,
                       capture_output=True, timeout=300)


async def _key(redis_url: str) -> str:
    redis = connect_redis(redis_url)
    raw, _ = await KeyStore(redis).create("page", RateSpec.parse("1000/min"))
    await redis.aclose()
    return raw


def test_page_highlights_verdicts_and_pays_with_test_payer(devchain, funded_payer, redis_url, tmp_path):
    assert shutil.which("chromium") or Path("/usr/bin/chromium").exists(), "Debian's chromium is required"
    _ensure_playwright()
    info = devchain
    env = {**payment_env(info), "GROUNDCHECK_DEMO_PAYER_PRIVATE_KEY": funded_payer.key.hex()}
    gw = LiveGateway(redis_url, tmp_path / "gw.log", env).start()
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        key = asyncio.run(_key(redis_url))
        before = token_balances(info, funded_payer.address, info.pay_to)
        run = subprocess.run(["node", "page_check.mjs", gw.base_url, str(ARTIFACTS), key], cwd=E2E,
                             capture_output=True, text=True, timeout=180)
        assert run.returncode == 0, run.stderr[-3000:]
        seen = json.loads(run.stdout)
    finally:
        gw.stop()

    keyed = seen["keyed"]
    verdicts = {s["text"]: s["verdict"] for s in keyed["sentences"]}
    assert verdicts["Hello!"] == "not_checked"
    assert verdicts["The Eiffel Tower was completed in 1889 for the World's Fair."] == "supported"
    assert verdicts["It is 330 metres tall."] == "supported"
    assert verdicts["The tower was completed in 1925."] == "contradicted"
    assert verdicts["It was painted blue by Napoleon."] == "unsupported"
    assert keyed["label"] in ("warn", "alert")
    assert "1889" in keyed["evidence"]  # the evidence quote shown on hover
    assert (ARTIFACTS / "page-keyed.png").stat().st_size > 10_000

    assert seen["payerEnabled"] is True
    paid = seen["paid"]
    assert paid["sentences"] == [{"text": "The Eiffel Tower is 330 metres tall.", "verdict": "supported"}]
    assert paid["payment"].startswith("paid · tx 0x")
    after = token_balances(info, funded_payer.address, info.pay_to)
    assert before[0] - after[0] == after[1] - before[1] > 0  # the test payer really paid, once

    assert any("/claims/check" in op for op in seen["docsOperations"])
    # the only error the browser logs is the expected 402 challenge of test-payer mode
    assert [e for e in seen["consoleErrors"] if "402 (Payment Required)" not in e] == []


@pytest.mark.parametrize("path,kind", [("/", "text/html"), ("/docs", "text/html"), ("/static/app.js", "javascript")])
async def test_page_files_are_served_with_a_strict_csp(client, path, kind):
    resp = await client.get(path)
    assert resp.status == 200 and kind in resp.headers["Content-Type"]
    if kind == "text/html":
        assert "script-src 'self'" in resp.headers["Content-Security-Policy"]
    missing = await client.get("/static/../settings.py")
    assert missing.status in (403, 404)
