"""QUITE's results table (issue 17): the direct-answer evaluation (per-row predictions + scores.json), the 50%
baseline, the table builder over saved / recorded / missing runs, the commands and the ``quite-table`` make target.

Offline and fast: a staged toy QUITE (the gallstones network, plus an invalid-evidence and a ``gold_disagrees`` pair)
and fake run folders; no model is trained here (the trainers' end-of-run evaluation is in test_trainers_parser.py).
"""

import doctest
import importlib
import json
import subprocess
from pathlib import Path

import pytest

from hedgehub.evaluation import answers, quite_table
from hedgehub.evaluation.answers import AnswersArguments, constant_predictor, evaluate_answers
from hedgehub.evaluation.quite_table import QuiteTableArguments, build_table, render_markdown
from hedgehub.metrics.quite_accuracy import compute


REPO = Path(__file__).resolve().parents[1]
RECORDED = REPO / "tests" / "benchmarks" / "recorded" / "problog_ft_smollm2_400steps.json"
SCORES = {"correct": 40.0, "wrong": 50.0, "error": 10.0, "rmse_50": 0.3, "rmse_non_error": 0.25, "num_scored": 5}


@pytest.fixture(scope="module")
def toy(tmp_path_factory) -> str:
    """The gallstones pairs (qe_id 0-3, status ok) + qe_id 4 invalid_evidence + qe_id 5 gold_disagrees (not scored)."""
    import yaml
    from datasets import Dataset

    from hedgehub.hub import configs_yaml, stage_dataset
    from hedgehub.toy_quite import toy_quite_rows

    qe = toy_quite_rows()["qe-programs"]
    qe = [{**r, "pair_id": r["qe_id"]} for r in qe]
    qe += [{**qe[0], "qe_id": 4, "pair_id": 4, "status": "invalid_evidence", "answer": -1.0}]
    qe += [{**qe[0], "qe_id": 5, "pair_id": 5, "status": "gold_disagrees"}]
    configs = {"qe-programs": {"test": Dataset.from_list(qe)}}
    header = yaml.safe_dump({"configs": configs_yaml(configs, "qe-programs")}, sort_keys=False)
    return str(stage_dataset(configs, tmp_path_factory.mktemp("toy") / "quite", card_text=f"---\n{header}---\n"))


def toy_answers(rows, premise_type):
    """Row order is (file_name, qe_id): gold 0.011316, 0.1531, 0.3925, 0.9730, then the invalid-evidence pair."""
    assert [r["qe_id"] for r in rows] == [0, 1, 2, 3, 4]
    if premise_type == "wep":
        return [0.5, 0.5, 0.3925, 0.5, 0.5]
    texts = ["The probability is 0.011316.", "no idea", "The probability is 1.5.", "The probability is 0.9.", "-1"]
    return list(zip([0.011316, None, 1.5, 0.9, -1.0], texts, strict=True))


def gold_and_types(toy):
    from hedgehub.evaluation.parser import evaluation_rows, gold_answers

    rows = evaluation_rows(toy, "test")
    return gold_answers(rows), [list(r["reasoning_types"]) for r in rows]


def read_jsonl(path):
    return [json.loads(line) for line in Path(path).read_text().splitlines()]


