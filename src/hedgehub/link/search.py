"""Knowledge beam search (LINK, Li et al., 2024): fill a symbolic rule variable by variable toward head or tail.

Per search step (one variable, in :meth:`Rule.search_order`), for each partial assignment in the beam:

1. the **knowledge model** lists candidate values for the variable, prompted with the predicates that tie it to the
   variables already filled (:func:`knowledge_query`);
2. the **critic** scores "``value`` is a ``datatype``" and every factual predicate (no generic subject) that the value
   completes, each as P(yes) / (P(yes) + P(no)); a value passes when its lowest score clears the **dynamic threshold**
   (:class:`DynamicThreshold`: start 0.85, lowered by 0.05 while nothing passes down to 0.65, raised again when
   higher-scoring values appear, which re-rejects values accepted at a lower level);
3. rounds of proposals repeat until two rounds in a row add no new accepted value (or ``max_rounds``);
4. the **reranker** scores each accepted partial statement (every predicate whose variables are filled) by mean token
   log-likelihood and keeps ``ceil(keep_ratio * n)`` of them, at most ``beam_size``: the lowest-likelihood ones for
   the long tail, the highest for the head. Assignments are de-duplicated.

The three model roles are small protocols (:class:`KnowledgeModel`, :class:`Critic`, :class:`Reranker`) so that tests
inject deterministic fakes; :mod:`hedgehub.link.hf` implements them with any Hugging Face causal LM.
Each rule's progress is appended to ``<cache_dir>/<rule_id>.jsonl`` after every step, so an interrupted search
resumes at the next step (a cache written with other settings is refused, not silently mixed).

Examples:

    >>> t = DynamicThreshold()
    >>> sorted(t.select({"a": 0.72, "b": 0.5}))       # nothing passes 0.85: lowered 0.80, 0.75, 0.70
    ['a']
    >>> t.value
    0.7
    >>> sorted(t.select({"a": 0.72, "b": 0.5, "c": 0.81}))   # a higher-scoring value appears: raised, "a" re-rejected
    ['c']
    >>> [move for move, _ in t.history]
    ['lower', 'lower', 'lower', 'raise', 'raise']
    >>> keep_beam([("x", -1.0), ("y", -3.0), ("z", -2.0), ("w", -0.5)], "tail", beam_size=200)
    ['y', 'z', 'x']
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .rules import GENERIC_SURFACE, Rule


DISTRIBUTIONS = ("head", "tail")
_EPS = 1e-9


# ---------------------------------------------------------------------------------------------------- model roles
@dataclass
class KnowledgeQuery:
    """What the knowledge model is asked: values of ``variable`` (a ``datatype``) that make ``constraints`` true.

    ``constraints`` are predicate texts with the other variables filled and ``___`` for the searched one.
    """

    rule_id: str
    variable: str
    datatype: str
    constraints: list[str]
    values: dict[str, str]
    num_values: int

    @property
    def prompt(self) -> str:
        """A two-shot fill-the-blank prompt (plain completion; small models follow it better than instructions)."""
        statement = " and ".join([f"___ is {article(self.datatype)} {self.datatype}", *self.constraints])
        return KNOWLEDGE_FEW_SHOT.format(n=self.num_values) + f"Statement: {statement}\nAnswers:"


KNOWLEDGE_FEW_SHOT = (
    "Fill the blank with {n} different answers.\n"
    "Statement: ___ is a city and ___ is located in France\nAnswers: Paris, Lyon, Marseille, Nice, Bordeaux\n"
    "Statement: ___ is a dessert and Person X likes to eat ___\n"
    "Answers: ice cream, tiramisu, apple pie, brownies, baklava\n"
)


class KnowledgeModel(Protocol):
    def propose(self, queries: list[KnowledgeQuery], round_index: int) -> list[list[str]]:
        """Candidate values (strings) for each query; ``round_index`` seeds sampling so rounds differ."""


class Critic(Protocol):
    def p_yes(self, statements: list[str]) -> list[float]:
        """P(yes) / (P(yes) + P(no)) that each statement is correct."""


class Reranker(Protocol):
    def log_likelihood(self, texts: list[str]) -> list[float]:
        """Mean token log-likelihood of each text."""


class _Memo:
    """Memoize a batched function of hashable items (a critic/reranker scores a statement once per search)."""

    def __init__(self, fn: Callable[[list], list]):
        self.fn, self.cache = fn, {}

    def __call__(self, items: list[Hashable]) -> list:
        todo = list(dict.fromkeys(i for i in items if i not in self.cache))
        if todo:
            for item, out in zip(todo, self.fn(todo), strict=True):
                self.cache[item] = out
        return [self.cache[i] for i in items]


# ---------------------------------------------------------------------------------------------------- small helpers
def plural(noun: str) -> str:
    """Naive English plural of the last word (``"famous book"`` → ``"famous books"``)."""
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    if " of " in noun:
        head, tail = noun.split(" of ", 1)
        return f"{plural(head)} of {tail}"
    return noun + "s"


def article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def clean_value(text: str) -> str:
    """Strip list markup, quotes and trailing punctuation from a proposed value; '' if it is not a plausible name."""
    text = re.sub(r"^\s*(?:[-*•]+|\d+[.)]|[a-z][.)])\s*", "", text.strip())
    text = re.sub(r"^(?:and|or)\s+", "", text.strip(), flags=re.I)
    text = re.sub(r"\s*\([^)]*\)?", "", text)  # "yen (Japanese Yen)" -> "yen"
    text = text.strip().strip("\"'`*").rstrip(".!?:;").strip()
    text = re.sub(r"\s+", " ", text)
    if not text or len(text) > 60 or len(text.split()) > 6 or "___" in text or text.lower() == "person x":
        return ""
    if not re.search(r"[A-Za-z0-9]", text):
        return ""
    return text


def datatype_statement(value: str, datatype: str) -> str:
    return f"{value} is {article(datatype)} {datatype}"


class DynamicThreshold:
    """The critic's acceptance threshold (LINK's dynamic verifier threshold).

    :meth:`select` lowers the threshold by ``step`` while no score passes (not below ``floor``) and raises it by
    ``step`` while some score passes the next level up (not above ``start``), then returns the keys that pass.
    Every move is appended to ``history`` as ``("lower" | "raise", new_value)``.

    Args:
        start (`float`, *optional*, defaults to 0.85): initial and highest threshold.
        step (`float`, *optional*, defaults to 0.05): size of one move.
        floor (`float`, *optional*, defaults to 0.65): lowest threshold.
    """

    def __init__(self, start: float = 0.85, step: float = 0.05, floor: float = 0.65):
        if not 0 < floor <= start <= 1 or step <= 0:
            raise ValueError(f"need 0 < floor <= start <= 1 and step > 0, got start={start} step={step} floor={floor}")
        self.start, self.step, self.floor = start, step, floor
        self.value = start
        self.history: list[tuple[str, float]] = []

    def _passes(self, scores: Iterable[float], level: float) -> bool:
        return any(s >= level - _EPS for s in scores)

    def select(self, scores: dict[Hashable, float]) -> set[Hashable]:
        values = list(scores.values())
        while not self._passes(values, self.value) and self.value - self.step >= self.floor - _EPS:
            self.value = round(self.value - self.step, 6)
            self.history.append(("lower", self.value))
        while self.value + self.step <= self.start + _EPS and self._passes(values, self.value + self.step):
            self.value = round(self.value + self.step, 6)
            self.history.append(("raise", self.value))
        return {k for k, s in scores.items() if s >= self.value - _EPS}


def keep_beam(scored: list[tuple[Any, float]], distribution: str, beam_size: int, keep_ratio: float = 0.75) -> list:
    """Rank ``(item, log_likelihood)`` pairs and keep ``min(beam_size, ceil(keep_ratio * n))`` of them.

    ``tail`` keeps the lowest log-likelihoods first, ``head`` the highest. Ties keep input order.
    """
    if distribution not in DISTRIBUTIONS:
        raise ValueError(f"distribution must be one of {DISTRIBUTIONS}, got {distribution!r}")
    if not scored:
        return []
    keep = min(beam_size, max(1, math.ceil(keep_ratio * len(scored))))
    order = sorted(range(len(scored)), key=lambda i: scored[i][1], reverse=distribution == "head")
    return [scored[i][0] for i in order[:keep]]


# ---------------------------------------------------------------------------------------------------- settings
@dataclass
class SearchSettings:
    """Budget and thresholds of one search (stored in every cache file; a resumed search must use the same)."""

    beam_size: int = 200
    num_candidates: int = 10
    max_rounds: int = 4
    patience: int = 2
    keep_ratio: float = 0.75
    threshold_start: float = 0.85
    threshold_step: float = 0.05
    threshold_floor: float = 0.65
    distributions: tuple[str, ...] = DISTRIBUTIONS
    models: dict[str, str] = field(default_factory=dict)

    def fingerprint(self) -> str:
        data = asdict(self)
        data["distributions"] = list(self.distributions)
        return hashlib.sha1(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]


# ---------------------------------------------------------------------------------------------------- one rule
def _constraint_predicates(rule: Rule, variable: str, filled: set[str]):
    """Predicates linking ``variable`` to already-filled variables; the conclusion only if nothing else links it."""
    linked = [p for p in rule.premises if variable in p.args and (set(p.args) - {variable}) <= filled]
    if not linked and variable in rule.conclusion.args:
        linked = [rule.conclusion]
    return linked


def knowledge_query(rule: Rule, variable: str, values: dict[str, str], num_values: int) -> KnowledgeQuery:
    """The knowledge model's request for ``variable`` given the values filled so far."""
    filled = {rule.subject, *values}
    constraints = [
        rule.verbalize(p, {**values, variable: "___"}) for p in _constraint_predicates(rule, variable, filled)
    ]
    return KnowledgeQuery(rule.id, variable, rule.variables[variable].type, constraints, dict(values), num_values)


