"""Reliability fixtures: one paid LiveGateway on the devchain shared by the session, payment helpers,
and the attack-matrix ledger whose summary line is printed at the end of the run."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from eth_account.signers.local import LocalAccount

from gateway.payments.settings import X402Settings
from tests.chain_fixtures import DEVCHAIN_V1_NETWORK
from tests.gateway.conftest import client, make_client, new_key, redis  # noqa: F401 - shared fixtures
from tests.live import LiveGateway
from tests.payments.helpers import payment_v2

PRICE = 2000  # one claim: base fee 1000 + 1 x 1000 (grounded)


def x402_env(info: Any, **extra: str) -> dict[str, str]:
    """GROUNDCHECK_X402_* variables that point a gateway process at the devchain."""
    env = {
        "GROUNDCHECK_X402_NETWORK": info.network, "GROUNDCHECK_X402_V1_NETWORK_NAME": DEVCHAIN_V1_NETWORK,
        "GROUNDCHECK_X402_ASSET": info.asset, "GROUNDCHECK_X402_ASSET_NAME": info.asset_name,
        "GROUNDCHECK_X402_ASSET_VERSION": info.asset_version, "GROUNDCHECK_X402_PAY_TO": info.pay_to,
        "GROUNDCHECK_X402_RPC_URL": info.rpc_url,
        "GROUNDCHECK_X402_RELAYER_PRIVATE_KEY": info.relayer_private_key,
        "GROUNDCHECK_X402_RECEIPT_POLL_SECONDS": "0.05",
    }
    env.update(extra)
    return env


def x402_settings(info: Any) -> X402Settings:
    """The settings the paid gateways run with (for signing payments the same way a client would)."""
    return X402Settings(network=info.network, v1_network_name=DEVCHAIN_V1_NETWORK, asset=info.asset,
                        asset_name=info.asset_name, asset_version=info.asset_version, pay_to=info.pay_to,
                        rpc_url=info.rpc_url)


def b64(obj: Any) -> str:
    return base64.b64encode(json.dumps(obj).encode()).decode()


def pay_header(info: Any, acct: LocalAccount, amount: int = PRICE, **sign: Any) -> dict[str, str]:
    """A valid v2 payment header for ``amount`` (``sign`` overrides what gets signed)."""
    return {"PAYMENT-SIGNATURE": b64(payment_v2(x402_settings(info), acct, amount, **sign))}


LIVE_ENV = {"GROUNDCHECK_ENABLE_TEST_ENGINES": "1", "GROUNDCHECK_ENGINE": "test",
            "GROUNDCHECK_REQUEST_DEADLINE_S": "3", "GROUNDCHECK_LOG_LEVEL": "DEBUG"}


@pytest.fixture(scope="session")
def live_paid(devchain: Any, redis_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveGateway]:
    """A real `python -m gateway serve` with payments on the devchain, the scripted test engine
    (``__sleep__ N`` / ``__crash__`` claims), a 3 s request deadline and DEBUG logs."""
    if redis_server.proc is None:
        redis_server.start()
    gw = LiveGateway(redis_server.url, tmp_path_factory.mktemp("live-paid") / "gw.log",
                     {**LIVE_ENV, **x402_env(devchain)}).start()
    yield gw
    gw.stop()


# ------------------------------------------------------------------ attack-matrix ledger
@dataclass
class AttackLedger:
    """What the attack cases observed: filled by the cases, summarised at the end of the run."""

    cases: int = 0
    attack_requests: int = 0
    unpaid_deliveries: int = 0  # attack responses that carried a verdict
    double_charges: int = 0  # cases where the payer lost more than its legitimate payments
    failures: list[str] = field(default_factory=list)


LEDGER = pytest.StashKey[AttackLedger]()


@pytest.fixture(scope="session")
def attack_ledger(request: pytest.FixtureRequest) -> AttackLedger:
    ledger = AttackLedger()
    request.config.stash[LEDGER] = ledger
    return ledger


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    ledger = config.stash.get(LEDGER, None)
    if ledger is None or not ledger.cases:
        return
    terminalreporter.write_line(
        f"payment attack matrix: {ledger.cases} cases, {ledger.attack_requests} attack requests, "
        f"{ledger.unpaid_deliveries} unpaid deliveries / {ledger.double_charges} double charges"
    )
