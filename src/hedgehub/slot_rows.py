"""A premise sentence that states several rows of one variable's table, cut into one sentence per row.

QUITE's premises state one parent assignment each, so :class:`hedgehub.slot_parser.SlotParser` reads one row per
sentence. People write a conditional table more tightly: "The test is positive in 90% of people with the disease and
in 5% of people without it", "The alarm rings with a probability of 95% if there is a burglary; otherwise 2%".
:func:`premise_rows` cuts such a sentence into one sentence per row, each with its number and its own condition, so
the parser reads them as the run of one variable (the second row continues the first).

A sentence is cut between two stated probabilities (numbers or words of estimative probability) at a break (``;``,
``,``, ``and``, ``but``, ``while``, ``whereas``; never across a full stop) only when the words on each side of it name
a condition of their own (or the second side begins with *otherwise*) (:data:`CONDITION`: ``if``, ``when``, ``given``,
``otherwise``, "of people with / without …", "for sick people", …), or when the second side is the first's subject with
*non-* ("Smokers …, non-smokers …"). A sentence that lists several states of one variable under one condition ("If A, X
is low in 20% and high in 80% of cases") names a condition on one side only and stays whole, as every QUITE and
bn-reasoning premise does. :func:`rows_by_states` cuts a sentence into one row per state of a variable declared
before it ("… 20% on an icy road, 5% on a wet road …"); the parser asks for that once it has read the sentence as a
new variable with that variable's states.

Examples:

    >>> sentence = "The test is positive in 90% of people with the disease and in 5% of people without it."
    >>> for row in premise_rows(sentence):
    ...     print(row)
    Among people with the disease, the test is positive in 90%.
    Among people without it, the test is positive in 5%.
    >>> for row in premise_rows("The grass is wet with a probability of 90% if it rains; otherwise 10%."):
    ...     print(row)
    The grass is wet with a probability of 90% if it rains.
    The grass is wet with a probability of 10% otherwise.
    >>> premise_rows("If it rains, the grass is wet in 90% of cases, and if it does not, in 10%.")
    ['If it rains, the grass is wet in 90% of cases.', 'If it is not the case that it rains, the grass is wet in 10%.']
    >>> premise_rows("Smokers get lung cancer with a probability of 10%, non-smokers with a probability of 1%.")
    ['Smokers get lung cancer with a probability of 10%.', 'Non-smokers get lung cancer with a probability of 1%.']
    >>> for row in premise_rows("If it rains, the grass is highly likely to be wet; otherwise it is unlikely."):
    ...     print(row)
    If it rains, the grass is highly likely to be wet.
    If it is not the case that it rains, the grass is unlikely to be wet.
    >>> premise_rows("A storm delays a flight in 70% of cases; otherwise 15%.")
    ['A storm delays a flight in 70% of cases.', 'A storm delays a flight in 15% otherwise.']
    >>> premise_rows("If the flow is low, the pressure is high in 70% of cases and normal in 30%.")
    ['If the flow is low, the pressure is high in 70% of cases and normal in 30%.']
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hedgehub.slot_parser import (
    _ALWAYS,
    _ALWAYS_NOT_AFTER,
    _FORWARD_CUE,
    _FREQUENCY_PATTERN,
    _NEGATION,
    WEP_PHRASES,
    _says,
    _words,
    number_mentions,
)


_WORDS = re.compile(
    r"\b(?:"
    + "|".join(re.escape(w) for w in WEP_PHRASES)
    + "|"
    + "".join(f"(?<!{w} )" for w in sorted(_ALWAYS_NOT_AFTER))
    + f"(?:{'|'.join(_ALWAYS)}))\\b",
    re.IGNORECASE,
)


_FREQUENCY_WORDS = re.compile(rf"\b{_FREQUENCY_PATTERN}\b", re.IGNORECASE)


def _mentions(text: str) -> list[tuple[int, int]]:
    """Where ``text`` states a probability, in order: numbers (:func:`hedgehub.slot_parser.number_mentions`) and
    words of estimative probability (:data:`hedgehub.slot_parser.WEP_PHRASES`: "likely", "highly unlikely"), and
    ``always`` / ``never`` (not ``almost never``, not ``who never``); where none of these, words of frequency
    (:data:`hedgehub.slot_parser.FREQUENCY_VALUES`: "usually", "very rarely")."""
    spans = [(start, stop) for start, stop, _ in number_mentions(text)]
    spans += [m.span() for m in _WORDS.finditer(text) if not any(s < m.end() and m.start() < e for s, e in spans)]
    return sorted(spans or [m.span() for m in _FREQUENCY_WORDS.finditer(text)])


_GROUP = (
    r"\b(?:of|for|among)\s+(?P<group>(?:the\s+|all\s+)?(?!not\b|being\b)\w+\s+(?:with|without|who|having)\b"
    r"(?!\s+(?:a|an)\s+\w+\s+of\b).*)"
)
_KIND_OF_GROUP = (
    r"\b(?:of|for|among)\s+(?P<group>(?:the\s+)?(?!all\b|the\b|these\b|those\b|such\b|most\b|many\b|some\b|"
    r"both\b)\w+\s+(?:people|persons|patients|individuals|men|women|children|adults|subjects)\b.*)"
)
_GROUPS = tuple(re.compile(pattern, re.IGNORECASE) for pattern in (_GROUP, _KIND_OF_GROUP))
"""A group a row is said of: "of people without it", "for sick people"."""
CONDITION = re.compile(
    r"\b(?:if|when|whenever|given|unless|provided|otherwise|else|in case)\b"
    + "".join(f"|{group.pattern.replace('?P<group>', '?:')}" for group in _GROUPS),
    re.IGNORECASE,
)
"""Words that say a condition of their own: a part of a sentence holding them states a row."""

_BREAK = re.compile(r"\s*;\s*|,?\s+(?:and|but|while|whereas)\s+|,\s+", re.IGNORECASE)
_LEADING = _FORWARD_CUE  # a row that begins with its own condition ("If it does not, …")
_NEGATED = re.compile(rf"{_NEGATION.pattern}|\b(?:otherwise|else)\b", re.IGNORECASE)
"""What says a row is another than the first: a negation (:data:`hedgehub.slot_parser._NEGATION`) or *otherwise*."""
_ELIDED = re.compile(
    r"^(?:if|when|whenever)\s+(?:(?:it|they|he|she|there|this|that|one|is|are|was|were|does|do|did|has|have|had|"
    r"not|n't|isn't|aren't|doesn't|don't|didn't|hasn't|haven't|none|no)\s*)+,\s*",
    re.IGNORECASE,
)
"""A condition that only says *not* of the first row's ("if it does not", "when there is none"): the second row is
said with the first row's condition denied ("if it is not the case that it rains"), so it names what it is about."""
_CLAUSE = re.compile(r"^(?:it|they|he|she|this|that|there)\s+(?:is|are|was|were|will|would|has|have)\b", re.I)
_PRONOUN_VERB = re.compile(r"^(?:it|they|he|she)\s+([a-z]+)\b", re.IGNORECASE)
"""A later row that says its subject again as a pronoun, and the word after it ("otherwise it *stops* with …")."""
_OTHERWISE = re.compile(r"^(?:otherwise|else|if not)\b,?\s*", re.IGNORECASE)


