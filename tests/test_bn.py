"""Core Bayesian-network code (hedgehub.bn, hedgehub.bn_text): exact answers, ProbLog both ways, do-queries, errors."""

import doctest
import gzip
import random

import numpy as np
import pytest

from hedgehub import bn, bn_text
from hedgehub.problog import run_programs
from hedgehub.wep import WEP_TEMPLATES


# QUITE's own program for its cancer0 network (boolean style with an entity constant, `not` negation).
QUITE_CANCER0 = """
% Premise 0
0.1::pollution(high); 0.9::pollution(low).
0.3::smoker(person).
0.03::cancer(person) :- pollution(low), smoker(person).
0.001::cancer(person) :- pollution(low), not smoker(person).
0.05::cancer(person) :- pollution(high), smoker(person).
0.02::cancer(person) :- pollution(high), not smoker(person).
0.9::xray(person, positive); 0.1::xray(person, negative) :- cancer(person).
0.2::xray(person, positive); 0.8::xray(person, negative) :- not cancer(person).
0.65::dyspnoea(person) :- cancer(person).
0.3::dyspnoea(person) :- not cancer(person).
evidence(pollution(high), true).
query(cancer(person)).
"""


@pytest.mark.parametrize("module", [bn, bn_text])
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 5
    assert result.failed == 0


def test_gallstones_appendix_d_through_both_engines():
    net = bn.gallstones_network()
    exact = bn.query(net, "amylase", "500-1400", {"flatulence": "present"})
    program = bn.query_program(net, "amylase", "500-1400", {"flatulence": "present"})
    (result,) = run_programs([program], workers=1)
    assert result.error is None, result.message
    assert exact == pytest.approx(0.011316, abs=1e-6)
    assert result.probability == pytest.approx(0.011316, abs=1e-6)
    assert abs(result.probability - exact) < 1e-9
    # Hand computation from the CPTs of Appendix D.
    g, f, a = 0.1531, (0.3925, 0.4307), (0.0187, 0.0101)
    hand = (g * f[0] * a[0] + (1 - g) * f[1] * a[1]) / (g * f[0] + (1 - g) * f[1])
    assert exact == pytest.approx(hand, abs=1e-12)


def test_do_query_differs_from_conditioning_hand_computed():
    cancer = bn.load_network("cancer")
    # P(Smoker | Cancer): Bayes' rule with P(C | S) = 0.9 * P(C | low, S) + 0.1 * P(C | high, S).
    p_c_s, p_c_ns = 0.9 * 0.03 + 0.1 * 0.05, 0.9 * 0.001 + 0.1 * 0.02
    conditioning = p_c_s * 0.3 / (p_c_s * 0.3 + p_c_ns * 0.7)
    assert bn.query(cancer, "Smoker", "True", {"Cancer": "True"}) == pytest.approx(conditioning, abs=1e-12)
    # Forcing cancer leaves its cause untouched.
    assert bn.query(cancer, "Smoker", "True", do={"Cancer": "True"}) == pytest.approx(0.3, abs=1e-12)

    asia = bn.load_network("asia")
    assert asia.cpts["dysp"].tolist() == [[[0.9, 0.1], [0.8, 0.2]], [[0.7, 0.3], [0.1, 0.9]]]  # the numbers used below
    # do(either = yes): dysp depends on bronc only through its prior, P(bronc = yes) = 0.5*0.6 + 0.5*0.3 = 0.45.
    do_hand = 0.45 * 0.9 + 0.55 * 0.7
    # Conditioning on either = yes raises P(smoke), hence P(bronc).
    p_tub = 0.01 * 0.05 + 0.99 * 0.01
    p_e = {s: 1 - (1 - lung) * (1 - p_tub) for s, lung in {"yes": 0.1, "no": 0.01}.items()}
    p_b_e = 0.5 * (0.6 * p_e["yes"] + 0.3 * p_e["no"]) / (0.5 * (p_e["yes"] + p_e["no"]))
    cond_hand = p_b_e * 0.9 + (1 - p_b_e) * 0.7
    do_exact = bn.query(asia, "dysp", "yes", do={"either": "yes"})
    cond_exact = bn.query(asia, "dysp", "yes", {"either": "yes"})
    assert do_exact == pytest.approx(do_hand, abs=1e-12)
    assert cond_exact == pytest.approx(cond_hand, abs=1e-12)
    assert abs(do_exact - cond_exact) > 0.01

    # The documented ProbLog encoding (surgery: drop either's clauses, add the fact) gives the same numbers.
    programs = [
        bn.query_program(asia, "dysp", "yes", do={"either": "yes"}),
        bn.query_program(asia, "dysp", "yes", {"either": "yes"}),
        bn.query_program(cancer, "Smoker", "True", do={"Cancer": "True"}),
    ]
    assert "either(yes)." in programs[0].splitlines() and ":- lung(yes), tub(yes)" not in programs[0]
    results = run_programs(programs, workers=2)
    assert [r.error for r in results] == [None, None, None]
    assert results[0].probability == pytest.approx(do_hand, abs=1e-9)
    assert results[1].probability == pytest.approx(cond_hand, abs=1e-9)
    assert results[2].probability == pytest.approx(0.3, abs=1e-9)


