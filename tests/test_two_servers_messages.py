"""Two `serve` processes, 200 Slack and Telegram conversations, every event delivered twice,
one process SIGKILLed mid-run: every acknowledged message answered once, in order.

Run by .ci/run against a throwaway PostgreSQL (pytest -m scale with TEST_DATABASE_URL).
"""

from __future__ import annotations

import asyncio
import signal
from collections import defaultdict
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from conftest import TEST_DATABASE_URL, fresh_postgres_database
from slackbot.stand_in import Call as SlackCall
from slackbot.stand_in import SlackStandIn
from tg.harness import text_update
from tg.stand_in import BotApiStandIn
from tg.stand_in import Call as TelegramCall
from two_servers import (
    allowed_copies,
    deliver_slack,
    deliver_update,
    retaken,
    slack_dm,
    two_serve_processes,
    until,
)

from bot.slack_adapter.deliver import WORKING

pytestmark = pytest.mark.scale

SLACK_USERS = 100
TELEGRAM_CHATS = 100
MESSAGES_PER_CONVERSATION = 3
LEASE_S = "3"  # a dead process's claims are taken again after this
AT_ONCE = 16  # deliveries in flight together, as several users typing at the same moment


def telegram_answers(api: BotApiStandIn) -> dict[int, list[TelegramCall]]:
    """Return the bot's Telegram messages grouped by the user message they reply to."""
    grouped: dict[int, list[TelegramCall]] = defaultdict(list)
    for call in api.of("sendMessage"):
        if call.reply_to is not None:
            grouped[call.reply_to].append(call)
    return grouped


def slack_answers(api: SlackStandIn) -> dict[str, list[SlackCall]]:
    """Return the placeholders the bot posted, by the DM (thread root) they answer."""
    grouped: dict[str, list[SlackCall]] = defaultdict(list)
    for call in list(api.calls):
        if call.method == "chat.postMessage" and call.args.get("text") == WORKING:
            grouped[str(call.args.get("thread_ts"))].append(call)
    return grouped


def slack_finished(api: SlackStandIn) -> set[str]:
    """Return the ts of placeholders that became an answer."""
    return {
        str(c.args.get("ts"))
        for c in list(api.calls)
        if c.method == "chat.update" and c.args.get("text") != WORKING
    }


async def send_rounds(
    session: aiohttp.ClientSession,
    bases: list[str],
    rounds: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]],
    kill: Any,
) -> None:
    """Deliver each round's events twice, once to each server; kill a server mid-run."""
    gate = asyncio.Semaphore(AT_ONCE)

    async def twice(index: int, one: Any, other: Any) -> None:
        order = bases if index % 2 else bases[::-1]
        async with gate:
            await asyncio.gather(one(order), other(order[::-1]))

    for number, (updates, bodies) in enumerate(rounds):
        if number == len(rounds) // 2:
            kill()  # mid-run, with turns in flight
        jobs = [
            twice(
                i,
                lambda o, u=u: deliver_update(session, o, u),
                lambda o, u=u: deliver_update(session, o, u),
            )
            for i, u in enumerate(updates)
        ]
        # Slack retries an event it thinks failed, with X-Slack-Retry-Num, on any server.
        jobs += [
            twice(
                i,
                lambda o, b=b: deliver_slack(session, o, b),
                lambda o, b=b: deliver_slack(session, o, b, retry=1),
            )
            for i, b in enumerate(bodies)
        ]
        await asyncio.gather(*jobs)


async def test_200_conversations_on_two_servers_are_answered_once_in_order_after_a_sigkill(
    tmp_path: Path,
) -> None:
    if not TEST_DATABASE_URL:
        pytest.fail("set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)")
    chats = [30_000 + n for n in range(TELEGRAM_CHATS)]
    users = [f"U{n:05d}" for n in range(SLACK_USERS)]
    rounds = [
        (
            [text_update("/help", user=chat) for chat in chats],
            [slack_dm("/help", user) for user in users],
        )
        for _ in range(MESSAGES_PER_CONVERSATION)
    ]
    telegram, slack = BotApiStandIn(), SlackStandIn()
    await telegram.start()
    await slack.start()
    async with (
        fresh_postgres_database(TEST_DATABASE_URL) as url,
        aiohttp.ClientSession() as session,
    ):
        extra = {"DATABASE_URL": url, "CAREER_BOT_INBOX_LEASE": LEASE_S}
        async with two_serve_processes(tmp_path, session, telegram, slack, **extra) as (
            servers,
            bases,
        ):
            await send_rounds(
                session, bases, rounds, lambda: servers[0].send_signal(signal.SIGKILL)
            )
            messages = {u["message"]["message_id"] for updates, _ in rounds for u in updates}
            roots = {b["event"]["ts"] for _, bodies in rounds for b in bodies}

            def done() -> bool:
                finished = slack_finished(slack)
                answered = slack_answers(slack)
                return messages <= set(telegram_answers(telegram)) and all(
                    any(p.ts in finished for p in answered.get(root, [])) for root in roots
                )

            await until(done, 240, lambda: "not every message was answered")
            await asyncio.sleep(float(LEASE_S) * 2)  # a late duplicate would show by now
        retaken_updates = await retaken(url, "telegram")
        retaken_events = await retaken(url, "slack")
    await telegram.close()
    await slack.close()
    check_telegram(telegram, rounds, retaken_updates)
    check_slack(slack, rounds, retaken_events)


def check_telegram(api: BotApiStandIn, rounds: list[Any], retaken_updates: set[str]) -> None:
    """Each message answered once (or as allowed), each chat's answers in order."""
    answered = telegram_answers(api)
    for updates, _ in rounds:
        for update in updates:
            copies = len(answered[update["message"]["message_id"]])
            held = str(update["update_id"]) in retaken_updates
            allowed = allowed_copies(held, platform="telegram")
            assert 1 <= copies <= allowed, f"update {update['update_id']}: {copies}"
    position = {call.params["_message_id"]: n for n, call in enumerate(api.of("sendMessage"))}
    for chat_index in range(len(rounds[0][0])):
        asked = [updates[chat_index]["message"]["message_id"] for updates, _ in rounds]
        answers = [position[answered[m][0].params["_message_id"]] for m in asked]
        assert answers == sorted(answers), f"Telegram chat {chat_index} answered out of order"


def check_slack(api: SlackStandIn, rounds: list[Any], retaken_events: set[str]) -> None:
    """Each DM answered once (or as allowed), each user's DMs answered in order."""
    answered = slack_answers(api)
    for _, bodies in rounds:
        for body in bodies:
            copies = len(answered[body["event"]["ts"]])
            held = body["event_id"] in retaken_events
            allowed = allowed_copies(held, platform="slack")
            assert 1 <= copies <= allowed, f"event {body['event_id']}: {copies}"
    position = {id(call): n for n, call in enumerate(api.calls)}
    for user_index in range(len(rounds[0][1])):
        roots = [bodies[user_index]["event"]["ts"] for _, bodies in rounds]
        firsts = [position[id(answered[root][0])] for root in roots]
        assert firsts == sorted(firsts), f"Slack user {user_index} answered out of order"
