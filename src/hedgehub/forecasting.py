"""Conversation forecasting of others' uncertainty (Sicilia & Alikhani, ACL 2025): the core, with no I/O policy.

The task: read a conversation and forecast how certain a participant is about an outcome, as a probability. The
regression target for instance ``i`` is the "more than chance" probability of its annotation ``a_i``: the share of
instances of the same corpus whose annotation is *strictly lower* (an empirical CDF, :func:`empirical_cdf`). A
participant who reports the highest satisfaction of the corpus gets a target close to 1, the least satisfied 0.

This module holds

- targets: :func:`empirical_cdf`;
- the user-satisfaction-simulation text format (USS, Sun et al. 2021; MultiWOZ, SGD, JDDC, ReDial, CCPE):
  :func:`parse_uss`, :func:`read_uss`, :class:`USSFormatError`;
- prompts and answer parsing for direct forecasts (DF) and bags of thoughts (BoT): :func:`forecast_messages`,
  :func:`parse_certainty`, :class:`LMForecaster`;
- scaling fitted on training forecasts: :func:`fit_linear_scaling` (LS), :func:`fit_platt_scaling` (Platt);
- fine-tuned heads on frozen text embeddings: :func:`chunk_text`, :class:`TextEmbedder`, :func:`embed_rows`,
  :func:`make_head`;
- targets of the CANDOR tasks from first- and second-order forecasts: :func:`target_range`, :func:`combine_orders`;
  LM forecasts of many rows: :func:`lm_forecasts`.

Scores, plots and the benchmark table are in :mod:`hedgehub.evaluation.forecasting`; the experiment runner is
``trainers/forecasting.py``.

Heavy libraries (torch, transformers, sentence-transformers, scikit-learn, scipy) are imported inside the functions
that need them.

Examples:

    >>> empirical_cdf([1, 3, 3, 5])
    [0.0, 0.25, 0.25, 0.75]
    >>> parse_certainty("They sound pleased. CERTAINTY = 8")
    0.8
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


# --------------------------------------------------------------------------------------------------------- targets


def empirical_cdf(values: Sequence[float]) -> list[float]:
    """The "more than chance" target: for each value, the share of all values that are strictly lower.

    ``p_i = #{j : a_j < a_i} / N``. Ties share a target; the lowest annotation of the corpus maps to 0 and no
    instance reaches 1. Read ``p_i`` as the probability that a random instance of the corpus is less satisfied
    (likes less, ...) than instance ``i``.

    Args:
        values (`Sequence[float]`): the annotations of every instance of one corpus.

    Returns:
        `list[float]`: one target per value, in the input order.

    Examples:

        >>> empirical_cdf([2, 1, 2, 4])
        [0.25, 0.0, 0.25, 0.75]
        >>> empirical_cdf([])
        []
    """
    import bisect

    values = [float(v) for v in values]
    if any(math.isnan(v) for v in values):
        raise ValueError("empirical_cdf: annotations contain NaN")
    ordered = sorted(values)
    n = len(values)
    return [bisect.bisect_left(ordered, v) / n for v in values]


def target_range(task: str) -> tuple[float, float]:
    """Values a target of ``task`` can take: FUnQ is a signed difference of probabilities.

    Examples:

        >>> target_range("funq"), target_range("1tuq")
        ((-1.0, 1.0), (0.0, 1.0))
    """
    return (-1.0, 1.0) if task == "funq" else (0.0, 1.0)


def combine_orders(task: str, first: float, second: float | None) -> float:
    """1TUQ: the forecast itself; 2TUQ: ``(so - fo)^2``; FUnQ: ``so - fo``.

    Examples:

        >>> combine_orders("funq", 0.25, 0.75), combine_orders("2tuq", 0.25, 0.75), combine_orders("1tuq", 0.3, None)
        (0.5, 0.25, 0.3)
    """
    if task == "1tuq":
        return first
    if second is None:
        raise ValueError(f"task {task} needs a second-order forecast")
    return (second - first) ** 2 if task == "2tuq" else second - first


# --------------------------------------------------------------------------------------------------------- USS format

USS_ROLES = ("USER", "SYSTEM")
# Every USS corpus (MultiWOZ, SGD, JDDC, ReDial, CCPE) is annotated on the same 5-point satisfaction scale.
USS_RATING_SCALE = (1, 5)


class USSFormatError(ValueError):
    """A line of a user-satisfaction-simulation (USS) file that does not follow the format."""


@dataclass
class USSTurn:
    """One line of a USS session."""

    role: str
    text: str
    action: str
    ratings: tuple[int, ...]
    explanation: str
    line: int


@dataclass
class USSSession:
    """One dialogue of a USS file: its turns and the dialogue-level ``OVERALL`` ratings."""

    index: int
    first_line: int
    turns: list[USSTurn] = field(default_factory=list)
    overall: tuple[int, ...] | None = None
    overall_line: int | None = None
    overall_explanation: str = ""

    @property
    def overall_mean(self) -> float | None:
        return None if not self.overall else sum(self.overall) / len(self.overall)


def _parse_ratings(raw: str, where: str) -> tuple[int, ...]:
    raw = raw.strip()
    if not raw:
        return ()
    parts = [p.strip() for p in raw.split(",")]
    try:
        ratings = tuple(int(p) for p in parts)
    except ValueError:
        raise USSFormatError(
            f"{where}: satisfaction field {raw!r} is not a comma-separated list of integers"
        ) from None
    low, high = USS_RATING_SCALE
    outside = [r for r in ratings if not low <= r <= high]
    if outside:
        raise USSFormatError(f"{where}: satisfaction field {raw!r} has {outside[0]}, outside the {low}-{high} scale")
    return ratings


def parse_uss(text: str, source: str = "<string>") -> list[USSSession]:
    """Parse the USS format: tab-separated ``role, text, action, ratings[, explanation]``; blank line = new session.

    Ratings are the repeated annotations of one turn, comma-separated (``3,3,2``), each on the 1-5 scale
    (:data:`USS_RATING_SCALE`); system turns carry none. A user
    line whose text is ``OVERALL`` holds the dialogue-level ratings and must end its session. Every malformed line
    raises :class:`USSFormatError` naming ``source:line`` and the problem.

    Args:
        text (`str`): the file content.
        source (`str`, *optional*, defaults to `"<string>"`): a name for error messages (the file path).

    Returns:
        `list[USSSession]`: sessions in file order.

    Examples:

        >>> sessions = parse_uss("USER\\tHi, a cheap hotel?\\tInform\\t3,4\\nSYSTEM\\tSure.\\tOffer\\t\\n"
        ...                      "USER\\tOVERALL\\t\\t4,5\\n\\nUSER\\tBye\\t\\t2\\nUSER\\tOVERALL\\t\\t1,2,2\\n")
        >>> [(len(s.turns), s.overall, s.overall_mean) for s in sessions]
        [(2, (4, 5), 4.5), (1, (1, 2, 2), 1.6666666666666667)]
        >>> parse_uss("USER\\tHi\\tInform\\tthree")
        Traceback (most recent call last):
        ...
        hedgehub.forecasting.USSFormatError: <string>:1: satisfaction field 'three' is not a comma-separated ...
        >>> parse_uss("USER\\tOVERALL\\t\\t4,40,4")
        Traceback (most recent call last):
        ...
        hedgehub.forecasting.USSFormatError: <string>:1: satisfaction field '4,40,4' has 40, outside the 1-5 scale
    """
    sessions: list[USSSession] = []
    current: USSSession | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        where = f"{source}:{number}"
        if not line.strip():
            current = None
            continue
        fields = line.rstrip("\r\n").split("\t")
        if len(fields) < 2:
            raise USSFormatError(
                f"{where}: expected tab-separated 'role<TAB>text[<TAB>action<TAB>ratings]', got {line!r}"
            )
        if len(fields) > 5:
            raise USSFormatError(f"{where}: {len(fields)} tab-separated fields, at most 5 are allowed")
        fields += [""] * (5 - len(fields))
        role, utterance, action, ratings_raw, explanation = fields
        role = role.strip()
        if role not in USS_ROLES:
            raise USSFormatError(f"{where}: role {role!r} is not one of {', '.join(USS_ROLES)}")
        ratings = _parse_ratings(ratings_raw, where)
        if current is None:
            current = USSSession(index=len(sessions), first_line=number)
            sessions.append(current)
        if current.overall_line is not None:
            raise USSFormatError(
                f"{where}: turn after the OVERALL line {current.overall_line}; separate sessions with a blank line"
            )
        if utterance.strip() == "OVERALL":
            if role != "USER":
                raise USSFormatError(f"{where}: the OVERALL line must have role USER, not {role}")
            if not ratings:
                raise USSFormatError(f"{where}: the OVERALL line has no dialogue-level ratings")
            current.overall, current.overall_line, current.overall_explanation = ratings, number, explanation
            continue
        current.turns.append(USSTurn(role, utterance, action, ratings, explanation, number))
    return sessions


def read_text_utf8(path: str | os.PathLike, error: type[ValueError] = ValueError) -> str:
    """A file's text; a byte that is not UTF-8 raises ``error`` naming ``path:line`` and the byte.

    Examples:

        >>> import tempfile
        >>> path = Path(tempfile.mkdtemp()) / "x.txt"
        >>> _ = path.write_bytes(b"ok\\nna\\xefve\\n")
        >>> read_text_utf8(path)
        Traceback (most recent call last):
        ...
        ValueError: .../x.txt:2: not UTF-8 text (byte 0xef at offset 5: invalid continuation byte)
    """
    data = Path(path).read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise error(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[err.start]:02x} at offset {err.start}: {err.reason})"
        ) from None


def read_uss(path: str | os.PathLike) -> list[USSSession]:
    """Read a USS file (UTF-8) with :func:`parse_uss`; errors name the file and line."""
    path = Path(path)
    return parse_uss(read_text_utf8(path, USSFormatError), source=str(path))


# ----------------------------------------------------------------------------------------------------------- prompts

SYSTEM_PROMPT = (
    "You read conversations and judge what the people in them feel. You will be asked how certain one participant "
    "is about something, where 'more than would occur by chance' means compared with a typical participant in the "
    "same situation. Give your answer as the word CERTAINTY, an equals sign and a whole number from 1 (not at all "
    "certain) to 10 (completely certain)."
)
DIRECT_INSTRUCTION = "Reply with only the CERTAINTY line."
COT_INSTRUCTION = "Think it through in two or three short sentences, then end with the CERTAINTY line."
ANSWER_PREFIX = "CERTAINTY ="


def forecast_messages(
    row: dict,
    *,
    second_order: bool = False,
    demographics: bool = False,
    chain_of_thought: bool = False,
    max_conversation_chars: int | None = None,
) -> list[dict[str, str]]:
    """Chat messages asking for a forecast of one dataset row.

    Args:
        row (`dict`): a row of a conversation-forecasting config (``context``, ``conversation``, ``question``,
            ``question_second_order``, ``demographics``).
        second_order (`bool`, *optional*, defaults to `False`): ask ``question_second_order`` (CANDOR 2TUQ/FUnQ).
        demographics (`bool`, *optional*, defaults to `False`): add the participants' demographics (DEM setting).
        chain_of_thought (`bool`, *optional*, defaults to `False`): ask for short reasoning before the answer (BoT).
        max_conversation_chars (`int`, *optional*): keep only the start of longer conversations (marked ``[...]``).

    Returns:
        `list[dict]`: ``[{"role": "system", ...}, {"role": "user", ...}]``.

    Examples:

        >>> row = {"context": "Two campers negotiate.", "conversation": "Speaker 0: Hi!\\nSpeaker 1: Hello.",
        ...        "question": "How certain is Speaker 0 that they are satisfied?", "demographics": "Speaker 0: 30"}
        >>> print(forecast_messages(row, demographics=True)[1]["content"])
        Two campers negotiate.
        About the participants: Speaker 0: 30
        <BLANKLINE>
        Conversation:
        Speaker 0: Hi!
        Speaker 1: Hello.
        <BLANKLINE>
        Question: How certain is Speaker 0 that they are satisfied?
        Reply with only the CERTAINTY line.
    """
    question = row.get("question_second_order") if second_order else row.get("question")
    if not question:
        raise ValueError(f"row {row.get('instance_id', '?')}: no {'second-order ' if second_order else ''}question")
    conversation = row["conversation"]
    if max_conversation_chars is not None and len(conversation) > max_conversation_chars:
        conversation = conversation[:max_conversation_chars].rsplit("\n", 1)[0] + "\n[...]"
    header = row.get("context", "").strip()
    if demographics and row.get("demographics"):
        header += f"\nAbout the participants: {row['demographics']}"
    instruction = COT_INSTRUCTION if chain_of_thought else DIRECT_INSTRUCTION
    user = f"{header}\n\nConversation:\n{conversation}\n\nQuestion: {question}\n{instruction}"
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


_CERTAINTY_RE = re.compile(r"CERTAINTY\s*[=:]\s*\**\s*(\d+(?:\.\d+)?)", re.IGNORECASE)
_LEADING_NUMBER_RE = re.compile(r"^\s*\**\s*(\d+(?:\.\d+)?)")


def parse_certainty(text: str, *, prefixed: bool = False) -> float | None:
    """Parse the last ``CERTAINTY = k`` of an answer into ``k / 10`` (``k`` clipped to 1–10).

    Args:
        text (`str`): the generated answer.
        prefixed (`bool`, *optional*, defaults to `False`): the prompt already ended with ``CERTAINTY =``, so a
            leading number is the answer.

    Returns:
        `float` or `None`: the forecast, or `None` if the answer has no parsable certainty.

    Examples:

        >>> parse_certainty("I think CERTAINTY = 3 ... no, CERTAINTY: 7")
        0.7
        >>> parse_certainty(" 12 because", prefixed=True)
        1.0
        >>> parse_certainty("probably satisfied") is None
        True
    """
    matches = _CERTAINTY_RE.findall(text)
    if matches:
        value = float(matches[-1])
    elif prefixed and (match := _LEADING_NUMBER_RE.match(text)):
        value = float(match.group(1))
    else:
        return None
    return min(max(value, 1.0), 10.0) / 10.0


# ----------------------------------------------------------------------------------------------------------- scaling

_EPS = 1e-4


def _logit(p: Any):
    import numpy as np

    p = np.clip(np.asarray(p, dtype=float), _EPS, 1 - _EPS)
    return np.log(p / (1 - p))


def fit_linear_scaling(forecasts: Sequence[float], targets: Sequence[float]) -> Callable[[Sequence[float]], list]:
    """LS scaling: least-squares ``target ≈ a·forecast + b`` on training forecasts, outputs clipped to [0, 1].

    A constant forecast (no variance) falls back to predicting the training mean.

    Examples:

        >>> scale = fit_linear_scaling([0.2, 0.4, 0.6], [0.1, 0.3, 0.5])
        >>> [round(x, 6) for x in scale([0.3, 1.0])]
        [0.2, 0.9]
    """
    import numpy as np

    x, y = np.asarray(forecasts, dtype=float), np.asarray(targets, dtype=float)
    if np.ptp(x) == 0:
        a, b = 0.0, float(y.mean())
    else:
        a, b = (float(v) for v in np.polyfit(x, y, 1))

    def scale(values: Sequence[float]) -> list[float]:
        return [float(v) for v in np.clip(a * np.asarray(values, dtype=float) + b, 0.0, 1.0)]

    scale.params = {"a": a, "b": b}  # type: ignore[attr-defined]
    return scale


def fit_platt_scaling(forecasts: Sequence[float], targets: Sequence[float]) -> Callable[[Sequence[float]], list]:
    """Platt scaling: ``sigmoid(a·logit(forecast) + b)`` fitted by cross-entropy against the (soft) targets.

    Examples:

        >>> scale = fit_platt_scaling([0.1, 0.5, 0.9, 0.5], [0.2, 0.5, 0.8, 0.5])
        >>> [round(x, 2) for x in scale([0.1, 0.5, 0.9])]
        [0.2, 0.5, 0.8]
    """
    import numpy as np
    from scipy.optimize import minimize

    z, y = _logit(forecasts), np.clip(np.asarray(targets, dtype=float), 0.0, 1.0)

    def loss(theta):
        s = theta[0] * z + theta[1]
        # cross-entropy with soft labels: log(1 + e^s) - y s, written stably
        return float(np.mean(np.logaddexp(0.0, s) - y * s))

    def grad(theta):
        s = theta[0] * z + theta[1]
        r = 1.0 / (1.0 + np.exp(-s)) - y
        return np.array([np.mean(r * z), np.mean(r)])

    result = minimize(loss, x0=np.array([1.0, 0.0]), jac=grad, method="L-BFGS-B")
    a, b = (float(v) for v in result.x)

    def scale(values: Sequence[float]) -> list[float]:
        s = a * _logit(values) + b
        return [float(v) for v in 1.0 / (1.0 + np.exp(-s))]

    scale.params = {"a": a, "b": b}  # type: ignore[attr-defined]
    return scale


SCALERS: dict[str, Callable] = {"ls": fit_linear_scaling, "platt": fit_platt_scaling}


# ------------------------------------------------------------------------------------------------ embeddings + heads


def chunk_text(text: str, count_tokens: Callable[[str], int], budget: int) -> list[str]:
    """Split a conversation into chunks of whole lines (turns) of at most ``budget`` tokens each.

    A single line longer than the budget is cut into word groups.

    Examples:

        >>> words = lambda s: len(s.split())
        >>> chunk_text("a b\\nc d e\\nf", words, 4)
        ['a b', 'c d e\\nf']
        >>> chunk_text("a b c d e", words, 2)
        ['a b', 'c d', 'e']
    """
    pieces: list[str] = []
    for line in text.splitlines():
        if count_tokens(line) <= budget:
            pieces.append(line)
            continue
        words, group = line.split(), []
        for word in words:
            if group and count_tokens(" ".join([*group, word])) > budget:
                pieces.append(" ".join(group))
                group = []
            group.append(word)
        if group:
            pieces.append(" ".join(group))
    chunks: list[str] = []
    current: list[str] = []
    for piece in pieces:
        if current and count_tokens("\n".join([*current, piece])) > budget:
            chunks.append("\n".join(current))
            current = []
        current.append(piece)
    if current:
        chunks.append("\n".join(current))
    return chunks or [""]


def _sha(*parts: str) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()


class TextEmbedder:
    """Frozen sentence-transformers embeddings of (header + conversation) with chunking, pooling and a disk cache.

    Each chunk is embedded as ``header + "\\n" + chunk`` (the header holds the question and, in the DEM setting, the
    demographics, so a first- and a second-order prompt embed differently); chunk embeddings are averaged weighted
    by their token counts and L2-normalised.

    Args:
        model_name_or_path (`str`, *optional*, defaults to `"minilm"`): resolved with
            ``hedgehub.models.resolve_model`` (the shipped all-MiniLM-L6-v2 by default).
        cache_dir (`str` or `os.PathLike`, *optional*): where ``embeddings-<model>.npz`` is kept.
        batch_size (`int`, *optional*, defaults to 32): encoding batch size.
    """

    def __init__(
        self, model_name_or_path: str = "minilm", cache_dir: str | os.PathLike | None = None, batch_size: int = 32
    ):
        self.model_name_or_path = model_name_or_path
        self.batch_size = batch_size
        self._model = None
        self._cache: dict[str, Any] = {}
        self._dirty = False
        self.cache_path = None
        if cache_dir is not None:
            name = re.sub(r"[^A-Za-z0-9_.-]+", "_", str(model_name_or_path))[-80:]
            self.cache_path = Path(cache_dir) / f"embeddings-{name}.npz"
            if self.cache_path.exists():
                import numpy as np

                with np.load(self.cache_path) as data:
                    self._cache = {key: data[key] for key in data.files}

    @property
    def model(self):
        if self._model is None:
            from sentence_transformers import SentenceTransformer

            from hedgehub.models import resolve_model

            self._model = SentenceTransformer(str(resolve_model(self.model_name_or_path)), device="cpu")
        return self._model

    def _count(self, text: str) -> int:
        return len(self.model.tokenizer(text, add_special_tokens=False)["input_ids"])

    def embed(self, header: str, conversation: str):
        """Embed one (header, conversation) pair: a 1-D float32 array."""
        return self.embed_many([(header, conversation)])[0]

    def embed_many(self, pairs: Iterable[tuple[str, str]]):
        """Embed (header, conversation) pairs: an ``(n, dim)`` float32 array, cached on disk."""
        import numpy as np

        pairs = list(pairs)
        keys = [_sha(str(self.model_name_or_path), h, c) for h, c in pairs]
        missing = [i for i, key in enumerate(keys) if key not in self._cache]
        if missing:
            budget = self.model.max_seq_length - 2
            texts, owners, weights = [], [], []
            for i in missing:
                header, conversation = pairs[i]
                room = max(16, budget - self._count(header) - 1)
                for chunk in chunk_text(conversation, self._count, room):
                    texts.append(f"{header}\n{chunk}")
                    owners.append(i)
                    weights.append(max(1, self._count(chunk)))
            vectors = self.model.encode(
                texts, batch_size=self.batch_size, convert_to_numpy=True, show_progress_bar=False
            )
            owners_arr, weights_arr = np.asarray(owners), np.asarray(weights, dtype=float)
            for i in missing:
                mask = owners_arr == i
                pooled = np.average(vectors[mask], axis=0, weights=weights_arr[mask])
                pooled = pooled / max(np.linalg.norm(pooled), 1e-12)
                self._cache[keys[i]] = pooled.astype(np.float32)
            self._dirty = True
            self.save()
        return np.stack([self._cache[key] for key in keys])

    def save(self) -> None:
        """Write the cache (atomically) if anything new was embedded."""
        if self.cache_path is None or not self._dirty:
            return
        import numpy as np

        self.cache_path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.cache_path.with_name(self.cache_path.name + f".tmp-{os.getpid()}.npz")
        np.savez(tmp, **self._cache)
        os.replace(tmp, self.cache_path)
        self._dirty = False


def _embedding_pairs(rows, demographics: bool, second_order: bool) -> list[tuple[str, str]]:
    pairs = []
    for row in rows:
        header = row["question_second_order"] if second_order else row["question"]
        if demographics and row.get("demographics"):
            header += f"\nAbout the participants: {row['demographics']}"
        pairs.append((header, row["conversation"]))
    return pairs


def embed_rows(embedder: TextEmbedder, rows, task: str, demographics: bool):
    """Frozen features of rows: one prompt embedding (1TUQ) or first- and second-order side by side (joint head)."""
    import numpy as np

    first = embedder.embed_many(_embedding_pairs(rows, demographics, second_order=False))
    if task == "1tuq":
        return first
    second = embedder.embed_many(_embedding_pairs(rows, demographics, second_order=True))
    return np.concatenate([first, second], axis=1)


HEADS = ("linear", "mlp", "forest")
HEAD_GRIDS = {"linear": [0.01, 0.1, 1.0, 10.0, 100.0], "mlp": [1.0, 10.0, 100.0]}


def make_head(name: str, seed: int = 0, tune: bool = True):
    """A scikit-learn regressor for frozen embeddings.

    - ``linear``: standardised inputs → ``SGDRegressor`` (squared loss, L2 penalty);
    - ``mlp``: standardised inputs → ``MLPRegressor`` with one hidden layer of 100 units (two weight layers);
    - ``forest``: ``RandomForestRegressor`` with 100 trees of depth 5.

    With 100 training instances and 384 features an unregularised linear or MLP head overfits badly, so by default
    their L2 penalty ``alpha`` is chosen by cross-validation *on the training instances only* (``GridSearchCV``,
    ``HEAD_GRIDS``; 5 folds for linear, 3 for the MLP). The forest keeps the paper's fixed settings.

    Examples:

        >>> make_head("forest", seed=1).get_params()["n_estimators"]
        100
        >>> make_head("mlp", tune=False)[-1].hidden_layer_sizes
        (100,)
    """
    from sklearn.ensemble import RandomForestRegressor
    from sklearn.linear_model import SGDRegressor
    from sklearn.model_selection import GridSearchCV, KFold
    from sklearn.neural_network import MLPRegressor
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    if name == "forest":
        return RandomForestRegressor(n_estimators=100, max_depth=5, random_state=seed, n_jobs=1)
    if name == "linear":
        model = make_pipeline(StandardScaler(), SGDRegressor(alpha=1.0, max_iter=2000, tol=1e-4, random_state=seed))
        folds = 5
    elif name == "mlp":
        model = make_pipeline(
            StandardScaler(),
            MLPRegressor(hidden_layer_sizes=(100,), alpha=10.0, solver="lbfgs", max_iter=500, random_state=seed),
        )
        folds = 3
    else:
        raise ValueError(f"unknown head {name!r}; choose one of {', '.join(HEADS)}")
    if not tune:
        return model
    step = model.steps[-1][0]
    return GridSearchCV(
        model,
        {f"{step}__alpha": HEAD_GRIDS[name]},
        cv=KFold(folds, shuffle=True, random_state=seed),
        scoring="neg_mean_squared_error",
    )


# ------------------------------------------------------------------------------------------------ LM forecasters


class LMForecaster:
    """Direct forecasts (DF) and bags of thoughts (BoT) from a local chat LM, cached on disk.

    - DF: the prompt of :func:`forecast_messages`, with the assistant turn opened by ``CERTAINTY =``. The model's
      probabilities of the ten answers " 1" … " 10" are read off (one forward pass plus one token for "10"), so the
      answer always parses: the DF forecast is ``argmax_k / 10`` (what greedy decoding restricted to valid answers
      writes). :meth:`answer_distribution` also gives the expected answer ``sum_k p_k k / 10`` ("dfev").
    - BoT: ``n`` chain-of-thought answers sampled at ``temperature`` / ``top_p``; a sample without a parsable
      ``CERTAINTY = k`` gets ``CERTAINTY =`` appended and the most probable of the ten answers (counted in
      ``self.forced``). The forecast is the mean over the samples.

    The model is loaded with :func:`hedgehub.lm.load_lm`, the ten answers are scored with
    :func:`hedgehub.lm.shared_prefix_logprobs` and generations are kept in a :class:`hedgehub.lm.JsonlCache`.

    Args:
        model_name_or_path (`str`, *optional*, defaults to `"smollm2"`): resolved with
            ``hedgehub.models.resolve_model`` (the shipped SmolLM2-135M-Instruct by default; any HF id or folder).
        cache_path (`str` or `os.PathLike`, *optional*): JSON-lines generation cache (:class:`hedgehub.lm.JsonlCache`).
        max_conversation_chars (`int`, *optional*, defaults to 6000): longer conversations are cut.
        cot_max_new_tokens (`int`, *optional*, defaults to 96): reasoning budget per BoT sample.
        temperature (`float`, *optional*, defaults to 0.6): BoT sampling temperature.
        top_p (`float`, *optional*, defaults to 0.9): BoT nucleus sampling.
    """

    def __init__(
        self,
        model_name_or_path: str = "smollm2",
        cache_path: str | os.PathLike | None = None,
        *,
        max_conversation_chars: int = 6000,
        cot_max_new_tokens: int = 96,
        temperature: float = 0.6,
        top_p: float = 0.9,
    ):
        self.model_name_or_path = model_name_or_path
        from hedgehub.lm import JsonlCache

        self.cache = JsonlCache(cache_path)
        self.max_conversation_chars = max_conversation_chars
        self.cot_max_new_tokens = cot_max_new_tokens
        self.temperature, self.top_p = temperature, top_p
        self.forced = 0
        self.samples = 0
        self._model = self._tokenizer = None

    def _load(self):
        if self._model is None:
            from hedgehub.lm import load_lm

            self._model, self._tokenizer = load_lm(self.model_name_or_path)
        return self._model, self._tokenizer

    def _prompt(self, messages: list[dict]) -> str:
        _, tokenizer = self._load()
        return tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)

    def _generate(self, prompt: str, *, max_new_tokens: int, num: int = 1, seed: int = 0) -> list[str]:
        import torch

        model, tokenizer = self._load()
        inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
        torch.manual_seed(seed)
        with torch.inference_mode():
            out = model.generate(
                **inputs,
                max_new_tokens=max_new_tokens,
                do_sample=True,
                temperature=self.temperature,
                top_p=self.top_p,
                num_return_sequences=num,
                pad_token_id=tokenizer.eos_token_id,
            )
        start = inputs["input_ids"].shape[1]
        return [tokenizer.decode(seq[start:], skip_special_tokens=True) for seq in out]

    def _answer_probs(self, prompt: str) -> list[float]:
        """P(answer = k | prompt ending in ``CERTAINTY =``) for k = 1..10, renormalised over the ten answers.

        Each answer " k" is scored as a continuation (sum of token log-probabilities); the prompt is run once and the
        answers longer than one token reuse its key/value cache (:func:`hedgehub.lm.shared_prefix_logprobs`).
        """
        import torch

        from hedgehub.lm import shared_prefix_logprobs

        model, tokenizer = self._load()
        prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
        candidates = [tokenizer(f" {k}", add_special_tokens=False)["input_ids"] for k in range(1, 11)]
        (scores,) = shared_prefix_logprobs(model, tokenizer, [(prompt_ids, candidates)])
        probs = torch.softmax(torch.tensor([total for total, _ in scores]), dim=0)
        return [float(p) for p in probs]

    def _key(self, *parts: Any) -> str:
        return _sha(str(self.model_name_or_path), *(json.dumps(p, sort_keys=True) for p in parts))

    def answer_distribution(self, row: dict, *, second_order: bool = False, demographics: bool = False) -> list[float]:
        """The model's probabilities of the answers 1..10 to the direct prompt of ``row`` (cached)."""
        messages = forecast_messages(
            row,
            second_order=second_order,
            demographics=demographics,
            max_conversation_chars=self.max_conversation_chars,
        )
        key = self._key("df-probs", messages)
        text = self.cache.get(key)
        if text is None:
            probs = self._answer_probs(self._prompt(messages) + ANSWER_PREFIX)
            text = json.dumps(probs)
            self.cache.update({key: text}, kind="df", instance_id=row.get("instance_id"), second_order=second_order)
        return json.loads(text)

    def direct(self, row: dict, *, second_order: bool = False, demographics: bool = False) -> tuple[float, float]:
        """DF forecast of one row: ``(most probable answer / 10, expected answer / 10)``."""
        probs = self.answer_distribution(row, second_order=second_order, demographics=demographics)
        best = max(range(10), key=lambda k: probs[k]) + 1
        return best / 10, sum((k + 1) * p for k, p in enumerate(probs)) / 10

    def bag_of_thoughts(
        self, row: dict, *, n: int = 3, second_order: bool = False, demographics: bool = False
    ) -> tuple[float, list[str]]:
        """BoT forecast of one row: ``(mean probability over n samples, raw samples)``."""
        messages = forecast_messages(
            row,
            second_order=second_order,
            demographics=demographics,
            chain_of_thought=True,
            max_conversation_chars=self.max_conversation_chars,
        )
        settings = {"t": self.temperature, "p": self.top_p, "max": self.cot_max_new_tokens}
        keys = [self._key("bot", messages, settings, i) for i in range(n)]
        texts = [self.cache.get(key) for key in keys]
        todo = [i for i, text in enumerate(texts) if text is None]
        if todo:
            prompt = self._prompt(messages)
            seed = int(keys[todo[0]][:8], 16)
            samples = self._generate(prompt, max_new_tokens=self.cot_max_new_tokens, num=len(todo), seed=seed)
            for i, sample in zip(todo, samples, strict=True):
                if parse_certainty(sample) is None:
                    head = sample.rstrip() + "\n" + ANSWER_PREFIX
                    probs = self._answer_probs(prompt + head)
                    sample = f"{head} {max(range(10), key=lambda k: probs[k]) + 1}"
                    self.forced += 1
                texts[i] = sample
                self.cache.update({keys[i]: sample}, kind="bot", instance_id=row.get("instance_id"), sample=i)
        self.samples += n
        values = [parse_certainty(text) for text in texts]
        if any(v is None for v in values):  # only a cache written by another version could hold such a sample
            raise ValueError(f"row {row.get('instance_id')}: a cached BoT sample has no CERTAINTY answer")
        return sum(values) / len(values), texts


