"""Staging datasets in the exact Hub layout, rendering cards, and publishing: the only place that writes to a Hub.

A staged dataset folder is what the Hub repository will hold::

    <out_dir>/README.md                                   card whose YAML lists every config under `configs:`
    <out_dir>/<config>/<split>-00000-of-0000N.parquet     data

``datasets.load_dataset(str(out_dir), config)`` reads it exactly as it would read the Hub repo. Staging writes to a
temporary sibling folder and moves it into place at the end, so a failed build never leaves half a folder behind.

Each config entry of the staged card gets ``description: data sha256:<16 hex digits>``, a fingerprint of that config's
data files. ``datasets`` keys its cache of a local folder on the card (not on the files), so without it re-staging
different rows into the same folder would make ``load_dataset`` serve the previous build from the cache.

Examples:

    >>> import tempfile, datasets
    >>> from pathlib import Path
    >>> ds = datasets.Dataset.from_dict({"x": [1, 2, 3]})
    >>> out = Path(tempfile.mkdtemp()) / "toy"
    >>> _ = stage_dataset({"main": {"train": ds}}, out, card_text=render_dataset_card(
    ...     DATASET_CARD_TEMPLATE, {"main": {"train": ds}}, pretty_name="Toy", license="cc-by-4.0"))
    >>> "dataset_info:" in (out / "README.md").read_text()
    True
    >>> list(datasets.load_dataset(str(out), "main", split="train")["x"])
    [1, 2, 3]
    >>> new = {"main": {"train": datasets.Dataset.from_dict({"x": [10, 20, 30]})}}
    >>> _ = stage_dataset(new, out, card_text=render_dataset_card(
    ...     DATASET_CARD_TEMPLATE, new, pretty_name="Toy", license="cc-by-4.0"))
    >>> list(datasets.load_dataset(str(out), "main", split="train")["x"])  # the new build, not the cached one
    [10, 20, 30]
"""

from __future__ import annotations

import hashlib
import math
import os
import shutil
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any


DATASET_CARD_TEMPLATE = "dataset_card.md.jinja"
"""The generic dataset card: a template name for :func:`card_template` (package data in ``hedgehub/templates``)."""
MAX_SHARD_BYTES = 400 * 1024 * 1024

Splits = Mapping[str, Any]  # split name → datasets.Dataset


def card_template(name: str) -> str:
    """The text of a card template shipped with the package (``hedgehub/templates/<name>``, linked from the
    repository's ``model_cards/``), read with :mod:`importlib.resources` so that it works from an installed wheel.

    Args:
        name (`str`): the template file, e.g. ``quite_card.md.jinja``.

    Returns:
        `str`: the Jinja template.

    Examples:

        >>> card_template("dataset_card.md.jinja").startswith("---\\n{{ card_data }}\\n---")
        True
    """
    return files("hedgehub").joinpath("templates", name).read_text(encoding="utf-8")


@dataclass
class HubArguments:
    """Where a dataset script stages its folder and where it publishes it; every dataset script takes these flags.

    Examples:

        >>> HubArguments(push_to_hub="org/toy").push_kwargs()
        {'token': None, 'private': False, 'create_pr': False}
    """

    output_dir: str = field(
        default="hub/dataset",
        metadata={"help": "Staged Hub-layout folder (written atomically: temp folder, then moved)."},
    )
    push_to_hub: str | None = field(
        default=None, metadata={"help": "ORG/NAME: upload the staged folder to this Hub dataset repo in one commit."}
    )
    private: bool = field(default=False, metadata={"help": "Create the Hub repo private."})
    create_pr: bool = field(default=False, metadata={"help": "Open a pull request instead of committing to main."})
    token: str | None = field(default=None, metadata={"help": "Hub token (default: the logged-in token / HF_TOKEN)."})

    def push_kwargs(self) -> dict[str, Any]:
        """The keyword arguments of :func:`push_folder` these flags set."""
        return {"token": self.token, "private": self.private, "create_pr": self.create_pr}

    def publish(self, folder: str | os.PathLike) -> str | None:
        """Upload ``folder`` to ``push_to_hub`` (one commit) when it is set, and say where (stderr); returns the
        commit or PR URL."""
        if not self.push_to_hub:
            return None
        url = push_folder(folder, self.push_to_hub, **self.push_kwargs())
        print(f"pushed: {url}", file=sys.stderr)
        return url


