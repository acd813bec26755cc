"""Training the QUITE parser (ProbLog-FT) and its two end-to-end baselines (LLM-FT, Regression-FT).

- ProbLog-FT examples: one prompt/completion pair per premise (the prompt holds the vocabulary the earlier premises
  declared), per evidence sentence and per question (:func:`premise_examples`, :func:`qe_examples`,
  :func:`build_examples`); the prompt formats live in :mod:`hedgehub.parser`, so training and inference share one
  text. :func:`measure_tokens` compares their length with the QUITE paper's full-history prompts.
- LLM-FT: the premises, evidence and question as text (:func:`textual_input`) → "The probability is p"
  (:func:`format_answer`, :func:`parse_probability`, :func:`load_textual_model`, :func:`predict_probabilities`,
  :func:`llm_ft_predictor`).
- Regression-FT: the same text → ``sigmoid(head(h_last))`` trained with mean squared error
  (:func:`regression_trainer_class`, :func:`load_regression_model`, :func:`predict_regression`,
  :func:`regression_predictor`). Both are scored, with per-row predictions, by :mod:`hedgehub.evaluation.answers`.
- The model card of a run (:func:`write_model_card`, scores → ``model-index``) and the export of a checkpoint as an
  upload-ready folder (:func:`export_adapter`; ``python -m hedgehub.parser_training --checkpoint DIR --out_dir DIR``).

The training scripts are ``trainers/sft_problog.py``, ``trainers/sft_textual.py`` and ``trainers/regression.py``;
the evaluation is :mod:`hedgehub.evaluation.parser`; a toy dataset with a known answer is :mod:`hedgehub.toy_quite`.

Examples:

    >>> print(textual_input(["15.31% of patients have gallstones."], [], "How likely are gallstones?"), end="")
    Premises:
    15.31% of patients have gallstones.
    Question: How likely are gallstones?
    >>> format_answer(0.011316), parse_probability("The probability is 0.011316.")
    ('The probability is 0.011316.', 0.011316)
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.hub import replace_dir
from hedgehub.parser import (
    FULL_GRAMMAR,
    declared_atoms,
    evidence_prompt,
    normalize_clauses,
    premise_prompt,
    query_prompt,
)


PREMISE_CONFIGS = {"numeric": "numeric-premises", "wep": "wep-based-premises"}
QE_CONFIGS = ("qe-programs", "additional-qe-programs")
SCORED_STATUS = ("ok", "repaired")
DEFAULT_DATASET = "hub/quite"
PAPER_INSTRUCTION = "Translate the last premise into ProbLog, continuing the program of the earlier premises.\n"
PARSER_CARD_TEMPLATE = "parser_model_card.md.jinja"


# ----------------------------------------------------------------------------------------------------------------
# ProbLog-FT examples
# ----------------------------------------------------------------------------------------------------------------


def premise_examples(rows: Iterable[dict]) -> list[dict]:
    """Per-premise prompt/completion pairs: the prompt holds the vocabulary the earlier premises declared.

    Each row needs ``input`` (the premise sentence), ``target`` (its clause block) and ``history`` (earlier
    ``[input, target]`` pairs of the same network), as the ``numeric-premises`` / ``wep-based-premises`` configs.
    """
    examples = []
    for row in rows:
        target = normalize_clauses(row["target"] or "")
        if not target:
            continue
        atoms = declared_atoms("\n".join(t for _, t in row["history"] or []))
        examples.append({"prompt": premise_prompt(row["input"], atoms), "completion": target, "kind": "premise"})
    return examples


def paper_premise_prompt(row: dict) -> str:
    """The QUITE paper's format for the same example: every earlier sentence and program, then the premise."""
    history = "".join(f"Premise: {i}\nProbLog:\n{normalize_clauses(t)}\n" for i, t in row["history"] or [])
    return f"{PAPER_INSTRUCTION}{history}Premise: {row['input']}\nProbLog:\n"


