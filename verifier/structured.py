"""Readable text for structured context: JSON records rendered as short sentences.

A context that holds a JSON document (a business record, an API response, a table exported as
objects) is one long run of keys, braces and booleans. The model was trained on sentences, word
coverage needs words ("RestaurantsTakeOut": true has none of "take-out"), and there is no sentence
end to cut windows at. So every JSON object or array that starts a line of the context (or follows
a short label on it, "Tool result: {...}") is also rendered as sentences, after the context as
sent, before checking::

    {"name": "Blue Cafe", "hours": {"Monday": "8:0-17:30"}, "attributes": {"WiFi": "u'free'",
     "OutdoorSeating": true, "Ambience": "{'casual': True, 'romantic': False}"}}

    Name: Blue Cafe.
    Hours: Monday 8 am to 5:30 pm.
    WiFi: free.
    Outdoor seating: yes.
    Ambience: casual; not romantic.

A listing dump's strings that are Python literals ("u'free'", "True", "{'garage': False}") are read
as the values they spell. The JSON itself stays in place: the record checks
(``verifier.records``, ``verifier.record_fields``, ``verifier.opening_hours``) read the record as
sent, and with only the sentences they saw none (session 58: on the record-context probes the
reading was then worse than none). Every evidence snippet is mapped back to the source, so
``context[start:end] == text`` still holds for the context the caller sent.

Opt-in (``load_engine(name, read_json=True)``, ``GROUNDCHECK_READ_JSON=1``): on RAGTruth's
data-to-text third (long descriptions of one record, every sentence must hold) session 11's
rendering let the served engine pass more hallucinated descriptions than it gained true ones
(balanced accuracy 68.0 -> 67.8); the README gives the current figures.
"""

from __future__ import annotations

import ast
import bisect
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from json.decoder import scanstring
from json.scanner import NUMBER_RE

from verifier.types import ClaimVerdict, Engine, Evidence, best_evidence

__all__ = ["ReadableContext", "context_with_records_read", "check_readable", "JsonReadingEngine"]

_MIN_JSON_CHARS = 30  # shorter bracketed text ("[1]", "{x}") is left alone
_SHORT_VALUE = 60  # longer strings get a sentence (or paragraph) of their own
_BLANK = re.compile(r"[ \t\n\r]*")
# A block starts a line, or follows a short label on it ("Tool result: {...}", "Observation: [{...}]").
# A label has no double quote: `"attributes": {` is a key inside a document, not a label.
_LINE_START = re.compile(r"(?:^|\n)[ \t]*(?:[^\n\[\]{}:\"]{1,60}:[ \t]*)?([\[{])")
_CLOCK_RANGE = re.compile(r"^(\d{1,2}:\d{1,2})\s*-\s*(\d{1,2}:\d{1,2})$")
_KEY_PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
# Two-letter words a camel-case key is made of ("ByAppointmentOnly", "GoodForKids"), unlike "Wi" in "WiFi".
_SHORT_WORDS = frozenset({"by", "to", "on", "in", "of", "at", "is", "no", "or", "an"})


@dataclass
class _Node:
    """A parsed JSON value with its character span in the source."""

    value: object  # scalar, list[_Node], or list[tuple[str, int, _Node]] (key, key start, value)
    kind: str  # "object", "array" or "scalar"
    start: int
    end: int


