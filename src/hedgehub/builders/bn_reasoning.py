"""Build QUITE-shaped Bayesian-reasoning data from any Bayesian network, with exact, doubly-checked answers.

Sub-networks of 3–13 nodes are cut from bnlearn networks (shipped inside pgmpy's wheel, read offline) or from any
BIF file; parents cut away are marginalized out of the kept node's CPT (:func:`hedgehub.bn.subnetwork`). Each
sub-network is verbalized premise by premise (one CPT column each) in a numeric and a WEP version and converted to
ProbLog; question-evidence pairs and interventional ``do`` questions are sampled and every answer is computed by
pgmpy's variable elimination **and** from the ProbLog program (:func:`hedgehub.problog.run_programs`: by default
hedgehub's exact path for Bayesian-network programs, :mod:`hedgehub.exact`, which reads the program text itself;
``--problog_backend problog`` runs ProbLog instead, ``--verify`` runs both): a disagreement above ``--tolerance``
(1e-9) fails the build. Evidence of probability 0 is kept with answer -1 ("invalid"), as in QUITE.

Configs (columns shared with the QUITE configs of :mod:`hedgehub.builders.quite`): ``numeric-premises``,
``wep-based-premises``, ``evidence-query-pairs``, ``qe-programs`` (default) and ``interventional-pairs``; splits
by source network (a network is in one split only).

Usage (``hedgehub build bn-reasoning``, ``python -m hedgehub.builders.bn_reasoning`` and
``python dataset_scripts/bn_reasoning.py`` are the same command):

    # default build (12 bnlearn networks), staged in hub/bn-reasoning
    hedgehub build bn-reasoning --output_dir hub/bn-reasoning

    # your own networks / BIF files and sizes
    hedgehub build bn-reasoning --train_networks alarm path/to/my.bif --validation_networks sachs \\
        --test_networks asia --subnetworks_per_network 3 --pairs_per_subnetwork 5 --output_dir /tmp/bn

    # publish the staged folder in one commit (--create_pr to open a pull request instead)
    hedgehub build bn-reasoning --output_dir hub/bn-reasoning --push_to_hub ORG/bn-reasoning

Load the staged folder like the Hub repo: ``datasets.load_dataset("hub/bn-reasoning", "qe-programs")``.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub import bn, bn_text
from hedgehub.builders.quite import CITATION as QUITE_CITATION
from hedgehub.hub import DATASET_CARD_TEMPLATE, HubArguments, render_dataset_card, stage_dataset
from hedgehub.progress import progress


SPLITS = ("train", "validation", "test")
CONFIGS = ("numeric-premises", "wep-based-premises", "evidence-query-pairs", "qe-programs", "interventional-pairs")
SCRIPT_URL = "https://github.com/hedgehub/hedgehub/blob/main/src/hedgehub/builders/bn_reasoning.py"
DEFAULT_REPO_ID = "hedgehub/bn-reasoning"
LICENSE_NAME = "cc-by-4.0-and-bnlearn-network-terms"
LICENSE_TEXT = (
    "The networks are from the bnlearn Bayesian network repository (M. Scutari), each under the terms of its "
    "original publication, as redistributed in pgmpy (MIT). The generated text, programs and answers are "
    "released under CC BY 4.0, like QUITE. Check the source network's terms before commercial use."
)
CITATION = (
    QUITE_CITATION
    + """
