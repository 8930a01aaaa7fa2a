"""Posts tagged with their inbox event, so a replay finds what Slack already took."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot import turns

logger = logging.getLogger(__name__)

# The message metadata `event_type` of our replies (Slack: alphanumeric and underscores).
EVENT_TYPE = "career_bot_reply"
# A thread's replies are read a page at a time; a replay looks through this many at most.
PAGE = 200
MAX_PAGES = 10


def post_metadata(number: int) -> dict[str, Any] | None:
    """Return the metadata naming post `number` of this turn (0: its placeholder)."""
    current = turns.current_event()
    if current is None:
        return None
    return {"event_type": EVENT_TYPE, "event_payload": {"event": current[0], "reply": number}}


def reply_metadata() -> dict[str, Any] | None:
    """Return the metadata naming the reply being sent now (outside an inbox turn: None)."""
    tag = turns.reply_tag()
    return None if tag is None else post_metadata(tag[1])


async def find_post(
    client: AsyncWebClient, channel: str, root: str, metadata: dict[str, Any] | None
) -> str | None:
    """Return the ts of the post a dead run of this turn tagged `metadata`, if Slack has it.

    Asked on replays only: a process may have died after Slack took a post and before it
    was written down; the post carries its event and number in its metadata.
    """
    current = turns.current_event()
    if metadata is None or current is None or not current[1]:
        return None
    try:
        return await _find(client, channel, root, metadata)
    except SlackApiError as exc:
        # Not knowing, post: a second copy is better than a lost answer.
        logger.warning("could not look for an earlier post: %s", exc.response.get("error"))
        return None


async def _find(
    client: AsyncWebClient, channel: str, root: str, metadata: dict[str, Any]
) -> str | None:
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = await client.conversations_replies(
            channel=channel, ts=root, include_all_metadata=True, limit=PAGE, cursor=cursor
        )
        for message in page.get("messages") or []:
            if message.get("metadata") == metadata:
                return str(message["ts"])
        cursor = (page.get("response_metadata") or {}).get("next_cursor")
        if not cursor:
            return None
    return None
