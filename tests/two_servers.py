"""Two `career-bot serve` processes with Slack and Telegram on one PostgreSQL, for the scale tests.

Also the one rule for duplicated outgoing messages the scale tests accept (allowed_copies).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import ExitStack, asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import aiohttp
from serve_process import free_port, serve_process, wait_healthy
from slackbot.harness import SIGNING_SECRET, dm_event, signed_headers
from slackbot.stand_in import BOT_TOKEN, SlackStandIn
from tg.harness import SECRET
from tg.served_process import post as post_update
from tg.stand_in import TOKEN, BotApiStandIn

# Extra copies of one outgoing message the scale tests accept for an event whose process
# was SIGKILLed while it held it: killed after Telegram took a message and before its
# sent-marker was committed, the replay sends that message again (Telegram has no
# idempotency key). Slack replies carry their event in message metadata and a replay looks
# them up before posting (bot/slack_adapter/tagged.py), so Slack gets none.
EXTRA_COPIES_AFTER_A_KILL = {"telegram": 1, "slack": 0}
LEADER_LOG = b"this process now leads"


def allowed_copies(held_by_the_killed_process: bool, *, platform: str) -> int:
    """Return how many copies of one outgoing message an event may have caused."""
    return 1 + (EXTRA_COPIES_AFTER_A_KILL[platform] if held_by_the_killed_process else 0)


@contextmanager
def serve_both(
    data_dir: Path, port: int, telegram: BotApiStandIn, slack: SlackStandIn, **extra: str
) -> Iterator[subprocess.Popen[bytes]]:
    """Run `career-bot serve` with Slack (HTTP) and Telegram (webhook) on the stand-ins."""
    env = {
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": telegram.url,
        "TELEGRAM_WEBHOOK_SECRET": SECRET,
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_URL": slack.api_url,
        # Every turn posts its placeholder first, however fast: the tests count a Slack
        # answer as a "Working on it…" post turned into the reply (found again on a replay).
        "CAREER_BOT_TYPING_AFTER_S": "0",
    }
    with serve_process(data_dir, port, **env, **extra) as proc:
        yield proc


@asynccontextmanager
async def two_serve_processes(
    tmp_path: Path,
    session: aiohttp.ClientSession,
    telegram: BotApiStandIn,
    slack: SlackStandIn,
    **extra: str,
) -> AsyncIterator[tuple[list[subprocess.Popen[bytes]], list[str]]]:
    """Start servers "a" and "b" under tmp_path, wait until both are healthy; yield them and
    their base URLs."""
    ports = [free_port(), free_port()]
    bases = [f"http://127.0.0.1:{port}" for port in ports]
    with ExitStack() as stack:
        servers = [
            stack.enter_context(
                serve_both(tmp_path / name / "data", port, telegram, slack, **extra)
            )
            for name, port in zip("ab", ports, strict=True)
        ]
        await asyncio.gather(*(wait_healthy(session, base) for base in bases))
        yield servers, bases


def slack_dm(text: str, user: str) -> dict[str, Any]:
    """Return a DM event from `user` in their own DM channel."""
    body = dm_event(text, user=user)
    body["event"]["channel"] = f"D{user}"
    return body


async def post_slack(
    session: aiohttp.ClientSession, base: str, body: dict[str, Any], retry: int = 0
) -> int:
    """Post a signed Events API envelope (a retry carries X-Slack-Retry-Num); return the status."""
    raw = json.dumps(body)
    headers = {"Content-Type": "application/json", **signed_headers(raw)}
    if retry:
        headers |= {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
    async with session.post(f"{base}/slack/events", data=raw, headers=headers) as response:
        return response.status


async def post_press(session: aiohttp.ClientSession, base: str, body: dict[str, Any]) -> int:
    """Post a signed interactivity payload (a button press); return the status."""
    raw = urlencode({"payload": json.dumps(body)})
    headers = {"Content-Type": "application/x-www-form-urlencoded", **signed_headers(raw)}
    async with session.post(f"{base}/slack/events", data=raw, headers=headers) as response:
        return response.status


Post = Callable[[str], Awaitable[int]]


async def deliver(bases: list[str], post: Post) -> None:
    """Post as the platforms do: retry on another server until one answers 200."""
    for attempt in range(60):
        try:
            if await post(bases[attempt % len(bases)]) == 200:
                return
        except aiohttp.ClientConnectionError:
            pass
        await asyncio.sleep(0.1)
    raise AssertionError("a delivery was never acknowledged")


async def deliver_update(
    session: aiohttp.ClientSession, bases: list[str], update: dict[str, Any]
) -> None:
    """Deliver a Telegram update to the first server that answers."""
    await deliver(bases, lambda base: post_update(session, base, update))


async def deliver_slack(
    session: aiohttp.ClientSession, bases: list[str], body: dict[str, Any], retry: int = 0
) -> None:
    """Deliver a Slack event (or its retry) to the first server that answers."""
    await deliver(bases, lambda base: post_slack(session, base, body, retry))


async def twice(first: Awaitable[None], second: Awaitable[None]) -> None:
    """Run two deliveries of one event at once (one to each server)."""
    await asyncio.gather(first, second)


async def retaken(url: str, source: str) -> set[str]:
    """Return the event ids of a source a worker took again after another's lease ran out."""
    rows = await query(url, "SELECT event_id FROM inbox WHERE source = %s AND attempts > 1", source)
    return {str(row[0]) for row in rows}


async def query(url: str, sql: str, *params: object) -> list[tuple[Any, ...]]:
    """Run one statement on the test database; return its rows (none for a write)."""
    import psycopg

    from storage.db import libpq_url

    async with await psycopg.AsyncConnection.connect(libpq_url(url), autocommit=True) as conn:
        cursor = await conn.execute(sql, params)  # type: ignore[arg-type]
        return list(await cursor.fetchall()) if cursor.description else []


async def leader(logs: list[Path]) -> int:
    """Wait until a server's log says it leads the scheduler; return its index."""
    async with asyncio.timeout(60):
        while True:
            for index, log in enumerate(logs):
                if log.exists() and LEADER_LOG in log.read_bytes():
                    return index
            await asyncio.sleep(0.2)


async def until(condition: Callable[[], bool], timeout: float, what: Callable[[], str]) -> None:
    """Wait until `condition()` holds; fail with `what()` after `timeout` seconds."""
    try:
        async with asyncio.timeout(timeout):
            while not condition():
                await asyncio.sleep(0.25)
    except TimeoutError:
        raise AssertionError(what()) from None
