"""Long polling into the durable inbox: each update is stored before getUpdates confirms it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence

from telegram import Bot, Update
from telegram.error import Conflict, InvalidToken, RetryAfter

from bot.telegram_adapter.handlers import EVENT_SOURCE
from bot.telegram_adapter.parse import user_id
from bot.telegram_adapter.webhook import Store, thread_key

logger = logging.getLogger(__name__)

LONG_POLL_S = 10
RETRY_S = (1.0, 2.0, 5.0, 15.0, 30.0)


class InboxPoller:
    """Calls getUpdates; the offset that confirms an update moves only once it is stored.

    PTB's Updater confirms an update as soon as it is queued in memory (and again on
    stop), so a crash before its handler ran would lose it; here nothing is in memory.
    """

    def __init__(self, bot: Bot, store: Store, allowed_updates: Sequence[str]) -> None:
        self.bot = bot
        self.store = store
        self.allowed_updates = list(allowed_updates)
        self.offset: int | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        """Tell whether the poller is polling."""
        return self._task is not None and not self._task.done()

    async def start(self) -> None:
        """Drop any webhook (Telegram refuses getUpdates while one is set), then poll."""
        await self.bot.delete_webhook()
        self._task = asyncio.create_task(self._poll_forever())

    async def stop(self) -> None:
        """Stop polling; updates fetched and not confirmed come again next time (deduped)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _poll_forever(self) -> None:
        failures = 0
        while True:
            try:
                await self.poll_once(LONG_POLL_S)
                failures = 0
            except (InvalidToken, Conflict):
                logger.exception("telegram: polling stopped")
                raise
            except RetryAfter as exc:
                await asyncio.sleep(_seconds(exc.retry_after))
            except Exception:
                # A network error or a failed store: the same updates come again, unconfirmed.
                logger.warning("telegram: polling failed; retrying", exc_info=True)
                await asyncio.sleep(RETRY_S[min(failures, len(RETRY_S) - 1)])
                failures += 1

    async def poll_once(self, timeout_s: int) -> int:
        """Fetch updates past the offset and store each; return how many came."""
        updates = await self.bot.get_updates(
            offset=self.offset, timeout=timeout_s, allowed_updates=self.allowed_updates
        )
        for update in updates:
            await self._store(update)
            self.offset = update.update_id + 1  # the next call confirms it: it is stored
        return len(updates)

    async def _store(self, update: Update) -> None:
        sender = user_id(update.effective_user) if update.effective_user else None
        payload = update.to_dict()
        if not await self.store(
            EVENT_SOURCE, str(update.update_id), thread_key(update), payload, sender
        ):
            logger.info("telegram update %s already received", update.update_id)


def _seconds(value: object) -> float:
    seconds = getattr(value, "total_seconds", None)
    return float(seconds()) if callable(seconds) else float(value)  # type: ignore[arg-type]
