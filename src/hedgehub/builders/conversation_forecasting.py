"""Build the conversation-forecasting datasets (Sicilia & Alikhani, ACL 2025) from raw corpus files.

Task: forecast how certain a participant is about a conversation outcome, as a "more than chance" probability
(the empirical CDF of their own annotation within the corpus, see ``hedgehub.forecasting.empirical_cdf``).

Sources (all given by path; nothing is downloaded):

- CaSiNo (``--casino_dir``, the folder with ``casino_{train,valid,test}.json``; CC BY 4.0): 1TUQ, how certain is
  Speaker 0 that they are more satisfied with the negotiation than would occur by chance.
- a USS file (``--multiwoz_file``, e.g. ``MWOZ.txt`` of the user-satisfaction-simulation release; other USS corpora
  with ``--uss_file NAME=PATH``): 1TUQ, how certain is the user that they are more satisfied than by chance.
- CANDOR (``--candor_dir``, your own copy; the corpus may not be redistributed, so only build it locally and do not
  publish it): 1TUQ first-order (A likes B), 1TUQ second-order (B thinks A likes B), 2TUQ ``(p_so - p_fo)^2`` and
  FUnQ ``p_so - p_fo``.

Configs: one per corpus and task (``casino``, ``multiwoz``, ``candor-1tuq-fo``, ``candor-1tuq-so``, ``candor-2tuq``,
``candor-funq``) plus an ``-xl`` variant with 800 instead of 100 training instances. Seeds are split names: every
config has ``train_seed{k}`` / ``test_seed{k}`` for k = 0..4 (the paper's five random splits: ``train_size``
training instances, all others test), so one seed is ``load_dataset(folder, "casino", split="train_seed0")``.

Usage (``hedgehub build conversation-forecasting``, ``python -m hedgehub.builders.conversation_forecasting`` and
``python dataset_scripts/conversation_forecasting.py`` are the same command):

    hedgehub build conversation-forecasting \\
        --casino_dir ../shared/data/casino \\
        --multiwoz_file ../shared/data/user_satisfaction/MWOZ.txt \\
        --output_dir hub/conversation-forecasting

    # add a local CANDOR copy (never push it):
    hedgehub build conversation-forecasting --candor_dir /data/candor/no_media --output_dir /tmp/cf-candor

    # publish (off by default; CANDOR configs are refused):
    hedgehub build conversation-forecasting ... --push_to_hub ORG/conversation-forecasting
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hedgehub.forecasting import USSFormatError, USSSession, empirical_cdf, read_text_utf8, read_uss
from hedgehub.hub import HubArguments, render_dataset_card, stage_dataset


CARD_TEMPLATE = "conversation_forecasting_card.md.jinja"
SCRIPT_URL = "https://github.com/hedgehub/hedgehub/blob/main/src/hedgehub/builders/conversation_forecasting.py"

# CaSiNo's own 5-level order (README of the release: encoded 1-5 with increasing satisfaction).
CASINO_SATISFACTION = {
    "Extremely dissatisfied": 1,
    "Slightly dissatisfied": 2,
    "Undecided": 3,
    "Slightly satisfied": 4,
    "Extremely satisfied": 5,
}
CASINO_FILES = ("casino_train.json", "casino_valid.json", "casino_test.json")
CASINO_CONTEXT = (
    "Two people are about to go camping and negotiate over how to split extra packages of food, water and firewood. "
    "Each has their own priorities. The conversation below runs until they settle on a deal or one walks away."
)
CASINO_QUESTION = (
    "How certain is Speaker 0 that they are more satisfied with the outcome of the negotiation than would occur "
    "by chance?"
)
USS_CONTEXT = {
    "multiwoz": "A user talks to an assistant that helps book restaurants, hotels, trains, taxis and attractions.",
}
USS_DEFAULT_CONTEXT = "A user talks to a conversational assistant."
USS_QUESTION = "How certain is the user that they are more satisfied with the assistant than would occur by chance?"
CANDOR_CONTEXT = "Two strangers talk over video chat for the first time. The transcript of their conversation follows."
CANDOR_FO_QUESTION = "How certain is {a} that they like {b} more than would occur by chance?"
CANDOR_SO_QUESTION = "How certain is {b} that {a} likes them more than would occur by chance?"

FEATURE_SPEC = {
    "instance_id": "string",
    "corpus": "string",
    "task": "string",
    "conversation": "string",
    "context": "string",
    "question": "string",
    "question_second_order": "string",
    "demographics": "string",
    "annotation": "string",
    "annotation_value": "float64",
    "annotation_second_order": "string",
    "annotation_second_order_value": "float64",
    "target": "float64",
    "target_first_order": "float64",
    "target_second_order": "float64",
}


# Config names the script gives its own corpora; a --uss_file corpus may not take one (it would replace that corpus).
BUILTIN_CORPORA = {
    "casino": "--casino_dir",
    "multiwoz": "--multiwoz_file",
    **dict.fromkeys(("candor", "candor-1tuq-fo", "candor-1tuq-so", "candor-2tuq", "candor-funq"), "--candor_dir"),
}
_CORPUS_NAME = re.compile(r"^[a-z0-9][a-z0-9_]*$")


class SourceFormatError(ValueError):
    """A raw corpus file that does not look as expected (the message names the file and record)."""


class UsageError(ValueError):
    """Command-line arguments that cannot be built as given (the message names the flag and value)."""


@dataclass
class BuildArguments(HubArguments):
    """The build's options; the staging and publishing flags come from :class:`~hedgehub.hub.HubArguments`."""

    casino_dir: str | None = field(
        default=None, metadata={"help": "Folder with CaSiNo's casino_{train,valid,test}.json."}
    )
    multiwoz_file: str | None = field(default=None, metadata={"help": "MWOZ.txt of the user-satisfaction release."})
    uss_file: list[str] = field(
        default_factory=list,
        metadata={
            "help": "More USS corpora as NAME=PATH (e.g. sgd=SGD.txt); repeatable: --uss_file a=A --uss_file b=B.",
            "action": "extend",
        },
    )
    candor_dir: str | None = field(
        default=None,
        metadata={"help": "A local CANDOR copy: one folder per conversation (survey.csv, transcription/)."},
    )
    candor_transcript: str = field(
        default="transcript_audiophile.csv", metadata={"help": "Which transcript of transcription/ to read."}
    )
    output_dir: str = field(default="hub/conversation-forecasting", metadata={"help": "Staged Hub folder (replaced)."})
    seeds: list[int] = field(default_factory=lambda: [0, 1, 2, 3, 4], metadata={"help": "Split seeds."})
    train_size: int = field(default=100, metadata={"help": "Training instances per seed (paper: 100)."})
    train_size_xl: int = field(default=800, metadata={"help": "Training instances per seed of the -xl configs."})


