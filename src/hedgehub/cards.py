"""Model cards of trained parsers: evaluation scores into ``model-index``, tables per mode and reasoning type.

The slot parser (:mod:`hedgehub.slot_parser`) is a folder with ``namer/`` and ``chooser/``; its card
(``README.md`` of that folder) is rendered from the template ``hedgehub/templates/slot_parser_card.md.jinja``, package
data read with :mod:`importlib.resources` (the repository's ``model_cards/slot_parser_card.md.jinja`` links to it).
Scores are the ``scores.json`` that ``hedgehub evaluate slot-parser`` writes: one ``quite_accuracy`` dict per mode
(``numeric``, ``wep``, ``oracle_numeric``, ``bn_reasoning`` …) plus ``meta`` (split, wall times, load average).

Examples:

    >>> scores = {
    ...     "numeric": {"correct": 50.0, "wrong": 25.0, "error": 25.0, "rmse_50": 0.2, "correct_causal": 100.0,
    ...                 "num_causal": 1, "num_scored": 4},
    ...     "meta": {"split": "test", "timings": {"load_s": 3.0, "numeric_s": 125.0}, "load_average": 2.5},
    ... }
    >>> card = render_slot_parser_card(scores, model_name="toy-slot-parser")
    >>> [(r.dataset_name, r.metric_config, r.metric_type, r.metric_value) for r in card.data.eval_results][:2]
    [('QUITE (test)', 'numeric', 'correct', 50.0), ('QUITE (test)', 'numeric', 'wrong', 25.0)]
    >>> "| `numeric` | QUITE test, numeric premises, full parse | 50.0 | 25.0 | 25.0 | 0.2000 |" in card.text
    True
    >>> "numeric 2 min 05 s" in card.text
    True
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any


SLOT_PARSER_TEMPLATE = "slot_parser_card.md.jinja"
QUITE_DATASET = "hedgehub/quite"
BN_REASONING_DATASET = "hedgehub/bn-reasoning"
MODEL_INDEX_METRICS = ("correct", "wrong", "error", "rmse_50")
"""The ``quite_accuracy`` outputs that become ``model-index`` entries (one :class:`EvalResult` each per mode)."""
MODE_DESCRIPTIONS = {
    "numeric": ("QUITE", "numeric premises", "full parse"),
    "wep": ("QUITE", "premises in words of estimative probability", "full parse"),
    "oracle_numeric": ("QUITE", "gold premise programs", "only evidence and question parsed"),
    "bn_reasoning": ("bn-reasoning", "numeric premises", "full parse"),
    "bn_reasoning_wep": ("bn-reasoning", "premises in words of estimative probability", "full parse"),
    "bn_reasoning_oracle_numeric": ("bn-reasoning", "gold premise programs", "only evidence and question parsed"),
}
"""Mode → (data, wording, what is parsed); used in the card's tables and the ``model-index`` dataset names."""


def card_template(name: str = SLOT_PARSER_TEMPLATE) -> str:
    """The text of a card template shipped in ``hedgehub/templates``.

    Args:
        name (`str`, *optional*, defaults to `"slot_parser_card.md.jinja"`): the template file.

    Returns:
        `str`: the Jinja template.

    Examples:

        >>> card_template().startswith("---\\n{{ card_data }}\\n---")
        True
    """
    from hedgehub.hub import card_template as read_template

    return read_template(name)


def score_modes(scores: Mapping[str, Any]) -> list[str]:
    """The evaluated modes of a ``scores.json`` (every key holding a metric dict, ``meta`` excluded), in order."""
    modes = [m for m in scores if m != "meta" and isinstance(scores[m], Mapping)]
    known = [m for m in MODE_DESCRIPTIONS if m in modes]
    return known + [m for m in modes if m not in MODE_DESCRIPTIONS]


def _mode_meta(scores: Mapping[str, Any], mode: str) -> Mapping[str, Any]:
    meta = scores.get("meta") or {}
    return meta.get("bn_reasoning") or {} if mode.startswith("bn_reasoning") else meta


def _describe(mode: str) -> tuple[str, str, str]:
    return MODE_DESCRIPTIONS.get(mode, ("QUITE", mode.replace("_", " "), "full parse"))


