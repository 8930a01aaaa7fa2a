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


def reply_metadata() -> dict[str, Any] | None:
    """Return the metadata naming the reply being sent now (outside an inbox turn: None)."""
    tag = turns.reply_tag()
    if tag is None:
        return None
    event, number, _replaying = tag
    return {"event_type": EVENT_TYPE, "event_payload": {"event": event, "reply": number}}


async def already_posted(
    client: AsyncWebClient, channel: str, root: str, metadata: dict[str, Any] | None
) -> bool:
    """Tell whether a dead run of this turn posted this reply already (asked on replays only).

    Its process may have died after Slack took the post and before the sent-marker was
    written; the post carries its event and number in its metadata.
    """
    tag = turns.reply_tag()
    if metadata is None or tag is None or not tag[2]:
        return False
    try:
        return await _find(client, channel, root, metadata)
    except SlackApiError as exc:
        # Not knowing, post: a second copy is better than a lost answer.
        logger.warning("could not look for an earlier post: %s", exc.response.get("error"))
        return False


async def _find(client: AsyncWebClient, channel: str, root: str, metadata: dict[str, Any]) -> bool:
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = await client.conversations_replies(
            channel=channel, ts=root, include_all_metadata=True, limit=PAGE, cursor=cursor
        )
        if any(m.get("metadata") == metadata for m in page.get("messages") or []):
            return True
        cursor = (page.get("response_metadata") or {}).get("next_cursor")
        if not cursor:
            return False
    return False
