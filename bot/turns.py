"""Turns run once per inbox event: a replay reuses the recorded replies and skips sent ones."""

from __future__ import annotations

import asyncio
import base64
import logging
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from bot.core.messages import Attachment, Button, Card, Reply, Table
from bot.core.replay import running_for
from storage.inbox import Inbox, InboxItem

logger = logging.getLogger(__name__)

# Where a turn keeps its notes inside the event's payload.
NOTES = "_turn_notes"


@dataclass
class Turn:
    """The inbox event being run, with what it recorded so far."""

    inbox: Inbox
    item: InboxItem
    sent: int = 0
    considered: int = 0
    # The number of the reply being sent now (None between sends).
    sending: int | None = None
    # Work the turn handed to background tasks: the event is done when they are.
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    @property
    def event(self) -> str:
        """Name this inbox event uniquely (platform, its id, and the row's)."""
        return f"{self.item.source}:{self.item.event_id}:{self.item.id}"

    @property
    def replaying(self) -> bool:
        """Tell whether an earlier run of this event may have died midway."""
        return self.item.attempts > 1

    async def replies(self, compute: Callable[[], Awaitable[list[Reply]]]) -> list[Reply]:
        """Return the recorded replies of a replayed event, else compute and record them."""
        if self.item.replies is not None:
            logger.info("inbox: event %s replayed; its turn already ran", self.item.id)
            return decode_replies(self.item.replies)
        # Graph runs record the event with their checkpoint: a replay after a kill between
        # the run and the record below answers from the thread instead of running again.
        with running_for(self.event, replay=self.replaying):
            replies = await compute()
        await self.inbox.record_replies(self.item.id, encode_replies(replies))
        return replies

    async def send_once(
        self, send: Callable[[], Awaitable[object]], *, findable: bool = False
    ) -> None:
        """Send the turn's next reply unless a previous run of this event sent it.

        A `findable` send is safe to run again (an edit, or a post the platform can find by
        its tag): it writes no sent-marker of its own, the next marker or the event's
        finish covers it.
        """
        self.considered += 1
        if self.considered <= self.sent:
            return
        self.sending = self.considered
        try:
            await send()
        finally:
            self.sending = None
        self.sent = self.considered
        if not findable:
            await self.inbox.mark_sent(self.item.id, self.sent)

    def recall(self, name: str) -> str | None:
        """Return what an earlier run of this event noted under `name`, if anything."""
        value = (self.item.payload.get(NOTES) or {}).get(name)
        return None if value is None else str(value)

    async def note(self, name: str, value: str) -> None:
        """Keep `value` with the event, so that a replay finds it (e.g. a placeholder's id)."""
        notes = {**(self.item.payload.get(NOTES) or {}), name: value}
        self.item.payload[NOTES] = notes
        await self.inbox.set_payload(self.item.id, self.item.payload)


CURRENT_TURN: ContextVar[Turn | None] = ContextVar("career_bot_turn", default=None)


def begin(inbox: Inbox, item: InboxItem) -> None:
    """Make `item` the turn of the running task (the inbox worker calls this)."""
    CURRENT_TURN.set(Turn(inbox, item, sent=item.sent))


async def replies_once(compute: Callable[[], Awaitable[list[Reply]]]) -> list[Reply]:
    """Run the core for this turn once (outside an inbox turn: just run it)."""
    turn = CURRENT_TURN.get()
    return await compute() if turn is None else await turn.replies(compute)


async def send_once(send: Callable[[], Awaitable[object]], *, findable: bool = False) -> None:
    """Send one reply of this turn once (outside an inbox turn: just send it)."""
    turn = CURRENT_TURN.get()
    await (send() if turn is None else turn.send_once(send, findable=findable))


def current_event() -> tuple[str, bool] | None:
    """Return (event, replaying) of this inbox turn (outside an inbox turn: None)."""
    turn = CURRENT_TURN.get()
    return None if turn is None else (turn.event, turn.replaying)


def reply_tag() -> tuple[str, int, bool] | None:
    """Return (event, reply number, replaying) of the reply being sent now, for a platform
    that can find a post by a tag (outside an inbox turn: None)."""
    turn = CURRENT_TURN.get()
    if turn is None or turn.sending is None:
        return None
    return turn.event, turn.sending, turn.replaying


def recall(name: str) -> str | None:
    """Return what an earlier run of this inbox event noted under `name` (else None)."""
    turn = CURRENT_TURN.get()
    return None if turn is None else turn.recall(name)


async def posted_once(key: str, post: Callable[[], Awaitable[str]]) -> str:
    """Return the id of what an earlier run posted under `key`, else post now and note it."""
    turn = CURRENT_TURN.get()
    if turn is not None and (earlier := turn.recall(key)) is not None:
        return earlier
    posted = await post()
    if turn is not None:
        await turn.note(key, posted)
    return posted


def track(task: asyncio.Task[None]) -> None:
    """Count a background task as part of this turn (outside an inbox turn: nothing)."""
    turn = CURRENT_TURN.get()
    if turn is not None:
        turn.tasks.append(task)


async def wait_tracked() -> None:
    """Wait for the background work of this turn (tasks may add more while running)."""
    turn = CURRENT_TURN.get()
    while turn is not None and turn.tasks:
        tasks, turn.tasks = turn.tasks, []
        await asyncio.gather(*tasks, return_exceptions=True)


def encode_replies(replies: list[Reply]) -> list[dict[str, Any]]:
    """Return replies as JSON-ready dicts."""
    return [_encode(reply) for reply in replies]


def decode_replies(data: list[dict[str, Any]]) -> list[Reply]:
    """Return the replies `encode_replies` wrote."""
    return [_decode(item) for item in data]


def _encode(reply: Reply) -> dict[str, Any]:
    card = reply.card
    return {
        "text": reply.text,
        "card": None if card is None else _encode_card(card),
        "buttons": [[b.label, b.token, b.style, b.action] for b in reply.buttons],
        "attachment": None
        if reply.attachment is None
        else [
            reply.attachment.filename,
            base64.b64encode(reply.attachment.content).decode(),
            reply.attachment.mime_type,
        ],
        "card_id": reply.card_id,
        "ephemeral": reply.ephemeral,
        "decided_card": reply.decided_card,
        "expects_text": reply.expects_text,
    }


def _encode_card(card: Card) -> dict[str, Any]:
    table = card.table
    return {
        "title": card.title,
        "body": card.body,
        "fields": [list(f) for f in card.fields],
        "table": None if table is None else [list(table.headers), [list(r) for r in table.rows]],
        "footer": card.footer,
        "draft": card.draft,
    }


def _decode(data: dict[str, Any]) -> Reply:
    attachment = data["attachment"]
    return Reply(
        text=data["text"],
        card=None if data["card"] is None else _decode_card(data["card"]),
        buttons=tuple(Button(*b) for b in data["buttons"]),
        attachment=None
        if attachment is None
        else Attachment(attachment[0], base64.b64decode(attachment[1]), attachment[2]),
        card_id=data["card_id"],
        ephemeral=data["ephemeral"],
        decided_card=data["decided_card"],
        expects_text=data["expects_text"],
    )


def _decode_card(data: dict[str, Any]) -> Card:
    table = data["table"]
    return Card(
        title=data["title"],
        body=data["body"],
        fields=tuple((f[0], f[1]) for f in data["fields"]),
        table=None if table is None else Table(tuple(table[0]), tuple(tuple(r) for r in table[1])),
        footer=data["footer"],
        draft=data["draft"],
    )
