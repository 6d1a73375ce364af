"""Every setting is an environment variable, and README.md documents each one."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic_settings import BaseSettings

from gateway.payments.settings import X402Settings
from gateway.settings import Settings

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()


def _env_names(model: type[BaseSettings]) -> list[str]:
    prefix = model.model_config["env_prefix"]
    names = []
    for field_name, info in model.model_fields.items():
        if isinstance(info.default_factory, type) and issubclass(info.default_factory, BaseSettings):
            names += _env_names(info.default_factory)
        else:
            names.append(f"{prefix}{field_name}".upper())
    return names


@pytest.mark.parametrize("env_name", _env_names(Settings))
def test_setting_is_documented_in_readme(env_name):
    assert f"`{env_name}`" in README


def test_nested_payment_settings_are_included():
    assert "GROUNDCHECK_X402_PAY_TO" in _env_names(Settings)
    assert set(_env_names(X402Settings)) <= set(_env_names(Settings))


def test_settings_come_from_environment(monkeypatch):
    monkeypatch.setenv("GROUNDCHECK_POOL_SIZE", "3")
    monkeypatch.setenv("GROUNDCHECK_X402_BASE_FEE", "7")
    settings = Settings()
    assert settings.pool_size == 3 and settings.x402.base_fee == 7


def test_engine_options_follow_the_settings(monkeypatch):
    assert Settings().engine_options == {"read_json": False}
    monkeypatch.setenv("GROUNDCHECK_READ_JSON", "1")
    assert Settings().engine_options == {"read_json": True}


def test_bad_settings_are_refused(monkeypatch):
    monkeypatch.setenv("GROUNDCHECK_DEFAULT_RATE", "lots")
    with pytest.raises(ValueError):
        Settings()
