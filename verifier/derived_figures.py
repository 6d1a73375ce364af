"""Figures a claim computes from the context rather than copies: a difference or percent change between two
figures, a percent applied, a total, a price with add-ons, a share of the case's own figure, a count of a list,
years between dated events, hours between clock times, a sum per another period. A claim figure the context
implies this way is no conflict (:mod:`verifier.numbers` asks here before calling a figure absent)."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

from verifier.cases import supposed_case_end
from verifier.fee_bands import denies, percent_fee, percents_for_the_case
from verifier.figure_context import (
    CLAUSE_START,
    GENERIC,
    PRICE_WORDS,
    about_same_thing,
    opens_a_change,
    same_kind,
    specific_near_words,
)
from verifier.itemised import (
    best_named_value,
    bundle_saving,
    claim_product,
    counted_items_priced,
    item_words,
    itemised_total,
    lead_in_of_kind,
    listed_sums_totalled,
    listed_things_each,
    multiple_of_a_price,
    price_of_one_of_a_group,
    two_things_priced,
)
from verifier.marginal_bands import Band, banded_totals, priced_outside_its_band, rate_bands
from verifier.measures import clock_times
from verifier.opposites import last_direction
from verifier.periods import weekdays_named
from verifier.quantities import COMPARATIVE_UNITS, MINUTES_IN, TIME_UNITS, Quantity, extract_quantities, hedge_allows
from verifier.rate_stretches import Stretch, outruns_its_stretch, rate_stretches, stretched_totals
from verifier.tariffs import count_in, measure_factor, tiered_total
from verifier.text import NUMBER_WORDS, STOPWORDS, sentence_span_at, stem, stemmed_content, tokenize
from verifier.time_blocks import priced_in_blocks

if TYPE_CHECKING:
    from verifier.numbers import ContextFacts

__all__ = [
    "TO_BETWEEN",
    "base_of_a_difference_named",
    "clock_span_of_the_day",
    "converted_fits",
    "converted_states",
    "count_of_a_list",
    "derived_figure",
    "priced_by_context",
    "difference_from_the_claims_figure",
    "discount_applied",
    "half_of_a_sum",
    "named_rate_per_other_period",
    "rate_over_a_term",
    "rate_times_count",
    "remainder_of_a_total",
    "share_of_the_case",
    "share_of_the_named_price",
    "sums_per_other_period",
    "tariff_total",
    "width_of_a_range",
    "with_add_ons",
    "years_between",
]


# A claim giving a difference says so: "increased by $450 million", "£7 more than", "saves £150", "up 2 points".
_DIFFERENCE_CUE = re.compile(r"\b(?:by|more|less|fewer|longer|shorter|higher|lower|difference|gap|apart|ahead|behind"
                             r"|than|increas\w*|decreas\w*|ros[ei]\w*|rise\w*|fell|fall\w*|gr[eo]w\w*|declin\w*"
                             r"|drop\w*|up|down|gain\w*|los[est]\w*|losing|cut|sav\w*|extra|additional|added|adds?|chang\w*"
                             r"|widen\w*|narrow\w*|improv\w*|climb\w*|jump\w*|plung\w*|slump\w*|surg\w*|margin"
                             r"|remain\w*|left|still|below|above|short|sooner|earlier|later|faster|quicker|slower"
                             r"|clear|adrift|lead|deficit|advantage|further)\b",
                             re.IGNORECASE)
# A bound written with a figure, whose "more" or "up" says no difference: "orders of €25 or more", "more than £40",
# "up to 4 tablets", "at least 21".
_BOUND_WORDS = re.compile(r"\b(?:or|and)\s+(?:more|less|fewer|over|above|under|below|longer|shorter|higher|lower)\b"
                          r"|\b(?:no\s+)?(?:more|less|fewer)\s+than(?=\s*[£$€\d])|\bup\s+to\b|\bat\s+least\b",
                          re.IGNORECASE)


# A figure said to fall short of another: "came in $35 under the $680 estimate" (not "children under 12").
_FIGURE_UNDER = re.compile(r"(?:\d|\b(?:dollars?|pounds?|euros?|pence|cents?))\s+under\s+(?:the|its|their|his|her|our"
                           r"|your|budget|estimate|quote)\b", re.IGNORECASE)


# A claim giving how wide a range is: "the salary band spans £401", "the top of the range is £6,513 higher than the
# bottom" (the two ends of one range imply that figure, and no other; not "raised the bottom by $6 million and the
# top by $4 million", two changes).
_RANGE_WIDTH = re.compile(r"\b(?:spans?|spanning|(?:top|upper\s+end)\b.{1,60}\b(?:higher|more|above)\s+than\s+the\s+"
                          r"(?:bottom|lower\s+end)|(?:bottom|lower\s+end)\b.{1,60}\b(?:lower|less|below)\s+than\s+the\s+"
                          r"(?:top|upper\s+end))\b", re.IGNORECASE)


# A percent the claim gives as more or less than the whole: "worth 10% more than you paid".
_PERCENT_MORE = re.compile(r"\s+(?:(more|extra|higher|above)|(less|lower|below))\s+than\b", re.IGNORECASE)
_PERCENT_OF = re.compile(r"\s+of\b", re.IGNORECASE)


def _share_of_the_whole_given(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a percent the claim says is more (less) than a whole ("a credit voucher worth 10% more than you paid"),
    is what an evidence percent of the whole gives over (under) 100% ("a credit voucher worth 110% of what you
    paid"), exactly."""
    said = _PERCENT_MORE.match(claim, q.end)
    if said is None or q.hedged:
        return False
    whole = 100 + q.value if said.group(1) else 100 - q.value
    return any(e.kind == "percent" and e.value == whole and _PERCENT_OF.match(evidence, e.end) for e in ev)


def width_of_a_range(q: Quantity, claim: str, ev: list[Quantity], ev_ranges: dict[int, int]) -> bool:
    """``q`` is how far apart the two ends of an evidence range of its kind lie, for a claim saying how wide a range is
    (:data:`_RANGE_WIDTH`): "£25,183 to £25,584": "the band spans £401"."""
    if q.kind in ("year", "percent") or _RANGE_WIDTH.search(claim) is None:
        return False
    return any(ev[i].kind == ev[j].kind == q.kind and abs(abs(ev[j].value - ev[i].value) - q.value)
               <= max(q.rounding, ev[i].rounding, ev[j].rounding) for i, j in ev_ranges.items())


def _says_difference(claim: str) -> bool:
    """The claim gives a difference (:data:`_DIFFERENCE_CUE`, :data:`_FIGURE_UNDER`) in words other than a bound's."""
    unbound = _BOUND_WORDS.sub(" ", claim)
    return _DIFFERENCE_CUE.search(unbound) is not None or _FIGURE_UNDER.search(unbound) is not None


# An evidence figure written as a difference: "costs $999, $200 more than the Vela 8", "up by 3" (_BY_BEFORE).
_GIVEN_AS_DIFFERENCE_AFTER = re.compile(r"\s*(?!(?:or|and)\s)(?:[a-z]+\s+)?(?:more|less|fewer|higher|lower|cheaper"
                                        r"|dearer|longer|shorter|above|below|over|under)\b", re.IGNORECASE)


# "both pairs", "both of the rooms": a count of two of the noun.
# (not "both adults and children": two kinds, no count)
_BOTH = re.compile(r"\bboth\s+(?:of\s+)?(?:the\s+|their\s+|your\s+)?([^\W\d_]+s)\b(?!\s+and\b)", re.IGNORECASE)


def counts_of_both(claim: str) -> list[Quantity]:
    """"both <things>" as a count of two of them ("upgrading both pairs to varifocals adds £240": 2 × "£120 per
    pair")."""
    return [Quantity(2.0, "number", stem(m.group(1).lower()), m.group(0), m.start(), m.end(), 1.0)
            for m in _BOTH.finditer(claim)]


