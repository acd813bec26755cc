"""Zero-shot WEP probing with a causal language model: which hypothesis does the model find more likely?

For each row the model scores the valid and the invalid hypothesis as continuations of the context, three ways:

- ``plain``: the sum of the token log-probabilities of the hypothesis after the context;
- ``length_normalized``: the same divided by the number of hypothesis tokens;
- ``calibrated``: the plain score minus the score of the hypothesis alone (after only the BOS token), i.e. the
  probability divided by the hypothesis-alone probability, which removes the prior of each WEP phrase.

The variant with the best validation accuracy (per config) is the one reported; all three are written. Scores come
from :class:`hedgehub.lm.ContinuationScorer`, cached on disk (``scores.jsonl``), so a run that stops for its time
budget resumes where it was. The valid and the invalid hypothesis share their context: the context is run once and
its key/value cache is reused for both (``shared_prefix``, on by default; it agrees with the one-sequence-per-text
path to 1e-3 in log-probability and costs 25-35% less on this data).

Usage:

    # SmolLM2-135M-Instruct (shipped offline), 100 validation and 300 test rows per config, at most 60 minutes
    python -m hedgehub.evaluation.wep_zero_shot --output_dir runs/wep/zero-shot-smollm2 \\
        --validation_samples 100 --test_samples 300 --time_budget_minutes 60

Outputs in ``output_dir``: ``zero_shot.json`` (accuracy per config, variant and split; rows scored; seconds),
``predictions_<config>_<split>.jsonl`` and the score cache ``scores.jsonl``.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.training import load_split
from hedgehub.wep_training import DEFAULT_DATASET


logger = logging.getLogger(__name__)
VARIANTS = ("plain", "length_normalized", "calibrated")


@dataclass
class ZeroShotArguments:
    model_name_or_path: str = field(default="smollm2", metadata={"help": "Causal LM: alias, Hub id or folder."})
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged folder or Hub id."})
    configs: list[str] = field(
        default_factory=lambda: ["reasoning_1hop", "reasoning_2hop", "usnli"],
        metadata={"help": "Configs to score (missing ones are skipped and reported)."},
    )
    validation_samples: int = field(default=100, metadata={"help": "First N validation rows (variant selection)."})
    test_samples: int = field(default=300, metadata={"help": "First N test rows (reported accuracy)."})
    output_dir: str = field(default="runs/wep/zero-shot-smollm2", metadata={"help": "Where results go."})
    batch_size: int = field(default=8, metadata={"help": "Rows (contexts) or texts per forward pass."})
    shared_prefix: bool = field(
        default=True, metadata={"help": "Run each context once for both hypotheses (key/value cache reuse)."}
    )
    max_length: int = field(default=384, metadata={"help": "Max tokens of prefix + continuation (left-truncated)."})
    time_budget_minutes: float | None = field(
        default=None, metadata={"help": "Stop scoring new rows after this long (cached rows still count)."}
    )


def choose_variant(scores: dict[str, float]) -> str:
    """The variant with the best accuracy (ties: the order of :data:`VARIANTS`).

    Examples:

        >>> choose_variant({"plain": 55.0, "length_normalized": 61.0, "calibrated": 61.0})
        'length_normalized'
    """
    return max(VARIANTS, key=lambda v: (scores[v], -VARIANTS.index(v)))


def variant_scores(context: dict, alone: dict) -> dict[str, float]:
    """The three scores of one hypothesis from its (log-prob sum, token count) after the context and alone.

    Examples:

        >>> variant_scores({"logprob": -12.0, "n_tokens": 6}, {"logprob": -20.0, "n_tokens": 6})
        {'plain': -12.0, 'length_normalized': -2.0, 'calibrated': 8.0}
    """
    return {
        "plain": context["logprob"],
        "length_normalized": context["logprob"] / max(1, context["n_tokens"]),
        "calibrated": context["logprob"] - alone["logprob"],
    }


def row_pairs(row: dict) -> list[tuple[str, str]]:
    """The four texts a row needs: each hypothesis after the context, and alone."""
    return [
        (row["context"], row["valid_hypothesis"]),
        (row["context"], row["invalid_hypothesis"]),
        ("", row["valid_hypothesis"]),
        ("", row["invalid_hypothesis"]),
    ]


def score_rows(scorer, rows: list[dict], deadline: float | None) -> list[dict]:
    """Per-row predictions for every variant, ``scorer.batch_size`` rows at a time; stops (returning fewer rows)
    when ``deadline`` passes (rows already in the cache still count)."""
    scores: list[list[dict]] = []
    for start in range(0, len(rows), scorer.batch_size):
        chunk = full = rows[start : start + scorer.batch_size]
        if deadline is not None and time.monotonic() > deadline:  # past the budget: only the leading cached rows
            chunk = list(itertools.takewhile(lambda r: all(map(scorer.is_cached, row_pairs(r))), full))
        flat = scorer.score([p for r in chunk for p in row_pairs(r)]) if chunk else []
        scores += [flat[i : i + 4] for i in range(0, len(flat), 4)]
        if len(chunk) < len(full):
            break
    out = []
    for row, (ctx_valid, ctx_invalid, alone_valid, alone_invalid) in zip(rows, scores, strict=False):
        valid, invalid = variant_scores(ctx_valid, alone_valid), variant_scores(ctx_invalid, alone_invalid)
        out.append(
            {
                "probability": row["probability"],
                "valid_wep": row.get("valid_wep"),
                "invalid_wep": row.get("invalid_wep"),
                **{f"{v}_correct": bool(valid[v] > invalid[v]) for v in VARIANTS},
                **{f"{v}_margin": valid[v] - invalid[v] for v in VARIANTS},
            }
        )
    return out


def accuracy(preds: list[dict], variant: str) -> float | None:
    return 100.0 * sum(p[f"{variant}_correct"] for p in preds) / len(preds) if preds else None


def main(args: ZeroShotArguments) -> dict:
    """Score every config; write ``zero_shot.json`` and the per-row predictions; returns the summary."""
    from hedgehub.lm import ContinuationScorer

    output_dir = Path(args.output_dir)
    output_dir.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    deadline = start + 60 * args.time_budget_minutes if args.time_budget_minutes else None
    scorer = ContinuationScorer(
        args.model_name_or_path,
        output_dir / "scores.jsonl",
        batch_size=args.batch_size,
        max_length=args.max_length,
        shared_prefix=args.shared_prefix,
    )
    summary: dict = {"model": args.model_name_or_path, "configs": {}}
    for config in args.configs:
        entry: dict = {}
        for split, limit in (("validation", args.validation_samples), ("test", args.test_samples)):
            ds = load_split(args.dataset_name, config, split)
            if ds is None:
                entry[split] = None
                continue
            rows = list(ds.select(range(min(limit, len(ds)))))
            t0 = time.monotonic()
            preds = score_rows(scorer, rows, deadline)
            with open(output_dir / f"predictions_{config}_{split}.jsonl", "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(p) + "\n" for p in preds)
            entry[split] = {
                "rows": len(preds),
                "requested": len(rows),
                "seconds": round(time.monotonic() - t0, 1),
                "accuracy": {v: accuracy(preds, v) for v in VARIANTS},
            }
        if not entry.get("test"):
            summary["configs"][config] = None
            logger.warning("%s: not built, skipped", config)
            continue
        val = entry.get("validation")
        entry["selected_variant"] = choose_variant(val["accuracy"]) if val and val["rows"] else "calibrated"
        entry["test_accuracy"] = entry["test"]["accuracy"][entry["selected_variant"]]
        summary["configs"][config] = entry
        logger.info(
            "%s: %s -> test %s on %d rows",
            config,
            entry["selected_variant"],
            entry["test_accuracy"],
            entry["test"]["rows"],
        )
    summary["seconds"] = round(time.monotonic() - start, 1)
    (output_dir / "zero_shot.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return summary


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``wep-zero-shot`` on a command line)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ZeroShotArguments,),
        name="wep-zero-shot",
        help="Zero-shot WEP probing of a causal LM",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(message)s")
    main(*make_parser().parse_args_and_config())
