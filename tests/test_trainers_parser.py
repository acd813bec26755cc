"""In-process runs of the parser trainers (ProbLog-FT, LLM-FT, Regression-FT) for 2 steps, then reload the output.

A tiny random Llama (SmolLM2's tokenizer, 2 layers, hidden size 64) keeps each run to seconds; the real
SmolLM2-135M run is in the slow test and in BENCHMARKS.md.
"""

import json
import os
import sys
from pathlib import Path
from unittest.mock import patch

import pytest


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
pytest.importorskip("trl")
pytest.importorskip("llguidance")

REPO = Path(__file__).resolve().parents[1]


def build_tiny_llama(folder: Path) -> str:
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    from hedgehub.models import smollm2_path

    tokenizer = AutoTokenizer.from_pretrained(smollm2_path())
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        tie_word_embeddings=True,
    )
    torch.manual_seed(0)
    LlamaForCausalLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> str:
    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama"))


@pytest.fixture(scope="module")
def toy_dataset(tmp_path_factory) -> str:
    from hedgehub.toy_quite import stage_toy_quite

    return str(stage_toy_quite(tmp_path_factory.mktemp("toy") / "quite"))


def common_args(model: str, dataset: str, output_dir: Path) -> list[str]:
    return [
        "--model_name_or_path", model,
        "--dataset_name", dataset,
        "--output_dir", str(output_dir),
        "--max_steps", "2",
        "--per_device_train_batch_size", "2",
        "--learning_rate", "1e-3",
        "--report_to", "none",
        "--use_cpu", "true",
        "--bf16", "false",
        "--save_strategy", "no",
        "--lora_r", "4",
        "--lora_alpha", "8",
        "--lora_target_modules", "all-linear",
        "--seed", "0",
    ]  # fmt: skip


def run_trl_script(module, argv):
    with patch("sys.argv", ["script", *argv]):
        args = module.make_parser().parse_args_and_config()
    return module.main(*args)


def test_sft_problog_two_steps_and_reload(tiny_model, toy_dataset, tmp_path):
    import torch

    from hedgehub.parser import load_parser, premise_prompt
    from trainers import sft_problog

    out = tmp_path / "problog_ft"
    argv = [*common_args(tiny_model, toy_dataset, out), "--use_peft", "true", "--max_length", "256"]
    argv += ["--eval_max_pairs", "1", "--premise_types", "numeric", "--eval_split", "test"]  # save → card → eval
    trainer = run_trl_script(sft_problog, argv)
    assert trainer.state.global_step == 2
    for name in ("adapter_config.json", "adapter_model.safetensors", "tokenizer.json", "README.md"):
        assert (out / name).exists(), name
    card = (out / "README.md").read_text()
    assert "base_model:" in card and "library_name: peft" in card and "license: apache-2.0" in card
    assert "licence:" not in card
    assert "model-index:" in card and "numeric_error" in card  # the end-of-run evaluation reached the card
    assert (out / "eval" / "test-numeric" / "predictions.jsonl").exists()
    adapter = json.loads((out / "adapter_config.json").read_text())
    assert adapter["base_model_name_or_path"] == tiny_model  # recorded on the model before saving (no cache path)

    # the export command: an upload-ready folder whose card carries the scores of an evaluation's scores.json
    from hedgehub.parser_training import ExportArguments
    from hedgehub.parser_training import main as export

    scores = out / "eval" / "test-numeric" / "scores.json"
    exported = export(
        ExportArguments(str(out), str(tmp_path / "export"), dataset_name=toy_dataset, scores=[str(scores)])
    )
    assert {"adapter_config.json", "adapter_model.safetensors", "README.md"} <= {p.name for p in exported.iterdir()}
    assert "numeric_constrained_correct" in (exported / "README.md").read_text()

    # the reloaded (merged) adapter computes what the trained model computes
    prompt = premise_prompt("15.31% of patients have gallstones.", {})
    parser = load_parser(str(out), constrained=True, max_new_tokens=12)
    batch = parser.tokenizer([prompt], return_tensors="pt")
    trainer.model.eval()
    with torch.no_grad():
        expected = trainer.model(**batch).logits
        actual = parser.model(**batch).logits
    assert torch.allclose(expected, actual, atol=1e-4)
    # and the adapter changed the base model (training did something)
    base = load_parser(tiny_model, constrained=False)
    with torch.no_grad():
        assert not torch.allclose(base.model(**batch).logits, actual, atol=1e-6)


