"""The three LINK model roles on any Hugging Face causal LM (defaults: the shipped SmolLM2-135M-Instruct).

- :class:`HFKnowledgeModel` samples one line of comma-separated values per query from a two-shot fill-the-blank
  prompt, batched with left padding.
- :class:`HFCritic` reads the next-token distribution after a four-shot "Statement: ... Answer: yes/no" prompt and
  returns P(yes) / (P(yes) + P(no)), summing the spellings " yes", "yes", "Yes", ...
- :class:`HFLikelihood` is the reranker and the Δ likelihood model: mean log-likelihood per token of a text
  (every token is scored, conditioned on a start token).

Models come from :func:`hedgehub.lm.shared_lm` (loaded once per name and shared between roles) and the scoring from
:mod:`hedgehub.lm` (:func:`~hedgehub.lm.answer_probabilities`, :func:`~hedgehub.lm.continuation_logprobs`). torch and
transformers are imported lazily.

Examples:

    >>> lm = HFLikelihood("smollm2")
    >>> a, b = lm.log_likelihood(["The cat sat on the mat.", "Mat the on sat cat the."])
    >>> a > b
    True
"""

from __future__ import annotations

import re

from hedgehub.lm import answer_probabilities, chat_prompt, continuation_logprobs, shared_lm

from .search import KnowledgeQuery


CRITIC_FEW_SHOT = (
    "Answer yes if the statement is true and no if it is false.\n"
    "Statement: Rome is a city.\nAnswer: yes\n"
    "Statement: A banana is a vegetable.\nAnswer: no\n"
    "Statement: Wool comes from sheep.\nAnswer: yes\n"
    "Statement: The Moon is bigger than the Earth.\nAnswer: no\n"
    "Statement: {statement}.\nAnswer:"
)


def _batches(items: list, size: int):
    for i in range(0, len(items), size):
        yield items[i : i + size]


def parse_list(text: str, limit: int) -> list[str]:
    """Split a generated list ("1. a, b\\n- c and d") into at most ``limit`` distinct items.

    Examples:

        >>> parse_list("1. Peanut butter\\n2. Satay sauce, pesto and Pad Thai.", 10)
        ['Peanut butter', 'Satay sauce', 'pesto', 'Pad Thai']
    """
    items, seen = [], set()
    for part in re.split(r"[,\n;]|\band\b", text):
        part = re.sub(r"^\s*(?:[-*•]+|\d+[.)])\s*", "", part).strip().strip("\"'`*").rstrip(".").strip()
        if part and part.lower() not in seen:
            seen.add(part.lower())
            items.append(part)
        if len(items) >= limit:
            break
    return items


class HFKnowledgeModel:
    """Knowledge model: sample a list of values for each :class:`KnowledgeQuery`.

    Args:
        model (`str`, *optional*, defaults to `"smollm2"`): alias, Hub id or local path of a causal LM.
        max_new_tokens (`int`, *optional*, defaults to 48): generation budget per list.
        temperature (`float`, *optional*, defaults to 0.8): sampling temperature (0 = greedy).
        top_p (`float`, *optional*, defaults to 0.95): nucleus sampling.
        repetition_penalty (`float`, *optional*, defaults to 1.1): discourages "peanuts, peanuts, ..." loops.
        batch_size (`int`, *optional*, defaults to 8): prompts per ``generate`` call.
        seed (`int`, *optional*, defaults to 0): sampling seed; round ``r`` uses ``seed + r``.
        chat (`bool`, *optional*, defaults to `False`): wrap the few-shot prompt in the chat template (off: the
            135M model answered the instruction form with sentences instead of lists).
    """

    def __init__(
        self,
        model: str = "smollm2",
        max_new_tokens: int = 32,
        temperature: float = 0.8,
        top_p: float = 0.95,
        repetition_penalty: float = 1.1,
        batch_size: int = 8,
        seed: int = 0,
        chat: bool = False,
    ):
        self.name = model
        self.model, self.tokenizer = shared_lm(model)
        self.max_new_tokens, self.temperature, self.top_p = max_new_tokens, temperature, top_p
        self.repetition_penalty, self.batch_size, self.seed, self.chat = repetition_penalty, batch_size, seed, chat
        newline = self.tokenizer.encode("\n", add_special_tokens=False)
        self.stop_ids = [self.tokenizer.eos_token_id, *newline[-1:]]  # one line of answers

    def propose(self, queries: list[KnowledgeQuery], round_index: int) -> list[list[str]]:
        import torch

        tok = self.tokenizer
        tok.padding_side = "left"
        outs: list[list[str]] = []
        torch.manual_seed(self.seed + round_index)
        for batch in _batches(queries, self.batch_size):
            prompts = [chat_prompt(tok, q.prompt) if self.chat else q.prompt for q in batch]
            enc = tok(prompts, return_tensors="pt", padding=True, add_special_tokens=False)
            sample = self.temperature > 0
            with torch.no_grad():
                gen = self.model.generate(
                    **enc,
                    max_new_tokens=self.max_new_tokens,
                    do_sample=sample,
                    temperature=self.temperature if sample else None,
                    top_p=self.top_p if sample else None,
                    top_k=None,
                    repetition_penalty=self.repetition_penalty,
                    eos_token_id=self.stop_ids,
                    pad_token_id=tok.pad_token_id,
                )
            texts = tok.batch_decode(gen[:, enc["input_ids"].shape[1] :], skip_special_tokens=True)
            outs += [parse_list(t, q.num_values) for t, q in zip(texts, batch, strict=True)]
        return outs


