"""Evaluate the slot parser on QUITE: full parse (numeric, WEP wording) and gold premises (oracle).

Writes ``<output_dir>/scores.json`` — keys ``numeric``, ``wep`` and ``oracle_numeric``, each the ``quite_accuracy``
output (``correct``, ``wrong``, ``error`` in %, RMSE, per reasoning type) — plus ``predictions-<mode>.jsonl`` with
one row per pair (sentences, clauses, program, probability, error, gold) and the wall times.

Generalization beyond QUITE's wording (opt-in): the modes ``bn_reasoning``, ``bn_reasoning_wep`` and
``bn_reasoning_oracle_numeric`` parse the ``qe-programs`` test rows of bn-reasoning (template text generated from
bnlearn networks by ``hedgehub build bn-reasoning``, same columns as QUITE's) and score them with the same
metric, under the same keys in ``scores.json`` (their wall times and row counts under ``meta.bn_reasoning``).
The ``interventional-pairs`` config is not evaluated: the parser has no slot for ``do`` sentences.

Usage (``hedgehub evaluate slot-parser``, ``python -m hedgehub.evaluation.slot_parser`` and
``python trainers/evaluate_slot_parser.py`` are the same command):

    hedgehub evaluate slot-parser --parser_dir runs/parser/slot-parser --output_dir runs/parser
    hedgehub evaluate slot-parser --parser_dir runs/parser/slot-parser --modes oracle_numeric \\
        --networks cancer0 child3

    # the release's additional (silver) pairs of the dev networks, as more evidence and question wordings
    # (stage them first: python dataset_scripts/quite.py --output_dir hub/quite-full)
    hedgehub evaluate slot-parser --dataset_name hub/quite-full --split validation --modes oracle_numeric \\
        --qe_configs additional-qe-programs --output_dir runs/parser-additional-validation

    # bn-reasoning (stage it first: hedgehub build bn-reasoning --output_dir hub/bn-reasoning)
    hedgehub evaluate slot-parser --parser_dir runs/parser/slot-parser --output_dir runs/parser \\
        --modes bn_reasoning bn_reasoning_oracle_numeric --bn_reasoning_dataset hub/bn-reasoning
"""

from __future__ import annotations

import inspect
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.evaluation.parser import gold_answers, quite_scores


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)
MODES = {"numeric": ("numeric", False), "wep": ("wep", False), "oracle_numeric": ("numeric", True)}
BN_MODES = {
    "bn_reasoning": ("numeric", False),
    "bn_reasoning_wep": ("wep", False),
    "bn_reasoning_oracle_numeric": ("numeric", True),
}
SCORED = ("ok", "repaired", "invalid_evidence")


@dataclass
class EvaluationArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with namer/ and chooser/."})
    chooser: str | None = field(
        default=None,
        metadata={
            "help": "Another chooser folder or Hub id, beside parser_dir's namer (a chooser trained with another "
            "recipe, such as trainers/recipes/minilm/slot_chooser/gpu.yaml, measured with the same namer)."
        },
    )
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    split: str = field(default="test", metadata={"help": "Split to evaluate."})
    modes: list[str] = field(
        default_factory=lambda: list(MODES),
        metadata={"help": f"Any of {list(MODES)} (default: those) and {list(BN_MODES)} (bn-reasoning test)."},
    )
    networks: list[str] = field(default_factory=list, metadata={"help": "Only these networks (default: all)."})
    qe_configs: list[str] = field(
        default_factory=lambda: ["qe-programs"],
        metadata={
            "help": "QUITE pair configs to score: qe-programs (the paper's pairs) and/or additional-qe-programs "
            "(the release's silver pairs: more evidence and question wordings on a few networks, staged with "
            "--include_additional true)."
        },
    )
    bn_reasoning_dataset: str = field(
        default="hub/bn-reasoning", metadata={"help": "Staged bn-reasoning folder or Hub id (bn_reasoning* modes)."}
    )
    bn_reasoning_split: str = field(default="test", metadata={"help": "bn-reasoning split to evaluate."})
    bn_reasoning_networks: list[str] = field(
        default_factory=list,
        metadata={"help": "Only these bn-reasoning sub-networks (file_name) or source networks (default: all)."},
    )
    settings: str | None = field(
        default=None,
        metadata={
            "help": "SlotParser settings to change, as JSON ('{\"order_weight\": 0}'): an ablation of the trained "
            "parser; the names are SlotParser's keyword arguments."
        },
    )
    output_dir: str = field(default="runs/parser", metadata={"help": "Where scores.json and predictions go."})
    cache_dir: str | None = field(
        default=None,
        metadata={
            "help": "Keep the namer's and chooser's outputs here (default: <output_dir>/cache); runs of two states "
            "of the code that share one only ask the models what changed."
        },
    )
    timeout_s: float = field(default=60.0, metadata={"help": "Solver wall-clock limit per program."})


