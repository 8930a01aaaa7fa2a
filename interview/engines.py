"""Choosing the interview engine: the LLM with an offline fallback, or offline only."""

from __future__ import annotations

from dataclasses import dataclass

from agent.llm import LLMConfig, ModelGateway, UsageSink, build_chat_model
from interview.llm_engine import LLMQuestionWriter, LLMSkillAnalyzer
from interview.offline_engine import OfflineInterviewEngine
from interview.protocols import InterviewEngine, QuestionWriter, SkillAnalyzer


@dataclass
class LLMInterviewEngine:
    """The interview engine backed by a chat model; each part falls back to offline."""

    analyzer: SkillAnalyzer
    writer: QuestionWriter
    name: str = "openai"


def build_interview_engine(
    config: LLMConfig | None, *, usage_sink: UsageSink | None = None
) -> InterviewEngine:
    """Return the offline engine when `config` is None, else the LLM engine with fallback."""
    offline = OfflineInterviewEngine()
    if config is None:
        return offline
    gateway = ModelGateway(build_chat_model(config), config, usage_sink=usage_sink)
    return LLMInterviewEngine(
        analyzer=LLMSkillAnalyzer(gateway, offline.analyzer),
        writer=LLMQuestionWriter(gateway, offline.writer),
    )
