"""How the slot parser's choice settings do with gold premises: pairs whose every evidence/question atom is right.

Used to choose :class:`hedgehub.slot_parser.SlotParser`'s ``lexical_weight`` on the validation split (the chooser is
scored once; each weight re-ranks the same scores).

Usage:

    python -m hedgehub.evaluation.slot_choices --parser_dir runs/parser/slot-parser --splits validation train
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ChoiceArguments:
    parser_dir: str = field(default="runs/parser/slot-parser", metadata={"help": "Folder with chooser/."})
    dataset_name: str = field(default="hub/quite", metadata={"help": "Staged QUITE folder or Hub id."})
    splits: list[str] = field(default_factory=lambda: ["validation"], metadata={"help": "Splits to score."})
    lexical_weights: list[float] = field(
        default_factory=lambda: [0.0, 0.5, 1.0, 2.0, 4.0], metadata={"help": "Weights to compare."}
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


def atom_accuracy(chooser, rows, weights) -> dict[float, float]:
    """Share of pairs (gold premises) whose evidence and question atoms are all chosen right, per lexical weight."""
    from hedgehub.slot_parser import SlotParser
    from hedgehub.slots import gold_slots

    right = dict.fromkeys(weights, 0)
    for row in rows:
        slots = gold_slots(row["premise_programs"], row["evidence_programs"], row["query_program"])
        sentences = [*row["evidences"], row["question"]]
        kinds = ["evidence"] * len(row["evidences"]) + ["question"]
        gold = [*slots.evidence, slots.query]
        for weight in weights:
            picked = SlotParser(None, chooser, lexical_weight=weight).choose_atoms(slots.variables, sentences, kinds)
            right[weight] += picked == gold
    return {w: round(100 * n / max(len(rows), 1), 1) for w, n in right.items()}


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
    from pathlib import Path

    from hedgehub.lm import load_encoder, pair_scores
    from hedgehub.training import qe_rows

    encoder, tokenizer = load_encoder(str(Path(args.parser_dir, "chooser")))
    chooser = memoized(lambda texts, candidates: pair_scores(encoder, tokenizer, texts, candidates))
    results = {}
    for split in args.splits:
        rows = [r for r in qe_rows(args.dataset_name, split) if r["status"] in ("ok", "repaired")]
        results[split] = atom_accuracy(chooser, rows, args.lexical_weights)
        print(f"{split} ({len(rows)} pairs), % with every atom right by lexical weight: {results[split]}")
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
