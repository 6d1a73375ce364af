"""Markdown-aware sentence segmentation with exact offsets into the answer.

* ATX (``# Title``) and setext (``Title`` over ``===``/``---``) headings produce no sentence; their
  text travels with every sentence beneath them as ``headings`` (outermost first).
* List bullets (``-``, ``*``, ``+``, ``•``), numbered steps (``1.``, ``2)``), task boxes (``[ ]``) and
  block quotes (``>``) are stripped: a sentence's offsets point at the content after the marker.
* Fenced code blocks (``` or ~~~, up to the matching closing fence or the end) and table rows
  (lines starting with ``|``, delimiter rows, and ``a | b`` lines next to a delimiter row) produce
  no sentence; neither do thematic breaks (``---``, ``***``) nor HTML comments on their own line.

Always ``answer[s.start:s.end] == s.text``; sentences are ordered and never overlap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.text import TABLE_DELIMITER, split_sentences

__all__ = ["Sentence", "segment"]


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str
    headings: tuple[str, ...]  # enclosing headings, outermost first
    list_item: bool  # the sentence comes from a bullet or numbered step


_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_BREAK = re.compile(r"^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$")
_MARKER = re.compile(r"^[ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+•]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?")
_LIST = re.compile(r"^[ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+•]|\d{1,9}[.)])[ \t]+")
_QUOTE = re.compile(r"^[ \t]*>")
_COMMENT = re.compile(r"^[ \t]*<!--.*-->[ \t]*$")


@dataclass(frozen=True)
class _Line:
    start: int  # offset of the line in the answer
    text: str  # without the newline


def _lines(answer: str) -> list[_Line]:
    out, pos = [], 0
    for raw in answer.splitlines(keepends=True):
        out.append(_Line(pos, raw.rstrip("\r\n")))
        pos += len(raw)
    return out


def _is_table(lines: list[_Line], i: int) -> bool:
    text = lines[i].text
    if text.lstrip().startswith("|") or ("|" in text and TABLE_DELIMITER.match(text) and "-" in text):
        return True
    if "|" not in text:
        return False
    for j in (i - 1, i + 1):
        if 0 <= j < len(lines) and "|" in lines[j].text and TABLE_DELIMITER.match(lines[j].text):
            return True
    # a row further down a table: the rows above it (up to the delimiter) hold pipes too
    j = i - 1
    while j >= 0 and "|" in lines[j].text:
        if TABLE_DELIMITER.match(lines[j].text):
            return True
        j -= 1
    return False


def _set_heading(stack: list[tuple[int, str]], level: int, text: str) -> None:
    while stack and stack[-1][0] >= level:
        stack.pop()
    if text:
        stack.append((level, text))


def segment(answer: str) -> list[Sentence]:
    """The answer's sentences, with the headings above each and whether it sits in a list item."""
    lines = _lines(answer)
    sentences: list[Sentence] = []
    headings: list[tuple[int, str]] = []
    block: tuple[int, int, bool] | None = None  # (content start, end, list item)
    fence: str | None = None

    def flush() -> None:
        nonlocal block
        if block is not None:
            start, end, item = block
            path = tuple(h for _, h in headings)
            for span in split_sentences(answer[start:end]):
                sentences.append(Sentence(start + span.start, start + span.end, span.text, path, item))
            block = None

    i = 0
    while i < len(lines):
        line = lines[i]
        text = line.text
        if fence is not None:
            m = _FENCE.match(text)
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not text[m.end():].strip():
                fence = None
            i += 1
            continue
        m = _FENCE.match(text)
        if m:
            flush()
            fence = m.group(1)
            i += 1
            continue
        if not text.strip() or _COMMENT.match(text) or _is_table(lines, i):
            flush()
            i += 1
            continue
        atx = _ATX.match(text)
        if atx:
            flush()
            _set_heading(headings, len(atx.group(1)), (atx.group(2) or "").strip())
            i += 1
            continue
        nxt = lines[i + 1].text if i + 1 < len(lines) else ""
        if block is None and _SETEXT.match(nxt) and not _LIST.match(text) and not _QUOTE.match(text):
            _set_heading(headings, 1 if nxt.strip().startswith("=") else 2, text.strip())
            i += 2
            continue
        if _BREAK.match(text):
            flush()
            i += 1
            continue
        marker = _MARKER.match(text)
        content_start = line.start + (marker.end() if marker else 0)
        line_end = line.start + len(text)
        new_item = bool(_LIST.match(text)) or bool(_QUOTE.match(text))
        if block is None or new_item:
            flush()
            block = (content_start, line_end, bool(_LIST.match(text)))
        else:
            block = (block[0], line_end, block[2])
        i += 1
    flush()
    return sentences
