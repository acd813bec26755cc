"""Hostile and garbled programs through hedgehub.problog's batch API (corpus: tests/hostile_corpus.py).

Asserted for every one of 1,000+ programs: it gets a result or an error kind from ``ERROR_KINDS``; it does not run
past its wall-clock limit (timed from outside, per program, for the slow ones); it reads no file outside the
program — a canary folder holds secrets (which must never show up in a result) and a Python file (which would
create a marker file if it ever ran). Hand-written attacks also have to get the right error kind.
"""

import os
import sys
import time
from pathlib import Path

import pytest

from hedgehub.problog import DEFAULT_MAX_CHARS, ERROR_KINDS, ProblogPool


sys.path.insert(0, str(Path(__file__).resolve().parent))
import hostile_corpus as hc  # noqa: E402


TIMEOUT_S = 2.0
MEMORY_MB = 1024  # below 1280 MB dsharp used to abort (bug 4 in helper_notes/problog-bugs.md, fixed in 520acec)
WORKERS = 2


def margin_s() -> float:
    """Time allowed past a limit to kill the worker and collect the answer: 2 s on an idle machine, stretched by the
    load per core (the machine is shared and busy: ``make test`` beside a training run reaches load 5 on 2 cores)."""
    return 2.0 * max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))


def _problog_builtin_names() -> list[tuple[str, int]]:
    # Only the names ProbLog registers, to generate goals; nothing is run here.
    from problog.engine import DefaultEngine

    return [(str(k).rsplit("/", 1)[0], int(str(k).rsplit("/", 1)[1])) for k in DefaultEngine().get_builtins()]


@pytest.fixture(scope="module")
def canary(tmp_path_factory):
    folder = tmp_path_factory.mktemp("canary")
    paths = hc.make_canary(folder)
    contents = {name: path.read_bytes() for name, path in paths.items() if path.exists()}
    return folder, paths, contents


@pytest.fixture(scope="module")
def pool(canary):
    folder = canary[0]
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(folder)  # workers inherit this working directory: relative paths in programs point at the canary
        with ProblogPool(workers=WORKERS, timeout_s=TIMEOUT_S, memory_mb=MEMORY_MB) as p:
            yield p


@pytest.fixture(scope="module")
def clean_pool(canary):
    """A second pool, so the timing tests do not depend on what the corpus did to the first pool's workers."""
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(canary[0])
        with ProblogPool(workers=WORKERS, timeout_s=TIMEOUT_S, memory_mb=MEMORY_MB) as p:
            yield p


@pytest.fixture(scope="module")
def corpus(canary, shared_data):
    return hc.build_corpus(
        shared_data / "quite" / "quite-corpus.zip",
        canary[0],
        builtins=_problog_builtin_names(),
        max_chars=DEFAULT_MAX_CHARS,
        n_mutations=500,
        n_garbage=120,
        seed=0,
    )


@pytest.fixture(scope="module")
def corpus_results(pool, corpus):
    start = time.monotonic()
    results = pool.map([p.text for p in corpus])
    return results, time.monotonic() - start


def _outcome(result) -> str:
    return result.error or "ok"


def _leaks(result, secret: str) -> bool:
    return secret in result.message or any(secret in key for key in result.probabilities)


def test_corpus_is_large_deterministic_and_covers_every_family(corpus, canary, shared_data):
    assert len(corpus) >= 1000
    families = {p.family for p in corpus}
    assert families == {"attack", "builtin", "garbage", "shape", "mutation"}
    assert sum(p.family == "attack" for p in corpus) >= 100
    assert sum(p.family == "mutation" for p in corpus) == 500
    again = hc.build_corpus(
        shared_data / "quite" / "quite-corpus.zip",
        canary[0],
        builtins=_problog_builtin_names(),
        max_chars=DEFAULT_MAX_CHARS,
    )
    assert [p.text for p in again] == [p.text for p in corpus]


def test_every_program_gets_a_result_or_an_error_kind(corpus, corpus_results):
    results, _ = corpus_results
    assert len(results) == len(corpus)
    problems = []
    for program, result in zip(corpus, results, strict=True):
        if result.error is None:
            values = list(result.probabilities.values())
            if not values or not all(isinstance(v, float) and -1e-9 <= v <= 1 + 1e-9 for v in values):
                problems.append((program.name, "ok without valid probabilities", result.probabilities))
        elif result.error not in ERROR_KINDS or not result.message:
            problems.append((program.name, result.error, result.message))
    assert not problems, problems[:20]


# Outcomes decided by the allow-list check and the parser, before the engine runs.
REFUSALS = {"unsafe", "syntax", "invalid_probability", "no_query", "too_large"}


def _wrong_kinds(corpus, results, refusals_only: bool) -> list:
    return [
        (p.name, _outcome(r), sorted(p.expect), r.message[:200])
        for p, r in zip(corpus, results, strict=True)
        if p.expect and (p.expect <= REFUSALS) == refusals_only and _outcome(r) not in p.expect
    ]


def test_refused_programs_get_the_expected_error_kind(corpus, corpus_results):
    results, _ = corpus_results
    assert sum(1 for p in corpus if p.expect and p.expect <= REFUSALS) >= 900
    wrong = _wrong_kinds(corpus, results, refusals_only=True)
    assert not wrong, "\n".join(map(str, wrong))


def test_programs_that_run_get_the_expected_outcome(corpus, corpus_results):
    results, _ = corpus_results
    wrong = _wrong_kinds(corpus, results, refusals_only=False)
    assert not wrong, "\n".join(map(str, wrong))