def test_impossible_evidence_is_flagged_by_both_engines():
    asia = bn.load_network("asia")
    evidence = {"tub": "yes", "either": "no"}  # either is the deterministic OR of tub and lung
    with pytest.raises(bn.ImpossibleEvidenceError):
        bn.query(asia, "dysp", "yes", evidence)
    (result,) = run_programs([bn.query_program(asia, "dysp", "yes", evidence)], workers=1)
    assert result.error == "inconsistent_evidence"
    with pytest.raises(bn.ImpossibleEvidenceError):
        bn.query(asia, "dysp", "yes", {"either": "yes"}, do={"either": "no"})


def test_problog_round_trip_and_quite_style_programs():
    asia = bn.load_network("asia")
    text = bn.to_problog(asia)
    back = bn.from_problog(text, name="asia")
    assert back.variables == asia.variables and back.parents == asia.parents
    for v in asia.variables:
        np.testing.assert_allclose(back.cpts[v], asia.cpts[v], atol=0)
    assert bn.to_problog(back) == text

    # Names that are not ProbLog atoms are sanitized and quoted, and read back unquoted.
    gall = bn.gallstones_network()
    assert bn.from_problog(bn.to_problog(gall)).states == gall.states

    # QUITE's boolean style: smoker(person) is a variable with states true/false.
    quite = bn.from_problog(QUITE_CANCER0, name="cancer0")
    assert quite.states["smoker"] == ["true", "false"] and quite.states["xray"] == ["positive", "negative"]
    assert quite.parents["cancer"] == ["pollution", "smoker"]
    # QUITE's stored answer for its pair 0 (pollution high, smoker, xray positive → cancer) is 0.19148936.
    value = bn.query(quite, "cancer", "true", {"pollution": "high", "smoker": "true", "xray": "positive"})
    assert value == pytest.approx(0.19148936, abs=1e-8)


def test_from_problog_reads_time_indexed_variables_and_intervention_programs():
    # QUITE's water programs: the state is the first argument, the time slice names the variable.
    text = (
        "0.5::c(1, '12:00'); 0.5::c(2, '12:00').\n"
        "0.9::c(1, '12:15'); 0.1::c(2, '12:15') :- c(1, '12:00').\n"
        "0.2::c(1, '12:15'); 0.8::c(2, '12:15') :- c(2, '12:00').\n"
    )
    net = bn.from_problog(text)
    assert net.variables == ["c_12_00", "c_12_15"] and net.parents["c_12_15"] == ["c_12_00"]
    assert net.states["c_12_15"] == ["1", "2"]
    assert bn.query(net, "c_12_15", "1") == pytest.approx(0.55, abs=1e-12)
    # A do-program (the intervened variable is a fact; its other states appear only in bodies) reads back as the
    # mutilated network.
    asia = bn.load_network("asia")
    cut = bn.from_problog(bn.query_program(asia, "dysp", "yes", do={"either": "yes"}))
    assert cut.parents["either"] == [] and cut.cpts["either"].tolist() == [1.0, 0.0]
    assert bn.query(cut, "dysp", "yes") == pytest.approx(bn.query(asia, "dysp", "yes", do={"either": "yes"}))


