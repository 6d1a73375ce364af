"""``python -m verifier.train.dequantize --model verifier/models/groundcheck-minilm-nli.onnx --out DIR``

Rebuilds a float32 BERT sequence-classification checkpoint (``model.safetensors``, ``config.json``,
tokenizer files) from the served int8 ONNX graph, so later training runs and weight soups can start
from exactly the weights that are served: the fp32 checkpoints they were quantized from are build
outputs and are not kept. Dequantized int8 weights requantize to the same int8 values (same
per-channel scales), so exporting the result again reproduces the served weights.

Reads the graph ``verifier.train.export`` writes (onnxruntime's BERT fusions + dynamic int8): a
``QEmbedLayerNormalization`` with the embeddings, one ``QAttention`` per layer (query, key and value
packed in one matrix) and ``MatMulInteger`` for the attention output, intermediate and output dense
layers, the pooler and the classifier. Plain numpy; the ``onnx`` package reads the file.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import numpy as np

from verifier.hf_engine import write_safetensors
from verifier.train.soup import WEIGHTS_FILE

TOKENIZER_CONFIG = {"tokenizer_class": "BertTokenizer", "do_lower_case": True, "model_max_length": 512,
                    "cls_token": "[CLS]", "sep_token": "[SEP]", "pad_token": "[PAD]", "unk_token": "[UNK]",
                    "mask_token": "[MASK]"}
DENSE_PER_LAYER = ("attention.output.dense", "intermediate.dense", "output.dense")  # MatMulInteger order in a layer
LAYER_FLOATS = ("attention.output.dense.bias", "attention.output.LayerNorm.weight", "attention.output.LayerNorm.bias",
                "intermediate.dense.bias", "output.dense.bias", "output.LayerNorm.weight", "output.LayerNorm.bias")


class QuantizedGraph:
    """Initializers of an int8 ONNX graph, dequantized on request."""

    def __init__(self, path: Path) -> None:
        import onnx
        from onnx import numpy_helper

        self.graph = onnx.load(str(path)).graph
        self.init = {i.name: numpy_helper.to_array(i) for i in self.graph.initializer}

    def nodes(self, op_type: str) -> list:
        return [n for n in self.graph.node if n.op_type == op_type]

    def tensor(self, name: str) -> np.ndarray:
        """A float initializer as is, or a quantized one as ``(q - zero_point) * scale``; a scale per
        output channel applies along the last axis (MatMul weights are stored ``(in, out)``)."""
        if name in self.init and np.issubdtype(self.init[name].dtype, np.floating):
            return self.init[name].astype(np.float32)
        stem = name[: -len("_quantized")] if name.endswith("_quantized") else name
        try:
            q, scale, zero = (self.init[stem + s] for s in ("_quantized", "_scale", "_zero_point"))
        except KeyError as e:
            raise ValueError(f"no float or quantized initializer named {name!r}") from e
        return ((q.astype(np.float32) - zero.astype(np.float32)) * scale.astype(np.float32)).astype(np.float32)

    def attribute(self, node, name: str):  # noqa: ANN001, ANN201 (onnx NodeProto, attribute value)
        from onnx import helper

        for a in node.attribute:
            if a.name == name:
                return helper.get_attribute_value(a)
        raise ValueError(f"{node.op_type} node {node.name!r} has no attribute {name!r}")


def state_dict(g: QuantizedGraph) -> tuple[dict[str, np.ndarray], dict]:
    """HF ``BertForSequenceClassification`` tensors and the config facts the graph determines."""
    w: dict[str, np.ndarray] = {}
    for part in ("word_embeddings", "position_embeddings", "token_type_embeddings", "LayerNorm"):
        for kind in (("weight", "bias") if part == "LayerNorm" else ("weight",)):
            w[f"bert.embeddings.{part}.{kind}"] = g.tensor(f"bert.embeddings.{part}.{kind}")
    attention = g.nodes("QAttention")
    if not attention:
        raise ValueError("no QAttention nodes: not a graph written by verifier.train.export (fused, int8)")
    heads = int(g.attribute(attention[0], "num_heads"))
    hidden = w["bert.embeddings.word_embeddings.weight"].shape[1]
    dense = [n.input[1] for n in g.nodes("MatMulInteger")
             if not n.input[1].startswith(("bert.pooler.", "classifier."))]
    if len(dense) != len(DENSE_PER_LAYER) * len(attention):
        raise ValueError(f"{len(dense)} dense MatMulInteger weights for {len(attention)} layers")
    for layer, node in enumerate(attention):
        p = f"bert.encoder.layer.{layer}."
        qkv, qkv_bias = g.tensor(node.input[1]), g.tensor(node.input[2])  # (hidden, 3 * hidden): [Wq^T | Wk^T | Wv^T]
        for j, name in enumerate(("query", "key", "value")):
            w[p + f"attention.self.{name}.weight"] = np.ascontiguousarray(qkv[:, j * hidden:(j + 1) * hidden].T)
            w[p + f"attention.self.{name}.bias"] = qkv_bias[j * hidden:(j + 1) * hidden].copy()
        for name, weight in zip(DENSE_PER_LAYER, dense[3 * layer: 3 * layer + 3], strict=True):
            w[p + name + ".weight"] = np.ascontiguousarray(g.tensor(weight).T)
        for name in LAYER_FLOATS:
            w[p + name] = g.tensor(p + name)
    for name in ("bert.pooler.dense", "classifier"):
        w[name + ".weight"] = np.ascontiguousarray(g.tensor(name + ".weight_Transposed").T)
        w[name + ".bias"] = g.tensor(name + ".bias")
    # ONNX stores epsilon as float32 (1e-12 -> 9.99999996e-13); seven digits give back the config value.
    eps = [float(f"{g.attribute(n, 'epsilon'):.7g}") for n in g.nodes("LayerNormalization")]
    facts = {
        "vocab_size": int(w["bert.embeddings.word_embeddings.weight"].shape[0]),
        "hidden_size": int(hidden),
        "num_hidden_layers": len(attention),
        "num_attention_heads": heads,
        "intermediate_size": int(w["bert.encoder.layer.0.intermediate.dense.weight"].shape[0]),
        "max_position_embeddings": int(w["bert.embeddings.position_embeddings.weight"].shape[0]),
        "type_vocab_size": int(w["bert.embeddings.token_type_embeddings.weight"].shape[0]),
        "layer_norm_eps": eps[0] if eps else 1e-12,
    }
    return w, facts


def bert_config(facts: dict, labels: list[str]) -> dict:
    """A transformers BertConfig for the checkpoint. The activation is exact (erf) GELU, what the
    weights were trained with; the served graph's tanh approximation is an export choice."""
    return {
        "architectures": ["BertForSequenceClassification"], "model_type": "bert", "hidden_act": "gelu",
        "hidden_dropout_prob": 0.1, "attention_probs_dropout_prob": 0.1, "initializer_range": 0.02,
        "pad_token_id": 0, "position_embedding_type": "absolute",
        "id2label": {str(i): lab for i, lab in enumerate(labels)}, "label2id": {lab: i for i, lab in enumerate(labels)},
        **facts,
    }


