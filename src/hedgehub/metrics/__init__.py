"""The scoring behind hedgehub's ``evaluate`` metrics, as plain functions the library calls directly.

- :mod:`hedgehub.metrics.quite_accuracy` — QUITE's correct / wrong / error, RMSEs and per-reasoning-type accuracy of
  probabilities or ProbLog programs; :func:`~hedgehub.metrics.quite_accuracy.is_correct` is the one rule of
  correctness every part of hedgehub uses.
- :mod:`hedgehub.metrics.forecast_regression` — Pearson, Spearman, MAE, out-of-sample R² of probability forecasts.

The repository's ``metrics/<name>/`` folders are thin ``evaluate.Metric`` wrappers around these modules (loadable
with ``evaluate.load(folder)`` and publishable as Hub metric Spaces); the library never loads a metric folder.
"""
