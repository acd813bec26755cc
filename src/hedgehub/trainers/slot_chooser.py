"""Train the slot parser's chooser: a cross-encoder that scores (sentence, candidate) pairs.

The candidates are what :mod:`hedgehub.slot_parser` chooses among — parent assignments (``given: pollution: low``),
one probability per state (``probability: stroke volume: low = 18%``), evidence and question atoms
(``evidence: not smoker``) — built from the gold slots of the QUITE train networks, numeric and WEP wording, with
sampled negatives. all-MiniLM-L6-v2 gets a two-label classification head and is fine-tuned whole.

Usage:

    hedgehub train slot-chooser --config trainers/recipes/minilm/slot_chooser/cpu.yaml
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field

from hedgehub.slot_parser import WEP_TARGETS


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)


@dataclass
class ChooserScriptArguments:
    """Model and data options of ``slot_chooser.py``."""

    model_name_or_path: str = field(default="minilm", metadata={"help": "Encoder folder, Hub id or alias."})
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    dataset_eval_split: str = field(default="validation", metadata={"help": "Split for the held-out loss."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise wordings: numeric and/or wep."}
    )
    negatives: int = field(default=6, metadata={"help": "Negative candidates kept per choice."})
    permute_numbers: float = field(
        default=0.0,
        metadata={
            "help": "Share of numeric premises trained with their percentages exchanged among themselves, so the "
            "chooser reads the numbers instead of learning each network's (hedgehub.slot_parser.permute_numbers)."
        },
    )
    fresh_numbers: float = field(
        default=0.0,
        metadata={
            "help": "Share of boolean numeric premises trained with a fresh percentage in place of the stated one "
            "(hedgehub.slot_parser.permute_numbers with fresh=True); the others may still be exchanged."
        },
    )
    wep_targets: str = field(
        default="exact",
        metadata={
            "help": "Label of a premise in words: 'exact' (the network's gold number) or 'nearest' (the grid value "
            "nearest it, among the candidates the parser offers for words).",
            "choices": list(WEP_TARGETS),
        },
    )
    rename_variables: float = field(
        default=0.0,
        metadata={
            "help": "Share of train pairs whose evidence and question candidates name the network's variables "
            "squashed or by their words' first letters (hedgehub.slot_parser.renamed_variables), as bnlearn "
            "abbreviates its names (lvedvolume, hrbp); measured by python -m hedgehub.evaluation.slot_choices "
            "--names initials|squashed."
        },
    )
    describe_variables: float = field(
        default=0.0,
        metadata={
            "help": "Share of train pairs whose variable candidates also say what the premise text calls each "
            "variable (hedgehub.slot_parser.described_words), for a parser run with described_candidates=True."
        },
    )
    exclude_networks: list[str] = field(
        default_factory=list,
        metadata={
            "help": "Training networks (QUITE file names, e.g. hailfinder2) left out of the chooser's training, so "
            "the parser can be measured on train networks it never saw (a leave-networks-out check)."
        },
    )
    max_length: int = field(default=160, metadata={"help": "Pair truncation length (tokens)."})
    max_train_samples: int = field(default=0, metadata={"help": "Keep only this many pairs (0 = all)."})
    max_eval_samples: int = field(default=2000, metadata={"help": "Held-out pairs for the final loss (0 = all)."})

    def __post_init__(self):
        for name in ("permute_numbers", "fresh_numbers", "rename_variables", "describe_variables"):
            if not 0 <= getattr(self, name) <= 1:
                raise ValueError(f"--{name} is a share, in [0, 1]; got {getattr(self, name)}")
        if self.wep_targets not in WEP_TARGETS:
            raise ValueError(f"--wep_targets must be one of {WEP_TARGETS}, not {self.wep_targets!r}")


def chooser_rows(script_args: ChooserScriptArguments, split: str) -> list[dict]:
    """The ``qe-programs`` rows of ``split`` the chooser learns from: the train split without ``exclude_networks``.

    Raises:
        ValueError: a network named in ``exclude_networks`` is not in the train split.
    """
    from hedgehub.training import qe_rows

    rows = qe_rows(script_args.dataset_name, split)
    if split != script_args.dataset_train_split or not script_args.exclude_networks:
        return rows
    networks = {row["file_name"] for row in rows}
    unknown = sorted(set(script_args.exclude_networks) - networks)
    if unknown:
        raise ValueError(
            f"--exclude_networks: {unknown} not in the {split!r} split of {script_args.dataset_name} "
            f"(its networks: {sorted(networks)})"
        )
    kept = [row for row in rows if row["file_name"] not in script_args.exclude_networks]
    logger.info(
        "%s: %d of %d rows kept, networks %s left out", split, len(kept), len(rows), script_args.exclude_networks
    )
    return kept


def make_datasets(script_args, tokenizer, seed: int):
    from datasets import Dataset

    from hedgehub.slot_parser import training_data

    def encode(split):
        training = split == script_args.dataset_train_split  # the held-out pairs are never altered
        _, pairs = training_data(
            chooser_rows(script_args, split),
            premise_types=script_args.premise_types,
            seed=seed,
            negatives=script_args.negatives,
            permute=script_args.permute_numbers if training else 0.0,
            fresh=script_args.fresh_numbers if training else 0.0,
            wep_targets=script_args.wep_targets,
            rename=script_args.rename_variables if training else 0.0,
            describe=script_args.describe_variables if training else 0.0,
        )
        dataset = Dataset.from_list(pairs).shuffle(seed=seed)
        limit = script_args.max_train_samples if training else script_args.max_eval_samples
        if limit:
            dataset = dataset.select(range(min(limit, len(dataset))))
        logger.info("%s chooser pairs: %d (%d positive)", split, len(dataset), sum(dataset["label"]))
        return dataset.map(
            lambda batch: tokenizer(
                batch["text"], batch["candidate"], truncation="only_first", max_length=script_args.max_length
            ),
            batched=True,
            remove_columns=["text", "candidate"],
        )

    return encode(script_args.dataset_train_split), encode(script_args.dataset_eval_split)


def main(script_args, training_args):
    from transformers import DataCollatorWithPadding, Trainer, set_seed

    from hedgehub.lm import load_encoder
    from hedgehub.training import cpu_training_defaults, finish_component, last_checkpoint, setup_logging

    setup_logging(training_args)
    set_seed(training_args.seed)
    cpu_training_defaults(training_args)
    model, tokenizer = load_encoder(script_args.model_name_or_path, num_labels=2)
    model.train()
    train_dataset, eval_dataset = make_datasets(script_args, tokenizer, training_args.seed)
    trainer = Trainer(
        model=model,
        args=training_args,
        train_dataset=train_dataset,
        eval_dataset=eval_dataset,
        data_collator=DataCollatorWithPadding(tokenizer),
        processing_class=tokenizer,
    )
    result = trainer.train(resume_from_checkpoint=last_checkpoint(training_args))
    finish_component(
        trainer,
        result,
        role="The slot parser's chooser (all-MiniLM-L6-v2 cross-encoder)",
        base_model=script_args.model_name_or_path,
        dataset_name=script_args.dataset_name,
        library_name="transformers",
        eval_metrics=trainer.evaluate(),
    )
    return trainer


def make_parser(subparsers=None, prog: str | None = None):
    from transformers import TrainingArguments

    from hedgehub.training import command_parser

    return command_parser(
        (ChooserScriptArguments, TrainingArguments),
        name="slot-chooser",
        help="Slot parser chooser: a cross-encoder scoring candidates",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
