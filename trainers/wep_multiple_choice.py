"""Fine-tune an encoder on WEP probing as multiple choice, and evaluate it on every config (cross-transfer).

Each row gives two choices, the context paired with the valid hypothesis and with the invalid one; the encoder
scores each pair, a softmax over the two gives the choice probabilities, and the loss is cross-entropy on the valid
one (``AutoModelForMultipleChoice``). Choice 0 is the row's ``hypothesis``, so the target is the row's ``label``
(``0`` when ``hypothesis`` is the valid one): the order of valid/invalid is balanced by the dataset.

After training the script saves the model, evaluates it on the test split of every config in ``--eval_configs``
(Sileo & Moens's Table 1 is this matrix: train on one config, test on all three), writes the per-row predictions,
scores every WEP on test rows of the training config for the plot (:mod:`trainers.plot_wep`), and writes the card.

Usage:

    # CPU recipe (all-MiniLM-L6-v2, bounded budget), train on 1-hop, test on every config found
    python trainers/wep_multiple_choice.py --config trainers/recipes/minilm/wep_mc/cpu.yaml \\
        --dataset_config reasoning_1hop --output_dir runs/wep/minilm-1hop

    # the paper's setting (RoBERTa-base, 3 epochs, lr 2e-5, batch 16, max length 256) on a GPU
    accelerate launch --config_file trainers/accelerate_configs/single_gpu.yaml trainers/wep_multiple_choice.py \\
        --config trainers/recipes/minilm/wep_mc/paper_roberta_gpu.yaml --dataset_config reasoning_2hop

Outputs in ``output_dir``: the model, ``README.md`` (card with ``model-index``), ``cross_transfer.json``
(accuracy per test config), ``predictions_<config>.jsonl`` and ``wep_scan_<config>.jsonl``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path


REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:  # `python trainers/x.py` puts trainers/ first on the path, not the repo root
    sys.path.insert(0, str(REPO_ROOT))
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from hedgehub.wep import WEP_PROBABILITIES, verbalize  # noqa: E402


ALL_CONFIGS = ("reasoning_1hop", "reasoning_2hop", "usnli")
DEFAULT_DATASET = str(REPO_ROOT / "hub" / "wep-probing")
CARD_TEMPLATE = REPO_ROOT / "model_cards" / "wep_probing_card.md.jinja"
PAPER_TABLE1 = {"reasoning_1hop": 97.8, "reasoning_2hop": 91.1}  # RoBERTa-base fine-tuned, test accuracy (%)


@dataclass
class ScriptArguments:
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged folder or Hub id of the dataset."})
    dataset_config: str = field(default="reasoning_1hop", metadata={"help": "Config to train on."})
    eval_configs: list[str] = field(
        default_factory=lambda: list(ALL_CONFIGS),
        metadata={"help": "Configs whose test split is evaluated (missing configs are skipped and reported)."},
    )
    eval_split: str = field(default="test", metadata={"help": "Split evaluated for the cross-transfer matrix."})
    max_length: int = field(default=256, metadata={"help": "Max tokens of a context + hypothesis pair."})
    max_train_samples: int | None = field(default=None, metadata={"help": "Keep the first N training rows."})
    max_eval_samples: int | None = field(default=None, metadata={"help": "Keep the first N rows of each test split."})
    wep_scan_samples: int = field(
        default=200, metadata={"help": "Test rows of the training config scored with all 19 WEP (0 to skip)."}
    )


def to_choices(row: dict) -> tuple[list[str], int]:
    """The two hypotheses in choice order, and the index of the valid one.

    Examples:

        >>> to_choices({"hypothesis": "B", "valid_hypothesis": "A", "invalid_hypothesis": "B", "label": 1})
        (['B', 'A'], 1)
    """
    first = row["hypothesis"]
    second = row["invalid_hypothesis"] if row["label"] == 0 else row["valid_hypothesis"]
    if first != (row["valid_hypothesis"] if row["label"] == 0 else row["invalid_hypothesis"]):
        raise ValueError(f"row's hypothesis does not match its label {row['label']}: {row}")
    return [first, second], int(row["label"])


def tokenize_rows(batch: dict, tokenizer, max_length: int) -> dict:
    """Tokenize a batch of rows into ``(n, 2, length)`` nested lists plus ``labels``."""
    firsts, seconds, labels = [], [], []
    for i in range(len(batch["context"])):
        row = {k: batch[k][i] for k in ("hypothesis", "valid_hypothesis", "invalid_hypothesis", "label")}
        choices, label = to_choices(row)
        firsts += [batch["context"][i]] * len(choices)
        seconds += choices
        labels.append(label)
    encoded = tokenizer(firsts, seconds, truncation=True, max_length=max_length)
    out = {k: [v[i : i + 2] for i in range(0, len(v), 2)] for k, v in encoded.items()}
    out["labels"] = labels
    return out


class MultipleChoiceCollator:
    """Pad ``(batch, choices, length)`` features: flatten, pad with the tokenizer, reshape."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer

    def __call__(self, features: list[dict]) -> dict:
        labels = [f.pop("labels") for f in features] if "labels" in features[0] else None
        n_choices = len(features[0]["input_ids"])
        flat = [{k: v[j] for k, v in f.items()} for f in features for j in range(n_choices)]
        batch = self.tokenizer.pad(flat, padding=True, return_tensors="pt")
        batch = {k: v.view(len(features), n_choices, -1) for k, v in batch.items()}
        if labels is not None:
            import torch

            batch["labels"] = torch.tensor(labels, dtype=torch.long)
        return batch


