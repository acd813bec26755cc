import os
from pathlib import Path

import pytest


os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("HF_UPDATE_DOWNLOAD_COUNTS", "false")
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# The tests opt in to the quite_accuracy "programs" config, which executes ProbLog programs (it refuses without this).
os.environ.setdefault("HEDGEHUB_ALLOW_PROGRAM_EXECUTION", "1")

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = Path(os.environ.get("HEDGEHUB_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.exists():
        pytest.skip(f"real data folder {SHARED_DATA} is missing (set HEDGEHUB_SHARED_DATA)")
    return SHARED_DATA


@pytest.fixture(scope="session")
def release_zip(shared_data):
    path = shared_data / "quite" / "quite-corpus.zip"
    if not path.exists():
        pytest.skip(f"{path} is missing")
    return path


@pytest.fixture(scope="session")
def staged_main(release_zip, tmp_path_factory):
    """QUITE staged without the 6,104 silver pairs (the full build is a slow test)."""
    from hedgehub.builders import quite

    out = tmp_path_factory.mktemp("hub") / "quite"
    quite.main(quite.QuiteArguments(source=str(release_zip), output_dir=str(out), include_additional=False, workers=2))
    return out
