"""The parse-and-solve Space: its handlers, its card, its staging, and the running app through gradio_client."""

from __future__ import annotations

import doctest
import importlib.util
import os
import re
import subprocess
import sys
import types
from dataclasses import dataclass
from pathlib import Path

import pytest


os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402

from hedgehub.problog import ERROR_KINDS, run_programs  # noqa: E402


REPO_ROOT = Path(__file__).resolve().parents[1]
SPACE_DIR = REPO_ROOT / "spaces" / "parse_and_solve"

GALLSTONES_PROGRAM = """0.1531::gallstones(patient).
0.3925::flatulence(patient) :- gallstones(patient).
0.4307::flatulence(patient) :- not gallstones(patient).
0.9346::amylase(patient, '0-299'); 0.0467::amylase(patient, '300-499'); 0.0187::amylase(patient, '500-1400') :- gallstones(patient).
0.9730::amylase(patient, '0-299'); 0.0169::amylase(patient, '300-499'); 0.0101::amylase(patient, '500-1400') :- not gallstones(patient).
evidence(flatulence(patient), true).
query(amylase(patient, '500-1400')).
"""  # noqa: E501 - QUITE Appendix D, one clause per line


def _load(name: str, path: Path) -> types.ModuleType:
    """Import a file once per session under ``name``."""
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    return sys.modules[name]


@pytest.fixture(scope="module")
def app():
    return _load("parse_and_solve_app", SPACE_DIR / "app.py")


@pytest.fixture(scope="module")
def publish():
    return _load("parse_and_solve_publish", SPACE_DIR / "publish.py")


@pytest.fixture(scope="module")
def server_url(app):
    _, url, _ = app.demo.launch(prevent_thread_lock=True, server_name="127.0.0.1", quiet=True)
    yield url
    app.demo.close()


# ----------------------------------------------------------------------------------------------------------------
# Files of the Space
# ----------------------------------------------------------------------------------------------------------------


def test_readme_yaml_pins_the_tested_gradio():
    from huggingface_hub.repocard import metadata_load

    meta = metadata_load(SPACE_DIR / "README.md")
    assert meta["sdk"] == "gradio"
    assert str(meta["sdk_version"]) == gr.__version__, "pin sdk_version to the gradio the tests ran with"
    assert (SPACE_DIR / meta["app_file"]).is_file()
    assert len(meta["short_description"]) <= 60, "the Hub refuses short descriptions over 60 characters"
    assert meta["license"] == "apache-2.0"


def test_requirements_list_what_the_app_imports():
    lines = [line.split("#")[0].strip() for line in (SPACE_DIR / "requirements.txt").read_text().splitlines()]
    names = {re.split(r"[<>=\[ ]", line)[0].lower() for line in lines if line}
    assert {"problog", "datasets", "matplotlib", "networkx", "pillow", "transformers", "peft", "torch"} <= names
    assert "gradio" not in names, "the Space installs gradio from sdk_version; listing it again can conflict"


def test_doctests(app, publish):
    for module in (app, publish):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.attempted > 0, module.__name__
        assert result.failed == 0, module.__name__


def test_every_event_has_an_api_name(app):
    dependencies = app.demo.config["dependencies"]
    assert len(dependencies) >= 3
    names = [dep.get("api_name") for dep in dependencies]
    assert all(names), names
    assert {"load_example", "parse_and_solve", "solve_program"} <= set(names)


def test_stage_space_vendors_hedgehub(publish, tmp_path):
    out = publish.stage_space(tmp_path / "space")
    assert (out / "hedgehub" / "problog.py").is_file() and not list(out.rglob("__pycache__"))
    assert (out / "README.md").read_text() == (SPACE_DIR / "README.md").read_text()
    code = "import hedgehub.problog, hedgehub.wep; print(hedgehub.problog.__file__)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    found = subprocess.run([sys.executable, "-c", code], cwd=out, env=env, capture_output=True, text=True, check=True)
    assert Path(found.stdout.strip()).resolve().is_relative_to(out), found.stdout


# ----------------------------------------------------------------------------------------------------------------
# Handlers, called directly
# ----------------------------------------------------------------------------------------------------------------


def test_error_help_covers_every_error_kind(app):
    assert set(app.ERROR_HELP) == set(ERROR_KINDS)
    assert all(text.endswith(".") and len(text) > 40 for text in app.ERROR_HELP.values())


