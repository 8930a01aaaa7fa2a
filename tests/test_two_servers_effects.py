"""Two `serve` processes, 200 Slack and Telegram conversations: a double press decides each
card once, and the scheduler's leader SIGKILLed while it sends a due reminder: each fires once.

Every approval card is pressed twice (once on each server while both live). Then every
reminder falls due at once; the leader claims one and is killed while the platform holds
its send. The other process takes over, sends the rest, and the held one after its claim
runs out. Run by .ci/run with pytest -m scale and TEST_DATABASE_URL.
"""

from __future__ import annotations

import asyncio
import signal
from collections import Counter
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from conftest import TEST_DATABASE_URL, fresh_postgres_database
from serve_process import until_held
from slackbot.harness import press_payload
from slackbot.stand_in import SlackStandIn
from tests_support import INVITATION
from tg.harness import callback_update, text_update
from tg.stand_in import BotApiStandIn
from two_servers import (
    allowed_copies,
    deliver,
    deliver_slack,
    deliver_update,
    leader,
    post_press,
    query,
    slack_dm,
    two_serve_processes,
    until,
)

from bot.core import texts

pytestmark = pytest.mark.scale

SLACK_USERS = 100
TELEGRAM_CHATS = 100
LEASE_S = "3"
AT_ONCE = 16
REMINDER = texts.REMINDER.format(text="call Globex back")


class Conversations:
    """The test's conversations and what the stand-ins received in each."""

    def __init__(self, telegram: BotApiStandIn, slack: SlackStandIn) -> None:
        self.telegram, self.slack = telegram, slack
        self.chats = [40_000 + n for n in range(TELEGRAM_CHATS)]
        self.users = [f"U{50_000 + n}" for n in range(SLACK_USERS)]
        self.roots: dict[str, str] = {}  # Slack user → the employer DM's ts

    def tg_texts(self, chat: int, starting: str) -> list[str]:
        """Return the bot's Telegram messages to a chat that start with `starting`."""
        return [
            str(c.params.get("text", ""))
            for c in self.telegram.of("sendMessage")
            if int(c.params["chat_id"]) == chat
            and str(c.params.get("text", "")).startswith(starting)
        ]

    def slack_texts(self, user: str, starting: str, method: str = "chat.postMessage") -> list[str]:
        """Return the bot's Slack messages (or edits) in a user's DM that start with `starting`."""
        return [
            str(c.args.get("text", ""))
            for c in list(self.slack.calls)
            if c.method == method
            and c.args.get("channel") == f"D{user}"
            and str(c.args.get("text", "")).startswith(starting)
        ]

    def tg_card(self, chat: int) -> Any:
        """Return the approval card sent to a chat (None before it is sent)."""
        cards = [
            c
            for c in self.telegram.of("sendMessage")
            if c.callback_data and int(c.params["chat_id"]) == chat
        ]
        return cards[0] if cards else None

    def slack_card(self, user: str) -> Any:
        """Return the approval card posted in a user's DM (None before it is posted)."""
        cards = [
            c
            for c in list(self.slack.calls)
            if c.args.get("channel") == f"D{user}" and "Approve" in c.buttons()
        ]
        return cards[0] if cards else None

    def set_up(self) -> bool:
        """Tell whether every conversation has its card and its reminder's confirmation."""
        set_at = texts.REMIND_SET.split("{")[0]
        return all(
            self.tg_card(chat) and self.tg_texts(chat, set_at) for chat in self.chats
        ) and all(
            self.slack_card(u) and self.slack_texts(u, set_at, "chat.update") for u in self.users
        )

    def approved(self, chats: list[int], users: list[str]) -> bool:
        """Tell whether these conversations were told their draft was approved."""
        return all(self.tg_texts(c, texts.REPLY_APPROVED) for c in chats) and all(
            any(texts.REPLY_APPROVED in t for t in self.slack_texts(u, "")) for u in users
        )

    def reminded(self) -> bool:
        """Tell whether every conversation got its reminder."""
        return all(self.tg_texts(c, REMINDER) for c in self.chats) and all(
            self.slack_texts(u, REMINDER) for u in self.users
        )


async def gated(jobs: list[Any]) -> None:
    """Run deliveries AT_ONCE at a time."""
    gate = asyncio.Semaphore(AT_ONCE)

    async def one(job: Any) -> None:
        async with gate:
            await job

    await asyncio.gather(*(one(job) for job in jobs))


async def set_up(session: aiohttp.ClientSession, bases: list[str], conv: Conversations) -> None:
    """Each conversation: an employer's message (a card) and a reminder, each sent twice."""
    jobs: list[Any] = []
    for index, chat in enumerate(conv.chats):
        order = bases if index % 2 else bases[::-1]
        for text, forwarded in ((INVITATION, True), ("/remind 1m call Globex back", False)):
            update = text_update(text, user=chat, forwarded=forwarded)
            jobs.append(
                asyncio.gather(
                    deliver_update(session, order, update),
                    deliver_update(session, order[::-1], update),
                )
            )
    for index, user in enumerate(conv.users):
        order = bases if index % 2 else bases[::-1]
        for text in (INVITATION, "/remind 1m call Globex back"):
            body = slack_dm(text, user)
            if text == INVITATION:
                conv.roots[user] = body["event"]["ts"]
            jobs.append(
                asyncio.gather(
                    deliver_slack(session, order, body),
                    deliver_slack(session, order[::-1], body, retry=1),
                )
            )
    await gated(jobs)


