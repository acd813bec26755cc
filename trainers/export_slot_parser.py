"""``hedgehub train export-slot-parser`` (usage: :mod:`hedgehub.trainers.export_slot_parser`).

Publish the slot parser: evaluation records, the predicted-vs-gold plot and the model card into its folder, then (with
``--push_to_hub ORG/NAME``) one upload.

Usage::

    python trainers/export_slot_parser.py --parser_dir runs/parser/slot-parser --scores runs/parser/scores.json
"""

from hedgehub.trainers.export_slot_parser import ExportArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
