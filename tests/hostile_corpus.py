"""The hostile-program corpus for ``hedgehub.problog``: hand-written attacks plus generated and mutated programs.

Every entry is a :class:`HostileProgram` with the program text, a family name and the set of outcomes it may have
(error kinds from ``hedgehub.problog.ERROR_KINDS`` or ``"ok"``; an empty set means "any valid outcome"). Nothing in
this module runs a program: ``tests/test_problog_hostile.py`` does, through the batch API.

Families:

- ``attack``: ``tests/fixtures/hostile/attacks.pl``, hand-written (file access, Python execution, I/O built-ins,
  ``call/N``, variables as goals, bad probabilities, syntax garbage ...), with their expected error kinds.
- ``builtin``: every ProbLog built-in except the pure comparisons, used as a body goal, a negated body goal, a
  query, an evidence literal and a fact; each must be refused as ``unsafe``.
- ``garbage``: seeded random text (Prolog-like tokens, unicode, control characters).
- ``shape``: sizes and shapes (huge annotated disjunctions, long texts, deep nesting) that must be answered or
  refused within the limit.
- ``mutation``: gold QUITE programs (premises + one evidence-query block, read from the release zip) with seeded
  character and token edits: deletions, duplications, swaps, dropped periods, renamed predicates (also to
  built-in names), swapped constants, truncation, changed probabilities, injected directives.
- ``timeout``: a few programs that never finish (infinite recursion, exponential compilation); they must be
  stopped at the wall-clock limit. Kept small because each one costs a full timeout.

Usage (writes the corpus as JSON lines, e.g. to read it; ``--run`` also runs it through a ``ProblogPool`` and
prints outcomes per family, the wall time and the slowest program)::

    python tests/hostile_corpus.py --zip ../shared/data/quite/quite-corpus.zip --out /tmp/hostile.jsonl --run
"""

from __future__ import annotations

import argparse
import json
import random
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path


FIXTURES = Path(__file__).resolve().parent / "fixtures" / "hostile"
CANARY_SECRET = "CANARY-5e1f0c9a-d3b7-4c1e-9f2a-hedgehub"

# Pure built-ins the allow-list accepts in rule bodies; everything else ProbLog registers must be refused.
PURE_BUILTINS = {"true", "fail", "false", "=", "\\=", "==", "\\==", "<", ">", "=<", ">=", "=:=", "=\\=", "is"}
# Names refused at any arity although ProbLog only registers them after `use_module` (library predicates).
LIBRARY_NAMES = ["csv_load", "csv_store", "sqlite_load", "assert", "asserta", "assertz", "retract", "open", "see"]


@dataclass
class HostileProgram:
    """One corpus entry.

    Args:
        name (`str`): unique, ``<family>/<detail>``.
        text (`str`): the program.
        expect (`set[str]`): allowed outcomes (error kinds or ``"ok"``); empty = any valid outcome.
    """

    name: str
    text: str
    expect: set[str] = field(default_factory=set)

    @property
    def family(self) -> str:
        return self.name.split("/", 1)[0]


def make_canary(folder: Path) -> dict[str, Path]:
    """Write the canary files into ``folder``: secrets that must never reach a result, Python that must never run.

    Returns:
        `dict[str, Path]`: ``secret_txt``, ``secret_csv``, ``secret_pl``, ``secret_db``, ``evil_py`` and ``marker``
        (the file ``evil.py`` would create; it must never exist).
    """
    folder.mkdir(parents=True, exist_ok=True)
    paths = {
        "secret_txt": folder / "secret.txt",
        "secret_csv": folder / "secret.csv",
        "secret_pl": folder / "secret.pl",
        "secret_db": folder / "secret.db",
        "evil_py": folder / "evil.py",
        "marker": folder / "MARKER",
    }
    paths["secret_txt"].write_text(CANARY_SECRET + "\n")
    paths["secret_csv"].write_text(f"'{CANARY_SECRET}',1\n")
    paths["secret_pl"].write_text(f"secret('{CANARY_SECRET}').\n1.0::a.\nquery(secret(X)).\n")
    paths["secret_db"].write_text(CANARY_SECRET)
    paths["evil_py"].write_text(
        "import pathlib\n"
        f"pathlib.Path({str(paths['marker'])!r}).write_text('executed')\n"
        f"SECRET = {CANARY_SECRET!r}\n"
        "def evil(x):\n"
        "    return SECRET\n"
    )
    return paths


