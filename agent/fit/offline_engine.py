"""The fit engine without a model: rule extraction, templated synthesis, trace-only review."""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.fit.model import FitReport, ProfileSkill, Requirement, RequirementMatch
from agent.fit.protocols import RequirementExtractor, Reviewer, Synthesizer
from agent.fit.requirements import extract_requirements
from agent.fit.synthesis import Narrative, templated_narrative


class OfflineExtractor:
    """Reads requirements with the taxonomy and posting-section rules."""

    async def extract(self, posting: str) -> list[Requirement]:
        """Return the posting's skill requirements."""
        return extract_requirements(posting)


class OfflineSynthesizer:
    """Writes the narrative from templates (feedback needs no handling: it only states facts)."""

    async def synthesize(
        self, matches: list[RequirementMatch], score: float, feedback: list[str]
    ) -> Narrative:
        """Return the templated summary and emphasis."""
        return templated_narrative(matches, score)


class OfflineReviewer:
    """Adds nothing to the deterministic trace check."""

    async def review(
        self, report: FitReport, profile: list[ProfileSkill], posting: str
    ) -> list[str]:
        """Return no further problems."""
        return []


@dataclass
class OfflineFitEngine:
    """The fit engine with no network at all."""

    name: str = "offline"
    extractor: RequirementExtractor = field(default_factory=OfflineExtractor)
    synthesizer: Synthesizer = field(default_factory=OfflineSynthesizer)
    reviewer: Reviewer = field(default_factory=OfflineReviewer)
