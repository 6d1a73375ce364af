"""Sums of things a claim names: what several priced things cost together, with the counts the claim gives, what
a claim's own count times its own price comes to, and a price the context gives as a multiple of another.

Each reading binds a price to the claim through the words that lead to it in the context (its "lead-in"), so a sum
of unrelated prices does not pass by chance: every price taken must be named by a claim word that the other
prices taken lack. Sums match to the claim's own precision (to the penny where the claim writes pennies); hedged
sums are left to the other checks.
"""

from __future__ import annotations

import itertools
import re

from verifier.figure_context import GENERIC, PRICE_WORDS
from verifier.quantities import TIME_UNITS, Quantity, extract_quantities
from verifier.text import NUMBER_WORDS, sentence_span_at, stem, stemmed_content, tokenize

__all__ = ["best_named_value", "bundle_saving", "claim_product", "counted_items_priced", "item_words", "itemised_total",
           "lead_in", "lead_in_of_kind", "listed_sums_totalled", "listed_things_each", "multiple_of_a_price",
           "price_of_one_of_a_group", "two_things_priced"]


def lead_in(evidence: str, e: Quantity, ev: list[Quantity]) -> str:
    """The words that lead to ``e`` in its sentence: from the last figure, semicolon or sentence start before it
    ("...; after-school club runs until 18:00 and costs" for "£11")."""
    sentence = sentence_span_at(evidence, e.start)
    start = sentence.start if sentence is not None else 0
    start = max([start, evidence.rfind(";", start, e.start) + 1]
                + [f.end for f in ev if start <= f.end <= e.start and f is not e])
    return evidence[start : e.start]


def lead_in_of_kind(evidence: str, e: Quantity, ev: list[Quantity]) -> str:
    """``e``'s lead-in reaching back past figures of other kinds ("New-patient examination with two bitewing X-rays:
    £68"): only another sum stops it."""
    return lead_in(evidence, e, [f for f in ev if f.kind == e.kind])


def item_words(evidence: str, e: Quantity, ev: list[Quantity]) -> set[str]:
    """The content words naming what ``e`` prices (:func:`lead_in_of_kind`)."""
    return set(stemmed_content(lead_in_of_kind(evidence, e, ev))) - GENERIC


def _exact_slack(q: Quantity) -> float:
    return q.rounding + 1e-9 * abs(q.value)


def _named_apart(named: list[set[str]] | list[frozenset[str]]) -> list[bool]:
    """Whether each thing's naming words hold one that no other thing's do: what tells the things apart."""
    return [bool(own - set().union(*(other for j, other in enumerate(named) if j != i))) for i, own in enumerate(named)]


def two_things_priced(q: Quantity, claim: str, evidence: str, ev: list[Quantity], slack: float) -> bool:
    """``q``, a sum, is what two evidence sums cost together where the claim names both things with "and" before it
    ("Using breakfast club and after-school club on the same day costs £15.50" from "£4.50 per session" and "£11 per
    session"): each sum's own words (its lead-in back past figures of other kinds: "Rent on the unsold share: 2.75% of
    the unsold equity a year, which is £412.50") name one of them (a word the other's lack), within ``slack``."""
    if not q.kind.startswith("currency:") or " and " not in claim[: q.start]:
        return False
    claim_words = set(stemmed_content(claim[: q.start])) - GENERIC
    sums = [(e, set(stemmed_content(lead_in_of_kind(evidence, e, ev))) & claim_words) for e in ev
            if e.kind == q.kind and e.value > 0 and (e.unit == q.unit or q.unit is None)]
    return any(abs(a.value + b.value - q.value) <= slack and a.unit == b.unit and all(_named_apart([words_a, words_b]))
               for (a, words_a), (b, words_b) in itertools.combinations(sums, 2))


