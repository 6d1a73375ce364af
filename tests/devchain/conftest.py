"""Make the devchain fixtures available here even before tests/conftest.py registers them.

If the root conftest already registered ``tests.chain_fixtures`` (``pytest_plugins``), importing the
fixtures again here would start a second session chain, so this is only a fallback.
"""

import sys

if "tests.chain_fixtures" not in sys.modules:
    from tests.chain_fixtures import devchain, devchain_w3, funded_payer  # noqa: F401
