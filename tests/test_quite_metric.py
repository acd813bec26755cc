"""Tests of metrics/quite_accuracy: hand-computed toys, edge cases, the programs config and the real QUITE release."""

import json
import math
import re
import zipfile
from pathlib import Path

import evaluate
import pytest


REPO_ROOT = Path(__file__).resolve().parents[1]
METRIC_DIR = REPO_ROOT / "metrics" / "quite_accuracy"


@pytest.fixture(scope="module")
def quite():
    return evaluate.load(str(METRIC_DIR))


@pytest.fixture(scope="module")
def quite_programs():
    return evaluate.load(str(METRIC_DIR), "programs")


def _plain(results: dict) -> None:
    for key, value in results.items():
        if key.startswith("row_"):
            continue
        assert value is None or type(value) in (float, int), f"{key} is {type(value).__name__}"


def test_hand_computed_toy(quite):
    # Ten scored pairs: 4 correct, 3 wrong, 3 errors (None, NaN, 1.2), plus 2 invalid-evidence pairs (1 flagged).
    predictions = [0.2, 0.5, 1.0, 0.0, 0.3, 0.9, 0.0, None, float("nan"), 1.2, -1, 0.4]
    references = [0.2, 0.5, 1.0, 0.0, 0.5, 0.6, 0.1, 0.4, 0.7, 1.0, -1, -1]
    results = quite.compute(predictions=predictions, references=references)
    _plain(results)
    assert results["num_scored"] == 10 and results["num_invalid_evidence"] == 2
    assert results["correct"] == pytest.approx(40.0)
    assert results["wrong"] == pytest.approx(30.0)
    assert results["error"] == pytest.approx(30.0)
    # squared errors, by hand: wrong rows 0.04 + 0.09 + 0.01; error rows at 0.5: 0.01 + 0.04 + 0.25
    assert results["rmse_50"] == pytest.approx(math.sqrt((0.04 + 0.09 + 0.01 + 0.01 + 0.04 + 0.25) / 10))
    assert results["rmse_non_error"] == pytest.approx(math.sqrt((0.04 + 0.09 + 0.01) / 7))
    assert results["invalid_evidence_flagged"] == pytest.approx(50.0)
    assert results["correct_causal"] is None  # no reasoning types given


def test_relative_tolerance_boundary(quite):
    gold = 0.5
    inside, outside = gold * (1 + 0.9e-4), gold * (1 + 1.1e-4)
    results = quite.compute(predictions=[inside, outside], references=[gold, gold], return_rows=True)
    assert results["row_status"] == ["correct", "wrong"]
    # relative: a gold answer of 0 is matched only by 0
    results = quite.compute(predictions=[0.0, 1e-9], references=[0.0, 0.0], return_rows=True)
    assert results["row_status"] == ["correct", "wrong"]


def test_errors_are_none_nan_and_out_of_range(quite):
    results = quite.compute(
        predictions=[None, float("nan"), -0.01, 1.0001, -1.0, 1.0],
        references=[0.5, 0.5, 0.0, 1.0, 0.3, 1.0],
        return_rows=True,
    )
    assert results["row_status"] == ["error"] * 5 + ["correct"]
    assert results["row_error"] == ["missing", "nan", "out_of_range", "out_of_range", "out_of_range", None]
    assert results["error"] == pytest.approx(500 / 6)
    assert results["rmse_non_error"] == 0.0
    # every error counts as 0.5: (0, 0, .25, .25, .04, 0) / 6
    assert results["rmse_50"] == pytest.approx(math.sqrt(0.54 / 6))


def test_invalid_evidence_pairs_do_not_touch_other_scores(quite):
    base = quite.compute(predictions=[0.2, 0.7, None], references=[0.2, 0.5, 0.4])
    padded = quite.compute(predictions=[0.2, -1, 0.7, 0.99, None, None], references=[0.2, -1, 0.5, -1, -1, 0.4])
    for key in ("correct", "wrong", "error", "rmse_50", "rmse_non_error", "num_scored"):
        assert padded[key] == pytest.approx(base[key]), key
    assert padded["num_invalid_evidence"] == 3
    assert padded["invalid_evidence_flagged"] == pytest.approx(100 / 3)
    assert base["invalid_evidence_flagged"] is None


