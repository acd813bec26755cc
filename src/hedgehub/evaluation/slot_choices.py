"""How the slot parser's choice settings do with gold structure, on QUITE.

- **Atoms** (default): with gold premises, pairs whose every evidence/question atom is right. Used to choose
  :class:`hedgehub.slot_parser.SlotParser`'s evidence and question settings (``lexical_weight``, ``state_weight``,
  ``negation_weight``, ``negated_state_penalty``, ``distinct_variables``, ``shortlist``). Wrong atoms are counted by
  the stage that failed: the variable, the value, or the polarity.
- **Premises** (``--premises true``): with the gold variables, states and parents of each network (premises repeat
  across a network's pairs, so each network counts once), the premise sentences whose probabilities equal the gold
  column, the premises whose parent assignment is right, the parent sets, and the networks with every premise right
  (:func:`premise_report`); wrong probabilities are counted by :func:`probability_error`. Used to choose the premise
  settings (``read_numbers``, ``read_words``, ``reading_weight``, ``condition_weight``).

The chooser scores each (sentence, candidate) pair once (``--chooser_cache`` keeps the scores across runs), and every
setting re-ranks the same scores; the atoms are chosen with the shipped all-MiniLM-L6-v2 sentence embedder as
:func:`~hedgehub.slot_parser.load_slot_parser` gives it (variant ``no premise embedding``: without it);
``--rules_only true`` scores every candidate 0.5 and loads no model.

Usage:

    python -m hedgehub.evaluation.slot_choices --parser_dir runs/parser/slot-parser --splits validation train \\
        --output_dir runs/parser/slot-parser/eval/choices
    python -m hedgehub.evaluation.slot_choices --splits validation --atoms false --premises true \\
        --parent_sets false --output_dir runs/parser/slot-parser/eval/choices

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

from collections.abc import Sequence
from dataclasses import dataclass, field

from hedgehub.slot_parser import NAMINGS, renamed_variables


VARIANTS = {
    "default": {},
    "no lexical match": {"lexical_weight": 0.0},
    "no state match": {"state_weight": 0.0},
    "no negation rule": {"negation_weight": 0.0},
    "no negated-state penalty": {"negated_state_penalty": 0.0},
    "no distinct variables": {"distinct_variables": False},
    "no subject discount": {"subject_discount": 1.0},
    "subject discount 0.5": {"subject_discount": 0.5},
    "shortlist 2": {"shortlist": 2},
    "no premise descriptions": {"description_weight": 0.0, "description_tie_weight": 0.0},
    "description weight 0.25": {"description_weight": 0.25},
    "description weight 1": {"description_weight": 1.0},
    "no description ties": {"description_tie_weight": 0.0},
    "description ties 1": {"description_tie_weight": 1.0},
    "description ties 4": {"description_tie_weight": 4.0},
    "no premise embedding": {"embedding_weight": 0.0},
    "described candidates": {"described_candidates": True},
    "chooser only": {
        "lexical_weight": 0.0,
        "state_weight": 0.0,
        "negation_weight": 0.0,
        "negated_state_penalty": 0.0,
        "distinct_variables": False,
        "shortlist": 2,
        "subject_discount": 1.0,
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
    atoms: bool = field(default=True, metadata={"help": "Score the evidence and question atoms (gold premises)."})
    premises: bool = field(
        default=False,
        metadata={"help": "Score the premise choices with gold structure (probabilities, parent assignments)."},
    )
    premise_variants: list[str] = field(
        default_factory=lambda: list(PREMISE_VARIANTS),
        metadata={"help": "Premise settings to compare (see PREMISE_VARIANTS)."},
    )
    premise_types: list[str] = field(
        default_factory=lambda: ["numeric", "wep"], metadata={"help": "Premise wordings: numeric and/or wep."}
    )
    parent_sets: bool = field(
        default=True, metadata={"help": "With --premises: also choose parent sets (scores every declared variable)."}
    )
    rules_only: bool = field(
        default=False,
        metadata={"help": "Score every chooser candidate 0.5: the rules alone (no model is loaded)."},
    )
    names: str = field(
        default="gold",
        metadata={
            "help": "Atoms: the variables' names as given (gold), or renamed to test names the text does not spell: "
            f"{', '.join(NAMINGS)} (ventilator_machine: ventilatormachine, venmac, v3)."
        },
    )
    all_pairs: bool = field(
        default=False,
        metadata={"help": "Atoms: also the pairs whose gold answer is not scored (gold_disagrees, invalid_evidence)."},
    )
    reading_ceiling: bool = field(
        default=False,
        metadata={"help": "Solve each pair with gold structure and atoms and only the probabilities read."},
    )
    chooser_cache: str | None = field(
        default=None, metadata={"help": "JSONL file keeping the chooser's scores across runs."}
    )
    wep_reach: bool = field(
        default=False,
        metadata={"help": "Count the pairs whose gold answer no premise off the WEP scale's numbers changes."},
    )


def memoized(scorer, cache_file: str | None = None):
    """A chooser that scores each (text, candidate) pair once; with ``cache_file`` (JSONL) also across runs
    (:func:`hedgehub.lm.cached_scorer`)."""
    from hedgehub.lm import cached_scorer

    return cached_scorer(scorer, cache_file)


def flat_chooser(texts, candidates) -> list[float]:
    """A chooser that knows nothing (every candidate 0.5): what the rules choose alone."""
    return [0.5 for _ in texts]


def atom_error(gold, picked) -> str:
    """Which stage chose ``picked`` wrong: ``ok``, ``variable``, ``value``, ``polarity`` or ``value+polarity``."""
    if picked == gold:
        return "ok"
    if picked.variable != gold.variable:
        return "variable"
    if picked.value == gold.value:
        return "polarity"
    return "value+polarity" if picked.positive != gold.positive else "value"


def _pairs(rows, names: str = "gold"):
    """Per pair: the row, gold variables, evidence and question sentences, their kinds, gold atoms, what the
    numeric premise text calls each variable (:func:`~hedgehub.slot_parser.variable_descriptions`) and the
    consequents of its premises (:func:`~hedgehub.slot_parser.premise_consequents`); ``names`` one of :data:`NAMINGS`
    renames the variables (and their atoms)."""

    from hedgehub.slot_parser import premise_consequents, variable_descriptions
    from hedgehub.slots import gold_slots

    for row in rows:
        slots = gold_slots(row["premise_programs"], row["evidence_programs"], row["query_program"])
        sentences = [*row["evidences"], row["question"]]
        kinds = ["evidence"] * len(row["evidences"]) + ["question"]
        variables, gold, descriptions = slots.variables, [*slots.evidence, slots.query], None
        texts: dict[str, list[str]] | None = None
        if len(slots.premises) == len(row.get("numeric_premises", ())):
            descriptions = variable_descriptions(row["numeric_premises"], slots.premises)
            texts = premise_consequents(row["numeric_premises"], slots.premises)
        if names != "gold":
            variables, gold, new = renamed_variables(variables, gold, names)
            descriptions = descriptions and {new[n]: words for n, words in descriptions.items()}
            texts = texts and {new[n]: said for n, said in texts.items()}
        yield row, variables, sentences, kinds, gold, descriptions, texts


def atom_accuracy(chooser, rows, weights, names: str = "gold", embedder=None) -> dict[float, float]:
    """Share of pairs (gold premises) whose evidence and question atoms are all chosen right, per lexical weight
    (the other settings at their defaults; ``names``: see :func:`_pairs`; ``embedder``: see
    :class:`~hedgehub.slot_parser.SlotParser`)."""
    from hedgehub.slot_parser import SlotParser

    right = dict.fromkeys(weights, 0)
    for _, variables, sentences, kinds, gold, descriptions, texts in _pairs(rows, names):
        for weight in weights:
            parser = SlotParser(None, chooser, lexical_weight=weight, embedder=embedder)
            picked = parser.choose_atoms(variables, sentences, kinds, descriptions, texts)
            right[weight] += picked == gold
    return {w: round(100 * n / max(len(rows), 1), 1) for w, n in right.items()}


def variant_report(
    chooser, rows, variants: dict[str, dict], names: str = "gold", embedder=None
) -> tuple[dict[str, dict], list[dict]]:
    """Per named setting: % of pairs with every atom right and the wrong atoms by stage (``evidence variable``,
    ``question value`` …); and one record per pair of the first setting (sentences, gold and picked atoms).

    Args:
        chooser (`Callable`): texts and candidates → probabilities (:func:`memoized` keeps it to one pass).
        rows (`Sequence[Mapping]`): ``qe-programs`` rows.
        variants (`dict[str, dict]`): name → :class:`~hedgehub.slot_parser.SlotParser` keyword arguments.
        names (`str`, *optional*, defaults to `"gold"`): the variables' names, or a renaming of :data:`NAMINGS`.
        embedder (`Callable`, *optional*): the parsers' sentence embedder (:class:`hedgehub.lm.SentenceEmbedder`);
            without one, ``embedding_weight`` does nothing.

    Returns:
        `tuple[dict[str, dict], list[dict]]`
    """
    from hedgehub.slot_parser import SlotParser

    parsers = {name: SlotParser(None, chooser, embedder=embedder, **settings) for name, settings in variants.items()}
    report = {name: {"correct": 0, "errors": {}} for name in variants}
    records = []
    for row, variables, sentences, kinds, gold, descriptions, texts in _pairs(rows, names):
        for n, (name, parser) in enumerate(parsers.items()):
            picked = parser.choose_atoms(variables, sentences, kinds, descriptions, texts)
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


# ----------------------------------------------------------------------------------------------------------------
# Premises with gold structure: probabilities, parent assignments, parent sets
# ----------------------------------------------------------------------------------------------------------------

PREMISE_VARIANTS: dict[str, dict] = {
    "default": {},
    "no run lengths": {"run_weight": 0.0},
    "no run breaks": {"run_breaks": False},
    "no described parents": {"described_parents": False},
    "no opposite rows": {"opposite_rows": False},
    "no parent conditions": {"parent_condition_weight": 0.0},
    "mention floor 1e-6": {"mention_floor": 1e-6},
    "no number reading": {"read_numbers": False},
    "no word reading": {"read_words": False},
    "no partial reading": {"reading_weight": 0.0},
    "chooser beside condition words": {"given_weight": 1.0},
    "no condition words": {"condition_weight": 0.0, "given_weight": 1.0},
    "no parent name words": {"parent_lexical_weight": 0.0},
    "no usual order": {"order_weight": 0.0},
    "one premise at a time": {"strict_runs": False},
    "no condition descriptions": {"condition_descriptions": False},
    "chooser only": {
        "read_numbers": False,
        "condition_weight": 0.0,
        "given_weight": 1.0,
        "parent_lexical_weight": 0.0,
    },
}
"""Named :class:`~hedgehub.slot_parser.SlotParser` premise settings compared by :func:`premise_report` (the defaults,
each rule left out, and the chooser alone)."""

TOLERANCE = 1e-6


def gold_column(variable, probabilities) -> tuple[float, ...]:
    """A gold premise's probabilities as the parser renders them (normalized, then smoothed), to compare with a
    choice."""
    from hedgehub.slot_parser import smooth
    from hedgehub.slots import normalize

    return smooth(normalize(probabilities, boolean=variable.boolean), boolean=variable.boolean)


def same_column(gold, picked) -> bool:
    """Whether a chosen column equals the gold one, state by state within :data:`TOLERANCE`."""
    return len(gold) == len(picked) and all(abs(a - b) <= TOLERANCE for a, b in zip(gold, picked, strict=True))


def probability_error(gold, picked, candidates, stated, *, wep: bool) -> str:
    """Why a premise's probabilities are wrong (``ok`` when right), the first that applies:

    - ``gold sum != 1``: the gold column does not sum to 1 (an annotated disjunction the parser would complete);
    - ``missing candidate``: a premise with numbers, and a gold number is not among the candidates read from the
      sentence (the sentence does not state it: 33.33 % where gold says 0.333);
    - ``equal split``: every state got the same probability, gold's differ;
    - ``state order``: the right numbers on the wrong states;
    - ``complement``: a boolean got 1 − p;
    - ``WEP value``: a premise in words, some word mapped to another number;
    - ``remainder``: wrong only on states whose gold number the sentence does not state;
    - ``stated number``: a stated number on the wrong state or left out.

    Examples:

        >>> probability_error((0.2, 0.8), (0.8, 0.2), [0.2, 0.8], [0.2, 0.8], wep=False)
        'state order'
        >>> probability_error((0.3,), (0.7,), [0.3, 0.7], [0.7], wep=False)
        'complement'
        >>> probability_error((0.1, 0.3, 0.6), (0.1, 0.45, 0.45), [0.1, 0.3, 0.45, 0.6], [0.1], wep=False)
        'remainder'
    """
    close = lambda a, b: abs(a - b) <= TOLERANCE  # noqa: E731
    if all(close(a, b) for a, b in zip(gold, picked, strict=True)):
        return "ok"
    if len(gold) > 1 and abs(sum(gold) - 1) > 0.011:
        return "gold sum != 1"
    if not wep and any(not any(close(g, c) for c in candidates) for g in gold):
        return "missing candidate"
    if len(picked) > 1 and max(picked) - min(picked) <= TOLERANCE:
        return "equal split"
    if len(gold) > 1 and all(close(a, b) for a, b in zip(sorted(gold), sorted(picked), strict=True)):
        return "state order"
    if len(gold) == 1 and close(gold[0], 1 - picked[0]):
        return "complement"
    if wep:
        return "WEP value"
    wrong = [g for g, p in zip(gold, picked, strict=True) if not close(g, p)]
    if not any(any(close(g, v) for v in stated) for g in wrong):
        return "remainder"
    return "stated number"


def _networks(rows) -> list[tuple[dict, object]]:
    """One (row, gold slots) per network (``file_name``): premises repeat across a network's pairs."""
    from hedgehub.slots import gold_slots

    seen: dict[str, tuple[dict, object]] = {}
    for row in rows:
        if row["file_name"] not in seen:
            seen[row["file_name"]] = (row, gold_slots(row["premise_programs"], where=row["file_name"]))
    return list(seen.values())


