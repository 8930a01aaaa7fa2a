"""What the reply models return (screen report, judge report) and how it merges with the rules."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, field_validator

from agent.reply.model import (
    CRITERIA_WEIGHTS,
    LOW_CONFIDENCE,
    EmployerMessage,
    ProfileContext,
    RiskCategory,
    RiskFlag,
    ScreenResult,
)

MAX_MODEL_FLAGS = 10
MAX_QUESTIONS = 8
_MAX_FIELD_CHARS = 80
_MAX_QUOTE_CHARS = 200
_MAX_QUESTION_CHARS = 300
_MAX_FEEDBACK_CHARS = 1500
_KINDS = ("invitation", "scheduling", "question", "offer", "rejection", "outreach", "other")
# The model may add these; low_confidence and draft_leak are ours to decide.
_MODEL_CATEGORIES: dict[str, RiskCategory] = {
    "salary": "salary",
    "compensation": "salary",
    "legal": "legal",
    "non_compete": "legal",
    "contract": "legal",
    "visa": "visa",
    "work_authorization": "visa",
    "relocation": "relocation",
    "personal_data": "personal_data",
    "scam": "scam",
    "unbacked_skill": "unbacked_skill",
    "skill": "unbacked_skill",
    "notice_period": "notice_period",
    "start_date": "notice_period",
}


class ModelFlag(BaseModel):
    """One risk the model noticed."""

    category: str
    reason: str = ""
    quote: str = Field(default="", description="The exact words from the message (short).")


class ScreenReport(BaseModel):
    """What the model reads from an employer's message."""

    company: str = ""
    role: str = ""
    contact_name: str = ""
    kind: str = Field(default="other", description="|".join(_KINDS))
    questions: list[str] = Field(default_factory=list)
    flags: list[ModelFlag] = Field(default_factory=list)
    unknown_skills: list[str] = Field(default_factory=list)
    confidence: float = Field(default=0.5, description="0 to 1")

    @field_validator("confidence", mode="before")
    @classmethod
    def _unit(cls, value: Any) -> float:
        """Read the confidence as a number in 0..1."""
        return to_unit(value)


class JudgeReport(BaseModel):
    """The model's scores (0..1) for one draft, and concrete fixes."""

    professional_tone: float
    clarity: float
    completeness: float
    safety: float
    relevance: float
    feedback: str = ""

    @field_validator(*CRITERIA_WEIGHTS, mode="before")
    @classmethod
    def _unit(cls, value: Any) -> float:
        """Read a score as a number in 0..1 (models sometimes answer out of 10 or 100)."""
        return to_unit(value)


def to_unit(value: Any) -> float:
    """Return a number in 0..1; scores out of 10 or 100 are rescaled."""
    number = float(value)
    if 1.0 < number <= 10.0:
        number /= 10.0
    elif 10.0 < number <= 100.0:
        number /= 100.0
    return max(0.0, min(1.0, number))


def clean(value: str, limit: int = _MAX_FIELD_CHARS) -> str:
    """Collapse whitespace and bound the length."""
    return " ".join(str(value).split())[:limit].strip()


def judge_scores(report: JudgeReport) -> dict[str, float]:
    """Return the report's scores by criterion."""
    return {c: round(float(getattr(report, c)), 3) for c in CRITERIA_WEIGHTS}


def judge_feedback(report: JudgeReport) -> str:
    """Return the report's feedback, bounded."""
    return report.feedback.strip()[:_MAX_FEEDBACK_CHARS]


def merge_message(rules: EmployerMessage, report: ScreenReport) -> EmployerMessage:
    """Take the model's reading where it has one; when it is unsure, only fill blanks."""
    sure = report.confidence >= LOW_CONFIDENCE
    kind = report.kind.strip().lower()
    questions = [q for q in (clean(q, _MAX_QUESTION_CHARS) for q in report.questions) if q]

    def pick(ours: str, theirs: str) -> str:
        theirs = clean(theirs)
        return (theirs or ours) if sure else (ours or theirs)

    return EmployerMessage(
        company=pick(rules.company, report.company),
        role=pick(rules.role, report.role),
        contact_name=pick(rules.contact_name, report.contact_name),
        kind=kind if sure and kind in _KINDS else rules.kind,  # type: ignore[arg-type]
        questions=(questions if sure and questions else rules.questions)[:MAX_QUESTIONS],
    )


def merge_screen(
    rules: ScreenResult, report: ScreenReport, profile: ProfileContext
) -> ScreenResult:
    """Add the model's flags to the rules' (never removing one); flag low confidence."""
    flags = list(rules.flags)
    seen = {(f.category, f.quote.strip().lower()) for f in flags}
    for item in report.flags[:MAX_MODEL_FLAGS]:
        category = _MODEL_CATEGORIES.get(item.category.strip().lower().replace(" ", "_"))
        flag = _model_flag(category, item)
        if flag and (flag.category, flag.quote.lower()) not in seen:
            seen.add((flag.category, flag.quote.lower()))
            flags.append(flag)
    known = profile.skill_names()
    skills = list(rules.unknown_skills)
    for name in (clean(n) for n in report.unknown_skills):
        if name and name.lower() not in known | {s.lower() for s in skills}:
            skills.append(name)
    if report.confidence < LOW_CONFIDENCE and not any(
        f.category == "low_confidence" for f in flags
    ):
        flags.append(
            RiskFlag(category="low_confidence", reason="The model was unsure how to read this")
        )
    confidence = min(rules.confidence, report.confidence)
    return ScreenResult(flags=flags, unknown_skills=skills, confidence=confidence)


def _model_flag(category: RiskCategory | None, item: ModelFlag) -> RiskFlag | None:
    """Return a clean RiskFlag for a known category, or None."""
    if category is None:
        return None
    reason = clean(item.reason, _MAX_QUOTE_CHARS) or "Noticed by the model"
    return RiskFlag(category=category, reason=reason, quote=clean(item.quote, _MAX_QUOTE_CHARS))
