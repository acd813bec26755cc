"""WEP-Reasoning: probabilistic facts stated with words of estimative probability, composed into hypotheses.

This module builds the rows of the ``reasoning_1hop`` and ``reasoning_2hop`` configurations of the WEP probing
dataset (Sileo & Moens, *SEM 2023), with a vocabulary of our own (the paper used bAbI factoids):

- a **factoid** is a subject-verb-object triple ("the baker repairs the lantern"), written in ProbLog as
  ``repairs(baker, lantern)``; facts of one example never share a subject, a verb or an object, so they are
  independent events;
- every fact gets a probability drawn from the WEP medians of :data:`hedgehub.wep.WEP_PROBABILITIES` and is stated
  with that word ("It is unlikely that the baker repairs the lantern.");
- **1-hop**: the hypothesis combines two stated facts with ``and`` / ``or`` / ``xor``;
- **2-hop**: a rule ``p::c :- body.`` derives a new fact ``c`` from two stated facts (``and`` / ``or`` / ``xor``
  body, rule stated with a WEP), and the hypothesis combines ``c`` with a third stated fact;
- the hypothesis probability is computed by ProbLog (:func:`hedgehub.problog.run_programs`, the only place that
  runs ProbLog); :func:`recompute_probability` re-derives it from the program text by direct arithmetic, an
  independent path used by the tests and by the dataset build;
- the valid hypothesis states the hypothesis with the WEP closest to its probability, the invalid one with a WEP
  whose median differs by at least :data:`MIN_INVALID_GAP`.

Examples:

    >>> import random
    >>> example = sample_example(random.Random(0), hops=1)
    >>> example.program.count("::") >= 2
    True
    >>> spec = ("and", 0.7, 0.2)
    >>> round(combine(*spec), 6)
    0.14
    >>> round(recompute_probability(
    ...     "0.7::sees(baker, bridge).\\n0.2::paints(alice, kite).\\n"
    ...     "hypothesis :- sees(baker, bridge), paints(alice, kite).\\nquery(hypothesis)."
    ... ), 9)
    0.14
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from hedgehub.wep import WEP_PROBABILITIES, ranked_weps, verbalize


# A hypothesis or rule body combines two events with one of these operators.
OPERATORS: tuple[str, ...] = ("and", "or", "xor")
# The invalid hypothesis uses a WEP whose median is at least this far from the hypothesis probability.
MIN_INVALID_GAP = 0.40
HYPOTHESIS_ATOM = "hypothesis"

# Our own factoid vocabulary: 35 subjects x 20 verbs x 30 objects = 21,000 facts. Each entry is
# (surface form, ProbLog constant). Subjects are agents, verbs transitive in the present tense, objects things.
SUBJECTS: tuple[tuple[str, str], ...] = (
    ("the baker", "baker"),
    ("the pilot", "pilot"),
    ("the gardener", "gardener"),
    ("the teacher", "teacher"),
    ("the fisherman", "fisherman"),
    ("the nurse", "nurse"),
    ("the painter", "painter"),
    ("the farmer", "farmer"),
    ("the mayor", "mayor"),
    ("the librarian", "librarian"),
    ("the carpenter", "carpenter"),
    ("the chef", "chef"),
    ("the sailor", "sailor"),
    ("the miner", "miner"),
    ("the poet", "poet"),
    ("the judge", "judge"),
    ("the tailor", "tailor"),
    ("the doctor", "doctor"),
    ("the soldier", "soldier"),
    ("the student", "student"),
    ("Alice", "alice"),
    ("Bruno", "bruno"),
    ("Chloe", "chloe"),
    ("Daniel", "daniel"),
    ("Emma", "emma"),
    ("Farid", "farid"),
    ("Grace", "grace"),
    ("Hugo", "hugo"),
    ("Ines", "ines"),
    ("Jonas", "jonas"),
    ("the old cat", "old_cat"),
    ("the brown dog", "brown_dog"),
    ("the young horse", "young_horse"),
    ("the grey owl", "grey_owl"),
    ("the red fox", "red_fox"),
)
VERBS: tuple[tuple[str, str], ...] = (
    ("visits", "visits"),
    ("paints", "paints"),
    ("repairs", "repairs"),
    ("buys", "buys"),
    ("sells", "sells"),
    ("cleans", "cleans"),
    ("watches", "watches"),
    ("finds", "finds"),
    ("loses", "loses"),
    ("borrows", "borrows"),
    ("builds", "builds"),
    ("hides", "hides"),
    ("carries", "carries"),
    ("opens", "opens"),
    ("climbs", "climbs"),
    ("photographs", "photographs"),
    ("measures", "measures"),
    ("guards", "guards"),
    ("forgets", "forgets"),
    ("draws", "draws"),
)
OBJECTS: tuple[tuple[str, str], ...] = (
    ("the lighthouse", "lighthouse"),
    ("the bridge", "bridge"),
    ("the old map", "old_map"),
    ("the red bicycle", "red_bicycle"),
    ("the violin", "violin"),
    ("the kettle", "kettle"),
    ("the garden gate", "garden_gate"),
    ("the wooden boat", "wooden_boat"),
    ("the lantern", "lantern"),
    ("the clock tower", "clock_tower"),
    ("the blue umbrella", "blue_umbrella"),
    ("the chess set", "chess_set"),
    ("the fishing net", "fishing_net"),
    ("the ladder", "ladder"),
    ("the brass key", "brass_key"),
    ("the window", "window"),
    ("the wagon", "wagon"),
    ("the telescope", "telescope"),
    ("the stone well", "stone_well"),
    ("the piano", "piano"),
    ("the mailbox", "mailbox"),
    ("the tent", "tent"),
    ("the barn", "barn"),
    ("the canoe", "canoe"),
    ("the statue", "statue"),
    ("the fence", "fence"),
    ("the kite", "kite"),
    ("the notebook", "notebook"),
    ("the orchard", "orchard"),
    ("the quilt", "quilt"),
)


@dataclass(frozen=True)
class Fact:
    """A subject-verb-object factoid.

    Examples:

        >>> fact = Fact(("the red fox", "red_fox"), ("hides", "hides"), ("the brass key", "brass_key"))
        >>> fact.text, fact.atom
        ('the red fox hides the brass key', 'hides(red_fox, brass_key)')
    """

    subject: tuple[str, str]
    verb: tuple[str, str]
    object: tuple[str, str]

    @property
    def text(self) -> str:
        return f"{self.subject[0]} {self.verb[0]} {self.object[0]}"

    @property
    def atom(self) -> str:
        return f"{self.verb[1]}({self.subject[1]}, {self.object[1]})"


@dataclass
class Example:
    """One generated WEP-Reasoning example before the hypothesis WEP is chosen.

    Args:
        context (`str`): the premises, one sentence per fact or rule.
        hypothesis_clause (`str`): the hypothesis without a WEP, e.g. "the baker visits the bridge or ...".
        program (`str`): the ProbLog program whose single query is the hypothesis.
        operator (`str`): how the hypothesis combines its two events (one of :data:`OPERATORS`).
        rule_operator (`str`): the body operator of the 2-hop rule, empty for 1-hop.
        hops (`int`): 1 or 2.
    """

    context: str
    hypothesis_clause: str
    program: str
    operator: str
    rule_operator: str = ""
    hops: int = 1
    fact_weps: list[str] = field(default_factory=list)


def sample_facts(rng: random.Random, n: int) -> list[Fact]:
    """``n`` facts sharing no subject, verb or object (so they are independent events).

    Examples:

        >>> facts = sample_facts(random.Random(1), 4)
        >>> len({f.subject for f in facts}) == len({f.verb for f in facts}) == len({f.object for f in facts}) == 4
        True
    """
    if n > min(len(SUBJECTS), len(VERBS), len(OBJECTS)):
        raise ValueError(f"cannot sample {n} facts without sharing a concept")
    return [
        Fact(s, v, o)
        for s, v, o in zip(rng.sample(SUBJECTS, n), rng.sample(VERBS, n), rng.sample(OBJECTS, n), strict=True)
    ]


def sample_wep_word(rng: random.Random) -> str:
    """A WEP chosen uniformly among the 19 words; its median is the probability of the fact it states."""
    return rng.choice(list(WEP_PROBABILITIES))


def combine(operator: str, p: float, q: float) -> float:
    """Probability of ``operator`` applied to two independent events of probabilities ``p`` and ``q``.

    Examples:

        >>> [round(combine(op, 0.5, 0.2), 6) for op in OPERATORS]
        [0.1, 0.6, 0.5]
    """
    if operator == "and":
        return p * q
    if operator == "or":
        return 1.0 - (1.0 - p) * (1.0 - q)
    if operator == "xor":
        return p * (1.0 - q) + (1.0 - p) * q
    raise ValueError(f"unknown operator {operator!r}; known: {OPERATORS}")


def clause_text(operator: str, a: str, b: str) -> str:
    """The English clause for ``a <operator> b``.

    Examples:

        >>> clause_text("xor", "it rains", "it snows")
        'either it rains or it snows, but not both'
    """
    if operator == "and":
        return f"{a} and {b}"
    if operator == "or":
        return f"{a} or {b}"
    if operator == "xor":
        return f"either {a} or {b}, but not both"
    raise ValueError(f"unknown operator {operator!r}; known: {OPERATORS}")


def body_text(operator: str, a: str, b: str) -> str:
    """The ProbLog body for ``a <operator> b`` (used in 2-hop rules).

    Examples:

        >>> body_text("xor", "a", "b")
        '(a, \\\\+ b) ; (\\\\+ a, b)'
    """
    if operator == "and":
        return f"{a}, {b}"
    if operator == "or":
        return f"{a} ; {b}"
    if operator == "xor":
        return f"({a}, \\+ {b}) ; (\\+ {a}, {b})"
    raise ValueError(f"unknown operator {operator!r}; known: {OPERATORS}")


def hypothesis_clauses(operator: str, a: str, b: str) -> list[str]:
    """The ProbLog clauses defining ``hypothesis`` as ``a <operator> b`` (one clause per disjunct).

    Examples:

        >>> hypothesis_clauses("or", "a", "b")
        ['hypothesis :- a.', 'hypothesis :- b.']
    """
    h = HYPOTHESIS_ATOM
    if operator == "and":
        return [f"{h} :- {a}, {b}."]
    if operator == "or":
        return [f"{h} :- {a}.", f"{h} :- {b}."]
    if operator == "xor":
        return [f"{h} :- {a}, \\+ {b}.", f"{h} :- \\+ {a}, {b}."]
    raise ValueError(f"unknown operator {operator!r}; known: {OPERATORS}")


def _probability_literal(p: float) -> str:
    return f"{p:.2f}"


def sample_example(
    rng: random.Random, hops: int, *, distractor_rate: float = 0.5, operators: tuple[str, ...] = OPERATORS
) -> Example:
    """Sample one 1-hop or 2-hop example (context, hypothesis clause, ProbLog program).

    Args:
        rng (`random.Random`): seeded generator.
        hops (`int`): 1 (hypothesis over two stated facts) or 2 (over a rule-derived fact and a stated fact).
        distractor_rate (`float`, *optional*, defaults to `0.5`): probability of one extra, irrelevant fact.
        operators (`tuple[str, ...]`, *optional*): the operators to draw from.

    Returns:
        [`Example`]

    Examples:

        >>> ex = sample_example(random.Random(3), hops=2)
        >>> ex.hops, ex.rule_operator in OPERATORS, "query(hypothesis)." in ex.program
        (2, True, True)
    """
    if hops not in (1, 2):
        raise ValueError(f"hops must be 1 or 2, got {hops}")
    n_stated = 2 if hops == 1 else 3
    n_distractors = 1 if rng.random() < distractor_rate else 0
    n_derived = 0 if hops == 1 else 1
    facts = sample_facts(rng, n_stated + n_distractors + n_derived)
    stated, distractors, derived = (
        facts[:n_stated],
        facts[n_stated : n_stated + n_distractors],
        facts[n_stated + n_distractors :],
    )
    premises = stated + distractors
    weps = [sample_wep_word(rng) for _ in premises]
    fact_lines = [
        f"{_probability_literal(WEP_PROBABILITIES[w])}::{f.atom}." for f, w in zip(premises, weps, strict=True)
    ]
    sentences = [verbalize(f.text, w) for f, w in zip(premises, weps, strict=True)]
    order = list(range(len(premises)))
    rng.shuffle(order)  # the distractor is not always last
    context_sentences = [sentences[i] for i in order]
    program_lines = [fact_lines[i] for i in order]

    operator = rng.choice(operators)
    rule_operator = ""
    if hops == 1:
        a, b = stated
    else:
        rule_operator = rng.choice(operators)
        c = derived[0]
        rule_wep = sample_wep_word(rng)
        body_a, body_b, other = stated
        rule_sentence = verbalize(
            f"if {clause_text(rule_operator, body_a.text, body_b.text)}, then {c.text}", rule_wep
        )
        context_sentences.append(rule_sentence)
        program_lines.append(
            f"{_probability_literal(WEP_PROBABILITIES[rule_wep])}::{c.atom} :- "
            f"{body_text(rule_operator, body_a.atom, body_b.atom)}."
        )
        weps.append(rule_wep)
        a, b = (c, other) if rng.random() < 0.5 else (other, c)
    program_lines += hypothesis_clauses(operator, a.atom, b.atom)
    program_lines.append(f"query({HYPOTHESIS_ATOM}).")
    return Example(
        context=" ".join(context_sentences),
        hypothesis_clause=clause_text(operator, a.text, b.text),
        program="\n".join(program_lines),
        operator=operator,
        rule_operator=rule_operator,
        hops=hops,
        fact_weps=weps,
    )


def valid_wep(probability: float, rng: random.Random) -> str:
    """The WEP closest to ``probability`` (random among words sharing the closest median).

    Examples:

        >>> valid_wep(0.69, random.Random(0)) in {"likely", "probably", "probable"}
        True
    """
    return rng.choice(ranked_weps(probability)[0])


def invalid_weps(probability: float, min_gap: float = MIN_INVALID_GAP) -> list[str]:
    """The WEP whose median differs from ``probability`` by at least ``min_gap`` (never empty for ``min_gap`` ≤ 0.5).

    Examples:

        >>> invalid_weps(0.95)[:3]
        ['about even', 'probably not', 'we doubt']
    """
    return [w for w, p in WEP_PROBABILITIES.items() if abs(p - probability) >= min_gap - 1e-12]


def invalid_wep(probability: float, rng: random.Random, min_gap: float = MIN_INVALID_GAP) -> str:
    """A WEP chosen uniformly among :func:`invalid_weps`."""
    choices = invalid_weps(probability, min_gap)
    if not choices:
        raise ValueError(f"no WEP is {min_gap} away from {probability}")
    return rng.choice(choices)


# ----------------------------------------------------------------------------------------------------------------
# Independent recomputation: direct arithmetic on the program text (no ProbLog).
# ----------------------------------------------------------------------------------------------------------------

_ATOM = r"[a-z][a-z_]*\([a-z][a-z_]*, [a-z][a-z_]*\)"
_FACT_RE = re.compile(rf"^(?P<p>[01]\.\d+)::(?P<atom>{_ATOM})\.$")
_RULE_RE = re.compile(rf"^(?P<p>[01]\.\d+)::(?P<head>{_ATOM}) :- (?P<body>.+)\.$")
_HYP_RE = re.compile(rf"^{HYPOTHESIS_ATOM} :- (?P<body>.+)\.$")


def _body_operator(body: str, atoms: list[str]) -> str:
    """Recognize a rule body among the three shapes :func:`body_text` writes."""
    if len(atoms) == 2:
        a, b = atoms
        for operator in OPERATORS:
            if body == body_text(operator, a, b):
                return operator
    raise ValueError(f"unrecognized rule body {body!r}")


def recompute_probability(program: str) -> float:
    """Probability of ``hypothesis`` in a generated program, by direct arithmetic over independent events.

    Parses the program (the shapes :func:`sample_example` writes: probabilistic facts, at most one probabilistic
    rule with an and/or/xor body, and the ``hypothesis`` clauses), checks that every event combined is independent
    of the others (no shared atoms), and combines the probabilities with :func:`combine`. It shares no code with
    ProbLog, so agreement between both is evidence that the programs mean what the sentences say.

    Args:
        program (`str`): a program written by :func:`sample_example`.

    Returns:
        `float`: the hypothesis probability.

    Raises:
        ValueError: if the program has another shape.

    Examples:

        >>> round(recompute_probability(
        ...     "0.50::a(b, c).\\n0.20::d(e, f).\\n0.70::g(h, i) :- a(b, c) ; d(e, f).\\n0.10::j(k, l).\\n"
        ...     "hypothesis :- g(h, i), \\\\+ j(k, l).\\nhypothesis :- \\\\+ g(h, i), j(k, l).\\nquery(hypothesis)."
        ... ), 9)
        0.436
    """
    probability: dict[str, float] = {}
    support: dict[str, frozenset[str]] = {}  # event -> the independent choices it depends on
    hypothesis_bodies: list[str] = []
    has_query = False
    for raw in program.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("%"):
            continue
        if line == f"query({HYPOTHESIS_ATOM}).":
            has_query = True
        elif match := _FACT_RE.match(line):
            atom = match["atom"]
            if atom in probability:
                raise ValueError(f"{atom} is defined twice")
            probability[atom] = float(match["p"])
            support[atom] = frozenset({atom})
        elif match := _RULE_RE.match(line):
            head, body = match["head"], match["body"]
            atoms = list(dict.fromkeys(re.findall(_ATOM, body)))
            operator = _body_operator(body, atoms)
            a, b = atoms
            for atom in atoms:
                if atom not in probability:
                    raise ValueError(f"rule body atom {atom} is not defined before the rule")
            if support[a] & support[b]:
                raise ValueError(f"the body events of {head} are not independent")
            if head in probability:
                raise ValueError(f"{head} is defined twice")
            probability[head] = float(match["p"]) * combine(operator, probability[a], probability[b])
            support[head] = support[a] | support[b] | {f"rule:{head}"}
        elif match := _HYP_RE.match(line):
            hypothesis_bodies.append(match["body"])
        else:
            raise ValueError(f"unrecognized line {line!r}")
    if not has_query:
        raise ValueError("the program has no query(hypothesis)")
    atoms = list(dict.fromkeys(a for body in hypothesis_bodies for a in re.findall(_ATOM, body)))
    if len(atoms) != 2 or any(a not in probability for a in atoms):
        raise ValueError(f"the hypothesis must combine two defined events, got {atoms}")
    a, b = atoms
    operator = next(
        (
            op
            for op in OPERATORS
            if hypothesis_clauses(op, a, b) == [f"{HYPOTHESIS_ATOM} :- {x}." for x in hypothesis_bodies]
        ),
        None,
    )
    if operator is None:
        raise ValueError(f"unrecognized hypothesis clauses {hypothesis_bodies}")
    if support[a] & support[b]:
        raise ValueError("the hypothesis events are not independent")
    return combine(operator, probability[a], probability[b])
