"""Discrete Bayesian networks: loading, sub-networks, ProbLog conversion both ways, exact and interventional queries.

A :class:`BayesNet` is a plain container (variables in topological order, their states, their parents and one CPT
array per variable). Networks come from pgmpy's shipped bnlearn examples or from any BIF file
(:func:`load_network`, cached as pickles under ``~/.cache/hedgehub/bn`` because BIF parsing is slow), from a ProbLog
program (:func:`from_problog`) or are built by hand (:func:`gallstones_network`, the 3-node example of QUITE's
Appendix D, is the toy with a known answer).

The ProbLog encoding is QUITE's: one annotated disjunction per CPT column, the parent states of that column as body
literals, every variable a categorical predicate ``pred(state)`` (:func:`to_problog`). It reproduces pgmpy's exact
inference (:func:`query`, variable elimination) to floating-point precision; :func:`from_problog` reads such programs
back, and also QUITE's boolean style (``0.3::smoker(person).`` with ``\\+ smoker(person)`` in bodies).

Interventions ``do(X=x)`` are graph surgery (:func:`intervene`): X loses its parents and its CPT becomes a point mass
on x. The ProbLog encoding of the same surgery (:func:`intervention_program`) drops X's clauses from the program and
adds the fact ``x(state).``; both engines then give P(Y | do(X=x), E=e).

Examples:

    >>> net = gallstones_network()
    >>> net.variables, net.parents["amylase"]
    (['gallstones', 'flatulence', 'amylase'], ['gallstones'])
    >>> print(to_problog(net).splitlines()[1])
    0.3925::flatulence(present); 0.6075::flatulence(absent) :- gallstones(present).
    >>> round(query(net, "amylase", "500-1400", {"flatulence": "present"}), 6)
    0.011316
    >>> from_problog(to_problog(net)).states["amylase"]
    ['0-299', '300-499', '500-1400']
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import itertools
import os
import pickle
import random
import re
import warnings
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from hedgehub.problog import flatten_or, flatten_term, unquote


CACHE_VERSION = 1
SUM_TOLERANCE = 1e-3  # a CPT column may be off by this much in a source file; it is renormalized
REASONING_TYPES: tuple[str, ...] = ("causal", "evidential", "explaining_away")

# Predicate names that would clash with ProbLog built-ins or control constructs; a variable with such a name gets a
# trailing underscore in the program.
_RESERVED = {
    "query", "evidence", "true", "false", "fail", "not", "is", "call", "write", "writenl", "findall", "consult",
    "use_module", "member", "length", "append", "between", "succ", "plus", "atom", "number", "var", "nonvar",
    "ground", "functor", "arg", "copy_term", "subquery", "sort", "msort", "assert", "asserta", "assertz", "retract",
    "print", "format", "open", "close", "read", "halt", "op", "dynamic", "include", "tell", "see", "shell", "system",
    "getenv", "setenv", "load_external", "call_external", "csv_load", "initialization", "ensure_loaded", "repeat",
    "once", "forall", "catch", "throw", "abs", "min", "max", "mod", "rem", "div", "xor",
}  # fmt: skip
_ATOM_RE = re.compile(r"[a-z][A-Za-z0-9_]*\Z")


class BayesNetError(ValueError):
    """A network (file, program or object) is not a valid discrete Bayesian network; the message says where."""


class ImpossibleEvidenceError(ValueError):
    """The evidence has probability 0 under the network, so the conditional probability is undefined."""


@dataclass(eq=False)
class BayesNet:
    """A discrete Bayesian network.

    Args:
        name (`str`): a short identifier (``"asia"``, ``"alarm_3"``).
        variables (`list[str]`): the variables in a topological order (parents before children).
        states (`dict[str, list[str]]`): variable → its states, in CPT order.
        parents (`dict[str, list[str]]`): variable → its parents, in CPT axis order.
        cpts (`dict[str, np.ndarray]`): variable → array of shape ``(*parent cardinalities, cardinality)``; the
            last axis is the variable's own distribution, so ``cpts[v][i, j]`` is P(v | parent0=i, parent1=j).

    Examples:

        >>> net = BayesNet("coin", ["c"], {"c": ["heads", "tails"]}, {"c": []}, {"c": np.array([0.5, 0.5])})
        >>> net.cardinality("c"), net.children("c"), net.num_premises()
        (2, [], 1)
    """

    name: str
    variables: list[str]
    states: dict[str, list[str]]
    parents: dict[str, list[str]]
    cpts: dict[str, np.ndarray]
    _engine: Any = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.variables = _topological_order(self.variables, self.parents, where=f"network {self.name!r}")
        self.validate()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BayesNet):
            return NotImplemented
        return (
            (self.name, self.variables, self.states, self.parents)
            == (other.name, other.variables, other.states, other.parents)
            and self.cpts.keys() == other.cpts.keys()
            and all(np.array_equal(self.cpts[v], other.cpts[v]) for v in self.cpts)
        )

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["_engine"] = None  # pgmpy objects are rebuilt on demand
        return state

    def validate(self) -> None:
        """Check shapes, ranges and column sums (renormalizing columns off by at most 1e-3).

        Raises:
            BayesNetError: naming the network and the variable at fault.
        """
        where = f"network {self.name!r}"
        known = set(self.variables)
        if len(known) != len(self.variables):
            raise BayesNetError(f"{where}: duplicate variable names")
        for v in self.variables:
            states = self.states.get(v)
            if not states or len(set(states)) != len(states):
                raise BayesNetError(f"{where}: variable {v!r} needs at least one state and unique state names")
            for p in self.parents.get(v, []):
                if p not in known:
                    raise BayesNetError(f"{where}: parent {p!r} of {v!r} is not a variable of the network")
            if v not in self.cpts:
                raise BayesNetError(f"{where}: variable {v!r} has no CPT")
            cpt = np.asarray(self.cpts[v], dtype=np.float64)
            shape = tuple(len(self.states[p]) for p in self.parents[v]) + (len(states),)
            if cpt.shape != shape:
                raise BayesNetError(f"{where}: CPT of {v!r} has shape {cpt.shape}, expected {shape}")
            if not np.all(np.isfinite(cpt)) or cpt.min() < 0 or cpt.max() > 1:
                raise BayesNetError(f"{where}: CPT of {v!r} has values outside [0, 1]")
            sums = cpt.sum(axis=-1)
            if np.max(np.abs(sums - 1.0)) > SUM_TOLERANCE:
                bad = np.unravel_index(np.argmax(np.abs(sums - 1.0)), sums.shape) if sums.ndim else ()
                config = {p: self.states[p][k] for p, k in zip(self.parents[v], bad, strict=True)}
                raise BayesNetError(
                    f"{where}: a column of the CPT of {v!r} sums to {float(sums[bad]):.6g}, not 1 (parents {config})"
                )
            if np.max(np.abs(sums - 1.0)) > 1e-12:  # leave exact columns untouched (no last-digit noise)
                cpt = cpt / sums[..., None]
            self.cpts[v] = cpt

    def cardinality(self, variable: str) -> int:
        return len(self.states[variable])

    def children(self, variable: str) -> list[str]:
        return [v for v in self.variables if variable in self.parents[v]]

    def ancestors(self, variable: str) -> set[str]:
        """All ancestors of ``variable`` (not itself)."""
        seen: set[str] = set()
        stack = list(self.parents[variable])
        while stack:
            v = stack.pop()
            if v not in seen:
                seen.add(v)
                stack.extend(self.parents[v])
        return seen

    def descendants(self, variable: str) -> set[str]:
        """All descendants of ``variable`` (not itself)."""
        children = {v: [] for v in self.variables}
        for v in self.variables:
            for p in self.parents[v]:
                children[p].append(v)
        seen: set[str] = set()
        stack = list(children[variable])
        while stack:
            v = stack.pop()
            if v not in seen:
                seen.add(v)
                stack.extend(children[v])
        return seen

    def num_premises(self) -> int:
        """How many premises (CPT columns) the network verbalizes into: one per parent configuration."""
        return sum(
            int(np.prod([self.cardinality(p) for p in self.parents[v]], dtype=np.int64)) for v in self.variables
        )

    def columns(self, variable: str) -> list[tuple[tuple[tuple[str, str], ...], np.ndarray]]:
        """The CPT columns of ``variable``: (parent assignment as ``((parent, state), ...)``, distribution).

        Examples:

            >>> [(dict(cond), dist.tolist()) for cond, dist in gallstones_network().columns("flatulence")]
            [({'gallstones': 'present'}, [0.3925, 0.6075]), ({'gallstones': 'absent'}, [0.4307, 0.5693])]
        """
        parents = self.parents[variable]
        out = []
        for index in itertools.product(*(range(self.cardinality(p)) for p in parents)):
            cond = tuple((p, self.states[p][i]) for p, i in zip(parents, index, strict=True))
            out.append((cond, self.cpts[variable][index]))
        return out

    def edges(self) -> list[tuple[str, str]]:
        return [(p, v) for v in self.variables for p in self.parents[v]]


def _topological_order(variables: Sequence[str], parents: Mapping[str, Sequence[str]], *, where: str) -> list[str]:
    """A topological order equal to the given one when that is already topological (else: always the first ready
    variable in the given order)."""
    remaining = list(variables)
    known = set(remaining)
    order: list[str] = []
    placed: set[str] = set()
    while remaining:
        for i, v in enumerate(remaining):
            if all(p in placed or p not in known for p in parents.get(v, [])):
                order.append(v)
                placed.add(v)
                del remaining[i]
                break
        else:
            raise BayesNetError(f"{where}: the graph has a cycle among {sorted(remaining)}")
    return order


# ----------------------------------------------------------------------------------------------------------------
# Toy network with a known answer
# ----------------------------------------------------------------------------------------------------------------


def gallstones_network() -> BayesNet:
    """The 3-node gallstones network of QUITE's Appendix D (from hepar2): flatulence and amylase are children of
    gallstones. P(amylase = 500-1400 | flatulence = present) = 0.011316.

    Examples:

        >>> gallstones_network().cpts["gallstones"].tolist()
        [0.1531, 0.8469]
    """
    return BayesNet(
        name="gallstones",
        variables=["gallstones", "flatulence", "amylase"],
        states={
            "gallstones": ["present", "absent"],
            "flatulence": ["present", "absent"],
            "amylase": ["0-299", "300-499", "500-1400"],
        },
        parents={"gallstones": [], "flatulence": ["gallstones"], "amylase": ["gallstones"]},
        cpts={
            "gallstones": np.array([0.1531, 0.8469]),
            "flatulence": np.array([[0.3925, 0.6075], [0.4307, 0.5693]]),
            "amylase": np.array([[0.9346, 0.0467, 0.0187], [0.9730, 0.0169, 0.0101]]),
        },
    )


# ----------------------------------------------------------------------------------------------------------------
# Loading (BIF files and pgmpy's shipped bnlearn examples), with a pickle cache
# ----------------------------------------------------------------------------------------------------------------


def example_networks_dir() -> Path:
    """The folder of bnlearn networks shipped inside the pgmpy wheel (found without importing pgmpy)."""
    spec = importlib.util.find_spec("pgmpy")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("pgmpy is not installed: `pip install pgmpy`")
    return Path(next(iter(spec.submodule_search_locations))) / "utils" / "example_models"


def example_network_names() -> list[str]:
    """Names of the discrete (BIF) networks shipped with pgmpy.

    Examples:

        >>> {"asia", "alarm", "insurance"} <= set(example_network_names())
        True
    """
    return sorted(p.name[: -len(".bif.gz")] for p in example_networks_dir().glob("*.bif.gz"))


def cache_dir() -> Path:
    """``$HEDGEHUB_CACHE/bn`` if set, else ``~/.cache/hedgehub/bn``."""
    root = os.environ.get("HEDGEHUB_CACHE") or Path.home() / ".cache" / "hedgehub"
    return Path(root) / "bn"


def _resolve(name_or_path: str | os.PathLike) -> tuple[Path, str]:
    text = str(name_or_path)
    path = Path(text).expanduser()
    looks_like_path = path.suffix in {".bif", ".gz"} or os.sep in text or path.exists()
    if looks_like_path:
        if not path.is_file():
            raise FileNotFoundError(f"BIF file {str(path)!r} does not exist")
        name = path.name.split(".")[0]
        return path, name
    shipped = example_networks_dir() / f"{text}.bif.gz"
    if shipped.is_file():
        return shipped, text
    raise BayesNetError(
        f"unknown network {text!r}: not an existing file and not one of pgmpy's example networks "
        f"({', '.join(example_network_names())})"
    )


def load_network(name_or_path: str | os.PathLike, *, use_cache: bool = True) -> BayesNet:
    """Load a discrete Bayesian network from a BIF file (``.bif`` or ``.bif.gz``) or by the name of a bnlearn network
    shipped with pgmpy (``"asia"``, ``"alarm"``, ...; see :func:`example_network_names`), fully offline.

    Parsed networks are cached as pickles under :func:`cache_dir`, keyed by the file's SHA-256, so only the first load
    pays for pgmpy's slow BIF parser.

    Args:
        name_or_path (`str` or `os.PathLike`): a shipped network name or a path to a BIF file.
        use_cache (`bool`, *optional*, defaults to `True`): read and write the pickle cache.

    Returns:
        `BayesNet`: variables in topological order.

    Raises:
        FileNotFoundError: the path does not exist (the message names it).
        BayesNetError: the file is not a valid BIF network, or the name is unknown (the message names it).

    Examples:

        >>> net = load_network("cancer")
        >>> net.variables[-1], net.parents["Cancer"]
        ('Dyspnoea', ['Pollution', 'Smoker'])
    """
    path, name = _resolve(name_or_path)
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()[:16]
    cache_file = cache_dir() / f"{name}-{digest}-v{CACHE_VERSION}.pkl"
    if use_cache and cache_file.is_file():
        try:
            with cache_file.open("rb") as handle:
                net = pickle.load(handle)
            if isinstance(net, BayesNet):
                return net
        except Exception:  # noqa: BLE001 - a corrupt cache entry is rebuilt
            pass
    net = _parse_bif(path, data, name)
    if use_cache:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache_file.with_suffix(f".tmp-{os.getpid()}")
        with tmp.open("wb") as handle:
            pickle.dump(net, handle)
        os.replace(tmp, cache_file)
    return net


def _parse_bif(path: Path, data: bytes, name: str) -> BayesNet:
    try:
        text = (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode("utf-8")
    except (OSError, UnicodeDecodeError, EOFError) as err:
        raise BayesNetError(f"{path}: cannot read as (gzipped) UTF-8 text: {err}") from None
    if "network" not in text or "variable" not in text:
        raise BayesNetError(f"{path}: not a BIF file (no `network` / `variable` blocks)")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from pgmpy.readwrite import BIFReader

        try:
            model = BIFReader(string=text).get_model()
        except Exception as err:  # noqa: BLE001 - pyparsing and pgmpy raise many kinds
            raise BayesNetError(f"{path}: malformed BIF file: {type(err).__name__}: {err}") from None
    try:
        return from_pgmpy(model, name=name)
    except BayesNetError as err:
        raise BayesNetError(f"{path}: {err}") from None


def from_pgmpy(model: Any, *, name: str = "network") -> BayesNet:
    """Convert a pgmpy ``DiscreteBayesianNetwork`` (with CPDs) to a :class:`BayesNet`."""
    states: dict[str, list[str]] = {}
    parents: dict[str, list[str]] = {}
    cpts: dict[str, np.ndarray] = {}
    variables = list(model.nodes())
    for v in variables:
        cpd = model.get_cpds(v)
        if cpd is None:
            raise BayesNetError(f"variable {v!r} has no CPD")
        evidence = list(cpd.variables[1:])
        names = cpd.state_names
        states[v] = [str(s) for s in names[v]]
        parents[v] = [str(p) for p in evidence]
        cards = [len(names[p]) for p in evidence]
        values = np.asarray(cpd.get_values(), dtype=np.float64).reshape([len(names[v])] + cards)
        cpts[v] = np.moveaxis(values, 0, -1)
    for v in variables:  # parents' state order as the parent's own CPD lists them
        for i, p in enumerate(parents[v]):
            cpd_names = [str(s) for s in model.get_cpds(v).state_names[p]]
            if cpd_names != states[p]:
                order = [cpd_names.index(s) for s in states[p]]
                cpts[v] = np.take(cpts[v], order, axis=i)
    return BayesNet(name, [str(v) for v in variables], states, parents, cpts)


def to_pgmpy(net: BayesNet) -> Any:
    """Convert to a pgmpy ``DiscreteBayesianNetwork`` (imports pgmpy)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from pgmpy.factors.discrete import TabularCPD
        from pgmpy.models import DiscreteBayesianNetwork

    model = DiscreteBayesianNetwork()
    model.add_nodes_from(net.variables)
    model.add_edges_from(net.edges())
    for v in net.variables:
        card = net.cardinality(v)
        values = np.moveaxis(net.cpts[v], -1, 0).reshape(card, -1)
        model.add_cpds(
            TabularCPD(
                v,
                card,
                values,
                evidence=net.parents[v] or None,
                evidence_card=[net.cardinality(p) for p in net.parents[v]] or None,
                state_names={u: list(net.states[u]) for u in [v, *net.parents[v]]},
            )
        )
    return model


