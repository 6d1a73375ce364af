"""What the deployment files are checked against: the settings object and the repository layout."""

from __future__ import annotations

import re
from pathlib import Path

from pydantic_settings import BaseSettings

from gateway.settings import Settings

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
PRIVATE_KEY_RE = re.compile(r"0x[0-9a-fA-F]{64}")
SECRET_SETTINGS = {"GROUNDCHECK_X402_RELAYER_PRIVATE_KEY", "GROUNDCHECK_X402_RPC_URL", "GROUNDCHECK_SEARCH_API_KEY"}
# settings for tests and local stacks only: a deployment must never set them
TEST_ONLY_SETTINGS = {"GROUNDCHECK_FETCH_ALLOW_LOOPBACK", "GROUNDCHECK_DEMO_PAYER_PRIVATE_KEY"}


def setting_env_names(model: type[BaseSettings] = Settings) -> set[str]:
    """Every GROUNDCHECK_* variable the settings object reads (nested x402 settings included)."""
    prefix = model.model_config["env_prefix"]
    names: set[str] = set()
    for field_name, info in model.model_fields.items():
        nested = info.default_factory
        if isinstance(nested, type) and issubclass(nested, BaseSettings):
            names |= setting_env_names(nested)
        else:
            names.add(f"{prefix}{field_name}".upper())
    return names


def groundcheck_vars(text: str) -> set[str]:
    """GROUNDCHECK_* names mentioned anywhere in a file (comments included)."""
    return set(re.findall(r"\bGROUNDCHECK_[A-Z0-9_]+\b", text))
