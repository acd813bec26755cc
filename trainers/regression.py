"""Regression-FT: an LM with a one-output head and a sigmoid, LoRA, mean squared error on the QUITE answer.

Input: premises + evidence + question (``trainers.parser_common.textual_input``); output: ``sigmoid(score(h_last))``
where ``h_last`` is the hidden state of the last non-padding token (``AutoModelForSequenceClassification`` with
``num_labels=1``). The head (``score``) is trained in full and saved inside the adapter (PEFT
``modules_to_save``), so ``load_regression_model(output_dir)`` restores adapter and head together.

Usage:

    python trainers/regression.py --config trainers/recipes/smollm2/regression_ft/cpu.yaml
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

from trainers.parser_common import (  # noqa: E402
    DEFAULT_DATASET,
    QE_CONFIGS,
    SCORED_STATUS,
    cpu_training_defaults,
    fix_adapter_base,
    premise_sentences,
    push_if_asked,
    qe_rows,
    textual_input,
    write_model_card,
)


@dataclass
class RegressionScriptArguments:
    """Data and evaluation options of ``regression.py``."""

    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub dataset id."})
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise versions to train on."}
    )
    qe_configs: list[str] = field(default_factory=lambda: list(QE_CONFIGS), metadata={"help": "QE configs."})
    dataset_train_split: str = field(default="train", metadata={"help": "Split to train on."})
    max_train_samples: int | None = field(default=None, metadata={"help": "Keep at most this many examples."})
    max_length: int = field(default=1024, metadata={"help": "Truncate inputs to this many tokens (from the left)."})
    eval_split: str = field(default="validation", metadata={"help": "Split evaluated at the end of the run."})
    eval_max_pairs: int = field(default=0, metadata={"help": "Evaluate on this many pairs at the end (0 = skip)."})


@dataclass
class RegressionModelArguments:
    """Model and LoRA options (the ``ModelConfig`` fields this trainer uses)."""

    model_name_or_path: str = field(default="smollm2", metadata={"help": "Base LM (alias, Hub id or folder)."})
    use_peft: bool = field(default=True, metadata={"help": "Train a LoRA adapter (the head is always trained)."})
    lora_r: int = field(default=16, metadata={"help": "LoRA rank."})
    lora_alpha: int = field(default=32, metadata={"help": "LoRA alpha."})
    lora_dropout: float = field(default=0.05, metadata={"help": "LoRA dropout."})
    lora_target_modules: list[str] = field(
        default_factory=lambda: ["all-linear"], metadata={"help": "LoRA target modules."}
    )


def regression_examples(rows, premise_types) -> list[dict]:
    examples = []
    for row in rows:
        if row["status"] not in SCORED_STATUS:
            continue
        for premise_type in premise_types:
            text = textual_input(premise_sentences(row, premise_type), row["evidences"], row["question"])
            examples.append({"text": text, "label": float(row["answer"])})
    return examples


def _regression_trainer_class():
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
    """Load the base LM with its one-output head, then the adapter (which holds the trained head)."""
    import json

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


def predict(model, tokenizer, texts: list[str], *, batch_size: int = 8, max_length: int = 1024) -> list[float]:
    """Predicted probabilities (sigmoid of the head's output) for ``texts``."""
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


def main(script_args, training_args, model_args):
    import torch
    from datasets import Dataset
    from peft import LoraConfig, TaskType, get_peft_model
    from transformers import AutoModelForSequenceClassification, AutoTokenizer, DataCollatorWithPadding

    from hedgehub.models import resolve_model
    from hedgehub.lm import load_causal_lm

    cpu_training_defaults(training_args)
    training_args.remove_unused_columns = False
    model_path = resolve_model(model_args.model_name_or_path)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.truncation_side = "left"  # keep the question, drop the oldest premises first
    examples = regression_examples(
        qe_rows(script_args.dataset_name, script_args.dataset_train_split, configs=script_args.qe_configs),
        script_args.premise_types,
    )
    if not examples:
        raise ValueError(f"{script_args.dataset_name}: no scored QE pairs in {script_args.dataset_train_split!r}")
    random.Random(training_args.seed).shuffle(examples)
    if script_args.max_train_samples:
        examples = examples[: script_args.max_train_samples]

    def tokenize(batch):
        encoded = tokenizer(batch["text"], truncation=True, max_length=script_args.max_length)
        encoded["labels"] = batch["label"]
        return encoded

    dataset = Dataset.from_list(examples).map(tokenize, batched=True, remove_columns=["text", "label"])
    dtype = torch.float32 if not torch.cuda.is_available() else torch.bfloat16
    model = load_causal_lm(model_path, dtype=dtype, model_class=AutoModelForSequenceClassification, num_labels=1)
    model.config.pad_token_id = tokenizer.pad_token_id
    if model_args.use_peft:
        targets = model_args.lora_target_modules
        lora = LoraConfig(
            task_type=TaskType.SEQ_CLS,
            r=model_args.lora_r,
            lora_alpha=model_args.lora_alpha,
            lora_dropout=model_args.lora_dropout,
            target_modules=targets[0] if targets == ["all-linear"] else targets,
            modules_to_save=["score"],
        )
        model = get_peft_model(model, lora)
    trainer = _regression_trainer_class()(
        model=model,
        args=training_args,
        train_dataset=dataset,
        data_collator=DataCollatorWithPadding(tokenizer),
        processing_class=tokenizer,
    )
    trainer.train(resume_from_checkpoint=training_args.resume_from_checkpoint)
    output_dir = training_args.output_dir
    trainer.save_model(output_dir)
    fix_adapter_base(output_dir, model_args.model_name_or_path)
    if trainer.accelerator.is_main_process:
        card_args = dict(
            method="regression_ft",
            base_model=model_args.model_name_or_path,
            dataset_name=script_args.dataset_name,
            training_args=training_args,
            model_args=model_args,
        )
        write_model_card(output_dir, **card_args)
        if script_args.eval_max_pairs > 0:
            from trainers.evaluate_parser import quite_scores, select_pairs

            rows = select_pairs(qe_rows(script_args.dataset_name, script_args.eval_split), script_args.eval_max_pairs)
            scores = {}
            trainer.model.eval()
            for premise_type in script_args.premise_types:
                texts = [
                    textual_input(premise_sentences(r, premise_type), r["evidences"], r["question"]) for r in rows
                ]
                probabilities = predict(trainer.model, tokenizer, texts, max_length=script_args.max_length)
                golds = [float(r["answer"]) if r["status"] != "invalid_evidence" else -1.0 for r in rows]
                result = quite_scores(probabilities, [None] * len(rows), golds, [r["reasoning_types"] for r in rows])
                scores.update({f"{premise_type}_{k}": result[k] for k in ("correct", "wrong", "error", "rmse_50")})
            write_model_card(output_dir, **card_args, scores=scores, eval_split=script_args.eval_split)
        push_if_asked(training_args, output_dir)
    return trainer


if __name__ == "__main__":
    from transformers import TrainingArguments
    from trl import TrlParser

    parser = TrlParser((RegressionScriptArguments, TrainingArguments, RegressionModelArguments))
    script_args, training_args, model_args = parser.parse_args_and_config()
    main(script_args, training_args, model_args)
