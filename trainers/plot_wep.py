"""Plot what a WEP model believes each word means, and print the cross-transfer matrix of trained runs.

Reads the ``wep_scan_<config>.jsonl`` files written by :mod:`trainers.wep_multiple_choice` (each test row's
hypothesis scored with all 19 WEP: ``predicted_probability`` is the softmax-weighted mean of the word medians) and
draws, per WEP, the probabilities the model predicted for rows whose valid word is that WEP, next to the word's
consensual (survey median) probability; a second panel plots predicted against true (ProbLog) probability.

Usage:

    python trainers/plot_wep.py --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop --output runs/wep/wep_plot.png
    python trainers/plot_wep.py --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop --matrix   # markdown table
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path


REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hedgehub.wep import WEP_PROBABILITIES  # noqa: E402


CONFIGS = ("reasoning_1hop", "reasoning_2hop", "usnli")


@dataclass
class PlotArguments:
    run_dirs: list[str] = field(default_factory=list, metadata={"help": "Output folders of wep_multiple_choice."})
    output: str = field(default="runs/wep/wep_plot.png", metadata={"help": "PNG to write."})
    matrix: bool = field(default=False, metadata={"help": "Print the cross-transfer matrix as markdown instead."})


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
        right.scatter(
            [r["probability"] for r in rows],
            [r["predicted_probability"] for r in rows],
            s=10,
            alpha=0.5,
            color=colors[k % len(colors)],
            label=label,
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
        lines.append(
            f"| {s['model']} | {s['train_config']} | {s['global_steps']} | {s['train_seconds'] / 60:.1f} | "
            + " | ".join(cells)
            + " |"
        )
    return "\n".join(lines)


def main(args: PlotArguments) -> str | Path:
    dirs = [Path(d) for d in args.run_dirs]
    if not dirs:
        raise ValueError("give at least one --run_dirs folder")
    if args.matrix:
        summaries = []
        for d in dirs:
            path = d / "cross_transfer.json"
            if not path.exists():
                raise FileNotFoundError(f"{path} is missing: did the wep_multiple_choice run finish?")
            summaries.append(json.loads(path.read_text(encoding="utf-8")))
        table = matrix_markdown(summaries)
        print(table)
        return table
    scans = {}
    for d in dirs:
        for path in sorted(d.glob("wep_scan_*.jsonl")):
            config = path.stem.removeprefix("wep_scan_")
            scans[f"{d.name} on {config}"] = read_jsonl(path)
    if not scans:
        raise FileNotFoundError(f"no wep_scan_*.jsonl in {', '.join(map(str, dirs))}")
    out = plot(scans, args.output)
    print(f"wrote {out}", file=sys.stderr)
    return out


if __name__ == "__main__":
    from transformers import HfArgumentParser

    (plot_args,) = HfArgumentParser(PlotArguments).parse_args_into_dataclasses()
    main(plot_args)
