"""LINK / LINT with deterministic fake models: rules, search contract, cache/resume, Δ, probe, dataset script."""

import doctest
import json
from pathlib import Path

import pytest

from hedgehub.evaluation import lint_probe as lint_probe_mod
from hedgehub.link import delta as delta_mod
from hedgehub.link import probe as probe_mod
from hedgehub.link import rules as rules_mod
from hedgehub.link import search as search_mod
from hedgehub.link.rules import DOMAINS, Rule, RuleError, load_rules, validate_rule
from hedgehub.link.search import DynamicThreshold, SearchSettings, keep_beam, search_rule


TOY = {
    "id": "toy-allergy-object",
    "domain": "capability and advice",
    "variables": {"X": {"type": "person", "generic": True}, "A": {"type": "material"}, "O": {"type": "object"}},
    "premises": [
        {"predicate": "allergic_to", "args": ["X", "A"], "text": "[X] is allergic to [A]"},
        {"predicate": "made_of", "args": ["O", "A"], "text": "[O] is made of [A]"},
    ],
    "conclusion": {
        "predicate": "should_not_touch",
        "args": ["X", "O"],
        "text": "[X] should not touch [O]",
        "negated": "[X] can touch [O]",
        "question": "Can [X] touch [O]?",
        "positive": False,
    },
}


class FakeKnowledge:
    """Round-indexed proposals per variable; records every call."""

    def __init__(self, proposals):
        self.proposals, self.calls = proposals, []

    def propose(self, queries, round_index):
        self.calls.append([(q.variable, dict(q.values), round_index) for q in queries])
        out = []
        for q in queries:
            rounds = self.proposals[q.variable]
            out.append(list(rounds[min(round_index, len(rounds) - 1)]))
        return out


class FakeCritic:
    """P(yes) from a table (substring match on the value); unknown statements score ``default``."""

    def __init__(self, table, default=0.9):
        self.table, self.default, self.seen = table, default, []

    def p_yes(self, statements):
        self.seen += statements
        out = []
        for s in statements:
            hits = [p for key, p in self.table.items() if s.startswith(key + " ")]
            out.append(hits[0] if hits else self.default)
        return out


class FakeReranker:
    """Log-likelihood from a table keyed by the last-filled value appearing in the text."""

    def __init__(self, table):
        self.table = table

    def log_likelihood(self, texts):
        out = []
        for t in texts:
            hits = [ll for key, ll in self.table.items() if key in t.split()]
            out.append(min(hits) if hits else -10.0)
        return out


def toy_models():
    knowledge = FakeKnowledge(
        {
            # round 0: a1 a2 a3; round 1: a4 appears; later rounds: nothing new
            "A": [["a1", "a2", "a3"], ["a1", "a4"], ["a2", "a4"]],
            "O": [["o1", "o2", "o3", "o4", "o5"]],
        }
    )
    critic = FakeCritic({"a1": 0.72, "a2": 0.70, "a3": 0.50, "a4": 0.81})
    reranker = FakeReranker({"o1": -1.0, "o2": -5.0, "o3": -3.0, "o4": -2.0, "o5": -4.0, "a4": -0.5})
    return knowledge, critic, reranker


SETTINGS = SearchSettings(beam_size=3, num_candidates=5, max_rounds=6, patience=2)


# ---------------------------------------------------------------------------------------------------- doctests
@pytest.mark.parametrize("module", [rules_mod, search_mod, probe_mod, delta_mod, lint_probe_mod])
def test_doctests(module):
    result = doctest.testmod(module, verbose=False)
    assert result.attempted > 0 and result.failed == 0


# ---------------------------------------------------------------------------------------------------- rules
def test_starter_rules_cover_domains():
    rules = load_rules()
    assert len(rules) >= 24
    for domain in DOMAINS:
        assert sum(r.domain == domain for r in rules) >= 6, domain
    for r in rules:
        assert len(r.variables) >= 3
        premise, conclusion = r.statement({v: v.lower() * 2 for v in r.search_order()})
        assert premise.startswith("Person X") and conclusion.startswith("Person X")


