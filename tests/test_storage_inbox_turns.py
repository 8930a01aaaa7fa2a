"""A replayed inbox event reuses its recorded replies and posts only what was not sent yet."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from bot import turns
from bot.core.messages import Attachment, Button, Card, Reply, Table
from storage.db import Database
from storage.inbox import Inbox, InboxItem

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
LEASE = timedelta(seconds=30)
REPLIES = [
    Reply(text="Here is a draft."),
    Reply(
        card=Card(
            "Draft reply",
            body="Hello Maria",
            fields=(("Risk", "salary"),),
            table=Table(("Skill", "Years"), (("Python", "8"),)),
            draft="Hello Maria",
        ),
        buttons=(Button("Approve", "tok1", "primary", "approve"), Button("Edit", "tok2")),
        card_id="c1",
        expects_text=True,
    ),
    Reply(text="export", attachment=Attachment("profile.json", b"{\x00}", "application/json")),
]


class Crash(Exception):
    """The process died here."""


@pytest.fixture
async def inbox(db_url: str) -> AsyncIterator[Inbox]:
    db = Database(db_url)
    await db.create_schema()
    yield Inbox(db)
    await db.close()


async def run_turn(
    inbox: Inbox, item: InboxItem, computed: list[int], posted: list[str], crash_at: int | None
) -> None:
    """Run one turn as the worker does: the core once, then each reply once."""

    async def compute() -> list[Reply]:
        computed.append(1)
        return REPLIES

    async def turn() -> None:
        turns.begin(inbox, item)
        replies = await turns.replies_once(compute)
        for number, reply in enumerate(replies):

            async def post(reply: Reply = reply, number: int = number) -> None:
                if number == crash_at:
                    raise Crash
                posted.append(reply.text or reply.card_id)

            await turns.send_once(post)

    await asyncio.create_task(turn())


async def test_a_replay_after_a_crash_mid_send_posts_the_rest_once(inbox: Inbox) -> None:
    await inbox.put("telegram", "1", "chat", {})
    (item,) = await inbox.claim("first", NOW, LEASE)
    computed: list[int] = []
    posted: list[str] = []
    with pytest.raises(Crash):
        await run_turn(inbox, item, computed, posted, crash_at=2)
    assert (computed, posted) == ([1], ["Here is a draft.", "c1"])

    (again,) = await inbox.claim("second", NOW + LEASE * 2, LEASE)
    assert again.replies is not None and again.sent == 2
    await run_turn(inbox, again, computed, posted, crash_at=None)
    # The core ran once; every reply went out once.
    assert (computed, posted) == ([1], ["Here is a draft.", "c1", "export"])


async def test_recorded_replies_read_back_equal(inbox: Inbox) -> None:
    await inbox.put("telegram", "1", "chat", {})
    (item,) = await inbox.claim("w", NOW, LEASE)
    await inbox.record_replies(item.id, turns.encode_replies(REPLIES))
    await inbox.release_all()
    (again,) = await inbox.claim("w", NOW, LEASE)
    assert again.replies is not None
    assert turns.decode_replies(again.replies) == REPLIES


async def test_outside_an_inbox_turn_everything_just_runs() -> None:
    posted: list[str] = []

    async def post() -> None:
        posted.append("x")

    async def compute() -> list[Reply]:
        return REPLIES[:1]

    async def turn() -> None:
        assert await turns.replies_once(compute) == REPLIES[:1]
        await turns.send_once(post)
        await turns.send_once(post)

    await asyncio.create_task(turn())
    assert posted == ["x", "x"]


async def test_a_noted_placeholder_is_reused_by_the_replay(inbox: Inbox) -> None:
    await inbox.put("slack", "Ev1", "slack:T:D", {"type": "event_callback"})
    posted: list[str] = []

    async def placeholder() -> str:
        posted.append("ts")
        return f"17000000{len(posted)}.0001"

    async def turn(item: InboxItem) -> str:
        turns.begin(inbox, item)
        return await turns.posted_once("placeholder", placeholder)

    (item,) = await inbox.claim("first", NOW, LEASE)
    first = await asyncio.create_task(turn(item))
    # The process died; the next claim (lease over) finds the note with the event.
    (again,) = await inbox.claim("second", NOW + 2 * LEASE, LEASE)
    assert await asyncio.create_task(turn(again)) == first
    assert posted == ["ts"]
    assert again.payload["type"] == "event_callback"  # the event itself is unchanged
    assert await turns.posted_once("outside", placeholder) != first  # no turn: just posts


async def test_findable_sends_write_no_marker_and_the_next_marker_covers_them(
    inbox: Inbox,
) -> None:
    await inbox.put("slack", "Ev2", "slack:T:D", {})
    tags: list[tuple[str, int, bool] | None] = []

    async def send() -> None:
        tags.append(turns.reply_tag())

    async def turn(item: InboxItem, findable: list[bool]) -> None:
        turns.begin(inbox, item)
        for each in findable:
            await turns.send_once(send, findable=each)

    (item,) = await inbox.claim("first", NOW, LEASE)
    await asyncio.create_task(turn(item, [True, True]))
    (again,) = await inbox.claim("second", NOW + 2 * LEASE, LEASE)
    assert again.sent == 0  # findable: a replay sends them again (and finds them first)
    await asyncio.create_task(turn(again, [True, False]))
    (last,) = await inbox.claim("third", NOW + 4 * LEASE, LEASE)
    assert last.sent == 2  # the marker of the second covers the first
    event = f"slack:Ev2:{item.id}"
    assert tags == [(event, 1, False), (event, 2, False), (event, 1, True), (event, 2, True)]
    assert turns.reply_tag() is None  # between sends, and outside a turn