@pytest.mark.parametrize(
    ("program", "needle"),
    [
        ("0.5::a(x); 0.5::a(y). 0.5::a(x); 0.5::a(y).", "2 clauses"),
        ("0.5::a(x); 0.5::a(y). 0.3::b(u); 0.7::b(v) :- a(x).", "no clause for the parent configuration"),
        ("0.3::b(u); 0.7::b(v) :- c(x).", "which no clause defines"),
        ("0.5::a(x); 0.6::a(y).", "sums to 1.1 > 1"),
        ("0.5::a(x); 0.2::a(y); 0.1::a(z).", "sums to 0.8 < 1"),
        ("0.5::a(x, u); 0.5::a(y, v).", "the heads differ in 2 arguments"),
        ("0.5::a(x); 0.5::a(y). 0.3::b :- a(z).", "state 'z' is not defined"),
        ("0.5::a(x); 0.5::a(y). 0.3::b(u); 0.7::b(v) :- \\+ a(x). 0.3::c :- a(x).", "no clause for the parent"),
        ("0.5::a(x) :- b. 0.5::b :- a(x).", "cycle"),
        ("0.5::a(x; y", "does not parse"),
        ("a(x) :- write(a).", "which no clause defines"),
    ],
)
def test_from_problog_errors_name_the_clause(program, needle):
    with pytest.raises(bn.BayesNetError, match=".*") as info:
        bn.from_problog(program)
    assert needle in str(info.value)


def test_load_network_errors_name_the_file(tmp_path, monkeypatch):
    monkeypatch.setenv("HEDGEHUB_CACHE", str(tmp_path / "cache"))
    missing = tmp_path / "nope.bif"
    with pytest.raises(FileNotFoundError, match="nope.bif"):
        bn.load_network(missing)
    bad = tmp_path / "broken.bif"
    bad.write_text(
        "network unknown {\n}\nvariable A {\n  type discrete [ 2 ] { a, b };\n}\n"
        "probability ( A ) {\n  table 0.5;\n}\n"
    )
    with pytest.raises(bn.BayesNetError, match="broken.bif"):
        bn.load_network(bad)
    garbage = tmp_path / "garbage.bif.gz"
    garbage.write_bytes(b"\x1f\x8b not gzip")
    with pytest.raises(bn.BayesNetError, match="garbage.bif.gz"):
        bn.load_network(garbage)
    with pytest.raises(bn.BayesNetError, match="unknown network 'no_such_net'"):
        bn.load_network("no_such_net")


def test_load_network_from_a_bif_path_uses_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("HEDGEHUB_CACHE", str(tmp_path / "cache"))
    text = gzip.decompress((bn.example_networks_dir() / "cancer.bif.gz").read_bytes())
    path = tmp_path / "my_cancer.bif"
    path.write_bytes(text)
    first = bn.load_network(path)
    assert list((tmp_path / "cache" / "bn").glob("my_cancer-*.pkl"))
    second = bn.load_network(path)
    assert first == second
    assert first.name == "my_cancer" and len(first.variables) == 5


def test_subnetwork_ancestrally_closed_is_exact_and_cut_parents_are_marginalized():
    alarm = bn.load_network("alarm")
    # An ancestrally closed set: a node with all its ancestors.
    target = "HRBP"
    closed = alarm.ancestors(target) | {target}
    sub = bn.subnetwork(alarm, closed, decimals=None)
    assert bn.cut_parents(alarm, closed) == {}
    for state in alarm.states[target]:
        assert bn.query(sub, target, state) == pytest.approx(bn.query(alarm, target, state), abs=1e-12)
    # Cutting parents: the new CPT is the exact conditional of the full network.
    nodes = ["HR", "HRBP", "HREKG"]  # HRBP's parents are ERRLOWOUTPUT and HR: ERRLOWOUTPUT is cut
    sub = bn.subnetwork(alarm, nodes, decimals=None)
    assert bn.cut_parents(alarm, nodes)["HRBP"] == ["ERRLOWOUTPUT"]
    assert sub.parents["HRBP"] == ["HR"]
    for i, hr in enumerate(alarm.states["HR"]):
        for j, s in enumerate(alarm.states["HRBP"]):
            assert sub.cpts["HRBP"][i, j] == pytest.approx(bn.query(alarm, "HRBP", s, {"HR": hr}), abs=1e-12)
    # Rounded sub-networks: columns still sum to exactly 1 at 4 decimals.
    rounded = bn.subnetwork(alarm, nodes, decimals=4)
    for v in rounded.variables:
        assert np.all(np.abs(rounded.cpts[v].sum(axis=-1) - 1) < 1e-12)
        assert np.all(np.abs(rounded.cpts[v] * 1e4 - np.round(rounded.cpts[v] * 1e4)) < 1e-6)


def test_sampled_subnetworks_respect_limits():
    rng = random.Random(3)
    hail = bn.load_network("hailfinder")
    for _ in range(5):
        nodes = bn.sample_subnetwork_nodes(hail, rng, max_nodes=8, max_states=4, max_premises=40)
        assert nodes is not None and 3 <= len(nodes) <= 8
        assert all(hail.cardinality(v) <= 4 for v in nodes)
        sub = bn.subnetwork(hail, nodes)
        assert sub.num_premises() <= 40 and sub.variables == [v for v in hail.variables if v in nodes]


