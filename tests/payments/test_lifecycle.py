"""Start-up checks, degraded mode, and the journal-before-send guarantee."""

from __future__ import annotations

import json
import logging
import socket
from types import SimpleNamespace
from typing import Any

import pytest
from eth_account.signers.local import LocalAccount
from redis.asyncio import Redis
from web3.exceptions import TransactionNotFound, Web3RPCError

from gateway.payments import PaymentService, PaymentsMisconfigured, codes
from gateway.payments.settle import RelayerSettler, SettleRequest
from gateway.payments.verify import CheckedAuthorization
from tests.chain_fixtures import token_balances

from .conftest import Harness, chain_settings
from .helpers import b64, payment_v2, unit_settings
from .test_flow import BODY, PRICE, pay_headers, settle_header


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(
    "override",
    [{"asset_name": "USDC"}, {"asset_version": "1"}, {"network": "eip155:1"}, {"relayer_private_key": None}],
)
async def test_misconfiguration_refuses_to_start(devchain: Any, redis_url: str, override: dict) -> None:
    redis = Redis.from_url(redis_url)
    service = PaymentService(chain_settings(devchain, **override), redis)
    with pytest.raises(PaymentsMisconfigured):
        await service.start()
    await service.close()
    await redis.aclose()


async def test_disabled_service_reports_why(redis_url: str) -> None:
    redis = Redis.from_url(redis_url)
    service = PaymentService(unit_settings(rpc_url=None), redis)
    assert service.enabled is False
    await service.start()
    assert service.status_section() == {"enabled": False, "reason": "payments are not configured"}
    await service.close()
    await redis.aclose()


async def test_unreachable_rpc_degrades_to_503(make_harness: Any, funded_payer: LocalAccount) -> None:
    h: Harness = await make_harness(rpc_url=f"http://127.0.0.1:{free_port()}", rpc_timeout_seconds=1)
    assert h.service.status_section()["available"] is False
    r = await h.post(BODY)
    assert r.status == 402  # the price can still be discovered
    r = await h.post(BODY, {"PAYMENT-SIGNATURE": b64(payment_v2(h.settings, funded_payer, PRICE))})
    assert r.status == 503
    body = await r.json()
    assert body == {"error": "payments_unavailable", "source": "payment",
                    "detail": "payments are not accepted right now"}
    assert h.state.work_calls == 0