def _other_row(left: str, right: str) -> bool:
    """Whether ``right`` states another row than ``left``: always where ``left`` says its condition after its
    number; where ``left`` begins with it ("If the car is a sports car, 10% …; if it is worth 20,000 dollars, 80%":
    a list of states), only a condition that says *not* or *otherwise* ("…, and if it does not, 10%")."""
    if not _LEADING.match(left.strip()):
        return True
    return any(_NEGATED.search(right, m.start()) for m in CONDITION.finditer(right))


def _row(text: str, end: str) -> str:
    """A row as a sentence; a group it is said of comes first ("The test is positive in 5% of people without it"
    → "Among people without it, the test is positive in 5%"), as a condition, so its *without* is not read as the
    variable's *not*."""
    text = text.strip().rstrip(".,;:!?").strip()
    numbers = _mentions(text)
    after = max((stop for _, stop in numbers), default=len(text))
    group = next((g for g in (p.search(text, after) for p in _GROUPS) if g is not None), None)
    if group is not None:
        at = group.start()
        said = text[:at].rstrip(" ,")
        text = f"among {group.group('group').rstrip(' ,')}, {said[:1].lower()}{said[1:]}"
    return text[:1].upper() + text[1:] + end


def _group_first(text: str) -> bool:
    """Whether a row begins with the group it is said of, before its number ("of those who do not, 40% pass"):
    it says its own condition, as a row that begins with *if* does."""
    numbers = _mentions(text)
    return bool(numbers) and any(p.match(text[: numbers[0][0]]) for p in _GROUPS)


def _drop_end(words: str, said: str) -> str:
    """``words`` without ``said`` where they end with it: a later row's words before its number ("… and *in* 5%")
    are not said twice when it takes the first row's ("The test is positive *in*")."""
    said = said.strip()
    if said and words.lower().rstrip().endswith(said.lower()):
        return words.rstrip()[: -len(said)]
    return words


