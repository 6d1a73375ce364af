"""Redis record of every payment (payer, nonce): reservation, settlement journal, idempotent result.

One hash per payment, moved through its states by Lua scripts, so every transition is atomic:

    reserved --work ok--> settling --tx signed--> broadcast --receipt ok--> settled --> finalizing --> paid
        \\______ work failed / verify or settle failed before broadcast / tx reverted: record deleted

* ``reserved``/``settling`` carry a TTL (a crashed gateway frees the payment; nothing was sent).
* ``broadcast`` is written with the tx hash (and the signed raw tx) *before* the tx is sent; from
  then on the record has the long TTL and sits in the pending set until its receipt is seen, so a
  restart or a timed-out request never broadcasts a second transfer.
* ``settled`` = transfer confirmed but the result not yet handed over (the request that paid timed
  out waiting); the next retry with the same payment finalizes it.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

from redis.asyncio import Redis

RESERVED = "reserved"
SETTLING = "settling"
BROADCAST = "broadcast"
SETTLED = "settled"
FINALIZING = "finalizing"
PAID = "paid"

_RESERVE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1
"""

# KEYS[1]=record KEYS[2]=pending set; ARGV: owner, allowed states (comma list), new state, ttl (-1 keep,
# 0 persist-long handled by caller), pending op ('add'|'rem'|''), now, then field/value pairs
_TRANSITION = """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
local owner = redis.call('HGET', KEYS[1], 'owner')
if ARGV[1] ~= '*' and owner ~= ARGV[1] then return 0 end
local ok = false
for s in string.gmatch(ARGV[2], '[^,]+') do
  if s == state then ok = true end
end
if not ok then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'ts', ARGV[6])
if #ARGV > 6 then redis.call('HSET', KEYS[1], unpack(ARGV, 7)) end
local ttl = tonumber(ARGV[4])
if ttl > 0 then redis.call('EXPIRE', KEYS[1], ttl) end
if ARGV[5] == 'add' then redis.call('ZADD', KEYS[2], ARGV[6], KEYS[1]) end
if ARGV[5] == 'rem' then redis.call('ZREM', KEYS[2], KEYS[1]) end
return 1
"""

_DELETE = """
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 0 end
if ARGV[1] ~= '*' and redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
for s in string.gmatch(ARGV[2], '[^,]+') do
  if s == state then
    redis.call('DEL', KEYS[1])
    redis.call('ZREM', KEYS[2], KEYS[1])
    return 1
  end
end
return 0
"""


def request_fingerprint(method: str, path: str, body: bytes) -> str:
    inner = hashlib.sha256(body).hexdigest()
    return hashlib.sha256(f"{method.upper()}\n{path}\n{inner}".encode()).hexdigest()


