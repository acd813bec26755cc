"""What every hedgehub training script does the same way: logging, CPU settings, data rows, adapter metadata, push.

The opening follows the alignment-handbook scripts: :func:`setup_logging` (the ``transformers`` / ``datasets``
verbosity from the training arguments), ``set_seed``, then :func:`last_checkpoint` to resume. The end is save →
model card → evaluation → :func:`push_with_card` (the card is uploaded last, so the Hub shows its scores).
"""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path


logger = logging.getLogger(__name__)


def setup_logging(training_args) -> None:
    """``logging.basicConfig`` plus the libraries' verbosity at the process's log level."""
    import datasets
    import transformers

    logging.basicConfig(
        format="%(asctime)s - %(levelname)s - %(name)s - %(message)s",
        datefmt="%Y-%m-%d %H:%M:%S",
        handlers=[logging.StreamHandler(sys.stdout)],
    )
    level = training_args.get_process_log_level()
    for name in ("hedgehub", "__main__"):  # the library and the script that called this
        logging.getLogger(name).setLevel(level if level != logging.WARNING else logging.INFO)
    datasets.utils.logging.set_verbosity(level)
    transformers.utils.logging.set_verbosity(level)
    transformers.utils.logging.enable_default_handler()
    transformers.utils.logging.enable_explicit_format()


def command_parser(dataclass_types: tuple, *, name: str, help: str, subparsers=None, prog: str | None = None):
    """The ``make_parser`` of a hedgehub script or command: a ``TrlParser`` over its dataclasses (``--config
    recipe.yaml`` < command-line flags), or the same registered as ``name`` on a command line's ``subparsers``
    (created with ``parser_class=TrlParser``), as TRL's scripts do.

    Examples:

        >>> from dataclasses import dataclass
        >>> @dataclass
        ... class Args:
        ...     steps: int = 1
        >>> command_parser((Args,), name="toy", help="A toy command.").parse_args_and_config(["--steps", "3"])
        (Args(steps=3),)
    """
    from trl import TrlParser

    if subparsers is not None:
        return subparsers.add_parser(name, help=help, dataclass_types=dataclass_types)
    return TrlParser(dataclass_types, prog=prog)


def cpu_training_defaults(training_args) -> None:
    """Settings every CPU run needs (FACTS.md): fp32, no gradient checkpointing."""
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    import torch

    if not torch.cuda.is_available():
        training_args.use_cpu = True
        training_args.bf16 = False
        training_args.fp16 = False
        training_args.gradient_checkpointing = False


def last_checkpoint(training_args) -> str | None:
    """The checkpoint to resume from: ``--resume_from_checkpoint PATH``, else the newest in ``output_dir``."""
    from transformers.trainer_utils import get_last_checkpoint

    resume = training_args.resume_from_checkpoint
    if isinstance(resume, str) and resume.lower() not in ("true", "1", "false", "0"):
        return resume
    if Path(training_args.output_dir).is_dir():
        checkpoint = get_last_checkpoint(training_args.output_dir)
        if checkpoint:
            logger.info("resuming from %s", checkpoint)
        return checkpoint
    return None


def load_split(dataset_name: str, config: str, split: str):
    """``load_dataset(dataset_name, config, split=split)``, or ``None`` when that config or split does not exist.

    A staged dataset may lack a config that was not built (e.g. WEP probing without UNLI data) or a split.

    Args:
        dataset_name (`str`): a staged folder or a Hub dataset id.
        config (`str`): the config name.
        split (`str`): the split name.

    Returns:
        `datasets.Dataset` or `None`
    """
    from datasets import load_dataset

    try:
        return load_dataset(dataset_name, config, split=split)
    except ValueError as err:  # unknown config or split
        text = str(err)
        if "config" in text.lower() or "split" in text.lower() or "BuilderConfig" in text:
            return None
        raise


def qe_rows(dataset_name: str, split: str, config: str | Sequence[str] = "qe-programs") -> list[dict]:
    """Rows of a staged (or Hub) QUITE ``qe-programs`` config.

    Args:
        dataset_name (`str`): a staged folder or a Hub dataset id.
        split (`str`): the split.
        config (`str` or `Sequence[str]`, *optional*, defaults to `"qe-programs"`): one config (it must exist), or
            several whose rows are concatenated (a config or split that was not built is skipped).

    Returns:
        `list[dict]`
    """
    import datasets

    if isinstance(config, str):
        return list(datasets.load_dataset(dataset_name, config, split=split))
    rows: list[dict] = []
    for name in config:
        ds = load_split(dataset_name, name, split)
        if ds is not None:
            rows.extend(ds)
    return rows