def _runs(slots) -> list[tuple[int, int]]:
    """(first, end) premise indices of each variable's run."""
    runs: list[tuple[int, int]] = []
    for index, premise in enumerate(slots.premises):
        if index and premise.child == slots.premises[index - 1].child:
            runs[-1] = (runs[-1][0], index + 1)
        else:
            runs.append((index, index + 1))
    return runs


def premise_choices(parser, slots, sentences, *, parent_sets: bool = True) -> dict:
    """With the gold structure of one network, what ``parser`` chooses for each premise sentence.

    Probabilities: :meth:`~hedgehub.slot_parser.SlotParser.choose_probabilities` with the gold variable. Parent
    assignments: the parser's own choice for each run (:meth:`~hedgehub.slot_parser.SlotParser.assign_conditions`,
    or with ``strict_runs`` off :meth:`~hedgehub.slot_parser.SlotParser.choose_condition`
    among the assignments it has not used yet, parents in order of introduction). Parent sets (with
    ``parent_sets``): ``_choose_parents`` at each run's first premise, among the variables introduced before it.

    Returns:
        `dict`: ``probabilities`` (picked tuples), ``conditions`` (picked assignments or ``None`` for a variable
        without parents) and ``parents`` (run start → picked parent names).
    """
    import itertools

    from hedgehub.slot_parser import _declared_before, consequent, content_words, given_candidate, parent_words

    variables = slots.variables
    order = {p.child: i for i, p in reversed(list(enumerate(slots.premises)))}
    cache: dict[tuple[int, str], dict[str, float]] = {}

    def given(index: int, variable):
        if (index, variable.name) not in cache:
            texts = [sentences[index]] * len(variable.values)
            scores = parser.chooser(texts, [given_candidate(variable, value) for value in variable.values])
            cache[index, variable.name] = dict(zip(variable.values, scores, strict=True))
        return cache[index, variable.name]

    own_words = {child: content_words(consequent(sentences[i])) for child, i in order.items()}
    probabilities = [
        parser.choose_probabilities(sentence, variables[premise.child])
        if order[premise.child] == index
        else parser.choose_probabilities(
            sentence,
            variables[premise.child],
            sentences[order[premise.child]],
            parent_words(variables[premise.child], variables, own_words),
        )
        for index, (sentence, premise) in enumerate(zip(sentences, slots.premises, strict=True))
    ]
    conditions: list = [None] * len(sentences)
    parents: dict[int, list[str]] = {}
    for first, end in _runs(slots):
        child = variables[slots.premises[first].child]
        declared = list(_declared_before(slots, first).values())
        if parent_sets:
            parents[first] = (
                parser._choose_parents(
                    first, sentences, declared, given, child_states=child.states, child_name=child.name
                )
                if declared
                else []
            )
        if not child.parents:
            continue
        names = sorted(child.parents, key=order.get)
        remaining = [
            tuple(zip(names, values, strict=True))
            for values in itertools.product(*(variables[p].values for p in names))
        ]
        described = parser.descriptions_before(sentences, slots.premises, first)  # as the parser has them
        if parser.strict_runs:
            picked = parser.assign_conditions(
                sentences[first:end], remaining, variables, lambda j, v, first=first: given(first + j, v), described
            )
            conditions[first:end] = picked
            continue
        for index in range(first, end):
            described = parser.descriptions_before(sentences, slots.premises, index)
            combo = parser.choose_condition(
                sentences[index], remaining, variables, lambda v, i=index: given(i, v), described
            )
            remaining.remove(combo)
            conditions[index] = combo
    return {"probabilities": probabilities, "conditions": conditions, "parents": parents}


