"""``hedgehub train sft-textual`` (usage, recipes: :mod:`hedgehub.trainers.sft_textual`).

LLM-FT: fine-tune a causal LM (LoRA) to answer a QUITE problem directly with "The probability is p".

Usage::

    python trainers/sft_textual.py --help
"""

from hedgehub.trainers.sft_textual import TextualScriptArguments, main, make_parser  # noqa: F401


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