# Words that put several things in one sum: "the examination and one white filling", "plus one adult passenger",
# "including the required course book", "£107 altogether".
_JOINED = re.compile(r"\b(?:and|plus|with|including|together|altogether|combined|in\s+(?:total|all))\b", re.IGNORECASE)
_MAX_COUNT = 20


def _claim_sentence(claim: str, q: Quantity) -> tuple[int, int]:
    span = sentence_span_at(claim, q.start)
    return (span.start, span.end) if span is not None else (0, len(claim))


def _counts_before_words(claim: str, start: int, end: int, q: Quantity) -> list[tuple[int, set[str]]]:
    """Whole counts from 2 up the claim writes in ``start:end`` with the words that follow each, three words on
    ("two adults" → (2, {"adult"})), and the thing counted as a unit reads it ("two pets" also counts "per pet")."""
    found = []
    for c in extract_quantities(claim[start:end]):
        if c.start + start == q.start or c.kind != "number" or not c.value.is_integer():
            continue
        if not 2 <= c.value <= _MAX_COUNT:
            continue
        following = {stem(w.lower()) for w in tokenize(claim[start + c.end : end])[:3]} - GENERIC
        found.append((int(c.value), following | ({c.unit} if c.unit else set())))
    return found


# A sum for part of a count only ("£6 for the first hour, then £4 for each additional hour", "up to 5 items"): no
# price of each.
_TIER_WORDS = re.compile(r"\b(?:first|then|additional|extra|further|subsequent|beyond|up\s+to|over|after|thereafter"
                         r"|maximum|minimum|capped)\b", re.IGNORECASE)


def _each_after(words: int) -> re.Pattern[str]:
    """"each" or "apiece" right after a figure, or up to ``words`` words on ("0.7 square metres each")."""
    return re.compile(rf"\s*(?:[^\W\d_]+\s+){{0,{words}}}(?:each|apiece)\b", re.IGNORECASE)


# A sum written as the price of each ("(GBP 49 each)", "£3 apiece"), whose "additional" or "extra" names the things
# priced ("additional Sage radiator valves (GBP 49 each)"), not a tier.
_EACH_AFTER = _each_after(0)
_ITEM_WORDS = frozenset(("additional", "extra", "further"))


def _for_part_of_a_count(evidence: str, e: Quantity) -> bool:
    span = sentence_span_at(evidence, e.start)
    start, end = (span.start, span.end) if span is not None else (0, len(evidence))
    each = _EACH_AFTER.match(evidence, e.end) is not None
    return any(not (each and m.group(0).lower() in _ITEM_WORDS)
               for m in _TIER_WORDS.finditer(evidence, max(start, e.start - 40), min(end, e.end + 40)))