def score(parsed, rows, timeout_s: float = 60.0) -> tuple[dict, list[dict]]:
    """Solve the parsed programs and score them with the ``quite_accuracy`` scoring; per-row records."""
    from hedgehub.parser import solve_many

    results = solve_many(parsed, timeout_s=timeout_s)
    golds = gold_answers(rows)
    scores = quite_scores(
        [res.probability for res in results],
        [res.error for res in results],
        golds,
        [list(r["reasoning_types"]) for r in rows],
    )
    records = []
    for row, program, result, gold in zip(rows, parsed, results, golds, strict=True):
        records.append(
            {
                "qe_id": row["qe_id"],
                "file_name": row["file_name"],
                "pair_id": row["pair_id"],
                **({"network_name": row["network_name"]} if "network_name" in row else {}),
                "status": row["status"],
                "reasoning_types": list(row["reasoning_types"]),
                "gold": gold,
                "probability": result.probability,
                "error": result.error,
                "message": result.message,
                **program.to_dict(),
                "gold_program": row["program"],
            }
        )
    return scores, records


def evaluate_mode(parser, rows, mode: str, output: Path, timeout_s: float = 60.0) -> dict:
    """Parse ``rows`` in one mode (of :data:`MODES` or :data:`BN_MODES`), score, write ``predictions-<mode>.jsonl``."""
    from hedgehub.slot_parser import parse_pairs

    premise_type, oracle = {**MODES, **BN_MODES}[mode]
    parsed = parse_pairs(parser, rows, premise_type=premise_type, oracle=oracle)
    scores, records = score(parsed, rows, timeout_s=timeout_s)
    with open(output / f"predictions-{mode}.jsonl", "w", encoding="utf-8") as f:
        for record in records:
            f.write(json.dumps(record) + "\n")
    logger.info("%s: %s", mode, {k: scores[k] for k in ("correct", "wrong", "error")})
    return scores


def bn_reasoning_rows(dataset_name: str, split: str = "test", networks: list[str] | None = None) -> list[dict]:
    """Scored ``qe-programs`` rows of bn-reasoning (status ``ok`` or ``invalid_evidence``), optionally filtered."""
    from hedgehub.training import qe_rows

    rows = [r for r in qe_rows(dataset_name, split) if r["status"] in SCORED]
    if networks:
        rows = [r for r in rows if r["file_name"] in set(networks) or r.get("network_name") in set(networks)]
    if not rows:
        raise ValueError(f"no scored bn-reasoning rows in {dataset_name} ({split}, networks={networks or 'all'})")
    return rows


