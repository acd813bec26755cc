"""Build the QUITE dataset (Schrader et al., EMNLP 2024) from the official release into a staged Hub folder.

Usage (``hedgehub build quite``, ``python -m hedgehub.builders.quite`` and ``python dataset_scripts/quite.py`` are the
same command)::

    # from the release archive (or its unpacked folder, or the official URL — the default)
    hedgehub build quite --source ../shared/data/quite/quite-corpus.zip --output_dir hub/quite
    # then load it exactly as the Hub repo
    python -c "import datasets; print(datasets.load_dataset('hub/quite', 'qe-programs'))"
    # and publish the same folder in one commit
    hedgehub build quite --source quite-corpus.zip --output_dir hub/quite --push_to_hub ORG/QUITE

Configs (splits train / validation / test by network file, as ``Metadata.csv`` says):

- ``numeric-premises``, ``wep-based-premises``: one row per premise sentence with its ProbLog clause(s); ``history``
  holds the earlier [sentence, clause] pairs of the same network. Same rows and columns as the Hub dataset
  ``timo-pierre-schrader/QUITE``.
- ``evidence-query-pairs``, ``additional-evidence-query-pairs``: one row per evidence sentence, then one for the
  question; ``history`` starts with [premise program, ""] and grows with the pair's evidence rows. Same rows and
  columns as the Hub dataset.
- ``qe-programs`` (main pairs) and ``additional-qe-programs`` (the silver pairs): one row per evidence-query pair with
  the premises, evidence, question, the full gold program, the stored answer, the answer re-computed by
  :mod:`hedgehub.problog`, and a ``status``: ``ok`` (reproduces the stored answer to rel. tol. 1e-4),
  ``repaired`` (a mechanical slip in the release was fixed and the fix reproduces the stored answer; ``note`` says
  what), ``invalid_evidence`` (stored answer -1 and the evidence has probability 0), ``gold_disagrees`` (neither:
  ``answer`` is the stored value, ``computed_answer`` what the program gives; do not train or score on these blindly).

Every gold program is re-executed; nothing is written unless the whole build succeeds (temp folder, then move).
By default (``--backend auto``) the gold programs that are Bayesian networks (all but a few dozen) are answered by
:mod:`hedgehub.exact` (variable elimination, the same answers as ProbLog within 1e-9) and the rest by ProbLog, so the
full build takes seconds of solving; ``--backend problog`` runs ProbLog on every program, and ``--verify`` runs both
and fails the build (after staging it, with the disagreements in ``build_report.json``) if any answer differs.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import lzma
import re
import sys
import tempfile
import time
import urllib.request
import zipfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub.hub import HubArguments, render_dataset_card, stage_dataset
from hedgehub.metrics.quite_accuracy import is_correct


OFFICIAL_URL = "https://github.com/boschresearch/quite-emnlp24/raw/main/data/quite-corpus.zip"
SPLITS = ("train", "validation", "test")
LICENSE = "cc-by-4.0"
CITATION = """@inproceedings{schrader-etal-2024-quite,
    title = "{QUITE}: Quantifying Uncertainty in Natural Language Text in {B}ayesian Reasoning Scenarios",
    author = "Schrader, Timo Pierre and Lange, Lukas and Razniewski, Simon and Friedrich, Annemarie",
    booktitle = "Proceedings of the 2024 Conference on Empirical Methods in Natural Language Processing",
    year = "2024",
    publisher = "Association for Computational Linguistics",
    url = "https://arxiv.org/abs/2410.10449",
}"""
STATUSES = ("ok", "repaired", "invalid_evidence", "gold_disagrees")
logger = logging.getLogger("hedgehub.quite")


# What reading a damaged zip member raises: a CRC mismatch, a truncated stream, or a corrupt deflate/bzip2/lzma stream.
_ZIP_ERRORS = (zipfile.BadZipFile, EOFError, OSError, zlib.error, lzma.LZMAError)


class QuiteFormatError(ValueError):
    """The release is missing a file or a record is malformed; the message names the file and record."""


@dataclass
class QuiteArguments(HubArguments):
    """The build's options; the staging and publishing flags come from :class:`~hedgehub.hub.HubArguments`."""

    source: str = field(
        default=OFFICIAL_URL,
        metadata={
            "help": "quite-corpus.zip, its unpacked folder, or a URL to the zip (default: the official release)."
        },
    )
    output_dir: str = field(default="hub/quite", metadata={"help": "Staged Hub-layout folder (replaced atomically)."})
    workers: int = field(default=0, metadata={"help": "ProbLog worker processes (0 = number of CPUs)."})
    timeout_s: float = field(default=60.0, metadata={"help": "Wall-clock limit per gold program run by ProbLog."})
    backend: str = field(
        default="auto",
        metadata={
            "help": "auto: exact variable elimination for Bayesian-network programs, ProbLog for the rest; "
            "problog: ProbLog for every program."
        },
    )
    compiler: str = field(default="ddnnf", metadata={"help": "ProbLog's knowledge compiler (ddnnf, sdd, ...)."})
    verify: bool = field(
        default=False,
        metadata={"help": "Run every exactly answered program with ProbLog too; fail the build on any disagreement."},
    )
    include_additional: bool = field(
        default=True,
        metadata={
            "help": "Build the additional (silver) pairs too; without them the build takes seconds, not minutes."
        },
    )
    report: str | None = field(
        default=None, metadata={"help": "Also write the build report (JSON) here; it is always in the staged folder."}
    )