def set_adapter_base(model, base_model: str) -> None:
    """Record the Hub id of ``base_model`` in a PEFT model's adapter configs, so every save writes it.

    ``Trainer.push_to_hub`` saves the model again before uploading; setting the id on the model (rather than
    editing the saved file, :func:`fix_adapter_base`) keeps a local cache path out of every saved and pushed
    ``adapter_config.json``. A model without adapters is left alone.
    """
    from hedgehub.models import hub_base_model

    for config in (getattr(model, "peft_config", None) or {}).values():
        config.base_model_name_or_path = hub_base_model(base_model)


def fix_adapter_base(output_dir: str, base_model: str) -> None:
    """Record the Hub id (not a local cache path) as ``base_model_name_or_path`` in a saved adapter config."""
    from hedgehub.models import hub_base_model

    path = Path(output_dir, "adapter_config.json")
    if path.exists():
        config = json.loads(path.read_text())
        config["base_model_name_or_path"] = hub_base_model(base_model)
        path.write_text(json.dumps(config, indent=2) + "\n")


def push_with_card(trainer, card, output_dir: str | os.PathLike) -> None:
    """``trainer.push_to_hub()``, then our model card saved and uploaded as the last commit.

    ``Trainer.push_to_hub`` regenerates ``README.md`` (``Trainer.create_model_card``) before it uploads the folder,
    which replaces a card written earlier and drops its ``model-index``; so the card is saved again and pushed last.
    Every hedgehub trainer that pushes goes through here.

    Args:
        trainer (`transformers.Trainer`): the trainer of the finished run (its ``hub_model_id`` and token are used).
        card (`huggingface_hub.ModelCard` or `None`): the card to keep; ``None`` on processes other than the main one.
        output_dir (`str` or `os.PathLike`): the saved model folder.
    """
    trainer.push_to_hub()
    if card is not None:
        card.save(Path(output_dir) / "README.md")
        card.push_to_hub(trainer.hub_model_id, token=trainer.args.hub_token)


def component_card(*, base_model: str, dataset_name: str, library_name: str, role: str, metrics: dict):
    """A short card for one trained part of a larger model (e.g. the slot parser's namer or chooser)."""
    from huggingface_hub import ModelCard, ModelCardData

    from hedgehub.models import hub_base_model

    data = ModelCardData(
        base_model=hub_base_model(base_model),
        datasets=[dataset_name],
        library_name=library_name,
        license="apache-2.0",
        tags=["hedgehub", "quite", "slot-parser"],
    )
    lines = "\n".join(f"- `{k}`: {v}" for k, v in sorted(metrics.items()))
    text = (
        f"---\n{data.to_yaml()}\n---\n\n# {role}\n\nOne part of hedgehub's QUITE slot parser "
        f"(`hedgehub.slot_parser`); the whole parser is published by `hedgehub train export-slot-parser`.\n\n"
        f"Training metrics:\n\n{lines}\n"
    )
    return ModelCard(text)


def record_metrics(trainer, split: str, metrics: dict) -> dict:
    """Log and save one split's metrics with the 1-minute load average beside them (runs here share 2 cores)."""
    metrics = {**metrics, "load_average_1min": os.getloadavg()[0]}
    trainer.log_metrics(split, metrics)
    trainer.save_metrics(split, metrics)
    return metrics


def finish_component(
    trainer,
    result,
    *,
    role: str,
    base_model: str,
    dataset_name: str,
    library_name: str,
    eval_metrics: dict | None = None,
) -> None:
    """The end of a slot parser trainer's run: metrics, state, model; push with its card last when asked."""
    metrics = record_metrics(trainer, "train", result.metrics)
    if eval_metrics is not None:
        record_metrics(trainer, "eval", eval_metrics)
    trainer.save_state()
    trainer.save_model(trainer.args.output_dir)
    fix_adapter_base(trainer.args.output_dir, base_model)
    if trainer.args.push_to_hub:
        card = component_card(
            base_model=base_model, dataset_name=dataset_name, library_name=library_name, role=role, metrics=metrics
        )
        push_with_card(trainer, card, trainer.args.output_dir)
