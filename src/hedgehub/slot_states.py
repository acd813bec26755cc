"""The states of a variable that a QUITE premise introduces, read by rules.

A premise that introduces a variable says its states: a boolean one a single probability ("30% of the population are
smokers"), a categorical one a probability per state ("a 60% probability that the lung parenchyma will appear normal,
a 10% probability it will be congested, and a 30% chance it will appear abnormal"). :func:`read_states` reads how
many states there are and names each by a short span of the sentence, or says it is not sure; the slot parser then
falls back on the namer. :func:`hedgehub.evaluation.slot_states.state_report` measures it on the introducing
premises of QUITE rows.

Usage:

    python -m hedgehub.evaluation.slot_states --splits train validation --show 15
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from string import ascii_uppercase

from hedgehub.slot_parser import (
    _FRACTION,
    _UNIT,
    _VERY,
    EQUAL_PHRASES,
    FREQUENCY_VALUES,
    LETTER_AFTER,
    ODDS,
    ROUNDING,
    WEP_PHRASES,
    _name_match_words,
    _same_word,
    _stem,
    always_value,
    fraction_value,
    said_numbers,
    spelt_states,
    stated_values,
)
from hedgehub.slots import Variable


def sentence_state_name(state: str) -> str:
    """A state name read from a sentence: lower-case letters, digits and underscores, keeping the decimal point of a
    number (``2.5-3.5 mg`` → ``2.5_3.5_mg``), so that evidence saying ``2.5`` still matches it by number (the namer's
    :func:`hedgehub.slot_parser.state_name` drops it: its grammar allows no ``.``).

    Examples:

        >>> sentence_state_name("Below 0.5 mg/L"), sentence_state_name("very high")
        ('below_0.5_mg_l', 'very_high')
    """
    name = re.sub(r"[^a-z0-9.]+", "_", str(state).lower())
    name = re.sub(r"(?<![0-9])\.|\.(?![0-9])", "_", name)
    return re.sub(r"_+", "_", name).strip("_") or "s"


_NUM = r"\d+(?:\.\d+)?"
_EXTRA_WORDS = """equally likely|equal chance|roughly even|even chance|quite possible|small chance|slight chances|
slight chance|rarely|rare|common|uncommon|little chance|most likely|possible|may|very few|few|half|most|almost all|
times higher|small number""".replace("\n", "").split("|")
_FREQUENCY_WORDS = [f"{very} {w}" for very in _VERY for w in FREQUENCY_VALUES] + list(FREQUENCY_VALUES)
_ANCHOR_WORDS = sorted({*WEP_PHRASES, *_EXTRA_WORDS, *EQUAL_PHRASES, *_FREQUENCY_WORDS}, key=len, reverse=True)
"""Words that say a probability in a premise without numbers: :data:`~hedgehub.slot_parser.WEP_PHRASES` and a few
more of QUITE's (``equally likely``, ``very few``, ``rarely`` …), :data:`~hedgehub.slot_parser.EQUAL_PHRASES` and
the words of frequency (:data:`~hedgehub.slot_parser.FREQUENCY_VALUES`, also after *very*, *extremely*)."""
_TOKEN = re.compile(
    r"(?P<skip>\d+:\d+|\d+(?:\.\d+)?-[a-z]+)"  # a time (12:00) or a compound (15-minute) names no state
    rf"|between\s+(?P<lo>{_NUM}){_UNIT}?\s*(?:-|–|and\b|to\b)\s*(?P<hi>{_NUM}){_UNIT}?"
    rf"|(?<!from )(?P<lo2>{_NUM}){_UNIT}?\s*(?:-|–|to\b)\s*(?P<hi2>{_NUM}){_UNIT}?"
    rf"|(?P<cmp>less than|more than|greater than|fewer than|lower than|higher than|below|above|under|over|exceed"
    rf"(?:s|ing)?|<|>|≤|≥)\s*(?:approximately\s+)?(?P<cnum>{_NUM}){_UNIT}?"
    rf"|(?P<cnum2>{_NUM}){_UNIT}?\s+or\s+(?P<cmp2>higher|more|above|greater|less|lower|below|fewer)\b"
    rf"|(?P<percent>{_NUM})\s*(?:%+|percent\b|per cent\b)"
    rf"|{ODDS}"
    rf"|(?P<num>{_NUM})(?:(?P<unit>{_UNIT})|(?P<glued>[a-z_][\w/]*))?"
    r"|(?P<zero>no (?:chance|possibility|probability|likelihood)|impossible|not (?:a )?possib(?:le|ility)"
    r"|(?:virtually )?zero|cannot)\b"
    r"|(?P<one>certain(?:ly|ty)?|definitely|definitively|undoubtedly|guaranteed)\b"
    rf"|(?P<wep>\b(?:{'|'.join(re.escape(w) for w in _ANCHOR_WORDS)})\b)"
    r"|(?P<word>[a-z][a-z0-9_]*)"
    r"|(?P<paren>[()])"
    r"|(?P<stop>[;:!?]|\.(?!\d))"
    r"|(?P<comma>,)"
)
_STRONG = set("whereas while whilst but however meanwhile although though conversely moreover furthermore".split())
_STRONG |= {"additionally", "instead", "similarly", "therefore", "followed"}
_WEAK = {"and", "or", "nor"}
_FUNCTION = set(
    """a an the of in on at by for to from with as that this these those it its they their them he she his her him
    we our you your someone something anyone individual is are was were be been being will would can could might
    shall should must has have having had do does did there here which who whom whose what also only just still even
    about approximately roughly around exactly nearly almost virtually then than so such chance chances probability
    probabilities likelihood likelihoods odds risk percent percentage case cases time times occurrence occurrences
    all each both either equally same likely unlikely probable probably possible possibility certain most more less
    slightly quite mere slim negligible remaining another rest if when given whether how respectively state
    specifically well out far rarely highest lowest rather where categories ones one_ value values level levels rate
    amount type belong belongs yield yields experiencing experience suffers suffer suffering get getting occurs occur
    appear appears showing show shows found observed described estimated indicates indicate considered falls fall
    holding remote minimal under during within upon into often usually typically generally mostly sometimes
    frequently seldom always commonly otherwise instances occasions days nights trials account accounts split evenly
    between among divided shared
    """.split()
)
"""Words that name no state: articles, pronouns, auxiliaries, probability nouns and the verbs QUITE's premises put
between a probability and a state (``… will appear normal``), the counts a frequency is said of (``sunny in 50% of
days``, ``… low otherwise``) and the words that share a remainder (``the rest are split evenly between mild and
hot``)."""
_NEGATION = {"no", "not", "nt", "without", "free", "absence", "absent", "never"}
_NONE_WORDS = {"no", "not", "none", "absent", "absence", "without"}
"""A state name starting with one of these is QUITE's ``none`` (``no cardiac mixing``, ``not present``, ``absent``),
when only one state does: later premises say ``no mixing``, ``no flow``, which :func:`hedgehub.slot_parser.
read_probabilities` reads as ``none``."""
_DEMONSTRATIVES = {"this", "these", "those", "such"}
_EXISTENCE = {"present", "existent", "existing"}
"""Words that say a state is there, not which one ("a weak instability being present")."""
_CUES = {"each", "equally", "equal", "evenly", "respectively"}  # one probability for a list of states
_LIKELY = {"likely", "unlikely", "probable", "improbable", "possible", "certain", "rare", "common", "remote"}
_VERBS = {"is", "are", "was", "were", "has", "have", "had", "do", "does", "did", "will", "would", "can"}
_CONDITIONS = {"if", "when", "whenever", "given", "assuming", "should", "case", "with", "having", "provided"}
_CONDITIONS |= {"where", "under"}
"""Words that begin a condition before a premise's probabilities (*under*: "Under good preparation and low stress, a
student passes the exam in 95% of cases …")."""
_REST = {"rest", "remaining", "remainder", "others", "otherwise"}
_LY_STATES = {"early", "daily", "weekly", "monthly", "yearly", "hourly", "nightly", "elderly", "friendly", "costly"}
"""Words ending in *ly* that name a state ("the bus is early, on time, late or cancelled"), not an adverb."""
_CONDITION_STARTS = {"if", "when", "whenever", "given", "assuming", "provided"}
_COMPARATIVES = {"less", "more", "fewer", "greater"}
"""Function words that, before *than* or a word that can name a state, say a state compared with another: "less
than average", "more unstable" (:func:`_content`)."""
_COMPARED = {*_COMPARATIVES, "than", "below", "above", "under", "over", "lower", "higher", "slightly", "much", "well"}
"""Words that, with a state, name a state compared with it: "below average" beside "average" (:func:`_trim`)."""
_TAIL = {"of", "the", "a", "all", "cases", "time", "occurrences", "chance", "probability", "likelihood", "certainty"}
_COUNT_NOUNS = {"categories", "category", "cases", "types", "times", "states", "values", "options", "classes"}
_COUNT_NOUNS |= {"probabilities", "chances", "possibilities", "outcomes", "levels"}


