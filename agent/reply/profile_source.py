"""Building the profile context a reply may be grounded in, from the stored profile."""

from __future__ import annotations

from agent.reply.model import ProfileContext, ProfileSkill
from storage.repositories import ProfileRepository

UNKNOWN_VALUES = {"", "unknown", "n/a", "none", "?"}


async def load_profile_context(profiles: ProfileRepository, user_id: str) -> ProfileContext:
    """Return the user's stored skills (known attributes only) and resume basics."""
    basics = await profiles.basics(user_id)
    skills = [
        ProfileSkill(
            name=s.name,
            attributes={
                k: v for k, v in s.attributes.items() if v.strip().lower() not in UNKNOWN_VALUES
            },
        )
        for s in await profiles.skills(user_id)
    ]
    return ProfileContext(
        name=str(basics.get("name", "")), headline=str(basics.get("label", "")), skills=skills
    )
