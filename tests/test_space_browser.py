"""Headless Chromium loads the Space, runs the gallstones example, and saves a screenshot that is not blank.

The browser is Debian's ``chromium`` (``make chromium`` installs it; ``make test`` calls that). It is driven over the
Chrome DevTools protocol on ``--remote-debugging-pipe`` (file descriptors 3 and 4, NUL-terminated JSON), so the test
needs no driver binary, no websocket library and no open debugging port. Without /usr/bin/chromium the test skips
and says how to install it.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest


REPO_ROOT = Path(__file__).resolve().parents[1]
SPACE_DIR = REPO_ROOT / "spaces" / "parse_and_solve"
CHROMIUM = os.environ.get("HEDGEHUB_CHROMIUM", "/usr/bin/chromium")
SCREENSHOT_DIR = Path(os.environ.get("HEDGEHUB_SCREENSHOT_DIR", REPO_ROOT / "runs" / "space"))
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1800",
    "--remote-debugging-pipe",
]

pytestmark = pytest.mark.skipif(
    not (os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK)),
    reason=f"{CHROMIUM} is missing: install Debian's chromium (`make chromium`, or `apt-get install -y chromium`)",
)


class PipeBrowser:
    """A Chromium process and a minimal DevTools-protocol client over its debugging pipe."""

    def __init__(self, user_data_dir: Path):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        # A tiny Python trampoline moves the pipe ends to fds 3 and 4, where --remote-debugging-pipe expects them
        # (dash, Debian's /bin/sh, cannot redirect descriptors above 9).
        trampoline = (
            "import os, sys\n"
            "r, w = int(sys.argv[1]), int(sys.argv[2])\n"
            "r2, w2 = os.dup(r), os.dup(w)\n"
            "os.dup2(r2, 3, inheritable=True); os.dup2(w2, 4, inheritable=True)\n"
            "[os.close(fd) for fd in {r, w, r2, w2} - {3, 4}]\n"
            "os.set_inheritable(3, True); os.set_inheritable(4, True)\n"
            "os.execv(sys.argv[3], sys.argv[3:])\n"
        )
        self.log = open(user_data_dir.parent / "chromium.log", "wb")  # noqa: SIM115 - closed in close()
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-c",
                trampoline,
                str(to_browser_r),
                str(from_browser_w),
                CHROMIUM,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={user_data_dir}",
                "about:blank",
            ],
            pass_fds=(to_browser_r, from_browser_w),
            stdin=subprocess.DEVNULL,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        self.session_id: str | None = None

    def _read_message(self, deadline: float) -> dict:
        import select

        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no answer from Chromium")
            ready, _, _ = select.select([self._from_browser], [], [], remaining)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError(f"Chromium closed the pipe (exit code {self.process.poll()})")
                self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method: str, params: dict | None = None, *, session: bool = True, timeout: float = 60) -> dict:
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session and self.session_id:
            message["sessionId"] = self.session_id
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def open_page(self, url: str) -> None:
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session_id = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)[
            "sessionId"
        ]
        self.send("Page.enable")
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1400, "height": 1800, "deviceScaleFactor": 1, "mobile": False},
        )
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression: str):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"JavaScript failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.5)
        raise TimeoutError(f"waited {timeout:.0f} s for {what}")

    def screenshot(self, path: Path) -> None:
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.send("Browser.close", session=False, timeout=10)
        except Exception:  # noqa: BLE001 - the process is killed below anyway
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, 9)
            self.process.wait(timeout=10)
        os.close(self._to_browser)
        os.close(self._from_browser)
        self.log.close()


@pytest.fixture(scope="module")
def app_module():
    os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
    return load_space_app()


def load_space_app():
    """Import spaces/parse_and_solve/app.py once per test session (module name ``parse_and_solve_app``)."""
    name = "parse_and_solve_app"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SPACE_DIR / "app.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    return sys.modules[name]


def test_browser_runs_gallstones_example(app_module, tmp_path):
    _, url, _ = app_module.demo.launch(prevent_thread_lock=True, server_name="127.0.0.1", quiet=True)
    (tmp_path / "profile").mkdir()  # an empty --user-data-dir
    browser = PipeBrowser(tmp_path / "profile")
    try:
        browser.open_page(url)
        browser.wait_for("!!document.querySelector('#parse-solve-btn')", 90, "the Space to render its form")
        question = browser.evaluate("document.querySelector('#question textarea, #question input').value")
        assert "amylase" in question, question
        # Switch the premises to their WEP wording (the load_example event), then parse and solve.
        browser.evaluate("document.querySelector('#style input[value=\"WEP\"]').click(); true")
        premises = browser.wait_for(
            "(() => { const v = document.querySelector('#premises textarea').value;"
            " return v.startsWith('It is unlikely that gallstones') ? v : ''; })()",
            60,
            "the WEP premises of the example",
        )
        assert len(premises.splitlines()) == 5, premises
        browser.evaluate("document.querySelector('#parse-solve-btn').click(); true")
        answer = browser.wait_for(
            "(() => { const t = document.querySelector('#answer').innerText; return t.includes('P =') ? t : ''; })()",
            90,
            "the answer of the gallstones example",
        )
        assert "0.011316" in answer and "almost no chance" in answer, answer
        browser.wait_for("!!document.querySelector('#network img')", 30, "the network picture")
        browser.wait_for("document.querySelector('#network img').complete", 30, "the network picture to load")
        browser.wait_for("!!document.querySelector('.hh-alignment')", 30, "the sentence/clause table")
        shot = tmp_path / "space.png"
        browser.screenshot(shot)
    finally:
        browser.close()
        app_module.demo.close()

    from PIL import Image, ImageStat

    image = Image.open(shot).convert("L")
    stat = ImageStat.Stat(image)
    assert image.size[0] >= 1000 and image.size[1] >= 1000, image.size
    assert stat.stddev[0] > 20, f"the screenshot looks blank (pixel std {stat.stddev[0]:.1f})"
    assert len(image.getcolors(maxcolors=1 << 16) or range(1 << 16)) > 50, "the screenshot has too few colors"
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    shutil.copy(shot, SCREENSHOT_DIR / "space_gallstones.png")
    print(f"screenshot: {SCREENSHOT_DIR / 'space_gallstones.png'}", file=sys.stderr)
