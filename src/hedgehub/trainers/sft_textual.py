"""LLM-FT: fine-tune a causal LM (LoRA) to answer a QUITE problem directly with "The probability is p".

Input: the premises (numeric or WEP), the evidence sentences and the question
(:func:`hedgehub.parser_training.textual_input`); target: ``The probability is 0.011316.`` (loss on the completion
only). The number is parsed back with :func:`hedgehub.parser_training.parse_probability`; a completion without a
number is an error. Prompts longer than ``max_length`` lose their oldest premises
(:func:`hedgehub.parser_training.fitted_input`), at training and evaluation alike. The run ends: save → model card
→ evaluation → card with scores → ``push_to_hub`` if asked (card last). The evaluation
(:func:`hedgehub.evaluation.answers.evaluate_answers`, ``--eval_max_pairs``: ``-1`` every pair of ``--eval_split``,
``0`` none, ``N`` at most N) writes ``scores.json`` and ``predictions-<premise type>.jsonl`` (with each answer's text)
into ``output_dir``; ``hedgehub evaluate answers --method llm_ft --model_dir DIR`` re-evaluates a saved adapter.

Usage:

    python trainers/sft_textual.py --config trainers/recipes/smollm2/llm_ft/cpu.yaml
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
class TextualScriptArguments:
    """Data and evaluation options of ``sft_textual.py``."""

    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub dataset id."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise versions to train on."}
    )
    qe_configs: list[str] = field(default_factory=lambda: list(QE_CONFIGS), metadata={"help": "QE configs."})
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    max_train_samples: int | None = field(default=None, metadata={"help": "Keep at most this many examples."})
    eval_split: str = field(default="validation", metadata={"help": "Split evaluated at the end of the run."})
    eval_max_pairs: int = field(
        default=0, metadata={"help": "Pairs evaluated at the end: -1 = every pair of eval_split, 0 = skip, N = N."}
    )


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer, set_seed
    from trl import SFTTrainer, get_peft_config

    from hedgehub.evaluation.answers import end_of_run_evaluation, pairs_limit
    from hedgehub.lm import load_causal_lm
    from hedgehub.models import resolve_model
    from hedgehub.parser_training import finish_run, llm_ft_predictor, textual_examples
    from hedgehub.training import cpu_training_defaults, last_checkpoint, qe_rows, set_adapter_base, setup_logging

    pairs_limit(script_args.eval_max_pairs)  # a bad value fails before training
    setup_logging(training_args)
    set_seed(training_args.seed)
    cpu_training_defaults(training_args)
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    examples = textual_examples(
        qe_rows(script_args.dataset_name, script_args.dataset_train_split, script_args.qe_configs),
        script_args.premise_types,
        tokenizer=tokenizer,
        max_length=training_args.max_length,
    )
    if not examples:
        raise ValueError(f"{script_args.dataset_name}: no scored QE pairs in {script_args.dataset_train_split!r}")
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]
    logger.info("training examples: %d", len(examples))
    dtype = torch.float32 if not torch.cuda.is_available() else "auto"
    model = load_causal_lm(model_path, dtype=dtype)
    trainer = SFTTrainer(
        model=model,
        args=training_args,
        train_dataset=Dataset.from_list(examples),
        processing_class=tokenizer,
        peft_config=get_peft_config(model_args),
    )
    set_adapter_base(trainer.model, model_args.model_name_or_path)
    trainer.train(resume_from_checkpoint=last_checkpoint(training_args))

    predict = llm_ft_predictor(trainer.model, tokenizer, max_length=training_args.max_length)
    evaluate = end_of_run_evaluation(
        trainer, predict, script_args, method="llm_ft", base_model=model_args.model_name_or_path
    )
    finish_run(
        trainer,
        method="llm_ft",
        base_model=model_args.model_name_or_path,
        dataset_name=script_args.dataset_name,
        model_args=model_args,
        evaluate=evaluate,
        eval_split=script_args.eval_split,
    )
    return trainer


def make_parser(subparsers=None, prog: str | None = None):
    from trl import ModelConfig, SFTConfig

    from hedgehub.training import command_parser

    return command_parser(
        (TextualScriptArguments, SFTConfig, ModelConfig),
        name="sft-textual",
        help="LLM-FT: fine-tune a causal LM to answer QUITE directly.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
