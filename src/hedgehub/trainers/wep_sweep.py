"""Choose the WEP multiple-choice recipe's learning rate and warm-up on the validation split (issue 16).

Runs :mod:`hedgehub.trainers.wep_multiple_choice` once per point of a small grid (the recipe plus
``--learning_rate`` and ``--warmup_steps`` overrides) for each training config, and writes one JSON:
per config and grid point (learning rate, warm-up, epochs), the validation accuracy after each epoch, the best
one and the wall time. The test splits are not read: every run evaluates only its validation split
(its cross-transfer evaluation is pointed at its own validation split and the 19-WEP scan is skipped),
so the choice cannot see the test rows.

Usage (on a GPU, each run takes seconds; on the 2-core CPU ~13 min for 1-hop and ~20 min for 2-hop):

    python trainers/wep_sweep.py --recipe trainers/recipes/minilm/wep_mc/cpu.yaml \
        --configs reasoning_1hop reasoning_2hop --learning_rates 2e-5 5e-5 1e-4 --warmups 0.06 0.1 \
        --output_file runs/wep/sweep.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import logging
import os
import shutil
import tempfile
import time
from pathlib import Path


logger = logging.getLogger(__name__)


def run_point(recipe: str, config: str, point: tuple, work_dir: Path, extra: list[str]) -> dict:
    """Train one grid point (learning rate, warm-up, epochs); return its validation history (the run folder is
    removed afterwards)."""
    from hedgehub.trainers.wep_multiple_choice import main, make_parser

    learning_rate, warmup, epochs = point
    output_dir = work_dir / f"{config}-lr{learning_rate:g}-wu{warmup:g}-ep{epochs:g}"
    args = [
        "--config",
        recipe,
        "--dataset_config",
        config,
        "--output_dir",
        str(output_dir),
        "--learning_rate",
        str(learning_rate),
        "--warmup_steps",
        str(warmup),
        "--num_train_epochs",
        str(epochs),
        "--eval_configs",
        config,
        "--eval_split",
        "validation",
        "--wep_scan_samples",
        "0",
        "--save_total_limit",
        "1",
        *extra,
    ]
    start = time.perf_counter()
    main(*make_parser().parse_args_and_config(args))
    summary = json.loads((output_dir / "cross_transfer.json").read_text(encoding="utf-8"))
    history = summary["validation"]
    best = max(history, key=lambda h: h["accuracy"]) if history else None
    shutil.rmtree(output_dir, ignore_errors=True)
    return {
        "config": config,
        "learning_rate": learning_rate,
        "warmup": warmup,
        "epochs": epochs,
        "validation": history,
        "best_validation_accuracy": best["accuracy"] if best else None,
        "best_epoch": best.get("epoch") if best else None,
        "seconds": round(time.perf_counter() - start, 1),
    }


def sweep(recipe: str, configs, learning_rates, warmups, work_dir: Path, extra=(), epochs=(3,)) -> dict:
    """All grid points for all configs, and per config the point with the best validation accuracy (the first of
    equals, in grid order)."""
    runs = [
        run_point(recipe, config, point, work_dir, list(extra))
        for config in configs
        for point in itertools.product(learning_rates, warmups, epochs)
    ]
    chosen = {}
    for config in configs:
        scored = [r for r in runs if r["config"] == config and r["best_validation_accuracy"] is not None]
        if scored:
            best = max(scored, key=lambda r: r["best_validation_accuracy"])
            chosen[config] = {k: best[k] for k in ("learning_rate", "warmup", "epochs", "best_validation_accuracy")}
    return {"recipe": recipe, "runs": runs, "chosen": chosen}


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--recipe", required=True, help="The recipe YAML every grid point starts from.")
    parser.add_argument("--configs", nargs="+", default=["reasoning_1hop", "reasoning_2hop"])
    parser.add_argument("--learning_rates", nargs="+", type=float, default=[2e-5, 5e-5, 1e-4])
    parser.add_argument("--warmups", nargs="+", type=float, default=[0.06, 0.1])
    parser.add_argument("--epochs", nargs="+", type=float, default=[3])
    parser.add_argument("--work_dir", default=None, help="Where runs train (removed after each); a temporary folder.")
    parser.add_argument("--output_file", required=True, help="The JSON written.")
    args, extra = parser.parse_known_args(argv)
    logging.basicConfig(level=logging.INFO)
    result = sweep(
        args.recipe,
        args.configs,
        args.learning_rates,
        args.warmups,
        Path(args.work_dir or tempfile.mkdtemp(prefix="wep-sweep-")),
        extra,
        args.epochs,
    )
    result["device"] = _device()
    Path(args.output_file).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output_file).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result["chosen"], indent=2))
    return result


def _device() -> str:
    import torch

    if torch.cuda.is_available():
        return torch.cuda.get_device_name(0)
    return f"cpu ({os.cpu_count()} cores)"


if __name__ == "__main__":
    main()
