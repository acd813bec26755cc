"""Parse and solve Bayesian reasoning questions in the browser.

A person types premises (one per line), evidence sentences and a question, or picks a QUITE example. A parser turns
the text into a ProbLog program: the trained slot parser (:mod:`hedgehub.slot_parser`) on every sentence, the same
parser over the example's gold premises (QUITE's oracle setting), or the example's gold program. Parsers only parse;
:func:`hedgehub.parser.solve_many`, the one function that solves, runs the program once in a limited worker process.
The page renders the parsed program: each sentence beside its clause and the parser's note (introduced or continued a
variable), the network the parser read, the probability and its closest word of estimative probability, and the error
in plain words when the program is invalid. The program box is editable: fix a clause and solve again.

Which trained parser (:func:`find_parser`): the folder or Hub id typed in the page, else ``HEDGEHUB_PARSER``, else
``runs/parser/slot-parser`` (what ``make parser`` writes) under the working directory, the repository or this folder.
The older ProbLog-FT adapter is a second choice (``HEDGEHUB_PARSER_ADAPTER``, ``runs/parser/problog-ft-smollm2``).
Without any, the page says how to get one, and the gold programs of the QUITE examples still work.

Settings (environment variables):

- ``HEDGEHUB_PARSER``: a slot-parser folder (``namer/`` and ``chooser/``) or Hub id (a ProbLog-FT adapter works too).
- ``HEDGEHUB_QUITE_DATASET``: a local staged QUITE folder (``python dataset_scripts/quite.py`` output) or a Hub
  dataset id; its ``qe-programs`` config fills the example list. Without it, the built-in examples are used.
- ``HEDGEHUB_QUITE_SPLIT``: the split to list (default ``test``).

Examples:

    >>> program = gold_program(BUILTIN_EXAMPLES[0])
    >>> print(program.splitlines()[0:2])
    ['% Premise 0', '0.1531::gallstones(patient).']
    >>> [section.label for section in split_program(program)][-2:]
    ['Evidence 0', 'Query']
    >>> out = solve_program(program, *example_sentences(BUILTIN_EXAMPLES[0], "numeric"))
    >>> round(out[2], 6), out[3]
    (0.011316, 'almost no chance')
"""

from __future__ import annotations

import dataclasses
import functools
import html
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gradio as gr

from hedgehub.metrics.quite_accuracy import REL_TOL, is_correct
from hedgehub.parser import normalize_clauses, solve_many
from hedgehub.problog import DEFAULT_MEMORY_MB, ProgramRejected, program_graph
from hedgehub.slot_parser import ParsedProgram
from hedgehub.slot_rows import premise_rows
from hedgehub.wep import closest_wep


DATASET_ENV = "HEDGEHUB_QUITE_DATASET"
SPLIT_ENV = "HEDGEHUB_QUITE_SPLIT"
PARSER_ENV = "HEDGEHUB_PARSER"
LEGACY_ADAPTER_ENV = "HEDGEHUB_PARSER_ADAPTER"  # the older ProbLog-FT adapter, a second choice
SLOT_PARSER_DIR = "runs/parser/slot-parser"  # `make parser` writes it
PROBLOG_FT_DIR = "runs/parser/problog-ft-smollm2"
SPACE_DIR = Path(__file__).resolve().parent
QUITE_CONFIG = "qe-programs"

# Input limits: a Space is shared, and the parser and solver cost grows with the text.
# Every QUITE example fits (largest: 119 premises in insurance2, 880-character sentences, 23k-character programs;
# tests/test_space.py checks this against the release).
MAX_PREMISES = 150
MAX_EVIDENCES = 20
MAX_SENTENCE_CHARS = 2_000
MAX_PROGRAM_CHARS = 40_000
SOLVE_TIMEOUT_S = 10.0
# The solver's default (dsharp aborts under a 1 GB address-space limit even on QUITE's small networks).
SOLVE_MEMORY_MB = DEFAULT_MEMORY_MB
MAX_GRAPH_NODES = 60

PARSE = "trained parser (every sentence)"
ORACLE = "trained parser over gold premises (QUITE example)"
GOLD = "gold program (QUITE example)"
PARSER_CHOICES = [PARSE, ORACLE, GOLD]
STYLES = ["numeric", "WEP"]

# Every error kind of hedgehub.problog, said so that a person knows what to change.
ERROR_HELP: dict[str, str] = {
    "syntax": "The program is not valid ProbLog. Check the highlighted clause: every clause ends with a period, "
    "parentheses and quotes are balanced, and categorical states are lower-case or quoted ('500-1400').",
    "unknown_clause": "A predicate is used (in a rule body, the evidence or the query) that no premise defines. "
    "Check the spelling and the number of arguments against the premises, or add the missing premise.",
    "inconsistent_evidence": "The evidence is impossible under these premises (its probability is 0), so nothing can "
    "be conditioned on it. Check the evidence clauses, or the premises that rule it out.",
    "non_ground": "A query or a probabilistic clause contains a variable (a name starting with an upper-case letter "
    "or _). Write constants in lower case or quote them, e.g. weather(sunny) or weather('Sunny').",
    "no_query": "The program asks nothing: add one clause query(...) for the question.",
    "invalid_probability": "A probability is not a number in [0, 1], or the alternatives of one annotated "
    "disjunction (a; b; c) add up to more than 1. Fix the numbers of the clause named below.",
    "timeout": f"Solving took longer than the {SOLVE_TIMEOUT_S:g} s limit and was stopped. Simplify the program: "
    "recursive rules that never end are the usual cause.",
    "memory": f"Solving needed more than the {SOLVE_MEMORY_MB} MB memory limit and was stopped. Make the program "
    "smaller (fewer alternatives or fewer premises).",
    "unsafe": "The program uses something outside what this Space runs (directives ':- ...', file or system "
    "built-ins, call/N). Keep to facts, rules, annotated disjunctions, evidence and query.",
    "too_large": f"The program is too long for the solver (this Space accepts {MAX_PROGRAM_CHARS:,} characters). "
    "Shorten it.",
    "other": "The solver failed for a reason not listed above; the message below says what it reported.",
}


