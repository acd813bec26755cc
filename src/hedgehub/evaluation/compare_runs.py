"""Compare two evaluation folders of the slot parser, written by two states of the code: which rows write another
program, and which pairs turn right or wrong.

A rule is adopted only where development (QUITE train and validation, bn-reasoning train and validation, the
user-text sets) loses nothing; this reads that off the folders instead of a throwaway script. Every
``predictions*.jsonl`` found under both folders at the same relative path is compared row by row (QUITE and
bn-reasoning rows by ``qe_id``, user-text rows by problem, wording and mode): the program (premise, evidence and
query clauses), and whether the answer is right (``quite_accuracy``'s :func:`~hedgehub.metrics.quite_accuracy.
is_correct`). It prints ids and network names only, never a sentence, so it is safe on test folders too.

Usage:

    python -m hedgehub.evaluation.compare_runs runs/dev/base runs/dev/new
    # one folder: per mode and network, pairs right and whether the parsed network has gold's shape
    python -m hedgehub.evaluation.compare_runs runs/parser
    # one folder: per full-parse mode (QUITE's numeric and WEP, bn-reasoning's) and network, gold's runs of premises
    # beside the parsed ones
    python -m hedgehub.evaluation.compare_runs runs/parser --runs
    # one folder: per full-parse network cut as gold's, its premises right and wrong by kind (another parent set,
    # number of states, numbers, parent assignment, or the numbers given to other states) and its pairs whose
    # evidence or query is another atom; per gold-premise (oracle) network, the evidence and query atoms read otherwise
    python -m hedgehub.evaluation.compare_runs runs/parser --rows
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

from hedgehub.metrics.quite_accuracy import is_correct
from hedgehub.plots import read_predictions


def _key(record: Mapping) -> tuple:
    if "qe_id" in record:
        return ("pair", record["qe_id"])
    return ("problem", record["name"], record["wording"], record["mode"])


def _program(record: Mapping) -> tuple:
    if "premise_clauses" in record:
        return (tuple(record["premise_clauses"]), tuple(record["evidence_clauses"]), record["query_clause"])
    return (record["program"],)


def _right(record: Mapping) -> bool:
    if "status" in record and "qe_id" not in record:  # user text: the scorer's own status
        return record["status"] == "correct"
    return not record.get("error") and is_correct(record.get("probability"), record["gold"])


def _where(record: Mapping) -> str:
    return record.get("file_name") or record.get("name") or "?"


def _read(path: Path) -> dict[tuple, dict]:
    return {_key(record): record for record in read_predictions(path)}  # bad lines named by file and line


def compare_files(old: Path, new: Path) -> dict:
    """Rows of both files, rows whose program differs (counted per network or problem), right before and after,
    and the ids of pairs turned right (``gained``) or wrong (``lost``)."""
    before, after = _read(old), _read(new)
    common = [k for k in after if k in before]
    changed = [k for k in common if _program(before[k]) != _program(after[k])]
    gained = [k for k in common if _right(after[k]) and not _right(before[k])]
    lost = [k for k in common if _right(before[k]) and not _right(after[k])]
    return {
        "rows": len(common),
        "only_old": len(before.keys() - after.keys()),
        "only_new": len(after.keys() - before.keys()),
        "changed": len(changed),
        "changed_where": dict(Counter(_where(after[k]) for k in changed)),
        "right_before": sum(_right(before[k]) for k in common),
        "right_after": sum(_right(after[k]) for k in common),
        "gained": [f"{_where(after[k])}:{k[1] if k[0] == 'pair' else '/'.join(k[2:])}" for k in gained],
        "lost": [f"{_where(after[k])}:{k[1] if k[0] == 'pair' else '/'.join(k[2:])}" for k in lost],
    }


def compare_runs(old_dir: str | Path, new_dir: str | Path) -> dict[str, dict]:
    """:func:`compare_files` for every ``predictions*.jsonl`` under both folders (keyed by its relative path)."""
    old_dir, new_dir = Path(old_dir), Path(new_dir)
    for folder in (old_dir, new_dir):
        if not folder.is_dir():
            raise FileNotFoundError(f"{folder}: no such evaluation folder")
    report = {}
    for new in sorted(new_dir.rglob("predictions*.jsonl")):
        relative = new.relative_to(new_dir)
        if (old_dir / relative).exists():
            report[str(relative)] = compare_files(old_dir / relative, new)
    if not report:
        raise ValueError(f"no predictions*.jsonl at the same place under {old_dir} and {new_dir}")
    return report


def _gold_premises(program: str, where: str = "gold program", question: bool = False):
    """The slots of a gold program's premises (comments left out), and with ``question`` of its evidence and query
    (else their lines are left out too)."""
    from hedgehub.slots import gold_slots

    lines = [line for line in program.splitlines() if line.strip() and not line.lstrip().startswith("%")]
    premises = [line for line in lines if not line.lstrip().startswith(("evidence(", "query("))]
    if not question:
        return gold_slots(premises, where=where)
    evidence = [line for line in lines if line.lstrip().startswith("evidence(")]
    query = next((line for line in lines if line.lstrip().startswith("query(")), None)
    return gold_slots(premises, evidence, query, where=where)


def _gold_structure(program: str) -> list[tuple[int, int]]:
    """(values, parents) of each variable of a gold program's premises (a boolean has two values)."""
    slots = _gold_premises(program)
    return [(max(2, len(v.states)), len(v.parents)) for v in slots.variables.values()]


