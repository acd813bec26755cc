"""QUITE's results table (the paper's Table 4) with every row taken from a run of this repository, beside the paper's.

Rows, on the chosen split (numeric and WEP premises, and gold premises where the method has an oracle setting):

- **50% baseline** — computed here: 0.5 for every pair, written through
  :func:`hedgehub.evaluation.answers.evaluate_answers` into ``<output_dir>/baseline-50/``;
- **Regression-FT** and **LLM-FT** — the ``scores.json`` of a run of ``trainers/regression.py`` /
  ``trainers/sft_textual.py`` (``--eval_max_pairs -1``) or of ``hedgehub evaluate answers`` (``--regression_ft_dir``,
  ``--llm_ft_dir``);
- **ProbLog-FT (free-form)** — ``--problog_ft_dir``: a ``scores.json`` with keys ``numeric`` / ``wep`` / ``oracle``,
  or the run folders ``*/scores.json`` of ``hedgehub evaluate parser`` (per premise type the run with the most pairs,
  constrained decoding first); else ``--recorded``: results written down from an earlier run whose model is no longer
  on the machine (source ``recorded``, with their provenance);
- **slot parser** — this repository's ProbLog-FT variant (``--parser_dir``, keys ``numeric`` / ``wep`` /
  ``oracle_numeric`` of ``hedgehub evaluate slot-parser``); not in the paper.

A run that is missing gets a row saying so and the command that produces it — never a number. Outputs:
``<output_dir>/table.json`` (a list of rows) and ``<output_dir>/table.md`` (the table with the paper's values in
adjacent columns, then the correct share per reasoning type).

Usage (``hedgehub evaluate quite-table`` and ``python trainers/quite_table.py`` are the same command; ``make
quite-table`` runs the missing evaluations first):

    hedgehub evaluate quite-table --dataset_name hub/quite --split test --llm_ft_dir runs/quite/llm-ft \\
        --regression_ft_dir runs/quite/regression-ft --parser_dir runs/parser --output_dir runs/quite/table \\
        --recorded tests/benchmarks/recorded/problog_ft_smollm2_400steps.json

Examples:

    >>> row = table_row("llm_ft", "numeric", {"correct": 10.0, "rmse_50": 0.3, "num_scored": 213}, source="run")
    >>> row["method"], row["correct"], row["paper_correct"], row["paper_rmse_50"], row["wrong"]
    ('LLM-FT', 10.0, 21.5, 0.327, None)
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub.evaluation.answers import constant_predictor, evaluate_answers, write_atomic
from hedgehub.metrics.quite_accuracy import REASONING_TYPES


logger = logging.getLogger(__name__)

PAPER_TABLE4 = {
    ("baseline_50", "numeric"): (0.9, 0.363),
    ("regression_ft", "numeric"): (0.0, 0.369),
    ("regression_ft", "wep"): (0.0, 0.425),
    ("llm_ft", "numeric"): (21.5, 0.327),
    ("llm_ft", "wep"): (3.6, 0.344),
    ("problog_ft", "numeric"): (54.5, 0.244),
    ("problog_ft", "wep"): (1.3, 0.319),
    ("problog_ft", "oracle"): (87.3, 0.165),
}
"""``(method, premises) → (correct %, RMSE_50)`` on the QUITE test split, from Schrader, Lange, Razniewski and
Friedrich, "QUITE: Quantifying Uncertainty in Natural Language Text in Bayesian Reasoning Scenarios", EMNLP 2024,
Table 4 (models: :data:`PAPER_MODELS`). The paper reports no WEP row for the 50% baseline and no WEP oracle."""
PAPER_MODELS = {"baseline_50": "–", "regression_ft": "Llama-2-7B", "llm_ft": "Mistral-7B", "problog_ft": "Mistral-7B"}
METHODS = {
    "baseline_50": ("50% baseline", ("numeric", "wep")),
    "regression_ft": ("Regression-FT", ("numeric", "wep")),
    "llm_ft": ("LLM-FT", ("numeric", "wep")),
    "problog_ft": ("ProbLog-FT (free-form)", ("numeric", "wep", "oracle")),
    "slot_parser": ("slot parser (ProbLog-FT variant)", ("numeric", "wep", "oracle")),
}
"""Method id → (name in the table, premise settings), in table order."""
PREMISES = {"numeric": "numeric", "wep": "wep", "oracle": "gold premises (oracle)"}
"""Premise setting → its name in the table; ``oracle`` is read from the key ``oracle`` or ``oracle_numeric``."""
SLOT_PARSER_MODEL = "SmolLM2-135M-Instruct namer + all-MiniLM-L6-v2 chooser"
SCORE_KEYS = ("correct", "wrong", "error", "rmse_50", "rmse_non_error", *(f"correct_{t}" for t in REASONING_TYPES))


@dataclass
class QuiteTableArguments:
    """Options of ``hedgehub evaluate quite-table``."""

    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id (the baseline)."})
    split: str = field(default="test", metadata={"help": "The split every row must be measured on."})
    llm_ft_dir: str = field(default="runs/quite/llm-ft", metadata={"help": "LLM-FT run (its scores.json)."})
    regression_ft_dir: str = field(
        default="runs/quite/regression-ft", metadata={"help": "Regression-FT run (its scores.json)."}
    )
    parser_dir: str = field(default="runs/parser", metadata={"help": "The slot parser's evaluation (scores.json)."})
    problog_ft_dir: str | None = field(
        default=None, metadata={"help": "A saved free-form ProbLog-FT evaluation; takes precedence over --recorded."}
    )
    recorded: str | None = field(
        default=None,
        metadata={
            "help": "Recorded ProbLog-FT results (JSON) of a run whose model is not kept, e.g. "
            "tests/benchmarks/recorded/problog_ft_smollm2_400steps.json (used when --problog_ft_dir has none)."
        },
    )
    output_dir: str = field(default="runs/quite/table", metadata={"help": "Where table.json and table.md go."})


def read_scores(path: str | os.PathLike) -> dict | None:
    """A ``scores.json`` (``{mode: quite_accuracy dict, "meta": …}``), or ``None`` when there is none."""
    path = Path(path)
    return json.loads(path.read_text()) if path.is_file() else None


def parser_runs_scores(folder: str | os.PathLike) -> dict | None:
    """``{numeric, wep, oracle, meta}`` from the runs of ``hedgehub evaluate parser`` in ``folder/scores.json`` and
    ``folder/*/scores.json`` (per premise setting the run with the most scored pairs, constrained decoding first), or
    ``None``."""
    best: dict[str, tuple] = {}
    top = Path(folder, "scores.json")
    for path in [top] * top.is_file() + sorted(Path(folder).glob("*/scores.json")):
        run = json.loads(path.read_text())
        if "scores" not in run or run.get("mode") not in ("parse", "oracle"):
            continue
        key = "oracle" if run["mode"] == "oracle" else run["premise_type"]
        rank = (run["scores"].get("num_scored") or 0, bool(run.get("constrained")))
        if key not in best or rank > best[key][0]:
            best[key] = (rank, run, path)
    if not best:
        return None
    chosen = [run for _, run, _ in best.values()]
    scores: dict[str, Any] = {key: run["scores"] for key, (_, run, _) in best.items()}
    scores["meta"] = {
        "split": chosen[0]["split"],
        "model": next((run["model"] for run in chosen if run.get("model")), None),
        "runs": {key: str(path) for key, (_, _, path) in best.items()},
    }
    return scores


