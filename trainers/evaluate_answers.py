"""``hedgehub evaluate answers`` (usage: :mod:`hedgehub.evaluation.answers`).

Evaluate a saved LLM-FT or Regression-FT run (or the 50% baseline) on QUITE: ``scores.json`` and
``predictions-<premise type>.jsonl``.

Usage::

    python trainers/evaluate_answers.py --method llm_ft --model_dir runs/quite/llm-ft --dataset_name hub/quite \\
        --split test
"""

import os

from hedgehub.evaluation.answers import AnswersArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    main(*make_parser().parse_args_and_config())