def qe_examples(rows: Iterable[dict], *, status: Sequence[str] = SCORED_STATUS) -> list[dict]:
    """Per-sentence evidence and query prompt/completion pairs from ``qe-programs`` rows (gold premise vocabulary).

    Evidence sentences repeat across pairs of a network; each distinct (network, sentence) is kept once.
    """
    examples, seen = [], set()
    for row in rows:
        if row.get("status") not in status:
            continue
        atoms = declared_atoms("\n".join(row["premise_programs"]))
        pairs = [("evidence", s, c) for s, c in zip(row["evidences"], row["evidence_programs"], strict=True)]
        pairs.append(("query", row["question"], row["query_program"]))
        for kind, sentence, clause in pairs:
            key = (row["file_name"], kind, sentence, clause)
            clause = normalize_clauses(clause or "")
            if key in seen or not clause:
                continue
            seen.add(key)
            prompt = evidence_prompt(sentence, atoms) if kind == "evidence" else query_prompt(sentence, atoms)
            examples.append({"prompt": prompt, "completion": clause, "kind": kind})
    return examples


def _premise_split(dataset_name: str, premise_type: str, split: str):
    from hedgehub.training import load_split

    if premise_type not in PREMISE_CONFIGS:
        raise ValueError(f"--premise_types: unknown {premise_type!r}; choose from {sorted(PREMISE_CONFIGS)}")
    ds = load_split(dataset_name, PREMISE_CONFIGS[premise_type], split)
    if ds is None:
        raise ValueError(f"{dataset_name}: config {PREMISE_CONFIGS[premise_type]} has no {split!r}")
    return ds


def build_examples(
    dataset_name: str, split: str, *, premise_types: Sequence[str] = ("numeric", "wep"), qe_configs=QE_CONFIGS
) -> list[dict]:
    """All ProbLog-FT examples of ``split``: premises of the chosen types, then evidence and query sentences.

    Args:
        dataset_name (`str`): a staged QUITE folder (``dataset_scripts/quite.py``) or a Hub id.
        split (`str`): the split.
        premise_types (`Sequence[str]`, *optional*, defaults to `("numeric", "wep")`): premise wordings.
        qe_configs (`Sequence[str]`, *optional*): evidence/query configs (rows with status ok or repaired are used).

    Returns:
        `list[dict]`: ``{"prompt", "completion", "kind"}`` per example.
    """
    from hedgehub.training import qe_rows

    examples = []
    for premise_type in premise_types:
        examples.extend(premise_examples(_premise_split(dataset_name, premise_type, split)))
    examples.extend(qe_examples(qe_rows(dataset_name, split, list(qe_configs))))
    if not examples:
        raise ValueError(f"{dataset_name}: no training examples in split {split!r}")
    return examples


def _stats(counts: list[int]) -> dict:
    import numpy as np

    arr = np.array(counts)
    return {
        "examples": int(arr.size),
        "total": int(arr.sum()),
        "mean": float(arr.mean()),
        "p95": float(np.percentile(arr, 95)),
        "max": int(arr.max()),
    }


def measure_tokens(
    dataset_name: str,
    tokenizer,
    split: str = "train",
    *,
    premise_types: Sequence[str] = ("numeric", "wep"),
    qe_configs=QE_CONFIGS,
) -> dict:
    """Prompt and completion token counts of the per-premise decomposition vs the paper's full-history prompt."""
    from hedgehub.training import qe_rows

    stats = {}
    for premise_type in premise_types:
        ds = _premise_split(dataset_name, premise_type, split)
        stats[f"{premise_type}/ours"] = _stats(
            [len(tokenizer(e["prompt"] + e["completion"]).input_ids) for e in premise_examples(ds)]
        )
        stats[f"{premise_type}/paper"] = _stats(
            [len(tokenizer(paper_premise_prompt(r) + r["target"]).input_ids) for r in ds]
        )
    qe = qe_examples(qe_rows(dataset_name, split, list(qe_configs)))
    stats["evidence+query/ours"] = _stats([len(tokenizer(e["prompt"] + e["completion"]).input_ids) for e in qe])
    return stats