def slot_parser_eval_results(
    scores: Mapping[str, Any], *, quite_dataset: str = QUITE_DATASET, bn_dataset: str = BN_REASONING_DATASET
) -> list:
    """``model-index`` entries: one :class:`~huggingface_hub.EvalResult` per mode × correct / wrong / error / rmse_50.

    The Hub groups ``model-index`` results by task, dataset id, config and split, so the modes of one dataset share
    a result: each metric carries its mode as ``config`` (``numeric``, ``wep``, ``oracle_numeric`` …) and in its name.

    Args:
        scores (`Mapping[str, Any]`): a ``scores.json`` of ``hedgehub evaluate slot-parser``.
        quite_dataset (`str`, *optional*, defaults to `"hedgehub/quite"`): the QUITE dataset id.
        bn_dataset (`str`, *optional*, defaults to `"hedgehub/bn-reasoning"`): the bn-reasoning dataset id.

    Returns:
        `list[EvalResult]`: scores that are ``None`` (no pairs to average over) are left out.
    """
    from huggingface_hub import EvalResult

    results = []
    for mode in score_modes(scores):
        data, wording, parsed = _describe(mode)
        split = _mode_meta(scores, mode).get("split", "test")
        for metric in MODEL_INDEX_METRICS:
            value = scores[mode].get(metric)
            if value is None:
                continue
            unit = "RMSE, errors = 0.5" if metric == "rmse_50" else f"{metric} %"
            results.append(
                EvalResult(
                    task_type="text-generation",
                    task_name="Probabilistic reasoning (text → ProbLog)",
                    dataset_type=bn_dataset if data == "bn-reasoning" else quite_dataset,
                    dataset_name=f"{data} ({split})",
                    dataset_config="qe-programs",
                    dataset_split=split,
                    metric_type=metric,
                    metric_name=f"{unit} ({mode}: {wording}, {parsed})",
                    metric_config=mode,
                    metric_value=float(value),
                )
            )
    return results