class HFCritic:
    """Critic: P(yes) / (P(yes) + P(no)) for "Is the following statement correct?" on any causal LM.

    Args:
        model (`str`, *optional*, defaults to `"smollm2"`): alias, Hub id or local path.
        batch_size (`int`, *optional*, defaults to 16): statements per forward pass.
        chat (`bool`, *optional*, defaults to `False`): wrap the few-shot prompt in the chat template. Off by default:
            SmolLM2-135M's P(yes) barely moved with statements inside its chat template (0.18-0.29 for true and
            false statements alike) and moved more as a plain few-shot completion.
    """

    def __init__(self, model: str = "smollm2", batch_size: int = 16, chat: bool = False):
        self.name = model
        self.model, self.tokenizer = shared_lm(model)
        self.batch_size, self.chat = batch_size, chat
        self.yes_ids = self._ids(["yes", " yes", "Yes", " Yes", "YES"])
        self.no_ids = self._ids(["no", " no", "No", " No", "NO"])

    def _ids(self, words: list[str]) -> list[int]:
        ids = {self.tokenizer.encode(w, add_special_tokens=False)[0] for w in words}
        return sorted(ids)

    def prompt(self, statement: str) -> str:
        text = CRITIC_FEW_SHOT.format(statement=statement.rstrip("."))
        return chat_prompt(self.tokenizer, text) if self.chat else text

    def p_yes(self, statements: list[str]) -> list[float]:
        return answer_probabilities(
            self.model,
            self.tokenizer,
            [self.prompt(s) for s in statements],
            self.yes_ids,
            self.no_ids,
            batch_size=self.batch_size,
        )


class HFLikelihood:
    """Mean token log-likelihood of texts under a causal LM (the reranker, and the Δ likelihood model).

    Args:
        model (`str`, *optional*, defaults to `"smollm2"`): alias, Hub id or local path.
        batch_size (`int`, *optional*, defaults to 16): texts per forward pass.
        prefix (`str`, *optional*, defaults to `""`): text prepended as context (not scored).
    """

    def __init__(self, model: str = "smollm2", batch_size: int = 16, prefix: str = ""):
        self.name = model
        self.model, self.tokenizer = shared_lm(model)
        self.batch_size, self.prefix = batch_size, prefix

    def log_likelihood(self, texts: list[str]) -> list[float]:
        """Mean log-probability per token of each text after the start token and ``prefix``."""
        tok = self.tokenizer
        start = tok.bos_token_id if tok.bos_token_id is not None else tok.eos_token_id
        prefix_ids = [start] + (tok.encode(self.prefix, add_special_tokens=False) if self.prefix else [])
        texts_ids = [tok.encode(t, add_special_tokens=False) for t in texts]
        scored = continuation_logprobs(
            self.model, tok, [prefix_ids] * len(texts), texts_ids, batch_size=self.batch_size
        )
        return [total / max(1, n) for total, n in scored]
