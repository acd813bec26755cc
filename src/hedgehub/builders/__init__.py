"""Dataset builders: read a source, verify it, stage it in the exact Hub layout, publish it on request.

Each module is one published dataset with ``main(args)`` and ``make_parser(subparsers=None, prog=None)`` (the TRL
script shape); its arguments extend :class:`hedgehub.hub.HubArguments` (``--output_dir``, ``--push_to_hub ORG/NAME``,
``--private``, ``--create_pr``, ``--token``). ``hedgehub build <name>``, ``python -m hedgehub.builders.<module>``
and the repository's ``dataset_scripts/<module>.py`` run the same code.

- :mod:`hedgehub.builders.quite` — QUITE (Schrader et al., EMNLP 2024), every gold program re-verified.
- :mod:`hedgehub.builders.bn_reasoning` — QUITE-shaped reasoning data from any Bayesian network.
- :mod:`hedgehub.builders.wep_probing` — WEP-Reasoning and WEP-UNLI (Sileo & Moens, *SEM 2023).
- :mod:`hedgehub.builders.conversation_forecasting` — forecasting others' uncertainty (Sicilia & Alikhani, 2025).
- :mod:`hedgehub.builders.lint` — LINT statements and entailment probes from a LINK search (Li et al., 2024).
"""
