"""Sentence spans, tokens, content words and the stemmer."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.text import content_words, joined_sentences, sentence_around, split_sentences, stem, tokenize


def texts(source: str) -> list[str]:
    return [s.text for s in split_sentences(source)]


def test_basic_split() -> None:
    assert texts("One sentence. Another one! A third? Yes.") == [
        "One sentence.", "Another one!", "A third?", "Yes."]


def test_abbreviations_decimals_initials() -> None:
    src = ("Dr. Smith paid $9.4 billion, e.g. for the U.S. Army base. J. K. Rowling wrote it. "
           "Prof. Lee arrived at 5 p.m. The rest stayed.")
    assert texts(src) == [
        "Dr. Smith paid $9.4 billion, e.g. for the U.S. Army base.",
        "J. K. Rowling wrote it.",
        "Prof. Lee arrived at 5 p.m.",
        "The rest stayed.",
    ]


def test_codes_in_capitals_end_sentences_but_lowercase_abbreviations_do_not() -> None:
    """ "ca." is circa, but "CA." is a state code that often ends a sentence."""
    src = "It is in Summerland, CA. It sells burgers. Built ca. 1850 by him. Shipped to the UK. Then sold."
    assert texts(src) == ["It is in Summerland, CA.", "It sells burgers.", "Built ca. 1850 by him.",
                          "Shipped to the UK.", "Then sold."]
    assert texts("SEE FIG. 3 AND NO. 5 BELOW.") == ["SEE FIG. 3 AND NO. 5 BELOW."]


def test_no_before_a_word_is_an_answer_and_an_abbreviation_after_a_figure_is_a_unit() -> None:
    assert texts("No. The bridge opened in 1932.") == ["No.", "The bridge opened in 1932."]
    assert texts("He lives at No. 5 Main Street.") == ["He lives at No. 5 Main Street."]
    assert texts("Backoff starts at 500 ms. Version 2.0 dropped it.") == ["Backoff starts at 500 ms.",
                                                                          "Version 2.0 dropped it."]
    assert texts("It is 30 ft. tall. Dr. Smith met Ms. Jones.") == ["It is 30 ft. tall.", "Dr. Smith met Ms. Jones."]


def test_joined_sentences_split_where_they_were_split() -> None:
    rows = ["Benefit | Essential | Classic", "Travel delay | Not covered | £20", "Theft: tell the police.",
            'He said "Go."', "Monthly premium | £9.50 | £16.75", "Notes"]
    joined = joined_sentences(rows)
    assert texts(joined) == rows
    # sentences that end in a stop are joined with a space, as are lines of no table
    assert joined_sentences(["One rule.", "Another (see above).", "Done!"]) == "One rule. Another (see above). Done!"
    assert joined_sentences(["Here are three:", "To save, order two."]) == "Here are three: To save, order two."
    assert joined_sentences([]) == ""


def test_sentence_around() -> None:
    text = "Requests time out after 30 seconds. Failed requests are retried 3 times."
    assert sentence_around(text, text.index("3 times")) == "Failed requests are retried 3 times."
    assert sentence_around(text, 0) == "Requests time out after 30 seconds."


def test_ellipsis_quotes_brackets() -> None:
    assert texts('He paused... and went on. "Is it done?" she asked. (It was.) Then it rained.') == [
        "He paused... and went on.", '"Is it done?" she asked.', "(It was.)", "Then it rained."]


def test_newlines_and_paragraphs() -> None:
    src = "Title line\nFirst para sentence\nwrapped onto a second line.\n\nSecond para.\n- item one\n- item two"
    assert texts(src) == [
        "Title line",
        "First para sentence\nwrapped onto a second line.",
        "Second para.",
        "- item one",
        "- item two",
    ]


def test_numbered_list_marker_is_not_a_sentence() -> None:
    assert texts("1. First item\n2. Second item") == ["1. First item", "2. Second item"]


def test_offsets_exact() -> None:
    src = "  Alpha beta.   Gamma delta!\n\n Epsilon  "
    for s in split_sentences(src):
        assert src[s.start : s.end] == s.text
    assert texts(src) == ["Alpha beta.", "Gamma delta!", "Epsilon"]


def test_empty() -> None:
    assert split_sentences("") == []
    assert split_sentences(" \n\t ") == []


_ALPHABET = st.sampled_from(list("abcXYZ .!?…\n\t\"')(1234567890,e.g") + ["Dr.", "U.S.", " ", "\n\n", "9.4"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=60).map("".join) | st.text(max_size=200))
def test_sentence_spans_property(src: str) -> None:
    spans = split_sentences(src)
    covered = set()
    prev_end = 0
    for s in spans:
        assert src[s.start : s.end] == s.text
        assert s.text and s.text == s.text.strip()
        assert s.start >= prev_end  # ordered, non-overlapping
        prev_end = s.end
        covered.update(range(s.start, s.end))
    for i, ch in enumerate(src):
        if not ch.isspace():
            assert i in covered


def test_tokenize() -> None:
    assert tokenize("The 1,083 people paid €9.4 billion in 2025; Café don't") == [
        "the", "1083", "people", "paid", "9.4", "billion", "in", "2025", "café", "don", "t"]


def test_content_words_keep_numbers_and_negation() -> None:
    assert content_words("The tower was not completed in 1889 and it is 5 m tall") == [
        "tower", "not", "completed", "1889", "5", "tall"]


def test_stem_variants_meet() -> None:
    assert stem("completed") == stem("complete") == stem("completing")
    assert stem("studies") == stem("study") == stem("studied")
    assert stem("tables") == stem("table")
    assert stem("stopped") == stem("stop")
    assert stem("class") == "class" and stem("analysis") == "analysis"
    assert stem("2025") == "2025"


def test_salient_words() -> None:
    from verifier.text import salient_words

    assert salient_words("The Eiffel Tower opened in 1889 in Paris.") == {"eiffel", "tower", "1889", "paris"}


def test_cjk_full_stops() -> None:
    assert texts("东京是日本的首都。它很大！") == ["东京是日本的首都。", "它很大！"]