def premise_report(
    chooser,
    rows,
    variants: dict[str, dict],
    premise_types: Sequence[str] = ("numeric", "wep"),
    *,
    parent_sets: bool = True,
) -> tuple[dict[str, dict], list[dict]]:
    """Per named setting and premise wording, with the gold structure (variables, states, parents):

    - ``probabilities``: % of premise sentences whose probabilities equal the gold column (within 1e-6, after the
      parser's normalization and smoothing), the wrong ones by :func:`probability_error`, and the mean absolute
      error per state;
    - ``conditions``: % of premises with parents whose parent assignment is right, ``continuing`` premises apart;
    - ``parent_sets``: % of variables whose parent set is right;
    - ``networks``: % of networks with every premise right (probabilities and parent assignment).

    Args:
        chooser (`Callable`): texts and candidates → probabilities (:func:`memoized` keeps it to one pass).
        rows (`Sequence[Mapping]`): ``qe-programs`` rows (one network per ``file_name``).
        variants (`dict[str, dict]`): name → :class:`~hedgehub.slot_parser.SlotParser` keyword arguments.
        names (`str`, *optional*, defaults to `"gold"`): the variables' names, or a renaming of :data:`NAMINGS`.
        premise_types (`Sequence[str]`, *optional*): ``numeric`` and/or ``wep``.
        parent_sets (`bool`, *optional*, defaults to `True`): also choose each variable's parent set (the chooser
            then scores every declared variable for every premise).

    Returns:
        `tuple[dict[str, dict], list[dict]]`: the report, and one record per premise of the first setting.
    """
    from hedgehub.slot_parser import (
        PREMISE_COLUMNS,
        RunContinuity,
        SlotParser,
        candidate_values,
        stated_values,
    )

    networks = _networks(rows)
    report: dict[str, dict] = {}
    records = []
    for n, (name, settings) in enumerate(variants.items()):
        parser = SlotParser(None, chooser, **settings)
        for kind in premise_types:
            counts = {
                "premises": 0,
                "right": 0,
                "abs_error": 0.0,
                "states": 0,
                "errors": {},
                "conditions": 0,
                "conditions_right": 0,
                "continuing": 0,
                "continuing_right": 0,
                "variables": 0,
                "parent_sets_right": 0,
                "networks_right": 0,
                "runs": 0,
                "continuing_seen": 0,
                "boundaries": 0,
                "boundaries_seen": 0,
            }
            for row, slots in networks:
                sentences = list(row[PREMISE_COLUMNS[kind]])
                picked = premise_choices(parser, slots, sentences, parent_sets=parent_sets)
                runs = dict(_runs(slots))
                continuity = RunContinuity(sentences)
                for first, end in runs.items():
                    counts["runs"] += 1
                    for j in range(first + 1, end):
                        counts["continuing_seen"] += continuity.same(first, j) > continuity.midpoint
                    if end < len(sentences):
                        counts["boundaries"] += 1
                        counts["boundaries_seen"] += continuity.same(first, end) > continuity.midpoint
                all_right = True
                for index, (sentence, premise) in enumerate(zip(sentences, slots.premises, strict=True)):
                    child = slots.variables[premise.child]
                    gold = gold_column(child, premise.probabilities)
                    chosen = picked["probabilities"][index]
                    error = probability_error(
                        gold,
                        chosen,
                        candidate_values(sentence, len(gold)),
                        stated_values(sentence),
                        wep=kind == "wep",
                    )
                    counts["premises"] += 1
                    counts["right"] += error == "ok"
                    counts["abs_error"] += sum(abs(a - b) for a, b in zip(gold, chosen, strict=True))
                    counts["states"] += len(gold)
                    if error != "ok":
                        counts["errors"][error] = counts["errors"].get(error, 0) + 1
                    condition = picked["conditions"][index]
                    condition_right = condition is None or dict(condition) == dict(premise.condition)
                    if condition is not None:
                        counts["conditions"] += 1
                        counts["conditions_right"] += condition_right
                        if index not in runs:
                            counts["continuing"] += 1
                            counts["continuing_right"] += condition_right
                    all_right &= error == "ok" and condition_right
                    if index in runs and parent_sets:
                        counts["variables"] += 1
                        counts["parent_sets_right"] += set(picked["parents"][index]) == set(child.parents)
                    if n == 0:
                        records.append(
                            {
                                "file_name": row["file_name"],
                                "premise_type": kind,
                                "index": index,
                                "sentence": sentence,
                                "child": child.name,
                                "states": list(child.values) if not child.boolean else ["true"],
                                "gold": [round(p, 6) for p in gold],
                                "picked": [round(p, 6) for p in chosen],
                                "error": error,
                                "gold_condition": [list(c) for c in premise.condition],
                                "picked_condition": None if condition is None else [list(c) for c in condition],
                                "gold_parents": list(child.parents) if index in runs else None,
                                "picked_parents": picked["parents"].get(index),
                            }
                        )
                counts["networks_right"] += all_right
            report.setdefault(name, {})[kind] = _premise_scores(counts, len(networks))
    return report, records


