"""Regression scores of probability forecasts of a continuous target (conversation forecasting).

The logic of the ``forecast_regression`` metric (``metrics/forecast_regression``), which wraps :func:`compute`.

Examples:

    >>> scores = compute([0.2, 0.4, 0.6, 0.8], [0.1, 0.5, 0.5, 0.9], train_mean=0.5)
    >>> round(scores["r2_oos"], 4), round(scores["pearson"], 4)
    (0.875, 0.9487)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np


def _corr(x: np.ndarray, y: np.ndarray) -> float:
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return float("nan")
    return float(np.corrcoef(x, y)[0, 1])


def _ranks(x: np.ndarray) -> np.ndarray:
    """Average ranks (ties share their mean rank), as Spearman's rho needs."""
    order = np.argsort(x, kind="mergesort")
    ranks = np.empty(len(x), dtype=float)
    sorted_x = x[order]
    start = 0
    for end in range(1, len(x) + 1):
        if end == len(x) or sorted_x[end] != sorted_x[start]:
            ranks[order[start:end]] = (start + end - 1) / 2.0
            start = end
    return ranks


def compute(predictions: Sequence[float], references: Sequence[float], train_mean: float | None) -> dict[str, float]:
    """Pearson r, Spearman rho, MAE, MSE, R²_oos (against predicting ``train_mean``), bias and prediction spread.

    Args:
        predictions (`Sequence[float]`): the forecasts.
        references (`Sequence[float]`): the targets.
        train_mean (`float`): the mean target of the training instances (the baseline of R²_oos). Required.

    Returns:
        `dict[str, float]`: plain Python floats (correlations are NaN when either side is constant).
    """
    if train_mean is None:
        raise ValueError(
            "forecast_regression needs train_mean, the mean target of the training instances "
            "(R2_oos compares the forecasts with predicting it)"
        )
    train_mean = float(train_mean)
    if math.isnan(train_mean):
        raise ValueError("train_mean is NaN")
    pred = np.asarray(predictions, dtype=float)
    ref = np.asarray(references, dtype=float)
    if len(pred) == 0:
        raise ValueError("forecast_regression needs at least one prediction")
    if len(pred) != len(ref):
        raise ValueError(f"got {len(pred)} predictions for {len(ref)} references")
    if np.isnan(pred).any() or np.isnan(ref).any():
        where = np.flatnonzero(np.isnan(pred) | np.isnan(ref))[:5].tolist()
        raise ValueError(f"predictions or references contain NaN (at positions {where})")
    errors = pred - ref
    mse = float(np.mean(errors**2))
    baseline = float(np.mean((ref - train_mean) ** 2))
    return {
        "pearson": _corr(pred, ref),
        "spearman": _corr(_ranks(pred), _ranks(ref)),
        "mae": float(np.mean(np.abs(errors))),
        "mse": mse,
        "r2_oos": float(1.0 - mse / baseline) if baseline > 0 else float("nan"),
        "bias": float(np.mean(errors)),
        "prediction_std": float(np.std(pred)),
    }
