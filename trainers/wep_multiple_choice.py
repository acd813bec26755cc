"""Fine-tune an encoder on WEP probing as multiple choice, and evaluate it on every config (cross-transfer).

Each row gives two choices, the context paired with the valid hypothesis and with the invalid one; the encoder
scores each pair, a softmax over the two gives the choice probabilities, and the loss is cross-entropy on the valid
one (``AutoModelForMultipleChoice``). Choice 0 is the row's ``hypothesis``, so the target is the row's ``label``
(``0`` when ``hypothesis`` is the valid one): the order of valid/invalid is balanced by the dataset.

After training the script saves the model, evaluates it on the test split of every config in ``--eval_configs``
(Sileo & Moens's Table 1 is this matrix: train on one config, test on all three), writes the per-row predictions,
scores every WEP on test rows of the training config (the 19-WEP scan: Spearman's rho between the predicted and the
true probability, and the calibration plot of :mod:`trainers.plot_wep`), and writes the card.

The CPU recipe groups training rows of similar length into a batch (``train_sampling_strategy: group_by_length``, on a
``length`` column that this script computes; it pads 5% instead of 17-27% of the tokens), evaluates on validation
after each epoch and keeps the best epoch (``load_best_model_at_end``). The validation accuracy of each epoch goes
into ``cross_transfer.json`` and the card.

Usage:

    # CPU recipe (all-MiniLM-L6-v2, bounded budget), train on 1-hop, test on every config found
    python trainers/wep_multiple_choice.py --config trainers/recipes/minilm/wep_mc/cpu.yaml \\
        --dataset_config reasoning_1hop --output_dir runs/wep/minilm-1hop

    # the paper's setting (RoBERTa-base, 3 epochs, lr 2e-5, batch 16, max length 256) on a GPU
    accelerate launch --config_file trainers/accelerate_configs/single_gpu.yaml trainers/wep_multiple_choice.py \\
        --config trainers/recipes/minilm/wep_mc/paper_roberta_gpu.yaml --dataset_config reasoning_2hop

Outputs in ``output_dir``: the model, ``README.md`` (card with ``model-index``), ``cross_transfer.json``
(accuracy per test config, validation history, Spearman's rho, wall times), ``predictions_<config>.jsonl``,
``wep_scan_<config>.jsonl`` and ``wep_calibration.png``.
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
PLOT_FILE = "wep_calibration.png"


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
    max_eval_samples: int | None = field(
        default=None, metadata={"help": "Keep the first N rows of the validation split and of each test split."}
    )
    wep_scan_samples: int = field(
        default=200, metadata={"help": "Test rows of the training config scored with all 19 WEP (0 to skip)."}
    )
    eval_batch_rows: int = field(default=32, metadata={"help": "Rows per forward pass in the test evaluation."})


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
    """Tokenize a batch of rows into ``(n, 2, length)`` nested lists plus ``labels`` and ``length`` (the longer
    choice's token count, which ``group_by_length`` sorts on; a ``length`` equal to ``max_length`` means the pair
    may have been truncated)."""
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
    out["length"] = [max(len(ids) for ids in pair) for pair in out["input_ids"]]
    return out


class MultipleChoiceCollator:
    """Pad ``(batch, choices, length)`` features: flatten, pad with the tokenizer, reshape (``length`` is dropped)."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer

    def __call__(self, features: list[dict]) -> dict:
        features = [{k: v for k, v in f.items() if k != "length"} for f in features]
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


def score_choices(model, tokenizer, contexts: list[str], choices: list[list[str]], max_length: int, batch_size=32):
    """Logits ``(n, n_choices)`` of the multiple-choice head for each context and its choices.

    Rows are scored in order of length (less padding), ``batch_size`` rows per forward pass, and returned in the
    input order.
    """
    import torch

    model.eval()
    order = sorted(range(len(contexts)), key=lambda i: len(contexts[i]) + max(map(len, choices[i])))
    logits = [None] * len(contexts)
    with torch.no_grad():
        for start in range(0, len(order), batch_size):
            index = order[start : start + batch_size]
            k = len(choices[index[0]])
            enc = tokenizer(
                [contexts[i] for i in index for _ in range(k)],
                [h for i in index for h in choices[i]],
                truncation=True,
                max_length=max_length,
                padding=True,
                return_tensors="pt",
            )
            enc = {key: v.view(len(index), k, -1).to(model.device) for key, v in enc.items()}
            for i, row in zip(index, model(**enc).logits.float().cpu(), strict=True):
                logits[i] = row
    return torch.stack(logits) if logits else torch.zeros(0, 2)