# The `status` column of the staged QUITE qe-programs config (dataset_scripts/quite.py), in words.
STATUS_HELP: dict[str, str] = {
    "repaired": "a mechanical slip of the release was fixed and the fixed program reproduces the stored answer",
    "invalid_evidence": "the stored answer is -1: the evidence is impossible under the premises",
    "gold_disagrees": "the release's stored answer differs from what its own program computes; the page shows the "
    "program's result",
}


@dataclass
class Example:
    """One QUITE evidence-query pair with its gold program (the row of the ``qe-programs`` config)."""

    name: str
    numeric_premises: list[str]
    wep_premises: list[str]
    premise_programs: list[str]
    evidences: list[str]
    evidence_programs: list[str]
    question: str
    query_program: str
    answer: float | None = None
    program: str = ""
    status: str = "ok"
    source: str = "built-in"
    extra: dict[str, Any] = field(default_factory=dict)


# QUITE (Schrader et al., EMNLP 2024, CC BY 4.0), network hepar2_0: the Appendix D example (pair 4) and two more
# questions on the same premises. The clauses are those of the release's problog_data files.
_GALLSTONES_NUMERIC = [
    "With a 15.31% likelihood, a patient is likely to have gallstones, while an 84.69% probability suggests the "
    "absence of gallstones in an individual.",
    "If gallstones are present, there is a 39.25% chance that flatulence will also be present, and a 60.75% chance "
    "that flatulence will not be present.",
    "If gallstones are absent, there is a 43.07% chance that flatulence will still be present, and a 56.93% chance "
    "that flatulence will not be present.",
    "If gallstones are present, the likelihood of amylase levels between 0 and 299 is 93.46%, while elevated amylase "
    "levels of 300-499 units are slightly less likely at 4.67%, and extremely elevated amylase levels of 1400-500 "
    "units are even less likely at just 1.87%.",
    "With no gallstones present, the probability of having amylase levels between 0 and 299 is significantly higher, "
    "at 97.30%, while elevated amylase levels of 300-499 units are less common at 1.69%, and extremely elevated "
    "amylase levels of 1400-500 units are even less likely at just 1.01%.",
]
_GALLSTONES_WEP = [
    "It is unlikely that gallstones are present, but it is likely that gallstones are absent.",
    "If gallstones are present, the chances of flatulence being present or absent are about even.",
    "In the context of discovering liver disorders, if gallstones are absent, the chances of flatulence being present "
    "are about even, while the chances that flatulence is absent are better than even.",
    "If gallstones are present, it is almost certain that the amylase levels will be between 0 and 299, highly "
    "unlikely that they will be between 300 and 499, and there is almost no chance that they will be between 500 "
    "and 1400.",
    "If gallstones are absent, then it is almost certain that the amylase levels will be between 0 and 299, and "
    "there is almost no chance that the amylase levels will be between 300 and 499 or between 500 and 1400.",
]
_GALLSTONES_PROGRAMS = [
    "0.1531::gallstones(patient).",
    "0.3925::flatulence(patient) :- gallstones(patient).",
    "0.4307::flatulence(patient) :- not gallstones(patient).",
    "0.9346::amylase(patient, '0-299'); 0.0467::amylase(patient, '300-499'); 0.0187::amylase(patient, '500-1400') "
    ":- gallstones(patient).",
    "0.9730::amylase(patient, '0-299'); 0.0169::amylase(patient, '300-499'); 0.0101::amylase(patient, '500-1400') "
    ":- not gallstones(patient).",
]


def _gallstones(name: str, evidences, evidence_programs, question, query_program, answer) -> Example:
    return Example(
        name=name,
        numeric_premises=list(_GALLSTONES_NUMERIC),
        wep_premises=list(_GALLSTONES_WEP),
        premise_programs=list(_GALLSTONES_PROGRAMS),
        evidences=evidences,
        evidence_programs=evidence_programs,
        question=question,
        query_program=query_program,
        answer=answer,
        source="built-in (QUITE hepar2_0)",
    )


BUILTIN_EXAMPLES: list[Example] = [
    _gallstones(
        "QUITE Appendix D: gallstones, amylase given flatulence",
        ["The patient has flatulence."],
        ["evidence(flatulence(patient), true)."],
        "What is the likelihood of a patient having an amylase level between 1400 and 500 U/L?",
        "query(amylase(patient, '500-1400')).",
        0.011316399,
    ),
    _gallstones(
        "QUITE hepar2_0 #1: flatulence without gallstones",
        ["The patient does not have gallstones."],
        ["evidence(not gallstones(patient), true)."],
        "What is the likelihood of this patient having flatulence?",
        "query(flatulence(patient)).",
        0.4307,
    ),
    _gallstones(
        "QUITE hepar2_0 #0: amylase 300-499 without flatulence",
        ["The patient does not have flatulence."],
        ["evidence(not flatulence(patient), true)."],
        "What is the likelihood of this patient having an amylase level between 300 and 499?",
        "query(amylase(patient, '300-499')).",
        0.02171901,
    ),
]


# ----------------------------------------------------------------------------------------------------------------
# Examples from the staged QUITE dataset
# ----------------------------------------------------------------------------------------------------------------


def _as_list(value: Any) -> list[str]:
    """A list of sentences/clauses from a list, a newline-separated string, or nothing."""
    if value is None:
        return []
    if isinstance(value, str):
        return [line.strip() for line in value.splitlines() if line.strip()]
    return [str(item).strip() for item in value if item is not None and str(item).strip()]


def _row_name(row: dict, index: int) -> str:
    network = row.get("file_name") or row.get("network_name") or row.get("network") or "QUITE"
    pair = next((row[key] for key in ("qe_id", "pair_id", "id") if row.get(key) is not None), index)
    question = " ".join(str(row.get("question", "")).split())
    if len(question) > 70:
        question = question[:69] + "…"
    return f"{network} #{pair}: {question}"