# ----------------------------------------------------------------------------------------------------------------
# LLM-FT and Regression-FT: the whole problem as text
# ----------------------------------------------------------------------------------------------------------------

_NUMBER = re.compile(r"probability is\s*(-?[0-9]*\.?[0-9]+(?:[eE]-?[0-9]+)?)")
_ANY_NUMBER = re.compile(r"-?[0-9]*\.?[0-9]+(?:[eE]-?[0-9]+)?")


def textual_input(premises: Sequence[str], evidences: Sequence[str], question: str) -> str:
    """The natural-language input of the end-to-end baselines (LLM-FT, Regression-FT)."""
    text = "Premises:\n" + "\n".join(premises)
    if evidences:
        text += "\nEvidence:\n" + "\n".join(evidences)
    return text + f"\nQuestion: {question}\n"


def premise_sentences(row: dict, premise_type: str) -> list[str]:
    """The premises of a ``qe-programs`` row in the chosen wording (``numeric`` or ``wep``)."""
    return list(row["numeric_premises"] if premise_type == "numeric" else row["wep_premises"])


ANSWER_TOKENS = 16
"""Tokens kept free for the LLM-FT answer ("The probability is 0.011316." and the end token) within ``max_length``."""


def fitted_input(premises: Sequence[str], evidences: Sequence[str], question: str, tokenizer, max_tokens: int) -> str:
    """:func:`textual_input` without its oldest premises, so that it has at most ``max_tokens`` tokens.

    Most QUITE problems are longer than a small model's training length (median 2,630 SmolLM2 tokens on the train
    split); cutting whole premises from the start keeps the evidence and the question, like the left truncation of
    Regression-FT. With no premise left the text is returned as it is.
    """

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    premises = list(premises)
    text = textual_input(premises, evidences, question)
    excess = count(text) - max_tokens
    while excess > 0 and premises:
        dropped = 0
        while premises and dropped < excess:  # drop about enough, then measure again
            dropped += count(premises.pop(0) + "\n")
        text = textual_input(premises, evidences, question)
        excess = count(text) - max_tokens
    return text


def textual_inputs(
    rows: Iterable[dict], premise_type: str, *, tokenizer=None, max_tokens: int | None = None
) -> list[str]:
    """:func:`textual_input` of each ``qe-programs`` row (:func:`fitted_input` when ``max_tokens`` is given)."""
    out = []
    for r in rows:
        parts = (premise_sentences(r, premise_type), r["evidences"], r["question"])
        out.append(textual_input(*parts) if max_tokens is None else fitted_input(*parts, tokenizer, max_tokens))
    return out


def format_answer(probability: float) -> str:
    """The LLM-FT target text, e.g. ``The probability is 0.011316.``"""
    return f"The probability is {format(float(probability), '.8g')}."


def parse_probability(text: str) -> float | None:
    """The number in "The probability is p" (or the first number), ``None`` when there is none.

    Examples:

        >>> parse_probability("The probability is 0.011316.")
        0.011316
        >>> parse_probability("I think 45% maybe") is None
        False
        >>> parse_probability("no idea") is None
        True
    """
    match = _NUMBER.search(text) or _ANY_NUMBER.search(text)
    if not match:
        return None
    try:
        return float(match.group(1) if match.re is _NUMBER else match.group(0))
    except ValueError:
        return None


def textual_examples(
    rows: Iterable[dict], premise_types: Sequence[str], *, tokenizer=None, max_length: int | None = None
) -> list[dict]:
    """LLM-FT prompt/completion pairs: one per scored row and premise wording.

    With ``max_length``, each prompt is cut to ``max_length - ANSWER_TOKENS`` tokens (:func:`fitted_input`), so the
    trainer's own truncation, which keeps the start, never cuts the answer.
    """
    rows = [row for row in rows if row["status"] in SCORED_STATUS]
    max_tokens = None if max_length is None else max_length - ANSWER_TOKENS
    return [
        {"prompt": prompt, "completion": format_answer(row["answer"])}
        for row in rows
        for premise_type in premise_types
        for prompt in textual_inputs([row], premise_type, tokenizer=tokenizer, max_tokens=max_tokens)
    ]