class _Parser:
    """A JSON parser that keeps the source offsets of every value (the standard library's scanner
    reads strings and numbers; this walks objects and arrays)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _skip(self, pos: int) -> int:
        return _BLANK.match(self.text, pos).end()  # type: ignore[union-attr]

    def value(self, pos: int) -> _Node:
        t = self.text
        pos = self._skip(pos)
        if pos >= len(t):
            raise ValueError("unexpected end")
        c = t[pos]
        if c == "{":
            return self._object(pos)
        if c == "[":
            return self._array(pos)
        if c == '"':
            s, end = scanstring(t, pos + 1)
            return _Node(s, "scalar", pos, end)
        for word, val in (("true", True), ("false", False), ("null", None)):
            if t.startswith(word, pos):
                return _Node(val, "scalar", pos, pos + len(word))
        m = NUMBER_RE.match(t, pos)
        if m is None:
            raise ValueError(f"no JSON value at {pos}")
        integer, frac, exp = m.groups()
        num = float(integer + (frac or "") + (exp or "")) if frac or exp else int(integer)
        return _Node(num, "scalar", pos, m.end())

    def _object(self, start: int) -> _Node:
        return self._container(start, "}", "object", self._member)

    def _array(self, start: int) -> _Node:
        return self._container(start, "]", "array", lambda pos: (self.value(pos),) * 2)

    def _member(self, pos: int) -> tuple[tuple[str, int, _Node], _Node]:
        """One ``"key": value`` of an object: the item kept and the value node (where it ends)."""
        t = self.text
        if not t.startswith('"', pos):
            raise ValueError(f"expected a key at {pos}")
        key, pos_after = scanstring(t, pos + 1)
        colon = self._skip(pos_after)
        if not t.startswith(":", colon):
            raise ValueError(f"expected ':' at {colon}")
        node = self.value(colon + 1)
        return (key, pos, node), node

    def _container(self, start: int, close: str, kind: str, read_item) -> _Node:  # noqa: ANN001
        """Items separated by commas up to ``close``; ``read_item(pos)`` gives (item, its last node)."""
        t, items = self.text, []
        pos = self._skip(start + 1)
        if t.startswith(close, pos):
            return _Node(items, kind, start, pos + 1)
        while True:
            item, last = read_item(pos)
            items.append(item)
            pos = self._skip(last.end)
            if t.startswith(close, pos):
                return _Node(items, kind, start, pos + 1)
            if not t.startswith(",", pos):
                raise ValueError(f"expected ',' or '{close}' at {pos}")
            pos = self._skip(pos + 1)


def label(key: str) -> str:
    """A JSON key as words: ``RestaurantsTakeOut`` -> "Restaurants take out", ``business_stars``
    -> "Business stars"; acronyms and short brand-like parts stay whole (``WiFi``, ``HasTV``)."""
    parts: list[str] = []
    for chunk in re.split(r"[\s_\-.]+", key.strip()):
        pieces = _KEY_PART.findall(chunk) or ([chunk] if chunk else [])
        if any(len(p) <= 2 and not p.isupper() and p.lower() not in _SHORT_WORDS for p in pieces):
            pieces = [chunk]  # "WiFi", "iPhone": not camel case ("ByAppointmentOnly" is)
        parts += pieces
    words = [p if (p.isupper() and len(p) > 1) or i == 0 else p.lower() for i, p in enumerate(parts)]
    out = " ".join(words)
    return out[:1].upper() + out[1:]


def count_noun(key: str) -> str:
    """The noun a number under ``key`` counts, when the key ends in a plural ("business_stars" ->
    "stars", "numRooms" -> "rooms"), so that "4.5" reads "4.5 stars"; else "" ("status", "price")."""
    last = label(key).split()[-1].lower() if label(key) else ""
    if len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "is", "ous")):
        return last
    return ""


def _inline(key: str) -> str:
    """A key inside a sentence: lower case unless the key itself starts upper case ("Monday")."""
    text = label(key)
    return text if key[:1].isupper() else text[:1].lower() + text[1:]


def _clock(hm: str) -> str | None:
    h, m = (int(x) for x in hm.split(":"))
    if h > 24 or m > 59:
        return None
    suffix = "am" if h % 24 < 12 else "pm"
    h12 = h % 12 or 12
    return f"{h12} {suffix}" if m == 0 else f"{h12}:{m:02d} {suffix}"


def scalar_text(value: object) -> str:
    """A JSON scalar as words: booleans yes/no, opening-hours ranges ("9:0-17:30") as 12-hour times
    (a lone "3:1" may be a ratio or a score, so only ranges are read as times)."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if isinstance(value, str):
        s = " ".join(value.split())
        if m := _CLOCK_RANGE.match(s):
            a, b = _clock(m.group(1)), _clock(m.group(2))
            return f"{a} to {b}" if a and b else s
        return s
    return str(value)


# A listing dump's string that is a Python literal: "{'garage': False, 'street': True}", "u'free'", "True".
_PY_LITERAL = re.compile(r"\s*(?:u?'.*'|True|False|None|\{.*\}|\[.*\])\s*", re.DOTALL)


