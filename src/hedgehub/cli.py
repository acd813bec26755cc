"""The ``hedgehub`` command line.

Commands:

- ``hedgehub build NAME …`` — build a dataset into a staged Hub folder (``--output_dir``) and publish it on request
  (``--push_to_hub ORG/NAME``): the builders of :mod:`hedgehub.builders`.
- ``hedgehub train NAME …`` — training scripts (:mod:`hedgehub.trainers`; recipes in the repository's ``trainers/``).
- ``hedgehub evaluate NAME …`` — evaluations and reports (:mod:`hedgehub.evaluation`).
- ``hedgehub run PROGRAM.pl`` — run a ProbLog program (exactly when it is a Bayesian network, else with ProbLog in the
  sandboxed runner), print probabilities or the error kind.
- ``hedgehub demo`` — the main job: build the QUITE dataset from the release into a staged local Hub folder, score
  the release's own gold programs with the ``quite_accuracy`` scoring, print a short report.

``hedgehub build|train|evaluate NAME`` imports the command's module and calls its ``make_parser`` and ``main``, so
``hedgehub build quite …`` and ``python -m hedgehub.builders.quite …`` are the same code path (TRL's pattern);
``hedgehub build quite --help`` lists the command's flags, and ``--config recipe.yaml`` reads them from a file.

Examples:

    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "rain.pl"
    >>> _ = path.write_text("0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\\\+ rain. query(wet).")
    >>> main(["run", str(path)])
    wet: 0.34
    0
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import sys
import time
from collections import Counter
from pathlib import Path


logger = logging.getLogger("hedgehub.cli")

# command → (module with make_parser() and main(*args), one line of help); each group is one dict, read top to bottom.
BUILD = {
    "quite": ("hedgehub.builders.quite", "QUITE from the official release, every gold program re-verified"),
    "bn-reasoning": ("hedgehub.builders.bn_reasoning", "QUITE-shaped reasoning data from Bayesian networks"),
    "wep-probing": ("hedgehub.builders.wep_probing", "WEP-Reasoning (and WEP-UNLI) probing data"),
    "conversation-forecasting": (
        "hedgehub.builders.conversation_forecasting",
        "forecasting others' uncertainty (CaSiNo, USS, local CANDOR)",
    ),
    "lint": ("hedgehub.builders.lint", "LINT statements and entailment probes from a LINK search"),
}
TRAIN = {
    "slot-namer": ("hedgehub.trainers.slot_namer", "slot parser: the namer (SmolLM2 + LoRA) of new variables"),
    "slot-chooser": ("hedgehub.trainers.slot_chooser", "slot parser: the chooser (MiniLM cross-encoder)"),
    "sft-problog": ("hedgehub.trainers.sft_problog", "ProbLog-FT: a causal LM (LoRA) writing ProbLog for QUITE"),
    "sft-textual": ("hedgehub.trainers.sft_textual", "LLM-FT: a causal LM (LoRA) answering QUITE directly"),
    "regression": ("hedgehub.trainers.regression", "Regression-FT: an LM with a one-output head"),
    "wep-multiple-choice": ("hedgehub.trainers.wep_multiple_choice", "WEP probing: a multiple-choice model"),
    "forecasting": ("hedgehub.trainers.forecasting", "conversation forecasting: FT heads and LM forecasters"),
    "lint-search": ("hedgehub.trainers.lint_search", "LINK's knowledge beam search (LINT statements)"),
    "export-parser": ("hedgehub.parser_training", "a ProbLog-FT checkpoint as an upload-ready folder with its card"),
    "export-slot-parser": ("hedgehub.trainers.export_slot_parser", "card, plot and upload of the slot parser"),
}
EVALUATE = {
    "slot-parser": ("hedgehub.evaluation.slot_parser", "the slot parser on QUITE (and bn-reasoning)"),
    "parser": ("hedgehub.evaluation.parser", "a ProbLog-FT parser on QUITE (quite_accuracy scores)"),
    "answers": ("hedgehub.evaluation.answers", "an LLM-FT / Regression-FT run or the 50% baseline on QUITE"),
    "quite-table": ("hedgehub.evaluation.quite_table", "QUITE's results table (paper Table 4) from saved runs"),
    "grammar-coverage": ("hedgehub.evaluation.grammar_coverage", "gold premise blocks each parser grammar accepts"),
    "slot-choices": ("hedgehub.evaluation.slot_choices", "the slot parser's atom choices with gold premises"),
    "user-text": ("hedgehub.evaluation.user_text", "the slot parser on textbook problems as people type them"),
    "gold-typos": ("hedgehub.evaluation.gold_typos", "QUITE gold programs whose conditions name an undefined state"),
    "wep-zero-shot": ("hedgehub.evaluation.wep_zero_shot", "zero-shot WEP probing of a causal LM"),
    "wep-report": ("hedgehub.evaluation.wep_report", "WEP calibration plot, cross-transfer matrix, report"),
    "forecasting": ("hedgehub.evaluation.forecasting", "the table of conversation-forecasting runs"),
    "lint-probe": ("hedgehub.evaluation.lint_probe", "zero-shot LINT entailment probing of a causal LM"),
    "lint-report": ("hedgehub.evaluation.lint_report", "the LINK/LINT tables"),
}
GROUPS = {
    "build": (BUILD, "build a dataset into a staged Hub folder (and publish it with --push_to_hub ORG/NAME)"),
    "train": (TRAIN, "train a model (recipes: --config trainers/recipes/...yaml)"),
    "evaluate": (EVALUATE, "evaluations and reports"),
}
QUITE_SOURCE_ENV = "HEDGEHUB_QUITE_SOURCE"


def run_command(group: str, name: str, argv: list[str]):
    """Run ``hedgehub GROUP NAME ARGV…``: parse ``argv`` with the module's ``make_parser`` and call its ``main``.

    Errors the module lists in ``INPUT_ERRORS`` (a malformed source file, say) end the program with their message
    instead of a traceback.

    Returns:
        what the module's ``main`` returns (the staged folder of a build, the scores of an evaluation …).
    """
    module_name, _ = GROUPS[group][0][name]
    module = importlib.import_module(module_name)
    parser = module.make_parser(prog=f"hedgehub {group} {name}")
    parsed = parser.parse_args_and_config(argv)
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    try:
        return module.main(*parsed)
    except getattr(module, "INPUT_ERRORS", ()) as err:
        sys.exit(f"error: {err}")


def cmd_group(args: argparse.Namespace) -> int:
    run_command(args.group, args.name, args.args)
    return 0


def _listing(commands: dict) -> str:
    width = max(map(len, commands))
    return "\n".join(f"  {name:<{width}}  {text}" for name, (_, text) in commands.items())


def cmd_run(args: argparse.Namespace) -> int:
    from hedgehub.problog import run_program

    try:
        text = Path(args.program).read_text(encoding="utf-8")
    except OSError as err:
        print(f"error: cannot read {args.program}: {err}", file=sys.stderr)
        return 2
    result = run_program(
        text,
        timeout_s=args.timeout,
        memory_mb=args.memory_mb,
        backend=args.backend,
        compiler=args.compiler,
        verify=args.verify,
    )
    if result.disagreement:
        print(f"warning: the exact path and ProbLog disagree ({result.disagreement}); ProbLog's answer follows")
    if args.json:
        print(json.dumps(result.to_dict()))
    elif result.error:
        print(f"error ({result.error}): {result.message}")
    else:
        for query, probability in result.probabilities.items():
            print(f"{query}: {probability:.6g}")
    return 0 if result.error is None else 1


def score_gold_programs(
    staged: Path, config: str, splits: tuple[str, ...], workers: int | None, timeout_s: float = 60.0
) -> dict:
    """Score the staged gold programs with the ``quite_accuracy`` scoring (``programs`` config), per split.

    Pairs whose status is ``ok`` or ``repaired`` are scored, and ``invalid_evidence`` pairs (gold -1) count toward
    the flagged share; ``gold_disagrees`` pairs are listed with their reason instead. ``timeout_s`` only matters for
    the few programs ProbLog solves (the rest are answered exactly); it is generous so that a busy machine never
    turns a gold program into an error.
    """
    import datasets

    from hedgehub.metrics.quite_accuracy import compute

    report = {}
    for split in splits:
        ds = datasets.load_dataset(str(staged), config, split=split)
        scored = ds.filter(lambda row: row["status"] in ("ok", "repaired", "invalid_evidence"))
        logger.info("scoring %s/%s: %d gold programs", config, split, len(scored))
        t0 = time.perf_counter()
        scores = compute(
            scored["program"],
            scored["answer"],
            scored["reasoning_types"],
            config="programs",
            workers=workers,
            timeout_s=timeout_s,
        )
        report[split] = {
            "pairs": len(ds),
            "scored": len(scored),
            "seconds": round(time.perf_counter() - t0, 2),
            "scores": scores,
            "status_counts": dict(Counter(ds["status"])),
            "not_scored": [
                {"file_name": r["file_name"], "pair_id": r["pair_id"], "status": r["status"], "note": r["note"]}
                for r in ds
                if r["status"] == "gold_disagrees"
            ],
        }
    return report


def cmd_demo(args: argparse.Namespace) -> int:
    from hedgehub.builders import quite

    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    hub_dir = Path(args.hub_dir)
    t0 = time.perf_counter()
    logger.info("building QUITE from %s into %s", args.quite_source, hub_dir / "quite")
    try:
        staged = quite.main(
            quite.QuiteArguments(
                source=args.quite_source,
                output_dir=str(hub_dir / "quite"),
                workers=args.workers,
                include_additional=not args.quick,
                verify=args.verify,
            )
        )
    except quite.QuiteFormatError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    build_seconds = time.perf_counter() - t0
    lines = [f"QUITE staged at {staged} in {build_seconds:.1f} s (load with datasets.load_dataset('{staged}', ...))"]
    for config in ("qe-programs", "additional-qe-programs"):
        if args.quick and config.startswith("additional"):
            continue
        report = score_gold_programs(staged, config, ("train", "validation", "test"), args.workers or None)
        for split, info in report.items():
            s = info["scores"]
            lines.append(
                f"{config}/{split}: {info['scored']} of {info['pairs']} gold programs scored in {info['seconds']} s — "
                f"correct {s['correct']:.1f}%, wrong {s['wrong']:.1f}%, error {s['error']:.1f}%, "
                f"invalid-evidence flagged {_fmt(s.get('invalid_evidence_flagged'))}"
            )
            for row in info["not_scored"]:
                if row["status"] != "invalid_evidence":
                    lines.append(
                        f"  not scored: {row['file_name']} pair {row['pair_id']} ({row['status']}): {row['note']}"
                    )
            counts = ", ".join(f"{k} {v}" for k, v in sorted(info["status_counts"].items()))
            lines.append(f"  status: {counts}")
        (hub_dir / f"{config}-gold-report.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    print("\n".join(lines))
    return 0


def _fmt(value) -> str:
    return "n/a" if value is None else f"{value:.1f}%"


def build_parser() -> argparse.ArgumentParser:
    from hedgehub.builders.quite import OFFICIAL_URL

    epilog = "\n\n".join(f"hedgehub {group} COMMAND:\n{_listing(commands)}" for group, (commands, _) in GROUPS.items())
    parser = argparse.ArgumentParser(
        prog="hedgehub",
        description=__doc__.split("\n\n")[0],
        epilog=epilog + "\n\n`hedgehub GROUP COMMAND --help` lists a command's flags.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for group, (commands, text) in GROUPS.items():
        command = sub.add_parser(
            group,
            help=text,
            description=f"hedgehub {group}: {text}.",
            epilog=f"commands:\n{_listing(commands)}\n\n`hedgehub {group} COMMAND --help` lists its flags.",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        command.add_argument("name", choices=list(commands), metavar="COMMAND", help="one of: " + ", ".join(commands))
        command.add_argument("args", nargs=argparse.REMAINDER, help="the command's flags")
        command.set_defaults(func=cmd_group, group=group)
    run = sub.add_parser("run", help="run a ProbLog program in the sandboxed runner")
    run.add_argument("program", help="path to a .pl file")
    run.add_argument("--timeout", type=float, default=10.0, help="wall-clock limit in seconds (default 10)")
    run.add_argument("--memory-mb", type=int, default=2048, help="address-space limit of the solver (default 2048)")
    run.add_argument(
        "--backend",
        default="auto",
        help="auto (exact for Bayesian-network programs, else ProbLog; the default) or problog",
    )
    run.add_argument("--compiler", default="ddnnf", help="ProbLog's knowledge compiler (default ddnnf)")
    run.add_argument("--verify", action="store_true", help="also run ProbLog when the exact path answers, and compare")
    run.add_argument("--json", action="store_true", help="print the result as JSON")
    run.set_defaults(func=cmd_run)
    demo = sub.add_parser("demo", help="build QUITE into a staged hub folder and score its gold programs")
    demo.add_argument(
        "--quite-source",
        default=os.environ.get(QUITE_SOURCE_ENV, OFFICIAL_URL),
        help=f"quite-corpus.zip, its folder, or the official URL (default: ${QUITE_SOURCE_ENV}, else the URL)",
    )
    demo.add_argument("--hub-dir", default="hub", help="where staged datasets go (default ./hub)")
    demo.add_argument("--workers", type=int, default=0, help="ProbLog worker processes (0 = CPUs)")
    demo.add_argument("--quick", action="store_true", help="skip the 6,104 additional (silver) pairs")
    demo.add_argument(
        "--verify", action="store_true", help="build with ProbLog checking every exactly answered gold program"
    )
    demo.set_defaults(func=cmd_demo)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
