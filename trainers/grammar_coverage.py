"""How many gold QUITE premise blocks each premise grammar of :mod:`hedgehub.constrained` accepts.

A grammar that rejects a gold block forces the parser away from the right answer on that premise, so this is the
price of each restriction. For every premise of a staged QUITE folder (``dataset_scripts/quite.py``) it checks the
syntax grammar alone, and the strict grammar with the vocabulary the *gold* earlier premises declared and the
numbers the sentence states.

Usage:

    python trainers/grammar_coverage.py --dataset_name hub/quite
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trainers.parser_common import PREMISE_CONFIGS, load_config  # noqa: E402


def coverage(dataset_name: str, splits=("train", "validation", "test")) -> list[dict]:
    """One row per (premise type, split): premises, accepted by each grammar, rejected networks of the strict one."""
    from hedgehub.constrained import grammar_accepts, premise_grammar, probability_choices
    from hedgehub.parser import declared_atoms, normalize_clauses

    rows = []
    for premise_type, config in PREMISE_CONFIGS.items():
        for split in splits:
            ds = load_config(dataset_name, config, split)
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


def main(argv=None) -> list[dict]:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("--dataset_name", default="hub/quite", help="Staged QUITE folder or Hub id.")
    args = cli.parse_args(argv)
    rows = coverage(args.dataset_name)
    print("| premises | split | blocks | syntax grammar | strict grammar | rejected by strict (network: blocks) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in rows:
        rejected = ", ".join(f"{k} {v}" for k, v in r["rejected_by_strict"].items()) or "-"
        print(f"| {r['premises']} | {r['split']} | {r['count']} | {r['syntax']} | {r['strict']} | {rejected} |")
    return rows


if __name__ == "__main__":
    main()
