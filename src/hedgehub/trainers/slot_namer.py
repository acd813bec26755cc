"""Train the slot parser's namer: a causal LM (LoRA) that names a premise's new variable and its states.

One example per introducing premise of the QUITE train networks (numeric and WEP wording):

    Premise: The chance of a low stroke volume is 18%, normal is 78%, and high is 4%.
    Declared: catechol(normal|high)
    New variable: → " stroke_volume(low|normal|high)"

Everything else the parser decides is a choice made by the chooser (``trainers/slot_chooser.py``); see
:mod:`hedgehub.slot_parser`.

Usage:

    hedgehub train slot-namer --config trainers/recipes/smollm2/slot_namer/cpu.yaml
    hedgehub train slot-namer --config trainers/recipes/smollm2/slot_namer/cpu.yaml --output_dir runs/x \\
        --push_to_hub true --hub_model_id ORG/quite-slot-namer
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)


@dataclass
class NamerScriptArguments:
    """Data options of ``slot_namer.py``."""

    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise wordings: numeric and/or wep."}
    )
    max_train_samples: int = field(default=0, metadata={"help": "Keep only this many examples (0 = all)."})
    predicate_examples: int = field(
        default=0,
        metadata={
            "help": "Add this many written premises whose variable is what is said of a thing "
            "(hedgehub.slot_synthetic; 0 = QUITE's premises only)."
        },
    )


def make_dataset(script_args, seed: int):
    from datasets import Dataset

    from hedgehub.slot_parser import training_data
    from hedgehub.training import qe_rows

    namer, _ = training_data(
        qe_rows(script_args.dataset_name, script_args.dataset_train_split),
        premise_types=script_args.premise_types,
        seed=seed,
    )
    if script_args.max_train_samples:
        namer = namer[: script_args.max_train_samples]
    if script_args.predicate_examples:
        from hedgehub.slot_synthetic import predicate_examples

        namer += predicate_examples(script_args.predicate_examples, seed=seed)
    logger.info("namer examples: %d", len(namer))
    return Dataset.from_list(namer).shuffle(seed=seed)


def main(script_args, training_args, model_args):
    from transformers import AutoTokenizer, set_seed
    from trl import SFTTrainer, get_peft_config

    from hedgehub.lm import load_causal_lm
    from hedgehub.models import resolve_model
    from hedgehub.training import cpu_training_defaults, finish_component, last_checkpoint, setup_logging

    setup_logging(training_args)
    set_seed(training_args.seed)
    cpu_training_defaults(training_args)
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    train_dataset = make_dataset(script_args, training_args.seed)
    import torch

    model = load_causal_lm(model_path, dtype=torch.float32, revision=model_args.model_revision)
    trainer = SFTTrainer(
        model=model,
        args=training_args,
        train_dataset=train_dataset,
        processing_class=tokenizer,
        peft_config=get_peft_config(model_args),
    )
    result = trainer.train(resume_from_checkpoint=last_checkpoint(training_args))
    tokenizer.save_pretrained(training_args.output_dir)
    finish_component(
        trainer,
        result,
        role="The slot parser's namer (SmolLM2-135M-Instruct + LoRA)",
        base_model=model_args.model_name_or_path,
        dataset_name=script_args.dataset_name,
        library_name="peft",
    )
    return trainer


def make_parser(subparsers=None, prog: str | None = None):
    from trl import ModelConfig, SFTConfig

    from hedgehub.training import command_parser

    return command_parser(
        (NamerScriptArguments, SFTConfig, ModelConfig),
        name="slot-namer",
        help="Slot parser namer: a causal LM (LoRA) naming new variables",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