def example_from_row(row: dict, index: int = 0, source: str = "dataset") -> Example:
    """Turn one row of the ``qe-programs`` config into an :class:`Example`.

    Args:
        row (`dict`): the row (``numeric_premises``, ``wep_premises``, ``premise_programs``, ``evidences``,
            ``evidence_programs``, ``question``, ``query_program``, ``program``, ``answer``, ``status``; lists may
            also be newline-separated strings).
        index (`int`, *optional*, defaults to `0`): row number, used in the name when the row has no id.
        source (`str`, *optional*, defaults to `"dataset"`): where the row came from, shown to the user.

    Returns:
        `Example`

    Examples:

        >>> ex = example_from_row({"file_name": "toy", "qe_id": 3, "numeric_premises": ["It rains 30% of days."],
        ...     "premise_programs": ["0.3::rain."], "question": "Rain?", "query_program": "query(rain).",
        ...     "answer": 0.3})
        >>> ex.name, ex.premise_programs, ex.answer
        ('toy #3: Rain?', ['0.3::rain.'], 0.3)
    """
    missing = [key for key in ("question",) if key not in row]
    if missing:
        raise ValueError(
            f"row {index} of {source} has no {', '.join(missing)} column; is it the {QUITE_CONFIG} config?"
        )
    answer = row.get("answer")
    extra = {k: v for k, v in row.items() if k in ("file_name", "qe_id", "reasoning_types", "split", "note")}
    return Example(
        name=_row_name(row, index),
        numeric_premises=_as_list(row.get("numeric_premises")),
        wep_premises=_as_list(row.get("wep_premises")),
        premise_programs=_as_list(row.get("premise_programs")),
        evidences=_as_list(row.get("evidences")),
        evidence_programs=_as_list(row.get("evidence_programs")),
        question=str(row.get("question") or ""),
        query_program=str(row.get("query_program") or ""),
        answer=None if answer is None else float(answer),
        program=str(row.get("program") or ""),
        status=str(row.get("status") or "ok"),
        source=source,
        extra=extra,
    )


def load_quite_examples(location: str, split: str = "test", limit: int | None = None) -> list[Example]:
    """Read the ``qe-programs`` config of a staged QUITE folder or Hub dataset id.

    Args:
        location (`str`): a local folder (the staged Hub layout) or a Hub dataset id.
        split (`str`, *optional*, defaults to `"test"`): the split to list.
        limit (`int`, *optional*): keep only the first rows.

    Returns:
        `list[Example]`: one per evidence-query pair, names made unique.
    """
    import datasets

    ds = datasets.load_dataset(location, QUITE_CONFIG, split=split)
    if limit is not None:
        ds = ds.select(range(min(limit, len(ds))))
    examples, seen = [], set()
    for index, row in enumerate(ds):
        example = example_from_row(row, index, source=f"{location} ({QUITE_CONFIG}/{split})")
        while example.name in seen:
            example.name += " ·"
        seen.add(example.name)
        examples.append(example)
    return examples


def available_examples(location: str | None = None, split: str | None = None) -> tuple[list[Example], str]:
    """Built-in examples, then those of the QUITE dataset when one is configured; and a note on what was loaded."""
    location = location if location is not None else os.environ.get(DATASET_ENV, "")
    split = split or os.environ.get(SPLIT_ENV, "test")
    examples = list(BUILTIN_EXAMPLES)
    if not location:
        return examples, (
            f"Examples: {len(examples)} built-in. Set `{DATASET_ENV}` to a staged QUITE folder or a Hub dataset id "
            "to list the QUITE test set."
        )
    try:
        loaded = load_quite_examples(location, split)
    except Exception as err:  # noqa: BLE001 - any failure falls back to the built-in list, and says why
        return (
            examples,
            f"Examples: {len(examples)} built-in; could not read `{location}` ({QUITE_CONFIG}/{split}): {err}",
        )
    return examples + loaded, f"Examples: {len(examples)} built-in and {len(loaded)} from `{location}` ({split})."


# ----------------------------------------------------------------------------------------------------------------
# Programs, sections, and the answer
# ----------------------------------------------------------------------------------------------------------------


def assemble_program(premise_clauses: list[str], evidence_clauses: list[str], query_clause: str) -> str:
    """One program with QUITE's ``% Premise i`` / ``% Evidence i`` / ``% Query`` comment before each part.

    Examples:

        >>> print(assemble_program(["0.3::rain."], ["evidence(rain, true)."], "query(rain)."))
        % Premise 0
        0.3::rain.
        % Evidence 0
        evidence(rain, true).
        % Query
        query(rain).
    """
    lines = []
    for i, clause in enumerate(premise_clauses):
        lines += [f"% Premise {i}", clause.strip()]
    for i, clause in enumerate(evidence_clauses):
        lines += [f"% Evidence {i}", clause.strip()]
    if query_clause and query_clause.strip():
        lines += ["% Query", query_clause.strip()]
    return "\n".join(lines)


def gold_program(example: Example) -> str:
    """The example's gold program with a comment marker before the clauses of each sentence."""
    if example.premise_programs:
        return assemble_program(example.premise_programs, example.evidence_programs, example.query_program)
    return example.program


def example_sentences(example: Example, style: str = "numeric") -> tuple[str, str, str]:
    """The example's premises (numeric or WEP, one per line), evidence sentences and question, as the form has them."""
    premises = example.wep_premises if style == "WEP" and example.wep_premises else example.numeric_premises
    return "\n".join(premises), "\n".join(example.evidences), example.question


_MARKER = re.compile(r"^\s*%+\s*(Premise|Evidence)\s+(\d+)\b.*$|^\s*%+\s*(Query)\b.*$", re.IGNORECASE)


@dataclass
class Section:
    """The clauses after one ``% Premise i`` / ``% Evidence i`` / ``% Query`` marker (``kind`` "other" before any)."""

    kind: str
    index: int
    text: str
    first_line: int = 0  # 1-based lines of the program this section spans (markers excluded)
    last_line: int = 0

    @property
    def label(self) -> str:
        if self.kind == "query":
            return "Query"
        if self.kind == "other":
            return "Program"
        return f"{self.kind.capitalize()} {self.index}"


def split_program(program: str) -> list[Section]:
    """Cut a program at its comment markers; text without markers is one ``other`` section.

    Examples:

        >>> [(s.label, s.text) for s in split_program("0.5::a.\\n% Query\\nquery(a).")]
        [('Program', '0.5::a.'), ('Query', 'query(a).')]
    """
    sections: list[Section] = []
    current = Section("other", 0, "", first_line=1)
    body: list[str] = []

    def close(last_line: int) -> None:
        if "".join(body).strip() or current.kind != "other":
            current.text, current.last_line = "\n".join(body).strip(), last_line
            sections.append(current)

    for number, line in enumerate(program.splitlines(), start=1):
        match = _MARKER.match(line)
        if match:
            close(number - 1)
            kind = (match.group(1) or match.group(3)).lower()
            current = Section(kind, int(match.group(2) or 0), "", first_line=number + 1)
            body = []
        else:
            body.append(line)
    close(len(program.splitlines()))
    return sections