def _subject_rows(sentence: str, mentions: list[tuple[int, int]], end: str) -> list[str]:
    """Two rows said of a subject and its *non-* ("Smokers get lung cancer with a probability of 10%, non-smokers
    with a probability of 1%"): the second row takes the first's words between its subject and its number."""
    if len(mentions) != 2:
        return []
    breaks = list(_BREAK.finditer(sentence, mentions[0][1], mentions[1][0]))
    if not breaks:
        return []
    left, right = sentence[: breaks[-1].start()], sentence[breaks[-1].end() :].strip().rstrip(".!?;,")
    subject = re.match(r"\s*([A-Za-z]+)\b", left)
    other = re.match(r"non-?\s*([A-Za-z]+)\b", right, re.IGNORECASE)
    if not (subject and other and subject.group(1).lower() == other.group(1).lower()):
        return []
    rest = right[other.end() :]
    numbers = _mentions(rest)
    said = rest[: numbers[0][0]] if numbers else ""
    verb = _drop_end(left[subject.end() : mentions[0][0]], said)
    return [_row(left, end), _row(f"{right[: other.end()]} {verb.strip()} {rest.strip()}", end)]


def _cut(sentence: str, mentions: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Where ``sentence`` breaks between each two stated probabilities: the last break (:data:`_BREAK`) between them
    after which a condition is said ("…, and if it does not, in 10%": not the last comma), else the last one."""
    cuts: list[tuple[int, int]] = []
    limits = [start for start, _ in mentions[2:]] + [len(sentence)]
    for (_, left_end), (right_start, _), limit in zip(mentions[:-1], mentions[1:], limits, strict=True):
        breaks = list(_BREAK.finditer(sentence, left_end, right_start))
        said = [b for b in breaks if CONDITION.search(sentence, b.end(), limit)]
        if said or breaks:
            cuts.append((said or breaks)[-1].span())
    return cuts


def _later_row(first: str, text: str) -> str:
    """A later row that does not begin with its own condition, with the words the first row says its number with
    ("The alarm rings in 2% of cases if there is none"; "in 5%" after "The test is positive in 90% …")."""
    number = _mentions(text)
    said = text[: number[0][0]] if number else ""  # the words before the number: "in", "a", "with"
    head = _drop_end(first[: _mentions(first)[0][0]], said)
    if _LEADING.match(head) and "," in head:  # the first row's own condition is not this row's
        head = head[head.index(",") + 1 :]
    return head.rstrip() + " " + text.strip() if head.strip() else text


def rows_by_states(sentence: str, states: Sequence[str]) -> list[str]:
    """One sentence per row where each part of ``sentence`` between two stated probabilities says another of
    ``states`` (the states of a variable declared before): "The chance of an accident is 20% on an icy road, 5% on a
    wet road and 1% on a dry road" is three rows of *accident*, one per state of the road, not three states of its
    own. The sentence itself where a part says none or several of them, or two parts the same.

    Examples:

        >>> text = "The chance of an accident is 20% on an icy road, 5% on a wet road and 1% on a dry road."
        >>> for row in rows_by_states(text, ("icy", "wet", "dry")):
        ...     print(row)
        The chance of an accident is 20% on an icy road.
        The chance of an accident is 5% on a wet road.
        The chance of an accident is 1% on a dry road.
        >>> text = "Cars with a good battery start in 98% of cases, cars with a weak battery in 60%."
        >>> rows_by_states(text, ("good", "weak", "dead"))[1]
        'Cars with a weak battery start in 60%.'
        >>> rows_by_states("The road is icy in 10% of cases and wet in 30%.", ("low", "high"))
        ['The road is icy in 10% of cases and wet in 30%.']
    """
    mentions = _mentions(sentence)
    if len(mentions) < 2 or re.search(r"[.!?]\s+[A-Z]", sentence.strip()):
        return [sentence]
    cuts = _cut(sentence, mentions)
    if len(cuts) != len(mentions) - 1:
        return [sentence]
    bounds = [0, *(c for cut in cuts for c in cut), len(sentence.rstrip())]
    parts = [sentence[bounds[2 * i] : bounds[2 * i + 1]].strip().rstrip(".!?;,").strip() for i in range(len(cuts) + 1)]
    said = []
    for part in parts:
        words = _words(part)
        named = [s for s in states if all(_says(w, words) for w in _words(s.replace("_", " ")))]
        if len(named) != 1 or named[0] in said:
            return [sentence]
        said.append(named[0])
    stripped = sentence.rstrip()
    end = stripped[-1] if stripped[-1:] in ".!?" else "."
    return [_row(parts[0], end)] + [_row(_parallel_row(parts[0], part), end) for part in parts[1:]]


def _parallel_row(first: str, text: str) -> str:
    """A later row that repeats the first row's subject with another state ("cars with a weak battery in 60%" after
    "Cars with a good battery start in 98% of cases") takes the first row's verb after its own subject ("cars with a
    weak battery start in 60%"); any other, the first row's words before its number (:func:`_later_row`)."""
    number = _mentions(text)[0][0]
    own, head = text[:number].split(), first[: _mentions(first)[0][0]].split()
    if not own or len(own) >= len(head) or own[0].lower() != head[0].lower():
        return _later_row(first, text)
    common = 0  # the words both say before their numbers ("in")
    while common < len(own) and own[-1 - common].lower() == head[-1 - common].lower():
        common += 1
    verb = head[len(own) - common : len(head) - common]
    subject, said = own[: len(own) - common], own[len(own) - common :]
    adverb = re.match(r"(?:never|always)\b", text[number:], re.IGNORECASE)
    if adverb:  # "cars with a dead battery never": before the verb, without its "in"
        while verb and verb[-1].lower() in ("in", "on", "at", "of", "for", "with"):
            verb.pop()
        return " ".join([*subject, adverb.group(0), *verb]) + text[number + adverb.end() :]
    return " ".join([*subject, *verb, *said]) + " " + text[number:]