@dataclass(frozen=True)
class _Token:
    """One token: ``kind`` is ``prob`` (a stated probability), ``zero`` / ``one`` (``impossible`` / ``certainly``),
    ``wep`` (a word of estimative probability), ``num`` / ``range`` / ``cmp`` (a state said in numbers, ``key`` its
    value: ``0.5``, ``2.5-3.5``, ``<5``), ``word``, ``paren``, ``strong`` or ``weak`` (a clause break)."""

    kind: str
    text: str
    key: str = ""


def _number(text: str) -> str:
    value = float(text)
    return str(int(value)) if value.is_integer() else f"{value:g}"


def _tokens(sentence: str) -> tuple[list[_Token], bool]:
    """The tokens of a premise, and whether it states numbers (then words of estimative probability are no
    probabilities)."""
    text = sentence.lower().replace("’", "'")
    # "an older one", not "one hundred" or "one fifth"
    text = re.sub(r"\bone\b(?!\s*(?:-|hundred|thousand|million|billion|third|quarter|fifth))", " one_ ", text)
    money = r"\$\s*(\d{1,3})((?:[.,]\d{3})+)\b|\b(\d{1,3})((?:[.,]\d{3})+)(?=\s*(?:dollars|miles))"
    text = re.sub(money, lambda m: re.sub(r"\D", "", m.group(0)), text)  # "$10.000", "5.000 dollars"
    text = re.sub(r"(\d+)%+\.(\d+)\s*%", r"\1.\2%", said_numbers(text))  # QUITE's "an 18%.23%"
    text = re.sub(r"'s\b|n't\b", lambda m: " nt" if m.group(0) == "n't" else "", text)
    text = re.sub(r"\b([a-z])-(?=[a-z])", r"\1", text)  # "x-ray"
    text = re.sub(r"\bnon-?existent\b", "none", text)
    text = re.sub(r"\bon[\s-]time\b", "on_time", text)  # punctual: "time" alone counts cases
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)
    text = re.sub(r"\bfrom (?:the )?([a-z]+) to (?:the )?([a-z]+)\b", r"\1_to_\2", text)  # "from left to right"
    numeric = bool(re.search(rf"\d\s*%|percent|{ODDS}", text))
    text = re.sub(r"\bhalf\b", "50%", text) if numeric else text
    if not numeric and _FRACTION.search(text) and not re.search(r"\d", _FRACTION.sub("", text)):
        # no number but a fraction in words: "late on a quarter of mornings"
        text, numeric = _FRACTION.sub(lambda m: f"{fraction_value(m.group(0)) * 100:.4g}%", text), True
    tokens = []
    for match in _TOKEN.finditer(text):
        group, said = match.lastgroup, match.group(0)
        if match.group("lo") or match.group("lo2"):
            lo, hi = match.group("lo") or match.group("lo2"), match.group("hi") or match.group("hi2")
            tokens.append(_Token("range", said, f"{_number(lo)}-{_number(hi)}"))
        elif match.group("cnum") or match.group("cnum2"):
            word = match.group("cmp") or match.group("cmp2")
            below = word in ("less than", "fewer than", "lower than", "below", "under", "<", "≤", "less", "lower")
            value = _number(match.group("cnum") or match.group("cnum2"))
            tokens.append(_Token("cmp", said, ("<" if below else ">") + value))
        elif group in ("percent", "whole"):
            tokens.append(_Token("prob", said))
        elif match.group("num"):
            if match.group("glued"):
                tokens.append(_Token("word", re.sub(r"\W", "_", said)))
            elif not numeric and not match.group("unit") and float(match.group("num")) <= 1:
                tokens.append(_Token("prob", said))  # "is 0.9, whereas …"
            else:
                tokens.append(_Token("num", said, _number(match.group("num"))))
        elif group in ("zero", "one", "wep", "paren"):
            tokens.append(_Token(group, said))
        elif group == "word":
            kind = "strong" if said in _STRONG else "weak" if said in _WEAK else "word"
            tokens.append(_Token(kind, said))
        elif group in ("stop", "comma"):
            tokens.append(_Token("strong" if group == "stop" else "weak", said))
    if not any(t.kind in ("prob", "zero", "one", "wep") for t in tokens):  # "the alarm always rings"
        values = [always_value(t.text, tokens[i - 1].text if i else None) for i, t in enumerate(tokens)]
        tokens = [
            _Token("one" if value else "zero", t.text) if t.kind == "word" and value is not None else t
            for t, value in zip(tokens, values, strict=True)
        ]
    return tokens, numeric or any(t.kind == "prob" for t in tokens)


def _name(token: _Token) -> str:
    if token.kind == "cmp":
        word = re.sub(r"\s*" + _UNIT + "|" + _NUM, " ", token.text).strip()
        word = {"<": "below", ">": "above", "≤": "below", "≥": "above"}.get(word, word)
        number = token.key[1:]
        return sentence_state_name(f"{number} {word}" if word.startswith("or ") else f"{word} {number}")
    if token.text == "highly":  # "highly activated" is the high state of an activity
        return "high"
    return sentence_state_name(token.key or token.text)


