"""Text primitives shared by every engine: sentence spans, tokens, content words, a light stemmer.

All offsets are exact character offsets into the string given: ``text[s.start:s.end] == s.text``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "Span",
    "STOPWORDS",
    "TABLE_DELIMITER",
    "split_sentences",
    "joined_sentences",
    "tokenize",
    "content_words",
    "stem",
    "stemmed_content",
    "salient_words",
    "clause_around",
    "clause_span",
    "blanked",
    "wordset",
    "NUMBER_WORDS",
    "number_words",
    "counting_words",
]


@dataclass(frozen=True)
class Span:
    """A piece of a source string: ``source[start:end] == text``."""

    start: int
    end: int
    text: str


# --------------------------------------------------------------------------- sentences


def wordset(words: str) -> frozenset[str]:
    """A set of words written as one blank-separated string."""
    return frozenset(words.split())


# Abbreviations after which a period never ends a sentence (titles, "e.g." ...), lower-case, no final dot.
_NEVER_END = wordset(
    """mr mrs ms dr prof st mt ft sen rep gov gen lt col capt sgt maj cmdr adm hon rev fr
    vs cf e.g i.e viz approx fig figs no nos vol vols pp ch sec art dept est ca al op cit
    jan feb mar apr jun jul aug sep sept oct nov dec"""
)
# Abbreviations that may also end a sentence: "... in the U.S. The next ..." splits only
# when the next word is a typical sentence opener.
_MAY_END = wordset("etc inc ltd co corp jr sr u.s u.k u.n u.s.a a.m p.m bros llc plc")
_OPENERS = wordset(
    """the a an it its this that these those there he she they we i you his her their our
    in on at for but and however also after before when while as if so then thus yet
    meanwhile moreover furthermore although though since because some many most all each"""
)

# A run of sentence-final punctuation plus closing quotes/brackets, followed by whitespace or the end.
_TERMINAL = re.compile(r"(?:[.!?]+|…)[\"'”’»)\]}]*(?=\s|$)")
# CJK full stops end a sentence with no space after them.
_CJK_TERMINAL = re.compile(r"[。！？]+[”’」』）]*")
_WORD_BEFORE = re.compile(r"([\w.'’-]+)$")
_NUMBER_BEFORE = re.compile(r"\d[ \t]+$")
_NEXT_WORD = re.compile(r"\s*[\"'“‘«(\[{]*(\S*)")
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
# The line under a markdown table's header: "|---|:---:|".
TABLE_DELIMITER = re.compile(r"^[ \t]*\|?[ \t]*:?-{1,}:?[ \t]*(?:\|[ \t]*:?-{1,}:?[ \t]*)+\|?[ \t]*$")
_LIST_ITEM = re.compile(r"(?:[-*•+]|\d{1,3}[.)]|[a-zA-Z][.)])\s")


def _period_ends_sentence(text: str, start: int, end: int) -> bool:
    """Decide whether the terminal run text[start:end] (found before whitespace) ends a sentence."""
    run = text[start:end]
    nxt_match = _NEXT_WORD.match(text, end)
    nxt = nxt_match.group(1) if nxt_match else ""
    if not nxt:
        return True
    first = nxt[0]
    if first.islower():
        return False  # "e.g. the", "approx. ten", "... and so on"
    if run[0] in "!?":
        return True
    if run.startswith("…") or run.startswith(".."):
        return True  # an ellipsis followed by a capital or a digit
    before = _WORD_BEFORE.search(text[max(0, start - 40) : start])
    word = before.group(1) if before else ""
    low = word.lower().rstrip(".")
    if not word:
        return True
    if low in ("no", "nos") and first.isalpha():
        return True  # an answer, "No. The bridge ...", not a number sign ("No. 5")
    if low in _NEVER_END and _NUMBER_BEFORE.search(text, max(0, start - 40), start - len(word)):
        return True  # a unit after a figure: "starting at 500 ms. Version 2.0 ..."
    if low in _NEVER_END and not (len(word) > 1 and word.isupper() and first.isalpha()):
        # "No. 5", "Dr. Smith"; but "in Jan. The" is rare enough to accept. Written in capitals and
        # followed by a word the word is a code: "Summerland, CA. It ..." (not "ca." circa, "NO. 5").
        return False
    if len(word) == 1 and word.isalpha() and word.isupper():
        return False  # an initial: "John F. Kennedy"
    if low in _MAY_END or re.fullmatch(r"(?:[a-z]\.)+[a-z]", low):
        return nxt.lower().strip("\"'“‘,") in _OPENERS
    if word.isdigit() and len(word) <= 3:
        # "1. First item" at the start of a line is a list marker, not a sentence.
        line_start = text.rfind("\n", 0, start) + 1
        if text[line_start:start].strip() == word:
            return False
    return True


def _boundaries(text: str) -> list[int]:
    """Offsets where one sentence ends and the next may begin (sorted, unique)."""
    cuts: set[int] = set()
    for m in _TERMINAL.finditer(text):
        if _period_ends_sentence(text, m.start(), m.end()):
            cuts.add(m.end())
    for m in _CJK_TERMINAL.finditer(text):
        cuts.add(m.end())
    for m in _BLANK_LINE.finditer(text):
        cuts.add(m.start())
    # A single line break ends a sentence unless the next line visibly continues it
    # (starts lower-case and is not a list item): hard-wrapped prose stays whole.
    pos = text.find("\n")
    while pos != -1:
        stripped = text[pos + 1 : pos + 200].lstrip(" \t")
        if not stripped or not stripped[0].islower() or _LIST_ITEM.match(stripped):
            cuts.add(pos)
        pos = text.find("\n", pos + 1)
    return sorted(cuts)


def split_sentences(text: str) -> list[Span]:
    """Split ``text`` into sentence spans with exact offsets.

    Spans are ordered, non-overlapping, trimmed of surrounding whitespace, and together cover
    every non-whitespace character. Paragraph breaks always end a sentence; a single newline ends
    one unless the next line starts in lower case (wrapped prose).
    """
    spans: list[Span] = []
    prev = 0
    for cut in [*_boundaries(text), len(text)]:
        if cut <= prev:
            continue
        _append_trimmed(text, prev, cut, spans)
        prev = cut
    return _merge_punctuation_only(text, spans)


_ENDS_IN_A_STOP = re.compile(r"[.!?…。！？][\"'”’»)\]}」』）]*$")


def joined_sentences(texts: Iterable[str]) -> str:
    """Sentences joined into one passage with a space, but with a line break between a table row and a line next to
    it where the first ends in no stop, which a space would run into one sentence for the checks that split the
    passage again ("Travel delay | Not covered | ... Monthly premium | £9.50")."""
    out = ""
    for text in texts:
        if out:
            row_end = not _ENDS_IN_A_STOP.search(out[-8:]) and ("|" in text or "|" in out[out.rfind("\n") + 1:])
            out += "\n" if row_end else " "
        out += text
    return out


@lru_cache(maxsize=32)
def _sentence_index(text: str) -> tuple[list[int], list[Span]]:
    """The sentences of ``text`` and their starts, split once per text: callers look up many offsets of one
    context."""
    spans = split_sentences(text)
    return [sp.start for sp in spans], spans


def sentence_span_at(text: str, offset: int) -> Span | None:
    """The sentence of ``text`` holding ``offset`` (a bisect over its sentences), or None."""
    starts, spans = _sentence_index(text)
    i = bisect_right(starts, offset) - 1
    return spans[i] if i >= 0 and offset < spans[i].end else None


def sentence_around(text: str, start: int) -> str:
    """The sentence of ``text`` holding offset ``start`` (the whole text when none does)."""
    span = sentence_span_at(text, start)
    return span.text if span is not None else text


def _merge_punctuation_only(text: str, spans: list[Span]) -> list[Span]:
    """Glue spans without any letter or digit (". .", "--") onto the previous sentence."""
    out: list[Span] = []
    for sp in spans:
        if out and not any(ch.isalnum() for ch in sp.text) and "\n\n" not in text[out[-1].end : sp.start]:
            last = out.pop()
            out.append(Span(last.start, sp.end, text[last.start : sp.end]))
        else:
            out.append(sp)
    return out


def _append_trimmed(text: str, start: int, end: int, out: list[Span]) -> None:
    piece = text[start:end]
    left = len(piece) - len(piece.lstrip())
    right = len(piece.rstrip())
    if right > left:
        out.append(Span(start + left, start + right, piece[left:right]))


# --------------------------------------------------------------------------- tokens

# Numbers keep their inner separators ("9.4", "1,083", "2025-03-12" splits at '-'); words are
# unicode letter/digit runs; apostrophes split contractions ("world's" -> "world", "s").
_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W_]+", re.UNICODE)
_THOUSANDS = re.compile(r"^\d{1,3}(?:,\d{3})+$")

STOPWORDS: frozenset[str] = wordset(
    """a about above after again against all am an and any are aren as at be because been before
    being below between both but by can cannot could couldn did didn do does doesn doing don down
    during each few for from further had hadn has hasn have haven having he her here hers herself
    him himself his how i if in into is isn it its itself just let ll me more most mustn my myself
    nor of off on once only or other ought our ours ourselves out over own re s same shan she
    should shouldn so some such t than that the their theirs them themselves then there these they
    this those through to too under until up us ve very was wasn we were weren what when where
    which while who whom why will with won would wouldn you your yours yourself yourselves d m o y
    also however thus therefore may might must shall upon via whether yet within without per
    would etc e g ie eg one's s's another else ever every many much several
    said says say"""
)
# Negation words are deliberately NOT stopwords ("no", "not", "never"): they carry meaning and
# matter for coverage; numbers are always content words.


def _normalize_token(tok: str) -> str:
    if "," not in tok:
        return tok
    if _THOUSANDS.match(tok):
        return tok.replace(",", "")
    return tok.replace(",", ".") if tok.count(",") == 1 else tok


def tokenize(text: str) -> list[str]:
    """Lower-cased word and number tokens; "1,083" -> "1083", "9.4" stays one token."""
    return [_normalize_token(t) for t in _TOKEN.findall(text.lower())]


def content_words(text: str) -> list[str]:
    """Tokens minus stopwords and single letters; numbers (any length) are content words."""
    return [t for t in tokenize(text) if (t[0].isdigit() or len(t) > 1) and t not in STOPWORDS]


_SUFFIXES = (
    ("ational", "ate"),
    ("ization", "ize"),
    ("iveness", "ive"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("ies", "y"),
    ("ied", "y"),
    ("sses", "ss"),
    ("ingly", ""),
    ("edly", ""),
    ("ing", ""),
    ("ed", ""),
    ("es", "e"),
    ("s", ""),
    ("ly", ""),
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Light, conservative suffix stripping so "completed"/"complete"/"completing" meet.

    Numbers and short words are returned unchanged. Not a linguistic stemmer: it only has to
    map variants of one word to the same key.
    """
    if len(word) <= 3 or not word.isalpha():
        return word
    for suf, rep in _SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            if suf == "s" and word.endswith(("ss", "us", "is")):
                break
            word = word[: len(word) - len(suf)] + rep
            if suf in ("ing", "ed", "edly", "ingly") and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]  # "stopped" -> "stop"
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]  # "create"/"created" -> "creat"
    return word