def test_evaluate_answers_writes_predictions_and_the_metric_scores(toy, tmp_path):
    scores = evaluate_answers(toy_answers, dataset_name=toy, output_dir=tmp_path, meta={"model": "toy", "load_s": 2})
    golds, types = gold_and_types(toy)
    assert golds == [0.011316, 0.1531, 0.3925, 0.973, -1.0]  # gold_disagrees is not evaluated
    expected = compute([0.011316, None, 1.5, 0.9, -1.0], golds, types)
    assert scores["numeric"] == expected
    assert (expected["correct"], expected["wrong"], expected["error"], expected["num_scored"]) == (25.0, 25.0, 50.0, 4)
    assert expected["invalid_evidence_flagged"] == 100.0
    assert scores["wep"] == compute([0.5, 0.5, 0.3925, 0.5, 0.5], golds, types)
    assert scores["wep"]["correct"] == 25.0 and scores["wep"]["error"] == 0.0
    assert json.loads((tmp_path / "scores.json").read_text()) == scores
    meta = scores["meta"]
    assert (meta["split"], meta["pairs"], meta["scored"], meta["model"], meta["qe_configs"]) == (
        "test",
        5,
        4,
        "toy",
        ["qe-programs"],
    )
    assert set(meta["timings"]) == {"load_s", "numeric_s", "wep_s"} and meta["timings"]["load_s"] == 2

    records = read_jsonl(tmp_path / "predictions-numeric.jsonl")
    assert [r["outcome"] for r in records] == ["correct", "error", "error", "wrong", "flagged"]
    # -1 on the invalid-evidence pair flags it (the metric's kind for -1 is still out_of_range)
    assert [r["error"] for r in records] == [None, "missing", "out_of_range", None, "out_of_range"]
    assert records[1]["output"] == "no idea" and records[1]["probability"] is None
    assert records[2]["probability"] == 1.5 and records[4]["gold"] == -1.0
    first = records[0]
    assert {k: first[k] for k in ("qe_id", "file_name", "pair_id", "network_name", "status", "premise_type")} == {
        "qe_id": 0,
        "file_name": "gallstones0",
        "pair_id": 0,
        "network_name": "GALLSTONES",
        "status": "ok",
        "premise_type": "numeric",
    }
    assert first["reasoning_types"] == ["evidential"] and first["correct"] is True
    assert "output" not in read_jsonl(tmp_path / "predictions-wep.jsonl")[0]  # floats only: no text

    # a second call for one wording merges into the same scores.json
    again = evaluate_answers(constant_predictor(0.1531), dataset_name=toy, premise_types=["wep"], output_dir=tmp_path)
    assert again["numeric"] == scores["numeric"] and again["wep"]["correct"] == 25.0
    assert set(again["meta"]["timings"]) == {"load_s", "numeric_s", "wep_s"}


def test_a_failing_predictor_leaves_no_half_written_files(toy, tmp_path):
    def fails_on_wep(rows, premise_type):
        if premise_type == "wep":
            raise RuntimeError("out of memory")
        return [0.5] * len(rows)

    fresh = tmp_path / "fresh"
    with pytest.raises(RuntimeError, match="out of memory"):
        evaluate_answers(fails_on_wep, dataset_name=toy, output_dir=fresh)
    assert not fresh.exists() or not any(fresh.iterdir())

    done = tmp_path / "done"
    evaluate_answers(constant_predictor(0.1531), dataset_name=toy, output_dir=done)
    before = {p.name: p.read_text() for p in done.iterdir()}
    with pytest.raises(RuntimeError):
        evaluate_answers(fails_on_wep, dataset_name=toy, output_dir=done)
    with pytest.raises(ValueError, match="4 answers for 5"):
        evaluate_answers(lambda rows, _: [0.5] * 4, dataset_name=toy, output_dir=done)
    assert {p.name: p.read_text() for p in done.iterdir()} == before  # same files, same content, no temporaries


def write_scores(folder: Path, scores: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "scores.json").write_text(json.dumps(scores))
    return folder


def table_args(toy, tmp_path, **kw) -> QuiteTableArguments:
    defaults = dict(
        dataset_name=toy,
        split="test",
        llm_ft_dir=str(tmp_path / "llm-ft"),
        regression_ft_dir=str(tmp_path / "regression-ft"),
        parser_dir=str(tmp_path / "parser"),
        recorded=str(RECORDED),
        output_dir=str(tmp_path / "table"),
    )
    return QuiteTableArguments(**{**defaults, **kw})


def by_key(rows):
    return {(r["method_id"], r["premises"]): r for r in rows}


