"""Fine-tune an encoder on WEP probing as multiple choice, and evaluate it on every config (cross-transfer).

Each row gives two choices (the context with the valid hypothesis and with the invalid one), scored by
``AutoModelForMultipleChoice`` with cross-entropy on the valid one (:mod:`hedgehub.wep_training`). After training the
script saves the model, evaluates it on the test split of every config in ``--eval_configs`` (Sileo & Moens's Table
1: train on one config, test on all three), scores every WEP on test rows of the training config (the 19-WEP scan:
Spearman's rho and the calibration plot; :mod:`hedgehub.evaluation.wep`), writes the card and pushes if asked (card
last).

The CPU recipe groups training rows of similar length into a batch (``train_sampling_strategy: group_by_length``, on a
``length`` column computed here; it pads 5% instead of 17-27% of the tokens), evaluates on validation after each
epoch and keeps the best epoch (``load_best_model_at_end``). The validation accuracy of each epoch goes into
``cross_transfer.json`` and the card.

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
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.wep_training import ALL_CONFIGS, DEFAULT_DATASET


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)


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


def main(script_args: ScriptArguments, training_args, model_args) -> dict:
    """Train on ``dataset_config``, evaluate on every config in ``eval_configs``; returns the accuracies."""
    import numpy as np
    from transformers import AutoModelForMultipleChoice, AutoTokenizer, Trainer, set_seed

    from hedgehub.evaluation.wep import cross_transfer
    from hedgehub.models import resolve_model
    from hedgehub.training import last_checkpoint, load_split, push_with_card, setup_logging
    from hedgehub.wep_training import MultipleChoiceCollator, tokenize_rows, validation_history, write_card

    setup_logging(training_args)
    set_seed(training_args.seed)
    load_before = round(os.getloadavg()[0], 2)
    model_name = model_args.model_name_or_path or "minilm"
    path = resolve_model(model_name)
    initialized_from = previous_run(path)
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
    logger.info(
        "%d training rows, longest pair %d tokens, %d at max_length %d",
        len(train),
        max(train_encoded["length"]),
        at_limit,
        script_args.max_length,
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
    trainer.train(resume_from_checkpoint=last_checkpoint(training_args))
    train_seconds = time.perf_counter() - start
    output_dir = Path(training_args.output_dir)
    trainer.save_model(str(output_dir))

    # save → evaluation → card → push (card last)
    results: dict[str, float | None] = {}
    card = None
    if trainer.is_world_process_zero():
        evaluation = cross_transfer(
            trainer.model,
            tokenizer,
            dataset_name=script_args.dataset_name,
            train_config=script_args.dataset_config,
            eval_configs=script_args.eval_configs,
            output_dir=output_dir,
            eval_split=script_args.eval_split,
            max_length=script_args.max_length,
            max_eval_samples=script_args.max_eval_samples,
            batch_rows=script_args.eval_batch_rows,
            wep_scan_samples=script_args.wep_scan_samples,
        )
        results = evaluation["accuracy"]
        summary = {
            "model": initialized_from["model"] if initialized_from else model_name,
            "initialized_from": initialized_from,
            "train_config": script_args.dataset_config,
            "train_rows": len(train),
            "train_seconds": round(train_seconds, 1),
            "global_steps": trainer.state.global_step,
            "best_checkpoint": trainer.state.best_model_checkpoint,
            "validation": validation_history(trainer.state.log_history),
            "pairs_at_max_length": at_limit,
            "eval_split": script_args.eval_split,
            "accuracy": results,
            "wep_scan": evaluation["wep_scan"],
            "seconds": {"train": round(train_seconds, 1), **evaluation["seconds"]},
            "load_average": {"before": load_before, "after": round(os.getloadavg()[0], 2)},
        }
        (output_dir / "cross_transfer.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
        card = write_card(output_dir, script_args, training_args, summary["model"], summary)
    if training_args.push_to_hub:
        push_with_card(trainer, card, output_dir)
    return results


def previous_run(path: str) -> dict | None:
    """When ``path`` is the output folder of an earlier run of this script (it holds ``cross_transfer.json``), the
    run this one continues from: its base model, training config and folder; else ``None``.

    The CPU recipe trains 2-hop from the 1-hop model (``make wep``): 2-hop starts at 87 % validation accuracy after
    one epoch instead of 75 % from MiniLM (BENCHMARKS "WEP probing")."""
    summary_file = Path(path) / "cross_transfer.json"
    if not summary_file.is_file():
        return None
    summary = json.loads(summary_file.read_text(encoding="utf-8"))
    return {"path": str(path), "model": summary["model"], "train_config": summary["train_config"]}


def make_parser(subparsers=None, prog: str | None = None):
    from transformers import TrainingArguments
    from trl import ModelConfig

    from hedgehub.training import command_parser

    return command_parser(
        (ScriptArguments, TrainingArguments, ModelConfig),
        name="wep-multiple-choice",
        help="Fine-tune an encoder on WEP probing.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
