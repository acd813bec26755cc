"""Conversation forecasting: targets, USS parser, builders (CaSiNo, MultiWOZ USS, synthetic CANDOR), forecasters."""

import doctest
import json
import math
import shutil
from pathlib import Path

import pytest

import hedgehub.evaluation.forecasting as results
import hedgehub.forecasting as fc
import trainers.forecasting as trainer
from hedgehub.builders import conversation_forecasting as builder


FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("module", [fc, builder, results], ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0


# ------------------------------------------------------------------------------------------------ targets


def test_empirical_cdf_hand_made_corpus():
    # annotations 1..5 with ties; p = share of instances strictly lower
    annotations = [3, 5, 1, 3, 4, 5, 2, 3]
    expected = [2 / 8, 6 / 8, 0 / 8, 2 / 8, 5 / 8, 6 / 8, 1 / 8, 2 / 8]
    assert fc.empirical_cdf(annotations) == pytest.approx(expected)
    # invariant to monotone relabelling, and no instance reaches 1
    assert fc.empirical_cdf([10 * a + 7 for a in annotations]) == pytest.approx(expected)
    assert max(fc.empirical_cdf(annotations)) < 1
    with pytest.raises(ValueError, match="NaN"):
        fc.empirical_cdf([1.0, float("nan")])


def _casino_dialogue(dialogue_id, first, satisfaction_first, satisfaction_other, walk_away=False):
    other = "mturk_agent_2" if first == "mturk_agent_1" else "mturk_agent_1"
    logs = [
        {"text": f"hello from {first}", "task_data": {}, "id": first},
        {"text": "hi, I need firewood", "task_data": {}, "id": other},
        {
            "text": "Submit-Deal",
            "task_data": {"issue2youget": {"Food": "3"}, "issue2theyget": {"Food": "0"}},
            "id": first,
        },
        {"text": "Reject-Deal", "task_data": {"data": "reject_deal"}, "id": other},
        {"text": "Walk-Away" if walk_away else "Accept-Deal", "task_data": {}, "id": other},
        {"text": "SECRET after the end", "task_data": {}, "id": first},
    ]
    info = {
        first: {"outcomes": {"satisfaction": satisfaction_first}, "demographics": {"age": 20, "gender": "female"}},
        other: {"outcomes": {"satisfaction": satisfaction_other}, "demographics": {"age": 60, "gender": "male"}},
    }
    return {"dialogue_id": dialogue_id, "chat_logs": logs, "participant_info": info}


@pytest.fixture
def tiny_casino(tmp_path):
    dialogues = [
        _casino_dialogue(1, "mturk_agent_1", "Extremely satisfied", "Extremely dissatisfied"),
        _casino_dialogue(2, "mturk_agent_2", "Undecided", "Extremely satisfied"),
        _casino_dialogue(3, "mturk_agent_1", "Slightly satisfied", "Undecided", walk_away=True),
        _casino_dialogue(4, "mturk_agent_2", "Extremely satisfied", "Slightly dissatisfied"),
        _casino_dialogue(5, "mturk_agent_1", "Extremely dissatisfied", "Extremely satisfied"),
    ]
    folder = tmp_path / "casino"
    folder.mkdir()
    (folder / "casino_train.json").write_text(json.dumps(dialogues[:3]))
    (folder / "casino_valid.json").write_text(json.dumps(dialogues[3:4]))
    (folder / "casino_test.json").write_text(json.dumps(dialogues[4:]))
    return folder


def test_casino_targets_from_speaker_zero(tiny_casino):
    rows = builder.with_targets(builder.read_casino(tiny_casino))
    assert [r["instance_id"] for r in rows] == [f"casino-{i}" for i in range(1, 6)]
    # Speaker 0's satisfaction (the first writer) on CaSiNo's order: 5, 3, 4, 5, 1
    assert [r["annotation_value"] for r in rows] == [5, 3, 4, 5, 1]
    assert [r["target"] for r in rows] == pytest.approx([3 / 5, 1 / 5, 2 / 5, 3 / 5, 0.0])
    first = rows[0]["conversation"].splitlines()
    assert first[0] == "Speaker 0: hello from mturk_agent_1"
    assert first[-1] == "Speaker 1: [rejects the deal]"
    assert all("SECRET" not in r["conversation"] and "Accept-Deal" not in r["conversation"] for r in rows)
    assert rows[1]["demographics"].startswith("Speaker 0: 20 years old, female")


def test_casino_bad_label_names_dialogue(tiny_casino):
    path = tiny_casino / "casino_test.json"
    data = json.loads(path.read_text())
    data[0]["participant_info"]["mturk_agent_1"]["outcomes"]["satisfaction"] = "Very happy"
    path.write_text(json.dumps(data))
    with pytest.raises(builder.SourceFormatError, match=r"dialogue 5: satisfaction 'Very happy'"):
        builder.read_casino(tiny_casino)


# ------------------------------------------------------------------------------------------------ USS parser

GOOD = "USER\tI want a train.\tTrain-Inform\t3,3\nSYSTEM\tWhere to?\tTrain-Request\t\nUSER\tOVERALL\t\t2,4\n"


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("CUSTOMER\thello\t\t3\n", 1, "role 'CUSTOMER' is not one of USER, SYSTEM"),
        (GOOD.replace("3,3", "3;3"), 1, "satisfaction field '3;3' is not a comma-separated list of integers"),
        (GOOD.replace("2,4", "2,x"), 3, "'2,x'"),
        ("USER hello without tabs\n", 1, "expected tab-separated"),
        ("USER\ta\tb\t1\te\tf\n", 1, "6 tab-separated fields"),
        ("\n\n" + GOOD + "SYSTEM\tlate turn\t\t\n", 6, "turn after the OVERALL line 5"),
        ("USER\tOVERALL\t\t\n", 1, "has no dialogue-level ratings"),
        ("SYSTEM\tOVERALL\t\t3\n", 1, "must have role USER"),
    ],
)
def test_uss_malformed_lines_name_the_line(tmp_path, text, line, message):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(fc.USSFormatError) as err:
        fc.read_uss(path)
    assert f"{path}:{line}:" in str(err.value)
    assert message in str(err.value)


