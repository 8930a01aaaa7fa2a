"""Matching requirements against profile skills attribute by attribute, and scoring the fit."""

from __future__ import annotations

import re

from agent.fit.model import (
    DEPTH_LEVELS,
    AttributeCheck,
    ProfileSkill,
    Requirement,
    RequirementMatch,
    Status,
    Verdict,
)
from agent.offline.durations import parse_duration_years
from agent.tracker.fit import canonical

NEGATED = re.compile(r"\b(never|no|not|haven'?t|don'?t|didn'?t|none)\b", re.I)
ALTERNATIVES = re.compile(r"\bor\b", re.I)
WEIGHTS = {"must": 2.0, "nice": 1.0}
CREDIT: dict[Status, float] = {"met": 1.0, "unverified": 0.7, "partial": 0.4, "missing": 0.0}
SCORE_METHOD = (
    "weighted coverage: must-haves count twice, nice-to-haves once; a requirement scores 1 "
    "when the profile meets it, 0.7 when you have the skill but the profile does not show "
    "what the posting asks (years, depth, production, scale), 0.4 when it shows less, 0 "
    "when the skill is missing"
)


def index_profile(profile: list[ProfileSkill]) -> dict[str, ProfileSkill]:
    """Return profile skills by canonical name (taxonomy aliases folded in)."""
    out: dict[str, ProfileSkill] = {}
    for skill in profile:
        if backed(skill):
            out.setdefault(canonical(skill.name), skill)
    return out


def backed(skill: ProfileSkill) -> bool:
    """Tell whether the profile really shows a skill ("never used Go" does not)."""
    if skill.known():
        return True
    return any(not NEGATED.search(e) for e in skill.evidence)


def _duration(req: Requirement, have: str) -> AttributeCheck | None:
    if req.min_years is None:
        return None
    asked = f"{req.min_years:g}+ years"
    years = parse_duration_years(have) if have else None
    if years is None:
        note = f"{asked} asked; your profile does not say how long"
        return AttributeCheck(
            attribute="duration", required=asked, have="", verdict="unknown", note=note
        )
    if years + 0.25 >= req.min_years:
        note = f"{asked} asked, you have {have}"
        return AttributeCheck(
            attribute="duration", required=asked, have=have, verdict="met", note=note
        )
    note = f"{req.min_years:g} years required, you have {have}"
    return AttributeCheck(
        attribute="duration", required=asked, have=have, verdict="below", note=note
    )


def _depth(req: Requirement, have: str) -> AttributeCheck | None:
    if req.depth not in ("advanced", "expert"):
        return None
    if not have:
        note = f"{req.depth} level asked; your profile does not say how deep"
        return AttributeCheck(
            attribute="depth", required=req.depth, have="", verdict="unknown", note=note
        )
    level = have.lower() if have.lower() in DEPTH_LEVELS else "intermediate"
    met = DEPTH_LEVELS.index(level) >= DEPTH_LEVELS.index(req.depth)
    note = f"{req.depth} level asked, yours is {have}"
    verdict: Verdict = "met" if met else "below"
    return AttributeCheck(
        attribute="depth", required=req.depth, have=have, verdict=verdict, note=note
    )


def _production(req: Requirement, have: str) -> AttributeCheck | None:
    if not req.production:
        return None
    attr = "production_vs_prototype"
    if not have:
        note = (
            "production experience asked; your profile does not say whether yours ran in production"
        )
        return AttributeCheck(
            attribute=attr, required="production", have="", verdict="unknown", note=note
        )
    if "prod" in have.lower() and "proto" not in have.lower():
        note = "production asked, yours ran in production"
        return AttributeCheck(
            attribute=attr, required="production", have=have, verdict="met", note=note
        )
    note = f"production required, yours was a {have}"
    return AttributeCheck(
        attribute=attr, required="production", have=have, verdict="below", note=note
    )


def _scale(req: Requirement, have: str) -> AttributeCheck | None:
    if not req.scale:
        return None
    if not have:
        note = f"scale asked ({req.scale}); your profile does not say at what scale"
        return AttributeCheck(
            attribute="scale", required=req.scale, have="", verdict="unknown", note=note
        )
    note = f"scale asked ({req.scale}), yours: {have}"
    return AttributeCheck(
        attribute="scale", required=req.scale, have=have, verdict="met", note=note
    )


def check_attributes(req: Requirement, skill: ProfileSkill) -> list[AttributeCheck]:
    """Compare what the requirement asks with the skill's known attributes."""
    known = skill.known()
    checks = (
        _duration(req, known.get("duration", "")),
        _depth(req, known.get("depth", "")),
        _production(req, known.get("production_vs_prototype", "")),
        _scale(req, known.get("scale", "")),
    )
    return [c for c in checks if c is not None]


def profile_evidence(skill: ProfileSkill) -> str:
    """Return the profile's own words for a skill: a resume snippet or its known attributes."""
    if skill.evidence:
        return skill.evidence[0]
    return "; ".join(f"{k}: {v}" for k, v in skill.known().items())


def match_requirement(req: Requirement, profile: dict[str, ProfileSkill]) -> RequirementMatch:
    """Match one requirement: missing, met, partial (shows less) or unverified (does not say)."""
    skill = profile.get(canonical(req.skill))
    if skill is None:
        return RequirementMatch(requirement=req, status="missing", credit=0.0)
    checks = check_attributes(req, skill)
    verdicts = {c.verdict for c in checks}
    status: Status = (
        "partial" if "below" in verdicts else "unverified" if "unknown" in verdicts else "met"
    )
    return RequirementMatch(
        requirement=req,
        status=status,
        profile_skill=skill.name,
        evidence=profile_evidence(skill),
        checks=checks,
        credit=CREDIT[status],
    )


def match_all(reqs: list[Requirement], profile: list[ProfileSkill]) -> list[RequirementMatch]:
    """Match every requirement; "AWS, Azure, or GCP" is met by any one of them."""
    index = index_profile(profile)
    matches = [match_requirement(r, index) for r in reqs]
    covered = {
        m.requirement.quote
        for m in matches
        if m.status != "missing" and ALTERNATIVES.search(m.requirement.quote.split(" … ")[0])
    }
    return [m for m in matches if not (m.status == "missing" and m.requirement.quote in covered)]


def fit_score(matches: list[RequirementMatch]) -> float:
    """Return the weighted coverage score in [0, 1] (see SCORE_METHOD)."""
    total = sum(WEIGHTS[m.requirement.importance] for m in matches)
    if not total:
        return 0.0
    earned = sum(WEIGHTS[m.requirement.importance] * m.credit for m in matches)
    return round(earned / total, 2)
