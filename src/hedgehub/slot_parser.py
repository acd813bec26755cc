"""The slot parser: code owns the network, trained models only make choices, code writes the ProbLog.

QUITE writes a Bayesian network one CPT column per premise, and a variable's premises form one contiguous run whose
length is the product of its parents' state counts. A :class:`ParserState` tracks the declared variables and the
parent assignments the open run still owes, and so decides whether a premise *introduces* a variable or
*continues* one:

- **introducing premise** — a small causal LM (the *namer*, SmolLM2 + LoRA, grammar-constrained) writes the new
  variable's name and states (``stroke_volume(low|normal|high)``, or ``smoker`` for a boolean), preferring words of
  the sentence; rules read the states where they can (:func:`hedgehub.slot_states.read_states`: what the sentence
  gives a probability each); the *chooser* picks its parents among the declared variables (scored over the whole run
  the parent set implies, beside the declared names the run's sentences say) and the parent assignment of this
  premise;
- **continuing premise** — the chooser picks the parent assignment among those not used yet, beside the parents'
  values the condition says (:func:`condition_match`);
- **probabilities** — rules read them (:func:`read_probabilities`: each stated number goes to the state named
  nearest to it, ``respectively`` lists, ``each``, ``no A``, ``no chance of …``, the remainder for states left
  unnamed; P(true) of a boolean from the polarity of the words around the number; words of estimative
  probability at their medians). A complete reading is taken as it is; otherwise the chooser picks one probability
  per state among candidates read from the sentence (stated numbers, ``1 − p``, the remainder split ``k`` ways,
  equal splits, odds and ratio phrases, and for words of estimative probability a grid of values) beside the states
  the rules did read, and code keeps an annotated disjunction summing to 1;
- **evidence and question** — the chooser picks one atom × polarity among the declared ones, beside code rules: the
  variable's name in the sentence (:func:`lexical_scores`), the state's words and numbers (:func:`state_match`), a
  negation rule for booleans (:func:`negated`), only the asked part of a question (:func:`asked_part`), and one
  variable per sentence of a text.

The chooser is one cross-encoder (all-MiniLM-L6-v2 fine-tuned by ``trainers/slot_chooser.py``) scoring
``(sentence, candidate)`` pairs such as ``("… if air pollution is low …", "given: pollution: low")`` or
``("… 18% …", "probability: stroke volume: low = 18%")``. The namer is trained by ``trainers/slot_namer.py``.

:func:`hedgehub.slots.render_premise` writes every clause, so a parsed program never has a syntax error, an
undefined predicate or an invalid probability. :meth:`SlotParser.parse` returns a :class:`ParsedProgram`; it never
runs ProbLog (:func:`hedgehub.parser.solve` does).

Examples:

    >>> candidate_values("30% of the entire population are smokers.", 1)
    [0.0, 0.3, 0.35, 0.5, 0.7, 1.0]
    >>> candidate_values("A 98% chance of low, while normal or high are each at 1%.", 3)
    [0.0, 0.0033333333, 0.005, 0.01, 0.02, 0.3333333333, 0.5, 0.98, 0.99, 1.0]
    >>> print(namer_prompt("30% of the population are smokers.", {}))
    Premise: 30% of the population are smokers.
    Declared: (none)
    New variable:
    >>> parse_namer_output(" stroke_volume(low|normal|high)")
    ('stroke_volume', ('low', 'normal', 'high'))
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import logging
import math
import os
import random
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple, TypeVar

from hedgehub.antonyms import base_form
from hedgehub.antonyms import pairs as antonym_pairs
from hedgehub.slots import (
    AtomSlot,
    NetworkSlots,
    PremiseSlots,
    SlotError,
    Variable,
    identifier,
    normalize,
    render_premise,
    render_question,
)
from hedgehub.wep import WEP_PROBABILITIES


logger = logging.getLogger(__name__)

# ----------------------------------------------------------------------------------------------------------------
# Candidate probabilities read from a sentence
# ----------------------------------------------------------------------------------------------------------------

_PERCENT = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\s*(%|percent\b|per cent\b)", re.IGNORECASE)
_UNIT = (
    r"(?:\s*(?:°\s*c\b|°|degrees?\b|dollars?\b|miles?\b|units?\b|milligrams?\s+per\s+lit(?:er|re)\b|mg/l\b|"
    r"mmol/l\b|mmol/kg\s*[/*]\s*h\b|kg/m\^?2\b|mj/m\^?2\b|mg\b|kg\b))"
)
"""A unit after a number: the number is a quantity (a state, :mod:`hedgehub.slot_states`), not a probability."""
_UNIT_AFTER = re.compile(_UNIT, re.IGNORECASE)
_DECIMAL = re.compile(r"(?<![\w.,])(0?\.\d+|1\.0+|0|1)(?![\w%]|\.\d)")
ODDS = r"(?P<part>\d+)\s+(?:times\s+)?(?:in|out of)\s+(?P<whole>\d+)\b(?![.,]\d|\s*%)"
"""Odds said as counts ("1 in 100", "99 out of 100", "95 times out of 100"), not a number beside a percentage ("zero
in 91.62% of cases"); the premise readers here and in :mod:`hedgehub.slot_states` share it."""
_ONE_IN = re.compile(ODDS, re.IGNORECASE)
_RATIOS = {
    r"\btwice\b|\bdouble\b|two times": 2,
    r"three times|\bthrice\b|\btriple\b": 3,
    r"four times": 4,
    r"\bequal(?:ly)?\b|\bsame\b|\beven\b|\bevenly\b|\beach\b": 1,
}
WEP_GRID = (0.0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.98, 1.0)
"""Candidate probabilities of a premise in words (no number stated): the chooser maps words to one of these."""

WEP_TARGETS = ("exact", "nearest")
"""How the chooser's training labels a premise in words (:func:`premise_examples`)."""


def number_mentions(sentence: str) -> list[tuple[int, int, float]]:
    """Where the sentence states a probability as a number (start, end, value): percentages, ``1 in 100`` and
    ``0.35``-style decimals that no unit follows, in that order.

    Examples:

        >>> number_mentions("The rate is 0.8 mmol/kg/h with a probability of 0.3, and 1 in 4 otherwise.")
        [(57, 63, 0.25), (48, 51, 0.3)]
    """
    mentions: list[tuple[int, int, float]] = []
    for match in _PERCENT.finditer(sentence):
        mentions.append((*match.span(), float(match.group(1)) / 100))
    for match in _ONE_IN.finditer(sentence):
        a, b = float(match.group(1)), float(match.group(2))
        if b > 0 and a <= b:
            mentions.append((*match.span(), a / b))
    for match in _DECIMAL.finditer(sentence):
        if not any(s <= match.start() < e for s, e, _ in mentions) and "." in match.group(1):
            if not _UNIT_AFTER.match(sentence, match.end()):  # "0.8 mmol/kg/h" is a quantity
                mentions.append((*match.span(), float(match.group(1))))
    return [(start, end, round(v, 10)) for start, end, v in mentions if 0 <= v <= 1]


def stated_values(sentence: str) -> list[float]:
    """The probabilities a sentence states: percentages, ``1 in 100``, ``0.35``-style decimals
    (:func:`number_mentions`, in that order), then fractions such as ``a third`` (:data:`_FRACTION`,
    :func:`fraction_value`, the reader of fractions the state and probability readers use).

    Examples:

        >>> stated_values("The chance is just 1 in 100, while not having it is 99 out of 100.")
        [0.01, 0.99]
        >>> stated_values("In 90% of all areas there is low pollution, in 10 percent high pollution.")
        [0.9, 0.1]
        >>> stated_values("The rate is 0.8 mmol/kg/h with a probability of 0.3, and 0.4 mmol/kg/h otherwise.")
        [0.3]
        >>> stated_values("It is dry on two thirds of days, wet on a fifth and snowy on the rest.")
        [0.6666666667, 0.2]
    """
    said = said_numbers(sentence)
    values = [value for _, _, value in number_mentions(said)]
    fractions = (fraction_value(m.group(0)) for m in _FRACTION.finditer(said.lower()))
    values += dict.fromkeys(v for v in fractions if v is not None)  # once each, in the order said
    return [round(v, 10) for v in values if 0 <= v <= 1]


def candidate_values(sentence: str, n_states: int) -> list[float]:
    """The probabilities one state of a premise's variable can have, read from the sentence.

    With stated numbers: those numbers, ``1 − p``, the remainder ``1 − Σ`` split over 1…``n_states`` states, the
    equal split ``1/n_states``, shares implied by ratio words (``twice as likely`` → 2/3 and 1/3), 0 and 1. A
    sentence in words of estimative probability states no number: then :data:`WEP_GRID`.

    Args:
        sentence (`str`): the premise.
        n_states (`int`): how many states the variable has (1 for a boolean: only P(true) is chosen).

    Returns:
        `list[float]`: sorted, distinct (rounded to 10 decimals).
    """
    stated = stated_values(sentence)
    if not stated:
        return list(WEP_GRID)
    k = max(2, n_states)
    values = {0.0, 1.0, 1 / k}
    for v in stated:
        values.update((v, 1 - v))
    remainder = 1 - sum(dict.fromkeys(stated))
    if remainder > 1e-9:
        values.update(remainder / j for j in range(1, k + 1))
    lower = sentence.lower()
    for pattern, ratio in _RATIOS.items():
        if re.search(pattern, lower):
            for rest in (1, 2):
                values.update((ratio / (ratio + rest), 1 / (ratio + rest)))
            if remainder > 1e-9:
                values.update((remainder * ratio / (ratio + 1), remainder / (ratio + 1)))
    return sorted({round(v, 10) for v in values if 0 <= v <= 1})


def words_to_one(reading: Sequence[float]) -> tuple[float, ...]:
    """A reading in words of estimative probability (one number per state, each word at its median) made to sum 1:
    the most likely state takes what the others leave (shared equally by states tied as most likely), and the others
    keep their words' numbers; scaled to sum 1 only where the others alone exceed 1.

    The words stand for numbers near their medians, and a small probability is said more exactly than a large one
    ("highly likely" and "highly unlikely" for 0.95 and 0.05, not 0.9474 and 0.0526 as scaling would give). The most
    likely state takes the rest even where that leaves it below another: a reading that says two states likely is
    mostly a *not* read the wrong way ("they probably don't have …"), which the rest corrects. QUITE's train and
    validation premises in words whose medians do not sum to 1: 12 of 66 read as gold this way, none scaled.

    Examples:

        >>> words_to_one((0.9, 0.05))
        (0.95, 0.05)
        >>> words_to_one((0.7, 0.1, 0.1))
        (0.8, 0.1, 0.1)
        >>> words_to_one((0.2, 0.2, 0.05)), words_to_one((0.7, 0.6, 0.1)), words_to_one((0.95, 0.2, 0.1))
        ((0.475, 0.475, 0.05), (0.3, 0.6, 0.1), (0.7, 0.2, 0.1))
        >>> words_to_one((0.9, 0.7, 0.5))
        (0.4285714286, 0.3333333333, 0.2380952381)
    """
    total, most = sum(reading), max(reading)
    share = (1 - sum(p for p in reading if p != most)) / reading.count(most)
    if not total or share < 0:
        return tuple(round(p / total, 10) for p in reading) if total else tuple(reading)
    return tuple(round(share if p == most else p, 10) for p in reading)


SMOOTHING = 1e-9
"""The least probability the parser gives a state when it must keep every state possible (see :func:`smooth`)."""

SMOOTHINGS = (10 * SMOOTHING, SMOOTHING)
"""The two stand-ins for 0 whose answers give the answer as the zeros shrink (:func:`hedgehub.parser.solve_many`);
none smaller than :data:`SMOOTHING`, as evidence below 1e-11 counts as impossible (ProbLog's rule, kept by
:mod:`hedgehub.exact`)."""


def smooth(probabilities: Sequence[float], *, boolean: bool, smoothing: float = SMOOTHING) -> tuple[float, ...]:
    """Keep every state possible: a chosen 0 becomes ``smoothing``, taken from the largest state.

    The parser writes the zeros a premise says (an answer the text makes 0 is 0, which no relative tolerance grants
    1e-9); only when evidence falls on a state given 0, which would make the whole program fail
    (``inconsistent_evidence``), is the program solved again with the zeros smoothed (:func:`smoothed_clauses`,
    :func:`hedgehub.parser.solve_many`): the answer is then the limit as the zeros shrink, and the sum of an
    annotated disjunction never grows.

    Examples:

        >>> [round(p, 12) for p in smooth((0.0, 0.25, 0.75), boolean=False)]
        [1e-09, 0.25, 0.749999999]
        >>> smooth((1.0,), boolean=True)
        (0.999999999,)
    """
    if boolean:
        return tuple(min(max(p, smoothing), 1 - smoothing) for p in probabilities)
    values = [max(p, smoothing) for p in probabilities]
    excess = sum(values) - max(1.0, sum(probabilities))
    if excess > 0:
        largest = max(range(len(values)), key=values.__getitem__)
        values[largest] -= excess
    return tuple(values)


def smoothed_clauses(variables: Mapping[str, Variable], premises: Sequence[PremiseSlots]) -> list[list[str]]:
    """The premises' clauses with every 0 as each of :data:`SMOOTHINGS` (:func:`smooth`), one list per stand-in, or
    an empty list when no probability is 0 or 1 (nothing to smooth).

    Examples:

        >>> rain = Variable("rain", ("none", "light", "heavy"))
        >>> smoothed_clauses({"rain": rain}, [PremiseSlots("rain", (), (0.0, 0.25, 0.75))])
        [['0.00000001::rain(none); 0.25::rain(light); 0.74999999::rain(heavy).'], \
['0.000000001::rain(none); 0.25::rain(light); 0.749999999::rain(heavy).']]
        >>> smoothed_clauses({"rain": rain}, [PremiseSlots("rain", (), (0.5, 0.25, 0.25))])
        []
    """
    if not any(p in (0.0, 1.0) for premise in premises for p in premise.probabilities):
        return []
    return [
        [
            render_premise(
                variables,
                dataclasses.replace(
                    premise,
                    probabilities=smooth(
                        premise.probabilities, boolean=variables[premise.child].boolean, smoothing=smoothing
                    ),
                ),
            )
            for premise in premises
        ]
        for smoothing in SMOOTHINGS
    ]


def percent_text(value: float) -> str:
    """``0.035`` → ``3.5%``; at most 4 significant decimals."""
    text = f"{value * 100:.4f}".rstrip("0").rstrip(".")
    return f"{text}%"


# ----------------------------------------------------------------------------------------------------------------
# Chooser candidates (text pairs) and namer prompts
# ----------------------------------------------------------------------------------------------------------------


def given_candidate(variable: Variable, value: str) -> str:
    return f"given: {variable.describe(value)}"


def probability_candidate(variable: Variable, state: str, value: float) -> str:
    described = variable.describe() if variable.boolean else variable.describe(state)
    return f"probability: {described} = {percent_text(value)}"


def atom_candidate(kind: str, variable: Variable, slot: AtomSlot) -> str:
    """``evidence: not smoker`` / ``question: stroke volume: low`` / ``question: not stroke volume: low``."""
    described = variable.describe(slot.value)
    return f"{kind}: {described if slot.positive else 'not ' + described}"


def variable_candidate(kind: str, variable: Variable, described: str = "") -> str:
    """``evidence: stroke volume`` — the first stage of choosing an atom: which variable; with ``described``, what
    the premise text calls it, in brackets (``evidence: sv (stroke volume)``)."""
    return f"{kind}: {variable.describe()}" + (f" ({described})" if described else "")


def described_words(variable: Variable, description: Collection[str], texts: Sequence[str]) -> str:
    """The words of a variable's :func:`variable_descriptions` that its name does not say, in the order its first
    premise consequent (``texts``) says them (a plural as :func:`content_words` counts it).

    Examples:

        >>> described_words(Variable("sv"), {"stroke", "volume", "low", "case"}, [" the stroke volume is low in 9%"])
        'stroke volume low'
    """
    name = _words(variable.name.replace("_", " "))
    said = [w for text in texts[:1] for w in _words(text)]
    words = [w for w in said if _singular(w) in description]
    words = [w for w in dict.fromkeys(words) if not any(_same_word(w, n) for n in name) and w not in _RUN_STOP]
    return " ".join([w for w in words if w not in _UNDESCRIBING][:6])


_UNDESCRIBING = frozenset(
    "case cases he she it they them their his her its all out some any every this that these those also who which "
    "whose has have had get gets getting lead leads one ones people person patient there here likely".split()
)
"""Words of a premise that describe no variable (:func:`described_words`)."""


_ASKED_WORDS = ("given", "if", "when", "since", "considering", "assuming", "knowing")
"""Words that end the asked part of a question and begin a fact it states."""
_ASKED = re.compile(rf",?\s*\b({'|'.join(_ASKED_WORDS)})\b", re.IGNORECASE)
_QUESTION_WORD = re.compile(r"\b(what|how)\b", re.IGNORECASE)


_CONDITION_CLAUSE = re.compile(
    rf"\b(?:{'|'.join((*_ASKED_WORDS, 'supposing'))})\b(?:\s+that\b)?\s+(?P<said>[^,;?]+)", re.IGNORECASE
)


def question_conditions(question: str) -> list[str]:
    """The evidence a question states itself, one sentence per fact: what follows ``given`` / ``if`` / ``when`` …
    up to a comma or the question mark, cut at ``and``.

    Examples:

        >>> question_conditions("Given that the grass is wet, how likely is it that it rains?")
        ['The grass is wet.']
        >>> question_conditions("What is the chance of a burglary if the alarm rings and John calls?")
        ['The alarm rings.', 'John calls.']
        >>> question_conditions("How likely is it that it rains?")
        []
    """
    facts = []
    for match in _CONDITION_CLAUSE.finditer(question):
        for fact in re.split(r"\s+and\s+", match.group("said").strip()):
            fact = fact.strip().rstrip(".")
            if fact:
                facts.append(fact[:1].upper() + fact[1:] + ".")
    return facts


def asked_part(question: str) -> str:
    """The part of a question that names what is asked: from ``what`` / ``how`` on, up to ``given`` / ``if`` / ….

    Examples:

        >>> asked_part("Given that the X-ray is positive, what is the probability of cancer?")
        'what is the probability of cancer?'
        >>> asked_part("What is the likelihood of low lung flow, given a normal X-ray?")
        'What is the likelihood of low lung flow'
    """
    match = _QUESTION_WORD.search(question)
    return _ASKED.split(question[match.start() :] if match else question, maxsplit=1)[0]


def _words(text: str) -> list[str]:
    """Lower-case words with hyphens joined (``X-ray`` → ``xray``)."""
    return re.findall(r"[a-z0-9]+", re.sub(r"(?<=\w)-(?=\w)", "", text.lower()))


_END_NUMBER = re.compile(r"\d+$")


@functools.lru_cache(maxsize=1 << 18)  # millions of calls in a parse, over a few thousand words
def _same_word(word: str, other: str) -> bool:
    """The same word, or two forms of one (``miles`` / ``mileage``, ``patchy`` / ``patchiness``): they share all but
    the last letter of the shorter one, and at least 4 letters, or are a Greek noun and its adjective
    (:func:`_greek_adjective`: ``sepsis`` / ``septic``), or a word of three letters and its plural
    (:func:`_short_plural`: ``cat`` / ``cats``, ``bus`` / ``buses``). Two that end in different numbers are two
    words (``problem3`` / ``problem6``)."""
    if word == other:
        return True
    shorter = min(len(word), len(other))
    if shorter == 3 and _short_plural(word, other):
        return True
    if shorter < 4 or (
        word[-1].isdigit() and other[-1].isdigit() and _END_NUMBER.search(word)[0] != _END_NUMBER.search(other)[0]
    ):
        return False
    common = next((i for i, (a, b) in enumerate(zip(word[:shorter], other[:shorter], strict=True)) if a != b), shorter)
    return common >= max(4, shorter - 1) or _stem(word) == _stem(other) or _greek_adjective(word, other)


_NOT_PLURALS = frozenset({"new"})
"""Words of three letters whose form in *-s* is another word (``new`` / ``news``)."""


def _short_plural(word: str, other: str) -> bool:
    """Whether one word has three letters and the other is its regular plural: *-s* (``cat`` / ``cats``), *-es*
    after *s*, *x* or *z* (``bus`` / ``buses``, ``fox`` / ``foxes``), *-ies* for a *y* after a consonant (``fly`` /
    ``flies``). Longer words share their first four letters and are matched so already (:func:`_same_word`).

    Examples:

        >>> [_short_plural(*pair) for pair in [("cat", "cats"), ("buses", "bus"), ("fly", "flies"), ("fox", "foxes")]]
        [True, True, True, True]
        >>> [_short_plural(*pair) for pair in [("new", "news"), ("car", "card"), ("bus", "buss"), ("it", "its")]]
        [False, False, False, False]
    """
    for short, plural in ((word, other), (other, word)):
        if len(short) != 3 or not short.isalpha() or short in _NOT_PLURALS:
            continue
        if (
            (plural == short + "s" and short[-1] not in "sxz")
            or (plural == short + "es" and short[-1] in "sxz")
            or (plural == short[:-1] + "ies" and short[-1] == "y" and short[-2] not in "aeiou")
        ):
            return True
    return False


_GREEK = (("sis", "tic"), ("sis", "tical"), ("xis", "ctic"), ("sy", "tic"), ("es", "ic"))
"""Endings of a Greek noun and of its adjective (:func:`_greek_adjective`)."""


def _greek_adjective(word: str, other: str) -> bool:
    """Whether one word is a Greek noun and the other its adjective, which share all but these endings
    (:data:`_GREEK`): ``sepsis`` / ``septic``, ``paralysis`` / ``paralytic``, ``hypothesis`` / ``hypothetical``,
    ``anaphylaxis`` / ``anaphylactic``, ``epilepsy`` / ``epileptic``, ``diabetes`` / ``diabetic``. The shared part
    is at least 3 letters long (5 before *-es*, so ``tones`` and ``tonic`` stay apart).

    Examples:

        >>> [_greek_adjective(*pair) for pair in [("septic", "sepsis"), ("anaphylaxis", "anaphylactic")]]
        [True, True]
        >>> [_greek_adjective(*pair) for pair in [("tones", "tonic"), ("basis", "basic"), ("septic", "sepal")]]
        [False, False, False]
    """
    for noun, adjective in ((word, other), (other, word)):
        for noun_end, adjective_end in _GREEK:
            base = noun[: -len(noun_end)]
            if (
                noun.endswith(noun_end)
                and adjective.endswith(adjective_end)
                and len(base) >= (5 if noun_end == "es" else 3)
                and adjective[: -len(adjective_end)] == base
            ):
                return True
    return False


_SUFFIXES = ("ings", "ing", "ers", "er", "es", "ed", "s")


_DERIVED = ("ions", "ion", "ive")


@functools.lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    """A word without one inflection (``smoking``, ``smokes``, ``smoker`` → ``smok``), when four letters remain, or
    without the noun / adjective ending of a verb (``reproduction``, ``reproductive`` → ``reproduct``; ``congestion``
    → ``congest``, as ``congested``), when six remain (``position`` and ``positive`` stay apart).

    Examples:

        >>> [_stem(w) for w in ("reproduction", "reproductive", "intubated", "intubation", "ventilator", "position")]
        ['reproduct', 'reproduct', 'intubat', 'intubat', 'ventilator', 'position']
    """
    derived = next((word[: -len(s)] for s in _DERIVED if word.endswith(s) and len(word) - len(s) >= 6), None)
    return derived or next((word[: -len(s)] for s in _SUFFIXES if word.endswith(s) and len(word) - len(s) >= 4), word)


_STOP = {"of", "the", "a", "an", "and", "or", "in", "is", "to", "for", "with", "on", "at", "by", "not", "no"}

_NEGATION = re.compile(
    r"\b(?:(?<!\bthan )(?<!\bas )not|no|never|nobody|cannot|without|none|neither|nor|absent|absence|free (?:of|from)"
    r"|lacks|lacking|lacked|lack(?! of\b)"
    r"|(?:is|are|was|were|be) false)\b|n't\b",
    re.IGNORECASE,
)


_NON = re.compile(r"\bnon[- ](?=[a-z])", re.IGNORECASE)

_NORMAL = re.compile(r"\bnormal\b", re.IGNORECASE)
"""A reading said normal: a boolean whose name and premises never say *normal* or *abnormal* is said false by it."""


def _says_negation(text: str) -> bool:
    """Whether a text says any negation word (:data:`_NEGATION`) or a *non-* noun, however many."""
    return bool(_NEGATION.search(text) or _NON.search(text))


def negated(text: str, *, prefix: bool = False) -> bool:
    """Whether a sentence says *not*: an odd number of negation words (``not``, ``no``, ``never``, ``n't``,
    ``without``, ``absent``, the verb ``lack`` …; not the *not* of ``than not`` and ``as not``, not the noun ``a
    lack of``); with ``prefix``, a noun with *non-* counts too (a condition or evidence about "non-smokers"; a
    premise's reading keeps it apart: "30% of all non-smokers get bronchitis" says 30%, not 70%). For a question,
    pass :func:`asked_part`.

    Examples:

        >>> negated("A person never visited Asia.")
        True
        >>> negated("The anti-theft devices in the car are absent.")
        True
        >>> negated("The child experienced a lack of oxygen at birth.")
        False
        >>> negated("Their car lacks anti-theft devices."), negated("Cars that lack airbags are cheaper.")
        (True, True)
        >>> negated("It is not true that the patient doesn't smoke.")
        False
        >>> negated("The person is a non-smoker."), negated("The person is a non-smoker.", prefix=True)
        (False, True)
        >>> negated("Kinkedtube is false and venttube is low."), negated("Kinkedtube is true.")
        (True, False)
        >>> negated("The alarm is more likely than not to sound."), negated("It is as likely as not.")
        (False, False)
    """
    return (len(_NEGATION.findall(text)) + (len(_NON.findall(text)) if prefix else 0)) % 2 == 1


_OPPOSITES = (
    ("positive|detect|detects|detected", "negative|clean|clear|miss|misses|missed|overlook|overlooks|overlooked"),
    ("wet", "dry"),
    ("present", "absent|missing"),
    ("pass|passed|succeed|succeeds|succeeded|went through|goes through|go through", "fail|failed"),
    ("success|successful", "failure|unsuccessful"),
    ("win|wins", "lose|loses"),
    ("gain|gains|gained", "lose|loses|lost"),
    ("alive|survive|survives|survived", "dead|die|dies|died"),
    ("sick|ill|unwell|disease|diseased|infected|infection", "healthy"),
    ("full|filled|hold|holds|held|contain|contains|contained|stocked", "empty"),
    (  # phrases ("has" is no word of a description), and not the "out of" of a count: "in 45 out of 100 cases"
        "has |have |had ",
        "out of (?![0-9])(?!an? )(?!one )(?!ten )(?!hundred)(?!thousand)(?!every )(?!all )(?!each )(?!th[eo]s?e )",
    ),
    ("late|delayed", "on time|punctual|early|on schedule"),
    ("guilty", "innocent"),
    (
        "dead|faulty|broken|defective|damaged|cracked|malfunctioning|corrupt|corrupted|flat|drained|fail|fails|failed"
        "|failing|failure|is out|are out|was out|were out|went out|goes out|is down|are down|was down|were down"
        "|went down|goes down",
        "fine|working|functional|functioning|operational|intact|correctly|properly|ok|okay|charged",
    ),
    (
        "ring|rang|rung|bark|barks|barked|beep|beeps|beeped|sound|sounds|sounded|go off|goes off|went off|set off"
        "|sets off|play|plays|played|playing",
        "silent|quiet|mute|muted",
    ),
    (  # not the lamp itself: "the lamp is dark" says the lamp
        "come|comes|came|lit|shine|shines|shone|glow|glows|glowed",
        "dark|unlit|is off|are off|was off|were off|stays off|stay off|stayed off|turned off|switched off",
    ),
    (
        "smooth|smoothly|fluent|fluently",
        "stall|stalls|stalled|stalling|stutter|stutters|stuttered|stuttering|choppy|jerky|freeze|freezes|froze"
        "|frozen|buffering|lag|lags|lagging",
    ),
    ("power|powered|plugged", "unplugged|unpowered|powerless|outage|blackout"),
    ("open", "closed|shut"),
    ("hot", "cold"),
    ("clean", "dirty"),
    ("awake", "asleep"),
    ("correct", "incorrect|wrong"),
    ("accepted|approved|granted", "rejected|denied|declined|refused"),
    ("normal", "abnormal"),
    ("cloudy|overcast", "clear|sunny"),
    ("cancelled|canceled|postponed", "run|runs|ran|held|goes ahead|went ahead|takes place|took place"),
    ("burn|burns|burned|burnt", "lasts|lasted"),
    ("down|offline|unavailable|crash|crashes|crashed", "up|online|available"),
    ("regular|returning", "firsttime|new"),
    ("legitimate|genuine|authentic", "spam|fake|fraudulent|counterfeit|forged"),
)
"""Words that say a boolean's two values ("the test is positive" / "negative"), one side each; an entry with a space
is a phrase, looked for as a regular expression in the words of the text (``has `` ends at a word; *out of* a thing,
not of a count). Not *high* / *low*: they say how likely a boolean is ("The car has a high likelihood of being
stolen" of a variable whose premises say "low"); not *won*, which is also the start of "won't"."""

_NOT_PREFIXES = ("un", "dis", "in", "im", "il", "ir")
"""Prefixes that make a word its opposite (``unwatered``, ``disconnected``, ``incorrect``); *non-* is
:func:`negated`'s (``prefix=True``)."""

_NOT_SUFFIXES = ("free", "less")
"""Suffixes that say a thing is not there (``bug-free``, ``symptomless``)."""

_GIVEN_UP = re.compile(
    r"\b(?P<verb>fail(?:s|ed)?(?= to\b)|lack(?:s|ed|ing)?(?! of\b)|rule[sd]?(?= out\b)"
    r"|(?:quit|quits|stopped|stops|gave up|gives up|skipped|skips|avoids|avoided|ceased|ceases)(?= \w+ing\b)"
    r"|(?:abstain|refrain)(?:s|ed)?(?= from\b))",
)
"""Verbs that say what follows them is not so: "failed to go off", "lacks a link", "ruled out", "quit smoking",
"abstains from smoking"."""


def _unprefixed(word: str, own: Collection[str]) -> bool:
    """Whether ``word`` is one of ``own`` with a prefix or suffix that says *not* (:data:`_NOT_PREFIXES`,
    :data:`_NOT_SUFFIXES`: ``unwatered`` of ``watered``), or one of ``own`` is ``word`` with such a prefix
    (``connected`` of ``disconnected``), and ``word`` is not itself one of ``own``."""
    if any(_same_word(word, w) for w in own):
        return False

    def rests(word: str, shortest: int) -> list[str]:
        rests = [word[len(p) :] for p in _NOT_PREFIXES if word.startswith(p) and len(word) - len(p) >= shortest]
        return rests + [word[: -len(x)] for x in _NOT_SUFFIXES if word.endswith(x) and len(word) - len(x) >= 3]

    shortest = 4 if word.startswith(("un", "dis")) else 5
    return any(_same_word(rest, w) for rest in rests(word, shortest) for w in own) or (
        len(word) >= 5 and any(rest == word for w in own for rest in rests(w, 5))
    )


def said_opposite(text: str, words: Collection[str], said_by: str = "", antonyms: bool = True) -> bool:
    """Whether ``text`` says a boolean by the opposite of a word its premises call it by (``words``, such as
    :func:`variable_descriptions`: "positive" for a test the premises say is positive): it says a word of one side
    of :data:`_OPPOSITES` and none of the other, whose words ``words`` has (and ``words`` none of its own side); or
    one of ``words`` with a prefix or suffix that says *not* (``unwatered``, ``bug-free``); or a verb that says what
    follows is not so (:data:`_GIVEN_UP`: "failed to", "lacks", "ruled out", "quit smoking") that ``words`` does not
    have; or, with ``antonyms``, a WordNet antonym of one of ``words`` (:func:`_antonym_said`: "sober" of *drunk*).
    The opposite says the boolean is false, as *not* does; so does *negative* of a boolean whose premises say
    neither *positive* nor *negative* ("the LVH report is negative" of a report the premises say there is).
    ``said_by``: the text ``words`` were taken from, where a phrase of :data:`_OPPOSITES` (*goes off*) is looked
    for.

    Examples:

        >>> said_opposite("The test is negative.", {"test", "positive"})
        True
        >>> said_opposite("The test is positive.", {"test", "positive"}), said_opposite("It is negative.", {"test"})
        (False, True)
        >>> said_opposite("The LVH report is negative.", {"report", "lvh"})
        True
        >>> said_opposite("If the bus is on time, I miss my train in 10% of cases.", {"bus", "late", "morning"})
        True
        >>> said_opposite("It was left unwatered.", {"plant", "watered"}), said_opposite("It is bug-free.", {"bug"})
        (True, True)
        >>> said_opposite("The alarm failed to go off.", {"alarm"}), said_opposite("He quit smoking.", {"smoke"})
        (True, True)
        >>> said_opposite("It stopped working.", {"machine", "stops"}), said_opposite("A lack of oxygen.", {"oxygen"})
        (False, False)
        >>> said_opposite("It is equal in 95% and unequal in 5%.", {"equal"})
        False
        >>> said_opposite("How likely is it that it rained?", {"unlikely", "rain"})
        False
    """
    lowered = " ".join(_words(text))
    said = lowered.split()
    stems = {_stem(w) for w in said}
    own = {_stem(w) for w in words}
    owned = " ".join(_words(said_by))

    def says(side: str, said: set[str], text: str) -> bool:  # a phrase only in the text
        return any(re.search(rf"\b{w}\b", text) if " " in w else _stem(w) in said for w in side.split("|"))

    if any(
        says(side, own, owned)
        and not says(other, own, owned)
        and says(other, stems, lowered)
        and not says(side, stems, lowered)
        for pair in _OPPOSITES
        for side, other in (pair, pair[::-1])
    ):
        return True
    if "negative" in said and not {_stem("positive"), _stem("negative")} & (own | stems - {_stem("negative")}):
        return True  # "the DVT report is negative" of a report the premises say there is, or is not
    if antonyms and _antonym_said(said, words):  # "the driver is sober" of drunk driving
        return True
    mine = {w.lower() for w in words} - _LIKELIHOOD_WORDS
    prefixed = [w for w in said if w not in _LIKELIHOOD_WORDS and _unprefixed(w, mine)]
    turned = {x for x in mine if any(_unprefixed(w, {x}) for w in prefixed)}  # the words said with the prefix
    if prefixed and not any(_same_word(x, w) for x in turned for w in said):  # not "equal … and unequal …"
        return True
    return any(not any(_same_word(m.group("verb").split()[0], w) for w in mine) for m in _GIVEN_UP.finditer(lowered))


_LIKELIHOOD_WORDS = frozenset(
    "likely unlikely probable improbable possible impossible certain uncertain sure unsure".split()
)
"""Words that say how likely, not which value: no prefix makes one the other's opposite value ("How likely is it that
it rained?" after "It is unlikely to rain …")."""

_NOT_OPPOSED = _LIKELIHOOD_WORDS | frozenset(
    "high low higher lower more less most least many few much little all some none always never often rarely seldom "
    "usually frequent infrequent common uncommon rare same different equal unequal first last true false yes on off "
    "in out over under before after above below".split()
)
"""Words whose WordNet antonyms say how likely, how often or where rather than which value ("a high chance"):
:func:`_antonym_said` never reads them, nor :data:`_RUN_STOP`."""


def _base_stem(word: str) -> str:
    """A word's :func:`_stem` after its WordNet base form (``fell`` → ``fall``, ``slowly`` → ``slow``): what WordNet's
    antonyms are looked up by."""
    return _stem(base_form(word))


@functools.cache
def _antonym_stems() -> dict[str, frozenset[str]]:
    """WordNet's antonyms (:mod:`hedgehub.antonyms`) by :func:`_base_stem`, less :data:`_NOT_OPPOSED` and
    :data:`_RUN_STOP`."""
    skip = {_stem(w) for w in (*_NOT_OPPOSED, *_RUN_STOP)}
    table: dict[str, set[str]] = {}
    for word, other in antonym_pairs():
        first, second = _base_stem(word), _base_stem(other)
        if first != second and first not in skip and second not in skip:
            table.setdefault(first, set()).add(second)
    return {w: frozenset(o) for w, o in table.items()}


def _antonym_state(text: str, state: str) -> bool:
    """Whether ``text`` says a WordNet antonym of a word of ``state`` (:func:`_antonym_said`) and no word of it: "the
    printout comes out right" against the state ``wrong``.

    Examples:

        >>> _antonym_state("The printout comes out right.", "wrong"), _antonym_state("Right, not wrong.", "wrong")
        (True, False)
    """
    words = _words(text)
    own = [w for w in state.lower().split("_") if w]
    return bool(own) and _antonym_said(words, own)


def _antonym_said(said: Sequence[str], words: Collection[str]) -> bool:
    """Whether ``said`` (lower-case words) says a WordNet antonym of one of ``words`` and not that word itself, and
    ``words`` do not say it either ("sober" against *drunk*, "benign" against *malignant*, "fell" against *rises*).

    Examples:

        >>> _antonym_said("the driver is sober".split(), {"drunk", "driver"})
        True
        >>> _antonym_said("the driver is sober and not drunk".split(), {"drunk"})
        False
        >>> _antonym_said("there is a high chance".split(), {"low"}), _antonym_said("it is a table".split(), {"x"})
        (False, False)
    """
    table = _antonym_stems()
    own = {_base_stem(w.lower()) for w in words}
    stems = {_base_stem(w) for w in said}
    return any((table.get(t, frozenset()) & own) - stems for t in stems - own)


_UNITS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen".split()
    )
}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
_SCALES = {"hundred": 100, "thousand": 10**3, "million": 10**6, "billion": 10**9}
_NUMBER_WORD = (
    "(?:" + "|".join(sorted([*_UNITS, *_TENS], key=len, reverse=True)) + "|(?:hundred|thousand|million|billion)s?)"
)
_NUMBER_RUN = re.compile(
    rf"\b(?:(?:\d+(?:\.\d+)?|an?)[\s-]+(?=(?:hundred|thousand|million|billion)s?\b))?{_NUMBER_WORD}"
    rf"(?:[\s-]+{_NUMBER_WORD})*\b",
    re.IGNORECASE,
)


def _number_value(run: str) -> str:
    total, current = 0.0, 0.0
    for word in re.split(r"[\s-]+", run.lower()):
        if word in ("a", "an"):
            current = 1
        elif word[0].isdigit():
            current = float(word)
        elif word in _UNITS or word in _TENS:
            current += _UNITS.get(word, 0) + _TENS.get(word, 0)
        elif _SCALES[word.rstrip("s")] == 100:
            current = max(current, 1) * 100
        else:
            total, current = total + max(current, 1) * _SCALES[word.rstrip("s")], 0
    value = total + current
    return str(int(value)) if value.is_integer() else str(value)


_SCALE_NAMES = re.compile(r"\s*(?:[^\w\s]|$|(?:in|with|is|are|was|and|or|if|when|given)\b)", re.IGNORECASE)
"""What follows a scale word alone that names a state ("thousand in 97% of cases", "… is million.")."""
_SCALE_COUNTS = re.compile(r"\b(?:every|per|each|in|of)\s+$", re.IGNORECASE)
"""What comes before a scale word alone that counts ("5 per thousand", "one in every hundred")."""
_COMPOUND_AFTER = re.compile(
    r"-(?!(?:and|or|in|out|of|to|per|percent|pct|times|fold|half|halves|(?:third|quarter|fifth|sixth|seventh|eighth"
    r"|ninth|tenth|hundredth|thousandth|year|month|week|day|hour|minute|second|mile|kilometre|kilometer|metre|meter"
    r"|degree|dollar|pound|euro|gram|kilo|liter|litre|person|people)s?)\b)[a-z]",
    re.IGNORECASE,
)
"""What follows a number word that starts a compound word (*one-sided*, *two-way*): a hyphen and a word that is no
fraction, count or unit (*one-third*, *forty-percent*, *five-year* stay numbers)."""


_DOTTED_THOUSANDS = (
    r"(?<=\$)\s*[1-9]\d{0,2}(?:\.\d{3})+\b"  # $10.000
    r"|(?<![\d.])[1-9]\d{0,2}(?:\.\d{3})+(?=\s*(?:dollars|miles|usd)\b)"  # 5.000 dollars
)
"""Thousands written with dots, as money or miles (``$10.000``, ``5.000 dollars``): QUITE's insurance premises."""


def spell_numbers(text: str, named_scales: bool = True) -> str:
    """Numbers in words as digits (``twenty thousand`` → ``20000``, ``a million`` → ``1000000``), without commas.

    Examples:

        >>> spell_numbers("The car has been driven for one hundred thousand miles, not 50 thousand.")
        'The car has been driven for 100000 miles, not 50000.'
        >>> spell_numbers("Between 20 and 25 degrees, a twenty-five percent chance.")
        'Between 20 and 25 degrees, a 25 percent chance.'
        >>> spell_numbers("It is worth 10.000 dollars or $5.000, at 0.125 miles.")
        'It is worth 10000 dollars or $5000, at 0.125 miles.'

    A scale word alone that names something, before a comma, *in*, *with*, *is*, *and* … says no number (bn-reasoning's
    insurance states *thousand*, *TenThou* and *million*); before a noun or after *per*, *every*, *in* … it is one
    ("million dollars", "5 per thousand."); ``named_scales=False`` reads it as a number too:

        >>> spell_numbers("Other car cost is thousand in 98% of cases, TenThou in 1% and million in 1%.")
        'Other car cost is thousand in 98% of cases, TenThou in 1% and million in 1%.'
        >>> spell_numbers("The cost is set to Million.", named_scales=False)
        'The cost is set to 1000000.'
    """
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)
    text = re.sub(r"\bfifty[\s-]fifty\b", "50-50", text, flags=re.IGNORECASE)  # not 100
    text = re.sub(_DOTTED_THOUSANDS, lambda m: m.group(0).replace(".", ""), text, flags=re.IGNORECASE)

    def spelt(match: re.Match) -> str:
        if _COMPOUND_AFTER.match(text, match.end()):  # "one-sided", "two-way": a word, not a number
            return match.group(0)
        alone = match.group(0).lower().rstrip("s") in _SCALES
        named = _SCALE_NAMES.match(text, match.end()) and not _SCALE_COUNTS.search(text[: match.start()])
        return match.group(0) if named_scales and alone and named else _number_value(match.group(0))

    return _NUMBER_RUN.sub(spelt, text)


_ORDINALS = {"second": 2, "other": 2, "third": 3, "fourth": 4, "fifth": 5, "tenth": 10}


_ODDS_AGAINST_NOT = re.compile(
    r"\b(?P<times>\d+(?:\.\d+)?\s+times|twice|thrice)\s+(?P<way>more|less|as)\s+(?P<word>likely|probable)"
    r"(?P<said>\s+(?:to|that)\s+[^,;:.!?]*?)?\s+(?:than|as)\s+(?P<other>not\b|otherwise\b|(?:to|that)\s)"
    r"[^,;:.!?]*",
    re.IGNORECASE,
)
"""A ratio against the other value of the same thing (``4 times more likely to arrive on time than not``,
``3 times less likely to be late than to be on time``, ``twice as likely as not``); not a ratio against another
row (``3 times more likely than when it is dry``), which says no share."""


def _times(said: str) -> float:
    """The factor a ratio says: ``twice`` 2, ``thrice`` 3, ``half`` 0.5, ``4 times`` 4."""
    said = said.lower()
    return {"twice": 2.0, "thrice": 3.0, "half": 0.5}.get(said) or float(said.split()[0])


def _odds_share(match: re.Match) -> str:
    """``k times more likely … than not`` as ``k/(k+1)``, ``k times less likely …`` as ``1/(k+1)``, said as a
    percentage beside the words it is said of."""
    times, less = _times(match.group("times")), match.group("way").lower() == "less"
    if times <= 0 or (less and times < 1):
        return match.group(0)
    share = 1 / (times + 1) if less else times / (times + 1)
    return f"{100 * share:.10g}% {match.group('word')}{match.group('said') or ''}"


_RATIO_OF_TWO = re.compile(
    r"(?P<a>\b(?!(?:and|but|while|whereas|then|it)\b)(?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*)\s+(?P<verb>(?:are|is)\s+)?"
    r"(?:(?P<times>twice|thrice|half|\d+(?:\.\d+)?\s+times)\s+)?as\s+(?:common|likely|frequent|probable)\s+as\s+"
    r"(?P<b>(?!(?:not|otherwise)\b)[a-z][\w'\s-]*?)\s*(?=[,;.!?]|$)",
    re.IGNORECASE,
)
"""One value said as a ratio against another (``sunny days are twice as common as rainy days``, ``snow is half as
likely as rain``, ``hail is as common as snow``: no factor is 1), both of the same thing; not against *not*
(:data:`_ODDS_AGAINST_NOT`). After one, more against a value said before may leave the verb out (``…, and cloudy days
twice as common as rainy days``)."""


def _same_value_said(one: str, other: str) -> bool:
    """Whether two ratios' second values are one (``rainy days`` and ``rainy``: one's words within the other's)."""
    a, b = set(one.lower().split()), set(other.lower().split())
    return bool(a and b) and (a <= b or b <= a)


def _ratio_of_two(text: str) -> str:
    """:data:`_RATIO_OF_TWO` as shares of what the sentence's other percentages leave (all of it where it says none):
    ``A is k times as common as B`` → ``A in k/(k+1) % and B in 1/(k+1) %`` of that. Later ratios that name a value
    said before, as either side, weigh their other value against it (``A is 3 times as common as C, and B twice as
    common as C``: 3/6, 2/6, 1/6; ``A is twice as common as C, and B half as common as A``: 2/4, 1/4, 1/4), and each
    value's share is its weight over their sum."""
    said: list[tuple[re.Match, list[tuple[str, float]]]] = []  # each ratio and the values it weighs first
    known: dict[str, float] = {}

    def weight_of(value: str) -> float | None:
        return next((w for other, w in known.items() if _same_value_said(other, value)), None)

    for match in _RATIO_OF_TWO.finditer(text):
        if not said and not match.group("verb"):
            continue  # the first ratio says its verb
        times = _times(match.group("times")) if match.group("times") else 1.0
        a, b = match.group("a"), match.group("b")
        if times <= 0:
            break
        if not said:
            new = [(a, times), (b, 1.0)]
        elif not match.group("verb") and not re.search(r"(?:,|\band)\s*$", text[: match.start()]):
            break
        else:
            weight_a, weight_b = weight_of(a), weight_of(b)
            if weight_b is not None and weight_a is None:
                new = [(a, times * weight_b)]
            elif weight_a is not None and weight_b is None:
                new = [(b, weight_a / times)]
            else:
                break
        said.append((match, new))
        known.update(new)
    if not said:
        return text
    matches = [match for match, _ in said]
    ends, starts = [0, *(m.end() for m in matches)], [*(m.start() for m in matches), None]
    gaps = [text[a:b] for a, b in zip(ends, starts, strict=True)]  # the text around the ratios
    stated = sum(float(v) for v in re.findall(r"(\d+(?:\.\d+)?)\s*%", "".join(gaps))) / 100
    if stated >= 1:
        return text
    unit = (1 - stated) / sum(known.values())
    shares = [" and ".join(f"{value} in {100 * unit * w:.10g}%" for value, w in weights) for _, weights in said]
    return gaps[0] + "".join(share + gap for share, gap in zip(shares, gaps[1:], strict=True))


_TIMES_ANOTHER = re.compile(
    r"\b(?P<times>\d+(?:\.\d+)?\s+times|twice|thrice|half)\s+(?P<way>as|more|less)\s+(?:likely|probable|often)\b"
    r"(?!\s+(?:as|than)\s+(?:not|otherwise)\b)",
    re.IGNORECASE,
)


def times_another_row(sentence: str, introduction: str) -> float | None:
    """A boolean's row that states no probability but a ratio against the row that introduced its variable
    (``introduction``, which states one): ``When it rains, the match is 5 times as likely to be postponed`` after
    ``… postponed with a probability of 0.1`` is 0.5 (*more likely* the same, *less likely* a k-th, *half as
    likely* a half); ``None`` where either says otherwise or the product passes 1.

    Examples:

        >>> times_another_row("When it rains, the match is 5 times as likely to be postponed.",
        ...                   "When it does not rain, the match is postponed with a probability of 0.1.")
        0.5
        >>> times_another_row("It is twice as likely to rain as not.", "It rains in 30% of cases.") is None
        True
    """
    match = _TIMES_ANOTHER.search(spell_numbers(sentence))
    if match is None or stated_values(sentence):
        return None
    before = stated_values(introduction)
    if len(before) != 1:
        return None
    times = _times(match.group("times"))
    if match.group("way").lower() == "less":
        times = 1 / times if times > 0 else math.inf
    value = round(before[0] * times, 10)
    return value if 0 <= value <= 1 else None


@functools.lru_cache(maxsize=1 << 16)
def said_numbers(text: str) -> str:
    """Probabilities said as counts, odds or slashes rewritten as the readers read them (numbers in words spelt as
    digits first, :func:`spell_numbers`): ``9 of every 10``, ``1 day in 20``, ``1 case out of 20`` and ``5 per 100`` as
    ``9 in 10`` …; ``19/20`` and odds (``odds of 3 to 7``, ``3 to 1 against``, only where *odds* is said) as
    percentages; ``2 pct`` and ``a 40-percent chance`` as ``2%`` and ``40%``; ``50-50`` (fifty-fifty) as ``50%``;
    ``every second toss`` as ``1 in 2 toss``; ``1-fifth`` as ``1 fifth``; a ratio against the other value
    (``4 times more likely to X than not``) as its share (``80% likely to X``), and one of two values against the
    other (``A is twice as common as B``, and more against a value said before) as shares (:func:`_ratio_of_two`).
    Not ``1 of 4 categories`` (states, types, levels …): that counts states, not cases.

    Examples:

        >>> said_numbers("The test is positive in 9 of every 10 people and 5 per 100 others.")
        'The test is positive in 9 in 10 people and 5 in 100 others.'
        >>> said_numbers("A machine is faulty 1 day in 20; 1 product in 50 is defective, 1 case out of 20 fails.")
        'A machine is faulty 1 in 20 day; 1 in 50 product is defective, 1 out of 20 case fails.'
        >>> said_numbers("It rings in 19/20 of cases, 2 pct of nights, with a 40-percent chance.")
        'It rings in 95% of cases, 2% of nights, with a 40% chance.'
        >>> said_numbers("The odds are 1 to 99; the odds of rain are 3 to 1 against. It is 50-50.")
        'The odds are 1%; the odds of rain are 25%. It is 50%.'
        >>> said_numbers("A fair coin lands heads every second toss, in 1-fifth of cases.")
        'A fair coin lands heads 1 in 2 toss, in 1 fifth of cases.'
        >>> said_numbers("It is 4 times more likely to rain than not, three times less likely to snow than to hail.")
        'It is 80% likely to rain, 25% likely to snow.'
        >>> said_numbers("It is twice as likely as not; it is 3 times more likely than when it is dry.")
        'It is 66.66666667% likely; it is 3 times more likely than when it is dry.'
        >>> said_numbers("Sunny days are twice as common as rainy days.")
        'Sunny days in 66.66666667% and rainy days in 33.33333333%.'
        >>> said_numbers("It is dry in 40% of cases, and snow is half as likely as rain.")
        'It is dry in 40% of cases, and snow in 20% and rain in 40%.'
        >>> said_numbers("Sunny days are 3 times as common as rainy days, and cloudy days twice as common as them.")
        'Sunny days in 75% and rainy days in 25%, and cloudy days twice as common as them.'
        >>> said_numbers("Sun is twice as common as rain, and clouds are half as common as sun.")
        'Sun in 50% and rain in 25%, and clouds in 25%.'
        >>> said_numbers("Buses are twice as common as cars, and bikes are as common as cars.")
        'Buses in 50% and cars in 25%, and bikes in 25%.'
        >>> said_numbers("Sun is 3 times as common as rain, and clouds twice as common as rain.")
        'Sun in 50% and rain in 16.66666667%, and clouds in 33.33333333%.'
        >>> said_numbers("From 10 to 20 units, at 12:30, 5 mg/kg, in 1 of 4 categories.")
        'From 10 to 20 units, at 12:30, 5 mg/kg, in 1 of 4 categories.'
    """

    def percent(part: float, whole: float) -> str:
        return f"{100 * part / whole:.10g}%"

    text = spell_numbers(text)
    text = re.sub(r"(?<![\w.])50\s*[-/]\s*50(?!\w|\.\d)", "50%", text)  # fifty-fifty
    text = re.sub(r"\b(\d+)\s+(?:(?:out\s+)?of|in)\s+every\s+(\d+)\b", r"\1 in \2", text, flags=re.IGNORECASE)
    kinds = r"categor|states?\b|types?\b|kinds?\b|levels?\b|values?\b|options?\b|class|groups?\b|outcomes?\b"
    text = re.sub(rf"\b(\d+)\s+of\s+(\d+)\b(?![.,]\d|\s*%|\s+(?:{kinds}))", r"\1 in \2", text, flags=re.I)
    text = re.sub(r"\b(\d+)\s+per\s+(\d+)\b(?![.,]\d|\s*%)", r"\1 in \2", text, flags=re.IGNORECASE)
    text = re.sub(  # "1 day in 20", "1 case out of 20": the count before the noun
        r"\b(\d+)\s+([a-z]+)\s+(in|out\s+of)\s+(\d+)\b(?![.,]\d|\s*%)",
        lambda m: (
            m.group(0)
            if m.group(2).lower() in ("in", "of", "out", "and", "or", "to", "percent")
            else f"{m.group(1)} {m.group(3)} {m.group(4)} {m.group(2)}"
        ),
        text,
        flags=re.IGNORECASE,
    )
    text = re.sub(
        r"(?<![\w./])(\d+)\s*/\s*(\d+)(?![\w/]|\.\d)",
        lambda m: percent(int(m.group(1)), int(m.group(2))) if 0 < int(m.group(1)) <= int(m.group(2)) else m.group(0),
        text,
    )
    if re.search(r"\bodds\b", text, re.IGNORECASE):
        text = re.sub(
            r"\b(\d+)\s*(?:to|:)\s*(\d+)\b(\s+against\b)?",
            lambda m: (
                percent(int(m.group(2)) if m.group(3) else int(m.group(1)), int(m.group(1)) + int(m.group(2)))
                if int(m.group(1)) + int(m.group(2))
                else m.group(0)
            ),
            text,
            flags=re.IGNORECASE,
        )
    text = re.sub(r"(\d)\s*-?\s*(?:pct\b|percent\b|per\s*cent\b)", r"\1%", text, flags=re.IGNORECASE)
    text = _ratio_of_two(_ODDS_AGAINST_NOT.sub(_odds_share, text))
    text = re.sub(
        rf"\bevery\s+({'|'.join(_ORDINALS)})\b", lambda m: f"1 in {_ORDINALS[m.group(1).lower()]}", text, flags=re.I
    )
    return re.sub(r"\b([1-4])-(thirds?|quarters?|fifths?)\b", r"\1 \2", text, flags=re.IGNORECASE)


def _tokens(text: str) -> list[str | float]:
    """Words (no stop words, no single letters) and numbers (as floats, so ``0.50`` is ``0.5``) of a text."""
    tokens: list[str | float] = []
    for token in re.findall(r"[a-z0-9]+(?:\.[0-9]+)?", re.sub(r"(?<=[a-z])-(?=[a-z])", "", text.lower())):
        if re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", token):
            tokens.append(float(token))
        elif len(token) > 1 and token not in _STOP:
            tokens.append(token)
    return tokens


def _says(token: str | float, tokens: Sequence[str | float]) -> bool:
    if isinstance(token, float):
        return token in tokens
    return any(isinstance(t, str) and _same_word(token, t) for t in tokens)


def _says_pair(first: str | float, second: str | float, tokens: Sequence[str | float], gap: int = 4) -> bool:
    """Whether the tokens say ``first`` and then ``second``, at most ``gap`` tokens between ("strong and coming from
    the West" says ``strong_westerly``)."""
    return any(
        _says(first, [a]) and any(_says(second, [b]) for b in tokens[i + 1 : i + 2 + gap])
        for i, a in enumerate(tokens)
    )


_COLLECTIVE_STATES = ("both", "mixed", "all", "combined")
_NONE_SAID = re.compile(r"\b(?:no|without|absen(?:t|ce))\b", re.IGNORECASE)


def state_match(
    sentence: str, variable: Variable, state: str, kind: str = "evidence", other_names: Sequence[str] = ()
) -> float:
    """How well the sentence names ``state`` of a categorical ``variable``, and no other state, in [0, 1].

    The share of the state's words and numbers the sentence says (numbers compared as numbers, numbers in words
    read as digits: ``fifty thousand`` is state ``50000``, and *million* alone both ``1000000`` and ``million``; a
    state of several words also in their order, at most four words apart, so ``left to right`` is not
    ``right_to_left``), less half a point per word of another state the sentence says (``very high`` is not
    ``high``; ``between 13.0 and 14.9`` is not ``13.0``). A state called ``both`` (``mixed``, ``all``) is named by a
    sentence naming two or more of the other states; a state ``none`` (``absent``) by "no", "without" or "absent". A
    word of the variable's own name, or one saying it in another form or abbreviated (:func:`_name_words`, also
    beside the abbreviation: "convective inhibition (CIN)" of ``latest_cin``), is not a state's word ("no severity"
    does not say ``severe``); nor is a word inside a run of two or more words of one of ``other_names`` (the other
    variables' names: in "the sensory neuron involvement … being none", ``sensory`` is
    ``sensory_neuron_involvement_severity``'s, not a state of ``differential_diagnosis_type``). A one-word state
    said right before a word of the name is not lessened by other states said only right before other nouns
    (``instability`` with ``decreasing`` / ``little_change`` / ``increasing``: "decreasing cap and increasing
    instability" says ``increasing``; "horticultural, forest, or perennial environments" and "very high invasive
    score" stay as they were). For a question only :func:`asked_part` counts.

    Examples:

        >>> flow = Variable("duct_flow", ("right_to_left", "none", "left_to_right"))
        >>> [state_match("The blood flows from left to right.", flow, s) for s in flow.states]
        [0.5, 0.0, 1.0]
        >>> cost = Variable("medical_cost", ("1000", "10000", "100000"))
        >>> [state_match("What is the chance of one hundred thousand?", cost, s, "question") for s in cost.states]
        [0.0, 0.0, 1.0]
        >>> score = Variable("score", ("low", "high", "very_high"))
        >>> [state_match("The score is very high.", score, s) for s in score.states]
        [0.0, 0.5, 1.0]
        >>> wind = Variable("wind", ("strong_westerly", "westerly"))
        >>> [state_match("The wind is strong and comes from the West.", wind, s) for s in wind.states]
        [1.0, 0.5]
        >>> kind = Variable("differential_diagnosis_type", ("motor", "sensory", "mixed"))
        >>> text = "What is the chance of the sensory neuron involvement being none?"
        >>> others = ("sensory_neuron_involvement_severity",)
        >>> state_match(text, kind, "sensory", "question"), state_match(text, kind, "sensory", "question", others)
        (1.0, 0.0)
        >>> risk = Variable("risk_class", ("a", "b", "c"))
        >>> [state_match("How likely is it that the driver is in risk class A?", risk, s, "question") for s in "abc"]
        [1.0, 0.0, 0.0]
        >>> instability = Variable("instability", ("decreasing", "little_change", "increasing"))
        >>> text = "The plains forecast is decreasing cap and increasing instability."
        >>> [state_match(text, instability, s) for s in instability.states]
        [0.5, 0.0, 1.0]
        >>> cin = Variable("latest_cin", ("none", "partial_inhibition", "stifles_convection", "completely_inhibits"))
        >>> [state_match("The latest convective inhibition (CIN) is stifling.", cin, s) for s in cin.states]
        [0.0, 0.0, 0.25, 0.0]
    """
    if kind == "question":
        sentence = asked_part(sentence)
    if re.fullmatch("[a-z]", str(state)):  # hailfinder's scenarios A … K: the letter standing alone
        said_letters = {s for s in variable.states if len(str(s)) == 1 and _letter_said(sentence, str(s))}
        return max(0.0, float(state in said_letters) - 0.5 * len(said_letters - {state}))
    said = _said_tokens(sentence)
    mine = _tokens(str(state).replace("_", " "))
    if not mine:
        return 0.0
    every_name_word = _name_words(sentence, variable)
    heard = said  # with the name's words, for a state said right before them
    name_words = every_name_word - set(mine)
    said = [t for t in said if t not in name_words]  # "no severity" does not say "severe"
    if other_names:  # "the sensory neuron involvement": another variable's name, not the state "sensory"
        inside = set().union(*(_name_run(tuple(said), name) for name in other_names))
        said = [t for i, t in enumerate(said) if i not in inside]
    if mine in (["none"], ["absent"]) and _NONE_SAID.search(sentence):
        said.append(mine[0])
    others = [_tokens(str(s).replace("_", " ")) for s in variable.states if s != state]
    if len(mine) == 1 and mine[0] in _COLLECTIVE_STATES:
        named = sum(bool(words) and all(_says(w, said) for w in words) for words in others)
        return 1.0 if named >= 2 else float(_says(mine[0], said))
    score = sum(_says(w, said) for w in mine) / len(mine)
    if len(mine) > 1:
        in_order = sum(_says_pair(a, b, said) for a, b in itertools.pairwise(mine)) / (len(mine) - 1)
        score = (score + in_order) / 2
    other_words = {w for words in others for w in words} - set(mine)
    if len(mine) == 1 and mine[0] not in every_name_word:  # "decreasing cap and increasing instability"
        state_words = other_words | set(mine)
        pairs = list(itertools.pairwise(heard))
        before_name = {a for a, b in pairs if b in every_name_word and a not in every_name_word}
        before_other = {a for a, b in pairs if isinstance(b, str) and b not in _STOP | every_name_word | state_words}
        if _says(mine[0], list(before_name)):
            other_words = {w for w in other_words if not _says(w, list(before_other - before_name))}
    return max(0.0, score - 0.5 * sum(_says(w, said) for w in other_words) / len(mine))


def _letter_said(sentence: str, letter: str) -> bool:
    """Whether the sentence says a one-letter state standing alone (*B*, "s is m"); *a* and *i* only as capitals,
    and not as the article or pronoun that starts a sentence ("A driver …")."""
    if letter in ("a", "i"):
        pattern = rf"(?<![\w'’-]){letter.upper()}(?![\w'’-])"
        return any(
            not (re.match(r"\s*$|.*[.!?]\s*$", sentence[: m.start()]) and re.match(r"\s+[a-z]", sentence[m.end() :]))
            for m in re.finditer(pattern, sentence)
        )
    return re.search(rf"(?<![\w'’-]){letter}(?![\w'’-])", sentence, re.IGNORECASE) is not None


@functools.lru_cache(maxsize=65536)  # state_match asks once per state of every variable it weighs
def _said_tokens(sentence: str) -> tuple[str | float, ...]:
    """The words and numbers :func:`state_match` finds states among: numbers in words as digits, and a scale word
    alone both as a word (state ``million``) and as a number (state ``1000000``: "… is set to Million.")."""
    said = _tokens(spell_numbers(sentence))
    return (*said, *(t for t in _tokens(spell_numbers(sentence, named_scales=False)) if t not in said))


@functools.lru_cache(maxsize=65536)
def _name_run(said: tuple[str | float, ...], name: str) -> frozenset[int]:
    """Positions of the words of ``said`` in a run of two or more words of ``name`` (:func:`_same_word`)."""
    words = [w for w in _words(name.replace("_", " ")) if len(w) > 1 and not w.isdigit()]
    hits = enumerate(isinstance(t, str) and any(_same_word(t, w) for w in words) for t in said)
    inside: set[int] = set()
    for hit, run in itertools.groupby(hits, key=lambda item: item[1]):
        positions = [i for i, _ in run]
        if hit and len(positions) > 1:
            inside.update(positions)
    return frozenset(inside)


def _name_words(sentence: str, variable: Variable) -> frozenset[str]:
    """The words of a variable's one-word name units, and the sentence's words that say one of them in another form
    or abbreviated (:func:`_unit_span`: "convective inhibition" for ``latest_cin``): they name the variable, not a
    state."""
    return _said_name_words(sentence, variable.name)


@functools.lru_cache(maxsize=65536)
def _said_name_words(sentence: str, name: str) -> frozenset[str]:  # state_match asks once per state
    words = _words(sentence)
    said = set()
    for unit in _name_units(Variable(name)):
        if len(unit) > 1:
            continue
        said.add(unit[0])
        span = _unit_span(unit, words, abbreviations=False)  # its abbreviations, all of them, below
        if span is not None and span[2] == 1.0:
            said.update(words[span[0] : span[1] + 1])
        if len(unit[0]) >= 3 and unit[0].isalpha():  # also beside the abbreviation: "convective inhibition (CIN)"
            for start in range(len(words)):
                end = _abbreviated(unit[0], words, start)
                if end is not None:
                    said.update(words[start : end + 1])
    return frozenset(said)


def _name_units(variable: Variable) -> list[tuple[str, ...]]:
    """The words of a variable's name (no stop words, no single letters); neighbouring numbers make one unit, so
    ``cknn_v_12_15`` is ``cknn`` and ``12 15``."""
    units: list[tuple[str, ...]] = []
    for word in _words(variable.name.replace("_", " ")):
        if word in _STOP or (len(word) == 1 and not word.isdigit()):
            continue
        if word.isdigit() and units and units[-1][-1].isdigit():
            units[-1] = (*units[-1], word)
        else:
            units.append((word,))
    return units


def _abbreviated(name: str, words: Sequence[str], start: int, skeletons: bool = False) -> int | None:
    """The last word of a run from ``start`` that ``name`` abbreviates: the name is the run's words cut to a prefix
    each, two words or more, no stop word first, stop words between skipped (``hrbp``: heart rate blood pressure;
    ``pulmembolus``: pulmonary embolus; ``kinkedtube``: kinked tube; ``ventilatordisconnected``: ventilator is
    disconnected); with ``skeletons`` a piece of three letters or more may also write its word with letters left
    out (:func:`_abbreviates`: ``prtdata``: print data; ``prtcbl``: printer cable); None if there is none.

    Examples:

        >>> words = "the printer cable is connected".split()
        >>> _abbreviated("prtcbl", words, 1), _abbreviated("prtcbl", words, 1, skeletons=True)
        (None, 2)
    """

    def rest(i: int, j: int, forms: bool = True) -> int | None:
        if i == len(name):
            return j - 1
        if j < len(words) and i and words[j] in _STOP and words[j][0] != name[i]:  # "ventilator is disconnected"
            return rest(i, j + 1, forms)
        if j >= len(words) or not words[j] or words[j][0] != name[i]:
            return None
        if forms and i and len(name) - i >= 3 and _same_word(name[i:], words[j]):  # the last word as tubing
            return j
        for k in range(min(len(words[j]), len(name) - i), 0, -1):
            if words[j][:k] == name[i : i + k]:
                end = rest(i + k, j + 1, forms)
                if end is not None:
                    return end
        if skeletons:  # "prt" of "printer": its letters in order, fewer than the word's; the rest said exactly
            for k in range(min(len(words[j]) - 1, len(name) - i), 2, -1):
                if words[j][:k] != name[i : i + k] and _abbreviates(name[i : i + k], words[j]):
                    end = rest(i + k, j + 1, forms=False)
                    if end is not None:
                        return end
        return None

    if words[start] in _STOP:
        return None
    end = rest(0, start)
    return end if end is not None and end > start else None


_DERIVATIONS = ("ness", "ment", "ation", "ity", "ities", "ance", "ence", "age", "ings", "ing", "ers", "ies")


_RECORDING_WORDS = ("report", "document", "record")
"""Words that say a thing was put on record: a name's *report* is said by "documenting", "the child's record"."""


def _name_word_said(name_word: str, word: str) -> bool:
    """Whether a sentence's ``word`` says a name's ``name_word``: the same word or another form of it
    (:func:`_same_word`), or, for a word of :data:`_RECORDING_WORDS`, another of them ("the healthcare professional
    not documenting LVH" says ``lvh_report``).

    Examples:

        >>> [_name_word_said("report", w) for w in ("reported", "documenting", "records", "reporter", "doctor")]
        [True, True, True, True, False]
        >>> _name_word_said("documented", "report"), _name_word_said("deport", "document")
        (True, False)
    """
    if _same_word(name_word, word):
        return True
    recording = (any(_same_word(w, r) for r in _RECORDING_WORDS) for w in (name_word, word))
    return all(recording)


def _prefix_only(unit: str, word: str) -> bool:
    """Whether ``word`` says only the start of a one-word name that goes on with another word: ``ventilator`` of
    ``ventilatortube``, ``grunts`` of ``gruntingsymptomsreported`` (not ``sick`` of ``sickness``, ``miles`` of
    ``mileage``, ``congested`` of ``congestion``).

    Examples:

        >>> [_prefix_only(u, w) for u, w in [("ventilatortube", "ventilator"), ("gruntingsymptomsreported", "grunts")]]
        [True, True]
        >>> [_prefix_only(u, w) for u, w in [("sickness", "sick"), ("mileage", "miles"), ("congestion", "congested")]]
        [False, False, False]
    """
    rest = unit[len(word) :]
    if unit.startswith(word) and len(rest) >= 3 and rest not in _DERIVATIONS:
        return True
    common = len(os.path.commonprefix([unit, word]))  # "grunts" of gruntingsymptomsreported: a word's last letter
    return len(word) - common <= 1 and len(unit) - common >= 6  # differs, six letters or more of the name go on


def _swapped_compound(name: str, words: Sequence[str], *, gap: int = 3) -> tuple[int, int] | None:
    """Where the sentence says a one-word compound name's two words the other way round, at most ``gap`` words
    apart: "the tube is kinked" for ``kinkedtube``; (first, last) word index, or None. Each word has 3 letters or
    more and is matched whole or in another form (:func:`_same_word`)."""
    for k in range(3, len(name) - 2):
        head, tail = name[:k], name[k:]
        tails = [i for i, w in enumerate(words) if _same_word(tail, w) and not _prefix_only(tail, w)]
        heads = [i for i, w in enumerate(words) if _same_word(head, w) and not _prefix_only(head, w)]
        pairs = [(t, h) for t in tails for h in heads if 0 < h - t <= gap]
        if pairs:
            return min(pairs)
    return None


def _split_compound(name: str, words: Sequence[str], *, shortest: int = 3) -> tuple[int, int] | None:
    """Where the sentence says every word of a one-word compound name, in any order and apart: "the car is
    equipped with anti-theft devices" for ``carantitheft``, "the car has been driven for twenty thousand miles" for
    ``carmileage``, as the same name with underscores (``car_mileage``) is matched word by word; (first, last)
    word index, or None. Two words or more, each of ``shortest`` letters or more, each said by a different sentence
    word, whole or in another form (:func:`_same_word`, not a word that only starts it)."""

    def said(piece: str) -> list[int]:
        return [i for i, w in enumerate(words) if w == piece or (len(piece) >= 4 and _same_word(piece, w))]

    def rest(start: int, used: tuple[int, ...]) -> tuple[int, ...] | None:
        if start == len(name):
            return used if len(used) >= 2 else None
        for end in range(len(name), start + shortest - 1, -1):
            if len(name) - end and len(name) - end < shortest:
                continue
            for i in said(name[start:end]):
                if i not in used and not _prefix_only(name[start:end], words[i]):
                    found = rest(end, (*used, i))
                    if found is not None:
                        return found
        return None

    found = rest(0, ())
    return (min(found), max(found)) if found else None


def _shortened_compound(name: str, words: Sequence[str]) -> tuple[int, int] | None:
    """Where the sentence says a one-word compound name's last word whole, and its first word shortened right
    before it or one word before (:func:`_shortens`): "the AM instability" for ``atmosphericinstability``, as
    :func:`_shortened_modifier` reads ``atmospheric_instability``; (first, last) word index, or None."""
    for k in range(3, len(name) - 2):
        head, tail = name[:k], name[k:]
        for i, word in enumerate(words):
            if _same_word(tail, word) and not _prefix_only(tail, word):
                for j in (i - 1, i - 2):
                    if j >= 0 and _shortens(words[j], head):
                        return j, i
    return None


def _unit_span(
    unit: tuple[str, ...], words: Sequence[str], abbreviations: bool = True
) -> tuple[int, int, float] | None:
    """Where the sentence says a name unit and how much of it: (first, last, weight), or None.

    A word of the name said as itself or in another form (:func:`_same_word`), or a word of putting on record said by
    another (:func:`_name_word_said`: *documenting* for ``report``), weighs 1. With ``abbreviations`` a
    name word may abbreviate a run of the sentence's words (:func:`_abbreviated`; hyphenated words count apart
    here), also 1. A word that says only the start of a one-word compound name (:func:`_prefix_only`:
    "ventilator" of ``ventilatortube``) weighs 0.5, so "the ventilator machine" is ``ventilatormachine`` rather than
    ``ventilatortube``; a compound whose two words the sentence says the other way round, close together
    (:func:`_swapped_compound`: "the tube is kinked" for ``kinkedtube``), weighs 0.75, as does one whose words the
    sentence says apart (:func:`_split_compound`: "the car has been driven for many miles" for ``carmileage``) or
    with its first word shortened (:func:`_shortened_compound`: "the AM instability" for ``atmosphericinstability``),
    and one whose words are written with letters left out (``_abbreviated(skeletons=True)``: "the printer cable" for
    ``prtcbl``; one word of five letters or more: "the printout" for ``prtout``).
    """
    if len(unit) == 1:
        forms = [(i, i) for i, w in enumerate(words) if _name_word_said(unit[0], w)]
        full = next((f for f in forms if not _prefix_only(unit[0], words[f[0]])), None)
        if full is not None:
            return (*full, 1.0)
        if abbreviations and len(unit[0]) >= 3 and unit[0].isalpha():
            for i in range(len(words)):
                end = _abbreviated(unit[0], words, i)
                if end is not None:
                    return i, end, 1.0
            swapped = _swapped_compound(unit[0], words)
            if swapped is not None:
                return (*swapped, 0.75)
            split = _split_compound(unit[0], words)
            if split is not None:
                return (*split, 0.75)
            shortened = _shortened_compound(unit[0], words)
            if shortened is not None:
                return (*shortened, 0.75)
            for i in range(len(words)):  # "the printer cable" for prtcbl
                end = _abbreviated(unit[0], words, i, skeletons=True)
                if end is not None:
                    return i, end, 0.75
            if len(unit[0]) >= 5:  # "the printout" for prtout
                one = next((i for i, w in enumerate(words) if _abbreviates(unit[0], w)), None)
                if one is not None:
                    return one, one, 0.75
        return (*forms[0], 0.5) if forms else None
    return next(
        (
            (i, i + len(unit) - 1, 1.0)
            for i in range(len(words) - len(unit) + 1)
            if tuple(words[i : i + len(unit)]) == unit
        ),
        None,
    )


def _name_match(sentence: str, variable: Variable, kind: str) -> tuple[float, bool, tuple[int, int] | None]:
    """:func:`lexical_match`, whether the sentence says the variable's whole name, and where (when its words are
    together)."""
    if kind == "question":
        sentence = asked_part(sentence)
    abbreviations = kind != "premise"  # a premise's parent mentions count initials apart (_name_mentions)
    joined = _name_match_words(_words(sentence), variable, abbreviations)
    if joined[1] or "-" not in sentence:
        return joined
    split = _name_match_words(_words(sentence.replace("-", " ")), variable, abbreviations)  # "socio-economic"
    return split if split[0] > joined[0] else joined


def _shortens(word: str, full: str) -> bool:
    """Whether ``word`` shortens the one word ``full`` by dropping letters: the same first letter, the rest in
    order, three letters fewer or more (``am``: atmospheric; ``mgmt``: management; ``min``: minimum).

    Examples:

        >>> _shortens("am", "atmospheric"), _shortens("min", "minimum"), _shortens("mountan", "mountain")
        (True, True, False)
    """
    if len(word) < 2 or not word.isalpha() or word[0] != full[0] or len(full) - len(word) < 3:
        return False
    letters = iter(full[1:])
    return all(letter in letters for letter in word[1:])


def _shortened_modifier(
    units: Sequence[tuple[str, ...]], spans: list[tuple[int, int, float] | None], words: Sequence[str]
) -> list[tuple[int, int, float] | None]:
    """A name's first word said shortened right before the rest of the name: "the AM instability" says
    ``atmospheric_instability`` (:func:`_shortens`), or one word before it ("the AM mountain instability"), when the
    sentence says every other word of the name in full and together."""
    if len(units) < 2 or spans[0] is not None or len(units[0]) > 1 or any(s is None or s[2] < 1 for s in spans[1:]):
        return spans
    first, last = min(s[0] for s in spans[1:]), max(s[1] for s in spans[1:])
    together = last - first + 1 == sum(s[1] - s[0] + 1 for s in spans[1:])
    for i in (first - 1, first - 2) if together else ():  # one word may come between: "the AM mountain instability"
        if i >= 0 and _shortens(words[i], units[0][0]):
            return [(i, i, 1.0), *spans[1:]]
    return spans


def _name_initials(units: Sequence[tuple[str, ...]]) -> str | None:
    """The initials of a name of three words or more, one word each unit (``lvh`` of
    ``left_ventricular_hypertrophy``); None for another name."""
    if len(units) < 3 or any(len(u) > 1 or not u[0][:1].isalpha() for u in units):
        return None
    return "".join(u[0][0] for u in units)


def _initialism(
    units: Sequence[tuple[str, ...]], spans: list[tuple[int, int, float] | None], words: Sequence[str]
) -> list[tuple[int, int, float] | None]:
    """Three words or more of a name, one after another and none said, said by their initials as one word: "the child
    has LVH" says ``left_ventricular_hypertrophy``, and "the healthcare professional not documenting LVH" says
    ``report_left_ventricular_hypertrophy`` whole, as a one-word name may abbreviate the sentence's words
    (:func:`_abbreviated`). The longest such run is taken first.

    Examples:

        >>> units = [("report",), ("left",), ("ventricular",), ("hypertrophy",)]
        >>> _initialism(units, [(1, 1, 1.0), None, None, None], ["a", "report", "of", "lvh"])
        [(1, 1, 1.0), (3, 3, 1.0), (3, 3, 1.0), (3, 3, 1.0)]
        >>> _initialism(units, [(1, 1, 1.0), (3, 3, 1.0), None, None], ["a", "report", "of", "left", "vh"])
        [(1, 1, 1.0), (3, 3, 1.0), None, None]
    """
    spans = list(spans)
    lengths = range(len(units), 2, -1)
    for length, start in ((n, i) for n in lengths for i in range(len(units) - n + 1)):
        run = range(start, start + length)
        if any(spans[k] is not None for k in run):
            continue
        initials = _name_initials(units[start : start + length])
        at = None if initials is None else next((i for i, w in enumerate(words) if w == initials), None)
        if at is not None:
            spans[start : start + length] = [(at, at, 1.0)] * length
    return spans


def spelt_initialisms(text: str, variables: Mapping[str, Variable]) -> str:
    """``text`` with each word that is the initials of a declared name (:func:`_name_initials`) written as the name's
    words: what the chooser and the embedder read, which cannot read *LVH* as left ventricular hypertrophy (nor the
    namer's ``report_lvh`` as its report).

    Examples:

        >>> variables = {n: Variable(n) for n in ("left_vent_hypertrophy", "report_lvh")}
        >>> spelt_initialisms("question: report lvh", variables)
        'question: report left vent hypertrophy'
        >>> spelt_initialisms("The child has LVH.", variables)
        'The child has left vent hypertrophy.'
    """
    pattern, spelt = _initialisms(tuple(variables.values()))
    return text if pattern is None else pattern.sub(lambda m: spelt[m.group(1).lower()], text)


@functools.lru_cache(maxsize=1 << 12)
def _initialisms(declared: tuple[Variable, ...]) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """The declared names' initials (:func:`_name_initials`), each mapped to the name's words (the first name with
    them), and a pattern that finds them as words; kept: a parse spells the sentences, candidates and premise text of
    the same variables out many times (:func:`spelt_initialisms`)."""
    spelt: dict[str, str] = {}
    for variable in declared:
        units = _name_units(variable)
        initials = _name_initials(units)
        if initials is not None:
            spelt.setdefault(initials, " ".join(u[0] for u in units))
    if not spelt:
        return None, spelt
    return re.compile(rf"\b({'|'.join(map(re.escape, spelt))})\b", re.IGNORECASE), spelt


def _name_match_words(
    words: list[str], variable: Variable, abbreviations: bool = True
) -> tuple[float, bool, tuple[int, int] | None]:
    units = _name_units(variable)
    spans = [_unit_span(unit, words, abbreviations) for unit in units]
    if abbreviations:
        spans = _shortened_modifier(units, spans, words)
        spans = _initialism(units, spans, words)
    found = [s for s in spans if s is not None]
    score = sum(s[2] for s in found) / len(units) if units else 0.0
    states = [w for s in variable.states for w in _words(str(s).replace("_", " ")) if w not in _STOP]
    if any(_same_word(w, x) for w in states for x in words):
        score += 0.5 * (1 - score)
    for unit, span in zip(units, spans, strict=True):
        if span is None and len(unit) > 1 and any(a == unit[0] and b != unit[1] for a, b in itertools.pairwise(words)):
            score *= 0.5  # the name says 12:15, the sentence 12:00
    whole, span = bool(units) and len(found) == len(units) and all(s[2] == 1 for s in found), None
    if whole:
        first, last = min(s[0] for s in found), max(s[1] for s in found)
        if last - first <= sum(s[1] - s[0] + 1 for s in found):  # the name's words together (one word between)
            span = (first, last)
    return score, whole, span


def lexical_match(sentence: str, variable: Variable, kind: str) -> float:
    """How much of the variable's name (and of its states) the sentence says, in [0, 1].

    The share of the name's words the sentence says (word forms match: ``miles`` / ``mileage``; neighbouring
    numbers in a name are one unit, and a sentence saying its first number with another one halves the score), plus
    half the rest when the sentence says a word of one of the states. For a question only :func:`asked_part` counts.
    A name word the sentence does not say may abbreviate a run of its words (``hrbp``: "heart rate blood pressure",
    :func:`_abbreviated`), and three words or more of a name, one after another, may be said by their initials as one
    word ("DVT", :func:`_initialism`), except for ``kind="premise"`` (a parent's mention in a premise, where initials
    are counted apart). *Documenting* or *record* says a name's *report* (:func:`_name_word_said`).

    Examples:

        >>> xray = Variable("xray", ("positive", "negative"))
        >>> lexical_match("The X-ray results for cancer were negative.", xray, "evidence")
        1.0
        >>> lexical_match("What is the chance of cancer, given a positive X-ray?", xray, "question")
        0.0
        >>> lexical_match("Given a positive X-ray, what is the chance of cancer?", xray, "question")
        0.0
        >>> socio = Variable("socio_economic_class")
        >>> lexical_match("The driver has a lower socio-economic status.", socio, "evidence")
        0.6666666666666666
    """
    return _name_match(sentence, variable, kind)[0]


def _inside_squashed(units: set[tuple[str, ...]], other: Variable, sentence: str, kind: str) -> bool:
    """Whether a one-word name is part of ``other``'s one-word name (``grunting`` of
    ``gruntingsymptomsreported``) that the sentence says joined, swapped or apart (:func:`_unit_span` weighs it 0.75
    or more): "a report of grunting symptoms" is the report, not the grunting."""
    other_units = _name_units(other)
    if len(units) != 1 or len(other_units) != 1:
        return False
    (unit,), other_unit = units, other_units[0]
    if len(unit) != 1 or len(other_unit) != 1 or unit[0] == other_unit[0] or unit[0] not in other_unit[0]:
        return False
    words = _words(asked_part(sentence) if kind == "question" else sentence)
    span = _unit_span(other_unit, words, kind != "premise")
    return span is not None and span[2] >= 0.75


def lexical_scores(sentence: str, variables: Mapping[str, Variable], kind: str) -> dict[str, float]:
    """:func:`lexical_match` of every variable, halved for a variable whose name the sentence says only as part of a
    longer one: inside another variable's name (``cknn`` in ``cknn_v_12_15``), or as the modifier of a phrase another
    variable's name ends (``chest_xray`` in "the chest X-ray report", which is ``xray_report``). Halved too when the
    sentence says the whole name only with its words apart, and another name whole with its words together that shares
    a word with it and is not shorter nor a part of it (``cbodn`` for ``cbodn_v_12_15``): "the severity of sensory
    neuron involvement in the differential diagnosis" is ``sensory_neuron_involvement_severity``, not
    ``differential_diagnosis_severity``. Halved as well, in a premise, for a name said in part only by the words of
    another name inside it that the sentence says whole: "if the patient has left ventricular failure" says
    ``left_vent_failure``, not ``left_vent_failure_recorded`` (the namer's name for its record in the history); not in
    evidence or a question, where what the premises say of each variable tells such names apart ("the decay rate at
    12:15" is ``cknd_dec``, water0). A name that restates another variable in a state (:func:`unrestated_name`:
    ``low_power_output`` beside ``power_output``, low / normal / high) is said only where the sentence says its words
    in its order, at most two words apart (:func:`_said_in_order`: "a false alarm for low power output"): elsewhere
    ("if the power output is normal and the demand is low", "the power output is low") the sentence says the other
    variable in a state, so that name is halved and halves nothing. Halved also for a name said whole and together
    inside the words of another name said whole and together that says more: "a report indicating deep vein
    thrombosis" is ``dvt_report`` (its ``dvt`` the condition's initials), not ``deep_vein_thrombosis``.

    Examples:

        >>> variables = {n: Variable(n, ("normal", "plethoric")) for n in ("chest_xray", "xray_report")}
        >>> lexical_scores("The chest X-ray report indicates a plethoric pattern.", variables, "evidence")
        {'chest_xray': 0.5, 'xray_report': 1.0}
        >>> lexical_scores("The chest X-ray shows a plethoric pattern.", variables, "evidence")
        {'chest_xray': 1.0, 'xray_report': 0.75}
        >>> names = ("sensory_neuron_involvement_severity", "differential_diagnosis_severity")
        >>> variables = {n: Variable(n, ("mild", "moderate")) for n in names}
        >>> text = "The severity of sensory neuron involvement in the differential diagnosis is moderate."
        >>> lexical_scores(text, variables, "evidence")
        {'sensory_neuron_involvement_severity': 1.0, 'differential_diagnosis_severity': 0.5}
        >>> variables = {"power_output": Variable("power_output", ("low", "normal", "high")),
        ...              "low_power_output": Variable("low_power_output")}
        >>> text = "If a false alarm for low power output is raised, the meter reads high."
        >>> lexical_scores(text, variables, "premise")
        {'power_output': 0.5, 'low_power_output': 1.0}
        >>> lexical_scores("If the power output is high, the voltage is low in 20% of cases.", variables, "premise")
        {'power_output': 1.0, 'low_power_output': 0.5}
    """
    matches = {name: _name_match(sentence, variable, kind) for name, variable in variables.items()}
    units_of = {name: set(_name_units(variable)) for name, variable in variables.items()}
    words_of = {name: {w for unit in units for w in unit} for name, units in units_of.items()}
    words = _words(asked_part(sentence) if kind == "question" else sentence)
    unit_spans = functools.cache(  # each name's units and where the sentence says them (None: not), once per sentence
        lambda name: {u: _unit_span(u, words, kind != "premise") for u in _name_units(variables[name])}
    )

    def spans_of(name: str) -> list[tuple[int, int, float]]:  # for _within_other
        return [span for span in unit_spans(name).values() if span is not None]

    def said_units(name: str) -> set[tuple[str, ...]]:  # for covered names
        return {unit for unit, span in unit_spans(name).items() if span is not None}

    apart = _words((asked_part(sentence) if kind == "question" else sentence).replace("-", " "))
    places_of = functools.cache(  # each name's unit places, hyphenated words apart, once per sentence
        lambda name: _unit_places(_name_units(variables[name]), apart)
    )
    restating = {  # names restating another variable in a state, not said in their order: that variable's state
        name: restated
        for name, restated in _restated_by(tuple(variables.values())).items()
        if not _said_in_order(name.split("_"), words)
    }
    scores = {}
    for name, (score, whole, span) in matches.items():
        units = units_of[name]
        if name in restating:
            scores[name] = score * 0.5
            continue
        for other, (_, other_whole, other_span) in matches.items():
            other_units = units_of[other]
            if restating.get(other) == name:
                continue
            if other != name and score > 0 and _inside_squashed(units, variables[other], sentence, kind):
                score *= 0.5
                break
            if other == name or not other_whole:
                continue
            inside = score > 0 and units < other_units
            modifier = (
                span is not None
                and other_span is not None
                and span[0] < other_span[0] <= span[1] + 1
                and other_span[1] > span[1]
            )
            scattered = (  # both said whole, sharing a word; this one apart, the other together and no shorter
                whole
                and span is None
                and other_span is not None
                and not words_of[name].isdisjoint(words_of[other])
                and len(other_units) >= len(units)
                and not other_units <= units
            )
            covered = (  # in a premise, said only by the words of another name inside it, which it says whole
                kind == "premise" and 0 < score < 1 and other_units < units and said_units(name) <= other_units
            )
            enclosed = (  # said whole and together within another name said whole and together, that says more
                whole
                and span is not None
                and other_span is not None
                and other_span[0] <= span[0]
                and span[1] <= other_span[1]
                and other_span[1] - other_span[0] > span[1] - span[0]
            )
            if inside or modifier or scattered or covered or enclosed:
                score *= 0.5
                break
        else:
            if 0 < score <= 0.5 and _within_other(name, spans_of, matches):
                score *= 0.5
            elif 0 < score < 1 and _inside_other_run(name, places_of, matches):
                score *= 0.5
        scores[name] = score
    return scores


@functools.lru_cache(maxsize=1 << 12)
def _restated_by(declared: tuple[Variable, ...]) -> dict[str, str]:
    """Each declared name that restates another declared variable in a state (:func:`unrestated_name`), mapped to
    that variable's name (``low_power_output`` → ``power_output``). Kept: every sentence of a parse asks it of the
    same variables."""
    variables = {v.name: v for v in declared}
    found = {}
    for name in variables:
        restated = unrestated_name(name, {o: v for o, v in variables.items() if o != name})
        if restated != name:
            found[name] = restated
    return found


def _said_in_order(name_words: Sequence[str], words: Sequence[str], gap: int = 2) -> bool:
    """Whether ``words`` say ``name_words`` in their order, each at most ``gap`` words after the one before it (word
    forms match): "low power output", "a low output of the power" for ``low_output_power``.

    Examples:

        >>> _said_in_order(["low", "power", "output"], _words("A false alarm for low power output is raised."))
        True
        >>> _said_in_order(["low", "output", "power"], _words("A low output of the power is rare."))
        True
        >>> _said_in_order(["low", "power", "output"], _words("The power output is low."))
        False
    """

    def from_(i: int, k: int) -> bool:
        if k == len(name_words):
            return True
        return any(
            _same_word(words[j], name_words[k]) and from_(j + 1, k + 1) for j in range(i, min(i + gap + 1, len(words)))
        )

    return any(_same_word(w, name_words[0]) and from_(i + 1, 1) for i, w in enumerate(words)) if name_words else False


def _inside_other_run(name: str, places_of: Callable[[str], set[int]], matches: Mapping[str, tuple]) -> bool:
    """Whether every word the sentence says of ``name`` (``places_of``: where each name's units are said, hyphenated
    words apart), said in part, lies inside one run of words (one missing word allowed) that says another variable
    matched better, and that run says more than those words: *left ventricular* in "the left ventricular
    end-diastolic volume is low" is the volume's, not a mention of ``left_ventricular_failure``."""
    own = places_of(name)
    if not own:
        return False
    for other, (score, _, _) in matches.items():
        if other == name or score <= matches[name][0]:
            continue
        places = sorted(places_of(other))
        runs: list[list[int]] = []
        for place in places:
            if runs and place - runs[-1][-1] <= 2:
                runs[-1].append(place)
            else:
                runs.append([place])
        for run in runs:
            if run[0] <= min(own) and max(own) <= run[-1] and not set(run) <= own:
                return True
    return False


def _within_other(
    name: str, spans_of: Callable[[str], list[tuple[int, int, float]]], matches: Mapping[str, tuple]
) -> bool:
    """Whether every word the sentence says of ``name``'s units (``spans_of``: :func:`_unit_span` of each), each
    only in part (weight 0.5 or less), lies inside a longer run another variable, matched better, is said by with
    weight 0.75 or more: the *data* of "the print data" is ``prtdata``'s (:func:`_abbreviated` with skeletons), not
    the start of ``datafile``; "grunting" alone still starts ``gruntingsymptomsreported``."""
    own = spans_of(name)
    if not own or any(weight > 0.5 for _, _, weight in own):
        return False
    runs = [
        (first, last)
        for other in matches
        if other != name and matches[other][0] > matches[name][0]
        for first, last, weight in spans_of(other)
        if weight >= 0.75
    ]
    return all(any(a <= first and last <= b and b - a > last - first for a, b in runs) for first, last, _ in own)


def atom_choices(variable: Variable) -> list[AtomSlot]:
    """Every (value, polarity) of one variable an evidence sentence or a question can mean.

    Booleans: true / false. Categorical: each state; with more than two states also "not that state".
    """
    choices = [AtomSlot(variable.name, value) for value in variable.values]
    if len(variable.states) > 2:
        choices.extend(AtomSlot(variable.name, s, positive=False) for s in variable.states)
    return choices


# ----------------------------------------------------------------------------------------------------------------
# Reading a premise's probabilities and parent assignment by rules
# ----------------------------------------------------------------------------------------------------------------

WEP_VALUES = {
    **WEP_PROBABILITIES,
    "probably not": 0.3,
    "probably not the case": 0.3,
    **dict.fromkeys(("equally likely", "equal chance", "even chance", "as likely as not"), 0.5),
}
"""Words of estimative probability a premise in words says, at their medians (:data:`hedgehub.wep.WEP_PROBABILITIES`),
but ``probably not`` at 0.3: QUITE's words never say ``about even`` below 0.45 (:func:`hedgehub.wep.sample_wep`), so
``probably not`` covers 0.225–0.45 (0.3 is its most common number on the train split). ``equally likely`` (``equal
chance``, ``even chance``) is 0.5: "equally likely to own another car or not"; said of a list of states, it and any
word after *equally* share what the other states leave (:func:`_equally_said`); ``as likely as not`` is 0.5 too (not
*likely*, then *not*). ``certain`` and ``impossible`` are read as 1 and 0 in every premise."""

_ALMOST = ("almost", "nearly", "virtually", "practically", "close to", "next to", "all but")
_VERY = ("very", "extremely")
_CHANCE = ("chance", "probability", "likelihood")
WEP_VARIANTS = {
    **{f"{very} {word}": WEP_VALUES[f"highly {word}"] for very in _VERY for word in ("likely", "unlikely")},
    **dict.fromkeys(("very probable", "extremely probable"), WEP_VALUES["highly likely"]),
    **dict.fromkeys(("very improbable", "extremely improbable", "highly improbable"), WEP_VALUES["highly unlikely"]),
    **dict.fromkeys(("a near certainty", "a near-certainty", "near certainty"), WEP_VALUES["almost certain"]),
    "less likely than not": WEP_VALUES["probably not"],
    "doubtful": WEP_VALUES["we doubt"],
    "out of the question": WEP_VALUES["impossible"],
    **{f"{almost} certain{ly}": WEP_VALUES["almost certain"] for almost in _ALMOST for ly in ("", "ly", "ty")},
    **{f"{almost} impossible": WEP_VALUES["almost no chance"] for almost in _ALMOST},
    **dict.fromkeys(("not likely", "not very likely", "not probable"), WEP_VALUES["unlikely"]),
    **{f"{size} {chance}": WEP_VALUES["likely"] for size in ("good", "high", "strong") for chance in _CHANCE},
    **{f"{size} {chance}": WEP_VALUES["highly likely"] for size in ("very high", "very strong") for chance in _CHANCE},
    **{
        f"{size} {chance}": WEP_VALUES["highly unlikely"]
        for size in ("very small", "very slight", "very low", "slim", "very slim", "remote")
        for chance in _CHANCE
    },
}
"""Words of likelihood the scale (:data:`WEP_VALUES`) has in other words, read as those: *very* or *extremely likely*
as *highly likely* (0.9), *very unlikely* as *highly unlikely* (0.05), *almost certainly*, *nearly* or *virtually
certain*, *close to*, *next to* or *all but certain* and *with almost* or *near certainty* as *almost certain* (0.95,
not 1), *nearly*, *close to* or *next to impossible* as *almost no chance* (0.02, not 0), *not likely* as *unlikely*
(0.2, not *likely*), *a good* or *high chance* (*probability*, *likelihood*) as *likely* (0.7), *a very high chance* as
*highly likely*, *a very small*, *slim* or *remote chance* and *highly improbable* as *highly unlikely*, *a near
certainty* as *almost certain*, *less likely than not* as *probably not*, *doubtful* as *we doubt*, *out of the
question* as *impossible*. They count where the scale's words do; beside stated numbers they are only words, as before
(their *high*, *low* may name states there). Not *a small*, *slight* or *low chance*: as *little chance* (0.1) they
lost two QUITE train pairs whose states said so take 0.15 and 0.2 in gold (BENCHMARKS, session 54); their states share
the rest as before."""
_WEP_READINGS = {**WEP_VALUES, **WEP_VARIANTS}

EQUAL_PHRASES = (
    "equal chances",
    "equal probability",
    "equal probabilities",
    "equal likelihood",
    "equally probable",
    "equally common",
    "equally frequent",
    "same probability",
    "same chance",
    "same likelihood",
    "uniformly distributed",
)
"""Ways to say that states are equally likely besides :data:`WEP_VALUES`' ``equally likely``: a premise that states
no other probability and names every state gives each ``1/n`` (:func:`read_probabilities`); beside other
probabilities they say nothing ("HIGH with almost certainty, whereas LOW, NORMAL and ZERO have equal likelihood": the
others share the rest)."""
_EQUAL = re.compile(r"\b(?:" + "|".join(EQUAL_PHRASES) + r")\b", re.IGNORECASE)

FREQUENCY_VALUES = {
    **dict.fromkeys(("almost always", "nearly always", "almost all", "nearly all", "virtually all"), 0.95),
    **dict.fromkeys(("usually", "often", "frequently", "frequent", "common", "commonly", "typically"), 0.7),
    **dict.fromkeys(("most", "the majority of", "a majority of"), 0.7),
    **dict.fromkeys(("sometimes", "occasionally"), 0.25),
    **dict.fromkeys(("rarely", "rare", "seldom", "uncommon", "infrequently", "infrequent"), 0.1),
    **dict.fromkeys(("few", "a few", "a small number of", "a small minority of", "a small proportion of"), 0.1),
    **dict.fromkeys(("almost never", "nearly never", "hardly ever", "almost no", "almost none", "hardly any"), 0.02),
}
"""Words of frequency and of amount, each read as the word of :data:`hedgehub.wep.WEP_PROBABILITIES` it stands for:
*usually*, *often*, *common*, *most*, *the majority of* as *likely* (0.7); *rarely*, *seldom*, *uncommon*, *few*, *a
small number of* as *little chance* (0.1); *sometimes* and *occasionally* as *probably not* (0.25: the scale has no
word between *unlikely* and *about even*); *almost always*, *almost all* as *almost certain* (0.95); *almost never*,
*hardly any* as *almost no chance* (0.02); after *very* or *extremely* as *highly likely* (0.9) or *highly
unlikely* (0.05) (:func:`frequency_value`). *Most* only where no word of likelihood or frequency follows ("most
commonly" is *commonly*) and not after *the* or *at*. Only in a premise that states no number and no word of
estimative probability (:data:`WEP_VALUES`, :data:`WEP_VARIANTS`): there the scale's words say the probabilities ("a
rare disease that a person is highly unlikely to have" is 0.05)."""
_MOST = r"(?<!the )(?<!at )most(?!\s+(?:likely|probabl|common|often|frequent|prevalent|usual|typical))"
_FREQUENCY_PATTERN = (
    rf"(?:(?:{'|'.join(_VERY)})\s+)?(?:"
    + "|".join(_MOST if w == "most" else re.escape(w) for w in sorted(FREQUENCY_VALUES, key=len, reverse=True))
    + ")"
)
_FREQUENCY = re.compile(_FREQUENCY_PATTERN)


def frequency_value(said: str) -> float:
    """The probability a word of frequency says (:data:`FREQUENCY_VALUES`), after *very* / *extremely* the scale's
    *highly likely* or *highly unlikely*.

    Examples:

        >>> frequency_value("usually"), frequency_value("rarely"), frequency_value("very rarely")
        (0.7, 0.1, 0.05)
        >>> frequency_value("Very  often"), frequency_value("almost never")
        (0.9, 0.02)
    """
    first, *rest = said.lower().split()
    if first in _VERY and rest:
        return WEP_VALUES["highly likely"] if FREQUENCY_VALUES[" ".join(rest)] > 0.5 else WEP_VALUES["highly unlikely"]
    return FREQUENCY_VALUES[" ".join(said.lower().split())]


WEP_PHRASES = sorted((w for w in _WEP_READINGS if w not in ("certain", "impossible")), key=len, reverse=True)
"""The phrases a premise in words says a probability with (longest first); ``certain`` / ``impossible`` are read apart
(they also say 1 and 0 beside numbers)."""
_WEP_PATTERN = "|".join(re.escape(w) for w in WEP_PHRASES)
_FRACTION = re.compile(r"\b(?:half|an? (?:third|quarter|fifth)|[1-4] (?:thirds?|quarters?|fifths?))\b")
"""A fraction said in words (numbers already spelt as digits: ``two thirds`` is ``2 thirds``); a probability only
in a premise that states no number."""


_WHOLES = {"half": 2, "third": 3, "quarter": 4, "fifth": 5}
"""The parts of a whole a fraction in words counts in."""


def fraction_value(said: str) -> float | None:
    """The probability a fraction in words says (:data:`_FRACTION`; numbers spelt as digits), ``None`` for one of
    ``1`` or more ("4 quarters").

    Examples:

        >>> fraction_value("half"), fraction_value("a quarter"), fraction_value("2 thirds"), fraction_value("5 fifths")
        (0.5, 0.25, 0.6666666666666666, None)
    """
    part, whole = said.split() if said[0].isdigit() else ("1", said.split()[-1])
    whole = _WHOLES[whole.rstrip("s")]
    return int(part) / whole if int(part) < whole else None


_PIECE = re.compile(
    r"(?P<skip>\d+:\d+|\d+(?:\.\d+)?-[a-z]+"  # a time (12:15) or a compound (15-minute) names no state
    r"|\bthe (?:most|least) (?:likely|probable)\b)"  # nor a ranking: "TGA is still the most likely one"
    rf"|(?P<wep>\b(?:{_WEP_PATTERN})\b)"
    rf"|(?P<frequency>\b{_FREQUENCY_PATTERN}\b)"
    r"|(?P<percent>\d+(?:\.\d+)?)\s*(?:%+|percent\b|per cent\b)"
    rf"|{ODDS}"
    rf"|(?P<fraction>{_FRACTION.pattern})"
    r"|(?P<number>\d*\.\d+|\d+)"
    r"|(?P<zero>no (?:chance|possibility|probability|likelihood)|impossible|not possible|zero|cannot)\b"
    r"|(?P<one>certain(?:ly|ty)?|definitely|definitively|undoubtedly|guaranteed)\b"
    r"|(?P<ident>[a-z][a-z0-9]*(?:_+[a-z0-9]+)+_*)"  # a state written as one identifier: Greater_than_2_Mb
    r"|(?P<word>[a-z]+(?:'[a-z]+)?|[<>≤≥])"
    r"|(?P<stop>[;!?]|\.(?!\d))"
    r"|(?P<comma>,)",
    re.IGNORECASE,
)
_STRONG_BREAKS = {"whereas", "while", "whilst", "but", "however", "meanwhile", "although", "though", "conversely"}
_EACH = {"each", "equal", "equally", "both", "all", "either"}
_LIKELY = {"likely", "unlikely", "probable", "improbable", "possible", "certain"}
_COMPARATIVES = set("< > ≤ ≥ less below under lower fewer more above over greater higher exceeding least".split())
_BARE = {"with", "a", "an", "the", "of", "at", "chance", "probability", "likelihood", "certainty", "odds", "risk"}
ROUNDING = 0.011
"""How far from 1 QUITE's stated numbers may sum and still be a whole distribution (they are rounded: 33.33 % × 3)."""
EACH_ROUNDING = 0.001
"""How far the share left for the states without a number may be from a number said to hold for *each* state and
still be that number, rounded (1 − 2 × 33.33 % is 33.34 %)."""
_LIST_WORDS = {"or", "and", "nor", "either", "neither"}
_LIST_SEPARATORS = {",", "or", "and", "nor"}
"""What may stand between two states of one list ("red, blue, green or grey")."""
_PROBABILITY_NOUNS = {"probability", "chance", "likelihood"}
"""A decimal right after one of these is a probability even beside percentages ("… 99.7%, … with a probability of
0.002")."""
_CONDITION_WORDS = {"if", "when", "whenever", "given", "provided", "unless"}
"""A condition after a number is not what the number says (``100% … both if tuberculosis is not diagnosed``)."""
_RELATIVE = {"who", "that", "which", "whose"}
_AUXILIARIES = {"do", "does", "did", "is", "are", "was", "were", "has", "have", "had"}
"""A *not* right after these, or after one of them and an auxiliary, is a relative clause's (``people who do not
smoke``, ``who don't``), not the premise's; a *not* after the clause's verb is the main verb's (``who smoke
don't``)."""


@dataclass(frozen=True)
class _Piece:
    """One token of a premise: ``kind`` is ``prob`` (a stated probability or, in a premise without numbers, a word of
    estimative probability), ``zero`` / ``one`` (``no chance`` / ``certainly``), ``number``, ``word``, ``strong``
    (a clause break: ``.``, ``;``, ``whereas``, ``while`` …) or ``weak`` (``,``, ``and``)."""

    kind: str
    value: float | str
    text: str


def _decimal_said(text: str) -> bool:
    """Whether a text states a probability as a decimal (``with a probability of 0.35``): not one end of a range
    (``0.0-0.5``, ``between 0.2 and 0.4``), not a quantity (``0.8 mg``).

    Examples:

        >>> [_decimal_said(t) for t in ("a probability of 0.35", "0.6 and 0.4", "between 0.0-0.5 or 0.5 - 1.5")]
        [True, True, False]
        >>> [_decimal_said(t) for t in ("between 0.2 and 0.4", "a level of 0.8 mg/l", "above 2.5")]
        [False, False, False]
    """
    for match in _DECIMAL.finditer(text):
        before, after = text[max(0, match.start() - 12) : match.start()], text[match.end() :]
        if "." in match.group(1) and not (
            re.search(r"(?:\d\s*[-–]\s*|\bbetween\s+|\d\s+(?:and|to)\s+)$", before, re.IGNORECASE)
            or re.match(r"\s*(?:[-–]|to\s)\s*\d", after)
            or _UNIT_AFTER.match(after)
        ):
            return True
    return False


_MONTHS = (
    "january february march april may june july august september october november december".split(),
    "jan feb mar apr may jun jul aug sep oct nov dec".split(),
)
_MONTH = r"(?:" + "|".join(sorted({*_MONTHS[0], *_MONTHS[1], "sept"}, key=len, reverse=True)) + r")\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_DATE_RANGE = re.compile(
    rf"\b({_MONTH})\s+{_DAY}\s*(?:and|to|until|till|through|-|–)\s*({_MONTH})\s+{_DAY}\b",
    re.IGNORECASE,
)


def joined_dates(text: str) -> str:
    """A range of dates written as one identifier, so that it names one state: "between May 15 and June 14" is
    ``may_15_june_14`` (also "from … to …", "May 15 - June 14"; months in full).

    Examples:

        >>> joined_dates("The date falls between April 1 and May 15 in 25% of cases, from Jun 16 to Jun 30 in 35%.")
        'The date falls between april_1_may_15 in 25% of cases, from june_16_june_30 in 35%.'
        >>> joined_dates("It may rain on 15 days.")
        'It may rain on 15 days.'
    """

    def month(said: str) -> str:
        said = said.lower().rstrip(".")[:3]
        return _MONTHS[0][_MONTHS[1].index(said)]

    def joined(match: re.Match) -> str:
        return f"{month(match.group(1))}_{int(match.group(2))}_{month(match.group(3))}_{int(match.group(4))}"

    return _DATE_RANGE.sub(joined, text)


_LETTER_RANGE = re.compile(r"(?<![\w'’-])([A-Z])\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*([A-Z])(?![\w'’-])")


def spell_letter_ranges(text: str) -> str:
    """A range of capital letters spelt out, so that each letter names its state: "scenarios B to D" is "scenarios
    B, C and D" (also *through*, ``B-D``); two letters next to each other or in the wrong order stay as they are
    ("from A to B").

    Examples:

        >>> spell_letter_ranges("codes D through F with 10% each, and classes B-D")
        'codes D, E and F with 10% each, and classes B, C and D'
        >>> spell_letter_ranges("The route goes from A to B.")
        'The route goes from A to B.'
    """

    def spelt(match: re.Match) -> str:
        first, last = ord(match.group(1)), ord(match.group(2))
        if last - first < 2:
            return match.group(0)
        letters = [chr(c) for c in range(first, last + 1)]
        return ", ".join(letters[:-1]) + " and " + letters[-1]

    return _LETTER_RANGE.sub(spelt, text)


def spelt_states(text: str) -> str:
    """A premise with its ranges of states written as the state readers take them: a range of letters spelt out
    (:func:`spell_letter_ranges`), a range of dates joined into one (:func:`joined_dates`). Both readers
    (:func:`read_probabilities` and :func:`hedgehub.slot_states.read_states`) read it so."""
    return joined_dates(spell_letter_ranges(text))


def _pieces(sentence: str) -> list[_Piece]:
    return list(_sentence_pieces(sentence))


@functools.lru_cache(maxsize=1 << 16)
def _sentence_pieces(sentence: str) -> tuple[_Piece, ...]:
    """:func:`_pieces`, kept: every rule reads a premise's pieces again."""
    text = said_numbers(spelt_states(sentence).lower())
    text = re.sub(r"(\d+)%+\.(\d+)\s*%", r"\1.\2%", text)  # QUITE's "an 18%.23%"
    text = re.sub(r"\s*\|\s*", " given ", text)  # "P(wet | not rain) = 0.1"
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)
    pieces = []
    for match in _PIECE.finditer(text):
        group, said = match.lastgroup, match.group(0)
        if group == "percent":
            pieces.append(_Piece("prob", min(float(match.group("percent")) / 100, 1.0), said))
        elif group == "whole":
            part, whole = float(match.group("part")), float(match.group("whole"))
            ratio = 0 < whole and part <= whole
            pieces.append(_Piece("prob", part / whole, said) if ratio else _Piece("word", said, said))
        elif group == "number":
            pieces.append(_Piece("number", float(said), said))
        elif group == "wep":
            pieces.append(_Piece("prob", _WEP_READINGS[said], said))
        elif group == "frequency":
            pieces.append(_Piece("prob", frequency_value(said), said))
        elif group == "fraction":  # "half", "a quarter", "two thirds" (spelt 2 thirds here)
            value = fraction_value(said)
            pieces.append(_Piece("prob", value, said) if value is not None else _Piece("word", said, said))
        elif group in ("zero", "one"):
            pieces.append(_Piece(group, float(group == "one"), said))
        elif group == "ident":  # its words name a state; none of them is a negation ("No____TIF") or a break
            for part in re.finditer(r"[a-z]+|\d*\.\d+|\d+", said):
                word = part.group(0)
                number = not word[0].isalpha()
                pieces.append(_Piece("number", float(word), word) if number else _Piece("word", word, f"{word}_"))
        elif group == "word":
            kind = "strong" if said in _STRONG_BREAKS else "weak" if said == "and" else "word"
            pieces.append(_Piece(kind, said, said))
        elif group in ("stop", "comma"):
            pieces.append(_Piece("strong" if group == "stop" else "weak", said, said))
        else:
            pieces.append(_Piece("word", said, said))
    said = [p.kind == "prob" and (p.text[0].isalpha() or _FRACTION.fullmatch(p.text) is not None) for p in pieces]
    frequency = [p.kind == "prob" and _FREQUENCY.fullmatch(p.text) is not None for p in pieces]
    stated = _decimal_said(text) or any(p.kind == "prob" and not words for p, words in zip(pieces, said, strict=True))
    if not stated and any(p.kind in ("prob", "zero", "one") and not f for p, f in zip(pieces, frequency, strict=True)):
        said, stated = frequency, any(frequency)  # words of frequency count where nothing else says a probability
    if stated:
        # numbers stated (0.35 too): words of probability and fractions are only words
        pieces = [
            (_Piece("number", float(word), word) if word.isdigit() else _Piece("word", word, word)) if words else p
            for p, words in zip(pieces, said, strict=True)
            for word in (p.text.split() if words and p.text not in WEP_VALUES else [p.text])
        ]
    elif any(frequency):
        pieces = _restated_frequencies(pieces)
    return tuple(pieces)


_COMPARED = {"less", "more", "as", "equally"}


def _restated_frequencies(pieces: Sequence[_Piece]) -> list[_Piece]:
    """A premise read by its words of frequency: one right after another in the same phrase says it again ("usually
    normal in the majority of cases": within three words, no break or list word between), and one after *less* /
    *more* / *as* / *equally* compares ("less frequent", "equally common": :data:`EQUAL_PHRASES`); those are only
    words."""
    kept: list[_Piece] = []
    last = None
    for p in pieces:
        if p.kind in ("strong", "weak") or p.value in _LIST_WORDS:
            last = None
        elif p.kind == "prob" and _FREQUENCY.fullmatch(p.text):
            if (last is not None and len(kept) - last <= 4) or (kept and kept[-1].value in _COMPARED):
                kept.extend(_Piece("word", word, word) for word in p.text.split())
                continue
            last = len(kept)
        kept.append(p)
    return kept


def _clause(pieces: Sequence[_Piece], index: int, breaks: tuple[str, ...] = ("strong", "weak")) -> tuple[int, int]:
    """(first, last) piece of the clause around ``index``."""
    first = index
    while first > 0 and pieces[first - 1].kind not in breaks:
        first -= 1
    last = index
    while last < len(pieces) - 1 and pieces[last + 1].kind not in breaks:
        last += 1
    return first, last


def _clause_range(pieces: Sequence[_Piece], index: int) -> range:
    """The pieces of the clause around ``index`` (:func:`_clause`)."""
    first, last = _clause(pieces, index)
    return range(first, last + 1)


_STATE_NEGATION = {"not", "never"}


def negates_state(sentence: str, state: str, gap: int = 2) -> bool:
    """Whether the sentence says *not* right before a categorical state's first word (at most ``gap`` words
    between, ``be`` / ``is`` among them): "it is not sunny", "the level isn't very high". A state whose own words
    say *no* (``no_mixing``, ``none``) is never negated this way.

    Examples:

        >>> negates_state("How likely is it that the weather is not sunny?", "sunny")
        True
        >>> negates_state("The weather is sunny, not cloudy.", "sunny")
        False
        >>> negates_state("The level isn't high.", "high"), negates_state("We know that nt spd is ok.", "ok")
        (True, False)
    """
    said = _state_words(state)
    if not said or re.search(r"\b(?:no|not|none|non|absent|without)\b", str(state).replace("_", " ").lower()):
        return False
    words = re.findall(r"[a-z0-9]+(?:\.[0-9]+)?", re.sub(r"n['’]t\b", " not", sentence.lower()))  # not ``nt_spd``
    first = said[0]
    for i, word in enumerate(words):
        if word in _STATE_NEGATION:
            for later in words[i + 1 : i + 2 + gap]:
                number = re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", later)
                if (float(later) == first) if number and isinstance(first, float) else later == first:
                    return True
    return False


def _state_words(state: str) -> list[str | float]:
    """A state's words and numbers (:func:`_tokens`), letters and digits apart as :func:`_pieces` reads the sentence
    (``N1GtLIGt_4``: 1, ``gtligt``, 4; ``LIGt0``: ``ligt``, 0); a state of one letter (``b``, hailfinder's ``A`` …
    ``K``) is that letter."""
    text = str(state).lower()
    apart = re.sub(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])", " ", text.replace("_", " ").replace("-", " "))
    return _tokens(apart) or ([text] if re.fullmatch("[a-z]", text) else [])


LETTER_AFTER = frozenset({"with", "in", "has", "at", "on", "is"})
"""Words that follow a one-letter state on a list ("A with 10%, B with 8% … and K with 6%"); the state readers here
and in :mod:`hedgehub.slot_states` share them."""


def _letter_mention(pieces: Sequence[_Piece], i: int, letters: Collection[str]) -> bool:
    """Whether the one-letter word at ``i`` names one of a variable's one-letter ``letters`` (hailfinder's scenarios
    *A* … *K*, bn-reasoning's "a 13.57% chance that it is b, …"). *a* and *i* only where a state on a list stands:
    at a clause break or the end, or before *with* / *in* … (:data:`LETTER_AFTER`), not before a number or a noun
    ("a 10% chance", "a child")."""
    if pieces[i].value not in letters:
        return False
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    if pieces[i].value not in ("a", "i"):
        return True
    return following is None or following.kind in ("weak", "strong") or following.value in LETTER_AFTER


def _later_word_mentions(
    content: Sequence[tuple[int, str | float]], variable: Variable, state: str, words: Sequence[str | float]
) -> list[tuple[int, int, str, float, int]]:
    """Where a later word of a state of several words names it alone: "… is definitely contaminated (100%)" for
    ``dirty_contaminated``, read from "dirty or contaminated". Only a word no other state and not the variable's
    name has (``pressure`` names neither ``low_pressure`` nor ``high_pressure``); it counts 3/4 of its share, so the
    state's first words, said in order, come first.

    Examples:

        >>> water = Variable("pump_water", ("drinkable", "dirty_contaminated"))
        >>> _later_word_mentions([(4, "definitely"), (5, "contaminated")], water, "dirty_contaminated",
        ...                      ["dirty", "contaminated"])
        [(5, 5, 'dirty_contaminated', 0.375, 1)]
        >>> pressure = Variable("tank", ("low_pressure", "high_pressure"))
        >>> _later_word_mentions([(2, "pressure")], pressure, "low_pressure", ["low", "pressure"])
        []
    """
    if len(words) < 2:
        return []
    others = [w for s in variable.states if s != state for w in _state_words(s) if isinstance(w, str)]
    others += variable.name.lower().split("_")
    own = {
        w
        for w in words[1:]
        if isinstance(w, str) and len(w) > 2 and w not in _STOP and not any(_same_word(w, o) for o in others)
    }
    return [
        (i, i, state, 0.75 / len(words), 1)
        for i, said in content
        if isinstance(said, str) and any(_same_word(w, said) for w in own)
    ]


def _state_mentions(pieces: Sequence[_Piece], variable: Variable) -> list[tuple[int, int, str, float]]:
    """Where the sentence names each state: (first, last piece, state, share of its words), sorted; of two
    overlapping mentions the longer one (``very high`` is not ``high``; ``highly likely`` names no state), and of two
    as long the better share (``of 6.5`` names ``6.5`` rather than ``>6.5``: a state's ``<`` / ``>`` counts 1/4 of
    it unless ``less``, ``above`` … are said beside the number). A one-letter word names a state only where the
    variable has it as a state (:func:`_letter_mention`)."""
    letters = {w for state in variable.states for w in _state_words(state) if isinstance(w, str) and len(w) == 1}
    content = [
        (i, p.value)
        for i, p in enumerate(pieces)
        if p.kind == "number"
        or (
            p.kind == "word"
            and ((p.value not in _STOP and len(p.value) > 1) or _letter_mention(pieces, i, letters))
            and not (p.value in ("highly", "very") and i + 1 < len(pieces) and pieces[i + 1].value in _LIKELY)
        )
    ]
    found = []
    for state in variable.states:
        words = _state_words(state)
        if words == ["none"]:  # "no flow", "absent", "not present", "non-organic"
            for i, p in enumerate(pieces):
                after = pieces[i + 1].value if i + 1 < len(pieces) else None
                if p.value in ("absent", "absence", "non") or (
                    p.value in ("no", "not") and after not in ("more", "less")
                ):
                    found.append((i, i, state, 1.0, 1))
        for c in range(len(content)):
            n = 0
            while n < len(words) and c + n < len(content):
                said, word = content[c + n][1], words[n]
                same = said == word if isinstance(word, float) or isinstance(said, float) else _same_word(word, said)
                if not same:
                    break
                n += 1
            if n:
                first, last = content[c][0], content[c + n - 1][0]
                share = n / len(words)
                if str(state).lstrip()[:1] in "<>" and not any(
                    p.value in _COMPARATIVES for p in pieces[max(0, first - 3) : last + 4]
                ):
                    share *= 0.75
                found.append((first, last, state, share, n))
        found += _later_word_mentions(content, variable, state, words)
    nones = {f[0] for f in found if _state_words(f[2]) == ["none"] and pieces[f[0]].value in ("no", "non")}
    found = [f for f in found if f[0] - 1 not in nones]  # "no severity", "non-organic" are none, not the word after
    accepted: list[tuple] = []
    for mention in sorted(found, key=lambda f: (-f[4], -f[3])):
        if all(mention[1] < a[0] or mention[0] > a[1] for a in accepted):
            accepted.append(mention)
    return sorted(m[:4] for m in accepted)


_ALWAYS = {"always": 1.0, "never": 0.0}
_ALWAYS_NOT_AFTER = {"almost", "nearly", "who", "that", "which"}


def always_value(word: str, previous: str | None) -> float | None:
    """1 for ``always``, 0 for ``never``, ``None`` for any other word or after ``almost`` / ``nearly`` / a relative
    pronoun ("almost never", "who never smoke"); the premise readers use it where a sentence states nothing else."""
    return _ALWAYS.get(word) if previous not in _ALWAYS_NOT_AFTER else None


_REMAINING = {"remaining", "rest", "other"}
_SHARED = {"split", "shared", "divided", "evenly", "equally"}


def _says_each(pieces: Sequence[_Piece], index: int) -> bool:
    """Whether the piece says one number holds for each of several states (``each``, ``equally``, ``both``, ``all``
    …): not the *all* of ``in 99% of all cases``, not the *both* of a condition (``if both A and B are low``)."""
    piece = pieces[index]
    if not (piece.value in _EACH or piece.text.startswith("equal")):
        return False
    before = pieces[index - 1].value if index else None
    return not (
        (piece.value == "all" and before in ("of", "in")) or (piece.value == "both" and before in _CONDITION_WORDS)
    )


def _equally_said(pieces: Sequence[_Piece], index: int) -> bool:
    """Whether the piece is a word of likelihood said *equally* ("LOW and HIGH are equally unlikely", "equally
    likely", "an equal chance"): the states it is said of are alike and share what the others leave, whatever the
    word; not a number ("equally likely, 10% each"). A state said with *cannot* (no chance, as in
    :mod:`hedgehub.slot_states`) leaves them nothing ("It is equally likely that it is B or C. It cannot be D")."""
    piece = pieces[index]
    if piece.text not in _WEP_READINGS:
        return False
    return piece.text.startswith("equal") or (index > 0 and pieces[index - 1].text in ("equally", "equal"))


def _stated(pieces: Sequence[_Piece], variable: Variable) -> list[tuple[int, float]]:
    """(piece, probability) of every probability the sentence states: percentages and ``1 in 100``; decimals in a
    sentence without them, or right after ``probability`` / ``chance`` / ``likelihood`` (unless a decimal is one of
    the variable's states); ``certainly`` / ``no chance`` in a clause that states no number (for a boolean, only in
    a sentence that states none); ``always`` / ``never`` in a sentence that states nothing else."""
    state_numbers = {w for s in variable.states for w in _state_words(s) if isinstance(w, float)}
    percent = any(p.kind == "prob" for p in pieces)
    stated = [
        (i, float(p.value))
        for i, p in enumerate(pieces)
        if p.kind == "prob"
        or (
            p.kind == "number"
            and "." in p.text
            and 0 <= p.value <= 1
            and p.value not in state_numbers
            and (not percent or any(q.value in _PROBABILITY_NOUNS for q in pieces[max(0, i - 3) : i]))
        )
    ]
    numbers = [i for i, _ in stated]
    numeric = any(pieces[j].text[:1].isdigit() for j in numbers)  # not a premise in words
    for i, p in enumerate(pieces):
        if p.kind in ("zero", "one") and not (variable.boolean and numbers):
            first, last = _clause(pieces, i, ("strong",))
            if p.kind == "one" and numeric and not any(first <= j <= last and pieces[j].value == 1 for j in numbers):
                first, last = _clause(pieces, i)  # "certainly 20 mg/L, as there is a 0% chance it is 15 …"
            if not any(first <= j <= last for j in numbers):
                stated.append((i, float(p.value)))
    if not stated:  # "it never rains", "the pressure is always low"; not "almost never", not "who never smoke"
        said = [(i, always_value(p.value, pieces[i - 1].value if i else None)) for i, p in enumerate(pieces)]
        stated = [(i, value) for i, value in said if pieces[i].kind == "word" and value is not None]
    return sorted(stated)


def _true_value(pieces: Sequence[_Piece], index: int, value: float, variable: Variable) -> float:
    """P(true) from a probability a boolean premise states: ``1 − p`` when the words that tie it to the variable say
    *not* (:func:`negated`). Those words: from 3 before the variable's name to the number when the clause names the
    variable before the number; else the clause (``… and a 33% chance that they are``); else, for a bare clause
    (``…, with 100% certainty``), the words from the start of the clause that names the variable nearest (``they
    will not have taken a senior driving course``) to the number. A name said after the number takes the words from
    the number to the end of the name's clause (``a 0% chance that problem4 is no``). A *not* right beside a word
    of likelihood or frequency is that word's (:func:`_not_beside`)."""
    if pieces[index].text[:1].isalpha() and _not_beside(pieces, index):
        return 1 - value
    units = _name_units(variable)
    names = [j for j, p in enumerate(pieces) if p.kind == "word" and any(_same_word(u[0], p.value) for u in units)]
    first, last = _clause(pieces, index)
    inside = [j for j in names if first <= j <= last]
    bare = all(p.kind != "word" or p.value in _BARE for p in pieces[first : last + 1])
    if inside or (bare and names):
        j = min(inside or names, key=lambda j: abs(j - index))
        if j < index:  # from the first word of the name ("not distributed in an urban area")
            j = min(k for k in names if _clause(pieces, k)[0] <= j <= _clause(pieces, k)[1])
        if j > index:  # and what the clause says of it ("a 0% chance that problem4 is no")
            start, end = index, _clause(pieces, j)[1]
        elif inside:  # up to a condition said between the name and the number ("wet grass if it does not rain: 10%")
            start = max(first, j - 3)
            end = next((k - 1 for k in range(j + 1, index) if pieces[k].value in _CONDITION_WORDS), index)
        else:  # a bare clause: the whole clause that names the variable ("they will not have taken X, with 100%")
            start, end = _clause(pieces, j)[0], index
    else:
        start, end = first, last
    end = next((k - 1 for k in range(index + 1, end + 1) if pieces[k].value in _CONDITION_WORDS), end)
    relative = {  # "people who do not smoke get lung cancer with 1%": the not is the subject's, a condition
        k
        for k in range(start, end + 1)
        if negated(pieces[k].text)
        and (
            (k >= 1 and pieces[k - 1].value in _RELATIVE)
            or (k >= 2 and pieces[k - 2].value in _RELATIVE and pieces[k - 1].value in _AUXILIARIES)
            or (  # "a torch whose battery is not weak"
                pieces[k - 1].value in _AUXILIARIES
                and any(
                    pieces[k - i].value == "whose" and all(p.kind == "word" for p in pieces[k - i + 1 : k - 1])
                    for i in (3, 4)
                    if k >= i
                )
            )
        )
    }
    parents = [w for parent in variable.parents for w in parent.split("_") if len(w) > 2]
    relative |= {  # "patients without the flu cough in 20%": the not is said of a parent, a condition
        k
        for k in range(start, end + 1)
        if negated(pieces[k].text)
        and any(p.kind == "word" and any(_same_word(w, p.value) for w in parents) for p in pieces[k + 1 : k + 4])
    }
    words = " ".join(
        p.text for k, p in enumerate(pieces[start : end + 1], start=start) if k != index and k not in relative
    )
    return 1 - value if negated(words) else value


def _not_beside(pieces: Sequence[_Piece], index: int) -> bool:
    """Whether a *not* stands right before the word of likelihood or frequency at ``index`` ("not usually"), right
    after it ("usually not") or after it and an auxiliary ("usually does not", "often doesn't").

    Examples:

        >>> _not_beside(_pieces("the dog is not usually home"), 4), _not_beside(_pieces("it usually does not bark"), 1)
        (True, True)
        >>> _not_beside(_pieces("the dog often barks when it is not fed"), 2)
        False
    """
    after = pieces[index + 1].value if index + 1 < len(pieces) else None
    beside = [index - 1, index + 1] + ([index + 2] if after in _AUXILIARIES else [])
    return any(0 <= k < len(pieces) and pieces[k].kind == "word" and negated(pieces[k].text) for k in beside)


def _complement_pair(pieces: Sequence[_Piece], stated: Sequence[tuple[int, float]]) -> float | None:
    """P(true) from a boolean premise stating two numbers that sum to 1 where exactly one says *not* after it in its
    clause (``a 67% probability that they are not distributed …, and a 33% chance that they are``: 0.33) — whatever
    the variable is named; ``None`` otherwise. A *not* before the number or in a condition after it does not count
    ("… is no is 0%, that it is yes is 100% if prt pscript is no")."""
    if len(stated) != 2 or abs(stated[0][1] + stated[1][1] - 1) > ROUNDING:
        return None
    said_not = []
    for i, _ in stated:
        _, last = _clause(pieces, i)
        last = next((k - 1 for k in range(i + 1, last + 1) if pieces[k].value in _CONDITION_WORDS), last)
        said_not.append(negated(" ".join(p.text for p in pieces[i + 1 : last + 1])))
    if said_not.count(True) != 1:
        return None
    return stated[said_not.index(False)][1]


def _respectively(pieces, mentions, stated, states, values, used) -> None:
    """``… neutral or downward are 10% and 0%, respectively`` and ``2% and 6% for A and B, respectively``: the
    numbers go to the states in order."""
    for r, piece in enumerate(pieces):
        if piece.value != "respectively":
            continue
        first, _ = _clause(pieces, r, ("strong",))
        before = [m for m in mentions if first <= m[0] and m[1] < r]
        numbers = [(i, v) for i, v in stated if first <= i < r and i not in used]
        if not before or not numbers:
            continue
        names: list[str] = []
        if numbers[-1][0] > before[-1][1]:  # states, then numbers
            run = [n for n in numbers if n[0] > before[-1][1]]
            for m in before:
                if m[1] < run[0][0]:
                    names = [s for s in names if s != m[2]] + [m[2]]
            names = [s for s in names if values[states.index(s)] is None][-len(run) :]
        else:  # numbers, then states
            for m in before:
                if m[0] > numbers[-1][0]:
                    names = [s for s in names if s != m[2]] + [m[2]]
            run = numbers[-len(names) :]
        if len(run) >= 2 and len(names) == len(run):
            for state, (i, v) in zip(names, run, strict=True):
                values[states.index(state)] = v
                used.add(i)


def _listed_in_order(pieces, mentions, stated, states, values, used) -> None:
    """``The chances of high, medium and low pressure are 20%, 30% and 50%`` (or ``20%, 30% and 50% for high, medium
    and low``): a list of two or more states right beside a list of as many numbers, in one clause, pairs them in
    order as ``respectively`` does. Each list holds only its items, commas and list words; at most
    ``_LIST_GAP`` words stand between the two lists."""

    def tight(spans) -> bool:
        return all(
            p.kind == "weak" or p.value in _LIST_WORDS
            for (_, end), (start, _) in itertools.pairwise(spans)
            for p in pieces[end + 1 : start]
        )

    starts = [-1] + [i for i, p in enumerate(pieces) if p.kind == "strong"] + [len(pieces)]
    for first, last in itertools.pairwise(starts):
        said = [m for m in mentions if first < m[0] and m[1] < last]
        numbers = [(i, v) for i, v in stated if first < i < last and i not in used]
        if len(said) < 2 or len(said) != len(numbers) or len({m[2] for m in said}) != len(said):
            continue
        if said[-1][1] < numbers[0][0]:
            gap = pieces[said[-1][1] + 1 : numbers[0][0]]
        elif numbers[-1][0] < said[0][0]:
            gap = pieces[numbers[-1][0] + 1 : said[0][0]]
        else:
            continue
        if any(p.kind not in ("word", "weak") for p in gap) or sum(p.kind == "word" for p in gap) > _LIST_GAP:
            continue
        if not (tight([m[:2] for m in said]) and tight([(i, i) for i, _ in numbers])):
            continue
        if any(values[states.index(m[2])] is not None for m in said):
            continue
        for mention, (i, v) in zip(said, numbers, strict=True):
            values[states.index(mention[2])] = v
            used.add(i)


_LIST_GAP = 4
"""At most this many words between a list of states and its list of numbers (``… low pressure are 20%, …``)."""


def read_probabilities(
    sentence: str, variable: Variable, *, clause_cost: float = 8.0, drop_cost: float = 40.0
) -> tuple[float | None, ...] | None:
    """The probability of each state of ``variable`` (P(true) for a boolean) that the premise states, read by rules;
    ``None`` for a state the rules cannot read, and ``None`` when the sentence states no probability.

    - each stated number goes to a state named near it: a least-cost matching of numbers to state mentions, where
      the cost is the distance in words plus ``clause_cost`` per clause break between them (``,`` and ``and`` count
      once, ``.``, ``;``, ``whereas``, ``while``, ``but`` twice) and a number left out costs ``drop_cost``;
      ``…, respectively`` pairs numbers and states in order, and so does a list of states right beside a list of
      as many numbers (:func:`_listed_in_order`); ``no A`` after a number gives A ``1 − p``; a number with
      ``each`` / ``both`` / ``equally`` beside it also goes to the other states its clause names, on the side of
      the state it went to, up to the next stated number;
    - ``no chance of A or B`` gives the states named after it 0; ``certainly A`` (no number in the clause) gives 1;
      in a sentence that states nothing else, ``always A`` gives 1 and ``never A`` 0, and a fraction in words
      (``half``, ``a quarter``, ``two thirds``) is a stated number; ``the remaining 80% is split evenly …`` says
      the remainder again, so it goes to no one state; a premise that states nothing but that the states are equally
      likely (:data:`EQUAL_PHRASES`) and names each gives each ``1/n``;
    - where as many stated numbers went to no state as states have none, and they make up the remainder ``1 − Σ``
      (more than rounding), they go to those states in order ("A (10%), B (16%) …": *A* reads as a word);
    - the states left share the remainder ``1 − Σ`` equally (nothing, when the numbers already sum to 1 within
      0.011, as QUITE's rounded numbers do); a share within :data:`EACH_ROUNDING` of a number said with ``each`` /
      ``equally`` in its clause is that number ("20, 30 or 40 mg/L, each with a 33.33% probability": 0.3333 for
      each, not 0.3334 for the state furthest from the number);
    - a boolean: each stated number votes for P(true) (``1 − p`` when :func:`negated` says the words tying it to the
      variable are a *not*, see :func:`_true_value`); the most votes win, the first number on a tie;
    - a premise in words (no number stated) is read the same way with each word of estimative probability at its
      median (:data:`WEP_VALUES`); one that says none of them, with its words of frequency (:data:`FREQUENCY_VALUES`:
      *usually*, *rarely* …).

    Examples:

        >>> lung_flow = Variable("lung_flow", ("low", "normal", "high"))
        >>> read_probabilities("Low lung flow is 65% likely, while a normal lung flow occurs with 30%.", lung_flow)
        (0.65, 0.3, 0.05)
        >>> read_probabilities("The flow is normal in 80% of cases; low or high are 5% and 15%, respectively.",
        ...                    lung_flow)
        (0.05, 0.8, 0.15)
        >>> read_probabilities("There is a 67% probability that it is not distributed, and a 33% chance that it is.",
        ...                    Variable("distributed"))
        (0.33,)
        >>> read_probabilities("There is a 67% probability that they are not spread by nurseries, and a 33% chance "
        ...                    "that they are.", Variable("phytophthora_species_distribution"))
        (0.33,)
        >>> read_probabilities("It is unlikely that the flow is low, and likely that it is normal.", lung_flow)
        (0.2, 0.7, 0.1)
        >>> read_probabilities("The grade is A (10%), B (20%), H (30%) or I (40%).", Variable("grade", tuple("abhi")))
        (0.1, 0.2, 0.3, 0.4)
        >>> read_probabilities("The weather is nice.", lung_flow) is None
        True
    """
    pieces = _pieces(sentence)
    stated = _stated(pieces, variable)
    if not stated:  # "Red, green and blue have equal probabilities": 1/n each when every state is named
        if _EQUAL.search(sentence) and (
            variable.boolean or {m[2] for m in _state_mentions(pieces, variable)} == set(variable.states)
        ):
            return (0.5,) if variable.boolean else tuple(1 / len(variable.states) for _ in variable.states)
        return None
    if variable.boolean:
        complement = _complement_pair(pieces, stated)
        if complement is not None:
            return (complement,)
        votes = [_true_value(pieces, i, v, variable) for i, v in stated]
        best = max(votes, key=lambda x: (sum(abs(x - y) < 1e-9 for y in votes), -votes.index(x)))
        return (round(best, 10),)
    mentions = _state_mentions(pieces, variable)
    states = list(variable.states)
    if not mentions:
        return None
    values: list[float | None] = [None] * len(states)
    used: set[int] = set()
    _respectively(pieces, mentions, stated, states, values, used)
    _listed_in_order(pieces, mentions, stated, states, values, used)
    for i, v in stated:  # "the remaining 80% is split evenly between B and C": the remainder, said again and shared
        others = sum(w for j, w in stated if j != i)
        shared = {p.value for p in pieces[i : _clause(pieces, i, ("strong",))[1] + 1]} & _SHARED
        if {p.value for p in pieces[max(0, i - 2) : i]} & _REMAINING and shared and abs(1 - others - v) <= ROUNDING:
            used.add(i)
    free = [(i, v) for i, v in stated if i not in used and pieces[i].kind != "zero"]
    free_states = [s for s in states if values[states.index(s)] is None]
    breaks = [(i, 2 if p.kind == "strong" else 1) for i, p in enumerate(pieces) if p.kind in ("strong", "weak")]
    spent: set[int] = set()  # the free numbers given to a state
    side: dict[int, int] = {}  # where the state each matched number went to is said
    matched: list[tuple[int, float]] = []  # (number, value) given to a state
    shared: set[int] = set()  # the states a word after *equally* is said of: they share what the others leave
    if free and free_states:
        from scipy.optimize import linear_sum_assignment

        cost = [[drop_cost] * (len(free_states) + len(free)) for _ in free]
        for r, (i, _) in enumerate(free):
            for c, state in enumerate(free_states):
                costs = []
                for first, last, s, share in mentions:
                    if s == state:
                        end = first if first > i else last
                        crossed = sum(w for b, w in breaks if min(i, end) < b < max(i, end))
                        costs.append(abs(end - i) + clause_cost * crossed + 4 * (1 - share))
                cost[r][c] = min(costs, default=1e6)
        for r, c in zip(*linear_sum_assignment(cost), strict=True):
            if c < len(free_states) and cost[r][c] < 1e6:
                i, v = free[r]
                first = min((m for m in mentions if m[2] == free_states[c]), key=lambda m: abs(m[0] - i))[0]
                if first > i and pieces[first - 1].value in ("no", "not"):  # "a 97% probability of no PFC"
                    v = 1 - v
                values[states.index(free_states[c])] = v
                matched.append((i, v))
                spent.add(i)
                side[i] = first
        for i, v in matched + [(i, v) for i, v in free if i not in {m for m, _ in matched}]:
            first, last = _clause(pieces, i, ("strong",))
            near = range(max(first, i - 4), min(last, i + 4) + 1)
            equally = _equally_said(pieces, i)
            if equally or any(_says_each(pieces, k) for k in near):  # "10% each", "equally likely"
                # not past another stated number, and on the side of the state it went to ("B, C and D have 5%
                # each, E 10%, G and H 10% each, and I 5%": not G, not I; "a 5% chance each of B, C and D")
                first = max([first, *(j + 1 for j, _ in stated if j < i), *([i] if side.get(i, -1) > i else [])])
                last = min([last, *(j - 1 for j, _ in stated if j > i), *([i] if side.get(i, i) < i else [])])
                listed = None  # where the list of states the number is near ends: a state right after it goes on
                for start, stop, state, _ in sorted(mentions):
                    if not first <= start <= last:
                        continue
                    said_on = listed is not None and all(p.value in _LIST_SEPARATORS for p in pieces[listed:start])
                    if abs(start - i) > 12 and not said_on:  # "equally likely that it is red, blue, … or grey"
                        continue
                    listed = max(listed or 0, stop + 1)
                    if equally:
                        shared.add(states.index(state))
                        spent.add(i)
                    elif values[states.index(state)] is None:
                        values[states.index(state)] = v
                        spent.add(i)
        for j in shared:  # "NORMAL with almost certainty, whereas LOW and HIGH are equally unlikely": 0.025 each
            values[j] = None
        matched = [(i, v) for i, v in matched if not (shared and _equally_said(pieces, i))]
    for i, piece in enumerate(pieces):  # "no chance it will be 15 or 20"
        if piece.kind == "zero":
            _, last = _clause(pieces, i, ("strong",))
            for start, _, state, _ in mentions:
                if i < start <= last and values[states.index(state)] is None:
                    values[states.index(state)] = 0.0
        elif piece.kind == "prob" and piece.value == 0:  # "a 0% chance it is 15, 25, or 30": the list right after
            end = i
            for start, stop, state, _ in mentions:
                if start <= end:
                    continue
                between = [p for p in pieces[end + 1 : start] if p.kind == "word" and p.value not in _LIST_WORDS]
                if any(p.kind in ("strong", "prob", "number") for p in pieces[end + 1 : start]) or len(between) > 3:
                    break
                if values[states.index(state)] is None:
                    values[states.index(state)] = 0.0
                end = stop
    _share_listed_words(pieces, mentions, stated, matched, side, states, values)
    rest = [j for j, v in enumerate(values) if v is None]
    remainder = 1 - sum(v for v in values if v is not None)
    left = [v for i, v in free if i not in spent]
    if rest and remainder > ROUNDING and len(left) == len(rest) and abs(remainder - sum(left)) <= ROUNDING:
        # as many numbers said of no state as states without one, and they make up the rest: in order ("A (10%),
        # B (16%) … I (7%)": the A and the I are read as words); not where the rest is rounding
        for j, v in zip(rest, left, strict=True):
            values[j] = v
        rest, remainder = [], 0.0
    if rest:
        if remainder < -ROUNDING:
            return tuple(values)
        share = 0.0 if remainder <= ROUNDING else remainder / len(rest)
        words = {p.value for p in pieces if p.kind == "word"}
        if 1e-9 < remainder <= ROUNDING and (
            any(abs(remainder / len(rest) - v) <= 1e-9 for _, v in stated)
            or (words & {"remaining", "rest", "remainder"} and words & (_SHARED | _EACH))
        ):  # "low with 98%, normal or high with 1%": 1% each; "an equal remaining probability", said: not rounding
            share = remainder / len(rest)
        each = [v for i, v in stated if any(_says_each(pieces, k) for k in _clause_range(pieces, i))]
        if share > ROUNDING and any(abs(share - v) <= EACH_ROUNDING for v in each):
            # "equally likely to be 20, 30 or 40 mg/L, each with a 33.33% probability": 0.3333 for 20 mg/L too,
            # not the 0.3334 left over, so that the states stay equal
            share = min(each, key=lambda v: abs(share - v))
        for j in rest:
            values[j] = share
    return tuple(round(v, 10) for v in values)


def _listed_with(pieces: Sequence[_Piece], mentions, start: int) -> list[str]:
    """The states said in one list with the state mention that starts at ``start`` ("a thousand, ten thousand or
    one million"): the mentions before and after it with nothing but :data:`_LIST_SEPARATORS` between."""
    ordered = sorted({(m[0], m[1]): m[2] for m in mentions}.items())
    at = next((k for k, ((first, _), _) in enumerate(ordered) if first == start), None)
    if at is None:
        return []

    def joined(left, right) -> bool:
        between = pieces[left[0][1] + 1 : right[0][0]]
        return bool(between) and all(p.value in _LIST_SEPARATORS for p in between)

    listed = []
    for step in (-1, 1):
        k = at
        while 0 <= k + step < len(ordered) and joined(*sorted((ordered[k], ordered[k + step]))):
            k += step
            listed.append(ordered[k][1])
    return listed


def _share_listed_words(pieces, mentions, stated, matched, side, states, values) -> None:
    """A premise in words: a word said of a list of states is each one's ("probably not going to be a thousand or
    ten thousand dollars, and unlikely to be a hundred thousand or one million": 0.3, 0.3, 0.2, 0.2), where that
    makes the states' numbers sum to 1 (within :data:`ROUNDING`); otherwise the states of the list share the
    remainder, as before. Not with stated numbers, whose *each* is said (``10% each``). Fills ``values`` in place."""
    if any(pieces[i].text[:1].isdigit() for i, _ in stated):
        return
    shared = list(values)
    for i, v in matched:
        for state in _listed_with(pieces, mentions, side[i]):
            if shared[states.index(state)] is None:
                shared[states.index(state)] = v
    if shared != values and abs(1 - sum(v for v in shared if v is not None)) <= ROUNDING:
        values[:] = shared


def _name_mentions(pieces: Sequence[_Piece], variable: Variable, *, words: bool = True) -> list[int]:
    """Pieces that say a word of the variable's name, or spell a short name out as initials (``cknd``: "chemical
    kinetics nitrogen decay"); only the initials with ``words=False``."""
    units = _name_units(variable)
    found = [j for j, p in enumerate(pieces) if p.kind == "word" and any(_same_word(u[0], p.value) for u in units)]
    found = found if words else []
    for unit, *_ in units:
        if 2 < len(unit) <= 6 and unit.isalpha():
            for j in range(len(pieces) - len(unit) + 1):
                run = pieces[j : j + len(unit)]
                if all(p.kind == "word" and p.value[:1] == c for p, c in zip(run, unit, strict=True)):
                    found.extend(range(j, j + len(unit)))
    return sorted(set(found))


_TRUTH_WORDS = frozenset({"true", "false", "yes", "no"})
"""States any variable can have, so saying one names no variable (:func:`premise_mentions`)."""


def _same_number(state: str, other: str) -> bool:
    """Two states that are the same number (``2`` and ``2.0``)."""
    try:
        return float(state) == float(other)
    except ValueError:
        return False


def _unit_places(units: Sequence[tuple[str, ...]], words: Sequence[str]) -> set[int]:
    """Every place in ``words`` where a name unit is said, as itself or in another form (:func:`_same_word`)."""
    places = set()
    for unit in units:
        for i in range(len(words) - len(unit) + 1):
            if all(_same_word(u, w) for u, w in zip(unit, words[i : i + len(unit)], strict=True)):
                places.update(range(i, i + len(unit)))
    return places


def _state_word_set(states: Collection[str]) -> set[str]:
    """The words of ``states`` (lower-case, ``very_low`` → *very*, *low*)."""
    return {w for state in states for w in _words(str(state).replace("_", " "))}


def premise_mentions(
    sentence: str,
    declared: Sequence[Variable],
    child_states: Sequence[str] = (),
    child_name: str = "",
    *,
    stated_children: bool = False,
) -> dict[str, float]:
    """How much a premise says each declared variable, in [0, 1], as a parent-set choice counts it:
    :func:`lexical_scores` (``kind="premise"``), or 1 where the sentence spells a short name out as initials
    (``cknn``: "Chemical Kinetics Nitrogen Nitrification"). A variable said only by a word of :data:`_TRUTH_WORDS`
    among its states says nothing: template text gives every boolean the states ``true`` and ``false``, and
    "Insuffanesth is true in 10% of cases" is not about hypovolemia (a state word of its own, "a baby with PFC" for
    ``disease``, still counts). Likewise a number state that is one of ``child_states`` (the states of the variable
    the premise is about) says nothing of another variable: "decay is certainly 4 mg/L, whereas 2 mg/L is
    impossible" is not about a nitrification rate that can be 2 mg/L. (Word states stay: "if ERK is low, Akt is low"
    says ERK's state beside its name.) A word state said in full that no other declared variable has and no word of
    ``child_states`` or of ``child_name`` says is a whole mention (1): "On sunny days the family goes for a picnic"
    is about the sky, whose name it never says; "strong up" is no mention of another variable's ``strong_up`` in a
    premise whose own states are ``strongly_up`` …, and "a false alarm for low power output" none of a grid demand's
    *low* for the namer's ``low_power_output``. A variable said in part only by the words of the :func:`consequent`
    that say ``child_name`` (the variable the premise is about), not in the condition, says nothing: "If grbld is
    no, then problem6 is no in 100% of cases" is not about ``problem4``. With ``stated_children``, nor does a
    variable whose name is one or more of ``child_states`` and words of ``child_name`` (``low_water_output``, as the
    namer calls "a false alarm for low water output"), where the words of the child's name are said only in the
    consequent, as the child's: "the water output is low in 90% of cases" is the child in its state. And a variable
    said in part counts none of its name's words that are one of ``child_states`` and said in the consequent, not
    the condition ("the reading is normal in 80% of cases" is the child's state, not a word of
    ``normal_sensor_output``): only the share of its other words the sentence says, none where they are said as the
    child's name.

    Examples:

        >>> declared = [Variable("hypovolemia", ("true", "false")), Variable("disease", ("pfc", "tga"))]
        >>> premise_mentions("Insuffanesth is true with a probability of 10%.", declared)
        {'hypovolemia': 0.0, 'disease': 0.0}
        >>> premise_mentions("A baby with PFC is grunting in 70% of cases.", declared)
        {'hypovolemia': 0.0, 'disease': 1.0}
        >>> premise_mentions("A baby with PFC is grunting in 70% of cases.", declared + [Variable("x", ("pfc", "no"))])
        {'hypovolemia': 0.0, 'disease': 0.5, 'x': 0.5}
        >>> premise_mentions("If hypovolemia is true, the stroke volume is low in 90% of cases.", declared)
        {'hypovolemia': 1.0, 'disease': 0.0}
        >>> rate = [Variable("nitrification", ("0.5", "1", "2"))]
        >>> premise_mentions("The decay is certainly 4 mg/L, whereas 2 mg/L is impossible.", rate)
        {'nitrification': 0.5}
        >>> premise_mentions("The decay is certainly 4 mg/L, whereas 2 mg/L is impossible.", rate, ("4", "2", "6"))
        {'nitrification': 0.0}
        >>> problem = [Variable("problem_4"), Variable("grbld_ps")]
        >>> premise_mentions("If grbld is no, then problem6 is no in 100% of cases.", problem, (), "problem6")
        {'problem_4': 0.0, 'grbld_ps': 0.5}
        >>> alarm = [Variable("motor_speed", ("slow", "fast")), Variable("low_water_output")]
        >>> text = "If the motor speed is slow, the water output is low in 90% of cases, normal in 8% and high in 2%."
        >>> premise_mentions(text, alarm, ("low", "normal", "high"), "water_output", stated_children=True)
        {'motor_speed': 1.0, 'low_water_output': 0.0}
        >>> sensor = [Variable("normal_sensor_output", ("on", "off"))]
        >>> text = "If the alarm is on, the water output is low in 10% of cases, normal in 80% and high in 10%."
        >>> premise_mentions(text, sensor, ("low", "normal", "high"), "water_output")
        {'normal_sensor_output': 0.6666666666666666}
        >>> premise_mentions(text, sensor, ("low", "normal", "high"), "water_output", stated_children=True)
        {'normal_sensor_output': 0.0}
        >>> premise_mentions(text, sensor, ("low", "normal", "high"), "fault", stated_children=True)
        {'normal_sensor_output': 0.3333333333333333}
    """
    return dict(_premise_mentions(sentence, tuple(declared), tuple(child_states), child_name, stated_children))


@functools.lru_cache(maxsize=1 << 16)
def _premise_mentions(
    sentence: str,
    declared: tuple[Variable, ...],
    child_states: tuple[str, ...],
    child_name: str,
    stated_children: bool = False,
) -> dict[str, float]:
    """:func:`premise_mentions`, kept: a text read again (:meth:`SlotParser._complete_reading`) asks the same. The
    dict is shared, so callers get a copy."""
    variables = {d.name: d for d in declared}
    scores = lexical_scores(sentence, variables, "premise")
    said_of = consequent(sentence) if child_name else sentence
    if said_of != sentence:  # a condition said apart from what it is about
        words, condition = _words(said_of), _words(_condition_part(sentence))
        child_units = _name_units(Variable(child_name))
        own = _unit_places(child_units, words)
        stated = {(w,) for w in _state_word_set(child_states)}
        for d in declared:
            units = _name_units(d)
            if stated_children and scores[d.name] == 1 and stated & set(units):  # low_water_output
                units = [u for u in units if u not in stated]
                if not units or not set(units) <= set(child_units):
                    continue
            elif not 0 < scores[d.name] < 1:
                continue
            elif stated_children:  # a word state of the child, said as its state and not in the condition
                child_said = [
                    u
                    for u in units
                    if u in stated and u[0].isalpha() and _unit_places([u], words) and not _unit_places([u], condition)
                ]
                if child_said and len(child_said) < len(units):
                    whole = len(units)
                    units = [u for u in units if u not in child_said]
                    rest = Variable("_".join(w for u in units for w in u), d.states)
                    scores[d.name] = lexical_match(sentence, rest, "premise") * len(units) / whole
            said = _unit_places(units, words)
            if said and said <= own and not _unit_places(units, condition):
                scores[d.name] = 0.0
    untruthful = {  # the same variables without the states any variable can have
        n: dataclasses.replace(
            d,
            states=tuple(
                s
                for s in d.states
                if s.lower() not in _TRUTH_WORDS and not any(_same_number(s, c) for c in child_states)
            ),
        )
        for n, d in variables.items()
    }
    said = lexical_scores(sentence, untruthful, "premise")
    scores = {n: score if said[n] else 0.0 for n, score in scores.items()}
    pieces = _pieces(sentence)
    for d in declared:
        if scores[d.name] < 1 and _name_mentions(pieces, d, words=False):
            scores[d.name] = 1.0
    partial = [d for d in declared if 0 < scores[d.name] < 1]
    if not partial:
        return scores
    tokens = _tokens(sentence)
    own = [w for state in child_states for w in str(state).split("_") if w]
    if child_name:  # said_of is its consequent; not the grid demand's *low* for the namer's low_power_output
        condition_words = list(set(_words(sentence)) - set(_words(said_of)))
        own += [w for w in child_name.split("_") if w and not _says(w, condition_words)]

    def distinct(d: Variable, state: str) -> bool:
        """A word state said in full that no other declared variable has and no word of the new one's states or
        name (outside the condition: "when a customer pays in cash" for the namer's ``cash``) says."""
        words = [w for w in state.split("_") if w]
        return (
            bool(words)
            and state.lower() not in _TRUTH_WORDS
            and not any(c.isdigit() for c in state)
            and all(_says(w, tokens) for w in words)
            and not any(_says(w, own) for w in words)
            and not any(
                o is not d
                and any(
                    len(x.split("_")) == len(words) and all(map(_same_word, words, x.split("_"))) for x in o.states
                )
                for o in declared
            )
        )

    for d in partial:  # "On sunny days …" says the sky's state alone
        if any(distinct(d, state) for state in d.states):
            scores[d.name] = 1.0
    return scores


def described_mentions(
    sentence: str, declared: Sequence[Variable], own_words: Mapping[str, Collection[str]], child_states=()
) -> dict[str, float]:
    """Declared variables a premise's condition (its words outside :func:`consequent`) says by a word only the
    premise that introduced each had (``own_words``, name → content words; not another declared variable's, not a
    word of the new variable's ``child_states`` or of its name): 0.5 each, a half mention, as
    :func:`premise_mentions` gives a name said in part. "A stranger comes by the house on 5% of nights" introduced
    a variable the namer called ``night``; "When a stranger comes by, the dog barks …" says it.

    Examples:

        >>> declared = [Variable("night"), Variable("storm")]
        >>> own = {"night": {"stranger", "come", "house", "night"}, "storm": {"storm", "night"}}
        >>> described_mentions("When a stranger comes by, the dog barks with a probability of 90%.", declared, own)
        {'night': 0.5}
        >>> described_mentions("The dog barks at a stranger in 90% of cases.", declared, own)
        {}
    """
    said = content_words(sentence) - content_words(consequent(sentence))
    if not said:
        return {}
    child = _state_word_set(child_states)
    introduced = Counter(w for variable in declared for w in set(own_words.get(variable.name, ())))
    found = {}
    for variable in declared:
        distinct = {w for w in own_words.get(variable.name, ()) if introduced[w] == 1}
        distinct -= child | set(variable.name.split("_"))
        if any(_same_word(w, x) for w in said for x in distinct):
            found[variable.name] = 0.5
    return found


def borrowed_mentions(
    sentence: str,
    declared: Sequence[Variable],
    own_words: Mapping[str, Collection[str]],
    mentions: Mapping[str, float],
) -> dict[str, float]:
    """Declared variables a premise's condition (its words outside :func:`consequent`) mentions (``mentions``,
    :func:`premise_mentions`) only by words of their names that the premise introducing another declared variable
    also has (``own_words``, name → content words), where the condition mentions that other one as well and says a
    word of its name only its introduction had, and none of the words only their own introduction had: half their
    mention. The namer's ``v_error``, introduced as "an error due to electrocautery", is not said by "there is an
    error due to low cardiac output", which is ``cardiac_output``'s ("an error due to low cardiac output occurs in 5%
    of operations").

    Examples:

        >>> declared = [Variable("v_error"), Variable("cardiac_output")]
        >>> own = {"v_error": {"error", "electrocautery"}, "cardiac_output": {"error", "cardiac", "output"}}
        >>> mentions = {"v_error": 1.0, "cardiac_output": 1.0}
        >>> text = "If there is an error due to low cardiac output, the alarm sounds in 90% of cases."
        >>> borrowed_mentions(text, declared, own, mentions)
        {'v_error': 0.5}
        >>> text = "If an electrocautery error occurs, the alarm sounds in 60% of cases."
        >>> borrowed_mentions(text, declared, own, mentions)
        {}
    """
    said = content_words(sentence) - content_words(consequent(sentence))
    introduced = Counter(w for variable in declared for w in set(own_words.get(variable.name, ())))

    def distinct(name: str) -> set[str]:
        return {w for w in own_words.get(name, ()) if introduced[w] == 1}

    def says(words: Collection[str]) -> bool:
        return any(_same_word(w, x) for w in said for x in words)

    halved = {}
    for variable in declared:
        mine = distinct(variable.name)
        name = [w for w in variable.name.split("_") if len(w) > 1]
        if not mentions.get(variable.name) or not mine or says(mine) or not name:
            continue
        lent = any(  # another variable said as well, by a word of its name only its introduction had
            other is not variable
            and mentions.get(other.name, 0.0) >= mentions[variable.name]
            and all(any(_same_word(w, x) for x in own_words.get(other.name, ())) for w in name if says([w]))
            and says({w for w in distinct(other.name) if any(_same_word(w, x) for x in other.name.split("_"))})
            for other in declared
        )
        if lent and any(says([w]) for w in name):
            halved[variable.name] = 0.5 * mentions[variable.name]
    return halved


def _own_mentions(
    pieces: Sequence[_Piece], variable: Variable, others: Sequence[Variable], names: list[int]
) -> list[int]:
    """``names`` (pieces saying a word of the variable's name) less those in clauses that say a word of another
    variable's name that this name lacks and no word this name has that the others lack; all of them where none
    is left."""
    mine = {u[0] for u in _name_units(variable)}
    theirs = {u[0] for o in others for u in _name_units(o)}
    own = {w for w in mine if not any(_same_word(w, t) for t in theirs)}
    foreign = {t for t in theirs if not any(_same_word(t, w) for w in mine)}

    def says(clause: tuple[int, int], words: set[str]) -> bool:
        """A word of ``words`` in the clause, or two neighbouring words written as one (quasi-geostrophic)."""
        said = [pieces[k].value for k in range(clause[0], clause[1] + 1) if pieces[k].kind == "word"]
        said += [a + b for a, b in zip(said, said[1:], strict=False)]
        return any(_same_word(w, x) for w in words for x in said)

    kept = []
    for j in names:
        clause = _clause(pieces, j)
        if says(clause, own) or not says(clause, foreign):
            kept.append(j)
    return kept or names


_CONDITION_AFTER = frozenset(_CONDITION_WORDS - {"unless"})
"""Words that begin a condition after a premise's number ("… 100% chance … if tuberculosis is not diagnosed")."""
_NEGATIONS = frozenset(("not", "no", "never", "without", "isn't", "wasn't", "aren't", "doesn't", "didn't"))


def _unless_negated(pieces: Sequence[_Piece], mention: tuple, variable: Variable) -> tuple:
    """A state mention a negation just before it turns around ("is not from the current year" says ``older``):
    the other state of a two-state variable. One with more states keeps it (QUITE never means "any state but this
    one", and "no latest convective inhibition" names a state that copies the name)."""
    first, last, state, share = mention
    before = []
    for k in range(first - 1, max(-1, first - 4), -1):
        if pieces[k].kind in ("strong", "weak"):
            break
        before.append(pieces[k].value)
    if len(variable.states) != 2 or _state_words(state) == ["none"] or not any(w in _NEGATIONS for w in before):
        return mention
    other = next(x for x in variable.states if x != state)
    return (first, last, other, share)


_FORWARD_CUE = re.compile(
    r"^\s*(?:if|when|whenever|given|unless|provided|in (?:the )?case|should|assuming)\b", re.IGNORECASE
)
"""A premise that begins with a condition conditions on something (not "With 95% probability, …"); also where
:mod:`hedgehub.slot_rows` finds that a row begins with its own condition."""


_LATER_NAME_SAID = 0.75
""":func:`lexical_scores` at which a condition says a variable introduced later (:func:`_later_names_said`)."""


def _later_names_said(
    sentence: str, variables: Mapping[str, Variable], introduced: Mapping[str, int], name: str
) -> list[str]:
    """The variables a reading introduced after ``name`` (not its parents) whose names the condition its premise
    begins with (:data:`_CONDITION_FIRST`: *if*, *when*, *with*, *under* …) says (:func:`lexical_scores` at least
    :data:`_LATER_NAME_SAID`: ``irrigation_level`` in "irrigation is low"): the run is then conditioned on a parent
    the text introduces later, and a reading with only the variables declared before cuts it into runs of other
    variables, or gives it a declared parent its conditions do not name.

    Examples:

        >>> season = Variable("season", ("dry", "wet"))
        >>> harvest = Variable("harvest", ("good", "poor"), ("season",))
        >>> irrigation = Variable("irrigation", ("low", "high"), ("season",))
        >>> variables = {v.name: v for v in (season, harvest, irrigation)}
        >>> introduced = {"season": 0, "harvest": 1, "irrigation": 5}
        >>> _later_names_said("If the season is dry and irrigation is low, the harvest is good in 10% of years.",
        ...                   variables, introduced, "harvest")
        ['irrigation']
        >>> _later_names_said("If the season is dry, the harvest is good in 10% of years.", variables, introduced,
        ...                   "harvest")
        []
        >>> variables["irrigation_level"] = Variable("irrigation_level", ("low", "high"), ("season",))
        >>> _later_names_said("With a dry season and low irrigation, the harvest is good in 10% of years.",
        ...                   variables, {**introduced, "irrigation": 0, "irrigation_level": 5}, "harvest")
        ['irrigation_level']
    """
    match = _CONDITION_FIRST.match(sentence)
    at = introduced[name]
    later = {n: v for n, v in variables.items() if introduced.get(n, -1) > at and n not in variables[name].parents}
    if not (match and later):
        return []
    return [n for n, score in lexical_scores(match.group(0), later, "premise").items() if score >= _LATER_NAME_SAID]


def _ancestors(name: str, variables: Mapping[str, Variable]) -> set[str]:
    """The variables ``name`` depends on through its parents (names not in ``variables`` end the walk)."""
    seen: set[str] = set()
    todo = list(variables[name].parents) if name in variables else []
    while todo:
        parent = todo.pop()
        if parent not in seen:
            seen.add(parent)
            todo.extend(variables[parent].parents if parent in variables else ())
    return seen


def condition_match(
    sentence: str,
    variable: Variable,
    value: str,
    others: Sequence[Variable] = (),
    described: Collection[str] = (),
    own: Collection[str] = (),
) -> float:
    """How well the condition of a premise says that parent ``variable`` has ``value``, in [0, 1].

    Only the words before the premise's first stated probability count (the condition: "If …, there is a 30% …"),
    or, where no *if* / *when* / *given* comes before it, those from the first one after it to the sentence's end
    ("There is a 90% chance … if lung cancer is not diagnosed").
    Where the variable's name is said there (or spelled out as initials), only the clauses that say it (``abnormal
    lung parenchyma and normal lung flow``: ``normal`` is the flow's), less the clauses that say a word only the name
    of one of ``others`` (the premise's other parents) has and no word only this name has ("the subjective judgment
    of vertical motion is neutral" is not about "10.7mu vertical motion"). A categorical value: the best share of its
    words said there, less half a point when another of its states is said too; a boolean: 1 when :func:`negated`
    agrees with the value, else 0; 0.5 when the condition does not say. Where the name is not said, the words of
    ``described`` (what the premise text calls the variable and no other parent, :meth:`SlotParser.condition_matches`)
    stand for it ("a presence in urban areas through nurseries" for a namer's ``phytophthora_species_distribution``).
    A boolean said by the opposite of a word its name, ``described`` or ``own`` (the words of the premise that
    introduced it) says is said false (:func:`said_opposite`: "if the bus is on time" of a bus that is late).
    In a premise that opens with its condition ("In the case of …, the sensory neuron involvement … is guaranteed
    …"), the condition ends at the last comma before the first probability, so the child's words are not read as a
    parent's. In a premise with no condition word at all, a parent the words before the number do not name may be
    the subject after it ("30% of all non-smokers still get bronchitis"; a *non-* noun says false).

    Examples:

        >>> flow = Variable("lung_flow", ("low", "normal", "high"))
        >>> parenchyma = Variable("lung_parenchyma", ("normal", "congested", "abnormal"))
        >>> text = "With an abnormal lung parenchyma and normal lung flow, there is a 5% chance of a normal X-ray."
        >>> [condition_match(text, flow, s) for s in flow.states], condition_match(text, parenchyma, "abnormal")
        ([0.0, 1.0, 0.0], 1.0)
        >>> spores = Variable("produces_chlamydospores")
        >>> [condition_match("If it does not produce chlamydospores, 33% are.", spores, v) for v in spores.values]
        [0.0, 1.0]
    """
    return _condition_match(sentence, variable, value, tuple(others), frozenset(described), frozenset(own))


@functools.lru_cache(maxsize=1 << 18)
def _condition_match(
    sentence: str,
    variable: Variable,
    value: str,
    others: tuple[Variable, ...],
    described: frozenset[str],
    own: frozenset[str],
) -> float:
    """:func:`condition_match`, kept: a text read again (:meth:`SlotParser._complete_reading`) asks the same."""
    pieces = _pieces(sentence)
    end = next((i for i, p in enumerate(pieces) if p.kind in ("prob", "zero", "one")), len(pieces))
    after = next((i for i in range(end, len(pieces)) if pieces[i].value in _CONDITION_AFTER), None)
    rest: list[_Piece] = []  # no condition cue: the words after the number may hold the condition

    def sentence_end(start: int) -> int:
        return next((i for i in range(start, len(pieces)) if pieces[i].text in (".", ";", "!", "?")), len(pieces))

    if after is not None and not any(p.value in _CONDITION_AFTER for p in pieces[:end]):
        pieces = pieces[after : sentence_end(after)]  # "There is a 100% chance … if tuberculosis is not diagnosed"
    else:
        breaks = [i for i in range(end) if pieces[i].kind in ("weak", "strong")]
        if breaks and _CONDITION_FIRST.match(sentence):
            end = breaks[-1]
        elif not _FORWARD_CUE.match(sentence) and not any(p.value in _CONDITION_AFTER for p in pieces[:end]):
            rest = pieces[end + 1 : sentence_end(end)]
        pieces = pieces[:end]
    names = _name_mentions(pieces, variable)
    if not names and rest and _name_mentions(rest, variable):
        pieces = rest  # "30% of all non-smokers still get bronchitis": the condition is the subject after the number
        names = _name_mentions(pieces, variable)
    if names and others:
        names = _own_mentions(pieces, variable, others, names)
    if not names and described:
        names = [
            j for j, p in enumerate(pieces) if p.kind == "word" and any(_same_word(w, p.value) for w in described)
        ]
    window = set(range(len(pieces)))
    if names:  # the clauses that say the most words of the name ("lung flow" says one word of "lung parenchyma")
        clauses = {_clause(pieces, j) for j in names}
        said = {c: len({pieces[j].value for j in names if c[0] <= j <= c[1]}) for c in clauses}
        window = {k for c in clauses if said[c] == max(said.values()) for k in range(c[0], c[1] + 1)}
    if variable.boolean:
        if not names:
            return 0.5
        said = " ".join(pieces[k].text for k in sorted(window))
        opposite = said_opposite(said, {*described, *own, *variable.name.split("_")})  # "if the bus is on time"
        return float((negated(said, prefix=True) != opposite) == (value == "false"))
    mentions = [_unless_negated(pieces, m, variable) for m in _state_mentions(pieces, variable) if m[0] in window]
    mine = max((share for _, _, state, share in mentions if state == value), default=0.0)
    others = any(state != value and share == 1 for _, _, state, share in mentions)
    return max(0.0, mine - 0.5 * others)


_RUN_STOP = frozenset(
    "a an the of to in is are be been being that this there it its and or if when with for on at by as from given "
    "case event should has have having not no does do will would may might can could likely chance chances "
    "probability probabilities percent likelihood also while whereas however then than which who what their they "
    "them was were".split()
)


_CONDITION_FIRST = re.compile(
    r"^\s*(?:in the context of [^,]*,\s*)?(?:even\s+)?"  # "Even if …,", "In the context of X, if …,"
    r"(?:if|when|whenever|given|with|without|in (?:the )?(?:case|event|scenario|situation)|should|for|assuming"
    r"|provided|in the (?:absence|presence) of"
    r"|among|once|under|in a situation|where|as long as)\b[^,]*,(?:\s*then\b)?"
    r"|^\s*(?:at|on|during|while)\b[^,\d%]*,",  # "At a deep spot, …", "While it is down, …" (not "On 60% of days")
    re.IGNORECASE,
)
_CONDITION_INSIDE = re.compile(
    r"\b(?:if|when|given(?: that)?|provided)\b(?:[^.;!?\d%]*?(?=(?:[.;!?](?!\d)|$))|[^,.;]*)", re.IGNORECASE
)
"""A condition inside a premise: to the sentence's end where no number follows (``… if A is normal, B is true and C
is zero.``), else to the next comma."""


def _condition_part(sentence: str) -> str:
    """What :func:`consequent` leaves out of a premise: its leading ``If …,`` or its ``if …`` clauses; the whole
    sentence where it has none of them ("Someone who did not travel to Asia …" says its condition in other words)."""
    match = _CONDITION_FIRST.match(sentence)
    if match:
        return sentence[: match.end()]
    inside = [m.group(0) for m in _CONDITION_INSIDE.finditer(sentence)]
    return " ".join(inside) if inside else sentence


def consequent(sentence: str) -> str:
    """A premise without its condition: what follows a leading ``If …,`` (``When``, ``Given``, ``In the case …``),
    else the sentence less its ``if …`` / ``when …`` / ``given …`` clauses.

    Examples:

        >>> consequent("If the tube is kinked, the pressure is low in 75% of cases.")
        ' the pressure is low in 75% of cases.'
        >>> consequent("Without a fire, smoke appears with a probability of 1%.")
        ' smoke appears with a probability of 1%.'
        >>> consequent("While the website is down, 90% of orders fail.")
        ' 90% of orders fail.'
        >>> consequent("The pressure is low in 75% of cases if the tube is kinked.")
        'The pressure is low in 75% of cases  .'
        >>> consequent("Ventlung is zero in 97% of cases if intubation is normal, kinkedtube is true and tube is low.")
        'Ventlung is zero in 97% of cases  .'
        >>> consequent("It is low in 5% of cases if the tube is kinked, and high in 95%.")
        'It is low in 5% of cases  , and high in 95%.'
    """
    match = _CONDITION_FIRST.match(sentence)
    return sentence[match.end() :] if match else _CONDITION_INSIDE.sub(" ", sentence)


def _singular(word: str) -> str:
    """A word without a plural ``s`` (four letters or more): what :func:`content_words` counts."""
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def content_words(text: str, scale: bool = True) -> set[str]:
    """The words of a text that can tell two premises apart: no stated probabilities, no stop or probability
    words, a plural ``s`` dropped; with ``scale=False``, no words of estimative probability either
    (:data:`WEP_PHRASES`: a premise in words says *highly unlikely* or *almost certain* where one in numbers says 5%).

    Examples:

        >>> sorted(content_words("It is almost certain that there is a report of LVH.", scale=False))
        ['lvh', 'report']
    """
    text = _DECIMAL.sub(" ", _PERCENT.sub(" ", text))
    if not scale:
        text = _WEP_WORDS.sub(" ", text)
    return {_singular(w) for w in _words(text) if w not in _RUN_STOP and len(w) > 1}


_WEP_WORDS = re.compile(rf"\b(?:{_WEP_PATTERN})\b", re.IGNORECASE)
"""The words of estimative probability a text says (:data:`WEP_PHRASES`)."""


_T = TypeVar("_T")


def _document_counts(texts: Sequence[Collection[_T]]) -> dict[_T, int]:
    """In how many of ``texts`` each word (or other item: :func:`described_times` counts times of day) is."""
    df: dict[_T, int] = {}
    for words in texts:
        for w in words:
            df[w] = df.get(w, 0) + 1
    return df


def _in_half(texts: Sequence[Collection[_T]]) -> set[_T]:
    """The words (or other items) said in at least half of ``texts``."""
    return {w for w, c in _document_counts(texts).items() if 2 * c >= len(texts)}


def rarity(texts: Sequence[set[str]]) -> dict[str, float]:
    """Each word's weight in a text of ``n`` sentences: ``log((n + 1) / df)``."""
    return {w: math.log((len(texts) + 1) / c) for w, c in _document_counts(texts).items()}


def variable_descriptions(
    sentences: Sequence[str], premises: Sequence[PremiseSlots], scale: bool = True
) -> dict[str, set[str]]:
    """What the premise text calls each variable: the content words (:func:`content_words`) said in at least half
    of the consequents (:func:`consequent`) of the premises about it. ``sentences`` and ``premises`` are aligned,
    one premise slot per sentence; a variable's name need not be among its words (``lvedvolume`` is "left
    ventricular end-diastolic volume" in the text). With ``scale=False``, no words of estimative probability: what a
    question is matched against (*almost certain*, *highly unlikely* describe no variable).

    Examples:

        >>> premises = [PremiseSlots("kinkedtube"), PremiseSlots("press", (("kinkedtube", "true"),))]
        >>> descriptions = variable_descriptions(
        ...     ["The tube is kinked in 4% of cases.", "If the tube is kinked, the pressure is high in 90% of cases."],
        ...     premises,
        ... )
        >>> sorted(descriptions["kinkedtube"]), sorted(descriptions["press"])
        (['case', 'kinked', 'tube'], ['case', 'high', 'pressure'])
    """
    said = {
        name: [content_words(t, scale) for t in texts]
        for name, texts in premise_consequents(sentences, premises).items()
    }
    return {name: _in_half(texts) for name, texts in said.items()}


def premise_consequents(sentences: Sequence[str], premises: Sequence[PremiseSlots]) -> dict[str, list[str]]:
    """The :func:`consequent` of each premise, grouped by the variable it is about, in text order (``sentences`` and
    ``premises`` aligned, one premise slot per sentence): what :func:`variable_descriptions` counts words in and
    what :class:`SlotParser`'s embedder compares evidence with.

    Examples:

        >>> premise_consequents(["If it rains, the road is wet in 90% of cases.", "Rain falls on 30% of days."],
        ...                     [PremiseSlots("wet", (("rain", "true"),)), PremiseSlots("rain")])
        {'wet': [' the road is wet in 90% of cases.'], 'rain': ['Rain falls on 30% of days.']}
    """
    said: dict[str, list[str]] = {}
    for sentence, premise in zip(sentences, premises, strict=True):
        said.setdefault(premise.child, []).append(consequent(sentence))
    return said


def condition_sides(
    sentences: Sequence[str], premises: Sequence[PremiseSlots]
) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """The words the premise text says a boolean parent true and false by (``sentences`` and ``premises`` aligned,
    one premise slot per sentence): per run of a child's premises, the content words (:func:`content_words`, no
    numbers) said in every premise conditioned on the parent true and in none conditioned on it false, and the other
    way round; over all runs, less the words some run says the other way. "A spam email contains a link in 80% of
    cases. A legitimate email contains a link in 10% of cases." says spam false by *legitimate*. A child any of whose
    premises says *not* (:func:`negated`'s words) in its condition (:func:`_condition_part`) counts for none: "if the
    baby doesn't experience birth asphyxia" says no opposite of *suffer*; a *no* the child's own values say ("… then
    the printer is ready in 99% of cases and not ready in 1%", "yes in 90% and no in 10%") does not count.

    Examples:

        >>> premises = [PremiseSlots("link", (("spam", "true"),)), PremiseSlots("link", (("spam", "false"),))]
        >>> true, false = condition_sides(
        ...     ["A spam email has a link in 80% of cases.", "A legitimate email has one in 10% of cases."], premises
        ... )["spam"]
        >>> sorted(true), sorted(false)
        (['link', 'spam'], ['legitimate'])
        >>> premises = [PremiseSlots("wet", (("rain", "true"),)), PremiseSlots("wet", (("rain", "false"),))]
        >>> condition_sides(["If it rains, it is wet in 90%.", "If it does not rain, it is wet in 9%."], premises)
        {}
    """
    runs: dict[tuple[str, str], dict[str, list[set[str]]]] = {}
    said_not = {p.child for s, p in zip(sentences, premises, strict=True) if _says_negation(_condition_part(s))}
    for sentence, premise in zip(sentences, premises, strict=True):
        if premise.child in said_not:  # "if the baby doesn't experience …": its other words are no opposite
            continue
        words = {
            w
            for w in content_words(sentence)
            if not any(c.isdigit() for c in w) and w not in _UNITS and w not in _TENS
        }
        for parent, value in premise.condition:
            if value in ("true", "false"):
                runs.setdefault((premise.child, parent), {"true": [], "false": []})[value].append(words)
    sides: dict[str, tuple[set[str], set[str]]] = {}
    against: dict[str, tuple[set[str], set[str]]] = {}
    for (_, parent), rows in runs.items():
        if not rows["true"] or not rows["false"]:
            continue
        said = {v: set.intersection(*rows[v]) - set.union(*rows[o]) for v, o in (("true", "false"), ("false", "true"))}
        mine = sides.setdefault(parent, (set(), set()))
        other = against.setdefault(parent, (set(), set()))
        mine[0].update(said["true"])
        mine[1].update(said["false"])
        other[0].update(said["false"])
        other[1].update(said["true"])
    return {
        parent: (frozenset(true - against[parent][0]), frozenset(false - against[parent][1]))
        for parent, (true, false) in sides.items()
    }


def _unnegated(text: str) -> list[str]:
    """The words of ``text`` (:func:`_words`) less those :func:`negated` counts: *absent* is read as *not present*
    already ("X is absent in 30%" introduces X present in 70 %, and evidence "X is absent" is false by its negation
    alone), so an opposite is never said by it or against it."""
    return [w for w in _words(text) if not _NEGATION.fullmatch(w)]


def said_against(sentence: str, introduction: str, condition_words: Collection[str] = ()) -> bool:
    """Whether a later premise of a boolean says it by the opposite (:func:`said_opposite`) of the words the premise
    that introduced it said it by: "A new bulb lasts the year in 97% of cases" after "An old bulb burns out within
    a year with a probability of 30%" states P(burns out) = 3%. Both are read without their conditions
    (:func:`consequent`) and without ``condition_words`` (the parents' names, states and the words that introduced
    them), so "on hot days" against "on cold days" says the parent, not the child. Only the opposites of
    :data:`_OPPOSITES` and the prefixes count here, not WordNet's antonyms: a condition the parents' words do not
    name ("on calm days" of a parent introduced as *windy*) would read as the child's opposite.

    Examples:

        >>> said_against("A new bulb lasts the year in 97% of cases.",
        ...              "An old bulb burns out within a year with a probability of 30%.", {"old", "bulb"})
        True
        >>> said_against("If it is cold, the heater is on in 90%.", "If it is hot, the heater is on in 5%.",
        ...              {"weather", "hot", "cold"})
        False
    """

    def words(text: str) -> list[str]:
        return [w for w in _unnegated(consequent(text)) if not any(_same_word(w, c) for c in condition_words)]

    own = words(introduction)
    return any(w not in _RUN_STOP for w in own) and _said_against_words(words(sentence), own, antonyms=False)


def _said_against_words(said: Sequence[str], introduced: Sequence[str], antonyms: bool = True) -> bool:
    """:func:`said_opposite` of words against the words of an introducing premise: its stop words are no words of
    the variable but stay in the text a phrase is looked for in ("on time")."""
    own = {w for w in introduced if w not in _RUN_STOP}
    return said_opposite(" ".join(said), own, " ".join(introduced), antonyms=antonyms)


def parent_words(
    child: Variable, variables: Mapping[str, Variable], own_words: Mapping[str, Collection[str]]
) -> set[str]:
    """The words that say ``child``'s parents: their names, their states and the words that introduced them."""
    words: set[str] = set()
    for parent in child.parents:
        words.update(parent.split("_"), own_words.get(parent, ()))
        if parent in variables:
            words.update(w for state in variables[parent].states for w in str(state).split("_"))
    return {w for w in words if w}


@functools.cache
def _listed_opposites() -> frozenset[tuple[str, str]]:
    """The one-word pairs of :data:`_OPPOSITES` by stem, both ways."""
    return frozenset(
        (_stem(a), _stem(b))
        for pair in _OPPOSITES
        for side, other in (pair, pair[::-1])
        for a in side.split("|")
        for b in other.split("|")
        if " " not in a and " " not in b
    )


def _opposed(word: str, other: str) -> bool:
    """Whether two words are opposites: a pair of :data:`_OPPOSITES` or WordNet's antonyms (:func:`_antonym_said`)."""
    first, second = _base_stem(word), _base_stem(other)
    return (first, second) in _listed_opposites() or second in _antonym_stems().get(first, ())


_ROW_PARTS = re.compile(r",|;|\band\b|\bwhereas\b|\bwhile\b|\bbut\b", re.IGNORECASE)
_ROW_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(%|percent\b)?")


def _row_numbers(text: str) -> list[re.Match]:
    return [m for m in _ROW_NUMBER.finditer(text) if m.group(2) or float(m.group(1)) <= 1]


def _row_value(match: re.Match) -> float:
    return float(match.group(1)) / (100 if match.group(2) else 1)


def _row_parts(sentence: str) -> list[tuple[set[str], float]]:
    """(words, the one number) of each part of the sentence between commas, *and*, *while* … that states one and
    says no negation word (*absent in 70%* is read as not by :func:`negated` already)."""
    parts = []
    for part in _ROW_PARTS.split(sentence):
        numbers = _row_numbers(part)
        if len(numbers) == 1 and not _says_negation(part):
            parts.append((content_words(part), _row_value(numbers[0])))
    return parts


def _row_segments(sentence: str) -> list[tuple[set[str], float]]:
    """(words, number) of each stretch of the sentence around one number, cut at the last break (comma, *and*,
    *while* …) before the next number, or right after the number where none comes between: "In 99% of cases, the
    file is correct, and in 1% of cases, it is incorrect" → *correct* with 99%, *incorrect* with 1%, where the
    parts between commas hold a number or a word, not both. Stretches that say a negation word are left out."""
    numbers = _row_numbers(sentence)
    breaks = [m.start() for m in _ROW_PARTS.finditer(sentence)]
    segments, start = [], 0
    for k, number in enumerate(numbers):
        end = len(sentence)
        if k + 1 < len(numbers):
            between = [b for b in breaks if number.end() <= b < numbers[k + 1].start()]
            end = between[-1] if between else number.end()
        part = sentence[start:end]
        if not _says_negation(part):
            segments.append((content_words(part), _row_value(number)))
        start = end
    return segments


def _part_sides(parts: Sequence[tuple[set[str], float]], p: float) -> tuple[set[str], set[str]]:
    """The words a row P(true) = ``p`` says its boolean true and false by: a word of the part whose number is ``p``
    opposed to a word of the part whose number is ``1 − p`` (:func:`_opposed`), neither part saying both."""
    true: set[str] = set()
    false: set[str] = set()
    for (words, number), (others, other) in itertools.permutations(parts, 2):
        if abs(number - p) > 1e-6 or abs(other - (1 - p)) > 1e-6:
            continue
        for word in words:
            against = {o for o in others if o not in words and _opposed(word, o)}
            if against and not any(_opposed(word, w) for w in words):
                true.add(word)
                false.update(against)
    return true, false


def _state_sides(sentence: str, p: float, name: str) -> tuple[set[str], set[str]]:
    """The words a row P(true) = ``p`` says its boolean true and false by where the state reader reads the sentence
    as two values, each said with its own number (:func:`hedgehub.slot_states.read_states`: "a 95% chance that the
    driver is installed and working, and a 5% chance that it is missing or broken"), the first ``p`` and the second
    ``1 − p`` or the other way round: each value's words, less those of the variable's name and those both say.
    None where a value is said by a negation (*false*, *absent*, *none*): :func:`negated` turns evidence said by it,
    and a side would turn it twice."""
    from hedgehub.slot_states import read_states  # it imports this module

    states, values = read_states(sentence), stated_values(sentence)
    if not states or len(states) != 2 or len(values) != 2:
        return set(), set()
    if any(_NEGATION.search(f"is {state.replace('_', ' ')}") or _NON.search(state) for state in states):
        return set(), set()  # "true … false", "present … absent": negated() turns such evidence already
    words = [set(_words(state.replace("_", " "))) for state in states]
    shared = (words[0] & words[1]) | set(_words(name.replace("_", " ")))
    first, second = (w - shared for w in words)
    if abs(values[0] - p) < 1e-6 and abs(values[1] - (1 - p)) < 1e-6:
        return first, second
    if abs(values[1] - p) < 1e-6 and abs(values[0] - (1 - p)) < 1e-6:
        return second, first
    return set(), set()


def _row_side(sentence: str, p: float, name: str) -> tuple[set[str], set[str]]:
    """The words one row P(true) = ``p`` of the boolean ``name`` says it true and false by: its parts'
    (:func:`_row_parts`), else its segments' (:func:`_row_segments`), else the state reader's two values
    (:func:`_state_sides`); the first reading that says both, else two empty sets."""
    said = _part_sides(_row_parts(sentence), p)
    if not all(said):
        said = _part_sides(_row_segments(sentence), p)
    if not all(said):
        said = _state_sides(sentence, p, name)
    return said if all(said) else (set(), set())


def row_sides(
    sentences: Sequence[str], premises: Sequence[PremiseSlots]
) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """The words a boolean's own premises say it true and false by, where a premise says both values by opposite
    words (:func:`_opposed`), each in its own part of the sentence with its own number (:func:`_row_parts`, else
    :func:`_row_segments`): "the crop is healthy in 40% of fields and sick in 60% of fields" of the row P(true) = 0.4
    says the crop true by *healthy* and false by *sick*; where no word of one part is opposed to one of the other,
    the two values the state reader reads, each with its own number (:func:`_state_sides`: "installed and working"
    against "missing or broken"). Over all the variable's premises, less the words some
    premise says the other way. ``sentences`` and ``premises`` are aligned, one premise slot per sentence; a premise
    whose P(true) is 0.5 says no side, and a part that says a negation word (*absent*, *not*) none: :func:`negated`
    turns evidence said by it already.

    Examples:

        >>> premises = [PremiseSlots("crop", (), (0.4,)), PremiseSlots("crop", (("soil", "true"),), (0.8,))]
        >>> row_sides(["The crop is healthy in 40% of fields and sick in 60%.",
        ...            "If the soil is acidic, 80% of crops are healthy, 20% are sick."], premises)
        {'crop': (frozenset({'healthy'}), frozenset({'sick'}))}
        >>> row_sides(["The crop is healthy in 40% of fields."], premises[:1])
        {}
        >>> row_sides(["The valve is present in 40% of pumps and absent in 60%."], [PremiseSlots("valve", (), (0.4,))])
        {}
        >>> row_sides(["In 99% of cases, the file is correct, and in 1% of cases, it is incorrect."],
        ...           [PremiseSlots("file", (), (0.99,))])
        {'file': (frozenset({'correct'}), frozenset({'incorrect'}))}
        >>> sides = row_sides(["If the printer is on, there is a 95% chance that the driver is installed and working, "
        ...                    "and a 5% chance that it is missing or broken."],
        ...                   [PremiseSlots("driver", (("printer", "true"),), (0.95,))])
        >>> {name: (sorted(true), sorted(false)) for name, (true, false) in sides.items()}
        {'driver': (['installed', 'working'], ['broken', 'missing'])}
        >>> row_sides(["Smoker is true with a probability of 30% and false with a probability of 70%."],
        ...           [PremiseSlots("smoker", (), (0.3,))])  # "false" is a negation: no side (it would turn twice)
        {}
    """
    true: dict[str, set[str]] = {}
    false: dict[str, set[str]] = {}
    for sentence, premise in zip(sentences, premises, strict=True):
        if len(premise.probabilities) != 1 or abs(premise.probabilities[0] - 0.5) < 1e-9:
            continue
        said_true, said_false = _row_side(sentence, premise.probabilities[0], premise.child)
        if said_true:
            true.setdefault(premise.child, set()).update(said_true)
            false.setdefault(premise.child, set()).update(said_false)
    sides = {}
    for child in true:
        said_true, said_false = true[child] - false[child], false[child] - true[child]
        if said_true and said_false:
            sides[child] = (frozenset(said_true), frozenset(said_false))
    return sides


def _merged_sides(
    *sides: Mapping[str, tuple[Collection[str], Collection[str]]],
) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each boolean's true and false words from several readers (:func:`condition_sides`, :func:`row_sides`)."""
    merged: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    for reading in sides:
        for name, (true, false) in reading.items():
            old_true, old_false = merged.get(name, (frozenset(), frozenset()))
            merged[name] = (old_true | frozenset(true), old_false | frozenset(false))
    return merged


def said_side(text: str, sides: tuple[Collection[str], Collection[str]]) -> bool:
    """Whether ``text`` says a boolean false by the words the premises say it false by (:func:`condition_sides`,
    :func:`row_sides`) and says none of those they say it true by.

    Examples:

        >>> said_side("How likely is it that the email is legitimate?", ({"spam"}, {"legitimate"}))
        True
        >>> said_side("A legitimate email from a spam address.", ({"spam"}, {"legitimate"}))
        False
    """
    words = content_words(text)
    true, false = sides

    def says(side: Collection[str]) -> bool:
        return any(_same_word(w, x) for w in words for x in side)

    return says(false) and not says(true)


def description_scores(
    sentence: str, descriptions: Mapping[str, set[str]], kind: str, *, foreign: bool = False
) -> dict[str, float]:
    """How much of each variable's description (:func:`variable_descriptions`) a sentence says, in [0, 1]: the
    share of its words' rarity (:func:`rarity` across the descriptions: words many variables share, like states,
    count little) the sentence says in some form (:func:`_same_word`). For a question only :func:`asked_part`
    counts.

    Examples:

        >>> descriptions = {"co": {"cardiac", "output"}, "bp": {"blood", "pressure"}, "hr": {"heart", "rate"}}
        >>> description_scores("The cardiac output is low.", descriptions, "evidence")
        {'co': 1.0, 'bp': 0.0, 'hr': 0.0}

    With ``foreign``, each score is scaled by one less the share (by rarity) of the sentence's described words
    that only other descriptions have: of two variables the premises describe alike but for a time, the sentence's
    time decides.

        >>> descriptions = {"decay": {"decay", "rate", "noon"}, "later": {"decay", "rate", "one"}, "x": {"flow"}}
        >>> description_scores("The decay rate at one is 4 mg/L.", descriptions, "evidence")
        {'decay': 0.5, 'later': 1.0, 'x': 0.0}
        >>> description_scores("The decay rate at one is 4 mg/L.", descriptions, "evidence", foreign=True)
        {'decay': 0.25, 'later': 1.0, 'x': 0.0}
    """
    weights = rarity(list(descriptions.values()))
    said = content_words(asked_part(sentence) if kind == "question" else sentence)
    described = {x: [w for w in weights if _same_word(w, x)] for x in said}  # the sentence's words some describe
    every = sum(max(weights[w] for w in ws) for ws in described.values() if ws)
    scores = {}
    for name, words in descriptions.items():
        total = sum(weights[w] for w in words)
        hit = sum(weights[w] for w in words if any(_same_word(w, x) for x in said))
        scores[name] = hit / total if total else 0.0
        if foreign:  # less the share of the sentence's described words only other descriptions have
            others = [max(weights[w] for w in ws) for ws in described.values() if ws and not set(ws) & words]
            scores[name] *= 1 - sum(others) / every if every else 1
    return scores


def reading_words(consequents: Sequence[str], variable: Variable) -> frozenset[str]:
    """What the premises call a variable: the content words (:func:`content_words`) its consequents
    (:func:`premise_consequents`) say before its first state word or number, in at least half of them.

    Examples:

        >>> display = Variable("display", ("cold", "mild", "hot"))
        >>> sorted(reading_words(["the temperature shown on the thermometer is cold in 40% of cases, mild in 30%"] * 2,
        ...                      display))
        ['shown', 'temperature', 'thermometer']
    """
    states = [w for s in variable.states for w in _words(str(s))]
    said = []
    for text in consequents:
        words = _words(text)
        cut = next((i for i, w in enumerate(words) if w[0].isdigit() or any(_same_word(w, x) for x in states)), None)
        said.append(content_words(" ".join(words[:cut]), scale=False))
    return frozenset(_in_half(said))


_READING_BREAK = re.compile(r"[;:]|\b(?:and|but|given|if|when|whenever|while|whereas|because|although|though|since)\b")


def described_beyond(
    sentence: str,
    kind: str,
    variables: Mapping[str, Variable],
    descriptions: Mapping[str, Collection[str]],
    named: Mapping[str, float],
    described: Mapping[str, float],
    readings: Mapping[str, Sequence[str]] | None = None,
) -> dict[str, str]:
    """Where a sentence says no variable's whole name (``named``, :func:`lexical_scores`, all below 1), each variable
    whose name it says in part, mapped to the variable it says best by the premises' description of it
    (``described``, :func:`description_scores`) where that description, with its name and states, accounts for
    every content word (:func:`content_words`) of the sentence the partly said one's name, description and states
    do, and more: "The patient's blood volume is low" says *blood*, *volume* and *low* of ``hypovolemia`` ("a low
    volume of circulating blood") and only *volume* and *low* of ``stroke_volume``. Of several such variables, one
    whose words another's account for and more is not taken, whatever its description's score. For a question only
    :func:`asked_part` counts.

    With ``readings`` (each variable's premise consequents, :func:`premise_consequents`), a variable whose whole name
    the sentence says is mapped so too (and, where some name is said whole, one said in part, on the same terms), but
    only to a child of it, and only where every more word is what the premises call that child
    (:func:`reading_words`), no other variable's name, description or states have it, it is no number, and it
    stands in the whole name's clause: a reading of the parent called by its name and more ("the temperature shown
    on the thermometer" is ``thermometric_display``, a child of ``temperature``). Not "either
    tuberculosis or lung cancer" of the X-ray whose premises say those words (other variables' names), not "a
    million miles" of the car's value said "a million dollars" (a number), not "in how many cases is the
    temperature hot" of a reading whose premises alone say *cases*, after its state. Such a child is taken also where
    its premises' description says fewer of the sentence's words than the parent's and scores lower, as long as its
    words include the words of the parent's name the sentence says: "deep vein thrombosis is reported" is
    ``thrombosis_report`` (its premises say "a report of DVT"), not ``thrombosis`` (described as *deep vein
    thrombosis*). The sentence is read with the declared names' initials spelt out (:func:`spelt_initialisms`): "COPD
    being reported" says ``chronic_obstructive_pulmonary_disease`` and its documented report. So are the names
    (``lvh_report`` says *left*, *vent*, *hypertrophy* and *report*), and a word of putting on record says another
    (:func:`_name_word_said`): "no documented report or assessment of left ventricular hypertrophy" and "not having
    documented left ventricular hypertrophy in the child's record" are ``lvh_report``, a child of
    ``left_vent_hypertrophy`` whose premises say "an LVH report".

    Examples:

        >>> states = ("low", "normal", "high")
        >>> variables = {"hypovolemia": Variable("hypovolemia"), "stroke_volume": Variable("stroke_volume", states)}
        >>> descriptions = {"hypovolemia": {"low", "volume", "circulating", "blood"}, "stroke_volume": {"volume"}}
        >>> named = {"hypovolemia": 0.0, "stroke_volume": 0.75}
        >>> described = {"hypovolemia": 0.5, "stroke_volume": 0.1}
        >>> described_beyond("The blood volume is low.", "evidence", variables, descriptions, named, described)
        {'stroke_volume': 'hypovolemia'}
        >>> shock = {**variables, "shock": Variable("shock")}  # its premises say fewer of the sentence's words
        >>> fewer, scores = {**descriptions, "shock": {"low", "volume", "blood"}}, {**described, "shock": 0.6}
        >>> sentence = "The circulating blood volume is low."
        >>> described_beyond(sentence, "evidence", shock, fewer, named, scores)
        {'stroke_volume': 'hypovolemia'}
        >>> named = {"hypovolemia": 0.0, "stroke_volume": 1.0}
        >>> described_beyond("The stroke volume of the blood is low.", "evidence", variables, descriptions, named, {})
        {}
        >>> states = ("cold", "mild", "hot")
        >>> variables = {"temperature": Variable("temperature", states),
        ...              "display": Variable("display", states, parents=("temperature",))}
        >>> readings = {"temperature": ["the temperature is cold on 30% of days"] * 2,
        ...             "display": ["the temperature shown on the thermometer is cold in 40% of cases"] * 2}
        >>> descriptions = {n: content_words(t[0]) for n, t in readings.items()}
        >>> named, described = {"temperature": 1.0, "display": 0.0}, {"temperature": 0.2, "display": 0.6}
        >>> sentence = "The temperature shown on the thermometer is hot."
        >>> described_beyond(sentence, "evidence", variables, descriptions, named, described)
        {}
        >>> described_beyond(sentence, "evidence", variables, descriptions, named, described, readings)
        {'temperature': 'display'}
        >>> for other in ("The temperature is hot.", "In how many cases is the temperature hot?",
        ...               "The thermometer was shown, and the temperature is hot."):
        ...     print(described_beyond(other, "evidence", variables, descriptions, named, described, readings))
        {}
        {}
        {}
        >>> report = Variable("thrombosis_report", (), ("thrombosis",))
        >>> variables = {"thrombosis": Variable("thrombosis"), "thrombosis_report": report}
        >>> readings = {"thrombosis": [" they develop deep vein thrombosis."] * 2,
        ...             "thrombosis_report": [" there is a report of DVT."] * 2}
        >>> descriptions = {n: content_words(t[0]) for n, t in readings.items()}
        >>> named = {"thrombosis": 1.0, "thrombosis_report": 1.0}
        >>> described = {"thrombosis": 0.56, "thrombosis_report": 0.12}
        >>> sentence = "How likely is it that deep vein thrombosis is reported?"
        >>> described_beyond(sentence, "question", variables, descriptions, named, described, readings)
        {'thrombosis': 'thrombosis_report'}
    """
    whole = max(named.values(), default=0.0) >= 1
    if whole and readings is None:  # a name said whole tells the sentence's variable
        return {}
    part = spelt_initialisms(asked_part(sentence) if kind == "question" else sentence, variables)  # LVH's words
    said = content_words(part)
    spelt = {name: spelt_initialisms(name.replace("_", " "), variables).split() for name in variables}  # lvh_report
    owns = {
        name: {*spelt[name], *descriptions.get(name, ()), *(w for s in v.states for w in _words(str(s)))}
        for name, v in variables.items()
    }
    words = {name: frozenset(w for w in said if any(_name_word_said(x, w) for x in own)) for name, own in owns.items()}
    worded = content_words(spell_numbers(part))  # "a million miles": a number, not the car's value's word
    clauses = [content_words(c) for c in _READING_BREAK.split(part.lower())]

    def name_said(parent: str) -> set[str]:  # the sentence's words that say the parent's name (spelt out)
        return {w for w in words[parent] if any(_same_word(w, x) for x in spelt[parent])}

    def reads(child: str, parent: str) -> bool:  # the more words: what the premises call the child, its own
        more = words[child] - words[parent]
        called = reading_words((readings or {}).get(child, ()), variables[child])
        name = name_said(parent)
        clause = next((c for c in clauses if name and name <= c), set())  # the whole name's
        return all(
            w.isalpha()
            and w in worded
            and w in clause
            and any(_name_word_said(x, w) for x in called)
            and not any(_name_word_said(x, w) for m in owns if m != child for x in owns[m])
            for w in more
        )

    def read_by_name(child: str, parent: str) -> bool:  # its parent's name said, and more of what it is called
        name = name_said(parent)
        return bool(name and name <= words[child] and words[child] - words[parent]) and reads(child, parent)

    beyond = {}
    for partial in variables:
        if not 0 < named.get(partial, 0.0) < (2 if whole else 1) or not words[partial]:
            continue
        fuller = [
            n
            for n in variables
            if n != partial
            and (
                words[n] > words[partial]
                and described.get(n, 0.0) > described.get(partial, 0.0)
                and (not whole or (partial in variables[n].parents and reads(n, partial)))
                or whole
                and partial in variables[n].parents
                and read_by_name(n, partial)
            )
        ]
        fullest = [n for n in fuller if not any(words[m] > words[n] for m in fuller)]  # none says more of it
        if fullest:
            beyond[partial] = max(fullest, key=lambda n: described.get(n, 0.0))
    return beyond


def head_children(
    sentence: str, kind: str, variables: Mapping[str, Variable], named: Mapping[str, float]
) -> dict[str, str]:
    """Each variable a sentence says only in part (``named``, :func:`lexical_scores`, between 0 and 1) mapped to the
    one child of it whose name the sentence says before it, by two of the child's name words or more, and no fewer
    than it says of the parent's: the child is the head of the phrase the parent's words complete. "What is the
    likelihood that there is no documented report or formal assessment of the presence of left ventricular …" asks of
    the report, whatever the condition's description says of the sentence. For a question only :func:`asked_part`
    counts.

    Examples:

        >>> report = Variable("documented_report_formal_assessment", parents=("left_vent_hypertrophied",))
        >>> variables = {"left_vent_hypertrophied": Variable("left_vent_hypertrophied"), report.name: report}
        >>> named = {"left_vent_hypertrophied": 0.67, report.name: 0.75}
        >>> text = "Is there no documented report or formal assessment of the left ventricle?"
        >>> head_children(text, "question", variables, named)
        {'left_vent_hypertrophied': 'documented_report_formal_assessment'}
        >>> head_children("Does the left ventricle show in the documented report?", "question", variables, named)
        {}
        >>> outflow = Variable("mountain_outflow", parents=("atmospheric_instability",))
        >>> weather = {"atmospheric_instability": Variable("atmospheric_instability"), outflow.name: outflow}
        >>> named = {"atmospheric_instability": 0.5, "mountain_outflow": 0.5}
        >>> head_children("The AM mountain instability is weak.", "evidence", weather, named)  # one word of the child
        {}
    """
    words = _words(asked_part(sentence) if kind == "question" else sentence)

    def said(name: str) -> list[tuple[int, int, float]]:
        spans = (_unit_span(unit, words, kind != "premise") for unit in _name_units(variables[name]))
        return [span for span in spans if span is not None]

    found = {}
    for parent, score in named.items():
        own = said(parent) if 0 < score < 1 else []
        if not own:
            continue
        start = min(span[0] for span in own)
        heads = [
            child
            for child, variable in variables.items()
            if parent in variable.parents
            and len(theirs := said(child)) >= max(2, len(own))
            and max(span[1] for span in theirs) < start
        ]
        if len(heads) == 1:
            found[parent] = heads[0]
    return found


_CLOCK = re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b")


def clock_times(text: str) -> set[tuple[int, int]]:
    """The times of day a text says (``12:15``, ``9:00`` and ``09:00`` alike), as (hour, minute)."""
    return {(int(h), int(m)) for h, m in _CLOCK.findall(text)}


def described_times(texts: Sequence[str]) -> set[tuple[int, int]]:
    """The times of day said in at least half of ``texts`` (the consequents of a variable's premises,
    :func:`premise_consequents`): the time the premises describe the variable at, when they say one."""
    return _in_half([clock_times(text) for text in texts])


def other_time(sentence: str, kind: str, times: Collection[tuple[int, int]]) -> bool:
    """Whether an evidence sentence or question (its asked part, :func:`asked_part`) says a time of day and none of
    the ``times`` a variable is described at (:func:`described_times`): "the decay rate at 12:15" is not the decay
    rate the premises describe at 12:00.

    Examples:

        >>> times = described_times(["The decay rate at 12:00 is 4 mg/L in 90% of cases."])
        >>> other_time("The decay rate at 12:15 is 6 mg/L.", "evidence", times)
        True
        >>> other_time("The decay rate at 12:00 and 12:15 is 2 mg/L.", "evidence", times)
        False
        >>> other_time("The decay rate is 6 mg/L.", "evidence", times), other_time("It is 12:15.", "evidence", ())
        (False, False)
    """
    said = clock_times(asked_part(sentence) if kind == "question" else sentence)
    return bool(said and times and not said & set(times))


def text_subjects(
    sentences: Sequence[str],
    premises: Sequence[PremiseSlots],
    variables: Mapping[str, Variable],
    *,
    share: float = 0.8,
    least: int = 10,
) -> set[str]:
    """The declared variables named after what the whole text is about: each one's whole name is said by its
    words (:func:`lexical_match` 1 as a premise's mention: initials do not count) in at least ``share`` of the
    premises that are neither about it nor conditioned on it, and there are at least ``least`` of those
    (``sentences`` and ``premises`` aligned, one premise slot per sentence). A variable the namer called
    ``phytophthora_species`` because its one premise says "the phytophthora species produces chlamydospores" is
    such a name: "the Phytophthora species" is said in nine of ten of the premises about the species' other
    traits. Such a name does not tell which variable a sentence means.

    Examples:

        >>> variables = {"species": Variable("species"), "score": Variable("score", ("low", "high"))}
        >>> sentences = ["The species produces spores in 50% of cases."] + [
        ...     f"The species has a {v} score in {p}% of cases." for v, p in (("low", 40), ("high", 60))]
        >>> premises = [PremiseSlots("species"), PremiseSlots("score")]
        >>> text_subjects(sentences[:2], premises, variables, least=1)
        {'species'}
        >>> text_subjects(sentences[:2], premises, variables)
        set()
    """
    if not share:
        return set()
    subjects = set()
    for name, variable in variables.items():
        apart = [
            sentence
            for sentence, premise in zip(sentences, premises, strict=True)
            if premise.child != name and all(parent != name for parent, _ in premise.condition)
        ]
        said = sum(lexical_match(s, variable, "premise") >= 1 for s in apart)
        if len(apart) >= least and said >= share * len(apart):
            subjects.add(name)
    return subjects


_SCALE_WORDS = frozenset(
    "likely unlikely probable probably improbable possible possibly certain certainly impossible almost highly very "
    "even better good little slight slightly chance doubt believe negligible".split()
)
"""The words of the scale's phrases (:data:`WEP_VALUES`: *highly likely*, *better than even*, *little chance*, *we
doubt* …) that are no stop words and name no state, as :func:`content_words` counts them (*chances* is *chance*).
They say a premise's numbers, as digits do, and one run's words of likelihood are often the next run's too."""
SCALE_WORD_WEIGHT = 0.3
"""The share of its rarity a word of :data:`_SCALE_WORDS` weighs in :class:`RunContinuity`. Chosen on QUITE's train
and validation texts (BENCHMARKS, session 56): at 1 (before) the WEP text of sachs1 was cut into runs otherwise than
gold; at 0.3 it is cut as gold and no other text of train or validation, numeric or WEP, is cut otherwise than at 1;
at 0 water1's WEP text is cut otherwise (its premises are alike but for their words of likelihood and a few more)."""


class RunContinuity:
    """How surely each premise of a text continues the run of the premise before it: QUITE's premises of one
    variable form one run and differ only in the condition and the numbers, so a premise of the run shares the rare
    words of its neighbour or of the run's first premise, and the premise after the run does not.

    Only the :func:`consequent` of each premise counts, less its stated probabilities (a child's first conditioned
    premise says its parent's values, as the parent's own premises do). Words are weighted by their rarity in the text
    (``log((n + 1) / df)`` over its ``n`` premises), so the subject every premise names ("the Phytophthora species")
    weighs little, and the words of the scale's phrases (:data:`_SCALE_WORDS`: *almost certain*, *little chance*) weigh
    :data:`SCALE_WORD_WEIGHT` of that: they say the numbers, and the next run often says them too. ``same(start, j)``
    is the larger weighted word overlap of premise ``j`` with premise ``j − 1`` and with ``start`` (each shared weight
    over the lighter sentence's); :meth:`probability` maps it through a logistic (``midpoint``, ``slope``), set from
    QUITE train and validation gold runs. Measured by ``python -m hedgehub.evaluation.slot_choices --atoms false
    --premises true --rules_only true``: a continuing premise is above the midpoint for 92.3 % (train) / 94.6 %
    (validation) of numeric premises and 94.8 % / 77.1 % of WEP ones (91.0 / 93.4 % and 90.2 / 69.9 % with the scale's
    words at full weight), the first premise after a run for 6.6 % / 17.6 % of numeric ones and 9.2 % / 5.9 % of WEP
    ones (7.9 / 17.6 % and 7.9 / 5.9 %).

    With ``state_odds``, a premise whose states (:func:`~hedgehub.slot_states.read_states`: two or more, in words)
    share no word stem with those of the premise before it continues it at those odds times the overlap's
    (:meth:`probability`): a premise of another variable gives chances to other states ("light, moderate, heavy"
    after "none, short, long"). Counted on QUITE's train and validation numeric premises where both read such states
    (``python -m hedgehub.evaluation.slot_states --splits train validation --premise_types numeric --boundaries``,
    ``stems_disjoint`` of ``stems_both``), that happens at 21 of 42 gold run starts and inside a run at 5 of 326 (a
    run's premises that word the same states another way): odds 5/326 ÷ 21/42 ≈ 0.03.

    Examples:

        >>> text = ["30% of people smoke.", "If a person smokes, 10% get cancer, else 1%.",
        ...         "If a person smokes and has cancer, 90% cough.",
        ...         "If a person does not smoke but has cancer, 50% cough."]
        >>> runs = RunContinuity(text)
        >>> runs.same(2, 3) > 0.45 > runs.same(1, 2)
        True
    """

    def __init__(
        self, sentences: Sequence[str], *, midpoint: float = 0.45, slope: float = 10.0, state_odds: float | None = None
    ):
        self.midpoint, self.slope = midpoint, slope
        self.words = [content_words(consequent(s)) for s in sentences]
        self.weight = rarity(self.words)
        for word in _SCALE_WORDS & set(self.weight):
            self.weight[word] *= SCALE_WORD_WEIGHT
        self._lengths: dict[tuple[int, int], float] = {}
        self.stems = [{_stem(w) for w in words} for words in self.words]  # for breaks
        self.state_odds = state_odds
        self.state_stems = [_state_stems(s) for s in sentences] if state_odds is not None else []

    def _overlap(self, i: int, j: int) -> float:
        a, b = self.words[i], self.words[j]
        lighter = min(sum(self.weight[w] for w in a), sum(self.weight[w] for w in b))
        return sum(self.weight[w] for w in a & b) / lighter if lighter > 0 else 0.0

    def same(self, start: int, j: int) -> float:
        """The word overlap of premise ``j`` with the run that started at ``start`` (``start < j``)."""
        return max(self._overlap(j - 1, j), self._overlap(start, j))

    def probability(self, start: int, j: int) -> float:
        """P(premise ``j`` continues the run that started at ``start``)."""
        odds = math.exp(self.slope * (self.same(start, j) - self.midpoint))
        if self.state_odds is not None and self.other_states(j):
            odds *= self.state_odds
        return odds / (1 + odds)

    def other_states(self, j: int) -> bool:
        """Whether premise ``j`` and the one before it both read states in words and share no word stem of them."""
        if not self.state_stems:  # no state_odds: the states are not read
            return False
        before, here = self.state_stems[j - 1], self.state_stems[j]
        return bool(before and here and not before & here)

    def breaks(self, start: int, length: int) -> bool:
        """Whether a premise inside the run that starts at ``start`` and is ``length`` premises long shares no word
        stem of its consequent (``grunt`` for *grunting*) with the premise before it or with ``start``. No continuing
        premise of QUITE's train and validation runs does that (0 of 1,622, numeric and WEP); the premise after a
        run often does (57 of 198)."""
        stems = self.stems
        return any(
            not stems[j] & (stems[j - 1] | stems[start]) for j in range(start + 1, min(start + length, len(stems)))
        )

    def log_length(self, start: int, length: int) -> float:
        """Log-plausibility that the run starting at ``start`` is ``length`` premises long: the mean log-probability
        of its premises continuing it, plus the log-probability that the premise after it does not (kept: every
        parent set of one length asks the same)."""
        if (start, length) not in self._lengths:
            inside = [math.log(max(self.probability(start, j), 1e-6)) for j in range(start + 1, start + length)]
            score = sum(inside) / len(inside) if inside else 0.0
            if start + length < len(self.words):
                score += math.log(max(1 - self.probability(start, start + length), 1e-6))
            self._lengths[start, length] = score
        return self._lengths[start, length]


def _state_stems(sentence: str) -> frozenset[str]:
    """The word stems of the states a premise gives chances to (:func:`~hedgehub.slot_states.read_states`), where it
    reads two or more and not all of them numbers (a run's rows may give chances to other numbers: photosynthetic
    biomass's 0.20–0.40 kg/m2 in one row, 0.45–0.70 in the next); empty otherwise.

    Examples:

        >>> sorted(_state_stems("If it rains, the bus has no delay in 70% of cases, a short delay in 20% and a long "
        ...                     "delay in 10%."))
        ['long', 'none', 'short']
        >>> _state_stems("It rains on 30% of days."), _state_stems("It is 0.2 kg in 40% of cases and 0.3 kg in 60%.")
        (frozenset(), frozenset())
    """
    from hedgehub.slot_states import _NUMERIC_STATE, read_states  # it imports this module

    states = read_states(sentence)
    if not states or len(states) < 2 or all(_NUMERIC_STATE.fullmatch(state) for state in states):
        return frozenset()
    return frozenset(_stem(word) for state in states for word in state.split("_") if word)


def declared_text(variables: Mapping[str, Variable]) -> str:
    """``pollution(high|low); smoker`` — the namer's view of what is declared."""
    if not variables:
        return "(none)"
    return "; ".join(v.name + (f"({'|'.join(v.states)})" if v.states else "") for v in variables.values())


def namer_prompt(sentence: str, variables: Mapping[str, Variable]) -> str:
    return f"Premise: {sentence}\nDeclared: {declared_text(variables)}\nNew variable:"


def namer_target(variable: Variable) -> str:
    return (
        " "
        + identifier(variable.name)
        + (f"({'|'.join(state_name(s) for s in variable.states)})" if variable.states else "")
    )


def state_name(state: str) -> str:
    """A state as the namer writes it: lower-case letters, digits and underscores."""
    name = re.sub(r"[^a-z0-9]+", "_", str(state).lower()).strip("_")
    return name or "s"


def state_spans(sentence: str, *, max_words: int = 4) -> list[str]:
    """The sentence's word spans (1–``max_words`` words, ``_``-joined, lower case) that can name a state.

    Numbers the sentence states as probabilities (``30%``, ``1 in 100``) are not states.

    Examples:

        >>> state_spans("Low is 18%, high is 4%.", max_words=2)
        ['high', 'high_is', 'is', 'low', 'low_is']
    """
    probability_numbers = set()
    pattern = rf"(\d+)(?:\.(\d+))?\s*(?:%|percent\b|per cent\b)|{ODDS}|(\d*)\.(\d+)"
    for match in re.finditer(pattern, sentence, re.IGNORECASE):
        probability_numbers.update(g for g in match.groups() if g)
    tokens = re.findall(r"[A-Za-z0-9]+", sentence)
    spans = set()
    for i in range(len(tokens)):
        for j in range(i, min(i + max_words, len(tokens))):
            if tokens[j] in probability_numbers:
                break
            spans.add("_".join(t.lower() for t in tokens[i : j + 1]))
    return sorted(spans)


def without_name(states: Sequence[str], name: str) -> tuple[str, ...]:
    """States less the variable's whole name where they repeat it ("a very low invasive score": ``very_low``, not
    ``very_low_invasive_score``, so the state's words are its own when evidence is matched); names of two words or
    more only (``lung_disease`` is a state of ``disease`` in QUITE), and unchanged when that would leave a state
    empty or two states equal.

    Examples:

        >>> without_name(("very_low_invasive_score", "low", "high"), "invasive_score")
        ('very_low', 'low', 'high')
        >>> without_name(("amphigynous_reproductive", "both"), "amphigynous_reproduction_structure")
        ('amphigynous_reproductive', 'both')
    """
    if "_" not in name:
        return tuple(states)
    part = name.split("_")
    stripped = []
    for state in states:
        words = str(state).split("_")
        for i in range(len(words) - len(part) + 1):
            if words[i : i + len(part)] == part and len(words) > len(part):
                words = words[:i] + words[i + len(part) :]
                break
        stripped.append("_".join(words))
    return tuple(stripped) if len(set(stripped)) == len(stripped) else tuple(states)


def boolean_by_name(states: Sequence[str], name: str) -> tuple[str, ...]:
    """Two states one of which is the variable's name make a boolean, the name being true ("a 40% chance of being
    sick and a 60% chance of being healthy": ``sick``, as QUITE writes it); other states are kept.

    Examples:

        >>> boolean_by_name(("sick", "healthy"), "sick"), boolean_by_name(("low", "high"), "level")
        ((), ('low', 'high'))
    """
    return () if len(states) == 2 and name in states else tuple(states)


def _max_states(sentence: str) -> int:
    """At most one state more than the sentence states numbers (the rest, "each", "equally"); words: 12."""
    mentions = len(_PERCENT.findall(sentence)) + len(_ONE_IN.findall(sentence))
    return 12 if mentions == 0 else min(12, max(2, mentions + 1))


def _name_tokens(sentence: str) -> list[list[str]]:
    """A sentence's words and numbers in order, lower case: as written, and with words in camel case cut at their
    capitals (``LatestCIN``: ``latestcin``; ``latest``, ``cin``)."""
    camel = re.sub(r"([a-z])([A-Z])|([A-Z])([A-Z][a-z])", r"\1\3 \2\4", sentence)
    return [[t.lower() for t in re.findall(r"[A-Za-z]+|\d+", text)] for text in (sentence, camel)]


@functools.lru_cache(maxsize=64)
def _name_forms(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """What :func:`made_up_name` finds a name's words among: a text's words (:func:`_name_tokens`), two or three of
    them written together and the initials of two to four; kept per text, as the parser asks once per new variable
    with the whole premise text."""
    sequences = _name_tokens(text)
    joined, initials = set(), set()
    for seq in sequences:
        for n in (2, 3, 4):
            for i in range(len(seq) - n + 1):
                initials.add("".join(t[0] for t in seq[i : i + n]))
                if n < 4:
                    joined.add("".join(seq[i : i + n]))
    return frozenset(t for sequence in sequences for t in sequence), frozenset(joined), frozenset(initials)


_COPULAS = frozenset({"is", "are", "was", "were"})
_NOT_IN_NAMES = frozenset({"true", "false", "yes", "no", *_COPULAS, "be", "cases"})
"""Words no name of :func:`name_spans` says: a boolean's values, a verb that makes a span a clause (``tpr_is_low``),
*cases* of "in 98% of cases"."""


def made_up_name(name: str, text: str) -> bool:
    """Whether no word of a variable's name (of three or more letters, where it has one) is said by a text (its
    premise base: a name may be a word later premises say, ``disease`` for *Fallot's Tetralogy*). A word is said
    as the start of one of the text's words (``temp`` for *temperature*), another form of one (``visits`` /
    *visit*), a part of one (``economic`` in *socioeconomic*), the start of two or three of them written together
    (``xray`` for *X-ray*) or their initials (``bp`` for *blood pressure*). The namer makes names up for words it
    never saw (``hyposfency`` for *Insuffanesth*, ``p_prop`` for *Prt path*); a name with one word said
    (``grass_moisture`` for *the grass is wet*) is its own. A value or verb (:data:`_NOT_IN_NAMES`) says nothing:
    ``p_prop_yes_no`` for *Prt pscript is yes …* is made up.

    Examples:

        >>> made_up_name("visits_asia", "1% of all people visit Asia."), made_up_name("xray", "A positive X-ray.")
        (False, False)
        >>> made_up_name("p_prop", "Prt path is correct with a probability of 97%.")
        True
    """
    return not any(said for _, said in _name_words_said(name, text))


def _name_words_said(name: str, text: str) -> list[tuple[str, bool]]:
    """A name's words that can say it (of three or more letters, where it has one; no value or verb of
    :data:`_NOT_IN_NAMES`: ``p_prop_yes_no`` says nothing by its *yes*), each with whether the text says it (as
    :func:`made_up_name` counts)."""
    tokens, joined, initials = _name_forms(text)

    def said(part: str) -> bool:
        return (
            part in initials
            or any(t.startswith(part) or _same_word(part, t) or (len(part) >= 4 and part in t) for t in tokens)
            or any(j.startswith(part) for j in joined)
        )

    words = [w for w in name.split("_") if w and w not in _NOT_IN_NAMES]
    words = [w for w in words if len(w) >= 3] or words
    return [(word, said(word)) for word in words]


def _abbreviates(short: str, word: str) -> bool:
    """Whether ``short`` writes ``word`` with letters left out (``prnt`` for *print*, ``spd`` for *speed*): the same
    first letter, the others in order, three letters or more and fewer than the word's.

    Examples:

        >>> _abbreviates("prnt", "print"), _abbreviates("spd", "speed"), _abbreviates("pst", "print")
        (True, True, False)
    """
    if not 3 <= len(short) < len(word) or short[0] != word[0]:
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in short[1:])


def respelled_name(name: str, text: str) -> bool:
    """Whether a word of a variable's name is one the text writes shorter and the name spells out: ``desk_print``
    for *Desk prnt spd*. Later premises, evidence and questions say the text's spelling, which the name does not
    match.

    Examples:

        >>> respelled_name("desk_print", "Desk prnt spd is ok with a probability of 95.22%.")
        True
        >>> respelled_name("desk_prnt_spd", "Desk prnt spd is ok with a probability of 95.22%.")
        False
    """
    tokens = _name_forms(text)[0]
    return any(not said and any(_abbreviates(t, word) for t in tokens) for word, said in _name_words_said(name, text))


_NUMBERED = re.compile(r"\b([A-Za-z]{3,})(\d+)\b")


def _misnumbered(name: str, text: str) -> bool:
    """Whether a name numbers a word the text numbers otherwise: ``p_problem_4_low_memory`` for *problem6 is no in
    100% of cases* (the namer copied a declared ``problem4``'s number).

    Examples:

        >>> _misnumbered("p_problem_4_low_memory", "problem6 is no in 100% of cases"), _misnumbered(
        ...     "problem4", "problem6 is no"), _misnumbered("problem_6", "problem6 is no")
        (True, True, False)
    """
    numbered = _NUMBERED.findall(re.sub(r"_(?=\d)", "", name).replace("_", " "))  # problem_4 as problem4
    return any(
        _same_word(word.lower(), said.lower()) and int(number) != int(says)
        for said, says in _NUMBERED.findall(text)
        for word, number in numbered
    )


def not_its_own_name(name: str, sentence: str, text: Sequence[str], declared: Collection[str]) -> bool:
    """Whether the namer's ``name`` for the variable ``sentence`` introduces is not one the premise text gives it:
    made up (:func:`made_up_name` of the whole ``text``), spelling out a word its premise's :func:`consequent`
    writes shorter (:func:`respelled_name`: ``desk_print`` for *Desk prnt spd …*), or a name that says no word of the
    consequent and a word of a ``declared`` variable's name (the namer copied a parent's name:
    ``anaphylaxis_severity`` for *When anaphylaxis is true, tpr is low …*; ``disease`` for *… a child suffers from
    Fallot's Tetralogy …* is its own: later premises say it).

    Examples:

        >>> not_its_own_name("anaphylaxis_severity", "When anaphylaxis is true, tpr is low in 98% of cases.",
        ...                  ["Anaphylaxis is true in 1% of cases."], ["anaphylaxis"])
        True
        >>> premise = "When anaphylaxis is true, tpr is low in 98% of cases."
        >>> not_its_own_name("tpr", premise, [premise], ["anaphylaxis"])
        False

    Nor is a phrase of the premise's condition that its consequent does not say whole (:func:`_condition_phrase`):

        >>> premise = "If the toner supply is sufficient, the status panel reports low toner in 2% of cases."
        >>> not_its_own_name("toner_supply", premise, [premise], ["toner"])
        True
        >>> not_its_own_name("low_toner", premise, [premise], ["toner"])
        False
    """
    own = consequent(sentence)
    if made_up_name(name, " ".join(text)) or respelled_name(name, own) or _misnumbered(name, own):
        return True
    if own != sentence and _condition_phrase(name, sentence, own):
        return True
    names = " ".join(d.replace("_", " ") for d in declared)
    return bool(names) and made_up_name(name, own) and not made_up_name(name, names)


def _condition_phrase(name: str, sentence: str, own: str) -> bool:
    """Whether a name of two or more words is a phrase the premise's condition says (its words in a row) and its
    consequent (``own``) does not say whole: ``toner_supply`` for *If the toner supply is sufficient, the status
    panel reports low toner …* is the parent's phrase."""
    words = name.split("_")
    if len(words) < 2 or all(said for _, said in _name_words_said(name, own)):
        return False
    said = _words(_condition_part(sentence))
    return any(
        all(_same_word(w, x) for w, x in zip(words, said[i : i + len(words)], strict=True))
        for i in range(len(said) - len(words) + 1)
    )


def restates_a_variable(name: str, declared: Mapping[str, Variable]) -> bool:
    """Whether the namer's ``name`` for a new variable is a declared variable's name with words of its states, and no
    other word: ``heart_rate_low`` for *If the heart rate is low …, the heart rate shown on the EKG is low in 30% …*,
    where ``heart_rate`` (low / normal / high) is declared. That names the parent in a state its condition says, not
    the new variable.

    Examples:

        >>> rate = {"heart_rate": Variable("heart_rate", ("low", "normal", "high"))}
        >>> restates_a_variable("heart_rate_low", rate), restates_a_variable("heart_rate_ekg", rate)
        (True, False)
        >>> restates_a_variable("heart_rate", rate)  # the name itself: adopted or renamed elsewhere
        False
    """
    return unrestated_name(name, declared) != name


def abbreviates_a_variable(name: str, declared: Mapping[str, Variable]) -> bool:
    """Whether the namer's one-word ``name`` for a new variable is a declared variable's name of two words or more
    cut to a prefix each (:func:`_abbreviated`): ``lvh`` for *If the child has left ventricular hypertrophy, there is
    almost certainly a report of LVH*, where ``left_ventricular_hypertrophy`` is declared. That names the parent by
    its abbreviation, not the report; a question about "a report indicating left ventricular hypertrophy" could not
    tell the two apart.

    Examples:

        >>> declared = {"left_ventricular_hypertrophy": Variable("left_ventricular_hypertrophy")}
        >>> abbreviates_a_variable("lvh", declared), abbreviates_a_variable("lvh_report", declared)
        (True, False)
        >>> abbreviates_a_variable("left", declared)  # one word of the name: no abbreviation of all of it
        False
    """
    if "_" in name or len(name) < 2:
        return False
    for variable in declared.values():
        words = [w for w in variable.name.split("_") if w]
        if len(words) >= 2 and _abbreviated(name, words, 0) == len(words) - 1:
            return True
    return False


def unrestated_name(name: str, declared: Mapping[str, Variable]) -> str:
    """The name a new variable's states are read with (:func:`~hedgehub.slot_states.read_states`): the namer's
    ``name`` less the state words of a declared variable it restates (:func:`restates_a_variable`), else ``name``.
    Read with ``pulse_low``, "20% of the cuff's readings of the pulse are low" says no state *low*: *low* is a word
    of the name.

    Examples:

        >>> pulse = {"pulse": Variable("pulse", ("low", "normal", "high"))}
        >>> unrestated_name("pulse_low", pulse), unrestated_name("cuff_pulse", pulse)
        ('pulse', 'cuff_pulse')
    """
    words = name.split("_")
    for variable in declared.values():
        own = set(variable.name.split("_"))
        said = {w for state in variable.states for w in str(state).split("_")}
        if own < set(words) <= own | said:
            return "_".join(w for w in words if w in own)
    return name


def subject_name(sentence: str, states: Sequence[str], declared: Collection[str]) -> str | None:
    """A name made of the words the premise's :func:`consequent` says before its first state or number, or its
    first *is* / *are* after a word of the name (no stop word of :data:`_RUN_STOP`, value or verb of
    :data:`_NOT_IN_NAMES`, word of estimative probability or single letter; each once), or, where it says none, after
    its first "N% of" (what the share is of), at most :data:`MAX_NAME_WORDS`; none when those are no more than a
    ``declared`` variable's words, or the name is taken.

    Examples:

        >>> premise = ("If the heart rate is low, the heart rate shown on the EKG is low in 30% of operations, "
        ...            "normal in 40% and high in 30%.")
        >>> subject_name(premise, ("low", "normal", "high"), ["heart_rate"])
        'heart_rate_shown_ekg'
        >>> subject_name("If the pulse is high, the pulse is high in 70% of visits.", ("high", "low"), ["pulse"])
        >>> premise = "If the cuff is loose, 20% of the cuff's readings of the pulse are low and 80% are normal."
        >>> subject_name(premise, ("low", "normal"), ["pulse", "loose_cuff"])
        'cuff_readings_pulse'
        >>> premise = "If the child has LVH, it is almost certain that the LVH report is positive."
        >>> subject_name(premise, (), ["left_ventricular_hypertrophy"])
        'lvh_report'
    """
    said = _WEP_WORDS.sub(" ", consequent(sentence))  # not "almost_certain_report"
    stops = _state_word_set(states)

    def subject(text: str) -> list[str]:
        words: list[str] = []
        for word in _words(text):
            if word in stops or any(c.isdigit() for c in word) or (words and word in _COPULAS):
                break  # "the DVT report is almost certainly positive": dvt_report
            if word not in _RUN_STOP and word not in _NOT_IN_NAMES and len(word) > 1 and word not in words:
                words.append(word)
        return words

    words = subject(said)
    share = re.search(r"\d+(?:\.\d+)?\s*%\s+of\s+", said)
    if not words and share:  # "…, 20% of the cuff's readings of the pulse are low, …": what the share is of
        words = subject(said[share.end() :])
    name = "_".join(words[:MAX_NAME_WORDS])
    taken = {identifier(d) for d in declared}
    if not name or not name[0].isalpha() or name in taken:
        return None
    if any(set(words) <= set(d.split("_")) for d in taken):
        return None
    return name


def name_spans(sentence: str, taken: Collection[str] = ()) -> list[str]:
    """The names a premise's own words can make: spans of its :func:`consequent` (:func:`state_spans`; the condition
    names its parents) that begin with a letter, neither begin nor end with a word that names nothing (``a``,
    ``probability``) and say no word of the values it gives chances to (``false``, ``low``; :data:`_NOT_IN_NAMES`),
    less ``taken``. Asked to choose among all of a sentence's spans, the namer takes ``is`` or ``false`` for
    *Insuffanesth is true …* and ``anaphylaxis_is_true`` for *When anaphylaxis is true, tpr is low …*.

    Examples:

        >>> name_spans("When anaphylaxis is true, tpr is low in 98% of cases, normal in 1% and high in 1%.")
        ['tpr']
        >>> name_spans("Prt path is correct with a probability of 97%.")
        ['correct', 'path', 'prt', 'prt_path']
    """
    from hedgehub.slot_states import read_states  # it imports this module

    unnamed = set(_NOT_IN_NAMES)
    for state in read_states(sentence) or ():
        unnamed.update(state.split("_"))
    spans = []
    for span in state_spans(consequent(sentence)):
        words = span.split("_")
        said = span[0].isalpha() and len(span) <= 40 and span not in taken
        if said and not {words[0], words[-1]} & _RUN_STOP and not set(words) & unnamed:
            spans.append(span)
    return spans


def namer_grammar(variables: Mapping[str, Variable], sentence: str | None = None, *, grounded: bool = False) -> str:
    """Lark grammar of the namer's answer: a name not yet declared, then optionally 2 or more states.

    With the ``sentence``, states are spans of it (:func:`state_spans`) and a sentence stating numbers allows at
    most one more state than it states numbers, so a boolean is not given invented states; ``grounded`` makes the
    name one of its spans too (:func:`name_spans`).
    """
    taken = "|".join(re.escape(identifier(name)) for name in variables)
    name = "NAME: /[a-z][a-z0-9_]{0,39}/" + (f" & ~/({taken})/" if taken else "")
    if grounded and sentence is not None:
        spans = name_spans(sentence, {identifier(n) for n in variables})
        if spans:
            name = "NAME: " + " | ".join(f'"{x}"' for x in spans)
    state = "STATE: /[a-z0-9][a-z0-9_]{0,29}/"
    most = 12
    if sentence is not None:
        spans = [x for x in state_spans(sentence) if len(x) <= 30]
        if spans:
            state = "STATE: " + " | ".join(f'"{x}"' for x in spans)
        most = _max_states(sentence)
    return f'start: " " NAME ("(" STATE ("|" STATE)~1..{most - 1} ")")?\n{name}\n{state}\n'


MAX_NAME_WORDS = 5
"""Words a generated name keeps (QUITE's names have at most 5 but two of 160, and never one word twice)."""


def parse_namer_output(text: str) -> tuple[str, tuple[str, ...]]:
    """``" stroke_volume(low|normal|high)"`` → ``("stroke_volume", ("low", "normal", "high"))``.

    A name the namer ran on in (a small LM repeats itself) keeps each word once, and its first
    :data:`MAX_NAME_WORDS` words:

        >>> parse_namer_output(" temperature_temperature_at_mildew_site_temperature_at_mildew_site(low|high)")
        ('temperature_at_mildew_site', ('low', 'high'))
    """
    text = text.strip()
    match = re.fullmatch(r"([^()]*)(?:\((.*)\))?", text)
    words = identifier(match.group(1) if match else text).split("_")
    name = "_".join(list(dict.fromkeys(words))[:MAX_NAME_WORDS])
    states: list[str] = []
    if match and match.group(2):
        for state in match.group(2).split("|"):
            state = state_name(state)
            if state not in states:
                states.append(state)
    return name, tuple(states) if len(states) >= 2 else ()


# ----------------------------------------------------------------------------------------------------------------
# Training examples from gold slots
# ----------------------------------------------------------------------------------------------------------------


def _declared_before(slots: NetworkSlots, index: int) -> dict[str, Variable]:
    """The variables introduced by premises before ``index`` (in order)."""
    declared: dict[str, Variable] = {}
    for premise in slots.premises[:index]:
        declared.setdefault(premise.child, slots.variables[premise.child])
    return declared


def premise_examples(
    sentences: Sequence[str],
    slots: NetworkSlots,
    rng: random.Random,
    *,
    negatives: int = 6,
    permute: float = 0.0,
    fresh: float = 0.0,
    wep_targets: str = "exact",
) -> tuple[list[dict], list[dict]]:
    """Namer examples (``prompt``/``completion``) and chooser pairs (``text``/``candidate``/``label``) of one network.

    Args:
        sentences (`Sequence[str]`): the premise sentences (numeric or WEP), aligned with ``slots.premises``.
        slots (`NetworkSlots`): the gold slots (:func:`hedgehub.slots.gold_slots`).
        rng (`random.Random`): samples negatives.
        negatives (`int`, *optional*, defaults to `6`): negative candidates kept per choice.
        permute (`float`, *optional*, defaults to `0.0`): the share of premises whose probability pairs come from
            the sentence with its percentages exchanged (:func:`permute_numbers`) instead of the sentence itself.
        fresh (`float`, *optional*, defaults to `0.0`): the share of boolean premises whose probability pairs come
            from the sentence with a fresh percentage in place of the stated one (``permute_numbers(fresh=True)``);
            a premise not drawn for it may still be drawn for ``permute``.
        wep_targets (`str`, *optional*, defaults to `"exact"`): what a premise in words is labelled with among the
            candidates: ``exact`` adds the network's gold number as the answer (the chooser can learn each training
            network's numbers from it); ``nearest`` labels the :data:`WEP_GRID` value nearest the gold number,
            the candidates the parser offers for words.
    """
    if wep_targets not in WEP_TARGETS:
        raise ValueError(f"wep_targets must be one of {WEP_TARGETS}, not {wep_targets!r}")
    namer, pairs = [], []
    previous = None
    for index, (sentence, premise) in enumerate(zip(sentences, slots.premises, strict=True)):
        child = slots.variables[premise.child]
        declared = _declared_before(slots, index)
        if premise.child != previous and premise.child not in declared:
            namer.append({"prompt": namer_prompt(sentence, declared), "completion": namer_target(child)})
        previous = premise.child
        condition = dict(premise.condition)
        given = []
        for variable in declared.values():
            if variable.name == child.name:
                continue
            for value in variable.values:
                given.append((given_candidate(variable, value), int(condition.get(variable.name) == value)))
        pairs += _sample(sentence, given, rng, negatives)
        states = ("true",) if child.boolean else child.states
        probabilities = premise.probabilities
        exchanged = None
        if fresh and child.boolean and rng.random() < fresh:
            exchanged = permute_numbers(sentence, probabilities, rng, boolean=True, fresh=True)
        if exchanged is None and permute and rng.random() < permute:
            exchanged = permute_numbers(sentence, probabilities, rng, boolean=child.boolean)
        if exchanged is not None:
            sentence, probabilities = exchanged
        candidates = candidate_values(sentence, len(states))
        wep = candidates == list(WEP_GRID)
        for state, gold in zip(states, probabilities, strict=True):
            options = list(candidates)
            if wep and wep_targets == "nearest":  # the grid value nearest the gold number; others near it left out
                gold = min(WEP_GRID, key=lambda v: abs(v - gold))
                options = [v for v in options if v == gold or abs(v - gold) > 0.03]
            elif wep:  # words: the gold number is the answer, grid values far from it are wrong
                options = [gold] + [v for v in options if abs(v - gold) > 0.03]
            labelled = [
                (probability_candidate(child, state, v), int(math.isclose(v, gold, abs_tol=1e-6))) for v in options
            ]
            if any(label for _, label in labelled):
                pairs += _sample(sentence, labelled, rng, negatives)
    return namer, pairs


def _squashed(name: str, index: int) -> str:
    return name.replace("_", "")


def _initials(name: str, index: int) -> str:
    words = [w for w in name.split("_") if w]
    return "".join(w[:3] for w in words) if len(words) > 1 else name[:4]


def _opaque(name: str, index: int) -> str:
    return f"v{index}"


NAMINGS = {"squashed": _squashed, "initials": _initials, "opaque": _opaque}
"""Renamings of a network's variables (name, index → new name), as bnlearn abbreviates its names (``lvedvolume``,
``hrbp``): ``ventilator_machine`` is ``ventilatormachine``, ``venmac`` or ``v3``. The atoms then have to be found
from the premise text; :mod:`hedgehub.evaluation.slot_choices` measures that, and the chooser can train on it
(:func:`training_data`'s ``rename``)."""


def renamed_variables(
    variables: Mapping[str, Variable], atoms: Sequence[AtomSlot], naming: str
) -> tuple[dict[str, Variable], list[AtomSlot], dict[str, str]]:
    """The variables and atoms under one of :data:`NAMINGS`, and the map old → new name. Where the naming gives two
    variables one name (``smoker`` and ``smoking`` as ``smok``), the later one has its index added (``smok3``).

    Raises:
        ValueError: the naming is unknown.
    """
    if naming not in NAMINGS:
        raise ValueError(f"unknown naming {naming!r}; known: {', '.join(NAMINGS)}")
    new: dict[str, str] = {}
    for i, n in enumerate(variables):
        name = NAMINGS[naming](n, i)
        new[n] = name if name not in new.values() else f"{name}{i}"
    renamed = {
        new[n]: dataclasses.replace(v, name=new[n], parents=tuple(new[p] for p in v.parents))
        for n, v in variables.items()
    }
    return renamed, [dataclasses.replace(atom, variable=new[atom.variable]) for atom in atoms], new


def question_examples(
    sentences: Sequence[str],
    gold: Sequence[AtomSlot],
    kinds: Sequence[str],
    variables: Mapping[str, Variable],
    rng: random.Random,
    *,
    negatives: int = 10,
    described: Mapping[str, str] | None = None,
) -> list[dict]:
    """Chooser pairs for evidence sentences and the question of one pair: which variable (with ``described``, what
    the premise text calls each, :func:`described_words`), then which value."""
    pairs = []
    described = described or {}
    for sentence, slot, kind in zip(sentences, gold, kinds, strict=True):
        labelled = [
            (variable_candidate(kind, v, described.get(v.name, "")), int(v.name == slot.variable))
            for v in variables.values()
        ]
        pairs += _sample(sentence, labelled, rng, negatives)
        variable = variables[slot.variable]
        labelled = [(atom_candidate(kind, variable, c), int(c == slot)) for c in atom_choices(variable)]
        pairs += _sample(sentence, labelled, rng, negatives)
    return pairs


def permute_numbers(
    sentence: str, probabilities: Sequence[float], rng: random.Random, *, boolean: bool, fresh: bool = False
) -> tuple[str, tuple[float, ...]] | None:
    """The premise with its stated percentages exchanged among themselves, and the probabilities it then states.

    A chooser trained on one wording per network can learn the network's numbers instead of reading them: it then
    has nothing to offer on a network it never saw. Exchanging the distinct percentages (a permutation that moves at
    least one) keeps the wording and the remainder ``1 − Σ`` and changes which state gets which number. A state's
    probability that is a stated number follows it, ``1 − p`` follows ``p``, anything else (a remainder, an equal
    split, 0, 1) stays.

    Returns ``None`` when the exchange cannot be followed: fewer than two distinct percentages, numbers not written
    as percentages, or probabilities that would no longer sum as before (a remainder that equals a stated number).

    ``fresh=True`` (a boolean only) puts a new whole percentage in place of the one it states, ``p`` (and ``1 − p``
    where both are said), so a premise that states one number is not learnt by its number either. It returns
    ``None`` for anything else.

    Examples:

        >>> permute_numbers("Low is 65% likely, normal 30%.", (0.65, 0.3, 0.05), random.Random(0), boolean=False)
        ('Low is 30% likely, normal 65%.', (0.3, 0.65, 0.05))
        >>> permute_numbers("A 67% chance it is not, 33% that it is.", (0.33,), random.Random(0), boolean=True)
        ('A 33% chance it is not, 67% that it is.', (0.67,))
        >>> permute_numbers("It is 50% likely.", (0.5,), random.Random(0), boolean=True) is None
        True
        >>> permute_numbers("30% are smokers, 70% are not.", (0.3,), random.Random(0), boolean=True, fresh=True)
        ('51% are smokers, 49% are not.', (0.51,))
    """
    matches = list(_PERCENT.finditer(sentence))
    if len(matches) != len(stated_values(sentence)):
        return None
    said = [round(float(m.group(1)) / 100, 10) for m in matches]
    old = list(dict.fromkeys(said))
    if fresh:
        if not boolean or not old or len(old) > 2 or (len(old) == 2 and abs(old[0] + old[1] - 1) > 1e-6):
            return None
        new = [rng.choice([i / 100 for i in range(1, 100) if abs(i / 100 - old[0]) > 1e-6])]
        new += [round(1 - new[0], 10)] if len(old) == 2 else []
    elif len(old) < 2:
        return None
    else:
        new = list(old)
        while new == old:
            rng.shuffle(new)
    moved = dict(zip(old, new, strict=True))

    def stated(value: float) -> float | None:
        return next((o for o in old if abs(o - value) <= 1e-6), None)

    if fresh and stated(probabilities[0]) is None and stated(1 - probabilities[0]) is None:
        return None  # the number said is not the premise's (a remainder of another, a zero)
    result = []
    for value in probabilities:
        if (o := stated(value)) is not None:
            result.append(moved[o])
        elif (o := stated(1 - value)) is not None:
            result.append(round(1 - moved[o], 10))
        else:
            result.append(value)
    if boolean:
        o = stated(1 - probabilities[0])
        if o is not None and stated(probabilities[0]) is not None and abs(1 - result[0] - moved[o]) > 1e-6:
            return None
    elif abs(sum(result) - sum(probabilities)) > 1e-6:
        return None
    pieces, end = [], 0
    for match, value in zip(matches, said, strict=True):
        pieces += [sentence[end : match.start(1)], percent_text(moved[value])[:-1]]
        end = match.end(1)
    return "".join(pieces) + sentence[end:], tuple(result)


def _sample(text: str, labelled: list[tuple[str, int]], rng: random.Random, negatives: int) -> list[dict]:
    positives = [c for c, label in labelled if label]
    others = [c for c, label in labelled if not label]
    rng.shuffle(others)
    return [{"text": text, "candidate": c, "label": 1} for c in positives] + [
        {"text": text, "candidate": c, "label": 0} for c in others[:negatives]
    ]


# ----------------------------------------------------------------------------------------------------------------
# Parsing
# ----------------------------------------------------------------------------------------------------------------


@dataclass
class ParsedProgram:
    """What the parser read: one clause block per sentence, the program text, and the slots behind it.

    Args:
        premises (`list[str]`): the premise sentences as read, one per clause: a sentence that states several rows
            of a table is read as one sentence per row (:func:`hedgehub.slot_rows.premise_rows`; the notes say so).
        premise_clauses (`list[str]`): one clause per premise (aligned with ``premises``).
        evidences (`list[str]`): the evidence sentences.
        evidence_clauses (`list[str]`): one ``evidence(...)`` clause per evidence sentence.
        question (`str`): the question.
        query_clause (`str`): the ``query(...)`` clause.
        variables (`list[dict]`): the declared variables (name, states, parents).
        notes (`list[str]`): how the parser decided, sentence by sentence (introduced / continued / chose).
        smoothed_premise_clauses (`list[list[str]]`): the premise clauses with every probability 0 as each of
            :data:`SMOOTHINGS` (1e-8, 1e-9), solved only when the evidence is impossible under the zeros
            (:func:`hedgehub.parser.solve_many`); empty when no premise says 0 or 1.
    """

    premises: list[str] = field(default_factory=list)
    premise_clauses: list[str] = field(default_factory=list)
    evidences: list[str] = field(default_factory=list)
    evidence_clauses: list[str] = field(default_factory=list)
    question: str = ""
    query_clause: str = ""
    variables: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    smoothed_premise_clauses: list[list[str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The whole ProbLog program."""
        return "\n".join([*self.premise_clauses, *self.evidence_clauses, self.query_clause]).strip()

    def sentences(self) -> list[tuple[str, str, str]]:
        """``(kind, sentence, clause)`` for every sentence, in order."""
        rows = [("premise", s, c) for s, c in zip(self.premises, self.premise_clauses, strict=False)]
        rows += [("evidence", s, c) for s, c in zip(self.evidences, self.evidence_clauses, strict=False)]
        return rows + [("question", self.question, self.query_clause)]

    def to_dict(self) -> dict:
        return {**asdict(self), "text": self.text}


class Choice(NamedTuple):
    """What one reading chose at a premise that introduces a variable (:meth:`SlotParser._read_premises`), and what
    else it could have chosen (:meth:`SlotParser._complete_reading`)."""

    premise: int
    length: int  # the premises of its run the text has
    score: float  # its parent set's (SlotParser._ranked_parents)
    parent_sets: int  # how many parent sets it could take
    other_states: list[tuple[str, ...]]  # states its namer or its sentence gave that it did not take


@dataclass
class ParsedPremises:
    """A premise base read by :meth:`SlotParser.parse_premises`: slots, clauses and notes; ``smoothed_clauses``
    (empty when no probability is 0 or 1) are the clauses with every 0 as each of :data:`SMOOTHINGS`
    (:func:`smoothed_clauses`); ``sentences`` are the sentences read, one per premise slot (a sentence stating
    several rows is read as one sentence per row, :func:`hedgehub.slot_rows.premise_rows`)."""

    variables: dict[str, Variable]
    premises: list[PremiseSlots]
    clauses: list[str]
    notes: list[str]
    smoothed_clauses: list[list[str]] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    # what every question of the text is read against (SlotParser._question_context), computed once per premise text
    question_contexts: dict = field(default_factory=dict, repr=False, compare=False)
    # per introducing premise of the reading, what it chose and could have chosen (SlotParser._read_premises)
    choices: list[Choice] = field(default_factory=list, repr=False, compare=False)


Scorer = Callable[[Sequence[str], Sequence[str]], list[float]]
Namer = Callable[[Sequence[str], Sequence[str]], list[str]]


def _states_among(states: Sequence[str], declared: Sequence[str]) -> bool:
    """Whether each of ``states`` is a different one of ``declared``, as it is or as one word of it (``small_cups``
    read from "Small cups are spilled 5% of the time, medium cups 10% …" is ``small``).

    Examples:

        >>> _states_among(("small_cups", "medium", "large"), ("small", "medium", "large"))
        True
        >>> _states_among(("very_low", "low"), ("low", "high")), _states_among(("icy", "wet"), ("wet", "dry"))
        (False, False)
    """
    found = []
    for state in states:
        among = [d for d in declared if d == state or d in state.split("_")]
        if len(among) != 1:
            return False
        found.append(among[0])
    return len(set(found)) == len(found)


def _rows_by_declared_states(rows: Sequence[str], parsed: ParsedPremises) -> tuple[list[str], list[str], str] | None:
    """The premise rows with one more sentence cut into one row per state of a variable declared before it
    (:func:`hedgehub.slot_rows.rows_by_states`), the rows it was cut into and that variable's name; ``None`` when
    no variable of ``parsed`` was introduced without parents by a sentence that gives chances to the states of a
    declared variable and says a word of its name the new variable's name does not have ("The chance of an accident
    is 20% on an icy road, 5% on a wet road …" after the road's icy, wet and dry; not "quasi-geostrophic vertical
    motion" with the states of "10.7mu vertical motion"), or says all of its name while the new name has a word the
    sentence does not say ("Cars with a good battery start in 98% of cases, cars with a weak battery in 60% …",
    named ``battery_type`` after the battery's good, weak and dead)."""
    from hedgehub.slot_rows import rows_by_states

    first: dict[str, int] = {}
    for index, premise in enumerate(parsed.premises):
        first.setdefault(premise.child, index)
    name_words = {name: [w for w in _words(name.replace("_", " ")) if len(w) > 2] for name in first}
    for name, index in first.items():
        child = parsed.variables[name]
        if child.parents or len(child.states) < 2:
            continue
        said = _words(rows[index])
        new_name = set(name_words[name])
        unsaid = any(not _says(w, said) for w in new_name)  # the namer added a word the sentence does not say
        for other, before in first.items():
            declared = parsed.variables[other]
            if before >= index or not _states_among(child.states, declared.states):
                continue
            words = name_words[other]
            if any(w not in new_name and _says(w, said) for w in words) or (  # a word of it the new name lacks
                unsaid and words and all(_says(w, said) for w in words)  # or all of it, and the new name is not said
            ):
                read = rows_by_states(rows[index], declared.states)
                if len(read) > 1:
                    return [*rows[:index], *read, *rows[index + 1 :]], read, other
    return None


def _later(parsed: ParsedPremises, introduced: Mapping[str, int]) -> dict[str, tuple[int, Variable]]:
    """Where a reading introduced each variable (name → (premise index, variable)), less the variables it renamed
    (``akt_2`` after ``akt``: a premise the namer could not tell from an earlier variable)."""
    return {
        name: (index, parsed.variables[name])
        for name, index in introduced.items()
        if not any(name.startswith(f"{other}_") for other in introduced if other != name)
    }


def unsaid_rows(parsed: ParsedPremises) -> int:
    """How many rows of its table the last variable's run leaves unsaid: the parent assignments its run of premises
    at the end of the text does not reach (``last_run_short_by`` lets a strict reading end so).

    Examples:

        >>> parsed = premises_from_program(["0.3::rain.", "0.9::wet :- rain."])
        >>> full = premises_from_program(["0.3::rain.", "0.9::wet :- rain.", "0.2::wet :- \\+rain."])
        >>> unsaid_rows(parsed), unsaid_rows(full)
        (1, 0)
    """
    if not parsed.premises:
        return 0
    child = parsed.premises[-1].child
    run = next((n for n, p in enumerate(reversed(parsed.premises)) if p.child != child), len(parsed.premises))
    rows = math.prod(len(parsed.variables[p].values) for p in parsed.variables[child].parents)
    return max(rows - run, 0)


def short_rows(parsed: ParsedPremises, least: float = 0.9) -> int:
    """How many premises give a variable of named states numbers that sum below ``least``. QUITE's text states
    each row whole (no gold premise of QUITE's train and validation, bn-reasoning's or the user text's sums below
    0.9), so such a row is a misreading: a root read with two states, each given the one number its sentence says.

    Examples:

        >>> whole = premises_from_program(["0.2::v(low); 0.8::v(high)."])
        >>> short = premises_from_program(["0.2::v(low); 0.2::v(high)."])
        >>> short_rows(whole), short_rows(short), short_rows(premises_from_program(["0.2::rain."]))
        (0, 1, 0)
    """
    return sum(not parsed.variables[p.child].boolean and sum(p.probabilities) < least for p in parsed.premises)


def reading_score(parsed: ParsedPremises) -> float:
    """A reading's parent-set scores (:meth:`SlotParser._ranked_parents`, each a mean over its run's premises)
    summed over its premises: what two readings that cut one text into runs differently are compared by."""
    return sum(choice.score * choice.length for choice in parsed.choices)


def _structure(parsed: ParsedPremises) -> tuple:
    """What two readings of a text must share to be the same reading: each variable's states and parents, and
    each premise's child and condition."""
    return (
        tuple((v.name, v.states, v.parents) for v in parsed.variables.values()),
        tuple((p.child, p.condition) for p in parsed.premises),
    )


class SlotParser:
    """Parse QUITE-style text with a namer (causal LM) and a chooser (cross-encoder); code renders the program.

    Args:
        namer (`Callable[[list[str], list[str]], list[str]]`): prompts and grammars → completions
            (:class:`hedgehub.lm.Generator`).
        chooser (`Callable[[list[str], list[str]], list[float]]`): texts and candidates → probabilities
            (:func:`hedgehub.lm.pair_scores` bound to a model).
        max_parents (`int`, *optional*, defaults to `4`): the largest parent set considered.
        sum_tolerance (`float`, *optional*, defaults to `0.011`): an annotated disjunction of stated numbers is
            accepted when it sums to 1 within this (QUITE rounds); otherwise the chosen numbers are scaled to sum 1.
        strict_runs (`bool`, *optional*, defaults to `True`): QUITE's regularity — a variable's premises are one
            run of exactly one premise per parent assignment. ``False`` is the fallback for text that breaks it (a
            user's own premises): a parent set may owe more rows than sentences remain (rows never stated are not
            rendered, which is what ProbLog makes of such text), and a premise that fits none of the open run's
            remaining assignments (mean chooser probability below ``fit_threshold``) introduces a new variable.
        fit_threshold (`float`, *optional*, defaults to `0.3`): see ``strict_runs``.
        last_run_short_by (`int`, *optional*, defaults to `1`): with ``strict_runs``, how many rows the text's last
            run may leave unsaid (insurance2's text and program both end one row short of ``other_car_cost``'s
            twelve); those rows are not rendered, as in the gold program.
        complete_runs (`bool`, *optional*, defaults to `True`): with ``strict_runs``, a reading whose last run
            leaves rows unsaid is read again with one introduction's choice made otherwise, and one that says every
            row replaces it (:meth:`_complete_reading`).
        other_parent_sets (`int`, *optional*, defaults to `2`): with ``complete_runs``, how many runner-up parent
            sets of each introduction are tried.
        other_readings (`int`, *optional*, defaults to `16`): with ``complete_runs``, at most this many readings
            with one choice made otherwise, the last introductions' first (each costs about a reading).
        whole_rows (`bool`, *optional*, defaults to `True`): with ``complete_runs``, of the readings that say every
            row, those that give no row of a many-state variable numbers summing below 0.9 (:func:`short_rows`)
            come before those that do; :func:`reading_score` orders each kind.
        antonym_sides (`bool`, *optional*, defaults to `True`): a boolean's description and introduction read against
            a sentence (:func:`_opposite_said`, ``opposite_rows``) leave out the words its premises say it false by
            (:func:`row_sides`: "correct in 95% of cases and wrong in 5%" is not said against by "right"), and a
            state of a two-state variable whose WordNet antonym a sentence says, and not the state
            (:func:`_antonym_state`: "right" against ``wrong``), is read as negated.
        whole_name_states (`bool`, *optional*, defaults to `True`): where an evidence sentence or question says a
            variable's whole name and no other's at 0.75 or more by other words (:func:`_alone_whole`), its state
            words weigh its values against each other only: no state word said does not send the sentence to another
            variable whose state word it says ("the print data is correct" is not the printout's *correct*).
        unsaid_none (`bool`, *optional*, defaults to `True`): a variable of two states, one of them ``none``, said by
            an evidence sentence or question with no negation, no *non-* and no word of absence (:func:`_unsaid_none`)
            is its other state: "the building has a sprinkler system" is ``existent``, not ``none``.
        lexical_weight (`float`, *optional*, defaults to `2.0`): weight of :func:`lexical_scores` (as
            ``log(0.1 + match)``) beside the chooser's log-probability when choosing the variable of an evidence
            sentence or question.
        description_weight (`float`, *optional*, defaults to `0.5`): share of :func:`description_scores` (what
            the premise text calls each variable) added to the :func:`lexical_scores` of an evidence sentence or
            question, when the premise sentences are known (:meth:`parse`).
        description_tie_weight (`float`, *optional*, defaults to `2.0`): weight of :func:`description_scores` added
            to the log-score of each of the variables whose names the sentence says equally well
            (:func:`lexical_scores` ties at the top, two or more): where the names cannot tell them apart, what the
            premises call them does, before the chooser's learned preference ("the alveolar ventilation" of
            ``ventalv``, not ``ventlung``).
        boolean_polarity_by_rules (`bool`, *optional*, defaults to `True`): where a sentence says a boolean by the
            opposite of a word its premises call it by, or of a phrase its introducing premise says (*goes off*:
            :func:`_opposite_said`), the chooser's score of each of its atoms is that of its better value, so the
            chooser picks the variable and the rule its value. Off: the chooser's score of each value, which favours
            *true* where no *not* is said ("the starter motor is broken" went to the other variable's true atom
            rather than the starter's false one). Elsewhere the chooser's own score of each value stays: where it
            and the rules disagree, the variable is often the wrong one (a root the namer called ``night``, said by
            "the dog barked last night").
        described_state_words (`bool`, *optional*, defaults to `True`): a state's word inside a run of two or more
            words of a boolean's description (:func:`variable_descriptions`; not the words the variable of states
            is itself described or named by: :func:`_described_names`) is the boolean's, not the state's: in "how
            likely is an error due to low cardiac output?", *low* describes ``errlowoutput``, not the heart rate's
            state ``low``. Off: only other variables' names count so (:func:`state_match`'s ``other_names``).
        description_foreign (`bool`, *optional*, defaults to `True`): :func:`description_scores` with
            ``foreign=True``: a variable loses the share of the sentence's words that only other variables'
            descriptions have ("at 12:15" is not the decay rate the premises describe "at 12:00").
        time_penalty (`float`, *optional*, defaults to `8.0`): taken from the log-score of a variable whose premises
            describe it at a time of day (:func:`described_times`) when an evidence sentence or question says a time
            and not that one (:func:`other_time`): the namer's names seldom say the time (``cknd``, ``cknd_dec``).
        condition_descriptions (`bool`, *optional*, defaults to `True`): a parent whose name a premise's condition
            does not say is found there by what the premises before call it (:func:`condition_match`).
        state_weight (`float`, *optional*, defaults to `2.0`): weight of :func:`state_match` (as
            ``log(0.1 + match)``) when choosing the state of a categorical variable.
        number_state_weight (`float`, *optional*, defaults to `4.0`): the same weight for a state with a number in
            it (``13_14.9``): the chooser hardly tells "between 13.0 and 14.9" from 13, the rules read ranges.
        negation_weight (`float`, *optional*, defaults to `8.0`): log-score taken from a boolean value that
            disagrees with :func:`negated` (``false`` for a sentence that does not say *not*, and the reverse).
        negated_state_penalty (`float`, *optional*, defaults to `2.0`): log-score taken from "not that state" of
            a variable with more than two states (QUITE never means it; a very sure chooser still can).
        distinct_variables (`bool`, *optional*, defaults to `True`): the evidence sentences and the question of one
            text are about different variables (so in 285 of QUITE's 294 train and validation pairs): the best such
            assignment is chosen, and the best one without the rule when none exists.
        question_shares (`bool`, *optional*, defaults to `False`): with ``distinct_variables``, only the evidence
            sentences are kept on different variables; the question may ask about a variable the evidence sets
            (7 of QUITE's 294 train and validation pairs do, as "PKC is high. How likely is PKC high?"); it gains 3
            train pairs and loses 4 (BENCHMARKS, run 34), so it is off.
        question_share_cost (`float`, *optional*, defaults to `10.0`): with ``distinct_variables`` (and not
            ``question_shares``), the question may still ask about a variable the evidence sets when keeping it apart
            costs more than this log-score: the best assignment with the evidence sentences apart and the question
            free is taken if its score less the cost beats the best with all apart (sachs1: "PKA is low … How likely
            is PKA high?" otherwise moved three sentences onto other variables). ``None``: never.
        shortlist (`int`, *optional*, defaults to `3`): variables per sentence whose values are scored.
        read_numbers (`bool`, *optional*, defaults to `True`): read each premise's probabilities by rules
            (:func:`read_probabilities`): a reading that gives every state and sums to at most 1 (within
            ``sum_tolerance``) is taken as it is, without the chooser; the states a partial reading gives weigh
            ``reading_weight`` beside the chooser.
        read_words (`bool`, *optional*, defaults to `True`): also read premises in words of estimative probability,
            each word at its median (:data:`WEP_VALUES`); a complete reading is scaled to sum 1. ``False`` leaves
            them to the chooser.
        reading_weight (`float`, *optional*, defaults to `4.0`): weight of a partial reading (as ``log(0.1 +
            agrees)``) beside the chooser's log-probability of each candidate.
        condition_weight (`float`, *optional*, defaults to `2.0`): weight of :func:`condition_match` (as
            ``log(0.1 + match)`` per parent) beside the chooser when choosing a premise's parent assignment.
        read_states (`bool`, *optional*, defaults to `True`): the states of an introducing premise by rules
            (:func:`hedgehub.slot_states.read_states`: the numbers with units, ranges or words the sentence gives a
            probability each, or a boolean; the words beside the variable's name; with ``strict_runs``, numbers
            the run's other premises add, :func:`hedgehub.slot_states.run_states`); the namer's states where the
            rules are unsure. The namer always names the variable.
        parent_lexical_weight (`float`, *optional*, defaults to `1.0`): share of :func:`lexical_scores` (the
            declared variable's name said in the premise) in the probability that a premise of a run mentions a
            declared variable, beside the chooser's (``1 − weight``), when choosing a variable's parent set. The
            default leaves the chooser out (it is not called): its mentions overfit the networks it was trained on
            (gold structure, numeric premises: parent sets right with it train 90.1 % / validation 85.7 %, with the
            name's words alone 87.9 / 90.5 %; full parse validation 56.9 → 60.0 % with weight 1, train 76.0 →
            76.4 %, BENCHMARKS.md "The chooser against the rules on networks it never saw").
        run_weight (`float`, *optional*, defaults to `0.5`): weight of :meth:`RunContinuity.log_length` (does the
            text's run end where the parent set says it does) beside the mentions, when choosing a parent set.
        run_breaks (`bool`, *optional*, defaults to `True`): a parent set whose run would cover a premise that
            shares no word of its consequent with the premise before it or with the run's first
            (:meth:`RunContinuity.breaks`) is not taken; a set without parents always can be.
        described_parents (`bool`, *optional*, defaults to `True`): a declared variable whose name a premise's
            condition does not say but which says a word only its introducing premise had counts as half mentioned
            (:func:`described_mentions`: "When a stranger comes by, …" of a variable the namer called ``night``).
        opposite_rows (`bool`, *optional*, defaults to `True`): a later premise of a boolean that says it by the
            opposite of the words that introduced it ("A new bulb lasts the year in 97% of cases" of a bulb that
            burns out, :func:`said_against`) states ``1 − p`` when the rules read it.
        parent_condition_weight (`float`, *optional*, defaults to `1.0`): weight of how well the run's premises say
            the parent assignments a parent set implies, one premise each (:func:`condition_match`), when choosing a
            parent set.
        subject_discount (`float`, *optional*, defaults to `0.1`): factor on the :func:`lexical_scores` of a
            variable whose whole name every sentence of a text (evidence and question, two or more) says — the
            subject, "the Phytophthora species", not what is said of it — in the sentences that also say another
            variable's whole name (``1``: none).
        text_subject_share (`float`, *optional*, defaults to `0.8`): a variable whose whole name is said in this
            share of the (ten or more) premises that are neither about it nor conditioned on it is named after the
            text's subject (:func:`text_subjects`); ``subject_discount`` scales its :func:`lexical_scores` in every
            evidence sentence and question, before :func:`description_scores` are added (``0``: none).
        mention_floor (`float`, *optional*, defaults to `0.05`): the probability that a premise mentions a
            declared variable is kept within ``[floor, 1 − floor]`` when choosing a parent set, so a variable every
            premise names (a sure chooser) cannot outweigh where the run ends.
        state_break_odds (`float`, *optional*, defaults to `0.03`): the odds factor on a premise continuing the run
            before it where the two give chances to states in words that share no word (:class:`RunContinuity`,
            ``state_odds``); `None` leaves the states out.
        grounded_names (`bool`, *optional*, defaults to `True`): a name the namer gives a new variable that the premise
            text does not give it (:func:`not_its_own_name`: made up, or a parent's) is asked for again, made of its
            premise's words (``namer_grammar(grounded=True)``), so later premises that say the variable find it.
        restated_names (`bool`, *optional*, defaults to `True`): a namer's name that stays a declared variable's
            name with words of its states (no :func:`subject_name`: "…, 20% of the cuff's readings of the pulse are
            low" has no words before its numbers) has its states read with the name less those words
            (:func:`unrestated_name`: ``pulse_low`` is read as ``pulse``, so *low* is a state again).
        subject_names (`bool`, *optional*, defaults to `True`): a namer's name that is a declared variable's name
            with words of its states (:func:`restates_a_variable`: ``heart_rate_low`` for the EKG's reading of *If
            the heart rate is low …, the heart rate shown on the EKG is low in 30% …*, which later premises'
            conditions on the heart rate would read as the new variable) is replaced by the words the premise says
            before its first state (:func:`subject_name`: ``heart_rate_shown_ekg``), where they name more than a
            declared variable.
        abbreviated_values (`bool`, *optional*, defaults to `True`): where a sentence says a variable's name only
            abbreviated (``prtdata``: "the print data"), the chooser's scores of its values are lifted so that the
            best scores as the sentence's best atom (:func:`_abbreviated_values`): the chooser cannot read the name
            and took "the print data" to ``datafile``, whose name it can.
        described_beyond (`bool`, *optional*, defaults to `True`): where an evidence sentence or question says no
            variable's whole name, a variable whose premises' description says more of its words than another
            variable whose name it says only in part (:func:`described_beyond`: "the patient's blood volume is low"
            of *hypovolemia*, introduced as "a low volume of circulating blood", and ``stroke_volume``) is ranked
            one point (log-score) above that one, and so is its best atom.
        described_readings (`bool`, *optional*, defaults to `True`): with ``described_beyond``, a sentence that says
            a variable's whole name can still mean a child of it that the premises call by that name and more
            (:func:`described_beyond` with ``readings``: with gold premises, "the temperature shown on the
            thermometer is hot" is ``thermometric_display``, not ``temperature``).
        head_children (`bool`, *optional*, defaults to `True`): a sentence that says a variable's name in part, and
            before it two words or more of a child of it (and no fewer), means the child, the head of the phrase the
            parent's words complete (:func:`head_children`: "there is no documented report or formal assessment of
            the presence of left ventricular …" is the report); ranked as ``described_beyond`` ranks.
        two_state_negation (`bool`, *optional*, defaults to `True`): of a variable of two states, a sentence that
            negates one state's words (:func:`negates_state`) and not the other's says the other state: its atom
            scores the negated state's words as its own and pays no negation ("the print data is not intact" is
            ``corrupt``).
        stated_children (`bool`, *optional*, defaults to `True`): a declared variable named by a state of the
            variable a premise introduces and words of that one's name (``low_water_output``, "a false alarm for low
            water output") is not mentioned by the run's premises that say the new variable in that state ("the
            water output is low in 90% of cases"): :func:`premise_mentions` with ``stated_children``.
        borrowed_names (`bool`, *optional*, defaults to `True`): a declared variable that a premise's condition
            mentions only by words of its name that another variable's introducing premise also has, saying none
            of the words only its own introduction had, while it says the other one too by a word of its name only
            that one's introduction had, counts half mentioned when choosing a parent set
            (:func:`borrowed_mentions`: "there is an error due to low cardiac output" is not the namer's
            ``v_error``, "an error due to electrocautery").
        given_weight (`float`, *optional*, defaults to `0.0`): weight of the chooser's log-probability of each
            parent value in that choice (0: the condition's words alone, ties going to the first assignment the run
            still owes, which is QUITE's order).
        order_weight (`float`, *optional*, defaults to `1.0`): with ``strict_runs``, the parent assignments of a
            run's premises are chosen together (:meth:`assign_conditions`); this is the score a premise gains by
            taking the assignment at its own place in the run's usual order.
        forward_references (`bool`, *optional*, defaults to `True`): with ``strict_runs``, read a text again when
            a variable's premise begins with a condition but no parent was declared before it, now with the
            variables introduced later as parent candidates (:meth:`parse_premises`; QUITE's sachs networks list
            their proteins in alphabetical order, parents after children).
        forward_mentions (`bool`, *optional*, defaults to `True`): with ``forward_references``, also read a text
            again when a variable's premise begins with a condition (*if*, *with*, *under* …) that says the name of
            a variable introduced later, not one of its parents (a run conditioned on a declared variable and on one
            introduced after it; :func:`_later_names_said`).
        forward_readings (`int`, *optional*, defaults to `4`): with ``forward_references``, at most this many
            readings: each takes the later variables from the one before, until two agree (``2``: the first
            reading's variables only, as before run 34).
        embedder (`Callable[[Sequence[str]], numpy.ndarray]`, *optional*): unit-length sentence embeddings
            (:class:`hedgehub.lm.SentenceEmbedder`; :func:`load_slot_parser` gives the shipped all-MiniLM-L6-v2).
            Without one, ``embedding_weight`` does nothing.
        embedding_weight (`float`, *optional*, defaults to `2.0`): weight of the largest cosine similarity between
            an evidence sentence (a question's :func:`asked_part`) and the consequents (:func:`consequent`) of each
            variable's premises, beside the chooser and :func:`lexical_scores`, when choosing the variable. The
            embedder is not trained on QUITE, so it judges networks the chooser never saw as it judges the rest
            (gold premises, QUITE train, a chooser that never saw six of its networks: 92.6 → 93.4 %, the same for
            weights 1–3; run 33's chooser and validation unchanged; BENCHMARKS.md "What the premises say of each
            variable, embedded").
        described_candidates (`bool`, *optional*, defaults to `False`): the chooser's variable candidates also say
            what the premise text calls each variable (:func:`described_words`, ``evidence: sv (stroke volume)``),
            as a chooser trained with ``describe`` (:func:`training_data`) learnt them.
        normal_false (`bool`, *optional*, defaults to `True`): an evidence sentence or question that says *normal*
            says false a boolean whose name and premise description say neither *normal* nor *abnormal* ("The
            patient's temperature is normal" of ``fever``), as *not* does.

    The choice settings were chosen on QUITE validation with gold premises, ``python -m
    hedgehub.evaluation.slot_choices``: pairs with every evidence and question atom right, 43.1 % with the chooser
    and the earlier name match (weight 1), 96.9 % with these defaults (the two pairs left have gold atoms that
    contradict their sentences).
    """

    def __init__(
        self,
        namer: Namer,
        chooser: Scorer,
        *,
        max_parents: int = 4,
        sum_tolerance: float = ROUNDING,
        strict_runs: bool = True,
        fit_threshold: float = 0.3,
        last_run_short_by: int = 1,
        lexical_weight: float = 2.0,
        description_weight: float = 0.5,
        description_tie_weight: float = 2.0,
        boolean_polarity_by_rules: bool = True,
        described_state_words: bool = True,
        subject_names: bool = True,
        restated_names: bool = True,
        abbreviated_values: bool = True,
        described_beyond: bool = True,
        described_readings: bool = True,
        head_children: bool = True,
        two_state_negation: bool = True,
        borrowed_names: bool = True,
        stated_children: bool = True,
        description_foreign: bool = True,
        time_penalty: float = 8.0,
        condition_descriptions: bool = True,
        state_weight: float = 2.0,
        number_state_weight: float = 4.0,
        negation_weight: float = 8.0,
        negated_state_penalty: float = 2.0,
        distinct_variables: bool = True,
        question_shares: bool = False,
        question_share_cost: float | None = 10.0,
        shortlist: int = 3,
        read_numbers: bool = True,
        read_words: bool = True,
        reading_weight: float = 4.0,
        condition_weight: float = 2.0,
        given_weight: float = 0.0,
        order_weight: float = 1.0,
        forward_references: bool = True,
        forward_mentions: bool = True,
        forward_readings: int = 4,
        parent_lexical_weight: float = 1.0,
        read_states: bool = True,
        run_weight: float = 0.5,
        run_breaks: bool = True,
        described_parents: bool = True,
        opposite_rows: bool = True,
        parent_condition_weight: float = 1.0,
        mention_floor: float = 0.05,
        state_break_odds: float | None = 0.03,
        grounded_names: bool = True,
        subject_discount: float = 0.1,
        text_subject_share: float = 0.8,
        embedder: Callable[[Sequence[str]], Any] | None = None,
        embedding_weight: float = 2.0,
        described_candidates: bool = False,
        normal_false: bool = True,
        complete_runs: bool = True,
        whole_rows: bool = True,
        antonym_sides: bool = True,
        whole_name_states: bool = True,
        unsaid_none: bool = True,
        other_parent_sets: int = 2,
        other_readings: int = 16,
    ):
        self.normal_false = normal_false
        self.described_candidates = described_candidates
        self.embedder = embedder
        self.embedding_weight = embedding_weight
        self.subject_discount = subject_discount
        self.text_subject_share = text_subject_share
        self.mention_floor = mention_floor
        self.state_break_odds = state_break_odds
        self.grounded_names = grounded_names
        self.run_weight = run_weight
        self.run_breaks = run_breaks
        self.described_parents = described_parents
        self.opposite_rows = opposite_rows
        self.parent_condition_weight = parent_condition_weight
        self._text: tuple[tuple[str, ...], RunContinuity, dict] | None = None
        self.read_states = read_states
        self.parent_lexical_weight = parent_lexical_weight
        self.given_weight = given_weight
        self.order_weight = order_weight
        self.forward_references = forward_references
        self.forward_mentions = forward_mentions
        self.forward_readings = forward_readings
        self.read_numbers = read_numbers
        self.read_words = read_words
        self.reading_weight = reading_weight
        self.condition_weight = condition_weight
        self.lexical_weight = lexical_weight
        self.description_weight = description_weight
        self.description_foreign = description_foreign
        self.time_penalty = time_penalty
        self.description_tie_weight = description_tie_weight
        self.boolean_polarity_by_rules = boolean_polarity_by_rules
        self.described_state_words = described_state_words
        self.subject_names = subject_names
        self.restated_names = restated_names
        self.abbreviated_values = abbreviated_values
        self.described_beyond = described_beyond
        self.described_readings = described_readings
        self.head_children = head_children
        self.two_state_negation = two_state_negation
        self.borrowed_names = borrowed_names
        self.stated_children = stated_children
        self.condition_descriptions = condition_descriptions
        self.state_weight = state_weight
        self.number_state_weight = number_state_weight
        self.negation_weight = negation_weight
        self.negated_state_penalty = negated_state_penalty
        self.distinct_variables = distinct_variables
        self.question_shares = question_shares
        self.question_share_cost = question_share_cost
        self.shortlist = shortlist
        self.namer = namer
        self.chooser = chooser
        self.max_parents = max_parents
        self.sum_tolerance = sum_tolerance
        self.strict_runs = strict_runs
        self.fit_threshold = fit_threshold
        self.last_run_short_by = last_run_short_by
        self.complete_runs = complete_runs
        self.whole_rows = whole_rows
        self.antonym_sides = antonym_sides
        self.whole_name_states = whole_name_states
        self.unsaid_none = unsaid_none
        self.other_parent_sets = other_parent_sets
        self.other_readings = other_readings

    # -- premises ---------------------------------------------------------------------------------------------

    def parse_premises(self, sentences: Sequence[str]) -> ParsedPremises:
        """Read a premise base sentence by sentence (see the module docstring and :meth:`_parse_sentences`); a
        sentence that states several rows of one variable's table ("… in 90% of people with the disease and in 5%
        of people without it") is first cut into one sentence per row (:func:`hedgehub.slot_rows.premise_rows`),
        and the notes say so. ``sentences`` of the result are the sentences read, one per premise slot."""
        from hedgehub.slot_rows import premise_rows

        _check_sentences(sentences, "premise", least=1)
        rows, cut = [], []
        for number, sentence in enumerate(sentences, 1):
            read = premise_rows(sentence)
            rows.extend(read)
            if len(read) > 1:
                cut.append(f"(premise {number} states {len(read)} rows, read as: {' | '.join(read)})")
        parsed = self._parse_sentences(rows)
        for _ in range(len(rows)):  # each pass cuts one more sentence
            again = _rows_by_declared_states(rows, parsed)
            if again is None:
                break
            rows, read, declared = again
            cut.append(f"(a premise states one row per state of {declared}, read as: {' | '.join(read)})")
            parsed = self._parse_sentences(rows)
        parsed.sentences = rows
        parsed.notes.extend(cut)  # after the notes of each sentence, which the Space shows beside it
        return parsed

    def _parse_sentences(self, sentences: Sequence[str]) -> ParsedPremises:
        """Read a premise base sentence by sentence, one premise slot per sentence: the reading
        :meth:`_forward_reading` keeps, read again where its last run leaves rows unsaid
        (:meth:`_complete_reading`)."""
        return self._complete_reading(sentences, *self._forward_reading(sentences))

    def _forward_reading(
        self, sentences: Sequence[str]
    ) -> tuple[ParsedPremises, Mapping[str, tuple[int, Variable]] | None]:
        """A reading of the text, and the variables introduced later it was read with (``None``: none).

        With ``strict_runs`` and ``forward_references``, a text whose premise introduces a variable without parents
        although it begins with a condition ("If the levels of ERK and PKA are both low, …": a parent introduced
        later), or with ``forward_mentions`` one whose condition says a variable introduced later that is not its
        parent (:func:`_later_names_said`: "If the season is dry and irrigation is low, …" before
        irrigation's own premises), is read again, each parent set now also chosen among the variables the reading
        before introduced later in the text (:meth:`_read_premises`), up to ``forward_readings`` readings in all or
        until one reproduces the one before. The first reading, without parents for such premises, cuts the text
        into runs of one premise, so the variables it introduces later stand at the wrong places and the second reading
        can still take a wrong parent set; the third starts from the second's places (sachs1: 18 variables in the
        first reading, 6 in the second, the gold 8 with the gold parents in the third, which the fourth
        reproduces). The last reading is kept when every parent it takes is introduced in it too and it needs
        fewer variables than the first (a premise that only begins like a condition leaves the first reading as it
        is), or as many where it gives a run a later variable its condition names: the first reading then gave that
        run a declared variable in its place (a root ``rainfall_level``, low / medium / high, for a run that says
        "the irrigation level is low")."""
        parsed, introduced = self._read_premises(sentences)
        if not (self.strict_runs and self.forward_references):
            return parsed, None
        said = {  # variable → the later variables its run's condition names (forward_mentions)
            name: _later_names_said(sentences[index], parsed.variables, introduced, name)
            if self.forward_mentions
            else []
            for name, index in introduced.items()
        }
        cued = [
            name
            for name, index in introduced.items()
            if any(at > index for at in introduced.values())
            and (not parsed.variables[name].parents and _FORWARD_CUE.match(sentences[index]) or said[name])
        ]
        if not cued:
            return parsed, None
        last, made, used = self._read_from(sentences, _later(parsed, introduced), max(self.forward_readings, 2) - 1)
        if last is None:
            parsed.notes.append("(a second reading with parents introduced later left one of them undeclared)")
            return parsed, None
        # it must explain the text with fewer variables, or with as many where it gives a run a parent introduced
        # later that its condition names and the first reading did not give it
        named = any(
            set(names) & set(last.variables[name].parents) for name, names in said.items() if name in last.variables
        )
        if len(last.variables) > len(parsed.variables) or len(last.variables) == len(parsed.variables) and not named:
            parsed.notes.append("(a reading with parents introduced later needed as many variables or more)")
            return parsed, None
        last.notes.append(
            f"(read {made + 1} times: {', '.join(cued)} had a condition on a variable not declared before)"
        )
        return last, used

    def _read_from(
        self, sentences: Sequence[str], later: Mapping[str, tuple[int, Variable]], readings: int
    ) -> tuple[ParsedPremises | None, int, Mapping[str, tuple[int, Variable]]]:
        """Up to ``readings`` readings of a text (:meth:`_read_premises`), the first with the variables ``later``
        introduces later as parent candidates, each after it with those of the reading before; it stops at a
        reading that reproduces the one before. Returns the last reading (``None`` when the first left a parent
        undeclared), how many were made and the later variables the last was read with."""
        last, made, used = None, 0, later
        while made < readings:
            again = self._read_premises(sentences, later)
            if again is None:
                break
            made += 1
            if last is not None and _structure(again[0]) == _structure(last):
                break
            last, used, later = again[0], later, _later(*again)
        return last, made, used

    def _complete_reading(
        self,
        sentences: Sequence[str],
        parsed: ParsedPremises,
        later: Mapping[str, tuple[int, Variable]] | None = None,
    ) -> ParsedPremises:
        """A strict reading whose last run leaves rows of its table unsaid (:func:`unsaid_rows`; QUITE states every
        row of every table) is read again with one introduction's choice made otherwise: a parent set of the next
        ``other_parent_sets`` ranks (:meth:`_ranked_parents`), or the states its namer or its sentence gave where
        the reading took others (a boolean among them), at most ``other_readings`` readings, from the last
        introduction back (each is read again from the start; the later the choice, the less changes). Of those
        readings that say every row, the one of the highest :func:`reading_score` replaces it; without one it
        stays. One misread variable is enough to cut every run after it wrong: a boolean read with three states
        makes its child's run longer than the text's, a root read as the first premise of the run after it takes
        that run's first row."""
        unsaid = unsaid_rows(parsed)
        if not (self.strict_runs and self.complete_runs and unsaid):
            return parsed
        best, best_score, how = None, (-math.inf, -math.inf), None
        others = [
            other
            for choice in reversed(parsed.choices)  # the nearest (cheapest) first
            for other in [
                (choice.premise, "parents", rank)
                for rank in range(1, min(choice.parent_sets, self.other_parent_sets + 1))
            ]
            + [(choice.premise, "states", states) for states in choice.other_states]
        ]
        for other in others[: self.other_readings]:
            try:
                again = self._read_premises(sentences, later, other)
            except SlotError:  # a reading the renderer refuses is none
                continue
            if again is None or unsaid_rows(again[0]):
                continue
            score = (-bool(self.whole_rows and short_rows(again[0])), reading_score(again[0]))
            if score > best_score:
                best, best_score, how = again[0], score, other
        if best is None:
            parsed.notes.append(
                f"(the last run leaves {unsaid} row{'s' * (unsaid > 1)} unsaid; no reading with one choice made "
                "otherwise says all)"
            )
            return parsed
        index, kind, value = how
        change = (
            f"parent set of rank {value + 1}" if kind == "parents" else f"states {', '.join(value) or 'true, false'}"
        )
        best.notes.append(
            f"(read again: the last run left {unsaid} row{'s' * (unsaid > 1)} unsaid; premise {index + 1} now takes "
            f"its {change})"
        )
        return best

    def _read_premises(
        self,
        sentences: Sequence[str],
        later: Mapping[str, tuple[int, Variable]] | None = None,
        other: tuple[int, str, Any] | None = None,
    ) -> tuple[ParsedPremises, dict[str, int]] | None:
        """One reading of a premise base: the parsed premises and where each variable was introduced. ``later``
        (name → (premise index, variable) of an earlier reading) adds, at each introducing premise, the variables
        introduced after it to the parent candidates (none whose ancestors include the new variable); a variable
        one of them is taken as parent for is introduced under its name and states when its turn comes. ``None``
        when one never is. ``other`` makes one choice otherwise: ``(premise, "parents", rank)`` takes that
        introduction's parent set of that rank (:meth:`_ranked_parents`), ``(premise, "states", states)`` gives the
        variable it introduces those states (:meth:`_complete_reading`). The result's ``choices`` say, per
        introduction, what the reading chose and could have chosen."""
        from hedgehub.slot_states import read_states, run_states  # it imports this module

        later = dict(later or {})
        referenced: dict[str, Variable] = {}  # taken as a parent before its own premise: declared, it leaves
        introduced: dict[str, int] = {}
        own_words: dict[str, set[str]] = {}  # the words each declared variable was introduced with
        variables: dict[str, Variable] = {}
        premises: list[PremiseSlots] = []
        notes: list[str] = []
        run_child, remaining = None, []
        given_cache: dict[tuple[int, str], dict[str, float]] = {}

        def given(index: int, variable: Variable) -> dict[str, float]:
            """P(premise ``index`` conditions on variable=value); one chooser call scores every declared variable."""
            if (index, variable.name) not in given_cache:
                todo = [v for v in variables.values() if (index, v.name) not in given_cache]
                todo += [variable] if variable.name not in variables else []
                candidates = [(v, value) for v in todo for value in v.values]
                scores = self.chooser(
                    [sentences[index]] * len(candidates), [given_candidate(v, value) for v, value in candidates]
                )
                for (v, value), score in zip(candidates, scores, strict=True):
                    given_cache.setdefault((index, v.name), {})[value] = score
            return given_cache[(index, variable.name)]

        def condition(
            index: int, combos: Sequence[tuple[tuple[str, str], ...]], known: Mapping[str, Variable]
        ) -> tuple[tuple[str, str], ...]:
            """The parent assignment premise ``index`` conditions on, among ``combos``, alone."""
            described = self.descriptions_before(sentences, premises, index)
            return self.choose_condition(sentences[index], combos, known, lambda v: given(index, v), described)

        def fits(index: int, combo: Sequence[tuple[str, str]]) -> bool:
            mean = sum(given(index, variables[p])[v] for p, v in combo) / max(len(combo), 1)
            return mean >= self.fit_threshold

        planned: list[tuple[tuple[str, str], ...]] = []
        choices: list[Choice] = []
        for index, sentence in enumerate(sentences):
            if remaining and not self.strict_runs and not any(fits(index, c) for c in remaining):
                notes.append(f"(the run of {run_child} ends early: {len(remaining)} parent assignments never stated)")
                remaining = []
            if remaining:
                if planned:
                    combo = planned.pop(0)
                else:
                    combo = condition(index, remaining, {**referenced, **variables})
                remaining.remove(combo)
                child = variables[run_child]
                notes.append(f"continues {child.name}" + (f" given {_combo_text(combo)}" if combo else ""))
            else:
                adopted = next((v for v in referenced.values() if later[v.name][0] == index), None)
                if adopted is None:
                    prompt = namer_prompt(sentence, variables)
                    name, states = parse_namer_output(self.namer([prompt], [namer_grammar(variables, sentence)])[0])
                    if self.grounded_names and not_its_own_name(name, sentence, sentences, variables):
                        grammar = namer_grammar(variables, sentence, grounded=True)
                        name, states = parse_namer_output(self.namer([prompt], [grammar])[0])
                    if self.subject_names and (  # heart_rate_low; lvh of a report of left ventricular hypertrophy
                        restates_a_variable(name, variables) or abbreviates_a_variable(name, variables)
                    ):
                        name = subject_name(sentence, read_states(sentence) or states, variables) or name
                    adopted = referenced.get(name)
                if adopted is not None:
                    name = adopted.name
                candidates = list(variables.values())
                if later:  # no candidate may depend on the new variable (a parent not declared yet has none)
                    candidates += [
                        v for at, v in later.values() if at > index and v.name not in variables and v.name != name
                    ]
                    candidates = [v for v in candidates if name not in _ancestors(v.name, variables)]
                known = {**{v.name: v for v in candidates}, **variables}
                introduced_at = {v.name: later[v.name][0] for v in candidates if v.name not in variables}
                # the states the premise gives chances to name no parent (the namer's may be fewer)
                said_name = unrestated_name(name, variables) if self.restated_names else name  # pulse_low
                read = read_states(sentence, said_name) if self.read_states and adopted is None else None
                own = adopted.states if adopted is not None else states if read is None else read  # () is boolean
                given_states = other[2] if other and other[:2] == (index, "states") and adopted is None else None
                if given_states is not None:
                    own = given_states
                ranked = self._ranked_parents(
                    index, sentences, candidates, given, introduced_at, own, own_words, child_name=name
                )
                rank = other[2] if other and other[:2] == (index, "parents") else 0
                score, parents = ranked[min(rank, len(ranked) - 1)]
                combos = [
                    tuple(zip(parents, values, strict=True))
                    for values in itertools.product(*(known[p].values for p in parents))
                ]
                for p in parents:
                    if p not in variables:
                        referenced[p] = known[p]
                state_options: list[tuple[str, ...]] = []
                if adopted is not None:
                    states = adopted.states
                elif given_states is not None:
                    states = tuple(given_states)
                else:
                    said = [boolean_by_name(without_name(s, name), name) for s in (states, read or ()) if s]
                    if self.read_states:  # the run's premises may give chances to numbers the first one does not list
                        run = sentences[index : index + len(combos)] if self.strict_runs else [sentence]
                        read = run_states(run, said_name)
                        if read is not None:
                            states = read
                    states = boolean_by_name(without_name(states, name), name)
                    options = [tuple(dict.fromkeys(s)) for s in [*said, ()]]  # a boolean among them
                    state_options = list(dict.fromkeys(s for s in options if s != states))
                if adopted is None:
                    base, suffix = name, 2
                    while name in variables or name in referenced:
                        name, suffix = f"{base}_{suffix}", suffix + 1
                if self.strict_runs and len(combos) > 1:
                    run = sentences[index : index + len(combos)]
                    planned = self.assign_conditions(
                        run,
                        combos,
                        known,
                        lambda j, v, i=index: given(i + j, v),
                        self.descriptions_before(sentences, premises, index),
                    )
                    combo = planned.pop(0)
                else:
                    combo = condition(index, combos, known)
                remaining = [c for c in combos if c != combo]
                child = Variable(name, states, tuple(parents))
                choices.append(
                    Choice(index, min(len(combos), len(sentences) - index), score, len(ranked), state_options)
                )
                variables[name] = child
                referenced.pop(name, None)  # never adopted a second time (it would become its own parent)
                introduced[name] = index
                own_words[name] = content_words(consequent(sentence))
                run_child = name
                notes.append(
                    f"introduces {declared_text({name: child})}" + (f" given {_combo_text(combo)}" if combo else "")
                )
            if introduced[child.name] == index:
                probabilities = self.choose_probabilities(sentence, child)
            else:
                condition_words = parent_words(child, {**referenced, **variables}, own_words)
                introduction = sentences[introduced[child.name]]
                probabilities = self.choose_probabilities(sentence, child, introduction, condition_words)
            premise = PremiseSlots(child.name, tuple(combo), probabilities)
            premises.append(premise)
        if referenced:  # a parent whose own premise never came
            return None
        clauses = [render_premise(variables, p) for p in premises]
        parsed = ParsedPremises(variables, premises, clauses, notes, smoothed_clauses(variables, premises))
        parsed.choices = choices
        return parsed, introduced

    def descriptions_before(
        self, sentences: Sequence[str], premises: Sequence[PremiseSlots], index: int
    ) -> dict[str, set[str]] | None:
        """With ``condition_descriptions``, what the premises before ``index`` call each variable they are about
        (:func:`variable_descriptions`; ``premises`` aligned with ``sentences``), else None."""
        if not self.condition_descriptions:
            return None
        return variable_descriptions(sentences[:index], premises[:index])

    def condition_scores(
        self,
        sentence: str,
        combos: Sequence[tuple[tuple[str, str], ...]],
        variables: Mapping[str, Variable],
        given: Callable[[Variable], Mapping[str, float]],
        matches: Mapping[tuple[str, str], float] | None = None,
        descriptions: Mapping[str, set[str]] | None = None,
    ) -> list[float]:
        """How well ``sentence`` says each parent assignment of ``combos`` (log scale, :meth:`choose_condition`);
        ``matches`` are the sentence's :meth:`condition_matches` where already computed."""
        if self.condition_weight and matches is None:
            matches = self.condition_matches(sentence, combos, variables, descriptions)
        said = {key: math.log(0.1 + match) for key, match in (matches or {}).items()}
        scores = []
        for combo in combos:
            score = 0.0
            if self.given_weight:
                score += self.given_weight * sum(math.log(max(given(variables[p])[v], 1e-6)) for p, v in combo)
            if self.condition_weight:
                for p, v in combo:
                    score += self.condition_weight * said[p, v]
            scores.append(score)
        return scores

    @staticmethod
    def condition_matches(
        sentence: str,
        combos: Sequence[tuple[tuple[str, str], ...]],
        variables: Mapping[str, Variable],
        descriptions: Mapping[str, set[str]] | None = None,
    ) -> dict[tuple[str, str], float]:
        """:func:`condition_match` of every (parent, value) in ``combos``, each parent beside the others; with
        ``descriptions`` (:func:`variable_descriptions` of the premises read so far) a parent's words no other
        parent's description and none of its states has stand for a name the condition does not say."""
        parents = [variables[p] for p, _ in combos[0]] if combos else []
        descriptions = descriptions or {}
        described: dict[str, set[str]] = {}
        for parent in parents:
            words = set(descriptions.get(parent.name, ()))
            for other in parents:
                if other is not parent:
                    words -= set(descriptions.get(other.name, ()))
            words -= _state_word_set(parent.states)
            described[parent.name] = words
        pairs = dict.fromkeys(pair for combo in combos for pair in combo)
        return {
            (p, v): condition_match(
                sentence, variables[p], v, [o for o in parents if o.name != p], described.get(p, set())
            )
            for p, v in pairs
        }

    def assign_conditions(
        self,
        sentences: Sequence[str],
        combos: Sequence[tuple[tuple[str, str], ...]],
        variables: Mapping[str, Variable],
        given: Callable[[int, Variable], Mapping[str, float]],
        descriptions: Mapping[str, set[str]] | None = None,
    ) -> list[tuple[tuple[str, str], ...]]:
        """The parent assignment of each premise of one run, chosen together: one assignment per premise, the
        assignment that maximises how well the premises say theirs (:meth:`condition_scores`) plus ``order_weight``
        for each premise that takes its place in the order QUITE's runs usually follow (the parents' values
        counted like digits, the last parent fastest, for the order of the parents, and of each parent's values —
        as declared, or as the run first says each one alone — that the premises agree with best).

        Args:
            sentences (`Sequence[str]`): the run's premises, at most ``len(combos)``.
            combos (`Sequence[tuple[tuple[str, str], ...]]`): the assignments the run owes, in
                ``itertools.product`` order of the parents as listed.
            variables (`Mapping[str, Variable]`): the declared variables.
            given (`Callable[[int, Variable], Mapping[str, float]]`): the chooser's P(premise ``j`` of the run
                conditions on variable=value), per value of a variable.
            descriptions (`Mapping[str, set[str]]`, *optional*): what the premises read so far call each variable
                (:meth:`condition_matches`).

        Returns:
            `list[tuple[tuple[str, str], ...]]`: one assignment per sentence, all different.

        Examples:

            >>> parser = SlotParser(None, None)
            >>> a, b = Variable("rain"), Variable("wind", ("calm", "strong"))
            >>> combos = [(("rain", r), ("wind", w)) for r in ("true", "false") for w in ("calm", "strong")]
            >>> run = ["If it rains and the wind is strong, 9%.", "If it rains and the wind is calm, 5%.",
            ...        "Without rain and a calm wind, 1%.", "If it does not rain, 2%."]
            >>> picked = parser.assign_conditions(run, combos, {"rain": a, "wind": b}, None)
            >>> [dict(c) for c in picked]  # doctest: +NORMALIZE_WHITESPACE
            [{'rain': 'true', 'wind': 'strong'}, {'rain': 'true', 'wind': 'calm'},
             {'rain': 'false', 'wind': 'calm'}, {'rain': 'false', 'wind': 'strong'}]
        """
        from scipy.optimize import linear_sum_assignment

        if len(combos) <= 1 or not sentences:
            return list(combos[: len(sentences)])
        matches = [self.condition_matches(sentence, combos, variables, descriptions) for sentence in sentences]
        scores = [
            self.condition_scores(sentence, combos, variables, lambda v, j=j: given(j, v), matches[j])
            for j, sentence in enumerate(sentences)
        ]
        index = {frozenset(c): k for k, c in enumerate(combos)}
        names = [p for p, _ in combos[0]]
        said_first: dict[str, dict[str, int]] = {p: {} for p in names}  # value -> first premise that says it alone
        for j in range(len(sentences)):
            for p in names:
                top = [v for v in variables[p].values if matches[j][p, v] == 1.0]
                if len(top) == 1:
                    said_first[p].setdefault(top[0], j)
        value_orders = [
            {p: variables[p].values for p in names},  # as declared
            {  # as the run says them first (a parent whose states were read in another order)
                p: tuple(sorted(variables[p].values, key=lambda v, p=p: said_first[p].get(v, len(sentences))))
                for p in names
            },
        ]
        best_order, best = list(range(len(combos))), -math.inf
        for values_of in value_orders:
            for order in itertools.permutations(names):
                sequence = [
                    index[frozenset(zip(order, values, strict=True))]
                    for values in itertools.product(*(values_of[p] for p in order))
                ]
                along = sum(scores[j][sequence[j]] for j in range(len(sentences)))
                if along > best:
                    best_order, best = sequence, along
        cost = [
            [-(row[k] + (self.order_weight if best_order[j] == k else 0.0)) for k in range(len(combos))]
            for j, row in enumerate(scores)
        ]
        rows, cols = linear_sum_assignment(cost)
        picked = dict(zip(rows, cols, strict=True))
        return [combos[picked[j]] for j in range(len(sentences))]

    def choose_condition(
        self,
        sentence: str,
        combos: Sequence[tuple[tuple[str, str], ...]],
        variables: Mapping[str, Variable],
        given: Callable[[Variable], Mapping[str, float]],
        descriptions: Mapping[str, set[str]] | None = None,
    ) -> tuple[tuple[str, str], ...]:
        """The parent assignment a premise conditions on, among ``combos`` (those its run still owes): the chooser,
        and the parents' values the condition says (:func:`condition_match`, weighted by ``condition_weight``).

        Args:
            sentence (`str`): the premise.
            combos (`Sequence[tuple[tuple[str, str], ...]]`): ``(parent, value)`` assignments to choose from.
            variables (`Mapping[str, Variable]`): the declared variables.
            given (`Callable[[Variable], Mapping[str, float]]`): the chooser's P(the premise conditions on
                variable=value), per value of a variable.
            descriptions (`Mapping[str, set[str]]`, *optional*): what the premises read so far call each variable
                (:meth:`condition_matches`).
        """
        if len(combos) == 1:
            return combos[0]
        scores = self.condition_scores(sentence, combos, variables, given, descriptions=descriptions)
        return combos[max(range(len(combos)), key=scores.__getitem__)]

    def _choose_parents(self, *args, **kwargs) -> list[str]:
        """The parent set whose run (the premises it implies) mentions its members most and others least, the first
        of :meth:`_ranked_parents` (its arguments)."""
        return self._ranked_parents(*args, **kwargs)[0][1]

    def _ranked_parents(
        self,
        index,
        sentences,
        declared: list[Variable],
        given,
        introduced_at: Mapping[str, int] | None = None,
        child_states: Sequence[str] = (),
        own_words: Mapping[str, set[str]] | None = None,
        child_name: str = "",
    ) -> list[tuple[float, list[str]]]:
        """Every parent set the premise at ``index`` may take, best first, with its score: how much its run (the
        premises it implies) mentions its members and not the others, how surely those premises make one run, and
        how well they say the set's assignments (ties keep the smaller set first). ``introduced_at`` (name →
        premise index) keeps a variable introduced later in the text out of a set whose run would cover its
        introduction; ``child_states`` and ``child_name`` (the new variable's) name no parent
        (:func:`premise_mentions`); ``own_words``: the words of the premise that introduced each declared variable
        (:func:`condition_match`)."""
        if not declared:
            return [(0.0, [])]
        weight = self.parent_lexical_weight
        lexical: dict[int, dict[str, float]] = {}

        def says(j: int, v: Variable) -> float:
            """P(premise ``j`` mentions ``v``): the chooser and, with ``weight``, :func:`premise_mentions`."""
            p = max(given(j, v).values()) if weight < 1 else 0.0
            if weight:
                if j not in lexical:
                    lexical[j] = premise_mentions(
                        sentences[j], declared, child_states, child_name, stated_children=self.stated_children
                    )
                    if self.described_parents and own_words:
                        described = described_mentions(sentences[j], declared, own_words, child_states)
                        lexical[j].update({n: m for n, m in described.items() if not lexical[j][n]})
                    if self.borrowed_names and own_words:  # "an error due to low cardiac output": not v_error
                        lexical[j].update(borrowed_mentions(sentences[j], declared, own_words, lexical[j]))
                p = (1 - weight) * p + weight * lexical[j][v.name]
            return p

        mention = {v.name: says(index, v) for v in declared}
        shortlist = sorted(declared, key=lambda v: -mention[v.name])[:6]
        shortlist = [v for v in shortlist if mention[v.name] > 0.02]
        left = len(sentences) - index
        continuity, matches = self._text_state(sentences)
        scored: list[tuple[float, tuple[Variable, ...]]] = []
        for size in range(0, min(self.max_parents, len(shortlist)) + 1):
            for subset in itertools.combinations(shortlist, size):
                length = math.prod(len(v.values) for v in subset)
                if self.strict_runs and length > left + self.last_run_short_by:
                    continue
                if introduced_at and any(introduced_at.get(v.name, math.inf) < index + length for v in subset):
                    continue
                length = min(length, left)
                if self.run_breaks and subset and continuity.breaks(index, length):
                    continue
                score = 0.0
                for j in range(index, index + length):
                    for v in shortlist:
                        p = min(max(says(j, v), self.mention_floor), 1 - self.mention_floor)
                        score += math.log(p) if v in subset else math.log(1 - p)
                score /= length
                if self.run_weight:
                    score += self.run_weight * continuity.log_length(index, length)
                if self.parent_condition_weight and subset:
                    score += self.parent_condition_weight * self._run_conditions(
                        sentences, matches, index, subset, length, own_words or {}
                    )
                scored.append((score, subset))
        order = {v.name: i for i, v in enumerate(declared)}
        ranked = sorted(scored, key=lambda pair: -pair[0])  # stable: the first of equal scores stays first
        return [(score, sorted((v.name for v in subset), key=order.get)) for score, subset in ranked]

    def _text_state(self, sentences: Sequence[str]) -> tuple[RunContinuity, dict]:
        """What parent-set choices over one text share: its :class:`RunContinuity` and the :func:`condition_match`
        values computed so far (``(premise, variable, value, the words that introduced the variable)`` → match);
        kept for the last text seen."""
        key = tuple(sentences)
        if self._text is None or self._text[0] != key:
            self._text = (key, RunContinuity(sentences, state_odds=self.state_break_odds), {})
        return self._text[1], self._text[2]

    @staticmethod
    def _run_conditions(
        sentences, matches: dict, index: int, subset: Sequence[Variable], length: int, own: Mapping[str, set[str]]
    ) -> float:
        """How well the run's premises say the parent assignments ``subset`` implies, one each: the mean score of
        the best one-to-one matching of premises to assignments, where a premise scores the mean over the set's
        parents of ``log(0.1 + match)``, ``match`` being the :func:`condition_match` of the parent's value (a parent
        every premise says the same value of cannot be a parent: "the species" in every premise of a run that is not
        about it). Each parent counts on its own, so one whose values the premises do not say costs as much in a set
        of three as alone (the mean of the matches, before, let two parents said well carry a third said nowhere).
        ``matches`` keeps the values across calls (:meth:`_text_state`); ``own``: the words of the premise that
        introduced each variable."""
        from scipy.optimize import linear_sum_assignment

        def match(j: int, v: Variable, value: str) -> float:
            words = frozenset(own.get(v.name, ()))  # a later reading may introduce v with other words
            if (j, v.name, value, words) not in matches:
                matches[j, v.name, value, words] = condition_match(sentences[j], v, value, own=words)
            return matches[j, v.name, value, words]

        combos = list(itertools.product(*(v.values for v in subset)))
        cost = [
            [
                -sum(math.log(0.1 + match(j, v, value)) for v, value in zip(subset, combo, strict=True)) / len(subset)
                for combo in combos
            ]
            for j in range(index, index + length)
        ]
        rows, cols = linear_sum_assignment(cost)
        return -sum(cost[r][c] for r, c in zip(rows, cols, strict=True)) / length

    def choose_probabilities(
        self, sentence: str, child: Variable, introduction: str | None = None, condition_words: Collection[str] = ()
    ) -> tuple[float, ...]:
        """One probability per state (P(true) for a boolean): the rules' reading (:func:`read_probabilities`) when
        it is complete, else the chooser among :func:`candidate_values`, beside the states the rules read. With
        ``opposite_rows``, a later premise of a boolean that says it by the opposite of the words of the premise
        that introduced it (``introduction``; :func:`said_against`, without ``condition_words``) is read as
        ``1 − p``."""
        states = ("true",) if child.boolean else child.states
        if child.boolean and introduction:
            times = times_another_row(sentence, introduction)
            if times is not None:
                return (times,)
        values = candidate_values(sentence, len(states))
        words = values == list(WEP_GRID)
        reading = read_probabilities(sentence, child) if self.read_numbers and (self.read_words or not words) else None
        if reading is not None and None not in reading:
            if (
                child.boolean
                and introduction
                and self.opposite_rows
                and said_against(sentence, introduction, condition_words)
            ):
                reading = (round(1 - reading[0], 10),)  # "a new bulb lasts …" of one that burns out
            total = sum(reading)
            if child.boolean or total <= 1 + self.sum_tolerance or words:
                if words and not child.boolean and abs(total - 1) > self.sum_tolerance:
                    reading = words_to_one(reading)
                return normalize(reading, boolean=child.boolean)
        read = [None] * len(states) if reading is None else list(reading)
        values = sorted(set(values) | {round(r, 10) for r in read if r is not None})
        texts = [probability_candidate(child, s, v) for s in states for v in values]
        scores = self.chooser([sentence] * len(texts), texts)
        table = [
            [math.log(max(scores[i * len(values) + j], 1e-9)) for j in range(len(values))] for i in range(len(states))
        ]
        for row, said in zip(table, read, strict=True):
            if said is not None and self.reading_weight:
                for j, value in enumerate(values):
                    row[j] += self.reading_weight * math.log(0.1 + (abs(value - said) <= 1e-9))
        if child.boolean:
            return (values[max(range(len(values)), key=lambda j: table[0][j])],)
        best = self._best_sum_one(values, table) if not words else None
        if best is None:
            best = tuple(values[max(range(len(values)), key=lambda j: row[j])] for row in table)
            total = sum(best)
            if words and total > 0:
                best = words_to_one(best)
            else:
                best = tuple(p / total for p in best) if total > 0 else tuple(1 / len(states) for _ in states)
        return normalize(best, boolean=False)

    def _best_sum_one(
        self, values: list[float], table: list[list[float]], top: int = 5, beam: int = 200
    ) -> tuple[float, ...] | None:
        """The highest-scoring choice whose numbers sum to 1 (within ``sum_tolerance``), by beam search."""
        options = [sorted(range(len(values)), key=lambda j: -row[j])[:top] for row in table]
        beams = [(0.0, 0.0, ())]
        for row, choices in zip(table, options, strict=True):
            extended = [
                (score + row[j], total + values[j], picked + (values[j],))
                for score, total, picked in beams
                for j in choices
                if total + values[j] <= 1 + self.sum_tolerance
            ]
            beams = sorted(extended, key=lambda b: -b[0])[:beam]
            if not beams:
                return None
        done = [b for b in beams if abs(b[1] - 1) <= self.sum_tolerance]
        return max(done, key=lambda b: b[0])[2] if done else None

    # -- evidence and question --------------------------------------------------------------------------------

    def choose_atoms(
        self,
        variables: Mapping[str, Variable],
        sentences: Sequence[str],
        kinds: Sequence[str],
        descriptions: Mapping[str, set[str]] | None = None,
        premise_texts: Mapping[str, Sequence[str]] | None = None,
        subjects: Collection[str] = (),
        sides: Mapping[str, tuple[Collection[str], Collection[str]]] | None = None,
    ) -> list[AtomSlot]:
        """The (variable, value, polarity) each sentence means.

        Every declared variable is scored (chooser and :func:`lexical_scores`, plus :func:`description_scores`
        with the premise text's ``descriptions`` of the variables, :func:`variable_descriptions`, and with an
        ``embedder`` the sentence's similarity to ``premise_texts``, each variable's premise consequents), then the
        values and polarities (:func:`atom_choices`) of the ``shortlist`` best (chooser, :func:`state_match`,
        :func:`negated`); with ``distinct_variables`` the sentences' atoms are chosen together, one variable each.
        The names of ``subjects`` (:func:`text_subjects`) count ``subject_discount`` of their lexical score; a
        variable whose ``premise_texts`` describe it at a time of day other than the one a sentence says loses
        ``time_penalty`` for it (:func:`other_time`); a boolean is said false by the words its premises' ``sides``
        (:func:`condition_sides`, :func:`row_sides`) say it false by. The chooser and the embedder read a declared
        name's initials spelt out (:func:`spelt_initialisms`), in the sentences, the premise text and the
        candidates."""
        names = list(variables)
        described = dict.fromkeys(names, "")
        if self.described_candidates and descriptions and premise_texts:
            described = {
                n: described_words(variables[n], descriptions.get(n, ()), premise_texts.get(n, ())) for n in names
            }
        spelt = [spelt_initialisms(s, variables) for s in sentences]  # "LVH", "report_lvh": the chooser's words
        scores = self.chooser(
            [s for s in spelt for _ in names],
            [
                spelt_initialisms(variable_candidate(k, variables[n], described[n]), variables)
                for k in kinds
                for n in names
            ],
        )
        rows = []
        lexicals = [lexical_scores(s, variables, k) for s, k in zip(sentences, kinds, strict=True)]
        for lexical in lexicals:  # a name the whole text says tells nothing; what the premises say of it still does
            lexical.update({n: lexical[n] * self.subject_discount for n in subjects if n in lexical})
        named = [dict(lexical) for lexical in lexicals]  # the names alone
        said = [
            description_scores(sentence, descriptions, kind, foreign=self.description_foreign) if descriptions else {}
            for sentence, kind in zip(sentences, kinds, strict=True)
        ]
        if descriptions and self.description_weight:
            for lexical, described in zip(lexicals, said, strict=True):
                lexical.update({n: lexical[n] + self.description_weight * described.get(n, 0.0) for n in names})
        if self.subject_discount and len(sentences) > 1:  # a name every sentence says is the text's subject
            everywhere = {n for n in names if all(lexical[n] >= 1 for lexical in lexicals)}
            for lexical in lexicals:
                if any(lexical[n] >= 1 for n in names if n not in everywhere):
                    lexical.update({n: lexical[n] * self.subject_discount for n in everywhere})
        similar = self._similarities(
            spelt,
            kinds,
            names,
            premise_texts
            and {n: [spelt_initialisms(t, variables) for t in texts] for n, texts in premise_texts.items()},
        )
        times = (
            {n: described_times(premise_texts.get(n, ())) for n in names}
            if premise_texts and self.time_penalty
            else {}
        )
        beyond: list[dict[str, str]] = []  # per sentence, described_beyond
        for i, lexical in enumerate(lexicals):
            chosen = scores[i * len(names) : (i + 1) * len(names)]
            row = {n: math.log(max(p, 1e-9)) for n, p in zip(names, chosen, strict=True)}
            if self.lexical_weight:
                row = {n: score + self.lexical_weight * math.log(0.1 + lexical[n]) for n, score in row.items()}
            if similar:
                row = {n: score + self.embedding_weight * similar[i].get(n, 0.0) for n, score in row.items()}
            for n, described in times.items():  # "at 12:15" of variables described at 12:00 and at 12:15
                if other_time(sentences[i], kinds[i], described):
                    row[n] -= self.time_penalty
            top = max(named[i].values(), default=0.0)
            tied = [n for n in names if named[i][n] >= top - 1e-9]
            if self.description_tie_weight and len(tied) >= 2 and top < 1:  # no name said whole tells them apart
                for n in tied:
                    row[n] += self.description_tie_weight * said[i].get(n, 0.0)
            beyond.append(
                described_beyond(
                    sentences[i],
                    kinds[i],
                    variables,
                    descriptions,
                    named[i],
                    said[i],
                    (premise_texts or {}) if self.described_readings else None,
                )
                if self.described_beyond and descriptions
                else {}
            )
            if self.head_children:  # "no documented report or formal assessment of the left ventricular …"
                for partial, head in head_children(sentences[i], kinds[i], variables, named[i]).items():
                    beyond[-1].setdefault(partial, head)
            for partial, fuller in beyond[-1].items():  # "the blood volume is low": hypovolemia, not stroke_volume
                row[fuller] = max(row[fuller], row[partial] + 1.0)
            rows.append(row)
        texts, candidates, owners = [], [], []
        for i, kind in enumerate(kinds):
            for name in sorted(names, key=lambda n: -rows[i][n])[: self.shortlist]:
                for choice in atom_choices(variables[name]):
                    texts.append(spelt[i])
                    candidates.append(spelt_initialisms(atom_candidate(kind, variables[name], choice), variables))
                    owners.append((i, choice))
        value_scores = self.chooser(texts, candidates)
        introductions = {n: next(iter((premise_texts or {}).get(n, ())), None) for n in names}
        described_booleans = _described_names(variables, descriptions) if self.described_state_words else {}
        asked = list(dict.fromkeys((i, c.variable) for i, c in owners))  # each sentence's shortlisted variables, once
        opposed = {  # once per sentence and boolean: both its atoms ask
            (i, name): _opposite_said(
                variables[name],
                sentences[i],
                kinds[i],
                (descriptions or {}).get(name, ()),
                introductions[name],
                (sides or {}).get(name, ((), ()))[1] if self.antonym_sides else (),
            )
            for i, name in asked
            if variables[name].boolean
        }
        if self.boolean_polarity_by_rules:  # a boolean said by an opposite word: its values score as its better one
            better: dict[tuple[int, str], float] = {}
            for (i, choice), score in zip(owners, value_scores, strict=True):
                if opposed.get((i, choice.variable)):
                    better[i, choice.variable] = max(better.get((i, choice.variable), 0.0), score)
            value_scores = [better.get((i, c.variable), v) for (i, c), v in zip(owners, value_scores, strict=True)]
        if self.abbreviated_values:  # a name the rules find said only abbreviated: the chooser cannot read it
            value_scores = _abbreviated_values(owners, value_scores, named, sentences, kinds)
        floors = {  # once per sentence and variable it says alone and whole: its best state's prior, if below 0
            (i, name): min(
                0.0,
                max(
                    self._state_prior(
                        variables[name], s, sentences[i], kinds[i], names, described_booleans.get(name, ())
                    )
                    for s in variables[name].states
                ),
            )
            for i, name in asked
            if self.whole_name_states
            and not variables[name].boolean
            and _alone_whole(named[i], name, sentences[i], variables)
        }
        options: list[dict[AtomSlot, float]] = [{} for _ in sentences]
        for (i, choice), score in zip(owners, value_scores, strict=True):
            options[i][choice] = (
                rows[i][choice.variable]
                + math.log(max(score, 1e-9))
                + self._atom_prior(
                    variables[choice.variable],
                    choice,
                    sentences[i],
                    kinds[i],
                    names,
                    (descriptions or {}).get(choice.variable, ()),
                    (sides or {}).get(choice.variable),
                    introductions[choice.variable],
                    opposed.get((i, choice.variable)),
                    described_booleans.get(choice.variable, ()),
                    floors.get((i, choice.variable), 0.0),
                )
            )
        for option, lifted in zip(options, beyond, strict=True):  # and its atoms above the partly said one's
            for partial, fuller in lifted.items():
                theirs = [v for c, v in option.items() if c.variable == partial]
                ours = [c for c in option if c.variable == fuller]
                gap = max(theirs, default=-math.inf) + 1.0 - max((option[c] for c in ours), default=math.inf)
                for c in ours if gap > 0 else ():
                    option[c] += gap
        best = [max(option, key=option.get) for option in options]
        if not self.distinct_variables:
            return best
        apart = [i for i, kind in enumerate(kinds) if kind != "question" or not self.question_shares]
        chosen = _apart(best, options, apart)
        if self.question_share_cost is not None and len(apart) == len(kinds):  # or the question shares, at a cost
            said = [i for i, kind in enumerate(kinds) if kind != "question"]
            shared = _apart(best, options, said)
            if _total(options, shared) - self.question_share_cost > _total(options, chosen):
                return shared
        return chosen

    def _similarities(
        self,
        sentences: Sequence[str],
        kinds: Sequence[str],
        names: Sequence[str],
        premise_texts: Mapping[str, Sequence[str]] | None,
    ) -> list[dict[str, float]]:
        """Per sentence, each variable's largest cosine similarity between the sentence (a question's
        :func:`asked_part`) and the consequents of its premises; empty without an embedder or a weight."""
        if not (self.embedder is not None and self.embedding_weight and premise_texts):
            return []
        asked = [asked_part(s) if k == "question" else s for s, k in zip(sentences, kinds, strict=True)]
        owned = [(n, t) for n in names for t in premise_texts.get(n, ())]
        if not owned:
            return []
        said = self.embedder(asked)
        premises = self.embedder([t for _, t in owned])
        table = said @ premises.T
        rows = []
        for i in range(len(sentences)):
            best: dict[str, float] = {}
            for j, (name, _) in enumerate(owned):
                best[name] = max(best.get(name, -1.0), float(table[i, j]))
            rows.append(best)
        return rows

    def _state_prior(
        self,
        variable: Variable,
        state: str,
        sentence: str,
        kind: str,
        names: Sequence[str] = (),
        described_others: Collection[str] = (),
    ) -> float:
        """The state words' part of :meth:`_atom_prior`: ``state_weight`` (``number_state_weight`` for a state with a
        digit) times ``log(0.1 + state_match)``, not counting the other variables' ``names`` nor the booleans'
        descriptions (``described_others``)."""
        weight = self.number_state_weight if any(c.isdigit() for c in state) else self.state_weight
        if not weight:
            return 0.0
        others = [n for n in names if n != variable.name] + list(described_others)
        return weight * math.log(0.1 + state_match(sentence, variable, state, kind, others))

    def _atom_prior(
        self,
        variable: Variable,
        choice: AtomSlot,
        sentence: str,
        kind: str,
        names: Sequence[str] = (),
        described: Collection[str] = (),
        side: tuple[Collection[str], Collection[str]] | None = None,
        introduction: str | None = None,
        opposite: bool | None = None,
        described_others: Sequence[str] = (),
        state_floor: float = 0.0,
    ) -> float:
        """The rules' log-score of one atom: state words (:func:`state_match`, not counting the words of the other
        variables' ``names``) and polarity (:func:`negated`; a boolean said by the opposite of a word its name or
        the premise text's description of it, ``described``, says, or, with ``opposite_rows``, of a word of the
        consequent of the premise that introduced it, ``introduction``: :func:`said_opposite`; or by the words the
        premises say it false by, ``side``: :func:`said_side`). ``opposite``: :func:`_opposite_said` of a boolean,
        where the caller has it. ``described_others``: the booleans' descriptions as names
        (:func:`_described_names`), whose words are not a state's either. ``state_floor``: where the sentence says the
        variable's whole name alone, its best state's prior when below 0, taken off, so its state words count against
        its other states only, not against other variables (``whole_name_states``: "the print data is correct" is
        the print data, whose states are *intact* and *corrupt*, not the printout, whose state *correct* is)."""
        prior = 0.0
        said = asked_part(sentence) if kind == "question" else sentence
        if variable.boolean:
            plain = " ".join(_unnegated(said))  # "absent" is said false by negated() alone
            own = {w for w in (*described, *variable.name.split("_")) if not _NEGATION.fullmatch(w)}
            if opposite is None:  # "the test is negative"
                false_words = side[1] if self.antonym_sides and side is not None else ()
                opposite = _opposite_said(variable, sentence, kind, described, introduction, false_words)
            if not opposite and self.normal_false and _NORMAL.search(plain):  # "the temperature is normal": no fever
                opposite = not any(_same_word(w, x) for w in own for x in ("normal", "abnormal"))
            if not opposite and introduction and self.opposite_rows:  # "negative" of a scan that "detects" tumours
                # not by a word of the name: "positive" of scan_positive introduced as "the scan misses …", "ill" of
                # ill introduced as "stays healthy" (its numbers were read for the name's side)
                name = variable.name.split("_")
                unnamed = [w for w in plain.split() if not any(_same_word(w, n) for n in name)]
                introduced = _unnegated(introduction)
                if self.antonym_sides and side is not None:  # "correct in 95% … and wrong in 5%": not "right"'s
                    introduced = _leaving_out(introduced, side[1])
                opposite = _said_against_words(unnamed, introduced)
            opposite = opposite or (side is not None and said_side(said, side))  # "the email is legitimate"
            said_not = negated(said, prefix=True) != opposite
            if self.negation_weight and said_not != (choice.value == "false"):
                prior -= self.negation_weight
            return prior
        state = choice.value
        if self.two_state_negation and len(variable.states) == 2 and choice.positive:  # "not intact": corrupt
            other = next(s for s in variable.states if s != choice.value)
            if negates_state(said, other) and not negates_state(said, choice.value):
                state = other  # its words are said, and mean this state
        prior += self._state_prior(variable, state, sentence, kind, names, described_others) - state_floor
        if self.unsaid_none and _unsaid_none(variable, choice, said):
            prior -= self.negation_weight  # "the building has a sprinkler system": existent, not none
        if state != choice.value:
            return prior
        if negates_state(said, choice.value) or (
            self.antonym_sides and len(variable.states) == 2 and _antonym_state(said, choice.value)
        ):
            prior -= self.negation_weight if choice.positive else 0.0  # "how likely is it that it is not sunny?"
        elif not choice.positive:
            prior -= self.negated_state_penalty
        return prior

    def parse_question(
        self,
        variables: Mapping[str, Variable],
        evidences: Sequence[str],
        question: str,
        descriptions: Mapping[str, set[str]] | None = None,
        premise_texts: Mapping[str, Sequence[str]] | None = None,
        subjects: Collection[str] = (),
        sides: Mapping[str, tuple[Collection[str], Collection[str]]] | None = None,
    ) -> tuple[list[str], str]:
        """Evidence clauses and the query clause over the declared variables (``descriptions``: what the premise
        text calls each, :func:`variable_descriptions`; ``premise_texts``: the consequents of each variable's
        premises; ``sides``: the words the premises say each boolean true and false by, :func:`condition_sides`
        and :func:`row_sides`)."""
        atoms = self.choose_atoms(
            variables,
            [*evidences, question],
            ["evidence"] * len(evidences) + ["question"],
            descriptions,
            premise_texts,
            subjects,
            sides,
        )
        return render_question(variables, atoms[:-1], atoms[-1])

    def _question_context(
        self, sentences: Sequence[str], parsed: ParsedPremises
    ) -> tuple[dict[str, set[str]] | None, dict[str, list[str]] | None, set[str], dict | None]:
        """What the premise text says of each variable (:func:`variable_descriptions`, :func:`premise_consequents`,
        :func:`text_subjects`, :func:`condition_sides`), computed once per text and kept on ``parsed`` for its other
        questions; nothing when the sentences are not one per premise slot."""
        key = (tuple(sentences), self.text_subject_share)
        if key not in parsed.question_contexts:
            context = None, None, set(), None
            if len(sentences) == len(parsed.premises):  # one premise slot per sentence
                context = (
                    variable_descriptions(sentences, parsed.premises, scale=False),
                    premise_consequents(sentences, parsed.premises),
                    text_subjects(sentences, parsed.premises, parsed.variables, share=self.text_subject_share),
                    _merged_sides(condition_sides(sentences, parsed.premises), row_sides(sentences, parsed.premises)),
                )
            parsed.question_contexts[key] = context
        return parsed.question_contexts[key]

    def parse(
        self,
        premises: Sequence[str],
        evidences: Sequence[str],
        question: str,
        *,
        premise_program: str | Sequence[str] | None = None,
        parsed_premises: ParsedPremises | None = None,
    ) -> ParsedProgram:
        """Parse a whole QUITE-style text; never runs ProbLog.

        Args:
            premises (`Sequence[str]`): premise sentences.
            evidences (`Sequence[str]`): evidence sentences; none: the facts the question states after ``given`` /
                ``if`` … (:func:`question_conditions`), and the notes say so.
            question (`str`): the question.
            premise_program (`str | Sequence[str]`, *optional*): gold premise clauses (oracle mode), one clause per
                line or one block per premise: only evidence and question are parsed.
            parsed_premises (`ParsedPremises`, *optional*): premises parsed before (shared by several questions).

        Returns:
            [`ParsedProgram`]

        Raises:
            `ValueError`: no premise, a list given as one string, or a premise, evidence sentence or question that is
                blank or not a string (the message names it: "the premise 2 is blank").
        """
        _check_sentences(evidences, "evidence sentence")
        _check_sentences([question], "question")
        if premise_program is not None:
            parsed_premises = premises_from_program(premise_program)
        elif parsed_premises is None:
            parsed_premises = self.parse_premises(premises)
        premises = parsed_premises.sentences or list(premises)  # one sentence per row, as read
        notes = list(parsed_premises.notes)
        if not evidences:  # "Given that the grass is wet, how likely is it that it rains?"
            evidences = question_conditions(question)
            if evidences:
                notes.append(f"(evidence read from the question: {' | '.join(evidences)})")
        descriptions, premise_texts, subjects, sides = self._question_context(premises, parsed_premises)
        evidence_clauses, query_clause = self.parse_question(
            parsed_premises.variables, evidences, question, descriptions, premise_texts, subjects, sides
        )
        return ParsedProgram(
            premises=list(premises),
            premise_clauses=list(parsed_premises.clauses),
            evidences=list(evidences),
            evidence_clauses=evidence_clauses,
            question=question,
            query_clause=query_clause,
            variables=[
                {"name": v.name, "states": list(v.states), "parents": list(v.parents)}
                for v in parsed_premises.variables.values()
            ],
            notes=notes,
            smoothed_premise_clauses=[list(c) for c in parsed_premises.smoothed_clauses],
        )


def _abbreviated_values(
    owners: Sequence[tuple[int, AtomSlot]],
    value_scores: Sequence[float],
    named: Sequence[Mapping[str, float]],
    sentences: Sequence[str],
    kinds: Sequence[str],
) -> list[float]:
    """The chooser's value scores, with those of each variable whose name a sentence says only abbreviated
    (:func:`lexical_scores` 0.75 or more, and no word of the name said as it is written: ``prtdata`` for "the print
    data") lifted so that its best value scores as the sentence's best atom does: the chooser, which cannot read the
    abbreviation, still weighs the variable's values against each other, and the rules' score of the variable
    decides it."""
    best: dict[int, float] = {}
    top: dict[tuple[int, str], float] = {}
    for (i, choice), score in zip(owners, value_scores, strict=True):
        best[i] = max(best.get(i, 0.0), score)
        top[i, choice.variable] = max(top.get((i, choice.variable), 0.0), score)
    words = [set(_words(asked_part(s) if k == "question" else s)) for s, k in zip(sentences, kinds, strict=True)]
    lifted = {
        (i, name)
        for i, name in top
        if named[i].get(name, 0.0) >= 0.75 and not any(unit in words[i] for unit in name.split("_") if len(unit) > 1)
    }
    return [
        v * best[i] / max(top[i, c.variable], 1e-9) if (i, c.variable) in lifted else v
        for (i, c), v in zip(owners, value_scores, strict=True)
    ]


def _described_names(
    variables: Mapping[str, Variable], descriptions: Mapping[str, Collection[str]] | None
) -> dict[str, list[str]]:
    """For each variable of states, the other booleans' descriptions (:func:`variable_descriptions`) written as
    names (words joined by ``_``) for :func:`state_match`'s ``other_names``, less the words the variable's own
    description says beside its states, and its name's (a run of those names the variable, not a boolean); none
    of fewer than two words.

    Examples:

        >>> variables = {"hr": Variable("hr", ("low", "high")), "err": Variable("err", ())}
        >>> _described_names(variables, {"hr": {"heart", "rate", "low"}, "err": {"error", "low", "heart", "output"}})
        {'hr': ['error_low_output']}
    """
    descriptions = descriptions or {}
    booleans = {n: words for n, words in descriptions.items() if n in variables and variables[n].boolean}
    named = {}
    for name, variable in variables.items():
        if variable.boolean:
            continue
        states = _state_word_set(variable.states)
        own = {w for w in descriptions.get(name, ()) if w not in states} | set(_words(name.replace("_", " ")))
        kept = [sorted(w for w in words if w not in own) for words in booleans.values()]
        named[name] = ["_".join(words) for words in kept if len(words) >= 2]
    return named


def _leaving_out(words: Iterable[str], left_out: Collection[str]) -> list[str]:
    """``words`` less any that is one of ``left_out`` in some form (:func:`_same_word`)."""
    return [w for w in words if not any(_same_word(w, x) for x in left_out)]


def _alone_whole(named: Mapping[str, float], name: str, sentence: str, variables: Mapping[str, Variable]) -> bool:
    """Whether a sentence says ``name`` whole (``named``: :func:`lexical_scores`) and no other variable's name at 0.75
    or more by a word outside ``name``'s: "the ventilator tube is not kinked" says ``ventilatortube`` whole but
    ``kinkedtube`` too, by *kinked*, so which of them it is about stays with their states; "is the printout intact?"
    says ``print_data`` at 0.75 only by *printout*, ``printout``'s own word."""
    if named.get(name, 0.0) < 1:
        return False
    words = _words(sentence.replace("-", " "))
    own = _unit_places(_name_units(variables[name]), words)
    return not any(
        score >= 0.75 and _unit_places(_name_units(variables[other]), words) - own
        for other, score in named.items()
        if other != name
    )


def _opposite_said(
    variable: Variable,
    sentence: str,
    kind: str,
    described: Collection[str] = (),
    introduction: str | None = None,
    false_words: Collection[str] = (),
) -> bool:
    """Whether an evidence sentence or question (its :func:`asked_part`) says a boolean by the opposite of a word its
    name or ``described`` (what the premise text calls it) says, or of a phrase of :data:`_OPPOSITES` the consequent
    of the premise that introduced it (``introduction``) says (:func:`said_opposite`, not counting *not*: "the
    starter motor is broken" of a starter the premises say works; "the alert stays quiet" of one that "goes off").
    ``false_words``, the words its premises say it false by (:func:`row_sides`), are left out of ``described``: the
    opposite of *wrong* says the printout true."""
    said = asked_part(sentence) if kind == "question" else sentence
    own = {w for w in _leaving_out((*described, *variable.name.split("_")), false_words) if not _NEGATION.fullmatch(w)}
    plain = " ".join(_unnegated(said))
    # the introduction's phrases only where its words alone do not say it: an introduction may say both values ("the
    # bus is late with a probability of 60% and on time with a probability of 40%")
    return said_opposite(plain, own) or bool(introduction and said_opposite(plain, own, said_by=introduction))


_ABSENCE_SAID = re.compile(r"\b(?:none|nothing|lack(?:s|ed|ing)?|miss(?:es|ed|ing)?|nonexistent)\b", re.IGNORECASE)
"""Words that say a thing is not there without a negation (:func:`_unsaid_none`)."""


def _unsaid_none(variable: Variable, choice: AtomSlot, said: str) -> bool:
    """Whether ``choice`` is the ``none`` of a variable of two states, one of them ``none``, that ``said`` (an
    evidence sentence, or a question's :func:`asked_part`) gives no reason for: no negation, no *non-*, no word of
    absence (:data:`_ABSENCE_SAID`, :data:`_NONE_SAID`).

    Examples:

        >>> system = Variable("sprinkler_system", ("existent", "none"))
        >>> none = AtomSlot("sprinkler_system", "none", True)
        >>> [_unsaid_none(system, none, s) for s in ("The building has a sprinkler system.",
        ...  "The sprinkler system is non-existent.", "There is no sprinkler system.", "The sprinkler is missing.")]
        [True, False, False, False]
    """
    return (
        choice.positive
        and choice.value == "none"
        and len(variable.states) == 2
        and not negated(said, prefix=True)
        and not _NONE_SAID.search(said)
        and not _ABSENCE_SAID.search(said)
    )


def _check_sentences(sentences: Sequence[str], what: str, least: int = 0) -> None:
    """Raise ``ValueError`` naming the sentence that is not text or is blank, or saying there are too few."""
    if isinstance(sentences, str):
        raise ValueError(f"the {what}s must be a list of sentences, not one string")
    if len(sentences) < least:
        raise ValueError(f"too few {what}s to parse: {len(sentences)}, at least {least} needed")
    for number, sentence in enumerate(sentences, 1):
        where = what if what == "question" else f"{what} {number}"
        if not isinstance(sentence, str):
            raise ValueError(f"the {where} is {sentence!r}, not a sentence")
        if not sentence.strip():
            raise ValueError(f"the {where} is blank")


def _total(options: Sequence[Mapping[AtomSlot, float]], atoms: Sequence[AtomSlot]) -> float:
    """The score of one atom per sentence."""
    return sum(option[atom] for option, atom in zip(options, atoms, strict=True))


def _apart(
    best: Sequence[AtomSlot], options: Sequence[Mapping[AtomSlot, float]], apart: Sequence[int]
) -> list[AtomSlot]:
    """``best`` with the sentences at ``apart`` put on different variables (:func:`_distinct_atoms`) where two of
    them share one."""
    if len({best[i].variable for i in apart}) == len(apart):
        return list(best)
    kept = [options[i] for i in apart]
    chosen, picked = list(best), _distinct_atoms(kept) or _distinct_atoms(kept, repeat=True)
    for i, atom in zip(apart, picked, strict=False):
        chosen[i] = atom
    return chosen


def _distinct_atoms(
    options: Sequence[Mapping[AtomSlot, float]], top: int = 3, beam: int = 64, *, repeat: bool = False
) -> list[AtomSlot]:
    """The best atoms, one per sentence, on different variables (beam search over each sentence's ``top`` variables);
    an empty list when there is no such choice. With ``repeat``, sentences may share a variable when they say the
    same atom of it, never two values of one variable (evidence that could not hold together)."""
    shortlists = []
    for option in options:
        best: dict[str, tuple[float, AtomSlot]] = {}
        for atom, score in option.items():
            if atom.variable not in best or score > best[atom.variable][0]:
                best[atom.variable] = (score, atom)
        shortlists.append(sorted(best.values(), key=lambda b: -b[0])[:top])
    beams: list[tuple[float, list[AtomSlot]]] = [(0.0, [])]
    for shortlist in shortlists:
        beams = sorted(
            (
                (total + score, [*atoms, atom])
                for total, atoms in beams
                for score, atom in shortlist
                if all(a.variable != atom.variable or (repeat and a == atom) for a in atoms)
            ),
            key=lambda b: -b[0],
        )[:beam]
    return beams[0][1] if beams else []


def premises_from_program(program: str | Sequence[str]) -> ParsedPremises:
    """Gold premises as :class:`ParsedPremises` (oracle mode): a program text (one clause per line) or blocks."""
    from hedgehub.slots import gold_slots

    blocks = [program] if isinstance(program, str) else list(program)
    if isinstance(program, str):
        blocks = [line for line in program.splitlines() if line.strip() and not line.lstrip().startswith("%")]
    slots = gold_slots(blocks, where="premise program")
    clauses = [render_premise(slots.variables, p) for p in slots.premises]  # names as the evidence will use them
    return ParsedPremises(slots.variables, slots.premises, clauses, ["gold premise"] * len(clauses))


def _combo_text(combo: Sequence[tuple[str, str]]) -> str:
    return ", ".join(f"{p}={v}" for p, v in combo)


# ----------------------------------------------------------------------------------------------------------------
# Loading trained models
# ----------------------------------------------------------------------------------------------------------------


def load_slot_parser(
    path: str,
    *,
    namer: str | None = None,
    chooser: str | None = None,
    cache_dir: str | None = None,
    embedder: str | None = "minilm",
) -> SlotParser:
    """Load a trained slot parser: a folder with ``namer/`` (a LoRA adapter) and ``chooser/`` (a cross-encoder).

    Args:
        path (`str`): the parser folder (``runs/parser/slot-parser`` after ``make parser``).
        namer (`str`, *optional*): another namer folder or Hub id.
        chooser (`str`, *optional*): another chooser folder or Hub id.
        cache_dir (`str`, *optional*): where to keep the namer's generations and the chooser's scores (JSONL,
            keyed by each model's folder and the time its weights were written, so a model trained again is not
            served the old outputs).
        embedder (`str`, *optional*, defaults to `"minilm"`): the frozen sentence-transformers model of
            ``SlotParser(embedder=…)`` (folder, Hub id or alias; loaded on first use); `None` for none.

    Returns:
        [`SlotParser`]
    """
    from pathlib import Path

    from hedgehub.lm import Generator, SentenceEmbedder, cached_scorer, load_encoder, load_lm, pair_scores

    def stamp(name: str) -> list[str]:
        """A model's part of the cache keys: a folder and when its weights were written (a model trained again
        into the same folder is not served the old outputs), else the Hub id."""
        folder = Path(name)
        if not folder.is_dir():
            return [name]
        return [
            str(folder.resolve()),
            *sorted(f"{f.name}:{f.stat().st_mtime_ns}" for f in folder.glob("*.safetensors")),
        ]

    namer_name = namer or str(Path(path, "namer"))
    model, tokenizer = load_lm(namer_name)
    cache_file = str(Path(cache_dir, "namer-cache.jsonl")) if cache_dir else None
    generator = Generator(model, tokenizer, name=" ".join(stamp(namer_name)), max_new_tokens=48, cache_file=cache_file)
    chooser_name = chooser or str(Path(path, "chooser"))
    encoder, encoder_tokenizer = load_encoder(chooser_name)
    choose = cached_scorer(
        lambda texts, candidates: pair_scores(encoder, encoder_tokenizer, texts, candidates),
        Path(cache_dir, "chooser-cache.jsonl") if cache_dir else None,
        stamp=stamp(chooser_name),
    )
    return SlotParser(generator, choose, embedder=SentenceEmbedder(embedder) if embedder else None)


# ----------------------------------------------------------------------------------------------------------------
# Training data from the staged QUITE dataset
# ----------------------------------------------------------------------------------------------------------------

PREMISE_COLUMNS = {"numeric": "numeric_premises", "wep": "wep_premises"}


def training_data(
    rows: Sequence[Mapping],
    *,
    premise_types: Sequence[str] = ("numeric", "wep"),
    seed: int = 42,
    negatives: int = 6,
    permute: float = 0.0,
    fresh: float = 0.0,
    wep_targets: str = "exact",
    rename: float = 0.0,
    namings: Sequence[str] = ("squashed", "initials"),
    describe: float = 0.0,
) -> tuple[list[dict], list[dict]]:
    """Namer examples and chooser pairs from ``qe-programs`` rows (one row per evidence/query pair).

    Premise examples come once per network and premise type; evidence and question pairs from every pair whose
    gold program reads as slots (``gold_disagrees`` rows keep valid evidence and query lines and are used too).

    Args:
        rows (`Sequence[Mapping]`): rows of the ``qe-programs`` config (:mod:`dataset_scripts/quite.py`).
        premise_types (`Sequence[str]`, *optional*): ``numeric`` and/or ``wep``.
        seed (`int`, *optional*, defaults to `42`): negative sampling.
        negatives (`int`, *optional*, defaults to `6`): negatives kept per choice.
        permute (`float`, *optional*, defaults to `0.0`): the share of numeric premises trained with their
            percentages exchanged (:func:`permute_numbers`); ``0`` gives the same pairs as before it existed.
        fresh (`float`, *optional*, defaults to `0.0`): the share of boolean numeric premises trained with a fresh
            percentage (``permute_numbers(fresh=True)``); ``0`` gives the same pairs as before it existed.
        wep_targets (`str`, *optional*, defaults to `"exact"`): how premises in words are labelled
            (:func:`premise_examples`).
        rename (`float`, *optional*, defaults to `0.0`): the share of pairs whose evidence and question candidates
            name the network's variables by one of ``namings`` (:func:`renamed_variables`, as bnlearn abbreviates
            them); ``0`` gives the same pairs as before it existed.
        namings (`Sequence[str]`, *optional*): the :data:`NAMINGS` a renamed pair draws from.
        describe (`float`, *optional*, defaults to `0.0`): the share of pairs whose variable candidates also say
            what the numeric premise text calls each variable (:func:`described_words`, as
            ``SlotParser(described_candidates=True)`` asks); ``0`` gives the same pairs as before it existed.

    Returns:
        `tuple[list[dict], list[dict]]`: namer rows (``prompt``, ``completion``) and chooser rows (``text``,
        ``candidate``, ``label``).
    """
    from hedgehub.slots import SlotError, gold_slots

    rng = random.Random(seed)
    namer, pairs, seen = [], [], set()
    for row in rows:
        where = f"{row['file_name']} pair {row['pair_id']}"
        try:
            slots = gold_slots(row["premise_programs"], row["evidence_programs"], row["query_program"], where=where)
        except SlotError as err:
            logger.warning("skipped: %s", err)
            continue
        if row["file_name"] not in seen:
            seen.add(row["file_name"])
            for kind in premise_types:
                n, p = premise_examples(
                    row[PREMISE_COLUMNS[kind]],
                    slots,
                    rng,
                    negatives=negatives,
                    permute=permute if kind == "numeric" else 0.0,
                    fresh=fresh if kind == "numeric" else 0.0,
                    wep_targets=wep_targets,
                )
                namer += n
                pairs += p
        sentences = [*row["evidences"], row["question"]]
        kinds = ["evidence"] * len(row["evidences"]) + ["question"]
        variables, atoms = slots.variables, [*slots.evidence, slots.query]
        new = {n: n for n in variables}
        if rename and rng.random() < rename:
            variables, atoms, new = renamed_variables(variables, atoms, rng.choice(list(namings)))
        described = None
        premises = row[PREMISE_COLUMNS["numeric"]]
        if describe and rng.random() < describe and len(premises) == len(slots.premises):
            descriptions = variable_descriptions(premises, slots.premises)
            texts = premise_consequents(premises, slots.premises)
            described = {
                new[n]: described_words(variables[new[n]], descriptions.get(n, ()), texts.get(n, ())) for n in new
            }
        pairs += question_examples(
            sentences, atoms, kinds, variables, rng, negatives=negatives + 4, described=described
        )
    return namer, pairs


def parse_pairs(
    parser: SlotParser, rows: Sequence[Mapping], *, premise_type: str = "numeric", oracle: bool = False
) -> list[ParsedProgram]:
    """Parse QUITE ``qe-programs`` rows; each network's premises are parsed once and shared by its pairs.

    Args:
        parser (`SlotParser`): the parser.
        rows (`Sequence[Mapping]`): ``qe-programs`` rows.
        premise_type (`str`, *optional*, defaults to `"numeric"`): ``numeric`` or ``wep`` wording.
        oracle (`bool`, *optional*, defaults to `False`): use the gold premises (only evidence and question parsed).

    Returns:
        `list[ParsedProgram]`
    """
    from hedgehub.progress import progress

    premises_by_network: dict[str, ParsedPremises] = {}
    results = []
    for row in progress(rows, desc=f"parsing {premise_type}{' (gold premises)' if oracle else ''}"):
        network = row["file_name"]
        sentences = list(row[PREMISE_COLUMNS[premise_type]])
        if network not in premises_by_network:
            premises_by_network[network] = (
                premises_from_program(row["premise_programs"]) if oracle else parser.parse_premises(sentences)
            )
        results.append(
            parser.parse(sentences, row["evidences"], row["question"], parsed_premises=premises_by_network[network])
        )
    return results
