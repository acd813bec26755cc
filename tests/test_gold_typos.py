"""QUITE gold programs whose conditions name a state no premise defines (hedgehub.evaluation.gold_typos)."""

import doctest

from hedgehub.evaluation import gold_typos
from hedgehub.evaluation.gold_typos import typo_report, undefined_atoms


PREMISES = "0.3::d(x, a); 0.7::d(x, bb).\n0.9::s :- d(x, b).\n0.1::s :- d(x, a).\n"


def test_doctests():
    assert doctest.testmod(gold_typos, optionflags=doctest.ELLIPSIS).failed == 0


def test_an_undefined_condition_and_an_undefined_question_are_found_with_their_nearest_state():
    assert undefined_atoms(PREMISES + "query(s).") == [("d(x,b)", "d(x,bb)")]
    assert undefined_atoms(PREMISES + "evidence(s, true).\nquery(d(x, c)).") == [
        ("d(x,b)", "d(x,bb)"),
        ("d(x,c)", "d(x,a)"),
    ]
    assert undefined_atoms("0.5::a.\n0.2::b :- a.\n0.3::b :- \\+a.\nquery(b).") == []


def test_the_report_counts_the_pairs_whose_stored_answer_depends_on_the_typo():
    rows = [  # the stored answers are what the programs with the typo give
        {"file_name": "toy", "pair_id": 0, "status": "ok", "program": PREMISES + "query(s).", "answer": "0.03"},
        {"file_name": "toy", "pair_id": 1, "status": "ok", "program": PREMISES + "query(d(x, a)).", "answer": "0.3"},
        {"file_name": "toy", "pair_id": 2, "status": "invalid_evidence", "program": "query(q).", "answer": "-1"},
        {"file_name": "clean", "pair_id": 0, "status": "ok", "program": "0.4::a.\nquery(a).", "answer": "0.4"},
    ]
    report = typo_report(rows)
    assert report["pairs"] == 3 and report["pairs_changed"] == 1
    assert report["networks"] == {
        "toy": {"atoms": [["d(x,b)", "d(x,bb)"]], "pairs": 2, "changed_pair_ids": [0], "pairs_changed": 1}
    }