def test_table_rows_from_runs_recorded_and_missing(toy, tmp_path):
    llm = {
        "numeric": SCORES,
        "wep": {**SCORES, "correct": 20.0},
        "meta": {"split": "test", "model": "m", "global_step": 9},
    }
    write_scores(tmp_path / "llm-ft", llm)
    (tmp_path / "regression-ft").mkdir()  # no run at all
    oracle = {**SCORES, "correct": 60.0, "correct_causal": 70.0}
    write_scores(
        tmp_path / "parser", {"numeric": SCORES, "wep": SCORES, "oracle_numeric": oracle, "meta": {"split": "test"}}
    )
    rows = build_table(table_args(toy, tmp_path))
    table = by_key(rows)
    assert [(r["method_id"], r["premises"]) for r in rows][:3] == [
        ("baseline_50", "numeric"),
        ("baseline_50", "wep"),
        ("regression_ft", "numeric"),
    ]
    assert len(rows) == 2 + 2 + 2 + 3 + 3

    # the 50% baseline is computed here, through evaluate_answers, and equals the metric on all-0.5 answers
    golds, types = gold_and_types(toy)
    expected = compute([0.5] * len(golds), golds, types)
    for premises in ("numeric", "wep"):
        row = table[("baseline_50", premises)]
        assert {k: row[k] for k in quite_table.SCORE_KEYS} == {k: expected[k] for k in quite_table.SCORE_KEYS}
        assert row["source"] == "computed" and row["num_scored"] == 4
    assert expected["correct"] == 0.0 and expected["rmse_50"] == pytest.approx(0.3855, abs=1e-4)
    assert (table[("baseline_50", "numeric")]["paper_correct"], table[("baseline_50", "wep")]["paper_correct"]) == (
        0.9,
        None,
    )
    assert (tmp_path / "table" / "baseline-50" / "predictions-numeric.jsonl").exists()

    llm_numeric = table[("llm_ft", "numeric")]
    assert (llm_numeric["correct"], llm_numeric["rmse_non_error"], llm_numeric["source"]) == (40.0, 0.25, "run")
    assert (llm_numeric["paper_correct"], llm_numeric["paper_rmse_50"], llm_numeric["model"]) == (
        21.5,
        0.327,
        "m, 9 steps",
    )
    assert llm_numeric["note"] == "5 scored pairs; the split has 4"  # not the baseline's pairs: said so
    assert table[("llm_ft", "wep")]["correct"] == 20.0

    missing = table[("regression_ft", "numeric")]
    assert missing["source"] == "missing" and missing["correct"] is None and missing["paper_correct"] == 0.0
    assert "trainers/regression.py --config trainers/recipes/smollm2/regression_ft/cpu.yaml" in missing["command"]
    assert "--eval_split test --eval_max_pairs -1" in missing["command"]

    slot_oracle = table[("slot_parser", "gold premises (oracle)")]
    assert (slot_oracle["correct"], slot_oracle["correct_causal"], slot_oracle["paper_correct"]) == (60.0, 70.0, None)

    recorded = table[("problog_ft", "numeric")]
    assert (recorded["source"], recorded["correct"], recorded["error"], recorded["rmse_50"]) == (
        "recorded",
        0.5,
        86.4,
        0.381,
    )
    assert recorded["rmse_non_error"] is None and recorded["correct_causal"] is None
    assert recorded["paper_correct"] == 54.5 and "adapter not kept" in recorded["note"]
    problog_oracle = table[("problog_ft", "gold premises (oracle)")]
    assert (problog_oracle["correct"], problog_oracle["wrong"], problog_oracle["paper_correct"]) == (47.9, 39.4, 87.3)
    problog_wep = table[("problog_ft", "wep")]  # recorded on 4 of the 10 test networks only: said so
    assert (problog_wep["source"], problog_wep["error"], problog_wep["num_scored"]) == ("recorded", 88.4, 69)
    assert "69 scored pairs" in problog_wep["note"]

    # a trained adapter without scores: evaluate it, don't retrain
    (tmp_path / "regression-ft" / "adapter_config.json").write_text("{}")
    again = by_key(build_table(table_args(toy, tmp_path)))
    command = again[("regression_ft", "wep")]["command"]
    assert command.startswith("hedgehub evaluate answers --method regression_ft --model_dir")


def test_problog_ft_dir_takes_precedence_over_the_recorded_file(toy, tmp_path):
    folder = write_scores(tmp_path / "problog", {"numeric": SCORES, "oracle": {**SCORES, "correct": 80.0}})
    table = by_key(build_table(table_args(toy, tmp_path, problog_ft_dir=str(folder))))
    assert table[("problog_ft", "numeric")]["source"] == "run" and table[("problog_ft", "numeric")]["correct"] == 40.0
    assert table[("problog_ft", "gold premises (oracle)")]["correct"] == 80.0

    # run folders of `hedgehub evaluate parser`: per setting the run with most pairs, constrained first
    runs = tmp_path / "parser-runs"
    for name, mode, premise, constrained, correct, scored in [
        ("numeric-4net", "parse", "numeric", True, 1.0, 69),
        ("numeric-free", "parse", "numeric", False, 2.0, 213),
        ("numeric-constrained", "parse", "numeric", True, 3.0, 213),
        ("oracle", "oracle", "numeric", True, 47.0, 213),
        ("gold", "gold", "numeric", None, 100.0, 213),
    ]:
        run = {"scores": {**SCORES, "correct": correct, "num_scored": scored}, "mode": mode, "split": "test"}
        write_scores(runs / name, {**run, "premise_type": premise, "constrained": constrained, "model": "adapter"})
    write_scores(runs, {"scores": {**SCORES, "correct": 9.0}, "mode": "parse", "premise_type": "wep", "split": "test"})
    table = by_key(build_table(table_args(toy, tmp_path, problog_ft_dir=str(runs))))
    assert table[("problog_ft", "numeric")]["correct"] == 3.0
    assert table[("problog_ft", "wep")]["correct"] == 9.0  # a single run in the folder itself
    assert table[("problog_ft", "gold premises (oracle)")]["correct"] == 47.0
    assert table[("problog_ft", "numeric")]["model"] == "adapter"

    # a run measured on another split is not shown as this split's
    write_scores(tmp_path / "llm-ft", {"numeric": SCORES, "meta": {"split": "validation"}})
    row = by_key(build_table(table_args(toy, tmp_path)))[("llm_ft", "numeric")]
    assert row["source"] == "missing" and "'validation'" in row["note"]