# ----------------------------------------------------------------------------------------------------------------
# Reading the release
# ----------------------------------------------------------------------------------------------------------------


class Release:
    """Read access to the release, whether a zip archive or an unpacked folder (``Metadata.csv`` at its root)."""

    def __init__(self, source: str | Path):
        self.source = str(source)
        path = Path(source)
        self._zip: zipfile.ZipFile | None = None
        if path.is_dir():
            roots = [p.parent for p in path.rglob("Metadata.csv")]
            if not roots:
                raise QuiteFormatError(f"{path}: no Metadata.csv in this folder")
            self._root_dir: Path | None = roots[0]
            self._prefix = ""
        elif path.is_file():
            try:
                self._zip = zipfile.ZipFile(path)
            except (zipfile.BadZipFile, EOFError, OSError) as err:
                raise QuiteFormatError(
                    f"{path}: not a readable zip archive ({err}); is the download truncated?"
                ) from None
            for member in self._zip.namelist():
                try:
                    with self._zip.open(member) as stream:
                        while stream.read(1 << 20):
                            pass
                except _ZIP_ERRORS as err:
                    self._zip.close()
                    raise QuiteFormatError(
                        f"{path}: member {member} is corrupt ({type(err).__name__}: {err}); is the download damaged?"
                    ) from None
            names = [n for n in self._zip.namelist() if n.endswith("Metadata.csv")]
            if not names:
                raise QuiteFormatError(f"{path}: the archive has no Metadata.csv")
            self._root_dir = None
            self._prefix = names[0][: -len("Metadata.csv")]
        else:
            raise QuiteFormatError(f"{path}: no such file or folder")

    def where(self, rel: str) -> str:
        return f"{self.source}:{self._prefix}{rel}" if self._zip else str(self._root_dir / rel)

    def exists(self, rel: str) -> bool:
        if self._zip is not None:
            return (self._prefix + rel) in self._zip.NameToInfo
        return (self._root_dir / rel).exists()

    def read_text(self, rel: str) -> str:
        try:
            if self._zip is not None:
                return self._zip.read(self._prefix + rel).decode("utf-8")
            return (self._root_dir / rel).read_text(encoding="utf-8")
        except KeyError:
            raise QuiteFormatError(f"{self.where(rel)}: missing from the release") from None
        except FileNotFoundError:
            raise QuiteFormatError(f"{self.where(rel)}: missing from the release") from None
        except UnicodeDecodeError as err:
            raise QuiteFormatError(f"{self.where(rel)}: not UTF-8 text ({err})") from None
        except _ZIP_ERRORS as err:
            raise QuiteFormatError(f"{self.where(rel)}: corrupt member ({type(err).__name__}: {err})") from None

    def read_json(self, rel: str) -> dict:
        try:
            return json.loads(self.read_text(rel))
        except json.JSONDecodeError as err:
            raise QuiteFormatError(f"{self.where(rel)}: invalid JSON ({err})") from None


def fetch_source(source: str, cache: Path | None = None) -> Path:
    """A local path for ``source``: downloads a URL once into the cache, passes paths through."""
    if not re.match(r"^https?://", source):
        return Path(source)
    cache = cache or Path.home() / ".cache" / "hedgehub" / "downloads"
    cache.mkdir(parents=True, exist_ok=True)
    target = cache / source.rstrip("/").rsplit("/", 1)[-1]
    if not target.exists():
        tmp = Path(tempfile.mkstemp(dir=cache, suffix=".part")[1])
        try:
            with urllib.request.urlopen(source, timeout=60) as response, tmp.open("wb") as out:
                _copy_with_progress(response, out, int(response.headers.get("Content-Length") or 0), source)
            tmp.replace(target)
        except OSError as err:
            tmp.unlink(missing_ok=True)
            raise QuiteFormatError(f"{source}: download failed ({err}); pass --source with a local copy") from None
    return target


