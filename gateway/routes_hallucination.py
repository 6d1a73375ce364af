"""POST /v1/hallucination-rate (seed 000): per-claim content-token coverage against its own evidence."""

from __future__ import annotations

from typing import Annotated

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from gateway.dispatch import PricedEndpoint, serve_priced
from gateway.offload import PoolFailure, offload
from gateway.openapi import Operation, Response, operation
from gateway.payments import WorkOutcome
from gateway.schemas import ErrorResponse
from gateway.services import Services
from verifier.coverage import hallucination_rate_task

EvidenceText = Annotated[str, Field(min_length=1, max_length=50_000)]


class RateClaim(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    claim_id: str = Field(..., min_length=1, max_length=128)
    claim_text: str = Field(..., min_length=1, max_length=20_000)
    evidence_texts: list[EvidenceText] = Field(..., min_length=1, max_length=100)


class HallucinationRateRequest(BaseModel):
    """The seed's inputSchema: additionalProperties false everywhere, every min/max enforced (422)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    claims: list[RateClaim] = Field(..., min_length=1, max_length=5000)
    minimum_coverage_fraction: float = Field(..., ge=0, le=1)


def _parse(_services: Services, body: bytes) -> HallucinationRateRequest:
    return HallucinationRateRequest.model_validate_json(body or b"null")


async def _run(services: Services, req: HallucinationRateRequest, _owner: str | None) -> WorkOutcome:
    claims = [(c.claim_id, c.claim_text, c.evidence_texts) for c in req.claims]
    try:
        body = await offload(services, hallucination_rate_task, claims, req.minimum_coverage_fraction)
    except PoolFailure as failure:
        return failure.outcome()
    return WorkOutcome(200, body)


async def _store(_services: Services, _owner: str, outcome: WorkOutcome) -> WorkOutcome:
    return outcome  # a screening result carries no id: nothing to store


async def _count(_services: Services, req: HallucinationRateRequest) -> int:
    return len(req.claims)


_ENDPOINT: PricedEndpoint[HallucinationRateRequest] = PricedEndpoint(
    parse=_parse,
    claims=_count,
    run=_run,
    store=_store,
    describe=lambda req, n: f"groundcheck hallucination-rate screening of {n} claim(s)",
)


async def post_hallucination_rate(request: web.Request) -> web.StreamResponse:
    return await serve_priced(request, _ENDPOINT)


operation(Operation(
    "POST", "/v1/hallucination-rate", "Claim-token evidence coverage (lexical screening, not truth verification)",
    tags=("answers",), request=HallucinationRateRequest, keyed=True, paid=True,
    description="Per claim: unique content tokens covered by that claim's own evidence_texts; below_threshold "
                "against minimum_coverage_fraction. Priced per claim.",
    responses={200: Response("assessments, below_threshold_count, mean_coverage_fraction, interpretation, method",
                             headers=("PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE")),
               413: Response("Request body over the size cap.", ErrorResponse),
               422: Response("Invalid request body; `detail` names each bad field.", ErrorResponse),
               504: Response("The check did not finish within the request deadline.", ErrorResponse)}))


def add_routes(app: web.Application) -> None:
    app.router.add_post("/v1/hallucination-rate", post_hallucination_rate)