def _premise_scores(counts: dict, networks: int) -> dict:
    def pct(a: int, b: int) -> float | None:
        return round(100 * a / b, 1) if b else None

    return {
        "probabilities": pct(counts["right"], counts["premises"]),
        "premises": counts["premises"],
        "mean_abs_error": round(counts["abs_error"] / max(counts["states"], 1), 4),
        "errors": dict(sorted(counts["errors"].items(), key=lambda e: -e[1])),
        "conditions": pct(counts["conditions_right"], counts["conditions"]),
        "continuing_conditions": pct(counts["continuing_right"], counts["continuing"]),
        "num_conditions": counts["conditions"],
        "num_continuing": counts["continuing"],
        "parent_sets": pct(counts["parent_sets_right"], counts["variables"]),
        "num_variables": counts["variables"],
        "continuing_read_as_continuing": pct(counts["continuing_seen"], counts["premises"] - counts["runs"]),
        "first_after_run_read_as_continuing": pct(counts["boundaries_seen"], counts["boundaries"]),
        "networks": pct(counts["networks_right"], networks),
        "num_networks": networks,
    }


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


def reading_ceiling(chooser, rows, premise_types: Sequence[str] = ("numeric", "wep"), timeout_s: float = 60.0) -> dict:
    """What reading the numbers alone allows: each pair with gold variables, states, parent assignments, evidence and
    query, and the probabilities :meth:`~hedgehub.slot_parser.SlotParser.choose_probabilities` reads from each
    premise sentence, solved and scored as the full parse is (``quite_accuracy``). Beside it, the pairs with every
    premise read exactly. For WEP premises this is the most a parser can get right whose structure is perfect: one
    word stands for several numbers, and the scoring asks for the gold answer within a relative 1e-4.

    Returns:
        `dict`: per wording the ``quite_accuracy`` dict of those programs, plus ``premises_exact`` (% of the pairs'
        networks' premises read exactly, each network once) and ``pairs_all_exact`` (% of pairs whose network has
        every premise exact).
    """
    from hedgehub.evaluation.parser import gold_answers, quite_scores
    from hedgehub.parser import solve_many
    from hedgehub.slot_parser import PREMISE_COLUMNS, SlotParser
    from hedgehub.slots import PremiseSlots, gold_slots, render_premise, render_question

    parser = SlotParser(None, chooser)
    report = {}
    for kind in premise_types:
        programs = []
        networks: dict[str, list[bool]] = {}  # premises exactly read, each network once (at its first pair)
        for row in rows:
            slots = gold_slots(row["premise_programs"], row["evidence_programs"], row["query_program"])
            variables = slots.variables
            read, exact = [], []
            for sentence, premise in zip(row[PREMISE_COLUMNS[kind]], slots.premises, strict=True):
                child = variables[premise.child]
                picked = parser.choose_probabilities(sentence, child)
                read.append(PremiseSlots(premise.child, premise.condition, picked))
                exact.append(same_column(gold_column(child, premise.probabilities), picked))
            networks.setdefault(row["file_name"], exact)
            evidence, query = render_question(variables, slots.evidence, slots.query)
            programs.append(([render_premise(variables, p) for p in read], evidence, query))
        results = solve_many(programs, timeout_s=timeout_s)
        scores = quite_scores(
            [r.probability for r in results],
            [r.error for r in results],
            gold_answers(rows),
            [list(r["reasoning_types"]) for r in rows],
        )
        exact = [flag for flags in networks.values() for flag in flags]
        scores["premises_exact"] = round(100 * sum(exact) / max(len(exact), 1), 1)
        all_exact = sum(all(networks[r["file_name"]]) for r in rows)
        scores["pairs_all_exact"] = round(100 * all_exact / max(len(rows), 1), 1)
        report[kind] = scores
    return report


