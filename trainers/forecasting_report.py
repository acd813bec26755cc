"""Markdown table of several trainers/forecasting.py runs (their ``results.json``), for BENCHMARKS.md.

Usage:

    python trainers/forecasting_report.py runs/forecasting/heads-casino runs/forecasting/df-casino ...
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _cell(summary: dict, score: str) -> str:
    if score not in summary:
        return "n/a"
    s = summary[score]
    return f"{s['mean']:.3f} ({s['min']:.3f}, {s['max']:.3f})" if s["n"] > 1 else f"{s['mean']:.3f}"


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
            n = "/".join(str(v) for v in sorted({v["n_test"] for v in block["per_seed"].values()}))
            s = block["summary"]
            lines.append(
                f"| {config} | {name} | {seeds} | {n} | {_cell(s, 'r2_oos')} | {_cell(s, 'pearson')} | "
                f"{_cell(s, 'spearman')} | {_cell(s, 'mae')} | {_cell(s, 'prediction_std')} | {block['seconds']:.0f} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python trainers/forecasting_report.py RUN_DIR [RUN_DIR ...]")
    print(report(sys.argv[1:]))
