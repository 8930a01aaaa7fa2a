"""The thread registry: conversations, their owners and workflows."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select, update

from storage.db import Database
from storage.models import (
    Thread,
    utcnow,
)
from storage.upsert import insert


class ThreadRepository:
    """The thread registry."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, thread_id: str) -> Thread | None:
        """Return a registered thread."""
        async with self.db.session() as s:
            return await s.get(Thread, thread_id)

    async def register(
        self,
        thread_id: str,
        *,
        platform: str,
        workspace: str,
        channel: str,
        thread_root: str,
        owner: str,
        kind: str,
        status: str = "active",
    ) -> None:
        """Register a thread, or re-purpose an existing one for a new workflow."""
        stmt = insert(self.db.dialect, Thread).values(
            thread_id=thread_id,
            platform=platform,
            workspace=workspace,
            channel=channel,
            thread_root=thread_root,
            owner=owner,
            kind=kind,
            status=status,
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[Thread.thread_id],
            set_={"kind": kind, "status": status, "updated_at": utcnow()},
        )
        async with self.db.session() as s, s.begin():
            await s.execute(stmt)

    async def set_status(self, thread_id: str, status: str) -> None:
        """Set a thread's status (active, awaiting_resume, done, cancelled)."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(Thread)
                .where(Thread.thread_id == thread_id)
                .values(status=status, updated_at=utcnow())
            )

    async def open_for_owner(
        self, owner: str, kind: str, statuses: tuple[str, ...], limit: int = 20
    ) -> list[Thread]:
        """Return a user's threads of a kind in the given statuses, most recent first."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Thread)
                .where(Thread.owner == owner, Thread.kind == kind, Thread.status.in_(statuses))
                .order_by(Thread.updated_at.desc())
                .limit(limit)
            )
            return list(rows)

    async def touch(self, thread_id: str) -> None:
        """Record activity on a thread (reminders look at how long a thread was idle)."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(Thread).where(Thread.thread_id == thread_id).values(updated_at=utcnow())
            )

    async def idle(self, kind: str, status: str, before: datetime) -> list[Thread]:
        """Return threads of a kind and status with no activity since `before`."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Thread).where(
                    Thread.kind == kind, Thread.status == status, Thread.updated_at < before
                )
            )
            return list(rows)

    async def count(self) -> int:
        """Return the number of registered threads."""
        async with self.db.session() as s:
            return int(await s.scalar(select(func.count()).select_from(Thread)) or 0)
