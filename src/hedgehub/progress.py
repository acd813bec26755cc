"""Progress bars and log lines for long loops, through the ecosystem's own tqdm (``huggingface_hub``)."""

from __future__ import annotations

from collections.abc import Iterable


def progress(iterable: Iterable, *, desc: str, total: int | None = None, unit: str = "it"):
    """``huggingface_hub``'s tqdm (honours ``HF_HUB_DISABLE_PROGRESS_BARS``) around ``iterable``."""
    from huggingface_hub.utils import tqdm

    return tqdm(iterable, desc=desc, total=total, unit=unit)
