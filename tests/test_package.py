"""hedgehub is a package, not a folder: nothing in ``src/hedgehub`` reaches into the checkout, card templates are
package data, every dataset script is a ``hedgehub build`` command with the same publishing flags, and (slow) a wheel
installed into a fresh environment works from a folder outside the repository."""

import ast
import dataclasses
import importlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hedgehub import cli, hub
from hedgehub.hub import HubArguments, card_template


REPO_ROOT = Path(__file__).resolve().parents[1]
PACKAGE = REPO_ROOT / "src" / "hedgehub"
CHECKOUT_FOLDERS = ("dataset_scripts", "trainers", "metrics", "model_cards", "spaces", "tests")
DATASET_SCRIPTS = sorted(p for p in (REPO_ROOT / "dataset_scripts").glob("*.py") if p.name != "__init__.py")


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                ids.add(id(first.value))
    return ids


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_reaches_into_the_checkout(path):
    """No path built from ``__file__`` up to the repository, no import by file path, no checkout folder as a path."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    where = path.relative_to(REPO_ROOT)
    assert "sys.path" not in text, f"{where} edits sys.path"
    assert not re.search(r"__file__\)?(\.resolve\(\))?\.parents\[|\.parent\.parent", text), (
        f"{where} climbs from __file__"
    )
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            assert node.id not in ("REPO_ROOT", "MODEL_CARDS_DIR"), f"{where}:{node.lineno} uses {node.id}"
        if isinstance(node, ast.Attribute):
            assert node.attr != "spec_from_file_location", f"{where}:{node.lineno} imports a file by path"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            value = node.value.strip()
            if re.search(r"\s", value):
                continue  # a sentence (help text, message), not a path
            for folder in CHECKOUT_FOLDERS:
                assert not re.match(rf"^(\.\./)*{folder}(/|$)", value), f"{where}:{node.lineno} names {value!r}"


def test_card_templates_are_package_data_linked_from_model_cards():
    templates = sorted(p.name for p in (PACKAGE / "templates").glob("*.jinja"))
    links = sorted(p.name for p in (REPO_ROOT / "model_cards").iterdir())
    assert templates and links == templates, "model_cards/ holds one link per template of src/hedgehub/templates/"
    for name in links:
        link = REPO_ROOT / "model_cards" / name
        assert link.is_symlink() and link.resolve() == (PACKAGE / "templates" / name).resolve()
        assert card_template(name) == link.read_text(encoding="utf-8")
    assert '"templates/*.jinja"' in (REPO_ROOT / "pyproject.toml").read_text(), "ship the templates in the wheel"


def test_help_lists_build_train_and_evaluate_commands(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = capsys.readouterr().out
    for group, (commands, _) in cli.GROUPS.items():
        assert f"hedgehub {group} COMMAND" in text
        for name, (module_name, _) in commands.items():
            assert f"  {name} " in text
            module = importlib.import_module(module_name)
            assert callable(module.main) and callable(module.make_parser), module_name


@pytest.mark.parametrize("script", DATASET_SCRIPTS, ids=lambda p: p.stem)
def test_every_dataset_script_is_a_build_command_with_the_hub_flags(script):
    name = script.stem.replace("_", "-")
    module_name, _ = cli.BUILD[name]
    module = importlib.import_module(module_name)
    (arguments,) = module.make_parser().dataclass_types
    assert issubclass(arguments, HubArguments)
    flags = {f.name for f in dataclasses.fields(arguments)}
    assert {"output_dir", "push_to_hub", "private", "create_pr", "token"} <= flags
    assert not {"repo_id", "out_dir"} & flags, "one set of publishing flags: --output_dir, --push_to_hub ORG/NAME"
    (parsed,) = module.make_parser().parse_args_and_config(["--output_dir", "x", "--push_to_hub", "org/name"])
    assert (parsed.output_dir, parsed.push_to_hub) == ("x", "org/name")
    text = script.read_text(encoding="utf-8")
    assert f'cli.main(["build", "{name}", *sys.argv[1:]])' in text and len(text.splitlines()) < 25, "keep it thin"


def test_push_to_hub_uploads_the_staged_folder_once(monkeypatch, tmp_path, capsys):
    calls = []
    monkeypatch.setattr(hub, "push_folder", lambda folder, repo_id, **kw: calls.append((folder, repo_id, kw)) or "url")
    assert HubArguments().publish(tmp_path) is None and not calls  # off by default
    args = HubArguments(push_to_hub="org/name", private=True, create_pr=True, token="t0k")
    assert args.publish(tmp_path) == "url"
    assert calls == [(tmp_path, "org/name", {"token": "t0k", "private": True, "create_pr": True})]
    assert capsys.readouterr().err == "pushed: url\n"


def test_dataset_script_and_build_command_are_one_code_path(tmp_path):
    """``python dataset_scripts/quite.py`` is ``hedgehub build quite``: same parser, same one-line input error."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    missing = tmp_path / "missing.zip"
    results = [
        subprocess.run(
            [*command, "--source", str(missing), "--output_dir", str(tmp_path / "out")],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=env,
            timeout=300,
        )
        for command in (
            [sys.executable, str(REPO_ROOT / "dataset_scripts" / "quite.py")],
            [sys.executable, "-m", "hedgehub.cli", "build", "quite"],
        )
    ]
    for result in results:
        assert result.returncode == 1, result.stderr
        assert result.stderr.strip().splitlines()[-1] == f"error: {missing}: no such file or folder"
    assert not (tmp_path / "out").exists()