# ---------------------------------------------------------------------------------------------------------- CaSiNo


def _casino_demographics(info: dict) -> str:
    demo = info.get("demographics") or {}
    parts = []
    if demo.get("age") not in (None, ""):
        parts.append(f"{demo['age']} years old")
    parts += [str(demo[k]) for k in ("gender", "ethnicity", "education") if demo.get(k)]
    return ", ".join(parts) or "unknown"


def _casino_deal(task_data: dict, speaker: str, other: str) -> str:
    def items(side: dict) -> str:
        return ", ".join(f"{side[k]} {k}" for k in sorted(side))

    return (
        f"[proposes a deal: {speaker} gets {items(task_data.get('issue2youget', {}))}; "
        f"{other} gets {items(task_data.get('issue2theyget', {}))}]"
    )


def casino_instance(dialogue: dict, source: str = "casino") -> dict:
    """One CaSiNo dialogue → one row (without target): transcript up to the deal / walk-away, speakers renamed.

    Speaker 0 is whoever writes first. Deal proposals and rejections stay in the transcript as bracketed actions;
    the closing ``Accept-Deal`` / ``Walk-Away`` (the outcome itself) is cut.

    Examples:

        >>> dialogue = {"dialogue_id": 7, "chat_logs": [
        ...     {"text": "Hi! I need water.", "task_data": {}, "id": "b"},
        ...     {"text": "Submit-Deal", "task_data": {"issue2youget": {"Water": "2"}, "issue2theyget": {"Water": "1"}},
        ...      "id": "a"},
        ...     {"text": "Accept-Deal", "task_data": {"data": "accept_deal"}, "id": "b"}],
        ...   "participant_info": {
        ...     "a": {"outcomes": {"satisfaction": "Undecided"}, "demographics": {"age": 30, "gender": "female"}},
        ...     "b": {"outcomes": {"satisfaction": "Slightly satisfied"}, "demographics": {"age": 41}}}}
        >>> row = casino_instance(dialogue)
        >>> print(row["conversation"])
        Speaker 0: Hi! I need water.
        Speaker 1: [proposes a deal: Speaker 1 gets 2 Water; Speaker 0 gets 1 Water]
        >>> row["annotation"], row["annotation_value"], row["demographics"]
        ('Slightly satisfied', 4.0, 'Speaker 0: 41 years old; Speaker 1: 30 years old, female')
    """
    name = f"{source} dialogue {dialogue.get('dialogue_id', '?')}"
    logs = dialogue.get("chat_logs") or []
    infos = dialogue.get("participant_info") or {}
    if not logs:
        raise SourceFormatError(f"{name}: no chat_logs")
    first = logs[0]["id"]
    others = [agent for agent in infos if agent != first]
    if first not in infos or len(others) != 1:
        raise SourceFormatError(f"{name}: expected two participants in participant_info, got {sorted(infos)}")
    names = {first: "Speaker 0", others[0]: "Speaker 1"}
    lines = []
    for turn in logs:
        text, speaker = turn.get("text", ""), names.get(turn.get("id"))
        if speaker is None:
            raise SourceFormatError(f"{name}: chat turn by unknown participant {turn.get('id')!r}")
        if text in ("Accept-Deal", "Walk-Away"):
            break
        if text == "Submit-Deal":
            other = "Speaker 1" if speaker == "Speaker 0" else "Speaker 0"
            text = _casino_deal(turn.get("task_data") or {}, speaker, other)
        elif text == "Reject-Deal":
            text = "[rejects the deal]"
        lines.append(f"{speaker}: {text}")
    satisfaction = (infos[first].get("outcomes") or {}).get("satisfaction")
    if satisfaction not in CASINO_SATISFACTION:
        raise SourceFormatError(
            f"{name}: satisfaction {satisfaction!r} of Speaker 0 is not one of {list(CASINO_SATISFACTION)}"
        )
    return {
        "instance_id": f"casino-{dialogue.get('dialogue_id')}",
        "corpus": "casino",
        "task": "1tuq",
        "conversation": "\n".join(lines),
        "context": CASINO_CONTEXT,
        "question": CASINO_QUESTION,
        "question_second_order": "",
        "demographics": "; ".join(f"{names[a]}: {_casino_demographics(infos[a])}" for a in (first, others[0])),
        "annotation": satisfaction,
        "annotation_value": float(CASINO_SATISFACTION[satisfaction]),
    }


