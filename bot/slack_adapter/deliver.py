"""Sending the core's replies to Slack: placeholders, threads, ephemerals and decided cards."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot import turns
from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.slack_adapter.blocks import Block, SlackPost, decided_blocks, render_reply, section
from bot.slack_adapter.tagged import find_post, post_metadata, reply_metadata

logger = logging.getLogger(__name__)

WORKING = "Working on it…"
# The tag number of a turn's placeholder (its replies are numbered from 1).
PLACEHOLDER = 0


def utc_now() -> datetime:
    """Return the current time in UTC."""
    return datetime.now(UTC)


@dataclass
class CardMessage:
    """A card already posted in Slack, to be updated in place once decided."""

    channel: str
    ts: str
    blocks: list[Block] = field(default_factory=list)


class Poster:
    """Posts replies into a Slack thread, replacing the "working" placeholder first."""

    def __init__(self, client: AsyncWebClient, clock: Callable[[], datetime] = utc_now) -> None:
        self.client = client
        self.clock = clock

    async def placeholder(self, channel: str, root: str) -> str:
        """Post the "working" placeholder in the thread; return its ts (a replay gets the one
        its dead run posted, found by its tag, which then becomes the answer)."""
        metadata = post_metadata(PLACEHOLDER)
        earlier = await find_post(self.client, channel, root, metadata)
        if earlier is not None:
            return earlier
        response = await self.client.chat_postMessage(
            channel=channel, thread_ts=root, text=WORKING, metadata=metadata
        )
        return str(response["ts"])

    async def deliver(
        self,
        channel: str,
        root: str,
        replies: list[Reply],
        *,
        placeholder: str | None = None,
        presser: str | None = None,
        card: CardMessage | None = None,
    ) -> None:
        """Send replies: decided cards updated, ephemerals to the presser, the rest in thread.

        In an inbox turn each message counts once: a replay sends only what had not gone out.
        """
        for reply in replies:
            if reply.decided_card:
                if card is not None and presser:
                    await turns.send_once(partial(self.mark_decided, card, reply.text, presser))
            elif reply.ephemeral and presser:
                await turns.send_once(
                    partial(
                        self.client.chat_postEphemeral,
                        channel=channel,
                        user=presser,
                        thread_ts=root,
                        text=reply.text,
                    )
                )
            else:
                for post in render_reply(reply):
                    # Edits, and posts tagged with their event, are safe to run again.
                    send = partial(self._post, channel, root, post, placeholder)
                    await turns.send_once(send, findable=True)
                    placeholder = None
        if placeholder is not None:
            await turns.send_once(partial(self.client.chat_delete, channel=channel, ts=placeholder))

    async def mark_decided(self, card: CardMessage, decision: str, presser: str) -> None:
        """Update a card in place: who decided what and when, and no more buttons."""
        blocks = card.blocks or [section(decision)]
        await self.client.chat_update(
            channel=card.channel,
            ts=card.ts,
            text=decision,
            blocks=decided_blocks(blocks, decision, presser, self.clock()),
        )

    async def apologize(self, channel: str, root: str, placeholder: str | None = None) -> None:
        """Tell the user, in the thread, that something failed on our side."""
        post = SlackPost(texts.RUN_FAILED, [section(texts.RUN_FAILED)])
        try:
            await self._post(channel, root, post, placeholder)
        except SlackApiError as exc:
            logger.warning("could not tell the user about a failure: %s", _error(exc))

    async def _post(
        self, channel: str, root: str, post: SlackPost, placeholder: str | None
    ) -> None:
        if placeholder is not None:
            # It keeps its tag, so that a replay finds it whatever it says now.
            metadata = post_metadata(PLACEHOLDER)
            await self.client.chat_update(
                channel=channel,
                ts=placeholder,
                text=post.text,
                blocks=post.blocks,
                metadata=metadata,
            )
            return
        metadata = reply_metadata()
        if await find_post(self.client, channel, root, metadata) is not None:
            logger.info("a reply the dead run posted is in the thread already: not again")
            return
        await self.client.chat_postMessage(
            channel=channel, thread_ts=root, text=post.text, blocks=post.blocks, metadata=metadata
        )


def _error(exc: SlackApiError) -> Any:
    return exc.response.get("error") if exc.response is not None else "unknown"


class SlackMessenger:
    """Sends proactive messages (reminders) into a conversation's Slack thread."""

    platform = "slack"

    def __init__(self, poster: Poster) -> None:
        self.poster = poster

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        """Post the replies in the conversation's thread."""
        await self.poster.deliver(key.channel, key.thread_root, replies)