async def test_tx_journaled_but_never_sent_is_resent_by_the_reconciler(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gateway 'dies' between journaling the hash and sending: the reconciler sends the same bytes."""
    h: Harness = await make_harness(receipt_timeout_seconds=0.5)
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def lost(*_a: Any, **_k: Any) -> Any:
        raise ConnectionResetError("connection lost")

    eth = h.service._w3.eth
    monkeypatch.setattr(eth, "send_raw_transaction", lost)
    r = await h.post(BODY, hdrs)
    assert r.status == 202 and (await r.json())["error"] == codes.SETTLEMENT_PENDING
    tx = settle_header(r).transaction
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == before
    monkeypatch.undo()

    assert await h.service.reconcile_pending(grace=0) == 0  # re-sent, not yet resolved
    assert await h.service.reconcile_pending(grace=0) == 1  # mined (automine)
    r = await h.post(BODY, hdrs)
    assert r.status == 200 and settle_header(r).transaction == tx
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert h.state.work_calls == 1 and len(h.state.paid) == 1


async def test_on_paid_failure_keeps_the_settled_result_for_the_retry(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    app_state = harness.state
    calls = {"n": 0}

    class FlakyStore(list):
        def append(self, payer: str) -> None:
            calls["n"] += 1
            if calls["n"] == 1:
                raise RuntimeError("result store down")
            super().append(payer)

    app_state.paid = FlakyStore()
    r = await harness.post(BODY, hdrs)
    assert r.status == 500 and (await r.json())["source"] == "payment"
    r = await harness.post(BODY, hdrs)
    assert r.status == 200 and settle_header(r).success
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert app_state.work_calls == 1 and calls["n"] == 2


async def test_expired_unmined_authorization_is_a_terminal_failure(redis_url: str) -> None:
    """Reconcile: chain time past validBefore and the nonce unused -> nothing can move the money."""
    settings = unit_settings(relayer_private_key="0x" + "42" * 32)

    async def no_receipt(_h: str) -> Any:
        raise TransactionNotFound("none")

    async def latest(_b: str) -> dict:
        return {"timestamp": 10_000}

    async def unused(_a: str, _n: bytes) -> bool:
        return False

    w3 = SimpleNamespace(eth=SimpleNamespace(get_transaction_receipt=no_receipt, get_block=latest,
                                             get_transaction=no_receipt))
    token = SimpleNamespace(authorization_state=unused, address=settings.asset)
    redis = Redis.from_url(redis_url)
    settler = RelayerSettler(settings, w3, token, redis)  # type: ignore[arg-type]

    def req(valid_before: int) -> SettleRequest:
        auth = CheckedAuthorization(payer="0x" + "aa" * 20, to=settings.pay_to, value=1, valid_after=0,
                                    valid_before=valid_before, nonce="0x" + "01" * 32, signature=b"\x01" * 65)
        return SettleRequest(auth=auth, pay_to=settings.pay_to, requirement={}, payment={}, version=2)

    dead = await settler.reconcile("0xtx", req(9_000), None)
    assert dead is not None and not dead.success and dead.error_reason == codes.VALID_BEFORE
    assert await settler.reconcile("0xtx", req(9_990), None) is None  # within the margin: still open
    await redis.aclose()


def test_settings_reject_bad_values() -> None:
    with pytest.raises(ValueError):
        unit_settings(network="base-sepolia")
    with pytest.raises(ValueError):
        unit_settings(pay_to="0x1234")
    with pytest.raises(ValueError):
        unit_settings(min_validity_seconds=400)
    assert unit_settings().chain_id == 84532
    assert json.loads(unit_settings().model_dump_json())["relayer_private_key"] is None


async def test_send_error_for_a_tx_the_node_already_has_is_not_a_failure(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount, monkeypatch: pytest.MonkeyPatch
) -> None:
    """e.g. the reconciler of another replica re-sent it first: 'already known' still means sent."""
    h: Harness = await make_harness()
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    eth = h.service._w3.eth
    real_send = eth.send_raw_transaction

    async def send_then_complain(raw: Any) -> Any:
        await real_send(raw)
        raise Web3RPCError("already known")

    monkeypatch.setattr(eth, "send_raw_transaction", send_then_complain)
    r = await h.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)


async def test_node_rejecting_the_tx_withholds_the_result_and_keeps_the_payment_usable(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount, monkeypatch: pytest.MonkeyPatch
) -> None:
    h: Harness = await make_harness()
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def refuse(_raw: Any) -> Any:
        raise Web3RPCError("replacement transaction underpriced")

    monkeypatch.setattr(h.service._w3.eth, "send_raw_transaction", refuse)
    r = await h.post(BODY, hdrs)
    assert r.status == 402 and "data" not in await r.json()
    settle = settle_header(r)
    assert settle.success is False and settle.error_reason == codes.UNEXPECTED_SETTLE_ERROR
    assert settle.transaction == ""
    assert await h.redis.keys(f"{h.settings.redis_prefix}:pay:*") == []
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == before
    monkeypatch.undo()
    r = await h.post(BODY, hdrs)
    assert r.status == 200
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert h.state.work_calls == 2 and len(h.state.paid) == 1


async def test_no_signature_or_key_in_logs(
    harness: Harness, devchain: Any, funded_payer: LocalAccount, caplog: pytest.LogCaptureFixture
) -> None:
    import base64

    with caplog.at_level(logging.DEBUG):
        hdrs = await pay_headers(harness, funded_payer)
        assert (await harness.post(BODY, hdrs)).status == 200
        assert (await harness.post(BODY, hdrs)).status == 200
        forged = json.loads(base64.b64decode(hdrs["PAYMENT-SIGNATURE"]))
        forged["payload"]["authorization"]["value"] = "1"
        assert (await harness.post(BODY, {"PAYMENT-SIGNATURE": b64(forged)})).status == 402
    signature = forged["payload"]["signature"].removeprefix("0x").lower()
    text = caplog.text.lower()
    assert "payment reserved" in text  # the flow did log
    assert signature[:40] not in text
    assert devchain.relayer_private_key.removeprefix("0x").lower() not in text
    assert hdrs["PAYMENT-SIGNATURE"][:60].lower() not in text
