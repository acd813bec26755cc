"""Symbolic rules for LINK: the file format, loading, validation of the paper's constraints, and search order.

A rule file is YAML or JSON holding a list of rules (or ``{"rules": [...]}``). One rule::

    id: allergy-cannot-eat                 # unique, used for cache files and dataset rows
    domain: capability and advice          # temporal | locational | capability and advice | natural properties
    variables:                             # typed variables; exactly one is the generic subject
      X: {type: person, generic: true}     # verbalized as "Person X"
      A: {type: allergen}
      I: {type: ingredient}
      D: {type: dish}
    premises:                              # binary predicates, a linear chain X - A - I - D
      - {predicate: allergic_to, args: [X, A], text: "[X] is allergic to [A]"}
      - {predicate: type_of, args: [I, A], text: "[I] is a type of [A]"}
      - {predicate: ingredient_of, args: [I, D], text: "[I] is an ingredient of [D]"}
    conclusion:                            # binary, generic subject and the far end of the chain
      predicate: cannot_eat
      args: [X, D]
      text: "[X] cannot eat [D]"
      negated: "[X] can eat [D]"           # used by the entailment-probing templates
      question: "Can [X] eat [D]?"         # the conclusion turned into a question (minimal edit)
      positive: false                      # is `text` a positive statement? (flips the question template)
    order: auto                            # auto | premise-first | conclusion-first
    # optional per variable: `single_value: true` marks a variable whose value is one fact about its neighbour
    # on the conclusion side (an invention's year); `order: auto` then searches conclusion-first.

Constraints checked by :func:`validate_rule` (Li et al., 2024, Sec. 3.1): one generic subject shared by the
conclusion and the first premise (*same subject*); the premises form one linear chain from the subject to the
conclusion's object (*linearly chained*); at least three variables; the conclusion is not a paraphrase of a premise.

Examples:

    >>> rule = Rule.from_dict({
    ...     "id": "toy", "domain": "natural properties",
    ...     "variables": {"X": {"type": "person", "generic": True}, "A": {"type": "material"},
    ...                   "O": {"type": "object"}},
    ...     "premises": [{"predicate": "allergic_to", "args": ["X", "A"], "text": "[X] is allergic to [A]"},
    ...                  {"predicate": "made_of", "args": ["O", "A"], "text": "[O] is made of [A]"}],
    ...     "conclusion": {"predicate": "should_not_touch", "args": ["X", "O"], "text": "[X] should not touch [O]",
    ...                    "negated": "[X] can touch [O]", "question": "Can [X] touch [O]?", "positive": False}})
    >>> validate_rule(rule)
    >>> rule.chain()
    ['X', 'A', 'O']
    >>> rule.search_order()
    ['A', 'O']
    >>> rule.verbalize(rule.premises[1], {"O": "a wool scarf", "A": "wool"})
    'a wool scarf is made of wool'
"""

from __future__ import annotations

import difflib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


DOMAINS = ("temporal", "locational", "capability and advice", "natural properties")
ORDERS = ("auto", "premise-first", "conclusion-first")
GENERIC_SURFACE = "Person X"
PARAPHRASE_RATIO = 0.8
RULES_DIR = Path(__file__).resolve().parent / "rules"
_PLACEHOLDER = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*)\]")


class RuleError(ValueError):
    """A rule breaks the format or one of the paper's constraints; the message names the rule."""


@dataclass
class Variable:
    name: str
    type: str
    generic: bool = False
    single_value: bool = False


@dataclass
class Predicate:
    predicate: str
    args: tuple[str, str]
    text: str


@dataclass
class Conclusion(Predicate):
    negated: str = ""
    question: str = ""
    positive: bool = False


