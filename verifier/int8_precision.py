"""Whether onnxruntime's int8 matrix products are exact on this CPU.

The served model's dynamic-int8 graph multiplies unsigned 8-bit activations by signed 8-bit weights (U8S8). On
x86-64 CPUs without VNNI, onnxruntime does that with ``vpmaddubsw``, which adds pairs of products into 16 bits with
saturation, so some sums are clipped: the same request gets slightly different scores on such a machine than on a
VNNI one (measured on an AVX2-only AMD EPYC: 6 of 120 evaluation pairs changed their top class). The session
option ``session.x64quantprecision`` makes onnxruntime widen to 16 bits first, which is exact; it is set only where
the CPU needs it, because it is slower (+15% per pair measured here) and VNNI's ``vpdpbusd`` is exact already.
Other architectures (ARM's dot-product instructions) do not saturate.
"""

from __future__ import annotations

import platform
import re

from verifier.cpu_flags import flag_lines

__all__ = ["PRECISION_OPTION", "int8_products_saturate"]

PRECISION_OPTION = "session.x64quantprecision"

# Exact 8-bit dot products: AVX-512 VNNI, AVX-VNNI (the VEX form) and AMX.
_EXACT_INT8_FLAGS = re.compile(r"\b(?:avx512_vnni|avx_vnni|amx_int8)\b")


def int8_products_saturate(cpuinfo: str | None = None, machine: str | None = None) -> bool:
    """True on x86-64 without VNNI (or where the CPU flags cannot be read, to stay exact)."""
    machine = (machine or platform.machine()).lower()
    if machine not in ("x86_64", "amd64", "x64", "i386", "i686"):
        return False
    flags = flag_lines(cpuinfo)
    return not flags or not all(_EXACT_INT8_FLAGS.search(line) for line in flags)