def _copy_with_progress(response, out, total: int, source: str) -> None:
    """Copy a download to ``out`` in 1 MiB chunks behind a progress bar (``huggingface_hub``'s tqdm)."""
    from huggingface_hub.utils import tqdm

    with tqdm(total=total or None, unit="B", unit_scale=True, desc=f"downloading {source.rsplit('/', 1)[-1]}") as bar:
        for chunk in iter(lambda: response.read(1 << 20), b""):
            out.write(chunk)
            bar.update(len(chunk))


_HEADER = re.compile(r"^%\s*(Premise|Evidence|ID)\s+(\d+)\s*$")


def split_blocks(text: str, where: str, expected: str) -> dict[int, list[str]]:
    """Blocks separated by blank lines, keyed by the number of their first-line header (``% Premise 3``, ``% ID 7``).

    The release writes premise headers as ``% Premise i``, ``%Premise i`` and, in one file, ``% Evidence i``; all are
    accepted for premises. Returns the block's lines after the header.

    Examples:

        >>> split_blocks("% ID 0\\n% Query\\nquery(a).\\n\\n% ID 1\\nquery(b).", "x.pl", "ID")
        {0: ['% Query', 'query(a).'], 1: ['query(b).']}
    """
    blocks: dict[int, list[str]] = {}
    for number, part in enumerate(re.split(r"\n[ \t]*\n", text.strip().replace("\r\n", "\n"))):
        lines = [line.rstrip() for line in part.split("\n") if line.strip()]
        if not lines:
            continue
        match = _HEADER.match(lines[0].strip())
        allowed = {"Premise", "Evidence"} if expected == "Premise" else {"ID"}
        if not match or match.group(1) not in allowed:
            raise QuiteFormatError(
                f"{where}: block {number} starts with {lines[0]!r}, not a '% {expected} <n>' header"
            )
        key = int(match.group(2))
        if key in blocks:
            raise QuiteFormatError(f"{where}: '% {expected} {key}' appears twice")
        blocks[key] = lines[1:]
    return blocks


def _clause_lines(lines: list[str]) -> list[str]:
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("%")]


def parse_qe_block(lines: list[str]) -> tuple[list[list[str]], list[str]]:
    """Split an evidence-query block into per-sentence evidence lines (by ``% Evidence j`` headers) and query lines.

    Examples:

        >>> parse_qe_block(["% Evidences", "% Evidence 0", "evidence(a, true).", "% Query", "query(b)."])
        ([['evidence(a, true).']], ['query(b).'])
    """
    evidence: list[list[str]] = []
    queries: list[str] = []
    section = None
    for raw in lines:
        line = raw.strip()
        if re.match(r"^%\s*Evidence\s+\d+$", line):
            evidence.append([])
            section = "evidence"
        elif re.match(r"^%\s*Query$", line):
            section = "query"
        elif line.startswith("%") or not line:
            continue
        elif section == "query" or line.startswith("query("):
            queries.append(line)
        else:
            if not evidence:
                evidence.append([])
            evidence[-1].append(line)
    return evidence, queries


def _require(record: dict, keys: tuple[str, ...], where: str) -> None:
    for key in keys:
        if key not in record:
            raise QuiteFormatError(f"{where}: missing field {key!r}")


@dataclass
class Network:
    file_name: str
    network_name: str
    split: str
    numeric_premises: list[str]
    wep_premises: list[str]
    premise_programs: list[str]
    pairs: dict[str, list[dict]]  # "main" / "additional" → pairs with parsed ProbLog lines
    premise_notes: list[str] = field(default_factory=list)

    @property
    def premise_program(self) -> str:
        return "\n".join(self.premise_programs) + "\n"


