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
from collections.abc import Mapping, Sequence
from functools import lru_cache

import numpy as np


try:  # optional dependency of the `train` extra
    import llguidance
except ImportError:  # pragma: no cover - exercised only without the extra
    llguidance = None


# No free whitespace (``%ignore``): an untrained or confused model could otherwise fill its budget with blanks.
# A single optional space is allowed where QUITE's programs put one; clauses are separated by one newline or space.
_PREMISE_GRAMMAR = r"""
start: clause (SEP clause)*
clause: head (SP? ":-" SP? body)? "."
head: atom | PROB "::" atom (SP? ";" SP? PROB "::" atom)*
body: literal (SP? "," SP? literal)*
literal: atom | "\\+" SP? atom | "not" SP atom
atom: NAME | FUNCTOR term (SP? "," SP? term)* ")"
term: NAME | QUOTED | NUM
PROB: /(0(\.[0-9]{1,8})?|1(\.0{1,8})?|\.[0-9]{1,8})/
FUNCTOR: /[a-z][a-zA-Z0-9_]{0,47}\(/
NAME: /[a-z][a-zA-Z0-9_]{0,47}/
QUOTED: /'[^'\n]{1,40}'/
NUM: /[0-9]{1,8}(\.[0-9]{1,8})?/
SP: " "
SEP: "\n" | " "
"""


def _require_llguidance() -> None:
    if llguidance is None:
        raise ImportError("constrained decoding needs llguidance: pip install 'hedgehub[train]' (or llguidance)")


def premise_grammar() -> str:
    """The Lark grammar of a block of ProbLog clauses (see the module docstring)."""
    return _PREMISE_GRAMMAR


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
    rules = []
    alternatives = []
    for i, (name, arg_tuples) in enumerate(sorted(atoms.items())):
        forms = []
        for args in sorted(set(arg_tuples)):
            if args:
                inner = ' "," SP? '.join(_lark_literal(a) for a in args)
                forms.append(f'{_lark_literal(name + "(")} {inner} ")"')
            else:
                forms.append(_lark_literal(name))
        rules.append(f"atom_{i}: " + " | ".join(forms))
        alternatives.append(f"atom_{i}")
    evidence = 'evidence: "evidence(" literal (SP? "," SP? BOOL)? ")" "."'
    query = 'query: "query(" literal ")" "."'
    start = {"evidence": "start: evidence", "query": "start: query", "any": "start: evidence | query"}[kind]
    return "\n".join(
        [
            start,
            evidence,
            query,
            'literal: atom | "\\\\+" SP? atom | "not" SP atom',
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