def read_casino(folder: str | Path) -> list[dict]:
    """All CaSiNo dialogues of ``casino_{train,valid,test}.json`` (the released split is ignored: seeds re-split)."""
    folder = Path(folder)
    dialogues: list[dict] = []
    for name in CASINO_FILES:
        path = folder / name
        if not path.exists():
            raise FileNotFoundError(f"CaSiNo file {path} is missing (expected {', '.join(CASINO_FILES)})")
        try:
            data = json.loads(read_text_utf8(path, SourceFormatError))
        except json.JSONDecodeError as err:
            raise SourceFormatError(f"{path}: not valid JSON ({err})") from None
        if not isinstance(data, list):
            raise SourceFormatError(f"{path}: expected a JSON list of dialogues")
        dialogues += data
    rows = [casino_instance(d, source=f"casino ({folder})") for d in dialogues]
    _check_unique(rows, str(folder))
    return rows


# ---------------------------------------------------------------------------------------------------------- USS


def uss_instance(session: USSSession, corpus: str, source: str = "") -> dict:
    """One USS session → one row (without target): the turns as ``USER:`` / ``SYSTEM:`` lines, mean OVERALL rating.

    Examples:

        >>> from hedgehub.forecasting import parse_uss
        >>> session = parse_uss("USER\\tA taxi please.\\tInform\\t3\\nSYSTEM\\tBooked.\\tBook\\t\\n"
        ...                     "USER\\tOVERALL\\t\\t4,5,3\\n")[0]
        >>> row = uss_instance(session, "multiwoz")
        >>> print(row["conversation"]); row["annotation"], row["annotation_value"]
        USER: A taxi please.
        SYSTEM: Booked.
        ('4,5,3', 4.0)
    """
    if session.overall is None:
        raise SourceFormatError(
            f"{source or corpus}:{session.first_line}: session {session.index} has no OVERALL (dialogue-level) line"
        )
    return {
        "instance_id": f"{corpus}-{session.index:05d}",
        "corpus": corpus,
        "task": "1tuq",
        "conversation": "\n".join(f"{turn.role}: {turn.text}" for turn in session.turns),
        "context": USS_CONTEXT.get(corpus, USS_DEFAULT_CONTEXT),
        "question": USS_QUESTION,
        "question_second_order": "",
        "demographics": "",
        "annotation": ",".join(str(r) for r in session.overall),
        "annotation_value": float(session.overall_mean),
    }


