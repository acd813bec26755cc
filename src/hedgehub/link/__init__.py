"""LINK / LINT: rule-guided long-tail knowledge search (Li et al., 2024) with local models.

- :mod:`hedgehub.link.rules`: the rule file format, loading and validation (starter rules in ``link/rules/``).
- :mod:`hedgehub.link.search`: knowledge beam search, dynamic critic threshold, reranker cut, per-rule cache, the
  search of a whole rule set (:func:`~hedgehub.link.search.search_rules`).
- :mod:`hedgehub.link.hf`: the knowledge model, critic and likelihood roles on any Hugging Face causal LM (loaded
  and scored through :mod:`hedgehub.lm`).
- :mod:`hedgehub.link.delta`: the head/long-tail separation Δ per rule.
- :mod:`hedgehub.link.probe`: the 13 entailment-probing templates and a zero-shot scorer.

Scripts: ``trainers/lint_search.py`` (search), ``hedgehub build lint`` (:mod:`hedgehub.builders.lint`, stage the
LINT configs), ``trainers/lint_probe.py`` (probe a model: :mod:`hedgehub.evaluation.lint_probe`); the tables of a run:
:mod:`hedgehub.evaluation.lint_report`.
"""

from .rules import DOMAINS, Rule, RuleError, load_rules, validate_rule
from .search import DynamicThreshold, SearchSettings, keep_beam, search_rule


__all__ = [
    "DOMAINS",
    "Rule",
    "RuleError",
    "load_rules",
    "validate_rule",
    "DynamicThreshold",
    "SearchSettings",
    "keep_beam",
    "search_rule",
]
