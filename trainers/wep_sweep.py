"""Choose the WEP recipe's learning rate and warm-up on validation: see :mod:`hedgehub.trainers.wep_sweep`."""

from hedgehub.trainers.wep_sweep import main


if __name__ == "__main__":
    main()
