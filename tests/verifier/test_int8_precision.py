"""The served int8 model scores the same on every CPU: where onnxruntime's U8S8 products may saturate (x86-64 without
VNNI) the engine's session asks for exact ones, and its logits equal those of the same weights stored unsigned (U8U8:
the same integer math through kernels that never saturate)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import numpy_helper
from tokenizers import Tokenizer

from verifier.int8_precision import PRECISION_OPTION, int8_products_saturate
from verifier.model_engine import DEFAULT_MODEL, MODELS_DIR, open_session, pair_logits, session_options

MODEL = MODELS_DIR / DEFAULT_MODEL

AVX2_ONLY = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 fma bmi2\nprocessor\t: 1\nflags\t\t: fpu sse2 avx avx2 fma\n"
VNNI = "processor\t: 0\nflags\t\t: fpu avx2 avx512f avx512bw avx512_vnni\n"


def test_which_cpus_need_exact_int8_products() -> None:
    assert int8_products_saturate(AVX2_ONLY, "x86_64")
    assert not int8_products_saturate(VNNI, "x86_64")
    assert not int8_products_saturate(VNNI.replace("avx512_vnni", "avx_vnni"), "x86_64")
    assert int8_products_saturate(VNNI + AVX2_ONLY, "x86_64")  # one core without VNNI is enough
    assert int8_products_saturate("", "x86_64")  # flags unreadable: stay exact
    assert not int8_products_saturate(AVX2_ONLY, "aarch64")


def test_the_engine_session_asks_for_exact_products_where_needed() -> None:
    opts = session_options(2)
    if int8_products_saturate():
        assert opts.get_session_config_entry(PRECISION_OPTION) == "1"
    else:  # (onnxruntime's SessionOptions has no "has" method: reading a missing entry raises)
        with pytest.raises(RuntimeError, match="does not have configuration"):
            opts.get_session_config_entry(PRECISION_OPTION)


def _unsigned_weights(src: Path, dst: Path) -> None:
    """The same graph with its int8 weights stored as uint8 + 128 (zero point 128): identical integer products."""
    model = onnx.load(src)
    weights = {n.input[i] for n in model.graph.node if n.op_type == "MatMulInteger" for i in (1, 3)}
    weights |= {n.input[i] for n in model.graph.node if n.op_type == "QAttention" for i in (1, 7)}
    for init in model.graph.initializer:
        if init.name in weights:
            signed = numpy_helper.to_array(init)
            assert signed.dtype == np.int8
            init.CopyFrom(numpy_helper.from_array((signed.astype(np.int16) + 128).astype(np.uint8), init.name))
    onnx.save(model, dst)


def test_served_scores_equal_exact_integer_products(tmp_path: Path) -> None:
    exact_path = tmp_path / "unsigned.onnx"
    _unsigned_weights(MODEL, exact_path)
    served, exact = open_session(MODEL, session_options(2)), open_session(exact_path, session_options(2))
    names = {i.name for i in served.get_inputs()}
    tok = Tokenizer.from_file(str(MODELS_DIR / "tokenizer.json"))
    evidence = ("The museum opens at 10:00 from Tuesday to Sunday and is closed on Mondays. Adult tickets cost "
                "£14.50; children under 12 enter free. Guided tours leave at 11:00 and 14:00 and last 90 minutes. ")
    for claim, repeat in (("Children under 12 do not pay.", 1), ("The museum is open on Mondays.", 4),
                          ("A guided tour lasts an hour and a half.", 12)):
        enc = tok.encode(evidence * repeat, claim)
        a = pair_logits(served, names, enc.ids, enc.type_ids)
        b = pair_logits(exact, names, enc.ids, enc.type_ids)
        np.testing.assert_allclose(a, b, atol=1e-4, err_msg=claim)
