"""WEP probing: generation functions, the staged dataset, the independent recomputation, doctests."""

from __future__ import annotations

import doctest
import importlib
import random
from dataclasses import replace
from pathlib import Path

import pytest

from hedgehub.wep import WEP_PROBABILITIES, closest_wep
from hedgehub.wep_reasoning import (
    OPERATORS,
    combine,
    invalid_weps,
    recompute_probability,
    sample_example,
    sample_facts,
)


FIXTURE = Path(__file__).parent / "fixtures" / "unli_tiny.csv"
SMALL_N = 60


@pytest.fixture(scope="module")
def staged(tmp_path_factory):
    from hedgehub.builders.wep_probing import ScriptArguments, main

    out = tmp_path_factory.mktemp("wep") / "wep-probing"
    args = ScriptArguments(output_dir=str(out), num_examples=SMALL_N, seed=3, usnli_path=str(FIXTURE))
    return main(args)


# ---------------------------------------------------------------------------------------------------------------
# Generation functions
# ---------------------------------------------------------------------------------------------------------------


def test_facts_share_no_concept():
    rng = random.Random(0)
    for _ in range(200):
        facts = sample_facts(rng, 5)
        for part in ("subject", "verb", "object"):
            assert len({getattr(f, part) for f in facts}) == 5
        assert len({f.atom for f in facts}) == 5


def test_vocabulary_is_large_enough():
    from hedgehub.wep_reasoning import OBJECTS, SUBJECTS, VERBS

    assert len(SUBJECTS) * len(VERBS) * len(OBJECTS) >= 500
    for table in (SUBJECTS, VERBS, OBJECTS):
        assert len({c for _, c in table}) == len(table), "ProbLog constants must be unique"


@pytest.mark.parametrize("hops", [1, 2])
def test_example_structure(hops):
    rng = random.Random(hops)
    operators, rule_ops = set(), set()
    for _ in range(150):
        ex = sample_example(rng, hops)
        operators.add(ex.operator)
        rule_ops.add(ex.rule_operator)
        lines = ex.program.splitlines()
        assert lines[-1] == "query(hypothesis)."
        rules = [line for line in lines if "::" in line and ":-" in line]
        assert len(rules) == (hops - 1)
        # every stated probability is a WEP median, and the context states it with a word of that median
        for line in lines:
            if "::" in line:
                assert float(line.split("::")[0]) in set(WEP_PROBABILITIES.values())
        assert len(ex.fact_weps) == sum("::" in line for line in lines)
        if hops == 2:
            assert ", then " in ex.context
    assert operators == set(OPERATORS)
    if hops == 2:
        assert rule_ops == set(OPERATORS)


def test_combine_against_enumeration():
    # independent events: enumerate the four worlds
    for p, q in [(0.7, 0.2), (0.05, 0.95), (1.0, 0.0), (0.5, 0.5)]:
        worlds = [(a, b, (p if a else 1 - p) * (q if b else 1 - q)) for a in (0, 1) for b in (0, 1)]
        truth = {"and": lambda a, b: a and b, "or": lambda a, b: a or b, "xor": lambda a, b: a != b}
        for op in OPERATORS:
            expected = sum(w for a, b, w in worlds if truth[op](a, b))
            assert combine(op, p, q) == pytest.approx(expected, abs=1e-12)


def test_invalid_weps_keep_their_distance():
    for p in [i / 100 for i in range(101)]:
        words = invalid_weps(p)
        assert words, p
        assert all(abs(WEP_PROBABILITIES[w] - p) >= 0.4 - 1e-9 for w in words)


def test_recompute_rejects_dependent_events():
    program = "0.5::a(b, c).\nhypothesis :- a(b, c), a(b, c).\nquery(hypothesis)."
    with pytest.raises(ValueError):
        recompute_probability(program)
    with pytest.raises(ValueError, match="unrecognized line"):
        recompute_probability("0.5::a(b, c).\nfoo.\nquery(hypothesis).")


def test_recompute_matches_problog_on_fresh_samples():
    from hedgehub.problog import run_programs

    rng = random.Random(11)
    programs = [sample_example(rng, 1 + i % 2).program for i in range(40)]
    for program, result in zip(programs, run_programs(programs), strict=True):
        assert result.error is None, result.message
        assert abs(result.probability - recompute_probability(program)) <= 1e-9


def test_to_clause_and_split():
    from hedgehub.builders.wep_probing import split_rows, to_clause

    assert to_clause("The dog is  asleep.") == "the dog is asleep"
    splits = split_rows(list(range(1000)), 5)
    assert [len(v) for v in splits.values()] == [800, 100, 100]
    assert sorted(sum(splits.values(), [])) == list(range(1000))
    assert split_rows(list(range(1000)), 5) == splits
    assert split_rows(list(range(1000)), 6) != splits


def test_generation_is_seeded():
    from hedgehub.builders.wep_probing import sample_examples

    a, b, c = sample_examples(2, 30, 0), sample_examples(2, 30, 0), sample_examples(2, 30, 1)
    assert [e.program for e in a] == [e.program for e in b]
    assert [e.program for e in a] != [e.program for e in c]


