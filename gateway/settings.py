"""The one settings object. Every field is read from an environment variable GROUNDCHECK_<FIELD>."""

from __future__ import annotations

import os
from functools import cached_property
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from gateway.payments.settings import X402Settings
from gateway.ratelimit import RateSpec


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GROUNDCHECK_", extra="ignore")

    host: str = Field("127.0.0.1", description="address the gateway listens on")
    port: int = Field(8080, ge=0, le=65535, description="port the gateway listens on")
    redis_url: str = Field("redis://127.0.0.1:6379/0", description="Redis for keys, rate limits, results")
    redis_timeout_s: float = Field(2.0, gt=0, description="socket timeout for Redis calls")
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING or ERROR")
    metrics_token: SecretStr | None = Field(
        None, description="when set, GET /metrics needs 'Authorization: Bearer <token>' (401 otherwise)")

    engine: str = Field(
        "auto", description="verifier engine: auto (the shipped model when its file is present, else lexical), "
                            "model, lexical or hf:<dir>"
    )
    read_json: bool = Field(
        False, description="also read JSON records in contexts as sentences, after the context as sent (opt-in; "
                           "its figures against the default are in the README)"
    )
    pool_size: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1, description="worker processes")
    pool_queue_limit: int = Field(64, ge=1, description="checks in flight or waiting before 503")
    request_deadline_s: float = Field(30.0, gt=0, description="per-request deadline for a check (504 after)")

    max_body_bytes: int = Field(1_048_576, ge=1024, description="request bodies above this get 413")
    max_context_chars: int = Field(100_000, ge=1, description="max total characters of context")
    max_claim_chars: int = Field(4_000, ge=1, description="max characters of one claim")
    max_batch_claims: int = Field(50, ge=1, description="max claims in POST /check/batch")

    result_ttl_s: int = Field(30 * 24 * 3600, ge=60, description="how long stored checks live")
    default_rate: str = Field("60/min", description="rate limit for keys created without --rate")

    fetch_timeout_s: float = Field(5.0, gt=0, description="timeout of one source-URL fetch hop")
    fetch_max_bytes: int = Field(2_000_000, ge=1024, description="bytes read from one source URL (rest dropped)")
    fetch_max_redirects: int = Field(3, ge=0, le=10, description="redirects followed per source URL")
    fetch_allow_loopback: bool = Field(False, description="TESTS ONLY: let source URLs reach loopback addresses")

    claims_max_sentences: int = Field(120, ge=1, description="/claims/check: sentences checked (requests clamp down)")
    claims_max_claims: int = Field(200, ge=1, description="/claims/check: atomic claims checked (requests clamp down)")
    claims_source_read_chars: int = Field(60_000, ge=1, description="characters of each source that are read")
    claims_max_answer_chars: int = Field(100_000, ge=1, description="POST /claims/check: longer answers get 413")
    claims_max_sources: int = Field(50, ge=1, description="POST /claims/check: more sources get 413")
    claims_max_source_chars: int = Field(1_000_000, ge=1, description="/claims/check: total source characters (413)")
    claims_warn_threshold: float = Field(0.2, ge=0, le=1, description="default unsupportedShare for label warn")
    claims_alert_threshold: float = Field(0.5, ge=0, le=1, description="default unsupportedShare for label alert")

    search_provider_url: str = Field("https://api.tavily.com",
                                     description="open mode: Tavily-compatible search API base (POST {url}/search)")
    search_api_key: SecretStr | None = Field(None, description="open mode: search API key; open mode is off without")
    search_timeout_s: float = Field(10.0, gt=0, description="open mode: timeout of one search request")
    search_max_results: int = Field(5, ge=1, le=20, description="open mode: results asked for per claim")
    search_min_score: float = Field(0.3, ge=0, le=1, description="open mode: results below this relevance are ignored")
    search_depth: Literal["basic", "advanced"] = Field("basic", description="open mode: the provider's search_depth")

    x402: X402Settings = Field(default_factory=X402Settings)
    demo_payer_private_key: SecretStr | None = Field(
        None, description="LOCAL TEST CHAINS ONLY: key the human page's test-payer mode signs x402 payments with"
    )

    @field_validator("default_rate")
    @classmethod
    def _valid_rate(cls, value: str) -> str:
        RateSpec.parse(value)
        return value

    @field_validator("log_level")
    @classmethod
    def _valid_level(cls, value: str) -> str:
        value = value.upper()
        if value not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError("log_level must be DEBUG, INFO, WARNING or ERROR")
        return value

    @model_validator(mode="after")
    def _warn_not_above_alert(self) -> Settings:
        if self.claims_warn_threshold > self.claims_alert_threshold:
            raise ValueError("claims_warn_threshold must not exceed claims_alert_threshold")
        return self

    @cached_property
    def default_rate_spec(self) -> RateSpec:
        return RateSpec.parse(self.default_rate)

    @property
    def engine_options(self) -> dict[str, object]:
        """Keyword options every worker's ``verifier.registry.load_engine`` gets."""
        return {"read_json": self.read_json}
