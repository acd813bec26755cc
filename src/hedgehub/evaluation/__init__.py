"""Evaluation, plots and reports of hedgehub's models: the logic behind the evaluation commands.

- :mod:`hedgehub.evaluation.slot_parser` — the slot parser on QUITE and bn-reasoning (``scores.json``, predictions);
  :mod:`hedgehub.evaluation.parser` — the ProbLog-FT parser (and the LLM-FT / Regression-FT baselines) on QUITE
  with the ``quite_accuracy`` metric; :mod:`hedgehub.evaluation.grammar_coverage` — gold blocks each grammar accepts.
- :mod:`hedgehub.evaluation.answers` — LLM-FT, Regression-FT and the 50% baseline on QUITE (``scores.json``,
  predictions); :mod:`hedgehub.evaluation.quite_table` — QUITE's results table (the paper's Table 4) from saved runs.
- :mod:`hedgehub.evaluation.wep` — WEP probing: cross-transfer matrix and 19-WEP scan of a multiple-choice model;
  :mod:`hedgehub.evaluation.wep_zero_shot` — zero-shot causal LMs; :mod:`hedgehub.evaluation.wep_report` — the
  calibration plot and the ``make wep`` report.
- :mod:`hedgehub.evaluation.forecasting` — conversation-forecasting summaries, plots and the benchmark table.
- :mod:`hedgehub.evaluation.lint_probe` — LINT entailment probing of a causal LM;
  :mod:`hedgehub.evaluation.lint_report`
  — the LINK/LINT tables.

A module with a command exposes ``main(args)`` and ``make_parser(subparsers=None, prog=None)`` (the TRL script
shape), so ``python -m hedgehub.evaluation.<name> --help`` works and a command line can register it.
"""
