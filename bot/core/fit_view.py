"""Showing a fit report: the card and its buttons (platform-neutral)."""

from __future__ import annotations

from agent.fit.model import FitReport
from bot.core.messages import Card
from storage.repositories import ButtonSpec

INTERVIEW_ACTION = "fit:interview"
COVER_ACTION = "fit:cover"
TRACK_ACTION = "fit:track"
FIT_BUTTONS = {
    INTERVIEW_ACTION: "Interview me on these gaps",
    COVER_ACTION: "Draft a cover note",
    TRACK_ACTION: "Track this job",
}
MAX_STRENGTHS = 6
MAX_GAPS = 8
MAX_QUOTE = 160
SEVERITY_MARK = {"high": "✗", "medium": "△", "low": "·"}


def _q(text: str) -> str:
    flat = " ".join(text.split())
    return f'"{flat if len(flat) <= MAX_QUOTE else flat[: MAX_QUOTE - 1] + "…"}"'


def _strength_lines(report: FitReport) -> list[str]:
    lines = ["Strengths (from your profile):"]
    for s in report.strengths[:MAX_STRENGTHS]:
        lines.append(f"✓ {s.claim}")
        lines.append(f"    profile: {_q(s.profile_evidence)}")
    if len(report.strengths) > MAX_STRENGTHS:
        lines.append(f"  … and {len(report.strengths) - MAX_STRENGTHS} more")
    return (
        lines if report.strengths else ["Strengths: none of the requirements is in your profile."]
    )


def _gap_lines(report: FitReport) -> list[str]:
    lines = ["Gaps (by severity):"]
    for g in report.gaps[:MAX_GAPS]:
        lines.append(f"{SEVERITY_MARK[g.severity]} [{g.severity}] {g.claim}")
        lines.append(f"    posting: {_q(g.posting_quote)}")
    if len(report.gaps) > MAX_GAPS:
        lines.append(f"  … and {len(report.gaps) - MAX_GAPS} more")
    return lines if report.gaps else ["Gaps: none found."]


def fit_card(report: FitReport, before: float | None = None) -> Card:
    """Return the card of a fit report: score, strengths with evidence, gaps with quotes."""
    score = f"{report.score:.2f}" if before is None else f"{before:.2f} → {report.score:.2f}"
    fields = (
        ("Fit", score),
        ("Must-haves met", f"{report.must_have_met}/{report.must_have}"),
        ("Engine", report.engine),
    )
    body = [report.summary, "", *_strength_lines(report), "", *_gap_lines(report)]
    if report.conditions:
        body += ["", "Conditions to check yourself:", *(f"• {_q(c)}" for c in report.conditions)]
    if report.emphasis:
        body += ["", "What to emphasise:", *(f"• {e}" for e in report.emphasis)]
    title = f"Fit report — {report.title}" if report.title else "Fit report"
    return Card(
        title=title,
        body="\n".join(body).strip(),
        fields=fields,
        footer=f"score = {report.score_method}; /fit export for JSON",
    )


def fit_buttons(actions: list[str]) -> list[ButtonSpec]:
    """Return the button specs of the given fit actions, in card order."""
    return [ButtonSpec(a, FIT_BUTTONS[a]) for a in FIT_BUTTONS if a in actions]
