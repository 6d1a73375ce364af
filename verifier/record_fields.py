"""A claim made only of what a JSON record's fields give: "Dogs are allowed, and it is wheelchair accessible."
against ``"DogsAllowed": true, "WheelchairAccessible": true``; "The store has a 3.5-star average from 64 reviews."
against ``"stars": 3.5, "review_count": 64``.

The model was trained on prose: a ``true`` after a key is nothing it can read, so a claim that only restates a
record's fields comes out unsupported. Such a sentence is stated by the record (:func:`fields_stated`) when every word
in it is one of:

- a binding word ("is", "has", "offers", "listed as", a generic noun for the place, a negation);
- the words of a yes/no field whose key words are all in the sentence's clause, the polarity (negated or not) of the
  part of the clause holding them matching the field's value ("no WiFi" against ``"WiFi": "no"``; "does not take
  reservations, is good for kids": each part says its own, a part without a verb goes on saying no; nested keys
  bring their parent's words:
  ``"BusinessParking": {"garage": true}`` needs "parking" and "garage"; a key's leading verb may be left out:
  "takes credit cards" for ``"BusinessAcceptsCreditCards": true``);
- the words of an enum value (``"Alcohol": "beer_and_wine"``: "beer and wine"; a one-word value needs its key's
  words too: "free WiFi", except a noise level's "loud" or "quiet");
- which days it opens, as the record's hours give them ("closed on Mondays", "open Tuesday through Saturday", "open
  six days a week"), "currently open" for ``"is_open": 1`` and "no longer open" for ``"is_open": 0``;
- "by appointment only", "appointments are required" or "no appointment is needed", "walk-ins welcome" for a key
  about appointments (``"ByAppointmentOnly"``), and "parking is street only" for ``"BusinessParking"`` whose named
  kind alone is yes (the other kinds it then denies may be named in a negated part: "there is no lot or garage");
- a category item's words ("Thai", "Bakeries"), and the words of the name, address or city where the claim writes
  them capitalised (or as figures: "88 Corran Road"; a US state's or Canadian province's code as its name: "OR",
  "Oregon");
- a figure equal to the number field for the noun after it ("4.5 stars", "212 reviews"), a rating ("rated 4.5", "a
  rating of 4.5"), a price level ("a price level of 2", "moderately priced"),

and the sentence uses at least one field, figure or category item. A field the clause names with the other
polarity, or a figure that differs, leaves the sentence unstated (the conflict checks report those). Not read:
sentences with "only" (other than the two readings above), "rather than", "instead of", "except" (mixed polarity),
and times (``verifier.opening_hours`` reads hours).

Values in a listing dump's form are read as what they say (:func:`dump_value`): ``"True"``, ``"u'no'"``,
``"u'none'"``, ``"{'garage': False, 'street': True}"``.

The same reading of the fields serves the conflict checks (``verifier.records``, ``verifier.numbers``): an item a
claim lists the place under that no category names (:func:`listed_categories_conflict`), a denial the record's "no"
fields make too (:func:`denied_by_record`), and a claim with the place's name left out (:func:`without_record_name`).
"""

from __future__ import annotations

import ast
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from verifier.opening_hours import Hours, open_days_talk
from verifier.periods import WEEKDAYS
from verifier.structured import _json_blocks, _Node, label
from verifier.text import STOPWORDS, blanked, counting_words, stem

__all__ = ["CLOSED_FOR_GOOD", "CONTAINERS", "card_forms", "denied_by_record", "dump_value", "fields_stated",
           "key_words", "listed_categories_conflict", "mentions_records", "without_record_name"]

_PREFIXES = frozenset({"restaurant", "restaurants", "business", "businesses", "has", "is"})
# Keys that hold a record's fields without saying what they are about ("attributes": {"OutdoorSeating": ...}).
CONTAINERS = frozenset({"", "attributes", "properties", "features", "amenities", "details", "data", "info", "flags",
                        "settings", "options", "record", "result", "results", "item", "items", "fields"})
