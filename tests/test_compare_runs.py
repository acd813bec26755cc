"""Two evaluation folders of the slot parser compared row by row (:mod:`hedgehub.evaluation.compare_runs`)."""

from __future__ import annotations

import json

import pytest

from hedgehub.evaluation.compare_runs import compare_runs, main


def _pair(qe_id, file_name, premises, probability, gold=0.5, error=None):
    return {
        "qe_id": qe_id,
        "file_name": file_name,
        "premise_clauses": premises,
        "evidence_clauses": ["evidence(a, true)."],
        "query_clause": "query(b).",
        "probability": probability,
        "error": error,
        "gold": gold,
    }


def _write(folder, name, records):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text("".join(json.dumps(r) + "\n" for r in records))


def test_changed_programs_and_pairs_gained_and_lost_are_counted(tmp_path, capsys):
    old = [
        _pair(1, "asia0", ["0.5::a."], 0.5),
        _pair(2, "asia0", ["0.5::a."], 0.3),
        _pair(3, "child1", ["0.2::a."], 0.5),
        _pair(4, "child1", ["0.2::a."], None, error="syntax"),
    ]
    new = [
        _pair(1, "asia0", ["0.5::a."], 0.5),
        _pair(2, "asia0", ["0.4::a."], 0.50001),  # within quite_accuracy's tolerance: gained
        _pair(3, "child1", ["0.3::a."], 0.6),  # lost
        _pair(4, "child1", ["0.2::a."], None, error="syntax"),
        _pair(5, "child1", ["0.2::a."], 0.5),  # only in the new folder
    ]
    _write(tmp_path / "old" / "quite-train", "predictions-numeric.jsonl", old)
    _write(tmp_path / "new" / "quite-train", "predictions-numeric.jsonl", new)
    user = {"name": "dice", "wording": "w", "mode": "full parse", "program": "0.5::a.", "status": "correct"}
    user |= {"gold": 0.5, "probability": 0.5}
    _write(tmp_path / "old" / "user-text", "predictions.jsonl", [user])
    _write(tmp_path / "new" / "user-text", "predictions.jsonl", [{**user, "program": "0.4::a.", "status": "wrong"}])

    report = main([str(tmp_path / "old"), str(tmp_path / "new")])
    numeric = report["quite-train/predictions-numeric.jsonl"]
    assert numeric["rows"] == 4 and numeric["only_new"] == 1 and numeric["only_old"] == 0
    assert numeric["changed"] == 2 and numeric["changed_where"] == {"asia0": 1, "child1": 1}
    assert (numeric["right_before"], numeric["right_after"]) == (2, 2)
    assert numeric["gained"] == ["asia0:2"] and numeric["lost"] == ["child1:3"]
    user_text = report["user-text/predictions.jsonl"]
    assert user_text["changed"] == 1 and user_text["lost"] == ["dice:w/full parse"]
    printed = capsys.readouterr().out
    assert "gained: asia0:2" in printed and "lost: child1:3" in printed


def test_missing_folders_and_bad_lines_are_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="no such evaluation folder"):
        compare_runs(tmp_path / "nowhere", tmp_path)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with pytest.raises(ValueError, match="no predictions"):
        compare_runs(tmp_path / "a", tmp_path / "b")
    _write(tmp_path / "a", "predictions-wep.jsonl", [_pair(1, "asia0", [], 0.5)])
    (tmp_path / "b" / "predictions-wep.jsonl").write_text(json.dumps(_pair(1, "asia0", [], 0.5)) + "\nnot json\n")
    with pytest.raises(ValueError, match=r"predictions-wep.jsonl:2: not a JSON record"):
        compare_runs(tmp_path / "a", tmp_path / "b")
    (tmp_path / "b" / "predictions-wep.jsonl").write_text('{"qe_id": 1}\n')
    with pytest.raises(ValueError, match=r"predictions-wep.jsonl:1: a prediction record needs `gold`"):
        compare_runs(tmp_path / "a", tmp_path / "b")


def test_network_table_counts_pairs_and_compares_shapes(tmp_path, capsys):
    gold = "0.3::rain.\n0.9::wet :- rain.\n0.1::wet :- \\+rain.\nevidence(wet, true).\nquery(rain)."
    boolean = {"name": "rain", "states": [], "parents": []}
    wet = {"name": "wet", "states": [], "parents": ["rain"]}
    two_states = {"name": "rain", "states": ["yes", "no"], "parents": []}  # a boolean said as two states: same shape
    records = [
        {**_pair(1, "asia0", [], 0.5), "variables": [two_states, wet], "gold_program": gold},
        {**_pair(2, "asia0", [], 0.4), "variables": [two_states, wet], "gold_program": gold},
        {**_pair(3, "cancer0", [], 0.5), "variables": [boolean, {**wet, "parents": []}], "gold_program": gold},
    ]
    _write(tmp_path, "predictions-numeric.jsonl", records)
    _write(tmp_path, "predictions-oracle_numeric.jsonl", [_pair(1, "asia0", [], 0.5)])
    table = main([str(tmp_path)])
    assert table["numeric"]["asia0"] == {"pairs": 2, "right": 1, "shape": True, "variables": (2, 2)}
    assert table["numeric"]["cancer0"] == {"pairs": 1, "right": 1, "shape": False, "variables": (2, 2)}
    assert table["oracle_numeric"]["asia0"] == {"pairs": 1, "right": 1}
    assert "right   1 of 1    shape differs (2 variables, gold 2)" in capsys.readouterr().out