def evaluate_config(model, tokenizer, ds, max_length: int, batch_size: int = 32) -> tuple[float, list[dict]]:
    """Accuracy (%) on ``ds`` and per-row predictions."""
    rows = list(ds)
    pairs = [to_choices(r) for r in rows]
    logits = score_choices(
        model, tokenizer, [r["context"] for r in rows], [p[0] for p in pairs], max_length, batch_size
    )
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


def scan_correlation(scan: list[dict]) -> dict:
    """Spearman's and Pearson's correlation between the predicted and the true probability of a 19-WEP scan.

    Examples:

        >>> scan_correlation([{"probability": p, "predicted_probability": p ** 2} for p in (0.1, 0.4, 0.5, 0.9)])
        {'rows': 4, 'spearman': 1.0, 'pearson': 0.9668}
    """
    from scipy.stats import pearsonr, spearmanr

    if len(scan) < 3:
        return {"rows": len(scan), "spearman": None, "pearson": None}
    true = [s["probability"] for s in scan]
    predicted = [s["predicted_probability"] for s in scan]
    return {
        "rows": len(scan),
        "spearman": round(float(spearmanr(true, predicted).statistic), 4),
        "pearson": round(float(pearsonr(true, predicted).statistic), 4),
    }


def validation_history(log_history: list[dict]) -> list[dict]:
    """The validation accuracy (%) after each evaluation, from ``trainer.state.log_history``.

    Examples:

        >>> validation_history([{"loss": 0.7, "step": 10}, {"eval_accuracy": 0.912, "epoch": 1.0, "step": 250}])
        [{'epoch': 1.0, 'step': 250, 'accuracy': 91.2}]
    """
    return [
        {"epoch": round(entry.get("epoch", 0.0), 2), "step": entry["step"], "accuracy": round(100 * entry[k], 2)}
        for entry in log_history
        for k in ("eval_accuracy",)
        if k in entry
    ]


def base_model_id(name_or_path: str) -> str | None:
    """The Hub id to cite as ``base_model`` (aliases map to their Hub ids, local folders to ``None``)."""
    from hedgehub.models import MINILM_HUB_ID, SMOLLM2_HUB_ID

    if name_or_path == "minilm" or "all_minilm" in name_or_path or "all-MiniLM" in name_or_path:
        return MINILM_HUB_ID
    if name_or_path == "smollm2":
        return SMOLLM2_HUB_ID
    return None if Path(name_or_path).exists() else name_or_path


def write_card(output_dir: Path, script_args, training_args, model_name: str, summary: dict):
    """Render the card (``model-index`` from the test accuracies) into ``output_dir/README.md``; returns it."""
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

    results = summary["accuracy"]
    dataset_type = script_args.dataset_name if not Path(script_args.dataset_name).exists() else "wep-probing"
    eval_results = [
        EvalResult(
            task_type="multiple-choice",
            dataset_type=dataset_type,
            dataset_name=f"WEP probing ({config})",
            dataset_config=config,
            dataset_split=script_args.eval_split,
            metric_type="accuracy",
            metric_value=round(acc, 2),
        )
        for config, acc in results.items()
        if acc is not None
    ]
    scan = summary.get("wep_scan") or {}
    if scan.get("spearman") is not None:
        eval_results.append(
            EvalResult(
                task_type="multiple-choice",
                dataset_type=dataset_type,
                dataset_name=f"WEP probing ({script_args.dataset_config}), 19-WEP scan",
                dataset_config=script_args.dataset_config,
                dataset_split=script_args.eval_split,
                metric_type="spearmanr",
                metric_name="Spearman rho (predicted vs true probability)",
                metric_value=scan["spearman"],
            )
        )
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
        scan=scan,
        plot_file=PLOT_FILE if (output_dir / PLOT_FILE).exists() else None,
        validation=summary.get("validation", []),
        hyperparameters={
            "learning_rate": training_args.learning_rate,
            "warmup_steps": training_args.warmup_steps,
            "weight_decay": training_args.weight_decay,
            "per_device_train_batch_size": training_args.per_device_train_batch_size,
            "num_train_epochs": training_args.num_train_epochs,
            "max_steps": training_args.max_steps,
            "global_steps": summary["global_steps"],
            "max_length": script_args.max_length,
            "seed": training_args.seed,
        },
        train_minutes=round(summary["train_seconds"] / 60, 1),
        load_average=summary.get("load_average"),
    )
    card.save(output_dir / "README.md")
    return card