@article{scutari-2010-bnlearn,
    title = "Learning {B}ayesian Networks with the bnlearn {R} Package",
    author = "Scutari, Marco",
    journal = "Journal of Statistical Software",
    volume = "35",
    number = "3",
    year = "2010",
}"""
)


@dataclass
class ScriptArguments(HubArguments):
    """The build's options; the staging and publishing flags come from :class:`~hedgehub.hub.HubArguments`."""

    output_dir: str = field(default="hub/bn-reasoning", metadata={"help": "Staged Hub folder (replaced atomically)."})
    train_networks: list[str] = field(
        default_factory=lambda: ["alarm", "insurance", "child", "hailfinder", "win95pts", "water"],
        metadata={"help": "Networks (pgmpy example names or BIF paths) whose sub-networks go to `train`."},
    )
    validation_networks: list[str] = field(
        default_factory=lambda: ["sachs", "survey"], metadata={"help": "Networks for `validation`."}
    )
    test_networks: list[str] = field(
        default_factory=lambda: ["asia", "cancer", "earthquake", "hepar2"], metadata={"help": "Networks for `test`."}
    )
    subnetworks_per_network: int = field(default=5, metadata={"help": "Sub-networks cut from each network (at most)."})
    pairs_per_subnetwork: int = field(default=10, metadata={"help": "Question-evidence pairs per sub-network."})
    interventional_pairs_per_subnetwork: int = field(default=4, metadata={"help": "do-questions per sub-network."})
    min_nodes: int = field(default=3, metadata={"help": "Smallest sub-network."})
    max_nodes: int = field(default=13, metadata={"help": "Largest sub-network."})
    max_states: int = field(default=6, metadata={"help": "Variables with more states are never kept."})
    max_parents: int = field(default=3, metadata={"help": "At most this many kept parents per node."})
    max_premises: int = field(default=60, metadata={"help": "At most this many premises (CPT columns) per story."})
    max_evidence: int = field(default=4, metadata={"help": "At most this many evidence variables per question."})
    random_evidence_rate: float = field(
        default=0.1, metadata={"help": "How often evidence states are uniform (possibly impossible → invalid)."}
    )
    decimals: int = field(default=4, metadata={"help": "CPT columns are rounded to this many places (sum kept 1)."})
    seed: int = field(default=42, metadata={"help": "Seed of every random choice."})
    tolerance: float = field(
        default=1e-9, metadata={"help": "Largest allowed |pgmpy − ProbLog| (else the build fails)."}
    )
    problog_workers: int | None = field(default=None, metadata={"help": "ProbLog worker processes (default: CPUs)."})
    problog_timeout_s: float = field(default=60.0, metadata={"help": "Wall-clock limit per ProbLog program."})
    problog_backend: str = field(
        default="auto",
        metadata={"help": "auto: exact variable elimination on the programs (ProbLog outside its fragment); problog."},
    )
    verify: bool = field(
        default=False, metadata={"help": "Also run ProbLog on every exactly answered program (fail on disagreement)."}
    )


@dataclass
class Story:
    """One sub-network and everything verbalized from it."""

    story_id: int
    split: str
    network_name: str
    file_name: str
    net: bn.BayesNet
    note: str
    numeric: list[str]
    wep: list[str]
    clauses: list[str]


# ----------------------------------------------------------------------------------------------------------------
# Pure per-story / per-row transforms
# ----------------------------------------------------------------------------------------------------------------


def subnetworks(net: bn.BayesNet, args: ScriptArguments, rng: random.Random) -> list[tuple[bn.BayesNet, str]]:
    """Up to ``args.subnetworks_per_network`` distinct sub-networks of ``net`` with a note on how each was cut.

    The whole network comes first when it already satisfies the size limits (asia, cancer, sachs, ...).
    """
    out: list[tuple[bn.BayesNet, str]] = []
    seen: set[frozenset[str]] = set()
    small = (
        args.min_nodes <= len(net.variables) <= args.max_nodes
        and all(net.cardinality(v) <= args.max_states for v in net.variables)
        and all(len(net.parents[v]) <= args.max_parents for v in net.variables)
        and net.num_premises() <= args.max_premises
    )
    candidates: list[list[str]] = [list(net.variables)] if small else []
    misses = 0
    while len(out) < args.subnetworks_per_network and misses < 30:
        if candidates:
            nodes = candidates.pop(0)
        else:
            nodes = bn.sample_subnetwork_nodes(
                net,
                rng,
                min_nodes=args.min_nodes,
                max_nodes=args.max_nodes,
                max_states=args.max_states,
                max_parents=args.max_parents,
                max_premises=args.max_premises,
            )
            if nodes is None:
                break
        key = frozenset(nodes)
        if key in seen:
            misses += 1
            continue
        seen.add(key)
        index = len(out)
        sub = bn.subnetwork(net, nodes, name=f"{net.name}_{index}", decimals=args.decimals)
        cut = bn.cut_parents(net, nodes)
        if len(nodes) == len(net.variables):
            note = f"the whole {net.name} network ({len(nodes)} nodes)"
        elif not cut:
            note = f"{len(nodes)} of {len(net.variables)} nodes of {net.name}, ancestrally closed: exact marginal"
        else:
            detail = "; ".join(f"{v} (cut {', '.join(ps)})" for v, ps in cut.items())
            note = f"{len(nodes)} of {len(net.variables)} nodes of {net.name}; marginalized CPTs: {detail}"
        if args.decimals is not None:
            note += f"; CPTs rounded to {args.decimals} decimals"
        out.append((sub, note))
    return out


