"""Shared pieces of the QUITE parser trainers: training examples, model loading, model cards, the end of a run.

The trainers (``sft_problog.py``, ``sft_textual.py``, ``regression.py``) and ``evaluate_parser.py`` import this
module; the prompt formats themselves live in :mod:`hedgehub.parser` so training and inference share one text.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path


REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:  # `python trainers/x.py` puts trainers/ first on the path, not the repo root
    sys.path.insert(0, str(REPO_ROOT))
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from hedgehub.parser import (  # noqa: E402
    FULL_GRAMMAR,
    declared_atoms,
    evidence_prompt,
    normalize_clauses,
    premise_prompt,
    query_prompt,
)
from hedgehub.training import cpu_training_defaults, fix_adapter_base  # noqa: E402, F401 - re-exported to scripts


PREMISE_CONFIGS = {"numeric": "numeric-premises", "wep": "wep-based-premises"}
QE_CONFIGS = ("qe-programs", "additional-qe-programs")
SCORED_STATUS = ("ok", "repaired")
DEFAULT_DATASET = str(REPO_ROOT / "hub" / "quite")
PAPER_INSTRUCTION = "Translate the last premise into ProbLog, continuing the program of the earlier premises.\n"


# ----------------------------------------------------------------------------------------------------------------
# Data
# ----------------------------------------------------------------------------------------------------------------


def load_config(dataset_name: str, config: str, split: str):
    """``load_dataset(dataset_name, config, split=split)``, or ``None`` when the config or split does not exist."""
    from datasets import load_dataset

    try:
        return load_dataset(dataset_name, config, split=split)
    except ValueError as err:  # unknown config or split
        if "split" in str(err).lower() or "config" in str(err).lower() or "BuilderConfig" in str(err):
            return None
        raise


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


def qe_rows(dataset_name: str, split: str, *, configs: Sequence[str] = QE_CONFIGS) -> list[dict]:
    rows = []
    for config in configs:
        ds = load_config(dataset_name, config, split)
        if ds is not None:
            rows.extend(ds)
    return rows


def textual_input(premises: Sequence[str], evidences: Sequence[str], question: str) -> str:
    """The natural-language input of the end-to-end baselines (LLM-FT, Regression-FT)."""
    text = "Premises:\n" + "\n".join(premises)
    if evidences:
        text += "\nEvidence:\n" + "\n".join(evidences)
    return text + f"\nQuestion: {question}\n"


def premise_sentences(row: dict, premise_type: str) -> list[str]:
    return list(row["numeric_premises"] if premise_type == "numeric" else row["wep_premises"])


# ----------------------------------------------------------------------------------------------------------------
# Model
# ----------------------------------------------------------------------------------------------------------------


def hub_base_model(model_name_or_path: str) -> str:
    """The Hub id to record as base model (:func:`hedgehub.models.hub_base_model`)."""
    from hedgehub.models import hub_base_model as _hub_base_model

    return _hub_base_model(model_name_or_path)


# ----------------------------------------------------------------------------------------------------------------
# Model card and the end of a run
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
) -> Path:
    """Render ``model_cards/parser_model_card.md.jinja`` into ``output_dir/README.md`` (scores → ``model-index``).

    Args:
        output_dir (`str`): the saved model/adapter folder.
        method (`str`): ``problog_ft``, ``llm_ft`` or ``regression_ft``.
        base_model (`str`): the base model id (aliases are mapped to their Hub id).
        dataset_name (`str`): the training data (a staged folder or a Hub id).
        training_args, model_args: the run's config objects (their main fields are listed in the card).
        scores (`dict[str, float]`, *optional*): metric name → value in [0, 1] (or RMSE), from the evaluation.
        eval_split (`str`, *optional*, defaults to `"validation"`): the split the scores were measured on.
        extra (`dict`, *optional*): more template variables.

    Returns:
        `Path`: the README path.
    """
    from huggingface_hub import EvalResult, ModelCard, ModelCardData

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
    card_data = ModelCardData(
        base_model=hub_base_model(base_model),
        datasets=[dataset_id],
        library_name="peft" if getattr(model_args, "use_peft", False) else "transformers",
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
        "lora_r": getattr(model_args, "lora_r", None) if getattr(model_args, "use_peft", False) else None,
        "lora_alpha": getattr(model_args, "lora_alpha", None) if getattr(model_args, "use_peft", False) else None,
        "seed": training_args.seed,
    }
    template = REPO_ROOT / "model_cards" / "parser_model_card.md.jinja"
    card = ModelCard.from_template(
        card_data,
        template_path=str(template),
        method=method,
        model_name=model_name,
        base_model=hub_base_model(base_model),
        dataset_id=dataset_id,
        recipe=recipe,
        scores=scores or {},
        eval_split=eval_split,
        **(extra or {}),
    )
    path = Path(output_dir, "README.md")
    card.save(path)
    return path


UPLOAD_IGNORE = ("checkpoint-*", "runs", "eval", "*.log")


def push_if_asked(training_args, output_dir: str) -> str | None:
    """Upload the saved model folder when ``--push_to_hub`` was given, via :func:`hedgehub.hub.push_folder`.

    The upload is ``output_dir`` without the resumable ``checkpoint-*`` folders, TensorBoard ``runs``, the
    ``eval`` outputs and logs (:data:`UPLOAD_IGNORE`): adapter weights, adapter config, tokenizer files and the
    model card.
    """
    if not training_args.push_to_hub:
        return None
    import tempfile

    from hedgehub.hub import push_folder

    repo_id = training_args.hub_model_id or Path(output_dir).name
    with tempfile.TemporaryDirectory() as tmp:
        staged = Path(tmp, Path(output_dir).name)
        shutil.copytree(output_dir, staged, ignore=shutil.ignore_patterns(*UPLOAD_IGNORE))
        return push_folder(staged, repo_id, repo_type="model", private=bool(training_args.hub_private_repo))


# ----------------------------------------------------------------------------------------------------------------
# A toy QUITE dataset with a known answer (QUITE Appendix D, gallstones): smoke tests and README example
# ----------------------------------------------------------------------------------------------------------------

GALLSTONES_PREMISES = [
    ("15.31% of patients have gallstones.", "0.1531::gallstones(patient)."),
    (
        "Patients with gallstones suffer from flatulence in 39.25% of cases.",
        "0.3925::flatulence(patient) :- gallstones(patient).",
    ),
    (
        "Patients without gallstones suffer from flatulence in 43.07% of cases.",
        "0.4307::flatulence(patient) :- \\+ gallstones(patient).",
    ),
    (
        "With gallstones, the amylase level is 0-299 in 93.46%, 300-499 in 4.67% and 500-1400 in 1.87% of cases.",
        "0.9346::amylase(patient, '0-299'); 0.0467::amylase(patient, '300-499'); "
        "0.0187::amylase(patient, '500-1400') :- gallstones(patient).",
    ),
    (
        "Without gallstones, the amylase level is 0-299 in 97.30%, 300-499 in 1.69% and 500-1400 in 1.01% of cases.",
        "0.9730::amylase(patient, '0-299'); 0.0169::amylase(patient, '300-499'); "
        "0.0101::amylase(patient, '500-1400') :- \\+ gallstones(patient).",
    ),
]
GALLSTONES_WEP = [
    "Few patients have gallstones.",
    "Patients with gallstones probably do not suffer from flatulence.",
    "Patients without gallstones suffer from flatulence about as often as not.",
    "With gallstones, the amylase level is almost certainly 0-299, rarely 300-499 and very rarely 500-1400.",
    "Without gallstones, the amylase level is almost certainly 0-299, very rarely 300-499 and very rarely 500-1400.",
]
GALLSTONES_QE = [
    # evidences, evidence clauses, question, query clause, answer, reasoning types
    (
        ["The patient suffers from flatulence."],
        ["evidence(flatulence(patient), true)."],
        "How likely is an amylase level of 500-1400?",
        "query(amylase(patient, '500-1400')).",
        0.011316,
        ["evidential"],
    ),
    ([], [], "How likely does a patient have gallstones?", "query(gallstones(patient)).", 0.1531, ["causal"]),
    (
        ["The patient has gallstones."],
        ["evidence(gallstones(patient), true)."],
        "How likely is flatulence?",
        "query(flatulence(patient)).",
        0.3925,
        ["causal"],
    ),
    (
        ["The patient does not have gallstones."],
        ["evidence(gallstones(patient), false)."],
        "How likely is an amylase level of 0-299?",
        "query(amylase(patient, '0-299')).",
        0.9730,
        ["causal"],
    ),
]


def toy_quite_rows() -> dict[str, list[dict]]:
    """The gallstones network as rows of the staged QUITE configs (same schema as ``dataset_scripts/quite.py``)."""
    base = {"story_id": 0, "network_name": "GALLSTONES", "file_name": "gallstones0"}
    configs: dict[str, list[dict]] = {"numeric-premises": [], "wep-based-premises": [], "qe-programs": []}
    programs = [p for _, p in GALLSTONES_PREMISES]
    for i, (sentence, program) in enumerate(GALLSTONES_PREMISES):
        history = [[s, p] for s, p in GALLSTONES_PREMISES[:i]]
        configs["numeric-premises"].append({"id": i, **base, "input": sentence, "target": program, "history": history})
        wep_history = [[GALLSTONES_WEP[j], GALLSTONES_PREMISES[j][1]] for j in range(i)]
        configs["wep-based-premises"].append(
            {"id": i, **base, "input": GALLSTONES_WEP[i], "target": program, "history": wep_history}
        )
    for qe_id, (evidences, ev_programs, question, query, answer, types) in enumerate(GALLSTONES_QE):
        program = "\n".join([*programs, *ev_programs, query])
        configs["qe-programs"].append(
            {
                "qe_id": qe_id,
                **base,
                "numeric_premises": [s for s, _ in GALLSTONES_PREMISES],
                "wep_premises": list(GALLSTONES_WEP),
                "premise_programs": programs,
                "evidences": evidences,
                "evidence_programs": ev_programs,
                "question": question,
                "query_program": query,
                "program": program,
                "answer": answer,
                "computed_answer": answer,
                "reasoning_types": types,
                "status": "ok",
                "note": "",
            }
        )
    return configs


def stage_toy_quite(out_dir: str | os.PathLike) -> Path:
    """Stage the gallstones toy dataset in the Hub layout (every split holds the same network).

    Examples:

        >>> import tempfile
        >>> from datasets import load_dataset
        >>> folder = stage_toy_quite(Path(tempfile.mkdtemp()) / "toy")
        >>> load_dataset(str(folder), "qe-programs", split="test")[0]["answer"]
        0.011316
    """
    import yaml
    from datasets import Dataset

    from hedgehub.hub import configs_yaml, stage_dataset

    configs = {}
    for name, rows in toy_quite_rows().items():
        configs[name] = {
            split: Dataset.from_list([{**r, "split": split} for r in rows])
            for split in ("train", "validation", "test")
        }
    header = yaml.safe_dump({"configs": configs_yaml(configs, "numeric-premises")}, sort_keys=False)
    card = f"---\n{header}---\n\n# Toy QUITE (gallstones, QUITE Appendix D)\n"
    return stage_dataset(configs, out_dir, card_text=card)


# ----------------------------------------------------------------------------------------------------------------
# Export a checkpoint as the folder an upload would hold (adapter, tokenizer, card with model-index)
# ----------------------------------------------------------------------------------------------------------------

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
        if target.exists():
            shutil.rmtree(target)
        os.replace(tmp, target)
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


if __name__ == "__main__":
    import argparse

    cli = argparse.ArgumentParser(description="Export a checkpoint as an upload-ready adapter folder with its card.")
    cli.add_argument("checkpoint")
    cli.add_argument("out_dir")
    cli.add_argument("--dataset_name", default=DEFAULT_DATASET)
    cli.add_argument("--scores", nargs="*", default=[], help="scores.json files written by evaluate_parser.py")
    cli.add_argument("--eval_split", default="test")
    cli.add_argument("--eval_note", default="")
    ns = cli.parse_args()
    path = export_adapter(
        ns.checkpoint,
        ns.out_dir,
        dataset_name=ns.dataset_name,
        scores=scores_from_files(ns.scores),
        eval_split=ns.eval_split,
        eval_note=ns.eval_note,
    )
    print(path)