def read_network(release: Release, meta: dict[str, str]) -> Network:
    file_name = meta["filename"]
    rel = f"data/{file_name}.json"
    data = release.read_json(rel)
    where = release.where(rel)
    _require(data, ("numeric_premises", "wep_based_premises", "evidence_query_pairs"), where)
    numeric = data["numeric_premises"]
    wep = data["wep_based_premises"]
    if len(numeric) != len(wep):
        raise QuiteFormatError(f"{where}: {len(numeric)} numeric premises but {len(wep)} WEP premises")
    for kind, premises in (("numeric_premises", numeric), ("wep_based_premises", wep)):
        for i, premise in enumerate(premises):
            _require(premise, ("content",), f"{where}: {kind}[{i}]")
    pl_rel = f"problog_data/premises/{file_name}.pl"
    blocks = split_blocks(release.read_text(pl_rel), release.where(pl_rel), "Premise")
    if sorted(blocks) != list(range(len(numeric))):
        raise QuiteFormatError(
            f"{release.where(pl_rel)}: premise blocks {sorted(blocks)[:5]}… do not match the "
            f"{len(numeric)} premises of {rel}"
        )
    premise_programs, repaired_premises = [], []
    for i in range(len(numeric)):
        clause, note = repair_premise("\n".join(_clause_lines(blocks[i])))
        premise_programs.append(clause)
        if note:
            repaired_premises.append(i)
    premise_notes = (
        [
            f"premises {', '.join(map(str, repaired_premises))}: stray '.' before ':-' removed "
            "(it made a fact and a directive)"
        ]
        if repaired_premises
        else []
    )
    pairs: dict[str, list[dict]] = {}
    for subset, key, folder in (
        ("main", "evidence_query_pairs", "evidence_query_pairs"),
        ("additional", "additional_evidence_query_pairs", "additional_evidence_query_pairs"),
    ):
        records = data.get(key) or []
        if not records:
            pairs[subset] = []
            continue
        qe_rel = f"problog_data/{folder}/{file_name}.pl"
        qe_blocks = split_blocks(release.read_text(qe_rel), release.where(qe_rel), "ID")
        parsed = []
        for i, record in enumerate(records):
            rwhere = f"{where}: {key}[{i}]"
            _require(record, ("id", "evidences", "query", "answer", "reasoning_types"), rwhere)
            if record["id"] not in qe_blocks:
                raise QuiteFormatError(f"{release.where(qe_rel)}: no '% ID {record['id']}' block for {rwhere}")
            evidence_lines, query_lines = parse_qe_block(qe_blocks[record["id"]])
            try:
                answer = float(record["answer"])
            except (TypeError, ValueError):
                raise QuiteFormatError(f"{rwhere}: answer {record['answer']!r} is not a number") from None
            parsed.append(
                {
                    "id": int(record["id"]),
                    "evidences": [str(e) for e in record["evidences"]],
                    "question": str(record["query"]),
                    "answer": answer,
                    "reasoning_types": [str(t) for t in record["reasoning_types"]],
                    "evidence_lines": evidence_lines,
                    "query_lines": query_lines,
                }
            )
        pairs[subset] = parsed
    return Network(
        file_name=file_name,
        network_name=meta["network_name"],
        split=meta["split"],
        numeric_premises=[str(p["content"]) for p in numeric],
        wep_premises=[str(p["content"]) for p in wep],
        premise_programs=premise_programs,
        pairs=pairs,
        premise_notes=premise_notes,
    )


def read_release(release: Release) -> list[Network]:
    text = release.read_text("Metadata.csv")
    rows = list(csv.DictReader(io.StringIO(text)))
    for i, row in enumerate(rows):
        _require(row, ("filename", "network_name", "split"), f"{release.where('Metadata.csv')}: row {i + 2}")
        if row["split"] not in SPLITS:
            raise QuiteFormatError(f"{release.where('Metadata.csv')}: row {i + 2} has split {row['split']!r}")
    return [read_network(release, row) for row in rows]


# ----------------------------------------------------------------------------------------------------------------
# Mechanical repairs, each proven by re-execution
# ----------------------------------------------------------------------------------------------------------------

_ATOM = re.compile(r"([a-z][A-Za-z0-9_]*)\s*\(([^()]*)\)|([a-z][A-Za-z0-9_]*)")


def premise_signatures(premise_program: str) -> dict[str, set[str]]:
    """Predicate name → the set of first-argument constants the premises use (empty string for a 0-ary atom).

    Examples:

        >>> premise_signatures("0.3::smoker(person). 0.1::a(x, y); 0.9::a(x, z) :- smoker(person).")
        {'smoker': {'person'}, 'a': {'x'}}
    """
    signatures: dict[str, set[str]] = {}
    for match in _ATOM.finditer(re.sub(r"'[^']*'", "'c'", premise_program)):
        name = match.group(1) or match.group(3)
        if name in {"not"}:
            continue
        args = match.group(2)
        first = args.split(",")[0].strip() if args is not None else ""
        signatures.setdefault(name, set()).add(first)
    return signatures