# US states' and Canadian provinces' codes and names
_STATE_CODES = dict(pair.split("=") for pair in str.split(
    "AL=Alabama AK=Alaska AZ=Arizona AR=Arkansas CA=California CO=Colorado CT=Connecticut DE=Delaware FL=Florida "
    "GA=Georgia HI=Hawaii ID=Idaho IL=Illinois IN=Indiana IA=Iowa KS=Kansas KY=Kentucky LA=Louisiana ME=Maine "
    "MD=Maryland MA=Massachusetts MI=Michigan MN=Minnesota MS=Mississippi MO=Missouri MT=Montana NE=Nebraska "
    "NV=Nevada NH=New_Hampshire NJ=New_Jersey NM=New_Mexico NY=New_York NC=North_Carolina ND=North_Dakota OH=Ohio "
    "OK=Oklahoma OR=Oregon PA=Pennsylvania RI=Rhode_Island SC=South_Carolina SD=South_Dakota TN=Tennessee TX=Texas "
    "UT=Utah VT=Vermont VA=Virginia WA=Washington WV=West_Virginia WI=Wisconsin WY=Wyoming DC=District_of_Columbia "
    # Canada's provinces and territories
    "AB=Alberta BC=British_Columbia MB=Manitoba NB=New_Brunswick NL=Newfoundland_and_Labrador NS=Nova_Scotia "
    "NT=Northwest_Territories NU=Nunavut ON=Ontario PE=Prince_Edward_Island QC=Quebec SK=Saskatchewan YT=Yukon"
))
# A key's leading verb a claim may say another way: "takes credit cards" for "BusinessAcceptsCreditCards".
_KEY_VERBS = frozenset({"accepts", "accept", "allows", "offers", "has", "serves"})
_PLACE_PREFIXES = frozenset({"restaurant", "restaurants", "business", "businesses"})
_PY_STRING = re.compile(r"""^u?(['"])(.*)\1$""", re.DOTALL)
_YES = frozenset({"true", "yes"})
_NO = frozenset({"false", "no", "none"})
_TEXT_KEYS = frozenset({"categories", "category"})
# Fields whose words a claim writes capitalised (or as figures): "on Corran Road" for "88 Corran Road".
_NAME_KEYS = frozenset({"name", "business_name", "address", "city", "state", "neighborhood", "neighbourhood",
                        "postal_code", "postcode", "zip", "zip_code"})