def read_uss_corpus(path: str | Path, corpus: str) -> list[dict]:
    if not Path(path).is_file():
        raise FileNotFoundError(f"USS file {path} for corpus {corpus!r} is missing")
    sessions = read_uss(path)
    if not sessions:
        raise SourceFormatError(f"{path}: no sessions")
    return [uss_instance(s, corpus, source=str(path)) for s in sessions]


def parse_uss_specs(specs: Sequence[str]) -> dict[str, str]:
    """``--uss_file`` values (``NAME=PATH``) → {name: path}; a malformed, built-in or repeated name is refused.

    Examples:

        >>> parse_uss_specs(["sgd=SGD.txt", "ccpe=CCPE.txt"])
        {'sgd': 'SGD.txt', 'ccpe': 'CCPE.txt'}
        >>> try:
        ...     parse_uss_specs(["multiwoz=other.txt"])
        ... except UsageError as err:
        ...     print(err)
        --uss_file multiwoz=other.txt: 'multiwoz' is a built-in corpus (given by --multiwoz_file); name this one ...
    """
    out: dict[str, str] = {}
    for spec in specs:
        name, sep, path = spec.partition("=")
        name = name.strip()
        if not sep or not name or not path:
            raise UsageError(f"--uss_file expects NAME=PATH, got {spec!r}")
        if name in BUILTIN_CORPORA:
            raise UsageError(
                f"--uss_file {spec}: {name!r} is a built-in corpus (given by {BUILTIN_CORPORA[name]}); name this one "
                "differently"
            )
        if not _CORPUS_NAME.match(name):
            raise UsageError(
                f"--uss_file {spec}: corpus name {name!r} must be lowercase letters, digits and '_' (it is a config)"
            )
        if name in out:
            raise UsageError(f"--uss_file {spec}: corpus {name!r} is given twice (also as {name}={out[name]})")
        out[name] = path
    return out


# ---------------------------------------------------------------------------------------------------------- CANDOR


def _read_csv(path: Path) -> list[dict]:
    return list(csv.DictReader(io.StringIO(read_text_utf8(path, SourceFormatError), newline="")))


def _rating(value: Any, where: str) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise SourceFormatError(f"{where}: rating {value!r} is not a number") from None
    if number != number:
        raise SourceFormatError(f"{where}: rating is missing")
    return number


