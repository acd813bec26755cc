"""The one place in hedgehub that runs ProbLog.

Programs come from models and users, so nothing here trusts the text it is given. Three layers stand between a
program and the machine:

1. **An allow-list check before anything runs** (:func:`check_program`). The text is parsed with ProbLog's own parser
   (parsing executes nothing) and every clause must be one of the forms QUITE-style programs need: facts, rules,
   probabilistic facts and rules, annotated disjunctions, ``\\+``/``not`` negation, conjunction and disjunction in
   bodies, a few pure comparison built-ins, ``evidence/1,2`` and ``query/1``. Directives (``:- ...``), every other
   ProbLog built-in (``consult``, ``use_module``, ``load_external``, ``call_external``, ``write``, ``findall``,
   ``call``, ``subquery`` ...), variables used as goals and non-numeric probabilities are refused as ``unsafe`` or
   ``invalid_probability`` with a message naming the clause.
2. **A separate worker process per concurrent evaluation**, reused across programs, started with the ``spawn``
   method in its own process group, with an address-space limit (``RLIMIT_AS``, the ``memory_mb`` argument), a
   CPU-time limit slightly above the wall-clock limit, and the parent enforcing the wall-clock limit by killing the
   whole process group (the worker and its ``dsharp`` child) and starting a fresh worker.
3. **A Python audit hook inside the worker** (installed after ProbLog has been imported and warmed up) that refuses
   to open files outside the Python installation and the worker's private temporary folder, to start any program
   other than ProbLog's bundled ``dsharp`` compiler, to open sockets or to load native libraries.

What this does **not** guarantee: it is not an operating-system sandbox. A bug in ProbLog, in the ``dsharp``
binary or in CPython that lets program text reach native code could escape the audit hook (audit hooks are a
tripwire for Python-level actions, not a security boundary against native exploits); the worker runs as the same
user and could, through such a bug, read what that user can read. ``dsharp`` itself runs with the worker's rlimits
but without the audit hook. For hostile input at scale, run the caller inside a container or VM as well.

Every outcome is a :class:`ProgramResult` whose ``error`` is ``None`` or one of :data:`ERROR_KINDS`.

**Two solvers.** With ``backend="auto"`` (the default) a program in the Bayesian-network fragment (ground annotated
disjunctions in CPT form, negation, evidence, queries: see :mod:`hedgehub.exact`) is answered by exact variable
elimination in the calling process, in about a millisecond, with ProbLog's answers (within 1e-9) and error kinds;
everything else goes to ProbLog in the workers above. That path executes nothing from the program and bounds its
parsing (linear, after the size check) and its tables before computing (see :mod:`hedgehub.exact` for the limits).
``backend="problog"`` always runs ProbLog; ``compiler`` picks ProbLog's knowledge compiler (``ddnnf``). With
``verify=True`` every exactly answered program is also run by ProbLog and any disagreement is reported.

Examples:

    >>> from hedgehub.problog import run_program
    >>> result = run_program("0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\\\+ rain. query(wet).")
    >>> round(result.probability, 4)
    0.34
    >>> run_program("query(wet).").error
    'unknown_clause'
    >>> run_program(":- use_module('/tmp/evil.py'). query(a).").error
    'unsafe'
    >>> run_program("0.3::rain. 0.9::wet :- rain. 0.1::wet :- \\\\+ rain. query(wet).").solver  # no worker needed
    'exact'
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import math
import multiprocessing
import multiprocessing.connection
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any


ERROR_KINDS: tuple[str, ...] = (
    "syntax",  # the text does not parse as ProbLog
    "unknown_clause",  # a predicate is used (in a body, evidence or query) that no clause defines
    "inconsistent_evidence",  # the evidence has probability 0
    "non_ground",  # a query or probabilistic clause is not ground
    "no_query",  # the program asks nothing
    "invalid_probability",  # a probability outside [0, 1], an annotated disjunction summing above 1, a non-number
    "timeout",  # the wall-clock limit was reached; the worker was killed
    "memory",  # the memory limit was reached
    "unsafe",  # the program uses a form outside the allow-list (directives, I/O, call/N, ...)
    "too_large",  # the text is longer than the configured maximum
    "other",  # anything else, with the message
)

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MEMORY_MB = 2048
DEFAULT_BACKEND = "auto"
DEFAULT_COMPILER = "ddnnf"
BACKENDS = ("auto", "problog")
# ProbLog's knowledge compilers; passed as ``backend`` (the meaning of that argument before the exact path existed)
# they mean backend="problog" with that compiler.
COMPILERS = ("ddnnf", "sdd", "sddx", "bdd", "nnf", "fsdd", "fbdd")
VERIFY_TOLERANCE = 1e-9
PROGRESS_MIN_PROGRAMS = 100  # calls with fewer programs show no progress bar unless asked
DEFAULT_MAX_CHARS = 200_000
# Annotated disjunctions may sum slightly above 1 when their probabilities are rounded (QUITE's premises have sums up
# to 1.01 from 2-decimal rounding; ProbLog accepts any sum silently). Above 1 + AD_TOLERANCE is an error.
AD_TOLERANCE = 0.015
DSHARP_RESERVE_MB = 1536
WORKER_START_TIMEOUT_S = 120

# Body goals that are pure and allowed besides user predicates (name/arity).
_ALLOWED_BUILTINS = {
    ("true", 0),
    ("fail", 0),
    ("false", 0),
    ("=", 2),
    ("\\=", 2),
    ("==", 2),
    ("\\==", 2),
    ("<", 2),
    (">", 2),
    ("=<", 2),
    (">=", 2),
    ("=:=", 2),
    ("=\\=", 2),
    ("is", 2),
}
_CONTROL = {(",", 2), (";", 2), ("\\+", 1), ("not", 1)}
# Names that are dangerous at any arity even when ProbLog has not registered them (library predicates).
_DENIED_NAMES = {
    "consult",
    "use_module",
    "load_external",
    "call_external",
    "csv_load",
    "csv_store",
    "sqlite_load",
    "assert",
    "asserta",
    "assertz",
    "retract",
    "retractall",
    "open",
    "close",
    "read",
    "see",
    "tell",
    "shell",
    "system",
    "getenv",
    "setenv",
    "print",
    "format",
    "halt",
    "op",
    "initialization",
    "include",
    "ensure_loaded",
    "dynamic",
}


logger = logging.getLogger(__name__)


class ProgramRejected(ValueError):
    """Raised by :func:`check_program` when a program may not run.

    Attributes:
        kind (`str`): one of :data:`ERROR_KINDS`.
    """

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


@dataclass
class ProgramResult:
    """The outcome of running one program.

    Args:
        probabilities (`dict[str, float]`): query atom (as ProbLog prints it) → probability; empty on error.
        error (`str`, *optional*): ``None`` on success, else one of :data:`ERROR_KINDS`.
        message (`str`): a sentence explaining the error, empty on success.
        seconds (`float`): wall-clock time spent on this program (0 for a cache hit or a pre-run rejection).
        solver (`str`): ``"exact"`` (variable elimination, :mod:`hedgehub.exact`), ``"problog"``, or ``""`` when the
            program was refused before either ran (too large, empty, not a string).
        disagreement (`str`): with ``verify=True``, empty when both solvers agree; otherwise what the exact path gave
            (the result itself is then ProbLog's).
    """

    probabilities: dict[str, float] = field(default_factory=dict)
    error: str | None = None
    message: str = ""
    seconds: float = 0.0
    solver: str = ""
    disagreement: str = ""

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def probability(self) -> float | None:
        """The probability of the single query, or ``None`` on error or when there is not exactly one query."""
        if self.error is not None or len(self.probabilities) != 1:
            return None
        return next(iter(self.probabilities.values()))

    def to_dict(self) -> dict[str, Any]:
        return {
            "probabilities": dict(self.probabilities),
            "error": self.error,
            "message": self.message,
            "seconds": self.seconds,
            "solver": self.solver,
            "disagreement": self.disagreement,
        }


# ----------------------------------------------------------------------------------------------------------------
# Static check
# ----------------------------------------------------------------------------------------------------------------


def _parser():
    from problog.parser import PrologParser
    from problog.program import ExtendedPrologFactory

    return PrologParser(ExtendedPrologFactory())


def _name(term) -> str:
    functor = str(term.functor)
    if len(functor) >= 2 and functor[0] == "'" and functor[-1] == "'":
        functor = functor[1:-1]
    return functor


_BUILTIN_NAMES: set[str] | None = None


def _builtin_names() -> set[str]:
    global _BUILTIN_NAMES
    if _BUILTIN_NAMES is None:
        from problog.engine import DefaultEngine

        names = set()
        for key in DefaultEngine().get_builtins():
            name = str(key).rsplit("/", 1)[0]
            names.add(name)
        _BUILTIN_NAMES = names | _DENIED_NAMES
    return _BUILTIN_NAMES


def _is_var(term) -> bool:
    from problog.logic import Var

    return isinstance(term, Var)


def _numeric_probability(prob, clause_text: str) -> float | None:
    """Evaluate a probability annotation; ``None`` means 'no annotation'."""
    if prob is None:
        return None
    from problog.logic import Constant

    if _is_var(prob):
        return None  # a variable probability is a non-ground clause: ProbLog reports it at run time
    if isinstance(prob, Constant) and isinstance(prob.value, (int, float)):
        value = float(prob.value)
    else:
        if not _is_arithmetic(prob):
            raise ProgramRejected("invalid_probability", f"probability {prob} in `{clause_text}` is not a number")
        try:
            value = float(prob.compute_value())
        except Exception as err:  # noqa: BLE001 - any failure means the expression is not a number
            raise ProgramRejected(
                "invalid_probability", f"probability {prob} in `{clause_text}` does not evaluate: {err}"
            ) from None
    if not (0.0 <= value <= 1.0) or math.isnan(value):
        raise ProgramRejected("invalid_probability", f"probability {value} in `{clause_text}` is outside [0, 1]")
    return value


def _is_arithmetic(term) -> bool:
    from problog.logic import Constant

    if isinstance(term, Constant):
        return isinstance(term.value, (int, float))
    if _is_var(term):
        return False
    return _name(term) in {"+", "-", "*", "/"} and all(_is_arithmetic(a) for a in term.args)


def _check_atom(term, where: str, clause_text: str) -> None:
    """An atom used as a head, a query, an evidence literal or a body goal."""
    from problog.logic import Constant

    if _is_var(term):
        raise ProgramRejected("unsafe", f"a variable is used as a goal in {where} of `{clause_text}`")
    if isinstance(term, Constant):
        raise ProgramRejected("syntax", f"{term} is not a predicate in {where} of `{clause_text}`")
    name, arity = _name(term), term.arity
    if (name, arity) in _ALLOWED_BUILTINS and where == "body":
        return
    if (
        name in _builtin_names()
        or name.startswith("_")
        or (name, arity) in _ALLOWED_BUILTINS
        or ((name, arity) in _CONTROL)
    ):
        raise ProgramRejected("unsafe", f"built-in `{name}/{arity}` is not allowed in {where} of `{clause_text}`")


def _check_body(term, clause_text: str) -> None:
    if term is None:
        return
    if _is_var(term):
        raise ProgramRejected("unsafe", f"a variable is used as a goal in the body of `{clause_text}`")
    name, arity = _name(term), getattr(term, "arity", 0)
    if (name, arity) in {(",", 2), (";", 2)}:
        for arg in term.args:
            _check_body(arg, clause_text)
    elif (name, arity) in {("\\+", 1), ("not", 1)}:
        _check_body(term.args[0], clause_text)
    else:
        _check_atom(term, "body", clause_text)


def _check_literal(term, where: str, clause_text: str) -> None:
    """An atom or a negated atom, as ``evidence`` and ``query`` take."""
    if not _is_var(term) and (_name(term), getattr(term, "arity", 0)) in {("\\+", 1), ("not", 1)}:
        term = term.args[0]
    _check_atom(term, where, clause_text)


def check_program(text: str, *, max_chars: int = DEFAULT_MAX_CHARS) -> list:
    """Parse ``text`` and check it against the allow-list, without running anything.

    Args:
        text (`str`): the ProbLog program.
        max_chars (`int`, *optional*, defaults to `200000`): longer programs are refused as ``too_large``.

    Returns:
        `list`: the parsed clauses (ProbLog terms).

    Raises:
        ProgramRejected: with ``kind`` one of ``too_large``, ``syntax``, ``unsafe``, ``invalid_probability``,
            ``no_query``.

    ProbLog's parser is superlinear on long operator chains (a 150 kB program can take a minute), so this function
    has no time limit of its own: :class:`ProblogPool` runs it inside the worker, under the program's limits. Call it
    directly only on trusted or short text.

    Examples:

        >>> len(check_program("0.5::a. query(a)."))
        2
        >>> try:
        ...     check_program("a :- write(secret). query(a).")
        ... except ProgramRejected as err:
        ...     print(err.kind)
        unsafe
    """
    clauses = _parse(text, max_chars)
    if not _check_clauses(clauses):
        raise ProgramRejected("no_query", "the program has no query(...) clause, so there is nothing to compute")
    return clauses


def _parse(text: str, max_chars: int = DEFAULT_MAX_CHARS) -> list:
    """Parse with ProbLog's parser (executes nothing); size, type and syntax errors as :class:`ProgramRejected`."""
    if not isinstance(text, str):
        raise ProgramRejected("syntax", f"a program must be a string, got {type(text).__name__}")
    if len(text) > max_chars:
        raise ProgramRejected(
            "too_large", f"the program has {len(text)} characters, more than the {max_chars} allowed"
        )
    if not text.strip():
        raise ProgramRejected("no_query", "the program is empty")
    try:
        return list(_parser().parseString(text))
    except Exception as err:  # ParseError, UnmatchedCharacter, and anything the parser raises on garbage
        raise ProgramRejected("syntax", _one_line(str(err)) or type(err).__name__) from None


def _check_clauses(clauses: list) -> bool:
    """Check parsed clauses against the allow-list; returns whether there is a ``query``."""
    try:
        return _check_clauses_unguarded(clauses)
    except RecursionError:
        raise ProgramRejected("too_large", "a clause is nested too deeply to be checked") from None


def _check_disjunction_heads(heads: list, clause_text: str) -> None:
    """The heads of an annotated disjunction: atoms with numeric probabilities summing to at most 1 (+ tolerance)."""
    total = 0.0
    for head in heads:
        if _is_var(head):
            raise ProgramRejected("unsafe", f"a variable is used as a fact in `{clause_text}`")
        if len(heads) > 1 and _is_var(head.probability):
            # The sum of the disjunction could not be checked, and ProbLog checks it only when it grounds two heads.
            raise ProgramRejected(
                "invalid_probability",
                f"probability {head.probability} in the annotated disjunction `{clause_text}` is not a number",
            )
        value = _numeric_probability(head.probability, clause_text)
        total += value if value is not None else 0.0
        _check_atom(head.with_probability(), "a head", clause_text)
    if total > 1.0 + AD_TOLERANCE:
        raise ProgramRejected(
            "invalid_probability", f"the annotated disjunction `{clause_text}` sums to {total:.6g} > 1"
        )


def _check_clauses_unguarded(clauses: list) -> bool:
    from problog.logic import AnnotatedDisjunction, Clause, Or

    has_query = False
    for clause in clauses:
        clause_text = _one_line(str(clause))
        if isinstance(clause, AnnotatedDisjunction):
            _check_disjunction_heads(clause.heads, clause_text)
            _check_body(clause.body, clause_text)
        elif isinstance(clause, Clause):
            if _name(clause.head) == "_directive":
                raise ProgramRejected("unsafe", f"directives are not allowed: `{clause_text}`")
            _numeric_probability(clause.head.probability, clause_text)
            _check_atom(clause.head.with_probability(), "a head", clause_text)
            _check_body(clause.body, clause_text)
        elif isinstance(clause, Or):
            # An annotated disjunction without a body is parsed as a disjunction of probabilistic facts.
            _check_disjunction_heads(flatten_or(clause), clause_text)
        else:
            if _is_var(clause):
                raise ProgramRejected("unsafe", f"a variable is used as a fact in `{clause_text}`")
            name, arity = _name(clause), getattr(clause, "arity", 0)
            if (name, arity) == ("query", 1):
                has_query = True
                _check_literal(clause.args[0], "query", clause_text)
            elif name == "evidence" and arity in (1, 2):
                _check_literal(clause.args[0], "evidence", clause_text)
                if arity == 2 and str(clause.args[1]) not in {"true", "false"}:
                    raise ProgramRejected(
                        "syntax", f"the second argument of evidence must be true or false in `{clause_text}`"
                    )
            else:
                _numeric_probability(clause.probability, clause_text)
                _check_atom(clause.with_probability(), "a fact", clause_text)
    return has_query


def flatten_or(term) -> list:
    """The disjuncts of a parsed ``a; b; c`` (a ProbLog ``Or`` tree), left to right."""
    from problog.logic import Or

    if isinstance(term, Or):
        return flatten_or(term.op1) + flatten_or(term.op2)
    return [term]


def flatten_term(term, functor: str) -> list:
    """The operands of a parsed binary operator chain (``functor`` ``","`` for a body, ``";"`` for heads)."""
    if term is not None and getattr(term, "functor", None) == functor and getattr(term, "arity", 0) == 2:
        return flatten_term(term.args[0], functor) + flatten_term(term.args[1], functor)
    return [term]


def unquote(text: str) -> str:
    """A ProbLog constant as text: ``'500-1400'`` → ``500-1400`` (escapes undone); other text unchanged."""
    if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
        return text[1:-1].replace("\\'", "'").replace("\\\\", "\\")
    return text


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ----------------------------------------------------------------------------------------------------------------
# Worker process
# ----------------------------------------------------------------------------------------------------------------


def _classify(err: BaseException) -> tuple[str, str]:
    """Map a ProbLog exception to an error kind and a one-line message."""
    name = type(err).__name__
    message = _one_line(str(err)) or name
    if isinstance(err, MemoryError):
        return "memory", "the program needed more memory than allowed"
    if isinstance(err, RecursionError):
        return "memory", "the program recursed too deeply"
    if isinstance(err, ProgramRejected):
        return err.kind, str(err)
    if isinstance(err, PermissionError):
        return "unsafe", message
    kinds = {
        "ParseError": "syntax",
        "UnmatchedCharacter": "syntax",
        "UnknownClause": "unknown_clause",
        "UnknownClauseInternal": "unknown_clause",
        "InconsistentEvidenceError": "inconsistent_evidence",
        "NonGroundQuery": "non_ground",
        "NonGroundProbabilisticClause": "non_ground",
        "InvalidValue": "invalid_probability",
    }
    if name == "DSharpError" and ("SIGABRT" in message or "SIGKILL" in message):
        return "memory", f"the knowledge compiler (dsharp) ran out of memory: {message}"
    return kinds.get(name, "other"), f"{name}: {message}"


def _install_audit_hook(allowed_read: Sequence[str], private_dir: str, allow_dsharp: bool) -> None:
    read_roots = tuple(os.path.realpath(p) + os.sep for p in allowed_read)
    private = os.path.realpath(private_dir) + os.sep
    blocked_prefixes = ("socket.", "ctypes.", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.system")
    armed = {"on": True}

    def hook(event: str, args: tuple) -> None:
        if not armed["on"]:
            return
        if event == "open":
            path, mode = args[0], args[1]
            if isinstance(path, int) or path is None:
                return
            real = os.path.realpath(os.fsdecode(path))
            if real.startswith(private):
                return
            writing = mode is not None and any(c in str(mode) for c in "wax+")
            if not writing and real.startswith(read_roots):
                return
            if real in ("/dev/null", "/dev/urandom"):
                return
            raise PermissionError(f"opening {real!r} is not allowed inside the ProbLog worker")
        if event == "subprocess.Popen":
            executable = os.path.basename(os.fsdecode(args[0] or args[1][0]))
            if allow_dsharp and executable == "dsharp":
                return
            raise PermissionError(f"starting {executable!r} is not allowed inside the ProbLog worker")
        if event.startswith(blocked_prefixes):
            raise PermissionError(f"{event} is not allowed inside the ProbLog worker")
        if event in {"os.listdir", "os.scandir", "os.remove", "os.rmdir", "os.rename", "shutil.rmtree"}:
            path = args[0] if args else None
            if path is None or isinstance(path, int):
                return
            if os.path.realpath(os.fsdecode(path)).startswith(private):
                return
            raise PermissionError(f"{event} on {path!r} is not allowed inside the ProbLog worker")

    sys.addaudithook(hook)


class _Solver:
    """Runs checked programs inside a worker; keeps the prepared clause database of recent shared bases."""

    def __init__(self, compiler: str, max_chars: int = DEFAULT_MAX_CHARS, cache_size: int = 16):
        from problog.engine import DefaultEngine

        self.compiler = compiler
        self.max_chars = max_chars
        self.engine = DefaultEngine()
        self.cache: dict[str, tuple[Any, bool]] = {}
        self.cache_size = cache_size

    def _base(self, base: str):
        if base not in self.cache:
            from problog.program import SimpleProgram

            try:
                clauses = _parse(base, self.max_chars) if base.strip() else []
                has_query = _check_clauses(clauses)
                program = SimpleProgram()
                for clause in clauses:
                    program.add_statement(clause)
                entry: tuple[Any, bool] = (self.engine.prepare(program), has_query)
            except ProgramRejected as err:
                entry = (err, False)
            if len(self.cache) >= self.cache_size:
                self.cache.pop(next(iter(self.cache)))
            self.cache[base] = entry
        return self.cache[base]

    def run(self, task: tuple[str, str]) -> dict[str, float]:
        from problog import get_evaluatable

        # ProblogPool.map has already refused non-strings, empty programs and programs over max_chars.
        base, rest = task
        db, base_has_query = self._base(base)
        if isinstance(db, ProgramRejected):
            raise db
        clauses = _parse(rest, self.max_chars) if rest.strip() else []
        if not (_check_clauses(clauses) or base_has_query):
            raise ProgramRejected("no_query", "the program has no query(...) clause, so there is nothing to compute")
        program = db.extend()
        for clause in clauses:
            program.add_statement(clause)
        try:
            result = get_evaluatable(self.compiler).create_from(program, engine=self.engine).evaluate()
        except BaseException:
            from problog.engine import DefaultEngine

            self.engine = DefaultEngine()  # an error can leave the engine's stack dirty
            raise
        return {str(k): float(v) for k, v in result.items()}


def _worker_main(conn, memory_mb: int, cpu_s: int, compiler: str, private_dir: str, max_chars: int) -> None:
    """Entry point of a worker process: evaluate programs received on ``conn`` until told to stop."""
    import resource

    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.environ["TMPDIR"] = private_dir
    tempfile.tempdir = private_dir
    if memory_mb:
        # The worker gets memory_mb of address space. dsharp reserves ~1.5 GB of address space when it starts,
        # so the compiler child gets memory_mb + DSHARP_RESERVE_MB (set in the child between fork and exec).
        limit = memory_mb * 1024 * 1024
        child_limit = (memory_mb + DSHARP_RESERVE_MB) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, child_limit))
        real_popen = subprocess.Popen

        class _LimitedPopen(real_popen):  # type: ignore[misc, valid-type]
            # Raise the soft limit only while the child is created (it inherits it at exec); a preexec_fn would
            # force a full fork() of the worker instead of vfork, which cost more than the compilation itself.
            def __init__(self, *popen_args, **popen_kwargs):
                resource.setrlimit(resource.RLIMIT_AS, (child_limit, child_limit))
                try:
                    super().__init__(*popen_args, **popen_kwargs)
                finally:
                    resource.setrlimit(resource.RLIMIT_AS, (limit, child_limit))

        subprocess.Popen = _LimitedPopen  # only inside this worker process
    sys.setrecursionlimit(20_000)

    import problog  # noqa: F401 - imported before the audit hook so its modules load freely
    import problog.ddnnf_formula  # noqa: F401
    import problog.sdd_formula  # noqa: F401

    # Warm up: the first evaluation imports modules lazily.
    solver = _Solver(compiler, max_chars)
    try:
        solver.run(("0.5::a.", "query(a)."))
        solver.cache.clear()
    except Exception:  # noqa: BLE001 - a broken compiler shows up on the first real program
        pass
    roots = {sys.prefix, sys.base_prefix, sys.exec_prefix, os.path.dirname(problog.__file__)}
    _install_audit_hook(sorted(roots), private_dir, allow_dsharp=(compiler == "ddnnf"))
    conn.send(("ready", None))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        task_id, task, task_cpu_s = message
        start = time.perf_counter()
        try:
            soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
            used = (
                resource.getrusage(resource.RUSAGE_SELF).ru_utime + resource.getrusage(resource.RUSAGE_SELF).ru_stime
            )
            resource.setrlimit(resource.RLIMIT_CPU, (int(used) + int(task_cpu_s or cpu_s), hard))
            probabilities = solver.run(task)
            reply = (task_id, probabilities, None, "", time.perf_counter() - start)
        except BaseException as err:  # noqa: BLE001 - every failure is reported, the worker lives on
            kind, msg = _classify(err)
            reply = (task_id, {}, kind, msg, time.perf_counter() - start)
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return
        if reply[2] == "memory":
            return  # the heap may be fragmented or half-broken: let the parent start a fresh worker