_MAX_ENUM_WORDS = 3  # a longer string is a text (a review, a description), not a value
# "3.5" is no sentence end, nor is ";" (its clauses share what the sentence reads: "Parking is street only; there is no
# lot or garage")
_SENTENCE = re.compile(r"(?:[^.!?]|\.(?=\d))+(?:[.!?]+|$)")
_CLAUSE_BREAK = re.compile(r"[;:]\s+|,\s+(?:and|but|while|whereas|though|although)\s+"
                           r"|\s+(?:but|while|whereas|though|although)\s+", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:no|not|never|none|nor|neither|without|lacks?)\b|n['’]t\b", re.IGNORECASE)
_UNREAD = re.compile(r"\b(?:only|rather\s+than|instead\s+of|except|apart\s+from|other\s+than|but\s+not)\b"
                     r"|\d:\d\d|\d\s?[ap]\.?m\b", re.IGNORECASE)
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[^\W\d_]+")
_BINDING = frozenset(str.split(
    "a an the it its this that there here is are was were be been being has have had and or also both as with of in "
    "at on for from by over across to which who offers offer offered offering provides provide provided providing "
    "available serves serve served serving accepts accept accepted takes take took taking allows allowed features "
    "feature includes include including listed marked marks mark shown indicated rated rating ratings average "
    "averages averaging overall star stars review reviews based out place spot business shop store venue "
    "establishment location outlet studio salon restaurant own holds listing shows notes under besides can customers "
    "guests diners visitors works rates get gets use option choice operates carries names among "
    "no not never none nor neither without lacks lack "
    "does do doesn don isn aren t s "
    "but while whereas though although"))
# A part of a clause with one of these says its own yes or no ("does not take reservations, is good for kids"); a part
# without one continues the part before it ("has no WiFi, parking or outdoor seating").
_OWN_VERB = frozenset(str.split(
    "is are was were has have had offers offer provides serves accepts takes allows features includes does do can "
    "holds sits gets isn aren doesn don"))
_PART_BREAK = re.compile(r",\s*|\s+and\s+", re.IGNORECASE)
# "currently open for business" for "is_open": 1
_TRADING = re.compile(r"\b(?:currently|still)\s+open(?:\s+for\s+business)?\b|\bopen\s+for\s+business\b"
                      r"|\b(?:currently|still)\s+(?:operating|trading)\b|\bstill\s+in\s+business\b", re.IGNORECASE)
# "is_open": 0, said as the business being closed for good (read before _TRADING: "no longer open for business"); the
# records checker reads it against "is_open": 1
CLOSED_FOR_GOOD = re.compile(r"\b(?:permanently\s+closed|closed\s+(?:down|permanently|for\s+good)|shut\s+down"
                             r"|no\s+longer\s+(?:open|in\s+business|operating|trading)|out\s+of\s+business)\b",
                             re.IGNORECASE)
# An appointments key's yes and no: "by appointment only", "appointments are required", "an appointment-only
# business"; "no appointment is needed", "did not need an appointment", "walk-ins welcome", "is not an
# appointment-only business" (the no is read first: "does not require an appointment")
_APPOINTMENT_NO = re.compile(
    r"\bno\s+appointments?\s+(?:is\s+|are\s+)?(?:required|needed|necessary)\b"
    r"|\b(?:(?:do|does|did)\s+not|don['’]t|doesn['’]t|didn['’]t)\s+(?:need|require)\s+(?:an\s+)?appointments?\b"
    r"|\bwithout\s+(?:an\s+)?appointments?\b|\bwalk-?ins\s+(?:are\s+)?welcome\b"
    r"|\b(?:is\s+not|isn['’]t)\s+(?:an?\s+)?appointment[-\s]only\b", re.IGNORECASE)
_APPOINTMENT_YES = re.compile(
    r"\bby\s+appointment\s+only\b|\bappointments?\s+(?:is\s+|are\s+)?(?:required|needed|necessary)\b"
    r"|\b(?:needs?|requires?)\s+(?:an\s+)?appointments?\b|\bappointment[-\s]only\b", re.IGNORECASE)
# One kind of parking and no other: "parking is street only", "street parking only", "only street parking"
_PARKING_ONLY = re.compile(r"\bparking\s+(?:is\s+)?(?:on\s+(?:the\s+)?|in\s+(?:a\s+)?)?"
                           r"(street|lot|garage|valet)\s+only\b"
                           r"|\b(street|lot|garage|valet)\s+parking\s+only\b"
                           r"|\bonly\s+(street|lot|garage|valet)\s+parking\b", re.IGNORECASE)
_AS_WELL_AS = re.compile(r"\bas\s+well\s+as\b", re.IGNORECASE)  # read as "and"
# a key's noun written as its verb: "does not deliver" for "RestaurantsDelivery"
_VERB_OF_NOUN = {"delivery": "deliver"}
# a price level written in dollar signs: "the $$$ price level", "a $$ spot" (not "$5")
_DOLLAR_LEVEL = re.compile(r"(?<![\w$])(\${1,4})(?![\w$.,])")
# a noise level's value says what it is without the key's words: "a loud spot"
_NOISE_VALUES = frozenset({"loud", "quiet"})
_FIGURE_NOUNS = {"star": "stars", "review": "review_count"}
_RATED_BEFORE = re.compile(r"\b(?:rated|rating\s+of|average\s+of|averages|averaging|scored?)\s*$", re.IGNORECASE)
_PRICE_BEFORE = re.compile(r"\bprice\s+(?:level|range|tier)\s+(?:of\s+|is\s+)?$", re.IGNORECASE)
_PRICE_WORDS: dict[str, frozenset[int]] = {
    "inexpensive": frozenset({1}), "cheap": frozenset({1}), "budget": frozenset({1}), "affordable": frozenset({1, 2}),
    "moderately": frozenset({2}), "moderate": frozenset({2}), "mid": frozenset({2}),
    "pricey": frozenset({3, 4}), "expensive": frozenset({3, 4}), "upscale": frozenset({3, 4}),
}
_PRICE_COMPANIONS = frozenset({"priced", "range", "price", "level", "prices", "tier", "side"})  # "on the pricey side"
# "moderately priced", "mid-range prices", not "a moderate noise level"
_NEEDS_PRICE_WORD = frozenset({"moderately", "moderate", "mid"})
_PRICE_NOUNS = frozenset({"priced", "price", "prices", "pricing", "range"})


def dump_value(value: object) -> object:
    """A field's value as a listing dump writes it, read: ``"True"`` -> True, ``"u'no'"`` -> False, ``"u'free'"`` ->
    "free", ``"{'garage': False}"`` -> {"garage": False}; other values unchanged."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if m := _PY_STRING.match(text):
        text = m.group(2).strip()
    if text.startswith("{") and text.endswith("}"):
        try:
            parsed = ast.literal_eval(text)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return text
        if isinstance(parsed, dict):
            return {str(k): dump_value(v) for k, v in parsed.items()}
        return text
    if text.lower() in _YES:
        return True
    if text.lower() in _NO:
        return False
    return text


def mentions_records(context: str) -> bool:
    """The context may hold a JSON record (a cheap test before parsing it)."""
    return '":' in context or '" :' in context


def key_words(key: str) -> list[str]:
    """A key's words, lower case, without the habitual prefixes ("RestaurantsTakeOut" -> take, out)."""
    return [w.lower() for w in label(key).split() if w.lower() not in _PREFIXES]


_WI_FI = re.compile(r"\bwi-fi\b", re.IGNORECASE)  # "Wi-Fi" for the key "WiFi"


def _fold(text: str) -> str:
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return _AS_WELL_AS.sub("and", _WI_FI.sub("WiFi", text))


# A credit-card field named without "credit": "takes cards", "payment by card" (not "greeting cards": a payment word
# goes with it).
_CARD_FORMS = tuple(frozenset({stem(verb), "card"}) for verb in ("accepts", "takes", "pay", "payment"))


def card_forms(words: list[str]) -> list[frozenset[str]]:
    """The word sets naming a credit-card key's field without "credit" (none for another key)."""
    return list(_CARD_FORMS) if "credit" in words and "cards" in words else []


def _stems(text: str) -> frozenset[str]:
    return frozenset(stem(t) for t in _TOKEN.findall(_fold(text).lower()))


@dataclass(frozen=True)
class _Flag:
    forms: tuple[frozenset[str], ...]  # word sets any one of which names the field ({take, out}, {takeout})
    yes: bool
    key: str


@dataclass(frozen=True)
class _Enum:
    key_stems: frozenset[str]
    value_stems: frozenset[str]
    key: str
    value: str


@dataclass(frozen=True)
class _Fields:
    flags: tuple[_Flag, ...]
    enums: tuple[_Enum, ...]
    texts: tuple[tuple[frozenset[str], str], ...]  # category items (stems, as written): all of one must be named
    name: frozenset[str]  # the words of the name, address, city
    place: frozenset[str]  # the habitual key prefixes the record uses ("restaurant" for "RestaurantsTakeOut")
    figures: dict[str, tuple[float, ...]]  # "stars" / "review_count" / "price" -> values

    def __bool__(self) -> bool:
        return bool(self.flags or self.enums or self.figures)


def _number(value: object) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str) and re.fullmatch(r"\d+(?:\.\d+)?", value.strip()):
        return float(value)
    return None