def repair_premise(clause: str) -> tuple[str, str]:
    """Fix a stray period before ``:-`` that turns a conditional premise into a fact plus a directive.

    Examples:

        >>> repair_premise("0.2::m(a); 0.8::m(b). :- s(a).")
        ('0.2::m(a); 0.8::m(b) :- s(a).', "stray '.' before ':-' removed (it made a fact and a directive)")
    """
    fixed = re.sub(r"\)\.\s*:-", ") :-", clause)
    if fixed == clause:
        return clause, ""
    return fixed, "stray '.' before ':-' removed (it made a fact and a directive)"


def _literal_name(line: str) -> str | None:
    inner = re.sub(r"^(evidence|query)\s*\(\s*", "", line.strip())
    inner = re.sub(r"^(not\s+|\\\+\s*)", "", inner)
    match = re.match(r"([a-z][A-Za-z0-9_]*)", inner)
    return match.group(1) if match else None


def repair_lines(lines: list[str], signatures: dict[str, set[str]]) -> tuple[list[str], list[str]]:
    """Fix the slips seen in the release's evidence/query lines; returns (lines, notes).

    - a line whose predicate the premises never define is dropped (stray line from another network);
    - ``query(x, true).`` becomes ``query(x).``;
    - an atom whose first argument differs from the single constant the premises use for that predicate gets the
      premises' constant (``steatosis(person)`` → ``steatosis(patient)``).

    Examples:

        >>> signatures = {"ob": {"pt"}, "b": {"x"}}
        >>> lines, notes = repair_lines(["evidence(ob(person), true).", "query(b(x), true)."], signatures)
        >>> lines
        ['evidence(ob(pt), true).', 'query(b(x)).']
        >>> notes
        ['constant person→pt in ob', 'query(x, true)→query(x)']
    """
    out: list[str] = []
    notes: list[str] = []
    for line in lines:
        name = _literal_name(line)
        if name is None or name not in signatures:
            notes.append(f"dropped stray line {line!r}")
            continue
        fixed = line
        q = re.match(r"^query\((.*),\s*true\)\.$", fixed)
        if q:
            fixed = f"query({q.group(1)})."
            notes.append("query(x, true)→query(x)")
        constants = signatures[name]
        atom = re.search(rf"\b{name}\(\s*([^,()]+?)\s*([,)])", fixed)
        if atom and len(constants) == 1:
            (constant,) = constants
            if atom.group(1) != constant and constant:
                fixed = fixed[: atom.start(1)] + constant + fixed[atom.end(1) :]
                notes.append(f"constant {atom.group(1)}→{constant} in {name}")
        out.append(fixed)
    return out, notes


# ----------------------------------------------------------------------------------------------------------------
# Rows
# ----------------------------------------------------------------------------------------------------------------


def question_text(evidence_lines: list[str], query_lines: list[str]) -> str:
    """The evidence and query part of a program (what follows the premise program)."""
    return "\n".join([*evidence_lines, *query_lines]) + "\n"


def to_premise_rows(network: Network, kind: str, story_id: int, first_id: int) -> list[dict[str, Any]]:
    """Rows of ``numeric-premises`` (kind ``numeric``) or ``wep-based-premises`` (kind ``wep``) for one network."""
    sentences = network.numeric_premises if kind == "numeric" else network.wep_premises
    rows, history = [], []
    for i, (sentence, clause) in enumerate(zip(sentences, network.premise_programs, strict=True)):
        rows.append(
            {
                "id": first_id + i,
                "story_id": story_id,
                "input": sentence,
                "target": clause,
                "history": [list(h) for h in history],
                "split": network.split,
                "network_name": network.network_name,
                "file_name": network.file_name,
            }
        )
        history.append([sentence, clause])
    return rows


def classify(pair: dict, result, premise_notes: list[str]) -> dict[str, Any]:
    """Status of one pair from its gold program's result (before any evidence/query repair)."""
    answer = pair["answer"]
    if answer == -1 and result.error == "inconsistent_evidence":
        return {"status": "invalid_evidence", "computed_answer": None, "note": "; ".join(premise_notes)}
    if result.error is None and is_correct(result.probability, answer):
        if premise_notes:
            return {"status": "repaired", "computed_answer": result.probability, "note": "; ".join(premise_notes)}
        return {"status": "ok", "computed_answer": result.probability, "note": ""}
    return {"status": None, "computed_answer": result.probability, "note": result.message or ""}


