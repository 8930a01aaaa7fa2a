"""LangGraph checkpoints on the app's SQLite file, and pruning to keep them bounded."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

from storage.db import BUSY_TIMEOUT_MS

logger = logging.getLogger(__name__)

# LangGraph stores a full state copy per step and the SQLite saver never prunes.
# We only ever read the latest checkpoint (no time travel), so a few suffice.
KEEP_CHECKPOINTS = 3


@asynccontextmanager
async def open_checkpointer(path: Path) -> AsyncIterator[AsyncSqliteSaver]:
    """Open an `AsyncSqliteSaver` on `path` inside the running loop, and close it after."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(str(path))
    try:
        await conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        await conn.execute("PRAGMA journal_mode=WAL")
        saver = AsyncSqliteSaver(conn)
        await saver.setup()
        yield saver
    finally:
        await conn.close()


async def prune_thread(saver: AsyncSqliteSaver, thread_id: str, keep: int | None = None) -> int:
    """Delete all but the latest `keep` checkpoints of a thread (and their writes).

    Checkpoint ids are time-ordered UUIDs, so the newest sort last. Returns the
    number of checkpoints deleted.
    """
    keep = KEEP_CHECKPOINTS if keep is None else keep
    async with saver.lock:
        cursor = await saver.conn.execute(
            "SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' "
            "ORDER BY checkpoint_id DESC LIMIT -1 OFFSET ?",
            (thread_id, keep),
        )
        stale = [row[0] for row in await cursor.fetchall()]
        if not stale:
            return 0
        newest_stale = stale[0]
        await saver.conn.execute(
            "DELETE FROM writes WHERE thread_id = ? AND checkpoint_id <= ?",
            (thread_id, newest_stale),
        )
        await saver.conn.execute(
            "DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_id <= ?",
            (thread_id, newest_stale),
        )
        await saver.conn.commit()
    logger.debug("pruned %d checkpoints of thread %s", len(stale), thread_id)
    return len(stale)


async def delete_threads(saver: AsyncSqliteSaver, thread_ids: list[str]) -> None:
    """Delete every checkpoint and write of the given threads."""
    for thread_id in thread_ids:
        await saver.adelete_thread(thread_id)
