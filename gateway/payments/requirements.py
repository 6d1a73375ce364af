"""Our payment requirements for a priced request, the 402 challenge objects, and matching a payload to them.

After matching, verification uses *our* requirement only, never the client's ``accepted`` echo.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import codes
from .models import (
    InboundRequirementV2,
    PaymentPayloadV1,
    PaymentPayloadV2,
    PaymentRequiredV2,
    RequirementV1,
    RequirementV2,
    ResourceInfo,
)
from .settings import X402Settings

SCHEME = "exact"
MIME = "application/json"


@dataclass(frozen=True)
class Offer:
    """What we ask for one request: the v2 requirement, its v1 twin (when v1 is on) and the resource."""

    price: int
    resource: ResourceInfo
    v2: RequirementV2
    v1: RequirementV1 | None

    @property
    def extra(self) -> dict[str, Any]:
        return self.v2.extra


def build_offer(settings: X402Settings, *, price: int, url: str, description: str) -> Offer:
    assert settings.asset and settings.pay_to
    extra = {"name": settings.asset_name, "version": settings.asset_version}
    v2 = RequirementV2(
        scheme=SCHEME,
        network=settings.network,
        amount=str(price),
        asset=settings.asset,
        pay_to=settings.pay_to,
        max_timeout_seconds=settings.max_timeout_seconds,
        extra=dict(extra),
    )
    v1 = None
    if settings.v1_network_name:
        v1 = RequirementV1(
            scheme=SCHEME,
            network=settings.v1_network_name,
            max_amount_required=str(price),
            resource=url,
            description=description,
            mime_type=MIME,
            pay_to=settings.pay_to,
            max_timeout_seconds=settings.max_timeout_seconds,
            asset=settings.asset,
            extra=dict(extra),
        )
    return Offer(price=price, resource=ResourceInfo(url=url, description=description, mime_type=MIME), v2=v2, v1=v1)


def payment_required_v2(offer: Offer, error: str | None) -> PaymentRequiredV2:
    return PaymentRequiredV2(error=error, resource=offer.resource, accepts=[offer.v2])


def payment_required_v1_body(offer: Offer, error: str) -> dict[str, Any]:
    """v1 ``PaymentRequirementsResponse`` body, plus ``source`` like every error body of the API."""
    return {
        "x402Version": 1,
        "error": error,
        "source": "payment",
        "accepts": [offer.v1.dump()] if offer.v1 is not None else [],
    }


def _same_address(a: str, b: str) -> bool:
    return a.lower() == b.lower()


def _extra_matches(ours: dict[str, Any], theirs: dict[str, Any]) -> bool:
    return all(k in theirs and theirs[k] == v for k, v in ours.items())


def match_v2(offer: Offer, accepted: InboundRequirementV2) -> str | None:
    """None when ``accepted`` is our requirement, else the reason code (x402.md §5 steps 3-5)."""
    ours = offer.v2
    if accepted.scheme != ours.scheme:
        return codes.UNSUPPORTED_SCHEME
    if accepted.network != ours.network:
        return codes.INVALID_NETWORK
    if not _extra_matches(ours.extra, accepted.extra):
        if "name" not in accepted.extra or "version" not in accepted.extra:
            return codes.MISSING_EIP712_DOMAIN
        return codes.INVALID_PAYMENT_REQUIREMENTS
    if (
        accepted.amount != ours.amount
        or not _same_address(accepted.asset, ours.asset)
        or not _same_address(accepted.pay_to, ours.pay_to)
        or accepted.max_timeout_seconds != ours.max_timeout_seconds
    ):
        return codes.INVALID_PAYMENT_REQUIREMENTS
    return None


def match_v1(offer: Offer, payload: PaymentPayloadV1) -> str | None:
    if offer.v1 is None:
        return codes.INVALID_X402_VERSION
    if payload.scheme != SCHEME:
        return codes.UNSUPPORTED_SCHEME
    if payload.network != offer.v1.network:
        return codes.INVALID_NETWORK
    return None


def match(offer: Offer, payload: PaymentPayloadV1 | PaymentPayloadV2) -> str | None:
    if isinstance(payload, PaymentPayloadV2):
        return match_v2(offer, payload.accepted)
    return match_v1(offer, payload)
