"""One runner per thread: an asyncio lock per thread id, dropped when nobody waits."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

# Holds a thread id across processes (a PostgreSQL advisory lock); taken inside ours.
SharedLock = Callable[[str], AbstractAsyncContextManager[None]]


class ThreadLocks:
    """Serializes all work on one thread id within this process (and across, if shared)."""

    def __init__(self, shared: SharedLock | None = None) -> None:
        self._locks: dict[str, asyncio.Lock] = {}
        self._users: dict[str, int] = {}
        self.shared = shared

    @asynccontextmanager
    async def hold(self, thread_id: str) -> AsyncIterator[None]:
        """Hold the thread's lock for the duration of the block."""
        lock = self._locks.setdefault(thread_id, asyncio.Lock())
        self._users[thread_id] = self._users.get(thread_id, 0) + 1
        try:
            async with lock:
                if self.shared is None:
                    yield
                else:
                    async with self.shared(thread_id):
                        yield
        finally:
            self._users[thread_id] -= 1
            if self._users[thread_id] == 0:
                del self._users[thread_id]
                del self._locks[thread_id]

    def __len__(self) -> int:
        return len(self._locks)
