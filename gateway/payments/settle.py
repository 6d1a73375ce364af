"""Settlement: the ``Settler`` interface and the built-in ``RelayerSettler``.

A settler checks what only the chain (or a facilitator) knows before the work runs
(``verify_onchain``), moves the money after it (``settle``), and resolves a transfer whose receipt
was not seen in time (``reconcile``). ``RelayerSettler`` does it itself: a relayer key sends
``transferWithAuthorization`` through web3. An external x402 facilitator (``/verify``, ``/settle``)
fits the same interface: both calls take ``{"x402Version": req.version, "paymentPayload": req.payment,
"paymentRequirements": req.requirement}``; ``verify_onchain`` -> POST /verify (``invalidReason`` is the
code), ``settle`` -> POST /settle and ``journal(transaction, "")`` as soon as a hash is known (also for
``settlement_pending``), ``reconcile`` -> re-POST /settle with the identical payload, which a conforming
facilitator answers from its own record of that hash instead of broadcasting again (x402.md §6).
Pass it as ``PaymentService(settings, redis, settler=...)``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from eth_account import Account
from eth_account.signers.local import LocalAccount
from redis.asyncio import Redis
from web3 import AsyncWeb3
from web3.exceptions import ContractLogicError, TimeExhausted, TransactionNotFound, Web3RPCError

from gateway.deadlines import within

from . import codes
from .chain import Token, transfer_logs
from .settings import X402Settings
from .verify import CheckedAuthorization

log = logging.getLogger("groundcheck.payments.settle")

# how many recent blocks to search for a tx of someone else's that used a payment's authorization
LOOKBACK_BLOCKS = 10_000

# a pending transfer whose authorization expired this long ago (chain time) and is still unused is dead
EXPIRY_MARGIN_SECONDS = 60

# called with (tx_hash, raw_tx_hex) before the tx is sent; False = do not send
Journal = Callable[[str, str], Awaitable[bool]]


@dataclass(frozen=True)
class SettleResult:
    success: bool
    transaction: str = ""
    error_reason: str | None = None
    error_message: str | None = None
    pending: bool = False  # broadcast, outcome unknown yet: never retry with a new transfer
    broadcast: bool = False  # a tx for this payment reached (or may have reached) the chain


@dataclass(frozen=True)
class SettleRequest:
    auth: CheckedAuthorization
    pay_to: str
    requirement: dict[str, Any]  # our requirement (v2 or v1 JSON, per version), for a facilitator
    payment: dict[str, Any]  # the whole PaymentPayload as received (x402Version, accepted, payload, ...)
    version: int


class Settler(Protocol):
    async def start(self) -> None: ...
    async def close(self) -> None: ...
    async def verify_onchain(self, req: SettleRequest) -> str | None:
        """None if the chain would accept the transfer now, else a reason code. Raises on I/O failure."""
    async def settle(self, req: SettleRequest, journal: Journal) -> SettleResult: ...
    async def reconcile(self, tx_hash: str, req: SettleRequest, raw_tx: str | None) -> SettleResult | None:
        """Final result of an earlier broadcast, or None while still unknown."""


def split_signature(sig: bytes) -> tuple[int, bytes, bytes]:
    return sig[64], sig[:32], sig[32:64]


class RelayerSettler:
    """Sends ``transferWithAuthorization`` from our relayer key and waits for its receipt."""

    def __init__(
        self, settings: X402Settings, w3: AsyncWeb3, token: Token, redis: Redis, *,
        lookback_blocks: int = LOOKBACK_BLOCKS,
    ) -> None:
        if settings.relayer_private_key is None:
            raise ValueError("GROUNDCHECK_X402_RELAYER_PRIVATE_KEY is required to settle payments")
        self.settings = settings
        self.w3 = w3
        self.token = token
        self.redis = redis
        self._account: LocalAccount = Account.from_key(settings.relayer_private_key.get_secret_value())
        self._local_lock = asyncio.Lock()
        self.lookback_blocks = lookback_blocks

    @property
    def relayer(self) -> str:
        return self._account.address

    async def start(self) -> None:
        return None

    async def close(self) -> None:
        return None

    def _call(self, req: SettleRequest) -> Any:
        a = req.auth
        fn = self.token.contract.functions.transferWithAuthorization
        args = (a.payer, a.to, a.value, a.valid_after, a.valid_before, a.nonce_bytes)
        if len(a.signature) == 65:
            v, r, s = split_signature(a.signature)
            return fn(*args, v, r, s)
        return fn(*args, a.signature)

    async def verify_onchain(self, req: SettleRequest) -> str | None:
        a = req.auth
        if await self.token.authorization_state(a.payer, a.nonce_bytes):
            return codes.NONCE_USED
        if await self.token.balance_of(a.payer) < a.value:
            return codes.INSUFFICIENT_FUNDS
        try:
            await self._call(req).call({"from": self.relayer})
        except ContractLogicError as exc:
            return codes.code_for_revert(str(exc))
        return None

    async def settle(self, req: SettleRequest, journal: Journal) -> SettleResult:
        call = self._call(req)
        # one relayer nonce at a time, across coroutines and gateway processes
        lock = self.redis.lock(
            f"{self.settings.redis_prefix}:relayer-lock:{self.relayer.lower()}", timeout=60, blocking_timeout=60
        )
        async with self._local_lock, lock:
            try:
                gas = await call.estimate_gas({"from": self.relayer})
            except ContractLogicError as exc:
                reason = codes.code_for_revert(str(exc))
                if reason == codes.NONCE_USED:
                    found = await self._settled_by_someone_else(req)
                    if found is not None:
                        return found
                return SettleResult(False, error_reason=reason, error_message="transfer simulation reverted")
            nonce = await self.w3.eth.get_transaction_count(self.relayer, "pending")
            tx = await call.build_transaction({
                "from": self.relayer,
                "nonce": nonce,
                "gas": int(gas * self.settings.gas_multiplier),
                "chainId": self.settings.chain_id,
            })
            signed = self._account.sign_transaction(tx)
            tx_hash = signed.hash.to_0x_hex()
            raw = signed.raw_transaction.to_0x_hex()
            if not await journal(tx_hash, raw):
                return SettleResult(False, error_reason=codes.UNEXPECTED_SETTLE_ERROR,
                                    error_message="payment record changed before broadcast")
            try:
                await self.w3.eth.send_raw_transaction(signed.raw_transaction)
            except Web3RPCError as exc:
                # the node answered with an error; unless it already has the tx ("already known"),
                # nothing was broadcast
                if not await self._node_knows(tx_hash):
                    log.warning("relayer tx rejected by the node: %s", str(exc)[:200])
                    return SettleResult(False, transaction=tx_hash, error_reason=codes.UNEXPECTED_SETTLE_ERROR,
                                        error_message="the node rejected the settlement transaction",
                                        broadcast=False)
            except Exception as exc:  # timeout / connection: it may or may not have been received
                log.warning("relayer tx send outcome unknown (%s); left to the reconciler", type(exc).__name__)
                return SettleResult(False, transaction=tx_hash, error_reason=codes.SETTLEMENT_PENDING,
                                    pending=True, broadcast=True)
        try:
            # web3's own timeout, and a hard one: a stalled poll can outlast web3's (gateway.deadlines)
            receipt = await within(self.settings.receipt_timeout_seconds, self.w3.eth.wait_for_transaction_receipt(
                tx_hash, timeout=self.settings.receipt_timeout_seconds,
                poll_latency=self.settings.receipt_poll_seconds,
            ))
        except (TimeExhausted, TimeoutError):
            return SettleResult(False, transaction=tx_hash, error_reason=codes.SETTLEMENT_PENDING,
                                pending=True, broadcast=True)
        except Exception as exc:
            log.warning("receipt wait failed (%s); left to the reconciler", type(exc).__name__)
            return SettleResult(False, transaction=tx_hash, error_reason=codes.SETTLEMENT_PENDING,
                                pending=True, broadcast=True)
        return await self._from_receipt(receipt, tx_hash, req)

    async def _settled_by_someone_else(self, req: SettleRequest) -> SettleResult | None:
        """The authorization was consumed by a tx we did not send (anyone may submit a signed
        EIP-3009 authorization, e.g. a mempool front-runner). It can only have moved the signed value
        to the signed payee, i.e. us: find that tx and count the payment as settled by it."""
        a = req.auth
        try:
            hashes = await self.token.authorization_used_txs(
                a.payer, a.nonce_bytes, lookback_blocks=self.lookback_blocks)
            for other in hashes:
                receipt = await self.w3.eth.get_transaction_receipt(other)
                result = self._check_receipt(receipt, other, req)
                if result.success:
                    log.warning("payment settled by a third-party tx %s", other)
                    return result
        except Exception as exc:
            log.warning("looking up a third-party settlement failed (%s)", type(exc).__name__)
        return None

    async def _node_knows(self, tx_hash: str) -> bool:
        """True if the node has the tx (mempool or chain); True as well when that cannot be told."""
        try:
            await self.w3.eth.get_transaction(tx_hash)
            return True
        except TransactionNotFound:
            return False
        except Exception:
            return True  # unknown: keep it journaled, the reconciler decides later

    async def _from_receipt(self, receipt: Any, tx_hash: str, req: SettleRequest) -> SettleResult:
        result = self._check_receipt(receipt, tx_hash, req)
        if result.success:
            return result
        if await self.token.authorization_state(req.auth.payer, req.auth.nonce_bytes):
            found = await self._settled_by_someone_else(req)
            if found is not None:
                return found
        return result

    def _check_receipt(self, receipt: Any, tx_hash: str, req: SettleRequest) -> SettleResult:
        if receipt["status"] != 1:
            return SettleResult(False, transaction=tx_hash, error_reason=codes.TRANSACTION_FAILED,
                                error_message="settlement transaction reverted", broadcast=True)
        wanted = (req.auth.payer.lower(), req.pay_to.lower(), req.auth.value)
        seen = [(f.lower(), t.lower(), v) for f, t, v in transfer_logs(receipt, self.token.address)]
        if wanted not in seen:
            return SettleResult(False, transaction=tx_hash, error_reason=codes.TRANSFER_EVENT_MISMATCH,
                                error_message="no matching Transfer event", broadcast=True)
        return SettleResult(True, transaction=tx_hash, broadcast=True)

    async def _authorization_is_dead(self, req: SettleRequest) -> bool:
        latest = await self.w3.eth.get_block("latest")
        if int(latest["timestamp"]) < req.auth.valid_before + EXPIRY_MARGIN_SECONDS:
            return False
        return not await self.token.authorization_state(req.auth.payer, req.auth.nonce_bytes)

    async def reconcile(self, tx_hash: str, req: SettleRequest, raw_tx: str | None) -> SettleResult | None:
        try:
            receipt = await self.w3.eth.get_transaction_receipt(tx_hash)
        except TransactionNotFound:
            receipt = None
        if receipt is not None:
            return await self._from_receipt(receipt, tx_hash, req)
        if await self._authorization_is_dead(req):
            # expired and never used: no transaction, ours or anyone's, can move this money any more
            return SettleResult(False, transaction=tx_hash, error_reason=codes.VALID_BEFORE,
                                error_message="the authorization expired before the transfer was mined",
                                broadcast=False)
        try:
            await self.w3.eth.get_transaction(tx_hash)
            return None  # known to the node, not mined yet
        except TransactionNotFound:
            pass
        if not raw_tx:
            return None
        # the node never saw it (e.g. the gateway died between journal and send): send the very same
        # signed bytes again. Same hash, same relayer nonce: this cannot become a second transfer.
        try:
            await self.w3.eth.send_raw_transaction(raw_tx)
            log.info("re-sent journaled settlement tx %s", tx_hash)
            return None
        except Web3RPCError as exc:
            text = str(exc).lower()
            if "nonce too low" in text or "nonce is too low" in text:
                if not await self.token.authorization_state(req.auth.payer, req.auth.nonce_bytes):
                    return SettleResult(False, transaction=tx_hash, error_reason=codes.TRANSACTION_FAILED,
                                        error_message="journaled tx can no longer be mined", broadcast=False)
                found = await self._settled_by_someone_else(req)
                if found is not None:
                    return found
            log.warning("re-sending journaled tx %s failed: %s", tx_hash, str(exc)[:200])
            return None