def test_uss_sessions_and_multiwoz_rows():
    sessions = fc.parse_uss("\n" + GOOD + "\n\n" + GOOD.replace("2,4", "5,5,4"))
    assert [s.overall for s in sessions] == [(2, 4), (5, 5, 4)]
    assert [s.first_line for s in sessions] == [2, 7]
    assert sessions[0].turns[0].ratings == (3, 3) and sessions[0].turns[1].ratings == ()
    rows = builder.with_targets([builder.uss_instance(s, "multiwoz") for s in sessions])
    assert [r["annotation_value"] for r in rows] == [3.0, pytest.approx(14 / 3)]
    assert [r["target"] for r in rows] == [0.0, 0.5]
    no_overall = fc.parse_uss("USER\thi\t\t3\n")[0]
    with pytest.raises(builder.SourceFormatError, match="session 0 has no OVERALL"):
        builder.uss_instance(no_overall, "multiwoz", source="x.txt")


def test_real_multiwoz_file(shared_data):
    sessions = fc.read_uss(shared_data / "user_satisfaction" / "MWOZ.txt")
    assert len(sessions) == 1000
    assert all(s.overall and 1 <= min(s.overall) and max(s.overall) <= 5 for s in sessions)
    assert all(t.ratings for s in sessions for t in s.turns if t.role == "USER")


def _uss_corpus(n_sessions: int, overall: str = "4,5") -> str:
    return "\n".join(GOOD.replace("2,4", overall) for _ in range(n_sessions))


