"""Regression tests for issue 14, items 1 and 6 (hedgehub.problog)."""

import re
import sys

import pytest

from hedgehub.problog import ProblogPool, ProgramRejected, check_program, run_program


def test_variable_probability_in_annotated_disjunction_is_invalid():
    """Item 1: `P::a; 0.6::b :- P is 0.9.` sums to 1.5; the sum check used to skip the variable head."""
    text = "P::a; 0.6::b :- P is 0.9.\nquery(a)."
    result = run_program(text)
    assert result.error == "invalid_probability", result
    assert result.probabilities == {}
    with pytest.raises(ProgramRejected) as err:
        check_program(text)
    assert err.value.kind == "invalid_probability"
    # Both solvers refuse it, whichever is asked.
    assert run_program(text, backend="problog").error == "invalid_probability"


def _cpu_limit(pid: int) -> int:
    with open(f"/proc/{pid}/limits") as handle:
        for line in handle:
            if line.startswith("Max cpu time"):
                return int(re.split(r"\s{2,}", line.strip())[1])
    raise AssertionError("no CPU limit line")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/<pid>/limits")
def test_cpu_limit_follows_the_timeout_of_the_call():
    """Item 6: a call's ``timeout_s`` sets the worker's CPU limit, not the pool's default (10 s → 12 s CPU)."""
    with ProblogPool(workers=1, timeout_s=1, backend="problog") as pool:
        assert pool.map(["0.5::a. query(a)."], timeout_s=60)[0].probability == 0.5
        (worker,) = pool._pool
        assert _cpu_limit(worker.process.pid) >= 60
        pool.map(["0.5::b. query(b)."], timeout_s=5)
        assert _cpu_limit(worker.process.pid) < 60
