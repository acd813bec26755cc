"""The neuro-symbolic parser: natural-language premises, evidence and question → ProbLog program → probability.

A fine-tuned language model (``trainers/sft_problog.py``) translates one sentence at a time; ProbLog, through
:func:`hedgehub.problog.run_programs` (the only place hedgehub runs ProbLog), computes the answer.

The decomposition (one short example per sentence instead of the QUITE paper's whole parsed history):

- **premise** → clause block. The prompt lists the *declared vocabulary* so far — every atom of the earlier
  premises' clauses, grouped per predicate as ``age(driver, adolescent|adult|senior)`` — instead of all earlier
  sentence/program pairs, so prompts stay short and the model sees exactly the names it must reuse.
- **evidence sentence** → ``evidence(atom, true|false).`` and **question** → ``query(atom).``, each with the
  vocabulary of the whole premise program. Each is independent given the premises, so they are parsed in a batch.

With ``constrained=True`` decoding runs under grammars (:mod:`hedgehub.constrained`): premises are always
syntactically valid ProbLog clauses and evidence/queries can only use atoms (predicate *and* state) the premises
declared. Oracle mode (``premise_program=...``) skips premise parsing, as in the paper's gold-premise setting.

Public API (stable; the Gradio Space imports it): :func:`load_parser`, :class:`Parser` with
:meth:`Parser.parse_premises`, :meth:`Parser.parse_question`, :meth:`Parser.parse_and_solve`, and
:class:`ParseResult`. Prompt builders and :func:`declared_atoms` are shared with the trainers.

Examples:

    >>> atoms = declared_atoms("0.2::age(driver, adult); 0.8::age(driver, senior). 0.5::smokes(person) :- kinked.")
    >>> atoms
    {'age': [('driver', 'adult'), ('driver', 'senior')], 'smokes': [('person',)], 'kinked': [()]}
    >>> format_vocabulary(atoms)
    'age(driver, adult|senior); smokes(person); kinked'
    >>> print(premise_prompt("When it rains, the grass is wet in 90% of cases.", {}))
    Translate the premise into ProbLog clauses.
    Declared: (none)
    Premise: When it rains, the grass is wet in 90% of cases.
    ProbLog:
    <BLANKLINE>
    >>> compose_program(["0.3::rain.", "0.9::wet :- rain."], ["evidence(rain, true)."], "query(wet).")
    '0.3::rain.\\n0.9::wet :- rain.\\nevidence(rain, true).\\nquery(wet).'
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from hedgehub.lm import load_causal_lm  # noqa: F401 - re-exported for scripts written against hedgehub.parser


# ----------------------------------------------------------------------------------------------------------------
# Vocabulary and prompts (shared with trainers/sft_problog.py: training and inference prompts are the same text)
# ----------------------------------------------------------------------------------------------------------------

_COMMENT = re.compile(r"%[^\n]*")
_ATOM_WITH_ARGS = re.compile(r"(?<![A-Za-z0-9_'])([a-z][A-Za-z0-9_]*)\s*\(([^()]*)\)")
_BARE_NAME = re.compile(r"(?<![A-Za-z0-9_'.])([a-z][A-Za-z0-9_]*)(?![A-Za-z0-9_'(])")
_KEYWORDS = {"not", "is", "true", "false", "fail", "evidence", "query"}


def _split_args(text: str) -> tuple[str, ...]:
    args, depth, current, quoted = [], 0, "", False
    for ch in text:
        if ch == "'":
            quoted = not quoted
        if ch == "," and not quoted and depth == 0:
            args.append(current.strip())
            current = ""
        else:
            current += ch
    args.append(current.strip())
    return tuple(a for a in args if a)


def declared_atoms(program: str) -> dict[str, list[tuple[str, ...]]]:
    """Every atom a premise program mentions, grouped by predicate in order of first appearance.

    Args:
        program (`str`): ProbLog clauses (comments are ignored; the text need not be valid as a whole).

    Returns:
        `dict[str, list[tuple[str, ...]]]`: predicate name → distinct argument tuples (``()`` for a 0-ary atom).
    """
    text = _COMMENT.sub(" ", program)
    atoms: dict[str, list[tuple[str, ...]]] = {}

    def add(name: str, args: tuple[str, ...]) -> None:
        if name in _KEYWORDS:
            return
        seen = atoms.setdefault(name, [])
        if args not in seen:
            seen.append(args)

    positions = []
    for match in _ATOM_WITH_ARGS.finditer(text):
        positions.append((match.start(), match.group(1), _split_args(match.group(2))))
    rest = _ATOM_WITH_ARGS.sub(lambda m: " " * len(m.group(0)), text)
    for match in _BARE_NAME.finditer(rest):
        positions.append((match.start(), match.group(1), ()))
    for _, name, args in sorted(positions, key=lambda p: p[0]):
        add(name, args)
    return atoms


def format_vocabulary(atoms: dict[str, list[tuple[str, ...]]]) -> str:
    """Render declared atoms compactly: ``age(driver, adult|senior); smokes(person); kinked``."""
    if not atoms:
        return "(none)"
    parts = []
    for name, arg_tuples in atoms.items():
        arity = max(len(a) for a in arg_tuples)
        if arity == 0:
            parts.append(name)
            continue
        columns = []
        for i in range(arity):
            values = []
            for args in arg_tuples:
                if len(args) > i and args[i] not in values:
                    values.append(args[i])
            columns.append("|".join(values))
        parts.append(f"{name}({', '.join(columns)})")
    return "; ".join(parts)


def premise_prompt(sentence: str, atoms: dict[str, list[tuple[str, ...]]]) -> str:
    """The prompt that asks for the clauses of one premise given the vocabulary declared so far."""
    vocabulary = format_vocabulary(atoms)
    return f"Translate the premise into ProbLog clauses.\nDeclared: {vocabulary}\nPremise: {sentence}\nProbLog:\n"


def evidence_prompt(sentence: str, atoms: dict[str, list[tuple[str, ...]]]) -> str:
    """The prompt that asks for one ``evidence(...)`` clause over the premises' vocabulary."""
    vocabulary = format_vocabulary(atoms)
    return f"Translate the evidence into a ProbLog clause.\nDeclared: {vocabulary}\nEvidence: {sentence}\nProbLog:\n"


