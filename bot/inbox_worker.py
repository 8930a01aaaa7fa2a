"""Runs stored inbox events: claims them in order per thread, runs each turn, marks it done."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from bot import turns
from storage.inbox import Inbox, InboxItem

logger = logging.getLogger(__name__)

RunEvent = Callable[[InboxItem], Awaitable[None]]
MAX_CONCURRENT = 8
POLL_S = 1.0


def worker_name() -> str:
    """Return an id for this process's worker, unique across hosts and restarts."""
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class InboxWorker:
    """Takes runnable events from the inbox and runs them, a few threads at a time."""

    def __init__(self, inbox: Inbox, source: str, run: RunEvent, *, lease_s: float) -> None:
        self.inbox = inbox
        self.source = source
        self.run = run
        self.lease = timedelta(seconds=lease_s)
        self.name = worker_name()
        self._wake = asyncio.Event()
        # Running turns and the inbox row each holds.
        self._running: dict[asyncio.Task[None], int] = {}
        self._renewed = datetime.now(UTC)
        self._poll_s = min(POLL_S, lease_s / 3)
        self._loop: asyncio.Task[None] | None = None
        # Claims (the loop's, and a finishing turn's) one at a time, so slots are not overfilled.
        self._claiming = asyncio.Lock()
        self._closing = False

    async def put(
        self,
        source: str,
        event_id: str,
        thread_key: str,
        payload: dict[str, Any],
        user_id: str | None = None,
    ) -> bool:
        """Store an event before it is acknowledged; True when new. Wakes the worker."""
        if source != self.source:
            raise ValueError(f"this worker runs {self.source} events, not {source}")
        stored = await self.inbox.put(source, event_id, thread_key, payload, user_id)
        if stored:
            self._wake.set()
        return stored

    async def pending(self) -> int:
        """Return how many of this worker's platform's events are not done yet."""
        return await self.inbox.undone(self.source)

    async def start(self, *, sole_process: bool) -> None:
        """Start taking events; a sole process first takes back its dead predecessor's claims."""
        if sole_process:
            released = await self.inbox.release_all(self.source)
            if released:
                logger.info("inbox: replaying %d event(s) claimed before a restart", released)
        self._loop = asyncio.create_task(self._take_forever())

    async def close(self, timeout_s: float = 10.0) -> None:
        """Stop taking events; let running turns finish (unfinished ones are replayed later)."""
        self._closing = True
        if self._loop is not None:
            self._loop.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop
        if self._running:
            _done, pending = await asyncio.wait(set(self._running), timeout=timeout_s)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)

    async def _take_forever(self) -> None:
        while True:
            items = await self._claim()
            await self._renew_if_due()
            if not items:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self._poll_s)
                self._wake.clear()

    async def _claim(self) -> list[InboxItem]:
        async with self._claiming:
            free = MAX_CONCURRENT - len(self._running)
            if free < 1:
                return []
            try:
                now = datetime.now(UTC)
                items = await self.inbox.claim(self.name, now, self.lease, free, self.source)
            except Exception:
                logger.exception("inbox: claiming events failed; retrying")
                return []
            self._start(items)
        return items

    async def _renew_if_due(self) -> None:
        # A long turn keeps its events: another process takes them only if we die.
        now = datetime.now(UTC)
        if not self._running or now - self._renewed < self.lease / 3:
            return
        self._renewed = now
        try:
            await self.inbox.renew(self.name, list(self._running.values()), now + self.lease)
        except Exception:
            logger.exception("inbox: renewing leases failed; retrying")

    def _start(self, items: list[InboxItem]) -> None:
        for item in items:
            task = asyncio.create_task(self._run_one(item))
            self._running[task] = item.id
            task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._running.pop(task, None)
        if task.cancelled():
            self._wake.set()  # its finish did not claim: the loop claims in its place

    async def _run_one(self, item: InboxItem) -> None:
        turns.begin(self.inbox, item)
        try:
            await self.run(item)
            await turns.wait_tracked()
        except Exception:
            # The platform's error handler has told the user; a retry would fail the same way.
            logger.exception("inbox: %s event %s failed", item.source, item.id)
        await self._finish(item)

    async def _finish(self, item: InboxItem) -> None:
        # Done, and the slot it frees taken again, in one transaction: the thread's next
        # event (now runnable) or another thread's.
        async with self._claiming:
            free = 0 if self._closing else MAX_CONCURRENT - len(self._running) + 1
            now, name = datetime.now(UTC), self.name
            try:
                items = await self.inbox.finish(item.id, now, name, self.lease, free, self.source)
            except Exception:
                # Its lease runs out and it is replayed from what it recorded (nothing re-sent).
                logger.exception("inbox: marking event %s done failed", item.id)
                self._wake.set()
                return
            self._start(items)
