"""Keyed POST /check throughput through the full gateway vs a bare aiohttp handler, same run.

Usage: python bench/gateway.py [--seconds 10] [--concurrency 16] [--engine auto]
Prints requests/second and latency for both, and the ratio gateway / bare.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _servers import Processes, create_key  # noqa: E402

CONTEXT = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named "
    "after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889. "
    "It was the centrepiece of the 1889 World's Fair. The tower is 330 metres tall, about the same height "
    "as an 81-storey building, and the tallest structure in Paris."
)
BODY = json.dumps({"claim": "The Eiffel Tower was built for the 1889 World's Fair.", "context": CONTEXT})


async def drive(url: str, headers: dict[str, str], seconds: float, concurrency: int) -> dict:
    latencies: list[float] = []
    errors = 0
    stop_at = time.perf_counter() + seconds

    async def worker(session: aiohttp.ClientSession) -> None:
        nonlocal errors
        while time.perf_counter() < stop_at:
            t0 = time.perf_counter()
            async with session.post(url, data=BODY, headers=headers) as resp:
                await resp.read()
                if resp.status != 200:
                    errors += 1
            latencies.append(time.perf_counter() - t0)

    conn = aiohttp.TCPConnector(limit=concurrency)
    async with aiohttp.ClientSession(connector=conn) as session:
        t0 = time.perf_counter()
        await asyncio.gather(*(worker(session) for _ in range(concurrency)))
        elapsed = time.perf_counter() - t0
    latencies.sort()
    return {
        "requests": len(latencies), "errors": errors, "rps": len(latencies) / elapsed,
        "p50_ms": statistics.median(latencies) * 1000,
        "p95_ms": latencies[int(len(latencies) * 0.95) - 1] * 1000,
    }


async def main_async(args: argparse.Namespace) -> None:
    with Processes() as procs:
        redis_url = procs.redis()
        key = create_key(redis_url)
        gateway = procs.gateway(redis_url, engine=args.engine)
        bare = procs.bare()
        async with aiohttp.ClientSession() as s, s.get(gateway + "/v1/status") as r:
            model = (await r.json())["model"]
        headers = {"x-api-key": key, "content-type": "application/json"}
        await drive(bare + "/check", headers, 1, args.concurrency)  # warm-up
        await drive(gateway + "/check", headers, 1, args.concurrency)
        bare_stats = await drive(bare + "/check", headers, args.seconds, args.concurrency)
        gw_stats = await drive(gateway + "/check", headers, args.seconds, args.concurrency)
    print(f"engine: {model}; concurrency {args.concurrency}; {args.seconds:.0f} s each, loopback")
    for name, st in (("bare aiohttp handler", bare_stats), ("full gateway /check", gw_stats)):
        print(f"{name:<22} {st['rps']:8.1f} req/s  p50 {st['p50_ms']:6.2f} ms  p95 {st['p95_ms']:6.2f} ms  "
              f"({st['requests']} requests, {st['errors']} errors)")
    print(f"ratio gateway/bare: {gw_stats['rps'] / bare_stats['rps']:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--engine", default="auto")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