@lru_cache(maxsize=16)
def _fields(context: str) -> _Fields:
    flags: list[_Flag] = []
    enums: list[_Enum] = []
    texts: list[tuple[frozenset[str], str]] = []
    name: set[str] = set()
    place: set[str] = set()
    figures: dict[str, list[float]] = {}

    def scalar(key: str, parent: str, raw: object) -> None:
        low = key.lower()
        value = dump_value(raw)
        if isinstance(value, dict):
            for k, v in value.items():
                scalar(k, key, v)
            return
        if low in _NAME_KEYS and isinstance(value, str):
            name.update(_stems(value))
            if low == "state" and value.strip().upper() in _STATE_CODES:  # "OR": a claim writes "Oregon"
                name.update(_stems(_STATE_CODES[value.strip().upper()].replace("_", " ")))
            return
        if low in _TEXT_KEYS and isinstance(value, str):
            texts.extend((s, part.strip()) for part in re.split(r"[,/&]", value) if (s := _stems(part)))
            return
        above = key_words(parent) if parent.lower() not in CONTAINERS else []
        own = key_words(key)
        place.update(stem(w.lower()) for w in label(key).split()[:1] if w.lower() in _PLACE_PREFIXES)
        if (number := _number(value)) is not None:
            if low in ("stars", "rating", "stars_rating", "average_rating"):
                figures.setdefault("stars", []).append(number)
            elif low in ("review_count", "reviews_count", "num_reviews"):
                figures.setdefault("review_count", []).append(number)
            elif "price" in low and number in (1, 2, 3, 4):
                figures.setdefault("price", []).append(number)
            elif low == "is_open" and number in (0, 1):
                figures.setdefault("is_open", []).append(number)
            return
        words = above + own
        if not words:
            return
        if isinstance(value, bool):
            forms = [frozenset(stem(w) for w in words)]
            if len(own) > 1:  # "take out" written "takeout"
                forms.append(frozenset(stem(w) for w in above) | {"".join(own)})
            if len(own) > 1 and own[0] in _KEY_VERBS:
                forms.append(frozenset(stem(w) for w in above + own[1:]))
            forms += card_forms(own)
            forms += [frozenset(stem(w) for w in above) | {_VERB_OF_NOUN[w]} for w in own if w in _VERB_OF_NOUN]
            flags.append(_Flag(tuple(forms), value, f"{parent}.{key}" if above else key))
        elif isinstance(value, str) and 0 < len(value.replace("_", " ").split()) <= _MAX_ENUM_WORDS:
            enums.append(_Enum(frozenset(stem(w) for w in words), _stems(value.replace("_", " ")) - {"and"}, key,
                               value))

    def walk(node: _Node, parent: str) -> None:
        if node.kind == "array":
            for child in node.value:  # type: ignore[union-attr]
                walk(child, parent)
            return
        if node.kind != "object" or "hours" in parent.lower():
            return
        for key, _, child in node.value:  # type: ignore[union-attr]
            if child.kind == "scalar":
                scalar(key, parent, child.value)
            elif child.kind == "array" and key.lower() in _TEXT_KEYS:
                for item in child.value:  # type: ignore[union-attr]
                    if item.kind == "scalar" and isinstance(item.value, str):
                        texts.extend((s, part.strip()) for part in re.split(r"[,/&]", item.value)
                                     if (s := _stems(part)))
            elif key.lower() not in ("reviews", "tips"):
                walk(child, key)

    for block in _json_blocks(context):
        walk(block, "")
    return _Fields(tuple(flags), tuple(enums), tuple(texts), frozenset(name), frozenset(place),
                   {k: tuple(v) for k, v in figures.items()})


