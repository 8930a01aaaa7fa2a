"""Leader election on PostgreSQL: the process holding a session advisory lock leads."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import psycopg

from storage.db import libpq_url

logger = logging.getLogger(__name__)


class LeaderLease:
    """Try for a session-level advisory lock every `interval_s`; report each round.

    The lock is held for as long as the connection lives, so a leader that crashes or
    loses its connection hands over to whichever process asks next.
    """

    def __init__(
        self, url: str, key: int, on_tick: Callable[[bool], None], interval_s: float = 15.0
    ) -> None:
        self.url, self.key = libpq_url(url), key
        self.on_tick = on_tick
        self.interval_s = interval_s
        self.leader = False
        self._conn: psycopg.AsyncConnection | None = None

    async def run(self) -> None:
        """Campaign until cancelled; tell `on_tick` after each round whether we lead."""
        try:
            while True:
                await self._round()
                self.on_tick(self.leader)
                await asyncio.sleep(self.interval_s)
        finally:
            self.leader = False
            if self._conn is not None:
                await self._conn.close()

    async def _round(self) -> None:
        try:
            if self._conn is None:
                self._conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
            if self.leader:
                await self._conn.execute("SELECT 1")  # still connected, so still holding it
                return
            cursor = await self._conn.execute("SELECT pg_try_advisory_lock(%s)", (self.key,))
            row = await cursor.fetchone()
            self.leader = bool(row and row[0])
            if self.leader:
                logger.info("this process now leads (advisory lock %x)", self.key)
        except psycopg.Error:
            logger.warning("leader lease connection failed; stepping down", exc_info=True)
            self.leader = False
            if self._conn is not None:
                await self._conn.close()
            self._conn = None
