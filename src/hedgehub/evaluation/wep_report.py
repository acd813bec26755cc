"""What a WEP model believes each word means, and the cross-transfer matrix of trained runs (the ``make wep`` report).

Reads the ``wep_scan_<config>.jsonl`` files written by ``trainers/wep_multiple_choice.py`` (each test row's
hypothesis scored with all 19 WEP: ``predicted_probability`` is the softmax-weighted mean of the word medians) and
draws the calibration plot: per WEP, the probabilities the model predicted for rows whose valid word is that WEP, next
to the word's consensual (survey median) probability; a second panel plots predicted against true (ProbLog)
probability, with Spearman's rho in the legend.

``--report_dir`` writes everything ``make wep`` reports: ``scores.json`` (``{train_config: {test_config:
accuracy_percent}}``), ``summary.json`` (the same plus Spearman's rho, validation history, wall times, load average,
and the zero-shot results of ``--zero_shot_dir``), ``cross_transfer.md`` (the markdown table) and
``wep_calibration.png``.

Usage:

    python -m hedgehub.evaluation.wep_report --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop \\
        --output runs/wep/wep_plot.png
    python -m hedgehub.evaluation.wep_report --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop --matrix
    python -m hedgehub.evaluation.wep_report --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop \\
        --zero_shot_dir runs/wep/zero-shot-smollm2 --report_dir runs/wep
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.wep import WEP_PROBABILITIES


logger = logging.getLogger(__name__)
CONFIGS = ("reasoning_1hop", "reasoning_2hop", "usnli")


@dataclass
class ReportArguments:
    run_dirs: list[str] = field(default_factory=list, metadata={"help": "Output folders of wep_multiple_choice."})
    output: str = field(default="runs/wep/wep_plot.png", metadata={"help": "PNG to write."})
    matrix: bool = field(default=False, metadata={"help": "Print the cross-transfer matrix as markdown instead."})
    report_dir: str | None = field(
        default=None, metadata={"help": "Write scores.json, summary.json, cross_transfer.md and the plot here."}
    )
    zero_shot_dir: str | None = field(
        default=None, metadata={"help": "Output folder of wep_zero_shot (its zero_shot.json joins the report)."}
    )


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def per_wep(rows: list[dict]) -> dict[str, list[float]]:
    """Predicted probabilities grouped by the row's valid WEP, in scale order.

    Examples:

        >>> per_wep([{"valid_wep": "likely", "predicted_probability": 0.6},
        ...          {"valid_wep": "certain", "predicted_probability": 0.9}])
        {'certain': [0.9], 'likely': [0.6]}
    """
    groups: dict[str, list[float]] = {w: [] for w in WEP_PROBABILITIES}
    for row in rows:
        groups[row["valid_wep"]].append(float(row["predicted_probability"]))
    return {w: v for w, v in groups.items() if v}


def scan_correlation(scan: list[dict]) -> dict:
    """Spearman's and Pearson's correlation between the predicted and the true probability of a 19-WEP scan
    (``None`` under 3 rows).

    Examples:

        >>> scan_correlation([{"probability": p, "predicted_probability": p ** 2} for p in (0.1, 0.4, 0.5, 0.9)])
        {'rows': 4, 'spearman': 1.0, 'pearson': 0.9668}
        >>> scan_correlation([{"probability": p, "predicted_probability": 1 - p} for p in (0.1, 0.5, 0.7)])["spearman"]
        -1.0
    """
    from scipy.stats import pearsonr, spearmanr

    if len(scan) < 3:
        return {"rows": len(scan), "spearman": None, "pearson": None}
    true = [s["probability"] for s in scan]
    predicted = [s["predicted_probability"] for s in scan]
    return {
        "rows": len(scan),
        "spearman": round(float(spearmanr(true, predicted).statistic), 4),
        "pearson": round(float(pearsonr(true, predicted).statistic), 4),
    }


def plot(scans: dict[str, list[dict]], output: str | Path) -> Path:
    """Write the two-panel figure for ``scans`` (label → scan rows) to ``output``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    words = list(WEP_PROBABILITIES)
    fig, (left, right) = plt.subplots(1, 2, figsize=(15, 6), gridspec_kw={"width_ratios": [2.2, 1]})
    colors = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    n = max(1, len(scans))
    for k, (label, rows) in enumerate(scans.items()):
        groups = per_wep(rows)
        xs = [words.index(w) + (k - (n - 1) / 2) * 0.8 / n for w in groups]
        parts = left.boxplot(
            list(groups.values()),
            positions=xs,
            widths=0.7 / n,
            patch_artist=True,
            manage_ticks=False,
            showfliers=False,
        )
        for box in parts["boxes"]:
            box.set(facecolor=colors[k % len(colors)], alpha=0.45)
        left.plot([], [], color=colors[k % len(colors)], lw=8, alpha=0.45, label=label)
        rho = scan_correlation(rows)["spearman"]
        right.scatter(
            [r["probability"] for r in rows],
            [r["predicted_probability"] for r in rows],
            s=10,
            alpha=0.5,
            color=colors[k % len(colors)],
            label=label if rho is None else f"{label} (Spearman rho {rho:.2f})",
        )
    left.scatter(
        range(len(words)),
        list(WEP_PROBABILITIES.values()),
        marker="D",
        color="black",
        zorder=5,
        label="consensual median (survey)",
    )
    left.set_xticks(range(len(words)), words, rotation=60, ha="right")
    left.set_ylabel("probability the model assigns")
    left.set_ylim(-0.03, 1.03)
    left.set_title("Predicted probability per WEP (rows whose correct word is that WEP)")
    left.legend(loc="upper right", fontsize=8)
    right.plot([0, 1], [0, 1], color="black", lw=1, ls="--")
    right.set_xlabel("true hypothesis probability (ProbLog)")
    right.set_ylabel("predicted (softmax over 19 WEP x median)")
    right.set_xlim(-0.02, 1.02)
    right.set_ylim(-0.02, 1.02)
    right.set_title("Predicted vs true")
    right.legend(fontsize=8)
    fig.tight_layout()
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(output, dpi=110)
    plt.close(fig)
    return output