def table_row(method: str, premises: str, scores: dict | None, *, source: str, **extra) -> dict:
    """One row of the table: the scores of ``method`` on ``premises`` next to the paper's (``None`` where absent).

    Args:
        method (`str`): a key of :data:`METHODS`.
        premises (`str`): ``numeric``, ``wep`` or ``oracle``.
        scores (`dict`, *optional*): a ``quite_accuracy`` output (``None`` for a missing run).
        source (`str`): ``computed``, ``run``, ``recorded`` or ``missing``.
        extra: more fields (``model``, ``path``, ``command``, ``note``, ``split``).
    """
    paper_correct, paper_rmse = PAPER_TABLE4.get((method, premises), (None, None))
    scores = scores or {}
    return {
        "method": METHODS[method][0],
        "method_id": method,
        "premises": PREMISES[premises],
        **{key: scores.get(key) for key in SCORE_KEYS},
        "num_scored": scores.get("num_scored"),
        "source": source,
        "paper_model": PAPER_MODELS.get(method),
        "paper_correct": paper_correct,
        "paper_rmse_50": paper_rmse,
        **{"model": None, "path": None, "command": None, "note": "", **extra},
    }


def _commands(args: QuiteTableArguments) -> dict[str, str]:
    data = f"--dataset_name {args.dataset_name}"
    answers = "hedgehub evaluate answers --method {m} --model_dir {d} " + f"{data} --split {args.split}"
    train = "python trainers/{s}.py --config trainers/recipes/smollm2/{r}/cpu.yaml {data} --output_dir {d} " + (
        f"--eval_split {args.split} --eval_max_pairs -1"
    )
    commands = {
        "llm_ft": train.format(s="sft_textual", r="llm_ft", data=data, d=args.llm_ft_dir),
        "regression_ft": train.format(s="regression", r="regression_ft", data=data, d=args.regression_ft_dir),
        "slot_parser": f"make parser PARSER_OUT={args.parser_dir}",
        "problog_ft": (
            f"python trainers/evaluate_parser.py --model ADAPTER {data} --split {args.split} --premise_type wep "
            "--output_dir DIR/wep (numeric: --premise_type numeric; gold premises: --mode oracle), then "
            "--problog_ft_dir DIR (or --recorded tests/benchmarks/recorded/problog_ft_smollm2_400steps.json)"
        ),
    }
    for method, folder in (("llm_ft", args.llm_ft_dir), ("regression_ft", args.regression_ft_dir)):
        if Path(folder, "adapter_config.json").is_file():  # trained but not evaluated: no retraining needed
            commands[method] = answers.format(m=method, d=folder)
    return commands


