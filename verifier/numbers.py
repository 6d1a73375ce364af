"""Numbers and dates: extraction and the claim-vs-evidence conflict checks (``find_conflicts`` also runs
the negation checks of :mod:`verifier.negation` and the opposite-word checks of :mod:`verifier.opposites`).

Rules are tuned for precision (a false "contradicted" is worse than a miss):

* a claim quantity that is absent from the evidence (and from the whole context, when given)
  while the evidence has a *different* quantity of the same kind (same percent / currency /
  year / unit noun) is a conflict; a hedged claim number ("about", "more than") only when every
  related evidence figure is outside the hedge;
  a claimed range ("10 to 15 feet") holding a figure the evidence states is not one, nor is a figure two
  evidence figures imply (their difference, or the percent change between them); a figure is stated only by
  one counting the same thing ("100 connections" does not state "100 MB");
* a claim "Month Year" whose year appears in the evidence only with another month is a conflict,
  and so is a claim day whose month the evidence gives only with another day (not a day range);
* a software version the evidence does not give, beside one it does, is a conflict.
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from verifier.affiliations import affiliation_conflicts, mentions_affiliations
from verifier.agents import agent_conflicts, mentions_agents
from verifier.alternatives import given_as_another_alternative
from verifier.appositives import appositive_conflicts, mentions_appositives
from verifier.beyond_limits import denied_beyond_a_limit
from verifier.case_thresholds import threshold_for_case
from verifier.cases import case_it_has, outright_case, supposed, supposed_case_end
from verifier.clocks import (
    all_hours_conflicts,
    clock_conflicts,
    colon_time_spans,
    elapsed_conflicts,
    mentions_all_hours,
    mentions_clock_times,
    mentions_elapsed_times,
)
from verifier.concentrations import amount_in_a_measure
from verifier.date_math import derived_date_spans
from verifier.derived_figures import (
    TO_BETWEEN,
    base_of_a_difference_named,
    clock_span_of_the_day,
    converted_fits,
    count_of_a_list,
    derived_figure,
    difference_from_the_claims_figure,
    discount_applied,
    half_of_a_sum,
    named_rate_per_other_period,
    portions_totalled,
    priced_by_context,
    rate_over_a_term,
    rate_times_count,
    remainder_of_a_total,
    share_of_an_equal_split,
    share_of_the_case,
    share_of_the_named_price,
    sums_per_other_period,
    tariff_total,
    width_of_a_range,
    with_add_ons,
    years_between,
)
from verifier.dropped_exceptions import dropped_exception_conflicts, mentions_no_exception
from verifier.event_years import event_year_conflicts, mentions_event_years, year_counted_in_context
from verifier.excepted import excepted_conflicts, mentions_exceptions
from verifier.exclusions import exclusion_conflicts, mentions_exclusions
from verifier.fee_bands import flat_part_given_as_the_fee, free_result
from verifier.figure_context import (
    CLAUSE_START,
    GENERIC,
    PRICE_WORDS,
    about_same_thing,
    near_words,
    opens_a_change,
    same_kind,
    specific_near_words,
)
from verifier.figure_labels import figure_labels
from verifier.frequencies import frequency_conflicts, frequency_spans, mentions_frequencies
from verifier.frequency_bands import band_conflicts, band_rate_spans, mentions_bands
from verifier.given_elsewhere import given_elsewhere_conflicts
from verifier.group_totals import given_for_a_group, shared_by_a_group
from verifier.honours import honour_conflicts, mentions_honours
from verifier.joint_counts import counts_between_them
from verifier.limits import mentions_unlimited, unlimited_conflicts
from verifier.measures import (
    MeasureSpellings,
    measure_spellings,
    share_word_for,
)
from verifier.names import mentions_names, name_conflicts
from verifier.negation import (
    mentions_negation,
    negated_words,
    negation_conflicts,
    negation_cues,
    statement_negation_cues,
)
from verifier.numbered_labels import mentions_numbered_labels, numbered_label_conflicts
from verifier.opposites import mentions_opposites, opposite_word_conflicts
from verifier.ordinals import mentions_ordinals, ordinal_conflicts
from verifier.periods import (
    MONTHS,
    bare_months,
    closed_day_conflicts,
    mentions_periods,
    mentions_weekdays,
    month_spans,
    months_named,
    period_conflicts,
    weekday_ends,
    weekday_spans,
    weekdays_of_cases,
)
from verifier.quantifiers import mentions_universal, quantifier_conflicts, restricted_group_conflicts
from verifier.quantities import (
    COMPARATIVE_UNITS,
    DAY_FIRST,
    DAY_NOT_TOPIC,
    MINUTES_IN,
    MONTH_FIRST,
    TIME_UNITS,
    UNIT_ALIASES,
    DateMention,
    Quantity,
    calendar_days,
    extract_dates,
    extract_quantities,
    hedge_allows,
)
from verifier.record_fields import denied_by_record
from verifier.records import mentions_records, record_conflicts, record_days_held, record_hours_spans
from verifier.repetitions import mentions_repetitions, repetition_conflicts
from verifier.restrictions import (
    restriction_conflicts,
    rival_substitution_conflicts,
    without_restrictions_to_rivals,
)
from verifier.roles import mentions_roles, mentions_slots, role_conflicts, slot_conflicts
from verifier.tables import (
    band_row_conflicts,
    band_row_gives,
    band_width_given,
    cell_with_add_ons,
    denied_cell_conflicts,
    difference_of_named_cells,
    mentions_tables,
    moved_cell_conflicts,
    named_cell_gives,
    superlative_conflicts,
    table_conflicts,
)
from verifier.text import (
    STOPWORDS,
    Span,
    blanked,
    clause_around,
    clause_span,
    sentence_around,
    sentence_span_at,
    split_sentences,
    stem,
    stemmed_content,
    stemmed_words,
    tokenize,
)

__all__ = [
    "CONFLICT_PENALTY",
    "numbers_not_in",
    "find_conflicts",
    "computed_figures",
    "ContextFacts",
    "Spellings",
    "number_spellings",
    "respell_numbers",
]

#: Factor a conflict applies to a claim's P(consistent): a claim the evidence contradicts scores near 0
#: (the seed API's meaning of ``confidence_score``), whatever the coverage or model score said.
CONFLICT_PENALTY = 0.15

# --------------------------------------------------------------------------- conflicts


def numbers_not_in(claim: str, evidence: str) -> list[str]:
    """Claim quantities (as written) that the evidence does not state."""
    ev = extract_quantities(evidence)
    ev_tokens = _figure_tokens(evidence)
    return [q.text for q in extract_quantities(claim) if not _present(q, ev, ev_tokens)]


def _counts_the_same(q: Quantity, e: Quantity) -> bool:
    """``e`` may state plain number ``q`` only if it counts the same thing or names nothing ("100 connections"
    does not state "100 MB"); a percent or a sum only if it is one too or a bare number ("30 minutes" does not
    state "30%"), and a sum per one unit not by the same sum per another ("$49 per month" does not state "$49 per
    year", nor "€200 per item" "€200 per claim")."""
    if q.kind == "number":
        return q.unit is None or e.unit is None or q.unit == e.unit
    if q.kind == "percent" or q.kind.startswith("currency:"):
        return (e.kind == q.kind and not _time_unit_swapped(q, e) and not _per_other_unit(q, e)) or (
            e.kind == "number" and e.unit is None)
    return True


def _per_other_unit(q: Quantity, e: Quantity) -> bool:
    """Both sums are per a unit, and not the same one: "€200 per item" does not state "€200 per claim"."""
    return q.unit is not None and e.unit is not None and q.unit != e.unit


def _stated_among(q: Quantity, same_value: list[Quantity]) -> bool:
    """One of ``same_value`` (figures of ``q``'s value) states ``q``. A bare number states a count of a time unit
    only when none of them gives the value in another time unit ("aged 6 to 11" does not state "six weeks" beside
    "for six months")."""
    stating = [e for e in same_value if _counts_the_same(q, e)]
    return any(e.unit is not None for e in stating) or (
        bool(stating) and not any(_time_unit_swapped(q, e) for e in same_value))


@lru_cache(maxsize=64)
def _figure_tokens(text: str) -> frozenset[str]:
    """The tokens of ``text`` where a claim's digits may stand though no figure was read there (a code, a list item):
    not the parts of a time written with a colon ("23:30" writes no "30")."""
    return frozenset(tokenize(blanked(text, colon_time_spans(text))))


def _states_value(q: Quantity, e: Quantity) -> bool:
    """``e`` gives ``q``'s value: equal to either's rounding, but a bare number only to ``q``'s own ("Years 1 to 4"
    gives no "£4.50")."""
    return q.matches(e) or e.matches(q) and not (q.kind.startswith("currency:") and e.kind == "number")


def _present(q: Quantity, ev: list[Quantity], ev_tokens: set[str] | frozenset[str]) -> bool:
    same_value = [e for e in ev if _states_value(q, e)]
    if _stated_among(q, same_value):
        return True
    # the digits written where no figure was read (a code, a list item); not when they count something else
    tok = tokenize(q.text)
    return (bool(tok) and tok[0] in ev_tokens and q.kind in ("number", "year") and q.precision == 1.0
            and not same_value)


def _time_unit_swapped(q: Quantity, e: Quantity) -> bool:
    """The same count, sum or rate of another time unit: "a 6-year warranty" against "a 6-month warranty", "$49 per
    year" against "$49 per month", "1.5% per year" against "1.5% per month"."""
    return (q.kind == e.kind and (q.kind in ("number", "percent") or q.kind.startswith("currency:"))
            and q.value == e.value
            and q.unit != e.unit and q.unit in TIME_UNITS and e.unit in TIME_UNITS)


# Units of one quantity other than time (time: TIME_UNITS). Metric lengths and masses read as their dimension.
_UNIT_DIMENSIONS = {"length": "length", "mile": "length", "foot": "length", "inch": "length", "yard": "length",
                    "mass": "mass", "tonn": "mass", "hectar": "area", "acr": "area"}


def _duration_in_another_unit(q: Quantity, ev: list[Quantity]) -> bool:
    """The evidence gives ``q``'s duration exactly in another unit, bound or not: "up to 14 days" for "two weeks", "90
    minutes" for "1.5 hours"; for a bound ``q``, with the same bound ("within 48 hours" for "within two days")."""
    if q.kind != "number" or q.unit not in MINUTES_IN or q.hedged and not q.bound:
        return False
    return any(e.kind == "number" and e.unit in MINUTES_IN and e.unit != q.unit and (not q.hedged or e.bound == q.bound)
               and e.value * MINUTES_IN[e.unit] == q.value * MINUTES_IN[q.unit] for e in ev)


def _unit_swapped(q: Quantity, e: Quantity) -> bool:
    """The same written figure in another unit of the same quantity: "62 feet" against "62 metres", "a 6-year
    warranty" against "a 6-month warranty" (:func:`_time_unit_swapped`)."""
    if _time_unit_swapped(q, e):
        return True
    dimension = _UNIT_DIMENSIONS.get(q.unit or "")
    return (q.kind == e.kind == "number" and q.unit != e.unit and dimension is not None
            and _UNIT_DIMENSIONS.get(e.unit or "") == dimension and _written_value(q) == _written_value(e))


_PER_WORD = re.compile(r"\s*(?:per|a|an|each)\s+([^\W\d_]+)", re.IGNORECASE)


def _per_other_thing(claim: str, q: Quantity, evidence: str, ev: list[Quantity], facts: ContextFacts | None) -> str:
    """The reason, when the evidence gives the claim's sum per another thing than the claim does, on the same words
    ("The plan pays up to $1,500 per family" against "pays no more than $1,500 per member"), and the context writes
    the claim's thing too (a family is not a member there); "" otherwise. Not two periods
    (:func:`_time_unit_swapped`)."""
    mine = _PER_WORD.match(claim, q.end)
    if (mine is None or not q.kind.startswith("currency:") or q.unit is None
            or q.unit not in TIME_UNITS  # (a period is no other name for a session or a rental)
            and mine.group(1).lower() not in (facts.tokens if facts is not None else set(tokenize(evidence)))):
        return ""
    for e in ev:
        # (one of the two may be a period: "€60 per day" against "€60 per rental"; two periods are
        # :func:`_time_unit_swapped`)
        if (e.kind == q.kind and e.unit is not None and e.unit != q.unit
                and (q.unit not in TIME_UNITS or e.unit not in TIME_UNITS)
                and (q.matches(e) or e.matches(q)) and _same_duration_topic(claim, q, evidence, e)
                and (theirs := _PER_WORD.match(evidence, e.end))
                and not _also_per(evidence, theirs.end(), q, mine.group(1))):
            return (f'the claim gives "{q.text}" per {mine.group(1)} where the evidence gives it per '
                    f'{theirs.group(1)}: "{sentence_around(evidence, e.start)[:160]}"')
    return ""


def _also_per(evidence: str, at: int, q: Quantity, word: str) -> bool:
    """The evidence's sum is per the claim's thing as well, written second: "20p per book per day" for "20p a day"."""
    second = _PER_WORD.match(evidence, at)
    return second is not None and stem(second.group(1).lower()) in (q.unit, stem(word.lower()))


def _percent_for_sum(q: Quantity, e: Quantity) -> bool:
    """The same figure as a percent where the evidence gives a sum, or the reverse: "25% off any package" against
    "£25 off any package"."""
    kinds = {q.kind, e.kind}
    return (q.value == e.value and "percent" in kinds and any(k.startswith("currency:") for k in kinds)
            and not q.hedged and not e.hedged)


def _written_value(q: Quantity) -> str:
    """The figure as written, before any unit conversion ("1.6" of "1.6 km", "2 million" of "2 million acres")."""
    return q.text.replace(",", "").lower()


def _same_duration_topic(claim: str, q: Quantity, evidence: str, e: Quantity) -> bool:
    """A specific word near the claim's figure is in the evidence sentence giving the same count of another time
    unit ("Requests time out after 30 minutes." against "Requests time out after 30 seconds."; "The trial lasted 12
    months." against "In a randomised trial ... after 12 weeks"). The claim's figure is stated nowhere in the
    context (the caller checks), so the same count in another unit is the evidence's figure for it."""
    return bool((near_words(claim, q) & set(stemmed_content(sentence_around(evidence, e.start)))) - GENERIC)


def _same_bound_and_unit(q: Quantity, e: Quantity) -> bool:
    """Two ceilings (or two floors) of one unit: "can be held for up to four years" and "for up to three years" are
    about the same limit, though "years" is too generic a word to say so alone."""
    return bool(q.bound) and q.bound == e.bound and q.unit is not None and q.unit == e.unit


def _ranges(text: str, qs: list[Quantity]) -> dict[int, int]:
    """Pairs of quantities forming a range ("25,000 to 5,000", "1990-2000"): index -> partner index."""
    pairs: dict[int, int] = {}
    for i in range(len(qs) - 1):
        if re.fullmatch(r"\s*(?:to|-|–|—|and|or|through|until)\s*", text[qs[i].end : qs[i + 1].start], re.I) and (
            _could_bound(qs[i], qs[i + 1])
        ):
            pairs[i], pairs[i + 1] = i + 1, i
    return pairs


def _ranges_apart(lo: float, hi: float, related: list[Quantity], ev: list[Quantity], ev_ranges: dict[int, int]
                  ) -> list[Quantity]:
    """The ends of the evidence ranges both of whose ends are ``related`` (about the claim's thing), where every such
    range lies wholly outside the claim's ``lo`` to ``hi``; [] when there is none or one overlaps it."""
    about = {id(e) for e in related}
    spans = [(ev[j], ev[k]) for j, k in ev_ranges.items() if j < k and id(ev[j]) in about and id(ev[k]) in about]
    if not spans or any(min(a.value, b.value) <= hi and lo <= max(a.value, b.value) for a, b in spans):
        return []
    return [e for pair in spans for e in pair]


def _range_ending_at(q: Quantity, ev: list[Quantity], ev_ranges: dict[int, int]) -> tuple[int, int] | None:
    """An evidence range one of whose ends is ``q``, as (index of its other end, index of the end equal to ``q``):
    "between $11,100 million and $11,250 million" for "$11,250 million"; None when there is none."""
    for j, e in enumerate(ev):
        if j in ev_ranges and (q.matches(e) or e.matches(q)):
            return ev_ranges[j], j
    return None


def _could_bound(a: Quantity, b: Quantity) -> bool:
    """Two figures can be a range's ends: the same kind, within a factor of 1,000 ("$127.1 million or $1.05 per
    share" is two figures, not a range)."""
    low, high = sorted((abs(a.value), abs(b.value)))
    return a.kind == b.kind and (low == 0 or high / low <= 1000)


def _fmt(q: Quantity) -> str:
    if q.unit and q.unit.startswith("label:"):
        return f'"{q.unit_word} {q.text}"'  # "Year 7"
    return f'"{q.written}"'


# "in the year 1932": the model reads the bare year better (respell_numbers).
_THE_YEAR = re.compile(r"\bthe\s+year\s+((?:1[5-9]|20)\d\d)\b", re.IGNORECASE)


class ContextFacts:
    """Quantities, dates and tokens of a whole context, extracted on first use and then reused."""

    def __init__(self, context: str) -> None:
        self.context = context

    @classmethod
    def of(cls, context: str) -> ContextFacts:
        """Facts of ``context``; the last few contexts are memoised, so passing the same context
        string for every claim of a request extracts its numbers once."""
        return _facts_for(context)

    @cached_property
    def quantities(self) -> list[Quantity]:
        return extract_quantities(self.context)

    @cached_property
    def ranges(self) -> dict[int, int]:
        return _ranges(self.context, self.quantities)

    @cached_property
    def dates(self) -> list[DateMention]:
        return extract_dates(self.context)

    @cached_property
    def tokens(self) -> frozenset[str]:
        return frozenset(tokenize(self.context))

    @cached_property
    def figure_tokens(self) -> frozenset[str]:
        return _figure_tokens(self.context)

    @cached_property
    def versions(self) -> list[str]:
        return _versions(self.context)

    @cached_property
    def measure_spellings(self) -> MeasureSpellings:
        """How the context writes its measures, clock times and shares (:func:`respell_measures`)."""
        return measure_spellings(self.context)

    @cached_property
    def spellings(self) -> Spellings:
        """How the context writes its numbers and dates (:func:`respell_numbers`)."""
        digits: dict[str, str] = {}
        for m in _GROUPED_OR_LONG.finditer(self.context):
            digits.setdefault(m.group(0).replace(",", ""), m.group(0))
        sums: dict[tuple[str, float], str] = {}
        for q in self.quantities:
            if q.kind.startswith("currency:") and not _COMPACT_SUM.fullmatch(q.text):
                sums.setdefault((q.kind, round(q.value, 6)), q.text)
        dates: dict[tuple[int, int, int], str] = {}
        for d in self.dates:
            if d.month is not None and d.day is not None:
                dates.setdefault((d.year, d.month, d.day), d.text)
        return Spellings(digits, sums, dates, bool(_THE_YEAR.search(self.context)))

    @cached_property
    def _by_value(self) -> tuple[list[float], list[Quantity]]:
        qs = sorted(self.quantities, key=lambda x: x.value)
        return [x.value for x in qs], qs

    def _near_value(self, q: Quantity) -> list[Quantity]:
        """The context's figures close to ``q``'s value (a bisect, not a scan: contexts are long)."""
        values, qs = self._by_value
        slack = 0.06 * abs(q.value) + q.precision + 1.0
        return qs[bisect_left(values, q.value - slack) : bisect_right(values, q.value + slack)]

    def states(self, q: Quantity) -> bool:
        """True when the context states ``q`` anywhere. (A measure of ``q``'s dimension written with its digits is
        read with the figures of its value: "14 km", read as 14,000 metres, writes the digits of "14 miles" but does
        not state it.)"""
        near = self._near_value(q)
        same_digits = self._same_digits.get(q.text.split()[0], ())
        other_units = [e for e in same_digits if e not in near and _unit_swapped(q, e)]
        return _present(q, [*near, *other_units], self.figure_tokens) or _stated_among(
            q, [e for e in same_digits if q.matches(e)])

    def places(self, q: Quantity) -> list[Quantity]:
        """The context's figures that state ``q`` and count the same thing."""
        return [e for e in self._near_value(q) if _states_value(q, e) and _counts_the_same(q, e)]

    @cached_property
    def _same_digits(self) -> dict[str, list[Quantity]]:
        out: dict[str, list[Quantity]] = {}
        for x in self.quantities:
            out.setdefault(x.text.split()[0], []).append(x)
        return out


@lru_cache(maxsize=8)
def _facts_for(context: str) -> ContextFacts:
    return ContextFacts(context)


_A_SINGLE = re.compile(r"\ba\s+single(?=\s+([^\W\d_]+))", re.IGNORECASE)


def _single_as_one(claim: str, whole: str) -> str:
    """``claim`` with "a single <noun>" read as "one <noun>" ("a single dose" counts one), unless the context itself
    writes "single <noun>": then it names a kind ("a single room" beside "a double room"), no count."""
    return _A_SINGLE.sub(lambda m: m.group(0) if re.search(rf"\bsingle\s+{re.escape(m.group(1))}\b", whole,
                                                           re.IGNORECASE) else "one", claim)


def find_conflicts(claim: str, evidence: str, context: str | ContextFacts | None = None) -> list[str]:
    """Human-readable reasons why ``claim`` disagrees with ``evidence`` (empty when none found).

    ``evidence`` is the text the claim is compared with (the best-matching snippets);
    ``context``, when given, is the whole source (or its :class:`ContextFacts`): a claim number
    or date found anywhere in it is never called absent.
    """
    cq = extract_quantities(claim)
    # the claim as the figure check reads it: "a single dose" counts one, as "one dose" does
    facts = ContextFacts.of(context) if isinstance(context, str) else context
    # the claim as the date and month checks read it: without the dates it computes from the context (nor, for the
    # figure check, their years)
    derived, cases = _derived_dates(claim, evidence, facts)
    dated_claim = blanked(claim, [*derived, *cases])
    figure_claim, figure_cq = _as_the_figure_check_reads(claim, cq, derived, evidence, facts)
    reasons: list[str] = []
    whole = facts.context if facts is not None else evidence  # what the checks reading the whole context read
    if figure_cq and (hours_times := record_hours_spans(figure_claim, whole, figures_only=True)):
        # a record's hours checks read these ("until 9pm" is no figure absent where a review gives "at 6pm")
        figure_cq = [q for q in figure_cq if not any(a < q.end and q.start < b for a, b in hours_times)]
    if figure_cq and mentions_bands(whole) and (rates := band_rate_spans(figure_claim, whole)):
        # a leaflet's frequency headings read these ("up to 1 in 100 people" is "Uncommon (up to 1 in 100)")
        figure_cq = [q for q in figure_cq if not any(a <= q.start < b for a, b in rates)]
    # the claim as the generic day and time checks read it: without the days and times a record's opening hours speak
    # to (record_conflicts reads those; the generic checks see the record's other days as other things)
    hours_spans = record_hours_spans(claim, whole)
    hours_claim, hours_dated = (blanked(claim, hours_spans), blanked(dated_claim, hours_spans)) if hours_spans else (
        claim, dated_claim)
    month_reasons: list[str] = []
    # Cheap tests first: most claim sentences hold none of what the costlier checks compare.
    if (figure_cq or mentions_negation(claim, evidence) or _VERSION.search(claim)
            or mentions_opposites(claim, evidence)):
        reasons += _figure_conflicts(figure_claim, figure_cq, evidence, facts) if figure_cq else []
        month_reasons = _month_conflicts(dated_claim, evidence, facts)
        reasons += month_reasons
        reasons += _version_conflicts(claim, evidence, facts.versions if facts is not None else _versions(evidence),
                                      whole)
        if not (_bound_complement_stated(claim, cq, facts, evidence) or _case_beyond_a_limit(claim, cq, whole, facts)
                or denied_by_record(negated_words(claim), whole)):  # the record's "no" fields say it too
            # (without the days a record's hours give as closed: "isn't open on Sundays" denies no "is_open")
            denying = blanked(claim, days_held) if (days_held := record_days_held(claim, whole)) else claim
            reasons += negation_conflicts(denying, without_restrictions_to_rivals(claim, evidence, whole),
                                          context=whole)
        reasons += opposite_word_conflicts(claim, evidence)
    if mentions_universal(claim):
        reasons += quantifier_conflicts(claim, evidence) or restricted_group_conflicts(claim, evidence, whole)
    reasons += restriction_conflicts(claim, evidence, whole) or rival_substitution_conflicts(claim, evidence, whole)
    if mentions_exceptions(evidence):
        reasons += excepted_conflicts(claim, evidence)
    if mentions_repetitions(claim):
        reasons += repetition_conflicts(claim, evidence)
    if mentions_exclusions(claim):
        reasons += exclusion_conflicts(claim, evidence)
    if mentions_no_exception(hours_claim):
        reasons += dropped_exception_conflicts(hours_claim, evidence)
    if mentions_names(claim):
        reasons += name_conflicts(claim, evidence, facts.tokens if facts is not None else set(tokenize(evidence)))
    if mentions_unlimited(claim) or mentions_unlimited(evidence):
        reasons += unlimited_conflicts(claim, evidence, cq, extract_quantities(evidence))
    if not month_reasons and (DAY_FIRST.search(dated_claim) or MONTH_FIRST.search(dated_claim)):
        reasons += given_elsewhere_conflicts(dated_claim, evidence, whole,
                                             calendar_days, "date", DAY_NOT_TOPIC)
    if not month_reasons and bare_months(dated_claim) and not negation_cues(dated_claim):
        # "raised £22 million in June" where June is the job cuts' month and the raising's is January; not a month of
        # a case the claim supposes ("A family withdrawing in May": the context's "before 1 June" judges it)
        reasons += given_elsewhere_conflicts(
            dated_claim, evidence, whole, month_spans, "month", DAY_NOT_TOPIC,
            find_claim=lambda text: [m for m in bare_months(text) if not supposed(text, m[0], m[1])])
    if mentions_clock_times(hours_claim):
        reasons += clock_conflicts(hours_claim, evidence, whole)
    if mentions_all_hours(hours_claim):
        reasons += all_hours_conflicts(hours_claim, evidence, whole)
    if mentions_frequencies(claim):
        reasons += frequency_conflicts(hours_claim, evidence, whole)
    if mentions_elapsed_times(claim):
        reasons += elapsed_conflicts(claim, evidence, whole)
    if mentions_periods(hours_claim):
        period_reasons = period_conflicts(hours_dated, whole)
        reasons += period_reasons
        # a day the context gives for something else ("tours on Saturdays" where Saturday is the night lift's);
        # not a day a claim denies ("does not open on Sundays" against "...; it is closed on Sundays")
        if not any('"closed"' in r for r in reasons):  # (not again where the opposite-word check read "closed")
            reasons += closed_day_conflicts(hours_claim, whole)
        if not period_reasons and mentions_weekdays(hours_dated) and not negation_cues(hours_dated):
            cases = weekdays_of_cases(hours_dated, whole)  # (a case's day outside the context's day rule)
            reasons += given_elsewhere_conflicts(
                hours_dated, evidence, whole, weekday_spans, "day", DAY_NOT_TOPIC,
                find_claim=lambda text: [day for day in weekday_ends(text) if day[2] not in cases])
    if mentions_event_years(claim):
        reasons += event_year_conflicts(claim, whole)
    if mentions_records(whole):
        reasons += record_conflicts(claim, cq, whole)
    if mentions_bands(whole):
        reasons += band_conflicts(claim, whole)
    if mentions_tables(whole):
        reasons += (table_conflicts(claim, cq, whole) or moved_cell_conflicts(claim, cq, whole)
                    or denied_cell_conflicts(claim, whole) or superlative_conflicts(claim, cq, whole))
    if "|" in whole:
        reasons += band_row_conflicts(claim, cq, whole)
    if mentions_roles(claim):
        reasons += role_conflicts(claim, whole)
    if mentions_agents(claim):
        reasons += agent_conflicts(claim, whole)
    if mentions_honours(claim):
        reasons += honour_conflicts(claim, whole)
    if mentions_affiliations(claim):
        reasons += affiliation_conflicts(claim, whole)
    if mentions_appositives(claim):
        reasons += appositive_conflicts(claim, whole)
    if mentions_slots(claim):
        reasons += slot_conflicts(claim, whole)
    if mentions_ordinals(claim):
        reasons += ordinal_conflicts(claim, whole)
    if cq and mentions_numbered_labels(claim):
        reasons += numbered_label_conflicts(claim, cq, whole, facts.quantities if facts is not None else
                                            extract_quantities(whole))
    return reasons


def _as_the_figure_check_reads(claim: str, cq: list[Quantity], derived: list[tuple[int, int]], evidence: str,
                               facts: ContextFacts | None) -> tuple[str, list[Quantity]]:
    """The claim without the dates it computes from the context, "a single dose" read as "one dose", and its
    quantities."""
    figure_claim = _single_as_one(blanked(claim, derived), facts.context if facts is not None else evidence)
    return figure_claim, cq if figure_claim == claim else extract_quantities(figure_claim)


def computed_figures(claim: str, context: str, pairs: bool = True) -> list[str]:
    """The claim's figures that ``context`` does not state but that the figure check finds computed from the
    context's figures (a sum, a difference, a share, a rate over a term, a price with its add-ons or discount; with
    ``pairs`` False, not a bare difference or change between two of them).

    The model reads such a figure as absent, and word coverage counts it missing; where the checks find nothing
    wrong, the computation is what supports the claim (``verifier.model_engine``, ``verifier.lexical``)."""
    facts = _facts_for(context)
    derived, _ = _derived_dates(claim, context, facts)
    figure_claim, figure_cq = _as_the_figure_check_reads(claim, extract_quantities(claim), derived, context, facts)
    computed: list[str] = []
    if figure_cq:
        _figure_conflicts(figure_claim, figure_cq, context, facts, computed, pairs)
    return computed


def _bound_complement_stated(claim: str, cq: list[Quantity], facts: ContextFacts | None, evidence: str) -> bool:
    """A bounded figure in a negated clause of the claim is the other side of a context bound on the same value: a
    claim saying what does not hold "under 21" or for "less than 15 minutes" restates a context's "at least 21 years
    old", "15 minutes or more" (the negation check would read the claim's "not" against a positive statement of the
    evidence passage)."""
    negated_clauses = [clause_span(claim, start, end) for start, end in statement_negation_cues(claim)]
    bounded = [q for q in cq if q.bound and any(first <= q.start < last for first, last in negated_clauses)]
    if not bounded:
        return False
    context_quantities = facts.quantities if facts is not None else extract_quantities(evidence)
    return any(e.bound and e.bound != q.bound and e.kind == q.kind and e.value == q.value
               and (q.unit is None or e.unit is None or q.unit == e.unit)
               for q in bounded for e in context_quantities)


def _case_beyond_a_limit(claim: str, cq: list[Quantity], whole: str, facts: ContextFacts | None) -> bool:
    """The claim denies a case beyond a context limit ("A guest cannot stay three nights" against "may stay no more than
    2 nights"): its "not" is the limit's consequence, not a negation of the sentence that sets it."""
    whole_ev = facts.quantities if facts is not None else extract_quantities(whole)
    return any(denied_beyond_a_limit(claim, q, whole, whole_ev) for q in cq)


# A claim giving a difference ("adds up to 10 hours": 40 hours less 30 hours), which the same count of another time
# unit ("a 10-minute charge") does not contradict.
_SAYS_DIFFERENCE = re.compile(r"\b(?:adds?|added|more|extra|additional|longer|shorter|fewer|less|difference|gap"
                              r"|apart|ahead|behind|than|by)\b", re.IGNORECASE)


# A figure written as a difference: "one point behind the winner", "£7 a month more than", "by 56 offences".
# (in a result: "five points clear of third", "seven seconds back", "340 short of capacity", "11 points down")
_DIFFERENCE_AFTER = re.compile(r"(?:\s+[^\W\d_]+){0,3}?\s+(?:behind|ahead|more|less|fewer|longer|shorter|higher|lower"
                               r"|apart|earlier|later|larger|smaller|bigger|wider|narrower|heavier|lighter|cheaper"
                               r"|dearer|clear|back|adrift|short|down)\b", re.IGNORECASE)
# "by 56 offences", "a first-innings lead of 67 runs", "a further seven seconds"
_BY_BEFORE_FIGURE = re.compile(r"\b(?:by|(?:lead|margin|deficit|advantage)\s+of|a\s+further)\s+$", re.IGNORECASE)
# A saving written before its figure: "saves a Basic passenger €30.01", "a saving of £12".
_SAVES_BEFORE_FIGURE = re.compile(r"\b(?:saves?|saving(?:\s+of)?)(?:\s+[^\W\d_]+){0,3}?\s+$", re.IGNORECASE)


def _given_as_difference(claim: str, q: Quantity) -> bool:
    return bool(_DIFFERENCE_AFTER.match(claim, q.end) or _BY_BEFORE_FIGURE.search(claim, max(0, q.start - 16), q.start)
                or _SAVES_BEFORE_FIGURE.search(claim, max(0, q.start - 40), q.start))


def _given_as_a_margin(claim: str, q: Quantity, quantities: list[Quantity]) -> bool:
    """A count the claim gives as a difference ("beat Keyes by a margin of 173 votes") that the context writes with
    a comparative ("polled 1,046 votes, 173 more than Keyes on 873"): the same value, counted as more or fewer."""
    return (q.kind == "number" and q.unit not in COMPARATIVE_UNITS and not q.hedged
            and _SAYS_DIFFERENCE.search(claim) is not None
            and any(e.kind == "number" and e.unit in COMPARATIVE_UNITS and q.matches(e) for e in quantities))


def _figure_conflicts(claim: str, cq: list[Quantity], evidence: str, facts: ContextFacts | None,
                      computed: list[str] | None = None, pairs: bool = True) -> list[str]:
    """Claim figures the evidence (and the whole context) does not state, where it gives others about the same
    thing. Figures the claim computes from the evidence's are appended to ``computed`` when it is given (with
    ``pairs`` False, only those computed otherwise than as a difference of two)."""
    reasons: list[str] = []
    ev = extract_quantities(evidence)
    ev_tokens = _figure_tokens(evidence)
    ranges, ev_ranges = _ranges(claim, cq), _ranges(evidence, ev)
    # a range's top is a ceiling too, its bottom no figure of its own ("up to 4 tablets" against "1 to 2 tablets")
    range_tops = {id(ev[j]) for j, k in ev_ranges.items() if ev[j].value > ev[k].value}
    range_bottoms = {id(ev[j]) for j, k in ev_ranges.items() if ev[j].value < ev[k].value}
    range_ends = {id(ev[j]) for j in ev_ranges}

    def add(reason: str, given: list[Quantity]) -> None:
        reason += ", ".join(list(dict.fromkeys(_fmt(e) for e in given))[:3])
        if reason not in reasons:
            reasons.append(reason)

    tabled = facts is not None and mentions_tables(facts.context)
    for i, q in enumerate(cq):
        if tabled and named_cell_gives(q, claim, facts.context):
            continue  # the table's cell for the claim's row and column gives it, whatever the prose binds it to
        if (_present(q, ev, ev_tokens) or facts is not None and facts.states(q)) and (
                beyond := _case_beyond_its_threshold(claim, q, evidence, ev)) and not _band_result_given(
                claim, q, cq, evidence, ev, ev_ranges, facts):
            add(*beyond)  # a case whose figure the context gives for something else: its threshold still decides
            continue
        if _present(q, ev, ev_tokens):
            # (a case the claim supposes and applies a rule to takes figures of its own choosing: "An adult book
            # returned one week late incurs ..." though "one week" is the DVDs' loan period)
            if (i not in ranges and not (supposed(claim, q.start, q.end) and outright_case(claim, q.end))
                    and (bound := _bound_elsewhere(claim, q, cq, ev, evidence, facts, range_ends))
                    and not _computed_as_a_difference(claim, q, evidence, ev, ev_ranges, facts)
                    and not years_between(q, claim, facts.quantities if facts is not None else ev)
                    and not (facts is not None and "|" in facts.context
                             and band_width_given(q, claim, cq, facts.context))
                    and not share_of_the_case(q, claim, evidence, ev)
                    and not _band_gives_in_either(claim, q, cq, evidence, ev, ev_ranges, facts)
                    and not (facts is not None
                             and base_of_a_difference_named(q, claim, facts.context, facts.quantities))):
                # (a figure the claim computes is bound to nothing: "4 hours longer than" from 15 and 11 hours; nor
                # is a capped fee the case comes to: "Sending £20,000 costs £60" against "0.35%, capped at £60"; nor
                # a difference's base: "$21, three dollars more than the crab one": the crab Benedict's $18)
                add(*bound)
            elif percent := flat_part_given_as_the_fee(claim, q, evidence, ev):
                add(f"the claim gives {_fmt(q)} as the whole fee for its case, where the evidence adds to it ",
                    [percent])
            elif supposed(claim, q.start, q.end) and (band := _band_result_conflict(q, cq, evidence, ev, ev_ranges)):
                add(*band)  # a case the context's figures hold ("10 days late" within "8 to 14 days late") given
                # another band's result ("the late fee is £25", for 15 or more days)
            elif computed is not None and _band_gives_in_either(claim, q, cq, evidence, ev, ev_ranges, facts):
                computed.append(_fmt(q))  # the band the claim's case falls in gives it: read, as a computation is
            elif computed is not None and _computed_though_rounded(claim, q, ev, evidence, ev_ranges, facts, pairs):
                computed.append(_fmt(q))
            continue
        stated_elsewhere = facts is not None and facts.states(q)
        if stated_elsewhere and (not _stated_only_about_other_things(claim, q, cq, ev, evidence, facts)
                                 or _band_gives(q, cq, facts.context, facts.quantities, facts.ranges)
                                 or "|" in facts.context and (band_row_gives(q, claim, cq, facts.context)
                                                              or band_width_given(q, claim, cq, facts.context))
                                 or _year_in_a_sentence_like_the_claim(claim, q, facts)
                                 or _year_of_the_dateline(claim, q, facts)
                                 or base_of_a_difference_named(q, claim, facts.context, facts.quantities)):
            if computed is not None and _computed_though_rounded(claim, q, ev, evidence, ev_ranges, facts, pairs):
                computed.append(_fmt(q))
            continue
        if q.kind == "percent" and _stated_as_share(q, facts or ContextFacts.of(evidence)):
            continue
        whole, whole_ev = (facts.context, facts.quantities) if facts is not None else (evidence, ev)
        if denied_beyond_a_limit(claim, q, whole, whole_ev):
            continue  # "A resident cannot bring 6 bags" against "maximum 5 bags per visit"
        is_case = not q.hedged and supposed(claim, q.start, q.end)
        swapped = [e for e in ev if _unit_swapped(q, e) and _same_duration_topic(claim, q, evidence, e)]
        if swapped and (_computed_as_a_difference(claim, q, evidence, ev, ev_ranges, facts)
                        or clock_span_of_the_day(q, claim, whole) or _duration_in_another_unit(q, ev)):
            swapped = []  # (a difference, or the length of the claim's day's hours: "a four-hour morning window"; or
            # the same length written in another unit: "two weeks" against "14 days")
        # (a figure as a percent where the evidence gives it as a sum is no difference the claim computes)
        swapped += [e for e in ev if _percent_for_sum(q, e) and _same_duration_topic(claim, q, evidence, e)]
        if swapped and not (is_case and outright_case(claim, q.end) or case_it_has(claim, q.start)):
            add(f"the claim's {_fmt(q)} is not in the evidence, which gives ", swapped)
            continue
        if is_case and q.end <= (case_end := supposed_case_end(claim)) and (
                case := threshold_for_case(claim, q, case_end, evidence, ev)):
            if not case[0] and not _band_result_given(claim, q, cq, evidence, ev, ev_ranges, facts):
                add(f"for the claim's case {_fmt(q)} the context's threshold gives the opposite of what the claim "
                    "says: ", [case[1]])
            elif band := _band_result_conflict(q, cq, evidence, ev, ev_ranges):
                add(*band)  # the case is on the threshold's side the claim says, the sum is another band's
            continue
        if _frequency_given(claim, q, facts.context if facts is not None else evidence):
            continue  # "every two weeks" against "fortnightly": the frequency check compares it, on its words
        if q.kind == "year" and year_counted_in_context(claim, q.start, q.end, facts.context if facts else evidence):
            continue  # "died in 1996" against "in 1999, three years after Hebden's death"
        if not is_case and (other := _per_other_thing(claim, q, evidence, ev, facts)):
            reasons.append(other)
            continue
        if _given_as_a_margin(claim, q, facts.quantities if facts is not None else ev):
            continue  # "by a margin of 173 votes" against "1,046 votes, 173 more than Keyes"
        # evidence figures about the same thing (none equals q: _present said so above)
        related = [e for e in ev if same_kind(q, e)
                   and (about_same_thing(claim, q, evidence, e) or _same_bound_and_unit(q, e))]
        related += _bare_figures_labelled_alike(claim, q, evidence, ev)
        related += [e for e in _years_of_its_figure(claim, q, cq, evidence, ev) if e not in related]
        if related and _computed_from_context(claim, q, evidence, ev, ev_ranges, facts):
            if computed is not None and (pairs or _computed_from_context(claim, q, evidence, ev, ev_ranges, facts,
                                                                         pairs=False)):
                computed.append(_fmt(q))
            continue  # (a base price and its add-ons, or the two terms of a difference, may lie in other windows)
        if not related and computed is not None and facts is not None and (
                share_of_the_named_price(q, claim, facts.context, facts.quantities)
                or tariff_total(q, claim, facts.context, facts.quantities)
                or width_of_a_range(q, claim, facts.quantities, facts.ranges)
                or not q.bound and _difference_in_context(claim, q, facts, pairs)
                or "|" in facts.context and _computed_from_a_table(claim, q, cq, facts)):
            # (the price it is a share of named by the claim's clause, not beside its figure; a tariff's total for the
            # claim's count, whatever words stand near the rates; a difference of two figures of the context: "880
            # more flu jabs" from "2,340 flu jabs last winter, up from 1,460"; a table's cells, which no figure beside
            # the claim's relates to: "The last 13 weeks of leave are unpaid" of a "40-52 | Unpaid" row)
            computed.append(_fmt(q))
            continue
        if _duration_in_another_unit(q, ev):
            continue  # "accidents are covered after two days" against "from 48 hours after the start date"
        if related and is_case:
            # "A 20 kg parcel", "a member whose item is 70 days overdue": a case, which neither a limit nor the ends
            # of a band contradict; what the claim says follows for it may ("A 35-minute delay entitles the
            # passenger to 25%" against "15 to 29 minutes, 25%; 30 to 59 minutes, 50%")
            if band := _band_result_conflict(q, cq, evidence, ev, ev_ranges):
                add(*band)
                continue
            related = [e for e in related if not e.bound and id(e) not in range_ends]
            if not related or outright_case(claim, q.end):
                continue
        if not related and (per_other := sums_per_other_period(claim, q, evidence, ev)):
            # "$400 per year" against "$29 per month": compared once converted to the claim's period
            if not any(converted_fits(q, *sum_per_period) for sum_per_period in per_other):
                add(f"the claim's figure {_fmt(q)} is not in the evidence, which gives ", [e for e, _, _ in per_other])
            continue
        if q.hedged:
            if q.bound == "min":
                # a floor of another thing with the same unit says nothing of this one ("fired over 70 rounds" against
                # "bought more than 6,000 rounds"): two floors are compared only on shared words
                mine = near_words(claim, q)
                related = [e for e in related
                           if e.bound != "min" or (mine & near_words(evidence, e)) - GENERIC - {q.unit}]
            if q.bound == "max":
                related = [replace(e, bound="max") if id(e) in range_tops else e for e in related
                           if id(e) not in range_bottoms]
                # where the evidence states a ceiling of its own, a ceiling decides, not a figure below it ("can
                # hold up to £500,000" against "opened with £1 and hold up to £250,000")
                related = [e for e in related if e.bound == "max"] or related
            if related and not any(hedge_allows(q, e) for e in related):
                add(f"the claim's hedged figure {_fmt(q)} does not fit the evidence, which gives ", related)
            continue
        if i in ranges:
            partner = cq[ranges[i]]
            lo, hi = sorted((q.value, partner.value))
            ev_range = _range_ending_at(partner, ev, ev_ranges)
            # the evidence gives a range with the same low (or high) end: the other end must be its too ("1970 to
            # 1998" against "1998 to 2012" is the period before, not another figure for it); or its range for the same
            # thing shares nothing with the claim's ("within two to three weeks" against "within six to eight weeks"),
            # though one end is stated about another ("for two weeks after the pain has gone")
            if (ev_range is not None and same_kind(q, ev[ev_range[0]])
                    and (partner.value < q.value) == (ev[ev_range[1]].value < ev[ev_range[0]].value)):
                range_given = [ev[j] for j in sorted(ev_range)]
            else:
                range_given = _ranges_apart(lo, hi, related, ev, ev_ranges)
            if range_given:
                first, last = sorted((i, ranges[i]))
                add(f"the claim's range {_fmt(cq[first])} to {_fmt(cq[last])} does not fit the evidence, which "
                    "gives ", range_given)
                continue
            if _present(partner, ev, ev_tokens) or any(
                e.kind == q.kind and lo <= e.value <= hi and j not in ev_ranges for j, e in enumerate(ev)
            ):
                continue  # one end of the range is stated, or a figure within it ("10 to 15 feet" vs "11 feet")
        # a label the evidence leaves open at one end holds the claim's ("Grade 6" in "Grade 5 and above")
        related = [e for e in related if not _label_holds(evidence, e, q)]
        if related:
            add(f"the claim's {'year' if q.kind == 'year' else 'figure'} {_fmt(q)} is not in the evidence, "
                "which gives ", related)
    return reasons


# "210 in 1975", "210 by 1965": a figure and the year it is given for.
_FIGURE_TO_YEAR = re.compile(r"\s+(?:[^\W\d_]+\s+){0,2}?(?:in|by|during)\s+", re.IGNORECASE)


def _years_of_its_figure(claim: str, q: Quantity, cq: list[Quantity], evidence: str,
                         ev: list[Quantity]) -> list[Quantity]:
    """The evidence's years for the figure the claim gives year ``q`` for ("to 210 by 1965" against "to 210 in
    1975"), which near words miss where the figure's neighbours are other figures."""
    if q.kind != "year":
        return []
    figure = next((f for f in cq if f.kind != "year" and f.end <= q.start
                   and _FIGURE_TO_YEAR.fullmatch(claim, f.end, q.start)), None)
    if figure is None:
        return []
    return [year for e, year in itertools.pairwise(ev)
            if e.kind == figure.kind and e.unit == figure.unit and e.value == figure.value and year.kind == "year"
            and _FIGURE_TO_YEAR.fullmatch(evidence, e.end, year.start)]


def _case_beyond_its_threshold(claim: str, q: Quantity, evidence: str,
                               ev: list[Quantity]) -> tuple[str, list[Quantity]] | None:
    """(reason opening, the bound) where ``q`` is a figure of the case the claim supposes and the context's threshold
    for it gives the opposite of what the claim says follows ("A 5-year-old pays €8" against "children aged 6–12 pay
    €8", though the context writes a 5 elsewhere)."""
    if q.hedged or not supposed(claim, q.start, q.end) or q.end > (case_end := supposed_case_end(claim)):
        return None
    case = threshold_for_case(claim, q, case_end, evidence, ev)
    if case is None or case[0] or case[1].value == q.value:
        return None  # (a case on the threshold itself restates the rule's edge: "30 days after" and "within 30 days")
    return (f"for the claim's case {_fmt(q)} the context's threshold gives the opposite of what the claim says: ",
            [case[1]])


# A label open at one end: "Grade 5 and above", "Band 3 or higher", "Level 2 and below".
_LABEL_OPEN_END = re.compile(r"\s+(?:and|or)\s+(?:(above|over|higher|upwards?)|(below|under|lower))\b", re.IGNORECASE)


def _label_holds(evidence: str, e: Quantity, q: Quantity) -> bool:
    """The evidence's label figure ``e`` is open at one end ("Grade 5 and above") and holds the claim's ``q``."""
    if not (e.unit and e.unit == q.unit and e.unit.startswith("label:")):
        return False
    open_end = _LABEL_OPEN_END.match(evidence, e.end)
    return open_end is not None and (q.value >= e.value if open_end.group(1) else q.value <= e.value)


def _computed_though_rounded(claim: str, q: Quantity, ev: list[Quantity], evidence: str, ev_ranges: dict[int, int],
                             facts: ContextFacts | None, pairs: bool) -> bool:
    """``q`` is stated only by coarser figures, to their own rounding ("£12,000" for the claim's "£11,600"), and the
    claim computes it from the context's figures to its own: the computation, not the round figure, gives it."""
    quantities = facts.quantities if facts is not None else ev
    stating = [e for e in quantities if _states_value(q, e)]
    if q.hedged or not stating or any(q.matches(e) for e in stating):
        return False
    return _computed_from_context(claim, q, evidence, ev, ev_ranges, facts, pairs=pairs)


def _computed_from_context(claim: str, q: Quantity, evidence: str, ev: list[Quantity], ev_ranges: dict[int, int],
                           facts: ContextFacts | None, pairs: bool = True) -> bool:
    """``q`` (a figure the evidence does not state) is one the claim computes from the evidence's figures, or from
    the whole context's: a sum, difference, share, a rate over a term, a price with its add-ons or discount (with
    ``pairs`` False, not a difference or change between any two figures: see ``derived_figure``)."""
    return derived_figure(q, claim, evidence, ev, ev_ranges, pairs=pairs) or facts is not None and (
        with_add_ons(q, claim, facts.context, facts.quantities)
        or mentions_tables(facts.context) and cell_with_add_ons(q, claim, facts.context, facts.quantities)
        or "|" in facts.context and band_width_given(q, claim, extract_quantities(claim), facts.context)
        or priced_by_context(q, claim, facts.context, facts.quantities)
        or count_of_a_list(q, claim, facts)
        or rate_over_a_term(q, facts.context, facts.quantities)
        or discount_applied(q, facts.context, facts.quantities)
        or share_of_the_case(q, claim, facts.context, facts.quantities)
        or shared_by_a_group(q, facts.context, facts.quantities)
        or named_rate_per_other_period(q, claim, facts.context, facts.quantities)
        or half_of_a_sum(q, claim, facts.context, facts.quantities)
        or rate_times_count(q, claim, facts.context, facts.quantities)
        or years_between(q, claim, facts.quantities)
        or remainder_of_a_total(q, claim, facts.context, facts.quantities)
        or counts_between_them(q, claim, facts.context, facts.quantities)
        or clock_span_of_the_day(q, claim, facts.context)
        or amount_in_a_measure(q, claim, facts.context, facts.quantities)
        or portions_totalled(q, claim, facts.context, facts.quantities)
        or share_of_an_equal_split(q, facts.context, facts.quantities)
        or _difference_in_context(claim, q, facts, pairs)
        or pairs and difference_from_the_claims_figure(q, claim, facts.context, facts.quantities))


def _computed_as_a_difference(claim: str, q: Quantity, evidence: str, ev: list[Quantity], ev_ranges: dict[int, int],
                              facts: ContextFacts | None) -> bool:
    """``q`` is a difference the passage's figures give, the claim saying it gives one; or one the claim writes as a
    difference and the whole context's figures give (its two terms may lie outside the passage read), not for a
    bound ("£100 or less")."""
    return bool(_SAYS_DIFFERENCE.search(claim) and derived_figure(q, claim, evidence, ev, ev_ranges)
                or facts is not None and not q.bound and _difference_in_context(claim, q, facts)
                or facts is not None and difference_from_the_claims_figure(q, claim, facts.context, facts.quantities))


def _computed_from_a_table(claim: str, q: Quantity, cq: list[Quantity], facts: ContextFacts) -> bool:
    """``q`` is computed from a table's cells: a named thing's cell with its add-ons, a band row's figure for the
    claim's case or its span (:mod:`verifier.tables`)."""
    return (mentions_tables(facts.context) and cell_with_add_ons(q, claim, facts.context, facts.quantities)
            or band_row_gives(q, claim, cq, facts.context) or band_width_given(q, claim, cq, facts.context))


def _difference_in_context(claim: str, q: Quantity, facts: ContextFacts, pairs: bool = True) -> bool:
    """The claim writes ``q`` as a difference ("went up by $4", "three minutes longer") and the whole context's figures
    give it (:func:`derived_figure`), or the cells of the two things it names in a table's row: its two terms may lie
    outside the passage read."""
    return _given_as_difference(claim, q) and (
        derived_figure(q, claim, facts.context, facts.quantities, facts.ranges, pairs=pairs)
        or mentions_tables(facts.context) and difference_of_named_cells(q, claim, facts.context))


def _frequency_given(claim: str, q: Quantity, context: str) -> bool:
    """``q`` counts the periods of a frequency the claim gives ("every two weeks") and the context gives that frequency
    ("fortnightly", "every 14 days")."""
    days = [(start, end, d) for start, end, d in frequency_spans(claim) if start <= q.start < end]
    if not days:
        return False
    start, end, every = days[0]
    words = set(stemmed_content(claim[:start] + " " + claim[end:]))
    # on the claim's words: most of them in the sentence giving it ("Green-lid garden bins ... every two weeks" is not
    # what "Blue-lid recycling bins are collected fortnightly" says)
    return any(d == every and len(words & set(stemmed_content(sentence_around(context, at)))) * 2 >= len(words)
               for at, _, d in frequency_spans(context))


# Between a band's floor and its ceiling: "over 4 hours and up to 8 hours" (the words are the figures' own).
_AND_BETWEEN = re.compile(r"\s*(?:[^\W\d_]+\s+)?(?:and|but)\s+(?:up\s+to|not\s+more\s+than|under|below|less\s+than"
                          r"|at\s+most)\s*", re.IGNORECASE)


# The unit after a bound written between it and its figure: "15 or more days".
_UNIT_AFTER_BOUND = re.compile(r"\s+(?:or|and)\s+(?:more|over|above|less|under|fewer|longer)\s+([^\W\d_]+)",
                               re.IGNORECASE)


def _result_bands(q: Quantity, evidence: str, ev: list[Quantity], ev_ranges: dict[int, int]
                  ) -> list[tuple[float, float, Quantity]]:
    """(low, high, result) for each band of figures of ``q``'s kind and unit the evidence gives a result for ("for 30
    to 59 minutes, 50%", "over 4 hours and up to 8 hours, €9.50")."""
    bands: list[tuple[float, float, Quantity]] = []
    paired: set[int] = set()
    for j, e in enumerate(ev):
        if e.kind != q.kind or j in paired or e.unit != q.unit and not (
                e.unit is None and e.bound and (word := _UNIT_AFTER_BOUND.match(evidence, e.end))
                and stem(word.group(1).lower()) == q.unit):
            continue  # (of the case's unit, or a bound written before it: "if it is 15 or more days late")
        top = ev[j + 1] if j + 1 < len(ev) else None
        if j in ev_ranges and ev[ev_ranges[j]].value > e.value:
            lo, hi, end = e.value, ev[ev_ranges[j]].value, ev[ev_ranges[j]].end
        elif (e.bound == "min" and top is not None and top.bound == "max" and top.kind == e.kind
              and top.unit == e.unit and top.value > e.value and _AND_BETWEEN.fullmatch(evidence[e.end:top.start])):
            lo, hi, end = e.value, top.value, top.end  # "over 4 hours and up to 8 hours"
            paired.add(j + 1)
        elif e.bound == "min":
            lo, hi, end = e.value, float("inf"), e.end
        elif e.bound == "max":
            lo, hi, end = float("-inf"), e.value, e.end
        else:
            continue
        clause_end = min([k for k in (evidence.find(";", end), evidence.find(". ", end)) if k >= 0] or [len(evidence)])
        result = next((r for r in ev if end <= r.start < min(clause_end, end + 60)
                       and (r.kind == "percent" or r.kind.startswith("currency:"))), None) or free_result(evidence, e)
        if result is not None:
            bands.append((lo, hi, result))
    return bands


def _band_gives(r: Quantity, cq: list[Quantity], evidence: str, ev: list[Quantity], ev_ranges: dict[int, int]) -> bool:
    """The claim's result ``r`` is what the evidence gives for the band one of the claim's case figures falls in ("A
    5-hour stay costs €9.50" against "over 4 hours and up to 8 hours, €9.50"), and no other band holding the case
    gives another result: then the figure is bound to the claim's case, whatever words stand near it elsewhere."""
    for q in cq:
        if q is r or q.kind != "number" or q.unit is None:
            continue
        holding = [b for b in _result_bands(q, evidence, ev, ev_ranges) if b[0] < q.value <= b[1]
                   and b[2].kind == r.kind]
        if holding and all(r.matches(b[2]) for b in holding):
            return True
    return False


# A sentence changing what its subject pays: "Motorcycles pay half the standard tariff", "Members get 10% off".
_PRICE_CHANGE = re.compile(r"\b(?:half|double|twice|triple|percent|less|discount\w*|off|reduced|reduction|surcharge|"
                           r"instead|free|waived|exempt)\b|%", re.IGNORECASE)


# A sentence opening with a condition states a band, not a rule for a thing ("If rent is 15 or more days late, ...").
_CONDITION_OPENING = re.compile(r"\s*(?:if|when|where|whenever|for|from|between|up\s+to|over|after)\b", re.IGNORECASE)


def _priced_apart(claim: str, context: str) -> bool:
    """The claim names a thing that opens a context sentence changing what it pays ("A motorcycle parked for 3 hours"
    against "Motorcycles pay half the standard tariff"): a band's sum is not what such a thing pays. (Not
    a sentence opening with a condition, which states a band.)"""
    words = set(stemmed_content(claim)) - GENERIC - PRICE_WORDS
    for sentence in split_sentences(context):
        if _CONDITION_OPENING.match(sentence.text):
            continue
        opening = set(stemmed_content(" ".join(sentence.text.split()[:3])))
        if words & opening and _PRICE_CHANGE.search(sentence.text):
            return True
    return False


def _band_gives_in_either(claim: str, r: Quantity, cq: list[Quantity], evidence: str, ev: list[Quantity],
                          ev_ranges: dict[int, int], facts: ContextFacts | None) -> bool:
    """:func:`_band_gives` in the evidence passage or, where the passage holds no band for the case, the whole
    context (or a band table's row: :func:`verifier.tables.band_row_gives`), for a claim naming nothing the context
    prices apart (:func:`_priced_apart`)."""
    return (_band_gives(r, cq, evidence, ev, ev_ranges) or facts is not None and (
        _band_gives(r, cq, facts.context, facts.quantities, facts.ranges)
        or "|" in facts.context and band_row_gives(r, claim, cq, facts.context))) and not _priced_apart(
        claim, facts.context if facts is not None else evidence)


def _band_result_given(claim: str, case: Quantity, cq: list[Quantity], evidence: str, ev: list[Quantity],
                       ev_ranges: dict[int, int], facts: ContextFacts | None) -> bool:
    """The claim gives, for its ``case``, the result of the band the case falls in ("10 days late ... £10" against "8
    to 14 days late, a late fee of £10"): no threshold of another band decides against it."""
    return any(_band_gives_in_either(claim, r, [case], evidence, ev, ev_ranges, facts) for r in cq if r is not case)


def _band_result_conflict(q: Quantity, cq: list[Quantity], evidence: str, ev: list[Quantity],
                          ev_ranges: dict[int, int]) -> tuple[str, list[Quantity]] | None:
    """(reason opening, the band's result) when the claim's case figure ``q`` falls in one band of the evidence
    ("for 30 to 59 minutes, 50%") while the claim gives the result of another band that ``q`` is outside of ("A
    35-minute delay entitles the passenger to 25%" where 25% is for 15 to 29 minutes), or that band's rate times
    one of the claim's counts; None otherwise."""
    bands = _result_bands(q, evidence, ev, ev_ranges)
    counts = [c for c in cq if c is not q and c.kind == "number" and c.unit is not None]

    def gives(r: Quantity, result: Quantity) -> bool:
        """The band's result is ``r``, or is a rate that gives ``r`` for one of the claim's counts ("6 nights" at
        "£28 per night": £168)."""
        return r.matches(result) or result.unit is not None and any(
            c.unit == result.unit and abs(result.value * c.value - r.value) <= r.rounding + 1e-9 for c in counts)

    for r in cq:
        if r is q or not (r.kind == "percent" or r.kind.startswith("currency:")):
            continue
        elsewhere = [b for b in bands if b[2].kind == r.kind and gives(r, b[2]) and not b[0] <= q.value <= b[1]]
        inside = [b for b in bands if b[2].kind == r.kind and b[0] <= q.value <= b[1] and not gives(r, b[2])]
        if elsewhere and inside and not any(b[0] <= q.value <= b[1] and gives(r, b[2]) for b in bands):
            return (f"the claim's {_fmt(q)} falls in a band for which the evidence gives ", [b[2] for b in inside])
    return None


def _bound_elsewhere(claim: str, q: Quantity, cq: list[Quantity], ev: list[Quantity], evidence: str,
                     facts: ContextFacts | None, range_ends: set[int]) -> tuple[str, list[Quantity]] | None:
    """(reason opening, rivals) when the context writes the claim's figure ``q`` but binds it to something else than
    the claim does: another thing in its sentence, another year, or only other things anywhere; None otherwise."""
    if rivals := (_given_for_something_else(claim, q, cq, ev, evidence, facts, range_ends)
                  or _better_matched_rivals(claim, q, cq, ev, evidence, facts, range_ends)):
        return (f"the evidence gives the claim's {_fmt(q)} for something else and, for what the claim ties it "
                "to, ", rivals)
    if facts is not None and (others := _given_for_another_year(claim, q, cq, facts)):
        return f"the context gives the claim's {_fmt(q)} for another year and, for the claim's, ", others
    if rivals := _labelled_for_another(claim, q, cq, facts or ContextFacts.of(evidence)):
        return (f"the context writes {_fmt(q)} only for other things and, labelled as the claim labels it, gives ",
                rivals)
    if facts is None:
        return None
    places = facts.places(q)
    if alternative := given_as_another_alternative(claim, q, facts.context, places, facts.quantities):
        return alternative
    if group := given_for_a_group(q, facts.context, places):
        return f'the context gives the claim\'s "{q.text}" {group}, not for each one', []
    if ends := _start_given_as_end(claim, q, facts):
        return f"the context gives the claim's {_fmt(q)} as where a change started and, as where it ended, ", ends
    if rivals := _subject_rivals(claim, q, cq, facts):
        return (f"the context gives the claim's {_fmt(q)} for something else and, for the claim's subject, ", rivals)
    if (q.kind != "year" and not _a_place_shares_the_clause(claim, q, cq, facts)
            and (others := _stated_only_about_other_things(claim, q, cq, ev, evidence, facts))):
        return (f"the context gives the claim's {_fmt(q)} only for other things and, for what the claim ties it "
                "to, ", others)
    return None


# A change's new value in a claim: "rose to £2.9 million", "widened to 41.0%", "has fallen to 4%".
_CHANGED_TO = re.compile(r"\b(?:ros|rise|increas|grew|grow|climb|jump|widen|narrow|improv|worsen|fell|fall|drop|"
                         r"declin|decreas|shrank|shrunk|slipp|slid|soar|plung|edg)\w*\s+to\s*$", re.IGNORECASE)
# An evidence change written "to Y from X" or "from X to Y".
_TO_FROM = re.compile(r"\s+from\s+$", re.IGNORECASE)
# A figure the claim gives as what holds now: "Rural Voice holds 27 of the 45 seats", "now has 27".
_HOLDS_NOW = re.compile(r"\b(?:now\s+)?(?:holds?|has|have|stands?\s+at)\s*$", re.IGNORECASE)
# The end of a change written before its start, further back: "26 of the 45 seats, down from 27".
_THEN_UP_OR_DOWN_FROM = re.compile(r"[^.;:!?]*,\s*(?:up|down)\s+from\s+$", re.IGNORECASE)


def _start_given_as_end(claim: str, q: Quantity, facts: ContextFacts) -> list[Quantity]:
    """The change's new values where the claim gives a change's start as its end: "Operating profit rose to £2.9
    million" against "fell to £2.1 million from £2.9 million" (or "narrowed from 41.0% to 39.4%"), or as what holds
    now: "holds 27 of the 45 seats" against "now holds 26 of the 45 seats, down from 27"; every place of the claim's
    figure in the context being a change's start."""
    if q.kind == "year":
        return []
    if not (_CHANGED_TO.search(claim, max(0, q.start - 30), q.start)
            or (_HOLDS_NOW.search(claim, max(0, q.start - 30), q.start) and not _years_beside(claim, q))):
        return []
    context, ev = facts.context, facts.quantities
    places = [e for e in ev if _counts_alike(q, e) and (q.matches(e) or e.matches(q))]
    if not places or not all(_after_from(context, e) for e in places):
        return []
    ends = []
    for place in places:
        i = ev.index(place)
        before = ev[i - 1] if i > 0 else None
        after = ev[i + 1] if i + 1 < len(ev) else None
        if (before is not None and _counts_alike(q, before)
                and _TO_FROM.fullmatch(context[before.end : place.start])):
            ends.append(before)  # "to £2.1 million from £2.9 million"
        elif (after is not None and _counts_alike(q, after)
              and TO_BETWEEN.fullmatch(context[place.end : after.start])):
            ends.append(after)  # "from 41.0% to 39.4%"
        elif end := _end_written_before(q, place, ev[:i], context):
            ends.append(end)  # "26 of the 45 seats, down from 27"
        else:
            return []
    return ends


def _counts_alike(q: Quantity, e: Quantity) -> bool:
    """``e`` is a figure of ``q``'s kind and unit, bare counts included ("holds 27 of the 45 seats" and "down from
    27"): a change's start and end count the same thing."""
    return e.unit == q.unit and (same_kind(q, e) or q.kind == e.kind == "number")


def _end_written_before(q: Quantity, start: Quantity, earlier: list[Quantity], context: str) -> Quantity | None:
    """The nearest figure of ``q``'s kind and unit before a change's ``start`` written "..., up from" or "..., down
    from" in its sentence: the change's end ("26 of the 45 seats, down from 27")."""
    for e in reversed(earlier):
        if _counts_alike(q, e):
            return e if _THEN_UP_OR_DOWN_FROM.fullmatch(context[e.end : start.start]) else None
    return None


# Where a claim's subject ends: its first verb ("Cats are boarded at £28", "Online sales rose 6.2%").
_SUBJECT_END = re.compile(r"\b(?:is|are|was|were|costs?|has|have|had|pays?|receives?|gets?|earns?|rose|fell|grew|"
                          r"increased|decreased|declined|dropped|climbed|reached|totall?ed|stood|will|would|can|could|"
                          r"may|must)\b")


# What a claim compares its subject's figure with, written just before that other figure.
# (with its article: "more than £10" is a bound)
_COMPARED_WITH_BEFORE = re.compile(r"\b(?:than|below|under|above|beneath|short\s+of)\s+(?:the|its|their)\s+$",
                                   re.IGNORECASE)


# A clause with no subject of its own, opening with the verb of one named before it in the sentence.
_VERB_OPENING = re.compile(r"\s*(?:is|are|was|were)\b")
# A clause "and <past verb>" shares the subject before it: "Harrowfield took 21 points and climbed from seventh to
# fourth ... on 67 points".
_AND_BEFORE = re.compile(r"\band\s*$", re.IGNORECASE)
_PAST_VERB_OPENING = re.compile(r"\s*(?:then\s+)?[a-z]+ed\b")


# A figure in a sentence that speaks of someone or something named before: "She was also ordered to pay $481,140",
# "The 39-year-old ..." (the figure itself). Sentence starts read from the punctuation, which survives where the
# splitter cannot cut (lower-cased, tokenised text: "... a three-year deal . \nthe 39-year-old").
_ANAPHOR_BEFORE = re.compile(r"(?:^|[.;:!?]\s+)(?:(?:he|she|they|it|his|her|their|its|this|these|those)\b[^.;:!?]*"
                             r"|the\s+)$", re.IGNORECASE)


def _subject_rivals(claim: str, q: Quantity, cq: list[Quantity], facts: ContextFacts) -> list[Quantity]:
    """Context figures of ``q``'s kind and unit whose clause holds every word of the claim's subject, where no clause
    stating ``q`` holds any and no sentence stating it may speak of the subject by a pronoun: "Cats are boarded at £28
    per night" against "Standard dog boarding costs £28 per night ...; cats cost £17 per night"."""
    verb = _SUBJECT_END.search(claim)
    if q.kind == "year" or verb is None or verb.start() > q.start or _COMPARED_WITH_BEFORE.search(claim, 0, q.start):
        return []  # (a figure the claim compares its subject's with is not the subject's: "£30,000 below the £595,000")
    subject = (stemmed_words(claim[: verb.start()]) - GENERIC - PRICE_WORDS - set(stemmed_content(q.unit_word))
               - {stem(w) for w in STOPWORDS})
    if not 1 <= len(subject) <= 3:
        return []
    context, ev = facts.context, facts.quantities
    places = _places_in(q, ev)
    rest = set(stemmed_content(claim[verb.end() :])) - GENERIC - PRICE_WORDS - set(stemmed_content(q.unit_word))

    def clause(e: Quantity) -> set[str]:
        sentence = sentence_span_at(context, e.start)
        words = _clause_words_at(context, sentence, e)
        start = sentence.start if sentence is not None else 0
        opening = _clause_opening(context, start, e.start)
        if _VERB_OPENING.match(context, opening) or (  # "..., bridges and root canals, are covered at 50%"
                _AND_BEFORE.search(context, start, opening) and _PAST_VERB_OPENING.match(context, opening)):
            words |= stemmed_words(context[start:opening]) - GENERIC - PRICE_WORDS
        elif opening > start and not context[opening : e.start].strip() and words & (subject | rest):
            # a list item opening with its figure, naming a word of the claim, shares the sentence's lead-in: "Block
            # prices are £72 for Stages 1-4 and £95 for Stages 5-7" (the £95 is a block price too), "Parking is £22
            # per day ..., or £9.50 per day if pre-booked"; not "Per serving: ..., 4 g fibre and 5 g protein" for "A
            # serving has 5 g of fibre", whose other words the item does not name)
            first = min((x.start for x in ev if start <= x.start), default=e.start)
            words |= stemmed_words(context[start:first]) - GENERIC - PRICE_WORDS
        return words

    # no place may hold the subject: a place sharing a word of it is another thing of that name only where the
    # subject has two words or more and the place lacks one ("customer account records" for "Employee payroll
    # records")
    if not places or any(subject <= clause(p) or len(subject) < 2 and subject & clause(p) for p in places):
        return []
    # a place in a sentence opening with a pronoun or an epithet may be the subject's ("She was also ordered to pay
    # $481,140" for "Reyes must pay $481,140"; "The 39-year-old ..." for "Quill, who is 39 years old")
    if any(_ANAPHOR_BEFORE.search(context, max(0, p.start - 150), p.start) for p in places):
        return []
    sized = _SIZED.findall(claim[: verb.start()])
    return [e for e in ev if e not in places and same_kind(q, e) and e.unit == q.unit and subject <= clause(e)
            and not any(c.matches(e) or e.matches(c) for c in cq) and not _sized_otherwise(sized, context, e)]


# A thing named by its size or term: "the 7-day Rover", "a 12-month contract".
_SIZED = re.compile(r"\b(\d+)-([a-z]+)\b")


def _sized_otherwise(sized: list[tuple[str, str]], context: str, e: Quantity) -> bool:
    """The sentence of context figure ``e`` names another size of a thing the claim's subject names by its size ("the
    adult 30-day Tarrowmoor Rover will rise from £82 to £88" is no rival for "A 7-day adult Tarrowmoor Rover costs
    £24")."""
    if not sized:
        return False
    span = sentence_span_at(context, e.start)
    written = _SIZED.findall(span.text if span is not None else context)
    return any((n, word) not in written and any(w == word for _, w in written) for n, word in sized)


def _bare_figures_labelled_alike(claim: str, q: Quantity, evidence: str, ev: list[Quantity]) -> list[Quantity]:
    """Evidence figures with no unit that carry the label the claim gives ``q``, a figure with none ("at an average of
    36.4" against "at an average of 34.6"): a bare number is compared with nothing else, its label says what it is."""
    if q.kind != "number" or q.unit is not None or not (mine := figure_labels(claim, q.start, q.end, q.unit_word)):
        return []
    return [e for e in ev if e.kind == "number" and e.unit is None and not q.matches(e)
            and mine & figure_labels(evidence, e.start, e.end, e.unit_word)]


# "three divisions - ... - each of twelve teams": a figure for each of a noun written before, whose label it carries.
_EACH_OF = re.compile(r"\beach\s+of\s+$", re.IGNORECASE)


def _labelled_for_another(claim: str, q: Quantity, cq: list[Quantity], facts: ContextFacts) -> list[Quantity]:
    """Context figures of ``q``'s kind and unit carrying the label the claim gives ``q`` (:func:`figure_labels`),
    where no place of ``q`` carries it: "The quake's depth was 40 km" against "The epicentre was 40 km south-west of
    Temsa, at a depth of 22 km". Figures the claim states itself are no rivals."""
    mine = figure_labels(claim, q.start, q.end, q.unit_word)
    if q.kind == "year" or not mine:
        return []
    places = facts.places(q)
    # (a place may carry the label as the noun its figure is written into: "four 10-hour shifts" for "Every shift is
    # ten hours long"; such a compound labels no rival, nor the claim's figure)
    if not places or any(mine & figure_labels(facts.context, e.start, e.end, e.unit_word, compound=True)
                         or _EACH_OF.search(facts.context, max(0, e.start - 12), e.start) for e in places):
        return []
    return [e for e in facts.quantities if same_kind(q, e) and e.unit == q.unit and e not in places
            and not any(c.matches(e) or e.matches(c) for c in cq)
            and mine & figure_labels(facts.context, e.start, e.end, e.unit_word)]


# A rival's words stop at its sentence's end too: "15 g sugars. Contains oats" does not tie "15 g" to "contains".
_RIVAL_CLAUSE = re.compile(r"[;,(]|[.!?](?=\s)|\n|\b(?:and|but|while|whereas|or)\b", re.IGNORECASE)


def _place_words(text: str, e: Quantity, sentence: Span, ev: list[Quantity]) -> set[str]:
    """:func:`specific_near_words` of an evidence figure, within its clause; for a figure whose clause writes no
    specific word before it ("..., and every 30 minutes on weekends"), also the words before the sentence's first
    figure, the subject the clause leaves out ("Buses run every 15 minutes ...")."""
    words = specific_near_words(text, e, CLAUSE_START)
    lead = CLAUSE_START.split(text[sentence.start : e.start])[-1]
    if not (set(stemmed_content(lead)) - GENERIC):
        first = min((x.start for x in ev if sentence.start <= x.start < sentence.end), default=e.start)
        words |= set(stemmed_content(text[sentence.start : first])) - GENERIC - PRICE_WORDS
    return words


_FROM = re.compile(r"\bfrom\s*$", re.IGNORECASE)


def _after_from(text: str, e: Quantity) -> bool:
    """``e`` is a change's start ("up from 9", "an increase of sales from $437 million")."""
    return _FROM.search(text, max(0, e.start - 8), e.start) is not None


def _sentence_rivals(q: Quantity, cq: list[Quantity], ev: list[Quantity], sentence: Span, places: list[Quantity],
                     in_ranges: set[int]) -> list[Quantity]:
    """Evidence figures of ``sentence`` that could stand for ``q``: its kind and unit, not a place of it, not a range
    end, not a figure the claim states itself."""
    return [e for e in ev if sentence.start <= e.start < sentence.end and e not in places and id(e) not in in_ranges
            and same_kind(q, e) and e.unit == q.unit and not any(c.matches(e) or e.matches(c) for c in cq)]


def _places_in(q: Quantity, ev: list[Quantity]) -> list[Quantity]:
    """The evidence figures stating ``q``: its kind and unit, its value."""
    return [e for e in ev if same_kind(q, e) and e.unit == q.unit and (q.matches(e) or e.matches(q))]


def _given_for_something_else(claim: str, q: Quantity, cq: list[Quantity], ev: list[Quantity],
                              evidence: str, facts: ContextFacts | None, in_ranges: set[int]) -> list[Quantity]:
    """Figures of one evidence sentence that the claim ties to its own words, where the context writes the claim's
    figure ``q`` only beside other words: "A single ticket costs €3.20; a day pass costs €8" gives "€3.20", not
    "€8", for a single ticket. Figures the claim states itself are not rivals, nor are the ends of a range ("raised
    from 10 to 30 seconds": both about the timeout; ``in_ranges`` holds their ids). Every place of ``q`` in the whole
    context counts (the evidence window may hold only a rounded one: "$4.9bn" for "$5bn")."""
    if q.kind == "year":
        return []  # a year's place is a date's, whose words sit outside it; verifier.event_years reads years
    mine = specific_near_words(claim, q)
    if q.unit in _UNIT_DIMENSIONS or q.unit_word.lower() in UNIT_ALIASES:
        mine -= set(stemmed_content(q.unit_word))  # every figure of a measure has its unit ("kg"), not of a count
    places = _places_in(q, ev)
    if not mine or not places or any(id(e) in in_ranges or mine & specific_near_words(evidence, e)
                                     or _after_from(evidence, e) for e in places):
        return []  # a place after "from" is an earlier value of what the sentence's other figure measures
    if facts is not None and any(mine & specific_near_words(facts.context, e) for e in facts.places(q)):
        return []
    rivals: list[Quantity] = []
    for place in places:
        sentence = sentence_span_at(evidence, place.start)
        if sentence is None or mine & _place_words(evidence, place, sentence, ev):
            continue
        rivals += [e for e in _sentence_rivals(q, cq, ev, sentence, places, in_ranges)
                   if mine & specific_near_words(evidence, e, _RIVAL_CLAUSE)]
    return rivals


def _better_matched_rivals(claim: str, q: Quantity, cq: list[Quantity], ev: list[Quantity], evidence: str,
                           facts: ContextFacts | None, in_ranges: set[int]) -> list[Quantity]:
    """Figures of the sentence stating ``q`` whose own clause shares more of the claim's words around ``q`` than any
    place of ``q`` does (all those a place shares, and more): "Its maximum depth is 38 m, and its average depth is
    11 m" gives "11 m", not "38 m", for the average depth. A change's start ("an increase of sales from $437
    million") is no rival, nor a figure whose clause has no words of its own ("the 1950s, the 1970s and ...")."""
    if q.kind == "year":
        return []
    mine = specific_near_words(claim, q) - set(stemmed_content(q.unit_word))  # every such figure has its unit
    places = _places_in(q, ev)
    if len(mine) < 2 or not places or any(id(e) in in_ranges or _after_from(evidence, e) for e in places):
        return []
    shared_by_places = [mine & (_place_words(evidence, e, sp, ev) | _clause_words_at(evidence, sp, e))
                        for e in places if (sp := sentence_span_at(evidence, e.start)) is not None]
    if facts is not None:
        shared_by_places += [mine & (specific_near_words(facts.context, e, CLAUSE_START)
                                     | _clause_words_at(facts.context, sentence_span_at(facts.context, e.start), e))
                             for e in facts.places(q)]
    best = max(shared_by_places, key=len, default=set())
    if not all(shared_by_places):
        return []  # a place sharing no word with the claim: _given_for_something_else's case, with its guards
    # words of the claim's whole clause that a place's clause shares: "single" in "A single room in Prescott Hall
    # costs $5,300" against "a double room in Prescott Hall is $4,150 ..., and a single room costs $5,300"
    claim_clause = _clause_words(claim, q)
    rivals: list[Quantity] = []
    for place in places:
        sentence = sentence_span_at(evidence, place.start)
        if sentence is None:
            continue
        distinctive = claim_clause & _clause_words_at(evidence, sentence, place)
        for e in _sentence_rivals(q, cq, ev, sentence, places, in_ranges):
            clause_words = _clause_words_at(evidence, sentence, e)
            theirs = mine & clause_words
            if (not _after_from(evidence, e) and all(theirs > shared for shared in shared_by_places)
                    and len(theirs) > len(best) and distinctive <= clause_words):
                rivals.append(e)
    return rivals


# A parenthesis closed before a figure: "An adult ski package (skis, boots and poles) costs €32" (its commas and "and"
# open no clause of the figure's); not one closing a list's lead-in, "Short Stay (Car Park A): £4.50 ..., £9 ...",
# whose items keep their own clauses.
_CLOSED_PARENTHESIS = re.compile(r"\([^()]*\)(?!\s*:)")


def _clause_opening(text: str, start: int, at: int) -> int:
    """Where the clause holding offset ``at`` opens, no earlier than ``start``: after the last clause mark before it
    (:data:`_RIVAL_CLAUSE`) outside a parenthesis closed before ``at``."""
    shut = [(m.start(), m.end()) for m in _CLOSED_PARENTHESIS.finditer(text, start, at)]
    return max((m.end() for m in _RIVAL_CLAUSE.finditer(text, start, at)
                if not any(first <= m.start() < last for first, last in shut)), default=start)


def _clause_words_at(text: str, sentence: Span | None, e: Quantity) -> set[str]:
    """The specific words (no figures) of the whole clause of ``sentence`` holding ``e``, however far they stand from
    it ("Pigs have 19 chromosome pairs for a total of 38 chromosomes": "pigs" is the clause's for both figures)."""
    start, end = (sentence.start, sentence.end) if sentence is not None else (0, len(text))
    opening = _clause_opening(text, start, e.start)
    closing = _RIVAL_CLAUSE.search(text, e.end, end)
    return stemmed_words(text[opening : closing.start() if closing else end]) - GENERIC - PRICE_WORDS


_YEAR_TOKEN = re.compile(r"\b(?:1[89]|20)\d\d\b")


def _years_beside(text: str, q: Quantity) -> set[str]:
    """Years written within ``q``'s clause, a few words either side ("down from 68% in 2021": 2021)."""
    before, after = text[max(0, q.start - 40) : q.start], text[q.end : q.end + 40]
    before, after = _RIVAL_CLAUSE.split(before)[-1], _RIVAL_CLAUSE.split(after)[0]
    return set(_YEAR_TOKEN.findall(before)) | set(_YEAR_TOKEN.findall(after))


def _given_for_another_year(claim: str, q: Quantity, cq: list[Quantity], facts: ContextFacts) -> list[Quantity]:
    """Context figures of ``q``'s kind in a sentence naming the claim's year for ``q``, where every place of ``q`` in
    the context has another year beside it: "Turnout was 68% in 2025" against "In the 2025 election, turnout was
    61%, down from 68% in 2021"."""
    claim_years = set(_YEAR_TOKEN.findall(claim))
    mine = _years_beside(claim, q) or (claim_years if len(claim_years) == 1 else set())  # "In 2024, 45% of ..."
    if q.kind == "year" or not mine:
        return []
    places = facts.places(q)
    if not places or any(not (theirs := _years_beside(facts.context, e)) or theirs & mine for e in places):
        return []
    words = _clause_words(claim, q) - PRICE_WORDS
    rivals = []
    for e in facts.quantities:
        if (e.kind != q.kind or e.unit != q.unit or not same_kind(q, e) or e in places
                or any(c.matches(e) or e.matches(c) for c in cq)):
            continue
        sentence = sentence_around(facts.context, e.start)
        beside = _years_beside(facts.context, e)
        if (mine & set(_YEAR_TOKEN.findall(sentence)) and (not beside or beside & mine)
                and words & set(stemmed_content(sentence))):
            rivals.append(e)
    return rivals


def _a_place_shares_the_clause(claim: str, q: Quantity, cq: list[Quantity], facts: ContextFacts) -> bool:
    """A sentence of the context stating ``q`` shares a specific word with the claim's clause around it (read wider
    than :func:`near_words`: "offering an Early Bird Bundle Package for only $100/month" is about the claim's
    "Bundle Package ... offered for $100/month"), or states another of the claim's figures too, one no other sentence
    states (a list: "donated $10,000, $100,000 and $5,000" against "contributions include $10,000 on 19 May, $100,000
    on 30 April ...")."""
    mine = _clause_words(claim, q)
    places = facts.places(q)
    if any(mine & set(stemmed_content(sentence_around(facts.context, e.start))) for e in places):
        return True
    sentences = {span.start for e in places if (span := sentence_span_at(facts.context, e.start)) is not None}
    for c in cq:
        if c is q:
            continue
        # (only a figure the context writes nowhere else: "45 minutes" in "Extended follow-up (45 minutes): £62.
        # Sports massage (45 minutes): £55." ties neither sum to the claim's extended follow-up)
        c_sentences = {span.start for x in facts.places(c)
                       if (span := sentence_span_at(facts.context, x.start)) is not None}
        if c_sentences and c_sentences <= sentences:
            return True
    return False


def _clause_words(claim: str, q: Quantity) -> set[str]:
    """The specific words (no figures, nor ``q`` itself where it is spelled: "six years") of the claim's clause
    around ``q``."""
    return stemmed_words(clause_around(claim, q.start, q.end)) - GENERIC - set(stemmed_content(q.text))


def _stated_only_about_other_things(claim: str, q: Quantity, cq: list[Quantity], ev: list[Quantity], evidence: str,
                                    facts: ContextFacts) -> list[Quantity]:
    """The context states ``q`` only about other things, while the evidence gives another figure about what the
    claim ties ``q`` to, one the claim does not state itself: "a 10% discount" where the email's discount is 15%
    and its 10% is something else. (A figure the claim states too is another fact of the claim: "$499 reduced to
    $424.15" is no conflict of "$499" with "$424.15".)"""
    places = facts.places(q)
    if not places or any(_about_it_or_its_change(claim, q, facts, e) for e in places):
        return []
    return [e for e in ev if same_kind(q, e) and about_same_thing(claim, q, evidence, e)
            and not any(c.matches(e) or e.matches(c) for c in cq)]


def _about_it_or_its_change(claim: str, q: Quantity, facts: ContextFacts, e: Quantity) -> bool:
    """Context figure ``e`` is about what the claim ties ``q`` to, or it ends a change whose start is ("the price of
    the adult 30-day Rover will rise from £82 to £88, the transit authority confirmed": £88's own neighbours are the
    authority's). (Not a plain range: "between mile markers 12 and 30. Twelve structures ...")"""
    if about_same_thing(claim, q, facts.context, e):
        return True
    other = facts.ranges.get(facts.quantities.index(e))
    return other is not None and opens_a_change(facts.context, e, facts.quantities[other]) and about_same_thing(
        claim, q, facts.context, facts.quantities[other])


def _year_in_a_sentence_like_the_claim(claim: str, q: Quantity, facts: ContextFacts) -> bool:
    """The context writes year ``q`` in a sentence sharing three specific words with the claim: the claim was drawn
    from that sentence ("Since 2016 Tesk has worked as a physiotherapy assistant at Castelow General Hospital" from
    "Tesk works as a physiotherapy assistant at Castelow General Hospital, a job he took in 2016"), though the words
    beside the year differ, and another passage's years are no evidence against it."""
    if q.kind != "year":
        return False
    mine = stemmed_words(claim) - GENERIC
    return any(len(stemmed_words(sentence_around(facts.context, e.start)) & mine) >= 3 for e in facts.places(q))


# How far into a page its dateline may stand ("By Petra Cullingworth | Published 14 March 2023").
_DATELINE_SPAN = 400


def _year_of_the_dateline(claim: str, q: Quantity, facts: ContextFacts) -> bool:
    """Year ``q`` dates a month of the claim ("died ... in March 2023") that a context sentence on the claim's words
    (three specific words) writes without a year ("died on 9 March"), and the page's dateline gives that year for it
    (its date's year, or the year before for a later month): a news page dates its events by its own date."""
    if q.kind != "year":
        return False
    said = next((d for d in extract_dates(claim) if d.start <= q.start < d.end and d.month), None)
    dateline = next((d for d in extract_dates(facts.context[:_DATELINE_SPAN]) if d.month), None)
    if said is None or dateline is None or said.year != dateline.year - (said.month > dateline.month):
        return False
    name = MONTHS[said.month - 1]
    day = rf"{said.day}(?:st|nd|rd|th)?" if said.day else r"\d{1,2}(?:st|nd|rd|th)?"
    undated = re.compile(rf"\b(?:{day}\s+{name}|{name}\s+{day}" + ("" if said.day else rf"|{name}") + r")\b"
                         r"(?!,?\s*\d{4})", re.IGNORECASE)
    mine = stemmed_words(claim) - GENERIC
    return any(undated.search(sentence) and len(stemmed_words(sentence) & mine) >= 3
               for sentence in _sentence_texts(facts.context[dateline.end :]))


def _stated_as_share(q: Quantity, facts: ContextFacts) -> bool:
    """The context states percent ``q`` in words: "one third" for 33%, "half" for 50%."""
    return share_word_for(q.value, facts.measure_spellings) is not None


def _derived_dates(claim: str, evidence: str, facts: ContextFacts | None) -> tuple[list[tuple[int, int]],
                                                                                   list[tuple[int, int]]]:
    """(start, end) of the dates ``claim`` computes from the context (:mod:`verifier.date_math`), and of those of
    the case it supposes."""
    claim_dates = extract_dates(claim)
    if not claim_dates:
        return [], []
    context = facts.context if facts is not None else evidence
    # a date of the case the claim supposes ("A loss discovered on 2 May 2024 would need to be reported by 16 May
    # 2024") is no fact to check, and what follows from it is computed like a date from the context's
    case_end = supposed_case_end(claim)
    case_dates = [d for d in claim_dates if d.end <= case_end]
    context_dates = facts.dates if facts is not None else extract_dates(evidence)
    return (derived_date_spans(claim, claim_dates, context_dates, context, case_dates),
            [(d.start, d.end) for d in case_dates])


def _written_without_its_year(d: DateMention, claim: str, context: str) -> bool:
    """A sentence of the context writing ``d``'s year also writes its day and month without a year, in a clause
    sharing a word with the claim's clause around ``d`` ("payable on 20 June 2025 to shareholders on the register at
    23 May" for "on the register at 23 May 2025", not for "paid on 23 May 2025"), or, for a month, names it ("the
    third quarter of 2024 (July to September)" for "September 2024")."""
    if d.month is None:
        return False
    name = MONTHS[d.month - 1]
    day_written = None if d.day is None else re.compile(
        rf"\b(?:{d.day}(?:st|nd|rd|th)?\s+{name}|{name}\s+{d.day}(?:st|nd|rd|th)?)\b(?!,?\s*\d{{4}})", re.IGNORECASE)
    mine = {w for w in stemmed_content(clause_around(claim, d.start, d.end)) if not w[0].isdigit()} - _CALENDAR_STEMS
    for sentence in _sentence_texts(context):
        if not re.search(rf"(?<!\d){d.year}(?!\d)", sentence):
            continue
        if day_written is None and d.month in months_named(sentence):
            return True
        for m in day_written.finditer(sentence) if day_written is not None else ():
            if mine & set(stemmed_content(clause_around(sentence, m.start(), m.end()))):
                return True
    return False


def _month_in_a_sentence_like_the_claim(d: DateMention, claim: str, context: str) -> bool:
    """A context sentence writing no year names ``d``'s month and shares three specific words with the claim:
    the claim dates that sentence's event by the year the context implies ("A 14-date tour ... was planned for April
    and May 2022" from "The Salt Orchard will play a 14-date tour of the country in April and May", in a release of
    February 2022), and another passage's dates are no evidence against it. The claim's other figures count as words
    ("the Academic Year Pass rose by £30, to £520" from "... Academic Year Pass to £520 ... from 1 September")."""
    mine = stemmed_words(claim) - GENERIC - _CALENDAR_STEMS
    figures = {t for t in tokenize(claim) if t[0].isdigit()} - set(tokenize(d.text))
    return any(d.month in months_named(sentence)
               and len(stemmed_words(sentence) & mine) + len(figures & set(tokenize(sentence))) >= 3
               and not re.search(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)", sentence)
               for sentence in _sentence_texts(context))


@lru_cache(maxsize=8)
def _sentence_texts(context: str) -> tuple[str, ...]:
    """The context's sentences, split once per context (every claim date and window asks)."""
    return tuple(sentence.text for sentence in split_sentences(context))


_CALENDAR_STEMS = frozenset(stem(w.lower()) for w in MONTHS)


def _month_conflicts(claim: str, evidence: str, facts: ContextFacts | None) -> list[str]:
    ev_dates = extract_dates(evidence)
    ctx_dates = facts.dates if facts is not None else ev_dates
    context = facts.context if facts is not None else evidence
    out = []
    for d in extract_dates(claim):
        if d.month is None or _written_without_its_year(d, claim, context):
            continue
        if not any(e.year == d.year and e.month == d.month for e in ctx_dates):
            clash = [e for e in ev_dates if e.year == d.year and e.month is not None and e.month != d.month]
            # the same day of the same month in a year the context never dates ("14 August 2042" against "14
            # August 2041")
            if not clash and d.day is not None and not any(e.year == d.year for e in ctx_dates):
                clash = [e for e in ev_dates if (e.month, e.day) == (d.month, d.day)]
        elif d.day is not None and not any((e.year, e.month, e.day) == (d.year, d.month, d.day) for e in ctx_dates):
            # Same month, another day -- unless the claim's day is written just before that date,
            # as in a range ("5-8 May 2019", "May 5 to May 8, 2019").
            clash = [e for e in ev_dates if (e.year, e.month) == (d.year, d.month) and e.day not in (None, d.day)
                     and str(d.day) not in tokenize(evidence[max(0, e.start - 20) : e.end])]
        else:
            continue
        if clash and not _month_in_a_sentence_like_the_claim(d, claim, context):
            out.append(f'the claim dates it "{d.text}" but the evidence says "{clash[0].text}"')
    return out


# A software version: x.y.z ("2.4.0"), or a dotted number after "version" / "v" ("version 3.1", "v1.2"). Parts
# of at most three digits, so dates ("12.05.2023") are not versions; IP addresses have four parts and are not either.
_VERSION = re.compile(r"(?:(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}|(?<=version )\d{1,3}(?:\.\d{1,3}){1,2}"
                      r"|(?<=\bv)\d{1,3}(?:\.\d{1,3}){1,2})(?![\w]|\.\d)", re.IGNORECASE)


def _versions(text: str) -> list[str]:
    return [m.group(0) for m in _VERSION.finditer(text)]


def _same_version(a: str, b: str) -> bool:
    """ "2.4" and "2.4.0" name one release."""
    def parts(v: str) -> list[int]:
        out = [int(x) for x in v.split(".")]
        while len(out) > 1 and out[-1] == 0:
            out.pop()
        return out
    return parts(a) == parts(b)


def _version_key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in v.split("."))