def _broken(**changes):
    data = json.loads(json.dumps(TOY))
    for key, value in changes.items():
        data[key] = value
    return data


@pytest.mark.parametrize(
    "data, message",
    [
        (_broken(variables={"X": {"type": "person", "generic": True}, "O": {"type": "object"}}), "at least 3"),
        (_broken(domain="sports"), "unknown domain"),
        (
            _broken(variables={**TOY["variables"], "A": {"type": "material", "generic": True}}),
            "exactly one variable must be the generic subject",
        ),
        (
            _broken(
                premises=[
                    TOY["premises"][0],
                    {"predicate": "made_of", "args": ["O", "X"], "text": "[O] is made of [X]"},
                ]
            ),
            "exactly one premise must mention the generic subject",
        ),
        (
            _broken(
                conclusion={
                    **TOY["conclusion"],
                    "args": ["A", "O"],
                    "text": "[A] not in [O]",
                    "negated": "[A] in [O]",
                    "question": "Is [A] in [O]?",
                }
            ),
            "same subject",
        ),
        (
            _broken(
                variables={**TOY["variables"], "B": {"type": "brand"}},
                premises=[
                    *TOY["premises"],
                    {"predicate": "sold_by", "args": ["A", "B"], "text": "[A] is sold by [B]"},
                ],
            ),
            "linear chain",
        ),
        (
            _broken(
                premises=[TOY["premises"][0], {"predicate": "made_of", "args": ["O", "A"], "text": "[O] is made of"}]
            ),
            "must mention exactly",
        ),
        (
            _broken(
                premises=[
                    {"predicate": "must_not_touch", "args": ["X", "A"], "text": "[X] must not touch [A]"},
                    {"predicate": "made_of", "args": ["A", "O"], "text": "[A] is a kind of [O]"},
                ],
                conclusion={**TOY["conclusion"], "text": "[X] should not touch [O]"},
                variables={"X": {"type": "person", "generic": True}, "A": {"type": "object"}, "O": {"type": "object"}},
            ),
            "paraphrase",
        ),
    ],
)
def test_rule_validation_errors_name_the_rule(data, message):
    with pytest.raises(RuleError) as err:
        validate_rule(Rule.from_dict(data))
    assert "toy-allergy-object" in str(err.value) and message in str(err.value)


def test_rule_format_errors_and_files(tmp_path):
    with pytest.raises(RuleError, match="missing field 'conclusion'"):
        Rule.from_dict({k: v for k, v in TOY.items() if k != "conclusion"})
    with pytest.raises(RuleError, match="exactly 2 args"):
        Rule.from_dict(_broken(premises=[{"predicate": "p", "args": ["X"], "text": "[X]"}]))
    path = tmp_path / "rules.json"
    path.write_text(json.dumps([TOY, TOY]))
    with pytest.raises(RuleError, match="already used"):
        load_rules(path)
    path.write_text(json.dumps({"rules": [TOY]}))
    (rule,) = load_rules(path)
    assert Rule.from_dict(rule.to_dict()).to_dict() == rule.to_dict()


def test_search_order_premise_and_conclusion_first():
    rules = {r.id: r for r in load_rules()}
    assert rules["capability-allergy-dish"].search_order() == ["A", "I", "D"]
    # the year is a single fact about the invention: fill the invention first, then walk back
    assert rules["temporal-born-before-invention"].search_order() == ["B", "Y", "A"]
    forced = Rule.from_dict({**rules["capability-allergy-dish"].to_dict(), "order": "conclusion-first"})
    assert forced.search_order() == ["D", "I", "A"]


# ---------------------------------------------------------------------------------------------------- stages
def test_dynamic_threshold_moves_and_floor():
    t = DynamicThreshold()
    assert t.select({"a": 0.9}) == {"a"} and t.history == []
    t = DynamicThreshold()
    assert t.select({"a": 0.1}) == set()
    assert [v for _, v in t.history] == [0.8, 0.75, 0.7, 0.65] and t.value == 0.65
    with pytest.raises(ValueError):
        DynamicThreshold(start=0.5, floor=0.6)


