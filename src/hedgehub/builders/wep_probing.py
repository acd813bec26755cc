"""Build the WEP probing dataset (WEP-Reasoning 1-hop / 2-hop and WEP-UNLI) as parquet in the Hub layout.

Rebuilds, reproducibly and without a loading script, the three configurations of Sileo & Moens (*SEM 2023),
published as ``sileod/probability_words_nli``:

- ``reasoning_1hop`` / ``reasoning_2hop``: independent factoids stated with words of estimative probability (WEP),
  composed with and/or/xor (2-hop: through a probabilistic rule); the hypothesis probability is computed from the
  ProbLog program (:func:`hedgehub.problog.run_programs`: exactly where the program is a Bayesian network, by
  ProbLog otherwise) and checked against direct arithmetic for every row (:mod:`hedgehub.wep_reasoning`);
- ``usnli``: UNLI premise/hypothesis pairs with their human probability (a file you give; the official data is not
  bundled), the hypothesis stated with the closest WEP (valid) or a WEP at least 40 points away (invalid).

Columns (compatible with ``sileod/probability_words_nli``): ``context``, ``hypothesis``, ``label``
(``0`` = ``valid``: the hypothesis is ``valid_hypothesis``; ``1`` = ``invalid``), ``valid_hypothesis``,
``invalid_hypothesis``; plus ``probability`` (ProbLog's / UNLI's), ``program`` (empty for ``usnli``),
``hypothesis_clause`` (the hypothesis without a WEP), ``valid_wep`` and ``invalid_wep``.

Usage (``hedgehub build wep-probing``, ``python -m hedgehub.builders.wep_probing`` and
``python dataset_scripts/wep_probing.py`` are the same command):

    # the two reasoning configs, 5,000 examples each, 80/10/10 splits, staged in hub/wep-probing
    hedgehub build wep-probing --output_dir hub/wep-probing

    # with a UNLI file (CSV/JSONL with premise/hypothesis/probability or UNLI's pre/hyp/unli columns,
    # or a folder holding UNLI's train.csv / dev.csv / test.csv)
    hedgehub build wep-probing --output_dir hub/wep-probing --usnli_path path/to/u-snli

    # small build, then publish (one commit; --create_pr to open a PR instead)
    hedgehub build wep-probing --num_examples 200 --output_dir /tmp/wep --push_to_hub ORG/wep-probing

Load the staged folder like the Hub repo: ``datasets.load_dataset("hub/wep-probing", "reasoning_2hop")``.
"""

from __future__ import annotations

import csv
import json
import math
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from hedgehub.hub import DATASET_CARD_TEMPLATE, HubArguments, render_dataset_card, stage_dataset
from hedgehub.wep import verbalize
from hedgehub.wep_reasoning import Example, invalid_wep, recompute_probability, sample_example, valid_wep


REASONING_CONFIGS = {"reasoning_1hop": 1, "reasoning_2hop": 2}
LABEL_NAMES = ["valid", "invalid"]
SPLIT_FRACTIONS = (("train", 0.8), ("validation", 0.1), ("test", 0.1))
TOLERANCE = 1e-9
SCRIPT_URL = "https://github.com/hedgehub/hedgehub/blob/main/src/hedgehub/builders/wep_probing.py"
DEFAULT_REPO_ID = "hedgehub/wep-probing"
CITATION = """@inproceedings{sileo-moens-2023-probing,
    title = "Probing neural language models for understanding of words of estimative probability",
    author = "Sileo, Damien and Moens, Marie-Francine",
    booktitle = "Proceedings of the 12th Joint Conference on Lexical and Computational Semantics (*SEM 2023)",
    year = "2023",
    publisher = "Association for Computational Linguistics",
}"""


@dataclass
class ScriptArguments(HubArguments):
    """The build's options; the staging and publishing flags come from :class:`~hedgehub.hub.HubArguments`."""

    output_dir: str = field(default="hub/wep-probing", metadata={"help": "Staged Hub folder (replaced atomically)."})
    configs: list[str] = field(
        default_factory=lambda: list(REASONING_CONFIGS),
        metadata={"help": "Reasoning configs to build; `usnli` is added when --usnli_path is given."},
    )
    num_examples: int = field(default=5000, metadata={"help": "Examples per reasoning config."})
    seed: int = field(default=0, metadata={"help": "Seed of the generator and of the splits."})
    distractor_rate: float = field(default=0.5, metadata={"help": "How often a context holds one irrelevant fact."})
    usnli_path: str | None = field(
        default=None, metadata={"help": "UNLI file (csv/jsonl) or folder with train/dev/test csv; omit to skip."}
    )
    max_usnli_rows: int | None = field(default=None, metadata={"help": "Keep at most this many UNLI rows per split."})
    problog_workers: int | None = field(default=None, metadata={"help": "ProbLog worker processes (default: CPUs)."})
    problog_backend: str = field(
        default="auto",
        metadata={
            "help": "auto: exact variable elimination where the program is a Bayesian network, ProbLog (ddnnf) "
            "otherwise; problog: ProbLog for every program; or a ProbLog compiler name (ddnnf, sdd, ...)."
        },
    )
    verify: bool = field(
        default=False, metadata={"help": "Also run ProbLog on every exactly answered program; fail on disagreement."}
    )