def test_uss_file_is_repeatable(tmp_path):
    # issue 14.4: `--uss_file sgd=A --uss_file ccpe=B` used to build only the last corpus
    for name, n in (("sgd", 4), ("ccpe", 5)):
        (tmp_path / f"{name}.txt").write_text(_uss_corpus(n))
    argv = ["--uss_file", f"sgd={tmp_path / 'sgd.txt'}", "--uss_file", f"ccpe={tmp_path / 'ccpe.txt'}"]
    (args,) = builder.make_parser().parse_args_and_config(
        [*argv, "--output_dir", str(tmp_path / "hub"), "--train_size", "2", "--seeds", "0"]
    )
    assert args.uss_file == [f"sgd={tmp_path / 'sgd.txt'}", f"ccpe={tmp_path / 'ccpe.txt'}"]
    out = builder.main(args)
    import datasets

    assert sorted(datasets.get_dataset_config_names(str(out))) == ["ccpe", "sgd"]


def test_uss_file_may_not_replace_a_builtin_corpus(tmp_path):
    # issue 14.4: `--uss_file multiwoz=…` silently replaced the --multiwoz_file corpus
    (tmp_path / "a.txt").write_text(_uss_corpus(4))
    out = tmp_path / "hub"
    for specs, message in (
        ([f"multiwoz={tmp_path / 'a.txt'}"], r"multiwoz=.*a\.txt: 'multiwoz' is a built-in corpus"),
        ([f"sgd={tmp_path / 'a.txt'}", "sgd=b.txt"], r"sgd=b\.txt: corpus 'sgd' is given twice"),
        (["SGD/x=a.txt"], r"corpus name 'SGD/x'"),
        (["a.txt"], "expects NAME=PATH"),
    ):
        args = builder.BuildArguments(
            multiwoz_file=str(tmp_path / "a.txt"), uss_file=specs, output_dir=str(out), train_size=2
        )
        with pytest.raises(builder.UsageError, match=message):
            builder.main(args)
        assert not out.exists()


def test_too_few_sessions_names_the_file(tmp_path):
    # issue 14.4: a corpus with no more sessions than --train_size ended in StopIteration (render_card)
    path = tmp_path / "tiny.txt"
    path.write_text(_uss_corpus(3))
    args = builder.BuildArguments(multiwoz_file=str(path), output_dir=str(tmp_path / "hub"), train_size=3)
    with pytest.raises(builder.SourceFormatError, match=rf"{path}: corpus 'multiwoz' has 3 instances.*--train_size 3"):
        builder.main(args)
    assert list(tmp_path.iterdir()) == [path]  # nothing half-built


def test_out_of_scale_rating_names_the_line(tmp_path):
    # issue 14.4: `OVERALL 4,40,4` was accepted and became 16.0
    path = tmp_path / "bad.txt"
    path.write_text(_uss_corpus(2) + "\n" + GOOD.replace("2,4", "4,40,4"))
    with pytest.raises(fc.USSFormatError, match=rf"{path}:11: satisfaction field '4,40,4' has 40, outside the 1-5"):
        fc.read_uss(path)
    path.write_text(GOOD.replace("3,3", "0,3"))
    with pytest.raises(fc.USSFormatError, match=rf"{path}:1: .* has 0, outside the 1-5 scale"):
        fc.read_uss(path)


def test_non_utf8_byte_names_the_file_and_line(tmp_path, tiny_casino):
    # issue 14.4: a non-UTF-8 byte gave a bare UnicodeDecodeError without the file name
    path = tmp_path / "latin1.txt"
    path.write_bytes(GOOD.replace("Where to?", "Où?").encode("latin-1"))
    with pytest.raises(fc.USSFormatError, match=rf"{path}:2: not UTF-8 text \(byte 0xf9"):
        fc.read_uss(path)
    casino = tiny_casino / "casino_valid.json"
    casino.write_bytes(casino.read_bytes().replace(b"hello", b"h\xe9llo"))
    with pytest.raises(builder.SourceFormatError, match=rf"{casino}:1: not UTF-8 text"):
        builder.read_casino(tiny_casino)


