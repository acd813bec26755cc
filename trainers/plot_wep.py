"""The WEP calibration plot, cross-transfer matrix and ``make wep`` report: the command of
:mod:`hedgehub.evaluation.wep_report`.

Usage:

    python trainers/plot_wep.py --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop --output runs/wep/wep_plot.png
    python trainers/plot_wep.py --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop --matrix
    python trainers/plot_wep.py --run_dirs runs/wep/minilm-1hop runs/wep/minilm-2hop \\
        --zero_shot_dir runs/wep/zero-shot-smollm2 --report_dir runs/wep
"""

import logging

from hedgehub.evaluation.wep_report import main, make_parser


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s - %(name)s - %(message)s")
    main(*make_parser().parse_args_and_config())