def verbalize_story(net: bn.BayesNet, rng: random.Random) -> tuple[list[str], list[str], list[str]]:
    """Numeric sentences, WEP sentences and ProbLog clauses of every premise (one per CPT column), in order."""
    numeric, wep, clauses = [], [], []
    for variable, condition, dist, clause in bn.premises(net):
        numeric.append(bn_text.numeric_premise(net, variable, condition, dist, rng))
        wep.append(bn_text.wep_premise(net, variable, condition, dist, rng))
        clauses.append(clause)
    return numeric, wep, clauses


def to_premise_rows(story: Story, version: str) -> list[dict[str, Any]]:
    """Rows of a premises config (``version`` is ``"numeric"`` or ``"wep"``): one per premise, with history.

    ``id`` is filled in later (a running index per config and split).
    """
    sentences = story.numeric if version == "numeric" else story.wep
    rows = []
    for i, (sentence, clause) in enumerate(zip(sentences, story.clauses, strict=True)):
        rows.append(
            {
                "id": -1,
                "story_id": story.story_id,
                "input": sentence,
                "target": clause,
                "history": [[s, c] for s, c in zip(sentences[:i], story.clauses[:i], strict=True)],
                "split": story.split,
                "network_name": story.network_name,
                "file_name": story.file_name,
            }
        )
    return rows


def make_pair(story: Story, spec: bn.QuestionSpec, qe_id: int, rng: random.Random, pair_id: int = 0) -> dict[str, Any]:
    """The ``qe-programs`` row of a question (answer fields filled later by :func:`attach_answers`).

    ``qe_id`` numbers the questions of the whole config, ``pair_id`` those of the story (QUITE's per-file id).
    """
    net = story.net
    evidences = [bn_text.evidence_sentence(net, v, s, rng) for v, s in spec.evidence]
    evidence_programs = [bn.evidence_clause(net, v, s) for v, s in spec.evidence]
    row: dict[str, Any] = {
        "qe_id": qe_id,
        "pair_id": pair_id,
        "story_id": story.story_id,
        "file_name": story.file_name,
        "network_name": story.network_name,
        "split": story.split,
        "numeric_premises": list(story.numeric),
        "wep_premises": list(story.wep),
        "premise_programs": list(story.clauses),
        "evidences": evidences,
        "evidence_programs": evidence_programs,
        "question": bn_text.question(net, spec.target, spec.state, rng),
        "query_program": bn.query_clause(net, spec.target, spec.state),
        "program": bn.query_program(net, spec.target, spec.state, dict(spec.evidence), dict(spec.do)),
        "answer": None,
        "computed_answer": None,
        "reasoning_types": [],
        "status": "",
        "note": story.note,
    }
    if spec.do:
        cut = bn.intervene(net, dict(spec.do))
        observed = [v for v, _ in spec.evidence] + [v for v, _ in spec.do]
        row["reasoning_types"] = bn.reasoning_types(cut, spec.target, observed)
        row["interventions"] = [bn_text.intervention_sentence(net, v, s, rng) for v, s in spec.do]
        row["intervention_programs"] = [bn.intervention_clause(net, v, s) for v, s in spec.do]
        row["do"] = [[v, s] for v, s in spec.do]
        observational = dict(spec.evidence) | dict(spec.do)
        row["observational_program"] = bn.query_program(net, spec.target, spec.state, observational)
        row["observational_answer"] = None
        row["intervention_changes_answer"] = None
    else:
        row["reasoning_types"] = bn.reasoning_types(net, spec.target, [v for v, _ in spec.evidence])
    row["_spec"] = spec
    row["_net"] = net
    return row


def exact_answer(net: bn.BayesNet, spec: bn.QuestionSpec, *, observational: bool = False) -> float | None:
    """pgmpy's exact answer, or ``None`` when the evidence is impossible. ``observational`` turns do into evidence."""
    evidence = dict(spec.evidence)
    do = dict(spec.do)
    if observational:
        evidence, do = evidence | do, {}
    try:
        return bn.query(net, spec.target, spec.state, evidence, do or None)
    except bn.ImpossibleEvidenceError:
        return None


