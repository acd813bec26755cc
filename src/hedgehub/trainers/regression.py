"""Regression-FT: an LM with a one-output head and a sigmoid, LoRA, mean squared error on the QUITE answer.

Input: premises + evidence + question (:func:`hedgehub.parser_training.textual_input`); output:
``sigmoid(score(h_last))`` where ``h_last`` is the hidden state of the last non-padding token
(``AutoModelForSequenceClassification`` with ``num_labels=1``). The LoRA adapter comes from TRL's ``ModelConfig``
(``get_peft_config``, task type ``SEQ_CLS``); the head (``score``) is trained in full and saved inside the adapter
(``modules_to_save``), so :func:`hedgehub.parser_training.load_regression_model` restores adapter and head together.
The end-of-run evaluation (:func:`hedgehub.evaluation.answers.evaluate_answers`, ``--eval_max_pairs``: ``-1`` every
pair of ``--eval_split``, ``0`` none, ``N`` at most N) writes ``scores.json`` and ``predictions-<premise type>.jsonl``
into ``output_dir``; ``hedgehub evaluate answers --method regression_ft --model_dir DIR`` re-evaluates a saved run.

Usage:

    python trainers/regression.py --config trainers/recipes/smollm2/regression_ft/cpu.yaml
"""

from __future__ import annotations

import logging
import os
import random
from dataclasses import dataclass, field

from hedgehub.parser_training import DEFAULT_DATASET, QE_CONFIGS


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)


@dataclass
class RegressionScriptArguments:
    """Data and evaluation options of ``regression.py``."""

    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub dataset id."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise versions to train on."}
    )
    qe_configs: list[str] = field(default_factory=lambda: list(QE_CONFIGS), metadata={"help": "QE configs."})
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    max_train_samples: int | None = field(default=None, metadata={"help": "Keep at most this many examples."})
    max_length: int = field(default=1024, metadata={"help": "Truncate inputs to this many tokens (from the left)."})
    eval_split: str = field(default="validation", metadata={"help": "Split evaluated at the end of the run."})
    eval_max_pairs: int = field(
        default=0, metadata={"help": "Pairs evaluated at the end: -1 = every pair of eval_split, 0 = skip, N = N."}
    )


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from peft import get_peft_model
    from transformers import AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding, set_seed
    from trl import get_peft_config

    from hedgehub.evaluation.answers import end_of_run_evaluation, pairs_limit
    from hedgehub.lm import load_causal_lm
    from hedgehub.models import resolve_model
    from hedgehub.parser_training import (
        finish_run,
        regression_examples,
        regression_predictor,
        regression_trainer_class,
    )
    from hedgehub.training import cpu_training_defaults, last_checkpoint, qe_rows, set_adapter_base, setup_logging

    pairs_limit(script_args.eval_max_pairs)  # a bad value fails before training
    setup_logging(training_args)
    set_seed(training_args.seed)
    cpu_training_defaults(training_args)
    training_args.remove_unused_columns = False
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.truncation_side = "left"  # keep the question, drop the oldest premises first
    examples = regression_examples(
        qe_rows(script_args.dataset_name, script_args.dataset_train_split, script_args.qe_configs),
        script_args.premise_types,
    )
    if not examples:
        raise ValueError(f"{script_args.dataset_name}: no scored QE pairs in {script_args.dataset_train_split!r}")
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]
    logger.info("training examples: %d", len(examples))

    def tokenize(batch):
        encoded = tokenizer(batch["text"], truncation=True, max_length=script_args.max_length)
        encoded["labels"] = batch["label"]
        return encoded

    dataset = Dataset.from_list(examples).map(tokenize, batched=True, remove_columns=["text", "label"])
    dtype = torch.float32 if not torch.cuda.is_available() else torch.bfloat16
    model = load_causal_lm(model_path, dtype=dtype, model_class=AutoModelForSequenceClassification, num_labels=1)
    model.config.pad_token_id = tokenizer.pad_token_id
    if model_args.use_peft:
        model_args.lora_task_type = "SEQ_CLS"  # the one-output head
        model_args.lora_modules_to_save = sorted({*(model_args.lora_modules_to_save or []), "score"})
        model = get_peft_model(model, get_peft_config(model_args))
        set_adapter_base(model, model_args.model_name_or_path)
    trainer = regression_trainer_class()(
        model=model,
        args=training_args,
        train_dataset=dataset,
        data_collator=DataCollatorWithPadding(tokenizer),
        processing_class=tokenizer,
    )
    trainer.train(resume_from_checkpoint=last_checkpoint(training_args))

    predict = regression_predictor(trainer.model, tokenizer, max_length=script_args.max_length)
    evaluate = end_of_run_evaluation(
        trainer, predict, script_args, method="regression_ft", base_model=model_args.model_name_or_path
    )
    finish_run(
        trainer,
        method="regression_ft",
        base_model=model_args.model_name_or_path,
        dataset_name=script_args.dataset_name,
        model_args=model_args,
        evaluate=evaluate,
        eval_split=script_args.eval_split,
    )
    return trainer


def make_parser(subparsers=None, prog: str | None = None):
    from transformers import TrainingArguments
    from trl import ModelConfig

    from hedgehub.training import command_parser

    return command_parser(
        (RegressionScriptArguments, TrainingArguments, ModelConfig),
        name="regression",
        help="Regression-FT: an LM with a sigmoid head on QUITE.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
