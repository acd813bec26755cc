"""``hedgehub build conversation-forecasting`` (configs, options: :mod:`hedgehub.builders.conversation_forecasting`).

Usage::

    python dataset_scripts/conversation_forecasting.py --help
    python dataset_scripts/conversation_forecasting.py --output_dir hub/conversation-forecasting
    # add --push_to_hub ORG/NAME to publish the staged folder in one commit

``import dataset_scripts.conversation_forecasting`` gives the builder's arguments,
``main(args)`` and ``make_parser()``.
"""

import sys

from hedgehub import cli
from hedgehub.builders.conversation_forecasting import BuildArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    sys.exit(cli.main(["build", "conversation-forecasting", *sys.argv[1:]]))
