"""x402 payments: pricing, the 402 challenge, EIP-3009 verification, replay safety and settlement."""

from .facilitator import FacilitatorSettler
from .service import PaymentService, PaymentsMisconfigured, WorkOutcome
from .settings import X402Settings
from .settle import RelayerSettler, Settler, SettleRequest, SettleResult

__all__ = [
    "FacilitatorSettler",
    "PaymentService",
    "PaymentsMisconfigured",
    "RelayerSettler",
    "SettleRequest",
    "SettleResult",
    "Settler",
    "WorkOutcome",
    "X402Settings",
]
