"""The parse-and-solve pipeline (hedgehub.parser) and grammar-constrained decoding (hedgehub.constrained)."""

import doctest
import os
import re

import pytest


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
pytest.importorskip("llguidance")

from hedgehub import constrained, parser  # noqa: E402
from hedgehub.constrained import GrammarLogitsProcessor, grammar_accepts, premise_grammar, question_grammar  # noqa: E402
from hedgehub.parser import declared_atoms, load_parser, solve_many  # noqa: E402
from hedgehub.toy_quite import GALLSTONES_PREMISES  # noqa: E402


GOLD = [clause for _, clause in GALLSTONES_PREMISES]


@pytest.mark.parametrize(
    "module",
    [parser, constrained, "hedgehub.parser_training", "hedgehub.toy_quite", "hedgehub.evaluation.grammar_coverage"],
)
def test_doctests(module):
    if isinstance(module, str):
        import importlib

        module = importlib.import_module(module)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_appendix_d_gallstones_through_the_pipeline():
    """QUITE Appendix D: the gold program composed and solved by hedgehub.parser.solve_many."""
    cases = [
        ([], "query(gallstones(patient)).", 0.1531),
        (["evidence(gallstones(patient), true)."], "query(flatulence(patient)).", 0.3925),
        (["evidence(gallstones(patient), false)."], "query(flatulence(patient)).", 0.4307),
        (["evidence(gallstones(patient), true)."], "query(amylase(patient, '0-299')).", 0.9346),
        (["evidence(gallstones(patient), true)."], "query(amylase(patient, '300-499')).", 0.0467),
        (["evidence(gallstones(patient), true)."], "query(amylase(patient, '500-1400')).", 0.0187),
        (["evidence(gallstones(patient), false)."], "query(amylase(patient, '0-299')).", 0.9730),
        (["evidence(gallstones(patient), false)."], "query(amylase(patient, '300-499')).", 0.0169),
        (["evidence(gallstones(patient), false)."], "query(amylase(patient, '500-1400')).", 0.0101),
        (["evidence(flatulence(patient), true)."], "query(amylase(patient, '500-1400')).", 0.011316),
    ]
    results = solve_many([(GOLD, evidence, query) for evidence, query, _ in cases], timeout_s=20)
    for (evidence, query, expected), result in zip(cases, results, strict=True):
        assert result.error is None, result.message
        assert result.probability == pytest.approx(expected, rel=1e-3), (evidence, query)
    assert results[-1].program.endswith("evidence(flatulence(patient), true).\nquery(amylase(patient, '500-1400')).")


def test_solver_errors_are_reported_not_raised():
    results = solve_many([(GOLD, [], "query(cancer(patient))."), (["0.3::a"], [], "query(a).")])
    assert [r.error for r in results] == ["unknown_clause", "syntax"]
    assert all(r.probability is None and r.message for r in results)


def test_evaluate_parser_gold_mode_scores_the_toy(tmp_path):
    from hedgehub.evaluation.parser import evaluate_parser
    from hedgehub.toy_quite import stage_toy_quite

    toy = stage_toy_quite(tmp_path / "toy")
    result = evaluate_parser(None, dataset_name=str(toy), mode="gold", output_dir=str(tmp_path / "eval"))
    assert result["scores"]["correct"] == 100.0 and result["scores"]["error"] == 0.0
    assert (tmp_path / "eval" / "predictions.jsonl").exists() and (tmp_path / "eval" / "scores.json").exists()


def test_premise_grammar_accepts_gold_and_rejects_invalid_clauses():
    grammar = premise_grammar()
    for clause in GOLD:
        assert grammar_accepts(grammar, clause), clause
    for bad in ["0.3::Rain.", "0.3::rain", "rain (x).", "1.5::rain.", "0.3::rain :- .", ":- consult(x)."]:
        assert not grammar_accepts(grammar, bad), bad
    # lengths are capped so a looping model has to close its clause
    assert grammar_accepts(grammar, "0.1::a. 0.2::b. 0.3::c.")
    assert not grammar_accepts(grammar, "0.1::a. 0.2::b. 0.3::c. 0.4::d.")
    assert not grammar_accepts(grammar, "; ".join(f"0.01::s({i})" for i in range(13)) + ".")
    assert not grammar_accepts(grammar, "a :- " + ", ".join(f"b{i}" for i in range(9)) + ".")


