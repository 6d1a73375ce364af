"""The README's local payment example works: the published x402 client pays a live gateway on the devchain."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.chain_fixtures import token_balances
from tests.live import ROOT, LiveGateway, payment_env


def test_pay_example_pays_exactly_the_advertised_price(devchain, funded_payer, redis_url, tmp_path):
    info = devchain
    env = payment_env(info)
    gw = LiveGateway(redis_url, tmp_path / "gw.log", env).start()
    try:
        payer_key, payer = funded_payer.key.hex(), funded_payer.address
        local = {"base_url": gw.base_url, "payer_private_key": payer_key}
        (tmp_path / "local.json").write_text(json.dumps(local))
        before = token_balances(info, payer, info.pay_to)
        run = subprocess.run([sys.executable, "deploy/local/pay_example.py", "--local", str(tmp_path / "local.json")],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stdout + run.stderr
        outcome = json.loads(run.stdout)
        assert outcome["result"]["data"]["verdict"] == "supported"
        assert outcome["settlement"]["success"] is True and outcome["settlement"]["transaction"]
        assert outcome["settlement"]["payer"].lower() == payer.lower()
        after = token_balances(info, payer, info.pay_to)
        price = outcome["price_atomic"]
        assert (before[0] - after[0], after[1] - before[1]) == (price, price)
        assert payer_key.removeprefix("0x") not in gw.logs()
    finally:
        gw.stop()
