"""POST /check, POST /check/batch and GET /checks/{id}."""

from __future__ import annotations

import time
from datetime import UTC, datetime

from aiohttp import web

from gateway.access import authenticate_reader
from gateway.check_result import check_body, evidence_items
from gateway.dispatch import PricedEndpoint, serve_priced
from gateway.errors import json_error
from gateway.open_mode import run_open
from gateway.openapi import Operation, Response, operation
from gateway.payments import WorkOutcome
from gateway.schemas import (
    CheckBatchEnvelope,
    CheckBatchRequest,
    CheckEnvelope,
    CheckRequest,
    ErrorResponse,
    Limits,
)
from gateway.services import SERVICES, Services
from verifier.pool import CheckTimeout, PoolBusy, WorkerCrashed
from verifier.types import join_context


def _limits(services: Services) -> Limits:
    s = services.settings
    return Limits(max_context_chars=s.max_context_chars, max_claim_chars=s.max_claim_chars,
                  max_batch_claims=s.max_batch_claims)


def _now() -> datetime:
    return datetime.now(UTC)


async def _run(services: Services, req: CheckRequest | CheckBatchRequest, owner: str | None) -> WorkOutcome:
    """Run the check in the worker pool; map pool failures to error outcomes (never settled).

    ``owner`` is None for a paid call: open mode then refuses to sell a check whose search failed."""
    started = time.perf_counter()
    if req.mode == "open":
        checked = await run_open(services, req.claims, paid=owner is None)
        if isinstance(checked, WorkOutcome):
            return checked
        verdicts, evidence, model_used = checked.verdicts, checked.evidence, checked.model_used
    else:
        try:
            verdicts = await services.pool.run_check(
                req.claims, join_context(req.context or ""), services.settings.request_deadline_s
            )
        except PoolBusy:
            return WorkOutcome(503, {"error": "verifier is at capacity; retry shortly", "source": "server",
                                     "retry_after_s": 1})
        except CheckTimeout:
            return WorkOutcome(504, {"error": "the check did not finish within the request deadline",
                                     "source": "verifier",
                                     "deadline_s": services.settings.request_deadline_s})
        except WorkerCrashed:
            return WorkOutcome(500, {"error": "the verifier worker failed while running this check",
                                     "source": "verifier"})
        evidence = [evidence_items(v) for v in verdicts]
        model_used = services.pool.model_used
    latency_ms = int((time.perf_counter() - started) * 1000)
    body = check_body(verdicts, model_used, latency_ms, batch=isinstance(req, CheckBatchRequest),
                      evidence=evidence)
    return WorkOutcome(200, body)


def _parser(model: type[CheckRequest] | type[CheckBatchRequest]):
    def parse(services: Services, body: bytes) -> CheckRequest | CheckBatchRequest:
        return model.model_validate_json(body or b"null", context={"limits": _limits(services)})

    return parse


async def _store(services: Services, owner: str, outcome: WorkOutcome) -> WorkOutcome:
    data = outcome.body["data"]
    await services.results.put_many(owner, data if isinstance(data, list) else [data])
    return outcome


async def _count(_services: Services, req: CheckRequest | CheckBatchRequest) -> int:
    return len(req.claims)


def _endpoint(model: type[CheckRequest] | type[CheckBatchRequest]) -> PricedEndpoint:
    return PricedEndpoint(
        parse=_parser(model),
        claims=_count,
        mode=lambda req: req.mode,
        run=_run,
        store=_store,
        describe=lambda req, n: f"groundcheck {req.mode} check of {n} claim(s)",
    )


_CHECK = _endpoint(CheckRequest)
_BATCH = _endpoint(CheckBatchRequest)


async def post_check(request: web.Request) -> web.StreamResponse:
    return await serve_priced(request, _CHECK)


async def post_check_batch(request: web.Request) -> web.StreamResponse:
    return await serve_priced(request, _BATCH)


async def get_check(request: web.Request) -> web.StreamResponse:
    services = request.app[SERVICES]
    auth = await authenticate_reader(request, services.keys, services.limiter)
    if isinstance(auth, web.Response):
        return auth
    data = await services.results.get(auth.owner, request.match_info["check_id"])
    if data is None:
        return json_error(404, "no such check for this caller", "not_found", headers=auth.rate.headers())
    return web.json_response({"data": data, "meta": {"timestamp": _now().isoformat()}},
                             headers=auth.rate.headers())


_CHECK_RESPONSES = {
    200: Response("Verdict(s) computed at request time.", None),
    422: Response("Invalid request body; `detail` names each bad field.", ErrorResponse),
    413: Response("Request body over the size cap.", ErrorResponse),
    500: Response("The verifier worker failed while running this check.", ErrorResponse),
    503: Response("Verifier at capacity, or (paid open mode only) the search provider failed: not charged.",
                  ErrorResponse, headers=("Retry-After",)),
    504: Response("The check did not finish within the request deadline.", ErrorResponse),
}
operation(Operation(
    "POST", "/check", "Verify one claim", tags=("check",), request=CheckRequest, keyed=True, paid=True,
    description="grounded: faithfulness to the `context` you supply. open: one web search per claim, the "
                "results cited in `evidence` (url, title, content, score) and checked with the same engine; "
                "`insufficient_evidence` when nothing relevant is found or no provider is configured. A paid "
                "open check whose search failed answers 503 (`source` `search`) and is not charged.",
    responses={**_CHECK_RESPONSES, 200: Response("The verdict.", CheckEnvelope,
                                                 headers=("PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE"))}))
operation(Operation(
    "POST", "/check/batch", "Verify 1-50 claims against one shared context", tags=("check",),
    request=CheckBatchRequest, keyed=True, paid=True,
    responses={**_CHECK_RESPONSES, 200: Response("One verdict per claim, in input order.", CheckBatchEnvelope,
                                                 headers=("PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE"))}))
operation(Operation(
    "GET", "/checks/{check_id}", "Retrieve a stored check", tags=("check",), keyed=True,
    path_params=("check_id",),
    description="Scoped to the x-api-key that created it: 404 for anyone else.",
    responses={200: Response("The stored check.", CheckEnvelope),
               404: Response("No such check for this caller.", ErrorResponse)}))


def add_routes(app: web.Application) -> None:
    app.router.add_post("/check", post_check)
    app.router.add_post("/check/batch", post_check_batch)
    app.router.add_get("/checks/{check_id}", get_check)