def candor_conversation_rows(folder: str | Path, transcript: str = "transcript_audiophile.csv") -> list[dict]:
    """One CANDOR conversation folder → two raw instances (A = each participant in turn, B = the partner).

    Reads ``survey.csv`` (one row per participant: ``user_id``, ``partner_id``, ``i_like_you``, ``you_like_me``,
    optional ``age``, ``sex``, ``race``, ``edu``) and ``transcription/<transcript>`` (``speaker``, ``utterance``).
    Speakers are renamed Speaker 0/1 in sorted id order. Each raw instance carries ``fo`` = A's ``i_like_you``
    (first order: A likes B) and ``so`` = B's ``you_like_me`` (second order: B thinks A likes B).
    """
    folder = Path(folder)
    survey_path, transcript_path = folder / "survey.csv", folder / "transcription" / transcript
    for path in (survey_path, transcript_path):
        if not path.exists():
            raise FileNotFoundError(f"CANDOR conversation {folder.name}: {path} is missing")
    survey = {row["user_id"]: row for row in _read_csv(survey_path)}
    turns = _read_csv(transcript_path)
    speakers = sorted({t["speaker"] for t in turns})
    if len(survey) != 2 or sorted(survey) != speakers:
        raise SourceFormatError(
            f"{survey_path}: expected the two transcript speakers {speakers} as survey user_ids, got {sorted(survey)}"
        )
    names = {s: f"Speaker {i}" for i, s in enumerate(speakers)}
    conversation = "\n".join(f"{names[t['speaker']]}: {t['utterance'].strip()}" for t in turns)

    def demo(user: str) -> str:
        row = survey[user]
        parts = [f"{row['age']} years old"] if row.get("age") else []
        parts += [row[k] for k in ("sex", "race", "edu") if row.get(k)]
        return ", ".join(parts) or "unknown"

    demographics = "; ".join(f"{names[s]}: {demo(s)}" for s in speakers)
    rows = []
    for a in speakers:
        b = next(s for s in speakers if s != a)
        fo = _rating(survey[a].get("i_like_you"), f"{survey_path} user {a} i_like_you")
        so = _rating(survey[b].get("you_like_me"), f"{survey_path} user {b} you_like_me")
        rows.append(
            {
                "instance_id": f"candor-{folder.name}-{a}",
                "conversation": conversation,
                "demographics": demographics,
                "a": names[a],
                "b": names[b],
                "fo": fo,
                "so": so,
            }
        )
    return rows


def read_candor(root: str | Path, transcript: str = "transcript_audiophile.csv") -> dict[str, list[dict]]:
    """A local CANDOR copy → rows of the four CANDOR configs (targets included)."""
    root = Path(root)
    folders = sorted(p for p in root.iterdir() if p.is_dir() and (p / "survey.csv").exists())
    if not folders:
        raise FileNotFoundError(f"{root}: no conversation folders with a survey.csv")
    raw = [row for folder in folders for row in candor_conversation_rows(folder, transcript)]
    p_fo = empirical_cdf([r["fo"] for r in raw])
    p_so = empirical_cdf([r["so"] for r in raw])
    tasks = {"candor-1tuq-fo": "1tuq", "candor-1tuq-so": "1tuq", "candor-2tuq": "2tuq", "candor-funq": "funq"}
    out: dict[str, list[dict]] = {name: [] for name in tasks}
    for r, fo, so in zip(raw, p_fo, p_so, strict=True):
        fo_q = CANDOR_FO_QUESTION.format(a=r["a"], b=r["b"])
        so_q = CANDOR_SO_QUESTION.format(a=r["a"], b=r["b"])
        base = {
            "instance_id": r["instance_id"],
            "corpus": "candor",
            "conversation": r["conversation"],
            "context": CANDOR_CONTEXT,
            "demographics": r["demographics"],
            "annotation": f"{r['fo']:g}",
            "annotation_value": r["fo"],
            "annotation_second_order": f"{r['so']:g}",
            "annotation_second_order_value": r["so"],
            "target_first_order": fo,
            "target_second_order": so,
        }
        out["candor-1tuq-fo"].append(
            {**base, "task": "1tuq", "question": fo_q, "question_second_order": "", "target": fo}
        )
        out["candor-1tuq-so"].append(
            {
                **base,
                "task": "1tuq",
                "question": so_q,
                "question_second_order": "",
                "annotation": base["annotation_second_order"],
                "annotation_value": r["so"],
                "target": so,
            }
        )
        out["candor-2tuq"].append(
            {**base, "task": "2tuq", "question": fo_q, "question_second_order": so_q, "target": (so - fo) ** 2}
        )
        out["candor-funq"].append(
            {**base, "task": "funq", "question": fo_q, "question_second_order": so_q, "target": so - fo}
        )
    return out


