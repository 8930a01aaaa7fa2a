"""Fit nodes: small steps over the state, each returning a partial update."""

from __future__ import annotations

import logging
from typing import Any

from agent.fit.matching import SCORE_METHOD, fit_score, match_all
from agent.fit.model import FitReport, ProfileSkill, Requirement, RequirementMatch
from agent.fit.offline_engine import OfflineSynthesizer
from agent.fit.protocols import FitEngine
from agent.fit.reflection import drop_untraceable, trace_issues
from agent.fit.requirements import company_of, conditions, looks_like_posting, title_of
from agent.fit.state import FitState
from agent.fit.synthesis import focus, gaps, strengths
from agent.reply.intake_rules import extract_message

logger = logging.getLogger(__name__)

MAX_REVISIONS = 2


def _profile(state: FitState) -> list[ProfileSkill]:
    return [ProfileSkill.model_validate(p) for p in state.get("profile") or []]


def _matches(state: FitState) -> list[RequirementMatch]:
    return [RequirementMatch.model_validate(m) for m in state.get("matches") or []]


def _report(state: FitState) -> FitReport:
    return FitReport.model_validate(state.get("report") or {})


class FitNodes:
    """The fit graph's nodes, bound to an engine."""

    def __init__(self, engine: FitEngine) -> None:
        self.engine = engine
        self.fallback = OfflineSynthesizer()

    async def extract(self, state: FitState) -> dict[str, Any]:
        """Read the posting's requirements (must-have / nice-to-have, years, depth, scale)."""
        posting = state.get("posting", "")
        found = await self.engine.extractor.extract(posting)
        if not looks_like_posting(posting, found):
            found = []  # a chat line naming a skill is not a posting
        return {
            "requirements": [r.model_dump() for r in found],
            "revisions": 0,
            "reviews": 0,
            "notes": [],
        }

    def match(self, state: FitState) -> dict[str, Any]:
        """Match each requirement against the profile and score the fit."""
        reqs = [Requirement.model_validate(r) for r in state.get("requirements") or []]
        matches = match_all(reqs, _profile(state))
        return {"matches": [m.model_dump() for m in matches], "score": fit_score(matches)}

    async def synthesize(self, state: FitState) -> dict[str, Any]:
        """Build the report: strengths and gaps from the matches, narrative from the engine."""
        matches, score = _matches(state), state.get("score", 0.0)
        revisions = state.get("revisions", 0)
        # The last revision is templated: it cannot invent what the matches do not hold.
        writer = self.fallback if revisions >= MAX_REVISIONS else self.engine.synthesizer
        narrative = await writer.synthesize(matches, score, state.get("issues") or [])
        must = [m for m in matches if m.requirement.importance == "must"]
        posting = state.get("posting", "")
        report = FitReport(
            title=title_of(posting),
            company=extract_message(posting).company or company_of(posting),
            score=score,
            score_method=SCORE_METHOD,
            must_have=len(must),
            must_have_met=sum(1 for m in must if m.status == "met"),
            strengths=strengths(matches),
            gaps=gaps(matches),
            emphasis=narrative.emphasis,
            summary=narrative.summary,
            focus=focus(matches),
            conditions=conditions(posting),
            engine=self.engine.name,
            revisions=revisions,
        )
        return {"report": report.model_dump()}

    async def reflect(self, state: FitState) -> dict[str, Any]:
        """Check every claim against the profile and posting; the engine may add problems."""
        report, profile, posting = _report(state), _profile(state), state.get("posting", "")
        issues = trace_issues(report, profile, posting)
        reviews = state.get("reviews", 0)
        if reviews < MAX_REVISIONS:
            issues += await self.engine.reviewer.review(report, profile, posting)
            reviews += 1
        if issues:
            logger.info("fit reflection found %d problem(s)", len(issues))
        return {"issues": issues, "reviews": reviews}

    def revise(self, state: FitState) -> dict[str, Any]:
        """Count a revision; synthesis runs again with the problems as feedback."""
        notes = [*(state.get("notes") or []), *(state.get("issues") or [])]
        return {"revisions": state.get("revisions", 0) + 1, "notes": notes}

    def finalize(self, state: FitState) -> dict[str, Any]:
        """Drop whatever still fails the trace check, and record what reflection found."""
        report = _report(state)
        issues = state.get("issues") or []
        if issues:
            report = drop_untraceable(report, _profile(state), state.get("posting", ""))
        notes = list(dict.fromkeys([*(state.get("notes") or []), *issues]))
        return {"report": report.model_copy(update={"reflection_notes": notes}).model_dump()}
