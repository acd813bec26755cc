"""Zero-shot WEP probing of a causal LM (``make wep``): the command of :mod:`hedgehub.evaluation.wep_zero_shot`.

Usage:

    python trainers/wep_zero_shot.py --output_dir runs/wep/zero-shot-smollm2 \\
        --validation_samples 100 --test_samples 300 --time_budget_minutes 60
"""

import logging
import os

from hedgehub.evaluation.wep_zero_shot import main, make_parser


if __name__ == "__main__":
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")  # before torch is imported
    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(message)s")
    main(*make_parser().parse_args_and_config())