def derived_figure(q: Quantity, claim: str, evidence: str, ev: list[Quantity], ev_ranges: dict[int, int],
                   limit: int = 40, pairs: bool = True) -> bool:
    """``q`` is what two evidence figures of its kind imply, one of them about the same thing: their
    difference ("increased by $450 million" from $3.75 billion to $4.2 billion) or, for a percent, the change
    from one to the other ("up 12%"), within the coarsest rounding of the three figures (5% for a hedged ``q``);
    or an evidence figure with an evidence percent added, taken off or taken (:func:`_percent_applied`). With
    ``pairs`` False, a difference or change between any two evidence figures of the kind does not count: it is
    reason enough not to call ``q`` absent, too weak to say that ``q`` is given."""
    if q.kind == "year":
        return False
    if q.kind == "percent" and _share_of_the_whole_given(q, claim, evidence, ev[:limit]):
        return True
    # (_percent_applied's anchored shares, which priced_by_context reads, are among all it reads here)
    if q.kind != "percent" and (_percent_applied(q, claim, evidence, ev[:limit])
                               or tariff_total(q, claim, evidence, ev[:limit])
                               or share_of_the_case(q, claim, evidence, ev)
                               or named_rate_per_other_period(q, claim, evidence, ev)
                               or _per_counted_unit(q, ev[:limit], _claim_counts(q, claim), claim, evidence)
                               or rate_over_a_term(q, evidence, ev[:limit]) or discount_applied(q, evidence, ev[:limit])
                               or years_between(q, claim, ev) or portions_totalled(q, claim, evidence, ev)
                               or share_of_an_equal_split(q, evidence, ev[:limit])):
        return True
    if (_total_of(q, claim, evidence, ev[:limit]) or with_add_ons(q, claim, evidence, ev[:limit])
            or two_things_priced(q, claim, evidence, ev[:limit], _two_step_slack(q))
            or itemised_total(q, claim, evidence, ev[:limit]) or claim_product(q, claim, ev)
            or multiple_of_a_price(q, claim, evidence, ev[:limit])
            or _base_of_a_difference(q, evidence, ev[:limit]) or remainder_of_a_total(q, claim, evidence, ev[:limit])
            or _durations_apart(q, claim, evidence, ev[:limit])
            or _points_between(q, claim, evidence, ev[:limit])
            or _start_of_change(q, claim, evidence, ev) or _clock_span(q, evidence)
            or width_of_a_range(q, claim, ev, ev_ranges)):
        return True
    if q.kind.startswith("currency:") and q.unit in TIME_UNITS and _says_difference(claim) and any(
            _apart_per_period(q, a, b) and (about_same_thing(claim, q, evidence, a)
                                            or about_same_thing(claim, q, evidence, b))
            for a, b in itertools.combinations([e for e in ev[:limit] if e.kind == q.kind], 2)):
        return True
    if not pairs:
        return False
    # a count written as a difference ("7,300 more than in 2023") is one between two counts of a unit, or of a unit
    # and none beside it ("38,500 visitors ..., up from 31,200 in 2023")
    margin = q.kind == "number" and q.unit in COMPARATIVE_UNITS
    if q.kind == "percent":
        pool = [e for e in ev if e.kind not in ("percent", "year") and e.value][:limit]
    elif margin:
        pool = [e for e in ev if e.kind == "number" and e.unit not in COMPARATIVE_UNITS][:limit]
    else:
        pool = [e for e in ev if same_kind(q, e)][:limit]
    about = [about_same_thing(claim, q, evidence, e) for e in pool]
    slack = 0.05 * abs(q.value) if q.hedged else q.rounding
    # the two ends of one range imply no figure: "every 4 to 6 hours" says nothing of "every 2 hours"; a change from
    # one to the other does ("rises from £10.99 to £12.99": by £2)
    range_ends = {frozenset((id(ev[i]), id(ev[j]))) for i, j in ev_ranges.items()
                  if not opens_a_change(evidence, ev[i], ev[j])}
    for i, a in enumerate(pool):
        for j, b in enumerate(pool[i + 1 :], i + 1):
            if not (about[i] or about[j]) or frozenset((id(a), id(b))) in range_ends:
                continue
            if q.kind != "percent":
                if not (_says_difference(claim) or any(
                        _GIVEN_AS_DIFFERENCE_AFTER.match(evidence, e.end)
                        or _BY_BEFORE.search(evidence, max(0, e.start - 6), e.start) for e in (a, b))):
                    continue  # a plain figure is no difference of two others unless one is written as one ("fees
                    # paid over the preceding 24 months" is not 36 months of updates less the cap's 12 months)
                # both count the same thing ("$23 per hour" and "$49,400 per year" have no difference)
                gap = abs(abs(a.value - b.value) - abs(q.value))
                coarsest = max(a.rounding, b.rounding)
                # figures rounded more coarsely than q itself imply nothing about it (two "$130.4 million" are no
                # evidence for "$1.05"), unless their difference is q to q's own rounding ("to $16.5 billion from $16
                # billion": "by $500 million")
                alike = _counts_alike(a, b, evidence) if margin else _same_unit(a, b, evidence)
                if alike and (gap <= slack or coarsest < abs(q.value) and gap <= coarsest):
                    return True
                continue
            if a.kind != b.kind or a.unit != b.unit:
                continue
            for old, new in ((a, b), (b, a)):
                ratio = new.value / old.value
                rounding = 100 * ratio * max(old.rounding / abs(old.value), new.rounding / abs(new.value))
                if abs(abs(ratio - 1) * 100 - abs(q.value)) <= max(slack, rounding):
                    return True
    return False


def priced_by_context(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is what the evidence's prices give: one with a percent or "half" applied, or a tiered tariff's
    total for the claim's count (:func:`verifier.tariffs.tiered_total`). Read over the whole context as well as a
    window: the price and what applies to it may lie in different sentences."""
    return (_percent_applied(q, claim, evidence, ev, anchored=True) or tariff_total(q, claim, evidence, ev)
            or itemised_total(q, claim, evidence, ev) or multiple_of_a_price(q, claim, evidence, ev)
            or counted_items_priced(q, claim, evidence, ev) or bundle_saving(q, claim, evidence, ev)
            or listed_things_each(q, claim, evidence, ev) or priced_in_blocks(q, claim, evidence, ev)
            or price_of_one_of_a_group(q, claim, evidence, ev) or listed_sums_totalled(q, claim, evidence, ev)
            or share_of_the_named_price(q, claim, evidence, ev))


def _written_in_figures(share: Quantity) -> bool:
    """A percent written in figures, not a fraction in words ("half the adult fine"), which is a share taken and
    never one added."""
    return any(c.isdigit() for c in share.text)


def share_of_the_named_price(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum to the penny, is a percent written on the claim's words ("Students receive 15% off follow-up
    sessions") added to, taken off or taken from the one price whose lead-in best names what the claim prices, its
    figures counted, and by the percent's ("a standard 30-minute follow-up" is "Follow-up session (30 minutes): £48",
    not "Extended follow-up (45 minutes): £62" nor "A block of five 30-minute follow-ups ... £215"): £40.80. Two
    prices named alike give none."""
    if not q.kind.startswith("currency:") or q.hedged or q.precision >= 1:
        return False
    claim_words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
    percents = [(e.value / 100, words) for e in ev if e.kind == "percent" and 0 < e.value < 100
                and _written_in_figures(e)
                and (words := specific_near_words(evidence, e, _CLAUSE_CUT)) & claim_words]
    if not percents:
        return False
    shares = [p for p, _ in percents]
    share_words = set().union(*(words for _, words in percents))
    # (a price is named by the claim's words and by the percent's: "sessions" of "15% off follow-up sessions")
    price = best_named_value([(len(lead & claim_words) + len(lead & share_words), e) for e in ev
                              if e.kind == q.kind and e.value > 0 and e.unit in (q.unit, None) and e.start != q.start
                              and (lead := item_words(evidence, e, ev) - PRICE_WORDS) & claim_words])
    return price is not None and any(abs(price * f - q.value) <= q.rounding for p in shares for f in (1 - p, p, 1 + p))


def tariff_total(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is what the evidence's tariff gives for one of the claim's counts
    (:func:`verifier.tariffs.tiered_total`), or what its rates for stretches or bands of a count give
    (:func:`verifier.rate_stretches.stretched_totals`, :func:`verifier.marginal_bands.banded_totals`) with or without
    one fixed charge of the evidence (:func:`_fixed_charges`: "a flag fall of $4.20", "a service charge of £8.50 per
    month"), to the penny unless hedged."""
    if not q.kind.startswith("currency:") and not (q.kind == "number" and q.unit is None):
        return False
    claim_figures = [c for c in extract_quantities(claim) if c != q]
    claim_counts = [c for c in claim_figures if c.kind == "number" and c.unit is not None]
    slack = _two_step_slack(q)
    cases = [c for c in claim_figures if c.kind == "number" and c.unit is not None or c.kind == q.kind]
    bands = rate_bands(evidence, ev)
    totals = banded_totals(q.kind, cases, bands, claim)
    if q.kind.startswith("currency:"):
        if tiered_total(q, claim_counts, evidence, ev, slack):
            return True
        totals += stretched_totals(q.kind, claim_counts, rate_stretches(evidence, [e for e in ev if e.kind == q.kind]))
    if not totals:
        return False
    charges = _fixed_charges(q, claim_counts, evidence, [e for e in ev if not any(b.rate is e for b in bands)])
    # (a total without the fixed charge every case pays is what the case costs only where the claim names the part
    # it prices: "in request charges", "for the electricity itself, excluding the standing charge")
    bare = not any(always for _, always in charges) or _A_PART.search(claim) is not None
    return any(abs(total + fee - q.value) <= slack for total in totals
               for fee in [*([0.0] if bare else []), *(fee for fee, _ in charges)])


# A claim naming the part of a bill its figure is: "in unit charges", "the volume charge alone", "excluding ...".
_A_PART = re.compile(r"\b(?:charges?|fees?|excluding|before|alone|not\s+counting|only|itself|apart\s+from)\b",
                     re.IGNORECASE)
# A fixed charge every case pays: "Every trip starts with a flag fall of V$4.20", "also pays a fixed service charge of
# £8.50 per month, whether or not any water is used".
_ALWAYS = re.compile(r"\b(?:every|all|always|whether\s+or\s+not|regardless|starts?\s+with)\b", re.IGNORECASE)


def _fixed_charges(q: Quantity, claim_counts: list[Quantity], evidence: str, ev: list[Quantity]
                   ) -> list[tuple[float, bool]]:
    """(sum, whether every case pays it) for the fixed charges a bill may add to a tariff's total: a sum of ``q``'s
    currency per nothing or per month (a monthly bill), or per day times the claim's count of days; ``ev`` holds no
    band's rate."""
    charges: list[tuple[float, bool]] = []
    if not q.kind.startswith("currency:"):
        return charges  # (plain figures are no charges: "the first NC 12,000")
    for e in ev:
        if e.kind != q.kind or e.hedged or e.value <= 0:
            continue
        sentence = sentence_span_at(evidence, e.start)
        always = sentence is not None and _ALWAYS.search(sentence.text) is not None
        if e.unit in (None, "month"):
            charges.append((e.value, always))
        elif e.unit == "day":
            charges += [(e.value * n.value, always) for n in claim_counts if n.unit == "day"]
    return charges


# How a difference written after its figure runs: "260 more than at the end of Q1" (the other is that much less).
_MORE_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:more|higher|longer|above|over|up\s+from)\b", re.IGNORECASE)
_LESS_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:less|fewer|lower|shorter|below|under|cheaper|down\s+from)\b",
                         re.IGNORECASE)