async def press_twice(
    session: aiohttp.ClientSession,
    bases: list[str],
    conv: Conversations,
    chats: list[int],
    users: list[str],
) -> None:
    """Press each card's Approve twice, once on each server (a double click)."""
    jobs: list[Any] = []
    for index, chat in enumerate(chats):
        card = conv.tg_card(chat)
        data = next(
            b["callback_data"]
            for row in card.params["reply_markup"]["inline_keyboard"]
            for b in row
            if b["text"] == "Approve"
        )
        presses = [callback_update(card, data, user=chat) for _ in bases]
        order = bases if index % 2 else bases[::-1]
        jobs.append(
            asyncio.gather(
                deliver_update(session, order, presses[0]),
                deliver_update(session, order[::-1], presses[1]),
            )
        )
    for index, user in enumerate(users):
        card, root = conv.slack_card(user), conv.roots[user]
        order = bases if index % 2 else bases[::-1]
        bodies = [press_payload(card, "Approve", root, user=user) for _ in bases]
        jobs.append(
            asyncio.gather(
                deliver(order, lambda base, b=bodies[0]: post_press(session, base, b)),
                deliver(order[::-1], lambda base, b=bodies[1]: post_press(session, base, b)),
            )
        )
    await gated(jobs)


async def inbox_done(url: str) -> None:
    """Wait until every stored event's turn has finished (its replies are out)."""
    async with asyncio.timeout(60):
        while (await query(url, "SELECT count(*) FROM inbox WHERE done_at IS NULL"))[0][0]:
            await asyncio.sleep(0.25)


async def all_fired(url: str) -> None:
    """Wait until every reminder is marked fired."""
    async with asyncio.timeout(60):
        while (await query(url, "SELECT count(*) FROM reminders WHERE fired_at IS NULL"))[0][0]:
            await asyncio.sleep(0.25)


async def test_cards_are_decided_once_and_reminders_fire_once_when_the_leader_dies_sending(
    tmp_path: Path,
) -> None:
    if not TEST_DATABASE_URL:
        pytest.fail("set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)")
    telegram, slack = BotApiStandIn(), SlackStandIn()
    await telegram.start()
    await slack.start()
    conv = Conversations(telegram, slack)
    half_chats, half_users = len(conv.chats) // 2, len(conv.users) // 2
    async with (
        fresh_postgres_database(TEST_DATABASE_URL) as url,
        aiohttp.ClientSession() as session,
    ):
        extra = {"DATABASE_URL": url, "CAREER_BOT_INBOX_LEASE": LEASE_S}
        async with two_serve_processes(tmp_path, session, telegram, slack, **extra) as (
            servers,
            bases,
        ):
            await set_up(session, bases, conv)
            await until(conv.set_up, 240, lambda: "cards or reminders were not set up")
            killed = await leader([tmp_path / name / "serve.log" for name in "ab"])
            first = (conv.chats[:half_chats], conv.users[:half_users])
            await press_twice(session, bases, conv, *first)
            await until(lambda: conv.approved(*first), 120, lambda: "first presses unanswered")
            await inbox_done(url)  # nothing else on its way out when the reminders fall due
            # Every reminder falls due now; the leader's first send is held, and it dies.
            telegram.held.add("sendMessage")
            slack.held.add("chat.postMessage")
            await query(url, "UPDATE reminders SET due_at = now()")
            await until_held(lambda: telegram.held_calls or slack.held_calls)
            servers[killed].send_signal(signal.SIGKILL)
            servers[killed].wait(timeout=30)
            in_flight = [c.params.get("text") for c in telegram.held_calls] + [
                c.args.get("text") for c in slack.held_calls
            ]
            telegram.held.clear()  # the dead process's request stays unanswered
            slack.held.clear()
            rest = (conv.chats[half_chats:], conv.users[half_users:])
            await press_twice(session, bases, conv, *rest)
            await until(
                lambda: conv.approved(conv.chats, conv.users) and conv.reminded(),
                180,
                lambda: "approvals or reminders missing",
            )
            # Marked fired, a reminder is never sent again; a late duplicate of a press
            # would be taken again within a couple of leases.
            await all_fired(url)
            await inbox_done(url)
            await asyncio.sleep(float(LEASE_S) * 2)
        approvals = Counter(str(r[0]) for r in await query(url, APPROVED))
        retaken_users = {str(r[0]) for r in await query(url, RETAKEN)}
        reminder_rows = await query(url, "SELECT attempts, fired_at IS NOT NULL FROM reminders")
    assert in_flight == [REMINDER]
    everyone = [f"telegram:{c}" for c in conv.chats] + [f"slack:{u}" for u in conv.users]
    assert approvals == Counter(everyone)  # each card decided once
    # Each reminder reached its conversation once; one was claimed twice (the killed send).
    assert all(len(conv.tg_texts(c, REMINDER)) == 1 for c in conv.chats)
    assert all(len(conv.slack_texts(u, REMINDER)) == 1 for u in conv.users)
    assert sorted(reminder_rows) == sorted([(1, True)] * (len(everyone) - 1) + [(2, True)])
    for chat in conv.chats:
        told = len(conv.tg_texts(chat, texts.REPLY_APPROVED))
        assert 1 <= told <= allowed_copies(f"telegram:{chat}" in retaken_users, platform="telegram")
    for user in conv.users:
        told = sum(texts.REPLY_APPROVED in t for t in conv.slack_texts(user, ""))
        assert 1 <= told <= allowed_copies(f"slack:{user}" in retaken_users, platform="slack")
    telegram.release()
    slack.release()
    await telegram.close()
    await slack.close()


APPROVED = "SELECT user_id FROM events WHERE kind = 'approved'"
RETAKEN = "SELECT DISTINCT user_id FROM inbox WHERE attempts > 1"