def network_table(folder: str | Path) -> dict[str, dict[str, dict]]:
    """Per ``predictions-<mode>.jsonl`` of one evaluation folder and per network: pairs, right, and, for a full
    parse, whether the parsed network has gold's shape (the same number of values and parents for each variable,
    names aside) and how many variables each has. Counts only: safe on test."""
    table: dict[str, dict[str, dict]] = {}
    for path in sorted(Path(folder).glob("predictions-*.jsonl")):
        mode = path.stem.removeprefix("predictions-")
        rows = table.setdefault(mode, {})
        for record in _read(path).values():
            entry = rows.setdefault(record["file_name"], {"pairs": 0, "right": 0})
            entry["pairs"] += 1
            entry["right"] += _right(record)
            if "oracle" in mode or "variables" not in record or "shape" in entry:
                continue
            gold = _gold_structure(record["gold_program"])
            parsed = [(max(2, len(v.get("states") or ())), len(v.get("parents") or ())) for v in record["variables"]]
            entry.update(shape=sorted(gold) == sorted(parsed), variables=(len(parsed), len(gold)))
    return table


Run = tuple[int, int, int, int]
"""A run of premises of one variable: first premise, premises, the variable's states (0: a boolean), parents."""


def _layout(children: Sequence[str], shape: Mapping[str, tuple[int, int]]) -> list[Run]:
    runs: list[list[int]] = []
    for i, child in enumerate(children):
        if i and child == children[i - 1]:
            runs[-1][1] += 1
        else:
            runs.append([i, 1, *shape[child]])
    return [tuple(r) for r in runs]


def run_layouts(path: str | Path) -> dict[str, dict]:
    """Per network of one full-parse ``predictions-<mode>.jsonl``: gold's runs of premises and the parsed ones
    (:data:`Run` tuples, read from the parser's notes), and the first premise where a run starts in one and not in
    the other (``None`` where every run starts at the same premise). Counts only: safe on test."""
    import re

    layouts: dict[str, dict] = {}
    for record in _read(Path(path)).values():
        if record["file_name"] in layouts or "notes" not in record:
            continue
        gold = _gold_premises(record["gold_program"], where=f"{path}: {record['file_name']}")
        said = [re.match(r"(?:introduces|continues) (\w+)", note) for note in record["notes"]]
        parsed = [match.group(1) for match in said if match]
        shapes = {v["name"]: (len(v.get("states") or ()), len(v.get("parents") or ())) for v in record["variables"]}
        gold_runs = _layout(
            [p.child for p in gold.premises], {n: (len(v.states), len(v.parents)) for n, v in gold.variables.items()}
        )
        parsed_runs = _layout(parsed, shapes)
        starts = ({r[0] for r in gold_runs}, {r[0] for r in parsed_runs})
        layouts[record["file_name"]] = {
            "gold": gold_runs,
            "parsed": parsed_runs,
            "first_difference": min(starts[0] ^ starts[1], default=None),
        }
    return layouts