def premise_rows(sentence: str) -> list[str]:
    """One sentence per row the premise states (the sentence itself when it states one; see the module docstring).

    A row after the first that does not begin with its own condition keeps the words the first row says its number
    with ("The alarm rings in 2% of cases if there is none"); one said with ``otherwise`` ends with it.

    Args:
        sentence (`str`): a premise.

    Returns:
        `list[str]`: the rows, in the order the sentence states them.
    """
    mentions = _mentions(sentence)
    if len(mentions) < 2 or re.search(r"[.!?]\s+[A-Z]", sentence.strip()):  # one sentence, not several
        return [sentence]
    stripped = sentence.rstrip()
    end = stripped[-1] if stripped[-1:] in ".!?" else "."
    subjects = _subject_rows(sentence, mentions, end)
    if subjects:
        return subjects
    cuts = _cut(sentence, mentions)  # (break start, break end) between consecutive numbers
    # a cut holds when the part on each side of it names a condition
    bounds = [0, *(c for cut in cuts for c in cut), len(stripped)]
    parts = [(bounds[2 * i], bounds[2 * i + 1]) for i in range(len(cuts) + 1)]
    if len(parts) < 2:
        return [sentence]
    first = sentence[parts[0][0] : parts[0][1]]
    # a last part that begins with "otherwise" is another row, whatever the first says ("A delay makes passengers
    # miss the connection in 50% of cases; otherwise 5%")
    otherwise = len(parts) == 2 and _OTHERWISE.match(sentence[parts[1][0] : parts[1][1]].strip())
    for start, stop in parts:  # every part names its own condition, or the sentence lists states
        part = sentence[start:stop]
        if start == 0 and otherwise and _mentions(part):
            continue
        if not (CONDITION.search(part) and _mentions(part) and (start == 0 or _other_row(first, part))):
            return [sentence]
    rows = [_row(first, end)]
    leading = _LEADING.match(first)
    main_start = first.index(",") + 1 if leading and "," in first else 0  # the first row without its condition
    main = first[main_start:]
    said_first = first[leading.end() : main_start - 1].strip() if main_start else ""
    denied = f"if it is not the case that {said_first}, " if said_first else ""  # the first row's condition, not
    for start, stop in parts[1:]:
        text = sentence[start:stop].strip().rstrip(".!?;,").strip()
        condition = ""
        elided = _ELIDED.match(text)  # "if it does not, in 10%"
        if elided:
            text = text[elided.end() :]
            condition = denied or "otherwise "
        elif _LEADING.match(text) or _group_first(text):
            rows.append(_row(text, end))
            continue
        otherwise = _OTHERWISE.match(text)
        if otherwise:
            text = text[otherwise.end() :]
            if denied:  # "If it rains, … likely …; otherwise it is unlikely": say what otherwise means
                condition, otherwise = denied, None
        number = _mentions(text)
        row = _later_row(first, text)
        verb = _PRONOUN_VERB.match(text)  # "…; otherwise it stops with a probability of 1%": the first row's verb
        said_again = verb is not None and re.search(rf"\b{re.escape(verb.group(1))}\b", main, re.IGNORECASE)
        if (_CLAUSE.match(text) or said_again) and number:  # "…; otherwise it is unlikely": the first row's clause
            said_main = _mentions(main)
            if not said_main:  # the first row's number sits in its condition: no clause to take, no cut
                return [sentence]
            row = main[: said_main[0][0]] + text[number[0][0] : number[0][1]] + main[said_main[0][1] :]
        rows.append(_row(condition + row.strip() + (" otherwise" if otherwise else ""), end))
    return rows