def test_sft_problog_premise_examples_use_declared_vocabulary(toy_dataset):
    from hedgehub.parser_training import build_examples

    examples = build_examples(toy_dataset, "train", premise_types=["numeric"])
    premises = [e for e in examples if e["kind"] == "premise"]
    assert len(premises) == 5
    assert "Declared: (none)" in premises[0]["prompt"]
    assert "Declared: gallstones(patient); flatulence(patient)\n" in premises[3]["prompt"]
    assert premises[3]["completion"].startswith("0.9346::amylase(patient, '0-299')")
    queries = [e for e in examples if e["kind"] == "query"]
    assert "amylase(patient, '0-299'|'300-499'|'500-1400')" in queries[0]["prompt"]


def test_sft_textual_two_steps_and_reload(tiny_model, toy_dataset, tmp_path):
    from hedgehub.parser_training import load_textual_model, predict_probabilities
    from trainers import sft_textual

    out = tmp_path / "llm_ft"
    argv = [*common_args(tiny_model, toy_dataset, out), "--use_peft", "true", "--max_length", "512"]
    argv += ["--eval_max_pairs", "1", "--premise_types", "numeric", "--eval_split", "test"]
    trainer = run_trl_script(sft_textual, argv)
    assert trainer.state.global_step == 2
    model, tokenizer = load_textual_model(str(out))
    predictions = predict_probabilities(model, tokenizer, ["Premises:\nx\nQuestion: y?\n"])
    assert len(predictions) == 1  # a random tiny model rarely writes a number: None is a valid answer here
    card = (out / "README.md").read_text()
    assert "llm-ft" in card and "numeric_error" in card  # the end-of-run evaluation reached the card
    assert "split: test" in card and "QUITE (test)" in card
    # ... and wrote scores.json + per-row predictions with the answer text (hedgehub.evaluation.answers)
    scores = json.loads((out / "scores.json").read_text())
    assert (scores["meta"]["split"], scores["meta"]["pairs"], scores["meta"]["method"]) == ("test", 1, "llm_ft")
    assert scores["meta"]["global_step"] == 2 and scores["numeric"]["num_scored"] == 1
    (record,) = [json.loads(line) for line in (out / "predictions-numeric.jsonl").read_text().splitlines()]
    assert isinstance(record["output"], str) and record["outcome"] in ("correct", "wrong", "error")


def test_regression_two_steps_and_reload_head(tiny_model, toy_dataset, tmp_path):
    import torch
    from safetensors.torch import load_file

    from hedgehub.parser_training import load_regression_model, predict_regression
    from trainers import regression

    out = tmp_path / "regression_ft"
    argv = common_args(tiny_model, toy_dataset, out) + ["--use_peft", "true", "--max_length", "256"]
    argv += ["--eval_max_pairs", "1", "--premise_types", "numeric", "--eval_split", "test"]
    trainer = run_trl_script(regression, argv)
    assert trainer.state.global_step == 2
    weights = load_file(out / "adapter_model.safetensors")
    assert any("score" in k for k in weights), "the regression head is not saved with the adapter"
    assert "numeric_error" in (out / "README.md").read_text()
    texts = ["Premises:\n15.31% of patients have gallstones.\nQuestion: How likely are gallstones?\n"]
    trainer.model.eval()
    expected = predict_regression(trainer.model, trainer.processing_class, texts)
    model, tokenizer = load_regression_model(str(out))
    actual = predict_regression(model, tokenizer, texts)
    assert 0.0 < actual[0] < 1.0
    assert actual == pytest.approx(expected, abs=1e-5)
    head = [v for k, v in weights.items() if "score" in k][0]
    assert torch.allclose(head, model.base_model.model.score.modules_to_save["default"].weight)

    # the end-of-run evaluation wrote scores.json and predictions; re-evaluating the saved run without retraining
    # (`hedgehub evaluate answers`, the same predict code) gives the same answers
    from hedgehub.evaluation.answers import AnswersArguments
    from hedgehub.evaluation.answers import main as evaluate_answers

    (record,) = [json.loads(line) for line in (out / "predictions-numeric.jsonl").read_text().splitlines()]
    assert 0.0 < record["probability"] < 1.0 and record["error"] is None
    again = tmp_path / "again"
    scores = evaluate_answers(
        AnswersArguments(
            method="regression_ft",
            model_dir=str(out),
            dataset_name=toy_dataset,
            split="test",
            premise_types=["numeric"],
            max_pairs=1,
            max_length=256,
            output_dir=str(again),
        )
    )
    (reevaluated,) = [json.loads(line) for line in (again / "predictions-numeric.jsonl").read_text().splitlines()]
    assert reevaluated["qe_id"] == record["qe_id"]
    assert reevaluated["probability"] == pytest.approx(record["probability"], abs=1e-5)
    assert scores["numeric"]["rmse_50"] == pytest.approx(
        json.loads((out / "scores.json").read_text())["numeric"]["rmse_50"]
    )