def attach_answers(rows: list[dict[str, Any]], problog_results: list, tolerance: float) -> list[str]:
    """Fill answer / computed_answer / status from pgmpy (already in ``_exact``) and ProbLog results.

    Returns:
        `list[str]`: one message per disagreement (the build fails if any).
    """
    problems = []
    for row, result in zip(rows, problog_results, strict=True):
        exact = row.pop("_exact")
        where = f"qe_id {row['qe_id']} ({row['file_name']})"
        if exact is None:
            row["answer"], row["computed_answer"] = -1.0, None
            row["status"] = "invalid_evidence"
            if result.error != "inconsistent_evidence":
                problems.append(f"{where}: pgmpy finds the evidence impossible, ProbLog gives {result.to_dict()}")
            continue
        row["answer"] = float(exact)
        if result.error is not None or result.probability is None:
            problems.append(f"{where}: pgmpy answers {exact!r}, ProbLog fails: {result.error} {result.message}")
            row["status"] = f"problog_{result.error}"
            continue
        row["computed_answer"] = float(result.probability)
        row["status"] = "ok"
        if abs(result.probability - exact) > tolerance:
            problems.append(f"{where}: pgmpy {exact!r} vs ProbLog {result.probability!r}")
    return problems


def to_evidence_query_rows(pair: dict[str, Any]) -> list[dict[str, Any]]:
    """Rows of ``evidence-query-pairs`` for one pair: one per evidence sentence, then the query.

    ``history`` starts with ``[full premise program, ""]`` and grows with the earlier ``[evidence, clause]`` pairs.
    """
    history: list[list[str]] = [["\n".join(pair["premise_programs"]), ""]]
    base = {
        "id": -1,
        "story_id": pair["story_id"],
        "qe_id": pair["qe_id"],
        "split": pair["split"],
        "network_name": pair["network_name"],
        "file_name": pair["file_name"],
        "reasoning_types": list(pair["reasoning_types"]),
    }
    rows = []
    for sentence, clause in zip(pair["evidences"], pair["evidence_programs"], strict=True):
        rows.append(
            base
            | {"input": sentence, "target": clause, "history": [list(h) for h in history], "answer": None}
            | {"type": "evidence"}
        )
        history.append([sentence, clause])
    rows.append(
        base
        | {"input": pair["question"], "target": pair["query_program"], "history": [list(h) for h in history]}
        | {"answer": pair["answer"], "type": "query"}
    )
    return rows


# ----------------------------------------------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------------------------------------------


def _features():
    from datasets import Features, List, Value

    premise = {
        "id": Value("int32"),
        "story_id": Value("int32"),
        "input": Value("string"),
        "target": Value("string"),
        "history": List(List(Value("string"))),
        "split": Value("string"),
        "network_name": Value("string"),
        "file_name": Value("string"),
    }
    eqp = {
        "id": Value("int32"),
        "story_id": Value("int32"),
        "qe_id": Value("int32"),
        "input": Value("string"),
        "target": Value("string"),
        "history": List(List(Value("string"))),
        "answer": Value("float32"),
        "reasoning_types": List(Value("string")),
        "type": Value("string"),
        "split": Value("string"),
        "network_name": Value("string"),
        "file_name": Value("string"),
    }
    qe = {
        "qe_id": Value("int32"),
        "pair_id": Value("int32"),
        "story_id": Value("int32"),
        "file_name": Value("string"),
        "network_name": Value("string"),
        "split": Value("string"),
        "numeric_premises": List(Value("string")),
        "wep_premises": List(Value("string")),
        "premise_programs": List(Value("string")),
        "evidences": List(Value("string")),
        "evidence_programs": List(Value("string")),
        "question": Value("string"),
        "query_program": Value("string"),
        "program": Value("string"),
        "answer": Value("float64"),
        "computed_answer": Value("float64"),
        "reasoning_types": List(Value("string")),
        "status": Value("string"),
        "note": Value("string"),
    }
    interventional = qe | {
        "interventions": List(Value("string")),
        "intervention_programs": List(Value("string")),
        "do": List(List(Value("string"))),
        "observational_program": Value("string"),
        "observational_answer": Value("float64"),
        "intervention_changes_answer": Value("bool"),
    }
    return {
        "numeric-premises": Features(premise),
        "wep-based-premises": Features(premise),
        "evidence-query-pairs": Features(eqp),
        "qe-programs": Features(qe),
        "interventional-pairs": Features(interventional),
    }