def _python_literal(node: _Node) -> _Node:
    """A string value that is a Python literal read as the value it spells (spanning the string), so
    that it renders as JSON of that value would; any other node as it is."""
    if node.kind != "scalar" or not isinstance(node.value, str) or not _PY_LITERAL.fullmatch(node.value):
        return node
    try:
        value = ast.literal_eval(node.value.strip())
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return node
    return _literal_node(value, node.start, node.end)


def _literal_node(value: object, start: int, end: int) -> _Node:
    if isinstance(value, dict):
        return _Node([(str(k), start, _literal_node(v, start, end)) for k, v in value.items()], "object", start, end)
    if isinstance(value, set | frozenset):  # a set's order follows the string hash seed: sorted, so reruns agree
        value = sorted(value, key=str)
    if isinstance(value, list | tuple):
        return _Node([_literal_node(v, start, end) for v in value], "array", start, end)
    if value is None or isinstance(value, str | int | float | bool):
        return _Node(value, "scalar", start, end)
    return _Node(str(value), "scalar", start, end)


def _sentence(text: str) -> str:
    text = text.rstrip()
    return text if text.endswith((".", "!", "?")) else text + "."


@dataclass(frozen=True)
class _Piece:
    """A stretch of the rendered text and the source span it stands for. ``exact`` pieces are the
    source verbatim (prose), so offsets inside them map one to one."""

    r_start: int
    r_end: int
    s_start: int
    s_end: int
    exact: bool


class _Renderer:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.pieces: list[_Piece] = []
        self.length = 0
        self.new_paragraph = False

    def paragraph(self) -> None:
        """The next sentence starts a new paragraph (records, prose and long texts stay apart)."""
        self.new_paragraph = True

    def emit(self, text: str, s_start: int, s_end: int, exact: bool = False, paragraph: bool = False) -> None:
        if not text:
            return
        if self.out:
            sep = "\n\n" if paragraph or self.new_paragraph else "\n"
            self.out.append(sep)
            self.length += len(sep)
        self.new_paragraph = paragraph
        self.pieces.append(_Piece(self.length, self.length + len(text), s_start, s_end, exact))
        self.out.append(text)
        self.length += len(text)

    def node(self, node: _Node, key: str | None, key_start: int | None) -> None:
        start = key_start if key_start is not None else node.start
        if node.kind == "scalar":
            if node.value is None or node.value == "":
                return
            text = scalar_text(node.value)
            if key and isinstance(node.value, int | float) and not isinstance(node.value, bool):
                text = f"{text} {count_noun(key)}".rstrip()  # "4.5 stars": number checks need a unit
            line = f"{label(key)}: {text}" if key else text
            long = len(text) > _SHORT_VALUE
            self.emit(_sentence(line), start, node.end, paragraph=long)
            return
        # (every value is read here, before the group test, so node() meets no literal string; a block is no string)
        children = [(k, ks, _python_literal(v)) for k, ks, v in node.value] if node.kind == "object" else \
            [(None, None, _python_literal(v)) for v in node.value]  # type: ignore[union-attr]
        if (key is not None or node.kind == "array") and self._flat(children):
            group = self._group(node.kind, children)  # a table row without a key: "a, b, c."
            self.emit(_sentence(f"{label(key)}: {group}" if key else group), start, node.end)
            return
        if node.kind == "array":
            for _, _, child in children:
                self.paragraph()  # one record per paragraph
                self.node(child, key if child.kind == "scalar" else None, None)
            self.paragraph()
            return
        for k, ks, child in children:
            self.node(child, k, ks)

    @staticmethod
    def _flat(children: list[tuple[str | None, int | None, _Node]]) -> bool:
        """Short scalars only: one sentence holds them all ("Hours: Monday 8 am to 5 pm, ...")."""
        vals = [c for _, _, c in children if c.value is not None]
        return bool(vals) and all(c.kind == "scalar" and len(scalar_text(c.value)) <= _SHORT_VALUE for c in vals)

    @staticmethod
    def _group(kind: str, children: list[tuple[str | None, int | None, _Node]]) -> str:
        items = [(k, c.value) for k, _, c in children if c.value is not None]
        if kind == "array":
            return ", ".join(scalar_text(v) for _, v in items)
        if all(isinstance(v, bool) for _, v in items):
            yes = [_inline(k) for k, v in items if v]
            no = [_inline(k) for k, v in items if not v]
            return "; ".join(p for p in (", ".join(yes), ("not " + ", ".join(no)) if no else "") if p)
        return ", ".join(f"{_inline(k)} {scalar_text(v)}" for k, v in items)


