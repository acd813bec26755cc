"""Zero-shot entailment probing of a causal LM on LINT: the command of :mod:`hedgehub.evaluation.lint_probe`.

Usage::

    OMP_WAIT_POLICY=PASSIVE python trainers/lint_probe.py --dataset hub/lint --model smollm2 \\
        --output_dir runs/link/probe
"""

import os

from hedgehub.evaluation.lint_probe import main, make_parser


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
