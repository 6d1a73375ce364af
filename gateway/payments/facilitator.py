"""``FacilitatorSettler``: settle through an external x402 facilitator (``POST /verify``, ``/settle``).

Opt-in: ``PaymentService(settings, redis, settler=FacilitatorSettler(url))``. Our own §5 checks
still run first; the facilitator then verifies on chain and broadcasts. Its answers are HTTP 200
with ``isValid``/``success`` even for invalid payments; any other status is a protocol error.

Double-charge safety relies on the facilitator being idempotent per payload (x402 >= 2.21: a
repeated ``/settle`` of the same payload answers from its record of the hash) and, underneath, on
EIP-3009 itself: one authorization can move money at most once. When ``/settle`` cannot be
answered (timeout, 5xx), the outcome is unknown: the payment is journaled under a placeholder
hash and stays pending until a later ``/settle`` of the same payload tells how it ended.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp

from . import codes
from .settle import Journal, SettleRequest, SettleResult

log = logging.getLogger("groundcheck.payments.facilitator")

UNKNOWN_TX = "unknown"  # journal placeholder: /settle was sent, its answer never arrived


class FacilitatorError(Exception):
    """The facilitator answered outside the protocol (non-200, not JSON)."""


class FacilitatorSettler:
    def __init__(self, url: str, *, timeout_seconds: float = 90.0, headers: dict[str, str] | None = None) -> None:
        self.url = url.rstrip("/")
        self.timeout = aiohttp.ClientTimeout(total=timeout_seconds)
        self.headers = dict(headers or {})
        self._session: aiohttp.ClientSession | None = None

    async def start(self) -> None:
        if self._session is None:
            self._session = aiohttp.ClientSession(timeout=self.timeout, headers=self.headers)

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    @staticmethod
    def _body(req: SettleRequest) -> dict[str, Any]:
        return {"x402Version": req.version, "paymentPayload": req.payment, "paymentRequirements": req.requirement}

    async def _post(self, path: str, req: SettleRequest) -> dict[str, Any]:
        await self.start()
        assert self._session is not None
        async with self._session.post(f"{self.url}{path}", json=self._body(req)) as resp:
            if resp.status != 200:
                raise FacilitatorError(f"{path} answered HTTP {resp.status}")
            try:
                data = await resp.json(content_type=None)
            except ValueError:
                raise FacilitatorError(f"{path} answered non-JSON") from None
        if not isinstance(data, dict):
            raise FacilitatorError(f"{path} answered a non-object")
        return data

    async def verify_onchain(self, req: SettleRequest) -> str | None:
        data = await self._post("/verify", req)
        if data.get("isValid") is True:
            return None
        return str(data.get("invalidReason") or codes.UNEXPECTED_VERIFY_ERROR)

    def _result(self, data: dict[str, Any]) -> SettleResult:
        tx = str(data.get("transaction") or "")
        if data.get("success") is True and tx:
            return SettleResult(True, transaction=tx, broadcast=True)
        reason = str(data.get("errorReason") or codes.UNEXPECTED_SETTLE_ERROR)
        if reason == codes.SETTLEMENT_PENDING:
            return SettleResult(False, transaction=tx or UNKNOWN_TX, error_reason=reason, pending=True,
                                broadcast=True)
        return SettleResult(False, transaction=tx, error_reason=reason,
                            error_message=data.get("errorMessage"), broadcast=bool(tx))

    async def settle(self, req: SettleRequest, journal: Journal) -> SettleResult:
        try:
            data = await self._post("/settle", req)
        except Exception as exc:  # unanswered: it may have broadcast; never treat as "not charged"
            log.warning("facilitator /settle unanswered (%s); settlement left pending", type(exc).__name__)
            await journal(UNKNOWN_TX, "")
            return SettleResult(False, transaction=UNKNOWN_TX, error_reason=codes.SETTLEMENT_PENDING,
                                pending=True, broadcast=True)
        result = self._result(data)
        if result.broadcast and not await journal(result.transaction, ""):
            log.error("payment record changed during facilitator settlement tx=%s", result.transaction)
        return result

    async def reconcile(self, tx_hash: str, req: SettleRequest, raw_tx: str | None) -> SettleResult | None:
        try:
            data = await self._post("/settle", req)
        except Exception as exc:
            log.warning("facilitator /settle on reconcile unanswered (%s)", type(exc).__name__)
            return None
        result = self._result(data)
        if result.pending:
            return None
        if not result.success and result.error_reason == codes.NONCE_USED:
            # the authorization is spent but the facilitator no longer knows by which tx: the
            # transfer happened (it can only pay the signed payee), but we cannot prove it here
            log.error("facilitator reports the authorization used for pending tx %s; left pending", tx_hash)
            return None
        return result