@dataclass
class _Segment:
    """The tokens between two clause breaks: ``joint`` is the break before it (``""`` at the start, ``,``, ``or``,
    ``whereas`` …), ``strong`` whether that break is a strong one, ``clause`` the index of its clause (between
    strong breaks), ``sentence`` of its sentence."""

    tokens: list[_Token]
    joint: str = ""
    strong: bool = True
    clause: int = 0
    sentence: int = 0

    def anchor(self, numeric: bool) -> int | None:
        """The first probability (or word of estimative probability, without numbers) of the segment."""
        kinds = ("prob", "zero", "one") if numeric else ("prob", "zero", "one", "wep")
        return next((i for i, t in enumerate(self.tokens) if t.kind in kinds), None)

    def runs(self) -> list[tuple[_Token, ...]]:
        """Maximal runs of content tokens (:func:`_content`)."""
        runs: list[list[_Token]] = [[]]
        for i, token in enumerate(self.tokens):
            if _content(self.tokens, i):
                runs[-1].append(token)
            elif runs[-1]:
                runs.append([])
        return [tuple(r) for r in runs if r]

    def says_rest(self) -> bool:
        """Whether the segment begins with what is left (``and the rest are large``): a state of its own."""
        return any(t.text in _REST for t in self.tokens[:3])

    def joined(self, other: _Segment) -> _Segment:
        return _Segment(self.tokens + other.tokens, self.joint, self.strong, self.clause, self.sentence)


def _segments(tokens: Sequence[_Token], numeric: bool) -> list[_Segment]:
    """The segments between clause breaks; a condition inside one after its probability (``… will be low when both
    A and B are low``) is left out, and so are the segments after it in the same sentence until one states a
    probability again (``… high is 0.01% if erk is low and pka is low``: ``pka is low`` names no state) or a strong
    break ends the condition (``… NORMAL if A is present, whereas LOW and HIGH are unlikely``: ``low`` is a state)."""
    segments = [_Segment([])]
    clause = sentence = 0
    for token in tokens:
        if token.kind in ("strong", "weak"):
            clause += token.kind == "strong"
            sentence += token.text in ".;!?"
            last = segments[-1]
            if last.tokens:
                segments.append(_Segment([], token.text, token.kind == "strong", clause, sentence))
            else:
                segments[-1] = _Segment([], token.text, last.strong or token.kind == "strong", clause, sentence)
        else:
            segments[-1].tokens.append(token)
    condition = None  # the sentence whose condition after a probability is still going on
    for segment in segments:
        anchor = segment.anchor(numeric)
        if segment.strong:  # "… NORMAL if A is present, whereas LOW and HIGH are unlikely": the condition ended
            condition = None
        if anchor is None:
            if segment.sentence == condition or (  # "… Furthermore, if a child has Fallot, it is impossible …"
                segment.strong and segment.joint and segment.tokens and segment.tokens[0].text in _CONDITION_STARTS
            ):
                segment.tokens.clear()
            continue
        condition = None
        cut = next((i for i, t in enumerate(segment.tokens) if i > anchor and t.text in ("when", "if")), None)
        if cut is not None:
            del segment.tokens[cut:]
            condition = segment.sentence
    return [s for s in segments if s.tokens]


def _content(tokens: Sequence[_Token], i: int) -> bool:
    """Whether token ``i`` can name a state: a number, or a word that is no function word (nor an adverb of a word
    of estimative probability, ``overwhelmingly likely``, nor *other* before its number, "on the other 30% of
    nights"), of two letters or more unless :func:`_letter_state`."""
    token = tokens[i]
    if token.kind in ("num", "range", "cmp"):
        return True
    if i and tokens[i - 1].text in _DEMONSTRATIVES:  # "under these conditions", "in this scenario"
        return False
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if i >= 2 and tokens[i - 2].kind == "prob" and tokens[i - 1].text == "of":  # what a share or a frequency
        return False  # counts: "good in 70% of cars", "icy on 10% of winter days"
    adverb = following is not None and (following.kind == "wep" or following.text in _LIKELY)
    adverb &= token.text.endswith("ly") or token.text in ("very", "extremely", "so", "fairly")
    if len(token.text) == 1 and token.kind == "word":
        return _letter_state(tokens, i)
    if token.text == "other" and following is not None and following.kind == "prob":  # "on the other 30% of nights"
        return False
    if token.text in _COMPARATIVES and _compares(tokens, i + 1):  # "less than average", "more unstable"
        return True
    if token.text == "than" and i and tokens[i - 1].text in _COMPARATIVES and _compares(tokens, i):
        return True
    return token.kind == "word" and token.text not in _FUNCTION and not adverb


def _compares(tokens: Sequence[_Token], i: int) -> bool:
    """Whether the words from ``i`` on (*than* and a word, or a word) say what a comparative before them compares
    with: a word that can name a state by itself, not a number ("less than 5" is a bound) nor a word of estimative
    probability ("more likely")."""
    if i < len(tokens) and tokens[i].text == "than":
        i += 1
    if i >= len(tokens) or tokens[i].kind != "word":
        return False
    word = tokens[i].text
    return word not in _FUNCTION and word not in _LIKELY and word not in _COMPARATIVES and len(word) > 1


def _letter_state(tokens: Sequence[_Token], i: int) -> bool:
    """Whether a one-letter word names a state: one that *is* says (bn-reasoning's "s is m", "it is f"), or one on a
    list, followed by a comma, *and* / *or*, a bracket, its probability or *with* / *in* / *has* …  (scenarios "A with
    10%, B with 8% … and K with 6%"); *a* only on such a list, not before its probability ("a 10% chance") or a noun,
    and *I* only there."""
    text, following = tokens[i].text, tokens[i + 1] if i + 1 < len(tokens) else None
    listed = following is None or following.kind in ("weak", "strong", "paren") or following.text in LETTER_AFTER
    listed |= following is not None and following.kind == "prob" and text != "a"
    said_by_is = text not in ("a", "i") and i > 0 and tokens[i - 1].text in ("is", "are", "be")  # "s is m", "it is f"
    return listed or said_by_is


def _body(tokens: list[_Token]) -> list[_Token]:
    """The tokens after the condition: after ``then``, or after the last comma before the first probability (or word
    of estimative probability) whose clause says content words (not after the one of ``…, with a 90% chance``)
    when a condition word (``if``, ``when``, ``given`` …; not the *with* of ``each with``) comes before."""
    first = next((i for i, t in enumerate(tokens) if t.kind in ("prob", "zero", "one", "wep")), len(tokens))
    then = [i for i, t in enumerate(tokens[:first]) if t.text == "then"]
    if then:
        return tokens[then[0] + 1 :]
    if not any(
        t.text in _CONDITIONS and not (i and tokens[i - 1].text in _CUES) for i, t in enumerate(tokens[:first])
    ):
        return tokens  # "… red, blue, green or white, each with a 25% chance": no condition
    end = next((i for i in range(first, len(tokens)) if tokens[i].kind in ("strong", "weak")), len(tokens))
    for cut in reversed([i for i, t in enumerate(tokens[:first]) if t.text in (",", ";", ":")]):
        if any(_content(tokens, j) for j in range(cut + 1, end)):
            return tokens[cut + 1 :]
        end = cut
    return tokens


def _words(name: str) -> list[str]:
    return [w for w in name.split("_") if w]