def query_prompt(question: str, atoms: dict[str, list[tuple[str, ...]]]) -> str:
    """The prompt that asks for the ``query(...)`` clause of a question over the premises' vocabulary."""
    vocabulary = format_vocabulary(atoms)
    return f"Translate the question into a ProbLog query.\nDeclared: {vocabulary}\nQuestion: {question}\nProbLog:\n"


def normalize_clauses(text: str) -> str:
    """Strip comments and blank lines from a clause block, keeping one clause text per line as written."""
    lines = [_COMMENT.sub("", line).strip() for line in text.splitlines()]
    return "\n".join(line for line in lines if line)


_CLAUSE_START = re.compile(r"^\s*([0-9.]+\s*::|[a-z\\])")
_CLAUSE_END = re.compile(r"\.(?=\s|$)")


def trim_generation(text: str, *, single_clause: bool) -> str:
    """Cut the chatter an unconstrained model may add after its clauses.

    Keeps the leading lines that start like a clause; with ``single_clause`` only up to the first clause-ending
    period (evidence and query are one clause).

    Examples:

        >>> trim_generation("query(a).\\nThe answer is 1.", single_clause=True)
        'query(a).'
        >>> trim_generation("0.3::a.\\n0.2::b :- a.\\nNote: this is it.", single_clause=False)
        '0.3::a.\\n0.2::b :- a.'
    """
    lines = []
    for line in text.strip().splitlines():
        if not _CLAUSE_START.match(line):
            break
        lines.append(line.strip())
    text = "\n".join(lines)
    if single_clause:
        match = _CLAUSE_END.search(text)
        if match:
            text = text[: match.end()]
    return text


def compose_program(premise_clauses: Sequence[str], evidence_clauses: Sequence[str], query_clause: str) -> str:
    """Join premise clause blocks, evidence clauses and the query clause into one program text."""
    parts = [normalize_clauses(c) for c in premise_clauses] + [c.strip() for c in evidence_clauses]
    parts.append(query_clause.strip())
    return "\n".join(p for p in parts if p)


