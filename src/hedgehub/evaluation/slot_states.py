"""How :func:`hedgehub.slot_states.read_states` does on QUITE's introducing premises (the first premise of each gold
run): how many it answers, with the right state count, and with state names that share words with gold's.

Kept apart from :mod:`hedgehub.slot_states` so that the parser (and the Space) import only the rules.

Usage:

    python -m hedgehub.evaluation.slot_states --splits train validation --show 15
    # every premise text's readings (QUITE's numeric and WEP premises, every split, and the user-text problems),
    # compared with an earlier dump: changes counted per split, shown for every split but test
    python -m hedgehub.evaluation.slot_states --splits train validation test --readings_out new.jsonl \\
        --compare old.jsonl
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hedgehub.slot_parser import PREMISE_COLUMNS, _same_word
from hedgehub.slot_states import _NUM, _words, read_states, run_states, sentence_state_name


def _shares_word(gold: str, read: Sequence[str]) -> bool:
    def same(a: str, b: str) -> bool:  # numbers as numbers: 13.0 is 13
        if re.fullmatch(_NUM, a) and re.fullmatch(_NUM, b):
            return float(a) == float(b)
        return _same_word(a, b)

    return any(same(g, w) for g in _words(sentence_state_name(gold)) for r in read for w in _words(r))


def state_report(rows: Sequence[Mapping], premise_types: Sequence[str] = ("numeric", "wep")) -> dict:
    """How :func:`~hedgehub.slot_states.read_states` does on the introducing premises (the first premise of each
    gold run) of QUITE rows, given the gold variable's name (the parser gives the namer's).

    Args:
        rows (`Sequence[Mapping]`): ``qe-programs`` rows (:func:`hedgehub.training.qe_rows`); each network counts
            once.
        premise_types (`Sequence[str]`, *optional*): ``numeric`` and/or ``wep`` wording.

    Returns:
        `dict`: per wording ``n``, ``answered`` (% not ``None``), ``right_count`` (% of the answered with as many
        states as gold, a boolean counting 0), ``confused`` (% of the answered read boolean for categorical or the
        other way), ``names`` (% of the answered categorical ones where every gold state shares a word with a read
        state) and ``wrong`` (the misses, unanswered or with a wrong count: sentence, gold, read).
    """
    from hedgehub.evaluation.slot_choices import _networks, _runs

    report = {}
    for kind in premise_types:
        n = answered = right = confused = named = categorical = 0
        wrong = []
        for row, slots in _networks(rows):
            for first, _ in _runs(slots):
                gold = slots.variables[slots.premises[first].child].states
                sentence = row[PREMISE_COLUMNS[kind]][first]
                read = read_states(sentence, slots.premises[first].child)
                n += 1
                if read is None:
                    wrong.append({"sentence": sentence, "gold": list(gold), "read": None})
                    continue
                answered += 1
                right += len(read) == len(gold)
                confused += (not read) != (not gold)
                if read and gold:
                    categorical += 1
                    named += all(_shares_word(g, read) for g in gold)
                if len(read) != len(gold):
                    wrong.append({"sentence": sentence, "gold": list(gold), "read": list(read)})
        report[kind] = {
            "n": n,
            "answered": round(100 * answered / max(n, 1), 1),
            "right_count": round(100 * right / max(answered, 1), 1),
            "confused": round(100 * confused / max(answered, 1), 1),
            "names": round(100 * named / max(categorical, 1), 1),
            "wrong": wrong,
        }
    return report


def run_report(rows: Sequence[Mapping], premise_types: Sequence[str] = ("numeric", "wep")) -> dict:
    """Whether the states :func:`~hedgehub.slot_states.read_states` reads from a run's first premise let the rules
    read the whole run: the share of QUITE's premises whose probabilities (the slot parser's
    :meth:`~hedgehub.slot_parser.SlotParser.choose_probabilities` with a chooser that knows nothing, on a variable
    with the read states, less the gold variable's name as the parser drops its own, :func:`~hedgehub.slot_parser.
    without_name`) equal gold's, under one best renaming of the read states per run, beside the same with gold's
    states (the ceiling). A run whose read states are ``None`` or too few or too many counts wrong.

    Args:
        rows (`Sequence[Mapping]`): ``qe-programs`` rows; each network counts once.
        premise_types (`Sequence[str]`, *optional*): ``numeric`` and/or ``wep`` wording.

    Returns:
        `dict`: per wording ``premises`` (count), ``read`` (% right with the read states), ``gold`` (% right with
        gold's states), ``nameless`` (% right with gold's states on a variable named ``x``: what the words of the
        sentence alone give, as where the namer's name shares no word with it), ``runs`` / ``runs_read`` /
        ``runs_gold`` (runs, % with every premise right) and ``wrong``
        (runs right with gold's states, not with the read ones: network, gold and read states, first sentence).
    """
    from scipy.optimize import linear_sum_assignment

    from hedgehub.evaluation.slot_choices import TOLERANCE, _networks, _runs, flat_chooser, gold_column
    from hedgehub.slot_parser import SlotParser, without_name
    from hedgehub.slots import Variable

    parser = SlotParser(namer=None, chooser=flat_chooser)
    report = {}
    for kind in premise_types:
        keys = ("read", "gold", "nameless")
        counts = dict.fromkeys(["premises", "runs", *keys, *(f"runs_{key}" for key in keys)], 0)
        wrong = []
        for row, slots in _networks(rows):
            sentences = row[PREMISE_COLUMNS[kind]]
            for first, end in _runs(slots):
                gold = slots.variables[slots.premises[first].child]
                truth = [gold_column(gold, p.probabilities) for p in slots.premises[first:end]]
                counts["premises"] += end - first
                counts["runs"] += 1
                read = run_states(sentences[first:end], gold.name)
                whole = {}
                for key, states in (("gold", gold.states), ("read", read), ("nameless", gold.states)):
                    if states is None or len(states) != len(gold.states):
                        continue
                    name = "x" if key == "nameless" else gold.name
                    variable = Variable(name, without_name(states, name) if key == "read" else states)
                    picked = [parser.choose_probabilities(s, variable) for s in sentences[first:end]]
                    size = len(truth[0])
                    pairs = list(zip(picked, truth, strict=True))
                    cost = [[sum(abs(p[i] - t[j]) for p, t in pairs) for j in range(size)] for i in range(size)]
                    order = dict(zip(*linear_sum_assignment(cost), strict=True))  # read state i is gold state order[i]
                    right = [all(abs(p[i] - t[order[i]]) <= TOLERANCE for i in range(size)) for p, t in pairs]
                    counts[key] += sum(right)
                    counts[f"runs_{key}"] += all(right)
                    whole[key] = all(right)
                if whole.get("gold") and not whole.get("read"):
                    network = row["file_name"]
                    wrong.append(
                        {"network": network, "gold": list(gold.states), "read": read, "sentence": sentences[first]}
                    )
        report[kind] = {
            "premises": counts["premises"],
            "read": round(100 * counts["read"] / max(counts["premises"], 1), 1),
            "gold": round(100 * counts["gold"] / max(counts["premises"], 1), 1),
            "runs": counts["runs"],
            "runs_read": round(100 * counts["runs_read"] / max(counts["runs"], 1), 1),
            "runs_gold": round(100 * counts["runs_gold"] / max(counts["runs"], 1), 1),
            "nameless": round(100 * counts["nameless"] / max(counts["premises"], 1), 1),
            "wrong": wrong,
        }
    return report


_CONDITION_WORD = re.compile(
    r"\b(?:if|when|whenever|given|in case|assuming|provided|should|whose|who|once|where)\b", re.I
)


def boundary_report(rows: Sequence[Mapping], premise_types: Sequence[str] = ("numeric",)) -> dict:
    """Counts of two signs of where a gold run starts, for a rule that would weigh them in the parent-set choice:
    a premise whose :func:`~hedgehub.slot_states.read_states` reading (states, not a boolean) shares no state with
    the premise before it (``disjoint``, of ``both`` premises with such readings), inside a run and at its start;
    the same for the word stems the parser's ``RunContinuity(state_odds=…)`` compares (``stems_disjoint`` of
    ``stems_both``: :func:`~hedgehub.slot_parser._state_stems`, states in words only); and runs with parents whose
    first premise says no condition word (*if, when, given* …)."""
    from hedgehub.evaluation.slot_choices import _networks, _runs
    from hedgehub.slot_parser import _state_stems

    counts = {
        kind: {
            "inside": {"both": 0, "disjoint": 0, "stems_both": 0, "stems_disjoint": 0},
            "start": {"both": 0, "disjoint": 0, "stems_both": 0, "stems_disjoint": 0},
            "parent_runs": 0,
            "no_cue": 0,
        }
        for kind in premise_types
    }
    for kind in premise_types:
        entry = counts[kind]
        for row, slots in _networks(rows):
            sentences = row[PREMISE_COLUMNS[kind]]
            readings = [read_states(s) for s in sentences]
            stems = [_state_stems(s) for s in sentences]
            starts = {first for first, _ in _runs(slots)}
            for j in range(1, len(sentences)):
                where = entry["start" if j in starts else "inside"]
                if readings[j - 1] and readings[j]:
                    where["both"] += 1
                    where["disjoint"] += not set(readings[j - 1]) & set(readings[j])
                if stems[j - 1] and stems[j]:
                    where["stems_both"] += 1
                    where["stems_disjoint"] += not stems[j - 1] & stems[j]
            for first, _ in _runs(slots):
                if slots.premises[first].condition:
                    entry["parent_runs"] += 1
                    entry["no_cue"] += not _CONDITION_WORD.search(sentences[first])
    return counts


def premise_readings(dataset_name: str, splits: Sequence[str]) -> list[dict]:
    """What the rules read in every premise text: QUITE's numeric and WEP premises of ``splits`` (the row's gold
    variable name given, and none) and the premises of every user-text problem (under split ``user``), each with
    :func:`~hedgehub.slot_states.read_states` and :func:`~hedgehub.slot_parser.stated_values`. Two dumps of two
    states of the code tell which texts a rule changes (:func:`compare_readings`)."""
    import datasets

    from hedgehub.evaluation.user_text import PROBLEMS, SETS
    from hedgehub.slot_parser import stated_values

    texts: list[tuple[str, str, str | None]] = []
    for config in ("numeric-premises", "wep-based-premises"):
        for split in splits:
            for row in datasets.load_dataset(dataset_name, config, split=split):
                child = re.match(r"\s*(?:[\d.]+::)?\\?\+?([a-z_][a-z0-9_]*)", row["target"])
                texts.append((split, row["input"], child.group(1) if child else None))
    for problem in (*PROBLEMS, *(p for problems in SETS.values() for p in problems)):
        texts += [("user", sentence, None) for sentence in problem.premises]
    readings = []
    for split, text, child in dict.fromkeys(texts):
        states = read_states(text)
        named = read_states(text, child) if child else states
        readings.append(
            {
                "split": split,
                "text": text,
                "states": None if states is None else list(states),
                "named_states": None if named is None else list(named),
                "stated_values": stated_values(text),
            }
        )
    return readings


def compare_readings(old: Sequence[Mapping], new: Sequence[Mapping], show_test: bool = False) -> dict[str, dict]:
    """Per split: texts in both dumps, and those whose readings differ (their texts, except test's unless
    ``show_test``: test is counted only)."""
    before = {(r["split"], r["text"]): r for r in old}
    report: dict[str, dict] = {}
    for reading in new:
        entry = report.setdefault(reading["split"], {"texts": 0, "changed": 0, "changes": []})
        earlier = before.get((reading["split"], reading["text"]))
        if earlier is None:
            continue
        entry["texts"] += 1
        if earlier != reading:
            entry["changed"] += 1
            if reading["split"] != "test" or show_test:
                keys = ("states", "named_states", "stated_values")
                entry["changes"].append(
                    {
                        "text": reading["text"],
                        **{k: (earlier[k], reading[k]) for k in keys if earlier[k] != reading[k]},
                    }
                )
    return report


def main(argv: Sequence[str] | None = None) -> dict:
    import argparse

    from hedgehub.training import qe_rows

    parser = argparse.ArgumentParser(description="Measure read_states on QUITE's introducing premises.")
    parser.add_argument("--dataset_name", default="hub/quite")
    parser.add_argument("--splits", nargs="+", default=["validation"])
    parser.add_argument("--premise_types", nargs="+", default=["numeric", "wep"])
    parser.add_argument("--show", type=int, default=0, help="print this many misses per split and wording")
    parser.add_argument("--readings_out", help="write every premise text's readings here (JSON lines) and stop")
    parser.add_argument("--compare", help="with --readings_out: an earlier dump to count the changes against")
    parser.add_argument("--boundaries", action="store_true", help="print boundary_report's counts per split and stop")
    args = parser.parse_args(argv)

    def scored_rows(split: str) -> list[dict]:
        return [r for r in qe_rows(args.dataset_name, split) if r["status"] in ("ok", "repaired")]

    if args.boundaries:
        report = {}
        for split in args.splits:
            report[split] = boundary_report(scored_rows(split), args.premise_types)
            print(split, report[split])
        return report
    if args.readings_out:
        import json
        from pathlib import Path

        readings = premise_readings(args.dataset_name, args.splits)
        Path(args.readings_out).write_text("".join(json.dumps(r) + "\n" for r in readings))
        if not args.compare:
            print(f"{len(readings)} premise texts -> {args.readings_out}")
            return {}
        old = [json.loads(line) for line in Path(args.compare).read_text().splitlines()]
        report = compare_readings(old, readings)
        for split, entry in report.items():
            print(f"{split:<11} {entry['changed']} of {entry['texts']} premise texts read differently")
            for change in entry["changes"]:
                print(f"    {json.dumps(change)}")
        return report
    reports = {}
    for split in args.splits:
        rows = scored_rows(split)
        reports[split] = state_report(rows, args.premise_types)
        runs = run_report(rows, args.premise_types)
        for kind, result in reports[split].items():
            print(
                f"{split:<11} {kind:<8} n={result['n']:<4} answered {result['answered']:5.1f}%  right count "
                f"{result['right_count']:5.1f}%  boolean/categorical confused {result['confused']:5.1f}%  "
                f"names {result['names']:5.1f}%"
            )
            for miss in result["wrong"][: args.show]:
                print(f"    gold {miss['gold']}\n    read {miss['read']}\n      {miss['sentence']}")
            run = runs[kind]
            print(
                f"{split:<11} {kind:<8} premises read right with the read states {run['read']:5.1f}% "
                f"(gold's states {run['gold']:5.1f}%) of {run['premises']}; whole runs {run['runs_read']:5.1f}% "
                f"({run['runs_gold']:5.1f}%) of {run['runs']}; gold's states on a variable named x "
                f"{run['nameless']:5.1f}%"
            )
            for miss in run["wrong"][: args.show]:
                print(f"    {miss['network']}: gold {miss['gold']}\n    read {miss['read']}\n      {miss['sentence']}")
            reports[split][kind]["runs"] = {k: v for k, v in run.items() if k != "wrong"}
    return reports


if __name__ == "__main__":
    main()
