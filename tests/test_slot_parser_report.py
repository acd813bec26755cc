"""Slot parser report: model card (scores → model-index), predicted-vs-gold plot, export script, bn-reasoning mode."""

from __future__ import annotations

import doctest
import json
import random
import re
from pathlib import Path
from unittest.mock import patch

import pytest
from huggingface_hub import ModelCard

import hedgehub.cards as cards
import hedgehub.plots as plots
import hedgehub.slot_parser as slot_parser
from hedgehub.slot_parser import SlotParser


REPO_ROOT = Path(__file__).resolve().parents[1]
MODES = ("numeric", "wep", "oracle_numeric")


def _result(correct: float, error: float) -> dict:
    return {
        "correct": correct,
        "wrong": 100.0 - correct - error,
        "error": error,
        "rmse_50": 0.25,
        "rmse_non_error": 0.2,
        "correct_causal": correct,
        "correct_evidential": None,
        "correct_explaining_away": 0.0,
        "invalid_evidence_flagged": 50.0,
        "num_scored": 4,
        "num_invalid_evidence": 2,
        "num_causal": 2,
        "num_evidential": 0,
        "num_explaining_away": 1,
    }


FAKE_SCORES = {
    "numeric": _result(50.0, 25.0),
    "wep": _result(25.0, 25.0),
    "oracle_numeric": _result(75.0, 0.0),
    "meta": {
        "split": "test",
        "pairs": 6,
        "timings": {"load_s": 12.0, "numeric_s": 3725.0, "wep_s": 60.0, "oracle_numeric_s": 5.0},
        "load_average": 7.25,
    },
}


def _records(mode_shift: float) -> list[dict]:
    rng = random.Random(0)
    rows = [{"gold": -1.0, "probability": None, "error": "inconsistent_evidence"}]
    for i in range(20):
        gold = round(rng.random(), 4)
        probability = gold if i % 3 == 0 else min(1.0, gold + mode_shift)
        rows.append({"gold": gold, "probability": probability, "error": None, "reasoning_types": ["causal"]})
    rows.append({"gold": 0.4, "probability": None, "error": "timeout"})
    return rows


@pytest.fixture
def evaluation_dir(tmp_path) -> Path:
    """A fake evaluation output: scores.json + predictions-<mode>.jsonl."""
    folder = tmp_path / "eval-out"
    folder.mkdir()
    (folder / "scores.json").write_text(json.dumps(FAKE_SCORES))
    for shift, mode in zip((0.1, 0.2, 0.05), MODES, strict=True):
        (folder / f"predictions-{mode}.jsonl").write_text("\n".join(json.dumps(r) for r in _records(shift)) + "\n")
    return folder


@pytest.fixture
def parser_dir(tmp_path) -> Path:
    """A fake trained parser folder: namer/ (adapter config, train results), chooser/, a checkpoint to leave out."""
    folder = tmp_path / "slot-parser"
    (folder / "namer" / "checkpoint-9").mkdir(parents=True)
    (folder / "chooser").mkdir()
    (folder / "namer" / "adapter_config.json").write_text(
        json.dumps({"base_model_name_or_path": "HuggingFaceTB/SmolLM2-135M-Instruct"})
    )
    (folder / "namer" / "train_results.json").write_text(json.dumps({"train_runtime": 4000.0, "load_average": 9.5}))
    (folder / "chooser" / "train_results.json").write_text(json.dumps({"train_runtime": 95.0}))
    (folder / "namer" / "checkpoint-9" / "optimizer.pt").write_bytes(b"x")
    return folder


@pytest.mark.parametrize("module", [cards, plots])
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_template_is_package_data_and_linked_from_model_cards():
    assert (REPO_ROOT / "model_cards" / "slot_parser_card.md.jinja").read_text() == cards.card_template()