def test_keep_beam_head_and_tail():
    scored = [(f"v{i}", ll) for i, ll in enumerate([-1.0, -5.0, -3.0, -2.0, -4.0, -6.0, -0.5, -7.0])]
    assert keep_beam(scored, "tail", beam_size=200) == ["v7", "v5", "v1", "v4", "v2", "v3"]  # ceil(0.75 * 8)
    assert keep_beam(scored, "head", beam_size=2) == ["v6", "v0"]
    with pytest.raises(ValueError):
        keep_beam(scored, "middle", beam_size=2)


def test_whole_search_one_rule_contract():
    rule = Rule.from_dict(TOY)
    validate_rule(rule)
    knowledge, critic, reranker = toy_models()
    result = search_rule(rule, knowledge, critic, reranker, SETTINGS)
    steps = {(s["distribution"], s["variable"]): s for s in result["steps"]}
    step_a = steps[("head", "A")]
    # critic threshold: lowered 0.80/0.75/0.70 while nothing passed, raised 0.75/0.80 when a4 (0.81) appeared
    assert step_a["threshold_history"] == [
        ("lower", 0.8),
        ("lower", 0.75),
        ("lower", 0.7),
        ("raise", 0.75),
        ("raise", 0.8),
    ]
    assert step_a["threshold"] == 0.8
    # a1/a2 were accepted at 0.70 then re-rejected; only a4 survives
    assert [b["values"] for b in step_a["beam"]] == [{"A": "a4"}]
    # early stop: new values in rounds 0 and 1, none in rounds 2 and 3 -> stop after 4 of 6 rounds
    assert step_a["rounds"] == 4
    # the critic checks the datatype and the factual premise, never the generic-subject predicates
    assert "o1 is made of a4" in critic.seen and "o1 is an object" in critic.seen
    assert not any(s.startswith("Person X") for s in critic.seen)
    # long tail keeps the lowest-likelihood values (ceil(0.75 * 5) = 4, capped by beam_size 3), head the highest
    tail = [b["values"]["O"] for b in steps[("tail", "O")]["beam"]]
    head = [b["values"]["O"] for b in steps[("head", "O")]["beam"]]
    assert tail == ["o2", "o5", "o3"] and head == ["o1", "o4", "o3"]
    rows = result["statements"]
    assert len(rows) == 6 and {r["distribution"] for r in rows} == {"head", "long-tail"}
    row = next(r for r in rows if r["distribution"] == "long-tail")
    assert row["premise"] == "Person X is allergic to a4 and o2 is made of a4"
    assert (
        row["conclusion"] == "Person X should not touch o2" and row["conclusion_question"] == "Can Person X touch o2?"
    )
    assert json.loads(row["critic_scores"])["A"] == {"datatype": 0.81}
    # head and tail share the first step's proposals (memoized by prompt and round)
    assert sum(1 for call in knowledge.calls for v, _, _ in call if v == "A") == 4


def test_nothing_passes_floor_gives_empty_beam():
    rule = Rule.from_dict(TOY)
    knowledge, _, reranker = toy_models()
    result = search_rule(rule, knowledge, FakeCritic({}, default=0.3), reranker, SETTINGS)
    assert result["statements"] == []
    assert result["steps"][0]["threshold"] == 0.65 and result["steps"][0]["beam"] == []


