"""The fit report's structured parts (pydantic): requirements, matches, strengths, gaps."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Importance = Literal["must", "nice"]
Verdict = Literal["met", "below", "unknown"]
Status = Literal["met", "partial", "unverified", "missing"]
Severity = Literal["high", "medium", "low"]
DEPTH_LEVELS = ("beginner", "intermediate", "advanced", "expert")


class Requirement(BaseModel):
    """One skill a posting asks for, with what it asks of it and the words that ask."""

    skill: str
    importance: Importance = "must"
    min_years: float | None = None
    depth: str = ""
    production: bool = False
    scale: str = ""
    quote: str = ""


class AttributeCheck(BaseModel):
    """One attribute the posting asks about, compared with the profile."""

    attribute: str
    required: str
    have: str
    verdict: Verdict
    note: str


class RequirementMatch(BaseModel):
    """A requirement matched against the profile: status, checks and profile evidence."""

    requirement: Requirement
    status: Status
    profile_skill: str = ""
    evidence: str = ""
    checks: list[AttributeCheck] = Field(default_factory=list)
    credit: float = 0.0

    def unknown_attributes(self) -> list[str]:
        """Return the attributes the posting asks about that the profile does not state."""
        return [c.attribute for c in self.checks if c.verdict == "unknown"]


class Strength(BaseModel):
    """Something the posting asks for that the profile backs, with the profile's words."""

    skill: str
    claim: str
    profile_evidence: str
    posting_quote: str


class FitGap(BaseModel):
    """Something the posting asks for that the profile lacks or does not show."""

    skill: str
    severity: Severity
    claim: str
    posting_quote: str
    kind: Literal["missing", "below", "unverified"]


class FitReport(BaseModel):
    """The whole fit report, exportable as JSON."""

    title: str = ""
    company: str = ""
    score: float = 0.0
    score_method: str = ""
    must_have: int = 0
    must_have_met: int = 0
    strengths: list[Strength] = Field(default_factory=list)
    gaps: list[FitGap] = Field(default_factory=list)
    emphasis: list[str] = Field(default_factory=list)
    summary: str = ""
    focus: dict[str, list[str]] = Field(default_factory=dict)
    conditions: list[str] = Field(default_factory=list)
    engine: str = "offline"
    revisions: int = 0
    reflection_notes: list[str] = Field(default_factory=list)

    def to_json(self) -> str:
        """Return the report as indented JSON."""
        return self.model_dump_json(indent=2)


class ProfileSkill(BaseModel):
    """A profile skill as the fit check reads it: attributes and evidence."""

    name: str
    category: str = "general"
    attributes: dict[str, str] = Field(default_factory=dict)
    evidence: list[str] = Field(default_factory=list)

    def known(self) -> dict[str, str]:
        """Return the attributes that carry a value."""
        return {k: v for k, v in self.attributes.items() if v and v.lower() != "unknown"}
