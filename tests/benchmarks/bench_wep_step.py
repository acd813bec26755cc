"""Time one training step of the WEP multiple-choice model on 2-hop batches, with the speed levers tried for issue 16.

Usage::

    ../shared/tools/heavy bash -c 'for v in base freeze freeze2 compile; do
        .venv/bin/python tests/benchmarks/bench_wep_step.py $v; done'

Variants: ``base`` (all-MiniLM-L6-v2 fine-tuned whole, AdamW, as ``cpu.yaml``), ``freeze`` (word embeddings frozen),
``freeze2`` (also the first 2 layers), ``compile`` (``torch.compile(dynamic=True)``). 20 batches of 16 rows of the
first 320 2-hop training rows, grouped by length as the recipe does, 2 threads; prints the first step and the median
of the rest. None was adopted (BENCHMARKS "WEP probing": the curriculum in ``cpu_2hop.yaml`` saved more).
"""

from __future__ import annotations

import random
import sys
import time


def main(variant: str, dataset: str = "hub/wep-probing") -> dict:
    import torch
    from datasets import load_dataset
    from transformers import AutoModelForMultipleChoice, AutoTokenizer

    from hedgehub.models import resolve_model
    from hedgehub.wep_training import MultipleChoiceCollator, tokenize_rows

    torch.set_num_threads(2)
    path = resolve_model("minilm")
    tokenizer = AutoTokenizer.from_pretrained(path)
    rows = load_dataset(dataset, "reasoning_2hop")["train"].select(range(320))
    kwargs = {"tokenizer": tokenizer, "max_length": 128}
    encoded = rows.map(tokenize_rows, batched=True, remove_columns=rows.column_names, fn_kwargs=kwargs)
    ordered = sorted(encoded, key=lambda r: r["length"])
    collate = MultipleChoiceCollator(tokenizer)
    batches = [collate(ordered[i : i + 16]) for i in range(0, len(ordered), 16)]
    random.Random(0).shuffle(batches)
    torch.manual_seed(0)
    model = AutoModelForMultipleChoice.from_pretrained(path)
    if variant.startswith("freeze"):
        model.bert.embeddings.word_embeddings.weight.requires_grad_(False)
    if variant == "freeze2":
        for layer in model.bert.encoder.layer[:2]:
            layer.requires_grad_(False)
    optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=5e-5)
    forward = torch.compile(model, dynamic=True) if variant == "compile" else model
    model.train()
    seconds = []
    for batch in batches:
        start = time.perf_counter()
        forward(**batch).loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        seconds.append(time.perf_counter() - start)
    rest = sorted(seconds[3:])
    result = {"variant": variant, "first_s": round(seconds[0], 2), "median_s": round(rest[len(rest) // 2], 3)}
    print(result)
    return result


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "base")
