"""Users, their one-off flags, and erasing everything a user owns."""

from __future__ import annotations

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from storage.db import Database
from storage.models import (
    ButtonToken,
    Event,
    KeyValue,
    Opportunity,
    OpportunityCounter,
    OpportunityMessage,
    Profile,
    SkillRow,
    Thread,
    User,
)
from storage.upsert import insert


class UserRepository:
    """Users and their one-off flags."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def ensure(self, user_id: str, display_name: str = "") -> None:
        """Create the user row if it does not exist."""
        stmt = insert(self.db.dialect, User).values(id=user_id, display_name=display_name[:200])
        async with self.db.session() as s, s.begin():
            await s.execute(stmt.on_conflict_do_nothing(index_elements=[User.id]))

    async def claim_offline_notice(self, user_id: str) -> bool:
        """Mark the offline notice as sent; True only the first time."""
        async with self.db.session() as s, s.begin():
            return await self._claim_notice(s, user_id)

    async def arrive(self, user_id: str, display_name: str = "", *, claim_notice: bool) -> bool:
        """Ensure the user row and, if asked, claim the offline notice, in one transaction.

        Every message does both; one transaction is one commit instead of two.
        """
        stmt = insert(self.db.dialect, User).values(id=user_id, display_name=display_name[:200])
        async with self.db.session() as s, s.begin():
            await s.execute(stmt.on_conflict_do_nothing(index_elements=[User.id]))
            return claim_notice and await self._claim_notice(s, user_id)

    @staticmethod
    async def _claim_notice(s: AsyncSession, user_id: str) -> bool:
        result = await s.execute(
            update(User)
            .where(User.id == user_id, User.offline_notice_sent.is_(False))
            .values(offline_notice_sent=True)
        )
        return bool(getattr(result, "rowcount", 0))

    async def forget(self, user_id: str) -> list[str]:
        """Delete the user and every row they own; return their thread ids."""
        async with self.db.session() as s, s.begin():
            thread_ids = list(
                await s.scalars(select(Thread.thread_id).where(Thread.owner == user_id))
            )
            opportunity_ids = select(Opportunity.id).where(Opportunity.user_id == user_id)
            await s.execute(
                delete(OpportunityMessage).where(
                    OpportunityMessage.opportunity_id.in_(opportunity_ids)
                )
            )
            for model, column in (
                (Opportunity, Opportunity.user_id),
                (OpportunityCounter, OpportunityCounter.user_id),
                (ButtonToken, ButtonToken.owner),
                (SkillRow, SkillRow.user_id),
                (Profile, Profile.user_id),
                (Thread, Thread.owner),
                (Event, Event.user_id),
            ):
                await s.execute(delete(model).where(column == user_id))
            await s.execute(delete(KeyValue).where(KeyValue.owner == user_id))
            await s.execute(delete(User).where(User.id == user_id))
        return thread_ids
