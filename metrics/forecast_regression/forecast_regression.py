"""forecast_regression: scores probability forecasts of a continuous target (conversation forecasting).

A thin `evaluate.Metric` around :func:`hedgehub.metrics.forecast_regression.compute`, which hedgehub's own
forecasting runs call directly.
"""

import datasets
import evaluate

from hedgehub.metrics import forecast_regression as scoring


_CITATION = """\
@inproceedings{sicilia-alikhani-2025-evaluating,
  title = {Evaluating Theory of (an uncertain) Mind:
           Predicting the Uncertain Beliefs of Others from Conversational Cues},
  author = {Sicilia, Anthony and Alikhani, Malihe},
  booktitle = {Proceedings of the 63rd Annual Meeting of the Association for Computational Linguistics},
  year = {2025},
  url = {https://aclanthology.org/2025.acl-long.395/}
}
"""

_DESCRIPTION = """\
Regression scores for forecasts of a probability-valued target, as used to evaluate conversation forecasting of
others' uncertainty (Sicilia & Alikhani, ACL 2025): Pearson r, Spearman rho, mean absolute error, out-of-sample
R^2, bias and the spread of the predictions.

The out-of-sample R^2 compares the forecaster with the simplest honest baseline: predicting the mean target of the
*training* instances for every test instance,

    R2_oos = 1 - sum((y - yhat)^2) / sum((y - train_mean)^2).

It is 0 for the baseline, negative for a forecaster worse than it, and the share of explained variance otherwise.
Unlike the in-sample R^2 it does not use the test mean, which a forecaster cannot know.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (`list` of `float`): the forecasts.
    references (`list` of `float`): the targets.
    train_mean (`float`): the mean target of the training instances (the baseline of R2_oos). Required.

Returns:
    pearson (`float`): Pearson correlation (NaN if predictions or references are constant).
    spearman (`float`): Spearman rank correlation (NaN if either is constant).
    mae (`float`): mean absolute error.
    mse (`float`): mean squared error.
    r2_oos (`float`): 1 - MSE / MSE of predicting `train_mean` (NaN if the references all equal `train_mean`).
    bias (`float`): mean of predictions - references.
    prediction_std (`float`): population standard deviation of the predictions (0 = a constant forecaster).

Examples:

    A forecaster that tracks the targets, against a training mean of 0.5:

    >>> import evaluate
    >>> metric = evaluate.load("metrics/forecast_regression")  # from a clone; on the Hub: "<org>/forecast_regression"
    >>> results = metric.compute(predictions=[0.2, 0.4, 0.6, 0.8], references=[0.1, 0.5, 0.5, 0.9], train_mean=0.5)
    >>> {k: round(v, 4) for k, v in results.items()}  # doctest: +NORMALIZE_WHITESPACE
    {'pearson': 0.9487, 'spearman': 0.9487, 'mae': 0.1, 'mse': 0.01, 'r2_oos': 0.875,
     'bias': 0.0, 'prediction_std': 0.2236}

    Predicting the training mean itself scores R2_oos = 0 and has no correlation:

    >>> results = metric.compute(predictions=[0.3, 0.3, 0.3], references=[0.1, 0.3, 0.8], train_mean=0.3)
    >>> import math
    >>> results["r2_oos"], results["prediction_std"], math.isnan(results["pearson"])
    (0.0, 0.0, True)
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class ForecastRegression(evaluate.Metric):
    def _info(self):
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {"predictions": datasets.Value("float64"), "references": datasets.Value("float64")}
            ),
            reference_urls=["https://aclanthology.org/2025.acl-long.395/"],
        )

    def _compute(self, predictions, references, train_mean=None):
        return scoring.compute(predictions, references, train_mean)
