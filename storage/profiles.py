"""Skills profiles: resume facts and skills with their attributes."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from storage.db import Database
from storage.models import (
    Profile,
    SkillRow,
    utcnow,
)
from storage.upsert import insert


@dataclass(frozen=True)
class StoredSkill:
    """A skill as stored: name, category, attributes and evidence."""

    key: str
    name: str
    category: str
    attributes: dict[str, str]
    evidence: list[str]


@functools.cache
def skill_upsert(dialect: str) -> Any:
    """Return the upsert of one skill row (parameters given at execution), built once."""
    stmt = insert(dialect, SkillRow.__table__)
    changed = ("name", "category", "attributes", "evidence", "updated_at")
    return stmt.on_conflict_do_update(
        index_elements=["user_id", "key"], set_={c: stmt.excluded[c] for c in changed}
    )


class ProfileRepository:
    """Skills profiles."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def save_skills(
        self, user_id: str, skills: list[StoredSkill], completeness: float | None = None
    ) -> None:
        """Insert or update skills by key (other skills of the user are kept).

        Each interview turn calls this: two statements (the profile row, then every skill
        in one multi-row upsert), with no read of the profile (its resume text is large).
        """
        profile = insert(self.db.dialect, Profile).values(
            user_id=user_id, basics={}, completeness=completeness or 0.0
        )
        if completeness is None:
            profile = profile.on_conflict_do_nothing(index_elements=[Profile.user_id])
        else:
            profile = profile.on_conflict_do_update(
                index_elements=[Profile.user_id],
                set_={"completeness": completeness, "updated_at": utcnow()},
            )
        async with self.db.session() as s, s.begin():
            await s.execute(profile)
            if skills:
                # One statement run for every row (executemany): a multi-row VALUES has no
                # cache key, so SQLAlchemy compiled it again on every turn (~1 ms of CPU).
                await s.execute(*self._upsert_skills(user_id, skills))

    def _upsert_skills(self, user_id: str, skills: list[StoredSkill]) -> Any:
        # One row per key: a key given twice would make ON CONFLICT touch a row twice.
        rows = {
            skill.key: {
                "user_id": user_id,
                "key": skill.key,
                "name": skill.name,
                "category": skill.category,
                "attributes": dict(skill.attributes),
                "evidence": list(skill.evidence),
                "updated_at": utcnow(),
            }
            for skill in skills
        }
        return skill_upsert(self.db.dialect), list(rows.values())

    async def save_resume(self, user_id: str, resume_text: str, basics: dict[str, str]) -> None:
        """Store the resume text and any basics (name, e-mail, ...) it came with."""
        async with self.db.session() as s, s.begin():
            profile = await self._ensure_profile(s, user_id)
            profile.resume_text = resume_text
            if basics:
                profile.basics = {**(profile.basics or {}), **basics}

    async def skills(self, user_id: str) -> list[StoredSkill]:
        """Return the user's stored skills, in insertion order."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(SkillRow).where(SkillRow.user_id == user_id).order_by(SkillRow.id)
            )
            return [
                StoredSkill(r.key, r.name, r.category, dict(r.attributes), list(r.evidence))
                for r in rows
            ]

    async def basics(self, user_id: str) -> dict[str, Any]:
        """Return the stored resume basics (empty when none)."""
        async with self.db.session() as s:
            profile = await s.get(Profile, user_id)
            return dict(profile.basics or {}) if profile else {}

    async def _ensure_profile(self, s: AsyncSession, user_id: str) -> Profile:
        """Create the profile row if missing; return it locked for this transaction."""
        stmt = insert(self.db.dialect, Profile).values(user_id=user_id, basics={})
        await s.execute(stmt.on_conflict_do_nothing(index_elements=[Profile.user_id]))
        # FOR UPDATE keeps read-modify-write of `basics` whole on PostgreSQL.
        profile = await s.scalar(
            select(Profile).where(Profile.user_id == user_id).with_for_update()
        )
        if profile is None:
            raise LookupError(f"profile of {user_id} vanished")
        return profile