def test_reasoning_types_explaining_away_is_exclusive(quite):
    results = quite.compute(
        predictions=[0.1, 0.1, 0.1, 0.9, 0.1, 0.1, 0.1],
        references=[0.1, 0.1, 0.1, 0.1, 0.1, 0.1, -1],
        reasoning_types=[
            ["causal"],  # correct
            ["causal", "evidential"],  # correct, counts in both
            ["evidential", "explaining_away"],  # correct, explaining away only
            ["explaining-away", "causal"],  # wrong, explaining away only (hyphenated spelling)
            [],  # correct, no type
            ["observation"],  # correct, unknown type ignored
            ["causal"],  # invalid evidence: in no type score
        ],
    )
    _plain(results)
    assert (results["num_causal"], results["num_evidential"], results["num_explaining_away"]) == (2, 1, 2)
    assert results["correct_causal"] == 100.0
    assert results["correct_evidential"] == 100.0
    assert results["correct_explaining_away"] == 50.0
    assert results["correct"] == pytest.approx(500 / 6)


def test_undefined_scores_are_none(quite):
    results = quite.compute(predictions=[-1, 0.2], references=[-1, -1], reasoning_types=[["causal"], []])
    _plain(results)
    for key in ("correct", "wrong", "error", "rmse_50", "rmse_non_error", "correct_causal", "correct_evidential"):
        assert results[key] is None, key
    assert results["invalid_evidence_flagged"] == 50.0
    results = quite.compute(predictions=[None], references=[0.3], reasoning_types=[["evidential"]])
    assert results["rmse_non_error"] is None and results["rmse_50"] == pytest.approx(0.2)
    assert results["correct_evidential"] == 0.0 and results["correct_causal"] is None


def test_bad_inputs_name_the_row(quite):
    with pytest.raises(ValueError, match="reference 1"):
        quite.compute(predictions=[0.1, 0.2], references=[0.1, 1.5])
    with pytest.raises(ValueError, match="reasoning_types"):
        quite.compute(predictions=[0.1], references=[0.1], reasoning_types=[[], []])
    with pytest.raises(ValueError, match="programs"):
        quite.compute(predictions=[0.1], references=[0.1], timeout_s=3)
    with pytest.raises(KeyError, match="unknown config"):
        evaluate.load(str(METRIC_DIR), "nonsense")


def test_programs_config_needs_the_opt_in(quite_programs, monkeypatch):
    monkeypatch.delenv("HEDGEHUB_ALLOW_PROGRAM_EXECUTION", raising=False)
    with pytest.raises(ValueError, match="HEDGEHUB_ALLOW_PROGRAM_EXECUTION"):
        quite_programs.compute(predictions=["0.3::rain. query(rain)."], references=[0.3])
    monkeypatch.setenv("HEDGEHUB_ALLOW_PROGRAM_EXECUTION", "1")
    scores = quite_programs.compute(predictions=["0.3::rain. query(rain)."], references=[0.3], workers=1)
    assert scores["correct"] == 100


def test_the_metric_is_the_library_function(quite):
    from hedgehub.metrics.quite_accuracy import compute

    predictions, references = [0.5, 0.25, None, "0.5", -1.0], [0.50001, 0.5, 0.3, 0.2, -1.0]
    assert quite.compute(predictions=predictions, references=references, return_rows=True) == compute(
        predictions, references, return_rows=True
    )


MALFORMED_PROBABILITIES = ["abc", "", [0.5], [], [[None]], {"p": 0.5}, 10**400, -(10**5000), "0.5", True, object()]


