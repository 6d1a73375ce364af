"""Which sentences carry something to verify, and the atomic claims they decompose into (rule based).

Not-checked reasons (a small, fixed vocabulary):

* ``greeting`` — salutations, thanks and acknowledgements ("Sure!", "Thanks for asking.");
* ``meta`` — sentences about the answer itself: introductions and conclusions ("Here is an
  overview.", "I hope this helps.", "In summary, it depends.") — a conclusion that restates a
  fact with a number or a name is checked (without its lead-in);
* ``no_verifiable_content`` — opinions, advice, questions and fragments with fewer than two
  content words ("I think it is great.", "You should try it.", "Why not?");
* ``ambiguous`` — a sentence that opens with a pronoun ("It", "They", "This is") with nothing
  before it, in its section, to resolve it to;
* ``cap_exceeded`` — past ``maxSentences`` (or its claims past ``maxClaims``); set by the planner.

Decomposition: inline markdown is removed (``**``, backticks, ``[text](url)``); the sentence is
split at semicolons and at ``and`` / ``but`` / ``while`` / ``whereas`` joining two clauses that
each have a verb; a clause with no subject of its own ("... and is 330 metres tall") borrows the
subject of the first, and a leading pronoun is replaced by its antecedent (the subject of the
previous checked sentence in the section, else the nearest heading), so every claim reads alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.text import TABLE_DELIMITER, content_words, split_sentences, tokenize

__all__ = ["REASONS", "Triage", "triage", "decompose", "clean_inline", "subject_of", "nothing_to_check",
           "sentences_to_check", "strip_attribution", "strip_citations", "strip_discourse",
           "strip_leads",
           "table_rows_as_sentences"]

REASONS = ("greeting", "meta", "no_verifiable_content", "ambiguous", "cap_exceeded")

_GREETING = re.compile(
    r"^(?:hi|hello|hey|greetings|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: so much)?|thank you"
    r"|sure|certainly|of course|absolutely|great question|good question|you're welcome|you are welcome"
    r"|no problem|happy to help|glad to help|ok(?:ay)?|cheers)\b[^.!?]{0,40}[.!?]*$", re.IGNORECASE)
# Closing wishes assert nothing about the world ("Good luck!", "Happy cooking!"); kept narrow, whole
# sentence only, so "Enjoy views from the 300-metre deck." is still checked.
_SIGN_OFF = re.compile(
    r"^(?:good luck|best of luck|all the best|hope (?:that|this|it) helps|enjoy(?: it| your \w+)?|bon app[ée]tit"
    r"|happy \w+ing|have (?:a|an) (?:great|good|nice|wonderful|lovely|fun|safe) \w+)"
    r"(?: with (?:your|the) [^.!?]{1,40})?[.!]*$", re.IGNORECASE)
_META = re.compile(
    r"^(?:here(?:'s| is| are)\b|below (?:is|are)\b"
    r"|the following\b(?!\s+(?:day|days|week|weeks|month|months|year|years|season|seasons|morning|evening|night"
    r"|spring|summer|autumn|fall|winter|decade|century|game|match|race)\b)|as follows\b|i hope\b|hope this helps"
    r"|let me know\b|feel free\b|please note\b|note that this answer\b|as an ai\b|i'm an ai\b|i am an ai\b"
    r"|i can help\b|i'd be happy\b|i would be happy\b|let's (?:look|take|dive|break)\b|in this (?:answer|guide)\b)",
    re.IGNORECASE)
_LIST_MARK = re.compile(r"\W*(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)]\W*")
_CONCLUSION = re.compile(
    r"^(?:in (?:summary|conclusion|short|brief)|to (?:sum up|summari[sz]e|conclude)|overall|all in all"
    r"|in a nutshell|bottom line)\b[,:]?\s*", re.IGNORECASE)
_OPINION = re.compile(
    r"^(?:i (?:think|believe|feel|guess|suppose|would say|'d say|recommend|suggest|love|like|prefer)|in my "
    r"(?:opinion|view|experience)|personally|imho|arguably|it seems to me|you (?:should|might|may want|could"
    r" try|will love)|make sure|remember to|don't forget|consider\b|try\b|be sure"
    r"|ich (?:finde|denke|glaube|meine|empfehle)|meiner meinung nach|je pense|je crois|à mon avis)", re.IGNORECASE)
_EVALUATIVE = re.compile(
    r"\b(?:great|excellent|amazing|awesome|wonderful|fantastic|terrible|awful|nice|beautiful|lovely|worth it"
    r"|highly recommended|a good choice|a great choice|definitely worth|fun|enjoyable|impressive|interesting"
    r"|toll|super|großartig|genial|prima)\b",
    re.IGNORECASE)
_NAME = re.compile(r"(?<!^)(?<![.!?]\s)\b[A-ZÀ-ÖØ-Þ][\w-]+")
_PERSONAL = {"it": "", "they": "", "he": "", "she": "", "its": "'s", "their": "'s", "his": "'s", "her": "'s"}
_DEMONSTRATIVE = frozenset({"this", "that", "these", "those"})
_AUX_WORDS = """is are was were be been being has have had will would can could may might must shall should does do did
    isn't aren't wasn't weren't hasn't haven't hadn't won't can't couldn't doesn't don't didn't"""