def critic_statements(rule: Rule, variable: str, values: dict[str, str]) -> dict[str, str]:
    """What the critic checks for a just-filled ``variable``: its datatype and each factual predicate it completes."""
    checks = {"datatype": datatype_statement(values[variable], rule.variables[variable].type)}
    filled = {rule.subject, *values}
    for p in rule.premises:
        if variable in p.args and set(p.args) <= filled and rule.subject not in p.args:
            checks[p.predicate] = rule.verbalize(p, values)
    return checks


def _key(values: dict[str, str]) -> tuple:
    return tuple(sorted((k, v.lower()) for k, v in values.items()))


def search_step(
    rule: Rule,
    variable: str,
    beam: list[dict[str, Any]],
    distribution: str,
    knowledge: Callable[[list[KnowledgeQuery], int], list[list[str]]],
    critic: Callable[[list[str]], list[float]],
    reranker: Callable[[list[str]], list[float]],
    settings: SearchSettings,
) -> dict[str, Any]:
    """Fill ``variable`` for every entry of ``beam`` (entries: ``{"values", "critic", "log_likelihood"}``).

    Returns:
        `dict`: ``beam`` (the new beam), ``threshold`` (final), ``threshold_history``, ``rounds``, ``proposed``
        (distinct candidates), ``accepted`` (before reranking), ``ranked`` (``[(values, log_likelihood)]`` of all
        accepted candidates, for auditing the reranker's cut).
    """
    threshold = DynamicThreshold(settings.threshold_start, settings.threshold_step, settings.threshold_floor)
    pool: dict[tuple, dict[str, Any]] = {}  # assignment key -> candidate
    accepted_ever: set[tuple] = set()
    stale, rounds = 0, 0
    for round_index in range(settings.max_rounds):
        rounds += 1
        queries = [knowledge_query(rule, variable, entry["values"], settings.num_candidates) for entry in beam]
        proposals = knowledge(queries, round_index)
        fresh = []
        for entry, values in zip(beam, proposals, strict=True):
            for raw in values:
                value = clean_value(raw)
                if not value or value.lower() in {v.lower() for v in entry["values"].values()}:
                    continue
                assignment = {**entry["values"], variable: value}
                key = _key(assignment)
                if key in pool:
                    continue
                pool[key] = {
                    "values": assignment,
                    "parent": entry,
                    "checks": critic_statements(rule, variable, assignment),
                }
                fresh.append(key)
        statements = [s for key in fresh for s in pool[key]["checks"].values()]
        scores = dict(zip(statements, critic(statements), strict=True))
        for key in fresh:
            cand = pool[key]
            cand["scores"] = {name: float(scores[s]) for name, s in cand["checks"].items()}
            cand["min_score"] = min(cand["scores"].values())
        accepted = threshold.select({key: c["min_score"] for key, c in pool.items()})
        new = accepted - accepted_ever
        accepted_ever |= accepted
        stale = 0 if new else stale + 1
        if stale >= settings.patience:
            break
    accepted = sorted(threshold.select({key: c["min_score"] for key, c in pool.items()}), key=lambda k: str(k))
    texts = [rule.partial_statement(pool[k]["values"]) for k in accepted]
    lls = reranker(texts) if texts else []
    ranked = list(zip(accepted, lls, strict=True))
    kept = keep_beam(ranked, distribution, settings.beam_size, settings.keep_ratio)
    new_beam = []
    for key in kept:
        cand = pool[key]
        new_beam.append(
            {
                "values": cand["values"],
                "critic": {**cand["parent"].get("critic", {}), variable: cand["scores"]},
                "log_likelihood": float(dict(ranked)[key]),
            }
        )
    return {
        "beam": new_beam,
        "threshold": threshold.value,
        "threshold_history": threshold.history,
        "rounds": rounds,
        "proposed": len(pool),
        "accepted": len(accepted),
        "ranked": [(pool[k]["values"], float(ll)) for k, ll in ranked],
    }


