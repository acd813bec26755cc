"""Checks every metric folder under metrics/ against the house style (see CONVENTIONS.md, "metrics/").

Each folder ``metrics/<name>/`` must hold ``<name>.py``, ``README.md`` (metric card whose YAML header is a Space
config), ``app.py`` (importable, launches only under ``__main__``) and ``requirements.txt``. The module's
``_compute`` takes explicit keyword arguments (no ``**kwargs``), its docstrings carry at least two ``>>>`` examples,
and every example in the module, the card and the app runs against the local copy, offline.
"""

import doctest
import importlib
import importlib.util
import inspect
import re
from pathlib import Path

import datasets
import evaluate
import pytest
import yaml


REPO_ROOT = Path(__file__).resolve().parents[1]
METRICS_DIR = REPO_ROOT / "metrics"
METRIC_NAMES = sorted(p.name for p in METRICS_DIR.iterdir() if p.is_dir() and (p / f"{p.name}.py").exists())


def _load_local_module(name: str):
    path = METRICS_DIR / name / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"_hedgehub_local_metric_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _metric_class(module):
    classes = [
        obj
        for obj in vars(module).values()
        if inspect.isclass(obj) and issubclass(obj, evaluate.EvaluationModule) and obj.__module__ == module.__name__
    ]
    assert len(classes) == 1, f"expected one evaluate module class in {module.__file__}, found {classes}"
    return classes[0]


def _front_matter(readme: Path) -> dict:
    text = readme.read_text(encoding="utf-8")
    match = re.match(r"^---\n(.*?)\n---\n", text, flags=re.S)
    assert match, f"{readme} has no YAML header"
    return yaml.safe_load(match.group(1))


def test_metrics_are_discovered():
    assert "quite_accuracy" in METRIC_NAMES


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_folder_layout(name):
    folder = METRICS_DIR / name
    for file in (f"{name}.py", "README.md", "app.py", "requirements.txt"):
        assert (folder / file).is_file(), f"metrics/{name}/{file} is missing"


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_datasets_and_evaluate_imported_on_separate_lines(name):
    source = (METRICS_DIR / name / f"{name}.py").read_text(encoding="utf-8")
    for line in source.splitlines():
        if re.match(r"^\s*import\s+.*,", line):
            assert not re.search(r"\b(datasets|evaluate)\b", line), f"evaluate's import scanner misreads `{line}`"
    assert re.search(r"^import datasets$", source, flags=re.M) and re.search(r"^import evaluate$", source, flags=re.M)


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_compute_takes_explicit_keywords(name):
    cls = _metric_class(_load_local_module(name))
    parameters = inspect.signature(cls._compute).parameters.values()
    kinds = {p.kind for p in parameters}
    assert inspect.Parameter.VAR_KEYWORD not in kinds, f"{name}._compute must not take **kwargs"
    assert inspect.Parameter.VAR_POSITIONAL not in kinds, f"{name}._compute must not take *args"
    names = [p.name for p in parameters]
    assert names[:1] == ["self"] and "predictions" in names and "references" in names


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_documentation_strings(name):
    module = _load_local_module(name)
    for attribute in ("_CITATION", "_DESCRIPTION", "_KWARGS_DESCRIPTION"):
        assert isinstance(getattr(module, attribute, None), str) and getattr(module, attribute).strip(), attribute
    examples = re.findall(r"^\s*>>> .*\.compute\(", module._KWARGS_DESCRIPTION, flags=re.M)
    assert len(examples) >= 2, f"{name}: _KWARGS_DESCRIPTION needs at least two `>>>` examples calling compute"


def _run_doctests(tests: list[doctest.DocTest]) -> tuple[int, int, str]:
    import io

    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    for test in tests:
        runner.run(test, out=out.write)
    return runner.failures, runner.tries, out.getvalue()


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_module_doctests_run_against_the_local_copy(name, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)  # the examples load "metrics/<name>" relative to the repository root
    module = _load_local_module(name)
    tests = doctest.DocTestFinder().find(module, module.__name__, globs={})
    failures, tries, report = _run_doctests(tests)
    assert tries >= 2, f"{name}: no doctest examples found"
    assert failures == 0, report


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_card_and_app_examples_run(name, monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    parser = doctest.DocTestParser()
    tests = []
    for path in (METRICS_DIR / name / "README.md", METRICS_DIR / name / "app.py"):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            text = importlib.import_module(f"metrics.{name}.app").__doc__ or ""
        tests.append(parser.get_doctest(text, {}, f"{name}/{path.name}", str(path), 0))
    failures, tries, report = _run_doctests(tests)
    assert failures == 0, report


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_evaluate_load_from_the_folder_offline(name, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_UPDATE_DOWNLOAD_COUNTS", "false")
    metric = evaluate.load(str(METRICS_DIR / name))
    assert isinstance(metric, evaluate.EvaluationModule)
    features = metric.info.features
    options = features if isinstance(features, list) else [features]
    assert options and all(isinstance(f, datasets.Features) for f in options)
    assert metric.info.citation.strip() and metric.info.inputs_description.strip()


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_card_header_is_a_space_config(name):
    import gradio

    header = _front_matter(METRICS_DIR / name / "README.md")
    assert header.get("sdk") == "gradio"
    assert str(header.get("sdk_version")) == gradio.__version__, "pin sdk_version to the tested gradio"
    assert header.get("app_file") == "app.py"
    assert "evaluate" in header.get("tags", []) and "metric" in header.get("tags", [])
    assert header.get("title") and header.get("description")


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_app_builds_without_launching(name):
    import gradio as gr

    source = (METRICS_DIR / name / "app.py").read_text(encoding="utf-8")
    launches = [m.start() for m in re.finditer(r"\.launch\(", source)]
    main_guard = source.find('if __name__ == "__main__":')
    assert launches and main_guard != -1 and all(pos > main_guard for pos in launches), "launch only under __main__"
    app = importlib.import_module(f"metrics.{name}.app")
    assert isinstance(app.demo, gr.Blocks)
