"""Evaluate a ProbLog-FT parser on QUITE: parse sentences, run ProbLog, score with the quite_accuracy metric.

Writes, into ``--output_dir``: ``predictions.jsonl`` and ``predictions.parquet`` (one row per evidence-query pair:
program, probability, error kind and message, gold answer, status) and ``scores.json`` (the ``quite_accuracy``
scores, overall and per reasoning type, plus timings and the exact subset). Generations are cached in
``--cache_file`` so re-runs (e.g. a second metric pass) cost no generation.

Modes: ``parse`` (everything from text), ``oracle`` (gold premise program; only evidence and question are parsed, as
the paper's oracle setting), ``gold`` (the dataset's gold programs, no model: checks the data and the metric path).

Pairs whose status is ``ok`` or ``repaired`` are scored; ``invalid_evidence`` pairs (gold -1) are kept and count as
flagged when the predicted program fails with ``inconsistent_evidence``; ``gold_disagrees`` pairs are skipped.

The LLM-FT and Regression-FT baselines answer with a number, scored by :func:`score_answers`;
:mod:`hedgehub.evaluation.answers` runs them on the same pairs and writes their predictions and scores.

Usage (``trainers/evaluate_parser.py`` is the same command):

    python -m hedgehub.evaluation.parser --model ~/.cache/hedgehub/runs/problog_ft_smollm2 \\
        --dataset_name hub/quite --split test --premise_type numeric --constrained true \\
        --output_dir runs/parser/eval/test-numeric-constrained
    python -m hedgehub.evaluation.parser --mode gold --split test --output_dir runs/parser/eval/gold
    python -m hedgehub.evaluation.parser --summarize runs/parser/eval    # a table of every scores.json below
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.hub import replace_dir
from hedgehub.metrics.quite_accuracy import is_correct
from hedgehub.parser_training import DEFAULT_DATASET, premise_sentences


EVALUATED_STATUS = ("ok", "repaired", "invalid_evidence")


@dataclass
class EvalArguments:
    """Options of the parser evaluation."""

    model: str | None = field(
        default=None, metadata={"help": "Adapter folder / Hub id or full model (not needed with --mode gold)."}
    )
    base_model: str | None = field(default=None, metadata={"help": "Override the adapter's base model."})
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub id."})
    split: str = field(default="test", metadata={"help": "QUITE split: validation or test."})
    premise_type: str = field(default="numeric", metadata={"help": "numeric or wep premises."})
    qe_configs: list[str] = field(
        default_factory=lambda: ["qe-programs"],
        metadata={"help": "QE configs to evaluate (the paper's test set is qe-programs)."},
    )
    mode: str = field(default="parse", metadata={"help": "parse, oracle (gold premises) or gold (gold programs)."})
    constrained: bool = field(default=True, metadata={"help": "Grammar-constrained decoding."})
    declared_vocabulary: bool = field(
        default=True,
        metadata={"help": "Constrained: bodies over declared atoms only; declared predicates keep their states."},
    )
    stated_probabilities: bool = field(
        default=True, metadata={"help": "Constrained: numeric premises only use the numbers they state (+ 1-p...)."}
    )
    max_pairs: int | None = field(
        default=None, metadata={"help": "Evaluate at most this many pairs, taken round-robin across networks."}
    )
    networks: list[str] | None = field(
        default=None, metadata={"help": "Only these network files (e.g. cancer0 child3): a stated subset."}
    )
    batch_size: int = field(default=8, metadata={"help": "Generation batch size."})
    max_new_tokens: int = field(default=256, metadata={"help": "Generation limit per sentence."})
    timeout_s: float = field(default=10.0, metadata={"help": "ProbLog wall-clock limit per program."})
    output_dir: str = field(default="runs/parser/eval", metadata={"help": "Where predictions and scores go."})
    cache_file: str | None = field(
        default=None, metadata={"help": "Generation cache (JSONL); defaults to <model>/generation_cache.jsonl."}
    )
    summarize: str | None = field(
        default=None, metadata={"help": "Only print a Markdown table of every scores.json under this folder."}
    )


def select_pairs(rows: list[dict], max_pairs: int | None, networks=None) -> list[dict]:
    """Evaluated rows (status ok / repaired / invalid_evidence), round-robin across networks when limited."""
    rows = [r for r in rows if r["status"] in EVALUATED_STATUS and (not networks or r["file_name"] in networks)]
    rows.sort(key=lambda r: (r["file_name"], r["qe_id"]))
    if max_pairs is None or max_pairs >= len(rows):
        return rows
    by_network = defaultdict(list)
    for row in rows:
        by_network[row["file_name"]].append(row)
    chosen, depth = [], 0
    while len(chosen) < max_pairs:
        added = False
        for name in sorted(by_network):
            if depth < len(by_network[name]) and len(chosen) < max_pairs:
                chosen.append(by_network[name][depth])
                added = True
        if not added:
            break
        depth += 1
    return sorted(chosen, key=lambda r: (r["file_name"], r["qe_id"]))


def gold_answers(rows: list[dict]) -> list[float]:
    """The reference of each row: its answer, or -1 for an ``invalid_evidence`` pair."""
    return [float(r["answer"]) if r["status"] != "invalid_evidence" else -1.0 for r in rows]


def quite_scores(probabilities, errors, golds, reasoning_types) -> dict:
    """``quite_accuracy`` (default config) on solver outputs: an ``inconsistent_evidence`` failure flags -1."""
    from hedgehub.metrics.quite_accuracy import compute

    predictions = [-1.0 if e == "inconsistent_evidence" else p for p, e in zip(probabilities, errors, strict=True)]
    return compute(predictions, golds, reasoning_types)


def score_answers(rows: list[dict], probabilities: list[float | None], *, return_rows: bool = False) -> dict:
    """``quite_accuracy`` of direct answers (LLM-FT, Regression-FT) to ``rows``; ``None`` is an unparsable answer.

    With ``return_rows`` the result also holds the metric's per-row ``row_probability``, ``row_status``,
    ``row_error`` and ``row_message`` (:func:`hedgehub.metrics.quite_accuracy.compute`).
    """
    from hedgehub.metrics.quite_accuracy import compute

    return compute(
        list(probabilities), gold_answers(rows), [list(r["reasoning_types"]) for r in rows], return_rows=return_rows
    )


def evaluation_rows(dataset_name: str, split: str, max_pairs: int | None = None, *, qe_configs=("qe-programs",)):
    """The evaluated QE pairs of ``split`` (:func:`select_pairs`: at most ``max_pairs``, round-robin over networks)."""
    from hedgehub.training import qe_rows

    return select_pairs(qe_rows(dataset_name, split, list(qe_configs)), max_pairs)


def evaluate_parser(
    model: str | None,
    *,
    dataset_name: str = DEFAULT_DATASET,
    split: str = "test",
    premise_type: str = "numeric",
    qe_configs=("qe-programs",),
    mode: str = "parse",
    constrained: bool = True,
    declared_vocabulary: bool = True,
    stated_probabilities: bool = True,
    max_pairs: int | None = None,
    networks=None,
    base_model: str | None = None,
    batch_size: int = 8,
    max_new_tokens: int = 256,
    timeout_s: float = 10.0,
    output_dir: str = "runs/parser/eval",
    cache_file: str | None = None,
    parser=None,
) -> dict:
    """Run the parser on QUITE pairs and score them; see the module docstring.

    Args:
        model (`str`, *optional*): adapter or model (ignored when ``parser`` is given or ``mode="gold"``).
        parser ([`hedgehub.parser.Parser`], *optional*): an already loaded parser.
        (other arguments as :class:`EvalArguments`)

    Returns:
        `dict`: ``{"scores": ..., "rows": [...], "output_dir": ...}``.
    """
    from hedgehub.parser import ParseResult, load_parser, normalize_clauses, solve_many
    from hedgehub.training import qe_rows

    if mode not in ("parse", "oracle", "gold"):
        raise ValueError(f"--mode must be parse, oracle or gold, not {mode!r}")
    if premise_type not in ("numeric", "wep"):
        raise ValueError(f"--premise_type must be numeric or wep, not {premise_type!r}")
    rows = select_pairs(qe_rows(dataset_name, split, list(qe_configs)), max_pairs, networks)
    if not rows:
        raise ValueError(f"{dataset_name}: no evaluable QE pairs in split {split!r} of {list(qe_configs)}")
    timings = {}
    start = time.time()
    if mode == "gold":
        parsed = [
            ([normalize_clauses(p) for p in r["premise_programs"]], list(r["evidence_programs"]), r["query_program"])
            for r in rows
        ]
    else:
        if parser is None:
            if model is None:
                raise ValueError("--model is required unless --mode gold")
            cache_file = cache_file or (str(Path(model, "generation_cache.jsonl")) if Path(model).is_dir() else None)
            parser = load_parser(
                model,
                base_model=base_model,
                constrained=constrained,
                batch_size=batch_size,
                max_new_tokens=max_new_tokens,
                cache_file=cache_file,
                declared_vocabulary=declared_vocabulary,
                stated_probabilities=stated_probabilities,
            )
        timings["load_s"] = time.time() - start
        networks = {}
        for row in rows:
            networks.setdefault(row["file_name"], (premise_sentences(row, premise_type), row["premise_programs"]))
        names = sorted(networks)
        t0 = time.time()
        if mode == "parse":
            parsed_premises = parser.parse_premises_many([networks[n][0] for n in names])
        else:
            parsed_premises = [[normalize_clauses(p) for p in networks[n][1]] for n in names]
        premise_by_network = dict(zip(names, parsed_premises, strict=True))
        timings["premises_s"] = time.time() - t0
        t0 = time.time()
        questions = parser.parse_questions_many(
            [("\n".join(premise_by_network[r["file_name"]]), list(r["evidences"]), r["question"]) for r in rows]
        )
        timings["questions_s"] = time.time() - t0
        parsed = [(premise_by_network[r["file_name"]], e, q) for r, (e, q) in zip(rows, questions, strict=True)]
    t0 = time.time()
    results: list[ParseResult] = solve_many(parsed, timeout_s=timeout_s)
    timings["solve_s"] = time.time() - t0
    timings["total_s"] = time.time() - start

    golds = gold_answers(rows)
    scores = quite_scores(
        [r.probability for r in results], [r.error for r in results], golds, [list(r["reasoning_types"]) for r in rows]
    )
    records = []
    for row, result, gold in zip(rows, results, golds, strict=True):
        records.append(
            {
                "qe_id": row["qe_id"],
                "file_name": row["file_name"],
                "network_name": row["network_name"],
                "premise_type": premise_type,
                "status": row["status"],
                "reasoning_types": list(row["reasoning_types"]),
                "gold": gold,
                "probability": result.probability,
                "error": result.error,
                "message": result.message,
                "correct": gold != -1 and is_correct(result.probability, gold),
                "premise_clauses": result.premise_clauses,
                "evidence_clauses": result.evidence_clauses,
                "query_clause": result.query_clause,
                "program": result.program,
                "gold_program": row["program"],
            }
        )
    summary = {
        "scores": scores,
        "model": model,
        "mode": mode,
        "constrained": constrained if mode != "gold" else None,
        "grammar": parser.grammar_label if mode != "gold" else None,
        "dataset_name": dataset_name,
        "split": split,
        "premise_type": premise_type,
        "qe_configs": list(qe_configs),
        "num_pairs": len(rows),
        "num_networks": len({r["file_name"] for r in rows}),
        "max_pairs": max_pairs,
        "networks": sorted({r["file_name"] for r in rows}),
        "error_kinds": dict(sorted(_count(r["error"] for r in records).items(), key=lambda kv: -kv[1])),
        "timings": timings,
    }
    _write_outputs(output_dir, records, summary)
    return {"scores": scores, "rows": records, "output_dir": output_dir, "summary": summary}


def _count(values) -> dict:
    counts = defaultdict(int)
    for value in values:
        counts[str(value)] += 1
    return dict(counts)


def _write_outputs(output_dir: str, records: list[dict], summary: dict) -> None:
    import pandas as pd

    target = Path(output_dir)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=target.parent))
    try:
        with open(tmp / "predictions.jsonl", "w", encoding="utf-8") as f:
            for record in records:
                f.write(json.dumps(record) + "\n")
        pd.DataFrame(records).to_parquet(tmp / "predictions.parquet")
        (tmp / "scores.json").write_text(json.dumps(summary, indent=2) + "\n")
        replace_dir(tmp, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def summary_table(folder: str) -> str:
    """A Markdown table of the ``scores.json`` files under ``folder`` (one row per evaluation run)."""
    lines = [
        "| run | premises | mode | grammar | pairs | correct % | wrong % | error % | RMSE_50 | error kinds | wall s |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for path in sorted(Path(folder).glob("*/scores.json")):
        s = json.loads(path.read_text())
        sc = s["scores"]
        kinds = ", ".join(f"{k} {v}" for k, v in s["error_kinds"].items() if k != "None") or "-"
        lines.append(
            f"| {path.parent.name} | {s['premise_type'] if s['mode'] == 'parse' else 'gold'} | {s['mode']} "
            f"| {s.get('grammar') or s['constrained']} | {sc['num_scored']} | {sc['correct']:.1f} | {sc['wrong']:.1f} "
            f"| {sc['error']:.1f} "
            f"| {sc['rmse_50']:.3f} | {kinds} | {s['timings'].get('total_s', 0):.0f} |"
        )
    return "\n".join(lines)


def main(args: EvalArguments) -> dict:
    if args.summarize:
        table = summary_table(args.summarize)
        print(table)
        return {"table": table}
    result = evaluate_parser(
        args.model,
        dataset_name=args.dataset_name,
        split=args.split,
        premise_type=args.premise_type,
        qe_configs=args.qe_configs,
        mode=args.mode,
        constrained=args.constrained,
        declared_vocabulary=args.declared_vocabulary,
        stated_probabilities=args.stated_probabilities,
        max_pairs=args.max_pairs,
        networks=args.networks,
        base_model=args.base_model,
        batch_size=args.batch_size,
        max_new_tokens=args.max_new_tokens,
        timeout_s=args.timeout_s,
        output_dir=args.output_dir,
        cache_file=args.cache_file,
    )
    print(json.dumps(result["summary"], indent=2))
    return result


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``evaluate-parser``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (EvalArguments,),
        name="evaluate-parser",
        help="Evaluate a ProbLog-FT parser on QUITE",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