def test_unli_reader_errors(tmp_path):
    from hedgehub.builders.wep_probing import read_unli_file

    bad = tmp_path / "bad.csv"
    bad.write_text("pre,hyp,unli\nA man sleeps.,A man rests.,1.7\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad.csv record 1: probability 1.7"):
        read_unli_file(bad)
    missing = tmp_path / "missing.jsonl"
    missing.write_text('{"premise": "x", "probability": 0.5}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="record 1"):
        read_unli_file(missing)


# ---------------------------------------------------------------------------------------------------------------
# The staged dataset
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("config", ["reasoning_1hop", "reasoning_2hop", "usnli"])
def test_staged_layout_loads(staged, config):
    import datasets

    ds = datasets.load_dataset(str(staged), config)
    assert set(ds) == {"train", "validation", "test"}
    expected = SMALL_N if config != "usnli" else 20
    assert sum(len(split) for split in ds.values()) == expected
    for column in (
        "context",
        "hypothesis",
        "label",
        "valid_hypothesis",
        "invalid_hypothesis",
        "program",
        "probability",
    ):
        assert column in ds["train"].column_names
    assert ds["train"].features["label"].names == ["valid", "invalid"]


@pytest.mark.parametrize("config", ["reasoning_1hop", "reasoning_2hop"])
def test_every_row_probability_recomputed(staged, config):
    """Done-when: each generated row's ProbLog probability equals direct arithmetic to 1e-9."""
    import datasets

    rows = [r for split in datasets.load_dataset(str(staged), config).values() for r in split]
    assert len(rows) == SMALL_N
    for row in rows:
        assert abs(recompute_probability(row["program"]) - row["probability"]) <= 1e-9, row["program"]


@pytest.mark.parametrize("config", ["reasoning_1hop", "reasoning_2hop", "usnli"])
def test_rows_are_consistent(staged, config):
    import datasets

    rows = [r for split in datasets.load_dataset(str(staged), config).values() for r in split]
    labels = set()
    for row in rows:
        p = row["probability"]
        good, bad = row["valid_wep"], row["invalid_wep"]
        assert abs(WEP_PROBABILITIES[good] - p) == pytest.approx(abs(WEP_PROBABILITIES[closest_wep(p)] - p))
        assert abs(WEP_PROBABILITIES[bad] - p) >= 0.4 - 1e-9
        assert row["hypothesis"] == (row["valid_hypothesis"] if row["label"] == 0 else row["invalid_hypothesis"])
        assert row["hypothesis_clause"].rstrip(".") in row["valid_hypothesis"]
        assert (row["program"] == "") == (config == "usnli")
        labels.add(row["label"])
    assert labels == {0, 1}


def test_card_lists_configs_and_verification(staged):
    import json

    card = (staged / "README.md").read_text(encoding="utf-8")
    for config in ("reasoning_1hop", "reasoning_2hop", "usnli"):
        assert f"config_name: {config}" in card
    assert "## Verification" in card
    report = json.loads((staged / "verification.json").read_text(encoding="utf-8"))
    assert report["reasoning_2hop"]["max_abs_difference"] <= 1e-9


def test_usnli_requires_a_path(tmp_path):
    from hedgehub.builders.wep_probing import ScriptArguments, build_configs

    with pytest.raises(ValueError, match="usnli_path"):
        build_configs(ScriptArguments(output_dir=str(tmp_path), configs=["usnli"], num_examples=5))


# ---------------------------------------------------------------------------------------------------------------
# Doctests of every WEP module
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "module",
    [
        "hedgehub.wep_reasoning",
        "hedgehub.builders.wep_probing",
        "hedgehub.wep_training",
        "hedgehub.evaluation.wep_zero_shot",
        "hedgehub.evaluation.wep_report",
    ],
)
def test_doctests(module):
    mod = importlib.import_module(module)
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0


@pytest.mark.slow
def test_full_build_every_row(tmp_path):
    """The published size: 5,000 rows per reasoning config, each verified against arithmetic."""
    import datasets

    from hedgehub.builders.wep_probing import ScriptArguments, main

    out = main(replace(ScriptArguments(), output_dir=str(tmp_path / "full")))
    for config in ("reasoning_1hop", "reasoning_2hop"):
        ds = datasets.load_dataset(str(out), config)
        assert [len(ds[s]) for s in ("train", "validation", "test")] == [4000, 500, 500]
        for split in ds.values():
            for row in split:
                assert abs(recompute_probability(row["program"]) - row["probability"]) <= 1e-9


def test_readme_example_runs(staged):
    """The python block of README's WEP section runs against a staged build."""
    import re

    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## WEP probing", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert blocks, "README's WEP probing section has no python example"
    namespace: dict = {}
    exec(blocks[0].replace('"hub/wep-probing"', repr(str(staged))), namespace)  # noqa: S102
    assert namespace["row"]["program"].endswith("query(hypothesis).")
