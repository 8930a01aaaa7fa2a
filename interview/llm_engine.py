"""LLM implementations of the interview protocols: skill analysis and question writing."""

from __future__ import annotations

import logging
import re
from typing import Any, Literal

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field, field_validator

from agent.llm import ModelGateway, ModelUnavailable, load_prompt
from interview.model import (
    ATTRIBUTE_WEIGHT,
    ATTRIBUTES,
    MAX_EVIDENCE,
    UNKNOWN,
    AnswerAnalysis,
    Engagement,
    Gap,
    Intent,
    ResponseType,
    Skill,
    SkillUpdate,
    is_unknown,
    skill_key,
)
from interview.protocols import QuestionWriter, SkillAnalyzer

logger = logging.getLogger(__name__)

OFFLINE_PREFIX = "[offline] "
_PROMPT_PACKAGE = "interview"
_HUMAN_MARKER = "=== HUMAN ==="
MAX_SKILLS = 25
# Attributes are asked for only where the interview uses them: the tracked skills.
DETAILED_SKILLS = 6
MAX_UPDATES = 10
_MAX_NAME_CHARS = 60
_MAX_VALUE_CHARS = 80
_MAX_QUOTE_CHARS = 240
_MAX_RESUME_CHARS = 24_000
_MAX_ANSWER_CHARS = 4_000
_MAX_TURN_CHARS = 700
_INTENTS: tuple[str, ...] = ("answer", "confused", "example", "skip", "stop", "off_topic")
_ENGAGEMENTS: tuple[str, ...] = ("engaged", "partial", "disengaged")
_ATTR_HELP = 'A few words, or "unknown" when not stated.'


class _Attributes(BaseModel):
    """The six skill attributes as the model fills them."""

    duration: str = Field(default=UNKNOWN, description=_ATTR_HELP)
    depth: str = Field(default=UNKNOWN, description=_ATTR_HELP)
    autonomy: str = Field(default=UNKNOWN, description=_ATTR_HELP)
    scale: str = Field(default=UNKNOWN, description=_ATTR_HELP)
    constraints: str = Field(default=UNKNOWN, description=_ATTR_HELP)
    production_vs_prototype: str = Field(default=UNKNOWN, description=_ATTR_HELP)


class ExtractedSkill(_Attributes):
    """One skill found in a resume."""

    name: str
    category: str = "general"
    evidence: list[str] = Field(default_factory=list, description="Short verbatim quotes.")


class ResumeSkills(BaseModel):
    """The skills found in a resume."""

    skills: list[ExtractedSkill] = Field(default_factory=list)


class LearnedSkill(_Attributes):
    """What an answer reveals about one skill."""

    skill: str
    category: str = "general"
    evidence: str = Field(default="", description="A short verbatim quote from the answer.")


class AnswerReport(BaseModel):
    """The analysis of one interview answer."""

    intent: Literal["answer", "confused", "example", "skip", "stop", "off_topic"] = "answer"
    engagement: Literal["engaged", "partial", "disengaged"] = "engaged"
    updates: list[LearnedSkill] = Field(default_factory=list)

    @field_validator("intent", mode="before")
    @classmethod
    def _known_intent(cls, value: Any) -> str:
        """Map odd spellings to a known intent; default to "answer"."""
        text = str(value).strip().lower().replace("-", "_").replace(" ", "_")
        return text if text in _INTENTS else "answer"

    @field_validator("engagement", mode="before")
    @classmethod
    def _known_engagement(cls, value: Any) -> str:
        """Map odd spellings to a known engagement level; default to "partial"."""
        text = str(value).strip().lower()
        return text if text in _ENGAGEMENTS else "partial"


class LLMSkillAnalyzer:
    """Reads resumes and answers with one structured model call each."""

    def __init__(
        self, gateway: ModelGateway, fallback: SkillAnalyzer, detailed: int = DETAILED_SKILLS
    ) -> None:
        self._gateway = gateway
        self._fallback = fallback
        self._detailed = detailed

    async def analyze_resume(self, text: str) -> list[Skill]:
        """Extract skills with the six attributes ("unknown" where the resume is silent)."""
        messages = prompt_messages(
            "analyze_resume",
            resume=quote(text, "resume", _MAX_RESUME_CHARS),
            detailed=str(self._detailed),
            max_skills=str(MAX_SKILLS),
        )
        try:
            report = await self._gateway.structured(
                ResumeSkills, messages, purpose="interview.analyze_resume"
            )
        except ModelUnavailable:
            logger.info("Resume analysis falls back to the offline analyzer")
            return await self._fallback.analyze_resume(text)
        skills = normalize_skills(report)
        if not skills:
            logger.info("Model found no skills in the resume; trying the offline analyzer")
            return await self._fallback.analyze_resume(text)
        return skills

    async def analyze_answer(
        self, answer: str, gap: Gap, question: str, skills: list[Skill]
    ) -> AnswerAnalysis:
        """Analyze one answer: learned attributes (any skill), intent and engagement."""
        messages = prompt_messages(
            "analyze_answer",
            skill=quote(gap.skill, "skill", _MAX_NAME_CHARS),
            missing=", ".join(gap.missing) or "none",
            skills=quote(describe_skills(skills), "skills", _MAX_RESUME_CHARS),
            question=quote(question, "question", _MAX_ANSWER_CHARS),
            answer=quote(answer, "answer", _MAX_ANSWER_CHARS),
        )
        try:
            report = await self._gateway.structured(
                AnswerReport, messages, purpose="interview.analyze_answer"
            )
        except ModelUnavailable:
            logger.info("Answer analysis falls back to the offline analyzer")
            return await self._fallback.analyze_answer(answer, gap, question, skills)
        return normalize_answer(report)


