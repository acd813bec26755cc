# Copyright 2026 The hedgehub Authors.
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""QUITE accuracy: score probability answers (or ProbLog programs) the way the QUITE paper does.

A thin `evaluate.Metric` around :mod:`hedgehub.metrics.quite_accuracy` (the scoring itself, which hedgehub's own
evaluations call directly); the ``programs`` config executes programs only after the opt-in
``HEDGEHUB_ALLOW_PROGRAM_EXECUTION=1``.
"""

import json
import os

import datasets
import evaluate

from hedgehub.metrics import quite_accuracy as scoring


_CITATION = """\
@inproceedings{schrader-etal-2024-quite,
    title = "{QUITE}: Quantifying Uncertainty in Natural Language Text in {B}ayesian Reasoning Scenarios",
    author = "Schrader, Timo Pierre  and
      Lange, Lukas  and
      Razniewski, Simon  and
      Friedrich, Annemarie",
    booktitle = "Proceedings of the 2024 Conference on Empirical Methods in Natural Language Processing",
    year = "2024",
    publisher = "Association for Computational Linguistics",
    eprint = "2410.10449",
    archivePrefix = "arXiv",
}
"""

_DESCRIPTION = """\
Scores answers to QUITE evidence-query pairs as the QUITE paper does. A predicted probability is *correct* when it
lies in [0, 1] and equals the gold answer within a relative tolerance of 1e-4 (``math.isclose(p, gold,
rel_tol=1e-4)``), *wrong* when it lies in [0, 1] but differs, and an *error* when it is missing (``None``), NaN or
outside [0, 1]. Reported: % correct, % wrong, % error, RMSE_50% (errors counted as 0.5), RMSE_nonError (over
non-error predictions only), % correct per reasoning type (causal, evidential, explaining away; a pair labelled
explaining away counts only there), and the % of invalid-evidence pairs (gold answer -1) that the prediction flags.
Gold -1 pairs are excluded from every other score.

Two configurations: ``"default"`` (alias ``"probabilities"``) takes predicted probabilities; ``"programs"`` takes
predicted ProbLog programs, runs them with ``hedgehub.problog.run_programs`` (separate worker processes with
wall-clock and memory limits and an allow-list of clause forms) and scores the probability of each program's single
query; a program error is a prediction error, and the error ``inconsistent_evidence`` flags invalid evidence.
Executing programs is opt-in: the ``"programs"`` config refuses to run unless the environment variable
``HEDGEHUB_ALLOW_PROGRAM_EXECUTION`` is ``"1"``.
"""

_KWARGS_DESCRIPTION = """
Computes the QUITE scores.

Args:
    predictions (`list[float | None]` or `list[str]`): in the default config, one predicted probability per pair;
        ``None``, NaN, any value outside [0, 1] and anything that is not an `int` or `float` (a string such as
        ``"0.5"``, a boolean, a list, a dict) count as errors, and ``-1`` flags invalid evidence. In the
        ``"programs"`` config, one ProbLog program (`str`) per pair with exactly one ``query``; anything else counts
        as an error. A malformed prediction never raises: it is an error row, and ``row_error`` / ``row_message``
        say why.
    references (`list[float]`): gold answers in [0, 1], or ``-1`` for a pair whose evidence is impossible.
    reasoning_types (`list[list[str]]`, *optional*): the reasoning types of each pair (``"causal"``,
        ``"evidential"``, ``"explaining_away"``; other labels are ignored). Needed for the per-type scores.
    return_rows (`bool`, *optional*, defaults to `False`): also return per-row lists ``row_probability``,
        ``row_status`` (``correct`` / ``wrong`` / ``error`` / ``flagged`` / ``not_flagged``), ``row_error`` and
        ``row_message``, so that every score can be audited.
    timeout_s (`float`, *optional*, defaults to `10.0`): ``"programs"`` config only: wall-clock limit per program.
    memory_mb (`int`, *optional*, defaults to `2048`): ``"programs"`` config only: memory limit per worker process.
    workers (`int`, *optional*, defaults to the number of CPUs): ``"programs"`` config only: worker processes.
    backend (`str`, *optional*, defaults to `"auto"`): ``"programs"`` config only: ``"auto"`` answers
        Bayesian-network programs exactly (``hedgehub.exact``) and the rest with ProbLog; ``"problog"`` forces ProbLog.

