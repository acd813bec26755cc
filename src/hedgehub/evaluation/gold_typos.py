"""Typos in QUITE's gold programs: a condition, evidence or question atom that no premise defines.

QUITE stores each pair's answer as its gold program computes it. Where a premise's condition names a state that no
premise's head defines (child1's ``disease(child, lung_disease)`` beside the prior's ``disease(child, lung_issues)``;
mildew0's ``mildew_temperature('15.0-16-9')`` beside ``'15.0-16.9'``), that row of the table never fires, and the
stored answer is the answer of a network the text does not describe. A parser that reads the text right then gets
the answer "wrong". This module finds those atoms and, for every pair of a network that has one, solves the gold
program with each such atom replaced by the nearest atom of its predicate that a premise defines
(:func:`difflib.get_close_matches`), so one can see how many stored answers depend on the typo.

The QUITE build (``dataset_scripts/quite.py``) keeps these pairs and their stored answers as they are: they are
scored like every other pair, and this report says how many a right reading cannot reach.

Usage:

    python -m hedgehub.evaluation.gold_typos --dataset_name hub/quite --splits train validation test \\
        --output_dir runs/gold-typos        # report.json: per split and network, the atoms and the answers changed

Examples:

    >>> undefined_atoms("0.3::d(a); 0.7::d(bb). 0.9::s :- d(b). evidence(s, true). query(d(a)).")
    [('d(b)', 'd(bb)')]
    >>> undefined_atoms("0.3::d(a); 0.7::d(b). 0.9::s :- \\\\+d(b). query(s).")
    []
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


def _atoms(term) -> Iterable:
    """The atoms of a body or an evidence/query argument: conjunctions, disjunctions and negations taken apart."""
    from problog.logic import And, Not, Or

    if isinstance(term, (And, Or)):
        yield from _atoms(term.op1)
        yield from _atoms(term.op2)
    elif isinstance(term, Not):  # \+ a, not a
        yield from _atoms(term.args[0])
    else:
        yield term


def undefined_atoms(program: str) -> list[tuple[str, str | None]]:
    """Atoms a premise's condition, an evidence or the query names that no premise's head defines, each with the
    nearest defined atom of the same predicate and arity (``None`` when there is none), in order of appearance.

    Args:
        program (`str`): a ProbLog program of QUITE's fragment (facts, annotated disjunctions, rules, ``evidence/2``,
            ``query/1``).

    Returns:
        `list[tuple[str, str | None]]`
    """
    from problog.logic import AnnotatedDisjunction, Clause, Term
    from problog.program import PrologString

    from hedgehub.problog import flatten_or

    defined: list[str] = []
    used: list[str] = []
    for clause in PrologString(program):
        if isinstance(clause, (AnnotatedDisjunction, Clause)):
            heads = clause.heads if isinstance(clause, AnnotatedDisjunction) else [clause.head]
            defined.extend(str(h.with_probability(None)) for h in heads)
            used.extend(str(a) for a in _atoms(clause.body))
        elif isinstance(clause, Term) and clause.functor in ("evidence", "query"):
            used.extend(str(a) for a in _atoms(clause.args[0]))
        elif isinstance(clause, Term):  # a fact or a disjunction of facts
            defined.extend(str(h.with_probability(None)) for h in flatten_or(clause))
    known = set(defined)
    found: dict[str, str | None] = {}
    for atom in used:
        if atom in known or atom in found:
            continue
        predicate = atom.split("(")[0]
        same = [d for d in dict.fromkeys(defined) if d.split("(")[0] == predicate and d.count(",") == atom.count(",")]
        nearest = difflib.get_close_matches(atom, same, n=1, cutoff=0.0)
        found[atom] = nearest[0] if nearest else None
    return list(found.items())


def _corrected(program: str, typos: Sequence[tuple[str, str | None]]) -> str:
    """``program`` with each atom replaced by its nearest defined one, however the program spaces its arguments.

    Examples:

        >>> _corrected("0.9::s :- d(x, b). query(dd(x, b)).", [("d(x,b)", "d(x,bb)")])
        '0.9::s :- d(x,bb). query(dd(x, b)).'
    """
    for atom, nearest in typos:
        if nearest is not None:
            pattern = r"(?<![\w'])" + re.escape(atom).replace(",", r",\s*")
            program = re.sub(pattern, lambda _, nearest=nearest: nearest, program)
    return program


def typo_report(rows: Sequence[dict]) -> dict:
    """Per network with an undefined atom (in its premises, or in one pair's evidence or question): the atoms with
    their nearest defined ones, and how many of its scored pairs (``ok`` / ``repaired``) get another answer, one the
    stored answer no longer scores as correct (:func:`hedgehub.metrics.quite_accuracy.is_correct`), when each pair's
    undefined atoms are replaced.

    Args:
        rows (`Sequence[dict]`): ``qe-programs`` rows (``file_name``, ``pair_id``, ``status``, ``program``,
            ``answer``).

    Returns:
        `dict`: ``{"pairs": scored pairs, "pairs_changed": n, "networks": {file_name: {"atoms": [[atom, nearest],
        ...], "pairs": n, "pairs_changed": n, "changed_pair_ids": [...]}}}``
    """
    from hedgehub.metrics.quite_accuracy import is_correct
    from hedgehub.problog import run_programs

    scored = [r for r in rows if r["status"] in ("ok", "repaired")]
    typos = [undefined_atoms(r["program"]) for r in scored]
    todo = [i for i, found in enumerate(typos) if found]
    results = run_programs([_corrected(scored[i]["program"], typos[i]) for i in todo])
    networks: dict[str, dict] = {}
    for i in todo:
        entry = networks.setdefault(scored[i]["file_name"], {"atoms": [], "pairs": 0, "changed_pair_ids": []})
        entry["atoms"].extend(list(t) for t in typos[i] if list(t) not in entry["atoms"])
    for row in scored:
        if row["file_name"] in networks:
            networks[row["file_name"]]["pairs"] += 1
    for i, result in zip(todo, results, strict=True):
        value = next(iter(result.probabilities.values()), None) if result.ok else None
        if not is_correct(value, float(scored[i]["answer"])):
            networks[scored[i]["file_name"]]["changed_pair_ids"].append(int(scored[i]["pair_id"]))
    for entry in networks.values():
        entry["pairs_changed"] = len(entry["changed_pair_ids"])
    return {
        "pairs": len(scored),
        "pairs_changed": sum(e["pairs_changed"] for e in networks.values()),
        "networks": networks,
    }


@dataclass
class GoldTyposArguments:
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    splits: list[str] = field(
        default_factory=lambda: ["train", "validation", "test"], metadata={"help": "Splits to check."}
    )
    output_dir: str | None = field(
        default=None, metadata={"help": "Write report.json here (nothing written without it)."}
    )


def main(args: GoldTyposArguments) -> dict:
    import json
    from pathlib import Path

    from hedgehub.training import qe_rows

    report = {split: typo_report(qe_rows(args.dataset_name, split)) for split in args.splits}
    for split, entry in report.items():
        print(f"{split}: {entry['pairs_changed']} of {entry['pairs']} scored pairs change answer with the typos fixed")
        for name, network in entry["networks"].items():
            atoms = ", ".join(f"{a} (→ {n})" for a, n in network["atoms"])
            print(f"  {name}: {network['pairs_changed']} of {network['pairs']} pairs; {atoms}")
    if args.output_dir:
        out = Path(args.output_dir)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    return report


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``gold-typos``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (GoldTyposArguments,),
        name="gold-typos",
        help="QUITE gold programs whose conditions name a state no premise defines",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
