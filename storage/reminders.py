"""One-off reminders: stored when set, claimed under a lease to send, marked fired once sent."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, or_, select, update

from storage.db import Database
from storage.models import ReminderRow
from storage.upsert import insert


@dataclass(frozen=True)
class Reminder:
    """A reminder to send: where, what, and when it was due."""

    id: str
    user_id: str
    platform: str
    workspace: str
    channel: str
    thread_root: str
    text: str
    due_at: datetime
    attempts: int


def _aware(moment: datetime) -> datetime:
    # SQLite hands datetimes back without a zone; all of ours are UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _reminder(row: ReminderRow) -> Reminder:
    return Reminder(
        row.id,
        row.user_id,
        row.platform,
        row.workspace,
        row.channel,
        row.thread_root,
        row.text,
        _aware(row.due_at),
        row.attempts,
    )


class ReminderStore:
    """The reminders table: add, find due, claim, mark fired, forget."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def _at(self, moment: datetime) -> datetime:
        # SQLite keeps naive UTC datetimes; PostgreSQL compares aware ones.
        moment = moment.astimezone(UTC)
        return moment.replace(tzinfo=None) if self.db.dialect == "sqlite" else moment

    async def add(self, reminder: Reminder) -> None:
        """Store a reminder; setting the same id again moves it, unless it already fired."""
        values = {
            "id": reminder.id,
            "user_id": reminder.user_id,
            "platform": reminder.platform,
            "workspace": reminder.workspace,
            "channel": reminder.channel,
            "thread_root": reminder.thread_root,
            "text": reminder.text,
            "due_at": self._at(reminder.due_at),
            "attempts": 0,
        }
        stmt = insert(self.db.dialect, ReminderRow).values(**values)
        stmt = stmt.on_conflict_do_update(
            index_elements=[ReminderRow.id],
            set_={"due_at": stmt.excluded.due_at, "text": stmt.excluded.text},
            where=ReminderRow.fired_at.is_(None),
        )
        async with self.db.session() as s, s.begin():
            await s.execute(stmt)

    async def waiting(self, user_id: str) -> int:
        """Return how many of a user's reminders have not fired."""
        query = select(func.count()).where(
            ReminderRow.user_id == user_id, ReminderRow.fired_at.is_(None)
        )
        async with self.db.session() as s:
            return int(await s.scalar(query) or 0)

    async def due(self, now: datetime, limit: int = 100) -> list[str]:
        """Return the ids of unfired reminders due by `now` that nobody holds."""
        at = self._at(now)
        query = (
            select(ReminderRow.id)
            .where(ReminderRow.fired_at.is_(None), ReminderRow.due_at <= at)
            .where(or_(ReminderRow.claim_until.is_(None), ReminderRow.claim_until < at))
            .order_by(ReminderRow.due_at)
            .limit(limit)
        )
        async with self.db.session() as s:
            return list(await s.scalars(query))

    async def next_due(self) -> datetime | None:
        """Return when the earliest unfired reminder is due."""
        query = select(func.min(ReminderRow.due_at)).where(ReminderRow.fired_at.is_(None))
        async with self.db.session() as s:
            moment = await s.scalar(query)
        return _aware(moment) if moment is not None else None

    async def claim(
        self, reminder_id: str, worker: str, now: datetime, lease: timedelta
    ) -> Reminder | None:
        """Take a due reminder to send it (None when another holds it or it fired)."""
        at = self._at(now)
        stmt = (
            update(ReminderRow)
            .where(ReminderRow.id == reminder_id, ReminderRow.fired_at.is_(None))
            .where(ReminderRow.due_at <= at)
            .where(or_(ReminderRow.claim_until.is_(None), ReminderRow.claim_until < at))
            .values(
                claimed_by=worker,
                claim_until=self._at(now + lease),
                attempts=ReminderRow.attempts + 1,
            )
            .returning(ReminderRow)
        )
        async with self.db.session() as s, s.begin():
            row = (await s.execute(stmt)).scalar_one_or_none()
            return _reminder(row) if row is not None else None

    async def fired(self, reminder_id: str, worker: str, now: datetime) -> bool:
        """Mark a claimed reminder sent (False when the claim was lost to another)."""
        stmt = (
            update(ReminderRow)
            .where(ReminderRow.id == reminder_id, ReminderRow.claimed_by == worker)
            .where(ReminderRow.fired_at.is_(None))
            .values(fired_at=self._at(now), claim_until=None)
        )
        async with self.db.session() as s, s.begin():
            return bool(getattr(await s.execute(stmt), "rowcount", 0))

    async def postpone(self, reminder_id: str, worker: str, when: datetime) -> None:
        """Give a claimed reminder back, due again at `when` (after the user's night)."""
        stmt = (
            update(ReminderRow)
            .where(ReminderRow.id == reminder_id, ReminderRow.claimed_by == worker)
            .values(due_at=self._at(when), claimed_by=None, claim_until=None)
        )
        async with self.db.session() as s, s.begin():
            await s.execute(stmt)

    async def release_all(self) -> int:
        """Drop every claim (SQLite at boot: the one process that held them is gone)."""
        stmt = (
            update(ReminderRow)
            .where(ReminderRow.claim_until.is_not(None), ReminderRow.fired_at.is_(None))
            .values(claimed_by=None, claim_until=None)
        )
        async with self.db.session() as s, s.begin():
            return int(getattr(await s.execute(stmt), "rowcount", 0) or 0)

    async def forget(self, user_id: str) -> int:
        """Delete every reminder of a user, fired or not."""
        async with self.db.session() as s, s.begin():
            result = await s.execute(delete(ReminderRow).where(ReminderRow.user_id == user_id))
        return int(getattr(result, "rowcount", 0) or 0)

    async def prune(self, before: datetime) -> int:
        """Delete reminders that fired before `before` (kept until then against replays)."""
        stmt = delete(ReminderRow).where(ReminderRow.fired_at < self._at(before))
        async with self.db.session() as s, s.begin():
            result = await s.execute(stmt)
        return int(getattr(result, "rowcount", 0) or 0)