_LETTER = re.compile(r"(?<![\w'’-])([A-Z])(?![\w'’-])")
"""A capital letter standing alone, as a state (:func:`lettered_states`, :func:`_run_letters`)."""
_LETTER_LIST = re.compile(r"(?<![\w'’-])[A-Z](?:\s*,\s*[A-Z])*\s*,?\s+(?:and|or)\s+[A-Z]\s+(?:are|have)\b")
"""Letters on one list before *are* / *have* ("B, C and D are improbable"): one word of likelihood for each."""


def lettered_states(sentence: str) -> tuple[str, ...] | None:
    """States named by capital letters, *A*, *B*, *C* … (hailfinder's scenarios): the last run of three or more letters
    the sentence says, each once, that are the first letters of the alphabet in any order (``A, F, E, G`` … ``B``: *A*
    to *G*), when the sentence states as many probabilities as the run has letters or says *respectively* / *each*, or
    says that letters share what is left (*rest*, *remaining*, *remainder*, *otherwise*, *equally*: "D, E and F share
    the rest equally"; in words, as many words of likelihood, each letter of a list before *are* / *have* counting one:
    "It is likely that it is A, while B, C and D are improbable"); in alphabetical order; ``None`` otherwise. The
    letter may stand alone or after a word ("regimes A, B, C, D and E …, respectively", "Class A: 10%, Class B: 20%",
    "a 30% probability of Zone A, 30% of Zone B", "phase A is the most likely at 25%, followed by phase E at 20%,
    phases B, C and D at 15% each …"); a letter in the condition ("Under scenario A, …") starts no run of its own.

    Examples:

        >>> lettered_states("With a front, regimes A, B and C have probabilities of 40%, 25% and 35% respectively.")
        ('a', 'b', 'c')
        >>> lettered_states("In zone A, there is a 30% probability of Zone A, 50% of Zone B, and 20% of Zone C.")
        ('a', 'b', 'c')
        >>> lettered_states("A student gets an A in 30% of cases, a B in 40%, a C in 20% and a D in 10%.")
        ('a', 'b', 'c', 'd')
        >>> lettered_states("Phase A is likely at 40%, followed by phase C at 35%, and phase B at 25%.")
        ('a', 'b', 'c')
        >>> lettered_states("The scenario is A in 20% of cases, B in 10% and C in 25%, and D, E and F share the rest "
        ...                 "equally.")
        ('a', 'b', 'c', 'd', 'e', 'f')
        >>> lettered_states("It is likely that the scenario is A, while scenarios B, C and D are improbable.")
        ('a', 'b', 'c', 'd')
        >>> lettered_states("Under scenario A, a storm forms in 70% of cases.") is None
        True
    """
    letters = [m.group(1) for m in _LETTER.finditer(sentence)]
    alphabet = (k for k in range(len(letters)) if "".join(sorted(letters[k:])) == ascii_uppercase[: len(letters) - k])
    start = next(alphabet, None)  # the first place from which the letters are the alphabet's first, in any order
    if start is None or len(letters) - start < 3:
        return None
    run = sorted(letters[start:])
    cued = re.search(r"\b(?:respectively|each|equally|rest|remaining|remainder|otherwise)\b", sentence, re.IGNORECASE)
    said = len(stated_values(sentence))
    if not said:  # in words: each word of likelihood, and each letter of a list one word is said of
        said = sum(t.kind == "wep" for t in _tokens(sentence)[0])
        said += sum(len(_LETTER.findall(m.group(0))) - 1 for m in _LETTER_LIST.finditer(sentence))
    if not cued and said < len(run):
        return None
    return tuple(letter.lower() for letter in run)


def _scattered_name(sentence: str, name: str) -> bool:
    """Whether a name of two or more words (the namer's) is one the sentence never says with its words in a row,
    whose words are all words of the states the sentence reads without a name (:func:`read_states`), two of them
    apart inside one state: a name the namer made of the words of states joined by *and* ("There is a 40% chance
    that the plains forecast shows increasing capping and decreasing instability, …": ``capping_instability``),
    which would cut those states apart. A name with a word no state has (``vehicle_year`` of "a vehicle is from the
    current year") is the variable's, and so is one a state says in a row (``xray_report`` in
    ``normal_xray_report``).

    Examples:

        >>> sentence = ("There is a 40% chance that the plains forecast shows increasing capping and decreasing "
        ...             "instability, 36% that there is little change, and 24% that there is decreasing capping and "
        ...             "increasing instability.")
        >>> _scattered_name(sentence, "capping_instability"), _scattered_name(sentence, "plains_forecast")
        (True, False)
        >>> _scattered_name("A very low invasive score occurs in 10% of cases, a low one in 90%.", "invasive_score")
        False
        >>> _scattered_name("There is a 35% chance that a vehicle is from the current year, whereas a 65% chance "
        ...                 "indicates that it is an older one.", "vehicle_year")
        False
    """
    words = _words(name.lower())
    if len(words) < 2:
        return False
    said = re.findall(r"[a-z0-9]+", sentence.lower())
    if any(said[i : i + len(words)] == words for i in range(len(said))):
        return False
    states = [_words(state) for state in read_states(sentence) or ()]
    if not all(any(w in state for state in states) for w in words):
        return False
    return any(_apart(state, words) for state in states)


def _apart(state: Sequence[str], words: Sequence[str]) -> bool:
    """Whether two of ``words`` are words of ``state`` with another word between them."""
    at = [i for i, w in enumerate(state) if w in words]
    return any(b - a > 1 for a, b in zip(at, at[1:], strict=False))