@dataclass
class Rule:
    id: str
    domain: str
    variables: dict[str, Variable]
    premises: list[Predicate]
    conclusion: Conclusion
    order: str = "auto"
    source: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ parsing
    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "") -> Rule:
        """Parse one rule; raises :class:`RuleError` naming the rule and the missing/ill-typed field."""
        rid = data.get("id") if isinstance(data, dict) else None
        where = f"rule {rid!r}" + (f" in {source}" if source else "")
        if not isinstance(data, dict):
            raise RuleError(f"{where}: a rule must be a mapping, got {type(data).__name__}")
        for key in ("id", "domain", "variables", "premises", "conclusion"):
            if key not in data:
                raise RuleError(f"{where}: missing field {key!r}")
        variables = {}
        if not isinstance(data["variables"], dict):
            raise RuleError(f"{where}: 'variables' must map names to {{type: ...}}")
        for name, spec in data["variables"].items():
            if isinstance(spec, str):
                spec = {"type": spec}
            if not isinstance(spec, dict) or "type" not in spec:
                raise RuleError(f"{where}: variable {name!r} needs a 'type'")
            variables[str(name)] = Variable(
                str(name), str(spec["type"]), bool(spec.get("generic", False)), bool(spec.get("single_value", False))
            )

        def predicate(spec: Any, label: str, kind=Predicate, **more) -> Predicate:
            if not isinstance(spec, dict) or not {"predicate", "args", "text"} <= set(spec):
                raise RuleError(f"{where}: {label} needs 'predicate', 'args' and 'text'")
            args = spec["args"]
            if not isinstance(args, list | tuple) or len(args) != 2:
                raise RuleError(f"{where}: {label} {spec['predicate']!r} must have exactly 2 args, got {args!r}")
            return kind(str(spec["predicate"]), (str(args[0]), str(args[1])), str(spec["text"]), **more)

        if not isinstance(data["premises"], list):
            raise RuleError(f"{where}: 'premises' must be a list")
        premises = [predicate(p, f"premise {i}") for i, p in enumerate(data["premises"])]
        c = data["conclusion"]
        for key in ("negated", "question", "positive"):
            if not isinstance(c, dict) or key not in c:
                raise RuleError(f"{where}: conclusion needs {key!r} (used by the entailment-probing templates)")
        conclusion = predicate(
            c,
            "conclusion",
            Conclusion,
            negated=str(c["negated"]),
            question=str(c["question"]),
            positive=bool(c["positive"]),
        )
        known = {"id", "domain", "variables", "premises", "conclusion", "order"}
        return cls(
            id=str(data["id"]),
            domain=str(data["domain"]),
            variables=variables,
            premises=premises,
            conclusion=conclusion,
            order=str(data.get("order", "auto")),
            source=source,
            extra={k: v for k, v in data.items() if k not in known},
        )

    def to_dict(self) -> dict[str, Any]:
        """The rule back in file form (what :meth:`from_dict` reads)."""
        variables = {}
        for v in self.variables.values():
            spec: dict[str, Any] = {"type": v.type}
            if v.generic:
                spec["generic"] = True
            if v.single_value:
                spec["single_value"] = True
            variables[v.name] = spec
        c = self.conclusion
        return {
            "id": self.id,
            "domain": self.domain,
            "variables": variables,
            "premises": [{"predicate": p.predicate, "args": list(p.args), "text": p.text} for p in self.premises],
            "conclusion": {
                "predicate": c.predicate,
                "args": list(c.args),
                "text": c.text,
                "negated": c.negated,
                "question": c.question,
                "positive": c.positive,
            },
            "order": self.order,
            **self.extra,
        }

    # ------------------------------------------------------------------ structure
    @property
    def subject(self) -> str:
        """The generic subject variable ("Person X")."""
        generic = [v.name for v in self.variables.values() if v.generic]
        if len(generic) != 1:
            raise RuleError(f"rule {self.id!r}: exactly one variable must be generic, found {generic}")
        return generic[0]

    def chain(self) -> list[str]:
        """Variables along the premise chain, from the generic subject to the conclusion's object."""
        subject = self.subject
        order, used = [subject], set()
        while len(used) < len(self.premises):
            current = order[-1]
            nxt = [i for i, p in enumerate(self.premises) if i not in used and current in p.args]
            if len(nxt) != 1:
                break
            used.add(nxt[0])
            a, b = self.premises[nxt[0]].args
            other = b if a == current else a
            if other in order:
                break
            order.append(other)
        return order

    def search_order(self) -> list[str]:
        """Variables in the order the beam search fills them (the subject is never searched).

        ``premise-first`` walks the chain from the subject; ``conclusion-first`` starts at the conclusion's object
        and walks back. ``auto`` picks conclusion-first when a ``single_value`` variable is determined by its
        neighbour on the conclusion side (it must be filled after that neighbour), premise-first otherwise.
        """
        chain = self.chain()[1:]
        order = self.order
        if order == "auto":
            order = "conclusion-first" if any(self.variables[v].single_value for v in chain[:-1]) else "premise-first"
        return chain if order == "premise-first" else chain[::-1]

    def predicates(self) -> list[Predicate]:
        """Premises then the conclusion."""
        return [*self.premises, self.conclusion]

    def verbalize(self, predicate: Predicate | str, values: dict[str, str]) -> str:
        """Fill ``[V]`` placeholders of a predicate text (or a template) with ``values``; the subject is "Person X"."""
        text = predicate if isinstance(predicate, str) else predicate.text
        values = {self.subject: GENERIC_SURFACE, **values}
        return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)

    def statement(self, values: dict[str, str]) -> tuple[str, str]:
        """``(premise, conclusion)`` sentences of a fully instantiated rule."""
        premise = " and ".join(self.verbalize(p, values) for p in self.premises)
        return premise, self.verbalize(self.conclusion, values)

    def partial_statement(self, values: dict[str, str]) -> str:
        """Every predicate whose variables are all filled, premises first, joined by "and" (the reranker's input)."""
        filled = {self.subject, *values}
        parts = [self.verbalize(p, values) for p in self.predicates() if set(p.args) <= filled]
        return " and ".join(parts)


