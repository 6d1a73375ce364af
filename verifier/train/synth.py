"""Synthetic hard examples built from training-allowed documents.

* claim = a sentence (or clause) of a document; evidence = the document -> supported;
  the same with that sentence and its near-duplicates removed -> unsupported;
* minimal edits of numbers, dates, entities, negation, antonyms -> contradicted;
* two sentences of one document joined -> supported; one half from another document ->
  unsupported;
* a supported sentence with one extra detail (a place, date, amount or name phrase taken from
  another document) that the evidence does not mention -> unsupported: the "mostly copied,
  one baseless addition" shape of RAG and summary hallucinations;
* a supported sentence reworded without changing what it says (a synonym for a word the
  antonym and number edits also touch, a figure rounded under a hedge: "lowered by 8.1 mmHg" ->
  "reduced by about 8 mmHg") -> supported, so that a changed word or figure is not by itself
  read as a contradiction.
"""

from __future__ import annotations

import random
import re

from verifier.windows import Span, split_sentences, words

MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ANTONYMS = [
    ("increase", "decrease"), ("increased", "decreased"), ("increases", "decreases"),
    ("higher", "lower"), ("more", "less"), ("before", "after"), ("rise", "fall"), ("rose", "fell"),
    ("larger", "smaller"), ("largest", "smallest"), ("first", "last"), ("won", "lost"),
    ("positive", "negative"), ("always", "never"), ("improved", "worsened"), ("reduces", "increases"),
    ("reduced", "increased"), ("above", "below"), ("older", "younger"), ("early", "late"),
    ("strong", "weak"), ("effective", "ineffective"), ("safe", "unsafe"), ("allowed", "banned"),
    ("men", "women"), ("north", "south"), ("east", "west"), ("all", "none"), ("cause", "prevent"),
]
# Direction words and their opposites, each side with its synonyms, so that "rose" is contradicted by
# "dropped" and "declined" as well as by "fell" (the synonym rewordings teach that "fell" and "declined"
# agree). Only unambiguous words are edited ("declined" may mean "refused"; it is only a replacement).
DIRECTIONS = {
    "rose": ["fell", "dropped", "declined"], "grew": ["fell", "shrank", "declined"],
    "climbed": ["fell", "dropped"], "fell": ["rose", "grew", "climbed", "increased"],
    "dropped": ["rose", "climbed", "increased"], "raised": ["lowered", "reduced", "cut"],
    "lowered": ["raised", "increased"], "rises": ["falls", "drops", "declines"],
    "falls": ["rises", "grows", "increases"], "grows": ["shrinks", "falls", "declines"],
}
_ANT: dict[str, list[str]] = ({a: [b] for a, b in ANTONYMS} | {b: [a] for a, b in ANTONYMS}
                              | {w: list(opp) for w, opp in DIRECTIONS.items()})
_NUM = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w])")
_AUX = re.compile(r"\b(is|are|was|were|can|will|has|have|had|does|did|should|could|would|may|must)\b(?! not)")
_NEG = re.compile(r"\b(not |n't|never )")
_CAP = re.compile(r"(?<=\s)[A-Z][a-z]+(?:\s[A-Z][a-z]+)*")
_MONTH_RE = re.compile(r"\b(" + "|".join(MONTHS) + r")\b")
_DAY_RE = re.compile(r"\b(" + "|".join(DAYS) + r")\b")


def _edit_number(s: str, rng: random.Random) -> str | None:
    ms = list(_NUM.finditer(s))
    if not ms:
        return None
    m = rng.choice(ms)
    tok = m.group()
    digits = tok.replace(",", "")
    try:
        val = float(digits)
    except ValueError:
        return None
    if "." in digits:
        places = len(digits.split(".")[1])
        new = f"{val * rng.choice([0.5, 0.8, 1.3, 2.0]) + rng.choice([0.1, 0.3]):.{places}f}"
    elif 1800 <= val <= 2100 and len(digits) == 4:
        new = str(int(val) + rng.choice([-10, -5, -3, -2, -1, 1, 2, 3, 5, 10]))
    elif val < 10:
        new = str(int(val) + rng.choice([1, 2, 3, 5]))
    else:
        n = int(val * rng.choice([0.5, 0.7, 1.5, 2, 3]) + rng.choice([1, 3, 7]))
        new = f"{n:,}" if "," in tok else str(n)
    if new == tok:
        return None
    return s[: m.start()] + new + s[m.end() :]