def test_malformed_predictions_are_error_rows(quite):
    # issue 14.3: each used to raise (ValueError/OverflowError, failing the whole call) or, for "0.5" and True, to be
    # converted to a number by the declared features and scored correct
    n = len(MALFORMED_PROBABILITIES)
    results = quite.compute(
        predictions=[*MALFORMED_PROBABILITIES, 0.5, -1], references=[0.5] * n + [0.5, -1], return_rows=True
    )
    _plain(results)
    assert results["row_status"] == ["error"] * n + ["correct", "flagged"]
    assert results["row_error"][:n] == ["not_a_number"] * 6 + ["out_of_range"] * 2 + ["not_a_number"] * 3
    assert all(message.startswith("prediction ") for message in results["row_message"][:n])
    assert "'0.5' (str)" in results["row_message"][8] and "True (bool)" in results["row_message"][9]
    assert results["correct"] == pytest.approx(100 / (n + 1)) and results["rmse_non_error"] == 0.0
    for value in MALFORMED_PROBABILITIES:  # alone, one at a time, too
        assert quite.compute(predictions=[value], references=[0.5], return_rows=True)["row_status"] == ["error"]
    # and through add/add_batch
    metric = evaluate.load(str(METRIC_DIR))
    metric.add(prediction="0.5", reference=0.5)
    metric.add_batch(predictions=[True, 0.5], references=[1.0, 0.5])
    assert metric.compute(return_rows=True)["row_status"] == ["error", "error", "correct"]


def test_numpy_predictions_still_score(quite):
    np = pytest.importorskip("numpy")
    results = quite.compute(
        predictions=np.array([0.5, 0.2], dtype=np.float32), references=[0.5, 0.3], return_rows=True
    )
    assert results["row_status"] == ["correct", "wrong"]
    results = quite.compute(predictions=[np.float32(0.5), np.int64(1)], references=[0.5, 1.0], return_rows=True)
    assert results["row_status"] == ["correct", "correct"]


def test_malformed_programs_are_error_rows(quite_programs):
    predictions = [None, 0.5, float("nan"), ["0.5::a. query(a)."], "0.5::a. query(a)."]
    results = quite_programs.compute(
        predictions=predictions, references=[0.5] * 5, timeout_s=60, workers=1, return_rows=True
    )
    assert results["row_status"] == ["error", "error", "error", "error", "correct"]
    assert results["row_error"] == ["missing", "not_a_program", "not_a_program", "not_a_program", None]
    assert "(list) is not a ProbLog program" in results["row_message"][3]


def test_add_batch_accumulates(quite):
    metric = evaluate.load(str(METRIC_DIR))
    metric.add_batch(predictions=[0.2, None], references=[0.2, 0.5])
    metric.add_batch(predictions=[0.1], references=[0.3])
    results = metric.compute()
    assert (results["correct"], results["num_scored"]) == (pytest.approx(100 / 3), 3)


def test_programs_config(quite_programs):
    programs = [
        "0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\+ rain. query(wet).",  # 0.34: correct
        "0.5::a. query(a).",  # 0.5 against 0.25: wrong
        "a :- b. query(a).",  # unknown_clause: error
        "0.5::a. 0.5::b. query(a). query(b).",  # two queries: error
        "0.5::a. evidence(a, false). query(a).",  # 0.0 but gold -1: not flagged
        "0.5::a. 0.0::b :- a. evidence(b, true). query(a).",  # inconsistent evidence, gold -1: flagged
        ":- use_module(library(os)). query(a).",  # unsafe: error
    ]
    results = quite_programs.compute(
        predictions=programs,
        references=[0.34, 0.25, 0.1, 0.5, -1, -1, 0.5],
        reasoning_types=[["causal"], ["evidential"], ["causal"], [], [], [], []],
        timeout_s=60,  # a ceiling: none of these programs should time out, even on a busy machine
        workers=1,
        return_rows=True,
    )
    _plain(results)
    assert results["row_status"] == ["correct", "wrong", "error", "error", "not_flagged", "flagged", "error"]
    assert results["row_error"] == [None, None, "unknown_clause", "other", None, "inconsistent_evidence", "unsafe"]
    assert results["row_probability"][0] == pytest.approx(0.34)
    assert "exactly one query" in results["row_message"][3]
    assert (results["correct"], results["wrong"], results["error"]) == (20.0, 20.0, 60.0)
    assert results["rmse_50"] == pytest.approx(math.sqrt((0 + 0.0625 + 0.16 + 0 + 0) / 5))
    assert results["correct_causal"] == 50.0 and results["correct_evidential"] == 0.0
    assert results["invalid_evidence_flagged"] == 50.0


