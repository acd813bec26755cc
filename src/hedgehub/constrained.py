"""Grammar-constrained decoding of ProbLog clauses with `llguidance <https://github.com/guidance-ai/llguidance>`_.

Two grammars (Lark syntax, compiled by llguidance's ``LLMatcher`` into token masks):

- :func:`premise_grammar`: one or more syntactically valid ProbLog clauses — facts, rules, probabilistic facts and
  rules, annotated disjunctions, bodies of (negated) atoms — with probabilities restricted to numbers in [0, 1].
  Premises *declare* predicates, so new predicate names are allowed here.
- :func:`question_grammar`: ``evidence(Literal, true|false).`` or ``query(Literal).`` where every atom is one the
  premise program declared (:func:`hedgehub.parser.declared_atoms`), so an undeclared predicate or state can not
  be produced.

:class:`GrammarLogitsProcessor` applies one grammar per batch row inside ``model.generate`` (left-padded batches
are fine): before each step it advances each row's matcher by the token just generated and sets every
disallowed logit to ``-inf``. A row whose grammar is complete may only produce the end-of-sequence token.

Examples:

    >>> from hedgehub.constrained import question_grammar, grammar_accepts
    >>> grammar = question_grammar({"smokes": [("person",)], "age": [("driver", "adult"), ("driver", "senior")]})
    >>> grammar_accepts(grammar, "evidence(age(driver, senior), true).")
    True
    >>> grammar_accepts(grammar, "evidence(age(driver, child), true).")
    False
    >>> grammar_accepts(premise_grammar(), "0.3::rain. 0.9::wet :- rain, \\\\+ cold.")
    True
    >>> grammar_accepts(premise_grammar(), "0.3::Rain.")
    False
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

import numpy as np


try:  # optional dependency of the `train` extra
    import llguidance
except ImportError:  # pragma: no cover - exercised only without the extra
    llguidance = None


# No free whitespace (``%ignore``): an untrained or confused model could otherwise fill its budget with blanks.
# A single optional space is allowed where QUITE's programs put one; clauses are separated by one newline or space.
# Lengths are capped so a looping model must close its clause: at most 3 clauses per premise, 12 disjuncts per
# head and 8 body literals (every QUITE premise is one clause with at most 11 disjuncts and 5 body literals).
_FREE_PROB = r"PROB: /(0(\.[0-9]{1,8})?|1(\.0{1,8})?|\.[0-9]{1,8})/"


def _disjunction(atom: str) -> str:
    """A head: ``atom`` or an annotated disjunction of at most 12 ``PROB::atom`` (the length cap)."""
    return f'{atom} | PROB "::" {atom} (SP? ";" SP? PROB "::" {atom})~0..11'


def _conjunction(literal: str) -> str:
    """A body: at most 8 comma-separated ``literal`` (the length cap)."""
    return f'{literal} (SP? "," SP? {literal})~0..7'


def _negatable(atom: str) -> str:
    return f'{atom} | "\\\\+" SP? {atom} | "not" SP {atom}'


_PREMISE_GRAMMAR = f"""
start: clause (SEP clause)~0..2
clause: head (SP? ":-" SP? body)? "."
head: {_disjunction("atom")}
body: {_conjunction("literal")}
literal: {_negatable("atom")}
atom: NAME | FUNCTOR term (SP? "," SP? term)* ")"
term: NAME | QUOTED | NUM
{_FREE_PROB}
FUNCTOR: /[a-z][a-zA-Z0-9_]{{0,47}}\\(/
NAME: /[a-z][a-zA-Z0-9_]{{0,47}}/
QUOTED: /'[^'\\n]{{1,40}}'/
NUM: /[0-9]{{1,8}}(\\.[0-9]{{1,8}})?/
SP: " "
SEP: "\\n" | " "
"""


def _require_llguidance() -> None:
    if llguidance is None:
        raise ImportError("constrained decoding needs llguidance: pip install 'hedgehub[train]' (or llguidance)")


_NUMBER = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\s*(%|percent\b|per cent\b)?")
_PROBABILITY_WORD = re.compile(r"(probabilit|chance|likelihood|odds)[a-z]*\s+(of|is|at|to be)?\s*$", re.IGNORECASE)


def _decimal_text(value: float) -> str:
    """``0.3`` for 0.3, ``0.000001`` for 1e-06, ``1`` for 1.0: the shortest fixed-point text (≤ 10 decimals)."""
    text = f"{value:.10f}".rstrip("0")
    return text[:-1] if text.endswith(".") else text


def probability_choices(sentence: str) -> list[str] | None:
    """The probabilities a *numeric* premise sentence can mean, or ``None`` when it states no number.

    A sentence states numbers when it has a percentage (``30%``, ``30 percent``) or a decimal probability after a
    probability word (``a probability of 0.8``, not ``0.5 mg/L``). The choices are those numbers (percentages
    divided by 100), their complements ``1 - p``, the remainder ``1 - sum`` split evenly over 1–6 outcomes (for
    "... whereas LOW, NORMAL and HIGH have equal likelihood"), and 0 and 1. Sentences in words of estimative
    probability (WEP) state no number: ``None`` (any probability is allowed).

    Examples:

        >>> probability_choices("Smoking leads to bronchitis in 60% of all cases.")
        ['0', '0.066666667', '0.08', '0.1', '0.133333333', '0.2', '0.4', '0.6', '1']
        >>> probability_choices("The level is 0.5 mg/L with a probability of 0.8.")
        ['0', '0.033333333', '0.04', '0.05', '0.066666667', '0.1', '0.2', '0.8', '1']
        >>> probability_choices("It is likely that smoking leads to bronchitis.") is None
        True
    """
    stated = []
    for match in _NUMBER.finditer(sentence):
        number, percent = match.group(1), match.group(2)
        if percent:
            stated.append(float(number) / 100)
        elif "." in number and _PROBABILITY_WORD.search(sentence[max(0, match.start() - 40) : match.start()]):
            stated.append(float(number))  # "with a probability of 0.8" (not "0.5 mg/L")
    stated = [v for v in stated if 0 <= v <= 1]
    if not stated:
        return None
    values = {0.0, 1.0}
    for v in stated:
        values.update((v, 1 - v))
    remainder = 1 - sum(set(stated))
    if remainder > 0:
        values.update(remainder / k for k in range(1, 7))
    return sorted({_decimal_text(round(v, 9)) for v in values}, key=float)


def _prob_terminal(choices: Sequence[str] | None) -> str:
    if not choices:
        return _FREE_PROB
    forms = []
    for text in choices:
        escaped = re.escape(text)
        if "." not in text:
            forms.append(escaped + r"(\.0{1,3})?")
        elif len(text) > 4 and text[-1] == text[-2]:  # 33.33% may be written 0.3333333
            forms.append(escaped + re.escape(text[-1]) + "{0,4}")
        else:
            forms.append(escaped + "0{0,3}")
    return "PROB: /(" + "|".join(forms) + ")/"


def premise_grammar(
    atoms: Mapping[str, Sequence[tuple[str, ...]]] | None = None, probabilities: Sequence[str] | None = None
) -> str:
    """The Lark grammar of a block of ProbLog clauses (see the module docstring).

    Args:
        atoms (`Mapping[str, Sequence[tuple[str, ...]]]`, *optional*): the atoms the earlier premises declared
            (:func:`hedgehub.parser.declared_atoms`). When given, rule bodies may only use these atoms (a premise
            conditions on variables already introduced, as QUITE's premises do), so no undefined predicate can
            enter a body (with an empty mapping no body is possible), and a head that reuses a declared predicate
            must use one of its declared argument tuples (the states stay those of the first premise about the
            variable), with a body over the other declared predicates (no self-loops); an annotated disjunction
            about a declared predicate lists only that predicate's atoms. New predicates are free. ``None``: any
            body and head.
        probabilities (`Sequence[str]`, *optional*): the only probability texts allowed (trailing zeros may be
            added), e.g. :func:`probability_choices` of the sentence. ``None``: any number in [0, 1].

    Returns:
        `str`: a Lark grammar for llguidance.

    Examples:

        >>> g = premise_grammar({"smokes": [("person",)]}, ["0.1", "0.9"])
        >>> grammar_accepts(g, "0.10::cancer(person) :- smokes(person).")
        True
        >>> grammar_accepts(g, "0.2::cancer(person) :- smokes(person).")
        False
        >>> grammar_accepts(g, "0.1::cancer(person) :- drinks(person).")
        False
        >>> grammar_accepts(g, "0.1::smokes(driver).")  # smokes/1 is declared for person only
        False
        >>> grammar_accepts(g, "0.1::smokes(person) :- smokes(person).")  # a variable conditioned on itself
        False
    """
    if atoms is None and probabilities is None:
        return _PREMISE_GRAMMAR
    grammar = _PREMISE_GRAMMAR
    if probabilities is not None:
        grammar = re.sub(r"(?m)^PROB: .*$", lambda _: _prob_terminal(probabilities), grammar)
    if atoms is not None:
        if atoms:
            grammar = _declared_clause_rules(grammar, atoms)
        else:
            grammar = re.sub(r"(?m)^clause: .*$", lambda _: 'clause: head "."', grammar)
            grammar = re.sub(r"(?m)^(body|literal): .*\n", "", grammar)
    return grammar


def _declared_clause_rules(grammar: str, atoms: Mapping[str, Sequence[tuple[str, ...]]]) -> str:
    """Replace the clause rules of ``grammar`` by ones over the declared vocabulary (see :func:`premise_grammar`).

    A clause either has a *new* predicate in its head (any name but a declared one) or is about *one* declared
    predicate: every disjunct of its head is one of that predicate's declared atoms and its body uses the other
    declared predicates only (no clause conditions a variable on itself; predicates whose atoms differ in more than
    one argument, like the time slices of a dynamic network, may). Bodies only use declared atoms.
    """
    rules, names = _atom_rules(atoms, prefix="declared")
    taken = "|".join(sorted(atoms))
    lines = [
        "clause: new_clause | " + " | ".join(f"clause_{i}" for i in range(len(names))),
        'new_clause: new_head (SP? ":-" SP? body)? "."',
        f"new_head: {_disjunction('new_atom')}",
        'new_atom: NEW_NAME | NEW_FUNCTOR term (SP? "," SP? term)* ")"',
        f"NEW_NAME: /[a-z][a-zA-Z0-9_]{{0,47}}/ & ~/({taken})/",
        f"NEW_FUNCTOR: /[a-z][a-zA-Z0-9_]{{0,47}}\\(/ & ~/({taken})\\(/",
        f"body: {_conjunction('literal')}",
        f"literal: {_negatable('body_atom')}",
        "body_atom: " + " | ".join(names),
        *rules,
    ]
    for i, (name, (_, arg_tuples)) in enumerate(zip(names, sorted(atoms.items()), strict=True)):
        # a predicate whose atoms differ in one argument (the state) is one variable: it cannot condition itself;
        # atoms that differ in more (a value and a time slice, as in dynamic networks) may depend on each other
        arity = max(len(args) for args in arg_tuples)
        varying = sum(len({args[k] if k < len(args) else None for args in arg_tuples}) > 1 for k in range(arity))
        others = [n for n in names if n != name or varying > 1]
        head = f"head_{i}: {_disjunction(name)}"
        if not others:
            lines += [f'clause_{i}: head_{i} "."', head]
            continue
        lines += [
            f'clause_{i}: head_{i} (SP? ":-" SP? body_{i})? "."',
            head,
            f"body_{i}: {_conjunction(f'literal_{i}')}",
            f"literal_{i}: {_negatable(f'other_{i}')}",
            f"other_{i}: " + " | ".join(others),
        ]
    grammar = re.sub(r"(?m)^(clause|head|body|literal): .*\n", "", grammar)
    return grammar.replace("start: clause", "\n".join(lines) + "\nstart: clause", 1)


def _atom_rules(atoms: Mapping[str, Sequence[tuple[str, ...]]], *, prefix: str) -> tuple[list[str], list[str]]:
    """One Lark rule per predicate whose alternatives are exactly the declared atoms of that predicate."""
    rules, names = [], []
    for i, (name, arg_tuples) in enumerate(sorted(atoms.items())):
        forms = []
        for args in sorted(set(arg_tuples)):
            if args:
                inner = ' "," SP? '.join(_lark_literal(a) for a in args)
                forms.append(f'{_lark_literal(name + "(")} {inner} ")"')
            else:
                forms.append(_lark_literal(name))
        rules.append(f"{prefix}_{i}: " + " | ".join(forms))
        names.append(f"{prefix}_{i}")
    return rules, names


def _lark_literal(text: str) -> str:
    return json.dumps(text)


def question_grammar(atoms: Mapping[str, Sequence[tuple[str, ...]]], *, kind: str = "any") -> str:
    """The Lark grammar of one evidence or query clause over declared atoms only.

    Args:
        atoms (`Mapping[str, Sequence[tuple[str, ...]]]`): predicate name → the argument tuples declared for it
            (an empty tuple for a 0-ary atom), as :func:`hedgehub.parser.declared_atoms` returns.
        kind (`str`, *optional*, defaults to `"any"`): ``"evidence"``, ``"query"`` or ``"any"``.

    Returns:
        `str`: a Lark grammar for llguidance.
    """
    if not atoms:
        raise ValueError("no declared predicates: the premise program declares nothing to ask about")
    rules, alternatives = _atom_rules(atoms, prefix="atom")
    evidence = 'evidence: "evidence(" literal (SP? "," SP? BOOL)? ")" "."'
    query = 'query: "query(" literal ")" "."'
    start = {"evidence": "start: evidence", "query": "start: query", "any": "start: evidence | query"}[kind]
    return "\n".join(
        [
            start,
            evidence,
            query,
            f"literal: {_negatable('atom')}",
            "atom: " + " | ".join(alternatives),
            *rules,
            'BOOL: "true" | "false"',
            'SP: " "',
        ]
    )


@lru_cache(maxsize=8)
def _ll_tokenizer(tokenizer):
    _require_llguidance()
    import llguidance.hf

    return llguidance.hf.from_tokenizer(tokenizer)


@lru_cache(maxsize=1)
def _byte_tokenizer():
    """A 256-token byte-level tokenizer, enough to check whether a grammar accepts a text."""
    _require_llguidance()
    return llguidance.LLTokenizer("byte")


def grammar_accepts(grammar: str, text: str) -> bool:
    """Whether ``text`` is a complete sentence of ``grammar`` (checked byte by byte, no model involved).

    Args:
        grammar (`str`): a Lark grammar.
        text (`str`): the candidate text.

    Returns:
        `bool`
    """
    _require_llguidance()
    matcher = llguidance.LLMatcher(_byte_tokenizer(), grammar, log_level=0)
    if matcher.is_error():
        raise ValueError(f"invalid grammar: {matcher.get_error()}")
    tokens = _byte_tokenizer().tokenize_str(text)
    return matcher.consume_tokens(tokens) and not matcher.is_error() and matcher.is_accepting()


class GrammarLogitsProcessor:
    """A ``transformers`` logits processor that keeps each batch row inside its own grammar.

    Args:
        tokenizer (`PreTrainedTokenizerFast`): the model's tokenizer (fast tokenizers only).
        grammars (`Sequence[str]`): one Lark grammar per batch row.
        prompt_length (`int`): the (padded) prompt length, so the processor knows which tokens were generated.

    Examples:

        >>> # processor = GrammarLogitsProcessor(tokenizer, grammars, batch["input_ids"].shape[1])
        >>> # model.generate(**batch, logits_processor=LogitsProcessorList([processor]))
    """

    def __init__(self, tokenizer, grammars: Sequence[str], prompt_length: int):
        _require_llguidance()
        self.ll_tokenizer = _ll_tokenizer(tokenizer)
        self.matchers = []
        for grammar in grammars:
            matcher = llguidance.LLMatcher(self.ll_tokenizer, grammar, log_level=0)
            if matcher.is_error():
                raise ValueError(f"invalid grammar: {matcher.get_error()}")
            self.matchers.append(matcher)
        self.prompt_length = prompt_length
        self.eos_token_id = tokenizer.eos_token_id
        self.n_vocab = self.ll_tokenizer.vocab_size

    def __call__(self, input_ids, scores):
        import torch

        generated = input_ids.shape[1] - self.prompt_length
        for row, matcher in enumerate(self.matchers):
            if generated > 0 and not matcher.is_stopped() and not matcher.is_error():
                matcher.consume_token(int(input_ids[row, -1]))
            if matcher.is_stopped() or matcher.is_error():
                # the clause is complete (or the row left the grammar): only the end of the sequence may follow
                scores[row, :] = float("-inf")
                scores[row, self.eos_token_id] = 0.0
                continue
            bits = np.unpackbits(np.frombuffer(matcher.compute_bitmask(), dtype=np.uint8), bitorder="little")
            allowed = np.zeros(scores.shape[1], dtype=bool)
            n = min(scores.shape[1], self.n_vocab, bits.shape[0])
            allowed[:n] = bits[:n].astype(bool)
            scores[row, ~torch.from_numpy(allowed)] = float("-inf")
        return scores