def _clause_fields(clause: str, fields: _Fields) -> tuple[set[str], list[str]] | None:
    """The stems the record's fields account for in one clause and the fields used, or None where a field the
    clause names has the other polarity, or a figure differs from the record's."""
    stems = _stems(clause)
    negated_stems = _negated_stems(clause)
    covered: set[str] = set()
    used: list[str] = []
    for flag in fields.flags:
        for form in flag.forms:
            if form <= stems:
                if flag.yes == bool(form & negated_stems):
                    return None
                covered |= form
                used.append(f'"{flag.key}": {"yes" if flag.yes else "no"}')
                break
    for enum in fields.enums:
        key_named = bool(enum.key_stems) and enum.key_stems <= stems
        value_named = bool(enum.value_stems) and enum.value_stems <= stems
        named = (enum.key_stems if key_named else frozenset()) | (enum.value_stems if value_named else frozenset())
        negated = bool(named & negated_stems)
        noise_key = "noise" in enum.key.lower()
        noise = noise_key and enum.value_stems <= _NOISE_VALUES
        # (a noise level's key words alone say nothing: every place has one; "Its noise level is average" names
        # another value, with a word that binds ratings)
        if (value_named and (key_named or len(enum.value_stems) > 1 or noise)) or (
                key_named and not negated and not noise_key):
            if negated:
                return None
            covered |= enum.key_stems if key_named else set()
            covered |= enum.value_stems if value_named else set()
            used.append(f'"{enum.key}": {enum.value}')
    folded = _fold(clause)
    for m in _TOKEN.finditer(folded):
        token = m.group(0)
        if not token[0].isdigit():
            continue
        value = float(token)
        after = _TOKEN.findall(folded[m.end():].lower())[:4]
        noun = stem(after[0]) if after else ""
        if after[:2] == ["out", "of"] and len(after) > 3:  # "4.5 out of 5 stars": the scale is read with it
            noun = stem(after[3])
            covered.add(after[2])
        key = _FIGURE_NOUNS.get(noun) or (
            "stars" if _RATED_BEFORE.search(folded[: m.start()]) else
            "price" if _PRICE_BEFORE.search(folded[: m.start()]) else None)
        if key is None:
            continue  # an address's number, or unread: left to the sentence's coverage
        if key not in fields.figures or value not in fields.figures[key]:
            return None
        covered.add(token)
        if key == "price":
            covered |= _PRICE_COMPANIONS
        used.append(f'"{key}": {token}')
    for m in _DOLLAR_LEVEL.finditer(folded):  # "listed at the $$$ price level"
        level = float(len(m.group(1)))
        if "price" not in fields.figures or level not in fields.figures["price"]:
            return None
        covered |= _PRICE_COMPANIONS
        used.append(f'"price": {m.group(1)}')
    words = re.findall(r"[a-z]+", folded.lower())
    for word in words:
        levels = _PRICE_WORDS.get(word)
        if levels is None or (word in _NEEDS_PRICE_WORD and not _PRICE_NOUNS & set(words)):
            continue  # "a moderate noise level" says nothing of prices
        if ("price" not in fields.figures or not levels & {int(v) for v in fields.figures["price"]}
                or stem(word) in negated_stems):
            return None
        covered.add(word)
        used.append(f'"price": {word}')
    return covered, used