IGNORED = (".git", ".venv", "build", "hub", "runs", "__pycache__", "*.egg-info", ".ruff_cache", ".pytest_cache")


def _installed_wheel_env(tmp_path: Path) -> tuple[Path, dict]:
    """A fresh venv holding only the hedgehub wheel; the dependencies come from this environment (a .pth line)."""
    source = tmp_path / "source"  # a copy, so that no stale build/ folder of the checkout leaks into the wheel
    shutil.copytree(REPO_ROOT, source, ignore=shutil.ignore_patterns(*IGNORED), symlinks=True)
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(wheels), "."],
        cwd=source,
        check=True,
        timeout=600,
    )
    (wheel,) = wheels.glob("hedgehub-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    deps = [p for p in sys.path if p.endswith("site-packages")]
    Path(site, "zz_dependencies.pth").write_text("\n".join(deps) + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)],
        check=True,
        timeout=600,
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", PATH=f"{venv / 'bin'}:{env.get('PATH', '')}")
    return venv, env


CHECK_IMPORTS = """
import pkgutil, sys, importlib
repo = sys.argv[1]
seen = []
sys.addaudithook(lambda event, args: event == "open" and isinstance(args[0], str) and seen.append(args[0]))
import hedgehub
for info in pkgutil.walk_packages(hedgehub.__path__, "hedgehub."):
    try:
        importlib.import_module(info.name)
    except ImportError as err:  # an optional dependency (the train / space extras)
        print("skipped", info.name, err, file=sys.stderr)
from hedgehub.hub import DATASET_CARD_TEMPLATE, card_template, render_dataset_card
import datasets
ds = datasets.Dataset.from_dict({"x": [1, 2]})
card = render_dataset_card(DATASET_CARD_TEMPLATE, {"main": {"train": ds}}, pretty_name="Toy", license="cc-by-4.0")
assert card.startswith("---") and "config_name: main" in card, card
for name in ("quite_card.md.jinja", "parser_model_card.md.jinja", "slot_parser_card.md.jinja"):
    assert card_template(name)
from hedgehub.antonyms import antonyms
assert "malignant" in antonyms("benign")  # the WordNet table is package data
venv_of_tests = repo + "/.venv/"
checkout = [p for p in seen if p.startswith(repo + "/") and not p.startswith(venv_of_tests)]
assert not checkout, checkout[:10]
print(hedgehub.__file__)
"""


@pytest.mark.slow
def test_the_wheel_works_outside_the_checkout(tmp_path):
    venv, env = _installed_wheel_env(tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    run = dict(cwd=outside, env=env, capture_output=True, text=True, timeout=600)
    help_text = subprocess.run([str(venv / "bin" / "hedgehub"), "--help"], check=True, **run).stdout
    assert all(f"hedgehub {group} COMMAND" in help_text for group in ("build", "train", "evaluate"))
    build_help = subprocess.run([str(venv / "bin" / "hedgehub"), "build", "quite", "--help"], check=True, **run)
    assert "--push_to_hub" in build_help.stdout and "--output_dir" in build_help.stdout
    result = subprocess.run([str(venv / "bin" / "python"), "-c", CHECK_IMPORTS, str(REPO_ROOT)], **run)
    assert result.returncode == 0, result.stderr[-3000:]
    assert Path(result.stdout.strip()).is_relative_to(venv), result.stdout
