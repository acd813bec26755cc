"""``hedgehub train forecasting`` (usage, recipes: :mod:`hedgehub.trainers.forecasting`).

Forecast others' uncertainty on a conversation-forecasting config and score it over the seeded splits.

Usage::

    python trainers/forecasting.py --help
"""

from hedgehub.trainers.forecasting import ForecastArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
