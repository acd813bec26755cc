"""Zero-shot entailment probing of any causal LM on LINT's ``entailment-probing`` config (the paper's Table 4).

For every row the model picks between the row's two option words (Yes/No, True/False, Right/Wrong) by their
next-token probability (:class:`hedgehub.link.probe.ZeroShotProber`); accuracy is reported per template group and per
head/long-tail. Per-row predictions go to ``<output_dir>/predictions.jsonl`` next to ``<output_dir>/summary.json``.

Usage::

    OMP_WAIT_POLICY=PASSIVE python -m hedgehub.evaluation.lint_probe --dataset hub/lint --model smollm2 \\
        --output_dir runs/link/probe
    python -m hedgehub.evaluation.lint_probe --dataset ORG/lint --model Qwen/Qwen2.5-0.5B-Instruct \\
        --output_dir runs/link/probe-qwen
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class ProbeArguments:
    dataset: str = field(default="hub/lint", metadata={"help": "Staged folder or Hub id of the LINT dataset."})
    dataset_config: str = field(default="entailment-probing", metadata={"help": "Dataset config."})
    split: str = field(default="test", metadata={"help": "Split."})
    model: str = field(default="smollm2", metadata={"help": "Causal LM to probe (alias, Hub id or path)."})
    output_dir: str = field(default="runs/link/probe", metadata={"help": "Where predictions and summary go."})
    max_rows: int = field(default=0, metadata={"help": "Score only the first N rows (0 = all)."})
    batch_size: int = field(default=16, metadata={"help": "Prompts per forward pass."})


def format_table(summary: dict) -> str:
    """Markdown table: template group × head / long-tail accuracy.

    Examples:

        >>> print(format_table({"by_group": {"yes/no": {"head": 0.5}}, "by_distribution": {"head": 0.5}}))
        | template group | head | long-tail |
        |---|---|---|
        | yes/no | 0.5 | – |
        | **all** | 0.5 | – |
    """
    lines = ["| template group | head | long-tail |", "|---|---|---|"]
    for group, accs in summary["by_group"].items():
        lines.append(f"| {group} | {accs.get('head', '–')} | {accs.get('long-tail', '–')} |")
    d = summary["by_distribution"]
    lines.append(f"| **all** | {d.get('head', '–')} | {d.get('long-tail', '–')} |")
    return "\n".join(lines)


def main(args: ProbeArguments, prober=None) -> dict:
    """Score the rows and write predictions + summary; ``prober`` (with ``p_positive(rows)``) may be injected."""
    import datasets

    from hedgehub.link.probe import ZeroShotProber, score_rows, summarize

    ds = datasets.load_dataset(args.dataset, args.dataset_config, split=args.split)
    if args.max_rows:
        ds = ds.select(range(min(args.max_rows, len(ds))))
    rows = ds.to_list()
    prober = prober or ZeroShotProber(args.model, batch_size=args.batch_size)
    started = time.perf_counter()
    scored = score_rows(rows, prober.p_positive(rows))
    summary = {"model": args.model, "dataset": args.dataset, **summarize(scored)}
    summary["seconds"] = round(time.perf_counter() - started, 1)
    out = Path(args.output_dir)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "predictions.jsonl.tmp", "w", encoding="utf-8") as f:
        for r in scored:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    os.replace(out / "predictions.jsonl.tmp", out / "predictions.jsonl")
    (out / "summary.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    print(format_table(summary))
    return summary


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``lint-probe``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ProbeArguments,),
        name="lint-probe",
        help="Zero-shot LINT entailment probing of a causal LM",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
