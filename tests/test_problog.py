import doctest
import os
import subprocess
import sys
import time

import pytest

import hedgehub.problog as hp
from hedgehub.problog import ERROR_KINDS, ProblogPool, ProgramRejected, check_program, program_graph, run_program


GALLSTONES = """
0.1531::gallstones(patient).
0.3925::flatulence(patient) :- gallstones(patient).
0.4307::flatulence(patient) :- \\+ gallstones(patient).
0.9346::amylase(patient, '0-299'); 0.0467::amylase(patient, '300-499');
    0.0187::amylase(patient, '500-1400') :- gallstones(patient).
0.9730::amylase(patient, '0-299'); 0.0169::amylase(patient, '300-499');
    0.0101::amylase(patient, '500-1400') :- \\+ gallstones(patient).
evidence(flatulence(patient), true).
query(amylase(patient, '500-1400')).
"""


# Wall-clock limits are ceilings for programs that should finish (60 s: the suite must pass on a busy, shared
# machine); only the tests of the limit itself pass short ones.
CEILING_S = 60


@pytest.fixture(scope="module")
def pool():
    with ProblogPool(workers=2, timeout_s=CEILING_S, memory_mb=1024) as p:
        yield p


def test_doctests():
    assert doctest.testmod(hp).failed == 0


def test_gallstones_appendix_d(pool):
    result = pool.run(GALLSTONES)
    assert result.error is None
    assert result.probability == pytest.approx(0.011316, abs=1e-6)


@pytest.mark.parametrize(
    "program, kind",
    [
        ("a :- . query(a).", "syntax"),
        ("0.5::a. query(a", "syntax"),
        ("query(a).", "unknown_clause"),
        ("0.5::a. evidence(b, true). query(a).", "unknown_clause"),
        ("0.5::a. evidence(a, true). evidence(a, false). query(a).", "inconsistent_evidence"),
        ("0.5::a(X). query(a(Y)).", "non_ground"),
        ("0.5::a.", "no_query"),
        ("", "no_query"),
        ("% only a comment", "no_query"),
        ("1.5::a. query(a).", "invalid_probability"),
        ("0.6::a; 0.6::b. query(a).", "invalid_probability"),
        ("foo::a. query(a).", "invalid_probability"),
        (":- use_module(library(db)). query(a).", "unsafe"),
        ("a :- consult('/etc/passwd'). query(a).", "unsafe"),
        ("a :- write(hello). query(a).", "unsafe"),
        ("a :- call(b). b. query(a).", "unsafe"),
        ("a :- X. query(a).", "unsafe"),
        ("query(write(x)).", "unsafe"),
        ("0.5::a. evidence(open(f, r, s), true). query(a).", "unsafe"),
        ("p(X) :- p(f(X)). p(a). query(p(a)).", "timeout"),
    ],
)
def test_error_kinds(pool, program, kind):
    result = pool.run(program, timeout_s=2 if kind == "timeout" else CEILING_S)
    assert result.error == kind, result.message
    assert result.message
    assert result.probabilities == {}


def test_error_vocabulary_is_fixed():
    assert set(ERROR_KINDS) >= {
        "syntax",
        "unknown_clause",
        "inconsistent_evidence",
        "non_ground",
        "no_query",
        "timeout",
        "memory",
        "unsafe",
        "other",
    }


def test_negated_query_and_evidence(pool):
    result = pool.run("0.3::a. 0.8::b :- a. 0.1::b :- \\+ a. evidence(not b, true). query(not a).")
    # P(not a | not b) = 0.7*0.9 / (0.7*0.9 + 0.3*0.2)
    assert result.probability == pytest.approx(0.63 / 0.69, rel=1e-12)


def test_too_large_is_refused_before_running():
    with ProblogPool(workers=1, max_chars=100) as small:
        result = small.run("0.5::a. " * 50 + "query(a).")
    assert result.error == "too_large"