def build_stories(args: ScriptArguments) -> tuple[list[Story], dict[str, Any]]:
    """Load every network, cut sub-networks and verbalize their premises. Returns the stories and load timings."""
    assignment = {"train": args.train_networks, "validation": args.validation_networks, "test": args.test_networks}
    seen: dict[str, str] = {}
    for split, names in assignment.items():
        for name in names:
            if name in seen:
                raise ValueError(f"network {name!r} is listed for both {seen[name]!r} and {split!r}")
            seen[name] = split
    stories: list[Story] = []
    timings: dict[str, float] = {}
    sources = [(split, source) for split in SPLITS for source in assignment[split]]
    for split, source in progress(sources, desc="bn-reasoning: networks", unit="network"):
        start = time.perf_counter()
        net = bn.load_network(source)
        timings[net.name] = time.perf_counter() - start
        rng = random.Random(f"{args.seed}:{net.name}")
        for sub, note in subnetworks(net, args, rng):
            numeric, wep, clauses = verbalize_story(sub, random.Random(f"{args.seed}:{sub.name}:text"))
            stories.append(Story(len(stories), split, net.name, sub.name, sub, note, numeric, wep, clauses))
    return stories, timings


def sample_specs(story: Story, count: int, interventions: int, args: ScriptArguments) -> list[bn.QuestionSpec]:
    """Distinct questions for a story (fewer when the network is too small to have ``count`` distinct ones)."""
    rng = random.Random(f"{args.seed}:{story.file_name}:{'do' if interventions else 'qe'}")
    specs, keys = [], set()
    for _ in range(count * 20):
        if len(specs) >= count:
            break
        try:
            spec = bn.sample_question(
                story.net,
                rng,
                max_evidence=args.max_evidence,
                random_evidence_rate=args.random_evidence_rate,
                interventions=interventions,
            )
        except ValueError:
            break
        if spec.key() not in keys:
            keys.add(spec.key())
            specs.append(spec)
    return specs


