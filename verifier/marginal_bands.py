"""Rates that hold for a band of what they price: "the first 150 kWh at 21.0p per kWh, and all usage above 150 kWh at
26.5p per kWh", "Tier 1, 2,001 to 8,000 gallons, $3.10 per 1,000 gallons", "0% on the first £12,570; 20% on income
from £12,571 to £50,270". Where the schedule says each rate holds only inside its band (written with "first" /
"next" / "the portion above", or "applies only to the gallons falling within that tier"), a case's total is each
rate times the part of the case inside its band (250 kWh: 150 × 21.0p + 100 × 26.5p = £58.00), and one rate times the
whole case is no total; where it does not, the band the case falls in prices all of it. Text only: offsets into the
evidence; :mod:`verifier.derived_figures` asks here."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from verifier.quantities import Quantity
from verifier.tariffs import count_in
from verifier.text import sentence_span_at

__all__ = ["Band", "banded_total", "banded_totals", "priced_outside_its_band", "rate_bands"]

# What a band figure is, from the words right before it.
_FIRST = re.compile(r"\bfirst\s*$", re.IGNORECASE)
_NEXT = re.compile(r"\bnext\s*$", re.IGNORECASE)
_ABOVE = re.compile(r"\b(?:above|over|beyond|exceeding|more\s+than|in\s+excess\s+of)\s*$", re.IGNORECASE)
_UP_TO = re.compile(r"\b(?:up\s+to(?:\s+and\s+including)?|not\s+exceeding|under|below|less\s+than)\s*$", re.IGNORECASE)
# Between the two ends of a band: "2,001 to 8,000", "£500.01-£10,000", "between 10 and 25", "10 m3 up to 25 m3" (a
# unit may follow the first).
_RANGE_JOIN = re.compile(r"^\s*(?:[^\W\d][^\s,;]*\s+)?(?:-|–|—|to|through|and|(?:and\s+)?up\s+to"
                         r"(?:\s+and\s+including)?)\s*(?-i:[A-Z]{1,3}\s*)?$", re.IGNORECASE)
# A currency code or letter written before a figure ("NC 12,000", "M$0.12"): not a word of the lead-in.
_CODE_BEFORE = re.compile(r"\s*\b[A-Z]{1,3}\s*$")
# A rate whose band follows it: "20% on the first £500", "21p per kWh for the first 150 kWh", "5% on everything above".
_BAND_AFTER = re.compile(r"\s*(?:per\s+[^\W\d_]+\s+)?(?:is\s+(?:charged|payable)\s+)?(?:on|for)\s+(?:the|any|all|each|"
                         r"every|everything|anything|income|earnings|billings|amounts?|units?|usage)\b", re.IGNORECASE)
# A band charged nothing: "no duty is charged on the first", "pay no duty on the first", "the first 40 listings
# each month are free".
_NOTHING_BEFORE = re.compile(r"\b(?:no|nil|zero)\b[^.;,\d]{0,30}?\b(?:on|for)\s+(?:the\s+)?first\s*$", re.IGNORECASE)
_NOTHING_AFTER = re.compile(r"[^.;,\d]{0,40}?\b(?:is|are)\s+(?:not\s+(?:taxed|charged)|free|tax-free|exempt)\b",
                            re.IGNORECASE)
# After a band's lower end, its open top: "10,001 gallons and above", "251 or more".
_OPEN_TOP = re.compile(r"\s*(?:[^\W\d_]+\s+)?(?:and\s+(?:above|over|up(?:wards)?|beyond)|or\s+more|\+)",
                       re.IGNORECASE)
# A schedule that says its rates hold only inside their bands.
_MARGINAL = re.compile(r"\b(?:portion|slice|part\s+of|falling\s+(?:with)?in|only\s+(?:to|on|for)\s+the\s+"
                       r"[^\W\d_]+\s+(?:with)?in|within\s+(?:that|each|its|the)\s+(?:tier|band|block|bracket)"
                       r"|marginal(?:ly)?|each\s+(?:tier|band|block|bracket)\s+(?:rate\s+)?applies\s+only)",
                       re.IGNORECASE)
# A schedule that prices a whole case at its band's rate.
_ALL_UNITS = re.compile(r"\b(?:all|every|each|whole|entire)\s+(?:of\s+the\s+)?(?:units?|items?|boxes|order|"
                        r"the\s+[^\W\d_]+)\s+(?:in\s+the\s+order\s+)?(?:is|are|gets?|get|at|priced|charged|become)\b",
                        re.IGNORECASE)


_ZERO = Quantity(0.0, "zero", None, "nothing", -1, -1, 1.0)
# The unit of a sum "each" or per a million, and of band figures written with a scale alone ("above 1 million and up
# to 10 million"): whatever the bands beside it count.
_ANY = "*"
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
_EACH = re.compile(r"\s*(?:each|apiece)\b", re.IGNORECASE)
# An open band from a numbered unit on: "every cartridge from the 51st onwards", "the 11th and subsequent nights".
_ORDINAL_OPEN = re.compile(r"\b(?:from\s+the\s+)?(\d+)(?:st|nd|rd|th)\s+(?:[^\W\d_]+\s+)?(?:onwards|on|upwards|"
                           r"and\s+(?:above|beyond|over|after|subsequent|later))\b", re.IGNORECASE)


@dataclass(frozen=True)
class Band:
    """``rate`` (a sum per ``per`` of ``unit``, a percent of an amount of ``unit``, a currency or a plain figure, or
    :data:`_ZERO` for a band charged nothing) holds for the part of a case above ``low`` and up to ``high``
    (``math.inf`` when open); ``run`` numbers the schedule the band belongs to; ``marginal`` when each rate prices
    only the part of a case inside its band, not the whole case."""

    rate: Quantity
    per: float
    unit: str
    low: float
    high: float
    run: int = 0
    marginal: bool = False

    def price(self, amount: float) -> float:
        """What the rate charges for ``amount`` units (or for an amount of currency)."""
        if self.rate.kind == "percent":
            return self.rate.value / 100 * amount
        return self.rate.value / self.per * amount


@dataclass(frozen=True)
class _Written:
    """A band as read beside its rate, before runs are made of them: ``how`` it was written ("first", "next",
    "range", "above", "up to") and ``at``, the rate's offset (the order written)."""

    rate: Quantity
    per: float
    unit: str
    low: float
    high: float
    how: str
    at: int


