"""Evaluate a WEP multiple-choice model: accuracy on every config (cross-transfer) and the 19-WEP scan.

Sileo & Moens's Table 1 is the cross-transfer matrix: train on one config, test on all three. The 19-WEP scan scores
the hypothesis clause of test rows with every WEP; the softmax over the 19 sentences gives the model's expected
probability (sum of softmax x word median) and its preferred word, compared with the row's true probability
(Spearman's rho, and the calibration plot of :mod:`hedgehub.evaluation.wep_report`).
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path

from hedgehub.evaluation.wep_report import plot, scan_correlation
from hedgehub.training import load_split
from hedgehub.wep import WEP_PROBABILITIES, verbalize
from hedgehub.wep_training import PLOT_FILE, to_choices


logger = logging.getLogger(__name__)


def score_choices(model, tokenizer, contexts: list[str], choices: list[list[str]], max_length: int, batch_size=32):
    """Logits ``(n, n_choices)`` of the multiple-choice head for each context and its choices.

    Rows are scored in order of length (less padding), ``batch_size`` rows per forward pass, and returned in the
    input order.
    """
    import torch

    model.eval()
    order = sorted(range(len(contexts)), key=lambda i: len(contexts[i]) + max(map(len, choices[i])))
    logits = [None] * len(contexts)
    with torch.no_grad():
        for start in range(0, len(order), batch_size):
            index = order[start : start + batch_size]
            k = len(choices[index[0]])
            enc = tokenizer(
                [contexts[i] for i in index for _ in range(k)],
                [h for i in index for h in choices[i]],
                truncation=True,
                max_length=max_length,
                padding=True,
                return_tensors="pt",
            )
            enc = {key: v.view(len(index), k, -1).to(model.device) for key, v in enc.items()}
            for i, row in zip(index, model(**enc).logits.float().cpu(), strict=True):
                logits[i] = row
    return torch.stack(logits) if logits else torch.zeros(0, 2)


def evaluate_config(model, tokenizer, ds, max_length: int, batch_size: int = 32) -> tuple[float, list[dict]]:
    """Accuracy (%) on ``ds`` and per-row predictions."""
    rows = list(ds)
    pairs = [to_choices(r) for r in rows]
    logits = score_choices(
        model, tokenizer, [r["context"] for r in rows], [p[0] for p in pairs], max_length, batch_size
    )
    probs = logits.softmax(-1)
    preds, correct = [], 0
    for row, (_, label), p in zip(rows, pairs, probs.tolist(), strict=True):
        pred = int(max(range(len(p)), key=p.__getitem__))
        correct += pred == label
        preds.append({"label": label, "prediction": pred, "p_valid": p[label], "probability": row["probability"]})
    return 100.0 * correct / max(1, len(rows)), preds


def wep_scan(model, tokenizer, ds, max_length: int) -> list[dict]:
    """Score the hypothesis clause with every WEP: the softmax over the 19 sentences gives the model's expected
    probability (sum of softmax x median) and its preferred word, compared with the row's probability."""
    words = list(WEP_PROBABILITIES)
    rows = list(ds)
    logits = score_choices(
        model,
        tokenizer,
        [r["context"] for r in rows],
        [[verbalize(r["hypothesis_clause"], w) for w in words] for r in rows],
        max_length,
        batch_size=4,
    )
    out = []
    for row, p in zip(rows, logits.softmax(-1).tolist(), strict=True):
        best = max(range(len(words)), key=p.__getitem__)
        out.append(
            {
                "probability": row["probability"],
                "valid_wep": row["valid_wep"],
                "predicted_probability": sum(pi * WEP_PROBABILITIES[w] for pi, w in zip(p, words, strict=True)),
                "predicted_wep": words[best],
            }
        )
    return out


def _write_jsonl(path: Path, rows: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(r) + "\n" for r in rows)


def cross_transfer(
    model,
    tokenizer,
    *,
    dataset_name: str,
    train_config: str,
    eval_configs,
    output_dir: str | Path,
    eval_split: str = "test",
    max_length: int = 256,
    max_eval_samples: int | None = None,
    batch_rows: int = 32,
    wep_scan_samples: int = 200,
) -> dict:
    """Evaluate ``model`` on the ``eval_split`` of every config; scan the 19 WEP on the training config.

    Writes ``predictions_<config>.jsonl`` per config, ``wep_scan_<config>.jsonl`` and the calibration plot into
    ``output_dir``.

    Returns:
        `dict`: ``accuracy`` (config → accuracy %, ``None`` for a config that was not built), ``wep_scan``
        (Spearman's and Pearson's rho of the scan, or ``None``) and ``seconds`` (wall time per step).
    """
    output_dir = Path(output_dir)
    results: dict[str, float | None] = {}
    timings: dict[str, float] = {}
    scan_stats = None
    for config in eval_configs:
        ds = load_split(dataset_name, config, eval_split)
        if ds is None:
            results[config] = None
            logger.info("%s: no %s split, skipped", config, eval_split)
            continue
        if max_eval_samples:
            ds = ds.select(range(min(max_eval_samples, len(ds))))
        t0 = time.perf_counter()
        acc, preds = evaluate_config(model, tokenizer, ds, max_length, batch_rows)
        timings[f"eval_{config}"] = round(time.perf_counter() - t0, 1)
        results[config] = acc
        _write_jsonl(output_dir / f"predictions_{config}.jsonl", preds)
        logger.info("%s %s: accuracy %.1f%% on %d rows", config, eval_split, acc, len(ds))
        if wep_scan_samples and config == train_config and config != "usnli":
            t0 = time.perf_counter()
            scan = wep_scan(model, tokenizer, ds.select(range(min(wep_scan_samples, len(ds)))), max_length)
            timings[f"wep_scan_{config}"] = round(time.perf_counter() - t0, 1)
            _write_jsonl(output_dir / f"wep_scan_{config}.jsonl", scan)
            scan_stats = {"config": config, **scan_correlation(scan)}
            logger.info("19-WEP scan on %s: %s", config, scan_stats)
            plot({f"{output_dir.name} on {config}": scan}, output_dir / PLOT_FILE)
    return {"accuracy": results, "wep_scan": scan_stats, "seconds": timings}
