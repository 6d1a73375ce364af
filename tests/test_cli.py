"""The `groundcheck` console script, run in a subprocess like a user would."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from gateway.app import create_app
from gateway.cli import main as cli_main
from gateway.payments.settings import X402Settings
from gateway.settings import Settings
from tests.conftest import free_port

BIN = Path(sys.executable).parent / "groundcheck"
CONTEXT = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. "
    "It was completed in March 1889 for the World's Fair. It is 330 metres tall."
)
VOLATILE = {"id", "latency_ms", "checked_at"}


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None,
        module: bool = False) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "gateway.cli", *args] if module else [str(BIN), *args]
    full_env = {**os.environ, "GROUNDCHECK_ENGINE": "lexical", **(env or {})}
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=120, env=full_env)


@pytest.fixture(scope="module")
def context_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "context.txt"
    path.write_text(CONTEXT, encoding="utf-8")
    return path


def test_console_script_is_installed() -> None:
    assert BIN.exists() or shutil.which("groundcheck"), "pip install -e . declares the groundcheck script"


async def test_check_prints_the_api_body(context_file: Path, aiohttp_client, redis_url: str) -> None:
    claim = "The Eiffel Tower is in Paris."
    proc = run("check", "--claim", claim, "--context", str(context_file))
    assert proc.returncode == 0, proc.stderr
    cli = json.loads(proc.stdout)

    settings = Settings(redis_url=redis_url, pool_size=1, engine="lexical", x402=X402Settings())
    client = await aiohttp_client(create_app(settings))
    from gateway.keys import KeyStore
    from gateway.ratelimit import RateSpec
    from gateway.services import SERVICES

    raw, _ = await KeyStore(client.server.app[SERVICES].redis).create("cli", RateSpec.parse("10/min"))
    r = await client.post("/check", json={"claim": claim, "context": CONTEXT}, headers={"x-api-key": raw})
    api = await r.json()

    assert cli.keys() == api.keys() and cli["meta"].keys() == api["meta"].keys()
    assert cli["data"]["id"].startswith("chk_")
    strip = lambda d: {k: v for k, v in d.items() if k not in VOLATILE}  # noqa: E731
    assert strip(cli["data"]) == strip(api["data"])  # same engine, same verdict, evidence and score


def test_batch_from_stdin_and_strict_exit_code() -> None:
    proc = run("check", "--claim", "It is 330 metres tall.", "--claim", "It is 500 metres tall.",
               "--context", "-", "--compact", "--strict", stdin=CONTEXT, module=True)
    assert proc.returncode == 1, proc.stderr  # one claim is not supported
    body = json.loads(proc.stdout)
    assert proc.stdout.count("\n") == 1  # --compact: one line
    assert body["meta"]["count"] == 2
    assert [d["verdict"] for d in body["data"]] == ["supported", "contradicted"]
    ev = body["data"][0]["evidence"][0]
    assert CONTEXT[ev["start"]:ev["end"]] == ev["text"]


def test_bad_input_exits_2_with_the_api_error_on_stderr(tmp_path: Path) -> None:
    blank = tmp_path / "blank.txt"
    blank.write_text("   ")
    proc = run("check", "--claim", "x", "--context", str(blank))
    assert proc.returncode == 2 and proc.stdout == ""
    err = json.loads(proc.stderr)
    assert err["source"] == "validation" and err["detail"]


def test_more_errors_in_process(context_file: Path, tmp_path: Path, capsys, monkeypatch) -> None:
    """The same main() the console script calls, in-process to keep the suite fast."""
    monkeypatch.setenv("GROUNDCHECK_ENGINE", "lexical")
    assert cli_main(["check", "--claim", "x", "--context", str(context_file), "--engine", "nope"]) == 2
    assert "unknown verifier engine" in capsys.readouterr().err
    assert cli_main(["check", "--claim", "x", "--context", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read context" in capsys.readouterr().err
    monkeypatch.setenv("GROUNDCHECK_MAX_CLAIM_CHARS", "100")
    assert cli_main(["check", "--claim", "word " * 100, "--context", str(context_file)]) == 2
    assert "limit is 100" in capsys.readouterr().err  # limits come from settings


ANSWER = "# The Eiffel Tower\n\nThe Eiffel Tower is in Paris. It is 500 metres tall. Hello there!\n"


async def test_check_answer_prints_the_claims_check_body(context_file: Path, tmp_path: Path, aiohttp_client,
                                                        redis_url: str) -> None:
    answer = tmp_path / "answer.md"
    answer.write_text(ANSWER)
    other = tmp_path / "other.txt"
    other.write_text("Gustave Eiffel's company built it.")
    proc = run("check-answer", "--answer", str(answer), "--sources", str(context_file), str(other), "--strict")
    assert proc.returncode == 1, proc.stderr  # one claim is contradicted
    cli = json.loads(proc.stdout)

    settings = Settings(redis_url=redis_url, pool_size=1, engine="lexical", x402=X402Settings())
    client = await aiohttp_client(create_app(settings))
    from gateway.keys import KeyStore
    from gateway.ratelimit import RateSpec
    from gateway.services import SERVICES

    raw, _ = await KeyStore(client.server.app[SERVICES].redis).create("cli", RateSpec.parse("10/min"))
    request = {"answer": ANSWER, "sources": [{"name": "context.txt", "content": CONTEXT},
                                             {"name": "other.txt", "content": other.read_text()}]}
    r = await client.post("/claims/check", json=request, headers={"x-api-key": raw})
    assert r.status == 200, await r.text()
    api = await r.json()
    assert {k: v for k, v in cli.items() if k != "checkedAt"} == {k: v for k, v in api.items() if k != "checkedAt"}
    assert [c["verdict"] for c in cli["claims"]] == ["supported", "contradicted"]
    quote = cli["claims"][1]["evidence"][0]
    assert quote["sourceName"] == "context.txt" and CONTEXT[quote["start"]:quote["end"]] == quote["quote"]
    sentence = cli["sentences"][0]
    assert ANSWER[sentence["start"]:sentence["end"]] == sentence["text"]


def test_check_answer_errors_exit_2(context_file: Path, tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("GROUNDCHECK_ENGINE", "lexical")
    answer = tmp_path / "answer.md"
    answer.write_text(ANSWER)
    args = ["check-answer", "--answer", str(answer), "--sources", str(context_file)]
    assert cli_main([*args, "--warn", "0.9", "--alert", "0.1"]) == 2
    assert json.loads(capsys.readouterr().err)["source"] == "validation"
    monkeypatch.setenv("GROUNDCHECK_CLAIMS_MAX_SOURCES", "1")
    assert cli_main([*args, str(context_file)]) == 2
    assert json.loads(capsys.readouterr().err)["limit"] == 1
    assert cli_main(["check-answer", "--answer", str(tmp_path / "none.md"), "--sources", "x"]) == 2


def test_keys_delegate_to_the_gateway_cli(redis_url: str) -> None:
    env = {"GROUNDCHECK_REDIS_URL": redis_url}
    created = run("keys", "create", "--name", "cli-user", "--rate", "5/min", "--json", env=env)
    assert created.returncode == 0, created.stderr
    key = json.loads(created.stdout)
    assert key["api_key"] and key["name"] == "cli-user"

def test_keys_list_and_revoke_through_main(redis_url: str, capsys, monkeypatch) -> None:
    monkeypatch.setenv("GROUNDCHECK_REDIS_URL", redis_url)
    assert cli_main(["keys", "create", "--name", "cli-user"]) == 0
    capsys.readouterr()
    assert cli_main(["keys", "list", "--json"]) == 0
    assert [k["name"] for k in json.loads(capsys.readouterr().out)] == ["cli-user"]
    assert cli_main(["keys", "revoke", "cli-user"]) == 0
    assert cli_main(["keys", "revoke", "cli-user"]) == 1  # nothing active left


def test_serve_answers_health(redis_url: str) -> None:
    port = free_port()
    env = {**os.environ, "GROUNDCHECK_REDIS_URL": redis_url, "GROUNDCHECK_PORT": str(port),
           "GROUNDCHECK_POOL_SIZE": "1", "GROUNDCHECK_ENGINE": "lexical", "GROUNDCHECK_LOG_LEVEL": "INFO"}
    proc = subprocess.Popen([str(BIN), "serve"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as resp:
                    health = json.loads(resp.read())
                break
            except OSError:
                assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
                assert time.monotonic() < deadline, "groundcheck serve did not answer /health"
                time.sleep(0.2)
        assert health["status"] == "ok" and health["pool"]["size"] == 1
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0
    # JSON log lines on stderr; the access line names the route, status and latency
    lines = [json.loads(line) for line in proc.stderr.read().decode().splitlines() if line.startswith("{")]
    access = [line for line in lines if line["logger"] == "gateway.access"]
    assert any(a["route"] == "/health" and a["status"] == 200 and a["ms"] >= 0 and a["request_id"] != "-"
               for a in access)