def _edit_swaplist(s: str, pattern: re.Pattern, pool: list[str], rng: random.Random) -> str | None:
    ms = list(pattern.finditer(s))
    if not ms:
        return None
    m = rng.choice(ms)
    new = rng.choice([x for x in pool if x != m.group()])
    return s[: m.start()] + new + s[m.end() :]


def _edit_negation(s: str, rng: random.Random) -> str | None:
    neg = list(_NEG.finditer(s))
    if neg and rng.random() < 0.5:
        m = rng.choice(neg)
        rep = {"not ": "", "n't": "", "never ": "always "}[m.group()]
        out = s[: m.start()] + rep + s[m.end() :]
        return out.replace("ca ", "can ").replace("wo ", "will ") if m.group() == "n't" else out
    return add_negation(s, rng)


_OTHER_NEGATION = re.compile(r"\b(?:no|none|nothing|nobody|neither|nor|cannot|without)\b", re.IGNORECASE)


def has_negation(s: str) -> bool:
    """``s`` already negates something (a "not" added to it would make a double negation)."""
    return bool(_NEG.search(s) or _OTHER_NEGATION.search(s))


def add_negation(s: str, rng: random.Random) -> str | None:
    """``s`` with a "not" after one of its auxiliaries (usually the first), or None when it has none."""
    aux = list(_AUX.finditer(s))
    if not aux:
        return None
    m = aux[0] if rng.random() < 0.6 else rng.choice(aux)
    return s[: m.end()] + " not" + s[m.end() :]


def _edit_antonym(s: str, rng: random.Random) -> str | None:
    toks = list(re.finditer(r"\b\w+\b", s))
    cands = [m for m in toks if m.group().lower() in _ANT]
    if not cands:
        return None
    m = rng.choice(cands)
    rep = rng.choice(_ANT[m.group().lower()])
    if m.group()[0].isupper():
        rep = rep.capitalize()
    return s[: m.start()] + rep + s[m.end() :]


def _edit_entity(s: str, doc_text: str, rng: random.Random, pool: list[str]) -> str | None:
    ents = [m for m in _CAP.finditer(" " + s) if m.group() not in MONTHS + DAYS]
    if not ents:
        return None
    m = rng.choice(ents)
    others = [e for e in set(_CAP.findall(" " + doc_text)) if e not in s and e not in MONTHS + DAYS]
    if not others and pool:
        others = [rng.choice(pool) for _ in range(3)]
    others = [o for o in others if o != m.group()]
    if not others:
        return None
    start, end = m.start() - 1, m.end() - 1
    return s[:start] + rng.choice(sorted(others)) + s[end:]


def perturb(
    sentence: str, doc_text: str, rng: random.Random, entity_pool: list[str]
) -> tuple[str, str] | None:
    """A minimally edited, contradicting version of ``sentence`` and the kind of edit."""
    kinds = ["number", "date", "negation", "antonym", "entity"]
    rng.shuffle(kinds)
    if _NUM.search(sentence) and rng.random() < 0.5:
        kinds.insert(0, "number")
    for kind in kinds:
        if kind == "number":
            out = _edit_number(sentence, rng)
        elif kind == "date":
            out = _edit_swaplist(sentence, _MONTH_RE, MONTHS, rng)
            out = out or _edit_swaplist(sentence, _DAY_RE, DAYS, rng)
        elif kind == "negation":
            out = _edit_negation(sentence, rng)
        elif kind == "antonym":
            out = _edit_antonym(sentence, rng)
        else:
            out = _edit_entity(sentence, doc_text, rng, entity_pool)
        if out and out != sentence:
            return out, kind
    return None


