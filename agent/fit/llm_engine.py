"""The fit engine on a model: one extraction call, one synthesis call, review calls.

Budget: extraction (1) + synthesis (1, plus 1 when a review asks for a revision; the
second revision is templated) ≤ 3 model calls, and at most 2 review calls. On
ModelUnavailable every part falls back to the offline engine's answer.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from agent.fit.matching import SCORE_METHOD
from agent.fit.model import FitReport, ProfileSkill, Requirement, RequirementMatch
from agent.fit.offline_engine import OfflineExtractor, OfflineFitEngine
from agent.fit.protocols import FitEngine, RequirementExtractor, Reviewer, Synthesizer
from agent.fit.reflection import quoted_from
from agent.fit.requirements import MAX_REQUIREMENTS, posting_lines
from agent.fit.synthesis import Narrative, templated_narrative
from agent.llm import ModelGateway, ModelUnavailable, load_prompt
from agent.tracker.fit import canonical

logger = logging.getLogger(__name__)

_HUMAN_MARKER = "=== HUMAN ==="
# Every tag the fit prompts use: untrusted text must not open or close any of them.
_TAG = re.compile(r"<\s*/?\s*(?:posting|facts|profile|report|feedback)\s*>", re.IGNORECASE)
MAX_POSTING_CHARS = 12_000


class ExtractedRequirements(BaseModel):
    """The model's reading of a posting."""

    requirements: list[Requirement] = Field(default_factory=list)


class ReviewReport(BaseModel):
    """Claims the model found unsupported."""

    unsupported: list[str] = Field(default_factory=list)


def quote(text: str, tag: str, limit: int) -> str:
    """Make untrusted text safe to place between <tag> and </tag>: no delimiters, bounded."""
    cleaned = _TAG.sub(" ", text).strip()
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + " [truncated]"


def prompt_messages(name: str, **values: str) -> list[BaseMessage]:
    """Build the system and human messages from fit/prompts/<name>.txt."""
    template = load_prompt("agent", f"fit/prompts/{name}.txt")
    system, _, human = template.partition(_HUMAN_MARKER)
    return [
        SystemMessage(content=system.strip().format(**values)),
        HumanMessage(content=human.strip().format(**values)),
    ]


def grounded(found: list[Requirement], posting: str) -> list[Requirement]:
    """Keep requirements whose quote is the posting's own words; one per skill."""
    source = " ".join(" ".join([*posting_lines(posting), posting]).lower().split())
    kept: dict[str, Requirement] = {}
    for req in found:
        if req.skill.strip() and quoted_from(req.quote, source):
            kept.setdefault(canonical(req.skill), req)
    return sorted(kept.values(), key=lambda r: r.importance != "must")[:MAX_REQUIREMENTS]


class LLMExtractor:
    """One structured call; quotes not found in the posting are dropped."""

    def __init__(self, gateway: ModelGateway) -> None:
        self._gateway = gateway
        self._offline = OfflineExtractor()

    async def extract(self, posting: str) -> list[Requirement]:
        """Return the posting's requirements, or the offline reading when the model fails."""
        messages = prompt_messages("extract", posting=quote(posting, "posting", MAX_POSTING_CHARS))
        try:
            report = await self._gateway.structured(
                ExtractedRequirements, messages, purpose="fit.extract"
            )
        except ModelUnavailable:
            logger.info("fit extraction falls back to rules: model unavailable")
            return await self._offline.extract(posting)
        return grounded(report.requirements, posting) or await self._offline.extract(posting)


def describe_matches(matches: list[RequirementMatch], score: float) -> str:
    """Render the computed facts the synthesis may use."""
    lines = [f"fit score: {score:.2f} ({SCORE_METHOD})"]
    for m in matches:
        req = m.requirement
        notes = "; ".join(c.note for c in m.checks) or "-"
        evidence = f' profile evidence: "{m.evidence}"' if m.evidence else ""
        lines.append(f"- {req.skill} [{req.importance}] {m.status}: {notes}.{evidence}")
    return "\n".join(lines)


class LLMSynthesizer:
    """One structured call per synthesis; the template when the model fails."""

    def __init__(self, gateway: ModelGateway) -> None:
        self._gateway = gateway

    async def synthesize(
        self, matches: list[RequirementMatch], score: float, feedback: list[str]
    ) -> Narrative:
        """Return the model's summary and emphasis."""
        note = ""
        if feedback:
            note = (
                "A review found these problems in your previous version; fix them:\n"
                + "\n".join(f"- {quote(f, 'feedback', 300)}" for f in feedback)
            )
        messages = prompt_messages(
            "synthesize",
            score=f"{score:.2f}",
            feedback=note,
            facts=quote(describe_matches(matches, score), "facts", MAX_POSTING_CHARS),
        )
        try:
            return await self._gateway.structured(Narrative, messages, purpose="fit.synthesize")
        except ModelUnavailable:
            logger.info("fit synthesis falls back to templates: model unavailable")
            return templated_narrative(matches, score)


class LLMReviewer:
    """One structured review call per reflection pass."""

    def __init__(self, gateway: ModelGateway) -> None:
        self._gateway = gateway

    async def review(
        self, report: FitReport, profile: list[ProfileSkill], posting: str
    ) -> list[str]:
        """Return the claims the model found unsupported (none when it is unavailable)."""
        facts = "\n".join(
            f"- {p.name}: {p.known()}; evidence: {' | '.join(p.evidence[:2])}" for p in profile
        )
        shown = report.model_dump_json(include={"summary", "emphasis", "strengths", "gaps"})
        messages = prompt_messages(
            "review",
            profile=quote(facts, "profile", MAX_POSTING_CHARS),
            posting=quote(posting, "posting", MAX_POSTING_CHARS),
            report=quote(shown, "report", MAX_POSTING_CHARS),
        )
        try:
            result = await self._gateway.structured(ReviewReport, messages, purpose="fit.review")
        except ModelUnavailable:
            return []
        return [f"review: {item[:300]}" for item in result.unsupported[:5]]


@dataclass
class LLMFitEngine:
    """The fit engine on a model, with offline fallbacks."""

    name: str
    extractor: RequirementExtractor
    synthesizer: Synthesizer
    reviewer: Reviewer


def build_fit_engine(gateway: ModelGateway | None) -> FitEngine:
    """Return the model engine for a gateway, or the offline engine without one."""
    if gateway is None:
        return OfflineFitEngine()
    return LLMFitEngine(
        name="llm",
        extractor=LLMExtractor(gateway),
        synthesizer=LLMSynthesizer(gateway),
        reviewer=LLMReviewer(gateway),
    )
