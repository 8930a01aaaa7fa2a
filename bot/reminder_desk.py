"""Sends due /remind reminders at least once: claim, send, mark fired; overdue ones on takeover.

A reminder is a row (storage.reminders), not an APScheduler job: APScheduler removes a
due date job before it runs it, so a process killed at that instant lost the reminder.
Here a claim is a lease: if the sender dies between the send and the marker, the next
leader sends again after the lease, so the user may (rarely) get a second copy but never
none. A reminder sent more than LATE_AFTER after it was due says so; none is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.messenger import Messenger
from bot.quiet_hours import user_quiet_until
from storage.kv import KeyValueRepository
from storage.reminders import Reminder, ReminderStore

logger = logging.getLogger(__name__)

# How long a sender holds a reminder before another may send it (its sender died).
CLAIM_LEASE = timedelta(seconds=30)
# How often the leader looks for reminders other processes set (its own wake it at once).
POLL_S = 5.0
# Later than this, the reminder says when it was due and that it comes late.
LATE_AFTER = timedelta(minutes=15)
# How long stopping waits for the reminder being sent to be marked.
STOP_WAIT_S = 10.0
# A reminder whose send failed this many times is given up (logged), not retried forever.
MAX_ATTEMPTS = 5


def reminder_text(reminder: Reminder, now: datetime) -> str:
    """Return what the user reads: the note, and when it was due if it comes late."""
    if now - reminder.due_at <= LATE_AFTER:
        return texts.REMINDER.format(text=reminder.text)
    due = reminder.due_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return texts.REMINDER_LATE.format(text=reminder.text, due=due)


class ReminderDesk:
    """The leader's loop over due reminders (one per process; only the leader's fires)."""

    def __init__(
        self,
        store: ReminderStore,
        kv: KeyValueRepository,
        messengers: dict[str, Messenger],
        worker: str,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        poll_s: float = POLL_S,
    ) -> None:
        self.store, self.kv, self.messengers = store, kv, messengers
        self.worker, self.clock, self.poll_s = worker, clock, poll_s
        self._wake = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """Look for due reminders now (one was set here, or this process began to lead)."""
        self._wake.set()

    async def stop(self, timeout: float = STOP_WAIT_S) -> None:
        """End `run` after the reminder being sent is marked (cancel it after `timeout`)."""
        self._stopping = True
        self.wake()
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(self._task, timeout)
            self._task = None

    def start(self, leads: Callable[[], bool], before: Awaitable[object] | None = None) -> None:
        """Run the desk in a task (after `before`, e.g. taking back a dead process's claims)."""
        self._stopping = False
        self._task = asyncio.get_running_loop().create_task(self._main(leads, before))

    async def _main(self, leads: Callable[[], bool], before: Awaitable[object] | None) -> None:
        if before is not None:
            await before
        await self.run(leads)

    async def run(self, leads: Callable[[], bool]) -> None:
        """Fire due reminders whenever this process leads, until stopped or cancelled."""
        while not self._stopping:
            timeout = self.poll_s
            if leads():
                try:
                    await self.fire_due()
                    timeout = await self._until_next(timeout)
                except Exception:  # a database hiccup must not end the loop
                    logger.exception("reminder pass failed; trying again")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            self._wake.clear()

    async def _until_next(self, longest: float) -> float:
        upcoming = await self.store.next_due()
        if upcoming is None:
            return longest
        # Overdue yet not sent: another holds it, so look again after a poll.
        delay = (upcoming - self.clock()).total_seconds()
        return longest if delay <= 0 else min(longest, delay)

    async def fire_due(self) -> int:
        """Send every due reminder nobody holds; return how many went out."""
        sent = 0
        for reminder_id in await self.store.due(self.clock()):
            if self._stopping:
                break
            reminder = await self.store.claim(reminder_id, self.worker, self.clock(), CLAIM_LEASE)
            if reminder is not None and await self._fire(reminder):
                sent += 1
        return sent

    async def _fire(self, reminder: Reminder) -> bool:
        now = self.clock()
        morning = await user_quiet_until(self.kv, reminder.user_id, now)
        if morning is not None:
            await self.store.postpone(reminder.id, self.worker, morning)
            return False
        messenger = self.messengers.get(reminder.platform)
        if messenger is None:
            logger.info("no messenger for %s: reminder not sent", reminder.platform)
            await self.store.fired(reminder.id, self.worker, now)
            return False
        key = ConversationKey(
            reminder.platform, reminder.workspace, reminder.channel, reminder.thread_root
        )
        try:
            await messenger.send(key, [Reply(text=reminder_text(reminder, now))])
        except Exception:  # the platform failed: the claim runs out and a later pass retries
            logger.exception("reminder send failed (attempt %d)", reminder.attempts)
            if reminder.attempts >= MAX_ATTEMPTS:
                logger.error("giving up a reminder after %d attempts", reminder.attempts)
                await self.store.fired(reminder.id, self.worker, self.clock())
            return False
        return await self.store.fired(reminder.id, self.worker, self.clock())