class _Worker:
    """A worker started as ``python -m hedgehub.problog --worker`` in its own session (process group).

    A fresh interpreter (not ``multiprocessing`` spawn/fork) so the caller's ``__main__`` is never re-imported and
    nothing of the caller's memory (models, tokenizers) is inherited.
    """

    def __init__(self, memory_mb: int, cpu_s: int, compiler: str, max_chars: int):
        self.private_dir = tempfile.mkdtemp(prefix="hedgehub-problog-")
        parent_sock, child_sock = socket.socketpair()
        self.conn = multiprocessing.connection.Connection(parent_sock.detach())
        child_fd = child_sock.detach()
        env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONDONTWRITEBYTECODE="1")
        src_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env["PYTHONPATH"] = os.pathsep.join([src_root, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        cmd = [sys.executable, "-m", "hedgehub.problog", "--worker", str(child_fd), str(memory_mb), str(cpu_s)]
        cmd += [compiler, self.private_dir, str(max_chars)]
        self.process = subprocess.Popen(
            cmd,
            pass_fds=(child_fd,),
            start_new_session=True,  # own process group: killing it also kills dsharp
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            close_fds=True,
        )
        os.close(child_fd)
        self.started = time.monotonic()
        self.task: tuple[int, float] | None = None  # (task index, deadline)
        self.ready = False

    def kill(self) -> None:
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError, OSError):
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self.conn.close()
        shutil.rmtree(self.private_dir, ignore_errors=True)

    def stop(self) -> None:
        try:
            self.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.kill()
            return
        self.conn.close()
        shutil.rmtree(self.private_dir, ignore_errors=True)


class ProblogPool:
    """Persistent worker processes that evaluate ProbLog programs with per-program limits, and the exact path.

    Workers are started once (when the first program needs ProbLog) and reused; a worker that hits a limit is killed
    (with its process group) and replaced. Every program is checked with :func:`check_program`'s allow-list inside the
    worker before it runs. With ``backend="auto"`` programs of the Bayesian-network fragment are answered by
    :mod:`hedgehub.exact` in this process instead (see the module docstring for why that is safe).

    Args:
        workers (`int`, *optional*, defaults to the number of CPUs): worker processes.
        timeout_s (`float`, *optional*, defaults to `10.0`): wall-clock limit per ProbLog program (the worker's CPU
            limit is 2 s above it).
        memory_mb (`int`, *optional*, defaults to `2048`): address-space limit per worker (``RLIMIT_AS``).
        backend (`str`, *optional*, defaults to `"auto"`): ``"auto"`` (exact variable elimination for programs of
            the Bayesian-network fragment, ProbLog for the rest) or ``"problog"`` (always ProbLog). A compiler name
            (``"ddnnf"``, ``"sdd"``, ...) also means ``"problog"`` with that compiler.
        compiler (`str`, *optional*, defaults to `"ddnnf"`): ProbLog's knowledge compiler (``ddnnf``, ``sdd``, ...).
            ``ddnnf`` finished every QUITE-sized network here; ``sdd`` timed out on some.
        max_chars (`int`, *optional*, defaults to `200000`): longer programs are refused as ``too_large``.
        verify (`bool`, *optional*, defaults to `False`): also run every exactly answered program with ProbLog and
            report disagreements (:attr:`disagreements`, a warning, and :attr:`ProgramResult.disagreement`).
        progress (`bool`, *optional*): show a progress bar (``huggingface_hub``'s tqdm); by default only for calls
            with at least 100 programs. ``HF_HUB_DISABLE_PROGRESS_BARS=1`` turns every bar off.

    Examples:

        >>> with ProblogPool(workers=1, timeout_s=5) as pool:
        ...     results = pool.map(["0.2::a. query(a).", "query(b)."])
        >>> [r.probability for r in results], [r.error for r in results], [r.solver for r in results]
        ([0.2, None], [None, 'unknown_clause'], ['exact', 'problog'])
    """

    def __init__(
        self,
        workers: int | None = None,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        memory_mb: int = DEFAULT_MEMORY_MB,
        backend: str = DEFAULT_BACKEND,
        compiler: str = DEFAULT_COMPILER,
        max_chars: int = DEFAULT_MAX_CHARS,
        verify: bool = False,
        progress: bool | None = None,
    ):
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.timeout_s = float(timeout_s)
        self.memory_mb = int(memory_mb)
        self.backend, self.compiler = _resolve_backend(backend, compiler)
        self.max_chars = max_chars
        self.verify = verify
        self.progress = progress
        self._pool: list[_Worker] = []
        self._lock = threading.Lock()
        self._exact = None
        if self.backend == "auto":
            from hedgehub.exact import ExactSolver

            self._exact = ExactSolver()
        self.restarts = 0
        self.disagreements: list[dict[str, Any]] = []

    # -- lifecycle ---------------------------------------------------------------------------------------------
    def __enter__(self) -> ProblogPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        for worker in self._pool:
            worker.stop()
        self._pool = []

    def _new_worker(self) -> _Worker:
        # The CPU limit that applies is set per program (from the call's timeout, see _run_tasks); this one is only
        # the worker's fallback.
        cpu_s = int(math.ceil(self.timeout_s)) + 2
        return _Worker(self.memory_mb, cpu_s, self.compiler, self.max_chars)

    def _ensure_workers(self, n: int) -> None:
        while len(self._pool) < n:
            self._pool.append(self._new_worker())

    # -- API ---------------------------------------------------------------------------------------------------
    def run(self, text: str | tuple[str, str], *, timeout_s: float | None = None) -> ProgramResult:
        """Run one program (see :meth:`map`)."""
        return self.map([text], timeout_s=timeout_s)[0]

    def map(
        self,
        programs: Iterable[str | tuple[str, str]],
        *,
        timeout_s: float | None = None,
        verify: bool | None = None,
        progress: bool | None = None,
    ) -> list[ProgramResult]:
        """Run many programs; results come back in input order.

        A program is a string, or a pair ``(base, rest)`` meaning ``base + "\\n" + rest`` where ``base`` is shared by
        many programs (QUITE: the premise program, with each pair's evidence and query as ``rest``): the exact path
        compiles a base once, and each worker parses, checks and prepares it once. Identical programs are evaluated
        once. Programs outside the exact path's fragment run in parallel in the workers, each checked with the
        allow-list of :func:`check_program` before anything runs.

        Args:
            programs (`Iterable[str | tuple[str, str]]`): the programs.
            timeout_s (`float`, *optional*): overrides the pool's wall-clock limit (and so the CPU limit) for this
                call.
            verify (`bool`, *optional*): overrides the pool's ``verify`` for this call.
            progress (`bool`, *optional*): overrides the pool's ``progress`` for this call.

        Returns:
            `list[ProgramResult]`: one result per program.
        """
        tasks: list = []
        results: list[ProgramResult | None] = []
        for program in programs:
            results.append(None)
            if isinstance(program, str):
                tasks.append(("", program))
            elif isinstance(program, tuple) and len(program) == 2 and all(isinstance(p, str) for p in program):
                tasks.append(program)
            else:
                tasks.append(None)
                results[-1] = ProgramResult(
                    error="syntax", message=f"a program must be a string, got {type(program).__name__}"
                )
        timeout = float(timeout_s if timeout_s is not None else self.timeout_s)
        verify = self.verify if verify is None else verify
        first_index: dict[tuple[str, str], int] = {}
        duplicates: dict[int, list[int]] = {}
        todo: list[int] = []
        for i, task in enumerate(tasks):
            if task is None:
                continue
            if task in first_index:
                duplicates.setdefault(first_index[task], []).append(i)
                continue
            first_index[task] = i
            size = len(task[0]) + len(task[1])
            if size > self.max_chars:
                results[i] = ProgramResult(
                    error="too_large",
                    message=f"the program has {size} characters, more than the {self.max_chars} allowed",
                )
                continue
            if not (task[0].strip() or task[1].strip()):
                results[i] = ProgramResult(error="no_query", message="the program is empty")
                continue
            todo.append(i)
        show = self.progress if progress is None else progress
        if show is None:
            show = len(todo) >= PROGRESS_MIN_PROGRAMS
        started = time.perf_counter()
        with self._lock, _progress_bar(len(todo), show) as bar:
            exact = self._run_exact(tasks, todo, results, bar)
            rest = [i for i in todo if results[i] is None]
            if verify and exact:
                bar.total += len(exact)
                bar.refresh()
            self._run_tasks(tasks, rest, results, timeout, bar)
            if verify and exact:
                self._verify(tasks, exact, results, timeout, bar)
        if len(todo) >= PROGRESS_MIN_PROGRAMS:
            logger.info(
                "%d programs in %.1f s: %d exact, %d ProbLog%s",
                len(todo),
                time.perf_counter() - started,
                len(exact),
                len(rest),
                f", {len(exact)} verified by ProbLog" if verify else "",
            )
        for first, others in duplicates.items():
            for i in others:
                r = results[first]
                results[i] = ProgramResult(dict(r.probabilities), r.error, r.message, 0.0, r.solver, r.disagreement)
        return results  # type: ignore[return-value]

    def _run_exact(self, tasks: list, todo: list[int], results: list, bar) -> list[int]:
        """Answer what the exact path can; returns the indices it answered."""
        if self._exact is None:
            return []
        from hedgehub.exact import InconsistentEvidence, OutsideFragment

        answered = []
        for index in todo:
            start = time.perf_counter()
            try:
                probabilities = self._exact.run(*tasks[index])
                result = ProgramResult(probabilities, seconds=time.perf_counter() - start, solver="exact")
            except InconsistentEvidence as err:
                result = ProgramResult(
                    error="inconsistent_evidence",
                    message=f"InconsistentEvidenceError: {err}",
                    seconds=time.perf_counter() - start,
                    solver="exact",
                )
            except OutsideFragment:
                continue
            except Exception as err:  # noqa: BLE001 - a bug in the exact path must not lose the program: ProbLog runs it
                logger.warning(
                    "the exact path failed on program %d (%s: %s); ProbLog runs it", index, type(err).__name__, err
                )
                continue
            results[index] = result
            answered.append(index)
            bar.update(1)
        return answered

    def _verify(self, tasks: list, indices: list[int], results: list, timeout: float, bar) -> None:
        """Run ``indices`` (answered exactly) with ProbLog too; on disagreement keep ProbLog's result."""
        checked: list[ProgramResult | None] = [None] * len(tasks)
        self._run_tasks(tasks, indices, checked, timeout, bar)
        for index in indices:
            ours, theirs = results[index], checked[index]
            if _agree(ours, theirs):
                continue
            base, rest = tasks[index]
            exact_text = ours.error or json.dumps(ours.probabilities)
            problog_text = f"{theirs.error} ({theirs.message})" if theirs.error else json.dumps(theirs.probabilities)
            self.disagreements.append(
                {"index": index, "program": base + "\n" + rest if base else rest, "exact": ours, "problog": theirs}
            )
            logger.warning(
                "exact and ProbLog disagree on program %d: exact %s, ProbLog %s", index, exact_text, problog_text
            )
            theirs.disagreement = f"the exact path gave {exact_text}"
            results[index] = theirs

    def _run_tasks(self, tasks: list, todo: list[int], results: list, timeout: float, bar) -> None:
        if not todo:
            return
        self._ensure_workers(min(self.workers, len(todo)))
        queue = list(reversed(todo))
        pending = len(todo)
        while pending:
            now = time.monotonic()
            for worker in self._pool:
                if worker.ready and worker.task is None and queue:
                    index = queue.pop()
                    try:
                        worker.conn.send((index, tasks[index], int(math.ceil(timeout)) + 2))
                        worker.task = (index, time.monotonic() + timeout)
                    except (BrokenPipeError, OSError):
                        queue.append(index)
                        self._replace(worker)
            busy = [w for w in self._pool if w.task is not None or not w.ready]
            deadlines = [w.task[1] for w in busy if w.task is not None]
            wait_s = max(0.0, min(deadlines) - now) if deadlines else 1.0
            ready_conns = multiprocessing.connection.wait([w.conn for w in busy], timeout=min(wait_s, 1.0) + 0.01)
            for conn in ready_conns:
                worker = next(w for w in self._pool if w.conn is conn)
                try:
                    message = conn.recv()
                except (EOFError, OSError):
                    if not worker.ready:
                        code = worker.process.poll()
                        worker.kill()
                        self._pool.remove(worker)
                        raise RuntimeError(f"a ProbLog worker exited while starting (exit code {code})") from None
                    lost = self._worker_died(worker, results)
                    pending -= lost
                    bar.update(lost)
                    continue
                if message[0] == "ready":
                    worker.ready = True
                    continue
                index, probabilities, kind, msg, seconds = message
                results[index] = ProgramResult(probabilities, kind, msg, seconds, solver="problog")
                worker.task = None
                pending -= 1
                bar.update(1)
                if kind == "memory":
                    self._replace(worker)
            now = time.monotonic()
            for worker in list(self._pool):
                if worker.task is not None and now > worker.task[1]:
                    index = worker.task[0]
                    results[index] = ProgramResult(
                        error="timeout",
                        message=f"no answer within {timeout:g} s; the solver was stopped",
                        seconds=timeout,
                        solver="problog",
                    )
                    worker.task = None
                    pending -= 1
                    bar.update(1)
                    self._replace(worker)
                elif not worker.ready and now > worker.started + WORKER_START_TIMEOUT_S:
                    raise RuntimeError(f"a ProbLog worker did not start within {WORKER_START_TIMEOUT_S} s")

    def _worker_died(self, worker: _Worker, results: list) -> int:
        """Record the lost task of a worker that exited, replace the worker; return how many tasks were lost."""
        try:
            code = worker.process.wait(timeout=5)  # a process dying under RLIMIT_AS can take a moment to exit
        except subprocess.TimeoutExpired:
            code = None
        lost = 0
        if worker.task is not None:
            lost = 1
            crash_signals = {signal.SIGKILL, signal.SIGABRT, signal.SIGSEGV, signal.SIGBUS}
            if code is not None and code < 0 and -code == signal.SIGXCPU:
                kind, msg = "timeout", "the solver ran out of CPU time"
            elif code is None or code in (0, 1) or (code < 0 and -code in crash_signals):
                # Under the address-space limit CPython and ProbLog die in allocation failures (MemoryError while
                # reporting, abort in C code) or hang in teardown; nothing else ends a worker mid-program.
                kind, msg = "memory", f"the solver died without answering, most likely out of memory (exit {code})"
            else:
                kind, msg = "other", f"the solver process died (exit code {code})"
            results[worker.task[0]] = ProgramResult(error=kind, message=msg, solver="problog")
            worker.task = None
        self._replace(worker)
        return lost

    def _replace(self, worker: _Worker) -> None:
        worker.kill()
        self.restarts += 1
        self._pool[self._pool.index(worker)] = self._new_worker()


# ----------------------------------------------------------------------------------------------------------------
# Module-level convenience
# ----------------------------------------------------------------------------------------------------------------

_DEFAULT_POOLS: dict[tuple, ProblogPool] = {}


def _resolve_backend(backend: str, compiler: str) -> tuple[str, str]:
    """(backend, compiler) from the arguments; a compiler name given as ``backend`` means ProbLog with it."""
    if backend in COMPILERS:
        return "problog", backend
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS} or a ProbLog compiler {COMPILERS}, got {backend!r}")
    if compiler not in COMPILERS:
        raise ValueError(f"compiler must be one of {COMPILERS}, got {compiler!r}")
    return backend, compiler