def _normalized(rule: Rule, text: str) -> str:
    """Text with placeholders replaced by variable types, lower-cased, without negation words (paraphrase check)."""
    out = _PLACEHOLDER.sub(lambda m: rule.variables[m.group(1)].type if m.group(1) in rule.variables else "", text)
    out = re.sub(r"\b(not|cannot|can't|never|no)\b", " ", out.lower())
    return " ".join(re.findall(r"[a-z]+", out))


def validate_rule(rule: Rule) -> None:
    """Check the format and the paper's constraints; raise :class:`RuleError` naming the rule and the problem."""
    where = f"rule {rule.id!r}" + (f" in {rule.source}" if rule.source else "")
    if rule.domain not in DOMAINS:
        raise RuleError(f"{where}: unknown domain {rule.domain!r}; expected one of {list(DOMAINS)}")
    if rule.order not in ORDERS:
        raise RuleError(f"{where}: unknown order {rule.order!r}; expected one of {list(ORDERS)}")
    if len(rule.variables) < 3:
        raise RuleError(f"{where}: needs at least 3 variables, has {len(rule.variables)}")
    generic = [v.name for v in rule.variables.values() if v.generic]
    if len(generic) != 1:
        raise RuleError(f"{where}: exactly one variable must be the generic subject (generic: true), found {generic}")
    subject = generic[0]
    if not rule.premises:
        raise RuleError(f"{where}: needs at least one premise")
    for p in rule.predicates():
        for arg in p.args:
            if arg not in rule.variables:
                raise RuleError(f"{where}: predicate {p.predicate!r} uses undeclared variable {arg!r}")
        if p.args[0] == p.args[1]:
            raise RuleError(f"{where}: predicate {p.predicate!r} relates {p.args[0]!r} to itself")
        texts = [p.text] + ([p.negated, p.question] if isinstance(p, Conclusion) else [])
        for text in texts:
            placeholders = set(_PLACEHOLDER.findall(text))
            if placeholders != set(p.args):
                raise RuleError(
                    f"{where}: text {text!r} of {p.predicate!r} must mention exactly [{p.args[0]}] and "
                    f"[{p.args[1]}], mentions {sorted(placeholders)}"
                )
    # same subject
    if subject not in rule.conclusion.args:
        raise RuleError(f"{where}: the conclusion must be about the generic subject {subject!r} (same subject)")
    with_subject = [p.predicate for p in rule.premises if subject in p.args]
    if len(with_subject) != 1:
        raise RuleError(
            f"{where}: exactly one premise must mention the generic subject {subject!r} (same subject, linear "
            f"chain), found {with_subject}"
        )
    # linearly chained
    chain = rule.chain()
    obj = rule.conclusion.args[1] if rule.conclusion.args[0] == subject else rule.conclusion.args[0]
    if len(chain) != len(rule.premises) + 1 or set(chain) != set(rule.variables):
        raise RuleError(
            f"{where}: premises must form one linear chain through every variable starting at {subject!r}; "
            f"the chain stops at {chain}"
        )
    if chain[-1] != obj:
        raise RuleError(f"{where}: the chain {chain} must end at the conclusion's object {obj!r}")
    # single-value variables need a determining neighbour searched first
    for name in chain[1:-1]:
        if rule.variables[name].single_value and rule.order == "premise-first":
            raise RuleError(f"{where}: variable {name!r} is single_value, which needs conclusion-first or auto order")
    # premise != paraphrase of conclusion
    conclusion_norm = _normalized(rule, rule.conclusion.text)
    for p in rule.premises:
        if p.predicate == rule.conclusion.predicate:
            raise RuleError(f"{where}: premise {p.predicate!r} repeats the conclusion predicate")
        ratio = difflib.SequenceMatcher(None, _normalized(rule, p.text), conclusion_norm).ratio()
        if ratio >= PARAPHRASE_RATIO:
            raise RuleError(
                f"{where}: premise {p.text!r} is a paraphrase of the conclusion {rule.conclusion.text!r} "
                f"(similarity {ratio:.2f} >= {PARAPHRASE_RATIO})"
            )