# ----------------------------------------------------------------------------------------------------------------
# Pure per-row transforms
# ----------------------------------------------------------------------------------------------------------------


def make_row(
    context: str,
    clause: str,
    probability: float,
    rng: random.Random,
    *,
    program: str = "",
) -> dict:
    """One dataset row: pick the valid and invalid WEP for ``probability`` and which one is the ``hypothesis``.

    Args:
        context (`str`): the premises.
        clause (`str`): the hypothesis without a WEP.
        probability (`float`): the hypothesis probability, in [0, 1].
        rng (`random.Random`): seeded generator.
        program (`str`, *optional*): the ProbLog program (empty for UNLI rows).

    Returns:
        `dict`: the row (see the module docstring for the columns).

    Examples:

        >>> row = make_row("It is certain that it rains.", "it rains", 1.0, random.Random(0))
        >>> row["valid_hypothesis"], row["valid_wep"]
        ('It is certain that it rains.', 'certain')
        >>> from hedgehub.wep import WEP_PROBABILITIES
        >>> abs(WEP_PROBABILITIES[row["invalid_wep"]] - 1.0) >= 0.4
        True
    """
    if not 0.0 <= probability <= 1.0 or math.isnan(probability):
        raise ValueError(f"probability must be in [0, 1], got {probability}")
    good, bad = valid_wep(probability, rng), invalid_wep(probability, rng)
    valid_text, invalid_text = verbalize(clause, good), verbalize(clause, bad)
    label = 0 if rng.random() < 0.5 else 1
    return {
        "context": context,
        "hypothesis": valid_text if label == 0 else invalid_text,
        "label": label,
        "valid_hypothesis": valid_text,
        "invalid_hypothesis": invalid_text,
        "probability": float(probability),
        "program": program,
        "hypothesis_clause": clause,
        "valid_wep": good,
        "invalid_wep": bad,
    }


def to_clause(sentence: str) -> str:
    """Turn a UNLI hypothesis sentence into a clause a WEP template can embed.

    Examples:

        >>> to_clause("A man is sleeping.")
        'a man is sleeping'
        >>> to_clause("I see NASA")
        'I see NASA'
    """
    clause = " ".join(sentence.split()).rstrip(".!")
    first = clause.split(" ", 1)[0]
    if first and first != "I" and not (len(first) > 1 and first.isupper()):
        clause = clause[0].lower() + clause[1:]
    return clause


def split_rows(rows: list, seed: int) -> dict[str, list]:
    """Seeded 80/10/10 train/validation/test split.

    Examples:

        >>> {k: len(v) for k, v in split_rows(list(range(50)), 0).items()}
        {'train': 40, 'validation': 5, 'test': 5}
    """
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    n_train = round(len(rows) * SPLIT_FRACTIONS[0][1])
    n_val = round(len(rows) * SPLIT_FRACTIONS[1][1])
    cuts = {"train": order[:n_train], "validation": order[n_train : n_train + n_val], "test": order[n_train + n_val :]}
    return {split: [rows[i] for i in idx] for split, idx in cuts.items()}


# ----------------------------------------------------------------------------------------------------------------
# Reasoning configs
# ----------------------------------------------------------------------------------------------------------------


def sample_examples(hops: int, n: int, seed: int, distractor_rate: float = 0.5) -> list[Example]:
    """``n`` distinct examples (by context and hypothesis), reproducible from ``seed``."""
    rng = random.Random(seed * 1000 + hops)
    examples, seen = [], set()
    attempts = 0
    while len(examples) < n:
        attempts += 1
        if attempts > 20 * n + 100:
            raise RuntimeError(f"could not sample {n} distinct {hops}-hop examples")
        example = sample_example(rng, hops, distractor_rate=distractor_rate)
        key = (example.context, example.hypothesis_clause)
        if key not in seen:
            seen.add(key)
            examples.append(example)
    return examples


