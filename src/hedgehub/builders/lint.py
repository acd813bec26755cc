"""Build the LINT dataset (Logic-Induced Long-Tail, Li et al., 2024) from a LINK search and stage it in the Hub layout.

Configs (one ``test`` split each):

- ``statements`` (default): one row per searched statement — rule, domain, head/long-tail, premise, conclusion
  (with its negation and question form), the variable values, the critic's scores, the reranker's log-likelihood
  of the final partial statement and the Δ likelihood model's log-likelihood of the full statement.
- ``entailment-probing``: every statement × the 13 templates of the paper with gold answers
  (see :mod:`hedgehub.link.probe`).

Usage (``hedgehub build lint``, ``python -m hedgehub.builders.lint`` and ``python dataset_scripts/lint.py`` are the
same command)::

    # 1. search (resumable; `hedgehub train lint-search --help` lists the budget flags)
    hedgehub train lint-search --output_dir runs/link/search
    # 2. build + stage (+ Δ per rule with a likelihood model; any Hub id works)
    hedgehub build lint --search_dir runs/link/search --output_dir hub/lint --likelihood_model smollm2
    # 3. publish the staged folder in one commit
    hedgehub build lint --search_dir runs/link/search --output_dir hub/lint --push_to_hub ORG/lint

``load_dataset("hub/lint", "entailment-probing", split="test")`` reads the staged folder as it would read the Hub.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub.hub import DATASET_CARD_TEMPLATE, HubArguments, render_dataset_card, stage_dataset


CITATION = """@inproceedings{li2024search,
  title     = {In Search of the Long-Tail: Systematic Generation of Long-Tail Inferential Knowledge via
               Logical Rule Guided Search},
  author    = {Li, Huihan and Ning, Yuting and Liao, Zeyi and Wang, Siyuan and Li, Xiang Lorraine and Lu, Ximing
               and Zhao, Wenting and Brahman, Faeze and Choi, Yejin and Ren, Xiang},
  booktitle = {Proceedings of EMNLP},
  year      = {2024}
}"""


@dataclass
class ScriptArguments(HubArguments):
    """The build's options; the staging and publishing flags come from :class:`~hedgehub.hub.HubArguments`."""

    search_dir: str = field(default="runs/link/search", metadata={"help": "output_dir of hedgehub train lint-search."})
    rules: list[str] = field(default_factory=list, metadata={"help": "Rule files/folders (default: starter set)."})
    output_dir: str = field(default="hub/lint", metadata={"help": "Staged Hub folder (replaced atomically)."})
    likelihood_model: str = field(
        default="smollm2",
        metadata={"help": "Causal LM scoring full statements for Δ ('' to skip). Ideally not the reranker's model."},
    )


def to_statement_rows(
    statements: list[dict[str, Any]], full_scores: list[float] | None = None
) -> list[dict[str, Any]]:
    """Rows of the ``statements`` config (adds ``id`` and the full-statement log-likelihood, NaN if not scored)."""
    rows = []
    for i, s in enumerate(statements):
        rows.append(
            {
                "id": f"{s['rule_id']}-{'tail' if s['distribution'] == 'long-tail' else 'head'}-{i:05d}",
                **s,
                "full_statement_log_likelihood": float(full_scores[i]) if full_scores else float("nan"),
            }
        )
    return rows


