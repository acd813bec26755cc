"""``hedgehub train slot-chooser`` (usage, recipe: :mod:`hedgehub.trainers.slot_chooser`).

Usage::

    python trainers/slot_chooser.py --config trainers/recipes/minilm/slot_chooser/cpu.yaml
"""

from hedgehub.trainers.slot_chooser import ChooserScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
