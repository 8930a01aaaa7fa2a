"""`career-bot serve` as a real subprocess for kill tests: start, wait until healthy, kill."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import aiohttp
from tests_support import REPO_ROOT

BOOT_TIMEOUT_S = 60.0


def free_port() -> int:
    """Return a loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve_process(
    data_dir: Path, port: int, command: str = "serve", **env: str
) -> Iterator[subprocess.Popen[bytes]]:
    """Run `career-bot <command>` (serve, run) offline on `data_dir` with `env`; kill it after."""
    full = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CAREER_BOT_"))}
    full.update(
        CAREER_BOT_DATA_DIR=str(data_dir),
        CAREER_BOT_LLM="offline",
        PORT=str(port),
        PYTHONPATH=str(REPO_ROOT),
    )
    full.update(env)
    data_dir.mkdir(parents=True, exist_ok=True)
    # The server's log, for a failing test's reader (appended across restarts).
    log = (data_dir.parent / "serve.log").open("ab")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", command],
        env=full,
        cwd=data_dir.parent,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=30)
        log.close()


async def wait_healthy(session: aiohttp.ClientSession, base: str) -> None:
    """Wait until the server answers /healthz with 200."""
    async with asyncio.timeout(BOOT_TIMEOUT_S):
        while True:
            try:
                async with session.get(f"{base}/healthz") as response:
                    if response.status == 200:
                        return
            except aiohttp.ClientConnectionError:
                pass
            await asyncio.sleep(0.2)


async def until_held(held: Callable[[], object], timeout: float = 30.0) -> None:
    """Wait until a stand-in holds a call: the turn is under way and not finished."""
    async with asyncio.timeout(timeout):
        while not held():
            await asyncio.sleep(0.05)


def sigkill(proc: subprocess.Popen[bytes]) -> None:
    """Kill the process without letting it clean up, and reap it."""
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
