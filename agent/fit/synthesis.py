"""Turning matches into strengths, gaps, focus and a templated narrative."""

from __future__ import annotations

from pydantic import BaseModel, Field

from agent.fit.model import FitGap, RequirementMatch, Severity, Strength

MAX_EMPHASIS = 4
MAX_FOCUS_SKILLS = 4
MISSING_FOCUS = ["duration", "depth", "production_vs_prototype"]


class Narrative(BaseModel):
    """The prose parts of a report: a summary and what to emphasise."""

    summary: str = ""
    emphasis: list[str] = Field(default_factory=list)


def _have(match: RequirementMatch) -> str:
    notes = [c.note for c in match.checks if c.verdict == "met"]
    return "; ".join(notes) or "listed in your profile"


def strengths(matches: list[RequirementMatch]) -> list[Strength]:
    """Return the requirements the profile backs, with the profile's evidence."""
    return [
        Strength(
            skill=m.requirement.skill,
            claim=f"{m.requirement.skill}: {_have(m)}",
            profile_evidence=m.evidence,
            posting_quote=m.requirement.quote,
        )
        for m in matches
        if m.status in ("met", "unverified", "partial") and m.evidence
    ]


def _severity(match: RequirementMatch) -> Severity:
    must = match.requirement.importance == "must"
    if match.status == "missing":
        return "high" if must else "low"
    if match.status == "partial":
        return "high" if must else "medium"
    return "medium" if must else "low"


def _gap_claim(match: RequirementMatch) -> str:
    req = match.requirement
    if match.status == "missing":
        kind = "must-have" if req.importance == "must" else "nice-to-have"
        return f"{req.skill} ({kind}) is not in your profile"
    verdict = "below" if match.status == "partial" else "unknown"
    return "; ".join(c.note for c in match.checks if c.verdict == verdict)


def gaps(matches: list[RequirementMatch]) -> list[FitGap]:
    """Return what the posting asks that the profile lacks or does not show, worst first."""
    kinds = {"missing": "missing", "partial": "below", "unverified": "unverified"}
    found = [
        FitGap(
            skill=m.requirement.skill,
            severity=_severity(m),
            claim=_gap_claim(m),
            posting_quote=m.requirement.quote,
            kind=kinds[m.status],  # type: ignore[arg-type]
        )
        for m in matches
        if m.status in kinds
    ]
    order = {"high": 0, "medium": 1, "low": 2}
    return sorted(found, key=lambda g: order[g.severity])


def focus(matches: list[RequirementMatch]) -> dict[str, list[str]]:
    """Return what an interview should ask to close the gaps: skill -> attributes."""
    out: dict[str, list[str]] = {}
    ranked = sorted(matches, key=lambda m: m.requirement.importance != "must")
    for m in ranked:
        if m.status == "unverified":
            out[m.profile_skill or m.requirement.skill] = m.unknown_attributes()
        elif m.status == "missing" and m.requirement.importance == "must":
            out[m.requirement.skill] = list(MISSING_FOCUS)
        if len(out) == MAX_FOCUS_SKILLS:
            break
    return out


def _short(text: str, limit: int = 140) -> str:
    """Return text cut at a word boundary (the cut part is a prefix, so still traceable)."""
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0]


def templated_narrative(matches: list[RequirementMatch], score: float) -> Narrative:
    """Write the summary and emphasis from the matches alone (no model)."""
    must = [m for m in matches if m.requirement.importance == "must"]
    met = [m for m in must if m.status == "met"]
    worst = [g for g in gaps(matches) if g.severity == "high"][:2]
    summary = f"Fit {score:.2f}: you meet {len(met)} of {len(must)} must-haves."
    if worst:
        summary += " Biggest gaps: " + "; ".join(g.claim for g in worst) + "."
    emphasis = [
        f'Lead with {m.requirement.skill}: "{_short(m.evidence)}"'
        for m in matches
        if m.status == "met" and m.evidence
    ][: MAX_EMPHASIS - 1]
    unverified = [m for m in must if m.status == "unverified"]
    if unverified:
        first = unverified[0]
        note = next(c.note for c in first.checks if c.verdict == "unknown")
        emphasis.append(f"Say more about {first.requirement.skill}: {note}")
    return Narrative(summary=summary, emphasis=emphasis)
