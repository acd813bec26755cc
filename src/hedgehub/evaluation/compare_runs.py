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


def _gold_premises(program: str, where: str = "gold program"):
    """The slots of a gold program's premises (its evidence and query lines and comments left out)."""
    from hedgehub.slots import gold_slots

    lines = [
        line
        for line in program.splitlines()
        if line.strip() and not line.lstrip().startswith(("%", "evidence(", "query("))
    ]
    return gold_slots(lines, where=where)


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


def main(argv: Sequence[str] | None = None) -> dict[str, dict]:
    import argparse

    parser = argparse.ArgumentParser(description="Compare two slot-parser evaluation folders row by row.")
    parser.add_argument("old_dir")
    parser.add_argument("new_dir", nargs="?", help="without it: the old folder's table per network")
    parser.add_argument(
        "--runs", action="store_true", help="with one folder: gold's runs of premises and the parsed ones per network"
    )
    args = parser.parse_args(argv)
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
