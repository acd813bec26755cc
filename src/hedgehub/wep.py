"""Words of estimative probability (WEP): the one scale the whole project uses.

The 19 expressions and their median probabilities are those of Fagen-Ulmschneider's survey as used by Sileo & Moens
(*SEM 2023); QUITE's WEP premises use the subset :data:`QUITE_WEPS`. Each word has a template that turns a fact into
a sentence.

Examples:

    >>> closest_wep(0.68)
    'likely'
    >>> verbalize("the road is wet", "we doubt")
    'We doubt that the road is wet.'
    >>> WEP_PROBABILITIES["almost no chance"]
    0.02
"""

from __future__ import annotations

import random
from collections.abc import Sequence


# word → median probability (Fagen-Ulmschneider), in descending order.
WEP_PROBABILITIES: dict[str, float] = {
    "certain": 1.00,
    "almost certain": 0.95,
    "highly likely": 0.90,
    "very good chance": 0.80,
    "we believe": 0.75,
    "likely": 0.70,
    "probably": 0.70,
    "probable": 0.70,
    "better than even": 0.60,
    "about even": 0.50,
    "probably not": 0.25,
    "we doubt": 0.20,
    "unlikely": 0.20,
    "little chance": 0.10,
    "chances are slight": 0.10,
    "improbable": 0.10,
    "highly unlikely": 0.05,
    "almost no chance": 0.02,
    "impossible": 0.00,
}

# Sentence templates; [FACT] is replaced by a clause such as "the road is wet".
WEP_TEMPLATES: dict[str, str] = {
    "certain": "It is certain that [FACT].",
    "almost certain": "It is almost certain that [FACT].",
    "highly likely": "It is highly likely that [FACT].",
    "very good chance": "There is a very good chance that [FACT].",
    "we believe": "We believe that [FACT].",
    "likely": "It is likely that [FACT].",
    "probably": "Probably, [FACT].",
    "probable": "It is probable that [FACT].",
    "better than even": "There is a better than even chance that [FACT].",
    "about even": "Chances are about even that [FACT].",
    "probably not": "It is probably not the case that [FACT].",
    "we doubt": "We doubt that [FACT].",
    "unlikely": "It is unlikely that [FACT].",
    "little chance": "There is little chance that [FACT].",
    "chances are slight": "Chances are slight that [FACT].",
    "improbable": "It is improbable that [FACT].",
    "highly unlikely": "It is highly unlikely that [FACT].",
    "almost no chance": "There is almost no chance that [FACT].",
    "impossible": "It is impossible that [FACT].",
}

# The words QUITE's WEP generator draws from (no "we believe" / "we doubt": they need a speaker).
QUITE_WEPS: tuple[str, ...] = tuple(w for w in WEP_PROBABILITIES if w not in {"we believe", "we doubt"})

EQUALLY_LIKELY = "equally likely"


def verbalize(fact: str, word: str) -> str:
    """Put ``fact`` into the template of ``word``.

    Args:
        fact (`str`): a clause without final punctuation, e.g. ``"the road is wet"``.
        word (`str`): a key of :data:`WEP_TEMPLATES`.

    Returns:
        `str`: the sentence, capitalized.

    Examples:

        >>> verbalize("it rains", "little chance")
        'There is little chance that it rains.'
    """
    if word not in WEP_TEMPLATES:
        raise KeyError(f"unknown WEP {word!r}; known: {', '.join(WEP_TEMPLATES)}")
    sentence = WEP_TEMPLATES[word].replace("[FACT]", fact.strip().rstrip("."))
    return sentence[0].upper() + sentence[1:]


def ranked_weps(probability: float, words: Sequence[str] | None = None) -> list[list[str]]:
    """Group WEP by distance of their median to ``probability``, closest group first (ties share a group).

    Examples:

        >>> ranked_weps(0.7)[0]
        ['likely', 'probably', 'probable']
    """
    words = list(words or WEP_PROBABILITIES)
    distances = sorted({round(abs(WEP_PROBABILITIES[w] - probability), 9) for w in words})
    return [[w for w in words if round(abs(WEP_PROBABILITIES[w] - probability), 9) == d] for d in distances]


def closest_wep(probability: float, words: Sequence[str] | None = None) -> str:
    """The WEP whose median is closest to ``probability`` (the first of a tie, in scale order).

    Examples:

        >>> closest_wep(0.011316)
        'almost no chance'
    """
    if not 0.0 <= probability <= 1.0:
        raise ValueError(f"probability must be in [0, 1], got {probability}")
    return ranked_weps(probability, words)[0][0]


def sample_wep(
    probability: float,
    rng: random.Random,
    *,
    words: Sequence[str] | None = None,
    second_closest_rate: float = 0.1,
) -> str:
    """Map a probability to a WEP the way QUITE's WEP premises were written.

    The closest word (random among ties), the second-closest group ``second_closest_rate`` of the time, and never
    "about even" for a value below 0.45 ("probably not" instead).

    Args:
        probability (`float`): in [0, 1].
        rng (`random.Random`): seeded generator, for reproducibility.
        words (`Sequence[str]`, *optional*, defaults to :data:`QUITE_WEPS`): the vocabulary.
        second_closest_rate (`float`, *optional*, defaults to `0.1`): how often the second-closest group is used.

    Examples:

        >>> sample_wep(0.7, random.Random(0)) in {"likely", "probably", "probable"}
        True
        >>> {sample_wep(0.4, random.Random(s), second_closest_rate=0.0) for s in range(20)}
        {'probably not'}
    """
    if not 0.0 <= probability <= 1.0:
        raise ValueError(f"probability must be in [0, 1], got {probability}")
    groups = ranked_weps(probability, words or QUITE_WEPS)
    group = groups[1] if len(groups) > 1 and rng.random() < second_closest_rate else groups[0]
    word = rng.choice(sorted(group))
    if word == "about even" and probability < 0.45:
        word = "probably not"
    return word
