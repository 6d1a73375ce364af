"""POST /api/v1/calculate and GET /api/v1/tool (seed 001): the answer verifier and its envelope.

Errors are RFC 9457 problem+json (400 malformed JSON, 422 invalid input with per-field ``errors``,
and the gateway's 401/413/429/5xx restyled); the x402 402 challenge stays as the payment module
writes it.
"""

from __future__ import annotations

from contextvars import ContextVar
from datetime import UTC, datetime

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field, field_validator
from yarl import URL

from gateway.dispatch import PricedEndpoint, serve_priced
from gateway.fetch import FetchPolicy, FetchResult, fetch_all
from gateway.offload import PoolFailure, offload
from gateway.openapi import Operation, Response, operation
from gateway.payments import WorkOutcome
from gateway.problems import PROBLEM_JSON, Problem, from_validation, problem, problem_body, restyle
from gateway.services import SERVICES, Services
from verifier.answer_verifier import (
    K1,
    MIN_CLAIM_CHARS,
    B,
    count_claims_task,
    split_pasted_sources,
    verify_answer_task,
)

TOOL = {"id": "ai_answer_verifier", "name": "AI Answer Verifier", "version": "1.0.0"}
METHODOLOGY = [
    f"Claims = sentences of the answer with at least {MIN_CLAIM_CHARS} characters.",
    "Check-worthy if the claim contains numbers (number), years (year), multi-word proper names (proper-name), "
    "superlatives (superlative) or absolutes (absolute), or causal wording (causal).",
    f"Each source is split into sentences; the best match for a claim is the source sentence with the highest "
    f"BM25 score (k1 = {K1}, b = {B}) over stemmed content words, across all sources.",
    "Coverage = share of the claim's distinct content words found in that sentence. supported: coverage >= 0.7 "
    "and every number in the claim appears in it; contradicted-number: coverage >= 0.5, a number from the claim is "
    "missing from the evidence and the evidence contains a different number; partially-supported: coverage >= 0.4; "
    "otherwise not-found. The rules are applied in that order.",
    "This is lexical evidence matching, not truth verification: supported means similar wording exists in your "
    "sources, not that the sources are right. Paraphrases can be missed.",
]
_ORIGIN: ContextVar[str] = ContextVar("calculate_origin", default="http://127.0.0.1:8080")


class CalculateInput(BaseModel):
    """The seed's AiAnswerVerifierInput."""

    model_config = ConfigDict(extra="forbid", strict=True)

    answer: str = Field(..., max_length=50_000, title="AI answer")
    sources: str = Field("", max_length=400_000, title="Source texts",
                         description="One or more sources, separated by a line containing only ---")
    sourceUrls: list[str] = Field(default_factory=list, max_length=5, title="Source URLs",
                                  description="Public http(s) pages fetched once (max 5).")

    @field_validator("sourceUrls")
    @classmethod
    def _urls(cls, urls: list[str]) -> list[str]:
        for url in urls:
            parsed = URL(url) if len(url) <= 2048 else None
            if parsed is None or parsed.scheme not in ("http", "https") or not parsed.host:
                raise ValueError(f"not an absolute http(s) URL of at most 2048 characters: {url[:80]!r}")
        return urls


def _parse(_services: Services, body: bytes) -> CalculateInput:
    return CalculateInput.model_validate_json(body or b"null")


def _policy(services: Services) -> FetchPolicy:
    s = services.settings
    return FetchPolicy(timeout_s=s.fetch_timeout_s, max_bytes=s.fetch_max_bytes,
                       max_redirects=s.fetch_max_redirects, allow_loopback=s.fetch_allow_loopback)


def _links() -> dict:
    origin = _ORIGIN.get()
    return {"human": f"{origin}/api/v1/tool", "api": f"{origin}/api/v1/calculate",
            "openapi": f"{origin}/api/v1/tool", "methodology": f"{origin}/api/v1/tool#methodology"}


def _summary(counts: dict) -> str:
    return (f"{counts['claims']} claim(s): {counts['supported']} supported, {counts['partiallySupported']} "
            f"partially supported, {counts['contradictedNumber']} contradicted by a number, {counts['notFound']} "
            f"not found in the sources; {counts['checkWorthy']} check-worthy.")


