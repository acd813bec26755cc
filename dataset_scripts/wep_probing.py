"""``hedgehub build wep-probing``; the builder, its configs and options: :mod:`hedgehub.builders.wep_probing`.

Usage::

    python dataset_scripts/wep_probing.py --help
    python dataset_scripts/wep_probing.py --output_dir hub/wep-probing
    # add --push_to_hub ORG/NAME to publish the staged folder in one commit

``import dataset_scripts.wep_probing`` gives the builder's arguments,
``main(args)`` and ``make_parser()``.
"""

import sys

from hedgehub import cli
from hedgehub.builders.wep_probing import ScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    sys.exit(cli.main(["build", "wep-probing", *sys.argv[1:]]))
