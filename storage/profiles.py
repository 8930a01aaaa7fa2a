"""Skills profiles: resume facts and skills with their attributes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from storage.db import Database
from storage.models import (
    Profile,
    SkillRow,
)


@dataclass(frozen=True)
class StoredSkill:
    """A skill as stored: name, category, attributes and evidence."""

    key: str
    name: str
    category: str
    attributes: dict[str, str]
    evidence: list[str]


class ProfileRepository:
    """Skills profiles."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def save_skills(
        self, user_id: str, skills: list[StoredSkill], completeness: float | None = None
    ) -> None:
        """Insert or update skills by key (other skills of the user are kept)."""
        async with self.db.session() as s, s.begin():
            await self._ensure_profile(s, user_id)
            existing = {
                row.key: row
                for row in await s.scalars(select(SkillRow).where(SkillRow.user_id == user_id))
            }
            for skill in skills:
                row = existing.get(skill.key)
                if row is None:
                    row = SkillRow(user_id=user_id, key=skill.key)
                    s.add(row)
                row.name, row.category = skill.name, skill.category
                row.attributes, row.evidence = dict(skill.attributes), list(skill.evidence)
            if completeness is not None:
                profile = await s.get(Profile, user_id)
                if profile is not None:
                    profile.completeness = completeness

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

    @staticmethod
    async def _ensure_profile(s: Any, user_id: str) -> Profile:
        profile = await s.get(Profile, user_id)
        if profile is None:
            profile = Profile(user_id=user_id, basics={})
            s.add(profile)
            await s.flush()
        return profile