# Two versions joined as the ends of a range: "4.2.0 through 4.2.6", "2.1 to 2.4", "3.0.1-3.0.9".
_VERSION_RANGE = re.compile(r"(\d{1,3}(?:\.\d{1,3}){1,2})\s*(?:through|thru|to|until|[-–—])\s*(?:version\s+|v)?"
                            r"(\d{1,3}(?:\.\d{1,3}){1,2})(?![\w]|\.\d)", re.IGNORECASE)


def _in_version_range(v: str, context: str) -> bool:
    """``v`` lies inside a range of versions the context writes with as many parts ("4.2.5" in "4.2.0 through
    4.2.6"): the context names it without writing it."""
    key = _version_key(v)
    for m in _VERSION_RANGE.finditer(context):
        lo, hi = _version_key(m.group(1)), _version_key(m.group(2))
        if len(lo) == len(hi) == len(key) and lo[:-1] == hi[:-1] == key[:-1] and lo <= key <= hi:
            return True
    return False


def _version_conflicts(claim: str, evidence: str, stated: list[str], context: str) -> list[str]:
    """A version in the claim that the context never writes (``stated``: the context's versions; or the same dotted
    number written bare, as in "will be removed in 4.0" for "version 4.0"; or a version inside a range the context
    writes), where the evidence names another one."""
    out = []
    for v in dict.fromkeys(_versions(claim)):
        if (any(_same_version(v, x) for x in stated) or _in_version_range(v, context)
                or re.search(rf"(?<![\w.]){re.escape(v)}(?!\w|\.\d)", context)):
            continue
        others = [x for x in dict.fromkeys(_versions(evidence)) if not _same_version(v, x)]
        if others:
            out.append(f'the claim\'s version "{v}" is not in the evidence, which gives '
                       + ", ".join(f'"{x}"' for x in others[:3]))
    return out