def on_scale(probabilities: Sequence[float], boolean: bool) -> bool:
    """Whether a gold premise's numbers are ones a reading of words can give: each on
    :data:`~hedgehub.slot_parser.WEP_GRID`, or those that are not an equal share of what the others leave."""
    from hedgehub.slot_parser import WEP_GRID

    column = [probabilities[0], 1 - probabilities[0]] if boolean else list(probabilities)
    off = [p for p in column if not any(abs(p - g) <= TOLERANCE for g in WEP_GRID)]
    rest = 1 - sum(column) + sum(off)
    return all(abs(p - rest / len(off)) <= TOLERANCE for p in off) if off else True


def wep_reach(rows, draws: int = 3, seed: int = 0, timeout_s: float = 60.0) -> dict:
    """How many pairs a parser that reads words on the scale could get right: a pair counts when its gold answer
    stays within QUITE's tolerance (relative 1e-4) while every premise off the scale (:func:`on_scale`) gets other
    numbers, drawn at random ``draws`` times (gold structure, evidence and query). An estimate, not a bound either
    way: it assumes the words of the premises on the scale are read as gold's numbers, which QUITE's words do not
    always say (*little chance* is 0.1 in one premise and 0.2 in another), and a pair whose premise in words states
    a number after all can be right though it does not count.

    Returns:
        `dict`: ``pairs``, ``reachable`` (pairs and %), ``premises`` and ``on_scale`` (each network once), and per
        network its pairs and reachable pairs.
    """
    import math
    import random

    from hedgehub.evaluation.parser import gold_answers
    from hedgehub.parser import solve_many
    from hedgehub.slots import PremiseSlots, gold_slots, render_premise, render_question

    parsed = [gold_slots(r["premise_programs"], r["evidence_programs"], r["query_program"]) for r in rows]
    on = [[on_scale(p.probabilities, s.variables[p.child].boolean) for p in s.premises] for s in parsed]
    questions = [render_question(s.variables, s.evidence, s.query) for s in parsed]
    rng = random.Random(seed)
    programs = []
    for _ in range(draws):
        for slots, flags, question in zip(parsed, on, questions, strict=True):
            premises = []
            for premise, kept in zip(slots.premises, flags, strict=True):
                probabilities = premise.probabilities
                if not kept:
                    boolean = slots.variables[premise.child].boolean
                    weights = [rng.random() + 0.05 for _ in range(2 if boolean else len(probabilities))]
                    probabilities = tuple(w / sum(weights) for w in weights)[: 1 if boolean else None]
                read = PremiseSlots(premise.child, premise.condition, probabilities)
                premises.append(render_premise(slots.variables, read))
            programs.append((premises, *question))
    networks: dict[str, list[bool]] = {}  # each network's premises on the scale, once
    for row, flags in zip(rows, on, strict=True):
        networks.setdefault(row["file_name"], flags)
    results = solve_many(programs, timeout_s=timeout_s)
    gold = gold_answers(rows)
    per_network: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        answers = [results[d * len(rows) + i].probability for d in range(draws)]
        kept = gold[i] is not None and all(a is not None and math.isclose(a, gold[i], rel_tol=1e-4) for a in answers)
        counts = per_network.setdefault(row["file_name"], [0, 0])
        counts[0] += 1
        counts[1] += kept
    reachable = sum(c[1] for c in per_network.values())
    flags = [f for fs in networks.values() for f in fs]
    return {
        "pairs": len(rows),
        "reachable": reachable,
        "reachable_percent": round(100 * reachable / max(len(rows), 1), 1),
        "premises": len(flags),
        "on_scale": sum(flags),
        "networks": {name: {"pairs": c[0], "reachable": c[1]} for name, c in sorted(per_network.items())},
    }


