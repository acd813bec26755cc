"""Run LINK's knowledge beam search over a rule set with local (or Hub) causal LMs; resumable per rule.

Usage (the shipped SmolLM2-135M in all three roles; every rule's progress goes to ``<output_dir>/cache/<rule>.jsonl``,
so running the same command again resumes; a summary goes to ``<output_dir>/search_summary.json``)::

    OMP_WAIT_POLICY=PASSIVE nice -n 10 python trainers/lint_search.py \\
        --output_dir runs/link/search --beam_size 200 --num_candidates 10 --max_rounds 4

    # any HF causal LMs per role
    python trainers/lint_search.py --knowledge_model meta-llama/Llama-3.1-8B-Instruct \\
        --critic_model google/flan-t5-xxl ...   # (decoder-only models only)

Then build the dataset: ``hedgehub build lint --search_dir runs/link/search --output_dir hub/lint``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


@dataclass
class SearchArguments:
    output_dir: str = field(
        default="runs/link/search", metadata={"help": "Where cache/<rule>.jsonl and the summary go."}
    )
    rules: list[str] = field(
        default_factory=list, metadata={"help": "Rule files or folders (YAML/JSON); default: the shipped starter set."}
    )
    rule_ids: list[str] = field(default_factory=list, metadata={"help": "Only these rule ids (default: all)."})
    knowledge_model: str = field(
        default="smollm2", metadata={"help": "Causal LM proposing values (alias/Hub id/path)."}
    )
    critic_model: str = field(default="smollm2", metadata={"help": "Causal LM scoring P(yes) vs P(no)."})
    reranker_model: str = field(default="smollm2", metadata={"help": "Causal LM scoring partial statements."})
    beam_size: int = field(default=200, metadata={"help": "Largest beam kept after reranking (paper: 200)."})
    num_candidates: int = field(default=10, metadata={"help": "Values asked from the knowledge model per prompt."})
    max_rounds: int = field(default=4, metadata={"help": "Proposal rounds per step at most."})
    patience: int = field(default=2, metadata={"help": "Stop a step after this many rounds without a new value."})
    keep_ratio: float = field(default=0.75, metadata={"help": "Share of accepted candidates kept by the reranker."})
    threshold_start: float = field(default=0.85, metadata={"help": "Critic threshold start (paper: 0.85)."})
    threshold_step: float = field(default=0.05, metadata={"help": "Critic threshold step (paper: 0.05)."})
    threshold_floor: float = field(default=0.65, metadata={"help": "Critic threshold floor (paper: 0.65)."})
    max_new_tokens: int = field(default=32, metadata={"help": "Generation budget per proposal list."})
    temperature: float = field(default=0.8, metadata={"help": "Knowledge model sampling temperature."})
    seed: int = field(default=0, metadata={"help": "Sampling seed."})
    time_budget_minutes: float = field(
        default=0.0, metadata={"help": "Stop starting new rules after this many minutes (0 = no limit)."}
    )
    summary_only: bool = field(
        default=False, metadata={"help": "Do not search: rewrite search_summary.json from the cache (no models)."}
    )


def build_settings(args: SearchArguments):
    from hedgehub.link.search import SearchSettings

    return SearchSettings(
        beam_size=args.beam_size,
        num_candidates=args.num_candidates,
        max_rounds=args.max_rounds,
        patience=args.patience,
        keep_ratio=args.keep_ratio,
        threshold_start=args.threshold_start,
        threshold_step=args.threshold_step,
        threshold_floor=args.threshold_floor,
        models={
            "knowledge": args.knowledge_model,
            "critic": args.critic_model,
            "reranker": args.reranker_model,
            "knowledge_generation": (
                f"max_new_tokens={args.max_new_tokens},temperature={args.temperature},seed={args.seed}"
            ),
        },
    )


def main(args: SearchArguments, knowledge=None, critic=None, reranker=None) -> dict:
    """Search every selected rule; models can be injected (tests pass fakes). Returns the summary dict."""
    from hedgehub.link.rules import load_rules
    from hedgehub.link.search import search_rules

    rules = load_rules(args.rules or None)
    if args.rule_ids:
        unknown = set(args.rule_ids) - {r.id for r in rules}
        if unknown:
            raise ValueError(f"unknown rule ids {sorted(unknown)}")
        rules = [r for r in rules if r.id in args.rule_ids]
    if args.summary_only:
        knowledge = critic = reranker = None  # never loaded
    elif knowledge is None or critic is None or reranker is None:
        from hedgehub.link.hf import HFCritic, HFKnowledgeModel, HFLikelihood

        knowledge = knowledge or HFKnowledgeModel(
            args.knowledge_model, max_new_tokens=args.max_new_tokens, temperature=args.temperature, seed=args.seed
        )
        critic = critic or HFCritic(args.critic_model)
        reranker = reranker or HFLikelihood(args.reranker_model)
    return search_rules(
        rules,
        knowledge,
        critic,
        reranker,
        build_settings(args),
        args.output_dir,
        time_budget_minutes=args.time_budget_minutes,
        log=lambda message: print(message, flush=True),
    )


def make_parser(subparsers=None, prog: str | None = None):
    from hedgehub.training import command_parser

    return command_parser(
        (SearchArguments,),
        name="lint-search",
        help="LINK knowledge beam search over a rule set.",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