def _negated_stems(clause: str) -> set[str]:
    """The stems of the clause's parts (split at commas and "and") that say no: a part with a negation, or one
    without a verb of its own continuing a part that does."""
    negated: set[str] = set()
    before = False
    for part in _PART_BREAK.split(_fold(clause)):
        words = {w.lower() for w in _TOKEN.findall(part)}
        before = bool(_NEGATED.search(part)) or (before and not words & _OWN_VERB)
        if before:
            negated |= _stems(part)
    return negated


def _days_and_trading(sentence: str, fields: _Fields, hours: dict[str, Hours] | None) -> tuple[str, list[str]] | None:
    """The sentence with what the record's hours give blanked ("closed on Mondays", "open six days a week") and
    "currently open" blanked where ``"is_open"`` is 1, and what was used; None where one of them is not so."""
    used: list[str] = []
    spans: list[tuple[int, int]] = []
    for start, end, holds in open_days_talk(sentence, hours or {}):
        if not holds:
            return None
        spans.append((start, end))
        used.append(f'"hours": {sentence[start:end].strip()}')
    for m in _TRADING.finditer(sentence):
        if fields.figures.get("is_open") != (1.0,):
            return None
        spans.append(m.span())
        used.append('"is_open": 1')
    return blanked(sentence, spans), used


def _phrases_read(sentence: str, fields: _Fields) -> tuple[str, list[str], set[str]] | None:
    """The sentence with the phrases read whole blanked ("no longer open" for ``"is_open": 0``, an appointments key's
    yes or no, one kind of parking only), what was used, and the words of the parking kinds a "parking only" denies
    where a negated part names them ("there is no lot or garage"); None where the record says otherwise."""
    spans: list[tuple[int, int]] = []
    used: list[str] = []
    covered: set[str] = set()
    for m in CLOSED_FOR_GOOD.finditer(sentence):
        if fields.figures.get("is_open") != (0.0,):
            return None
        spans.append(m.span())
        used.append('"is_open": 0')
    appointment = [flag for flag in fields.flags if "appointment" in flag.key.lower()]
    for pattern, yes in ((_APPOINTMENT_NO, False), (_APPOINTMENT_YES, True)):
        for m in pattern.finditer(blanked(sentence, spans)):
            if len(appointment) != 1 or appointment[0].yes != yes:
                return None
            spans.append(m.span())
            used.append(f'"{appointment[0].key}": {"yes" if yes else "no"}')
    parking = {flag.key.rsplit(".", 1)[1].lower(): flag for flag in fields.flags
               if "." in flag.key and "parking" in flag.key.rsplit(".", 1)[0].lower()}
    for m in _PARKING_ONLY.finditer(blanked(sentence, spans)):
        kind = next(group for group in m.groups() if group).lower()
        if kind not in parking or not parking[kind].yes or any(f.yes for k, f in parking.items() if k != kind):
            return None
        spans.append(m.span())
        used.append(f'"{parking[kind].key}": yes, no other kind')
        covered |= {stem(k) for k in parking if k != kind} & _negated_stems(sentence)
    return blanked(sentence, spans), used, covered


