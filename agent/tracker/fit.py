"""A role's stated skill requirements versus the user's profile: matched and missing skills."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from agent.offline.taxonomy import find_skills, lookup
from storage.repositories import StoredSkill

# Recruiting vocabulary the taxonomy also knows as skills ("recruiter", "hiring").
_PROCESS_CATEGORIES = frozenset({"hr"})
_PROCESS_SKILLS = frozenset({"scheduling", "problem solving"})
MAX_QUOTE_CHARS = 160


@dataclass(frozen=True)
class Requirement:
    """A skill an employer's message names, with the sentence that names it."""

    skill: str
    quote: str


@dataclass(frozen=True)
class MatchedSkill:
    """A required skill the profile has, with its known attributes."""

    skill: str
    attributes: dict[str, str]
    quote: str


@dataclass(frozen=True)
class SkillsGap:
    """Required skills split into those the profile backs and those it does not."""

    matched: list[MatchedSkill] = field(default_factory=list)
    missing: list[Requirement] = field(default_factory=list)

    @property
    def fit(self) -> float | None:
        """Return the share of required skills the profile backs (None when none stated)."""
        total = len(self.matched) + len(self.missing)
        return round(len(self.matched) / total, 2) if total else None


def canonical(name: str) -> str:
    """Return the taxonomy's lower-cased name for a skill, or the name itself."""
    info = lookup(name)
    return (info.name if info else name).strip().lower()


def requirements(employer_texts: Iterable[str], company: str = "") -> list[Requirement]:
    """Return the skills the employer's messages name, once each, in order of first message."""
    found: dict[str, Requirement] = {}
    for text in employer_texts:
        for mention in find_skills(text):
            name = mention.name
            if mention.category in _PROCESS_CATEGORIES or name.lower() in _PROCESS_SKILLS:
                continue
            if company and name.lower() == company.lower():
                continue
            quote = mention.evidence[0][:MAX_QUOTE_CHARS] if mention.evidence else ""
            found.setdefault(canonical(name), Requirement(name, quote))
    return list(found.values())


def known_attributes(skill: StoredSkill) -> dict[str, str]:
    """Return a skill's attributes that are known (not "unknown" or empty)."""
    return {k: v for k, v in skill.attributes.items() if v and str(v).lower() != "unknown"}


def skills_gap(required: list[Requirement], profile: list[StoredSkill]) -> SkillsGap:
    """Split required skills into matched (with attributes) and missing."""
    by_name: dict[str, StoredSkill] = {}
    for skill in profile:
        by_name.setdefault(canonical(skill.name), skill)
        by_name.setdefault(canonical(skill.key), skill)
    gap = SkillsGap()
    for req in required:
        have = by_name.get(canonical(req.skill))
        if have is None:
            gap.missing.append(req)
        else:
            gap.matched.append(MatchedSkill(have.name, known_attributes(have), req.quote))
    return gap