def main(script_args: ScriptArguments, training_args, model_args) -> dict:
    """Train on ``dataset_config``, evaluate on every config in ``eval_configs``; returns the accuracies."""
    import numpy as np
    from transformers import AutoModelForMultipleChoice, AutoTokenizer, Trainer, set_seed

    from hedgehub.models import resolve_model

    set_seed(training_args.seed)
    load_before = round(os.getloadavg()[0], 2)
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

    train_encoded = encode(train)
    at_limit = sum(n >= script_args.max_length for n in train_encoded["length"])
    print(
        f"[wep_mc] {len(train)} training rows, longest pair {max(train_encoded['length'])} tokens, "
        f"{at_limit} at max_length {script_args.max_length}",
        file=sys.stderr,
    )
    # The encoded rows hold only model inputs, labels and `length`; Trainer would drop `length` before building the
    # group_by_length sampler (it keeps forward() arguments only), so keep every column: the collator drops it.
    training_args.remove_unused_columns = False
    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=train_encoded,
        eval_dataset=encode(validation) if validation is not None else None,
        data_collator=MultipleChoiceCollator(tokenizer),
        processing_class=tokenizer,
        compute_metrics=accuracy,
    )
    start = time.perf_counter()
    trainer.train(resume_from_checkpoint=training_args.resume_from_checkpoint)
    train_seconds = time.perf_counter() - start
    output_dir = Path(training_args.output_dir)
    trainer.save_model(str(output_dir))

    results: dict[str, float | None] = {}
    timings: dict[str, float] = {"train": round(train_seconds, 1)}
    summary: dict = {}
    card = None
    if trainer.is_world_process_zero():
        model = trainer.model
        scan_stats = None
        for config in script_args.eval_configs:
            ds = load_split(script_args.dataset_name, config, script_args.eval_split)
            if ds is None:
                results[config] = None
                print(f"[wep_mc] {config}: no {script_args.eval_split} split, skipped", file=sys.stderr)
                continue
            if script_args.max_eval_samples:
                ds = ds.select(range(min(script_args.max_eval_samples, len(ds))))
            t0 = time.perf_counter()
            acc, preds = evaluate_config(model, tokenizer, ds, script_args.max_length, script_args.eval_batch_rows)
            timings[f"eval_{config}"] = round(time.perf_counter() - t0, 1)
            results[config] = acc
            with open(output_dir / f"predictions_{config}.jsonl", "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(p) + "\n" for p in preds)
            print(
                f"[wep_mc] {config} {script_args.eval_split}: accuracy {acc:.1f}% on {len(ds)} rows", file=sys.stderr
            )
            if script_args.wep_scan_samples and config == script_args.dataset_config and config != "usnli":
                t0 = time.perf_counter()
                rows = ds.select(range(min(script_args.wep_scan_samples, len(ds))))
                scan = wep_scan(model, tokenizer, rows, script_args.max_length)
                timings[f"wep_scan_{config}"] = round(time.perf_counter() - t0, 1)
                with open(output_dir / f"wep_scan_{config}.jsonl", "w", encoding="utf-8") as handle:
                    handle.writelines(json.dumps(s) + "\n" for s in scan)
                scan_stats = {"config": config, **scan_correlation(scan)}
                print(f"[wep_mc] 19-WEP scan on {config}: {scan_stats}", file=sys.stderr)
                from trainers.plot_wep import plot

                plot({f"{output_dir.name} on {config}": scan}, output_dir / PLOT_FILE)
        summary = {
            "model": model_name,
            "train_config": script_args.dataset_config,
            "train_rows": len(train),
            "train_seconds": round(train_seconds, 1),
            "global_steps": trainer.state.global_step,
            "best_checkpoint": trainer.state.best_model_checkpoint,
            "validation": validation_history(trainer.state.log_history),
            "pairs_at_max_length": at_limit,
            "eval_split": script_args.eval_split,
            "accuracy": results,
            "wep_scan": scan_stats,
            "seconds": timings,
            "load_average": {"before": load_before, "after": round(os.getloadavg()[0], 2)},
        }
        (output_dir / "cross_transfer.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
        card = write_card(output_dir, script_args, training_args, model_name, summary)
    if training_args.push_to_hub:
        push_with_card(trainer, card, output_dir)
    return results


def push_with_card(trainer, card, output_dir: Path) -> None:
    """``trainer.push_to_hub()``, then our card written and uploaded last.

    ``Trainer.push_to_hub`` regenerates ``README.md`` (``Trainer.create_model_card``) before uploading the folder,
    which replaces the card written by :func:`write_card` and drops its ``model-index``; so the card is saved again
    and uploaded as the final commit (``card`` is ``None`` on processes other than the main one).
    """
    trainer.push_to_hub()
    if card is not None:
        card.save(output_dir / "README.md")
        card.push_to_hub(trainer.hub_model_id, token=trainer.args.hub_token)


if __name__ == "__main__":
    from transformers import TrainingArguments
    from trl import ModelConfig, TrlParser

    parser = TrlParser((ScriptArguments, TrainingArguments, ModelConfig))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