def build_pairs(networks: list[Network], subset: str, pool) -> list[dict[str, Any]]:
    """Run every gold program (and its repaired form where needed); one record per pair."""
    records = []
    for network in networks:
        signatures = premise_signatures(network.premise_program)
        for pair in network.pairs[subset]:
            evidence_lines = [line for group in pair["evidence_lines"] for line in group]
            records.append(
                {
                    "network": network,
                    "pair": pair,
                    "signatures": signatures,
                    "rest": question_text(evidence_lines, pair["query_lines"]),
                    "evidence_lines": evidence_lines,
                    "query_lines": list(pair["query_lines"]),
                }
            )
    logger.info("%s pairs: running %d gold programs", subset, len(records))
    results = pool.map([(r["network"].premise_program, r["rest"]) for r in records])
    needs_repair = []
    for record, result in zip(records, results, strict=True):
        record.update(classify(record["pair"], result, record["network"].premise_notes))
        record["gold_error"] = result.error
        record["solver"] = result.solver
        if record["status"] is None:
            needs_repair.append(record)
    # Repairs: re-run the repaired program; accept only when it reproduces the stored answer.
    candidates = []
    for record in needs_repair:
        pair = record["pair"]
        groups, notes = [], []
        for group in pair["evidence_lines"]:
            fixed, group_notes = repair_lines(group, record["signatures"])
            groups.append(fixed)
            notes += group_notes
        queries, query_notes = repair_lines(pair["query_lines"], record["signatures"])
        notes += query_notes
        candidates.append((record, groups, queries, notes))
    logger.info("%s pairs: re-running %d programs with mechanical repairs", subset, len(candidates))
    repaired_results = pool.map(
        [(c[0]["network"].premise_program, question_text([x for g in c[1] for x in g], c[2])) for c in candidates]
    )
    for (record, groups, queries, notes), result in zip(candidates, repaired_results, strict=True):
        answer = record["pair"]["answer"]
        fixed_ok = bool(notes) and len(queries) == 1 and all(len(g) == 1 for g in groups)
        if fixed_ok and (
            (result.error is None and is_correct(result.probability, answer))
            or (answer == -1 and result.error == "inconsistent_evidence")
        ):
            record["status"] = "repaired"
            record["solver"] = result.solver
            record["evidence_lines"] = [g[0] for g in groups]
            record["query_lines"] = queries
            record["rest"] = question_text(record["evidence_lines"], queries)
            record["computed_answer"] = result.probability if answer != -1 else None
            record["note"] = "; ".join(record["network"].premise_notes + notes)
        else:
            record["status"] = "gold_disagrees"
            premise_notes = record["network"].premise_notes
            if premise_notes and not record["gold_error"]:
                record["note"] = (
                    f"the release's premises have a slip ({'; '.join(premise_notes)}); the stored answer "
                    f"{answer!r} was computed from the slipped program, computed_answer from the corrected one"
                )
            elif record["gold_error"]:
                record["note"] = f"gold program fails: {record['gold_error']}: {record['note']}"
            else:
                computed = record["computed_answer"]
                rounded = answer == 0.0 and computed is not None and computed < 5e-4
                record["note"] = (
                    f"gold program gives {computed!r}, the release stores {answer!r}"
                    + (" (a small answer rounded to 0)" if rounded else "")
                    + (f"; attempted repair ({'; '.join(notes)}) did not reproduce it" if notes else "")
                )
    return records


def to_qe_program_rows(records: list[dict], split: str) -> list[dict[str, Any]]:
    rows = []
    story_ids: dict[str, int] = {}
    for qe_id, record in enumerate(r for r in records if r["network"].split == split):
        network, pair = record["network"], record["pair"]
        story_ids.setdefault(network.file_name, len(story_ids))
        rows.append(
            {
                "qe_id": qe_id,
                "pair_id": pair["id"],
                "story_id": story_ids[network.file_name],
                "file_name": network.file_name,
                "network_name": network.network_name,
                "split": split,
                "numeric_premises": network.numeric_premises,
                "wep_premises": network.wep_premises,
                "premise_programs": network.premise_programs,
                "evidences": pair["evidences"],
                "evidence_programs": record["evidence_lines"],
                "question": pair["question"],
                "query_program": "\n".join(record["query_lines"]),
                "program": network.premise_program + record["rest"],
                "answer": pair["answer"],
                "computed_answer": record["computed_answer"],
                "reasoning_types": pair["reasoning_types"],
                "status": record["status"],
                "note": record["note"],
            }
        )
    return rows


