"""Pay for one check on the local stack with the published x402 client, as a keyless agent would.

    .venv/bin/python deploy/local/pay_example.py            # reads .run/local.json written by `make run`

It discovers the price from GET /v1/status, sends the check, lets the x402 client answer the 402 by
signing an EIP-3009 authorization with the test-only payer key, and prints the verdict and the
settlement (transaction hash, payer). The token and keys are the local devchain's, test-only.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
from pathlib import Path

from eth_account import Account
from x402 import x402Client
from x402.http.clients.httpx import wrapHttpxWithPayment
from x402.mechanisms.evm.exact import ExactEvmClientScheme
from x402.mechanisms.evm.signers import EthAccountSigner

BODY = {
    "claim": "The Eiffel Tower was completed in 1889.",
    "context": "The Eiffel Tower was built for the 1889 World's Fair in Paris and completed in March 1889.",
}


async def pay_for_check(local: dict) -> dict:
    client = x402Client()
    signer = EthAccountSigner(Account.from_key(local["payer_private_key"]))
    client.register("eip155:*", ExactEvmClientScheme(signer=signer))
    client.set_spend_controls(False)  # the local test token is not in the SDK's USDC allow-list

    async with wrapHttpxWithPayment(client, timeout=60) as http:
        status = (await http.get(local["base_url"] + "/v1/status")).json()["payments"]
        price = status["base_fee"] + status["price_per_claim"]["grounded"]
        response = await http.post(local["base_url"] + "/check", json=BODY)
    settlement_header = response.headers.get("PAYMENT-RESPONSE") or response.headers.get("X-PAYMENT-RESPONSE")
    settlement = json.loads(base64.b64decode(settlement_header)) if settlement_header else None
    return {"status": response.status_code, "price_atomic": price, "result": response.json(),
            "settlement": settlement}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--local", default=".run/local.json", help="the file `make run` writes")
    args = parser.parse_args()
    local = json.loads(Path(args.local).read_text())
    outcome = asyncio.run(pay_for_check(local))
    print(json.dumps(outcome, indent=2))
    if outcome["status"] != 200:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