_WORD_CASED = re.compile(r"[^\W\d_]+|\d+(?:[.,]\d+)*", re.UNICODE)


def salient_words(text: str) -> set[str]:
    """Lower-cased content words that name things: numbers and capitalised words not opening a sentence.

    Missing one of these from the evidence says more than missing a common word.
    """
    out: set[str] = set()
    for sent in split_sentences(text) or [Span(0, len(text), text)]:
        for i, m in enumerate(_WORD_CASED.finditer(sent.text)):
            tok = m.group(0)
            if tok[0].isdigit() or (i > 0 and tok[0].isupper()):
                low = _normalize_token(tok.lower())
                if low not in STOPWORDS and (low[0].isdigit() or len(low) > 1):
                    out.add(low)
    return out


def stemmed_content(text: str) -> list[str]:
    """``stem`` applied to ``content_words(text)``: the unit BM25 and coverage work on."""
    return [stem(w) for w in content_words(text)]


def stemmed_words(text: str) -> set[str]:
    """:func:`stemmed_content` without figures: the words a text is about."""
    return {w for w in stemmed_content(text) if not w[0].isdigit()}


# Where a clause of a claim sentence starts and ends: "..., which does not ...", "... that does not compare ...".
_CLAUSE_BOUND = re.compile(r"[,;:]\s+|\s+(?:that|which|while|whereas|but|because|although)\s+", re.IGNORECASE)


