"""deploy/compose: Redis + two gateway replicas + nginx, settings through env files, secrets not committed."""

from __future__ import annotations

import re
from typing import Any

import crossplane
import yaml

from gateway.settings import Settings

from .support import (
    DEPLOY,
    PRIVATE_KEY_RE,
    REPO,
    SECRET_SETTINGS,
    TEST_ONLY_SETTINGS,
    groundcheck_vars,
    setting_env_names,
)

COMPOSE_DIR = DEPLOY / "compose"
COMPOSE = yaml.safe_load((COMPOSE_DIR / "compose.yaml").read_text())
SERVICES: dict[str, Any] = COMPOSE["services"]
GATEWAYS = ["gateway-1", "gateway-2"]


def _env_file(name: str) -> dict[str, str]:
    values = {}
    for line in (COMPOSE_DIR / name).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition("=")
            values[key] = value
    return values


def test_services() -> None:
    assert set(SERVICES) == {"redis", "lb", *GATEWAYS}
    assert SERVICES["redis"]["image"].startswith("redis:")
    assert "--appendonly" in SERVICES["redis"]["command"]  # the payment journal survives a restart
    assert SERVICES["lb"]["image"].startswith("nginx:")


def test_gateways_are_identical_replicas_of_the_image() -> None:
    first, second = (SERVICES[g] for g in GATEWAYS)
    assert first == second
    assert first["build"]["dockerfile"] == "deploy/docker/Dockerfile"
    assert (COMPOSE_DIR / first["build"]["context"] / first["build"]["dockerfile"]).resolve().is_file()
    assert first["depends_on"]["redis"]["condition"] == "service_healthy"
    assert first["read_only"] is True and "/tmp" in first["tmpfs"]
    grace = int(re.fullmatch(r"(\d+)s", first["stop_grace_period"]).group(1))
    assert grace > Settings().request_deadline_s + 5


def test_every_service_has_a_healthcheck() -> None:
    for name, service in SERVICES.items():
        assert service["healthcheck"]["test"], name
    for gateway in GATEWAYS:
        assert "/health" in " ".join(SERVICES[gateway]["healthcheck"]["test"])
    lb_deps = SERVICES["lb"]["depends_on"]
    assert all(lb_deps[g]["condition"] == "service_healthy" for g in GATEWAYS)


def test_settings_through_env_and_secrets_not_committed() -> None:
    known = setting_env_names()
    gateway = SERVICES[GATEWAYS[0]]
    files = {entry["path"]: entry["required"] for entry in gateway["env_file"]}
    assert files == {"gateway.env": True, "secrets.env": False}
    config = _env_file("gateway.env")
    assert set(config) <= known and set(gateway["environment"]) <= known
    assert not set(config) & SECRET_SETTINGS and not set(gateway["environment"]) & SECRET_SETTINGS
    assert gateway["environment"]["GROUNDCHECK_REDIS_URL"] == "redis://redis:6379/0"
    assert config["GROUNDCHECK_HOST"] == "0.0.0.0" and config["GROUNDCHECK_PORT"] == "8080"
    # the example names only real secret settings, with no value; the real file is git-ignored
    example = (COMPOSE_DIR / "secrets.env.example").read_text()
    assert groundcheck_vars(example) == SECRET_SETTINGS
    assert not _env_file("secrets.env.example")  # everything commented out
    assert "secrets.env" in (COMPOSE_DIR / ".gitignore").read_text().split()
    for path in [COMPOSE_DIR / "compose.yaml", COMPOSE_DIR / "gateway.env", COMPOSE_DIR / "secrets.env.example"]:
        text = path.read_text()
        assert groundcheck_vars(text) <= known, path.name
        assert not groundcheck_vars(text) & TEST_ONLY_SETTINGS, path.name
        assert not PRIVATE_KEY_RE.search(text), path.name


def test_env_file_values_are_valid_settings(monkeypatch) -> None:
    config = _env_file("gateway.env")
    for name, value in config.items():
        monkeypatch.setenv(name, value)
    settings = Settings()
    assert settings.pool_size == int(config["GROUNDCHECK_POOL_SIZE"])
    assert settings.x402.network == config["GROUNDCHECK_X402_NETWORK"]


def _nginx() -> list[dict[str, Any]]:
    """nginx.conf parsed by crossplane (NGINX's own parser): syntax, contexts and argument counts checked."""
    mount = next(v for v in SERVICES["lb"]["volumes"] if v.endswith("/etc/nginx/nginx.conf:ro"))
    parsed = crossplane.parse(str(COMPOSE_DIR / mount.split(":")[0]), single=True, strict=False,
                              check_ctx=True, check_args=True)
    assert parsed["status"] == "ok", parsed["errors"]
    return parsed["config"][0]["parsed"]


def _find(block: list[dict[str, Any]], directive: str, *args: str) -> dict[str, Any]:
    found = [d for d in block if d["directive"] == directive and d["args"][:len(args)] == list(args)]
    assert len(found) == 1, f"{directive} {args}: {len(found)} found"
    return found[0]


def _values(block: list[dict[str, Any]], directive: str) -> list[list[str]]:
    return [d["args"] for d in block if d["directive"] == directive]


def test_nginx_balances_both_replicas_and_hides_metrics() -> None:
    http = _find(_nginx(), "http")["block"]
    upstream = _find(http, "upstream", "groundcheck")["block"]
    assert [a[0] for a in _values(upstream, "server")] == [f"{g}:8080" for g in GATEWAYS]
    server = _find(http, "server")["block"]
    assert _values(server, "listen") == [["8080"]]
    metrics = _find(server, "location", "=", "/metrics")["block"]
    assert [(d["directive"], d["args"]) for d in metrics] == [("return", ["404"])]
    root = _find(server, "location", "/")["block"]
    assert _values(root, "proxy_pass") == [["http://groundcheck"]]
    assert ["X-Request-Id", "$groundcheck_request_id"] in _values(root, "proxy_set_header")
    # long enough for a check plus a settlement; payment headers fit; a POST is never replayed elsewhere
    (timeout,) = _values(root, "proxy_read_timeout")
    assert int(timeout[0].removesuffix("s")) > Settings().request_deadline_s
    assert _values(server, "large_client_header_buffers") == [["4", "16k"]]
    assert "non_idempotent" not in _values(root, "proxy_next_upstream")[0]
    assert SERVICES["lb"]["ports"] == ["127.0.0.1:8080:8080"]


def test_compose_file_is_not_in_the_docker_build_context() -> None:
    ignored = (REPO / ".dockerignore").read_text().split()
    assert "deploy" in ignored and "**/*.env" in ignored