# --------------------------------------------------------------------------- how the context writes numbers

_GROUPED_OR_LONG = re.compile(r"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d{4,})(?![\w]|[.,]\d)")
# A count in thousands written with a "k": "18.5k", "25K".
_THOUSANDS = re.compile(r"(?<![\w.,$€£¥₹])(\d{1,3}(?:\.\d{1,3})?)\s?[kK](?!\w)")
# A sum with its scale as a letter or two: "$2M", "€3m", "$4.2bn", "US$40k" (never how a context's sum is respelled).
_COMPACT_SUM = re.compile(r"(?:US\$|[$€£¥₹])\s?\d[\d.,]*\s?(?:k|m|mn|bn|b|tn)\b", re.IGNORECASE)
# A sum written with a currency symbol, as a claim may respell it: "$0.45", "$2,000,000", "$2M", "€3.5 billion".
_SYMBOL_SUM = re.compile(r"(?:US\$|[$€£¥₹])\s?\d(?:[\d.,]*\d)?"
                         r"(?:\s?(?:k|m|mn|bn|b|tn|thousand|million|billion|trillion)\b)?", re.IGNORECASE)


@dataclass(frozen=True)
class Spellings:
    """How a context writes its numbers: integers by bare digits ("1204" -> "1,204"), sums of money by
    kind and value (("currency:usd", 2e6) -> "$2 million") and full dates by (year, month, day)
    ((2024, 6, 15) -> "June 15, 2024"); the first spelling wins. ``the_year``: it writes "the year 1932"."""

    digits: dict[str, str]
    sums: dict[tuple[str, float], str]
    dates: dict[tuple[int, int, int], str]
    the_year: bool = False


