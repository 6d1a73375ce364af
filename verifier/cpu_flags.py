"""The CPU feature flags of every core, as Linux lists them in /proc/cpuinfo (one "flags" line per core)."""

from __future__ import annotations

from pathlib import Path


def flag_lines(cpuinfo: str | None = None) -> list[str] | None:
    """Each core's "flags" line of ``cpuinfo`` (read from /proc/cpuinfo when None); None where it cannot be read."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text(errors="replace")
        except OSError:
            return None
    return [line for line in cpuinfo.splitlines() if line.startswith("flags")]