# ---------------------------------------------------------------------------------------------------------- targets


def _check_unique(rows: Sequence[dict], source: str) -> None:
    seen: set[str] = set()
    for row in rows:
        if row["instance_id"] in seen:
            raise SourceFormatError(f"{source}: instance id {row['instance_id']} occurs twice")
        seen.add(row["instance_id"])


def with_targets(rows: Sequence[dict]) -> list[dict]:
    """Add ``target`` = empirical CDF of ``annotation_value`` within ``rows`` (one corpus) and fill the schema.

    Examples:

        >>> rows = with_targets([{"instance_id": str(i), "annotation_value": v} for i, v in enumerate([5, 1, 3, 5])])
        >>> [r["target"] for r in rows]
        [0.5, 0.0, 0.25, 0.5]
    """
    targets = empirical_cdf([r["annotation_value"] for r in rows])
    return [complete_row({**r, "target": t, "target_first_order": t}) for r, t in zip(rows, targets, strict=True)]


def complete_row(row: dict) -> dict:
    """Fill absent schema columns (strings with ``""``, numbers with ``None``) and order them as the features."""
    return {k: row.get(k, "" if kind == "string" else None) for k, kind in FEATURE_SPEC.items()}


def seeded_splits(n: int, train_size: int, seeds: Sequence[int]) -> dict[int, tuple[list[int], list[int]]]:
    """Seed → (train indices, test indices): a ``numpy.random.default_rng(seed)`` permutation, first ``train_size``
    for training, the rest for testing (both sorted).

    Examples:

        >>> train, test = seeded_splits(10, 3, [0])[0]
        >>> len(train), len(test), sorted(train + test) == list(range(10))
        (3, 7, True)
    """
    import numpy as np

    if not 0 < train_size < n:
        raise ValueError(f"train_size {train_size} must be between 1 and {n - 1} for {n} instances")
    out = {}
    for seed in seeds:
        order = np.random.default_rng(seed).permutation(n)
        out[seed] = (sorted(int(i) for i in order[:train_size]), sorted(int(i) for i in order[train_size:]))
    return out


def features():
    import datasets

    return datasets.Features({k: datasets.Value(kind) for k, kind in FEATURE_SPEC.items()})


def build_configs(corpora: dict[str, list[dict]], args: BuildArguments) -> dict[str, dict[str, Any]]:
    """corpus config name → rows  ⇒  config → split → `datasets.Dataset` (base and ``-xl`` configs, every seed)."""
    import datasets

    feats = features()
    configs: dict[str, dict[str, Any]] = {}
    for name, rows in corpora.items():
        rows = [complete_row(r) for r in rows]
        for suffix, size in (("", args.train_size), ("-xl", args.train_size_xl)):
            if size >= len(rows):
                print(f"skipping {name}{suffix}: {len(rows)} instances, not more than {size}", file=sys.stderr)
                continue
            splits = {}
            for seed, (train, test) in seeded_splits(len(rows), size, args.seeds).items():
                splits[f"train_seed{seed}"] = datasets.Dataset.from_list([rows[i] for i in train], features=feats)
                splits[f"test_seed{seed}"] = datasets.Dataset.from_list([rows[i] for i in test], features=feats)
            configs[f"{name}{suffix}"] = splits
    return configs


