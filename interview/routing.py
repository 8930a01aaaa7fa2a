"""Pure decisions of the interview: what to ask next, and whether to go on."""

from __future__ import annotations

from typing import Literal

from interview.model import AnswerAnalysis, Gap, ResponseType
from interview.state import InterviewConfig

StopReason = Literal["", "target_reached", "disengaged", "no_gaps", "user_stopped", "no_skills"]


def eligible_gaps(
    gaps: list[Gap], probes: dict[str, int], skipped: list[str], config: InterviewConfig
) -> list[Gap]:
    """Return gaps still worth asking about, most severe first."""
    return [
        g
        for g in gaps
        if g.missing
        and g.skill not in skipped
        and probes.get(g.skill, 0) < config.max_probes_per_gap
    ]


def choose_response(
    analysis: AnswerAnalysis | None, learned_on_gap: bool, gap_still_open: bool
) -> ResponseType | None:
    """Pick how to respond about the current gap, or None to move to the next gap."""
    if analysis is None or not gap_still_open:
        return None
    if analysis.intent == "confused":
        return "explanation"
    if analysis.intent == "example":
        return "example"
    if analysis.intent in ("skip", "stop") or analysis.engagement == "disengaged":
        return None  # a thin "idk" is not worth a second question on the same topic
    if analysis.intent == "off_topic" or not learned_on_gap or analysis.engagement == "partial":
        return "follow_up"
    return None


def stop_reason(
    *,
    completeness: float,
    disengaged_streak: int,
    has_open_gaps: bool,
    config: InterviewConfig,
) -> StopReason:
    """Return why the interview should stop now, or "" to go on."""
    if completeness >= config.completeness_target:
        return "target_reached"
    if disengaged_streak >= config.max_disengaged:
        return "disengaged"
    if not has_open_gaps:
        return "no_gaps"
    return ""
