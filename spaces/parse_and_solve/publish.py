"""Stage this Space for the Hub and, if asked, upload it.

The staged folder holds what the Space repository needs and nothing else: ``app.py``, ``README.md`` (the Space
card), ``requirements.txt`` and a copy of the installed ``hedgehub`` package next to ``app.py``, so the
Space runs exactly the code that was tested here. Uploading goes through ``hedgehub.hub.push_folder``.

Usage:

    # stage only (default): inspect build/space-parse-and-solve, or run it with `python app.py` from there
    python spaces/parse_and_solve/publish.py --out build/space-parse-and-solve
    # stage and upload (needs `hf auth login` or HF_TOKEN)
    python spaces/parse_and_solve/publish.py --repo_id ORG/hedgehub-parse-and-solve --push
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

import hedgehub


SPACE_DIR = Path(__file__).resolve().parent
PACKAGE_DIR = Path(hedgehub.__file__).resolve().parent  # the hedgehub this Python imports (the one tested here)
SPACE_FILES = ("app.py", "README.md", "requirements.txt")


def stage_space(out_dir: str | Path, package_dir: str | Path = PACKAGE_DIR) -> Path:
    """Write the Space folder to ``out_dir`` (replaced if it exists), with ``hedgehub`` vendored.

    Args:
        out_dir (`str` or `Path`): the staged Space folder.
        package_dir (`str` or `Path`, *optional*, defaults to the imported `hedgehub`): the package to vendor.

    Returns:
        `Path`: ``out_dir``.

    Examples:

        >>> import tempfile
        >>> out = stage_space(Path(tempfile.mkdtemp()) / "space")
        >>> sorted(p.name for p in out.iterdir())
        ['README.md', 'app.py', 'hedgehub', 'requirements.txt']
    """
    from hedgehub.hub import replace_dir

    out_dir = Path(out_dir).resolve()
    package_dir = Path(package_dir)
    if not (package_dir / "__init__.py").exists():
        raise FileNotFoundError(f"{package_dir} is not the hedgehub package (no __init__.py)")
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.tmp-", dir=out_dir.parent))
    try:
        for name in SPACE_FILES:
            shutil.copy2(SPACE_DIR / name, tmp / name)
        shutil.copytree(package_dir, tmp / "hedgehub", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        replace_dir(tmp, out_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out_dir


def main(argv: list[str] | None = None) -> str | None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="build/space-parse-and-solve", help="staged Space folder")
    parser.add_argument("--repo_id", default=None, help="the Space id, ORG/NAME (needed with --push)")
    parser.add_argument("--push", action="store_true", help="upload the staged folder (off by default)")
    parser.add_argument("--private", action="store_true", help="create the Space private")
    parser.add_argument("--create_pr", action="store_true", help="open a pull request instead of committing")
    args = parser.parse_args(argv)
    out = stage_space(args.out)
    print(f"staged {out}")
    if not args.push:
        return None
    if not args.repo_id:
        parser.error("--push needs --repo_id ORG/NAME")
    from hedgehub.hub import push_folder

    url = push_folder(
        out,
        args.repo_id,
        repo_type="space",
        space_sdk="gradio",
        private=args.private,
        create_pr=args.create_pr,
        commit_message="Upload the parse-and-solve Space with hedgehub",
    )
    print(url)
    return url


if __name__ == "__main__":
    main()