ROW_KINDS = ("ok", "parents", "states", "numbers", "condition", "order")
"""What :func:`row_differences` finds wrong in a premise, the first that holds: another parent set, another number
of states, other numbers (the row's distribution, sorted), another parent assignment, or the same numbers given to
other states."""


def _distribution(variable, premise) -> dict[str, float]:
    if variable.boolean:
        return {"true": premise.probabilities[0], "false": 1 - premise.probabilities[0]}
    return dict(zip(variable.states, premise.probabilities, strict=False))


def _values(variable) -> tuple[str, ...]:
    return ("true", "false") if variable.boolean else variable.states


def _state_map(rows: Sequence[tuple[dict, dict]], parsed_values, gold_values) -> dict[str, str]:
    """The bijection of a variable's parsed states onto gold's under which its rows' numbers agree best; among
    bijections that agree equally (a root whose states share a number), the one whose names are most alike. A
    variable of more than seven states keeps the order given (so does a boolean read as a boolean: its states are
    not named)."""
    import itertools
    from difflib import SequenceMatcher

    def cost(mapping) -> float:
        return sum(abs(p.get(q, 0.0) - g.get(mapping[q], 0.0)) for p, g in rows for q in parsed_values)

    def alike(mapping) -> float:
        return sum(SequenceMatcher(None, q, g).ratio() for q, g in mapping.items())

    if len(parsed_values) > 7:
        return dict(zip(parsed_values, gold_values, strict=True))
    return min(
        (dict(zip(parsed_values, order, strict=True)) for order in itertools.permutations(gold_values)),
        key=lambda m: (round(cost(m), 6), -alike(m)),
    )


def _both_slots(record: Mapping, where: str):
    """The slots of a row's gold program and of its parsed one (premise, evidence and query clauses)."""
    from hedgehub.slots import gold_slots

    gold = _gold_premises(record["gold_program"], f"{where} gold", question=True)
    parsed = gold_slots(
        record["premise_clauses"], record["evidence_clauses"], record["query_clause"], where=f"{where} parsed"
    )
    return gold, parsed


QUESTION_KINDS = ("evidence_other_variable", "evidence_other_value", "query_other_variable", "query_other_value")
"""What :func:`question_differences` counts: an evidence atom of a variable no gold evidence atom is of, or of one
that gold's is of but another value or polarity; a query of another variable, or of the same one but another value
or polarity."""


def question_differences(path: str | Path) -> dict[str, dict]:
    """Per network of one gold-premise ``predictions-oracle_<mode>.jsonl`` (the premises are gold's, so are the
    names): pairs, right, and the evidence and query atoms read otherwise than gold's (:data:`QUESTION_KINDS`).
    Counts only: safe on test."""
    from hedgehub.slots import SlotError

    report: dict[str, dict] = {}
    for record in _read(Path(path)).values():
        network = record["file_name"]
        entry = report.setdefault(network, {"pairs": 0, "right": 0, **dict.fromkeys(QUESTION_KINDS, 0)})
        entry["pairs"] += 1
        entry["right"] += _right(record)
        try:
            gold, parsed = _both_slots(record, f"{path}: {network}")
        except (SlotError, KeyError):
            entry["unreadable"] = entry.get("unreadable", 0) + 1
            continue
        said = {a.variable: (a.value, a.positive) for a in gold.evidence}
        for atom in parsed.evidence:
            if atom.variable not in said:
                entry["evidence_other_variable"] += 1
            elif said[atom.variable] != (atom.value, atom.positive):
                entry["evidence_other_value"] += 1
        if parsed.query.variable != gold.query.variable:
            entry["query_other_variable"] += 1
        elif (parsed.query.value, parsed.query.positive) != (gold.query.value, gold.query.positive):
            entry["query_other_value"] += 1
    return report