def _unit_of(e: Quantity, evidence: str, rate_unit: str) -> str | None:
    """What band figure ``e`` counts: its own unit, or the rate's where the figure is written after the word "units"
    or the rate's unit ("units 201 to 500")."""
    if e.unit == rate_unit:
        return rate_unit
    before = evidence[max(0, e.start - 12):e.start].lower()
    return rate_unit if re.search(r"\b(?:units?|" + re.escape(rate_unit) + r")\s*$", before) else e.unit


def _band_figures(evidence: str, ev: list[Quantity], rate: Quantity, unit: str, start: int, end: int
                  ) -> list[Quantity]:
    """The figures between ``start`` and ``end`` of what ``rate`` prices: counts of ``unit``, or for a percent, amounts
    of kind ``unit``; the second figure of a written range counts with the first."""
    out: list[Quantity] = []
    for e in ev:
        if not (start <= e.start and e.end <= end) or e is rate:
            continue
        if rate.kind == "percent":
            ok = e.kind == unit and (e.kind != "number" or e.unit is None)
        elif unit == _ANY:
            ok = e.kind == "number" and e.unit is not None and not e.unit.startswith("label")
        else:
            ok = e.kind == "number" and (_unit_of(e, evidence, unit) == unit
                                         or bool(out) and _RANGE_JOIN.search(evidence[out[-1].end:e.start]))
        if ok:
            out.append(e)
    return out


def _lead(evidence: str, e: Quantity) -> str:
    return _CODE_BEFORE.sub(" ", evidence[max(0, e.start - 40):e.start])


def _just_above(low: float) -> float:
    """Where a band written from just above a round figure starts: "2,001 to 8,000" and "£500.01 to £1,000" hold what
    lies above 2,000 and above £500."""
    for step in (1.0, 0.01):
        below = round(low - step, 2)
        if below > 0 and below % 10 == 0:
            return below
    return low


def _band(evidence: str, figures: list[Quantity], covered: float | None) -> tuple[float, float, str] | None:
    """(low, high, how written) of the band ``figures`` write, given where the band before it ends."""
    first = figures[0]
    lead = _lead(evidence, first)
    if len(figures) >= 2 and _RANGE_JOIN.search(evidence[first.end:figures[1].start]):
        low, high = first.value, figures[1].value
        if covered is not None and covered <= low <= covered + 1:
            low = covered  # "£12,571 to £50,270" after "the first £12,570"
        elif low in (0, 1):
            low = 0.0
        else:
            low = _just_above(low)
        return (low, high, "range") if low < high else None
    if _FIRST.search(lead):
        return 0.0, first.value, "first"
    if _NEXT.search(lead):
        return (covered, covered + first.value, "next") if covered is not None else None
    if _ABOVE.search(lead) or first.bound == "min" or _OPEN_TOP.match(evidence, first.end):
        low = first.value  # "above 150 kWh"; "250 boxes or more" after "100 to 249 boxes"
        if covered is not None and covered < low <= covered + 1 and not _ABOVE.search(lead):
            low = covered
        return low, math.inf, "above"
    if _UP_TO.search(lead) or first.bound == "max":
        return 0.0, first.value, "up to"
    return None