def read_states(sentence: str, name: str | None = None) -> tuple[str, ...] | None:
    """The states of the variable a premise introduces, read by rules: ``()`` for a boolean, ``None`` when unsure.

    - the condition is left out: up to ``then``, or, after ``if`` / ``when`` / ``given`` …, up to the last comma
      before the first probability;
    - states said in numbers come first: when the rest says two or more numbers that are not probabilities (``20
      mg/L``, ``five thousand``), ranges (``between 2.5 and 3.5``, ``5-12``) or bounds (``less than 5``, ``12 or
      higher``), those are the states;
    - otherwise the sentence is cut into clauses (at ``,``, ``and``, ``or``, ``whereas`` …) and each clause with a
      probability (a number, ``impossible``, ``certainly``; in a premise without numbers a word of estimative
      probability) names one state: its last content words after the probability, or else those nearest before it
      (preferring words other states share: ``very low`` beside ``very high``; an abbreviation in brackets); a
      clause without one names a state when it goes on a list (``… or B``, ``A, B, or C, each with 25%``, ``no
      chance of A, B or C``, ``the rest are split evenly between B and C``); a name repeating the start of an
      earlier one is the same state;
    - words most names share (``appear`` in ``appear normal``, ``appear abnormal``) are dropped;
    - two words joined by *or* before one number are one state where the numbers, none 0 or 1, sum to 1 and would
      otherwise be fewer than the states (``cold or cool in 30%, warm in 50% and hot in 20%``: ``cold_cool``);
    - a boolean: one state named, one number stated (without ``each``), two clauses of which one says *not* or
      names nothing (``… 90% free from X, whereas 10% experiencing X``, ``…, and a 25% chance that it is``), or a
      clause that says only *not* (``… or not``).

    - with the variable's ``name`` (the namer's): a state is not the name itself (``… or strong (34%) atmospheric
      instability``: ``strong``; "The latest convective inhibition (LatestCIN) is nonexistent 40% …" for
      ``latest_cin``: ``none``, although "inhibition" is a word of another state), and where a clause says the
      name, the words right before it are the state (``a 40% chance of no cardiac mixing, 43% of mild mixing``:
      ``none``, ``mild``). A name made of words the sentence says only apart inside its states is left out
      (:func:`_scattered_name`).

    Args:
        sentence (`str`): the introducing premise.
        name (`str`, *optional*): the variable's name, words joined by ``_``.

    Returns:
        `tuple[str, ...] | None`: ``()`` for a boolean; two or more state names (:func:`sentence_state_name`, words
        of the sentence); ``None`` when the sentence states no probability, or a single probability for a list of
        things without ``each`` / ``equally`` (a boolean or not).

    Examples:

        >>> read_states("30% of the entire population are smokers.")
        ()
        >>> read_states("There's a 60% probability that their lung parenchyma will appear normal, a 10% probability "
        ...             "it will be congested, and a 30% chance it will appear abnormal.")
        ('normal', 'congested', 'abnormal')
        >>> read_states("The CKNI is equally likely to be 20 mg/L, 30 mg/L, or 40 mg/L, each with a 33.33% chance.")
        ('20', '30', '40')
        >>> read_states("There is no chance that the LAI is between 0.0-0.5, and a 40% chance for 0.5-1.5 or >1.5.")
        ('0_0.5', '0.5_1.5', 'above_1.5')
        >>> read_states("The weather is nice.") is None
        True
    """
    if name and _scattered_name(sentence, name):
        name = None  # "capping_instability" of "… increasing capping and decreasing instability, …"
    sentence = spelt_states(sentence)  # "scenarios B to D": B, C and D; "May 1 - May 15": one state
    tokens, numeric = _tokens(sentence)
    body = _body(tokens)
    numbers: dict[str, str] = {}
    for i, token in enumerate(body):
        following = body[i + 1].text if i + 1 < len(body) else ""
        if token.kind in ("num", "range", "cmp") and following not in _COUNT_NOUNS:
            numbers.setdefault(token.key, _name(token))
    if len(numbers) >= 2:
        return tuple(numbers.values())
    lettered = lettered_states(sentence)
    if lettered:
        return lettered
    if numeric:  # words of estimative probability are only words
        body = [w for t in body for w in ([_Token("word", x) for x in t.text.split()] if t.kind == "wep" else [t])]
    units = _units(_segments(body, numeric), numeric)
    anchored = [u for u in units if u.anchor(numeric) is not None]
    if not anchored:
        return None
    cued = {u.clause for u in units if any(_CUES & set(t.text.split()) or t.kind == "zero" for t in u.tokens)}
    for before, unit in zip(units, units[1:], strict=False):  # "normal and low state only have a 1% chance"
        if (
            unit.joint == "and"
            and unit.clause == before.clause
            and before.anchor(numeric) is None
            and not any(t.text in _VERBS for t in before.tokens)
            and unit.anchor(numeric) is not None
            and any(t.text in ("have", "are") for t in unit.tokens[: unit.anchor(numeric)])
        ):
            cued.add(unit.clause)
    probabilities = sum(t.kind == "prob" for t in body)
    if numeric and sum(t.kind in ("prob", "zero", "one") for t in body) == 1 and not cued:
        return ()  # one probability, said of one thing
    name_words, variable_name = [w for w in _words(name or "") if len(w) > 2], name
    seen: dict[tuple[str, ...], int] = {}
    for unit in units:
        for run in {tuple(t.text for t in r) for r in unit.runs()}:
            seen[run] = seen.get(run, 0) + 1
    chosen: list[tuple[_Segment, tuple[_Token, ...], list[tuple[_Token, ...]]]] = []
    at: list[int] = []  # the unit whose probability each chosen state's value has (its own where none is shared)
    bare = negative = named = 0
    groups = None if cued or not numeric else _value_groups(units, numeric)
    for k, unit in enumerate(units):
        runs, anchor = unit.runs(), unit.anchor(numeric)
        following = units[k + 1] if k + 1 < len(units) else None
        if (
            any(t.text in _NEGATION for t in unit.tokens)
            and all(t.text in _NEGATION for r in runs for t in r)
            and (following is None or following.strong)
        ):
            return ()  # "…, and an 80% chance they will not."
        if anchor is not None and not runs:
            bare += 1
            continue
        own = [r for r in runs if seen[tuple(t.text for t in r)] == 1] or runs  # not the variable's name
        others: list[tuple[_Token, ...]] = []
        if anchor is not None:
            after = [r for r in own if unit.tokens.index(r[0]) > anchor]
            run, others = (after[-1], []) if after else (own[-1], own[:-1])
            negative += any(t.text in _NEGATION for t in unit.tokens)
            named += 1
        else:
            head = unit.clause in cued or (following is not None and _continues(following, numeric))
            head |= unit.says_rest()  # "…; otherwise it is on time"
            head |= groups is not None and k in groups  # "… is up and stable in 97%": up
            if not runs or not (head or not unit.strong) or unit.tokens[0].text in ("which", "who"):
                continue
            rest = unit.says_rest()  # "…, and the rest are large"
            run = own[-1] if unit.strong or rest else own[0]
            verb = not unit.strong and not rest and any(t.text in _VERBS for t in unit.tokens)
            if verb or (len(run) == 1 and run[0].text.endswith("ly") and run[0].text not in _LY_STATES):
                continue
            if numeric and unit.clause not in cued and (probabilities < 2 or len(run) > 2):
                continue
            if seen[tuple(t.text for t in run)] > 1:  # "… no shading or convection. No chance of some or convection"
                continue
        if name_words:
            run = _beside_name(unit, run, name_words, own)
        chosen.append((unit, run, others))
        at.append(groups.get(k, k) if groups else k)
    names: list[list[str]] = []
    named_groups: list[int] = []
    named_units: list[_Segment] = []
    for group, (unit, run, others) in zip(at, chosen, strict=True):
        if others:  # "The probability of a species having a very low score (BH) is 21%, low is 19%, …": very low
            said = {t.text for entry in chosen if entry[1] is not run for t in entry[1]}
            candidates = [r for r in [run, *reversed(others)] if not (variable_name and _says_name(r, variable_name))]
            run = next((r for r in candidates if any(t.text in said for t in r)), run)
        end = unit.tokens.index(run[-1])
        abbreviation = [t.text for t in unit.tokens[end + 1 : end + 4 : 2]] == ["(", ")"]
        if not others and abbreviation and _content(unit.tokens, end + 2):
            run = (unit.tokens[end + 2],)  # "Transposition of the Great Arteries (TGA)"
        name = [_name(t) for t in run]
        if not any(_starts(_words("_".join(name)), _words("_".join(other))) for other in names):
            names.append(name)  # not "… prole socioeconomic class … Out of all classes, being prole is …"
            named_groups.append(group)
            named_units.append(unit)
    if len(set(named_groups)) < len(named_groups):  # "complete and correct in 90%, incomplete or incorrect in 10%"
        names = [
            [w for n, g in zip(names, named_groups, strict=True) if g == group for w in n]
            for group in dict.fromkeys(named_groups)
        ]
    elif numeric and not cued:
        names = _or_joined(names, named_units, body, numeric, units)
    if len(names) <= 1 or (len(anchored) == 2 and (bare == 1 or (len(names) == 2 and negative == 1))):
        return ()
    if named < 2 and not cued:
        return None  # one probability for a list of things, without "each": a boolean or not?
    names = _trim(names)
    nones = [n for n in names if n[0] in _NONE_WORDS]
    return tuple(
        "none" if n in (["no"], ["not"]) or (len(nones) == 1 and n is nones[0]) else sentence_state_name("_".join(n))
        for n in names
    )