def test_cli_reports_one_line(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "bad.txt"
    path.write_text(GOOD.replace("2,4", "4,40,4"))
    script = Path(__file__).resolve().parents[1] / "dataset_scripts" / "conversation_forecasting.py"
    result = subprocess.run(
        [sys.executable, str(script), "--multiwoz_file", str(path), "--output_dir", str(tmp_path / "hub")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        f"error: {path}:3: satisfaction field '4,40,4' has 40, outside the 1-5 scale"
    ]
    assert not (tmp_path / "hub").exists()


# ------------------------------------------------------------------------------------------------ CANDOR


def test_candor_synthetic_targets():
    configs = builder.read_candor(FIXTURES / "candor_synthetic")
    fo = [r["annotation_value"] for r in configs["candor-1tuq-fo"]]
    so = [r["annotation_second_order_value"] for r in configs["candor-funq"]]
    # A = each participant; fo = A's i_like_you, so = partner's you_like_me (see the fixture's survey.csv files)
    assert fo == [6, 4, 2, 5, 7, 7]
    assert so == [7, 5, 2, 3, 6, 6]
    p_fo = [3 / 6, 1 / 6, 0, 2 / 6, 4 / 6, 4 / 6]
    p_so = [5 / 6, 2 / 6, 0, 1 / 6, 3 / 6, 3 / 6]
    assert [r["target"] for r in configs["candor-1tuq-fo"]] == pytest.approx(p_fo)
    assert [r["target"] for r in configs["candor-1tuq-so"]] == pytest.approx(p_so)
    assert [r["target"] for r in configs["candor-funq"]] == pytest.approx(
        [s - f for f, s in zip(p_fo, p_so, strict=True)]
    )
    assert [r["target"] for r in configs["candor-2tuq"]] == pytest.approx(
        [(s - f) ** 2 for f, s in zip(p_fo, p_so, strict=True)]
    )
    row = configs["candor-funq"][3]  # conv-b, A = u4 = Speaker 1
    assert row["instance_id"] == "candor-conv-b-u4"
    assert row["question"] == "How certain is Speaker 1 that they like Speaker 0 more than would occur by chance?"
    assert (
        row["question_second_order"]
        == "How certain is Speaker 0 that Speaker 1 likes them more than would occur by chance?"
    )
    assert row["conversation"].splitlines()[0] == "Speaker 1: Hello."


def test_candor_refuses_push_and_names_bad_rating(tmp_path):
    args = builder.BuildArguments(candor_dir=str(FIXTURES / "candor_synthetic"), push_to_hub="x/y")
    with pytest.raises(ValueError, match="may not be redistributed"):
        builder.main(args)
    copy = tmp_path / "candor"
    shutil.copytree(FIXTURES / "candor_synthetic", copy)
    survey = copy / "conv-b" / "survey.csv"
    survey.write_text(survey.read_text().replace("u3,u4,2,3", "u3,u4,lots,3"))
    with pytest.raises(builder.SourceFormatError, match=r"conv-b/survey.csv user u3 i_like_you: rating 'lots'"):
        builder.read_candor(copy)


def test_stage_candor_fixture_and_load(tmp_path):
    import datasets

    out = builder.main(
        builder.BuildArguments(
            candor_dir=str(FIXTURES / "candor_synthetic"),
            output_dir=str(tmp_path / "hub"),
            train_size=2,
            train_size_xl=4,
        )
    )
    train = datasets.load_dataset(str(out), "candor-funq", split="train_seed1")
    test = datasets.load_dataset(str(out), "candor-funq", split="test_seed1")
    assert len(train) == 2 and len(test) == 4
    assert not set(train["instance_id"]) & set(test["instance_id"])
    assert set(datasets.get_dataset_config_names(str(out))) == {
        f"candor-{t}{x}" for t in ("1tuq-fo", "1tuq-so", "2tuq", "funq") for x in ("", "-xl")
    }


# ------------------------------------------------------------------------------------------------ real corpora


def test_build_real_corpora(shared_data, tmp_path):
    import datasets

    out = builder.main(
        builder.BuildArguments(
            casino_dir=str(shared_data / "casino"),
            multiwoz_file=str(shared_data / "user_satisfaction" / "MWOZ.txt"),
            output_dir=str(tmp_path / "hub"),
            seeds=[0, 1],  # the full build (5 seeds) is the benchmark's; two seeds prove the layout
        )
    )
    assert datasets.get_dataset_config_names(str(out)) == ["casino", "casino-xl", "multiwoz", "multiwoz-xl"]
    card = (out / "README.md").read_text()
    assert "strictly lower" in card and "train_seed0" in card
    splits = {
        s: datasets.load_dataset(str(out), "casino", split=s) for s in ("train_seed0", "test_seed0", "train_seed1")
    }
    assert len(splits["train_seed0"]) == 100 and len(splits["test_seed0"]) == 930
    assert not set(splits["train_seed0"]["instance_id"]) & set(splits["test_seed0"]["instance_id"])
    assert set(splits["train_seed0"]["instance_id"]) != set(splits["train_seed1"]["instance_id"])
    xl = datasets.load_dataset(str(out), "multiwoz-xl", split="train_seed0")
    assert len(xl) == 800
    # targets are the empirical CDF of the whole corpus: recompute from the union of one seed's splits
    full = datasets.concatenate_datasets([splits["train_seed0"], splits["test_seed0"]])
    values = full["annotation_value"]
    assert full["target"] == pytest.approx([sum(v < x for v in values) / len(values) for x in values])
    assert set(full["annotation"]) == set(builder.CASINO_SATISFACTION)
    # stable ids and splits: seed k's training rows are the first 100 of default_rng(k).permutation over the corpus
    rows = builder.read_casino(shared_data / "casino")
    train_idx, _ = builder.seeded_splits(len(rows), 100, [0])[0]
    assert splits["train_seed0"]["instance_id"] == [rows[i]["instance_id"] for i in train_idx]


# ------------------------------------------------------------------------------------------------ forecasters


def test_platt_and_ls_recover_known_maps():
    import numpy as np

    rng = np.random.default_rng(0)
    forecasts = rng.uniform(0.05, 0.95, 400)
    z = np.log(forecasts / (1 - forecasts))
    targets = 1 / (1 + np.exp(-(0.5 * z - 0.7)))
    platt = fc.fit_platt_scaling(forecasts, targets)
    assert platt.params["a"] == pytest.approx(0.5, abs=1e-3) and platt.params["b"] == pytest.approx(-0.7, abs=1e-3)
    ls = fc.fit_linear_scaling(forecasts, 0.3 * forecasts + 0.1)
    assert ls.params["a"] == pytest.approx(0.3) and ls.params["b"] == pytest.approx(0.1)
    constant = fc.fit_linear_scaling([0.5, 0.5], [0.2, 0.4])
    assert constant([0.9]) == [pytest.approx(0.3)]


def test_lm_forecaster_answers_cache_and_bot(tmp_path, monkeypatch):
    row = {"instance_id": "x", "context": "c", "conversation": "Speaker 0: hi", "question": "q?"}
    distribution = [0.0] * 10
    distribution[6], distribution[2] = 0.6, 0.4  # answers 7 and 3
    samples = iter([["I think so.", "CERTAINTY = 2", "so... CERTAINTY: 9"]])
    calls = []

    def fake_probs(self, prompt):
        calls.append(("probs", prompt))
        assert prompt.endswith(fc.ANSWER_PREFIX)
        return distribution

    def fake_generate(self, prompt, *, max_new_tokens, num=1, seed=0):
        calls.append(("generate", num))
        return next(samples)

    monkeypatch.setattr(fc.LMForecaster, "_answer_probs", fake_probs)
    monkeypatch.setattr(fc.LMForecaster, "_generate", fake_generate)
    monkeypatch.setattr(fc.LMForecaster, "_prompt", lambda self, messages: messages[-1]["content"])
    forecaster = fc.LMForecaster("fake", cache_path=tmp_path / "gen.jsonl")
    best, expected = forecaster.direct(row)
    assert best == 0.7 and expected == pytest.approx((0.6 * 7 + 0.4 * 3) / 10)
    value, texts = forecaster.bag_of_thoughts(row, n=3)
    # the first sample has no answer: "CERTAINTY =" is appended with the most probable answer (7)
    assert texts[0].endswith("CERTAINTY = 7") and forecaster.forced == 1
    assert value == pytest.approx((0.7 + 0.2 + 0.9) / 3)
    assert [c[0] for c in calls] == ["probs", "generate", "probs"]
    # a new forecaster on the same cache file computes nothing
    again = fc.LMForecaster("fake", cache_path=tmp_path / "gen.jsonl")
    assert again.direct(row) == (best, expected) and again.bag_of_thoughts(row, n=3)[0] == pytest.approx(value)
    assert len(calls) == 3


@pytest.mark.slow
def test_smollm2_answer_distribution():
    row = {"instance_id": "x", "context": "Two campers negotiate.", "question": "How certain is Speaker 0?",
           "conversation": "Speaker 0: Deal! I got everything I wanted.\nSpeaker 1: Fine."}  # fmt: skip
    forecaster = fc.LMForecaster("smollm2")
    probs = forecaster.answer_distribution(row)
    assert len(probs) == 10 and sum(probs) == pytest.approx(1.0) and min(probs) > 0
    best, expected = forecaster.direct(row)
    assert 0.1 <= best <= 1.0 and 0.1 <= expected <= 1.0


def test_chunked_embeddings_pool_long_conversations(tmp_path):
    import numpy as np

    embedder = fc.TextEmbedder("minilm", cache_dir=tmp_path)
    short = "Speaker 0: I love camping.\nSpeaker 1: Me too."
    long = "\n".join(f"Speaker {i % 2}: sentence number {i} about water and firewood." for i in range(120))
    vectors = embedder.embed_many([("q?", short), ("q?", long), ("other question?", short)])
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-5)
    assert len(fc.chunk_text(long, embedder._count, 200)) > 1
    assert not np.allclose(vectors[0], vectors[2])  # the question changes the embedding
    cached = fc.TextEmbedder("minilm", cache_dir=tmp_path)
    assert np.allclose(cached.embed_many([("q?", long)])[0], vectors[1])
    assert cached._model is None  # served from the disk cache


def test_trainer_heads_on_candor_fixture(tmp_path):
    from unittest.mock import patch

    hub = builder.main(
        builder.BuildArguments(
            candor_dir=str(FIXTURES / "candor_synthetic"), output_dir=str(tmp_path / "hub"), train_size=4, seeds=[0, 1]
        )
    )
    argv = [
        "forecasting.py",
        "--dataset_name", str(hub),
        "--dataset_config", "candor-funq",
        "--forecasters", "linear", "forest",
        "--seeds", "0", "1",
        "--output_dir", str(tmp_path / "run"),
    ]  # fmt: skip
    with patch("sys.argv", argv):
        (args,) = trainer.make_parser().parse_args_and_config()
    results = trainer.main(args)
    assert set(results["forecasters"]) == {"linear", "forest"}
    for block in results["forecasters"].values():
        assert set(block["per_seed"]) == {0, 1}
        assert block["summary"]["mae"]["n"] == 2
    lines = (tmp_path / "run" / "predictions.jsonl").read_text().splitlines()
    assert len(lines) == 2 * 2 * 2  # forecasters × seeds × test instances
    assert all(-1 <= json.loads(line)["prediction"] <= 1 for line in lines)
    assert (tmp_path / "run" / "plots" / "forest.png").stat().st_size > 1000
    assert "| linear |" in (tmp_path / "run" / "summary.md").read_text()
    assert not math.isnan(results["forecasters"]["forest"]["summary"]["mae"]["mean"])


def test_readme_python_example_runs(tiny_casino, tmp_path, monkeypatch):
    import re

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Conversation forecasting") :]
    code = re.search(r"```python\n(.*?)```", section, flags=re.S).group(1)
    hub = builder.main(
        builder.BuildArguments(casino_dir=str(tiny_casino), output_dir=str(tmp_path / "hub"), train_size=2)
    )
    monkeypatch.chdir(Path(__file__).resolve().parents[1])
    printed = []
    exec(code.replace("hub/conversation-forecasting", str(hub)), {"print": printed.append})
    assert printed[0]["r2_oos"] == 0.0 and math.isnan(printed[0]["pearson"])
