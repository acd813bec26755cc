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
"""QUITE accuracy: score probability answers (or ProbLog programs) the way the QUITE paper does."""

import json
import math

import datasets
import evaluate


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
    backend (`str`, *optional*, defaults to `"ddnnf"`): ``"programs"`` config only: ProbLog knowledge-compilation
        backend.

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

REASONING_TYPES = ("causal", "evidential", "explaining_away")
REL_TOL = 1e-4
# ProbLog's floating-point arithmetic can land a hair outside [0, 1] (1.0000000000000002); in the "programs" config a
# solver result within this distance of the interval is clipped into it instead of being counted as an error.
SOLVER_SLACK = 1e-9

_CONFIGS = ("default", "probabilities", "programs")
# Predictions are stored as JSON text (feature `Value("string")`), so that `evaluate` never converts or rejects them
# before `_compute` sees them: "0.5" stays a string, True stays a boolean, [0.5] stays a list. The first character
# says how the value was stored: "j" + its JSON, or "r" + a short description of a value JSON cannot hold.
_JSON, _OPAQUE = "j", "r"


def _normalise_type(label: str) -> str:
    return str(label).strip().lower().replace("-", "_").replace(" ", "_")


def _describe(value) -> str:
    """A short, never-raising description of a value for row messages: its repr (cut at 40 characters) and type."""
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__, or an int too long to print
        text = "<unprintable>"
    return f"{text[:40]}{'…' if len(text) > 40 else ''} ({type(value).__name__})"


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
        return _OPAQUE + _describe(value)


def _decode_prediction(text) -> tuple[object, str]:
    """(value, "") for a stored prediction, or (None, description) when the value could not be stored as JSON."""
    if isinstance(text, str) and text.startswith(_JSON):
        try:
            return json.loads(text[1:]), ""
        except (ValueError, RecursionError):
            return None, "unreadable prediction"
    if isinstance(text, str) and text.startswith(_OPAQUE):
        return None, text[1:]
    return None, _describe(text)


def _as_probability(value, opaque: str = "") -> tuple[float | None, str | None, str]:
    """(probability, error kind, message) for one decoded prediction in the default config.

    Only an `int` or `float` is a number: ``"0.5"``, ``True``, ``[0.5]`` and ``{"p": 0.5}`` are ``not_a_number``; an
    int too large for a float (``10**400``) is ``out_of_range``. ``opaque`` describes a value JSON could not hold.
    """
    if opaque:
        return None, "not_a_number", f"prediction {opaque} is not a number"
    if value is None:
        return None, "missing", "no prediction"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None, "not_a_number", f"prediction {_describe(value)} is not a number"
    try:
        number = float(value)
    except OverflowError:
        return None, "out_of_range", f"prediction {_describe(value)} is outside [0, 1]"
    if math.isnan(number):
        return None, "nan", "prediction is NaN"
    if not 0.0 <= number <= 1.0:
        return number, "out_of_range", f"prediction {number!r} is outside [0, 1]"
    return number, None, ""


def _rmse(pairs: list[tuple[float, float]]) -> float | None:
    if not pairs:
        return None
    return math.sqrt(sum((p - g) ** 2 for p, g in pairs) / len(pairs))