Returns:
    `dict`: percentages in 0-100 and RMSEs on the probability scale (0-1), as plain Python floats:
        correct (`float`): % of scored pairs (gold in [0, 1]) answered correctly.
        wrong (`float`): % of scored pairs answered with a probability that is not the gold one.
        error (`float`): % of scored pairs without a usable probability.
        rmse_50 (`float`): RMSE over scored pairs, errors replaced by 0.5.
        rmse_non_error (`float`): RMSE over scored pairs whose prediction is not an error.
        correct_causal, correct_evidential, correct_explaining_away (`float`): % correct among the scored pairs
            of that reasoning type (``None`` when ``reasoning_types`` is not given).
        invalid_evidence_flagged (`float`): % of gold -1 pairs whose prediction is -1 (default config) or whose
            program fails with ``inconsistent_evidence`` (``"programs"`` config).
        num_scored, num_invalid_evidence, num_causal, num_evidential, num_explaining_away (`int`): the row counts
            behind each percentage.
    A score with no rows to average over (no scored pairs, no pair of that type, no gold -1 pair) is ``None``.

Examples:

    >>> import evaluate
    >>> quite = evaluate.load("metrics/quite_accuracy")
    >>> results = quite.compute(
    ...     predictions=[0.5, 0.25, None, 1.5, -1.0],
    ...     references=[0.50001, 0.5, 0.3, 0.7, -1.0],
    ...     reasoning_types=[["causal"], ["evidential", "explaining_away"], ["evidential"], [], []],
    ... )
    >>> results["correct"], results["wrong"], results["error"]
    (25.0, 25.0, 50.0)
    >>> round(results["rmse_50"], 4), round(results["rmse_non_error"], 4)
    (0.1887, 0.1768)
    >>> results["correct_causal"], results["correct_evidential"], results["correct_explaining_away"]
    (100.0, 0.0, 0.0)
    >>> results["invalid_evidence_flagged"]
    100.0

    The ``programs`` config executes the programs, so it refuses to run until you opt in (as ``code_eval`` does):

    >>> import os
    >>> os.environ["HEDGEHUB_ALLOW_PROGRAM_EXECUTION"] = "1"
    >>> programs = evaluate.load("metrics/quite_accuracy", "programs")
    >>> results = programs.compute(
    ...     predictions=[
    ...         "0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\\\+ rain. query(wet).",
    ...         "0.3::rain. evidence(rain, true). query(rain).",
    ...         ":- consult('/etc/passwd'). query(rain).",
    ...         "0.3::rain. 0.0::wet :- rain. evidence(wet, true). query(rain).",
    ...     ],
    ...     references=[0.34, 0.3, 0.3, -1],
    ...     timeout_s=10,
    ...     workers=1,
    ...     return_rows=True,
    ... )
    >>> results["correct"], results["wrong"], results["error"], results["invalid_evidence_flagged"]
    (33.333333333333336, 33.333333333333336, 33.333333333333336, 100.0)
    >>> results["row_status"]
    ['correct', 'wrong', 'error', 'flagged']
    >>> results["row_error"]
    [None, None, 'unsafe', 'inconsistent_evidence']
"""

ALLOW_EXECUTION_ENV = "HEDGEHUB_ALLOW_PROGRAM_EXECUTION"
_EXECUTION_WARNING = f"""
################################################################################
                                  !!!WARNING!!!
################################################################################
The "programs" config of quite_accuracy executes ProbLog programs, typically written by a model. hedgehub.problog
runs them in separate worker processes with wall-clock and memory limits, after an allow-list check of the clause
forms and under an audit hook; that is process isolation, not an operating-system sandbox. Run untrusted programs at
scale inside a container as well.

Once you have read this, opt in by setting the environment variable {ALLOW_EXECUTION_ENV}="1":