def counted_items_priced(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is a count the claim writes times the evidence sum whose lead-in best names what is counted
    ("Making three cash withdrawals from ATMs ... costs €6" from "ATM withdrawals abroad cost €2"; "Five online
    share deals ... cost £39.75" from "Online share deals cost £7.95 each", not "Deals placed by phone cost
    £29.95"). To ``q``'s own precision; not for hedged sums."""
    if not q.kind.startswith("currency:") or q.hedged or q.precision > 1:
        return False
    start, end = _claim_sentence(claim, q)
    slack = _exact_slack(q)
    priced = [e for e in ev
              if e.kind == q.kind and e.value > 0 and e.unit is None and not _for_part_of_a_count(evidence, e)]
    whom = {id(e): _priced_for(evidence, e) for e in priced}
    taken = set().union(*whom.values())  # ("£9.50 for adults, £6 for ...": adults are no lead-in of the £6)
    sums = [(e, (item_words(evidence, e, ev) - PRICE_WORDS - taken) | whom[id(e)]) for e in priced]
    for n, following in _counts_before_words(claim, start, end, q):
        words = following - PRICE_WORDS  # ("10 nights will pay": nights, not what "pay" leads in to)
        price = best_named_value([(len(item & words), e) for e, item in sums])
        if price is not None and abs(n * price - q.value) <= slack:
            return True
    return False


# Whom a sum is the price of each of, written after it: "£9.50 for adults".
_FOR_WHOM = re.compile(r"\s+for\s+(?:each\s+|every\s+)?([^\W\d_]{3,})\b", re.IGNORECASE)


def _priced_for(evidence: str, e: Quantity) -> set[str]:
    """The stem of the plural noun after "for" that sum ``e`` is the price of each of ("£9.50 for adults"); none for
    a word of no meaning of its own or one naming no group ("£25 for three items" has a count: no match)."""
    m = _FOR_WHOM.match(evidence, e.end)
    if m is None or not m.group(1).lower().endswith("s"):
        return set()
    return set(stemmed_content(m.group(1))) - GENERIC - PRICE_WORDS


def best_named_value(named: list[tuple[int, Quantity]]) -> float | None:
    """The value of the sum named by the most words (each with its count of them), or None where none is named or
    sums of two values are named alike."""
    best = max((n for n, _ in named), default=0)
    values = {e.value for n, e in named if n == best}
    return values.pop() if best > 0 and len(values) == 1 else None


# A claim giving what a bundle saves: "saves £25 compared with paying for the five sessions one at a time".
_SAVES = re.compile(r"\b(?:sav\w*|cheaper|less\s+than|more\s+than)\b", re.IGNORECASE)


def bundle_saving(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum a claim says is saved, is the claim's count times an evidence price less an evidence sum for that
    many at once, whose sentence writes the count ("A block of five 30-minute follow-ups bought in advance costs £215"
    and "Follow-up session (30 minutes): £48": five one at a time cost £25 more). The single price's lead-in shares a
    word with the claim; to ``q``'s own precision, not for hedged sums."""
    if not q.kind.startswith("currency:") or q.hedged or not _SAVES.search(claim):
        return False
    claim_words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
    counts = {int(c.value) for c in extract_quantities(claim)
              if c.kind == "number" and c.value.is_integer() and 2 <= c.value <= _MAX_COUNT}
    sums = [e for e in ev if e.kind == q.kind and e.value > 0]
    slack = _exact_slack(q)
    for n in counts:
        for bundle in sums:
            sentence = sentence_span_at(evidence, bundle.start)
            if sentence is None or not any(c.kind == "number" and c.value == n
                                           for c in extract_quantities(sentence.text)):
                continue
            if any(e is not bundle and abs(n * e.value - bundle.value - q.value) <= slack
                   and item_words(evidence, e, ev) & claim_words for e in sums):
                return True
    return False


def itemised_total(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is what two or three evidence sums cost together where the claim's sentence names each and joins
    them ("and", "plus", "including", "altogether"): "A new patient who has the examination and one white filling
    will pay £178" from "New-patient examination ...: £68" and "Composite (white) filling: £110 per tooth". A sum is
    taken once, or as many times as a count the claim writes just before a word naming it ("two adults"); a sum per
    a period or an hour only with a claim count of that unit ("2 nights"). Each sum taken is named by a claim word
    its lead-in has and the others' lack. To ``q``'s own precision; not for hedged sums."""
    if not q.kind.startswith("currency:") or q.hedged or q.precision > 1:
        return False
    start, end = _claim_sentence(claim, q)
    sentence = claim[start:end]
    if not _JOINED.search(sentence):
        return False
    claim_words = set(stemmed_content(claim[start : q.start] + " " + claim[q.end : end])) - GENERIC
    counts = _counts_before_words(claim, start, end, q)
    unit_counts = [c for c in extract_quantities(sentence)
                   if c.kind == "number" and c.unit in TIME_UNITS and c.value.is_integer() and 1 <= c.value <= 60]
    options: list[tuple[Quantity, frozenset[str], int]] = []
    for e in ev:
        if e.kind != q.kind or e.value <= 0 or e is q:
            continue
        named = frozenset(item_words(evidence, e, ev) & claim_words)
        if not named:
            continue
        if e.unit in TIME_UNITS:
            times = {int(c.value) for c in unit_counts if c.unit == e.unit}
        else:
            times = {1} | {n for n, words in counts if words & named or e.unit in words}
        options += [(e, named, n) for n in times]
    slack = _exact_slack(q)
    for k in (2, 3):
        for chosen in itertools.combinations(options, k):
            if len({id(e) for e, _, _ in chosen}) < k:
                continue
            if abs(sum(e.value * n for e, _, n in chosen) - q.value) > slack:
                continue
            if all(_named_apart([named for _, named, _ in chosen])):  # (the sums chosen are distinct, above)
                return True
    return False


# A sum written as the price of each of the things listed before it: "the fennel sausage and the hot honey pepperoni,
# each $17", "... cost $17 each".
_EACH_BEFORE = re.compile(r"\beach\s+(?:(?:costing|priced|at|for)\s+){0,2}$", re.IGNORECASE)
_CONJUNCTS = re.compile(r",|\band\b|\bplus\b", re.IGNORECASE)


def _priced_each(evidence: str, e: Quantity) -> bool:
    return (_EACH_AFTER.match(evidence, e.end) is not None
            or _EACH_BEFORE.search(evidence, max(0, e.start - 24), e.start) is not None)


def listed_things_each(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is one evidence sum written as each one's price, times the number of things the claim's sentence
    joins before ``q``, each named by a word of the sum's lead-in that the others lack ("We ordered the fennel
    sausage and the hot honey pepperoni, each $17": "... fennel sausage and hot honey pepperoni pizzas came to $34
    together"). To ``q``'s own precision; not for hedged sums."""
    if not q.kind.startswith("currency:") or q.hedged or q.precision > 1:
        return False
    start, _ = _claim_sentence(claim, q)
    joined = claim[start : q.start]
    if not _JOINED.search(joined):
        return False
    parts = [set(stemmed_content(part)) - GENERIC - PRICE_WORDS for part in _CONJUNCTS.split(joined)]
    slack = _exact_slack(q)
    for e in ev:
        if e.kind != q.kind or e.value <= 0 or e.unit is not None or not _priced_each(evidence, e):
            continue
        words = item_words(evidence, e, ev) - PRICE_WORDS
        things = sum(_named_apart([part & words for part in parts]))
        if things >= 2 and abs(things * e.value - q.value) <= slack:
            return True
    return False


def claim_product(q: Quantity, claim: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is a count the claim gives times a sum the claim gives that the evidence states ("If Elena makes
    all 120 standard payments of $356.03, she will pay $42,723.60 in total"), or a measure a count of another unit
    times a figure of its unit ("two vestibules of 0.7 square metres each ... 1.4 square metres"), to ``q``'s own
    precision: the claim shows its working, and the figures it works from are checked on their own."""
    measure = q.kind == "number" and q.unit is not None and not q.unit.startswith("label:")
    if not (q.kind.startswith("currency:") or measure) or q.hedged:
        return False
    start, end = _claim_sentence(claim, q)
    mine = [c for c in extract_quantities(claim[start:end]) if c.start + start != q.start]
    # (a measure: a figure of its unit written as each one's, "0.7 square metres each", times a count of another,
    # "two vestibules"; or right after its count, "six 35 g bars")
    stated = [c for c in mine if c.kind == q.kind and (not measure or c.unit == q.unit)
              and any(e.kind == c.kind and e.value == c.value for e in ev)]
    counts = [c for c in mine if c.kind == "number" and c.value.is_integer() and 2 <= c.value <= 10_000
              and not (measure and c.unit == q.unit)]
    slack = _exact_slack(q)
    text = claim[start:end]
    return any(abs(n.value * s.value - q.value) <= slack for n in counts for s in stated
               if not measure or _EACH_UNIT_AFTER.match(text, s.end) or text[n.end : s.start].strip() == "")


# What makes a measure each one's: "0.7 square metres each", "35 g apiece".
_EACH_UNIT_AFTER = _each_after(2)


# A price written as a multiple of another: "Day return fares are 1.5 times the single fare", "twice the", "half the".
_TIMES_THE = re.compile(r"\b(?:(\d+(?:\.\d+)?)\s*(?:times|x|×)|(twice|double|half))\s+the\s+"
                        r"((?:[^\W\d_]+[\s-]+){0,2}[^\W\d_]+)", re.IGNORECASE)


def multiple_of_a_price(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is an evidence sum times a factor the evidence gives for what the claim prices ("Day return fares
    are 1.5 times the single fare" and "Single fares: adult £14.50": "An adult day return costs £21.75"; "Bank
    holidays are charged at double the standard weekday rate"; "charged at half the hourly rate"): the factor's
    sentence shares a word with the claim, the sum's lead-in shares a word with what the factor multiplies and
    another with the claim, unless the words before the factor share two with the claim (they name its case: "An
    hour on a bank holiday costs £57" of "Standard hourly rate: £28.50"). To ``q``'s own precision; not for hedged
    sums."""
    if not q.kind.startswith("currency:") or q.hedged:
        return False
    claim_words = set(stemmed_content(claim)) - GENERIC
    slack = _exact_slack(q)
    for m in _TIMES_THE.finditer(evidence):
        factor = float(m.group(1)) if m.group(1) else 0.5 if m.group(2).lower() == "half" else 2.0
        if not 0 < factor <= 10 or factor == 1:
            continue
        span = sentence_span_at(evidence, m.start())
        own = set(stemmed_content(evidence[span.start : m.start()] if span is not None else "")) - GENERIC
        if not own & claim_words:
            continue
        names_the_case = len(own & claim_words - PRICE_WORDS) >= 2
        of_words = set(stemmed_content(m.group(3))) - GENERIC
        for e in ev:
            if e.kind != q.kind or e.value <= 0 or abs(e.value * factor - q.value) > slack:
                continue
            words = item_words(evidence, e, ev)
            if words & of_words and (names_the_case or words & claim_words):
                return True
    return False


# A group of things priced whole, the count before the sum ("four small glasses for $18") or after it ("$18 for four
# glasses", "£3.60 for a box of 12", "$190 for a ten-class pack"); and a claim giving the price of one ("Each glass
# ... works out to $4.50").
_GROUP_BEFORE_SUM = re.compile(r"\s+((?:[^\W\d_]+\s+){0,3})for\s+$", re.IGNORECASE)
_GROUP_AFTER_SUM = re.compile(r"\s+for\s+(?:(?:a|one)\s+(?:[^\W\d_]+\s+of\s+)?)?$", re.IGNORECASE)
_ONE_OF_THEM = re.compile(r"\b(?:each|per|apiece|works?\s+out|a\s+head)\b", re.IGNORECASE)
# A group's count in parentheses after its name, the sum after it on the line: "Polo shirts (pack of 2) | £9.00",
# "Tea lights (box of 12): £3.60".
_PACK_OF = re.compile(r"\(\s*(?:a\s+)?(?:pack|set|box|bundle|bag|case|tray|carton|pair)\s+of\s+$", re.IGNORECASE)
_PACK_TO_SUM = re.compile(r"\s*\)\s*[|:=\u2013-]?\s*")


def price_of_one_of_a_group(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum the claim gives each of several things ("each", "per", "works out"), is an evidence sum for a group
    of them divided by its count, the words counted (or, for a count after the sum, what leads in to it) naming a
    thing the claim names ("the mimosa flight, four small glasses for $18": "Each glass ... works out to $4.50"; "Polo
    shirts (pack of 2) | £9.00": "each one works out at £4.50"). To the penny; not for hedged sums, nor a claim naming
    a tier ("above the first five", "extra")."""
    if (not q.kind.startswith("currency:") or q.hedged or not _ONE_OF_THEM.search(claim)
            or _TIER_WORDS.search(claim)):  # (not "Each item above the first five costs an extra £8")
        return False
    claim_words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
    slack = 0.005 + 1e-9 * abs(q.value)  # (to the penny: "£25 for three items" is no £8 each)
    for i, e in enumerate(ev):
        if e.kind != q.kind or e.value <= 0:
            continue
        groups = []
        if i > 0 and (before := _GROUP_BEFORE_SUM.fullmatch(evidence, ev[i - 1].end, e.start)):
            # (a bare count, "a box of four for £10", "Offer: 2 for £11 on selected pies": the words around it)
            around = [*tokenize(evidence[max(0, ev[i - 1].start - 40) : ev[i - 1].start])[-3:],
                      *tokenize(evidence[e.end : e.end + 40])[:4]]
            words = before.group(1) or " ".join(around)
            groups.append((ev[i - 1], words))
        if i > 0 and _PACK_TO_SUM.fullmatch(evidence, ev[i - 1].end, e.start) and (
                pack := _PACK_OF.search(evidence, max(0, ev[i - 1].start - 30), ev[i - 1].start)):
            # (the words before the parenthesis, back to a line, cell or clause mark: "Polo shirts (pack of 2) | £9.00")
            name_start = max(evidence.rfind(mark, 0, pack.start()) for mark in ("\n", "|", ". ", ", ", "; ", ": ")) + 1
            groups.append((ev[i - 1], evidence[name_start : pack.start()]))
        if i + 1 < len(ev) and _GROUP_AFTER_SUM.fullmatch(evidence, e.end, ev[i + 1].start):
            # (the words after the count, or what leads in to the sum: "sells eggs at $3.60 for a box of 12")
            after = " ".join(tokenize(evidence[ev[i + 1].end : ev[i + 1].end + 40])[:3])
            groups.append((ev[i + 1], f"{after} {lead_in(evidence, e, ev)}"))
        for n, words in groups:
            if (n.kind == "number" and n.value.is_integer() and 2 <= n.value <= 100
                    and set(stemmed_content(words)) & claim_words and abs(e.value / n.value - q.value) <= slack):
                return True
    return False


# A claim naming every one of a counted set of things: "all three adult day tickets", "the four weekday sessions".
_ALL_OF_COUNT = re.compile(r"\b(?:all|the|each\s+of\s+the)\s+(\d+|[a-z]+)\s+((?:[^\W\d_]+[\s-]+){0,2}[^\W\d_]+)",
                           re.IGNORECASE)


def listed_sums_totalled(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is the total of all the sums of one evidence sentence whose lead-in names the things the claim
    counts, where the claim counts as many as the sentence lists ("Day tickets (adult): Friday £65, Saturday £79,
    Sunday £59": "Buying all three adult day tickets separately would cost £203"). To the penny; not for hedged
    sums."""
    if not q.kind.startswith("currency:") or q.hedged:
        return False
    slack = _exact_slack(q)
    sentences: set[tuple[int, int]] | None = None
    for m in _ALL_OF_COUNT.finditer(claim):
        count = int(m.group(1)) if m.group(1).isdigit() else NUMBER_WORDS.get(m.group(1).lower())
        things = set(stemmed_content(m.group(2))) - GENERIC - PRICE_WORDS
        if count is None or not 2 <= count <= 12 or not things:
            continue
        if sentences is None:  # (read once, for the first count the claim names)
            sentences = {(span.start, span.end) for e in ev if e.kind == q.kind
                         and (span := sentence_span_at(evidence, e.start)) is not None}
        for start, end in sentences:
            sums = [e for e in ev if e.kind == q.kind and start <= e.start < end]
            if (len(sums) == count and abs(sum(e.value for e in sums) - q.value) <= slack
                    and things <= set(stemmed_content(evidence[start : sums[0].start]))):
                return True
    return False