def dequantize(model: Path, out: Path) -> Path:
    """Write the float32 checkpoint of ``model`` (with its ``<stem>.json`` labels and the
    ``tokenizer.json`` beside it) to ``out``."""
    labels = json.loads(model.with_suffix(".json").read_text())["labels"]
    weights, facts = state_dict(QuantizedGraph(model))
    if weights["classifier.weight"].shape[0] != len(labels):
        raise ValueError(f"classifier has {weights['classifier.weight'].shape[0]} outputs, {len(labels)} labels")
    out.mkdir(parents=True, exist_ok=True)
    write_safetensors(weights, out / WEIGHTS_FILE)
    (out / "config.json").write_text(json.dumps(bert_config(facts, labels), indent=1))
    shutil.copy(model.parent / "tokenizer.json", out / "tokenizer.json")
    (out / "tokenizer_config.json").write_text(json.dumps(TOKENIZER_CONFIG, indent=1))
    return out / WEIGHTS_FILE


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", type=Path, default=Path("verifier/models/groundcheck-minilm-nli.onnx"))
    ap.add_argument("--out", type=Path, required=True, help="output checkpoint directory")
    a = ap.parse_args(argv)
    print(f"wrote {dequantize(a.model, a.out)}")


if __name__ == "__main__":
    main()
