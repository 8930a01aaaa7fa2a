"""`career-bot serve` on SQLite survives a SIGKILL between acknowledging an update and its reply."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiohttp
from tests_support import REPO_ROOT

from .harness import SECRET, WEBHOOK, text_update
from .stand_in import TOKEN, BotApiStandIn

BOOT_TIMEOUT_S = 60.0


def free_port() -> int:
    """Return a loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(data_dir: Path, api_url: str, port: int) -> Iterator[subprocess.Popen[bytes]]:
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
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve"],
        env=env,
        cwd=data_dir.parent,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=30)


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


async def test_an_acknowledged_update_is_answered_once_after_a_sigkill(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    data_dir = tmp_path / "data"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    first = text_update("/help")
    message_id = first["message"]["message_id"]
    # The turn starts ("typing…") but waits there: killed between the 200 and the reply.
    api.held.add("sendChatAction")
    async with aiohttp.ClientSession() as session:
        with serve(data_dir, api.url, port) as proc:
            await wait_healthy(session, base)
            assert await post(session, base, first) == 200
            async with asyncio.timeout(30):
                while not api.held_calls:
                    await asyncio.sleep(0.05)
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
        assert not [c for c in api.of("sendMessage") if c.reply_to == message_id]

        api.release()
        with serve(data_dir, api.url, port):
            await wait_healthy(session, base)
            # Telegram delivers again what it thinks failed: the inbox drops the duplicate.
            assert await post(session, base, first) == 200
            later = text_update("/help")
            assert await post(session, base, later) == 200
            # Same chat, in order: once the later message is answered, the first one was too.
            await api.wait_for(
                "sendMessage", lambda c: c.reply_to == later["message"]["message_id"], timeout=60
            )
    answers = [c for c in api.of("sendMessage") if c.reply_to == message_id]
    assert len(answers) == 1
    assert "/interview" in answers[0].params["text"]