def _rates(evidence: str, ev: list[Quantity]) -> list[tuple[Quantity, float, str]]:
    """(rate, units it is per, unit) for each sum per a unit; percents get their unit from their bands, and so do sums
    "each" and sums per a million (:data:`_ANY`)."""
    out = []
    for i, e in enumerate(ev):
        if e.kind.startswith("currency:") and e.unit in _SCALES:
            out.append((e, _SCALES[e.unit], _ANY))  # "$0.80 per million"
        elif e.kind.startswith("currency:") and e.unit is None and _EACH.match(evidence, e.end):
            out.append((e, 1.0, _ANY))  # "cartridges 21 to 50 cost €52.00 each"
        elif e.kind.startswith("currency:") and e.unit is not None and e.unit != "label":
            out.append((e, 1.0, e.unit))
        elif e.kind == "percent":
            out.append((e, 1.0, ""))
        elif e.kind.startswith("currency:") and e.unit is None and i + 1 < len(ev):
            many = ev[i + 1]
            if many.kind == "number" and many.unit is not None and many.value > 1 and many.start - e.end < 12:
                out.append((e, many.value, many.unit))
    return out


def _nothing_bands(evidence: str, ev: list[Quantity]) -> list[_Written]:
    """Opening bands charged nothing: "no duty is charged on the first CM 150,000", "the first NC 12,000 of annual
    taxable income is not taxed"."""
    out = []
    for e in ev:
        if e.kind != "number" and not e.kind.startswith("currency:"):
            continue
        lead = _lead(evidence, e)
        if _FIRST.search(lead) and (_NOTHING_BEFORE.search(lead) or _NOTHING_AFTER.match(evidence, e.end)):
            unit = e.kind if e.kind.startswith("currency:") or e.unit is None else e.unit
            out.append(_Written(_ZERO, 1.0, unit, 0.0, e.value, "first", e.start))
    return out


def rate_bands(evidence: str, ev: list[Quantity]) -> list[Band]:
    """Each rate with the band written beside it, in its sentence: after it where the words after it open a band
    ("20% on income from £12,571 to £50,270", "21p per kWh for the first 150 kWh"), otherwise before it back to the
    rate before it or a semicolon ("the first 150 kWh at 21.0p", "Tier 1, 2,001 to 8,000 gallons, $3.10"), otherwise
    after it up to the next rate. Bands of one unit that follow on from each other make a run (see :func:`_runs`)."""
    rates = _rates(evidence, ev)
    bands = _nothing_bands(evidence, ev)
    taken = 0  # where the last band read after its rate ends
    for k, (rate, per, unit) in enumerate(rates):
        sentence = sentence_span_at(evidence, rate.start)
        if sentence is None:
            continue
        prev_end = rates[k - 1][0].end if k and rates[k - 1][0].start >= sentence.start else sentence.start
        left = max(prev_end, taken, evidence.rfind(";", sentence.start, rate.start) + 1)
        nxt = rates[k + 1][0].start if k + 1 < len(rates) else sentence.end
        semi = evidence.find(";", rate.end, sentence.end)
        right = min(nxt, sentence.end, semi if semi >= 0 else sentence.end)
        kinds = [unit] if unit else [*sorted({e.kind for e in ev if e.kind.startswith("currency:")}), "number"]
        for u in kinds:
            before = _band_figures(evidence, ev, rate, u, left, rate.start)
            after = _band_figures(evidence, ev, rate, u, rate.end, right)
            after_first = bool(after) and bool(_BAND_AFTER.match(evidence, rate.end))
            figures, used_after = (after, True) if after_first or not before else (before, False)
            same = sorted((b for b in bands if _joins(b.unit, u) and b.at < rate.start), key=lambda b: b.at)
            covered = same[-1].high if same and same[-1].high < math.inf else None
            if not figures:
                numbered = _ORDINAL_OPEN.search(evidence, left, right)
                if numbered is None or covered is None or float(numbered.group(1)) != covered + 1 or not same:
                    continue
                bands.append(_Written(rate, per, same[-1].unit, covered, math.inf, "above", rate.start))
                break
            band = _band(evidence, figures[:2], covered)
            if band is None:
                continue
            low, high, how = band
            if u == _ANY and figures[0].unit not in _SCALES:
                # the unit of the band before, where its word is written before the figures ("cartridges 21 to 50")
                named = same and re.search(r"\b" + re.escape(same[-1].unit) + r"\w*\s*$",
                                           evidence[max(0, figures[0].start - 20):figures[0].start], re.IGNORECASE)
                u = same[-1].unit if named else figures[0].unit
            bands.append(_Written(rate, per, u, low, high, how, rate.start))
            if used_after:
                taken = figures[min(1, len(figures) - 1)].end if how == "range" else figures[0].end
            break
    return _runs(evidence, sorted(bands, key=lambda b: b.at))