def test_cache_resume_and_settings_guard(tmp_path):
    rule = Rule.from_dict(TOY)
    knowledge, critic, reranker = toy_models()
    full = search_rule(rule, knowledge, critic, reranker, SETTINGS, cache_dir=tmp_path)
    path = tmp_path / f"{rule.id}.jsonl"
    lines = path.read_text().splitlines()
    assert len(lines) == 1 + 4  # config + 2 steps x 2 distributions
    # interrupted after the head search and in the middle of writing a line
    path.write_text("\n".join(lines[:3]) + "\n" + lines[3][:20])
    knowledge2, critic2, reranker2 = toy_models()
    resumed = search_rule(rule, knowledge2, critic2, reranker2, SETTINGS, cache_dir=tmp_path)
    assert resumed["statements"] == full["statements"]
    assert {v for call in knowledge2.calls for v, _, _ in call} == {"A", "O"}  # only the tail was searched again
    assert all(vals for call in knowledge2.calls for v, vals, _ in call if v == "O")
    # a finished rule needs no model call at all
    knowledge3, critic3, reranker3 = toy_models()
    again = search_rule(rule, knowledge3, critic3, reranker3, SETTINGS, cache_dir=tmp_path)
    assert knowledge3.calls == [] and again["statements"] == full["statements"]
    assert search_mod.read_statements(tmp_path, [rule]) == full["statements"]
    with pytest.raises(ValueError, match="other settings"):
        search_rule(rule, knowledge3, critic3, reranker3, SearchSettings(beam_size=7), cache_dir=tmp_path)


def test_clean_value_and_query_prompt():
    assert search_mod.clean_value("2. yen (Japanese Yen).") == "yen"
    assert search_mod.clean_value("Person X") == ""
    assert search_mod.clean_value("a very long answer that keeps going on and on forever") == ""
    rule = Rule.from_dict(TOY)
    q = search_mod.knowledge_query(rule, "O", {"A": "wool"}, 5)
    assert q.constraints == ["___ is made of wool"]
    assert q.prompt.endswith("Statement: ___ is an object and ___ is made of wool\nAnswers:")


# ---------------------------------------------------------------------------------------------------- Δ and probe
def test_rule_deltas():
    rows = [
        {"rule_id": "r", "domain": "d", "distribution": "head", "premise": "p1", "conclusion": "c1"},
        {"rule_id": "r", "domain": "d", "distribution": "long-tail", "premise": "p2", "conclusion": "c2"},
        {"rule_id": "s", "domain": "d", "distribution": "head", "premise": "p3", "conclusion": "c3"},
    ]
    lls = {"If p1, then c1.": -2.0, "If p2, then c2.": -3.5, "If p3, then c3.": -1.0}
    out = delta_mod.rule_deltas(rows, lambda texts: [lls[t] for t in texts])
    assert out["per_rule"]["r"]["delta"] == 1.5 and out["per_rule"]["s"]["delta"] is None
    assert out["mean_delta"] == 1.5 and out["scores"] == [-2.0, -3.5, -1.0]


@pytest.mark.parametrize("positive", [True, False])
def test_probe_rows_labels(positive):
    rows = probe_mod.probe_rows(
        {
            "premise": "P",
            "conclusion": "C",
            "conclusion_negated": "not C",
            "conclusion_question": "C?",
            "positive_conclusion": positive,
        }
    )
    assert len(rows) == 13 and len({r["template"] for r in rows}) == 13
    assert sum(r["label"] for r in rows) == (7 if positive else 6)
    question = next(r for r in rows if r["template"] == "question")
    assert question["answer"] == ("Yes" if positive else "No")
    assert {r["template_group"] for r in rows} == {"yes/no", "true/false", "right/wrong", "entails/contradicts"}
    for r in rows:
        assert r["answer"] == r["options"][1 - r["label"]]
    negated_tf = next(r for r in rows if r["template"] == "true_false_negated")
    assert negated_tf["prompt"] == "True or false: if P, not C." and negated_tf["answer"] == "False"


# ---------------------------------------------------------------------------------------------------- scripts
def _run_fake_search(out_dir: Path):
    from trainers import lint_search

    args = lint_search.SearchArguments(
        output_dir=str(out_dir), rules=[str(out_dir / "rules.json")], beam_size=3, num_candidates=5, max_rounds=6
    )
    second = {**TOY, "id": "toy-second", "domain": "natural properties"}
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "rules.json").write_text(json.dumps([TOY, second]))
    knowledge, critic, reranker = toy_models()
    return lint_search.main(args, knowledge=knowledge, critic=critic, reranker=reranker)