# ----------------------------------------------------------------------------------------------------------------
# The parser
# ----------------------------------------------------------------------------------------------------------------


FULL_GRAMMAR = "syntax+declared-vocabulary+stated-probabilities"
"""The :attr:`Parser.grammar_label` of the default, fully constrained parser."""


@dataclass
class ParseResult:
    """What :meth:`Parser.parse_and_solve` returns.

    Args:
        premise_clauses (`list[str]`): one clause block per premise (the gold block in oracle mode).
        evidence_clauses (`list[str]`): one ``evidence(...)`` clause per evidence sentence.
        query_clause (`str`): the ``query(...)`` clause.
        program (`str`): the full program that was run.
        probability (`float`, *optional*): the answer, ``None`` when the program failed.
        error (`str`, *optional*): ``None`` or one of :data:`hedgehub.problog.ERROR_KINDS`.
        message (`str`): why it failed, empty on success.
    """

    premise_clauses: list[str] = field(default_factory=list)
    evidence_clauses: list[str] = field(default_factory=list)
    query_clause: str = ""
    program: str = ""
    probability: float | None = None
    error: str | None = None
    message: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


class Parser:
    """A causal LM (optionally with a LoRA adapter merged in) that parses sentences into ProbLog.

    Use :func:`load_parser` to build one. ``model`` and ``tokenizer`` are ordinary ``transformers`` objects.

    Args:
        model (`PreTrainedModel`): the causal LM.
        tokenizer (`PreTrainedTokenizerFast`): its tokenizer (left padding is set here).
        constrained (`bool`, *optional*, defaults to `True`): grammar-constrained decoding.
        batch_size (`int`, *optional*, defaults to `8`): generation batch size.
        max_new_tokens (`int`, *optional*, defaults to `256`): limit for one premise's clause block.
        cache_file (`str`, *optional*): a JSONL file of earlier generations (prompt hash → text), read and appended.
        name (`str`, *optional*): the model's name, part of the cache key.
        declared_vocabulary (`bool`, *optional*, defaults to `True`): with ``constrained``, rule bodies may only use
            atoms the earlier premises declared (no undefined predicate can enter a body), and a head that reuses a
            declared predicate must use one of its declared argument tuples (states stay consistent).
        stated_probabilities (`bool`, *optional*, defaults to `True`): with ``constrained``, a premise that states
            numbers (``30%``) may only use those numbers, their complements and even splits of the remainder
            (:func:`hedgehub.constrained.probability_choices`); premises in words are not restricted.
    """

    def __init__(
        self,
        model,
        tokenizer,
        *,
        constrained: bool = True,
        batch_size: int = 8,
        max_new_tokens: int = 256,
        cache_file: str | None = None,
        name: str = "",
        declared_vocabulary: bool = True,
        stated_probabilities: bool = True,
    ):
        self.model = model
        self.declared_vocabulary = declared_vocabulary
        self.stated_probabilities = stated_probabilities
        self.tokenizer = tokenizer
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.constrained = constrained
        self.batch_size = batch_size
        self.max_new_tokens = max_new_tokens
        self.name = name
        from hedgehub.lm import Generator

        self.generator = Generator(
            model,
            tokenizer,
            name=json.dumps([name, constrained]),
            batch_size=batch_size,
            max_new_tokens=max_new_tokens,
            cache_file=cache_file,
        )

    @property
    def grammar_label(self) -> str:
        """Which constraints decode: ``none``, or ``syntax`` plus ``declared-vocabulary`` / ``stated-probabilities``.

        :data:`FULL_GRAMMAR` when every restriction is on (the default); evaluations record it per run.
        """
        if not self.constrained:
            return "none"
        parts = ["syntax"]
        if self.declared_vocabulary:
            parts.append("declared-vocabulary")
        if self.stated_probabilities:
            parts.append("stated-probabilities")
        return "+".join(parts)

    # -- generation ---------------------------------------------------------------------------------------------

    def generate(self, prompts: Sequence[str], grammars: Sequence[str | None] | None = None) -> list[str]:
        """Greedy completions of ``prompts`` (batched, cached by :class:`hedgehub.lm.Generator`).

        Args:
            prompts (`Sequence[str]`): prompts from :func:`premise_prompt` / :func:`evidence_prompt` /
                :func:`query_prompt`.
            grammars (`Sequence[str | None]`, *optional*): one Lark grammar per prompt, used when the parser is
                constrained (``None`` = the generic premise grammar for that prompt).

        Returns:
            `list[str]`: the generated texts.
        """
        if not self.constrained or grammars is None:
            return self.generator(prompts)
        from hedgehub.constrained import premise_grammar

        return self.generator(prompts, [g if g is not None else premise_grammar() for g in grammars])

    # -- parsing ------------------------------------------------------------------------------------------------

    def parse_premises_many(self, networks: Sequence[Sequence[str]]) -> list[list[str]]:
        """Parse the premises of several networks; step *i* parses the *i*-th premise of every network in a batch.

        Args:
            networks (`Sequence[Sequence[str]]`): for each network, its premise sentences in order.

        Returns:
            `list[list[str]]`: for each network, one clause block per premise.
        """
        from hedgehub.constrained import premise_grammar, probability_choices

        outputs: list[list[str]] = [[] for _ in networks]
        for step in range(max((len(n) for n in networks), default=0)):
            rows = [i for i, n in enumerate(networks) if step < len(n)]
            prompts, grammars = [], []
            for i in rows:
                sentence, atoms = networks[i][step], declared_atoms("\n".join(outputs[i]))
                prompts.append(premise_prompt(sentence, atoms))
                grammars.append(
                    premise_grammar(
                        atoms if self.declared_vocabulary else None,
                        probability_choices(sentence) if self.stated_probabilities else None,
                    )
                )
            texts = self.generate(prompts, grammars)
            for i, text in zip(rows, texts, strict=True):
                outputs[i].append(normalize_clauses(trim_generation(text, single_clause=False)))
        return outputs

    def parse_premises(self, premises: list[str]) -> list[str]:
        """Parse one network's premises into one clause block per premise (each sees the vocabulary so far).

        Args:
            premises (`list[str]`): the premise sentences, in order.

        Returns:
            `list[str]`: one clause block per premise.
        """
        return self.parse_premises_many([premises])[0]

    def parse_questions_many(self, items: Sequence[tuple[str, Sequence[str], str]]) -> list[tuple[list[str], str]]:
        """Batched :meth:`parse_question` over ``(premise_program, evidences, question)`` triples."""
        from hedgehub.constrained import question_grammar

        prompts, grammars, owners = [], [], []
        for index, (program, evidences, question) in enumerate(items):
            atoms = declared_atoms(program)
            for sentence in evidences:
                prompts.append(evidence_prompt(sentence, atoms))
                grammars.append(question_grammar(atoms, kind="evidence") if atoms else None)
                owners.append((index, "evidence"))
            prompts.append(query_prompt(question, atoms))
            grammars.append(question_grammar(atoms, kind="query") if atoms else None)
            owners.append((index, "query"))
        texts = self.generate(prompts, grammars)
        results: list[tuple[list[str], str]] = [([], "") for _ in items]
        for (index, kind), text in zip(owners, texts, strict=True):
            clause = normalize_clauses(trim_generation(text, single_clause=True))
            if kind == "evidence":
                results[index][0].append(clause)
            else:
                results[index] = (results[index][0], clause)
        return results

    def parse_question(self, premise_program: str, evidences: list[str], question: str) -> tuple[list[str], str]:
        """Parse evidence sentences and the question over the vocabulary of ``premise_program``.

        Args:
            premise_program (`str`): the premises' clauses (parsed or gold).
            evidences (`list[str]`): evidence sentences.
            question (`str`): the question.

        Returns:
            `tuple[list[str], str]`: the evidence clauses and the query clause.
        """
        return self.parse_questions_many([(premise_program, evidences, question)])[0]

    def parse(self, premises: list[str], evidences: list[str], question: str, *, premise_program: str | None = None):
        """Parse everything into a :class:`hedgehub.slot_parser.ParsedProgram`; never runs ProbLog.

        Args:
            premises (`list[str]`): premise sentences.
            evidences (`list[str]`): evidence sentences.
            question (`str`): the question.
            premise_program (`str`, *optional*): gold premise clauses (oracle mode): only evidence and question
                are parsed.
        """
        from hedgehub.slot_parser import ParsedProgram

        if premise_program is not None:
            premise_clauses = [line for line in premise_program.splitlines() if line.strip()]
            notes = ["gold premise"] * len(premise_clauses)
        else:
            premise_clauses = self.parse_premises(premises)
            notes = ["free-form ProbLog"] * len(premise_clauses)
        evidence_clauses, query_clause = self.parse_question("\n".join(premise_clauses), evidences, question)
        return ParsedProgram(
            premises=list(premises),
            premise_clauses=premise_clauses,
            evidences=list(evidences),
            evidence_clauses=evidence_clauses,
            question=question,
            query_clause=query_clause,
            notes=notes,
        )

    def parse_and_solve(
        self,
        premises: list[str],
        evidences: list[str],
        question: str,
        *,
        premise_program: str | None = None,
        timeout_s: float = 10.0,
    ) -> ParseResult:
        """:meth:`parse`, then :func:`solve_many` (the one solver) — a convenience for scripts."""
        parsed = self.parse(premises, evidences, question, premise_program=premise_program)
        return solve_many([parsed], timeout_s=timeout_s)[0]


