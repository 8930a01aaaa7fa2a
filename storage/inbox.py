"""The durable inbox: a table-based queue of platform events with per-thread order and leases."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Update, delete, exists, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from storage.db import Database
from storage.models import InboxEvent
from storage.upsert import insert

logger = logging.getLogger(__name__)

# An event whose turn never finished this many times (each time its process died) is
# given up: replaying it again would crash-loop the bot and block its conversation.
MAX_ATTEMPTS = 3


@dataclass(frozen=True)
class InboxItem:
    """One claimed event: what to run and under which lease."""

    id: int
    source: str
    event_id: str
    thread_key: str
    payload: dict[str, Any]
    attempts: int
    replies: list[Any] | None = None
    sent: int = 0


def _stored(db: Database, moment: datetime) -> datetime:
    # SQLite keeps naive UTC datetimes; PostgreSQL compares aware ones.
    moment = moment.astimezone(UTC)
    return moment.replace(tzinfo=None) if db.dialect == "sqlite" else moment


class Inbox:
    """Events in, claimed in arrival order one at a time per thread key, marked done."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def put(
        self,
        source: str,
        event_id: str,
        thread_key: str,
        payload: dict[str, Any],
        user_id: str | None = None,
    ) -> bool:
        """Store an event; True when it is new (a duplicate delivery is dropped)."""
        stmt = insert(self.db.dialect, InboxEvent).values(
            source=source,
            event_id=event_id[:200],
            thread_key=thread_key[:200],
            user_id=user_id[:128] if user_id else None,
            payload=payload,
            received_at=_stored(self.db, datetime.now(UTC)),
            attempts=0,
            sent=0,
        )
        stmt = stmt.on_conflict_do_nothing().returning(InboxEvent.id)
        async with self.db.session() as s, s.begin():
            return (await s.execute(stmt)).first() is not None

    async def claim(
        self,
        worker: str,
        now: datetime,
        lease: timedelta,
        limit: int = 1,
        source: str | None = None,
    ) -> list[InboxItem]:
        """Lease up to `limit` runnable events: each the oldest undone one of its thread."""
        if limit < 1:
            return []
        async with self.db.session() as s, s.begin():
            return await self._claim_in(s, worker, now, lease, limit, source)

    async def finish(
        self,
        item_id: int,
        now: datetime,
        worker: str,
        lease: timedelta,
        limit: int = 1,
        source: str | None = None,
    ) -> list[InboxItem]:
        """Mark an event done and lease up to `limit` runnable events, in one transaction."""
        # One commit instead of two per event: the slot a turn frees is taken again at once,
        # and its thread's next event is runnable in the same transaction.
        async with self.db.session() as s, s.begin():
            await s.execute(_done(self.db, item_id, now))
            if limit < 1:
                return []
            return await self._claim_in(s, worker, now, lease, limit, source)

    async def _claim_in(
        self,
        s: AsyncSession,
        worker: str,
        now: datetime,
        lease: timedelta,
        limit: int,
        source: str | None,
    ) -> list[InboxItem]:
        cutoff = _stored(self.db, now)
        await self._give_up_in(s, cutoff)
        earlier = aliased(InboxEvent)
        blocked = exists().where(
            earlier.thread_key == InboxEvent.thread_key,
            earlier.done_at.is_(None),
            earlier.id < InboxEvent.id,
        )
        query = (
            select(InboxEvent.id)
            .where(InboxEvent.done_at.is_(None))
            .where((InboxEvent.lease_until.is_(None)) | (InboxEvent.lease_until < cutoff))
            .where(~blocked)
            .order_by(InboxEvent.id)
            .limit(limit)
        )
        if source is not None:
            query = query.where(InboxEvent.source == source)
        if self.db.is_postgres:
            # Two workers never wait on, nor both take, the same row.
            query = query.with_for_update(skip_locked=True, of=InboxEvent)
        ids = list(await s.scalars(query))
        if not ids:
            return []
        rows = await s.execute(
            update(InboxEvent)
            .where(InboxEvent.id.in_(ids))
            .values(
                claimed_by=worker[:64],
                lease_until=_stored(self.db, now + lease),
                attempts=InboxEvent.attempts + 1,
            )
            .returning(InboxEvent)
        )
        items = [_item(row) for row in rows.scalars()]
        return sorted(items, key=lambda item: item.id)

    async def _give_up_in(self, s: AsyncSession, cutoff: datetime) -> None:
        # Read first: a claim that finds nothing to give up must stay a read (on SQLite a
        # write here would take the file's one write lock at every poll).
        dead = list(
            await s.scalars(
                select(InboxEvent.id)
                .where(InboxEvent.done_at.is_(None), InboxEvent.attempts >= MAX_ATTEMPTS)
                .where((InboxEvent.lease_until.is_(None)) | (InboxEvent.lease_until < cutoff))
            )
        )
        if not dead:
            return
        await s.execute(update(InboxEvent).where(InboxEvent.id.in_(dead)).values(done_at=cutoff))
        logger.warning(
            "inbox: gave up on %d event(s) whose turn did not finish in %d tries",
            len(dead),
            MAX_ATTEMPTS,
        )

    async def done(self, item_id: int, now: datetime) -> None:
        """Mark a claimed event handled, so no worker takes it again."""
        async with self.db.session() as s, s.begin():
            await s.execute(_done(self.db, item_id, now))

    async def renew(self, worker: str, item_ids: list[int], until: datetime) -> int:
        """Extend this worker's leases on events it is still running; return how many."""
        query = (
            update(InboxEvent)
            .where(InboxEvent.id.in_(item_ids), InboxEvent.claimed_by == worker[:64])
            .where(InboxEvent.done_at.is_(None))
            .values(lease_until=_stored(self.db, until))
        )
        async with self.db.session() as s, s.begin():
            result = await s.execute(query)
        return int(getattr(result, "rowcount", 0) or 0)

    async def record_replies(self, item_id: int, replies: list[Any]) -> None:
        """Record what the event's turn answered, so a replay answers the same."""
        await self._set(item_id, replies=replies)

    async def mark_sent(self, item_id: int, sent: int) -> None:
        """Record that the first `sent` replies of the event's turn went out."""
        await self._set(item_id, sent=sent)

    async def set_payload(self, item_id: int, payload: dict[str, Any]) -> None:
        """Replace an event's payload (a turn keeps its notes, e.g. a placeholder, there)."""
        await self._set(item_id, payload=payload)

    async def _set(self, item_id: int, **values: Any) -> None:
        async with self.db.session() as s, s.begin():
            await s.execute(update(InboxEvent).where(InboxEvent.id == item_id).values(**values))

    async def release_all(self, source: str | None = None) -> int:
        """Drop every lease (one process on SQLite, at boot: its old claims died with it)."""
        query = update(InboxEvent).where(
            InboxEvent.done_at.is_(None), InboxEvent.lease_until.is_not(None)
        )
        if source is not None:
            query = query.where(InboxEvent.source == source)
        async with self.db.session() as s, s.begin():
            result = await s.execute(query.values(lease_until=None, claimed_by=None))
        return int(getattr(result, "rowcount", 0) or 0)

    async def undone(self, source: str | None = None) -> int:
        """Count events not handled yet."""
        query = select(InboxEvent.id).where(InboxEvent.done_at.is_(None))
        if source is not None:
            query = query.where(InboxEvent.source == source)
        async with self.db.session() as s:
            return len(list(await s.scalars(query)))

    async def forget(self, user_id: str) -> int:
        """Delete what a user sent, but not events still waiting their turn (sent after)."""
        waiting = InboxEvent.done_at.is_(None) & InboxEvent.lease_until.is_(None)
        query = delete(InboxEvent).where(InboxEvent.user_id == user_id, ~waiting)
        async with self.db.session() as s, s.begin():
            result = await s.execute(query)
        return int(getattr(result, "rowcount", 0) or 0)

    async def prune_done(self, before: datetime) -> int:
        """Delete events handled before `before` (their ids outlive platform retries)."""
        query = delete(InboxEvent).where(
            InboxEvent.done_at.is_not(None), InboxEvent.done_at < _stored(self.db, before)
        )
        async with self.db.session() as s, s.begin():
            result = await s.execute(query)
        return int(getattr(result, "rowcount", 0) or 0)


def _done(db: Database, item_id: int, now: datetime) -> Update:
    return (
        update(InboxEvent)
        .where(InboxEvent.id == item_id)
        .values(done_at=_stored(db, now), lease_until=None)
    )


def _item(row: InboxEvent) -> InboxItem:
    return InboxItem(
        row.id,
        row.source,
        row.event_id,
        row.thread_key,
        dict(row.payload),
        row.attempts,
        list(row.replies) if row.replies is not None else None,
        row.sent,
    )
