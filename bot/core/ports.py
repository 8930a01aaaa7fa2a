"""Ports: what the core needs from per-process services, as protocols the runtime fills in."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from bot.core.messages import ConversationKey


class ReminderScheduler(Protocol):
    """What the core needs from the scheduler (run by `run`, `serve`, `chat --reminders`)."""

    async def remind_at(self, user_id: str, key: ConversationKey, when: datetime, text: str) -> str:
        """Schedule a user's reminder in a conversation."""
        ...

    async def count_user_jobs(self, user_id: str) -> int:
        """Return how many reminders a user has waiting."""
        ...

    def remove_user_jobs(self, user_id: str) -> int:
        """Remove a user's reminders."""
        ...


class SchedulerSource(Protocol):
    """Where the core finds the process's scheduler, attached after start-up (or None)."""

    @property
    def scheduler(self) -> ReminderScheduler | None:
        """Return the running scheduler, or None when this process runs none."""
        ...
