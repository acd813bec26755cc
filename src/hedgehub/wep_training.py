"""WEP probing as multiple choice: rows to choices, tokenization, the collator and the model card.

Each row gives two choices, the context paired with the valid hypothesis and with the invalid one; the encoder
scores each pair, a softmax over the two gives the choice probabilities, and the loss is cross-entropy on the valid
one (``AutoModelForMultipleChoice``). Choice 0 is the row's ``hypothesis``, so the target is the row's ``label``
(``0`` when ``hypothesis`` is the valid one): the order of valid/invalid is balanced by the dataset.

The training script is ``trainers/wep_multiple_choice.py``; the evaluation (cross-transfer matrix, 19-WEP scan) is
:mod:`hedgehub.evaluation.wep`.
"""

from __future__ import annotations

from pathlib import Path


ALL_CONFIGS = ("reasoning_1hop", "reasoning_2hop", "usnli")
DEFAULT_DATASET = "hub/wep-probing"
PAPER_TABLE1 = {"reasoning_1hop": 97.8, "reasoning_2hop": 91.1}  # RoBERTa-base fine-tuned, test accuracy (%)
PLOT_FILE = "wep_calibration.png"
CARD_TEMPLATE = "wep_probing_card.md.jinja"


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
    """The Hub id to cite as ``base_model``: aliases and the offline folders map to their Hub ids, other local
    folders to ``None``.

    Examples:

        >>> base_model_id("minilm"), base_model_id("org/model")
        ('sentence-transformers/all-MiniLM-L6-v2', 'org/model')
    """
    from hedgehub.models import hub_base_model

    base = hub_base_model(name_or_path)
    return None if Path(base).exists() else base


def write_card(output_dir: Path, script_args, training_args, model_name: str, summary: dict):
    """Render the template ``wep_probing_card.md.jinja`` into ``output_dir/README.md`` (``model-index`` from the
    test accuracies and the 19-WEP scan's Spearman's rho); returns the :class:`~huggingface_hub.ModelCard`."""
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

    from hedgehub.hub import card_template

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
        template_str=card_template(CARD_TEMPLATE),
        model_id=Path(training_args.output_dir).name,
        base_model_name=base or model_name,
        train_config=script_args.dataset_config,
        initialized_from=summary.get("initialized_from"),
        results=results,
        paper=PAPER_TABLE1,
        scan=scan,
        plot_file=PLOT_FILE if (Path(output_dir) / PLOT_FILE).exists() else None,
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
    card.save(Path(output_dir) / "README.md")
    return card
