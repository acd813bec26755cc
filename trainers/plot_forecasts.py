"""Scatter + calibration plots, one PNG per forecaster, from a ``predictions.jsonl`` of trainers/forecasting.py.

Left panel: forecast vs target for every (seed, test instance). Right panel: calibration, the mean target of the
instances in each forecast decile against the mean forecast of that decile, with the diagonal and the
training-free baseline (the mean target) for reference.

Usage:

    python trainers/plot_forecasts.py runs/forecasting/casino-heads/predictions.jsonl runs/forecasting/plots
"""

from __future__ import annotations

import json
import os
import sys
from collections import defaultdict
from pathlib import Path


def _bins(predictions, targets, n_bins: int = 10):
    import numpy as np

    order = np.argsort(predictions, kind="mergesort")
    groups = [g for g in np.array_split(order, min(n_bins, len(order))) if len(g)]
    return [float(np.mean(predictions[g])) for g in groups], [float(np.mean(targets[g])) for g in groups]


def plot_forecasts(predictions_path: str | os.PathLike, out_dir: str | os.PathLike, title: str = "") -> list[Path]:
    """Write ``<out_dir>/<forecaster>.png`` for every forecaster in ``predictions_path``; returns the paths.

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


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: python trainers/plot_forecasts.py PREDICTIONS.jsonl OUT_DIR [TITLE]")
    for written_path in plot_forecasts(sys.argv[1], sys.argv[2], *sys.argv[3:]):
        print(written_path)