def test_question_grammar_allows_only_declared_atoms():
    atoms = declared_atoms("\n".join(GOLD))
    evidence, query = question_grammar(atoms, kind="evidence"), question_grammar(atoms, kind="query")
    assert grammar_accepts(evidence, "evidence(flatulence(patient), true).")
    assert grammar_accepts(evidence, "evidence(\\+ gallstones(patient)).")
    assert grammar_accepts(query, "query(amylase(patient, '500-1400')).")
    assert not grammar_accepts(query, "query(amylase(patient, '200-300')).")  # undeclared state
    assert not grammar_accepts(evidence, "evidence(cancer(patient), true).")  # undeclared predicate
    assert not grammar_accepts(query, "evidence(flatulence(patient), true).")  # wrong kind


def test_premise_grammar_with_declared_vocabulary_and_stated_probabilities():
    """Appendix D premises pass the strict grammar (earlier atoms + the sentence's numbers); slips do not."""
    from hedgehub.constrained import probability_choices

    program = ""
    for sentence, clause in GALLSTONES_PREMISES:
        strict = premise_grammar(declared_atoms(program), probability_choices(sentence))
        assert grammar_accepts(strict, clause), (sentence, clause)
        program += clause + "\n"
    sentence, _ = GALLSTONES_PREMISES[1]
    strict = premise_grammar(declared_atoms(GALLSTONES_PREMISES[0][1]), probability_choices(sentence))
    assert grammar_accepts(strict, "0.392500::flatulence(patient) :- gallstones(patient).")  # trailing zeros
    assert grammar_accepts(strict, "0.6075::flatulence(patient) :- \\+ gallstones(patient).")  # complement
    assert not grammar_accepts(strict, "0.3952::flatulence(patient) :- gallstones(patient).")  # digits swapped
    assert not grammar_accepts(strict, "0.3925::flatulence(patient) :- stones(patient).")  # undeclared body atom
    assert not grammar_accepts(premise_grammar({}, None), "0.3925::flatulence(patient) :- gallstones(patient).")
    # words of estimative probability state no number: any probability, bodies still restricted
    assert probability_choices("Patients with gallstones probably suffer from flatulence.") is None
    assert probability_choices("The level is 0.5 mg/L and likely high.") is None
    assert grammar_accepts(premise_grammar({}, None), "0.7::flatulence(patient).")


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from tests.test_trainers_parser import build_tiny_llama

    return build_tiny_llama(tmp_path_factory.mktemp("tiny-llama"))


