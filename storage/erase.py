"""Erasing a user: app rows, LangGraph checkpoints, stored jobs and key-value rows together."""

from __future__ import annotations

import logging

from langgraph.checkpoint.base import BaseCheckpointSaver
from sqlalchemy import MetaData, Table, delete, inspect, select

from storage.db import Database
from storage.models import KeyValue, Thread
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

# APScheduler 3.x's SQLAlchemyJobStore table (its default name).
JOBS_TABLE = "apscheduler_jobs"


def _like_prefix(prefix: str) -> str:
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


async def forget_user(
    repos: Repositories, checkpointer: BaseCheckpointSaver | None, user_id: str
) -> int:
    """Delete the user's rows and their threads' checkpoints; return the thread count."""
    thread_ids = await repos.users.forget(user_id)
    if checkpointer is not None:
        for thread_id in thread_ids:
            await checkpointer.adelete_thread(thread_id)
    logger.info("erased a user and %d thread(s)", len(thread_ids))
    return len(thread_ids)


async def owned_threads(db: Database, user_id: str) -> list[tuple[str, str, str]]:
    """Return (platform, channel, thread_root) of every thread the user owns."""
    query = select(Thread.platform, Thread.channel, Thread.thread_root).where(
        Thread.owner == user_id
    )
    async with db.session() as s:
        return [(p, c, r) for p, c, r in (await s.execute(query)).all()]


async def delete_stored_jobs(db: Database, id_prefix: str) -> int:
    """Delete scheduler job rows whose id starts with `id_prefix` (no scheduler needed)."""
    async with db.engine.begin() as conn:
        has_table = await conn.run_sync(lambda sync: inspect(sync).has_table(JOBS_TABLE))
        if not has_table:
            return 0
        jobs = await conn.run_sync(lambda sync: Table(JOBS_TABLE, MetaData(), autoload_with=sync))
        result = await conn.execute(
            delete(jobs).where(jobs.c.id.like(_like_prefix(id_prefix), escape="\\"))
        )
    return int(result.rowcount or 0)


async def delete_values(db: Database, key_prefix: str, value: str | None = None) -> int:
    """Delete key-value rows under a key prefix, only those holding `value` when given."""
    query = delete(KeyValue).where(KeyValue.key.like(_like_prefix(key_prefix), escape="\\"))
    if value is not None:
        query = query.where(KeyValue.value == value)
    async with db.session() as s, s.begin():
        result = await s.execute(query)
    return int(getattr(result, "rowcount", 0) or 0)