HOW_MADE = """\
Built by [`hedgehub build conversation-forecasting`]({script}) of hedgehub from the raw releases, following Sicilia &
Alikhani (ACL 2025) with our own wording of contexts and questions.

- **Target ("more than chance").** For instance *i* with annotation *a_i*, `target` = share of the instances of the
  same corpus whose annotation is strictly lower: `p_i = #{{j : a_j < a_i}} / N`. Read it as the probability that a
  random participant of the corpus reports less than this one; a forecaster answers "how certain is X that they are
  more satisfied than would occur by chance". Ties share a target; the lowest annotation maps to 0.
- **CaSiNo.** All 1,030 dialogues of `casino_{{train,valid,test}}.json`. Speaker 0 is whoever writes first. The
  transcript runs up to the deal / walk-away: deal proposals and rejections stay as bracketed actions, the final
  `Accept-Deal` / `Walk-Away` is cut. Annotation = Speaker 0's answer to "How satisfied are you with the negotiation
  outcome?" on CaSiNo's 5-level order (Extremely dissatisfied = 1 … Extremely satisfied = 5). `demographics` holds
  both speakers' age, gender, ethnicity and education (the DEM setting adds it to the prompt).
- **MultiWOZ (USS).** The 1,000 sessions of `MWOZ.txt` (Sun et al., SIGIR 2021): turns as `USER:` / `SYSTEM:` lines,
  annotation = the comma-separated dialogue-level `OVERALL` ratings, `annotation_value` = their mean.
- **CANDOR** (only when built locally from your own copy; never published): per conversation two instances (A = each
  participant); first order = A's "how much do you like your partner" (`i_like_you`), second order = B's "how much
  do you think your partner likes you" (`you_like_me`). 1TUQ configs forecast either; 2TUQ's target is
  `(p_so - p_fo)^2`, FUnQ's `p_so - p_fo`.
- **Splits.** Five seeds, as the paper: `train_seed{{k}}` holds {train_size} instances drawn by
  `numpy.random.default_rng(k).permutation`, `test_seed{{k}}` all others (`-xl` configs: {train_size_xl}).
"""

COLUMNS = """\
| column | meaning |
| --- | --- |
| `instance_id` | stable id (`casino-<dialogue_id>`, `multiwoz-<session index>`, `candor-<conversation>-<user>`) |
| `corpus`, `task` | source corpus; `1tuq`, `2tuq` or `funq` |
| `conversation` | the transcript, one `Speaker: text` line per turn |
| `context` | one sentence on the setting, for prompts |
| `question` | the forecasting question (first order for CANDOR 2TUQ/FUnQ) |
| `question_second_order` | the second-order question (CANDOR 2TUQ/FUnQ), else empty |
| `demographics` | participants' demographics for the DEM setting (CaSiNo, CANDOR), else empty |
| `annotation`, `annotation_value` | the raw annotation and the number the target is computed from |
| `annotation_second_order`, `annotation_second_order_value` | CANDOR's second-order annotation |
| `target` | the regression target (see above) |
| `target_first_order`, `target_second_order` | the 1TUQ probabilities behind a 2TUQ/FUnQ target |
"""

CITATION = """\
@inproceedings{sicilia-alikhani-2025-evaluating,
  title = {Evaluating Theory of (an uncertain) Mind:
           Predicting the Uncertain Beliefs of Others from Conversational Cues},
  author = {Sicilia, Anthony and Alikhani, Malihe},
  booktitle = {Proceedings of the 63rd Annual Meeting of the Association for Computational Linguistics},
  year = {2025},
  url = {https://aclanthology.org/2025.acl-long.395/}
}
@inproceedings{chawla-etal-2021-casino,
  title = {{CaSiNo}: A Corpus of Campsite Negotiation Dialogues for Automatic Negotiation Systems},
  author = {Chawla, Kushal and Ramirez, Jaysa and Clever, Rene and Lucas, Gale and May, Jonathan and Gratch, Jonathan},
  booktitle = {Proceedings of NAACL-HLT},
  year = {2021}
}
@inproceedings{sun-etal-2021-simulating,
  title = {Simulating User Satisfaction for the Evaluation of Task-oriented Dialogue Systems},
  author = {Sun, Weiwei and Zhang, Shuo and Balog, Krisztian and
            Ren, Zhaochun and Ren, Pengjie and Chen, Zhumin and de Rijke, Maarten},
  booktitle = {Proceedings of SIGIR},
  year = {2021}
}"""