def configs_yaml(configs: Mapping[str, Splits], default_config: str | None = None) -> list[dict]:
    """The ``configs:`` block of a card: one entry per config, each split pointing at its parquet shards.

    Examples:

        >>> configs_yaml({"a": {"train": None}, "b": {"test": None}}, "b")[1]
        {'config_name': 'b', 'data_files': [{'split': 'test', 'path': 'b/test-*'}], 'default': True}
    """
    default_config = default_config or next(iter(configs))
    entries = []
    for name, splits in configs.items():
        entry: dict[str, Any] = {
            "config_name": name,
            "data_files": [{"split": split, "path": f"{name}/{split}-*"} for split in splits],
        }
        if name == default_config:
            entry["default"] = True
        entries.append(entry)
    return entries


def dataset_infos(configs: Mapping[str, Splits]):
    """A ``datasets.DatasetInfosDict``: features and split sizes per config, for the card's ``dataset_info:`` block
    (written with the public ``DatasetInfosDict.to_dataset_card_data``)."""
    import datasets
    from datasets.info import DatasetInfosDict

    infos = DatasetInfosDict()
    for name, splits in configs.items():
        first = next(iter(splits.values()))
        split_dict = datasets.SplitDict.from_split_dict(
            [{"name": s, "num_bytes": int(ds.data.nbytes), "num_examples": len(ds)} for s, ds in splits.items()]
        )
        infos[name] = datasets.DatasetInfo(features=first.features, splits=split_dict)
    return infos


def render_dataset_card(
    template: str,
    configs: Mapping[str, Splits],
    *,
    pretty_name: str,
    license: str,
    default_config: str | None = None,
    card_data: Mapping[str, Any] | None = None,
    **template_kwargs: Any,
) -> str:
    """Render a dataset card (YAML header + Jinja body) for ``configs``.

    Args:
        template (`str`): a template of the package (``hedgehub/templates``, see :func:`card_template`), by name.
        configs (`Mapping[str, Mapping[str, Dataset]]`): config → split → dataset.
        pretty_name (`str`): the dataset's display name.
        license (`str`): an SPDX-style Hub license id, e.g. ``cc-by-4.0``.
        default_config (`str`, *optional*): defaults to the first config.
        card_data (`Mapping`, *optional*): more YAML fields (language, task_categories, tags, ...).
        template_kwargs: passed to the template (``configs_table`` is provided).

    Returns:
        `str`: the card text, ready to be written as ``README.md``.
    """
    from huggingface_hub import DatasetCard, DatasetCardData

    data = DatasetCardData(
        pretty_name=pretty_name,
        license=license,
        configs=configs_yaml(configs, default_config),
        **dict(card_data or {}),
    )
    dataset_infos(configs).to_dataset_card_data(data)
    rows = [
        {"config": name, "split": split, "rows": len(ds)}
        for name, splits in configs.items()
        for split, ds in splits.items()
    ]
    card = DatasetCard.from_template(
        data, template_str=card_template(template), pretty_name=pretty_name, configs_table=rows, **template_kwargs
    )
    return str(card)


def _write_config(splits: Splits, folder: Path, name: str) -> None:
    target = folder / name
    target.mkdir(parents=True, exist_ok=True)
    for split, ds in splits.items():
        num_shards = max(1, math.ceil(ds.data.nbytes / MAX_SHARD_BYTES))
        for index in range(num_shards):
            shard = ds.shard(num_shards=num_shards, index=index, contiguous=True)
            shard.to_parquet(str(target / f"{split}-{index:05d}-of-{num_shards:05d}.parquet"))


