"""The Redis payment record's state machine, on the real Redis."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from gateway.payments.replay import (
    BROADCAST,
    FINALIZING,
    PAID,
    SETTLED,
    SETTLING,
    PaymentStore,
    payment_digest,
    request_fingerprint,
)


@pytest.fixture
async def store(redis_url: str) -> AsyncIterator[PaymentStore]:
    redis = Redis.from_url(redis_url)
    yield PaymentStore(redis, prefix="t:x402", reservation_ttl=120, record_ttl=3600)
    await redis.aclose()


KEY_ARGS = ("0xAbC0000000000000000000000000000000000001", "0x" + "0F" * 32)


async def test_reserve_is_exclusive_and_case_insensitive(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    assert key == store.key(KEY_ARGS[0].lower(), KEY_ARGS[1].upper().replace("0X", "0x"))
    results = await asyncio.gather(*(store.reserve(key, store.new_owner(), fp="f") for _ in range(50)))
    assert results.count(True) == 1
    ttl = await store.redis.ttl(key)
    assert 0 < ttl <= 120


async def test_release_only_by_the_owner_and_only_before_broadcast(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    await store.reserve(key, "me")
    assert not await store.release(key, "someone-else")
    assert await store.release(key, "me")
    assert await store.get(key) is None
    await store.reserve(key, "me")
    assert await store.begin_settle(key, "me", {"status": 200, "body": {}})
    assert await store.journal_broadcast(key, "me", "0xtx", "0xraw")
    assert not await store.release(key, "me")  # a journaled tx is never forgotten by a release
    rec = await store.get(key)
    assert rec is not None and rec.state == BROADCAST and rec.tx == "0xtx"


async def test_full_path_and_ttls(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    assert await store.reserve(key, "me", fp="f", pd="d")
    assert not await store.journal_broadcast(key, "me", "0xtx", "0xraw")  # must be settling first
    assert await store.begin_settle(key, "me", {"status": 200, "body": {"x": 1}})
    assert (await store.get(key)).state == SETTLING
    assert await store.journal_broadcast(key, "me", "0xtx", "0xraw")
    assert await store.redis.ttl(key) > 120
    assert await store.pending() == [key]
    assert not await store.mark_settled(key, "0xother", {"success": True})
    assert await store.mark_settled(key, "0xtx", {"success": True})
    assert await store.pending() == []
    assert (await store.get(key)).state == SETTLED
    assert await store.claim_finalize(key, "finisher", stale_after=60)
    assert not await store.claim_finalize(key, "second", stale_after=60)
    assert not await store.mark_paid(key, "second", {"status": 200, "body": {}})
    assert await store.mark_paid(key, "finisher", {"status": 200, "body": {"x": 1, "id": "c"}})
    rec = await store.get(key)
    assert rec.state == PAID and rec.json("final")["body"]["id"] == "c" and rec.json("settle") == {"success": True}
    assert rec.fingerprint == "f" and rec.digest == "d"


async def test_claim_from_broadcast_with_receipt_and_single_winner(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    await store.reserve(key, "me")
    await store.begin_settle(key, "me", {"status": 200, "body": {}})
    await store.journal_broadcast(key, "me", "0xtx", "0xraw")
    wins = await asyncio.gather(*(
        store.claim_finalize(key, f"o{i}", stale_after=60, settle={"success": True}) for i in range(20)))
    assert wins.count(True) == 1
    assert (await store.get(key)).state == FINALIZING and await store.pending() == []


async def test_stale_finalizing_claim_is_taken_over(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    await store.reserve(key, "me")
    await store.begin_settle(key, "me", {"status": 200, "body": {}})
    await store.journal_broadcast(key, "me", "0xtx", "0xraw")
    assert await store.claim_finalize(key, "crashed", stale_after=60, settle={"success": True})
    assert not await store.claim_finalize(key, "retry", stale_after=60)
    await store.redis.hset(key, "ts", "0")  # the claimant vanished long ago
    assert await store.claim_finalize(key, "retry", stale_after=60)
    assert not await store.mark_paid(key, "crashed", {"status": 200, "body": {}})
    assert await store.mark_paid(key, "retry", {"status": 200, "body": {}})


async def test_unfinalize_and_drop_failed(store: PaymentStore) -> None:
    key = store.key(*KEY_ARGS)
    await store.reserve(key, "me")
    await store.begin_settle(key, "me", {"status": 200, "body": {}})
    await store.journal_broadcast(key, "me", "0xtx", "0xraw")
    assert not await store.drop_failed(key, "0xother")
    assert await store.drop_failed(key, "0xtx")
    assert await store.get(key) is None and await store.pending() == []


def test_fingerprint_binds_method_path_and_body() -> None:
    base = request_fingerprint("POST", "/check", b"{}")
    assert base == request_fingerprint("post", "/check", b"{}")
    assert base != request_fingerprint("POST", "/check/batch", b"{}")
    assert base != request_fingerprint("POST", "/check", b"{ }")
    assert base != request_fingerprint("PUT", "/check", b"{}")


def test_payment_digest_covers_signature_and_every_field() -> None:
    auth = {"from": "0xA", "to": "0xB", "value": "1", "validAfter": "0", "validBefore": "9", "nonce": "0x01"}
    d = payment_digest(auth, "0xSIG")
    assert d == payment_digest({k: v.lower() for k, v in auth.items()}, "0xsig")
    assert d != payment_digest(auth, "0xSIH")
    for k in auth:
        assert d != payment_digest({**auth, k: auth[k] + "0"}, "0xSIG")