LICENSE_TEXT = (
    "CaSiNo is CC BY 4.0 (Chawla et al., 2021); the MultiWOZ user-satisfaction annotations come from Sun et al. "
    "(2021) on MultiWOZ 2.1 (MIT). This derived dataset keeps CC BY 4.0 and must credit both. CANDOR (Reece et al., "
    "2023) is available only on request and must not be redistributed: its configs are never pushed."
)


def render_card(configs: dict[str, dict[str, Any]], args: BuildArguments) -> str:
    default = "casino" if "casino" in configs else next(iter(configs))
    return render_dataset_card(
        CARD_TEMPLATE,
        configs,
        pretty_name="Conversation forecasting of others' uncertainty",
        license="cc-by-4.0",
        default_config=default,
        card_data={
            "language": ["en"],
            "task_categories": ["text-classification"],
            "tags": ["theory-of-mind", "uncertainty", "conversation-forecasting", "regression"],
        },
        repo_id=args.push_to_hub or "path/to/staged/folder",
        description=(
            "Forecast how certain a participant of a conversation is about its outcome (Sicilia & Alikhani, ACL 2025)"
            ": regression targets in [0, 1] for CaSiNo negotiations and MultiWOZ user satisfaction."
        ),
        how_made=HOW_MADE.format(script=SCRIPT_URL, train_size=args.train_size, train_size_xl=args.train_size_xl),
        columns=COLUMNS,
        seeds=args.seeds,
        citation=CITATION,
        license_text=LICENSE_TEXT,
    )


def _check_sizes(corpora: dict[str, list[dict]], sources: dict[str, str], train_size: int) -> None:
    """Every corpus must have more instances than ``train_size`` (else its configs could not be split)."""
    for name, rows in corpora.items():
        if len(rows) <= train_size:
            raise SourceFormatError(
                f"{sources[name]}: corpus {name!r} has {len(rows)} instances, but --train_size {train_size} needs "
                f"at least {train_size + 1} (the rest are the test split); pass a smaller --train_size"
            )


def main(args: BuildArguments) -> Path:
    """Build, stage in ``args.output_dir`` and (with ``--push_to_hub ORG/NAME``) publish; returns the staged folder."""
    corpora: dict[str, list[dict]] = {}
    sources: dict[str, str] = {}
    uss_files = parse_uss_specs(args.uss_file)
    if args.candor_dir and args.push_to_hub:
        raise UsageError("CANDOR may not be redistributed: build it without --push_to_hub")
    if args.casino_dir:
        corpora["casino"], sources["casino"] = with_targets(read_casino(args.casino_dir)), str(args.casino_dir)
    if args.multiwoz_file:
        corpora["multiwoz"] = with_targets(read_uss_corpus(args.multiwoz_file, "multiwoz"))
        sources["multiwoz"] = str(args.multiwoz_file)
    for name, path in uss_files.items():
        corpora[name], sources[name] = with_targets(read_uss_corpus(path, name)), path
    if args.candor_dir:
        candor = read_candor(args.candor_dir, args.candor_transcript)
        corpora.update(candor)
        sources.update(dict.fromkeys(candor, str(args.candor_dir)))
    if not corpora:
        raise UsageError("no corpus given: pass --casino_dir, --multiwoz_file, --uss_file or --candor_dir")
    _check_sizes(corpora, sources, args.train_size)
    configs = build_configs(corpora, args)
    out = stage_dataset(configs, args.output_dir, card_text=render_card(configs, args))
    print(
        f"staged {len(configs)} configs in {out}: " + ", ".join(f"{k} ({len(v)} splits)" for k, v in configs.items())
    )
    args.publish(out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub build conversation-forecasting``): a ``TrlParser`` over
    :class:`BuildArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (BuildArguments,),
        name="conversation-forecasting",
        help=__doc__.split("\n")[0],
        subparsers=subparsers,
        prog=prog,
    )


INPUT_ERRORS = (SourceFormatError, USSFormatError, UsageError, FileNotFoundError)
"""Errors in the user's input: the command line prints their message instead of a traceback."""


if __name__ == "__main__":
    from hedgehub.cli import main as hedgehub

    sys.exit(hedgehub(["build", "conversation-forecasting", *sys.argv[1:]]))