def data_fingerprint(folder: str | os.PathLike) -> str:
    """The first 16 hex digits of a sha256 over the relative names and bytes of every file under ``folder``."""
    folder = Path(folder)
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode("utf-8") + b"\0")
        with path.open("rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                digest.update(chunk)
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def fingerprint_card(card_text: str, fingerprints: Mapping[str, str]) -> str:
    """``card_text`` with ``description: data sha256:<fingerprint>`` in each ``configs:`` entry of ``fingerprints``.

    ``description`` is a field of every ``datasets`` builder config, so it enters the hash that names the cache folder
    of ``load_dataset(staged_dir, config)``: new data files, new cache entry. A card without ``configs:`` is returned
    unchanged (``datasets`` then keys its cache on the files' modification times).

    Examples:

        >>> card = "---\\nconfigs:\\n- config_name: main\\n  data_files: main/*\\n---\\n# Toy\\n"
        >>> print(fingerprint_card(card, {"main": "0123456789abcdef"}), end="")
        ---
        configs:
        - config_name: main
          data_files: main/*
          description: data sha256:0123456789abcdef
        ---
        # Toy
    """
    from huggingface_hub import DatasetCard

    card = DatasetCard(card_text)
    entries = card.data.get("configs")
    if not entries:
        return card_text
    for entry in entries:
        if isinstance(entry, dict) and entry.get("config_name") in fingerprints:
            entry["description"] = f"data sha256:{fingerprints[entry['config_name']]}"
    card.data.configs = entries
    return str(card)


def stage_dataset(
    configs: Mapping[str, Splits],
    out_dir: str | os.PathLike,
    *,
    card_text: str,
    extra_files: Mapping[str, str | bytes] | None = None,
) -> Path:
    """Write ``configs`` and the card to ``out_dir`` atomically (temp folder, then move).

    The card's ``configs:`` entries get a fingerprint of their data files (see :func:`fingerprint_card`), so that
    ``load_dataset(out_dir, config)`` never serves an earlier build of the same folder from its cache.

    Args:
        configs (`Mapping[str, Mapping[str, Dataset]]`): config → split → dataset.
        out_dir (`str` or `os.PathLike`): the staged repo folder; replaced if it exists.
        card_text (`str`): the README.md content (see :func:`render_dataset_card`).
        extra_files (`Mapping[str, str | bytes]`, *optional*): more files (relative path → content), e.g. a report.

    Returns:
        `Path`: ``out_dir``.
    """
    out_dir = Path(out_dir).resolve()
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.tmp-", dir=out_dir.parent))
    try:
        for name, splits in configs.items():
            _write_config(splits, tmp, name)
        fingerprints = {name: data_fingerprint(tmp / name) for name in configs}
        (tmp / "README.md").write_text(fingerprint_card(card_text, fingerprints), encoding="utf-8")
        for rel, content in (extra_files or {}).items():
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
        replace_dir(tmp, out_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out_dir


def replace_dir(src: Path, dst: Path) -> None:
    """Move folder ``src`` to ``dst``, replacing ``dst``; the old folder is removed only after the move."""
    old = None
    if dst.exists():
        old = dst.with_name(f".{dst.name}.old-{os.getpid()}")
        if old.exists():
            shutil.rmtree(old)
        os.replace(dst, old)
    os.replace(src, dst)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def push_folder(
    folder: str | os.PathLike,
    repo_id: str,
    *,
    repo_type: str = "dataset",
    token: str | None = None,
    private: bool = False,
    create_pr: bool = False,
    commit_message: str | None = None,
    space_sdk: str | None = None,
    ignore_patterns: list[str] | None = None,
) -> str:
    """Upload a staged folder to the Hub in one commit (creating the repo if needed).

    Args:
        folder (`str` or `os.PathLike`): the staged folder.
        repo_id (`str`): ``ORG/NAME``.
        repo_type (`str`, *optional*, defaults to `"dataset"`): ``dataset``, ``model`` or ``space``.
        token (`str`, *optional*): defaults to the logged-in token / ``HF_TOKEN``.
        private (`bool`, *optional*, defaults to `False`): create the repo private.
        create_pr (`bool`, *optional*, defaults to `False`): open a pull request instead of committing to main.
        commit_message (`str`, *optional*): defaults to "Upload with hedgehub".
        space_sdk (`str`, *optional*): the SDK when creating a Space (``gradio``).
        ignore_patterns (`list[str]`, *optional*): files of ``folder`` left out (glob patterns, e.g. checkpoints).

    Returns:
        `str`: the commit (or PR) URL.
    """
    from huggingface_hub import HfApi

    api = HfApi(token=token)
    api.create_repo(repo_id, repo_type=repo_type, private=private, exist_ok=True, space_sdk=space_sdk)
    info = api.upload_folder(
        folder_path=str(folder),
        repo_id=repo_id,
        repo_type=repo_type,
        commit_message=commit_message or "Upload with hedgehub",
        create_pr=create_pr,
        ignore_patterns=ignore_patterns,
    )
    return str(getattr(info, "pr_url", None) or getattr(info, "commit_url", info))
