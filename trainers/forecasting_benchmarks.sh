#!/usr/bin/env bash
# The conversation-forecasting numbers of BENCHMARKS.md ("## Conversation forecasting"), from the repository root:
#   bash trainers/forecasting_benchmarks.sh data    # stage CaSiNo + MultiWOZ (seconds)
#   bash trainers/forecasting_benchmarks.sh heads   # FT heads, 5 seeds, both corpora (embeddings cached)
#   bash trainers/forecasting_benchmarks.sh lm      # DF (+dfev) and BoT with SmolLM2 on a subset of seed 0
#   (or `df` and `bot` separately, e.g. in two background processes; both resume from the generation cache)
# Outputs under runs/forecasting/ (git-ignored); every run writes results.json, summary.md, predictions.jsonl, plots/.
set -euo pipefail
export HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 HF_UPDATE_DOWNLOAD_COUNTS=false OMP_WAIT_POLICY=PASSIVE
PY=${PY:-.venv/bin/python}
DATA=${DATA:-../shared/data}
OUT=${OUT:-runs/forecasting}
HUB=$OUT/hub
CACHE=$OUT/cache
# time budget of the LM runs (generation is slow on a shared 2-core CPU)
DF_TRAIN=${DF_TRAIN:-30}; DF_TEST=${DF_TEST:-30}
BOT_TRAIN=${BOT_TRAIN:-0}; BOT_TEST=${BOT_TEST:-10}; BOT_N=${BOT_N:-3}; BOT_TOKENS=${BOT_TOKENS:-48}
LM_CONFIGS=${LM_CONFIGS:-casino multiwoz}  # which configs the df / bot steps run

step=${1:-all}
case "$step" in data|heads|df|bot|lm|all) ;; *) echo "usage: $0 [data|heads|df|bot|lm|all]" >&2; exit 2 ;; esac

if [[ $step == data || $step == all ]]; then
  $PY dataset_scripts/conversation_forecasting.py --casino_dir "$DATA/casino" \
    --multiwoz_file "$DATA/user_satisfaction/MWOZ.txt" --output_dir "$HUB"
fi

if [[ $step == heads || $step == all ]]; then
  # single-threaded BLAS: on a busy machine OpenBLAS worker threads spin and made one MLP fit take minutes
  export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
  for config in casino multiwoz casino-xl multiwoz-xl; do
    /usr/bin/time -f "%e s wall" $PY trainers/forecasting.py --dataset_name "$HUB" --dataset_config $config \
      --forecasters linear mlp forest --output_dir "$OUT/heads-$config" --cache_dir "$CACHE"
  done
fi

if [[ $step == df || $step == lm || $step == all ]]; then
  for config in $LM_CONFIGS; do
    /usr/bin/time -f "%e s wall" $PY trainers/forecasting.py --dataset_name "$HUB" --dataset_config $config \
      --forecasters df --seeds 0 --max_train_instances $DF_TRAIN --max_test_instances $DF_TEST \
      --output_dir "$OUT/df-$config" --cache_dir "$CACHE"
  done
fi

if [[ $step == bot || $step == lm || $step == all ]]; then
  for config in $LM_CONFIGS; do
    /usr/bin/time -f "%e s wall" $PY trainers/forecasting.py --dataset_name "$HUB" --dataset_config $config \
      --forecasters bot --seeds 0 --bot_samples $BOT_N --cot_max_new_tokens $BOT_TOKENS \
      --max_train_instances $BOT_TRAIN --max_test_instances $BOT_TEST \
      --output_dir "$OUT/bot-$config" --cache_dir "$CACHE"
  done
fi
