"""``hedgehub train slot-namer`` (usage, recipe: :mod:`hedgehub.trainers.slot_namer`).

Usage::

    python trainers/slot_namer.py --config trainers/recipes/smollm2/slot_namer/cpu.yaml
"""

from hedgehub.trainers.slot_namer import NamerScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