def test_builtin_gold_programs_reproduce_their_answers(app):
    results = run_programs([app.gold_program(example) for example in app.BUILTIN_EXAMPLES], workers=1)
    for example, result in zip(app.BUILTIN_EXAMPLES, results, strict=True):
        assert result.error is None, (example.name, result.message)
        assert result.probability == pytest.approx(example.answer, rel=1e-4), example.name


@pytest.mark.parametrize(
    "program, kind",
    [
        ("% Premise 0\n0.5::rain.\n% Premise 1\n0.9::wet :- rain\n% Query\nquery(wet).", "syntax"),
        ("% Premise 0\n0.5::rain.\n% Query\nquery(wet).", "unknown_clause"),
        ("% Premise 0\nrain.\n% Evidence 0\nevidence(rain, false).\n% Query\nquery(rain).", "inconsistent_evidence"),
        ("% Premise 0\n0.5::rain.", "no_query"),
        ("% Premise 0\n0.6::a; 0.6::b.\n% Query\nquery(a).", "invalid_probability"),
        ("% Premise 0\n0.5::a.\n:- use_module('/etc/passwd').\n% Query\nquery(a).", "unsafe"),
    ],
)
def test_invalid_programs_are_explained(app, program, kind):
    out = app.solve_program(program, "It may rain.\nRain wets the road.", "", "Is the road wet?")
    _, table, probability, word, error_kind, explanation, _ = out
    assert (probability, word, error_kind) == (None, "", kind)
    assert app.ERROR_HELP[kind] in explanation
    if kind == "syntax":  # the premise whose clause does not parse is the one flagged
        flagged = re.findall(r"(Premise \d+|Query) ⚠", table)
        assert flagged == ["Premise 1"], table
    if kind in ("invalid_probability", "unsafe"):  # located by the clause the message quotes
        assert re.findall(r"(Premise \d+|Query) ⚠", table) == ["Premise 0"], table
    if kind == "unknown_clause":  # located by the solver's line, or by the use of the undefined predicate
        assert re.findall(r"(Premise \d+|Query) ⚠", table) == ["Query"], table


