"""How the slot parser's choice settings do with gold premises: pairs whose every evidence/question atom is right.

Used to choose :class:`hedgehub.slot_parser.SlotParser`'s evidence and question settings (``lexical_weight``,
``state_weight``, ``negation_weight``, ``negated_state_penalty``, ``distinct_variables``, ``shortlist``) on the
validation split: the chooser scores each (sentence, candidate) pair once, and every setting re-ranks the same scores.
Wrong atoms are counted by the stage that failed: the variable, the value, or the polarity.

Usage:

    python -m hedgehub.evaluation.slot_choices --parser_dir runs/parser/slot-parser --splits validation train \\
        --output_dir runs/parser/slot-parser/eval/choices

Examples:

    >>> from hedgehub.slots import AtomSlot
    >>> atom_error(AtomSlot("smoker", "true"), AtomSlot("smoker", "false"))
    'value'
    >>> atom_error(AtomSlot("flow", "low"), AtomSlot("flow", "low", positive=False))
    'polarity'
    >>> atom_error(AtomSlot("flow", "low"), AtomSlot("xray", "low"))
    'variable'
"""

from __future__ import annotations

from dataclasses import dataclass, field


VARIANTS = {
    "default": {},
    "no lexical match": {"lexical_weight": 0.0},
    "no state match": {"state_weight": 0.0},
    "no negation rule": {"negation_weight": 0.0},
    "no negated-state penalty": {"negated_state_penalty": 0.0},
    "no distinct variables": {"distinct_variables": False},
    "shortlist 2": {"shortlist": 2},
    "chooser only": {
        "lexical_weight": 0.0,
        "state_weight": 0.0,
        "negation_weight": 0.0,
        "negated_state_penalty": 0.0,
        "distinct_variables": False,
        "shortlist": 2,
    },
}
"""Named :class:`~hedgehub.slot_parser.SlotParser` settings compared by :func:`variant_report` (the defaults, each rule
left out, and the chooser alone)."""


@dataclass
class ChoiceArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with chooser/."})
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    splits: list[str] = field(default_factory=lambda: ["validation"], metadata={"help": "Splits to score."})
    lexical_weights: list[float] = field(
        default_factory=lambda: [0.0, 0.5, 1.0, 2.0, 4.0], metadata={"help": "Weights to compare."}
    )
    variants: list[str] = field(
        default_factory=lambda: list(VARIANTS), metadata={"help": f"Settings to compare: {', '.join(VARIANTS)}."}
    )
    output_dir: str | None = field(
        default=None, metadata={"help": "Write choices-<split>.json (scores) and atoms-<split>.jsonl (per pair) here."}
    )
    namer: bool = field(default=False, metadata={"help": "Also check the namer's state counts (generates)."})


def memoized(scorer):
    """A chooser that scores each (text, candidate) pair once."""
    memo: dict[tuple[str, str], float] = {}

    def choose(texts, candidates):
        todo = list(dict.fromkeys((t, c) for t, c in zip(texts, candidates, strict=True) if (t, c) not in memo))
        if todo:
            scores = scorer([t for t, _ in todo], [c for _, c in todo])
            memo.update(zip(todo, scores, strict=True))
        return [memo[t, c] for t, c in zip(texts, candidates, strict=True)]

    return choose


def atom_error(gold, picked) -> str:
    """Which stage chose ``picked`` wrong: ``ok``, ``variable``, ``value``, ``polarity`` or ``value+polarity``."""
    if picked == gold:
        return "ok"
    if picked.variable != gold.variable:
        return "variable"
    if picked.value == gold.value:
        return "polarity"
    return "value+polarity" if picked.positive != gold.positive else "value"


def _pairs(rows):
    from hedgehub.slots import gold_slots

    for row in rows:
        slots = gold_slots(row["premise_programs"], row["evidence_programs"], row["query_program"])
        sentences = [*row["evidences"], row["question"]]
        kinds = ["evidence"] * len(row["evidences"]) + ["question"]
        yield row, slots.variables, sentences, kinds, [*slots.evidence, slots.query]


def atom_accuracy(chooser, rows, weights) -> dict[float, float]:
    """Share of pairs (gold premises) whose evidence and question atoms are all chosen right, per lexical weight
    (the other settings at their defaults)."""
    from hedgehub.slot_parser import SlotParser

    right = dict.fromkeys(weights, 0)
    for _, variables, sentences, kinds, gold in _pairs(rows):
        for weight in weights:
            picked = SlotParser(None, chooser, lexical_weight=weight).choose_atoms(variables, sentences, kinds)
            right[weight] += picked == gold
    return {w: round(100 * n / max(len(rows), 1), 1) for w, n in right.items()}


