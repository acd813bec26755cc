"""Evaluate models that answer QUITE with a number (LLM-FT, Regression-FT, the 50% baseline): per-row predictions
and ``quite_accuracy`` scores.

The pairs are the ones every QUITE evaluation of hedgehub scores (:func:`hedgehub.evaluation.parser.evaluation_rows`):
the ``qe-programs`` rows of the split whose status is ``ok``, ``repaired`` or ``invalid_evidence`` — on QUITE test 214
pairs, 213 scored and one invalid-evidence pair (gold -1), the pairs of ``hedgehub evaluate slot-parser``.

Writes, into ``output_dir`` (the layout of :mod:`hedgehub.evaluation.slot_parser`):

- ``predictions-<premise type>.jsonl``: one record per pair — ``qe_id``, ``file_name``, ``pair_id``,
  ``network_name``, ``premise_type``, ``status``, ``reasoning_types``, ``gold``, ``probability``, ``error`` (the
  metric's kind: ``missing``, ``out_of_range``, ``nan`` …, else ``null``), ``message``, ``outcome`` (``correct`` /
  ``wrong`` / ``error`` / ``flagged`` / ``not_flagged``), ``correct`` and, when the model writes text, ``output``;
- ``scores.json``: ``{<premise type>: quite_accuracy output, "meta": {split, pairs, timings, model …}}``, merged with
  an earlier evaluation of the same pairs in that folder.

Nothing is written before every premise type is predicted, and each file goes to a temporary name first and is then
renamed: a predictor that fails leaves the folder as it was.

Usage (``hedgehub evaluate answers``, ``python -m hedgehub.evaluation.answers`` and ``python
trainers/evaluate_answers.py`` are the same command; the trainers ``sft_textual.py`` and ``regression.py`` call
:func:`evaluate_answers` at the end of a run with ``--eval_max_pairs -1``, i.e. all pairs):

    # re-evaluate saved adapters without retraining (scores.json + predictions-*.jsonl next to the adapter)
    hedgehub evaluate answers --method llm_ft --model_dir runs/quite/llm-ft --dataset_name hub/quite --split test
    hedgehub evaluate answers --method regression_ft --model_dir runs/quite/regression-ft --max_length 1024
    # the 50% baseline (no model)
    hedgehub evaluate answers --method baseline_50 --output_dir runs/quite/table/baseline-50

Examples:

    >>> import json, tempfile
    >>> from pathlib import Path
    >>> from hedgehub.toy_quite import stage_toy_quite
    >>> toy = str(stage_toy_quite(Path(tempfile.mkdtemp()) / "toy"))  # 4 gallstones pairs, one gold 0.1531
    >>> out = Path(tempfile.mkdtemp())
    >>> scores = evaluate_answers(lambda rows, _: [0.1531] * len(rows), dataset_name=toy, premise_types=["numeric"],
    ...                           output_dir=out)
    >>> scores["numeric"]["correct"], scores["numeric"]["num_scored"], scores["meta"]["pairs"]
    (25.0, 4, 4)
    >>> json.loads((out / "predictions-numeric.jsonl").read_text().splitlines()[1])["outcome"]
    'correct'
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub.evaluation.parser import evaluation_rows, gold_answers, score_answers
from hedgehub.parser_training import DEFAULT_DATASET


METHODS = ("llm_ft", "regression_ft", "baseline_50")
"""What ``--method`` accepts: the two fine-tuned baselines (a saved ``--model_dir``) and the constant 0.5."""
ROW_KEYS = ("qe_id", "file_name", "pair_id", "network_name")

Predict = Callable[[list[dict], str], Sequence[Any]]
"""``predict(rows, premise_type)``: one answer per row, a probability (``None`` = no answer) or
``(probability, text)`` when the model writes its answer."""


def write_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` to ``path`` through a temporary file and a rename, so the file is never half-written."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    return path


def pairs_limit(eval_max_pairs: int) -> int | None:
    """A trainer's ``--eval_max_pairs`` as ``max_pairs``: ``-1`` is every pair of the split (``None``), ``0`` skips.

    Examples:

        >>> pairs_limit(-1) is None, pairs_limit(0), pairs_limit(20)
        (True, 0, 20)
    """
    if eval_max_pairs < -1:
        raise ValueError(f"--eval_max_pairs must be -1 (all pairs), 0 (skip) or a count, not {eval_max_pairs}")
    return None if eval_max_pairs == -1 else eval_max_pairs


def constant_predictor(probability: float = 0.5) -> Predict:
    """A predictor answering ``probability`` for every pair (the QUITE paper's 50% baseline with 0.5)."""
    return lambda rows, premise_type: [probability] * len(rows)


def card_scores(scores: dict, premise_types: Sequence[str]) -> dict[str, float]:
    """The flat scores of a model card (``<premise type>_<correct|wrong|error|rmse_50>``) from a ``scores.json``.

    Examples:

        >>> card_scores({"numeric": {"correct": 50.0, "wrong": 25.0, "error": 25.0, "rmse_50": 0.2}}, ["numeric"])
        {'numeric_correct': 50.0, 'numeric_wrong': 25.0, 'numeric_error': 25.0, 'numeric_rmse_50': 0.2}
    """
    from hedgehub.cards import MODEL_INDEX_METRICS

    return {f"{p}_{k}": scores[p][k] for p in premise_types for k in MODEL_INDEX_METRICS}


def _answers(outputs: Sequence[Any], n: int, premise_type: str) -> tuple[list[Any], list[str | None]]:
    if len(outputs) != n:
        raise ValueError(f"the predictor returned {len(outputs)} answers for {n} {premise_type} pairs")
    pairs = [out if isinstance(out, tuple) else (out, None) for out in outputs]
    return [p for p, _ in pairs], [t for _, t in pairs]


def _records(rows: list[dict], premise_type: str, scored: dict, texts: list[str | None]) -> list[dict]:
    records = []
    for i, row in enumerate(rows):
        record = {k: row[k] for k in ROW_KEYS if k in row}
        record.update(
            premise_type=premise_type,
            status=row["status"],
            reasoning_types=list(row["reasoning_types"]),
            gold=gold_answers([row])[0],
            probability=scored["row_probability"][i],
            error=scored["row_error"][i],
            message=scored["row_message"][i],
            outcome=scored["row_status"][i],
            correct=scored["row_status"][i] == "correct",
        )
        if texts[i] is not None:
            record["output"] = texts[i]
        records.append(record)
    return records


def evaluate_answers(
    predict: Predict,
    *,
    dataset_name: str = DEFAULT_DATASET,
    split: str = "test",
    premise_types: Sequence[str] = ("numeric", "wep"),
    qe_configs: Sequence[str] = ("qe-programs",),
    output_dir: str | os.PathLike,
    max_pairs: int | None = None,
    meta: dict | None = None,
) -> dict:
    """Score a direct-answer model on QUITE pairs; write ``predictions-<premise type>.jsonl`` and ``scores.json``.

    Args:
        predict (`Callable[[list[dict], str], Sequence]`): the model: ``predict(rows, premise_type)`` gives one answer
            per ``qe-programs`` row, a probability (``None`` for no answer) or ``(probability, answer text)``.
        dataset_name (`str`, *optional*, defaults to `"hub/quite"`): a staged QUITE folder or Hub id.
        split (`str`, *optional*, defaults to `"test"`): the split.
        premise_types (`Sequence[str]`, *optional*, defaults to `("numeric", "wep")`): the premise wordings.
        qe_configs (`Sequence[str]`, *optional*, defaults to `("qe-programs",)`): the QE configs (the paper's test
            set is ``qe-programs``).
        output_dir (`str` or `os.PathLike`): where the files go (created if needed).
        max_pairs (`int`, *optional*): at most this many pairs, round-robin over networks; `None` is every pair.
        meta (`dict`, *optional*): more ``meta`` entries (``method``, ``model``, ``model_dir`` …; a ``load_s`` goes
            into ``meta.timings``).

    Returns:
        `dict`: the written ``scores.json`` (earlier premise types of the same pairs included).
    """
    rows = evaluation_rows(dataset_name, split, max_pairs, qe_configs=qe_configs)
    if not rows:
        raise ValueError(f"{dataset_name}: no evaluated QE pairs in split {split!r} of {list(qe_configs)}")
    meta = dict(meta or {})
    timings = {"load_s": meta.pop("load_s")} if "load_s" in meta else {}
    results, files = {}, {}
    for premise_type in premise_types:
        start = time.time()
        probabilities, texts = _answers(predict(rows, premise_type), len(rows), premise_type)
        timings[f"{premise_type}_s"] = round(time.time() - start, 1)
        scored = score_answers(rows, probabilities, return_rows=True)
        records = _records(rows, premise_type, scored, texts)
        results[premise_type] = {k: v for k, v in scored.items() if not k.startswith("row_")}
        files[f"predictions-{premise_type}.jsonl"] = "".join(json.dumps(r) + "\n" for r in records)

    output = Path(output_dir)
    output.mkdir(parents=True, exist_ok=True)
    data = {"dataset_name": dataset_name, "split": split, "qe_configs": list(qe_configs), "pairs": len(rows)}
    scores_path = output / "scores.json"
    previous = json.loads(scores_path.read_text()) if scores_path.exists() else {}
    earlier = previous.get("meta") or {}
    if {k: earlier.get(k) for k in data} != data:  # other pairs: start afresh
        previous, earlier = {}, {}
    scores = {**{k: v for k, v in previous.items() if k != "meta"}, **results}
    scores["meta"] = {
        **earlier,
        **data,
        "scored": results[premise_types[0]]["num_scored"] if premise_types else None,
        "max_pairs": max_pairs,
        "networks": sorted({r["file_name"] for r in rows}),
        **meta,
        "timings": {**earlier.get("timings", {}), **timings},
        "load_average": os.getloadavg()[0],
    }
    for name, text in files.items():
        write_atomic(output / name, text)
    write_atomic(scores_path, json.dumps(scores, indent=2) + "\n")
    return scores


def end_of_run_evaluation(
    trainer, predict: Predict, script_args, *, method: str, base_model: str
) -> Callable[[], dict[str, float]] | None:
    """The ``evaluate`` of :func:`hedgehub.parser_training.finish_run` for the LLM-FT and Regression-FT trainers.

    Args:
        trainer (`transformers.Trainer`): the finished run (files go to its ``output_dir``).
        predict (`Callable`): the run's predictor (:func:`hedgehub.parser_training.llm_ft_predictor`, …).
        script_args: the script's arguments (``dataset_name``, ``eval_split``, ``eval_max_pairs``, ``premise_types``).
        method (`str`): ``llm_ft`` or ``regression_ft``.
        base_model (`str`): the base model (recorded as ``meta.model``).

    Returns:
        `Callable[[], dict[str, float]]` or `None`: ``None`` when ``eval_max_pairs`` is 0; else a function that
        writes ``scores.json`` and the predictions (:func:`evaluate_answers`) and returns the card's scores.
    """
    from hedgehub.models import hub_base_model

    max_pairs = pairs_limit(script_args.eval_max_pairs)
    if max_pairs == 0:
        return None

    def evaluate() -> dict[str, float]:
        output_dir = trainer.args.output_dir
        meta = {"method": method, "model": hub_base_model(base_model), "model_dir": str(output_dir)}
        scores = evaluate_answers(
            predict,
            dataset_name=script_args.dataset_name,
            split=script_args.eval_split,
            premise_types=script_args.premise_types,
            output_dir=output_dir,
            max_pairs=max_pairs,
            meta={**meta, "global_step": trainer.state.global_step},
        )
        return card_scores(scores, script_args.premise_types)

    return evaluate


def base_model_of(model_dir: str) -> str:
    """The Hub id of the base model of a saved adapter (its ``adapter_config.json``), else ``model_dir`` itself."""
    from hedgehub.models import hub_base_model

    config = Path(model_dir, "adapter_config.json")
    if config.exists():
        return hub_base_model(json.loads(config.read_text())["base_model_name_or_path"])
    return model_dir


def load_predictor(
    method: str, model_dir: str | None = None, *, base_model: str | None = None, max_length: int = 1024, batch_size=8
) -> Predict:
    """The predictor of a saved LLM-FT or Regression-FT run (the trainers' own predict code), or the 50% baseline.

    Args:
        method (`str`): ``llm_ft``, ``regression_ft`` or ``baseline_50``.
        model_dir (`str`, *optional*): the saved adapter (or model) folder; not needed for ``baseline_50``.
        base_model (`str`, *optional*): override the adapter's base model.
        max_length (`int`, *optional*, defaults to `1024`): the run's ``max_length`` (the recipes' value).
        batch_size (`int`, *optional*, defaults to `8`): batch size.
    """
    from hedgehub import parser_training as pt

    if method == "baseline_50":
        return constant_predictor(0.5)
    if method not in METHODS:
        raise ValueError(f"--method must be one of {list(METHODS)}, not {method!r}")
    if model_dir is None:
        raise ValueError(f"--model_dir is required with --method {method}")
    if method == "llm_ft":
        model, tokenizer = pt.load_textual_model(model_dir, base_model)
        return pt.llm_ft_predictor(model, tokenizer, max_length=max_length, batch_size=batch_size)
    model, tokenizer = pt.load_regression_model(model_dir, base_model)
    return pt.regression_predictor(model, tokenizer, max_length=max_length, batch_size=batch_size)


@dataclass
class AnswersArguments:
    """Options of ``hedgehub evaluate answers``."""

    method: str = field(
        default="llm_ft", metadata={"help": f"One of {list(METHODS)} (baseline_50: 0.5 for every pair, no model)."}
    )
    model_dir: str | None = field(
        default=None, metadata={"help": "Saved adapter folder of an LLM-FT/Regression-FT run."}
    )
    base_model: str | None = field(default=None, metadata={"help": "Override the adapter's base model."})
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub id."})
    split: str = field(default="test", metadata={"help": "QUITE split: validation or test."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise wordings to evaluate."}
    )
    qe_configs: list[str] = field(
        default_factory=lambda: ["qe-programs"], metadata={"help": "QE configs (the paper's test set: qe-programs)."}
    )
    max_pairs: int | None = field(
        default=None, metadata={"help": "At most this many pairs, round-robin over networks (default: all)."}
    )
    max_length: int = field(
        default=1024,
        metadata={"help": "The run's max_length (the recipes': 1024): LLM-FT prompts are cut to fit, as in training."},
    )
    batch_size: int = field(default=8, metadata={"help": "Batch size."})
    output_dir: str | None = field(
        default=None, metadata={"help": "Where scores.json and predictions go (default: --model_dir)."}
    )


def main(args: AnswersArguments) -> dict:
    """Evaluate ``args.method`` on ``args.split``; returns the written ``scores.json``."""
    output_dir = args.output_dir or args.model_dir
    if output_dir is None:
        raise ValueError("--output_dir is required with --method baseline_50")
    start = time.time()
    predict = load_predictor(
        args.method, args.model_dir, base_model=args.base_model, max_length=args.max_length, batch_size=args.batch_size
    )
    model = "constant 0.5" if args.method == "baseline_50" else args.base_model or base_model_of(args.model_dir)
    scores = evaluate_answers(
        predict,
        dataset_name=args.dataset_name,
        split=args.split,
        premise_types=args.premise_types,
        qe_configs=args.qe_configs,
        output_dir=output_dir,
        max_pairs=args.max_pairs,
        meta={
            "method": args.method,
            "model": model,
            "model_dir": args.model_dir,
            "load_s": round(time.time() - start, 1),
        },
    )
    print(
        json.dumps(
            {p: {k: scores[p][k] for k in ("correct", "wrong", "error", "rmse_50")} for p in args.premise_types}
        )
    )
    return scores


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub evaluate answers``): a ``TrlParser`` over :class:`AnswersArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (AnswersArguments,),
        name="answers",
        help="Evaluate an LLM-FT / Regression-FT run (or the 50% baseline) on QUITE",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
