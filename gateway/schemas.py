"""Request and response models of the check API (shapes from the seed contract)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

Mode = Literal["grounded", "open"]
VerdictName = Literal["supported", "unsupported", "contradicted", "insufficient_evidence"]

_CONTEXT_DOC = (
    "Source text the claim must be faithful to: a string, or a list of strings (joined). "
    "Required for `grounded`, ignored for `open`."
)


class Limits(BaseModel):
    """Request limits from settings, passed to validation through the pydantic context."""

    max_context_chars: int = 100_000
    max_claim_chars: int = 4_000
    max_batch_claims: int = 50


def _limits(info: ValidationInfo) -> Limits:
    return (info.context or {}).get("limits") or Limits()


class _CheckBase(BaseModel):
    model_config = ConfigDict(extra="ignore")

    context: str | list[str] | None = Field(None, description=_CONTEXT_DOC)
    mode: Mode = Field("grounded", description="`grounded`: check against `context`; `open`: web evidence.")

    @field_validator("context")
    @classmethod
    def _context_size(cls, value: str | list[str] | None, info: ValidationInfo) -> str | list[str] | None:
        if value is None:
            return value
        total = len(value) if isinstance(value, str) else sum(len(part) for part in value)
        limit = _limits(info).max_context_chars
        if total > limit:
            raise ValueError(f"context is {total} characters; the limit is {limit} in total")
        return value

    @model_validator(mode="after")
    def _grounded_needs_context(self) -> _CheckBase:
        if self.mode == "grounded":
            parts = [self.context] if isinstance(self.context, str) else (self.context or [])
            if not any(part.strip() for part in parts):
                raise ValueError("context is required (and must not be blank) in grounded mode")
        return self


def _check_claim(claim: str, info: ValidationInfo) -> str:
    if not claim.strip():
        raise ValueError("claim must not be blank")
    limit = _limits(info).max_claim_chars
    if len(claim) > limit:
        raise ValueError(f"claim is {len(claim)} characters; the limit is {limit}")
    return claim


class CheckRequest(_CheckBase):
    claim: str = Field(..., min_length=1, description="The single claim to verify.")

    @field_validator("claim")
    @classmethod
    def _claim_ok(cls, value: str, info: ValidationInfo) -> str:
        return _check_claim(value, info)

    @property
    def claims(self) -> list[str]:
        return [self.claim]


class CheckBatchRequest(_CheckBase):
    claims: list[str] = Field(..., min_length=1, description="1-50 claims, all checked against the same context.")

    @field_validator("claims")
    @classmethod
    def _claims_ok(cls, value: list[str], info: ValidationInfo) -> list[str]:
        limit = _limits(info).max_batch_claims
        if len(value) > limit:
            raise ValueError(f"{len(value)} claims; the limit is {limit}")
        for claim in value:
            _check_claim(claim, info)
        return value


class CheckResponse(BaseModel):
    id: str
    verdict: VerdictName
    confidence_score: float = Field(..., ge=0.0, le=1.0)
    evidence: list[dict[str, Any]]
    model_used: str
    latency_ms: int
    checked_at: datetime
    rationale: str = ""


class ResponseMeta(BaseModel):
    model_config = ConfigDict(extra="allow")
    timestamp: datetime
    count: int | None = None


class CheckEnvelope(BaseModel):
    data: CheckResponse
    meta: ResponseMeta


class CheckBatchEnvelope(BaseModel):
    data: list[CheckResponse]
    meta: ResponseMeta


class ErrorResponse(BaseModel):
    model_config = ConfigDict(extra="allow")
    error: str
    source: str = Field(..., description="where the error originated: auth, validation, payment, server, ...")


class HealthResponse(BaseModel):
    status: Literal["ok", "degraded"]
    version: str
    redis: Literal["ok", "unreachable"]
    pool: dict[str, Any]


class StatusResponse(BaseModel):
    """What an agent needs before calling: version, model, limits, free tier, prices and networks."""

    model_config = ConfigDict(extra="allow")
    service: str
    version: str
    model: str | None
    limits: dict[str, Any]
    free_tier: dict[str, Any]
    payments: dict[str, Any]
