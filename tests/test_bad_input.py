"""Regression tests of issue 14 (bad input and stale state) that have no more obvious home.

The other items live beside their modules: the damaged QUITE zip in ``test_quite_dataset.py``, malformed metric
predictions in ``test_quite_metric.py``, the conversation-forecasting inputs in ``test_forecasting.py``.
"""

import doctest

import datasets
import pytest

import hedgehub.hub as hub


def _stage(configs: dict, out):
    card = hub.render_dataset_card(hub.DATASET_CARD_TEMPLATE, configs, pretty_name="Toy", license="cc-by-4.0")
    return hub.stage_dataset(configs, out, card_text=card)


def test_hub_doctests():
    assert doctest.testmod(hub, optionflags=doctest.ELLIPSIS).failed == 0


def test_restaging_is_not_served_from_the_datasets_cache(tmp_path):
    # issue 14.7: stage x=1, load, re-stage x=2 into the same folder, load -> used to return x=1 from the cache
    out, cache = tmp_path / "toy", str(tmp_path / "cache")
    for x in (1, 2):
        _stage({"main": {"train": datasets.Dataset.from_dict({"x": [x]})}}, out)
        assert list(datasets.load_dataset(str(out), "main", split="train", cache_dir=cache)["x"]) == [x]
    # same shape, different strings, two configs: each config follows its own files
    for words in (["a", "b"], ["c", "d"]):
        configs = {
            "one": {"train": datasets.Dataset.from_dict({"w": words})},
            "two": {"test": datasets.Dataset.from_dict({"w": words[::-1]})},
        }
        _stage(configs, out)
        assert list(datasets.load_dataset(str(out), "one", split="train", cache_dir=cache)["w"]) == words
        assert list(datasets.load_dataset(str(out), "two", split="test", cache_dir=cache)["w"]) == words[::-1]


def test_restaging_the_same_rows_gives_the_same_card(tmp_path):
    # the fingerprint is a function of the data files: deterministic builds stay byte-identical
    configs = {"main": {"train": datasets.Dataset.from_dict({"x": [1, 2]})}}
    first = (_stage(configs, tmp_path / "a") / "README.md").read_text()
    second = (_stage(configs, tmp_path / "b") / "README.md").read_text()
    assert first == second and "description: data sha256:" in first


@pytest.mark.parametrize("card", ["# no YAML header\n", "---\nlicense: mit\n---\n# no configs\n"])
def test_cards_without_configs_are_staged_unchanged(tmp_path, card):
    out = hub.stage_dataset(
        {"main": {"train": datasets.Dataset.from_dict({"x": [1]})}}, tmp_path / "toy", card_text=card
    )
    assert (out / "README.md").read_text() == card
