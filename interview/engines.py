"""Choosing the interview engine: the LLM with an offline fallback, or offline only."""

from __future__ import annotations

from dataclasses import dataclass

from agent.llm import ModelGateway
from interview.llm_engine import LLMQuestionWriter, LLMSkillAnalyzer
from interview.offline_engine import OfflineInterviewEngine
from interview.protocols import InterviewEngine, QuestionWriter, SkillAnalyzer


@dataclass
class LLMInterviewEngine:
    """The interview engine backed by a chat model; each part falls back to offline."""

    analyzer: SkillAnalyzer
    writer: QuestionWriter
    name: str = "openai"


def build_interview_engine(gateway: ModelGateway | None) -> InterviewEngine:
    """Return the offline engine without a gateway, else the LLM engine with fallback."""
    offline = OfflineInterviewEngine()
    if gateway is None:
        return offline
    return LLMInterviewEngine(
        analyzer=LLMSkillAnalyzer(gateway, offline.analyzer),
        writer=LLMQuestionWriter(gateway, offline.writer),
    )