def load_rules(paths: str | os.PathLike | list | None = None, validate: bool = True) -> list[Rule]:
    """Load rules from YAML/JSON files or folders (defaults to the shipped starter set).

    Args:
        paths (`str`, `os.PathLike` or a list of them, *optional*): files or folders of ``*.yaml|*.yml|*.json``.
        validate (`bool`, *optional*, defaults to `True`): run :func:`validate_rule` on every rule.

    Returns:
        `list[Rule]`: in file order; ids must be unique.

    Examples:

        >>> rules = load_rules()
        >>> len(rules) >= 24, sorted({r.domain for r in rules}) == sorted(DOMAINS)
        (True, True)
    """
    if paths is None:
        paths = [RULES_DIR]
    if isinstance(paths, str | os.PathLike):
        paths = [paths]
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(f for f in p.iterdir() if f.suffix in (".yaml", ".yml", ".json"))
        elif p.exists():
            files.append(p)
        else:
            raise FileNotFoundError(f"rule file {p} does not exist")
    rules, seen = [], {}
    for f in files:
        text = f.read_text(encoding="utf-8")
        try:
            if f.suffix == ".json":
                data = json.loads(text)
            else:
                import yaml

                data = yaml.safe_load(text)
        except Exception as err:  # noqa: BLE001 - re-raised with the file name
            raise RuleError(f"{f}: cannot parse ({err})") from err
        if isinstance(data, dict) and "rules" in data:
            data = data["rules"]
        if not isinstance(data, list):
            raise RuleError(f"{f}: expected a list of rules (or {{rules: [...]}})")
        for item in data:
            rule = Rule.from_dict(item, source=str(f))
            if validate:
                validate_rule(rule)
            if rule.id in seen:
                raise RuleError(f"rule id {rule.id!r} in {f} is already used in {seen[rule.id]}")
            seen[rule.id] = str(f)
            rules.append(rule)
    return rules
