"""Retention: bounding tables that would otherwise grow with every inbound event or message."""

from __future__ import annotations

import logging
from collections import defaultdict
from datetime import UTC, datetime

from sqlalchemy import delete, select

from storage.db import Database
from storage.models import KeyValue, ProcessedEvent

logger = logging.getLogger(__name__)

DELETE_BATCH = 500


def _naive_utc(moment: datetime) -> datetime:
    # SQLite hands datetimes back without a zone; all of ours are UTC.
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo else moment


async def prune_processed_events(db: Database, before: datetime) -> int:
    """Forget inbound event ids recorded before `before` (platforms stop retrying long before)."""
    # SQLite keeps naive UTC datetimes; PostgreSQL compares aware ones.
    cutoff = _naive_utc(before) if db.dialect == "sqlite" else before
    query = delete(ProcessedEvent).where(ProcessedEvent.created_at < cutoff)
    async with db.session() as s, s.begin():
        result = await s.execute(query)
    return int(getattr(result, "rowcount", 0) or 0)


async def prune_numbered_keys(db: Database, prefix: str, keep: int) -> int:
    """Keep only the `keep` highest-numbered `prefix<group>:<n>` rows of each group."""
    if keep < 1:
        raise ValueError("keep at least one row per group")
    pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
    async with db.session() as s:
        keys = list(
            await s.scalars(select(KeyValue.key).where(KeyValue.key.like(pattern, escape="\\")))
        )
    groups: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for key in keys:
        group, _, number = key[len(prefix) :].rpartition(":")
        if number.isascii() and number.isdigit():
            groups[group].append((int(number), key))
    doomed = [key for items in groups.values() for _, key in sorted(items)[: -keep or len(items)]]
    for start in range(0, len(doomed), DELETE_BATCH):
        batch = doomed[start : start + DELETE_BATCH]
        async with db.session() as s, s.begin():
            await s.execute(delete(KeyValue).where(KeyValue.key.in_(batch)))
    return len(doomed)
