"""LINT entailment probing: the 13 prompt templates of Li et al. (2024) and a zero-shot scorer for causal LMs.

Every statement (premise, conclusion) becomes 13 yes/no-style prompts. Six are labelled positive and six negative
in every rule; the thirteenth turns the conclusion into a question, which is answered "Yes" when the rule's
conclusion is a positive statement ("Person X can ...") and "No" when it is negative ("Person X cannot ..."):

=====================  ============================================  =================  =======
template               prompt                                        conclusion used    label
=====================  ============================================  =================  =======
is_it_true             Is it true that if P, C? Answer yes or no:    conclusion         Yes
yes_no                 Yes or no: if P, C                            conclusion         Yes
true_false             True or false: if P, C                        conclusion         True
right_wrong            Right or wrong: if P, C                       conclusion         Right
entails                Premise: P. Conclusion: C Does premise ...    conclusion         Yes
contradicts_negated    ... Does premise contradict the conclusion?   negated            Yes
is_it_true_negated     Is it true that if P, ¬C? ...                 negated            No
yes_no_negated         Yes or no: if P, ¬C                           negated            No
true_false_negated     True or false: if P, ¬C                       negated            False
right_wrong_negated    Right or wrong: if P, ¬C                      negated            Wrong
entails_negated        ... ¬C Does premise entail conclusion? ...    negated            No
contradicts            ... C Does premise contradict the conclusion? conclusion         No
question               Answer the question with yes or no: if P, Q   question           Yes/No
=====================  ============================================  =================  =======

Template groups (the paper's Table 4 columns): ``yes/no`` (is_it_true*, yes_no*, question), ``true/false``,
``right/wrong``, ``entails/contradicts``.

Examples:

    >>> rows = probe_rows({"premise": "Person X is allergic to peanuts", "conclusion": "Person X cannot eat satay",
    ...                    "conclusion_negated": "Person X can eat satay",
    ...                    "conclusion_question": "Can Person X eat satay?", "positive_conclusion": False})
    >>> len(rows), sum(r["label"] for r in rows)
    (13, 6)
    >>> [r for r in rows if r["template"] == "question"][0]["answer"]
    'No'
    >>> rows[0]["prompt"]
    'Is it true that if Person X is allergic to peanuts, Person X cannot eat satay? Answer yes or no:'
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any


PROBE_INSTRUCTION = (
    "For the following question, please answer in a normal life scenario with no special consideration:"
)
ANSWER_WORDS = {"yes/no": ("Yes", "No"), "true/false": ("True", "False"), "right/wrong": ("Right", "Wrong")}

# name -> (group, answer words, which conclusion, label is positive, template)
TEMPLATES: dict[str, tuple[str, str, str, bool, str]] = {
    "is_it_true": ("yes/no", "yes/no", "conclusion", True, "Is it true that if {p}, {c_}? Answer yes or no:"),
    "yes_no": ("yes/no", "yes/no", "conclusion", True, "Yes or no: if {p}, {c}"),
    "true_false": ("true/false", "true/false", "conclusion", True, "True or false: if {p}, {c}"),
    "right_wrong": ("right/wrong", "right/wrong", "conclusion", True, "Right or wrong: if {p}, {c}"),
    "entails": (
        "entails/contradicts",
        "yes/no",
        "conclusion",
        True,
        "Premise: {p}. Conclusion: {c} Does premise entail conclusion? Answer yes or no:",
    ),
    "contradicts_negated": (
        "entails/contradicts",
        "yes/no",
        "negated",
        True,
        "Premise: {p}. Conclusion: {c} Does premise contradict the conclusion? Answer yes or no:",
    ),
    "is_it_true_negated": ("yes/no", "yes/no", "negated", False, "Is it true that if {p}, {c_}? Answer yes or no:"),
    "yes_no_negated": ("yes/no", "yes/no", "negated", False, "Yes or no: if {p}, {c}"),
    "true_false_negated": ("true/false", "true/false", "negated", False, "True or false: if {p}, {c}"),
    "right_wrong_negated": ("right/wrong", "right/wrong", "negated", False, "Right or wrong: if {p}, {c}"),
    "entails_negated": (
        "entails/contradicts",
        "yes/no",
        "negated",
        False,
        "Premise: {p}. Conclusion: {c} Does premise entail conclusion? Answer yes or no:",
    ),
    "contradicts": (
        "entails/contradicts",
        "yes/no",
        "conclusion",
        False,
        "Premise: {p}. Conclusion: {c} Does premise contradict the conclusion? Answer yes or no:",
    ),
    "question": ("yes/no", "yes/no", "question", True, "Answer the question with yes or no: if {p}, {c}"),
}


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "?", "!")) else text + "."


def probe_rows(statement: dict[str, Any]) -> list[dict[str, Any]]:
    """The 13 probing rows of one statement (``premise``, ``conclusion``, ``conclusion_negated``,
    ``conclusion_question``, ``positive_conclusion``; other keys are copied through)."""
    premise = statement["premise"].strip().rstrip(".")
    texts = {
        "conclusion": _sentence(statement["conclusion"]),
        "negated": _sentence(statement["conclusion_negated"]),
        "question": _sentence(statement["conclusion_question"]),
    }
    rows = []
    for name, (group, words, which, positive, template) in TEMPLATES.items():
        if name == "question":
            positive = bool(statement["positive_conclusion"])  # "Can X ...?" is answered No for "X cannot ..." rules
        c = texts[which]
        prompt = template.format(p=premise, c=c, c_=c[:-1])
        pos_word, neg_word = ANSWER_WORDS[words]
        rows.append(
            {
                **{k: v for k, v in statement.items() if k not in ("conclusion_negated", "conclusion_question")},
                "template": name,
                "template_group": group,
                "prompt": prompt,
                "options": [pos_word, neg_word],
                "answer": pos_word if positive else neg_word,
                "label": int(positive),
            }
        )
    return rows


class ZeroShotProber:
    """Score probing prompts with a causal LM: the answer is whichever option word gets more probability as the first
    token of the reply (chat template if the tokenizer has one, else the plain prompt followed by "Answer:").

    Args:
        model (`str`, *optional*, defaults to `"smollm2"`): alias, Hub id or local path.
        batch_size (`int`, *optional*, defaults to 16): prompts per forward pass.
        instruction (`str`, *optional*): prepended to every prompt (the paper's "normal life scenario" line).
    """

    def __init__(self, model: str = "smollm2", batch_size: int = 16, instruction: str = PROBE_INSTRUCTION):
        from hedgehub.lm import shared_lm

        self.name = model
        self.model, self.tokenizer = shared_lm(model)
        self.batch_size, self.instruction = batch_size, instruction

    def _option_ids(self, word: str) -> list[int]:
        tok = self.tokenizer
        return sorted(
            {tok.encode(w, add_special_tokens=False)[0] for w in (word, word.lower(), " " + word, " " + word.lower())}
        )

    def _text(self, prompt: str) -> str:
        from hedgehub.lm import chat_prompt

        text = f"{self.instruction}\n{prompt}" if self.instruction else prompt
        if getattr(self.tokenizer, "chat_template", None):
            return chat_prompt(self.tokenizer, text)
        return text + "\nAnswer:"

    def p_positive(self, rows: list[dict[str, Any]]) -> list[float]:
        """P(positive option) / P(both options) per row."""
        from hedgehub.lm import answer_probabilities

        out = [0.0] * len(rows)
        by_options = defaultdict(list)
        for i, row in enumerate(rows):
            by_options[tuple(row["options"])].append(i)
        for (pos, neg), idx in by_options.items():
            probs = answer_probabilities(
                self.model,
                self.tokenizer,
                [self._text(rows[i]["prompt"]) for i in idx],
                self._option_ids(pos),
                self._option_ids(neg),
                batch_size=self.batch_size,
            )
            for i, p in zip(idx, probs, strict=True):
                out[i] = p
        return out


def score_rows(rows: list[dict[str, Any]], p_positive: Iterable[float]) -> list[dict[str, Any]]:
    """Per-row predictions: ``p_positive``, ``prediction`` (1 = positive option) and ``correct``."""
    out = []
    for row, p in zip(rows, p_positive, strict=True):
        pred = int(p > 0.5)
        out.append({**row, "p_positive": float(p), "prediction": pred, "correct": int(pred == row["label"])})
    return out


def summarize(scored: list[dict[str, Any]]) -> dict[str, Any]:
    """Accuracy overall, per distribution, per template group × distribution, per template × distribution.

    Examples:

        >>> row = {"template": "yes_no", "template_group": "yes/no", "prediction": 1}
        >>> rows = [{**row, "distribution": "head", "correct": 1}, {**row, "distribution": "long-tail", "correct": 0}]
        >>> summarize(rows)["by_distribution"]
        {'head': 1.0, 'long-tail': 0.0}
    """

    def acc(items):
        return round(sum(r["correct"] for r in items) / len(items), 4) if items else None

    groups: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    templates: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    dists: dict[str, list] = defaultdict(list)
    for r in scored:
        groups[r["template_group"]][r["distribution"]].append(r)
        templates[r["template"]][r["distribution"]].append(r)
        dists[r["distribution"]].append(r)
    return {
        "n": len(scored),
        "accuracy": acc(scored),
        "by_distribution": {d: acc(v) for d, v in sorted(dists.items())},
        "by_group": {g: {d: acc(v) for d, v in sorted(ds.items())} for g, ds in groups.items()},
        "by_template": {t: {d: acc(v) for d, v in sorted(ds.items())} for t, ds in templates.items()},
        "positive_rate": round(sum(r["prediction"] for r in scored) / len(scored), 4) if scored else None,
    }
