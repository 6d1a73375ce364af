"""Bring-your-own checker: a local Hugging Face sequence-classification directory.

``load_engine("hf:/path/to/dir")`` (or ``GROUNDCHECK_ENGINE=hf:/path``) wraps the model in the
same windowing / per-sentence / conflict logic as the built-in model engine.  Supported heads:

* NLI cross-encoders whose ``id2label`` names entailment / neutral / contradiction (or
  supported / unsupported / contradicted, consistent / hallucinated ...);
* single-score checkers (``num_labels == 1``, HHEM-style): sigmoid(logit) = P(consistent).

Backends: ``torch`` (transformers; any architecture it loads, imported lazily) and ``numpy``
(BERT-family ``model.safetensors`` only, no torch needed).  ``backend="auto"`` uses torch when
it is installed, else numpy.  The directory needs ``config.json`` and ``tokenizer.json``.
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from verifier.model_engine import WindowedEngine, fit_pair

__all__ = ["HFEngine", "map_labels", "read_safetensors", "write_safetensors", "NumpyBert"]

_SUPPORTED = ("entail", "support", "consistent", "faithful", "factual", "true")
_CONTRA = ("contradict", "refute", "conflict")
_UNSUP = ("neutral", "not_entail", "non_entail", "unsupported", "not_support", "hallucinat", "inconsistent",
          "unfaithful", "false", "not enough", "nei")


def map_labels(id2label: dict, num_labels: int) -> list[str] | None:
    """Our class name for each output column; None for a single-score head."""
    if num_labels == 1:
        return None
    names = [str(id2label.get(i, id2label.get(str(i), f"LABEL_{i}"))).lower() for i in range(num_labels)]
    out: list[str] = []
    for n in names:
        if any(k in n for k in _UNSUP):  # before "support"/"entail": "not_entailment" contains both
            out.append("unsupported")
        elif any(k in n for k in _CONTRA):
            out.append("contradicted")
        elif any(k in n for k in _SUPPORTED):
            out.append("supported")
        else:
            out.append("")
    if "supported" not in out:
        if num_labels == 2 and all(o == "" for o in out):  # LABEL_0 / LABEL_1: 1 = consistent
            return ["unsupported", "supported"]
        raise ValueError(f"cannot tell which label means 'supported' in {names}")
    return [o or "unsupported" for o in out]


# ---------------------------------------------------------------- safetensors (no extra package)

_DT = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}
_DT_NAME = {np.dtype(v): k for k, v in _DT.items()}


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    raw = path.read_bytes()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + n])
    base = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        if info["dtype"] not in _DT:
            raise ValueError(f"unsupported dtype {info['dtype']} for {name} (numpy backend reads F32/F16)")
        a, b = info["data_offsets"]
        arr = np.frombuffer(raw[base + a : base + b], dtype=_DT[info["dtype"]]).reshape(info["shape"])
        out[name] = arr.astype(np.float32) if arr.dtype == np.float16 else arr
    return out


def write_safetensors(tensors: dict[str, np.ndarray], path: Path) -> None:
    header, blobs, off = {}, [], 0
    for name, arr in tensors.items():
        arr = np.ascontiguousarray(arr)
        data = arr.tobytes()
        header[name] = {"dtype": _DT_NAME[arr.dtype], "shape": list(arr.shape), "data_offsets": [off, off + len(data)]}
        blobs.append(data)
        off += len(data)
    h = json.dumps(header).encode()
    h += b" " * (-len(h) % 8)
    path.write_bytes(struct.pack("<Q", len(h)) + h + b"".join(blobs))


# ---------------------------------------------------------------- numpy BERT forward pass

def _erf(x: np.ndarray) -> np.ndarray:
    # Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7), enough for an exact-GELU match.
    s = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = (((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592
    y = 1.0 - poly * t * np.exp(-x * x)
    return s * y


def _act(name: str, x: np.ndarray) -> np.ndarray:
    if name == "gelu":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if name in ("gelu_new", "gelu_pytorch_tanh"):
        return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x**3)))
    if name == "relu":
        return np.maximum(x, 0)
    raise ValueError(f"activation {name!r} not supported by the numpy backend")


def _ln(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


class NumpyBert:
    """BertForSequenceClassification forward pass (eval mode) in numpy, batch of one."""

    def __init__(self, cfg: dict, w: dict[str, np.ndarray]) -> None:
        if cfg.get("model_type") != "bert":
            raise ValueError(f"numpy backend supports model_type 'bert' only, not {cfg.get('model_type')!r}")
        self.cfg, self.w = cfg, w
        self.p = "bert." if "bert.embeddings.word_embeddings.weight" in w else ""

    def _lin(self, x: np.ndarray, name: str) -> np.ndarray:
        return x @ self.w[name + ".weight"].T + self.w[name + ".bias"]

    def __call__(self, ids: Sequence[int], types: Sequence[int]) -> np.ndarray:
        c, w, p = self.cfg, self.w, self.p
        eps = c.get("layer_norm_eps", 1e-12)
        n = len(ids)
        x = (w[p + "embeddings.word_embeddings.weight"][list(ids)]
             + w[p + "embeddings.position_embeddings.weight"][:n]
             + w[p + "embeddings.token_type_embeddings.weight"][list(types)])
        x = _ln(x, w[p + "embeddings.LayerNorm.weight"], w[p + "embeddings.LayerNorm.bias"], eps)
        h = c["num_attention_heads"]
        d = c["hidden_size"] // h
        for i in range(c["num_hidden_layers"]):
            L = f"{p}encoder.layer.{i}."
            q, k, v = (self._lin(x, L + f"attention.self.{t}").reshape(n, h, d).transpose(1, 0, 2)
                       for t in ("query", "key", "value"))
            a = q @ k.transpose(0, 2, 1) / math.sqrt(d)
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            ctx = (a @ v).transpose(1, 0, 2).reshape(n, h * d)
            x = _ln(x + self._lin(ctx, L + "attention.output.dense"),
                    w[L + "attention.output.LayerNorm.weight"], w[L + "attention.output.LayerNorm.bias"], eps)
            inter = _act(c.get("hidden_act", "gelu"), self._lin(x, L + "intermediate.dense"))
            x = _ln(x + self._lin(inter, L + "output.dense"), w[L + "output.LayerNorm.weight"],
                    w[L + "output.LayerNorm.bias"], eps)
        pooled = np.tanh(self._lin(x[0], p + "pooler.dense"))
        return self._lin(pooled, "classifier")


# ---------------------------------------------------------------- the engine

class HFEngine(WindowedEngine):
    """A local HF sequence-classification checker behind the Engine interface."""

    name = "hf"

    def __init__(self, model_dir: str | Path, backend: str = "auto", threads: int = 2, max_len: int | None = None,
                 top_k: int = 3, check_conflicts: bool = True, thresholds: dict[str, float] | None = None,
                 trust_remote_code: bool = False) -> None:
        from tokenizers import Tokenizer

        self.dir = Path(model_dir)
        cfg = json.loads((self.dir / "config.json").read_text())
        num = int(cfg.get("num_labels") or len(cfg.get("id2label") or {}) or 2)
        mapped = map_labels(cfg.get("id2label") or {}, num)
        self.single_score = mapped is None
        self.labels = ["supported", "unsupported"] if mapped is None else mapped
        self.columns = mapped
        limit = int(cfg.get("max_position_embeddings", 512))
        super().__init__(min(max_len or 512, limit), top_k, check_conflicts, thresholds,
                         self.dir / "groundcheck.thresholds.json")
        self.tokenizer = Tokenizer.from_file(str(self.dir / "tokenizer.json"))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()
        if backend == "auto":
            try:
                import torch  # noqa: F401
                import transformers  # noqa: F401

                backend = "torch"
            except ImportError:
                backend = "numpy"
        self.backend = backend
        if backend == "torch":
            import torch
            from transformers import AutoModelForSequenceClassification

            torch.set_num_threads(threads)
            self._torch = torch
            self.model = AutoModelForSequenceClassification.from_pretrained(
                self.dir, trust_remote_code=trust_remote_code).eval()
        elif backend == "numpy":
            self.model = NumpyBert(cfg, read_safetensors(self.dir / "model.safetensors"))
        else:
            raise ValueError(f"unknown backend {backend!r} (auto, torch, numpy)")
        weights = sorted(self.dir.glob("*.safetensors")) or sorted(self.dir.glob("*.bin"))
        h = hashlib.sha256()
        for f in weights:
            h.update(f.read_bytes())
        self._id = f"hf:{self.dir.name}@{h.hexdigest()[:12]}"

    @property
    def model_used(self) -> str:
        return self._id

    def n_tokens(self, text: str) -> int:
        return len(self.tokenizer.encode(text, add_special_tokens=False).ids)

    def _logits(self, ids: list[int], types: list[int]) -> np.ndarray:
        if self.backend == "numpy":
            return np.asarray(self.model(ids, types), dtype=np.float64)
        t = self._torch
        with t.no_grad():
            out = self.model(input_ids=t.tensor([ids]), attention_mask=t.ones(1, len(ids), dtype=t.long),
                             token_type_ids=t.tensor([types]))
        return out.logits[0].double().numpy()

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        rows = []
        for ev, claim in pairs:
            enc = fit_pair(self.tokenizer, ev, claim, self.max_len)
            z = self._logits(enc.ids, enc.type_ids)
            if self.single_score:
                s = 1.0 / (1.0 + math.exp(-float(z[0])))
                rows.append([s, 1.0 - s])
            else:
                e = np.exp(z - z.max())
                rows.append(list(e / e.sum()))
        return np.array(rows).reshape(len(rows), len(self.labels))
