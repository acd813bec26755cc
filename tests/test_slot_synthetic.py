"""Namer examples beyond QUITE's (:mod:`hedgehub.slot_synthetic`)."""

from __future__ import annotations

import doctest
import re

from hedgehub import slot_synthetic
from hedgehub.constrained import grammar_accepts
from hedgehub.evaluation.user_text import _NETWORKS
from hedgehub.slot_parser import namer_grammar, parse_namer_output
from hedgehub.slot_synthetic import ATTRIBUTES, PREDICATES, predicate_examples


def test_doctests():
    result = doctest.testmod(slot_synthetic, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_examples_name_what_is_said_and_their_states_are_spans():
    """Every target reads back as a name and states that the parser's namer grammar allows; a three-state target's
    states are said in its premise, and the name of a boolean is one of the predicates'."""
    rows = predicate_examples(60, seed=3)
    names = {p[3] for p in PREDICATES}
    attributes = {a[1]: a[2] for a in ATTRIBUTES}
    kinds = {"boolean": 0, "states": 0}
    for row in rows:
        premise, declared, asked = row["prompt"].split("\n")
        assert premise.startswith("Premise: ") and declared.startswith("Declared: ") and asked == "New variable:"
        name, states = parse_namer_output(row["completion"])
        if states:
            kinds["states"] += 1
            assert tuple(states) == attributes[name]
            assert all(s in premise for s in states)
        else:
            kinds["boolean"] += 1
            assert name in names
        assert not re.search(rf"(^|[ ;]){re.escape(name)}([(;]|$)", declared.removeprefix("Declared: "))
        # the namer's grammar at parse time (states are spans of the sentence) accepts the target
        assert grammar_accepts(namer_grammar({}, premise.removeprefix("Premise: ")), row["completion"])
    assert kinds == {"boolean": 30, "states": 30}


def test_no_user_text_name_is_trained():
    """The user-text sets measure text the namer was not trained on: no variable of their gold programs is a name
    the written examples teach."""
    taught = {p[3] for p in PREDICATES} | {a[1] for a in ATTRIBUTES}
    gold = set()
    for _, _, program, *_ in _NETWORKS.values():
        for clause in program:
            gold |= set(re.findall(r"::([a-z_]+)", clause))
    assert gold and not taught & gold