def test_run_layouts_set_gold_runs_beside_the_parsed_ones(tmp_path, capsys):
    gold = "0.3::rain.\n0.6::wet :- rain.\n0.1::wet :- \\+rain.\n0.2::cold.\nevidence(wet, true).\nquery(rain)."
    rain = {"name": "rain", "states": [], "parents": []}
    wet = {"name": "wet", "states": [], "parents": ["rain"]}
    notes = ["introduces rain", "introduces wet given rain", "continues wet given not rain", "introduces cold"]
    cold = {"name": "cold", "states": [], "parents": []}
    right = {**_pair(1, "asia0", [], 0.5), "variables": [rain, wet, cold], "notes": notes, "gold_program": gold}
    # the root swallowed into the run: wet's third row, and no cold
    three = {**wet, "states": ["a", "b"], "parents": ["rain", "level"]}
    level = {"name": "level", "states": ["a", "b", "c"], "parents": []}
    cut = ["introduces rain", "introduces level", "introduces wet given rain, level", "continues wet given …"]
    wrong = {**_pair(2, "child1", [], 0.5), "variables": [rain, level, three], "notes": cut, "gold_program": gold}
    _write(tmp_path / "quite-test", "predictions-numeric.jsonl", [right, wrong])
    _write(tmp_path / "quite-test", "predictions-oracle_numeric.jsonl", [_pair(1, "asia0", [], 0.5)])
    report = main([str(tmp_path), "--runs"])
    (layouts,) = report.values()
    assert layouts["asia0"] == {
        "gold": [(0, 1, 0, 0), (1, 2, 0, 1), (3, 1, 0, 0)],
        "parsed": [(0, 1, 0, 0), (1, 2, 0, 1), (3, 1, 0, 0)],
        "first_difference": None,
    }
    assert layouts["child1"]["parsed"] == [(0, 1, 0, 0), (1, 1, 3, 0), (2, 2, 2, 2)]
    assert layouts["child1"]["first_difference"] == 2
    out = capsys.readouterr().out
    assert "child1: runs differ from premise 2" in out and "parsed 0+1:s0p0 1+1:s3p0 2+2:s2p2" in out
    assert "oracle" not in out


def test_row_differences_name_what_is_wrong_in_each_premise(tmp_path, capsys):
    gold = (
        "0.3::rain.\n0.25::wind(calm); 0.25::wind(gale); 0.5::wind(breeze).\n"
        "0.6::wet :- rain.\n0.1::wet :- \\+rain.\nevidence(wind(gale), true).\nquery(wet)."
    )
    notes = ["introduces rain", "introduces wind", "introduces wet given rain", "continues wet given not rain"]
    variables = [{"name": n, "states": [], "parents": []} for n in ("rain", "wind", "wet")]

    def pair(qe_id, network, premises, evidence, probability):
        record = _pair(qe_id, network, premises, probability, gold=0.42)
        return {**record, "evidence_clauses": [evidence], "query_clause": "query(d).", "variables": variables} | {
            "notes": notes,
            "gold_program": gold,
        }

    # named otherwise, states in another order: the names say which of the two equal numbers is which
    right = ["0.3::r.", "0.5::w(breeze); 0.25::w(calm); 0.25::w(gale).", "0.6::d :- r.", "0.1::d :- \\+r."]
    swapped = ["0.3::r.", "0.5::w(breeze); 0.25::w(calm); 0.25::w(gale).", "0.6::d :- \\+r.", "0.1::d :- r."]
    numbers = [*right[:3], "0.7::d :- \\+r."]
    records = [
        pair(1, "asia0", right, "evidence(w(gale), true).", 0.42),
        pair(2, "asia0", right, "evidence(w(calm), true).", 0.1),  # the other atom of the same number
        pair(3, "child1", swapped, "evidence(w(gale), true).", 0.1),
        pair(5, "hepar2_1", numbers, "evidence(w(gale), true).", 0.1),
        {**pair(4, "cancer0", right, "evidence(w(gale), true).", 0.1), "notes": notes[:3] + ["introduces rain"]},
    ]
    _write(tmp_path / "quite-test", "predictions-numeric.jsonl", records)
    (report,) = main([str(tmp_path), "--rows"]).values()
    assert report["asia0"] == {
        "pairs": 2,
        "right": 1,
        "premises": {"ok": 4},
        "evidence_differs": 1,
        "query_differs": 0,
    }
    # wet's rows exchanged: each says gold's numbers of the other condition
    assert report["child1"]["premises"] == {"ok": 2, "condition": 2}
    assert report["child1"]["query_differs"] == 0
    assert report["hepar2_1"]["premises"] == {"ok": 3, "numbers": 1}
    assert report["cancer0"]["runs_differ"]
    out = capsys.readouterr().out
    assert "asia0: right 1 of 2; premises: ok 4 parents 0 states 0 numbers 0 condition 0 order 0" in out
    assert "evidence differs in 1, query in 0" in out and "cancer0: right 0 of 1; runs differ from gold" in out