def _or_joined(
    names: list[list[str]],
    units: Sequence[_Segment],
    body: Sequence[_Token],
    numeric: bool,
    every_unit: Sequence[_Segment] = (),
) -> list[list[str]]:
    """Names with one state said in two pieces joined by *or* or *and* around its number made one ("Insufficient
    anesthesia or analgesia is found in 10% of patients, while 90% …": ``insufficient_analgesia``, not two states;
    "… decreasing cap and increasing instability in 24%", "with 24% decreasing capping and increasing instability":
    one state each).

    Only where the sentence states two or more probabilities that sum to 1 (within ``ROUNDING``), none of them 0 or 1
    (``… are 0%``, *impossible*, *certainly*: states may go without one), and the rules read more names than
    probabilities. A name whose clause piece states no probability is joined to the next when that one goes on with
    *or* (or with *and*, where the piece says no number at all) in the same clause and states one; a name whose piece
    states one is joined to the next when that one goes on with *and* in the same clause, says no number at all
    (not "…, and at a high level with a probability of 0.000032") and is not so joined to the one after it. Where a
    piece joined by *and* was so joined, a piece with a probability that goes on with *and* from a piece of
    ``every_unit`` no state was read from (the sentence's subject: "… is increasing cap and decreasing instability
    in 40%") takes that piece's last words first. The names are kept as read unless that leaves one per probability.
    """
    values = [_probability(t) for t in body if t.kind in ("prob", "zero", "one")]
    if len(values) < 2 or None in values or not all(0 < v < 1 for v in values):  # states may have none: "… are 0%"
        return names
    if abs(sum(values) - 1) > ROUNDING or len(names) <= len(values):
        return names

    def joins(k: int, joints: tuple[str, ...], numbered: bool) -> bool:  # piece k (numbered or not) and the next
        here, after = units[k], units[k + 1] if k + 1 < len(units) else None
        return (
            after is not None
            and after.clause == here.clause
            and after.joint in joints
            and (here.anchor(numeric) is not None) == numbered
            and (after.anchor(numeric) is not None) != numbered
        )

    joined: list[list[str]] = []
    anded = False
    i = 0
    while i < len(names):
        forward = joins(i, ("or", "and"), numbered=False)
        forward = forward and (units[i + 1].joint == "or" or not _says_number(units[i]))
        backward = (
            joins(i, ("and",), numbered=True)
            and not _says_number(units[i + 1])
            and not joins(i + 1, ("or", "and"), numbered=False)
        )
        if forward or backward:
            joined.append([*names[i], *names[i + 1]])
            anded |= units[i + 1].joint == "and"
            i += 2
        else:
            joined.append(names[i])
            i += 1
    if len(joined) != len(values):
        return names
    if anded and joined and units[0].joint == "and" and units[0].anchor(numeric) is not None:
        before = [u for u in every_unit[: list(every_unit).index(units[0])] if u.clause == units[0].clause]
        if before and before[-1].anchor(numeric) is None and before[-1].runs():
            joined[0] = [_name(t) for t in before[-1].runs()[-1]] + joined[0]
    return joined


def _says_number(unit: _Segment) -> bool:
    """Whether a piece says a number that is no probability (``0.000032``, ``5-12``, ``less than 5``)."""
    return any(t.kind in ("num", "range", "cmp") for t in unit.tokens)


def _probability(token: _Token) -> float | None:
    """The probability a ``prob``, ``zero`` or ``one`` token states (``90%``, ``0.85``, ``1 in 4``: read by
    :func:`~hedgehub.slot_parser.stated_values`), or ``None``."""
    if token.kind in ("zero", "one"):
        return float(token.kind == "one")
    values = stated_values(token.text) if token.kind == "prob" else []
    return values[0] if len(values) == 1 else None


def _value_groups(units: Sequence[_Segment], numeric: bool) -> dict[int, int] | None:
    """Which stated probability each unit's words go with, where each value of a variable is said by several words
    joined by *and* / *or* ("In 90% of cases the file is complete and correct, while in 10% it is incomplete or
    incorrect"; "… is up and stable in 97% of cases, and down or unstable in 3%"), or ``None``.

    It reads so only where two units state a probability, exactly one each and with words, neither 0 ("0% for poor
    and fair" gives each state 0), the two sum to 1 (within QUITE's rounding, so no two states share one, as in
    "low with 97%, and normal or high with 1%"), both say it on the same side of their words, and some unit
    without a number is joined by *and* / *or* to a value's unit: the one before it where the numbers come first,
    the one after it where the words do.

    Returns:
        `dict[int, int] | None`: for each unit with a probability and each unit joined to one, the index (in
        ``units``) of its value's unit.
    """
    anchors = {i: unit.anchor(numeric) for i, unit in enumerate(units)}
    anchors = {i: a for i, a in anchors.items() if a is not None}
    values, sides = [], set()
    for i, anchor in anchors.items():
        stated = [t for t in units[i].tokens if t.kind in ("prob", "zero", "one")]
        runs = units[i].runs()
        said = _probability(stated[0]) if len(stated) == 1 else None
        if said is None or not runs:
            return None
        values.append(said)
        sides.add(units[i].tokens.index(runs[-1][0]) > anchor)  # the words after the number
    if len(anchors) != 2 or min(values) == 0 or abs(sum(values) - 1) > ROUNDING or len(sides) != 1:
        return None  # two values: "0% for poor and fair" gives each 0, "2% A, 80% B, and again, 2% C" lists
    numbers_first = sides.pop()
    groups = {i: i for i in anchors}
    for i, unit in enumerate(units):
        value = i - 1 if numbers_first else i + 1
        joint = unit.joint if numbers_first else units[value].joint if value < len(units) else ""
        words = unit.runs() and not any(t.kind in ("num", "range", "cmp") for t in unit.tokens)
        if i not in anchors and value in anchors and joint in ("and", "or") and words:
            groups[i] = value
    return groups if len(groups) > len(anchors) else None


_NUMERIC_STATE = re.compile(rf"(?:above_|below_)?{_NUM}(?:_{_NUM})?")