def lm_forecasts(
    forecaster: LMForecaster,
    rows,
    kind: str,
    task: str,
    *,
    demographics: bool = False,
    bot_samples: int = 3,
    log: Callable[[str], None] | None = None,
) -> list[dict]:
    """Forecasts of ``rows`` by ``df`` (giving ``df`` and ``dfev``) or ``bot``, combined over orders for 2TUQ/FUnQ.

    Args:
        forecaster (`LMForecaster`): the LM.
        rows: dataset rows of one config.
        kind (`str`): ``df`` or ``bot``.
        task (`str`): the rows' task (``1tuq``, ``2tuq``, ``funq``).
        demographics (`bool`, *optional*, defaults to `False`): the DEM setting.
        bot_samples (`int`, *optional*, defaults to `3`): samples per BoT forecast.
        log (`Callable[[str], None]`, *optional*): one progress line per row.

    Returns:
        `list[dict]`: per row, ``instance_id``, ``forecasts`` (name → value) and ``raw`` (answer distributions or
        sampled texts, per order).
    """
    out = []
    for i, row in enumerate(rows):
        start = time.time()
        per_order: list[dict[str, float]] = []
        raw = []
        for second in (False, True) if task != "1tuq" else (False,):
            if kind == "df":
                best, expected = forecaster.direct(row, second_order=second, demographics=demographics)
                per_order.append({"df": best, "dfev": expected})
                raw.append(forecaster.answer_distribution(row, second_order=second, demographics=demographics))
            else:
                value, texts = forecaster.bag_of_thoughts(
                    row, n=bot_samples, second_order=second, demographics=demographics
                )
                per_order.append({"bot": value})
                raw.append(texts)
        forecasts = {
            name: combine_orders(task, per_order[0][name], per_order[1][name] if len(per_order) > 1 else None)
            for name in per_order[0]
        }
        out.append({"instance_id": row["instance_id"], "forecasts": forecasts, "raw": raw})
        if log is not None:
            shown = ", ".join(f"{k} {v:.3f}" for k, v in forecasts.items())
            log(f"{kind} {i + 1}/{len(rows)} {row['instance_id']}: {shown} ({time.time() - start:.1f}s)")
    return out