def _base_of_a_difference(q: Quantity, evidence: str, ev: list[Quantity], claim: str | None = None) -> bool:
    """``q`` is what an evidence figure is compared with through the difference written after it ("ended the quarter
    with 2,140 enterprise customers, 260 more than at the end of Q1": 1,880 at the end of Q1), to the coarsest
    rounding of the three. With ``claim``, only where the words after the comparative's "than" name a thing the claim
    names ("$21, three dollars more than the crab one used to be": the crab Benedict's $18)."""
    for b, a in itertools.pairwise(ev):
        # (the difference's own unit is read from the comparative: "260 more")
        if not (same_kind(q, b) and b.unit == q.unit and a.kind == b.kind
                and re.fullmatch(r"[^.;!?\d]{0,40},\s*", evidence[b.end : a.start])):
            continue
        more, less = _MORE_AFTER.match(evidence, a.end), _LESS_AFTER.match(evidence, a.end)
        sign = -1 if more else 1 if less else 0
        if not sign or abs(b.value + sign * a.value - q.value) > max(q.rounding, a.rounding, b.rounding):
            continue
        if claim is None:
            return True
        than = _THAN_WORDS.match(evidence, (more or less).end())
        if than and set(stemmed_content(than.group(1))) - GENERIC & set(stemmed_content(claim)):
            return True
    return False


# What a comparative is made against: "more than the crab one used to be".
_THAN_WORDS = re.compile(r"\s+than\s+((?:[^\W\d_]+\s*){1,4})", re.IGNORECASE)


# A difference the claim writes right after another of its figures, against a thing it names after "than": "$19, five
# dollars less than a drop-in", "£203, which is £38 more than an adult weekend ticket".
_AFTER_ITS_FIGURE = re.compile(r"[^\W\d_£$€]{0,12}\s*,\s*(?:which\s+is\s+|that\s+is\s+)?(?:just\s+|only\s+)?$",
                               re.IGNORECASE)
_COMPARED_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:(more|dearer|higher)|(less|cheaper|lower))\s+than\s+"
                             r"((?:[^\W\d_][\w'-]*\s*){1,4})", re.IGNORECASE)


