"""What a markdown table in the context gives, against what a claim states about one of its rows: "The Team plan
allows up to 100 users." against a Team row whose Users cell says "up to 50" (while its Storage cell says "100 GB"),
"Phone support is available on the Team plan." against a Team row whose Support cell names email only, where another
row's Support cell names phone.

The figure and word checks read prose: in a table every figure and word of the claim is often written somewhere,
in another row or another column. Here a claim is read against the one row it names (by the row's first cell) and
the column its figure or word belongs to (by the column's heading or by what the column's cells write)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from verifier.cases import supposed
from verifier.figure_context import GENERIC, PRICE_WORDS
from verifier.negation import negation_cues, statement_negation_cues
from verifier.quantities import Quantity, extract_quantities, hedge_allows
from verifier.text import clause_around, sentence_span_at, stem, stemmed_words, tokenize

__all__ = [
    "band_row_conflicts", "band_row_gives", "band_width_given", "cell_with_add_ons", "denied_cell_conflicts",
    "difference_of_named_cells", "mentions_tables", "moved_cell_conflicts", "named_cell_gives", "superlative_conflicts",
    "table_conflicts",
]

# A table line: "| a | b |" (outer pipes optional on data lines but required here: prose rarely starts with "|").
_ROW = re.compile(r"^[ \t]*\|(.+)\|[ \t]*$", re.MULTILINE)
_RULE_CELL = re.compile(r"^\s*:?-{3,}:?\s*$")


@dataclass(frozen=True)
class _Table:
    headings: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # each as long as ``headings``; the first cell names the row


def mentions_tables(context: str) -> bool:
    return "|" in context and bool(_tables(context) or _plain_tables(context))


def _cells(line: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in line.split("|"))


@lru_cache(maxsize=16)
def _tables(context: str) -> tuple[_Table, ...]:
    """Markdown tables of ``context``: a heading line, a rule line ("|---|---|"), then data lines, all with as many
    cells (read once per context)."""
    tables: list[_Table] = []
    lines = [(m.start(), _cells(m.group(1))) for m in _ROW.finditer(context)]
    i = 0
    while i + 1 < len(lines):
        heading, rule = lines[i][1], lines[i + 1][1]
        if len(heading) < 2 or len(rule) != len(heading) or not all(_RULE_CELL.match(c) for c in rule):
            i += 1
            continue
        j, rows = i + 2, []
        while j < len(lines) and len(lines[j][1]) == len(heading):
            rows.append(lines[j][1])
            j += 1
        if rows:
            tables.append(_Table(heading, tuple(rows)))
        i = j
    return tuple(tables)


# A line of a plain table: cells split by "|", outer pipes optional ("Benefit | Essential | Classic | Premier").
_PLAIN_LINE = re.compile(r"^[ \t]*\|?([^\n|]*(?:\|[^\n|]*){2,}?)\|?[ \t]*$", re.MULTILINE)
# (of two cells or more: "Completed years of service | Days per leave year", read only for bands)
_PLAIN_PAIR_LINE = re.compile(r"^[ \t]*\|?([^\n|]*(?:\|[^\n|]*)+?)\|?[ \t]*$", re.MULTILINE)


@lru_cache(maxsize=16)
def _plain_tables(context: str, line: re.Pattern[str] = _PLAIN_LINE) -> tuple[_Table, ...]:
    """Tables written without the markdown rule line: three or more lines one after another, each of three or more
    cells (of ``line``'s count), as many on each line, the first naming the columns (read once per context)."""
    tables: list[_Table] = []
    run: list[tuple[str, ...]] = []
    last_end = -2
    for m in line.finditer(context):
        cells = _cells(m.group(1))
        if any(_RULE_CELL.match(c) for c in cells):
            run = []  # a markdown table: :func:`_tables` reads it
            last_end = -2
            continue
        if m.start() != last_end + 1 or (run and len(cells) != len(run[0])):
            if len(run) >= 3:
                tables.append(_Table(run[0], tuple(run[1:])))
            run = []
        run.append(cells)
        last_end = m.end()
    if len(run) >= 3:
        tables.append(_Table(run[0], tuple(run[1:])))
    return tuple(tables)


def _names_row(claim: str, name: str) -> bool:
    """The claim writes the row's name as a whole phrase; a capitalised name only in capitals ("the Team plan",
    not "the team agreed")."""
    return next(_name_matches(claim, name), None) is not None


def _name_matches(claim: str, name: str) -> Iterator[re.Match[str]]:
    """Where the claim writes ``name`` (:func:`_names_row`)."""
    if not name or not any(c.isalpha() for c in name):
        return iter(())
    flags = 0 if name[0].isupper() else re.IGNORECASE
    return re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", claim, flags)


def _headings_named(claim: str, headings: Sequence[str]) -> list[int]:
    """The columns whose headings the claim names, in the order it names them; a heading written only inside a longer
    one's name ("Silvo 60" in "Silvo 60 Zeolite") is not named there."""
    spans = [(m.start(), m.end(), col) for col in range(1, len(headings)) for m in _name_matches(claim, headings[col])]
    own = [(start, col) for start, end, col in spans
           if not any(s <= start and end <= e and (s, e) != (start, end) for s, e, _ in spans)]
    return list(dict.fromkeys(col for _, col in sorted(own)))


def _named_row(claim: str, table: _Table) -> tuple[str, ...] | None:
    """The one row the claim names; none where it also names another in lower case ("Seasonal team members get a
    fifth off food, compared with 30% for permanent staff": the "Permanent" row's 30% is no figure moved)."""
    named = [row for row in table.rows if _names_row(claim, row[0])]
    if len(named) != 1:
        return None
    lowered = claim.lower()
    return None if any(row is not named[0] and _names_row(lowered, row[0].lower()) for row in table.rows) else named[0]


@lru_cache(maxsize=256)
def _cell_quantities(cell: str) -> tuple[Quantity, ...]:
    """The figures of one cell (read once, not once per claim and column)."""
    return tuple(extract_quantities(cell))


def table_conflicts(claim: str, claim_quantities: Sequence[Quantity], context: str) -> list[str]:
    """Reasons a claim about one row of a markdown table in ``context`` disagrees with that row: a figure of a
    column (by heading word or unit) the row's cell does not give, or a word that only other rows' cells of a column
    write, where the claim names the column."""
    if negation_cues(claim):
        return []
    claim_stems = stemmed_words(claim)
    for table in _tables(context):
        row = _named_row(claim, table)
        if row is None:
            continue
        own = stemmed_words(" ".join(row))  # the row's name too: "Business" names a row, not "next business day"
        for col in range(1, len(table.headings)):
            heading, cell = table.headings[col], row[col]
            heading_stems = stemmed_words(heading)
            cell_qs = _cell_quantities(cell)
            column_units = {e.unit for r in table.rows for e in _cell_quantities(r[col]) if e.unit}
            for q in claim_quantities:
                if q.kind == "year" or not (q.unit in heading_stems or q.unit in column_units):
                    continue
                same = [e for e in cell_qs if e.kind == q.kind]
                if same and not any(q.matches(e) or e.matches(q) or (q.hedged and hedge_allows(q, e)) for e in same):
                    return [f'the table\'s "{row[0]}" row gives {heading}: "{cell}"']
            if not heading_stems or not heading_stems <= claim_stems:
                continue
            others = set().union(*(stemmed_words(r[col]) for r in table.rows if r is not row)) - own - heading_stems
            if claim_stems & others:
                return [f'the table\'s "{row[0]}" row gives {heading}: "{cell}"']
    return []


def _transposed(table: _Table) -> _Table:
    """The table read by its columns: each column a row named by its heading, each row a column."""
    columns = tuple(zip(table.headings, *table.rows, strict=True))
    return _Table(columns[0], columns[1:])


@lru_cache(maxsize=16)
def _readings(context: str) -> tuple[_Table, ...]:
    """Every table of ``context``, markdown or plain, read by its rows and by its columns (read once per context)."""
    return tuple(read for table in (*_tables(context), *_plain_tables(context)) for read in (table, _transposed(table)))


def _alike(q: Quantity, e: Quantity) -> bool:
    """Figures of one kind: a sum of one currency whatever period either is said to be per, a count of one unit."""
    return q.kind == e.kind and (q.kind != "number" or q.unit == e.unit)


def _within_rounding(q: Quantity, value: float) -> bool:
    """``value``, computed, is what ``q`` writes, to its rounding."""
    return abs(value - q.value) <= q.rounding + 1e-9 * max(abs(q.value), 1.0)


def _same_figure(q: Quantity, e: Quantity) -> bool:
    """``e`` gives ``q``'s figure ("£1,000 a year" in a cell "£1,000"): the same value, or one an approximate figure
    allows; a ceiling ("up to £1,000") is its own value, since a cell below it is another limit."""
    return _alike(q, e) and (abs(q.value - e.value) <= 1e-9 * max(abs(q.value), 1.0)
                             or q.hedged and q.bound is None and hedge_allows(q, e))


def _named_cell(claim: str, read: _Table) -> tuple[tuple[str, ...], int, list[int]] | None:
    """The row the claim names, the column its words name best (one, sharing a word) and how many of the claim's
    words each column's heading shares (from the second column on), or None."""
    row = _named_row(claim, read)
    if row is None:
        return None
    claim_stems = stemmed_words(claim)
    overlaps = [len(stemmed_words(heading) & claim_stems) for heading in read.headings[1:]]
    best = max(overlaps, default=0)
    if best == 0 or overlaps.count(best) > 1:
        return None
    return row, 1 + overlaps.index(best), overlaps


def named_cell_gives(q: Quantity, claim: str, context: str) -> bool:
    """The table cell of the row the claim names, in the column its words name best, gives ``q``: "On boost, the
    Swift X keeps going for 8 minutes" against a Swift X "Runtime, boost" of "8 min", whatever the prose gives
    "minutes" for elsewhere."""
    return any(named is not None and any(_same_figure(q, e) for e in _cell_quantities(named[0][named[1]]))
               for read in _readings(context) for named in (_named_cell(claim, read),))


def moved_cell_conflicts(claim: str, claim_quantities: Sequence[Quantity], context: str) -> list[str]:
    """A figure the claim gives for the one row of a table it names (by the row's first cell, or a column's heading
    read as a row) that the table writes only in other rows' cells (not a case the claim supposes), where that row's
    cell in the column the claim's words name best gives another figure of its kind: "On Essential, any single
    article is covered up to £300" against "Single-article limit | £200 | £300 | £500" under "Benefit | Essential |
    Classic | Premier". Or that the row writes only in a column the claim's words do not name ("On boost, the Swift X
    keeps going for 40 minutes", its eco runtime)."""
    figures = [q for q in claim_quantities if q.kind != "year"]
    if not figures or negation_cues(claim):
        return []
    for read in _readings(context):
        if (named := _named_cell(claim, read)) is None:
            continue
        row, col, overlaps = named
        own = _cell_quantities(row[col])
        its_row = [e for cell in row[1:] for e in _cell_quantities(cell)]
        # (its cells under headings the claim's words do not touch: "On boost, the Swift X keeps going for 40
        # minutes" against a Swift X "Runtime, eco" of "40 min" and "Runtime, boost" of "8 min")
        unnamed = [e for j, cell in enumerate(row[1:]) if overlaps[j] == 0 for e in _cell_quantities(cell)]
        others = [e for r in read.rows if r is not row for cell in r[1:] for e in _cell_quantities(cell)]
        for q in figures:
            same = [e for e in own if _alike(q, e)]
            if not same or supposed(claim, q.start, q.end) or any(_same_figure(q, e) for e in own):
                continue
            in_named = any(_same_figure(q, e) for e in its_row if e not in unnamed)
            if (not any(_same_figure(q, e) for e in its_row) and any(_same_figure(q, e) for e in others)
                    or not in_named and any(_same_figure(q, e) for e in unnamed)):
                return [f'the table\'s "{row[0]}" gives {read.headings[col]}: "{row[col]}"']
    return []


# The comparative after a difference: which of the two things the claim names has the larger figure.
_LARGER_FIRST = re.compile(r"\b(?:more|dearer|longer|higher|heavier|bigger|larger|wider|later|greater|costlier)\b",
                           re.IGNORECASE)
_SMALLER_FIRST = re.compile(r"\b(?:less|cheaper|shorter|lower|lighter|smaller|fewer|narrower|earlier)\b",
                            re.IGNORECASE)


def difference_of_named_cells(q: Quantity, claim: str, context: str) -> bool:
    """``q``, a difference the claim gives between two things a table's columns (or rows) are headed by, is the
    difference of their cells in one row (column): "The Trailcell 1000 is €250 dearer than the Volt 700." against a
    Price row "€899" under Trailcell 1000 and "€649" under Volt 700. The thing the claim names first has the larger
    figure where it says "more", "dearer", "longer" ..., the smaller where it says "less", "cheaper" ...; the cells
    give figures of ``q``'s kind (a count, of its unit)."""
    after = claim[q.end:q.end + 40]
    larger_first, smaller_first = bool(_LARGER_FIRST.search(after)), bool(_SMALLER_FIRST.search(after))
    if larger_first == smaller_first:
        return False  # no comparative, or both: which is larger is not said
    for read in _readings(context):
        named = _headings_named(claim, read.headings)
        if len(named) != 2:
            continue
        first, second = named
        for row in read.rows:
            a = [e for e in _cell_quantities(row[first]) if _alike(q, e)]
            b = [e for e in _cell_quantities(row[second]) if _alike(q, e)]
            if len(a) != 1 or len(b) != 1:
                continue
            gap = a[0].value - b[0].value
            if (gap > 0) == larger_first and _within_rounding(q, abs(gap)):
                return True
    return False


# A claim adding to a thing ("Adding the expansion battery", "with the extra tank", "plus"), and a figure said to add.
_ADDING = re.compile(r"\b(?:add|adds|adding|added|plus|with\s+(?:the|an?|its)\b)", re.IGNORECASE)
_ADDS = re.compile(r"\b(?:adds|adding|add|plus|extra|additional)\b[^.;\d]*$", re.IGNORECASE)


def cell_with_add_ons(q: Quantity, claim: str, context: str, quantities: Sequence[Quantity]) -> bool:
    """``q``, a sum, is the cell of the one thing a table's columns (or rows) are headed by that the claim names, plus
    one or two sums of the context's prose, each in a sentence sharing a word with the claim beyond the table's
    headings: "A Glide 5 Pro with one spare battery would set you back £308" from a Glide 5 Pro price cell "£249" and
    "Spare batteries: Glide 5 Pro £59, ...", within ``q``'s rounding. A measure too, where the claim adds ("Adding the
    expansion battery doubles the Hearthbank 2000 to 4,096 Wh") and the prose says the figure adds ("adds 2,048 Wh")."""
    sums = q.kind.startswith("currency:")
    if not sums and not (q.kind == "number" and q.unit and _ADDING.search(claim)):
        return False
    claim_words = stemmed_words(claim) - GENERIC - PRICE_WORDS
    for read in _readings(context):
        named = _headings_named(claim, read.headings)
        if len(named) != 1:
            continue
        bases = [e for row in read.rows for e in _cell_quantities(row[named[0]]) if _alike(q, e)]
        if not bases:
            continue
        headings = stemmed_words(" ".join(read.headings)) | stemmed_words(" ".join(row[0] for row in read.rows))
        add_ons = [e for e in quantities if _alike(q, e) and e.value > 0 and "|" not in _line_of(context, e.start)
                   and (sums or _ADDS.search(context, max(0, e.start - 25), e.start))
                   and _prices_for(context, e, quantities, read.headings, named[0], claim_words - headings)]
        for k in (1, 2):
            if any(_within_rounding(q, base.value + sum(e.value for e in chosen))
                   for base in bases for chosen in itertools.combinations(add_ons, k)):
                return True
    return False


def _prices_for(context: str, e: Quantity, quantities: Sequence[Quantity], headings: Sequence[str], col: int,
                claim_words: set[str]) -> bool:
    """``e``'s sentence shares one of ``claim_words`` and, where it names any of the table's things, names the claim's
    ("a 200 W folding panel can be added for €279 (Volt 700 and Trailcell 1000 only)" is no add-on of the Volt
    300), which the words between the figure before ``e`` and ``e`` do as well if they name one ("Glide 5 Pro £59,
    Swift X £45")."""
    span = sentence_span_at(context, e.start)
    if span is None or not claim_words & stemmed_words(span.text):
        return False
    named = _headings_named(span.text, headings)
    lead = context[max([span.start] + [x.end for x in quantities if _alike(e, x) and span.start <= x.end <= e.start])
                   : e.start]
    led_by = _headings_named(lead, headings)
    return (not named or col in named) and (not led_by or led_by == [col])


def _line_of(context: str, at: int) -> str:
    end = context.find("\n", at)
    return context[context.rfind("\n", 0, at) + 1 : end if end >= 0 else len(context)]


# A band written in a table's first cell: "5 to 9", "2-4 years", "Less than 2", "10 or more", "Over 65".
_FIGURE = r"(\d[\d,]*(?:\.\d+)?)"
_BAND_CELL = re.compile(
    rf"\s*(?:{_FIGURE}\s*(?:to|-|–|—)\s*{_FIGURE}|(less\s+than|under|fewer\s+than|below|up\s+to)\s+{_FIGURE}"
    rf"|{_FIGURE}\s*(\+|or\s+more|and\s+over|and\s+above|or\s+over|or\s+longer)|(over|more\s+than|above)\s+{_FIGURE})"
    r"((?:\s+[^\W\d_]+){0,3})\s*", re.IGNORECASE)


@dataclass(frozen=True)
class _Band:
    low: float
    high: float
    low_in: bool
    high_in: bool
    units: frozenset[str]  # the words after its figures, stemmed: "years" of "2 to 4 years"


def _band_of(cell: str) -> _Band | None:
    """The band a first cell writes, or None."""
    m = _BAND_CELL.fullmatch(cell)
    if m is None:
        return None
    figure = [float(g.replace(",", "")) if g and g[0].isdigit() else None for g in m.groups()[:8]]
    units = frozenset(stemmed_words(m.group(9)))
    if figure[0] is not None:
        return _Band(figure[0], figure[1], True, True, units)
    if figure[3] is not None:
        return _Band(float("-inf"), figure[3], False, m.group(3).lower().startswith("up"), units)
    if figure[4] is not None:
        return _Band(figure[4], float("inf"), True, False, units)
    return _Band(figure[7], float("inf"), False, False, units)


def _in_band(value: float, band: _Band) -> bool:
    low, high, low_in, high_in = band.low, band.high, band.low_in, band.high_in
    return (low < value or low_in and low == value) and (value < high or high_in and value == high)


@lru_cache(maxsize=16)
def _band_tables(context: str) -> tuple[tuple[_Table, tuple[_Band, ...]], ...]:
    """The band tables of ``context`` (two-column ones too), each with its rows' bands: two or more rows, every first
    cell a band, since a row not read as one ("6 months to 2 years") may hold a case too (read once per context)."""
    out = []
    for table in (*_tables(context), *_plain_tables(context, _PLAIN_PAIR_LINE)):
        bands = [_band_of(row[0]) for row in table.rows]
        if len(bands) >= 2 and None not in bands:
            out.append((table, tuple(b for b in bands if b is not None)))
    return tuple(out)


def _case_rows(q: Quantity, claim: str, claim_quantities: Sequence[Quantity], context: str
               ) -> Iterator[tuple[_Table, tuple[str, ...]]]:
    """Each band table (:func:`_band_tables`) whose first heading shares a word (beyond time units) with the claim,
    with the one row whose band holds a case figure of the claim other than ``q``, in the band's unit where it writes
    one ("Over 5 years" holds no "six months", nor "16 weeks"), else in the first heading's."""
    claim_words = stemmed_words(claim) - GENERIC
    for table, bands in _band_tables(context):
        first = stemmed_words(table.headings[0])
        if not claim_words & first:
            continue
        for case in claim_quantities:
            if case is q or case.kind != "number" or band_width_given(case, claim, claim_quantities, context):
                continue  # (a band's length is no case inside one: "followed by 10 weeks at 60%")
            units = {case.unit} | {stem(w) for w in tokenize(claim[case.end : case.end + 40])[:2]}
            holding = [row for row, band in zip(table.rows, bands, strict=True)
                       if _in_band(case.value, band) and (units & band.units if band.units else
                                                          case.unit is None or case.unit in first or units & first)]
            if len(holding) == 1:
                yield table, holding[0]


def _column_gives(q: Quantity, table: _Table, row: tuple[str, ...], col: int) -> list[Quantity]:
    """The figures of ``row``'s cell in column ``col`` of ``q``'s kind (:func:`_gives_in_its_column`)."""
    return [e for e in _cell_quantities(row[col]) if _gives_in_its_column(q, e, table.headings[col])]


def _gives_value(q: Quantity, given: Sequence[Quantity]) -> bool:
    return any(_within_rounding(q, e.value) for e in given)


def band_row_gives(q: Quantity, claim: str, claim_quantities: Sequence[Quantity], context: str) -> bool:
    """``q`` is the figure a band table gives in the row whose first-cell band holds the claim's case: "With seven
    completed years of service, you're entitled to 27 days" against "Completed years of service | Days per leave
    year" and "5 to 9 | 27". The case is another figure of the claim, its words sharing one of the first heading's
    beyond time units; ``q``'s figure stands in a column whose heading holds its unit (or in a cell of its kind)."""
    return any(_gives_value(q, _column_gives(q, table, row, col))
               for table, row in _case_rows(q, claim, claim_quantities, context)
               for col in range(1, len(table.headings)))


def band_width_given(q: Quantity, claim: str, claim_quantities: Sequence[Quantity], context: str) -> bool:
    """``q``, a count of the first heading's unit (or the bands'), is how many units a band row spans, or where the
    first band starts at 1 its top ("the first 16 weeks" of "1-16"), for the row whose other cells the claim names
    by a word or a figure: "The last 13 weeks of a full 52-week maternity leave are unpaid" against "Weeks of leave |
    Pay" and "40-52 | Unpaid"; "followed by 10 weeks at 60%" against "17-26 | 60% of normal basic salary"."""
    if q.kind != "number" or q.unit is None or q.hedged or not q.value.is_integer():
        return False
    claim_words = stemmed_words(claim) - GENERIC
    for table, bands in _band_tables(context):
        for row, band in zip(table.rows, bands, strict=True):
            if q.unit not in (band.units or stemmed_words(table.headings[0])) or not (
                    band.low_in and band.high_in and band.low.is_integer() and band.high.is_integer()):
                continue
            if q.value != band.high - band.low + 1 and not (band.low == 1 and q.value == band.high):
                continue
            cells = [e for cell in row[1:] for e in _cell_quantities(cell)]
            if claim_words & (stemmed_words(" ".join(row[1:])) - GENERIC) or any(
                    c is not q and any(_same_figure(c, e) for e in cells) for c in claim_quantities):
                return True
    return False


def band_row_conflicts(claim: str, claim_quantities: Sequence[Quantity], context: str) -> list[str]:
    """A claim figure another band's row gives, in a column where the row holding the claim's case gives another
    figure of its kind: "With seven completed years of service, you're entitled to 25 days" against "2 to 4 | 25" and
    "5 to 9 | 27" (:func:`band_row_gives`). Not for a claim with a negation ("you don't get 25 days")."""
    if negation_cues(claim):
        return []
    for q in claim_quantities:
        if q.kind == "year" or supposed(claim, q.start, q.end):
            continue
        for table, row in _case_rows(q, claim, claim_quantities, context):
            for col in range(1, len(table.headings)):
                own = _column_gives(q, table, row, col)
                if own and not _gives_value(q, own) and any(_gives_value(q, _column_gives(q, table, other, col))
                                                            for other in table.rows if other is not row):
                    return [f'for the claim\'s case the table\'s "{row[0]}" row gives {table.headings[col]}: '
                            f'"{row[col]}"']
    return []


def _gives_in_its_column(q: Quantity, e: Quantity, heading: str) -> bool:
    """A cell's figure ``e`` is of ``q``'s kind: a sum of its currency, a count of its unit, or a bare count under a
    heading that names the unit ("27" under "Days per leave year")."""
    if q.kind != e.kind:
        return False
    if q.kind != "number" or q.unit == e.unit:
        return True
    return e.unit is None and q.unit is not None and q.unit in stemmed_words(heading)


# A cell saying the thing lacks the row's feature: "No", "No (2)", "✗", "—".
_NO_CELL = re.compile(r"\s*(?:No|None|✗|✘|—|–|-)\s*(?:\(\d+\)|\*+)?\s*")
# and one saying it has it: "Yes", "Yes (30 ms)", "✓".
_YES_CELL = re.compile(r"\s*(?:Yes|✓|✔)\b.*", re.DOTALL)


def denied_cell_conflicts(claim: str, context: str) -> list[str]:
    """A claim saying, without a negation, that the one thing of a table it names has what a row (or column) names,
    where that thing's cell says "No": "The Glide 3 has a removable battery." against "Removable battery | No | Yes
    ..." under "Spec | Glide 3 | Glide 5 Pro ..."; or denying it in the clause of its one negation where the cell says
    "Yes": "The Glide 5 Pro has no removable battery." The row is the one whose every word the claim (the negated
    clause) writes, the longest such if one is longest."""
    cues = negation_cues(claim)
    if cues:
        statements = statement_negation_cues(claim)
        if len(cues) != 1 or len(statements) != 1:
            return []
        words, cell_says = stemmed_words(clause_around(claim, *statements[0])), _YES_CELL
    else:
        words, cell_says = stemmed_words(claim), _NO_CELL
    for read in _readings(context):
        named = _headings_named(claim, read.headings)
        if len(named) != 1:
            continue
        rows = [(len(row_words), row) for row in read.rows
                if (row_words := stemmed_words(row[0])) and row_words <= words]
        if not rows:
            continue
        longest = max(size for size, _ in rows)
        held = [row for size, row in rows if size == longest]
        if len(held) == 1 and cell_says.fullmatch(cell := held[0][named[0]]):
            return [f'the table\'s "{held[0][0]}" row gives {read.headings[named[0]]}: "{cell}"']
    return []


# A superlative over a table's things, what it measures ("mass", "db", "currency", or the claim's own figure's kind)
# and which end: "the lightest of the four", "the cheapest model". Not one narrowed to some of them ("the cheapest
# model with a removable battery", "the lightest among the cordless ones").
_SUPERLATIVE = re.compile(
    r"\b(?:the\s+)?(lightest|heaviest|cheapest|priciest|dearest|most\s+expensive|least\s+expensive|quietest|loudest"
    r"|noisiest|biggest|largest|smallest)\b(?![^.;,]*?\b(?:with|without|that|which|among|under|over|for|except|apart"
    r"|other\s+than|if|when)\b)", re.IGNORECASE)
_SUPERLATIVE_MEASURES = {
    "lightest": ("mass", min), "heaviest": ("mass", max), "cheapest": ("currency", min), "priciest": ("currency", max),
    "dearest": ("currency", max), "most expensive": ("currency", max), "least expensive": ("currency", min),
    "quietest": ("db", min), "loudest": ("db", max), "noisiest": ("db", max), "biggest": ("figure", max),
    "largest": ("figure", max), "smallest": ("figure", min),
}


def superlative_conflicts(claim: str, claim_quantities: Sequence[Quantity], context: str) -> list[str]:
    """A claim calling the one thing of a table it names the lightest, cheapest, quietest ... (or, of the claim's own
    figure's kind, the biggest, smallest) where another thing's cell in the row of that measure is lower (higher): "The
    Loop 3 is the lightest of the four at 24 g" against a Weight row where the Pace S weighs 22 g. The row is the one
    whose every cell gives a figure of the measure (its first counts); where the claim gives one for the named thing,
    that thing's cell must give it too ("The DryLeaf 10 weighs 7.1 kg, making it the lightest")."""
    m = _SUPERLATIVE.search(claim)
    if m is None or negation_cues(claim):
        return []
    measure, end = _SUPERLATIVE_MEASURES[" ".join(m.group(1).lower().split())]
    # (the claim's figures of a unit or currency: "At 8 litres, ..."; not the "3" of "the Glide 3", nor "the four")
    measured = [q for q in claim_quantities if q.kind != "year" and (q.unit is not None or q.kind != "number")]
    if measure == "figure" and not measured:
        return []

    def of_measure(e: Quantity) -> bool:
        if measure == "currency":
            return e.kind.startswith("currency:")
        if measure == "figure":
            return any(_alike(q, e) for q in measured)
        return e.kind == "number" and e.unit == measure

    figures = [q for q in measured if of_measure(q)]

    for read in _readings(context):
        named = _headings_named(claim, read.headings)
        if len(named) != 1 or len(read.headings) < 4:
            continue
        rows = []
        for row in read.rows:
            cells = [[e for e in _cell_quantities(cell) if of_measure(e)] for cell in row[1:]]
            if all(cells):
                rows.append((row, [found[0] for found in cells]))  # (a cell's first: "640 W (320 W low fan)")
        if len(rows) != 1:
            continue
        row, firsts = rows[0]
        own, extreme = firsts[named[0] - 1], end(range(len(firsts)), key=lambda j: firsts[j].value)
        gives = f'the table\'s "{row[0]}" row gives {read.headings[named[0]]} "{row[named[0]]}"'
        if firsts[extreme].value != own.value:
            return [f'{gives}; the {m.group(1).lower()} is {read.headings[1 + extreme]}, "{row[1 + extreme]}"']
        if figures and not any(_same_figure(q, own) for q in figures):
            return [f"{gives}, not the claim's " + ", ".join(
                f'"{q.text} {q.unit_word}"' if q.unit_word else f'"{q.text}"' for q in figures)]
    return []