def attacks(canary_dir: Path) -> list[HostileProgram]:
    """The hand-written attacks of ``fixtures/hostile/attacks.pl`` with ``{CANARY}`` filled in."""
    text = (FIXTURES / "attacks.pl").read_text(encoding="utf-8")
    blocks = re.split(r"^%%% ", text, flags=re.M)[1:]
    programs = []
    for block in blocks:
        header, _, body = block.partition("\n")
        name, _, expected = header.partition("|")
        expect = {kind.strip() for kind in expected.split(",") if kind.strip()}
        programs.append(HostileProgram(f"attack/{name.strip()}", body.replace("{CANARY}", str(canary_dir)), expect))
    return programs


def builtin_programs(builtins: list[tuple[str, int]], canary_dir: Path) -> list[HostileProgram]:
    """Each built-in in five positions; ``builtins`` is a list of (name, arity)."""
    secret = f"'{canary_dir}/secret.pl'"
    programs = []
    for name, arity in sorted(set(builtins) | {(n, 1) for n in LIBRARY_NAMES} | {(n, 2) for n in LIBRARY_NAMES}):
        if name in PURE_BUILTINS:
            continue
        quoted = "'" + name.replace("\\", "\\\\").replace("'", "\\'") + "'"
        args = [secret] + ["x"] * (arity - 1)
        goal = quoted if arity == 0 else f"{quoted}({', '.join(args[:arity])})"
        key = f"{name}/{arity}"
        for position, text in (
            ("body", f"0.5::b.\na :- b, {goal}.\nquery(a)."),
            ("negated_body", f"0.5::b.\na :- b, \\+ {goal}.\nquery(a)."),
            ("query", f"0.5::b.\nquery({goal})."),
            ("evidence", f"0.5::b.\nevidence({goal}, true).\nquery(b)."),
            ("fact", f"{goal}.\n0.5::b.\nquery(b)."),
        ):
            programs.append(HostileProgram(f"builtin/{key}/{position}", text, {"unsafe"}))
    return programs


_TOKENS = [
    "a",
    "b(x)",
    "p(X)",
    "query(",
    "evidence(",
    ")",
    "(",
    ".",
    ",",
    ";",
    ":-",
    "::",
    "0.5",
    "1.5",
    "-1",
    "\\+",
    "not",
    "'",
    '"',
    "[",
    "]",
    "|",
    "_",
    "X",
    "%",
    "/*",
    "*/",
    "consult(",
    "use_module(",
    "write(",
    "call(",
    " ",
    "\n",
    "=",
    "is",
    "+",
    "1e308",
    "nan",
    "∀",
    "😈",
    "\u202e",
    "\x00",
    "\x07",
    "\t",
    "ß",
    "∧",
    "→",
]


def garbage_programs(rng: random.Random, n: int) -> list[HostileProgram]:
    """Random token soup and random unicode, seeded."""
    programs = []
    for i in range(n):
        if i % 3 == 0:
            text = "".join(chr(rng.choice([rng.randrange(0, 0x80), rng.randrange(0x80, 0x2FFF)])) for _ in range(200))
        else:
            text = "".join(rng.choice(_TOKENS) for _ in range(rng.randrange(1, 80)))
            if i % 3 == 1:
                text += " query(a)."
        programs.append(HostileProgram(f"garbage/{i}", text))
    return programs


