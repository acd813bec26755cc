"""``hedgehub train wep-multiple-choice`` (usage, recipes: :mod:`hedgehub.trainers.wep_multiple_choice`).

Fine-tune an encoder on WEP probing as multiple choice, and evaluate it on every config (cross-transfer).

Usage::

    python trainers/wep_multiple_choice.py --help
"""

from hedgehub.trainers.wep_multiple_choice import ScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