# A rating in words: "three and a half stars", "a four-star average" (read as "3.5 stars", "a 4-star average").
_STAR_WORDS = re.compile(r"\b(one|two|three|four|five)(\s+and\s+a\s+half)?(?=[\s-]stars?\b)", re.IGNORECASE)
_STAR_COUNTS = counting_words(5)


def _star_figures(sentence: str) -> str:
    return _STAR_WORDS.sub(lambda m: f"{_STAR_COUNTS[m.group(1).lower()] + (0.5 if m.group(2) else 0):g}", sentence)


def _sentence_stated(sentence: str, fields: _Fields, hours: dict[str, Hours] | None = None) -> list[str] | None:
    sentence = _star_figures(sentence)
    if (phrases := _phrases_read(sentence, fields)) is None:
        return None
    sentence, used, covered = phrases
    if _UNREAD.search(sentence) or (read := _days_and_trading(sentence, fields, hours)) is None:
        return None
    sentence, more = read
    used += more
    for clause in _CLAUSE_BREAK.split(sentence):
        got = _clause_fields(clause, fields)
        if got is None:
            return None
        covered |= got[0]
        used += got[1]
    if any(u.startswith('"price"') for u in used):
        covered |= _PRICE_COMPANIONS
    stems = _stems(sentence)
    categories = [(text, written) for text, written in fields.texts if text <= stems]
    if not used and not categories:
        return None
    covered.update(*(text for text, _ in categories))
    folded = _fold(sentence)
    before = ""
    for i, m in enumerate(_TOKEN.finditer(folded)):
        word = m.group(0)
        low = word.lower()
        if low in _BINDING or stem(low) in covered or low in covered or stem(low) in fields.place:
            before = low
            continue
        # a word of the name, capitalised, or naming the place by its kind: "the clinic" of "... Animal Clinic"
        if stem(low) in fields.name and (word[:1].isupper() or word[:1].isdigit() or i == 0
                                         or before in ("the", "this")):
            before = "the" if before in ("the", "this") else low  # (and on: "the co-op", "the animal clinic")
            continue
        return None
    return list(dict.fromkeys(used)) or ['"categories": ' + ", ".join(written for _, written in categories)]


# "listed as a bakery, coffee shop and juice bar", "files it under Pizza, Italian and Wine Bars": what a claim says the
# listing puts the place under, up to the clause's end; its items split at commas, "and", "or", "as well as"
_LISTED_AS = re.compile(r"\b(?:listed|filed|categori[sz]ed|classed|classified)\s+(as|under)\b"
                        r"|\b(?:files|lists|categori[sz]es|classes|classifies)\s+it\s+(as|under)\b", re.IGNORECASE)
_ITEMS_END = re.compile(r"[.;:!?]|,?\s+and\s+(?:it|its|they|there)\b|\s(?:that|which|who|where|while|but|with|since"
                        r"|because|when|after|before|though|although|in|on|at|for|by|from|it|its)\s"
                        # what the place does: ", specializing in", ", serving the" (not ", piercing and ...")
                        r"|,\s+[a-z]+ing\s+(?:in|on|at|for|from|with|to|up|out|a|an|the|its|their|all|everything)\b",
                        re.IGNORECASE)
_ITEM_BREAK = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or|as\s+well\s+as|&)\s+", re.IGNORECASE)
_ARTICLE_FIRST = re.compile(r"\s*(?:both\s+)?an?\s", re.IGNORECASE)
# words naming the kind of listing, not one of its categories
_GENERIC_ITEM = frozenset(stem(w) for w in str.split(
    "a an the both also shop shops store stores business businesses place spot restaurant restaurants service "
    "services category categories studio venue outlet establishment its one"))