def _percent(part: int, whole: int) -> float | None:
    return None if whole == 0 else 100.0 * part / whole


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class QuiteAccuracy(evaluate.Metric):
    """QUITE accuracy, RMSE and per-reasoning-type scores for probability answers or ProbLog programs."""

    def _info(self):
        if self.config_name not in _CONFIGS:
            raise KeyError(f"unknown config {self.config_name!r} for quite_accuracy; choose one of {list(_CONFIGS)}")
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
        n = len(references)
        if len(predictions) != n:
            raise ValueError(f"got {len(predictions)} predictions for {n} references")
        if reasoning_types is not None and len(reasoning_types) != n:
            raise ValueError(f"got {len(reasoning_types)} reasoning_types rows for {n} references")
        decoded = [_decode_prediction(text) for text in predictions]
        golds = []
        for i, gold in enumerate(references):
            if gold is None or math.isnan(gold) or not (gold == -1 or 0.0 <= gold <= 1.0):
                raise ValueError(f"reference {i} is {gold!r}; a gold answer must be in [0, 1] or -1")
            golds.append(float(gold))

        if self.config_name == "programs":
            probabilities, errors, messages = self._run_programs(decoded, timeout_s, memory_mb, workers, backend)
        else:
            given = {"timeout_s": timeout_s, "memory_mb": memory_mb, "workers": workers, "backend": backend}
            extra = sorted(k for k, v in given.items() if v is not None)
            if extra:
                raise ValueError(f"{extra} only apply to the 'programs' config of quite_accuracy")
            probabilities, errors, messages = [], [], []
            for value, opaque in decoded:
                probability, kind, message = _as_probability(value, opaque)
                probabilities.append(probability)
                errors.append(kind)
                messages.append(message)

        statuses = []
        counts = {"correct": 0, "wrong": 0, "error": 0, "flagged": 0, "invalid": 0}
        with_fallback, non_error = [], []
        per_type = {t: [0, 0] for t in REASONING_TYPES}  # type -> [correct, total]
        for i, gold in enumerate(golds):
            probability, kind = probabilities[i], errors[i]
            if gold == -1:
                counts["invalid"] += 1
                if self.config_name == "programs":
                    flagged = kind == "inconsistent_evidence"
                else:
                    flagged = probability is not None and probability == -1
                status = "flagged" if flagged else "not_flagged"
                counts["flagged"] += flagged
                statuses.append(status)
                continue
            if kind is not None:
                status = "error"
                with_fallback.append((0.5, gold))
            else:
                status = "correct" if math.isclose(probability, gold, rel_tol=REL_TOL) else "wrong"
                with_fallback.append((probability, gold))
                non_error.append((probability, gold))
            counts[status] += 1
            statuses.append(status)
            if reasoning_types is not None:
                labels = {_normalise_type(t) for t in (reasoning_types[i] or [])}
                if "explaining_away" in labels:
                    labels = {"explaining_away"}
                for label in labels & set(REASONING_TYPES):
                    per_type[label][1] += 1
                    per_type[label][0] += status == "correct"

        scored = counts["correct"] + counts["wrong"] + counts["error"]
        results = {
            "correct": _percent(counts["correct"], scored),
            "wrong": _percent(counts["wrong"], scored),
            "error": _percent(counts["error"], scored),
            "rmse_50": _rmse(with_fallback),
            "rmse_non_error": _rmse(non_error),
        }
        for label in REASONING_TYPES:
            results[f"correct_{label}"] = None if reasoning_types is None else _percent(*per_type[label])
        results["invalid_evidence_flagged"] = _percent(counts["flagged"], counts["invalid"])
        results["num_scored"] = scored
        results["num_invalid_evidence"] = counts["invalid"]
        for label in REASONING_TYPES:
            results[f"num_{label}"] = per_type[label][1]
        if return_rows:
            results["row_probability"] = probabilities
            results["row_status"] = statuses
            results["row_error"] = errors
            results["row_message"] = messages
        return results

    @staticmethod
    def _run_programs(decoded, timeout_s, memory_mb, workers, backend):
        from hedgehub import problog

        programs = {i: value for i, (value, _) in enumerate(decoded) if isinstance(value, str)}
        run = (
            problog.run_programs(
                list(programs.values()),
                timeout_s=problog.DEFAULT_TIMEOUT_S if timeout_s is None else float(timeout_s),
                memory_mb=problog.DEFAULT_MEMORY_MB if memory_mb is None else int(memory_mb),
                backend=problog.DEFAULT_BACKEND if backend is None else backend,
                workers=workers,
            )
            if programs
            else []
        )
        results = dict(zip(programs, run, strict=True))
        probabilities, errors, messages = [], [], []
        for i, (value, opaque) in enumerate(decoded):
            result = results.get(i)
            if result is None:
                probabilities.append(None)
                errors.append("missing" if value is None and not opaque else "not_a_program")
                messages.append(
                    "no prediction"
                    if value is None and not opaque
                    else f"prediction {opaque or _describe(value)} is not a ProbLog program (a str)"
                )
                continue
            if result.error is not None:
                probabilities.append(None)
                errors.append(result.error)
                messages.append(result.message)
                continue
            if len(result.probabilities) != 1:
                probabilities.append(None)
                errors.append("other")
                messages.append(f"expected exactly one query, the program asks {len(result.probabilities)}")
                continue
            probability = float(result.probability)
            if -SOLVER_SLACK <= probability < 0.0 or 1.0 < probability <= 1.0 + SOLVER_SLACK:
                probability = min(1.0, max(0.0, probability))
            kind, message = None, ""
            if math.isnan(probability) or not 0.0 <= probability <= 1.0:
                kind, message = "other", f"the solver returned {probability!r}, outside [0, 1]"
            probabilities.append(probability)
            errors.append(kind)
            messages.append(message)
        return probabilities, errors, messages


def _as_list(predictions) -> list:
    """The rows of a predictions batch (a list, tuple, array or tensor); a lone string or mapping is refused."""
    if isinstance(predictions, (str, bytes, dict)) or not hasattr(predictions, "__iter__"):
        raise ValueError(f"predictions must be a list with one prediction per pair, got {_describe(predictions)}")
    if hasattr(predictions, "tolist"):
        try:
            return list(predictions.tolist())
        except Exception:
            pass
    return list(predictions)