def test_constrained_decoding_cannot_produce_an_undeclared_predicate(tiny_model):
    """A logits bias pushes the model towards `cancer(person)`; the grammar keeps it on declared atoms."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    model = AutoModelForCausalLM.from_pretrained(tiny_model)
    wanted = tokenizer("evidence(cancer(person), true).", add_special_tokens=False).input_ids

    class PreferCancer:
        def __init__(self, start):
            self.start = start

        def __call__(self, input_ids, scores):
            step = input_ids.shape[1] - self.start
            if step < len(wanted):
                scores[:, wanted[step]] += 1000.0
            return scores

    prompt = tokenizer(["Evidence: The person has cancer.\nProbLog:\n"], return_tensors="pt")
    start = prompt.input_ids.shape[1]
    grammar = question_grammar({"smokes": [("person",)], "dysp": [("person",)]}, kind="evidence")

    def generate(processors):
        with torch.no_grad():
            out = model.generate(**prompt, max_new_tokens=24, do_sample=False, logits_processor=processors)
        return tokenizer.decode(out[0, start:], skip_special_tokens=True).strip()

    free = generate(LogitsProcessorList([PreferCancer(start)]))
    assert free.startswith("evidence(cancer(person), true).")
    forced = generate(LogitsProcessorList([PreferCancer(start), GrammarLogitsProcessor(tokenizer, [grammar], start)]))
    assert "cancer" not in forced
    assert grammar_accepts(grammar, forced), forced


def test_oracle_mode_constrained_programs_always_compile(tiny_model):
    """Even a random (untrained) model yields programs without syntax or unknown-predicate errors when constrained."""
    parser_ = load_parser(tiny_model, constrained=True, max_new_tokens=24)
    result = parser_.parse_and_solve(
        [], ["The patient suffers from flatulence."], "How likely is a high amylase level?",
        premise_program="\n".join(GOLD),
    )  # fmt: skip
    assert result.error not in {"syntax", "unknown_clause", "unsafe", "no_query"}, (result.program, result.message)
    assert re.fullmatch(r"query\(.*\)\.", result.query_clause)
    declared = set(declared_atoms("\n".join(GOLD)))
    assert set(declared_atoms(" ".join([*result.evidence_clauses, result.query_clause]))) <= declared
    # the same model unconstrained does not produce a runnable program
    free = load_parser(tiny_model, constrained=False, max_new_tokens=24).parse_and_solve(
        [], ["The patient suffers from flatulence."], "How likely is a high amylase level?",
        premise_program="\n".join(GOLD),
    )  # fmt: skip
    assert free.error is not None


def test_untrained_model_under_the_strict_premise_grammar_only_uses_stated_numbers(tiny_model):
    """A random model's premise blocks use only the stated numbers (or 1-p, 0, 1) and only declared body atoms."""
    from hedgehub.constrained import probability_choices

    parser_ = load_parser(tiny_model, constrained=True, max_new_tokens=40)
    sentences = [sentence for sentence, _ in GALLSTONES_PREMISES[:3]]
    blocks = parser_.parse_premises(sentences)
    declared: dict = {}
    for sentence, block in zip(sentences, blocks, strict=True):
        allowed = {float(v) for v in probability_choices(sentence)}
        for number in re.findall(r"([0-9.]+)::", block):
            assert float(number) in allowed, (sentence, block)
        bodies = " ".join(part.split(":-", 1)[1] for part in re.split(r"\.(?:\s|$)", block) if ":-" in part)
        assert set(declared_atoms(bodies)) <= set(declared), (block, declared)
        declared = declared_atoms("\n".join(blocks[: sentences.index(sentence) + 1]))


def test_parse_premises_batches_networks_and_keeps_the_cache(tiny_model, tmp_path):
    cache = tmp_path / "cache.jsonl"
    parser_ = load_parser(tiny_model, constrained=True, max_new_tokens=16, cache_file=str(cache))
    networks = [["15.31% of patients have gallstones.", "Most patients have flatulence."], ["It rains."]]
    first = parser_.parse_premises_many(networks)
    assert [len(n) for n in first] == [2, 1]
    for block in (b for n in first for b in n if b.endswith(".")):  # finished blocks (others hit max_new_tokens)
        assert grammar_accepts(premise_grammar(), block), block
    again = load_parser(tiny_model, constrained=True, max_new_tokens=16, cache_file=str(cache))
    again.model = None  # everything must come from the cache now
    assert again.parse_premises_many(networks) == first
    # identical prompts in one call are generated once (QUITE pairs of a network share evidence sentences)
    lines = len(cache.read_text().splitlines())
    texts = parser_.generate(["Evidence: a\nProbLog:\n", "Evidence: a\nProbLog:\n", "Evidence: b\nProbLog:\n"])
    assert texts[0] == texts[1] and len(cache.read_text().splitlines()) == lines + 2


def test_readme_parser_example_runs(capsys):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = readme.split("## Neuro-symbolic parser", 1)[1].split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, "README.md", "exec"), {})
    printed = capsys.readouterr().out.strip()
    expected = re.search(r"# (.*)$", code.strip().splitlines()[-1]).group(1)
    assert printed == expected


def test_grammar_coverage_counts_gold_blocks(tmp_path):
    from hedgehub.evaluation.grammar_coverage import coverage
    from hedgehub.toy_quite import stage_toy_quite

    rows = coverage(str(stage_toy_quite(tmp_path / "toy")), splits=("train",))
    assert {r["premises"] for r in rows} == {"numeric", "wep"}
    for row in rows:  # Appendix D premises: every gold block passes both grammars
        assert row["count"] > 0 and row["syntax"] == row["strict"] == row["count"], row
