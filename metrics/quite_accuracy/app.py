"""Gradio widget for the quite_accuracy metric (also the Space's ``app_file``).

``evaluate.utils.launch_gradio_widget`` uses ``gr.inputs``, which gradio 4 removed, so this is a small Blocks app.
Importing this module builds ``demo`` without launching it; ``python app.py`` launches it.

Examples:

    >>> from metrics.quite_accuracy.app import score
    >>> score("[0.5, 0.2, null]", "[0.5, 0.3, 0.1]", "", "default")["correct"]
    33.333333333333336
"""

import json
import os
from pathlib import Path

import evaluate
import gradio as gr


HERE = Path(__file__).resolve().parent
_METRICS: dict[str, evaluate.EvaluationModule] = {}


def _metric(config: str) -> evaluate.EvaluationModule:
    if config not in _METRICS:
        _METRICS[config] = evaluate.load(str(HERE), config)
    return _METRICS[config]


def _parse_list(text: str, name: str, required: bool = True):
    if not text or not text.strip():
        if required:
            raise gr.Error(f"{name} is empty: paste a JSON list, for example [0.5, 0.25, null].")
        return None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise gr.Error(f"{name} is not valid JSON ({err.msg} at character {err.pos}); paste a JSON list.") from None
    if not isinstance(value, list):
        raise gr.Error(f"{name} must be a JSON list, got {type(value).__name__}.")
    return value


def score(predictions: str, references: str, reasoning_types: str, config: str) -> dict:
    """Score JSON lists of predictions (probabilities or ProbLog programs) against gold answers."""
    preds = _parse_list(predictions, "Predictions")
    refs = _parse_list(references, "References")
    types = _parse_list(reasoning_types, "Reasoning types", required=False)
    kwargs = {"reasoning_types": types, "return_rows": True}
    if config == "programs" and os.getenv("HEDGEHUB_ALLOW_PROGRAM_EXECUTION") != "1":
        raise gr.Error(
            "The 'programs' config executes ProbLog programs, which is off unless HEDGEHUB_ALLOW_PROGRAM_EXECUTION=1 "
            "is set (a variable in the Space's settings, or in your shell before `python app.py`)."
        )
    if config == "programs":
        kwargs.update(timeout_s=10.0, workers=1)
    try:
        return _metric(config).compute(predictions=preds, references=refs, **kwargs)
    except (ValueError, TypeError) as err:
        raise gr.Error(f"Could not score these inputs: {err}") from None
    except ImportError as err:
        raise gr.Error(f"The 'programs' config needs the hedgehub package installed ({err}).") from None


def _card_text() -> str:
    text = (HERE / "README.md").read_text(encoding="utf-8")
    return text.split("---", 2)[2] if text.startswith("---") else text


with gr.Blocks(title="Metric: quite_accuracy") as demo:
    gr.Markdown("# Metric: quite_accuracy")
    with gr.Row():
        config_box = gr.Dropdown(["default", "programs"], value="default", label="Config")
    predictions_box = gr.Textbox(label="Predictions (JSON list)", value="[0.5, 0.25, null, 1.5, -1]", lines=3)
    references_box = gr.Textbox(label="References (JSON list)", value="[0.50001, 0.5, 0.3, 0.7, -1]")
    types_box = gr.Textbox(
        label="Reasoning types (JSON list of lists, optional)",
        value='[["causal"], ["evidential", "explaining_away"], ["evidential"], [], []]',
    )
    button = gr.Button("Score")
    output = gr.JSON(label="Scores")
    button.click(
        score, inputs=[predictions_box, references_box, types_box, config_box], outputs=output, api_name="score"
    )
    gr.Markdown(_card_text())


if __name__ == "__main__":
    demo.launch()
