"""Time the batch API against one `problog` process per program on QUITE's additional (silver) gold programs.

Usage::

    # default: backend auto (exact variable elimination for Bayesian-network programs, ProbLog for the rest)
    .venv/bin/python tests/benchmarks/bench_quite_batch.py --source ../shared/data/quite/quite-corpus.zip \
        --baseline_sample 300 --out runs/bench_quite_batch.json
    # ProbLog for every program (the 4.3x measurement of the first round)
    .venv/bin/python tests/benchmarks/bench_quite_batch.py --backend problog --out runs/bench_quite_batch_problog.json

The batch side runs every one of the 6,104 programs through ``hedgehub.problog.ProblogPool`` (premise program shared
per network as the ``(base, rest)`` form), starting from a fresh pool (worker start-up included). The baseline runs
the ``problog`` command line once per program (the way the QUITE authors' scripts call the solver), with the same
number of parallel processes; ``--baseline_sample N`` times a seeded random sample of N programs and extrapolates the
per-program time to all 6,104 (``0`` runs them all). Both sides must give the same answers (max absolute difference
printed; the CLI prints rounded values). Peak resident memory is read from ``getrusage``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from hedgehub.builders.quite import Release, question_text, read_release
from hedgehub.problog import ProblogPool


REPO = Path(__file__).resolve().parents[2]


def programs(source: str, subset: str) -> list[tuple[str, str]]:
    out = []
    for network in read_release(Release(source)):
        for pair in network.pairs[subset]:
            lines = [line for group in pair["evidence_lines"] for line in group]
            out.append((network.premise_program, question_text(lines, pair["query_lines"])))
    return out


def run_cli(text: str, backend: str) -> dict[str, float] | str:
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as handle:
        handle.write(text)
    try:
        problog = Path(sys.executable).with_name("problog")
        out = subprocess.run([str(problog), handle.name, "-k", backend], capture_output=True, text=True, timeout=300)
    finally:
        os.unlink(handle.name)
    values = {}
    for line in out.stdout.splitlines():
        match = re.match(r"^\s*(.+?):\s+([0-9.eE+-]+)\s*$", line)
        if match:
            values[match.group(1).replace(" ", "")] = float(match.group(2))
    return values or (out.stderr.strip().splitlines() or ["error"])[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", default=str(REPO.parent / "shared" / "data" / "quite" / "quite-corpus.zip"))
    parser.add_argument("--subset", default="additional", choices=["main", "additional"])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--backend", default="auto", choices=["auto", "problog"], help="ProblogPool's backend")
    parser.add_argument("--compiler", default="ddnnf", help="ProbLog's knowledge compiler (pool and CLI)")
    parser.add_argument("--baseline_sample", type=int, default=300, help="0 = every program")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()

    tasks = programs(args.source, args.subset)
    load_before = os.getloadavg()[0]
    t0 = time.perf_counter()
    with ProblogPool(args.workers, timeout_s=60, backend=args.backend, compiler=args.compiler) as pool:
        results = pool.map(tasks, progress=False)
    batch_s = time.perf_counter() - t0
    load_after_batch = os.getloadavg()[0]

    sample = list(range(len(tasks)))
    if args.baseline_sample:
        sample = sorted(random.Random(args.seed).sample(sample, min(args.baseline_sample, len(tasks))))
    t0 = time.perf_counter()
    with ThreadPoolExecutor(args.workers) as executor:
        cli = list(executor.map(lambda i: run_cli(tasks[i][0] + tasks[i][1], args.compiler), sample))
    cli_s = time.perf_counter() - t0
    cli_all_s = cli_s * len(tasks) / len(sample)

    diffs, mismatched = [], []
    for i, value in zip(sample, cli, strict=True):
        ours = results[i]
        if isinstance(value, str) or ours.error:
            if not (isinstance(value, str) and ours.error):
                mismatched.append({"index": i, "batch": ours.error or ours.probabilities, "cli": value})
            continue
        ours_norm = {k.replace(" ", ""): v for k, v in ours.probabilities.items()}
        if set(ours_norm) != set(value):
            mismatched.append({"index": i, "batch": ours_norm, "cli": value})
            continue
        diffs += [abs(ours_norm[k] - value[k]) for k in value]
    self_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    report = {
        "programs": len(tasks),
        "workers": args.workers,
        "backend": args.backend,
        "compiler": args.compiler,
        "solver_counts": {s: sum(r.solver == s for r in results) for s in ("exact", "problog", "")},
        "batch_seconds": round(batch_s, 2),
        "batch_programs_per_s": round(len(tasks) / batch_s, 1),
        "batch_errors": sum(r.error is not None for r in results),
        "cli_programs_timed": len(sample),
        "cli_seconds_timed": round(cli_s, 2),
        "cli_seconds_for_all_extrapolated": round(cli_all_s, 1),
        "speedup": round(cli_all_s / batch_s, 1),
        "max_abs_difference": max(diffs) if diffs else None,
        "mismatched": mismatched[:20],
        "mismatched_count": len(mismatched),
        "peak_rss_mb_parent": round(self_rss, 1),
        "peak_rss_mb_largest_child": round(child_rss, 1),
        "load_average_1min_before_batch": round(load_before, 1),
        "load_average_1min_after_batch": round(load_after_batch, 1),
        "load_average_1min": round(os.getloadavg()[0], 1),
    }
    print(json.dumps(report, indent=2))
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
