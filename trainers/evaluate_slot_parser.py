"""``hedgehub evaluate slot-parser`` (usage, modes: :mod:`hedgehub.evaluation.slot_parser`).

Evaluate the slot parser on QUITE: full parse (numeric, WEP wording) and gold premises (oracle).

Usage::

    python trainers/evaluate_slot_parser.py --parser_dir runs/parser/slot-parser --output_dir runs/parser
"""

from hedgehub.evaluation.slot_parser import EvaluationArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
