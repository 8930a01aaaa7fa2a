"""LangGraph checkpoints in the app database (SQLite or PostgreSQL), pruned to stay bounded."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from psycopg import AsyncConnection
from psycopg.errors import TransactionRollback
from psycopg.rows import DictRow, dict_row
from psycopg_pool import AsyncConnectionPool

from storage.db import BUSY_TIMEOUT_MS, libpq_url, sqlite_path

logger = logging.getLogger(__name__)

Checkpointer = AsyncSqliteSaver | AsyncPostgresSaver

# LangGraph stores a full state copy per step and the SQLite saver never prunes.
# We only ever read the latest checkpoint (no time travel), so a few suffice.
KEEP_CHECKPOINTS = 3
# pg_advisory_lock key around the saver's own table set-up ("cbcheckp" in ASCII).
SETUP_LOCK_KEY = 0x6362636865636B70
POOL_MAX = 10
# How often a booting process asks again for the set-up lock another process holds.
SETUP_POLL_S = 0.2


@asynccontextmanager
async def open_checkpointer(target: Path | str) -> AsyncIterator[Checkpointer]:
    """Open a saver inside the running loop (a SQLite path or a DATABASE_URL); close it after."""
    path = target if isinstance(target, Path) else sqlite_path(target)
    if path is not None:
        async with _open_sqlite(path) as saver:
            yield saver
        return
    async with _open_postgres(str(target)) as pg_saver:
        yield pg_saver


@asynccontextmanager
async def _open_sqlite(path: Path) -> AsyncIterator[AsyncSqliteSaver]:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(str(path))
    try:
        await conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        await _until_unlocked(lambda: conn.execute("PRAGMA journal_mode=WAL"))
        saver = AsyncSqliteSaver(conn)
        await _until_unlocked(saver.setup)
        yield saver
    finally:
        await conn.close()


async def _until_unlocked(step: Callable[[], Awaitable[object]]) -> None:
    # Turning a new file to WAL, and creating tables while another connection does the
    # same, can fail with "locked" at once instead of waiting in the busy handler (a lock
    # upgrade SQLite will not wait for): retry within the same busy timeout.
    loop = asyncio.get_running_loop()
    deadline = loop.time() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            await step()
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or loop.time() > deadline:
                raise
            await asyncio.sleep(0.05)


@asynccontextmanager
async def _open_postgres(url: str) -> AsyncIterator[AsyncPostgresSaver]:
    # The saver's documented connection settings; a pool lets turns on different threads
    # run side by side instead of queueing on one connection.
    pool: AsyncConnectionPool[AsyncConnection[DictRow]] = AsyncConnectionPool(
        libpq_url(url),
        min_size=1,
        max_size=POOL_MAX,
        open=False,
        kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row},
    )
    await pool.open()
    try:
        await setup_postgres_saver(url)
        yield AsyncPostgresSaver(pool)
    finally:
        await pool.close()


async def setup_postgres_saver(url: str) -> None:
    """Create or migrate the saver's tables once, however many processes boot together.

    The saver's migrations include CREATE INDEX CONCURRENTLY, which waits for every
    transaction that holds a snapshot, and a session blocked in `pg_advisory_lock` holds
    one: two first boots waited on each other forever. So the lock is asked for with
    `pg_try_advisory_lock` between sleeps, and the set-up runs on the locking connection.
    """
    conn = await AsyncConnection.connect(
        libpq_url(url), autocommit=True, prepare_threshold=0, row_factory=dict_row
    )
    async with conn:
        while not await _try_lock(conn, SETUP_LOCK_KEY):
            await asyncio.sleep(SETUP_POLL_S)
        try:
            await AsyncPostgresSaver(conn).setup()
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK_KEY,))


async def _try_lock(conn: AsyncConnection[DictRow], key: int) -> bool:
    row = await (await conn.execute("SELECT pg_try_advisory_lock(%s) AS held", (key,))).fetchone()
    return bool(row and row["held"])


async def prune_thread(saver: Checkpointer, thread_id: str, keep: int | None = None) -> int:
    """Delete all but the latest checkpoints of a thread (and their writes); return how many.

    SQLite keeps the latest `keep`; PostgreSQL uses the saver's own `aprune`, which keeps
    the latest one. Call it under the conversation's lock.
    """
    if isinstance(saver, AsyncPostgresSaver):
        return await _prune_postgres(saver, thread_id)
    return await _prune_sqlite(saver, thread_id, KEEP_CHECKPOINTS if keep is None else keep)


# The newest stale checkpoint of a thread; NULL (nothing deleted) while it has `keep` or fewer.
_NEWEST_STALE = (
    "(SELECT checkpoint_id FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' "
    "ORDER BY checkpoint_id DESC LIMIT 1 OFFSET ?)"
)


async def _prune_sqlite(saver: AsyncSqliteSaver, thread_id: str, keep: int) -> int:
    # Checkpoint ids are time-ordered UUIDs, so the newest sort last. Two DELETEs with the
    # cut-off as a subquery and one commit: three round trips, and no SELECT first.
    params = (thread_id, thread_id, keep)
    async with saver.lock:
        await saver.conn.execute(
            f"DELETE FROM writes WHERE thread_id = ? AND checkpoint_id <= {_NEWEST_STALE}", params
        )
        cursor = await saver.conn.execute(
            f"DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_id <= {_NEWEST_STALE}",
            params,
        )
        deleted = max(cursor.rowcount, 0)
        await saver.conn.commit()
    if deleted:
        logger.debug("pruned %d checkpoints of thread %s", deleted, thread_id)
    return deleted


async def _prune_postgres(saver: AsyncPostgresSaver, thread_id: str) -> int:
    before = await count_checkpoints(saver, thread_id)
    try:
        await saver.aprune([thread_id], strategy="keep_latest")
    except TransactionRollback:
        # Only a concurrent prune of the same thread gets here; the next turn prunes again.
        logger.warning("pruning thread %s collided with another; left for later", thread_id)
        return 0
    deleted = before - await count_checkpoints(saver, thread_id)
    logger.debug("pruned %d checkpoints of thread %s", deleted, thread_id)
    return deleted


async def count_checkpoints(saver: Checkpointer, thread_id: str) -> int:
    """Return how many checkpoints a thread has stored (every namespace)."""
    if isinstance(saver, AsyncSqliteSaver):
        async with saver.lock:
            cursor = await saver.conn.execute(
                "SELECT COUNT(*) FROM checkpoints WHERE thread_id = ?", (thread_id,)
            )
            row = await cursor.fetchone()
        return int(row[0]) if row else 0
    query = "SELECT COUNT(*) AS n FROM checkpoints WHERE thread_id = %s"
    if isinstance(saver.conn, AsyncConnectionPool):
        async with saver.conn.connection() as conn:
            found = await (await conn.execute(query, (thread_id,))).fetchone()
    else:
        found = await (await saver.conn.execute(query, (thread_id,))).fetchone()
    return int(found["n"]) if found else 0


async def delete_threads(saver: Checkpointer, thread_ids: list[str]) -> None:
    """Delete every checkpoint and write of the given threads."""
    for thread_id in thread_ids:
        await saver.adelete_thread(thread_id)
