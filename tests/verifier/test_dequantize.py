"""Dequantizing the served int8 graph (verifier.train.dequantize): the float checkpoint it writes
must compute what the served model computes, so training and soups can start from served weights."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from verifier.hf_engine import HFEngine, read_safetensors
from verifier.model_engine import ModelEngine, default_model_path
from verifier.train.dequantize import QuantizedGraph, dequantize, main

CTX = ("The Sydney Harbour Bridge opened to traffic on 19 March 1932. It carries rail, vehicular, bicycle and "
       "pedestrian traffic between the Sydney central business district and the North Shore.")
PAIRS = [
    (CTX, "The bridge opened in 1932."),
    (CTX, "The bridge opened in 1950."),
    (CTX, "The bridge was designed by a French engineer."),
    ("The council met on Tuesday to discuss the budget.", "Penguins live in the desert."),
]


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("deq")
    main(["--model", str(default_model_path()), "--out", str(out)])
    return out


def test_checkpoint_computes_what_the_served_model_computes(checkpoint: Path) -> None:
    served = ModelEngine().probs(PAIRS)
    rebuilt = HFEngine(checkpoint, backend="numpy").probs(PAIRS)
    # Differences left: the served graph quantizes activations on the fly and uses tanh GELU.
    np.testing.assert_array_equal(rebuilt.argmax(1), served.argmax(1))
    assert np.abs(rebuilt - served).max() < 0.05
    assert served[0, 0] > 0.5 > served[1:, 0].max()  # the true claim is told apart from the others


def test_config_and_tensors_describe_the_served_shape(checkpoint: Path) -> None:
    cfg = json.loads((checkpoint / "config.json").read_text())
    assert cfg["model_type"] == "bert" and cfg["hidden_act"] == "gelu"
    assert (cfg["num_hidden_layers"], cfg["num_attention_heads"], cfg["hidden_size"]) == (6, 12, 384)
    assert (cfg["intermediate_size"], cfg["max_position_embeddings"], cfg["vocab_size"]) == (1536, 512, 30522)
    assert cfg["id2label"] == {"0": "supported", "1": "unsupported", "2": "contradicted"}
    assert cfg["layer_norm_eps"] == 1e-12
    w = read_safetensors(checkpoint / "model.safetensors")
    assert len(w) == 5 + 16 * 6 + 4
    assert all(v.dtype == np.float32 for v in w.values())
    assert w["bert.encoder.layer.5.attention.self.value.weight"].shape == (384, 384)
    assert (checkpoint / "tokenizer.json").read_bytes() == (default_model_path().parent / "tokenizer.json").read_bytes()


def test_dequantized_weights_sit_on_the_int8_grid() -> None:
    g = QuantizedGraph(default_model_path())
    name = "Attention_0_qkv_weight"
    w = g.tensor(name)
    steps = w / g.init[name + "_scale"][None, :]
    np.testing.assert_allclose(steps, np.round(steps), atol=1e-3)
    assert np.abs(np.round(steps)).max() <= 128


def test_a_graph_without_quantized_attention_is_refused(tmp_path: Path) -> None:
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])
    graph = helper.make_graph([helper.make_node("Identity", ["x"], ["y"])], "g", [x],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    path = tmp_path / "plain.onnx"
    onnx.save(helper.make_model(graph), str(path))
    path.with_suffix(".json").write_text(json.dumps({"labels": ["supported", "unsupported"]}))
    with pytest.raises(ValueError, match="QAttention|quantized initializer"):
        dequantize(path, tmp_path / "out")
