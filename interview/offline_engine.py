"""The offline interview engine: taxonomy extraction, regex attributes, templated turns."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from agent.offline.attributes import parse_attributes
from agent.offline.durations import ranges_duration, stated_duration
from agent.offline.entries import dated_entries
from agent.offline.intent import classify_answer
from agent.offline.questions import write_turn
from agent.offline.taxonomy import clean_text, find_skills
from interview.model import (
    ATTRIBUTES,
    AnswerAnalysis,
    Engagement,
    Gap,
    ResponseType,
    Skill,
    SkillUpdate,
    skill_key,
)
from interview.protocols import QuestionWriter, SkillAnalyzer

# Attributes read from the lines that name the skill; duration may come from the
# dated entries (jobs, projects) that name it, never from study or the whole resume.
LINE_ATTRIBUTES = ("depth", "autonomy", "scale", "constraints", "production_vs_prototype")
EVIDENCE_CHARS = 240

MAX_SKILLS_PER_SPAN_LINE = 2  # a span on a line naming more skills is a career total


def _entry_skills(text: str) -> dict[str, list[str]]:
    """Map each skill to the dated non-study entries (jobs, projects) that name it."""
    found: dict[str, list[str]] = {}
    for entry in dated_entries(clean_text(text)):
        if entry.study:
            continue
        for mention in find_skills(entry.text):
            found.setdefault(mention.name, []).append(entry.text.splitlines()[0])
    return found


def _lines_of(text: str) -> dict[str, list[str]]:
    """Map each skill to the lines of the resume that name it and few other skills.

    A line naming many skills ("15+ years of engineering ... AWS, Kubernetes, Terraform")
    states a whole career, not how long any one of them was used.
    """
    found: dict[str, list[str]] = {}
    for line in clean_text(text).splitlines():
        names = {mention.name for mention in find_skills(line)}
        if len(names) > MAX_SKILLS_PER_SPAN_LINE:
            continue
        for name in names:
            found.setdefault(name, []).append(line)
    return found


def _duration(lines: list[str], heads: list[str]) -> str | None:
    """Prefer a span stated beside the skill, then its entries' dates, then their terms."""
    stated = [found for line in lines if (found := stated_duration(line))]
    if stated:
        return stated[0]
    return ranges_duration(heads) or next(filter(None, map(stated_duration, heads)), None)


def analyze_resume_text(text: str) -> list[Skill]:
    """Extract skills and whatever attributes a resume states (CPU-bound, synchronous)."""
    entries_of, lines_of = _entry_skills(text), _lines_of(text)
    skills = []
    for mention in find_skills(text):
        evidence = list(mention.evidence)
        attrs = parse_attributes(" ".join(evidence))
        values = {a: v for a, v in attrs.items() if a in LINE_ATTRIBUTES}
        duration = _duration(lines_of.get(mention.name, []), entries_of.get(mention.name, []))
        if duration:
            values["duration"] = duration
        skills.append(
            Skill(name=mention.name, category=mention.category, evidence=evidence, **values)
        )
    return skills


class OfflineSkillAnalyzer:
    """Reads resumes and answers with the skills taxonomy and attribute patterns."""

    async def analyze_resume(self, text: str) -> list[Skill]:
        """Extract skills and whatever attributes the resume states."""
        # Hundreds of ms of regex work on a long resume: keep the event loop answering.
        return await asyncio.to_thread(analyze_resume_text, text)

    async def analyze_answer(
        self, answer: str, gap: Gap, question: str, skills: list[Skill]
    ) -> AnswerAnalysis:
        """Read attributes of the asked-about skill from the answer, plus intent."""
        signal = classify_answer(answer)
        if signal.intent in ("confused", "example", "skip", "stop"):
            return AnswerAnalysis(intent=signal.intent, engagement=signal.engagement)
        attrs = {a: v for a, v in parse_attributes(answer).items() if a in ATTRIBUTES}
        if signal.intent == "off_topic" and not attrs:
            return AnswerAnalysis(intent="off_topic", engagement="disengaged")
        engagement = _engagement(signal.engagement, attrs, gap)
        if engagement == "disengaged":
            return AnswerAnalysis(intent="answer", engagement="disengaged")
        evidence = " ".join(answer.split())[:EVIDENCE_CHARS]
        mentions = find_skills(answer)
        subject = _subject(gap, skills, [m.name for m in mentions])
        updates = [SkillUpdate(skill=subject, attributes=attrs, evidence=evidence)]
        known = {skill_key(s.name) for s in skills} | {skill_key(gap.skill)}
        for mention in mentions:
            if skill_key(mention.name) not in known:
                updates.append(
                    SkillUpdate(skill=mention.name, category=mention.category, evidence=evidence)
                )
        return AnswerAnalysis(intent="answer", engagement=engagement, updates=updates)


def _subject(gap: Gap, skills: list[Skill], mentioned: list[str]) -> str:
    """Return the skill an answer is about: the asked one, unless it names one other skill."""
    tracked = {skill_key(s.name): s.name for s in skills}
    named = {skill_key(m) for m in mentioned}
    others = {tracked[key] for key in named if key in tracked} - {gap.skill}
    if skill_key(gap.skill) in named or len(others) != 1:
        return gap.skill
    return others.pop()


def _engagement(signal: str, attrs: dict[str, str], gap: Gap) -> Engagement:
    """A short answer that still carries what we asked for counts as engaged."""
    if not attrs:
        return "disengaged" if signal == "disengaged" else "partial"
    covered = sum(1 for a in gap.missing[:2] if a in attrs)
    return "engaged" if covered >= min(2, len(gap.missing)) or signal == "engaged" else "partial"


class OfflineQuestionWriter:
    """Writes interview turns from templates."""

    async def write(
        self, kind: ResponseType, gap: Gap, skill: Skill, attempt: int, last_answer: str
    ) -> str:
        """Write a question, explanation, example or follow-up about the gap."""
        return write_turn(kind, skill.name, gap.missing, attempt, last_answer)


@dataclass
class OfflineInterviewEngine:
    """The interview engine with no network at all."""

    name: str = "offline"
    analyzer: SkillAnalyzer = field(default_factory=OfflineSkillAnalyzer)
    writer: QuestionWriter = field(default_factory=OfflineQuestionWriter)