def number_spellings(context: str) -> Spellings:
    """:class:`Spellings` of ``context`` (the engine reads them from its cached :class:`ContextFacts`)."""
    return ContextFacts(context).spellings


def respell_numbers(claim: str, spellings: Spellings) -> str:
    """``claim`` with its numbers written as the context writes the same values: "1204" as "1,204",
    "18.5k" as "18,500", "$2M" as "$2 million", "$0.45" as "45 cents", "2024-06-15" as "June 15, 2024".
    The model reads such spellings differently; the values are the same."""
    def sum_as_written(m: re.Match) -> str:
        found = extract_quantities(m.group(0))
        if len(found) != 1 or not found[0].kind.startswith("currency:"):
            return m.group(0)
        return spellings.sums.get((found[0].kind, round(found[0].value, 6)), m.group(0))

    if not spellings.the_year:
        claim = _THE_YEAR.sub(r"\1", claim)  # "opened in the year 1932": the model reads the bare year better
    if spellings.dates:
        for d in reversed(extract_dates(claim)):
            written = spellings.dates.get((d.year, d.month or 0, d.day or 0))
            if written is not None:
                claim = claim[: d.start] + written + claim[d.end :]
    if spellings.sums:
        claim = _SYMBOL_SUM.sub(sum_as_written, claim)
    if spellings.digits:
        claim = _THOUSANDS.sub(lambda m: spellings.digits.get(str(round(float(m.group(1)) * 1000)), m.group(0)), claim)
        claim = _GROUPED_OR_LONG.sub(lambda m: spellings.digits.get(m.group(0).replace(",", ""), m.group(0)), claim)
    return claim