def clause_around(text: str, start: int, end: int) -> str:
    """The clause of ``text`` holding ``text[start:end]``, from the bound before it to the bound after it (commas,
    semicolons, colons, that / which / while / whereas / but / because / although): the one statement of a long
    claim sentence a word check reads, where the whole sentence carries several."""
    first, last = clause_span(text, start, end)
    return text[first:last]


def blanked(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with each span written over by spaces (offsets unchanged)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def clause_span(text: str, start: int, end: int, bounds: re.Pattern[str] = _CLAUSE_BOUND) -> tuple[int, int]:
    """(start, end) of the clause :func:`clause_around` returns, or of the stretch between two matches of ``bounds``."""
    before = [m.end() for m in bounds.finditer(text, 0, start)]
    after = bounds.search(text, end)
    return (before[-1] if before else 0, after.start() if after else len(text))


# --------------------------------------------------------------------------- numbers in words

_UNITS = str.split("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                   "sixteen seventeen eighteen nineteen twenty")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
# Numbers written in words, "zero" to "ninety-nine" ("twenty-five", and "twenty five" as transcripts write it).
NUMBER_WORDS: dict[str, int] = {w: i for i, w in enumerate(_UNITS)}
NUMBER_WORDS.update(_TENS)
NUMBER_WORDS.update({f"{t}{sep}{u}": tv + uv for t, tv in _TENS.items() for u, uv in list(NUMBER_WORDS.items())
                     if 1 <= uv <= 9 for sep in ("-", " ")})


def number_words(*words: str) -> dict[str, int]:
    """The value of each of ``words`` (:data:`NUMBER_WORDS`), in the order given."""
    return {w: NUMBER_WORDS[w] for w in words}


def counting_words(last: int) -> dict[str, int]:
    """"one" to the word for ``last`` (at most twenty), in order."""
    return number_words(*_UNITS[1 : last + 1])
