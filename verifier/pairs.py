"""Crisp opposite words, read by the opposite-word checks and the negation check (a claim's "not open" is what
an evidence "closed" says)."""

from __future__ import annotations

__all__ = ["OPPOSITES", "OPPOSITE_OF"]

# Pairs whose members exclude each other wherever they describe the same thing (kept crisp: "increase" /
# "decrease" is not here but in verifier.opposites' direction check, which compares clauses and minds losses).
OPPOSITES: list[tuple[set[str], set[str]]] = [
    ({"enabled"}, {"disabled"}), ({"required", "mandatory", "compulsory"}, {"optional", "voluntary"}),
    ({"allowed", "permitted"}, {"prohibited", "forbidden"}), ({"approved", "accepted"}, {"rejected"}),
    ({"public"}, {"private"}), ({"included"}, {"excluded"}), ({"legal"}, {"illegal"}),
    ({"guilty"}, {"innocent"}), ({"won"}, {"lost"}), ({"maximum"}, {"minimum"}), ({"alive"}, {"dead"}),
    ({"largest", "biggest"}, {"smallest"}), ({"highest"}, {"lowest"}), ({"best"}, {"worst"}),
    ({"oldest"}, {"youngest", "newest"}), ({"earliest"}, {"latest"}), ({"longest"}, {"shortest"}),
    ({"strongest"}, {"weakest"}), ({"fastest"}, {"slowest"}), ({"positive"}, {"negative"}),
    ({"north", "northern"}, {"south", "southern"}), ({"east", "eastern"}, {"west", "western"}),
    ({"north-east", "northeast", "north-eastern", "northeastern"},
     {"south-west", "southwest", "south-western", "southwestern"}),
    ({"north-west", "northwest", "north-western", "northwestern"},
     {"south-east", "southeast", "south-eastern", "southeastern"}),
    ({"include", "includes"}, {"exclude", "excludes"}), ({"including"}, {"excluding"}),
    ({"inside"}, {"outside"}), ({"internal"}, {"external"}), ({"explicit"}, {"implicit"}),
    ({"efficient"}, {"inefficient"}), ({"efficiently"}, {"inefficiently"}), ({"optimal"}, {"suboptimal"}),
    ({"labeled", "labelled"}, {"unlabeled", "unlabelled"}),
    ({"open-minded"}, {"close-minded", "closed-minded"}), ({"weekday", "weekdays"}, {"weekend", "weekends"}),
    ({"mild"}, {"severe"}), ({"systolic"}, {"diastolic"}), ({"freshwater"}, {"saltwater"}),
    ({"fixed"}, {"variable"}),
    ({"admitted", "admits", "admit"}, {"denied", "denies", "deny"}),
    ({"added"}, {"dropped", "removed"}), ({"open"}, {"closed"}), ({"opens"}, {"closes"}),
    ({"voted for", "voted in favour", "voted in favor"}, {"voted against"}),
]
# word -> the words of the other side of its pair (no word is in two pairs)
OPPOSITE_OF: dict[str, set[str]] = {w: theirs for a, b in OPPOSITES for mine, theirs in ((a, b), (b, a)) for w in mine}