def test_reasoning_types_from_the_graph():
    cancer = bn.load_network("cancer")
    assert bn.reasoning_types(cancer, "Cancer", ["Smoker"]) == ["causal"]
    assert bn.reasoning_types(cancer, "Xray", ["Pollution"]) == ["causal"]  # an ancestor, not a parent
    assert bn.reasoning_types(cancer, "Pollution", ["Xray"]) == ["evidential"]
    assert bn.reasoning_types(cancer, "Pollution", ["Cancer", "Smoker"]) == ["evidential", "explaining_away"]
    # The collider's descendant is observed, not the collider: QUITE does not call this explaining away.
    assert bn.reasoning_types(cancer, "Smoker", ["Xray", "Pollution"]) == ["evidential"]
    assert bn.reasoning_types(cancer, "Dyspnoea", ["Xray"]) == []


def test_sample_question_and_forward_sample_are_seeded():
    alarm = bn.load_network("alarm")
    sub = bn.subnetwork(alarm, bn.sample_subnetwork_nodes(alarm, random.Random(0)))
    a = [bn.sample_question(sub, random.Random(7)) for _ in range(3)]
    b = [bn.sample_question(sub, random.Random(7)) for _ in range(3)]
    assert a == b
    q = bn.sample_question(sub, random.Random(1), random_evidence_rate=0.0, max_evidence=2)
    assert 1 <= len(q.evidence) <= 2 and q.target not in dict(q.evidence)
    bn.query(sub, q.target, q.state, dict(q.evidence))  # forward-sampled evidence is possible
    d = bn.sample_question(sub, random.Random(2), interventions=1)
    assert len(d.do) == 1 and sub.parents[d.do[0][0]]  # interventions prefer variables with parents


def test_wep_premises_use_the_project_scale():
    net = bn.gallstones_network()
    rng = random.Random(0)
    phrases = {t.replace("[FACT].", "").replace("[FACT]", "").strip().lower() for t in WEP_TEMPLATES.values()}
    for cond, dist in net.columns("amylase"):
        sentence = bn_text.wep_premise(net, "amylase", cond, dist, rng)
        assert sentence.startswith("If gallstones is ")
        assert any(p in sentence.lower() for p in phrases)
        assert "%" not in sentence
    three = bn.BayesNet("t", ["x"], {"x": ["a", "b", "c"]}, {"x": []}, {"x": np.full(3, 1 / 3)})
    assert bn_text.wep_premise(three, "x", (), three.cpts["x"], rng) == "It is equally likely that x is a, b or c."
    # Below 0.45 "about even" is never used (0.44 is closest to "about even" otherwise).
    words = {bn_text.wep_premise(net, "flatulence", (), [0.44, 0.56], random.Random(s)) for s in range(30)}
    assert not any("is about even that flatulence is present" in w for w in words)


def test_numeric_premises_state_every_probability():
    net = bn.load_network("survey")
    rng = random.Random(5)
    for variable, cond, dist, clause in bn.premises(net):
        sentence = bn_text.numeric_premise(net, variable, cond, dist, rng)
        shown = [bn_text.percent(p) for p in dist]
        # Every probability is in the sentence, except the complement a two-state shorthand leaves implicit.
        assert all(s in sentence for s in shown[: 1 if len(dist) == 2 else None])
        for parent, state in cond:
            assert f"{bn_text.readable_variable(parent)} is {bn_text.readable_state(state)}" in sentence
        assert clause.endswith(".") and "::" in clause


def test_from_problog_on_every_quite_premise_program(shared_data):
    import zipfile

    archive = zipfile.ZipFile(shared_data / "quite" / "quite-corpus.zip")
    names = [n for n in archive.namelist() if "/problog_data/premises/" in n and n.endswith(".pl")]
    assert len(names) == 30
    parsed, refused = [], {}
    for n in names:
        try:
            parsed.append(bn.from_problog(archive.read(n).decode("utf-8"), name=n))
        except bn.BayesNetError as err:  # any other exception type fails the test
            refused[n.rsplit("/", 1)[-1]] = str(err)
    # The refused ones are slips in the release (an AD summing to 1.45, state typos, a missing column, ...).
    assert len(parsed) >= 19, refused
    assert "sums to 1.45 > 1" in refused["alarm0.pl"] and "lung_disease" in refused["child1.pl"]
    assert all(3 <= len(net.variables) <= 13 for net in parsed)