>>> import os
>>> os.environ["{ALLOW_EXECUTION_ENV}"] = "1"
################################################################################\
"""

# Predictions are stored as JSON text (feature `Value("string")`), so that `evaluate` never converts or rejects them
# before `_compute` sees them: "0.5" stays a string, True stays a boolean, [0.5] stays a list. The first character
# says how the value was stored: "j" + its JSON, or "r" + a short description of a value JSON cannot hold.
_JSON, _OPAQUE = "j", "r"


def _encode_prediction(value) -> str:
    """One prediction as the text stored in the metric's cache; never raises."""
    if getattr(value, "shape", None) == () and hasattr(value, "item"):  # numpy / torch scalar
        try:
            value = value.item()
        except Exception:
            pass
    elif hasattr(value, "tolist") and not isinstance(value, (str, bytes)):  # numpy / torch array
        try:
            value = value.tolist()
        except Exception:
            pass
    try:
        return _JSON + json.dumps(value, allow_nan=True)
    except Exception:  # not JSON-serialisable, circular, too deep, an int too long to print
        if isinstance(value, int) and not isinstance(value, bool):
            return _JSON + ("Infinity" if value > 0 else "-Infinity")  # out of range either way
        return _OPAQUE + scoring.describe(value)


def _decode_prediction(text) -> tuple[object, str]:
    """(value, "") for a stored prediction, or (None, description) when the value could not be stored as JSON."""
    if isinstance(text, str) and text.startswith(_JSON):
        try:
            return json.loads(text[1:]), ""
        except (ValueError, RecursionError):
            return None, "unreadable prediction"
    if isinstance(text, str) and text.startswith(_OPAQUE):
        return None, text[1:]
    return None, scoring.describe(text)


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class QuiteAccuracy(evaluate.Metric):
    """QUITE accuracy, RMSE and per-reasoning-type scores for probability answers or ProbLog programs."""

    def _info(self):
        if self.config_name not in scoring.CONFIGS:
            raise KeyError(
                f"unknown config {self.config_name!r} for quite_accuracy; choose one of {list(scoring.CONFIGS)}"
            )
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            # predictions arrive JSON-encoded (see `add_batch`), so any value reaches `_compute` unchanged
            features=datasets.Features(
                {"predictions": datasets.Value("string"), "references": datasets.Value("float64")}
            ),
            homepage="https://github.com/boschresearch/quite-emnlp24",
            codebase_urls=["https://github.com/boschresearch/quite-emnlp24"],
            reference_urls=[
                "https://arxiv.org/abs/2410.10449",
                "https://huggingface.co/datasets/timo-pierre-schrader/QUITE",
            ],
        )

    def add_batch(self, *, predictions=None, references=None, **kwargs):
        """Add a batch of predictions (any values: each is stored as JSON and checked per row) and references."""
        if predictions is not None:
            predictions = [_encode_prediction(value) for value in _as_list(predictions)]
        return super().add_batch(predictions=predictions, references=references, **kwargs)

    def add(self, *, prediction=None, reference=None, **kwargs):
        """Add one prediction (any value: it is stored as JSON and checked in `compute`) and its reference."""
        return super().add(prediction=_encode_prediction(prediction), reference=reference, **kwargs)

    def _compute(
        self,
        predictions,
        references,
        reasoning_types=None,
        return_rows=False,
        timeout_s=None,
        memory_mb=None,
        workers=None,
        backend=None,
    ):
        if self.config_name == "programs" and os.getenv(ALLOW_EXECUTION_ENV) != "1":
            raise ValueError(_EXECUTION_WARNING)
        decoded = [_decode_prediction(text) for text in predictions]
        return scoring.compute(
            [value for value, _ in decoded],
            references,
            reasoning_types,
            config=self.config_name,
            return_rows=return_rows,
            timeout_s=timeout_s,
            memory_mb=memory_mb,
            workers=workers,
            backend=backend,
            opaque=[description for _, description in decoded],
        )


def _as_list(predictions) -> list:
    """The rows of a predictions batch (a list, tuple, array or tensor); a lone string or mapping is refused."""
    if isinstance(predictions, (str, bytes, dict)) or not hasattr(predictions, "__iter__"):
        raise ValueError(
            f"predictions must be a list with one prediction per pair, got {scoring.describe(predictions)}"
        )
    if hasattr(predictions, "tolist"):
        try:
            return list(predictions.tolist())
        except Exception:
            pass
    return list(predictions)
