"""The ``groundcheck`` console script.

``check`` and ``check-answer`` run the verifier in this process, without a server or Redis, and
print the same JSON body as ``POST /check`` (``/check/batch`` for several ``--claim``) and
``POST /claims/check``. ``keys`` and ``serve`` are ``python -m gateway keys|serve``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from pydantic import ValidationError

EXIT_OK, EXIT_NOT_SUPPORTED, EXIT_USAGE = 0, 1, 2
DELEGATED = ("keys", "serve")  # handled by gateway.__main__


def _read(path: str) -> str:
    """A file's text; ``-`` reads standard input."""
    if path == "-":
        return sys.stdin.read()
    return Path(path).read_text(encoding="utf-8")


def _print_json(body: Any, compact: bool, stream: Any = None) -> None:
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":")) if compact else json.dumps(
        body, ensure_ascii=False, indent=2)
    print(text, file=stream or sys.stdout)


def _validation_body(exc: ValidationError) -> dict:
    from gateway.errors import validation_error

    return json.loads(validation_error(exc).text)


def run_check(claims: list[str], contexts: list[str], engine_name: str | None = None) -> dict:
    """Validate like the API, run the engine in-process, return the API's 200 body.

    Raises ``pydantic.ValidationError`` for input the API would answer with 422.
    """
    from gateway.check_result import check_body
    from gateway.schemas import CheckBatchRequest, CheckRequest, Limits
    from gateway.settings import Settings
    from verifier.registry import load_engine
    from verifier.types import join_context

    settings = Settings()
    batch = len(claims) != 1
    payload: dict[str, Any] = {"context": contexts[0] if len(contexts) == 1 else contexts}
    payload.update({"claims": claims} if batch else {"claim": claims[0]})
    model = CheckBatchRequest if batch else CheckRequest
    limits = Limits(max_context_chars=settings.max_context_chars, max_claim_chars=settings.max_claim_chars,
                    max_batch_claims=settings.max_batch_claims)
    req = model.model_validate(payload, context={"limits": limits})
    engine = load_engine(engine_name or settings.engine, **settings.engine_options)
    started = time.perf_counter()
    verdicts = engine.check_batch(req.claims, join_context(req.context or ""))
    latency_ms = int((time.perf_counter() - started) * 1000)
    return check_body(verdicts, engine.model_used, latency_ms, batch=batch)


def run_check_answer(answer: str, sources: list[tuple[str, str]], engine_name: str | None = None,
                     warn: float | None = None, alert: float | None = None) -> dict:
    """``POST /claims/check`` in-process: ``sources`` are (name, content). Returns the API's 200 body.

    Raises ``pydantic.ValidationError`` (422) or ``ClaimsRequestError`` (400/413) like the route.
    """
    from gateway.routes_claims import check_options, finish_body, parse_job
    from gateway.settings import Settings
    from verifier.claim_check import SourceDoc, check_answer
    from verifier.registry import load_engine

    settings = Settings()
    request: dict[str, Any] = {"answer": answer, "sources": [{"name": n, "content": c} for n, c in sources]}
    thresholds = {k: v for k, v in (("warn", warn), ("alert", alert)) if v is not None}
    if thresholds:
        request["options"] = {"thresholds": thresholds}
    job = parse_job(settings, json.dumps(request).encode())
    engine = load_engine(engine_name or settings.engine, **settings.engine_options)
    body = check_answer(engine, job.req.answer, [SourceDoc(*src) for src in job.sources],
                        **check_options(settings, job))
    body["engine"] = engine.model_used  # as verifier.claim_check.check_answer_task does in a worker
    return finish_body(body, job)


def _cmd_check_answer(args: argparse.Namespace) -> int:
    from gateway.routes_claims import ClaimsRequestError

    try:
        answer = _read(args.answer)
        sources = [(Path(path).name if path != "-" else "stdin", _read(path)) for path in args.sources]
    except OSError as exc:
        print(f"groundcheck: cannot read input: {exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        body = run_check_answer(answer, sources, args.engine, args.warn, args.alert)
    except ValidationError as exc:
        _print_json(_validation_body(exc), args.compact, sys.stderr)
        return EXIT_USAGE
    except ClaimsRequestError as exc:
        _print_json({"error": exc.message, "source": exc.source, **exc.extra}, args.compact, sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:
        print(f"groundcheck: {exc}", file=sys.stderr)
        return EXIT_USAGE
    _print_json(body, args.compact)
    counts = body["counts"]
    if args.strict and (counts["contradicted"] or counts["unsupported"]):
        return EXIT_NOT_SUPPORTED
    return EXIT_OK


def _verdicts(body: dict) -> list[str]:
    data = body["data"]
    return [item["verdict"] for item in (data if isinstance(data, list) else [data])]


def _cmd_check(args: argparse.Namespace) -> int:
    try:
        contexts = [_read(path) for path in args.context]
    except OSError as exc:
        print(f"groundcheck: cannot read context: {exc}", file=sys.stderr)
        return EXIT_USAGE
    try:
        body = run_check(args.claim, contexts, args.engine)
    except ValidationError as exc:
        _print_json(_validation_body(exc), args.compact, sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:  # unknown engine name, unusable model file
        print(f"groundcheck: {exc}", file=sys.stderr)
        return EXIT_USAGE
    _print_json(body, args.compact)
    if args.strict and any(v != "supported" for v in _verdicts(body)):
        return EXIT_NOT_SUPPORTED
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="groundcheck",
        description="groundcheck: is a claim supported by its sources? Runs the verifier locally, "
                    "manages API keys, serves the HTTP API.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    check = sub.add_parser("check", help="check claims against a context locally (prints the POST /check JSON)")
    check.add_argument("--claim", action="append", required=True,
                       help="the claim to check; repeat for several (prints the POST /check/batch JSON)")
    check.add_argument("--context", action="append", required=True, metavar="FILE",
                       help="file with the source text ('-' for stdin); repeat to give a list of sources")
    _common_options(check)
    answer = sub.add_parser("check-answer", help="check every sentence of an answer against its sources locally "
                                                 "(prints the POST /claims/check JSON)")
    answer.add_argument("--answer", required=True, metavar="FILE", help="file with the answer ('-' for stdin)")
    answer.add_argument("--sources", nargs="+", required=True, metavar="FILE",
                        help="one file per source; the file name is the source's name in the evidence")
    answer.add_argument("--warn", type=float, help="unsupported share from which the label is 'warn'")
    answer.add_argument("--alert", type=float, help="unsupported share from which the label is 'alert'")
    _common_options(answer)
    sub.add_parser("keys", help="manage API keys in Redis (python -m gateway keys ...)", add_help=False)
    sub.add_parser("serve", help="run the HTTP gateway (python -m gateway serve)", add_help=False)
    return parser


def _common_options(cmd: argparse.ArgumentParser) -> None:
    cmd.add_argument("--engine", help="verifier engine (default: GROUNDCHECK_ENGINE, else auto)")
    cmd.add_argument("--compact", action="store_true", help="print JSON on one line")
    cmd.add_argument("--strict", action="store_true", help="exit 1 unless every claim is 'supported'")


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in DELEGATED:
        from gateway.__main__ import main as gateway_main

        return gateway_main(argv)
    args = build_parser().parse_args(argv)
    if args.command == "check":
        return _cmd_check(args)
    if args.command == "check-answer":
        return _cmd_check_answer(args)
    return EXIT_USAGE  # pragma: no cover - argparse rejects unknown commands


if __name__ == "__main__":
    sys.exit(main())
