"""Evaluate a ProbLog-FT parser on QUITE with the quite_accuracy metric: the command of
:mod:`hedgehub.evaluation.parser` (predictions.jsonl / .parquet and scores.json in ``--output_dir``).

Usage:

    python trainers/evaluate_parser.py --model ~/.cache/hedgehub/runs/problog_ft_smollm2 \\
        --dataset_name hub/quite --split test --premise_type numeric --constrained true \\
        --output_dir runs/parser/eval/test-numeric-constrained
    python trainers/evaluate_parser.py --mode gold --split test --output_dir runs/parser/eval/gold
    python trainers/evaluate_parser.py --summarize runs/parser/eval
"""

import os

from hedgehub.evaluation.parser import main, make_parser


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
