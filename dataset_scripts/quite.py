"""``hedgehub build quite``; the builder, its configs and options: :mod:`hedgehub.builders.quite`.

Usage::

    python dataset_scripts/quite.py --help
    python dataset_scripts/quite.py --output_dir hub/quite
    # add --push_to_hub ORG/NAME to publish the staged folder in one commit

``import dataset_scripts.quite`` gives the builder's arguments,
``main(args)`` and ``make_parser()``.
"""

import sys

from hedgehub import cli
from hedgehub.builders.quite import QuiteArguments, QuiteFormatError, main, make_parser  # noqa: F401


if __name__ == "__main__":
    sys.exit(cli.main(["build", "quite", *sys.argv[1:]]))