def duration(seconds: float | None) -> str:
    """A wall time for people: ``"45 s"``, ``"2 min 05 s"``, ``"1 h 02 min"``.

    Examples:

        >>> duration(45.2), duration(125), duration(3725)
        ('45 s', '2 min 05 s', '1 h 02 min')
    """
    if seconds is None:
        return "not recorded"
    seconds = round(float(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"


def training_summary(parser_dir: str | os.PathLike) -> dict[str, str]:
    """Training wall time (and load average, when the trainer recorded one) of ``namer/`` and ``chooser/``.

    Reads ``<component>/train_results.json`` (``Trainer.save_metrics("train", …)``): ``train_runtime`` in seconds and
    an optional ``load_average``. Components without the file are left out.

    Args:
        parser_dir (`str` or `os.PathLike`): the slot parser folder.

    Returns:
        `dict[str, str]`: component → ``"1 h 02 min (load average 7.5)"``.
    """
    summary = {}
    for component in ("namer", "chooser"):
        path = Path(parser_dir, component, "train_results.json")
        if not path.exists():
            continue
        metrics = json.loads(path.read_text(encoding="utf-8"))
        text = duration(metrics.get("train_runtime"))
        if metrics.get("load_average") is not None:
            text += f" (load average {float(metrics['load_average']):.1f})"
        summary[component] = text
    return summary


def _percent(value: float | None) -> str:
    return "—" if value is None else f"{float(value):.1f}"


def _mode_rows(scores: Mapping[str, Any]) -> list[dict[str, Any]]:
    rows = []
    for mode in score_modes(scores):
        result = scores[mode]
        data, wording, parsed = _describe(mode)
        split = _mode_meta(scores, mode).get("split", "test")
        row: dict[str, Any] = {"name": mode, "description": f"{data} {split}, {wording}, {parsed}"}
        for key in ("correct", "wrong", "error", "invalid_evidence_flagged"):
            row[key] = _percent(result.get(key))
        for key in ("correct_causal", "correct_evidential", "correct_explaining_away"):
            row[key] = _percent(result.get(key))
        for key in ("rmse_50", "rmse_non_error"):
            row[key] = "—" if result.get(key) is None else f"{float(result[key]):.4f}"
        for key in ("num_scored", "num_causal", "num_evidential", "num_explaining_away"):
            row[key] = "—" if result.get(key) is None else int(result[key])
        rows.append(row)
    return rows


def _timings(scores: Mapping[str, Any]) -> dict[str, str]:
    meta = scores.get("meta") or {}
    timings = {k.removesuffix("_s"): duration(v) for k, v in (meta.get("timings") or {}).items()}
    bn_meta = meta.get("bn_reasoning") or {}
    for key, value in (bn_meta.get("timings") or {}).items():
        timings.setdefault(key.removesuffix("_s") if key != "load_s" else "bn-reasoning load", duration(value))
    return timings


def render_slot_parser_card(
    scores: Mapping[str, Any] | None = None,
    *,
    model_name: str = "quite-slot-parser",
    repo_id: str | None = None,
    namer_base: str | None = None,
    chooser_base: str | None = None,
    training: Mapping[str, str] | None = None,
    plot: str | None = None,
    eval_files: Sequence[str] = (),
    quite_dataset: str = QUITE_DATASET,
    bn_dataset: str = BN_REASONING_DATASET,
):
    """Render the slot parser's model card: ``model-index`` from the scores, tables, wall times, the plot.

    Args:
        scores (`Mapping[str, Any]`, *optional*): a ``scores.json`` (without it the card says how to evaluate).
        model_name (`str`, *optional*, defaults to `"quite-slot-parser"`): the model's name in the card.
        repo_id (`str`, *optional*): the Hub repo (defaults to ``model_name``), used in the usage example.
        namer_base (`str`, *optional*, defaults to SmolLM2-135M-Instruct): the namer's base model id.
        chooser_base (`str`, *optional*, defaults to all-MiniLM-L6-v2): the chooser's base model id.
        training (`Mapping[str, str]`, *optional*): component → training wall time (:func:`training_summary`).
        plot (`str`, *optional*): the predicted-vs-gold PNG, relative to the card (embedded when given).
        eval_files (`Sequence[str]`, *optional*): per-question record files in the repo, relative to the card.
        quite_dataset (`str`, *optional*, defaults to `"hedgehub/quite"`): the QUITE dataset id.
        bn_dataset (`str`, *optional*, defaults to `"hedgehub/bn-reasoning"`): the bn-reasoning dataset id.

    Returns:
        [`~huggingface_hub.ModelCard`]
    """
    from huggingface_hub import ModelCard, ModelCardData

    from hedgehub.models import MINILM_HUB_ID, SMOLLM2_HUB_ID

    scores = scores or {}
    namer_base = namer_base or SMOLLM2_HUB_ID
    chooser_base = chooser_base or MINILM_HUB_ID
    modes = score_modes(scores)
    datasets = [quite_dataset] + ([bn_dataset] if any(m.startswith("bn_reasoning") for m in modes) else [])
    card_data = ModelCardData(
        base_model=[namer_base, chooser_base],
        datasets=datasets,
        eval_results=slot_parser_eval_results(scores, quite_dataset=quite_dataset, bn_dataset=bn_dataset) or None,
        library_name="peft",
        license="apache-2.0",
        language=["en"],
        model_name=model_name,
        tags=["hedgehub", "quite", "problog", "bayesian-reasoning", "slot-parser", "lora", "cross-encoder"],
    )
    meta = scores.get("meta") or {}
    return ModelCard.from_template(
        card_data,
        template_str=card_template(SLOT_PARSER_TEMPLATE),
        model_name=model_name,
        repo_id=repo_id or model_name,
        namer_base=namer_base,
        chooser_base=chooser_base,
        dataset_id=quite_dataset,
        modes=_mode_rows(scores),
        training=dict(training or {}),
        timings=_timings(scores),
        load_average=meta.get("load_average", (meta.get("bn_reasoning") or {}).get("load_average")),
        plot=plot,
        eval_files=list(eval_files),
    )


def write_slot_parser_card(
    parser_dir: str | os.PathLike, scores: Mapping[str, Any] | None = None, **kwargs: Any
) -> Path:
    """Write ``<parser_dir>/README.md`` (:func:`render_slot_parser_card`), with training times read from the folder.

    Base models come from ``namer/adapter_config.json`` (``base_model_name_or_path``) and ``chooser/config.json``
    (``_name_or_path``, offline folders mapped to Hub ids) unless given; training wall times from
    :func:`training_summary` unless ``training`` is given.

    Args:
        parser_dir (`str` or `os.PathLike`): the slot parser folder.
        scores (`Mapping[str, Any]`, *optional*): a ``scores.json``.
        **kwargs: more arguments of :func:`render_slot_parser_card`.

    Returns:
        `Path`: the README written.
    """
    from hedgehub.models import hub_base_model

    parser_dir = Path(parser_dir)
    adapter = parser_dir / "namer" / "adapter_config.json"
    if "namer_base" not in kwargs and adapter.exists():
        base = json.loads(adapter.read_text(encoding="utf-8")).get("base_model_name_or_path")
        kwargs["namer_base"] = hub_base_model(base) if base else None
    config = parser_dir / "chooser" / "config.json"
    if "chooser_base" not in kwargs and config.exists():
        base = json.loads(config.read_text(encoding="utf-8")).get("_name_or_path")
        mapped = hub_base_model(base) if base else None
        kwargs["chooser_base"] = mapped if mapped and not Path(mapped).is_absolute() else None  # a local path: default
    kwargs.setdefault("training", training_summary(parser_dir))
    kwargs.setdefault("model_name", parser_dir.name)
    card = render_slot_parser_card(scores, **kwargs)
    path = parser_dir / "README.md"
    card.save(path)
    return path