def _agree(a: ProgramResult, b: ProgramResult, tolerance: float = VERIFY_TOLERANCE) -> bool:
    """Same error kind, or the same queries with probabilities within ``tolerance``."""
    if a.error or b.error:
        return a.error == b.error
    return a.probabilities.keys() == b.probabilities.keys() and all(
        abs(a.probabilities[k] - b.probabilities[k]) <= tolerance for k in a.probabilities
    )


class _NoBar:
    total = 0

    def update(self, n: int = 1) -> None:
        pass

    def refresh(self) -> None:
        pass


@contextlib.contextmanager
def _progress_bar(total: int, show: bool):
    if not show:
        yield _NoBar()
        return
    from huggingface_hub.utils import tqdm

    with tqdm(total=total, desc="programs", unit="program", dynamic_ncols=True) as bar:
        yield bar


def _default_pool(workers: int, memory_mb: int, backend: str, compiler: str = DEFAULT_COMPILER) -> ProblogPool:
    backend, compiler = _resolve_backend(backend, compiler)
    key = (workers, memory_mb, backend, compiler)
    if key not in _DEFAULT_POOLS:
        _DEFAULT_POOLS[key] = ProblogPool(workers, memory_mb=memory_mb, backend=backend, compiler=compiler)
    return _DEFAULT_POOLS[key]