_VERB_WORDS = """runs run uses use contains contain includes include supports support requires require offers offer
    provides provide weighs weigh costs cost measures measure operates operate works work holds hold makes make
    takes take gives give gets get reaches reach lasts last stands stand lies lie sits sit covers cover means mean
    produces produce consumes consume draws draw needs need lets let allows allow causes cause shows show
    became become remains remain seems seem reported reports said says won wins lost loses grew grows fell falls
    rose rises began begins ended ends built builds"""
_AUX = frozenset(_AUX_WORDS.split())
_VERBS = frozenset(_VERB_WORDS.split())
_CLAUSE_JOIN = re.compile(r",?\s+(?:and|but|while|whereas)\s+|;\s*", re.IGNORECASE)
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|\*|`+|~~)(?=\S)(.+?)(?<=\S)\1|(?<!\w)(__|_)(?=\S)(.+?)(?<=\S)\3(?!\w)")
# Citation markers a RAG answer carries for its reader ("[2]", "[1, 3]", "[^2]", "(Passage 1)", "[Source 3]"):
# they say where a sentence came from, assert nothing, and their digits would be read as numbers to check.
_SOURCE_WORD = (r"(?:passage|source|document|doc|ref|reference|citation|context|snippet|chunk|excerpt|article"
                r"|result|evidence)s?")
_CITATION = re.compile(
    r"\s*(?:\[\^?\d{1,3}(?:\s*[,;\u2013-]\s*\d{1,3})*\]"
    rf"|[(\[](?:see\s+)?{_SOURCE_WORD}\s*#?\d{{1,3}}"
    rf"(?:\s*(?:,|;|&|and|-|\u2013)\s*(?:{_SOURCE_WORD}\s*)?#?\d{{1,3}})*[)\]])", re.IGNORECASE)


@dataclass(frozen=True)
class Triage:
    reason: str | None  # None: checkable
    text: str  # the sentence cleaned of inline markdown and any conclusion lead-in


def clean_inline(text: str) -> str:
    """Sentence text without inline markdown (links keep their text) and with whitespace collapsed."""
    text = _LINK.sub(r"\1", text)
    for _ in range(2):
        text = _EMPHASIS.sub(lambda m: m.group(2) if m.group(1) else m.group(4), text)
    return re.sub(r"\s+", " ", text).strip()


def table_rows_as_sentences(text: str) -> str:
    """A markdown table in a claim, one sentence per data row ("| Revenue | $4.2B |" -> "Revenue: $4.2B.";
    with three or more columns the headers name the cells: "2023: Revenue $4.2B, Profit $310M."). The
    header and delimiter rows assert nothing; everything outside the table is left as it is."""
    lines = text.split("\n")
    if not any(TABLE_DELIMITER.match(line) and "|" in line for line in lines):
        return text
    out: list[str] = []
    headers: list[str] = []
    for i, line in enumerate(lines):
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else None
        if TABLE_DELIMITER.match(line):
            continue
        if cells is None:
            out.append(line)
            headers = []
        elif i + 1 < len(lines) and TABLE_DELIMITER.match(lines[i + 1]):
            headers = cells
        elif len(cells) >= 2:
            names = headers if len(headers) == len(cells) and len(cells) >= 3 else [""] * len(cells)
            rest = [f"{h} {c}".strip() for h, c in zip(names[1:], cells[1:], strict=True) if c]
            out.append(f"{cells[0].rstrip('.:')}: {', '.join(rest)}.".replace("..", "."))
        else:
            out.append(" ".join(cells))
    return "\n".join(out)


# A bare answer to a yes/no question: nothing in it can be checked against the sources.
_ANSWER_WORD = re.compile(
    r"^(?:yes|yeah|yep|no|nope|correct|incorrect|right|exactly|indeed|true|false|definitely)[.!]*$", re.IGNORECASE)
# A lead-in that attributes a sentence to the supplied sources ("According to the provided context, ..."): it
# says where the claim came from, which is exactly what the check verifies. Named sources ("the 10-K") stay.
_NUMBERED = (r"(?:(?:passage|document|source)s?\s+\d{1,3}(?:\s*(?:,|and|&)\s*\d{1,3})*"
             r"|the\s+(?:first|second|third|fourth|fifth|last|final|other)\s+(?:passage|document|source|article|excerpt)s?)")
_SUPPLIED = (r"(?:provided\s+|given\s+|above\s+|supplied\s+)?(?:context|passages?|articles?|documents?|sources?|text"
             r"|excerpts?|information|search results|materials?|reviews)(?:\s+(?:provided|given|above|supplied))?")
_SOURCE = rf"(?:the\s+{_SUPPLIED}|{_NUMBERED})"
_REPORTED = r"(?:mentioned|stated|noted|described|shown|indicated|explained|reported|specified)"
_ATTRIBUTION = re.compile(
    rf"^(?:(?:according to|based on|as {_REPORTED} (?:in|by)|from|per|in)\s+{_SOURCE}\s*[,:]"
    rf"(?:\s+(?:we can see|we see|we learn|it can be seen|it is clear)\s+that)?"
    rf"(?:\s+it is {_REPORTED} that)?"
    rf"|{_SOURCE}\s+(?:also\s+)?(?:(?:states?|mentions?|says?|notes?|indicates?|explains?|shows?|reports?|confirms?"
    r"|suggests?|describes?|highlights?|specifies?|clarifies?|reveals?|adds?|points out|tells us)\s+that"
    r"|(?:states?|says?)(?=\s+(?:the|a|an)\s))"
    rf"|it is {_REPORTED}(?:\s+(?:in|by)\s+{_SOURCE})?\s+that"
    r"|to answer your question\s*[,:]|the answer is(?:\s+that|\s*:))\s+(?=\S)", re.IGNORECASE)
# The same attribution at the end: "..., as mentioned in Passage 1." / "..., according to the passages."
_TRAILING_ATTRIBUTION = re.compile(
    rf"\s*,?\s*(?:as {_REPORTED} (?:in|by)|according to|per|based on)\s+{_SOURCE}\s*(?=[.!]?$)", re.IGNORECASE)


def strip_attribution(text: str) -> str:
    """``text`` without a lead-in or a closing phrase attributing it to the supplied sources
    ("Based on the passage, the bridge opened in 1932." and "The bridge opened in 1932, as mentioned in
    Passage 1." -> "The bridge opened in 1932.")."""
    return _without_lead(_ATTRIBUTION, _TRAILING_ATTRIBUTION.sub("", text))


def _without_lead(lead: re.Pattern[str], text: str) -> str:
    """``text`` without what ``lead`` matches at its start, the rest opening with a capital."""
    m = lead.match(text)
    if not m:
        return text
    rest = text[m.end():]
    return rest[:1].upper() + rest[1:]


# An opening marker that links a sentence to the one before or numbers a list item, without changing what the
# rest asserts. The model reads it as doubt: a true fact scored 0.84 bare, 0.49 after
# "It is worth noting that"; "2. It is 1,149 metres long." was contradicted.
_DISCOURSE = re.compile(
    r"^(?:(?:however|interestingly|notably|importantly|in fact|indeed|additionally|furthermore|moreover|also"
    r"|overall|in addition|similarly|likewise|surprisingly|fortunately|unfortunately|in summary|in conclusion"
    r"|in short|to sum up|to summari[sz]e)\s*,\s*"
    r"|it(?:\s+is|['’]s)\s+(?:also\s+)?(?:worth\s+(?:noting|mentioning|pointing out)|important\s+to\s+(?:note|mention"
    r"|remember)|notable|noteworthy)\s+that\s+"
    r"|(?:please\s+)?(?:note|keep in mind|bear in mind|remember)\s+that\s+"
    r"|\d{1,2}[.)]\s+(?=(?-i:[A-Z])))+(?=\S)", re.IGNORECASE)


def strip_discourse(text: str) -> str:
    """``text`` without an opening discourse marker ("However, it is worth noting that the bridge opened in
    1932." -> "The bridge opened in 1932.")."""
    return _without_lead(_DISCOURSE, text)


def strip_leads(text: str) -> str:
    """``text`` without its discourse marker and its attribution to the sources: the fact that is checked."""
    return strip_attribution(strip_discourse(text))


def strip_citations(text: str) -> str:
    """``text`` without citation markers ("opened in 1932 [2]." -> "opened in 1932.")."""
    return _CITATION.sub("", text).strip()


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’-]+", text)


def _is_verb(word: str) -> bool:
    w = word.lower().replace("’", "'")
    return w in _AUX or w in _VERBS or (len(w) > 4 and w.endswith("ed"))


def _has_fact(text: str) -> bool:
    return any(t[0].isdigit() for t in tokenize(text)) or bool(_NAME.search(text))


def subject_of(clause: str) -> str | None:
    """The words before the clause's first verb, when that looks like a noun phrase (1-8 words)."""
    words = _words(clause)
    for i, w in enumerate(words):
        if _is_verb(w):
            if 0 < i <= 8 and words[0].lower() not in _PERSONAL and words[0].lower() not in _DEMONSTRATIVE:
                m = re.match(r"\s*(.*?)\s+" + re.escape(words[i]) + r"\b", clause)
                return m.group(1).strip(" ,") if m else None
            return None
    return None


def _leading_pronoun(text: str) -> tuple[str, str] | None:
    """(pronoun as written, kind) when the sentence opens with a pronoun needing an antecedent."""
    words = _words(text)
    if not words:
        return None
    first = words[0].lower()
    if first in _PERSONAL:
        return words[0], "personal"
    if first in _DEMONSTRATIVE and len(words) > 1 and words[1].lower() in _AUX:
        return words[0], "demonstrative"
    return None


def _pleasantry(text: str) -> bool:
    """A greeting, thanks or closing wish: nothing in it to verify."""
    return bool(_GREETING.match(text) or _SIGN_OFF.match(text))


def triage(sentence: str, antecedent: str | None) -> Triage:
    """Decide whether a sentence is checked; ``antecedent`` is what a leading pronoun would refer to."""
    text = clean_inline(sentence)
    if _pleasantry(text):
        return Triage("greeting", text)
    if _META.match(text):
        return Triage("meta", text)
    lead = _CONCLUSION.match(text)
    if lead:
        rest = text[lead.end():]
        if not _has_fact(rest):
            return Triage("meta", text)
        text = rest[:1].upper() + rest[1:]
    # "It is worth noting that ...", "Passage 2 says ...": the fact after the lead is what is checked (and its
    # "It" is no pronoun to resolve).
    text = strip_leads(text)
    if text.endswith("?") or _OPINION.match(text):
        return Triage("no_verifiable_content", text)
    if _EVALUATIVE.search(text) and not _has_fact(text):
        return Triage("no_verifiable_content", text)
    if len(set(content_words(text))) < 2:
        return Triage("no_verifiable_content", text)
    if _leading_pronoun(text) and not antecedent:
        return Triage("ambiguous", text)
    return Triage(None, text)


_HEADING = re.compile(r"^\s*(?:#{1,6}[ \t]+(?P<h>[^\n]+?)[ \t#]*|\*\*(?P<b>[^*\n]+)\*\*:?|__(?P<u>[^_\n]+)__:?)\s*$")


def _label_heading(sentence: str) -> bool:
    """A markdown heading that only labels what follows ("## Summary", "**Key findings**")."""
    m = _HEADING.match(sentence)
    if not m:
        return False
    label = m.group("h") or m.group("b") or m.group("u")
    return len(label.split()) <= 6 and not any(ch.isdigit() for ch in label)


def nothing_to_check(sentence: str) -> bool:
    """True for a sentence of a claim that carries nothing to verify: a greeting or sign-off, a bare "Yes."
    or "No.", a question, a list marker ("1."), a heading that only labels ("## Summary"), a fragment
    without content words, a lead-in to a list ("The steps are:"), or a meta sentence without a number
    or a name ("Here is a summary.", "I hope this helps!"). Narrower than :func:`triage` on purpose:
    opinion and evaluative words do not count here (lower-cased or terse claims trip them), and a meta
    sentence that names something is checked."""
    if _label_heading(sentence) or _ANSWER_WORD.match(sentence.strip()):
        return True
    text = clean_inline(sentence).strip()
    lead = _CONCLUSION.match(text)
    if lead:  # "In summary, X" is checked as "X"
        text = text[lead.end():].strip()
    if _pleasantry(text) or text.endswith("?") or _LIST_MARK.fullmatch(text) or not content_words(text):
        return True
    return text.endswith(":") or (bool(_META.match(text)) and not _has_fact(text))


_LEAD_IN_END = re.compile(r"\b(?:are|is|were|was|includes?|including|as follows|the following|below)\s*$",
                          re.IGNORECASE)


def _lead_in(head: str) -> bool:
    """Text before a colon that only introduces what follows ("Here is the answer", "The steps are"),
    unlike a label ("Revenue: $4.2 billion"), which is part of the claim."""
    return nothing_to_check(head) or bool(_META.match(head.strip()) or _LEAD_IN_END.search(head))


def sentences_to_check(claim: str) -> list[str]:
    """The claim's sentences as they are checked: a markdown table row by row
    (:func:`table_rows_as_sentences`), citation markers and lead-ins naming the supplied sources removed
    (:func:`strip_citations`, :func:`strip_attribution`), minus those with :func:`nothing_to_check` (all
    of them if none is left), so that "Sure! Here is the answer:" cannot make a grounded answer
    unsupported. A lead-in before a colon inside a sentence ("Here is a summary: The bridge ...") is
    dropped, the rest is checked; a label before one ("Revenue: $4.2 billion") is kept."""
    parts = [s.text for s in split_sentences(table_rows_as_sentences(claim))] or (
        [claim.strip()] if claim.strip() else [])
    kept = []
    for part in parts:
        part = strip_leads(strip_citations(part))
        head, colon, tail = part.partition(": ")
        if colon and tail.strip() and _lead_in(head):
            part = tail.strip()
        if not nothing_to_check(part):
            kept.append(part)
    return kept or parts


def _resolve(clause: str, antecedent: str | None) -> str:
    lead = _leading_pronoun(clause)
    if lead is None or not antecedent:
        return clause
    word, _kind = lead
    suffix = _PERSONAL.get(word.lower(), "")
    idx = clause.find(word)
    return clause[:idx] + antecedent + suffix + clause[idx + len(word):]


def _finish(clause: str) -> str:
    clause = clause.strip(" ,;")
    if not clause:
        return clause
    clause = clause[0].upper() + clause[1:]
    return clause if clause[-1] in ".!?" else clause + "."


def decompose(text: str, antecedent: str | None = None) -> list[str]:
    """Atomic, self-contained claims of a checkable (already cleaned) sentence."""
    body = text.rstrip()
    end = body[-1] if body and body[-1] in ".!?" else "."
    body = body.rstrip(".!? ")
    parts = _CLAUSE_JOIN.split(body)
    joins = _CLAUSE_JOIN.findall(body)
    clauses: list[str] = [parts[0]]
    for join, part in zip(joins, parts[1:], strict=True):
        words = _words(part)
        left_has_verb = any(_is_verb(w) for w in _words(clauses[-1]))
        if words and left_has_verb and _is_verb(words[0]):
            clauses.append("\0" + part)  # a verb phrase: borrows the subject of the first clause
        elif words and left_has_verb and any(_is_verb(w) for w in words[1:5]) and join.strip() != "":
            clauses.append(part)  # an independent clause
        elif ";" in join:
            clauses.append(part)
        else:
            clauses[-1] = clauses[-1] + join + part
    first = _resolve(clauses[0], antecedent)
    subject = subject_of(first)
    out = []
    for clause in clauses:
        if clause.startswith("\0"):
            if not subject:
                out = [_finish(_resolve(body, antecedent))]
                break
            clause = subject + " " + clause[1:]
        else:
            clause = _resolve(clause, antecedent if clause is clauses[0] else subject or antecedent)
        out.append(_finish(clause))
    if len(out) == 1:
        return [_finish(first.rstrip(".!?") + end) if end != "." else _finish(first)]
    return [c for c in out if len(content_words(c)) >= 1]