def load_split(dataset_name: str, config: str, split: str):
    """``load_dataset(...)`` or ``None`` when the config or split is missing (e.g. no UNLI data was built)."""
    from datasets import load_dataset

    try:
        return load_dataset(dataset_name, config, split=split)
    except ValueError as err:
        text = str(err)
        if "config" in text.lower() or "split" in text.lower() or "BuilderConfig" in text:
            return None
        raise


def score_choices(model, tokenizer, contexts: list[str], choices: list[list[str]], max_length: int, batch_size=8):
    """Logits ``(n, n_choices)`` of the multiple-choice head for each context and its choices."""
    import torch

    model.eval()
    out = []
    with torch.no_grad():
        for start in range(0, len(contexts), batch_size):
            ctx, ch = contexts[start : start + batch_size], choices[start : start + batch_size]
            k = len(ch[0])
            enc = tokenizer(
                [c for c in ctx for _ in range(k)],
                [h for hs in ch for h in hs],
                truncation=True,
                max_length=max_length,
                padding=True,
                return_tensors="pt",
            )
            enc = {key: v.view(len(ctx), k, -1).to(model.device) for key, v in enc.items()}
            out.append(model(**enc).logits.float().cpu())
    return torch.cat(out) if out else torch.zeros(0, 2)


def evaluate_config(model, tokenizer, ds, max_length: int) -> tuple[float, list[dict]]:
    """Accuracy (%) on ``ds`` and per-row predictions."""
    rows = list(ds)
    pairs = [to_choices(r) for r in rows]
    logits = score_choices(model, tokenizer, [r["context"] for r in rows], [p[0] for p in pairs], max_length)
    probs = logits.softmax(-1)
    preds, correct = [], 0
    for row, (_, label), p in zip(rows, pairs, probs.tolist(), strict=True):
        pred = int(max(range(len(p)), key=p.__getitem__))
        correct += pred == label
        preds.append({"label": label, "prediction": pred, "p_valid": p[label], "probability": row["probability"]})
    return 100.0 * correct / max(1, len(rows)), preds


def wep_scan(model, tokenizer, ds, max_length: int) -> list[dict]:
    """Score the hypothesis clause with every WEP: the softmax over the 19 sentences gives the model's expected
    probability (sum of softmax x median) and its preferred word, compared with the row's probability."""
    words = list(WEP_PROBABILITIES)
    rows = list(ds)
    logits = score_choices(
        model,
        tokenizer,
        [r["context"] for r in rows],
        [[verbalize(r["hypothesis_clause"], w) for w in words] for r in rows],
        max_length,
        batch_size=4,
    )
    out = []
    for row, p in zip(rows, logits.softmax(-1).tolist(), strict=True):
        best = max(range(len(words)), key=p.__getitem__)
        out.append(
            {
                "probability": row["probability"],
                "valid_wep": row["valid_wep"],
                "predicted_probability": sum(pi * WEP_PROBABILITIES[w] for pi, w in zip(p, words, strict=True)),
                "predicted_wep": words[best],
            }
        )
    return out


def base_model_id(name_or_path: str) -> str | None:
    """The Hub id to cite as ``base_model`` (aliases map to their Hub ids, local folders to ``None``)."""
    from hedgehub.models import MINILM_HUB_ID, SMOLLM2_HUB_ID

    if name_or_path == "minilm" or "all_minilm" in name_or_path or "all-MiniLM" in name_or_path:
        return MINILM_HUB_ID
    if name_or_path == "smollm2":
        return SMOLLM2_HUB_ID
    return None if Path(name_or_path).exists() else name_or_path


