"""Publish the slot parser: evaluation records and the predicted-vs-gold plot into its folder, the model card last,
then (if asked) one upload of the folder to the Hub.

The parser folder (``namer/`` + ``chooser/``, from ``make parser``) gets:

- ``eval/scores.json`` and ``eval/predictions-<mode>.jsonl``: copies of ``hedgehub evaluate slot-parser``'s output;
- ``predictions.png``: predicted vs gold probability, one panel per mode (:func:`hedgehub.plots.plot_predictions`);
- ``README.md``: the model card (:func:`hedgehub.cards.write_slot_parser_card`), scores in ``model-index``.

``--push_to_hub ORG/NAME`` then uploads the folder in one commit (``--create_pr`` opens a pull request instead),
leaving out resumable ``checkpoint-*`` folders, logs and the generation cache.

Usage (``hedgehub train export-slot-parser``, ``python -m hedgehub.trainers.export_slot_parser`` and
``python trainers/export_slot_parser.py`` are the same command):

    hedgehub train export-slot-parser --parser_dir runs/parser/slot-parser --scores runs/parser/scores.json
    hedgehub train export-slot-parser --parser_dir runs/parser/slot-parser --scores runs/parser/scores.json \\
        --push_to_hub ORG/quite-slot-parser --create_pr
"""

from __future__ import annotations

import json
import logging
import shutil
from dataclasses import dataclass, field
from pathlib import Path


logger = logging.getLogger(__name__)
UPLOAD_IGNORE = ["*checkpoint-*", "*/runs/*", "*.log", "cache/*", "*/cache/*"]
PLOT_NAME = "predictions.png"


@dataclass
class ExportArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with namer/ and chooser/."})
    scores: str = field(
        default="runs/parser/scores.json",
        metadata={"help": "scores.json of evaluate_slot_parser.py; its predictions-<mode>.jsonl are read beside it."},
    )
    push_to_hub: str | None = field(default=None, metadata={"help": "Upload the folder to this Hub repo (ORG/NAME)."})
    private: bool = field(default=False, metadata={"help": "Create the Hub repo private."})
    create_pr: bool = field(default=False, metadata={"help": "Open a pull request instead of committing to main."})
    token: str | None = field(default=None, metadata={"help": "Hub token (default: the logged-in token / HF_TOKEN)."})
    model_name: str | None = field(
        default=None, metadata={"help": "Name in the card (default: the repo name, else the folder name)."}
    )


def main(args: ExportArguments) -> dict:
    """Write eval copies, plot and card into ``args.parser_dir``; push when asked. Returns what was written."""
    from hedgehub.cards import write_slot_parser_card
    from hedgehub.plots import plot_predictions, prediction_files

    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
    parser_dir = Path(args.parser_dir)
    missing = [c for c in ("namer", "chooser") if not (parser_dir / c).is_dir()]
    if missing:
        raise FileNotFoundError(f"{parser_dir} has no {' or '.join(missing)}/ folder: train the parser first")
    scores_path = Path(args.scores)
    if not scores_path.exists():
        raise FileNotFoundError(f"{scores_path} not found: run `hedgehub evaluate slot-parser` first")
    scores = json.loads(scores_path.read_text(encoding="utf-8"))

    eval_dir = parser_dir / "eval"
    eval_dir.mkdir(exist_ok=True)
    shutil.copyfile(scores_path, eval_dir / "scores.json")
    predictions = prediction_files(scores_path.parent)
    for path in predictions.values():
        shutil.copyfile(path, eval_dir / path.name)
    eval_files = ["eval/scores.json", *(f"eval/{p.name}" for p in predictions.values())]

    plot = None
    if predictions:
        plot = plot_predictions(predictions, parser_dir / PLOT_NAME, title="Slot parser: predicted vs gold")
    else:
        logger.warning("no predictions-<mode>.jsonl beside %s: the card has no plot", scores_path)

    model_name = args.model_name or (args.push_to_hub.split("/")[-1] if args.push_to_hub else parser_dir.name)
    readme = write_slot_parser_card(
        parser_dir,
        scores,
        model_name=model_name,
        repo_id=args.push_to_hub,
        plot=PLOT_NAME if plot else None,
        eval_files=eval_files,
    )
    logger.info("wrote %s", readme)
    written = {"readme": str(readme), "plot": str(plot) if plot else None, "eval_files": eval_files, "url": None}
    if args.push_to_hub:
        from hedgehub.hub import push_folder

        written["url"] = push_folder(
            parser_dir,
            args.push_to_hub,
            repo_type="model",
            token=args.token,
            private=args.private,
            create_pr=args.create_pr,
            commit_message="Upload slot parser (namer, chooser, card, evaluation) with hedgehub",
            ignore_patterns=UPLOAD_IGNORE,
        )
        logger.info("uploaded: %s", written["url"])
    return written


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub train export-slot-parser``): a ``TrlParser`` over :class:`ExportArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (ExportArguments,),
        name="export-slot-parser",
        help="Card, plot and upload of the slot parser",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