def variant_report(chooser, rows, variants: dict[str, dict]) -> tuple[dict[str, dict], list[dict]]:
    """Per named setting: % of pairs with every atom right and the wrong atoms by stage (``evidence variable``,
    ``question value`` …); and one record per pair of the first setting (sentences, gold and picked atoms).

    Args:
        chooser (`Callable`): texts and candidates → probabilities (:func:`memoized` keeps it to one pass).
        rows (`Sequence[Mapping]`): ``qe-programs`` rows.
        variants (`dict[str, dict]`): name → :class:`~hedgehub.slot_parser.SlotParser` keyword arguments.

    Returns:
        `tuple[dict[str, dict], list[dict]]`
    """
    from hedgehub.slot_parser import SlotParser

    parsers = {name: SlotParser(None, chooser, **settings) for name, settings in variants.items()}
    report = {name: {"correct": 0, "errors": {}} for name in variants}
    records = []
    for row, variables, sentences, kinds, gold in _pairs(rows):
        for n, (name, parser) in enumerate(parsers.items()):
            picked = parser.choose_atoms(variables, sentences, kinds)
            report[name]["correct"] += picked == gold
            stages = [atom_error(g, p) for g, p in zip(gold, picked, strict=True)]
            for kind, stage in zip(kinds, stages, strict=True):
                if stage != "ok":
                    errors = report[name]["errors"]
                    errors[f"{kind} {stage}"] = errors.get(f"{kind} {stage}", 0) + 1
            if n == 0:
                records.append(
                    {
                        "file_name": row["file_name"],
                        "pair_id": row["pair_id"],
                        "correct": picked == gold,
                        "atoms": [
                            {"kind": k, "sentence": s, "gold": _atom(g), "picked": _atom(p), "error": e}
                            for k, s, g, p, e in zip(kinds, sentences, gold, picked, stages, strict=True)
                        ],
                    }
                )
    for result in report.values():
        result["correct"] = round(100 * result["correct"] / max(len(rows), 1), 1)
        result["errors"] = dict(sorted(result["errors"].items()))
    return report, records


def _atom(slot) -> str:
    return f"{'' if slot.positive else 'not '}{slot.variable}={slot.value}"


def namer_state_counts(generator, rows) -> dict[str, dict[str, int]]:
    """Introducing premises whose state count the namer gets compatible with gold (equal, or boolean vs two states),
    with the free grammar and with the sentence-span grammar, per premise wording."""
    import random

    from hedgehub.slot_parser import namer_grammar, parse_namer_output, premise_examples
    from hedgehub.slots import gold_slots

    examples, seen = [], set()
    for row in rows:
        if row["file_name"] in seen:
            continue
        seen.add(row["file_name"])
        slots = gold_slots(row["premise_programs"])
        for kind in ("numeric_premises", "wep_premises"):
            examples += [(kind, e) for e in premise_examples(row[kind], slots, random.Random(0))[0]]
    results = {}
    for label, with_sentence in (("free", False), ("spans", True)):
        grammars = [
            namer_grammar({}, e["prompt"].split("\n")[0].removeprefix("Premise: ") if with_sentence else None)
            for _, e in examples
        ]
        outputs = generator([e["prompt"] for _, e in examples], grammars)
        counts: dict[str, int] = {}
        for (kind, e), out in zip(examples, outputs, strict=True):
            gold, pred = len(parse_namer_output(e["completion"])[1]), len(parse_namer_output(out)[1])
            counts[kind] = counts.get(kind, 0) + (gold == pred or {gold, pred} == {0, 2})
        counts["of"] = len(examples) // 2
        results[label] = counts
    return results


def main(args: ChoiceArguments) -> dict:
    import json
    from pathlib import Path

    from hedgehub.lm import load_encoder, pair_scores
    from hedgehub.training import qe_rows

    unknown = sorted(set(args.variants) - set(VARIANTS))
    if unknown:
        raise ValueError(f"unknown variants {unknown}; known: {', '.join(VARIANTS)}")
    encoder, tokenizer = load_encoder(str(Path(args.parser_dir, "chooser")))
    chooser = memoized(lambda texts, candidates: pair_scores(encoder, tokenizer, texts, candidates))
    results = {}
    for split in args.splits:
        rows = [r for r in qe_rows(args.dataset_name, split) if r["status"] in ("ok", "repaired")]
        results[split] = atom_accuracy(chooser, rows, args.lexical_weights)
        print(f"{split} ({len(rows)} pairs), % with every atom right by lexical weight: {results[split]}")
        if args.variants:
            report, records = variant_report(chooser, rows, {name: VARIANTS[name] for name in args.variants})
            results[f"{split}_variants"] = report
            correct = {name: result["correct"] for name, result in report.items()}
            print(f"{split} % with every atom right by variant: {correct}")
            for name, result in report.items():
                print(f"{split} {name}: wrong atoms by stage {result['errors']}")
            if args.output_dir:
                out = Path(args.output_dir)
                out.mkdir(parents=True, exist_ok=True)
                (out / f"choices-{split}.json").write_text(
                    json.dumps({"lexical_weights": results[split], "variants": report}, indent=2) + "\n"
                )
                with open(out / f"atoms-{split}.jsonl", "w") as f:
                    f.writelines(json.dumps(r) + "\n" for r in records)
        if args.namer:
            from hedgehub.lm import Generator, load_lm

            model, tokenizer = load_lm(str(Path(args.parser_dir, "namer")))
            generator = Generator(model, tokenizer, name="namer-check", max_new_tokens=48)
            results[f"{split}_namer"] = namer_state_counts(generator, rows)
            print(f"{split} namer state counts compatible with gold: {results[f'{split}_namer']}")
    return results


def make_parser(subparsers=None, prog: str | None = None):
    """The argument parser of this command (``subparsers``: register it as ``slot-choices``)."""
    from hedgehub.training import command_parser

    return command_parser(
        (ChoiceArguments,),
        name="slot-choices",
        help="Slot parser choice settings on gold premises",
        subparsers=subparsers,
        prog=prog,
    )


if __name__ == "__main__":
    main(*make_parser().parse_args_and_config())
