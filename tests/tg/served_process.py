"""`career-bot serve` as a subprocess in Telegram webhook mode against the Bot API stand-in."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiohttp
from tests_support import REPO_ROOT

from .harness import SECRET, WEBHOOK
from .stand_in import TOKEN

BOOT_TIMEOUT_S = 60.0


def free_port() -> int:
    """Return a loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(
    data_dir: Path, api_url: str, port: int, **extra: str
) -> Iterator[subprocess.Popen[bytes]]:
    """Run `career-bot serve` (Telegram webhook mode) as a subprocess; kill it after."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CAREER_BOT_"))}
    env.update(
        CAREER_BOT_DATA_DIR=str(data_dir),
        CAREER_BOT_LLM="offline",
        TELEGRAM_BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=api_url,
        TELEGRAM_WEBHOOK_SECRET=SECRET,
        PORT=str(port),
        PYTHONPATH=str(REPO_ROOT),
    )
    env.update(extra)
    data_dir.mkdir(parents=True, exist_ok=True)
    # The server's log, for a failing test's reader (appended across restarts).
    log = (data_dir.parent / "serve.log").open("ab")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve"],
        env=env,
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


async def post(session: aiohttp.ClientSession, base: str, update: dict[str, Any]) -> int:
    """Post an update to the webhook as Telegram does; return the status."""
    headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET, "Content-Type": "application/json"}
    async with session.post(f"{base}{WEBHOOK}", data=json.dumps(update), headers=headers) as r:
        return r.status