def regression_examples(rows: Iterable[dict], premise_types: Sequence[str]) -> list[dict]:
    """Regression-FT text/label pairs: one per scored row and premise wording."""
    rows = [row for row in rows if row["status"] in SCORED_STATUS]
    return [
        {"text": text, "label": float(row["answer"])}
        for row in rows
        for premise_type in premise_types
        for text in textual_inputs([row], premise_type)
    ]


def load_textual_model(path: str, base_model: str | None = None):
    """An LLM-FT adapter (merged into its base) or model, and its tokenizer (:func:`hedgehub.lm.load_lm`)."""
    from hedgehub.lm import load_lm

    return load_lm(path, base_model=base_model)


def generate_answers(model, tokenizer, prompts: list[str], *, batch_size: int = 8) -> list[str]:
    """Greedy LLM-FT answer texts to ``prompts`` (at most ``ANSWER_TOKENS`` new tokens each)."""
    from hedgehub.lm import Generator

    return Generator(model, tokenizer, batch_size=batch_size, max_new_tokens=ANSWER_TOKENS)(prompts)


def predict_probabilities(model, tokenizer, prompts: list[str], *, batch_size: int = 8) -> list[float | None]:
    """Greedy LLM-FT answers to ``prompts``, parsed with :func:`parse_probability`."""
    return [parse_probability(t) for t in generate_answers(model, tokenizer, prompts, batch_size=batch_size)]


def llm_ft_predictor(model, tokenizer, *, max_length: int | None = None, batch_size: int = 8):
    """The LLM-FT answers to QUITE rows, for :func:`hedgehub.evaluation.answers.evaluate_answers`.

    The end-of-run evaluation of ``trainers/sft_textual.py`` and ``hedgehub evaluate answers --method llm_ft`` both
    use it, so a saved adapter is scored on exactly the prompts the trainer scored.

    Args:
        model (`PreTrainedModel`): the LLM-FT model (a PEFT model or a merged one).
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer.
        max_length (`int`, *optional*): the run's ``max_length``: prompts are cut to ``max_length - ANSWER_TOKENS``
            tokens (:func:`fitted_input`), as in training.
        batch_size (`int`, *optional*, defaults to `8`): generation batch size.

    Returns:
        `Callable[[list[dict], str], list[tuple[float | None, str]]]`: ``predict(rows, premise_type)``, one
        ``(probability, answer text)`` per row (``None`` when the text has no number).
    """

    def predict(rows: list[dict], premise_type: str) -> list[tuple[float | None, str]]:
        model.eval()  # not merged in a trainer: a push saves the adapter again
        max_tokens = max_length - ANSWER_TOKENS if max_length else None
        prompts = textual_inputs(rows, premise_type, tokenizer=tokenizer, max_tokens=max_tokens)
        return [(parse_probability(t), t) for t in generate_answers(model, tokenizer, prompts, batch_size=batch_size)]

    return predict


def regression_trainer_class():
    """A ``transformers.Trainer`` whose loss is the MSE between ``sigmoid(logit)`` and the gold probability."""
    import torch
    from transformers import Trainer

    class SigmoidMSETrainer(Trainer):
        """MSE between ``sigmoid(logit)`` and the gold probability."""

        def compute_loss(self, model, inputs, return_outputs=False, num_items_in_batch=None):
            labels = inputs.pop("labels").float()
            outputs = model(**inputs)
            predictions = torch.sigmoid(outputs.logits.squeeze(-1).float())
            loss = torch.nn.functional.mse_loss(predictions, labels)
            return (loss, outputs) if return_outputs else loss

    return SigmoidMSETrainer


