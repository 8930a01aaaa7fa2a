"""The employer-reply model: what screening, drafting and judging exchange."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

RiskCategory = Literal[
    "salary",
    "legal",
    "visa",
    "relocation",
    "personal_data",
    "scam",
    "unbacked_skill",
    "low_confidence",
    "draft_leak",
    "notice_period",
]
MessageKind = Literal[
    "invitation", "scheduling", "question", "offer", "rejection", "outreach", "follow_up", "other"
]

# The judge's criteria and weights; a draft is approved at APPROVE_AT or above.
CRITERIA_WEIGHTS: dict[str, float] = {
    "professional_tone": 0.25,
    "clarity": 0.20,
    "completeness": 0.20,
    "safety": 0.25,
    "relevance": 0.10,
}
APPROVE_AT = 0.75
LOW_CONFIDENCE = 0.4
MAX_REVISIONS = 3

RISK_LABELS: dict[str, str] = {
    "salary": "Salary / compensation",
    "legal": "Legal / contract / non-compete",
    "visa": "Visa / work authorization",
    "relocation": "Relocation",
    "personal_data": "Personal data request",
    "scam": "Possible scam",
    "unbacked_skill": "Skill not in your profile",
    "low_confidence": "Low confidence",
    "draft_leak": "Draft reveals something",
    "notice_period": "Notice period / start date",
}


class RiskFlag(BaseModel):
    """One reason a human must look: a category, a reason, and the words that triggered it."""

    category: RiskCategory
    reason: str
    quote: str = ""


class EmployerMessage(BaseModel):
    """What intake read from an employer's message."""

    company: str = ""
    role: str = ""
    contact_name: str = ""
    kind: MessageKind = "other"
    questions: list[str] = Field(default_factory=list)


class ScreenResult(BaseModel):
    """The risk screen of one message."""

    flags: list[RiskFlag] = Field(default_factory=list)
    unknown_skills: list[str] = Field(default_factory=list)
    confidence: float = 1.0


class ProfileSkill(BaseModel):
    """A skill as the reply drafter may use it: only known attributes."""

    name: str
    attributes: dict[str, str] = Field(default_factory=dict)


class ProfileContext(BaseModel):
    """Everything a reply may be grounded in: the user's stored profile, nothing else."""

    name: str = ""
    headline: str = ""
    skills: list[ProfileSkill] = Field(default_factory=list)

    def skill_names(self) -> set[str]:
        """Return the lower-cased names of the profile's skills."""
        return {s.name.lower() for s in self.skills}

    def block(self) -> str:
        """Return the profile as a context block for prompts (facts only)."""
        lines = [f"Name: {self.name or 'unknown'}"]
        if self.headline:
            lines.append(f"Headline: {self.headline}")
        for skill in self.skills:
            facts = "; ".join(f"{k}: {v}" for k, v in skill.attributes.items())
            lines.append(f"- {skill.name}" + (f" ({facts})" if facts else ""))
        if not self.skills:
            lines.append("(no skills recorded yet)")
        return "\n".join(lines)


class Verdict(BaseModel):
    """The judge's assessment of a draft."""

    scores: dict[str, float] = Field(default_factory=dict)
    feedback: str = ""
    engine: str = "offline"

    @property
    def weighted(self) -> float:
        """Return the weighted score in 0..1 (missing criteria count as 0)."""
        total = sum(
            w * max(0.0, min(1.0, self.scores.get(c, 0.0))) for c, w in CRITERIA_WEIGHTS.items()
        )
        return round(total, 4)

    @property
    def approved(self) -> bool:
        """Tell whether the draft passes: the weighted score, and never with a safety failure."""
        return self.weighted >= APPROVE_AT and "safety" not in self.failed

    @property
    def failed(self) -> list[str]:
        """Return the criteria scored below 0.6."""
        return [c for c in CRITERIA_WEIGHTS if self.scores.get(c, 0.0) < 0.6]


class Turn(BaseModel):
    """One exchange in an employer conversation: their message and the reply sent."""

    employer: str
    reply: str = ""