def _json_blocks(text: str) -> list[_Node]:
    """JSON objects (and arrays of objects or arrays) that start a line of ``text``, or follow a
    short label ending in a colon at the start of one."""
    blocks: list[_Node] = []
    parser = _Parser(text)
    pos = 0
    while m := _LINE_START.search(text, pos):
        start = m.start(1)
        try:
            node = parser.value(start)
        except (ValueError, json.JSONDecodeError, RecursionError):
            pos = start + 1
            continue
        nested = node.kind == "array" and any(c.kind != "scalar" for c in node.value)  # type: ignore[union-attr]
        if node.end - node.start >= _MIN_JSON_CHARS and (node.kind == "object" or nested):
            blocks.append(node)
            pos = node.end
        else:
            pos = start + 1
    return blocks


@dataclass(frozen=True)
class ReadableContext:
    """The rendered text (what engines read) and how to map its offsets back to the source."""

    source: str
    text: str
    pieces: tuple[_Piece, ...]

    def to_source(self, start: int, end: int) -> tuple[int, int]:
        """The source span behind rendered ``text[start:end]``: exact inside prose, whole JSON
        values (key included) inside rendered records."""
        i = max(0, bisect.bisect_right(self.pieces, start, key=lambda p: p.r_start) - 1)
        lo, hi, after = None, None, None
        for p in self.pieces[i:]:
            if p.r_start >= end:
                after = p
                break
            if p.r_end <= start:
                continue
            a = p.s_start + max(0, start - p.r_start) if p.exact else p.s_start
            b = p.s_start + min(p.r_end, end) - p.r_start if p.exact else p.s_end
            lo = a if lo is None else min(lo, a)
            hi = b if hi is None else max(hi, b)
        if lo is None:  # only separators between pieces: an empty span where the next piece starts
            at = after.s_start if after is not None else (self.pieces[-1].s_end if self.pieces else 0)
            return at, at
        return lo, hi  # type: ignore[return-value]

    def evidence(self, e: Evidence) -> Evidence:
        s, t = self.to_source(e.start, e.end)
        return Evidence(self.source[s:t], s, t, e.score)


def context_with_records_read(context: str) -> ReadableContext | None:
    """The context as sent, followed by its JSON blocks rendered as sentences (a paragraph each);
    None when it holds none. The JSON stays in place because the record checks
    (``verifier.records``, ``verifier.record_fields``, ``verifier.opening_hours``) read the record
    itself; the sentences after it are for the model and word coverage, which read prose."""
    blocks = _json_blocks(context)
    if not blocks:
        return None
    r = _Renderer()
    r.emit(context, 0, len(context), exact=True, paragraph=True)
    for block in blocks:
        r.paragraph()
        r.node(block, None, None)
    return ReadableContext(context, "".join(r.out), tuple(r.pieces))


def check_readable(check_batch: Callable[[Sequence[str], str], list[ClaimVerdict]],
                   claims: Sequence[str], context: str) -> list[ClaimVerdict]:
    """``check_batch(claims, context)`` on the readable view of ``context``, with every evidence
    span mapped back to the context as sent (duplicates merged, best score kept)."""
    view = context_with_records_read(context)
    if view is None:
        return check_batch(claims, context)
    return [replace(v, evidence=best_evidence(map(view.evidence, v.evidence)))
            for v in check_batch(claims, view.text)]


class JsonReadingEngine:
    """Any engine, with the JSON records of every context read as sentences first."""

    def __init__(self, inner: Engine) -> None:
        self.inner = inner
        self.name = inner.name

    @property
    def model_used(self) -> str:
        return self.inner.model_used

    def check(self, claim: str, context: str) -> ClaimVerdict:
        return self.check_batch([claim], context)[0]

    def check_batch(self, claims: Sequence[str], context: str) -> list[ClaimVerdict]:
        return check_readable(self.inner.check_batch, claims, context)

    def __getattr__(self, name: str) -> object:  # engine-specific attributes (thresholds, max_len ...)
        if name == "inner":  # not set yet (copy / unpickling): no endless lookup
            raise AttributeError(name)
        return getattr(self.inner, name)
