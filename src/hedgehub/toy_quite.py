"""A toy QUITE dataset with a known answer: the gallstones network of QUITE's Appendix D.

The smoke tests of the parser trainers and the README's parser example use it: five premises (numeric and WEP
wording), four evidence/query pairs with their gold programs and answers (e.g. P(amylase 500-1400 | flatulence) =
0.011316), staged in the same layout as ``dataset_scripts/quite.py`` writes.

Examples:

    >>> from hedgehub.parser import solve_many
    >>> premises = [clause for _, clause in GALLSTONES_PREMISES]
    >>> result = solve_many([(premises, GALLSTONES_QE[0][1], GALLSTONES_QE[0][3])])[0]
    >>> round(result.probability, 6) == GALLSTONES_QE[0][4]
    True
"""

from __future__ import annotations

import os
from pathlib import Path


GALLSTONES_PREMISES = [
    ("15.31% of patients have gallstones.", "0.1531::gallstones(patient)."),
    (
        "Patients with gallstones suffer from flatulence in 39.25% of cases.",
        "0.3925::flatulence(patient) :- gallstones(patient).",
    ),
    (
        "Patients without gallstones suffer from flatulence in 43.07% of cases.",
        "0.4307::flatulence(patient) :- \\+ gallstones(patient).",
    ),
    (
        "With gallstones, the amylase level is 0-299 in 93.46%, 300-499 in 4.67% and 500-1400 in 1.87% of cases.",
        "0.9346::amylase(patient, '0-299'); 0.0467::amylase(patient, '300-499'); "
        "0.0187::amylase(patient, '500-1400') :- gallstones(patient).",
    ),
    (
        "Without gallstones, the amylase level is 0-299 in 97.30%, 300-499 in 1.69% and 500-1400 in 1.01% of cases.",
        "0.9730::amylase(patient, '0-299'); 0.0169::amylase(patient, '300-499'); "
        "0.0101::amylase(patient, '500-1400') :- \\+ gallstones(patient).",
    ),
]
GALLSTONES_WEP = [
    "Few patients have gallstones.",
    "Patients with gallstones probably do not suffer from flatulence.",
    "Patients without gallstones suffer from flatulence about as often as not.",
    "With gallstones, the amylase level is almost certainly 0-299, rarely 300-499 and very rarely 500-1400.",
    "Without gallstones, the amylase level is almost certainly 0-299, very rarely 300-499 and very rarely 500-1400.",
]
GALLSTONES_QE = [
    # evidences, evidence clauses, question, query clause, answer, reasoning types
    (
        ["The patient suffers from flatulence."],
        ["evidence(flatulence(patient), true)."],
        "How likely is an amylase level of 500-1400?",
        "query(amylase(patient, '500-1400')).",
        0.011316,
        ["evidential"],
    ),
    ([], [], "How likely does a patient have gallstones?", "query(gallstones(patient)).", 0.1531, ["causal"]),
    (
        ["The patient has gallstones."],
        ["evidence(gallstones(patient), true)."],
        "How likely is flatulence?",
        "query(flatulence(patient)).",
        0.3925,
        ["causal"],
    ),
    (
        ["The patient does not have gallstones."],
        ["evidence(gallstones(patient), false)."],
        "How likely is an amylase level of 0-299?",
        "query(amylase(patient, '0-299')).",
        0.9730,
        ["causal"],
    ),
]


def toy_quite_rows() -> dict[str, list[dict]]:
    """The gallstones network as rows of the staged QUITE configs (same schema as ``dataset_scripts/quite.py``)."""
    base = {"story_id": 0, "network_name": "GALLSTONES", "file_name": "gallstones0"}
    configs: dict[str, list[dict]] = {"numeric-premises": [], "wep-based-premises": [], "qe-programs": []}
    programs = [p for _, p in GALLSTONES_PREMISES]
    for i, (sentence, program) in enumerate(GALLSTONES_PREMISES):
        history = [[s, p] for s, p in GALLSTONES_PREMISES[:i]]
        configs["numeric-premises"].append({"id": i, **base, "input": sentence, "target": program, "history": history})
        wep_history = [[GALLSTONES_WEP[j], GALLSTONES_PREMISES[j][1]] for j in range(i)]
        configs["wep-based-premises"].append(
            {"id": i, **base, "input": GALLSTONES_WEP[i], "target": program, "history": wep_history}
        )
    for qe_id, (evidences, ev_programs, question, query, answer, types) in enumerate(GALLSTONES_QE):
        program = "\n".join([*programs, *ev_programs, query])
        configs["qe-programs"].append(
            {
                "qe_id": qe_id,
                **base,
                "numeric_premises": [s for s, _ in GALLSTONES_PREMISES],
                "wep_premises": list(GALLSTONES_WEP),
                "premise_programs": programs,
                "evidences": evidences,
                "evidence_programs": ev_programs,
                "question": question,
                "query_program": query,
                "program": program,
                "answer": answer,
                "computed_answer": answer,
                "reasoning_types": types,
                "status": "ok",
                "note": "",
            }
        )
    return configs


def stage_toy_quite(out_dir: str | os.PathLike) -> Path:
    """Stage the gallstones toy dataset in the Hub layout (every split holds the same network).

    Examples:

        >>> import tempfile
        >>> from datasets import load_dataset
        >>> folder = stage_toy_quite(Path(tempfile.mkdtemp()) / "toy")
        >>> load_dataset(str(folder), "qe-programs", split="test")[0]["answer"]
        0.011316
    """
    import yaml
    from datasets import Dataset

    from hedgehub.hub import configs_yaml, stage_dataset

    configs = {}
    for name, rows in toy_quite_rows().items():
        configs[name] = {
            split: Dataset.from_list([{**r, "split": split} for r in rows])
            for split in ("train", "validation", "test")
        }
    header = yaml.safe_dump({"configs": configs_yaml(configs, "numeric-premises")}, sort_keys=False)
    card = f"---\n{header}---\n\n# Toy QUITE (gallstones, QUITE Appendix D)\n"
    return stage_dataset(configs, out_dir, card_text=card)