def _gold_programs(zip_path: Path, network: str) -> tuple[list[str], list[float], list[list[str]]]:
    """Premises + each evidence-query block of one network, from the release's .pl files, with the JSON answers."""
    with zipfile.ZipFile(zip_path) as archive:
        premises = archive.read(f"quite-corpus/problog_data/premises/{network}.pl").decode()
        pairs = archive.read(f"quite-corpus/problog_data/evidence_query_pairs/{network}.pl").decode()
        records = json.loads(archive.read(f"quite-corpus/data/{network}.json"))["evidence_query_pairs"]
    blocks = re.split(r"^% ID (\d+)\s*$", pairs, flags=re.M)
    programs = {int(blocks[i]): premises + "\n" + blocks[i + 1] for i in range(1, len(blocks), 2)}
    by_id = {r["id"]: r for r in records}
    ids = sorted(programs)
    return [programs[i] for i in ids], [by_id[i]["answer"] for i in ids], [by_id[i]["reasoning_types"] for i in ids]


def test_gold_programs_of_the_release_score_correct(quite_programs, shared_data):
    zip_path = shared_data / "quite" / "quite-corpus.zip"
    programs, answers, types = _gold_programs(zip_path, "asia0")
    assert len(programs) == 8
    results = quite_programs.compute(
        predictions=programs,
        references=answers,
        reasoning_types=types,
        timeout_s=120,  # a ceiling (busy machine)
        workers=1,
        memory_mb=3000,  # a pool of its own, untouched by the other tests
        return_rows=True,
    )
    for program, status, error in zip(programs, results["row_status"], results["row_error"], strict=True):
        if re.search(r"^query\([^()]*\([^()]*\)\)\.", program, flags=re.M):  # a well-formed query/1
            assert status == "correct", (program[-200:], error)
        else:  # the release writes `query(x, true).` for two pairs: the dataset builder repairs those
            assert status in {"correct", "error"}
    assert results["num_scored"] == 8 and results["correct"] >= 75.0


def test_readme_section_examples_run(monkeypatch):
    import doctest

    monkeypatch.chdir(REPO_ROOT)
    text = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## QUITE accuracy metric", 1)[1].split("\n## ", 1)[0]
    test = doctest.DocTestParser().get_doctest(section, {}, "README#quite-accuracy", "README.md", 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.tries >= 5 and runner.failures == 0


def test_widget_round_trip_with_gradio_client(monkeypatch):
    monkeypatch.setenv("GRADIO_ANALYTICS_ENABLED", "False")
    gradio_client = pytest.importorskip("gradio_client", reason="pip install gradio_client (the `space` extra)")
    from metrics.quite_accuracy.app import demo

    _, url, _ = demo.launch(prevent_thread_lock=True, server_name="127.0.0.1", quiet=True)
    try:
        client = gradio_client.Client(url, verbose=False)
        results = client.predict(
            "[0.5, 0.25, null, 1.5, -1]", "[0.50001, 0.5, 0.3, 0.7, -1]", "", "default", api_name="/score"
        )
        assert results["correct"] == 25.0
        assert results["row_status"] == ["correct", "wrong", "error", "error", "flagged"]
        with pytest.raises(Exception, match="not valid JSON"):
            client.predict("[0.5", "[0.5]", "", "default", api_name="/score")
    finally:
        demo.close()
