"""The probe bench's ranking figure (bench/probes.py): how often a true probe scores above a false one."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

_spec = importlib.util.spec_from_file_location("probes", Path(__file__).resolve().parents[2] / "bench" / "probes.py")
probes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(probes)


def test_auc_counts_ordered_pairs_and_ties_half() -> None:
    assert probes.auc([(True, 0.9), (False, 0.1)]) == 1.0
    assert probes.auc([(True, 0.1), (False, 0.9)]) == 0.0
    assert probes.auc([(True, 0.5), (False, 0.5)]) == 0.5
    assert probes.auc([(True, 0.8), (True, 0.2), (False, 0.5)]) == 0.5
    assert math.isnan(probes.auc([(True, 0.8)]))


def test_the_reworded_batches_are_the_helper_batches_34_to_77() -> None:
    assert len(probes.REWORDED_BATCHES) == 786  # 131 batches of six documents (52, 54 and 57 never arrived)
    assert set(probes.PROBES) >= probes.REWORDED_BATCHES
    assert "ski hire price list" in probes.REWORDED_BATCHES
    assert "hearthguard boiler cover" in probes.REWORDED_BATCHES
    assert "marketplace seller fees" in probes.REWORDED_BATCHES  # batch 66
    assert "ride-hailing fare structure" in probes.REWORDED_BATCHES  # batch 67
    assert "passport and visa fees" in probes.REWORDED_BATCHES  # batch 68
    assert "WashPoint laundry service" in probes.REWORDED_BATCHES  # batch 72
    assert "VoltBay EV charging" in probes.REWORDED_BATCHES  # batch 73
    assert "library loans and reservations" in probes.REWORDED_BATCHES  # batch 74
    assert "cattery boarding" in probes.REWORDED_BATCHES  # batch 75
    assert "coastal storm damage news" in probes.REWORDED_BATCHES  # batch 76
    assert "python http library retry docs" in probes.REWORDED_BATCHES  # batch 77
