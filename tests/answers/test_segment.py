"""Markdown-aware segmentation: offsets, headings, list markers, code fences and tables."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.segment import segment

MD = """# Setup
## Power
The FST-2XT runs on 230 volts. It draws 2 A.

- Bullet one is here.
* Bullet two is here.
  + Nested bullet is here.
1. Step one: plug it in.
2) Step two: switch it on.
- [x] Task done here.
> Quoted claim is here.

```python
x = 1. This is code, not a claim.
```

~~~
More code. Still code.
~~~

| Model | Volts |
|-------|-------|
| FST-2XT | 230 |

Name | Value
---- | -----
a | b

Setext Title
============
Under the setext title.

***
Final words are here."""


def _by_text(answer: str) -> dict:
    return {s.text: s for s in segment(answer)}


def test_offsets_markers_headings_code_and_tables() -> None:
    sents = segment(MD)
    for s in sents:
        assert MD[s.start:s.end] == s.text
    texts = [s.text for s in sents]
    assert texts == [
        "The FST-2XT runs on 230 volts.", "It draws 2 A.", "Bullet one is here.", "Bullet two is here.",
        "Nested bullet is here.", "Step one: plug it in.", "Step two: switch it on.", "Task done here.",
        "Quoted claim is here.", "Under the setext title.", "Final words are here.",
    ]
    by = _by_text(MD)
    assert by["The FST-2XT runs on 230 volts."].headings == ("Setup", "Power")
    assert by["Under the setext title."].headings == ("Setext Title",)
    assert by["Step one: plug it in."].list_item and not by["It draws 2 A."].list_item
    step = by["Step two: switch it on."]
    assert MD[step.start - 3:step.start] == "2) "  # the offset points after the marker
    assert not any("code" in t or "Volts" in t or "230 |" in t for t in texts)


def test_unclosed_fence_swallows_the_rest_and_headings_reset() -> None:
    md = "# A\nOne fact here.\n# B\nTwo fact here.\n```\nnot a sentence.\n"
    sents = segment(md)
    assert [(s.text, s.headings) for s in sents] == [("One fact here.", ("A",)), ("Two fact here.", ("B",))]


_ALPHABET = st.sampled_from(list("ab Z.!?-*+#|`~>:1 \n\t") + ["```", "\n- ", "\n1. ", "\n# ", "\n|a|b|\n|-|-|\n",
                                                               "e.g. ", "Dr. ", "\r\n", "…", "é"])


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.lists(_ALPHABET, max_size=60).map("".join), st.text(max_size=200)))
def test_every_sentence_is_an_exact_slice(answer: str) -> None:
    sents = segment(answer)
    prev_end = 0
    for s in sents:
        assert answer[s.start:s.end] == s.text
        assert s.text == s.text.strip() and s.text
        assert s.start >= prev_end
        prev_end = s.end
