"""Kubernetes manifests (deploy/k8s) against the bundled Kubernetes JSON schemas, plus the wiring a
schema cannot see: selectors, probes, security context, settings and secret references."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from gateway.settings import Settings

from .support import DEPLOY, PRIVATE_KEY_RE, SECRET_SETTINGS, TEST_ONLY_SETTINGS, groundcheck_vars, setting_env_names

K8S = DEPLOY / "k8s"
K8S_VERSION = "1.33.0"


def _docs(path: Path) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d]


KUSTOMIZATION = yaml.safe_load((K8S / "kustomization.yaml").read_text())
FILES = [K8S / name for name in KUSTOMIZATION["resources"]]
RESOURCES = [doc for path in FILES for doc in _docs(path)]


def _one(kind: str, name: str | None = None) -> dict[str, Any]:
    found = [r for r in RESOURCES if r["kind"] == kind and (name is None or r["metadata"]["name"] == name)]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


DEPLOYMENT = _one("Deployment", "groundcheck")
POD = DEPLOYMENT["spec"]["template"]["spec"]
GATEWAY = next(c for c in POD["containers"] if c["name"] == "gateway")


def test_kustomization_lists_every_manifest() -> None:
    on_disk = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert set(KUSTOMIZATION["resources"]) == on_disk


@pytest.mark.parametrize("resource", RESOURCES, ids=lambda r: f"{r['kind']}/{r['metadata']['name']}")
def test_manifest_matches_the_kubernetes_schema(resource: dict[str, Any]) -> None:
    kubernetes_validate.validate(resource, K8S_VERSION, strict=True)


def test_the_schema_check_catches_mistakes() -> None:
    broken = copy.deepcopy(DEPLOYMENT)
    broken["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["httpGet"]["pth"] = "/health"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, K8S_VERSION, strict=True)
    wrong_type = copy.deepcopy(DEPLOYMENT)
    wrong_type["spec"]["replicas"] = "two"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(wrong_type, K8S_VERSION, strict=True)


def test_expected_kinds_are_present() -> None:
    kinds = {r["kind"] for r in RESOURCES}
    assert {"Deployment", "Service", "HorizontalPodAutoscaler", "ConfigMap", "StatefulSet",
            "PodDisruptionBudget"} <= kinds
    assert _one("HorizontalPodAutoscaler")["apiVersion"] == "autoscaling/v2"


def test_probes_hit_health_on_the_container_port() -> None:
    port_names = {p["name"]: p["containerPort"] for p in GATEWAY["ports"]}
    assert port_names == {"http": Settings().port}
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        get = GATEWAY[probe]["httpGet"]
        assert get["path"] == "/health" and get["port"] == "http", probe
    # liveness is more patient than readiness: a Redis outage makes /health 503 and a restart won't fix it
    live, ready = GATEWAY["livenessProbe"], GATEWAY["readinessProbe"]
    assert live["periodSeconds"] * live["failureThreshold"] > 4 * ready["periodSeconds"] * ready["failureThreshold"]


def test_pod_runs_non_root_with_read_only_root_and_resources() -> None:
    assert POD["securityContext"]["runAsNonRoot"] is True and POD["securityContext"]["runAsUser"] != 0
    assert POD["automountServiceAccountToken"] is False
    sc = GATEWAY["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True and sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]
    mounts = {m["mountPath"] for m in GATEWAY["volumeMounts"]}
    assert "/tmp" in mounts  # the forkserver socket of the worker pool
    assert {"cpu", "memory"} <= set(GATEWAY["resources"]["requests"]) <= set(GATEWAY["resources"]["limits"])


def test_grace_period_outlasts_a_request() -> None:
    settings = Settings()
    prestop = GATEWAY["lifecycle"]["preStop"]["sleep"]["seconds"]
    shutdown_grace = 5  # gateway/__main__.py: shutdown_timeout = request deadline + 5
    assert POD["terminationGracePeriodSeconds"] > settings.request_deadline_s + shutdown_grace + prestop


def test_selectors_match_the_pods() -> None:
    labels = DEPLOYMENT["spec"]["template"]["metadata"]["labels"]
    assert DEPLOYMENT["spec"]["selector"]["matchLabels"].items() <= labels.items()
    service = _one("Service", "groundcheck")
    assert service["spec"]["selector"].items() <= labels.items()
    assert service["spec"]["ports"][0]["targetPort"] == "http"
    assert _one("PodDisruptionBudget")["spec"]["selector"]["matchLabels"].items() <= labels.items()
    target = _one("HorizontalPodAutoscaler")["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", "groundcheck")
    assert _one("HorizontalPodAutoscaler")["spec"]["minReplicas"] >= 2
    redis = _one("StatefulSet", "groundcheck-redis")
    redis_service = _one("Service", "groundcheck-redis")
    assert redis_service["spec"]["selector"].items() <= redis["spec"]["template"]["metadata"]["labels"].items()
    policy = _one("NetworkPolicy")
    assert policy["spec"]["ingress"][0]["from"][0]["podSelector"]["matchLabels"].items() <= labels.items()


def test_settings_come_from_the_configmap_and_secrets_by_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    config = _one("ConfigMap", "groundcheck-config")
    assert {"configMapRef": {"name": "groundcheck-config"}} in GATEWAY["envFrom"]
    known = setting_env_names()
    assert set(config["data"]) <= known, set(config["data"]) - known
    assert not set(config["data"]) & SECRET_SETTINGS, "secrets never go in the ConfigMap"
    assert config["data"]["GROUNDCHECK_HOST"] == "0.0.0.0"
    assert int(config["data"]["GROUNDCHECK_PORT"]) == GATEWAY["ports"][0]["containerPort"]
    assert config["data"]["GROUNDCHECK_REDIS_URL"].startswith("redis://groundcheck-redis:")
    for name, value in config["data"].items():
        monkeypatch.setenv(name, value)
    settings = Settings()  # the values parse, nested x402 settings included
    assert settings.x402.asset == config["data"]["GROUNDCHECK_X402_ASSET"]
    env = {e["name"]: e for e in GATEWAY["env"]}
    assert set(env) <= known
    assert set(env) >= SECRET_SETTINGS
    for name in SECRET_SETTINGS:
        assert "value" not in env[name], f"{name} must come from a Secret, never a literal"
        assert env[name]["valueFrom"]["secretKeyRef"]["name"] == "groundcheck-secrets"
    assert not any(r["kind"] == "Secret" for r in RESOURCES), "no Secret (with values) in the repository"


def test_every_groundcheck_variable_mentioned_is_a_real_setting() -> None:
    known = setting_env_names()
    for path in K8S.glob("*.yaml"):
        mentioned = groundcheck_vars(path.read_text())
        assert not mentioned - known, f"{path.name}: {mentioned - known}"
        assert not mentioned & TEST_ONLY_SETTINGS, f"{path.name}: test-only settings"


def test_no_private_key_in_the_manifests() -> None:
    for path in K8S.glob("*.yaml"):
        assert not PRIVATE_KEY_RE.search(path.read_text()), path.name
