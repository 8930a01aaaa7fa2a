"""The interview graph's state: JSON-friendly values so checkpoints stay portable."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict


@dataclass(frozen=True)
class InterviewConfig:
    """Tunable limits of an interview."""

    completeness_target: float = 0.6
    max_probes_per_gap: int = 3
    max_disengaged: int = 3
    max_tracked_skills: int = 6


class InterviewState(TypedDict, total=False):
    """Everything an interview knows; skills are `Skill.model_dump()` dicts keyed by skill key."""

    user_id: str
    resume_text: str
    skills: dict[str, dict[str, Any]]
    other_skills: dict[str, dict[str, Any]]
    gaps: list[dict[str, Any]]
    probes: dict[str, int]
    skipped: list[str]
    current_gap: dict[str, Any] | None
    response_type: str
    outgoing: str
    answer: str
    analysis: dict[str, Any]
    learned: dict[str, list[str]]
    disengaged_streak: int
    completeness: float
    turns: int
    stop_reason: str
    done: bool
    # Skill key -> the attributes to ask about (a job posting's unknowns); None asks about all.
    focus: dict[str, list[str]] | None