def reasoning_rows(
    hops: int,
    n: int,
    seed: int,
    *,
    distractor_rate: float = 0.5,
    workers: int | None = None,
    backend: str = "auto",
    verify: bool = False,
) -> tuple[list[dict], dict]:
    """Generate ``n`` rows: sample examples, solve every program (:func:`hedgehub.problog.run_programs`), verify,
    verbalize.

    Every ProbLog probability is compared with :func:`hedgehub.wep_reasoning.recompute_probability`; a difference
    above 1e-9 (or a ProbLog error) raises.

    Returns:
        `tuple[list[dict], dict]`: the rows and a verification report (rows checked, max difference, seconds).
    """
    from hedgehub.problog import run_programs

    examples = sample_examples(hops, n, seed, distractor_rate)
    start = time.perf_counter()
    results = run_programs([e.program for e in examples], workers=workers, backend=backend, verify=verify)
    seconds = time.perf_counter() - start
    rng = random.Random(seed * 1000 + hops + 500)
    rows, max_diff = [], 0.0
    for index, (example, result) in enumerate(zip(examples, results, strict=True)):
        if result.probability is None:
            raise RuntimeError(f"ProbLog failed on {hops}-hop example {index} ({result.error}: {result.message})")
        if result.disagreement:
            raise RuntimeError(f"{hops}-hop example {index}: {result.disagreement}; ProbLog: {result.probability!r}")
        arithmetic = recompute_probability(example.program)
        diff = abs(arithmetic - result.probability)
        max_diff = max(max_diff, diff)
        if diff > TOLERANCE:
            raise RuntimeError(
                f"{hops}-hop example {index}: ProbLog says {result.probability!r}, arithmetic {arithmetic!r}\n"
                f"{example.program}"
            )
        probability = min(1.0, max(0.0, result.probability))
        rows.append(make_row(example.context, example.hypothesis_clause, probability, rng, program=example.program))
    report = {
        "rows": len(rows),
        "max_abs_difference": max_diff,
        "problog_backend": backend,
        "solver_counts": dict(Counter(r.solver for r in results)),
        "verified_by_problog": verify,
        "problog_seconds": round(seconds, 1),
    }
    return rows, report


# ----------------------------------------------------------------------------------------------------------------
# UNLI
# ----------------------------------------------------------------------------------------------------------------

_PREMISE_KEYS = ("premise", "pre", "sentence1")
_HYPOTHESIS_KEYS = ("hypothesis", "hyp", "sentence2")
_PROBABILITY_KEYS = ("probability", "unli", "label")
_UNLI_SPLIT_FILES = {"train": "train", "validation": "dev", "test": "test"}


def _pick(record: dict, keys: tuple[str, ...], where: str) -> object:
    for key in keys:
        if key in record and record[key] not in (None, ""):
            return record[key]
    raise ValueError(f"{where}: none of the columns {keys} is present (got {sorted(record)})")


