"""Benchmark: N concurrent Telegram chats through the real webhook (offline engine).

Each chat forwards an employer message to `POST /telegram/webhook` of the real
python-telegram-bot Application, served by the real aiohttp app on loopback; the
time runs until the local Bot API stand-in receives the approval card.

Usage: python bench/telegram_load.py [N]   (default 20)
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

# The Bot API stand-in and update builders live with the tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from aiohttp.test_utils import TestClient, TestServer
from conftest import make_settings
from tests_support import INVITATION
from tg.harness import SECRET, Harness, text_update
from tg.stand_in import TOKEN, BotApiStandIn

from bot.runtime import open_app
from bot.server import build_web_app
from bot.telegram_adapter import TelegramPlatform
from bot.warmup import warm_up

TIMEOUT_S = 120


async def run(n: int) -> None:
    """Drive n chats at once and print p50/p99 card latency and throughput."""
    api = BotApiStandIn()
    await api.start()
    settings = make_settings(
        Path(tempfile.mkdtemp()),
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
    )
    async with open_app(settings) as app:
        await warm_up()  # as `career-bot run` and `serve` do before taking traffic
        platform = TelegramPlatform(app, webhook=True)
        await platform.open()
        client = TestClient(TestServer(build_web_app(app, [platform]), host="127.0.0.1"))
        await client.start_server()
        tg = Harness(app, platform, api, client)

        async def chat(i: int) -> float:
            update = text_update(INVITATION, user=10_000 + i, forwarded=True)
            message_id = update["message"]["message_id"]
            started = time.perf_counter()
            await tg.send(update)
            await api.wait_for(
                "sendMessage",
                lambda c: c.reply_to == message_id and bool(c.callback_data),
                timeout=TIMEOUT_S,
            )
            return time.perf_counter() - started

        started, cpu = time.perf_counter(), time.process_time()
        latencies = sorted(await asyncio.gather(*(chat(i) for i in range(n))))
        wall = time.perf_counter() - started
        # CPU per message (every thread of this process, the Bot API stand-in included):
        # a figure that other load on a shared machine does not inflate the way wall time is.
        cpu_ms = (time.process_time() - cpu) * 1000 / n
        p99 = latencies[int(0.99 * (n - 1))]
        print(
            f"chats={n} card latency p50={statistics.median(latencies) * 1000:.0f} ms "
            f"p99={p99 * 1000:.0f} ms  throughput={n / wall:.1f} messages/s  "
            f"cpu={cpu_ms:.1f} ms/message"
        )
        await client.close()
        await platform.close()
    await api.close()


if __name__ == "__main__":
    asyncio.run(run(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