def to_qe_sentence_rows(records: list[dict], split: str) -> list[dict[str, Any]]:
    """Rows of ``evidence-query-pairs`` / ``additional-evidence-query-pairs`` for one split (Hub-compatible)."""
    rows: list[dict[str, Any]] = []
    story_ids: dict[str, int] = {}
    for qe_id, record in enumerate(r for r in records if r["network"].split == split):
        network, pair = record["network"], record["pair"]
        story_ids.setdefault(network.file_name, len(story_ids))
        base = {
            "story_id": story_ids[network.file_name],
            "qe_id": qe_id,
            "reasoning_types": pair["reasoning_types"],
            "split": split,
            "network_name": network.network_name,
            "file_name": network.file_name,
        }
        history: list[list[str]] = [[network.premise_program, ""]]
        evidence_targets = _evidence_targets(record)
        for sentence, target in zip(pair["evidences"], evidence_targets, strict=True):
            rows.append(
                {
                    "id": len(rows),
                    **base,
                    "input": sentence,
                    "target": target,
                    "history": [list(h) for h in history],
                    "answer": None,
                    "type": "evidence",
                }
            )
            history.append([sentence, target])
        rows.append(
            {
                "id": len(rows),
                **base,
                "input": pair["question"],
                "target": "\n".join(record["query_lines"]),
                "history": [list(h) for h in history],
                "answer": pair["answer"],
                "type": "query",
            }
        )
    return rows


def _evidence_targets(record: dict) -> list[str]:
    """One ProbLog line per evidence sentence: the repaired lines, or the release's grouping by ``% Evidence j``."""
    n = len(record["pair"]["evidences"])
    if record["status"] == "repaired":
        return record["evidence_lines"]
    groups = record["pair"]["evidence_lines"]
    if len(groups) == n:
        return ["\n".join(g) for g in groups]
    flat = [line for g in groups for line in g]
    return (flat + [""] * n)[:n]


# ----------------------------------------------------------------------------------------------------------------
# Build
# ----------------------------------------------------------------------------------------------------------------


def features() -> dict[str, Any]:
    import datasets

    string, int32 = datasets.Value("string"), datasets.Value("int32")
    history = datasets.List(datasets.List(string))
    premise = datasets.Features(
        {
            "id": int32,
            "story_id": int32,
            "input": string,
            "target": string,
            "history": history,
            "split": string,
            "network_name": string,
            "file_name": string,
        }
    )
    qe = datasets.Features(
        {
            "id": int32,
            "story_id": int32,
            "qe_id": int32,
            "input": string,
            "target": string,
            "history": history,
            "answer": datasets.Value("float32"),
            "reasoning_types": datasets.List(string),
            "type": string,
            "split": string,
            "network_name": string,
            "file_name": string,
        }
    )
    programs = datasets.Features(
        {
            "qe_id": int32,
            "pair_id": int32,
            "story_id": int32,
            "file_name": string,
            "network_name": string,
            "split": string,
            "numeric_premises": datasets.List(string),
            "wep_premises": datasets.List(string),
            "premise_programs": datasets.List(string),
            "evidences": datasets.List(string),
            "evidence_programs": datasets.List(string),
            "question": string,
            "query_program": string,
            "program": string,
            "answer": datasets.Value("float64"),
            "computed_answer": datasets.Value("float64"),
            "reasoning_types": datasets.List(string),
            "status": string,
            "note": string,
        }
    )
    return {"premises": premise, "qe": qe, "programs": programs}


