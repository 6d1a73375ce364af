"""x402 payment settings (env prefix GROUNDCHECK_X402_). Payments are on when pay_to, asset and rpc_url are set."""

from __future__ import annotations

import re

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

_ADDRESS = re.compile(r"^0x[0-9a-fA-F]{40}$")
_CAIP2_EVM = re.compile(r"^eip155:([1-9][0-9]{0,18})$")


class X402Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GROUNDCHECK_X402_", extra="ignore")

    network: str = Field("eip155:84532", description="CAIP-2 network id of the chain payments settle on")
    v1_network_name: str | None = Field(
        None, description="x402 v1 network name for the same chain (e.g. base-sepolia); None disables v1"
    )
    asset: str | None = Field(None, description="EIP-3009 token contract address")
    asset_name: str = Field("USDC", description="EIP-712 domain name of the token")
    asset_version: str = Field("2", description="EIP-712 domain version of the token")
    asset_decimals: int = Field(6, ge=0, le=36)
    pay_to: str | None = Field(None, description="address that receives payments")
    rpc_url: str | None = Field(None, description="JSON-RPC endpoint of the chain")
    relayer_private_key: SecretStr | None = Field(
        None, description="key that submits transferWithAuthorization and pays gas"
    )
    facilitator_url: str | None = Field(
        None, description="external x402 facilitator (POST /verify, /settle); set: it settles instead of the relayer"
    )
    facilitator_timeout_seconds: float = Field(
        90.0, gt=0, description="HTTP timeout of one facilitator /verify or /settle call"
    )
    base_fee: int = Field(1000, ge=0, description="atomic units charged per request")
    price_per_claim: int = Field(1000, ge=0, description="atomic units per claim, grounded mode")
    price_per_claim_open: int = Field(5000, ge=0, description="atomic units per claim, open mode")
    max_timeout_seconds: int = Field(300, ge=30, description="advertised maxTimeoutSeconds")

    # --- verification policy -------------------------------------------------------------------
    min_validity_seconds: int = Field(
        120, ge=6,
        description="validBefore must be at least now + this: longer than a check plus settlement",
    )
    clock_skew_seconds: int = Field(
        30, ge=0, description="tolerance added to maxTimeoutSeconds when capping the validity window"
    )
    max_header_bytes: int = Field(
        6144, ge=1024, le=8000,
        description="largest accepted payment header "
                    "(header lines over 8190 bytes are refused by the HTTP parser with a JSON 400)",
    )
    verify_timeout_seconds: float = Field(
        10.0, gt=0, description="bound on the on-chain checks before the work; a slow RPC answers 503 after this"
    )
    check_chain_state: bool = Field(
        True, description="check authorizationState and balanceOf on chain before running the check"
    )

    # --- settlement ----------------------------------------------------------------------------
    receipt_timeout_seconds: float = Field(
        30.0, gt=0, description="how long a request waits for the settlement receipt before answering pending"
    )
    receipt_poll_seconds: float = Field(0.2, gt=0)
    rpc_timeout_seconds: float = Field(10.0, gt=0, description="HTTP timeout of one JSON-RPC call")
    reconcile_interval_seconds: float = Field(
        5.0, gt=0, description="how often the reconciler looks at pending settlements"
    )
    reservation_ttl_seconds: int = Field(
        900, ge=60, description="a reservation of an unsettled payment expires after this (crash safety)"
    )
    record_ttl_seconds: int = Field(
        30 * 24 * 3600, ge=3600,
        description="how long settled payments (idempotent results, journal) are kept",
    )
    pending_retry_after_seconds: int = Field(2, ge=1, description="Retry-After on settlement_pending")
    gas_multiplier: float = Field(1.25, ge=1.0, description="estimated gas is multiplied by this")
    redis_prefix: str = Field("gc:x402", description="prefix of every Redis key of the payment module")

    @field_validator("asset", "pay_to")
    @classmethod
    def _address(cls, v: str | None) -> str | None:
        if v is not None and not _ADDRESS.match(v):
            raise ValueError("must be a 0x-prefixed 20-byte hex address")
        return v

    @field_validator("network")
    @classmethod
    def _network(cls, v: str) -> str:
        if not _CAIP2_EVM.match(v):
            raise ValueError("must be a CAIP-2 EVM network id like eip155:84532")
        return v

    @model_validator(mode="after")
    def _window(self) -> X402Settings:
        if self.min_validity_seconds >= self.max_timeout_seconds:
            raise ValueError("min_validity_seconds must be below max_timeout_seconds")
        return self

    @property
    def enabled(self) -> bool:
        return bool(self.pay_to and self.asset and self.rpc_url)

    @property
    def chain_id(self) -> int:
        m = _CAIP2_EVM.match(self.network)
        assert m is not None
        return int(m.group(1))