def solve(
    premise_clauses: list[str],
    evidence_clauses: list[str],
    query_clause: str,
    *,
    timeout_s: float = 10.0,
) -> list[ParseResult]:
    """Compose one program and run it; see :func:`solve_many`."""
    return solve_many([(premise_clauses, evidence_clauses, query_clause)], timeout_s=timeout_s)


def solve_many(parsed: Sequence, *, timeout_s: float = 10.0, workers: int | None = None) -> list[ParseResult]:
    """Compose programs from parsed clauses and run them in parallel with :func:`hedgehub.problog.run_programs`.

    The one function that solves what a parser read: every parser returns clauses, never answers. A parsed program
    whose evidence is impossible under its premises' zeros (``inconsistent_evidence``) and that carries
    ``smoothed_premise_clauses`` (:class:`hedgehub.slot_parser.ParsedProgram`: each 0 as 1e-8 and as 1e-9) is
    solved again with those, and the answer is their limit as the stand-in shrinks (:func:`shrinking_limit`; the
    1e-9 answer alone when only that program can be solved); the result says so in its ``message``.

    Args:
        parsed (`Sequence`): :class:`hedgehub.slot_parser.ParsedProgram` objects or
            ``(premise_clauses, evidence_clauses, query_clause)`` tuples.
        timeout_s (`float`, *optional*, defaults to `10.0`): wall-clock limit per program.
        workers (`int`, *optional*): ProbLog worker processes.

    Returns:
        `list[ParseResult]`

    Examples:

        >>> clauses = ["0.3::rain.", "0.9::wet :- rain.\\n0.1::wet :- \\\\+ rain."]
        >>> result = solve_many([(clauses, [], "query(wet).")])[0]
        >>> round(result.probability, 2), result.error
        (0.34, None)
    """
    from hedgehub.problog import run_programs
    from hedgehub.slot_parser import SMOOTHINGS

    smoothed = [list(getattr(p, "smoothed_premise_clauses", None) or []) for p in parsed]
    smoothed = [
        s if len(s) == len(SMOOTHINGS) and all(isinstance(c, list | tuple) for c in s) else [] for s in smoothed
    ]
    parsed = [
        (p.premise_clauses, p.evidence_clauses, p.query_clause) if hasattr(p, "premise_clauses") else p for p in parsed
    ]
    programs = [compose_program(p, e, q) for p, e, q in parsed]
    runs = run_programs(programs, timeout_s=timeout_s, workers=workers)
    limits: dict[int, float] = {}
    # Evidence on a state a premise gave 0: solve with the zeros as 1e-8 and 1e-9, answer the limit as they shrink.
    again = [i for i, run in enumerate(runs) if run.error == "inconsistent_evidence" and smoothed[i]]
    if again:
        retried = [compose_program(clauses, parsed[i][1], parsed[i][2]) for i in again for clauses in smoothed[i]]
        reruns = run_programs(retried, timeout_s=timeout_s, workers=workers)
        for k, i in enumerate(again):
            coarse, fine = reruns[2 * k], reruns[2 * k + 1]
            if fine.error is None and fine.probability is not None:  # the program shown: each 0 as 1e-9
                programs[i], runs[i] = retried[2 * k + 1], fine
                parsed[i] = (smoothed[i][1], *parsed[i][1:])
                limits[i] = fine.probability
                if coarse.error is None and coarse.probability is not None:
                    limits[i] = shrinking_limit(coarse.probability, fine.probability, *SMOOTHINGS)
    results = []
    for i, ((p, e, q), program, run) in enumerate(zip(parsed, programs, runs, strict=True)):
        probability, error, message = run.probability, run.error, run.message
        if error is None and probability is None:
            error = "other"
            message = f"the program must ask exactly one query, it asked {len(run.probabilities)}"
        elif i in limits:
            probability = limits[i]
            message = (
                "the evidence is impossible under the premises' zeros: the answer is the limit as each 0's stand-in "
                f"shrinks (1e-9: {run.probability:.6g})"
            )
        results.append(ParseResult(list(p), list(e), q, program, probability, error, message))
    return results