def test_main_writes_table_json_and_markdown_with_the_paper_columns(toy, tmp_path):
    write_scores(tmp_path / "llm-ft", {"numeric": SCORES, "wep": SCORES, "meta": {"split": "test", "model": "m"}})
    rows = quite_table.main(table_args(toy, tmp_path))
    assert json.loads((tmp_path / "table" / "table.json").read_text()) == rows
    text = (tmp_path / "table" / "table.md").read_text()
    assert "| correct % | paper correct % | wrong % | error % | RMSE_50 | paper RMSE_50 | RMSE_nonError |" in text
    assert "| LLM-FT | m | numeric | 40.0 | 21.5 | 50.0 | 10.0 | 0.300 | 0.327 | 0.250 | 5 | run" in text
    assert "| ProbLog-FT (free-form) | HuggingFaceTB/SmolLM2-135M-Instruct" in text
    assert "| 0.5 | 54.5 | 13.1 | 86.4 | 0.381 | 0.244 | – | 213 | recorded" in text
    assert "missing — run `python trainers/regression.py" in text
    assert "| method | premises | causal | evidential | explaining away | source |" in text
    assert "Regression-FT: Llama-2-7B" in text and "Schrader et al., EMNLP 2024, Table 4" in text
    assert render_markdown(rows) == text  # the same function renders it
    for line in text.splitlines():  # a `|` inside a command would break the table
        if line.startswith("| "):
            assert line.replace("\\|", "").count("|") in (13, 7), line


def test_recorded_file_holds_what_benchmarks_records():
    recorded = json.loads(RECORDED.read_text())
    numeric, oracle = recorded["numeric"], recorded["oracle"]
    assert [numeric[k] for k in ("correct", "wrong", "error", "rmse_50")] == [0.5, 13.1, 86.4, 0.381]
    assert [oracle[k] for k in ("correct", "wrong", "error", "rmse_50")] == [47.9, 39.4, 12.7, 0.339]
    wep = recorded["wep"]  # the four smallest test networks only (BENCHMARKS row test-wep-constrained-4net)
    assert [wep[k] for k in ("correct", "wrong", "error", "rmse_50", "num_scored")] == [0.0, 11.6, 88.4, 0.368, 69]
    assert numeric["rmse_non_error"] is None and oracle["correct_evidential"] is None
    provenance = recorded["meta"]["provenance"]
    assert "trainers/sft_problog.py" in provenance["training_command"]
    assert "trainers/evaluate_parser.py" in provenance["evaluation_command"]
    assert provenance["adapter"].startswith("not kept")
    benchmarks = (REPO / "BENCHMARKS.md").read_text()
    wep_row = (
        "| test-wep-constrained-4net | wep | parse | syntax+declared-vocabulary+stated-probabilities | 69 "
        "| 0.0 | 11.6 | 88.4 | 0.368 |"
    )
    assert wep_row in benchmarks
    assert "| free-form ProbLog-FT (section below, 400 steps) | numeric, full parse | 0.5 | 13.1 | 86.4 | 0.381 |" in (
        benchmarks
    )
    assert "| free-form ProbLog-FT | gold premises (oracle) | 47.9 | 39.4 | 12.7 | 0.339 |" in benchmarks
    assert provenance["training_command"] in benchmarks


