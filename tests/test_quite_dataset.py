import doctest
import json
import shutil
import zipfile

import datasets
import pytest

from hedgehub.builders import quite


EXPECTED_PREMISES = {"train": 743, "validation": 187, "test": 273}  # row counts of the Hub dataset


def test_doctests():
    assert doctest.testmod(quite).failed == 0


def test_premise_configs_match_the_hub_row_counts(staged_main):
    for config in ("numeric-premises", "wep-based-premises"):
        ds = datasets.load_dataset(str(staged_main), config)
        assert {split: len(ds[split]) for split in ds} == EXPECTED_PREMISES
        row = ds["train"][1]
        assert row["history"] == [[ds["train"][0]["input"], ds["train"][0]["target"]]]
        assert not any(t.lstrip().startswith("%") for t in list(ds["train"]["target"]) + list(ds["test"]["target"]))


def test_evidence_query_rows_follow_the_hub_layout(staged_main):
    ds = datasets.load_dataset(str(staged_main), "evidence-query-pairs", split="test")
    queries = ds.filter(lambda r: r["type"] == "query")
    evidence = ds.filter(lambda r: r["type"] == "evidence")
    assert len(queries) == len(set(queries["qe_id"]))
    assert all(a is None for a in evidence["answer"])
    assert all(t.startswith("evidence(") for t in evidence["target"] if t)
    first = ds[0]
    assert first["history"][0][1] == "" and "::" in first["history"][0][0]


def test_qe_programs_are_verified(staged_main):
    ds = datasets.concatenate_datasets(
        [datasets.load_dataset(str(staged_main), "qe-programs", split=s) for s in ("train", "validation", "test")]
    )
    assert len(ds) == 577
    assert set(ds["status"]) <= set(quite.STATUSES)
    for row in ds:
        if row["status"] in ("ok", "repaired"):
            assert row["computed_answer"] == pytest.approx(row["answer"], rel=1e-4)
            assert row["program"].startswith("\n".join(row["premise_programs"]))
        if row["status"] == "invalid_evidence":
            assert row["answer"] == -1 and row["computed_answer"] is None
        if row["status"] in ("repaired", "gold_disagrees"):
            assert row["note"]
    # the two hepar2_2 pairs with lines from another network and `person` for `patient` are repaired
    hepar = {r["pair_id"]: r for r in ds if r["file_name"] == "hepar2_2"}
    assert hepar[4]["status"] == "repaired" and "stray" in hepar[4]["note"]
    assert hepar[4]["evidence_programs"] == [
        "evidence(steatosis(patient), true).",
        "evidence(obesity(patient), true).",
    ]
    report = json.loads((staged_main / "build_report.json").read_text())
    counts = report["subsets"]["main"]["status_counts"]
    assert sum(counts.values()) == 577 and counts["ok"] > 450 and counts["gold_disagrees"] < 45


def test_card_lists_every_config(staged_main):
    card = (staged_main / "README.md").read_text()
    for config in ("numeric-premises", "wep-based-premises", "evidence-query-pairs", "qe-programs"):
        assert f"config_name: {config}" in card
    assert "default: true" in card and "license: cc-by-4.0" in card
    assert "| main | 577 |" in card


def test_unpacked_folder_gives_the_same_rows(release_zip, staged_main, tmp_path):
    with zipfile.ZipFile(release_zip) as z:
        z.extractall(tmp_path / "release")
    networks = quite.read_release(quite.Release(tmp_path / "release"))
    assert len(networks) == 30
    from_zip = quite.read_release(quite.Release(release_zip))
    assert [n.premise_programs for n in networks] == [n.premise_programs for n in from_zip]


def _expect_error(source, out, match):
    before = sorted(p.name for p in out.parent.iterdir()) if out.parent.exists() else []
    with pytest.raises(quite.QuiteFormatError, match=match):
        quite.main(quite.QuiteArguments(source=str(source), output_dir=str(out), include_additional=False))
    assert not out.exists()
    after = sorted(p.name for p in out.parent.iterdir()) if out.parent.exists() else []
    assert after == before  # no temp folder left behind


