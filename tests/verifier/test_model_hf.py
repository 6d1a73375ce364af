"""Bring-your-own model: a tiny randomly initialised BERT sequence classifier that the test
writes itself (config.json + model.safetensors + tokenizer.json, numpy only, no downloads).

CI installs only the ``test`` extra (no torch), so the engine's numpy backend runs it there;
where torch/transformers are installed the test also checks that both backends agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors

from verifier.hf_engine import HFEngine, map_labels, read_safetensors, write_safetensors
from verifier.registry import load_engine

_WORDS = ("the bridge opened in 1932 1950 it is long penguins live desert . , a of to and was after years "
          "eight work traffic harbour")
WORDS = _WORDS.split()


def make_tiny_bert(d: Path, id2label: dict[int, str], hidden: int = 32, layers: int = 2, seed: int = 0) -> Path:
    rng = np.random.default_rng(seed)
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS, *"abcdefghijklmnopqrstuvwxyz0123456789",
             *[f"##{c}" for c in "abcdefghijklmnopqrstuvwxyz0123456789"]]
    vocab = list(dict.fromkeys(vocab))
    tok = Tokenizer(models.WordPiece({w: i for i, w in enumerate(vocab)}, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
    d.mkdir(parents=True, exist_ok=True)
    tok.save(str(d / "tokenizer.json"))
    inter, n_lab = hidden * 2, len(id2label)
    cfg = {"architectures": ["BertForSequenceClassification"], "model_type": "bert", "vocab_size": len(vocab),
           "hidden_size": hidden, "num_hidden_layers": layers, "num_attention_heads": 2,
           "intermediate_size": inter, "hidden_act": "gelu", "max_position_embeddings": 128,
           "type_vocab_size": 2, "layer_norm_eps": 1e-12, "num_labels": n_lab,
           "id2label": {str(k): v for k, v in id2label.items()}, "label2id": {v: k for k, v in id2label.items()}}
    (d / "config.json").write_text(json.dumps(cfg))

    def r(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * 0.5).astype(np.float32)

    w = {"bert.embeddings.word_embeddings.weight": r(len(vocab), hidden),
         "bert.embeddings.position_embeddings.weight": r(128, hidden),
         "bert.embeddings.token_type_embeddings.weight": r(2, hidden),
         "bert.embeddings.LayerNorm.weight": np.ones(hidden, np.float32),
         "bert.embeddings.LayerNorm.bias": np.zeros(hidden, np.float32),
         "bert.pooler.dense.weight": r(hidden, hidden), "bert.pooler.dense.bias": r(hidden),
         "classifier.weight": r(n_lab, hidden), "classifier.bias": r(n_lab)}
    for i in range(layers):
        p = f"bert.encoder.layer.{i}."
        for name in ("attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"):
            w[p + name + ".weight"], w[p + name + ".bias"] = r(hidden, hidden), r(hidden)
        w[p + "intermediate.dense.weight"], w[p + "intermediate.dense.bias"] = r(inter, hidden), r(inter)
        w[p + "output.dense.weight"], w[p + "output.dense.bias"] = r(hidden, inter), r(hidden)
        for ln in ("attention.output.LayerNorm", "output.LayerNorm"):
            w[p + ln + ".weight"], w[p + ln + ".bias"] = np.ones(hidden, np.float32), np.zeros(hidden, np.float32)
    write_safetensors(w, d / "model.safetensors")
    return d


NLI = {0: "entailment", 1: "neutral", 2: "contradiction"}
CTX = "The harbour bridge opened to traffic in 1932 after eight years of work. It is long."


def test_label_mapping() -> None:
    assert map_labels(NLI, 3) == ["supported", "unsupported", "contradicted"]
    assert map_labels({0: "CONTRADICTION", 1: "ENTAILMENT", 2: "NEUTRAL"}, 3) == [
        "contradicted", "supported", "unsupported"]
    assert map_labels({0: "not_entailment", 1: "entailment"}, 2) == ["unsupported", "supported"]
    assert map_labels({0: "LABEL_0", 1: "LABEL_1"}, 2) == ["unsupported", "supported"]
    assert map_labels({}, 1) is None


def test_safetensors_roundtrip(tmp_path: Path) -> None:
    a = {"x": np.arange(6, dtype=np.float32).reshape(2, 3), "y": np.ones(4, np.float32)}
    write_safetensors(a, tmp_path / "t.safetensors")
    b = read_safetensors(tmp_path / "t.safetensors")
    assert set(b) == {"x", "y"} and np.array_equal(a["x"], b["x"])


def test_nli_cross_encoder_through_the_registry(tmp_path: Path) -> None:
    d = make_tiny_bert(tmp_path / "tiny-nli", NLI)
    # t_conflict_override > 1: a lexical conflict always wins over this random model.
    eng = load_engine(f"hf:{d}", backend="numpy", thresholds={"t_conflict_override": 1.01})
    assert isinstance(eng, HFEngine)
    assert eng.model_used.startswith("hf:tiny-nli@")
    p = eng.probs([(CTX, "The bridge opened in 1932.")])
    assert p.shape == (1, 3) and abs(p.sum() - 1) < 1e-6
    v = eng.check("The bridge opened in 1932. It is long.", CTX)
    assert v.verdict in ("supported", "unsupported", "contradicted")
    assert 0.0 <= v.confidence_score <= 1.0
    assert all(CTX[e.start : e.end] == e.text for e in v.evidence)
    # The lexical number check still reports a contradiction the random model cannot see.
    v2 = eng.check("The bridge opened to traffic in 1950.", CTX)
    assert v2.verdict == "contradicted" and "1950" in v2.rationale
    # Long evidence is windowed to the model's 128 positions; the claim survives intact.
    long_ctx = " ".join([CTX] * 40)
    v3 = eng.check("The bridge opened in 1932.", long_ctx)
    assert v3.evidence and all(long_ctx[e.start : e.end] == e.text for e in v3.evidence)
    assert all(eng.n_tokens(e.text) <= 128 for e in v3.evidence)


def test_single_score_checker(tmp_path: Path) -> None:
    d = make_tiny_bert(tmp_path / "tiny-hhem", {0: "score"}, seed=1)
    eng = HFEngine(d, backend="numpy")
    assert eng.single_score and eng.labels == ["supported", "unsupported"]
    p = eng.probs([(CTX, "It is long.")])[0]
    assert abs(p.sum() - 1) < 1e-9
    assert eng.check("It is long.", CTX).confidence_score == round(float(p[0]), 6)


def test_numpy_backend_matches_transformers_when_installed(tmp_path: Path) -> None:
    d = make_tiny_bert(tmp_path / "tiny", NLI, seed=2)
    np_eng = HFEngine(d, backend="numpy")
    pairs = [(CTX, "The bridge opened in 1932."), ("penguins live in the desert .", "It is long.")]
    p_np = np_eng.probs(pairs)
    assert np.all(np.isfinite(p_np))
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError:  # CI (test extra only): the numpy path above is the one that runs
        return
    p_t = HFEngine(d, backend="torch").probs(pairs)
    assert np.abs(p_np - p_t).max() < 1e-4
