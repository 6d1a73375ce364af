"""POST /claims/check and GET /claims/check/{session} (seed 003): answer-level checking with offsets.

Request (JSON)::

    {"answer": str,                                   # required, non-empty
     "sources": [{"id"?: str, "name"?: str, "content": str}],
     "question"?: str,
     "session"?: str, "messageId"?: str,              # both: the result is stored, repeats are free
     "options"?: {"thresholds"?: {"warn"?: 0-1, "alert"?: 0-1},
                  "caps"?: {"maxSentences"?: int, "maxClaims"?: int, "maxReRetrievals"?: int},
                  "reRetrieve"?: bool},
     "model"?: str}                                   # 403: no caller may pick a model per call here

Errors use the gateway's JSON shape ({error, source, ...}): 400 warn > alert, 403 ``model``, 409 a
``messageId`` reused for a different request in the same session, 413 payload caps, 422 schema.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from gateway.access import authenticate_reader
from gateway.claim_store import ClaimCheckStore, fingerprint
from gateway.dispatch import PricedEndpoint, serve_priced
from gateway.errors import json_error
from gateway.offload import PoolFailure, offload
from gateway.openapi import Operation, Response, operation
from gateway.payments import WorkOutcome
from gateway.schemas import ErrorResponse
from gateway.services import SERVICES, Services
from gateway.settings import Settings
from verifier.claim_check import check_answer_task, count_claims_task

SessionId = Annotated[str, Field(min_length=1, max_length=128, pattern=r"^[A-Za-z0-9._:~-]+$")]
MAX_RE_RETRIEVALS = 10  # accepted for compatibility; without an agent there is no second retrieval


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ClaimsSource(_Strict):
    id: str | None = Field(None, min_length=1, max_length=128)
    name: str | None = Field(None, max_length=256)
    content: str


class Thresholds(_Strict):
    warn: float | None = Field(None, ge=0, le=1)
    alert: float | None = Field(None, ge=0, le=1)


class Caps(_Strict):
    maxSentences: int | None = Field(None, ge=1)
    maxClaims: int | None = Field(None, ge=1)
    maxReRetrievals: int | None = Field(None, ge=0)


class ClaimsOptions(_Strict):
    thresholds: Thresholds | None = None
    caps: Caps | None = None
    reRetrieve: bool | None = None


class ClaimsCheckRequest(_Strict):
    answer: str = Field(..., min_length=1)
    sources: list[ClaimsSource] = Field(default_factory=list)
    question: str | None = Field(None, max_length=20_000)
    session: SessionId | None = None
    messageId: SessionId | None = None
    options: ClaimsOptions | None = None
    model: str | None = None


class ClaimsRequestError(Exception):
    """A request refused before any work: (status, message, source, extra)."""

    def __init__(self, status: int, message: str, source: str = "validation", **extra: object) -> None:
        super().__init__(message)
        self.status, self.message, self.source, self.extra = status, message, source, extra


@dataclass(frozen=True)
class ClaimsJob:
    """A validated request with its options resolved against the settings."""

    req: ClaimsCheckRequest
    sources: list[tuple[str, str | None, str]]  # (id, name, content), ids filled in
    max_sentences: int
    max_claims: int
    max_re_retrievals: int
    warn: float
    alert: float
    fingerprint: str

    @property
    def stored_as(self) -> tuple[str, str] | None:
        if self.req.session and self.req.messageId:
            return self.req.session, self.req.messageId
        return None


def _clamp(requested: int | None, configured: int) -> int:
    return configured if requested is None else min(requested, configured)


def _parse(services: Services, body: bytes) -> ClaimsJob:
    return parse_job(services.settings, body)


def parse_job(s: Settings, body: bytes) -> ClaimsJob:
    """Validate a request body and resolve its options against the settings (the route and the CLI)."""
    req = ClaimsCheckRequest.model_validate_json(body or b"null")
    total = sum(len(src.content) for src in req.sources)
    for actual, limit, what in ((len(req.answer), s.claims_max_answer_chars, "answer characters"),
                                (len(req.sources), s.claims_max_sources, "sources"),
                                (total, s.claims_max_source_chars, "source characters in total")):
        if actual > limit:
            raise ClaimsRequestError(413, f"payload cap exceeded: {actual} {what}; the limit is {limit}",
                                     limit=limit, actual=actual)
    if req.model is not None:
        raise ClaimsRequestError(403, "choosing a model per call needs a super-admin caller; the engine is set by "
                                      "the operator (GROUNDCHECK_ENGINE) — omit `model`", "auth")
    opts = req.options or ClaimsOptions()
    thresholds, caps = opts.thresholds or Thresholds(), opts.caps or Caps()
    warn = s.claims_warn_threshold if thresholds.warn is None else thresholds.warn
    alert = s.claims_alert_threshold if thresholds.alert is None else thresholds.alert
    if warn > alert:
        raise ClaimsRequestError(400, f"options.thresholds: warn ({warn}) must not exceed alert ({alert}); a warn "
                                      "above alert would label every answer alert", warn=warn, alert=alert)
    sources = [(src.id or f"source-{i + 1}", src.name, src.content) for i, src in enumerate(req.sources)]
    return ClaimsJob(req=req, sources=sources, max_sentences=_clamp(caps.maxSentences, s.claims_max_sentences),
                     max_claims=_clamp(caps.maxClaims, s.claims_max_claims),
                     max_re_retrievals=_clamp(caps.maxReRetrievals, MAX_RE_RETRIEVALS), warn=warn, alert=alert,
                     fingerprint=fingerprint(req.model_dump()))


def _store_of(services: Services) -> ClaimCheckStore:
    return ClaimCheckStore(services.redis, services.settings.result_ttl_s)


async def stored_outcome(services: Services, job: ClaimsJob, owner: str) -> WorkOutcome | None:
    """What a repeat gets without running: the stored check (unchanged), 409 for a different request, or None.

    Keyed callers reach it from ``_run``; paid callers through ``PricedEndpoint.replay`` once their
    signature has proven the payer, before anything is reserved or settled.
    """
    where = job.stored_as
    if where is None:
        return None
    found = await _store_of(services).get(owner, *where)
    if found is None:
        return None
    fp, result = found
    if fp == job.fingerprint:
        return WorkOutcome(200, result)
    return WorkOutcome(409, {"error": "this messageId already holds a check of a different request in this "
                                      "session; use a new messageId", "source": "validation"})


async def _run(services: Services, job: ClaimsJob, owner: str | None) -> WorkOutcome:
    where = job.stored_as
    if owner is not None:
        repeat = await stored_outcome(services, job, owner)
        if repeat is not None:
            return repeat
    try:
        body = await offload(services, check_answer_task, job.req.answer, job.sources,
                             check_options(services.settings, job))
    except PoolFailure as failure:
        return failure.outcome()
    finish_body(body, job)
    if where is not None:
        body["_store"] = {"fp": job.fingerprint}  # removed by _store before the body leaves
    return WorkOutcome(200, body)


def check_options(settings: Settings, job: ClaimsJob) -> dict:
    """Keyword arguments of ``verifier.claim_check.check_answer`` for this job."""
    return {"max_sentences": job.max_sentences, "max_claims": job.max_claims,
            "read_chars": settings.claims_source_read_chars, "warn": job.warn, "alert": job.alert}


def finish_body(body: dict, job: ClaimsJob) -> dict:
    """Add what the engine does not know (request echo, time) to ``check_answer``'s body, in place."""
    body["limits"]["maxReRetrievals"] = job.max_re_retrievals
    body["checkedAt"] = datetime.now(UTC).isoformat()
    if job.req.session is not None:
        body["session"] = job.req.session
    if job.req.messageId is not None:
        body["messageId"] = job.req.messageId
    return body


