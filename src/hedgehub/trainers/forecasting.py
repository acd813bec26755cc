"""Forecast others' uncertainty on a conversation-forecasting config and score it over the seeded splits.

Forecasters (``--forecasters``, any subset):

- ``linear``, ``mlp``, ``forest``: FT heads (SGD linear, one 100-unit hidden layer MLP, random forest of 100 trees of
  depth 5) on frozen sentence embeddings of the prompt (``--embedding_model``, default the shipped all-MiniLM-L6-v2;
  long conversations are chunked by turns and pooled). For 2TUQ/FUnQ configs the head sees the first- and
  second-order prompts' embeddings side by side (the joint head).
- ``df``: direct forecasts of a local chat LM (``--lm_model``, default the shipped SmolLM2-135M-Instruct) answering
  ``CERTAINTY = k`` (1-10 → k/10; the most probable of the ten answers), reported with ``dfev``, the expected answer
  under the model's probabilities of the ten answers (same forward pass); ``bot``: the mean of ``--bot_samples``
  sampled chain-of-thought forecasts (temperature 0.6, top-p 0.9). Each is also reported after LS and Platt scaling
  fitted on the training forecasts (``df+ls``, ``df+platt``, ...). Generations are cached in
  ``<cache_dir>/generations.jsonl``: an interrupted run resumes where it stopped. For 2TUQ/FUnQ the LM forecasts
  both orders and the target is combined from them.

Every forecaster is scored with :func:`hedgehub.metrics.forecast_regression.compute`, the scoring of the
``forecast_regression`` metric (R²_oos against the training split's mean target).
Outputs in ``--output_dir``: ``predictions.jsonl`` (one line per seed, forecaster and test instance), ``results.json``
(scores per seed and mean/min/max), ``summary.md``, ``lm_answers.jsonl`` (raw DF/BoT
answers) and one scatter/calibration PNG per forecaster under ``plots/`` (:mod:`hedgehub.evaluation.forecasting`;
``python -m hedgehub.evaluation.forecasting --run_dirs ...`` prints the table of several runs).

Usage (from the repository root, after building the data with ``hedgehub build conversation-forecasting``):

    python trainers/forecasting.py --dataset_name hub/conversation-forecasting --dataset_config casino \\
        --forecasters linear mlp forest --output_dir runs/forecasting/casino-heads

    nice -n 10 python trainers/forecasting.py --dataset_name hub/conversation-forecasting --dataset_config casino \\
        --forecasters df bot --seeds 0 --max_train_instances 50 --max_test_instances 40 \\
        --output_dir runs/forecasting/casino-lm --cache_dir runs/forecasting/cache

Options can also come from a YAML file: ``--config recipe.yaml`` (CLI flags win).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from hedgehub.forecasting import HEADS
from hedgehub.metrics import forecast_regression


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

LM_NAMES = ("df", "bot")


@dataclass
class ForecastArguments:
    dataset_name: str = field(metadata={"help": "Staged dataset folder or Hub dataset id."})
    dataset_config: str = field(default="casino", metadata={"help": "Config, e.g. casino, multiwoz-xl, candor-funq."})
    output_dir: str = field(default="runs/forecasting/run", metadata={"help": "Where results and plots go."})
    forecasters: list[str] = field(
        default_factory=lambda: list(HEADS), metadata={"help": "Any of linear, mlp, forest, df, bot."}
    )
    seeds: list[int] = field(default_factory=lambda: [0, 1, 2, 3, 4], metadata={"help": "Seeded splits to run."})
    demographics: bool = field(
        default=False, metadata={"help": "DEM setting: add demographics to prompts/embeddings."}
    )
    embedding_model: str = field(default="minilm", metadata={"help": "Sentence-transformers model for FT heads."})
    lm_model: str = field(default="smollm2", metadata={"help": "Chat LM for DF/BoT (alias, Hub id or folder)."})
    bot_samples: int = field(default=3, metadata={"help": "Sampled chain-of-thought forecasts per BoT instance."})
    cot_max_new_tokens: int = field(default=96, metadata={"help": "Reasoning budget per BoT sample."})
    max_train_instances: int | None = field(
        default=None,
        metadata={"help": "DF/BoT only: fit scaling on the first N training instances (time budget; 0 = no scaling)."},
    )
    max_test_instances: int | None = field(
        default=None, metadata={"help": "DF/BoT only: score the first N test instances (time budget)."}
    )
    cache_dir: str | None = field(
        default=None, metadata={"help": "Embedding/generation cache; default output_dir/cache."}
    )
    torch_threads: int = field(default=2, metadata={"help": "torch.set_num_threads for embedding and generation."})
    plots: bool = field(default=True, metadata={"help": "Write a scatter/calibration PNG per forecaster."})


def main(args: ForecastArguments) -> dict:
    import datasets
    import numpy as np
    from threadpoolctl import threadpool_limits

    from hedgehub.evaluation.forecasting import plot_forecasts, summarize, summary_markdown
    from hedgehub.forecasting import (
        SCALERS,
        LMForecaster,
        TextEmbedder,
        embed_rows,
        lm_forecasts,
        make_head,
        target_range,
    )

    unknown = set(args.forecasters) - set(HEADS) - set(LM_NAMES)
    if unknown:
        raise ValueError(f"unknown forecasters {sorted(unknown)}; choose from {HEADS + LM_NAMES}")
    out_dir = Path(args.output_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    cache_dir = Path(args.cache_dir) if args.cache_dir else out_dir / "cache"
    log_path = out_dir / "log.txt"

    def log(message: str) -> None:
        line = f"[{time.strftime('%H:%M:%S')}] {message}"
        print(line, flush=True)
        with log_path.open("a", encoding="utf-8") as handle:
            handle.write(line + "\n")

    import torch

    torch.set_num_threads(args.torch_threads)
    embedder = TextEmbedder(args.embedding_model, cache_dir=cache_dir) if set(args.forecasters) & set(HEADS) else None
    lm = None
    if set(args.forecasters) & set(LM_NAMES):
        lm = LMForecaster(
            args.lm_model, cache_path=cache_dir / "generations.jsonl", cot_max_new_tokens=args.cot_max_new_tokens
        )

    results: dict = {"args": asdict(args), "seeds": list(args.seeds), "forecasters": {}}
    predictions: list[dict] = []
    raw_answers: list[dict] = []
    seconds: dict[str, float] = {}  # wall time per forecaster (heads: fit + predict + a share of embedding time)

    def record(name: str, seed: int, rows, values, train_mean: float) -> None:
        refs = [row["target"] for row in rows]
        scores = forecast_regression.compute(values, refs, train_mean)
        scores["n_test"] = len(rows)
        block = results["forecasters"].setdefault(name, {"per_seed": {}, "seconds": 0.0})
        block["per_seed"][seed] = scores
        for row, value in zip(rows, values, strict=True):
            predictions.append(
                {
                    "seed": seed,
                    "forecaster": name,
                    "instance_id": row["instance_id"],
                    "target": row["target"],
                    "prediction": value,
                }
            )
        log(f"seed {seed} {name}: R2_oos {scores['r2_oos']:.4f} r {scores['pearson']:.4f} mae {scores['mae']:.4f}")

    for seed in args.seeds:
        train = datasets.load_dataset(args.dataset_name, args.dataset_config, split=f"train_seed{seed}")
        test = datasets.load_dataset(args.dataset_name, args.dataset_config, split=f"test_seed{seed}")
        task = train[0]["task"]
        low, high = target_range(task)
        train_rows, test_rows = list(train), list(test)
        train_mean = float(np.mean([row["target"] for row in train_rows]))
        log(f"seed {seed}: {len(train_rows)} train, {len(test_rows)} test, task {task}, train mean {train_mean:.4f}")

        heads = [name for name in args.forecasters if name in HEADS]
        if heads:
            start = time.time()
            x_train = embed_rows(embedder, train_rows, task, args.demographics)
            x_test = embed_rows(embedder, test_rows, task, args.demographics)
            embed_seconds = time.time() - start
            y_train = np.asarray([row["target"] for row in train_rows])
            for name in heads:
                start = time.time()
                # small fits: one BLAS thread (spinning BLAS workers made fits minutes long on a busy CPU)
                with threadpool_limits(limits=1):
                    head = make_head(name, seed=seed, tune=len(train_rows) >= 20).fit(x_train, y_train)
                values = [float(v) for v in np.clip(head.predict(x_test), low, high)]
                record(name, seed, test_rows, values, train_mean)
                seconds[name] = seconds.get(name, 0.0) + time.time() - start + embed_seconds / len(heads)

        for kind in (name for name in args.forecasters if name in LM_NAMES):
            start = time.time()
            sub_train = train_rows if args.max_train_instances is None else train_rows[: args.max_train_instances]
            sub_test = test_rows if args.max_test_instances is None else test_rows[: args.max_test_instances]
            options = {"demographics": args.demographics, "bot_samples": args.bot_samples, "log": log}
            fit = lm_forecasts(lm, sub_train, kind, task, **options)
            scored = lm_forecasts(lm, sub_test, kind, task, **options)
            for name in scored[0]["forecasts"]:
                raw_test = [r["forecasts"][name] for r in scored]
                record(name, seed, sub_test, raw_test, train_mean)
                raw_train = [r["forecasts"][name] for r in fit]
                for scaler_name, fit_scaler in SCALERS.items() if len(fit) >= 2 else ():
                    if scaler_name == "platt" and task == "funq":
                        continue  # Platt maps into (0, 1); FUnQ targets are signed
                    scaler = fit_scaler(raw_train, [row["target"] for row in sub_train])
                    values = [float(v) for v in np.clip(scaler(raw_test), low, high)]
                    record(f"{name}+{scaler_name}", seed, sub_test, values, train_mean)
                    results["forecasters"][f"{name}+{scaler_name}"].setdefault("scaling", {})[seed] = scaler.params
                seconds[name] = seconds.get(name, 0.0) + time.time() - start
            for split, rows in (("train", fit), ("test", scored)):
                raw_answers.extend({"seed": seed, "forecaster": kind, "split": split, **r} for r in rows)
            results["lm"] = {"bot_samples": lm.samples, "bot_forced_answers": lm.forced}
            log(f"{kind} done; BoT samples so far {lm.samples}, of which {lm.forced} needed a forced answer")

    for name, block in results["forecasters"].items():
        block["summary"] = summarize(block["per_seed"])
        block["seconds"] = seconds.get(name, 0.0)
    with (out_dir / "predictions.jsonl").open("w", encoding="utf-8") as handle:
        for row in predictions:
            handle.write(json.dumps(row) + "\n")
    if raw_answers:
        with (out_dir / "lm_answers.jsonl").open("w", encoding="utf-8") as handle:
            for row in raw_answers:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    (out_dir / "results.json").write_text(json.dumps(results, indent=2), encoding="utf-8")
    (out_dir / "summary.md").write_text(summary_markdown(args.dataset_config, results), encoding="utf-8")
    if args.plots:
        plot_forecasts(out_dir / "predictions.jsonl", out_dir / "plots", title=args.dataset_config)
    log(f"wrote {out_dir}/results.json, summary.md, predictions.jsonl" + (", plots/" if args.plots else ""))
    return results


def make_parser(subparsers=None, prog: str | None = None):
    from hedgehub.training import command_parser

    return command_parser(
        (ForecastArguments,),
        name="forecasting",
        help="Forecast others' uncertainty and score it.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
