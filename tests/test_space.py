"""The parse-and-solve Space: its handlers, its card, its staging, and the running app through gradio_client.

No trained weights here: a stub :class:`hedgehub.slot_parser.SlotParser` (a dictionary namer and a word-overlap
chooser, :func:`stub_slot_parser`) stands in for the trained one, loaded through the Space's own ``LOADERS``.
"""

from __future__ import annotations

import doctest
import html
import importlib.util
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest


os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

import gradio as gr  # noqa: E402

from hedgehub.problog import ERROR_KINDS, run_programs  # noqa: E402
from hedgehub.slot_parser import SlotParser  # noqa: E402


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


# ----------------------------------------------------------------------------------------------------------------
# A stub slot parser (no trained weights)
# ----------------------------------------------------------------------------------------------------------------

_NEGATIONS = {"not", "no", "absent"}
TOY_NAMES = {"road": " road_wet", "rain": " rain", "gallstones": " gallstones", "flatulence": " flatulence"}
TOY_PREMISES = [
    "Rain falls on 30% of days.",
    "If there is rain, the road is wet 90% of the time.",
    "If there is no rain, the road is wet 10% of the time.",
]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def word_overlap_chooser(texts, candidates):
    """Score a (sentence, candidate) pair by the share of the candidate's words in the sentence, halved when one
    of them is negated and the other is not."""
    scores = []
    for text, candidate in zip(texts, candidates, strict=True):
        said, meant = _words(text), _words(candidate.split(":", 1)[1])
        share = len((meant - _NEGATIONS) & said) / max(1, len(meant - _NEGATIONS))
        same_polarity = bool(meant & _NEGATIONS) == bool(said & _NEGATIONS)
        scores.append(0.01 + 0.98 * share * (1.0 if same_polarity else 0.5))
    return scores


def toy_namer(prompts, grammars):
    """Name a new variable after the first word of :data:`TOY_NAMES` in the premise."""
    sentences = [prompt.splitlines()[0].lower() for prompt in prompts]
    return [next((name for word, name in TOY_NAMES.items() if word in s), " thing") for s in sentences]


def stub_slot_parser() -> SlotParser:
    """A slot parser from plain callables; it reads TOY_PREMISES and the gallstones evidence and questions right."""
    return SlotParser(namer=toy_namer, chooser=word_overlap_chooser)


