"""Conversation-forecasting results: scores over seeds, one scatter/calibration plot per forecaster, tables.

- :func:`summarize` — mean, min and max of each ``forecast_regression`` score over seeds; :func:`summary_markdown` —
  the ``summary.md`` of one run;
- :func:`plot_forecasts` — one PNG per forecaster from a run's ``predictions.jsonl`` (forecast vs target, and the
  calibration of forecast deciles);
- :func:`report` — the BENCHMARKS.md table of several runs (their ``results.json``), also the command of this module.

Usage:

    python -m hedgehub.evaluation.forecasting --run_dirs runs/forecasting/heads-casino runs/forecasting/df-casino
"""

from __future__ import annotations

import json
import os
import statistics
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


SCORES = ("r2_oos", "pearson", "spearman", "mae", "bias", "prediction_std")


@dataclass
class ReportArguments:
    run_dirs: list[str] = field(
        default_factory=list, metadata={"help": "Output folders of trainers/forecasting.py runs (results.json)."}
    )


def summarize(per_seed: dict[int, dict[str, float]]) -> dict[str, dict[str, float]]:
    """Mean, min and max of each score over seeds (NaN-free seeds only).

    Examples:

        >>> summarize({0: {"mae": 0.2, "r2_oos": float("nan")}, 1: {"mae": 0.4, "r2_oos": 0.1}})["mae"]
        {'mean': 0.30000000000000004, 'min': 0.2, 'max': 0.4, 'n': 2}
    """
    summary = {}
    for score in SCORES:
        values = [scores[score] for scores in per_seed.values() if score in scores and scores[score] == scores[score]]
        if values:
            summary[score] = {
                "mean": statistics.fmean(values),
                "min": min(values),
                "max": max(values),
                "n": len(values),
            }
    return summary


def _cell(summary: dict, score: str) -> str:
    if score not in summary:
        return "n/a"
    s = summary[score]
    return f"{s['mean']:.3f} ({s['min']:.3f}, {s['max']:.3f})" if s["n"] > 1 else f"{s['mean']:.3f}"


def _test_sizes(block: dict) -> str:
    return "/".join(str(v) for v in sorted({v["n_test"] for v in block["per_seed"].values()}))