def build_configs(args: ScriptArguments) -> tuple[dict[str, dict[str, Any]], dict[str, Any]]:
    """Everything: stories, pairs, answers by both engines (checked), rows, datasets. Returns configs and a report."""
    import datasets

    from hedgehub.problog import run_programs

    load_start = os.getloadavg()[0]  # the machine is shared: timings mean little without the load next to them
    t0 = time.perf_counter()
    stories, load_timings = build_stories(args)
    t_stories = time.perf_counter() - t0

    pairs: list[dict[str, Any]] = []
    do_pairs: list[dict[str, Any]] = []
    for story in stories:
        text_rng = random.Random(f"{args.seed}:{story.file_name}:questions")
        for k, spec in enumerate(sample_specs(story, args.pairs_per_subnetwork, 0, args)):
            pairs.append(make_pair(story, spec, len(pairs), text_rng, k))
        for k, spec in enumerate(sample_specs(story, args.interventional_pairs_per_subnetwork, 1, args)):
            do_pairs.append(make_pair(story, spec, len(do_pairs), text_rng, k))

    # Engine 1: pgmpy (exact variable elimination).
    t1 = time.perf_counter()
    for row, interventional in progress(
        [(row, False) for row in pairs] + [(row, True) for row in do_pairs],
        desc="bn-reasoning: pgmpy answers",
        unit="pair",
    ):
        row["_exact"] = exact_answer(row["_net"], row["_spec"])
        if interventional:
            row["observational_answer"] = exact_answer(row["_net"], row["_spec"], observational=True)
    pgmpy_queries = len(pairs) + 2 * len(do_pairs)
    t_pgmpy = time.perf_counter() - t1

    # Engine 2: the ProbLog programs, solved exactly (backend auto) or by ProbLog in limited workers, one batch.
    t2 = time.perf_counter()
    programs = [row["program"] for row in pairs + do_pairs]
    results = run_programs(
        programs,
        timeout_s=args.problog_timeout_s,
        workers=args.problog_workers,
        backend=args.problog_backend,
        verify=args.verify,
    )
    t_problog = time.perf_counter() - t2
    problems = attach_answers(pairs + do_pairs, results, args.tolerance)
    problems += [f"program {i}: {r.disagreement}" for i, r in enumerate(results) if r.disagreement]
    if problems:
        raise RuntimeError(
            f"{len(problems)} answers differ between pgmpy and ProbLog (tolerance {args.tolerance:g}):\n"
            + "\n".join(problems[:20])
        )
    max_diff = max(
        (abs(r["answer"] - r["computed_answer"]) for r in pairs + do_pairs if r["status"] == "ok"), default=0.0
    )
    for row in do_pairs:
        obs = row["observational_answer"]
        row["observational_answer"] = -1.0 if obs is None else float(obs)
        row["intervention_changes_answer"] = bool(
            row["status"] == "ok" and (obs is None or abs(obs - row["answer"]) > args.tolerance)
        )
    for row in pairs + do_pairs:
        row.pop("_spec")
        row.pop("_net")

    # Rows per config and split.
    per_config: dict[str, dict[str, list[dict]]] = {c: {s: [] for s in SPLITS} for c in CONFIGS}
    for story in stories:
        per_config["numeric-premises"][story.split] += to_premise_rows(story, "numeric")
        per_config["wep-based-premises"][story.split] += to_premise_rows(story, "wep")
    for pair in pairs:
        per_config["qe-programs"][pair["split"]].append(pair)
        per_config["evidence-query-pairs"][pair["split"]] += to_evidence_query_rows(pair)
    for pair in do_pairs:
        per_config["interventional-pairs"][pair["split"]].append(pair)
    features = _features()
    configs: dict[str, dict[str, Any]] = {}
    for name in (
        "qe-programs",
        "numeric-premises",
        "wep-based-premises",
        "evidence-query-pairs",
        "interventional-pairs",
    ):
        splits = {}
        for split in SPLITS:
            rows = per_config[name][split]
            if not rows:
                continue
            if "id" in features[name]:
                for i, row in enumerate(rows):
                    row["id"] = i
            splits[split] = datasets.Dataset.from_list(rows, features=features[name])
        configs[name] = splits

    type_counts = Counter()
    for pair in pairs:
        for t in pair["reasoning_types"] or ["none"]:
            type_counts[t] += 1
        type_counts["_invalid"] += pair["status"] == "invalid_evidence"
    report = {
        "networks": {split: sorted({s.network_name for s in stories if s.split == split}) for split in SPLITS},
        "stories": len(stories),
        "stories_exact_marginal": sum("marginalized" not in s.note for s in stories),
        "premises": sum(len(s.clauses) for s in stories),
        "qe_pairs": len(pairs),
        "interventional_pairs": len(do_pairs),
        "interventional_changed": sum(r["intervention_changes_answer"] for r in do_pairs),
        "invalid_pairs": type_counts.pop("_invalid"),
        "reasoning_types": dict(sorted(type_counts.items())),
        "max_abs_difference": max_diff,
        "seconds": {
            "load_and_cut": round(t_stories, 2),
            "pgmpy": round(t_pgmpy, 2),
            "problog": round(t_problog, 2),
            "load_per_network": {k: round(v, 3) for k, v in load_timings.items()},
        },
        "throughput_per_s": {
            "pgmpy_queries": round(pgmpy_queries / max(t_pgmpy, 1e-9), 1),
            "problog_programs": round(len(programs) / max(t_problog, 1e-9), 1),
        },
        "pgmpy_queries": pgmpy_queries,
        "problog_programs": len(programs),
        "problog_backend": args.problog_backend,
        "solver_counts": dict(Counter(r.solver for r in results)),
        "verified_by_problog": args.verify,
        "problog_median_seconds_per_program": round(statistics.median(r.seconds for r in results), 4),
        "load_average_1min_at_start": round(load_start, 2),
        "problog_workers": args.problog_workers,
    }
    return configs, report


