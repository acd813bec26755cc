"""QUITE's scores of probability answers or ProbLog programs (Schrader et al., EMNLP 2024), as plain functions.

The logic of the ``quite_accuracy`` metric (``metrics/quite_accuracy``, which wraps :func:`compute`), and the one rule
of correctness every part of hedgehub uses (:func:`is_correct`): the dataset builder's re-verification of the gold
programs, the parser evaluations, the plots and the Space.

A prediction is *correct* when it lies in [0, 1] and ``math.isclose(p, gold, rel_tol=1e-4)``, *wrong* when it lies in
[0, 1] but differs, an *error* when it is missing, not a number, NaN or outside [0, 1]. Gold ``-1`` marks a pair whose
evidence is impossible; those pairs only count toward ``invalid_evidence_flagged``.

Examples:

    >>> is_correct(0.0113164, 0.011316399), is_correct(0.01132, 0.011316399), is_correct(None, 0.3)
    (True, False, False)
    >>> scores = compute([0.5, 0.25, None, 1.5, -1.0], [0.50001, 0.5, 0.3, 0.7, -1.0])
    >>> scores["correct"], scores["wrong"], scores["error"], scores["invalid_evidence_flagged"]
    (25.0, 25.0, 50.0, 100.0)
    >>> compute(["0.3::rain. query(rain).", "query(x)."], [0.3, 0.5], config="programs", workers=1)["correct"]
    50.0
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any


REL_TOL = 1e-4
"""Relative tolerance of a correct answer (the QUITE paper's)."""
REASONING_TYPES = ("causal", "evidential", "explaining_away")
CONFIGS = ("default", "probabilities", "programs")
SOLVER_SLACK = 1e-9
"""ProbLog's floating-point arithmetic can land a hair outside [0, 1] (1.0000000000000002); in the ``programs`` config
a solver result within this distance of the interval is clipped into it instead of being counted as an error."""


def is_correct(probability: float | None, gold: float) -> bool:
    """Whether ``probability`` answers a question whose gold answer is ``gold``: a number in [0, 1] with
    ``math.isclose(probability, gold, rel_tol=1e-4)``.

    Args:
        probability (`float` or `None`): the predicted (or re-computed) probability; `None` is never correct.
        gold (`float`): the gold answer.

    Returns:
        `bool`

    Examples:

        >>> gold = 0.011316399
        >>> is_correct(gold * (1 + 0.9e-4), gold), is_correct(gold * (1 + 1.1e-4), gold), is_correct(1.00001, 1.0)
        (True, False, False)
    """
    if probability is None or isinstance(probability, bool):
        return False
    try:
        probability = float(probability)
    except (TypeError, ValueError, OverflowError):
        return False
    return 0.0 <= probability <= 1.0 and math.isclose(probability, gold, rel_tol=REL_TOL)


def describe(value: Any) -> str:
    """A short, never-raising description of a value for row messages: its repr (cut at 40 characters) and type."""
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__, or an int too long to print
        text = "<unprintable>"
    return f"{text[:40]}{'…' if len(text) > 40 else ''} ({type(value).__name__})"


def as_probability(value: Any, opaque: str = "") -> tuple[float | None, str | None, str]:
    """(probability, error kind, message) for one prediction of the default config.

    Only an `int` or `float` is a number: ``"0.5"``, ``True``, ``[0.5]`` and ``{"p": 0.5}`` are ``not_a_number``; an
    int too large for a float (``10**400``) is ``out_of_range``. ``opaque`` describes a value the caller could not
    pass on (the metric stores predictions as JSON).

    Examples:

        >>> as_probability(0.5), as_probability("0.5")[1], as_probability(1.5)[1], as_probability(None)[1]
        ((0.5, None, ''), 'not_a_number', 'out_of_range', 'missing')
    """
    if opaque:
        return None, "not_a_number", f"prediction {opaque} is not a number"
    if value is None:
        return None, "missing", "no prediction"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None, "not_a_number", f"prediction {describe(value)} is not a number"
    try:
        number = float(value)
    except OverflowError:
        return None, "out_of_range", f"prediction {describe(value)} is outside [0, 1]"
    if math.isnan(number):
        return None, "nan", "prediction is NaN"
    if not 0.0 <= number <= 1.0:
        return number, "out_of_range", f"prediction {number!r} is outside [0, 1]"
    return number, None, ""


def run_predicted_programs(
    values: Sequence[Any],
    opaque: Sequence[str] | None = None,
    *,
    timeout_s: float | None = None,
    memory_mb: int | None = None,
    workers: int | None = None,
    backend: str | None = None,
) -> tuple[list[float | None], list[str | None], list[str]]:
    """Run each predicted ProbLog program with :func:`hedgehub.problog.run_programs` (separate worker processes with
    wall-clock and memory limits and an allow-list of clause forms); returns per-row probabilities, error kinds
    (``None`` when the program answered its single query) and messages.

    Args:
        values (`Sequence`): one program (`str`) per pair; anything else is a ``not_a_program`` (or ``missing``) row.
        opaque (`Sequence[str]`, *optional*): per row, a description of a value the caller could not pass on.
        timeout_s (`float`, *optional*): wall-clock limit per program (defaults to ``hedgehub.problog``'s).
        memory_mb (`int`, *optional*): memory limit per worker process.
        workers (`int`, *optional*, defaults to the number of CPUs): worker processes.
        backend (`str`, *optional*): ``auto`` (default: exact path, then ProbLog) or ``problog``.
    """
    from hedgehub import problog

    opaque = list(opaque) if opaque is not None else [""] * len(values)
    programs = {i: value for i, value in enumerate(values) if isinstance(value, str)}
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
    for i, value in enumerate(values):
        result = results.get(i)
        if result is None:
            missing = value is None and not opaque[i]
            probabilities.append(None)
            errors.append("missing" if missing else "not_a_program")
            messages.append(
                "no prediction"
                if missing
                else f"prediction {opaque[i] or describe(value)} is not a ProbLog program (a str)"
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


def _normalise_type(label: str) -> str:
    return str(label).strip().lower().replace("-", "_").replace(" ", "_")


def _rmse(pairs: list[tuple[float, float]]) -> float | None:
    if not pairs:
        return None
    return math.sqrt(sum((p - g) ** 2 for p, g in pairs) / len(pairs))


def _percent(part: int, whole: int) -> float | None:
    return None if whole == 0 else 100.0 * part / whole


def check_references(references: Sequence[float]) -> list[float]:
    """The gold answers as floats; raises `ValueError` for one that is not in [0, 1] or -1."""
    golds = []
    for i, gold in enumerate(references):
        if gold is None or math.isnan(gold) or not (gold == -1 or 0.0 <= gold <= 1.0):
            raise ValueError(f"reference {i} is {gold!r}; a gold answer must be in [0, 1] or -1")
        golds.append(float(gold))
    return golds


def score_rows(
    probabilities: Sequence[float | None],
    errors: Sequence[str | None],
    references: Sequence[float],
    reasoning_types: Sequence[Sequence[str]] | None = None,
    *,
    flag: str = "minus_one",
) -> tuple[dict[str, Any], list[str]]:
    """The scores of per-row outcomes, and each row's status.

    Args:
        probabilities (`Sequence[float | None]`): per row, the answer (``None`` for an error row).
        errors (`Sequence[str | None]`): per row, the error kind (``None`` when the answer is usable).
        references (`Sequence[float]`): gold answers in [0, 1], or -1 for invalid evidence.
        reasoning_types (`Sequence[Sequence[str]]`, *optional*): per row, its reasoning types.
        flag (`str`, *optional*, defaults to `"minus_one"`): how a row flags invalid evidence: ``"minus_one"`` (the
            answer is -1) or ``"inconsistent_evidence"`` (the program failed with that error).

    Returns:
        `tuple[dict, list[str]]`: the scores (see :func:`compute`) and the statuses ``correct`` / ``wrong`` /
        ``error`` / ``flagged`` / ``not_flagged``.
    """
    golds = check_references(references)
    statuses = []
    counts = {"correct": 0, "wrong": 0, "error": 0, "flagged": 0, "invalid": 0}
    with_fallback, non_error = [], []
    per_type = {t: [0, 0] for t in REASONING_TYPES}  # type -> [correct, total]
    for i, gold in enumerate(golds):
        probability, kind = probabilities[i], errors[i]
        if gold == -1:
            counts["invalid"] += 1
            if flag == "inconsistent_evidence":
                flagged = kind == "inconsistent_evidence"
            else:
                flagged = probability is not None and probability == -1
            counts["flagged"] += flagged
            statuses.append("flagged" if flagged else "not_flagged")
            continue
        if kind is not None:
            status = "error"
            with_fallback.append((0.5, gold))
        else:
            status = "correct" if is_correct(probability, gold) else "wrong"
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
    results: dict[str, Any] = {
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
    return results, statuses


def compute(
    predictions: Sequence[Any],
    references: Sequence[float],
    reasoning_types: Sequence[Sequence[str]] | None = None,
    *,
    config: str = "default",
    return_rows: bool = False,
    timeout_s: float | None = None,
    memory_mb: int | None = None,
    workers: int | None = None,
    backend: str | None = None,
    opaque: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The QUITE scores of ``predictions``: what the ``quite_accuracy`` metric returns.

    Args:
        predictions (`Sequence`): probabilities (``config="default"``) or ProbLog programs (``config="programs"``);
            a malformed prediction never raises, it is an error row.
        references (`Sequence[float]`): gold answers in [0, 1], or -1 for a pair whose evidence is impossible.
        reasoning_types (`Sequence[Sequence[str]]`, *optional*): per pair, its reasoning types.
        config (`str`, *optional*, defaults to `"default"`): ``default`` / ``probabilities`` or ``programs`` (runs
            each program in a worker process with limits; see :func:`run_predicted_programs`).
        return_rows (`bool`, *optional*, defaults to `False`): also return ``row_probability``, ``row_status``,
            ``row_error`` and ``row_message``.
        timeout_s, memory_mb, workers, backend: ``programs`` config only (see :func:`run_predicted_programs`).
        opaque (`Sequence[str]`, *optional*): per row, a description of a value the caller could not pass on.

    Returns:
        `dict`: ``correct``, ``wrong``, ``error`` (% of scored pairs), ``rmse_50`` (errors as 0.5),
        ``rmse_non_error``, ``correct_<type>`` per reasoning type, ``invalid_evidence_flagged`` and the ``num_*``
        counts; a score with no rows to average over is ``None``.
    """
    if config not in CONFIGS:
        raise KeyError(f"unknown config {config!r} for quite_accuracy; choose one of {list(CONFIGS)}")
    n = len(references)
    if len(predictions) != n:
        raise ValueError(f"got {len(predictions)} predictions for {n} references")
    if reasoning_types is not None and len(reasoning_types) != n:
        raise ValueError(f"got {len(reasoning_types)} reasoning_types rows for {n} references")
    check_references(references)
    opaque = list(opaque) if opaque is not None else [""] * n
    if config == "programs":
        probabilities, errors, messages = run_predicted_programs(
            predictions, opaque, timeout_s=timeout_s, memory_mb=memory_mb, workers=workers, backend=backend
        )
    else:
        given = {"timeout_s": timeout_s, "memory_mb": memory_mb, "workers": workers, "backend": backend}
        extra = sorted(k for k, v in given.items() if v is not None)
        if extra:
            raise ValueError(f"{extra} only apply to the 'programs' config of quite_accuracy")
        probabilities, errors, messages = [], [], []
        for value, description in zip(predictions, opaque, strict=True):
            probability, kind, message = as_probability(value, description)
            probabilities.append(probability)
            errors.append(kind)
            messages.append(message)
    flag = "inconsistent_evidence" if config == "programs" else "minus_one"
    results, statuses = score_rows(probabilities, errors, references, reasoning_types, flag=flag)
    if return_rows:
        results["row_probability"] = probabilities
        results["row_status"] = statuses
        results["row_error"] = errors
        results["row_message"] = messages
    return results