def shape_programs(max_chars: int) -> list[HostileProgram]:
    """Large and oddly shaped programs that must be answered or refused within the limit."""
    n_heads = 1000
    big_ad = "; ".join(f"{1 / n_heads:.6f}::c({i})" for i in range(n_heads)) + ".\nquery(c(7))."
    over_ad = "; ".join(f"0.004::c({i})" for i in range(300)) + ".\nquery(c(7))."
    facts = "".join(f"0.5::f{i}.\n" for i in range(2000)) + "g :- f1, f2.\nquery(g)."
    chain = "0.5::n0.\n" + "".join(f"0.9::n{i + 1} :- n{i}.\n" for i in range(300)) + "query(n300)."
    deep_term = "a(" + "f(" * 300 + "x" + ")" * 300 + ").\nquery(a(_))."
    deep_parens = "0.5::a.\nquery(" + "(" * 300 + "a" + ")" * 300 + ")."
    long_atom = "0.5::" + "a" * 50_000 + ".\nquery(" + "a" * 50_000 + ")."
    many_queries = "0.5::a.\n" + "query(a).\n" * 2000
    very_deep_term = "a(" + "f(" * 20_000 + "x" + ")" * 20_000 + ").\nquery(a(_))."
    very_deep_negation = "0.5::b.\na :- " + "\\+ " * 20_000 + "b.\nquery(a)."
    big = {"ok", "timeout"}  # large texts: answered, or stopped at the limit on a busy machine, never hanging
    return [
        HostileProgram("shape/huge_ad_1000_heads", big_ad, big),
        HostileProgram("shape/ad_of_300_heads_sums_above_one", over_ad, {"invalid_probability"}),
        HostileProgram("shape/2000_probabilistic_facts", facts, big),
        HostileProgram("shape/chain_of_300_rules", chain, big),
        HostileProgram("shape/term_nested_300_deep", deep_term, {"ok", "non_ground"}),
        HostileProgram("shape/parentheses_300_deep", deep_parens, {"ok"}),
        HostileProgram("shape/atom_of_50000_chars", long_atom, big),
        HostileProgram("shape/2000_identical_queries", many_queries, big),
        HostileProgram("shape/longer_than_max_chars", "0.5::a. " * (max_chars // 8 + 1) + "query(a).", {"too_large"}),
        HostileProgram("shape/just_too_long", "%" * max_chars + "\nquery(a).", {"too_large"}),
        HostileProgram("shape/only_periods", "." * 5000, {"syntax"}),
        HostileProgram("shape/only_quotes", "'" * 5001, {"syntax"}),
        # nested far beyond Python's recursion limit: any valid outcome, within the limit, and the pool survives
        HostileProgram("shape/term_nested_20000_deep", very_deep_term, set()),
        HostileProgram("shape/negation_nested_20000_deep", very_deep_negation, set()),
        HostileProgram("shape/nul_bytes", "\x00" * 100 + "query(a).", {"syntax", "unknown_clause"}),
    ]


def timeout_programs() -> list[HostileProgram]:
    """Programs that run until they are killed (or exhaust memory first)."""
    stop = {"timeout", "memory"}
    rng = random.Random(7)
    n_vars = 45
    dnf = "".join(f"0.5::v{i}.\n" for i in range(n_vars))
    for _ in range(400):
        picked = rng.sample(range(n_vars), 3)
        dnf += "q :- " + ", ".join(("" if rng.random() < 0.5 else "\\+ ") + f"v{j}" for j in picked) + ".\n"
    dnf += "query(q)."
    size = 7
    grid = "".join(
        f"0.5::e(n{r}_{c}, n{r2}_{c2}).\n"
        for r in range(size)
        for c in range(size)
        for r2, c2 in ((r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1))
        if 0 <= r2 < size and 0 <= c2 < size
    )
    grid += f"path(X, Y) :- e(X, Y).\npath(X, Y) :- e(X, Z), path(Z, Y).\nquery(path(n0_0, n{size - 1}_{size - 1}))."
    return [
        HostileProgram("timeout/infinite_term_growth", "p(X) :- p(f(X)).\np(a).\nquery(p(a)).", stop),
        HostileProgram("timeout/countdown_1e9", "c(0).\nc(N) :- N > 0, M is N - 1, c(M).\nquery(c(10**9)).", stop),
        HostileProgram("timeout/peano_enumeration", "n(z).\nn(s(X)) :- n(X).\nq :- n(X), fail.\nquery(q).", stop),
        HostileProgram("timeout/term_doubling", "l(X) :- l(g(X, X)).\nl(a).\nquery(l(a)).", stop),
        HostileProgram("timeout/random_dnf_45_vars", dnf, stop),
        HostileProgram("timeout/grid_reachability_7x7", grid, stop),
    ]


# ---------------------------------------------------------------------------------------------------------------
# Mutations of gold QUITE programs
# ---------------------------------------------------------------------------------------------------------------


def gold_programs(zip_path: Path, limit_per_network: int = 8) -> list[tuple[str, str]]:
    """(name, program) pairs: premises + one evidence-query block of each network, from the release's .pl files."""
    programs = []
    with zipfile.ZipFile(zip_path) as archive:
        names = sorted(
            n
            for n in archive.namelist()
            if n.startswith("quite-corpus/problog_data/evidence_query_pairs/") and n.endswith(".pl")
        )
        for qe_name in names:
            network = Path(qe_name).stem
            premises = archive.read(f"quite-corpus/problog_data/premises/{network}.pl").decode("utf-8")
            pairs = archive.read(qe_name).decode("utf-8")
            blocks = re.split(r"^% ID (\d+)\s*$", pairs, flags=re.M)
            for i in range(1, min(len(blocks), 2 * limit_per_network + 1), 2):
                programs.append((f"{network}#{blocks[i]}", premises + "\n" + blocks[i + 1]))
    return programs


_BUILTIN_NAMES_FOR_RENAME = ["consult", "use_module", "write", "call", "findall", "load_external", "csv_load"]
_CONSTANT = re.compile(r"(?<=[(,\s])([a-z][a-z0-9_]*|'[^'\n]*')(?=\s*[),])")
_PREDICATE = re.compile(r"\b([a-z][a-z0-9_]*)\(")
_PROBABILITY = re.compile(r"\b\d*\.?\d+(?:[eE][-+]?\d+)?(?=::)")


def _mutate_once(text: str, rng: random.Random, canary_dir: Path) -> tuple[str, str]:
    op = rng.choice(
        [
            "delete", "duplicate", "swap", "drop_periods", "rename_predicate", "rename_to_builtin", "swap_constants",
            "truncate", "insert_garbage", "change_probability", "duplicate_line", "remove_query", "insert_directive",
            "flip_negation", "break_quote",
        ]
    )  # fmt: skip
    if not text:
        return text + "query(a).", "append_query"
    pos = rng.randrange(len(text))
    if op == "delete":
        width = rng.choice([1, 1, 2, 5])
        return text[:pos] + text[pos + width :], op
    if op == "duplicate":
        return text[:pos] + text[pos] * rng.choice([2, 3, 50]) + text[pos + 1 :], op
    if op == "swap" and pos + 1 < len(text):
        return text[:pos] + text[pos + 1] + text[pos] + text[pos + 2 :], op
    if op == "drop_periods":
        keep = rng.random()
        return re.sub(r"\.(\s)", lambda m: m.group(0) if rng.random() < keep else m.group(1), text), op
    if op in ("rename_predicate", "rename_to_builtin"):
        names = sorted(set(_PREDICATE.findall(text)) - {"query", "evidence"})
        if names:
            old = rng.choice(names)
            new = rng.choice(_BUILTIN_NAMES_FOR_RENAME) if op == "rename_to_builtin" else f"{old}_{rng.randrange(99)}"
            count = 0 if rng.random() < 0.5 else 1  # all occurrences, or only the first
            return re.sub(rf"\b{re.escape(old)}\(", new + "(", text, count=count), op
    if op == "swap_constants":
        constants = sorted(set(_CONSTANT.findall(text)))
        if len(constants) >= 2:
            a, b = rng.sample(constants, 2)
            return text.replace(a, "\x01").replace(b, a).replace("\x01", b), op
    if op == "truncate":
        return text[:pos], op
    if op == "insert_garbage":
        junk = "".join(rng.choice(_TOKENS) for _ in range(rng.randrange(1, 6)))
        return text[:pos] + junk + text[pos:], op
    if op == "change_probability":
        matches = list(_PROBABILITY.finditer(text))
        if matches:
            m = rng.choice(matches)
            new = rng.choice(["1.5", "-0.3", "2", "1e9", "nan", "X", "0.99999999", "(0.5+0.6)", "a"])
            return text[: m.start()] + new + text[m.end() :], op
    if op == "duplicate_line":
        lines = text.splitlines(keepends=True)
        i = rng.randrange(len(lines))
        return "".join(lines[: i + 1] + [lines[i]] * rng.choice([1, 20]) + lines[i + 1 :]), op
    if op == "remove_query":
        return re.sub(r"^query\(.*$", "", text, flags=re.M), op
    if op == "insert_directive":
        directive = rng.choice(
            [
                f":- consult('{canary_dir}/secret.pl').",
                f":- use_module('{canary_dir}/evil.py').",
                f":- use_module(library(db)).\n:- csv_load('{canary_dir}/secret.csv', t).",
                "x :- write(hello).",
                f"z :- call(consult, '{canary_dir}/secret.pl').",
            ]
        )
        lines = text.splitlines(keepends=True)
        i = rng.randrange(len(lines) + 1)
        return "".join(lines[:i] + [directive + "\n"] + lines[i:]), op
    if op == "flip_negation":
        if "not " in text or "\\+" in text:
            return text.replace("not ", "\\+ ", 1) if rng.random() < 0.5 else text.replace("\\+", "", 1), op
    if op == "break_quote" and "'" in text:
        i = rng.choice([m.start() for m in re.finditer("'", text)])
        return text[:i] + text[i + 1 :], op
    return text[:pos] + text[pos + 1 :], "delete"


def mutation_programs(zip_path: Path, canary_dir: Path, n: int, seed: int = 0) -> list[HostileProgram]:
    """``n`` seeded mutants of gold QUITE programs, each with 1-3 edits."""
    rng = random.Random(seed)
    golds = gold_programs(zip_path)
    programs = []
    for i in range(n):
        gold_name, text = golds[rng.randrange(len(golds))]
        ops = []
        for _ in range(rng.choice([1, 1, 2, 3])):
            text, op = _mutate_once(text, rng, canary_dir)
            ops.append(op)
        programs.append(HostileProgram(f"mutation/{i}/{gold_name}/{'+'.join(ops)}", text))
    return programs


def build_corpus(
    zip_path: Path | None,
    canary_dir: Path,
    *,
    builtins: list[tuple[str, int]],
    max_chars: int,
    n_mutations: int = 500,
    n_garbage: int = 120,
    seed: int = 0,
) -> list[HostileProgram]:
    """Everything except the ``timeout`` family (see :func:`timeout_programs`)."""
    rng = random.Random(seed)
    corpus = attacks(canary_dir) + builtin_programs(builtins, canary_dir) + garbage_programs(rng, n_garbage)
    corpus += shape_programs(max_chars)
    if zip_path is not None:
        corpus += mutation_programs(zip_path, canary_dir, n_mutations, seed=seed)
    names = [p.name for p in corpus]
    assert len(names) == len(set(names)), "corpus names must be unique"
    return corpus


def _problog_builtins() -> list[tuple[str, int]]:
    from problog.engine import DefaultEngine

    return [(str(k).rsplit("/", 1)[0], int(str(k).rsplit("/", 1)[1])) for k in DefaultEngine().get_builtins()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--zip", type=Path, default=None, help="quite-corpus.zip (for the mutation family)")
    parser.add_argument("--out", type=Path, required=True, help="JSON-lines file to write")
    parser.add_argument("--canary-dir", type=Path, default=Path("/tmp/hedgehub-canary"))
    parser.add_argument("--n-mutations", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--run", action="store_true", help="run the corpus through a ProblogPool and summarise")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout-s", type=float, default=2.0)
    parser.add_argument("--memory-mb", type=int, default=1024)
    args = parser.parse_args(argv)
    from hedgehub.problog import DEFAULT_MAX_CHARS

    corpus = (
        build_corpus(
            args.zip,
            args.canary_dir,
            builtins=_problog_builtins(),
            max_chars=DEFAULT_MAX_CHARS,
            n_mutations=args.n_mutations,
            seed=args.seed,
        )
        + timeout_programs()
    )
    tmp = args.out.with_suffix(args.out.suffix + ".tmp")
    with tmp.open("w", encoding="utf-8") as f:
        for p in corpus:
            row = {"name": p.name, "expect": sorted(p.expect), "text": p.text}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(args.out)
    print(f"wrote {len(corpus)} programs to {args.out}")
    if args.run:
        _run_and_summarise(corpus, args)


def _run_and_summarise(corpus: list[HostileProgram], args) -> None:
    import os
    import time
    from collections import Counter, defaultdict

    from hedgehub.problog import ProblogPool

    paths = make_canary(args.canary_dir)
    os.chdir(args.canary_dir)  # relative paths in the programs point at the canary
    with ProblogPool(workers=args.workers, timeout_s=args.timeout_s, memory_mb=args.memory_mb) as pool:
        start = time.monotonic()
        results = pool.map([p.text for p in corpus])
        elapsed = time.monotonic() - start
        restarts = pool.restarts
    outcomes: dict[str, Counter] = defaultdict(Counter)
    unexpected = []
    for program, result in zip(corpus, results, strict=True):
        outcome = result.error or "ok"
        outcomes[program.family][outcome] += 1
        if program.expect and outcome not in program.expect:
            unexpected.append((program.name, outcome))
    leaks = sum(CANARY_SECRET in r.message or any(CANARY_SECRET in k for k in r.probabilities) for r in results)
    slowest = max(range(len(corpus)), key=lambda i: results[i].seconds)
    print(f"{len(corpus)} programs, {args.workers} workers, timeout {args.timeout_s:g} s, {args.memory_mb} MB:")
    print(
        f"wall {elapsed:.1f} s, worker restarts {restarts},",
        f"slowest {corpus[slowest].name} {results[slowest].seconds:.2f} s",
    )
    for family, counter in sorted(outcomes.items()):
        print(f"  {family}: {dict(counter.most_common())}")
    print(f"unexpected outcomes: {unexpected or 'none'}; leaks: {leaks}; marker written: {paths['marker'].exists()}")


if __name__ == "__main__":  # the guard also keeps ProbLog worker start-up from re-running main
    main()