def test_timeout_kills_and_replaces_worker(pool):
    start = time.monotonic()
    results = pool.map(["p(X) :- p(f(X)). p(a). query(p(a)).", "0.25::a. query(a)."], timeout_s=1.5)
    elapsed = time.monotonic() - start
    assert results[0].error == "timeout"
    assert results[1].probability == 0.25
    assert elapsed < CEILING_S
    assert pool.run("0.5::z. query(z).").probability == 0.5  # the pool still works after a kill


def test_memory_limit():
    program = "l(0, []). l(N, [N|T]) :- N > 0, M is N - 1, l(M, T). big :- l(20000000, _). query(big)."
    with ProblogPool(workers=1, timeout_s=60, memory_mb=400) as small:
        result = small.run(program)
        assert result.error in {"memory", "timeout"}, result
        assert small.run("0.5::z. query(z).").probability == 0.5


def test_shared_base_gives_same_answers_as_full_text(pool):
    base = GALLSTONES.split("evidence(")[0]
    rests = [
        "evidence(flatulence(patient), true).\nquery(amylase(patient, '500-1400')).",
        "query(gallstones(patient)).",
        "evidence(flatulence(patient), false).\nquery(gallstones(patient)).",
    ]
    shared = pool.map([(base, r) for r in rests])
    full = pool.map([base + r for r in rests])
    assert [r.probabilities for r in shared] == [r.probabilities for r in full]
    assert shared[1].probability == pytest.approx(0.1531)


def test_duplicates_are_evaluated_once_and_order_is_kept(pool):
    programs = ["0.1::a. query(a).", "0.2::a. query(a).", "0.1::a. query(a).", "query(nope)."]
    results = pool.map(programs)
    assert [r.probability for r in results] == [pytest.approx(0.1), pytest.approx(0.2), pytest.approx(0.1), None]
    assert results[2].seconds == 0.0  # served from the first copy
    assert results[3].error == "unknown_clause"


def test_check_program_returns_clauses_and_raises():
    assert len(check_program("0.5::a. query(a).")) == 2
    with pytest.raises(ProgramRejected) as err:
        check_program(":- initialization(main). query(a).")
    assert err.value.kind == "unsafe"


def test_program_graph():
    nodes, edges = program_graph(GALLSTONES)
    assert nodes == ["amylase", "flatulence", "gallstones"]
    assert edges == [("gallstones", "amylase"), ("gallstones", "flatulence")]


def test_run_program_default_pool():
    assert run_program("0.5::a. 0.5::b. c :- a, b. query(c).").probability == pytest.approx(0.25)


def test_audit_hook_blocks_files_and_processes(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET")
    private = tmp_path / "private"
    private.mkdir()
    code = f"""
import os, subprocess, sys
from hedgehub.problog import _install_audit_hook
_install_audit_hook([sys.prefix], {str(private)!r}, allow_dsharp=True)
open(os.path.join({str(private)!r}, "ok.txt"), "w").write("fine")
for action in (lambda: open({str(secret)!r}).read(), lambda: subprocess.run(["cat", {str(secret)!r}]),
               lambda: os.system("true"), lambda: open("/tmp/hedgehub-should-not-exist", "w")):
    try:
        action()
        print("ALLOWED")
    except PermissionError:
        print("BLOCKED")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=5 * CEILING_S)
    assert out.stdout.split() == ["BLOCKED"] * 4, out.stderr
    assert (private / "ok.txt").read_text() == "fine"
    assert not os.path.exists("/tmp/hedgehub-should-not-exist")


def test_errors_do_not_poison_the_worker():
    # An error in the middle of grounding once left ProbLog's engine stack dirty for the next program.
    with ProblogPool(workers=1, timeout_s=CEILING_S) as one:
        results = one.map(
            ["a(X) :- X > 1. query(a(Y)).", "b(1). 0.5::a(X, Y) :- b(X). query(a(1, Z)).", "0.5::c. query(c)."]
        )
    assert results[0].error == "other"
    assert results[1].error == "non_ground"
    assert results[2].probability == 0.5