def test_card_renders_model_index_tables_and_times(tmp_path):
    card = cards.render_slot_parser_card(
        FAKE_SCORES, model_name="toy-parser", repo_id="org/toy-parser", plot="predictions.png",
        training={"namer": "1 h 06 min", "chooser": "1 min 35 s"},
    )  # fmt: skip
    path = tmp_path / "README.md"
    card.save(path)
    loaded = ModelCard.load(path)
    results = loaded.data.eval_results
    assert len(results) == len(MODES) * len(cards.MODEL_INDEX_METRICS)
    got = {(r.metric_config, r.metric_type): r.metric_value for r in results}
    assert got[("numeric", "correct")] == 50.0 and got[("wep", "correct")] == 25.0
    assert got[("oracle_numeric", "error")] == 0.0 and got[("wep", "rmse_50")] == 0.25
    assert {(r.dataset_type, r.dataset_name, r.dataset_config, r.dataset_split) for r in results} == {
        ("hedgehub/quite", "QUITE (test)", "qe-programs", "test")
    }
    names = {r.metric_name for r in results}
    assert "correct % (wep: premises in words of estimative probability, full parse)" in names
    data = loaded.data.to_dict()
    assert data["license"] == "apache-2.0" and "licence" not in data
    assert data["base_model"] == ["HuggingFaceTB/SmolLM2-135M-Instruct", "sentence-transformers/all-MiniLM-L6-v2"]
    assert data["model-index"][0]["name"] == "toy-parser"
    text = loaded.text
    row = "| `numeric` | QUITE test, numeric premises, full parse | 50.0 | 25.0 | 25.0 | 0.2500 | 0.2000 | 4 | 50.0 |"
    assert row in text
    assert "| `oracle_numeric` | 75.0 (2) | — (0) | 0.0 (1) |" in text  # per reasoning type
    assert "numeric 1 h 02 min" in text and "Load average (1 min) at the end of the evaluation: 7.2" in text
    assert "| 1 h 06 min |" in text and "![Predicted vs gold" in text and "(predictions.png)" in text
    assert 'load_slot_parser(snapshot_download("org/toy-parser"))' in text


def test_card_without_scores_says_how_to_evaluate():
    card = cards.render_slot_parser_card(None, model_name="bare")
    assert card.data.eval_results is None
    assert "Not evaluated yet" in card.text and "model-index" not in str(card.data.to_dict())