_STOP_STEMS = frozenset(stem(w) for w in STOPWORDS)


def listed_categories_conflict(claim: str, context: str) -> str:
    """The claim says the listing puts the place under an item none of the record's categories name ("listed as a
    bakery, coffee shop and juice bar" against "Bakeries, Coffee & Tea"), where it speaks of categories: after
    "under", or items written with an article, or beside an item that is a category. Not read where an item has a
    field's words or a figure ("listed as good for kids", "listed as moderately priced"), or the clause is negated;
    "" otherwise. (An item after an article is read as a category in any list: "listed as a finalist" conflicts.)"""
    if not _LISTED_AS.search(claim) or not mentions_records(context):
        return ""
    fields = _fields(context)
    if not fields.texts:
        return ""
    categories = frozenset().union(*(text for text, _ in fields.texts))
    field_words = (frozenset().union(*(form for flag in fields.flags for form in flag.forms))
                   | frozenset().union(*(enum.key_stems | enum.value_stems for enum in fields.enums))
                   | frozenset(_PRICE_WORDS) | _PRICE_COMPANIONS | _NOISE_VALUES)
    for m in _LISTED_AS.finditer(claim):
        if _NEGATED.search(claim[: m.start()].rsplit(",", 1)[-1]):
            continue
        rest = claim[m.end():]
        end = _ITEMS_END.search(rest)
        items = [item for item in _ITEM_BREAK.split(rest[: end.start() if end else len(rest)]) if item.strip()]
        stems = [_stems(item) - _GENERIC_ITEM - _STOP_STEMS for item in items]
        if not items or any(re.search(r"\d", item) or (s and s <= field_words) for item, s in zip(items, stems,
                                                                                                 strict=True)):
            continue
        named = [bool(s & categories) for s in stems]
        if not ((m.group(1) or m.group(2)).lower() == "under" or _ARTICLE_FIRST.match(rest) or any(named)):
            continue
        for item, s, is_category in zip(items, stems, named, strict=True):
            if s and not is_category:
                given = ", ".join(written for _, written in fields.texts)
                return f'the claim lists it as "{item.strip()}", which is not among the record\'s categories ({given})'
    return ""


_CAPITALISED = re.compile(r"\b[A-Z][\w'’]*")


def without_record_name(claim: str, context: str) -> str:
    """The claim with the words of the record's name, address or city that it writes capitalised blanked (weekdays
    kept): a sentence of opening hours may name the place ("Brightwell Lock & Key is open Monday to Friday ...")."""
    if not mentions_records(context):
        return claim
    name = _fields(context).name
    return blanked(claim, [m.span() for m in _CAPITALISED.finditer(claim)
                           if stem(m.group(0).lower()) in name and m.group(0).lower().rstrip("s") not in WEEKDAYS])


def denied_by_record(words: set[str], context: str) -> bool:
    """Every one of ``words`` (the stems a claim negates) names a "no" field of the context's record and no "yes"
    field: "there is no lot or garage" agrees with ``"BusinessParking": {"lot": false, "garage": false}``, which the
    negation check would read as stating "lot" (it cannot read a ``false``)."""
    if not words or not mentions_records(context):
        return False
    flags = _fields(context).flags
    return all(any(word in form for flag in flags if not flag.yes for form in flag.forms)
               and not any(word in form for flag in flags if flag.yes for form in flag.forms) for word in words)


def fields_stated(claim: str, context: str, hours: dict[str, Hours] | None = None) -> list[str]:
    """The record fields a claim made only of what they give states, sentence by sentence (see the module
    docstring), with the record's opening ``hours`` for which days it opens; [] unless every sentence is so made."""
    if not mentions_records(context):
        return []
    fields = _fields(context)
    if not fields:
        return []
    stated: list[str] = []
    for sentence in _SENTENCE.findall(claim):
        if not sentence.strip():
            continue
        got = _sentence_stated(sentence, fields, hours)
        if got is None:
            return []
        stated += got
    return stated
