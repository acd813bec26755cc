"""Each metric folder's requirements.txt lists what its modules import (the Space's own check is in test_space.py).

A metric folder is installed on its own (``evaluate.load`` of a Hub metric, the metric's Space), so every third-party
module its ``<name>.py`` and ``app.py`` import must be a requirement; ``hedgehub`` among them when the folder wraps
the library (its own dependencies come with it).
"""

import ast
import re
import sys
from pathlib import Path

import pytest


REPO_ROOT = Path(__file__).resolve().parents[1]
METRICS_DIR = REPO_ROOT / "metrics"
METRIC_NAMES = sorted(p.name for p in METRICS_DIR.iterdir() if p.is_dir() and (p / f"{p.name}.py").exists())
DISTRIBUTIONS = {  # import name → distribution name
    "PIL": "pillow",
    "yaml": "pyyaml",
    "sklearn": "scikit-learn",
    "sentence_transformers": "sentence-transformers",
}


def requirement_names(path: Path) -> set[str]:
    """The distribution names of a requirements file (``name>=1``, ``name @ url``, ``name[extra]``), lower case."""
    names = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            names.add(re.split(r"[<>=!~\[ @;]", line)[0].lower())
    return names


def imports_of(paths: list[Path], follow: Path | None = None) -> tuple[set[str], set[Path]]:
    """The distribution names of the non-standard-library modules ``paths`` import (absolute imports only), and the
    files read. With ``follow`` (a ``src`` folder), ``hedgehub.*`` imports are followed into that folder's modules
    instead of counting ``hedgehub`` itself, as a Space that vendors the package needs."""
    needed, seen, todo = set(), set(), list(paths)
    while todo:
        path = todo.pop()
        seen.add(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                if follow is not None and top == "hedgehub":
                    file = follow / Path(*module.split(".")).with_suffix(".py")
                    if file.exists() and file not in seen and file not in todo:
                        todo.append(file)
                elif top not in sys.stdlib_module_names:
                    needed.add(DISTRIBUTIONS.get(top, top).lower())
    return needed, seen


@pytest.mark.parametrize("name", METRIC_NAMES)
def test_metric_requirements_list_what_it_imports(name):
    folder = METRICS_DIR / name
    needed, _ = imports_of([folder / f"{name}.py", folder / "app.py"])
    listed = requirement_names(folder / "requirements.txt")
    assert {"evaluate", "datasets", "gradio"} <= needed | listed
    assert needed <= listed, f"add to metrics/{name}/requirements.txt: {sorted(needed - listed)}"


def test_the_wrapped_library_is_a_requirement():
    for name in METRIC_NAMES:
        if "hedgehub" in imports_of([METRICS_DIR / name / f"{name}.py"])[0]:
            assert "hedgehub" in requirement_names(METRICS_DIR / name / "requirements.txt"), name


def test_requirement_names_parses_every_form(tmp_path):
    path = tmp_path / "requirements.txt"
    path.write_text(
        "evaluate>=0.4.3\n# a comment\nhedgehub @ git+https://example.org/h.git\ntorch  # cpu\nx[extra]==1\n"
    )
    assert requirement_names(path) == {"evaluate", "hedgehub", "torch", "x"}
