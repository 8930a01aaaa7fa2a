"""Importable job functions (the job store keeps references to these by name)."""

from __future__ import annotations

import logging

from bot import turns
from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.core.ports import ReminderScheduler
from bot.quiet_hours import user_quiet_until
from bot.reminders import ReminderSweep
from bot.retention import apply_retention

logger = logging.getLogger(__name__)

_sweep: ReminderSweep | None = None
_scheduler: ReminderScheduler | None = None


def bind(sweep: ReminderSweep | None, scheduler: ReminderScheduler | None = None) -> None:
    """Give the jobs the running process's sweep (and through it the app) and scheduler."""
    global _sweep, _scheduler
    _sweep, _scheduler = sweep, scheduler


async def sweep() -> None:
    """Run the reminder sweep, then prune what the retention policy bounds."""
    _outside_turns()
    if _sweep is None:
        logger.warning("sweep job ran before the scheduler was bound")
        return
    counts = await _sweep.run()
    logger.info("reminder sweep: %s", counts)
    await apply_retention(_sweep.app.db, _sweep.clock())


async def remind(
    platform: str, workspace: str, channel: str, thread_root: str, text: str, user_id: str = ""
) -> None:
    """Send a user's own reminder into their conversation (after their quiet hours)."""
    _outside_turns()
    if _sweep is None:
        logger.warning("reminder job ran before the scheduler was bound")
        return
    key = ConversationKey(platform, workspace, channel, thread_root)
    morning = await user_quiet_until(_sweep.app.repos.kv, user_id, _sweep.clock())
    if morning is not None and _scheduler is not None:
        _scheduler.remind_at(user_id, key, morning, text)
        return
    messenger = _sweep.messengers.get(platform)
    if messenger is None:
        logger.info("no messenger for %s: reminder not sent", platform)
        return
    await messenger.send(key, [Reply(text=texts.REMINDER.format(text=text))])


def _outside_turns() -> None:
    # APScheduler starts a job's task in the context its timer was set from, which may be
    # an inbox turn's (a /remind adds a job and wakes the scheduler): a job is no turn.
    turns.CURRENT_TURN.set(None)
