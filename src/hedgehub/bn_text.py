"""Template verbalization of Bayesian-network premises, evidence, questions and interventions.

Premises come in two versions, as in QUITE: *numeric* (several phrasings of "If [conditions], then
[probabilities]") and *WEP-based* (each probability replaced by a word of estimative probability drawn with
:func:`hedgehub.wep.sample_wep`, the project's one WEP table; "equally likely" when all states of a column are
equal). Everything is seeded by the ``random.Random`` passed in, so a build is reproducible.

Names are made readable mechanically (``VentLung`` → "vent lung", ``HYPOVOLEMIA`` → "hypovolemia", ``TRUE`` →
"true"); no language model rewrites the sentences, so they are plainer than QUITE's crowd-written ones.

Examples:

    >>> import random
    >>> from hedgehub.bn import gallstones_network
    >>> net = gallstones_network()
    >>> cond, dist = net.columns("flatulence")[0]
    >>> numeric_premise(net, "flatulence", cond, dist, random.Random(0), style=0)  # doctest: +NORMALIZE_WHITESPACE
    'Flatulence is present with a probability of 39.25% and absent with a probability of 60.75%
     if gallstones is present.'
    >>> wep_premise(net, "flatulence", cond, dist, random.Random(0))  # doctest: +NORMALIZE_WHITESPACE
    'If gallstones is present, then it is probably not the case that flatulence is present and
     probably, flatulence is absent.'
    >>> question(net, "amylase", "500-1400", random.Random(0), style=0)
    'What is the probability that amylase is 500-1400?'
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from hedgehub.bn import BayesNet
from hedgehub.wep import EQUALLY_LIKELY, sample_wep, verbalize


NUMERIC_STYLES = 4
EVIDENCE_STYLES = 4
QUESTION_STYLES = 4
INTERVENTION_STYLES = 3
SHORTHAND_RATE = 0.25  # binary variables: how often a numeric premise states only the first state


def readable_variable(name: str) -> str:
    """A variable name as words.

    Examples:

        >>> readable_variable("VentLung"), readable_variable("HYPOVOLEMIA"), readable_variable("LVED_volume")
        ('vent lung', 'hypovolemia', 'LVED volume')
    """
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    text = re.sub(r"[_\s]+", " ", text).strip()
    words = text.split(" ")
    if name.isupper() or len(words) == 1:
        return text.lower()
    return " ".join(w if (w.isupper() and len(w) > 1) else w.lower() for w in words)


def readable_state(state: str) -> str:
    """A state as words: upper-case or capitalized words are lower-cased, everything else is kept.

    Examples:

        >>> readable_state("TRUE"), readable_state("Zero"), readable_state("a1400_500"), readable_state("500-1400")
        ('true', 'zero', 'a1400_500', '500-1400')
    """
    if state.isupper() or (state[:1].isupper() and state[1:].islower()):
        return state.lower()
    return state


def fact(net: BayesNet, variable: str, state: str) -> str:
    """``"<variable> is <state>"``."""
    return f"{readable_variable(variable)} is {readable_state(state)}"


def percent(p: float) -> str:
    """A probability as a percentage with at most two decimals (exact for 4-decimal probabilities).

    Examples:

        >>> percent(0.3925), percent(0.5), percent(0.0001), percent(1.0)
        ('39.25%', '50%', '0.01%', '100%')
    """
    text = f"{p * 100:.2f}".rstrip("0").rstrip(".")
    return f"{text}%"


def _join(items: Sequence[str], last: str = "and") -> str:
    items = list(items)
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def condition_text(net: BayesNet, condition: Sequence[tuple[str, str]]) -> str:
    """``"A is a and B is b"``."""
    return _join([fact(net, p, s) for p, s in condition])


def _distribution_text(net: BayesNet, variable: str, dist, style: int, shorthand: bool) -> str:
    var = readable_variable(variable)
    pairs = [(readable_state(s), percent(float(p))) for s, p in zip(net.states[variable], dist, strict=True)]
    if shorthand:
        pairs = pairs[:1]
    if style == 0:
        return f"{var} is " + _join([f"{s} with a probability of {p}" for s, p in pairs])
    if style == 1:
        first = f"there is a {pairs[0][1]} chance that {var} is {pairs[0][0]}"
        return _join([first] + [f"a {p} chance that it is {s}" for s, p in pairs[1:]])
    if style == 2:
        return _join([f"{var} is {pairs[0][0]} in {pairs[0][1]} of cases"] + [f"{s} in {p}" for s, p in pairs[1:]])
    return f"the probability that {var} is {pairs[0][0]} is {pairs[0][1]}" + (
        ", " + _join([f"that it is {s} is {p}" for s, p in pairs[1:]]) if len(pairs) > 1 else ""
    )


def numeric_premise(
    net: BayesNet,
    variable: str,
    condition: Sequence[tuple[str, str]],
    dist,
    rng: random.Random,
    *,
    style: int | None = None,
) -> str:
    """One CPT column as a numeric sentence ("If [conditions], then [probabilities]" and variants).

    Args:
        net (`BayesNet`): the network.
        variable (`str`): the variable whose column this is.
        condition (`Sequence[tuple[str, str]]`): the parent assignment (empty for a root).
        dist: the probabilities of ``variable``'s states.
        rng (`random.Random`): picks the phrasing (and, for two-state variables, sometimes names only one state).
        style (`int`, *optional*): force a phrasing in ``range(NUMERIC_STYLES)``.

    Examples:

        >>> from hedgehub.bn import gallstones_network
        >>> net = gallstones_network()
        >>> numeric_premise(net, "gallstones", (), [0.1531, 0.8469], random.Random(0), style=1)
        'There is a 15.31% chance that gallstones is present and a 84.69% chance that it is absent.'
    """
    style = rng.randrange(NUMERIC_STYLES) if style is None else style
    shorthand = net.cardinality(variable) == 2 and rng.random() < SHORTHAND_RATE
    body = _distribution_text(net, variable, dist, style, shorthand)
    if not condition:
        return _cap(body) + "."
    cond = condition_text(net, condition)
    frame = rng.randrange(4)
    if frame == 0:
        return f"If {cond}, then {body}."
    if frame == 1:
        return f"Given that {cond}, {body}."
    if frame == 2:
        return f"When {cond}, {body}."
    return f"{_cap(body)} if {cond}."


def wep_premise(net: BayesNet, variable: str, condition: Sequence[tuple[str, str]], dist, rng: random.Random) -> str:
    """One CPT column with words of estimative probability instead of numbers.

    Each state's probability becomes :func:`hedgehub.wep.sample_wep` (closest word, random among ties, the
    second-closest 10% of the time, never "about even" below 0.45); a column whose states are all equally probable
    is said to be "equally likely".

    Examples:

        >>> from hedgehub.bn import gallstones_network
        >>> wep_premise(gallstones_network(), "flatulence", (), [0.5, 0.5], random.Random(0))
        'It is equally likely that flatulence is present or absent.'
    """
    var = readable_variable(variable)
    probs = [float(p) for p in dist]
    if len(probs) > 1 and max(probs) - min(probs) < 1e-12:
        states = [readable_state(s) for s in net.states[variable]]
        body = f"it is {EQUALLY_LIKELY} that {var} is {_join(states, 'or')}"
    else:
        parts = []
        for s, p in zip(net.states[variable], probs, strict=True):
            word = sample_wep(min(max(p, 0.0), 1.0), rng)
            sentence = verbalize(fact(net, variable, s), word)
            parts.append(sentence[:1].lower() + sentence[1:].rstrip("."))
        body = _join(parts)
    if not condition:
        return _cap(body) + "."
    return f"If {condition_text(net, condition)}, then {body}."


def evidence_sentence(
    net: BayesNet, variable: str, state: str, rng: random.Random, *, style: int | None = None
) -> str:
    """An observation as a sentence.

    Examples:

        >>> from hedgehub.bn import gallstones_network
        >>> evidence_sentence(gallstones_network(), "flatulence", "present", random.Random(0), style=1)
        'It is observed that flatulence is present.'
    """
    style = rng.randrange(EVIDENCE_STYLES) if style is None else style
    f = fact(net, variable, state)
    return [f"{_cap(f)}.", f"It is observed that {f}.", f"We know that {f}.", f"Suppose that {f}."][style]


def question(net: BayesNet, variable: str, state: str, rng: random.Random, *, style: int | None = None) -> str:
    """A question about P(variable = state).

    Examples:

        >>> from hedgehub.bn import gallstones_network
        >>> question(gallstones_network(), "gallstones", "absent", random.Random(0), style=1)
        'How likely is it that gallstones is absent?'
    """
    style = rng.randrange(QUESTION_STYLES) if style is None else style
    f = fact(net, variable, state)
    var, st = readable_variable(variable), readable_state(state)
    return [
        f"What is the probability that {f}?",
        f"How likely is it that {f}?",
        f"What is the chance that {f}?",
        f"What is the likelihood of {var} being {st}?",
    ][style]


def intervention_sentence(
    net: BayesNet, variable: str, state: str, rng: random.Random, *, style: int | None = None
) -> str:
    """An intervention ``do(variable = state)`` as a sentence (it says the value is forced, not observed).

    Examples:

        >>> from hedgehub.bn import gallstones_network
        >>> intervention_sentence(gallstones_network(), "flatulence", "present", random.Random(0), style=0)
        'Suppose we force flatulence to be present, whatever its causes.'
    """
    style = rng.randrange(INTERVENTION_STYLES) if style is None else style
    var, st = readable_variable(variable), readable_state(state)
    return [
        f"Suppose we force {var} to be {st}, whatever its causes.",
        f"We intervene and set {var} to {st}.",
        f"By an external intervention, {var} is made {st}.",
    ][style]