def test_recipes_parse_with_trl():
    from trainers import regression, sft_problog, sft_textual

    recipes = [
        (regression, "smollm2/regression_ft/cpu.yaml"),
        (sft_textual, "smollm2/llm_ft/cpu.yaml"),
        (sft_problog, "smollm2/problog_ft/cpu.yaml"),
        (sft_problog, "mistral-7b/problog_ft/paper_gpu.yaml"),
    ]
    for script, recipe in recipes:
        path = REPO / "trainers" / "recipes" / recipe
        text = path.read_text()
        for group in ("# Model", "# LoRA", "# Data", "# Trainer"):
            assert group in text, f"{recipe}: missing {group}"
        assert f"trainers/{script.__name__.split('.')[-1]}.py" in text, f"{recipe}: names another script"
        cpu = ["--bf16", "false", "--use_cpu", "true"]  # the GPU recipe asks for bf16, which this CPU refuses
        with patch("sys.argv", ["script", "--config", str(path), *cpu]):
            script_args, training_args, model_args = script.make_parser().parse_args_and_config()
        assert model_args.use_peft
    # the paper's settings
    assert (model_args.lora_r, model_args.lora_alpha) == (64, 32)
    assert training_args.learning_rate == 5e-5 and training_args.per_device_train_batch_size == 4
    assert training_args.num_train_epochs == 12


def test_accelerate_configs_exist():
    import yaml

    for name in ("single_gpu", "multi_gpu", "deepspeed_zero3", "fsdp2"):
        config = yaml.safe_load((REPO / "trainers" / "accelerate_configs" / f"{name}.yaml").read_text())
        assert "distributed_type" in config, name


def test_measure_tokens_compares_with_paper_format(toy_dataset):
    from transformers import AutoTokenizer

    from hedgehub.models import smollm2_path
    from hedgehub.parser_training import measure_tokens

    stats = measure_tokens(toy_dataset, AutoTokenizer.from_pretrained(smollm2_path()))
    assert stats["numeric/ours"]["examples"] == stats["numeric/paper"]["examples"] == 5
    # the paper's prompt grows with the history; ours holds the vocabulary only
    assert stats["numeric/paper"]["max"] > stats["numeric/ours"]["max"]
    json.dumps(stats)


@pytest.mark.parametrize("name", ["hedgehub.training", "hedgehub.lm", "hedgehub.parser_training"])
def test_doctests(name):
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_the_chooser_gpu_recipe_is_the_cpu_recipe_on_a_gpu():
    """gpu.yaml says it is cpu.yaml unchanged but for the device (BENCHMARKS, "The chooser trained on a GPU")."""
    from hedgehub.trainers import slot_chooser

    recipes = REPO / "trainers" / "recipes" / "minilm" / "slot_chooser"
    parsed = {}
    for name in ("cpu", "gpu"):
        script_args, training_args = slot_chooser.make_parser().parse_args_and_config(
            ["--config", str(recipes / f"{name}.yaml")]
        )
        parsed[name] = (script_args, training_args.to_dict())
    assert parsed["cpu"][0] == parsed["gpu"][0]
    device = {"use_cpu", "per_device_eval_batch_size", "dataloader_num_workers", "dataloader_pin_memory"}
    cpu, gpu = ({k: v for k, v in args.items() if k not in device} for _, args in (parsed["cpu"], parsed["gpu"]))
    assert cpu == gpu
    assert parsed["cpu"][1]["use_cpu"] and not parsed["gpu"][1]["use_cpu"]


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