def run_states(sentences: Sequence[str], name: str | None = None) -> tuple[str, ...] | None:
    """The states of a variable whose run of premises is ``sentences`` (the first introduces it): :func:`read_states`
    of the first, with, where those are words and fewer than most of the run's premises read, the states of one that
    reads them all and as many as most, and, where those are all numbers (``0.2``, ``13_14.9``, ``above_6.5``), the
    numbers the other premises give probabilities to as well (QUITE's first premise may list only the states it
    gives a chance: five of photosynthetic biomass's seventeen): a number the other premises read beside two or more
    states already taken, twice, or once when it is one step beside them (once may be a number a condition says).
    Where the first reads as a boolean, the three or more states most of the others read (a boolean has two values).
    Where most of the others (two at least) agree on word states the first reads only inside longer pieces, the
    others' states (:func:`_agreed_states`): an introduction says more around its states, and its reading can take a
    piece around one ("low heart rate measured by pressure") for the state.

    Examples:

        >>> run_states(["With a low LAI, it is 0.20 kg/m2 in 40% of cases, 0.25 kg/m2 in 50% and 0.30 kg/m2 in 10%.",
        ...             "With a high LAI, it is 0.25 kg/m2 in 20% of cases, 0.30 kg/m2 in 30% and 0.35 kg/m2 in 50%.",
        ...             "When the CKNI is 20 mg/L, it is 0.20 kg/m2 in 10% of cases, 0.25 in 90%, 0.30 in 0%."])
        ('0.2', '0.25', '0.3', '0.35')
        >>> run_states(["If A is low, the level is low in 99% of cases.",
        ...             "If A is medium, the level is low in 20% of cases, medium in 50% and high in 30%.",
        ...             "If A is high, the level is low in 10% of cases, medium in 30% and high in 60%."])
        ('low', 'medium', 'high')
    """
    states = read_states(sentences[0], name) if sentences else None
    if states is None:
        return None
    readings = [r for r in (read_states(sentence, name) for sentence in sentences[1:]) if r]
    if not states:  # "… low in 99% of cases, and the high and average states have an equal remaining probability"
        usual, count = _most_read(readings)
        if usual is not None and len(usual) >= 3 and 2 * count > len(sentences) - 1:  # a boolean has two values
            return usual
        return states
    if not all(_NUMERIC_STATE.fullmatch(s) for s in states):
        letters = _run_letters(sentences, states)
        if letters is not None:
            return letters
        # words: another premise of the run that reads all of them and more ("whereas LOW, NORMAL and HIGH have
        # equal likelihood" reads one of three) adds the others, after the first premise's
        lengths = [len(r) for r in readings]
        # the count most of them read; a tie keeps the first premise's ("… Furthermore, if a child has Tetralogy
        # of Fallot, …" reads a fourth state in one premise of child2's duct flow, three in another)
        usual = max(set(lengths), key=lambda n: (lengths.count(n), n == len(states), n)) if lengths else 0
        wider = [r for r in readings if set(states) < set(r) and len(r) == usual]
        if usual > len(states) and wider:
            return (*states, *(s for s in wider[0] if s not in states))
        return _agreed_states(states, readings, sentences[0]) or states
    readings = [r for r in readings if all(_NUMERIC_STATE.fullmatch(s) for s in r)]
    union = list(states)
    while True:
        counts: dict[str, int] = {}
        for reading in readings:
            if len(set(reading) & set(union)) >= 2:
                for state in reading:
                    counts[state] = counts.get(state, 0) + 1
        more = [s for s, n in counts.items() if s not in union and (n >= 2 or _next_on_grid(s, union))]
        if not more:
            return tuple(union)
        union += more


def _run_letters(sentences: Sequence[str], states: Sequence[str]) -> tuple[str, ...] | None:
    """The letters most of a run's other premises read as its states (:func:`lettered_states`: *A* to *K*, each
    said once with its number), where the run's first premise reads other states than letters and says two or more
    of those letters only ("… a 30% probability for scenario B, 20% for scenario D, 10% each for scenarios E and F,
    and the remaining scenarios are equally likely": the scenarios, not ``scenario_b``, ``scenarios_e`` and ``f``);
    ``None`` otherwise. A capital *A* that starts the sentence is the article.

    Examples:

        >>> _run_letters(["In summer, there is a 30% probability for scenario B and 20% for scenario D, the rest "
        ...               "going to the others equally.",
        ...               "In winter, scenario A has 10%, scenario B 40%, scenario C 20% and scenario D 30%."],
        ...              ("summer", "scenario_b", "scenario_d", "others"))
        ('a', 'b', 'c', 'd')
    """
    if all(len(state) == 1 for state in states):
        return None
    usual, _ = _most_read([r for r in map(lettered_states, sentences[1:]) if r])
    said = {m.group(1).lower() for m in _LETTER.finditer(sentences[0]) if m.start() > 0}
    return usual if usual is not None and len(said) >= 2 and said <= set(usual) else None


def _agreed_states(
    first: Sequence[str], readings: Sequence[tuple[str, ...]], sentence: str = ""
) -> tuple[str, ...] | None:
    """The word states most of a run's other premises read (``readings``: two at least, and more than half of them,
    read the same set), where the run's first premise reads others (``first``), as many or more, and each state of
    theirs it does not read is a word of a longer piece it took for a state ("low heart rate measured by pressure"
    for ``low``, "scenario B" for ``b``). ``None`` where it is not so: a first premise that reads every state the
    others read, and more, stays whole, and so does one that reads a word of its own for a state ("sick" where the
    others take "child" for one), and one whose longer piece its ``sentence`` says as words joined by *or* ("delayed
    or cancelled" is one state, which later premises may say by one of its words: "… cancelled in 95% of cases").

    Examples:

        >>> others = [("low", "normal", "high")] * 3
        >>> _agreed_states(("low_heart_rate_reading", "normal", "high"), others)
        ('low', 'normal', 'high')
        >>> _agreed_states(("low", "normal", "high", "very_high"), others) is None
        True
        >>> _agreed_states(("sick", "normal", "high"), others) is None
        True
        >>> _agreed_states(("on_time", "delayed_cancelled"), [("cancelled", "on_time")] * 2,
        ...                "The flight is on time in 90% of cases and delayed or cancelled in 10%.") is None
        True
    """
    agreed, agreeing = _most_read(readings)
    if agreed is None or agreeing < 2 or 2 * agreeing <= len(readings) or len(first) < len(agreed):
        return None
    missing = [_words(state) for state in agreed if state not in first]
    said = sentence.lower()
    pieces = [
        _words(state)
        for state in first
        if len(_words(state)) < 2
        or not re.search(r"\b" + r"\s+or\s+".join(map(re.escape, _words(state))) + r"\b", said)
    ]

    def inside(words: list[str]) -> bool:
        return any(len(p) > len(words) and all(any(_same_word(w, x) for x in p) for w in words) for p in pieces)

    return agreed if missing and all(map(inside, missing)) else None


def _most_read(readings: Sequence[tuple[str, ...]]) -> tuple[tuple[str, ...] | None, int]:
    """Of a run's premises' readings, the first of the set of states most of them read (ties: the set read first)
    and how many read it; ``(None, 0)`` without readings."""
    sets = [frozenset(r) for r in readings]
    if not sets:
        return None, 0
    usual = max(sets, key=sets.count)
    return readings[sets.index(usual)], sets.count(usual)


