"""Evaluate the slot parser on QUITE: full parse (numeric, WEP wording) and gold premises (oracle).

Writes ``<output_dir>/scores.json`` — keys ``numeric``, ``wep`` and ``oracle_numeric``, each the ``quite_accuracy``
output (``correct``, ``wrong``, ``error`` in %, RMSE, per reasoning type) — plus ``predictions-<mode>.jsonl`` with
one row per pair (sentences, clauses, program, probability, error, gold) and the wall times.

Usage:

    python trainers/evaluate_slot_parser.py --parser_dir runs/parser/slot-parser --output_dir runs/parser
    python trainers/evaluate_slot_parser.py --parser_dir runs/parser/slot-parser --modes oracle_numeric \\
        --networks cancer0 child3
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
logger = logging.getLogger(__name__)
METRIC = str(Path(__file__).resolve().parents[1] / "metrics" / "quite_accuracy")
MODES = {"numeric": ("numeric", False), "wep": ("wep", False), "oracle_numeric": ("numeric", True)}
SCORED = ("ok", "repaired", "invalid_evidence")


@dataclass
class EvaluationArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with namer/ and chooser/."})
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    split: str = field(default="test", metadata={"help": "Split to evaluate."})
    modes: list[str] = field(default_factory=lambda: list(MODES), metadata={"help": f"Any of {list(MODES)}."})
    networks: list[str] = field(default_factory=list, metadata={"help": "Only these networks (default: all)."})
    output_dir: str = field(default="runs/parser", metadata={"help": "Where scores.json and predictions go."})
    timeout_s: float = field(default=60.0, metadata={"help": "Solver wall-clock limit per program."})


def score(parsed, rows, metric) -> tuple[dict, list[dict]]:
    """Solve the parsed programs and score them with ``quite_accuracy``; per-row records."""
    from hedgehub.parser import solve_many

    results = solve_many(parsed, timeout_s=60.0)
    golds = [float(r["answer"]) if r["status"] != "invalid_evidence" else -1.0 for r in rows]
    predictions = [-1.0 if res.error == "inconsistent_evidence" else res.probability for res in results]
    scores = metric.compute(
        predictions=predictions, references=golds, reasoning_types=[list(r["reasoning_types"]) for r in rows]
    )
    records = []
    for row, program, result, gold in zip(rows, parsed, results, golds, strict=True):
        records.append(
            {
                "qe_id": row["qe_id"],
                "file_name": row["file_name"],
                "pair_id": row["pair_id"],
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


def main(args):
    import evaluate

    from hedgehub.slot_parser import load_slot_parser, parse_pairs
    from hedgehub.training import qe_rows

    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(levelname)s - %(name)s - %(message)s")
    rows = [r for r in qe_rows(args.dataset_name, args.split) if r["status"] in SCORED]
    if args.networks:
        rows = [r for r in rows if r["file_name"] in set(args.networks)]
    output = Path(args.output_dir)
    output.mkdir(parents=True, exist_ok=True)
    scores_path = output / "scores.json"
    all_scores = json.loads(scores_path.read_text()) if scores_path.exists() else {}
    start = time.time()
    parser = load_slot_parser(args.parser_dir, cache_dir=str(output / "cache"))
    metric = evaluate.load(METRIC)
    timings = {"load_s": round(time.time() - start, 1)}
    for mode in args.modes:
        premise_type, oracle = MODES[mode]
        begin = time.time()
        parsed = parse_pairs(parser, rows, premise_type=premise_type, oracle=oracle)
        scores, records = score(parsed, rows, metric)
        timings[f"{mode}_s"] = round(time.time() - begin, 1)
        all_scores[mode] = scores
        with open(output / f"predictions-{mode}.jsonl", "w", encoding="utf-8") as f:
            for record in records:
                f.write(json.dumps(record) + "\n")
        logger.info("%s: %s", mode, {k: scores[k] for k in ("correct", "wrong", "error")})
    all_scores["meta"] = {
        "split": args.split,
        "pairs": len(rows),
        "networks": sorted({r["file_name"] for r in rows}),
        "parser_dir": args.parser_dir,
        "timings": timings,
        "load_average": os.getloadavg()[0],
    }
    scores_path.write_text(json.dumps(all_scores, indent=2) + "\n")
    return all_scores


def make_parser(subparsers=None):
    from transformers import HfArgumentParser

    if subparsers is not None:
        return subparsers.add_parser(
            "evaluate-slot-parser", help="Evaluate the slot parser on QUITE.", dataclass_types=(EvaluationArguments,)
        )
    return HfArgumentParser((EvaluationArguments,))


if __name__ == "__main__":
    (arguments,) = make_parser().parse_args_into_dataclasses()
    main(arguments)