_DETAIL = re.compile(
    r"\b(?:in|at|on|for|by|during|after|since|from|near|with)\s+(?:the\s+|a\s+)?"
    r"(?:[A-Z][\w'-]+|\d[\d,.]*)(?:\s+(?:[A-Z][\w'-]+|\d[\d,.]*|of|percent|years?|months?|million|billion))*"
)


def detail_phrases(sentence: str) -> list[str]:
    """Prepositional phrases naming a place, date, amount or name ("in March 2019", "at Acme Corp")."""
    found = (re.sub(r"\s+of$", "", m.group().rstrip(",.")) for m in _DETAIL.finditer(sentence))
    return [p for p in found if 2 <= len(p.split()) <= 6]


def add_detail(sentence: str, doc_text: str, phrases: list[str], rng: random.Random) -> str | None:
    """``sentence`` with one of ``phrases`` appended (before its final punctuation or a comma),
    provided none of the phrase's content words occur in ``doc_text`` (so the addition is baseless)."""
    doc_words = set(words(doc_text))
    fresh = [p for p in phrases if words(p) and not set(words(p)) & doc_words and p not in sentence]
    if not fresh:
        return None
    phrase = rng.choice(fresh)
    body = sentence.rstrip()
    end = body[-1] if body[-1:] in ".!?" else ""
    body = body[: len(body) - len(end)]
    commas = [m.start() for m in re.finditer(r",\s", body) if m.start() > 15]
    if commas and rng.random() < 0.3:
        i = rng.choice(commas)
        return f"{body[:i]} {phrase}{body[i:]}{end}"
    return f"{body} {phrase}{end}"


def good_sentence(s: Span) -> bool:
    n = len(s.text.split())
    alpha = sum(c.isalpha() for c in s.text)
    return 6 <= n <= 45 and not s.text.startswith("(meta") and alpha > 0.6 * len(s.text)


def clause(sentence: str, rng: random.Random) -> str:
    """Sometimes shorten a sentence to one clause so claims are not always verbatim copies."""
    if rng.random() < 0.3:
        parts = [p for p in re.split(r",\s+|;\s+", sentence) if len(p.split()) >= 6]
        if parts:
            c = rng.choice(parts).strip()
            return c[0].upper() + c[1:] if c else sentence
    return sentence


def coverage(claim: str, text: str) -> float:
    cw = set(words(claim))
    return len(cw & set(words(text))) / len(cw) if cw else 1.0


def remove_near_duplicates(doc: str, sents: list[Span], claim: str, keep_threshold: float = 0.4) -> str:
    """The document without sentences that share many content words with ``claim``."""
    kept = [s.text for s in sents if coverage(claim, s.text) < keep_threshold]
    return "\n\n".join(kept)


def join_claim(a: str, b: str) -> str:
    a = a.rstrip().rstrip(".!?;")
    b = b.strip()
    if b[:1].isupper() and not (b.split()[0].isupper() or b.split()[0] in ("I",)) and b[1:2].islower():
        b = b[0].lower() + b[1:]
    return f"{a}, and {b}"


def doc_sentences(doc: str) -> list[Span]:
    return split_sentences(doc)


