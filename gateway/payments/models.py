"""Pydantic models of the x402 JSON objects we read and write (v1 and v2, scheme exact on EVM).

Our own models rather than the SDK's: inbound payloads are validated strictly (addresses, decimal
strings, hex), unknown top-level fields are ignored, and the runtime does not depend on the SDK.
Serialisation is camelCase with ``None`` fields omitted, like the SDK (tests check byte-level interop).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

ADDRESS_RE = r"^0x[0-9a-fA-F]{40}$"
UINT_RE = r"^[0-9]{1,78}$"
HEX_RE = r"^0x[0-9a-fA-F]*$"


class X402Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")

    def dump(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, exclude_none=True, mode="json")


# --- requirements / challenge ------------------------------------------------------------------
class ResourceInfo(X402Model):
    url: str
    description: str | None = None
    mime_type: str | None = None


class RequirementV2(X402Model):
    scheme: str
    network: str
    amount: str
    asset: str
    pay_to: str
    max_timeout_seconds: int
    extra: dict[str, Any] = Field(default_factory=dict)


class RequirementV1(X402Model):
    scheme: str
    network: str
    max_amount_required: str
    resource: str
    description: str = ""
    mime_type: str = "application/json"
    output_schema: dict[str, Any] | None = None
    pay_to: str
    max_timeout_seconds: int
    asset: str
    extra: dict[str, Any] = Field(default_factory=dict)


class PaymentRequiredV2(X402Model):
    x402_version: Literal[2] = 2
    error: str | None = None
    resource: ResourceInfo
    accepts: list[RequirementV2]


# --- payment payloads (inbound) ----------------------------------------------------------------
class Authorization(X402Model):
    from_: str = Field(alias="from", pattern=ADDRESS_RE)
    to: str = Field(pattern=ADDRESS_RE)
    value: str = Field(pattern=UINT_RE)
    valid_after: str = Field(pattern=UINT_RE)
    valid_before: str = Field(pattern=UINT_RE)
    nonce: str = Field(max_length=200)


class ExactEvmPayload(X402Model):
    signature: str = Field(pattern=HEX_RE, min_length=4, max_length=4096)
    authorization: Authorization


class InboundRequirementV2(RequirementV2):
    """The ``accepted`` echo of a v2 payload (same fields): compared against ours, never trusted."""


class PaymentPayloadV2(X402Model):
    x402_version: int
    accepted: InboundRequirementV2
    payload: ExactEvmPayload
    resource: dict[str, Any] | None = None
    extensions: dict[str, Any] | None = None


class PaymentPayloadV1(X402Model):
    x402_version: int
    scheme: str
    network: str
    payload: ExactEvmPayload


# --- settlement response -----------------------------------------------------------------------
class SettleResponse(X402Model):
    success: bool
    transaction: str = ""
    network: str
    payer: str | None = None
    error_reason: str | None = None
    error_message: str | None = None
    amount: str | None = None
