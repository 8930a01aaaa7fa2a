"""Bridge between the skill model and the stored profile."""

from __future__ import annotations

from interview.model import ATTRIBUTES, Skill, skill_key
from storage.repositories import ProfileRepository, StoredSkill


def to_stored(skill: Skill) -> StoredSkill:
    """Convert a skill to its stored form."""
    return StoredSkill(
        key=skill_key(skill.name),
        name=skill.name,
        category=skill.category,
        attributes={a: skill.attribute(a) for a in ATTRIBUTES},
        evidence=list(skill.evidence),
    )


def from_stored(stored: StoredSkill) -> Skill:
    """Convert a stored skill back to the skill model."""
    attrs = {a: v for a, v in stored.attributes.items() if a in ATTRIBUTES}
    return Skill(name=stored.name, category=stored.category, evidence=stored.evidence, **attrs)


class RepositoryProfileSink:
    """Saves interview progress into the profiles repository."""

    def __init__(self, profiles: ProfileRepository) -> None:
        self.profiles = profiles

    async def save(self, user_id: str, skills: list[Skill], completeness: float) -> None:
        """Upsert the skills and the completeness of a user's profile."""
        await self.profiles.save_skills(user_id, [to_stored(s) for s in skills], completeness)
