"""Namer examples beyond QUITE's: premises that name their variable by what is said of a thing (its predicate).

QUITE's introducing premises give the namer about 160 names, most of them the sentence's subject ("30% of the
population are smokers" → ``smoker``). People also write "A spam email contains a link with a probability of
80%", whose variable is what the email does (``link``), not the email. :func:`predicate_examples` writes such
premises from small word lists (things, what may be said of them, attributes with three states) in the namer's
format (:func:`hedgehub.slot_parser.namer_prompt` → :func:`hedgehub.slot_parser.namer_target`): parentless and
conditioned booleans, and three-state attributes, each in several wordings. The word lists share no network with
:mod:`hedgehub.evaluation.user_text`, so its sets still measure text the namer was not trained on.

Examples:

    >>> rows = predicate_examples(3, seed=0)
    >>> len(rows), sorted(rows[0])
    (3, ['completion', 'prompt'])
    >>> rows == predicate_examples(3, seed=0)
    True
"""

from __future__ import annotations

import random

from hedgehub.slots import Variable


THINGS: tuple[tuple[str, str], ...] = (
    ("a library book", "library books"),
    ("a bicycle", "bicycles"),
    ("a parcel", "parcels"),
    ("a beehive", "beehives"),
    ("a house", "houses"),
    ("a tenant", "tenants"),
    ("an apple tree", "apple trees"),
    ("a ship", "ships"),
    ("a website", "websites"),
    ("a runner", "runners"),
    ("a hotel guest", "hotel guests"),
    ("a cow", "cows"),
    ("a laptop", "laptops"),
    ("a bakery", "bakeries"),
    ("a volunteer", "volunteers"),
    ("a painting", "paintings"),
    ("a well", "wells"),
    ("a tourist", "tourists"),
)
"""(singular, plural) of the things premises speak of."""

PREDICATES: tuple[tuple[str, str, str, str], ...] = (
    ("is damaged", "are damaged", "was not damaged", "damaged"),
    ("is inspected", "are inspected", "was not inspected", "inspected"),
    ("gets replaced", "get replaced", "did not get replaced", "replaced"),
    ("is insured", "are insured", "is not insured", "insured"),
    ("gets a discount", "get a discount", "did not get a discount", "discount"),
    ("breaks down", "break down", "did not break down", "breaks_down"),
    ("arrives late", "arrive late", "did not arrive late", "arrives_late"),
    ("needs repair", "need repair", "does not need repair", "needs_repair"),
    ("is expensive", "are expensive", "is not expensive", "expensive"),
    ("wins a prize", "win a prize", "did not win a prize", "prize"),
    ("has mould", "have mould", "has no mould", "mould"),
    ("leaks", "leak", "does not leak", "leaks"),
    ("is renewed", "are renewed", "was not renewed", "renewed"),
    ("receives a complaint", "receive a complaint", "received no complaint", "complaint"),
    ("is reviewed online", "are reviewed online", "was not reviewed online", "reviewed_online"),
    ("goes missing", "go missing", "did not go missing", "missing"),
    ("is covered in dust", "are covered in dust", "is not covered in dust", "dusty"),
    ("attracts visitors", "attract visitors", "attracts no visitors", "visitors"),
    ("is sold within a week", "are sold within a week", "was not sold within a week", "sold_within_week"),
    ("is checked twice", "are checked twice", "was not checked twice", "checked_twice"),
    ("is given a warning", "are given a warning", "was not given a warning", "warning"),
    ("loses value", "lose value", "did not lose value", "loses_value"),
)
"""(said of one, said of many, said negated, variable name) of what may be true of a thing."""

ATTRIBUTES: tuple[tuple[str, str, tuple[str, str, str]], ...] = (
    ("wear", "wear", ("light", "moderate", "heavy")),  # not "condition": ProbLog's own name (slots.identifier)
    ("size", "size", ("small", "medium", "large")),
    ("price", "price", ("low", "moderate", "high")),
    ("rating", "rating", ("poor", "average", "excellent")),
    ("colour", "colour", ("red", "green", "yellow")),
    ("demand", "demand", ("low", "normal", "high")),
    ("quality", "quality", ("poor", "fair", "good")),
    ("noise level", "noise_level", ("quiet", "moderate", "loud")),
    ("distance from town", "distance_from_town", ("near", "medium", "far")),
    ("water level", "water_level", ("low", "normal", "high")),
)
"""(as said, variable name, three states) of attributes a thing has one value of."""

