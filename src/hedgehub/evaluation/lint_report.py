"""Print the BENCHMARKS.md tables of a LINK/LINT run from its three outputs (no model is loaded).

Usage::

    python -m hedgehub.evaluation.lint_report --search_dir runs/link/search --dataset_dir hub/lint \
        --probe_dir runs/link/probe
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.evaluation.lint_probe import format_table


@dataclass
class ReportArguments:
    search_dir: str = field(default="runs/link/search", metadata={"help": "trainers/lint_search.py output_dir."})
    dataset_dir: str = field(default="hub/lint", metadata={"help": "The staged LINT folder."})
    probe_dir: str = field(default="runs/link/probe", metadata={"help": "lint_probe output_dir."})


def _fmt(x) -> str:
    return "–" if x is None else f"{x:.3f}"


def render(search: dict, report: dict, probe: dict | None) -> str:
    """The per-rule table, the search totals, the statements per domain and the probe table, as markdown."""
    lines = [
        "| rule | domain | steps | statements head / tail | search s | Δ (full statement) | Δ on reranker scores |",
        "|---|---|---|---|---|---|---|",
    ]
    for rid, info in search["rules"].items():
        d = report.get("per_rule", {}).get(rid, {})
        st = info["statements"]
        lines.append(
            f"| {rid} | {info['domain']} | {info['steps']} | {st['head']} / {st['long-tail']} | "
            f"{info['search_seconds']:.0f} | {_fmt(d.get('delta'))} | {_fmt(d.get('delta_reranker'))} |"
        )
    total = sum(i["search_seconds"] for i in search["rules"].values())
    finals = Counter(t for i in search["rules"].values() for t in i["final_thresholds"])
    lines += [
        "",
        f"Search time (sum of step times): {total / 60:.1f} min. Final critic threshold per step: "
        + ", ".join(f"{k:.2f}×{v}" for k, v in sorted(finals.items()))
        + f"; threshold moves: {sum(i['threshold_moves'] for i in search['rules'].values())}; proposed values: "
        f"{sum(i['proposed'] for i in search['rules'].values())}, accepted: "
        f"{sum(i['accepted'] for i in search['rules'].values())}.",
        f"Mean Δ over {report.get('rules_with_delta')} rules with both sides: {report.get('mean_delta')} "
        f"(full statements, `{report.get('likelihood_model')}`); on the reranker's own scores: "
        f"{report.get('mean_delta_reranker')}.",
        "",
        "| domain | head | long-tail |",
        "|---|---|---|",
    ]
    for domain, counts in sorted(report["statements_per_domain"].items()):
        lines.append(f"| {domain} | {counts['head']} | {counts['long-tail']} |")
    if probe:
        lines += ["", f"Probe `{probe['model']}` ({probe['n']} rows, {probe['seconds']:.0f} s):", ""]
        lines.append(format_table(probe))
        lines.append(f"\nShare of rows answered with the positive option: {probe['positive_rate']}.")
    return "\n".join(lines)


def main(args: ReportArguments) -> str:
    """Read ``search_summary.json``, ``report.json`` and the probe's ``summary.json`` (if any); print the tables."""
    search = json.loads((Path(args.search_dir) / "search_summary.json").read_text())
    report = json.loads((Path(args.dataset_dir) / "report.json").read_text())
    probe_path = Path(args.probe_dir) / "summary.json"
    probe = json.loads(probe_path.read_text()) if probe_path.exists() else None
    text = render(search, report, probe)
    print(text)
    return text


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``lint-report``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ReportArguments,), name="lint-report", help="LINK/LINT tables", subparsers=subparsers, prog=prog
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