HOW_MADE = """Generated by [`hedgehub build bn-reasoning`]({url}) (seed {seed}) from bnlearn Bayesian networks as
shipped inside the pgmpy wheel, following the recipe of QUITE (Schrader et al., EMNLP 2024):

1. **Sub-networks.** From each source network, up to {subnets} connected sub-networks of {min_nodes}–{max_nodes}
   nodes (variables with at most {max_states} states, at most {max_parents} kept parents, at most {max_premises}
   premises); a small network is also used whole. When a kept node's parents are cut away, its CPT becomes the exact
   conditional P(node | kept parents) of the full network (QUITE Appendix E); an ancestrally closed sub-network keeps
   the original CPTs and is the exact marginal. Every CPT column is rounded to {decimals} decimals (still summing to
   1), and the rounded network is the one the premises describe and the answers are computed on. The `note` column
   says how each sub-network was cut.
2. **Premises.** One premise per CPT column, in topological order, as a ProbLog annotated disjunction
   (`0.39::f(present); 0.61::f(absent) :- g(present).`, every variable categorical) and two sentences: numeric
   (several template phrasings of "If [conditions], then [probabilities]") and WEP-based (each probability → the
   closest word of estimative probability by the Fagen-Ulmschneider medians, random among ties, the second-closest
   10% of the time, never "about even" below 0.45, "equally likely" when all states are equal). The sentences come
   from templates, not from people or a language model: they are plainer and more regular than QUITE's.
3. **Questions.** Per sub-network, {pairs} question-evidence pairs: 1 to min(n−1, {max_evidence}) evidence variables
   (states from a forward sample, or uniform {random_rate:.0%} of the time) and one query variable/state. Reasoning
   types come from the graph as QUITE defines them: `causal` (an ancestor of the query is observed), `evidential` (a
   descendant is observed), `explaining_away` (a child of the query and another parent of that child are observed).
4. **Answers, twice.** Every answer is computed exactly by pgmpy (variable elimination on the network) and from the
   `program` column by {second_engine}; the largest difference in this build is {max_diff:.1e} and any difference
   above {tolerance:g} fails the build. Evidence of probability 0 gives `answer` −1 and `status`
   `invalid_evidence`.
5. **Interventions.** Per sub-network, {do_pairs} questions "if we force X to x, how likely is Y = y?" (0 to
   {max_evidence} evidence variables besides), answered by graph surgery, P(Y = y | do(X = x), E = e): X loses its
   parents and is fixed to x. The ProbLog encoding of the surgery (in `program`) removes X's premises and adds the fact
   `x(state).`; both engines agree on it as on the other questions.
"""

COLUMNS = """Premise configs (`numeric-premises`, `wep-based-premises`): `id`, `story_id` (the sub-network), `input`
(the sentence), `target` (its ProbLog clause), `history` (the earlier `[input, target]` premises of the same story),
`split`, `network_name` (the source network), `file_name` (the sub-network, `<network>_<k>`).

`evidence-query-pairs`: the same plus `qe_id`, `answer` (null on evidence rows), `reasoning_types` and `type`
(`evidence` or `query`); one row per evidence sentence, then one for the question. `history` starts with
`[full premise program, ""]` followed by the earlier `[evidence sentence, evidence clause]` pairs of the same question.

`qe-programs` (one row per question): `qe_id`, `pair_id` (the question's number within its story), `story_id`,
`file_name`, `network_name`, `split`, `numeric_premises`, `wep_premises`, `premise_programs` (one clause per
premise), `evidences`, `evidence_programs` (`evidence(pred(state), true).`), `question`, `query_program`
(`query(pred(state)).`), `program` (the whole program), `answer` (pgmpy, −1 when the evidence is impossible),
`computed_answer` (ProbLog), `reasoning_types`, `status` (`ok` / `invalid_evidence`), `note` (how the sub-network
was cut).

`interventional-pairs`: the `qe-programs` columns, where `program` is the surgery program and `reasoning_types` is
read from the mutilated graph (the forced variable counts as observed), plus `interventions` (sentences),
`intervention_programs` (the facts `pred(state).` that replace the forced variable's premises), `do` (`[variable,
state]` pairs), `observational_program` and `observational_answer` (the same question with the forced value merely
observed, P(Y = y | X = x, E = e), by pgmpy; −1 if impossible) and `intervention_changes_answer` (whether forcing and
observing give different answers)."""


def _second_engine(report: dict) -> str:
    """How the programs were solved in this build, for the card."""
    counts = report.get("solver_counts", {})
    exact, problog = counts.get("exact", 0), counts.get("problog", 0)
    if not exact:
        return "ProbLog (`ddnnf`)"
    text = (
        f"hedgehub's exact solver for ProbLog programs that are Bayesian networks (`hedgehub.exact`, {exact} programs;"
        f" ProbLog `ddnnf` for {problog})"
    )
    if report.get("verified_by_problog"):
        text += ", and every exactly solved program again by ProbLog (`ddnnf`) with the same tolerance"
    return text