def load_regression_model(path: str, base_model: str | None = None):
    """The base LM with its one-output head, then the adapter (which holds the trained head); and the tokenizer."""
    import torch
    from peft import PeftModel
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from hedgehub.lm import load_causal_lm, resolve_base_model

    config = json.loads(Path(path, "adapter_config.json").read_text())
    base = resolve_base_model(base_model or config["base_model_name_or_path"])
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = load_causal_lm(base, dtype=torch.float32, model_class=AutoModelForSequenceClassification, num_labels=1)
    model.config.pad_token_id = tokenizer.pad_token_id
    model = PeftModel.from_pretrained(model, path)
    model.eval()
    return model, tokenizer


def predict_regression(
    model, tokenizer, texts: list[str], *, batch_size: int = 8, max_length: int = 1024
) -> list[float]:
    """Predicted probabilities (sigmoid of the head's output) for ``texts``, left-truncated to ``max_length``."""
    import torch

    tokenizer.truncation_side = "left"
    out = []
    for start in range(0, len(texts), batch_size):
        batch = tokenizer(
            texts[start : start + batch_size],
            return_tensors="pt",
            padding=True,
            truncation=True,
            max_length=max_length,
        )
        with torch.no_grad():
            logits = model(**batch).logits.squeeze(-1)
        out.extend(torch.sigmoid(logits.float()).tolist())
    return out


def regression_predictor(model, tokenizer, *, max_length: int = 1024, batch_size: int = 8):
    """The Regression-FT answers to QUITE rows, for :func:`hedgehub.evaluation.answers.evaluate_answers`.

    Shared by the end-of-run evaluation of ``trainers/regression.py`` and ``hedgehub evaluate answers --method
    regression_ft``.

    Args:
        model (`PreTrainedModel`): the sequence-classification model with its one-output head.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer.
        max_length (`int`, *optional*, defaults to `1024`): the run's ``max_length`` (inputs are left-truncated).
        batch_size (`int`, *optional*, defaults to `8`): batch size.

    Returns:
        `Callable[[list[dict], str], list[float]]`: ``predict(rows, premise_type)``, one probability per row.
    """

    def predict(rows: list[dict], premise_type: str) -> list[float]:
        model.eval()
        texts = textual_inputs(rows, premise_type)
        return predict_regression(model, tokenizer, texts, batch_size=batch_size, max_length=max_length)

    return predict


# ----------------------------------------------------------------------------------------------------------------
# Model card and export
# ----------------------------------------------------------------------------------------------------------------


