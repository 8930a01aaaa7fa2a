"""What the fit graph needs from an engine: extract, synthesize, review (offline or model)."""

from __future__ import annotations

from typing import Protocol

from agent.fit.model import FitReport, ProfileSkill, Requirement, RequirementMatch
from agent.fit.synthesis import Narrative


class RequirementExtractor(Protocol):
    """Reads a posting into requirements."""

    async def extract(self, posting: str) -> list[Requirement]:
        """Return the posting's skill requirements."""
        ...


class Synthesizer(Protocol):
    """Writes the report's summary and emphasis from the matches."""

    async def synthesize(
        self, matches: list[RequirementMatch], score: float, feedback: list[str]
    ) -> Narrative:
        """Return the narrative; `feedback` lists problems a reflection found."""
        ...


class Reviewer(Protocol):
    """Reviews a report against the profile and posting (the reflection step)."""

    async def review(
        self, report: FitReport, profile: list[ProfileSkill], posting: str
    ) -> list[str]:
        """Return problems beyond the deterministic trace check (unsupported claims)."""
        ...


class FitEngine(Protocol):
    """An engine: a name and its three parts."""

    name: str
    extractor: RequirementExtractor
    synthesizer: Synthesizer
    reviewer: Reviewer
