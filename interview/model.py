"""The skill model: skills with six attributes, gaps, merging and completeness."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

ATTRIBUTES: tuple[str, ...] = (
    "duration",
    "depth",
    "autonomy",
    "scale",
    "constraints",
    "production_vs_prototype",
)
UNKNOWN = "unknown"
MAX_EVIDENCE = 6

# How much a missing attribute matters when deciding what to ask about first.
ATTRIBUTE_WEIGHT: dict[str, float] = {
    "duration": 1.0,
    "depth": 1.0,
    "production_vs_prototype": 0.9,
    "autonomy": 0.8,
    "scale": 0.7,
    "constraints": 0.5,
}

ATTRIBUTE_LABEL: dict[str, str] = {
    "duration": "Duration",
    "depth": "Depth",
    "autonomy": "Autonomy",
    "scale": "Scale",
    "constraints": "Constraints",
    "production_vs_prototype": "Prod/Proto",
}


# Broad skills that say little on their own; an interview asks about concrete ones first.
UMBRELLA_SKILLS = frozenset(
    {
        "software development",
        "computer science fundamentals",
        "research",
        "open source",
        "programming",
        "problem solving",
        "communication",
        "teamwork",
        "leadership",
        "academic writing",
    }
)
UMBRELLA_CATEGORIES = ("soft", "communication", "general")


class Skill(BaseModel):
    """A skill with its six attributes (each a short value or "unknown") and evidence."""

    name: str
    category: str = "general"
    duration: str = UNKNOWN
    depth: str = UNKNOWN
    autonomy: str = UNKNOWN
    scale: str = UNKNOWN
    constraints: str = UNKNOWN
    production_vs_prototype: str = UNKNOWN
    evidence: list[str] = Field(default_factory=list)

    def attribute(self, name: str) -> str:
        """Return one attribute's value."""
        return str(getattr(self, name))

    def missing(self) -> list[str]:
        """Return the attributes still unknown, in canonical order."""
        return [a for a in ATTRIBUTES if is_unknown(self.attribute(a))]

    def known_count(self) -> int:
        """Return how many attributes are known."""
        return len(ATTRIBUTES) - len(self.missing())


class Gap(BaseModel):
    """What we still do not know about one skill, and how much it matters."""

    skill: str
    missing: list[str]
    severity: float


class SkillUpdate(BaseModel):
    """Attributes learned about one skill from an answer."""

    skill: str
    attributes: dict[str, str] = Field(default_factory=dict)
    evidence: str = ""
    category: str = "general"


Intent = Literal["answer", "confused", "example", "skip", "stop", "off_topic"]
Engagement = Literal["engaged", "partial", "disengaged"]
ResponseType = Literal["question", "explanation", "example", "follow_up"]


class AnswerAnalysis(BaseModel):
    """What one answer tells us: learned attributes, intent and engagement."""

    intent: Intent = "answer"
    engagement: Engagement = "engaged"
    updates: list[SkillUpdate] = Field(default_factory=list)


def is_unknown(value: str | None) -> bool:
    """Tell whether an attribute value carries no information."""
    return value is None or value.strip().lower() in {"", UNKNOWN, "n/a", "none", "null", "?"}


def skill_key(name: str) -> str:
    """Return the case-insensitive key skills are merged by."""
    return " ".join(name.lower().split())


def merge_skill(existing: Skill, update: SkillUpdate) -> tuple[Skill, list[str]]:
    """Fill unknown attributes from an update; never overwrite known values with unknown.

    A known value is replaced only by another known value (the user corrected us).
    Returns the merged skill and the attributes that were newly learned.
    """
    data = existing.model_dump()
    learned: list[str] = []
    for attr, value in update.attributes.items():
        if attr not in ATTRIBUTES or is_unknown(value):
            continue
        if is_unknown(data[attr]):
            learned.append(attr)
        data[attr] = value.strip()
    if update.evidence and update.evidence not in data["evidence"]:
        data["evidence"] = [*data["evidence"], update.evidence][-MAX_EVIDENCE:]
    return Skill.model_validate(data), learned


def apply_updates(
    skills: dict[str, Skill], updates: list[SkillUpdate]
) -> tuple[dict[str, Skill], dict[str, list[str]]]:
    """Merge updates into a skill map; new skills are added. Returns (skills, learned)."""
    merged = dict(skills)
    learned: dict[str, list[str]] = {}
    for update in updates:
        key = skill_key(update.skill)
        current = merged.get(key) or Skill(name=update.skill.strip(), category=update.category)
        new_skill, new_attrs = merge_skill(current, update)
        merged[key] = new_skill
        if new_attrs:
            learned.setdefault(new_skill.name, []).extend(new_attrs)
    return merged, learned


Focus = dict[str, list[str]]


def focus_attributes(skill: Skill, focus: Focus | None) -> tuple[str, ...]:
    """Return the attributes that count for a skill: all, or those a focus list names."""
    if focus is None:
        return ATTRIBUTES
    return tuple(a for a in ATTRIBUTES if a in focus.get(skill_key(skill.name), ()))


def completeness(skills: dict[str, Skill], focus: Focus | None = None) -> float:
    """Return known / counted attributes of the tracked skills (0 when none).

    With a focus (skill key -> attributes, e.g. what a job posting asks), only those count.
    """
    pairs = [(s, a) for s in skills.values() for a in focus_attributes(s, focus)]
    if not pairs:
        return 0.0
    return sum(not is_unknown(s.attribute(a)) for s, a in pairs) / len(pairs)


def find_gaps(skills: dict[str, Skill], focus: Focus | None = None) -> list[Gap]:
    """Return one gap per skill with missing attributes (only focus ones, if given)."""
    gaps = []
    for skill in skills.values():
        counted = focus_attributes(skill, focus)
        missing = [a for a in skill.missing() if a in counted]
        if not missing:
            continue
        weight = sum(ATTRIBUTE_WEIGHT[a] for a in missing) / sum(ATTRIBUTE_WEIGHT.values())
        # Skills with evidence matter more: they are what the resume leans on.
        prominence = min(len(skill.evidence), 3) / 3
        severity = round(0.7 * weight + 0.3 * prominence, 4)
        gaps.append(Gap(skill=skill.name, missing=missing, severity=severity))
    return sorted(gaps, key=lambda g: (-g.severity, g.skill.lower()))


def is_umbrella(skill: Skill) -> bool:
    """Tell whether a skill is too broad to be the first thing an interview asks about."""
    category = skill.category.lower()
    return skill_key(skill.name) in UMBRELLA_SKILLS or any(
        word in category for word in UMBRELLA_CATEGORIES
    )
