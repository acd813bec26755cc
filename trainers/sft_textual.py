"""LLM-FT: fine-tune a causal LM (LoRA) to answer a QUITE problem directly with "The probability is p".

Input: the premises (numeric or WEP), the evidence sentences and the question (see
``trainers.parser_common.textual_input``); target: ``The probability is 0.011316.`` (loss on the completion only).
The number is parsed back with :func:`parse_probability`; a completion without a number is an error.

Usage:

    python trainers/sft_textual.py --config trainers/recipes/smollm2/llm_ft/cpu.yaml
"""

from __future__ import annotations

import os
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from trainers.parser_common import (  # noqa: E402
    DEFAULT_DATASET,
    QE_CONFIGS,
    SCORED_STATUS,
    cpu_training_defaults,
    fix_adapter_base,
    premise_sentences,
    push_if_asked,
    qe_rows,
    textual_input,
    write_model_card,
)


_NUMBER = re.compile(r"probability is\s*(-?[0-9]*\.?[0-9]+(?:[eE]-?[0-9]+)?)")
_ANY_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]+(?:[eE]-?[0-9]+)?")


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


def format_answer(probability: float) -> str:
    """The target text, e.g. ``The probability is 0.011316.``"""
    return f"The probability is {format(float(probability), '.8g')}."


def parse_probability(text: str) -> float | None:
    """The number in "The probability is p" (or the first number), ``None`` when there is none.

    Examples:

        >>> parse_probability("The probability is 0.011316.")
        0.011316
        >>> parse_probability("I think 45% maybe") is None
        False
        >>> parse_probability("no idea") is None
        True
    """
    match = _NUMBER.search(text) or _ANY_NUMBER.search(text)
    if not match:
        return None
    try:
        return float(match.group(1) if match.re is _NUMBER else match.group(0))
    except ValueError:
        return None


def textual_examples(rows, premise_types) -> list[dict]:
    examples = []
    for row in rows:
        if row["status"] not in SCORED_STATUS:
            continue
        for premise_type in premise_types:
            prompt = textual_input(premise_sentences(row, premise_type), row["evidences"], row["question"])
            examples.append({"prompt": prompt, "completion": format_answer(row["answer"])})
    return examples


def load_textual_model(path: str, base_model: str | None = None):
    """Load an LLM-FT adapter (merged) or model and its tokenizer."""
    from hedgehub.parser import load_parser

    parser = load_parser(path, base_model=base_model, constrained=False)
    return parser.model, parser.tokenizer


def predict_probabilities(model, tokenizer, prompts: list[str], *, batch_size: int = 8) -> list[float | None]:
    """Greedy answers to ``prompts``, parsed with :func:`parse_probability`."""
    from hedgehub.parser import Parser

    texts = Parser(model, tokenizer, constrained=False, batch_size=batch_size, max_new_tokens=16).generate(prompts)
    return [parse_probability(t) for t in texts]


def evaluate_textual(model, tokenizer, script_args, premise_type: str) -> dict:
    from trainers.evaluate_parser import quite_scores, select_pairs

    rows = select_pairs(qe_rows(script_args.dataset_name, script_args.eval_split), script_args.eval_max_pairs)
    prompts = [textual_input(premise_sentences(r, premise_type), r["evidences"], r["question"]) for r in rows]
    probabilities = predict_probabilities(model, tokenizer, prompts)
    golds = [float(r["answer"]) if r["status"] != "invalid_evidence" else -1.0 for r in rows]
    return quite_scores(probabilities, [None] * len(rows), golds, [list(r["reasoning_types"]) for r in rows])


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer
    from trl import SFTTrainer, get_peft_config

    from hedgehub.models import resolve_model
    from hedgehub.lm import load_causal_lm

    cpu_training_defaults(training_args)
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    examples = textual_examples(
        qe_rows(script_args.dataset_name, script_args.dataset_train_split, configs=script_args.qe_configs),
        script_args.premise_types,
    )
    if not examples:
        raise ValueError(f"{script_args.dataset_name}: no scored QE pairs in {script_args.dataset_train_split!r}")
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]
    dtype = torch.float32 if not torch.cuda.is_available() else "auto"
    model = load_causal_lm(model_path, dtype=dtype)
    trainer = SFTTrainer(
        model=model,
        args=training_args,
        train_dataset=Dataset.from_list(examples),
        processing_class=tokenizer,
        peft_config=get_peft_config(model_args),
    )
    trainer.train(resume_from_checkpoint=training_args.resume_from_checkpoint)
    output_dir = training_args.output_dir
    trainer.save_model(output_dir)
    fix_adapter_base(output_dir, model_args.model_name_or_path)
    if trainer.accelerator.is_main_process:
        card_args = dict(
            method="llm_ft",
            base_model=model_args.model_name_or_path,
            dataset_name=script_args.dataset_name,
            training_args=training_args,
            model_args=model_args,
        )
        write_model_card(output_dir, **card_args)
        if script_args.eval_max_pairs > 0:
            merged = trainer.model.merge_and_unload() if hasattr(trainer.model, "merge_and_unload") else trainer.model
            merged.eval()
            scores = {}
            for premise_type in script_args.premise_types:
                result = evaluate_textual(merged, tokenizer, script_args, premise_type)
                scores.update({f"{premise_type}_{k}": result[k] for k in ("correct", "wrong", "error", "rmse_50")})
            write_model_card(output_dir, **card_args, scores=scores, eval_split=script_args.eval_split)
        push_if_asked(training_args, output_dir)
    return trainer


if __name__ == "__main__":
    from trl import ModelConfig, SFTConfig, TrlParser

    parser = TrlParser((TextualScriptArguments, SFTConfig, ModelConfig))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