def summary_markdown(config: str, results: dict) -> str:
    """The ``summary.md`` of one run: a row per forecaster, mean (min, max) over seeds."""
    lines = [
        f"Config `{config}`, seeds {results['seeds']}; mean (min, max) over seeds.",
        "",
        "| forecaster | test n | R²_oos | Pearson r | MAE | pred. std | seconds |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, block in results["forecasters"].items():
        s = block["summary"]
        lines.append(
            f"| {name} | {_test_sizes(block)} | {_cell(s, 'r2_oos')} | {_cell(s, 'pearson')} | "
            f"{_cell(s, 'mae')} | {_cell(s, 'prediction_std')} | {block['seconds']:.0f} |"
        )
    return "\n".join(lines) + "\n"


def report(run_dirs: list[str | Path]) -> str:
    """One row per (run, forecaster): config, seeds, test n, R²_oos, Pearson, Spearman, MAE, prediction std, seconds.

    Examples:

        >>> import tempfile
        >>> run = Path(tempfile.mkdtemp())
        >>> one = {"mean": 0.1, "min": 0.1, "max": 0.1, "n": 1}
        >>> _ = (run / "results.json").write_text(json.dumps({"args": {"dataset_config": "casino"}, "seeds": [0],
        ...     "forecasters": {"df": {"per_seed": {"0": {"n_test": 30}}, "seconds": 12.0,
        ...     "summary": {k: one for k in ("r2_oos", "pearson", "spearman", "mae", "prediction_std")}}}}))
        >>> print(report([run]).splitlines()[-1])
        | casino | df | 0 | 30 | 0.100 | 0.100 | 0.100 | 0.100 | 0.100 | 12 |
    """
    lines = [
        "| config | forecaster | seeds | test n | R²_oos | Pearson r | Spearman ρ | MAE | pred. std | seconds |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for run in run_dirs:
        path = Path(run) / "results.json"
        if not path.exists():
            raise FileNotFoundError(f"{path} is missing: did the run finish?")
        results = json.loads(path.read_text(encoding="utf-8"))
        config = results["args"]["dataset_config"]
        seeds = ",".join(str(s) for s in results["seeds"])
        for name, block in results["forecasters"].items():
            s = block["summary"]
            lines.append(
                f"| {config} | {name} | {seeds} | {_test_sizes(block)} | {_cell(s, 'r2_oos')} | "
                f"{_cell(s, 'pearson')} | {_cell(s, 'spearman')} | {_cell(s, 'mae')} | {_cell(s, 'prediction_std')} | "
                f"{block['seconds']:.0f} |"
            )
    return "\n".join(lines)


def _bins(predictions, targets, n_bins: int = 10):
    import numpy as np

    order = np.argsort(predictions, kind="mergesort")
    groups = [g for g in np.array_split(order, min(n_bins, len(order))) if len(g)]
    return [float(np.mean(predictions[g])) for g in groups], [float(np.mean(targets[g])) for g in groups]


def plot_forecasts(predictions_path: str | os.PathLike, out_dir: str | os.PathLike, title: str = "") -> list[Path]:
    """Write ``<out_dir>/<forecaster>.png`` for every forecaster in ``predictions_path``; returns the paths.

    Left panel: forecast vs target for every (seed, test instance). Right panel: calibration, the mean target of the
    instances in each forecast decile against the mean forecast of that decile, with the diagonal and the
    training-free baseline (the mean target) for reference.

    Examples:

        >>> import json, tempfile
        >>> from pathlib import Path
        >>> tmp = Path(tempfile.mkdtemp())
        >>> rows = [{"seed": 0, "forecaster": "toy", "instance_id": str(i), "target": i / 10, "prediction": i / 12}
        ...         for i in range(10)]
        >>> _ = (tmp / "p.jsonl").write_text("\\n".join(json.dumps(r) for r in rows))
        >>> [p.name for p in plot_forecasts(tmp / "p.jsonl", tmp / "plots")]
        ['toy.png']
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    by_name: dict[str, list[dict]] = defaultdict(list)
    with open(predictions_path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                try:
                    row = json.loads(line)
                    by_name[row["forecaster"]].append(row)
                except (json.JSONDecodeError, KeyError) as err:
                    raise ValueError(f"{predictions_path}:{number}: not a prediction record ({err})") from None
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, rows in sorted(by_name.items()):
        pred = np.asarray([r["prediction"] for r in rows], dtype=float)
        target = np.asarray([r["target"] for r in rows], dtype=float)
        low = min(0.0, float(pred.min()), float(target.min()))
        fig, (left, right) = plt.subplots(1, 2, figsize=(9, 4.2))
        left.scatter(pred, target, s=8, alpha=0.35)
        left.set_xlabel("forecast")
        left.set_ylabel("target (more-than-chance probability)")
        corr = float(np.corrcoef(pred, target)[0, 1]) if np.ptp(pred) > 0 and np.ptp(target) > 0 else float("nan")
        left.set_title(f"{name}: n={len(rows)}, r={corr:.3f}")
        left.set_xlim(low - 0.02, 1.02)
        left.set_ylim(low - 0.02, 1.02)
        mean_pred, mean_target = _bins(pred, target)
        right.plot([low, 1], [low, 1], color="grey", linestyle="--", linewidth=1, label="perfect calibration")
        right.axhline(float(target.mean()), color="tab:red", linewidth=1, label="mean target")
        right.plot(mean_pred, mean_target, marker="o", label="forecast deciles")
        right.set_xlabel("mean forecast in bin")
        right.set_ylabel("mean target in bin")
        right.set_xlim(low - 0.02, 1.02)
        right.set_ylim(low - 0.02, 1.02)
        right.legend(loc="upper left", fontsize=8)
        right.set_title("calibration")
        if title:
            fig.suptitle(title)
        fig.tight_layout()
        path = out_dir / f"{name.replace('+', '_')}.png"
        tmp = path.with_name(path.stem + ".tmp.png")
        fig.savefig(tmp, dpi=90)
        plt.close(fig)
        os.replace(tmp, path)
        written.append(path)
    return written


def main(args: ReportArguments) -> str:
    """Print the table of the runs in ``args.run_dirs``."""
    if not args.run_dirs:
        raise ValueError("give at least one --run_dirs folder")
    table = report(args.run_dirs)
    print(table)
    return table


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``forecasting-report``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ReportArguments,),
        name="forecasting-report",
        help="Table of conversation-forecasting runs",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
