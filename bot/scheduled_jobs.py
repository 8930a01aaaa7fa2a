"""Importable job functions (the job store keeps references to these by name)."""

from __future__ import annotations

import logging
from datetime import timedelta

from bot import turns
from bot.core.messages import ConversationKey
from bot.core.ports import ReminderScheduler
from bot.reminders import ReminderSweep
from bot.retention import apply_retention
from storage.reminders import ReminderStore

logger = logging.getLogger(__name__)

# A fired reminder's row is kept this long, so a turn retried late cannot set it again.
KEEP_FIRED = timedelta(days=30)

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
    await ReminderStore(_sweep.app.db).prune(_sweep.clock() - KEEP_FIRED)


async def remind(
    platform: str, workspace: str, channel: str, thread_root: str, text: str, user_id: str = ""
) -> None:
    """Hand a reminder job stored before reminders had their own table to the reminder desk."""
    _outside_turns()
    if _sweep is None or _scheduler is None:
        logger.warning("reminder job ran before the scheduler was bound")
        return
    key = ConversationKey(platform, workspace, channel, thread_root)
    await _scheduler.remind_at(user_id, key, _sweep.clock(), text)


def _outside_turns() -> None:
    # APScheduler starts a job's task in the context its timer was set from, which may be
    # an inbox turn's (a /remind adds a job and wakes the scheduler): a job is no turn.
    turns.CURRENT_TURN.set(None)
