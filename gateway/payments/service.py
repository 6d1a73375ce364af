"""PaymentService: the x402 flow the gateway runs for a keyless, already validated request.

    challenge -> parse -> replay lookup -> match our requirement -> local checks -> chain checks
    -> reserve (payer, nonce) -> work() -> settle (journaled) -> on_paid() -> idempotent record -> 200

Nothing is delivered before the transfer is confirmed, a payment is charged at most once (one
reservation per (payer, nonce), the tx hash is journaled before it is sent, a pending transfer is
reconciled by its hash and never re-broadcast as a new one), and a confirmed payment's result is
kept so a retry with the same header and body gets it back.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from redis.asyncio import Redis

from gateway.deadlines import within
from gateway.metrics import NO_PAYMENT_EVENTS, PaymentEvents

from . import codes
from .chain import Token, make_web3
from .codec import (
    EXPOSE_HEADERS,
    PAYMENT_REQUIRED,
    PAYMENT_RESPONSE,
    X_PAYMENT_RESPONSE,
    ParsedPayment,
    PaymentHeaderError,
    encode_json_header,
    has_payment_header,
    parse_payment_header,
)
from .models import Authorization, ExactEvmPayload, SettleResponse
from .pricing import price as compute_price
from .replay import (
    BROADCAST,
    FINALIZING,
    PAID,
    RESERVED,
    SETTLED,
    SETTLING,
    PaymentStore,
    Record,
    payment_digest,
    request_fingerprint,
)
from .requirements import Offer, build_offer, match, payment_required_v1_body, payment_required_v2
from .settings import X402Settings
from .settle import RelayerSettler, Settler, SettleRequest, SettleResult
from .verify import NONCE_RE, CheckedAuthorization, Rejection, check_authorization, normalize_signature

log = logging.getLogger("groundcheck.payments")

SUPPORTED_VERSIONS = [1, 2]


@dataclass
class WorkOutcome:
    status: int  # HTTP status the check produced
    body: dict[str, Any]  # JSON body


Work = Callable[[], Awaitable[WorkOutcome]]
OnPaid = Callable[[WorkOutcome, str], Awaitable[WorkOutcome]]
# Given the proven payer, an outcome that must be answered without charging (e.g. a stored result).
Replay = Callable[[str], Awaitable[WorkOutcome | None]]


@dataclass(frozen=True)
class _Ctx:
    """Everything about one paid request that the later steps need."""

    parsed: ParsedPayment
    offer: Offer
    key: str
    fingerprint: str
    digest: str

    @property
    def version(self) -> int:
        return self.parsed.version


def _json(body: dict[str, Any], status: int, headers: dict[str, str] | None = None) -> web.Response:
    h = {"Access-Control-Expose-Headers": EXPOSE_HEADERS}
    if headers:
        h.update(headers)
    return web.json_response(body, status=status, headers=h)


def _error(code: str, status: int, detail: str | None = None, **extra: Any) -> web.Response:
    body: dict[str, Any] = {"error": code, "source": "payment"}
    if detail:
        body["detail"] = detail
    body.update(extra)
    headers = {"Cache-Control": "no-store"}
    if status in (409, 503):
        headers["Retry-After"] = "1"
    return _json(body, status, headers)


class PaymentsMisconfigured(RuntimeError):
    """The chain or token does not match the payment settings: payments cannot work."""


class PaymentService:
    def __init__(
        self,
        settings: X402Settings,
        redis: Redis,
        *,
        settler: Settler | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.settings = settings
        self.redis = redis
        self.enabled: bool = settings.enabled
        self.store = PaymentStore(
            redis, prefix=settings.redis_prefix, reservation_ttl=settings.reservation_ttl_seconds,
            record_ttl=settings.record_ttl_seconds,
        )
        self.settler: Settler | None = settler
        self._clock = clock
        self._w3: Any = None
        self.token: Token | None = None
        self._inflight: set[asyncio.Task[web.StreamResponse]] = set()
        self._reconciler: asyncio.Task[None] | None = None
        self._accepting = False
        self.metrics: PaymentEvents = NO_PAYMENT_EVENTS  # the app sets its counters

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        """Connect to the chain, check the token matches the settings, start the reconciler.

        A misconfiguration (chain id, token EIP-712 name/version) raises. An unreachable RPC does not
        stop the gateway: keyless calls get 503 ``payments_unavailable`` while a background task
        keeps trying to connect."""
        if not self.enabled:
            return
        s = self.settings
        assert s.rpc_url and s.asset
        if self.settler is None and s.relayer_private_key is None:
            raise PaymentsMisconfigured(
                "GROUNDCHECK_X402_RELAYER_PRIVATE_KEY is required to settle payments (or plug in a Settler)")
        self._w3 = make_web3(s.rpc_url, s.rpc_timeout_seconds)
        self.token = Token(self._w3, s.asset)
        try:
            await self._connect()
        except PaymentsMisconfigured:
            await self._w3.provider.disconnect()
            raise
        except Exception as exc:
            log.error("x402: chain RPC unreachable at start-up (%s); retrying in the background",
                      type(exc).__name__)
            self._reconciler = asyncio.create_task(self._connect_then_reconcile(), name="x402-reconciler")
            return
        self._reconciler = asyncio.create_task(self._reconcile_loop(), name="x402-reconciler")

    async def _connect(self) -> None:
        s = self.settings
        assert self.token is not None
        chain_id = await self._w3.eth.chain_id
        if chain_id != s.chain_id:
            raise PaymentsMisconfigured(
                f"RPC chain id {chain_id} does not match GROUNDCHECK_X402_NETWORK {s.network}")
        name, version = await self.token.name(), await self.token.version()
        if (name, version) != (s.asset_name, s.asset_version):
            raise PaymentsMisconfigured(
                f"token EIP-712 domain is ({name!r}, {version!r}) but settings say "
                f"({s.asset_name!r}, {s.asset_version!r}); signatures would not verify on chain"
            )
        if self.settler is None:
            self.settler = RelayerSettler(s, self._w3, self.token, self.redis)
        await self.settler.start()
        self._accepting = True
        log.info("x402 payments on: network=%s asset=%s payTo=%s", s.network, s.asset, s.pay_to)

    async def _connect_then_reconcile(self) -> None:
        while True:
            await asyncio.sleep(self.settings.reconcile_interval_seconds)
            try:
                await self._connect()
                break
            except PaymentsMisconfigured as exc:
                log.error("x402 payments stay off: %s", exc)
                return
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("x402: chain RPC still unreachable (%s)", type(exc).__name__)
        await self._reconcile_loop()

    async def close(self) -> None:
        """Stop taking payments, let in-flight settlements finish, stop the reconciler."""
        self._accepting = False
        if self._inflight:
            await asyncio.wait(set(self._inflight), timeout=self.settings.receipt_timeout_seconds + 30)
        if self._reconciler is not None:
            self._reconciler.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reconciler
            self._reconciler = None
        if self.settler is not None:
            await self.settler.close()
        if self._w3 is not None:
            with contextlib.suppress(Exception):
                await self._w3.provider.disconnect()
            self._w3 = None

    # ------------------------------------------------------------------ public helpers
    def price(self, *, claims: int, mode: str = "grounded") -> int:
        return compute_price(self.settings, claims=claims, mode=mode)

    def status_section(self) -> dict[str, Any]:
        s = self.settings
        if not self.enabled:
            return {"enabled": False, "reason": "payments are not configured"}
        out: dict[str, Any] = {
            "enabled": True,
            "available": self._accepting,
            "x402Versions": SUPPORTED_VERSIONS if s.v1_network_name else [2],
            "scheme": "exact",
            "network": s.network,
            "asset": s.asset,
            "asset_name": s.asset_name,
            "asset_version": s.asset_version,
            "asset_decimals": s.asset_decimals,
            "payTo": s.pay_to,
            "base_fee": s.base_fee,
            "price_per_claim": {"grounded": s.price_per_claim, "open": s.price_per_claim_open},
            "maxTimeoutSeconds": s.max_timeout_seconds,
        }
        if s.v1_network_name:
            out["v1_network"] = s.v1_network_name
        return out

    def has_payment_header(self, request: web.Request) -> bool:
        return has_payment_header(request.headers)

    def challenge(
        self, request: web.Request, *, price: int, description: str, error: str | None = None
    ) -> web.Response:
        return self._challenge(self._offer(request, price, description), error or codes.PAYMENT_REQUIRED)

    # ------------------------------------------------------------------ the flow
    async def handle(
        self,
        request: web.Request,
        *,
        price: int,
        description: str,
        body: bytes,
        work: Work,
        on_paid: OnPaid,
        replay: Replay | None = None,
    ) -> web.StreamResponse:
        """Run the x402 flow for one keyless request.

        ``replay`` is asked once the signature has proven who pays; an outcome it returns is
        answered as is, with no reservation, no settlement and the authorization left unused.
        """
        if not self.enabled:
            raise RuntimeError("PaymentService.handle called with payments disabled")
        offer = self._offer(request, price, description)
        if not has_payment_header(request.headers):
            return self._challenge(offer, codes.PAYMENT_REQUIRED)
        if not self._accepting or self.settler is None:
            return self._refuse("payments_unavailable", 503, "payments are not accepted right now")
        try:
            parsed = parse_payment_header(request.headers, max_bytes=self.settings.max_header_bytes)
        except PaymentHeaderError as exc:
            if exc.status == 402:
                return self._challenge(offer, exc.code, exc.message)
            return self._refuse(exc.code, 400, exc.message)

        exact: ExactEvmPayload = parsed.payload.payload
        auth = exact.authorization
        if not NONCE_RE.match(auth.nonce):
            return self._challenge(offer, codes.INVALID_PAYLOAD, "authorization.nonce must be 0x + 32 bytes hex")
        ctx = _Ctx(
            parsed=parsed,
            offer=offer,
            key=self.store.key(auth.from_, auth.nonce),
            fingerprint=request_fingerprint(request.method, request.path, body),
            digest=payment_digest(auth.model_dump(by_alias=True), exact.signature),
        )

        # a payment we have seen before: idempotent result, in-progress, pending, or a conflict
        record = await self.store.get(ctx.key)
        if record is not None:
            return await self._existing(ctx, record, on_paid)

        # a fresh payment: x402.md §5, cheap checks first, on *our* requirement only
        code = match(offer, parsed.payload)
        if code is not None:
            return self._challenge(offer, code, "the payment does not match this request's requirements")
        try:
            checked = check_authorization(
                self.settings, price=price, auth=auth, signature_hex=exact.signature, now=int(self._clock())
            )
        except Rejection as rej:
            return self._challenge(offer, rej.code, rej.message)
        if replay is not None:
            replayed = await replay(checked.payer)
            if replayed is not None:
                log.info("answered without charge payer=%s status=%s", checked.payer, replayed.status)
                return _json(replayed.body, replayed.status)
        sreq = self._settle_request(ctx, checked)
        if self.settings.check_chain_state:
            try:
                # one hard bound for the whole stage: web3 retries a timed-out read several times
                code = await within(self.settings.verify_timeout_seconds, self.settler.verify_onchain(sreq))
            except Exception as exc:
                log.warning("on-chain verification failed: %s", type(exc).__name__)
                return self._refuse(codes.UNEXPECTED_VERIFY_ERROR, 503, "could not reach the chain; retry shortly")
            if code is not None:
                return self._challenge(offer, code, "the chain would not accept this authorization")

        owner = self.store.new_owner()
        reserved = await self.store.reserve(
            ctx.key, owner, fp=ctx.fingerprint, pd=ctx.digest, version=str(parsed.version),
            payer=checked.payer, payment=json.dumps(parsed.raw),
            requirement=json.dumps(self._requirement_json(ctx)), price=str(price),
        )
        if not reserved:  # lost a race with an identical request
            record = await self.store.get(ctx.key)
            if record is None:
                return _error(codes.PAYMENT_IN_PROGRESS, 409, "this payment is being processed; retry")
            return await self._existing(ctx, record, on_paid)
        log.info("payment reserved payer=%s nonce=%s…", checked.payer, checked.nonce[:10])
        self.metrics.verified()
        return await self._run(ctx, owner, sreq, work, on_paid)

    async def _run(self, ctx: _Ctx, owner: str, sreq: SettleRequest, work: Work, on_paid: OnPaid) -> web.StreamResponse:
        try:
            outcome = await work()
        except BaseException:
            await asyncio.shield(self.store.release(ctx.key, owner))
            raise
        if outcome.status >= 400:  # a failed check is not charged
            await self.store.release(ctx.key, owner)
            return _json(outcome.body, outcome.status)
        if not await self.store.begin_settle(ctx.key, owner, {"status": outcome.status, "body": outcome.body}):
            log.error("payment reservation lost during the check key=%s", ctx.key)
            return _error(codes.PAYMENT_IN_PROGRESS, 409, "the payment reservation expired during the check")
        # settle in its own task: a dropped client connection must not cut between broadcast and journal
        task = asyncio.create_task(self._settle_and_finalize(ctx, owner, sreq, outcome, on_paid))
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)
        return await asyncio.shield(task)

    async def _settle_and_finalize(
        self, ctx: _Ctx, owner: str, sreq: SettleRequest, outcome: WorkOutcome, on_paid: OnPaid
    ) -> web.StreamResponse:
        assert self.settler is not None

        async def journal(tx_hash: str, raw_tx: str) -> bool:
            ok = await self.store.journal_broadcast(ctx.key, owner, tx_hash, raw_tx)
            if ok:
                log.info("settlement journaled key=%s tx=%s", ctx.key, tx_hash)
            return ok

        try:
            result = await self.settler.settle(sreq, journal)
        except Exception as exc:
            log.error("settlement raised %s key=%s", type(exc).__name__, ctx.key)
            record = await self.store.get(ctx.key)
            if record is not None and record.state == BROADCAST and record.tx:
                result = SettleResult(False, transaction=record.tx, error_reason=codes.SETTLEMENT_PENDING,
                                      pending=True, broadcast=True)
            else:
                result = SettleResult(False, error_reason=codes.UNEXPECTED_SETTLE_ERROR)
        return await self._after_settle(ctx, owner, sreq, result, outcome, on_paid)

    async def _after_settle(
        self, ctx: _Ctx, owner: str, sreq: SettleRequest, result: SettleResult,
        outcome: WorkOutcome, on_paid: OnPaid,
    ) -> web.StreamResponse:
        if result.success:
            settle = self._settle_response(ctx, sreq.auth.payer, result)
            return await self._finalize(ctx, owner, settle, outcome, sreq.auth.payer, on_paid)
        if result.pending:
            return self._pending(ctx, sreq.auth.payer, result.transaction)
        # terminal failure: nothing was charged; forget the payment so it can be retried
        await self.store.drop_failed(ctx.key, result.transaction or None)
        log.warning("settlement failed key=%s reason=%s", ctx.key, result.error_reason)
        settle = self._settle_response(ctx, sreq.auth.payer, result)
        return self._challenge(
            ctx.offer, result.error_reason or codes.UNEXPECTED_SETTLE_ERROR,
            "settlement failed; the result is withheld and nothing was charged",
            settle=settle,
        )

    async def _finalize(
        self, ctx: _Ctx, owner: str, settle: dict[str, Any], outcome: WorkOutcome, payer: str, on_paid: OnPaid
    ) -> web.StreamResponse:
        """The transfer is confirmed: hand the result over exactly once and keep it for retries."""
        stale = self.settings.receipt_timeout_seconds + 60
        if not await self.store.claim_finalize(ctx.key, owner, stale_after=stale, settle=settle):
            record = await self.store.get(ctx.key)
            if record is not None and record.state == PAID:
                return self._paid_from_record(ctx, record)
            return _error(codes.PAYMENT_IN_PROGRESS, 409, "this payment is being processed; retry")
        try:
            final = await on_paid(outcome, payer)
        except Exception:
            log.exception("on_paid failed after settlement key=%s", ctx.key)
            await self.store.unfinalize(ctx.key, owner)
            return _error("internal_error", 500,
                          "payment settled; retry the same request with the same payment header for the result",
                          transaction=settle.get("transaction", ""))
        await self.store.mark_paid(ctx.key, owner, {"status": final.status, "body": final.body})
        self.metrics.settled()
        log.info("payment settled and delivered key=%s tx=%s", ctx.key, settle.get("transaction"))
        return self._paid(ctx, final.status, final.body, settle)

    async def _existing(self, ctx: _Ctx, record: Record, on_paid: OnPaid) -> web.StreamResponse:
        if record.digest != ctx.digest:
            # same (payer, nonce), different authorization or signature: never the same payment
            return self._challenge(ctx.offer, codes.NONCE_USED, "this authorization nonce was already used")
        if record.fingerprint != ctx.fingerprint:
            return self._refuse(codes.PAYMENT_REQUEST_MISMATCH, 409,
                          "this payment was made for a different request (method, path and body must match)")
        state = record.state
        if state == PAID:
            return self._paid_from_record(ctx, record)
        if state in (RESERVED, SETTLING):
            return _error(codes.PAYMENT_IN_PROGRESS, 409, "this payment is being processed; retry")
        sreq = self._settle_request_from_record(record)
        outcome = WorkOutcome(**record.json("outcome"))
        owner = self.store.new_owner()
        if state == BROADCAST:
            assert record.tx is not None and self.settler is not None
            # a fresh broadcast may still be between journal and send: only an old one may be re-sent
            recent = self._clock() - record.updated < self._reconcile_grace()
            raw_tx = None if recent else record.fields.get("raw")
            try:
                result = await self.settler.reconcile(record.tx, sreq, raw_tx)
            except Exception as exc:
                log.warning("reconcile on retry failed: %s", type(exc).__name__)
                result = None
            if result is None:
                return self._pending(ctx, sreq.auth.payer, record.tx)
            if result.success:
                return await self._finalize(ctx, owner, self._settle_response(ctx, sreq.auth.payer, result),
                                            outcome, sreq.auth.payer, on_paid)
            return await self._after_settle(ctx, owner, sreq, result, outcome, on_paid)
        if state in (SETTLED, FINALIZING):  # claim_finalize decides whether a finalizing claim is stale
            settle = record.json("settle")
            return await self._finalize(ctx, owner, settle, outcome, sreq.auth.payer, on_paid)
        return _error(codes.PAYMENT_IN_PROGRESS, 409, "this payment is being processed; retry")

    # ------------------------------------------------------------------ reconciler
    async def _reconcile_loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.reconcile_interval_seconds)
            try:
                await self.reconcile_pending()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("reconciler pass failed")

    async def reconcile_pending(self, *, grace: float | None = None) -> int:
        """Resolve journaled settlements older than ``grace`` seconds by their tx hash. Returns how many."""
        assert self.settler is not None
        if grace is None:
            grace = self._reconcile_grace()
        cutoff = self._clock() - grace
        keys = await self.redis.zrangebyscore(self.store.pending_key, "-inf", cutoff, start=0, num=100)
        resolved = 0
        for raw_key in keys:
            key = raw_key.decode() if isinstance(raw_key, bytes) else raw_key
            record = await self.store.get(key)
            if record is None or record.state != BROADCAST or not record.tx:
                await self.redis.zrem(self.store.pending_key, key)
                continue
            sreq = self._settle_request_from_record(record)
            result = await self.settler.reconcile(record.tx, sreq, record.fields.get("raw"))
            if result is None:
                continue
            resolved += 1
            if result.success:
                network = self._network_label(int(record.fields.get("version", "2")))
                settle = SettleResponse(success=True, transaction=result.transaction, network=network,
                                        payer=sreq.auth.payer).dump()
                await self.store.mark_settled(key, record.tx, settle)
                log.info("reconciled settlement key=%s tx=%s", key, record.tx)
            else:
                await self.store.drop_failed(key, record.tx)
                log.warning("reconciled failed settlement key=%s reason=%s", key, result.error_reason)
        return resolved

    # ------------------------------------------------------------------ building blocks
    def _refuse(self, code: str, status: int, detail: str) -> web.Response:
        self.metrics.rejected(code)
        return _error(code, status, detail)

    def _reconcile_grace(self) -> float:
        """A journaled tx younger than this may still be in its sender's hands (send / receipt wait)."""
        return self.settings.receipt_timeout_seconds + 5

    def _offer(self, request: web.Request, price: int, description: str) -> Offer:
        return build_offer(self.settings, price=price, url=str(request.url), description=description)

    def _network_label(self, version: int) -> str:
        if version == 1 and self.settings.v1_network_name:
            return self.settings.v1_network_name
        return self.settings.network

    def _requirement_json(self, ctx: _Ctx) -> dict[str, Any]:
        if ctx.version == 1 and ctx.offer.v1 is not None:
            return ctx.offer.v1.dump()
        return ctx.offer.v2.dump()

    def _settle_request(self, ctx: _Ctx, checked: CheckedAuthorization) -> SettleRequest:
        assert self.settings.pay_to
        return SettleRequest(
            auth=checked, pay_to=self.settings.pay_to, requirement=self._requirement_json(ctx),
            payment=ctx.parsed.raw, version=ctx.version,
        )

    def _settle_request_from_record(self, record: Record) -> SettleRequest:
        """Rebuild the settle request of a stored payment (it passed every check when it was reserved)."""
        assert self.settings.pay_to
        payment = record.json("payment")
        exact = ExactEvmPayload.model_validate(payment["payload"])
        a: Authorization = exact.authorization
        sig = bytes.fromhex(exact.signature[2:])
        checked = CheckedAuthorization(
            payer=record.fields["payer"], to=a.to, value=int(a.value), valid_after=int(a.valid_after),
            valid_before=int(a.valid_before), nonce=a.nonce.lower(), signature=normalize_signature(sig) or sig,
        )
        return SettleRequest(auth=checked, pay_to=self.settings.pay_to, requirement=record.json("requirement"),
                             payment=payment, version=int(record.fields.get("version", "2")))

    def _settle_response(self, ctx: _Ctx, payer: str, result: SettleResult) -> dict[str, Any]:
        return SettleResponse(
            success=result.success,
            transaction=result.transaction if (result.success or result.broadcast) else "",
            network=self._network_label(ctx.version),
            payer=payer,
            error_reason=None if result.success else (result.error_reason or codes.UNEXPECTED_SETTLE_ERROR),
            error_message=None if result.success else result.error_message,
            amount=str(ctx.offer.price) if result.success else None,
        ).dump()

    def _settle_header(self, ctx: _Ctx, settle: dict[str, Any]) -> dict[str, str]:
        name = PAYMENT_RESPONSE if ctx.version == 2 else X_PAYMENT_RESPONSE
        return {name: encode_json_header(settle)}

    def _challenge(
        self, offer: Offer, error: str, detail: str | None = None, *, settle: dict[str, Any] | None = None
    ) -> web.Response:
        self.metrics.challenged(error)
        body = payment_required_v1_body(offer, error)
        if detail:
            body["detail"] = detail
        headers = {
            PAYMENT_REQUIRED: encode_json_header(payment_required_v2(offer, error)),
            "Cache-Control": "no-store",
        }
        if settle is not None:
            headers[PAYMENT_RESPONSE] = encode_json_header(settle)
            headers[X_PAYMENT_RESPONSE] = headers[PAYMENT_RESPONSE]
        return _json(body, 402, headers)

    def _pending(self, ctx: _Ctx, payer: str, tx_hash: str) -> web.Response:
        self.metrics.pending()
        settle = SettleResponse(
            success=False, transaction=tx_hash, network=self._network_label(ctx.version), payer=payer,
            error_reason=codes.SETTLEMENT_PENDING,
            error_message="transfer sent, confirmation pending; retry the same request with the same header",
        ).dump()
        headers = {
            **self._settle_header(ctx, settle),
            "Retry-After": str(self.settings.pending_retry_after_seconds),
            "Cache-Control": "no-store",
        }
        body = {
            "error": codes.SETTLEMENT_PENDING,
            "source": "payment",
            "transaction": tx_hash,
            "detail": "the transfer was sent and is not confirmed yet; do not pay again - retry this exact "
                      "request with the same payment header to receive the result",
        }
        return _json(body, 202, headers)

    def _paid(self, ctx: _Ctx, status: int, body: dict[str, Any], settle: dict[str, Any]) -> web.Response:
        headers = {**self._settle_header(ctx, settle), "Cache-Control": "private, no-store"}
        return _json(body, status, headers)

    def _paid_from_record(self, ctx: _Ctx, record: Record) -> web.Response:
        final = record.json("final")
        return self._paid(ctx, int(final["status"]), final["body"], record.json("settle"))
