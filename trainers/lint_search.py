"""``hedgehub train lint-search`` (usage, recipes: :mod:`hedgehub.trainers.lint_search`).

Run LINK's knowledge beam search over a rule set with local (or Hub) causal LMs; resumable per rule.

Usage::

    python trainers/lint_search.py --help
"""

from hedgehub.trainers.lint_search import SearchArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