def install_stub_parser(app, monkeypatch, folder: Path) -> list:
    """Point HEDGEHUB_PARSER at a finished-looking slot-parser folder whose loader returns the stub; returns the
    list of locations loaded (each parser is loaded once)."""
    for name in ("namer/adapter_config.json", "chooser/config.json"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("{}")
    loads = []
    monkeypatch.setenv(app.PARSER_ENV, str(folder))
    monkeypatch.setitem(app.LOADERS, "slot", lambda location: loads.append(location) or stub_slot_parser())
    app._load.cache_clear()
    return loads


@pytest.fixture
def stub_parser(app, monkeypatch, tmp_path):
    loads = install_stub_parser(app, monkeypatch, tmp_path / "slot-parser")
    yield loads
    app._load.cache_clear()


@pytest.fixture
def no_parser(app, monkeypatch, tmp_path):
    """Nothing configured and nothing on disk."""
    monkeypatch.delenv(app.PARSER_ENV, raising=False)
    monkeypatch.delenv(app.LEGACY_ADAPTER_ENV, raising=False)
    monkeypatch.setattr(app, "_search_roots", lambda: [tmp_path])
    app._load.cache_clear()


@pytest.fixture
def count_solver_runs(monkeypatch):
    """How many times ProbLog (hedgehub.problog.run_programs, under solve_many) ran, and on what."""
    import hedgehub.problog

    calls = []
    real = hedgehub.problog.run_programs

    def counted(texts, **kwargs):
        texts = list(texts)
        calls.append(texts)
        return real(texts, **kwargs)

    monkeypatch.setattr(hedgehub.problog, "run_programs", counted)
    return calls


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
    from tests.test_requirements import imports_of, requirement_names

    names = requirement_names(SPACE_DIR / "requirements.txt")
    assert "gradio" not in names, "the Space installs gradio from sdk_version; listing it again can conflict"
    # every third-party module app.py imports, directly or through the hedgehub modules it reaches (vendored)
    needed, seen = imports_of([SPACE_DIR / "app.py"], follow=REPO_ROOT / "src")
    needed.discard("gradio")
    assert REPO_ROOT / "src" / "hedgehub" / "slot_parser.py" in seen
    assert {"llguidance", "torch", "transformers", "peft", "problog"} <= needed
    assert needed <= names, f"add to requirements.txt: {sorted(needed - names)}"


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
    _, table, probability, word, error_kind, explanation, _, parsed = out
    assert (probability, word, error_kind, parsed) == (None, "", kind, None)
    assert app.ERROR_HELP[kind] in explanation
    if kind == "syntax":  # the premise whose clause does not parse is the one flagged
        flagged = re.findall(r"(Premise \d+|Query) ⚠", table)
        assert flagged == ["Premise 1"], table
        assert "at 6:1" in explanation, explanation  # a line of the box (the solver ran it without the comments)
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


def test_an_answer_solved_as_a_limit_says_so(app):
    """Evidence on a state the parser read as 0: the one solver answers the limit as the zeros shrink, and the page
    shows why (the parsed program's smoothed versions, :func:`hedgehub.parser.solve_many`)."""
    from hedgehub.slot_parser import ParsedProgram

    parsed = ParsedProgram(
        premises=["It rains on 30% of days.", "Without rain the road is never wet; with rain it always is."],
        premise_clauses=["0.3::rain.", "1::wet :- rain.", "0::wet :- \\+rain."],
        evidences=["It does not rain.", "The road is wet."],
        evidence_clauses=["evidence(rain, false).", "evidence(wet, true)."],
        question="Is the road wet?",
        query_clause="query(wet).",
        smoothed_premise_clauses=[
            ["0.3::rain.", "0.99999999::wet :- rain.", "0.00000001::wet :- \\+rain."],
            ["0.3::rain.", "0.999999999::wet :- rain.", "0.000000001::wet :- \\+rain."],
        ],
    )
    out = app._solve(parsed.text, parsed.premises, parsed.evidences, parsed.question, parsed=parsed)
    assert out[2] == 1.0 and out[4] == "" and "limit" in out[5]


def test_correct_means_what_the_metric_means(app):
    """The page's "matches" is the quite_accuracy metric's "correct": one function, relative tolerance 1e-4."""
    from hedgehub.metrics import quite_accuracy

    assert app.is_correct is quite_accuracy.is_correct and app.REL_TOL == quite_accuracy.REL_TOL == 1e-4
    metric = (REPO_ROOT / "metrics" / "quite_accuracy" / "quite_accuracy.py").read_text()
    assert "from hedgehub.metrics import quite_accuracy as scoring" in metric
    gold = 0.011316399
    assert app.is_correct(gold * (1 + 0.9e-4), gold) and not app.is_correct(gold * (1 + 1.1e-4), gold)
    assert not app.is_correct(0.01132, gold)  # within 1e-4 absolute, which the page used to accept
    assert not app.is_correct(None, gold) and not app.is_correct(1.00001, 1.0)
    out = app.solve_program(app.gold_program(app.EXAMPLES[0]), "", "", "")
    assert "differs" not in out[5] and "QUITE gold answer" not in out[5]  # a typed program has no gold answer


def test_find_parser_order(app, monkeypatch, tmp_path, no_parser):
    assert app.find_parser() is None and app.default_choice(None) == app.GOLD
    slot, old = tmp_path / app.SLOT_PARSER_DIR, tmp_path / app.PROBLOG_FT_DIR
    (old / "adapter_config.json").parent.mkdir(parents=True)
    (old / "adapter_config.json").write_text("{}")
    assert app.find_parser() == app.ParserSource("problog-ft", str(old), f"found in {tmp_path}")
    assert "second choice" in app.parser_status() and "make parser" in app.parser_status()
    (slot / "namer").mkdir(parents=True)  # `make parser` still running: not a parser yet
    assert app.find_parser().kind == "problog-ft" and "is not finished yet" in app.parser_status()
    for name in ("namer/adapter_config.json", "chooser/config.json"):
        (slot / name).parent.mkdir(parents=True, exist_ok=True)
        (slot / name).write_text("{}")
    source = app.find_parser()
    assert (source.kind, source.location) == ("slot", str(slot)) and app.default_choice(source) == app.PARSE
    assert app.parser_status().startswith("**Parser:** the slot parser")
    monkeypatch.setenv(app.PARSER_ENV, "org/slot-parser")
    assert app.find_parser() == app.ParserSource("hub", "org/slot-parser", app.PARSER_ENV)
    assert app.find_parser(str(old)).kind == "problog-ft"  # typed in the page beats the environment
    with pytest.raises(gr.Error, match="does not exist.*make parser"):
        app.find_parser(str(tmp_path / "missing"))
    with pytest.raises(gr.Error, match="not a finished parser folder"):
        app.find_parser(str(tmp_path))


def test_without_a_parser_the_page_says_how_to_get_one(app, no_parser):
    status = app.parser_status()
    assert status.startswith("**No trained parser found.**")
    assert "`make parser`" in status and app.PARSER_ENV in status and app.GOLD in status
    for choice in (app.PARSE, app.ORACLE):
        with pytest.raises(gr.Error, match=r"No trained parser found\. .*make parser"):
            app.parse_and_solve(*app.example_sentences(app.EXAMPLES[0]), choice, "", app.EXAMPLES[0].name)
    out = app.parse_and_solve(*app.example_sentences(app.EXAMPLES[0]), app.GOLD, "", app.EXAMPLES[0].name)
    assert round(out[2], 6) == 0.011316 and out[7] is None  # the gold program still works


def test_slot_parser_renders_the_parsed_program_and_solves_once(app, stub_parser, count_solver_runs):
    """The parser parses, the Space renders its ParsedProgram, solve_many runs ProbLog once per click."""
    for _ in range(2):
        program, table, probability, word, kind, explanation, picture, parsed = app.parse_and_solve(
            "\n".join(TOY_PREMISES), "There is rain.", "Is the road wet?", app.PARSE, "", ""
        )
        assert probability == pytest.approx(0.9) and (word, kind) == ("highly likely", "")
        assert program.splitlines()[:4] == ["% Premise 0", "0.3::rain.", "% Premise 1", "0.9::road_wet :- rain."]
        assert [s.label for s in app.split_program(program)] == [
            *(f"Premise {i}" for i in range(3)),
            "Evidence 0",
            "Query",
        ]
        assert parsed["notes"] == [
            "introduces rain",
            "introduces road_wet given rain=true",
            "continues road_wet given rain=false",
        ]
        assert parsed["variables"][1] == {"name": "road_wet", "states": [], "parents": ["rain"]}
        assert parsed["text"] == app.normalize_clauses(program)
        for sentence, note in zip(TOY_PREMISES, parsed["notes"], strict=True):  # sentence, clause and note, one row
            assert re.search(f"{re.escape(sentence)}</td>.*?</td><td[^>]*>{re.escape(note)}</td>", table)
        assert "parser's note" in table and "- `road_wet`: true / false ← rain" in explanation
        assert "Parsed by the slot parser" in explanation and picture is not None
    assert len(count_solver_runs) == 2 and all(len(texts) == 1 for texts in count_solver_runs)  # once per click
    assert len(stub_parser) == 1  # loaded once


def test_a_premise_stating_two_rows_is_shown_row_by_row(app, stub_parser):
    """A premise "The road is wet 90% of the time if there is rain, otherwise 10%" is read as two rows of the road's
    run, and the alignment table puts each row's sentence beside its clause and note."""
    premises = [TOY_PREMISES[0], "The road is wet 90% of the time if there is rain, otherwise 10%."]
    program, table, probability, *_, parsed = app.parse_and_solve(
        "\n".join(premises), "The road is wet.", "Is there rain?", app.PARSE, "", ""
    )
    assert probability == pytest.approx(0.27 / (0.27 + 0.07))
    assert parsed["premise_clauses"] == ["0.3::rain.", "0.9::road_wet :- rain.", "0.1::road_wet :- \\+rain."]
    rows = ["The road is wet 90% of the time if there is rain.", "The road is wet 10% otherwise."]
    assert parsed["premises"] == [premises[0], *rows]
    for sentence, note in zip(rows, parsed["notes"][1:3], strict=True):
        assert re.search(f"{re.escape(sentence)}</td>.*?</td><td[^>]*>{re.escape(note)}</td>", table)
    assert parsed["notes"][-1].startswith("(premise 2 states 2 rows")
    _, edited_table, *_ = app.solve_program(program, "\n".join(premises), "The road is wet.", "Is there rain?")
    for sentence, clause in zip(rows, parsed["premise_clauses"][1:], strict=True):  # the edited program aligns too
        assert re.search(f"{re.escape(sentence)}</td>.*?{re.escape(html.escape(clause))}", edited_table)


def test_oracle_reads_evidence_and_question_over_the_gold_premises(app, stub_parser, count_solver_runs):
    for example in app.BUILTIN_EXAMPLES:
        out = app.parse_and_solve(*app.example_sentences(example, "WEP"), app.ORACLE, "", example.name)
        program, _, probability, _, kind, explanation, _, parsed = out
        assert kind == "" and app.is_correct(probability, example.answer), (example.name, explanation)
        assert "matches (relative tolerance 0.0001)" in explanation and "gold premises (oracle)" in explanation
        assert parsed["notes"] == ["gold premise"] * 5 and len(parsed["premise_clauses"]) == 5
        assert [s.label for s in app.split_program(program)][:2] == ["Premise 0", "Premise 1"]
    assert len(count_solver_runs) == len(app.BUILTIN_EXAMPLES)
    with pytest.raises(gr.Error, match="needs a QUITE example"):
        app.parse_and_solve("It rains.", "", "Rain?", app.ORACLE, "", "")


def test_a_failing_parser_is_reported(app, monkeypatch, stub_parser):
    class Broken:
        def parse(self, premises, evidences, question, *, premise_program=None):
            raise RuntimeError("no candidate")

    monkeypatch.setitem(app.LOADERS, "slot", lambda location: Broken())
    with pytest.raises(gr.Error, match="The parser failed on this input \\(RuntimeError: no candidate\\)"):
        app.parse_and_solve("It rains.", "", "Rain?", app.PARSE, "", "")

    def cannot_load(location):
        raise OSError(f"{location} has no weights")

    monkeypatch.setitem(app.LOADERS, "slot", cannot_load)
    app._load.cache_clear()
    with pytest.raises(gr.Error, match="Could not load the slot parser .* has no weights"):
        app.parse_and_solve("It rains.", "", "Rain?", app.PARSE, "", "")


def test_problog_ft_adapter_is_the_second_choice(app, monkeypatch, tmp_path, no_parser, count_solver_runs):
    """The older adapter is wrapped to return a ParsedProgram (its parse_and_solve is never called)."""

    class OldParser:
        def parse_premises(self, premises):
            return ["0.3::rain.", "0.9::wet :- rain.\n0.1::wet :- \\+rain."][: len(premises)]

        def parse_question(self, premise_program, evidences, question):
            return ["evidence(rain, true)." for _ in evidences], "query(wet)."

        def parse_and_solve(self, *args, **kwargs):
            raise AssertionError("the Space must not let a parser solve")

    adapter = tmp_path / app.PROBLOG_FT_DIR
    adapter.mkdir(parents=True)
    (adapter / "adapter_config.json").write_text("{}")
    monkeypatch.setitem(app.LOADERS, "problog-ft", lambda location: app.ProblogFTParser(OldParser()))
    out = app.parse_and_solve("It rains on 30% of days.\nRain wets the road.", "It rains.", "Wet?", app.PARSE, "", "")
    assert out[2] == pytest.approx(0.9) and "the older ProbLog-FT adapter" in out[5]
    assert out[7]["premise_clauses"][1] == "0.9::wet :- rain.\n0.1::wet :- \\+rain." and len(count_solver_runs) == 1
    app._load.cache_clear()


@pytest.mark.slow
def test_untrained_slot_parser_runs_end_to_end(app, monkeypatch, stub_parser):
    """hedgehub.slot_parser with the untrained offline SmolLM2 and MiniLM: the path runs (the answer may be wrong)."""
    pytest.importorskip("peft")
    from hedgehub.slot_parser import load_slot_parser

    monkeypatch.setitem(
        app.LOADERS, "slot", lambda location: load_slot_parser(location, namer="smollm2", chooser="minilm")
    )
    example = app.EXAMPLES[0]
    program, _, probability, _, kind, explanation, _, parsed = app.parse_and_solve(
        *app.example_sentences(example), app.ORACLE, "", example.name
    )
    assert "% Query" in program and parsed["notes"] == ["gold premise"] * 5
    assert (probability is not None and kind == "") or kind in ERROR_KINDS, explanation


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
    result = run_programs([app.gold_program(toy)], workers=1)[0]
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

    program, table, probability, word, kind, explanation, picture, parsed = client.predict(
        premises, evidences, question, app.GOLD, "", example.name, api_name="/parse_and_solve"
    )
    assert round(probability, 6) == 0.011316
    assert (word, kind, parsed) == ("almost no chance", "", None)
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


def test_client_parses_with_the_slot_parser(app, server_url, stub_parser, count_solver_runs):
    from gradio_client import Client

    client = Client(server_url, verbose=False)
    program, table, probability, word, kind, explanation, picture, parsed = client.predict(
        "\n".join(TOY_PREMISES),
        "There is rain.",
        "Is the road wet?",
        app.PARSE,
        "",
        app.EXAMPLES[0].name,  # the dropdown accepts only its choices; a parse uses it for the gold answer only
        api_name="/parse_and_solve",
    )
    assert round(probability, 6) == 0.9 and kind == "" and "introduces road_wet given rain=true" in table
    assert parsed["query_clause"] == "query(road_wet)." and parsed["text"].endswith("query(road_wet).")
    assert len(count_solver_runs) == 1


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