def _read_cache(path: Path) -> list[dict]:
    records = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                # a line cut by an interruption: drop it and everything after it
                print(f"warning: {path}:{n} is truncated; resuming before it")
                break
    return records


def _append(path: Path, record: dict) -> None:
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(record, ensure_ascii=False) + "\n")
        f.flush()
        os.fsync(f.fileno())


def statements_from_beam(rule: Rule, beam: list[dict], distribution: str) -> list[dict[str, Any]]:
    """Rows of the ``statements`` config for the final beam of one distribution."""
    rows = []
    for entry in beam:
        premise, conclusion = rule.statement(entry["values"])
        rows.append(
            {
                "rule_id": rule.id,
                "domain": rule.domain,
                "distribution": "long-tail" if distribution == "tail" else "head",
                "premise": premise,
                "conclusion": conclusion,
                "conclusion_negated": rule.verbalize(rule.conclusion.negated, entry["values"]),
                "conclusion_question": rule.verbalize(rule.conclusion.question, entry["values"]),
                "positive_conclusion": rule.conclusion.positive,
                "values": json.dumps(entry["values"], ensure_ascii=False, sort_keys=True),
                "critic_scores": json.dumps(entry["critic"], sort_keys=True),
                "min_critic_score": min(s for scores in entry["critic"].values() for s in scores.values()),
                "log_likelihood": entry["log_likelihood"],
            }
        )
    return rows


