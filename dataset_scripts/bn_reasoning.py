"""``hedgehub build bn-reasoning``; the builder, its configs and options: :mod:`hedgehub.builders.bn_reasoning`.

Usage::

    python dataset_scripts/bn_reasoning.py --help
    python dataset_scripts/bn_reasoning.py --output_dir hub/bn-reasoning
    # add --push_to_hub ORG/NAME to publish the staged folder in one commit

``import dataset_scripts.bn_reasoning`` gives the builder's arguments,
``main(args)`` and ``make_parser()``.
"""

import sys

from hedgehub import cli
from hedgehub.builders.bn_reasoning import ScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    sys.exit(cli.main(["build", "bn-reasoning", *sys.argv[1:]]))