def _matched_premises(parsed, gold) -> tuple[dict[str, str], dict[str, dict[str, str]], dict[str, int]]:
    """A parsed premise base cut into gold's runs, matched to gold's: each parsed variable's gold variable (run by
    run), each variable's states (:func:`_state_map`; a boolean read as a boolean keeps its two), and the premises
    counted by :data:`ROW_KINDS`."""
    names: dict[str, str] = {}
    rows: dict[str, list] = {}
    for p, g in zip(parsed.premises, gold.premises, strict=True):
        names.setdefault(p.child, g.child)
        rows.setdefault(p.child, []).append(
            (_distribution(parsed.variables[p.child], p), _distribution(gold.variables[g.child], g))
        )
    states: dict[str, dict[str, str]] = {}
    for name, mapped in names.items():
        pv, gv = _values(parsed.variables[name]), _values(gold.variables[mapped])
        both_boolean = parsed.variables[name].boolean and gold.variables[mapped].boolean
        states[name] = (
            dict(zip(pv, gv, strict=True))
            if both_boolean
            else _state_map(rows[name], pv, gv)
            if len(pv) == len(gv)
            else {}
        )
    kinds = Counter()
    for p, g in zip(parsed.premises, gold.premises, strict=True):
        pvar, gvar = parsed.variables[p.child], gold.variables[g.child]
        pd, gd = _distribution(pvar, p), _distribution(gvar, g)
        if {names.get(n) for n in pvar.parents} != set(gvar.parents):
            kinds["parents"] += 1
        elif len(_values(pvar)) != len(_values(gvar)):
            kinds["states"] += 1
        elif any(abs(a - b) > 1e-6 for a, b in zip(sorted(pd.values()), sorted(gd.values()), strict=True)):
            kinds["numbers"] += 1
        elif {(names[n], states[n].get(v)) for n, v in p.condition} != set(g.condition):
            kinds["condition"] += 1
        elif any(abs(pd[q] - gd.get(states[p.child].get(q), -1.0)) > 1e-6 for q in pd):
            kinds["order"] += 1
        else:
            kinds["ok"] += 1
    return names, states, dict(kinds)


def row_differences(path: str | Path) -> dict[str, dict]:
    """Per network of one full-parse ``predictions-<mode>.jsonl`` whose runs start where gold's do: how many
    premises are right and how many are wrong in each way of :data:`ROW_KINDS`, and how many pairs read their
    evidence or query as another atom (variables matched run by run, states by the bijection under which the rows'
    numbers agree best). Networks cut otherwise are counted under ``runs_differ``. Counts only: safe on test."""
    from hedgehub.slots import SlotError

    layouts = run_layouts(path)
    report: dict[str, dict] = {}
    matched: dict[tuple, tuple] = {}
    for record in _read(Path(path)).values():
        network = record["file_name"]
        layout = layouts.get(network)
        if layout is None:
            continue
        entry = report.setdefault(network, {"pairs": 0, "right": 0})
        entry["pairs"] += 1
        entry["right"] += _right(record)
        if layout["first_difference"] is not None or [r[1] for r in layout["gold"]] != [
            r[1] for r in layout["parsed"]
        ]:
            entry["runs_differ"] = True
            continue
        try:
            gold, parsed = _both_slots(record, f"{path}: {network}")
        except (SlotError, KeyError):  # a program whose atoms do not read as one variable's states
            entry["unreadable"] = entry.get("unreadable", 0) + 1
            continue
        if len(parsed.premises) != len(gold.premises):
            entry["runs_differ"] = True
            continue
        # one premise text (and the states its questions name): its match is the same for every pair
        key = (
            tuple(record["premise_clauses"]),
            *(tuple((v.name, v.states) for v in slots.variables.values()) for slots in (parsed, gold)),
        )
        if key not in matched:
            matched[key] = _matched_premises(parsed, gold)
        names, states, kinds = matched[key]
        if "premises" not in entry:
            entry["premises"] = kinds
            entry["evidence_differs"] = entry["query_differs"] = 0

        def atom(slot, names=names, states=states):
            value = states.get(slot.variable, {}).get(slot.value, slot.value)
            return (names.get(slot.variable), value, slot.positive)

        entry["evidence_differs"] += sorted(map(atom, parsed.evidence)) != sorted(
            (a.variable, a.value, a.positive) for a in gold.evidence
        )
        entry["query_differs"] += atom(parsed.query) != (gold.query.variable, gold.query.value, gold.query.positive)
    return report


