"""`career-bot serve` as a subprocess in Telegram webhook mode against the Bot API stand-in."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiohttp
from serve_process import free_port, serve_process, wait_healthy

from .harness import SECRET, WEBHOOK
from .stand_in import TOKEN

__all__ = ["free_port", "post", "serve", "wait_healthy"]


@contextmanager
def serve(
    data_dir: Path, api_url: str, port: int, **extra: str
) -> Iterator[subprocess.Popen[bytes]]:
    """Run `career-bot serve` (Telegram webhook mode) as a subprocess; kill it after."""
    telegram = {
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": api_url,
        "TELEGRAM_WEBHOOK_SECRET": SECRET,
    }
    with serve_process(data_dir, port, **telegram, **extra) as proc:
        yield proc


async def post(session: aiohttp.ClientSession, base: str, update: dict[str, Any]) -> int:
    """Post an update to the webhook as Telegram does; return the status."""
    headers = {"X-Telegram-Bot-Api-Secret-Token": SECRET, "Content-Type": "application/json"}
    async with session.post(f"{base}{WEBHOOK}", data=json.dumps(update), headers=headers) as r:
        return r.status