@atexit.register
def _close_default_pools() -> None:
    for pool in _DEFAULT_POOLS.values():
        pool.close()
    _DEFAULT_POOLS.clear()


def run_program(
    text: str,
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    memory_mb: int = DEFAULT_MEMORY_MB,
    backend: str = DEFAULT_BACKEND,
    compiler: str = DEFAULT_COMPILER,
    verify: bool = False,
) -> ProgramResult:
    """Run one ProbLog program: exactly when it is a Bayesian network, else in a reused, limited worker process.

    Args:
        text (`str`): the program.
        timeout_s (`float`, *optional*, defaults to `10.0`): wall-clock limit (ProbLog).
        memory_mb (`int`, *optional*, defaults to `2048`): address-space limit of the worker.
        backend (`str`, *optional*, defaults to `"auto"`): ``"auto"`` or ``"problog"`` (see :class:`ProblogPool`).
        compiler (`str`, *optional*, defaults to `"ddnnf"`): ProbLog's knowledge compiler.
        verify (`bool`, *optional*, defaults to `False`): run ProbLog too when the exact path answers, and report
            a disagreement.

    Returns:
        `ProgramResult`: probabilities per query, or an error kind from :data:`ERROR_KINDS`.

    Examples:

        >>> run_program("0.1::g. 0.4::f :- g. 0.43::f :- \\\\+ g. evidence(f, true). query(g).").probability < 0.1
        True
        >>> run_program("0.5::a. 0.5::b. c :- a, b. query(c).", backend="problog").solver
        'problog'
    """
    return _default_pool(1, memory_mb, backend, compiler).map([text], timeout_s=timeout_s, verify=verify)[0]


