"""Exact answers in milliseconds for ProbLog programs that are Bayesian networks (variable elimination, numpy).

Most programs hedgehub runs (QUITE's gold programs, bn-reasoning's and WEP-probing's) are discrete Bayesian networks
written as annotated disjunctions. For those, knowledge compilation (ProbLog + ``dsharp``, 15-700 ms a program) is not
needed: this module reads the program with its own small parser, compiles the premises once into conditional
probability tables (cached by their text) and answers each evidence/query block by variable elimination with a
greedy min-weight elimination order. :class:`hedgehub.problog.ProblogPool` (``backend="auto"``, the default) asks this
module first and sends everything else to ProbLog.

**The fragment** (anything else raises :class:`OutsideFragment`, and the caller falls back to ProbLog):

- ground clauses ``p1::h1; ...; pk::hk :- l1, ..., lm.`` (``k >= 1``; a head without ``p::`` has probability 1; the
  body may be empty), probabilities written as plain decimals ``0.25`` or integers, every head atom distinct;
- body literals ``atom``, ``\\+ atom`` or ``not atom``, and ``true``;
- ``evidence(literal)``, ``evidence(literal, true|false)`` and ``query(literal)``, at least one query;
- atoms ``name``, ``(name)`` or ``name(arg, ...)`` whose arguments are lower-case names, ``'quoted atoms'`` (no ``'``
  or ``\\`` inside), integers or decimals, and whose predicate (name/arity) is defined by some clause; none of
  ProbLog's built-ins;
- head atoms that share a clause form one *variable* (its states are those atoms, plus "none of them" when some
  probability mass is left over: an annotated disjunction summing below 1, or a parent configuration no clause
  covers); the clauses of a variable must have mutually exclusive bodies (otherwise ProbLog combines them as a
  noisy-or) and the variables must form a directed acyclic graph;
- every annotated disjunction sums to at most ``1 + 1e-9`` (ProbLog's own limit when two heads of a disjunction
  are used; above it the outcome depends on which heads ProbLog grounds);
- size limits: at most :data:`MAX_VARIABLES` variables take part in a question, no table (conditional probability
  table or intermediate factor) has more than :data:`MAX_CELLS` cells, all tables of a program together at most
  :data:`MAX_NETWORK_CELLS`, all factors built for one program at most :data:`MAX_WORK_CELLS` cells (and
  :data:`MAX_ORDER_STEPS` steps of choosing an elimination order); the evidence has probability 0 or at least
  :data:`MIN_EVIDENCE_PROBABILITY`.

Inside the fragment the answers are ProbLog's: a probability ``p < 1e-12`` counts as 0 and ``p > 1 - 1e-12`` as 1 (as
ProbLog's probability semiring does), the mass left over in an annotated disjunction goes to "none", and evidence of
probability 0 raises :class:`InconsistentEvidence` (ProbLog's ``InconsistentEvidenceError``). Query keys are printed
as ProbLog prints them (``a(x,'y z')``, ``\\+a``).

**Why this runs in the calling process.** It executes nothing from the program: the parser is a single pass of one
regular expression without nested repetition (linear time) over text whose length the caller has already checked
(``max_chars``), followed by a recursion-free token walk; every table is allocated only after its size has been
checked against the limits above, and every elimination step checks the size of the factor it is about to build and
the work done so far. So time (well under a second) and memory (tens of MB) per program are bounded whatever the
text. Whatever exceeds a limit goes to ProbLog's sandboxed worker processes with their time and memory limits.

Examples:

    >>> solve("0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\\\+ rain. query(wet).")
    {'wet': 0.34}
    >>> solve(("0.2::a(x); 0.8::a(y). 0.9::b :- a(x). 0.5::b :- a(y).", "evidence(b). query(a(x)). query(\\\\+a(x))."))
    {'a(x)': 0.3103448275862069, '\\\\+a(x)': 0.6896551724137931}
    >>> print(fragment_reason("0.3::a. 0.5::b :- a. 0.2::b. query(b)."))  # both clauses for b fire when a holds
    the clauses of variable 'b' have overlapping bodies (ProbLog combines them as a noisy-or), first at `0.2::b.`
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


MAX_VARIABLES = 400
MAX_CELLS = 1_000_000
MAX_NETWORK_CELLS = 4_000_000
# Work per program: factor cells built by variable elimination, and scope entries read to choose the order.
MAX_WORK_CELLS = 50_000_000
MAX_ORDER_STEPS = 2_000_000
MIN_EVIDENCE_PROBABILITY = 1e-11
AD_SUM_LIMIT = 1.0 + 1e-9
# ProbLog's probability semiring treats |p| < 1e-12 as 0 and |p - 1| < 1e-12 as 1 (problog.evaluator).
PROBLOG_EPSILON = 1e-12
CACHE_CELLS = 8_000_000  # compiled networks kept, counted by table cells

# One pass, no nested repetition: linear in the text. `bad` catches any character outside the fragment.
_TOKEN = re.compile(
    r"(?P<ws>[ \t\r\n]+)|(?P<comment>%[^\n]*)|(?P<num>[0-9]+(?:\.[0-9]+)?)|(?P<name>[a-z][A-Za-z0-9_]*)"
    r"|(?P<quoted>'[^'\\\n]*')|(?P<punct>::|:-|\\\+|[(),;.])|(?P<bad>.)",
    re.S,
)
_INTEGER = re.compile(r"0|[1-9][0-9]*\Z")
# ProbLog's word operators (problog.parser): never atoms or arguments in the fragment; `not` only as negation.
_WORD_OPERATORS = {"is", "as", "not", "xor", "rdiv", "mod", "rem", "div"}


class OutsideFragment(ValueError):
    """The program is not in the Bayesian-network fragment this module answers exactly; run it with ProbLog."""


class InconsistentEvidence(ValueError):
    """The evidence has probability 0 (ProbLog's ``InconsistentEvidenceError``)."""


# ----------------------------------------------------------------------------------------------------------------
# Parsing
# ----------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Atom:
    key: str  # as ProbLog prints it
    signature: tuple[str, int]


@dataclass(frozen=True)
class _Clause:
    heads: tuple[tuple[float, _Atom], ...]
    body: tuple[tuple[_Atom, bool], ...]  # (atom, negated)
    text: str


@dataclass(frozen=True)
class _Statements:
    clauses: tuple[_Clause, ...]
    evidence: tuple[tuple[_Atom, bool], ...]  # (atom, observed value)
    queries: tuple[tuple[_Atom, bool], ...]  # (atom, negated)


def _builtin_names() -> set[str]:
    from hedgehub.problog import _builtin_names as names

    return names()


def _tokenize(text: str) -> list[tuple[str, str, int, int]]:
    tokens = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind in ("ws", "comment"):
            continue
        if kind == "bad":
            raise OutsideFragment(f"character {match.group()!r} at offset {match.start()} is outside the fragment")
        tokens.append((kind, match.group(), match.start(), match.end()))
    return tokens


class _Reader:
    """A recursion-free walk over the tokens of one program."""

    def __init__(self, text: str):
        self.text = text
        self.tokens = _tokenize(text)
        self.i = 0

    def peek(self, offset: int = 0) -> tuple[str, str, int, int] | None:
        j = self.i + offset
        return self.tokens[j] if j < len(self.tokens) else None

    def fail(self, what: str):
        token = self.peek()
        where = f"at {token[1]!r} (offset {token[2]})" if token else "at the end"
        raise OutsideFragment(f"{what} {where}")

    def take(self, value: str) -> tuple[str, str, int, int]:
        token = self.peek()
        if token is None or token[1] != value or token[0] not in ("punct", "name"):
            self.fail(f"expected {value!r}")
        self.i += 1
        return token

    def at(self, value: str) -> bool:
        token = self.peek()
        return token is not None and token[1] == value and token[0] in ("punct", "name")

    def atom(self) -> _Atom:
        depth = 0
        while self.at("("):  # `(a)` is the atom a
            self.i += 1
            depth += 1
        token = self.peek()
        if token is None or token[0] != "name" or token[1] in _WORD_OPERATORS:
            self.fail("expected an atom")
        self.i += 1
        name = token[1]
        nxt = self.peek()
        if nxt is None or nxt[1] != "(" or nxt[0] != "punct":
            atom = _Atom(name, (name, 0))
        else:
            if nxt[2] != token[3]:
                self.fail("a space between a predicate and its '(' is outside the fragment")
            self.i += 1
            args = [self.argument()]
            while self.at(","):
                self.i += 1
                args.append(self.argument())
            self.take(")")
            atom = _Atom(f"{name}({','.join(args)})", (name, len(args)))
        for _ in range(depth):
            self.take(")")
        return atom

    def argument(self) -> str:
        token = self.peek()
        if token is None:
            self.fail("expected an argument")
        kind, value = token[0], token[1]
        if kind == "num" and "." in value:
            value = str(round(float(value), 15))  # ProbLog's float constant (problog.logic.Constant); 1 ≠ 1.0
        elif kind == "num" and _INTEGER.match(value) is not None:
            pass
        elif not (kind == "quoted" or (kind == "name" and value not in _WORD_OPERATORS)):
            self.fail("arguments must be names, quoted atoms or numbers")
        self.i += 1
        nxt = self.peek()
        if nxt is not None and nxt[1] == "(" and nxt[2] == token[3]:
            self.fail("compound arguments are outside the fragment")
        return value

    def literal(self) -> tuple[_Atom, bool]:
        negated = False
        token = self.peek()
        if token is not None and token[0] == "punct" and token[1] == "\\+":
            self.i += 1
            negated = True
        elif token is not None and token[0] == "name" and token[1] == "not":
            nxt = self.peek(1)
            if nxt is None or not (nxt[0] == "name" or nxt[1] == "("):
                self.fail("`not` must be followed by an atom")
            self.i += 1
            negated = True
        return self.atom(), negated

    def end(self, start: int) -> str:
        token = self.take(".")
        rest = self.text[token[3] : token[3] + 1]
        if rest not in ("", " ", "\t", "\r", "\n", "%"):
            self.fail("a clause must end with '.' and a space")
        return self.text[start : token[3]]

    def statements(self) -> _Statements:
        clauses, evidence, queries = [], [], []
        while self.peek() is not None:
            first = self.peek()
            nxt = self.peek(1)
            if first[0] == "name" and first[1] in ("query", "evidence") and nxt and nxt[1] == "(":
                self.i += 2
                atom, negated = self.literal()
                if first[1] == "query":
                    queries.append((atom, negated))
                else:
                    value = True
                    if self.at(","):
                        self.i += 1
                        flag = self.peek()
                        if flag is None or flag[0] != "name" or flag[1] not in ("true", "false"):
                            self.fail("evidence takes true or false")
                        self.i += 1
                        value = flag[1] == "true"
                    evidence.append((atom, value != negated))
                self.take(")")
                self.end(first[2])
                continue
            heads = []
            while True:
                token = self.peek()
                probability = None
                if token is not None and token[0] == "num":
                    self.i += 1
                    # ProbLog rounds float constants to 15 decimals; an integer probability stays exact.
                    probability = round(float(token[1]), 15) if "." in token[1] else float(token[1])
                    self.take("::")
                heads.append((probability, self.atom()))
                if not self.at(";"):
                    break
                self.i += 1
            if len(heads) > 1 and any(p is None for p, _ in heads):
                self.fail("a disjunction of heads without probabilities is outside the fragment")
            body = []
            if self.at(":-"):
                self.i += 1
                body.append(self.literal())
                while self.at(","):
                    self.i += 1
                    body.append(self.literal())
            text = self.end(first[2])
            clauses.append(_Clause(tuple((1.0 if p is None else p, a) for p, a in heads), tuple(body), text))
        return _Statements(tuple(clauses), tuple(evidence), tuple(queries))


def parse(text: str) -> _Statements:
    """Read a program of the fragment into clauses, evidence and queries (nothing is checked beyond the syntax)."""
    return _Reader(text).statements()


# ----------------------------------------------------------------------------------------------------------------
# Compilation
# ----------------------------------------------------------------------------------------------------------------


def _product(values: Sequence[int], limit: int) -> int:
    out = 1
    for v in values:
        out *= v
        if out > limit:
            return limit + 1
    return out


class Network:
    """Premises compiled into variables and conditional probability tables.

    Attributes:
        names (`list[str]`): one label per variable (its first atom).
        cards (`list[int]`): states per variable (its atoms, then "none" when some mass is left over).
        parents (`list[list[int]]`): parent variables, in table axis order.
        tables (`list[np.ndarray]`): shape ``(*parent cards, card)``.
        states (`dict[str, tuple[int, int]]`): atom key → (variable, state).
        signatures (`set[tuple[str, int]]`): the predicates the program defines.
    """

    def __init__(self, clauses: Sequence[_Clause]):
        builtins = _builtin_names()
        signatures: set[tuple[str, int]] = set()
        for clause in clauses:
            seen = set()
            for probability, atom in clause.heads:
                if atom.signature[0] in builtins or atom.signature[0] in ("query", "evidence"):
                    raise OutsideFragment(f"`{clause.text}` defines the built-in {atom.signature[0]}")
                if atom.key in seen:
                    raise OutsideFragment(f"`{clause.text}` lists {atom.key} twice")
                if not 0.0 <= probability <= 1.0:
                    raise OutsideFragment(f"`{clause.text}` has a probability outside [0, 1]")
                seen.add(atom.key)
                signatures.add(atom.signature)
            if sum(p for p, _ in clause.heads) > AD_SUM_LIMIT:
                raise OutsideFragment(f"`{clause.text}` sums to more than 1")
        for clause in clauses:
            for atom, negated in clause.body:
                if atom.key == "true" and not negated:
                    continue
                if atom.signature not in signatures or atom.signature[0] in builtins:
                    raise OutsideFragment(f"`{clause.text}` uses {atom.key}, which no clause defines")
        self.signatures = signatures

        # Variables: atoms sharing a clause's heads (union-find), states in order of first appearance.
        parent_of: dict[str, str] = {}

        def find(key: str) -> str:
            root = key
            while parent_of[root] != root:
                root = parent_of[root]
            while parent_of[key] != root:
                parent_of[key], key = root, parent_of[key]
            return root

        order: list[str] = []
        for clause in clauses:
            for _, atom in clause.heads:
                if atom.key not in parent_of:
                    parent_of[atom.key] = atom.key
                    order.append(atom.key)
            first = find(clause.heads[0][1].key)
            for _, atom in clause.heads[1:]:
                root = find(atom.key)
                if root != first:
                    parent_of[root] = first
        roots: dict[str, int] = {}
        self.names: list[str] = []
        members: list[list[str]] = []
        self.states: dict[str, tuple[int, int]] = {}
        for key in order:
            root = find(key)
            if root not in roots:
                roots[root] = len(self.names)
                self.names.append(key)
                members.append([])
            v = roots[root]
            self.states[key] = (v, len(members[v]))
            members[v].append(key)
        n = len(self.names)
        full_cards = [len(m) + 1 for m in members]  # last state: none of the atoms

        # Parents first, so that table sizes are checked before anything is allocated.
        parents: list[list[int]] = [[] for _ in range(n)]
        for clause in clauses:
            v = self.states[clause.heads[0][1].key][0]
            for atom, _ in clause.body:
                if atom.key in self.states:
                    u = self.states[atom.key][0]
                    if u == v:
                        raise OutsideFragment(f"`{clause.text}` makes {self.names[v]!r} depend on itself")
                    if u not in parents[v]:
                        parents[v].append(u)
        self._check_acyclic(parents)
        total = 0
        for v in range(n):
            cells = _product([full_cards[u] for u in parents[v]] + [full_cards[v]], MAX_CELLS)
            total += cells
            if cells > MAX_CELLS or total > MAX_NETWORK_CELLS:
                raise OutsideFragment(f"the table of {self.names[v]!r} is larger than the exact path allows")

        per_var: list[list[_Clause]] = [[] for _ in range(n)]
        for clause in clauses:
            per_var[self.states[clause.heads[0][1].key][0]].append(clause)
        tables: list[np.ndarray] = []
        for v in range(n):
            shape = [full_cards[u] for u in parents[v]] + [full_cards[v]]
            table = np.zeros(shape)
            table[..., -1] = 1.0  # no clause fires: none of the atoms holds
            covered = np.zeros(shape[:-1], dtype=bool)
            for clause in per_var[v]:
                condition = self._condition(clause, full_cards)
                if condition is None:
                    continue  # the body can never hold
                index = np.ix_(
                    *[np.flatnonzero(condition[u]) if u in condition else np.arange(full_cards[u]) for u in parents[v]]
                )
                if np.any(covered[index]):
                    raise OutsideFragment(
                        f"the clauses of variable {self.names[v]!r} have overlapping bodies (ProbLog combines them "
                        f"as a noisy-or), first at `{clause.text}`"
                    )
                covered[index] = True
                table[index] = self._distribution(clause, full_cards[v])
            tables.append(table)

        # Drop the "none" state of variables that never take it.
        cards = list(full_cards)
        for v in range(n):
            if not np.any(tables[v][..., -1]):
                cards[v] -= 1
                tables[v] = tables[v][..., :-1]
                for w in range(n):
                    if v in parents[w]:
                        axis = parents[w].index(v)
                        tables[w] = np.take(tables[w], np.arange(cards[v]), axis=axis)
        self.cards = cards
        self.parents = parents
        self.tables = tables
        self.cells = sum(t.size for t in tables)
        self._ancestors: dict[int, frozenset[int]] = {}

    def _condition(self, clause: _Clause, full_cards: list[int]) -> dict[int, np.ndarray] | None:
        """Parent variable → allowed states for the body to hold; ``None`` when it never holds."""
        condition: dict[int, np.ndarray] = {}
        for atom, negated in clause.body:
            if atom.key == "true" and not negated:
                continue
            if atom.key not in self.states:  # a defined predicate, but no clause for this atom: always false
                if not negated:
                    return None
                continue
            u, s = self.states[atom.key]
            allowed = np.zeros(full_cards[u], dtype=bool)
            allowed[s] = True
            if negated:
                allowed = ~allowed
            condition[u] = condition[u] & allowed if u in condition else allowed
            if not condition[u].any():
                return None
        return condition

    def _distribution(self, clause: _Clause, card: int) -> np.ndarray:
        probabilities = [0.0 if p < PROBLOG_EPSILON else p for p, _ in clause.heads]
        if any(p > 1.0 - PROBLOG_EPSILON for p in probabilities):
            if sum(p > 0.0 for p in probabilities) > 1:
                raise OutsideFragment(f"`{clause.text}` mixes a certain head with other heads")
            probabilities = [1.0 if p > 0.0 else 0.0 for p in probabilities]
        row = np.zeros(card)
        for p, (_, atom) in zip(probabilities, clause.heads, strict=True):
            row[self.states[atom.key][1]] = p
        row[-1] = 1.0 - sum(probabilities)
        return row

    @staticmethod
    def _check_acyclic(parents: list[list[int]]) -> None:
        children: list[list[int]] = [[] for _ in parents]
        missing = [len(p) for p in parents]
        for v, ps in enumerate(parents):
            for u in ps:
                children[u].append(v)
        ready = [v for v, m in enumerate(missing) if m == 0]
        done = 0
        while ready:
            v = ready.pop()
            done += 1
            for w in children[v]:
                missing[w] -= 1
                if missing[w] == 0:
                    ready.append(w)
        if done != len(parents):
            raise OutsideFragment("the program's variables form a cycle")

    def ancestors(self, v: int) -> frozenset[int]:
        """``v`` and every variable it depends on."""
        if v not in self._ancestors:
            seen = {v}
            stack = [v]
            while stack:
                for u in self.parents[stack.pop()]:
                    if u not in seen:
                        seen.add(u)
                        stack.append(u)
            self._ancestors[v] = frozenset(seen)
        return self._ancestors[v]

    # -- answering -----------------------------------------------------------------------------------------------
    def answer(
        self, evidence: Sequence[tuple[_Atom, bool]], queries: Sequence[tuple[_Atom, bool]]
    ) -> dict[str, float]:
        """Probabilities of the queries given the evidence, keyed as ProbLog prints them."""
        for atom, _ in list(evidence) + list(queries):
            if atom.signature not in self.signatures or atom.signature[0] in _builtin_names():
                raise OutsideFragment(f"{atom.key} is not defined by the program")
        masks: dict[int, np.ndarray] = {}
        for atom, value in evidence:
            if atom.key not in self.states:  # defined predicate without a clause for this atom: always false
                if value:
                    raise InconsistentEvidence(f"the evidence {atom.key} can never hold")
                continue
            v, s = self.states[atom.key]
            mask = np.zeros(self.cards[v], dtype=bool)
            mask[s] = True
            if not value:
                mask = ~mask
            masks[v] = masks[v] & mask if v in masks else mask
        query_vars = []
        for atom, _ in queries:
            if atom.key in self.states and self.states[atom.key][0] not in query_vars:
                query_vars.append(self.states[atom.key][0])
        marginals: dict[int | None, np.ndarray] = {}
        budget = _Budget()
        for v in query_vars or [None]:
            marginals[v] = self._marginal(masks, v, budget)
        p_evidence = float(next(iter(marginals.values())).sum())
        if p_evidence == 0.0:
            raise InconsistentEvidence("the evidence has probability 0")
        if p_evidence < MIN_EVIDENCE_PROBABILITY:
            raise OutsideFragment(f"the evidence has probability {p_evidence:.3g}: ProbLog decides")
        out: dict[str, float] = {}
        for atom, negated in queries:
            label = "\\+" + atom.key if negated else atom.key
            if label in out:
                continue
            if atom.key not in self.states:
                probability = 0.0
            else:
                v, s = self.states[atom.key]
                unnormalized = marginals[v]
                kept = np.flatnonzero(masks[v]) if v in masks else np.arange(self.cards[v])
                probability = float(unnormalized[kept == s].sum() / unnormalized.sum())
            out[label] = 1.0 - probability if negated else probability
        return out

    def _marginal(self, masks: dict[int, np.ndarray], target: int | None, budget: _Budget) -> np.ndarray:
        """Unnormalized P(target, evidence) over the target's allowed states (a 1-element array without target)."""
        relevant: set[int] = set()
        for v in [*masks, *([] if target is None else [target])]:
            relevant |= self.ancestors(v)
        if len(relevant) > MAX_VARIABLES:
            raise OutsideFragment(f"{len(relevant)} variables take part in the question: more than the exact path's")
        keep: dict[int, np.ndarray] = {}
        for v, mask in masks.items():
            if v in relevant:
                if not mask.any():
                    return np.zeros(1)
                keep[v] = np.flatnonzero(mask)
        cards = {v: (len(keep[v]) if v in keep else self.cards[v]) for v in relevant}
        factors: list[tuple[list[int], np.ndarray]] = []
        for v in relevant:
            scope = [*self.parents[v], v]
            table = self.tables[v]
            # Evidence: keep the allowed states; a variable observed in one state leaves the factor altogether.
            out_scope = []
            for axis in range(len(scope) - 1, -1, -1):
                u = scope[axis]
                if u in keep:
                    if len(keep[u]) == 1 and u != target:
                        table = np.take(table, keep[u][0], axis=axis)
                        continue
                    table = np.take(table, keep[u], axis=axis)
                out_scope.append(u)
            factors.append((out_scope[::-1], table))
        eliminate = {v for v in relevant if v != target and not (v in keep and len(keep[v]) == 1)}
        result = _eliminate(factors, eliminate, cards, target, budget)
        return result if target is not None else np.atleast_1d(result)


class _Budget:
    """The work left for one program."""

    def __init__(self) -> None:
        self.cells = MAX_WORK_CELLS
        self.steps = MAX_ORDER_STEPS

    def spend(self, cells: int = 0, steps: int = 0) -> None:
        self.cells -= cells
        self.steps -= steps
        if self.cells < 0 or self.steps < 0:
            raise OutsideFragment("the question needs more work than the exact path allows")


def _eliminate(
    factors: list[tuple[list[int], np.ndarray]],
    eliminate: set[int],
    cards: dict[int, int],
    target: int | None,
    budget: _Budget,
) -> np.ndarray:
    """Sum ``eliminate`` out of the product of ``factors`` (greedy min-weight order); the rest is over ``target``."""
    live: dict[int, tuple[list[int], np.ndarray]] = dict(enumerate(factors))
    holding: dict[int, set[int]] = {v: set() for v in eliminate}
    for i, (scope, _) in live.items():
        for v in scope:
            if v in holding:
                holding[v].add(i)
    next_id = len(factors)
    while holding:
        best, best_cost, best_scope = None, None, None
        steps = 0
        for v, ids in holding.items():
            scope = sorted({u for i in ids for u in live[i][0]})
            steps += len(scope)
            cost = _product([cards[u] for u in scope], MAX_CELLS)
            if best_cost is None or cost < best_cost or (cost == best_cost and v < best):
                best, best_cost, best_scope = v, cost, scope
        budget.spend(cells=best_cost, steps=steps)
        if best_cost > MAX_CELLS:
            raise OutsideFragment("variable elimination would build a factor larger than the exact path allows")
        ids = holding.pop(best)
        out_scope = [u for u in best_scope if u != best]
        operands: list = []
        for i in ids:
            scope, table = live.pop(i)
            operands += [table, [best_scope.index(u) for u in scope]]
        if operands:
            table = np.einsum(*operands, [best_scope.index(u) for u in out_scope])
        else:
            table = np.ones([cards[u] for u in out_scope])
        live[next_id] = (out_scope, table)
        for u in out_scope:
            if u in holding:
                holding[u].difference_update(ids)
                holding[u].add(next_id)
        next_id += 1
    out_scope = [] if target is None else [target]
    operands = []
    for scope, table in live.values():
        operands += [table, [0] * len(scope)]
    if not operands:
        return np.ones([cards[target]] if target is not None else [])
    return np.einsum(*operands, [0] * len(out_scope))


# ----------------------------------------------------------------------------------------------------------------
# The solver: compiled networks cached by their premise text
# ----------------------------------------------------------------------------------------------------------------


class ExactSolver:
    """Answers programs of the fragment; compiled premise programs are kept (least recently used first out).

    Args:
        cache_cells (`int`, *optional*, defaults to `8000000`): table cells of compiled networks kept in memory.

    Examples:

        >>> solver = ExactSolver()
        >>> base = "0.1531::g(present); 0.8469::g(absent). 0.3925::f(present); 0.6075::f(absent) :- g(present). "
        >>> base += "0.4307::f(present); 0.5693::f(absent) :- g(absent)."
        >>> round(solver.run(base, "evidence(f(present)). query(g(present)).")["g(present)"], 6)
        0.141442
        >>> solver.run(base, "evidence(g(none)). query(f(present)).")
        Traceback (most recent call last):
        ...
        hedgehub.exact.InconsistentEvidence: the evidence g(none) can never hold
    """

    def __init__(self, cache_cells: int = CACHE_CELLS):
        self.cache_cells = cache_cells
        self._statements: OrderedDict[str, _Statements | OutsideFragment] = OrderedDict()
        self._networks: OrderedDict[tuple[str, ...], Network | OutsideFragment] = OrderedDict()
        self._lock = threading.Lock()

    def _parse_base(self, base: str) -> _Statements:
        with self._lock:
            cached = self._statements.get(base)
            if cached is not None:
                self._statements.move_to_end(base)
        if cached is None:
            try:
                cached = parse(base)
            except OutsideFragment as err:
                cached = err
            with self._lock:
                self._statements[base] = cached
                while len(self._statements) > 64:
                    self._statements.popitem(last=False)
        if isinstance(cached, OutsideFragment):
            raise cached
        return cached

    def network(self, clauses: Sequence[_Clause]) -> Network:
        key = tuple(c.text for c in clauses)
        with self._lock:
            cached = self._networks.get(key)
            if cached is not None:
                self._networks.move_to_end(key)
        if cached is None:
            try:
                cached = Network(clauses)
            except OutsideFragment as err:
                cached = err
            with self._lock:
                self._networks[key] = cached
                cells = sum(n.cells for n in self._networks.values() if isinstance(n, Network))
                while len(self._networks) > 1 and (cells > self.cache_cells or len(self._networks) > 256):
                    _, old = self._networks.popitem(last=False)
                    cells -= old.cells if isinstance(old, Network) else 0
        if isinstance(cached, OutsideFragment):
            raise cached
        return cached

    def run(self, base: str, rest: str = "") -> dict[str, float]:
        """Answer the program ``base + "\\n" + rest`` (``base``: premises, parsed and compiled once).

        Returns:
            `dict[str, float]`: query → probability, keys as ProbLog prints them.

        Raises:
            OutsideFragment: the program is not in the fragment (run it with ProbLog).
            InconsistentEvidence: the evidence has probability 0.
        """
        first = self._parse_base(base) if base.strip() else _Statements((), (), ())
        second = parse(rest) if rest.strip() else _Statements((), (), ())
        clauses = first.clauses + second.clauses
        queries = first.queries + second.queries
        if not queries:
            raise OutsideFragment("the program has no query")
        if not clauses:
            raise OutsideFragment("the program has no clauses")
        return self.network(clauses).answer(first.evidence + second.evidence, queries)


_SOLVER = ExactSolver()


def solve(program: str | tuple[str, str]) -> dict[str, float]:
    """Exact answers of one program of the fragment (a string, or a ``(premises, evidence and queries)`` pair).

    Raises:
        OutsideFragment: the program is not in the fragment.
        InconsistentEvidence: the evidence has probability 0.

    Examples:

        >>> solve("0.5::a. query(a). query(\\\\+a).")
        {'a': 0.5, '\\\\+a': 0.5}
    """
    base, rest = (program, "") if isinstance(program, str) else program
    return _SOLVER.run(base, rest)


def fragment_reason(program: str | tuple[str, str]) -> str | None:
    """Why a program is outside the fragment, or ``None`` when this module answers it (or finds its evidence
    impossible).

    Examples:

        >>> fragment_reason("0.5::a. query(a).") is None
        True
        >>> fragment_reason("p(X) :- q(X). query(p(a)).")
        "character 'X' at offset 2 is outside the fragment"
    """
    try:
        solve(program)
    except OutsideFragment as err:
        return str(err)
    except InconsistentEvidence:
        return None
    return None
