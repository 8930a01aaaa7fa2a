"""The fit graph on real postings: traceable claims, bounded reflection, JSON export."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from agent.fit.graph import build_fit_graph
from agent.fit.model import FitReport, RequirementMatch
from agent.fit.offline_engine import OfflineExtractor, OfflineFitEngine, OfflineReviewer
from agent.fit.protocols import RequirementExtractor, Reviewer, Synthesizer
from agent.fit.reflection import profile_text, quoted_from, trace_issues
from agent.fit.synthesis import Narrative

from .support import posting, resume_profile

SRE = "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
RESUME = "r01_awesomecv_byungjin_park_devops.tex.txt"
CONFIG: Any = {"recursion_limit": 25}


async def run(engine: Any, text: str, profile: list[Any]) -> dict[str, Any]:
    graph = build_fit_graph(engine, None)
    inputs = {"posting": text, "profile": [p.model_dump() for p in profile]}
    return await graph.ainvoke(inputs, CONFIG)


async def test_offline_report_on_a_real_posting_is_traceable() -> None:
    profile = await resume_profile(RESUME)
    text = posting(SRE)
    values = await run(OfflineFitEngine(), text, profile)
    report = FitReport.model_validate(values["report"])
    assert report.strengths and report.gaps and 0 < report.score < 1
    have = profile_text(profile)
    for s in report.strengths:
        assert " ".join(s.profile_evidence.lower().split()) in have
    source = " ".join(text.replace("*", " ").lower().split())
    for g in report.gaps:
        assert quoted_from(g.posting_quote.replace("*", " "), source)
    assert trace_issues(report, profile, text) == []
    assert report.revisions == 0 and "must-haves count twice" in report.score_method
    # Gaps are ordered worst first, and the focus names what an interview should ask.
    severities = [g.severity for g in report.gaps]
    assert severities == sorted(severities, key=["high", "medium", "low"].index)
    assert report.focus
    assert json.loads(report.to_json())["score"] == report.score


async def test_text_without_requirements_ends_without_a_report() -> None:
    profile = await resume_profile(RESUME)
    values = await run(OfflineFitEngine(), "Thanks for your time yesterday!", profile)
    assert values["requirements"] == [] and not values.get("matches")


@dataclass
class InventingSynthesizer:
    """Claims experience the profile does not have, every time it is asked."""

    calls: list[list[str]] = field(default_factory=list)

    async def synthesize(
        self, matches: list[RequirementMatch], score: float, feedback: list[str]
    ) -> Narrative:
        self.calls.append(feedback)
        return Narrative(
            summary="You have 12 years of Rust and Haskell, a perfect fit.",
            emphasis=["Lead with your 12 years of Rust"],
        )


@dataclass
class Engine:
    name: str
    extractor: RequirementExtractor
    synthesizer: Synthesizer
    reviewer: Reviewer


async def test_reflection_revises_at_most_twice_and_drops_invented_claims() -> None:
    profile = await resume_profile(RESUME)
    liar = InventingSynthesizer()
    engine = Engine("test", OfflineExtractor(), liar, OfflineReviewer())
    values = await run(engine, posting(SRE), profile)
    report = FitReport.model_validate(values["report"])
    # The first revision asks the engine again with the problems; the second is templated.
    assert len(liar.calls) == 2 and liar.calls[0] == [] and liar.calls[1]
    assert any("Rust" in issue for issue in liar.calls[1])
    assert report.revisions == 2
    assert "Rust" not in report.summary and all("Rust" not in e for e in report.emphasis)
    assert report.reflection_notes  # what reflection found stays on record
