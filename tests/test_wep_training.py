"""WEP probing trainers: a 2-step multiple-choice run that saves and reloads, the zero-shot scorer, the plot."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from unittest.mock import patch

import pytest


FIXTURE = Path(__file__).parent / "fixtures" / "unli_tiny.csv"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from dataset_scripts.wep_probing import ScriptArguments, main

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
        str(Path(wep_multiple_choice.REPO_ROOT, "trainers/recipes/minilm/wep_mc/cpu.yaml")),
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
        "96",
        "--max_eval_samples",
        "4",
        "--wep_scan_samples",
        "2",
        "--save_strategy",
        "no",
        "--report_to",
        "none",
    ]
    with patch.object(sys, "argv", argv):
        from transformers import TrainingArguments
        from trl import ModelConfig, TrlParser

        script_args, training_args, model_args = TrlParser(
            (wep_multiple_choice.ScriptArguments, TrainingArguments, ModelConfig)
        ).parse_args_and_config()
    assert training_args.learning_rate == pytest.approx(1e-4)  # from the recipe
    assert training_args.max_steps == 2  # CLI beats the recipe
    results = wep_multiple_choice.main(script_args, training_args, model_args)
    assert set(results) == {"reasoning_1hop", "reasoning_2hop", "usnli"}
    assert all(0.0 <= acc <= 100.0 for acc in results.values())

    summary = json.loads((out / "cross_transfer.json").read_text())
    assert summary["global_steps"] == 2 and summary["train_config"] == "reasoning_2hop"
    assert 1 <= len((out / "predictions_reasoning_1hop.jsonl").read_text().splitlines()) <= 4
    scan = [json.loads(x) for x in (out / "wep_scan_reasoning_2hop.jsonl").read_text().splitlines()]
    assert len(scan) == 2 and all(0.0 <= s["predicted_probability"] <= 1.0 for s in scan)
    card = (out / "README.md").read_text()
    assert "model-index" in card and "base_model: sentence-transformers/all-MiniLM-L6-v2" in card
    assert "licence:" not in card

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


def test_matrix_and_plot_from_a_run(tmp_path):
    from trainers.plot_wep import PlotArguments, main

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
    table = main(PlotArguments(run_dirs=[str(run)], matrix=True))
    assert "| m | reasoning_1hop | 5 | 0.5 | 80.0 | 60.0 | n/a |" in table
    png = main(PlotArguments(run_dirs=[str(run)], output=str(tmp_path / "plot.png")))
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    with pytest.raises(FileNotFoundError):
        main(PlotArguments(run_dirs=[str(tmp_path / "nothing")], output=str(tmp_path / "x.png")))


def test_continuation_scorer_prefers_the_sensible_ending_and_caches(tmp_path):
    from trainers.wep_zero_shot import ContinuationScorer

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


@pytest.mark.slow
def test_zero_shot_smollm2_end_to_end(tiny, tmp_path):
    from trainers.wep_zero_shot import VARIANTS, ZeroShotArguments, main

    args = ZeroShotArguments(dataset_name=str(tiny), validation_samples=2, test_samples=2, output_dir=str(tmp_path))
    summary = main(args)
    entry = summary["configs"]["reasoning_1hop"]
    assert entry["selected_variant"] in VARIANTS
    assert entry["test"]["rows"] == 2
    assert (tmp_path / "predictions_reasoning_2hop_test.jsonl").exists()
