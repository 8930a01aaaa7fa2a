"""The small protocols interview nodes depend on; each has an LLM and an offline implementation."""

from __future__ import annotations

from typing import Protocol

from interview.model import AnswerAnalysis, Gap, ResponseType, Skill


class SkillAnalyzer(Protocol):
    """Reads resumes and answers into skills and attributes."""

    async def analyze_resume(self, text: str) -> list[Skill]:
        """Extract skills with the six attributes ("unknown" where the resume is silent)."""
        ...

    async def analyze_answer(
        self, answer: str, gap: Gap, question: str, skills: list[Skill]
    ) -> AnswerAnalysis:
        """Analyze one answer to `question` about `gap`: learned attributes, intent, engagement."""
        ...


class QuestionWriter(Protocol):
    """Writes the bot's next turn about one gap."""

    async def write(
        self, kind: ResponseType, gap: Gap, skill: Skill, attempt: int, last_answer: str
    ) -> str:
        """Write a question, explanation, example or follow-up about `gap`.

        `attempt` counts earlier probes of this gap (0 for the first), so wording can vary.
        """
        ...


class InterviewEngine(Protocol):
    """What the interview graph needs from an engine."""

    name: str
    analyzer: SkillAnalyzer
    writer: QuestionWriter


class ProfileSink(Protocol):
    """Where the interview saves what it has learned (idempotent: nodes may re-run)."""

    async def save(self, user_id: str, skills: list[Skill], completeness: float) -> None:
        """Upsert the given skills of a user's profile."""
        ...
