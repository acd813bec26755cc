"""Latency of the Space's API on this machine: launch it on 127.0.0.1 and time `gradio_client` calls.

Usage:

    python spaces/parse_and_solve/benchmark.py --calls 20 --out runs/space/benchmark.json

Prints one JSON object: per endpoint the median and 90th-percentile seconds per call (client round trip, including
ProbLog in its worker process and the network picture), and the probability of the gallstones example.

With ``--dataset`` (a staged QUITE folder or Hub id), also solves every example of its ``qe-programs`` split through
the ``parse_and_solve`` handler with the gold program and counts, per dataset ``status``, how many reproduce the
stored answer (``hedgehub.metrics.quite_accuracy.is_correct``, the metric's rule: rel. tol. 1e-4; answer -1 counts
when the page reports impossible evidence):

    python spaces/parse_and_solve/benchmark.py --calls 0 --dataset hub/quite --out runs/space/quite_gold.json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

from hedgehub.metrics.quite_accuracy import is_correct


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=20, help="calls per endpoint (after one warm-up call)")
    parser.add_argument("--out", default=None, help="also write the JSON here")
    parser.add_argument("--dataset", default=None, help="staged QUITE folder or Hub id to solve through the Space")
    parser.add_argument("--split", default="test", help="split of --dataset")
    args = parser.parse_args(argv)
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    if args.dataset:
        os.environ["HEDGEHUB_QUITE_DATASET"] = args.dataset
        os.environ["HEDGEHUB_QUITE_SPLIT"] = args.split
    import app  # the Space's app.py: this script's folder is the first entry of the import path
    from gradio_client import Client

    _, url, _ = app.demo.launch(prevent_thread_lock=True, server_name="127.0.0.1", quiet=True)
    try:
        client = Client(url, verbose=False)
        example = app.EXAMPLES[0]
        premises, evidences, question = app.example_sentences(example)
        calls = {
            "/parse_and_solve (gold)": (premises, evidences, question, app.GOLD, "", example.name),
            "/solve_program": (app.gold_program(example), premises, evidences, question),
        }
        report: dict = {"calls": args.calls, "endpoints": {}}
        for api_name, inputs in calls.items() if args.calls > 0 else ():
            endpoint = api_name.split(" ")[0]
            out = client.predict(*inputs, api_name=endpoint)  # warm-up
            seconds = []
            for _ in range(args.calls):
                start = time.perf_counter()
                out = client.predict(*inputs, api_name=endpoint)
                seconds.append(time.perf_counter() - start)
            seconds.sort()
            report["endpoints"][api_name] = {
                "median_s": round(statistics.median(seconds), 3),
                "p90_s": round(seconds[int(0.9 * (len(seconds) - 1))], 3),
                "probability": out[2],
                "wep": out[3],
            }
        if args.dataset:
            report["dataset"] = gold_check(app, args.dataset, args.split)
    finally:
        app.demo.close()
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    return report


def gold_check(app, dataset: str, split: str) -> dict:
    """Solve every dataset example of the Space with its gold program; count reproduced answers per status."""
    examples = [e for e in app.EXAMPLES if e not in app.BUILTIN_EXAMPLES]
    if not examples:
        raise SystemExit(f"no examples were read from {dataset} ({split}): {app.EXAMPLES_NOTE}")
    counts: dict[str, dict[str, int]] = {}
    seconds = []
    for example in examples:
        start = time.perf_counter()
        out = app.parse_and_solve(*app.example_sentences(example), app.GOLD, "", example.name)
        seconds.append(time.perf_counter() - start)
        if example.answer is not None and example.answer < 0:
            same = out[4] == "inconsistent_evidence"
        else:
            same = is_correct(out[2], example.answer)  # the quite_accuracy metric's rule
        row = counts.setdefault(example.status, {"examples": 0, "reproduced": 0})
        row["examples"] += 1
        row["reproduced"] += int(same)
    return {
        "location": dataset,
        "split": split,
        "by_status": counts,
        "median_s": round(statistics.median(seconds), 3),
    }


if __name__ == "__main__":
    main()