def _source_entries(pasted: list[str], fetched: list[FetchResult]) -> tuple[list[dict], list[str]]:
    entries = [{"title": f"Source {i + 1}", "note": "pasted text"} for i in range(len(pasted))]
    warnings = []
    for f in fetched:
        entry = {"title": f.url, "url": f.url, "retrievedAt": f.retrieved_at}
        if f.error:
            entry["note"] = f"not used: {f.error}"
            warnings.append(f"Source URL {f.url} was not used: {f.error}.")
        elif f.truncated:
            entry["note"] = "truncated at the fetch size cap"
            warnings.append(f"Source URL {f.url} was cut after the fetch size cap; the rest was not read.")
        else:
            entry["note"] = "fetched" if f.final_url == f.url else f"fetched (redirected to {f.final_url})"
        entries.append(entry)
    return entries, warnings


def _presentation(summary: str, result: dict) -> list[dict]:
    rows = [[c["index"], c["claim"], c["verdict"], c["coverage"], (c["evidence"] or {}).get("sentence", "")]
            for c in result["claims"]]
    return [{"type": "summary", "text": summary},
            {"type": "table", "columns": ["#", "Claim", "Verdict", "Coverage", "Best evidence"], "rows": rows}]


async def _run(services: Services, req: CalculateInput, _owner: str | None) -> WorkOutcome:
    pasted = split_pasted_sources(req.sources)
    fetched = await fetch_all(req.sourceUrls, _policy(services)) if req.sourceUrls else []
    sources = [(f"Source {i + 1}", text, False) for i, text in enumerate(pasted)]
    sources += [(f.url, f.text, "html" in f.content_type) for f in fetched if f.text is not None]
    try:
        core = await offload(services, verify_answer_task, req.answer, sources)
    except PoolFailure as failure:
        return WorkOutcome(failure.status, problem_body(failure.status, failure.message, code=failure.source,
                                                        **failure.extra))
    result = core["result"]
    source_entries, warnings = _source_entries(pasted, fetched)
    if not sources:
        warnings.insert(0, "No usable source was given: every claim is not-found.")
    if not result["claims"]:
        warnings.insert(0, f"The answer has no sentence of at least {MIN_CLAIM_CHARS} characters: nothing to check.")
    summary = _summary(result["counts"])
    body = {
        "schemaVersion": "1.0",
        "tool": TOOL,
        "computedAt": datetime.now(UTC).isoformat(),
        "inputs": {"answer": req.answer, "sourcesCharacters": len(req.sources), "sourceCount": len(pasted),
                   "sourceUrls": req.sourceUrls, "minClaimCharacters": MIN_CLAIM_CHARS,
                   "bm25": {"k1": K1, "b": B},
                   "thresholds": {"supported": 0.7, "contradictedNumber": 0.5, "partiallySupported": 0.4}},
        "summary": summary,
        "result": result,
        "units": {"coverage": "fraction 0-1 of the claim's distinct content words found in the evidence sentence",
                  "score": "BM25 score of the evidence sentence (unitless, higher is a better match)",
                  "characters": "Unicode code points"},
        "assumptions": METHODOLOGY,
        "sources": source_entries,
        "warnings": warnings + core["warnings"],
        "presentation": _presentation(summary, result),
        "links": _links(),
    }
    return WorkOutcome(200, body)


async def _store(_services: Services, _owner: str, outcome: WorkOutcome) -> WorkOutcome:
    return outcome  # the envelope is returned whole; nothing is kept


async def _count(services: Services, req: CalculateInput) -> int:
    """Segmenting a large answer takes tens of milliseconds: counted in a worker, not on the event loop."""
    return await offload(services, count_claims_task, req.answer)


_ENDPOINT: PricedEndpoint[CalculateInput] = PricedEndpoint(
    parse=_parse,
    claims=_count,
    run=_run,
    store=_store,
    describe=lambda req, n: f"groundcheck answer verification of {n} claim(s)",
    invalid=from_validation,
    restyle=restyle,
)


async def post_calculate(request: web.Request) -> web.StreamResponse:
    _ORIGIN.set(str(request.url.origin()))
    try:
        response = await serve_priced(request, _ENDPOINT)
    except PoolFailure as failure:
        return problem(failure.status, failure.message, code=failure.source, **failure.extra)
    except web.HTTPRequestEntityTooLarge:
        limit = request.app[SERVICES].settings.max_body_bytes
        return problem(413, f"the request body is larger than {limit} bytes", code="payload_too_large",
                       limit_bytes=limit)
    return restyle(response) if isinstance(response, web.Response) else response


