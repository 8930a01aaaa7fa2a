"""Erasing a user from any entry point: rows, checkpoints, reminders and adapter state."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Protocol

from langgraph.checkpoint.base import BaseCheckpointSaver

from storage.erase import delete_stored_jobs, forget_user
from storage.inbox import Inbox
from storage.reminders import ReminderStore
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

ForgetHook = Callable[[str], Awaitable[None]]


class JobRemover(Protocol):
    """A running scheduler that can drop a user's reminders from memory and store."""

    def remove_user_jobs(self, user_id: str) -> int:
        """Remove a user's reminders."""
        ...


def user_job_prefix(user_id: str) -> str:
    """Return the id prefix of a user's reminder jobs."""
    return f"remind:{user_id}:"


async def erase_user(
    repos: Repositories,
    saver: BaseCheckpointSaver | None,
    user_id: str,
    scheduler: JobRemover | None = None,
    hooks: Iterable[ForgetHook] = (),
) -> int:
    """Erase everything stored about a user, whether or not a platform or scheduler runs here."""
    if scheduler is not None:
        scheduler.remove_user_jobs(user_id)
    for hook in hooks:
        await hook(user_id)
    # Another process may own the scheduler: its job store is a table we can clean directly.
    jobs = await delete_stored_jobs(repos.db, user_job_prefix(user_id))
    jobs += await ReminderStore(repos.db).forget(user_id)
    # Imported here: the Telegram adapter imports the runtime, which imports this module.
    from bot.telegram_adapter.conversations import forget_stored

    await forget_stored(repos.db, user_id)
    await Inbox(repos.db).forget(user_id)
    threads = await forget_user(repos, saver, user_id)
    logger.info("erased a user: %d thread(s), %d stored job(s)", threads, jobs)
    return threads