def run_programs(
    texts: Iterable[str | tuple[str, str]],
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    memory_mb: int = DEFAULT_MEMORY_MB,
    backend: str = DEFAULT_BACKEND,
    compiler: str = DEFAULT_COMPILER,
    workers: int | None = None,
    verify: bool = False,
    progress: bool | None = None,
) -> list[ProgramResult]:
    """Run many programs: the exact path where it applies, the rest in parallel worker processes (a reused
    :class:`ProblogPool`).

    Args:
        texts (`Iterable[str | tuple[str, str]]`): the programs; a ``(base, rest)`` pair shares the parsed ``base``
            across programs (see :meth:`ProblogPool.map`).
        timeout_s (`float`, *optional*, defaults to `10.0`): wall-clock limit per ProbLog program; the CPU limit
            follows it.
        memory_mb (`int`, *optional*, defaults to `2048`): address-space limit per worker.
        backend (`str`, *optional*, defaults to `"auto"`): ``"auto"`` or ``"problog"`` (see :class:`ProblogPool`).
        compiler (`str`, *optional*, defaults to `"ddnnf"`): ProbLog's knowledge compiler.
        workers (`int`, *optional*, defaults to the number of CPUs): worker processes.
        verify (`bool`, *optional*, defaults to `False`): run ProbLog on exactly answered programs too; a
            disagreement is logged and shows in :attr:`ProgramResult.disagreement` (the result is then ProbLog's).
        progress (`bool`, *optional*): progress bar; by default for 100 programs or more.

    Returns:
        `list[ProgramResult]`: one per program, in order.

    Examples:

        >>> [r.probability for r in run_programs(["0.5::a. query(a).", "0.5::a. 0.5::b. query(a). query(b)."])]
        [0.5, None]
    """
    workers = workers or os.cpu_count() or 1
    pool = _default_pool(workers, memory_mb, backend, compiler)
    return pool.map(texts, timeout_s=timeout_s, verify=verify, progress=progress)


