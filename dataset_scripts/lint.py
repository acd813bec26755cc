"""``hedgehub build lint``; the builder, its configs and options: :mod:`hedgehub.builders.lint`.

Usage::

    python dataset_scripts/lint.py --help
    python dataset_scripts/lint.py --output_dir hub/lint
    # add --push_to_hub ORG/NAME to publish the staged folder in one commit

``import dataset_scripts.lint`` gives the builder's arguments,
``main(args)`` and ``make_parser()``.
"""

import sys

from hedgehub import cli
from hedgehub.builders.lint import ScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    sys.exit(cli.main(["build", "lint", *sys.argv[1:]]))