def write_model_card(
    output_dir: str,
    *,
    method: str,
    base_model: str,
    dataset_name: str,
    training_args,
    model_args,
    scores: dict[str, float] | None = None,
    eval_split: str = "validation",
    extra: dict | None = None,
    model_name: str | None = None,
):
    """Render the template ``parser_model_card.md.jinja`` into ``output_dir/README.md`` (scores → ``model-index``).

    Args:
        output_dir (`str`): the saved model/adapter folder.
        method (`str`): ``problog_ft``, ``llm_ft`` or ``regression_ft``.
        base_model (`str`): the base model id (aliases are mapped to their Hub id).
        dataset_name (`str`): the training data (a staged folder or a Hub id).
        training_args, model_args: the run's config objects (their main fields are listed in the card).
        scores (`dict[str, float]`, *optional*): metric name → value in [0, 1] (or RMSE), from the evaluation.
        eval_split (`str`, *optional*, defaults to `"validation"`): the split the scores were measured on.
        extra (`dict`, *optional*): more template variables.
        model_name (`str`, *optional*): defaults to the folder name.

    Returns:
        `huggingface_hub.ModelCard`: the card (saved as ``README.md``).
    """
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

    from hedgehub.hub import card_template
    from hedgehub.models import hub_base_model

    dataset_id = "hedgehub/quite" if Path(dataset_name).exists() else dataset_name
    model_name = model_name or Path(output_dir).name
    eval_results = []
    for name, value in (scores or {}).items():
        if value is None:
            continue
        eval_results.append(
            EvalResult(
                task_type="text-generation",
                task_name="Probabilistic reasoning (QUITE)",
                dataset_type=dataset_id,
                dataset_name=f"QUITE ({eval_split})",
                dataset_split=eval_split,
                metric_type=name,
                metric_name=name,
                metric_value=float(value),
            )
        )
    use_peft = getattr(model_args, "use_peft", False)
    card_data = ModelCardData(
        base_model=hub_base_model(base_model),
        datasets=[dataset_id],
        library_name="peft" if use_peft else "transformers",
        license="apache-2.0",
        language=["en"],
        tags=["hedgehub", "quite", "problog", method.replace("_", "-"), "trl", "sft"],
        model_name=model_name,
        eval_results=eval_results or None,
    )
    recipe = {
        "learning_rate": training_args.learning_rate,
        "num_train_epochs": training_args.num_train_epochs,
        "max_steps": training_args.max_steps,
        "per_device_train_batch_size": training_args.per_device_train_batch_size,
        "gradient_accumulation_steps": training_args.gradient_accumulation_steps,
        "max_length": getattr(training_args, "max_length", None),
        "lora_r": getattr(model_args, "lora_r", None) if use_peft else None,
        "lora_alpha": getattr(model_args, "lora_alpha", None) if use_peft else None,
        "seed": training_args.seed,
    }
    card = ModelCard.from_template(
        card_data,
        template_str=card_template(PARSER_CARD_TEMPLATE),
        method=method,
        model_name=model_name,
        base_model=hub_base_model(base_model),
        dataset_id=dataset_id,
        recipe=recipe,
        scores=scores or {},
        eval_split=eval_split,
        **(extra or {}),
    )
    card.save(Path(output_dir, "README.md"))
    return card


def finish_run(
    trainer,
    *,
    method: str,
    base_model: str,
    dataset_name: str,
    model_args,
    evaluate: Callable[[], dict[str, float]] | None = None,
    eval_split: str = "validation",
    eval_note: str = "",
):
    """The end of a parser trainer's run: save → model card → ``evaluate()`` → card with scores → push (card last).

    Args:
        trainer (`transformers.Trainer`): the trainer of the finished run (``output_dir``, ``push_to_hub`` from its
            arguments).
        method (`str`): ``problog_ft``, ``llm_ft`` or ``regression_ft``.
        base_model (`str`): the base model (alias or id).
        dataset_name (`str`): the training data.
        model_args: the run's ``ModelConfig``.
        evaluate (`Callable[[], dict[str, float]]`, *optional*): the end-of-run evaluation, returning card scores;
            run on the main process only.
        eval_split (`str`, *optional*, defaults to `"validation"`): the split ``evaluate`` measures.
        eval_note (`str`, *optional*): a sentence about the evaluation for the card.

    Returns:
        `huggingface_hub.ModelCard` or `None`: the card (``None`` on other processes).
    """
    from hedgehub.training import push_with_card

    training_args = trainer.args
    output_dir = training_args.output_dir
    trainer.save_model(output_dir)
    card = None
    if trainer.accelerator.is_main_process:
        card_args = dict(
            method=method,
            base_model=base_model,
            dataset_name=dataset_name,
            training_args=training_args,
            model_args=model_args,
        )
        card = write_model_card(output_dir, **card_args)
        if evaluate is not None:
            extra = {"eval_note": eval_note} if eval_note else None
            card = write_model_card(output_dir, **card_args, scores=evaluate(), eval_split=eval_split, extra=extra)
    if training_args.push_to_hub:
        push_with_card(trainer, card, output_dir)
    return card


EXPORT_FILES = (
    "adapter_config.json",
    "adapter_model.safetensors",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
    "chat_template.jinja",
)


