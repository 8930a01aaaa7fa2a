"""Progress in Slack: a slow turn's "working" placeholder, updated with notices and drafts."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
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
        # One placeholder per turn, whether the delay or a progress notice posts it first.
        self._posting = asyncio.Lock()

    async def _post(self, shown: str) -> str:
        posted = await self.client.chat_postMessage(
            channel=self.channel, thread_ts=self.root or None, text=shown
        )
        return str(posted["ts"])

    async def show(self, text: str, *, draft: bool) -> None:
        """Replace the placeholder's text; a refused edit (ratelimited, ...) only logs."""
        shown = f"_{escape(text)}_" if not draft else escape(text)
        try:
            async with self._posting:
                if self.ts is None:
                    # Noted with an inbox event: its replay edits this one, not post again.
                    self.ts = await turns.posted_once(PROGRESS_NOTE, partial(self._post, shown))
                    return
            await self.client.chat_update(channel=self.channel, ts=self.ts, text=shown)
        except SlackApiError as exc:
            logger.info("placeholder not updated: %s", _error(exc))

    async def post_working(self, post: Callable[[], Awaitable[str]]) -> None:
        """Post the turn's "working" placeholder with `post`, unless one is shown already."""
        async with self._posting:
            if self.ts is None:
                self.ts = await post()


@contextlib.asynccontextmanager
async def working_after(
    view: SlackProgress,
    post: Callable[[], Awaitable[str]],
    after_s: float,
    sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
) -> AsyncIterator[None]:
    """Post the "working" placeholder into `view` if the body is still running after
    `after_s` (with 0, before it starts); a body that ends sooner posts none, and its answer
    is its only message. A post already under way when the body ends is waited for, so the
    answer replaces it rather than leaving it behind."""
    if after_s <= 0:
        await _post_working(view, post)
        yield
        return
    started = False

    async def later() -> None:
        nonlocal started
        await sleep(after_s)
        started = True
        await _post_working(view, post)

    waiting = asyncio.create_task(later())
    try:
        yield
    finally:
        if not started:
            waiting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await waiting


async def _post_working(view: SlackProgress, post: Callable[[], Awaitable[str]]) -> None:
    try:
        await view.post_working(post)
    except SlackApiError as exc:  # cosmetic: the answer is posted without it
        logger.info("placeholder not posted: %s", _error(exc))


def _error(exc: SlackApiError) -> object:
    return exc.response.get("error") if exc.response is not None else "unknown"