def test_oversized_input_is_refused_with_a_message(app):
    with pytest.raises(gr.Error, match=f"at most {app.MAX_PROGRAM_CHARS:,} characters"):
        app.solve_program("0.5::a. " * (app.MAX_PROGRAM_CHARS // 8) + "query(a).", "", "", "")
    with pytest.raises(gr.Error, match="more than this Space accepts"):
        premises = "\n".join(f"premise {i}" for i in range(app.MAX_PREMISES + 1))
        app.solve_program("0.5::a. query(a).", premises, "", "")
    with pytest.raises(gr.Error, match="per sentence"):
        app.parse_and_solve("x" * (app.MAX_SENTENCE_CHARS + 1), "", "q", app.GOLD, "", app.EXAMPLES[0].name)


def test_limits_admit_every_quite_example(app, shared_data):
    """The input limits are meant for abuse, not for QUITE: its largest network must pass them."""
    import json
    import zipfile

    archive = shared_data / "quite" / "quite-corpus.zip"
    if not archive.exists():
        pytest.skip(f"{archive} is missing")
    with zipfile.ZipFile(archive) as z:
        networks = [json.loads(z.read(n)) for n in z.namelist() if "/data/" in n and n.endswith(".json")]
        programs = [z.read(n).decode() for n in z.namelist() if "/problog_data/premises/" in n and n.endswith(".pl")]
    assert len(networks) == 30 and programs
    for network in networks:
        premises = network["numeric_premises"] + network["wep_based_premises"]
        assert len(network["numeric_premises"]) <= app.MAX_PREMISES
        assert max(len(p["content"]) for p in premises) <= app.MAX_SENTENCE_CHARS
        pairs = network["evidence_query_pairs"]
        assert max((len(p["evidences"]) for p in pairs), default=0) <= app.MAX_EVIDENCES
    assert max(map(len, programs)) + 2_000 <= app.MAX_PROGRAM_CHARS  # room for evidence, query and markers


def test_gold_program_needs_an_example(app):
    with pytest.raises(gr.Error, match="needs a QUITE example"):
        app.parse_and_solve("a", "", "q", app.GOLD, "", "no such example")


def test_adapter_choice_without_adapter_says_what_to_do(app, monkeypatch):
    monkeypatch.delenv(app.ADAPTER_ENV, raising=False)
    with pytest.raises(gr.Error, match="No parser adapter is configured"):
        app.parse_and_solve("It rains 30% of days.", "", "Rain?", app.ADAPTER, "", app.EXAMPLES[0].name)


def test_adapter_path_assembles_solves_and_caches(app, monkeypatch):
    """A stand-in hedgehub.parser with the documented API: the app aligns its clauses, solves, and loads it once."""

    @dataclass
    class FakeResult:
        premise_clauses: list
        evidence_clauses: list
        query_clause: str
        program: str = ""
        probability: float | None = None
        error: str | None = None
        message: str = ""

    loads = []

    class FakeParser:
        def parse_and_solve(self, premises, evidences, question, *, premise_program=None, timeout_s=10):
            assert premises == ["It rains on 30% of days.", "Rain makes the road wet 90% of the time."]
            return FakeResult(["0.3::rain.", "0.9::wet :- rain."], ["evidence(rain, true)."], "query(wet).")

    def load_parser(adapter, *, base_model=None, constrained=True):
        loads.append((adapter, base_model))
        return FakeParser()

    module = types.ModuleType("hedgehub.parser")
    module.load_parser = load_parser
    monkeypatch.setitem(sys.modules, "hedgehub.parser", module)
    app._cached_parser.cache_clear()
    premises = "It rains on 30% of days.\nRain makes the road wet 90% of the time."
    for _ in range(2):
        program, table, probability, word, kind, _, picture = app.parse_and_solve(
            premises, "It rains.", "Is the road wet?", app.ADAPTER, "some/adapter", ""
        )
        assert probability == pytest.approx(0.9) and word == "highly likely" and kind == ""
        assert program.splitlines()[:2] == ["% Premise 0", "0.3::rain."]
        assert "Rain makes the road wet 90% of the time." in table and picture is not None
    assert loads == [("some/adapter", None)]
    app._cached_parser.cache_clear()


def test_adapter_with_gold_premises_passes_the_premise_program(app, monkeypatch):
    seen = {}

    class FakeParser:
        def parse_and_solve(self, premises, evidences, question, *, premise_program=None, timeout_s=10):
            seen["premise_program"] = premise_program
            return types.SimpleNamespace(
                premise_clauses=[premise_program],
                evidence_clauses=["evidence(flatulence(patient), true)."],
                query_clause="query(amylase(patient, '500-1400')).",
                program="",
            )

    module = types.ModuleType("hedgehub.parser")
    module.load_parser = lambda adapter, *, base_model=None, constrained=True: FakeParser()
    monkeypatch.setitem(sys.modules, "hedgehub.parser", module)
    app._cached_parser.cache_clear()
    example = app.EXAMPLES[0]
    out = app.parse_and_solve(
        *app.example_sentences(example, "WEP"), app.ADAPTER_GOLD_PREMISES, "fake/adapter", example.name
    )
    assert seen["premise_program"] == "\n".join(example.premise_programs)
    assert round(out[2], 6) == 0.011316 and "matches" in out[5]
    assert [s.label for s in app.split_program(out[0])][:2] == ["Premise 0", "Premise 1"]  # aligned per premise
    app._cached_parser.cache_clear()


@pytest.mark.slow
def test_real_parser_on_the_base_model(app, monkeypatch):
    """hedgehub.parser with the untrained offline SmolLM2: the path runs end to end (the answer may be wrong)."""
    pytest.importorskip("peft")
    app._cached_parser.cache_clear()
    example = app.EXAMPLES[0]
    program, _, probability, _, kind, explanation, _ = app.parse_and_solve(
        *app.example_sentences(example), app.ADAPTER_GOLD_PREMISES, "smollm2", example.name
    )
    assert program.startswith(app.gold_program(example).split("% Evidence")[0].strip())
    assert "% Query" in program
    assert (probability is not None and kind == "") or kind in ERROR_KINDS, explanation
    app._cached_parser.cache_clear()


def test_adapter_load_failure_is_reported(app, monkeypatch):
    module = types.ModuleType("hedgehub.parser")

    def load_parser(adapter, *, base_model=None, constrained=True):
        raise OSError(f"{adapter} does not exist")

    module.load_parser = load_parser
    monkeypatch.setitem(sys.modules, "hedgehub.parser", module)
    app._cached_parser.cache_clear()
    with pytest.raises(gr.Error, match="Could not load the parser adapter 'missing/adapter'"):
        app.parse_and_solve("It rains.", "", "Rain?", app.ADAPTER, "missing/adapter", "")


def test_network_image(app):
    from PIL import ImageStat

    image = app.network_image(app.gold_program(app.EXAMPLES[0]))
    assert image.size[0] > 300 and image.size[1] > 200
    assert ImageStat.Stat(image.convert("L")).stddev[0] > 10
    assert app.network_image("0.5::a query(a).") is None


def test_examples_from_a_staged_quite_folder(app, tmp_path, monkeypatch):
    import datasets

    from hedgehub.hub import DATASET_CARD_TEMPLATE, render_dataset_card, stage_dataset

    rows = {
        "qe_id": [0, 1],
        "file_name": ["toy0", "toy0"],
        "numeric_premises": [["It rains on 30% of days."]] * 2,
        "wep_premises": [["It is unlikely that it rains."]] * 2,
        "premise_programs": [["0.3::rain."]] * 2,
        "evidences": [[], []],
        "evidence_programs": [[], []],
        "question": ["Does it rain?", "Does it not rain?"],
        "query_program": ["query(rain).", "query(\\+rain)."],
        "program": ["0.3::rain.\nquery(rain).", "0.3::rain.\nquery(\\+rain)."],
        "answer": [0.3, 0.7],
        "status": ["ok", "gold_disagrees"],
        "note": ["", "stored answer 0.6"],
    }
    configs = {"qe-programs": {"test": datasets.Dataset.from_dict(rows)}}
    card = render_dataset_card(DATASET_CARD_TEMPLATE, configs, pretty_name="toy QUITE", license="cc-by-4.0")
    folder = stage_dataset(configs, tmp_path / "quite", card_text=card)

    examples, note = app.available_examples(str(folder), "test")
    assert len(examples) == len(app.BUILTIN_EXAMPLES) + 2 and "2 from" in note
    toy = examples[-1]
    assert toy.name == "toy0 #1: Does it not rain?" and toy.wep_premises == ["It is unlikely that it rains."]
    result = app.run_program(app.gold_program(toy))
    assert result.probability == pytest.approx(toy.answer)
    monkeypatch.setitem(app._BY_NAME, toy.name, toy)  # as if the Space had started with this dataset
    note = app.load_example(toy.name, "numeric")[-1]
    assert f"Dataset status: gold_disagrees ({app.STATUS_HELP['gold_disagrees']})" in note
    assert "stored answer 0.6" in note

    examples, note = app.available_examples(str(tmp_path / "missing"), "test")
    assert examples == app.BUILTIN_EXAMPLES and "could not read" in note


# ----------------------------------------------------------------------------------------------------------------
# The running app, through gradio_client
# ----------------------------------------------------------------------------------------------------------------


def test_client_solves_the_gallstones_example(app, server_url):
    from gradio_client import Client

    client = Client(server_url, verbose=False)
    example = app.EXAMPLES[0]
    premises, evidences, question, program, note = client.predict(example.name, "numeric", api_name="/load_example")
    assert "0.1531::gallstones(patient)." in program and "flatulence" in evidences and "0.011316" in note

    program, table, probability, word, kind, explanation, picture = client.predict(
        premises, evidences, question, app.GOLD, "", example.name, api_name="/parse_and_solve"
    )
    assert round(probability, 6) == 0.011316
    assert (word, kind) == ("almost no chance", "")
    assert "matches" in explanation
    assert "The patient has flatulence." in table
    assert Path(picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    # The Appendix D program typed without markers, then edited into an invalid one and back.
    out = client.predict(GALLSTONES_PROGRAM, "", "", "", api_name="/solve_program")
    assert round(out[2], 6) == 0.011316
    broken = GALLSTONES_PROGRAM.replace("0.0187::amylase", "0.2187::amylase")
    out = client.predict(broken, "", "", "", api_name="/solve_program")
    assert out[2] is None and out[4] == "invalid_probability" and "1.2" in out[5]

    wep_premises = client.predict(example.name, "WEP", api_name="/load_example")[0]
    assert wep_premises.splitlines() == example.wep_premises


def test_client_gets_the_oversized_input_message(server_url):
    from gradio_client import Client
    from gradio_client.exceptions import AppError

    client = Client(server_url, verbose=False)
    with pytest.raises(AppError, match="Shorten it"):
        client.predict("0.5::a. " * 6000 + "query(a).", "", "", "", api_name="/solve_program")


def test_readme_client_example_runs(server_url):
    text = (SPACE_DIR / "README.md").read_text()
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    code = code.replace('Client("http://127.0.0.1:7860/")', f"Client({server_url!r}, verbose=False)")
    namespace: dict = {}
    exec(compile(code, "spaces/parse_and_solve/README.md", "exec"), namespace)  # noqa: S102 - our own README
    assert round(namespace["probability"], 6) == 0.011316 and namespace["wep"] == "almost no chance"