def payment_digest(authorization: dict[str, str], signature: str) -> str:
    canonical = {k: str(v).lower() for k, v in sorted(authorization.items())}
    text = json.dumps({"authorization": canonical, "signature": signature.lower()}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Record:
    key: str
    state: str
    owner: str
    fields: dict[str, str]

    @property
    def fingerprint(self) -> str:
        return self.fields.get("fp", "")

    @property
    def digest(self) -> str:
        return self.fields.get("pd", "")

    @property
    def tx(self) -> str | None:
        return self.fields.get("tx") or None

    @property
    def updated(self) -> float:
        return float(self.fields.get("ts", "0"))

    def json(self, name: str) -> Any:
        raw = self.fields.get(name)
        return json.loads(raw) if raw else None


class PaymentStore:
    def __init__(self, redis: Redis, *, prefix: str, reservation_ttl: int, record_ttl: int) -> None:
        self.redis = redis
        self.prefix = prefix
        self.pending_key = f"{prefix}:pending"
        self.reservation_ttl = reservation_ttl
        self.record_ttl = record_ttl
        self._reserve = redis.register_script(_RESERVE)
        self._transition = redis.register_script(_TRANSITION)
        self._delete = redis.register_script(_DELETE)

    def key(self, payer: str, nonce: str) -> str:
        return f"{self.prefix}:pay:{payer.lower()}:{nonce.lower()}"

    @staticmethod
    def new_owner() -> str:
        return secrets.token_hex(16)

    async def get(self, key: str) -> Record | None:
        raw = await self.redis.hgetall(key)
        if not raw:
            return None
        fields = {_s(k): _s(v) for k, v in raw.items()}
        return Record(key=key, state=fields.get("state", ""), owner=fields.get("owner", ""), fields=fields)

    async def reserve(self, key: str, owner: str, **fields: str) -> bool:
        args: list[str] = [str(self.reservation_ttl), "state", RESERVED, "owner", owner, "ts", _now()]
        for k, v in fields.items():
            args += [k, v]
        return bool(await self._reserve(keys=[key], args=args))

    async def transition(
        self,
        key: str,
        *,
        expect_owner: str,
        from_states: tuple[str, ...],
        to: str,
        ttl: int = -1,
        pending: str = "",
        **fields: str,
    ) -> bool:
        args: list[str] = [expect_owner, ",".join(from_states), to, str(ttl), pending, _now()]
        for k, v in fields.items():
            args += [k, v]
        return bool(await self._transition(keys=[key, self.pending_key], args=args))

    async def delete(self, key: str, *, owner: str, states: tuple[str, ...]) -> bool:
        return bool(await self._delete(keys=[key, self.pending_key], args=[owner, ",".join(states)]))

    # --- named transitions -----------------------------------------------------------------------
    async def release(self, key: str, owner: str) -> bool:
        """Drop a reservation that never reached the chain (work failed, cancelled, rejected)."""
        return await self.delete(key, owner=owner, states=(RESERVED, SETTLING))

    async def begin_settle(self, key: str, owner: str, outcome: dict[str, Any]) -> bool:
        return await self.transition(
            key,
            expect_owner=owner,
            from_states=(RESERVED,),
            to=SETTLING,
            ttl=self.reservation_ttl,
            outcome=json.dumps(outcome),
        )

    async def journal_broadcast(self, key: str, owner: str, tx_hash: str, raw_tx: str) -> bool:
        """Record the tx hash (and raw tx) before it is sent; the record becomes long-lived and pending."""
        return await self.transition(
            key,
            expect_owner=owner,
            from_states=(SETTLING,),
            to=BROADCAST,
            ttl=self.record_ttl,
            pending="add",
            tx=tx_hash,
            raw=raw_tx,
        )

    async def mark_settled(self, key: str, tx_hash: str, settle: dict[str, Any]) -> bool:
        rec = await self.get(key)
        if rec is None or rec.state != BROADCAST or rec.tx != tx_hash:
            return False
        return await self.transition(
            key,
            expect_owner="*",
            from_states=(BROADCAST,),
            to=SETTLED,
            pending="rem",
            settle=json.dumps(settle),
        )

    async def claim_finalize(
        self, key: str, owner: str, *, stale_after: float, settle: dict[str, Any] | None = None
    ) -> bool:
        """Take the right to call on_paid: from broadcast (with the receipt in hand), settled, our own
        settling reservation (settled by a third-party tx), or a finalizing claim whose holder vanished."""
        fields: dict[str, str] = {"owner": owner}
        if settle is not None:
            fields["settle"] = json.dumps(settle)
        if await self.transition(key, expect_owner="*", from_states=(SETTLED,), to=FINALIZING, pending="rem", **fields):
            return True
        if settle is not None and await self.transition(
            key, expect_owner="*", from_states=(BROADCAST,), to=FINALIZING, pending="rem", **fields
        ):
            return True
        # settled before we broadcast anything (someone else submitted the authorization): only the
        # reservation's owner can be holding a settlement for a record that never left SETTLING
        if settle is not None and await self.transition(
            key, expect_owner=owner, from_states=(SETTLING,), to=FINALIZING, ttl=self.record_ttl, **fields
        ):
            return True
        rec = await self.get(key)
        if rec is not None and rec.state == FINALIZING and time.time() - rec.updated > stale_after:
            return await self.transition(
                key, expect_owner=rec.owner, from_states=(FINALIZING,), to=FINALIZING, **fields
            )
        return False

    async def mark_paid(self, key: str, owner: str, final: dict[str, Any]) -> bool:
        return await self.transition(
            key,
            expect_owner=owner,
            from_states=(FINALIZING,),
            to=PAID,
            ttl=self.record_ttl,
            final=json.dumps(final),
        )

    async def unfinalize(self, key: str, owner: str) -> bool:
        """on_paid failed: back to settled so the next retry tries again."""
        return await self.transition(key, expect_owner=owner, from_states=(FINALIZING,), to=SETTLED)

    async def drop_failed(self, key: str, tx_hash: str | None = None) -> bool:
        """Terminal settlement failure (reverted, or never sent): nothing was charged; forget it."""
        if tx_hash is not None:
            rec = await self.get(key)
            if rec is None or rec.tx != tx_hash:
                return False
        return await self.delete(key, owner="*", states=(SETTLING, BROADCAST))

    async def pending(self, limit: int = 100) -> list[str]:
        return [_s(k) for k in await self.redis.zrange(self.pending_key, 0, limit - 1)]


def _now() -> str:
    return f"{time.time():.3f}"


def _s(v: bytes | str) -> str:
    return v.decode() if isinstance(v, bytes) else v