def search_rule(
    rule: Rule,
    knowledge: KnowledgeModel,
    critic: Critic,
    reranker: Reranker,
    settings: SearchSettings | None = None,
    cache_dir: str | os.PathLike | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Run the knowledge beam search of one rule for every distribution in ``settings.distributions``.

    Args:
        rule (`Rule`): a validated rule.
        knowledge (`KnowledgeModel`), critic (`Critic`), reranker (`Reranker`): the three model roles.
        settings (`SearchSettings`, *optional*): budget and thresholds.
        cache_dir (`str` or `os.PathLike`, *optional*): where ``<rule_id>.jsonl`` is appended after every step;
            an existing file with the same settings is resumed, one with other settings raises `ValueError`.
        log (`Callable[[str], None]`, *optional*): progress messages.

    Returns:
        `dict`: ``statements`` (rows for the ``statements`` config), ``steps`` (per-step records: threshold moves,
        rounds, counts, kept beam) and ``seconds`` (search time spent in this call).
    """
    settings = settings or SearchSettings()
    log = log or (lambda _msg: None)
    order = rule.search_order()
    records: list[dict] = []
    path = None
    if cache_dir is not None:
        path = Path(cache_dir) / f"{rule.id}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            records = _read_cache(path)
            header = records[0] if records else {}
            if header.get("kind") != "config" or header.get("fingerprint") != settings.fingerprint():
                raise ValueError(
                    f"{path} was written by a search with other settings or another rule version "
                    f"({header.get('settings')}); use another cache_dir or delete the file"
                )
            if header.get("rule") != rule.to_dict():
                raise ValueError(f"{path}: rule {rule.id!r} changed since the cache was written; delete the file")
            # rewrite without a possibly truncated tail
            tmp = path.with_suffix(".jsonl.tmp")
            tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
            os.replace(tmp, path)
        else:
            records = [
                {
                    "kind": "config",
                    "fingerprint": settings.fingerprint(),
                    "settings": {**asdict(settings), "distributions": list(settings.distributions)},
                    "rule": rule.to_dict(),
                }
            ]
            _append(path, records[0])

    done = {(r["distribution"], r["step"]): r for r in records if r.get("kind") == "step"}
    proposals: dict[tuple, list[str]] = {}

    def knowledge_fn(queries: list[KnowledgeQuery], round_index: int) -> list[list[str]]:
        # memoized per (prompt, round): the head and tail searches share their first step
        keys = [(q.prompt, round_index) for q in queries]
        todo = {k: q for k, q in zip(keys, queries, strict=True) if k not in proposals}
        if todo:
            outs = knowledge.propose(list(todo.values()), round_index)
            proposals.update(zip(todo, outs, strict=True))
        return [proposals[k] for k in keys]

    critic_fn = _Memo(critic.p_yes)
    reranker_fn = _Memo(reranker.log_likelihood)
    steps, statements, started = [], [], time.perf_counter()
    for distribution in settings.distributions:
        beam: list[dict] = [{"values": {}, "critic": {}, "log_likelihood": 0.0}]
        for step, variable in enumerate(order):
            if (distribution, step) in done:
                record = done[(distribution, step)]
                beam = record["beam"]
                steps.append(record)
                continue
            if not beam:
                break
            t0 = time.perf_counter()
            out = search_step(rule, variable, beam, distribution, knowledge_fn, critic_fn, reranker_fn, settings)
            beam = out["beam"]
            record = {
                "kind": "step",
                "distribution": distribution,
                "step": step,
                "variable": variable,
                **{k: out[k] for k in ("threshold", "threshold_history", "rounds", "proposed", "accepted", "ranked")},
                "beam": beam,
                "seconds": round(time.perf_counter() - t0, 2),
            }
            steps.append(record)
            if path is not None:
                _append(path, record)
            log(
                f"{rule.id} [{distribution}] step {step} ({variable}): {out['proposed']} proposed, "
                f"{out['accepted']} accepted at threshold {out['threshold']:.2f}, beam {len(beam)}, "
                f"{record['seconds']}s"
            )
        if len(beam) and all(set(order) <= set(e["values"]) for e in beam):
            statements += statements_from_beam(rule, beam, distribution)
    return {"statements": statements, "steps": steps, "seconds": time.perf_counter() - started}


def read_statements(cache_dir: str | os.PathLike, rules: list[Rule]) -> list[dict[str, Any]]:
    """Statements of every rule whose cache holds a completed search (the last step of a distribution)."""
    rows = []
    for rule in rules:
        path = Path(cache_dir) / f"{rule.id}.jsonl"
        if not path.exists():
            continue
        records = _read_cache(path)
        last = len(rule.search_order()) - 1
        for distribution in DISTRIBUTIONS:
            final = [r for r in records if r.get("kind") == "step" and r["distribution"] == distribution]
            final = [r for r in final if r["step"] == last]
            if final:
                rows += statements_from_beam(rule, final[-1]["beam"], distribution)
    return rows


def cache_summary(cache_dir: str | os.PathLike, rules: list[Rule]) -> dict[str, dict[str, Any]]:
    """Per rule, from its cache file: steps done, finished or not, statements, search seconds, critic thresholds."""
    out = {}
    for rule in rules:
        path = Path(cache_dir) / f"{rule.id}.jsonl"
        if not path.exists():
            continue
        steps = [r for r in _read_cache(path) if r.get("kind") == "step"]
        last = len(rule.search_order()) - 1
        info: dict[str, Any] = {"domain": rule.domain, "statements": {}, "finished": True}
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


def round_robin_by_domain(rules: list[Rule]) -> list[Rule]:
    """Interleave domains (temporal, locational, ...) so a time-bounded run covers every domain early."""
    by_domain: dict[str, list[Rule]] = {}
    for rule in rules:
        by_domain.setdefault(rule.domain, []).append(rule)
    out, queues = [], list(by_domain.values())
    while any(queues):
        for q in queues:
            if q:
                out.append(q.pop(0))
    return out


def search_rules(
    rules: list[Rule],
    knowledge: KnowledgeModel | None,
    critic: Critic | None,
    reranker: Reranker | None,
    settings: SearchSettings,
    output_dir: str | os.PathLike,
    *,
    time_budget_minutes: float = 0.0,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """:func:`search_rule` for each rule (domains interleaved), then ``output_dir/search_summary.json``.

    Args:
        rules (`list[Rule]`): the rules to search; with ``knowledge=None`` nothing is searched and only the summary
            of the caches is rewritten.
        knowledge (`KnowledgeModel`), critic (`Critic`), reranker (`Reranker`): the three model roles.
        settings (`SearchSettings`): budget and thresholds.
        output_dir (`str` or `os.PathLike`): ``cache/<rule_id>.jsonl`` and ``search_summary.json`` go here.
        time_budget_minutes (`float`, *optional*, defaults to `0.0`): start no new rule after this long (0 = no
            limit); a later run resumes.
        log (`Callable[[str], None]`, *optional*): progress messages.

    Returns:
        `dict`: ``settings``, ``this_run`` (per rule searched now), ``seconds_this_run`` and ``rules``
        (:func:`cache_summary`).
    """
    log = log or (lambda _msg: None)
    rules = round_robin_by_domain(rules)
    out_dir = Path(output_dir)
    cache = out_dir / "cache"
    out_dir.mkdir(parents=True, exist_ok=True)
    started, per_rule = time.perf_counter(), {}
    for rule in rules if knowledge is not None else []:
        if time_budget_minutes and time.perf_counter() - started > 60 * time_budget_minutes:
            log(f"time budget reached; {rule.id} and later rules not searched (rerun to resume)")
            break
        result = search_rule(rule, knowledge, critic, reranker, settings, cache_dir=cache, log=log)
        counts = {d: sum(s["distribution"] == d for s in result["statements"]) for d in ("head", "long-tail")}
        per_rule[rule.id] = {"domain": rule.domain, "statements": counts, "seconds": round(result["seconds"], 1)}
        log(f"== {rule.id}: {counts} in {result['seconds']:.0f}s")
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


__all__ = [
    "GENERIC_SURFACE",
    "DISTRIBUTIONS",
    "KnowledgeQuery",
    "KnowledgeModel",
    "Critic",
    "Reranker",
    "DynamicThreshold",
    "SearchSettings",
    "keep_beam",
    "knowledge_query",
    "critic_statements",
    "search_step",
    "search_rule",
    "search_rules",
    "cache_summary",
    "round_robin_by_domain",
    "read_statements",
    "statements_from_beam",
]