def difference_from_the_claims_figure(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a difference written right after another claim figure of its kind and before "more / less than <thing>"
    ("$19, five dollars less than a drop-in"), is how far that figure lies from an evidence figure in a sentence naming
    the thing ("Drop-ins are $24"), on the side the claim says, within the coarsest rounding of the three."""
    compared = _COMPARED_AFTER.match(claim, q.end)
    if compared is None:
        return False
    before = [c for c in extract_quantities(claim)
              if c.end <= q.start and same_kind(q, c) and _AFTER_ITS_FIGURE.fullmatch(claim, c.end, q.start)]
    if not before:
        return False
    things = set(stemmed_content(compared.group(3))) - GENERIC
    base, sign = before[-1], 1 if compared.group(2) else -1  # (less than the thing: the thing is that much dearer)
    for e in ev:
        span = sentence_span_at(evidence, e.start)
        if (same_kind(q, e) and span is not None and things & set(stemmed_content(span.text))
                and abs(base.value + sign * q.value - e.value) <= max(q.rounding, base.rounding, e.rounding)):
            return True
    return False


def base_of_a_difference_named(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q`` is what the claim's thing costs or counts, compared with another figure through a difference written
    after that figure (:func:`_base_of_a_difference`, the words after "than" naming the claim's thing)."""
    return _base_of_a_difference(q, evidence, ev, claim)


# A figure a claim gives as what is left of a total once another part is taken: "covers £30,000 of the tour, leaving
# £18,000 to be raised", "which leaves 12 places".
_LEFT_BEFORE = re.compile(r"\b(?:leaving|leaves|leave)\s+(?:(?:just|only|about|around|some|roughly)\s+)?$",
                          re.IGNORECASE)
# What a part taken leaves, written between it and what is left: "drawing £4.4 million from reserves, leaving them at
# £31 million", "spent £200, which left £50".
_LEFT_WORDS = re.compile(r"\s(?:leaving|which\s+left|which\s+leaves)\b", re.IGNORECASE)
_LEFT_AT = re.compile(r",?\s+(?:leaving|which\s+left|which\s+leaves)\b[^.;]{0,30}?\s+(?:at|with|of)?\s*$",
                      re.IGNORECASE)


def remainder_of_a_total(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, written after "leaving" (:data:`_LEFT_BEFORE`), is an evidence total less the claim's other figure of the
    kind, which the evidence gives in the total's sentence ("The trip will cost £48,000, of which £30,000 is a grant":
    "covers £30,000 ..., leaving £18,000"); or ``q`` is the claim's other figure plus what the evidence leaves after it
    in its sentence ("drawing £4.4 million from reserves, leaving them at £31 million": "Before the £4.4 million is
    drawn down, ... has £35.4 million"). To the coarsest rounding of the three."""
    left_in_claim = _LEFT_BEFORE.search(claim, max(0, q.start - 30), q.start) is not None
    if not left_in_claim and not _LEFT_WORDS.search(evidence):
        return False  # (neither says what is left: no need to read the claim's figures)
    parts = [p for p in extract_quantities(claim) if p.start != q.start and same_kind(q, p) and p.unit == q.unit]
    for part in parts:
        for p in (e for e in ev if same_kind(q, e) and e.unit == q.unit and abs(e.value - part.value) <= e.rounding
                  and abs(e.value - part.value) <= part.rounding):
            for other in ev:
                if (other is p or not same_kind(q, other) or other.unit != q.unit
                        or not _in_one_sentence(p, other, evidence)):
                    continue
                slack = max(q.rounding, p.rounding, other.rounding)
                if left_in_claim and other.value > p.value and abs(other.value - p.value - q.value) <= slack:
                    return True
                if (not left_in_claim and other.start > p.end and _LEFT_AT.search(evidence, p.end, other.start)
                        and abs(p.value + other.value - q.value) <= slack):
                    return True
    return False


def _durations_apart(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a duration the claim calls a difference ("45 minutes sooner"), is how far apart two evidence durations
    about the same thing lie though written in different units ("within 15 minutes ... and within 1 hour"), to the
    minute (within ``q``'s rounding when hedged)."""
    if q.kind != "number" or q.unit not in MINUTES_IN or not _says_difference(claim):
        return False
    durations = [e for e in ev if e.kind == "number" and e.unit in MINUTES_IN]
    slack = q.rounding * MINUTES_IN[q.unit] if q.hedged else 0.5
    target = q.value * MINUTES_IN[q.unit]
    for a, b in itertools.combinations(durations, 2):
        if a.unit == b.unit or not (about_same_thing(claim, q, evidence, a) or about_same_thing(claim, q, evidence, b)):
            continue  # (the same unit is the plain difference's)
        if abs(abs(a.value * MINUTES_IN[a.unit] - b.value * MINUTES_IN[b.unit]) - target) <= slack:
            return True
    return False


def _apart_per_period(q: Quantity, a: Quantity, b: Quantity) -> bool:
    """``q``, a sum per period, is the difference of two sums per other periods once both are converted exactly to
    ``q``'s ("£42.50 per month" against "£486 per year": "£24 more per year"), to the penny unless hedged."""
    if q.unit not in TIME_UNITS or a.unit == b.unit or a.unit not in TIME_UNITS or b.unit not in TIME_UNITS:
        return False
    factors = [(1.0, True) if e.unit == q.unit else _period_factor(e.unit, q.unit) for e in (a, b)]
    if any(f is None or not f[1] for f in factors):
        return False
    return abs(abs(a.value * factors[0][0] - b.value * factors[1][0]) - q.value) <= _two_step_slack(q)


def _same_unit(a: Quantity, b: Quantity, evidence: str) -> bool:
    """Both sums count per the same thing; a period adjective before the first of two sums in one sentence, or what it
    is per written after it, names both ("Annual vaccination costs $95 for dogs and $85 for cats": the $85 is per year
    too; so is the £23,400 of "pay £18,900 per year for classroom-based programmes and £23,400 for ...", and the £240
    of "costs £165 per night, and waking nights cost £240")."""
    if a.unit == b.unit:
        return True
    first, second = sorted((a, b), key=lambda e: e.start)
    per_written = first.unit_word.startswith("per ") or _PER_AFTER.match(evidence, first.end) is not None
    return second.unit is None and first.unit is not None and per_written and _in_one_sentence(first, second, evidence)


_PER_AFTER = re.compile(r"\s+per\s", re.IGNORECASE)


def _counts_alike(a: Quantity, b: Quantity, evidence: str) -> bool:
    """Two counts of one unit, or a count of a unit and a bare figure in its sentence ("drew 38,500 visitors, up from
    31,200")."""
    return a.unit == b.unit or None in (a.unit, b.unit) and _in_one_sentence(a, b, evidence)


def _in_one_sentence(a: Quantity, b: Quantity, evidence: str) -> bool:
    """The later of two figures stands in the sentence of the earlier."""
    first, second = sorted((a, b), key=lambda e: e.start)
    span = sentence_span_at(evidence, first.start)
    return span is not None and second.start < span.end


# What joins the two ends of a span of clock times: "from 8:00 a.m. to 7:00 p.m.", "9:00-13:00", "between 9 and 5".
_SPAN_JOIN = re.compile(r"\s*(?:to|until|till|and|-|–)\s*", re.IGNORECASE)


def _clock_span(q: Quantity, evidence: str, days: set[int] | None = None) -> bool:
    """``q``, a count of hours or minutes, is how long an evidence span of clock times lasts ("open for 11 hours"
    from "open ... from 8:00 a.m. to 7:00 p.m."), to the minute (within ``q``'s rounding when hedged); with ``days``,
    a span given for one of them (:func:`_days_of_span`)."""
    if q.kind != "number" or q.unit not in ("hour", "minut"):
        return False
    minutes = q.value * MINUTES_IN[q.unit]
    slack = q.rounding * MINUTES_IN[q.unit] if q.hedged else 0.5
    return any(_SPAN_JOIN.fullmatch(evidence, a.end(), b.start()) and abs((end - start) % 1440 - minutes) <= slack
               and (not days or days & _days_of_span(evidence, a.start(), b.end()))
               for (a, start), (b, end) in itertools.pairwise(clock_times(evidence)))


def clock_span_of_the_day(q: Quantity, claim: str, context: str) -> bool:
    """``q``, a count of hours or minutes, is how long a span of clock times in the whole context lasts (given for a
    day the claim names, where the claim names days): "Saturday hours are limited to a four-hour morning window" from
    a record's '"Saturday": "8:0-12:0"' (:func:`_clock_span`, bound to its day)."""
    return _clock_span(q, context, weekdays_named(claim))


def _days_of_span(context: str, start: int, end: int) -> set[int]:
    """The weekdays a span of clock times is given for: named just before it ('"Saturday": "8:0-12:0"'), else just
    after it ("9am-5pm on Saturdays"), else on its line."""
    before = weekdays_named(context[max(0, start - 16) : start])
    if before:
        return before
    after = weekdays_named(context[end : end + 16])
    if after:
        return after
    line_end = context.find("\n", end)
    return weekdays_named(context[context.rfind("\n", 0, start) + 1 : line_end if line_end >= 0 else len(context)])


def _points_between(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q`` is a change in percentage points that two evidence percents differ by, one of them about the same
    thing: "fell by 7 percentage points" from "61%, down from 68%"."""
    if q.kind != "percent" or "point" not in q.text.lower():
        return False
    percents = [e for e in ev if e.kind == "percent"]
    for i, a in enumerate(percents):
        for b in percents[i + 1 :]:
            if (abs(abs(a.value - b.value) - q.value) <= max(q.rounding, a.rounding, b.rounding)
                    and (about_same_thing(claim, q, evidence, a) or about_same_thing(claim, q, evidence, b))):
                return True
    return False


# "cut by £6 million to £31 million": the change, then the value it came to.
_BY_BEFORE = re.compile(r"\bby\s*$", re.IGNORECASE)


TO_BETWEEN = re.compile(r"\s+to\s+", re.IGNORECASE)
_BY_TO = re.compile(r",?\s+to\s+", re.IGNORECASE)  # "cut by £40,000, to £110,000"


_NEW_VALUE_BEFORE = re.compile(r"\b(?:to|by)\s*$", re.IGNORECASE)


_CLAUSE_CUT = re.compile(r"[.;!?]\s|,")


def _start_of_change(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q`` is where an evidence change "by A to B" started: B plus A after a fall word, B less A after a rise word
    ("was £37 million before the cut" from "cut by £6 million to £31 million"), within the coarsest rounding of the
    three; not where the claim writes ``q`` as a new value or a change itself ("cut to £37 million")."""
    if q.kind == "year" or _NEW_VALUE_BEFORE.search(claim[max(0, q.start - 8) : q.start]):
        return False
    for a, b in itertools.pairwise(ev):
        if not (same_kind(q, a) and same_kind(q, b) and a.unit == b.unit == q.unit
                and _BY_BEFORE.search(evidence[max(0, a.start - 8) : a.start])
                and _BY_TO.fullmatch(evidence[a.end : b.start])):
            continue
        direction = last_direction(_CLAUSE_CUT.split(evidence[max(0, a.start - 60) : a.start])[-1])
        start = {"down": b.value + a.value, "up": b.value - a.value}.get(direction or "")
        if start is not None and abs(start - q.value) <= max(q.rounding, a.rounding, b.rounding):
            return True
    return False


# "at half the adult seat fare", "half price": a share written as a word.
_HALF = re.compile(r"\bhalf(?:\s+(?:the|of|price|fare)\b|-price\b)", re.IGNORECASE)
_HALF_SHARE = 0.5
# A sum the context calls its total: "Total fee:", "the total price of".
_NAMES_TOTAL = re.compile(r"\btotal\b", re.IGNORECASE)


def _percent_applied(q: Quantity, claim: str, evidence: str, ev: list[Quantity], anchored: bool = False) -> bool:
    """``q`` is an evidence figure of its kind about the same thing with an evidence percent added ("$1,260 before
    tax" and "tax of 8%": "$1,360.80 with tax"), taken off ("$50" less "20%": "$40") or taken ("$100.80" of tax;
    "half the adult fare" of "£55": "£27.50"),
    within ``q``'s own rounding: what an answer computes from its sources, not another figure. Sums of money
    written to the unit or the cent only: small counts and round sums meet by chance ("five months" is 6 months
    less 10% to the nearest month; an edited "$1,200 deductible" is the "$1,500" one less its "20%" co-payment).
    ``anchored``: only shares written on the claim's words (for a whole context, where far more meet by chance)."""
    # (a round sum only as a share of a sum the context calls its total, where its share is written on the claim's
    # words: "Total fee: GBP 18,000" and "Deposit: 20% on signing" make "The deposit is GBP 3,600")
    round_sum = q.precision > 1
    if not q.kind.startswith("currency") or round_sum and not anchored:
        return False
    percents = [e for e in ev if e.kind == "percent" and 0 < e.value < 1000]
    shares = [e.value / 100 for e in percents if _written_in_figures(e)]  # (a fraction: ``halves`` below)
    # a sum the claim gives per nothing may be what its case pays of a sum per something ("pays £74.25 for the Annual
    # plan" of "£99 per year"), with a share written on the claim's words ("25% off the Annual plan"): small sums
    # with cents meet by chance ("$1.35" is "$1.30" plus an unrelated "4%")
    claim_words = set(stemmed_content(claim))
    written_on_claim = [e for e in percents if specific_near_words(evidence, e, _CLAUSE_CUT) & claim_words]
    on_claim = [e.value / 100 for e in written_on_claim if _written_in_figures(e)]
    # a fraction taken off a price, written on the claim's words: "one third off all adult fares" (only taken off)
    fractions_off = [e.value / 100 for e in written_on_claim
                     if not _written_in_figures(e) and _OFF_AFTER.match(evidence, e.end)]
    # "half the adult fare" is a share taken, never one added ("£10.00" and half of it are no "£15.00")
    halves = any(len(claim_words & set(stemmed_content(evidence[max(0, m.start() - 60) : m.end() + 40]))) >= 2
                 for m in _HALF.finditer(evidence))
    slack = q.rounding
    for a in ev:
        if not same_kind(q, a):
            continue
        # a share written on the claim's words may be of the context's total
        of_total = anchored and _NAMES_TOTAL.search(lead_in_of_kind(evidence, a, ev))
        if not (of_total or not round_sum and about_same_thing(claim, q, evidence, a)):
            continue
        claim_shares = not (a.unit == q.unit and not anchored) and q.unit in (a.unit, None)
        ratios = on_claim if claim_shares else shares if a.unit == q.unit else []
        if any(abs(a.value * f - q.value) <= slack for p in ratios for f in (1 + p, 1 - p, p)):
            return True
        if halves and claim_shares and abs(a.value * _HALF_SHARE - q.value) <= slack:
            return True
        if claim_shares and any(abs(a.value * (1 - p) - q.value) <= slack for p in fractions_off):
            return True
    return False


def share_of_the_case(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum (or a count of a unit), is what an evidence percent charges on the case the claim supposes ("A
    project with €100,000 in direct costs can claim no more than €15,000" from "capped at 15% of direct costs"; with a
    flat part and cap, :func:`verifier.fee_bands.percent_fee`), of a percent whose clause in ``evidence`` (the text of
    ``ev``) sets no band of sums the case lies outside ("Transfers from £500.01 to £5,000 cost £4.99 plus 0.4% of the
    amount sent": no 0.4% of £8,000), nor holds only for a part of the case (:mod:`verifier.marginal_bands`: no 40% of
    £100,000 where 40% is charged on the portion above £80,000); of one rate written in two sentences, the sentence
    naming the claim's words best (:func:`verifier.fee_bands.percents_for_the_case`)."""
    end = supposed_case_end(claim)
    if not end or not (q.kind.startswith("currency") or q.kind == "number" and q.unit) or q.start < end:
        return False
    cases = [c for c in extract_quantities(claim[:end]) if c.kind == q.kind and c.unit == q.unit and c.value > 0]
    denied = denies(claim, q)
    bands = rate_bands(evidence, ev)
    return any(_charged_for(q, c, e, evidence, denied)
               for c in cases for e in percents_for_the_case(claim, c, evidence, ev)
               if not priced_outside_its_band(e, c.value, bands))


def _charged_for(q: Quantity, case: Quantity, percent: Quantity, evidence: str, denied: bool) -> bool:
    """``q`` is, to its rounding, the percent's share of the case's sum where that is what the clause charges (no flat
    part added, no cap or floor reached) or the claim denies ``q``; or the fee the clause charges in all (its flat part
    added, capped)."""
    charged = percent_fee(case, percent, evidence)
    slack = q.rounding + 1e-9 * abs(q.value)
    return (abs(charged.share - q.value) <= slack and (denied or charged.share_is_charged)
            or abs(charged.fee - q.value) <= slack)


# A claim figure called a total: "$58,000 in total", "a combined 12 hours".
_TOTAL = re.compile(r"\b(?:in\s+total|total(?:l?ing|s)?|altogether|together|combined|in\s+all|between\s+them)\b",
                    re.IGNORECASE)


# A sentence opening with its total: "Together, Eleanor and her employer contributed £9,000", "Between them, the three
# sites offer 2,610 parking spaces".
_OPENS_AS_TOTAL = re.compile(r"\s*(?:together|in\s+total|altogether|combined|in\s+all|between\s+them)\s*,",
                             re.IGNORECASE)
# What a figure is each of: "with each user limited to 2 devices" (the word after "each", "every" or "per").
_EACH_OF = re.compile(r"\b(?:each|every|per)\s+([^\W\d_]+)", re.IGNORECASE)
# A figure for each of several: "two midterm exams (20% each)", "three rooms at $90 apiece".
_EACH = re.compile(r"\s*(?:each|apiece)\b", re.IGNORECASE)


def _total_of(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, called a total in its clause, is the sum of two evidence figures of its kind and unit, or of all of
    them ("$18,000 for travel and $40,000 for laptops": "$58,000 in total"), or a figure "each" times the count
    before it in its sentence ("two midterm exams (20% each)": "40% together"), or a figure for each of a count before
    it ("25 named users, with each user limited to 2 devices": "50 devices in total"), within ``q``'s rounding."""
    before, after = claim[max(0, q.start - 40) : q.start], claim[q.end : q.end + 25]
    if not (_TOTAL.search(before.split(";")[-1].split(",")[-1]) or _TOTAL.search(after.split(";")[0].split(",")[0])
            or _OPENS_AS_TOTAL.match(claim)):
        return False
    pool = [e for e in ev if same_kind(q, e) and e.unit == q.unit and e.value > 0 and not q.matches(e)]
    slack = _rounding_slack(q)
    if len(pool) >= 2 and abs(sum(e.value for e in pool) - q.value) <= slack:
        return True
    if any(abs(a.value + b.value - q.value) <= slack for i, a in enumerate(pool) for b in pool[i + 1 :]):
        return True
    for count, e in itertools.combinations(ev, 2):  # "up to 25 named users, with each user limited to 2 devices"
        if (e in pool and count.kind == "number" and count.unit not in (None, q.unit) and count.value.is_integer()
                and 2 <= count.value <= 10_000 and abs(count.value * e.value - q.value) <= slack
                and not re.search(r"[.!?]\s", evidence[count.end : e.start])):
            counted = {stem(w) for w in tokenize(evidence[count.end : count.end + 30])[:2]}  # "named users"
            each = _EACH_OF.findall(evidence[count.end : e.start])
            if counted & {stem(w.lower()) for w in each}:
                return True
    for k, e in enumerate(ev[1:], 1):
        count = ev[k - 1]
        if (e in pool and _EACH.match(evidence, e.end) and count.kind == "number" and count.value.is_integer()
                and 2 <= count.value <= 100 and not re.search(r"[.!?]\s", evidence[count.end : e.start])
                and abs(count.value * e.value - q.value) <= slack):
            return True
    return False


# What prices an option on top of a base price: "the 1 TB option adds £90", "plus £3.00", "an extra £5".
_ADDS = re.compile(r"\b(?:adds?|plus|extra|additional|surcharge\s+of|supplement\s+of|add-on\s+(?:at|of|for|costing))"
                   r"\s+(?:an?\s+)?$", re.IGNORECASE)


def _bases_the_claim_names(claim: str, evidence: str, bases: list[Quantity]) -> list[Quantity]:
    """Of several sums, those whose clause (up to the sum) holds a word or number the claim writes that no other's
    clause holds ("Fibre 500" for "Fibre 500 gives 500 Mbps for £35 a month"); none where the claim names none."""
    claim_words = set(_clause_tokens(claim)) - GENERIC - PRICE_WORDS
    labels = [set(_clause_tokens(evidence[_clause_start(evidence, b.start) : b.start])) - GENERIC - PRICE_WORDS
              for b in bases]
    return [b for i, b in enumerate(bases)
            if claim_words & (labels[i] - set().union(*(label for j, label in enumerate(labels) if j != i)))]


_SURCHARGE_AFTER = re.compile(r"\s+(?:(?:a|an|per|each)\s+[^\W\d_]+\s+)?(?:more|extra)\b(?!\s+(?:or|and)\b)",
                              re.IGNORECASE)


def with_add_ons(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is an evidence sum plus one to three add-ons the evidence prices ("the 32 GB configuration adds
    £180"), each in a clause sharing a word or figure with the claim: "A Stratus 14 with 32 GB of memory and a 1 TB
    SSD costs £1,519" from a £1,249 base price, within ``q``'s rounding."""
    if not q.kind.startswith("currency:"):
        return False
    # (a sum the claim gives per nothing may add up sums the context gives per year: "£3,000 per year" and "an
    # additional £1,500 in their first year" make "£4,500 ... in their first year")
    pool = [e for e in ev if e.kind == q.kind and e.value > 0 and (e.unit == q.unit or None in (q.unit, e.unit))]
    claim_words = set(_clause_tokens(claim))
    shares_a_word = [e for e in pool
                     if claim_words & set(_clause_tokens(evidence[_clause_start(evidence, e.start) : e.start]))]
    add_ons = [e for e in shares_a_word if _ADDS.search(evidence, max(0, e.start - 25), e.start)]
    # a surcharge written after its sum ("12-month contracts cost £4 a month more than the prices above") adds to
    # the base price the claim names, not to any
    more = [e for e in shares_a_word if e not in add_ons and _SURCHARGE_AFTER.match(evidence, e.end)]
    if not add_ons and not more:
        return False
    slack = q.rounding + 1e-9 * abs(q.value)
    if more and any(abs(base.value + e.value - q.value) <= slack for e in more
                    for base in _bases_the_claim_names(claim, evidence, [b for b in pool if b not in more])):
        return True
    for base in pool:
        if base in add_ons:
            continue
        for k in range(1, min(3, len(add_ons)) + 1):
            if any(abs(base.value + sum(e.value for e in chosen) - q.value) <= slack
                   for chosen in itertools.combinations(add_ons, k)):
                return True
    return False


# Figures listed with one unit: "at 8, 12 and 16 weeks", "at 8 and 12 weeks".
_LIST_JOIN = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)")


def count_of_a_list(q: Quantity, claim: str, facts: ContextFacts) -> bool:
    """``q``, a small whole count, is how many figures a context sentence on the claim's words lists with one unit
    ("The rotavirus vaccine is given in two doses" from "Rotavirus vaccine is given at 8 and 12 weeks only")."""
    if q.kind != "number" or not q.value.is_integer() or not 2 <= q.value <= 10 or q.hedged:
        return False
    mine = specific_near_words(claim, q, CLAUSE_START) | (set(stemmed_content(claim)) - GENERIC)
    mine -= set(stemmed_content(q.unit_word))
    ev, context = facts.quantities, facts.context
    i = 0
    while i < len(ev):
        j = i
        while (j + 1 < len(ev) and ev[j + 1].kind == "number" and ev[i].kind == "number"
               and _LIST_JOIN.fullmatch(context[ev[j].end : ev[j + 1].start])):
            j += 1
        run = ev[i : j + 1]
        if len(run) == q.value and run[-1].unit is not None and run[-1].unit != q.unit:
            sentence = sentence_span_at(context, run[0].start)
            words = set(stemmed_content(context[sentence.start : run[0].start])) if sentence is not None else set()
            if len(mine & words - GENERIC) >= 1:
                return True
        i = j + 1
    return False


def _clause_tokens(text: str) -> list[str]:
    return [w for w in re.findall(r"[^\W_]+", text.lower()) if w not in STOPWORDS and len(w) > 1 or w.isdigit()]


def _clause_start(text: str, at: int) -> int:
    return max(text.rfind(mark, 0, at) for mark in (".", ";", ":")) + 1


# "two years after", "three years later": a span between two dated events.
_SPAN_AFTER = re.compile(r"[\s-]+years?\s+(?:after|later|before|earlier)\b", re.IGNORECASE)


def years_between(q: Quantity, claim: str, ev: list[Quantity]) -> bool:
    """``q``, a count of years said to lie between two events ("ratified it two years after it was signed"), is the
    difference of two years the evidence writes (1821 and 1823); a hedged count within a year of it ("about 24 years
    before", from 1979 and 30 September 2003)."""
    if q.kind != "number" or not _SPAN_AFTER.match(claim, q.end):
        return False
    years = {int(e.value) for e in ev if e.kind == "year"}
    slack = 1 if q.hedged else 0
    return any(abs(b - a - q.value) <= slack for a in years for b in years if b > a)


# How many of the second period make the first, where the count is exact ("a month" is no whole number of weeks).
_PERIODS_IN = {("year", "month"): 12, ("year", "week"): 52, ("year", "day"): 365, ("week", "day"): 7}


# Where it is not, the average count: what a sum per month comes to per week or per day, and back.
_PERIODS_ON_AVERAGE = {("month", "week"): 365 / 7 / 12, ("month", "day"): 365 / 12}


def _period_factor(of: str | None, to: str | None) -> tuple[float, bool] | None:
    """(what a sum per ``of`` is multiplied by to give the sum per ``to``, whether that is exact), or None when the
    two are no periods the tables relate."""
    for table, exact in ((_PERIODS_IN, True), (_PERIODS_ON_AVERAGE, False)):
        if (to, of) in table:
            return table[(to, of)], exact
        if (of, to) in table:
            return 1 / table[(of, to)], exact
    return None


def sums_per_other_period(claim: str, q: Quantity, evidence: str,
                           ev: list[Quantity]) -> list[tuple[Quantity, float, bool]]:
    """(evidence sum, its value per ``q``'s period, whether the conversion is exact) for each evidence sum of ``q``'s
    currency per another period about the same thing as ``q``, a sum per period ("$29 per month" is $348 per year)."""
    if not q.kind.startswith("currency:") or q.unit not in TIME_UNITS:
        return []
    return [(e, e.value * factor[0], factor[1]) for e in ev
            if e.kind == q.kind and e.unit != q.unit and (factor := _period_factor(e.unit, q.unit)) is not None
            and about_same_thing(claim, q, evidence, e)]


def converted_fits(q: Quantity, e: Quantity, value: float, exact: bool) -> bool:
    """``q`` agrees with evidence sum ``e`` converted to ``value`` per ``q``'s period: it states it
    (:func:`converted_states`) or a hedged ``q`` allows it."""
    return hedge_allows(q, replace(e, value=value)) if q.hedged else converted_states(q, value, exact)


def converted_states(q: Quantity, value: float, exact: bool) -> bool:
    """``q`` states ``value``, an evidence sum converted to ``q``'s period: within ``q``'s rounding (1% when hedged);
    a conversion by the average count of weeks or days in a month allows 2%."""
    slack = max(q.rounding, 0.01 * abs(q.value)) if q.hedged else q.rounding
    if not exact:
        slack = max(slack, 0.02 * abs(value))
    return abs(q.value - value) <= slack + 1e-9 * abs(q.value)


# A sum taken off another: "£25 off any package", "a £25 discount", "a discount of £25".
_OFF_AFTER = re.compile(r"\s*(?:off|discount|reduction|rebate|less)\b", re.IGNORECASE)
_OFF_BEFORE = re.compile(r"\b(?:discount|reduction|rebate|saving|credit)\s+of\s*$", re.IGNORECASE)
# A sum the evidence says counts against another: "The £265 holding deposit is credited against the first month's rent".
_CREDITED_AFTER = re.compile(r"[^.;:\d£$€]{0,40}?\b(?:is|are|will\s+be|gets?)\s+(?:credited|deducted|offset|set\s+off)"
                             r"\s+(?:against|from|towards)\b", re.IGNORECASE)


def discount_applied(q: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is an evidence sum less a sum the evidence takes off ("£595 for 20 lessons" and "£25 off any
    package": "£570"; "the £265 holding deposit is credited against the first month's rent": £1,150 less £265),
    within ``q``'s rounding."""
    if not q.kind.startswith("currency:"):
        return False
    offs = [d for d in ev if d.kind == q.kind and (_OFF_AFTER.match(evidence, d.end)
                                                    or _CREDITED_AFTER.match(evidence, d.end)
                                                    or _OFF_BEFORE.search(evidence, max(0, d.start - 30), d.start))]
    return any(e.kind == q.kind and e not in offs and abs(e.value - d.value - q.value) <= q.rounding + 1e-9
               for d in offs for e in ev)


# A sentence halving a price: "Residents who receive Council Tax Reduction pay half", "those aged 65 or over pay half
# price", "the fee is halved".
_PAYS_HALF = re.compile(r"\b(?:pays?|paying|costs?|charged|at)\s+half"
                        r"(?:\s+(?:price|the\s+(?:price|fee|charge|rate)))?\b|\b(?:is|are)\s+halved\b|\bhalf[\s-]price\b",
                        re.IGNORECASE)


def half_of_a_sum(q: Quantity, claim: str, context: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is half a sum of the sentence that halves it for someone ("Visitor permits come in books of 10 for
    £20; residents aged 65 or over pay half price": "£10"), or of the sentence before, where the halving sentence
    shares a word with the claim; or half a sum anywhere whose item is named by a word the claim and the halving
    sentence share ("Children's portions of the pork belly ... at half the menu price" and "Slow-roast pork belly
    ... £16.50": "A child's portion of the pork belly would cost £8.25")."""
    if not q.kind.startswith("currency:"):
        return False
    claim_words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
    for m in _PAYS_HALF.finditer(context):
        sentence = sentence_span_at(context, m.start())
        named = claim_words & set(stemmed_content(sentence.text)) if sentence is not None else set()
        if not named:
            continue
        before = sentence_span_at(context, sentence.start - 2) if sentence.start >= 2 else None
        start = before.start if before is not None else sentence.start
        halves = [e for e in ev if e.kind == q.kind and abs(e.value / 2 - q.value) <= q.rounding + 1e-9]
        if any(start <= e.start < sentence.end or named & item_words(context, e, ev) for e in halves):
            return True
    return False


# A count per period written after its unit: "12,000 miles per year", "40 hours a week".
_PER_PERIOD_AFTER = re.compile(r"[\s-]*[^\W\d_]+\s+(?:per|a|an|each|every)\s+(year|month|week|day)\b", re.IGNORECASE)


def rate_over_a_term(q: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a count, is an evidence count of its unit per period times an evidence duration ("12,000 miles per
    year" over "a term of 36 months": "36,000 miles"), within ``q``'s rounding."""
    if q.kind != "number" or q.unit is None:
        return False
    rates = [(e, stem(m.group(1).lower())) for e in ev if e.kind == "number" and e.unit == q.unit
             and (m := _PER_PERIOD_AFTER.match(evidence, e.end))]
    if not rates:
        return False
    terms = [d for d in ev if d.kind == "number" and d.unit in TIME_UNITS]
    for rate, period in rates:
        for term in terms:
            factor = (1.0, True) if term.unit == period else _period_factor(period, term.unit)
            if factor is not None and factor[1] and abs(rate.value * term.value * factor[0] - q.value) <= q.rounding:
                return True
    return False


def _per_other_period(q: Quantity, ev: list[Quantity]) -> bool:
    """``q``, a sum per period, is an evidence sum of that currency per another period converted by an exact count
    ("£1,800 a year": "£150 a month"; "$29 per month": "$348 a year"), within ``q``'s rounding (1% when hedged)."""
    if not q.kind.startswith("currency:") or q.unit not in TIME_UNITS:
        return False
    return any(e.kind == q.kind and e.unit != q.unit and (factor := _period_factor(e.unit, q.unit)) is not None
               and factor[1] and converted_states(q, e.value * factor[0], exact=True) for e in ev)


def named_rate_per_other_period(q: Quantity, claim: str, context: str, ev: list[Quantity]) -> bool:
    """``q``, a sum per period, is the rate per another period the claim names converted by an exact count ("A year
    of Plus cover costs £222" from "Essential (£12 a month) ...; Plus (£18.50 a month)"): :func:`_per_other_period`
    over the whole context, where its several rates need the claim to name the one it converts."""
    if not q.kind.startswith("currency:") or q.unit not in TIME_UNITS:
        return False
    rates = [e for e in ev if e.kind == q.kind and e.unit != q.unit and (factor := _period_factor(e.unit, q.unit))
             and factor[1]]
    return _per_other_period(q, rates_the_claim_names(claim, context, rates)) if rates else False


# What a measure is each one's: the words right after it ("228 kcal a square", "44 g per serving") or what opens its
# line ("PER SERVING: 612 kcal | fat 38 g | protein 44 g").
_PER_THING_AFTER = re.compile(r"\s+(?:per|a|an|each)\s+([^\W\d_]+)", re.IGNORECASE)
_PER_THING_OPENING = re.compile(r"[ \t]*per\s+([^\W\d_]+)", re.IGNORECASE)
# A claim giving the whole of several portions: "the whole tray", "across all six servings", "in total".
_WHOLE_OF = re.compile(r"\b(?:whole|all|across|total|altogether|in\s+all|entire|combined)\b", re.IGNORECASE)


def portions_totalled(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a measure the claim gives a whole of, is a measure of its unit each portion has times a count of those
    portions, from the claim or the evidence ("PER SQUARE: 228 kcal" and "cut into 12 squares": "the whole tray comes
    to about 2,736 kcal"; "PER SERVING: ... protein 44 g": "Across all six servings ... 264 g of protein"), within
    ``q``'s rounding (1% when hedged)."""
    if (q.kind != "number" or q.unit is None or q.unit.startswith("label:") or q.unit in TIME_UNITS or q.bound
            or not _WHOLE_OF.search(claim)):
        return False
    counts = [n for n in (*extract_quantities(claim), *ev) if n.kind == "number" and n.unit
              and n.value.is_integer() and 2 <= n.value <= 100]
    if not counts:
        return False
    slack = _rounding_slack(q)
    for e in ev:
        if e.kind != "number" or e.unit != q.unit or e.value <= 0:
            continue
        each = _PER_THING_AFTER.match(evidence, e.end) or _PER_THING_OPENING.match(
            evidence, evidence.rfind("\n", 0, e.start) + 1, e.start)
        thing = stem(each.group(1).lower()) if each else None
        if thing and any(stem(n.unit) == thing and abs(e.value * n.value - q.value) <= slack for n in counts):
            return True
    return False


# A whole shared out in equal parts among the things listed after it: "4,600 hours, split equally between theory
# and clinical practice", "divided evenly among the three partners".
_SPLIT_EQUALLY = re.compile(r"[^.;:\d]{0,30}?\b(?:split|divided|shared)\s+(?:equally|evenly)\s+(?:between|among)\s+"
                            r"(?:(?:the|its|their)\s+)?(\S[^.;]{0,79})", re.IGNORECASE)
_LIST_AND = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+", re.IGNORECASE)


def share_of_an_equal_split(q: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``q`` is an evidence figure of its kind and unit divided by the number of parts the words after it split it
    into equally ("The course totals 4,600 hours, split equally between theory and clinical practice": "2,300 hours
    of the course in clinical practice"), within ``q``'s rounding."""
    if q.kind in ("year", "percent") or q.value <= 0:
        return False
    for e in ev:
        if e.kind != q.kind or e.unit != q.unit or e.value <= q.value:
            continue
        split = _SPLIT_EQUALLY.match(evidence, e.end)
        if split is None:
            continue
        first = split.group(1).split()[0].lower()  # "the three partners", or a list: "theory and clinical practice"
        count = int(first) if first.isdigit() else NUMBER_WORDS.get(first) or len(_LIST_AND.split(split.group(1)))
        if count and count >= 2 and abs(e.value / count - q.value) <= q.rounding + 1e-9 * abs(q.value):
            return True
    return False


def _claim_counts(q: Quantity, claim: str) -> list[Quantity]:
    return [*(c for c in extract_quantities(claim) if c != q), *counts_of_both(claim)]


def rate_times_count(q: Quantity, claim: str, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a sum, is an evidence sum per a thing times the claim's own count of it ("€2.80 per kilogram": "a 4.5 kg
    bag ... €12.60"; "55 cents per side": "50 colour sides ... $27.50", :func:`_counted_further_on`), to the penny
    unless hedged: read over a whole context, where a window may hold another sum about the claim's thing and not the
    rate, only the plainest of :func:`_per_counted_unit`'s products (no total divided by a count, no fixed fee or
    second rate added, no count the context gives, no rate with a cap, minimum or band beside it)."""
    if not q.kind.startswith("currency:"):
        return False
    counts = [n for c in _claim_counts(q, claim) for n in [c, *_counted_further_on(claim, c)]
              if n.kind == "number" and n.unit is not None]
    sums = [e for e in ev if e.kind == q.kind and not e.hedged and _plain_rate(e, evidence, ev)] if counts else []
    if not sums:
        return False  # (before reading the whole context's stretches and bands)
    slack = _rounding_slack(q)
    stretches, bands = rate_stretches(evidence, sums), rate_bands(evidence, ev)
    return any(_rate_times(q, n, sums, claim, evidence, ev, stretches, bands, slack) for n in counts)


# Up to three words after a count, before its clause's next stopword or mark: "800 black-and-white sides in".
_WORDS_AFTER = re.compile(r"(?:[\s-]+([^\W\d_][\w'-]*)){1,3}")


def _counted_further_on(claim: str, n: Quantity) -> list[Quantity]:
    """``n`` counting each word after its first up to its clause's next stopword ("Fifty colour sides": sides, as
    well as the colour its unit was read from), for a rate per one of them."""
    if n.kind != "number":
        return []
    m = _WORDS_AFTER.match(claim, n.end)
    if not m:
        return []
    words = []
    for word in re.findall(r"[^\W\d_][\w'-]*", m.group(0)):
        if word.lower() in STOPWORDS:
            break
        words.append(stem(word.lower()))
    return [replace(n, unit=word) for word in words[1:] if word != n.unit]


def _plain_rate(rate: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``rate``, a sum per something, stands in a sentence whose every other figure is a sum per the same thing ("15p
    per minute on a standard bike or 25p per minute on an e-bike") or a most of how many may be had (``_count_caps``:
    "up to two dogs at £35 per dog per week"): no cap, discount, minimum or condition there changes what it charges
    ("Pets: €15 per night, up to a maximum of €60 per stay")."""
    figures = _in_its_sentence(rate, evidence, ev)  # (none where no sentence holds it)
    if rate.unit is None or not figures:
        return False
    return all(e.kind == rate.kind and e.unit == rate.unit or _a_count_cap(e) for e in figures)


def _in_its_sentence(rate: Quantity, evidence: str, ev: list[Quantity]) -> list[Quantity]:
    """The evidence figures standing in ``rate``'s sentence (``rate`` among them)."""
    sentence = sentence_span_at(evidence, rate.start)
    return [] if sentence is None else [e for e in ev if sentence.start <= e.start < sentence.end]


def _a_count_cap(e: Quantity) -> bool:
    return e.kind == "number" and e.bound == "max" and e.unit is not None


# Whom a rate's sentence waives it for: "€9 per day, free for a spouse or registered partner".
_FREE_FOR = re.compile(r"\bfree(?:\s+of\s+charge)?\s+for\s+([^,.;()]+)", re.IGNORECASE)


def _free_for_the_claims_case(rate: Quantity, claim: str, evidence: str) -> bool:
    """``rate``'s sentence waives it for someone or something the claim names ("free for a spouse": "Adding a spouse
    as an additional driver ..."), not as a group it counts apart ("two adults and two children" against "£16.50 per
    adult and is free for children under 12": the adults still pay)."""
    sentence = sentence_span_at(evidence, rate.start)
    if sentence is None:
        return False
    counted_apart = {stem(m.group(1).lower()) for m in _COUNTED_GROUP.finditer(claim)}
    claim_words = set(stemmed_content(claim)) - GENERIC - counted_apart
    return any(set(stemmed_content(m.group(1))) - GENERIC & claim_words for m in _FREE_FOR.finditer(sentence.text))


# A group a claim counts: "two children", "3 adults" (the noun right after a count).
_COUNTED_GROUP = re.compile(r"\b(?:\d+|" + "|".join(NUMBER_WORDS) + r")\s+([^\W\d_]+)", re.IGNORECASE)


def _sum_caps(rate: Quantity, evidence: str, ev: list[Quantity]) -> list[Quantity]:
    """The most-of sums of ``rate``'s currency in its sentence ("up to a maximum of €126 per rental")."""
    return [e for e in _in_its_sentence(rate, evidence, ev)
            if e.kind == rate.kind and e.bound == "max" and e is not rate]


def _count_caps(rate: Quantity, evidence: str, ev: list[Quantity]) -> list[Quantity]:
    """The most-of counts in ``rate``'s sentence ("up to a maximum of two per boat"): a count of the rate's things
    beyond one of them is not priced by it."""
    return [e for e in _in_its_sentence(rate, evidence, ev) if _a_count_cap(e)]


def _counts_its_things(cap: Quantity, rate: Quantity, evidence: str) -> bool:
    """``cap`` counts what ``rate`` is per: its next words name the rate's thing ("up to two well-behaved dogs at £35
    per dog"), or none ("a maximum of two per boat, for £40 per dog"); not "up to four classes a week" beside "£34.99
    a month", nor "(up to 12 people) £40 per hour"."""
    if re.match(r"\s+(?:per|each|a|an)\b", evidence[cap.end :]):
        return True
    m = _WORDS_AFTER.match(evidence, cap.end)  # (the words it counts with: "two well-behaved dogs")
    words = re.findall(r"[^\W\d_]+", m.group(0)) if m else []
    return rate.unit is not None and any(stem(word.lower()) == rate.unit for word in words)


def _rate_times(q: Quantity, n: Quantity, sums: list[Quantity], claim: str, evidence: str, ev: list[Quantity],
                stretches: list[Stretch], bands: list[Band], slack: float) -> bool:
    """``q`` is a sum per ``n``'s thing (of several, the one the claim names) times ``n``, within ``slack``, where
    that rate holds for the whole count (not a stretch's or band's rate run beyond it, nor a count beyond the most
    its sentence allows: "up to a maximum of two per boat, for £40 per dog" prices no three dogs; nor a product past
    the most its sentence charges: "€18 per day, up to a maximum of €126 per rental" is no €180 for ten days; nor a
    rate its sentence waives for the claim's case: "€9 per day, free for a spouse"). A product past the most is still
    one where the claim denies it ("charged £6.00, not £7.50")."""
    denied = denies(claim, q)
    return any((per := _counted_in(n.unit, s.unit)) and n.value * per >= 2
               and abs(s.value * n.value * per - q.value) <= slack
               and not outruns_its_stretch(s, n.value * per, stretches)
               and not priced_outside_its_band(s, n.value * per, bands)
               and all(n.value * per <= cap.value for cap in _count_caps(s, evidence, ev)
                       if _counts_its_things(cap, s, evidence))
               and (denied or not any(s.value * n.value * per > cap.value for cap in _sum_caps(s, evidence, ev)))
               and not _free_for_the_claims_case(s, claim, evidence)
               for s in rates_the_claim_names(claim, evidence, [s for s in sums if _counted_in(n.unit, s.unit)]))


def _per_counted_unit(q: Quantity, ev: list[Quantity], claim_counts: list[Quantity] = (), claim: str = "",
                      evidence: str = "") -> bool:
    """``q``, a sum, is an evidence sum divided by an evidence count of what ``q`` is per ("Total for 3 nights: EUR
    540": "EUR 180 per night"), or a sum per something times the evidence's or the claim's count of it ("1,500 units
    at $0.84 per unit": "$1,260"; "$0.0125 per GB": "1,000 GB ... costs $12.50"; of several such rates, the one the
    claim names: :func:`rates_the_claim_names`), within ``q``'s rounding (1% when hedged)."""
    if not q.kind.startswith("currency:"):
        return False
    # (one week counts seven days)
    counts = [e for e in [*ev, *claim_counts] if e.kind == "number" and e.unit is not None
              and (e.value >= 2 or e.value == 1 and e.unit in ("week", "year"))]
    if not counts:
        return False
    slack = _rounding_slack(q)
    sums = [e for e in ev if e.kind == q.kind]
    stretches = rate_stretches(evidence, sums)
    bands = rate_bands(evidence, ev)
    for n in counts:
        if q.unit == n.unit and n.value >= 2:  # a sum per the counted thing: a total divided by the count
            if any(s.unit != n.unit and abs(s.value / n.value - q.value) <= slack for s in sums):
                return True
        elif _rate_times(q, n, sums, claim, evidence, ev, stretches, bands, slack):
            return True  # a total: the sum per the counted thing times the count ("25p per day" for one week)
    exact = _two_step_slack(q)
    for n in claim_counts:
        if n.kind != "number" or n.unit is None or n.value < 2:
            continue
        named = rates_the_claim_names(claim, evidence, [s for s in sums if count_in(n, s.unit) is not None])
        priced = [s for s in sums if (count := count_in(n, s.unit)) is None
                  or any(s is r for r in named) and not outruns_its_stretch(s, count, stretches)
                  and not priced_outside_its_band(s, count, bands)]
        priced = _for_the_claims_days(claim, evidence, priced)
        if _fee_and_rate(q, n, priced, exact) or _beyond_a_threshold(q, n, [*ev, *claim_counts], priced, exact):
            return True
    return _rates_summed(q, claim_counts, sums, stretches)


def _rates_summed(q: Quantity, claim_counts: list[Quantity], sums: list[Quantity], stretches: list[Stretch]) -> bool:
    """``q``, a total, is two different evidence rates each times the claim's count of what it is per ("24.80p per
    kWh" and "53.20p per day": "300 kWh in a 30-day month ... £90.36"), to the penny unless hedged."""
    if q.unit is not None:
        return False
    terms = [(s, s.value * n.value * per) for n in claim_counts if n.kind == "number" and n.value >= 1
             for s in sums
             if (per := _counted_in(n.unit, s.unit)) and not outruns_its_stretch(s, n.value * per, stretches)]
    slack = _two_step_slack(q)
    return any(abs(a + b - q.value) <= slack for (sa, a), (sb, b) in itertools.combinations(terms, 2)
               if (sa.value, sa.unit) != (sb.value, sb.unit))


_LABEL_CUT = re.compile(r"[,;:]|\b(?:and|or|but|while|whereas)\b")
# A name the claim writes: a capitalised word after its first, or an acronym ("Canada", "DVD").
_CLAIM_NAME = re.compile(r"(?<=[\w,;:)] )[A-Z][\w'-]*|\b[A-Z]{2,}s?\b")


def rates_the_claim_names(claim: str, evidence: str, rates: list[Quantity]) -> list[Quantity]:
    """Of several sums per one thing ("books 25p per day, DVDs £1.00 per day"), those whose own label holds a name
    the claim writes that no other's label holds ("a DVD 3 days late": £1.00); all of them when the claim names none
    ("Roam in Europe (47 destinations): £2.25 per day" for a trip to Spain). A rate's label is the text before it
    back to the clause of the sum before it or the start of its sentence; where a sentence lists several of the
    rates, the words before its first one lead in to them all ("Adult fines: books 25p ..., DVDs £1.00 ...")."""
    if len({(r.value, r.unit) for r in rates}) < 2 or not evidence:
        return rates
    claim_words = {w for m in _CLAIM_NAME.finditer(claim) for w in stemmed_content(m.group())}
    claim_words -= GENERIC | PRICE_WORDS
    claim_words -= {w for r in rates for w in [*stemmed_content(r.unit_word), *stemmed_content(r.unit or "")]}
    # (only names: which plain words label which of several rates is too loose to read, "on classic bikes and $0.35
    # per minute on e-bikes"; what the rates are per labels none of them, "24.86p per kWh; night rate 13.10p")
    sums = sorted({e.end for e in extract_quantities(evidence) if e.kind == rates[0].kind})
    sentences = [sentence_span_at(evidence, r.start) for r in rates]
    starts = [s.start if s is not None else 0 for s in sentences]
    labels = []
    for r, start in zip(rates, starts, strict=True):
        begin = max([start, *(end for end in sums if end <= r.start)])
        if begin > start:  # the sum before owns its clause's words ("for the first 10 days")
            cut = _LABEL_CUT.search(evidence, begin, r.start)
            begin = cut.end() if cut else begin
        lead_in = begin == start and sum(other.start > r.start and st == start
                                         for other, st in zip(rates, starts, strict=True)) > 0
        labels.append(set() if lead_in else set(stemmed_content(evidence[begin : r.start])) & claim_words)
    named = [r for i, r in enumerate(rates)
             if labels[i] - set().union(*(label for j, label in enumerate(labels) if j != i))]
    return named or rates


def _rounding_slack(q: Quantity) -> float:
    """How far a computation may miss ``q``: its rounding, or 1% where it is hedged."""
    return (max(q.rounding, 0.01 * abs(q.value)) if q.hedged else q.rounding) + 1e-9 * abs(q.value)


def _two_step_slack(q: Quantity) -> float:
    """Two steps leave no room for rounding: "£8" is no "£2.50 booking fee" plus "£3 per ticket" times two (£8.50);
    a hedged sum keeps its 1%."""
    if q.hedged:
        return max(q.rounding, 0.01 * abs(q.value)) + 1e-9 * abs(q.value)
    return 0.005 + 1e-9 * abs(q.value)


def _counted_in(counted: str | None, per: str | None) -> float | None:
    """How many of ``per`` one ``counted`` is: 1 for the same thing, 7 for days in a week, 0.001 kilometres in a metre
    (a length or mass is counted in metres or grams); None for no exact count."""
    if counted == per or counted and per and stem(counted) == per:  # "150 miles" (an alias) and "per mile" (a stem)
        return 1
    # (a measure as :func:`verifier.tariffs.measure_factor` converts it: a claim's "10-metre boat" counts 10 of "£85
    # per metre")
    return _PERIODS_IN.get((counted, per)) or measure_factor(counted, per)


# The words right after a sum, to the end of its clause: "£89 Monday–Thursday, £119 Friday–Sunday".
_SUM_CLAUSE = re.compile(r"[^,;.]{0,30}")


def _for_the_claims_days(claim: str, evidence: str, sums: list[Quantity]) -> list[Quantity]:
    """``sums`` less those written for other weekdays than every one the claim names ("on a Friday" takes the fare
    written "£119 Friday–Sunday", not "£89 Monday–Thursday")."""
    days = weekdays_named(claim)
    if not days or not evidence:
        return sums
    kept = []
    for s in sums:
        clause = _SUM_CLAUSE.match(evidence, s.end)
        written = weekdays_named(clause.group(0)) if clause else set()
        if not written or days <= written:
            kept.append(s)
    return kept


def _fee_and_rate(q: Quantity, n: Quantity, sums: list[Quantity], slack: float) -> bool:
    """``q`` is a fixed evidence sum plus a sum per the claim's counted thing times its count ("a $1.00 unlock fee
    plus $0.20 per minute": "A 10-minute ride costs $3.00")."""
    fees = [s.value for s in sums if s.unit is None]
    return any(abs(fee + s.value * count - q.value) <= slack for s in sums
               if (count := count_in(n, s.unit)) is not None for fee in fees)


def _beyond_a_threshold(q: Quantity, n: Quantity, counts: list[Quantity], sums: list[Quantity],
                        slack: float) -> bool:
    """``q`` is a sum per the claim's counted thing times the part of its count beyond another count of that thing
    ("rides of up to 45 minutes; longer rides are charged $0.15 per extra minute": "a 60-minute ride pays $2.25
    for the time beyond 45 minutes")."""
    rates = [s.value for s in sums if s.unit == n.unit]
    return any(abs(rate * (n.value - t.value) - q.value) <= slack for t in counts
               if t.unit == n.unit and t.kind == "number" and 0 < t.value < n.value for rate in rates)
