"""``hedgehub train sft-problog`` (usage, recipes: :mod:`hedgehub.trainers.sft_problog`).

ProbLog-FT: fine-tune a causal LM (LoRA) to translate QUITE sentences into ProbLog clauses, one sentence at a time.

Usage::

    python trainers/sft_problog.py --help
"""

from hedgehub.trainers.sft_problog import ProblogScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
