"""Benchmark: database round trips per Slack message through the durable inbox (offline).

Each of N DMs (a forwarded employer message: an intro and a card, or "hi": one answer)
goes through the real Slack adapter over HTTP, is stored in the inbox, and is run by the
inbox worker against the local Web API stand-in, one after another. Prints the calls of
each `Inbox` method and the round trips into aiosqlite's worker threads, per message.

Usage: python bench/slack_inbox_trips.py [N]   (default 20)
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections import Counter
from pathlib import Path

# The Web API stand-in and the harness live with the tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from conftest import make_settings
from db_calls import counting, per_message
from slackbot.harness import SIGNING_SECRET, Harness
from slackbot.stand_in import BOT_TOKEN, SlackStandIn
from tests_support import INVITATION, served

from bot.runtime import open_app
from bot.slack_adapter import SlackPlatform


async def run(n: int, text: str) -> None:
    """Send n DMs of `text` one at a time; print the round trips per message."""
    api = SlackStandIn()
    await api.start()
    settings = make_settings(
        Path(tempfile.mkdtemp()),
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
    )
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            slack = Harness(app, platform, api, client)
            await slack.send_and_wait(text)  # warm up: first-use costs stay out
            with counting(app.checkpointer.conn) as calls:
                for _ in range(n):
                    await slack.send_and_wait(text)
    per_method = Counter(c.method for c in api.calls)
    print(f"{text[:20]!r} x{n}: Web API calls {dict(sorted(per_method.items()))}")
    print("  database calls per message:", per_message(calls, n))
    await api.close()


def main(argv: list[str]) -> None:
    """Parse the arguments and run the benchmark for both kinds of message."""
    n = int(argv[0]) if argv else 20
    for text in (INVITATION, "hi there!"):
        asyncio.run(run(n, text))


if __name__ == "__main__":
    main(sys.argv[1:])
