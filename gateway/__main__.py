"""Command line: `python -m gateway serve` and `python -m gateway keys create|list|revoke`."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from gateway.keys import KeyStore
from gateway.ratelimit import RateSpec
from gateway.redisconn import connect_redis
from gateway.settings import Settings


def _serve(settings: Settings) -> int:
    from gateway.app import create_app
    from gateway.observability import configure_logging
    from gateway.server import serve

    configure_logging(settings.log_level)
    serve(create_app(settings), settings.host, settings.port, shutdown_timeout=settings.request_deadline_s + 5)
    return 0


async def _keys(args: argparse.Namespace, settings: Settings) -> int:
    redis = connect_redis(settings.redis_url, settings.redis_timeout_s)
    store = KeyStore(redis)
    try:
        if args.keys_command == "create":
            rate = RateSpec.parse(args.rate) if args.rate else settings.default_rate_spec
            raw, key = await store.create(args.name, rate)
            if args.json:
                print(json.dumps({"api_key": raw, **key.public()}))
            else:
                print(f"created key {key.key_id} ({key.name}, {key.rate}). It is shown only once:")
                print(raw)
        elif args.keys_command == "list":
            keys = [k.public() for k in await store.list()]
            if args.json:
                print(json.dumps(keys))
            for k in [] if args.json else keys:
                state = "revoked" if k["revoked"] else "active"
                print(f"{k['id']}  {k['name']:<24} {k['rate']:<10} {state}")
        elif args.keys_command == "revoke":
            revoked = await store.revoke(args.key)
            if not revoked:
                print(f"no active key with id or name {args.key!r}", file=sys.stderr)
                return 1
            for k in revoked:
                print(f"revoked {k.key_id} ({k.name})")
        return 0
    finally:
        await redis.aclose()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m gateway", description="groundcheck gateway")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("serve", help="run the HTTP gateway (settings from GROUNDCHECK_* variables)")
    keys = sub.add_parser("keys", help="manage API keys")
    keys_sub = keys.add_subparsers(dest="keys_command", required=True)
    create = keys_sub.add_parser("create", help="create a key; it is printed once")
    create.add_argument("--name", required=True)
    create.add_argument("--rate", help="rate limit such as 60/min (default from settings)")
    create.add_argument("--json", action="store_true", help="print JSON")
    listing = keys_sub.add_parser("list", help="list keys (ids and names, never the keys)")
    listing.add_argument("--json", action="store_true", help="print JSON")
    revoke = keys_sub.add_parser("revoke", help="revoke a key by id or name")
    revoke.add_argument("key", help="key id or name")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    settings = Settings()
    if args.command == "serve":
        return _serve(settings)
    if args.command == "keys" and args.keys_command == "create" and args.rate:
        try:
            RateSpec.parse(args.rate)
        except ValueError as exc:
            print(exc, file=sys.stderr)
            return 2
    return asyncio.run(_keys(args, settings))


if __name__ == "__main__":
    sys.exit(main())
