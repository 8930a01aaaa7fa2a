"""Importable job functions (the job store keeps references to these by name)."""

from __future__ import annotations

import logging

from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.reminders import ReminderSweep

logger = logging.getLogger(__name__)

_sweep: ReminderSweep | None = None


def bind(sweep: ReminderSweep | None) -> None:
    """Give the jobs the running process's sweep (and through it the app)."""
    global _sweep
    _sweep = sweep


async def sweep() -> None:
    """Run the reminder sweep."""
    if _sweep is None:
        logger.warning("sweep job ran before the scheduler was bound")
        return
    counts = await _sweep.run()
    logger.info("reminder sweep: %s", counts)


async def remind(platform: str, workspace: str, channel: str, thread_root: str, text: str) -> None:
    """Send a user's own reminder into their conversation."""
    if _sweep is None:
        logger.warning("reminder job ran before the scheduler was bound")
        return
    messenger = _sweep.messengers.get(platform)
    if messenger is None:
        logger.info("no messenger for %s: reminder not sent", platform)
        return
    key = ConversationKey(platform, workspace, channel, thread_root)
    await messenger.send(key, [Reply(text=texts.REMINDER.format(text=text))])