class LLMQuestionWriter:
    """Writes the next interview turn with one free-text model call."""

    def __init__(self, gateway: ModelGateway, fallback: QuestionWriter) -> None:
        self._gateway = gateway
        self._fallback = fallback

    async def write(
        self, kind: ResponseType, gap: Gap, skill: Skill, attempt: int, last_answer: str
    ) -> str:
        """Write a question, explanation, example or follow-up about `gap`."""
        messages = prompt_messages(
            "write_turn",
            kind=kind,
            skill=quote(skill.name, "skill", _MAX_NAME_CHARS),
            known=quote(_known_summary(skill), "skill", _MAX_ANSWER_CHARS),
            missing=", ".join(_by_weight(gap.missing)) or "none",
            attempt=str(attempt),
            last_answer=quote(last_answer or "(none yet)", "answer", _MAX_ANSWER_CHARS),
        )
        try:
            text = tidy_turn(await self._gateway.text(messages, purpose="interview.write_turn"))
        except ModelUnavailable:
            text = ""
        if not text:
            logger.info("Turn writing falls back to the offline writer kind=%s", kind)
            offline = await self._fallback.write(kind, gap, skill, attempt, last_answer)
            return OFFLINE_PREFIX + offline
        return text


def prompt_messages(name: str, **values: str) -> list[BaseMessage]:
    """Build the system and human messages from prompts/<name>.txt."""
    template = load_prompt(_PROMPT_PACKAGE, f"prompts/{name}.txt")
    system, _, human = template.partition(_HUMAN_MARKER)
    guide = load_prompt(_PROMPT_PACKAGE, "prompts/attributes.txt").strip()
    filled = {"attribute_guide": guide, **values}
    return [
        SystemMessage(content=system.strip().format(**filled)),
        HumanMessage(content=human.strip().format(**filled)),
    ]


def quote(text: str, tag: str, limit: int) -> str:
    """Make untrusted text safe to place between <tag> and </tag>: no delimiters, bounded."""
    cleaned = re.sub(rf"<\s*/?\s*{re.escape(tag)}\s*>", " ", text, flags=re.IGNORECASE)
    cleaned = cleaned.strip()
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + " [truncated]"


def describe_skills(skills: list[Skill]) -> str:
    """Summarize tracked skills (known values, missing names) for the model."""
    lines = [
        f"- {s.name}: known {_known_summary(s)}; missing {', '.join(s.missing()) or 'none'}"
        for s in skills[:MAX_SKILLS]
    ]
    return "\n".join(lines) or "(none)"


def normalize_skills(report: ResumeSkills) -> list[Skill]:
    """Turn model output into clean, deduplicated skills (at most MAX_SKILLS)."""
    skills: list[Skill] = []
    seen: set[str] = set()
    for item in report.skills:
        name = _clean(item.name, _MAX_NAME_CHARS)
        if not name or skill_key(name) in seen:
            continue
        seen.add(skill_key(name))
        evidence = _unique([_clean(e, _MAX_QUOTE_CHARS) for e in item.evidence])[:MAX_EVIDENCE]
        known = _known_attributes(item)
        values = {a: known.get(a, UNKNOWN) for a in ATTRIBUTES}
        category = _clean(item.category, 40) or "general"
        skills.append(Skill(name=name, category=category, evidence=evidence, **values))
        if len(skills) >= MAX_SKILLS:
            break
    return skills


def normalize_answer(report: AnswerReport) -> AnswerAnalysis:
    """Turn model output into an AnswerAnalysis with only informative updates."""
    updates: list[SkillUpdate] = []
    for item in report.updates:
        name = _clean(item.skill, _MAX_NAME_CHARS)
        attributes = _known_attributes(item)
        evidence = _clean(item.evidence, _MAX_QUOTE_CHARS)
        if not name or not (attributes or evidence):
            continue
        category = _clean(item.category, 40) or "general"
        updates.append(
            SkillUpdate(skill=name, attributes=attributes, evidence=evidence, category=category)
        )
        if len(updates) >= MAX_UPDATES:
            break
    intent: Intent = report.intent
    engagement: Engagement = report.engagement
    return AnswerAnalysis(intent=intent, engagement=engagement, updates=updates)


def tidy_turn(text: str) -> str:
    """Strip wrapping quotes and whitespace; cut an overlong turn at a word boundary."""
    cleaned = text.strip().strip("\"'“”").strip()
    if len(cleaned) <= _MAX_TURN_CHARS:
        return cleaned
    return cleaned[:_MAX_TURN_CHARS].rsplit(" ", 1)[0] + "…"


def _clean(value: str, limit: int) -> str:
    """Collapse whitespace and bound the length."""
    return " ".join(str(value).split())[:limit].strip()


def _unique(items: list[str]) -> list[str]:
    """Drop empty and repeated strings, keeping order."""
    return list(dict.fromkeys(i for i in items if i))


def _known_attributes(item: _Attributes) -> dict[str, str]:
    """Return the informative attribute values only (unknown names never get here)."""
    values = {a: _clean(getattr(item, a), _MAX_VALUE_CHARS) for a in ATTRIBUTES}
    return {a: v for a, v in values.items() if not is_unknown(v)}


def _known_summary(skill: Skill) -> str:
    """Render a skill's known attributes as "name=value" pairs."""
    pairs = [f"{a}={skill.attribute(a)}" for a in ATTRIBUTES if a not in skill.missing()]
    return "; ".join(pairs) or "nothing yet"


def _by_weight(attributes: list[str]) -> list[str]:
    """Order attributes by how much they matter, most important first."""
    return sorted(attributes, key=lambda a: -ATTRIBUTE_WEIGHT.get(a, 0.0))