def write_card(output_dir: Path, script_args, training_args, model_name: str, results: dict, seconds: float) -> None:
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

    eval_results = [
        EvalResult(
            task_type="multiple-choice",
            dataset_type=script_args.dataset_name if not Path(script_args.dataset_name).exists() else "wep-probing",
            dataset_name=f"WEP probing ({config})",
            dataset_config=config,
            dataset_split=script_args.eval_split,
            metric_type="accuracy",
            metric_value=round(acc, 2),
        )
        for config, acc in results.items()
        if acc is not None
    ]
    base = base_model_id(model_name)
    data = ModelCardData(
        base_model=base,
        license="apache-2.0",
        library_name="transformers",
        language=["en"],
        tags=["multiple-choice", "wep", "words-of-estimative-probability", "hedgehub"],
        model_name=Path(training_args.output_dir).name,
        eval_results=eval_results or None,
        pipeline_tag="multiple-choice",
    )
    card = ModelCard.from_template(
        data,
        template_path=str(CARD_TEMPLATE),
        model_id=Path(training_args.output_dir).name,
        base_model_name=base or model_name,
        train_config=script_args.dataset_config,
        results=results,
        paper=PAPER_TABLE1,
        hyperparameters={
            "learning_rate": training_args.learning_rate,
            "per_device_train_batch_size": training_args.per_device_train_batch_size,
            "num_train_epochs": training_args.num_train_epochs,
            "max_steps": training_args.max_steps,
            "max_length": script_args.max_length,
            "seed": training_args.seed,
        },
        train_minutes=round(seconds / 60, 1),
    )
    card.save(output_dir / "README.md")


def main(script_args: ScriptArguments, training_args, model_args) -> dict:
    """Train on ``dataset_config``, evaluate on every config in ``eval_configs``; returns the accuracies."""
    import numpy as np
    from transformers import AutoModelForMultipleChoice, AutoTokenizer, Trainer

    from hedgehub.models import resolve_model

    model_name = model_args.model_name_or_path or "minilm"
    path = resolve_model(model_name)
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForMultipleChoice.from_pretrained(path)

    train = load_split(script_args.dataset_name, script_args.dataset_config, "train")
    if train is None:
        raise ValueError(f"{script_args.dataset_name} has no train split for config {script_args.dataset_config!r}")
    if script_args.max_train_samples:
        train = train.select(range(min(script_args.max_train_samples, len(train))))
    validation = load_split(script_args.dataset_name, script_args.dataset_config, "validation")
    if validation is not None and script_args.max_eval_samples:
        validation = validation.select(range(min(script_args.max_eval_samples, len(validation))))

    def encode(ds):
        return ds.map(
            tokenize_rows,
            batched=True,
            remove_columns=ds.column_names,
            fn_kwargs={"tokenizer": tokenizer, "max_length": script_args.max_length},
        )

    def accuracy(eval_pred):
        logits, labels = eval_pred
        return {"accuracy": float((np.argmax(logits, -1) == labels).mean())}

    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=encode(train),
        eval_dataset=encode(validation) if validation is not None else None,
        data_collator=MultipleChoiceCollator(tokenizer),
        processing_class=tokenizer,
        compute_metrics=accuracy,
    )
    start = time.perf_counter()
    trainer.train()
    train_seconds = time.perf_counter() - start
    output_dir = Path(training_args.output_dir)
    trainer.save_model(str(output_dir))

    results: dict[str, float | None] = {}
    timings: dict[str, float] = {}
    if trainer.is_world_process_zero():
        model = trainer.model
        for config in script_args.eval_configs:
            ds = load_split(script_args.dataset_name, config, script_args.eval_split)
            if ds is None:
                results[config] = None
                print(f"[wep_mc] {config}: no {script_args.eval_split} split, skipped", file=sys.stderr)
                continue
            if script_args.max_eval_samples:
                ds = ds.select(range(min(script_args.max_eval_samples, len(ds))))
            t0 = time.perf_counter()
            acc, preds = evaluate_config(model, tokenizer, ds, script_args.max_length)
            timings[config] = round(time.perf_counter() - t0, 1)
            results[config] = acc
            with open(output_dir / f"predictions_{config}.jsonl", "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(p) + "\n" for p in preds)
            if script_args.wep_scan_samples and config == script_args.dataset_config and config != "usnli":
                scan = wep_scan(model, tokenizer, ds.select(range(min(script_args.wep_scan_samples, len(ds)))), 256)
                with open(output_dir / f"wep_scan_{config}.jsonl", "w", encoding="utf-8") as handle:
                    handle.writelines(json.dumps(s) + "\n" for s in scan)
            print(
                f"[wep_mc] {config} {script_args.eval_split}: accuracy {acc:.1f}% on {len(ds)} rows", file=sys.stderr
            )
        summary = {
            "model": model_name,
            "train_config": script_args.dataset_config,
            "train_rows": len(train),
            "train_seconds": round(train_seconds, 1),
            "global_steps": trainer.state.global_step,
            "eval_split": script_args.eval_split,
            "accuracy": results,
            "eval_seconds": timings,
        }
        (output_dir / "cross_transfer.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
        write_card(output_dir, script_args, training_args, model_name, results, train_seconds)
    if training_args.push_to_hub:
        trainer.push_to_hub()
    return results


if __name__ == "__main__":
    from transformers import TrainingArguments
    from trl import ModelConfig, TrlParser

    parser = TrlParser((ScriptArguments, TrainingArguments, ModelConfig))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