def test_missing_source(tmp_path):
    _expect_error(tmp_path / "nope.zip", tmp_path / "out" / "quite", "no such file")


def test_truncated_zip(release_zip, tmp_path):
    data = release_zip.read_bytes()
    bad = tmp_path / "truncated.zip"
    bad.write_bytes(data[: len(data) // 2])
    _expect_error(bad, tmp_path / "out" / "quite", "truncated")


def _flip_member_bytes(source, target, member, start, stop):
    """Copy the zip ``source`` to ``target`` with bytes ``start``–``stop`` of ``member``'s compressed data flipped."""
    data = bytearray(source.read_bytes())
    with zipfile.ZipFile(source) as z:
        offset = z.getinfo(member).header_offset
    name_len = int.from_bytes(data[offset + 26 : offset + 28], "little")
    extra_len = int.from_bytes(data[offset + 28 : offset + 30], "little")
    begin = offset + 30 + name_len + extra_len
    for i in range(begin + start, begin + stop + 1):
        data[i] ^= 0xFF
    target.write_bytes(bytes(data))


def test_damaged_zip_member_is_named(release_zip, tmp_path):
    bad = tmp_path / "damaged.zip"
    _flip_member_bytes(release_zip, bad, "quite-corpus/data/asia0.json", 100, 140)
    out = tmp_path / "out" / "quite"
    out.parent.mkdir()
    _expect_error(bad, out, r"damaged\.zip: member quite-corpus/data/asia0\.json is corrupt")
    with pytest.raises(quite.QuiteFormatError) as err:
        quite.Release(bad)
    assert "\n" not in str(err.value)


def test_record_missing_a_field_is_named(release_zip, tmp_path):
    folder = tmp_path / "release"
    with zipfile.ZipFile(release_zip) as z:
        z.extractall(folder)
    path = folder / "quite-corpus" / "data" / "cancer0.json"
    data = json.loads(path.read_text())
    del data["evidence_query_pairs"][3]["answer"]
    path.write_text(json.dumps(data))
    _expect_error(
        folder, tmp_path / "out" / "quite", r"cancer0\.json: evidence_query_pairs\[3\]: missing field 'answer'"
    )


def test_missing_program_file_is_named(release_zip, tmp_path):
    folder = tmp_path / "release"
    with zipfile.ZipFile(release_zip) as z:
        z.extractall(folder)
    (folder / "quite-corpus" / "problog_data" / "premises" / "asia0.pl").unlink()
    _expect_error(folder, tmp_path / "out" / "quite", r"premises/asia0\.pl: missing from the release")


def test_failed_rebuild_keeps_the_previous_folder(release_zip, staged_main, tmp_path):
    out = tmp_path / "quite"
    shutil.copytree(staged_main, out)
    with pytest.raises(quite.QuiteFormatError):
        quite.main(quite.QuiteArguments(source=str(tmp_path / "missing.zip"), output_dir=str(out)))
    assert (out / "README.md").read_text() == (staged_main / "README.md").read_text()


@pytest.mark.slow
def test_full_build_with_additional_pairs(release_zip, tmp_path):
    out = tmp_path / "quite"
    quite.main(quite.QuiteArguments(source=str(release_zip), output_dir=str(out), workers=2))
    report = json.loads((out / "build_report.json").read_text())
    assert report["subsets"]["additional"]["pairs"] == 6104
    ds = datasets.load_dataset(str(out), "additional-evidence-query-pairs")
    assert sum(len(ds[s]) for s in ds) > 20000


def test_gold_programs_score_100_percent_through_the_metric(staged_main):
    from hedgehub.cli import score_gold_programs

    report = score_gold_programs(staged_main, "qe-programs", ("validation", "test"), workers=2)
    for info in report.values():
        scores = info["scores"]
        assert scores["correct"] == 100.0 and scores["error"] == 0.0
        assert scores["invalid_evidence_flagged"] in (None, 100.0)
        assert all(row["status"] == "gold_disagrees" and row["note"] for row in info["not_scored"])
    assert report["test"]["scores"]["num_invalid_evidence"] >= 1


def test_cli_doctest():
    import hedgehub.cli

    assert doctest.testmod(hedgehub.cli).failed == 0