def test_answers_command_parser_accepts_the_documented_flags(toy, tmp_path):
    from hedgehub import cli

    argv = ["--method", "llm_ft", "--model_dir", "DIR", "--dataset_name", "hub/quite", "--split", "test"]
    argv += ["--output_dir", "OUT", "--max_length", "512", "--premise_types", "numeric", "--max_pairs", "7"]
    (args,) = answers.make_parser().parse_args_and_config(argv)
    assert args == AnswersArguments(
        method="llm_ft",
        model_dir="DIR",
        dataset_name="hub/quite",
        split="test",
        output_dir="OUT",
        max_length=512,
        premise_types=["numeric"],
        max_pairs=7,
    )
    (table,) = quite_table.make_parser().parse_args_and_config(
        ["--llm_ft_dir", "a", "--regression_ft_dir", "b", "--parser_dir", "c", "--problog_ft_dir", "d"]
        + ["--recorded", "e.json", "--output_dir", "f", "--dataset_name", "hub/quite", "--split", "test"]
    )
    assert (table.llm_ft_dir, table.problog_ft_dir, table.recorded, table.output_dir) == ("a", "d", "e.json", "f")
    assert cli.EVALUATE["answers"][0] == "hedgehub.evaluation.answers"
    assert cli.EVALUATE["quite-table"][0] == "hedgehub.evaluation.quite_table"
    for script in ("evaluate_answers", "quite_table"):  # the thin scripts are the same code
        module = importlib.import_module(f"trainers.{script}")
        assert module.main.__module__ in ("hedgehub.evaluation.answers", "hedgehub.evaluation.quite_table")

    # end to end through the command line: the baseline needs no model
    cli.main(["evaluate", "answers", "--method", "baseline_50", "--dataset_name", toy, "--output_dir", str(tmp_path)])
    scores = json.loads((tmp_path / "scores.json").read_text())
    assert scores["meta"]["method"] == "baseline_50" and scores["numeric"]["num_scored"] == 4
    with pytest.raises(ValueError, match="--model_dir is required"):
        answers.main(AnswersArguments(method="llm_ft", output_dir=str(tmp_path)))
    with pytest.raises(ValueError, match="--method must be one of"):
        answers.main(AnswersArguments(method="slot", model_dir="x"))
    with pytest.raises(ValueError, match="-1 \\(all pairs\\)"):
        answers.pairs_limit(-2)


def test_recipes_evaluate_every_test_pair():
    from unittest.mock import patch

    pytest.importorskip("trl")
    from trainers import regression, sft_textual

    for script, recipe in ((sft_textual, "llm_ft"), (regression, "regression_ft")):
        path = REPO / "trainers" / "recipes" / "smollm2" / recipe / "cpu.yaml"
        with patch("sys.argv", ["script", "--config", str(path)]):
            script_args, training_args, _ = script.make_parser().parse_args_and_config()
        assert (script_args.eval_split, script_args.eval_max_pairs) == ("test", -1)
        assert training_args.output_dir == f"runs/quite/{recipe.replace('_', '-')}"


def test_make_quite_table_reuses_saved_evaluations(tmp_path):
    hub = tmp_path / "hub"
    (hub / "quite").mkdir(parents=True)
    (hub / "quite" / "README.md").write_text("staged")
    parser = write_scores(tmp_path / "parser", {})
    out = tmp_path / "quite"

    def dry_run() -> str:
        variables = [f"HUB_DIR={hub}", f"PARSER_OUT={parser}", f"QUITE_OUT={out}", "VENV=.venv"]
        result = subprocess.run(
            ["make", "-n", "-o", "setup", "quite-table", *variables], cwd=REPO, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr
        return result.stdout

    text = dry_run()
    assert "trainers/sft_textual.py --config trainers/recipes/smollm2/llm_ft/cpu.yaml" in text
    assert f"--output_dir {out}/llm-ft --eval_split test --eval_max_pairs -1" in text
    assert "trainers/regression.py --config trainers/recipes/smollm2/regression_ft/cpu.yaml" in text
    assert "make parser" not in text and "parser-data" not in text  # both exist
    assert f"trainers/quite_table.py --dataset_name {hub}/quite --split test" in text
    assert "--recorded tests/benchmarks/recorded/problog_ft_smollm2_400steps.json" in text
    write_scores(out / "llm-ft", {})
    write_scores(out / "regression-ft", {})
    text = dry_run()
    assert "sft_textual.py" not in text and "regression.py" not in text and "trainers/quite_table.py" in text


@pytest.mark.parametrize("module", [answers, quite_table])
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
