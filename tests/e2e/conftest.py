from tests.gateway.conftest import client, make_client, new_key, redis  # noqa: F401 - shared fixtures
