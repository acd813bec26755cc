"""The WordNet antonym table (:mod:`hedgehub.antonyms`): built from WordNet's database format, shipped with the
package, read by the slot parser."""

from __future__ import annotations

import doctest

import pytest

import hedgehub.antonyms as antonyms


_ADJECTIVES = """  1 This file is a stand-in for WordNet's data.adj (licence lines start with two spaces).
00000001 00 a 02 sober 0 clean 0 002 ! 00000002 a 0101 & 00000003 s 0000 | not intoxicated
00000002 00 a 02 intoxicated 0 drunk 0 002 ! 00000001 a 0101 & 00000004 s 0000 | stupefied by alcohol
00000003 00 s 01 abstemious 0 001 & 00000001 a 0000 | sparing in drink
00000004 00 s 02 tipsy 0 high_as_a_kite 0 001 & 00000002 a 0000 | slightly drunk
"""
_ADVERBS = """00000020 02 r 01 soberly 0 001 \\ 00000001 a 0101 | in a sober manner
"""
_VERBS = """00000010 30 v 01 rise 0 001 ! 00000011 v 0101 | move upward
00000011 30 v 01 fall 0 001 ! 00000010 v 0101 | move downward
"""


def _wordnet(folder, adjectives=_ADJECTIVES):
    for part, text in (("adj", adjectives), ("verb", _VERBS), ("noun", ""), ("adv", _ADVERBS)):
        (folder / f"data.{part}").write_text(text, encoding="utf-8")
    (folder / "verb.exc").write_text("fell fall\nrose rise\nran run\n", encoding="utf-8")
    return folder


def test_build_reads_direct_and_indirect_antonyms_irregular_forms_and_adverbs(tmp_path):
    pairs, forms = antonyms.build(_wordnet(tmp_path))
    assert pairs == [
        ("a", "intoxicated", "sober"),  # direct, said once for both directions
        ("s", "abstemious", "intoxicated"),  # a satellite like sober
        ("s", "clean", "intoxicated"),  # said with sober in its synset
        ("s", "drunk", "sober"),
        ("s", "sober", "tipsy"),
        ("v", "fall", "rise"),
    ]  # no multi-word lemma (high_as_a_kite)
    assert forms == {"fell": "fall", "rose": "rise", "soberly": "sober"}  # "ran": no antonym of run


def test_write_leaves_the_table_and_no_partial_file(tmp_path):
    output = tmp_path / "antonyms.tsv"
    antonyms.write([("a", "intoxicated", "sober")], {"fell": "fall"}, output)
    lines = output.read_text(encoding="utf-8").splitlines()
    assert lines[-2:] == ["a\tintoxicated\tsober", "form\tfell\tfall"]
    assert [p.name for p in tmp_path.iterdir()] == ["antonyms.tsv"]


def test_bad_wordnet_files_name_the_file_and_line(tmp_path):
    with pytest.raises(FileNotFoundError, match="missing data.noun, data.verb, data.adj, data.adv"):
        antonyms.build(tmp_path)
    broken = _ADJECTIVES.replace("00000003 00 s 01 abstemious", "00000003 00 s zz abstemious")
    with pytest.raises(ValueError, match=r"data\.adj:4: not a WordNet data line"):
        antonyms.build(_wordnet(tmp_path, broken))


def test_the_shipped_table():
    """The table in the package: WordNet's own pairs read both ways, irregular forms read as their base."""
    assert "malignant" in antonyms.antonyms("benign") and "benign" in antonyms.antonyms("malignant")
    assert "drunk" in antonyms.antonyms("sober") and "rise" in antonyms.antonyms("fell")
    assert antonyms.base_form("lost") == "lose" and antonyms.base_form("slowly") == "slow"
    pairs = set(antonyms.pairs())
    assert len(pairs) > 40_000 and all((b, a) in pairs for a, b in pairs)


def test_doctests():
    assert doctest.testmod(antonyms).failed == 0
