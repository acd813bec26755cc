"""``hedgehub evaluate quite-table`` (usage, rows, sources: :mod:`hedgehub.evaluation.quite_table`).

QUITE's results table (the paper's Table 4) from this repository's saved runs, beside the paper's values.

Usage::

    python trainers/quite_table.py --dataset_name hub/quite --split test --output_dir runs/quite/table
"""

from hedgehub.evaluation.quite_table import QuiteTableArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