def _sources(args: QuiteTableArguments) -> dict[str, tuple[dict | None, str, str]]:
    """Method → (scores, source, path)."""
    baseline_dir = Path(args.output_dir) / "baseline-50"
    baseline = evaluate_answers(
        constant_predictor(0.5),
        dataset_name=args.dataset_name,
        split=args.split,
        output_dir=baseline_dir,
        meta={"method": "baseline_50", "model": "constant 0.5"},
    )
    sources = {"baseline_50": (baseline, "computed", str(baseline_dir / "scores.json"))}
    for method, folder in (
        ("regression_ft", args.regression_ft_dir),
        ("llm_ft", args.llm_ft_dir),
        ("slot_parser", args.parser_dir),
    ):
        path = Path(folder) / "scores.json"
        sources[method] = (read_scores(path), "run", str(path))
    problog = None
    if args.problog_ft_dir:
        path = Path(args.problog_ft_dir) / "scores.json"
        problog = read_scores(path)
        if problog is not None and "scores" in problog:  # one run of hedgehub evaluate parser
            problog = None
        problog = problog or parser_runs_scores(args.problog_ft_dir)
        sources["problog_ft"] = (problog, "run", str(path if path.is_file() else args.problog_ft_dir))
    if problog is None and args.recorded:
        sources["problog_ft"] = (read_scores(args.recorded), "recorded", args.recorded)
    sources.setdefault("problog_ft", (None, "run", args.problog_ft_dir or ""))
    return sources