_ALONE = (
    "{p}% of {many} {pred_many}.",
    "{One} {pred_one} with a probability of {p}%.",
    "In {p}% of cases, {one} {pred_one}.",
    "{Many} {pred_many} in {p}% of cases.",
    "The chance that {one} {pred_one} is {p}%.",
)
_GIVEN = (
    "If {one} {cond}, it {pred_one} with a probability of {p}%.",
    "{One} that {cond} {pred_one} in {p}% of cases.",
    "When {one} {cond}, there is a {p}% chance that it {pred_one}.",
    "{One} that {cond_negated} {pred_one} with a probability of {p}%.",
    "If {one} {cond_negated}, it {pred_one} in {p}% of cases.",
)
_STATES = (
    "The {attr} of {one} is {s0} in {p0}% of cases, {s1} in {p1}% and {s2} in {p2}%.",
    "{One} has a {s0} {attr} with a probability of {p0}%, a {s1} {attr} with {p1}% and a {s2} {attr} with {p2}%.",
    "The {attr} of {many} is {s0} for {p0}%, {s1} for {p1}% and {s2} for {p2}%.",
    "If {one} {cond}, its {attr} is {s0} with a probability of {p0}%, {s1} with {p1}% and {s2} with {p2}%.",
)


def _percentages(rng: random.Random, k: int) -> list[int]:
    """``k`` whole percentages that sum to 100 (each at least 5)."""
    cuts = sorted(rng.sample(range(1, 20), k - 1))
    return [5 * (b - a) for a, b in zip([0, *cuts], [*cuts, 20], strict=True)]


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def predicate_examples(n: int, *, seed: int = 0) -> list[dict]:
    """``n`` namer examples (``prompt``, ``completion``) whose new variable is what the premise says of a thing:
    half booleans (a third of them alone, the rest conditioned on a declared boolean), half three-state attributes,
    with zero to two other variables declared before.

    Args:
        n (`int`): how many examples.
        seed (`int`, *optional*, defaults to `0`): the draw of things, predicates, wordings and numbers.
    """
    from hedgehub.slot_parser import namer_prompt, namer_target

    rng = random.Random(seed)
    rows = []
    for i in range(n):
        one, many = rng.choice(THINGS)
        pred, cond = rng.sample(PREDICATES, 2)
        attribute = rng.choice(ATTRIBUTES)
        declared = {v.name: v for v in _declared(rng, exclude={pred[3], cond[3], attribute[1]})}
        values = {"one": one, "many": many, "One": _capital(one), "Many": _capital(many)}
        if i % 2 == 0:  # a boolean: alone, or conditioned on a declared one
            values |= {"pred_one": pred[0], "pred_many": pred[1], "p": rng.choice(range(5, 96, 5))}
            if i % 6 == 0:
                sentence = rng.choice(_ALONE).format(**values)
            else:
                declared[cond[3]] = Variable(cond[3], (), ())
                values |= {"cond": cond[0], "cond_negated": cond[2]}
                sentence = rng.choice(_GIVEN).format(**values)
            child = Variable(pred[3], (), ())
        else:  # a three-state attribute
            said, name, states = attribute
            shares = _percentages(rng, 3)
            values |= {"attr": said, "cond": cond[0]}
            values |= {f"s{k}": s for k, s in enumerate(states)} | {f"p{k}": p for k, p in enumerate(shares)}
            template = rng.choice(_STATES)
            if "{cond}" in template:
                declared[cond[3]] = Variable(cond[3], (), ())
            sentence = template.format(**values)
            child = Variable(name, tuple(states), ())
        rows.append({"prompt": namer_prompt(sentence, declared), "completion": namer_target(child)})
    return rows


def _declared(rng: random.Random, exclude: set[str]) -> list[Variable]:
    """Zero to two variables declared before, none named in ``exclude``."""
    booleans = [Variable(p[3], (), ()) for p in PREDICATES if p[3] not in exclude]
    threes = [Variable(a[1], tuple(a[2]), ()) for a in ATTRIBUTES if a[1] not in exclude]
    return rng.sample(booleans + threes, rng.choice((0, 1, 1, 2)))
