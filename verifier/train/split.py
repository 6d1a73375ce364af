"""Training / held-out split of the training-allowed evaluation sets.

Groups (the ``<group>`` part of an id) that share a claim text or an evidence list are
merged into components; a component is held out when the hash of its smallest group name
falls below ``HOLDOUT_PERCENT``.  Held-out rows are never trained on: they are used only to
fit decision thresholds and to measure.  Pure Python, used by ``verifier.eval`` too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path

# Evaluation sets the data README allows to train on (with a held-out part).
TRAIN_ALLOWED = frozenset(
    {"climate_fever", "qags", "summedits", "covidfact", "healthver", "begin", "scifact"}
)
# Evaluation sets that are only ever measured on.
MEASURE_ONLY = frozenset({"wice", "factcheck_gpt", "ragtruth", "faithbench"})
HOLDOUT_PERCENT = 20


def group_of(record_id: str) -> str:
    """``<dataset>:<group>#<n>`` -> ``<group>``."""
    rest = record_id.split(":", 1)[1] if ":" in record_id else record_id
    return rest.rsplit("#", 1)[0]


def _evidence_key(evidence: str | list[str]) -> str:
    return evidence if isinstance(evidence, str) else json.dumps(evidence)


def heldout_ids(records: Iterable[dict]) -> set[str]:
    """Ids of the held-out rows among ``records`` (all rows of one data set)."""
    records = list(records)
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: str, b: str) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    first_by_key: dict[str, str] = {}
    for r in records:
        g = "g:" + group_of(r["id"])
        find(g)
        for key in ("c:" + r["claim"], "e:" + _evidence_key(r["evidence"])):
            if key in first_by_key:
                union(g, first_by_key[key])
            else:
                first_by_key[key] = g
    out = set()
    for r in records:
        root = find("g:" + group_of(r["id"]))[2:]
        h = int(hashlib.sha256(f"groundcheck-holdout|{r['dataset']}|{root}".encode()).hexdigest()[:8], 16)
        if h % 100 < HOLDOUT_PERCENT:
            out.add(r["id"])
    return out


def read_jsonl(path: str | Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]
