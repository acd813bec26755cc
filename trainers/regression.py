"""``hedgehub train regression`` (usage, recipes: :mod:`hedgehub.trainers.regression`).

Regression-FT: an LM with a one-output head and a sigmoid, LoRA, mean squared error on the QUITE answer.

Usage::

    python trainers/regression.py --help
"""

from hedgehub.trainers.regression import RegressionScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