def export_adapter(
    checkpoint_dir: str,
    out_dir: str,
    *,
    dataset_name: str,
    scores: dict[str, float] | None = None,
    eval_split: str = "test",
    eval_note: str = "",
    method: str = "problog_ft",
) -> Path:
    """Copy a training checkpoint's adapter and tokenizer into ``out_dir`` and write its card (scores → model-index).

    The result is what ``--push_to_hub`` uploads at the end of a finished run, so a partial run can be published
    (and loaded by ``hedgehub.parser.load_parser``) the same way.
    """
    from types import SimpleNamespace

    from hedgehub.training import fix_adapter_base

    source = Path(checkpoint_dir).expanduser()
    adapter = json.loads((source / "adapter_config.json").read_text())
    state_file = source / "trainer_state.json"
    state = json.loads(state_file.read_text()) if state_file.exists() else {}
    target = Path(out_dir).expanduser()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=target.parent))
    try:
        for name in EXPORT_FILES:
            if (source / name).exists():
                shutil.copy2(source / name, tmp / name)
        base = adapter["base_model_name_or_path"]
        fix_adapter_base(str(tmp), base)
        training_args = SimpleNamespace(
            learning_rate=state.get("learning_rate_peak"),
            num_train_epochs=round(state.get("epoch", 0.0), 3),
            max_steps=state.get("global_step"),
            per_device_train_batch_size=state.get("train_batch_size"),
            gradient_accumulation_steps=None,
            max_length=None,
            seed=None,
        )
        model_args = SimpleNamespace(use_peft=True, lora_r=adapter.get("r"), lora_alpha=adapter.get("lora_alpha"))
        write_model_card(
            str(tmp),
            method=method,
            base_model=base,
            dataset_name=dataset_name,
            training_args=training_args,
            model_args=model_args,
            scores=scores,
            eval_split=eval_split,
            extra={"eval_note": eval_note} if eval_note else None,
            model_name=target.name,
        )
        replace_dir(tmp, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target


def scores_from_files(score_files: Sequence[str]) -> dict[str, float]:
    """Card scores from ``scores.json`` files: ``<numeric|wep|oracle>_<constrained|free|ablation>_<metric>``."""
    scores = {}
    for file in score_files:
        summary = json.loads(Path(file).read_text())
        grammar = summary.get("grammar")
        if summary["mode"] == "gold":
            decoding = ""
        elif grammar is None or grammar in ("none", FULL_GRAMMAR):
            decoding = "constrained" if summary["constrained"] else "free"
        else:  # an ablation of the grammar, e.g. "syntax" alone
            decoding = grammar.replace("+", "_").replace("-", "_")
        source = "oracle" if summary["mode"] == "oracle" else summary["premise_type"]
        for key in ("correct", "wrong", "error", "rmse_50"):
            value = summary["scores"].get(key)
            if value is not None:
                scores["_".join(x for x in (source, decoding, key) if x)] = value
    return scores


@dataclass
class ExportArguments:
    checkpoint: str = field(metadata={"help": "A training checkpoint folder (adapter, tokenizer, trainer_state)."})
    out_dir: str = field(metadata={"help": "The upload-ready folder to write."})
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "The training data (folder or Hub id)."})
    scores: list[str] = field(
        default_factory=list, metadata={"help": "scores.json files written by hedgehub.evaluation.parser."}
    )
    eval_split: str = field(default="test", metadata={"help": "The split the scores were measured on."})
    eval_note: str = field(default="", metadata={"help": "A sentence about the evaluation, shown in the card."})


def main(args: ExportArguments) -> Path:
    """Export a checkpoint as an upload-ready adapter folder with its card."""
    path = export_adapter(
        args.checkpoint,
        args.out_dir,
        dataset_name=args.dataset_name,
        scores=scores_from_files(args.scores),
        eval_split=args.eval_split,
        eval_note=args.eval_note,
    )
    print(path)
    return path


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of the export command (``subparsers``: register it as ``export-parser``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ExportArguments,),
        name="export-parser",
        help="Export a ProbLog-FT checkpoint with its card",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
