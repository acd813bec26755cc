"""Gradio widget for the forecast_regression metric (also the Space's ``app_file``).

Importing this module builds ``demo`` without launching it; ``python app.py`` launches it.

Examples:

    >>> from metrics.forecast_regression.app import score
    >>> round(score("[0.2, 0.4, 0.6, 0.8]", "[0.1, 0.5, 0.5, 0.9]", 0.5)["r2_oos"], 4)
    0.875
"""

import json
from pathlib import Path

import evaluate
import gradio as gr


HERE = Path(__file__).resolve().parent
_METRIC: list[evaluate.EvaluationModule] = []


def _metric() -> evaluate.EvaluationModule:
    if not _METRIC:
        _METRIC.append(evaluate.load(str(HERE)))
    return _METRIC[0]


def _parse_numbers(text: str, name: str) -> list[float]:
    if not text or not text.strip():
        raise gr.Error(f"{name} is empty: paste a JSON list of numbers, for example [0.2, 0.5, 0.9].")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise gr.Error(f"{name} is not valid JSON ({err.msg} at character {err.pos}); paste a JSON list.") from None
    if not isinstance(value, list) or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
        raise gr.Error(f"{name} must be a JSON list of numbers.")
    return [float(v) for v in value]


def score(predictions: str, references: str, train_mean: float) -> dict:
    """Score JSON lists of forecasts against targets, with the training mean as the R2_oos baseline."""
    preds = _parse_numbers(predictions, "Predictions")
    refs = _parse_numbers(references, "References")
    if len(preds) != len(refs):
        raise gr.Error(f"Predictions has {len(preds)} numbers but References has {len(refs)}; give one per instance.")
    if train_mean is None:
        raise gr.Error("Give the mean target of your training instances (the baseline of R2_oos).")
    try:
        return _metric().compute(predictions=preds, references=refs, train_mean=float(train_mean))
    except (ValueError, TypeError) as err:
        raise gr.Error(f"Could not score these inputs: {err}") from None


def _card_text() -> str:
    text = (HERE / "README.md").read_text(encoding="utf-8")
    return text.split("---", 2)[2] if text.startswith("---") else text


with gr.Blocks(title="forecast_regression") as demo:
    gr.Markdown(
        "# forecast_regression\nScores probability forecasts of a continuous target (conversation forecasting)."
    )
    with gr.Row():
        predictions_box = gr.Textbox(label="Predictions (JSON list)", value="[0.2, 0.4, 0.6, 0.8]")
        references_box = gr.Textbox(label="References (JSON list)", value="[0.1, 0.5, 0.5, 0.9]")
        train_mean_box = gr.Number(label="Training mean", value=0.5)
    button = gr.Button("Score")
    output = gr.JSON(label="Scores")
    button.click(score, [predictions_box, references_box, train_mean_box], output, api_name="score")
    gr.Markdown(_card_text())


if __name__ == "__main__":
    demo.launch()