def _lines(text: str | None) -> list[str]:
    return [line.strip() for line in (text or "").splitlines() if line.strip()]


def check_inputs(premises: str, evidences: str, question: str) -> tuple[list[str], list[str], str]:
    """Split and bound the sentences; raise ``gr.Error`` with what to shorten."""
    premise_lines, evidence_lines = _lines(premises), _lines(evidences)
    question = (question or "").strip()
    if len(premise_lines) > MAX_PREMISES:
        raise gr.Error(f"{len(premise_lines)} premises is more than this Space accepts ({MAX_PREMISES}). Remove some.")
    if len(evidence_lines) > MAX_EVIDENCES:
        raise gr.Error(f"{len(evidence_lines)} evidence sentences is more than this Space accepts ({MAX_EVIDENCES}).")
    for what, items in (("premise", premise_lines), ("evidence sentence", evidence_lines), ("question", [question])):
        for i, sentence in enumerate(items):
            if len(sentence) > MAX_SENTENCE_CHARS:
                raise gr.Error(
                    f"The {what} {i + 1 if what != 'question' else ''} has {len(sentence):,} characters; this Space "
                    f"accepts at most {MAX_SENTENCE_CHARS:,} per sentence. Shorten it."
                )
    return premise_lines, evidence_lines, question


def check_program_size(program: str) -> None:
    if len(program or "") > MAX_PROGRAM_CHARS:
        raise gr.Error(
            f"The program has {len(program):,} characters; this Space solves programs of at most "
            f"{MAX_PROGRAM_CHARS:,} characters. Shorten it."
        )


_KIND_COLORS = {
    "premise": ("#e8f0fe", "#f3f7ff"),
    "evidence": ("#e6f4ea",),
    "query": ("#fef7e0",),
    "other": ("#f1f3f4",),
}


def _bad_sections(sections: list[Section]) -> set[int]:
    """Positions of sections whose text alone does not parse (so a syntax error points at its sentence)."""
    bad = set()
    for position, section in enumerate(sections):
        try:
            program_graph(section.text)
        except ProgramRejected:
            bad.add(position)
    return bad