def _next_on_grid(state: str, states: Sequence[str]) -> bool:
    """Whether a number is one step beside the plain numbers ``states`` (the step: their smallest gap)."""
    values = sorted(float(s) for s in states if re.fullmatch(_NUM, s))
    if len(values) < 2 or not re.fullmatch(_NUM, state):
        return False
    step = min(b - a for a, b in itertools.pairwise(values))
    return step > 0 and min(abs(float(state) - v) for v in values) <= step * 1.0001


def _says_name(run: Sequence[_Token], name: str) -> bool:
    """Whether a run of words is the variable's name and nothing more, its words cut or not ("latest convective
    inhibition" for ``latest_cin``)."""
    words = [t.text for t in run]
    _, whole, span = _name_match_words(words, Variable(name))
    return whole and span == (0, len(words) - 1)


def _beside_name(
    unit: _Segment, run: tuple[_Token, ...], name: Sequence[str], runs: Sequence[tuple[_Token, ...]]
) -> tuple[_Token, ...]:
    """The state a clause names, given the variable's name words: the words right before a mention of the name (up
    to two; ``no`` / ``not`` is ``none``) when the run chosen says the name or only says that something is there
    (``present``); the first other run when the chosen one is the name alone."""

    def named(token: _Token) -> bool:  # the name's word or an inflection of it ("severe" is no "severity")
        return token.kind == "word" and any(
            token.text in (w, f"{w}s", f"{w}es") or _stem(token.text) == _stem(w) for w in name
        )

    tokens = unit.tokens
    inside = range(tokens.index(run[0]), tokens.index(run[-1]) + 1)
    being = all(t.text in _EXISTENCE for t in run)  # "a weak instability being present": the state is "weak"
    mentions = []  # (words of the name said, first token) of each mention, the whole name first
    for j, token in enumerate(tokens):
        if named(token) and not (j and named(tokens[j - 1])):
            end = j
            while end + 1 < len(tokens) and named(tokens[end + 1]):
                end += 1
            mentions.append((end - j + 1, j))
    if being:  # the mention just before "present"
        mentions = [max((m for m in mentions if m[1] < inside.start), key=lambda m: m[1], default=(0, -1))]
        mentions = [m for m in mentions if m[1] >= 0]
    for _, j in sorted(mentions, key=lambda m: (-m[0], m[1])):
        if j and tokens[j - 1].text in ("no", "not"):
            return (tokens[j - 1],)
        if j not in inside and not being:
            continue
        before = []
        for k in range(j - 1, max(j - 3, -1), -1):
            if being and not before and tokens[k].text in ("both", "neither"):  # "both structures are present"
                before.insert(0, tokens[k])
                break
            if not _content(tokens, k) or named(tokens[k]):
                break
            before.insert(0, tokens[k])
        if before:
            return tuple(before)
        break
    if all(named(t) for t in run) and not _said_apart(run, mentions, tokens):
        rest = [r for r in [*runs, *unit.runs()] if r != run and not all(named(t) for t in r)]
        return rest[0] if rest else run
    return run


def _said_apart(run: Sequence[_Token], mentions: Sequence[tuple[int, int]], tokens: Sequence[_Token]) -> bool:
    """Whether a run of the name's words is a state the clause says apart from a longer mention of the name: in
    "the heart rate shown on the EKG is low in 30% …" of a variable the namer called ``heart_rate_low``, *low* is a
    state (the name is said by *heart rate*)."""
    start = tokens.index(run[0])
    end = start + len(run)
    return any(length > len(run) and (j + length < start or j > end) for length, j in mentions)


def _continues(segment: _Segment, numeric: bool) -> bool:
    """Whether a segment goes on a list: after ``or``, or a short one (up to two content words, no verb, no
    probability) after a comma or ``and``."""
    if segment.strong:
        return False
    if segment.joint == "or":
        return True
    runs = segment.runs()
    short = bool(runs) and len(runs[0]) <= 2 and not any(t.text in _VERBS for t in segment.tokens)
    return short and segment.anchor(numeric) is None


def _starts(words: Sequence[str], other: Sequence[str]) -> bool:
    """Whether one list of words begins the other (word forms match, :func:`_same_word`)."""
    short, long = sorted((words, other), key=len)
    return all(_same_word(w, x) for w, x in zip(short, long, strict=False))


def _units(segments: list[_Segment], numeric: bool) -> list[_Segment]:
    """The segments, joined where one clause was split: one that states a probability but no words (``…, with a 5%
    chance``) goes with the segment after it (or else before it) in its sentence that states none; then one after
    ``and`` that says a verb but no probability (``… that the make and model is sport``) with the one before it."""
    units: list[_Segment] = []
    skip = -1
    for k, segment in enumerate(segments):
        anchor = segment.anchor(numeric)
        if k == skip or anchor is None or segment.runs():
            if k != skip:
                units.append(segment)
            continue
        after = segments[k + 1] if k + 1 < len(segments) else None
        before = units[-1] if units else None
        if after and after.anchor(numeric) is None and after.sentence == segment.sentence and after.runs():
            segment, skip = segment.joined(after), k + 1
        elif (
            before
            and before.anchor(numeric) is None
            and before.sentence == segment.sentence
            and before.runs()
            and all(t.text in _TAIL for t in segment.tokens[anchor + 1 :])
        ):
            segment = units.pop().joined(segment)
        units.append(segment)
    joined: list[_Segment] = []
    for unit in units:
        verb = unit.joint == "and" and any(t.text in _VERBS for t in unit.tokens)
        verb &= not unit.says_rest()  # "… and the rest are large" is a state's own
        if verb and joined and unit.anchor(numeric) is None and joined[-1].sentence == unit.sentence:
            unit = joined.pop().joined(unit)
        joined.append(unit)
    return joined


def _trim(names: list[list[str]]) -> list[list[str]]:
    """Drop tokens most names share (``appear`` in ``appear normal``, ``appear abnormal``), unless a token is a whole
    name or dropping it would empty a name or make two names the same; a one-word name every other name (two or
    more) ends or begins with names what they are, not a state (``results`` beside ``normal results``, ``congested
    results``: "It's not certain what the results will be"), and goes, unless the other names only compare with it
    (``below average``, ``average``, ``above average``: :data:`_COMPARED`). *Than* stays (``less_than_average``)."""
    lone = {
        name[0]
        for name in names
        if len(name) == 1
        and len(names) > 2
        and all(other is name or (len(other) > 1 and name[0] in (other[0], other[-1])) for other in names)
        and not all(other is name or set(other) - {name[0]} <= _COMPARED for other in names)
    }
    if lone:
        names = [n for n in names if not (len(n) == 1 and n[0] in lone)]
    counts: dict[str, int] = {}
    for name in names:
        for word in set(name):
            counts[word] = counts.get(word, 0) + 1
    shared = {w for w, c in counts.items() if c >= 2 and c * 2 > len(names) and [w] not in names and w != "than"}
    trimmed = [[w for w in n if w not in shared] for n in names]
    trimmed = [t if t and not set(t) <= _COMPARED else n for t, n in zip(trimmed, names, strict=True)]
    return trimmed if len({tuple(n) for n in trimmed}) == len(trimmed) else names
