"""Real gateway processes (`python -m gateway serve`) for tests that need several, signals or logs."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from tests.conftest import free_port

ROOT = Path(__file__).resolve().parents[1]


def payment_env(info) -> dict[str, str]:
    """Gateway settings that take x402 payments on a devchain (``tests.chain_fixtures.devchain``)."""
    return {
        "GROUNDCHECK_X402_NETWORK": info.network, "GROUNDCHECK_X402_ASSET": info.asset,
        "GROUNDCHECK_X402_ASSET_NAME": info.asset_name, "GROUNDCHECK_X402_ASSET_VERSION": info.asset_version,
        "GROUNDCHECK_X402_PAY_TO": info.pay_to, "GROUNDCHECK_X402_RPC_URL": info.rpc_url,
        "GROUNDCHECK_X402_RELAYER_PRIVATE_KEY": info.relayer_private_key,
    }


@dataclass
class LiveGateway:
    redis_url: str
    log_path: Path
    env_overrides: dict[str, str] = field(default_factory=dict)
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> LiveGateway:
        env = {**os.environ, "GROUNDCHECK_HOST": "127.0.0.1", "GROUNDCHECK_PORT": str(self.port),
               "GROUNDCHECK_REDIS_URL": self.redis_url, "GROUNDCHECK_POOL_SIZE": "1",
               "GROUNDCHECK_ENGINE": "lexical", **self.env_overrides}
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen([sys.executable, "-m", "gateway", "serve"], cwd=ROOT, env=env,
                                     stdout=self._log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"gateway exited early:\n{self.log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(self.base_url + "/health", timeout=1) as resp:
                    if resp.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("gateway did not become healthy")

    def terminate(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)

    def stop(self, timeout: float = 30.0) -> int:
        if self.proc is None:
            return 0
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        self._log.close()
        self.proc = None
        return code

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace")
