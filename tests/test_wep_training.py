"""WEP probing trainers: a 2-step multiple-choice run that saves and reloads, the card pushed last, the zero-shot
scorer (shared-prefix path = one-sequence path), the plot and the `make wep` report."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from unittest.mock import patch

import pytest


FIXTURE = Path(__file__).parent / "fixtures" / "unli_tiny.csv"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from hedgehub.builders.wep_probing import ScriptArguments, main

    out = tmp_path_factory.mktemp("wep_train") / "wep-probing"
    return main(ScriptArguments(output_dir=str(out), num_examples=24, seed=1, usnli_path=str(FIXTURE)))


def test_multiple_choice_two_steps_saves_and_reloads(tiny, tmp_path):
    import torch
    from transformers import AutoModelForMultipleChoice, AutoTokenizer

    from trainers import wep_multiple_choice

    out = tmp_path / "run"
    argv = [
        "wep_multiple_choice.py",
        "--config",
        str(Path(__file__).parents[1] / "trainers/recipes/minilm/wep_mc/cpu.yaml"),
        "--dataset_name",
        str(tiny),
        "--dataset_config",
        "reasoning_2hop",
        "--output_dir",
        str(out),
        "--max_steps",
        "2",
        "--per_device_train_batch_size",
        "4",
        "--max_length",
        "128",
        "--max_eval_samples",
        "4",
        "--wep_scan_samples",
        "3",
        "--report_to",
        "none",
    ]
    with patch.object(sys, "argv", argv):
        script_args, training_args, model_args = wep_multiple_choice.make_parser().parse_args_and_config()
    assert training_args.learning_rate == pytest.approx(5e-5)  # from the recipe
    assert training_args.train_sampling_strategy == "group_by_length" and training_args.load_best_model_at_end
    assert training_args.max_steps == 2  # CLI beats the recipe
    results = wep_multiple_choice.main(script_args, training_args, model_args)
    assert set(results) == {"reasoning_1hop", "reasoning_2hop", "usnli"}
    assert all(0.0 <= acc <= 100.0 for acc in results.values())

    summary = json.loads((out / "cross_transfer.json").read_text())
    assert summary["global_steps"] == 2 and summary["train_config"] == "reasoning_2hop"
    assert summary["pairs_at_max_length"] == 0
    assert len(summary["validation"]) == 1 and summary["best_checkpoint"].endswith("checkpoint-2")  # epoch-end eval
    assert {"train", "eval_reasoning_1hop", "wep_scan_reasoning_2hop"} <= set(summary["seconds"])
    assert 1 <= len((out / "predictions_reasoning_1hop.jsonl").read_text().splitlines()) <= 4
    scan = [json.loads(x) for x in (out / "wep_scan_reasoning_2hop.jsonl").read_text().splitlines()]
    assert len(scan) == 3 and all(0.0 <= s["predicted_probability"] <= 1.0 for s in scan)
    assert summary["wep_scan"]["rows"] == 3 and -1.0 <= summary["wep_scan"]["spearman"] <= 1.0
    card = (out / "README.md").read_text()
    assert "model-index" in card and "base_model: sentence-transformers/all-MiniLM-L6-v2" in card
    assert "licence:" not in card
    assert "type: spearmanr" in card and "](wep_calibration.png)" in card
    assert (out / "wep_calibration.png").read_bytes()[:4] == b"\x89PNG"

    # reload: the saved model scores like the trained one
    model = AutoModelForMultipleChoice.from_pretrained(out).eval()
    tokenizer = AutoTokenizer.from_pretrained(out)
    enc = tokenizer(
        ["It is likely that it rains."] * 2,
        ["It is likely that it rains.", "It is impossible."],
        return_tensors="pt",
        padding=True,
    )
    with torch.no_grad():
        logits = model(**{k: v.unsqueeze(0) for k, v in enc.items()}).logits
    assert logits.shape == (1, 2)

    # the 2-hop CPU recipe continues from a finished run (the curriculum make wep uses): recorded as such
    second = tmp_path / "continued"
    argv = [
        "wep_multiple_choice.py",
        "--config",
        str(Path(__file__).parents[1] / "trainers/recipes/minilm/wep_mc/cpu_2hop.yaml"),
        "--model_name_or_path",
        str(out),
        *argv[3:8],
        str(second),
        *argv[9:],
    ]
    with patch.object(sys, "argv", argv):
        script_args, training_args, model_args = wep_multiple_choice.make_parser().parse_args_and_config()
    assert training_args.num_train_epochs == 2 and script_args.dataset_config == "reasoning_2hop"
    wep_multiple_choice.main(script_args, training_args, model_args)
    summary = json.loads((second / "cross_transfer.json").read_text())
    assert summary["model"] == "minilm"
    assert summary["initialized_from"] == {"path": str(out), "model": "minilm", "train_config": "reasoning_2hop"}
    card = (second / "README.md").read_text()
    assert "base_model: sentence-transformers/all-MiniLM-L6-v2" in card
    assert "Training continued from a model already fine-tuned on `reasoning_2hop`" in card


def test_push_writes_the_card_last(tmp_path):
    """Trainer.push_to_hub regenerates README.md; the model-index card must be what ends up on disk and uploaded."""
    from types import SimpleNamespace

    from huggingface_hub import ModelCard

    from hedgehub.training import push_with_card

    card = ModelCard("---\nmodel-index:\n- name: m\n  results: []\n---\n# ours\n")

    class FakeTrainer:
        hub_model_id = "org/m"
        args = SimpleNamespace(hub_token=None)

        def push_to_hub(self):  # what Trainer does: create_model_card() overwrites README.md, then uploads
            (tmp_path / "README.md").write_text("---\nlicense: apache-2.0\n---\n# generated by Trainer\n")

    uploads = []
    with patch.object(ModelCard, "push_to_hub", lambda self, repo_id, **kw: uploads.append((repo_id, self.text))):
        push_with_card(FakeTrainer(), card, tmp_path)
    assert "model-index" in (tmp_path / "README.md").read_text()
    assert uploads == [("org/m", card.text)]


def test_matrix_and_plot_from_a_run(tmp_path):
    from hedgehub.evaluation.wep_report import ReportArguments, main

    run = tmp_path / "run"
    run.mkdir()
    summary = {
        "model": "m",
        "train_config": "reasoning_1hop",
        "global_steps": 5,
        "train_seconds": 30.0,
        "accuracy": {"reasoning_1hop": 80.0, "reasoning_2hop": 60.0, "usnli": None},
    }
    (run / "cross_transfer.json").write_text(json.dumps(summary))
    rows = [
        {"probability": p / 10, "valid_wep": w, "predicted_probability": p / 12, "predicted_wep": w}
        for p, w in [(9, "highly likely"), (5, "about even"), (1, "little chance"), (0, "impossible")]
    ]
    (run / "wep_scan_reasoning_1hop.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    table = main(ReportArguments(run_dirs=[str(run)], matrix=True))
    assert "| m | reasoning_1hop | 5 | 0.5 | 80.0 | 60.0 | n/a |" in table
    png = main(ReportArguments(run_dirs=[str(run)], output=str(tmp_path / "plot.png")))
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    with pytest.raises(FileNotFoundError):
        main(ReportArguments(run_dirs=[str(tmp_path / "nothing")], output=str(tmp_path / "x.png")))

    # the `make wep` report: scores.json in the shape, plus summary, table and plot
    zero_shot = tmp_path / "zs"
    zero_shot.mkdir()
    entry = {"selected_variant": "calibrated", "test_accuracy": 60.0, "test": {"rows": 4, "seconds": 2.0}}
    (zero_shot / "zero_shot.json").write_text(json.dumps({"model": "smollm2", "configs": {"reasoning_1hop": entry}}))
    report = tmp_path / "report"
    main(ReportArguments(run_dirs=[str(run)], report_dir=str(report), zero_shot_dir=str(zero_shot)))
    assert json.loads((report / "scores.json").read_text()) == {
        "reasoning_1hop": {"reasoning_1hop": 80.0, "reasoning_2hop": 60.0}
    }
    assert json.loads((report / "summary.json").read_text())["zero_shot"]["configs"]["reasoning_1hop"] == entry
    assert "| smollm2 | reasoning_1hop | calibrated | 4 | 60.0 | 2 |" in (report / "cross_transfer.md").read_text()
    assert (report / "wep_calibration.png").stat().st_size > 10_000


def test_continuation_scorer_prefers_the_sensible_ending_and_caches(tmp_path):
    from hedgehub.lm import ContinuationScorer

    scorer = ContinuationScorer("smollm2", tmp_path / "scores.jsonl", batch_size=4)
    pairs = [
        ("The capital of France is", "Paris."),
        ("The capital of France is", "a purple elephant sandwich."),
        ("", "Paris."),
    ]
    good, bad, alone = scorer.score(pairs)
    assert good["logprob"] < 0 and alone["logprob"] < 0
    assert good["logprob"] > bad["logprob"]
    assert good["logprob"] > alone["logprob"]  # the context makes "Paris." more likely
    assert len((tmp_path / "scores.jsonl").read_text().splitlines()) == 3
    again = ContinuationScorer("smollm2", tmp_path / "scores.jsonl")
    with patch.object(again, "_score_batch", side_effect=AssertionError("should come from the cache")):
        assert again.score(pairs[:1])[0]["logprob"] == good["logprob"]

    # the shared-prefix path (one run of each context, its cache reused) agrees with one sequence per text
    assert again.shared_prefix
    shared = again.score([("The capital of Italy is", "Rome."), ("The capital of Italy is", "a very small boat.")])
    plain = ContinuationScorer("smollm2", tmp_path / "plain.jsonl", shared_prefix=False).score(
        [("The capital of Italy is", "Rome."), ("The capital of Italy is", "a very small boat.")]
    )
    for a, b in zip(shared, plain, strict=True):
        assert a["n_tokens"] == b["n_tokens"] and a["logprob"] == pytest.approx(b["logprob"], abs=1e-3)


@pytest.mark.slow
def test_zero_shot_smollm2_end_to_end(tiny, tmp_path):
    from hedgehub.evaluation.wep_zero_shot import VARIANTS, ZeroShotArguments, main

    args = ZeroShotArguments(dataset_name=str(tiny), validation_samples=2, test_samples=2, output_dir=str(tmp_path))
    summary = main(args)
    entry = summary["configs"]["reasoning_1hop"]
    assert entry["selected_variant"] in VARIANTS
    assert entry["test"]["rows"] == 2
    assert (tmp_path / "predictions_reasoning_2hop_test.jsonl").exists()