def to_probing_rows(statement_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows of the ``entailment-probing`` config: each statement × 13 templates."""
    from hedgehub.link.probe import probe_rows

    keep = (
        "id",
        "rule_id",
        "domain",
        "distribution",
        "premise",
        "conclusion",
        "conclusion_negated",
        "conclusion_question",
        "positive_conclusion",
    )
    rows = []
    for s in statement_rows:
        for r in probe_rows({k: s[k] for k in keep}):
            r["statement_id"] = r.pop("id")
            rows.append(r)
    return rows


def delta_table(deltas: dict[str, Any]) -> str:
    lines = [
        "| rule | domain | head | long-tail | mean LL head | mean LL tail | Δ | Δ on reranker scores |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for rule, d in deltas["per_rule"].items():
        fmt = lambda x: "–" if x is None else f"{x:.3f}"  # noqa: E731
        lines.append(
            f"| {rule} | {d['domain']} | {d['n_head']} | {d['n_tail']} | {fmt(d['mean_head'])} | "
            f"{fmt(d['mean_tail'])} | {fmt(d['delta'])} | {fmt(d.get('delta_reranker'))} |"
        )
    lines.append(
        f"\nMean Δ over {deltas['rules_with_delta']} rules: {deltas['mean_delta']} (full statements, likelihood "
        f"model `{deltas['likelihood_model']}`); on the reranker's own scores: {deltas.get('mean_delta_reranker')}."
    )
    return "\n".join(lines)


def build(args: ScriptArguments, log_likelihood=None) -> tuple[dict, dict]:
    """``(configs, report)``: config → split → Dataset, and the Δ report. ``log_likelihood`` may be injected."""
    import datasets

    from hedgehub.link.delta import rule_deltas
    from hedgehub.link.rules import load_rules
    from hedgehub.link.search import read_statements

    rules = load_rules(args.rules or None)
    cache = Path(args.search_dir) / "cache"
    if not cache.is_dir():
        raise FileNotFoundError(
            f"{cache} does not exist: run the search first, `hedgehub train lint-search --output_dir "
            f"{args.search_dir}` (or trainers/lint_search.py)"
        )
    statements = read_statements(cache, rules)
    if not statements:
        raise ValueError(f"no finished search in {cache}: no rule has completed its last step")
    if log_likelihood is None and args.likelihood_model:
        from hedgehub.link.hf import HFLikelihood

        log_likelihood = HFLikelihood(args.likelihood_model).log_likelihood
    report: dict[str, Any] = {"likelihood_model": args.likelihood_model or None}
    scores = None
    if log_likelihood is not None:
        deltas = rule_deltas(statements, log_likelihood)
        scores = deltas.pop("scores")
        report.update(deltas)
        # the same measure on the reranker's own scores (final partial statements): circular, shown for contrast
        in_search = rule_deltas(statements, lambda _texts: [s["log_likelihood"] for s in statements])
        for rule, d in in_search["per_rule"].items():
            report["per_rule"][rule]["delta_reranker"] = d["delta"]
        report["mean_delta_reranker"] = in_search["mean_delta"]
    statement_rows = to_statement_rows(statements, scores)
    probing_rows = to_probing_rows(statement_rows)
    counts: dict[str, dict[str, int]] = {}
    for s in statement_rows:
        counts.setdefault(s["domain"], {"head": 0, "long-tail": 0})[s["distribution"]] += 1
    report["statements_per_domain"] = counts
    report["rules_with_statements"] = len({s["rule_id"] for s in statement_rows})
    configs = {
        "statements": {"test": datasets.Dataset.from_list(statement_rows)},
        "entailment-probing": {"test": datasets.Dataset.from_list(probing_rows)},
    }
    return configs, report


def main(args: ScriptArguments, log_likelihood=None) -> Path:
    """Build, stage in ``args.output_dir`` and (with ``--push_to_hub ORG/NAME``) publish; returns the staged folder."""
    configs, report = build(args, log_likelihood)
    summary_path = Path(args.search_dir) / "search_summary.json"
    settings = json.loads(summary_path.read_text())["settings"] if summary_path.exists() else {}
    how_made = (
        "Statements were generated with hedgehub's re-implementation of LINK (knowledge beam search guided by "
        "symbolic rules) on hedgehub's starter rule set, with the search settings "
        f"`{json.dumps(settings, sort_keys=True)}`. A knowledge model proposes values variable by variable, a critic "
        "checks data type and facts as P(yes) vs P(no) under a dynamic threshold, and a likelihood reranker keeps the "
        "least likely (long-tail) or most likely (head) partial statements. The entailment-probing config expands "
        "each statement into the paper's 13 templates with gold answers. Built by `hedgehub build lint`.\n\n"
        "**Quality warning**: unless the settings above name large models, the knowledge model and critic were "
        "SmolLM2-135M-Instruct, which is a weak source of facts; many statements are not factually correct."
    )
    if "per_rule" in report:
        how_made += "\n\n### Separation Δ per rule\n\n" + delta_table(report)
    columns = (
        "`statements`: `rule_id`, `domain`, `distribution` (head / long-tail), `premise`, `conclusion`, "
        "`conclusion_negated`, `conclusion_question`, `positive_conclusion`, `values` (JSON), `critic_scores` (JSON: "
        "variable → check → P(yes)), `min_critic_score`, `log_likelihood` (reranker, final partial statement), "
        "`full_statement_log_likelihood` (Δ likelihood model).\n\n`entailment-probing`: the statement columns plus "
        "`template`, `template_group`, `prompt`, `options`, `answer`, `label` (1 = the first option is right)."
    )
    card = render_dataset_card(
        DATASET_CARD_TEMPLATE,
        configs,
        pretty_name="LINT (hedgehub re-generation)",
        license="cc-by-4.0",
        default_config="statements",
        card_data={"language": ["en"], "task_categories": ["text-classification"], "tags": ["nli", "long-tail"]},
        description="Long-tail and head inferential statements from symbolic rules, and an entailment probe.",
        how_made=how_made,
        columns=columns,
        citation=CITATION,
        repo_id=args.push_to_hub,
        license_text="CC BY 4.0 for the generated statements; rules written for hedgehub (Apache-2.0).",
    )
    out = stage_dataset(
        configs, args.output_dir, card_text=card, extra_files={"report.json": json.dumps(report, indent=2)}
    )
    print(json.dumps({k: v for k, v in report.items() if k != "per_rule"}, indent=2))
    args.publish(out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub build lint``): a ``TrlParser`` over :class:`ScriptArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (ScriptArguments,), name="lint", help=__doc__.split("\n")[0], subparsers=subparsers, prog=prog
    )


INPUT_ERRORS = (FileNotFoundError,)
"""Errors in the user's input (no search folder): the command line prints their message instead of a traceback."""


if __name__ == "__main__":
    from hedgehub.cli import main as hedgehub

    sys.exit(hedgehub(["build", "lint", *sys.argv[1:]]))