def matrix_markdown(summaries: list[dict]) -> str:
    """The cross-transfer matrix (rows: training config, columns: test config) as a markdown table.

    Examples:

        >>> print(matrix_markdown([{"model": "m", "train_config": "reasoning_1hop", "global_steps": 2,
        ...                         "train_seconds": 60, "accuracy": {"reasoning_1hop": 90.0, "usnli": None}}]))
        | model | trained on | steps | train min | reasoning_1hop | reasoning_2hop | usnli |
        | --- | --- | --- | --- | --- | --- | --- |
        | m | reasoning_1hop | 2 | 1.0 | 90.0 | - | n/a |
        >>> print(matrix_markdown([{"model": "m", "train_config": "reasoning_2hop", "global_steps": 2,
        ...                         "initialized_from": {"train_config": "reasoning_1hop"},
        ...                         "train_seconds": 60, "accuracy": {"reasoning_2hop": 95.0}}]).splitlines()[-1])
        | m | reasoning_1hop, then reasoning_2hop | 2 | 1.0 | - | 95.0 | - |
    """
    lines = [
        "| model | trained on | steps | train min | " + " | ".join(CONFIGS) + " |",
        "| --- | --- | --- | --- | " + " | ".join("---" for _ in CONFIGS) + " |",
    ]
    for s in summaries:
        cells = []
        for config in CONFIGS:
            if config not in s["accuracy"]:
                cells.append("-")
            elif s["accuracy"][config] is None:
                cells.append("n/a")
            else:
                cells.append(f"{s['accuracy'][config]:.1f}")
        trained_on = s["train_config"]
        if s.get("initialized_from"):  # a curriculum: this run continued from a model trained on another config
            trained_on = f"{s['initialized_from']['train_config']}, then {trained_on}"
        lines.append(
            f"| {s['model']} | {trained_on} | {s['global_steps']} | {s['train_seconds'] / 60:.1f} | "
            + " | ".join(cells)
            + " |"
        )
    return "\n".join(lines)


