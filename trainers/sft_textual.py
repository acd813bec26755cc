"""LLM-FT: fine-tune a causal LM (LoRA) to answer a QUITE problem directly with "The probability is p".

Input: the premises (numeric or WEP), the evidence sentences and the question
(:func:`hedgehub.parser_training.textual_input`); target: ``The probability is 0.011316.`` (loss on the completion
only). The number is parsed back with :func:`hedgehub.parser_training.parse_probability`; a completion without a
number is an error. Prompts longer than ``max_length`` lose their oldest premises
(:func:`hedgehub.parser_training.fitted_input`), at training and evaluation alike. The run ends: save → model card
→ evaluation (``--eval_max_pairs``) → card with scores → ``push_to_hub`` if asked (card last).

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
    eval_max_pairs: int = field(default=0, metadata={"help": "Evaluate on this many pairs at the end (0 = skip)."})


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer, set_seed
    from trl import SFTTrainer, get_peft_config

    from hedgehub.evaluation.parser import evaluation_rows, score_answers
    from hedgehub.lm import load_causal_lm
    from hedgehub.models import resolve_model
    from hedgehub.parser_training import (
        ANSWER_TOKENS,
        predict_probabilities,
        textual_examples,
        textual_inputs,
        write_model_card,
    )
    from hedgehub.training import (
        cpu_training_defaults,
        last_checkpoint,
        push_with_card,
        qe_rows,
        set_adapter_base,
        setup_logging,
    )

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

    # save → card → evaluation → card with scores → push (card last)
    output_dir = training_args.output_dir
    trainer.save_model(output_dir)
    card = None
    if trainer.accelerator.is_main_process:
        card_args = dict(
            method="llm_ft",
            base_model=model_args.model_name_or_path,
            dataset_name=script_args.dataset_name,
            training_args=training_args,
            model_args=model_args,
        )
        card = write_model_card(output_dir, **card_args)
        if script_args.eval_max_pairs > 0:
            trainer.model.eval()  # not merged: the push below saves the adapter again
            rows = evaluation_rows(
                script_args.dataset_name, script_args.eval_split, script_args.eval_max_pairs, qe_configs=QE_CONFIGS
            )
            scores = {}
            max_tokens = training_args.max_length - ANSWER_TOKENS if training_args.max_length else None
            for premise_type in script_args.premise_types:
                prompts = textual_inputs(rows, premise_type, tokenizer=tokenizer, max_tokens=max_tokens)
                probabilities = predict_probabilities(trainer.model, tokenizer, prompts)
                result = score_answers(rows, probabilities)
                scores.update({f"{premise_type}_{k}": result[k] for k in ("correct", "wrong", "error", "rmse_50")})
            card = write_model_card(output_dir, **card_args, scores=scores, eval_split=script_args.eval_split)
    if training_args.push_to_hub:
        push_with_card(trainer, card, output_dir)
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
