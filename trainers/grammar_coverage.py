"""How many gold QUITE premise blocks each grammar accepts: the command of :mod:`hedgehub.evaluation.grammar_coverage`.

Usage:

    python trainers/grammar_coverage.py --dataset_name hub/quite
"""

from hedgehub.evaluation.grammar_coverage import main, make_parser


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
