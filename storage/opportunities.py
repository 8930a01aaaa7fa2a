"""The opportunity tracker's table access: one opportunity per employer conversation."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from storage.db import Database
from storage.models import Opportunity, OpportunityCounter, OpportunityMessage, utcnow
from storage.upsert import insert

STAGES = ("new", "replied", "interviewing", "offer", "rejected", "closed")
# Stages where something is still expected to happen.
ACTIVE_STAGES = ("new", "replied", "interviewing", "offer")


@dataclass(frozen=True)
class Exchange:
    """One employer message and what happened to the reply."""

    turn: int
    employer_text: str
    reply_text: str
    outcome: str


class OpportunityRepository:
    """Opportunities and their message history."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def record_exchange(
        self,
        *,
        user_id: str,
        thread_id: str,
        company: str,
        role: str,
        contact: str,
        stage: str,
        exchange: Exchange,
    ) -> str:
        """Create or update the thread's opportunity and store one exchange (idempotent)."""
        async with self.db.session() as s, s.begin():
            opp = await self._opportunity_of(s, user_id, thread_id)
            opp.company = company or opp.company or ""
            opp.role = role or opp.role or ""
            opp.contact = contact or opp.contact or ""
            if stage != opp.stage:
                opp.stage, opp.stage_changed_at = stage, utcnow()
            opp.last_activity_at = utcnow()
            await s.flush()
            await s.execute(self._upsert_exchange(opp.id, exchange))
            return opp.code

    async def _opportunity_of(self, s: AsyncSession, user_id: str, thread_id: str) -> Opportunity:
        """Return the thread's opportunity, created with the user's next code if missing."""
        query = select(Opportunity).where(Opportunity.thread_id == thread_id).with_for_update()
        opp = await s.scalar(query)
        if opp is None:
            code = await self._next_code(s, user_id)
            stmt = insert(self.db.dialect, Opportunity).values(
                user_id=user_id, thread_id=thread_id, code=code
            )
            # Another process may have created it meanwhile; its code then stands.
            await s.execute(stmt.on_conflict_do_nothing(index_elements=[Opportunity.thread_id]))
            opp = await s.scalar(query)
        if opp is None:
            raise LookupError(f"opportunity of thread {thread_id} vanished")
        return opp

    async def _next_code(self, s: AsyncSession, user_id: str) -> str:
        stmt = insert(self.db.dialect, OpportunityCounter).values(user_id=user_id, last_number=1)
        stmt = stmt.on_conflict_do_update(
            index_elements=[OpportunityCounter.user_id],
            set_={"last_number": OpportunityCounter.last_number + 1},
        ).returning(OpportunityCounter.last_number)
        number = (await s.execute(stmt)).scalar_one()
        return f"O{number:03d}"

    def _upsert_exchange(self, opportunity_id: int, exchange: Exchange) -> Any:
        values = {
            "employer_text": exchange.employer_text,
            "reply_text": exchange.reply_text,
            "outcome": exchange.outcome,
        }
        stmt = insert(self.db.dialect, OpportunityMessage).values(
            opportunity_id=opportunity_id, turn=exchange.turn, **values
        )
        return stmt.on_conflict_do_update(
            index_elements=[OpportunityMessage.opportunity_id, OpportunityMessage.turn],
            set_=values,
        )

    async def for_thread(self, thread_id: str) -> Opportunity | None:
        """Return the opportunity of a thread."""
        async with self.db.session() as s:
            return await s.scalar(select(Opportunity).where(Opportunity.thread_id == thread_id))

    async def for_user(self, user_id: str) -> list[Opportunity]:
        """Return a user's opportunities, most recently active first."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Opportunity)
                .where(Opportunity.user_id == user_id)
                .order_by(Opportunity.last_activity_at.desc())
            )
            return list(rows)

    async def exchanges(self, opportunity_id: int) -> list[Exchange]:
        """Return an opportunity's exchanges in order."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(OpportunityMessage)
                .where(OpportunityMessage.opportunity_id == opportunity_id)
                .order_by(OpportunityMessage.turn)
            )
            return [Exchange(r.turn, r.employer_text, r.reply_text, r.outcome) for r in rows]

    async def get_by_code(self, user_id: str, code: str) -> Opportunity | None:
        """Return one of the user's opportunities by its code (e.g. O001)."""
        async with self.db.session() as s:
            return await s.scalar(
                select(Opportunity).where(Opportunity.user_id == user_id, Opportunity.code == code)
            )

    async def set_stage(self, user_id: str, code: str, stage: str) -> bool:
        """Move an opportunity to a stage; False when the user has no such opportunity."""
        if stage not in STAGES:
            raise ValueError(f"unknown stage {stage!r}; expected one of {', '.join(STAGES)}")
        async with self.db.session() as s, s.begin():
            opp = await s.scalar(
                select(Opportunity).where(Opportunity.user_id == user_id, Opportunity.code == code)
            )
            if opp is None:
                return False
            if opp.stage != stage:
                opp.stage, opp.stage_changed_at = stage, utcnow()
            return True

    async def stale(
        self, now: datetime, days: int, stages: Iterable[str] = ACTIVE_STAGES
    ) -> list[Opportunity]:
        """Return opportunities (all users) in `stages` untouched for `days` days."""
        # SQLite stores naive UTC; an aware UTC cutoff binds to the same text.
        cutoff = (now if now.tzinfo else now.replace(tzinfo=UTC)).astimezone(UTC)
        cutoff -= timedelta(days=days)
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Opportunity)
                .where(
                    Opportunity.stage.in_(list(stages)),
                    Opportunity.last_activity_at < cutoff,
                    Opportunity.stage_changed_at < cutoff,
                )
                .order_by(Opportunity.user_id, Opportunity.last_activity_at)
            )
            return list(rows)