def read_unli_file(path: str | Path) -> list[tuple[str, str, float]]:
    """Read (premise, hypothesis, probability) triples from a UNLI csv or jsonl file.

    Accepted column names: premise/pre/sentence1, hypothesis/hyp/sentence2, probability/unli/label.

    Examples:

        >>> import tempfile
        >>> path = Path(tempfile.mkdtemp()) / "unli.csv"
        >>> _ = path.write_text("pre,hyp,unli\\nA woman is walking a dog on the beach.,A woman is outside.,0.97\\n")
        >>> read_unli_file(path)
        [('A woman is walking a dog on the beach.', 'A woman is outside.', 0.97)]
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"UNLI file {path} does not exist")
    if path.suffix in {".jsonl", ".json"}:
        records = []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                try:
                    records.append(json.loads(line))
                except json.JSONDecodeError as err:
                    raise ValueError(f"{path}:{number}: not a JSON object ({err})") from None
    else:
        with path.open(newline="", encoding="utf-8") as handle:
            records = list(csv.DictReader(handle))
    triples = []
    for number, record in enumerate(records, 1):
        where = f"{path} record {number}"
        premise = str(_pick(record, _PREMISE_KEYS, where)).strip()
        hypothesis = str(_pick(record, _HYPOTHESIS_KEYS, where)).strip()
        raw = _pick(record, _PROBABILITY_KEYS, where)
        try:
            probability = float(raw)
        except (TypeError, ValueError):
            raise ValueError(f"{where}: probability {raw!r} is not a number") from None
        if not 0.0 <= probability <= 1.0:
            raise ValueError(f"{where}: probability {probability} is outside [0, 1]")
        triples.append((premise, hypothesis, probability))
    if not triples:
        raise ValueError(f"{path} holds no rows")
    return triples


def usnli_rows(path: str | Path, seed: int, max_rows: int | None = None) -> dict[str, list[dict]]:
    """The ``usnli`` config: UNLI's own splits when ``path`` is a folder with train/dev/test files, else a seeded
    80/10/10 split of the one file."""
    path = Path(path)
    if path.is_dir():
        splits = {}
        for split, stem in _UNLI_SPLIT_FILES.items():
            found = [p for ext in (".csv", ".jsonl") if (p := path / f"{stem}{ext}").exists()]
            if not found:
                raise FileNotFoundError(f"{path} has no {stem}.csv or {stem}.jsonl (UNLI split {split})")
            splits[split] = read_unli_file(found[0])
    else:
        splits = split_rows(read_unli_file(path), seed)
    rng = random.Random(seed * 1000 + 77)
    out = {}
    for split, triples in splits.items():
        triples = triples[:max_rows] if max_rows else triples
        out[split] = [make_row(premise, to_clause(hyp), p, rng) for premise, hyp, p in triples]
    return out


# ----------------------------------------------------------------------------------------------------------------
# Assembling, staging, publishing
# ----------------------------------------------------------------------------------------------------------------


def features():
    import datasets

    return datasets.Features(
        {
            "context": datasets.Value("string"),
            "hypothesis": datasets.Value("string"),
            "label": datasets.ClassLabel(names=LABEL_NAMES),
            "valid_hypothesis": datasets.Value("string"),
            "invalid_hypothesis": datasets.Value("string"),
            "probability": datasets.Value("float64"),
            "program": datasets.Value("string"),
            "hypothesis_clause": datasets.Value("string"),
            "valid_wep": datasets.Value("string"),
            "invalid_wep": datasets.Value("string"),
        }
    )


def build_configs(args: ScriptArguments) -> tuple[dict, dict]:
    """config → split → `datasets.Dataset`, and the verification report per config."""
    import datasets

    unknown = [c for c in args.configs if c not in REASONING_CONFIGS and c != "usnli"]
    if unknown:
        raise ValueError(f"unknown configs {unknown}; known: {list(REASONING_CONFIGS)} and usnli")
    configs, report = {}, {}
    for name in args.configs:
        if name == "usnli":
            continue
        rows, report[name] = reasoning_rows(
            REASONING_CONFIGS[name],
            args.num_examples,
            args.seed,
            distractor_rate=args.distractor_rate,
            workers=args.problog_workers,
            backend=args.problog_backend,
            verify=args.verify,
        )
        splits = split_rows(rows, args.seed)
        configs[name] = {s: datasets.Dataset.from_list(r, features=features()) for s, r in splits.items()}
    if args.usnli_path or "usnli" in args.configs:
        if not args.usnli_path:
            raise ValueError("the usnli config needs --usnli_path (the UNLI data is not bundled)")
        splits = usnli_rows(args.usnli_path, args.seed, args.max_usnli_rows)
        configs["usnli"] = {s: datasets.Dataset.from_list(r, features=features()) for s, r in splits.items()}
        report["usnli"] = {"rows": sum(len(r) for r in splits.values()), "source": str(args.usnli_path)}
    return configs, report


HOW_MADE = f"""Built by [`hedgehub build wep-probing`]({SCRIPT_URL}) (hedgehub), seed {{seed}}.

* **Factoids.** Subject-verb-object facts from hedgehub's own vocabulary (35 subjects x 20 verbs x 30 objects;
  the paper used bAbI). Facts of one example share no subject, verb or object, so they are independent events.
* **Probabilities.** Each fact (and each 2-hop rule) gets a word of estimative probability drawn uniformly among the
  19 words of Fagen-Ulmschneider's survey; its median is the fact's probability, and the fact is stated with it.
  Half the contexts hold one extra, irrelevant fact.
