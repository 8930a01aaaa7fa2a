"""The event log, and ids of inbound platform events already handled."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from storage.db import Database
from storage.models import (
    Event,
    ProcessedEvent,
)
from storage.upsert import insert


class EventRepository:
    """An append-only log of what happened."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def log(
        self,
        kind: str,
        *,
        user_id: str | None = None,
        thread_id: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        """Record one event."""
        async with self.db.session() as s, s.begin():
            s.add(Event(kind=kind, user_id=user_id, thread_id=thread_id, data=data or {}))

    async def claim_event_id(self, source: str, event_id: str) -> bool:
        """Record an inbound event id; True only the first time it is seen."""
        stmt = insert(self.db.dialect, ProcessedEvent).values(
            source=source, event_id=event_id[:200]
        )
        stmt = stmt.on_conflict_do_nothing().returning(ProcessedEvent.event_id)
        async with self.db.session() as s, s.begin():
            return (await s.execute(stmt)).first() is not None

    async def count(self, kind: str, user_id: str | None = None) -> int:
        """Count events of a kind (optionally for one user)."""
        query = select(func.count()).select_from(Event).where(Event.kind == kind)
        if user_id is not None:
            query = query.where(Event.user_id == user_id)
        async with self.db.session() as s:
            return int(await s.scalar(query) or 0)
