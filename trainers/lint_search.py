"""Run LINK's knowledge beam search over a rule set with local (or Hub) causal LMs; resumable per rule.

Usage (the shipped SmolLM2-135M in all three roles; every rule's progress goes to ``<output_dir>/cache/<rule>.jsonl``,
so running the same command again resumes; a summary goes to ``<output_dir>/search_summary.json``)::

    OMP_WAIT_POLICY=PASSIVE nice -n 10 python trainers/lint_search.py \\
        --output_dir runs/link/search --beam_size 200 --num_candidates 10 --max_rounds 4

    # any HF causal LMs per role
    python trainers/lint_search.py --knowledge_model meta-llama/Llama-3.1-8B-Instruct \\
        --critic_model google/flan-t5-xxl ...   # (decoder-only models only)

Then build the dataset: ``python dataset_scripts/lint.py --search_dir runs/link/search --out_dir hub/lint``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path


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


def cache_summary(cache: Path, rules: list) -> dict:
    """Per rule, from its cache file: steps done, finished or not, statements, search seconds, critic thresholds."""
    from hedgehub.link.search import _read_cache

    out = {}
    for rule in rules:
        path = cache / f"{rule.id}.jsonl"
        if not path.exists():
            continue
        steps = [r for r in _read_cache(path) if r.get("kind") == "step"]
        last = len(rule.search_order()) - 1
        info = {"domain": rule.domain, "statements": {}, "finished": True}
        for dist, name in (("head", "head"), ("tail", "long-tail")):
            mine = sorted((s for s in steps if s["distribution"] == dist), key=lambda s: s["step"])
            done = bool(mine) and (mine[-1]["step"] == last or not mine[-1]["beam"])
            info["finished"] &= done
            info["statements"][name] = len(mine[-1]["beam"]) if done and mine[-1]["step"] == last else 0
        info["search_seconds"] = round(sum(s["seconds"] for s in steps), 1)
        info["steps"] = len(steps)
        info["proposed"] = sum(s["proposed"] for s in steps)
        info["accepted"] = sum(s["accepted"] for s in steps)
        info["final_thresholds"] = [s["threshold"] for s in steps]
        info["threshold_moves"] = sum(len(s["threshold_history"]) for s in steps)
        out[rule.id] = info
    return out


def round_robin_by_domain(rules: list) -> list:
    """Interleave domains (temporal, locational, ...) so a time-bounded run covers every domain early."""
    by_domain: dict[str, list] = {}
    for rule in rules:
        by_domain.setdefault(rule.domain, []).append(rule)
    out, queues = [], list(by_domain.values())
    while any(queues):
        for q in queues:
            if q:
                out.append(q.pop(0))
    return out


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
    from hedgehub.link.search import search_rule

    rules = load_rules(args.rules or None)
    if args.rule_ids:
        unknown = set(args.rule_ids) - {r.id for r in rules}
        if unknown:
            raise ValueError(f"unknown rule ids {sorted(unknown)}")
        rules = [r for r in rules if r.id in args.rule_ids]
    rules = round_robin_by_domain(rules)
    if args.summary_only:
        knowledge = critic = reranker = False  # never loaded
    if knowledge is None or critic is None or reranker is None:
        from hedgehub.link.hf import HFCritic, HFKnowledgeModel, HFLikelihood

        knowledge = knowledge or HFKnowledgeModel(
            args.knowledge_model, max_new_tokens=args.max_new_tokens, temperature=args.temperature, seed=args.seed
        )
        critic = critic or HFCritic(args.critic_model)
        reranker = reranker or HFLikelihood(args.reranker_model)
    settings = build_settings(args)
    out_dir = Path(args.output_dir)
    cache = out_dir / "cache"
    out_dir.mkdir(parents=True, exist_ok=True)
    started, per_rule = time.perf_counter(), {}
    for rule in [] if args.summary_only else rules:
        if args.time_budget_minutes and time.perf_counter() - started > 60 * args.time_budget_minutes:
            print(f"time budget reached; {rule.id} and later rules not searched (rerun to resume)", flush=True)
            break
        result = search_rule(
            rule, knowledge, critic, reranker, settings, cache_dir=cache, log=lambda m: print(m, flush=True)
        )
        counts = {d: sum(s["distribution"] == d for s in result["statements"]) for d in ("head", "long-tail")}
        per_rule[rule.id] = {"domain": rule.domain, "statements": counts, "seconds": round(result["seconds"], 1)}
        print(f"== {rule.id}: {counts} in {result['seconds']:.0f}s", flush=True)
    summary = {
        "settings": {**asdict(settings), "distributions": list(settings.distributions)},
        "this_run": per_rule,
        "seconds_this_run": round(time.perf_counter() - started, 1),
        "rules": cache_summary(cache, rules),
    }
    tmp = out_dir / "search_summary.json.tmp"
    tmp.write_text(json.dumps(summary, indent=2), encoding="utf-8")
    os.replace(tmp, out_dir / "search_summary.json")
    return summary


if __name__ == "__main__":
    from transformers import HfArgumentParser

    (script_args,) = HfArgumentParser(SearchArguments).parse_args_into_dataclasses(sys.argv[1:])
    main(script_args)
