"""Benchmark: N concurrent Telegram chats through the real webhook (offline engine).

Each chat forwards an employer message to `POST /telegram/webhook` of the real
python-telegram-bot Application, served by the real aiohttp app on loopback; as in
`career-bot serve`, the update is stored in the durable inbox before the 200 and run by
the inbox worker. The time runs until the local Bot API stand-in receives the approval card.

Usage: python bench/telegram_load.py [N] [--no-rate-limit]   (default 20)

python-telegram-bot's AIORateLimiter (installed with the `rate-limiter` extra) holds the
bot to Telegram's ~30 requests/s overall; `--no-rate-limit` lifts that overall limit
(`overall_max_rate=0`) to measure what the process itself can do.
"""

from __future__ import annotations

import asyncio
import functools
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

# The Bot API stand-in and update builders live with the tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from aiohttp.test_utils import TestClient, TestServer
from conftest import make_settings
from db_calls import counting, per_message
from tests_support import INVITATION
from tg.harness import SECRET, Harness, text_update
from tg.stand_in import TOKEN, BotApiStandIn

import bot.telegram_adapter.platform as telegram_platform
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
        await platform.start_inbox()  # as `serve` does: the webhook only stores updates
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
        with counting(app.checkpointer.conn) as calls:
            latencies = sorted(await asyncio.gather(*(chat(i) for i in range(n))))
            wall = time.perf_counter() - started
            await _settle(platform)  # the inbox rows of the last turns are marked done
        # CPU per message (every thread of this process, the Bot API stand-in included):
        # a figure that other load on a shared machine does not inflate the way wall time is.
        cpu_ms = (time.process_time() - cpu) * 1000 / n
        p99 = latencies[int(0.99 * (n - 1))]
        print(
            f"chats={n} card latency p50={statistics.median(latencies) * 1000:.0f} ms "
            f"p99={p99 * 1000:.0f} ms  throughput={n / wall:.1f} messages/s  "
            f"cpu={cpu_ms:.1f} ms/message"
        )
        per_method = Counter(c.method for c in api.calls)
        print("Bot API calls per message:", {m: k / n for m, k in sorted(per_method.items())})
        print("database calls per message:", per_message(calls, n))
        await client.close()
        await platform.close()
    await api.close()


async def _settle(platform: TelegramPlatform) -> None:
    for _ in range(200):
        if not await platform.worker.pending():
            return
        await asyncio.sleep(0.05)


def main(argv: list[str]) -> None:
    """Parse the arguments and run the benchmark."""
    if "--no-rate-limit" in argv:
        telegram_platform.AIORateLimiter = functools.partial(  # type: ignore[misc]
            telegram_platform.AIORateLimiter, overall_max_rate=0
        )
    counts = [int(a) for a in argv if a.isdigit()]
    asyncio.run(run(counts[0] if counts else 20))


if __name__ == "__main__":
    main(sys.argv[1:])
