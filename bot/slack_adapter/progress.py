"""Progress in Slack: the turn's "working" placeholder updated with notices and drafts."""

from __future__ import annotations

import logging
from functools import partial

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot import turns
from bot.slack_adapter.render import escape

logger = logging.getLogger(__name__)

PROGRESS_NOTE = "progress"


class SlackProgress:
    """Shows progress by `chat.update` on the placeholder (the client retries 429s).

    Without a placeholder yet (a button press), the first notice posts one in the thread.
    """

    def __init__(
        self, client: AsyncWebClient, channel: str, ts: str | None, *, root: str = ""
    ) -> None:
        self.client = client
        self.channel = channel
        self.ts = ts
        self.root = root

    async def _post(self, shown: str) -> str:
        posted = await self.client.chat_postMessage(
            channel=self.channel, thread_ts=self.root or None, text=shown
        )
        return str(posted["ts"])

    async def show(self, text: str, *, draft: bool) -> None:
        """Replace the placeholder's text; a refused edit (ratelimited, ...) only logs."""
        shown = f"_{escape(text)}_" if not draft else escape(text)
        try:
            if self.ts is None:
                # Noted with an inbox event: its replay edits this one rather than post again.
                self.ts = await turns.posted_once(PROGRESS_NOTE, partial(self._post, shown))
            else:
                await self.client.chat_update(channel=self.channel, ts=self.ts, text=shown)
        except SlackApiError as exc:
            error = exc.response.get("error") if exc.response is not None else "unknown"
            logger.info("placeholder not updated: %s", error)