# ----------------------------------------------------------------------------------------------------------------
# Structure of a program (no execution)
# ----------------------------------------------------------------------------------------------------------------


def _literal_predicates(term) -> list[str]:
    """Predicate names used as goals in a body (negation and conjunction unfolded)."""
    if term is None or _is_var(term):
        return []
    name, arity = _name(term), getattr(term, "arity", 0)
    if (name, arity) in {(",", 2), (";", 2)}:
        return [p for arg in term.args for p in _literal_predicates(arg)]
    if (name, arity) in {("\\+", 1), ("not", 1)}:
        return _literal_predicates(term.args[0])
    if (name, arity) in _ALLOWED_BUILTINS:
        return []
    return [name]


def program_graph(text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The dependency graph a program defines: predicates as nodes, an edge from each body predicate to the head.

    Only premises (facts, rules, annotated disjunctions) contribute; ``evidence`` and ``query`` do not. Nothing runs.

    Args:
        text (`str`): the program; it must parse (see :func:`check_program` for the errors raised).

    Returns:
        `tuple[list[str], list[tuple[str, str]]]`: sorted node names and sorted (parent, child) edges.

    Examples:

        >>> program_graph("0.1::g. 0.4::f :- g. 0.4::a(x); 0.6::a(y) :- \\\\+ g, f.")
        (['a', 'f', 'g'], [('f', 'a'), ('g', 'a'), ('g', 'f')])
    """
    try:
        clauses = list(_parser().parseString(text))
    except Exception as err:  # noqa: BLE001
        raise ProgramRejected("syntax", _one_line(str(err)) or type(err).__name__) from None
    from problog.logic import AnnotatedDisjunction, Clause, Or

    nodes: set[str] = set()
    edges: set[tuple[str, str]] = set()
    for clause in clauses:
        if isinstance(clause, AnnotatedDisjunction):
            heads, body = clause.heads, clause.body
        elif isinstance(clause, Clause):
            if _name(clause.head) == "_directive":
                continue
            heads, body = [clause.head], clause.body
        elif isinstance(clause, Or):
            heads, body = flatten_or(clause), None
        elif _is_var(clause) or _name(clause) in {"query", "evidence"}:
            continue
        else:
            heads, body = [clause], None
        for head in heads:
            if _is_var(head):
                continue
            child = _name(head)
            nodes.add(child)
            for parent in _literal_predicates(body):
                nodes.add(parent)
                if parent != child:
                    edges.add((parent, child))
    return sorted(nodes), sorted(edges)


if __name__ == "__main__" and len(sys.argv) == 8 and sys.argv[1] == "--worker":
    _fd, _memory_mb, _cpu_s, _compiler, _private_dir, _max_chars = sys.argv[2:]
    _worker_main(
        multiprocessing.connection.Connection(int(_fd)),
        int(_memory_mb),
        int(_cpu_s),
        _compiler,
        _private_dir,
        int(_max_chars),
    )
