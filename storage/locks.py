"""Conversation locks across processes: PostgreSQL advisory locks on a thread id."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from storage.db import normalise_url

logger = logging.getLogger(__name__)

# A waiting or holding turn keeps one connection of its own, apart from the app's pool,
# so that turns holding locks can never starve the queries they are waiting to run.
LOCK_POOL_SIZE = 5
LOCK_POOL_OVERFLOW = 45


class AdvisoryLocks:
    """Transaction-level advisory locks keyed by `hashtextextended(key, 0)`.

    The lock lives in a transaction on a dedicated connection for the length of the
    block; a crashed process drops its connection and with it the lock.
    """

    def __init__(self, url: str) -> None:
        self.engine = create_async_engine(
            normalise_url(url),
            pool_size=LOCK_POOL_SIZE,
            max_overflow=LOCK_POOL_OVERFLOW,
            pool_pre_ping=True,
        )

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        """Hold the lock of `key` (waiting for another process to let go) during the block."""
        async with self.engine.begin() as conn:
            await conn.execute(
                text("SELECT pg_advisory_xact_lock(hashtextextended(:key, 0))"), {"key": key}
            )
            yield

    async def close(self) -> None:
        """Dispose of the lock connections."""
        await self.engine.dispose()