* **1-hop**: the hypothesis combines two stated facts with *and*, *or* (inclusive) or *xor* ("either ... or ...,
  but not both"). **2-hop**: a rule `p::c :- body.` ("It is likely that if A and B, then C") derives a new fact
  from two stated facts (and/or/xor body), and the hypothesis combines it with a third stated fact.
* **Hypothesis probability** computed from the `program` column (exactly by hedgehub's variable elimination where
  the program is a Bayesian network, by ProbLog's d-DNNF backend otherwise), and re-computed for every row by
  direct arithmetic over the independent events; the build stops if they differ by more than 1e-9.
* **Valid hypothesis**: the hypothesis stated with the WEP whose median is closest to its probability (random among
  ties); **invalid**: a WEP whose median differs by at least 0.40. `hypothesis` is one of the two (50/50, seeded)
  and `label` says which.
* **usnli** (when built): UNLI (Chen et al., 2020) premise/hypothesis pairs with their human probability, the
  hypothesis verbalized the same way.
* Splits: seeded 80/10/10 train/validation/test.
"""

COLUMNS = """| column | meaning |
| --- | --- |
| `context` | the premises, stated with WEP |
| `hypothesis` | `valid_hypothesis` or `invalid_hypothesis` (NLI view) |
| `label` | `0` (`valid`) if `hypothesis` is the valid one, else `1` (`invalid`) |
| `valid_hypothesis` | the hypothesis with the WEP closest to `probability` |
| `invalid_hypothesis` | the hypothesis with a WEP at least 40 points away (multiple-choice view) |
| `probability` | the hypothesis probability (ProbLog for reasoning configs, human for usnli) |
| `program` | the ProbLog program (empty for usnli) |
| `hypothesis_clause` | the hypothesis without a WEP |
| `valid_wep`, `invalid_wep` | the two words used |

The original dataset's class order could not be checked offline; here `label` is a `ClassLabel` with names
`["valid", "invalid"]`, so the NLI target is "is the hypothesis the valid one".
"""


def render_card(configs: dict, args: ScriptArguments, report: dict) -> str:
    lines = ["| config | rows checked | max abs(ProbLog - arithmetic) |", "| --- | --- | --- |"]
    for name, r in report.items():
        if "max_abs_difference" in r:
            lines.append(f"| `{name}` | {r['rows']} | {r['max_abs_difference']:.1e} |")
    return render_dataset_card(
        DATASET_CARD_TEMPLATE,
        configs,
        pretty_name="WEP probing (words of estimative probability)",
        license="apache-2.0",
        default_config=next(iter(configs)),
        card_data={
            "language": ["en"],
            "task_categories": ["text-classification", "multiple-choice"],
            "tags": ["wep", "words-of-estimative-probability", "probabilistic-reasoning", "problog", "nli"],
        },
        repo_id=args.push_to_hub or DEFAULT_REPO_ID,
        description=(
            "Probing whether language models understand words of estimative probability (*likely*, *we doubt*, "
            "*almost no chance*, ...): a reproducible, script-free rebuild of the WEP-Reasoning and WEP-UNLI data of "
            "Sileo & Moens (*SEM 2023), compatible with `sileod/probability_words_nli`."
        ),
        how_made=HOW_MADE.format(seed=args.seed),
        columns=COLUMNS,
        extra="## Verification\n\n" + "\n".join(lines),
        license_text="Apache-2.0 for the generated reasoning configs. `usnli` inherits the license of UNLI/SNLI "
        "(CC BY-SA 4.0) when built.",
        citation=CITATION,
    )


def main(args: ScriptArguments) -> Path:
    """Build, stage in ``args.output_dir`` and (with ``--push_to_hub ORG/NAME``) publish; returns the staged folder."""
    start = time.perf_counter()
    configs, report = build_configs(args)
    card = render_card(configs, args, report)
    extra = {"verification.json": json.dumps(report, indent=2) + "\n"}
    out = stage_dataset(configs, args.output_dir, card_text=card, extra_files=extra)
    sizes = {c: {s: len(d) for s, d in splits.items()} for c, splits in configs.items()}
    print(f"staged {out} in {time.perf_counter() - start:.1f} s: {json.dumps(sizes)}", file=sys.stderr)
    args.publish(out)
    return out


def make_parser(subparsers=None, prog: str | None = None):
    """The command's parser (``hedgehub build wep-probing``): a ``TrlParser`` over :class:`ScriptArguments`."""
    from hedgehub.training import command_parser

    return command_parser(
        (ScriptArguments,), name="wep-probing", help=__doc__.split("\n")[0], subparsers=subparsers, prog=prog
    )


INPUT_ERRORS = (FileNotFoundError,)
"""Errors in the user's input (a missing UNLI file): the command line prints their message instead of a traceback."""


if __name__ == "__main__":
    from hedgehub.cli import main as hedgehub

    sys.exit(hedgehub(["build", "wep-probing", *sys.argv[1:]]))
