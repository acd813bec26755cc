"""Slots: what a QUITE-style text says, as choices, and the only code that turns those choices into ProbLog.

A premise base is a Bayesian network written one CPT column per sentence. Its slots are

- :class:`Variable` — a name and its states (``()`` for a boolean variable, whose values are ``true``/``false``)
  and its parents;
- :class:`PremiseSlots` — one premise: the variable it is about (``child``), the parent assignment it conditions
  on (``condition``) and one probability per state of the child (one, for ``true``, when the child is boolean);
- :class:`AtomSlot` — an evidence sentence or the question: a variable, one of its values, and a polarity.

:func:`render_program` writes ProbLog from slots. Names are sanitized, states quoted when needed, and every clause
is a CPT column of a declared variable, so a rendered program never has a syntax error, an undefined predicate or
a probability outside [0, 1]; annotated disjunctions are rendered as given (:func:`normalize` is the parser's job).
:func:`gold_slots` reads the slots back from a QUITE gold program (premise clauses, evidence and query lines):
rendering them reproduces the gold answers.

Examples:

    >>> pollution = Variable("pollution", ("high", "low"))
    >>> smoker = Variable("smoker")
    >>> cancer = Variable("cancer", parents=("pollution", "smoker"))
    >>> premises = [
    ...     PremiseSlots("pollution", (), (0.1, 0.9)),
    ...     PremiseSlots("smoker", (), (0.3,)),
    ...     PremiseSlots("cancer", (("pollution", "low"), ("smoker", "false")), (0.001,)),
    ... ]
    >>> variables = {v.name: v for v in (pollution, smoker, cancer)}
    >>> print(render_premises(variables, premises))
    0.1::pollution(high); 0.9::pollution(low).
    0.3::smoker.
    0.001::cancer :- pollution(low), \\+smoker.
    >>> render_question(variables, [AtomSlot("smoker", "false")], AtomSlot("cancer", "true", positive=False))
    (['evidence(smoker, false).'], 'query(\\\\+cancer).')
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from hedgehub.problog import flatten_term, unquote


BOOLEAN_VALUES = ("true", "false")
_IDENTIFIER = re.compile(r"[a-z][A-Za-z0-9_]*")


class SlotError(ValueError):
    """A gold program or a slot set that does not describe a Bayesian network premise by premise."""


@dataclass(frozen=True)
class Variable:
    """A random variable of the premise base.

    Args:
        name (`str`): its ProbLog predicate name (sanitized when rendered).
        states (`tuple[str, ...]`, *optional*, defaults to `()`): its categorical states; empty for a boolean.
        parents (`tuple[str, ...]`, *optional*, defaults to `()`): the variables its CPT is conditioned on.
    """

    name: str
    states: tuple[str, ...] = ()
    parents: tuple[str, ...] = ()

    @property
    def boolean(self) -> bool:
        return not self.states

    @property
    def values(self) -> tuple[str, ...]:
        """The values a literal over this variable can take: its states, or ``true``/``false``."""
        return BOOLEAN_VALUES if self.boolean else self.states

    def describe(self, value: str | None = None) -> str:
        """Words for the variable (and one value): ``stroke volume: low``, ``smoker``, ``not smoker``."""
        words = self.name.replace("_", " ")
        if value is None:
            return words
        if self.boolean:
            return words if value == "true" else f"not {words}"
        return f"{words}: {str(value).replace('_', ' ')}"


@dataclass(frozen=True)
class PremiseSlots:
    """One premise: a CPT column of ``child``.

    Args:
        child (`str`): the variable the premise is about.
        condition (`tuple[tuple[str, str], ...]`): ``(parent, value)`` pairs the column is conditioned on.
        probabilities (`tuple[float, ...]`): one per state of the child (for a boolean child: P(true)).
    """

    child: str
    condition: tuple[tuple[str, str], ...] = ()
    probabilities: tuple[float, ...] = ()


@dataclass(frozen=True)
class AtomSlot:
    """An evidence sentence or a question: ``variable`` has ``value`` (``positive``) or has not."""

    variable: str
    value: str
    positive: bool = True


@dataclass
class NetworkSlots:
    """Everything a QUITE pair says, as slots: variables in order of introduction, premises, evidence, query."""

    variables: dict[str, Variable] = field(default_factory=dict)
    premises: list[PremiseSlots] = field(default_factory=list)
    evidence: list[AtomSlot] = field(default_factory=list)
    query: AtomSlot | None = None


# ----------------------------------------------------------------------------------------------------------------
# Rendering
# ----------------------------------------------------------------------------------------------------------------


def identifier(text: str) -> str:
    """A ProbLog predicate name from free text: ``Stroke Volume`` → ``stroke_volume``, ``2nd`` → ``v_2nd``, and a
    name ProbLog keeps for itself (a built-in such as ``call``, ``condition``, ``number``, or ``not``) → ``v_call``:
    as a head it would make the program ``unsafe`` (bn-reasoning's earthquake network has "john calls")."""
    name = re.sub(r"[^a-z0-9]+", "_", str(text).lower()).strip("_")
    if not name:
        return "v"
    return name if name[0].isalpha() and name not in _reserved_names() else f"v_{name}"


@functools.cache
def _reserved_names() -> frozenset[str]:
    """The predicate names :func:`hedgehub.problog.check_program` refuses as heads (ProbLog's built-ins, the body
    built-ins it allows, ``not``)."""
    from hedgehub.problog import _ALLOWED_BUILTINS, _CONTROL, _builtin_names

    return frozenset(_builtin_names() | {name for name, _ in _ALLOWED_BUILTINS | _CONTROL})


def state_term(state: str) -> str:
    """A state as a ProbLog constant: plain lower-case identifiers as they are, anything else quoted."""
    state = str(state)
    if _IDENTIFIER.fullmatch(state):
        return state
    return "'" + state.replace("\\", "\\\\").replace("'", "\\'") + "'"


def format_probability(p: float) -> str:
    """Clamp to [0, 1] and write at most 10 significant digits: ``0.3``, ``0.0001``, ``1``."""
    p = min(1.0, max(0.0, float(p)))
    text = f"{p:.10f}".rstrip("0").rstrip(".")
    return text or "0"


def literal(variable: Variable, value: str, positive: bool = True) -> str:
    """The ProbLog literal saying ``variable`` has ``value`` (or, with ``positive=False``, has not)."""
    name = identifier(variable.name)
    if variable.boolean:
        if value not in BOOLEAN_VALUES:
            raise SlotError(f"boolean variable {variable.name!r} has no value {value!r}")
        positive = positive == (value == "true")
        return name if positive else f"\\+{name}"
    if value not in variable.states:
        raise SlotError(f"variable {variable.name!r} has no state {value!r} (states: {', '.join(variable.states)})")
    atom = f"{name}({state_term(value)})"
    return atom if positive else f"\\+{atom}"


def render_premise(variables: Mapping[str, Variable], premise: PremiseSlots) -> str:
    """One CPT column as a ProbLog clause (a fact, a rule or an annotated disjunction)."""
    child = variables[premise.child]
    probabilities = list(premise.probabilities)
    if child.boolean:
        heads = [f"{format_probability(probabilities[0])}::{identifier(child.name)}"]
    else:
        if len(probabilities) != len(child.states):
            raise SlotError(
                f"premise about {child.name!r} gives {len(probabilities)} probabilities for {len(child.states)} states"
            )
        heads = [
            f"{format_probability(p)}::{identifier(child.name)}({state_term(s)})"
            for s, p in zip(child.states, probabilities, strict=True)
            if p > 0 or len(child.states) == 1
        ] or [f"0::{identifier(child.name)}({state_term(child.states[0])})"]
    body = ", ".join(literal(variables[parent], value) for parent, value in premise.condition)
    return "; ".join(heads) + (f" :- {body}." if body else ".")


def render_premises(variables: Mapping[str, Variable], premises: Sequence[PremiseSlots]) -> str:
    """All premise clauses, one per line."""
    return "\n".join(render_premise(variables, p) for p in premises)


def render_question(
    variables: Mapping[str, Variable], evidence: Sequence[AtomSlot], query: AtomSlot
) -> tuple[list[str], str]:
    """``evidence(...)`` clauses and the ``query(...)`` clause, as a list and a string."""
    clauses = []
    for slot in evidence:
        variable = variables[slot.variable]
        atom = literal(variable, "true" if variable.boolean else slot.value)
        truth = slot.positive if not variable.boolean else slot.positive == (slot.value == "true")
        clauses.append(f"evidence({atom}, {'true' if truth else 'false'}).")
    return clauses, f"query({literal(variables[query.variable], query.value, query.positive)})."


def render_program(slots: NetworkSlots) -> str:
    """The whole program: premises, evidence, query."""
    evidence, query = render_question(slots.variables, slots.evidence, slots.query)
    return "\n".join([render_premises(slots.variables, slots.premises), *evidence, query])


def normalize(probabilities: Sequence[float], *, boolean: bool) -> tuple[float, ...]:
    """Clamp to [0, 1]; an annotated disjunction summing above 1 is scaled to sum 1 (verbal premises do that)."""
    values = [min(1.0, max(0.0, float(p))) for p in probabilities]
    total = sum(values)
    if not boolean and total > 1 + 1e-9:
        values = [p / total for p in values]
    return tuple(values)


# ----------------------------------------------------------------------------------------------------------------
# Reading gold programs
# ----------------------------------------------------------------------------------------------------------------


def _parse(text: str, where: str) -> list:
    from problog.parser import PrologParser
    from problog.program import ExtendedPrologFactory

    try:
        return list(PrologParser(ExtendedPrologFactory()).parseString(text))
    except Exception as err:  # noqa: BLE001 - problog raises several parse error types
        raise SlotError(f"{where}: does not parse as ProbLog: {' '.join(str(err).split())}") from None


def _key(term) -> tuple[str, int]:
    return (term.functor, len(term.args))


def _split_clause(clause) -> tuple[list, object | None]:
    """(head terms with probabilities, body or None) of a fact, rule, or annotated disjunction."""
    from problog.logic import AnnotatedDisjunction, Clause

    if isinstance(clause, AnnotatedDisjunction):
        return list(clause.heads), clause.body
    if isinstance(clause, Clause):
        return [clause.head], clause.body
    if getattr(clause, "functor", None) == ";":
        return flatten_term(clause, ";"), None
    return [clause], None


def _zero(probability) -> bool:
    try:
        return float(probability) == 0
    except (TypeError, ValueError):
        return False


def _body_literals(body) -> list[tuple[bool, object]]:
    from problog.logic import Not

    literals = []
    for term in flatten_term(body, ",") if body is not None else []:
        positive = True
        while isinstance(term, Not) or (getattr(term, "functor", None) in ("\\+", "not") and len(term.args) == 1):
            positive = not positive
            term = term.args[0]
        literals.append((positive, term))
    return literals


class _GoldReader:
    """Maps the atoms of a gold program to (variable, value) by the shape of its heads."""

    def __init__(self, premise_blocks: Sequence[str], where: str):
        self.where = where
        self.blocks = [_parse(block, f"{where}, premise {i}") for i, block in enumerate(premise_blocks)]
        heads_by_key: dict[tuple[str, int], list] = {}
        within: dict[tuple[str, int], set[int]] = {}
        for clauses in self.blocks:
            for clause in clauses:
                heads = _split_clause(clause)[0]
                for head in heads:
                    heads_by_key.setdefault(_key(head), []).append(head)
                for key in {_key(h) for h in heads}:
                    same = [h for h in heads if _key(h) == key]
                    within.setdefault(key, set()).update(
                        i for i in range(key[1]) if len({str(h.args[i]) for h in same}) > 1
                    )
        # A predicate's state position is the argument that differs between the heads of one annotated disjunction
        # (water's ``cbodn(10, '12:00')``: the level, not the time slice), else between its heads; else boolean.
        self.state_position: dict[tuple[str, int], int | None] = {}
        for key, heads in heads_by_key.items():
            varying = sorted(within.get(key, ())) or [
                i for i in range(key[1]) if len({str(h.args[i]) for h in heads}) > 1
            ]
            self.state_position[key] = varying[-1] if varying else None
        self.variables: dict[str, Variable] = {}
        self._names: dict[tuple, str] = {}

    def _variable_key(self, term) -> tuple:
        key = _key(term)
        if key not in self.state_position:
            raise SlotError(f"{self.where}: {term} is not the head of any premise")
        position = self.state_position[key]
        rest = tuple(str(a) for i, a in enumerate(term.args) if i != position)
        return (key, rest)

    def name_of(self, term) -> str:
        vkey = self._variable_key(term)
        if vkey not in self._names:
            (functor, _), rest = vkey
            taken = set(self._names.values())
            name = functor if functor not in taken else "_".join([functor, *map(identifier, rest)])
            self._names[vkey] = name
        return self._names[vkey]

    def value_of(self, term) -> str | None:
        if _key(term) not in self.state_position:
            raise SlotError(f"{self.where}: {term} is not the head of any premise")
        position = self.state_position[_key(term)]
        return None if position is None else unquote(str(term.args[position]))

    def read_premises(self, other_terms: Sequence = ()) -> list[PremiseSlots]:
        states: dict[str, list[str]] = {}
        raw = []
        children = {self.name_of(_split_clause(c)[0][0]) for clauses in self.blocks for c in clauses}
        for index, clauses in enumerate(self.blocks):
            for clause in clauses:
                heads, body = _split_clause(clause)
                child = self.name_of(heads[0])
                # A head over a variable that no premise is about is a slip: that atom is named nowhere else, so it
                # only takes its probability mass out of the disjunction (hailfinder4's ``0.3::above_average``).
                if any(self.name_of(h) in children - {child} for h in heads):
                    raise SlotError(f"{self.where}, premise {index}: heads over several variables: {clause}")
                heads = [h for h in heads if self.name_of(h) == child]
                entries = []
                for head in heads:
                    if head.probability is None:
                        raise SlotError(f"{self.where}, premise {index}: a head without probability: {clause}")
                    try:
                        p = float(head.probability)
                    except (TypeError, ValueError):
                        raise SlotError(f"{self.where}, premise {index}: non-numeric probability: {clause}") from None
                    value = self.value_of(head)
                    entries.append((value, p))
                    if value is not None and value not in states.setdefault(child, []):
                        states[child].append(value)
                literals = _body_literals(body)
                for _, term in literals:
                    if _key(term) not in self.state_position:
                        raise SlotError(f"{self.where}, premise {index}: {term} is not the head of any premise")
                raw.append((index, child, entries, literals))
        # A state that only a body, evidence or query names (phytophthora's '>=28°C') is a state of probability 0:
        # that atom is never true.
        for term in [t for *_, literals in raw for _, t in literals] + list(other_terms):
            value = self.value_of(term)
            if value is not None and value not in states.setdefault(self.name_of(term), []):
                states[self.name_of(term)].append(value)
        for name in self._names.values():
            self.variables.setdefault(name, Variable(name, tuple(states.get(name, ()))))
        premises, parents = [], {}
        for index, child, entries, literals in raw:
            variable = self.variables[child]
            condition = []
            for positive, term in literals:
                parent = self.variables[self.name_of(term)]
                condition.append((parent.name, self._value(parent, term, positive, f"premise {index}")))
            if variable.boolean:
                probabilities = (entries[0][1],)
            else:
                given = dict(entries)
                probabilities = tuple(given.get(s, 0.0) for s in variable.states)
            parents.setdefault(child, [])
            for parent, _ in condition:
                if parent not in parents[child]:
                    parents[child].append(parent)
            premises.append(PremiseSlots(child, tuple(condition), probabilities))
        for name, plist in parents.items():
            v = self.variables[name]
            self.variables[name] = Variable(v.name, v.states, tuple(plist))
        return premises

    def _value(self, variable: Variable, term, positive: bool, where: str) -> str:
        value = self.value_of(term)
        if variable.boolean:
            return "true" if positive else "false"
        if positive:
            return value
        others = [s for s in variable.states if s != value]
        if len(others) != 1:
            raise SlotError(f"{self.where}, {where}: negated state of a {len(variable.states)}-state variable")
        return others[0]

    @staticmethod
    def question_atom(term) -> tuple[bool, object]:
        """(positive, atom) of an ``evidence(...)`` or ``query(...)`` term."""
        args = list(term.args)
        truth = str(args[1]) == "true" if term.functor == "evidence" and len(args) == 2 else True
        ((positive, atom),) = _body_literals(args[0])
        return positive == truth, atom

    def read_atom(self, term) -> AtomSlot:
        positive, atom = self.question_atom(term)
        variable = self.variables[self.name_of(atom)]
        if variable.boolean:
            return AtomSlot(variable.name, "true" if positive else "false")
        value = self.value_of(atom)
        if not positive and len(variable.states) == 2:
            return AtomSlot(variable.name, next(s for s in variable.states if s != value))
        return AtomSlot(variable.name, value, positive)


def gold_slots(
    premise_blocks: Sequence[str],
    evidence_lines: Sequence[str] = (),
    query_line: str | None = None,
    *,
    where: str = "program",
) -> NetworkSlots:
    """Read the slots of a QUITE gold program.

    Args:
        premise_blocks (`Sequence[str]`): one clause block per premise sentence.
        evidence_lines (`Sequence[str]`, *optional*): ``evidence(...)`` clauses.
        query_line (`str`, *optional*): the ``query(...)`` clause.
        where (`str`, *optional*): names the program in errors.

    Returns:
        [`NetworkSlots`]

    Raises:
        SlotError: naming the premise or clause that is not a CPT column of one variable.

    Examples:

        >>> slots = gold_slots(["0.3::smoker(person).", "0.05::cancer(person) :- not smoker(person)."],
        ...                    ["evidence(not smoker(person), true)."], "query(cancer(person)).")
        >>> slots.premises[1]
        PremiseSlots(child='cancer', condition=(('smoker', 'false'),), probabilities=(0.05,))
        >>> slots.evidence
        [AtomSlot(variable='smoker', value='false', positive=True)]
        >>> slots.query
        AtomSlot(variable='cancer', value='true', positive=True)
    """
    reader = _GoldReader(premise_blocks, where)
    lines = [(line, f"evidence {i}") for i, line in enumerate(evidence_lines)]
    lines += [(query_line, "query")] if query_line is not None else []
    terms = []
    for line, kind in lines:
        parsed = _parse(line, f"{where}, {kind}")
        if len(parsed) != 1 or getattr(parsed[0], "functor", None) not in ("evidence", "query"):
            raise SlotError(f"{where}, {kind}: expected one evidence/query clause, got {line!r}")
        terms.append(parsed[0])
    premises = reader.read_premises([reader.question_atom(t)[1] for t in terms])
    slots = NetworkSlots(dict(reader.variables), premises)
    atoms = [reader.read_atom(t) for t in terms]
    slots.evidence = atoms[: len(evidence_lines)]
    slots.query = atoms[-1] if query_line is not None else None
    return slots