# ----------------------------------------------------------------------------------------------------------------
# Exact inference (pgmpy) and interventions
# ----------------------------------------------------------------------------------------------------------------


def _engine(net: BayesNet):
    if net._engine is None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from pgmpy.inference import VariableElimination

            net._engine = VariableElimination(to_pgmpy(net))
    return net._engine


def intervene(net: BayesNet, do: Mapping[str, str]) -> BayesNet:
    """Graph surgery for ``do(X=x)``: each intervened variable loses its parents and gets a point-mass CPT on x.

    Examples:

        >>> cut = intervene(load_network("cancer"), {"Cancer": "True"})
        >>> cut.parents["Cancer"], cut.cpts["Cancer"].tolist()
        ([], [1.0, 0.0])
    """
    parents = dict(net.parents)
    cpts = dict(net.cpts)
    for v, s in do.items():
        _check_state(net, v, s)
        parents[v] = []
        cpts[v] = np.eye(net.cardinality(v))[net.states[v].index(s)]
    return BayesNet(net.name, list(net.variables), dict(net.states), parents, cpts)


def _check_state(net: BayesNet, variable: str, state: str) -> None:
    if variable not in net.states:
        raise KeyError(f"{variable!r} is not a variable of network {net.name!r}")
    if state not in net.states[variable]:
        raise KeyError(f"{state!r} is not a state of {variable!r} (states: {', '.join(net.states[variable])})")


