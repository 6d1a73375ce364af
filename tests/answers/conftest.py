"""Answer-level fixtures: the gateway fixtures (real Redis, real worker processes) reused as they are."""

from __future__ import annotations

from tests.gateway.conftest import client, make_client, new_key, redis  # noqa: F401