def main(args: ChoiceArguments) -> dict:
    import json
    from functools import partial
    from pathlib import Path

    from hedgehub.lm import SentenceEmbedder, load_encoder, pair_scores
    from hedgehub.training import qe_rows

    unknown = sorted(set(args.variants) - set(VARIANTS)) + sorted(set(args.premise_variants) - set(PREMISE_VARIANTS))
    if unknown:
        raise ValueError(f"unknown variants {unknown}; known: {', '.join([*VARIANTS, *PREMISE_VARIANTS])}")
    if args.names != "gold" and args.names not in NAMINGS:
        raise ValueError(f"unknown --names {args.names!r}; known: gold, {', '.join(NAMINGS)}")
    embedder = None
    if args.rules_only:
        chooser = flat_chooser
    else:
        embedder = SentenceEmbedder()
        encoder, tokenizer = load_encoder(str(Path(args.parser_dir, "chooser")))
        # partial binds this encoder and tokenizer now: a closure would read whatever ``tokenizer`` names later
        chooser = memoized(partial(pair_scores, encoder, tokenizer), cache_file=args.chooser_cache)
    generator = None
    if args.namer:
        from hedgehub.lm import Generator, load_lm

        namer, namer_tokenizer = load_lm(str(Path(args.parser_dir, "namer")))
        generator = Generator(namer, namer_tokenizer, name="namer-check", max_new_tokens=48)
    results = {}
    for split in args.splits:
        rows = [r for r in qe_rows(args.dataset_name, split) if r["status"] in ("ok", "repaired")]
        if args.premises:
            report, records = premise_report(
                chooser,
                rows,
                {name: PREMISE_VARIANTS[name] for name in args.premise_variants},
                args.premise_types,
                parent_sets=args.parent_sets,
            )
            results[f"{split}_premises"] = report
            for name, by_type in report.items():
                for kind, scores in by_type.items():
                    print(f"{split} {name} {kind}: {scores}")
            if args.output_dir:
                out = Path(args.output_dir)
                out.mkdir(parents=True, exist_ok=True)
                (out / f"premises-{split}.json").write_text(json.dumps(report, indent=2) + "\n")
                with open(out / f"premises-{split}.jsonl", "w") as f:
                    f.writelines(json.dumps(r) + "\n" for r in records)
        if args.reading_ceiling:
            ceiling = reading_ceiling(chooser, rows, args.premise_types)
            results[f"{split}_reading_ceiling"] = ceiling
            for kind, scores in ceiling.items():
                print(
                    f"{split} {kind}, gold structure and atoms, probabilities read: correct {scores['correct']:.1f} % "
                    f"wrong {scores['wrong']:.1f} % error {scores['error']:.1f} % of {len(rows)}; premises exact "
                    f"{scores['premises_exact']} %; pairs whose every premise is exact {scores['pairs_all_exact']} %"
                )
        if args.wep_reach:
            reach = wep_reach(rows)
            results[f"{split}_wep_reach"] = reach
            print(
                f"{split} WEP pairs reachable by reading words on the scale: {reach['reachable']} of {reach['pairs']} "
                f"({reach['reachable_percent']} %); premises on the scale {reach['on_scale']} of {reach['premises']}"
            )
        if not args.atoms:
            continue
        if args.all_pairs:
            rows = qe_rows(args.dataset_name, split)
        results[split] = atom_accuracy(chooser, rows, args.lexical_weights, args.names, embedder)
        print(f"{split} ({len(rows)} pairs), % with every atom right by lexical weight: {results[split]}")
        if args.variants:
            report, records = variant_report(
                chooser, rows, {name: VARIANTS[name] for name in args.variants}, args.names, embedder
            )
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
        if generator is not None:
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