def query(
    net: BayesNet,
    target: str,
    state: str,
    evidence: Mapping[str, str] | None = None,
    do: Mapping[str, str] | None = None,
) -> float:
    """Exact P(target = state | evidence) — or P(target = state | do(...), evidence) — by pgmpy's variable elimination.

    Args:
        net (`BayesNet`): the network.
        target (`str`): the query variable.
        state (`str`): the query state.
        evidence (`Mapping[str, str]`, *optional*): observed variable → state.
        do (`Mapping[str, str]`, *optional*): intervened variable → forced state (graph surgery, :func:`intervene`).

    Returns:
        `float`: the probability.

    Raises:
        ImpossibleEvidenceError: the evidence has probability 0 (in the intervened network, if ``do`` is given).
        KeyError: an unknown variable or state.

    Examples:

        >>> net = load_network("cancer")
        >>> round(query(net, "Smoker", "True", {"Cancer": "True"}), 4)  # conditioning: cancer makes smoking likely
        0.8255
        >>> query(net, "Smoker", "True", do={"Cancer": "True"})  # forcing cancer does not change smoking
        0.3
    """
    evidence = dict(evidence or {})
    do = dict(do or {})
    for v, s in [(target, state), *evidence.items(), *do.items()]:
        _check_state(net, v, s)
    if target in do:
        return float(do[target] == state)
    for v in evidence:
        if v in do and do[v] != evidence[v]:
            raise ImpossibleEvidenceError(f"evidence {v}={evidence[v]} contradicts the intervention {v}={do[v]}")
    evidence = {v: s for v, s in evidence.items() if v not in do}
    model = intervene(net, do) if do else net
    if target in evidence:
        # P(target = state | target = s', E) is 1 or 0, provided the evidence is possible.
        others = {v: s for v, s in evidence.items() if v != target}
        if query(model, target, evidence[target], others) == 0.0:
            raise ImpossibleEvidenceError(f"the evidence {evidence} has probability 0 in network {net.name!r}")
        return float(evidence[target] == state)
    if evidence and evidence_probability(model, evidence) == 0.0:
        # Checked separately: pgmpy prunes evidence on roots before eliminating, and then returns a finite
        # posterior even when that evidence is impossible.
        raise ImpossibleEvidenceError(f"the evidence {evidence} has probability 0 in network {net.name!r}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        factor = _engine(model).query([target], evidence=evidence or None, show_progress=False)
    values = np.asarray(factor.values, dtype=np.float64)
    if not np.all(np.isfinite(values)) or values.sum() == 0:
        raise ImpossibleEvidenceError(f"the evidence {evidence} has probability 0 in network {net.name!r}")
    return float(values[list(factor.state_names[target]).index(state)])


def evidence_probability(net: BayesNet, evidence: Mapping[str, str]) -> float:
    """P(evidence), exactly (pgmpy's joint marginal of the evidence variables).

    Examples:

        >>> round(evidence_probability(gallstones_network(), {"gallstones": "present", "flatulence": "present"}), 8)
        0.06009175
    """
    for v, s in evidence.items():
        _check_state(net, v, s)
    if not evidence:
        return 1.0
    variables = list(evidence)
    joint = _joint(net, variables)
    return float(joint[tuple(net.states[v].index(evidence[v]) for v in variables)])


def query_distribution(
    net: BayesNet, target: str, evidence: Mapping[str, str] | None = None, do: Mapping[str, str] | None = None
) -> dict[str, float]:
    """The whole posterior distribution of ``target`` (see :func:`query`).

    Examples:

        >>> {k: round(v, 4) for k, v in query_distribution(gallstones_network(), "gallstones").items()}
        {'present': 0.1531, 'absent': 0.8469}
    """
    return {s: query(net, target, s, evidence, do) for s in net.states[target]}


def _joint(net: BayesNet, variables: Sequence[str]) -> np.ndarray:
    """The joint marginal P(variables) as an array with axes in the given order."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        factor = _engine(net).query(list(variables), joint=True, show_progress=False)
    values = np.asarray(factor.values, dtype=np.float64)
    axes = [list(factor.variables).index(v) for v in variables]
    values = np.transpose(values, axes)
    for i, v in enumerate(variables):  # align state order with the network's
        names = [str(s) for s in factor.state_names[v]]
        if names != net.states[v]:
            values = np.take(values, [names.index(s) for s in net.states[v]], axis=i)
    return values


# ----------------------------------------------------------------------------------------------------------------
# Sub-networks
# ----------------------------------------------------------------------------------------------------------------


def round_distribution(probabilities: Sequence[float], decimals: int = 4) -> np.ndarray:
    """Round a distribution to ``decimals`` places so that it still sums to exactly 1 (largest remainder).

    Examples:

        >>> round_distribution([1 / 3, 1 / 3, 1 / 3], 2).tolist()
        [0.34, 0.33, 0.33]
    """
    p = np.asarray(probabilities, dtype=np.float64)
    scale = 10**decimals
    raw = p / p.sum() * scale
    units = np.floor(raw + 1e-9).astype(np.int64)
    short = scale - int(units.sum())
    if short > 0:
        order = sorted(range(len(p)), key=lambda i: (-(raw[i] - units[i]), i))
        for i in order[:short]:
            units[i] += 1
    return np.round(units / scale, decimals)


def subnetwork(net: BayesNet, nodes: Iterable[str], *, name: str | None = None, decimals: int | None = 4) -> BayesNet:
    """The sub-network on ``nodes``, self-contained (QUITE Appendix E).

    A kept node keeps the parents that are kept. If some of its parents are cut away, its new CPT is the exact
    conditional of the full network, P(X | kept parents) = sum over the cut parents C of P(X | kept, C) P(C | kept)
    (computed by variable elimination on the full network; a kept-parent configuration of probability 0 averages the
    original columns uniformly). When ``nodes`` is ancestrally closed no CPT changes and the sub-network's joint is
    exactly the marginal of the full network; otherwise each CPT is exact but the joint may differ from the marginal.

    Args:
        net (`BayesNet`): the full network.
        nodes (`Iterable[str]`): the variables to keep.
        name (`str`, *optional*): defaults to ``net.name``.
        decimals (`int`, *optional*, defaults to `4`): round every CPT column to this many places (keeping sums at 1)
            so that premises, programs and answers describe the same numbers; ``None`` keeps full precision.

    Examples:

        >>> asia = load_network("asia")
        >>> sub = subnetwork(asia, ["either", "xray", "dysp"])  # either's parents (tub, lung) are cut
        >>> sub.parents["either"], sub.cpts["either"].tolist()
        ([], [0.0648, 0.9352])
        >>> round(query(asia, "either", "yes"), 4)
        0.0648
    """
    keep = set(nodes)
    unknown = keep - set(net.variables)
    if unknown:
        raise KeyError(f"not variables of {net.name!r}: {sorted(unknown)}")
    variables = [v for v in net.variables if v in keep]
    parents: dict[str, list[str]] = {}
    cpts: dict[str, np.ndarray] = {}
    for v in variables:
        kept = [p for p in net.parents[v] if p in keep]
        parents[v] = kept
        if len(kept) == len(net.parents[v]):
            cpt = net.cpts[v]
        else:
            joint = _joint(net, [*kept, v])  # axes: kept parents..., v
            marg = joint.sum(axis=-1, keepdims=True)
            cut_axes = tuple(i for i, p in enumerate(net.parents[v]) if p not in keep)
            fallback = net.cpts[v].mean(axis=cut_axes) if cut_axes else net.cpts[v]
            with np.errstate(invalid="ignore", divide="ignore"):
                cpt = np.where(marg > 0, joint / np.where(marg > 0, marg, 1.0), fallback)
        if decimals is not None:
            cpt = np.apply_along_axis(round_distribution, -1, cpt, decimals)
        cpts[v] = np.asarray(cpt, dtype=np.float64)
    return BayesNet(name or net.name, variables, {v: list(net.states[v]) for v in variables}, parents, cpts)


def cut_parents(net: BayesNet, nodes: Iterable[str]) -> dict[str, list[str]]:
    """For each kept node, the parents that :func:`subnetwork` cuts away (empty dict = ancestrally closed = exact).

    Examples:

        >>> cut_parents(load_network("asia"), ["either", "xray", "dysp"])
        {'either': ['lung', 'tub'], 'dysp': ['bronc']}
    """
    keep = set(nodes)
    out = {}
    for v in net.variables:
        if v in keep:
            cut = [p for p in net.parents[v] if p not in keep]
            if cut:
                out[v] = cut
    return out


def sample_subnetwork_nodes(
    net: BayesNet,
    rng: random.Random,
    *,
    min_nodes: int = 3,
    max_nodes: int = 13,
    max_states: int = 6,
    max_parents: int = 3,
    max_premises: int = 60,
    ancestral_rate: float = 0.5,
    tries: int = 200,
) -> list[str] | None:
    """Sample a connected set of ``min_nodes``–``max_nodes`` variables (in the original topological order).

    Growth starts from a random variable and adds a random neighbour each step; with probability ``ancestral_rate``
    a parent of the set is preferred, which often yields ancestrally closed (exact) sub-networks. Variables with
    more than ``max_states`` states are never kept; a candidate is rejected if a kept node keeps more than
    ``max_parents`` parents or the sub-network verbalizes into more than ``max_premises`` premises.

    Returns:
        `list[str]` or `None`: the nodes, or ``None`` when ``tries`` attempts found no valid set.

    Examples:

        >>> nodes = sample_subnetwork_nodes(load_network("alarm"), random.Random(0), max_nodes=5)
        >>> 3 <= len(nodes) <= 5
        True
    """
    eligible = [v for v in net.variables if net.cardinality(v) <= max_states]
    if len(eligible) < min_nodes:
        return None
    eligible_set = set(eligible)
    neighbours = {v: set() for v in eligible}
    for p, c in net.edges():
        if p in eligible_set and c in eligible_set:
            neighbours[p].add(c)
            neighbours[c].add(p)
    upper = min(max_nodes, len(eligible))
    for _ in range(tries):
        size = rng.randint(min_nodes, upper)
        chosen = [rng.choice(eligible)]
        chosen_set = set(chosen)
        prefer_parents = rng.random() < ancestral_rate
        while len(chosen) < size:
            frontier = sorted({n for v in chosen for n in neighbours[v]} - chosen_set)
            if not frontier:
                break
            if prefer_parents:
                parents = [n for n in frontier if any(n in net.parents[v] for v in chosen)]
                frontier = parents or frontier
            pick = rng.choice(frontier)
            chosen.append(pick)
            chosen_set.add(pick)
        if len(chosen) < min_nodes:
            continue
        kept_parents = {v: [p for p in net.parents[v] if p in chosen_set] for v in chosen}
        if max(len(ps) for ps in kept_parents.values()) > max_parents:
            continue
        premises = sum(int(np.prod([net.cardinality(p) for p in ps], dtype=np.int64)) for ps in kept_parents.values())
        if premises > max_premises:
            continue
        return [v for v in net.variables if v in chosen_set]
    return None


# ----------------------------------------------------------------------------------------------------------------
# ProbLog encoding
# ----------------------------------------------------------------------------------------------------------------


def _sanitize_predicate(name: str) -> str:
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    text = re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_").lower()
    if not text or not text[0].isalpha():
        text = f"v_{text}" if text else "v"
    if text in _RESERVED:
        text += "_"
    return text


def _state_term(state: str) -> str:
    if _ATOM_RE.match(state) and state not in {"not"}:
        return state
    lowered = state.lower()
    if _ATOM_RE.match(lowered) and lowered not in {"not"}:
        return lowered
    return "'" + state.replace("\\", "\\\\").replace("'", "\\'") + "'"


def problog_names(net: BayesNet) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """The predicate of each variable and the ProbLog term of each state (deterministic, collision-free).

    Predicates are snake_case (``VentLung`` → ``vent_lung``); a state that is a valid lower-case atom is kept, an
    upper-case one is lower-cased, anything else is quoted (``'500-1400'``).

    Examples:

        >>> preds, terms = problog_names(gallstones_network())
        >>> preds["amylase"], terms["amylase"]["500-1400"]
        ('amylase', "'500-1400'")
    """
    preds: dict[str, str] = {}
    used: set[str] = set()
    for v in net.variables:
        base = _sanitize_predicate(v)
        pred, k = base, 2
        while pred in used:
            pred, k = f"{base}_{k}", k + 1
        preds[v] = pred
        used.add(pred)
    terms: dict[str, dict[str, str]] = {}
    for v in net.variables:
        seen: dict[str, str] = {}
        mapping = {}
        for s in net.states[v]:
            term = _state_term(s)
            if term in seen.values():  # two states collide after lower-casing: quote verbatim
                term = "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"
            seen[s] = term
            mapping[s] = term
        terms[v] = mapping
    return preds, terms


def atom(net: BayesNet, variable: str, state: str) -> str:
    """The ProbLog atom for ``variable = state``.

    Examples:

        >>> atom(load_network("asia"), "either", "yes")
        'either(yes)'
    """
    _check_state(net, variable, state)
    preds, terms = _names(net)
    return f"{preds[variable]}({terms[variable][state]})"


def _names(net: BayesNet) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    cached = getattr(net, "_problog_names", None)
    if cached is None:
        cached = problog_names(net)
        object.__setattr__(net, "_problog_names", cached)
    return cached


def format_probability(p: float) -> str:
    """Shortest exact decimal text of a probability, never in scientific notation.

    Examples:

        >>> format_probability(0.3925), format_probability(1.0), format_probability(1e-05)
        ('0.3925', '1.0', '0.00001')
    """
    return np.format_float_positional(float(p), unique=True, trim="0")


def premise_clause(net: BayesNet, variable: str, condition: Sequence[tuple[str, str]], distribution) -> str:
    """One annotated disjunction: all states of ``variable`` with their probabilities, the condition as body.

    Examples:

        >>> net = gallstones_network()
        >>> premise_clause(net, "flatulence", [("gallstones", "absent")], [0.4307, 0.5693])
        '0.4307::flatulence(present); 0.5693::flatulence(absent) :- gallstones(absent).'
    """
    heads = "; ".join(
        f"{format_probability(p)}::{atom(net, variable, s)}"
        for s, p in zip(net.states[variable], distribution, strict=True)
    )
    if not condition:
        return f"{heads}."
    body = ", ".join(atom(net, p, s) for p, s in condition)
    return f"{heads} :- {body}."


def premises(net: BayesNet) -> list[tuple[str, tuple[tuple[str, str], ...], np.ndarray, str]]:
    """Every premise of the network in order: (variable, parent assignment, distribution, ProbLog clause).

    One premise per CPT column (QUITE's granularity); variables in topological order.
    """
    out = []
    for v in net.variables:
        for cond, dist in net.columns(v):
            out.append((v, cond, dist, premise_clause(net, v, cond, dist)))
    return out


def to_problog(net: BayesNet, *, comments: bool = False) -> str:
    """The network as a ProbLog program: one annotated disjunction per CPT column, one clause per line.

    Args:
        net (`BayesNet`): the network.
        comments (`bool`, *optional*, defaults to `False`): precede each clause by ``% Premise i`` as QUITE's files do.

    Examples:

        >>> print(to_problog(gallstones_network(), comments=True).splitlines()[:2])
        ['% Premise 0', '0.1531::gallstones(present); 0.8469::gallstones(absent).']
    """
    lines = []
    for i, (_, _, _, clause) in enumerate(premises(net)):
        if comments:
            lines.append(f"% Premise {i}")
        lines.append(clause)
    return "\n".join(lines)


def evidence_clause(net: BayesNet, variable: str, state: str) -> str:
    """``evidence(pred(state), true).``"""
    return f"evidence({atom(net, variable, state)}, true)."


def query_clause(net: BayesNet, variable: str, state: str) -> str:
    """``query(pred(state)).``"""
    return f"query({atom(net, variable, state)})."


def intervention_clause(net: BayesNet, variable: str, state: str) -> str:
    """The fact that replaces ``variable``'s clauses under ``do(variable = state)``: ``pred(state).``"""
    return f"{atom(net, variable, state)}."


def query_program(
    net: BayesNet,
    target: str,
    state: str,
    evidence: Mapping[str, str] | None = None,
    do: Mapping[str, str] | None = None,
) -> str:
    """A complete ProbLog program for P(target = state | [do(...),] evidence).

    Without ``do`` it is ``to_problog(net)`` + evidence + query. With ``do`` (graph surgery in ProbLog) the clauses of
    every intervened variable are removed and replaced by the fact ``pred(state).``: the other states of that
    variable are then false, exactly as in the mutilated network of :func:`intervene`.

    Examples:

        >>> print(query_program(gallstones_network(), "gallstones", "present", do={"flatulence": "present"}))
        0.1531::gallstones(present); 0.8469::gallstones(absent).
        0.9346::amylase('0-299'); 0.0467::amylase('300-499'); 0.0187::amylase('500-1400') :- gallstones(present).
        0.973::amylase('0-299'); 0.0169::amylase('300-499'); 0.0101::amylase('500-1400') :- gallstones(absent).
        flatulence(present).
        query(gallstones(present)).
    """
    do = dict(do or {})
    lines = [clause for v, _, _, clause in premises(net) if v not in do]
    lines += [intervention_clause(net, v, s) for v, s in do.items()]
    lines += [evidence_clause(net, v, s) for v, s in (evidence or {}).items()]
    lines.append(query_clause(net, target, state))
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------------------------
# ProbLog → network
# ----------------------------------------------------------------------------------------------------------------


def _functor(term) -> str:
    name = str(term.functor)
    if len(name) >= 2 and name[0] == "'" and name[-1] == "'":
        name = name[1:-1]
    return name


def _probability(term, clause_text: str) -> float:
    if term is None:
        return 1.0
    try:
        value = float(term.compute_value())
    except Exception:  # noqa: BLE001
        raise BayesNetError(f"probability {term} in `{clause_text}` is not a number") from None
    if not 0.0 <= value <= 1.0:
        raise BayesNetError(f"probability {value} in `{clause_text}` is outside [0, 1]")
    return value


def from_problog(text: str, *, name: str = "problog") -> BayesNet:
    """Read a network back from a ProbLog program of the shape :func:`to_problog` writes (or QUITE writes).

    Accepted clauses: annotated disjunctions and probabilistic facts/rules whose heads are categorical atoms — the
    one argument that differs between the heads of an annotated disjunction is the state, the other arguments name
    the variable (``pred(state)``, QUITE's ``xray(person, positive)``, or water's time slices ``cknd(2, '12:15')`` →
    variable ``cknd_12_15``) — or a single fixed atom (a boolean variable with states ``true``/``false``, as in
    ``0.3::smoker(person).``), and bodies that are conjunctions of such atoms, negated with ``\\+`` or ``not`` (for
    booleans and two-state variables). Deterministic facts (``pred(state).``) are point masses, so the programs of
    :func:`query_program` with ``do`` read back as the mutilated network. A boolean with several matching rules
    combines them by noisy-or, which is ProbLog's semantics; a missing column of a boolean means probability 0.
    ``evidence``/``query`` clauses and comments are ignored. Variable names are the predicate names (plus the other
    arguments when several variables share a predicate); states are the terms, unquoted.

    Args:
        text (`str`): the program (it is parsed, never run).
        name (`str`, *optional*, defaults to `"problog"`): the network's name.

    Returns:
        `BayesNet`

    Raises:
        BayesNetError: naming the clause that is not a CPT column (overlapping or missing columns of a categorical
            variable, a distribution not summing to 1, an unsupported body, an undefined parent, a cycle).

    Examples:

        >>> net = from_problog("0.3::smoker(person). 0.05::cancer(person) :- smoker(person). "
        ...                    "0.01::cancer(person) :- \\\\+ smoker(person).")
        >>> net.states["cancer"], round(query(net, "cancer", "true"), 4)
        (['true', 'false'], 0.022)
    """
    from problog.logic import AnnotatedDisjunction, Clause, Or, Term, Var
    from problog.parser import PrologParser
    from problog.program import ExtendedPrologFactory

    try:
        clauses = list(PrologParser(ExtendedPrologFactory()).parseString(text))
    except Exception as err:  # noqa: BLE001
        raise BayesNetError(f"program {name!r} does not parse as ProbLog: {' '.join(str(err).split())}") from None

    # Pass 1: collect (heads, body, clause text) for every premise.
    rules: list[tuple[list[tuple[Any, float]], Any, str]] = []
    for clause in clauses:
        clause_text = " ".join(str(clause).split())
        if isinstance(clause, AnnotatedDisjunction):
            heads, body = clause.heads, clause.body
        elif isinstance(clause, Clause):
            if _functor(clause.head) == "_directive":
                raise BayesNetError(f"directives are not part of a network: `{clause_text}`")
            heads, body = [clause.head], clause.body
        elif isinstance(clause, Or):
            heads, body = flatten_term(clause, ";"), None
            if any(isinstance(h, Or) for h in heads):
                heads = [x for h in heads for x in flatten_or(h)]
        elif isinstance(clause, Term) and not isinstance(clause, Var):
            if _functor(clause) in {"query", "evidence"}:
                continue
            heads, body = [clause], None
        else:
            raise BayesNetError(f"unsupported clause `{clause_text}`")
        parsed_heads = []
        for h in heads:
            if isinstance(h, Var) or not isinstance(h, Term):
                raise BayesNetError(f"a head of `{clause_text}` is not an atom")
            parsed_heads.append((h.with_probability(), _probability(h.probability, clause_text)))
        rules.append((parsed_heads, body, clause_text))

    # Pass 2: decide the variables. A predicate/arity whose atoms differ in exactly one argument position (found
    # from the annotated disjunctions, else from all atoms in heads and bodies) is categorical: that argument is the
    # state and the other arguments name the variable (`cknd(2, '12:15')` → variable cknd(_, '12:15'), state 2).
    # A predicate whose atoms never differ is boolean (`smoker(person)` → states true/false).
    def unwrap(term):
        negated = False
        while getattr(term, "functor", None) in {"\\+", "not"} and getattr(term, "arity", 0) == 1:
            negated, term = not negated, term.args[0]
        return term, negated

    body_atoms: list[tuple[Any, str]] = []
    for _, body, clause_text in rules:
        for lit in flatten_term(body, ",") if body is not None else []:
            term, _ = unwrap(lit)
            if isinstance(term, Var) or not isinstance(term, Term):
                raise BayesNetError(f"unsupported body literal {lit} in `{clause_text}`")
            if not (_functor(term) == "true" and term.arity == 0):
                body_atoms.append((term, clause_text))
    head_sigs: dict[tuple[str, int], list[Any]] = {}
    for heads, _, _ in rules:
        for h, _ in heads:
            head_sigs.setdefault((_functor(h), h.arity), []).append(h)
    position: dict[tuple[str, int], int | None] = {}
    for heads, _, clause_text in rules:
        if len(heads) < 2:
            continue
        sigs = {(_functor(h), h.arity) for h, _ in heads}
        if len(sigs) != 1:
            raise BayesNetError(f"`{clause_text}` mixes several variables in one annotated disjunction")
        sig = sigs.pop()
        varying = [i for i in range(sig[1]) if len({str(h.args[i]) for h, _ in heads}) > 1]
        if len(varying) != 1:
            raise BayesNetError(
                f"`{clause_text}`: the heads differ in {len(varying)} arguments; exactly one must hold the state"
            )
        if position.setdefault(sig, varying[0]) != varying[0]:
            raise BayesNetError(f"`{clause_text}`: {sig[0]}/{sig[1]} keeps its state in two different arguments")
    for sig, atoms in head_sigs.items():
        if sig in position:
            continue
        mentioned = atoms + [t for t, _ in body_atoms if (_functor(t), t.arity) == sig]
        varying = [i for i in range(sig[1]) if len({str(t.args[i]) for t in mentioned}) > 1]
        if not varying:
            position[sig] = None
        elif (
            len(varying) == 1
            and len({str(a) for a in atoms}) == 1
            and all(
                r[0][0][1] == 1.0 and r[1] is None for r in rules if (_functor(r[0][0][0]), r[0][0][0].arity) == sig
            )
        ):
            position[sig] = varying[0]  # one deterministic fact, other states only in bodies: a do(X = x) program
        else:
            used = ", ".join(sorted({str(t) for t in mentioned}))
            raise BayesNetError(
                f"{sig[0]}/{sig[1]} is used with different arguments ({used}) but no annotated disjunction says "
                "which argument is the state"
            )

    def classify(term) -> tuple[tuple, str]:
        """(variable key, state) of an atom of a defined predicate."""
        sig = (_functor(term), term.arity)
        pos = position[sig]
        if pos is None:
            return (sig, str(term)), "true"
        others = tuple(str(a) for i, a in enumerate(term.args) if i != pos)
        return (sig, pos, others), unquote(str(term.args[pos]))

    keys: list[tuple] = []
    state_lists: dict[tuple, list[str]] = {}
    for heads, _, _ in rules:
        for h, _ in heads:
            key, state = classify(h)
            if key not in state_lists:
                keys.append(key)
                state_lists[key] = []
            if position[key[0]] is not None and state not in state_lists[key]:
                state_lists[key].append(state)
    for key in keys:
        if position[key[0]] is None:
            state_lists[key] = ["true", "false"]
    deterministic_only = {
        key for key in keys if position[key[0]] is not None and len(state_lists[key]) == 1
    }  # do(X = x) facts: the other states appear only in bodies
    for term, clause_text in body_atoms:
        sig = (_functor(term), term.arity)
        if sig not in position:
            raise BayesNetError(f"`{clause_text}` uses {sig[0]}/{sig[1]}, which no clause defines")
        key, state = classify(term)
        if key not in state_lists:
            raise BayesNetError(f"`{clause_text}` uses {term}, which no clause defines")
        if state not in state_lists[key]:
            if key not in deterministic_only:
                raise BayesNetError(f"`{clause_text}` uses {term}: state {state!r} is not defined by any clause")
            state_lists[key].append(state)

    # Readable, unique variable names: the predicate, plus the other arguments when the predicate is shared.
    per_functor = Counter(key[0][0] for key in keys)
    names: dict[tuple, str] = {}
    for key in keys:
        functor = key[0][0]
        if per_functor[functor] == 1:
            names[key] = functor
        else:
            args = key[1] if position[key[0]] is None else "_".join(key[2])
            names[key] = _sanitize_predicate(f"{functor}_{args}")
    if len(set(names.values())) != len(names):
        raise BayesNetError(f"program {name!r}: two variables get the same name ({sorted(names.values())})")
    order = [names[k] for k in keys]
    states = {names[k]: state_lists[k] for k in keys}

    def literal(lit, clause_text: str) -> tuple[str, set[str]]:
        term, negated = unwrap(lit)
        key, state = classify(term)
        var = names[key]
        value = {state}
        if negated:
            value = set(states[var]) - value
            if len(value) != 1:
                raise BayesNetError(
                    f"`{clause_text}` negates a state of {var!r}, which has {len(states[var])} states: "
                    "a negated literal is a CPT column only for two-state variables"
                )
        return var, value

    boolean = {names[k] for k in keys if position[k[0]] is None}
    per_var: dict[str, list[tuple[dict[str, set[str]], dict[str, float], str]]] = {p: [] for p in order}
    parent_order: dict[str, list[str]] = {p: [] for p in order}
    for heads, body, clause_text in rules:
        classified = [(classify(h), prob) for h, prob in heads]
        variables = {names[key] for (key, _), _ in classified}
        if len(variables) != 1:
            raise BayesNetError(f"`{clause_text}` mixes several variables in one annotated disjunction")
        var = variables.pop()
        conditions: dict[str, set[str]] = {}
        for lit in flatten_term(body, ",") if body is not None else []:
            term, _ = unwrap(lit)
            if _functor(term) == "true" and term.arity == 0:
                continue
            parent, allowed = literal(lit, clause_text)
            if parent == var:
                raise BayesNetError(f"`{clause_text}` makes {var!r} depend on itself")
            conditions[parent] = conditions.get(parent, set(states[parent])) & allowed
            if parent not in parent_order[var]:
                parent_order[var].append(parent)
        dist: dict[str, float] = {}
        for (_, state), prob in classified:
            dist[state] = dist.get(state, 0.0) + prob
        per_var[var].append((conditions, dist, clause_text))

    cpts: dict[str, np.ndarray] = {}
    for v in order:
        card = len(states[v])
        pars = parent_order[v]
        cpt = np.zeros([len(states[p]) for p in pars] + [card])
        for index in itertools.product(*(range(len(states[p])) for p in pars)):
            config = {p: states[p][i] for p, i in zip(pars, index, strict=True)}
            matching = [r for r in per_var[v] if all(config[p] in allowed for p, allowed in r[0].items())]
            if v in boolean:
                p_false = 1.0
                for _, dist, _ in matching:
                    p_false *= 1.0 - dist.get("true", 0.0)
                cpt[index] = [1.0 - p_false, p_false]
                continue
            if len(matching) != 1:
                what = (
                    "no clause" if not matching else f"{len(matching)} clauses ({'; '.join(r[2] for r in matching)})"
                )
                raise BayesNetError(f"variable {v!r}: {what} for the parent configuration {config or 'of a root'}")
            dist, clause_text = matching[0][1], matching[0][2]
            total = sum(dist.values())
            if total < 1.0 - SUM_TOLERANCE:
                # In ProbLog the rest of the mass would mean "no state holds": not a distribution over the states.
                raise BayesNetError(f"`{clause_text}` sums to {total:.6g} < 1 (list every state of {v!r})")
            elif total > 1.0 + SUM_TOLERANCE:
                raise BayesNetError(f"`{clause_text}` sums to {total:.6g} > 1")
            cpt[index] = [dist.get(s, 0.0) for s in states[v]]
        cpts[v] = cpt
    return BayesNet(name, order, states, {v: parent_order[v] for v in order}, cpts)


# ----------------------------------------------------------------------------------------------------------------
# Reasoning types and question sampling
# ----------------------------------------------------------------------------------------------------------------


def reasoning_types(net: BayesNet, target: str, evidence: Iterable[str]) -> list[str]:
    """QUITE's reasoning types of a question, read from the graph.

    ``causal``: an ancestor of the query variable is observed. ``evidential``: a descendant is observed.
    ``explaining_away``: a child of the query variable and another parent of that child are both observed.

    Examples:

        >>> net = load_network("cancer")
        >>> reasoning_types(net, "Cancer", ["Pollution", "Xray"])
        ['causal', 'evidential']
        >>> reasoning_types(net, "Smoker", ["Cancer", "Pollution"])
        ['evidential', 'explaining_away']
        >>> reasoning_types(net, "Xray", ["Dyspnoea"])
        []
    """
    observed = set(evidence) - {target}
    types = []
    if observed & net.ancestors(target):
        types.append("causal")
    if observed & net.descendants(target):
        types.append("evidential")
    if any(c in observed and (set(net.parents[c]) - {target}) & observed for c in net.children(target)):
        types.append("explaining_away")
    return types


def forward_sample(net: BayesNet, rng: random.Random) -> dict[str, str]:
    """One joint assignment drawn by ancestral sampling.

    Examples:

        >>> sorted(forward_sample(gallstones_network(), random.Random(0)))
        ['amylase', 'flatulence', 'gallstones']
    """
    values: dict[str, str] = {}
    for v in net.variables:
        index = tuple(net.states[p].index(values[p]) for p in net.parents[v])
        weights = net.cpts[v][index].tolist()
        values[v] = rng.choices(net.states[v], weights=weights)[0]
    return values


@dataclass
class QuestionSpec:
    """A sampled question: evidence (ordered), query, and optional interventions."""

    evidence: list[tuple[str, str]]
    target: str
    state: str
    do: list[tuple[str, str]] = field(default_factory=list)

    def key(self) -> tuple:
        return (tuple(sorted(self.evidence)), self.target, self.state, tuple(sorted(self.do)))


def sample_question(
    net: BayesNet,
    rng: random.Random,
    *,
    max_evidence: int = 4,
    random_evidence_rate: float = 0.1,
    interventions: int = 0,
) -> QuestionSpec:
    """Sample 1..min(n-1, max_evidence) evidence variables (fewer more often), one query variable and state.

    Evidence states come from a forward sample (so the evidence is possible) except, with probability
    ``random_evidence_rate``, uniformly drawn states (which may be impossible — QUITE keeps such pairs as invalid).
    With ``interventions`` > 0 that many extra variables are forced (states uniform; variables with parents are
    preferred, since forcing a root equals observing it) and the number of evidence variables may be 0.

    Examples:

        >>> q = sample_question(gallstones_network(), random.Random(1))
        >>> q.target not in dict(q.evidence)
        True
    """
    n = len(net.variables)
    free = n - 1 - interventions
    if free < 0:
        raise ValueError(f"network {net.name!r} has {n} variables: too few for {interventions} interventions")
    low = 0 if interventions else 1
    high = min(free, max_evidence)
    if high < low:
        raise ValueError(f"network {net.name!r} has {n} variables: too few for a question with evidence")
    counts = list(range(low, high + 1))
    k = rng.choices(counts, weights=[1.0 / (c + 1) for c in counts])[0]
    # Forcing a root is the same as observing it, so interventions go to variables with parents when possible.
    non_roots = [v for v in net.variables if net.parents[v]]
    do_vars = rng.sample(non_roots if len(non_roots) >= interventions else net.variables, interventions)
    rest = [v for v in net.variables if v not in do_vars]
    chosen = rng.sample(rest, k + 1)
    target, ev_vars = chosen[0], chosen[1:]
    do = [(v, rng.choice(net.states[v])) for v in do_vars]
    if rng.random() < random_evidence_rate:
        evidence = [(v, rng.choice(net.states[v])) for v in ev_vars]
    else:
        world = forward_sample(intervene(net, dict(do)) if do else net, rng)
        evidence = [(v, world[v]) for v in ev_vars]
    return QuestionSpec(evidence=evidence, target=target, state=rng.choice(net.states[target]), do=do)