def shrinking_limit(coarse: float, fine: float, coarse_eps: float, fine_eps: float) -> float:
    """The answer as a stand-in for 0 shrinks to 0, from the answers at two stand-ins: 0 (or 1) when the answer
    (or its complement) shrinks in proportion to the stand-in, else the linear extrapolation to 0, in [0, 1].

    Examples:

        >>> shrinking_limit(2e-9, 2e-10, 1e-9, 1e-10), shrinking_limit(1 - 3e-9, 1 - 3e-10, 1e-9, 1e-10)
        (0.0, 1.0)
        >>> round(shrinking_limit(0.25 + 1e-9, 0.25 + 1e-10, 1e-9, 1e-10), 12)
        0.25
    """
    ratio = fine_eps / coarse_eps
    for value, limit in ((coarse, 0.0), (1 - coarse, 1.0)):
        other = fine if limit == 0.0 else 1 - fine
        if value == 0 or (value > 0 and abs(other / value - ratio) <= 0.1 * ratio):
            return limit
    return min(1.0, max(0.0, (fine * coarse_eps - coarse * fine_eps) / (coarse_eps - fine_eps)))


def load_parser(
    adapter_or_model: str,
    *,
    base_model: str | None = None,
    constrained: bool = True,
    batch_size: int = 8,
    max_new_tokens: int = 256,
    cache_file: str | None = None,
    declared_vocabulary: bool = True,
    stated_probabilities: bool = True,
) -> Parser:
    """Load a parser from a LoRA adapter folder (or Hub id) or a full model.

    Args:
        adapter_or_model (`str`): a folder/Hub id holding ``adapter_config.json`` (PEFT adapter, merged into its
            base model for speed) or a full causal LM; the alias ``"smollm2"`` works too.
        base_model (`str`, *optional*): overrides the adapter's ``base_model_name_or_path`` (aliases allowed).
        constrained (`bool`, *optional*, defaults to `True`): grammar-constrained decoding.
        batch_size (`int`, *optional*, defaults to `8`): generation batch size.
        max_new_tokens (`int`, *optional*, defaults to `256`): per-sentence generation limit.
        cache_file (`str`, *optional*): JSONL generation cache.
        declared_vocabulary (`bool`, *optional*, defaults to `True`): see :class:`Parser`.
        stated_probabilities (`bool`, *optional*, defaults to `True`): see :class:`Parser`.

    Returns:
        [`Parser`]
    """
    from hedgehub.lm import load_lm

    model, tokenizer = load_lm(adapter_or_model, base_model=base_model)
    return Parser(
        model,
        tokenizer,
        constrained=constrained,
        batch_size=batch_size,
        max_new_tokens=max_new_tokens,
        cache_file=cache_file,
        name=str(adapter_or_model),
        declared_vocabulary=declared_vocabulary,
        stated_probabilities=stated_probabilities,
    )
