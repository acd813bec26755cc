"""Latency of the Space's API on this machine: launch it on 127.0.0.1 and time `gradio_client` calls.

Usage:

    python spaces/parse_and_solve/benchmark.py --calls 20 --out runs/space/benchmark.json

Prints one JSON object: per endpoint the median and 90th-percentile seconds per call (client round trip, including
ProbLog in its worker process and the network picture), and the probability of the gallstones example.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=20, help="calls per endpoint (after one warm-up call)")
    parser.add_argument("--out", default=None, help="also write the JSON here")
    args = parser.parse_args(argv)
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import app
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
        for api_name, inputs in calls.items():
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
    finally:
        app.demo.close()
    text = json.dumps(report, indent=2)
    print(text)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    return report


if __name__ == "__main__":
    main()