def _tool_definition(origin: str) -> dict:
    return {
        "tool": TOOL,
        "mcpName": "ai_answer_verifier",
        "summary": "Split an AI answer into claims and see which ones your sources actually support.",
        "endpoint": {"method": "POST", "url": f"{origin}/api/v1/calculate", "contentType": "application/json"},
        "methodology": METHODOLOGY,
        "inputSchema": CalculateInput.model_json_schema(),
        "outputSchema": OUTPUT_SCHEMA,
        "errors": {"400": "malformed JSON (application/problem+json)",
                   "422": "invalid input, with per-field errors[] (application/problem+json)",
                   "401": "no x-api-key and payments are off", "402": "x402 payment required (price per claim)",
                   "413": "body too large", "429": "rate limit exceeded (Retry-After)"},
        "pricing": "free with an x-api-key (rate limited); otherwise x402: base fee + price per claim",
        "examples": EXAMPLES,
    }


async def get_tool(request: web.Request) -> web.Response:
    return web.json_response(_tool_definition(str(request.url.origin())))


EXAMPLES = [
    {"summary": "Eiffel Tower facts", "value": {
        "answer": "The Eiffel Tower was completed in 1889 for the World's Fair in Paris. It is 330 metres tall. "
                  "It was designed by Gustave Eiffel alone. It is the most visited paid monument in the world.",
        "sources": "The Eiffel Tower was built for the 1889 World's Fair in Paris and completed in March 1889.\n"
                   "It is 330 metres (1,083 ft) tall, including antennas.\n---\nThe tower was designed by the "
                   "engineers Maurice Koechlin and Émile Nouguier of Gustave Eiffel's company."}},
    {"summary": "Wrong number", "value": {
        "answer": "The company reported revenue of 12 billion euros in 2025.",
        "sources": "In 2025 the company reported revenue of 9.4 billion euros, up 3% from the previous year."}},
]

_CLAIM = {"type": "object", "required": ["index", "claim", "checkWorthy", "verdict", "coverage", "score", "evidence",
                                          "numbersNotInEvidence"],
          "properties": {"verdict": {"enum": ["supported", "partially-supported", "contradicted-number",
                                              "not-found"]},
                         "evidence": {"type": ["object", "null"], "required": ["source", "sentence"]}}}
OUTPUT_SCHEMA = {
    "type": "object",
    "required": ["schemaVersion", "tool", "computedAt", "inputs", "summary", "result", "units", "assumptions",
                 "sources", "warnings", "presentation", "links"],
    "properties": {
        "schemaVersion": {"const": "1.0"},
        "result": {"type": "object", "required": ["counts", "claims", "sources"],
                   "properties": {"counts": {"type": "object", "required": [
                       "claims", "supported", "partiallySupported", "contradictedNumber", "notFound", "checkWorthy"]},
                                  "claims": {"type": "array", "items": _CLAIM},
                                  "sources": {"type": "array", "items": {"required": ["label", "characters"]}}}},
        "links": {"type": "object", "required": ["human", "api", "openapi", "methodology"]},
    },
}


def _problem(description: str) -> Response:
    return Response(description, Problem, content_type=PROBLEM_JSON)


operation(Operation(
    "POST", "/api/v1/calculate", "Split an AI answer into claims and see which ones your sources support",
    tags=("answers",), request=CalculateInput, keyed=True, paid=True,
    description="Sentence claims, check-worthy flags, best source sentence by BM25, coverage and number checks: "
                "supported / partially-supported / contradicted-number / not-found. Priced per claim. Methodology "
                "and examples: GET /api/v1/tool.",
    responses={200: Response("The result envelope (schemaVersion 1.0).",
                             headers=("PAYMENT-RESPONSE", "X-PAYMENT-RESPONSE")),
               400: _problem("Malformed JSON body."), 413: _problem("Request body over the size cap."),
               422: _problem("Invalid input (see errors[])."),
               504: _problem("The check did not finish within the request deadline.")}))
operation(Operation("GET", "/api/v1/tool", "Inputs, output schema, methodology and examples of the calculate tool",
                    tags=("answers",), responses={200: Response("Tool definition.")}))


def add_routes(app: web.Application) -> None:
    app.router.add_post("/api/v1/calculate", post_calculate)
    app.router.add_get("/api/v1/tool", get_tool)
