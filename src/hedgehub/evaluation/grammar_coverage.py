"""How many gold QUITE premise blocks each premise grammar of :mod:`hedgehub.constrained` accepts.

A grammar that rejects a gold block forces the parser away from the right answer on that premise, so this is the
price of each restriction. For every premise of a staged QUITE folder (``dataset_scripts/quite.py``) it checks the
syntax grammar alone, and the strict grammar with the vocabulary the *gold* earlier premises declared and the
numbers the sentence states.

Usage (``trainers/grammar_coverage.py`` is the same command):

    python -m hedgehub.evaluation.grammar_coverage --dataset_name hub/quite
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from hedgehub.parser_training import DEFAULT_DATASET, PREMISE_CONFIGS


@dataclass
class CoverageArguments:
    dataset_name: str = field(default=DEFAULT_DATASET, metadata={"help": "Staged QUITE folder or Hub id."})
    splits: list[str] = field(
        default_factory=lambda: ["train", "validation", "test"], metadata={"help": "Splits to check."}
    )


def coverage(dataset_name: str, splits=("train", "validation", "test")) -> list[dict]:
    """One row per (premise type, split): premises, accepted by each grammar, rejected networks of the strict one."""
    from hedgehub.constrained import grammar_accepts, premise_grammar, probability_choices
    from hedgehub.parser import declared_atoms, normalize_clauses
    from hedgehub.training import load_split

    rows = []
    for premise_type, config in PREMISE_CONFIGS.items():
        for split in splits:
            ds = load_split(dataset_name, config, split)
            if ds is None:
                continue
            syntax = strict = 0
            rejected: Counter = Counter()
            for row in ds:
                block = normalize_clauses(row["target"] or "")
                atoms = declared_atoms("\n".join(target for _, target in row["history"] or []))
                syntax += grammar_accepts(premise_grammar(), block)
                if grammar_accepts(premise_grammar(atoms, probability_choices(row["input"])), block):
                    strict += 1
                else:
                    rejected[row["file_name"]] += 1
            rows.append(
                {
                    "premises": premise_type,
                    "split": split,
                    "count": len(ds),
                    "syntax": syntax,
                    "strict": strict,
                    "rejected_by_strict": dict(rejected.most_common()),
                }
            )
    return rows


def coverage_table(rows: list[dict]) -> str:
    """The rows of :func:`coverage` as a markdown table.

    Examples:

        >>> print(coverage_table([{"premises": "numeric", "split": "test", "count": 3, "syntax": 3, "strict": 2,
        ...                        "rejected_by_strict": {"cancer0": 1}}]))
        | premises | split | blocks | syntax grammar | strict grammar | rejected by strict (network: blocks) |
        | --- | --- | --- | --- | --- | --- |
        | numeric | test | 3 | 3 | 2 | cancer0 1 |
    """
    lines = [
        "| premises | split | blocks | syntax grammar | strict grammar | rejected by strict (network: blocks) |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        rejected = ", ".join(f"{k} {v}" for k, v in r["rejected_by_strict"].items()) or "-"
        lines.append(f"| {r['premises']} | {r['split']} | {r['count']} | {r['syntax']} | {r['strict']} | {rejected} |")
    return "\n".join(lines)


def main(args: CoverageArguments) -> list[dict]:
    """Print the coverage table of ``args.dataset_name``; returns its rows."""
    rows = coverage(args.dataset_name, splits=tuple(args.splits))
    print(coverage_table(rows))
    return rows


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``grammar-coverage``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (CoverageArguments,),
        name="grammar-coverage",
        help="Gold premise blocks each grammar accepts",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