# Words that mean the same in the same grammatical slot, so a swap keeps the sentence entailed.
# Several are the antonym edits' words ("reduced" / "increased"): without these the model learns
# that any verb differing from the evidence's is a contradiction.
SYNONYMS = [
    ("reduced", "lowered", "decreased"), ("reduces", "lowers", "decreases"), ("reduce", "lower", "decrease"),
    ("rose", "increased", "grew", "climbed"), ("fell", "dropped", "declined"),
    ("began", "started"), ("begin", "start"), ("begins", "starts"),
    ("bought", "purchased", "acquired"), ("said", "stated"), ("showed", "found", "demonstrated"),
    ("helped", "assisted"), ("helps", "assists"), ("large", "big"), ("larger", "bigger"),
    ("largest", "biggest"), ("about", "approximately", "around", "roughly"), ("nearly", "almost"),
    ("quickly", "rapidly"), ("children", "kids"), ("used", "utilized"), ("uses", "utilizes"),
    ("built", "constructed"), ("ended", "concluded"), ("chose", "selected"), ("allowed", "permitted"),
    ("needed", "required"), ("needs", "requires"), ("main", "primary"), ("despite", "in spite of"),
    ("following", "after"), ("died", "passed away"), ("received", "obtained"), ("method", "approach"),
]
_SYN = {w: [x for x in group if x != w] for group in SYNONYMS for w in group}
_SYN_RE = re.compile(r"\b(" + "|".join(sorted((re.escape(w) for w in _SYN), key=len, reverse=True)) + r")\b")
_DECIMAL = re.compile(r"(?<![\w.,])(\d+)\.(\d+)(?![\w.,]*\d)")
_BIG_INT = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d{4,})(?![\w.,]*\d)")
_HEDGED_BEFORE = re.compile(
    r"\b(?:about|around|approximately|roughly|nearly|almost|over|under|more than|less than|some)\s+$", re.IGNORECASE)


def swap_synonym(sentence: str, rng: random.Random) -> str | None:
    """``sentence`` with one lower-case word replaced by a synonym, or None (a capitalised "Rose"
    may be a name)."""
    found = [m for m in _SYN_RE.finditer(sentence) if m.group().islower()]
    if not found:
        return None
    m = rng.choice(found)
    return sentence[: m.start()] + rng.choice(_SYN[m.group()]) + sentence[m.end() :]


def round_under_hedge(sentence: str, rng: random.Random) -> str | None:
    """``sentence`` with one figure rounded and hedged ("8.1 mmHg" -> "about 8 mmHg", "1,204" ->
    "about 1,200"), which it still entails; None when no figure can be rounded or it is already hedged.
    Years are left alone (rounding a year changes what it says)."""
    cands: list[tuple[int, int, str]] = []
    for m in _DECIMAL.finditer(sentence):
        value = float(m.group(0))  # two or more places -> one; one place -> a whole number
        rounded = f"{value:.1f}" if len(m.group(2)) >= 2 else f"{round(value):,}"
        if rounded.replace(",", "") != m.group(0) and float(rounded.replace(",", "")) > 0:
            cands.append((m.start(), m.end(), rounded))
    for m in _BIG_INT.finditer(sentence):
        value = int(m.group(0).replace(",", ""))
        if 1800 <= value <= 2100 and "," not in m.group(0):
            continue
        step = 10 ** max(1, len(str(value)) - 3)
        rounded = round(value / step) * step
        if rounded != value and rounded > 0:
            written = f"{rounded:,}" if "," in m.group(0) or rounded >= 10000 else str(rounded)
            cands.append((m.start(), m.end(), written))
    cands = [c for c in cands if not _HEDGED_BEFORE.search(sentence[: c[0]])]
    if not cands:
        return None
    start, end, rounded = rng.choice(cands)
    if start and sentence[start - 1] in "$€£¥":  # the hedge goes before the currency sign
        start, rounded = start - 1, sentence[start - 1] + rounded
    hedge = rng.choice(["about", "around", "roughly", "approximately"])
    return f"{sentence[:start]}{hedge} {rounded}{sentence[end:]}"


def reword(sentence: str, rng: random.Random) -> tuple[str, str] | None:
    """A rewording of ``sentence`` that it still entails, and its kind ("synonym" or "round")."""
    kinds = [("round", round_under_hedge), ("synonym", swap_synonym)]
    rng.shuffle(kinds)
    for kind, fn in kinds:
        out = fn(sentence, rng)
        if out and out != sentence:
            return out, kind
    return None
