"""The LINK separation measure Δ between head and long-tail statements of a rule.

Δ = mean log-likelihood of the head statements − mean log-likelihood of the long-tail statements, both scored by a
likelihood model on the *full* statement ("If <premise>, then <conclusion>."). Li et al. (2024) average it over
rules: LINK 0.48, zero-shot prompted ChatGPT −0.14 and GPT-4 −0.02 (their released plotting notebook computes
exactly ``mean(head) - mean(tail)`` per rule). Δ > 0 means the search separated the two distributions.

The search's reranker saw partial statements joined by "and"; Δ should be measured with a different likelihood
model or, at least, a different input. With only SmolLM2 offline, hedgehub's default is the same weights on a
different input (the conditional sentence below), which is weaker evidence than the paper's separate model: pass
any Hub id as the likelihood model to measure Δ independently.

Examples:

    >>> separation_delta([-2.0, -2.5], [-3.0, -3.5])
    1.0
    >>> full_statement({"premise": "Person X lives on Bali", "conclusion": "Person X can swim in the Bali Sea"})
    'If Person X lives on Bali, then Person X can swim in the Bali Sea.'
"""

from __future__ import annotations

from collections import defaultdict
from statistics import fmean
from typing import Any


def separation_delta(head: list[float], tail: list[float]) -> float | None:
    """``mean(head) - mean(tail)``; ``None`` if either side is empty."""
    if not head or not tail:
        return None
    return float(round(fmean(head) - fmean(tail), 6))


def full_statement(row: dict[str, Any]) -> str:
    return f"If {row['premise'].rstrip('.')}, then {row['conclusion'].rstrip('.')}."


def rule_deltas(statements: list[dict[str, Any]], log_likelihood) -> dict[str, Any]:
    """Score every statement's full text with ``log_likelihood`` (a batched callable) and compute Δ per rule.

    Returns:
        `dict`: ``per_rule`` (rule → head/tail means, counts, Δ), ``mean_delta`` over rules that have both sides, and
        ``scores`` (one full-statement log-likelihood per input statement, in order).
    """
    texts = [full_statement(s) for s in statements]
    scores = [float(x) for x in log_likelihood(texts)] if texts else []
    by_rule: dict[str, dict[str, list[float]]] = defaultdict(lambda: {"head": [], "long-tail": []})
    domains = {}
    for s, ll in zip(statements, scores, strict=True):
        by_rule[s["rule_id"]][s["distribution"]].append(ll)
        domains[s["rule_id"]] = s.get("domain")
    per_rule = {}
    for rule, sides in sorted(by_rule.items()):
        per_rule[rule] = {
            "domain": domains[rule],
            "n_head": len(sides["head"]),
            "n_tail": len(sides["long-tail"]),
            "mean_head": round(fmean(sides["head"]), 4) if sides["head"] else None,
            "mean_tail": round(fmean(sides["long-tail"]), 4) if sides["long-tail"] else None,
            "delta": separation_delta(sides["head"], sides["long-tail"]),
        }
    deltas = [r["delta"] for r in per_rule.values() if r["delta"] is not None]
    return {
        "per_rule": per_rule,
        "mean_delta": round(fmean(deltas), 4) if deltas else None,
        "rules_with_delta": len(deltas),
        "scores": scores,
    }