def test_search_script_dataset_and_probe(tmp_path):
    import datasets

    from hedgehub.builders import lint
    from hedgehub.evaluation import lint_probe

    summary = _run_fake_search(tmp_path / "search")
    assert summary["rules"]["toy-second"]["statements"] == {"head": 3, "long-tail": 3}
    assert summary["rules"]["toy-second"]["finished"] and summary["rules"]["toy-second"]["threshold_moves"] == 10
    assert json.loads((tmp_path / "search" / "search_summary.json").read_text())["settings"]["beam_size"] == 3
    from trainers import lint_search

    again = lint_search.main(
        lint_search.SearchArguments(
            output_dir=str(tmp_path / "search"), rules=[str(tmp_path / "search" / "rules.json")], summary_only=True
        )
    )
    assert again["rules"] == summary["rules"] and again["this_run"] == {}

    args = lint.ScriptArguments(
        search_dir=str(tmp_path / "search"),
        rules=[str(tmp_path / "search" / "rules.json")],
        output_dir=str(tmp_path / "hub" / "lint"),
    )
    fake_ll = lambda texts: [-1.0 - 0.1 * len(t.split()) for t in texts]  # noqa: E731
    out = lint.main(args, log_likelihood=fake_ll)
    statements = datasets.load_dataset(str(out), "statements", split="test")
    probing = datasets.load_dataset(str(out), "entailment-probing", split="test")
    assert len(statements) == 12 and len(probing) == 13 * 12
    assert set(statements["distribution"]) == {"head", "long-tail"}
    assert set(probing.column_names) >= {"prompt", "options", "answer", "label", "template_group", "statement_id"}
    report = json.loads((out / "report.json").read_text())
    assert report["statements_per_domain"]["natural properties"] == {"head": 3, "long-tail": 3}
    assert set(report["per_rule"]) == {"toy-allergy-object", "toy-second"}
    # the tail beam kept lower reranker scores than the head beam, so the in-search Δ is positive
    assert report["per_rule"]["toy-second"]["delta_reranker"] > 0 and report["mean_delta_reranker"] > 0
    card = (out / "README.md").read_text()
    assert "config_name: entailment-probing" in card and "Separation Δ per rule" in card

    class AlwaysPositive:
        def p_positive(self, rows):
            return [0.9] * len(rows)

    probe_args = lint_probe.ProbeArguments(dataset=str(out), output_dir=str(tmp_path / "probe"))
    result = lint_probe.main(probe_args, prober=AlwaysPositive())
    # negative-conclusion rules: 6 of 13 templates have the positive option as gold
    assert result["accuracy"] == round(6 / 13, 4) and result["positive_rate"] == 1.0
    assert result["by_group"]["true/false"] == {"head": 0.5, "long-tail": 0.5}
    assert len((tmp_path / "probe" / "predictions.jsonl").read_text().splitlines()) == 13 * 12

    from hedgehub.evaluation import lint_report

    text = lint_report.main(
        lint_report.ReportArguments(
            search_dir=str(tmp_path / "search"), dataset_dir=str(out), probe_dir=str(tmp_path / "probe")
        )
    )
    assert "| toy-second | natural properties | 4 | 3 / 3 |" in text
    assert "| true/false | 0.5 | 0.5 |" in text and "threshold moves: 20" in text


def test_dataset_script_errors(tmp_path):
    from hedgehub.builders import lint

    with pytest.raises(FileNotFoundError, match="lint_search.py"):
        lint.build(lint.ScriptArguments(search_dir=str(tmp_path / "missing")))
    (tmp_path / "cache").mkdir()
    with pytest.raises(ValueError, match="no finished search"):
        lint.build(lint.ScriptArguments(search_dir=str(tmp_path), likelihood_model=""))


def test_readme_link_example_runs(capsys):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = readme.split("## LINK / LINT", 1)[1].split("\n## ", 1)[0]
    blocks = [b.split("```", 1)[0] for b in section.split("```python\n")[1:]]
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "['B', 'Y', 'A']" in out and "Person X could not have used the telephone" in out