async def _store(services: Services, owner: str, outcome: WorkOutcome) -> WorkOutcome:
    body = dict(outcome.body)
    marker = body.pop("_store", None)
    if marker is not None:
        await _store_of(services).put(owner, body["session"], body["messageId"], marker["fp"], body)
    return WorkOutcome(outcome.status, body)


async def _count(services: Services, job: ClaimsJob) -> int:
    """The atomic claims that will be checked, counted in a worker (segmenting is too slow for the loop)."""
    return await offload(services, count_claims_task, job.req.answer, job.max_sentences, job.max_claims)


_ENDPOINT: PricedEndpoint[ClaimsJob] = PricedEndpoint(
    parse=_parse,
    claims=_count,
    run=_run,
    store=_store,
    describe=lambda job, n: f"groundcheck answer check of {n} claim(s)",
    replay=stored_outcome,
)


async def post_claims_check(request: web.Request) -> web.StreamResponse:
    try:
        return await serve_priced(request, _ENDPOINT)
    except ClaimsRequestError as exc:
        return json_error(exc.status, exc.message, exc.source, **exc.extra)
    except PoolFailure as failure:
        return json_error(failure.status, failure.message, failure.source, **failure.extra)


async def get_claims_session(request: web.Request) -> web.StreamResponse:
    """The caller's stored checks of one session, keyed by messageId; 404 when it holds none."""
    services = request.app[SERVICES]
    auth = await authenticate_reader(request, services.keys, services.limiter)
    if isinstance(auth, web.Response):
        return auth
    session = request.match_info["session"]
    checks = await _store_of(services).session(auth.owner, session) if len(session) <= 128 else {}
    if not checks:
        return json_error(404, "no stored checks in this session for this caller", "not_found",
                          headers=auth.rate.headers())
    return web.json_response({"session": session, "checks": checks}, headers=auth.rate.headers())


operation(Operation(
    "POST", "/claims/check", "Check every claim of an answer against the sources you send",
    tags=("answers",), request=ClaimsCheckRequest, keyed=True, paid=True,
    description="Markdown-aware sentences with offsets, not-checked reasons, atomic claims with verdicts "
                "(supported / contradicted / unsupported) and evidence, a score with warn/alert thresholds, caps "
                "and per-source truncation reported as status partial. With session + messageId the result is "
                "stored and an identical repeat returns it without running. Priced per atomic claim.",
    responses={200: Response("The check (status ok or partial).", headers=("PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE")),
               400: Response("options.thresholds: warn above alert.", ErrorResponse),
               403: Response("`model` may only be chosen by a super-admin caller.", ErrorResponse),
               409: Response("messageId already holds a different request in this session.", ErrorResponse),
               413: Response("Payload caps (answer, sources, total source characters, body size).", ErrorResponse),
               422: Response("Invalid request body; `detail` names each bad field.", ErrorResponse),
               504: Response("The check did not finish within the request deadline.", ErrorResponse)}))
operation(Operation(
    "GET", "/claims/check/{session}", "The caller's stored checks of one session, keyed by messageId",
    tags=("answers",), keyed=True, path_params=("session",),
    description="Scoped to the x-api-key that stored them: 404 when this key stored nothing in the session.",
    responses={200: Response("{session, checks: {messageId: result}}"),
               404: Response("Nothing stored in this session for this caller.", ErrorResponse)}))


def add_routes(app: web.Application) -> None:
    app.router.add_post("/claims/check", post_claims_check)
    app.router.add_get("/claims/check/{session}", get_claims_session)
