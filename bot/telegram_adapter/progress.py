"""Progress in Telegram: a placeholder sent on the first notice, then edited in place."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import timedelta

from telegram import Bot, ReplyParameters
from telegram.error import BadRequest, RetryAfter, TelegramError

from bot.telegram_adapter.parse import Target

logger = logging.getLogger(__name__)

NOT_MODIFIED = "message is not modified"


class TelegramProgress:
    """Shows progress: `sendMessage` once, then `editMessageText` (plain text, no markup)."""

    def __init__(
        self, bot: Bot, where: Target, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.bot = bot
        self.where = where
        self.clock = clock
        # The placeholder's id once sent: the turn's first reply replaces it.
        self.message_id: int | None = None
        self._quiet_until = 0.0

    async def show(self, text: str, *, draft: bool) -> None:
        """Send or edit the placeholder; flood control and "not modified" are not failures."""
        if self.clock() < self._quiet_until:
            return
        try:
            await self._show(text)
        except RetryAfter as exc:
            seconds = retry_seconds(exc)
            self._quiet_until = self.clock() + seconds
            logger.info("placeholder edits paused for %ss (flood control)", seconds)
        except BadRequest as exc:
            if NOT_MODIFIED not in exc.message.lower():
                logger.info("placeholder not updated: %s", exc.message)
        except TelegramError as exc:
            logger.info("placeholder not updated: %s", type(exc).__name__)

    async def _show(self, text: str) -> None:
        if self.message_id is None:
            reply_to = self.where.reply_to
            message = await self.bot.send_message(
                self.where.chat_id,
                text,
                message_thread_id=self.where.topic_id,
                reply_parameters=(
                    ReplyParameters(reply_to, allow_sending_without_reply=True)
                    if reply_to is not None
                    else None
                ),
            )
            self.message_id = message.message_id
            return
        await self.bot.edit_message_text(
            text, chat_id=self.where.chat_id, message_id=self.message_id
        )


def retry_seconds(exc: RetryAfter) -> float:
    """Return how long flood control asks to wait (a timedelta under PTB_TIMEDELTA, else int)."""
    wait = exc.retry_after
    return wait.total_seconds() if isinstance(wait, timedelta) else float(wait)
