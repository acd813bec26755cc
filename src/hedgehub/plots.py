"""Predicted vs gold probability of a parser's evaluation, one panel per mode, as a PNG.

Reads the per-pair records that ``hedgehub evaluate slot-parser`` writes (``predictions-<mode>.jsonl``: one JSON
object per QUITE pair with at least ``gold``, ``probability`` and ``error``). In each panel a dot is a pair whose
program answered (green when correct by :func:`hedgehub.metrics.quite_accuracy.is_correct`, ``rel_tol=1e-4``,
blue when wrong), a red cross below the axis is a pair whose program failed (no probability; plotted at its gold
value on the x axis), and the diagonal is the perfect answer. Pairs with impossible evidence (gold ``-1``) have no
gold probability: the panel title counts them.

Usage:

    python -m hedgehub.plots runs/parser --output runs/parser/predictions.png

Examples:

    >>> import json, tempfile
    >>> from pathlib import Path
    >>> folder = Path(tempfile.mkdtemp())
    >>> rows = [{"gold": 0.3, "probability": 0.3, "error": None}, {"gold": 0.5, "probability": 0.1, "error": None},
    ...         {"gold": 0.8, "probability": None, "error": "timeout"}, {"gold": -1.0, "probability": None,
    ...          "error": "inconsistent_evidence"}]
    >>> _ = (folder / "predictions-numeric.jsonl").write_text("\\n".join(json.dumps(r) for r in rows))
    >>> prediction_summary(read_predictions(folder / "predictions-numeric.jsonl"))
    {'scored': 3, 'correct': 1, 'wrong': 1, 'error': 1, 'invalid_evidence': 1}
    >>> path = plot_predictions(prediction_files(folder), folder / "predictions.png")
    >>> path.name, path.read_bytes()[:4] == b"\\x89PNG"
    ('predictions.png', True)
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from hedgehub.metrics.quite_accuracy import is_correct


MODE_ORDER = ("numeric", "wep", "oracle_numeric")
"""Panels come in this order; other modes (``bn_reasoning`` …) follow alphabetically."""
ERROR_Y = -0.08

Records = Sequence[Mapping]


def read_predictions(path: str | os.PathLike) -> list[dict]:
    """The records of one ``predictions-<mode>.jsonl`` file.

    Args:
        path (`str` or `os.PathLike`): the JSONL file.

    Returns:
        `list[dict]`: one record per pair.
    """
    rows = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}:{number}: not a JSON record ({err})") from None
            if "gold" not in row or "probability" not in row:
                raise ValueError(f"{path}:{number}: a prediction record needs `gold` and `probability`")
            rows.append(row)
    return rows


def prediction_files(folder: str | os.PathLike) -> dict[str, Path]:
    """``{mode: path}`` for every ``predictions-<mode>.jsonl`` in ``folder``, in panel order.

    Args:
        folder (`str` or `os.PathLike`): the evaluation output folder (next to ``scores.json``).

    Returns:
        `dict[str, Path]`
    """
    found = {p.name[len("predictions-") : -len(".jsonl")]: p for p in Path(folder).glob("predictions-*.jsonl")}
    order = [m for m in MODE_ORDER if m in found] + sorted(m for m in found if m not in MODE_ORDER)
    return {mode: found[mode] for mode in order}


def _status(row: Mapping) -> str:
    gold, probability = row["gold"], row["probability"]
    if gold is None or gold < 0:
        return "invalid_evidence"
    if row.get("error") is not None or probability is None or not 0 <= probability <= 1:
        return "error"
    return "correct" if is_correct(probability, gold) else "wrong"


def prediction_summary(rows: Records) -> dict[str, int]:
    """Counts behind a panel: scored pairs (gold in [0, 1]) that are correct / wrong / error, and invalid evidence.

    Args:
        rows (`Sequence[Mapping]`): prediction records.

    Returns:
        `dict[str, int]`: ``scored``, ``correct``, ``wrong``, ``error``, ``invalid_evidence``.
    """
    counts = {"correct": 0, "wrong": 0, "error": 0, "invalid_evidence": 0}
    for row in rows:
        counts[_status(row)] += 1
    return {"scored": counts["correct"] + counts["wrong"] + counts["error"], **counts}


def plot_predictions(
    predictions: Mapping[str, str | os.PathLike | Records],
    output: str | os.PathLike,
    *,
    title: str | None = None,
    dpi: int = 120,
) -> Path:
    """Draw predicted vs gold probability, one panel per mode, and save it as a PNG.

    Args:
        predictions (`Mapping[str, str | os.PathLike | Sequence[Mapping]]`): mode → a ``predictions-<mode>.jsonl``
            path or its records (see :func:`prediction_files`).
        output (`str` or `os.PathLike`): the PNG to write (folders are created).
        title (`str`, *optional*): a figure title.
        dpi (`int`, *optional*, defaults to `120`): resolution.

    Returns:
        `Path`: the PNG written.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if not predictions:
        raise ValueError("no predictions to plot (no predictions-<mode>.jsonl files?)")
    panels = {
        mode: read_predictions(rows) if isinstance(rows, str | os.PathLike) else list(rows)
        for mode, rows in predictions.items()
    }
    figure, axes = plt.subplots(1, len(panels), figsize=(4.2 * len(panels), 4.6), squeeze=False, sharey=True)
    for axis, (mode, rows) in zip(axes[0], panels.items(), strict=True):
        by_status: dict[str, list[Mapping]] = {"correct": [], "wrong": [], "error": [], "invalid_evidence": []}
        for row in rows:
            by_status[_status(row)].append(row)
        axis.plot([0, 1], [0, 1], color="grey", linewidth=1, linestyle="--", label="gold = predicted")
        axis.axhline(ERROR_Y / 2, color="lightgrey", linewidth=0.8)
        for status, color in (("wrong", "tab:blue"), ("correct", "tab:green")):
            points = by_status[status]
            axis.scatter(
                [r["gold"] for r in points],
                [r["probability"] for r in points],
                s=14,
                alpha=0.7,
                color=color,
                label=f"{status} ({len(points)})",
            )
        errors = by_status["error"]
        axis.scatter(
            [r["gold"] for r in errors],
            [ERROR_Y] * len(errors),
            marker="x",
            s=18,
            color="tab:red",
            label=f"error ({len(errors)})",
        )
        summary = prediction_summary(rows)
        share = 100.0 * summary["correct"] / summary["scored"] if summary["scored"] else 0.0
        heading = f"{mode}: {share:.1f}% correct of {summary['scored']}"
        if summary["invalid_evidence"]:
            heading += f"\n({summary['invalid_evidence']} invalid-evidence pairs not shown)"
        axis.set_title(heading, fontsize=10)
        axis.set_xlim(-0.02, 1.02)
        axis.set_ylim(ERROR_Y - 0.04, 1.02)
        axis.set_xlabel("gold probability")
        axis.legend(loc="upper left", fontsize=8)
        axis.grid(alpha=0.3)
    axes[0][0].set_ylabel("predicted probability (× = error)")
    if title:
        figure.suptitle(title)
    figure.tight_layout()
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(output, dpi=dpi)
    plt.close(figure)
    return output


def main(argv: list[str] | None = None) -> int:
    """``python -m hedgehub.plots FOLDER [--output PNG] [--modes ...]``: plot the folder's predictions files."""
    parser = argparse.ArgumentParser(prog="python -m hedgehub.plots", description=__doc__.split("\n")[0])
    parser.add_argument("folder", help="evaluation folder holding predictions-<mode>.jsonl")
    parser.add_argument("--output", default=None, help="PNG to write (default: FOLDER/predictions.png)")
    parser.add_argument("--modes", nargs="*", default=None, help="only these modes (default: every file)")
    parser.add_argument("--title", default=None, help="figure title")
    args = parser.parse_args(argv)
    files = prediction_files(args.folder)
    if args.modes:
        missing = [m for m in args.modes if m not in files]
        if missing:
            parser.error(f"no predictions-<mode>.jsonl for {missing} in {args.folder} (found {list(files)})")
        files = {m: files[m] for m in args.modes}
    path = plot_predictions(files, args.output or Path(args.folder, "predictions.png"), title=args.title)
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