def render_card(configs: dict, args: ScriptArguments, report: dict) -> str:
    networks = "\n".join(f"| {split} | {', '.join(report['networks'][split]) or '—'} |" for split in SPLITS)
    types = "\n".join(f"| {t} | {n} |" for t, n in report["reasoning_types"].items())
    extra = (
        "## Networks per split\n\nA source network is in exactly one split.\n\n| split | networks |\n| --- | --- |\n"
        f"{networks}\n\n## Statistics\n\n{report['stories']} sub-networks ({report['stories_exact_marginal']} exact "
        f"marginals), {report['premises']} premises, {report['qe_pairs']} question-evidence pairs "
        f"({report['invalid_pairs']} with impossible evidence), {report['interventional_pairs']} interventional pairs "
        f"({report['interventional_changed']} where forcing and observing differ).\n\n"
        f"| reasoning type (qe-programs) | pairs |\n| --- | --- |\n{types}\n\n"
        "## The ProbLog encoding of an intervention\n\n"
        "For P(Y = y | do(X = x), E = e) the program is the premise program without X's clauses, plus the fact "
        "`x_pred(x).`, the evidence and the query. Since X's annotated disjunctions are gone, `x_pred(x)` is certain "
        "and every other state of X is false: this is the mutilated network of graph surgery, and its answers equal "
        "pgmpy's on the intervened network to the tolerance above."
    )
    return render_dataset_card(
        DATASET_CARD_TEMPLATE,
        configs,
        pretty_name="Bayesian-network reasoning (QUITE-style, generated)",
        license="other",
        default_config="qe-programs",
        card_data={
            "license_name": LICENSE_NAME,
            "license_link": "LICENSE.md",
            "language": ["en"],
            "task_categories": ["question-answering", "text-generation"],
            "tags": ["bayesian-networks", "probabilistic-reasoning", "problog", "quite", "causal-inference"],
        },
        repo_id=args.push_to_hub or DEFAULT_REPO_ID,
        description=(
            "QUITE-shaped Bayesian reasoning data generated from any Bayesian network: premises in numeric and WEP "
            "form with their ProbLog clauses, question-evidence pairs with exact answers checked by two engines "
            "(pgmpy and ProbLog), reasoning-type labels, and interventional (`do`) questions — the rung-2 questions "
            "QUITE names as future work. The columns match the QUITE configs, so QUITE trainers and metrics run "
            "unchanged, and test splits hold networks never seen in training."
        ),
        how_made=HOW_MADE.format(
            url=SCRIPT_URL,
            seed=args.seed,
            subnets=args.subnetworks_per_network,
            min_nodes=args.min_nodes,
            max_nodes=args.max_nodes,
            max_states=args.max_states,
            max_parents=args.max_parents,
            max_premises=args.max_premises,
            decimals=args.decimals,
            pairs=args.pairs_per_subnetwork,
            max_evidence=args.max_evidence,
            random_rate=args.random_evidence_rate,
            max_diff=report["max_abs_difference"],
            tolerance=args.tolerance,
            second_engine=_second_engine(report),
            do_pairs=args.interventional_pairs_per_subnetwork,
        ),
        columns=COLUMNS,
        extra=extra,
        license_text=LICENSE_TEXT + " (also in `LICENSE.md`).",
        citation=CITATION,
    )


def main(args: ScriptArguments) -> Path:
    """Build, stage in ``args.output_dir`` and (with ``--push_to_hub ORG/NAME``) publish; returns the staged folder."""
    import datasets

    datasets.disable_progress_bars()
    start = time.perf_counter()
    configs, report = build_configs(args)
    report["seconds"]["total_before_staging"] = round(time.perf_counter() - start, 2)
    card = render_card(configs, args, report)
    out = stage_dataset(
        configs,
        args.output_dir,
        card_text=card,
        extra_files={
            "build_report.json": json.dumps(report, indent=2) + "\n",
            "LICENSE.md": f"# License ({LICENSE_NAME})\n\n{LICENSE_TEXT}\n",
        },
    )
    sizes = {c: {s: len(d) for s, d in splits.items()} for c, splits in configs.items()}
    print(f"staged {out} in {time.perf_counter() - start:.1f} s: {json.dumps(sizes)}", file=sys.stderr)
    print(json.dumps(report, indent=2), file=sys.stderr)
    args.publish(out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub build bn-reasoning``): a ``TrlParser`` over :class:`ScriptArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (ScriptArguments,), name="bn-reasoning", help=__doc__.split("\n")[0], subparsers=subparsers, prog=prog
    )


if __name__ == "__main__":
    from hedgehub.cli import main as hedgehub

    sys.exit(hedgehub(["build", "bn-reasoning", *sys.argv[1:]]))