def test_plot_written_one_panel_per_mode(evaluation_dir, tmp_path):
    files = plots.prediction_files(evaluation_dir)
    assert list(files) == list(MODES)
    summary = plots.prediction_summary(plots.read_predictions(files["numeric"]))
    assert summary == {"scored": 21, "correct": 7, "wrong": 13, "error": 1, "invalid_evidence": 1}
    path = plots.plot_predictions(files, tmp_path / "sub" / "plot.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    from matplotlib.image import imread

    height, width = imread(path).shape[:2]
    assert width > 2.5 * height  # three panels side by side

    assert plots.main([str(evaluation_dir), "--modes", "numeric"]) == 0
    assert (evaluation_dir / "predictions.png").exists()
    with pytest.raises(SystemExit):
        plots.main([str(evaluation_dir), "--modes", "bn_reasoning"])


def _run_export(argv: list[str]) -> dict:
    import trainers.export_slot_parser as export

    with patch("sys.argv", ["export_slot_parser.py", *argv]):
        (args,) = export.make_parser().parse_args_into_dataclasses()
    return export.main(args)


def test_export_script_writes_card_plot_and_eval_copies(parser_dir, evaluation_dir):
    written = _run_export(["--parser_dir", str(parser_dir), "--scores", str(evaluation_dir / "scores.json")])
    assert written["url"] is None
    assert (parser_dir / "predictions.png").read_bytes()[:4] == b"\x89PNG"
    assert sorted(p.name for p in (parser_dir / "eval").iterdir()) == sorted(
        ["scores.json", *(f"predictions-{m}.jsonl" for m in MODES)]
    )
    card = ModelCard.load(parser_dir / "README.md")
    assert len(card.data.eval_results) == 12 and card.data.model_name == "slot-parser"
    assert "| 1 h 06 min (load average 9.5) |" in card.text and "| 1 min 35 s |" in card.text
    assert "`eval/predictions-numeric.jsonl`" in card.text
    # The card is written last: it is the newest file of the folder.
    newest = max((p for p in parser_dir.rglob("*") if p.is_file()), key=lambda p: p.stat().st_mtime_ns)
    assert newest.name == "README.md"


def test_export_push_uploads_the_folder_in_one_commit(parser_dir, evaluation_dir):
    calls = []

    class FakeApi:
        def __init__(self, token=None):
            calls.append(("init", token))

        def create_repo(self, repo_id, **kwargs):
            calls.append(("create_repo", repo_id, kwargs))

        def upload_folder(self, **kwargs):
            calls.append(("upload_folder", kwargs))
            return type("Info", (), {"pr_url": "https://hub/pr/1", "commit_url": None})()

    argv = ["--parser_dir", str(parser_dir), "--scores", str(evaluation_dir / "scores.json"),
            "--push_to_hub", "org/quite-slot-parser", "--private", "--create_pr", "--token", "t0k"]  # fmt: skip
    with patch("huggingface_hub.HfApi", FakeApi):
        written = _run_export(argv)
    assert written["url"] == "https://hub/pr/1"
    assert [c[0] for c in calls] == ["init", "create_repo", "upload_folder"]
    assert calls[0][1] == "t0k" and calls[1][2]["private"] is True
    upload = calls[2][1]
    assert upload["folder_path"] == str(parser_dir) and upload["repo_id"] == "org/quite-slot-parser"
    assert upload["create_pr"] is True
    import fnmatch

    ignored = [p for p in ("namer/checkpoint-9/optimizer.pt", "README.md", "eval/scores.json")
               if any(fnmatch.fnmatch(p, pattern) for pattern in upload["ignore_patterns"])]  # fmt: skip
    assert ignored == ["namer/checkpoint-9/optimizer.pt"]
    card = ModelCard.load(parser_dir / "README.md")
    assert card.data.model_name == "quite-slot-parser"
    assert 'snapshot_download("org/quite-slot-parser")' in card.text


# ----------------------------------------------------------------------------------------------------------------
# bn-reasoning mode of trainers/evaluate_slot_parser.py, on a tiny staged build and a stub parser
# ----------------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def staged_bn(tmp_path_factory) -> Path:
    from hedgehub.builders import bn_reasoning as script

    out = tmp_path_factory.mktemp("bn") / "staged"
    script.main(
        script.ScriptArguments(
            output_dir=str(out), train_networks=["asia"], validation_networks=["earthquake"],
            test_networks=["cancer"], subnetworks_per_network=2, pairs_per_subnetwork=3,
            interventional_pairs_per_subnetwork=1, problog_workers=1,
        )
    )  # fmt: skip
    return out


def _stub_parser() -> SlotParser:
    """Namer: names from the words of the premise; chooser: word overlap between sentence and candidate."""
    counter = iter(range(10**6))

    def namer(prompts, grammars):
        names = []
        for prompt in prompts:
            words = re.findall(r"[a-z]+", prompt.split("\n")[0].lower())
            names.append(f" {words[-1] if words else 'v'}_{next(counter)}(low|high)")
        return names

    def chooser(texts, candidates):
        scores = []
        for text, candidate in zip(texts, candidates, strict=True):
            words = set(re.findall(r"[a-z0-9]+", candidate.lower()))
            scores.append(len(words & set(re.findall(r"[a-z0-9]+", text.lower()))) / (1 + len(words)))
        return scores

    return SlotParser(namer, chooser)


def _run_evaluation(argv: list[str]) -> dict:
    import trainers.evaluate_slot_parser as evaluation

    with patch("sys.argv", ["evaluate_slot_parser.py", *argv]):
        (args,) = evaluation.make_parser().parse_args_into_dataclasses()
    return evaluation.main(args)


def test_bn_reasoning_mode_scores_with_quite_accuracy(staged_bn, tmp_path, monkeypatch):
    import datasets

    loaded = []
    monkeypatch.setattr(slot_parser, "load_slot_parser", lambda *_, **kwargs: loaded.append(kwargs) or _stub_parser())
    rows = [r for r in datasets.load_dataset(str(staged_bn), "qe-programs", split="test")]
    out = tmp_path / "eval"
    out.mkdir()
    earlier = {"numeric": {"correct": 12.5}, "meta": {"split": "test", "pairs": 213}}
    (out / "scores.json").write_text(json.dumps(earlier))
    argv = ["--parser_dir", "unused", "--output_dir", str(out), "--bn_reasoning_dataset", str(staged_bn),
            "--modes", "bn_reasoning", "bn_reasoning_oracle_numeric", "--timeout_s", "30"]  # fmt: skip
    scores = _run_evaluation(argv)

    assert json.loads((out / "scores.json").read_text()) == scores
    assert scores["numeric"] == earlier["numeric"] and scores["meta"]["pairs"] == 213  # QUITE results untouched
    meta = scores["meta"]["bn_reasoning"]
    assert meta["pairs"] == len(rows) and meta["source_networks"] == ["cancer"]
    assert meta["modes"] == ["bn_reasoning", "bn_reasoning_oracle_numeric"]
    assert set(meta["timings"]) == {"load_s", "bn_reasoning_s", "bn_reasoning_oracle_numeric_s"}
    assert loaded[-1]["chooser"] is None and "chooser" not in meta  # parser_dir's own chooser
    for mode in ("bn_reasoning", "bn_reasoning_oracle_numeric"):
        result = scores[mode]
        assert result["num_scored"] + result["num_invalid_evidence"] == len(rows)
        assert abs(result["correct"] + result["wrong"] + result["error"] - 100.0) < 1e-6
        records = plots.read_predictions(out / f"predictions-{mode}.jsonl")
        assert [r["qe_id"] for r in records] == [r["qe_id"] for r in rows]
        assert {r["network_name"] for r in records} == {"cancer"}
        # the renderer never writes a broken program, even from a stub's choices
        assert not {r["error"] for r in records} & {"syntax", "unknown_clause", "invalid_probability", "unsafe"}
    oracle = plots.read_predictions(out / "predictions-bn_reasoning_oracle_numeric.jsonl")
    assert all(r["premise_clauses"] and r["notes"] == ["gold premise"] * len(r["premise_clauses"]) for r in oracle)
    assert scores["bn_reasoning_oracle_numeric"]["correct"] >= 50.0  # gold premises + word overlap find most atoms

    # --chooser: another chooser beside parser_dir's namer, named in the scores' meta
    argv = ["--parser_dir", "unused", "--output_dir", str(out), "--bn_reasoning_dataset", str(staged_bn),
            "--modes", "bn_reasoning", "--chooser", "other/chooser", "--timeout_s", "30"]  # fmt: skip
    scores = _run_evaluation(argv)
    assert loaded[-1]["chooser"] == "other/chooser" and scores["meta"]["bn_reasoning"]["chooser"] == "other/chooser"

    # the card shows both data sets
    card = cards.render_slot_parser_card(scores, model_name="toy")
    assert {r.dataset_type for r in card.data.eval_results} == {"hedgehub/quite", "hedgehub/bn-reasoning"}
    assert "| `bn_reasoning` | bn-reasoning test, numeric premises, full parse |" in card.text


def test_unknown_mode_is_refused_before_loading(tmp_path):
    with pytest.raises(ValueError, match="unknown modes"):
        _run_evaluation(["--output_dir", str(tmp_path), "--modes", "bn_reasoning_typo"])


def test_settings_change_the_loaded_parser_and_unknown_ones_are_refused_before_loading(
    staged_bn, tmp_path, monkeypatch
):
    def refuse(*args, **kwargs):
        raise AssertionError("loaded before the settings were checked")

    monkeypatch.setattr(slot_parser, "load_slot_parser", refuse)
    common = ["--output_dir", str(tmp_path), "--bn_reasoning_dataset", str(staged_bn), "--modes", "bn_reasoning"]
    with pytest.raises(ValueError, match="'nope' is not a SlotParser setting"):
        _run_evaluation([*common, "--settings", '{"nope": 1}'])
    loaded = []
    monkeypatch.setattr(slot_parser, "load_slot_parser", lambda *a, **k: loaded.append(_stub_parser()) or loaded[-1])
    _run_evaluation([*common, "--settings", '{"order_weight": 0, "forward_references": false}'])
    assert loaded[0].order_weight == 0 and loaded[0].forward_references is False


def test_qe_configs_choose_the_scored_pairs_and_an_empty_choice_is_refused(staged_bn, tmp_path, monkeypatch):
    """``--qe_configs`` scores another config of the same columns (the release's additional pairs); a choice
    without a scored pair is an error naming the data, not an empty score."""
    monkeypatch.setattr(slot_parser, "load_slot_parser", lambda *args, **kwargs: _stub_parser())
    common = ["--parser_dir", "unused", "--output_dir", str(tmp_path), "--dataset_name", str(staged_bn)]
    scores = _run_evaluation([*common, "--modes", "oracle_numeric", "--qe_configs", "qe-programs"])
    assert scores["meta"]["qe_configs"] == ["qe-programs"] and scores["meta"]["pairs"] > 0
    assert scores["oracle_numeric"]["num_scored"] + scores["oracle_numeric"]["num_invalid_evidence"] > 0
    with pytest.raises(ValueError, match="no scored pairs in .* \\['additional-qe-programs'\\]"):
        _run_evaluation([*common, "--modes", "oracle_numeric", "--qe_configs", "additional-qe-programs"])
