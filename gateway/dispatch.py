"""The one path every priced endpoint takes: who pays (key or x402), parse, price, run, store.

Keyed callers: key + rate limit first (401/429/503), then the body. Keyless callers: the body is
parsed and priced first (the price depends on it), then the x402 flow runs the work and settles.
Endpoints differ only in how they parse, count, run and store, and in how errors look.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from aiohttp import web
from pydantic import ValidationError

from gateway.access import KeyedCaller, authenticate, keyed, no_way_in
from gateway.errors import json_error, validation_error
from gateway.offload import PoolFailure
from gateway.payments import WorkOutcome
from gateway.services import SERVICES, Services

T = TypeVar("T")


@dataclass(frozen=True)
class PricedEndpoint(Generic[T]):
    """What one priced endpoint contributes to the shared flow."""

    parse: Callable[[Services, bytes], T]  # raises pydantic.ValidationError
    claims: Callable[[Services, T], Awaitable[int]]  # the price basis; may offload (asked for paid calls only)
    run: Callable[[Services, T, str | None], Awaitable[WorkOutcome]]  # owner is None for paid calls
    store: Callable[[Services, str, WorkOutcome], Awaitable[WorkOutcome]]  # persist a delivered result
    describe: Callable[[T, int], str]  # what the payment buys (given the claim count), shown in the 402
    mode: Callable[[T], str] = lambda _req: "grounded"
    invalid: Callable[[ValidationError], web.Response] = validation_error
    restyle: Callable[[web.Response], web.Response] | None = None  # e.g. problem+json for auth errors
    # an outcome to answer without running or charging (e.g. a stored repeat), given the caller's owner id
    replay: Callable[[Services, T, str], Awaitable[WorkOutcome | None]] | None = None


def owner_of_payer(payer: str) -> str:
    return "payer:" + payer.lower()


def _outcome_response(outcome: WorkOutcome, headers: dict[str, str]) -> web.Response:
    headers = dict(headers)
    if outcome.status == 503:
        headers["Retry-After"] = "1"
    return web.json_response(outcome.body, status=outcome.status, headers=headers)


async def _read_body(request: web.Request, max_bytes: int) -> bytes:
    if request.content_length is not None and request.content_length > max_bytes:
        raise web.HTTPRequestEntityTooLarge(max_size=max_bytes, actual_size=request.content_length)
    return await request.read()  # aiohttp enforces client_max_size while reading


async def serve_priced(request: web.Request, endpoint: PricedEndpoint[T]) -> web.StreamResponse:
    services = request.app[SERVICES]
    restyle = endpoint.restyle or (lambda response: response)
    caller: KeyedCaller | None = None
    if keyed(request):
        auth = await authenticate(request, services.keys, services.limiter)
        if isinstance(auth, web.Response):
            return restyle(auth)
        caller = auth
    elif not services.payments.enabled:
        return restyle(no_way_in())

    body = await _read_body(request, services.settings.max_body_bytes)
    try:
        parsed = endpoint.parse(services, body)
    except ValidationError as exc:
        return endpoint.invalid(exc)

    if caller is not None:
        outcome = await endpoint.run(services, parsed, caller.owner)
        if outcome.status == 200:
            outcome = await endpoint.store(services, caller.owner, outcome)
        return _outcome_response(outcome, caller.rate.headers())

    async def on_paid(outcome: WorkOutcome, payer: str) -> WorkOutcome:
        return await endpoint.store(services, owner_of_payer(payer), outcome)

    try:
        claims = await endpoint.claims(services, parsed)
    except PoolFailure as failure:
        return restyle(json_error(failure.status, failure.message, failure.source, **failure.extra))
    return await services.payments.handle(
        request,
        price=services.payments.price(claims=claims, mode=endpoint.mode(parsed)),
        description=endpoint.describe(parsed, claims),
        body=body,
        work=lambda: endpoint.run(services, parsed, None),
        on_paid=on_paid,
        replay=(lambda payer: replay(services, parsed, owner_of_payer(payer))) if (replay := endpoint.replay) else None,
    )