def test_an_error_does_not_poison_the_next_program():
    # regression (bug 3 in helper_notes/problog-bugs.md, fixed in 520acec): a grounding error left the reused
    # engine dirty and every later program on that worker failed with `other: InvalidEngineState`
    with ProblogPool(workers=1, timeout_s=60, memory_mb=MEMORY_MB) as single:
        for bad in ("a :- b. query(a).", "t :- 1 < a. query(t).", "0.5::a(X). b :- a(X). query(b)."):
            assert single.run(bad).error in {"unknown_clause", "other", "non_ground"}
            after = single.run("0.3::c. query(c).")
            assert after.error is None and after.probability == pytest.approx(0.3), (bad, after.message)


def test_mutated_gold_programs_include_ones_that_still_run(corpus, corpus_results):
    results, _ = corpus_results
    outcomes = [_outcome(r) for p, r in zip(corpus, results, strict=True) if p.family == "mutation"]
    # the mutations are garbling, not wholesale destruction: many are still syntax errors, refusals ...
    assert outcomes.count("syntax") >= 50 and outcomes.count("unsafe") >= 20
    assert len(set(outcomes)) >= 5


def test_no_program_runs_past_the_limit_in_the_batch(corpus, corpus_results):
    results, elapsed = corpus_results
    over = [(p.name, r.seconds) for p, r in zip(corpus, results, strict=True) if r.seconds > TIMEOUT_S + margin_s()]
    assert not over, over
    # From outside: the whole batch cannot take longer than its programs' worker time spread over the workers,
    # plus the pre-run checks and worker restarts.
    worker_time = sum(r.seconds for r in results)
    assert elapsed <= worker_time / WORKERS + 60, (elapsed, worker_time)


def test_slowest_programs_stay_within_the_limit_timed_one_by_one(pool, corpus, corpus_results):
    results, _ = corpus_results
    ranked = sorted(range(len(corpus)), key=lambda i: -results[i].seconds)
    chosen = ranked[:8] + [i for i, p in enumerate(corpus) if p.family == "shape"]
    slow = []
    for i in dict.fromkeys(chosen):
        pool.run("0.5::warm. query(warm).")  # make sure a ready worker waits, so only this program is timed
        start = time.monotonic()
        result = pool.run(corpus[i].text)
        took = time.monotonic() - start
        assert result.error is None or result.error in ERROR_KINDS
        if took > TIMEOUT_S + margin_s():
            slow.append((corpus[i].name, round(took, 2), _outcome(result)))
    assert not slow, slow


def test_programs_that_never_finish_are_stopped_at_the_limit(clean_pool):
    pool = clean_pool
    for program in hc.timeout_programs():
        pool.run("0.5::warm. query(warm).")
        start = time.monotonic()
        result = pool.run(program.text)
        took = time.monotonic() - start
        assert _outcome(result) in program.expect, (program.name, _outcome(result), result.message)
        assert took <= TIMEOUT_S + margin_s(), (program.name, took)
    assert pool.run("0.3::a. query(a).").probability == pytest.approx(0.3)  # the pool still works


def test_no_file_outside_the_program_is_read_or_written(clean_pool, canary, corpus, corpus_results):
    folder, paths, contents = canary
    results, _ = corpus_results
    leaked = [p.name for p, r in zip(corpus, results, strict=True) if _leaks(r, hc.CANARY_SECRET)]
    assert not leaked, leaked
    assert not paths["marker"].exists(), "evil.py was executed"
    assert {p.name for p in folder.iterdir()} == {p.name for p in paths.values() if p.exists()}
    for name, data in contents.items():
        assert paths[name].read_bytes() == data, f"{name} was modified"
    # The leak detector does see a secret when the program itself carries it.
    control = clean_pool.run(f"a('{hc.CANARY_SECRET}'). query(a(X)).")
    assert _leaks(control, hc.CANARY_SECRET)


def test_file_touching_programs_never_produce_an_answer(corpus, corpus_results, canary):
    folder = str(canary[0])
    results, _ = corpus_results
    touching = [
        (p, r)
        for p, r in zip(corpus, results, strict=True)
        if p.family in {"attack", "builtin"} and folder in p.text and "harmless" not in p.name
    ]
    assert len(touching) >= 200
    answered = [(p.name, r.probabilities) for p, r in touching if r.error is None]
    assert not answered, answered


def test_long_rule_body_does_not_crash_the_batch(clean_pool):
    # regression (bug 1 in helper_notes/problog-bugs.md, fixed in d310a16): RecursionError escaped the batch.
    # The program is a (deterministic) Bayesian network, so backend="auto" answers it exactly; ProbLog is forced to
    # keep testing the regression.
    text = "a :- " + ", ".join(["b"] * 4000) + ". b. query(a)."
    with ProblogPool(workers=1, timeout_s=60, memory_mb=MEMORY_MB, backend="problog") as problog:
        results = problog.map(["0.5::x. query(x).", text])
    assert results[0].probability == pytest.approx(0.5)
    assert results[1].error in ERROR_KINDS
    assert clean_pool.map([text])[0].probabilities == {"a": 1.0}


def test_parse_time_counts_against_the_limit(clean_pool):
    pool = clean_pool
    # regression (bug 2, fixed in d310a16): ProbLog's parser is slow on long operator chains; parsing must count
    # against the wall-clock limit
    text = "".join(f"a{i} :- " + ", ".join(["b"] * 2500) + ". " for i in range(4)) + "b. query(a0)."
    assert len(text) < DEFAULT_MAX_CHARS
    pool.run("0.5::warm. query(warm).")
    start = time.monotonic()
    result = pool.run(text, timeout_s=1.0)
    took = time.monotonic() - start
    assert result.error is None or result.error in ERROR_KINDS
    assert took <= 1.0 + margin_s(), f"took {took:.1f} s with a 1 s limit"