def main(args: EvaluationArguments) -> dict:
    """Evaluate the modes ``args.modes``; merges them into ``<output_dir>/scores.json`` and returns its content."""
    from hedgehub.slot_parser import SlotParser, load_slot_parser
    from hedgehub.training import qe_rows

    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
    unknown = [m for m in args.modes if m not in MODES and m not in BN_MODES]
    if unknown:
        raise ValueError(f"unknown modes {unknown}: choose among {list(MODES) + list(BN_MODES)}")
    quite_modes = [m for m in args.modes if m in MODES]
    bn_modes = [m for m in args.modes if m in BN_MODES]
    rows = []
    if quite_modes:
        rows = [r for r in qe_rows(args.dataset_name, args.split, args.qe_configs) if r["status"] in SCORED]
        if not rows:
            raise ValueError(f"no scored pairs in {args.dataset_name} {args.split} {args.qe_configs}")
        if args.networks:
            rows = [r for r in rows if r["file_name"] in set(args.networks)]
    bn_rows = []
    if bn_modes:
        bn_rows = bn_reasoning_rows(args.bn_reasoning_dataset, args.bn_reasoning_split, args.bn_reasoning_networks)
    output = Path(args.output_dir)
    output.mkdir(parents=True, exist_ok=True)
    scores_path = output / "scores.json"
    all_scores = json.loads(scores_path.read_text()) if scores_path.exists() else {}
    start = time.time()
    settings = json.loads(args.settings) if args.settings else {}
    for key in settings:
        if key not in inspect.signature(SlotParser).parameters or key in ("namer", "chooser"):
            raise ValueError(f"--settings: {key!r} is not a SlotParser setting")
    parser = load_slot_parser(args.parser_dir, chooser=args.chooser, cache_dir=args.cache_dir or str(output / "cache"))
    for key, value in settings.items():
        setattr(parser, key, value)
    timings = {"load_s": round(time.time() - start, 1)}
    for mode in quite_modes:
        begin = time.time()
        all_scores[mode] = evaluate_mode(parser, rows, mode, output, timeout_s=args.timeout_s)
        timings[f"{mode}_s"] = round(time.time() - begin, 1)
    if quite_modes:
        previous = all_scores.get("meta") or {}
        all_scores["meta"] = {
            "split": args.split,
            "pairs": len(rows),
            "qe_configs": args.qe_configs,
            "networks": sorted({r["file_name"] for r in rows}),
            "parser_dir": args.parser_dir,
            **({"chooser": args.chooser} if args.chooser else {}),
            "timings": timings,
            "load_average": os.getloadavg()[0],
            **({"settings": settings} if settings else {}),
            **({"bn_reasoning": previous["bn_reasoning"]} if "bn_reasoning" in previous else {}),
        }
    if bn_modes:
        earlier = (all_scores.get("meta") or {}).get("bn_reasoning") or {}
        data = (args.bn_reasoning_dataset, args.bn_reasoning_split)
        same_data = (earlier.get("dataset"), earlier.get("split")) == data
        bn_timings = {**(earlier.get("timings", {}) if same_data else {}), "load_s": timings["load_s"]}
        for mode in bn_modes:
            begin = time.time()
            all_scores[mode] = evaluate_mode(parser, bn_rows, mode, output, timeout_s=args.timeout_s)
            bn_timings[f"{mode}_s"] = round(time.time() - begin, 1)
        all_scores.setdefault("meta", {})["bn_reasoning"] = {
            "dataset": args.bn_reasoning_dataset,
            "split": args.bn_reasoning_split,
            "pairs": len(bn_rows),
            "networks": sorted({r["file_name"] for r in bn_rows}),
            "source_networks": sorted({r["network_name"] for r in bn_rows if r.get("network_name")}),
            "parser_dir": args.parser_dir,
            **({"chooser": args.chooser} if args.chooser else {}),
            "modes": sorted({*(earlier.get("modes", []) if same_data else []), *bn_modes}),
            "timings": bn_timings,
            "load_average": os.getloadavg()[0],
        }
    scores_path.write_text(json.dumps(all_scores, indent=2) + "\n")
    return all_scores


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub evaluate slot-parser``): a ``TrlParser`` over :class:`EvaluationArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (EvaluationArguments,),
        name="slot-parser",
        help="Evaluate the slot parser on QUITE (and bn-reasoning)",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