def _joins(a: str, b: str) -> bool:
    return a == b or _ANY in (a, b)


def _runs(evidence: str, bands: list[_Written]) -> list[Band]:
    """Bands of one unit, in the order written, each starting where the one before ends: two or more with a rate
    make a run. A run is marginal when a band of it is written with "first" / "next", or when its sentences (or the
    one after them) say the rates hold only inside their bands, unless they say that every unit is charged alike."""
    out: list[Band] = []
    i = run_id = 0
    while i < len(bands):
        run = [bands[i]]
        for b in bands[i + 1:]:
            last = run[-1]
            if (not _joins(b.unit, last.unit) or b.low != last.high
                    or "zero" not in (b.rate.kind, last.rate.kind) and b.rate.kind != last.rate.kind):
                break
            run.append(b)
        i += len(run)
        if len(run) < 2 or all(b.rate is _ZERO for b in run):
            continue
        unit = next((b.unit for b in run if b.unit != _ANY), _ANY)
        first_sentence = sentence_span_at(evidence, run[0].at)
        end_sentence = sentence_span_at(evidence, run[-1].at)
        after = sentence_span_at(evidence, end_sentence.end + 1) if end_sentence is not None else None
        start = first_sentence.start if first_sentence is not None else run[0].at
        stop = (after or end_sentence).end if (after or end_sentence) is not None else len(evidence)
        text = evidence[start:stop]
        marginal = bool({b.how for b in run} & {"first", "next"}) or bool(_MARGINAL.search(text))
        if _ALL_UNITS.search(text) and not _MARGINAL.search(text):
            marginal = False
        run_id += 1
        out.extend(Band(b.rate, b.per, unit, b.low, b.high, run_id, marginal) for b in run)
    return out


def _counted(case: Quantity, unit: str, claim: str) -> float | None:
    """The case's count of ``unit``: :func:`verifier.tariffs.count_in`, or the figure itself where the unit's noun
    follows it within two words of the claim ("60 toner cartridges")."""
    count = count_in(case, unit)
    if count is None and claim and re.match(r"\s*(?:[^\W\d_]+\s+){0,2}" + re.escape(unit), claim[case.end:],
                                            re.IGNORECASE):
        return case.value
    return count


def banded_totals(kind: str, cases: list[Quantity], bands: list[Band], claim: str = "") -> list[float]:
    """What each run of marginal bands charges, in sums of ``kind``, for each of ``cases`` (a count of the bands' unit,
    converted where it is a length or mass; or, for percent bands, an amount of their currency): each rate times the
    part of the case inside its band. (A run pricing a whole case at its band's rate gives a product of two figures,
    which :mod:`verifier.derived_figures` reads already, or a fee of :mod:`verifier.fee_bands`.)"""
    runs: dict[int, list[Band]] = {}
    for b in bands:
        if b.marginal:
            runs.setdefault(b.run, []).append(b)
    totals = []
    for run in runs.values():
        shares = any(b.rate.kind == "percent" for b in run)
        priced = {b.rate.kind for b in run} - {"percent", "zero"}
        for case in cases:
            if shares:
                size = case.value if case.kind == run[0].unit and kind == case.kind else None
            else:
                size = (case.value if run[0].unit == _ANY and case.unit is not None
                        else _counted(case, run[0].unit, claim)) if kind in priced and case.kind == "number" else None
            if size is None or size <= run[0].low:
                continue
            totals.append(sum(b.price(min(size, b.high) - b.low) for b in run if size > b.low and b.rate is not _ZERO))
    return totals


def banded_total(q: Quantity, cases: list[Quantity], bands: list[Band], slack: float) -> bool:
    """``q`` is one of :func:`banded_totals`, to ``slack``."""
    return any(abs(total - q.value) <= slack for total in banded_totals(q.kind, cases, bands))


def priced_outside_its_band(rate: Quantity, units: float, bands: list[Band]) -> bool:
    """``rate`` cannot price ``units`` of what it is per by itself: the case runs past its band, or, for a rate that
    holds only above others, starts below it or counts the units the bands before price."""
    for b in bands:
        if b.rate is rate:
            if units > b.high:
                return True
            return units <= b.low if not b.marginal else b.low > 0
    return False
