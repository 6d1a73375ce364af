"""The committed int8 model: loading, registry selection, serving without torch, the card."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np

from verifier.beyond_limits import denies_a_case_beyond_a_limit
from verifier.model_engine import (
    DEFAULT_MODEL,
    MODELS_DIR,
    ModelEngine,
    default_model_path,
    open_session,
    session_options,
)
from verifier.negation import said_negatively_in
from verifier.numbers import find_conflicts
from verifier.registry import load_engine
from verifier.train.export import sha256_file
from verifier.types import Engine

MODEL = MODELS_DIR / DEFAULT_MODEL
ROOT = Path(__file__).resolve().parents[2]


def test_model_files_are_shipped_and_small() -> None:
    assert MODEL.is_file() and MODEL.stat().st_size <= 30 * 1024 * 1024
    assert (MODELS_DIR / "tokenizer.json").is_file()
    meta = json.loads(MODEL.with_suffix(".json").read_text())
    assert meta["labels"] == ["supported", "unsupported", "contradicted"]
    th = json.loads((MODELS_DIR / (MODEL.stem + ".thresholds.json")).read_text())
    assert 0 < th["t_support"] < 1
    card = (MODELS_DIR / "README.md").read_text()
    assert sha256_file(MODEL) in card and "Apache-2.0" in card


def _executed_op_types(tmp_path: Path, engine_session: bool) -> set[str]:
    """Op types onnxruntime actually runs for the shipped model, in the engine's own session or in
    a plain one (read from the profile: the onnx package is not a serving dependency)."""
    import onnxruntime as ort

    opts = session_options(2)
    opts.enable_profiling = True
    opts.profile_file_prefix = str(tmp_path / "profile")
    sess = (open_session(MODEL, opts) if engine_session
            else ort.InferenceSession(str(MODEL), opts, providers=["CPUExecutionProvider"]))
    ids = np.array([[101, 2023, 2003, 102, 2009, 2003, 102]], dtype=np.int64)
    feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    sess.run(None, {k: v for k, v in feed.items() if k in {i.name for i in sess.get_inputs()}})
    events = json.loads(Path(sess.end_profiling()).read_text())
    return {e["args"]["op_name"] for e in events if e.get("cat") == "Node" and "op_name" in e.get("args", {})}


def test_served_graph_keeps_layer_norms_unfused(tmp_path: Path) -> None:
    """The slow fused SkipLayerNormalization kernel stays out of the graph the engine runs."""
    served = _executed_op_types(tmp_path, engine_session=True)
    assert "SkipLayerNormalization" not in served and "LayerNormalization" in served
    assert "QAttention" in served  # the other fusions are still applied
    # without the engine's setting onnxruntime would fuse them back:
    assert "SkipLayerNormalization" in _executed_op_types(tmp_path, engine_session=False)


def test_loads_once_with_thresholds_and_identity() -> None:
    eng = load_engine("model", threads=1)
    assert isinstance(eng, ModelEngine)
    assert re.fullmatch(r"groundcheck-minilm-nli\.onnx@[0-9a-f]{12}", eng.model_used)
    th = json.loads((MODELS_DIR / (MODEL.stem + ".thresholds.json")).read_text())
    assert eng.thresholds["t_support"] == th["t_support"]
    assert eng.session.get_session_options().intra_op_num_threads == 1
    p = eng.probs([("The bridge opened to traffic in 1932.", "The bridge opened in 1932.")])
    assert p.shape == (1, 3) and np.isclose(p.sum(), 1.0)


def test_auto_picks_the_model_when_present() -> None:
    assert default_model_path() == MODEL
    assert isinstance(load_engine("auto"), ModelEngine)


def test_the_service_default_is_the_model_with_its_combiner() -> None:
    from gateway.settings import Settings

    assert Settings.model_fields["engine"].default == "auto"
    eng = load_engine("auto", threads=1)
    assert isinstance(eng, ModelEngine) and eng.combiner is not None and eng.lexical is not None
    th = json.loads((MODELS_DIR / (MODEL.stem + ".thresholds.json")).read_text())
    assert eng.combiner.threshold == th["combiner"]["threshold"]
    assert load_engine("model", threads=1, combine=False).combiner is None


def test_verdicts_on_easy_cases() -> None:
    eng = load_engine("model")
    ctx = ("The Sydney Harbour Bridge opened to traffic on 19 March 1932 after eight years of work. "
           "It carries rail, vehicle and pedestrian traffic.")
    v = eng.check("The Sydney Harbour Bridge opened to traffic on 19 March 1932.", ctx)
    assert v.verdict == "supported", v
    assert 0.5 <= v.confidence_score <= 1.0
    assert all(ctx[e.start : e.end] == e.text for e in v.evidence)
    c = eng.check("The Sydney Harbour Bridge opened to traffic on 19 March 1950.", ctx)
    assert c.verdict == "contradicted" and c.confidence_score < 0.5
    m = eng.check("The Sydney Harbour Bridge opened in 1932. It was painted purple by penguins in 2001.", ctx)
    assert m.verdict != "supported"


def test_a_numbered_list_is_checked_item_by_item_without_its_numbers() -> None:
    eng = load_engine("auto")
    ctx = ("The Sydney Harbour Bridge is a steel through arch bridge across Sydney Harbour. It was designed and built "
           "by Dorman Long of Middlesbrough and opened in 1932. The bridge is 1,149 metres long.")
    v = eng.check("1. The bridge opened in 1932.\n2. It is 1,149 metres long.", ctx)
    assert v.verdict == "supported", v  # "2." had read as a figure the model found contradicted
    assert eng.check("1. The bridge opened in 1932.\n2. It is 2,149 metres long.", ctx).verdict == "contradicted"


def _assert_checked_as(eng: Engine, ctx: str, plain_claim: str, variants: tuple[str, ...]) -> None:
    """``plain_claim`` is supported and every variant gets exactly its verdict and score."""
    plain = eng.check(plain_claim, ctx)
    assert plain.verdict == "supported"
    for variant in variants:
        v = eng.check(variant, ctx)
        assert (v.verdict, v.confidence_score) == (plain.verdict, plain.confidence_score), variant


def test_citation_markers_do_not_change_a_verdict() -> None:
    eng = load_engine("auto")
    ctx = ("The Sydney Harbour Bridge opened to traffic on 19 March 1932 after eight years of work. "
           "It carries rail, vehicle and pedestrian traffic.")
    _assert_checked_as(eng, ctx, "The Sydney Harbour Bridge opened to traffic in 1932.",
                       ("The Sydney Harbour Bridge opened to traffic in 1932 (Passage 1).",
                        "The Sydney Harbour Bridge opened to traffic in 1932 [2].",
                        "The Sydney Harbour Bridge opened to traffic in 1932. (Source 1)"))
    assert eng.check("The Sydney Harbour Bridge opened to traffic in 1950 [1].", ctx).verdict == "contradicted"


def test_how_a_number_is_spelled_does_not_change_a_verdict() -> None:
    eng = load_engine("auto")
    ctx = "In a randomized trial of 1,204 adults, drug X lowered systolic blood pressure by 8.1 mmHg."
    _assert_checked_as(eng, ctx, "The trial enrolled 1,204 adults.", ("The trial enrolled 1204 adults.",))
    assert eng.check("The trial enrolled 2104 adults.", ctx).verdict == "contradicted"
    grant = "The U.S. Department of Education will provide a $2 million grant toward the project."
    written_out = eng.check("The Department of Education will contribute $2 million.", grant)
    compact = eng.check("The Department of Education will contribute $2M.", grant)
    # the model sees the same text; only the lexical part of the combined score reads "$2M" itself
    assert compact.verdict == written_out.verdict == "supported"
    assert abs(compact.confidence_score - written_out.confidence_score) < 0.02
    assert eng.check("The Department of Education will contribute $3M.", grant).verdict == "contradicted"


def test_a_lead_in_naming_the_sources_does_not_change_a_verdict() -> None:
    eng = load_engine("auto")
    ctx = ("The Sydney Harbour Bridge is a steel through arch bridge across Sydney Harbour. It was designed and "
           "built by Dorman Long of Middlesbrough and opened in 1932.")
    _assert_checked_as(eng, ctx, "The Sydney Harbour Bridge opened in 1932.",
                       ("According to the provided context, the Sydney Harbour Bridge opened in 1932.",
                        "As mentioned in Passage 1, the Sydney Harbour Bridge opened in 1932.",
                        "Yes. The Sydney Harbour Bridge opened in 1932.",
                        "Passage 2 says the Sydney Harbour Bridge opened in 1932.",
                        "The first passage explains that the Sydney Harbour Bridge opened in 1932.",
                        "Overall, the passages suggest that the Sydney Harbour Bridge opened in 1932.",
                        "In Passage 3, it is stated that the Sydney Harbour Bridge opened in 1932.",
                        "From the passages, we can see that the Sydney Harbour Bridge opened in 1932.",
                        "The Sydney Harbour Bridge opened in 1932, as mentioned in Passage 1.",
                        "The Sydney Harbour Bridge opened in 1932, according to the provided context.",
                        "It is worth noting that the Sydney Harbour Bridge opened in 1932.",
                        "However, it is important to note that the Sydney Harbour Bridge opened in 1932.",
                        "Interestingly, the Sydney Harbour Bridge opened in 1932."))


_EMAIL = (
    "Subject: Transform your office with ClearDesk\n\nHello Priya,\n\nI hope you are well. My name is Tom Reyes and I "
    "work with ClearDesk, a maker of storage furniture for small offices. I noticed your team recently moved to a new "
    "floor.\n\nHere are three products your office might like:\n\n1. Rolling cabinets - $240 each\nThey slide under "
    "any desk and lock with a key.\n\n2. Wall shelves - $90 each\nSturdy oak shelves that keep binders off the "
    "floor.\n\n"
    "3. Smart lockers - $175 each\nEach locker has a USB port for charging phones.\n\nTo make the most of your budget, "
    "we offer a 10% discount for new customers who place an order with a minimum purchase of $2,000.\n\nI would be "
    "glad to visit your office next week.\n\nBest regards,\nTom")


def test_a_conflict_only_the_lexical_windows_hold_keeps_the_claim_contradicted() -> None:
    eng = load_engine("auto")
    claim = ("Tom Reyes from ClearDesk writes to Priya about storage furniture for her office. He lists three products "
             "and offers a 10% discount for new customers who order with a maximum purchase of $2,000.")
    ctx = eng._index(_EMAIL)
    # the windows the model scores for each sentence do not hold the "minimum purchase" clause ...
    assert not any(eng._check_sentence(p, ctx).conflicts for p in eng.claim_pieces(claim))
    # ... the lexical engine's do, and that conflict decides, with its passage first in the evidence
    v = eng.check(claim, _EMAIL)
    assert v.verdict == "contradicted" and v.confidence_score < 0.15
    assert '"maximum"' in v.rationale and '"minimum"' in v.rationale
    assert "minimum purchase" in v.evidence[0].text
    assert all(_EMAIL[e.start : e.end] == e.text for e in v.evidence)
    honest = claim.replace("maximum", "minimum")
    assert eng.check(honest, _EMAIL).verdict != "contradicted"


def test_a_negated_claim_the_context_also_says_negatively_is_not_left_to_the_models_contradiction() -> None:
    eng = load_engine("auto")
    ctx = ("The fetch_all function sends up to 8 requests in parallel by default. Version 2.0 dropped support for "
           "Python 3.8. The library is released under the MIT licence.")
    claim = "Python 3.8 is not supported since version 2.0."
    # the model alone calls it contradicted, and no number, date or word check finds a conflict
    ctx_index = eng._index(ctx)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    assert find_conflicts(claim, ctx, ctx) == []
    v = eng.check(claim, ctx)
    assert v.verdict == "supported" and v.confidence_score >= 0.5
    # a denial the context does not make keeps the model's verdict
    assert eng.check("Python 3.9 is not supported since version 2.0.", ctx).verdict != "supported"
    # an exception the denial drops is a conflict ("never" against "not covered unless declared")
    ctx = "Pre-existing conditions are not covered unless declared and accepted before departure."
    assert eng.check("Pre-existing conditions are never covered.", ctx).verdict == "contradicted"


def test_a_denial_the_context_makes_of_a_word_no_other_sentence_holds_is_not_left_to_the_models_contradiction() -> None:
    eng = load_engine("auto")
    ctx = ("Dunmore Physio, Kelsall. Initial assessment (60 minutes): £75. Follow-up session (30 minutes): £48. "
           "We are open Monday to Friday 7:30am to 8pm and Saturday 8am to 1pm. Please give at least 24 hours' notice "
           "to cancel. We do not offer home visits, and we cannot bill insurers directly. Children under 12 are seen "
           "on Tuesday afternoons.")
    claim = "Dunmore Physio will not treat patients in their own homes."  # one word, "home", after both denials
    ctx_index = eng._index(ctx)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    assert find_conflicts(claim, ctx, ctx) == []
    assert eng.check(claim, ctx).verdict == "supported"
    # denials of what the context allows keep the model's contradiction
    assert eng.check("Dunmore Physio will not treat patients on Saturdays.", ctx).verdict == "contradicted"
    assert eng.check("Dunmore Physio will not see children under 12.", ctx).verdict == "contradicted"
    # in a context of a few sentences every word is rare: one shared word is not enough there
    short = "We do not offer home visits. Sessions cost £48."
    assert said_negatively_in(claim, short, rare_word=True) is False
    assert said_negatively_in(claim, ctx, rare_word=True) and not said_negatively_in(claim, ctx)
    # the shared word must follow both denials: "no milk" is not what "cannot guarantee the product ..." denies
    allergens = ("Allergy information for oat bars. Ingredients: oats, apricots, syrup. Contains: oats, almonds. "
                 "Made in a factory that also handles milk; we cannot guarantee the product is free from traces of it. "
                 "Free from egg. Store in a cool, dry place.")
    assert said_negatively_in("The product is guaranteed to contain no milk.", allergens, rare_word=True) is False


def test_a_denied_case_beyond_a_limit_is_not_left_to_the_models_contradiction() -> None:
    eng = load_engine("auto")
    ctx = ("Harbour Transfers lets customers send money abroad. Transfers of up to £500 cost a flat £2.99. Paying by "
           "debit card adds £1.50 per transfer. Personal customers can send up to £10,000 per transaction and £25,000 "
           "in any rolling 30-day period. Money from failed transfers is refunded within 5 working days.")
    claim = "A personal customer cannot send £12,000 in a single transaction."
    ctx_index = eng._index(ctx)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    assert denies_a_case_beyond_a_limit(claim, ctx)
    assert eng.check(claim, ctx).verdict == "supported"
    # within the limit the denial is false
    assert eng.check("A personal customer cannot send £8,000 in a single transaction.", ctx).verdict == "contradicted"


def test_a_denial_restating_an_exception_is_not_left_to_the_models_contradiction() -> None:
    eng = load_engine("auto")
    ctx = ("Adult members may borrow up to 12 items at a time. Books are loaned for three weeks and DVDs for one week. "
           "Items can be renewed twice, online or by phone, unless another member has reserved them. Overdue books "
           "are fined 25p per day. Lost items are charged at replacement cost.")
    claim = "An item reserved by another member cannot be renewed."
    ctx_index = eng._index(ctx)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    assert eng.check(claim, ctx).verdict == "supported"
    # a denial of what the rule allows keeps the contradiction
    assert eng.check("Books cannot be renewed online.", ctx).verdict == "contradicted"


def test_a_denial_for_a_rival_of_what_only_admits_is_not_left_to_the_models_contradiction() -> None:
    eng = load_engine("auto")
    ctx = ("The club runs Monday to Friday in term time from 3:15pm to 6:00pm in the school hall. The full session "
           "costs £13.00, including a light snack; a hot meal can be added for £2.50 on Tuesdays and Thursdays only. "
           "Bookings must be made through the ParentPay portal.")
    claim = "Hot meals can't be added on Mondays, Wednesdays or Fridays."
    ctx_index = eng._index(ctx)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    assert eng.check(claim, ctx).verdict == "supported"
    # a denial for what "only" admits keeps its conflict
    assert eng.check("Hot meals can't be added on Tuesdays.", ctx).verdict == "contradicted"


def test_serving_path_never_imports_torch() -> None:
    code = ("import sys; from verifier.registry import load_engine; e = load_engine('model');"
            "e.check('The bridge opened in 1932.', 'The bridge opened in 1932.');"
            "print('torch' in sys.modules, 'transformers' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == ["False", "False"]


def test_measures_clock_times_and_shares_in_other_words_do_not_change_a_verdict() -> None:
    eng = load_engine("auto")
    ctx = ("The trail takes about 2 hours to walk and the park opens at 09:00. "
           "About one third of visitors arrive by bus.")
    for plain, other in (("Walking the trail takes about 2 hours.", "Walking the trail takes about 120 minutes."),
                         ("The park opens at 09:00.", "The park opens at 9 am."),
                         ("About one third of visitors arrive by bus.", "About 33% of visitors arrive by bus.")):
        a, b = eng.check(plain, ctx), eng.check(other, ctx)
        # the model reads the same text; only the lexical part of the combined score reads the claim's own words
        assert a.verdict == b.verdict == "supported", other
        assert abs(a.confidence_score - b.confidence_score) < 0.05, other


def test_a_direction_in_other_words_reads_as_the_context_writes_it() -> None:
    eng = load_engine("auto")
    ctx = ("Sales rose 14.3% last year, while operating costs fell by 6%. "
           "In the trial, drug X lowered systolic blood pressure by 8.1 mmHg.")
    for claim in ("Operating costs declined by 6%.", "Drug X reduced systolic blood pressure by about 8 mmHg."):
        assert eng.check(claim, ctx).verdict == "supported", claim
    for claim in ("Operating costs rose by 6%.", "Drug X raised systolic blood pressure by about 8 mmHg.",
                  "Sales dropped 14% last year."):
        assert eng.check(claim, ctx).verdict == "contradicted", claim