def main(argv: Sequence[str] | None = None) -> dict[str, dict]:
    import argparse

    parser = argparse.ArgumentParser(description="Compare two slot-parser evaluation folders row by row.")
    parser.add_argument("old_dir")
    parser.add_argument("new_dir", nargs="?", help="without it: the old folder's table per network")
    parser.add_argument(
        "--runs", action="store_true", help="with one folder: gold's runs of premises and the parsed ones per network"
    )
    parser.add_argument(
        "--rows",
        action="store_true",
        help="with one folder: per full-parse network cut as gold, premises right and wrong by kind, and pairs whose "
        "evidence or query is another atom; per gold-premise network, evidence and query atoms read otherwise",
    )
    args = parser.parse_args(argv)
    if args.rows:
        report = {}
        for path in sorted(Path(args.old_dir).glob("**/predictions-*.jsonl")):
            if "oracle" in path.stem:
                report[str(path)] = question_differences(path)
                for network, entry in sorted(report[str(path)].items()):
                    kinds = " ".join(f"{kind.replace('_', ' ')} {entry[kind]}" for kind in QUESTION_KINDS)
                    unread = f"; {entry['unreadable']} not read" if entry.get("unreadable") else ""
                    print(f"{path} {network}: right {entry['right']} of {entry['pairs']}; {kinds}{unread}")
                continue
            report[str(path)] = row_differences(path)
            for network, entry in sorted(report[str(path)].items()):
                where = f"{path} {network}: right {entry['right']} of {entry['pairs']}"
                if entry.get("runs_differ") or "premises" not in entry:
                    print(f"{where}; {'runs differ from gold' if entry.get('runs_differ') else 'not read'}")
                    continue
                kinds = " ".join(f"{kind} {entry['premises'].get(kind, 0)}" for kind in ROW_KINDS)
                print(
                    f"{where}; premises: {kinds}; evidence differs in {entry['evidence_differs']}, "
                    f"query in {entry['query_differs']}"
                )
        return report
    if args.runs:

        def text(runs: Sequence[Run]) -> str:
            return " ".join(f"{first}+{n}:s{states}p{parents}" for first, n, states, parents in runs)

        report = {}
        for path in sorted(Path(args.old_dir).glob("**/predictions-*.jsonl")):
            if "oracle" in path.stem:
                continue
            report[str(path)] = run_layouts(path)
            for network, layout in sorted(report[str(path)].items()):
                where = layout["first_difference"]
                print(f"{path} {network}: {'as gold' if where is None else f'runs differ from premise {where}'}")
                print(f"    gold   {text(layout['gold'])}")
                print(f"    parsed {text(layout['parsed'])}")
        return report
    if args.new_dir is None:
        table = network_table(args.old_dir)
        for mode, rows in table.items():
            for network, entry in sorted(rows.items()):
                shape = ""
                if "shape" in entry:
                    parsed, gold = entry["variables"]
                    shape = f"  shape {'as gold' if entry['shape'] else 'differs'} ({parsed} variables, gold {gold})"
                print(f"{mode:<28} {network:<16} right {entry['right']:>3} of {entry['pairs']:<3}{shape}")
        return table
    report = compare_runs(args.old_dir, args.new_dir)
    for path, entry in report.items():
        print(
            f"{path}: {entry['rows']} rows, {entry['changed']} write another program "
            f"{entry['changed_where'] or ''}; right {entry['right_before']} -> {entry['right_after']}"
            + (
                f"; only in one folder {entry['only_old']} / {entry['only_new']}"
                if entry["only_old"] or entry["only_new"]
                else ""
            )
        )
        for word in ("gained", "lost"):
            if entry[word]:
                print(f"    {word}: {' '.join(entry[word])}")
    return report


if __name__ == "__main__":
    main()
