"""The "typing…" chat action: only for a turn still running after a short delay."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable

from telegram import Bot
from telegram.constants import ChatAction
from telegram.error import TelegramError

from bot.telegram_adapter.parse import Target

logger = logging.getLogger(__name__)

# A turn that answers within this many seconds sends no "typing…" at all: its answer is its
# only Bot API call (each call counts against Telegram's ~30 requests/s). The setting
# CAREER_BOT_TYPING_AFTER_S overrides it.
TYPING_AFTER_S = 0.5
# Telegram shows "typing…" for about 5 seconds: refresh it a little sooner, but only a few
# times (a long turn shows a progress placeholder instead).
TYPING_REFRESH_S = 4.5
MAX_TYPING_REFRESHES = 2

Sleep = Callable[[float], Awaitable[object]]


@contextlib.asynccontextmanager
async def typing(
    bot: Bot,
    where: Target,
    placeholder: Callable[[], object] | None = None,
    *,
    after_s: float = TYPING_AFTER_S,
    sleep: Sleep = asyncio.sleep,
) -> AsyncIterator[None]:
    """Show "typing…" if the body is still running after `after_s`, then refresh it a few
    times until a progress placeholder shows; a body that ends sooner sends nothing.

    With `after_s` 0 the first "typing…" is sent before the body starts.
    """
    waits = [after_s] + [TYPING_REFRESH_S] * MAX_TYPING_REFRESHES
    if after_s <= 0:
        await _typing_once(bot, where)
        waits.pop(0)
    indicator = asyncio.create_task(_indicate(bot, where, placeholder or _none, waits, sleep))
    try:
        yield
    finally:
        indicator.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await indicator


async def _indicate(
    bot: Bot, where: Target, placeholder: Callable[[], object], waits: list[float], sleep: Sleep
) -> None:
    for wait in waits:
        await sleep(wait)
        if placeholder() is not None:
            return  # the progress placeholder says the turn is still working
        await _typing_once(bot, where)


def _none() -> None:
    return None


async def _typing_once(bot: Bot, where: Target) -> None:
    try:
        await bot.send_chat_action(
            where.chat_id, ChatAction.TYPING, message_thread_id=where.topic_id
        )
    except TelegramError as exc:  # cosmetic: never fail a conversation over it
        logger.debug("typing action failed: %s", type(exc).__name__)
