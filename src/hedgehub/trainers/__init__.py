"""Training scripts that ship with the package: ``main(script_args, training_args, model_args)`` and
``make_parser(subparsers=None, prog=None)`` each (TRL's ``trl/scripts`` shape).

``hedgehub train <name>``, ``python -m hedgehub.trainers.<module>`` and the repository's ``trainers/<module>.py``
(with the recipes under ``trainers/recipes/``, passed as ``--config``) run the same code.

- :mod:`hedgehub.trainers.sft_problog` — ProbLog-FT: a causal LM (LoRA) translating QUITE sentences into ProbLog.
- :mod:`hedgehub.trainers.sft_textual` — LLM-FT: a causal LM answering QUITE problems directly.
- :mod:`hedgehub.trainers.regression` — Regression-FT: an LM with a one-output head predicting the answer.
- :mod:`hedgehub.trainers.wep_multiple_choice` — WEP probing: a multiple-choice model and its cross-transfer.
- :mod:`hedgehub.trainers.forecasting` — conversation forecasting: FT heads and LM forecasters over seeded splits.
- :mod:`hedgehub.trainers.lint_search` — LINK's knowledge beam search (the statements of LINT).
- :mod:`hedgehub.trainers.export_slot_parser` — the slot parser's card, plot and upload.

The slot parser's own trainers (``trainers/slot_namer.py``, ``trainers/slot_chooser.py``) are still scripts of the
repository only.
"""
