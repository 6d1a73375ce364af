"""Figures and dates as a text writes them: extraction into :class:`Quantity` and :class:`DateMention`, with
kind, unit, rounding and hedge ("about", "up to"), and the calendar days ("14 March") a text names.

Pure text reading, no comparison: the conflict checks of :mod:`verifier.numbers` and the modules it consults
(tables, records, limits, rounding, period sums) read figures through here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable
from dataclasses import dataclass, replace

from verifier.clocks import colon_time_spans
from verifier.measures import UNIT_SIZES, figure_rounding
from verifier.text import NUMBER_WORDS, STOPWORDS, blanked, stem

__all__ = [
    "Quantity",
    "DateMention",
    "extract_quantities",
    "extract_dates",
    "hedge_allows",
    "calendar_days",
    "DAY_FIRST",
    "MONTH_FIRST",
    "DAY_NOT_TOPIC",
    "UNIT_ALIASES",
    "TIME_UNITS",
    "MINUTES_IN",
    "COMPARATIVE_UNITS",
]

_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ]
    )
    for m in names
}
_MONTH_RE = (
    r"(?P<month>January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
)
# A calendar day, with or without its year: "14 March", "14th of March 2025", "March 14". Month names capitalised
# only: "may" is mostly a verb.
DAY_FIRST = re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_RE}(?!\w)")
MONTH_FIRST = re.compile(rf"\b{_MONTH_RE}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*\d|:|\.\d)")
# The other end of a range of days: "from 12 to 18 April" (12 April), "March 6-7" (7 March), "13 or 16 November".
_RANGE_JOIN_DAYS = r"\s*(?:-|–|to|and|or|until|till)\s*"
_FIRST_OF_RANGE = re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?{_RANGE_JOIN_DAYS}\d{{1,2}}(?:st|nd|rd|th)?"
                             rf"\s+(?:of\s+)?{_MONTH_RE}(?!\w)")
_END_OF_RANGE = re.compile(rf"\b{_MONTH_RE}\s+\d{{1,2}}(?:st|nd|rd|th)?{_RANGE_JOIN_DAYS}(?P<day>\d{{1,2}})"
                           rf"(?:st|nd|rd|th)?\b(?!\s*\d|:|\.\d)")
# Words that say nothing about what a day is for: month and weekday names.
DAY_NOT_TOPIC = frozenset(stem(w) for w in list(_MONTHS) + str.split(
    "monday tuesday wednesday thursday friday saturday sunday date day"))


def calendar_days(text: str) -> list[tuple[int, int, Hashable]]:
    """(start, end, (month, day)) of every calendar day written in ``text``, both ends of a range of days too."""
    found: dict[int, tuple[int, int, Hashable]] = {}
    for pattern in (DAY_FIRST, MONTH_FIRST, _FIRST_OF_RANGE, _END_OF_RANGE):
        for m in pattern.finditer(text):
            day, month = int(m.group("day")), _MONTHS[m.group("month").lower()]
            if not 1 <= day <= 31:
                continue
            if pattern is _FIRST_OF_RANGE or pattern is _END_OF_RANGE:  # the range's other end: its digits
                found.setdefault(m.start("day"), (m.start("day"), m.end("day"), (month, day)))
            else:
                end = m.end() - m.group(0).endswith(".")  # a sentence's full stop, not the date's
                found.setdefault(m.start(), (m.start(), end, (month, day)))
    return [found[k] for k in sorted(found)]


_DATE_PATTERNS = [
    # 2025-03-12
    re.compile(r"\b(?P<year>1\d{3}|20\d{2})-(?P<mnum>0?[1-9]|1[0-2])-(?P<day>[0-3]?\d)\b"),
    # 12 March 1889 / March 12, 1889 / March 1889 / March 12th 1889
    re.compile(rf"\b(?:(?P<day1>[0-3]?\d)(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH_RE}"
               rf"(?:\s+(?P<day2>[0-3]?\d)(?:st|nd|rd|th)?)?,?\s+(?P<year>1\d{{3}}|20\d{{2}})\b"),
]

_SPELLED = {**NUMBER_WORDS, "hundred": 100, "dozen": 12}
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "bn": 1e9, "tn": 1e12,
           "mln": 1e6}
_CURRENCY_SCALES = {"k": "thousand", "m": "million", "mn": "million", "bn": "billion", "b": "billion",
                    "tn": "trillion"}
_CURRENCY_SYMBOLS = {"$": "usd", "us$": "usd", "usd": "usd", "€": "eur", "eur": "eur", "£": "gbp",
                     "gbp": "gbp", "¥": "jpy", "jpy": "jpy", "₹": "inr", "inr": "inr"}
_CURRENCY_WORDS = {"dollar": "usd", "dollars": "usd", "euro": "eur", "euros": "eur", "pound": "gbp",
                   "pounds": "gbp", "yen": "jpy", "rupees": "inr", "rupee": "inr"}
# Other currencies written as words ("42 ducats per person", "14 lira online"); not "marks" or "crowns", which
# count exam marks and dental crowns as often as money.
_CURRENCY_WORDS.update({word: code for code, words in {
    "chf": ("franc", "francs"), "mxn": ("peso", "pesos"), "cny": ("yuan",), "sek": ("krona", "kronor"),
    "nok": ("krone", "kroner"), "pln": ("zloty", "zlotys", "zlotych"), "huf": ("forint", "forints"),
    "idr": ("rupiah",), "myr": ("ringgit",), "thb": ("baht",), "aed": ("dirham", "dirhams"),
    "sar": ("riyal", "riyals"), "ils": ("shekel", "shekels"), "try": ("lira", "lire"), "awg": ("florin", "florins"),
    "ducat": ("ducat", "ducats"),
}.items() for word in words})
# Coins counted in hundredths of a currency: "45 cents" is 0.45 USD.
_SUBUNITS = {"cent": "usd", "cents": "usd", "penny": "gbp", "pence": "gbp"}
_HEDGES = re.compile(
    r"(?<![^\W\d_])(?:no[t]?\s+(?:more|less|fewer|later|earlier)\s+than|not\s+(?:exceeding|over|above|below|under)"
    r"|capped\s+at|(?:an?\s+)?(?:maximum|minimum)(?:\s+of)?"
    r"|about|around|approximately|approx\.?|roughly|nearly|almost|over|under|more\s+than|less\s+than"
    r"|fewer\s+than|at\s+least|at\s+most|up\s+to|within|some|circa|c\.|estimated|an\s+estimated|~|>|<|≈|"
    r"upwards\s+of|close\s+to|just\s+over|just\s+under|below|above|exceeding|beyond"
    r"|(?:deeper|higher|longer|larger|bigger|taller|heavier|older|greater|wider|shallower|lower|shorter|smaller"
    r"|lighter|younger|narrower|cheaper)\s+than)\s*$",
    re.IGNORECASE,
)

# Hedges that bound a figure ("almost" and "nearly" only approximate it); "deeper than 30 m" is a floor.
_LOWER_BOUND = re.compile(
    r"\b(?:over|more|least|upwards|above|exceeding|beyond|plus|higher|deeper|longer|larger|bigger|taller|heavier"
    r"|older|greater|wider)\b|>|\+", re.IGNORECASE)
_UPPER_BOUND = re.compile(
    r"\b(?:under|less|fewer|most|up\s+to|within|below|lower|shallower|shorter|smaller|lighter|younger|narrower|cheaper)\b"
    r"|<", re.IGNORECASE)


# Hedges that name a limit whatever their other words say: a negated floor ("no more than", "not exceeding") or
# a named ceiling ("capped at", "maximum") is a ceiling, and the reverse a floor. Read before _LOWER_BOUND, whose
# "more" would take "no more than 20" for a floor.
_CEILING_WORDS = re.compile(r"\bno[t]?\s+(?:more|later)\b|\bnot\s+(?:exceeding|over|above)\b|\bcapped\b|\bmaximum\b",
                            re.IGNORECASE)
_FLOOR_WORDS = re.compile(r"\bno[t]?\s+(?:less|fewer|earlier)\b|\bnot\s+(?:below|under)\b|\bminimum\b",
                          re.IGNORECASE)


def _hedge_bound(before: str, after: str) -> str:
    """"min" when a hedge puts a floor under the figure ("more than 12", "12 or more"), "max" for a
    ceiling ("up to 12", "12 or less"), "" for an approximation ("about 12")."""
    for hedge in (after, before):
        if _CEILING_WORDS.search(hedge):  # "no more than 20", "not exceeding 12 kg", "capped at 50%"
            return "max"
        if _FLOOR_WORDS.search(hedge):  # "no fewer than 3", "a minimum of 2 nights"
            return "min"
        if _LOWER_BOUND.search(hedge):
            return "min"
        if _UPPER_BOUND.search(hedge):
            return "max"
    return ""


def hedge_allows(q: Quantity, e: Quantity) -> bool:
    """A hedged claim figure ``q`` is consistent with the evidence figure ``e``."""
    if q.bound == "min":
        if e.bound == "min":  # two floors on the same thing agree: "seniors 65 and older" against "70 and older"
            return abs(e.value - q.value) <= 0.01 * max(abs(e.value), abs(q.value))
        return e.value >= q.value * 0.99
    if q.bound == "max":
        if e.bound == "max":  # two ceilings on the same thing agree: "up to 24 hours" against "up to 18 hours"
            return abs(e.value - q.value) <= 0.01 * max(abs(e.value), abs(q.value))
        return e.value <= q.value * 1.01
    larger = max(abs(e.value), abs(q.value))
    return abs(e.value - q.value) <= min(0.3 * larger, max(0.05 * larger, _approximation_step(q)))


_DIGITS = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _approximation_step(q: Quantity) -> float:
    """How far an approximate figure ("about 870") may lie from what it approximates: the value of its last
    significant digit written, five times that where the digit is 5 ("about 25", "about 1,250"). A figure in words
    ("about twenty") keeps the loose bound."""
    digits = _DIGITS.search(q.text)
    if digits is None or not (written := float(number := digits.group().replace(",", ""))):
        return math.inf
    whole, _, fraction = number.partition(".")
    significant = (whole + fraction).rstrip("0")
    place = 10.0 ** (len(whole) - len(whole.rstrip("0"))) if not fraction.rstrip("0") else 10.0 ** -len(
        fraction.rstrip("0"))
    step = place * (5 if significant.endswith("5") else 1)
    return step * abs(q.value / written)


# Other currencies by their ISO 4217 code, before or after the sum ("CHF 1,200", "450 SEK"); in capitals only, as
# several are words too ("try", "php", "cup").
_ISO_CODES = frozenset(str.split(
    "CHF SEK NOK DKK ISK AUD CAD NZD HKD SGD TWD CNY KRW AED SAR QAR KWD BHD OMR ZAR PLN CZK HUF RON BGN MXN BRL ARS "
    "CLP COP PEN TRY ILS THB MYR IDR PHP VND EGP NGN KES PKR BDT LKR"))
_ISO_CODES_RE = "|".join(sorted(_ISO_CODES))
_ISO_CODE_AFTER = re.compile(r"\s?(?P<code>" + _ISO_CODES_RE + r")\b")
_NUM = r"\d{1,3}(?:, ?\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_SPELLED_RE = "|".join(sorted(_SPELLED, key=len, reverse=True))
_QUANTITY = re.compile(
    rf"(?P<cur>US\$|[$€£¥₹]|\b(?:USD|EUR|GBP|JPY|INR)\s?|\b(?-i:{_ISO_CODES_RE})\s?)?"
    rf"(?:(?P<num>(?<![\w.,])(?<![^\W\d_]-)(?:{_NUM}))(?!\.\d)|\b(?<![^\W\d_]-)(?P<word>{_SPELLED_RE})\b(?!-in-))"
    rf"(?P<half>[\s-]and[\s-]a[\s-]half\b)?"  # "three-and-a-half-year", "2 and a half hours"
    rf"(?P<attached>[a-zA-Z]{{1,3}}\b)?"
    rf"(?:[\s-]?(?P<scale>thousand|million|billion|trillion|bn|tn|mln)\b)?"
    rf"(?P<pct>\s?%|\s?per\s?cent\b|\s+percent(?:age points?)?\b)?",
    re.IGNORECASE,
)
_POST_HEDGE = re.compile(
    r"\s*(?:[^\W\d_]+\s+)?(?:\+|or\s+(?:more|so|less|fewer|over|above|higher|lower|longer|shorter|greater|larger|bigger|smaller|heavier|lighter)\b|plus\b"
    r"|and\s+(?:over|above|upwards|under|below)\b)"
    r"|\s*(?:years?\s+)?(?:and|or)\s+(?:older|younger)\b", re.IGNORECASE
)
# A deadline set a time before an event: "free up to 24 hours before the appointment", "no later than 7 days before
# travel" bound when the thing is done, so the time ahead of the event they allow is a floor (and "no earlier than"
# a ceiling); "less than 24 hours before" and "at least 48 hours before" bound the time ahead itself.
_DEADLINE_HEDGE = re.compile(r"\b(?:up\s+to|no[t]?\s+(?:later|earlier)\s+than)\s*$", re.IGNORECASE)
_BEFORE_AN_EVENT = re.compile(r"\s*[^\W\d_]+\s+(?:before|prior\s+to|ahead\s+of|in\s+advance\s+of)\b", re.IGNORECASE)
# A population's figure counts people: "a population of 11,240", "the population was about 9,000".
_POPULATION_BEFORE = re.compile(r"\bpopulations?\s+(?:of|was|is|stood\s+at|reached|rose\s+to|fell\s+to)\s+"
                                r"(?:(?:about|around|roughly|nearly|almost|over|some|just\s+over|just\s+under"
                                r"|more\s+than|fewer\s+than|less\s+than|approximately)\s+)?$", re.IGNORECASE)
# An age given as a bound: "70 and older", "children 12 or younger" count years, though no unit word follows.
_AGE_BOUND = re.compile(r"\s*(?:and|or)\s+(?:older|younger)\b", re.IGNORECASE)
# (words between "per" and what a sum is per: "per extra night", "per calendar month", "per source word")
_NEXT_TOKEN = re.compile(r"[\s\-]*(?P<per>per\s+(?:(?:extra|additional|calendar|source|target|billable)\s+)?|a\s+"
                         r"|an\s+)?([^\W\d_]+)", re.UNICODE)
# A comparative after a figure, in one spelling per side: "6 per cent less" states "6 per cent lower".
_COMPARATIVES = {word: side for side, words in (("lower", "less lower smaller fewer cheaper"),
                                                ("higher", "more higher larger bigger greater"))
                 for word in words.split()}
# The units of a figure written with a comparative after it: a difference, not a count ("173 more than Keyes").
COMPARATIVE_UNITS = frozenset(_COMPARATIVES.values())
# Spellings of one unit, so that "320 m" and "300 metres" are seen to measure the same thing.
UNIT_ALIASES = {
    alias: unit
    for unit, aliases in {
        "metr": "m meter meters metre metres", "kilometr": "km kilometer kilometers kilometre kilometres",
        "centimetr": "cm centimeter centimeters centimetre centimetres",
        "millimetr": "mm millimeter millimeters millimetre millimetres", "mile": "mi mile miles",
        "foot": "ft foot feet", "inch": "inch inches", "kilogram": "kg kilogram kilograms kilo kilos",
        "gram": "g gram grams", "tonn": "ton tons tonne tonnes", "litr": "l liter liters litre litres",
        "hour": "h hr hrs hour hours", "minut": "min mins minute minutes",
        "millisecond": "ms millisecond milliseconds",
        "hectar": "ha hectare hectares", "acr": "acre acres", "watt": "watt watts",
        "kilowatt": "kw kilowatt kilowatts", "megawatt": "mw megawatt megawatts",
        "game": "game games match matches fixture fixtures",
        "peopl": "people persons residents inhabitants citizens",
    }.items()
    for alias in aliases.split()
}
# Metric units of length and mass in one base unit each (sizes from the model-input respelling's table, by unit
# stem), so that "1.6 km" meets "1,149 metres". Imperial units stay as written: converted figures are rounded
# loosely ("9 inches" beside "21 cm"); tons too (short and metric tons differ by 10%), and time units (the
# time-unit check reads them as written).
_UNIT_SIZES = {unit: UNIT_SIZES[alias] for alias, unit in UNIT_ALIASES.items()
               if alias in UNIT_SIZES and UNIT_SIZES[alias][0] in ("length", "mass") and unit != "tonn"}
# A period adjective shortly before a sum, no figure or clause break between: "annual rent of £15,000".
_PERIOD_ADJECTIVES = {"annual": "year", "yearly": "year", "monthly": "month", "weekly": "week", "daily": "day"}
# The period adjective must name the sum: "a monthly fee of", "Annual rent comes to", not "the daily allowance is
# billed at" (an allowance of kilometres).
# Nor does one before a plural said to add up to the sum: "the monthly charges come to £768" is a total.
_NAMING_A_SUM = r"\b(" + "|".join(_PERIOD_ADJECTIVES) + r")\b(?!\s+(?:allowance|limit|cap|mileage|quota)\b)"
_PERIOD_BEFORE = re.compile(_NAMING_A_SUM + r"(?![\w-]*(?:\s+[\w-]+)?\s+[a-z-]+s\s+(?:come|came|add|added|amount"
                            r"|amounted|total|totalled|totaled|sum)\b)[^\d,;:.()]*$", re.IGNORECASE)
# A period adjective in a table row's first cell names the period of the row's sums ("Monthly premium | £9.50 | £16.75
# | £27.00"); the line from its start to the sum. (Not a list's lead-in, "Current monthly prices: Off-Peak £21.99,
# ...", whose sums a claim may price over its own period: "a two-month freeze ... costs £10".)
_PERIOD_OF_ROW = re.compile(r"[ \t]*\|?[^|\n\d]*?" + _NAMING_A_SUM + r"[^|\n\d]*\|[^\n]*$", re.IGNORECASE)
# A sum for one whole period is a sum per that period: "$5,300 for the whole academic year", "for a full month".
_A_WHOLE_PERIOD = (r"\s+(?:the|a|an|one)\s+(?:whole|full|entire|complete)\s+"
                   r"(?:(?:academic|school|calendar|financial|tax)\s+)?(year|semester|month|week|day)")
_FOR_A_WHOLE = re.compile(r"\s+(?:for|over)" + _A_WHOLE_PERIOD + r"\b", re.IGNORECASE)
# The same opening the sentence, the sum later in it: "Over a full year, the plan costs £384"; opening it, with a
# comma after, "a year" is one whole year too ("Over a year, the Pro plan costs $360"); after a participle too ("Paid
# for a full year, Level 3 comes to £324").
_WHOLE_BEFORE = re.compile(r"(?:^|[.!?]\s+)(?:(?:(?:paid|billed|charged|bought|taken)\s+)?(?:for|over|across)(?:"
                           + _A_WHOLE_PERIOD
                           + r"|\s+(?:a|one)\s+(year|semester|month|week|day))\s*,"
                           # and a sentence opening with one whole period of something: "A year of Plus cover costs
                           # £222", "One full month of parking costs £90"
                           r"|(?:a|one)\s+(?:full\s+|whole\s+)?(year|semester|month|week)\s+of\s)[^.!?\d]*$",
                           re.IGNORECASE)
# A period written as its count of a smaller one: "capped at £40 per 24 hours" is per day.
_PER_SPAN = re.compile(r"\s+(?:per|every|each|a)\s+(?:(24)\s+hours|(7|seven)\s+days|(12|twelve)\s+months)\b",
                       re.IGNORECASE)
# A period a sum is per, in a listing's short form: "£118.40 pcm", "£300 pw", "£32,000 p.a.", "per annum", "a calendar
# month" (per month, per week, per year).
_PER_PERIOD_SHORT = re.compile(r"\s*(?:(?P<month>(?i:pcm|p\.c\.m\.?)|(?i:a\s+calendar\s+month))"
                               r"|(?P<week>(?i:pw|p\.w\.?))|(?P<year>pa|p\.a\.?|(?i:per\s+annum)))(?!\w)")
# A container of a stated size a sum is per: "£4.00 per 25 kg bag", "£9 per 10-litre tub" (per bag, per tub).
_PER_SIZED = re.compile(r"\s+(?:per|a|an|each)\s+\d+(?:\.\d+)?[\s-]*(?:" + "|".join(sorted(UNIT_ALIASES, key=len,
                        reverse=True)) + r")[\s-]+([^\W\d_]{3,})\b", re.IGNORECASE)
# A difference's period after its comparative: "costs £24 more per year" (not the "monthly" before it).
_COMPARED_PER = re.compile(r"\s+(?:more|less|extra|cheaper|dearer)\s+(?:per|a|an|each)\s+(year|month|week|day)\b",
                           re.IGNORECASE)
# What a sum is charged for each of: "£45 for every kilogram above 23 kg", "$2 for each extra bag".
# (not "for each additional hour": a rate for the units beyond a first one, which verifier.tariffs reads)
_FOR_EACH = re.compile(r"\s+for\s+(?:each|every)\s+(?!(?:additional|extra|further)\b)([^\W\d_]+)", re.IGNORECASE)
# A charge named between a sum and what it is per: "a £3 fee per ticket", "$25 late charge per day".
_CHARGE_PER = re.compile(r"\s+(?:[a-z]+\s+)?(?:fee|charge|surcharge|supplement|levy|premium)\s+(?:per|a|an|each)\s+"
                         r"([^\W\d_]{3,})\b", re.IGNORECASE)
# "business days", "working days", "calendar days" count days.
_DAY_KINDS = frozenset({"business", "working", "calendar", "school", "trading"})
_DAYS_AFTER = re.compile(r"\s+days?\b", re.IGNORECASE)
_ORDINAL_SUFFIX = {"st", "nd", "rd", "th"}
# Words after a year-like number that are not what it counts ("opened in 1932 near Tucson", "in 1998 ago"):
# stopwords, prepositions and time adverbs the stopword list lacks, and verbs a sentence's year may stand before
# ("Entering an event in 2024 costs £3 more", "in 1979 reached the First Division").
_NOT_COUNTED = STOPWORDS | frozenset(str.split(
    "near across along amid among amongst around behind beside beyond toward towards despite alongside onward "
    "onwards ago later earlier inside outside throughout following atop "
    "cost costs rose fell grew reached became began started ended saw"))


@dataclass(frozen=True)
class Quantity:
    """A number mentioned in a text, normalised: "9.4 billion euros" -> 9.4e9, kind "currency:eur"."""

    value: float
    kind: str  # "percent" | "currency:<code>" | "year" | "number"
    unit: str | None  # stemmed noun after the number (or the scale word), for same-kind checks
    text: str
    start: int
    end: int
    precision: float  # value of the last significant digit written ("9.4 billion" -> 1e8)
    hedged: bool = False  # "about 12", "more than 12": a conflict only with every related figure (see bound)
    bound: str = ""  # for a hedged figure: "min" ("more than 12", "12+"), "max" ("up to 12"), "" (about 12)
    unit_word: str = ""  # the word after the figure its unit was read from ("MB" in "10 MB"), for reasons

    @property
    def written(self) -> str:
        """The figure as a reason quotes it: its text and the unit word read with it ("10 MB")."""
        return f"{self.text} {self.unit_word}".strip()

    @property
    def rounding(self) -> float:
        """How far the true value may lie from the written figure (:func:`verifier.measures.figure_rounding`)."""
        return figure_rounding(self.precision, self.value)

    def matches(self, other: Quantity) -> bool:
        """True when ``other`` states this quantity (equal up to this mention's rounding)."""
        tol = self.rounding + 1e-9 * max(abs(self.value), 1.0)
        if abs(self.value - other.value) <= tol:
            return True
        # "12 million" in the claim vs "12" in a table-like evidence line: accept the same digits.
        return self.kind == other.kind == "number" and self.text.split()[0] == other.text.split()[0]


@dataclass(frozen=True)
class DateMention:
    year: int
    month: int | None
    day: int | None
    text: str
    start: int
    end: int


def extract_dates(text: str) -> list[DateMention]:
    """Dates with a year: ISO dates and "12 March 1889" / "March 12, 1889" / "March 1889"."""
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for pat in _DATE_PATTERNS:
        for m in pat.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            gd = m.groupdict()
            if gd.get("mnum"):
                month: int | None = int(gd["mnum"])
            else:
                month = _MONTHS.get(gd["month"].lower().rstrip("."))
            day_s = gd.get("day") or gd.get("day1") or gd.get("day2")
            day = int(day_s) if day_s and 1 <= int(day_s) <= 31 else None
            found.append(DateMention(int(gd["year"]), month, day, m.group(0), m.start(), m.end()))
            taken.append((m.start(), m.end()))
    found.sort(key=lambda d: d.start)
    return found


def _precision(num: str, scale: float) -> float:
    digits = num.replace(",", "").replace(" ", "")
    if "." in digits:
        return 10.0 ** -len(digits.split(".")[1]) * scale
    zeros = len(digits) - len(digits.rstrip("0"))
    if len(digits) >= 4 and zeros >= 2:
        # "8,000" is a round figure: it states 8,276 too (tolerance is capped at 5 % in matches()).
        return 10.0**zeros * scale
    return 1.0 * scale


# A capitalised label before a small number makes the number part of a name, not a count of the noun after it:
# "Year 7 places", "Ward 9 visitors", "Terminal 5 passengers", a retrieved "Passage 3"; a count before the name
# counts that noun ("200 Year 7 places").
_LABEL_WORDS = ("Year|Grade|Level|Stage|Phase|Tier|Class|Form|Room|Gate|Platform|Route|Line|Terminal|Ward|Unit|Block"
                "|Zone|Floor|Bay|Lot|Chapter|Section|Article|Clause|Part|Model|Series|Round|Week|Day|Season|Episode"
                "|Volume|Book|Schedule|Appendix|Annex|Exhibit|Table|Figure|Passage|Document|Source|Excerpt|Snippet")
_LABEL_BEFORE = re.compile(rf"\b({_LABEL_WORDS})\s+$")
_LABELLED_NOUN = re.compile(rf"\s+(?:{_LABEL_WORDS})\s+\d{{1,3}}\s+([^\W\d_]+)")
# A count's noun after one describing word: "87 breeding pairs" counts pairs, as "a record 87 pairs" does; "40
# full-time staff". (Not "new": "open five new stores" read as five stores let "acquire five stores" pass against
# "acquire 11 stores" in the measured sets.)
_MODIFIED_NOUN = re.compile(r"\s+((?:full-time|part-time|additional|further|existing|current|former|local|young"
                            r"|adult|registered|active|affordable|permanent|temporary|separate|individual"
                            r"|[a-z]{3,}ing))\s+([a-z]{3,})\b")


def extract_quantities(text: str) -> list[Quantity]:
    """Numbers with kind and unit. Numbers inside dates yield only the date's year."""
    dates = extract_dates(text)
    out: list[Quantity] = [
        Quantity(float(d.year), "year", None, str(d.year), d.start, d.end, 1.0) for d in dates
    ]
    sizes: dict[int, float] = {}  # start -> the unit size a figure was converted by
    src = blanked(text, [(d.start, d.end) for d in dates] + colon_time_spans(text))
    for m in _QUANTITY.finditer(src):
        num, word = m.group("num"), m.group("word")
        if not num and not word:
            continue
        attached = (m.group("attached") or "").lower()
        if attached in _ORDINAL_SUFFIX:
            continue  # "1st", "3rd": ordinals are not quantities
        scale_w = (m.group("scale") or "").lower()
        if not scale_w and m.group("cur") and attached in _CURRENCY_SCALES:
            scale_w, attached = _CURRENCY_SCALES[attached], ""  # "€3m", "$2bn", "$40k"
        scale = _SCALES.get(scale_w, 1.0)
        if (num and not attached and not scale_w and not m.group("cur") and not m.group("pct") and len(num) <= 3
                and (label := _LABEL_BEFORE.search(src, max(0, m.start() - 12), m.start()))):
            # "Year 7 places" names a year group, "Tier 2" a tier: compared only with the same label's numbers
            out.append(Quantity(float(num), "number", f"label:{label.group(1).lower()}", m.group(0).strip(), m.start(),
                                m.end(), 1.0, False, "", label.group(1)))
            continue
        if num:
            base = float(num.replace(",", "").replace(" ", ""))
            prec = _precision(num, scale)
        else:
            if word.lower() in ("zero", "hundred", "dozen") and not scale_w:
                continue  # too idiomatic alone ("a hundred ways", "zero tolerance")
            base = float(_SPELLED[word.lower()])
            prec = scale
        if m.group("half"):
            base, prec = base + 0.5, min(prec, 0.5 * scale)
        value = base * scale
        shown = m.group(0).strip()
        cur_raw = (m.group("cur") or "").strip().lower()
        kind = "number"
        if m.group("pct"):
            kind = "percent"
        elif cur_raw:
            kind = f"currency:{_CURRENCY_SYMBOLS.get(cur_raw, cur_raw)}"
        if kind == "number" and attached == "p" and re.fullmatch(r"\d{1,2}(?:\.\d{1,2})?", num or ""):
            # "25p per day" and "48.2p per day" are pence (not "1080p", a video resolution)
            kind, value, prec, attached = "currency:gbp", value / 100, prec / 100, ""
        unit: str | None = None
        unit_word = ""
        nxt = _NEXT_TOKEN.match(src, m.end())
        nxt_word = nxt.group(2) if nxt else ""
        after_sum = m.end()  # where what a sum is per is written: after its code, if one follows ("450 SEK a month")
        if kind == "number" and not attached and (code := _ISO_CODE_AFTER.match(src, m.end())):
            kind = f"currency:{code.group('code').lower()}"  # "450 SEK"
            after_sum = code.end()
            nxt = _NEXT_TOKEN.match(src, after_sum)
            nxt_word = nxt.group(2) if nxt else ""
        if kind == "number" and nxt_word.lower() in _CURRENCY_WORDS:
            kind = f"currency:{_CURRENCY_WORDS[nxt_word.lower()]}"
        elif kind == "number" and nxt_word.lower() in _SUBUNITS and not (nxt and nxt.group("per")):
            kind = f"currency:{_SUBUNITS[nxt_word.lower()]}"
            value, prec, shown = value / 100, prec / 100, f"{shown} {nxt_word}"
            # "67 cents per mile", "25 cents per day", "12 cents per side": a measure, a period or a thing, not a
            # share ("8.2 pence per share" is compared with "12.5 pence" for the year)
            after = _NEXT_TOKEN.match(src, nxt.end())
            per_word = after.group(2).lower() if after and after.group("per") else ""
            if per_word in UNIT_ALIASES:
                unit = UNIT_ALIASES[per_word]
            elif stem(per_word) in TIME_UNITS:
                unit = stem(per_word)
                unit_word = f"{after.group('per').strip()} {after.group(2)}"
            elif per_word and per_word not in STOPWORDS and stem(per_word) != stem("share"):
                unit = stem(per_word)
        elif kind.startswith("currency:"):
            # A sum's unit is what it is counted per ("$23 per hour" vs "$49,400 per year"); the
            # word after "$1.2 billion" ("worldwide", "in") or its scale is not one.
            if compared := _COMPARED_PER.match(src, after_sum):  # "£24 more per year"
                unit = stem(compared.group(1).lower())
                unit_word = f"per {unit}"
            elif span := _PER_SPAN.match(src, after_sum):
                unit = "day" if span.group(1) else "week" if span.group(2) else "year"
                unit_word = span.group(0).strip()
            elif short := _PER_PERIOD_SHORT.match(src, after_sum):
                unit = short.lastgroup
                unit_word = f"per {unit}"
            elif (sized := _PER_SIZED.match(src, after_sum)) and sized.group(1).lower() not in STOPWORDS:
                unit = stem(sized.group(1).lower())  # "£4.00 per 25 kg bag": per bag
            elif nxt and nxt.group("per") and nxt_word.lower() not in STOPWORDS:
                unit = stem(nxt_word.lower())
                if unit in TIME_UNITS:  # shown in reasons: "$49 per year" against "$49 per month"
                    unit_word = f"{nxt.group('per').strip()} {nxt_word}"
            elif charge := _CHARGE_PER.match(src, after_sum):  # "a £3 fee per ticket"
                unit = stem(charge.group(1).lower())
                if unit in TIME_UNITS:
                    unit_word = f"per {charge.group(1)}"
            elif (each := _FOR_EACH.match(src, after_sum)) and each.group(1).lower() not in STOPWORDS:
                # "£45 for every kilogram" (not "68p for each of their 4,376,635 votes")
                unit = stem(each.group(1).lower())
                if unit in TIME_UNITS:
                    unit_word = f"per {each.group(1)}"
            elif (whole := _FOR_A_WHOLE.match(src, after_sum)) or (
                    whole := _WHOLE_BEFORE.search(src, max(0, m.start() - 200), m.start())):
                # "$5,300 for the whole academic year", "Over a full year, the plan costs £384"
                period = (whole.group(1) or whole.group(2) or whole.group(3)).lower()
                unit, unit_word = stem(period), f"per {period}"
            elif period := (_PERIOD_BEFORE.search(src, max(0, m.start() - 30), m.start())
                            or _PERIOD_OF_ROW.match(src, src.rfind("\n", 0, m.start()) + 1, m.start())):
                # "Annual rent comes to £15,000", "a monthly fee of $49": the sum is per that period; so are a
                # table row's sums after its first cell's period adjective
                unit = _PERIOD_ADJECTIVES[period.group(1).lower()]
                unit_word = f"per {unit}"
        elif attached:
            unit = UNIT_ALIASES.get(attached, attached)
        elif nxt_word.lower() in _DAY_KINDS and _DAYS_AFTER.match(src, nxt.end()):
            unit, unit_word = "day", f"{nxt_word} days"  # "5 to 7 business days" counts days
        elif labelled := _LABELLED_NOUN.match(src, m.end()):  # "200 Year 7 places" counts places
            unit, unit_word = stem(labelled.group(1).lower()), labelled.group(1)
        elif ((modified := _MODIFIED_NOUN.match(src, m.end())) and kind == "number"
              and modified.group(1) not in STOPWORDS and modified.group(2) not in STOPWORDS
              and modified.group(2) not in _MONTHS):
            noun = modified.group(2)
            unit, unit_word = UNIT_ALIASES.get(noun, stem(noun)), f"{modified.group(1)} {noun}"
        elif nxt_word.lower() in UNIT_ALIASES:
            unit, unit_word = UNIT_ALIASES[nxt_word.lower()], nxt_word
        elif nxt_word.lower() in _COMPARATIVES:  # "6 per cent less" states "6 per cent lower"
            unit, unit_word = _COMPARATIVES[nxt_word.lower()], nxt_word
        elif nxt_word and nxt_word.lower() not in STOPWORDS and nxt_word.lower() not in _MONTHS:
            unit, unit_word = stem(nxt_word.lower()), nxt_word
            if nxt.group("per") and unit in TIME_UNITS:  # "1.5% per month", as currency above
                unit_word = f"{nxt.group('per').strip()} {nxt_word}"
        if unit is None and kind == "number" and _AGE_BOUND.match(src, m.end()):
            unit, unit_word = "year", "years"
        if unit is None and kind == "number" and _POPULATION_BEFORE.search(src, max(0, m.start() - 48), m.start()):
            unit, unit_word = "peopl", "people"  # "a population of 11,240" counts people, as "11,420 residents" does
        if unit is None and scale_w and not kind.startswith("currency:"):
            unit = scale_w
        is_year_like = (
            kind == "number" and num and re.fullmatch(r"1\d{3}|20\d{2}", num) and not scale_w and not attached
        )
        if is_year_like and not (nxt_word and nxt_word[0].islower() and nxt_word.lower() not in _NOT_COUNTED):
            # "in 2025 the", "1889 World's Fair" -- but "1500 people" is a count
            kind, unit, unit_word, prec = "year", None, "", 1.0
        if kind == "number" and unit in _UNIT_SIZES:
            unit, size = _UNIT_SIZES[unit]
            value, prec = value * size, prec * size
            sizes[m.start()] = size
        pre, post = _hedge_before(src, m.start()), _POST_HEDGE.match(src, m.end())
        bound = _hedge_bound(pre.group(0) if pre else "", post.group(0) if post else "")
        if bound and pre and unit in TIME_UNITS and _DEADLINE_HEDGE.search(pre.group(0)) and _BEFORE_AN_EVENT.match(
                src, m.end()):
            bound = "min" if bound == "max" else "max"  # "up to 24 hours before": at least 24 hours ahead
        out.append(Quantity(value, kind, unit, shown, m.start(), m.end(), prec, bool(pre or post), bound, unit_word))
    out.sort(key=lambda q: q.start)
    out = _ages(_units_across_ranges(out, sizes, src), src)
    # figures written in words of several parts, read as one: "half the fare", "an hour and ten minutes"
    for read_as_one in (_fractions_as_shares, _hours_and_minutes):
        out = read_as_one(out, src)
    return out


# A share written as a fraction of a thing: "half of their single fare", "a quarter of the seats", "half the price",
# "two thirds of members", or taken off a price ("one third off all adult fares", read as "33.3% off"); not "half an
# hour", "a quarter past", "three and a half", nor a fraction of a rate or share,
# which is no share of the whole ("half the standard rate", "half the markup", "half of that share"; but "half its
# normal rate", a thing's own rate, is a share of what it pays, as "75% of its normal rate" is).
_FRACTION_SHARE = re.compile(r"(?<![\w-])(?<!and\s)(?<!and\sa\s)(?P<fraction>half|(?:a|one)\s+(?:third|quarter)"
                             r"|two\s+thirds|three\s+quarters)\s+(?=(?:of\s+)?(?:the|their|its|his|her|your|our|all"
                             r"|those|these|this|that|them|it)\b|off\b)(?!(?:of\s+)?(?:the|those|these|this|that)\s+"
                             r"(?:[a-z-]+\s+){0,2}?(?:rates?|mark-?ups?|share(?!\s+price)|percentages?|proportions?)\b)",
                             re.IGNORECASE)
_FRACTIONS = {"half": 50.0, "third": 100 / 3, "quarter": 25.0, "thirds": 200 / 3, "quarters": 75.0}


def _hedge_before(src: str, start: int) -> re.Match | None:
    """The hedge written just before the figure at ``start`` ("almost", "up to", "more than")."""
    return _HEDGES.search(src[max(0, start - 25) : start])


def _fractions_as_shares(quantities: list[Quantity], src: str) -> list[Quantity]:
    """Each :data:`_FRACTION_SHARE` as a percent figure exact to the fraction ("half" is 50%)."""
    matches = list(_FRACTION_SHARE.finditer(src))
    # (the "one" of "one third" is read as a count of its own first: it is the fraction's)
    ones = [q for q in quantities if q.kind == "number" and q.value == 1
            and any(m.start() == q.start and m.group("fraction").lower().startswith("one") for m in matches)]
    quantities = [q for q in quantities if q not in ones]
    taken = [(q.start, q.end) for q in quantities]
    shares = []
    for m in matches:
        if any(a < m.end() and m.start() < b for a, b in taken):
            continue
        # with the hedge written before it, as a figure's: "almost half of the granola", "just over a quarter of"
        pre = _hedge_before(src, m.start())
        shares.append(Quantity(_FRACTIONS[m.group("fraction").split()[-1].lower()], "percent", None,
                               m.group("fraction"), m.start(), m.end("fraction"), 1.0, pre is not None,
                               _hedge_bound(pre.group(0) if pre else "", "")))
    return sorted([*quantities, *shares], key=lambda q: q.start) if shares else quantities


# A duration of hours and minutes: "an hour and ten minutes", "2 hours and 30 minutes", "1 hour 20 minutes".
_HOURS_AND_MINUTES = re.compile(r"\b(?P<hours>an|one|\d{1,2}|[a-z]+)\s+hours?,?\s+(?:and\s+)?(?P<minutes>\d{1,2}|[a-z]+"
                                r"(?:-[a-z]+)?)\s+minutes?\b", re.IGNORECASE)


def _hours_and_minutes(quantities: list[Quantity], src: str) -> list[Quantity]:
    """Each :data:`_HOURS_AND_MINUTES` duration as one figure in minutes in place of its parts, exact to the minute,
    with the hedge and bound written before it."""
    for m in _HOURS_AND_MINUTES.finditer(src):
        parts = [q for q in quantities if m.start() <= q.start < m.end()]
        minutes = next((q for q in parts if q.start == m.start("minutes") and q.unit == "minut"), None)
        hours = next((q for q in parts if q.start == m.start("hours") and q.unit == "hour"), None)
        if minutes is None or minutes.value >= 60 or (hours is None) != (m.group("hours").lower() == "an"):
            continue
        first = hours or minutes
        total = 60 * (hours.value if hours is not None else 1) + minutes.value
        quantities = [q for q in quantities if q not in parts] + [Quantity(
            total, "number", "minut", m.group(0), m.start(), m.end(), 1.0, first.hedged and hours is not None,
            first.bound if hours is not None else "", "minutes")]
    return sorted(quantities, key=lambda q: q.start)


_RANGE_JOIN = re.compile(r"\s*(?:to|-|–|and|or)\s*", re.IGNORECASE)


# A bare figure after "aged" counts years of age: "children aged 8 to 14", "ages 3-5".
_AGED_BEFORE = re.compile(r"\b(?:aged|ages)\s+(?:between\s+|from\s+)?$", re.IGNORECASE)


def _ages(quantities: list[Quantity], src: str) -> list[Quantity]:
    """Bare figures after "aged" (and the other end of their range) count years: "aged 8 to 14" against "aged 7 to
    14" compares as ranges of years."""
    out = list(quantities)
    for i, q in enumerate(out):
        if q.kind == "number" and q.unit is None and _AGED_BEFORE.search(src, max(0, q.start - 16), q.start):
            out[i] = replace(q, unit="year", unit_word="years")
            if (i + 1 < len(out) and out[i + 1].kind == "number" and out[i + 1].unit is None
                    and _RANGE_JOIN.fullmatch(src[q.end : out[i + 1].start])):
                out[i + 1] = replace(out[i + 1], unit="year", unit_word="years")
    return out


# A rival's name before the second figure of a tally: "11,482 votes to Okonjo-Reiss's 9,917".
_RIVALS = r"(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*['’]s\s+)?"


def _units_across_ranges(quantities: list[Quantity], sizes: dict[int, float], src: str) -> list[Quantity]:
    """"10 to 15 feet", "1 to 2 tablets": the bare first figure of a range takes the (converted) unit of the
    second, so that "every 4 to 6 hours" does not state "4 tablets"."""
    out = list(quantities)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if (a.kind == b.kind == "number" and a.unit is None and b.unit is not None
                and _RANGE_JOIN.fullmatch(src[a.end : b.start])):
            size = sizes.get(b.start, 1.0)
            out[i] = replace(a, value=a.value * size, precision=a.precision * size, unit=b.unit,
                             unit_word=b.unit_word)
        elif (a.kind == b.kind == "number" and b.unit is None and a.unit is not None and a.unit_word
                and re.fullmatch(rf"[\s-]*{re.escape(a.unit_word)}\s+to\s+{_RIVALS}", src[a.end : b.start],
                                 re.IGNORECASE)):
            # and a bare figure after "N unit to" counts that unit: "by 38 votes to 21", "from 16 seats to 12",
            # "11,482 votes to Okonjo-Reiss's 9,917"
            size = sizes.get(a.start, 1.0)
            out[i + 1] = replace(b, value=b.value * size, precision=b.precision * size, unit=a.unit,
                                 unit_word=a.unit_word)
        elif (a.kind.startswith("currency:") and b.kind == "number"
              and a.unit is None and a.precision == 1.0 and b.unit in _SCALES
              and _RANGE_JOIN.fullmatch(src[a.end : b.start])):
            # a sum's range with one scale word: "€80-85 million" is €80 million to €85 million
            scale = _SCALES[b.unit]
            out[i] = replace(a, value=a.value * scale, precision=scale)
            out[i + 1] = replace(b, kind=a.kind, unit=None, unit_word="")
    return out




# Units of time, stemmed: a sum "per" one of them is a rate over that period.
TIME_UNITS = frozenset(stem(w) for w in str.split("millisecond second minute hour day week month semester year decade"))
# Minutes in each fixed time unit (a month or year is no fixed count of them).
MINUTES_IN = {"minut": 1, "hour": 60, "day": 1440, "week": 10080}