def build(args: QuiteArguments) -> tuple[dict[str, dict[str, Any]], dict[str, Any]]:
    """Read and verify the release; returns (config → split → Dataset, report)."""
    import datasets

    from hedgehub.problog import ProblogPool

    started = time.perf_counter()
    release = Release(fetch_source(args.source))
    networks = read_release(release)
    feats = features()
    configs: dict[str, dict[str, Any]] = {}
    for config, kind in (("numeric-premises", "numeric"), ("wep-based-premises", "wep")):
        configs[config] = {}
        for split in SPLITS:
            rows: list[dict] = []
            for story_id, network in enumerate(n for n in networks if n.split == split):
                rows += to_premise_rows(network, kind, story_id, len(rows))
            configs[config][split] = datasets.Dataset.from_list(rows, features=feats["premises"])
    report: dict[str, Any] = {"source": release.source, "backend": args.backend, "subsets": {}}
    pool = ProblogPool(
        args.workers or None,
        timeout_s=args.timeout_s,
        backend=args.backend,
        compiler=args.compiler,
        verify=args.verify,
    )
    with pool:
        for subset, sentence_config, program_config in (
            ("main", "evidence-query-pairs", "qe-programs"),
            ("additional", "additional-evidence-query-pairs", "additional-qe-programs"),
        )[: 2 if args.include_additional else 1]:
            t0 = time.perf_counter()
            records = build_pairs(networks, subset, pool)
            seconds = time.perf_counter() - t0
            configs[sentence_config] = {
                s: datasets.Dataset.from_list(to_qe_sentence_rows(records, s), features=feats["qe"]) for s in SPLITS
            }
            configs[program_config] = {
                s: datasets.Dataset.from_list(to_qe_program_rows(records, s), features=feats["programs"])
                for s in SPLITS
            }
            counts = Counter(r["status"] for r in records)
            logger.info("%s pairs: %d solved in %.1f s (%s)", subset, len(records), seconds, dict(counts))
            report["subsets"][subset] = {
                "pairs": len(records),
                "solve_seconds": round(seconds, 2),
                "solver_counts": dict(Counter(r["solver"] or "refused" for r in records)),
                "status_counts": {s: counts.get(s, 0) for s in STATUSES},
                "not_ok": [
                    {
                        "file_name": r["network"].file_name,
                        "pair_id": r["pair"]["id"],
                        "split": r["network"].split,
                        "status": r["status"],
                        "note": r["note"],
                    }
                    for r in records
                    if r["status"] != "ok"
                ],
            }
    if args.verify:
        report["verify"] = {
            "disagreements": len(pool.disagreements),
            "first": [
                {"program": d["program"], "exact": d["exact"].to_dict(), "problog": d["problog"].to_dict()}
                for d in pool.disagreements[:20]
            ],
        }
    report["build_seconds"] = round(time.perf_counter() - started, 2)
    return configs, report


def render_card(configs: dict[str, dict[str, Any]], report: dict[str, Any], repo_id: str | None) -> str:
    status_table = "\n".join(
        ["| subset | pairs | " + " | ".join(STATUSES) + " |", "| --- | --- |" + " --- |" * len(STATUSES)]
        + [
            f"| {name} | {info['pairs']} | " + " | ".join(str(info["status_counts"][s]) for s in STATUSES) + " |"
            for name, info in report["subsets"].items()
        ]
    )
    not_ok = [x for info in report["subsets"].values() for x in info["not_ok"] if x["status"] != "invalid_evidence"]
    listing = "\n".join(f"- `{x['file_name']}` pair {x['pair_id']} ({x['status']}): {x['note']}" for x in not_ok[:200])
    return render_dataset_card(
        "quite_card.md.jinja",
        configs,
        pretty_name="QUITE (re-verified)",
        license=LICENSE,
        default_config="numeric-premises",
        card_data={
            "language": ["en"],
            "task_categories": ["question-answering"],
            "tags": ["bayesian-reasoning", "problog", "uncertainty", "neuro-symbolic"],
            "source_datasets": ["original"],
        },
        repo_id=repo_id,
        status_table=status_table,
        not_ok_listing=listing,
        citation=CITATION,
    )


def main(args: QuiteArguments) -> Path:
    """Build, stage in ``args.output_dir`` and (with ``--push_to_hub ORG/NAME``) publish; returns the staged folder."""
    configs, report = build(args)
    card = render_card(configs, report, args.push_to_hub)
    out = stage_dataset(
        configs, args.output_dir, card_text=card, extra_files={"build_report.json": json.dumps(report, indent=2)}
    )
    if args.report:
        Path(args.report).write_text(json.dumps(report, indent=2), encoding="utf-8")
    for name, info in report["subsets"].items():
        counts = ", ".join(f"{k} {v}" for k, v in info["status_counts"].items())
        print(f"{name}: {info['pairs']} pairs ({counts}) solved in {info['solve_seconds']} s", file=sys.stderr)
    print(f"staged {out} in {report['build_seconds']} s", file=sys.stderr)
    if args.verify:
        count = report["verify"]["disagreements"]
        print(f"verify: exact path and ProbLog disagree on {count} programs", file=sys.stderr)
        if count:
            raise RuntimeError(f"{count} gold programs get different answers from the exact path and ProbLog")
    args.publish(out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub build quite``): a ``TrlParser`` over :class:`QuiteArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (QuiteArguments,), name="quite", help=__doc__.split("\n")[0], subparsers=subparsers, prog=prog
    )


INPUT_ERRORS = (QuiteFormatError,)
"""Errors in the user's input: the command line prints their message instead of a traceback."""


if __name__ == "__main__":
    from hedgehub.cli import main as hedgehub

    sys.exit(hedgehub(["build", "quite", *sys.argv[1:]]))