def alignment_html(
    program: str,
    premises: list[str],
    evidences: list[str],
    question: str,
    *,
    error: str | None = None,
    message: str = "",
    notes: list[str] | None = None,
) -> str:
    """An HTML table: each sentence beside the clauses written for it (and the parser's note on each premise, when
    ``notes`` are given); the faulty section in red.

    Examples:

        >>> "gallstones(patient)" in alignment_html("% Premise 0\\n0.15::gallstones(patient).", ["P(G)=15%"], [], "")
        True
    """
    sections = split_program(program or "")
    # Which part to flag: for a syntax error, the parts that do not parse alone (the solver reports where it
    # noticed the error, often the clause after a missing period); otherwise the line the solver reports
    # ("... at 12:5"), else the uses of an undefined predicate, else the clause the message quotes in backticks.
    bad = _bad_sections(sections) if error == "syntax" else set()
    located = re.search(r"\bat (\d+):(\d+)", message or "")
    if error and not bad and located:
        line = int(located.group(1))
        bad = {position for position, s in enumerate(sections) if s.first_line <= line <= s.last_line}
    unknown = re.search(r"No clauses found for '([^'/]+)/\d+'", message or "")
    if error == "unknown_clause" and not bad and unknown:  # no clause defines it, so every use is suspect
        used = re.compile(rf"(?<![\w']){re.escape(unknown.group(1))}\b")
        bad = {position for position, s in enumerate(sections) if used.search(s.text)}
    if error and not bad:
        quoted = [q.replace(" ", "") for q in re.findall(r"`([^`]+)`", message or "")]
        bad = {p for p, s in enumerate(sections) if any(q and q in s.text.replace(" ", "") for q in quoted)}
    rows = []
    for position, section in enumerate(sections):
        if section.kind == "premise":
            sentence = premises[section.index] if section.index < len(premises) else ""
        elif section.kind == "evidence":
            sentence = evidences[section.index] if section.index < len(evidences) else ""
        elif section.kind == "query":
            sentence = question
        else:
            sentence = ""
        palette = _KIND_COLORS[section.kind]
        color = "#fce8e6" if position in bad else palette[section.index % len(palette)]
        flag = " ⚠" if position in bad else ""
        note = ""
        if notes is not None:
            note = notes[section.index] if section.kind == "premise" and section.index < len(notes) else ""
            note = f'<td style="padding:4px 8px;font-size:0.9em;color:#5f6368">{html.escape(note)}</td>'
        rows.append(
            f'<tr style="background:{color};color:#202124"><td style="padding:4px 8px;white-space:nowrap;'
            f'font-weight:600">{html.escape(section.label)}{flag}</td>'
            f'<td style="padding:4px 8px">{html.escape(sentence)}</td>'
            f'<td style="padding:4px 8px"><code style="white-space:pre-wrap;background:none;color:#202124">'
            f"{html.escape(section.text)}</code></td>{note}</tr>"
        )
    if not rows:
        return "<p>No program yet.</p>"
    header = ["part", "sentence", "ProbLog"] + (["parser's note"] if notes is not None else [])
    return (
        '<table class="hh-alignment" style="width:100%;border-collapse:collapse;font-size:0.9em"><thead><tr>'
        + "".join(f'<th style="text-align:left;padding:4px 8px">{name}</th>' for name in header)
        + "</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


_QUERY_PRED = re.compile(r"\bquery\(\s*(?:\\\+|not\b)?\s*([a-z]\w*)")
_EVIDENCE_PRED = re.compile(r"\bevidence\(\s*(?:\\\+|not\b)?\s*([a-z]\w*)")


def _layers(pos: dict) -> list[list[str]]:
    """Node names grouped in rows (same y coordinate)."""
    groups: dict[float, list[str]] = {}
    for name, xy in pos.items():
        groups.setdefault(round(float(xy[1]), 3), []).append(name)
    return list(groups.values())


def network_image(program: str, variables: list[dict] | None = None):
    """Draw the network (query orange, evidence green): the parser's ``variables`` (name, states, parents) when
    given, else the predicate graph of ``program``; ``None`` if the program does not parse.

    Returns:
        `PIL.Image.Image | None`
    """
    if variables:
        nodes = [v["name"] for v in variables]
        edges = [(parent, v["name"]) for v in variables for parent in v.get("parents", [])]
    else:
        try:
            nodes, edges = program_graph(program)
        except ProgramRejected:
            return None
    if not nodes:
        return None
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import networkx as nx
    from PIL import Image

    text = re.sub(r"%.*", "", program)
    queried, observed = set(_QUERY_PRED.findall(text)), set(_EVIDENCE_PRED.findall(text))
    graph = nx.DiGraph()
    graph.add_nodes_from(nodes[:MAX_GRAPH_NODES])
    graph.add_edges_from((a, b) for a, b in edges if a in graph and b in graph)
    if nx.is_directed_acyclic_graph(graph):
        for layer, names in enumerate(nx.topological_generations(graph)):
            for name in names:
                graph.nodes[name]["layer"] = layer
        pos = nx.multipartite_layout(graph, subset_key="layer", align="horizontal", scale=1.0)
        pos = {name: (x, -y) for name, (x, y) in pos.items()}
    else:
        pos = nx.spring_layout(graph, seed=0)

    def color(name: str) -> str:
        return "#f9ab00" if name in queried else "#34a853" if name in observed else "#8ab4f8"

    rows = _layers(pos)
    widest = max(sum(len(name) + 6 for name in row) for row in rows)  # characters in the widest row, with gaps
    fig, ax = plt.subplots(figsize=(min(18.0, 2.0 + 0.12 * widest), 1.6 + 1.4 * len(rows)), dpi=100)
    nx.draw_networkx_edges(graph, pos, ax=ax, edge_color="#5f6368", arrowsize=18, node_size=2600, width=1.4)
    for name, (x, y) in pos.items():
        box = {"boxstyle": "round,pad=0.5", "facecolor": color(name), "edgecolor": "#3c4043"}
        ax.text(x, y, name, ha="center", va="center", fontsize=10, color="#202124", bbox=box)
    ax.margins(x=0.2, y=0.25)
    ax.set_axis_off()
    what = "network the parser read" if variables else "network of the program"
    ax.set_title(f"{what} (orange: query, green: evidence)", fontsize=10)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight", pad_inches=0.2)
    plt.close(fig)
    buffer.seek(0)
    return Image.open(buffer).convert("RGB")


def _answer_markdown(result, example_answer: float | None, seconds: float) -> tuple[float | None, str, str, str]:
    """(probability, WEP word, error kind, explanation markdown) from a :class:`hedgehub.parser.ParseResult`."""
    if result.error is not None:
        help_text = ERROR_HELP.get(result.error, ERROR_HELP["other"])
        text = f"**The program is invalid ({result.error}).** {help_text}\n\n> {result.message}"
        if result.error == "inconsistent_evidence" and example_answer is not None and example_answer < 0:
            text += "\n\nQUITE's gold answer (-1) also marks this evidence as impossible."
        return None, "", result.error, text
    probability = float(result.probability)
    word = closest_wep(min(1.0, max(0.0, probability)))
    query = result.query_clause.strip() or next(
        (line.strip() for line in result.program.splitlines() if line.strip().startswith("query(")), "the query"
    )
    lines = [f"**P = {probability:.6f}**, in words: *{word}* (`{query}`, solved in {seconds:.2f} s)."]
    if result.message:  # how it was solved: the evidence is impossible under the zeros, the answer is their limit
        lines.append(f"> {result.message}")
    if example_answer is not None and example_answer < 0:
        lines.append("QUITE's gold answer is -1 (impossible evidence): this program differs from the gold one.")
    elif example_answer is not None:
        verdict = "matches" if is_correct(probability, example_answer) else "differs"
        lines.append(f"QUITE gold answer: {example_answer:.6f} — {verdict} (relative tolerance {REL_TOL:g}).")
    return probability, word, "", "\n\n".join(lines)


_LOCATION = re.compile(r"\bat (\d+):(\d+)")


def _box_line_numbers(message: str, program: str, solved: str) -> str:
    """Say "at line:column" of the program box: the solver ran the program without comment lines and blank lines."""
    if not message or normalize_clauses(program) != solved:
        return message
    kept = [n for n, line in enumerate(program.splitlines(), 1) if normalize_clauses(line)]

    def box(match: re.Match) -> str:
        line = int(match.group(1))
        return f"at {kept[line - 1]}:{match.group(2)}" if 0 < line <= len(kept) else match.group(0)

    return _LOCATION.sub(box, message)


def network_markdown(variables: list[dict]) -> str:
    """The network a parser read, one variable a line: states (or true/false) and parents.

    Examples:

        >>> print(network_markdown([{"name": "rain", "states": [], "parents": []},
        ...     {"name": "road", "states": ["dry", "wet"], "parents": ["rain"]}]))
        **The network the parser read** (2 variables):
        - `rain`: true / false
        - `road`: dry / wet ← rain
    """
    lines = [f"**The network the parser read** ({len(variables)} variable{'s' * (len(variables) != 1)}):"]
    for v in variables:
        parents = f" ← {', '.join(v['parents'])}" if v.get("parents") else ""
        lines.append(f"- `{v['name']}`: {' / '.join(v['states']) or 'true / false'}{parents}")
    return "\n".join(lines)


def _solve(
    program: str,
    premise_lines,
    evidence_lines,
    question,
    example_answer=None,
    parsed: ParsedProgram | None = None,
    parsed_by: str = "",
) -> tuple:
    """Solve once with :func:`hedgehub.parser.solve_many` (``parsed``, or the program text) and render the result."""
    check_program_size(program)
    start = time.perf_counter()
    job = parsed if parsed is not None else ([program], [], "")
    result = solve_many([job], timeout_s=SOLVE_TIMEOUT_S, workers=1)[0]
    seconds = time.perf_counter() - start
    result = dataclasses.replace(result, message=_box_line_numbers(result.message, program, result.program))
    probability, word, kind, explanation = _answer_markdown(result, example_answer, seconds)
    notes = parsed.notes if parsed is not None else None
    table = alignment_html(
        program, premise_lines, evidence_lines, question, error=result.error, message=result.message, notes=notes
    )
    variables = parsed.variables if parsed is not None else None
    if parsed_by:
        explanation += f"\n\n{parsed_by}"
    if variables:
        explanation += "\n\n" + network_markdown(variables)
    parsed_dict = parsed.to_dict() if parsed is not None else None
    return program, table, probability, word, kind, explanation, network_image(program, variables), parsed_dict


# ----------------------------------------------------------------------------------------------------------------
# The trained parser: found, loaded lazily and cached
# ----------------------------------------------------------------------------------------------------------------

HOW_TO_GET_A_PARSER = (
    "To get the trained slot parser, run `make parser` in the hedgehub repository (it writes "
    f"{SLOT_PARSER_DIR}), or set {PARSER_ENV} to a slot-parser folder or Hub id (one with namer/ and chooser/) "
    f"before starting the Space, or type one in 'Parser folder or Hub id'. Meanwhile, choose '{GOLD}' with a QUITE "
    "example."
)
_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")


@dataclass(frozen=True)
class ParserSource:
    """A trained parser the Space can load: ``kind`` (a key of :data:`LOADERS`), where it is, and how it was found."""

    kind: str
    location: str
    found_by: str

    @property
    def label(self) -> str:
        what = {"slot": "the slot parser", "problog-ft": "the older ProbLog-FT adapter", "hub": "the parser"}
        return f"{what[self.kind]} `{self.location}` ({self.found_by})"


def parser_kind(folder: str | os.PathLike) -> str | None:
    """``"slot"`` for a finished slot-parser folder (``namer/`` with an adapter or model, ``chooser/`` with a model),
    ``"problog-ft"`` for a PEFT adapter folder, else ``None`` (for instance while ``make parser`` is still writing).

    Examples:

        >>> import tempfile
        >>> folder = Path(tempfile.mkdtemp())
        >>> parser_kind(folder)
        >>> for name in ("namer/adapter_config.json", "chooser/config.json"):
        ...     (folder / name).parent.mkdir()
        ...     _ = (folder / name).write_text("{}")
        >>> parser_kind(folder)
        'slot'
    """
    folder = Path(folder).expanduser()
    namer, chooser = folder / "namer", folder / "chooser"
    if (
        any((namer / name).is_file() for name in ("adapter_config.json", "config.json"))
        and (chooser / "config.json").is_file()
    ):
        return "slot"
    if (folder / "adapter_config.json").is_file():
        return "problog-ft"
    return None


def _named_source(location: str, found_by: str) -> ParserSource:
    path = Path(location).expanduser()
    if path.exists():
        kind = parser_kind(path)
        if kind is None:
            raise gr.Error(
                f"{location!r} ({found_by}) is not a finished parser folder: a slot parser holds namer/ (a LoRA "
                "adapter) and chooser/ (a cross-encoder), as `make parser` writes them; a ProbLog-FT adapter holds "
                f"adapter_config.json. {HOW_TO_GET_A_PARSER}"
            )
        return ParserSource(kind, str(path), found_by)
    if _HUB_ID.match(location):
        return ParserSource("hub", location, found_by)
    raise gr.Error(f"The parser folder {location!r} ({found_by}) does not exist. {HOW_TO_GET_A_PARSER}")


def _search_roots() -> list[Path]:
    """Where ``runs/parser/...`` is looked for: the working directory, the repository, this folder."""
    roots = [Path.cwd(), *SPACE_DIR.parents[1:2], SPACE_DIR]
    return list(dict.fromkeys(root.resolve() for root in roots))


def find_parser(typed: str = "") -> ParserSource | None:
    """The best trained parser there is, or ``None``.

    In order: ``typed`` (a folder or Hub id), ``HEDGEHUB_PARSER``, a finished ``runs/parser/slot-parser``,
    ``HEDGEHUB_PARSER_ADAPTER``, ``runs/parser/problog-ft-smollm2`` (the last two: the older ProbLog-FT adapter).
    A named location that is not a parser raises ``gr.Error`` saying why.
    """
    for value, found_by in ((typed, "typed in the page"), (os.environ.get(PARSER_ENV, ""), PARSER_ENV)):
        if (value or "").strip():
            return _named_source(value.strip(), found_by)
    for root in _search_roots():
        if parser_kind(root / SLOT_PARSER_DIR) == "slot":
            return ParserSource("slot", str(root / SLOT_PARSER_DIR), f"found in {root}")
    if os.environ.get(LEGACY_ADAPTER_ENV, "").strip():
        return _named_source(os.environ[LEGACY_ADAPTER_ENV].strip(), LEGACY_ADAPTER_ENV)
    for root in _search_roots():
        if parser_kind(root / PROBLOG_FT_DIR) == "problog-ft":
            return ParserSource("problog-ft", str(root / PROBLOG_FT_DIR), f"found in {root}")
    return None


def parser_status() -> str:
    """One paragraph for the page: which trained parser the Space will use, or how to get one."""
    try:
        source = find_parser()
    except gr.Error as err:
        return f"**The configured parser cannot be used.** {err.message}"
    unfinished = [str(r / SLOT_PARSER_DIR) for r in _search_roots() if (r / SLOT_PARSER_DIR).is_dir()]
    unfinished = [folder for folder in unfinished if parser_kind(folder) is None]
    waiting = (
        f" `{unfinished[0]}` is not finished yet (a `make parser` run writes namer/, then chooser/)."
        if unfinished
        else ""
    )
    if source is None:
        return f"**No trained parser found.**{waiting} {HOW_TO_GET_A_PARSER}"
    text = f"**Parser:** {source.label}, loaded on first use."
    if source.kind == "problog-ft":
        text += f" It is a second choice; the slot parser is better.{waiting} {HOW_TO_GET_A_PARSER}"
    return text


class ProblogFTParser:
    """The older ProbLog-FT adapter (:class:`hedgehub.parser.Parser`) behind the slot parser's ``parse``: it returns
    a :class:`~hedgehub.slot_parser.ParsedProgram` and never solves."""

    def __init__(self, parser):
        self.parser = parser

    def parse(self, premises, evidences, question, *, premise_program=None) -> ParsedProgram:
        if premise_program is not None:
            clauses = [premise_program] if isinstance(premise_program, str) else list(premise_program)
            notes = ["gold premise"] * len(clauses)
        else:
            clauses = self.parser.parse_premises(list(premises))
            notes = ["ProbLog-FT adapter: free-form clauses"] * len(clauses)
        evidence_clauses, query_clause = self.parser.parse_question("\n".join(clauses), list(evidences), question)
        return ParsedProgram(
            premises=list(premises),
            premise_clauses=list(clauses),
            evidences=list(evidences),
            evidence_clauses=list(evidence_clauses),
            question=question,
            query_clause=query_clause,
            notes=notes,
        )


def _load_slot_parser(location: str):
    from hedgehub.slot_parser import load_slot_parser

    return load_slot_parser(location)


def _load_problog_ft(location: str):
    from hedgehub.parser import load_parser

    return ProblogFTParser(load_parser(location))


def _load_from_hub(repo_id: str):
    from huggingface_hub import snapshot_download

    folder = snapshot_download(repo_id)
    kind = parser_kind(folder)
    if kind is None:
        raise ValueError("the Hub repository holds neither namer/ and chooser/ (a slot parser) nor an adapter")
    return LOADERS[kind](folder)


# kind -> loader (location -> an object with parse(premises, evidences, question, *, premise_program=None))
LOADERS = {"slot": _load_slot_parser, "problog-ft": _load_problog_ft, "hub": _load_from_hub}


@functools.lru_cache(maxsize=2)
def _load(kind: str, location: str):
    return LOADERS[kind](location)


def get_parser(typed: str = "") -> tuple[Any, ParserSource]:
    """The parser (see :func:`find_parser`), loaded once per location, and where it came from."""
    source = find_parser(typed)
    if source is None:
        raise gr.Error(f"No trained parser found. {HOW_TO_GET_A_PARSER}")
    try:
        return _load(source.kind, source.location), source
    except ImportError as err:
        raise gr.Error(
            f"The trained parser needs packages this installation lacks ({err}). Install the Space's "
            f"requirements.txt (torch, transformers, peft, llguidance), or choose '{GOLD}'."
        ) from None
    except Exception as err:  # noqa: BLE001 - report any loading failure in words
        raise gr.Error(
            f"Could not load {source.label}: {err}. Check that the folder is a finished parser (or that the Hub id "
            f"is right and reachable), or choose '{GOLD}'."
        ) from None


# ----------------------------------------------------------------------------------------------------------------
# Event handlers
# ----------------------------------------------------------------------------------------------------------------

EXAMPLES, EXAMPLES_NOTE = available_examples()
_BY_NAME = {example.name: example for example in EXAMPLES}


def _example(name: str | None) -> Example | None:
    return _BY_NAME.get(name or "")


def load_example(name: str, style: str) -> tuple[str, str, str, str, str]:
    """Fill the form with a QUITE example: premises (numeric or WEP), evidence, question, gold program, a note."""
    example = _example(name)
    if example is None:
        raise gr.Error(f"Unknown example {name!r}: pick one from the list.")
    premises, evidences, question = example_sentences(example, style)
    note = f"Source: {example.source}."
    if example.answer is not None and example.answer < 0:
        note += " Gold answer: -1 (the evidence is impossible under the premises)."
    elif example.answer is not None:
        note += f" Gold answer: {example.answer:.6f}."
    if example.status and example.status != "ok":
        note += f" Dataset status: {example.status} ({STATUS_HELP.get(example.status, 'see the dataset card')})."
        if example.extra.get("note"):
            note += f" Builder's note: {example.extra['note']}"
    if style == "WEP" and example.wep_premises:
        note += " The gold program keeps the network's numbers; the WEP sentences are verbal approximations of them."
    return premises, evidences, question, gold_program(example), note


def _warn_if_not_the_example(premise_lines: list[str], example: Example, what: str) -> None:
    if tuple(premise_lines) not in {tuple(example.numeric_premises), tuple(example.wep_premises)}:
        gr.Warning(
            f"The premises differ from the selected example: {what} the example's, not a parse of your text. "
            f"Choose '{PARSE}' to parse your own sentences."
        )


def parse_and_solve(
    premises: str, evidences: str, question: str, parser_choice: str, parser_location: str, example_name: str
) -> tuple:
    """Parse the sentences into ProbLog, then solve the program once.

    ``parser_choice`` is one of :data:`PARSER_CHOICES`: the trained parser on every sentence; the trained parser on
    the evidence and question only, over the example's gold premise clauses (QUITE's oracle-premise setting); or the
    example's gold program. ``parser_location`` is a parser folder or Hub id, or empty for :func:`find_parser`'s
    choice; each parser is loaded once. The parser returns a
    :class:`~hedgehub.slot_parser.ParsedProgram`, which the page renders; :func:`hedgehub.parser.solve_many` solves.

    Returns:
        `tuple`: (program, alignment HTML, probability or None, WEP word, error kind, explanation, network image,
        parsed program as a dict or None).
    """
    premise_lines, evidence_lines, question = check_inputs(premises, evidences, question)
    example = _example(example_name)
    if parser_choice == GOLD:
        if example is None:
            raise gr.Error(f"'{GOLD}' needs a QUITE example: pick one from the list, or choose '{PARSE}'.")
        _warn_if_not_the_example(premise_lines, example, "the gold program is")
        return _solve(gold_program(example), premise_lines, evidence_lines, question, example.answer)
    if parser_choice not in (PARSE, ORACLE):
        raise gr.Error(f"Unknown parser {parser_choice!r}: choose one of {PARSER_CHOICES}.")
    if not premise_lines or not question:
        raise gr.Error("Type at least one premise and a question to parse.")
    gold_premises = None
    if parser_choice == ORACLE:
        if example is None or not example.premise_programs:
            raise gr.Error(f"'{ORACLE}' needs a QUITE example with its premise program: pick one.")
        _warn_if_not_the_example(premise_lines, example, "the gold premise clauses are")
        gold_premises = list(example.premise_programs)
    parser, source = get_parser(parser_location)
    try:
        parsed = parser.parse(premise_lines, evidence_lines, question, premise_program=gold_premises)
    except Exception as err:  # noqa: BLE001 - a parsing failure is reported, not a crash of the page
        raise gr.Error(
            f"The parser failed on this input ({type(err).__name__}: {err}). Try shorter sentences, or choose "
            f"'{GOLD}'."
        ) from None
    program = assemble_program(parsed.premise_clauses, parsed.evidence_clauses, parsed.query_clause)
    same_question = example is not None and (question, evidence_lines) == (example.question, example.evidences)
    premises_read = "the example's gold premises (oracle)" if gold_premises else "every sentence"
    return _solve(
        program,
        parsed.premises,  # a sentence stating several rows is read as one sentence per row
        evidence_lines,
        question,
        example.answer if same_question else None,
        parsed=parsed,
        parsed_by=f"Parsed by {source.label}, reading {premises_read}.",
    )


def solve_program(program: str, premises: str, evidences: str, question: str) -> tuple:
    """Solve the (edited) program in the ProbLog box; the sentences are only used to align clauses with them.

    Returns:
        `tuple`: as :func:`parse_and_solve` (the parsed program is ``None``: the box is free text).
    """
    premise_lines, evidence_lines, question = check_inputs(premises, evidences, question)
    if not (program or "").strip():
        raise gr.Error("The ProbLog box is empty: parse the sentences first, or write a program.")
    rows = [row for line in premise_lines for row in premise_rows(line)]  # as the slot parser read them
    if len(rows) == sum(section.kind == "premise" for section in split_program(program)):
        premise_lines = rows
    return _solve(program, premise_lines, evidence_lines, question)


# ----------------------------------------------------------------------------------------------------------------
# The page
# ----------------------------------------------------------------------------------------------------------------

DESCRIPTION = """# Parse and solve Bayesian reasoning questions
Premises state probabilities (numbers or words such as *likely*), evidence states what was observed, the question
asks for a probability. A parser writes a [ProbLog](https://dtai.cs.kuleuven.be/problog/) program, sentence by
sentence; ProbLog solves it exactly. Pick a [QUITE](https://aclanthology.org/2024.emnlp-main.153/) example or type
your own, then edit any clause and solve again. Programs run in a separate process with a 10 s and 2 GB limit;
only facts, rules, annotated disjunctions, `evidence` and `query` are allowed.
"""


def default_choice(source: ParserSource | None) -> str:
    """The parser selected when the page opens: the trained parser when there is one, else the gold program."""
    return PARSE if source is not None else GOLD


def build_demo() -> gr.Blocks:
    """Build the page (no server starts)."""
    default = EXAMPLES[0]
    try:
        source = find_parser()
    except gr.Error:  # a misconfigured parser: parser_status() says why
        source = None
    premises0, evidences0, question0 = example_sentences(default, "numeric")
    with gr.Blocks(title="hedgehub: parse and solve") as demo:
        gr.Markdown(DESCRIPTION)
        with gr.Row():
            with gr.Column(scale=1):
                example_box = gr.Dropdown(
                    [e.name for e in EXAMPLES],
                    value=default.name,
                    label="QUITE example",
                    info=EXAMPLES_NOTE,
                    elem_id="example",
                )
                style_box = gr.Radio(STYLES, value="numeric", label="Premises", elem_id="style")
                premises_box = gr.Textbox(
                    premises0, lines=6, max_lines=20, label="Premises (one per line)", elem_id="premises"
                )
                evidences_box = gr.Textbox(
                    evidences0, lines=2, max_lines=8, label="Evidence (one per line)", elem_id="evidences"
                )
                question_box = gr.Textbox(question0, lines=1, label="Question", elem_id="question")
                parser_box = gr.Radio(PARSER_CHOICES, value=default_choice(source), label="Parser", elem_id="parser")
                gr.Markdown(parser_status(), elem_id="parser-status")
                location_box = gr.Textbox(
                    "",
                    label="Parser folder or Hub id",
                    placeholder=f"empty: {source.location if source else f'{PARSER_ENV}, then {SLOT_PARSER_DIR}'}",
                    elem_id="parser-location",
                )
                note_box = gr.Markdown(load_example(default.name, "numeric")[-1], label="example note", elem_id="note")
                parse_button = gr.Button("Parse and solve", variant="primary", elem_id="parse-solve-btn")
            with gr.Column(scale=1):
                answer_box = gr.Markdown("Press *Parse and solve*.", label="explanation", elem_id="answer")
                with gr.Row():
                    probability_box = gr.Number(label="Probability", elem_id="probability", interactive=False)
                    wep_box = gr.Textbox(label="Closest WEP", elem_id="wep", interactive=False)
                    error_box = gr.Textbox(label="Error kind", elem_id="error-kind", interactive=False)
                program_box = gr.Code(
                    gold_program(default),
                    language=None,
                    lines=12,
                    interactive=True,
                    label="ProbLog program (editable)",
                    elem_id="program",
                )
                solve_button = gr.Button("Solve the edited program", elem_id="solve-btn")
                alignment_box = gr.HTML(label="Sentences and clauses", elem_id="alignment", js_on_load=None)
                graph_box = gr.Image(
                    label="Network", type="pil", format="png", interactive=False, height=360, elem_id="network"
                )
                with gr.Accordion("The parser's output (ParsedProgram)", open=False):
                    parsed_box = gr.JSON(label="parsed program", elem_id="parsed")

        outputs = [program_box, alignment_box, probability_box, wep_box, error_box, answer_box, graph_box, parsed_box]
        gr.on(
            triggers=[example_box.change, style_box.change],
            fn=load_example,
            inputs=[example_box, style_box],
            outputs=[premises_box, evidences_box, question_box, program_box, note_box],
            api_name="load_example",
        )
        parse_button.click(
            parse_and_solve,
            inputs=[premises_box, evidences_box, question_box, parser_box, location_box, example_box],
            outputs=outputs,
            api_name="parse_and_solve",
        )
        solve_button.click(
            solve_program,
            inputs=[program_box, premises_box, evidences_box, question_box],
            outputs=outputs,
            api_name="solve_program",
        )
    demo.queue(default_concurrency_limit=1)
    return demo


demo = build_demo()


if __name__ == "__main__":
    demo.launch()
