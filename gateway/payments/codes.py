"""x402 reason codes (x402.md §7) and the gateway's own payment error codes."""

from __future__ import annotations

# challenge without a payment
PAYMENT_REQUIRED = "payment_required"

# 400
INVALID_PAYLOAD = "invalid_payload"

# 402 verification failures
INVALID_X402_VERSION = "invalid_x402_version"
INVALID_PAYMENT_REQUIREMENTS = "invalid_payment_requirements"
UNSUPPORTED_SCHEME = "unsupported_scheme"
INVALID_NETWORK = "invalid_network"
MISSING_EIP712_DOMAIN = "missing_eip712_domain"
RECIPIENT_MISMATCH = "invalid_exact_evm_payload_recipient_mismatch"
VALUE_MISMATCH = "invalid_exact_evm_payload_authorization_value_mismatch"
VALID_BEFORE = "invalid_exact_evm_payload_authorization_valid_before"
VALID_AFTER = "invalid_exact_evm_payload_authorization_valid_after"
INVALID_SIGNATURE = "invalid_exact_evm_payload_signature"
NONCE_USED = "invalid_exact_evm_nonce_already_used"
INSUFFICIENT_FUNDS = "insufficient_funds"
ASSET_MISMATCH = "invalid_payment_requirements"

# settlement
SIMULATION_FAILED = "invalid_exact_evm_transaction_simulation_failed"
TRANSFER_EVENT_MISMATCH = "invalid_exact_evm_transfer_event_mismatch"
TRANSACTION_FAILED = "transaction_failed"
SETTLEMENT_PENDING = "settlement_pending"
UNEXPECTED_SETTLE_ERROR = "unexpected_settle_error"
UNEXPECTED_VERIFY_ERROR = "unexpected_verify_error"

# 409 (our replay protection)
PAYMENT_IN_PROGRESS = "payment_in_progress"
PAYMENT_REQUEST_MISMATCH = "payment_bound_to_other_request"

# revert strings of FiatTokenV2 (and our devchain token) -> reason codes
REVERT_CODES: dict[str, str] = {
    "authorization is not yet valid": VALID_AFTER,
    "authorization is expired": VALID_BEFORE,
    "authorization is used or canceled": NONCE_USED,
    "invalid signature": INVALID_SIGNATURE,
    "transfer amount exceeds balance": INSUFFICIENT_FUNDS,
}


def code_for_revert(message: str) -> str:
    low = message.lower()
    for needle, code in REVERT_CODES.items():
        if needle in low:
            return code
    return SIMULATION_FAILED