def scores_matrix(summaries: list[dict]) -> dict[str, dict[str, float]]:
    """``{train_config: {test_config: accuracy_percent}}`` of the runs (configs that were not built are left out).

    Examples:

        >>> scores_matrix([{"train_config": "reasoning_1hop", "accuracy": {"reasoning_1hop": 96.4, "usnli": None}}])
        {'reasoning_1hop': {'reasoning_1hop': 96.4}}
    """
    return {
        s["train_config"]: {config: acc for config, acc in s["accuracy"].items() if acc is not None} for s in summaries
    }


def zero_shot_markdown(zero_shot: dict) -> str:
    """One table row per test config of a ``zero_shot.json``: selected variant, rows, accuracy.

    Examples:

        >>> print(zero_shot_markdown({"model": "smollm2", "configs": {"reasoning_1hop": {
        ...     "selected_variant": "calibrated", "test_accuracy": 59.3, "test": {"rows": 500, "seconds": 200.0}},
        ...     "usnli": None}}))
        | zero-shot model | test config | selected variant | test rows | accuracy | seconds |
        | --- | --- | --- | --- | --- | --- |
        | smollm2 | reasoning_1hop | calibrated | 500 | 59.3 | 200 |
    """
    lines = [
        "| zero-shot model | test config | selected variant | test rows | accuracy | seconds |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for config, entry in zero_shot["configs"].items():
        if entry:
            lines.append(
                f"| {zero_shot['model']} | {config} | {entry['selected_variant']} | {entry['test']['rows']} | "
                f"{entry['test_accuracy']:.1f} | {entry['test']['seconds']:.0f} |"
            )
    return "\n".join(lines)


def read_summaries(dirs: list[Path]) -> list[dict]:
    summaries = []
    for d in dirs:
        path = d / "cross_transfer.json"
        if not path.exists():
            raise FileNotFoundError(f"{path} is missing: did the wep_multiple_choice run finish?")
        summaries.append(json.loads(path.read_text(encoding="utf-8")))
    return summaries


def read_scans(dirs: list[Path]) -> dict[str, list[dict]]:
    scans = {}
    for d in dirs:
        for path in sorted(d.glob("wep_scan_*.jsonl")):
            config = path.stem.removeprefix("wep_scan_")
            scans[f"{d.name} on {config}"] = read_jsonl(path)
    if not scans:
        raise FileNotFoundError(f"no wep_scan_*.jsonl in {', '.join(map(str, dirs))}")
    return scans


def write_report(dirs: list[Path], report_dir: Path, zero_shot_dir: Path | None = None) -> dict:
    """Write ``scores.json``, ``summary.json``, ``cross_transfer.md`` and ``wep_calibration.png`` into
    ``report_dir``; returns the summary."""
    report_dir.mkdir(parents=True, exist_ok=True)
    summaries = read_summaries(dirs)
    scores = scores_matrix(summaries)
    (report_dir / "scores.json").write_text(json.dumps(scores, indent=2) + "\n", encoding="utf-8")
    table = matrix_markdown(summaries)
    summary: dict = {"scores": scores, "runs": summaries}
    if zero_shot_dir is not None:
        zero_shot = json.loads((zero_shot_dir / "zero_shot.json").read_text(encoding="utf-8"))
        summary["zero_shot"] = zero_shot
        table += "\n\n" + zero_shot_markdown(zero_shot)
    (report_dir / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    (report_dir / "cross_transfer.md").write_text(table + "\n", encoding="utf-8")
    plot(read_scans(dirs), report_dir / "wep_calibration.png")
    print(table)
    return summary


def main(args: ReportArguments) -> str | Path | dict:
    """The report (``--report_dir``), the matrix (``--matrix``) or the plot (``--output``) of the runs."""
    dirs = [Path(d) for d in args.run_dirs]
    if not dirs:
        raise ValueError("give at least one --run_dirs folder")
    if args.report_dir:
        zero_shot_dir = Path(args.zero_shot_dir) if args.zero_shot_dir else None
        return write_report(dirs, Path(args.report_dir), zero_shot_dir)
    if args.matrix:
        table = matrix_markdown(read_summaries(dirs))
        print(table)
        return table
    out = plot(read_scans(dirs), args.output)
    logger.info("wrote %s", out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``wep-report`` on a command line)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ReportArguments,),
        name="wep-report",
        help="WEP calibration plot, cross-transfer matrix, make-wep report",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(message)s")
    main(*make_parser().parse_args_and_config())
