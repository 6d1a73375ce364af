"""Whether a claim's value computed from a context value and a gap is a computation or a substitution: a claim
that repeats what the context says of the base value, not what it says with the gap, puts another value in the
base's place ("Lifts operate from 8:00" against "Lifts operate from 8:30 a.m. ..., and the Summit Express closes
30 minutes earlier"; "will reach age 65 on 14 August 2042" against "which you will reach on 14 August 2041" and an
unrelated rule's "within 12 months")."""

from __future__ import annotations

from verifier.text import clause_span, sentence_span_at, stemmed_words

__all__ = ["restates_the_base"]


def restates_the_base(claim: str, context: str, base: tuple[int, int], gap: tuple[int, int]) -> bool:
    """The claim shares more words with the context's statement of ``base`` (start, end) than with that of ``gap``:
    their sentences, or their clauses where one sentence holds both. One clause holding both is no substitution."""
    base_sentence, gap_sentence = sentence_span_at(context, base[0]), sentence_span_at(context, gap[0])
    if base_sentence is None or gap_sentence is None:
        return False
    if base_sentence.start != gap_sentence.start:
        base_text, gap_text = base_sentence.text, gap_sentence.text
    else:
        sentence, offset = base_sentence.text, base_sentence.start
        base_clause = clause_span(sentence, base[0] - offset, base[1] - offset)
        gap_clause = clause_span(sentence, gap[0] - offset, gap[1] - offset)
        if base_clause == gap_clause:
            return False
        base_text, gap_text = sentence[slice(*base_clause)], sentence[slice(*gap_clause)]
    words = stemmed_words(claim)
    return len(words & stemmed_words(base_text)) > len(words & stemmed_words(gap_text))