def build_table(args: QuiteTableArguments) -> list[dict]:
    """The rows of the table (see the module docstring); computes the 50% baseline on the way."""
    commands = _commands(args)
    rows = []
    sources = _sources(args)
    baseline_scored = sources["baseline_50"][0]["numeric"]["num_scored"]
    for method, (_, settings) in METHODS.items():
        scores, source, path = sources[method]
        meta = (scores or {}).get("meta") or {}
        model = SLOT_PARSER_MODEL if method == "slot_parser" else meta.get("model")
        if model and meta.get("global_step"):
            model += f", {meta['global_step']} steps"
        for premises in settings:
            keys = (premises, f"{premises}_numeric") if premises == "oracle" else (premises,)
            found = next((scores[k] for k in keys if scores and isinstance(scores.get(k), dict)), None)
            note = ""
            if found is not None and meta.get("split", args.split) != args.split:
                found, note = None, f"{path} is on split {meta['split']!r}, not {args.split!r}"
            if found is None:
                rows.append(
                    table_row(
                        method,
                        premises,
                        None,
                        source="missing",
                        path=path or None,
                        command=commands.get(method),
                        note=note or f"no {premises} result in {path or 'any folder'}",
                        split=args.split,
                    )
                )
                continue
            if found.get("num_scored") not in (None, baseline_scored):
                note = f"{found['num_scored']} scored pairs; the split has {baseline_scored}"
            if source == "recorded":
                note = "; ".join(x for x in (meta.get("note", ""), note) if x)
            rows.append(
                table_row(method, premises, found, source=source, model=model, path=path, note=note, split=args.split)
            )
    return rows


def _number(value: float | None, digits: int) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def render_markdown(rows: list[dict], *, split: str = "test") -> str:
    """``table.md``: the main table with the paper's correct % and RMSE_50 beside ours, then the per-type table.

    Examples:

        >>> rows = [table_row("baseline_50", "numeric", {"correct": 0.9, "rmse_50": 0.36}, source="computed")]
        >>> print(render_markdown(rows).splitlines()[6])
        | 50% baseline | – | numeric | 0.9 | 0.9 | – | – | 0.360 | 0.363 | – | – | computed |
    """
    lines = [
        f"# QUITE {split}: results table",
        "",
        "Paper: Schrader et al., EMNLP 2024, Table 4 (`paper` columns; models in `paper model`). Ours: this "
        "repository's runs (`source`: computed here, a saved run, a recorded earlier run, or missing).",
        "",
        "| method | model | premises | correct % | paper correct % | wrong % | error % | RMSE_50 | paper RMSE_50 "
        "| RMSE_nonError | scored | source |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        source = r["source"] if r["source"] != "missing" else f"missing — run `{r['command']}`".replace("|", "\\|")
        if r["note"] and r["source"] != "missing":
            source += f" ({r['note']})"
        lines.append(
            f"| {r['method']} | {r['model'] or '–'} | {r['premises']} | {_number(r['correct'], 1)} "
            f"| {_number(r['paper_correct'], 1)} | {_number(r['wrong'], 1)} | {_number(r['error'], 1)} "
            f"| {_number(r['rmse_50'], 3)} | {_number(r['paper_rmse_50'], 3)} | {_number(r['rmse_non_error'], 3)} "
            f"| {r['num_scored'] if r['num_scored'] is not None else '–'} | {source} |"
        )
    paper_models = sorted({f"{r['method']}: {r['paper_model']}" for r in rows if r["paper_model"] not in (None, "–")})
    lines += ["", "Paper models: " + "; ".join(paper_models) + ".", ""] if paper_models else [""]
    lines += [
        "Correct % per reasoning type (– : not measured or not run):",
        "",
        "| method | premises | " + " | ".join(t.replace("_", " ") for t in REASONING_TYPES) + " | source |",
        "| --- | --- | " + " | ".join("---" for _ in REASONING_TYPES) + " | --- |",
    ]
    for r in rows:
        types = " | ".join(_number(r[f"correct_{t}"], 1) for t in REASONING_TYPES)
        lines.append(f"| {r['method']} | {r['premises']} | {types} | {r['source']} |")
    return "\n".join(lines) + "\n"


def main(args: QuiteTableArguments) -> list[dict]:
    """Build the table; write ``table.json`` and ``table.md`` into ``args.output_dir``; return the rows."""
    output = Path(args.output_dir)
    output.mkdir(parents=True, exist_ok=True)
    rows = build_table(args)
    write_atomic(output / "table.json", json.dumps(rows, indent=2) + "\n")
    markdown = render_markdown(rows, split=args.split)
    write_atomic(output / "table.md", markdown)
    print(markdown)
    return rows


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub evaluate quite-table``): a ``TrlParser`` over :class:`QuiteTableArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (QuiteTableArguments,),
        name="quite-table",
        help="QUITE's results table (paper Table 4) from this repository's runs",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
